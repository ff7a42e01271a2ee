/**
 * A GitHub REST API emulator on 127.0.0.1, used as GITHUB_API_URL (the octokit baseUrl) in tests.
 *
 * It keeps one repository's pull requests, issues, comments, reactions, commit statuses and
 * collaborators in memory (seed and inspect them through `state` and the helpers). Every request
 * it receives and every response it sends is validated against GitHub's official OpenAPI
 * description: an invalid request is answered 422/400 like GitHub and recorded; an invalid
 * response is an emulator bug, answered 500 and recorded. Tests assert `validationErrors` is empty.
 *
 * Workflow files come from the repository at a ref (see github-workflows.ts): workflow_dispatch
 * checks their triggers and starts runs, which the runs listing returns.
 * `POST /graphql` answers through GitHub's own GraphQL schema (github-graphql.ts): pull requests'
 * draft state, and their review threads, which tests seed with `addReviewThread`.
 * With `originDir` (a bare git repository), branches and commits are read from it, so a pull
 * request's head follows what was really pushed.
 */
import { execFileSync } from 'node:child_process';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { answerGraphQL } from './github-graphql.js';
import { gitHttpPath, serveGitHttp } from './github-git-http.js';
import {
  addReviewThread,
  type EmulatedReviewThread,
  type ReviewThreadSeed,
} from './github-review-threads.js';
import { GitHubError, operations, type OperationContext } from './github-handlers.js';
import { reviewCommentOperations } from './github-review-handlers.js';
import { loadGitHubOpenApi, type GitHubOpenApi } from './github-openapi.js';
import { finishRun, rerun, serveLogDownload, type FinishSeed } from './github-workflow-jobs.js';
import { addRun, workflowRunObject, type RunSeed } from './github-workflows.js';
import {
  createState,
  ensureLabel,
  ensureUser,
  fakeSha,
  nodeId,
  Sequence,
  type EmulatedComment,
  type EmulatedIssue,
  type EmulatedPull,
  type EmulatedWorkflowRun,
  type EmulatorState,
  type RepoRole,
  type StatusState,
} from './github-state.js';

export type * from './github-state.js';
export type * from './github-review-threads.js';
export type { FinishSeed, JobSeed } from './github-workflow-jobs.js';
export type { RunSeed } from './github-workflows.js';

export interface GitHubEmulatorOptions {
  owner?: string;
  repo?: string;
  /** A bare git repository standing for the GitHub repository: branches and commits come from it. */
  originDir?: string;
  /** When set, requests must carry `Authorization: token <token>` (or Bearer), else 401. */
  token?: string;
  /** Base of html urls in objects. Default https://github.com (the emulator's own address with `enterprise`). */
  htmlUrl?: string;
  /**
   * Serve the way GitHub Enterprise Server does on one host: REST under `/api/v3`, GraphQL at
   * `/api/graphql`, git over HTTP at `/<owner>/<repo>(.git)` (needs `originDir`), and web pages
   * (the objects' html urls) at the host itself. Requests to api.github.com's paths (`/repos/...`,
   * `/graphql`) are then unknown: answered 404 and recorded as validation failures. Traffic is
   * validated against GHES's OpenAPI description (its oldest supported release) instead of
   * api.github.com's.
   */
  enterprise?: boolean;
}

export interface RecordedGitHubRequest {
  method: string;
  /** Path without the query string. */
  path: string;
  query: Record<string, string>;
  /** GitHub's operationId (`pulls/create`), `graphql`, or undefined for an unknown route. */
  operationId: string | undefined;
  body: unknown;
  status: number;
  /** Whether the request carried an Authorization header. */
  authenticated: boolean;
  /** The answer was an injected fault. */
  fault?: boolean;
  /** When the request arrived (performance.now(), in ms): for checking waits between retries. */
  at: number;
}

export interface ValidationFailure {
  kind: 'request' | 'response' | 'unknown-operation' | 'graphql';
  method: string;
  path: string;
  operationId?: string;
  status?: number;
  errors: string[];
}

