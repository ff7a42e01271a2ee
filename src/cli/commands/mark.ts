/** `ralph mark <id> <status>`: change a task's status by the state machine, keeping the file's formatting. */
import {
  documentOf,
  isoDateTime,
  PrdEditError,
  savePrdDocument,
  TASK_STATUSES,
} from '../../prd/index.js';
import type { TaskStatus } from '../../prd/index.js';
import { resolve } from 'node:path';
import { colors } from '../io.js';
import { UsageError } from '../types.js';
import type { CliCommand } from '../types.js';
import { DEFAULT_PRD_PATH, loadForCli, printDiagnostics } from './validate.js';

export const markCommand: CliCommand = {
  name: 'mark',
  summary: 'Set the status of a task (pending, in_progress, done, blocked, skipped)',
  usage: 'ralph mark <id> <status> [--reason TEXT] [--file path]',
  examples: [
    'ralph mark task-001 in_progress',
    'ralph mark task-003 blocked --reason "Waiting for DevOps access"',
    'ralph mark task-004 skipped --reason "Not needed" --file other/prd.yaml',
  ],
  options: { reason: { type: 'string' }, file: { type: 'string' } },
  optionHelp: {
    reason: 'Why: required for blocked (becomes blocked_by); otherwise added as a task comment',
    file: `The task list (default ${DEFAULT_PRD_PATH})`,
  },
  maxPositionals: 2,
  async run({ positionals, values, io }) {
    const [id, status] = positionals;
    if (id === undefined || status === undefined)
      throw new UsageError('expected a task id and a status');
    if (!(TASK_STATUSES as readonly string[]).includes(status)) {
      throw new UsageError(
        `invalid status '${status}' (expected one of ${TASK_STATUSES.join(', ')})`,
      );
    }
    const reason = typeof values.reason === 'string' ? values.reason : undefined;
    const file = typeof values.file === 'string' ? values.file : undefined;
    const loaded = await loadForCli(io, file);
    const doc = loaded.prd ? documentOf(loaded) : undefined;
    if (!loaded.prd || !doc) {
      printDiagnostics(io, loaded, 'stderr');
      io.stderr(`error: fix ${loaded.path} before changing it\n`);
      return 1;
    }
    const from = doc.getTaskStatus(id);
    const now = new Date();
    try {
      doc.setTaskStatus(id, status as TaskStatus, { blockedBy: reason, now });
      if (reason !== undefined && status !== 'blocked') {
        doc.addTaskComment(id, { author: 'human', body: reason, created: isoDateTime(now) });
      }
    } catch (e) {
      if (!(e instanceof PrdEditError)) throw e;
      io.stderr(`${colors(io.color).red('error:')} ${e.message} [${e.rule}]\n`);
      return 1;
    }
    await savePrdDocument(doc, resolve(io.cwd, loaded.path));
    io.stdout(`${id}: ${from ?? '?'} -> ${status}\n`);
    return 0;
  },
};
