/**
 * The agent boundary: the one place where the agent's world ends and the harness's begins.
 *
 * An iteration crosses it four times, always in this order for each agent run and each check
 * run: `beforeAgent` -> the agent runs -> `afterAgent` -> (inspect and restore, the candidate
 * tree) -> `beforeChecks` -> the checks run in a verify checkout of that tree -> `afterChecks`. Whatever runs between `beforeAgent` and
 * `afterAgent`, or between `beforeChecks` and `afterChecks`, runs code the agent may have
 * written and is treated as an adversary; everything else is harness code that never trusts a
 * file the agent could have touched without inspecting it first.
 *
 * The default boundary does nothing: the agent runs as the harness's own OS user. An isolating
 * boundary hands the tree to another user in `beforeAgent`, rewrites how the agent and the
 * checks are spawned in `agentOptions`/`checksOptions` (the checks as a user of their own,
 * `checksOwner`), and in `afterAgent`/`afterChecks` stops every process those users still run
 * (and takes the tree back from the agent), so that nothing the agent started survives into a
 * harness phase.
 */
import type { AgentResult, AgentRunOptions } from '../../agent/types.js';
import { runChecks } from '../../checks/run.js';
import type { CheckDefinition, CheckResult, RunChecksOptions } from '../../checks/types.js';
import type { Git } from '../../git/types.js';
import type { LimitsWindow, SealedSeat } from '../../isolation/types.js';
import type { BlockedDestination } from '../../network/types.js';
import type { ChecksOwner } from '../verify-checkout.js';

export interface BoundaryCrossing {
  repoDir: string;
  taskId: string;
  attempt: number;
  /** 0 for the first agent run of the attempt, n for the n-th fix attempt. */
  run: number;
  signal: AbortSignal;
  /** The session an agent run resumes (its transcript survives the fresh HOME). */
  resumeSessionId?: string;
}

export interface AgentBoundary {
  /** Before each agent run, after the harness wrote the prompt and MCP config. */
  beforeAgent(crossing: BoundaryCrossing): Promise<void>;
  /** How the agent is spawned (e.g. as another user). Default: unchanged. */
  agentOptions(options: AgentRunOptions, crossing: BoundaryCrossing): AgentRunOptions;
  /**
   * After each agent run, before the harness reads the tree. Also called when the runner
   * threw (then without a result).
   */
  afterAgent(crossing: BoundaryCrossing, result: AgentResult | undefined): Promise<void>;
  /** Before the checks run the agent's code. */
  beforeChecks(crossing: BoundaryCrossing): Promise<void>;
  /** How the checks are spawned. Default: unchanged. */
  checksOptions(options: RunChecksOptions, crossing: BoundaryCrossing): RunChecksOptions;
  /**
   * The user the checks run as, when it is not the harness's: their verify checkout is made
   * writable for its group only (see verify-checkout.ts).
   */
  checksOwner?(): ChecksOwner | undefined;
  /** After the checks (also when they failed or were interrupted). */
  afterChecks(crossing: BoundaryCrossing, results: CheckResult[]): Promise<void>;
  /**
   * Opens a window over one agent run: what the memory limit stopped of its processes while it
   * ran (none where no limit can tell).
   */
  watchAgentLimits?(): Promise<LimitsWindow | undefined>;
  /** What a restricted network refused so far (none without one). */
  blockedEgress?(): Promise<BlockedDestination[]>;
  /** A seat for the sealed reviewer (see isolation/sealed-seat.ts). Default: a local one. */
  openSeat?(): Promise<SealedSeat>;
}

/** No isolation: every hook is a no-op and options pass through unchanged. */
export const NO_BOUNDARY: AgentBoundary = {
  beforeAgent: async () => undefined,
  agentOptions: (options) => options,
  afterAgent: async () => undefined,
  beforeChecks: async () => undefined,
  checksOptions: (options) => options,
  afterChecks: async () => undefined,
};

/**
 * Fills the hooks a partial boundary leaves out with the no-op defaults. With `git`, every
 * crossing back out tells it the tree was in other hands, isolated or not: its next command
 * first removes what the agent may have left to make the harness's git run its programs or
 * block (Git.distrustTree).
 */
export function completeBoundary(
  partial: Partial<AgentBoundary> | undefined,
  git?: Pick<Git, 'distrustTree'>,
): AgentBoundary {
  const boundary = { ...NO_BOUNDARY, ...partial };
  if (!git) return boundary;
  return {
    ...boundary,
    async afterAgent(crossing, result) {
      git.distrustTree();
      await boundary.afterAgent(crossing, result);
    },
    async afterChecks(crossing, results) {
      git.distrustTree();
      await boundary.afterChecks(crossing, results);
    },
  };
}

/** Runs `checks` on the agent's side of the boundary: the tree is handed over, then taken back. */
export async function runChecksInside(
  boundary: AgentBoundary,
  crossing: BoundaryCrossing,
  checks: CheckDefinition[],
  options: RunChecksOptions,
): Promise<CheckResult[]> {
  await boundary.beforeChecks(crossing);
  let results: CheckResult[] = [];
  try {
    results = await runChecks(checks, boundary.checksOptions(options, crossing));
  } finally {
    await boundary.afterChecks(crossing, results);
  }
  return results;
}
