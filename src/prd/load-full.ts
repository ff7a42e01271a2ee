/**
 * The full parser's side of loading: files outside the fast reader's subset, files with
 * errors (for the exact messages and positions), the db/ files, and the schema library.
 * `load.ts` imports this module only when a file needs it.
 */
import type { Diagnostic } from './diagnostics.js';
import { PrdDocument } from './document.js';
import { issuesToDiagnostics } from './issues.js';
import { analyzeFast, definedTwiceWarnings, finishLoad, tooLarge } from './load-analysis.js';
import type { AnalysisInput, DbResult, LoadedPrd, LoadOptions } from './load-analysis.js';
import { DisciplinesFileSchema, FeaturesFileSchema } from './schema.js';
import type { Discipline, Feature } from './schema.js';
import { schemaPass } from './schema-pass.js';
import { validatePrdValue } from './validate.js';
import { diagnostic, makeLocator, parseYaml, scalarSource } from './yaml-source.js';

/**
 * Validates with everything at hand: the fast path with the schema library (`parsed`: the
 * fast reader's value, when it was read already), else the full YAML parser.
 */
export function analyzeFull(input: AnalysisInput, parsed?: { value: unknown }): LoadedPrd {
  const early = tooLarge(input);
  if (early) return early;
  const fast = analyzeFast(input, schemaPass, parsed);
  if (fast && !('needsSchema' in fast)) return fast;
  return analyzeWithYamlParser(input);
}

function analyzeWithYamlParser(input: AnalysisInput): LoadedPrd {
  const { text, file, external, options } = input;
  const src = parseYaml(text, file);
  const document =
    src.doc !== undefined
      ? PrdDocument.fromParsed(text, file, src.doc, src.lineCounter)
      : undefined;
  if (src.errors.length > 0)
    return finishLoad(input, undefined, src.errors, src.warnings, document);
  const locate = makeLocator(src);
  const result = validatePrdValue({
    file,
    disciplineNames: external.disciplines?.names,
    featureNames: external.features?.names,
    strictKeys: options.strict === true,
    value: src.value,
    scalarSource: (path) => scalarSource(src.doc, path),
    locate,
    schema: schemaPass,
  });
  const warnings = [...src.warnings, ...result.warnings];
  warnings.push(...definedTwiceWarnings(src.value, external, file, locate));
  return finishLoad(input, result.prd, result.errors, warnings, document);
}

/** Validates prd.yaml text (no db/ files are read). */
export function parsePrdText(text: string, file: string, options: LoadOptions = {}): LoadedPrd {
  return analyzeFull({ text, file, external: {}, extra: { errors: [], warnings: [] }, options });
}

/** `db/disciplines.yaml` or `db/features.yaml`: its items and names, its problems in `errors`. */
export function parseDbFile<K extends 'disciplines' | 'features'>(
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
