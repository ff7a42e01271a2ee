/**
 * `npm run bench`: runs every benchmark and prints one table (figure, value, target,
 * ratio). `--json PATH` also writes the rows as JSON. Not part of `npm test`: timings
 * on shared machines are noisy, so they are reported here and never asserted in tests.
 */
import { writeFileSync } from 'node:fs';
import type { BenchRow } from '../src/bench/types.js';
import { benchPrd } from '../src/prd/bench.js';
import { benchTranscriptParse } from '../src/agent/bench.js';
import { benchPromptBytes } from '../src/prompt/bench.js';
import { benchHarnessOverhead } from '../src/engine/bench.js';
import { benchActionStartup } from '../test-support/bench-action.js';

const suites: { name: string; run: () => Promise<BenchRow[]> }[] = [
  { name: 'prd validate + select', run: benchPrd },
  { name: 'transcript parsing', run: benchTranscriptParse },
  { name: 'prompt size', run: benchPromptBytes },
  { name: 'harness overhead', run: benchHarnessOverhead },
  { name: 'action start-up and API calls', run: benchActionStartup },
];

function formatValue(row: BenchRow): string {
  const digits = Math.abs(row.value) >= 100 ? 0 : Math.abs(row.value) >= 10 ? 1 : 2;
  return `${row.value.toFixed(digits)} ${row.unit}`;
}

/** value / target for targets like "< 300 ms" or ">= 50"; blank when the target is not a number. */
function ratio(row: BenchRow): string {
  const match = /^\s*(?:<|<=|>|>=|about|under)?\s*(?:x)?([\d.,]+)/.exec(row.target);
  const target = match ? Number(match[1]!.replace(/,/g, '')) : NaN;
  return Number.isFinite(target) && target > 0 ? (row.value / target).toFixed(2) : '';
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const jsonIndex = args.indexOf('--json');
  const jsonPath = jsonIndex >= 0 ? args[jsonIndex + 1] : undefined;
  if (jsonIndex >= 0 && !jsonPath) {
    console.error('usage: npm run bench -- [--json PATH]');
    process.exit(2);
  }
  const rows: (BenchRow & { suite: string })[] = [];
  for (const suite of suites) {
    process.stderr.write(`running ${suite.name}...\n`);
    try {
      for (const row of await suite.run()) rows.push({ ...row, suite: suite.name });
    } catch (error) {
      rows.push({
        suite: suite.name,
        figure: `${suite.name}: failed`,
        value: NaN,
        unit: '',
        target: (error as Error).message.split('\n')[0] ?? 'error',
        ok: false,
      });
    }
  }
  const table = [
    ['figure', 'value', 'target', 'ok'],
    ...rows.map((r) => [r.figure, formatValue(r), r.target, r.ok ? 'yes' : 'NO']),
  ];
  const widths = table[0]!.map((_, col) => Math.max(...table.map((row) => row[col]!.length)));
  for (const [i, row] of table.entries()) {
    console.log(
      row
        .map((cell, col) => cell.padEnd(widths[col]!))
        .join('  ')
        .trimEnd(),
    );
    if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
  if (jsonPath) {
    writeFileSync(
      jsonPath,
      JSON.stringify(
        {
          generated: new Date().toISOString(),
          rows: rows.map((r) => ({ ...r, ratio: ratio(r) || null })),
        },
        null,
        2,
      ) + '\n',
    );
    console.log(`\nwrote ${jsonPath}`);
  }
  if (rows.some((r) => !r.ok)) process.exitCode = 1;
}

await main();
