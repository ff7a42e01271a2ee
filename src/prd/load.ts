/** Loading prd.yaml (and the db/ files beside it) into a validated Prd plus diagnostics. Never throws for bad content. */
import { lstatSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, extname, join, resolve } from 'node:path';
import type { Diagnostic } from './diagnostics.js';
import type { PrdDocument } from './document.js';
import { fastParseYaml } from './fast-yaml.js';
import { analyzeFast, tooLarge } from './load-analysis.js';
import type { AnalysisInput, DbResult, LoadedPrd, LoadOptions } from './load-analysis.js';
import { idKey } from './model.js';
import { decodeUtf8, diagnostic, MAX_PRD_BYTES, tooLargeMessage } from './source-text.js';

export type {
  AnalysisInput,
  DbResult,
  External,
  Extra,
  LoadedPrd,
  LoadOptions,
  NeedsSchema,
} from './load-analysis.js';

/** An answer, with the fast reader's value of the text when the answer was read by it. */
interface Analysis {
  result: LoadedPrd;
  value?: unknown;
}

/**
 * The answer for a text, loading the full parser's side only for files that need it. With
 * `known`, the value the fast reader gives the text (worked out without reading it again):
 * only the fast path is taken, and undefined is returned when it gives no answer.
 */
async function analyze(
  input: AnalysisInput,
  known?: { value: unknown },
): Promise<Analysis | undefined> {
  const early = tooLarge(input);
  if (early) return known ? undefined : { result: early };
  const parsed = known ?? fastParseYaml(input.text);
  const fast = parsed ? analyzeFast(input, undefined, parsed) : undefined;
  if (fast && !('needsSchema' in fast)) return { result: fast, value: parsed!.value };
  if (known) return undefined;
  const full = await import('./load-full.js');
  return { result: full.analyzeFull(input, fast?.needsSchema) };
}

type ReadResult = { text: string } | { missing: true } | { error: Diagnostic };

/**
 * Reads `real` (a path resolved against the caller's cwd); messages name `path` as given. The
 * reads are synchronous: a task list is one local file read once, and the promise API reads a
 * large file in pieces through the thread pool, which costs more than the read itself.
 */
async function readText(path: string, real = path): Promise<ReadResult> {
  let size: number;
  try {
    const info = statSync(real);
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
    bytes = readFileSync(real);
  } catch (e) {
    return { error: diagnostic(path, 'FILE', `Cannot read ${path}: ${(e as Error).message}`) };
  }
  const decoded = decodeUtf8(bytes, path);
  return 'error' in decoded ? decoded : { text: decoded.text };
}

function exists(path: string): boolean {
  try {
    return statSync(path, { throwIfNoEntry: false }) !== undefined;
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
): Promise<DbResult<K> | undefined> {
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
  const { parseDbFile } = await import('./load-full.js');
  const result = parseDbFile(read.text, file, key, ownErrors, ownWarnings);
  dbMemo.set(real, { text: read.text, file, result, errors: ownErrors, warnings: ownWarnings });
  errors.push(...ownErrors);
  warnings.push(...ownWarnings);
  return result;
}

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
let written: { key: string; text: string; value: unknown; identity?: string } | undefined;

/**
 * What tells a file's contents changed without reading them: which file (device, inode), its
 * size, and its modification and change times to the nanosecond. Undefined unless a regular file.
 */
function fileIdentity(path: string): string | undefined {
  try {
    const info = lstatSync(path, { bigint: true });
    if (!info.isFile()) return undefined;
    return [info.dev, info.ino, info.size, info.mtimeNs, info.ctimeNs].join(':');
  } catch {
    return undefined;
  }
}

/**
 * Tells the loader that nothing but the harness has touched the file noteWrittenPrd was told
 * of since it was written (the harness has set its times since, and now commits it). The file
 * as it is now is remembered: while it stays so (same inode, size, and times to the
 * nanosecond), the next loadPrdFile takes the written text instead of reading the whole file
 * again. A later write sets the modification time to the present (the harness set it two
 * seconds back), and any write, rename or change of times moves the change time.
 */
export function notePrdSettled(path: string): void {
  if (written !== undefined) written.identity = fileIdentity(path);
}

/** The written text, when `path` is the very file notePrdSettled found, still as it was. */
function settledText(path: string): { text: string } | undefined {
  const settled = written;
  if (settled?.identity === undefined) return undefined;
  return fileIdentity(path) === settled.identity ? { text: settled.text } : undefined;
}

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
    text: undefined,
  });

  if (extname(path).toLowerCase() === '.md') {
    return failed(
      diagnostic(
        path,
        'FILE-01',
        `${basename(path)} is the deprecated markdown format; convert it with: ralph import ${path}`,
      ),
    );
  }
  const read = settledText(real(path)) ?? (await readText(path, real(path)));
  if ('missing' in read) {
    if (exists(real(prdMd))) {
      return failed(
        diagnostic(
          path,
          'FILE-01',
          `Found ${prdMd} (deprecated) but no ${basename(path)}; import it with: ralph import ${prdMd}`,
        ),
      );
    }
    return failed(
      diagnostic(
        path,
        'FILE-02',
        `${path} not found (create it, or import a task list with: ralph import <file>)`,
      ),
    );
  }
  if ('error' in read) return failed(read.error);

  const errors: Diagnostic[] = [];
  const warnings: Diagnostic[] = [];
  if (exists(real(prdMd))) {
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
    // Without the full parser's document: an edit through one answer must not show in another.
    const { document: _shared, ...result } = last.result;
    return { ...result, text: last.text };
  }
  const external = { disciplines, features };
  const extra = { errors, warnings };
  const edited = written;
  written = undefined;
  const input = (text: string): AnalysisInput => ({
    text,
    file: path,
    external,
    extra,
    options: opts,
  });
  const patched =
    sameContext && edited?.key === key && edited.text === read.text
      ? await analyze(input(edited.text), { value: edited.value })
      : undefined;
  const text = patched ? edited!.text : read.text;
  const analysis = patched ?? (await analyze(input(text)))!;
  lastLoad = { key, text, disciplines, features, ...analysis };
  return analysis.result;
}
