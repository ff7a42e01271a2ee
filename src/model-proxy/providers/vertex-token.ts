/**
 * Access tokens for Vertex AI, got and held by the harness alone.
 *
 * - A service account signs its own JWT grant (RS256, node crypto) and posts it to the file's
 *   `token_uri`: Google's libraries, and claude's own Google auth, post to Google's endpoint
 *   whatever the file says, which breaks private and sovereign-cloud endpoints.
 * - An external account (Workload Identity Federation) reads its subject token (a file, or a URL
 *   such as GitHub's OIDC endpoint), exchanges it at the file's STS `token_url`, and then, when
 *   the file names a service account to impersonate, asks IAM Credentials for that account's
 *   token with the federated one.
 *
 * A token is reused until five minutes before it expires; one refresh runs at a time however
 * many requests wait for it. Every failure is a VertexCredentialError naming the file field or
 * the endpoint and, for a refusal, the permission it lacks; no grant or token is ever put in one.
 */
import { sign } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import {
  VertexCredentialError,
  type ExternalAccountCredentials,
  type GoogleCredentials,
  type ServiceAccountCredentials,
} from './vertex-credentials.js';

/** The scope Vertex AI needs. */
export const CLOUD_PLATFORM_SCOPE = 'https://www.googleapis.com/auth/cloud-platform';

/** A token is replaced once it has less than this left. */
export const REFRESH_MARGIN_MS = 5 * 60_000;

/** The lifetime of the JWT grant a service account signs (Google's maximum). */
const GRANT_LIFETIME_S = 3600;

/** One token endpoint call may take this long. */
const CALL_TIMEOUT_MS = 30_000;

export interface AccessToken {
  value: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

export interface TokenSourceOptions {
  /** The clock (epoch milliseconds); tests move it. */
  now?: () => number;
}

export interface VertexTokenSource {
  /** A token with more than the refresh margin left (refreshed when needed). */
  accessToken(): Promise<string>;
  /** What the tokens are for, for the log: the account and the endpoint, no secret. */
  readonly description: string;
}

/** The token source for `credentials`. */
export function vertexTokenSource(
  credentials: GoogleCredentials,
  options: TokenSourceOptions = {},
): VertexTokenSource {
  const now = options.now ?? Date.now;
  const fetchToken = (): Promise<AccessToken> =>
    credentials.type === 'service_account'
      ? serviceAccountToken(credentials, now())
      : externalAccountToken(credentials, now());
  let current: AccessToken | undefined;
  let pending: Promise<AccessToken> | undefined;
  const refresh = (): Promise<AccessToken> =>
    (pending ??= fetchToken()
      .then((token) => (current = token))
      .finally(() => (pending = undefined)));
  return {
    description: describe(credentials),
    async accessToken() {
      if (current && current.expiresAt - now() > REFRESH_MARGIN_MS) return current.value;
      try {
        return (await refresh()).value;
      } catch (error) {
        // A failed early refresh keeps the token still valid; the next request tries again.
        if (current && current.expiresAt > now()) return current.value;
        throw error;
      }
    },
  };
}

function describe(credentials: GoogleCredentials): string {
  if (credentials.type === 'service_account') {
    return `service account ${credentials.clientEmail} (token_uri ${credentials.tokenUri})`;
  }
  const impersonated = credentials.impersonationUrl
    ? `, impersonating ${serviceAccountOf(credentials.impersonationUrl)}`
    : '';
  return `Workload Identity Federation ${credentials.audience} (token_url ${credentials.tokenUrl}${impersonated})`;
}

/** The account in an IAM Credentials URL (`.../serviceAccounts/<email>:generateAccessToken`). */
function serviceAccountOf(url: string): string {
  const match = /serviceAccounts\/([^/:]+)/.exec(decodeURIComponent(url));
  return match?.[1] ?? url;
}

// ---- service accounts: the JWT bearer grant (RFC 7523) ----

/** The signed grant: header and claims as Google expects them, RS256 with the file's key. */
export function signedGrant(credentials: ServiceAccountCredentials, nowMs: number): string {
  const issuedAt = Math.floor(nowMs / 1000);
  const header = {
    alg: 'RS256',
    typ: 'JWT',
    ...(credentials.privateKeyId ? { kid: credentials.privateKeyId } : {}),
  };
  const claims = {
    iss: credentials.clientEmail,
    scope: CLOUD_PLATFORM_SCOPE,
    aud: credentials.tokenUri,
    iat: issuedAt,
    exp: issuedAt + GRANT_LIFETIME_S,
  };
  const input = `${base64url(header)}.${base64url(claims)}`;
  const signature = sign('sha256', Buffer.from(input), credentials.privateKey);
  return `${input}.${signature.toString('base64url')}`;
}

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

async function serviceAccountToken(
  credentials: ServiceAccountCredentials,
  nowMs: number,
): Promise<AccessToken> {
  const endpoint = { url: credentials.tokenUri, field: 'token_uri', file: credentials.file };
  const answer = await callTokenEndpoint(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
      assertion: signedGrant(credentials, nowMs),
    }).toString(),
  });
  return oauthToken(answer, endpoint, nowMs);
}

