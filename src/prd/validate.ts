/**
 * SPEC-035 validation (VAL-01..VAL-09 with the spec's exact messages) plus the schema's
 * type checks, unknown keys and the nexus references. Reports every problem in one pass.
 */
import type { Diagnostic } from './diagnostics.js';
import { findCycles, formatCycle } from './graph.js';
import { suggest } from './levenshtein.js';
import { idKey, SUPPORTED_SCHEMA_VERSION, TASK_STATUSES } from './model.js';
import type { Prd, Task } from './schema.js';
import { NEEDS_SCHEMA, quickPrd } from './quick-check.js';
import { withoutUnknownKeys } from './unknown-keys.js';
import { diagnostic } from './source-text.js';
import type { Locator, Path } from './source-text.js';

/**
 * The zod side of validation (`schema-pass.ts`), given by callers that have it loaded. A
 * valid file of the common shape never needs it.
 */
export interface SchemaPass {
  /** A task with fields the quick check does not know: its validated form, else undefined. */
  parseTask(task: unknown): Task | undefined;
  /** The whole list: its validated form, or located errors (`suppressed`: already reported). */
  parsePrd(
    value: unknown,
    raw: unknown,
    locate: Locator,
    file: string,
    suppressed: (path: Path) => boolean,
  ): { prd: Prd } | { errors: Diagnostic[] };
}

export interface ValidationInput {
  value: unknown;
  /** The source text of a plain scalar (`2.0` stays `2.0`), when the YAML document is at hand. */
  scalarSource?: (path: Path) => string | undefined;
  locate: Locator;
  file: string;
  /** Names from the db/ files, used when prd.yaml defines none of its own. */
  disciplineNames?: string[];
  featureNames?: string[];
  /** Unknown keys are errors (`ralph validate --strict`) instead of warnings. */
  strictKeys?: boolean;
  schema?: SchemaPass;
}

export interface ValidationResult {
  prd: Prd | undefined;
  errors: Diagnostic[];
  warnings: Diagnostic[];
  /** Without `schema`: the value needs zod's verdict; validate again with it. */
  needsSchema?: true;
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);
const isId = (v: unknown): v is string | number =>
  (typeof v === 'string' && v.length > 0) || (typeof v === 'number' && Number.isInteger(v));
const isBlank = (v: unknown) => v === undefined || v === null || v === '';
const pathKey = (p: Path) => p.join('\u0000');

const REQUIRED_TASK_FIELDS = ['id', 'title', 'status'] as const;
const NO_EDGES: readonly number[] = [];

function looksLikeImportable(value: unknown[]): boolean {
  return value.some((e) => isObj(e) && ('id' in e || 'title' in e));
}

