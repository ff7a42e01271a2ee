/**
 * The tree the checks verified is the tree that is committed. The checks run code the agent
 * wrote: a test's last act, or a process it leaves running until the check command ends, can
 * rewrite a file after the tests have passed. Whatever the checks' processes wrote is put back
 * as it was when they started, and the paths are named.
 */
import { join } from 'node:path';
import type { Git } from '../../git/types.js';
import { removeInRepo } from '../files.js';

/**
 * Runs `checks` with the working tree noted before, and puts back whatever changed while they
 * ran; `exclude` (the harness's own files, restored by their owner) is left alone.
 */
export async function withVerifiedTree<T>(
  git: Git,
  exclude: readonly string[],
  checks: () => Promise<T>,
): Promise<{ result: T; putBack: string[] }> {
  const snapshot = await git.snapshotWorkingTree(exclude);
  try {
    const result = await checks();
    const { changed, added } = await snapshot.differences();
    const putBack = [...changed, ...added].sort();
    // Outermost first, never following a link: a directory swapped for a link goes first.
    for (const path of putBack) await removeInRepo(git.cwd, join(git.cwd, path));
    await snapshot.checkout(changed);
    return { result, putBack };
  } finally {
    await snapshot.dispose();
  }
}
