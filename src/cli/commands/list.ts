/**
 * `ralph list [path] [--status s[,s]] [--json]`: the tasks as a table (id, status, priority,
 * dependencies, title) in file order, or as a JSON array.
 */
import { idKey, TASK_STATUSES, taskPriority } from '../../prd/index.js';
import type { Prd, TaskStatus } from '../../prd/index.js';
import { colors } from '../io.js';
import type { CliCommand } from '../types.js';
import { UsageError } from '../types.js';
import { loadForCli, printDiagnostics } from './validate.js';

export interface ListedTask {
  id: string;
  status: TaskStatus;
  priority: string;
  depends_on: string[];
  title: string;
}

/** `in-progress` and `inprogress` mean in_progress. */
function readStatuses(value: unknown): Set<TaskStatus> | undefined {
  if (typeof value !== 'string') return undefined;
  const words = value
    .split(',')
    .map((w) => w.trim().toLowerCase().replace(/-/g, '_'))
    .filter((w) => w !== '');
  const statuses = new Set<TaskStatus>();
  for (const word of words) {
    const status = word === 'inprogress' ? 'in_progress' : word;
    if (!(TASK_STATUSES as readonly string[]).includes(status)) {
      throw new UsageError(`unknown status '${word}' (one of: ${TASK_STATUSES.join(', ')})`);
    }
    statuses.add(status as TaskStatus);
  }
  return statuses;
}

export function listedTasks(prd: Prd, statuses?: Set<TaskStatus>): ListedTask[] {
  return prd.tasks
    .filter((t) => statuses === undefined || statuses.has(t.status))
    .map((t) => ({
      id: idKey(t.id),
      status: t.status,
      priority: taskPriority(t),
      depends_on: (t.depends_on ?? []).map(idKey),
      title: t.title,
    }));
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function renderList(rows: ListedTask[], total: number, color = false): string {
  const c = colors(color);
  const paint: Record<TaskStatus, (s: string) => string> = {
    done: c.green,
    in_progress: c.cyan,
    pending: (s) => s,
    blocked: c.red,
    skipped: c.dim,
  };
  const cells = rows.map((r) => [
    r.id,
    r.status,
    r.priority,
    r.depends_on.join(', ') || '-',
    r.title,
  ]);
  const header = ['ID', 'STATUS', 'PRIORITY', 'DEPENDS ON', 'TITLE'];
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((row) => row[i]!.length)));
  const line = (row: string[], status?: TaskStatus) =>
    row
      .map((cell, i) => {
        const padded = i === row.length - 1 ? cell : cell.padEnd(widths[i]!);
        return i === 1 && status ? paint[status](padded) : padded;
      })
      .join('  ')
      .trimEnd();
  const shown =
    rows.length === total
      ? plural(total, 'task', 'tasks')
      : `${rows.length} of ${plural(total, 'task', 'tasks')}`;
  if (rows.length === 0) return `No tasks match (${plural(total, 'task', 'tasks')} in the list)\n`;
  return [
    c.bold(line(header)),
    ...cells.map((row, i) => line(row, rows[i]!.status)),
    '',
    shown,
    '',
  ].join('\n');
}

export const listCommand: CliCommand = {
  name: 'list',
  summary: 'List the tasks: id, status, priority, dependencies and title',
  usage: 'ralph list [path] [--status STATUS[,STATUS]] [--json]',
  examples: ['ralph list', 'ralph list --status pending,in_progress', 'ralph list --json'],
  options: { status: { type: 'string' }, json: { type: 'boolean' } },
  optionHelp: {
    status: `Only tasks with these statuses (${TASK_STATUSES.join(', ')})`,
    json: 'Print an array of {"id", "status", "priority", "depends_on", "title"}',
  },
  maxPositionals: 1,
  async run({ positionals, values, io }) {
    const statuses = readStatuses(values.status);
    const loaded = await loadForCli(io, positionals[0]);
    if (!loaded.prd) {
      printDiagnostics(io, loaded, 'stderr');
      return 1;
    }
    const rows = listedTasks(loaded.prd, statuses);
    if (values.json === true) {
      io.stdout(`${JSON.stringify(rows, null, 2)}\n`);
      return 0;
    }
    io.stdout(renderList(rows, loaded.prd.tasks.length, io.color));
    return 0;
  },
};
