/**
 * `/ralph ...` comments on the PRD's pull request: authorize, acknowledge with 👀, do the
 * work, and reply with the outcome. Refusals get 😕 and one line saying why. Authorization
 * comes first, for every command: help and invalid commands are answered only to people who
 * may run commands, and no reply echoes the comment's text unescaped.
 */
import { join } from 'node:path';
import type { Octokit } from '@octokit/rest';
import { retryTaskState, STATE_PATH } from '../../engine/index.js';
import { branchNameFor } from '../../engine/branch.js';
import { loadState } from '../../engine/state.js';
import type { IterationResult } from '../../engine/types.js';
import type { Git } from '../../git/types.js';
import {
  checkTransition,
  findTask,
  isoDateTime,
  documentOf,
  loadPrdFile,
  parsePrdText,
  savePrdDocument,
  type TaskStatus,
} from '../../prd/index.js';
import { renderCommandReply } from '../../report/index.js';
import { react, reply } from '../comments.js';
import { HELP_TEXT, type RalphCommand } from '../commands.js';
import type { ActionInputs } from '../inputs.js';
import { checkCommandAuthorization } from '../permissions.js';
import type { ActionContext, ActionHost } from './host.js';
import { publishState, pushBranch } from './publish.js';
import { ciDispatchOptions } from '../ci-dispatch.js';
import { buildReportModel } from './report-model.js';
import { missingCredential, runFlow, type RunFlowDeps } from './run-flow.js';

export interface PrComment {
  commentId: number;
  body: string;
  user: string;
  userType: string;
  prNumber: number;
}

export interface CommandFlowResult {
  accepted: boolean;
  reason?: string;
  iterations: IterationResult[];
  runResult?: Awaited<ReturnType<typeof runFlow>>;
}

async function refuse(
  octokit: Octokit,
  context: ActionContext,
  comment: PrComment,
  reason: string,
): Promise<CommandFlowResult> {
  await react(octokit, {
    owner: context.owner,
    repo: context.repo,
    commentId: comment.commentId,
    content: 'confused',
  });
  await reply(octokit, {
    owner: context.owner,
    repo: context.repo,
    issueNumber: comment.prNumber,
    body: renderCommandReply({
      command: comment.body,
      actor: comment.user,
      refused: reason,
      runUrl: context.runUrl,
    }),
  });
  return { accepted: false, reason, iterations: [] };
}

/** Reads prd.yaml as it is on the PR's head commit (the default branch may not have it). */
async function prdAtRef(
  git: Git,
  ref: string,
  prdPath: string,
): Promise<ReturnType<typeof parsePrdText> | undefined> {
  const text = await git.showFile(ref, prdPath);
  return text === undefined ? undefined : parsePrdText(text, prdPath);
}

