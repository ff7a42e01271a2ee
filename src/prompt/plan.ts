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
 * The line of the current task is always kept (it replaces the tail if need be).
 */
export function renderPlanLines(
  plan: readonly TaskSummary[],
  currentId: TaskId,
  maxBytes = PLAN_MAX_BYTES,
): string[] {
  const lines = plan.map((t) => planLine(t, currentId));
  const total = lines.reduce((sum, l) => sum + Buffer.byteLength(l) + 1, 0);
  if (total <= maxBytes) return lines;

  const currentIndex = plan.findIndex((t) => idKey(t.id) === idKey(currentId));
  const currentLine = currentIndex >= 0 ? lines[currentIndex]! : undefined;
  // Reserve room for the "more" line and, when it would be cut, the current task's line.
  const reserve = (n: number) => Buffer.byteLength(`... ${n} more tasks`) + 1;
  const kept: string[] = [];
  let used = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const size = Buffer.byteLength(line) + 1;
    const needCurrent =
      currentLine !== undefined && currentIndex > i ? Buffer.byteLength(currentLine) + 1 : 0;
    if (used + size + needCurrent + reserve(lines.length) > maxBytes) break;
    kept.push(line);
    used += size;
  }
  if (currentLine !== undefined && currentIndex >= kept.length) kept.push(currentLine);
  const omitted = lines.length - kept.length;
  kept.push(`... ${omitted} more task${omitted === 1 ? '' : 's'}`);
  return kept;
}
