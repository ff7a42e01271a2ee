/** `ralph status [path] [--json]`: counts by status, progress and the next task (SPEC-035 §9). */
import { countTasks, idKey, isComplete, progressPercent, selectNextTask } from '../../prd/index.js';
import type { Prd, Selection } from '../../prd/index.js';
import { formatTimeout } from '../../checks/duration.js';
import { verifyChecks } from '../../engine/task-verify.js';
import { colors } from '../io.js';
import type { CliCommand } from '../types.js';
import { loadForCli, printDiagnostics } from './validate.js';

const RULE = '─────────────────────────';

function nextLine(selection: Selection): string {
  switch (selection.kind) {
    case 'task':
      return `Next: ${idKey(selection.task.id)} ${selection.task.title}`;
    case 'complete':
      return 'Next: nothing, the task list is complete';
    default:
      return `Next: ${selection.reason}`;
  }
}

/** Each task's own verify commands, as the harness will run them (tasks without any are left out). */
export function verifyByTask(
  prd: Prd,
): Record<string, { name: string; command: string; timeout: string }[]> {
  const out: Record<string, { name: string; command: string; timeout: string }[]> = {};
  for (const task of prd.tasks) {
    const checks = verifyChecks(task);
    if (checks.length === 0) continue;
    out[idKey(task.id)] = checks.map((c) => ({
      name: c.name,
      command: c.command,
      timeout: formatTimeout(c.timeoutMs),
    }));
  }
  return out;
}

export function renderStatus(prd: Prd, color = false): string {
  const c = colors(color);
  const counts = countTasks(prd);
  const row = (icon: string, label: string, n: number) => `  ${icon} ${`${label}:`.padEnd(13)}${n}`;
  return [
    `Project: ${c.bold(prd.project.title)}`,
    RULE,
    `Tasks: ${counts.total} total`,
    row(c.green('✓'), 'Done', counts.done),
    row(c.cyan('▶'), 'In Progress', counts.in_progress),
    row('○', 'Pending', counts.pending),
    row(c.red('⊗'), 'Blocked', counts.blocked),
    row(c.dim('⊘'), 'Skipped', counts.skipped),
    RULE,
    `Progress: ${progressPercent(prd)}%`,
    nextLine(selectNextTask(prd)),
    '',
  ].join('\n');
}

export const statusCommand: CliCommand = {
  name: 'status',
  summary: 'Show task counts, progress and the next task',
  usage: 'ralph status [path] [--json]',
  examples: ['ralph status', 'ralph status .ralph/prd.yaml --json'],
  options: { json: { type: 'boolean' } },
  optionHelp: {
    json: 'Print {"project", "counts", "progress_percent", "complete", "next", "verify"} as JSON',
  },
  maxPositionals: 1,
  async run({ positionals, values, io }) {
    const loaded = await loadForCli(io, positionals[0]);
    if (!loaded.prd) {
      printDiagnostics(io, loaded, 'stderr');
      return 1;
    }
    const prd = loaded.prd;
    if (values.json === true) {
      const selection = selectNextTask(prd);
      const result = {
        project: prd.project.title,
        counts: countTasks(prd),
        progress_percent: progressPercent(prd),
        complete: isComplete(prd),
        next: selection.kind === 'task' ? idKey(selection.task.id) : null,
        verify: verifyByTask(prd),
      };
      io.stdout(JSON.stringify(result, null, 2) + '\n');
      return 0;
    }
    io.stdout(renderStatus(prd, io.color));
    return 0;
  },
};
