/** The PRP_PHASE_STATUS block (spec 003), as data. */
export const PHASES = ['RED', 'GREEN', 'REFACTOR', 'DOCUMENT'] as const;
export const PHASE_STATUSES = ['IN_PROGRESS', 'BLOCKED', 'COMPLETE'] as const;
export const BREAKER_STATES = ['CLOSED', 'HALF_OPEN', 'OPEN'] as const;

export type Phase = (typeof PHASES)[number];
export type PhaseStatusValue = (typeof PHASE_STATUSES)[number];
export type BreakerState = (typeof BREAKER_STATES)[number];

export interface PhaseStatus {
  timestamp: string;
  phase: Phase;
  status: PhaseStatusValue;
  iteration: number;
  progressPercent: number;
  tests: { total: number; passing: number; failing: number; skipped: number };
  files: { created: number; modified: number; deleted: number };
  circuitBreaker: { state: BreakerState; noProgressCount: number };
  dualGate: { gate1: boolean; gate2: boolean; canExit: boolean };
  /** Empty means "none". */
  blockers: string[];
  exitSignal: boolean;
  recommendation: string;
}

/**
 * frankbria/ralph-claude-code's RALPH_STATUS block, read for compatibility: its full form has
 * 7 fields, but 2 (STATUS and EXIT_SIGNAL) are enough, and either may stand alone.
 */
export interface RalphStatus {
  status?: string; // IN_PROGRESS | COMPLETE | BLOCKED
  tasksCompletedThisLoop?: number;
  filesModified?: number;
  testsStatus?: string; // PASSING | FAILING | NOT_RUN
  workType?: string;
  /** EXIT_SIGNAL, or (when the block has none) whether STATUS is COMPLETE, as frankbria reads it. */
  exitSignal: boolean;
  recommendation?: string;
}
