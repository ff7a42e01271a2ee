/**
 * Amazon Bedrock. The job's AWS credentials (what aws-actions/configure-aws-credentials
 * exports after OIDC: AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN, AWS_REGION)
 * stay with the proxy, which signs every request with SigV4 (service `bedrock`) toward
 * ANTHROPIC_BEDROCK_BASE_URL, else https://bedrock-runtime.<region>.amazonaws.com. The agent's
 * claude runs in its Bedrock mode with its own authentication skipped
 * (CLAUDE_CODE_USE_BEDROCK, CLAUDE_CODE_SKIP_BEDROCK_AUTH) and ANTHROPIC_BEDROCK_BASE_URL at the
 * proxy; its capability goes in a header through ANTHROPIC_CUSTOM_HEADERS.
 *
 * claude 2.1.330 in this mode sends `POST /model/<id>/invoke-with-response-stream` (the
 * conversation), `POST /model/<id>/invoke` (small side requests) and, at its start,
 * `GET /inference-profiles?type=SYSTEM_DEFINED` (the control plane's list, which it only uses
 * to choose a default model): the proxy passes the first two (and `count-tokens`), and answers
 * the list itself with no profiles, so no control-plane permission or host is needed.
 */
import {
  capabilityHeader,
  clearedModeEnv,
  customHeadersWith,
  pathOf,
  ProviderError,
} from './provider.js';
import type { ModelProvider, ProviderRoute, UpstreamRequest } from './provider.js';
import { bedrockUsageTap } from './bedrock-usage.js';
import { sigV4Signer, type AwsCredentials } from './sigv4.js';

export interface BedrockSettings {
  region: string;
  credentials: AwsCredentials;
  /** The upstream's base URL. */
  upstream: string;
}

/** The permission the conversation needs (the one a 403 most often names). */
export const STREAM_PERMISSION = 'bedrock:InvokeModelWithResponseStream';

const ROUTE = /^\/model\/([^/]+)\/(invoke|invoke-with-response-stream|count-tokens)$/;

/** The requests passed, for a refusal's message. */
const PASSES =
  'POST /model/<id>/invoke-with-response-stream, POST /model/<id>/invoke and POST /model/<id>/count-tokens';

function given(env: NodeJS.ProcessEnv, name: string): string | undefined {
  return env[name]?.trim() || undefined;
}

