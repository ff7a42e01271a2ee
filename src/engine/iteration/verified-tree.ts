/**
 * The tree the checks verified is the tree that is committed. The checks run code the agent
 * wrote: a test's last act, or a process it leaves running until the check command ends, can
 * rewrite a file after the tests have passed. Whatever the checks' processes wrote is put back
 * as it was when they started, and the paths are named.
 */
import type { Git } from '../../git/types.js';
import { checkoutFromRef } from '../protect.js';

/** Puts the working tree back to `verified` (a snapshotTree()); returns the paths put back. */
export async function restoreVerifiedTree(git: Git, verified: string): Promise<string[]> {
  const now = await git.snapshotTree();
  if (now === verified) return [];
  const changes = await git.changedFiles(verified, now);
  const paths = [...changes.created, ...changes.modified, ...changes.deleted].sort();
  for (const path of paths) await checkoutFromRef(git, verified, path);
  return paths;
}
