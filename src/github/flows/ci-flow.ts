/**
 * `mode: ci`: a finished run of the repository's CI on the work branch (a workflow_run event),
 * or `/ralph fix-ci`. The phases:
 *   1. relevant   ci-gate not off; not Ralph's own workflow; not a fork's run; the run's branch
 *                 is the task list's work branch; its sha is still the head (else: superseded)
 *   2. passed     the PR body's CI section shows each workflow's result for the head; under
 *                 `required` the `ralph` status turns success once every run has passed
 *   3. failed     past `max-ci-fix-attempts` for the workflow: one comment asking for a person;
 *                 else the failed jobs and their log tails become task `ci-<run id>`, first in
 *                 the list, run as a normal iteration, and one comment names the run and the fix
 *
 * API calls per event, besides the fix iteration's own publish: superseded or irrelevant 0;
 * passed at most 4 (runs of the head, the pull request, its body, the status); failed at most
 * 3 + one per failed job (the status under `required`, the jobs, each failed job's log, the
 * comment); past the guard at most 3.
 */
import { branchNameFor } from '../../engine/branch.js';
import { join } from 'node:path';
import { loadState } from '../../engine/state.js';
import {
  documentOf,
  isoDate,
  isoDateTime,
  loadPrdFile,
  parsePrdText,
  savePrdDocument,
} from '../../prd/index.js';
import { ciDispatchOptions } from '../ci-dispatch.js';
import { buildReportModel } from './report-model.js';
import type { Prd } from '../../prd/schema.js';
import { shortSha } from '../../report/format.js';
import { reply } from '../comments.js';
import { CI_HELD_LINE } from '../../report/ci-runs.js';
import { ciTaskId } from '../ci-gate.js';
import { ciModelOf, gateVerdict, listHeadRuns } from '../ci-head-runs.js';
import { fixedComment, guardComment, notFixedComment, withCiSection } from '../ci-report.js';
import { readFailedJobs } from '../ci-run-jobs.js';
import { ciAttemptsFor, ciTaskEntry, recordCiTask, workflowFile } from '../ci-task.js';
import type { CiRunFacts } from '../events.js';
import { setCommitStatus } from '../status.js';
import { workflowOf } from './continuation.js';
import { baseBranchOf, withAgent, withoutPersistedCredentials, type ModeRun } from './mode-run.js';
import { setRunOutputs } from './outputs.js';
import { describePublish, stepFailure } from './publish-report.js';
import { publishState, pushBranch } from './publish.js';
import { missingCredential, runFlow, type RunFlowDeps, type RunFlowResult } from './run-flow.js';
import { taskStatusOnDisk } from '../review-threads-record.js';

const FAILED_CONCLUSIONS = new Set(['failure', 'timed_out']);

/** The work branch's task list, when `branch` is the work branch. */
interface WorkBranch {
  branch: string;
  head: string;
  prd: Prd;
}

/** Phase 1: the run's branch as a work branch, or why the run asks nothing. */
export async function workBranchOf(
  run: ModeRun,
  ci: CiRunFacts,
): Promise<{ work: WorkBranch } | { nothing: string }> {
  const { inputs, git, host } = run;
  if (inputs.ciGate === 'off') return { nothing: 'ci-gate is off.' };
  if (ci.fromFork)
    return { nothing: `run ${ci.runId} is a fork's; forks' runs are never worked on.` };
  const own = workflowOf(host.env)?.workflow;
  if (own && workflowFile(ci.workflowPath) === own)
    return { nothing: `run ${ci.runId} is of Ralph's own workflow.` };
  if (!ci.headBranch || ci.headBranch.startsWith('-'))
    return { nothing: `run ${ci.runId} names no branch.` };
  const ref = `refs/remotes/origin/${ci.headBranch}`;
  if (!(await git.tryFetch('origin', [`+refs/heads/${ci.headBranch}:${ref}`])))
    return { nothing: `${ci.headBranch} is not on origin any more.` };
  const text = await git.showFile(ref, inputs.prdPath);
  const prd = text === undefined ? undefined : parsePrdText(text, inputs.prdPath).prd;
  if (!prd || branchNameFor(prd, inputs.branch) !== ci.headBranch)
    return { nothing: `${ci.headBranch} is not a Ralph work branch.` };
  const head = (await git.tryRevParse(ref)) ?? '';
  return { work: { branch: ci.headBranch, head, prd } };
}

