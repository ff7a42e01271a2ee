/** A run stopped by a usage limit is paused until the limit resets, when Claude said when. */
import { usageLimitReset } from '../../agent/usage-limit-reset.js';
import type { LoopResult } from '../../engine/types.js';

/** When the usage limit that stopped the run resets, or undefined (another stop, or no time given). */
export function pausedUntil(loop: LoopResult | undefined): Date | undefined {
  if (loop?.stopReason !== 'usage_limit') return undefined;
  const last = loop.iterations.at(-1);
  return last ? usageLimitReset(last.summary) : undefined;
}
