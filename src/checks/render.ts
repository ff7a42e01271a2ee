/** Writes the RALPH:CHECKS block in the 002 §4.3 shape. */
import { stringify } from 'yaml';
import { DEFAULT_CHECK_TIMEOUT_MS, formatTimeout } from './duration.js';
import { CHECKS_END_MARKER, CHECKS_START_MARKER } from './markers.js';
import type { CheckDefinition } from './types.js';

export const QUALITY_CHECKS_HEADING = '## Quality Checks';
export const QUALITY_CHECKS_INSTRUCTION =
  'Run all checks before finishing a task. If any required check fails, fix the issue and re-run.';

/**
 * The markers and the fenced YAML list between them; `protect` (files the checks depend on)
 * is listed beside the checks when given.
 */
export function renderChecksBlock(checks: CheckDefinition[], protect: string[] = []): string {
  const entries = checks.map((check) => {
    const entry: Record<string, string | boolean> = {
      name: check.name,
      command: check.command,
      required: check.required,
    };
    if (check.timeoutMs !== DEFAULT_CHECK_TIMEOUT_MS)
      entry.timeout = formatTimeout(check.timeoutMs);
    return entry;
  });
  const block = protect.length > 0 ? { checks: entries, protect } : { checks: entries };
  const yaml = stringify(block, { indentSeq: true, lineWidth: 0 }).trimEnd();
  return [CHECKS_START_MARKER, '```yaml', yaml, '```', CHECKS_END_MARKER].join('\n');
}

/**
 * A block for a project whose checks could not be detected. It deliberately holds no checks,
 * so the harness refuses to run until the user fills it in.
 */
export function renderPlaceholderChecksBlock(): string {
  return [
    CHECKS_START_MARKER,
    '```yaml',
    '# TODO: no test/lint/typecheck commands were detected for this project.',
    '# List the commands that prove a change works, then uncomment. For example:',
    '# checks:',
    '#   - name: test',
    '#     command: make test',
    '#     required: true',
    '#     timeout: 10m',
    '```',
    CHECKS_END_MARKER,
  ].join('\n');
}

/** The whole "## Quality Checks" section: heading, block and the instruction line. */
export function renderQualityChecksSection(
  checks: CheckDefinition[],
  protect: string[] = [],
): string {
  const block =
    checks.length > 0 ? renderChecksBlock(checks, protect) : renderPlaceholderChecksBlock();
  return `${QUALITY_CHECKS_HEADING}\n\n${block}\n\n${QUALITY_CHECKS_INSTRUCTION}\n`;
}
