import { relative } from 'node:path';
import type { Diagnostic } from '../../prd/diagnostics.js';
import { capDiagnostics, formatDiagnostic } from '../../prd/diagnostics.js';
import type { ActionHost } from './host.js';

/**
 * Turns prd.yaml diagnostics into workflow annotations on the file, line and column: the
 * first 50, then one annotation counting the rest (GitHub shows only a few per step anyway).
 */
export function annotateDiagnostics(
  host: ActionHost,
  workspace: string,
  diagnostics: Diagnostic[],
): void {
  const { shown, summary } = capDiagnostics(diagnostics);
  for (const d of shown) {
    const file = relative(workspace, d.file) || d.file;
    const properties =
      d.line > 0
        ? { file, startLine: d.line, startColumn: d.column, title: d.rule }
        : { file, title: d.rule };
    const message = formatDiagnostic({ ...d, file });
    if (d.severity === 'error') host.error(message, properties);
    else host.warning(message, properties);
  }
  if (summary) {
    const file = relative(workspace, diagnostics[0]!.file) || diagnostics[0]!.file;
    const anyError = diagnostics.some((d) => d.severity === 'error');
    if (anyError) host.error(summary, { file, title: 'more diagnostics' });
    else host.warning(summary, { file, title: 'more diagnostics' });
  }
}
