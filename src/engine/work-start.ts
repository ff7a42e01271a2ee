/**
 * Where the work branch starts, read without network or changes: the ref, the task list there
 * and the engine state there. The preflight decides from these what the run would refuse before
 * it switches branches, so a run never lands on a branch it cannot work on.
 */
import { fileAt } from '../git/tree.js';
import type { Git } from '../git/types.js';
import { parsePrdText } from '../prd/load-full.js';
import type { Prd } from '../prd/schema.js';
import { breakerRecommendation } from './breaker.js';
import { parseState, prdEditedSince, STATE_PATH } from './state.js';

export interface WorkStart {
  /** The commit the work starts from (HEAD, the work branch, or a branch to create it from). */
  ref?: string;
  /** How the work branch is reached from here. */
  kind?: 'current' | 'existing' | 'new';
  /** A new work branch starts from this branch instead of the base (the task list is only here). */
  startFrom?: string;
  /** Said to the user when the start differs from what they would expect. */
  note?: string;
  error?: string;
}

async function resolves(git: Git, ref: string): Promise<boolean> {
  return (await git.tryRevParse(`${ref}^{commit}`)) !== undefined;
}

/**
 * The work branch itself when it exists here (or as a remote-tracking branch), else the base
 * branch (the setting, else the default base of branch.ts). An error when neither can be reached.
 */
async function branchStart(git: Git, branch: string, baseBranch: string) {
  const valid = await git.exec(['check-ref-format', '--branch', branch], { allowFailure: true });
  if (valid.exitCode !== 0) return { error: `"${branch}" is not a valid branch name` };
  if ((await git.currentBranch()) === branch) return { ref: 'HEAD', kind: 'current' as const };
  if (await git.localBranchExists(branch))
    return { ref: `refs/heads/${branch}`, kind: 'existing' as const };
  if (await resolves(git, `refs/remotes/origin/${branch}`))
    return { ref: `refs/remotes/origin/${branch}`, kind: 'existing' as const };
  if (!(await resolves(git, 'HEAD'))) return { error: 'the repository has no commit yet' };
  for (const ref of [baseBranch, `origin/${baseBranch}`])
    if (await resolves(git, ref)) return { ref, kind: 'new' as const };
  return { error: `base branch ${baseBranch} does not exist` };
}

/**
 * Where the work starts. A task list committed only on the current branch: a new work branch
 * starts from the current branch (and says so); an existing work branch without it is refused.
 */
export async function workBranchStart(
  git: Git,
  args: { branch: string; baseBranch?: string; baseName: string; prdPath: string },
): Promise<WorkStart> {
  const start = await branchStart(git, args.branch, args.baseBranch ?? args.baseName);
  if (!start.ref || start.ref === 'HEAD') return start;
  if ((await fileAt(git, start.ref, args.prdPath)) !== undefined) return start;
  if ((await fileAt(git, 'HEAD', args.prdPath)) === undefined) return start;
  const current = await git.currentBranch();
  const where = current ?? 'the checked-out commit';
  if (start.kind === 'existing')
    return {
      error: `it has no ${args.prdPath}; the task list is only on ${where}. Merge it into ${args.branch}, or name another work branch with --branch`,
    };
  if (current === undefined)
    return {
      error: `${args.prdPath} is only on the checked-out commit, not on ${args.baseName}; commit it to a branch and run from there`,
    };
  return {
    ref: 'HEAD',
    kind: 'new',
    startFrom: current,
    note: `${args.prdPath} is only on ${current}, not on ${args.baseName}: the work branch ${args.branch} starts from ${current}`,
  };
}

/** The task list the run would work on (undefined when it is the one read already, or invalid). */
export async function taskListAt(
  git: Git,
  ref: string,
  prdPath: string,
): Promise<{ prd?: Prd; text?: string }> {
  const text = await fileAt(git, ref, prdPath);
  if (text === undefined) return {};
  return { prd: parsePrdText(text, prdPath).prd, text };
}

/**
 * Why the circuit breaker stops the run at `ref`, as the real run would find it: the state of
 * the same branch, the task list not edited since (an edit closes the breaker).
 */
export async function openBreakerAt(
  git: Git,
  args: { ref: string; stateBranch: string; prdText?: string },
): Promise<string | undefined> {
  const { state } = parseState(await fileAt(git, args.ref, STATE_PATH));
  if (state.breaker.state !== 'OPEN') return undefined;
  if (state.lastBranch !== undefined && state.lastBranch !== args.stateBranch) return undefined;
  if (args.prdText !== undefined && prdEditedSince(state, args.prdText)) return undefined;
  return breakerRecommendation(state.breaker);
}
