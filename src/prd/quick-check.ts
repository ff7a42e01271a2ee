/**
 * A quick check of the schema's types on the common shape of a task list, so that a valid
 * file does not pay for zod building a second copy of every task. It only vouches for what it
 * knows: a task with any other field goes through zod alone, and anything doubtful (or
 * invalid) makes the caller use zod for the whole file, whose issues give the messages.
 * The top level and each task are judged apart: tasks are judged in the one pass over them
 * that does every per-task check (validate-tasks.ts).
 */
import { parseTimeout } from '../checks/duration.js';
import {
  BASELINE_MODES,
  DATE_TIME_PATTERN,
  PRIORITIES,
  PROVENANCES,
  SUPPORTED_SCHEMA_VERSION,
  TASK_STATUSES,
} from './model.js';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);
const text = (v: unknown) => typeof v === 'string';
const nonEmpty = (v: unknown) => typeof v === 'string' && v.length > 0;
const id = (v: unknown) => nonEmpty(v) || (typeof v === 'number' && Number.isInteger(v));
const texts = (v: unknown) => Array.isArray(v) && v.every(text);
const isDigit = (c: number) => c >= 48 && c <= 57;
/** `YYYY-MM-DD`, or with `THH:MM:SSZ`: the forms written most, checked without the pattern. */
function commonDate(v: string): boolean {
  const n = v.length;
  if (n !== 10 && n !== 20) return false;
  for (let i = 0; i < n; i++) {
    const c = v.charCodeAt(i);
    const ok =
      i === 4 || i === 7
        ? c === 45 /* - */
        : i === 10
          ? c === 84 /* T */
          : i === 13 || i === 16
            ? c === 58 /* : */
            : i === 19
              ? c === 90 /* Z */
              : isDigit(c);
    if (!ok) return false;
  }
  return true;
}
const date = (v: unknown) => typeof v === 'string' && (commonDate(v) || DATE_TIME_PATTERN.test(v));
const oneOf = (list: readonly string[]) => (v: unknown) => list.includes(v as string);

type FieldCheck = (v: unknown) => boolean;

/** A table of field checks without inherited entries: a key named `valueOf` is no field. */
function fieldTable(checks: Record<string, FieldCheck>): Record<string, FieldCheck | undefined> {
  return Object.assign(Object.create(null) as Record<string, FieldCheck>, checks);
}

const TASK_FIELDS = fieldTable({
  id,
  title: nonEmpty,
  description: text,
  status: oneOf(TASK_STATUSES),
  priority: oneOf(PRIORITIES),
  tags: texts,
  depends_on: (v) => Array.isArray(v) && v.every(id),
  blocked_by: text,
  acceptance_criteria: texts,
  created: date,
  updated: date,
  completed: date,
  feature: text,
  discipline: text,
  context_files: texts,
  output_artifacts: texts,
  files: texts,
  hints: text,
  baseline: oneOf(BASELINE_MODES),
  estimated_turns: (v) => typeof v === 'number' && Number.isInteger(v) && v > 0,
  provenance: oneOf(PROVENANCES),
  comments: (v) => Array.isArray(v) && v.every(comment),
  review: (v) => typeof v === 'boolean',
  max_cost_usd: (v) => typeof v === 'number' && Number.isFinite(v) && v > 0,
});

const COMMENT_KEYS = new Set(['author', 'body', 'created', 'agent_task_id']);

/** A comment the harness or a person left on a task: `{author, body, created?, agent_task_id?}`. */
function comment(v: unknown): boolean {
  if (!isObj(v)) return false;
  for (const key in v) if (!COMMENT_KEYS.has(key)) return false;
  return (
    nonEmpty(v.author) &&
    text(v.body) &&
    (!('created' in v) || date(v.created)) &&
    (!('agent_task_id' in v) || id(v.agent_task_id))
  );
}

const VERIFY_KEYS = new Set(['name', 'command', 'timeout']);

/** A timeout as the RALPH:CHECKS block writes it: positive seconds, or a duration string. */
const timeout = (v: unknown) =>
  (typeof v === 'number' && Number.isFinite(v) && v > 0) ||
  (typeof v === 'string' && parseTimeout(v) !== undefined);

/** One verify command: 'normalize' for the plain string form (zod makes it `{command}`). */
function verifyCommand(v: unknown): TaskVerdict {
  if (typeof v === 'string') return v.length > 0 ? 'normalize' : 'bad';
  if (!isObj(v)) return 'bad';
  for (const key in v) if (!VERIFY_KEYS.has(key)) return 'bad';
  if (!nonEmpty(v.command)) return 'bad';
  if ('name' in v && !nonEmpty(v.name)) return 'bad';
  if ('timeout' in v && !timeout(v.timeout)) return 'bad';
  return 'ok';
}

