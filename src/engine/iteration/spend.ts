/**
 * What an iteration's phases spent (the agent's runs and the reviewer's), booked once whatever
 * the outcome: to its task (cost and tokens, which its `max_cost_usd` is held to), to the run
 * total, to the UTC day (`max-cost-usd-per-day`) and to the agent turns. A counted outcome
 * commits the booking with its record (record.ts); an iteration cut off before one (a cost or
 * time limit, an interrupt, an API error) commits it alone, so no later run starts without it.
 */
import { join } from 'node:path';
import { treeEntriesAt } from '../../git/tree.js';
import { addUsage, NO_USAGE } from '../../model-proxy/usage.js';
import { oneLine } from '../../text/one-line.js';
import { backdateInRepo } from '../files.js';
import { addDaySpend, saveState, STATE_PATH, taskState } from '../state.js';
import { costOf, turnsOf, usageOf, type IterationContext } from './context.js';

/** Books the iteration's spend into the state (once; a second call books nothing). */
export function bookSpend(ctx: IterationContext): void {
  if (ctx.ledger.spendBooked) return;
  ctx.ledger.spendBooked = true;
  const { state } = ctx.input;
  const costUsd = costOf(ctx);
  const entry = taskState(state, ctx.taskId);
  entry.costUsd += costUsd;
  const tokens = usageOf(ctx);
  if (tokens) entry.tokens = addUsage(entry.tokens ?? NO_USAGE, tokens);
  state.totalCostUsd += costUsd;
  addDaySpend(state, ctx.input.now(), costUsd);
  state.totalNumTurns += turnsOf(ctx);
}

/** Whether the iteration's phases spent anything (money, tokens or turns) to book. */
function spentAnything(ctx: IterationContext): boolean {
  return costOf(ctx) > 0 || turnsOf(ctx) > 0 || usageOf(ctx) !== undefined;
}

/**
 * For an iteration that ends without a counted outcome, on the reset tree: books its spend and
 * commits the state alone. Returns the commit, or undefined when nothing was spent.
 */
export async function commitSpend(ctx: IterationContext, why: string): Promise<string | undefined> {
  if (ctx.ledger.spendBooked || !spentAnything(ctx)) return undefined;
  bookSpend(ctx);
  const { git } = ctx.input.deps;
  const statePath = join(ctx.repoDir, STATE_PATH);
  await saveState(ctx.repoDir, ctx.input.state);
  await backdateInRepo(ctx.repoDir, statePath);
  const atStart = await treeEntriesAt(git, ctx.input.startSha, [STATE_PATH]);
  if (atStart.get(STATE_PATH) === undefined) await git.add([`:(top,literal)${STATE_PATH}`]);
  return git.commitWith(
    `chore(ralph): record the spend of ${oneLine(ctx.taskId)} (${oneLine(why)})`,
    [STATE_PATH],
  );
}
