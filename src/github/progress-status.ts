/**
 * Progress while an iteration runs: a `pending` commit status on the work branch head whose
 * description names the task and the phase (`t3: agent (4 min, $0.42)`, `t3: checks`,
 * `t3: fix 1`). It costs one call per phase change and at most one a minute during a long agent
 * run; a description is never sent twice in a row, and a head GitHub refuses is not tried again.
 * At the same moments `onProgress` hears of it (the job summary; a file write, no API call).
 */
import type { EngineObserver, IterationPhase, IterationResult } from '../engine/types.js';
import { idKey } from '../prd/schema.js';
import type { ProgressSummary } from '../report/progress-summary.js';
import type { Octokit } from './client.js';
import { setCommitStatus } from './status.js';

export const PROGRESS_INTERVAL_MS = 60_000;

/** What the iteration under way is doing, and what the run has done (the summary's part of it). */
export type ProgressNow = Pick<
  ProgressSummary,
  'iteration' | 'of' | 'taskId' | 'taskTitle' | 'phase' | 'finished'
>;

export interface ProgressDeps {
  octokit: Octokit;
  owner: string;
  repo: string;
  /** The status name (`status-context`): the one the publish sets when the iteration ends. */
  context: string;
  targetUrl?: string;
  /** The sha to mark, or undefined when the iteration's head is not the work branch on GitHub. */
  headSha(): Promise<string | undefined>;
  /** After each status set: the status the publish remembers is no longer the latest. */
  onPosted?(): void;
  /**
   * At each status moment, whether or not GitHub has a commit to mark. A failure is mentioned
   * once, and nothing more is sent there.
   */
  onProgress?(now: ProgressNow): Promise<void>;
  /** Where a refused status is mentioned (once per iteration). */
  info(message: string): void;
  now?: () => number;
  intervalMs?: number;
}

export interface ProgressReporter {
  observer: EngineObserver;
  /** Stops the clock and waits for the statuses under way (before the publish sets its own). */
  settle(): Promise<void>;
}

/** `t3: agent`, `t3: checks`, `t3: fix 1`; with the time and cost of a long agent run. */
export function describePhase(
  taskId: string,
  phase: IterationPhase,
  running?: { elapsedMs: number; costUsd: number },
): string {
  const name = phase.kind === 'fix' ? `fix ${phase.attempt}` : phase.kind;
  if (!running) return `${taskId}: ${name}`;
  const minutes = Math.floor(running.elapsedMs / 60_000);
  return `${taskId}: ${name} (${minutes} min, $${running.costUsd.toFixed(2)})`;
}

export function createProgressReporter(deps: ProgressDeps): ProgressReporter {
  const now = deps.now ?? Date.now;
  let queue: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let sha: Promise<string | undefined> = Promise.resolve(undefined);
  let refused = false;
  let last = '';
  let taskId = '';
  let costUsd = 0;
  let current: Omit<ProgressNow, 'phase' | 'finished'> | undefined;
  const finished: IterationResult[] = [];
  let onProgress = deps.onProgress;

  const stopClock = (): void => {
    if (timer) clearInterval(timer);
    timer = undefined;
  };
  const tell = async (now: ProgressNow | undefined): Promise<void> => {
    if (!now || !onProgress) return;
    try {
      await onProgress(now);
    } catch (error) {
      onProgress = undefined;
      deps.info(`No progress in the job summary: ${(error as Error).message}`);
    }
  };
  const post = (description: string): void => {
    if (description === last) return;
    last = description;
    const now = current && { ...current, phase: description, finished: [...finished] };
    queue = queue.then(async () => {
      const head = await sha;
      await tell(now);
      if (!head || refused) return;
      try {
        await setCommitStatus(deps.octokit, {
          owner: deps.owner,
          repo: deps.repo,
          sha: head,
          state: 'pending',
          context: deps.context,
          description,
          ...(deps.targetUrl ? { targetUrl: deps.targetUrl } : {}),
        });
        deps.onPosted?.();
      } catch (error) {
        refused = true;
        deps.info(`No progress status for this iteration: ${(error as Error).message}`);
      }
    });
  };
  const startClock = (phase: IterationPhase): void => {
    const started = now();
    const tick = (): void => {
      const elapsedMs = now() - started;
      // Within the first minute the phase's own status says it all.
      if (elapsedMs >= 60_000) post(describePhase(taskId, phase, { elapsedMs, costUsd }));
    };
    timer = setInterval(tick, deps.intervalMs ?? PROGRESS_INTERVAL_MS);
    timer.unref();
  };

  const observer: EngineObserver = {
    iterationStart: (iteration, of, task) => {
      stopClock();
      taskId = idKey(task.id);
      current = { iteration, of, taskId, taskTitle: task.title };
      costUsd = 0;
      refused = false;
      last = '';
      // Read before the agent starts: whatever it commits is not on GitHub.
      sha = deps.headSha().catch(() => undefined);
    },
    phase: (_task, phase) => {
      stopClock();
      post(describePhase(taskId, phase));
      if (phase.kind !== 'checks') startClock(phase);
    },
    agentEnd: (result) => {
      stopClock();
      costUsd += result.totalCostUsd;
    },
    iterationEnd: (result) => {
      stopClock();
      finished.push(result);
    },
  };
  return {
    observer,
    settle: async () => {
      stopClock();
      await queue;
    },
  };
}

/** Both observers' hooks, in order: `first`'s, then `second`'s. */
export function combineObservers(first: EngineObserver, second: EngineObserver): EngineObserver {
  const keys = new Set([...Object.keys(first), ...Object.keys(second)]) as Set<
    keyof EngineObserver
  >;
  const combined: Record<string, (...args: unknown[]) => void> = {};
  for (const key of keys) {
    const a = first[key] as ((...args: unknown[]) => void) | undefined;
    const b = second[key] as ((...args: unknown[]) => void) | undefined;
    combined[key] = (...args) => {
      a?.(...args);
      b?.(...args);
    };
  }
  return combined as EngineObserver;
}