export function validatePrdValue(input: ValidationInput): ValidationResult {
  const { file, locate } = input;
  const errors: Diagnostic[] = [];
  const warnings: Diagnostic[] = [];
  const err = (rule: string, message: string, path: Path, key = false) =>
    errors.push(diagnostic(file, rule, message, locate(path, { key })));
  const warn = (rule: string, message: string, path: Path) =>
    warnings.push(diagnostic(file, rule, message, locate(path), 'warning'));

  const raw = input.value;
  if (!isObj(raw)) {
    const start = { line: 1, column: 1 };
    if (raw === undefined || raw === null) {
      errors.push(
        diagnostic(
          file,
          'SCHEMA',
          'File is empty: expected schema_version, project and tasks',
          start,
        ),
      );
    } else if (Array.isArray(raw)) {
      const hint = looksLikeImportable(raw)
        ? ` (to import a task list, run: ralph migrate ${file})`
        : '';
      errors.push(
        diagnostic(
          file,
          'SCHEMA',
          `Expected a mapping with schema_version, project and tasks at the top level, found a list${hint}`,
          start,
        ),
      );
    } else {
      errors.push(
        diagnostic(
          file,
          'SCHEMA',
          `Expected a mapping with schema_version, project and tasks at the top level, found ${typeof raw}`,
          start,
        ),
      );
    }
    return { prd: undefined, errors, warnings };
  }

  const value: Obj = { ...raw };
  const skipped = new Set<string>();
  const skip = (p: Path) => skipped.add(pathKey(p));

  // VAL-01 / VAL-02
  const version = value.schema_version;
  if (isBlank(version)) {
    err('VAL-01', 'Missing schema_version in prd.yaml', []);
  } else if (version !== SUPPORTED_SCHEMA_VERSION) {
    const source = input.scalarSource?.(['schema_version']);
    if (typeof version === 'number' && source === SUPPORTED_SCHEMA_VERSION) {
      // `schema_version: 1.0` is the number 1 in YAML; accept what the author meant.
      value.schema_version = SUPPORTED_SCHEMA_VERSION;
      warn('VAL-02', `schema_version should be a string: write "${SUPPORTED_SCHEMA_VERSION}"`, [
        'schema_version',
      ]);
    } else {
      const shown = typeof version === 'number' ? (source ?? String(version)) : String(version);
      err('VAL-02', `Unsupported schema_version: ${shown}`, ['schema_version']);
    }
  }
  skip(['schema_version']);

  // VAL-03
  const project = value.project;
  if (!isObj(project) || isBlank(project.title)) {
    err('VAL-03', 'Missing project.title in prd.yaml', isObj(project) ? ['project'] : []);
    skip(['project', 'title']);
    if (!isObj(project)) skip(['project']);
  } else if (
    typeof project.branch === 'string' &&
    typeof project.branchName === 'string' &&
    project.branch !== project.branchName
  ) {
    warn('SCHEMA', 'project.branch and project.branchName differ; project.branch is used', [
      'project',
      'branchName',
    ]);
  }

  // VAL-04
  const tasks = value.tasks;
  if (!Array.isArray(tasks) || tasks.length === 0) {
    err('VAL-04', 'prd.yaml must have at least one task', Array.isArray(tasks) ? ['tasks'] : []);
    skip(['tasks']);
  }
  const taskList: unknown[] = Array.isArray(tasks) ? tasks : [];

  const index = checkEachTask(taskList, err, skip);
  const edges = dependencyEdges(taskList, index, err);
  const { ids, indexById } = index;

  // VAL-09
  for (const cycle of findCycles(edges)) {
    const names = cycle.map((i) => ids[i] ?? `#${i + 1}`);
    err('VAL-09', `Circular dependency detected: ${formatCycle(names)}`, [
      'tasks',
      cycle[0]!,
      'depends_on',
    ]);
  }

  // Unknown keys: reported, and left out of the data (forward compatibility, 000 §14.1).
  const known = withoutUnknownKeys(value);
  for (const u of known.unknown) {
    const pos = locate(u.path, { key: true });
    if (input.strictKeys) errors.push(diagnostic(file, 'KEY', u.message, pos));
    else warnings.push(diagnostic(file, 'KEY', u.message, pos, 'warning'));
  }

  // Types, enums and formats: the quick check for the common shape, else the zod schema.
  const schema = input.schema;
  const quick = quickPrd(known.value, schema && ((task) => schema.parseTask(task)));
  let prd: Prd | undefined;
  if (quick !== undefined && quick !== NEEDS_SCHEMA) {
    prd = quick;
  } else if (!schema) {
    return { prd: undefined, errors: [], warnings: [], needsSchema: true };
  } else {
    const suppressed = (p: Path) => {
      for (let n = p.length; n >= 1; n--) if (skipped.has(pathKey(p.slice(0, n)))) return true;
      return false;
    };
    const parsed = schema.parsePrd(known.value, value, locate, file, suppressed);
    if ('prd' in parsed) prd = parsed.prd;
    else errors.push(...parsed.errors);
  }

  checkReferences(value, taskList, input, err);
  collectWarnings(taskList, ids, indexById, warn);

  const byPosition = (a: Diagnostic, b: Diagnostic) => a.line - b.line || a.column - b.column;
  errors.sort(byPosition);
  warnings.sort(byPosition);
  return { prd: errors.length === 0 ? prd : undefined, errors, warnings };
}

type Report = (rule: string, message: string, path: Path, key?: boolean) => void;

/** Each task's id (as a key, when it has a usable one) and the index of each id's first task. */
interface TaskIds {
  ids: (string | undefined)[];
  indexById: Map<string, number>;
}

/** VAL-05..07: each task is a mapping with its required fields, a unique id and a known status. */
function checkEachTask(taskList: unknown[], err: Report, skip: (p: Path) => void): TaskIds {
  const indexById = new Map<string, number>();
  const ids: (string | undefined)[] = new Array(taskList.length);
  for (let i = 0; i < taskList.length; i++) {
    const task = taskList[i];
    if (!isObj(task)) {
      err('SCHEMA', `Task #${i + 1} must be a mapping with id, title and status`, ['tasks', i]);
      skip(['tasks', i]);
      continue;
    }
    for (let f = 0; f < REQUIRED_TASK_FIELDS.length; f++) {
      const field = REQUIRED_TASK_FIELDS[f]!;
      if (isBlank(task[field])) {
        err('VAL-06', `Task missing required field: ${field}`, ['tasks', i]);
        skip(['tasks', i, field]);
      }
    }
    if (isId(task.id)) {
      const key = idKey(task.id);
      ids[i] = key;
      if (indexById.has(key)) err('VAL-05', `Duplicate task ID: ${key}`, ['tasks', i, 'id']);
      else indexById.set(key, i);
    }
    const status = task.status;
    if (!isBlank(status) && !(TASK_STATUSES as readonly unknown[]).includes(status)) {
      const label = ids[i] ?? `#${i + 1}`;
      err('VAL-07', `Invalid status '${String(status)}' for task ${label}`, ['tasks', i, 'status']);
      skip(['tasks', i, 'status']);
    }
  }
  return { ids, indexById };
}

