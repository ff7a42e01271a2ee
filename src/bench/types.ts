/** One measured figure of `npm run bench`. */
export interface BenchRow {
  figure: string;
  value: number;
  unit: string;
  /** Human-readable target, e.g. "< 300 ms". */
  target: string;
  ok: boolean;
}
