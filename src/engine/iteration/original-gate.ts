/**
 * The original gate: when the candidate adds, changes or removes a check-defining file or a
 * test file, the checks run a second time on a checkout of the candidate with those files as
 * they were at the starting commit (the tests it added removed). A weakened check, a removed
 * test or a new test that patches the code at collection time then no longer decides the
 * verdict: the starting commit's own gate judges the new code.
 */
import type { CheckDefinition, CheckResult } from '../../checks/types.js';
import type { FileChanges } from '../../git/types.js';
import { originalGatePaths, type GateChanges } from '../gate/rules.js';
import { treeWithFilesFrom } from './candidate.js';
import {
  canariesFor,
  judgeCanaries,
  runnerSuspects,
  treeWithCanaries,
  type CanaryOutcome,
} from './canary.js';
import { addedCheckoutConversions, conversionsResult } from './checkout-conversions.js';
import type { IterationContext } from './context.js';
import { failureExcerpt } from './excerpt.js';
import { caseCounts } from './test-run-summary.js';
import { isTestFile } from '../gate/test-files.js';

export interface ExistingTestResult {
  path: string;
  change: 'modified' | 'deleted';
  /** The task lists the path in its `files:`: a deliberate change of behaviour. */
  declared: boolean;
  /** Whether the starting commit's version passes against the agent's code. */
  passed: boolean;
  /** e.g. "fails 2 of 5 cases against the new code (check 'test')". */
  result: string;
  /** The end of the failing check's output. */
  outputTail?: string;
}

/** How the original gate fared. */
export interface OriginalGateOutcome {
  passed: boolean;
  /** e.g. "fails 2 of 5 cases against the new code (check 'test')". */
  result: string;
  tail?: string;
}

/** Test files that existed at the starting commit and that the agent modified or deleted. */
export function changedExistingTests(
  changes: FileChanges,
): { path: string; change: 'modified' | 'deleted' }[] {
  return [
    ...changes.modified.filter(isTestFile).map((path) => ({ path, change: 'modified' as const })),
    ...changes.deleted.filter(isTestFile).map((path) => ({ path, change: 'deleted' as const })),
  ].sort((a, b) => a.path.localeCompare(b.path));
}

function verdict(results: readonly CheckResult[]): OriginalGateOutcome {
  const failing = results.find((r) => r.required && !r.passed);
  if (!failing) return { passed: true, result: 'passes against the new code' };
  const counts = caseCounts(failing.outputTail);
  const how =
    counts && counts.failed > 0
      ? `fails ${counts.failed} of ${counts.total} case${counts.total === 1 ? '' : 's'}`
      : failing.stoppedForMemory
        ? 'is stopped for memory'
        : failing.timedOut
          ? 'times out'
          : `fails (exit ${failing.exitCode})`;
  return {
    passed: false,
    result: `${how} against the new code (check '${failing.name}')`,
    tail: failureExcerpt(failing.outputTail),
  };
}

/** Runs the required checks on the original gate's tree; one run covers every file. */
export async function runOriginalGate(
  ctx: IterationContext,
  tree: string,
  changes: GateChanges,
  run: (tree: string, checks: CheckDefinition[]) => Promise<CheckResult[]>,
): Promise<OriginalGateOutcome> {
  const { git } = ctx.input.deps;
  try {
    const paths = originalGatePaths(changes);
    const conversions = await addedCheckoutConversions(git, tree, ctx.input.startSha, paths);
    if (conversions.length > 0) return { passed: false, result: conversionsResult(conversions) };
    const original = await treeWithFilesFrom(git, tree, ctx.input.startSha, paths);
    const required: CheckDefinition[] = ctx.input.checks.filter((c) => c.required);
    const canary = await runWithCanaries(ctx, original, paths, required, run);
    if (canary.neutered) return { passed: false, result: canary.neutered };
    const results = canary.results;
    const outcome = verdict(results);
    if (outcome.passed) return outcome;
    return await withoutChecksFailingAtStart(ctx, results, required, run);
  } catch (error) {
    return { passed: false, result: `could not be run: ${(error as Error).message}` };
  }
}

/**
 * The original gate's run, with a canary test that must fail for each check whose test
 * framework the harness knows (canary.ts): a neutered runner is found in the same run.
 */
