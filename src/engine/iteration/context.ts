/** What the phases of one iteration share: the input, derived names, and a ledger of facts. */
import type { CriterionVerdict } from '../../agent/review-verdict.js';
import type { AgentResult } from '../../agent/types.js';
import type { CheckDefinition, CheckResult } from '../../checks/types.js';
import type { FileChanges } from '../../git/types.js';
import type { LoadedPrd } from '../../prd/load.js';
import { sumUsage, type TokenUsage } from '../../model-proxy/usage.js';
import { idKey, type Prd, type Task } from '../../prd/schema.js';
import { defaultArtifactsDir } from '../attempts.js';
import { harnessOwnedPaths } from '../gate/harness-owned.js';
import type { ProtectedChange } from '../gate/check-defining.js';
import type { DependencySnapshot } from '../dependency-snapshot.js';
import type { Candidate } from './candidate.js';
import type { ExistingTestResult } from './original-gate.js';
import { taskState, type EngineState } from '../state.js';
import type {
  EngineDeps,
  EngineObserver,
  EngineSettings,
  IterationResult,
  LeftOutFile,
} from '../types.js';
import { completeBoundary, type AgentBoundary, type BoundaryCrossing } from './boundary.js';

export interface IterationInput {
  settings: EngineSettings;
  deps: EngineDeps;
  /** Mutated: iteration counter, breaker, attempts. Saved and committed on a counted outcome. */
  state: EngineState;
  /** 1-based number within this run, and the run's limit (for "Iteration 3 of 10"). */
  index: number;
  of: number;
  loaded: LoadedPrd;
  /** The validated task list (loaded.prd, known to be defined). */
  prd: Prd;
  task: Task;
  /** The work branch: HEAD must be on it, at a descendant of startSha, after every agent run. */
  branch: string;
  startSha: string;
  /**
   * The local branches at startSha, when the loop knows them without asking git (the last
   * iteration committed after its last branch guard, and nothing else ran since).
   */
  branchesAtStart?: Map<string, string>;
  checks: CheckDefinition[];
  /** The file whose RALPH:CHECKS block defines the checks. */
  checksFile?: string;
  /** The block's `protect:` globs (files the checks depend on, beside the defaults). */
  protect?: string[];
  /** The dependency directories taken before the run's first agent phase (for the checks). */
  dependencies?: DependencySnapshot;
  /** True when these failing checks already fail at startSha (the run's baseline, see baseline.ts). */
  failsAtStart?: (failing: CheckResult[], runAtStart: ChecksRunner) => Promise<boolean>;
  /**
   * Set when the starting commit's baseline is not known: runs the checks there before the
   * agent; true when a required check fails (the iteration then stops, the agent never runs).
   */
  baselineFirst?: (runAtStart: ChecksRunner, report: ChecksRunner) => Promise<boolean>;
  /** deps.signal combined with the run's wall-clock cap. */
  signal: AbortSignal;
  now: () => Date;
}

/** Why a loop must stop after this iteration, besides its normal course. */
/** Runs checks on the agent's side of the boundary (as the gate does). */
export type ChecksRunner = (checks: CheckDefinition[]) => Promise<CheckResult[]>;

export type IterationStop =
  | 'transient_failure'
  | 'cannot_complete'
  | 'usage_limit'
  | 'cost_cap'
  | 'interrupted'
  | 'checks_failing_at_start';

export interface IterationRun {
  result: IterationResult;
  stop?: IterationStop;
  /**
   * Where the iteration left HEAD and the local branches, when it knows: it committed, and no
   * agent or check code ran after its last branch guard. The next iteration can start from
   * here without asking git again.
   */
  after?: { head: string; branches: Map<string, string> };
}

export const NO_FILES: FileChanges = { created: [], modified: [], deleted: [] };

/** Facts the phases add as the iteration goes; the outcome phase reports them. */
export interface IterationLedger {
  runs: AgentResult[];
  /** Harness-owned paths the agent changed and the harness put back. */
  restored: Set<string>;
  /** Entries git must not meet that the agent left (nested `.git`, FIFOs): removed. */
  removed: Set<string>;
  /** The last candidate tree: what the checks verified, and what a passed gate commits. */
  candidate?: Candidate;
  /** Files of the working tree kept out of the candidate (build output, over the push limit). */
  leftOut: LeftOutFile[];
  checksTampered: boolean;
  checkResults: CheckResult[];
  fixAttempts: number;
  /** Protected files the task declares in `files:` and changed (allowed, shown to reviewers). */
  protectedChanges: ProtectedChange[];
  /** The original versions of the existing tests the agent changed, run against its code. */
  existingTests: ExistingTestResult[];
  /** Set when the agent left the work branch (the attempt was reset). */
  branchViolation?: string;
  /** The commit HEAD was at, on the work branch, when the branch guard last looked. */
  headAfterGuard?: string;
  /** The reviewer's runs, with their verdicts when the answer could be read. */
  reviews: { result: AgentResult; verdicts?: CriterionVerdict[] }[];
  /** Set once the runs' spend is booked into the state (spend.ts): it is booked only once. */
  spendBooked: boolean;
}

