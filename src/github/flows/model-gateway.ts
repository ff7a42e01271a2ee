/**
 * The action's model gateway: the `model-provider`'s credential from the inputs (or the
 * runner's environment) stays with the harness; every agent phase reaches the model through
 * the proxy with a capability of its own.
 */
import {
  providerFrom,
  ProviderError,
  proxiedAgents,
  type ModelProvider,
  type ProxiedAgents,
} from '../../model-proxy/index.js';
import type { ActionInputs } from '../inputs.js';
import type { ActionHost } from './host.js';

export type ActionGateway = ProxiedAgents;

export function actionGateway(host: ActionHost, inputs: ActionInputs): ActionGateway {
  return proxiedAgents({
    provider: providerOrNone(inputs, host.env),
    onStart: (line) => host.info(line),
  });
}

/**
 * The provider, or none when its settings are missing: modes that run no agent need none, and
 * those that do name the missing setting before any agent starts (missingCredential).
 */
function providerOrNone(inputs: ActionInputs, env: NodeJS.ProcessEnv): ModelProvider | undefined {
  try {
    return providerFrom(inputs.modelProvider, inputs, env);
  } catch (error) {
    if (error instanceof ProviderError) return undefined;
    throw error;
  }
}
