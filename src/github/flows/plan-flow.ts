/**
 * Plan mode: an issue labeled `ralph`, or a `/ralph plan` comment on an issue, becomes a task
 * list. The issue's title and body are the specification; `ralph tasks`' generator turns them
 * into a validated prd.yaml, which is committed on a new branch with a draft pull request.
 * An invalid answer (after its one retry) commits nothing and says why on the issue.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Octokit } from '@octokit/rest';
import { parseDocument } from 'yaml';
import type { AgentRunner } from '../../agent/types.js';
import type { Sandbox } from '../../isolation/index.js';
import { checkTaskListText } from '../../planning/generate-tasks.js';
import { slugify } from '../../engine/branch.js';
import { freshState } from '../../engine/state.js';
import type { Git } from '../../git/types.js';
import { writeFileAtomic } from '../../planning/files.js';
import { generateTasks } from '../../planning/generate-tasks.js';
import { parsePrdText, projectBranch, type Prd } from '../../prd/index.js';
import {
  COMMAND_REPLY_MARKER,
  PR_BODY_MARKER,
  PR_BODY_MAX_LENGTH,
  renderCommandReply,
  renderPrBody,
} from '../../report/index.js';
import { codeFence, mdText, safeUrl } from '../../report/markdown.js';
import { react, reply } from '../comments.js';
import type { Trigger } from '../events.js';
import type { ActionInputs } from '../inputs.js';
import { checkCommandAuthorization } from '../permissions.js';
import { ensurePullRequest } from '../pulls.js';
import type { ActionContext, ActionHost } from './host.js';
import { pushBranch } from './publish.js';
import { buildReportModel } from './report-model.js';
import { agentEnvironment } from './run-flow.js';

export type PlanTrigger = Extract<Trigger, { kind: 'issue_labeled' | 'issue_comment_plan' }>;

export interface PlanFlowDeps {
  git: Git;
  octokit: Octokit;
  createAgent(): AgentRunner;
  /** The `claude` executable; called only once a request is accepted (it may install it). */
  resolveClaude(): Promise<string>;
  /**
   * The boundary the planner runs in (the loop's: its own user, the harness's places closed).
   * Its read-only tools still reach /proc and the files of whoever runs it, and the issue it
   * reads is anyone's text: it must not run as the action.
   */
  openSandbox(claudePath: string): Promise<Sandbox>;
  signal?: AbortSignal;
}

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

/** Who asked for the plan, and where to answer. */
interface PlanRequest {
  issueNumber: number;
  actor: string;
  actorType: string;
  /** The `/ralph plan` comment; a label event has none to react to. */
  commentId?: number;
  /** What the replies quote: the comment's text, or the label. */
  quoted: string;
}

function planRequest(trigger: PlanTrigger, payload: unknown): PlanRequest {
  if (trigger.kind === 'issue_comment_plan') {
    return {
      issueNumber: trigger.issueNumber,
      actor: trigger.user,
      actorType: trigger.userType,
      commentId: trigger.commentId,
      quoted: trigger.body,
    };
  }
  const sender = (payload as { sender?: { type?: unknown } } | undefined)?.sender;
  return {
    issueNumber: trigger.issueNumber,
    actor: trigger.senderLogin,
    actorType: typeof sender?.type === 'string' ? sender.type : 'User',
    quoted: `label: ${trigger.label}`,
  };
}

/** A branch name as inline code, or escaped text if it holds a backtick. */
function branchText(branch: string): string {
  return branch.includes('`') ? mdText(branch) : `\`${branch}\``;
}

function replyHead(request: PlanRequest): string[] {
  const quoted = mdText(request.quoted.split(/\r?\n/)[0] ?? '');
  return [COMMAND_REPLY_MARKER, `> ${quoted}`, ''];
}

