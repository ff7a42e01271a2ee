/** The work branch of a parallel round, checked out from origin (or created from the base). */
import { join } from 'node:path';
import { ensureAttemptsIgnored } from '../../engine/attempts.js';
import {
  branchNameFor,
  branchSourceFor,
  prepareBranch,
  protectedBranchError,
} from '../../engine/branch.js';
import { dirtyEntries } from '../../engine/loop.js';
import { loadState, saveState } from '../../engine/state.js';
import type { Git } from '../../git/types.js';
import { formatDiagnostic } from '../../prd/diagnostics.js';
import { loadPrdFile } from '../../prd/load.js';
import type { Prd } from '../../prd/schema.js';

export interface WorkBranch {
  branch: string;
  prd: Prd;
}

async function loadValid(repoDir: string, prdPath: string): Promise<Prd> {
  const loaded = await loadPrdFile(join(repoDir, prdPath));
  if (!loaded.prd) {
    const first = loaded.errors[0];
    throw new Error(
      `${prdPath} is invalid${first ? `: ${formatDiagnostic(first)}` : ''}; run ralph validate`,
    );
  }
  return loaded.prd;
}

/** Puts the clean checkout on the work branch (origin's if it exists) and reads its task list. */
export async function openWorkBranch(
  git: Git,
  args: { prdPath: string; branch?: string; baseBranch: string; defaultBranch?: string },
): Promise<WorkBranch> {
  const dirty = dirtyEntries(await git.status());
  if (dirty.length > 0)
    throw new Error(
      `The working tree has uncommitted changes (${dirty.slice(0, 5).join(', ')}); a parallel round starts from a clean checkout`,
    );
  const first = await loadValid(git.cwd, args.prdPath);
  const branch = branchNameFor(first, args.branch);
  const refused = await protectedBranchError(git, {
    branch,
    source: branchSourceFor(first, args.branch, args.prdPath),
    baseBranch: args.baseBranch,
    defaultBranch: args.defaultBranch,
  });
  if (refused) throw new Error(refused);
  await prepareBranch(git, branch, args.baseBranch);
  return { branch, prd: await loadValid(git.cwd, args.prdPath) };
}

/**
 * What the sequential loop does once per run, done once per round so the task jobs start from
 * the same prepared commit: the state names the work branch, and attempt artifacts are ignored.
 * Returns true when it committed.
 */
export async function prepareRound(git: Git, branch: string): Promise<boolean> {
  const loaded = await loadState(git.cwd);
  const state = loaded.state;
  let changed = loaded.warnings.length > 0 || state.lastBranch !== branch;
  state.lastBranch = branch;
  if (await ensureAttemptsIgnored(git.cwd)) changed = true;
  if (!changed) return false;
  await saveState(git.cwd, state);
  await git.addAll();
  await git.commit(`chore(ralph): prepare ${branch}`);
  return true;
}
