/**
 * The action's model gateway: the credential from the inputs (or the runner's environment)
 * stays with the harness; every agent phase reaches the model through the proxy with a
 * capability of its own. Upstream is the user's ANTHROPIC_BASE_URL, else the Anthropic API.
 */
import type { AgentRunner } from '../../agent/types.js';
import { createModelGateway, credentialFrom, type ModelGateway } from '../../model-proxy/index.js';
import type { ActionInputs } from '../inputs.js';
import type { ActionHost } from './host.js';

export interface ActionGateway {
  /** The runner for a flow: through the proxy, under `max-cost-usd` from `spentUsd` on. */
  agent(
    createAgent: () => AgentRunner,
    budget?: { capUsd?: number; spentUsd?: number },
  ): AgentRunner;
  close(): Promise<void>;
}

export function actionGateway(host: ActionHost, inputs: ActionInputs): ActionGateway {
  const credential = credentialFrom(inputs, host.env);
  let gateway: ModelGateway | undefined;
  return {
    agent(createAgent, budget) {
      // Without a credential there is nothing to hold back: claude reports its own login error.
      if (!credential) return createAgent();
      if (!gateway) {
        gateway = createModelGateway({ credential, upstream: host.env.ANTHROPIC_BASE_URL });
        host.info(
          `Model proxy: the agent reaches the model through the harness with a capability per phase; it never holds the ${credential.kind} credential.`,
        );
      }
      return gateway.guard(createAgent(), budget);
    },
    async close() {
      await gateway?.close();
    },
  };
}
