/**
 * Phase 4, verify with the fix loop: the checks of the starting commit judge the candidate tree
 * in a fresh checkout of it, together with the files they depend on and the original versions
 * of the tests it changed; a refusal resumes the agent with its reasons, up to
 * `maxFixAttempts` times, and the candidate is built again from what it then left.
 */
import type { AgentResult } from '../../agent/types.js';
import { checksBlockChanged, failingRequired, gatePassed } from '../../checks/index.js';
import type { CheckDefinition, CheckResult } from '../../checks/types.js';
import type { FileChanges } from '../../git/types.js';
import { NO_DEPENDENCIES } from '../dependency-snapshot.js';
import { restoreChecksFile } from '../protect.js';
import { checksEnvironment } from './checks-env.js';
import { crossingOf, type IterationContext, type IterationStop } from './context.js';
import {
  checksRefusal,
  originalGateRefusal,
  refusedPathsRefusal,
  reviewRefusal,
  trackedFilesRefusal,
  unreadableTreeRefusal,
  type GateRefusal,
} from './gate-refusals.js';
import type { PreparedPrompt } from './prepare.js';
import { UnreadableTreeError } from '../../git/tree-walk.js';
import { buildCandidate, type Candidate } from './candidate.js';
import { classifyChanges, originalGatePaths, type GateChanges } from '../gate-rules.js';
import { reviewAfterChecks } from './review.js';
import { runAgentPhase } from './run-agent.js';
import { installStep, verifyTree, type VerifySetup } from './verify-run.js';

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

/** The result of one pass of the gate: a verdict, or a refusal the fix loop can answer. */
type GatePass = GateVerdict | { kind: 'refused'; refusal: GateRefusal };

const refused = (refusal: GateRefusal): GatePass => ({ kind: 'refused', refusal });

/** What the candidate's changes mean to the gate (gate-rules.ts); undefined without checks. */
async function gateChangesOf(
  ctx: IterationContext,
  changes: FileChanges,
): Promise<GateChanges | undefined> {
  const { input, ledger } = ctx;
  if (input.settings.checksDisabled || input.checks.length === 0) return undefined;
  const rules = await classifyChanges({
    git: input.deps.git,
    startSha: input.startSha,
    commands: input.checks.map((c) => c.command),
    ...(input.protect ? { protect: input.protect } : {}),
    changes,
    ...(input.task.files ? { declared: input.task.files } : {}),
  });
  ledger.protectedChanges = rules.checkDefining;
  return rules;
}

/**
 * One pass of the gate over the agent's work, in order: the checks block is restored; the
 * candidate tree is built (what is verified is what is committed); its changes are read by the
 * gate's rules (gate-rules.ts: refused paths stop here); the checks run on a fresh checkout of
 * the candidate; when check-defining or test files changed, on the original gate too; the
 * reviewer reads the result.
 */
async function judge(ctx: IterationContext): Promise<GatePass> {
  const { input, ledger } = ctx;
  ledger.existingTests = [];
  await restoreChecksBlocks(ctx);
  let candidate: Candidate;
  try {
    candidate = await buildCandidate(ctx);
  } catch (error) {
    if (input.signal.aborted) {
      // The run's deadline (or a cancel) killed the git command reading the tree.
      ctx.observer.warning?.(`The candidate was not built: ${(error as Error).message}`);
      return { kind: 'stopped', stop: 'interrupted' };
    }
    if (!(error instanceof UnreadableTreeError)) throw error;
    ledger.checkResults = [];
    return refused(unreadableTreeRefusal(error.reason));
  }
  ledger.candidate = candidate;
  const rules = await gateChangesOf(ctx, candidate.changes);
  const plain = rules && refusedPathsRefusal(rules);
  if (plain) {
    ledger.checkResults = [];
    return refused(plain);
  }
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
  if (rules && originalGatePaths(rules).length > 0) {
    const run = async (tree: string, checks: CheckDefinition[]) =>
      (await verifyTree(verifySetup(ctx, false), tree, checks, install)).results;
    const original = await originalGateRefusal(ctx, candidate.tree, rules, run);
    if (input.signal.aborted) return { kind: 'stopped', stop: 'interrupted' };
    if (original) return refused(original);
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
    if (ledger.fixAttempts >= settings.maxFixAttempts) {
      observer.warning?.(`Refused: ${failure.split('\n')[0]}`);
      return { kind: 'failed', failure, key };
    }
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
