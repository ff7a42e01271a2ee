/**
 * Phase 4, commit no work: interrupted (signal, time or cost limit, usage limit, API error). The
 * tree is reset; what the phases spent before the cut is still booked and committed (spend.ts).
 */
import { progressPercent } from '../../prd/select.js';
import { buildHarnessStatus } from '../harness-status.js';
import type { IterationResult } from '../types.js';
import {
  NO_FILES,
  lastRun,
  resetTree,
  resultBase,
  type IterationContext,
  type IterationRun,
  type IterationStop,
} from './context.js';
import { commitSpend } from './spend.js';

export async function settleInterrupted(
  ctx: IterationContext,
  stop: IterationStop,
): Promise<IterationRun> {
  const { input } = ctx;
  await resetTree(ctx);
  await commitSpend(ctx, stop.replaceAll('_', ' '));
  const last = lastRun(ctx);
  const why =
    // The agent's summary already says what happened (and that an API error was retried once).
    stop === 'transient_failure' || stop === 'usage_limit' || stop === 'cost_cap'
      ? (last?.summary ?? stop.replace('_', ' '))
      : stop === 'checks_failing_at_start'
        ? 'not attempted: a required check already fails at the starting commit'
        : 'interrupted';
  const phaseStatus = buildHarnessStatus({
    timestamp: input.now().toISOString(),
    iteration: ctx.iterationNumber,
    progressPercent: progressPercent(input.prd),
    files: NO_FILES,
    checks: ctx.ledger.checkResults,
    breaker: input.state.breaker,
    gates: { gate1: false, gate2: false, canExit: false },
    outcome: 'interrupted',
    taskId: ctx.taskId,
    taskBlocked: false,
    failure: why,
  });
  const result: IterationResult = {
    ...resultBase(ctx),
    outcome: stop === 'checks_failing_at_start' ? 'not_attempted' : 'interrupted',
    phaseStatus,
    summary: `${ctx.taskId} ${why.trim()}; the tree was reset and the task stays pending`,
  };
  ctx.observer.iterationEnd?.(result);
  return { result, stop };
}
