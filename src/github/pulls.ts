/**
 * The Ralph pull request: one per branch, created on the first publish and refreshed after.
 * REST cannot change the draft state, so that goes through GraphQL.
 */
import type { Octokit } from './client.js';

export interface EnsurePullRequestArgs {
  owner: string;
  repo: string;
  /** Branch name in owner/repo. */
  head: string;
  base: string;
  title: string;
  body: string;
  /** Draft state for a new pull request (an existing one keeps its state; see setDraft). */
  draft: boolean;
}

export interface PullRequestRef {
  outcome: 'created' | 'updated' | 'unchanged';
  number: number;
  /** The html url. */
  url: string;
  nodeId: string;
  draft: boolean;
  headSha: string;
}

interface PullData {
  number: number;
  html_url: string;
  node_id: string;
  draft?: boolean;
  title: string;
  body: string | null;
  head: { sha: string };
}

/** The messages in a 422 answer (GitHub puts the useful ones in `errors`). */
function errorMessages(error: unknown): string[] {
  const data = (error as { response?: { data?: unknown } }).response?.data as
    | {
        message?: string;
        errors?: ({ message?: string; code?: string; field?: string } | string)[];
      }
    | undefined;
  const messages = (data?.errors ?? []).map((e) =>
    typeof e === 'string' ? e : (e.message ?? `${e.field ?? 'field'} ${e.code ?? 'invalid'}`),
  );
  return messages.length > 0 ? messages : [data?.message ?? (error as Error).message];
}

function status(error: unknown): number | undefined {
  return (error as { status?: number }).status;
}

function toRef(data: PullData, outcome: PullRequestRef['outcome']): PullRequestRef {
  return {
    outcome,
    number: data.number,
    url: data.html_url,
    nodeId: data.node_id,
    draft: data.draft === true,
    headSha: data.head.sha,
  };
}

/** The open pull request from `head` into `base`, if there is one. */
export async function findOpenPullRequest(
  octokit: Octokit,
  args: { owner: string; repo: string; head: string; base: string },
): Promise<PullData | undefined> {
  const { data } = await octokit.rest.pulls.list({
    owner: args.owner,
    repo: args.repo,
    // The head filter needs the owner: a bare branch name is silently ignored by GitHub.
    head: `${args.owner}:${args.head}`,
    base: args.base,
    state: 'open',
    per_page: 10,
  });
  return data.find((pr) => pr.head.ref === args.head);
}

/** Creates the pull request, or brings the existing one's title and body up to date. */
export async function ensurePullRequest(
  octokit: Octokit,
  args: EnsurePullRequestArgs,
): Promise<PullRequestRef> {
  const { owner, repo, head, base, title, body } = args;
  const create = (draft: boolean) =>
    octokit.rest.pulls.create({ owner, repo, head, base, title, body, draft });
  try {
    return toRef((await create(args.draft)).data, 'created');
  } catch (error) {
    if (status(error) !== 422) throw error;
    const messages = errorMessages(error);
    if (args.draft && messages.some((m) => /draft pull requests are not supported/i.test(m))) {
      return toRef((await create(false)).data, 'created');
    }
    if (!messages.some((m) => /already exists/i.test(m))) {
      throw new Error(
        `GitHub refused to open a pull request from ${head} into ${base}: ${messages.join('; ')}`,
      );
    }
  }
  const existing = await findOpenPullRequest(octokit, { owner, repo, head, base });
  if (!existing) {
    throw new Error(
      `GitHub says a pull request from ${head} into ${base} already exists, but none is open.`,
    );
  }
  if (existing.title === title && (existing.body ?? '') === body)
    return toRef(existing, 'unchanged');
  const { data } = await octokit.rest.pulls.update({
    owner,
    repo,
    pull_number: existing.number,
    title,
    body,
  });
  return toRef(data, 'updated');
}

const MARK_READY = `mutation($id: ID!) {
  markPullRequestReadyForReview(input: { pullRequestId: $id }) { pullRequest { isDraft } }
}`;
const CONVERT_TO_DRAFT = `mutation($id: ID!) {
  convertPullRequestToDraft(input: { pullRequestId: $id }) { pullRequest { isDraft } }
}`;

interface DraftMutationResult {
  markPullRequestReadyForReview?: { pullRequest: { isDraft: boolean } };
  convertPullRequestToDraft?: { pullRequest: { isDraft: boolean } };
}

/**
 * Makes the pull request a draft or ready for review. `pr.draft` is its current state (as
 * ensurePullRequest returned it); nothing is sent when it already matches.
 */
export async function setDraft(
  octokit: Octokit,
  pr: { nodeId: string; draft: boolean },
  draft: boolean,
): Promise<{ changed: boolean; draft: boolean }> {
  if (pr.draft === draft) return { changed: false, draft };
  const result = await octokit.graphql<DraftMutationResult>(draft ? CONVERT_TO_DRAFT : MARK_READY, {
    id: pr.nodeId,
  });
  const payload = draft ? result.convertPullRequestToDraft : result.markPullRequestReadyForReview;
  const now = payload?.pullRequest.isDraft;
  if (now !== draft)
    throw new Error(
      `GitHub did not ${draft ? 'convert the pull request to a draft' : 'mark the pull request ready for review'}.`,
    );
  return { changed: true, draft: now };
}

/** The facts about a pull request that command authorization and the status need. */
export async function getPullRequest(
  octokit: Octokit,
  args: { owner: string; repo: string; number: number },
): Promise<{
  number: number;
  state: string;
  draft: boolean;
  nodeId: string;
  url: string;
  headRef: string;
  headSha: string;
  headRepoFullName: string;
  baseRef: string;
  baseRepoFullName: string;
}> {
  const { data } = await octokit.rest.pulls.get({
    owner: args.owner,
    repo: args.repo,
    pull_number: args.number,
  });
  return {
    number: data.number,
    state: data.state,
    draft: data.draft === true,
    nodeId: data.node_id,
    url: data.html_url,
    headRef: data.head.ref,
    headSha: data.head.sha,
    // A deleted fork leaves head.repo null.
    headRepoFullName: data.head.repo?.full_name ?? '',
    baseRef: data.base.ref,
    baseRepoFullName: data.base.repo.full_name,
  };
}
