/**
 * A look at the agent's working tree before any harness git reads it: an lstat walk that follows
 * no link and reads no file. `git add -A` reads every new or changed file whole, so a sparse file
 * of 100 GB (a few bytes on disk) would hold the run for as long as reading 100 GB takes. The
 * walk counts apparent sizes: files over GitHub's push limit are named, and git is told to pass
 * them by (they can never be pushed). A tree too deep or with too many entries is refused before
 * git walks it at all.
 */
import type { Dirent } from 'node:fs';
import { lstat, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** Files over this apparent size are never read by the harness's git (GitHub's push limit). */
export const READ_LIMIT_BYTES = 100 * 1024 * 1024;
/** Deeper than this is no source tree. */
export const MAX_TREE_DEPTH = 256;
/** More entries than this (files, directories, links; ignored ones included) is no source tree. */
export const MAX_TREE_ENTRIES = 2_000_000;

export interface TreeLimits {
  readLimitBytes: number;
  maxDepth: number;
  maxEntries: number;
}

export const TREE_LIMITS: TreeLimits = {
  readLimitBytes: READ_LIMIT_BYTES,
  maxDepth: MAX_TREE_DEPTH,
  maxEntries: MAX_TREE_ENTRIES,
};

export interface OversizedFile {
  /** Relative to the tree's root, with `/`. */
  path: string;
  /** Apparent size (what a reader would read), not blocks on disk. */
  size: number;
}

export type TreeSurvey =
  | { kind: 'readable'; oversized: OversizedFile[]; entries: number }
  | { kind: 'refused'; reason: string };

/** Walks `root` (its own `.git` left out) with lstat only; stops at the first limit crossed. */
export async function surveyTree(
  root: string,
  limits: TreeLimits = TREE_LIMITS,
): Promise<TreeSurvey> {
  const oversized: OversizedFile[] = [];
  let entries = 0;
  // Depth-first with an explicit stack: no recursion, so no stack to overflow.
  const stack: { rel: string; depth: number }[] = [{ rel: '', depth: 0 }];
  while (stack.length > 0) {
    const { rel, depth } = stack.pop()!;
    let listed: Dirent[];
    try {
      listed = await readdir(join(root, rel), { withFileTypes: true });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'ENOTDIR') continue; // gone while walking
      if (code === 'ENAMETOOLONG')
        return { kind: 'refused', reason: `a path under ${rel}/ is longer than the system allows` };
      throw error;
    }
    for (const entry of listed) {
      if (rel === '' && entry.name === '.git') continue;
      entries += 1;
      if (entries > limits.maxEntries)
        return {
          kind: 'refused',
          reason: `the working tree has more than ${limits.maxEntries.toLocaleString('en-US')} entries`,
        };
      const path = rel === '' ? entry.name : `${rel}/${entry.name}`;
      if (entry.isDirectory()) {
        if (depth + 1 > limits.maxDepth)
          return {
            kind: 'refused',
            reason: `directories nest more than ${limits.maxDepth} deep (under ${path.split('/').slice(0, 3).join('/')}/)`,
          };
        stack.push({ rel: path, depth: depth + 1 });
      } else if (entry.isFile()) {
        const info = await lstat(join(root, path)).catch((error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return undefined;
          if (error.code === 'ENAMETOOLONG') return 'too long' as const;
          throw error;
        });
        if (info === 'too long')
          return { kind: 'refused', reason: `${path} is longer than the system allows` };
        if (info?.isFile() && info.size > limits.readLimitBytes)
          oversized.push({ path, size: info.size });
      }
    }
  }
  return { kind: 'readable', oversized, entries };
}

/** The working tree cannot be read safely (too deep, too many entries): git does not read it. */
export class UnreadableTreeError extends Error {
  constructor(readonly reason: string) {
    super(`The working tree is not read: ${reason}`);
    this.name = 'UnreadableTreeError';
  }
}

/** The files of `root` over the read limit; throws UnreadableTreeError past the other limits. */
export async function oversizedIn(root: string, limits?: TreeLimits): Promise<OversizedFile[]> {
  const survey = await surveyTree(root, limits);
  if (survey.kind === 'refused') throw new UnreadableTreeError(survey.reason);
  return survey.oversized;
}

/**
 * The arguments of `git add -A` for the whole tree with `skip` passed by, and its stdin (the
 * pathspecs go through stdin: there may be more than a command line holds).
 */
export function addAllExcept(skip: readonly string[]): { args: string[]; input?: string } {
  if (skip.length === 0) return { args: ['add', '-A', '--', '.'] };
  const specs = ['.', ...skip.map((path) => `:(exclude,top,literal)${path}`)];
  return {
    args: ['add', '-A', '--pathspec-from-file=-', '--pathspec-file-nul'],
    input: `${specs.join('\0')}\0`,
  };
}

/** A directory whose path is longer than this is removed whole (PATH_MAX is 4096 on Linux). */
const DEEP_PATH_BYTES = 3584;

/**
 * The directories under `root` past the depth limit or so deep their path nears PATH_MAX,
 * shallowest first on each chain (their parents have paths short enough to work in).
 */
export async function deepDirectories(
  root: string,
  maxDepth: number = MAX_TREE_DEPTH,
): Promise<string[]> {
  const deep: string[] = [];
  const stack: { rel: string; depth: number }[] = [{ rel: '', depth: 0 }];
  while (stack.length > 0) {
    const { rel, depth } = stack.pop()!;
    const listed = await readdir(join(root, rel), { withFileTypes: true }).catch(() => []);
    for (const entry of listed) {
      if ((rel === '' && entry.name === '.git') || !entry.isDirectory()) continue;
      const path = rel === '' ? entry.name : `${rel}/${entry.name}`;
      if (depth + 1 > maxDepth || Buffer.byteLength(join(root, path)) > DEEP_PATH_BYTES)
        deep.push(path);
      else stack.push({ rel: path, depth: depth + 1 });
    }
  }
  return deep;
}
