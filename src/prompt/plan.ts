/**
 * "The plan": the tasks around the current one as read-only context (spec 001). Only the
 * neighbourhood is listed (the task's prerequisites, the tasks that wait for it, the next few
 * open tasks) with counts of the whole list, so the section stays the same size at 10 tasks and
 * at 1,000, and it is capped besides.
 */
import { idKey, type TaskId, type TaskStatus } from '../prd/schema.js';
import type { TaskSummary } from './types.js';

/** Spec 001 caps the injected plan at 6 KB. */
export const PLAN_MAX_BYTES = 6 * 1024;
/** Open tasks after the current one that the plan lists besides its prerequisites and dependents. */
export const PLAN_NEXT_TASKS = 3;

const COUNT_ORDER: readonly TaskStatus[] = ['done', 'in_progress', 'pending', 'blocked', 'skipped'];

function planLine(task: TaskSummary, currentId: TaskId): string {
  const marker = idKey(task.id) === idKey(currentId) ? ' <- your task' : '';
  return `- #${idKey(task.id)} [${task.status}] ${oneLine(task.title)}${marker}`;
}

export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Keys of the tasks the plan lists: the current one, its prerequisites, its dependents, the next few. */
export function planNeighbourhood(
  plan: readonly TaskSummary[],
  currentId: TaskId,
  next = PLAN_NEXT_TASKS,
): Set<string> {
  const current = idKey(currentId);
  const shown = new Set<string>([current]);
  const index = plan.findIndex((t) => idKey(t.id) === current);
  for (const dep of index >= 0 ? (plan[index]!.dependsOn ?? []) : []) shown.add(idKey(dep));
  for (const task of plan) {
    if ((task.dependsOn ?? []).some((dep) => idKey(dep) === current)) shown.add(idKey(task.id));
  }
  let added = 0;
  for (let i = index + 1; i < plan.length && added < next; i++) {
    const task = plan[i]!;
    if (task.status === 'done' || task.status === 'skipped') continue;
    const key = idKey(task.id);
    if (shown.has(key)) continue;
    shown.add(key);
    added++;
  }
  return shown;
}

/** `12 tasks: 5 done, 1 in_progress, 6 pending; 8 not listed`. */
export function planCountsLine(plan: readonly TaskSummary[], listed: number): string {
  const counts = new Map<TaskStatus, number>();
  for (const task of plan) counts.set(task.status, (counts.get(task.status) ?? 0) + 1);
  const parts = COUNT_ORDER.filter((s) => counts.has(s)).map((s) => `${counts.get(s)} ${s}`);
  const hidden = plan.length - listed;
  const rest = hidden > 0 ? `; ${hidden} not listed` : '';
  return `${plan.length} task${plan.length === 1 ? '' : 's'}: ${parts.join(', ')}${rest}`;
}

/**
 * The neighbourhood's lines in file order, while they fit in `maxBytes` (the current task's
 * line is always kept), then the counts line.
 */
export function renderPlanLines(
  plan: readonly TaskSummary[],
  currentId: TaskId,
  maxBytes = PLAN_MAX_BYTES,
  next = PLAN_NEXT_TASKS,
): string[] {
  const shown = planNeighbourhood(plan, currentId, next);
  const current = idKey(currentId);
  const candidates = plan.filter((t) => shown.has(idKey(t.id)));
  const currentTask = candidates.find((t) => idKey(t.id) === current);
  const reserve =
    Buffer.byteLength(planCountsLine(plan, 0)) +
    1 +
    (currentTask ? Buffer.byteLength(planLine(currentTask, currentId)) + 1 : 0);
  const lines: string[] = [];
  let used = 0;
  for (const task of candidates) {
    const line = planLine(task, currentId);
    if (idKey(task.id) === current) {
      lines.push(line);
      continue;
    }
    const size = Buffer.byteLength(line) + 1;
    if (used + size + reserve > maxBytes) continue;
    lines.push(line);
    used += size;
  }
  return [...lines, planCountsLine(plan, lines.length)];
}