export interface IterationContext {
  input: IterationInput;
  observer: EngineObserver;
  boundary: AgentBoundary;
  repoDir: string;
  taskId: string;
  /** 1-based attempt at this task (across runs). */
  attempt: number;
  /** Cumulative iteration number (across runs). */
  iterationNumber: number;
  artifacts: string;
  ownedPaths: string[];
  /** Local branches and their commits when the iteration started. */
  branchesAtStart: Map<string, string>;
  started: number;
  ledger: IterationLedger;
}

export function createContext(
  input: IterationInput,
  branchesAtStart: Map<string, string>,
): IterationContext {
  const { settings, deps, task, state } = input;
  const taskId = idKey(task.id);
  return {
    input,
    observer: deps.observer ?? {},
    boundary: completeBoundary(deps.boundary, deps.git),
    repoDir: settings.repoDir,
    taskId,
    attempt: taskState(state, taskId).attempts + 1,
    iterationNumber: state.iteration + 1,
    artifacts: settings.artifactsDir ?? defaultArtifactsDir(settings.repoDir),
    ownedPaths: harnessOwnedPaths(settings.prdPath),
    branchesAtStart,
    started: Date.now(),
    ledger: {
      runs: [],
      restored: new Set(),
      removed: new Set(),
      leftOut: [],
      checksTampered: false,
      checkResults: [],
      protectedChanges: [],
      existingTests: [],
      fixAttempts: 0,
      reviews: [],
      spendBooked: false,
    },
  };
}

export function crossingOf(ctx: IterationContext): BoundaryCrossing {
  return {
    repoDir: ctx.repoDir,
    taskId: ctx.taskId,
    attempt: ctx.attempt,
    run: ctx.ledger.runs.length,
    signal: ctx.input.signal,
  };
}

export function lastRun(ctx: IterationContext): AgentResult | undefined {
  return ctx.ledger.runs[ctx.ledger.runs.length - 1];
}

/** Every run the iteration paid for: the agent's, then the reviewer's. */
function paidRuns(ctx: IterationContext): AgentResult[] {
  return [...ctx.ledger.runs, ...ctx.ledger.reviews.map((r) => r.result)];
}

export function costOf(ctx: IterationContext): number {
  return paidRuns(ctx).reduce((sum, r) => sum + (r.totalCostUsd || 0), 0);
}

/** The tokens of the iteration's runs (the agent's and the reviewer's), as the proxy counted them. */
export function usageOf(ctx: IterationContext): TokenUsage | undefined {
  const counted = paidRuns(ctx).filter((r) => r.usage !== undefined);
  return counted.length > 0 ? sumUsage(counted.map((r) => r.usage)) : undefined;
}

export function turnsOf(ctx: IterationContext): number {
  return paidRuns(ctx).reduce((sum, r) => sum + (r.numTurns || 0), 0);
}

/** The verdicts of the last review whose answer could be read. */
function lastVerdicts(ctx: IterationContext): CriterionVerdict[] | undefined {
  return ctx.ledger.reviews.findLast((r) => r.verdicts !== undefined)?.verdicts;
}

/** The fields every outcome reports. */
export function resultBase(
  ctx: IterationContext,
): Omit<IterationResult, 'outcome' | 'phaseStatus' | 'summary'> {
  const { ledger } = ctx;
  const last = lastRun(ctx);
  return {
    iteration: ctx.iterationNumber,
    taskId: ctx.taskId,
    taskTitle: ctx.input.task.title,
    agentOutcome: last?.outcome,
    ...(last?.stoppedForMemory ? { agentStoppedForMemory: last.stoppedForMemory } : {}),
    attempt: ctx.attempt,
    fixAttempts: ledger.fixAttempts,
    checks: ledger.checkResults,
    costUsd: costOf(ctx),
    ...(usageOf(ctx) ? { usage: usageOf(ctx) } : {}),
    numTurns: turnsOf(ctx),
    durationMs: Date.now() - ctx.started,
    files: NO_FILES,
    restoredFiles: [...ledger.restored],
    ...(ledger.removed.size > 0 ? { removedFiles: [...ledger.removed] } : {}),
    checksTampered: ledger.checksTampered,
    agentPhaseStatus: last?.phaseStatus,
    ...(ledger.existingTests.length > 0 ? { existingTests: ledger.existingTests } : {}),
    ...(ledger.protectedChanges.length > 0 ? { protectedChanges: ledger.protectedChanges } : {}),
    ...(lastVerdicts(ctx) ? { review: lastVerdicts(ctx) } : {}),
  };
}

/** Puts the tree back at the starting commit (tracked and untracked files). */
export async function resetTree(ctx: IterationContext): Promise<void> {
  const { git } = ctx.input.deps;
  await git.resetHard(ctx.input.startSha);
  await git.clean();
}
