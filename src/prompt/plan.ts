/** "The plan": every task as read-only context (spec 001), capped so large lists stay cheap. */
import { idKey, type TaskId } from '../prd/schema.js';
import type { TaskSummary } from './types.js';

/** Spec 001 caps the injected plan at 6 KB. */
export const PLAN_MAX_BYTES = 6 * 1024;

function planLine(task: TaskSummary, currentId: TaskId): string {
  const marker = idKey(task.id) === idKey(currentId) ? ' <- your task' : '';
  return `- #${idKey(task.id)} [${task.status}] ${oneLine(task.title)}${marker}`;
}

export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * One line per task in file order while they fit in `maxBytes`, then "... N more tasks".
 * The line of the current task is always kept (it replaces the tail if need be). Lines are
 * only rendered while they can still be shown: a long list costs what the cap lets through.
 */
export function renderPlanLines(
  plan: readonly TaskSummary[],
  currentId: TaskId,
  maxBytes = PLAN_MAX_BYTES,
): string[] {
  const lines: string[] = [];
  let total = 0;
  for (const task of plan) {
    const line = planLine(task, currentId);
    lines.push(line);
    total += Buffer.byteLength(line) + 1;
    if (total > maxBytes) break;
  }
  if (total <= maxBytes) return lines;

  const currentKey = idKey(currentId);
  const currentIndex = plan.findIndex((t) => idKey(t.id) === currentKey);
  const currentLine = currentIndex >= 0 ? planLine(plan[currentIndex]!, currentId) : undefined;
  // Reserve room for the "more" line and, when it would be cut, the current task's line.
  const reserve = (n: number) => Buffer.byteLength(`... ${n} more tasks`) + 1;
  const kept: string[] = [];
  let used = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const size = Buffer.byteLength(line) + 1;
    const needCurrent =
      currentLine !== undefined && currentIndex > i ? Buffer.byteLength(currentLine) + 1 : 0;
    if (used + size + needCurrent + reserve(plan.length) > maxBytes) break;
    kept.push(line);
    used += size;
  }
  if (currentLine !== undefined && currentIndex >= kept.length) kept.push(currentLine);
  const omitted = plan.length - kept.length;
  kept.push(`... ${omitted} more task${omitted === 1 ? '' : 's'}`);
  return kept;
}
