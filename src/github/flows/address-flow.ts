/**
 * Review threads become work: on a submitted review of the Ralph pull request (by someone with
 * write access) or a `/ralph address` comment. Every unresolved thread a writer started becomes
 * a task, first in the list, and runs alone through the normal iteration, gate, fix loop and
 * attempts. Once its verified commit is pushed, the thread gets a reply with the commit and is
 * resolved; a task that fails gets a reply with the reason and its thread stays open. Outdated
 * threads get a reply saying they were skipped; threads by people without write access are left
 * alone, and their text reaches nobody.
 */
import type { IterationResult, LoopResult } from '../../engine/types.js';
import { parsePrdText } from '../../prd/index.js';
import { branchNameFor } from '../../engine/branch.js';
import { reply } from '../comments.js';
import type { Trigger } from '../events.js';
import type { ActionInputs } from '../inputs.js';
import { checkCommandAuthorization } from '../permissions.js';
import { getPullRequest } from '../pulls.js';
import {
  listReviewThreads,
  replyToThread,
  resolveThread,
  type ReviewThread,
} from '../review-threads.js';
import { recordReviewTasks, taskStatusOnDisk } from '../review-threads-record.js';
import { addressSummary, threadReply, type ThreadOutcome } from '../review-threads-report.js';
import { sortThreads, writerCheck, type SortedThreads } from '../review-threads-select.js';
import { threadLocation, type ReviewTaskPlan } from '../review-threads-tasks.js';
import type { ActionContext, ActionHost } from './host.js';
import { baseBranchOf, withAgent, withoutPersistedCredentials, type ModeRun } from './mode-run.js';
import { setRunOutputs } from './outputs.js';
import { describePublish, stepFailure } from './publish-report.js';
import { pushBranch } from './publish.js';
import { missingCredential, runFlow, type RunFlowDeps, type RunFlowResult } from './run-flow.js';

export interface AddressRequest {
  prNumber: number;
  /** Who asked: the reviewer, or the author of the `/ralph address` comment. */
  actor: string;
  /** The comment's text, when a comment asked. */
  command?: string;
  baseBranch: string;
}

export interface AddressResult {
  accepted: boolean;
  reason?: string;
  iterations: IterationResult[];
  runResult?: RunFlowResult;
}

type Outcomes = { thread: ReviewThread; outcome: ThreadOutcome }[];

/** Replies in a thread; a failure to reply is a warning, not a reason to lose the others. */
async function answer(
  host: ActionHost,
  deps: RunFlowDeps,
  thread: ReviewThread,
  outcome: ThreadOutcome,
): Promise<void> {
  try {
    await replyToThread(deps.octokit, thread.id, threadReply(outcome));
    if (outcome.kind === 'addressed') await resolveThread(deps.octokit, thread.id);
  } catch (error) {
    host.warning(
      `Could not answer the review thread on ${threadLocation(thread)}: ${(error as Error).message}`,
    );
  }
}

/** Runs one review task alone, attempt after attempt, until it is done or out of attempts. */
async function runReviewTask(
  host: ActionHost,
  context: ActionContext,
  inputs: ActionInputs,
  deps: RunFlowDeps,
  plan: ReviewTaskPlan,
  opts: { baseBranch: string; spentUsd: number },
): Promise<{ runs: RunFlowResult[]; outcome: ThreadOutcome; stop?: string }> {
  const runs: RunFlowResult[] = [];
  let spent = opts.spentUsd;
  for (let attempt = 1; attempt <= inputs.maxTaskAttempts; attempt++) {
    const run = await runFlow(host, context, inputs, deps, {
      iterations: 1,
      baseBranch: opts.baseBranch,
      costSpentUsd: spent,
      onlyTask: plan.id,
    });
    runs.push(run);
    spent += run.loop.iterations.reduce((sum, r) => sum + r.costUsd, 0);
    const last = run.loop.iterations.at(-1);
    const unpublished = run.publish?.problems.length ? describePublish(run.publish) : undefined;
    const stop = run.loop.stopReason !== 'max_iterations' ? run.loop.message : unpublished;
    if (stop)
      return { runs, stop, outcome: { kind: 'not_addressed', taskId: plan.id, reason: stop } };
    const status = await taskStatusOnDisk(context.workspace, inputs.prdPath, plan.id);
    if (status === 'done' && last?.commitSha) {
      const sha = run.publish?.headSha ?? last.commitSha;
      return { runs, outcome: { kind: 'addressed', taskId: plan.id, sha, summary: last.summary } };
    }
    if (status !== 'pending' && status !== 'in_progress')
      return {
        runs,
        outcome: {
          kind: 'not_addressed',
          taskId: plan.id,
          reason: last?.summary ?? `${plan.id} is ${status}`,
        },
      };
  }
  const last = runs.at(-1)?.loop.iterations.at(-1);
  return {
    runs,
    outcome: { kind: 'not_addressed', taskId: plan.id, reason: last?.summary ?? 'no attempt ran' },
  };
}

