/** Inputs of the renderers. Built by the adapters from engine results; the renderers only read them. */
import type { BreakerState, PhaseStatus } from '../agent/phase-status-types.js';
import type { IterationResult, LoopResult, TaskCounts } from '../engine/types.js';
import type { Task } from '../prd/schema.js';
import type { TokenUsage } from '../model-proxy/usage.js';
import type { BlockedDestination } from '../network/types.js';
import type { RefusedModelRequest } from '../model-proxy/endpoints.js';

export interface TaskStats {
  attempts: number;
  costUsd: number;
  /** Tokens of every run on the task, as the model proxy counted them (absent without one). */
  tokens?: TokenUsage;
}

export interface ReportModel {
  project: { title: string; description?: string };
  branch: string;
  baseBranch?: string;
  /** In file order. */
  tasks: Task[];
  /** Keyed by String(task.id). */
  taskStats: Record<string, TaskStats>;
  counts: TaskCounts;
  progressPercent: number;
  complete: boolean;
  gate1: boolean;
  gate2: boolean;
  breakerState: BreakerState;
  lastPhaseStatus?: PhaseStatus;
  /** This run's iterations. */
  iterations: IterationResult[];
  /** Cumulative over all runs. */
  /** `tokens`: this run's, as the model proxy counted them (absent when it ran without one). */
  totals: { iterations: number; numTurns: number; costUsd: number; tokens?: TokenUsage };
  stopReason?: LoopResult['stopReason'];
  message?: string;
  runUrl?: string;
  /** The repository's web address (`https://github.com/owner/repo`), for links to commits' files. */
  repoUrl?: string;
  nextTaskId?: string;
  /** A usage limit stopped the run until then, e.g. `15:30 UTC`. */
  pausedUntil?: string;
  /** Why the agent ran without isolation although it was asked for (`isolation: auto`). */
  isolationWarning?: string;
  /** What the restricted network refused the agent and the checks. */
  blockedEgress?: BlockedDestination[];
  /** Requests the model proxy refused for their endpoint. */
  refusedModelRequests?: RefusedModelRequest[];
  /** `max-task-cost-usd`: the cost cap of tasks without their own `max_cost_usd`. */
  taskCostCapUsd?: number;
  /** The day's and the chain's spend against their caps (set when a cap is). */
  spend?: { todayUsd: number; dayCapUsd?: number; chainUsd: number; chainCapUsd?: number };
  /** The repository's CI workflows the action started on the pushed head (`ci-workflows`). */
  ci?: CiRunsModel;
}

/** Workflows started with workflow_dispatch on the work branch after a push. */
export interface CiRunsModel {
  branch: string;
  /** The pushed head the runs check. */
  sha: string;
  workflows: CiRunEntry[];
  /** `ci-gate: required`: the status check waits for these runs. */
  held?: boolean;
}

export interface CiRunEntry {
  /** File name under .github/workflows. */
  file: string;
  /** The workflow's `name:`, or the file name. */
  name: string;
  /** The run's page, or the workflow's runs on the branch when GitHub did not name the run. */
  url?: string;
  runId?: number;
  /** Why GitHub did not start it (then there is no run). */
  problem?: string;
  /** How the run ended (`success`, `failure`, ...), once a workflow_run event said so. */
  conclusion?: string;
}

/** What the console summary needs; a ReportModel and a LoopResult both fit. */
export interface ConsoleSummaryInput {
  iterations: IterationResult[];
  counts?: TaskCounts;
  progressPercent?: number;
  stopReason?: LoopResult['stopReason'];
  message?: string;
  blockedEgress?: BlockedDestination[];
  refusedModelRequests?: RefusedModelRequest[];
}

/** The reply posted under a `/ralph ...` PR comment. */
export interface CommandReplyArgs {
  /** The command as the user wrote it (first line of the comment is enough). */
  command: string;
  /** Login of the commenter, mentioned in the reply. */
  actor?: string;
  /** Why the command was not carried out (permission, unknown command, busy...). */
  refused?: string;
  /** The iteration the command ran, if any. */
  result?: IterationResult;
  /** A plain outcome line for commands that run no iteration (status, skip, retry...). */
  note?: string;
  /** Progress after the command, shown as one line when given. */
  counts?: TaskCounts;
  progressPercent?: number;
  runUrl?: string;
}

export type CommitStatusState = 'pending' | 'success' | 'failure';

export interface StatusDescription {
  state: CommitStatusState;
  /** At most 140 characters (GitHub's limit for commit status descriptions). */
  description: string;
}
