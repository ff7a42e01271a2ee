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
