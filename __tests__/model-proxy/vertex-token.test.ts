/**
 * Vertex access tokens from GOOGLE_APPLICATION_CREDENTIALS, against a fake Google token service
 * on 127.0.0.1 that verifies the JWT grant's signature with the test key's public half.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  readGoogleCredentials,
  VertexCredentialError,
} from '../../src/model-proxy/providers/vertex-credentials.js';
import {
  REFRESH_MARGIN_MS,
  vertexTokenSource,
} from '../../src/model-proxy/providers/vertex-token.js';
import {
  startGoogleTokenServer,
  TEST_AUDIENCE,
  TEST_SERVICE_ACCOUNT,
  TEST_SUBJECT_TOKEN,
  type GoogleTokenServer,
} from '../../test-support/google-token-server.js';

let server: GoogleTokenServer;
let dir: string;

beforeAll(async () => {
  server = await startGoogleTokenServer({ expiresIn: 330 });
  dir = mkdtempSync(join(tmpdir(), 'vertex-token-'));
});

afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

function sourceFor(file: string, now?: () => number) {
  return vertexTokenSource(readGoogleCredentials({ GOOGLE_APPLICATION_CREDENTIALS: file }), {
    now,
  });
}

/** Writes `json` as a credentials file and returns its path. */
function credentialsFile(name: string, json: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof json === 'string' ? json : JSON.stringify(json));
  return path;
}

function serviceAccountJson(extra: Record<string, unknown> = {}): Record<string, unknown> {
  const file = server.writeServiceAccountFile(dir);
  return { ...(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>), ...extra };
}

async function failure(run: () => Promise<unknown> | unknown): Promise<VertexCredentialError> {
  try {
    await run();
  } catch (error) {
    expect(error).toBeInstanceOf(VertexCredentialError);
    return error as VertexCredentialError;
  }
  throw new Error('expected a VertexCredentialError');
}

describe('service account', () => {
  test("signs the grant itself and posts it to the file's token_uri", async () => {
    const before = server.requests.length;
    const source = sourceFor(server.writeServiceAccountFile(dir));
    const token = await source.accessToken();
    expect(server.isValid(token)).toBe(true);
    const seen = server.requests.slice(before);
    expect(seen.map((r) => [r.path, r.outcome])).toEqual([['/token', 'issued']]);
    // The fake verified the RS256 signature with the public half; these are the claims it read.
    expect(seen[0]?.grant?.header).toMatchObject({ alg: 'RS256', typ: 'JWT' });
    expect(seen[0]?.grant?.claims).toMatchObject({
      iss: TEST_SERVICE_ACCOUNT,
      aud: server.tokenUri,
      scope: 'https://www.googleapis.com/auth/cloud-platform',
    });
    expect(source.description).toContain(server.tokenUri);
    expect(source.description).not.toContain('PRIVATE KEY');
  });

  test('a grant signed with another key is refused, and the message names token_uri and the file', async () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    const file = credentialsFile('other-key.json', serviceAccountJson({ private_key: other }));
    const error = await failure(() => sourceFor(file).accessToken());
    expect(error.message).toContain('token_uri in ' + file);
    expect(error.message).toContain('invalid_grant: invalid JWT signature');
    expect(error.message).not.toContain('PRIVATE KEY');
    expect(server.requests.at(-1)?.outcome).toBe('invalid_grant: invalid JWT signature');
  });

  test('the token is reused until five minutes before it expires, then refreshed', async () => {
    let clock = Date.now();
    const source = sourceFor(server.writeServiceAccountFile(dir), () => clock);
    const before = server.requests.length;
    const first = await source.accessToken();
    clock += 20_000; // 310 s left of 330: still more than the margin
    expect(await source.accessToken()).toBe(first);
    expect(server.requests.length - before).toBe(1);
    clock += 20_000; // 290 s left: less than the margin
    expect(330_000 - 40_000).toBeLessThan(REFRESH_MARGIN_MS);
    const second = await source.accessToken();
    expect(second).not.toBe(first);
    expect(server.isValid(second)).toBe(true);
    expect(server.requests.length - before).toBe(2);
  });

  test('requests waiting at once share one refresh', async () => {
    const source = sourceFor(server.writeServiceAccountFile(dir));
    const before = server.requests.length;
    const tokens = await Promise.all(Array.from({ length: 8 }, () => source.accessToken()));
    expect(new Set(tokens).size).toBe(1);
    expect(server.requests.length - before).toBe(1);
  });

  test('a failed early refresh keeps the token still valid; once expired the failure is told', async () => {
    const failing = await startGoogleTokenServer({ expiresIn: 330 });
    let clock = Date.now();
    const source = sourceFor(failing.writeServiceAccountFile(dir), () => clock);
    const first = await source.accessToken();
    await failing.close(); // the endpoint is gone
    clock += 40_000; // within the margin: refresh is due but fails
    expect(await source.accessToken()).toBe(first);
    clock += 330_000; // expired
    const error = await failure(() => source.accessToken());
    expect(error.message).toMatch(/could not be reached \(ECONNREFUSED\)/);
    expect(error.message).toContain('(token_uri in ');
  });
});

