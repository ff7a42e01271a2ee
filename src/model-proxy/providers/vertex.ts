/**
 * Google Vertex AI through the model proxy. The harness holds the Google credentials
 * (GOOGLE_APPLICATION_CREDENTIALS, read by vertex-credentials.ts, moved out of the workspace by
 * vertex-credentials-place.ts) and gets access tokens (vertex-token.ts); the agent's claude runs
 * in Vertex mode without authentication of its own (CLAUDE_CODE_SKIP_VERTEX_AUTH), at the proxy,
 * and presents its capability in the header ANTHROPIC_CUSTOM_HEADERS adds.
 *
 * claude 2.1.330 in Vertex mode, with ANTHROPIC_VERTEX_BASE_URL at the proxy, calls (verified
 * against a local server):
 * - `POST /projects/<project>/locations/<region>/publishers/anthropic/models/<model>:streamRawPredict`
 *   for its turns (and `:rawPredict` for a request without `stream`), the body the Messages
 *   API's without `model` and with `anthropic_version: vertex-2023-10-16`; Vertex answers with
 *   the Anthropic SSE stream (or JSON), so usage is read as for the Anthropic API;
 * - `POST /projects/<project>/locations/<region>/publishers/anthropic/models/count-tokens:rawPredict`.
 * The proxy passes these for the configured project and region only, and sends them under the
 * upstream's `/v1`.
 */
import { pathOf, ProviderError, type ModelProvider } from './provider.js';
import { capabilityHeader, clearedModeEnv, customHeadersWith } from './provider.js';
import { usageTap } from '../usage-tap.js';
import { readGoogleCredentials, VertexCredentialError } from './vertex-credentials.js';
import { placeCredentialsFile } from './vertex-credentials-place.js';
import { vertexTokenSource, type TokenSourceOptions } from './vertex-token.js';

/** Variables the harness reads; the agent gets the project and region, nothing else of these. */
const GOOGLE_VARIABLES = [
  'GOOGLE_APPLICATION_CREDENTIALS',
  'GOOGLE_GHA_CREDS_PATH',
  'CLOUDSDK_AUTH_CREDENTIAL_FILE_OVERRIDE',
  'CLOUDSDK_AUTH_ACCESS_TOKEN',
] as const;

/** The Vertex endpoint for a region, as claude itself picks it. */
export function defaultVertexUpstream(region: string): string {
  if (region === 'global') return 'https://aiplatform.googleapis.com/v1';
  if (region === 'us' || region === 'eu')
    return `https://aiplatform.${region}.rep.googleapis.com/v1`;
  return `https://${region}-aiplatform.googleapis.com/v1`;
}

const VERBS = new Set(['rawPredict', 'streamRawPredict']);

export interface VertexProviderOptions extends TokenSourceOptions {
  /** Directories the credentials file must not stay in (the workspace). */
  workspaces?: readonly string[];
}

