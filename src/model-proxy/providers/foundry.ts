/**
 * Microsoft Foundry: the Messages API of an Azure AI Foundry resource, at
 * ANTHROPIC_FOUNDRY_BASE_URL or https://<ANTHROPIC_FOUNDRY_RESOURCE>.services.ai.azure.com/anthropic.
 * The proxy holds its credential: the resource's key (ANTHROPIC_FOUNDRY_API_KEY, sent as
 * x-api-key) or a Microsoft Entra bearer token (ANTHROPIC_FOUNDRY_AUTH_TOKEN, e.g. one the job
 * got after azure/login). The agent's claude runs in its Foundry mode with its own
 * authentication skipped (CLAUDE_CODE_USE_FOUNDRY, CLAUDE_CODE_SKIP_FOUNDRY_AUTH) and
 * ANTHROPIC_FOUNDRY_BASE_URL at the proxy; claude 2.1.330 then sends
 * `POST /v1/messages?beta=true` with `Authorization: Bearer skip-foundry-auth`, which the
 * proxy drops, and its capability in a header through ANTHROPIC_CUSTOM_HEADERS.
 */
import { endpointOf, PASSED_DESCRIPTION } from '../endpoints.js';
import { usageTap } from '../usage-tap.js';
import {
  capabilityHeader,
  clearedModeEnv,
  customHeadersWith,
  ProviderError,
  type ModelProvider,
  type UpstreamRequest,
} from './provider.js';

export interface FoundrySettings {
  upstream: string;
  credential: { kind: 'api-key' | 'bearer'; value: string };
}

function given(env: NodeJS.ProcessEnv, name: string): string | undefined {
  return env[name]?.trim() || undefined;
}

/** The settings from the job's environment; a missing one is named. */
export function foundrySettings(env: NodeJS.ProcessEnv): FoundrySettings {
  const resource = given(env, 'ANTHROPIC_FOUNDRY_RESOURCE');
  if (resource !== undefined && !/^[A-Za-z0-9][A-Za-z0-9-]*$/.test(resource)) {
    throw new ProviderError(`ANTHROPIC_FOUNDRY_RESOURCE is not a resource name: "${resource}".`);
  }
  const upstream =
    given(env, 'ANTHROPIC_FOUNDRY_BASE_URL') ??
    (resource ? `https://${resource}.services.ai.azure.com/anthropic` : undefined);
  if (!upstream) {
    throw new ProviderError(
      'model-provider foundry needs the Foundry resource: set ANTHROPIC_FOUNDRY_RESOURCE (its name) or ANTHROPIC_FOUNDRY_BASE_URL.',
    );
  }
  let url: URL;
  try {
    url = new URL(upstream);
  } catch {
    throw new ProviderError(`ANTHROPIC_FOUNDRY_BASE_URL is not a URL: "${upstream}".`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new ProviderError(`ANTHROPIC_FOUNDRY_BASE_URL must be an http(s) URL: "${upstream}".`);
  }
  const key = given(env, 'ANTHROPIC_FOUNDRY_API_KEY');
  const token = given(env, 'ANTHROPIC_FOUNDRY_AUTH_TOKEN');
  if (!key && !token) {
    throw new ProviderError(
      "model-provider foundry needs a credential in the job's environment: ANTHROPIC_FOUNDRY_API_KEY (the resource's key) or ANTHROPIC_FOUNDRY_AUTH_TOKEN (a Microsoft Entra token, e.g. from az account get-access-token after azure/login).",
    );
  }
  return {
    upstream,
    credential: key ? { kind: 'api-key', value: key } : { kind: 'bearer', value: token! },
  };
}

/** What a refused check means, naming the variable or the role. */
function explainRefusal(status: number, kind: FoundrySettings['credential']['kind']): string {
  const variable =
    kind === 'api-key' ? 'ANTHROPIC_FOUNDRY_API_KEY' : 'ANTHROPIC_FOUNDRY_AUTH_TOKEN';
  return status === 401
    ? `Foundry refused the credential in ${variable} (401): it is wrong or has expired.`
    : `Foundry refused the credential in ${variable} (403): its identity needs a role that may call the resource's deployments (Cognitive Services User or Azure AI User).`;
}

export function foundryProvider(settings: FoundrySettings): ModelProvider {
  const { credential } = settings;
  const authorize = (request: UpstreamRequest): UpstreamRequest => {
    delete request.headers['x-api-key'];
    delete request.headers.authorization;
    if (credential.kind === 'api-key') request.headers['x-api-key'] = credential.value;
    else request.headers.authorization = `Bearer ${credential.value}`;
    return request;
  };
  return {
    name: 'foundry',
    upstream: settings.upstream,
    holds: credential.kind === 'api-key' ? 'the Foundry key' : 'the Foundry token',
    passes: PASSED_DESCRIPTION,
    route(method, target) {
      const endpoint = endpointOf(method, target);
      return endpoint ? { endpoint } : undefined;
    },
    authorize,
    usageTap,
    pricedAs: (model) => model,
    presentedCapability: capabilityHeader,
    agentEnv: (proxyUrl, capability, inherited) => ({
      ...clearedModeEnv(),
      CLAUDE_CODE_USE_FOUNDRY: '1',
      CLAUDE_CODE_SKIP_FOUNDRY_AUTH: '1',
      ANTHROPIC_FOUNDRY_BASE_URL: proxyUrl,
      ANTHROPIC_CUSTOM_HEADERS: customHeadersWith(capability, inherited.ANTHROPIC_CUSTOM_HEADERS),
    }),
    agentModel: (model) => model,
    async check() {
      // Token counting costs nothing and needs the same credential and role as a message.
      const url = new URL(settings.upstream);
      const target = `${url.pathname.replace(/\/+$/, '')}/v1/messages/count_tokens`;
      const request = authorize({
        method: 'POST',
        target,
        headers: { 'content-type': 'application/json', 'anthropic-version': '2023-06-01' },
        body: Buffer.from('{}'),
      });
      let response: Response;
      try {
        response = await fetch(new URL(target, url.origin), {
          method: 'POST',
          headers: Object.fromEntries(
            Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
          ),
          body: request.body,
          signal: AbortSignal.timeout(30_000),
        });
      } catch (error) {
        throw new ProviderError(
          `Foundry cannot be reached at ${url.origin}: ${(error as Error).message}. Check ANTHROPIC_FOUNDRY_RESOURCE or ANTHROPIC_FOUNDRY_BASE_URL.`,
        );
      }
      await response.arrayBuffer();
      if (response.status === 401 || response.status === 403) {
        throw new ProviderError(explainRefusal(response.status, credential.kind));
      }
    },
  };
}