describe('external account (Workload Identity Federation)', () => {
  test('as google-github-actions/auth writes it: OIDC subject token, STS exchange, then impersonation', async () => {
    const before = server.requests.length;
    const source = sourceFor(server.writeExternalAccountFile(dir));
    const token = await source.accessToken();
    expect(server.isValid(token)).toBe(true);
    expect(token).toContain('impersonated');
    const paths = server.requests.slice(before).map((r) => [r.path.split('?')[0], r.outcome]);
    expect(paths).toEqual([
      ['/oidc', 'issued'],
      ['/v1/token', 'issued'],
      [`/v1/projects/-/serviceAccounts/${TEST_SERVICE_ACCOUNT}:generateAccessToken`, 'issued'],
    ]);
    expect(source.description).toContain(`impersonating ${TEST_SERVICE_ACCOUNT}`);
  });

  test('a file source in text format, without impersonation: the federated token itself', async () => {
    const subject = join(dir, 'subject-token');
    writeFileSync(subject, `${TEST_SUBJECT_TOKEN}\n`);
    const file = server.writeExternalAccountFile(dir, {
      credential_source: { file: subject },
      service_account_impersonation_url: undefined,
    });
    const token = await sourceFor(file).accessToken();
    expect(token).toContain('federated');
    expect(server.requests.at(-1)?.path).toBe('/v1/token');
  });

  test('a wrong audience: STS refuses, and the message points at "audience"', async () => {
    const file = server.writeExternalAccountFile(dir, { audience: `${TEST_AUDIENCE}-other` });
    const error = await failure(() => sourceFor(file).accessToken());
    expect(error.message).toContain(`(token_url in ${file})`);
    expect(error.message).toContain('invalid_request: wrong audience');
    expect(error.message).toContain('check "audience"');
  });

  test('a refused impersonation names the IAM permission', async () => {
    const refusing = await startGoogleTokenServer({
      refuse: {
        path: '/v1/projects/',
        status: 403,
        body: {
          error: { code: 403, status: 'PERMISSION_DENIED', message: 'Permission denied' },
        },
      },
    });
    try {
      const file = refusing.writeExternalAccountFile(dir);
      const error = await failure(() => sourceFor(file).accessToken());
      expect(error.message).toContain('service_account_impersonation_url in');
      expect(error.message).toContain('403 PERMISSION_DENIED: Permission denied');
      expect(error.message).toContain('iam.serviceAccounts.getAccessToken');
    } finally {
      await refusing.close();
    }
  });

  test('a subject token answer without its field names the field', async () => {
    const file = server.writeExternalAccountFile(dir, {
      credential_source: {
        url: server.oidcUrl,
        headers: { Authorization: 'Bearer oidc-request-token-for-tests' },
        format: { type: 'json', subject_token_field_name: 'token' },
      },
    });
    const error = await failure(() => sourceFor(file).accessToken());
    expect(error.message).toContain('has no field "token"');
  });

  test('a refused OIDC request says the job needs id-token: write', async () => {
    const file = server.writeExternalAccountFile(dir, {
      credential_source: {
        url: server.oidcUrl,
        headers: { Authorization: 'Bearer expired' },
        format: { type: 'json', subject_token_field_name: 'value' },
      },
    });
    const error = await failure(() => sourceFor(file).accessToken());
    expect(error.message).toContain('credential_source.url in');
    expect(error.message).toContain('id-token: write');
    expect(error.message).not.toContain('expired');
  });
});

