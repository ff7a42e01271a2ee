/**
 * What an iteration's phases spent (the agent's runs and the reviewer's), booked once whatever
 * the outcome: to its task (cost and tokens, which its `max_cost_usd` is held to), to the run
 * total, to the UTC day (`max-cost-usd-per-day`) and to the agent turns. A counted outcome
 * commits the booking with its record (record.ts); an iteration cut off before one (a cost or
 * time limit, an interrupt, an API error) commits it alone (outcome-interrupted.ts, and
 * iteration.ts when a harness command was killed), so no later run starts without it.
 */
import { join } from 'node:path';
import { treeEntriesAt } from '../../git/tree.js';
import { addUsage, NO_USAGE } from '../../model-proxy/usage.js';
import { oneLine } from '../../text/one-line.js';
import { backdateInRepo } from '../files.js';
import {
  addDaySpend,
  loadState,
  saveState,
  STATE_PATH,
  taskState,
  type EngineState,
} from '../state.js';
import { costOf, turnsOf, usageOf, type IterationContext } from './context.js';

/** Adds the iteration's spend to `state`. */
function addSpend(ctx: IterationContext, state: EngineState): void {
  const costUsd = costOf(ctx);
  const entry = taskState(state, ctx.taskId);
  entry.costUsd += costUsd;
  const tokens = usageOf(ctx);
  if (tokens) entry.tokens = addUsage(entry.tokens ?? NO_USAGE, tokens);
  state.totalCostUsd += costUsd;
  addDaySpend(state, ctx.input.now(), costUsd);
  state.totalNumTurns += turnsOf(ctx);
}

/** Books the iteration's spend into the run's state (once; a second call books nothing). */
export function bookSpend(ctx: IterationContext): void {
  if (ctx.ledger.spendBooked) return;
  ctx.ledger.spendBooked = true;
  addSpend(ctx, ctx.input.state);
}

/** Whether the iteration's phases spent money or tokens (a refused or failed call may not). */
function spentAnything(ctx: IterationContext): boolean {
  const tokens = usageOf(ctx);
  const counted = tokens ? Object.values(tokens).some((n) => n > 0) : false;
  return costOf(ctx) > 0 || counted;
}

/** Writes `state` and commits it alone, on the tree reset to the starting commit. */
async function commitState(
  ctx: IterationContext,
  state: EngineState,
  why: string,
): Promise<string> {
  const { git } = ctx.input.deps;
  await saveState(ctx.repoDir, state);
  await backdateInRepo(ctx.repoDir, join(ctx.repoDir, STATE_PATH));
  const atStart = await treeEntriesAt(git, ctx.input.startSha, [STATE_PATH]);
  if (atStart.get(STATE_PATH) === undefined) await git.add([`:(top,literal)${STATE_PATH}`]);
  return git.commitWith(
    `chore(ralph): record the spend of ${oneLine(ctx.taskId)} (${oneLine(why)})`,
    [STATE_PATH],
  );
}

/**
 * For an iteration that ends without a counted outcome, on the reset tree: books its spend and
 * commits the state alone. Returns the commit, or undefined when nothing was paid for.
 */
export async function commitSpend(ctx: IterationContext, why: string): Promise<string | undefined> {
  if (ctx.ledger.spendBooked) return undefined;
  bookSpend(ctx);
  // Nothing paid (agent turns at most): the run's next record carries it, no commit of its own.
  if (!spentAnything(ctx)) return undefined;
  return commitState(ctx, ctx.input.state, why);
}

/**
 * For an iteration a deadline or a cancel cut off part-way (a harness command killed), once
 * the tree is back at the starting commit: the spend is added to the state of that commit, not
 * to the run's, which may hold half an outcome that was never committed.
 */
export async function commitSpendAfterCutOff(ctx: IterationContext): Promise<void> {
  if (!spentAnything(ctx)) return;
  bookSpend(ctx);
  const atStart = (await loadState(ctx.repoDir)).state;
  addSpend(ctx, atStart);
  await commitState(ctx, atStart, 'interrupted');
}
