/**
 * The parts of the gate besides the checks: protected files (before the checks run) and the
 * original versions of changed tests (after they passed). Each answers with a refusal that
 * carries the reason for the record and the words for the fix prompt, or undefined.
 */
import type { CheckDefinition, CheckResult } from '../../checks/types.js';
import type { FileChanges } from '../../git/types.js';
import { renderFixPrompt, renderGateFixPrompt } from '../../prompt/index.js';
import { renderReviewFixPrompt } from '../../prompt/review-prompt.js';
import {
  describeProtectedChange,
  findProtectedChanges,
  type ProtectedChange,
} from '../protected-changes.js';
import type { IterationContext } from './context.js';
import type { ReviewVerdict } from './review.js';
import { failureExcerpt } from './excerpt.js';
import {
  changedExistingTests,
  describeExistingTest,
  runOriginalTests,
  type ExistingTestResult,
} from './original-tests.js';

/** Why the gate refused the work: for the record, and for the agent. */
export interface GateRefusal {
  /** A few words for the log, e.g. "Checks failed". */
  headline: string;
  failure: string;
  /** A stable key of the failure (the breaker counts repeats). */
  key: string;
  fixPrompt(attempt: number, max: number): string;
}

export function checksRefusal(failing: CheckResult[]): GateRefusal {
  const first = failing[0]!;
  return {
    headline: 'Checks failed',
    failure: `check '${first.name}' failing (${first.timedOut ? 'timed out' : `exit ${first.exitCode}`})\n${failureExcerpt(first.outputTail)}`,
    key: `check ${first.name}`,
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

/** Acceptance criteria the reviewer found unmet, with its reasons for the agent. */
export function reviewRefusal(unmet: Extract<ReviewVerdict, { kind: 'unmet' }>): GateRefusal {
  return {
    headline: 'Acceptance criteria not met',
    failure: unmet.failure,
    key: unmet.key,
    fixPrompt: (attempt, max) => renderReviewFixPrompt(unmet.verdicts, attempt, max),
  };
}

/** Protected files the agent changed; the declared ones are noted, the others refused. */
export async function protectedPathsRefusal(
  ctx: IterationContext,
  changes: FileChanges,
): Promise<GateRefusal | undefined> {
  const { input } = ctx;
  const found = await findProtectedChanges({
    git: input.deps.git,
    startSha: input.startSha,
    commands: input.checks.map((c) => c.command),
    protect: input.protect,
    changes,
    declared: input.task.files,
  });
  ctx.ledger.protectedChanges = found.filter((c) => c.declared);
  const refused: ProtectedChange[] = found.filter((c) => !c.declared);
  if (refused.length === 0) return undefined;
  const reasons = refused.map(describeProtectedChange);
  return {
    headline: `Protected files changed (${refused.map((c) => c.path).join(', ')})`,
    failure: `protected files changed: ${reasons.join('\n')}`,
    key: `protected ${refused.map((c) => c.path).join(', ')}`,
    fixPrompt: (attempt, max) =>
      renderGateFixPrompt(
        {
          title: 'Protected Files Changed',
          advice:
            'The checks depend on these files, and your changes to them were refused: put them back exactly as they were at the start of the task, and make the checks pass by changing the code. (A task that must change one lists it in its `files:`.)',
          reasons,
        },
        attempt,
        max,
      ),
  };
}

/**
 * The starting commit's versions of the tests the agent modified or deleted, run against its
 * code. Refused when they fail, unless the task lists every failing test in its `files:`.
 */
export async function originalTestsRefusal(
  ctx: IterationContext,
  tree: string,
  changes: FileChanges,
  run: (tree: string, checks: CheckDefinition[]) => Promise<CheckResult[]>,
): Promise<GateRefusal | undefined> {
  const tests = changedExistingTests(changes);
  ctx.ledger.existingTests = [];
  if (tests.length === 0 || ctx.input.checks.length === 0) return undefined;
  ctx.observer.info?.(
    `Existing tests changed (${tests.map((t) => t.path).join(', ')}): running the checks with their original versions against the new code`,
  );
  const results: ExistingTestResult[] = await runOriginalTests(ctx, tree, tests, run);
  ctx.ledger.existingTests = results;
  const refused = results.filter((t) => !t.passed && !t.declared);
  if (refused.length === 0) return undefined;
  const reasons = refused.map(describeExistingTest);
  const output = refused[0]!.outputTail;
  return {
    headline: `The original versions of changed tests fail (${refused.map((t) => t.path).join(', ')})`,
    failure: `existing tests weakened: ${reasons.join('\n')}${output ? `\n${output}` : ''}`,
    key: `original tests ${refused.map((t) => t.path).join(', ')}`,
    fixPrompt: (attempt, max) =>
      renderGateFixPrompt(
        {
          title: 'Existing Tests Changed',
          advice:
            'You modified or deleted tests that existed before this task, and their original versions fail against your code: the behaviour they check is broken. Put the tests back as they were and fix the code so that they pass. (A task meant to change that behaviour lists those tests in its `files:`.)',
          reasons,
          ...(output ? { output } : {}),
        },
        attempt,
        max,
      ),
  };
}
