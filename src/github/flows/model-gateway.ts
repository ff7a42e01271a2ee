/**
 * The action's model gateway: the `model-provider`'s credential from the inputs (or the
 * runner's environment) stays with the harness; every agent phase reaches the model through
 * the proxy with a capability of its own.
 */
import { providerFrom, proxiedAgents, type ProxiedAgents } from '../../model-proxy/index.js';
import type { ActionInputs } from '../inputs.js';
import type { ActionHost } from './host.js';

export type ActionGateway = ProxiedAgents;

export function actionGateway(host: ActionHost, inputs: ActionInputs): ActionGateway {
  return proxiedAgents({
    provider: providerFrom(inputs.modelProvider, inputs, host.env),
    onStart: (line) => host.info(line),
  });
}
