/**
 * A short excerpt of a failing check's output for the task comment: from the first line that
 * looks like the failure (test runners print summaries last), else the last lines.
 */
export function failureExcerpt(output: string, count = 12, maxChars = 1200): string {
  const lines = output.split('\n').map((l) => l.trimEnd());
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  const first = lines.findIndex(
    (l) => /\bnot ok\b|error|fail(ed|ure)?\b|✖|✗|assert/i.test(l) && !/^#\s/.test(l),
  );
  const picked = first >= 0 ? lines.slice(first, first + count) : lines.slice(-count);
  const text = picked.join('\n');
  return text.length > maxChars ? `${text.slice(0, maxChars)}...` : text;
}