/** A scripted failure for the next `times` calls of an operation (for retry behaviour). */
export interface InjectedFault {
  /** GitHub's operationId (`pulls/create`), or `graphql`. */
  operationId: string;
  status: number;
  times?: number;
  /** The answer's JSON (default `{ message: 'Server Error' }`); not validated. */
  body?: unknown;
  headers?: Record<string, string>;
}

/** GitHub's text for a secondary rate limit (it comes with `retry-after`). */
export const SECONDARY_RATE_LIMIT_MESSAGE =
  'You have exceeded a secondary rate limit. Please wait a few minutes before you try again. If you reach out to GitHub Support for help, please include the request ID EMU:0000.';
/** GitHub's text for an exhausted primary rate limit (with `x-ratelimit-remaining: 0`). */
export const PRIMARY_RATE_LIMIT_MESSAGE =
  'API rate limit exceeded for installation ID 4242. If you reach out to GitHub Support for help, please include the request ID EMU:0000 and timestamp 2025-01-01 12:00:00 UTC.';

export interface PullSeed {
  title?: string;
  body?: string | null;
  head: string;
  /** Head sha; defaults to the branch tip (or a fake sha for a fork head). */
  headSha?: string;
  /** `owner/repo` the head lives in; a different owner makes it a pull request from a fork. */
  headRepoFullName?: string;
  base?: string;
  draft?: boolean;
  state?: 'open' | 'closed';
  user?: string;
  labels?: string[];
}

export interface IssueSeed {
  title?: string;
  body?: string | null;
  user?: string;
  labels?: string[];
  state?: 'open' | 'closed';
}

export interface CommentSeed {
  issueNumber: number;
  body: string;
  user?: string;
}

export interface StatusSeed {
  sha: string;
  state: StatusState;
  context?: string;
  description?: string | null;
  targetUrl?: string | null;
  creator?: string;
}

export interface GitHubEmulator {
  /** http://127.0.0.1:PORT: the API root (GITHUB_API_URL), or with `enterprise` the server (GITHUB_SERVER_URL). */
  readonly url: string;
  /** GITHUB_API_URL: `url`, or `url/api/v3` with `enterprise`. */
  readonly apiUrl: string;
  /** GITHUB_GRAPHQL_URL: `url/graphql`, or `url/api/graphql` with `enterprise`. */
  readonly graphqlUrl: string;
  readonly state: EmulatorState;
  readonly requests: RecordedGitHubRequest[];
  readonly validationErrors: ValidationFailure[];
  addPull(seed: PullSeed): EmulatedPull;
  addIssue(seed?: IssueSeed): EmulatedIssue;
  addComment(seed: CommentSeed): EmulatedComment;
  addStatus(seed: StatusSeed): void;
  setPermission(login: string, role: RepoRole): void;
  /** A review thread on a pull request; comments with a `role` set their author's permission. */
  addReviewThread(seed: ReviewThreadSeed): EmulatedReviewThread;
  /** The comments after the first of a thread (the replies), oldest first. */
  repliesTo(thread: EmulatedReviewThread): { user: string; body: string }[];
  /** Declares a user (type Bot for logins ending in [bot]) without repository access. */
  addUser(login: string, type?: 'User' | 'Bot'): void;
  /** A workflow run for another event than a dispatch (a push's, a fork pull request's). */
  addWorkflowRun(seed: RunSeed): EmulatedWorkflowRun;
  /** Completes a run's current attempt with its jobs, their steps and their logs. */
  finishWorkflowRun(runId: number, seed: FinishSeed): EmulatedWorkflowRun;
  /** Starts a run's next attempt (a re-run). */
  rerunWorkflowRun(runId: number): EmulatedWorkflowRun;
  /** The run as the API (and the workflow_run webhook) shows it. */
  workflowRunJson(runId: number): Record<string, unknown>;
  /** Sets a branch tip (used when no origin repository is attached). */
  setBranch(name: string, sha?: string): string;
  injectFault(fault: InjectedFault): void;
  /** The next `times` (default 1) calls of the operation fail with a server error (default 502). */
  injectServerError(operationId: string, options?: { status?: number; times?: number }): void;
  /** A secondary rate limit: 403 (or 429) with `retry-after` seconds, as GitHub sends it. */
  injectSecondaryRateLimit(
    operationId: string,
    options: { retryAfterSeconds: number; status?: 403 | 429; times?: number },
  ): void;
  /** The primary rate limit used up: 403 with `x-ratelimit-remaining: 0` and `x-ratelimit-reset`. */
  injectPrimaryRateLimit(
    operationId: string,
    options: { resetInSeconds: number; times?: number },
  ): void;
  /** Recorded requests of one operation. */
  requestsFor(operationId: string): RecordedGitHubRequest[];
  /** Throws a readable error listing every validation failure, if any. */
  assertNoValidationErrors(): void;
  close(): Promise<void>;
}

