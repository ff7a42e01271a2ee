/**
 * The cost limits at the transport, held hard: a request is admitted only while what was spent,
 * plus what requests under way may still cost (their reservations), plus its own worst case
 * stays within the limit. So the spend never passes the limit by more than one request's
 * misjudged input. That is the run's limit (`max-cost-usd`, with the spend of the chain's
 * earlier runs). A task's own limit (`max_cost_usd`, with the task's spend of earlier phases)
 * ends its phase once the task's spend, with what is under way, reaches it.
 */
import { addUsage, NO_USAGE, type MessageUsage, type TokenUsage } from './usage.js';

export interface BudgetOptions {
  /** max-cost-usd; undefined: no limit. */
  capUsd?: number;
  /** Spent before this run (earlier runs of a continuation chain). */
  spentUsd?: number;
}

/** The work branch's limit for the UTC day (`max-cost-usd-per-day`), for a phase. */
export interface DayCostCap {
  capUsd: number;
  /** What the day's runs on the branch spent before this phase. */
  spentUsd: number;
}

/** A task's own limit, for the phases run on it. */
export interface TaskCostCap {
  taskId: string;
  capUsd: number;
  /** What the task's earlier phases cost. */
  spentUsd: number;
}

const usd = (value: number): string => `$${value.toFixed(2)}`;

/** What one agent phase spent through the proxy. */
export class PhaseMeter {
  usage: TokenUsage = NO_USAGE;
  costUsd = 0;
  requests = 0;
  reservedUsd = 0;
  /** Set when a request of the phase was refused for the run's (or the day's) cost limit. */
  refused?: string;
  /** Set when a request of the phase was refused for its task's cost limit. */
  taskCapped?: string;

  constructor(
    readonly taskCap?: TaskCostCap,
    readonly dayCap?: DayCostCap,
  ) {}

  /** The task's spend with this phase's so far. */
  taskSpentUsd(): number {
    return (this.taskCap?.spentUsd ?? 0) + this.costUsd;
  }
}

export class Budget {
  /** Settled spend: earlier runs, ended phases and settled requests of phases under way. */
  private spentUsd: number;
  private reservedUsd = 0;

  constructor(private readonly options: BudgetOptions = {}) {
    this.spentUsd = options.spentUsd ?? 0;
  }

  /** Reserves a request's worst case for `phase`, or says why it is refused. */
  reserve(phase: PhaseMeter, worstCaseUsd: number): string | undefined {
    const taskRefusal = this.taskRefusal(phase);
    if (taskRefusal) return (phase.taskCapped = taskRefusal);
    const day = phase.dayCap;
    const spentToday = (day?.spentUsd ?? 0) + phase.costUsd;
    if (day && spentToday + phase.reservedUsd + worstCaseUsd > day.capUsd) {
      phase.refused = `Daily spend limit reached: the runs on this branch have cost ${usd(spentToday)} today (UTC) of max-cost-usd-per-day ${usd(day.capUsd)}, and this request could cost up to ${usd(worstCaseUsd)}, so the harness refuses further model requests.`;
      return phase.refused;
    }
    const cap = this.options.capUsd;
    if (cap !== undefined && this.spentUsd + this.reservedUsd + worstCaseUsd > cap) {
      const reserved =
        this.reservedUsd > 0
          ? ` (and ${usd(this.reservedUsd)} is held for requests under way)`
          : '';
      phase.refused = `Spend limit reached: the run has cost ${usd(this.spentUsd)}${reserved} of its max-cost-usd ${usd(cap)}, and this request could cost up to ${usd(worstCaseUsd)}, so the harness refuses further model requests.`;
      return phase.refused;
    }
    phase.reservedUsd += worstCaseUsd;
    this.reservedUsd += worstCaseUsd;
    return undefined;
  }

  /** A request of `phase` ended: its reservation released, its cost spent. */
  settle(phase: PhaseMeter, reservedUsd: number, costUsd: number, usage?: MessageUsage): void {
    phase.reservedUsd -= reservedUsd;
    this.reservedUsd -= reservedUsd;
    phase.costUsd += costUsd;
    this.spentUsd += costUsd;
    phase.requests += 1;
    if (usage) phase.usage = addUsage(phase.usage, usage.usage);
  }

  /**
   * A phase ended with claude's own figure for it: the larger figure is its cost (claude's price
   * table may differ; the proxy also sees requests made outside claude's conversation).
   */
  endPhase(phase: PhaseMeter, claudeCostUsd: number): number {
    const extra = Math.max(0, claudeCostUsd - phase.costUsd);
    this.spentUsd += extra;
    return phase.costUsd + extra;
  }

  private taskRefusal(phase: PhaseMeter): string | undefined {
    const cap = phase.taskCap;
    if (!cap) return undefined;
    const spent = phase.taskSpentUsd();
    if (spent + phase.reservedUsd < cap.capUsd) return undefined;
    return `Task cost cap reached: task ${cap.taskId} has cost ${usd(spent)} of its max_cost_usd ${usd(cap.capUsd)}, so the harness ends its agent phase.`;
  }
}