async function runWithCanaries(
  ctx: IterationContext,
  original: string,
  reverted: readonly string[],
  required: CheckDefinition[],
  run: (tree: string, checks: CheckDefinition[]) => Promise<CheckResult[]>,
): Promise<CanaryOutcome> {
  const { git } = ctx.input.deps;
  const planted = await canariesFor(git, ctx.input.startSha, required);
  if (planted.length === 0) return { results: await run(original, required) };
  const results = await run(await treeWithCanaries(git, original, planted), required);
  const changes = ctx.ledger.candidate?.changes;
  const changed = changes ? [...changes.created, ...changes.modified] : [];
  const suspects = runnerSuspects(changed, reverted);
  const { startSha } = ctx.input;
  return judgeCanaries(git, startSha, planted, original, results, required, run, suspects);
}

/**
 * The canary alone, when nothing the original gate would put back changed but files did where
 * a runner looks first (rules.ts, runnerLookupPaths): the checks run once more on the candidate
 * with a canary test that must fail. Returns why the runner is neutered, or undefined (it held,
 * or no framework the harness knows runs).
 */
export async function canaryAloneRefusal(
  ctx: IterationContext,
  tree: string,
  runnerPaths: readonly string[],
  run: (tree: string, checks: CheckDefinition[]) => Promise<CheckResult[]>,
): Promise<string | undefined> {
  const { git } = ctx.input.deps;
  const required: CheckDefinition[] = ctx.input.checks.filter((c) => c.required);
  const planted = await canariesFor(git, ctx.input.startSha, required);
  if (planted.length === 0) return undefined;
  const results = await run(await treeWithCanaries(git, tree, planted), required);
  const { startSha } = ctx.input;
  const outcome = await judgeCanaries(git, startSha, planted, tree, results, required, run, [
    ...runnerPaths,
  ]);
  return outcome.neutered;
}

/**
 * A check that fails on the starting commit itself (a project without tests yet, where pytest
 * collects nothing and exits 5) cannot judge the new code: the checks that failed the original
 * gate run once more on the starting tree, and those that fail there too are not counted.
 */
async function withoutChecksFailingAtStart(
  ctx: IterationContext,
  results: readonly CheckResult[],
  required: readonly CheckDefinition[],
  run: (tree: string, checks: CheckDefinition[]) => Promise<CheckResult[]>,
): Promise<OriginalGateOutcome> {
  const failed = new Set(results.filter((r) => r.required && !r.passed).map((r) => r.name));
  const startTree = (
    await ctx.input.deps.git.exec(['rev-parse', `${ctx.input.startSha}^{tree}`])
  ).stdout.trim();
  const atStart = await run(
    startTree,
    required.filter((c) => failed.has(c.name)),
  );
  const failingAtStart = new Set(atStart.filter((r) => !r.passed).map((r) => r.name));
  const judged = verdict(results.filter((r) => !failingAtStart.has(r.name)));
  if (!judged.passed) return judged;
  const names = [...failingAtStart].map((name) => `'${name}'`).join(', ');
  return {
    passed: true,
    result: `cannot judge the new code: ${failingAtStart.size === 1 ? 'check' : 'checks'} ${names} ${failingAtStart.size === 1 ? 'fails' : 'fail'} at the starting commit as well`,
  };
}

/** The existing tests the candidate changed, with how the original gate fared, for the record. */
export function existingTestResults(
  changes: GateChanges,
  outcome: OriginalGateOutcome,
): ExistingTestResult[] {
  return changes.tests
    .filter((t): t is typeof t & { change: 'modified' | 'deleted' } => t.change !== 'created')
    .map(({ path, change, declared }) => ({
      path,
      change,
      declared,
      passed: outcome.passed,
      result: outcome.result,
      ...(outcome.tail ? { outputTail: outcome.tail } : {}),
    }));
}

/** One line per test, e.g. "test/pad.test.js changed; the original test fails 2 of 5 cases ...". */
export function describeExistingTest(test: ExistingTestResult): string {
  const what = test.change === 'deleted' ? 'deleted' : 'changed';
  return `${test.path} ${what}; the original test ${test.result}`;
}
