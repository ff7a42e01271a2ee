/** Contracts of the iteration engine. It knows nothing about GitHub; cli/ and github/ adapt it. */
import type { BlockedDestination } from '../network/types.js';
import type { RefusedModelRequest } from '../model-proxy/endpoints.js';
import type { AgentBoundary } from './iteration/boundary.js';
import type { CriterionVerdict } from '../agent/review-verdict.js';
import type { AgentOutcome, AgentResult, AgentRunner, StreamEvent } from '../agent/types.js';
import type { BreakerState, PhaseStatus } from '../agent/phase-status-types.js';
import type { CheckDefinition, CheckResult } from '../checks/types.js';
import type { FileChanges, Git } from '../git/types.js';
import type { Task } from '../prd/schema.js';
import type { ExistingTestResult } from './iteration/original-gate.js';
import type { ProtectedChange } from './gate/check-defining.js';
import type { TokenUsage } from '../model-proxy/usage.js';
import type { PromptCacheTtl } from '../agent/prompt-cache.js';

export interface EngineSettings {
  /** Absolute path of the repository's working tree. */
  repoDir: string;
  /** prd.yaml path relative to repoDir. Default `.ralph/prd.yaml`. */
  prdPath: string;
  iterations: number;
  maxFixAttempts: number; // default 3
  maxTaskAttempts: number; // default 2
  /** Default max turns when a task has no estimated_turns. */
  maxTurns: number;
  taskTimeoutMs: number;
  idleTimeoutMs: number;
  /** Stop the loop when the summed total_cost_usd reaches this. */
  maxCostUsd?: number;
  /** A task's cost limit when the task has no `max_cost_usd` (held by the model proxy). */
  maxTaskCostUsd?: number;
  /** The limit on the spend of all runs on the work branch in one UTC day (held by the proxy). */
  maxCostUsdPerDay?: number;
  /** Stop the loop when this much wall-clock time has passed. */
  maxMinutes?: number;
  model?: string;
  claudeArgs: string[];
  /** Empty: --dangerously-skip-permissions. */
  allowedTools: string[];
  /** Built-in tools every task's agent gets besides the default set (the agent-tools input). */
  agentTools?: string[];
  /** The agent's prompt-cache lifetime (default `auto`: 1h when the checks run long). */
  promptCacheTtl?: PromptCacheTtl;
  /** Absolute path of `claude`; resolved by the adapter before the engine runs. */
  claudePath: string;
  /** Branch override; else project.branch, else ralph/<slug of title>. */
  branch?: string;
  /** Base branch to create the work branch from. Default: origin's default branch, else main/master. */
  baseBranch?: string;
  /** The repository's default branch when the caller knows it (never used as the work branch). */
  defaultBranch?: string;
  /** Skip the quality gate entirely (explicit opt-out). */
  checksDisabled: boolean;
  /**
   * After the checks pass, a read-only reviewer judges each acceptance criterion (a task's own
   * `review:` wins). Default false.
   */
  review?: boolean;
  /**
   * Stop the loop when a task's attempt fails after its fix attempts (002 FR-LOOP-11).
   * Default false: the failure is recorded and the loop goes on with the next ready task.
   */
  stopOnFailure?: boolean;
  /** Link to the CI run, written into progress blocks. */
  runUrl?: string;
  /** Circuit breaker thresholds (003). */
  breaker: { halfOpenAfter: number; openAfter: number; sameFailureOpenAfter: number };
  /** Environment for the agent (API key etc.). Never written to disk. */
  agentEnv: Record<string, string | undefined>;
  /** Variables the agent and the checks get besides the base set (the pass-env input). */
  passEnv?: string[];
  /** Pause before an api_error retry. */
  apiRetryDelayMs?: number;
  /** Print and do nothing. */
  dryRun: boolean;
  verbose: boolean;
  /** Where per-run artifacts go (transcripts). Default `<repo>/.ralph/attempts`. */
  artifactsDir?: string;
  /** Run only this task (a parallel round's task job); nothing else is selected. */
  onlyTask?: string;
  /**
   * The branch the engine state belongs to, when the loop works on another one (a task
   * branch records for its work branch); default: the branch the loop works on.
   */
  stateBranch?: string;
  /** Cost already spent before this run (earlier runs of a continuation chain); counts toward maxCostUsd. */
  costSpentUsd?: number;
}

/** A file the agent left that the commit does not include. */
export interface LeftOutFile {
  path: string;
  /** Why, e.g. "build output: ELF executable or object file". */
  why: string;
}

/** What became of one iteration. */
export type IterationOutcome =
  | 'done' // task verified and committed
  | 'failed' // attempt failed; task stays pending (attempt counted)
  | 'blocked' // attempt failed and the task ran out of attempts
  | 'interrupted' // signal / usage limit / cap: tree reset, task pending, nothing counted
  | 'not_attempted' // a required check already fails at the starting commit: as interrupted
  | 'dry_run';