// ---- external accounts: subject token, STS exchange (RFC 8693), impersonation ----

async function externalAccountToken(
  credentials: ExternalAccountCredentials,
  nowMs: number,
): Promise<AccessToken> {
  const subjectToken = await readSubjectToken(credentials);
  const sts = { url: credentials.tokenUrl, field: 'token_url', file: credentials.file };
  const exchange: Record<string, string> = {
    grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
    audience: credentials.audience,
    scope: CLOUD_PLATFORM_SCOPE,
    requested_token_type: 'urn:ietf:params:oauth:token-type:access_token',
    subject_token: subjectToken,
    subject_token_type: credentials.subjectTokenType,
  };
  if (credentials.workforcePoolUserProject && !credentials.impersonationUrl) {
    exchange.options = JSON.stringify({ userProject: credentials.workforcePoolUserProject });
  }
  const federated = oauthToken(
    await callTokenEndpoint(sts, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(exchange).toString(),
    }),
    sts,
    nowMs,
  );
  if (!credentials.impersonationUrl) return federated;
  return impersonatedToken(credentials, credentials.impersonationUrl, federated.value);
}

async function impersonatedToken(
  credentials: ExternalAccountCredentials,
  url: string,
  federatedToken: string,
): Promise<AccessToken> {
  const endpoint = { url, field: 'service_account_impersonation_url', file: credentials.file };
  const answer = await callTokenEndpoint(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${federatedToken}` },
    body: JSON.stringify({
      scope: [CLOUD_PLATFORM_SCOPE],
      lifetime: `${credentials.tokenLifetimeSeconds}s`,
    }),
  });
  const value = answer.accessToken;
  const expiresAt = typeof answer.expireTime === 'string' ? Date.parse(answer.expireTime) : NaN;
  if (typeof value !== 'string' || !value || !Number.isFinite(expiresAt)) {
    throw new VertexCredentialError(
      `${endpointName(endpoint)} answered without "accessToken" and "expireTime".`,
    );
  }
  return { value, expiresAt };
}

async function readSubjectToken(credentials: ExternalAccountCredentials): Promise<string> {
  const source = credentials.source;
  let text: string;
  if (source.kind === 'file') {
    try {
      text = await readFile(source.path, 'utf8');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'unreadable';
      throw new VertexCredentialError(
        `${credentials.file}: field "credential_source.file" names ${source.path}, which cannot be read (${code}).`,
      );
    }
  } else {
    const endpoint = { url: source.url, field: 'credential_source.url', file: credentials.file };
    const response = await call(endpoint, { method: 'GET', headers: source.headers });
    text = response.text;
    if (!response.ok) {
      const hint =
        response.status === 401 || response.status === 403
          ? " (in GitHub Actions the job needs `permissions: id-token: write`, and the file's request token lasts only as long as the job)"
          : '';
      throw new VertexCredentialError(
        `${endpointName(endpoint)} answered ${response.status} for the subject token${hint}.`,
      );
    }
  }
  const where = `${credentials.file}: the subject token from "credential_source.${source.kind}"`;
  let token: unknown = text.trim();
  if (source.format.type === 'json') {
    try {
      token = (JSON.parse(text) as Record<string, unknown>)[source.format.field];
    } catch {
      throw new VertexCredentialError(`${where} is not JSON (credential_source.format.type).`);
    }
  }
  if (typeof token !== 'string' || !token) {
    const field =
      source.format.type === 'json'
        ? ` has no field "${source.format.field}" (credential_source.format.subject_token_field_name)`
        : ' is empty';
    throw new VertexCredentialError(`${where}${field}.`);
  }
  return token;
}

// ---- calls ----

/** A token endpoint and the file field that named it. */
interface Endpoint {
  url: string;
  field: string;
  file: string;
}

function endpointName(endpoint: Endpoint): string {
  const url = new URL(endpoint.url);
  return `${url.origin}${url.pathname} (${endpoint.field} in ${endpoint.file})`;
}

interface CallAnswer {
  ok: boolean;
  status: number;
  text: string;
}

/** A kept-alive connection the server had closed: the request never reached it, so once more. */
const STALE_CONNECTION = new Set(['UND_ERR_SOCKET', 'ECONNRESET']);

async function call(
  endpoint: Endpoint,
  init: { method: string; headers: Record<string, string>; body?: string },
  retried = false,
): Promise<CallAnswer> {
  try {
    const response = await fetch(endpoint.url, {
      ...init,
      redirect: 'error',
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
    return { ok: response.ok, status: response.status, text: await response.text() };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    if (!retried && STALE_CONNECTION.has(cause?.code ?? '')) return call(endpoint, init, true);
    const reason = cause?.code ?? cause?.message ?? (error as Error).message;
    throw new VertexCredentialError(`${endpointName(endpoint)} could not be reached (${reason}).`);
  }
}

/** A JSON answer from a token endpoint; a refusal becomes a message naming what to fix. */
async function callTokenEndpoint(
  endpoint: Endpoint,
  init: { method: string; headers: Record<string, string>; body: string },
): Promise<Record<string, unknown>> {
  const answer = await call(endpoint, init);
  let json: Record<string, unknown> | undefined;
  try {
    const parsed: unknown = JSON.parse(answer.text);
    if (parsed && typeof parsed === 'object') json = parsed as Record<string, unknown>;
  } catch {
    json = undefined;
  }
  if (!answer.ok) {
    throw new VertexCredentialError(
      `${endpointName(endpoint)} refused the token request: ${answer.status}${refusalReason(json)}${permissionHint(endpoint, answer.status)}.`,
    );
  }
  if (!json) throw new VertexCredentialError(`${endpointName(endpoint)} answered with no JSON.`);
  return json;
}

/** Google's own words for a refusal: OAuth's error fields, or a Google API error's message. */
function refusalReason(json: Record<string, unknown> | undefined): string {
  if (!json) return '';
  const nested = json.error && typeof json.error === 'object' ? json.error : undefined;
  const parts = nested
    ? [(nested as Record<string, unknown>).status, (nested as Record<string, unknown>).message]
    : [json.error, json.error_description];
  const words = parts.filter((part): part is string => typeof part === 'string' && part !== '');
  return words.length ? ` ${words.join(': ').slice(0, 400)}` : '';
}

function permissionHint(endpoint: Endpoint, status: number): string {
  // STS answers 400 for a token its provider does not trust.
  if (endpoint.field === 'token_url' && status >= 400 && status < 500) {
    return ' (check "audience" in the file: the workload identity provider must trust this token and its attribute condition must admit it)';
  }
  if (endpoint.field === 'token_uri' && status >= 400 && status < 500) {
    return " (Google answers so for a key that was disabled or deleted: check the service account's keys)";
  }
  if (
    endpoint.field === 'service_account_impersonation_url' &&
    (status === 401 || status === 403)
  ) {
    return ' (the federated identity needs iam.serviceAccounts.getAccessToken on the service account: roles/iam.workloadIdentityUser)';
  }
  return '';
}

/** An OAuth token answer (`access_token`, `expires_in` seconds). */
function oauthToken(
  answer: Record<string, unknown>,
  endpoint: Endpoint,
  nowMs: number,
): AccessToken {
  const value = answer.access_token;
  const expiresIn = Number(answer.expires_in ?? 3600);
  if (typeof value !== 'string' || !value || !Number.isFinite(expiresIn) || expiresIn <= 0) {
    throw new VertexCredentialError(
      `${endpointName(endpoint)} answered without "access_token" and "expires_in".`,
    );
  }
  return { value, expiresAt: nowMs + expiresIn * 1000 };
}
