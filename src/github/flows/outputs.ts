import type { LoopResult } from '../../engine/types.js';
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
        num_turns: r.numTurns,
        duration_ms: r.durationMs,
        summary: r.summary,
        ...(r.review ? { review: r.review } : {}),
      })),
    ),
  };
  for (const [name, value] of Object.entries(outputs)) host.setOutput(name, value);
}
