/**
 * The shared harness of `npm run bench`: every row is a measurement set against its floor (a
 * bare baseline measured in the same run), so a slow or busy machine moves both and the ratio
 * stays meaningful. Timings are best-of-N (the least disturbed run); nothing here is a test.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

export interface BenchRow {
  /** What is measured, e.g. "ralph validate, 10,000 tasks". */
  name: string;
  value: number;
  /** The bare baseline the value is compared with, measured in the same run. */
  floor: number;
  floorLabel: string;
  unit: string;
  /** value / floor (for "higher is better" rows as well: the target says which way). */
  ratio: number;
  /** The target, e.g. "ratio <= 2" or "value < 300 MB". */
  target: string;
  ok: boolean;
}

/** One file of bench/rows: a named group of rows. */
export interface BenchCase {
  name: string;
  run(ctx: BenchContext): Promise<BenchRow[]>;
}

export interface BenchContext {
  /** The repository root (dist/cli.js, node_modules/.bin/claude). */
  root: string;
  /** The built CLI. */
  cli: string;
  /** A scratch directory, removed after the run. */
  scratch: string;
}

export const MB = 1024 * 1024;

/** A row whose ratio value/floor must stay at or below `max`. */
export function ratioAtMost(row: Omit<BenchRow, 'ratio' | 'target' | 'ok'>, max: number): BenchRow {
  const ratio = row.value / row.floor;
  return { ...row, ratio, target: `ratio <= ${max}`, ok: ratio <= max };
}

/** A row whose ratio value/floor must stay at or above `min` (throughput). */
export function ratioAtLeast(
  row: Omit<BenchRow, 'ratio' | 'target' | 'ok'>,
  min: number,
): BenchRow {
  const ratio = row.value / row.floor;
  return { ...row, ratio, target: `ratio >= ${min}`, ok: ratio >= min };
}

/** A row with an absolute limit on the value (memory); the ratio to the floor is shown. */
export function valueBelow(
  row: Omit<BenchRow, 'ratio' | 'target' | 'ok'>,
  limit: number,
): BenchRow {
  return {
    ...row,
    ratio: row.value / row.floor,
    target: `value < ${limit} ${row.unit}`,
    ok: row.value < limit,
  };
}

/** A row whose value must be exactly `expected` (a count); the ratio to the floor is shown. */
export function valueExactly(
  row: Omit<BenchRow, 'ratio' | 'target' | 'ok'>,
  expected: number,
): BenchRow {
  return {
    ...row,
    ratio: row.value / row.floor,
    target: `value = ${expected}`,
    ok: row.value === expected,
  };
}

/** The median of `values` (the middle one; the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * CPU time (user + system, in ms) used so far by this process's finished children and their
 * own children (Linux: /proc/self/stat). The machine is shared: CPU time is what a command
 * costs whatever else runs, where wall time mostly measures the neighbours.
 */
export function childrenCpuMs(): number | undefined {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // fields[0] is field 3 (state): cutime is field 16, cstime field 17
    const ticks = Number(fields[13]) + Number(fields[14]);
    return Number.isFinite(ticks) ? ticks * 10 : undefined; // USER_HZ is 100 on Linux
  } catch {
    return undefined;
  }
}

/**
 * Mean CPU ms per run of `runs` runs of a child process (its whole tree), or, where the
 * children's CPU time cannot be read, the best wall time.
 */
export async function cpuPerRun(
  runs: number,
  run: () => ProcessRun | Promise<ProcessRun>,
): Promise<number> {
  const before = childrenCpuMs();
  let best = Infinity;
  for (let i = 0; i < runs; i++) best = Math.min(best, (await run()).ms);
  const after = childrenCpuMs();
  return before === undefined || after === undefined ? best : (after - before) / runs;
}

