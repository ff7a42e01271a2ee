/**
 * A quick check of the schema's types on the common shape of a task list, so that a valid
 * file does not pay for zod building a second copy of every task. It only vouches for what it
 * knows: a task with any other field goes through zod alone, and anything doubtful (or
 * invalid) makes the caller use zod for the whole file, whose issues give the messages.
 */
import {
  BASELINE_MODES,
  DATE_TIME_PATTERN,
  PRIORITIES,
  PROVENANCES,
  SUPPORTED_SCHEMA_VERSION,
  TASK_STATUSES,
} from './model.js';
import type { Prd, Task } from './schema.js';

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

const TASK_FIELDS: Record<string, (v: unknown) => boolean> = {
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
};

const PROJECT_FIELDS: Record<string, (v: unknown) => boolean> = {
  title: nonEmpty,
  description: text,
  created: date,
  branch: nonEmpty,
  branchName: nonEmpty,
};

/** 'ok', 'other' (a field this check does not know: ask zod), or 'bad'. */
function checkFields(
  value: Obj,
  fields: Record<string, (v: unknown) => boolean>,
): 'ok' | 'other' | 'bad' {
  let result: 'ok' | 'other' = 'ok';
  for (const key in value) {
    const check = fields[key];
    if (!check) result = 'other';
    else if (!check(value[key])) return 'bad';
  }
  return result;
}

/** Asked to decide on the whole list, or (when it cannot be asked yet) on one task. */
export const NEEDS_SCHEMA = 'needs-schema';

/**
 * The validated task list when the value (unknown keys already left out) is certainly valid;
 * undefined when zod must decide (and report). A task with fields this check does not know
 * goes to `parseTask` (zod); without one, the answer is NEEDS_SCHEMA.
 */
export function quickPrd(
  value: Obj,
  parseTask?: (task: Obj) => Task | undefined,
): Prd | undefined | typeof NEEDS_SCHEMA {
  for (const key in value) {
    if (key !== 'schema_version' && key !== 'project' && key !== 'tasks') {
      if (key !== 'completion_marker' || typeof value[key] !== 'boolean') return undefined;
    }
  }
  if (value.schema_version !== SUPPORTED_SCHEMA_VERSION) return undefined;
  const project = value.project;
  if (!isObj(project) || !('title' in project)) return undefined;
  if (checkFields(project, PROJECT_FIELDS) !== 'ok') return undefined;
  const tasks = value.tasks;
  if (!Array.isArray(tasks) || tasks.length === 0) return undefined;
  let out: unknown[] | undefined;
  for (let i = 0; i < tasks.length; i++) {
    const task: unknown = tasks[i];
    if (!isObj(task) || !('id' in task) || !('title' in task) || !('status' in task))
      return undefined;
    const fields = checkFields(task, TASK_FIELDS);
    if (fields === 'bad') return undefined;
    if (fields === 'other') {
      if (!parseTask) return NEEDS_SCHEMA;
      const parsed = parseTask(task);
      if (!parsed) return undefined;
      out ??= [...tasks];
      out[i] = parsed;
    }
  }
  return { ...value, tasks: (out ?? tasks) as Task[] } as Prd;
}
