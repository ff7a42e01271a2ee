/** Commit statuses: the check a branch protection rule can require before merging. */
import type { Octokit } from './client.js';

export type CommitStatusState = 'pending' | 'success' | 'failure' | 'error';

export interface CommitStatus {
  owner: string;
  repo: string;
  sha: string;
  state: CommitStatusState;
  /** The status name shown on the PR, e.g. `ralph`. */
  context: string;
  /** Cut to GitHub's 140-character limit. */
  description: string;
  targetUrl?: string;
}

/** GitHub refuses descriptions longer than this. */
export const STATUS_DESCRIPTION_LIMIT = 140;

/** Shortens `text` to `limit` characters (not UTF-16 units), ending with an ellipsis when cut. */
export function truncateDescription(text: string, limit = STATUS_DESCRIPTION_LIMIT): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  const chars = [...oneLine];
  if (chars.length <= limit) return oneLine;
  return (
    chars
      .slice(0, limit - 1)
      .join('')
      .trimEnd() + '…'
  );
}

export async function setCommitStatus(
  octokit: Octokit,
  status: CommitStatus,
): Promise<{ id: number }> {
  const response = await octokit.rest.repos.createCommitStatus({
    owner: status.owner,
    repo: status.repo,
    sha: status.sha,
    state: status.state,
    context: status.context,
    description: truncateDescription(status.description),
    ...(status.targetUrl ? { target_url: status.targetUrl } : {}),
  });
  return { id: response.data.id };
}
