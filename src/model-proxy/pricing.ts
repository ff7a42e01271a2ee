/**
 * What a response cost, estimated from its usage: list prices in USD per million tokens, by
 * model family. Cache writes cost 1.25x input (the 5-minute cache) and cache reads 0.1x input,
 * as Anthropic prices them. A model the table does not know is priced as the dearest row, so
 * the cost limit errs towards stopping early.
 *
 * This is only the running estimate of a phase in progress: once a phase ends, its cost is the
 * larger of claude's own figure (`total_cost_usd`, from claude's price table) and this estimate
 * (which also counts requests made with the capability outside claude's conversation).
 */
import type { MessageUsage } from './usage.js';

interface Price {
  /** Models this row prices (matched against the model id, first match wins). */
  match: RegExp;
  inputPerMTok: number;
  outputPerMTok: number;
}

export const PRICES: readonly Price[] = [
  { match: /opus-4(?:-[01])?(?:-\d{8})?$|3-opus/, inputPerMTok: 15, outputPerMTok: 75 },
  { match: /opus/, inputPerMTok: 5, outputPerMTok: 25 },
  { match: /sonnet/, inputPerMTok: 3, outputPerMTok: 15 },
  { match: /3-5-haiku|haiku-3-5/, inputPerMTok: 0.8, outputPerMTok: 4 },
  { match: /3-haiku|haiku-3/, inputPerMTok: 0.25, outputPerMTok: 1.25 },
  { match: /haiku/, inputPerMTok: 1, outputPerMTok: 5 },
];

const DEAREST = PRICES[0]!;
const CACHE_WRITE_FACTOR = 1.25;
const CACHE_READ_FACTOR = 0.1;

export function priceOf(model: string | undefined): Price {
  return PRICES.find((price) => model !== undefined && price.match.test(model)) ?? DEAREST;
}

/** The estimated cost of one response in USD. */
export function estimateCostUsd({ model, usage }: MessageUsage): number {
  const price = priceOf(model);
  const input =
    usage.inputTokens +
    usage.cacheWriteTokens * CACHE_WRITE_FACTOR +
    usage.cacheReadTokens * CACHE_READ_FACTOR;
  return (input * price.inputPerMTok + usage.outputTokens * price.outputPerMTok) / 1_000_000;
}
