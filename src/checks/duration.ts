/** Check timeouts: seconds as a number, or a duration string like "90s", "10m", "1h". */
export const DEFAULT_CHECK_TIMEOUT_MS = 10 * 60 * 1000;

const UNIT_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
const DURATION =
  /^(\d+(?:\.\d+)?)\s*(ms|s|sec|secs|seconds?|m|min|mins|minutes?|h|hr|hrs|hours?)?$/i;

/** Milliseconds, or undefined when the value is not a positive duration. */
export function parseTimeout(value: unknown): number | undefined {
  if (typeof value === 'number') {
    return Number.isFinite(value) && value > 0 ? Math.round(value * 1000) : undefined;
  }
  if (typeof value !== 'string') return undefined;
  const match = DURATION.exec(value.trim());
  if (!match) return undefined;
  const unit = (match[2] ?? 's').toLowerCase();
  const key = unit === 'ms' ? 'ms' : unit[0]!;
  const ms = Math.round(Number(match[1]) * UNIT_MS[key]!);
  return ms > 0 ? ms : undefined;
}

/** The shortest exact spelling of a duration: 600000 -> "10m", 90000 -> "90s". */
export function formatTimeout(ms: number): string {
  if (ms % 3_600_000 === 0) return `${ms / 3_600_000}h`;
  if (ms % 60_000 === 0) return `${ms / 60_000}m`;
  if (ms % 1000 === 0) return `${ms / 1000}s`;
  return `${ms}ms`;
}
