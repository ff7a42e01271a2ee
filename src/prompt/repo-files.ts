/**
 * Reads files named in the task list, confined to the repository: a path that is
 * absolute, climbs out with `..`, or is a symlink leading outside is refused.
 */
import { open, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import type { PromptFile } from './types.js';

/** Files larger than this are cut, with a note, so a stray log cannot swamp the prompt. */
export const MAX_FILE_BYTES = 200_000;
/** The NUL-byte probe, as git does it. */
const BINARY_PROBE_BYTES = 8192;

export type RepoPathResult = { ok: true; relative: string } | { ok: false; reason: string };

/** Normalizes a repository-relative path; refuses absolute paths and `..` escapes. */
export function normalizeRepoPath(raw: string): RepoPathResult {
  const trimmed = raw.trim();
  if (trimmed === '') return { ok: false, reason: 'empty path' };
  const slashed = trimmed.replace(/\\/g, '/');
  if (slashed.startsWith('/') || /^[A-Za-z]:/.test(slashed) || path.isAbsolute(trimmed)) {
    return { ok: false, reason: `absolute path refused: ${raw}` };
  }
  const normalized = path.posix.normalize(slashed).replace(/\/+$/, '');
  if (normalized === '..' || normalized.startsWith('../')) {
    return { ok: false, reason: `path outside the repository refused: ${raw}` };
  }
  if (normalized === '.' || normalized === '') return { ok: false, reason: `not a file: ${raw}` };
  return { ok: true, relative: normalized };
}

function isInside(root: string, candidate: string): boolean {
  const rel = path.relative(root, candidate);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

/**
 * Reads one repository file for the prompt. Never throws for a bad entry: the
 * returned PromptFile carries a note and `warning` says what went wrong.
 */
export async function readRepoFile(
  repoRoot: string,
  raw: string,
): Promise<{ file: PromptFile; warning?: string }> {
  const checked = normalizeRepoPath(raw);
  if (!checked.ok) {
    return { file: { path: raw, note: `(${checked.reason})` }, warning: checked.reason };
  }
  const rel = checked.relative;
  const absolute = path.join(repoRoot, ...rel.split('/'));
  let real: string;
  try {
    real = await realpath(absolute);
  } catch {
    return {
      file: { path: rel, note: `(file not found: ${rel})` },
      warning: `file not found: ${rel}`,
    };
  }
  const realRoot = await realpath(repoRoot);
  if (!isInside(realRoot, real)) {
    const reason = `symlink leading outside the repository refused: ${rel}`;
    return { file: { path: rel, note: `(${reason})` }, warning: reason };
  }
  const info = await stat(real);
  if (!info.isFile()) {
    const reason = `not a regular file: ${rel}`;
    return { file: { path: rel, note: `(${reason})` }, warning: reason };
  }
  const handle = await open(real, 'r');
  try {
    const size = Math.min(info.size, MAX_FILE_BYTES);
    const buffer = Buffer.alloc(size);
    let read = 0;
    while (read < size) {
      const { bytesRead } = await handle.read(buffer, read, size - read, read);
      if (bytesRead === 0) break;
      read += bytesRead;
    }
    const bytes = buffer.subarray(0, read);
    if (bytes.subarray(0, BINARY_PROBE_BYTES).includes(0)) {
      const reason = `binary file skipped: ${rel}`;
      return { file: { path: rel, note: `(${reason})` }, warning: reason };
    }
    let content = bytes.toString('utf8');
    if (info.size > MAX_FILE_BYTES) {
      // Drop a possibly cut multi-byte character at the end.
      content = content.replace(/\uFFFD$/, '');
      content += `\n(truncated: ${rel} is ${info.size} bytes; the first ${MAX_FILE_BYTES} are shown)`;
      return {
        file: { path: rel, content },
        warning: `file truncated: ${rel} (${info.size} bytes)`,
      };
    }
    return { file: { path: rel, content } };
  } finally {
    await handle.close();
  }
}