export async function commandFlow(
  host: ActionHost,
  context: ActionContext,
  inputs: ActionInputs,
  deps: RunFlowDeps,
  comment: PrComment,
  command: RalphCommand,
  opts: { baseBranch: string },
): Promise<CommandFlowResult> {
  const { octokit, git } = deps;
  const owner = context.owner;
  const repo = context.repo;

  const pr = (await octokit.rest.pulls.get({ owner, repo, pull_number: comment.prNumber })).data;
  const headRef = pr.head.ref;
  await git.tryFetch('origin', [`+refs/heads/${headRef}:refs/remotes/origin/${headRef}`]);
  const prdOnHead = await prdAtRef(git, `refs/remotes/origin/${headRef}`, inputs.prdPath);
  // Without a readable task list on the head there is no branch to compare with; the
  // permission check still runs first, then the refusal says what is missing.
  const prdBranch = prdOnHead?.prd
    ? branchNameFor(prdOnHead.prd, inputs.branch)
    : (inputs.branch ?? headRef);

  const auth = await checkCommandAuthorization(octokit, {
    owner,
    repo,
    actor: comment.user,
    actorType: comment.userType,
    allowedBots: inputs.allowedBots,
    pr: {
      headRepoFullName: pr.head.repo?.full_name ?? '',
      baseRepoFullName: pr.base.repo.full_name,
      headRef,
    },
    prdBranch: prdBranch ?? '',
  });
  if (!auth.allowed) {
    // Nothing but a valid command earns a reply to someone who may not run it: help and
    // mistakes from anyone else get a reaction only (the bot must not be a megaphone).
    if (command.kind === 'help' || command.kind === 'unknown' || command.kind === 'invalid') {
      host.info(`Ignored a ${command.kind} command from ${comment.user}: ${auth.reason}`);
      await react(octokit, { owner, repo, commentId: comment.commentId, content: 'confused' });
      return { accepted: false, reason: auth.reason, iterations: [] };
    }
    return refuse(octokit, context, comment, auth.reason);
  }
  if (command.kind === 'plan') {
    return refuse(
      octokit,
      context,
      comment,
      `${inputs.commandPrefix} plan works on issues, not on pull requests.`,
    );
  }
  if (command.kind === 'help' || command.kind === 'unknown' || command.kind === 'invalid') {
    const lead =
      command.kind === 'invalid'
        ? `${command.reason}\n\n`
        : command.kind === 'unknown'
          ? `Unknown command.\n\n`
          : '';
    await reply(octokit, {
      owner,
      repo,
      issueNumber: comment.prNumber,
      body: `${lead}${HELP_TEXT(inputs.commandPrefix)}`,
    });
    return { accepted: command.kind === 'help', iterations: [] };
  }

  if (!prdOnHead)
    return refuse(octokit, context, comment, `${inputs.prdPath} does not exist on ${headRef}.`);

  if (command.kind === 'next' || command.kind === 'run') {
    const problem = missingCredential(inputs, host.env);
    if (problem) return refuse(octokit, context, comment, problem);
  }
  await react(octokit, { owner, repo, commentId: comment.commentId, content: 'eyes' });

  if (command.kind === 'next' || command.kind === 'run') {
    const iterations = command.kind === 'next' ? 1 : Math.min(command.count, inputs.iterations);
    const run = await runFlow(host, context, { ...inputs, branch: headRef }, deps, {
      iterations,
      baseBranch: opts.baseBranch,
    });
    const last = run.loop.iterations.at(-1);
    await reply(octokit, {
      owner,
      repo,
      issueNumber: comment.prNumber,
      body: renderCommandReply({
        command: comment.body,
        actor: comment.user,
        result: last,
        note: last
          ? run.loop.iterations.length > 1
            ? `${run.loop.iterations.length} iterations run. ${run.loop.message}`
            : run.loop.message
          : run.loop.message,
        counts: run.loop.counts,
        progressPercent: run.loop.progressPercent,
        runUrl: context.runUrl,
      }),
    });
    return { accepted: true, iterations: run.loop.iterations, runResult: run };
  }

  // The remaining commands change or show the task list on the PRD branch itself.
  if (!(await git.tryCheckout(headRef))) {
    await git.checkoutNew(headRef, `refs/remotes/origin/${headRef}`);
  }
  const prdFile = join(context.workspace, inputs.prdPath);
  let note: string;
  let pushedHere = false;
  if (command.kind === 'status') {
    note = 'Refreshed the pull request body and the status check.';
  } else {
    const loaded = await loadPrdFile(prdFile);
    const doc = loaded.prd ? documentOf(loaded) : undefined;
    if (!loaded.prd || !doc)
      return refuse(octokit, context, comment, `${inputs.prdPath} is invalid; run ralph validate.`);
    const task = findTask(loaded.prd, command.id);
    if (!task) return refuse(octokit, context, comment, `No task with id ${command.id}.`);
    const to: TaskStatus =
      command.kind === 'skip' ? 'skipped' : command.kind === 'retry' ? 'pending' : 'blocked';
    const allowed = checkTransition(task.status, to, {
      blockedBy: command.kind === 'block' ? command.reason : undefined,
    });
    if (!allowed.ok) return refuse(octokit, context, comment, `${task.id}: ${allowed.message}`);
    doc.setTaskStatus(task.id, to, {
      blockedBy: command.kind === 'block' ? command.reason : undefined,
    });
    doc.addTaskComment(task.id, {
      author: comment.user,
      body: `${inputs.commandPrefix} ${command.kind}${command.kind === 'block' ? `: ${command.reason}` : ''}`,
      created: isoDateTime(new Date()),
    });
    await savePrdDocument(doc, prdFile);
    const paths = [inputs.prdPath];
    if (command.kind === 'retry') {
      const notes = await retryTaskState(context.workspace, String(task.id));
      paths.push(STATE_PATH);
      if (notes.length > 0) host.info(notes.join('; '));
    }
    await git.add(paths);
    await git.commit(`chore(ralph): ${command.kind} ${task.id} (requested by @${comment.user})`);
    pushedHere = await pushBranch(host, git, headRef);
    note = `${task.id} is now ${to}${command.kind === 'retry' ? ' and the circuit breaker is reset' : ''}.`;
  }

  const loaded = await loadPrdFile(prdFile);
  if (loaded.prd) {
    const state = (await loadState(context.workspace)).state;
    const model = buildReportModel({
      prd: loaded.prd,
      state,
      branch: headRef,
      baseBranch: opts.baseBranch,
      runUrl: context.runUrl,
    });
    await publishState(
      host,
      { git, octokit },
      {
        owner,
        repo,
        branch: headRef,
        baseBranch: opts.baseBranch,
        statusContext: inputs.statusContext,
        draft: inputs.draft,
        runUrl: context.runUrl,
        ci: ciDispatchOptions(inputs, context, host.env, { headPushedByCaller: pushedHere }),
      },
      model,
    );
    await reply(octokit, {
      owner,
      repo,
      issueNumber: comment.prNumber,
      body: renderCommandReply({
        command: comment.body,
        actor: comment.user,
        note,
        counts: model.counts,
        progressPercent: model.progressPercent,
        runUrl: context.runUrl,
      }),
    });
  }
  return { accepted: true, iterations: [] };
}
