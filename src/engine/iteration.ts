/**
 * One iteration: one task, one fresh agent, the quality gate (with the fix loop), and then
 * exactly one commit: the verified work (`feat:`) or the record of a failed attempt (`chore:`).
 * Interruptions commit nothing and leave the tree as it was.
 *
 * The phases, each in its own file under `iteration/`:
 *   1. prepare      (harness)  the prompt and MCP config                    -> PreparedPrompt
 *   2. run agent    (agent)    beforeAgent, the agent, afterAgent           -> AgentResult
 *   3. inspect      (harness)  git's own files, HEAD on the work branch, harness-owned paths
 *   4. gate         (checks)   the starting commit's checks, the fix loop   -> GateVerdict
 *   5. record       (harness)  one commit for the outcome                   -> IterationRun
 * The agent's world is phase 2 and the inside of the checks; see `iteration/boundary.ts`.
 */
import { localBranches } from './iteration/branch-guard.js';
import { createContext, type IterationInput, type IterationRun } from './iteration/context.js';
import { baselineBeforeAgent, gateWithFixLoop } from './iteration/gate-loop.js';
import { settleDone } from './iteration/outcome-done.js';
import { settleFailed } from './iteration/outcome-failed.js';
import { settleInterrupted } from './iteration/outcome-interrupted.js';
import { preparePrompt } from './iteration/prepare.js';
import { runAgentPhase } from './iteration/run-agent.js';
import { rootProtectedFiles } from './protected-root.js';

export type { IterationInput, IterationRun, IterationStop } from './iteration/context.js';
export type { AgentBoundary, BoundaryCrossing } from './iteration/boundary.js';
export { NO_BOUNDARY } from './iteration/boundary.js';
export { checksEnvironment } from './iteration/checks-env.js';
export { failureExcerpt } from './iteration/excerpt.js';
export { isTestFile } from './iteration/test-files.js';

/** Runs the task and settles its outcome. Never throws for agent or check failures. */
export async function runIteration(input: IterationInput): Promise<IterationRun> {
  const branches = input.branchesAtStart ?? (await localBranches(input.deps.git));
  const ctx = createContext(input, branches);
  ctx.observer.iterationStart?.(input.index, input.of, input.task);
  if (await baselineBeforeAgent(ctx)) return settleInterrupted(ctx, 'checks_failing_at_start');

  const prepared = await preparePrompt(ctx);
  ctx.ledger.rootAtStart = await rootProtectedFiles(ctx.repoDir, input.protect, input.startSha);
  const firstRun = await runAgentPhase(ctx, prepared, prepared.prompt, undefined);
  const verdict = await gateWithFixLoop(ctx, prepared, firstRun);

  if (verdict.kind === 'stopped') return settleInterrupted(ctx, verdict.stop);
  reportRestorations(ctx);
  return verdict.kind === 'passed'
    ? settleDone(ctx)
    : settleFailed(ctx, verdict.failure, verdict.key, verdict.block);
}

function reportRestorations(ctx: ReturnType<typeof createContext>): void {
  const { restored, removed, checksTampered, changedByChecks } = ctx.ledger;
  if (changedByChecks.size > 0) {
    ctx.observer.warning?.(
      `Files changed while the checks ran; put back as the checks found them: ${[...changedByChecks].join(', ')}`,
    );
  }
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
