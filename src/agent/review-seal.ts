/**
 * The reviewer's copy of the verified tree: the tree object the gate verified, written by the
 * harness's git into the sealed seat (see isolation/sealed-seat.ts), never the agent's working
 * tree itself. Only what the commit holds is there: no ignored file, no node_modules, no
 * `.git`, nothing a process still running could change while the reviewer reads.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { addAllExcept, oversizedIn } from '../git/tree-walk.js';
import type { Git } from '../git/types.js';

async function withTemporaryIndex<T>(fn: (env: Record<string, string>) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'ralph-review-index-'));
  try {
    return await fn({ GIT_INDEX_FILE: join(dir, 'index') });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The tree object of the working tree as the commit would take it (tracked and untracked
 * files, ignored ones and those over the push limit left out), built in a temporary index: the
 * real index is not touched. An lstat walk comes first (see git/tree-walk.ts): git never reads
 * a file over the limit, and a tree too deep or too large throws UnreadableTreeError.
 */
export async function workingTreeObject(git: Git): Promise<string> {
  const add = addAllExcept((await oversizedIn(git.cwd)).map((f) => f.path));
  return withTemporaryIndex(async (env) => {
    await git.exec(['read-tree', 'HEAD'], { env });
    await git.exec(add.args, { env, ...(add.input !== undefined ? { input: add.input } : {}) });
    return (await git.exec(['write-tree'], { env })).stdout.trim();
  });
}

/** Writes the files of `tree` under `dest` (an existing, empty directory). */
export async function exportTree(git: Git, tree: string, dest: string): Promise<void> {
  await withTemporaryIndex(async (env) => {
    await git.exec(['read-tree', tree], { env });
    await git.exec(['checkout-index', '--all', '--force', `--prefix=${resolve(dest)}/`], {
      env,
    });
  });
}
