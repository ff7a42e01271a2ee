/**
 * What a run checks before it touches anything: a clean tree, a reachable work branch, and a
 * quality gate at the commit the work will start from. `ralph once` and `--dry-run` share it,
 * so a dry run refuses exactly what the real run would, with the same stop reason.
 */
import type { Git } from '../git/types.js';
import { exampleTaskMessage, isExampleTask } from '../prd/example-task.js';
import { idKey, type Task } from '../prd/schema.js';
import { ATTEMPTS_DIR } from './attempts.js';
import { planChecks, type ChecksPlan } from './checks-plan.js';
import type { StopReason } from './types.js';

export interface Refusal {
  reason: Extract<StopReason, 'invalid_prd' | 'dirty_tree' | 'invalid_branch' | 'no_checks'>;
  message: string;
}

export interface Preflight {
  /** In the order the real run meets them; the first decides the stop. */
  refusals: Refusal[];
  /** The checks of the commit the work would start from. */
  plan: ChecksPlan;
  /** That commit, when it exists. */
  startRef?: string;
}

/** Porcelain status lines that make the tree dirty (attempt artifacts never count). */
export function dirtyEntries(statusLines: readonly string[]): string[] {
  return statusLines
    .map((line) => line.slice(3).replace(/^"|"$/g, ''))
    .filter(
      (path) => path !== '' && !path.startsWith(`${ATTEMPTS_DIR}/`) && path !== `${ATTEMPTS_DIR}/`,
    );
}

export function dirtyMessage(dirty: readonly string[]): string {
  const shown =
    dirty.slice(0, 5).join(', ') + (dirty.length > 5 ? `, and ${dirty.length - 5} more` : '');
  return `The working tree has uncommitted changes (${shown}); commit or stash them, then run again`;
}

async function resolves(git: Git, ref: string): Promise<boolean> {
  return (await git.tryRevParse(`${ref}^{commit}`)) !== undefined;
}

/**
 * Where the work branch would start, without network or changes: the branch itself when it
 * exists here (or as a remote-tracking branch), else the base branch. An error when neither
 * can be reached.
 */
export async function workBranchStart(
  git: Git,
  branch: string,
  baseBranch: string | undefined,
): Promise<{ ref?: string; error?: string }> {
  const valid = await git.exec(['check-ref-format', '--branch', branch], { allowFailure: true });
  if (valid.exitCode !== 0) return { error: `"${branch}" is not a valid branch name` };
  if ((await git.currentBranch()) === branch) return { ref: 'HEAD' };
  if (await git.localBranchExists(branch)) return { ref: `refs/heads/${branch}` };
  if (await resolves(git, `refs/remotes/origin/${branch}`))
    return { ref: `refs/remotes/origin/${branch}` };
  if (baseBranch === undefined)
    return (await resolves(git, 'HEAD'))
      ? { ref: 'HEAD' }
      : { error: 'the repository has no commit yet' };
  for (const ref of [baseBranch, `origin/${baseBranch}`])
    if (await resolves(git, ref)) return { ref };
  return { error: `base branch ${baseBranch} does not exist` };
}

export async function runPreflight(args: {
  git: Git;
  branch: string;
  baseBranch?: string;
  checksDisabled: boolean;
  /** The task the run would start with. */
  next?: Task;
}): Promise<Preflight> {
  const { git } = args;
  const refusals: Refusal[] = [];

  // 0. The placeholder task of `ralph init` is not work.
  if (args.next && isExampleTask(args.next))
    refusals.push({
      reason: 'invalid_prd',
      message: `Refusing to run: ${exampleTaskMessage(idKey(args.next.id))}`,
    });

  // 1. A person's uncommitted work is never touched.
  const dirty = dirtyEntries(await git.status());
  if (dirty.length > 0) refusals.push({ reason: 'dirty_tree', message: dirtyMessage(dirty) });

  // 2. The work branch can be reached.
  const start = await workBranchStart(git, args.branch, args.baseBranch);
  if (start.error)
    refusals.push({
      reason: 'invalid_branch',
      message: `Cannot use the work branch ${args.branch}: ${start.error}`,
    });

  // 3. The quality gate, as the commit the work starts from defines it.
  const plan: ChecksPlan = start.ref
    ? await planChecks(git, start.ref, args.checksDisabled)
    : { checks: [], warnings: [] };
  if (plan.error) refusals.push({ reason: 'no_checks', message: plan.error });
  return { refusals, plan, startRef: start.ref };
}
