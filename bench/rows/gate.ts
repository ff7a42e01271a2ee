/**
 * The gate's cost: what verifying the commit adds to the check runs a task needs anyway.
 *
 * - Per check run, the pristine checkout of the candidate's tree with the dependency snapshot
 *   attached (engine/verify-checkout.ts), against one run of the project's check in it: on the
 *   demo project (fixtures/demo, `node --test`, no dependencies) and on a project with 300 MB
 *   of node_modules whose tests load 2,400 of its packages.
 * - Once per run, the snapshot of those 300 MB (engine/dependency-snapshot.ts), as the loop
 *   takes it when the agent and the checks run as users of their own.
 * - Per task, through `ralph loop` on the demo project with an instant agent: how many check
 *   runs the gate adds after the agent's one verify run. A task that touches no test and no
 *   check-defining file adds none; one that adds a test or changes a check's script adds one
 *   (the original gate).
 *
 * Times are CPU milliseconds of this process and its children (the machine is shared: CPU time
 * is what the work costs whatever else runs), medians of interleaved rounds.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  snapshotDependencies,
  type DependencySnapshot,
} from '../../src/engine/dependency-snapshot.js';
import { checkoutTree } from '../../src/engine/verify-checkout.js';
import { createGit } from '../../src/git/git.js';
import type { Git } from '../../src/git/types.js';
import { dependencyTree } from '../generate.js';
import {
  childrenCpuMs,
  MB,
  median,
  ownCpuMs,
  ratioAtMost,
  runNodeOk,
  valueBelow,
  valueExactly,
} from '../harness.js';
import type { BenchCase, BenchRow } from '../harness.js';
import { instantAgent } from './harness-overhead.js';

const GIT_ENV: Record<string, string> = {
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_AUTHOR_NAME: 'Bench',
  GIT_AUTHOR_EMAIL: 'bench@example.com',
  GIT_COMMITTER_NAME: 'Bench',
  GIT_COMMITTER_EMAIL: 'bench@example.com',
};

const ROUNDS = 7;
/** Checkouts measured together in one CPU reading (see checkoutAgainstCheck). */
const CHECKOUTS_PER_READING = 10;
const DEPENDENCY_BYTES = 300 * MB;
/** Test files of the 300 MB project, and the packages each one loads. */
const TEST_FILES = 12;
const PACKAGES_PER_TEST = 200;

