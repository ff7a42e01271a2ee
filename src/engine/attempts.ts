/**
 * Artifacts of each attempt at a task: transcripts and the diff of a failed attempt, under
 * `.ralph/attempts/<task-id>/<n>/` (gitignored: they never enter history).
 */
import { join, relative } from 'node:path';
import { Transform, type Writable } from 'node:stream';
import { defaultRedactor } from '../agent/redact.js';
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

/** When the artifacts live in the repository, no link on the way is followed. */
function noLinksIn(dir: string, repoDir: string | undefined): { within?: string } {
  const inside = repoDir !== undefined && !relative(repoDir, dir).startsWith('..');
  return inside ? { within: repoDir } : {};
}

/**
 * A stream that redacts what passes through it line by line (a secret never spans a line).
 * Bytes are kept as they are: the text is read as latin1, one character per byte.
 */
export function redactingLines(redact: (text: string) => string): Transform {
  let carry = '';
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const text = carry + chunk.toString('latin1');
      const cut = text.lastIndexOf('\n') + 1;
      carry = text.slice(cut);
      done(null, Buffer.from(redact(text.slice(0, cut)), 'latin1'));
    },
    flush(done) {
      done(null, Buffer.from(redact(carry), 'latin1'));
    },
  });
}

/**
 * Writes a failed attempt's diff to `attempt.diff` in `dir` as `produce` writes it to the stream
 * it is given (never whole in memory), redacted, atomically. When the artifacts live in the
 * repository (`repoDir` contains `dir`), no link on the way is followed (`.ralph` may have been a
 * link).
 */
export async function saveAttemptDiff(
  dir: string,
  produce: (sink: Writable) => Promise<void>,
  repoDir?: string,
): Promise<void> {
  // Uploaded as an artifact: every known secret is redacted.
  const redacted = redactingLines(defaultRedactor());
  // A failure reaches the writer through the stream (and the caller through `producing`).
  redacted.on('error', () => undefined);
  const producing = produce(redacted).then(() => void redacted.end());
  producing.catch((error: unknown) =>
    redacted.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  const writing = writeFileAtomic(join(dir, 'attempt.diff'), redacted, noLinksIn(dir, repoDir));
  // A writer that failed reads no more: the stream is closed, and git with it (see runGit).
  writing.catch(() => redacted.destroy());
  // Both settle first: on a failure the writer has removed its temp file by then.
  const [produced, written] = await Promise.allSettled([producing, writing]);
  // The writer's failure first: it is the cause when git was stopped for it.
  if (written.status === 'rejected') throw written.reason;
  if (produced.status === 'rejected') throw produced.reason;
}

/** Writes a failed attempt's summary, redacted (see saveAttemptDiff for `repoDir`). */
export async function saveFailedAttempt(
  dir: string,
  summary: string,
  repoDir?: string,
): Promise<void> {
  const redact = defaultRedactor();
  await writeFileAtomic(join(dir, 'summary.txt'), `${redact(summary)}\n`, noLinksIn(dir, repoDir));
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
