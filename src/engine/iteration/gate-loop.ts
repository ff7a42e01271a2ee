/**
 * Phase 4, gate with the fix loop: the checks of the starting commit judge the agent's work,
 * together with the files they depend on and the original versions of the tests it changed;
 * a refusal resumes the agent with its reasons, up to `maxFixAttempts` times.
 */
import type { AgentResult } from '../../agent/types.js';
import { checksBlockChanged, failingRequired, gatePassed } from '../../checks/index.js';
import type { CheckDefinition, CheckResult, RunChecksOptions } from '../../checks/types.js';
import { restoreChecksFile } from '../protect.js';
import { checksEnvironment } from './checks-env.js';
import { crossingOf, type IterationContext, type IterationStop } from './context.js';
import {
  checksRefusal,
  originalTestsRefusal,
  protectedPathsRefusal,
  reviewRefusal,
  type GateRefusal,
} from './gate-refusals.js';
import type { PreparedPrompt } from './prepare.js';
import { inspectAndRestore } from './inspect.js';
import { changedExistingTests } from './original-tests.js';
import { runChecksInside } from './boundary.js';
import { reviewAfterChecks } from './review.js';
import { runAgentPhase } from './run-agent.js';
import { withVerifiedTree } from './verified-tree.js';

export type GateVerdict =
  | { kind: 'passed' }
  /** `block`: the task is blocked at once, whatever attempts it has left (its cost cap). */
  | { kind: 'failed'; failure: string; key: string; block?: boolean }
  | { kind: 'stopped'; stop: IterationStop };

const AGENT_FAILURES: Record<string, string> = {
  max_turns: 'the agent hit the turn limit',
  timeout: 'the agent ran out of time',
  idle: 'the agent stopped producing output',
  crashed: 'the agent crashed',
  cannot_complete: 'the agent said it cannot complete the task',
};

function describeAgentFailure(result: AgentResult): string {
  if (result.outcome === 'cannot_complete' && /cannot complete/i.test(result.summary))
    return result.summary; // the classifier's summary says so itself
  return `${AGENT_FAILURES[result.outcome] ?? `the agent ended with ${result.outcome}`}: ${result.summary}`;
}

/** The verdict on an agent run before any check runs, or undefined to go on to the checks. */
function agentVerdict(ctx: IterationContext, result: AgentResult): GateVerdict | undefined {
  if (ctx.input.signal.aborted || result.outcome === 'interrupted')
    return { kind: 'stopped', stop: 'interrupted' };
  if (result.outcome === 'usage_limit') return { kind: 'stopped', stop: 'usage_limit' };
  if (result.outcome === 'cost_cap') return { kind: 'stopped', stop: 'cost_cap' };
  if (result.outcome === 'task_cost_cap')
    return { kind: 'failed', failure: result.summary, key: 'task cost cap', block: true };
  if (result.outcome === 'api_error') return { kind: 'stopped', stop: 'transient_failure' };
  if (result.outcome !== 'completed') {
    return {
      kind: 'failed',
      failure: describeAgentFailure(result),
      key: `agent ${result.outcome}`,
    };
  }
  return undefined;
}

/** A failed attempt when the agent (or its checks) left the work branch. */
function branchVerdict(ctx: IterationContext): GateVerdict | undefined {
  const violation = ctx.ledger.branchViolation;
  return violation === undefined
    ? undefined
    : { kind: 'failed', failure: violation, key: 'agent left the work branch' };
}

/** Puts the RALPH:CHECKS blocks of the starting commit back when the agent changed them. */
async function restoreChecksBlocks(ctx: IterationContext): Promise<void> {
  const { git } = ctx.input.deps;
  const { startSha } = ctx.input;
  if (!(await checksBlockChanged(git, startSha))) return;
  ctx.ledger.checksTampered = true;
  for (const file of ['CLAUDE.md', 'AGENTS.md']) {
    if (await restoreChecksFile(git, startSha, file))
      ctx.ledger.restored.add(`${file} (RALPH:CHECKS block)`);
  }
}

/**
 * Runs checks across the boundary: they run code the agent may have written (or, on the
 * starting tree, files it left behind), so they always run on the agent's side of it.
 */
async function runChecksAcross(
  ctx: IterationContext,
  checks: CheckDefinition[],
  report: boolean,
): Promise<CheckResult[]> {
  const { input, observer, boundary } = ctx;
  const crossing = crossingOf(ctx);
  const options: RunChecksOptions = {
    cwd: ctx.repoDir,
    ...checksEnvironment(input.settings),
    signal: input.signal,
    ...(report
      ? {
          onStart: (check: CheckDefinition) => observer.checkStart?.(check),
          onResult: (result: CheckResult) => observer.checkResult?.(result),
        }
      : {}),
  };
  // The harness-owned files are left out (inspectAndRestore puts them back from the starting
  // commit): they are large and rewritten each iteration, so reading them would cost most.
  const { result, putBack } = await withVerifiedTree(input.deps.git, ctx.ownedPaths, () =>
    runChecksInside(boundary, crossing, checks, options),
  );
  for (const path of putBack) ctx.ledger.changedByChecks.add(path);
  return result;
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
  const fails = await first(
    (checks) => runChecksAcross(ctx, checks, false),
    async (checks) => (ctx.ledger.checkResults = await runChecksAcross(ctx, checks, true)),
  );
  await inspectAndRestore(ctx);
  return fails;
}

