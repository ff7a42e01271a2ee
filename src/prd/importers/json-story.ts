/**
 * One entry of a JSON task list, in any of the shapes the Ralph tools write: snarktank's and
 * Ralph CLI's user stories, tilth's tasks, feature lists of `{category, description, steps}`.
 */
import type { Task, TaskId, TaskStatus, VerifyCommand } from '../schema.js';
import { ImportError } from './errors.js';
import { readPriority } from './priority.js';
import type { SourcePriority } from './priority.js';
import type { ReportBuilder } from './report.js';
import type { Json } from './shared.js';
import { isRecord, optionalString, titleFromText } from './shared.js';

export interface JsonStory {
  task: Task;
  priority: SourcePriority;
  dependsOn: TaskId[];
  /** The key the entry keeps its dependencies under (`dependsOn`, `depends`...). */
  dependencyKey: string | undefined;
}

/** Keys read below; any other key is reported as dropped. */
const KNOWN = new Set([
  'id',
  'title',
  'name',
  'description',
  'summary',
  'notes',
  'acceptanceCriteria',
  'acceptance_criteria',
  'steps',
  'priority',
  'passes',
  'complete',
  'completed',
  'status',
  'verifyCommands',
  'verify',
  'testCommand',
  'testCommands',
  'category',
  'tags',
  'labels',
  'dependsOn',
  'depends_on',
  'dependencies',
  'depends',
  'verification',
  'files',
  'file',
  'filesToCreate',
  'filesToModify',
  'allowed_paths',
]);

const STATUS_WORDS = new Map<string, TaskStatus | 'failed'>(
  Object.entries({
    pending: 'pending',
    todo: 'pending',
    open: 'pending',
    not_started: 'pending',
    planned: 'pending',
    backlog: 'pending',
    ready: 'pending',
    in_progress: 'in_progress',
    'in-progress': 'in_progress',
    inprogress: 'in_progress',
    doing: 'in_progress',
    started: 'in_progress',
    done: 'done',
    complete: 'done',
    completed: 'done',
    passed: 'done',
    passes: 'done',
    closed: 'done',
    verified: 'done',
    blocked: 'blocked',
    failed: 'failed',
    skipped: 'skipped',
  }),
);

