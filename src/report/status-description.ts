/** The commit status the action sets on the PRD branch head. */
import { idKey } from '../prd/schema.js';
import { stripControl, truncate } from './markdown.js';
import type { ReportModel, StatusDescription } from './types.js';
import { plural } from './format.js';

/** GitHub rejects longer commit status descriptions. */
export const STATUS_DESCRIPTION_MAX = 140;

function describe(state: StatusDescription['state'], text: string): StatusDescription {
  const oneLine = stripControl(text).replace(/\s+/g, ' ').trim();
  return { state, description: truncate(oneLine, STATUS_DESCRIPTION_MAX) };
}

type StatusInput = Pick<
  ReportModel,
  'tasks' | 'counts' | 'complete' | 'gate1' | 'gate2' | 'breakerState'
> &
  Partial<Pick<ReportModel, 'stopReason' | 'pausedUntil'>>;

export function renderStatusDescription(model: StatusInput): StatusDescription {
  const { counts } = model;
  const done = `${counts.done}/${counts.total} tasks done`;
  if (model.complete && model.gate1 && model.gate2) {
    const skipped = counts.skipped > 0 ? ` (${counts.skipped} skipped)` : '';
    return describe('success', `Complete: ${done}${skipped}`);
  }
  const blocked = model.tasks.filter((t) => t.status === 'blocked');
  if (model.breakerState === 'OPEN') {
    const also = blocked.length > 0 ? `, ${blocked.length} blocked` : '';
    return describe('failure', `Circuit breaker open: ${done}${also}`);
  }
  if (blocked.length === 1) {
    const task = blocked[0]!;
    const why = task.blocked_by ? `: ${task.blocked_by}` : '';
    return describe('failure', `Task ${idKey(task.id)} blocked${why} (${done})`);
  }
  if (blocked.length > 1) {
    const ids = blocked.map((t) => idKey(t.id)).join(', ');
    return describe('failure', `${plural(blocked.length, 'task')} blocked (${done}): ${ids}`);
  }
  if (model.pausedUntil)
    return describe('pending', `paused until ${model.pausedUntil} (usage limit; ${done})`);
  if (model.stopReason === 'checks_failing_at_start')
    return describe('failure', `A required check fails at the starting commit (${done})`);
  if (model.stopReason === 'task_failed')
    return describe('failure', `A task failed its checks; stopped on failure (${done})`);
  if (model.gate1 && !model.gate2)
    return describe('pending', `${done}; waiting for the exit signal`);
  return describe('pending', done);
}
