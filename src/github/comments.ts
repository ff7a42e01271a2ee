/** Answers to a comment: a reaction on it, or a reply in the same conversation. */
import type { Octokit } from './client.js';

export type ReactionContent = 'eyes' | 'confused' | '+1' | '-1' | 'rocket';

export async function react(
  octokit: Octokit,
  args: { owner: string; repo: string; commentId: number; content: ReactionContent },
): Promise<void> {
  await octokit.rest.reactions.createForIssueComment({
    owner: args.owner,
    repo: args.repo,
    comment_id: args.commentId,
    content: args.content,
  });
}

/** Posts a comment on an issue or pull request; returns its id and link. */
export async function reply(
  octokit: Octokit,
  args: { owner: string; repo: string; issueNumber: number; body: string },
): Promise<{ id: number; url: string }> {
  const response = await octokit.rest.issues.createComment({
    owner: args.owner,
    repo: args.repo,
    issue_number: args.issueNumber,
    body: args.body,
  });
  return { id: response.data.id, url: response.data.html_url };
}
