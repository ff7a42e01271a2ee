/**
 * What a run checks before it touches anything: a clean tree, a reachable work branch, and a
 * quality gate at the commit the work will start from. `ralph once` and `--dry-run` share it,
 * so a dry run refuses exactly what the real run would, with the same stop reason.
 */
import type { Git } from '../git/types.js';
import { exampleTaskMessage, isExampleTask } from '../prd/example-task.js';
import { idKey, type Prd } from '../prd/schema.js';
import type { selectNextTask } from '../prd/select.js';
import { ATTEMPTS_DIR } from './attempts.js';
import { planChecks, type ChecksPlan } from './checks-plan.js';
import type { StopReason } from './types.js';
import { openBreakerAt, taskListAt, workBranchStart } from './work-start.js';

export interface Refusal {
  reason: Extract<
    StopReason,
    'invalid_prd' | 'dirty_tree' | 'invalid_branch' | 'no_checks' | 'circuit_open' | 'nothing_ready'
  >;
  message: string;
}

export interface Preflight {
  /** In the order the real run meets them; the first decides the stop. */
  refusals: Refusal[];
  /** The checks of the commit the work would start from. */
  plan: ChecksPlan;
  /** That commit, when it exists. */
  startRef?: string;
  /** A new work branch starts from this branch (the task list is only there), not the base. */
  startFrom?: string;
  /** Why the work starts where it does, when the user would not expect it. */
  note?: string;
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

export async function runPreflight(args: {
  git: Git;
  branch: string;
  baseBranch?: string;
  /** The base a new branch would start from, for messages. */
  baseName: string;
  prdPath: string;
  /** The branch the engine state belongs to. */
  stateBranch: string;
  checksDisabled: boolean;
  /** The task list read from the working tree. */
  prd: Prd;
  /** Picks the next task of a list, as the run does. */
  select: (prd: Prd) => ReturnType<typeof selectNextTask>;
}): Promise<Preflight> {
  const { git } = args;
  const refusals: Refusal[] = [];
  const first = args.select(args.prd);

  // 0. The placeholder task of `ralph init` is not work.
  if (first.kind === 'task' && isExampleTask(first.task))
    refusals.push({
      reason: 'invalid_prd',
      message: `Refusing to run: ${exampleTaskMessage(idKey(first.task.id))}`,
    });

  // 1. A person's uncommitted work is never touched.
  const dirty = dirtyEntries(await git.status());
  if (dirty.length > 0) refusals.push({ reason: 'dirty_tree', message: dirtyMessage(dirty) });

  // 2. The work branch can be reached, and holds the task list.
  const start = await workBranchStart(git, args);
  if (start.error)
    refusals.push({
      reason: 'invalid_branch',
      message: `Cannot use the work branch ${args.branch}: ${start.error}`,
    });
  if (start.ref) refusals.push(...(await refusalsAt(git, start.ref, args)));

  // 3. The quality gate, as the commit the work starts from defines it.
  const plan: ChecksPlan = start.ref
    ? await planChecks(git, start.ref, args.checksDisabled)
    : { checks: [], warnings: [] };
  if (plan.error) refusals.push({ reason: 'no_checks', message: plan.error });
  return {
    refusals,
    plan,
    startRef: start.ref,
    ...(start.startFrom ? { startFrom: start.startFrom, note: start.note } : {}),
  };
}

/** What stops the run on the work branch itself: its circuit breaker, nothing ready there. */
async function refusalsAt(
  git: Git,
  ref: string,
  args: Parameters<typeof runPreflight>[0],
): Promise<Refusal[]> {
  const there =
    ref === 'HEAD' ? { prd: args.prd, text: undefined } : await taskListAt(git, ref, args.prdPath);
  const prdText = there.text ?? (await taskListAt(git, 'HEAD', args.prdPath)).text;
  const refusals: Refusal[] = [];
  const breaker = await openBreakerAt(git, { ref, stateBranch: args.stateBranch, prdText });
  if (breaker) refusals.push({ reason: 'circuit_open', message: breaker });
  const selection = args.select(there.prd ?? args.prd);
  if (selection.kind === 'none_ready')
    refusals.push({
      reason: 'nothing_ready',
      message: `Nothing is ready to run: ${selection.reason}`,
    });
  return refusals;
}
