/**
 * Makes the branch's state visible on GitHub: push (rebasing over other runs' commits), look up
 * and create or update the PR with the rendered body, flip draft/ready, and set the commit status
 * that can gate merges. A run keeps a PublishMemory so it never asks GitHub the same thing twice:
 * at most 4 calls per publish (look-up, create or update, draft state, status), 1 when nothing
 * changed. Whatever GitHub refuses is collected; the rest is still published (see PublishError).
 */
import type { Octokit } from '@octokit/rest';
import type { Git } from '../../git/types.js';
import { renderPrBody, renderStatusDescription } from '../../report/index.js';
import type { ReportModel } from '../../report/types.js';
import {
  ensurePullRequest,
  PullRequestCreationForbiddenError,
  setDraft,
  type PullRequestMemory,
} from '../pulls.js';
import { pushWithRebase } from '../push.js';
import { dispatchCi, type CiDispatchMemory, type CiDispatchOptions } from '../ci-dispatch.js';
import { CI_WAIT_PREFIX } from '../ci-gate.js';
import { setCommitStatus, truncateDescription } from '../status.js';
import type { ActionHost } from './host.js';
import { describePublish } from './publish-report.js';
import type { PublishResult } from './publish-result.js';
import { plural } from '../../report/format.js';

export type { PublishProblem, PublishResult } from './publish-result.js';

export interface PublishTarget {
  owner: string;
  repo: string;
  branch: string;
  baseBranch: string;
  statusContext: string;
  draft: boolean;
  runUrl?: string;
  /** GitHub's web address, for the compare page link. Default https://github.com. */
  serverUrl?: string;
  /** The repository's CI workflows to start after a push (`ci-workflows`); none when absent. */
  ci?: CiDispatchOptions;
}

/** What one run has learnt while publishing (kept across its iterations). */
export interface PublishMemory extends PullRequestMemory, CiDispatchMemory {
  /** The status the run set last: the same one on the same commit is not sent again. */
  lastStatus?: string;
  /** Problems already reported in this run: a publish that meets only these does not throw. */
  reported?: string[];
}

