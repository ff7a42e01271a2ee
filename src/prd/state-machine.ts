/**
 * SPEC-035 §4.4 status transitions, plus the two the `/ralph skip` and `/ralph block`
 * commands need (pending -> skipped, pending -> blocked):
 *
 *   pending     -> in_progress | skipped | blocked
 *   in_progress -> done | blocked | skipped | pending   (pending: the harness resets an interrupted task)
 *   blocked     -> pending                           (clears blocked_by)
 *   done, skipped: terminal
 *
 * Moving to `blocked` needs a reason (`blocked_by`).
 */
import type { TaskStatus } from './schema.js';

export const ALLOWED_TRANSITIONS: Readonly<Record<TaskStatus, readonly TaskStatus[]>> = {
  pending: ['in_progress', 'skipped', 'blocked'],
  in_progress: ['done', 'blocked', 'skipped', 'pending'],
  blocked: ['pending'],
  done: [],
  skipped: [],
};

export type TransitionCheck = { ok: true } | { ok: false; rule: string; message: string };

export function checkTransition(
  from: TaskStatus,
  to: TaskStatus,
  opts: { blockedBy?: string } = {},
): TransitionCheck {
  if (from === to) {
    return { ok: false, rule: 'STATE-SAME', message: `The task is already ${to}` };
  }
  const allowed = ALLOWED_TRANSITIONS[from];
  if (!allowed.includes(to)) {
    if (from === 'done') {
      return {
        ok: false,
        rule: 'STATE-TERMINAL',
        message: `done -> ${to} is not allowed: completed tasks don't revert`,
      };
    }
    if (allowed.length === 0) {
      return {
        ok: false,
        rule: 'STATE-TERMINAL',
        message: `${from} -> ${to} is not allowed: ${from} is a final status`,
      };
    }
    return {
      ok: false,
      rule: 'STATE-TRANSITION',
      message: `${from} -> ${to} is not allowed (from ${from}: ${allowed.join(', ')})`,
    };
  }
  if (to === 'blocked' && !opts.blockedBy?.trim()) {
    return {
      ok: false,
      rule: 'STATE-REASON',
      message: `${from} -> blocked needs a reason (blocked_by)`,
    };
  }
  return { ok: true };
}
