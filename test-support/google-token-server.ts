/**
 * A fake Google token service on 127.0.0.1: the OAuth token endpoint a service account posts its
 * signed JWT grant to, an STS token exchange, IAM Credentials' generateAccessToken, and an OIDC
 * endpoint like GitHub's that hands out the subject token. It checks what Google checks: the
 * grant's RS256 signature against the test key's public half, its audience (this endpoint),
 * issuer, scope and lifetime; the exchange's audience and subject token; the impersonation's
 * federated bearer. Every token it issues is random; `isValid` tells a Vertex fake whether a
 * bearer is one of them and unexpired.
 */
import {
  createPublicKey,
  generateKeyPairSync,
  randomBytes,
  verify,
  type KeyObject,
} from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const TEST_SERVICE_ACCOUNT = 'ralph-test@test-project.iam.gserviceaccount.com';
export const TEST_AUDIENCE =
  '//iam.googleapis.com/projects/123/locations/global/workloadIdentityPools/pool/providers/github';
/** The subject token the fake OIDC endpoint hands out, and the request token it wants. */
export const TEST_SUBJECT_TOKEN = 'eyJ0ZXN0Ijoic3ViamVjdCJ9.subject.token';
export const TEST_OIDC_REQUEST_TOKEN = 'oidc-request-token-for-tests';

export interface TokenServerRequest {
  path: string;
  /** What the server made of it: `issued`, or why it refused. */
  outcome: string;
  /** For a JWT grant: its decoded header and claims. */
  grant?: { header: Record<string, unknown>; claims: Record<string, unknown> };
}

export interface TokenServerOptions {
  /** Lifetime of the tokens it issues, in seconds (default 3600). */
  expiresIn?: number;
  /** Refuse every request to this path with this status. */
  refuse?: { path: string; status: number; body: unknown };
}

export interface GoogleTokenServer {
  url: string;
  /** The OAuth token endpoint (service accounts' `token_uri`). */
  tokenUri: string;
  /** The STS endpoint (external accounts' `token_url`). */
  stsUrl: string;
  /** generateAccessToken for TEST_SERVICE_ACCOUNT. */
  impersonationUrl: string;
  /** GitHub-like OIDC endpoint (`credential_source.url`). */
  oidcUrl: string;
  /** The key pair whose private half the service account file holds. */
  privateKeyPem: string;
  publicKey: KeyObject;
  requests: TokenServerRequest[];
  /** Tokens issued to callers (every kind). */
  issued: string[];
  /** Every JWT grant received, as sent. */
  assertions: string[];
  /** A bearer this server issued as a final access token, not yet expired. */
  isValid(token: string): boolean;
  /** A service account key file pointing at this server (named `name`, in `dir`). */
  writeServiceAccountFile(dir?: string, extra?: Record<string, unknown>, name?: string): string;
  /** A Workload Identity Federation file as google-github-actions/auth writes it. */
  writeExternalAccountFile(dir?: string, extra?: Record<string, unknown>, name?: string): string;
  close(): Promise<void>;
}

const JWT_BEARER = 'urn:ietf:params:oauth:grant-type:jwt-bearer';
const TOKEN_EXCHANGE = 'urn:ietf:params:oauth:grant-type:token-exchange';
const SCOPE = 'https://www.googleapis.com/auth/cloud-platform';

