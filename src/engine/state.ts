/**
 * The harness's memory between runs: `.ralph/state.json`, committed on the work branch with each
 * iteration. Stale state (unreadable, another branch, another version) never blocks a fresh run:
 * it is reset and the reset is reported.
 */
import { join } from 'node:path';
import { blobIdOfText } from '../git/tree.js';
import type { Git } from '../git/types.js';
import { initialBreaker, type BreakerData } from './breaker.js';
import { readInRepo, sha256, writeInRepo } from './files.js';
import type { TokenUsage } from '../model-proxy/usage.js';

export const STATE_PATH = '.ralph/state.json';
export const STATE_VERSION = 1;

export interface TaskAttemptState {
  /** Failed attempts counted so far. */
  attempts: number;
  /** Summed total_cost_usd of every run on this task. */
  costUsd: number;
  /** Summed tokens of every run on this task, as the model proxy counted them. */
  tokens?: TokenUsage;
  lastFailure?: string;
}

export interface EngineState {
  version: number;
  /** The branch the last run worked on (a change archives the previous run). */
  lastBranch?: string;
  /** Iterations run so far, across runs. */
  iteration: number;
  /**
   * git's blob id of prd.yaml as the harness last wrote it (in the repository's object
   * format): a different id means a person edited it.
   */
  prdBlobId?: string;
  /** The same as a sha256, from state written by earlier versions (read, never written). */
  prdSha256?: string;
  breaker: BreakerData;
  tasks: Record<string, TaskAttemptState>;
  /**
   * Starting commits whose checks were run before the agent and passed, by baselineKey (newest
   * last, a few kept): their baseline is known, so an iteration from one of them goes straight on.
   */
  baselinePassed?: string[];
  /** Whether the checks of the latest finished iteration passed. */
  lastChecksPassed?: boolean;
  /** How long the latest full run of the checks took (it sets the agent's cache lifetime). */
  lastChecksMs?: number;
  /** The agent's EXIT_SIGNAL on the latest completed task. */
  lastExitSignal?: boolean;
  totalCostUsd: number;
  /** The spend of all runs on the branch in one UTC day (`day` as YYYY-MM-DD), for its cap. */
  daySpend?: DaySpend;
  /** Agent turns across runs (a task job's share is read from the difference). */
  totalNumTurns: number;
}

export interface DaySpend {
  day: string;
  costUsd: number;
}

/** The UTC day of `now`, as YYYY-MM-DD. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** What the runs on the branch spent on `now`'s UTC day. */
export function daySpentUsd(state: EngineState, now: Date): number {
  return state.daySpend?.day === utcDay(now) ? state.daySpend.costUsd : 0;
}

/** Adds a run's spend to its UTC day's (a new day starts from zero). */
export function addDaySpend(state: EngineState, now: Date, costUsd: number): void {
  state.daySpend = { day: utcDay(now), costUsd: daySpentUsd(state, now) + costUsd };
}

export function freshState(): EngineState {
  return {
    version: STATE_VERSION,
    iteration: 0,
    breaker: initialBreaker(),
    tasks: {},
    totalCostUsd: 0,
    totalNumTurns: 0,
  };
}

