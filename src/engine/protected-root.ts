/**
 * The protected files at the repository's root as they are on disk, tracked or not: git does
 * not list a file it ignores, so an `.npmrc` added next to a `.gitignore` entry for it would
 * otherwise pass unseen. Noted before the agent runs and compared in the gate; one directory
 * read and a hash of each matching file (kept while the file is unchanged).
 */
import { lstat, readdir, readlink } from 'node:fs/promises';
import { join } from 'node:path';
import { protectedGlobs } from '../checks/protect/defaults.js';
import { globMatcher } from '../checks/protect/glob.js';
import { blobIdInRepo } from './files.js';

/** Each matching root entry and a fingerprint of it (its blob id, or what it is instead). */
export async function rootProtectedFiles(
  repoDir: string,
  protect: readonly string[] | undefined,
  like: string,
): Promise<Map<string, string>> {
  const { include, exclude } = protectedGlobs(protect);
  const matchers = include.filter((g) => !g.includes('/')).map(globMatcher);
  const excluded = exclude.map(globMatcher);
  const found = new Map<string, string>();
  for (const name of await readdir(repoDir).catch(() => [] as string[])) {
    if (!matchers.some((m) => m(name)) || excluded.some((m) => m(name))) continue;
    const path = join(repoDir, name);
    const info = await lstat(path).catch(() => undefined);
    if (info?.isSymbolicLink()) found.set(name, `a symbolic link to ${await readlink(path)}`);
    else if (info?.isFile()) found.set(name, (await blobIdInRepo(repoDir, path, like)) ?? '');
    else if (info) found.set(name, 'not a regular file');
  }
  return found;
}

/** Root entries that differ between two notes, with how (for files git does not list). */
export function rootDifferences(
  before: ReadonlyMap<string, string>,
  after: ReadonlyMap<string, string>,
): { path: string; change: string }[] {
  const names = [...new Set([...before.keys(), ...after.keys()])].sort();
  return names
    .filter((name) => before.get(name) !== after.get(name))
    .map((path) => ({
      path,
      change: !before.has(path)
        ? 'added (a file git does not track)'
        : !after.has(path)
          ? 'removed (a file git does not track)'
          : 'changed (a file git does not track)',
    }));
}
