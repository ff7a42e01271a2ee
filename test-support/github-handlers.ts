/**
 * The REST operations the GitHub emulator implements, keyed by GitHub's operationId. Each one
 * behaves like GitHub for the cases ralph-action meets, including GitHub's error answers.
 */
import {
  commentObject,
  issueObject,
  labelObject,
  pullHeadSha,
  pullObject,
  reactionObject,
  repositoryObject,
  simpleStatusObject,
  statusObject,
  userObject,
  type ObjectContext,
} from './github-objects.js';
import {
  ensureLabel,
  ensureUser,
  nodeId,
  type EmulatedPull,
  type EmulatedStatus,
  type ReactionContent,
  type RepoRole,
  type StatusState,
} from './github-state.js';
import { jobOperations } from './github-workflow-jobs.js';
import { workflowOperations } from './github-workflows.js';

export interface OperationContext extends ObjectContext {
  /** Whether `head` has commits that `base` does not (both branch names of this repository). */
  hasCommitsBetween(base: string, head: string): boolean;
  /** Whether `sha` names a commit of the repository. */
  commitExists(sha: string): boolean;
  /** A file's text on a branch (or at a commit), or undefined. */
  fileAt(ref: string, path: string): string | undefined;
}

export interface OperationInput {
  params: Record<string, string>;
  query: URLSearchParams;
  // Request bodies were validated against the OpenAPI description before a handler runs.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  /** The request URL (path and query) for pagination links. */
  url: URL;
  ctx: OperationContext;
}

export interface OperationResult {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type OperationHandler = (input: OperationInput) => OperationResult;

const DOCS = 'https://docs.github.com/rest';

/** The login of the job token (GITHUB_TOKEN) in a workflow run. */
export const ACTIONS_BOT = 'github-actions[bot]';
/** GitHub's answer (403) when the repository does not let Actions open pull requests. */
export const PULL_REQUEST_CREATION_FORBIDDEN =
  'GitHub Actions is not permitted to create or approve pull requests.';
/** GitHub's answer (422) to a draft where the repository's plan has no drafts. */
export const DRAFTS_NOT_SUPPORTED = 'Draft pull requests are not supported in this repository.';

/** An error answer, shaped like GitHub's. */
export class GitHubError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.message));
  }
}

export function notFound(): GitHubError {
  return new GitHubError(404, { message: 'Not Found', documentation_url: DOCS, status: '404' });
}

/** 422 "Validation Failed" with GitHub's `errors` list. */
export function validationFailed(errors: Record<string, unknown>[]): GitHubError {
  return new GitHubError(422, {
    message: 'Validation Failed',
    errors,
    documentation_url: DOCS,
    status: '422',
  });
}

export function requireRepo({ params, ctx }: OperationInput): void {
  const { owner, name } = ctx.state.repository;
  if (
    params.owner?.toLowerCase() !== owner.toLowerCase() ||
    params.repo?.toLowerCase() !== name.toLowerCase()
  ) {
    throw notFound();
  }
}

function fullName(ctx: ObjectContext): string {
  return `${ctx.state.repository.owner}/${ctx.state.repository.name}`;
}

export function intParam(value: string | undefined): number {
  const n = Number(value);
  if (!Number.isInteger(n)) throw notFound();
  return n;
}

/** One page of `items` plus GitHub's Link header. */
function paginate<T>(
  items: T[],
  input: OperationInput,
): { page: T[]; headers: Record<string, string> } {
  const perPage = Math.min(Math.max(Number(input.query.get('per_page') ?? 30) || 30, 1), 100);
  const page = Math.max(Number(input.query.get('page') ?? 1) || 1, 1);
  const last = Math.max(Math.ceil(items.length / perPage), 1);
  const linkTo = (n: number, rel: string): string => {
    const url = new URL(input.url.href);
    url.searchParams.set('per_page', String(perPage));
    url.searchParams.set('page', String(n));
    return `<${url.href}>; rel="${rel}"`;
  };
  const links: string[] = [];
  if (page > 1) links.push(linkTo(page - 1, 'prev'));
  if (page < last) links.push(linkTo(page + 1, 'next'), linkTo(last, 'last'));
  if (page > 1) links.push(linkTo(1, 'first'));
  const headers: Record<string, string> = links.length > 0 ? { link: links.join(', ') } : {};
  return { page: items.slice((page - 1) * perPage, page * perPage), headers };
}

