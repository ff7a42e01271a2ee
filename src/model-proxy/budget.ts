/**
 * The cost limit at the transport: what the run (or the chain before it) has spent, what the
 * phase in progress is spending, and the refusal once the two reach the limit.
 */
import { estimateCostUsd } from './pricing.js';
import { addUsage, NO_USAGE, type MessageUsage, type TokenUsage } from './usage.js';

export interface BudgetOptions {
  /** max-cost-usd; undefined: no limit. */
  capUsd?: number;
  /** Spent before this run (earlier runs of a continuation chain). */
  spentUsd?: number;
}

/** What one agent phase used through the proxy. */
export class PhaseMeter {
  usage: TokenUsage = NO_USAGE;
  costUsd = 0;
  requests = 0;
  /** Set when a request of the phase was refused for the cost limit. */
  refused?: string;

  add(response: MessageUsage): void {
    this.usage = addUsage(this.usage, response.usage);
    this.costUsd += estimateCostUsd(response);
    this.requests += 1;
  }
}

export class Budget {
  private settledUsd: number;

  constructor(private readonly options: BudgetOptions = {}) {
    this.settledUsd = options.spentUsd ?? 0;
  }

  /** The refusal for the next request of `phase`, or undefined while under the limit. */
  refusal(phase: PhaseMeter): string | undefined {
    const cap = this.options.capUsd;
    if (cap === undefined) return undefined;
    const spent = this.settledUsd + phase.costUsd;
    if (spent < cap) return undefined;
    phase.refused = `Spend limit reached: the run has cost $${spent.toFixed(2)} of its max-cost-usd $${cap.toFixed(2)}, so the harness refuses further model requests.`;
    return phase.refused;
  }

  /** A phase ended and cost this much. */
  settle(costUsd: number): void {
    this.settledUsd += costUsd;
  }
}
