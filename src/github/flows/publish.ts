/**
 * Makes the branch's state visible on GitHub: push (rebasing over other runs' commits),
 * create or update the PR with the rendered body, flip draft/ready, and set the commit
 * status that can gate merges.
 */
import type { Octokit } from '@octokit/rest';
import type { Git } from '../../git/types.js';
import { renderPrBody, renderStatusDescription } from '../../report/index.js';
import type { ReportModel } from '../../report/types.js';
import { ensurePullRequest, setDraft } from '../pulls.js';
import { pushWithRebase } from '../push.js';
import { setCommitStatus } from '../status.js';
import type { ActionHost } from './host.js';

export interface PublishTarget {
  owner: string;
  repo: string;
  branch: string;
  baseBranch: string;
  statusContext: string;
  draft: boolean;
  runUrl?: string;
}

export interface PublishResult {
  pushed: boolean;
  headSha: string;
  pr?: { number: number; url: string; outcome: 'created' | 'updated' | 'unchanged' };
  status?: { state: string; description: string };
}

/** The branch could not be pushed: work committed after this point would not reach origin either. */
export class BranchPushError extends Error {
  override name = 'BranchPushError';
}

/** Pushes the branch; rebases over a concurrent run's commits (never force-pushes). */
export async function pushBranch(
  host: ActionHost,
  git: Git,
  branch: string,
  protectedBranches: readonly string[] = [],
): Promise<boolean> {
  let pushed: Awaited<ReturnType<typeof pushWithRebase>>;
  try {
    pushed = await pushWithRebase(git, { remote: 'origin', branch, protectedBranches });
  } catch (error) {
    throw new BranchPushError(error instanceof Error ? error.message : String(error));
  }
  if (pushed.attempts > 1) {
    host.info(
      `Another run pushed to ${branch} first; rebased and pushed (${pushed.attempts} attempts).`,
    );
  }
  return pushed.outcome === 'pushed';
}

/** True when the branch has commits that the base branch does not. */
async function hasCommitsBeyondBase(git: Git, baseBranch: string): Promise<boolean> {
  const base =
    (await git.tryRevParse(`refs/remotes/origin/${baseBranch}`)) ??
    (await git.tryRevParse(baseBranch));
  if (!base) return true;
  const count = await git.exec(['rev-list', '--count', `${base}..HEAD`], { allowFailure: true });
  return count.exitCode !== 0 || Number(count.stdout.trim()) > 0;
}

export async function publishState(
  host: ActionHost,
  deps: { git: Git; octokit: Octokit },
  target: PublishTarget,
  model: ReportModel,
): Promise<PublishResult> {
  const { git, octokit } = deps;
  const pushed = await pushBranch(host, git, target.branch, [target.baseBranch]);
  const headSha = await git.revParse('HEAD');
  const result: PublishResult = { pushed, headSha };

  if (await hasCommitsBeyondBase(git, target.baseBranch)) {
    const pr = await ensurePullRequest(octokit, {
      owner: target.owner,
      repo: target.repo,
      head: target.branch,
      base: target.baseBranch,
      title: `Ralph: ${model.project.title}`,
      body: renderPrBody(model),
      draft: target.draft,
    });
    // Draft while incomplete (when asked for), ready for review once both gates hold.
    const wantDraft = target.draft && !model.complete;
    if (pr.draft !== wantDraft) await setDraft(octokit, pr, wantDraft);
    result.pr = { number: pr.number, url: pr.url, outcome: pr.outcome };
    host.info(`Pull request #${pr.number} ${pr.outcome}: ${pr.url}`);
  } else {
    host.info(
      `No commits on ${target.branch} beyond ${target.baseBranch} yet; no pull request to open.`,
    );
  }

  const status = renderStatusDescription(model);
  await setCommitStatus(octokit, {
    owner: target.owner,
    repo: target.repo,
    sha: headSha,
    state: status.state,
    context: target.statusContext,
    description: status.description,
    targetUrl: target.runUrl,
  });
  result.status = status;
  return result;
}