export interface LoadedState {
  state: EngineState;
  /** The file existed and was usable. */
  existed: boolean;
  warnings: string[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isUsage(value: unknown): value is TokenUsage {
  if (!isRecord(value)) return false;
  const fields = ['inputTokens', 'outputTokens', 'cacheReadTokens', 'cacheWriteTokens'];
  return fields.every((name) => typeof value[name] === 'number' && (value[name] as number) >= 0);
}

/** Parses state.json text; any shape problem yields a fresh state and a warning. */
export function parseState(text: string | undefined): LoadedState {
  if (text === undefined) return { state: freshState(), existed: false, warnings: [] };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return {
      state: freshState(),
      existed: false,
      warnings: [
        `${STATE_PATH} is not valid JSON (${(error as Error).message}); starting with fresh state`,
      ],
    };
  }
  if (!isRecord(raw) || raw.version !== STATE_VERSION) {
    const version = isRecord(raw) ? JSON.stringify(raw.version) : 'none';
    return {
      state: freshState(),
      existed: false,
      warnings: [
        `${STATE_PATH} has version ${version}, expected ${STATE_VERSION}; starting with fresh state`,
      ],
    };
  }
  const breaker = isRecord(raw.breaker)
    ? (raw.breaker as unknown as BreakerData)
    : initialBreaker();
  if (
    !['CLOSED', 'HALF_OPEN', 'OPEN'].includes(String(breaker.state)) ||
    typeof breaker.noProgressCount !== 'number'
  ) {
    return {
      state: freshState(),
      existed: false,
      warnings: [`${STATE_PATH} has an unreadable circuit breaker; starting with fresh state`],
    };
  }
  const tasks: Record<string, TaskAttemptState> = {};
  if (isRecord(raw.tasks)) {
    for (const [id, value] of Object.entries(raw.tasks)) {
      if (!isRecord(value)) continue;
      tasks[id] = {
        attempts: typeof value.attempts === 'number' ? value.attempts : 0,
        costUsd: typeof value.costUsd === 'number' ? value.costUsd : 0,
        ...(typeof value.lastFailure === 'string' ? { lastFailure: value.lastFailure } : {}),
        ...(isUsage(value.tokens) ? { tokens: value.tokens } : {}),
      };
    }
  }
  const state: EngineState = {
    version: STATE_VERSION,
    iteration: typeof raw.iteration === 'number' ? raw.iteration : 0,
    breaker,
    tasks,
    totalCostUsd: typeof raw.totalCostUsd === 'number' ? raw.totalCostUsd : 0,
    totalNumTurns: typeof raw.totalNumTurns === 'number' ? raw.totalNumTurns : 0,
  };
  if (typeof raw.lastBranch === 'string') state.lastBranch = raw.lastBranch;
  if (typeof raw.prdBlobId === 'string') state.prdBlobId = raw.prdBlobId;
  else if (typeof raw.prdSha256 === 'string') state.prdSha256 = raw.prdSha256;
  if (Array.isArray(raw.baselinePassed))
    state.baselinePassed = raw.baselinePassed.filter((s): s is string => typeof s === 'string');
  if (typeof raw.lastChecksPassed === 'boolean') state.lastChecksPassed = raw.lastChecksPassed;
  if (typeof raw.lastChecksMs === 'number' && raw.lastChecksMs >= 0)
    state.lastChecksMs = raw.lastChecksMs;
  if (typeof raw.lastExitSignal === 'boolean') state.lastExitSignal = raw.lastExitSignal;
  if (
    isRecord(raw.daySpend) &&
    typeof raw.daySpend.day === 'string' &&
    typeof raw.daySpend.costUsd === 'number'
  )
    state.daySpend = { day: raw.daySpend.day, costUsd: raw.daySpend.costUsd };
  return { state, existed: true, warnings: [] };
}

export async function loadState(repoDir: string): Promise<LoadedState> {
  return parseState(await readInRepo(repoDir, join(repoDir, STATE_PATH)));
}

export function serializeState(state: EngineState): string {
  return `${JSON.stringify(state, null, 2)}\n`;
}

export async function saveState(repoDir: string, state: EngineState): Promise<void> {
  await writeInRepo(repoDir, join(repoDir, STATE_PATH), serializeState(state));
}

const BASELINES_KEPT = 20;

/**
 * What a commit's checks depend on: its tree without this state file (which the harness
 * rewrites with every run, and which holds the key itself). A sha256 of the listing.
 */
export async function baselineKey(git: Git, sha: string): Promise<string> {
  const listing = (await git.exec(['ls-tree', '-r', '--full-tree', sha])).stdout.trim();
  return sha256(
    listing
      .split('\n')
      .filter((line) => !line.endsWith(`\t${STATE_PATH}`))
      .join('\n'),
  );
}

/** Notes that the checks passed on the tree of `key` (see EngineState.baselinePassed). */
export function rememberBaseline(state: EngineState, key: string): void {
  const kept = (state.baselinePassed ?? []).filter((k) => k !== key);
  state.baselinePassed = [...kept, key].slice(-BASELINES_KEPT);
}

export function taskState(state: EngineState, id: string): TaskAttemptState {
  let entry = state.tasks[id];
  if (!entry) {
    entry = { attempts: 0, costUsd: 0 };
    state.tasks[id] = entry;
  }
  return entry;
}

/**
 * A person edited prd.yaml since the harness last wrote it: the breaker closes, and tasks that ran
 * out of attempts and were put back to pending get their attempts back.
 */
export function applyHumanEdit(
  state: EngineState,
  pendingTaskIds: ReadonlySet<string>,
  maxTaskAttempts: number,
): string[] {
  const notes: string[] = [];
  if (state.breaker.state !== 'CLOSED' || state.breaker.noProgressCount > 0) {
    notes.push(`circuit breaker reset (was ${state.breaker.state})`);
  }
  state.breaker = initialBreaker();
  for (const [id, entry] of Object.entries(state.tasks)) {
    if (pendingTaskIds.has(id) && entry.attempts >= maxTaskAttempts) {
      notes.push(`attempts of ${id} reset`);
      entry.attempts = 0;
    }
  }
  return notes;
}

/**
 * Notes the task list's text as the harness wrote it (`bytes`: the UTF-8 written, when the
 * caller has it); `like` is any object id of the repository (it tells the object format). The
 * blob id is the one the next step of the loop asks for again (task-verify.ts), so it is worked
 * out once.
 */
export function notePrdWritten(
  state: EngineState,
  text: string,
  like: string,
  bytes?: Buffer | readonly Buffer[],
): void {
  state.prdBlobId = blobIdOfText(text, like, bytes);
  delete state.prdSha256;
}

/** Whether the task list's text differs from the one the harness last wrote (a person's edit). */
export function prdEditedSince(state: EngineState, text: string): boolean {
  if (state.prdBlobId !== undefined) return blobIdOfText(text, state.prdBlobId) !== state.prdBlobId;
  if (state.prdSha256 !== undefined) return sha256(text) !== state.prdSha256;
  return false;
}