export function findPull(input: OperationInput): EmulatedPull {
  const pull = input.ctx.state.pulls.get(intParam(input.params.pull_number));
  if (!pull) throw notFound();
  return pull;
}

function findIssueOrPull(input: OperationInput) {
  const number = intParam(input.params.issue_number);
  const found = input.ctx.state.issues.get(number) ?? input.ctx.state.pulls.get(number);
  if (!found) throw notFound();
  return found;
}

function findComment(input: OperationInput) {
  const id = intParam(input.params.comment_id);
  const comment = input.ctx.state.comments.find((c) => c.id === id);
  if (!comment) throw notFound();
  return comment;
}

/** A branch name, a full sha or an abbreviated one -> the commit sha, if known. */
function resolveRef(ctx: OperationContext, ref: string): string | undefined {
  const branch = ctx.branchSha(ref.replace(/^refs\/heads\//, ''));
  if (branch) return branch;
  if (/^[0-9a-f]{40}$/.test(ref) && ctx.commitExists(ref)) return ref;
  return undefined;
}

const LEGACY_PERMISSION: Record<RepoRole, string> = {
  admin: 'admin',
  maintain: 'write',
  write: 'write',
  triage: 'read',
  read: 'read',
  none: 'none',
};

const ROLE_RANK: RepoRole[] = ['none', 'read', 'triage', 'write', 'maintain', 'admin'];

export const operations: Record<string, OperationHandler> = {
  'repos/get': (input) => {
    requireRepo(input);
    return { status: 200, body: repositoryObject(input.ctx, fullName(input.ctx), true) };
  },

  'pulls/create': (input) => {
    requireRepo(input);
    const { ctx, body } = input;
    if (!ctx.state.repository.actionsCanCreatePullRequests && ctx.state.viewer === ACTIONS_BOT) {
      throw new GitHubError(403, {
        message: PULL_REQUEST_CREATION_FORBIDDEN,
        documentation_url: `${DOCS}/pulls/pulls#create-a-pull-request`,
        status: '403',
      });
    }
    if (body.draft === true && !ctx.state.repository.draftPullRequests) {
      // GitHub says this at the top level, not in `errors`.
      throw new GitHubError(422, {
        message: DRAFTS_NOT_SUPPORTED,
        documentation_url: `${DOCS}/pulls/pulls#create-a-pull-request`,
        status: '422',
      });
    }
    const repoOwner = ctx.state.repository.owner;
    const headText = String(body.head);
    const [headOwner, headRef] = headText.includes(':')
      ? headText.split(':', 2)
      : [repoOwner, headText];
    if (headOwner?.toLowerCase() !== repoOwner.toLowerCase() || !headRef) {
      throw validationFailed([{ resource: 'PullRequest', field: 'head', code: 'invalid' }]);
    }
    const base = String(body.base);
    if (!ctx.branchSha(base))
      throw validationFailed([{ resource: 'PullRequest', field: 'base', code: 'invalid' }]);
    const headSha = ctx.branchSha(headRef);
    if (!headSha)
      throw validationFailed([{ resource: 'PullRequest', field: 'head', code: 'invalid' }]);
    const duplicate = [...ctx.state.pulls.values()].find(
      (p) =>
        p.state === 'open' &&
        p.head.ref === headRef &&
        p.head.repoFullName === fullName(ctx) &&
        p.base.ref === base,
    );
    if (duplicate) {
      throw validationFailed([
        {
          resource: 'PullRequest',
          code: 'custom',
          message: `A pull request already exists for ${repoOwner}:${headRef}.`,
        },
      ]);
    }
    if (!ctx.hasCommitsBetween(base, headRef)) {
      throw validationFailed([
        {
          resource: 'PullRequest',
          code: 'custom',
          message: `No commits between ${base} and ${headRef}`,
        },
      ]);
    }
    if (typeof body.title !== 'string' || body.title.trim() === '') {
      throw validationFailed([{ resource: 'Issue', code: 'missing_field', field: 'title' }]);
    }
    const id = ctx.seq.id();
    const now = ctx.seq.now();
    const pull: EmulatedPull = {
      number: ctx.seq.number(ctx.state),
      id,
      nodeId: nodeId('PR', id),
      title: body.title,
      body: typeof body.body === 'string' ? body.body : null,
      state: 'open',
      draft: body.draft === true,
      merged: false,
      head: { ref: headRef, sha: headSha, repoFullName: fullName(ctx) },
      base: { ref: base },
      user: ctx.state.viewer,
      labels: [],
      maintainerCanModify: body.maintainer_can_modify !== false,
      createdAt: now,
      updatedAt: now,
      closedAt: null,
    };
    ctx.state.pulls.set(pull.number, pull);
    const object = pullObject(ctx, pull);
    return { status: 201, body: object, headers: { location: String(object.url) } };
  },

  'pulls/list': (input) => {
    requireRepo(input);
    const { ctx, query } = input;
    const state = query.get('state') ?? 'open';
    const head = query.get('head');
    const base = query.get('base');
    let pulls = [...ctx.state.pulls.values()].filter((p) => state === 'all' || p.state === state);
    // Like GitHub, the head filter only applies in the `owner:branch` form; a bare branch is ignored.
    if (head?.includes(':')) {
      const [owner, ref] = head.split(':', 2);
      pulls = pulls.filter(
        (p) =>
          p.head.ref === ref &&
          p.head.repoFullName.split('/')[0]?.toLowerCase() === owner?.toLowerCase(),
      );
    }
    if (base) pulls = pulls.filter((p) => p.base.ref === base);
    const ascending =
      query.get('direction') === 'asc' ||
      (query.get('sort') === 'popularity' && !query.get('direction'));
    const key = query.get('sort') === 'updated' ? 'updatedAt' : 'createdAt';
    pulls.sort((a, b) => (a[key] === b[key] ? a.number - b.number : a[key] < b[key] ? -1 : 1));
    if (!ascending) pulls.reverse();
    const { page, headers } = paginate(pulls, input);
    return { status: 200, body: page.map((p) => pullObject(ctx, p, true)), headers };
  },

  'pulls/get': (input) => {
    requireRepo(input);
    return { status: 200, body: pullObject(input.ctx, findPull(input)) };
  },

  'pulls/update': (input) => {
    requireRepo(input);
    const { ctx, body } = input;
    const pull = findPull(input);
    let changed = false;
    const set = <K extends 'title' | 'body' | 'maintainerCanModify'>(
      key: K,
      value: EmulatedPull[K],
    ): void => {
      if (pull[key] !== value) {
        pull[key] = value;
        changed = true;
      }
    };
    if (typeof body.title === 'string') set('title', body.title);
    if (typeof body.body === 'string') set('body', body.body);
    if (typeof body.maintainer_can_modify === 'boolean')
      set('maintainerCanModify', body.maintainer_can_modify);
    if (typeof body.base === 'string' && body.base !== pull.base.ref) {
      if (!ctx.branchSha(body.base)) {
        throw validationFailed([{ resource: 'PullRequest', field: 'base', code: 'invalid' }]);
      }
      pull.base.ref = body.base;
      changed = true;
    }
    if ((body.state === 'open' || body.state === 'closed') && body.state !== pull.state) {
      if (pull.merged)
        throw validationFailed([
          {
            resource: 'PullRequest',
            code: 'custom',
            message: 'Cannot reopen a merged pull request',
          },
        ]);
      pullHeadSha(ctx, pull);
      pull.state = body.state;
      changed = true;
    }
    if (changed) {
      pull.updatedAt = ctx.seq.now();
      pull.closedAt = pull.state === 'closed' ? pull.updatedAt : null;
    }
    return { status: 200, body: pullObject(ctx, pull) };
  },

  'issues/get': (input) => {
    requireRepo(input);
    return { status: 200, body: issueObject(input.ctx, findIssueOrPull(input)) };
  },

  'issues/create-comment': (input) => {
    requireRepo(input);
    const { ctx, body } = input;
    const target = findIssueOrPull(input);
    const id = ctx.seq.id();
    const now = ctx.seq.now();
    const comment = {
      id,
      nodeId: nodeId('IC', id),
      issueNumber: target.number,
      body: String(body.body),
      user: ctx.state.viewer,
      createdAt: now,
      updatedAt: now,
    };
    ctx.state.comments.push(comment);
    target.updatedAt = now;
    const object = commentObject(ctx, comment);
    return { status: 201, body: object, headers: { location: String(object.url) } };
  },

  'issues/list-comments': (input) => {
    requireRepo(input);
    const { ctx, query } = input;
    const target = findIssueOrPull(input);
    const since = query.get('since');
    const comments = ctx.state.comments.filter(
      (c) => c.issueNumber === target.number && (!since || c.updatedAt >= since),
    );
    const { page, headers } = paginate(comments, input);
    return { status: 200, body: page.map((c) => commentObject(ctx, c)), headers };
  },

  'issues/get-comment': (input) => {
    requireRepo(input);
    return { status: 200, body: commentObject(input.ctx, findComment(input)) };
  },

  'issues/update-comment': (input) => {
    requireRepo(input);
    const comment = findComment(input);
    if (comment.body !== input.body.body) {
      comment.body = String(input.body.body);
      comment.updatedAt = input.ctx.seq.now();
    }
    return { status: 200, body: commentObject(input.ctx, comment) };
  },

  'reactions/create-for-issue-comment': (input) => {
    requireRepo(input);
    const { ctx, body } = input;
    const comment = findComment(input);
    const content = body.content as ReactionContent;
    const existing = ctx.state.reactions.find(
      (r) => r.commentId === comment.id && r.content === content && r.user === ctx.state.viewer,
    );
    // GitHub answers 200 with the existing reaction when the same user reacts twice.
    if (existing) return { status: 200, body: reactionObject(ctx, existing) };
    const id = ctx.seq.id();
    const reaction = {
      id,
      nodeId: nodeId('REA', id),
      commentId: comment.id,
      content,
      user: ctx.state.viewer,
      createdAt: ctx.seq.now(),
    };
    ctx.state.reactions.push(reaction);
    return { status: 201, body: reactionObject(ctx, reaction) };
  },

  'repos/create-commit-status': (input) => {
    requireRepo(input);
    const { ctx, body } = input;
    const sha = String(input.params.sha);
    if (!/^[0-9a-f]{40}$/.test(sha) || !ctx.commitExists(sha)) {
      throw validationFailed([
        {
          resource: 'Status',
          code: 'custom',
          field: 'sha',
          message: `No commit found for SHA: ${sha}`,
        },
      ]);
    }
    if (typeof body.description === 'string' && body.description.length > 140) {
      throw validationFailed([
        {
          resource: 'Status',
          code: 'custom',
          field: 'description',
          message: 'description is too long (maximum is 140 characters)',
        },
      ]);
    }
    const id = ctx.seq.id();
    const now = ctx.seq.now();
    const status: EmulatedStatus = {
      id,
      nodeId: nodeId('SC', id),
      sha,
      state: body.state as StatusState,
      context: typeof body.context === 'string' ? body.context : 'default',
      description: typeof body.description === 'string' ? body.description : null,
      targetUrl: typeof body.target_url === 'string' ? body.target_url : null,
      creator: ctx.state.viewer,
      createdAt: now,
      updatedAt: now,
    };
    ctx.state.statuses.push(status);
    const object = statusObject(ctx, status);
    return { status: 201, body: object, headers: { location: String(object.url) } };
  },

  'repos/list-commit-statuses-for-ref': (input) => {
    requireRepo(input);
    const { ctx } = input;
    const sha = resolveRef(ctx, String(input.params.ref));
    const statuses = sha ? ctx.state.statuses.filter((s) => s.sha === sha).reverse() : [];
    const { page, headers } = paginate(statuses, input);
    return { status: 200, body: page.map((s) => statusObject(ctx, s)), headers };
  },

  'repos/get-combined-status-for-ref': (input) => {
    requireRepo(input);
    const { ctx } = input;
    const ref = String(input.params.ref);
    const sha = resolveRef(ctx, ref);
    if (!sha) {
      throw new GitHubError(422, {
        message: `No commit found for SHA: ${ref}`,
        documentation_url: DOCS,
        status: '422',
      });
    }
    const latest = new Map<string, EmulatedStatus>();
    for (const status of ctx.state.statuses)
      if (status.sha === sha) latest.set(status.context, status);
    const statuses = [...latest.values()];
    const state = statuses.some((s) => s.state === 'failure' || s.state === 'error')
      ? 'failure'
      : statuses.length === 0 || statuses.some((s) => s.state === 'pending')
        ? 'pending'
        : 'success';
    const api = `${ctx.apiUrl}/repos/${fullName(ctx)}`;
    return {
      status: 200,
      body: {
        state,
        statuses: statuses.map((s) => simpleStatusObject(ctx, s)),
        sha,
        total_count: statuses.length,
        repository: repositoryObject(ctx, fullName(ctx)),
        commit_url: `${api}/commits/${sha}`,
        url: `${api}/commits/${sha}/status`,
      },
    };
  },

  'repos/get-collaborator-permission-level': (input) => {
    requireRepo(input);
    const { ctx } = input;
    const login = String(input.params.username);
    let role = ctx.state.permissions.get(login);
    if (!role) {
      // An existing user who is not a collaborator: what anyone may do on the repository.
      if (!ctx.state.users.has(login)) throw notFound();
      role = ctx.state.repository.private ? 'none' : 'read';
    }
    const rank = ROLE_RANK.indexOf(role);
    ensureUser(ctx.state, ctx.seq, login);
    return {
      status: 200,
      body: {
        permission: LEGACY_PERMISSION[role],
        role_name: role,
        user: {
          ...userObject(ctx, login),
          permissions: {
            pull: rank >= 1,
            triage: rank >= 2,
            push: rank >= 3,
            maintain: rank >= 4,
            admin: rank >= 5,
          },
          role_name: role,
        },
      },
    };
  },

  'issues/add-labels': (input) => {
    requireRepo(input);
    const { ctx, body } = input;
    const target = findIssueOrPull(input);
    const wanted: unknown[] = Array.isArray(body?.labels) ? body.labels : [];
    for (const entry of wanted) {
      const name = typeof entry === 'string' ? entry : String((entry as { name: string }).name);
      const label = ensureLabel(ctx.state, ctx.seq, name);
      if (!target.labels.some((l) => l.toLowerCase() === label.name.toLowerCase()))
        target.labels.push(label.name);
    }
    return {
      status: 200,
      body: target.labels.map((name) => labelObject(ctx, ensureLabel(ctx.state, ctx.seq, name))),
    };
  },

  'issues/remove-label': (input) => {
    requireRepo(input);
    const { ctx } = input;
    const target = findIssueOrPull(input);
    const name = String(input.params.name).toLowerCase();
    const index = target.labels.findIndex((l) => l.toLowerCase() === name);
    if (index < 0) {
      throw new GitHubError(404, {
        message: 'Label does not exist',
        documentation_url: DOCS,
        status: '404',
      });
    }
    target.labels.splice(index, 1);
    return {
      status: 200,
      body: target.labels.map((l) => labelObject(ctx, ensureLabel(ctx.state, ctx.seq, l))),
    };
  },

  ...workflowOperations(requireRepo),
  ...jobOperations(requireRepo),
};
