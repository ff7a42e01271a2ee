/**
 * The tasks of one parallel round: up to `limit` tasks that are ready now (pending, every
 * `depends_on` done), pairwise independent (no dependency path between any two) and without
 * overlapping declared files, by priority then file order.
 */
import { idKey, taskPriority, type Prd, type Priority, type Task } from '../../prd/schema.js';
import { selectNextTask } from '../../prd/select.js';
import { oneLine } from '../../text/one-line.js';

/** GitHub's limit on the jobs one matrix may generate. */
export const MAX_MATRIX_JOBS = 256;

const PRIORITY_RANK: Record<Priority, number> = { critical: 0, high: 1, medium: 2, low: 3 };

export interface Deferred {
  id: string;
  /** Why the task waits for a later round. */
  reason: string;
}

/** Why a round has nothing to run. */
export type IdleReason = 'complete' | 'blocked' | 'waiting' | 'paused';

export interface RoundSelection {
  tasks: Task[];
  /** Ready tasks left for a later round. */
  deferred: Deferred[];
  /** Set when `tasks` is empty. */
  idle?: { kind: IdleReason; message: string };
}

/** The files a task declares it will write: `files`, then `output_artifacts`. */
export function declaredFiles(task: Task): string[] {
  return [...(task.files ?? []), ...(task.output_artifacts ?? [])]
    .map((path) => path.trim().replace(/^\.\//, ''))
    .filter((path) => path !== '');
}

/** Same file, or one is a directory (ending in `/`) holding the other. */
function pathsOverlap(a: string, b: string): boolean {
  if (a === b) return true;
  const dirA = a.endsWith('/') ? a : `${a}/`;
  const dirB = b.endsWith('/') ? b : `${b}/`;
  return (a.endsWith('/') && b.startsWith(dirA)) || (b.endsWith('/') && a.startsWith(dirB));
}

/** The first file of `a` that overlaps one of `b`, or undefined. */
export function overlappingFile(a: Task, b: Task): string | undefined {
  const theirs = declaredFiles(b);
  return declaredFiles(a).find((mine) => theirs.some((other) => pathsOverlap(mine, other)));
}

/** Every task id reachable from `id` through `depends_on`. */
function dependencyClosure(byId: Map<string, Task>): Map<string, Set<string>> {
  const closure = new Map<string, Set<string>>();
  const visit = (id: string, trail: Set<string>): Set<string> => {
    const known = closure.get(id);
    if (known) return known;
    const reach = new Set<string>();
    if (trail.has(id)) return reach; // a cycle: validation reports it; do not loop here
    trail.add(id);
    for (const dep of byId.get(id)?.depends_on ?? []) {
      const key = idKey(dep);
      reach.add(key);
      for (const further of visit(key, trail)) reach.add(further);
    }
    trail.delete(id);
    closure.set(id, reach);
    return reach;
  };
  for (const id of byId.keys()) visit(id, new Set());
  return closure;
}

/** Ready as the sequential loop sees it: pending, or left in progress (resumed). */
function isReady(task: Task, byId: Map<string, Task>): boolean {
  if (task.status !== 'pending' && task.status !== 'in_progress') return false;
  return (task.depends_on ?? []).every((dep) => byId.get(idKey(dep))?.status === 'done');
}

/** Why nothing can run: the task list is complete, paused, or every remaining task waits. */
export function idleReason(prd: Prd): { kind: IdleReason; message: string } | undefined {
  if (prd.paused === true)
    return { kind: 'paused', message: 'The task list is paused (paused: true in prd.yaml)' };
  const next = selectNextTask(prd);
  if (next.kind === 'complete') return { kind: 'complete', message: 'All tasks are done' };
  if (next.kind === 'task') return undefined;
  return { kind: next.waiting.length > 0 ? 'waiting' : 'blocked', message: next.reason };
}

export function selectRound(prd: Prd, limit: number): RoundSelection {
  const idle = idleReason(prd);
  if (idle) return { tasks: [], deferred: [], idle };
  const byId = new Map<string, Task>();
  for (const task of prd.tasks) byId.set(idKey(task.id), task);
  const closure = dependencyClosure(byId);

  const ready = prd.tasks
    .map((task, index) => ({ task, index }))
    .filter(({ task }) => isReady(task, byId))
    .sort(
      (a, b) =>
        PRIORITY_RANK[taskPriority(a.task)] - PRIORITY_RANK[taskPriority(b.task)] ||
        a.index - b.index,
    )
    .map(({ task }) => task);

  const chosen: Task[] = [];
  const deferred: Deferred[] = [];
  const max = Math.min(Math.max(1, limit), MAX_MATRIX_JOBS);
  for (const task of ready) {
    const id = idKey(task.id);
    if (chosen.length >= max) {
      deferred.push({ id, reason: `the round is full (parallel: ${max})` });
      continue;
    }
    const reason = conflictWithChosen(task, chosen, closure);
    if (reason) deferred.push({ id, reason });
    else chosen.push(task);
  }
  return { tasks: chosen, deferred };
}

function conflictWithChosen(
  task: Task,
  chosen: Task[],
  closure: Map<string, Set<string>>,
): string | undefined {
  const id = idKey(task.id);
  for (const other of chosen) {
    const otherId = idKey(other.id);
    if (closure.get(id)?.has(otherId) || closure.get(otherId)?.has(id))
      return `it depends on ${otherId} (or ${otherId} on it), which runs in this round`;
    const file = overlappingFile(task, other);
    if (file) return `its file ${file} overlaps ${otherId}, which runs in this round`;
  }
  return undefined;
}

/** The `strategy.matrix` value for the chosen tasks: one job per task. */
export function matrixFor(tasks: Task[]): { include: { task: string; title: string }[] } {
  return {
    include: tasks.map((task) => ({
      task: idKey(task.id),
      // One line, no control characters: it becomes a job name.
      title: oneLine(task.title).slice(0, 100),
    })),
  };
}