function replyTail(runUrl: string | undefined): string[] {
  const url = safeUrl(runUrl);
  return url ? ['', `[Workflow run](${url})`] : [];
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

export function renderPlannedReply(args: {
  request: PlanRequest;
  branch: string;
  taskCount: number;
  pr: { number: number; url: string };
  commandPrefix: string;
  runUrl?: string;
}): string {
  const { request, pr } = args;
  const prUrl = safeUrl(pr.url);
  return [
    ...replyHead(request),
    `@${mdText(request.actor)} Planned ${plural(args.taskCount, 'task')} from this issue on branch ${branchText(args.branch)}.`,
    '',
    `Pull request: #${pr.number}${prUrl ? ` (${prUrl})` : ''}. Review the task list there, then comment \`${mdText(args.commandPrefix)} next\` on it to run the first task.`,
    ...replyTail(args.runUrl),
  ].join('\n');
}

export function renderPlanFailedReply(args: {
  request: PlanRequest;
  headline: string;
  errors?: string[];
  runUrl?: string;
}): string {
  return [
    ...replyHead(args.request),
    `@${mdText(args.request.actor)} ${mdText(args.headline)} Nothing was committed.`,
    ...(args.errors && args.errors.length > 0
      ? ['', codeFence(args.errors.join('\n'), 'text')]
      : []),
    ...replyTail(args.runUrl),
  ].join('\n');
}

/** The pull request body: the usual Ralph body, with the issue it was planned from up top. */
function pullRequestBody(
  prd: Prd,
  branch: string,
  baseBranch: string,
  issue: number,
  runUrl?: string,
): string {
  const planned = `Planned from #${issue}.`;
  const model = buildReportModel({ prd, state: freshState(), branch, baseBranch, runUrl });
  const body = renderPrBody(model, { maxLength: PR_BODY_MAX_LENGTH - planned.length - 2 });
  return body.startsWith(`${PR_BODY_MARKER}\n`)
    ? `${PR_BODY_MARKER}\n${planned}\n${body.slice(PR_BODY_MARKER.length + 1)}`
    : `${planned}\n\n${body}`;
}

/**
 * Records the chosen branch as project.branch when the answer has none, so later runs and
 * `/ralph` commands on the pull request find the same branch from the file alone.
 */
function withProjectBranch(text: string, prd: Prd, branch: string): string {
  if (projectBranch(prd.project) !== undefined) return text;
  const doc = parseDocument(text);
  doc.setIn(['project', 'branch'], branch);
  return doc.toString({ lineWidth: 0, flowCollectionPadding: false });
}

async function issueSpec(
  octokit: Octokit,
  context: ActionContext,
  trigger: PlanTrigger,
): Promise<{ title: string; body: string }> {
  if (trigger.kind === 'issue_labeled') return { title: trigger.title, body: trigger.body };
  const { data } = await octokit.rest.issues.get({
    owner: context.owner,
    repo: context.repo,
    issue_number: trigger.issueNumber,
  });
  return { title: data.title, body: data.body ?? '' };
}

async function startPointFor(git: Git, baseBranch: string): Promise<string> {
  await git.tryFetch('origin', [`+refs/heads/${baseBranch}:refs/remotes/origin/${baseBranch}`]);
  for (const ref of [`refs/remotes/origin/${baseBranch}`, baseBranch]) {
    if (await git.tryRevParse(`${ref}^{commit}`)) return ref;
  }
  throw new Error(`The base branch ${baseBranch} exists neither on origin nor locally.`);
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
  const { owner, repo } = context;
  const request = planRequest(trigger, context.eventPayload);
  const issueNumber = request.issueNumber;

  const refuse = async (reason: string): Promise<PlanFlowResult> => {
    if (request.commentId !== undefined) {
      await react(octokit, { owner, repo, commentId: request.commentId, content: 'confused' });
    }
    await reply(octokit, {
      owner,
      repo,
      issueNumber,
      body: renderCommandReply({
        command: request.quoted,
        actor: request.actor,
        refused: reason,
        runUrl: context.runUrl,
      }),
    });
    return { outcome: 'refused', reason };
  };
  const fail = async (
    result: PlanFlowResult & { outcome: 'invalid' | 'agent_failed' },
    headline: string,
  ): Promise<PlanFlowResult> => {
    await reply(octokit, {
      owner,
      repo,
      issueNumber,
      body: renderPlanFailedReply({
        request,
        headline,
        errors: result.outcome === 'invalid' ? result.errors : undefined,
        runUrl: context.runUrl,
      }),
    });
    return result;
  };

  const full = `${owner}/${repo}`;
  const auth = await checkCommandAuthorization(octokit, {
    owner,
    repo,
    actor: request.actor,
    actorType: request.actorType,
    allowedBots: inputs.allowedBots,
    // An issue has no pull request: nothing to check about forks or branches.
    pr: { headRepoFullName: full, baseRepoFullName: full, headRef: '' },
    prdBranch: undefined,
  });
  if (!auth.allowed) return refuse(auth.reason);

  const spec = await issueSpec(octokit, context, trigger);
  if (spec.body.trim() === '') {
    return refuse(
      `Issue #${issueNumber} has no description; write the specification in its body, then ask again.`,
    );
  }
  const fixedBranch = inputs.branch?.trim() || undefined;
  const branchTaken = (branch: string) =>
    `Branch ${branch} already exists on origin; delete it (or merge its pull request) before planning again.`;
  if (fixedBranch && (await git.remoteBranchExists('origin', fixedBranch))) {
    return refuse(branchTaken(fixedBranch));
  }

  if (request.commentId !== undefined) {
    await react(octokit, { owner, repo, commentId: request.commentId, content: 'eyes' });
  }

  const scratch = await mkdtemp(join(context.runnerTemp, 'ralph-plan-'));
  try {
    const specFile = join(scratch, `issue-${issueNumber}.md`);
    const outFile = join(scratch, 'prd.yaml');
    await writeFile(specFile, `# ${spec.title}\n\n${spec.body.trim()}\n`, 'utf8');

    host.startGroup(`Planning issue #${issueNumber}: ${spec.title}`);
    let generated;
    try {
      const claudePath = await deps.resolveClaude();
      // git's own files are sealed while the planner works, and what it may have left in the
      // tree to run or block the harness's git is removed before the commit (src/git/seal.ts).
      await git.seal();
      const sandbox = await deps.openSandbox(claudePath);
      try {
        await sandbox.grant();
        generated = await generateTasks(
          {
            runner: withModel(deps.createAgent(), inputs.model),
            claudePath,
            // Messages name the file as it will be committed, not the scratch copy.
            validate: (text) => checkTaskListText(text, inputs.prdPath),
            env: agentEnvironment(inputs),
            signal: deps.signal,
            onText: (text) => host.info(text),
            timeoutMs: inputs.taskTimeoutMinutes * 60_000,
            idleTimeoutMs: inputs.idleTimeoutMinutes * 60_000,
            sandbox,
          },
          { cwd: context.workspace, specPath: specFile, outPath: outFile, force: true },
        );
      } finally {
        // Ends the planner's processes and takes the tree back.
        await sandbox.dispose();
        git.distrustTree();
      }
    } finally {
      host.endGroup();
    }
    if (generated.kind === 'invalid') {
      return fail(
        { outcome: 'invalid', errors: generated.errors },
        `Claude's task list was still invalid after one retry (${plural(generated.errors.length, 'error')}).`,
      );
    }
    if (generated.kind === 'agent_failed') {
      return fail(
        { outcome: 'agent_failed', summary: generated.summary },
        `Claude did not finish the task list: ${generated.summary}`,
      );
    }
    if (generated.kind !== 'written') {
      throw new Error(`Planning stopped unexpectedly (${generated.kind}).`);
    }

    const answer = await readFile(outFile, 'utf8');
    const parsed = parsePrdText(answer, inputs.prdPath);
    if (!parsed.prd) throw new Error(`The generated ${inputs.prdPath} no longer parses.`);
    const branch =
      fixedBranch ?? projectBranch(parsed.prd.project) ?? `ralph/${slugify(spec.title)}`;
    const refOk = await git.exec(['check-ref-format', '--branch', branch], { allowFailure: true });
    if (refOk.exitCode !== 0) {
      return fail(
        {
          outcome: 'invalid',
          errors: [`${inputs.prdPath}: project.branch "${branch}" is not a valid git branch name`],
        },
        "Claude's task list names a branch git cannot create.",
      );
    }
    if (await git.remoteBranchExists('origin', branch)) return refuse(branchTaken(branch));

    const text = withProjectBranch(answer, parsed.prd, branch);
    const final = parsePrdText(text, inputs.prdPath);
    if (!final.prd) throw new Error(`Recording project.branch made ${inputs.prdPath} invalid.`);

    await git.checkoutNew(branch, await startPointFor(git, opts.baseBranch));
    await writeFileAtomic(join(context.workspace, inputs.prdPath), text);
    await git.add([inputs.prdPath]);
    const commitSha = await git.commit(
      `chore(ralph): plan ${plural(final.prd.tasks.length, 'task')} from #${issueNumber}`,
    );
    await pushBranch(host, git, branch);

    const pr = await ensurePullRequest(octokit, {
      owner,
      repo,
      head: branch,
      base: opts.baseBranch,
      title: `Ralph: ${final.prd.project.title}`,
      body: pullRequestBody(final.prd, branch, opts.baseBranch, issueNumber, context.runUrl),
      draft: inputs.draft,
    });
    host.info(`Pull request #${pr.number} ${pr.outcome}: ${pr.url}`);
    const result = {
      outcome: 'planned' as const,
      branch,
      taskCount: final.prd.tasks.length,
      commitSha,
      pr: { number: pr.number, url: pr.url },
    };
    await reply(octokit, {
      owner,
      repo,
      issueNumber,
      body: renderPlannedReply({
        request,
        branch,
        taskCount: result.taskCount,
        pr: result.pr,
        commandPrefix: inputs.commandPrefix,
        runUrl: context.runUrl,
      }),
    });
    return result;
  } finally {
    await git.unseal();
    await rm(scratch, { recursive: true, force: true });
  }
}

/** Passes the workflow's `model` input to every agent run. */
function withModel(runner: AgentRunner, model: string | undefined): AgentRunner {
  if (!model) return runner;
  return { run: (options) => runner.run({ ...options, model }) };
}

/**
 * The action's plan mode: runs the flow, sets the outputs, and fails the step when no valid
 * task list came out (a refusal is a notice, not a failure).
 */
export async function runPlanMode(
  host: ActionHost,
  context: ActionContext,
  inputs: ActionInputs,
  trigger: Trigger,
  deps: PlanFlowDeps,
  opts: { baseBranch: string },
): Promise<PlanFlowResult | undefined> {
  if (trigger.kind === 'ignored') {
    // mode: plan on an `issues` workflow also sees other labels; those are not failures.
    host.info(`Nothing to do: ${trigger.reason}`);
    return undefined;
  }
  if (trigger.kind !== 'issue_labeled' && trigger.kind !== 'issue_comment_plan') {
    throw new Error(
      `mode "plan" needs an issue labeled "ralph" or a \`${inputs.commandPrefix} plan\` comment on an issue; this run was started by "${context.eventName}".`,
    );
  }
  const result = await planFlow(host, context, inputs, trigger, deps, opts);
  switch (result.outcome) {
    case 'refused':
      host.notice(`Plan refused: ${result.reason}`);
      return result;
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
      return result;
    case 'invalid':
      throw new Error(
        `No valid task list came out of the issue; nothing was committed:\n${result.errors.join('\n')}`,
      );
    case 'agent_failed':
      throw new Error(`Claude did not finish the task list: ${result.summary}`);
  }
}