function gitIn(dir: string): (args: string[]) => string {
  return (args) =>
    execFileSync('git', args, {
      cwd: dir,
      env: { ...process.env, ...GIT_ENV },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
}

function commitAll(dir: string): void {
  const git = gitIn(dir);
  git(['init', '-q', '-b', 'main']);
  git(['add', '-A']);
  git(['commit', '-qm', 'bench project']);
}

/** CPU ms of `work`: this process's and its finished children's. */
async function cpuMs(work: () => Promise<void>): Promise<number> {
  const before = childrenCpuMs() ?? 0;
  const own = await ownCpuMs(work);
  return own + ((childrenCpuMs() ?? 0) - before);
}

/**
 * CPU ms of one run of the project's check, `node --test`, in `dir`: the check's process tree
 * and this process's spawning of it (as the checkout's time counts its git processes and
 * their spawning).
 */
async function checkRunMs(dir: string): Promise<number> {
  let status: number | null = null;
  const ms = await cpuMs(async () => {
    status = spawnSync(process.execPath, ['--test'], { cwd: dir, stdio: 'ignore' }).status;
  });
  if (status !== 0) throw new Error(`node --test failed in the bench project (${status})`);
  return ms;
}

/**
 * Median CPU ms of a pristine checkout of HEAD's tree with `dependencies` attached (made and
 * removed again), and of one check run in such a checkout; the two take turns.
 */
async function checkoutAgainstCheck(
  git: Git,
  dependencies: DependencySnapshot,
): Promise<{ checkout: number; check: number }> {
  const tree = (await git.exec(['rev-parse', 'HEAD^{tree}'])).stdout.trim();
  const checkout: number[] = [];
  const check: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    // Children's CPU time is read in 10 ms ticks: a batch of checkouts per reading keeps
    // that rounding under 1 ms per checkout (one checkout of the demo costs about 20 ms).
    const batch = await cpuMs(async () => {
      for (let b = 0; b < CHECKOUTS_PER_READING; b++) {
        const made = await checkoutTree(git, tree, { dependencies });
        await made.dispose();
      }
    });
    checkout.push(batch / CHECKOUTS_PER_READING);
    const made = await checkoutTree(git, tree, { dependencies });
    try {
      check.push(await checkRunMs(made.dir));
    } finally {
      await made.dispose();
    }
  }
  return { checkout: median(checkout), check: median(check) };
}

/** fixtures/demo as a committed repository whose check also counts its runs in `counter`. */
function demoProject(root: string, dir: string, counter: string): void {
  cpSync(join(root, 'fixtures', 'demo'), dir, { recursive: true });
  const claudeMd = join(dir, 'CLAUDE.md');
  const text = readFileSync(claudeMd, 'utf8');
  const counted = text.replace(
    /command: node --test\n/,
    `command: "echo run >> '${counter}' && node --test"\n`,
  );
  if (counted === text) throw new Error("the demo project's check is not `node --test` any more");
  writeFileSync(claudeMd, counted);
  commitAll(dir);
}

/** A project with 300 MB of node_modules (untracked, as a workflow installs it). */
function dependencyProject(dir: string): void {
  mkdirSync(join(dir, 'test'), { recursive: true });
  const packages = dependencyTree(dir, DEPENDENCY_BYTES);
  const scripts = { test: 'node --test' };
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'deps', scripts }, null, 2));
  writeFileSync(join(dir, '.gitignore'), 'node_modules/\n');
  for (let t = 0; t < TEST_FILES; t++) {
    const first = (t * PACKAGES_PER_TEST) % packages;
    const names = Array.from(
      { length: PACKAGES_PER_TEST },
      (_, i) => `pkg-${(first + i) % packages}`,
    );
    const expected = names.reduce((sum, name) => sum + Number(name.slice(4)), 0);
    writeFileSync(
      join(dir, 'test', `t${t}.test.js`),
      [
        "const { test } = require('node:test');",
        "const assert = require('node:assert/strict');",
        `const names = ${JSON.stringify(names)};`,
        `test('loads its ${PACKAGES_PER_TEST} packages', () => {`,
        `  assert.equal(names.reduce((sum, name) => sum + require(name), 0), ${expected});`,
        '});',
        '',
      ].join('\n'),
    );
  }
  commitAll(dir);
}

/**
 * How many times the check ran after the agent's phase in one `ralph loop 1` on a fresh copy of
 * `template` with `agent` (which writes `agent` to the counter first).
 */
function checkRunsAfterAgent(
  cli: string,
  template: string,
  agent: string,
  counter: string,
): number {
  const repo = `${template}-run`;
  rmSync(repo, { recursive: true, force: true });
  rmSync(counter, { force: true });
  cpSync(template, repo, { recursive: true });
  try {
    const run = runNodeOk([cli, 'loop', '1', '--claude', agent, '--branch', 'bench'], {
      cwd: repo,
      env: GIT_ENV,
    });
    const lines = readFileSync(counter, 'utf8').split('\n').filter(Boolean);
    const after = lines.slice(lines.indexOf('agent') + 1);
    if (!lines.includes('agent') || after.length === 0) {
      throw new Error(
        `the check did not run after the agent: ${(run.stdout + run.stderr).slice(-400)}`,
      );
    }
    return after.length - 1; // the verify run every task has
  } finally {
    rmSync(repo, { recursive: true, force: true });
  }
}

