/**
 * Source priorities -> prd.yaml priorities, keeping the source tool's order.
 *
 * The other tools rank with integers (1 = highest) and run the lowest number first; prd.yaml has
 * four levels and runs the highest level first, then file order. So tasks are written sorted by
 * their source priority (stable) and levels are handed out monotonically along that order: the
 * next task picked is then always the one the source tool would have picked.
 *
 * - Integers all within 1..4 keep their absolute meaning: 1 critical, 2 high, 3 medium, 4 low.
 * - Otherwise the distinct integers are split into four even bands by rank (1..19 gives
 *   1-5 critical, 6-10 high, 11-15 medium, 16-19 low), so a long ranking does not collapse into
 *   one level.
 * - Words (`high`, `P1`, `urgent`...) map to their level.
 * - Without a priority, a task comes after every task that has one, as `low`.
 */
import type { Priority, Task } from '../schema.js';
import type { ReportBuilder } from './report.js';

export type SourcePriority = number | Priority | undefined;

// A Map: a word such as `constructor` must not find a member every object has.
const WORDS = new Map<string, Priority>(
  Object.entries({
    critical: 'critical',
    urgent: 'critical',
    blocker: 'critical',
    highest: 'critical',
    p0: 'critical',
    high: 'high',
    p1: 'high',
    medium: 'medium',
    med: 'medium',
    normal: 'medium',
    moderate: 'medium',
    p2: 'medium',
    low: 'low',
    lowest: 'low',
    minor: 'low',
    p3: 'low',
    p4: 'low',
  }),
);

/** A priority word as the other tools write it; undefined when it is not one. */
export function priorityFromWord(word: string): Priority | undefined {
  return WORDS.get(word.trim().toLowerCase());
}

/** Reads a priority value (integer or word); an unreadable one is reported and ignored. */
export function readPriority(value: unknown, where: string, report: ReportBuilder): SourcePriority {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (/^\d+$/.test(trimmed)) return Number(trimmed);
    const level = priorityFromWord(trimmed);
    if (level) return level;
  }
  report.warn(`${where}: priority ${JSON.stringify(value)} is not a level or a number; ignored`);
  return undefined;
}

/** Highest first. */
const LEVELS: readonly Priority[] = ['critical', 'high', 'medium', 'low'];
const RANK: Record<Priority, number> = { critical: 0, high: 1, medium: 2, low: 3 };

/** The task with its priority set, written right after its status. */
export function withPriority(task: Task, priority: Priority | undefined): Task {
  if (priority === undefined) return task;
  const { id, title, status, ...rest } = task;
  return { id, title, status, priority, ...rest };
}

/** Integer -> level for the integers present in one file (see the module comment). */
export function integerLevels(values: number[]): Map<number, Priority> {
  const distinct = [...new Set(values)].sort((a, b) => a - b);
  const levels = new Map<number, Priority>();
  const absolute = distinct.every((v) => v >= 1 && v <= 4);
  distinct.forEach((value, rank) => {
    const index = absolute ? value - 1 : Math.floor((rank * 4) / distinct.length);
    levels.set(value, LEVELS[index]!);
  });
  return levels;
}

function describeBands(levels: Map<number, Priority>): string {
  const bands: string[] = [];
  for (const level of LEVELS) {
    const values = [...levels].filter(([, l]) => l === level).map(([v]) => v);
    if (values.length === 0) continue;
    const first = values[0]!;
    const last = values[values.length - 1]!;
    bands.push(`${first === last ? first : `${first}-${last}`} -> ${level}`);
  }
  return bands.join(', ');
}

/**
 * Orders items by source priority (stable) and gives each its level. Without any priority in the
 * file, file order is kept and no levels are set.
 */
export function orderByPriority<T>(
  items: { item: T; priority: SourcePriority }[],
  report: ReportBuilder,
  what = 'priority',
): { item: T; priority: Priority | undefined }[] {
  if (items.every((i) => i.priority === undefined)) {
    return items.map(({ item }) => ({ item, priority: undefined }));
  }
  const integers = items.flatMap((i) => (typeof i.priority === 'number' ? [i.priority] : []));
  const levels = integerLevels(integers);
  if (integers.length > 0) {
    report.mapped(`${what} (1 = highest) -> priority: ${describeBands(levels)}`);
  }
  if (items.some((i) => typeof i.priority === 'string')) {
    report.mapped(`${what} words -> the matching priority level`);
  }
  const missing = items.filter((i) => i.priority === undefined).length;
  if (missing > 0) {
    report.warn(`${missing} without a ${what}: imported as low, after the others`);
  }
  const keyed = items.map(({ item, priority }, index) => {
    const level: Priority =
      priority === undefined
        ? 'low'
        : typeof priority === 'number'
          ? levels.get(priority)!
          : priority;
    const order =
      priority === undefined
        ? Number.POSITIVE_INFINITY
        : typeof priority === 'number'
          ? priority
          : 0;
    return { item, level, rank: priority === undefined ? 4 : RANK[level], order, index };
  });
  keyed.sort((a, b) => a.rank - b.rank || a.order - b.order || a.index - b.index);
  return keyed.map(({ item, level }) => ({ item, priority: level }));
}
