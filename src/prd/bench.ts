/**
 * Validate + select timings on generated task lists of 1,000 / 10,000 / 100,000 tasks.
 * Pure: the text is generated in memory. Bundled by the benchmark runner.
 */
import { performance } from 'node:perf_hooks';
import { parsePrdText } from './load.js';
import { selectNextTask } from './select.js';

export interface BenchRow {
  figure: string;
  value: number;
  unit: string;
  target: string;
  ok: boolean;
}

/** A chain: task n depends on task n-1; the first half is done, so selection has real work. */
export function generatePrdText(count: number): string {
  const lines = ['schema_version: "1.0"', 'project:', '  title: "Generated"', 'tasks:'];
  const priorities = ['low', 'medium', 'high', 'critical'];
  for (let i = 1; i <= count; i++) {
    lines.push(`  - id: "task-${i}"`);
    lines.push(`    title: "Task number ${i}"`);
    lines.push(`    status: ${i <= count / 2 ? 'done' : 'pending'}`);
    lines.push(`    priority: ${priorities[i % 4]}`);
    lines.push(`    tags: ["generated", "bench"]`);
    if (i > 1) lines.push(`    depends_on: ["task-${i - 1}"]`);
  }
  return lines.join('\n') + '\n';
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function timeOnce(text: string): number {
  const start = performance.now();
  const loaded = parsePrdText(text, 'bench.yaml');
  if (!loaded.prd) throw new Error(`generated PRD is invalid: ${loaded.errors[0]?.message ?? ''}`);
  const selection = selectNextTask(loaded.prd);
  if (selection.kind !== 'task') throw new Error('generated PRD should have a ready task');
  return performance.now() - start;
}

export async function benchPrd(
  opts: { sizes?: number[]; runs?: number } = {},
): Promise<BenchRow[]> {
  const sizes = opts.sizes ?? [1_000, 10_000, 100_000];
  const rows: BenchRow[] = [];
  const medians = new Map<number, number>();
  for (const size of sizes) {
    const text = generatePrdText(size);
    const runs = opts.runs ?? (size >= 100_000 ? 3 : 5);
    timeOnce(text); // warm-up
    const times: number[] = [];
    for (let r = 0; r < runs; r++) times.push(timeOnce(text));
    const ms = median(times);
    medians.set(size, ms);
    const target = size === 10_000 ? '< 300 ms' : 'informational';
    rows.push({
      figure: `prd validate+select, ${size.toLocaleString('en-US')} tasks`,
      value: Math.round(ms * 10) / 10,
      unit: 'ms',
      target,
      ok: size === 10_000 ? ms < 300 : true,
    });
    await new Promise((resolve) => setImmediate(resolve));
  }
  for (let i = 1; i < sizes.length; i++) {
    const small = sizes[i - 1]!;
    const large = sizes[i]!;
    const ratio = medians.get(large)! / medians.get(small)!;
    const sizeRatio = large / small;
    rows.push({
      figure: `prd growth ${small.toLocaleString('en-US')} -> ${large.toLocaleString('en-US')} tasks (x${sizeRatio} tasks)`,
      value: Math.round(ratio * 100) / 100,
      unit: 'x',
      target: `about x${sizeRatio} (linear; under x${sizeRatio * 2})`,
      ok: ratio < sizeRatio * 2,
    });
  }
  return rows;
}