/** The runs' results as one: every iteration, failing when any thread was not addressed. */
function combined(runs: RunFlowResult[], outcomes: Outcomes): RunFlowResult | undefined {
  const last = runs.at(-1);
  if (!last) return undefined;
  const failed = outcomes.filter((o) => o.outcome.kind === 'not_addressed');
  const loop: LoopResult = {
    ...last.loop,
    iterations: runs.flatMap((r) => r.loop.iterations),
    ...(failed.length > 0
      ? {
          exitCode: 1,
          message: `${failed.length} review thread${failed.length === 1 ? '' : 's'} not addressed: ${failed
            .map((f) => threadLocation(f.thread))
            .join(', ')}`,
        }
      : { exitCode: 0 }),
  };
  return { loop, publish: last.publish };
}

/** Threads that are not work: a notice for each one left alone, a reply in each outdated one. */
async function triage(
  host: ActionHost,
  deps: RunFlowDeps,
  sorted: SortedThreads,
): Promise<Outcomes> {
  const outcomes: Outcomes = [];
  for (const { thread, author } of sorted.leftAlone) {
    host.notice(
      `Left alone: the review thread on ${threadLocation(thread)} was started by ${author}, who has no write access; its text is not given to the agent.`,
    );
    outcomes.push({ thread, outcome: { kind: 'left_alone', author } });
  }
  for (const thread of sorted.outdated) {
    await answer(host, deps, thread, { kind: 'outdated' });
    outcomes.push({ thread, outcome: { kind: 'outdated' } });
  }
  return outcomes;
}

/** The threads' tasks in the task list on the pull request's branch, committed and pushed. */
async function putOnBranch(
  host: ActionHost,
  context: ActionContext,
  inputs: ActionInputs,
  git: RunFlowDeps['git'],
  branch: string,
  work: SortedThreads['work'],
): Promise<ReviewTaskPlan[]> {
  await git.tryFetch('origin', [`+refs/heads/${branch}:refs/remotes/origin/${branch}`]);
  if (!(await git.tryCheckout(branch)))
    await git.checkoutNew(branch, `refs/remotes/origin/${branch}`);
  const recorded = await recordReviewTasks(context.workspace, inputs.prdPath, work);
  const ids = recorded.plans.map((p) => p.id);
  host.info(`Review threads to address: ${ids.join(', ')}`);
  if (recorded.changed.length > 0) {
    await git.add(recorded.changed);
    await git.commit(`chore(ralph): review threads become tasks ${ids.join(', ')}`);
    await pushBranch(host, git, branch);
  }
  return recorded.plans;
}

/** Each task in turn, each thread answered as soon as its task is through. */
async function runAll(
  host: ActionHost,
  context: ActionContext,
  inputs: ActionInputs,
  deps: RunFlowDeps,
  tasks: { plan: ReviewTaskPlan; thread: ReviewThread }[],
  baseBranch: string,
): Promise<{ runs: RunFlowResult[]; outcomes: Outcomes }> {
  const runs: RunFlowResult[] = [];
  const outcomes: Outcomes = [];
  let stop: string | undefined;
  for (const { plan, thread } of tasks) {
    let outcome: ThreadOutcome;
    if (stop) {
      outcome = { kind: 'not_addressed', taskId: plan.id, reason: `not run: ${stop}` };
    } else {
      const spentUsd = runs.flatMap((r) => r.loop.iterations).reduce((s, i) => s + i.costUsd, 0);
      const result = await runReviewTask(host, context, inputs, deps, plan, {
        baseBranch,
        spentUsd,
      });
      runs.push(...result.runs);
      stop = result.stop;
      outcome = result.outcome;
    }
    await answer(host, deps, thread, outcome);
    outcomes.push({ thread, outcome });
  }
  return { runs, outcomes };
}

