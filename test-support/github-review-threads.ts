/**
 * Review threads of the emulated pull requests: inline conversations on a file and line, each a
 * list of review comments, resolved or not, outdated when the line they were left on changed.
 * Tests seed them (with their authors' permission) and read replies and resolution back.
 */
import {
  ensureUser,
  nodeId,
  type EmulatorState,
  type RepoRole,
  type Sequence,
} from './github-state.js';

export interface EmulatedReviewComment {
  /** The REST id, GraphQL's `databaseId`. */
  id: number;
  nodeId: string;
  body: string;
  user: string;
  createdAt: string;
  updatedAt: string;
}

export interface EmulatedReviewThread {
  id: number;
  nodeId: string;
  pullNumber: number;
  path: string;
  /** The line in the pull request's current diff; null once the thread is outdated. */
  line: number | null;
  /** The line the first comment was left on. */
  originalLine: number;
  diffSide: 'LEFT' | 'RIGHT';
  isOutdated: boolean;
  isResolved: boolean;
  resolvedBy: string | null;
  /** Oldest first: the first comment started the thread, the rest are replies. */
  comments: EmulatedReviewComment[];
}

export interface ReviewCommentSeed {
  user: string;
  body: string;
  /** Sets the author's repository role too. */
  role?: RepoRole;
}

export interface ReviewThreadSeed {
  pullNumber: number;
  path: string;
  line: number;
  side?: 'LEFT' | 'RIGHT';
  outdated?: boolean;
  resolved?: boolean;
  /** The first comment starts the thread. */
  comments: [ReviewCommentSeed, ...ReviewCommentSeed[]];
}

export function addReviewComment(
  state: EmulatorState,
  seq: Sequence,
  thread: EmulatedReviewThread,
  comment: { user: string; body: string },
): EmulatedReviewComment {
  const id = seq.id();
  const now = seq.now();
  ensureUser(state, seq, comment.user);
  const added: EmulatedReviewComment = {
    id,
    nodeId: nodeId('PRRC', id),
    body: comment.body,
    user: comment.user,
    createdAt: now,
    updatedAt: now,
  };
  thread.comments.push(added);
  return added;
}

export function addReviewThread(
  state: EmulatorState,
  seq: Sequence,
  seed: ReviewThreadSeed,
): EmulatedReviewThread {
  if (!state.pulls.has(seed.pullNumber))
    throw new Error(`addReviewThread: no pull request #${seed.pullNumber}`);
  const id = seq.id();
  const outdated = seed.outdated ?? false;
  const thread: EmulatedReviewThread = {
    id,
    nodeId: nodeId('PRRT', id),
    pullNumber: seed.pullNumber,
    path: seed.path,
    line: outdated ? null : seed.line,
    originalLine: seed.line,
    diffSide: seed.side ?? 'RIGHT',
    isOutdated: outdated,
    isResolved: seed.resolved ?? false,
    resolvedBy: seed.resolved ? seed.comments[0].user : null,
    comments: [],
  };
  for (const comment of seed.comments) {
    if (comment.role) {
      ensureUser(state, seq, comment.user);
      state.permissions.set(comment.user, comment.role);
    }
    addReviewComment(state, seq, thread, comment);
  }
  state.reviewThreads.push(thread);
  return thread;
}

/** The thread a review comment belongs to. */
export function threadOfComment(
  state: EmulatorState,
  commentId: number,
): EmulatedReviewThread | undefined {
  return state.reviewThreads.find((t) => t.comments.some((c) => c.id === commentId));
}
