/** Loading prd.yaml (and the db/ files beside it) into a validated Prd plus diagnostics. Never throws for bad content. */
import { readFile, stat } from 'node:fs/promises';
import { basename, dirname, extname, join, resolve } from 'node:path';
import type { Diagnostic } from './diagnostics.js';
import { PrdDocument } from './document.js';
import { issuesToDiagnostics } from './issues.js';
import { fastLocate, fastParseYaml, PATH_SEP } from './fast-yaml.js';
import type { FoundPosition } from './fast-yaml.js';
import { DisciplinesFileSchema, FeaturesFileSchema, idKey } from './schema.js';
import type { Discipline, Feature, Prd } from './schema.js';
import { validatePrdValue } from './validate.js';
import {
  decodeUtf8,
  diagnostic,
  makeLocator,
  MAX_PRD_BYTES,
  parseYaml,
  tooLargeMessage,
} from './yaml-source.js';
import type { Locator, Path, Position } from './yaml-source.js';

export interface LoadedPrd {
  /** As given. */
  path: string;
  /** Undefined when there are errors. */
  prd: Prd | undefined;
  errors: Diagnostic[];
  warnings: Diagnostic[];
  /** Top-level `disciplines:`, else `db/disciplines.yaml` beside the prd file. */
  disciplines: Discipline[];
  /** Top-level `features:`, else `db/features.yaml` beside the prd file. */
  features: Feature[];
  /** For format-preserving edits; undefined when the YAML didn't parse. */
  document: PrdDocument | undefined;
}

interface External {
  disciplines?: { items: Discipline[]; names: string[]; file: string };
  features?: { items: Feature[]; names: string[]; file: string };
}

interface Extra {
  errors: Diagnostic[];
  warnings: Diagnostic[];
}

/**
 * A locator that only notes what is asked (each answer's `line` is a ticket, -1, -2, ...); the
 * positions are then found in one pass of the fast reader and written into the diagnostics.
 */
function deferredLocator() {
  const asked: { path: Path; key: boolean }[] = [];
  return {
    locate: ((path: Path, opts: { key?: boolean } = {}) => {
      asked.push({ path: [...path], key: opts.key === true });
      return { line: -asked.length, column: 0 };
    }) as Locator,
    /** The diagnostics with their positions, sorted; undefined if the text cannot be located. */
    resolve(text: string, list: Diagnostic[]): Diagnostic[] | undefined {
      if (list.length === 0) return list;
      const found = fastLocate(
        text,
        asked.map((a) => a.path),
      );
      if (!found) return undefined;
      const out = list.map((d) => {
        if (d.line >= 0) return d;
        const request = asked[-d.line - 1]!;
        const pos = positionOf(found, request.path, request.key);
        return { ...d, line: pos.line, column: pos.column };
      });
      return out.sort((a, b) => a.line - b.line || a.column - b.column);
    },
  };
}

/** Like the full parser's locator: the node at the path, else its deepest existing ancestor. */
function positionOf(found: Map<string, FoundPosition>, path: Path, key: boolean): Position {
  let best = found.get('')?.value ?? { line: 1, column: 1 };
  let at = '';
  for (let i = 0; i < path.length; i++) {
    at = i === 0 ? String(path[i]) : `${at}${PATH_SEP}${path[i]}`;
    const here = found.get(at);
    if (!here) return best;
    best = key && i === path.length - 1 && here.key ? here.key : here.value;
  }
  return best;
}

/** Adds `document` as a lazy property: the full YAML parse is only paid for when editing. */
function withLazyDocument(base: Omit<LoadedPrd, 'document'>, text: string): LoadedPrd {
  let cached: PrdDocument | undefined | null = null;
  return Object.defineProperty(base, 'document', {
    enumerable: true,
    get(): PrdDocument | undefined {
      if (cached === null) {
        try {
          cached = PrdDocument.parse(text, base.path);
        } catch {
          cached = undefined;
        }
      }
      return cached;
    },
  }) as LoadedPrd;
}

/** How strictly to read: `strict` makes unknown keys errors (`ralph validate --strict`). */
export interface LoadOptions {
  strict?: boolean;
}

/** An answer, with the fast reader's value of the text when the answer was read by it. */
interface Analysis {
  result: LoadedPrd;
  value?: unknown;
}

function analyze(
  text: string,
  file: string,
  external: External = {},
  extra: Extra = { errors: [], warnings: [] },
  options: LoadOptions = {},
): LoadedPrd {
  return analyzeText(text, file, external, extra, options).result;
}

/**
 * The answer for `text`. With `known`, the value the fast reader gives `text` (worked out
 * without reading it again): only the fast path is taken, and undefined is returned when it
 * gives no answer (the caller then analyses the text the usual way).
 */
