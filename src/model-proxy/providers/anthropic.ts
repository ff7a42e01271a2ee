/**
 * The Anthropic API (or an Anthropic-compatible gateway at the job's ANTHROPIC_BASE_URL): the
 * Messages API with one of the credential kinds of credential.ts. The agent gets the variable
 * of the same kind holding its capability, so claude behaves as it would with the real one.
 */
import {
  agentCredentialEnv,
  authorize,
  presentedCapability,
  type ModelCredential,
} from '../credential.js';
import { endpointOf, PASSED_DESCRIPTION } from '../endpoints.js';
import { DEFAULT_UPSTREAM } from '../upstream.js';
import { usageTap } from '../usage-tap.js';
import {
  capabilityHeader,
  clearedModeEnv,
  type ModelProvider,
  type UpstreamRequest,
} from './provider.js';

export function anthropicProvider(
  credential: ModelCredential,
  upstream: string | undefined,
): ModelProvider {
  return {
    name: 'anthropic',
    upstream: upstream || DEFAULT_UPSTREAM,
    holds: `the ${credential.kind} credential`,
    passes: PASSED_DESCRIPTION,
    route(method, target) {
      const endpoint = endpointOf(method, target);
      return endpoint ? { endpoint } : undefined;
    },
    authorize(request: UpstreamRequest) {
      authorize(request.headers, credential);
      return request;
    },
    usageTap,
    pricedAs: (model) => model,
    presentedCapability: (headers) => capabilityHeader(headers) ?? presentedCapability(headers),
    agentEnv: (proxyUrl, capability) => ({
      ...clearedModeEnv(),
      ANTHROPIC_BASE_URL: proxyUrl,
      ...agentCredentialEnv(credential.kind, capability),
    }),
    agentModel: (model) => model,
  };
}
