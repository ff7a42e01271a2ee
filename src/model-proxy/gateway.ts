/**
 * The model gateway: runs every agent phase through the model proxy. Each `run` of a guarded
 * runner gets a fresh capability (revoked when the run returns) in place of the credential,
 * with ANTHROPIC_BASE_URL pointing at the proxy; its result carries the phase's token usage,
 * and a phase the cost limit stopped ends as `cost_cap`.
 */
import type { AgentResult, AgentRunner, AgentRunOptions } from '../agent/types.js';
import { Budget, PhaseMeter, type BudgetOptions } from './budget.js';
import { agentCredentialEnv, type ModelCredential } from './credential.js';
import { startModelProxy, type ModelProxy } from './server.js';

export interface ModelGatewayOptions {
  credential: ModelCredential;
  /** The model API's base URL (the user's ANTHROPIC_BASE_URL); default the Anthropic API. */
  upstream?: string;
}

export interface ModelGateway {
  /** A runner whose every run goes through the proxy, under this budget. */
  guard(runner: AgentRunner, budget?: BudgetOptions): AgentRunner;
  /** Stops the proxy (every capability with it). */
  close(): Promise<void>;
}

export function createModelGateway(options: ModelGatewayOptions): ModelGateway {
  let proxy: Promise<ModelProxy> | undefined;
  const started = (): Promise<ModelProxy> => (proxy ??= startModelProxy(options));
  return {
    guard(runner, budgetOptions) {
      const budget = new Budget(budgetOptions);
      return { run: async (given) => runPhase(runner, await started(), budget, given) };
    },
    async close() {
      const running = proxy;
      proxy = undefined;
      if (running) await (await running).close();
    },
  };
}

async function runPhase(
  runner: AgentRunner,
  proxy: ModelProxy,
  budget: Budget,
  given: AgentRunOptions,
): Promise<AgentResult> {
  const phase = new PhaseMeter();
  const grant = proxy.grant({
    refusal: () => budget.refusal(phase),
    onUsage: (usage) => phase.add(usage),
  });
  let result: AgentResult;
  try {
    result = await runner.run({
      ...given,
      env: {
        ...given.env,
        ANTHROPIC_BASE_URL: proxy.url,
        ...agentCredentialEnv(proxy.credentialKind, grant.capability),
      },
    });
  } finally {
    grant.revoke();
  }
  // claude's own figure misses requests made with the capability outside its conversation.
  const costUsd = Math.max(result.totalCostUsd, phase.costUsd);
  budget.settle(costUsd);
  const capped = phase.refused !== undefined && result.outcome !== 'completed';
  return {
    ...result,
    totalCostUsd: costUsd,
    usage: phase.usage,
    ...(capped ? { outcome: 'cost_cap', summary: `cost limit reached: ${phase.refused}` } : {}),
  };
}
