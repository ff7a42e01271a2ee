/**
 * The circuit breaker of spec 003: CLOSED -> HALF_OPEN -> OPEN as iterations pass without
 * progress, or OPEN at once when the same failure keeps coming back. Pure functions over data
 * so the state can live in .ralph/state.json.
 */
import type { BreakerState } from '../agent/phase-status-types.js';
import { plural } from '../report/format.js';

export interface BreakerThresholds {
  halfOpenAfter: number;
  openAfter: number;
  sameFailureOpenAfter: number;
}

export const DEFAULT_BREAKER_THRESHOLDS: BreakerThresholds = {
  halfOpenAfter: 2,
  openAfter: 3,
  sameFailureOpenAfter: 5,
};

export interface BreakerData {
  state: BreakerState;
  /** Consecutive iterations without progress. */
  noProgressCount: number;
  /** The failure seen last (a check name or an agent outcome) and how often in a row. */
  lastFailure?: { key: string; count: number };
  /** Passing checks of the previous iteration: more passing checks counts as progress. */
  lastPassingChecks?: number;
  /** Why the breaker opened, for the stop message. */
  openReason?: string;
}

export function initialBreaker(): BreakerData {
  return { state: 'CLOSED', noProgressCount: 0 };
}

/** What one finished iteration tells the breaker. */
export interface BreakerObservation {
  /** A task reached done. */
  taskDone: boolean;
  /** Checks that passed this iteration (undefined when no checks ran). */
  passingChecks?: number;
  /** What failed, e.g. `check test` or `agent max_turns`; undefined on success. */
  failureKey?: string;
}

export function recordIteration(
  previous: BreakerData,
  observation: BreakerObservation,
  thresholds: BreakerThresholds,
): BreakerData {
  if (previous.state === 'OPEN') return previous; // only a person (prd edit, ralph reset) closes it
  const passingGrew =
    observation.passingChecks !== undefined &&
    previous.lastPassingChecks !== undefined &&
    observation.passingChecks > previous.lastPassingChecks;
  const progress = observation.taskDone || passingGrew;
  const next: BreakerData = {
    state: previous.state,
    noProgressCount: progress ? 0 : previous.noProgressCount + 1,
    lastPassingChecks: observation.passingChecks ?? previous.lastPassingChecks,
  };

  if (observation.failureKey !== undefined && !observation.taskDone) {
    const same = previous.lastFailure?.key === observation.failureKey;
    next.lastFailure = {
      key: observation.failureKey,
      count: same ? previous.lastFailure!.count + 1 : 1,
    };
  }

  if (next.lastFailure && next.lastFailure.count >= thresholds.sameFailureOpenAfter) {
    next.state = 'OPEN';
    next.openReason = `the same failure (${next.lastFailure.key}) happened ${next.lastFailure.count} times in a row`;
  } else if (next.noProgressCount >= thresholds.openAfter) {
    next.state = 'OPEN';
    next.openReason = `no progress for ${plural(next.noProgressCount, 'iteration')}`;
  } else if (next.noProgressCount >= thresholds.halfOpenAfter) {
    next.state = 'HALF_OPEN';
  } else {
    next.state = 'CLOSED';
  }
  return next;
}

/** What a person should do about the breaker's state. */
export function breakerRecommendation(data: BreakerData): string | undefined {
  if (data.state === 'OPEN') {
    return `Circuit breaker open (${data.openReason ?? 'no progress'}) - review the failing task, split or clarify it in prd.yaml, then run again (editing prd.yaml or running ralph reset closes the breaker)`;
  }
  if (data.state === 'HALF_OPEN') {
    return `No progress for ${plural(data.noProgressCount, 'iteration')} - the next iteration without progress opens the circuit breaker`;
  }
  return undefined;
}
