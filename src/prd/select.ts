/** Which task runs next, and whether the list is complete (SPEC-035 §5). */
import type { TaskCounts } from '../engine/types.js';
import { idKey, taskPriority } from './schema.js';
import type { Prd, Priority, Task, TaskId } from './schema.js';

export type Selection =
  | { kind: 'task'; task: Task }
  | { kind: 'complete' }
  | {
      kind: 'none_ready';
      reason: string;
      waiting: { id: string; on: string[] }[];
      blocked: { id: string; reason: string }[];
    };

const PRIORITY_RANK: Record<Priority, number> = { critical: 0, high: 1, medium: 2, low: 3 };

/** All tasks done or skipped with at least one done, or `completion_marker: true`. */
export function isComplete(prd: Prd): boolean {
  if (prd.completion_marker === true) return true;
  let hasDone = false;
  for (const task of prd.tasks) {
    if (task.status === 'done') hasDone = true;
    else if (task.status !== 'skipped') return false;
  }
  return hasDone;
}

export function countTasks(prd: Prd): TaskCounts {
  const counts: TaskCounts = {
    total: 0,
    done: 0,
    in_progress: 0,
    pending: 0,
    blocked: 0,
    skipped: 0,
  };
  for (const task of prd.tasks) {
    counts.total++;
    counts[task.status]++;
  }
  return counts;
}

/** Done tasks as a rounded percentage of all tasks (8 of 15 -> 53, as in SPEC-035 §9). */
export function progressPercent(prd: Prd): number {
  const { total, done } = countTasks(prd);
  return total === 0 ? 0 : Math.round((done / total) * 100);
}

export function findTask(prd: Prd, id: TaskId | string): Task | undefined {
  const key = idKey(id);
  return prd.tasks.find((t) => idKey(t.id) === key);
}

/**
 * The next task. A task left `in_progress` (an interrupted run, or `ralph mark <id> in_progress`)
 * is resumed first (SPEC-035 §4.4, §11.2); otherwise a `pending` one. Either way every
 * `depends_on` must be done (skipped does not count); then highest priority first
 * (critical > high > medium > low), then file order.
 */
export function selectNextTask(prd: Prd): Selection {
  if (isComplete(prd)) return { kind: 'complete' };
  const byId = new Map<string, Task>();
  for (const task of prd.tasks) byId.set(idKey(task.id), task);

  const best: Record<'in_progress' | 'pending', { task?: Task; rank: number }> = {
    in_progress: { rank: Infinity },
    pending: { rank: Infinity },
  };
  const waiting: { id: string; on: string[] }[] = [];
  for (const task of prd.tasks) {
    if (task.status !== 'pending' && task.status !== 'in_progress') continue;
    const unmet = (task.depends_on ?? []).filter((dep) => byId.get(idKey(dep))?.status !== 'done');
    if (unmet.length > 0) {
      waiting.push({ id: idKey(task.id), on: unmet.map(idKey) });
      continue;
    }
    const slot = best[task.status];
    const rank = PRIORITY_RANK[taskPriority(task)];
    if (rank < slot.rank) {
      slot.task = task;
      slot.rank = rank;
      if (rank === 0 && task.status === 'in_progress') break;
    }
  }
  const chosen = best.in_progress.task ?? best.pending.task;
  if (chosen) return { kind: 'task', task: chosen };

  const blocked = prd.tasks
    .filter((t) => t.status === 'blocked')
    .map((t) => ({ id: idKey(t.id), reason: t.blocked_by ?? 'no reason given' }));
  return { kind: 'none_ready', reason: explain(prd, byId, waiting, blocked), waiting, blocked };
}

const MAX_EXPLAINED = 5;

function describeDependency(id: string, byId: Map<string, Task>): string {
  const task = byId.get(id);
  if (!task) return `${id} (unknown)`;
  switch (task.status) {
    case 'blocked':
      return `${id} (blocked: ${task.blocked_by ?? 'no reason given'})`;
    case 'skipped':
      return `${id} (skipped, so it will never be done)`;
    case 'in_progress':
      return `${id} (in progress)`;
    default:
      return `${id} (${task.status})`;
  }
}

function explain(
  prd: Prd,
  byId: Map<string, Task>,
  waiting: { id: string; on: string[] }[],
  blocked: { id: string; reason: string }[],
): string {
  const lines: string[] = [];
  for (const w of waiting.slice(0, MAX_EXPLAINED)) {
    lines.push(`${w.id} is waiting on ${w.on.map((d) => describeDependency(d, byId)).join(', ')}`);
  }
  if (waiting.length > MAX_EXPLAINED) lines.push(`${waiting.length - MAX_EXPLAINED} more waiting`);
  const waitedOn = new Set(waiting.flatMap((w) => w.on));
  const shownBlocked = blocked.filter((b) => !waitedOn.has(b.id));
  for (const b of shownBlocked.slice(0, MAX_EXPLAINED))
    lines.push(`${b.id} is blocked: ${b.reason}`);
  if (shownBlocked.length > MAX_EXPLAINED)
    lines.push(`${shownBlocked.length - MAX_EXPLAINED} more blocked`);
  if (lines.length === 0) {
    const counts = countTasks(prd);
    return counts.done === 0
      ? 'No task is ready: every task is skipped, and at least one must be done to complete'
      : 'No task is ready';
  }
  return `No task is ready: ${lines.join('; ')}`;
}