describe('the file, checked up front', () => {
  test('no variable', async () => {
    const error = await failure(() => readGoogleCredentials({}));
    expect(error.message).toMatch(/^GOOGLE_APPLICATION_CREDENTIALS is not set/);
  });

  test('a file that is not there', async () => {
    const missing = join(dir, 'missing.json');
    const error = await failure(() =>
      readGoogleCredentials({ GOOGLE_APPLICATION_CREDENTIALS: missing }),
    );
    expect(error.message).toBe(
      `GOOGLE_APPLICATION_CREDENTIALS names ${missing}, which cannot be read (ENOENT).`,
    );
  });

  const key = () => serviceAccountJson();
  test.each([
    ['not JSON', () => '{', 'is not JSON'],
    [
      'an unknown type',
      () => ({ ...key(), type: 'authorized_user' }),
      'field "type" is "authorized_user"',
    ],
    [
      'no client_email',
      () => ({ ...key(), client_email: undefined }),
      'field "client_email" is missing',
    ],
    ['no private_key', () => ({ ...key(), private_key: '' }), 'field "private_key" is missing'],
    [
      'a broken private_key',
      () => ({
        ...key(),
        private_key: '-----BEGIN PRIVATE KEY-----\nxx\n-----END PRIVATE KEY-----\n',
      }),
      'field "private_key" is not a PEM private key',
    ],
    [
      'token_uri in plain http elsewhere',
      () => ({ ...key(), token_uri: 'http://oauth2.example.com/token' }),
      'field "token_uri" must be an https URL',
    ],
    [
      'token_uri not a URL',
      () => ({ ...key(), token_uri: 'token' }),
      'field "token_uri" must be an https URL',
    ],
    [
      'an external account without credential_source',
      () => ({
        type: 'external_account',
        audience: TEST_AUDIENCE,
        subject_token_type: 'urn:ietf:params:oauth:token-type:jwt',
      }),
      'field "credential_source" is missing',
    ],
    [
      'an AWS source',
      () => ({
        type: 'external_account',
        audience: TEST_AUDIENCE,
        subject_token_type: 'x',
        credential_source: { environment_id: 'aws1' },
      }),
      'field "credential_source.environment_id" names a subject token source that is not supported',
    ],
    [
      'a json format without its field',
      () => ({
        type: 'external_account',
        audience: TEST_AUDIENCE,
        subject_token_type: 'x',
        credential_source: { url: 'https://example.com', format: { type: 'json' } },
      }),
      'field "credential_source.format.subject_token_field_name" is missing',
    ],
    [
      'a token lifetime out of range',
      () => ({
        type: 'external_account',
        audience: TEST_AUDIENCE,
        subject_token_type: 'x',
        credential_source: { file: '/x' },
        service_account_impersonation: { token_lifetime_seconds: 5 },
      }),
      'token_lifetime_seconds" must be a whole number',
    ],
  ])('%s: the field is named, with the file', async (name, json, message) => {
    const file = credentialsFile(`${name.replace(/\W+/g, '-')}.json`, json());
    const error = await failure(() =>
      readGoogleCredentials({ GOOGLE_APPLICATION_CREDENTIALS: file }),
    );
    expect(error.message).toContain(file);
    expect(error.message).toContain(message);
    expect(error.message).not.toContain('PRIVATE KEY');
  });
});
