/** What a commit's tree holds at a path: the harness reads blobs, never the working tree. */
import type { Git } from './types.js';

export interface TreeEntry {
  kind: 'file' | 'link' | 'dir' | 'other';
  /** Git's mode: 100644, 100755, 120000 (link), 040000 (tree), 160000 (submodule). */
  mode: string;
}

/** Entries of immutable commits (full hashes), per repository: asked again after every run. */
const cache = new WeakMap<Git, Map<string, TreeEntry | undefined>>();

export async function treeEntryAt(
  git: Git,
  ref: string,
  path: string,
): Promise<TreeEntry | undefined> {
  if (!/^[0-9a-f]{40}([0-9a-f]{24})?$/.test(ref)) return readEntry(git, ref, path);
  let entries = cache.get(git);
  if (!entries) cache.set(git, (entries = new Map()));
  const key = `${ref}\0${path}`;
  if (!entries.has(key)) entries.set(key, await readEntry(git, ref, path));
  return entries.get(key);
}

async function readEntry(git: Git, ref: string, path: string): Promise<TreeEntry | undefined> {
  const result = await git.exec(['ls-tree', '-z', ref, '--', path]);
  const record = result.stdout.split('\0').find((r) => r.endsWith(`\t${path}`));
  if (!record) return undefined;
  const [mode, type] = record.split(/[ \t]/);
  const kind =
    type === 'tree'
      ? 'dir'
      : mode === '120000'
        ? 'link'
        : mode === '100644' || mode === '100755'
          ? 'file'
          : 'other';
  return { kind, mode: mode! };
}
