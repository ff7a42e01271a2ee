/**
 * Branch integrity after each agent run: HEAD must be on the work branch, at a descendant of
 * the commit the iteration started from. An agent that checked out the base branch, detached
 * HEAD or rewrote the work branch gets its attempt reset: the work branch is put back at the
 * starting commit, and every other local branch it moved is put back where it was.
 */
import type { Git } from '../../git/types.js';
import type { IterationContext } from './context.js';

/** Local branches (refs/heads/*) and their commits. */
export async function localBranches(git: Git): Promise<Map<string, string>> {
  return (await branchesAndHead(git)).branches;
}

/**
 * Local branches and the one HEAD is on, from one `git for-each-ref`. `head` is undefined when
 * no listed branch is HEAD's (detached, or on a branch without a commit): ask git then.
 */
async function branchesAndHead(
  git: Git,
): Promise<{ branches: Map<string, string>; head: string | undefined }> {
  const result = await git.exec([
    'for-each-ref',
    '--format=%(HEAD) %(objectname) %(refname)',
    'refs/heads',
  ]);
  const branches = new Map<string, string>();
  let head: string | undefined;
  for (const line of result.stdout.split('\n')) {
    const space = line.indexOf(' ', 2);
    if (space < 0) continue;
    const ref = line.slice(space + 1);
    branches.set(ref, line.slice(2, space));
    if (line.startsWith('*')) head = ref.replace(/^refs\/heads\//, '');
  }
  return { branches, head };
}

/** Why HEAD is not where the harness left it, or undefined when it is. */
async function headViolation(
  git: Git,
  branch: string,
  startSha: string,
  branches: Map<string, string>,
  listedHead: string | undefined,
): Promise<string | undefined> {
  const current = listedHead ?? (await git.currentBranch());
  if (current === undefined) return 'HEAD was detached';
  if (current !== branch) return `HEAD was on ${current}, not on the work branch ${branch}`;
  const head = branches.get(`refs/heads/${branch}`);
  if (head === startSha) return undefined;
  const ancestor = head
    ? await git.exec(['merge-base', '--is-ancestor', startSha, head], { allowFailure: true })
    : undefined;
  if (ancestor?.exitCode !== 0)
    return `the work branch ${branch} was moved off the commit the task started from`;
  return undefined;
}

/** Verifies HEAD; on a violation resets the attempt and records why in the ledger. */
export async function guardBranch(ctx: IterationContext): Promise<void> {
  const { git } = ctx.input.deps;
  const { branch, startSha } = ctx.input;
  const { branches, head } = await branchesAndHead(git);
  const violation = await headViolation(git, branch, startSha, branches, head);
  const moved = await restoreOtherBranches(ctx, branches);
  ctx.ledger.headAfterGuard =
    violation === undefined ? branches.get(`refs/heads/${branch}`) : startSha;
  if (violation === undefined && moved.length === 0) return;
  if (violation !== undefined) {
    await git.exec(['checkout', '--force', '-B', branch, startSha]);
    await git.clean();
  }
  const reasons = [
    ...(violation ? [violation] : []),
    ...(moved.length > 0 ? [`local branches ${moved.join(', ')} were changed`] : []),
  ];
  ctx.ledger.branchViolation ??= `the agent left the work branch (${reasons.join('; ')}); the attempt was reset`;
}

/** Puts every other local branch back where it was at the start. Returns the ones it moved. */
async function restoreOtherBranches(
  ctx: IterationContext,
  now: Map<string, string>,
): Promise<string[]> {
  const { git } = ctx.input.deps;
  const workRef = `refs/heads/${ctx.input.branch}`;
  const moved: string[] = [];
  for (const [ref, sha] of ctx.branchesAtStart) {
    if (ref === workRef || now.get(ref) === sha) continue;
    await git.exec(['update-ref', ref, sha]);
    moved.push(ref.replace(/^refs\/heads\//, ''));
  }
  return moved;
}
