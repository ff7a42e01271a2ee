/**
 * What in a working tree the harness's git must never meet: entries that make git run the
 * agent's programs or block forever. Removed (never opened, never followed) before the first
 * harness git command after the agent or the checks had the tree:
 * - a nested `.git` (directory, gitfile or link) that was not there when the repository was
 *   sealed, or was, and changed: `git add -A` and `git status` run `git status` inside every
 *   nested repository, with its own configuration (a clean filter is a program), as the
 *   harness's user; no `-c` option turns that off for `add`.
 * - FIFOs, sockets and device files: git opens every `.gitignore` and `.gitattributes` it meets
 *   and reads every file it adds, and a FIFO blocks that read for ever.
 * The walk uses the directory entries' types only (no stat of a file, no open).
 */
import type { Dirent } from 'node:fs';
import { lstat, readdir, readFile, rm } from 'node:fs/promises';
import { join, relative } from 'node:path';

/** A nested `.git` as it was when sealed: a gitfile (`gitdir: ...`) keeps its content. */
export interface NestedGitEntry {
  kind: 'file' | 'directory';
  content?: string;
}

export type NestedGitEntries = Map<string, NestedGitEntry>;

/** Every directory entry under `top`, but its own `.git` (links are entries, never followed). */
async function walk(top: string, visit: (path: string, entry: Dirent) => Promise<boolean>) {
  const stack = [top];
  while (stack.length > 0) {
    const dir = stack.pop()!;
    let entries: Dirent[];
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      continue; // gone or unreadable meanwhile
    }
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (dir === top && entry.name === '.git') continue;
      const descend = await visit(path, entry);
      if (descend && entry.isDirectory()) stack.push(path);
    }
  }
}

function isSpecial(entry: Dirent): boolean {
  return entry.isFIFO() || entry.isSocket() || entry.isCharacterDevice() || entry.isBlockDevice();
}

async function describeNested(path: string, entry: Dirent): Promise<NestedGitEntry | undefined> {
  if (entry.isDirectory()) return { kind: 'directory' };
  if (!entry.isFile()) return undefined;
  const info = await lstat(path);
  if (info.size > 4096) return undefined;
  return { kind: 'file', content: await readFile(path, 'utf8') };
}

/** The nested `.git` entries of the tree now (at sealing: what the checkout left, submodules). */
export async function nestedGitEntries(top: string): Promise<NestedGitEntries> {
  const found: NestedGitEntries = new Map();
  await walk(top, async (path, entry) => {
    if (entry.name !== '.git') return true;
    const described = await describeNested(path, entry);
    if (described) found.set(relative(top, path), described);
    return false;
  });
  return found;
}

function unchanged(sealed: NestedGitEntry | undefined, now: NestedGitEntry | undefined): boolean {
  if (!sealed || !now || sealed.kind !== now.kind) return false;
  return sealed.kind === 'directory' || sealed.content === now.content;
}

/**
 * Removes every hazard under `top`; returns the removed paths (relative to `top`). A nested
 * `.git` that was sealed and is unchanged stays (a checked-out submodule's gitfile, or a
 * nested repository whose configuration the seal restores).
 */
export async function removeTreeHazards(top: string, sealed: NestedGitEntries): Promise<string[]> {
  const removed: string[] = [];
  await walk(top, async (path, entry) => {
    const rel = relative(top, path);
    if (entry.name === '.git') {
      if (unchanged(sealed.get(rel), await describeNested(path, entry))) return false;
      await rm(path, { recursive: true, force: true });
      removed.push(rel);
      return false;
    }
    if (isSpecial(entry)) {
      await rm(path, { force: true });
      removed.push(rel);
    }
    return true;
  });
  return removed.sort();
}