export async function startGoogleTokenServer(
  options: TokenServerOptions = {},
): Promise<GoogleTokenServer> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const privateKeyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const expiresIn = options.expiresIn ?? 3600;
  const requests: TokenServerRequest[] = [];
  const issued: string[] = [];
  const assertions: string[] = [];
  /** Final access tokens and their expiry (epoch ms). */
  const accessTokens = new Map<string, number>();
  const federatedTokens = new Set<string>();
  const keyId = randomBytes(8).toString('hex');
  let base = '';

  const issue = (kind: string, final: boolean): string => {
    const token = `ya29.${kind}-${randomBytes(24).toString('base64url')}`;
    issued.push(token);
    if (final) accessTokens.set(token, Date.now() + expiresIn * 1000);
    return token;
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const body = await readBody(req);
    const path = req.url ?? '/';
    const record: TokenServerRequest = { path, outcome: 'issued' };
    requests.push(record);
    const answer = (status: number, json: unknown, outcome?: string): void => {
      if (outcome) record.outcome = outcome;
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    };
    const refuse = (status: number, error: string, description: string): void =>
      answer(status, { error, error_description: description }, `${error}: ${description}`);
    if (options.refuse && path.startsWith(options.refuse.path)) {
      return answer(options.refuse.status, options.refuse.body, `refused ${options.refuse.status}`);
    }

    if (req.method === 'POST' && path === '/token') {
      const form = new URLSearchParams(body);
      if (form.get('grant_type') !== JWT_BEARER) {
        return refuse(400, 'unsupported_grant_type', 'expected the JWT bearer grant');
      }
      assertions.push(form.get('assertion') ?? '');
      const verdict = checkGrant(form.get('assertion') ?? '', publicKey, `${base}/token`);
      if (typeof verdict === 'string') return refuse(400, 'invalid_grant', verdict);
      record.grant = verdict;
      if (verdict.header.kid !== keyId) return refuse(400, 'invalid_grant', 'unknown key id');
      return answer(200, {
        access_token: issue('sa', true),
        expires_in: expiresIn,
        token_type: 'Bearer',
      });
    }

    if (req.method === 'POST' && path === '/v1/token') {
      const form = new URLSearchParams(body);
      const problems = [
        form.get('grant_type') !== TOKEN_EXCHANGE && 'grant_type',
        form.get('audience') !== TEST_AUDIENCE && 'audience',
        form.get('subject_token') !== TEST_SUBJECT_TOKEN && 'subject_token',
        form.get('subject_token_type') !== 'urn:ietf:params:oauth:token-type:jwt' &&
          'subject_token_type',
        form.get('scope') !== SCOPE && 'scope',
      ].filter(Boolean);
      if (problems.length) {
        return refuse(400, 'invalid_request', `wrong ${problems.join(', ')}`);
      }
      const token = issue('federated', false);
      federatedTokens.add(token);
      return answer(200, {
        access_token: token,
        issued_token_type: 'urn:ietf:params:oauth:token-type:access_token',
        token_type: 'Bearer',
        expires_in: expiresIn,
      });
    }

    const impersonation = `/v1/projects/-/serviceAccounts/${TEST_SERVICE_ACCOUNT}:generateAccessToken`;
    if (req.method === 'POST' && decodeURIComponent(path) === impersonation) {
      const bearer = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
      if (!federatedTokens.has(bearer)) {
        return answer(
          401,
          { error: { code: 401, status: 'UNAUTHENTICATED', message: 'not a federated token' } },
          'not a federated token',
        );
      }
      const json = JSON.parse(body || '{}') as { scope?: string[]; lifetime?: string };
      if (!json.scope?.includes(SCOPE)) return refuse(400, 'invalid_request', 'no scope');
      const token = issue('impersonated', true);
      return answer(200, {
        accessToken: token,
        expireTime: new Date(Date.now() + expiresIn * 1000).toISOString(),
      });
    }

    if (req.method === 'GET' && path.startsWith('/oidc')) {
      if (req.headers.authorization !== `Bearer ${TEST_OIDC_REQUEST_TOKEN}`) {
        return answer(401, { message: 'bad request token' }, 'bad request token');
      }
      return answer(200, { count: 1, value: TEST_SUBJECT_TOKEN });
    }
    return answer(404, { error: 'not_found' }, 'not found');
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  base = `http://127.0.0.1:${address.port}`;
  const impersonationUrl = `${base}/v1/projects/-/serviceAccounts/${TEST_SERVICE_ACCOUNT}:generateAccessToken`;
  const writeJson = (dir: string | undefined, name: string, json: unknown): string => {
    const path = join(dir ?? mkdtempSync(join(tmpdir(), 'gcp-creds-')), name);
    writeFileSync(path, JSON.stringify(json, null, 2), { mode: 0o600 });
    return path;
  };

  return {
    url: base,
    tokenUri: `${base}/token`,
    stsUrl: `${base}/v1/token`,
    impersonationUrl,
    oidcUrl: `${base}/oidc?audience=${encodeURIComponent(TEST_AUDIENCE)}`,
    privateKeyPem,
    publicKey: createPublicKey(privateKeyPem),
    requests,
    issued,
    assertions,
    isValid: (token) => (accessTokens.get(token) ?? 0) > Date.now(),
    writeServiceAccountFile: (dir, extra = {}, name = 'service-account.json') =>
      writeJson(dir, name, {
        type: 'service_account',
        project_id: 'test-project',
        private_key_id: keyId,
        private_key: privateKeyPem,
        client_email: TEST_SERVICE_ACCOUNT,
        client_id: '1234567890',
        auth_uri: 'https://accounts.google.com/o/oauth2/auth',
        token_uri: `${base}/token`,
        universe_domain: 'googleapis.com',
        ...extra,
      }),
    writeExternalAccountFile: (
      dir,
      extra = {},
      name = `gha-creds-${randomBytes(8).toString('hex')}.json`,
    ) =>
      writeJson(dir, name, {
        type: 'external_account',
        audience: TEST_AUDIENCE,
        subject_token_type: 'urn:ietf:params:oauth:token-type:jwt',
        token_url: `${base}/v1/token`,
        credential_source: {
          url: `${base}/oidc?audience=${encodeURIComponent(TEST_AUDIENCE)}`,
          headers: { Authorization: `Bearer ${TEST_OIDC_REQUEST_TOKEN}` },
          format: { type: 'json', subject_token_field_name: 'value' },
        },
        service_account_impersonation_url: impersonationUrl,
        ...extra,
      }),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The grant's header and claims when its signature and claims hold, else why not. */
function checkGrant(
  assertion: string,
  publicKey: KeyObject,
  audience: string,
): { header: Record<string, unknown>; claims: Record<string, unknown> } | string {
  const parts = assertion.split('.');
  if (parts.length !== 3) return 'the assertion is not a JWT';
  const [head = '', payload = '', signature = ''] = parts;
  const header = decode(head);
  const claims = decode(payload);
  if (!header || !claims) return 'the assertion is not JSON';
  if (header.alg !== 'RS256') return `alg ${String(header.alg)}`;
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${payload}`),
    publicKey,
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return 'invalid JWT signature';
  const now = Math.floor(Date.now() / 1000);
  if (claims.iss !== TEST_SERVICE_ACCOUNT) return `iss ${String(claims.iss)}`;
  if (claims.aud !== audience) return `aud ${String(claims.aud)}`;
  if (claims.scope !== SCOPE) return `scope ${String(claims.scope)}`;
  const iat = Number(claims.iat);
  const exp = Number(claims.exp);
  if (!(iat <= now + 60 && exp > now && exp - iat <= 3600)) return 'invalid JWT lifetime';
  return { header, claims };
}

function decode(part: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
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
