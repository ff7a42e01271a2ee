/**
 * Phase 1, agent: the only phase in which the agent acts. It crosses the boundary in
 * and out, and hands over to the inspection before anything else reads the tree.
 */
import { promptCacheEnv } from '../../agent/prompt-cache.js';
import type { AgentResult, AgentRunOptions } from '../../agent/types.js';
import { transcriptPath } from '../attempts.js';
import { daySpentUsd } from '../state.js';
import { costOf, crossingOf, type IterationContext } from './context.js';
import { inspectAndRestore } from './inspect.js';
import type { PreparedPrompt } from './prepare.js';

/** The reason of an attempt whose agent the memory limit stopped (max-memory-mb). */
export function agentStoppedForMemory(stopped: string): string {
  return `the agent was stopped for memory: ${stopped} (max-memory-mb)`;
}

/** Outcomes of a run that ended on its own (or by the harness's interrupt), not by a kill. */
const ENDED_ON_ITS_OWN: ReadonlySet<AgentResult['outcome']> = new Set([
  'completed',
  'cannot_complete',
  'interrupted',
]);

/**
 * The run with what the memory limit stopped of it. A run that did not end on its own (a crash,
 * mostly: the kill's) was stopped for memory; one that did (a cgroup's kernel killed one of its
 * commands, and claude went on) is judged as usual, with a warning.
 */
function withMemoryStop(
  ctx: IterationContext,
  result: AgentResult,
  stopped: string | undefined,
): AgentResult {
  if (!stopped) return result;
  if (ENDED_ON_ITS_OWN.has(result.outcome)) {
    ctx.observer.warning?.(
      `While the agent ran, the memory limit stopped some of its processes: ${stopped} (max-memory-mb)`,
    );
    return result;
  }
  ctx.observer.warning?.(`The ${agentStoppedForMemory(stopped).slice('the '.length)}`);
  return { ...result, stoppedForMemory: stopped };
}

export async function runAgentPhase(
  ctx: IterationContext,
  prepared: PreparedPrompt,
  prompt: string,
  resumeSessionId: string | undefined,
): Promise<AgentResult> {
  const { input, observer, boundary, ledger } = ctx;
  const { settings, task, state } = input;
  const fix = ctx.ledger.fixAttempts;
  observer.phase?.(task, fix > 0 ? { kind: 'fix', attempt: fix } : { kind: 'agent' });
  observer.agentStart?.(task, ctx.attempt, resumeSessionId !== undefined);
  const crossing = { ...crossingOf(ctx), ...(resumeSessionId ? { resumeSessionId } : {}) };
  const options: AgentRunOptions = {
    claudePath: settings.claudePath,
    cwd: ctx.repoDir,
    prompt,
    maxTurns: task.estimated_turns ?? settings.maxTurns,
    model: settings.model,
    mcpConfigPath: prepared.mcpConfigPath,
    appendSystemPrompt: prepared.appendSystemPrompt,
    allowedTools: settings.allowedTools,
    tools: prepared.tools,
    extraArgs: settings.claudeArgs,
    resumeSessionId,
    timeoutMs: settings.taskTimeoutMs,
    idleTimeoutMs: settings.idleTimeoutMs,
    env: { ...settings.agentEnv, ...promptCacheEnv(settings.promptCacheTtl, state.lastChecksMs) },
    passEnv: settings.passEnv,
    transcriptPath: transcriptPath(ctx.artifacts, ctx.taskId, ctx.attempt, ledger.runs.length),
    onText: (text) => observer.agentText?.(text),
    onEvent: (event) => observer.agentEvent?.(event),
    signal: input.signal,
    apiRetryDelayMs: settings.apiRetryDelayMs,
  };
  const capUsd = task.max_cost_usd ?? settings.maxTaskCostUsd;
  if (capUsd !== undefined) {
    // The task's spend: its earlier iterations (state) and this one's runs so far.
    const spentUsd = (input.state.tasks[ctx.taskId]?.costUsd ?? 0) + costOf(ctx);
    options.taskCostCap = { taskId: ctx.taskId, capUsd, spentUsd };
  }
  if (settings.maxCostUsdPerDay !== undefined) {
    // The day's spend on the branch: earlier runs and iterations (state), this one's runs.
    const spentUsd = daySpentUsd(input.state, input.now()) + costOf(ctx);
    options.dayCostCap = { capUsd: settings.maxCostUsdPerDay, spentUsd };
  }

  const limits = await boundary.watchAgentLimits?.();
  await boundary.beforeAgent(crossing);
  let result: AgentResult | undefined;
  try {
    result = await input.deps.agent.run(boundary.agentOptions(options, crossing));
  } finally {
    // The agent's world ends here: whatever it started is stopped before the harness looks.
    await boundary.afterAgent(crossing, result);
  }
  result = withMemoryStop(ctx, result, await limits?.stopped());
  ledger.runs.push(result);
  observer.agentEnd?.(result);
  await inspectAndRestore(ctx);
  return result;
}
