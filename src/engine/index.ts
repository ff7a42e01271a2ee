/** The iteration engine: `runLoop` (ralph loop), `runOnce` (ralph once), `resetEngineState` (ralph reset). */
import type { Git } from '../git/types.js';
import { DEFAULT_BREAKER_THRESHOLDS, initialBreaker } from './breaker.js';
import { runLoop } from './loop.js';
import { STATE_PATH, loadState, saveState, type EngineState } from './state.js';
import type { EngineDeps, EngineSettings, LoopResult } from './types.js';

export { runLoop, dirtyEntries } from './loop.js';
export { branchNameFor, slugify } from './branch.js';
export { DEFAULT_BREAKER_THRESHOLDS, recordIteration, type BreakerData } from './breaker.js';
export { evaluateGates, type GateResult } from './gate.js';
export { STATE_PATH, type EngineState } from './state.js';
export { PHASE_STATUS_LOG_PATH } from './gate/harness-owned.js';
export { PROGRESS_PATH } from './memory.js';
export type * from './types.js';

/** One iteration: a loop of 1. */
export function runOnce(settings: EngineSettings, deps: EngineDeps): Promise<LoopResult> {
  return runLoop({ ...settings, iterations: 1 }, deps);
}

export function defaultEngineSettings(repoDir: string): EngineSettings {
  return {
    repoDir,
    prdPath: '.ralph/prd.yaml',
    iterations: 10,
    maxFixAttempts: 3,
    maxTaskAttempts: 2,
    maxTurns: 50,
    taskTimeoutMs: 30 * 60_000,
    idleTimeoutMs: 10 * 60_000,
    claudeArgs: [],
    allowedTools: [],
    claudePath: 'claude',
    checksDisabled: false,
    breaker: { ...DEFAULT_BREAKER_THRESHOLDS },
    agentEnv: {},
    dryRun: false,
    verbose: false,
  };
}

export interface ResetOutcome {
  /** What was reset, for the user (empty when there was nothing to reset). */
  notes: string[];
  state: EngineState;
  /** Whether state.json was written. */
  changed: boolean;
  /** The commit recording the reset, when a git handle was given and state.json is tracked. */
  commitSha?: string;
}

/**
 * `ralph reset`: closes the circuit breaker and clears the attempt counts, keeping the iteration
 * counter and the costs. With `git`, the change is committed (a dirty tree would stop the next
 * run). A closed breaker and no counted attempts: nothing is written, nothing is committed.
 */
export async function resetEngineState(
  repoDir: string,
  options: { git?: Git } = {},
): Promise<ResetOutcome> {
  const loaded = await loadState(repoDir);
  const state = loaded.state;
  const notes = [...loaded.warnings];
  const breaker = state.breaker;
  if (breaker.state !== 'CLOSED' || breaker.noProgressCount > 0)
    notes.push(`circuit breaker reset (was ${breaker.state})`);
  const counted = Object.entries(state.tasks).filter(([, t]) => t.attempts > 0);
  if (counted.length > 0)
    notes.push(`attempt counts cleared for ${counted.map(([id]) => id).join(', ')}`);
  if (notes.length === 0) return { notes, state, changed: false };
  state.breaker = initialBreaker();
  for (const [, entry] of counted) entry.attempts = 0;
  // the next run takes prd.yaml as it is
  delete state.prdBlobId;
  delete state.prdSha256;
  await saveState(repoDir, state);
  let commitSha: string | undefined;
  if (options.git) {
    const status = await options.git.status();
    if (status.some((line) => line.slice(3) === STATE_PATH)) {
      await options.git.add([STATE_PATH]);
      commitSha = await options.git.commit('chore(ralph): reset engine state');
    }
  }
  return { notes, state, changed: true, commitSha };
}

/**
 * `/ralph retry <id>`: the task gets its attempts back and the circuit breaker closes; other
 * tasks' counts and the totals stay.
 */
export async function retryTaskState(repoDir: string, taskId: string): Promise<string[]> {
  const loaded = await loadState(repoDir);
  const state = loaded.state;
  const notes = [...loaded.warnings];
  if (state.breaker.state !== 'CLOSED')
    notes.push(`circuit breaker reset (was ${state.breaker.state})`);
  state.breaker = initialBreaker();
  const entry = state.tasks[taskId];
  if (entry && entry.attempts > 0) {
    notes.push(`attempt count of ${taskId} cleared (was ${entry.attempts})`);
    entry.attempts = 0;
  }
  await saveState(repoDir, state);
  return notes;
}
