/**
 * The model proxy wired into a run (the action's and the CLI's alike): the credential found in
 * the inputs or the environment stays with the harness; every agent phase reaches the model
 * through the proxy, started on the first phase, with a capability of its own. Upstream is the
 * user's ANTHROPIC_BASE_URL, else the Anthropic API.
 */
import type { AgentRunner } from '../agent/types.js';
import type { BudgetOptions } from './budget.js';
import type { ModelCredential } from './credential.js';
import { createModelGateway, type ModelGateway } from './gateway.js';

export interface ProxiedAgents {
  /** The runner for a flow: through the proxy, under `max-cost-usd` from `spentUsd` on. */
  agent(createAgent: () => AgentRunner, budget?: BudgetOptions): AgentRunner;
  close(): Promise<void>;
}

export interface ProxiedAgentsOptions {
  /** The credential (credentialFrom); without one the agent runs as it is and reports its own login error. */
  credential: ModelCredential | undefined;
  /** The user's ANTHROPIC_BASE_URL, if any. */
  upstream?: string;
  /** Told once, when the first agent phase starts through the proxy (never when none runs). */
  onStart?(line: string): void;
}

export function proxiedAgents(options: ProxiedAgentsOptions): ProxiedAgents {
  const { credential } = options;
  let gateway: ModelGateway | undefined;
  let told = false;
  const tell = (kind: ModelCredential['kind']): void => {
    if (told) return;
    told = true;
    options.onStart?.(
      `Model proxy: the agent reaches the model through the harness with a capability per phase; it never holds the ${kind} credential.`,
    );
  };
  return {
    agent(createAgent, budget) {
      if (!credential) return createAgent();
      gateway ??= createModelGateway({ credential, upstream: options.upstream });
      const guarded = gateway.guard(createAgent(), budget);
      return {
        run(runOptions) {
          tell(credential.kind);
          return guarded.run(runOptions);
        },
        refusedModelRequests: () => guarded.refusedModelRequests?.() ?? [],
      };
    },
    async close() {
      await gateway?.close();
    },
  };
}
