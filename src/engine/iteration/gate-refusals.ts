/**
 * The gate's refusals, each with the reason for the record (log, job summary, pull request)
 * and the words for the fix prompt: failing checks, tracked files a check changed, files the
 * gate refuses, the original gate failing, and unmet acceptance criteria.
 */
import type { CheckDefinition, CheckResult } from '../../checks/types.js';
import { renderFixPrompt, renderGateFixPrompt } from '../../prompt/index.js';
import { renderReviewFixPrompt } from '../../prompt/review-prompt.js';
import { allDeclared, originalGatePaths, type GateChanges } from '../gate/rules.js';
import { describeProtectedChange } from '../gate/check-defining.js';
import type { IterationContext } from './context.js';
import type { ReviewVerdict } from './review.js';
import { failureExcerpt } from './excerpt.js';
import { canaryAloneRefusal, existingTestResults, runOriginalGate } from './original-gate.js';

/** Why the gate refused the work: for the record, and for the agent. */
export interface GateRefusal {
  /** A few words for the log, e.g. "Checks failed". */
  headline: string;
  failure: string;
  /** A stable key of the failure (the breaker counts repeats). */
  key: string;
  fixPrompt(attempt: number, max: number): string;
}

/** The end of a failing check's key when the memory limit stopped it. */
export const STOPPED_FOR_MEMORY_KEY = ' stopped for memory';

/** A failed attempt's reason in a few words, for the task's `blockedBy` (and its status). */
export function shortFailureReason(key: string, reason: string): string {
  if (!key.startsWith('check ')) return reason.split('\n')[0]!.split(':')[0]!;
  const name = key.slice('check '.length);
  return name.endsWith(STOPPED_FOR_MEMORY_KEY)
    ? `${name.slice(0, -STOPPED_FOR_MEMORY_KEY.length)} check stopped for memory`
    : `${name} check failing`;
}

export function checksRefusal(failing: CheckResult[]): GateRefusal {
  const first = failing[0]!;
  return {
    headline: 'Checks failed',
    failure: `check '${first.name}' failing (${first.stoppedForMemory ? `stopped for memory: ${first.stoppedForMemory}` : first.timedOut ? 'timed out' : `exit ${first.exitCode}`})\n${failureExcerpt(first.outputTail)}`,
    key: `check ${first.name}${first.stoppedForMemory ? STOPPED_FOR_MEMORY_KEY : ''}`,
    fixPrompt: (attempt, max) => renderFixPrompt(failing, attempt, max),
  };
}

/**
 * Tracked files of the verify checkout that a check changed while it ran (a test that rewrites
 * the code it tests): what ran is not what would be committed, so the run does not count.
 */
export function trackedFilesRefusal(paths: readonly string[]): GateRefusal {
  const list = paths.join(', ');
  const reasons = paths.map((path) => `${path}: changed by a check while the checks ran`);
  return {
    headline: `A check changed tracked files (${list})`,
    failure: `a check changed tracked files while the checks ran: ${list}`,
    key: `checks changed ${list}`,
    fixPrompt: (attempt, max) =>
      renderGateFixPrompt(
        {
          title: 'Checks Changed Tracked Files',
          advice:
            'The checks run on a read-only copy of exactly the files to be committed, and something they ran changed these files. The checks must verify the code, never rewrite it: find the test, script or configuration that writes them and take that out.',
          reasons,
        },
        attempt,
        max,
      ),
  };
}

/** A working tree the harness does not read (too deep, too many entries): nothing is verified. */
export function unreadableTreeRefusal(reason: string): GateRefusal {
  return {
    headline: `The working tree is not read (${reason})`,
    failure: `the working tree is not read: ${reason}`,
    key: 'unreadable tree',
    fixPrompt: (attempt, max) =>
      renderGateFixPrompt(
        {
          title: 'Working Tree Not Read',
          advice:
            'The harness reads the working tree before it verifies and commits it, and it stops at trees no source repository has. Remove what you generated (or add it to .gitignore and keep it small): nothing of this attempt is checked until then.',
          reasons: [reason],
        },
        attempt,
        max,
      ),
  };
}

/** Acceptance criteria the reviewer found unmet, with its reasons for the agent. */
export function reviewRefusal(unmet: Extract<ReviewVerdict, { kind: 'unmet' }>): GateRefusal {
  return {
    headline: 'Acceptance criteria not met',
    failure: unmet.failure,
    key: unmet.key,
    fixPrompt: (attempt, max) => renderReviewFixPrompt(unmet.verdicts, attempt, max),
  };
}

