/**
 * The emulator's state as GitHub's GraphQL objects: the repository, its pull requests with
 * their review threads and comments, actors, and the mutations ralph-action sends (draft state,
 * replying to and resolving review threads). Objects hold plain values and functions taking the
 * field's arguments; github-graphql.ts resolves fields from them and reports any field the
 * model lacks. Failures carry GitHub's error `type` (NOT_FOUND, UNPROCESSABLE, ...).
 */
import { addReviewComment, type EmulatedReviewThread } from './github-review-threads.js';
import type { EmulatedPull, EmulatorState, Sequence } from './github-state.js';
import { nodeId } from './github-state.js';

export interface GraphQLModelContext {
  state: EmulatorState;
  seq: Sequence;
  htmlUrl: string;
  /** Requests GitHub would answer that the emulator cannot: recorded as validation failures. */
  problems: string[];
}

/** A failure as GitHub reports it: `{ type, path, locations, message }`. */
export class GitHubGraphQLFailure extends Error {
  constructor(
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

type Obj = Record<string, unknown>;

interface PageArgs {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
}

const MAX_PAGE = 100;

function cursorOf(index: number): string {
  return Buffer.from(`cursor:v2:${index}`).toString('base64');
}

function indexOf(cursor: string): number {
  const m = /^cursor:v2:(\d+)$/.exec(Buffer.from(cursor, 'base64').toString('utf8'));
  if (!m)
    throw new GitHubGraphQLFailure(
      'INVALID_CURSOR_ARGUMENTS',
      `\`${cursor}\` does not appear to be a valid cursor.`,
    );
  return Number(m[1]);
}

/** A connection (`nodes`, `edges`, `pageInfo`, `totalCount`) with GitHub's pagination rules. */
function connection<T>(items: T[], args: PageArgs, field: string, toNode: (item: T) => Obj): Obj {
  const { first, last } = args;
  if ((first ?? null) === null && (last ?? null) === null)
    throw new GitHubGraphQLFailure(
      'MISSING_PAGINATION_BOUNDARIES',
      `You must provide a \`first\` or \`last\` value to properly paginate the \`${field}\` connection.`,
    );
  for (const [name, value] of [
    ['first', first],
    ['last', last],
  ] as const) {
    if (value === null || value === undefined) continue;
    if (value < 0)
      throw new GitHubGraphQLFailure(
        'INVALID_ARGUMENTS',
        `\`${name}\` on the \`${field}\` connection cannot be less than zero.`,
      );
    if (value > MAX_PAGE)
      throw new GitHubGraphQLFailure(
        'EXCESSIVE_PAGINATION',
        `Requesting ${value} records on the \`${field}\` connection exceeds the \`${name}\` limit of ${MAX_PAGE} records.`,
      );
  }
  const start = args.after ? indexOf(args.after) + 1 : 0;
  const end = args.before ? Math.min(indexOf(args.before), items.length) : items.length;
  let from = start;
  let to = Math.max(end, start);
  if (first !== null && first !== undefined) to = Math.min(to, from + first);
  if (last !== null && last !== undefined) from = Math.max(from, to - last);
  const edges = items
    .slice(from, to)
    .map((item, i) => ({ cursor: cursorOf(from + i), node: toNode(item) }));
  return {
    __typename: `${field}Connection`,
    totalCount: items.length,
    nodes: edges.map((e) => e.node),
    edges,
    pageInfo: {
      hasNextPage: to < end,
      hasPreviousPage: from > start,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

function notFound(what: string): GitHubGraphQLFailure {
  return new GitHubGraphQLFailure('NOT_FOUND', what);
}

function nodeNotFound(id: string): GitHubGraphQLFailure {
  return notFound(`Could not resolve to a node with the global id of '${id}'`);
}

/** An actor: GraphQL names apps `Bot` and leaves `[bot]` out of their login. */
function actor(ctx: GraphQLModelContext, login: string): Obj {
  const user = ctx.state.users.get(login);
  const bot = user?.type === 'Bot' || login.endsWith('[bot]');
  const shown = login.replace(/\[bot\]$/, '');
  const id = user?.id ?? 0;
  return {
    __typename: bot ? 'Bot' : user?.type === 'Organization' ? 'Organization' : 'User',
    id: nodeId(bot ? 'BOT' : 'U', id),
    databaseId: id,
    login: shown,
    url: `${ctx.htmlUrl}/${bot ? `apps/${shown}` : shown}`,
    resourcePath: `/${bot ? `apps/${shown}` : shown}`,
    avatarUrl: () => `https://avatars.githubusercontent.com/u/${id}?v=4`,
  };
}

function repository(ctx: GraphQLModelContext): Obj {
  const r = ctx.state.repository;
  return {
    __typename: 'Repository',
    id: nodeId('R', r.id),
    databaseId: r.id,
    name: r.name,
    nameWithOwner: `${r.owner}/${r.name}`,
    url: `${ctx.htmlUrl}/${r.owner}/${r.name}`,
    isPrivate: r.private,
    isFork: r.fork,
    owner: () => actor(ctx, r.owner),
    pullRequest: ({ number }: { number: number }) => {
      const pull = ctx.state.pulls.get(number);
      if (!pull) throw notFound(`Could not resolve to a PullRequest with the number of ${number}.`);
      return pullRequest(ctx, pull);
    },
  };
}

function pullUrl(ctx: GraphQLModelContext, pull: EmulatedPull): string {
  const { owner, name } = ctx.state.repository;
  return `${ctx.htmlUrl}/${owner}/${name}/pull/${pull.number}`;
}

function pullRequest(ctx: GraphQLModelContext, pull: EmulatedPull): Obj {
  return {
    __typename: 'PullRequest',
    id: pull.nodeId,
    databaseId: pull.id,
    number: pull.number,
    title: pull.title,
    body: pull.body ?? '',
    url: pullUrl(ctx, pull),
    state: pull.merged ? 'MERGED' : pull.state.toUpperCase(),
    isDraft: pull.draft,
    closed: pull.state === 'closed',
    merged: pull.merged,
    headRefName: pull.head.ref,
    headRefOid: pull.head.sha,
    baseRefName: pull.base.ref,
    createdAt: pull.createdAt,
    updatedAt: pull.updatedAt,
    author: () => actor(ctx, pull.user),
    repository: () => repository(ctx),
    reviewThreads: (args: PageArgs) =>
      connection(
        ctx.state.reviewThreads.filter((t) => t.pullNumber === pull.number),
        args,
        'reviewThreads',
        (t) => reviewThread(ctx, t),
      ),
  };
}

function pullOf(ctx: GraphQLModelContext, thread: EmulatedReviewThread): EmulatedPull {
  return ctx.state.pulls.get(thread.pullNumber)!;
}

function reviewThread(ctx: GraphQLModelContext, thread: EmulatedReviewThread): Obj {
  return {
    __typename: 'PullRequestReviewThread',
    id: thread.nodeId,
    isResolved: thread.isResolved,
    isOutdated: thread.isOutdated,
    isCollapsed: thread.isResolved,
    path: thread.path,
    line: thread.line,
    originalLine: thread.originalLine,
    startLine: null,
    originalStartLine: null,
    diffSide: thread.diffSide,
    startDiffSide: null,
    subjectType: 'LINE',
    viewerCanReply: true,
    viewerCanResolve: !thread.isResolved,
    viewerCanUnresolve: thread.isResolved,
    resolvedBy: () => (thread.resolvedBy ? actor(ctx, thread.resolvedBy) : null),
    pullRequest: () => pullRequest(ctx, pullOf(ctx, thread)),
    repository: () => repository(ctx),
    comments: (args: PageArgs) =>
      connection(thread.comments, args, 'comments', (c) => reviewComment(ctx, thread, c.id)),
  };
}

function association(ctx: GraphQLModelContext, login: string): string {
  if (login === ctx.state.repository.owner) return 'OWNER';
  const role = ctx.state.permissions.get(login);
  return role && role !== 'none' ? 'COLLABORATOR' : 'NONE';
}

function reviewComment(
  ctx: GraphQLModelContext,
  thread: EmulatedReviewThread,
  commentId: number,
): Obj {
  const index = thread.comments.findIndex((c) => c.id === commentId);
  const c = thread.comments[index]!;
  const pull = pullOf(ctx, thread);
  return {
    __typename: 'PullRequestReviewComment',
    id: c.nodeId,
    databaseId: c.id,
    fullDatabaseId: String(c.id),
    body: c.body,
    bodyText: c.body,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
    publishedAt: c.createdAt,
    lastEditedAt: c.updatedAt === c.createdAt ? null : c.updatedAt,
    url: `${pullUrl(ctx, pull)}#discussion_r${c.id}`,
    path: thread.path,
    line: thread.line,
    originalLine: thread.originalLine,
    outdated: thread.isOutdated,
    state: 'SUBMITTED',
    isMinimized: false,
    minimizedReason: null,
    viewerDidAuthor: c.user === ctx.state.viewer,
    authorAssociation: association(ctx, c.user),
    author: () => actor(ctx, c.user),
    replyTo: () => (index > 0 ? reviewComment(ctx, thread, thread.comments[0]!.id) : null),
    pullRequest: () => pullRequest(ctx, pull),
    repository: () => repository(ctx),
  };
}

function threadById(ctx: GraphQLModelContext, id: string): EmulatedReviewThread {
  const thread = ctx.state.reviewThreads.find((t) => t.nodeId === id);
  if (!thread) throw nodeNotFound(id);
  return thread;
}

const DRAFTS_NOT_SUPPORTED = 'Draft pull requests are not supported in this repository.';

function setDraft(ctx: GraphQLModelContext, input: Obj, draft: boolean): Obj {
  const id = String(input.pullRequestId);
  const pull = [...ctx.state.pulls.values()].find((p) => p.nodeId === id);
  if (!pull) throw nodeNotFound(id);
  if (pull.state !== 'open')
    throw new GitHubGraphQLFailure('UNPROCESSABLE', 'Pull request is closed');
  if (draft && !pull.draft && !ctx.state.repository.draftPullRequests)
    throw new GitHubGraphQLFailure('UNPROCESSABLE', DRAFTS_NOT_SUPPORTED);
  if (pull.draft !== draft) {
    pull.draft = draft;
    pull.updatedAt = ctx.seq.now();
  }
  return { clientMutationId: input.clientMutationId ?? null, pullRequest: pullRequest(ctx, pull) };
}

function setResolved(ctx: GraphQLModelContext, input: Obj, resolved: boolean): Obj {
  const thread = threadById(ctx, String(input.threadId));
  thread.isResolved = resolved;
  thread.resolvedBy = resolved ? ctx.state.viewer : null;
  return { clientMutationId: input.clientMutationId ?? null, thread: reviewThread(ctx, thread) };
}

type Input = { input: Obj };

/** Query and Mutation fields: the root value of every request. */
export function rootResolvers(): Obj {
  return {
    repository: (args: { owner: string; name: string }, ctx: GraphQLModelContext) => {
      const r = ctx.state.repository;
      if (
        args.owner.toLowerCase() !== r.owner.toLowerCase() ||
        args.name.toLowerCase() !== r.name.toLowerCase()
      )
        throw notFound(
          `Could not resolve to a Repository with the name '${args.owner}/${args.name}'.`,
        );
      return repository(ctx);
    },
    viewer: (_args: unknown, ctx: GraphQLModelContext) => actor(ctx, ctx.state.viewer),
    node: ({ id }: { id: string }, ctx: GraphQLModelContext) => {
      const pull = [...ctx.state.pulls.values()].find((p) => p.nodeId === id);
      if (pull) return pullRequest(ctx, pull);
      const thread = ctx.state.reviewThreads.find((t) => t.nodeId === id);
      if (thread) return reviewThread(ctx, thread);
      for (const t of ctx.state.reviewThreads) {
        const comment = t.comments.find((c) => c.nodeId === id);
        if (comment) return reviewComment(ctx, t, comment.id);
      }
      throw nodeNotFound(id);
    },
    markPullRequestReadyForReview: ({ input }: Input, ctx: GraphQLModelContext) =>
      setDraft(ctx, input, false),
    convertPullRequestToDraft: ({ input }: Input, ctx: GraphQLModelContext) =>
      setDraft(ctx, input, true),
    resolveReviewThread: ({ input }: Input, ctx: GraphQLModelContext) =>
      setResolved(ctx, input, true),
    unresolveReviewThread: ({ input }: Input, ctx: GraphQLModelContext) =>
      setResolved(ctx, input, false),
    addPullRequestReviewThreadReply: ({ input }: Input, ctx: GraphQLModelContext) => {
      const id = input.pullRequestReviewThreadId;
      if (typeof id !== 'string')
        throw new GitHubGraphQLFailure(
          'UNPROCESSABLE',
          'The emulator answers replies addressed by pullRequestReviewThreadId only',
        );
      const thread = threadById(ctx, id);
      const body = String(input.body);
      if (body.trim() === '')
        throw new GitHubGraphQLFailure('UNPROCESSABLE', "Body can't be blank");
      const comment = addReviewComment(ctx.state, ctx.seq, thread, {
        user: ctx.state.viewer,
        body,
      });
      return {
        clientMutationId: input.clientMutationId ?? null,
        comment: reviewComment(ctx, thread, comment.id),
      };
    },
  };
}
