/**
 * The REST/GraphQL client, with octokit's retry and throttling plugins:
 *
 * - Server errors (5xx) are retried up to 3 times with a growing wait (1 s, 4 s, 9 s), but only
 *   for requests that are safe to send twice (see `safeToRepeat`): a comment is never posted
 *   twice because its first answer was lost.
 * - Rate limits are waited out when GitHub says how long: a secondary limit (403/429 with
 *   `retry-after`) and the primary limit (`x-ratelimit-remaining: 0` until
 *   `x-ratelimit-reset`). GitHub refused those requests before doing anything, so any request may
 *   be sent again. Waits longer than `MAX_RATE_LIMIT_WAIT_SECONDS` are not worth a runner's time.
 * - Writes are spaced (one at a time, one second apart), as GitHub asks of integrations.
 */
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import { Octokit as RestOctokit } from '@octokit/rest';
import Bottleneck from 'bottleneck/light.js';

export type { Octokit } from '@octokit/rest';
import type { Octokit } from '@octokit/rest';

export interface OctokitOptions {
  token: string;
  /** API root, e.g. https://api.github.com, https://ghe.example/api/v3 or http://127.0.0.1:PORT. */
  baseUrl?: string;
  /**
   * GraphQL endpoint (the runner's GITHUB_GRAPHQL_URL). Without it, octokit's own rule applies:
   * `<baseUrl>/graphql`, or `https://host/api/graphql` for a GHES `https://host/api/v3`.
   */
  graphqlUrl?: string;
  /**
   * How long one second of GitHub's waits lasts, in ms: 1000. Tests scale every wait (retry-after,
   * rate-limit resets, backoff, write spacing) down with it instead of waiting for real minutes.
   */
  secondMs?: number;
  userAgent?: string;
  /** Where octokit's warnings and failed-request lines go. Default the console. */
  log?: { warn(message: string): void; error(message: string): void };
}

/** Retries of a server error, waiting 1, 4 and 9 seconds (plugin-retry's quadratic backoff). */
export const SERVER_ERROR_RETRIES = 3;
/** Longest rate-limit wait worth a runner's time, in seconds. */
export const MAX_RATE_LIMIT_WAIT_SECONDS = 300;
/** How many times one request waits out a rate limit. */
export const RATE_LIMIT_RETRIES = 2;

/** The variable a test sets to scale GitHub's waits (ms per second); never set in a workflow. */
export const TEST_SECOND_MS_VARIABLE = 'RALPH_TEST_GITHUB_SECOND_MS';

/** The default API root: GITHUB_API_URL when set (GHES, tests), without a trailing slash. */
export function apiUrlFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return (env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, '');
}

/** The scaled length of a second a test asked for, if any. */
export function secondMsFromEnv(env: NodeJS.ProcessEnv): number | undefined {
  const value = Number(env[TEST_SECOND_MS_VARIABLE]);
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

/** GraphQL's path: `/graphql`, or `/api/graphql` on GitHub Enterprise Server. */
const GRAPHQL_PATH = /^(?:\/api)?\/graphql$/;

/** POSTs that may be repeated: a repeat changes nothing or is answered in a way that is handled. */
const REPEATABLE_POSTS: RegExp[] = [
  // A repeated create is answered "A pull request already exists", which ensurePullRequest handles.
  /\/pulls$/,
  // A commit status is a list where the newest entry per context counts.
  /\/statuses\/[^/]+$/,
  // Reacting twice returns the existing reaction; adding a label twice keeps one.
  /\/reactions$/,
  /\/labels$/,
  // GraphQL mutations set a state (draft state, a thread resolved); a thread reply, which adds
  // one, opts out with `request: { retries: 0 }` (see review-threads.ts). GHES serves it at
  // /api/graphql.
  GRAPHQL_PATH,
];

/** Whether a request may be sent again after a server error, its first answer being unknown. */
export function safeToRepeat(method: string, url: string): boolean {
  const verb = method.toUpperCase();
  if (verb !== 'POST') return true; // GET, HEAD, PUT, PATCH and DELETE set a state.
  const path = new URL(url, 'http://github.invalid').pathname;
  return REPEATABLE_POSTS.some((pattern) => pattern.test(path));
}

/** Whether to wait `retryAfterSeconds` for a rate limit and try the request again. */
export function waitForRateLimit(retryAfterSeconds: number, retryCount: number): boolean {
  return retryCount < RATE_LIMIT_RETRIES && retryAfterSeconds <= MAX_RATE_LIMIT_WAIT_SECONDS;
}

const ClientClass = RestOctokit.plugin(retry, throttling);

export function createOctokit(options: OctokitOptions): Octokit {
  const secondMs = options.secondMs ?? 1000;
  const warn = options.log?.warn ?? console.warn;
  const onLimit =
    (kind: string) =>
    (retryAfter: number, request: { method: string; url: string }, _o: unknown, count: number) => {
      const route = `${request.method} ${request.url}`;
      if (waitForRateLimit(retryAfter, count)) {
        warn(`GitHub's ${kind} stopped ${route}; retrying in ${retryAfter} s, as GitHub asked.`);
        return true;
      }
      warn(`GitHub's ${kind} stopped ${route} for ${retryAfter} s; not waiting that long.`);
      return false;
    };
  const octokit = new ClientClass({
    auth: options.token,
    baseUrl: (options.baseUrl ?? apiUrlFromEnv()).replace(/\/+$/, ''),
    userAgent: options.userAgent ?? 'ralph-action',
    log: {
      debug: () => {},
      info: () => {},
      warn,
      error: options.log?.error ?? console.error,
    },
    retry: {
      retries: SERVER_ERROR_RETRIES,
      retryAfterBaseValue: secondMs,
      // Rate limits (403/429) are the throttling plugin's; other client errors are final.
      doNotRetry: [400, 401, 403, 404, 410, 422, 429, 451],
    },
    throttle: {
      id: 'ralph-action',
      retryAfterBaseValue: secondMs,
      write: new Bottleneck.Group({ maxConcurrent: 1, minTime: secondMs }),
      onRateLimit: onLimit('rate limit'),
      onSecondaryRateLimit: onLimit('secondary rate limit'),
    },
  });
  const graphqlUrl = options.graphqlUrl?.replace(/\/+$/, '');
  octokit.hook.before('request', (request) => {
    if (
      graphqlUrl &&
      GRAPHQL_PATH.test(new URL(String(request.url), 'http://github.invalid').pathname)
    )
      request.url = graphqlUrl;
    if (!safeToRepeat(String(request.method), String(request.url))) {
      request.request = { ...request.request, retries: 0 };
    }
  });
  return octokit;
}
