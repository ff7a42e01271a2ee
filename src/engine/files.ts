/**
 * Small file helpers of the engine: atomic writes, tolerant reads, hashes. The `InRepo` forms
 * never follow a symbolic link below the repository root (see src/files/atomic.ts): every
 * harness read and write of a harness-owned path goes through them.
 */
import { createHash } from 'node:crypto';
import { readIfExists, removeNoFollow, writeFileAtomic } from '../files/atomic.js';

export { readIfExists };
export const writeAtomic = writeFileAtomic;

export function readInRepo(repoDir: string, path: string): Promise<string | undefined> {
  return readIfExists(path, { within: repoDir });
}

export function writeInRepo(
  repoDir: string,
  path: string,
  content: string | Buffer,
): Promise<void> {
  return writeFileAtomic(path, content, { within: repoDir });
}

export function removeInRepo(repoDir: string, path: string): Promise<void> {
  return removeNoFollow(path, { within: repoDir });
}

export function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}