/** Statuses that say "not now": skipped, never a refusal of the file. */
const LATER_WORDS =
  /^(future|later|someday|deferred|postponed|wontfix|won't do|cancell?ed|obsolete)$/;

export interface StoryContext {
  where: string;
  report: ReportBuilder;
  /** Used when the entry has no id. */
  fallbackId: string;
  /** The tool named in reasons ("a previous tilth run"). */
  tool: string;
}

function readStatus(entry: Record<string, Json>, ctx: StoryContext, task: Task): void {
  for (const key of ['passes', 'complete', 'completed'] as const) {
    const v = entry[key];
    if (v === undefined || v === null) continue;
    if (typeof v !== 'boolean') {
      throw new ImportError(`${ctx.where}: ${key} must be true or false`);
    }
    ctx.report.mapped(`${key}: true -> status done, false -> pending`);
    task.status = v ? 'done' : 'pending';
    return;
  }
  const raw = optionalString(entry, 'status', ctx.where);
  if (raw === undefined) return;
  const word = raw.trim().toLowerCase();
  const status = STATUS_WORDS.get(word);
  if (status === undefined && LATER_WORDS.test(word)) {
    task.status = 'skipped';
    task.tags = ['deferred'];
    ctx.report.warn(
      `${ctx.where}: status '${raw}' is not work for now: imported as skipped, tagged deferred (set status: pending to run it)`,
    );
    return;
  }
  if (status === undefined) {
    task.status = 'pending';
    ctx.report.warn(
      `${ctx.where}: unknown status '${raw}' (known: pending, in_progress, done, blocked, failed, skipped): imported as pending`,
    );
    return;
  }
  if (status === 'failed') {
    task.status = 'blocked';
    task.blocked_by = `Failed in a previous ${ctx.tool} run`;
    ctx.report.mapped('status failed -> blocked, with the reason (unblock it to retry)');
  } else if (status === 'blocked') {
    task.status = 'blocked';
    task.blocked_by = `Blocked in ${ctx.tool}`;
    ctx.report.mapped('status blocked -> blocked, with a reason');
  } else {
    task.status = status;
    ctx.report.mapped('status -> status');
  }
}

function stringOrList(v: Json | undefined, where: string, key: string): string[] {
  if (v === undefined || v === null) return [];
  if (typeof v === 'string') return v.trim() === '' ? [] : [v.trim()];
  if (Array.isArray(v) && v.every((x) => typeof x === 'string')) {
    return (v as string[]).map((s) => s.trim()).filter((s) => s !== '');
  }
  throw new ImportError(`${where}: ${key} must be a string or a list of strings`);
}

/** A command list: strings, or `{name?, command, timeout?}` objects as prd.yaml writes them. */
function commandList(v: Json | undefined, where: string, key: string): VerifyCommand[] {
  if (v === undefined || v === null) return [];
  const items = Array.isArray(v) ? v : [v];
  return items.flatMap((item, i): VerifyCommand[] => {
    if (typeof item === 'string') return item.trim() === '' ? [] : [{ command: item.trim() }];
    const at = Array.isArray(v) ? `${where}: ${key}[${i}]` : `${where}: ${key}`;
    if (!isRecord(item)) throw new ImportError(`${at} must be a command or {name, command}`);
    const command = optionalString(item, 'command', at);
    if (command === undefined) throw new ImportError(`${at}: missing command`);
    const out: VerifyCommand = { command: command.trim() };
    const name = optionalString(item, 'name', at);
    if (name !== undefined) out.name = name.trim();
    const timeout = item.timeout;
    if (typeof timeout === 'number' || typeof timeout === 'string') out.timeout = timeout;
    return [out];
  });
}

function readVerify(entry: Record<string, Json>, ctx: StoryContext): VerifyCommand[] {
  const out: VerifyCommand[] = [];
  for (const key of [
    'verifyCommands',
    'verify',
    'testCommands',
    'testCommand',
    'verification',
  ] as const) {
    const commands = commandList(entry[key], ctx.where, key);
    if (commands.length > 0) ctx.report.mapped(`${key} -> verify (run as required checks)`);
    out.push(...commands);
  }
  return out;
}

/** Criteria as strings, or as objects `{id, text, testCommand, passes}`. */
function readCriteria(
  entry: Record<string, Json>,
  ctx: StoryContext,
  verify: VerifyCommand[],
): string[] {
  const key = ['acceptanceCriteria', 'acceptance_criteria', 'steps'].find(
    (k) => entry[k] !== undefined && entry[k] !== null,
  );
  if (key === undefined) return [];
  const list = entry[key];
  if (!Array.isArray(list)) throw new ImportError(`${ctx.where}: ${key} must be a list`);
  ctx.report.mapped(`${key} -> acceptance_criteria`);
  const criteria: string[] = [];
  list.forEach((item, i) => {
    if (typeof item === 'string') {
      if (item.trim() !== '') criteria.push(item.trim());
      return;
    }
    if (!isRecord(item)) {
      throw new ImportError(`${ctx.where}: ${key}[${i}] must be text or an object with text`);
    }
    const at = `${ctx.where}: ${key}[${i}]`;
    const text =
      optionalString(item, 'text', at) ??
      optionalString(item, 'description', at) ??
      optionalString(item, 'criterion', at);
    if (text === undefined) throw new ImportError(`${at}: missing text`);
    const label = typeof item.id === 'string' || typeof item.id === 'number' ? String(item.id) : '';
    criteria.push(label ? `${label}: ${text.trim()}` : text.trim());
    ctx.report.mapped(`${key} objects -> their text (with their id)`);
    const command = optionalString(item, 'testCommand', at);
    if (command !== undefined) {
      verify.push({ name: label || `criterion ${i + 1}`, command: command.trim() });
      ctx.report.mapped(`${key}[].testCommand -> verify, named after the criterion`);
    }
    if (item.passes !== undefined) {
      ctx.report.dropped(`${key}[].passes (a task is done when all of it passes the checks)`);
    }
  });
  return criteria;
}

function readIds(v: Json | undefined, where: string, key: string): TaskId[] {
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v)) throw new ImportError(`${where}: ${key} must be a list of ids`);
  return v.map((d) => {
    if (typeof d === 'string' && d.trim() !== '') return d.trim();
    if (typeof d === 'number' && Number.isInteger(d)) return d;
    throw new ImportError(`${where}: ${key} must be a list of ids`);
  });
}

function readId(entry: Record<string, Json>, ctx: StoryContext): TaskId | undefined {
  const raw = entry.id;
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (typeof raw === 'string') return raw.trim();
  if (typeof raw === 'number' && Number.isInteger(raw)) return raw;
  throw new ImportError(`${ctx.where}: id must be text or an integer`);
}

