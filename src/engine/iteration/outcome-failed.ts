/**
 * Phase 4, commit: the attempt failed. The agent's work is saved as an artifact, then reset;
 * one `chore:` commit.
 */
import { PrdDocument } from '../../prd/document.js';
import { attemptDir, saveFailedAttempt } from '../attempts.js';
import { formatProgressBlock } from '../memory.js';
import { oneLine } from '../../text/one-line.js';
import { taskState } from '../state.js';
import type { IterationResult } from '../types.js';
import {
  NO_FILES,
  lastRun,
  resetTree,
  resultBase,
  type IterationContext,
  type IterationRun,
} from './context.js';
import { recordOutcome } from './record.js';
import { saveFailedDiff } from './attempt-diff.js';
import { shortFailureReason } from './gate-refusals.js';
import { startingPrdText } from './starting-prd.js';
import { plural } from '../../report/format.js';

export async function settleFailed(
  ctx: IterationContext,
  reason: string,
  key: string,
  /** Blocked now, whatever attempts are left (the task's cost cap). */
  blockNow = false,
): Promise<IterationRun> {
  const { input, repoDir, taskId, attempt } = ctx;
  const { settings, state, task } = input;

  // Keep the agent's work as an artifact, then undo it.
  const dir = attemptDir(ctx.artifacts, taskId, attempt);
  await saveFailedDiff(ctx, dir);
  await resetTree(ctx);
  const summary = `Attempt ${attempt} failed: ${reason}`;
  await saveFailedAttempt(dir, summary, repoDir);

  // The task list: a comment, and blocked after the last allowed attempt.
  const entry = taskState(state, taskId);
  entry.attempts = attempt;
  entry.lastFailure = reason.split('\n')[0];
  const blocked = blockNow || attempt >= settings.maxTaskAttempts;
  const now = input.now();
  const doc = PrdDocument.parse(await startingPrdText(ctx), settings.prdPath);
  doc.addTaskComment(task.id, {
    author: 'agent',
    body: summary,
    created: now.toISOString().replace(/\.\d{3}Z$/, 'Z'),
  });
  const shortReason = shortFailureReason(key, reason);
  const blockedBy = blockNow
    ? reason
    : `Failed ${attempt} attempt${attempt > 1 ? 's' : ''}: ${shortReason}`;
  if (blocked) doc.setTaskStatus(task.id, 'blocked', { now, blockedBy });
  const block = formatProgressBlock({
    timestamp: now.toISOString(),
    taskId,
    title: oneLine(task.title),
    outcome: blockNow
      ? `task blocked: ${reason}`
      : blocked
        ? `failed, task blocked after ${plural(attempt, 'attempt')}`
        : `attempt ${attempt} failed`,
    runUrl: settings.runUrl,
    files: NO_FILES,
    details: [`Reason: ${reason.split('\n')[0]}`],
  });

  const recorded = await recordOutcome(ctx, {
    doc,
    progressBlock: block,
    patterns: [],
    taskDone: false,
    failureKey: key,
    failure: reason,
    taskBlocked: blocked,
    files: NO_FILES,
    exitSignal: false,
    checksPassed: false,
    message: `chore(ralph): ${oneLine(taskId)} attempt ${attempt} failed`,
  });
  const result: IterationResult = {
    ...resultBase(ctx),
    outcome: blocked ? 'blocked' : 'failed',
    commitSha: recorded.sha,
    phaseStatus: recorded.phaseStatus,
    summary: blockNow
      ? `${taskId} blocked: ${reason}`
      : blocked
        ? `${taskId} blocked after ${attempt} failed attempts: ${shortReason}`
        : `${taskId} attempt ${attempt} failed: ${reason.split('\n')[0]}`,
  };
  ctx.observer.iterationEnd?.(result);
  const stop = lastRun(ctx)?.outcome === 'cannot_complete' ? 'cannot_complete' : undefined;
  return { result, stop };
}
