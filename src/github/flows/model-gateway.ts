/**
 * The action's model gateway: the credential from the inputs (or the runner's environment)
 * stays with the harness; every agent phase reaches the model through the proxy with a
 * capability of its own. Upstream is the user's ANTHROPIC_BASE_URL, else the Anthropic API.
 */
import { credentialFrom, proxiedAgents, type ProxiedAgents } from '../../model-proxy/index.js';
import type { ActionInputs } from '../inputs.js';
import type { ActionHost } from './host.js';

export type ActionGateway = ProxiedAgents;

export function actionGateway(host: ActionHost, inputs: ActionInputs): ActionGateway {
  return proxiedAgents({
    credential: credentialFrom(inputs, host.env),
    upstream: host.env.ANTHROPIC_BASE_URL,
    onStart: (line) => host.info(line),
  });
}