/** The open pull request of the work branch (one call), if any. */
async function findPull(run: ModeRun, branch: string) {
  const { data } = await run.octokit.rest.pulls.list({
    owner: run.context.owner,
    repo: run.context.repo,
    head: `${run.context.owner}:${branch}`,
    state: 'open',
    per_page: 10,
  });
  return data[0];
}

/**
 * A re-run passed where the first attempt failed: the failure was flaky, and its task, if it has
 * not run to the end, is dropped (skipped, with the reason), committed, pushed and published.
 */
async function dropFlakyTask(run: ModeRun, ci: CiRunFacts, work: WorkBranch, id: string) {
  const { host, context, inputs, git, octokit } = run;
  await withoutPersistedCredentials(run, async () => {
    await git.tryFetch('origin', [`+refs/heads/${work.branch}:refs/remotes/origin/${work.branch}`]);
    if (!(await git.tryCheckout(work.branch)))
      await git.checkoutNew(work.branch, `refs/remotes/origin/${work.branch}`);
    const prdFile = join(context.workspace, inputs.prdPath);
    const doc = documentOf(await loadPrdFile(prdFile));
    if (!doc) throw new Error(`${inputs.prdPath} cannot be edited`);
    const reason = `flaky: attempt ${ci.runAttempt} of CI run ${ci.runId} passed without a change`;
    doc.setTaskStatus(id, 'skipped', { force: true });
    doc.addTaskComment(id, { author: 'ralph', body: reason, created: isoDateTime(new Date()) });
    await savePrdDocument(doc, prdFile);
    await git.add([inputs.prdPath]);
    await git.commit(`chore(ralph): drop ${id}, ${reason}`);
    const pushed = await pushBranch(host, git, work.branch);
    const loaded = await loadPrdFile(prdFile);
    const baseBranch = await baseBranchOf(run);
    if (loaded.prd)
      await publishState(
        host,
        { git, octokit },
        {
          owner: context.owner,
          repo: context.repo,
          branch: work.branch,
          baseBranch,
          statusContext: inputs.statusContext,
          draft: inputs.draft,
          runUrl: context.runUrl,
          ci: ciDispatchOptions(inputs, context, host.env, { headPushedByCaller: pushed }),
        },
        buildReportModel({
          prd: loaded.prd,
          state: (await loadState(context.workspace)).state,
          branch: work.branch,
          baseBranch,
          runUrl: context.runUrl,
        }),
      );
    host.info(`CI: ${id} dropped: ${reason}.`);
  });
}

/** Phase 2: the runs of the head in the PR body; under `required`, the status. */
async function ciPassed(run: ModeRun, ci: CiRunFacts, work: WorkBranch): Promise<void> {
  const { host, context, octokit, inputs } = run;
  const { owner, repo } = context;
  const flaky = work.prd.tasks.find((t) => String(t.id) === ciTaskId(ci.runId));
  if (ci.runAttempt > 1 && flaky && ['pending', 'in_progress', 'blocked'].includes(flaky.status))
    return dropFlakyTask(run, ci, work, String(flaky.id));
  const runs = await listHeadRuns(octokit, {
    owner,
    repo,
    branch: work.branch,
    sha: work.head,
    ownWorkflow: workflowOf(host.env)?.workflow,
  });
  if (!runs.some((r) => r.runId === ci.runId)) runs.push(ci);
  const verdict = gateVerdict(runs);
  host.info(
    `CI: ${ci.workflowName || ci.workflowPath} passed on ${work.branch} at ${shortSha(work.head)}; ${verdict.description}.`,
  );
  const pull = await findPull(run, work.branch);
  const body = pull?.body ?? '';
  const held = inputs.ciGate === 'required' && body.includes(CI_HELD_LINE);
  const model = {
    ...ciModelOf(work.branch, work.head, runs),
    held: held && verdict.state !== 'success',
  };
  if (pull) {
    await octokit.rest.pulls.update({
      owner,
      repo,
      pull_number: pull.number,
      body: withCiSection(body, model),
    });
  }
  if (held && verdict.state === 'success') {
    await setCommitStatus(octokit, {
      owner,
      repo,
      sha: work.head,
      state: 'success',
      context: inputs.statusContext,
      description: verdict.description,
      ...(context.runUrl ? { targetUrl: context.runUrl } : {}),
    });
    host.info(
      `CI: every run on ${shortSha(work.head)} passed; the ${inputs.statusContext} status is success.`,
    );
  }
}

