/**
 * `npm run bench [-- --json [PATH]] [--only NAME] [--no-build] [--cli PATH]`: builds dist/, runs
 * every case of bench/rows and prints one table (value, floor, ratio, target). `--json` prints
 * the rows as JSON instead (or, with a PATH, writes them there as well as the table). `--cli`
 * measures another built CLI instead of dist/cli.js (dist/ is then not built). Exit 1 when a
 * row misses its target. Not part of `npm test`: timings are reported here, never in tests.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { renderTable } from './harness.js';
import type { BenchRow } from './harness.js';
import { cases } from './rows/index.js';

function usage(message: string): never {
  console.error(
    `${message}\nusage: npm run bench -- [--json PATH] [--only NAME] [--no-build] [--cli PATH]`,
  );
  process.exit(2);
}

interface Args {
  /** true: JSON on stdout; a path: the table on stdout and the JSON in that file. */
  json?: string | true;
  only?: string;
  build: boolean;
  /** A built CLI to measure instead of dist/cli.js. */
  cli?: string;
}

function parseArgs(args: string[]): Args {
  const out: Args = { build: true };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--json') {
      const next = args[i + 1];
      out.json = next !== undefined && !next.startsWith('--') ? args[++i]! : true;
    } else if (arg === '--only') {
      const value = args[++i];
      if (!value) usage('--only needs a value');
      out.only = value;
    } else if (arg === '--cli') {
      const value = args[++i];
      if (!value) usage('--cli needs a path');
      out.cli = resolve(value);
      out.build = false;
    } else if (arg === '--no-build') out.build = false;
    else usage(`unknown argument: ${arg}`);
  }
  return out;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const root = process.env.RALPH_REPO_ROOT ?? process.cwd();
  if (args.build) {
    process.stderr.write('building dist/...\n');
    execFileSync(process.execPath, [join(root, 'scripts', 'build.mjs')], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  const selected = cases.filter((c) => !args.only || c.name.includes(args.only));
  if (selected.length === 0) usage(`no bench case matches '${args.only}'`);
  const rows: (BenchRow & { group: string })[] = [];
  for (const bench of selected) {
    process.stderr.write(`running ${bench.name}...\n`);
    const scratch = mkdtempSync(join(tmpdir(), 'ralph-bench-'));
    try {
      const ctx = { root, cli: args.cli ?? join(root, 'dist', 'cli.js'), scratch };
      for (const row of await bench.run(ctx)) rows.push({ ...row, group: bench.name });
    } catch (error) {
      rows.push({
        group: bench.name,
        name: `${bench.name}: failed (${(error as Error).message.split('\n')[0]})`,
        value: NaN,
        floor: NaN,
        floorLabel: '',
        unit: '',
        ratio: NaN,
        target: 'runs',
        ok: false,
      });
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  }
  const finite = (n: number) => (Number.isFinite(n) ? n : null);
  const json = `${JSON.stringify(
    {
      generated: new Date().toISOString(),
      ok: rows.every((r) => r.ok),
      rows: rows.map((r) => ({
        ...r,
        value: finite(r.value),
        floor: finite(r.floor),
        ratio: finite(r.ratio),
      })),
    },
    null,
    2,
  )}\n`;
  if (args.json === true) {
    process.stdout.write(json);
  } else {
    process.stdout.write(renderTable(rows));
    if (args.json) {
      writeFileSync(args.json, json);
      process.stderr.write(`wrote ${args.json}\n`);
    }
  }
  if (rows.some((r) => !r.ok)) process.exitCode = 1;
}

await main();
