/**
 * Harness-owned files: the agent must not change the task list, the progress log, the status log
 * or the engine state (spec 001: status is owned by the harness). Whatever it did to them is
 * undone from the starting commit, and the quality-check definitions are restored the same way.
 *
 * Everything here looks with lstat and never follows a link: a harness-owned path (or a
 * directory on the way to it, like `.ralph`) that became a symbolic link, a directory or
 * anything else than it was at the starting commit counts as tampering and is put back from
 * the starting commit's tree. CLAUDE.md and AGENTS.md are checked for their type here (the
 * agent may edit their text; their RALPH:CHECKS block is restored separately).
 */
import { lstat, readlink } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileAt, treeEntriesAt, treeEntryAt } from '../../git/tree.js';
import type { Git } from '../../git/types.js';
import { CHECKS_FILES } from '../../checks/trust.js';
import { findChecksBlock } from '../../checks/parse.js';
import { blobIdInRepo, readInRepo, removeInRepo, writeInRepo } from '../files.js';

export const PHASE_STATUS_LOG_PATH = '.ralph/phase-status.log';

export function harnessOwnedPaths(prdPath: string): string[] {
  return [prdPath, '.ralph/progress.txt', PHASE_STATUS_LOG_PATH, '.ralph/state.json'];
}

type DiskKind = 'file' | 'link' | 'dir' | 'other' | undefined;

async function diskKind(path: string): Promise<DiskKind> {
  const info = await lstat(path).catch(() => undefined);
  if (!info) return undefined;
  if (info.isSymbolicLink()) return 'link';
  if (info.isFile()) return 'file';
  if (info.isDirectory()) return 'dir';
  return 'other';
}

/** Puts `path` back exactly as it is in `ref`'s tree (removing it when absent there). */
export async function checkoutFromRef(git: Git, ref: string, path: string): Promise<void> {
  const absolute = join(git.cwd, path);
  await removeInRepo(git.cwd, absolute);
  if (await treeEntryAt(git, ref, path)) await git.exec(['checkout', ref, '--', path]);
}

/**
 * Directories on the way to harness-owned paths (`.ralph`...) that are no longer real
 * directories are put back from `ref`. Returns the restored paths, with why.
 */
async function restoreDirectories(
  git: Git,
  ref: string,
  paths: readonly string[],
): Promise<string[]> {
  const dirs = new Set<string>();
  for (const path of paths) {
    for (let dir = dirname(path); dir !== '.' && dir !== '/'; dir = dirname(dir)) dirs.add(dir);
  }
  const restored: string[] = [];
  // Outermost first: restoring `.ralph` also restores what is below it.
  for (const dir of [...dirs].sort((a, b) => a.length - b.length)) {
    const kind = await diskKind(join(git.cwd, dir));
    if (kind === undefined || kind === 'dir') continue;
    await checkoutFromRef(git, ref, dir);
    restored.push(`${dir} (was ${kind === 'link' ? 'a symbolic link' : 'not a directory'})`);
  }
  return restored;
}

/** Restores each path to its content at `ref` (removing it if it did not exist). Returns what changed. */
export async function restoreFiles(
  git: Git,
  ref: string,
  paths: readonly string[],
): Promise<string[]> {
  const restored = await restoreDirectories(git, ref, paths);
  await treeEntriesAt(git, ref, [...paths, ...CHECKS_FILES]); // one ls-tree for all of them
  for (const path of paths) {
    const absolute = join(git.cwd, path);
    const entry = await treeEntryAt(git, ref, path);
    const kind = await diskKind(absolute);
    if (entry === undefined) {
      if (kind === undefined) continue;
      await removeInRepo(git.cwd, absolute);
      restored.push(path);
      continue;
    }
    if (entry.kind === 'file' && kind === 'file') {
      // Compared by blob id: the starting commit's text is read only when it must be written.
      if ((await blobIdInRepo(git.cwd, absolute, entry.oid)) === entry.oid) continue;
      await writeInRepo(git.cwd, absolute, (await fileAt(git, ref, path)) ?? '');
      restored.push(path);
      continue;
    }
    if (entry.kind === kind && kind === 'link') {
      if ((await fileAt(git, ref, path)) === (await readLinkText(absolute))) continue;
    }
    await checkoutFromRef(git, ref, path);
    restored.push(kind === 'link' ? `${path} (was a symbolic link)` : path);
  }
  return restored;
}

async function readLinkText(path: string): Promise<string | undefined> {
  return readlink(path).catch(() => undefined);
}

/**
 * CLAUDE.md and AGENTS.md keep the type they had at `ref`: one that became a link, a
 * directory, or stopped being a link, is put back whole from `ref`. Returns what changed.
 */
export async function restoreChecksFileTypes(git: Git, ref: string): Promise<string[]> {
  const restored: string[] = [];
  for (const file of CHECKS_FILES) {
    const entry = await treeEntryAt(git, ref, file);
    const kind = await diskKind(join(git.cwd, file));
    const same =
      entry === undefined
        ? kind === undefined || kind === 'file'
        : entry.kind === kind &&
          (kind !== 'link' ||
            (await fileAt(git, ref, file)) === (await readLinkText(join(git.cwd, file))));
    if (same) continue;
    await checkoutFromRef(git, ref, file);
    restored.push(kind === 'link' ? `${file} (was a symbolic link)` : `${file} (type changed)`);
  }
  return restored;
}

/**
 * Puts the RALPH:CHECKS block of `original` back into `current`, keeping the rest of the agent's
 * edits to the file (e.g. new Codebase Patterns). Undefined when nothing needs to change.
 * Blocks are found by marker lines only (a marker mentioned in prose is text).
 */
export function restoreChecksBlock(
  original: string,
  current: string | undefined,
): string | undefined {
  const originalBlock = findChecksBlock(original);
  if (current === undefined) return original;
  const currentBlock = findChecksBlock(current);
  if (originalBlock === undefined) {
    // The starting commit had no block: an added one is dropped.
    return currentBlock === undefined
      ? undefined
      : (current.slice(0, currentBlock.start) + current.slice(currentBlock.end)).replace(
          /\n{3,}/g,
          '\n\n',
        );
  }
  const originalText = original.slice(originalBlock.start, originalBlock.end);
  if (currentBlock === undefined) return original; // block removed: restore the whole file
  if (current.slice(currentBlock.start, currentBlock.end) === originalText) return undefined;
  return current.slice(0, currentBlock.start) + originalText + current.slice(currentBlock.end);
}

/** Restores the checks block of `file` from `ref` when the agent changed it. True if restored. */
export async function restoreChecksFile(git: Git, ref: string, file: string): Promise<boolean> {
  const absolute = join(git.cwd, file);
  // Only regular files are edited here; a link was already put back by restoreChecksFileTypes.
  if ((await diskKind(absolute)) === 'link') return false;
  const entry = await treeEntryAt(git, ref, file);
  const original = entry?.kind === 'file' ? await fileAt(git, ref, file) : undefined;
  const current = await readInRepo(git.cwd, absolute);
  const fixed = restoreChecksBlock(original ?? '', current);
  if (original === undefined && current === undefined) return false;
  if (fixed === undefined) return false;
  await writeInRepo(git.cwd, absolute, fixed);
  return true;
}
