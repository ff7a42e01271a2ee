/** The model proxy: the agent reaches the model through it and never holds the credential. */
export { createModelGateway, type ModelGateway, type ModelGatewayOptions } from './gateway.js';
export { credentialFrom, type ModelCredential } from './credential.js';
export { proxiedAgents, type ProxiedAgents } from './proxied-agents.js';
export { startModelProxy, DEFAULT_UPSTREAM, type ModelProxy } from './server.js';
export { sumUsage, NO_USAGE, type TokenUsage } from './usage.js';
export { estimateCostUsd, PRICES } from './pricing.js';
export {
  providerFrom,
  MODEL_PROVIDERS,
  ProviderError,
  type ModelProvider,
  type ModelProviderName,
} from './providers/index.js';
