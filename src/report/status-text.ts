/** The plain-text PRD status of SPEC-035 §9 (for `ralph status` and logs). */
import type { TaskCounts } from '../engine/types.js';
import type { TaskStatus } from '../prd/schema.js';
import { STATUS_ICONS, STATUS_LABELS, clampPercent } from './format.js';
import { stripControl } from './markdown.js';

const RULE = '─'.repeat(25);
const ORDER: TaskStatus[] = ['done', 'in_progress', 'pending', 'blocked', 'skipped'];
const LABEL_WIDTH = Math.max(...ORDER.map((s) => STATUS_LABELS[s].length)) + 2;

export function renderStatusText(args: {
  title: string;
  counts: TaskCounts;
  progressPercent: number;
}): string {
  const lines = [
    `Project: ${stripControl(args.title).replace(/\s+/g, ' ').trim()}`,
    RULE,
    `Tasks: ${args.counts.total} total`,
    ...ORDER.map(
      (s) => `  ${STATUS_ICONS[s]} ${`${STATUS_LABELS[s]}:`.padEnd(LABEL_WIDTH)}${args.counts[s]}`,
    ),
    RULE,
    `Progress: ${clampPercent(args.progressPercent)}%`,
  ];
  return lines.join('\n') + '\n';
}