function runChecksPhase(ctx: IterationContext): Promise<CheckResult[]> {
  return runChecksAcross(ctx, ctx.input.checks, true);
}

/**
 * Whether the failing checks already fail on the starting tree (the baseline probe). The probe
 * runs them again, and they may run files the agent left behind (ignored ones stay while its
 * changes are set aside): HEAD and the branches are inspected again before anything is
 * committed.
 */
async function probeStartingTree(
  ctx: IterationContext,
  failing: CheckResult[],
  failsAtStart: NonNullable<IterationContext['input']['failsAtStart']>,
): Promise<GateVerdict | undefined> {
  const runAtStart = (checks: CheckDefinition[]) => runChecksAcross(ctx, checks, false);
  const fails = await failsAtStart(failing, runAtStart);
  await inspectAndRestore(ctx);
  const moved = branchVerdict(ctx);
  if (moved) return moved;
  return fails ? { kind: 'stopped', stop: 'checks_failing_at_start' } : undefined;
}

/** The result of one pass of the gate: a verdict, or a refusal the fix loop can answer. */
type GatePass = GateVerdict | { kind: 'refused'; refusal: GateRefusal };

const refused = (refusal: GateRefusal): GatePass => ({ kind: 'refused', refusal });

/** After a run of the agent's code: interrupted, or off the work branch. */
function afterAgentCode(ctx: IterationContext): GateVerdict | undefined {
  if (ctx.input.signal.aborted) return { kind: 'stopped', stop: 'interrupted' };
  return branchVerdict(ctx);
}

/**
 * One pass of the gate over the agent's work, in order: the checks block is restored; the
 * protected files are compared with the starting commit (no check runs on a weakened gate);
 * the checks run; the original versions of the tests the agent changed run against its code.
 */
async function judge(ctx: IterationContext): Promise<GatePass> {
  const { input, ledger } = ctx;
  ledger.existingTests = [];
  await restoreChecksBlocks(ctx);
  const honest = !input.settings.checksDisabled && input.checks.length > 0;
  const changes = honest ? await input.deps.git.changedFiles(input.startSha) : undefined;
  const paths = changes && (await protectedPathsRefusal(ctx, changes));
  if (paths) {
    ledger.checkResults = [];
    return refused(paths);
  }
  ctx.observer.phase?.(input.task, { kind: 'checks' });
  ledger.checkResults = await runChecksPhase(ctx);
  await inspectAndRestore(ctx); // the checks ran code the agent wrote
  const stop = afterAgentCode(ctx);
  if (stop) return stop;
  if (!gatePassed(ledger.checkResults)) {
    const failing = failingRequired(ledger.checkResults);
    if (ledger.fixAttempts === 0 && input.failsAtStart) {
      const atStart = await probeStartingTree(ctx, failing, input.failsAtStart);
      if (atStart) return atStart;
    }
    return refused(checksRefusal(failing));
  }
  // Only when the agent changed existing tests do their original versions run (and need a look after).
  if (changes && changedExistingTests(changes).length > 0) {
    const run = (checks: CheckDefinition[]) => runChecksAcross(ctx, checks, false);
    const tests = await originalTestsRefusal(ctx, changes, run);
    await inspectAndRestore(ctx); // so did the original tests
    const after = afterAgentCode(ctx);
    if (after) return after;
    if (tests) return refused(tests);
  }
  const review = await reviewAfterChecks(ctx);
  return review.kind === 'unmet' ? refused(reviewRefusal(review)) : review;
}

export async function gateWithFixLoop(
  ctx: IterationContext,
  prepared: PreparedPrompt,
  firstRun: AgentResult,
): Promise<GateVerdict> {
  const { input, observer, ledger } = ctx;
  const { settings } = input;
  let agentResult = firstRun;
  for (;;) {
    const early = agentVerdict(ctx, agentResult) ?? branchVerdict(ctx);
    if (early) return early;
    const pass = await judge(ctx);
    if (pass.kind !== 'refused') return pass;
    const { failure, key, headline } = pass.refusal;
    if (ledger.fixAttempts >= settings.maxFixAttempts) return { kind: 'failed', failure, key };
    ledger.fixAttempts += 1;
    observer.info?.(
      `${headline}; fix attempt ${ledger.fixAttempts} of ${settings.maxFixAttempts} (resuming the agent's session)`,
    );
    const fixPrompt = pass.refusal.fixPrompt(ledger.fixAttempts, settings.maxFixAttempts);
    agentResult = await runAgentPhase(
      ctx,
      prepared,
      agentResult.sessionId ? fixPrompt : `${prepared.prompt}\n\n${fixPrompt}`,
      agentResult.sessionId,
    );
  }
}
