/**
 * Artifacts of each attempt at a task: transcripts and the diff of a failed attempt, under
 * `.ralph/attempts/<task-id>/<n>/` (gitignored: they never enter history).
 */
import { join, relative } from 'node:path';
import { writeFileAtomic } from '../files/atomic.js';
import { readInRepo, writeInRepo } from './files.js';

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

/**
 * Writes a failed attempt's diff and summary. When the artifacts live in the repository
 * (`repoDir` contains `dir`), no link on the way is followed (`.ralph` may have been a link).
 */
export async function saveFailedAttempt(
  dir: string,
  diff: string,
  summary: string,
  repoDir?: string,
): Promise<void> {
  const inside = repoDir !== undefined && !relative(repoDir, dir).startsWith('..');
  const options = inside ? { within: repoDir } : {};
  await writeFileAtomic(join(dir, 'attempt.diff'), diff, options);
  await writeFileAtomic(join(dir, 'summary.txt'), `${summary}\n`, options);
}

/** Adds `.ralph/attempts/` to .gitignore when missing. True when the file changed. */
export async function ensureAttemptsIgnored(repoDir: string): Promise<boolean> {
  const path = join(repoDir, '.gitignore');
  const existing = await readInRepo(repoDir, path);
  const lines = (existing ?? '').split(/\r?\n/).map((l) => l.trim());
  if (lines.some((l) => l === IGNORE_LINE || l === '.ralph/attempts' || l === '/.ralph/attempts/'))
    return false;
  const prefix =
    existing === undefined || existing === '' || existing.endsWith('\n')
      ? (existing ?? '')
      : `${existing}\n`;
  await writeInRepo(repoDir, path, `${prefix}${IGNORE_LINE}\n`);
  return true;
}