/** Changes a second run cannot judge (workflows, `refuse` entries): refused before any run. */
export function refusedPathsRefusal(changes: GateChanges): GateRefusal | undefined {
  const refused = changes.refused;
  if (refused.length === 0) return undefined;
  const reasons = refused.map(describeProtectedChange);
  const paths = [...new Set(refused.map((c) => c.path))].join(', ');
  return {
    headline: `Files the gate refuses changed (${paths})`,
    failure: `files the gate refuses changed: ${reasons.join('\n')}`,
    key: `refused ${paths}`,
    fixPrompt: (attempt, max) =>
      renderGateFixPrompt(
        {
          title: 'Refused Files Changed',
          advice:
            'These files (CI workflows, and the paths the checks block marks `refuse`) may not be changed by a task: put them back exactly as they were at the start of the task. (A task that must change one lists it in its `files:`.)',
          reasons,
        },
        attempt,
        max,
      ),
  };
}

/**
 * The canary alone (no check-defining or test file changed, but files where a runner looks
 * first did): refused when the checks pass with a test that must fail.
 */
async function canaryRefusal(
  ctx: IterationContext,
  tree: string,
  runnerPaths: readonly string[],
  run: (tree: string, checks: CheckDefinition[]) => Promise<CheckResult[]>,
): Promise<GateRefusal | undefined> {
  if (runnerPaths.length === 0) return undefined;
  const list = runnerPaths.join(', ');
  ctx.observer.info?.(
    `Files changed where a test runner looks first (${list}): running the checks once more with a canary test that must fail`,
  );
  let neutered: string | undefined;
  try {
    neutered = await canaryAloneRefusal(ctx, tree, runnerPaths, run);
  } catch (error) {
    neutered = `could not be run with a canary test: ${(error as Error).message}`;
  }
  if (!neutered) return undefined;
  const reason = `the candidate ${neutered}`;
  return {
    headline: `The test runner is neutered (${list})`,
    failure: reason,
    key: `canary ${list}`,
    fixPrompt: (attempt, max) =>
      renderGateFixPrompt(
        {
          title: 'The Test Runner Is Neutered',
          advice:
            'The checks passed with a test added that must fail: something your change put where the test runner looks first (an executable on the PATH, an installed package, a module at the root) stops the tests from really running. Remove it and make the real tests pass.',
          reasons: [reason],
        },
        attempt,
        max,
      ),
  };
}

/**
 * The original gate: the checks with the check-defining and test files as they were at the
 * starting commit (see original-gate.ts). Refused when it fails, unless the task lists every
 * one of those files in its `files:` (a deliberate change of behaviour).
 */
export async function originalGateRefusal(
  ctx: IterationContext,
  tree: string,
  changes: GateChanges,
  run: (tree: string, checks: CheckDefinition[]) => Promise<CheckResult[]>,
): Promise<GateRefusal | undefined> {
  const paths = originalGatePaths(changes);
  ctx.ledger.existingTests = [];
  if (ctx.input.checks.length === 0) return undefined;
  if (paths.length === 0) return canaryRefusal(ctx, tree, changes.runnerPaths, run);
  ctx.observer.info?.(
    `Check-defining or test files changed (${paths.join(', ')}): running the checks on the original gate too (those files as they were at the start)`,
  );
  const outcome = await runOriginalGate(ctx, tree, changes, run);
  ctx.ledger.existingTests = existingTestResults(changes, outcome);
  if (outcome.passed || allDeclared(changes)) return undefined;
  const undeclared = [...changes.checkDefining, ...changes.tests].filter((c) => !c.declared);
  const list = [...new Set(undeclared.map((c) => c.path))].join(', ');
  const what = [
    ...changes.checkDefining.filter((c) => !c.declared).map(describeProtectedChange),
    ...changes.tests
      .filter((t) => !t.declared)
      .map(
        (t) =>
          `${t.path} ${t.change === 'created' ? 'added' : t.change === 'deleted' ? 'deleted' : 'changed'}`,
      ),
  ];
  const reason = `the original gate ${outcome.result}; it ran with the starting commit's versions of: ${what.join('; ')}`;
  return {
    headline: `The original gate fails (${list})`,
    failure: `${reason}${outcome.tail ? `\n${outcome.tail}` : ''}`,
    key: `original gate ${list}`,
    fixPrompt: (attempt, max) =>
      renderGateFixPrompt(
        {
          title: 'The Original Gate Fails',
          advice:
            'You changed how the checks judge the code (test files, test configuration, scripts or build rules the checks use). The checks also ran with those files as they were before the task (without the tests you added), and they fail against your code: the behaviour they check is broken, or your change weakened them. Fix the code so that the original checks pass; additions (new tests, new targets) are welcome. (A task meant to change that behaviour lists those files in its `files:`.)',
          reasons: [reason],
          ...(outcome.tail ? { output: outcome.tail } : {}),
        },
        attempt,
        max,
      ),
  };
}
