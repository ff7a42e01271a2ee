/** One log line per iteration. */
import { oneLine } from '../text/one-line.js';
import type { IterationResult } from '../engine/types.js';
import { checksPassed, formatCost, formatDuration, plural, shortSha } from './format.js';
import { stripControl } from './markdown.js';
import { outcomeText } from './sections.js';

export function renderIterationLine(result: IterationResult): string {
  const title = oneLine(result.taskTitle, 80);
  const sha = shortSha(result.commitSha);
  const facts = [
    `attempt ${result.attempt}`,
    result.fixAttempts > 0 ? plural(result.fixAttempts, 'fix', 'fixes') : undefined,
    `checks ${checksPassed(result.checks)}`,
    sha ? `commit ${sha}` : undefined,
    plural(result.numTurns, 'turn'),
    formatCost(result.costUsd),
    formatDuration(result.durationMs),
  ].filter((f): f is string => f !== undefined);
  const failed = result.checks.filter((c) => !c.passed).map((c) => stripControl(c.name));
  const failedText = failed.length > 0 ? `; failed: ${failed.join(', ')}` : '';
  const id = stripControl(result.taskId);
  return `[${result.iteration}] ${id} "${title}" → ${outcomeText(result)} (${facts.join(', ')}${failedText})`;
}