/** Past the guard: one comment asking for a person, and the status or a warning. */
async function handOver(run: ModeRun, ci: CiRunFacts, work: WorkBranch, attempts: string[]) {
  const { host, context, octokit, inputs } = run;
  const { owner, repo } = context;
  const message = `CI: ${ci.workflowName || ci.workflowPath} still fails on ${work.branch} after ${attempts.length} fix attempt(s) (max-ci-fix-attempts ${inputs.maxCiFixAttempts}); no agent runs, a person needs to look at it.`;
  const pull = await findPull(run, work.branch);
  if (pull)
    await reply(octokit, {
      owner,
      repo,
      issueNumber: pull.number,
      body: guardComment(ci, attempts, inputs.maxCiFixAttempts),
    });
  if (inputs.ciGate === 'required') {
    await setCommitStatus(octokit, {
      owner,
      repo,
      sha: work.head,
      state: 'failure',
      context: inputs.statusContext,
      description: `CI still fails after ${attempts.length} fix attempts: ${workflowFile(ci.workflowPath)}; a person needs to look`,
      ...(context.runUrl ? { targetUrl: context.runUrl } : {}),
    });
    host.error(message);
  } else host.warning(message);
}

/** Runs the CI task until it is done or out of attempts. */
async function runCiTask(
  run: ModeRun,
  deps: RunFlowDeps,
  id: string,
  baseBranch: string,
  branch: string,
): Promise<{ runs: RunFlowResult[]; sha?: string; reason?: string }> {
  const { host, context, inputs } = run;
  const runs: RunFlowResult[] = [];
  let spent = 0;
  for (let attempt = 1; attempt <= inputs.maxTaskAttempts; attempt++) {
    const result = await runFlow(host, context, { ...inputs, branch }, deps, {
      iterations: 1,
      baseBranch,
      costSpentUsd: spent,
      onlyTask: id,
    });
    runs.push(result);
    spent += result.loop.iterations.reduce((sum, r) => sum + r.costUsd, 0);
    const last = result.loop.iterations.at(-1);
    const unpublished = result.publish?.problems.length
      ? describePublish(result.publish)
      : undefined;
    const stop = result.loop.stopReason !== 'max_iterations' ? result.loop.message : unpublished;
    if (stop) return { runs, reason: stop };
    const status = await taskStatusOnDisk(context.workspace, inputs.prdPath, id);
    if (status === 'done' && last?.commitSha)
      return { runs, sha: result.publish?.headSha ?? last.commitSha };
    if (status !== 'pending' && status !== 'in_progress')
      return { runs, reason: last?.summary ?? `${id} is ${status}` };
  }
  return { runs, reason: runs.at(-1)?.loop.iterations.at(-1)?.summary ?? 'no attempt ran' };
}