export async function addressFlow(
  host: ActionHost,
  context: ActionContext,
  inputs: ActionInputs,
  deps: RunFlowDeps,
  request: AddressRequest,
): Promise<AddressResult> {
  const { octokit } = deps;
  const { owner, repo } = context;
  const pr = await getPullRequest(octokit, { owner, repo, number: request.prNumber });
  const isWriter = writerCheck(octokit, { owner, repo, allowedBots: inputs.allowedBots });
  const threads = await listReviewThreads(octokit, { owner, repo, number: request.prNumber });
  const sorted = await sortThreads(threads, isWriter);
  const outcomes = await triage(host, deps, sorted);
  const summary = async (note?: string): Promise<void> => {
    const body = addressSummary({ ...request, threads: outcomes, note, runUrl: context.runUrl });
    await reply(octokit, { owner, repo, issueNumber: request.prNumber, body });
  };
  if (sorted.work.length === 0) {
    host.info('No unresolved review thread by someone with write access: nothing to run.');
    await summary();
    return { accepted: true, iterations: [] };
  }
  const credential = await missingCredential(inputs, host.env);
  if (credential) {
    await summary(credential);
    return { accepted: false, reason: credential, iterations: [] };
  }

  const branch = pr.headRef;
  const plans = await putOnBranch(host, context, inputs, deps.git, branch, sorted.work);
  const tasks = plans.map((plan, i) => ({ plan, thread: sorted.work[i]!.thread }));
  const ran = await runAll(host, context, { ...inputs, branch }, deps, tasks, request.baseBranch);
  outcomes.push(...ran.outcomes);
  await summary();
  const runResult = combined(ran.runs, outcomes);
  return {
    accepted: true,
    iterations: runResult?.loop.iterations ?? [],
    ...(runResult ? { runResult } : {}),
  };
}

/** A `pull_request_review` event: the reviewer must be allowed to drive Ralph on this PR. */
export async function reviewFlow(
  host: ActionHost,
  context: ActionContext,
  inputs: ActionInputs,
  deps: RunFlowDeps,
  trigger: Trigger,
  opts: { baseBranch: string },
): Promise<void> {
  if (trigger.kind !== 'pr_review')
    throw new Error('review threads are addressed on a pull_request_review event');
  const { octokit, git } = deps;
  const pr = await getPullRequest(octokit, {
    owner: context.owner,
    repo: context.repo,
    number: trigger.prNumber,
  });
  await git.tryFetch('origin', [`+refs/heads/${pr.headRef}:refs/remotes/origin/${pr.headRef}`]);
  const text = await git.showFile(`refs/remotes/origin/${pr.headRef}`, inputs.prdPath);
  const prd = text === undefined ? undefined : parsePrdText(text, inputs.prdPath).prd;
  const auth = await checkCommandAuthorization(octokit, {
    owner: context.owner,
    repo: context.repo,
    actor: trigger.user,
    actorType: trigger.userType,
    allowedBots: inputs.allowedBots,
    pr,
    prdBranch: prd ? branchNameFor(prd, inputs.branch) : (inputs.branch ?? ''),
  });
  if (!auth.allowed) {
    host.notice(`The review is not addressed: ${auth.reason}`);
    return;
  }
  if (!prd) {
    host.notice(
      `The review is not addressed: ${inputs.prdPath} is missing or invalid on ${pr.headRef}.`,
    );
    return;
  }
  const result = await addressFlow(host, context, inputs, deps, {
    prNumber: trigger.prNumber,
    actor: trigger.user,
    baseBranch: opts.baseBranch,
  });
  if (!result.accepted && result.reason) throw new Error(result.reason);
  if (result.runResult) {
    setRunOutputs(host, result.runResult.loop, result.runResult.publish);
    const failure = stepFailure(result.runResult.loop, result.runResult.publish);
    if (failure) throw new Error(failure);
  }
}

/** The action's address mode: a submitted review, its unresolved threads worked as tasks. */
export async function addressMode(run: ModeRun): Promise<void> {
  const baseBranch = await baseBranchOf(run);
  await withoutPersistedCredentials(run, () =>
    withAgent(run, (deps) =>
      reviewFlow(run.host, run.context, run.inputs, deps, run.trigger, { baseBranch }),
    ),
  );
}
