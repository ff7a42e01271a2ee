/**
 * What the two sides of loading share: the answer (LoadedPrd), the fast path (the plain YAML
 * subset, validated without the schema library), and the warnings and finishing touches both
 * sides give an answer. `load.ts` reads the files; `load-full.ts` is the full parser's side.
 */
import { basename } from 'node:path';
import type { Diagnostic } from './diagnostics.js';
import type { PrdDocument } from './document.js';
import { fastLocate, fastParseYaml, PATH_SEP } from './fast-yaml.js';
import type { FoundPosition } from './fast-yaml.js';
import type { Discipline, Feature, Prd } from './schema.js';
import { validatePrdValue } from './validate.js';
import type { SchemaPass } from './validate.js';
import { diagnostic, MAX_PRD_BYTES, tooLargeMessage } from './source-text.js';
import type { Locator, Path, Position } from './source-text.js';

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
  /** The text read (undefined when it could not be read). */
  text: string | undefined;
  /**
   * The document the full parser built (files outside the fast reader's subset), if any;
   * `documentOf()` in document.ts gives one for every file that parses.
   */
  document?: PrdDocument;
}

export type DbResult<K extends 'disciplines' | 'features'> = {
  items: (K extends 'disciplines' ? Discipline : Feature)[];
  names: string[];
  file: string;
};

export interface External {
  disciplines?: DbResult<'disciplines'>;
  features?: DbResult<'features'>;
}

export interface Extra {
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

/**
 * Like the full parser's locator: the node at the path, else its deepest ancestor found (the
 * fast locator may find a task's nodes without the ones above the task).
 */
function positionOf(found: Map<string, FoundPosition>, path: Path, key: boolean): Position {
  let best = found.get('')?.value ?? { line: 1, column: 1 };
  let at = '';
  for (let i = 0; i < path.length; i++) {
    at = i === 0 ? String(path[i]) : `${at}${PATH_SEP}${path[i]}`;
    const here = found.get(at);
    if (here) best = key && i === path.length - 1 && here.key ? here.key : here.value;
  }
  return best;
}

/** How strictly to read: `strict` makes unknown keys errors (`ralph validate --strict`). */
export interface LoadOptions {
  strict?: boolean;
}

/** What analysis gives the full parser's side (load-full.ts) to start from. */
export interface AnalysisInput {
  text: string;
  file: string;
  external: External;
  extra: Extra;
  options: LoadOptions;
}

/** A result with `extra`'s diagnostics, the lists in effect, and `prd` only when there are no errors. */
export function finishLoad(
  input: AnalysisInput,
  prd: Prd | undefined,
  errors: Diagnostic[],
  warnings: Diagnostic[],
  document?: PrdDocument,
): LoadedPrd {
  const { text, file, external, extra } = input;
  const allErrors = [...errors, ...extra.errors];
  const valid = allErrors.length === 0 ? prd : undefined;
  return {
    path: file,
    prd: valid,
    errors: allErrors,
    warnings: [...extra.warnings, ...warnings],
    disciplines: valid?.disciplines ?? external.disciplines?.items ?? [],
    features: valid?.features ?? external.features?.items ?? [],
    text,
    ...(document ? { document } : {}),
  };
}

/** The answer for a file over the size limit. */
export function tooLarge(input: AnalysisInput): LoadedPrd | undefined {
  if (input.text.length <= MAX_PRD_BYTES) return undefined;
  const error = diagnostic(input.file, 'FILE', tooLargeMessage(input.text.length));
  return finishLoad(input, undefined, [error], []);
}

/** The fast reader's value of a text that needs the schema library to be validated. */
export interface NeedsSchema {
  needsSchema: { value: unknown };
}

/**
 * The fast path: a file in the plain YAML subset that validates, with positions found
 * afterwards only for the warnings there are. Undefined when the full parser must answer
 * (outside the subset, any error: its messages and positions are exact); NeedsSchema when
 * the file needs the schema library and `schema` was not given.
 */
export function analyzeFast(
  input: AnalysisInput,
  schema?: SchemaPass,
  parsed?: { value: unknown },
): LoadedPrd | NeedsSchema | undefined {
  const { text, file, external, options } = input;
  const fast = parsed ?? fastParseYaml(text);
  if (!fast) return undefined;
  const deferred = deferredLocator();
  const result = validatePrdValue({
    file,
    disciplineNames: external.disciplines?.names,
    featureNames: external.features?.names,
    strictKeys: options.strict === true,
    value: fast.value,
    locate: deferred.locate,
    schema,
  });
  if (result.needsSchema) return { needsSchema: fast };
  if (!result.prd || result.errors.length > 0) return undefined;
  const warnings = [
    ...result.warnings,
    ...definedTwiceWarnings(fast.value, external, file, deferred.locate),
  ];
  const located = deferred.resolve(text, warnings);
  return located ? finishLoad(input, result.prd, [], located) : undefined;
}

export function definedTwiceWarnings(
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
