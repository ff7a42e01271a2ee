/**
 * Phase 3, verify (checks, then the reviewer): the starting commit's checks judge the candidate
 * tree on a fresh checkout of it (verify-run.ts), as the checks user; when check-defining or
 * test files changed, they judge it a second time on the original gate (original-gate.ts),
 * and when files changed where a runner looks first, with a canary test (canary.ts);
 * then the reviewer reads a sealed copy of the same tree (review.ts). The first refusal ends
 * the pass; the fix loop (gate-loop.ts) answers it.
 *
 * The baseline runs here too: the same checks on a checkout of the starting commit.
 */
import { failingRequired, gatePassed } from '../../checks/index.js';
import type { CheckDefinition, CheckResult } from '../../checks/types.js';
import { NO_DEPENDENCIES } from '../dependency-snapshot.js';
import { secondRunDue, type GateChanges } from '../gate/rules.js';
import type { Candidate } from './candidate.js';
import { checksEnvironment } from './checks-env.js';
import { crossingOf, type IterationContext } from './context.js';
import type { GateVerdict } from './gate-loop.js';
import {
  checksRefusal,
  originalGateRefusal,
  reviewRefusal,
  trackedFilesRefusal,
  type GateRefusal,
} from './gate-refusals.js';
import { reviewAfterChecks } from './review.js';
import { installStep, verifyTree, type VerifySetup } from './verify-run.js';

/** The result of one pass of the gate: a verdict, or a refusal the fix loop can answer. */
export type GatePass = GateVerdict | { kind: 'refused'; refusal: GateRefusal };

const refused = (refusal: GateRefusal): GatePass => ({ kind: 'refused', refusal });

/** How the iteration's checks run: on the checks' side of the boundary, in verify checkouts. */
function verifySetup(ctx: IterationContext, report: boolean): VerifySetup {
  const { input, observer, boundary } = ctx;
  return {
    git: input.deps.git,
    boundary,
    crossing: crossingOf(ctx),
    dependencies: input.dependencies ?? NO_DEPENDENCIES,
    options: {
      ...checksEnvironment(input.settings),
      signal: input.signal,
      ...(report
        ? {
            onStart: (check: CheckDefinition) => observer.checkStart?.(check),
            onResult: (result: CheckResult) => observer.checkResult?.(result),
          }
        : {}),
    },
  };
}

/** The starting commit's tree (what the baseline runs on). */
async function startingTree(ctx: IterationContext): Promise<string> {
  const { git } = ctx.input.deps;
  return (await git.exec(['rev-parse', `${ctx.input.startSha}^{tree}`])).stdout.trim();
}

/** Checks on a verify checkout of the starting commit (the baseline: nothing to refuse there). */
async function runChecksAtStart(
  ctx: IterationContext,
  checks: CheckDefinition[],
  report: boolean,
): Promise<CheckResult[]> {
  return (await verifyTree(verifySetup(ctx, report), await startingTree(ctx), checks)).results;
}

/**
 * The starting commit's checks, before the agent runs (its baseline is not known yet): a check
 * that already fails stops the iteration before the agent is spent on it.
 */
export async function baselineBeforeAgent(ctx: IterationContext): Promise<boolean> {
  const first = ctx.input.baselineFirst;
  if (!first) return false;
  ctx.observer.info?.(
    'Running the checks on the starting commit first (its baseline is not known yet)',
  );
  return first(
    (checks) => runChecksAtStart(ctx, checks, false),
    async (checks) => (ctx.ledger.checkResults = await runChecksAtStart(ctx, checks, true)),
  );
}

/** Whether the failing checks already fail on the starting tree (the baseline probe). */
async function probeStartingTree(
  ctx: IterationContext,
  failing: CheckResult[],
  failsAtStart: NonNullable<IterationContext['input']['failsAtStart']>,
): Promise<GateVerdict | undefined> {
  const runAtStart = (checks: CheckDefinition[]) => runChecksAtStart(ctx, checks, false);
  const fails = await failsAtStart(failing, runAtStart);
  return fails ? { kind: 'stopped', stop: 'checks_failing_at_start' } : undefined;
}

/**
 * Verifies `candidate`: its checks on a checkout of it, the original gate when `rules` say a
 * second run is due, then the reviewer on the same tree.
 */
export async function verifyPhase(
  ctx: IterationContext,
  candidate: Candidate,
  rules: GateChanges | undefined,
): Promise<GatePass> {
  const { input, ledger } = ctx;
  ledger.existingTests = [];
  ctx.observer.phase?.(input.task, { kind: 'checks' });
  const setup = verifySetup(ctx, true);
  const install =
    rules && (await installStep(setup.git, candidate.tree, candidate.changes, setup.dependencies));
  const verified = await verifyTree(setup, candidate.tree, input.checks, install);
  ledger.checkResults = verified.results;
  if (input.signal.aborted) return { kind: 'stopped', stop: 'interrupted' };
  if (!gatePassed(ledger.checkResults)) {
    const failing = failingRequired(ledger.checkResults);
    if (ledger.fixAttempts === 0 && input.failsAtStart) {
      const atStart = await probeStartingTree(ctx, failing, input.failsAtStart);
      if (atStart) return atStart;
    }
    return refused(checksRefusal(failing));
  }
  if (verified.changedTracked.length > 0)
    return refused(trackedFilesRefusal(verified.changedTracked));
  if (rules && secondRunDue(rules)) {
    const run = async (tree: string, checks: CheckDefinition[]) =>
      (await verifyTree(verifySetup(ctx, false), tree, checks, install)).results;
    const original = await originalGateRefusal(ctx, candidate.tree, rules, run);
    if (input.signal.aborted) return { kind: 'stopped', stop: 'interrupted' };
    if (original) return refused(original);
  }
  const review = await reviewAfterChecks(ctx, candidate.tree);
  return review.kind === 'unmet' ? refused(reviewRefusal(review)) : review;
}
