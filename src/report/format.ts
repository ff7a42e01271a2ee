/** Small formatters shared by every renderer (numbers, icons, bars). */
import type { IterationOutcome, TaskCounts } from '../engine/types.js';
import type { TaskStatus } from '../prd/schema.js';

/** The status icons of SPEC-035 §9. */
export const STATUS_ICONS: Record<TaskStatus, string> = {
  done: '✓',
  in_progress: '▶',
  pending: '○',
  blocked: '⊗',
  skipped: '⊘',
};

export const STATUS_LABELS: Record<TaskStatus, string> = {
  done: 'Done',
  in_progress: 'In Progress',
  pending: 'Pending',
  blocked: 'Blocked',
  skipped: 'Skipped',
};

export const OUTCOME_ICONS: Record<IterationOutcome, string> = {
  done: '✓',
  failed: '✗',
  blocked: '⊗',
  interrupted: '↺',
  not_attempted: '⊘',
  dry_run: '○',
};

export function clampPercent(percent: number): number {
  if (!Number.isFinite(percent)) return 0;
  return Math.min(100, Math.max(0, Math.round(percent)));
}

/** `▓▓▓▓▓░░░░░ 53%` */
export function progressBar(percent: number, width = 10): string {
  const p = clampPercent(percent);
  const filled = Math.round((p / 100) * width);
  return `${'▓'.repeat(filled)}${'░'.repeat(width - filled)} ${p}%`;
}

export function formatCost(usd: number): string {
  if (!Number.isFinite(usd) || usd <= 0) return '$0.00';
  if (usd < 0.01) return '<$0.01';
  return `$${usd.toFixed(2)}`;
}

/** 850ms, 12.3s, 1m 02s, 1h 03m */
export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) return '0ms';
  if (ms < 1000) return `${Math.round(ms)}ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)}s`;
  const totalSeconds = Math.round(ms / 1000);
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  if (hours > 0) return `${hours}h ${String(minutes).padStart(2, '0')}m`;
  return `${minutes}m ${String(seconds).padStart(2, '0')}s`;
}

export function shortSha(sha: string | undefined): string | undefined {
  return sha ? sha.slice(0, 7) : undefined;
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}

/** `3/4` required-or-not: every check counts. */
export function checksPassed(checks: { passed: boolean }[]): string {
  return `${checks.filter((c) => c.passed).length}/${checks.length}`;
}

/** The counts of §9 on one line: `✓ 8 done · ▶ 2 in progress · ○ 4 pending · ⊗ 1 blocked · ⊘ 0 skipped`. */
export function countsLine(counts: TaskCounts): string {
  return [
    `${STATUS_ICONS.done} ${counts.done} done`,
    `${STATUS_ICONS.in_progress} ${counts.in_progress} in progress`,
    `${STATUS_ICONS.pending} ${counts.pending} pending`,
    `${STATUS_ICONS.blocked} ${counts.blocked} blocked`,
    `${STATUS_ICONS.skipped} ${counts.skipped} skipped`,
  ].join(' · ');
}