/** The settings from the job's environment; a missing one is named. */
export function bedrockSettings(env: NodeJS.ProcessEnv): BedrockSettings {
  const region = given(env, 'AWS_REGION') ?? given(env, 'AWS_DEFAULT_REGION');
  if (!region) {
    throw new ProviderError(
      'model-provider bedrock needs the AWS region: set AWS_REGION (aws-actions/configure-aws-credentials sets it from its aws-region input).',
    );
  }
  if (!/^[a-z0-9-]+$/.test(region)) {
    throw new ProviderError(`AWS_REGION is not a region name: "${region}".`);
  }
  const accessKeyId = given(env, 'AWS_ACCESS_KEY_ID');
  const secretAccessKey = given(env, 'AWS_SECRET_ACCESS_KEY');
  const missing = [
    ...(accessKeyId ? [] : ['AWS_ACCESS_KEY_ID']),
    ...(secretAccessKey ? [] : ['AWS_SECRET_ACCESS_KEY']),
  ];
  if (missing.length > 0) {
    throw new ProviderError(
      `model-provider bedrock needs AWS credentials in the job's environment: ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set. Run aws-actions/configure-aws-credentials (role-to-assume, with permissions: id-token: write) before this step.`,
    );
  }
  const upstream =
    given(env, 'ANTHROPIC_BEDROCK_BASE_URL') ?? `https://bedrock-runtime.${region}.amazonaws.com`;
  let url: URL;
  try {
    url = new URL(upstream);
  } catch {
    throw new ProviderError(`ANTHROPIC_BEDROCK_BASE_URL is not a URL: "${upstream}".`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new ProviderError(`ANTHROPIC_BEDROCK_BASE_URL must be an http(s) URL: "${upstream}".`);
  }
  const sessionToken = given(env, 'AWS_SESSION_TOKEN');
  return {
    region,
    credentials: {
      accessKeyId: accessKeyId!,
      secretAccessKey: secretAccessKey!,
      ...(sessionToken ? { sessionToken } : {}),
    },
    upstream,
  };
}

/** The geography prefix of the cross-region inference profiles for a region. */
export function geographyOf(region: string): string {
  if (region.startsWith('us-gov-')) return 'us-gov';
  if (region.startsWith('us-')) return 'us';
  if (region.startsWith('eu-')) return 'eu';
  if (region.startsWith('ap-')) return 'apac';
  return 'global';
}

/**
 * The `model` input as Bedrock names it: an Anthropic model id (`claude-sonnet-4-5-20250929`)
 * becomes the region's inference profile (`us.anthropic.claude-sonnet-4-5-20250929-v1:0`); a
 * Bedrock id or ARN (anything naming `anthropic.` or starting `arn:`) and claude's aliases
 * (sonnet, opus, haiku, which claude maps itself) pass as they are.
 */
export function bedrockModelId(model: string | undefined, region: string): string | undefined {
  if (model === undefined || !/^claude-/.test(model)) return model;
  const version = /-\d{8}$/.test(model) ? '-v1:0' : '';
  return `${geographyOf(region)}.anthropic.${model}${version}`;
}

/** A Bedrock model id (or profile ARN) as the price table knows it: `claude-…`. */
export function pricedModel(model: string | undefined): string | undefined {
  if (model === undefined) return undefined;
  let id = model;
  try {
    id = decodeURIComponent(model);
  } catch {
    // Keep it as it is.
  }
  id = id.slice(id.lastIndexOf('/') + 1);
  id = id.replace(/^(?:[a-z-]+\.)?anthropic\./, '');
  return id.replace(/-v\d+(?::\d+)?$/, '');
}

function route(method: string, target: string): ProviderRoute | undefined {
  if (method !== 'POST') return undefined;
  const match = ROUTE.exec(pathOf(target));
  if (!match) return undefined;
  const model = match[1]!;
  // A model id (an ARN, encoded) must not climb out of /model/: no dot segments once decoded.
  let id: string;
  try {
    id = decodeURIComponent(model);
  } catch {
    return undefined;
  }
  if (id.split('/').some((segment) => segment === '.' || segment === '..')) return undefined;
  return { endpoint: match[2] === 'count-tokens' ? 'count_tokens' : 'messages', model };
}

/** AWS's error type (`x-amzn-errortype: ExpiredTokenException:http://...`) and message. */
export function awsError(headers: Headers, body: string): { type: string; message: string } {
  const type = (headers.get('x-amzn-errortype') ?? '').split(':')[0] ?? '';
  let message = '';
  try {
    const parsed = JSON.parse(body) as { message?: unknown; Message?: unknown };
    message = String(parsed.message ?? parsed.Message ?? '');
  } catch {
    message = body.slice(0, 300);
  }
  return { type, message: message.replace(/\s+/g, ' ').trim() };
}

/** The one message for a refused check: the variable or the permission to fix. */
export function explainRefusal(
  status: number,
  type: string,
  message: string,
  model: string,
): string {
  const said = message ? ` AWS said: ${message}` : '';
  if (type === 'ExpiredTokenException' || /expired/i.test(message)) {
    return `The AWS credentials have expired (AWS_SESSION_TOKEN): run aws-actions/configure-aws-credentials in this job again, or give it a longer role-duration-seconds.${said}`;
  }
  if (
    type === 'UnrecognizedClientException' ||
    type === 'InvalidSignatureException' ||
    status === 401
  ) {
    return `AWS does not accept the credentials in AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY and AWS_SESSION_TOKEN (${type || status}).${said}`;
  }
  return `The AWS identity may not use the model ${model} on Bedrock: its role needs ${STREAM_PERMISSION} and bedrock:InvokeModel on it (and, for an inference profile, on the foundation models behind it).${said}`;
}

export function bedrockProvider(settings: BedrockSettings): ModelProvider {
  const sign = sigV4Signer('bedrock', settings.region, settings.credentials);
  const upstream = new URL(settings.upstream);
  const agentModel = (model: string | undefined) => bedrockModelId(model, settings.region);
  return {
    name: 'bedrock',
    upstream: settings.upstream,
    holds: 'the AWS credentials',
    passes: PASSES,
    route,
    localAnswer(method, target) {
      if (method === 'GET' && pathOf(target) === '/inference-profiles') {
        return { status: 200, body: { inferenceProfileSummaries: [] } };
      }
      return undefined;
    },
    async authorize(request: UpstreamRequest) {
      return { ...request, headers: await sign(request, upstream) };
    },
    usageTap: bedrockUsageTap,
    pricedAs: pricedModel,
    presentedCapability: capabilityHeader,
    agentEnv: (proxyUrl, capability, inherited) => ({
      ...clearedModeEnv(),
      CLAUDE_CODE_USE_BEDROCK: '1',
      CLAUDE_CODE_SKIP_BEDROCK_AUTH: '1',
      ANTHROPIC_BEDROCK_BASE_URL: proxyUrl,
      AWS_REGION: settings.region,
      ANTHROPIC_CUSTOM_HEADERS: customHeadersWith(capability, inherited.ANTHROPIC_CUSTOM_HEADERS),
    }),
    agentModel,
    async check(model) {
      // An empty body: AWS checks the signature, the token and the permission before the
      // body, so a 400 (ValidationException) says they hold, and no model runs.
      const id = agentModel(model) ?? `${geographyOf(settings.region)}.anthropic.claude-opus-5-5`;
      const target = `${upstream.pathname.replace(/\/+$/, '')}/model/${encodeURIComponent(id)}/invoke-with-response-stream`;
      const body = Buffer.from('{}');
      const headers = await sign(
        {
          method: 'POST',
          target,
          headers: {
            host: upstream.host,
            'content-type': 'application/json',
            'content-length': String(body.length),
          },
          body,
        },
        upstream,
      );
      let response: Response;
      try {
        response = await fetch(new URL(target, upstream.origin), {
          method: 'POST',
          headers: Object.fromEntries(
            Object.entries(headers).flatMap(([name, value]) =>
              name === 'host' || name === 'content-length' || value === undefined
                ? []
                : [[name, String(value)]],
            ),
          ),
          body,
          signal: AbortSignal.timeout(30_000),
        });
      } catch (error) {
        throw new ProviderError(
          `Bedrock cannot be reached at ${upstream.origin}: ${(error as Error).message}. Check AWS_REGION or ANTHROPIC_BEDROCK_BASE_URL.`,
        );
      }
      const text = await response.text();
      if (response.status !== 401 && response.status !== 403) return;
      const { type, message } = awsError(response.headers, text);
      throw new ProviderError(explainRefusal(response.status, type, message, id));
    },
  };
}
