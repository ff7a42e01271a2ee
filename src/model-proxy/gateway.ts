/**
 * The model gateway: runs every agent phase through the model proxy. Each `run` of a guarded
 * runner gets a fresh capability (revoked when the run returns) in place of the credential,
 * with the provider's base URL variable pointing at the proxy (providers/provider.ts); its
 * result carries the phase's token usage.
 * A phase the run's cost limit stopped ends as `cost_cap`; one its task's limit stopped is
 * ended by the gateway at once and ends as `task_cost_cap`. Requests to endpoints the proxy
 * does not pass are counted for the run's summary.
 */
import type { AgentResult, AgentRunner, AgentRunOptions } from '../agent/types.js';
import { Budget, PhaseMeter, type BudgetOptions } from './budget.js';
import { RefusedRequests, type RefusedModelRequest } from './endpoints.js';
import type { ModelProvider } from './providers/provider.js';
import { startModelProxy, type ModelProxy } from './server.js';

export interface ModelGatewayOptions {
  /** The model's provider: its upstream, how requests are authorized there, the agent's env. */
  provider: ModelProvider;
}

export interface ModelGateway {
  /** A runner whose every run goes through the proxy, under this budget. */
  guard(runner: AgentRunner, budget?: BudgetOptions): AgentRunner;
  /** Requests the proxy refused for their endpoint, over every phase so far. */
  refusedRequests(): RefusedModelRequest[];
  /** Stops the proxy (every capability with it). */
  close(): Promise<void>;
}

export function createModelGateway(options: ModelGatewayOptions): ModelGateway {
  let proxy: Promise<ModelProxy> | undefined;
  const refused = new RefusedRequests();
  const started = (): Promise<ModelProxy> => (proxy ??= startModelProxy(options));
  return {
    guard(runner, budgetOptions) {
      const budget = new Budget(budgetOptions);
      return {
        run: async (given) => runPhase(runner, await started(), budget, refused, given),
        refusedModelRequests: () => refused.list(),
      };
    },
    refusedRequests: () => refused.list(),
    async close() {
      const running = proxy;
      proxy = undefined;
      if (running) await (await running).close();
    },
  };
}

/** An abort signal that fires with `outer` or when the gateway ends the phase. */
function phaseSignal(outer: AbortSignal | undefined): { signal: AbortSignal; end(): void } {
  const own = new AbortController();
  const signal = outer ? AbortSignal.any([outer, own.signal]) : own.signal;
  return { signal, end: () => own.abort() };
}

async function runPhase(
  runner: AgentRunner,
  proxy: ModelProxy,
  budget: Budget,
  refused: RefusedRequests,
  given: AgentRunOptions,
): Promise<AgentResult> {
  const phase = new PhaseMeter(given.taskCostCap, given.dayCostCap);
  const ending = phaseSignal(given.signal);
  const grant = proxy.grant({
    reserve: (worstCaseUsd) => {
      const refusal = budget.reserve(phase, worstCaseUsd);
      // The task's limit ends the phase: nothing more of it is worth paying for.
      if (refusal && phase.taskCapped) ending.end();
      return refusal;
    },
    settle: (reserved, cost, usage) => budget.settle(phase, reserved, cost, usage),
    refused: (request) => refused.add(request),
  });
  let result: AgentResult;
  try {
    const model = proxy.provider.agentModel(given.model);
    result = await runner.run({
      ...given,
      ...(model !== undefined ? { model } : {}),
      signal: ending.signal,
      env: {
        ...given.env,
        ...proxy.provider.agentEnv(proxy.url, grant.capability, {
          ...process.env,
          ...definedOnly(given.env),
        }),
      },
    });
  } finally {
    grant.revoke();
  }
  const costUsd = budget.endPhase(phase, result.totalCostUsd);
  const base = { ...result, totalCostUsd: costUsd, usage: phase.usage };
  const cap = given.taskCostCap;
  if (phase.taskCapped && cap && !given.signal?.aborted) {
    const spent = cap.spentUsd + costUsd;
    return {
      ...base,
      outcome: 'task_cost_cap',
      summary: `over its cost cap ($${spent.toFixed(2)} of $${cap.capUsd.toFixed(2)})`,
    };
  }
  const capped = phase.refused !== undefined && result.outcome !== 'completed';
  return capped
    ? { ...base, outcome: 'cost_cap', summary: `cost limit reached: ${phase.refused}` }
    : base;
}

/** The variables an env overlay sets (an undefined value removes one). */
function definedOnly(env: Record<string, string | undefined> | undefined): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env ?? {}).filter(([, v]) => v !== undefined));
}
