/**
 * A private copy of a repository's index, for building a tree without touching the real one.
 *
 * The copy keeps the index's modification time. Git trusts an entry's cached stat data (size,
 * mtime, ctime, inode) only for files older than the index file; an entry written in the same
 * second as the index is "racily clean" and git reads the file again (git's racy-git rule; git
 * compares whole seconds unless built with USE_NSEC). A copy stamped with the time it was made
 * would turn that rule off: a file rewritten to the same size within the second the real index
 * was written would look unchanged, and its new content would be missing from the tree.
 */
import { copyFile, mkdtemp, rm, stat, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface PrivateIndex {
  /** The environment that points git at the copy. */
  env: { GIT_INDEX_FILE: string };
  remove(): Promise<void>;
}

/**
 * Copies the index at `indexPath` (absent: the copy starts empty) into a new private directory
 * named from `prefix`, with the original's modification time.
 */
export async function privateIndexCopy(indexPath: string, prefix: string): Promise<PrivateIndex> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  const env = { GIT_INDEX_FILE: join(dir, 'index') };
  const remove = () => rm(dir, { recursive: true, force: true });
  try {
    const original = await stat(indexPath).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
    if (original !== undefined) {
      await copyFile(indexPath, env.GIT_INDEX_FILE);
      // Rounded down to the millisecond: never later than the original, so no entry the real
      // index treats as racily clean is trusted in the copy.
      const mtime = new Date(Math.floor(original.mtimeMs));
      await utimes(env.GIT_INDEX_FILE, mtime, mtime);
    }
  } catch (error) {
    await remove();
    throw error;
  }
  return { env, remove };
}