export function vertexProvider(
  env: NodeJS.ProcessEnv,
  options: VertexProviderOptions = {},
): ModelProvider {
  const region = env.CLOUD_ML_REGION?.trim();
  if (!region) {
    throw new ProviderError(
      'CLOUD_ML_REGION is not set: model-provider vertex needs the Vertex AI region of the Claude models (e.g. us-east5, europe-west1 or global).',
    );
  }
  if (!/^[a-z0-9-]+$/.test(region)) {
    throw new ProviderError(`CLOUD_ML_REGION "${region}" is not a region name.`);
  }
  const project = (env.ANTHROPIC_VERTEX_PROJECT_ID ?? env.GOOGLE_CLOUD_PROJECT)?.trim();
  if (!project) {
    throw new ProviderError(
      'ANTHROPIC_VERTEX_PROJECT_ID is not set: model-provider vertex needs the Google Cloud project that has the Claude models enabled.',
    );
  }
  let source;
  let placed;
  try {
    placed = placeCredentialsFile(env, options.workspaces ?? []);
    source = vertexTokenSource(readGoogleCredentials(env), options);
  } catch (error) {
    if (error instanceof VertexCredentialError) throw new ProviderError(error.message);
    throw error;
  }
  const upstream = env.ANTHROPIC_VERTEX_BASE_URL?.trim() || defaultVertexUpstream(region);
  const scope = `/projects/${project}/locations/${region}/publishers/anthropic/models/`;
  const moved = placed?.movedFrom
    ? `; its credentials file was moved out of the workspace (${placed.movedFrom})`
    : '';

  return {
    name: 'vertex',
    upstream,
    holds: `the Google credentials (${source.description})${moved}`,
    passes: `POST ${scope}<model>:streamRawPredict, :rawPredict and count-tokens:rawPredict`,
    route(method, target) {
      const path = pathOf(target);
      if (method !== 'POST' || !path.startsWith(scope)) return undefined;
      const [model = '', verb = '', ...rest] = path.slice(scope.length).split(':');
      if (!/^[A-Za-z0-9._@-]+$/.test(model) || !VERBS.has(verb) || rest.length) return undefined;
      if (model === 'count-tokens') {
        return verb === 'rawPredict' ? { endpoint: 'count_tokens' } : undefined;
      }
      return { endpoint: 'messages', model };
    },
    async authorize(request) {
      try {
        request.headers.authorization = `Bearer ${await source.accessToken()}`;
      } catch (error) {
        if (error instanceof VertexCredentialError) throw new ProviderError(error.message);
        throw error;
      }
      return request;
    },
    usageTap,
    // Vertex names a dated model `claude-sonnet-4-5@20250929`; the price table knows `-20250929`.
    pricedAs: (model) => model?.replace('@', '-'),
    presentedCapability: capabilityHeader,
    agentEnv(proxyUrl, capability, inherited) {
      const env: Record<string, string | undefined> = {
        ...clearedModeEnv(),
        CLAUDE_CODE_USE_VERTEX: '1',
        CLAUDE_CODE_SKIP_VERTEX_AUTH: '1',
        ANTHROPIC_VERTEX_BASE_URL: proxyUrl,
        ANTHROPIC_VERTEX_PROJECT_ID: project,
        CLOUD_ML_REGION: region,
        ANTHROPIC_CUSTOM_HEADERS: customHeadersWith(capability, inherited.ANTHROPIC_CUSTOM_HEADERS),
      };
      for (const name of GOOGLE_VARIABLES) env[name] = undefined;
      // A per-model region would send a model elsewhere than the proxy passes.
      for (const name of Object.keys(inherited)) {
        if (name.startsWith('VERTEX_REGION_')) env[name] = undefined;
      }
      return env;
    },
    agentModel: vertexModel,
    async check(model) {
      let token: string;
      try {
        token = await source.accessToken();
      } catch (error) {
        if (error instanceof VertexCredentialError) throw new ProviderError(error.message);
        throw error;
      }
      await checkPermission({ upstream, scope, project, token, model: vertexModel(model) });
    },
  };
}

/**
 * Vertex's word on the token before any agent starts: a token count (free; no model runs) in
 * the run's project and region. Only a refusal of the token or of the permission stops the run;
 * anything else (a model not enabled, a body Vertex dislikes) is left for claude to report.
 */
async function checkPermission(given: {
  upstream: string;
  scope: string;
  project: string;
  token: string;
  model: string | undefined;
}): Promise<void> {
  const url = `${given.upstream.replace(/\/+$/, '')}${given.scope}count-tokens:rawPredict`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${given.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        anthropic_version: 'vertex-2023-10-16',
        model: given.model ?? 'claude-sonnet-4-5',
        messages: [{ role: 'user', content: 'ok' }],
      }),
      redirect: 'error',
      signal: AbortSignal.timeout(30_000),
    });
  } catch (error) {
    const reason = (error as { cause?: { code?: string; message?: string } }).cause;
    const cause = reason?.code ?? reason?.message ?? (error as Error).message;
    throw new ProviderError(
      `Vertex AI cannot be reached at ${new URL(url).origin} (${cause}): check CLOUD_ML_REGION or ANTHROPIC_VERTEX_BASE_URL.`,
    );
  }
  const text = await response.text();
  if (response.status !== 401 && response.status !== 403) return;
  const said = googleErrorMessage(text);
  const fix =
    response.status === 401
      ? 'the access token was not accepted: check the credentials file GOOGLE_APPLICATION_CREDENTIALS names'
      : `the account needs the IAM permission aiplatform.endpoints.predict on project ${given.project} (roles/aiplatform.user), and the Claude models enabled in the Model Garden`;
  throw new ProviderError(
    `Vertex AI refused the run's token (${response.status}${said ? `: ${said}` : ''}): ${fix}.`,
  );
}

/** The message of a Google API error body (an object or a one-element list), bounded. */
function googleErrorMessage(text: string): string {
  try {
    const parsed: unknown = JSON.parse(text);
    const body = (Array.isArray(parsed) ? parsed[0] : parsed) as
      { error?: { message?: unknown; status?: unknown } } | undefined;
    const words = [body?.error?.status, body?.error?.message].filter(
      (part): part is string => typeof part === 'string' && part !== '',
    );
    return words.join(' ').slice(0, 300);
  } catch {
    return '';
  }
}

/**
 * The `model` input as Vertex names it: a dated Anthropic id (`claude-sonnet-4-5-20250929`)
 * becomes `claude-sonnet-4-5@20250929`; aliases (`sonnet`) and Vertex ids pass as they are.
 */
export function vertexModel(model: string | undefined): string | undefined {
  if (!model) return model;
  return model.replace(/^(claude-[a-z0-9-]+?)-(\d{8})$/, '$1@$2');
}
