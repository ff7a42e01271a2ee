/**
 * How many cases a test run failed, from the summary lines of the common runners (node --test,
 * jest, vitest, mocha, pytest). Undefined when no summary is recognised.
 */
export interface CaseCounts {
  failed: number;
  total: number;
}

const number = (text: string, re: RegExp): number | undefined => {
  const all = [...text.matchAll(re)];
  const last = all[all.length - 1];
  return last ? Number(last[1]) : undefined;
};

export function caseCounts(output: string): CaseCounts | undefined {
  // node --test: "# tests 5" / "ℹ tests 5", "# fail 2"
  const nodeTotal = number(output, /^(?:#|ℹ)\s*tests (\d+)\s*$/gm);
  if (nodeTotal !== undefined) {
    return { total: nodeTotal, failed: number(output, /^(?:#|ℹ)\s*fail (\d+)\s*$/gm) ?? 0 };
  }
  // jest: "Tests:       2 failed, 3 passed, 5 total"
  const jest = /^Tests:\s+(.*?)(\d+) total/m.exec(output);
  if (jest)
    return { total: Number(jest[2]), failed: Number(/(\d+) failed/.exec(jest[1]!)?.[1] ?? 0) };
  // vitest: "Tests  2 failed | 3 passed (5)"
  const vitest = /^\s*Tests\s+(.*?)\((\d+)\)\s*$/m.exec(output);
  if (vitest) {
    return { total: Number(vitest[2]), failed: Number(/(\d+) failed/.exec(vitest[1]!)?.[1] ?? 0) };
  }
  // pytest: "==== 2 failed, 3 passed in 0.12s ===="
  const pytest = /^=+ (.*\b(?:passed|failed)\b.*) in [\d.]+s.*=+\s*$/m.exec(output);
  if (pytest) {
    const count = (word: string) => Number(new RegExp(`(\\d+) ${word}`).exec(pytest[1]!)?.[1] ?? 0);
    const failed = count('failed') + count('error');
    return { failed, total: failed + count('passed') };
  }
  // mocha: "3 passing", "2 failing"
  const passing = number(output, /^\s*(\d+) passing\b/gm);
  if (passing !== undefined) {
    const failed = number(output, /^\s*(\d+) failing\b/gm) ?? 0;
    return { failed, total: passing + failed };
  }
  return undefined;
}
