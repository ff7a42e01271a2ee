/**
 * Existing tests stay honest: when the agent modified or deleted test files that existed at the
 * starting commit, the starting commit's versions of those files are run against the agent's
 * code, with the same checks and across the same boundary, in a checkout of their own (the
 * candidate's tree with those files taken from the starting commit). New test files are always
 * fine.
 */
import type { CheckDefinition, CheckResult } from '../../checks/types.js';
import type { FileChanges } from '../../git/types.js';
import { declaredIn } from '../protected-changes.js';
import { treeWithFilesFrom } from './candidate.js';
import type { IterationContext } from './context.js';
import { failureExcerpt } from './excerpt.js';
import { caseCounts } from './test-run-summary.js';
import { isTestFile } from './test-files.js';

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

/** Test files that existed at the starting commit and that the agent modified or deleted. */
export function changedExistingTests(
  changes: FileChanges,
): { path: string; change: 'modified' | 'deleted' }[] {
  return [
    ...changes.modified.filter(isTestFile).map((path) => ({ path, change: 'modified' as const })),
    ...changes.deleted.filter(isTestFile).map((path) => ({ path, change: 'deleted' as const })),
  ].sort((a, b) => a.path.localeCompare(b.path));
}

function verdict(results: readonly CheckResult[]): {
  passed: boolean;
  result: string;
  tail?: string;
} {
  const failing = results.find((r) => r.required && !r.passed);
  if (!failing) return { passed: true, result: 'passes against the new code' };
  const counts = caseCounts(failing.outputTail);
  const how =
    counts && counts.failed > 0
      ? `fails ${counts.failed} of ${counts.total} case${counts.total === 1 ? '' : 's'}`
      : failing.timedOut
        ? 'times out'
        : `fails (exit ${failing.exitCode})`;
  return {
    passed: false,
    result: `${how} against the new code (check '${failing.name}')`,
    tail: failureExcerpt(failing.outputTail),
  };
}

/**
 * Runs the required checks on a tree: the candidate's with the starting commit's versions of
 * `tests`. One run covers all of them.
 */
export async function runOriginalTests(
  ctx: IterationContext,
  tree: string,
  tests: readonly { path: string; change: 'modified' | 'deleted' }[],
  run: (tree: string, checks: CheckDefinition[]) => Promise<CheckResult[]>,
): Promise<ExistingTestResult[]> {
  const { git } = ctx.input.deps;
  let outcome: { passed: boolean; result: string; tail?: string };
  try {
    const paths = tests.map((t) => t.path);
    const original = await treeWithFilesFrom(git, tree, ctx.input.startSha, paths);
    const required: CheckDefinition[] = ctx.input.checks.filter((c) => c.required);
    outcome = verdict(await run(original, required));
  } catch (error) {
    outcome = { passed: false, result: `could not be run: ${(error as Error).message}` };
  }
  return tests.map(({ path, change }) => ({
    path,
    change,
    declared: declaredIn(ctx.input.task.files, path),
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
