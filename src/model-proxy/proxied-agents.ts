/**
 * The model proxy wired into a run (the action's and the CLI's alike): the provider's
 * credential found in the inputs or the environment stays with the harness; every agent phase
 * reaches the model through the proxy, started on the first phase, with a capability of its own.
 */
import type { AgentRunner } from '../agent/types.js';
import type { BudgetOptions } from './budget.js';
import { createModelGateway, type ModelGateway } from './gateway.js';
import type { ModelProvider } from './providers/provider.js';

export interface ProxiedAgents {
  /** The runner for a flow: through the proxy, under `max-cost-usd` from `spentUsd` on. */
  agent(createAgent: () => AgentRunner, budget?: BudgetOptions): AgentRunner;
  close(): Promise<void>;
}

export interface ProxiedAgentsOptions {
  /**
   * The provider (providerFrom); without one the agent runs as it is and reports its own
   * login error.
   */
  provider: ModelProvider | undefined;
  /** Told once, when the first agent phase starts through the proxy (never when none runs). */
  onStart?(line: string): void;
}

export function proxiedAgents(options: ProxiedAgentsOptions): ProxiedAgents {
  const { provider } = options;
  let gateway: ModelGateway | undefined;
  let told = false;
  const tell = (held: ModelProvider): void => {
    if (told) return;
    told = true;
    const where = held.name === 'anthropic' ? '' : ` (${held.name})`;
    options.onStart?.(
      `Model proxy: the agent reaches the model${where} through the harness with a capability per phase; it never holds ${held.holds}.`,
    );
  };
  return {
    agent(createAgent, budget) {
      if (!provider) return createAgent();
      gateway ??= createModelGateway({ provider });
      const guarded = gateway.guard(createAgent(), budget);
      return {
        run(runOptions) {
          tell(provider);
          return guarded.run(runOptions);
        },
        refusedModelRequests: () => guarded.refusedModelRequests?.() ?? [],
      };
    },
    async close() {
      await gateway?.close();
      provider?.close?.();
    },
  };
}
