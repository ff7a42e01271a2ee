/**
 * Pushes the work branch when another run may have pushed to it first: on a non-fast-forward
 * rejection, fetch, rebase this run's commits on top and push again. Never force-pushes; a
 * rebase conflict stops with an error and leaves the branch as it was.
 */
import type { Git } from '../git/types.js';
import { plural } from '../report/format.js';

export interface PushWithRebaseOptions {
  remote: string;
  branch: string;
  /** Pushes tried in all. Default 3. */
  maxAttempts?: number;
  /** Branches this push must never update (the base and default branches). */
  protectedBranches?: readonly string[];
}

export async function pushWithRebase(
  git: Git,
  { remote, branch, maxAttempts = 3, protectedBranches = [] }: PushWithRebaseOptions,
): Promise<{ outcome: 'pushed' | 'up_to_date'; attempts: number }> {
  if (branch === '' || protectedBranches.includes(branch)) {
    throw new Error(
      `Refusing to push ${branch || 'a detached HEAD'}: work reaches ${branch || 'the base branch'} only through a pull request.`,
    );
  }
  const upstream = `${remote}/${branch}`;
  for (let attempt = 1; ; attempt++) {
    const outcome = await git.push(remote, branch);
    if (outcome !== 'rejected_non_fast_forward') return { outcome, attempts: attempt };
    if (attempt >= maxAttempts) {
      throw new Error(
        `Could not push ${branch}: ${remote} got new commits before each of ${plural(maxAttempts, 'attempt')}. Run again once the other runs are done.`,
      );
    }
    const fetched = await git.tryFetch(remote, [`+refs/heads/${branch}:refs/remotes/${upstream}`]);
    if (!fetched)
      throw new Error(
        `Could not push ${branch}: ${remote} rejected it, and fetching ${upstream} failed.`,
      );
    if (!(await git.tryRebase(upstream))) {
      throw new Error(
        `Could not push ${branch}: another run pushed commits to it that conflict with this run's, so the rebase onto ${upstream} was aborted. Nothing was pushed; merge ${upstream} into ${branch} by hand, then run again.`,
      );
    }
  }
}
