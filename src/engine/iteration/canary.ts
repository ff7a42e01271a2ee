/**
 * The canary in the original gate's run: for each required check that runs a test framework
 * the harness knows (checks/canary/), a test that must fail is added beside a test file of the
 * starting commit. No extra run: it rides on the original gate's. A check that fails only by
 * its canary passes; one that fails by more runs again without it (the work is refused then, and
 * its failure is reported as the runner reports it); one that passes with it has a
 * neutered runner (a shim first on PATH, a module shadowing the runner, a configuration that
 * collects nothing). Before refusing, the canary runs once on the starting commit: a canary
 * that the starting commit's own runner does not collect cannot judge, and is not held against
 * the work. Where a reading is unclear (no summary line, the canary not in the output's tail),
 * the check runs again without the canary.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { frameworksOf, type CanaryFile, type Framework } from '../../checks/canary/frameworks.js';
import type { CheckDefinition, CheckResult } from '../../checks/types.js';
import { fileAt } from '../../git/tree.js';
import type { Git } from '../../git/types.js';

export interface PlantedCanary {
  check: string;
  framework: Framework;
  name: string;
  file: CanaryFile;
}

export interface Canaries {
  /** The tree with the canary files added. */
  tree: string;
  planted: PlantedCanary[];
}

type RunChecks = (tree: string, checks: CheckDefinition[]) => Promise<CheckResult[]>;

function scriptsOf(text: string | undefined): Record<string, string> {
  try {
    const parsed = JSON.parse(text ?? '{}') as { scripts?: Record<string, unknown> };
    return Object.fromEntries(
      Object.entries(parsed.scripts ?? {}).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  } catch {
    return {};
  }
}

/** Shallow paths first, then by name: the canary goes beside the project's main tests. */
const byDepth = (a: string, b: string): number =>
  a.split('/').length - b.split('/').length || a.localeCompare(b);

/** The canaries for `checks`, placed from the starting commit's test files; none when none fit. */
export async function canariesFor(
  git: Git,
  startSha: string,
  checks: readonly CheckDefinition[],
): Promise<PlantedCanary[]> {
  const listed = await git.exec(['ls-tree', '-r', '-z', '--name-only', startSha]);
  const files = listed.stdout.split('\0').filter(Boolean).sort(byDepth);
  const scripts = scriptsOf(await fileAt(git, startSha, 'package.json'));
  const name = `ralph_canary_${randomBytes(4).toString('hex')}`;
  const planted: PlantedCanary[] = [];
  for (const check of checks) {
    for (const framework of frameworksOf(check.command, scripts)) {
      const testFile = files.find((path) => framework.testFile.test(path));
      if (!testFile) continue;
      const file = await framework.canary(testFile, name, () => fileAt(git, startSha, testFile));
      if (file && !files.includes(file.path))
        planted.push({ check: check.name, framework, name, file });
    }
  }
  return planted;
}

/** `tree` with the canary files added. */
export async function treeWithCanaries(
  git: Git,
  tree: string,
  planted: readonly PlantedCanary[],
): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'ralph-canary-'));
  const env = { GIT_INDEX_FILE: join(dir, 'index') };
  try {
    await git.exec(['read-tree', tree], { env });
    const files = new Map(planted.map((p) => [p.file.path, p.file.content]));
    for (const [path, content] of files) {
      const oid = (await git.exec(['hash-object', '-w', '--stdin'], { input: content })).stdout;
      await git.exec(['update-index', '--add', '--cacheinfo', `100644,${oid.trim()},${path}`], {
        env,
      });
    }
    return (await git.exec(['write-tree'], { env })).stdout.trim();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Files the candidate added or changed that stay in the original gate's run and sit where a
 * runner looks before the tests (the root, where `python -m` imports from, and bin
 * directories): the likely cause of a neutered runner.
 */
export function runnerSuspects(changed: readonly string[], reverted: readonly string[]): string[] {
  const back = new Set(reverted);
  return changed
    .filter((path) => !back.has(path))
    .filter((path) => !path.includes('/') || /(^|\/)(\.?bin|node_modules|\.?venv)\//.test(path))
    .filter((path) => !/\.(md|txt|ya?ml|json|lock)$/i.test(path) || path.includes('/'))
    .sort();
}

export type CanaryReading = 'held' | 'failed' | 'neutered' | 'unclear';

/** What one check's result says, with its canaries in the run. */
export function readCanaries(
  result: CheckResult,
  planted: readonly PlantedCanary[],
): CanaryReading {
  if (result.passed) return 'neutered';
  const tail = result.outputTail;
  if (!planted.every((p) => tail.includes(p.name))) return 'unclear';
  const counts = planted.map((p) => p.framework.failed(tail));
  if (counts.some((n) => n === undefined)) return 'unclear';
  const failed = Math.max(...(counts as number[]));
  if (failed === 1) return 'held';
  return failed > 1 ? 'failed' : 'unclear';
}

export interface CanaryOutcome {
  /** The checks' results as the original gate judges them (a held canary's check passes). */
  results: CheckResult[];
  /** Why the runner is neutered, e.g. "check 'test' passes with ...", or undefined. */
  neutered?: string;
}

/**
 * Reads the original gate's run with the canaries in it; runs again only where it must (an
 * unclear reading without the canary, a canary that passed on the starting commit with it).
 */
export async function judgeCanaries(
  git: Git,
  startSha: string,
  planted: readonly PlantedCanary[],
  original: string,
  results: readonly CheckResult[],
  checks: readonly CheckDefinition[],
  run: RunChecks,
  suspects: readonly string[] = [],
): Promise<CanaryOutcome> {
  const readings = new Map<string, CanaryReading>();
  for (const result of results) {
    const own = planted.filter((p) => p.check === result.name);
    if (own.length > 0) readings.set(result.name, readCanaries(result, own));
  }
  const named = (reading: CanaryReading) => checks.filter((c) => readings.get(c.name) === reading);
  let judged = results.map((r) => (readings.get(r.name) === 'held' ? { ...r, passed: true } : r));
  // A check failing by more than its canary, or unreadable, runs again without it: its
  // failure is then reported exactly as the starting commit's runner reports it.
  const unclear = [...named('unclear'), ...named('failed')];
  if (unclear.length > 0) {
    const again = await run(original, unclear);
    judged = judged.map((r) => again.find((a) => a.name === r.name) ?? r);
  }
  const suspect = named('neutered');
  if (suspect.length === 0) return { results: judged };
  const startTree = (await git.exec(['rev-parse', `${startSha}^{tree}`])).stdout.trim();
  const atStart = await run(await treeWithCanaries(git, startTree, planted), suspect);
  // Held against the work only where the starting commit's runner fails the canary itself.
  const name = planted[0]!.name;
  const neutered = atStart
    .filter((r) => !r.passed && r.outputTail.includes(name))
    .map((r) => r.name);
  if (neutered.length === 0) return { results: judged };
  const files = planted.filter((p) => neutered.includes(p.check)).map((p) => p.file.path);
  const which = neutered.map((n) => `'${n}'`).join(', ');
  return {
    results: judged,
    neutered: `passes with a canary test that must fail (check ${which}, ${[...new Set(files)].join(', ')}), which the starting commit's runner fails: the test runner is neutered${suspects.length > 0 ? ` (by what the task added where the runner looks: ${suspects.join(', ')})` : ''}`,
  };
}
