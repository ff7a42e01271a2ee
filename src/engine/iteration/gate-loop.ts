/**
 * The gate with its fix loop: after each agent run (phase 1), the candidate tree is built and
 * read by the gate's rules (phase 2, candidate-phase.ts) and verified (phase 3, verify.ts). A
 * refusal resumes the agent with its reasons, up to `maxFixAttempts` times, and the candidate is
 * built again from what it then left. What ends the loop is the verdict phase 4 settles.
 */
import type { AgentResult } from '../../agent/types.js';
import { candidatePhase } from './candidate-phase.js';
import type { IterationContext, IterationStop } from './context.js';
import type { PreparedPrompt } from './prepare.js';
import { agentStoppedForMemory, runAgentPhase } from './run-agent.js';
import { verifyPhase, type GatePass } from './verify.js';

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
  // Killed by the limit: the exit it shows (a crash, most often) is the kill's, not the agent's.
  if (result.stoppedForMemory)
    return {
      kind: 'failed',
      failure: `${agentStoppedForMemory(result.stoppedForMemory)}; claude ended with ${result.outcome}: ${result.summary}`,
      key: 'agent stopped for memory',
    };
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

/**
 * One pass of the gate over what the agent left: phase 2 (the candidate tree, read by the
 * gate's rules), then phase 3 (the checks on it, the original gate, the reviewer).
 */
async function judge(ctx: IterationContext): Promise<GatePass> {
  ctx.ledger.existingTests = [];
  const built = await candidatePhase(ctx);
  if (built.kind !== 'candidate') return built;
  return verifyPhase(ctx, built.candidate, built.rules);
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
