import { relative } from 'node:path';
import type { Diagnostic } from '../../prd/diagnostics.js';
import { formatDiagnostic } from '../../prd/diagnostics.js';
import type { ActionHost } from './host.js';

/** Turns prd.yaml diagnostics into workflow annotations on the file, line and column. */
export function annotateDiagnostics(
  host: ActionHost,
  workspace: string,
  diagnostics: Diagnostic[],
): void {
  for (const d of diagnostics) {
    const file = relative(workspace, d.file) || d.file;
    const properties =
      d.line > 0
        ? { file, startLine: d.line, startColumn: d.column, title: d.rule }
        : { file, title: d.rule };
    const message = formatDiagnostic({ ...d, file });
    if (d.severity === 'error') host.error(message, properties);
    else host.warning(message, properties);
  }
}