const DOCS = 'https://docs.github.com/rest';

function git(originDir: string, args: string[]): string | undefined {
  try {
    return execFileSync('git', ['--git-dir', originDir, ...args], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return undefined;
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function lowerHeaders(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [key, value] of Object.entries(req.headers)) {
    if (value !== undefined)
      headers[key.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

/** openapi-backend wants repeated query keys as arrays. */
function queryObject(params: URLSearchParams): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    query[key] = values.length === 1 ? values[0]! : values;
  }
  return query;
}

/** "Invalid request." with GitHub's phrasing for a missing field. */
function invalidRequestMessage(errors: string[]): string {
  const lines = errors.map((e) => {
    const missing = /must have required property '([^']+)'/.exec(e);
    return missing ? `"${missing[1]}" wasn't supplied.` : e;
  });
  return `Invalid request.\n\n${lines.join('\n')}`;
}

export async function startGitHubEmulator(
  options: GitHubEmulatorOptions = {},
): Promise<GitHubEmulator> {
  // As GHES: validated against the oldest supported GHES release's description.
  const openapi: GitHubOpenApi = await loadGitHubOpenApi(
    options.enterprise ? 'ghes' : 'github.com',
  );
  const seq = new Sequence();
  const state = createState(options.owner ?? 'acme', options.repo ?? 'widgets', seq);
  const requests: RecordedGitHubRequest[] = [];
  const validationErrors: ValidationFailure[] = [];
  const faults: InjectedFault[] = [];
  const enterprise = options.enterprise === true;
  const originDir = options.originDir;
  let url = '';
  const apiPrefix = enterprise ? '/api/v3' : '';
  let htmlUrl = (options.htmlUrl ?? 'https://github.com').replace(/\/+$/, '');

  const branchSha = (branch: string): string | undefined => {
    if (originDir) {
      const sha = git(originDir, [
        'rev-parse',
        '--verify',
        '--quiet',
        `refs/heads/${branch}^{commit}`,
      ]);
      if (sha) return sha;
    }
    return state.branches.get(branch);
  };
  const ctx: OperationContext = {
    state,
    seq,
    get htmlUrl() {
      return htmlUrl;
    },
    get apiUrl() {
      return `${url}${apiPrefix}`;
    },
    branchSha,
    commitExists: (sha) => {
      if (originDir) return git(originDir, ['cat-file', '-e', `${sha}^{commit}`]) !== undefined;
      return true;
    },
    fileAt: (ref, path) => {
      if (originDir) {
        const text = git(originDir, ['show', `${ref}:${path}`]);
        if (text !== undefined) return text;
      }
      return state.workflowFiles.get(path);
    },
    hasCommitsBetween: (base, head) => {
      if (originDir) {
        const count = git(originDir, [
          'rev-list',
          '--count',
          `refs/heads/${base}..refs/heads/${head}`,
        ]);
        if (count !== undefined) return Number(count) > 0;
      }
      return branchSha(base) !== branchSha(head);
    },
  };

  const fullName = `${state.repository.owner}/${state.repository.name}`;
  const runById = (id: number): EmulatedWorkflowRun => {
    const run = state.workflowRuns.find((r) => r.id === id);
    if (!run) throw new Error(`the emulator has no workflow run ${id}`);
    return run;
  };

  function send(
    res: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ): void {
    const text = body === undefined ? '' : JSON.stringify(body);
    res.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'x-github-media-type': 'github.v3; format=json',
      'x-github-request-id': `EMU:${seq.id()}`,
      'x-ratelimit-limit': '5000',
      'x-ratelimit-remaining': '4999',
      'x-ratelimit-resource': 'core',
      ...headers,
    });
    res.end(text);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase();
    const requestUrl = new URL(req.url ?? '/', url);
    const headers = lowerHeaders(req);
    if (enterprise && originDir) {
      const git = gitHttpPath(requestUrl.pathname, fullName);
      if (git) {
        const record = {
          method,
          path: requestUrl.pathname,
          query: Object.fromEntries(requestUrl.searchParams),
          operationId: git.operationId,
          body: undefined,
          status: 0,
          authenticated: headers.authorization !== undefined,
          at: performance.now(),
        };
        requests.push(record);
        record.status = await serveGitHttp(req, res, {
          originDir,
          pathInfo: git.pathInfo,
          query: requestUrl.search.slice(1),
          headers,
          token: options.token,
        });
        return;
      }
    }
    // With `enterprise`, the API lives under /api/v3 (GraphQL at /api/graphql); anything else is unknown.
    const path = !enterprise
      ? requestUrl.pathname
      : requestUrl.pathname === '/api/graphql'
        ? '/graphql'
        : requestUrl.pathname.startsWith('/api/v3/')
          ? requestUrl.pathname.slice(apiPrefix.length)
          : `/not-an-enterprise-api-path${requestUrl.pathname}`;
    const record: RecordedGitHubRequest = {
      method,
      path,
      query: Object.fromEntries(requestUrl.searchParams),
      operationId: undefined,
      body: undefined,
      status: 0,
      authenticated: headers.authorization !== undefined,
      at: performance.now(),
    };
    requests.push(record);
    const reply = (status: number, body: unknown, extra?: Record<string, string>): void => {
      record.status = status;
      send(res, status, body, extra);
    };
    const fail = (failure: Omit<ValidationFailure, 'method' | 'path'>): void => {
      validationErrors.push({ method, path, ...failure });
    };

    const raw = await readBody(req);
    if (raw.trim() !== '') {
      try {
        record.body = JSON.parse(raw);
      } catch {
        fail({ kind: 'request', errors: ['body is not JSON'] });
        return reply(400, {
          message: 'Problems parsing JSON',
          documentation_url: DOCS,
          status: '400',
        });
      }
    }

    // GitHub's log download addresses are signed: they take no token.
    if (method === 'GET' && serveLogDownload(ctx, path, res)) {
      record.operationId = 'log-download';
      record.status = res.statusCode;
      return;
    }

    if (options.token !== undefined) {
      const given = /^(?:token|bearer)\s+(.+)$/i.exec(headers.authorization ?? '')?.[1];
      if (given !== options.token) {
        return reply(401, { message: 'Bad credentials', documentation_url: DOCS, status: '401' });
      }
    }

    const injected = (operationId: string): boolean => {
      const fault = faults.find((f) => f.operationId === operationId && (f.times ?? 1) > 0);
      if (!fault) return false;
      fault.times = (fault.times ?? 1) - 1;
      record.fault = true;
      reply(fault.status, fault.body ?? { message: 'Server Error' }, fault.headers);
      return true;
    };

    if (method === 'POST' && path === '/graphql') {
      record.operationId = 'graphql';
      if (injected('graphql')) return;
      const answer = await answerGraphQL(record.body, state, seq, htmlUrl);
      if (answer.problems.length > 0)
        fail({ kind: 'graphql', operationId: 'graphql', errors: answer.problems });
      return reply(answer.status, answer.body);
    }

    const match = openapi.match(method, path);
    if (!match) {
      fail({
        kind: 'unknown-operation',
        errors: [`no operation in the OpenAPI subset for ${method} ${path}`],
      });
      return reply(404, { message: 'Not Found', documentation_url: DOCS, status: '404' });
    }
    const operationId = match.operation.operationId!;
    record.operationId = operationId;

    if (injected(operationId)) return;

    const check = openapi.validateRequest(match.operation, {
      method,
      path,
      query: queryObject(requestUrl.searchParams),
      headers,
      body: record.body,
    });
    if (!check.valid) {
      fail({ kind: 'request', operationId, errors: check.errors });
      return reply(422, {
        message: invalidRequestMessage(check.errors),
        documentation_url: DOCS,
        status: '422',
      });
    }

    const handler = operations[operationId] ?? reviewCommentOperations[operationId];
    if (!handler) {
      fail({
        kind: 'unknown-operation',
        operationId,
        errors: [`the emulator does not implement ${operationId}`],
      });
      return reply(404, { message: 'Not Found', documentation_url: DOCS, status: '404' });
    }
    let status: number;
    let body: unknown;
    let extra: Record<string, string> | undefined;
    try {
      ({
        status,
        body,
        headers: extra,
      } = handler({
        params: match.params,
        query: requestUrl.searchParams,
        body: record.body,
        url: requestUrl,
        ctx,
      }));
    } catch (error) {
      if (!(error instanceof GitHubError)) throw error;
      ({ status, body } = error);
    }
    const response = match.operation.responses?.[String(status)] as
      { content?: unknown } | undefined;
    const outcome =
      response === undefined
        ? {
            valid: typeof (body as { message?: unknown })?.message === 'string',
            errors: ['error body without a message'],
          }
        : response.content === undefined
          ? // Declared without content (204): GitHub sends no body.
            { valid: body === undefined, errors: ['a body in a response declared without one'] }
          : openapi.validateResponse(match.operation, status, body);
    if (!outcome.valid) {
      fail({ kind: 'response', operationId, status, errors: outcome.errors });
      return reply(500, {
        message: `emulator sent an invalid ${operationId} response`,
        documentation_url: DOCS,
      });
    }
    reply(status, body, extra);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      validationErrors.push({
        kind: 'response',
        method: req.method ?? '',
        path: req.url ?? '',
        errors: [`emulator crashed: ${error instanceof Error ? error.stack : String(error)}`],
      });
      if (!res.headersSent) send(res, 500, { message: 'emulator crashed' });
      else res.end();
    });
  });
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  if (enterprise && options.htmlUrl === undefined) htmlUrl = url;

  return {
    url,
    apiUrl: `${url}${apiPrefix}`,
    graphqlUrl: `${url}${enterprise ? '/api/graphql' : '/graphql'}`,
    state,
    requests,
    validationErrors,
    addPull(seed) {
      const id = seq.id();
      const now = seq.now();
      const headRepoFullName = seed.headRepoFullName ?? fullName;
      const headSha =
        seed.headSha ??
        (headRepoFullName === fullName ? branchSha(seed.head) : undefined) ??
        fakeSha(`${headRepoFullName}:${seed.head}`);
      if (headRepoFullName === fullName && !branchSha(seed.head))
        state.branches.set(seed.head, headSha);
      const pull: EmulatedPull = {
        number: seq.number(state),
        id,
        nodeId: nodeId('PR', id),
        title: seed.title ?? `Changes from ${seed.head}`,
        body: seed.body ?? null,
        state: seed.state ?? 'open',
        draft: seed.draft ?? false,
        merged: false,
        head: { ref: seed.head, sha: headSha, repoFullName: headRepoFullName },
        base: { ref: seed.base ?? state.repository.defaultBranch },
        user: seed.user ?? headRepoFullName.split('/')[0]!,
        labels: [...(seed.labels ?? [])],
        maintainerCanModify: true,
        createdAt: now,
        updatedAt: now,
        closedAt: seed.state === 'closed' ? now : null,
      };
      pull.labels.forEach((l) => ensureLabel(state, seq, l));
      ensureUser(state, seq, pull.user);
      state.pulls.set(pull.number, pull);
      return pull;
    },
    addIssue(seed = {}) {
      const id = seq.id();
      const now = seq.now();
      const issue: EmulatedIssue = {
        number: seq.number(state),
        id,
        nodeId: nodeId('I', id),
        title: seed.title ?? 'An issue',
        body: seed.body ?? null,
        state: seed.state ?? 'open',
        labels: [...(seed.labels ?? [])],
        user: seed.user ?? 'octocat',
        createdAt: now,
        updatedAt: now,
        closedAt: seed.state === 'closed' ? now : null,
      };
      issue.labels.forEach((l) => ensureLabel(state, seq, l));
      ensureUser(state, seq, issue.user);
      state.issues.set(issue.number, issue);
      return issue;
    },
    addComment(seed) {
      if (!state.issues.has(seed.issueNumber) && !state.pulls.has(seed.issueNumber)) {
        throw new Error(`addComment: no issue or pull request #${seed.issueNumber}`);
      }
      const id = seq.id();
      const now = seq.now();
      const comment: EmulatedComment = {
        id,
        nodeId: nodeId('IC', id),
        issueNumber: seed.issueNumber,
        body: seed.body,
        user: seed.user ?? 'octocat',
        createdAt: now,
        updatedAt: now,
      };
      ensureUser(state, seq, comment.user);
      state.comments.push(comment);
      return comment;
    },
    addStatus(seed) {
      const id = seq.id();
      const now = seq.now();
      state.statuses.push({
        id,
        nodeId: nodeId('SC', id),
        sha: seed.sha,
        state: seed.state,
        context: seed.context ?? 'default',
        description: seed.description ?? null,
        targetUrl: seed.targetUrl ?? null,
        creator: seed.creator ?? state.viewer,
        createdAt: now,
        updatedAt: now,
      });
    },
    setPermission(login, role) {
      ensureUser(state, seq, login);
      state.permissions.set(login, role);
    },
    addReviewThread(seed) {
      return addReviewThread(state, seq, seed);
    },
    repliesTo(thread) {
      return thread.comments.slice(1).map((c) => ({ user: c.user, body: c.body }));
    },
    addUser(login, type) {
      const user = ensureUser(state, seq, login);
      if (type) user.type = type;
    },
    addWorkflowRun(seed) {
      return addRun(ctx, seed);
    },
    finishWorkflowRun(runId, seed) {
      const run = runById(runId);
      finishRun(ctx, run, seed);
      return run;
    },
    rerunWorkflowRun(runId) {
      const run = runById(runId);
      rerun(run);
      return run;
    },
    workflowRunJson(runId) {
      return workflowRunObject(ctx, runById(runId)) as unknown as Record<string, unknown>;
    },
    setBranch(name, sha = fakeSha(`${name}@${seq.id()}`)) {
      state.branches.set(name, sha);
      return sha;
    },
    injectFault(fault) {
      faults.push({ ...fault });
    },
    injectServerError(operationId, { status = 502, times = 1 } = {}) {
      const message = status === 502 ? 'Server Error' : 'Internal Server Error';
      faults.push({ operationId, status, times, body: { message } });
    },
    injectSecondaryRateLimit(operationId, { retryAfterSeconds, status = 403, times = 1 }) {
      faults.push({
        operationId,
        status,
        times,
        body: {
          message: SECONDARY_RATE_LIMIT_MESSAGE,
          documentation_url:
            'https://docs.github.com/rest/using-the-rest-api/rate-limits-for-the-rest-api#about-secondary-rate-limits',
          status: String(status),
        },
        headers: { 'retry-after': String(retryAfterSeconds) },
      });
    },
    injectPrimaryRateLimit(operationId, { resetInSeconds, times = 1 }) {
      faults.push({
        operationId,
        status: 403,
        times,
        body: {
          message: PRIMARY_RATE_LIMIT_MESSAGE,
          documentation_url:
            'https://docs.github.com/rest/using-the-rest-api/rate-limits-for-the-rest-api',
          status: '403',
        },
        headers: {
          'x-ratelimit-limit': '5000',
          'x-ratelimit-remaining': '0',
          'x-ratelimit-used': '5000',
          'x-ratelimit-reset': String(Math.ceil(Date.now() / 1000 + resetInSeconds)),
        },
      });
    },
    requestsFor(operationId) {
      return requests.filter((r) => r.operationId === operationId);
    },
    assertNoValidationErrors() {
      if (validationErrors.length === 0) return;
      const lines = validationErrors.map(
        (f) =>
          `${f.kind} ${f.method} ${f.path}${f.operationId ? ` (${f.operationId})` : ''}: ${f.errors.join('; ')}`,
      );
      throw new Error(`GitHub emulator saw invalid traffic:\n${lines.join('\n')}`);
    },
    close() {
      return new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
    },
  };
}