/** CPU ms (user + system) of this process while `work` runs (in-process measurements). */
export async function ownCpuMs(work: () => Promise<void>): Promise<number> {
  const start = process.cpuUsage();
  await work();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

/** The smallest of `runs` results (the run least disturbed by other work on the machine). */
export async function bestOf(
  runs: number,
  measure: () => Promise<number> | number,
): Promise<number> {
  let best = Infinity;
  for (let i = 0; i < runs; i++) best = Math.min(best, await measure());
  return best;
}

export interface ProcessRun {
  ms: number;
  status: number | null;
  stdout: string;
  stderr: string;
  /** Peak resident memory in MB, when measured (node processes only). */
  peakRssMb?: number;
}

let rssPreload: string | undefined;

/** A preload that writes the process's peak RSS (in KB) to $BENCH_RSS_FILE at exit. */
function preload(): string {
  if (rssPreload) return rssPreload;
  const dir = mkdtempSync(join(tmpdir(), 'ralph-bench-rss-'));
  rssPreload = join(dir, 'peak-rss.cjs');
  writeFileSync(
    rssPreload,
    "process.on('exit', () => require('fs').writeFileSync(process.env.BENCH_RSS_FILE, String(process.resourceUsage().maxRSS)));\n",
  );
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  return rssPreload;
}

/**
 * Runs `node args...` to completion, timing it end to end (spawn to exit, as a user waits).
 * With `rss`, the child's peak RSS is read back through a preload.
 */
export function runNode(
  args: string[],
  opts: { cwd?: string; env?: NodeJS.ProcessEnv; rss?: boolean; input?: string } = {},
): ProcessRun {
  const rssFile = opts.rss ? join(tmpdir(), `ralph-bench-rss-${process.pid}-${Date.now()}`) : '';
  const argv = opts.rss ? ['-r', preload(), ...args] : args;
  const start = performance.now();
  const child = spawnSync(process.execPath, argv, {
    cwd: opts.cwd,
    env: { ...process.env, ...opts.env, ...(opts.rss ? { BENCH_RSS_FILE: rssFile } : {}) },
    encoding: 'utf8',
    maxBuffer: 64 * MB,
    input: opts.input,
  });
  const ms = performance.now() - start;
  let peakRssMb: number | undefined;
  if (opts.rss) {
    peakRssMb = Number(readFileSync(rssFile, 'utf8')) / 1024;
    rmSync(rssFile, { force: true });
  }
  return { ms, status: child.status, stdout: child.stdout, stderr: child.stderr, peakRssMb };
}

/** Like runNode, but fails the row when the process does not exit 0. */
export function runNodeOk(args: string[], opts: Parameters<typeof runNode>[1] = {}): ProcessRun {
  const run = runNode(args, opts);
  if (run.status !== 0) {
    throw new Error(
      `node ${args.join(' ')} exited ${run.status}: ${(run.stderr || run.stdout).slice(-400)}`,
    );
  }
  return run;
}

export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const digits = Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2;
  return value.toFixed(digits);
}

/** The table `npm run bench` prints: one line per row, floor and ratio beside the value. */
export function renderTable(rows: (BenchRow & { group: string })[]): string {
  const table = [
    ['row', 'value', 'floor', 'ratio', 'target', 'ok'],
    ...rows.map((r) => [
      r.name,
      `${formatNumber(r.value)} ${r.unit}`,
      `${formatNumber(r.floor)} ${r.unit} (${r.floorLabel})`,
      Number.isFinite(r.ratio) ? r.ratio.toFixed(2) : '-',
      r.target,
      r.ok ? 'yes' : 'NO',
    ]),
  ];
  const widths = table[0]!.map((_, col) => Math.max(...table.map((row) => row[col]!.length)));
  const lines: string[] = [];
  for (const [i, row] of table.entries()) {
    lines.push(
      row
        .map((cell, col) => cell.padEnd(widths[col]!))
        .join('  ')
        .trimEnd(),
    );
    if (i === 0) lines.push(widths.map((w) => '-'.repeat(w)).join('  '));
  }
  return lines.join('\n') + '\n';
}
