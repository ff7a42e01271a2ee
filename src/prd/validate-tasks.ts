/**
 * The checks of each task, made in one pass over the list: a list of 10,000 tasks is walked
 * once, not once per rule (each walk costs its own warm-up and compilation, which for a list
 * of this size is most of the time spent). VAL-05..08, the references to disciplines and
 * features, the state warnings, unknown keys and the quick type check. A dependency on a task
 * further down the list is settled once every id has been seen.
 */
import { idKey, TASK_STATUSES } from './model.js';
import { suggest } from './levenshtein.js';
import { normalizedTask, quickTask, TaskFieldCheck, worseVerdict } from './quick-check.js';
import type { TaskVerdict } from './quick-check.js';
import type { Task } from './schema.js';
import type { Path } from './source-text.js';
import { taskWithoutUnknownKeys } from './unknown-keys.js';
import type { UnknownKey } from './unknown-keys.js';

type Obj = Record<string, unknown>;
export type Report = (rule: string, message: string, path: Path, key?: boolean) => void;

export const isObj = (v: unknown): v is Obj =>
  v !== null && typeof v === 'object' && !Array.isArray(v);
export const isId = (v: unknown): v is string | number =>
  (typeof v === 'string' && v.length > 0) || (typeof v === 'number' && Number.isInteger(v));
export const isBlank = (v: unknown) => v === undefined || v === null || v === '';

const NO_EDGES: readonly number[] = [];

/** The names a task's `discipline` (or `feature`) may take. */
export interface ReferenceNames {
  field: 'discipline' | 'feature';
  list: 'disciplines' | 'features';
  names: string[];
  known: Set<string>;
}

export interface TaskCheckInput {
  err: Report;
  warn: Report;
  /** Marks a path whose problem is reported here (the schema's message for it is dropped). */
  skip: (path: Path) => void;
  references: readonly ReferenceNames[];
  /** Where the unknown keys found are noted. */
  unknownKeys: UnknownKey[];
  /** Whether the quick check is worth making (the top level passed it). */
  quick: boolean;
  /** zod's reading of a task with fields the quick check does not know, when zod is loaded. */
  parseTask?: (task: Obj) => Task | undefined;
}

/** The quick check's verdict on the whole list of tasks. */
export type QuickTasks =
  /** Every task is certainly valid: these are the validated tasks. */
  | { tasks: unknown[] }
  /** A task needs zod, which the caller has not loaded. */
  | 'needs-schema'
  /** zod must read the file (and give the messages). */
  | 'failed';

export interface CheckedTasks {
  /** Each task's id as a key, when it has a usable one. */
  ids: (string | undefined)[];
  /**
   * The tasks each task depends on (indexes), for VAL-09; undefined when every dependency
   * names a task further up the list, so that no cycle can exist.
   */
  edges: (readonly number[])[] | undefined;
  /** The tasks without their unknown keys (the list itself when none had any). */
  known: unknown[];
  quick: QuickTasks;
}

/** A dependency on an id not seen yet when its task was checked. */
interface ForwardDependency {
  task: number;
  /** Its place in depends_on, and in the list of edges. */
  item: number;
  edge: number;
  dep: string | number;
}

/**
 * The fields of a task the checks read, taken in one walk over its keys, with the quick
 * check's verdict on them. Tasks come in several shapes (a done task has `completed`, a
 * pending one does not, and a long list often turns from done to pending halfway down):
 * reading fields by name, check by check, makes the optimised code of every check give up
 * each time a new shape turns up; a walk over the keys reads every shape alike.
 */
class TaskFields {
  id: unknown;
  title: unknown;
  status: unknown;
  dependsOn: unknown;
  blockedBy: unknown;
  discipline: unknown;
  feature: unknown;
  /** The quick check's verdict on the task as it is (with any unknown keys). */
  verdict: TaskVerdict = 'ok';
  private readonly check = new TaskFieldCheck();

  read(task: Obj): void {
    this.id = this.title = this.status = undefined;
    this.dependsOn = this.blockedBy = this.discipline = this.feature = undefined;
    let verdict: TaskVerdict = 'ok';
    let required = 0;
    for (const key in task) {
      const value = task[key];
      switch (key) {
        case 'id':
          this.id = value;
          required++;
          break;
        case 'title':
          this.title = value;
          required++;
          break;
        case 'status':
          this.status = value;
          required++;
          break;
        case 'depends_on':
          this.dependsOn = value;
          break;
        case 'blocked_by':
          this.blockedBy = value;
          break;
        case 'discipline':
          this.discipline = value;
          break;
        case 'feature':
          this.feature = value;
          break;
      }
      if (verdict !== 'bad') {
        const field = this.check.verdict(key, value);
        if (field !== 'ok') verdict = worseVerdict(verdict, field);
      }
    }
    this.verdict = required === 3 ? verdict : 'bad';
  }

