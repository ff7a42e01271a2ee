/**
 * Phase 2, candidate: the agent's work as one tree object. After the agent phase (and after the
 * harness put its own files back), the working tree is added to a harness-owned index (a copy
 * of the repository's, so unchanged files are not read again) and written as a tree. That tree
 * is what the checks verify, in a checkout of their own, and exactly what is committed: nothing
 * written to the working tree afterwards changes it.
 *
 * Build output and files over the push limit are not part of it (chosen before git reads a file,
 * then removed and listed, see left-out.ts); a file the agent hid with `.gitignore` is not part of it either, so a check
 * that needs one fails.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { privateIndexCopy, type PrivateIndex } from '../../git/index-copy.js';
import type { FileChanges, Git } from '../../git/types.js';
import { addAllExcept, oversizedIn, type OversizedFile } from '../../git/tree-walk.js';
import type { LeftOutFile } from '../types.js';
import type { IterationContext } from './context.js';
import { megabytes, newFiles, newFilesLeftOut, warnManyNewFiles } from './left-out.js';

export interface Candidate {
  /** The tree object: verified, then committed. */
  tree: string;
  /** What it changes against the starting commit. */
  changes: FileChanges;
  /** Files of the working tree kept out of it (and removed from it). */
  leftOut: LeftOutFile[];
}

/**
 * The files over the push limit that git would take (not ignored), found by an lstat walk
 * before git reads anything; throws UnreadableTreeError on a tree too deep or too large.
 */
export async function oversizedFiles(git: Git): Promise<OversizedFile[]> {
  const oversized = await oversizedIn(git.cwd);
  if (oversized.length === 0) return [];
  const input = `${oversized.map((f) => f.path).join('\0')}\0`;
  const ignoredList = await git.exec(['check-ignore', '-z', '--stdin'], {
    input,
    allowFailure: true,
  });
  const ignored = new Set(ignoredList.stdout.split('\0'));
  return oversized.filter((f) => !ignored.has(f.path));
}

/** `git add -A` of the whole tree, files over the push limit passed by (git never reads them). */
async function addAll(git: Git, env: Record<string, string>, skip: readonly string[]) {
  const add = addAllExcept(skip);
  await git.exec(add.args, { env, ...(add.input !== undefined ? { input: add.input } : {}) });
}

/** Where each repository's index is (fixed for the repository: asked once). */
const indexPaths = new WeakMap<Git, string>();

/** A private index for one build of the candidate (a copy of the real one), and its removal. */
async function privateIndex(git: Git): Promise<PrivateIndex> {
  let real = indexPaths.get(git);
  if (real === undefined) {
    real = resolve(git.cwd, (await git.exec(['rev-parse', '--git-path', 'index'])).stdout.trim());
    indexPaths.set(git, real);
  }
  return privateIndexCopy(real, 'ralph-candidate-');
}

/** A file kept out of the tree, and whether the index has it (a tracked file, changed). */
interface LeftOutChoice extends LeftOutFile {
  tracked: boolean;
}

/**
 * The files kept out of the tree, chosen before git reads any file (see left-out.ts): the walk's
 * files over the push limit, and the new files that are build output or over 10 MB. `env` points
 * git at the private index the tree is built in.
 */
async function chooseLeftOut(
  ctx: IterationContext,
  env: Record<string, string>,
  warn: boolean,
): Promise<LeftOutChoice[]> {
  const { git } = ctx.input.deps;
  const oversized = await oversizedFiles(git);
  const listed = await newFiles(git, env);
  if (warn) await warnManyNewFiles(ctx, listed);
  const created = new Set(listed);
  const big = new Set(oversized.map((f) => f.path));
  const built = await newFilesLeftOut(
    ctx.repoDir,
    listed.filter((path) => !big.has(path)),
    new Set(ctx.ownedPaths),
  );
  return [
    ...oversized.map(({ path, size }) => ({
      path,
      why: `${megabytes(size)}, over GitHub's 100 MB push limit`,
      tracked: !created.has(path),
    })),
    ...built.map((file) => ({ ...file, tracked: false })),
  ];
}

/**
 * The working tree without `leftOut` as a tree object, built in the private index of `env`: git
 * passes them by (it never reads them, and writes no object of theirs); a tracked one keeps its
 * starting version.
 */
