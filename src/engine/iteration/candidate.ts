/**
 * Phase 2, candidate: the agent's work as one tree object. After the agent phase (and after the
 * harness put its own files back), the working tree is added to a harness-owned index (a copy
 * of the repository's, so unchanged files are not read again) and written as a tree. That tree
 * is what the checks verify, in a checkout of their own, and exactly what is committed: nothing
 * written to the working tree afterwards changes it.
 *
 * Build output and files over the push limit are not part of it (moved aside and listed, see
 * left-out.ts); a file the agent hid with `.gitignore` is not part of it either, so a check
 * that needs one fails.
 */
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FileChanges, Git } from '../../git/types.js';
import { addAllExcept, oversizedIn, type OversizedFile } from '../../git/tree-walk.js';
import type { LeftOutFile } from '../types.js';
import type { IterationContext } from './context.js';
import { leftOutReason, megabytes, moveAside, warnManyNewFiles } from './left-out.js';
import { attemptDir } from '../attempts.js';

export interface Candidate {
  /** The tree object: verified, then committed. */
  tree: string;
  /** What it changes against the starting commit. */
  changes: FileChanges;
  /** Files of the working tree kept out of it (and moved aside). */
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
async function privateIndex(
  git: Git,
): Promise<{ env: Record<string, string>; remove(): Promise<void> }> {
  let real = indexPaths.get(git);
  if (real === undefined) {
    real = resolve(git.cwd, (await git.exec(['rev-parse', '--git-path', 'index'])).stdout.trim());
    indexPaths.set(git, real);
  }
  const dir = await mkdtemp(join(tmpdir(), 'ralph-candidate-'));
  const env = { GIT_INDEX_FILE: join(dir, 'index') };
  await copyFile(real, env.GIT_INDEX_FILE).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
  return { env, remove: () => rm(dir, { recursive: true, force: true }) };
}

function asideDir(ctx: IterationContext): string {
  return join(attemptDir(ctx.artifacts, ctx.taskId, ctx.attempt), 'left-out');
}

/**
 * The files over the push limit the walk found: never added (git did not read them), moved
 * aside; a tracked one is back at its starting version in the working tree.
 */
async function leaveOutOversized(
  ctx: IterationContext,
  env: Record<string, string>,
  oversized: readonly OversizedFile[],
): Promise<LeftOutFile[]> {
  const { git } = ctx.input.deps;
  const leftOut: LeftOutFile[] = [];
  for (const { path, size } of oversized) {
    const literal = `:(top,literal)${path}`;
    // Out of the index too (the copied index may hold it): no refresh, so nothing is read.
    await git.exec(['reset', '--quiet', '--no-refresh', ctx.input.startSha, '--', literal], {
      env,
    });
    await moveAside(join(ctx.repoDir, path), join(asideDir(ctx), path));
    const tracked = await git.exec(['ls-tree', '--name-only', ctx.input.startSha, '--', literal]);
    if (tracked.stdout.trim() !== '')
      await git.exec(['checkout', ctx.input.startSha, '--', literal]);
    leftOut.push({ path, why: `${megabytes(size)}, over GitHub's 100 MB push limit` });
  }
  return leftOut;
}

/** Takes the build output and the files over the push limit out of the index (and the tree). */
async function leaveOut(
  ctx: IterationContext,
  env: Record<string, string>,
  changes: FileChanges,
  alreadyLeftOut: LeftOutFile[],
): Promise<LeftOutFile[]> {
  const { git } = ctx.input.deps;
  const owned = new Set(ctx.ownedPaths);
  const aside = asideDir(ctx);
  const leftOut: LeftOutFile[] = [...alreadyLeftOut];
  const looked = [
    ...changes.created.map((path) => ({ path, created: true })),
    ...changes.modified.map((path) => ({ path, created: false })),
  ].filter((c) => !owned.has(c.path));
  for (const { path, created } of looked) {
    const why = await leftOutReason(ctx.repoDir, path, created);
    if (!why) continue;
    await moveAside(join(ctx.repoDir, path), join(aside, path));
    if (created)
      await git.exec(['rm', '--cached', '--quiet', '--', `:(top,literal)${path}`], { env });
    else {
      // The starting version, in the candidate and back in the working tree.
      const literal = `:(top,literal)${path}`;
      await git.exec(['reset', '--quiet', ctx.input.startSha, '--', literal], { env });
      await git.exec(['checkout', ctx.input.startSha, '--', literal]);
    }
    leftOut.push({ path, why });
  }
  if (leftOut.length > 0) {
    const list = leftOut.map((f) => `${f.path} (${f.why})`).join(', ');
    ctx.observer.warning?.(`Not committed: ${list}. Moved to ${aside}.`);
  }
  return leftOut;
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
  const { startSha } = ctx.input;
  const oversized = await oversizedFiles(git);
  await warnManyNewFiles(ctx);
  const index = await privateIndex(git);
  try {
    const { env } = index;
    await addAll(
      git,
      env,
      oversized.map((f) => f.path),
    );
    const writeTree = async () => (await git.exec(['write-tree'], { env })).stdout.trim();
    let tree = await writeTree();
    let changes = await git.changedFiles(startSha, tree);
    const leftOut = await leaveOut(ctx, env, changes, await leaveOutOversized(ctx, env, oversized));
    if (leftOut.length > 0) {
      tree = await writeTree();
      changes = await git.changedFiles(startSha, tree);
    }
    ctx.ledger.leftOut.push(...leftOut);
    return { tree, changes, leftOut };
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