/** Phase 3: the failed run becomes a task and runs. */
async function ciFailed(
  run: ModeRun,
  ci: CiRunFacts,
  work: WorkBranch,
  agentDeps?: RunFlowDeps,
): Promise<void> {
  const { host, context, inputs, octokit, git } = run;
  const id = ciTaskId(ci.runId);
  const existing = work.prd.tasks.find((t) => String(t.id) === id);
  if (existing?.status === 'done') {
    host.info(`CI: run ${ci.runId} was fixed already by ${id}.`);
    return;
  }
  const attempts = ciAttemptsFor(work.prd, ci.workflowPath).filter((t) => t !== id);
  if (attempts.length >= inputs.maxCiFixAttempts) return handOver(run, ci, work, attempts);
  const credential = await missingCredential(inputs, host.env);
  if (credential) throw new Error(credential);

  if (inputs.ciGate === 'required')
    // A status that turned success before this run failed must not stay so.
    await setCommitStatus(octokit, {
      owner: context.owner,
      repo: context.repo,
      sha: work.head,
      state: 'pending',
      context: inputs.statusContext,
      description: `CI failed: ${workflowFile(ci.workflowPath)}; a fix is on its way`,
      ...(context.runUrl ? { targetUrl: context.runUrl } : {}),
    });
  const jobs = await readFailedJobs(octokit, { ...context, runId: ci.runId }, (m) =>
    host.warning(m),
  );
  host.info(
    `CI: run ${ci.runId} of ${ci.workflowName || ci.workflowPath} ${ci.conclusion} on ${shortSha(work.head)}; failed jobs: ${jobs.map((j) => j.name).join(', ') || 'none listed'}.`,
  );
  const baseBranch = await baseBranchOf(run);
  let outcome: Awaited<ReturnType<typeof runCiTask>> = { runs: [] };
  const withDeps = async (work: (deps: RunFlowDeps) => Promise<void>): Promise<void> =>
    agentDeps ? work(agentDeps) : withAgent(run, work);
  const guarded = <T>(work: () => Promise<T>): Promise<T> =>
    agentDeps ? work() : withoutPersistedCredentials(run, work);
  await guarded(async () => {
    await git.tryFetch('origin', [`+refs/heads/${work.branch}:refs/remotes/origin/${work.branch}`]);
    if (!(await git.tryCheckout(work.branch)))
      await git.checkoutNew(work.branch, `refs/remotes/origin/${work.branch}`);
    const entry = ciTaskEntry(ci, jobs, isoDate(new Date()));
    if (await recordCiTask(context.workspace, inputs.prdPath, entry)) {
      await git.add([inputs.prdPath]);
      await git.commit(`chore(ralph): failed CI run ${ci.runId} becomes task ${id}`);
      await pushBranch(host, git, work.branch);
    }
    await withDeps(async (deps) => {
      outcome = await runCiTask(run, deps, id, baseBranch, work.branch);
    });
  });
  const pullNumber =
    outcome.runs.map((r) => r.publish?.pr?.number).find((n) => n !== undefined) ??
    (await findPull(run, work.branch))?.number;
  if (pullNumber !== undefined)
    await reply(octokit, {
      owner: context.owner,
      repo: context.repo,
      issueNumber: pullNumber,
      body: outcome.sha
        ? fixedComment(ci, id, outcome.sha)
        : notFixedComment(ci, id, outcome.reason ?? 'unknown'),
    });
  const last = outcome.runs.at(-1);
  if (last) {
    setRunOutputs(host, last.loop, last.publish);
    const failure = outcome.sha ? stepFailure(last.loop, last.publish) : outcome.reason;
    if (failure) throw new Error(failure);
  }
}

/** The `ci` mode for a run's facts (a workflow_run event, or the run `/ralph fix-ci` found). */
export async function handleCiRun(
  run: ModeRun,
  ci: CiRunFacts,
  agentDeps?: RunFlowDeps,
): Promise<void> {
  const { host } = run;
  const found = await workBranchOf(run, ci);
  if ('nothing' in found) {
    host.info(`Nothing to do: ${found.nothing}`);
    return;
  }
  const { work } = found;
  if (work.head !== ci.headSha) {
    host.info(
      `CI: run ${ci.runId} of ${ci.workflowName || ci.workflowPath} (${ci.conclusion || ci.status}) checked ${shortSha(ci.headSha)}, but ${work.branch} is at ${shortSha(work.head)} now: the run was superseded; nothing to do.`,
    );
    return;
  }
  if (ci.conclusion === 'success') return ciPassed(run, ci, work);
  if (FAILED_CONCLUSIONS.has(ci.conclusion)) return ciFailed(run, ci, work, agentDeps);
  host.info(`CI: run ${ci.runId} ended ${ci.conclusion || ci.status}; nothing to do.`);
}

