/** A problem found in a file, located for editors, annotations and terminals. */
export interface Diagnostic {
  /** Rule id: VAL-01..VAL-09, FILE-01..03, YAML (syntax), SCHEMA (type/shape), REF (nexus references), KEY (unknown key). */
  rule: string;
  message: string;
  file: string;
  /** 1-based; 0 when the problem has no position (e.g. a missing file). */
  line: number;
  column: number;
  severity: 'error' | 'warning';
}

export function formatDiagnostic(d: Diagnostic): string {
  const where = d.line > 0 ? `${d.file}:${d.line}:${d.column}` : d.file;
  return `${where}: ${d.rule} ${d.message}`;
}

/** Diagnostics shown (or annotated) one by one; the rest are counted in one line. */
export const MAX_SHOWN_DIAGNOSTICS = 50;

/** The first `max` diagnostics (errors first) and a summary of the ones left out. */
export function capDiagnostics(
  diagnostics: readonly Diagnostic[],
  max = MAX_SHOWN_DIAGNOSTICS,
): { shown: Diagnostic[]; hidden: number; summary?: string } {
  const shown = diagnostics.slice(0, max);
  const rest = diagnostics.slice(max);
  if (rest.length === 0) return { shown, hidden: 0 };
  const errors = rest.filter((d) => d.severity === 'error').length;
  const warnings = rest.length - errors;
  const count = (n: number, word: string) =>
    `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;
  const what =
    errors > 0 && warnings > 0
      ? `${rest.length.toLocaleString('en-US')} more (${count(errors, 'error')}, ${count(warnings, 'warning')})`
      : `${(errors || warnings).toLocaleString('en-US')} more ${errors > 0 ? 'error' : 'warning'}${rest.length === 1 ? '' : 's'}`;
  return {
    shown,
    hidden: rest.length,
    summary: `... and ${what}, not shown (the first ${max} are listed)`,
  };
}
