/**
 * SPEC-035 validation (VAL-01..VAL-09 with the spec's exact messages) plus the schema's
 * type checks, unknown keys and the nexus references. Reports every problem in one pass.
 */
import type { Diagnostic } from './diagnostics.js';
import { findCycles, formatCycle } from './graph.js';
import { SUPPORTED_SCHEMA_VERSION } from './model.js';
import type { Prd, Task } from './schema.js';
import { quickTop } from './quick-check.js';
import { withoutUnknownKeysBesideTasks } from './unknown-keys.js';
import type { UnknownKey } from './unknown-keys.js';
import { diagnostic } from './source-text.js';
import type { Locator, Path } from './source-text.js';
import { checkTasks, isBlank, isObj } from './validate-tasks.js';
import type { ReferenceNames, Report } from './validate-tasks.js';

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
const pathKey = (p: Path) => p.join('\u0000');

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
        ? ` (to import a task list, run: ralph import ${file})`
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

  // Unknown keys: reported, and left out of the data (forward compatibility, 000 §14.1).
  const unknownKeys: UnknownKey[] = [];
  const besideTasks = withoutUnknownKeysBesideTasks(value, unknownKeys);
  const schema = input.schema;
  const checked = checkTasks(taskList, {
    err,
    warn,
    skip,
    references: referenceNames(value, input, err),
    unknownKeys,
    quick: quickTop(besideTasks),
    parseTask: schema && ((task) => schema.parseTask(task)),
  });
  const { ids, edges } = checked;

  // VAL-09
  for (const cycle of edges ? findCycles(edges) : []) {
    const names = cycle.map((i) => ids[i] ?? `#${i + 1}`);
    err('VAL-09', `Circular dependency detected: ${formatCycle(names)}`, [
      'tasks',
      cycle[0]!,
      'depends_on',
    ]);
  }

  for (const u of unknownKeys) {
    const pos = locate(u.path, { key: true });
    if (input.strictKeys) errors.push(diagnostic(file, 'KEY', u.message, pos));
    else warnings.push(diagnostic(file, 'KEY', u.message, pos, 'warning'));
  }

  // Types, enums and formats: the quick check for the common shape, else the zod schema.
  const known =
    Array.isArray(value.tasks) && checked.known !== value.tasks
      ? { ...besideTasks, tasks: checked.known }
      : besideTasks;
  let prd: Prd | undefined;
  if (typeof checked.quick === 'object') {
    prd = { ...known, tasks: checked.quick.tasks } as Prd;
  } else if (!schema) {
    return { prd: undefined, errors: [], warnings: [], needsSchema: true };
  } else {
    const suppressed = (p: Path) => {
      for (let n = p.length; n >= 1; n--) if (skipped.has(pathKey(p.slice(0, n)))) return true;
      return false;
    };
    const parsed = schema.parsePrd(known, value, locate, file, suppressed);
    if ('prd' in parsed) prd = parsed.prd;
    else errors.push(...parsed.errors);
  }

  const byPosition = (a: Diagnostic, b: Diagnostic) => a.line - b.line || a.column - b.column;
  errors.sort(byPosition);
  warnings.sort(byPosition);
  return { prd: errors.length === 0 ? prd : undefined, errors, warnings };
}

/** The names a task may give as its discipline and feature; REF for names listed twice. */
function referenceNames(value: Obj, input: ValidationInput, err: Report): ReferenceNames[] {
  const kinds = [
    { field: 'discipline', list: 'disciplines', external: input.disciplineNames },
    { field: 'feature', list: 'features', external: input.featureNames },
  ] as const;
  return kinds.map((kind) => {
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
    return { field: kind.field, list: kind.list, names, known: new Set(names) };
  });
}