async function treeWithout(
  ctx: IterationContext,
  env: Record<string, string>,
  leftOut: readonly LeftOutChoice[],
): Promise<string> {
  const { git } = ctx.input.deps;
  for (const { path } of leftOut.filter((f) => f.tracked)) {
    // The copied index may hold another version: no refresh, so nothing is read.
    await git.exec(
      ['reset', '--quiet', '--no-refresh', ctx.input.startSha, '--', `:(top,literal)${path}`],
      { env },
    );
  }
  await addAll(
    git,
    env,
    leftOut.map((f) => f.path),
  );
  return (await git.exec(['write-tree'], { env })).stdout.trim();
}

/**
 * Removes the left-out files from the working tree (a tracked one is put back at its starting
 * version): nothing is kept of them, so no diff or artifact can hold them. Listed in a warning.
 */
async function removeLeftOut(ctx: IterationContext, leftOut: readonly LeftOutChoice[]) {
  const { git } = ctx.input.deps;
  for (const { path, tracked } of leftOut) {
    // The walk and git name files, never a path through a link: nothing outside is removed.
    await rm(join(ctx.repoDir, path), { force: true });
    if (!tracked) continue;
    const literal = `:(top,literal)${path}`;
    const atStart = await git.exec(['ls-tree', '--name-only', ctx.input.startSha, '--', literal]);
    if (atStart.stdout.trim() !== '')
      await git.exec(['checkout', ctx.input.startSha, '--', literal]);
  }
  if (leftOut.length > 0) {
    const list = leftOut.map((f) => `${f.path} (${f.why})`).join(', ');
    ctx.observer.warning?.(
      `Not committed: ${list}. Removed from the working tree (a changed tracked file is back at its starting version), so no diff or artifact holds them; list generated files in .gitignore to keep them.`,
    );
  }
}

/**
 * The working tree (untracked files included, ignored ones not) as a tree object. Files over the
 * push limit are passed by; throws UnreadableTreeError on a tree too deep or too large.
 */
export async function workingTreeAsTree(git: Git): Promise<string> {
  const skip = (await oversizedFiles(git)).map((f) => f.path);
  const index = await privateIndex(git);
  try {
    await addAll(git, index.env, skip);
    return (await git.exec(['write-tree'], { env: index.env })).stdout.trim();
  } finally {
    await index.remove();
  }
}

/** The candidate tree of the working tree as the agent left it. */
export async function buildCandidate(ctx: IterationContext): Promise<Candidate> {
  const { git } = ctx.input.deps;
  const index = await privateIndex(git);
  try {
    const leftOut = await chooseLeftOut(ctx, index.env, true);
    const tree = await treeWithout(ctx, index.env, leftOut);
    await removeLeftOut(ctx, leftOut);
    const changes = await git.changedFiles(ctx.input.startSha, tree);
    const listed = leftOut.map(({ path, why }) => ({ path, why }));
    ctx.ledger.leftOut.push(...listed);
    return { tree, changes, leftOut: listed };
  } finally {
    await index.remove();
  }
}

/**
 * The working tree as a failed attempt leaves it, as a tree object built as the candidate is
 * (the same files left out, nothing removed: the tree is reset next), for the attempt's diff.
 * Throws UnreadableTreeError on a tree too deep or too large.
 */
export async function attemptTree(
  ctx: IterationContext,
): Promise<{ tree: string; leftOut: LeftOutFile[] }> {
  const index = await privateIndex(ctx.input.deps.git);
  try {
    const leftOut = await chooseLeftOut(ctx, index.env, false);
    const tree = await treeWithout(ctx, index.env, leftOut);
    return { tree, leftOut: leftOut.map(({ path, why }) => ({ path, why })) };
  } finally {
    await index.remove();
  }
}

/**
 * `tree` with `paths` as they are in `from` (removed where `from` has none): the tree of a
 * second verify run. Built in a private index; no file is written.
 */
export async function treeWithFilesFrom(
  git: Git,
  tree: string,
  from: string,
  paths: readonly string[],
): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'ralph-original-'));
  const env = { GIT_INDEX_FILE: join(dir, 'index') };
  try {
    await git.exec(['read-tree', tree], { env });
    const literal = paths.map((path) => `:(top,literal)${path}`);
    await git.exec(['rm', '--cached', '--quiet', '--ignore-unmatch', '--', ...literal], { env });
    const listed = await git.exec(['ls-tree', '-r', '-z', from, '--', ...paths]);
    const entries = listed.stdout.split('\0').filter((record) => record.includes('\t'));
    if (entries.length > 0) {
      const info = entries.map((record) => record.replace(/^(\d+) \w+ /, '$1 ')).join('\0');
      await git.exec(['update-index', '-z', '--index-info'], { env, input: `${info}\0` });
    }
    return (await git.exec(['write-tree'], { env })).stdout.trim();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