/** A task's `verify:` list. */
function verifyList(v: unknown): TaskVerdict {
  if (!Array.isArray(v)) return 'bad';
  let result: TaskVerdict = 'ok';
  for (const entry of v) {
    const verdict = verifyCommand(entry);
    if (verdict === 'bad') return 'bad';
    if (verdict === 'normalize') result = verdict;
  }
  return result;
}

const PROJECT_FIELDS = fieldTable({
  title: nonEmpty,
  description: text,
  created: date,
  branch: nonEmpty,
  branchName: nonEmpty,
});

/**
 * The quick check's verdict on a task: 'ok' (certainly valid as it is), 'normalize' (certainly
 * valid once normalizedTask has put its verify commands in their object form, as zod does),
 * 'other' (a field this check does not know: zod must read the task) or 'bad' (zod must read
 * the file, for its messages).
 */
export type TaskVerdict = 'ok' | 'normalize' | 'other' | 'bad';

const VERDICT_RANK: Record<TaskVerdict, number> = { ok: 0, normalize: 1, other: 2, bad: 3 };

/** The verdict on a task of two of its fields' verdicts: the one that asks more of the caller. */
export function worseVerdict(a: TaskVerdict, b: TaskVerdict): TaskVerdict {
  return VERDICT_RANK[b] > VERDICT_RANK[a] ? b : a;
}

/** The verdict on one field of a task (`check`: its entry in TASK_FIELDS, if any). */
function fieldVerdict(key: string, value: unknown, check = TASK_FIELDS[key]): TaskVerdict {
  if (check) return check(value) ? 'ok' : 'bad';
  return key === 'verify' ? verifyList(value) : 'other';
}

/** The task as zod gives it when its verdict is 'normalize': verify commands as objects. */
export function normalizedTask(task: Obj): Obj {
  const verify = task.verify as unknown[];
  return { ...task, verify: verify.map((v) => (typeof v === 'string' ? { command: v } : v)) };
}

function checkFields(value: Obj, fields: Record<string, FieldCheck | undefined>): boolean {
  for (const key in value) {
    const check = fields[key];
    if (!check || !check(value[key])) return false;
  }
  return true;
}

/**
 * The verdict on each field of the tasks of one list ('other' for a field the quick check does
 * not know). A list repeats a few dates thousands of times (every task created the same day):
 * the last dates found valid are remembered for the list, and the same text again is valid.
 */
export class TaskFieldCheck {
  private readonly recentDates: (string | undefined)[] = [
    undefined,
    undefined,
    undefined,
    undefined,
  ];
  private nextRecent = 0;

  verdict(key: string, value: unknown): TaskVerdict {
    const check = TASK_FIELDS[key];
    if (check === date) return this.date(value) ? 'ok' : 'bad';
    return fieldVerdict(key, value, check);
  }

  private date(value: unknown): boolean {
    if (typeof value !== 'string') return false;
    const recent = this.recentDates;
    if (value === recent[0] || value === recent[1] || value === recent[2] || value === recent[3])
      return true;
    if (!date(value)) return false;
    recent[this.nextRecent] = value;
    this.nextRecent = (this.nextRecent + 1) & 3;
    return true;
  }
}

/**
 * Whether everything but the tasks (unknown keys already left out) is certainly valid: the
 * schema version, the project, and a non-empty list of tasks (each judged by quickTask).
 */
export function quickTop(value: Obj): boolean {
  for (const key in value) {
    if (key !== 'schema_version' && key !== 'project' && key !== 'tasks') {
      if (key !== 'completion_marker' || typeof value[key] !== 'boolean') return false;
    }
  }
  if (value.schema_version !== SUPPORTED_SCHEMA_VERSION) return false;
  const project = value.project;
  if (!isObj(project) || !('title' in project)) return false;
  if (!checkFields(project, PROJECT_FIELDS)) return false;
  return Array.isArray(value.tasks) && value.tasks.length > 0;
}

/** The verdict on one task (unknown keys already left out). */
export function quickTask(task: unknown): TaskVerdict {
  if (!isObj(task) || !('id' in task) || !('title' in task) || !('status' in task)) return 'bad';
  let result: TaskVerdict = 'ok';
  for (const key in task) {
    const verdict = fieldVerdict(key, task[key]);
    if (verdict === 'bad') return verdict;
    result = worseVerdict(result, verdict);
  }
  return result;
}
