/**
 * The work branch (spec 002 FR-BRANCH-01..06): settings override, else project.branch, else
 * `ralph/<slug of the title>`; checked out if it exists, else created from the remote branch,
 * else from the base branch (the setting, else origin's default branch, else main/master).
 * It is never the base branch or the repository's default branch: verified work reaches those
 * only through a pull request. A new branch name archives the previous run's files.
 */
import { copyFile, mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Git } from '../git/types.js';
import { projectBranch, type Prd } from '../prd/schema.js';
import { readIfExists, writeAtomic } from './files.js';
import { PROGRESS_HEADER, PROGRESS_PATH, addProgressPatterns, patternLines } from './memory.js';
import { PHASE_STATUS_LOG_PATH } from './gate/harness-owned.js';

export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug === '' ? 'work' : slug;
}

export function branchNameFor(prd: Prd, override?: string): string {
  if (override && override.trim() !== '') return override.trim();
  return projectBranch(prd.project) ?? `ralph/${slugify(prd.project.title)}`;
}

/** Where the work branch's name came from, for error messages. */
export function branchSourceFor(prd: Prd, override?: string, prdPath = '.ralph/prd.yaml'): string {
  if (override && override.trim() !== '')
    return 'the branch setting (--branch, or the branch input)';
  if (projectBranch(prd.project) !== undefined) {
    const field = prd.project.branch !== undefined ? 'project.branch' : 'project.branchName';
    return `${field} in ${prdPath}`;
  }
  return `the project title in ${prdPath}`;
}

/** The branch `refs/remotes/origin/HEAD` points to (origin's default branch), if known. */
export async function originDefaultBranch(git: Git): Promise<string | undefined> {
  const result = await git.exec(['symbolic-ref', '--quiet', 'refs/remotes/origin/HEAD'], {
    allowFailure: true,
  });
  const ref = result.stdout.trim();
  return result.exitCode === 0 && ref.startsWith('refs/remotes/origin/')
    ? ref.slice('refs/remotes/origin/'.length)
    : undefined;
}

/**
 * Why `branch` cannot be the work branch, or undefined when it can: it must be neither the
 * base branch nor the repository's default branch (origin's HEAD, or the one the caller knows).
 */
export async function protectedBranchError(
  git: Git,
  args: { branch: string; source: string; baseBranch?: string; defaultBranch?: string },
): Promise<string | undefined> {
  const normalized = args.branch.replace(/^refs\/heads\//, '');
  const base = args.baseBranch ?? (await defaultBase(git));
  const defaults = new Set(
    [args.defaultBranch, await originDefaultBranch(git)].filter((b): b is string => !!b),
  );
  const what =
    normalized === base
      ? 'the base branch'
      : defaults.has(normalized)
        ? "the repository's default branch"
        : undefined;
  if (what === undefined) return undefined;
  return `The work branch "${normalized}" (from ${args.source}) is ${what}: Ralph commits each task to a branch of its own and reaches ${normalized} only through a pull request. Set a different branch name.`;
}

export interface BranchResult {
  branch: string;
  /** How the branch was reached. */
  how: 'current' | 'checked_out' | 'from_remote' | 'from_base';
  from?: string;
}

/**
 * The branch a new work branch starts from: origin's default branch, else main or master
 * (local or on origin), else the current branch. Never silently a feature branch when one of
 * those exists, so work branches do not stack.
 */
export async function defaultBase(git: Git): Promise<string> {
  const fromOrigin = await originDefaultBranch(git);
  if (fromOrigin) return fromOrigin;
  for (const candidate of ['main', 'master']) {
    if (await git.localBranchExists(candidate)) return candidate;
    if (await git.tryRevParse(`refs/remotes/origin/${candidate}`)) return candidate;
  }
  return (await git.currentBranch()) ?? 'HEAD';
}

/** Puts the repository on `branch`. The caller made sure the tree is clean. */
export async function prepareBranch(
  git: Git,
  branch: string,
  baseBranch?: string,
): Promise<BranchResult> {
  const current = await git.currentBranch();
  if (current === branch) return { branch, how: 'current' };
  if (await git.localBranchExists(branch)) {
    if (!(await git.tryCheckout(branch))) throw new Error(`could not check out branch ${branch}`);
    return { branch, how: 'checked_out' };
  }
  const hasOrigin = (await git.exec(['remote'], { allowFailure: true })).stdout
    .split('\n')
    .includes('origin');
  if (hasOrigin && (await git.remoteBranchExists('origin', branch))) {
    await git.tryFetch('origin', [`+refs/heads/${branch}:refs/remotes/origin/${branch}`]);
    if (await git.tryRevParse(`refs/remotes/origin/${branch}`)) {
      await git.checkoutNew(branch, `origin/${branch}`);
      await git.exec(['branch', `--set-upstream-to=origin/${branch}`, branch], {
        allowFailure: true,
      });
      return { branch, how: 'from_remote', from: `origin/${branch}` };
    }
  }
  const base = baseBranch ?? (await defaultBase(git));
  let startPoint = base;
  if (!(await git.tryRevParse(`${base}^{commit}`))) {
    if (hasOrigin && (await git.tryRevParse(`origin/${base}^{commit}`)))
      startPoint = `origin/${base}`;
    else throw new Error(`base branch ${base} does not exist`);
  }
  await git.checkoutNew(branch, startPoint);
  return { branch, how: 'from_base', from: startPoint };
}

function dateStamp(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Copies the previous run's prd.yaml, progress log and status log to
 * `.ralph/archive/YYYY-MM-DD-<name>/`, then starts a fresh progress log that keeps the
 * Codebase Patterns, and an empty status log. prd.yaml itself stays. Returns the archive dir.
 */
export async function archivePreviousRun(args: {
  repoDir: string;
  prdPath: string;
  previousBranch: string;
  now: Date;
}): Promise<string | undefined> {
  const { repoDir } = args;
  const name = slugify(args.previousBranch.replace(/^ralph\//, ''));
  const files = [args.prdPath, PROGRESS_PATH, PHASE_STATUS_LOG_PATH];
  const present: string[] = [];
  for (const file of files)
    if ((await readIfExists(join(repoDir, file))) !== undefined) present.push(file);
  if (present.length === 0) return undefined;
  let dir = `.ralph/archive/${dateStamp(args.now)}-${name}`;
  for (let n = 2; (await readIfExists(join(repoDir, dir, '.archived'))) !== undefined; n++) {
    dir = `.ralph/archive/${dateStamp(args.now)}-${name}-${n}`;
  }
  await mkdir(join(repoDir, dir), { recursive: true });
  for (const file of present) {
    await copyFile(join(repoDir, file), join(repoDir, dir, file.split('/').pop()!));
  }
  await writeAtomic(join(repoDir, dir, '.archived'), `${args.previousBranch}\n`);

  const progress = await readIfExists(join(repoDir, PROGRESS_PATH));
  const patterns = (patternLines(progress) ?? []).filter((l) => l.trim() !== '');
  await writeAtomic(join(repoDir, PROGRESS_PATH), addProgressPatterns(PROGRESS_HEADER, patterns));
  await rm(join(repoDir, PHASE_STATUS_LOG_PATH), { force: true });
  return dir;
}