export interface IterationResult {
  iteration: number;
  taskId: string;
  taskTitle: string;
  outcome: IterationOutcome;
  /** How the last agent run ended. */
  agentOutcome?: AgentOutcome;
  /** What the memory limit stopped of the last agent run's processes, in words, if anything. */
  agentStoppedForMemory?: string;
  /** 1-based number of this attempt at the task. */
  attempt: number;
  fixAttempts: number;
  checks: CheckResult[];
  commitSha?: string;
  costUsd: number;
  /** Tokens of the iteration's agent runs, as the model proxy counted them (absent without one). */
  usage?: TokenUsage;
  numTurns: number;
  durationMs: number;
  files: FileChanges;
  /** Harness-owned files the agent changed and the harness restored. */
  restoredFiles: string[];
  /** What the agent left that git must not meet (nested `.git`, FIFOs, sockets): removed. */
  removedFiles?: string[];
  /** The agent edited the RALPH:CHECKS block; the original checks were used. */
  checksTampered: boolean;
  /**
   * Test files that existed at the starting commit and that the committed change modifies or
   * deletes: legitimate at times, but the classic way to weaken a gate, so reviewers see them.
   */
  existingTestsChanged?: string[];
  /** Each existing test the agent changed, with how its original version fared against the new code. */
  existingTests?: ExistingTestResult[];
  /** Protected files the task declares in `files:` and changed: allowed, shown prominently. */
  protectedChanges?: ProtectedChange[];
  /** Files the agent left that were not committed (build output, over the push limit), and why. */
  leftOut?: LeftOutFile[];
  /** The harness's authoritative status block for this iteration. */
  phaseStatus: PhaseStatus;
  /** The agent's own status block, when valid. */
  agentPhaseStatus?: PhaseStatus;
  /** The reviewer's verdict on each acceptance criterion (its last readable answer). */
  review?: CriterionVerdict[];
  /** One line for logs and PR comments. */
  summary: string;
  learnings?: string;
}

export type StopReason =
  | 'complete' // both gates hold
  | 'max_iterations'
  | 'nothing_ready' // tasks remain but none can start (blocked / waiting)
  | 'circuit_open'
  | 'transient_failure' // api_error after a retry (FR-LOOP-12)
  | 'cannot_complete' // FR-LOOP-13
  | 'checks_failing_at_start' // a required check fails before the agent changed anything
  | 'task_failed' // stop-on-failure: an attempt failed after its fix attempts
  | 'usage_limit'
  | 'cost_cap'
  | 'daily_cap' // the work branch's spend of the UTC day was at max-cost-usd-per-day at the start
  | 'time_cap'
  | 'interrupted'
  | 'invalid_prd'
  | 'dirty_tree'
  | 'invalid_branch' // the work branch is the base or default branch
  | 'no_checks'
  | 'delivery_failed' // a committed iteration could not be delivered (the action: pushed)
  | 'dry_run';

export interface TaskCounts {
  total: number;
  done: number;
  in_progress: number;
  pending: number;
  blocked: number;
  skipped: number;
}

export interface LoopResult {
  stopReason: StopReason;
  /** One line explaining the stop, for humans. */
  message: string;
  /** 0 complete or ok stop; non-zero for failures (the CLI's exit code). */
  exitCode: number;
  complete: boolean;
  gate1: boolean;
  gate2: boolean;
  breakerState: BreakerState;
  iterations: IterationResult[];
  counts: TaskCounts;
  progressPercent: number;
  branch: string;
  headSha?: string;
  /** `usage`: the tokens the model proxy counted (zero when the agent ran without it). */
  totals: { costUsd: number; numTurns: number; durationMs: number; usage?: TokenUsage };
  /** The latest harness-owned status block (also appended to .ralph/phase-status.log). */
  lastPhaseStatus?: PhaseStatus;
  nextTaskId?: string;
  /** What the restricted network refused the agent and the checks in this run. */
  blockedEgress?: BlockedDestination[];
  /** Requests the model proxy refused for their endpoint in this run. */
  refusedModelRequests?: RefusedModelRequest[];
}

/** Progress callbacks; adapters turn them into log groups, spinners or nothing. */
/** A phase of an iteration: the agent's first run, the checks, or the agent fixing them. */
export type IterationPhase =
  { kind: 'agent' } | { kind: 'checks' } | { kind: 'fix'; attempt: number };

export interface EngineObserver {
  info?(message: string): void;
  warning?(message: string): void;
  /** Errors that stop the run (e.g. prd.yaml diagnostics); adapters without it get them as warnings. */
  error?(message: string): void;
  iterationStart?(iteration: number, of: number, task: Task): void;
  agentStart?(task: Task, attempt: number, resume: boolean): void;
  /** The iteration entered a phase (before the agent starts, before the checks run). */
  phase?(task: Task, phase: IterationPhase): void;
  agentText?(text: string): void;
  agentEvent?(event: StreamEvent): void;
  agentEnd?(result: AgentResult): void;
  checkStart?(check: CheckDefinition): void;
  checkResult?(result: CheckResult): void;
  iterationEnd?(result: IterationResult): void;
}

export interface EngineDeps {
  agent: AgentRunner;
  git: Git;
  observer?: EngineObserver;
  /** Aborted on SIGINT/SIGTERM by the adapter. */
  signal?: AbortSignal;
  /**
   * Called after each iteration that committed something (the action pushes here). It answers
   * `{ stop }` when the work cannot be delivered: the loop then stops ('delivery_failed') with
   * that message, rather than pay for iterations whose work would not arrive either.
   */
  afterIteration?: (result: IterationResult) => Promise<{ stop: string } | undefined>;
  now?: () => Date;
  /** Where the agent's world ends (isolation plugs in here). Default: no isolation. */
  boundary?: Partial<AgentBoundary>;
}