  reference(field: ReferenceNames['field']): unknown {
    return field === 'discipline' ? this.discipline : this.feature;
  }
}

class TaskPass {
  readonly ids: (string | undefined)[];
  /** The index of each id's first task. */
  private readonly indexById = new Map<string, number>();
  /** Every dependency edge in file order: task edgeFrom[k] depends on task edgeTo[k] (-1: none). */
  private readonly edgeFrom: number[] = [];
  private readonly edgeTo: number[] = [];
  /** Whether a task depends on itself or on one further down: only then can there be a cycle. */
  private upward = false;
  known: unknown[];
  /** Each task's status, for the checks of the tasks that depend on it. */
  private readonly statuses: unknown[];
  private readonly fields = new TaskFields();
  private readonly forward: ForwardDependency[] = [];
  /** Undefined while every task so far is certainly valid. */
  private quickFailure: 'needs-schema' | 'failed' | undefined;
  /** Tasks the quick check put in zod's form, or zod read (fields it does not know), by index. */
  private readonly parsed = new Map<number, Task>();

  constructor(
    private readonly tasks: unknown[],
    private readonly input: TaskCheckInput,
  ) {
    this.ids = new Array(tasks.length);
    this.statuses = new Array(tasks.length);
    this.known = tasks;
    if (!input.quick) this.quickFailure = 'failed';
  }

  check(i: number): void {
    const task = this.tasks[i];
    if (!isObj(task)) {
      this.input.err('SCHEMA', `Task #${i + 1} must be a mapping with id, title and status`, [
        'tasks',
        i,
      ]);
      this.input.skip(['tasks', i]);
      this.quickFailure = 'failed';
      return;
    }
    const f = this.fields;
    f.read(task);
    this.statuses[i] = f.status;
    this.required(f, i);
    this.dependencies(f, i);
    this.stateWarnings(f, i);
    this.references(f, i);
    const verdict = this.quickFailure === undefined ? f.verdict : undefined;
    // A task the quick check vouches for has only fields it knows, which are all known keys.
    if (verdict === 'ok') return;
    const known = taskWithoutUnknownKeys(task, i, this.input.unknownKeys);
    if (known !== task) {
      if (this.known === this.tasks) this.known = [...this.tasks];
      this.known[i] = known;
    }
    if (verdict !== undefined)
      this.quickCheck(known === task ? verdict : quickTask(known), known, i);
  }

  /** VAL-05..07: the required fields, a unique id and a known status. */
  private required(f: TaskFields, i: number): void {
    const { err, skip } = this.input;
    if (isBlank(f.id)) this.missing('id', i);
    if (isBlank(f.title)) this.missing('title', i);
    if (isBlank(f.status)) this.missing('status', i);
    if (isId(f.id)) {
      const key = idKey(f.id);
      this.ids[i] = key;
      if (this.indexById.has(key)) err('VAL-05', `Duplicate task ID: ${key}`, ['tasks', i, 'id']);
      else this.indexById.set(key, i);
    }
    const status = f.status;
    if (!isBlank(status) && !(TASK_STATUSES as readonly unknown[]).includes(status)) {
      err('VAL-07', `Invalid status '${String(status)}' for task ${this.label(i)}`, [
        'tasks',
        i,
        'status',
      ]);
      skip(['tasks', i, 'status']);
    }
  }

  private missing(field: string, i: number): void {
    this.input.err('VAL-06', `Task missing required field: ${field}`, ['tasks', i]);
    this.input.skip(['tasks', i, field]);
  }

  private label(i: number): string {
    return this.ids[i] ?? `#${i + 1}`;
  }

  /** The edges of the dependency graph, and VAL-08 for the tasks already seen. */
  private dependencies(f: TaskFields, i: number): void {
    if (!Array.isArray(f.dependsOn)) return;
    const deps: unknown[] = f.dependsOn;
    for (let j = 0; j < deps.length; j++) {
      const dep = deps[j];
      if (!isId(dep)) continue; // a type error, reported by the schema
      const target = this.indexById.get(idKey(dep));
      this.edgeFrom.push(i);
      if (target === undefined) {
        // Maybe a task further down: its edge is kept, and settled after the pass.
        this.forward.push({ task: i, item: j, edge: this.edgeTo.length, dep });
        this.edgeTo.push(-1);
      } else {
        this.edgeTo.push(target);
        if (target === i) this.upward = true;
        this.dependsOnSkipped(i, j, dep, target);
      }
    }
  }

