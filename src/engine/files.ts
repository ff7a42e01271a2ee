/**
 * Small file helpers of the engine: atomic writes, tolerant reads, hashes. The `InRepo` forms
 * never follow a symbolic link below the repository root (see src/files/atomic.ts): every
 * harness read and write of a harness-owned path goes through them.
 */
import { createHash } from 'node:crypto';
import type { BigIntStats } from 'node:fs';
import {
  readChunks,
  readIfExists,
  removeNoFollow,
  withFileIfExists,
  writeFileAtomic,
} from '../files/atomic.js';
import { blobHash } from '../git/tree.js';

export { readIfExists };
export const writeAtomic = writeFileAtomic;

export function readInRepo(repoDir: string, path: string): Promise<string | undefined> {
  return readIfExists(path, { within: repoDir });
}

/**
 * Blob ids of files hashed before, by a signature of the file: device, inode, size, and the
 * modification and change times. Writing to a file, renaming another over it or putting a
 * new file in its place gives it a new change time, which no program can choose, so a file
 * whose signature is unchanged still holds the bytes that were hashed and is not read again
 * (the harness checks its own files after every agent run and every check run; the progress
 * log only grows). A signature is only kept once its change time is clearly in the past, as
 * git does for "racily clean" files: a clock or file system counting in coarse steps gives a
 * change made within the same step the same time.
 */
const hashed = new Map<string, { signature: string; like: number; id: string }>();

/** How old a change time must be for its signature to be kept, by its resolution. */
const SETTLED_NS = 50_000_000n;
const SETTLED_WHOLE_SECONDS_NS = 2_000_000_000n;

function signatureOf(stats: BigIntStats): string {
  return `${stats.dev}:${stats.ino}:${stats.size}:${stats.mtimeNs}:${stats.ctimeNs}`;
}

/** Whether a change made after now would show in the file's change time. */
function settled(stats: BigIntStats): boolean {
  const now = BigInt(Date.now()) * 1_000_000n;
  const coarse = stats.ctimeNs % 1_000_000_000n === 0n || stats.mtimeNs % 1_000_000_000n === 0n;
  return now - stats.ctimeNs > (coarse ? SETTLED_WHOLE_SECONDS_NS : SETTLED_NS);
}

/**
 * The blob id git would give the file at `path` (read in pieces, never whole), like `blobId`;
 * undefined when there is no file. A file that changed while read gets no valid id.
 */
export async function blobIdInRepo(
  repoDir: string,
  path: string,
  like: string,
): Promise<string | undefined> {
  return withFileIfExists(path, { within: repoDir }, async (handle) => {
    const before = await handle.stat({ bigint: true });
    const signature = signatureOf(before);
    const known = hashed.get(path);
    if (known?.signature === signature && known.like === like.length) return known.id;
    const size = Number(before.size);
    const hash = blobHash(like, size);
    const read = await readChunks(handle, size, (chunk) => hash.update(chunk));
    if (read !== size) return '';
    const after = await handle.stat({ bigint: true });
    if (signatureOf(after) !== signature) return '';
    const id = hash.digest('hex');
    if (settled(after)) hashed.set(path, { signature, like: like.length, id });
    else hashed.delete(path);
    return id;
  });
}

export function writeInRepo(
  repoDir: string,
  path: string,
  content: string | Buffer,
): Promise<void> {
  return writeFileAtomic(path, content, { within: repoDir });
}

/**
 * How far into the past `backdateInRepo` moves a file's modification time: past any index
 * written from now on, even on a file system that keeps times in steps of two seconds.
 */
const BACKDATE_MS = 2_000;

/**
 * Moves the modification time of a file the harness has just written two seconds into the
 * past, so the commit that stages it next records it as clearly older than the index. git
 * cannot tell a file changed in the same second as the index was written ("racily clean")
 * from an unchanged one, so it reads such a file whole again every time it writes the index,
 * until a later write happens in a later second: in a fast loop, that is on every index
 * write of the next iteration, the growing progress log and the task list among them. A later
 * change to the file still shows, as it sets the time to the present. Never follows a link.
 */
export async function backdateInRepo(repoDir: string, path: string): Promise<void> {
  await withFileIfExists(path, { within: repoDir }, async (handle) => {
    const { atime, mtimeMs } = await handle.stat();
    await handle.utimes(atime, (mtimeMs - BACKDATE_MS) / 1000);
  });
}

export function removeInRepo(repoDir: string, path: string): Promise<void> {
  return removeNoFollow(path, { within: repoDir });
}

export function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}
