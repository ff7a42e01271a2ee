/**
 * The Vertex provider's parts: what it needs from the job's environment (each missing piece
 * named), the requests it passes, the agent's variables, the token it puts on a request, and the
 * credentials file moved out of the workspace.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ProviderError } from '../../src/model-proxy/providers/provider.js';
import {
  defaultVertexUpstream,
  vertexModel,
  vertexProvider,
} from '../../src/model-proxy/providers/vertex.js';
import { placeCredentialsFile } from '../../src/model-proxy/providers/vertex-credentials-place.js';
import {
  startGoogleTokenServer,
  type GoogleTokenServer,
} from '../../test-support/google-token-server.js';
import { startModelServer, type ModelServer } from '../../test-support/model-server.js';
import { startVertexServer, type VertexServer } from '../../test-support/vertex-server.js';

let server: GoogleTokenServer;
let model: ModelServer;
let vertex: VertexServer;
let dir: string;
let keyFile: string;

beforeAll(async () => {
  server = await startGoogleTokenServer();
  model = await startModelServer({ turns: [] });
  vertex = await startVertexServer({
    project: 'acme',
    region: 'us-east5',
    modelServerUrl: model.url,
    isValidToken: server.isValid,
  });
  dir = mkdtempSync(join(tmpdir(), 'vertex-provider-'));
  keyFile = server.writeServiceAccountFile(dir);
});

afterAll(async () => {
  await vertex.close();
  await model.close();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const SCOPE = '/projects/acme/locations/us-east5/publishers/anthropic/models';

function provider(extra: NodeJS.ProcessEnv = {}) {
  return vertexProvider({
    GOOGLE_APPLICATION_CREDENTIALS: keyFile,
    ANTHROPIC_VERTEX_PROJECT_ID: 'acme',
    CLOUD_ML_REGION: 'us-east5',
    ANTHROPIC_VERTEX_BASE_URL: vertex.url,
    ...extra,
  });
}

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ProviderError);
    return (error as Error).message;
  }
  throw new Error('expected a ProviderError');
}

describe('what the job must give', () => {
  test('each missing piece is named', () => {
    expect(refusal(() => provider({ CLOUD_ML_REGION: '' }))).toMatch(/^CLOUD_ML_REGION is not set/);
    expect(refusal(() => provider({ ANTHROPIC_VERTEX_PROJECT_ID: undefined }))).toMatch(
      /^ANTHROPIC_VERTEX_PROJECT_ID is not set/,
    );
    expect(refusal(() => provider({ GOOGLE_APPLICATION_CREDENTIALS: undefined }))).toMatch(
      /^GOOGLE_APPLICATION_CREDENTIALS is not set/,
    );
    expect(refusal(() => provider({ CLOUD_ML_REGION: 'us east' }))).toContain(
      'is not a region name',
    );
  });

  test('the project may come from GOOGLE_CLOUD_PROJECT, which google-github-actions/auth exports', () => {
    const vertex = provider({
      ANTHROPIC_VERTEX_PROJECT_ID: undefined,
      GOOGLE_CLOUD_PROJECT: 'acme',
    });
    expect(vertex.route('POST', `${SCOPE}/claude-sonnet-4-5:rawPredict`)).toBeDefined();
  });

  test('upstream: ANTHROPIC_VERTEX_BASE_URL, else the region endpoint as claude picks it', () => {
    expect(provider({ ANTHROPIC_VERTEX_BASE_URL: undefined }).upstream).toBe(
      'https://us-east5-aiplatform.googleapis.com/v1',
    );
    expect(provider({ ANTHROPIC_VERTEX_BASE_URL: 'https://gw.example/v1' }).upstream).toBe(
      'https://gw.example/v1',
    );
    expect(defaultVertexUpstream('global')).toBe('https://aiplatform.googleapis.com/v1');
    expect(defaultVertexUpstream('eu')).toBe('https://aiplatform.eu.rep.googleapis.com/v1');
  });
});

describe('the requests it passes', () => {
  test.each([
    [
      'POST',
      `${SCOPE}/claude-sonnet-4-5@20250929:streamRawPredict`,
      { endpoint: 'messages', model: 'claude-sonnet-4-5@20250929' },
    ],
    [
      'POST',
      `${SCOPE}/claude-haiku-4-5:rawPredict?x=1`,
      { endpoint: 'messages', model: 'claude-haiku-4-5' },
    ],
    ['POST', `${SCOPE}/count-tokens:rawPredict`, { endpoint: 'count_tokens' }],
  ])('%s %s', (method, target, route) => {
    expect(provider().route(method, target)).toEqual(route);
  });

  test.each([
    [
      'another project',
      'POST',
      '/projects/other/locations/us-east5/publishers/anthropic/models/claude-sonnet-4-5:rawPredict',
    ],
    [
      'another region',
      'POST',
      '/projects/acme/locations/europe-west1/publishers/anthropic/models/claude-sonnet-4-5:rawPredict',
    ],
    [
      'another publisher',
      'POST',
      '/projects/acme/locations/us-east5/publishers/google/models/gemini:rawPredict',
    ],
    ['another verb', 'POST', `${SCOPE}/claude-sonnet-4-5:predict`],
    ['a path below the model', 'POST', `${SCOPE}/../../x:rawPredict`],
    ['count-tokens streamed', 'POST', `${SCOPE}/count-tokens:streamRawPredict`],
    ['a GET', 'GET', `${SCOPE}/claude-sonnet-4-5:rawPredict`],
    ['the Messages API path', 'POST', '/v1/messages'],
  ])('refused: %s', (_, method, target) => {
    expect(provider().route(method, target)).toBeUndefined();
  });

  test('prices a Vertex model id as the table knows it', () => {
    expect(provider().pricedAs('claude-sonnet-4-5@20250929')).toBe('claude-sonnet-4-5-20250929');
    expect(vertexModel('claude-opus-4-1-20250805')).toBe('claude-opus-4-1@20250805');
    expect(vertexModel('sonnet')).toBe('sonnet');
    expect(vertexModel('claude-sonnet-4-5@20250929')).toBe('claude-sonnet-4-5@20250929');
  });
});

describe('the agent and the request upstream', () => {
  test("the agent's variables: Vertex mode at the proxy, the capability, no Google credential", () => {
    const env = provider().agentEnv('http://127.0.0.1:4000', 'ralph-cap-x', {
      ANTHROPIC_CUSTOM_HEADERS: 'x-team: blue',
      GOOGLE_APPLICATION_CREDENTIALS: keyFile,
      VERTEX_REGION_CLAUDE_4_5_SONNET: 'europe-west1',
      ANTHROPIC_API_KEY: 'sk-ant-x',
    });
    expect(env).toMatchObject({
      CLAUDE_CODE_USE_VERTEX: '1',
      CLAUDE_CODE_SKIP_VERTEX_AUTH: '1',
      ANTHROPIC_VERTEX_BASE_URL: 'http://127.0.0.1:4000',
      ANTHROPIC_VERTEX_PROJECT_ID: 'acme',
      CLOUD_ML_REGION: 'us-east5',
      ANTHROPIC_CUSTOM_HEADERS: 'x-team: blue\nx-ralph-capability: ralph-cap-x',
    });
    for (const name of [
      'GOOGLE_APPLICATION_CREDENTIALS',
      'VERTEX_REGION_CLAUDE_4_5_SONNET',
      'ANTHROPIC_API_KEY',
      'ANTHROPIC_BASE_URL',
      'CLAUDE_CODE_USE_BEDROCK',
    ]) {
      expect(Object.keys(env)).toContain(name);
      expect(env[name]).toBeUndefined();
    }
  });

  test('authorize puts on a token the token endpoint issued; check gets one and counts tokens with it', async () => {
    const vertexProvided = provider();
    const before = vertex.requests.length;
    await vertexProvided.check?.(undefined);
    expect(vertex.requests.slice(before).map((r) => [r.path, r.outcome])).toEqual([
      [`/v1${SCOPE}/count-tokens:rawPredict`, 'served'],
    ]);
    const request = await vertexProvided.authorize({
      method: 'POST',
      target: `/v1${SCOPE}/claude-sonnet-4-5:streamRawPredict`,
      headers: { host: 'x' },
      body: Buffer.from('{}'),
    });
    const token = /^Bearer (\S+)$/.exec(String(request.headers.authorization))?.[1] ?? '';
    expect(server.isValid(token)).toBe(true);
  });

  test('a refused grant fails the check before any agent, naming the file field', async () => {
    const refusing = await startGoogleTokenServer({
      refuse: {
        path: '/token',
        status: 400,
        body: { error: 'invalid_grant', error_description: 'Invalid JWT Signature.' },
      },
    });
    try {
      const vertex = provider({
        GOOGLE_APPLICATION_CREDENTIALS: refusing.writeServiceAccountFile(
          dir,
          {},
          'refused-key.json',
        ),
      });
      await expect(vertex.check?.(undefined)).rejects.toThrow(ProviderError);
      await expect(vertex.check?.(undefined)).rejects.toThrow(
        /\(token_uri in .*\) refused the token request: 400 invalid_grant: Invalid JWT Signature\./,
      );
    } finally {
      await refusing.close();
    }
  });

  test('Vertex refusing the permission fails the check, naming aiplatform.endpoints.predict', async () => {
    const elsewhere = await startVertexServer({
      project: 'another-project',
      region: 'us-east5',
      modelServerUrl: model.url,
      isValidToken: server.isValid,
    });
    try {
      const vertexProvided = provider({ ANTHROPIC_VERTEX_BASE_URL: elsewhere.url });
      await expect(vertexProvided.check?.('claude-sonnet-4-5-20250929')).rejects.toThrow(
        "Vertex AI refused the run's token (403: PERMISSION_DENIED wrong project or region in /v1/projects/acme/locations/us-east5/publishers/anthropic/models/count-tokens:rawPredict): the account needs the IAM permission aiplatform.endpoints.predict on project acme",
      );
      await elsewhere.close();
      const unreachable = provider({ ANTHROPIC_VERTEX_BASE_URL: elsewhere.url });
      await expect(unreachable.check?.(undefined)).rejects.toThrow(
        /Vertex AI cannot be reached at http:\/\/127\.0\.0\.1:\d+ \(ECONNREFUSED\): check CLOUD_ML_REGION or ANTHROPIC_VERTEX_BASE_URL/,
      );
    } finally {
      await elsewhere.close();
    }
  });
});

describe('the credentials file leaves the workspace', () => {
  test('a file in the workspace moves into a directory only the harness opens', () => {
    const workspace = join(dir, 'workspace');
    const runnerTemp = join(dir, 'runner-temp');
    mkdirSync(workspace, { recursive: true });
    mkdirSync(runnerTemp, { recursive: true });
    const inside = server.writeServiceAccountFile(workspace, {}, 'gha-creds-0123456789abcdef.json');
    const env: NodeJS.ProcessEnv = {
      GOOGLE_APPLICATION_CREDENTIALS: inside,
      RUNNER_TEMP: runnerTemp,
    };
    const placed = placeCredentialsFile(env, [workspace]);
    expect(placed?.movedFrom).toBe(inside);
    expect(existsSync(inside)).toBe(false);
    expect(placed?.file.startsWith(join(runnerTemp, 'ralph-google-credentials-'))).toBe(true);
    expect(statSync(dirname(placed!.file)).mode & 0o777).toBe(0o700);
    expect(env.GOOGLE_APPLICATION_CREDENTIALS).toBe(placed?.file);
    // Read again, by the old name or the new one: the same place.
    expect(placeCredentialsFile({ GOOGLE_APPLICATION_CREDENTIALS: inside }, [workspace])).toEqual(
      placed,
    );
    expect(placeCredentialsFile({ ...env }, [workspace])).toEqual(placed);
    // The provider reads the moved file and says so.
    const vertex = vertexProvider(
      {
        GOOGLE_APPLICATION_CREDENTIALS: inside,
        ANTHROPIC_VERTEX_PROJECT_ID: 'acme',
        CLOUD_ML_REGION: 'us-east5',
      },
      { workspaces: [workspace] },
    );
    expect(vertex.holds).toContain(`moved out of the workspace (${inside})`);
  });

  test('off a runner (no RUNNER_TEMP: the CLI) a file in the repository is refused, not moved', () => {
    const repository = join(dir, 'repository');
    mkdirSync(repository, { recursive: true });
    const inside = server.writeServiceAccountFile(repository, {}, 'key.json');
    const message = refusal(() =>
      vertexProvider(
        {
          GOOGLE_APPLICATION_CREDENTIALS: inside,
          ANTHROPIC_VERTEX_PROJECT_ID: 'acme',
          CLOUD_ML_REGION: 'us-east5',
        },
        { workspaces: [repository] },
      ),
    );
    expect(message).toBe(
      `GOOGLE_APPLICATION_CREDENTIALS names ${inside}, inside the repository, where the agent could read it and a commit could carry it: move it out of the repository and point GOOGLE_APPLICATION_CREDENTIALS at its new place.`,
    );
    expect(existsSync(inside)).toBe(true);
  });

  test('a file elsewhere stays where it is', () => {
    const env: NodeJS.ProcessEnv = { GOOGLE_APPLICATION_CREDENTIALS: keyFile };
    expect(placeCredentialsFile(env, [join(dir, 'workspace')])).toEqual({ file: keyFile });
    expect(existsSync(keyFile)).toBe(true);
  });
});
