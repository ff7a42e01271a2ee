/**
 * What a task job left on its task branch, read by the harness from git objects (never from a
 * working tree): the task's status and new comments, its progress and status-log entries, and
 * its attempt count and cost.
 */
import type { Git } from '../../git/types.js';
import { parsePrdText } from '../../prd/load-full.js';
import { idKey, type Task, type TaskComment, type TaskStatus } from '../../prd/schema.js';
import { PROGRESS_PATH } from '../memory.js';
import { PHASE_STATUS_LOG_PATH } from '../gate/harness-owned.js';
import { parseState, STATE_PATH, type EngineState, type TaskAttemptState } from '../state.js';

export interface TaskRecord {
  taskId: string;
  /** The task's status at the tip: done, pending (a failed attempt) or blocked. */
  status: TaskStatus;
  blockedBy?: string;
  /** Comments the task job added. */
  newComments: TaskComment[];
  /** Text the task job appended to the progress log and the status log. */
  progressAdded: string;
  phaseStatusAdded: string;
  /** The task's attempt state at the tip, and the cost and agent turns of this round's run. */
  attemptState?: TaskAttemptState;
  costUsd: number;
  numTurns: number;
  /** The subject of the task job's last commit. */
  subject: string;
}

/** The part of `after` beyond `before`, when `after` extends it; else everything new is unknown. */
function appended(before: string | undefined, after: string | undefined): string {
  if (after === undefined) return '';
  const prefix = before ?? '';
  return after.startsWith(prefix) ? after.slice(prefix.length) : '';
}

/** The round's base commit, as every task record is measured against it: read once a round. */
export interface RoundBase {
  prdPath: string;
  /** The base's tasks by id key; undefined when its task list is missing or invalid. */
  tasks: Map<string, Task> | undefined;
  state: EngineState;
  progress: string | undefined;
  phaseStatus: string | undefined;
}

/** Reads the base commit's task list (parsed once), state and logs. */
export async function readRoundBase(git: Git, sha: string, prdPath: string): Promise<RoundBase> {
  const text = await git.showFile(sha, prdPath);
  const prd = text === undefined ? undefined : parsePrdText(text, prdPath).prd;
  return {
    prdPath,
    tasks: prd ? new Map(prd.tasks.map((t) => [idKey(t.id), t])) : undefined,
    state: parseState(await git.showFile(sha, STATE_PATH)).state,
    progress: await git.showFile(sha, PROGRESS_PATH),
    phaseStatus: await git.showFile(sha, PHASE_STATUS_LOG_PATH),
  };
}

export async function readTaskRecord(
  git: Git,
  args: { base: RoundBase; tip: string; taskId: string },
): Promise<TaskRecord | undefined> {
  const { base, tip, taskId } = args;
  const tipPrd = await git.showFile(tip, base.prdPath);
  if (tipPrd === undefined) return undefined;
  const after = parsePrdText(tipPrd, base.prdPath).prd?.tasks.find((t) => idKey(t.id) === taskId);
  const before = base.tasks?.get(taskId);
  if (!after || !before) return undefined;
  const beforeCount = before.comments?.length ?? 0;

  const stateBefore = base.state;
  const stateAfter = parseState(await git.showFile(tip, STATE_PATH)).state;
  const subject = (await git.exec(['log', '-1', '--format=%s', tip])).stdout.trim();
  return {
    taskId,
    status: after.status,
    blockedBy: after.blocked_by,
    newComments: (after.comments ?? []).slice(beforeCount),
    progressAdded: appended(base.progress, await git.showFile(tip, PROGRESS_PATH)),
    phaseStatusAdded: appended(base.phaseStatus, await git.showFile(tip, PHASE_STATUS_LOG_PATH)),
    attemptState: stateAfter.tasks[taskId],
    costUsd: Math.max(0, stateAfter.totalCostUsd - stateBefore.totalCostUsd),
    numTurns: Math.max(0, stateAfter.totalNumTurns - stateBefore.totalNumTurns),
    subject,
  };
}
