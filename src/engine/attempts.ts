/**
 * Artifacts of each attempt at a task: transcripts and the diff of a failed attempt, under
 * `.ralph/attempts/<task-id>/<n>/` (gitignored: they never enter history).
 */
import { join } from 'node:path';
import { defaultRedactor } from '../agent/redact.js';
import { readIfExists, writeAtomic } from './files.js';

export const ATTEMPTS_DIR = '.ralph/attempts';
const IGNORE_LINE = '.ralph/attempts/';

export function defaultArtifactsDir(repoDir: string): string {
  return join(repoDir, ATTEMPTS_DIR);
}

/** Task ids become directory names: anything outside [A-Za-z0-9._-] is replaced. */
export function safeSegment(id: string): string {
  const cleaned = id.replace(/[^A-Za-z0-9._-]/g, '_').replace(/^\.+/, '_');
  return cleaned === '' ? '_' : cleaned;
}

export function attemptDir(artifactsDir: string, taskId: string, attempt: number): string {
  return join(artifactsDir, safeSegment(taskId), String(attempt));
}

export function transcriptPath(
  artifactsDir: string,
  taskId: string,
  attempt: number,
  run: number,
): string {
  const name = run === 0 ? 'transcript.ndjson' : `transcript-fix-${run}.ndjson`;
  return join(attemptDir(artifactsDir, taskId, attempt), name);
}

/** The diff and summary of a failed attempt, with every known secret redacted (they are uploaded). */
export async function saveFailedAttempt(dir: string, diff: string, summary: string): Promise<void> {
  const redact = defaultRedactor();
  await writeAtomic(join(dir, 'attempt.diff'), redact(diff));
  await writeAtomic(join(dir, 'summary.txt'), `${redact(summary)}\n`);
}

/** Adds `.ralph/attempts/` to .gitignore when missing. True when the file changed. */
export async function ensureAttemptsIgnored(repoDir: string): Promise<boolean> {
  const path = join(repoDir, '.gitignore');
  const existing = await readIfExists(path);
  const lines = (existing ?? '').split(/\r?\n/).map((l) => l.trim());
  if (lines.some((l) => l === IGNORE_LINE || l === '.ralph/attempts' || l === '/.ralph/attempts/'))
    return false;
  const prefix =
    existing === undefined || existing === '' || existing.endsWith('\n')
      ? (existing ?? '')
      : `${existing}\n`;
  await writeAtomic(path, `${prefix}${IGNORE_LINE}\n`);
  return true;
}