/** VAL-08 (each dependency names a task), and the graph for VAL-09: the tasks each depends on. */
function dependencyEdges(taskList: unknown[], known: TaskIds, err: Report): (readonly number[])[] {
  const { ids, indexById } = known;
  const edges: (readonly number[])[] = new Array(taskList.length);
  for (let i = 0; i < taskList.length; i++) {
    edges[i] = NO_EDGES;
    const task = taskList[i];
    if (!isObj(task) || !Array.isArray(task.depends_on)) continue;
    const deps: unknown[] = task.depends_on;
    let targets: number[] | undefined;
    for (let j = 0; j < deps.length; j++) {
      const dep = deps[j];
      if (!isId(dep)) continue; // a type error, reported by the schema
      const target = indexById.get(idKey(dep));
      if (target === undefined) {
        const label = ids[i] ?? `#${i + 1}`;
        err('VAL-08', `Task ${label} depends on unknown task ${String(dep)}`, [
          'tasks',
          i,
          'depends_on',
          j,
        ]);
      } else if (targets) {
        targets.push(target);
      } else {
        targets = [target];
      }
    }
    if (targets) edges[i] = targets;
  }
  return edges;
}

function checkReferences(value: Obj, tasks: unknown[], input: ValidationInput, err: Report): void {
  const kinds = [
    { field: 'discipline', list: 'disciplines', external: input.disciplineNames },
    { field: 'feature', list: 'features', external: input.featureNames },
  ] as const;
  for (const kind of kinds) {
    const own = Array.isArray(value[kind.list]) ? (value[kind.list] as unknown[]) : undefined;
    const names: string[] = [];
    const seen = new Set<string>();
    own?.forEach((entry, i) => {
      if (!isObj(entry) || typeof entry.name !== 'string') return;
      if (seen.has(entry.name)) {
        err('REF', `Duplicate ${kind.field} name: ${entry.name}`, [kind.list, i, 'name']);
      }
      seen.add(entry.name);
      names.push(entry.name);
    });
    if (!own && kind.external) names.push(...kind.external);
    const nameSet = new Set(names);
    for (let i = 0; i < tasks.length; i++) {
      const task = tasks[i];
      if (!isObj(task)) continue;
      const name = task[kind.field];
      if (typeof name !== 'string' || nameSet.has(name)) continue;
      const label = isId(task.id) ? String(task.id) : `#${i + 1}`;
      const hint = suggest(name, names);
      const why =
        names.length === 0
          ? ` (no ${kind.list} are defined: add them under ${kind.list}: or in .ralph/db/${kind.list}.yaml)`
          : hint
            ? ` (did you mean '${hint}'?)`
            : ` (known: ${names.slice(0, 10).join(', ')})`;
      err('REF', `Task ${label} names unknown ${kind.field} '${name}'${why}`, [
        'tasks',
        i,
        kind.field,
      ]);
    }
  }
}

function collectWarnings(
  tasks: unknown[],
  ids: (string | undefined)[],
  indexById: Map<string, number>,
  warn: (rule: string, message: string, path: Path) => void,
): void {
  for (let i = 0; i < tasks.length; i++) {
    const task = tasks[i];
    if (!isObj(task)) continue;
    const label = ids[i] ?? `#${i + 1}`;
    if (task.status === 'blocked' && isBlank(task.blocked_by)) {
      warn('STATE', `Task ${label} is blocked but has no blocked_by reason`, [
        'tasks',
        i,
        'status',
      ]);
    }
    if (task.status !== 'blocked' && !isBlank(task.blocked_by)) {
      warn('STATE', `Task ${label} has blocked_by but its status is ${String(task.status)}`, [
        'tasks',
        i,
        'blocked_by',
      ]);
    }
    if (task.status === 'in_progress') {
      warn('STATE', `Task ${label} is in_progress: a run was interrupted or is still running`, [
        'tasks',
        i,
        'status',
      ]);
    }
    if (task.status === 'pending' && Array.isArray(task.depends_on)) {
      const deps: unknown[] = task.depends_on;
      for (let j = 0; j < deps.length; j++) {
        const dep = deps[j];
        if (!isId(dep)) continue;
        const target = tasks[indexById.get(idKey(dep)) ?? -1];
        if (isObj(target) && target.status === 'skipped') {
          warn(
            'DEPS',
            `Task ${label} depends on skipped task ${String(dep)}, so it can never become ready`,
            ['tasks', i, 'depends_on', j],
          );
        }
      }
    }
  }
}
