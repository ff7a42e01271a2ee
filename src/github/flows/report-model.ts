/** Builds the renderers' model from the task list, the engine's state and this run's results. */
import { daySpentUsd, type LoadedState } from '../../engine/state.js';
import type { LoopResult } from '../../engine/types.js';
import { countTasks, isComplete, progressPercent, selectNextTask } from '../../prd/index.js';
import type { Prd } from '../../prd/schema.js';
import type { ReportModel, TaskStats } from '../../report/types.js';
import { formatResetTime } from '../../agent/usage-limit-reset.js';
import { pausedUntil } from './paused.js';

export function buildReportModel(args: {
  prd: Prd;
  state: LoadedState['state'];
  branch: string;
  baseBranch?: string;
  result?: LoopResult;
  runUrl?: string;
  repoUrl?: string;
  now?: Date;
  isolationWarning?: string;
  /** The caps to show the spend against, and what the chain's earlier runs spent. */
  caps?: {
    dayCapUsd?: number;
    chainCapUsd?: number;
    chainEarlierUsd?: number;
    /** `max-task-cost-usd`, for tasks without their own cap. */
    taskCapUsd?: number;
  };
}): ReportModel {
  const { prd, state, result } = args;
  const resets = pausedUntil(result);
  const taskStats: Record<string, TaskStats> = {};
  for (const [id, entry] of Object.entries(state.tasks)) {
    taskStats[id] = {
      attempts: entry.attempts,
      costUsd: entry.costUsd,
      ...(entry.tokens ? { tokens: entry.tokens } : {}),
    };
  }
  const counts = countTasks(prd);
  const selection = selectNextTask(prd);
  // Without a run (status/validate modes) the gates come from the harness's saved state.
  const gate1 = result?.gate1 ?? (isComplete(prd) && state.lastChecksPassed !== false);
  const gate2 = result?.gate2 ?? (prd.completion_marker === true || state.lastExitSignal === true);
  return {
    project: { title: prd.project.title, description: prd.project.description },
    branch: args.branch,
    baseBranch: args.baseBranch,
    tasks: prd.tasks,
    taskStats,
    counts,
    progressPercent: progressPercent(prd),
    complete: result?.complete ?? (gate1 && gate2),
    gate1,
    gate2,
    breakerState: result?.breakerState ?? state.breaker.state,
    lastPhaseStatus: result?.lastPhaseStatus,
    iterations: result?.iterations ?? [],
    totals: {
      iterations: state.iteration,
      numTurns: result?.totals.numTurns ?? 0,
      costUsd: state.totalCostUsd,
      ...(result?.totals.usage ? { tokens: result.totals.usage } : {}),
    },
    stopReason: result?.stopReason,
    message: result?.message,
    runUrl: args.runUrl,
    repoUrl: args.repoUrl,
    nextTaskId: selection.kind === 'task' ? String(selection.task.id) : undefined,
    ...(resets ? { pausedUntil: formatResetTime(resets, args.now ?? new Date()) } : {}),
    ...(args.isolationWarning ? { isolationWarning: args.isolationWarning } : {}),
    ...(args.caps?.taskCapUsd !== undefined ? { taskCostCapUsd: args.caps.taskCapUsd } : {}),
    ...(args.caps && (args.caps.dayCapUsd !== undefined || args.caps.chainCapUsd !== undefined)
      ? {
          spend: {
            todayUsd: daySpentUsd(state, args.now ?? new Date()),
            chainUsd: (args.caps.chainEarlierUsd ?? 0) + (result?.totals.costUsd ?? 0),
            ...(args.caps.dayCapUsd !== undefined ? { dayCapUsd: args.caps.dayCapUsd } : {}),
            ...(args.caps.chainCapUsd !== undefined ? { chainCapUsd: args.caps.chainCapUsd } : {}),
          },
        }
      : {}),
    ...(result?.blockedEgress ? { blockedEgress: result.blockedEgress } : {}),
    ...(result?.refusedModelRequests ? { refusedModelRequests: result.refusedModelRequests } : {}),
  };
}