/** Some of the publish did not reach GitHub; `result` says what did and what did not. */
export class PublishError extends Error {
  override name = 'PublishError';
  constructor(readonly result: PublishResult) {
    super(describePublish(result));
  }
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
      `Another run pushed to ${branch} first; rebased and pushed (${plural(pushed.attempts, 'attempt')}).`,
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

/** GitHub's page to open the pull request by hand. */
export function compareUrl(target: PublishTarget): string {
  const server = (target.serverUrl ?? 'https://github.com').replace(/\/+$/, '');
  const path = (name: string): string => name.split('/').map(encodeURIComponent).join('/');
  return `${server}/${target.owner}/${target.repo}/compare/${path(target.baseBranch)}...${path(target.branch)}?expand=1`;
}

/** GitHub's refusal with what to enable (`why`), plus where the work is and the link. */
export function creationForbiddenMessage(target: PublishTarget, why: string): string {
  return `${why} The work is pushed to ${target.branch}; open the pull request by hand: ${compareUrl(target)}`;
}

/** Phase 2: the pull request, looked up first, and its draft state. */
async function publishPullRequest(
  host: ActionHost,
  octokit: Octokit,
  target: PublishTarget,
  model: ReportModel,
  memory: PublishMemory,
  result: PublishResult,
): Promise<void> {
  // Draft while incomplete (when asked for), ready for review once both gates hold.
  const wantDraft = target.draft && !model.complete;
  let pr;
  try {
    pr = await ensurePullRequest(
      octokit,
      {
        owner: target.owner,
        repo: target.repo,
        head: target.branch,
        base: target.baseBranch,
        title: `Ralph: ${model.project.title}`,
        body: renderPrBody(model),
        draft: wantDraft,
      },
      memory,
    );
  } catch (error) {
    const message = (error as Error).message;
    if (error instanceof PullRequestCreationForbiddenError) {
      result.compareUrl = compareUrl(target);
      result.problems.push({
        part: 'pull request',
        message: creationForbiddenMessage(target, message),
      });
    } else {
      result.problems.push({ part: 'pull request', message });
    }
    return;
  }
  result.pr = { number: pr.number, url: pr.url, outcome: pr.outcome };
  host.info(`Pull request #${pr.number} ${pr.outcome}: ${pr.url}`);
  if (pr.draft === wantDraft) return;
  try {
    await setDraft(octokit, pr, wantDraft, memory);
  } catch (error) {
    result.problems.push({ part: 'draft state', message: (error as Error).message });
  }
}

/**
 * `ci-gate: required`: a success waits for the CI runs this run started on the head; the `ci`
 * mode turns it to success once they have all passed (ci-flow.ts).
 */
function heldForCi(
  target: PublishTarget,
  memory: PublishMemory,
  status: ReturnType<typeof renderStatusDescription>,
): ReturnType<typeof renderStatusDescription> & { held?: true } {
  const started = memory.ci?.workflows.filter((w) => !w.problem) ?? [];
  if (target.ci?.gate !== 'required' || status.state !== 'success' || started.length === 0)
    return status;
  return {
    ...status,
    state: 'pending',
    description: `${CI_WAIT_PREFIX}${started.map((w) => w.file).join(', ')}`,
    held: true,
  };
}

/** Phase 3: the commit status on the pushed head (not sent again when the run already set it). */
async function publishStatus(
  octokit: Octokit,
  target: PublishTarget,
  model: ReportModel,
  memory: PublishMemory,
  result: PublishResult,
): Promise<void> {
  const status = heldForCi(target, memory, renderStatusDescription(model));
  const description = truncateDescription(status.description);
  const key = JSON.stringify([result.headSha, target.statusContext, status.state, description]);
  if (memory.lastStatus !== key) {
    try {
      await setCommitStatus(octokit, {
        owner: target.owner,
        repo: target.repo,
        sha: result.headSha,
        state: status.state,
        context: target.statusContext,
        description,
        targetUrl: target.runUrl,
      });
    } catch (error) {
      result.problems.push({ part: 'commit status', message: (error as Error).message });
      return;
    }
    memory.lastStatus = key;
  }
  result.status = { state: status.state, description, context: target.statusContext };
}

/**
 * Pushes, then publishes the pull request and the commit status. A push failure throws
 * BranchPushError (nothing else can be published then); anything GitHub refuses after the push
 * is collected, the rest still published, and then thrown as a PublishError, unless the run
 * already reported exactly that (the result still lists it in `problems`).
 */
export async function publishState(
  host: ActionHost,
  deps: { git: Git; octokit: Octokit },
  target: PublishTarget,
  model: ReportModel,
  memory: PublishMemory = {},
): Promise<PublishResult> {
  const { git, octokit } = deps;
  // Phase 1: the commits reach origin (never the base branch).
  const pushed = await pushBranch(host, git, target.branch, [target.baseBranch]);
  const headSha = await git.revParse('HEAD');
  const result: PublishResult = { branch: target.branch, pushed, headSha, problems: [] };
  // Phase 1b: the repository's CI on the pushed head (the job token's push started none).
  if (target.ci && (pushed || target.ci.headPushedByCaller))
    await dispatchCi(host, deps, target, headSha, target.ci, memory);
  result.ci = memory.ci;
  const held = heldForCi(target, memory, renderStatusDescription(model)).held;
  const shown: ReportModel = memory.ci
    ? { ...model, ci: { ...memory.ci, ...(held ? { held } : {}) } }
    : model;

  if (await hasCommitsBeyondBase(git, target.baseBranch)) {
    await publishPullRequest(host, octokit, target, shown, memory, result);
  } else {
    host.info(
      `No commits on ${target.branch} beyond ${target.baseBranch} yet; no pull request to open.`,
    );
  }
  await publishStatus(octokit, target, model, memory, result);
  return settle(host, memory, result);
}

/** Throws a PublishError for problems new to this run; known ones are only mentioned again. */
function settle(host: ActionHost, memory: PublishMemory, result: PublishResult): PublishResult {
  const reported = (memory.reported ??= []);
  const keys = result.problems.map((p) => `${p.part}\n${p.message}`);
  const fresh = keys.filter((key) => !reported.includes(key));
  reported.push(...fresh);
  if (fresh.length > 0) throw new PublishError(result);
  if (keys.length > 0) {
    const parts = [...new Set(result.problems.map((p) => p.part))].join(', ');
    host.info(`Still not published, as reported above: ${parts}.`);
  }
  return result;
}

/**
 * Runs a publish that must not take the run's report down with it: whatever fails, the answer
 * says what was published and what was not, for the outputs, the job summary and the step.
 */
export async function publishGuarded(
  work: () => Promise<PublishResult | undefined>,
  fallback: { branch: string; headSha?: string },
): Promise<PublishResult | undefined> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PublishError) return error.result;
    const message = error instanceof Error ? error.message : String(error);
    return {
      branch: fallback.branch,
      pushed: false,
      headSha: fallback.headSha ?? '',
      problems: [
        error instanceof BranchPushError
          ? { part: 'push', message: `The branch could not be pushed: ${message}` }
          : { part: 'publish', message: `Publishing stopped: ${message}` },
      ],
    };
  }
}
