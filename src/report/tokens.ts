/**
 * What each task cost in tokens, as the model proxy counted them: input, output, cache read and
 * cache write, and the share of the input read from the prompt cache (a fix attempt that resumes
 * the session should read nearly all of it).
 */
import { cacheReadShare } from '../agent/prompt-cache.js';
import type { TokenUsage } from '../model-proxy/usage.js';
import { idKey, type Task } from '../prd/schema.js';
import { mdCell, mdTable } from './markdown.js';
import type { ReportModel } from './types.js';

const count = (n: number): string => n.toLocaleString('en-US');

/** `83%`, or `—` when nothing was sent. */
export function shareText(usage: TokenUsage): string {
  const total = usage.inputTokens + usage.cacheReadTokens + usage.cacheWriteTokens;
  return total === 0 ? '—' : `${Math.round(cacheReadShare(usage) * 100)}%`;
}

/** The "Tokens per task" table of the tasks that used any, in task-list order; undefined if none. */
export function tokensPerTaskBlock(
  model: ReportModel,
  tasks: Task[] = model.tasks,
): string | undefined {
  const rows = tasks.flatMap((task) => {
    const tokens = model.taskStats[idKey(task.id)]?.tokens;
    if (!tokens) return [];
    return [
      [
        mdCell(idKey(task.id), 60),
        count(tokens.inputTokens),
        count(tokens.outputTokens),
        count(tokens.cacheReadTokens),
        count(tokens.cacheWriteTokens),
        shareText(tokens),
      ],
    ];
  });
  if (rows.length === 0) return undefined;
  return [
    '### Tokens per task',
    '',
    mdTable(
      ['Task', 'Input', 'Output', 'Cache read', 'Cache write', 'Read from cache'],
      ['l', 'r', 'r', 'r', 'r', 'r'],
      rows,
    ),
  ].join('\n');
}
