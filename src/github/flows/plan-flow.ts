/**
 * Plan mode: an issue labeled `ralph`, or a `/ralph plan` comment on an issue, becomes a task
 * list. The issue's title and body are the specification; `ralph tasks`' generator turns them
 * into a validated prd.yaml, which is committed on a new branch with a draft pull request.
 * An invalid answer (after its one retry) commits nothing and says why on the issue.
 *
 * The phases of planFlow:
 *   1. authorize  who asked may run commands (else refused)           plan-replies.ts
 *   2. specify    the issue has a body; a fixed branch is free; 👀
 *   3. generate   the planner, in the loop's boundary                 plan-generate.ts
 *   4. check      the answer's branch is valid and free               plan-commit.ts
 *   5. commit     one commit on a new branch from the base, pushed     plan-commit.ts
 *   6. publish    the pull request, and the reply on the issue
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { react, reply } from '../comments.js';
import type { ActionInputs } from '../inputs.js';
import { checkCommandAuthorization } from '../permissions.js';
import type { ActionContext, ActionHost } from './host.js';
import { actionSandbox } from './isolation.js';
import {
  baseBranchOf,
  resolveClaudeFor,
  withoutPersistedCredentials,
  type ModeRun,
} from './mode-run.js';
import { branchTaken, checkPlan, commitPlan, openPlanPullRequest } from './plan-commit.js';
import { generatePlan, type PlanFlowDeps } from './plan-generate.js';
import {
  planRequest,
  plural,
  renderPlannedReply,
  replyFailed,
  replyRefused,
  type PlanConversation,
  type PlanTrigger,
} from './plan-replies.js';

export type { PlanFlowDeps } from './plan-generate.js';
export type { PlanTrigger } from './plan-replies.js';

export type PlanFlowResult =
  | { outcome: 'refused'; reason: string }
  | {
      outcome: 'planned';
      branch: string;
      taskCount: number;
      commitSha: string;
      pr: { number: number; url: string };
    }
  | { outcome: 'invalid'; errors: string[] }
  | { outcome: 'agent_failed'; summary: string };

/** One plan request being handled: what every phase needs. */
interface PlanRun extends PlanConversation {
  host: ActionHost;
  inputs: ActionInputs;
  deps: PlanFlowDeps;
  baseBranch: string;
}

async function refused(plan: PlanRun, reason: string): Promise<PlanFlowResult> {
  await replyRefused(plan, reason);
  return { outcome: 'refused', reason };
}

async function failed(
  plan: PlanRun,
  result: PlanFlowResult & { outcome: 'invalid' | 'agent_failed' },
  headline: string,
): Promise<PlanFlowResult> {
  await replyFailed(plan, headline, result.outcome === 'invalid' ? result.errors : undefined);
  return result;
}

/** Phase 1: undefined when who asked may run commands. An issue has no fork or branch to check. */
async function authorize(plan: PlanRun): Promise<PlanFlowResult | undefined> {
  const { octokit, context, inputs, request } = plan;
  const full = `${context.owner}/${context.repo}`;
  const auth = await checkCommandAuthorization(octokit, {
    owner: context.owner,
    repo: context.repo,
    actor: request.actor,
    actorType: request.actorType,
    allowedBots: inputs.allowedBots,
    pr: { headRepoFullName: full, baseRepoFullName: full, headRef: '' },
    prdBranch: undefined,
  });
  return auth.allowed ? undefined : refused(plan, auth.reason);
}

/** Phase 2: the issue's title and body (a label event carries them; a comment does not). */
async function issueSpec(
  plan: PlanRun,
  trigger: PlanTrigger,
): Promise<{ number: number; title: string; body: string }> {
  const number = plan.request.issueNumber;
  if (trigger.kind === 'issue_labeled') return { number, title: trigger.title, body: trigger.body };
  const { data } = await plan.octokit.rest.issues.get({
    owner: plan.context.owner,
    repo: plan.context.repo,
    issue_number: number,
  });
  return { number, title: data.title, body: data.body ?? '' };
}

/** Phase 2: undefined when there is something to plan and nowhere it would be in the way. */
async function checkRequest(
  plan: PlanRun,
  issue: { number: number; body: string },
): Promise<PlanFlowResult | undefined> {
  if (issue.body.trim() === '') {
    return refused(
      plan,
      `Issue #${issue.number} has no description; write the specification in its body, then ask again.`,
    );
  }
  const fixedBranch = plan.inputs.branch?.trim() || undefined;
  if (fixedBranch && (await plan.deps.git.remoteBranchExists('origin', fixedBranch))) {
    return refused(plan, branchTaken(fixedBranch));
  }
  return undefined;
}

