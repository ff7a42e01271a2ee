/**
 * One iteration: one task, one fresh agent, the quality gate (with the fix loop), and then
 * exactly one commit: the verified work (`feat:`) or the record of a failed attempt (`chore:`).
 * Interruptions commit no work and leave the tree as it was; what their phases spent is booked
 * all the same, in a commit of the state alone (iteration/spend.ts).
 *
 * It reads top-down as four phases, each in its own files under `iteration/`:
 *   1. agent      (agent)    the prompt (prepare.ts), the agent (run-agent.ts), then inspect:
 *                            git's own files, HEAD on the work branch, harness-owned paths put
 *                            back (inspect.ts)                              -> AgentResult
 *   2. candidate  (harness)  the working tree as one tree object, read by the gate's rules
 *                            (candidate-phase.ts, candidate.ts, ../gate/)   -> Candidate
 *   3. verify     (checks)   the starting commit's checks on a fresh checkout of that tree, as
 *                            the checks user; the original gate when check-defining or test
 *                            files changed; then the reviewer, sealed, on a read-only copy of
 *                            the same tree (verify.ts, verify-run.ts, original-gate.ts,
 *                            review.ts); a refusal resumes the agent (gate-loop.ts)
 *                                                                           -> GateVerdict
 *   4. commit     (harness)  exactly that tree, with the harness's records (outcome-done.ts),
 *                            or the failed attempt's record (outcome-failed.ts) -> IterationRun
 * The agent's world is phase 1 and the inside of the checks; see `iteration/boundary.ts`.
 */
import type { Git } from '../git/types.js';
import { localBranches } from './iteration/branch-guard.js';
import {
  createContext,
  type IterationContext,
  type IterationInput,
  type IterationRun,
} from './iteration/context.js';
import { gateWithFixLoop } from './iteration/gate-loop.js';
import { settleDone } from './iteration/outcome-done.js';
import { settleFailed } from './iteration/outcome-failed.js';
import { settleInterrupted } from './iteration/outcome-interrupted.js';
import { preparePrompt } from './iteration/prepare.js';
import { runAgentPhase } from './iteration/run-agent.js';
import { commitSpendAfterCutOff } from './iteration/spend.js';
import { baselineBeforeAgent } from './iteration/verify.js';

export type { IterationInput, IterationRun, IterationStop } from './iteration/context.js';
export type { AgentBoundary, BoundaryCrossing } from './iteration/boundary.js';
export { NO_BOUNDARY } from './iteration/boundary.js';
export { checksEnvironment } from './iteration/checks-env.js';
export { failureExcerpt } from './iteration/excerpt.js';
export { isTestFile } from './gate/test-files.js';

/**
 * A harness command was killed at the run's deadline or on a cancel: the iteration was put back
 * to its starting commit, with what its phases spent committed (`cause`: what failed).
 */
export class IterationCutOff extends Error {
  constructor(cause: Error) {
    super(cause.message, { cause });
    this.name = 'IterationCutOff';
  }
}

/**
 * Runs the task and settles its outcome. Never throws for agent or check failures; throws
 * IterationCutOff when the run's signal cut it off part-way.
 */
export async function runIteration(input: IterationInput): Promise<IterationRun> {
  const branches = input.branchesAtStart ?? (await localBranches(input.deps.git));
  const ctx = createContext(input, branches);
  try {
    return await settleIteration(ctx);
  } catch (error) {
    if (!input.signal.aborted) throw error;
    // Never leave half an iteration behind (NFR-REL-03), nor what it spent unrecorded.
    const { git } = input.deps;
    await undoIteration(git, input.startSha);
    try {
      await commitSpendAfterCutOff(ctx);
    } catch (failure) {
      ctx.observer.warning?.(
        `What ${ctx.taskId} spent could not be recorded in the state: ${(failure as Error).message}`,
      );
      await undoIteration(git, input.startSha);
    }
    throw new IterationCutOff(error as Error);
  }
}

/** Back to `startSha`: the iteration's commits, staged and working files undone. */
export async function undoIteration(git: Git, startSha: string): Promise<void> {
  await git.resetSoft(startSha).catch(() => undefined);
  await git.resetHard(startSha).catch(() => undefined);
  await git.clean().catch(() => undefined);
}

async function settleIteration(ctx: IterationContext): Promise<IterationRun> {
  const { input } = ctx;
  ctx.observer.iterationStart?.(input.index, input.of, input.task);
  if (await baselineBeforeAgent(ctx)) return settleInterrupted(ctx, 'checks_failing_at_start');

  // 1. agent; 2. candidate and 3. verify, with the fix loop's agent runs; 4. commit
  const prepared = await preparePrompt(ctx);
  const firstRun = await runAgentPhase(ctx, prepared, prepared.prompt, undefined);
  const verdict = await gateWithFixLoop(ctx, prepared, firstRun);

  if (verdict.kind === 'stopped') return settleInterrupted(ctx, verdict.stop);
  reportRestorations(ctx);
  return verdict.kind === 'passed'
    ? settleDone(ctx)
    : settleFailed(ctx, verdict.failure, verdict.key, verdict.block);
}

function reportRestorations(ctx: IterationContext): void {
  const { restored, removed, checksTampered } = ctx.ledger;
  if (restored.size > 0) {
    ctx.observer.warning?.(
      `The agent changed harness-owned files; restored: ${[...restored].join(', ')}`,
    );
  }
  if (removed.size > 0) {
    ctx.observer.warning?.(
      `The agent left entries git must not meet (nested repositories, FIFOs, sockets); removed: ${[...removed].join(', ')}`,
    );
  }
  if (checksTampered) {
    ctx.observer.warning?.(
      'The agent edited the RALPH:CHECKS block; the checks of the starting commit were used and the block was restored',
    );
  }
}
