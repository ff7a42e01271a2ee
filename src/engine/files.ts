/**
 * Small file helpers of the engine: atomic writes, tolerant reads, hashes. The `InRepo` forms
 * never follow a symbolic link below the repository root (see src/files/atomic.ts): every
 * harness read and write of a harness-owned path goes through them.
 */
import { createHash } from 'node:crypto';
import type { Hash } from 'node:crypto';
import {
  readChunksIfExists,
  readIfExists,
  removeNoFollow,
  writeFileAtomic,
} from '../files/atomic.js';
import { blobHash } from '../git/tree.js';

export { readIfExists };
export const writeAtomic = writeFileAtomic;

export function readInRepo(repoDir: string, path: string): Promise<string | undefined> {
  return readIfExists(path, { within: repoDir });
}

/**
 * The blob id git would give the file at `path` (read in pieces, never whole), like `blobId`;
 * undefined when there is no file. A file that changed size while read gets no valid id.
 */
export async function blobIdInRepo(
  repoDir: string,
  path: string,
  like: string,
): Promise<string | undefined> {
  let hash: Hash | undefined;
  let expected = 0;
  const size = await readChunksIfExists(path, { within: repoDir }, (chunk, statSize) => {
    if (hash === undefined) {
      expected = statSize;
      hash = blobHash(like, statSize);
    }
    hash.update(chunk);
  });
  if (size === undefined) return undefined;
  if (hash === undefined) return size === 0 ? blobHash(like, 0).digest('hex') : '';
  return size === expected ? hash.digest('hex') : '';
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
