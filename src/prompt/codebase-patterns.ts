/** The "Codebase Patterns" section of .ralph/progress.txt: the loop's consolidated learnings. */

const HEADING = /^#{1,6}[ \t]+Codebase Patterns[ \t]*$/im;
/** The placeholder `ralph init` writes before any pattern exists. */
const PLACEHOLDER = /^\(Patterns discovered during iterations will be consolidated here\)$/;

/**
 * The section body: from the line after its heading to the first `---` line or the
 * next `## ` heading. Undefined when the section is missing, empty or the placeholder.
 */
export function extractCodebasePatterns(progressText: string | undefined): string | undefined {
  if (!progressText) return undefined;
  const text = progressText.replace(/\r\n?/g, '\n');
  const match = HEADING.exec(text);
  if (!match) return undefined;
  const after = text
    .slice(match.index + match[0].length)
    .split('\n')
    .slice(1);
  const body: string[] = [];
  for (const line of after) {
    if (/^---+\s*$/.test(line) || /^##[ \t]/.test(line)) break;
    body.push(line);
  }
  const trimmed = body.join('\n').trim();
  if (trimmed === '' || PLACEHOLDER.test(trimmed)) return undefined;
  return trimmed;
}

/**
 * The patterns as the task prompt sends them. claude reads CLAUDE.md as the project's
 * instructions, and the harness keeps its Codebase Patterns section in step with the progress
 * log, so patterns CLAUDE.md already holds (every non-empty line of them) are not sent a second
 * time. Undefined when there is nothing left to send.
 */
export function patternsForPrompt(
  patterns: string | undefined,
  claudeMd: string | undefined,
): string | undefined {
  if (patterns === undefined || claudeMd === undefined) return patterns;
  const known = new Set(
    claudeMd
      .replace(/\r\n?/g, '\n')
      .split('\n')
      .map((line) => line.trim()),
  );
  const lines = patterns
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  return lines.every((line) => known.has(line)) ? undefined : patterns;
}
