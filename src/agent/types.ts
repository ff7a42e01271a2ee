/** Contracts of the headless Claude Code runner. The engine depends only on these. */
import type { Sandbox } from '../isolation/types.js';
import type { PhaseStatus, RalphStatus } from './phase-status-types.js';
import type { TokenUsage } from '../model-proxy/usage.js';
import type { DayCostCap, TaskCostCap } from '../model-proxy/budget.js';
import type { RefusedModelRequest } from '../model-proxy/endpoints.js';

/** How one agent run ended. Each class gets its own handling in the engine. */
export type AgentOutcome =
  | 'completed' // a `result` event with success and no error
  | 'max_turns' // hit --max-turns (or reported more turns than allowed)
  | 'timeout' // wall-clock limit for the task; killed
  | 'idle' // no stream output for the idle limit; killed
  | 'crashed' // non-zero exit or no `result` event
  | 'api_error' // rate limit / overload / 5xx, after the one retry
  | 'usage_limit' // quota exhausted: never retried
  | 'cost_cap' // the run's max-cost-usd was reached while the agent ran: never retried
  | 'task_cost_cap' // the task's own max_cost_usd was reached: the task is blocked
  | 'cannot_complete' // the agent said it cannot finish (the RALPH_CANNOT_COMPLETE signal)
  | 'interrupted'; // aborted by the caller (SIGINT/SIGTERM of the harness)

export interface AgentRunOptions {
  /** Absolute path of the `claude` executable. */
  claudePath: string;
  /** Repository directory the agent works in. */
  cwd: string;
  /** Sent on stdin, which is then closed. */
  prompt: string;
  maxTurns: number;
  model?: string;
  mcpConfigPath?: string;
  appendSystemPrompt?: string;
  /** Empty or undefined: --dangerously-skip-permissions. Otherwise --allowedTools LIST. */
  allowedTools?: string[];
  /** The only built-in tools the session has (`--tools`); undefined: claude's default set. */
  tools?: string[];
  /** JSON Schema of the answer (`--json-schema`); the result then carries `structuredOutput`. */
  jsonSchema?: string;
  /** User-supplied args; placed before ours so they cannot override the base flags. */
  extraArgs?: string[];
  /** Continue an earlier session (the fix loop). */
  resumeSessionId?: string;
  timeoutMs: number;
  idleTimeoutMs: number;
  /** Values set for the child (API key...) over the allowlisted environment; undefined removes. */
  env?: Record<string, string | undefined>;
  /** Variables the user passes besides the base set (the pass-env input). */
  passEnv?: readonly string[];
  /** Raw NDJSON stream is written here when set. */
  transcriptPath?: string;
  /** Called with assistant text as it arrives. */
  onText?: (text: string) => void;
  /** Called with every parsed stream event (verbose mode prints these). */
  onEvent?: (event: StreamEvent) => void;
  /** Aborting kills the agent (SIGTERM, then SIGKILL after the grace period). */
  signal?: AbortSignal;
  /** Pause before the single retry of an api_error. Default 30 s; tests use less. */
  apiRetryDelayMs?: number;
  /** SIGTERM -> SIGKILL grace. Default 10 s. */
  killGraceMs?: number;
  /** Where the agent runs: as its own OS user when isolated. Default: as the harness. */
  sandbox?: Sandbox;
  /** The task's own cost limit, held by the model proxy (which ends the phase at it). */
  taskCostCap?: TaskCostCap;
  /** The work branch's cost limit for the UTC day, held by the model proxy like the run's. */
  dayCostCap?: DayCostCap;
}

/** One line of Claude Code's stream-json output. Unknown types are kept as-is. */
export interface StreamEvent {
  type: string;
  subtype?: string;
  [key: string]: unknown;
}

export interface AgentResult {
  outcome: AgentOutcome;
  /** One-line human explanation of the outcome. */
  summary: string;
  subtype?: string;
  isError: boolean;
  numTurns: number;
  totalCostUsd: number;
  /** Tokens the run used, as the model proxy counted them (absent when it ran without one). */
  usage?: TokenUsage;
  durationMs: number;
  sessionId?: string;
  permissionDenials: unknown[];
  /** The `result` text (the agent's final message). */
  finalText: string;
  /** The `structured_output` of the result event (runs with a `jsonSchema`), as claude sent it. */
  structuredOutput?: unknown;
  /** All assistant text of the run, in order. */
  assistantText: string;
  exitCode: number | null;
  /** How many times the run was retried after an api_error (0 or 1). */
  retries: number;
  transcriptPath?: string;
  /** Last valid PRP_PHASE_STATUS block of the agent's output, if any. */
  phaseStatus?: PhaseStatus;
  /** Last valid ---RALPH_STATUS--- block (frankbria's format), if any. */
  ralphStatus?: RalphStatus;
  /** Blocks that were found but failed validation, with the reason. */
  invalidStatusBlocks: string[];
  /**
   * What the memory limit stopped of the agent's processes while it ran, in words, when that
   * ended the run (set by the engine from the limits' window, not by the runner).
   */
  stoppedForMemory?: string;
}

export interface AgentRunner {
  run(options: AgentRunOptions): Promise<AgentResult>;
  /** Requests the model proxy refused for their endpoint in this run (a proxied runner only). */
  refusedModelRequests?(): RefusedModelRequest[];
}