function analyzeText(
  text: string,
  file: string,
  external: External,
  extra: Extra,
  options: LoadOptions,
  known: { value: unknown },
): Analysis | undefined;
function analyzeText(
  text: string,
  file: string,
  external: External,
  extra: Extra,
  options: LoadOptions,
): Analysis;
function analyzeText(
  text: string,
  file: string,
  external: External,
  extra: Extra,
  options: LoadOptions,
  known?: { value: unknown },
): Analysis | undefined {
  const finish = (
    prd: Prd | undefined,
    errors: Diagnostic[],
    warnings: Diagnostic[],
  ): Omit<LoadedPrd, 'document'> => {
    const allErrors = [...errors, ...extra.errors];
    const valid = allErrors.length === 0 ? prd : undefined;
    return {
      path: file,
      prd: valid,
      errors: allErrors,
      warnings: [...extra.warnings, ...warnings],
      disciplines: valid?.disciplines ?? external.disciplines?.items ?? [],
      features: valid?.features ?? external.features?.items ?? [],
    };
  };
  if (text.length > MAX_PRD_BYTES) {
    if (known) return undefined;
    const result = {
      ...finish(undefined, [diagnostic(file, 'FILE', tooLargeMessage(text.length))], []),
      document: undefined,
    };
    return { result };
  }
  const input = {
    file,
    disciplineNames: external.disciplines?.names,
    featureNames: external.features?.names,
    strictKeys: options.strict === true,
  };

  // Fast path: a file in the plain YAML subset; positions are found afterwards, only for
  // the diagnostics there are (errors go the full parser's way, for its exact messages).
  const fast = known ?? fastParseYaml(text);
  if (fast) {
    const deferred = deferredLocator();
    const result = validatePrdValue({
      ...input,
      value: fast.value,
      doc: undefined,
      locate: deferred.locate,
    });
    if (result.prd && result.errors.length === 0) {
      const warnings = [
        ...result.warnings,
        ...definedTwiceWarnings(fast.value, external, file, deferred.locate),
      ];
      const located = deferred.resolve(text, warnings);
      if (located) {
        return {
          result: withLazyDocument(finish(result.prd, [], located), text),
          value: fast.value,
        };
      }
    }
  }
  if (known) return undefined;

  const src = parseYaml(text, file);
  const document =
    src.doc !== undefined
      ? PrdDocument.fromParsed(text, file, src.doc, src.lineCounter)
      : undefined;
  if (src.errors.length > 0) {
    return { result: { ...finish(undefined, src.errors, src.warnings), document } };
  }
  const locate = makeLocator(src);
  const result = validatePrdValue({ ...input, value: src.value, doc: src.doc, locate });
  const warnings = [...src.warnings, ...result.warnings];
  warnings.push(...definedTwiceWarnings(src.value, external, file, locate));
  return { result: { ...finish(result.prd, result.errors, warnings), document } };
}

function definedTwiceWarnings(
  value: unknown,
  external: External,
  file: string,
  locate: Locator,
): Diagnostic[] {
  return definedTwice(value, external).map(([key, ext]) =>
    diagnostic(
      file,
      'SCHEMA',
      `${key} are defined both here and in ${ext}; the ones in ${basename(file)} are used`,
      locate([key], { key: true }),
      'warning',
    ),
  );
}

/** Lists kept both at the top of prd.yaml and in a db/ file. */
function definedTwice(value: unknown, external: External): [string, string][] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [];
  const out: [string, string][] = [];
  if (external.disciplines && 'disciplines' in value)
    out.push(['disciplines', external.disciplines.file]);
  if (external.features && 'features' in value) out.push(['features', external.features.file]);
  return out;
}

/** Validates prd.yaml text (no db/ files are read). */
export function parsePrdText(text: string, file: string, options: LoadOptions = {}): LoadedPrd {
  return analyze(text, file, {}, undefined, options);
}

type ReadResult = { text: string } | { missing: true } | { error: Diagnostic };

/** Reads `real` (a path resolved against the caller's cwd); messages name `path` as given. */
async function readText(path: string, real = path): Promise<ReadResult> {
  let size: number;
  try {
    const info = await stat(real);
    if (info.isDirectory()) {
      return { error: diagnostic(path, 'FILE', `${path} is a directory, not a file`) };
    }
    size = info.size;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return { missing: true };
    return { error: diagnostic(path, 'FILE', `Cannot read ${path}: ${(e as Error).message}`) };
  }
  if (size > MAX_PRD_BYTES) return { error: diagnostic(path, 'FILE', tooLargeMessage(size)) };
  let bytes: Buffer;
  try {
    bytes = await readFile(real);
  } catch (e) {
    return { error: diagnostic(path, 'FILE', `Cannot read ${path}: ${(e as Error).message}`) };
  }
  const decoded = decodeUtf8(bytes, path);
  return 'error' in decoded ? decoded : { text: decoded.text };
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}

