/**
 * The REST/GraphQL client. Retries are deliberately narrow: an idempotent call (GET, HEAD, PUT,
 * DELETE) is retried once after a server error (5xx) or a secondary rate limit; nothing else is
 * retried, and no 4xx other than a rate limit ever is.
 */
import { Octokit } from '@octokit/rest';

export type { Octokit } from '@octokit/rest';

export interface OctokitOptions {
  token: string;
  /** API root, e.g. https://api.github.com, https://ghe.example/api/v3 or http://127.0.0.1:PORT. */
  baseUrl?: string;
  /** Wait before the retry of a server error. Default 1000 ms. */
  retryDelayMs?: number;
  /** Longest wait honoured for a rate limit's retry-after. Default 60 s. */
  maxRateLimitWaitMs?: number;
  userAgent?: string;
  /** Where octokit's warnings and failed-request lines go. Default the console. */
  log?: { warn(message: string): void; error(message: string): void };
}

const IDEMPOTENT = new Set(['GET', 'HEAD', 'PUT', 'DELETE']);

/** The default API root: GITHUB_API_URL when set (GHES, tests), without a trailing slash. */
export function apiUrlFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return (env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, '');
}

interface HttpErrorLike {
  status?: number;
  message?: string;
  response?: { headers?: Record<string, string | undefined> };
}

/** How long to wait before retrying, or undefined when the failure must not be retried. */
export function retryDelay(
  error: unknown,
  method: string,
  options: { retryDelayMs: number; maxRateLimitWaitMs: number },
): number | undefined {
  if (!IDEMPOTENT.has(method.toUpperCase())) return undefined;
  const { status, message = '', response } = (error ?? {}) as HttpErrorLike;
  if (typeof status !== 'number') return undefined;
  if (status >= 500) return options.retryDelayMs;
  const headers = response?.headers ?? {};
  const retryAfter = headers['retry-after'];
  const secondaryLimit =
    (status === 403 || status === 429) &&
    (retryAfter !== undefined || /secondary rate limit/i.test(message));
  if (!secondaryLimit) return undefined;
  const seconds = Number(retryAfter ?? 60);
  return Math.min(
    Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : 60_000,
    options.maxRateLimitWaitMs,
  );
}

export function createOctokit(options: OctokitOptions): Octokit {
  const octokit = new Octokit({
    auth: options.token,
    baseUrl: (options.baseUrl ?? apiUrlFromEnv()).replace(/\/+$/, ''),
    userAgent: options.userAgent ?? 'ralph-action',
    log: {
      debug: () => {},
      info: () => {},
      warn: options.log?.warn ?? console.warn,
      error: options.log?.error ?? console.error,
    },
  });
  const delays = {
    retryDelayMs: options.retryDelayMs ?? 1000,
    maxRateLimitWaitMs: options.maxRateLimitWaitMs ?? 60_000,
  };
  octokit.hook.wrap('request', async (request, requestOptions) => {
    try {
      return await request(requestOptions);
    } catch (error) {
      const delay = retryDelay(error, String(requestOptions.method), delays);
      if (delay === undefined) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
      return request(requestOptions);
    }
  });
  return octokit;
}
