/**
 * The Ralph pull request: one per branch, looked up on every publish, created when none is open,
 * refreshed otherwise. REST cannot change the draft state, so that goes through GraphQL.
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

/** What GitHub said: the top-level message and the ones in `errors` (422 puts details there). */
function errorMessages(error: unknown): string[] {
  const data = (error as { response?: { data?: unknown } }).response?.data as
    | {
        message?: string;
        errors?: ({ message?: string; code?: string; field?: string } | string)[];
      }
    | undefined;
  const details = (data?.errors ?? []).map((e) =>
    typeof e === 'string' ? e : (e.message ?? `${e.field ?? 'field'} ${e.code ?? 'invalid'}`),
  );
  const top = data?.message ?? (error as Error).message;
  return details.length > 0 && top === 'Validation Failed' ? details : [top, ...details];
}

function status(error: unknown): number | undefined {
  return (error as { status?: number }).status;
}

const DRAFTS_NOT_SUPPORTED = /draft pull requests are not supported/i;
/** How GitHub's GraphQL API has also been seen to refuse a conversion to draft. */
const DRAFT_CONVERSION_REFUSED =
  /does not have permission to convert the pull request .* to draft/i;
const ALREADY_EXISTS = /a pull request already exists/i;
const ACTIONS_MAY_NOT_CREATE = /not permitted to create or approve pull requests/i;

/** What a run learns about the repository while it publishes, so it does not ask twice. */
export interface PullRequestMemory {
  /** The repository refuses drafts: open regular pull requests and never convert to draft. */
  draftsUnsupported?: boolean;
  /** The job token may not open pull requests here (a repository setting). */
  creationForbidden?: boolean;
}

/** What to change so the action may open its pull request. */
export const ALLOW_ACTIONS_TO_CREATE =
  'To let the action open it, enable Settings -> Actions -> General -> "Allow GitHub Actions to create and approve pull requests", or give the github-token input a GitHub App token.';

/** The token may not open pull requests in this repository (GitHub answered 403). */
export class PullRequestCreationForbiddenError extends Error {
  override name = 'PullRequestCreationForbiddenError';
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

/** Brings an existing pull request's title and body up to date (no call when they are). */
async function refresh(
  octokit: Octokit,
  args: EnsurePullRequestArgs,
  existing: PullData,
): Promise<PullRequestRef> {
  if (existing.title === args.title && (existing.body ?? '') === args.body)
    return toRef(existing, 'unchanged');
  const { data } = await octokit.rest.pulls.update({
    owner: args.owner,
    repo: args.repo,
    pull_number: existing.number,
    title: args.title,
    body: args.body,
  });
  return toRef(data, 'updated');
}

/**
 * Opens the pull request, or brings the open one up to date. It looks first (one GET), so an
 * existing pull request costs no refused create; "already exists" (another run opened it in the
 * meantime) means: look it up and update it. Where drafts are refused it opens a regular pull
 * request and remembers that in `memory`. Throws PullRequestCreationForbiddenError when the token
 * may not open pull requests.
 */
export async function ensurePullRequest(
  octokit: Octokit,
  args: EnsurePullRequestArgs,
  memory: PullRequestMemory = {},
): Promise<PullRequestRef> {
  const { owner, repo, head, base, title, body } = args;
  const lookup = { owner, repo, head, base };

  const existing = await findOpenPullRequest(octokit, lookup);
  if (existing) return refresh(octokit, args, existing);
  if (memory.creationForbidden) throw forbidden(head, base);

  let draft = args.draft && !memory.draftsUnsupported;
  for (;;) {
    try {
      const created = await octokit.rest.pulls.create({ ...lookup, title, body, draft });
      return toRef(created.data, 'created');
    } catch (error) {
      const code = status(error);
      const messages = errorMessages(error);
      if (code === 403 && messages.some((m) => ACTIONS_MAY_NOT_CREATE.test(m))) {
        memory.creationForbidden = true;
        throw forbidden(head, base);
      }
      if (code !== 422) throw error;
      if (draft && messages.some((m) => DRAFTS_NOT_SUPPORTED.test(m))) {
        memory.draftsUnsupported = true;
        draft = false;
        continue;
      }
      if (!messages.some((m) => ALREADY_EXISTS.test(m))) {
        throw new Error(
          `GitHub refused to open a pull request from ${head} into ${base}: ${messages.join('; ')}`,
        );
      }
      const opened = await findOpenPullRequest(octokit, lookup);
      if (!opened) {
        throw new Error(
          `GitHub says a pull request from ${head} into ${base} already exists, but none is open.`,
        );
      }
      return refresh(octokit, args, opened);
    }
  }
}

function forbidden(head: string, base: string): PullRequestCreationForbiddenError {
  return new PullRequestCreationForbiddenError(
    `GitHub Actions is not permitted to create pull requests in this repository, so no pull request from ${head} into ${base} was opened. ${ALLOW_ACTIONS_TO_CREATE}`,
  );
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
 * ensurePullRequest returned it); nothing is sent when it already matches, nor when `memory` says
 * the repository has no drafts. A refused conversion to draft is remembered there, not an error:
 * the pull request stays a regular one.
 */
export async function setDraft(
  octokit: Octokit,
  pr: { nodeId: string; draft: boolean },
  draft: boolean,
  memory: PullRequestMemory = {},
): Promise<{ changed: boolean; draft: boolean }> {
  if (pr.draft === draft) return { changed: false, draft };
  if (draft && memory.draftsUnsupported) return { changed: false, draft: pr.draft };
  let result: DraftMutationResult;
  try {
    result = await octokit.graphql<DraftMutationResult>(draft ? CONVERT_TO_DRAFT : MARK_READY, {
      id: pr.nodeId,
    });
  } catch (error) {
    const message = (error as Error).message;
    if (draft && (DRAFTS_NOT_SUPPORTED.test(message) || DRAFT_CONVERSION_REFUSED.test(message))) {
      memory.draftsUnsupported = true;
      return { changed: false, draft: pr.draft };
    }
    throw error;
  }
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
