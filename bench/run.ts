/**
 * `npm run bench [-- --json [PATH]] [--only NAME] [--no-build] [--cli PATH]`: builds dist/, runs
 * every case of bench/rows and prints one table (value, floor, ratio, target). `--json` prints
 * the rows as JSON instead (or, with a PATH, writes them there as well as the table). `--cli`
 * measures another built CLI instead of dist/cli.js (dist/ is then not built). Each case runs
 * in a process of its own. Exit 1 when a row misses its target. Not part of `npm test`:
 * timings are reported here, never in tests.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { renderTable } from './harness.js';
import type { BenchCase, BenchRow } from './harness.js';
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
  /** Internal: run exactly this case, in this process (see runCaseAlone). */
  case?: string;
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
    } else if (arg === '--case') {
      const value = args[++i];
      if (!value) usage('--case needs a value');
      out.case = value;
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

type GroupRow = BenchRow & { group: string };

/** A case that could not run: one failed row saying why. */
function failedRow(group: string, why: string): GroupRow {
  return {
    group,
    name: `${group}: failed (${why.split('\n')[0]})`,
    value: NaN,
    floor: NaN,
    floorLabel: '',
    unit: '',
    ratio: NaN,
    target: 'runs',
    ok: false,
  };
}

/** Runs one case here, in this process. */
async function runCase(bench: BenchCase, root: string, cli: string): Promise<GroupRow[]> {
  const scratch = mkdtempSync(join(tmpdir(), 'ralph-bench-'));
  try {
    const rows = await bench.run({ root, cli, scratch });
    return rows.map((row) => ({ ...row, group: bench.name }));
  } catch (error) {
    return [failedRow(bench.name, (error as Error).message)];
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * Runs one case in a process of its own (this script with `--case`): a case that parses
 * 100 MB in process, or holds servers, leaves nothing behind that slows the next one (the
 * later cases' model server and GitHub emulator run in the bench's process).
 */
function runCaseAlone(bench: BenchCase, cli: string): GroupRow[] {
  const dir = mkdtempSync(join(tmpdir(), 'ralph-bench-rows-'));
  const out = join(dir, 'rows.json');
  try {
    const child = spawnSync(
      process.execPath,
      [process.argv[1]!, '--case', bench.name, '--json', out, '--cli', cli],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    if (!existsSync(out))
      return [failedRow(bench.name, `exited with ${child.status ?? child.signal}`)];
    const written = JSON.parse(readFileSync(out, 'utf8')) as { rows: GroupRow[] };
    const number = (n: number | null) => n ?? NaN;
    return written.rows.map((r) => ({
      ...r,
      value: number(r.value),
      floor: number(r.floor),
      ratio: number(r.ratio),
    }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const root = process.env.RALPH_REPO_ROOT ?? process.cwd();
  const cli = args.cli ?? join(root, 'dist', 'cli.js');
  if (args.build) {
    process.stderr.write('building dist/...\n');
    execFileSync(process.execPath, [join(root, 'scripts', 'build.mjs')], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  let rows: GroupRow[] = [];
  if (args.case !== undefined) {
    const one = cases.find((c) => c.name === args.case);
    if (!one) usage(`no bench case is named '${args.case}'`);
    rows = await runCase(one, root, cli);
  } else {
    const selected = cases.filter((c) => !args.only || c.name.includes(args.only));
    if (selected.length === 0) usage(`no bench case matches '${args.only}'`);
    for (const bench of selected) {
      process.stderr.write(`running ${bench.name}...\n`);
      rows.push(...runCaseAlone(bench, cli));
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
      if (args.case === undefined) process.stderr.write(`wrote ${args.json}\n`);
    }
  }
  if (rows.some((r) => !r.ok)) process.exitCode = 1;
}

await main();