export async function planFlow(
  host: ActionHost,
  context: ActionContext,
  inputs: ActionInputs,
  trigger: PlanTrigger,
  deps: PlanFlowDeps,
  opts: { baseBranch: string },
): Promise<PlanFlowResult> {
  const { octokit, git } = deps;
  const request = planRequest(trigger, context.eventPayload);
  const plan: PlanRun = { host, context, inputs, deps, octokit, request, ...opts };
  const denied = await authorize(plan);
  if (denied) return denied;
  const issue = await issueSpec(plan, trigger);
  const unfit = await checkRequest(plan, issue);
  if (unfit) return unfit;
  if (request.commentId !== undefined) {
    const { owner, repo } = context;
    await react(octokit, { owner, repo, commentId: request.commentId, content: 'eyes' });
  }

  const scratch = await mkdtemp(join(context.runnerTemp, 'ralph-plan-'));
  try {
    const outFile = join(scratch, 'prd.yaml');
    const generated = await generatePlan(plan, issue, scratch, outFile);
    if (generated.kind === 'invalid') {
      return failed(
        plan,
        { outcome: 'invalid', errors: generated.errors },
        `Claude's task list was still invalid after one retry (${plural(generated.errors.length, 'error')}).`,
      );
    }
    if (generated.kind === 'agent_failed') {
      return failed(
        plan,
        { outcome: 'agent_failed', summary: generated.summary },
        `Claude did not finish the task list: ${generated.summary}`,
      );
    }
    if (generated.kind !== 'written') {
      throw new Error(`Planning stopped unexpectedly (${generated.kind}).`);
    }

    const checked = await checkPlan(git, inputs, await readFile(outFile, 'utf8'), issue.title);
    if (checked.kind === 'invalid') {
      return failed(plan, { outcome: 'invalid', errors: checked.errors }, checked.headline);
    }
    if (checked.kind === 'taken') return refused(plan, checked.reason);

    const where = { baseBranch: opts.baseBranch, issueNumber: issue.number };
    const commitSha = await commitPlan(
      host,
      git,
      { workspace: context.workspace, prdPath: inputs.prdPath, ...where },
      checked,
    );
    const pr = await openPlanPullRequest(host, octokit, { context, inputs, ...where }, checked);
    const taskCount = checked.prd.tasks.length;
    await reply(octokit, {
      owner: context.owner,
      repo: context.repo,
      issueNumber: issue.number,
      body: renderPlannedReply({
        request,
        branch: checked.branch,
        taskCount,
        pr,
        commandPrefix: inputs.commandPrefix,
        runUrl: context.runUrl,
      }),
    });
    return { outcome: 'planned', branch: checked.branch, taskCount, commitSha, pr };
  } finally {
    await git.unseal();
    await rm(scratch, { recursive: true, force: true });
  }
}

/**
 * The action's plan mode: runs the flow, sets the outputs, and fails the step when no valid
 * task list came out (a refusal is a notice, not a failure).
 */
export async function planMode(run: ModeRun): Promise<void> {
  const { host, context, inputs, git, octokit } = run;
  const baseBranch = await baseBranchOf(run);
  const deps: PlanFlowDeps = {
    git,
    octokit,
    createAgent: run.deps.createAgent,
    resolveClaude: () => resolveClaudeFor(run),
    openSandbox: (claudePath) => actionSandbox(host, context, inputs, claudePath),
    signal: run.deps.signal,
  };
  await withoutPersistedCredentials(run, async () => {
    const trigger = run.trigger;
    if (trigger.kind === 'ignored') {
      // mode: plan on an `issues` workflow also sees other labels; those are not failures.
      host.info(`Nothing to do: ${trigger.reason}`);
      return;
    }
    if (trigger.kind !== 'issue_labeled' && trigger.kind !== 'issue_comment_plan') {
      throw new Error(
        `mode "plan" needs an issue labeled "ralph" or a \`${inputs.commandPrefix} plan\` comment on an issue; this run was started by "${context.eventName}".`,
      );
    }
    reportPlan(host, await planFlow(host, context, inputs, trigger, deps, { baseBranch }));
  });
}

function reportPlan(host: ActionHost, result: PlanFlowResult): void {
  switch (result.outcome) {
    case 'refused':
      host.notice(`Plan refused: ${result.reason}`);
      return;
    case 'planned':
      host.setOutput('branch', result.branch);
      host.setOutput('tasks-total', String(result.taskCount));
      host.setOutput('tasks-done', '0');
      host.setOutput('commit-sha', result.commitSha);
      host.setOutput('pushed', 'true');
      host.setOutput('pr-number', String(result.pr.number));
      host.setOutput('pr-url', result.pr.url);
      host.info(
        `Planned ${plural(result.taskCount, 'task')} on ${result.branch}: ${result.pr.url}`,
      );
      return;
    case 'invalid':
      throw new Error(
        `No valid task list came out of the issue; nothing was committed:\n${result.errors.join('\n')}`,
      );
    case 'agent_failed':
      throw new Error(`Claude did not finish the task list: ${result.summary}`);
  }
}