/** Reads `db/disciplines.yaml` or `db/features.yaml`; undefined when absent. */
async function loadDbFile<K extends 'disciplines' | 'features'>(
  file: string,
  real: string,
  key: K,
  errors: Diagnostic[],
  warnings: Diagnostic[],
): Promise<
  | { items: (K extends 'disciplines' ? Discipline : Feature)[]; names: string[]; file: string }
  | undefined
> {
  const read = await readText(file, real);
  if ('missing' in read) return undefined;
  if ('error' in read) {
    errors.push(read.error);
    return { items: [], names: [], file };
  }
  const memo = dbMemo.get(real);
  if (memo && memo.text === read.text && memo.file === file) {
    errors.push(...memo.errors);
    warnings.push(...memo.warnings);
    return memo.result as DbResult<K>;
  }
  const ownErrors: Diagnostic[] = [];
  const ownWarnings: Diagnostic[] = [];
  const result = parseDbFile(read.text, file, key, ownErrors, ownWarnings);
  dbMemo.set(real, { text: read.text, file, result, errors: ownErrors, warnings: ownWarnings });
  errors.push(...ownErrors);
  warnings.push(...ownWarnings);
  return result;
}

type DbResult<K extends 'disciplines' | 'features'> = {
  items: (K extends 'disciplines' ? Discipline : Feature)[];
  names: string[];
  file: string;
};

/** The last reading of each db/ file, reused while its text is unchanged. */
const dbMemo = new Map<
  string,
  {
    text: string;
    file: string;
    result: DbResult<'disciplines'> | DbResult<'features'>;
    errors: Diagnostic[];
    warnings: Diagnostic[];
  }
>();

function parseDbFile<K extends 'disciplines' | 'features'>(
  text: string,
  file: string,
  key: K,
  errors: Diagnostic[],
  warnings: Diagnostic[],
): DbResult<K> {
  const src = parseYaml(text, file);
  errors.push(...src.errors);
  warnings.push(...src.warnings);
  if (src.errors.length > 0) return { items: [], names: [], file };
  const schema = key === 'disciplines' ? DisciplinesFileSchema : FeaturesFileSchema;
  const parsed = schema.safeParse(src.value);
  const rawList = (src.value as Record<string, unknown> | null)?.[key];
  const names = Array.isArray(rawList)
    ? rawList.flatMap((e) =>
        e && typeof e === 'object' && typeof (e as { name?: unknown }).name === 'string'
          ? [(e as { name: string }).name]
          : [],
      )
    : [];
  if (!parsed.success) {
    const message = src.value == null ? `File is empty: expected ${key}: [...]` : undefined;
    if (message) errors.push(diagnostic(file, 'SCHEMA', message, { line: 1, column: 1 }));
    else
      errors.push(...issuesToDiagnostics(parsed.error.issues, src.value, makeLocator(src), file));
    return { items: [], names, file };
  }
  const items = (parsed.data as Record<K, unknown[]>)[key] as (K extends 'disciplines'
    ? Discipline
    : Feature)[];
  const seen = new Set<string>();
  const locate = makeLocator(src);
  items.forEach((item, i) => {
    if (seen.has(item.name)) {
      errors.push(
        diagnostic(
          file,
          'REF',
          `Duplicate ${key.slice(0, -1)} name: ${item.name}`,
          locate([key, i, 'name']),
        ),
      );
    }
    seen.add(item.name);
  });
  return { items, names, file };
}

/**
 * The last loadPrdFile answer (callers treat a LoadedPrd as read-only), with the fast reader's
 * value of its text when it was read that way.
 */
let lastLoad:
  | {
      key: string;
      text: string;
      disciplines: unknown;
      features: unknown;
      result: LoadedPrd;
      value?: unknown;
    }
  | undefined;

/**
 * A text the harness wrote after editing the last answer's text task by task (see
 * noteWrittenPrd), with the fast reader's value of it, worked out from the edits.
 */
let written: { key: string; text: string; value: unknown } | undefined;

/**
 * Tells the loader that `doc` was written to `path` (as given to loadPrdFile). When the
 * document is the last answer's text edited through single tasks' lines, the next loadPrdFile
 * of that text validates the last answer's data with those tasks replaced, instead of reading
 * the whole text again: an edit of one task costs the same on a list of 10 tasks and of 2,000.
 */
