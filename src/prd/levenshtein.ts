/** Edit distance for did-you-mean hints on misspelled keys and names. */
export function levenshtein(a: string, b: string): number {
  if (a === b) return 0;
  if (a.length === 0) return b.length;
  if (b.length === 0) return a.length;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  let curr = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    curr[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      curr[j] = Math.min(prev[j]! + 1, curr[j - 1]! + 1, prev[j - 1]! + cost);
    }
    [prev, curr] = [curr, prev];
  }
  return prev[b.length]!;
}

function squash(s: string): string {
  return s.toLowerCase().replace(/[_\-\s]/g, '');
}

/**
 * The closest candidate to `word`, or undefined when none is close enough.
 * `dependsOn`, `depends-on` and `dependson` all find `depends_on`.
 */
export function suggest(word: string, candidates: readonly string[]): string | undefined {
  const squashed = squash(word);
  const exact = candidates.find((c) => squash(c) === squashed);
  if (exact !== undefined) return exact;
  const limit = Math.max(2, Math.floor(word.length / 3));
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const d = levenshtein(squashed, squash(candidate));
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return bestDistance <= limit ? best : undefined;
}