async function checkoutRows(scratch: string, root: string): Promise<BenchRow[]> {
  const demo = join(scratch, 'demo');
  demoProject(root, demo, join(scratch, 'unused-counter'));
  const demoGit = createGit({ cwd: demo, env: GIT_ENV });
  const demoHead = await demoGit.revParse('HEAD');
  let demoDependencies: DependencySnapshot | undefined;
  const demoSnapshot = await cpuMs(async () => {
    demoDependencies = await snapshotDependencies(demoGit, demoHead, { shareFiles: true });
  });
  const onDemo = await checkoutAgainstCheck(demoGit, demoDependencies!);
  await demoDependencies!.dispose();

  const big = join(scratch, 'dependencies');
  dependencyProject(big);
  const git = createGit({ cwd: big, env: GIT_ENV });
  const head = await git.revParse('HEAD');
  const snapshots: number[] = [];
  let snapshot: DependencySnapshot | undefined;
  for (let i = 0; i < 3; i++) {
    await snapshot?.dispose();
    snapshots.push(
      await cpuMs(async () => {
        snapshot = await snapshotDependencies(git, head, { shareFiles: true });
      }),
    );
  }
  let withDependencies;
  try {
    withDependencies = await checkoutAgainstCheck(git, snapshot!);
  } finally {
    await snapshot!.dispose();
  }
  return [
    ratioAtMost(
      {
        name: 'gate, demo project: pristine checkout + dependency snapshot per check run',
        value: onDemo.checkout + demoSnapshot,
        floor: onDemo.check,
        floorLabel: 'one check run (node --test)',
        unit: 'ms CPU',
      },
      0.1,
    ),
    ratioAtMost(
      {
        name: 'gate, 300 MB node_modules: pristine checkout with the snapshot attached per check run',
        value: withDependencies.checkout,
        floor: withDependencies.check,
        floorLabel: 'one check run (node --test, 2,400 packages loaded)',
        unit: 'ms CPU',
      },
      0.1,
    ),
    valueBelow(
      {
        name: 'gate, 300 MB node_modules: the dependency snapshot, once per run',
        value: median(snapshots),
        floor: withDependencies.check,
        floorLabel: 'one check run (node --test, 2,400 packages loaded)',
        unit: 'ms CPU',
      },
      2000,
    ),
  ];
}

/** How many check runs the gate added to the verify run, per kind of task. */
export interface ExtraCheckRuns {
  /** The agent changed a source file only. */
  sourceOnly: number;
  /** The agent added a test file. */
  addsTest: number;
  /** The agent changed an existing test. */
  editsTest: number;
}

/** Three `ralph loop 1` runs of the demo project through the built CLI, one per kind of task. */
export function extraCheckRuns(scratch: string, root: string, cli: string): ExtraCheckRuns {
  const counter = join(scratch, 'check-runs');
  const template = join(scratch, 'demo-counted');
  demoProject(root, template, counter);
  const mark = `echo agent >> '${counter}'`;
  const agent = (name: string, work: string) => instantAgent(scratch, [mark, work], name);
  const runs = (script: string) => checkRunsAfterAgent(cli, template, script, counter);
  return {
    sourceOnly: runs(
      agent('source-only.sh', "printf 'export const version = 2;\\n' >> src/index.js"),
    ),
    addsTest: runs(
      agent(
        'adds-test.sh',
        "printf \"import { test } from 'node:test';\\ntest('more', () => {});\\n\" > test/more.test.js",
      ),
    ),
    editsTest: runs(
      agent('edits-test.sh', 'printf "test(\'still loads\', () => {});\\n" >> test/index.test.js'),
    ),
  };
}

function checkRunRows(scratch: string, root: string, cli: string): BenchRow[] {
  const extra = extraCheckRuns(scratch, root, cli);
  const row = (name: string, value: number, expected: number): BenchRow =>
    valueExactly(
      { name, value, floor: 1, floorLabel: "the task's verify run", unit: 'runs' },
      expected,
    );
  return [
    row('gate: extra check runs, a task touching only source', extra.sourceOnly, 0),
    row('gate: extra check runs, a task adding a test file', extra.addsTest, 1),
    row('gate: extra check runs, a task changing an existing test', extra.editsTest, 1),
  ];
}

export const gateOverhead: BenchCase = {
  name: 'gate',
  async run({ root, cli, scratch }) {
    return [...(await checkoutRows(scratch, root)), ...checkRunRows(scratch, root, cli)];
  },
};