export function noteWrittenPrd(path: string, doc: PrdDocument): void {
  written = undefined;
  const last = lastLoad;
  const edits = doc.taskEdits();
  if (!last || last.value === undefined || last.result.path !== path) return;
  if (!edits || edits.from !== last.text) return;
  const value = last.value as Record<string, unknown>;
  const tasks = value.tasks;
  if (!Array.isArray(tasks)) return;
  const patched: unknown[] = [...tasks];
  for (const [n, task] of edits.items) {
    // The edit keeps the task's id (document.ts): anything else is read again in full.
    const before = patched[n] as { id?: unknown } | undefined;
    const after = task as { id?: unknown } | undefined;
    if (!sameId(before?.id, after?.id)) return;
    patched[n] = task;
  }
  written = { key: last.key, text: doc.toString(), value: { ...value, tasks: patched } };
}

function sameId(a: unknown, b: unknown): boolean {
  const ok = (v: unknown): v is string | number => typeof v === 'string' || typeof v === 'number';
  return ok(a) && ok(b) && idKey(a) === idKey(b);
}

/**
 * Loads and validates a prd.yaml file, the db/ files beside it, and applies FILE-01..03:
 * (`opts.cwd`: resolve relative paths against it; diagnostics keep the paths as given)
 * a `prd.md` beside a missing prd.yaml is an error naming the migration command; beside
 * an existing one, a warning.
 */
export async function loadPrdFile(
  path: string,
  opts: { cwd?: string } & LoadOptions = {},
): Promise<LoadedPrd> {
  const real = (p: string) => (opts.cwd ? resolve(opts.cwd, p) : p);
  const dir = dirname(path);
  const prdMd = join(dir, 'prd.md');
  const failed = (error: Diagnostic, warnings: Diagnostic[] = []): LoadedPrd => ({
    path,
    prd: undefined,
    errors: [error],
    warnings,
    disciplines: [],
    features: [],
    document: undefined,
  });

  if (extname(path).toLowerCase() === '.md') {
    return failed(
      diagnostic(
        path,
        'FILE-01',
        `${basename(path)} is the deprecated markdown format; convert it with: ralph migrate ${path}`,
      ),
    );
  }
  const read = await readText(path, real(path));
  if ('missing' in read) {
    if (await exists(real(prdMd))) {
      return failed(
        diagnostic(
          path,
          'FILE-01',
          `Found ${prdMd} (deprecated) but no ${basename(path)}; migrate it with: ralph migrate ${prdMd}`,
        ),
      );
    }
    return failed(
      diagnostic(
        path,
        'FILE-02',
        `${path} not found (create it, or import a task list with: ralph migrate <file>)`,
      ),
    );
  }
  if ('error' in read) return failed(read.error);

  const errors: Diagnostic[] = [];
  const warnings: Diagnostic[] = [];
  if (await exists(real(prdMd))) {
    warnings.push(
      diagnostic(
        prdMd,
        'FILE-03',
        `${prdMd} is deprecated and ignored; ${basename(path)} is used (delete prd.md when you no longer need it)`,
        undefined,
        'warning',
      ),
    );
  }
  const db = join(dir, 'db');
  const disciplinesFile = join(db, 'disciplines.yaml');
  const featuresFile = join(db, 'features.yaml');
  const disciplines = await loadDbFile(
    disciplinesFile,
    real(disciplinesFile),
    'disciplines',
    errors,
    warnings,
  );
  const features = await loadDbFile(featuresFile, real(featuresFile), 'features', errors, warnings);
  // The loop reads the list again at every step: an unchanged text is not analysed twice.
  const key = [real(path), path, opts.strict === true, errors.length, warnings.length].join('\0');
  const last = lastLoad;
  const sameContext =
    last !== undefined &&
    last.key === key &&
    last.disciplines === disciplines &&
    last.features === features;
  // Equal texts are kept as one string (the one read is dropped): a large list is held once.
  if (sameContext && last.text === read.text) {
    // A fresh document: an edit through one answer must not show in another.
    const { path: p, prd, errors: e, warnings: w, disciplines: d, features: f } = last.result;
    return withLazyDocument(
      { path: p, prd, errors: e, warnings: w, disciplines: d, features: f },
      last.text,
    );
  }
  const external = { disciplines, features };
  const extra = { errors, warnings };
  const edited = written;
  written = undefined;
  const patched =
    sameContext && edited?.key === key && edited.text === read.text
      ? analyzeText(edited.text, path, external, extra, opts, { value: edited.value })
      : undefined;
  const text = patched ? edited!.text : read.text;
  const analysis = patched ?? analyzeText(text, path, external, extra, opts);
  lastLoad = { key, text, disciplines, features, ...analysis };
  return analysis.result;
}
