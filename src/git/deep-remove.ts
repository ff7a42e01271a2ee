/**
 * Removes directory chains of any depth. `git clean -fd` fails on a chain deeper than PATH_MAX
 * (it opens each directory by its full path), and so does every path-based removal. GNU `rm -rf`
 * walks with directory descriptors (openat), and is started inside the chain's parent, whose
 * own path is short: no path it uses is longer than one name.
 */
import { execFile } from 'node:child_process';
import { basename, dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { deepDirectories } from './tree-walk.js';

const run = promisify(execFile);

/** Removes the chains under `root` too deep for git; returns their paths (relative to root). */
export async function removeDeepChains(root: string, maxDepth?: number): Promise<string[]> {
  const deep = await deepDirectories(root, maxDepth);
  for (const path of deep) {
    await run('rm', ['-rf', '--one-file-system', '--', basename(path)], {
      cwd: join(root, dirname(path)),
    });
  }
  return deep;
}
