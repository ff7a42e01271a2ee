import type { LoopResult } from '../../engine/types.js';
import { NO_USAGE, type TokenUsage } from '../../model-proxy/usage.js';
import type { ActionHost } from './host.js';
import type { PublishResult } from './publish.js';

/**
 * Whether the publish left its head commit on origin: pushed now, or already there. Not when
 * the push failed, nor when publishing stopped at a point that cannot tell.
 */
export function headOnOrigin(publish: PublishResult | undefined): boolean {
  return (
    publish !== undefined &&
    publish.headSha !== '' &&
    !publish.problems.some((p) => p.part === 'push' || p.part === 'publish')
  );
}

/** Writes the action's outputs (see action.yml) from a run's results. */
export function setRunOutputs(host: ActionHost, loop: LoopResult, publish?: PublishResult): void {
  const last = loop.iterations.at(-1);
  const outputs: Record<string, string> = {
    'task-id': last?.taskId ?? '',
    'task-status': last
      ? last.outcome === 'done'
        ? 'done'
        : last.outcome === 'blocked'
          ? 'blocked'
          : 'pending'
      : '',
    'tasks-done': String(loop.counts.done),
    'tasks-total': String(loop.counts.total),
    complete: String(loop.complete),
    'pr-number': publish?.pr ? String(publish.pr.number) : '',
    'pr-url': publish?.pr?.url ?? '',
    branch: loop.branch,
    'commit-sha': publish?.headSha || loop.headSha || '',
    pushed: String(headOnOrigin(publish)),
    'cost-usd': loop.totals.costUsd.toFixed(4),
    'num-turns': String(loop.totals.numTurns),
    ...tokenOutputs(loop.totals.usage ?? NO_USAGE),
    'iterations-run': String(loop.iterations.length),
    'result-json': JSON.stringify(
      loop.iterations.map((r) => ({
        iteration: r.iteration,
        task_id: r.taskId,
        title: r.taskTitle,
        outcome: r.outcome,
        agent_outcome: r.agentOutcome,
        attempt: r.attempt,
        fix_attempts: r.fixAttempts,
        checks: r.checks.map((c) => ({
          name: c.name,
          passed: c.passed,
          required: c.required,
          duration_ms: c.durationMs,
        })),
        commit_sha: r.commitSha,
        cost_usd: r.costUsd,
        ...(r.usage ? tokenFields(r.usage) : {}),
        num_turns: r.numTurns,
        duration_ms: r.durationMs,
        summary: r.summary,
        ...(r.review ? { review: r.review } : {}),
      })),
    ),
  };
  for (const [name, value] of Object.entries(outputs)) host.setOutput(name, value);
}

/** The run's token outputs. */
function tokenOutputs(usage: TokenUsage): Record<string, string> {
  return {
    'input-tokens': String(usage.inputTokens),
    'output-tokens': String(usage.outputTokens),
    'cache-read-tokens': String(usage.cacheReadTokens),
    'cache-write-tokens': String(usage.cacheWriteTokens),
  };
}

/** A task's tokens in result-json. */
function tokenFields(usage: TokenUsage): Record<string, number> {
  return {
    input_tokens: usage.inputTokens,
    output_tokens: usage.outputTokens,
    cache_read_tokens: usage.cacheReadTokens,
    cache_write_tokens: usage.cacheWriteTokens,
  };
}
