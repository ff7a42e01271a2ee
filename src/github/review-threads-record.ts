/**
 * Writes the review threads' tasks into the task list on the work branch: new threads first in
 * the list, a thread whose earlier task was blocked back to pending with its attempts cleared.
 * The caller commits and pushes the paths returned.
 */
import { join } from 'node:path';
import { retryTaskState, STATE_PATH } from '../engine/index.js';
import {
  documentOf,
  isoDate,
  loadPrdFile,
  parsePrdText,
  savePrdDocument,
  writeFileAtomic,
} from '../prd/index.js';
import {
  insertTasksFirst,
  planReviewTask,
  reviewTaskEntry,
  type QuotedComment,
  type ReviewTaskPlan,
} from './review-threads-tasks.js';
import type { ReviewThread } from './review-threads.js';

export interface RecordedReviewTasks {
  plans: ReviewTaskPlan[];
  /** Paths to commit; empty when the list already had every task ready to run. */
  changed: string[];
}

export async function recordReviewTasks(
  workspace: string,
  prdPath: string,
  work: { thread: ReviewThread; comments: QuotedComment[] }[],
  now: Date = new Date(),
): Promise<RecordedReviewTasks> {
  const prdFile = join(workspace, prdPath);
  const loaded = await loadPrdFile(prdFile);
  if (!loaded.prd || loaded.text === undefined)
    throw new Error(`${prdPath} is invalid; run ralph validate.`);
  const plans = work.map((w) => ({ plan: planReviewTask(loaded.prd!, w.thread), ...w }));
  const fresh = plans.filter((p) => p.plan.existing === undefined);
  // A blocked task runs again with its attempts cleared; one left in progress is picked up.
  const stuck = plans.filter(
    (p) => p.plan.existing === 'blocked' || p.plan.existing === 'in_progress',
  );
  const changed: string[] = [];

  if (fresh.length > 0) {
    const text = insertTasksFirst(
      loaded.text,
      fresh.map((p) => reviewTaskEntry(p.plan, p.comments, isoDate(now))),
    );
    const check = parsePrdText(text, prdFile);
    if (!check.prd)
      throw new Error(
        `Adding the review threads would make ${prdPath} invalid: ${check.errors[0]?.message ?? 'unknown error'}`,
      );
    await writeFileAtomic(prdFile, text);
    changed.push(prdPath);
  }
  if (stuck.length > 0) {
    const doc = documentOf(await loadPrdFile(prdFile));
    if (!doc) throw new Error(`${prdPath} cannot be edited`);
    for (const b of stuck) doc.setTaskStatus(b.plan.id, 'pending');
    await savePrdDocument(doc, prdFile);
    for (const b of stuck) await retryTaskState(workspace, b.plan.id);
    if (!changed.includes(prdPath)) changed.push(prdPath);
    changed.push(STATE_PATH);
  }
  return { plans: plans.map((p) => p.plan), changed };
}

/** A task's status in the task list on disk. */
export async function taskStatusOnDisk(
  workspace: string,
  prdPath: string,
  id: string,
): Promise<string | undefined> {
  const loaded = await loadPrdFile(join(workspace, prdPath));
  return loaded.prd?.tasks.find((t) => String(t.id) === id)?.status;
}