/** The action's ci mode: a workflow_run event. */
export async function ciMode(run: ModeRun): Promise<void> {
  if (run.trigger.kind !== 'workflow_run')
    throw new Error('mode "ci" needs a workflow_run event (or /ralph fix-ci)');
  await handleCiRun(run, run.trigger);
}

/**
 * `/ralph fix-ci` (the writer is authorized already): the newest failed CI run of the work
 * branch head, handled as its workflow_run event would be. One call to find it.
 */
export async function fixCiCommand(
  run: ModeRun,
  deps: RunFlowDeps,
  branch: string,
): Promise<{ handled: boolean; note?: string }> {
  const { context, git, host } = run;
  const head = await git.tryRevParse(`refs/remotes/origin/${branch}`);
  if (!head) return { handled: false, note: `${branch} is not on origin.` };
  const runs = await listHeadRuns(run.octokit, {
    owner: context.owner,
    repo: context.repo,
    branch,
    sha: head,
    ownWorkflow: workflowOf(host.env)?.workflow,
  });
  const failed = runs
    .filter((r) => r.status === 'completed' && FAILED_CONCLUSIONS.has(r.conclusion))
    .sort((a, b) => b.runId - a.runId)[0];
  if (!failed)
    return { handled: false, note: `No CI run of ${shortSha(head)} has failed; nothing to fix.` };
  await handleCiRun(run, failed, deps);
  return { handled: true };
}

/**
 * A scheduled or dispatched run, first: whether GitHub sends a workflow_run event for a CI run
 * the job token started with workflow_dispatch is not documented. So when the work branch head
 * is Ralph's own commit, one call looks up the head's finished CI runs, and the newest failed
 * one that no task covers yet is handled before the loop goes on.
 */
export async function fixFinishedCiFirst(run: ModeRun, deps: RunFlowDeps): Promise<void> {
  const { inputs, context, git, host } = run;
  if (inputs.ciGate === 'off' || inputs.ciWorkflows.kind === 'none') return;
  const loaded = await loadPrdFile(join(context.workspace, inputs.prdPath));
  if (!loaded.prd) return;
  const branch = branchNameFor(loaded.prd, inputs.branch);
  const ref = `refs/remotes/origin/${branch}`;
  if (!(await git.tryFetch('origin', [`+refs/heads/${branch}:${ref}`]))) return;
  const head = await git.tryRevParse(ref);
  if (!head) return;
  const committer = await git.exec(['log', '-1', '--format=%ce', head], { allowFailure: true });
  if (committer.stdout.trim() !== inputs.gitUserEmail) return;
  const runs = await listHeadRuns(run.octokit, {
    owner: context.owner,
    repo: context.repo,
    branch,
    sha: head,
    ownWorkflow: workflowOf(host.env)?.workflow,
  });
  const failed = runs
    .filter((r) => r.status === 'completed' && FAILED_CONCLUSIONS.has(r.conclusion))
    .sort((a, b) => b.runId - a.runId)[0];
  if (!failed) return;
  const onBranch = await git.showFile(ref, inputs.prdPath);
  const prd = onBranch === undefined ? undefined : parsePrdText(onBranch, inputs.prdPath).prd;
  if (prd?.tasks.some((t) => String(t.id) === ciTaskId(failed.runId))) return;
  host.info(
    `CI: run ${failed.runId} of ${failed.workflowName || failed.workflowPath} failed on ${shortSha(head)} and no task covers it yet: it is handled first.`,
  );
  await handleCiRun(run, failed, deps);
}
