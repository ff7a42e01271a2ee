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

/** Directories that hold build or dependency outputs: never committed, ignored instead. */
const BUILD_OUTPUTS = new Set([
  'node_modules',
  'coverage',
  '.nyc_output',
  'dist',
  'build',
  'out',
  'target',
  '__pycache__',
  '.pytest_cache',
  '.mypy_cache',
  '.ruff_cache',
  '.tox',
  '.venv',
  'venv',
  '.gradle',
  '.next',
]);

interface DirtyGroup {
  /** `node_modules/`, or a file at the top of the tree. */
  name: string;
  count: number;
  buildOutput: boolean;
}

/** Dirty paths grouped by their top directory, largest first; files at the top stay alone. */
export function groupDirty(dirty: readonly string[]): DirtyGroup[] {
  const groups = new Map<string, DirtyGroup>();
  for (const path of dirty) {
    const slash = path.indexOf('/');
    const top = slash < 0 ? path : path.slice(0, slash);
    const name = slash < 0 ? path : `${top}/`;
    const buildOutput = slash >= 0 && BUILD_OUTPUTS.has(top);
    const group = groups.get(name) ?? { name, count: 0, buildOutput };
    group.count += 1;
    groups.set(name, group);
  }
  return [...groups.values()].sort((a, b) => b.count - a.count);
}

const files = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'file' : 'files'}`;

export function dirtyMessage(dirty: readonly string[]): string {
  const groups = groupDirty(dirty);
  const named = groups
    .slice(0, 5)
    .map((g) => (g.name.endsWith('/') ? `${g.name} (${files(g.count)})` : g.name));
  const rest = groups.slice(5).reduce((sum, g) => sum + g.count, 0);
  const shown = named.join(', ') + (rest > 0 ? `, and ${files(rest)} more` : '');
  const outputs = groups.filter((g) => g.buildOutput).map((g) => g.name);
  if (outputs.length === 0) {
    return `The working tree has uncommitted changes (${shown}); commit or stash them, then run again`;
  }
  const others = groups.length > outputs.length;
  return (
    `The working tree has uncommitted changes (${shown}). ` +
    `${outputs.join(', ')} ${outputs.length === 1 ? 'holds' : 'hold'} build or dependency outputs, which are never committed: ` +
    `add ${outputs.length === 1 ? 'it' : 'them'} to .gitignore (\`ralph init\` does) and commit .gitignore` +
    (others ? '; commit or stash the rest' : '') +
    ', then run again'
  );
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
