/**
 * Task Master's `.taskmaster/tasks/tasks.json`, in its tagged form (`{"master": {"tasks": [...],
 * "metadata": {...}}}`) and the older `{"tasks": [...]}`.
 *
 * - id, title, description, priority and dependencies are kept; `details` and `testStrategy`
 *   join the description as text (the strategy is prose: it never becomes a verify command).
 * - Subtasks become acceptance criteria with their number and status (`[x] 1.2 Title` when done);
 *   the description and details of the open ones are kept in the task's description.
 * - Status: done, pending, in-progress, review (in_progress), blocked, deferred and cancelled
 *   (skipped, tagged); anything else is pending with a warning.
 * - A file with several tags imports `master` (or its only tag); the others are named as left out.
 */
import type { Prd, Task, TaskId, TaskStatus } from '../schema.js';
import { ImportError } from './errors.js';
import { priorityFromWord } from './priority.js';
import { withPriority } from './priority.js';
import { ReportBuilder } from './report.js';
import type { ImportResult } from './report.js';
import type { Json } from './shared.js';
import { isoDate, isRecord, titleFromText } from './shared.js';

const TASK_KEYS = new Set([
  'id',
  'title',
  'description',
  'details',
  'testStrategy',
  'status',
  'priority',
  'dependencies',
  'subtasks',
]);
const IGNORED_KEYS = new Set(['updatedAt', 'createdAt', 'complexity', 'recommendedSubtasks']);

const STATUSES = new Map<string, TaskStatus>(
  Object.entries({
    pending: 'pending',
    'in-progress': 'in_progress',
    in_progress: 'in_progress',
    review: 'in_progress',
    done: 'done',
    completed: 'done',
    blocked: 'blocked',
    deferred: 'skipped',
    cancelled: 'skipped',
    canceled: 'skipped',
  }),
);

/** `{"master": {"tasks": [...]}}`: the tags holding task lists; empty for other shapes. */
export function taskMasterTags(json: Json): string[] {
  if (!isRecord(json) || 'tasks' in json) return [];
  return Object.entries(json)
    .filter(([, v]) => isRecord(v) && Array.isArray(v.tasks))
    .map(([k]) => k);
}

/** `{"tasks": [...]}` whose entries carry Task Master's own keys. */
export function isLegacyTaskMaster(json: Json): boolean {
  if (!isRecord(json) || !Array.isArray(json.tasks)) return false;
  return json.tasks.some(
    (t) => isRecord(t) && ('testStrategy' in t || 'subtasks' in t || 'details' in t),
  );
}

const text = (v: Json | undefined) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : '');

function idOf(v: Json | undefined, where: string): TaskId {
  if (typeof v === 'number' && Number.isInteger(v)) return v;
  if (typeof v === 'string' && v.trim() !== '') return v.trim();
  throw new ImportError(`${where}: id must be a number or text`);
}

function statusOf(raw: Json | undefined, where: string, report: ReportBuilder) {
  const word = text(raw).toLowerCase() || 'pending';
  const status = STATUSES.get(word);
  if (status === undefined) {
    report.warn(`${where}: unknown status "${word}": imported as pending`);
    return { status: 'pending' as TaskStatus, word };
  }
  return { status, word };
}

function subtaskLines(
  task: Record<string, Json>,
  parentId: TaskId,
  where: string,
  report: ReportBuilder,
) {
  const criteria: string[] = [];
  const notes: string[] = [];
  const list = task.subtasks;
  if (list === undefined || list === null) return { criteria, notes };
  if (!Array.isArray(list)) throw new ImportError(`${where}: subtasks must be a list`);
  list.forEach((sub, i) => {
    if (!isRecord(sub)) throw new ImportError(`${where}: subtasks[${i}] must be an object`);
    const number = `${String(parentId)}.${String(sub.id ?? i + 1)}`;
    const title = text(sub.title) || text(sub.description) || `subtask ${number}`;
    const { status, word } = statusOf(sub.status, `${where} subtask ${number}`, report);
    if (status === 'done') criteria.push(`[x] ${number} ${title}`);
    else if (status === 'pending') criteria.push(`${number} ${title}`);
    else criteria.push(`${number} ${title} (${word})`);
    if (status !== 'done') {
      const body = [text(sub.description), text(sub.details)].filter((t) => t && t !== title);
      if (body.length > 0) notes.push(`Subtask ${number}: ${body.join('\n')}`);
    }
  });
  if (criteria.length > 0) {
    report.mapped('subtasks -> acceptance_criteria, numbered, with their status ([x] when done)');
  }
  return { criteria, notes };
}