  /** DEPS: a pending task that depends on a skipped one can never become ready. */
  private dependsOnSkipped(i: number, j: number, dep: unknown, target: number): void {
    // The target's status first: it is read for every dependency, so the optimised code
    // knows it before the first pending task (often halfway down the list) turns up.
    if (this.statuses[target] !== 'skipped' || this.statuses[i] !== 'pending') return;
    this.input.warn(
      'DEPS',
      `Task ${this.label(i)} depends on skipped task ${String(dep)}, so it can never become ready`,
      ['tasks', i, 'depends_on', j],
    );
  }

  private stateWarnings(f: TaskFields, i: number): void {
    const { warn } = this.input;
    const status = f.status;
    if (status === 'blocked' && isBlank(f.blockedBy)) {
      warn('STATE', `Task ${this.label(i)} is blocked but has no blocked_by reason`, [
        'tasks',
        i,
        'status',
      ]);
    }
    if (status !== 'blocked' && !isBlank(f.blockedBy)) {
      warn('STATE', `Task ${this.label(i)} has blocked_by but its status is ${String(status)}`, [
        'tasks',
        i,
        'blocked_by',
      ]);
    }
    if (status === 'in_progress') {
      warn(
        'STATE',
        `Task ${this.label(i)} is in_progress: a run was interrupted or is still running`,
        ['tasks', i, 'status'],
      );
    }
  }

  /** REF: the discipline and feature a task names exist. */
  private references(f: TaskFields, i: number): void {
    for (let r = 0; r < this.input.references.length; r++) {
      const ref = this.input.references[r]!;
      const name = f.reference(ref.field);
      if (typeof name !== 'string' || ref.known.has(name)) continue;
      const label = isId(f.id) ? String(f.id) : `#${i + 1}`;
      const hint = suggest(name, ref.names);
      const why =
        ref.names.length === 0
          ? ` (no ${ref.list} are defined: add them under ${ref.list}: or in .ralph/db/${ref.list}.yaml)`
          : hint
            ? ` (did you mean '${hint}'?)`
            : ` (known: ${ref.names.slice(0, 10).join(', ')})`;
      this.input.err('REF', `Task ${label} names unknown ${ref.field} '${name}'${why}`, [
        'tasks',
        i,
        ref.field,
      ]);
    }
  }

  /** Notes the quick check's verdict on a task (without its unknown keys). */
  private quickCheck(verdict: TaskVerdict, task: Obj, i: number): void {
    if (verdict === 'ok') return;
    if (verdict === 'bad') {
      this.quickFailure = 'failed';
    } else if (verdict === 'normalize') {
      this.parsed.set(i, normalizedTask(task) as Task);
    } else if (!this.input.parseTask) {
      this.quickFailure = 'needs-schema';
    } else {
      const parsed = this.input.parseTask(task);
      if (parsed) this.parsed.set(i, parsed);
      else this.quickFailure = 'failed';
    }
  }

  /** VAL-08 and DEPS for the dependencies on tasks further down, now that every id is known. */
  settleForward(): void {
    for (const f of this.forward) {
      const target = this.indexById.get(idKey(f.dep));
      if (target === undefined) {
        this.input.err(
          'VAL-08',
          `Task ${this.label(f.task)} depends on unknown task ${String(f.dep)}`,
          ['tasks', f.task, 'depends_on', f.item],
        );
      } else {
        this.edgeTo[f.edge] = target;
        this.upward = true;
        this.dependsOnSkipped(f.task, f.item, f.dep, target);
      }
    }
  }

  /** The tasks each task depends on, when a cycle is possible (see CheckedTasks.edges). */
  graph(): (readonly number[])[] | undefined {
    if (!this.upward) return undefined;
    const edges: (readonly number[])[] = new Array<readonly number[]>(this.tasks.length).fill(
      NO_EDGES,
    );
    for (let k = 0; k < this.edgeFrom.length; k++) {
      const from = this.edgeFrom[k]!;
      const to = this.edgeTo[k]!;
      if (to < 0) continue; // an unknown id: no edge
      if (edges[from] === NO_EDGES) edges[from] = [to];
      else (edges[from] as number[]).push(to);
    }
    return edges;
  }

  quickVerdict(): QuickTasks {
    if (this.quickFailure !== undefined) return this.quickFailure;
    if (this.parsed.size === 0) return { tasks: this.known };
    const tasks = [...this.known];
    for (const [i, task] of this.parsed) tasks[i] = task;
    return { tasks };
  }
}

/** Every per-task check, in one pass over `tasks`. */
export function checkTasks(tasks: unknown[], input: TaskCheckInput): CheckedTasks {
  const pass = new TaskPass(tasks, input);
  for (let i = 0; i < tasks.length; i++) pass.check(i);
  pass.settleForward();
  return {
    ids: pass.ids,
    edges: pass.graph(),
    known: pass.known,
    quick: pass.quickVerdict(),
  };
}
