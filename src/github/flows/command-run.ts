/**
 * One `/ralph` comment being handled (a CommandRun), what handling it gives back, and the
 * refusal every phase of command-flow.ts may answer with.
 */
import type { IterationResult } from '../../engine/types.js';
import { plural } from '../../report/format.js';
import { renderCommandReply } from '../../report/index.js';
import { react, reply } from '../comments.js';
import type { ActionInputs } from '../inputs.js';
import type { ActionContext, ActionHost } from './host.js';
import type { RunFlowDeps, RunFlowResult } from './run-flow.js';

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
  runResult?: RunFlowResult;
}

/** One command being handled: what every phase needs. */
export interface CommandRun {
  host: ActionHost;
  context: ActionContext;
  inputs: ActionInputs;
  deps: RunFlowDeps;
  comment: PrComment;
  baseBranch: string;
}

/** 😕 on the comment, and a reply saying why. */
export async function refuse(cmd: CommandRun, reason: string): Promise<CommandFlowResult> {
  const { context, comment } = cmd;
  const { owner, repo } = context;
  await react(cmd.deps.octokit, { owner, repo, commentId: comment.commentId, content: 'confused' });
  await reply(cmd.deps.octokit, {
    owner,
    repo,
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

/** The reply's note after `next` or `run N`: for `run`, how many iterations ran; then the stop. */
export function runCommandNote(kind: 'next' | 'run', ran: number, message: string): string {
  return kind === 'run' && ran > 0 ? `${plural(ran, 'iteration')} run. ${message}` : message;
}
