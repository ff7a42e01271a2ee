/**
 * When a usage limit lifts, read from what Claude Code reports. Its subscription limit message
 * ends with the reset as Unix seconds: `Claude AI usage limit reached|1767225600`.
 */

const RESET = /usage limit reached\|(\d{9,11})\b/i;

/** The reset time a usage-limit message names, or undefined when it names none. */
export function usageLimitReset(text: string): Date | undefined {
  const match = RESET.exec(text);
  if (!match) return undefined;
  const at = new Date(Number(match[1]) * 1000);
  return Number.isNaN(at.getTime()) ? undefined : at;
}

/**
 * `15:30 UTC`, or `2026-11-28 15:30 UTC` when the reset is not within the next 20 hours (a bare
 * time of day would then read as today's).
 */
export function formatResetTime(at: Date, now: Date): string {
  const iso = at.toISOString();
  const time = `${iso.slice(11, 16)} UTC`;
  const soon = at.getTime() - now.getTime() < 20 * 3_600_000;
  return soon ? time : `${iso.slice(0, 10)} ${time}`;
}
