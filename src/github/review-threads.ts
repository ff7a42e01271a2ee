/**
 * A pull request's review threads, read and answered through GitHub's GraphQL API (REST has no
 * notion of a thread's resolution): every thread with its first 100 comments, a reply in a
 * thread, and resolving it.
 */
import type { Octokit } from './client.js';

export interface ReviewComment {
  id: string;
  databaseId: number | null;
  body: string;
  /** Null for a deleted account. GraphQL writes an app's login without `[bot]`. */
  author: { login: string; type: string } | null;
  url: string;
  createdAt: string;
}

export interface ReviewThread {
  id: string;
  isResolved: boolean;
  isOutdated: boolean;
  path: string;
  /** The line in the current diff; null when the thread is outdated. */
  line: number | null;
  originalLine: number | null;
  diffSide: string;
  /** Oldest first: the first comment started the thread. */
  comments: ReviewComment[];
}

const THREADS_PAGE = 50;
const COMMENTS_PAGE = 100;

const THREADS_QUERY = `query($owner: String!, $repo: String!, $number: Int!, $cursor: String) {
  repository(owner: $owner, name: $repo) {
    pullRequest(number: $number) {
      reviewThreads(first: ${THREADS_PAGE}, after: $cursor) {
        pageInfo { hasNextPage endCursor }
        nodes {
          id isResolved isOutdated path line originalLine diffSide
          comments(first: ${COMMENTS_PAGE}) {
            nodes { id databaseId body url createdAt author { __typename login } }
          }
        }
      }
    }
  }
}`;

interface ThreadsPage {
  repository: {
    pullRequest: {
      reviewThreads: {
        pageInfo: { hasNextPage: boolean; endCursor: string | null };
        nodes: (Omit<ReviewThread, 'comments'> & {
          comments: {
            nodes: (Omit<ReviewComment, 'author'> & {
              author: { __typename: string; login: string } | null;
            })[];
          };
        })[];
      };
    };
  };
}

/** Every review thread of the pull request, in GitHub's order (oldest first). */
export async function listReviewThreads(
  octokit: Octokit,
  args: { owner: string; repo: string; number: number },
): Promise<ReviewThread[]> {
  const threads: ReviewThread[] = [];
  let cursor: string | null = null;
  do {
    const page: ThreadsPage = await octokit.graphql<ThreadsPage>(THREADS_QUERY, {
      owner: args.owner,
      repo: args.repo,
      number: args.number,
      cursor,
    });
    const connection = page.repository.pullRequest.reviewThreads;
    for (const node of connection.nodes) {
      threads.push({
        ...node,
        comments: node.comments.nodes.map((c) => ({
          ...c,
          author: c.author ? { login: c.author.login, type: c.author.__typename } : null,
        })),
      });
    }
    cursor = connection.pageInfo.hasNextPage ? connection.pageInfo.endCursor : null;
  } while (cursor !== null);
  return threads;
}

const REPLY = `mutation($thread: ID!, $body: String!) {
  addPullRequestReviewThreadReply(input: { pullRequestReviewThreadId: $thread, body: $body }) {
    comment { url }
  }
}`;

const RESOLVE = `mutation($thread: ID!) {
  resolveReviewThread(input: { threadId: $thread }) { thread { isResolved } }
}`;

/** Adds a reply to the thread. Never retried: a lost answer must not post it twice. */
export async function replyToThread(
  octokit: Octokit,
  threadId: string,
  body: string,
): Promise<void> {
  await octokit.graphql(REPLY, { thread: threadId, body, request: { retries: 0 } });
}

/** Resolves the thread (resolving twice changes nothing, so this may be retried). */
export async function resolveThread(octokit: Octokit, threadId: string): Promise<void> {
  const result = await octokit.graphql<{
    resolveReviewThread: { thread: { isResolved: boolean } };
  }>(RESOLVE, { thread: threadId });
  if (!result.resolveReviewThread.thread.isResolved)
    throw new Error(`GitHub did not resolve review thread ${threadId}`);
}
