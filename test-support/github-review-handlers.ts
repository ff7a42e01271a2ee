/**
 * The REST side of review threads: `POST .../pulls/{pull_number}/comments/{comment_id}/replies`
 * (pulls/create-reply-for-review-comment), answered with a review comment shaped like GitHub's.
 * GitHub takes replies only to a thread's first comment, not to replies.
 */
import { userObject, type ObjectContext } from './github-objects.js';
import {
  findPull,
  intParam,
  notFound,
  requireRepo,
  validationFailed,
  type OperationHandler,
} from './github-handlers.js';
import {
  addReviewComment,
  threadOfComment,
  type EmulatedReviewComment,
  type EmulatedReviewThread,
} from './github-review-threads.js';

type Json = Record<string, unknown>;

export function reviewCommentObject(
  ctx: ObjectContext,
  thread: EmulatedReviewThread,
  comment: EmulatedReviewComment,
): Json {
  const { owner, name } = ctx.state.repository;
  const api = `${ctx.apiUrl}/repos/${owner}/${name}`;
  const url = `${api}/pulls/comments/${comment.id}`;
  const html = `${ctx.htmlUrl}/${owner}/${name}/pull/${thread.pullNumber}#discussion_r${comment.id}`;
  const pull = ctx.state.pulls.get(thread.pullNumber)!;
  const first = thread.comments[0]!;
  const role = ctx.state.permissions.get(comment.user);
  return {
    url,
    id: comment.id,
    node_id: comment.nodeId,
    pull_request_review_id: null,
    diff_hunk: `@@ -${thread.originalLine},1 +${thread.originalLine},1 @@`,
    path: thread.path,
    commit_id: pull.head.sha,
    original_commit_id: pull.head.sha,
    ...(first.id !== comment.id ? { in_reply_to_id: first.id } : {}),
    user: userObject(ctx, comment.user),
    body: comment.body,
    created_at: comment.createdAt,
    updated_at: comment.updatedAt,
    html_url: html,
    pull_request_url: `${api}/pulls/${thread.pullNumber}`,
    author_association:
      comment.user === owner
        ? 'OWNER'
        : role === 'admin' || role === 'maintain' || role === 'write'
          ? 'COLLABORATOR'
          : 'NONE',
    _links: {
      self: { href: url },
      html: { href: html },
      pull_request: { href: `${api}/pulls/${thread.pullNumber}` },
    },
    ...(thread.line !== null ? { line: thread.line } : {}),
    original_line: thread.originalLine,
    side: thread.diffSide,
    subject_type: 'line',
  };
}

export const reviewCommentOperations: Record<string, OperationHandler> = {
  'pulls/create-reply-for-review-comment': (input) => {
    requireRepo(input);
    const pull = findPull(input);
    const id = intParam(input.params.comment_id);
    const thread = threadOfComment(input.ctx.state, id);
    if (!thread || thread.pullNumber !== pull.number) throw notFound();
    if (thread.comments[0]!.id !== id)
      throw validationFailed([
        {
          resource: 'PullRequestReviewComment',
          code: 'invalid',
          field: 'in_reply_to',
          message: 'Replies to replies are not supported.',
        },
      ]);
    const comment = addReviewComment(input.ctx.state, input.ctx.seq, thread, {
      user: input.ctx.state.viewer,
      body: String(input.body.body),
    });
    const object = reviewCommentObject(input.ctx, thread, comment);
    return { status: 201, body: object, headers: { location: String(object.url) } };
  },
};