function readText(entry: Record<string, Json>, ctx: StoryContext, task: Task): void {
  const description = optionalString(entry, 'description', ctx.where);
  const notes = stringOrList(entry.notes, ctx.where, 'notes').join('\n') || undefined;
  const title =
    optionalString(entry, 'title', ctx.where) ??
    optionalString(entry, 'name', ctx.where) ??
    optionalString(entry, 'summary', ctx.where);
  if (title !== undefined && entry.title === undefined && entry.name === undefined) {
    ctx.report.mapped('summary -> title');
  }
  let fullTitle: string | undefined;
  if (title !== undefined) {
    task.title = titleFromText(title);
    if (task.title !== title.trim()) {
      fullTitle = title.trim();
      ctx.report.mapped(
        'titles over 100 characters shortened; the whole title starts the description',
      );
    }
  } else if (description !== undefined) {
    task.title = titleFromText(description);
    ctx.report.mapped('description -> title (the entries have no title)');
  } else {
    throw new ImportError(`${ctx.where}: missing title`);
  }
  if (notes) ctx.report.mapped('notes -> appended to the description');
  const text = [
    fullTitle,
    description !== task.title ? description : undefined,
    notes && `Notes: ${notes}`,
  ]
    .filter(Boolean)
    .join('\n\n');
  if (text) task.description = text;
}

/** Reads one entry; `where` names it in errors ("prd.json: userStories[2]"). */
export function readJsonStory(entry: Json, ctx: StoryContext): JsonStory {
  if (!isRecord(entry)) throw new ImportError(`${ctx.where}: expected an object`);
  for (const key of Object.keys(entry)) if (!KNOWN.has(key)) ctx.report.unknownKey(key);
  const id = readId(entry, ctx);
  const task: Task = { id: id ?? ctx.fallbackId, title: '', status: 'pending' };
  if (id !== undefined) ctx.where = `${ctx.where} (${String(id)})`;
  readText(entry, ctx, task);
  readStatus(entry, ctx, task);
  const verify = readVerify(entry, ctx);
  const criteria = readCriteria(entry, ctx, verify);
  if (criteria.length > 0) task.acceptance_criteria = criteria;
  if (verify.length > 0) task.verify = verify;
  const tags = [
    ...stringOrList(entry.category, ctx.where, 'category'),
    ...stringOrList(entry.tags, ctx.where, 'tags'),
    ...stringOrList(entry.labels, ctx.where, 'labels'),
  ];
  if (tags.length > 0) {
    task.tags = [...new Set(tags)];
    ctx.report.mapped('category, tags, labels -> tags');
  }
  const keys = ['dependsOn', 'depends_on', 'dependencies', 'depends'] as const;
  const dependsOn = keys.flatMap((k) => readIds(entry[k], ctx.where, k));
  const dependencyKey = keys.find((k) => Array.isArray(entry[k]) && entry[k].length > 0);
  readFiles(entry, ctx, task);
  const priority = readPriority(entry.priority, ctx.where, ctx.report);
  return { task, priority, dependsOn, dependencyKey };
}

const FILE_KEYS = ['files', 'file', 'filesToCreate', 'filesToModify', 'allowed_paths'] as const;

/** `filesToCreate`, `filesToModify`, `allowed_paths`, `file` -> files (the paths the task touches). */
function readFiles(entry: Record<string, Json>, ctx: StoryContext, task: Task): void {
  const files: string[] = [];
  for (const key of FILE_KEYS) {
    const list = stringOrList(entry[key], ctx.where, key);
    if (list.length > 0) ctx.report.mapped(`${key} -> files`);
    files.push(...list);
  }
  if (files.length > 0) task.files = [...new Set(files)];
}

/** Sets depends_on where every id is known; unknown ones are reported and left out. */
export function linkDependencies(stories: JsonStory[], report: ReportBuilder): void {
  const ids = new Set(stories.map((s) => String(s.task.id)));
  for (const story of stories) {
    if (story.dependsOn.length === 0) continue;
    const known = story.dependsOn.filter((d) => ids.has(String(d)));
    const unknown = story.dependsOn.filter((d) => !ids.has(String(d)));
    if (known.length > 0) {
      story.task.depends_on = known;
      report.mapped(`${story.dependencyKey ?? 'dependsOn'} -> depends_on`);
    }
    if (unknown.length > 0) {
      report.warn(
        `${String(story.task.id)} depends on ${unknown.map(String).join(', ')}, not in the file: left out`,
      );
    }
  }
}