function readTask(entry: Json, index: number, where: string, report: ReportBuilder) {
  const at = `${where}[${index}]`;
  if (!isRecord(entry)) throw new ImportError(`${at} must be an object`);
  const id = idOf(entry.id, at);
  const title = text(entry.title) || text(entry.description);
  if (title === '') throw new ImportError(`${at} (${String(id)}): missing title`);
  for (const key of Object.keys(entry)) {
    if (!TASK_KEYS.has(key) && !IGNORED_KEYS.has(key)) report.unknownKey(key);
  }
  const { status, word } = statusOf(entry.status, `${at} (${String(id)})`, report);
  const task: Task = { id, title: titleFromText(title), status };
  if (status === 'skipped') {
    task.tags = [word];
    report.mapped(`status ${word} -> skipped, tagged ${word} (never picked)`);
  } else if (status === 'blocked') {
    task.blocked_by = 'Blocked in Task Master';
  } else if (word === 'review') {
    report.mapped('status review -> in_progress (the work is there and waits for review)');
  }
  const subtasks = subtaskLines(entry, id, at, report);
  const parts = [
    task.title !== title ? title : '',
    text(entry.description) !== title ? text(entry.description) : '',
    text(entry.details) && `Details:\n${text(entry.details)}`,
    text(entry.testStrategy) && `Test strategy:\n${text(entry.testStrategy)}`,
    ...subtasks.notes,
  ].filter((p) => p !== '');
  if (parts.length > 0) task.description = parts.join('\n\n');
  if (subtasks.criteria.length > 0) task.acceptance_criteria = subtasks.criteria;
  const priority =
    typeof entry.priority === 'string' ? priorityFromWord(entry.priority) : undefined;
  if (entry.priority !== undefined && entry.priority !== null && priority === undefined) {
    report.warn(
      `${at} (${String(id)}): priority ${JSON.stringify(entry.priority)} is not a level; ignored`,
    );
  }
  const deps = Array.isArray(entry.dependencies) ? entry.dependencies : [];
  return {
    task: withPriority(task, priority),
    deps: deps.map((d, i) => idOf(d, `${at} dependencies[${i}]`)),
  };
}

function linkDependencies(read: { task: Task; deps: TaskId[] }[], report: ReportBuilder): void {
  const ids = new Map(read.map(({ task }) => [String(task.id), task.id]));
  for (const { task, deps } of read) {
    const known = deps.filter((d) => ids.has(String(d)) && String(d) !== String(task.id));
    const unknown = deps.filter((d) => !ids.has(String(d)));
    if (known.length > 0) {
      task.depends_on = known.map((d) => ids.get(String(d))!);
      report.mapped('dependencies -> depends_on');
    }
    if (unknown.length > 0) {
      report.warn(`${String(task.id)} depends on ${unknown.join(', ')}, not in the file: left out`);
    }
  }
}

export function importTaskMaster(
  json: Record<string, Json>,
  opts: { fileName: string; now: Date; title: string | undefined; fallbackTitle: string },
): ImportResult {
  const report = new ReportBuilder('Task Master tasks.json');
  const tags = taskMasterTags(json);
  let tag: string | undefined;
  let holder: Record<string, Json> = json;
  if (tags.length > 0) {
    tag = tags.includes('master') ? 'master' : tags[0]!;
    holder = json[tag] as Record<string, Json>;
    report.mapped(`the "${tag}" tag's tasks -> tasks`);
    for (const other of tags.filter((t) => t !== tag)) {
      const n = (json[other] as { tasks: Json[] }).tasks.length;
      report.dropped(
        `tag "${other}" (${n} ${n === 1 ? 'task' : 'tasks'}): one tag is imported; copy that tag into its own file to import it`,
      );
    }
  }
  const list = holder.tasks as Json[];
  const where = `${opts.fileName}: ${tag ? `${tag}.` : ''}tasks`;
  if (list.length === 0) throw new ImportError(`${where} is empty`);
  const read = list.map((entry, i) => readTask(entry, i, where, report));
  linkDependencies(read, report);
  report.mapped('id, title, description, priority -> the same fields, in file order');
  report.mapped(
    'details and testStrategy -> the description, as text (a strategy is no command: never verify)',
  );
  if (holder.metadata !== undefined)
    report.dropped('metadata (created/updated dates, the tag description)');
  const title = opts.title ?? opts.fallbackTitle;
  if (opts.title !== undefined) report.mapped('project title <- --title');
  else
    report.warn(
      `Task Master files have no project name: the title is "${title}" (set it with --title)`,
    );
  const project: Prd['project'] = { title, created: isoDate(opts.now) };
  return report.build({ schema_version: '1.0', project, tasks: read.map((r) => r.task) }, [
    'task',
    'tasks',
  ]);
}
