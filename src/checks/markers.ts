/**
 * The markers around the RALPH:CHECKS block in CLAUDE.md / AGENTS.md (002 §4.3).
 *
 * A marker counts only on a line of its own (whitespace around it allowed), outside fenced
 * code blocks: prose or inline code that mentions `<!-- RALPH:CHECKS:START -->`, and examples
 * in a code fence that document the block, are text.
 */
export const CHECKS_START_MARKER = '<!-- RALPH:CHECKS:START -->';
export const CHECKS_END_MARKER = '<!-- RALPH:CHECKS:END -->';
export const CHECKS_START_PATTERN = /^\s*<!--\s*RALPH:CHECKS:START\s*-->\s*$/;
export const CHECKS_END_PATTERN = /^\s*<!--\s*RALPH:CHECKS:END\s*-->\s*$/;

const FENCE = /^\s{0,3}(`{3,}|~{3,})/;

export interface MarkerLines {
  /** 0-based indexes of start-marker lines (outside fences, and outside a block). */
  starts: number[];
  /** 0-based indexes of end-marker lines (outside fences before a block; any line inside one). */
  ends: number[];
}

/**
 * The marker lines of a markdown file. Fences are tracked outside blocks only: inside a block
 * the YAML may itself be fenced, and the first end-marker line closes the block.
 */
export function findMarkerLines(lines: readonly string[]): MarkerLines {
  const starts: number[] = [];
  const ends: number[] = [];
  let fence: string | undefined;
  let inBlock = false;
  lines.forEach((line, index) => {
    if (inBlock) {
      if (CHECKS_END_PATTERN.test(line)) {
        ends.push(index);
        inBlock = false;
      }
      return;
    }
    const open = FENCE.exec(line);
    if (fence !== undefined) {
      if (open && open[1]![0] === fence[0] && open[1]!.length >= fence.length) fence = undefined;
      return;
    }
    if (open) {
      fence = open[1]!;
      return;
    }
    if (CHECKS_START_PATTERN.test(line)) {
      starts.push(index);
      inBlock = true;
    } else if (CHECKS_END_PATTERN.test(line)) ends.push(index);
  });
  return { starts, ends };
}

/**
 * The character range of the first block, from the start of its start-marker line to the end of
 * its end-marker line (without the newline). Undefined without a complete block.
 */
export function findChecksBlock(text: string): { start: number; end: number } | undefined {
  const lines = text.split('\n');
  const { starts, ends } = findMarkerLines(lines.map((l) => l.replace(/\r$/, '')));
  const first = starts[0];
  if (first === undefined) return undefined;
  const last = ends.find((e) => e > first);
  if (last === undefined) return undefined;
  const offsetOf = (line: number) => lines.slice(0, line).reduce((sum, l) => sum + l.length + 1, 0);
  return { start: offsetOf(first), end: offsetOf(last) + lines[last]!.length };
}
