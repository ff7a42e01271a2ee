/**
 * Harness-owned files: the agent must not change the task list, the progress log, the status log
 * or the engine state (spec 001: status is owned by the harness). Whatever it did to them is
 * undone from the starting commit, and the quality-check definitions are restored the same way.
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Git } from '../git/types.js';
import { readIfExists, writeAtomic } from './files.js';

export const PHASE_STATUS_LOG_PATH = '.ralph/phase-status.log';

export function harnessOwnedPaths(prdPath: string): string[] {
  return [prdPath, '.ralph/progress.txt', PHASE_STATUS_LOG_PATH, '.ralph/state.json'];
}

/** Restores each path to its content at `ref` (removing it if it did not exist). Returns what changed. */
export async function restoreFiles(
  git: Git,
  ref: string,
  paths: readonly string[],
): Promise<string[]> {
  const restored: string[] = [];
  for (const path of paths) {
    const original = await git.showFile(ref, path);
    const absolute = join(git.cwd, path);
    const current = await readIfExists(absolute);
    if (current === original) continue;
    if (original === undefined) await rm(absolute, { force: true });
    else await writeAtomic(absolute, original);
    restored.push(path);
  }
  return restored;
}

const CHECKS_BLOCK_RE = /<!--\s*RALPH:CHECKS:START\s*-->[\s\S]*?<!--\s*RALPH:CHECKS:END\s*-->/;

/**
 * Puts the RALPH:CHECKS block of `original` back into `current`, keeping the rest of the agent's
 * edits to the file (e.g. new Codebase Patterns). Undefined when nothing needs to change.
 */
export function restoreChecksBlock(
  original: string,
  current: string | undefined,
): string | undefined {
  const originalBlock = CHECKS_BLOCK_RE.exec(original)?.[0];
  if (current === undefined) return original;
  const currentBlock = CHECKS_BLOCK_RE.exec(current)?.[0];
  if (originalBlock === undefined) {
    // The starting commit had no block: an added one is dropped.
    return currentBlock === undefined
      ? undefined
      : current.replace(CHECKS_BLOCK_RE, '').replace(/\n{3,}/g, '\n\n');
  }
  if (currentBlock === originalBlock) return undefined;
  if (currentBlock === undefined) return original; // block removed: restore the whole file
  return current.replace(CHECKS_BLOCK_RE, () => originalBlock);
}

/** Restores the checks block of `file` from `ref` when the agent changed it. True if restored. */
export async function restoreChecksFile(git: Git, ref: string, file: string): Promise<boolean> {
  const original = await git.showFile(ref, file);
  const absolute = join(git.cwd, file);
  const current = await readIfExists(absolute);
  if (original === undefined) {
    if (current === undefined) return false;
    const fixed = restoreChecksBlock('', current);
    if (fixed === undefined) return false;
    await writeAtomic(absolute, fixed);
    return true;
  }
  const fixed = restoreChecksBlock(original, current);
  if (fixed === undefined) return false;
  await writeAtomic(absolute, fixed);
  return true;
}
