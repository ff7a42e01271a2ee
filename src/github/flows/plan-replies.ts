/**
 * Plan mode's side of the conversation on the issue: who asked (a PlanRequest), and the
 * replies: refused (😕 on a comment), failed (nothing committed), planned (the pull request).
 */
import type { Octokit } from '@octokit/rest';
import { COMMAND_REPLY_MARKER, renderCommandReply } from '../../report/index.js';
import { codeFence, mdText, safeUrl } from '../../report/markdown.js';
import { react, reply } from '../comments.js';
import type { Trigger } from '../events.js';
import type { ActionContext } from './host.js';

export type PlanTrigger = Extract<Trigger, { kind: 'issue_labeled' | 'issue_comment_plan' }>;

/** Who asked for the plan, and where to answer. */
export interface PlanRequest {
  issueNumber: number;
  actor: string;
  actorType: string;
  /** The `/ralph plan` comment; a label event has none to react to. */
  commentId?: number;
  /** What the replies quote: the comment's text, or the label. */
  quoted: string;
}

export function planRequest(trigger: PlanTrigger, payload: unknown): PlanRequest {
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

export function plural(n: number, word: string): string {
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

/** Where the replies go. */
export interface PlanConversation {
  octokit: Octokit;
  context: ActionContext;
  request: PlanRequest;
}

/** 😕 on the comment (when there is one), and a reply saying why. */
export async function replyRefused(talk: PlanConversation, reason: string): Promise<void> {
  const { octokit, context, request } = talk;
  const { owner, repo } = context;
  if (request.commentId !== undefined) {
    await react(octokit, { owner, repo, commentId: request.commentId, content: 'confused' });
  }
  await reply(octokit, {
    owner,
    repo,
    issueNumber: request.issueNumber,
    body: renderCommandReply({
      command: request.quoted,
      actor: request.actor,
      refused: reason,
      runUrl: context.runUrl,
    }),
  });
}

/** A reply that no task list was committed, with the errors when there are any. */
export async function replyFailed(
  talk: PlanConversation,
  headline: string,
  errors: string[] | undefined,
): Promise<void> {
  const { octokit, context, request } = talk;
  await reply(octokit, {
    owner: context.owner,
    repo: context.repo,
    issueNumber: request.issueNumber,
    body: renderPlanFailedReply({ request, headline, errors, runUrl: context.runUrl }),
  });
}
