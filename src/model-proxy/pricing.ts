/**
 * What a response cost, from its usage, and what a request may cost at worst, before it goes:
 * Anthropic's list prices in USD per million tokens, by model family. Cache writes cost 1.25x
 * input for the 5-minute cache and 2x for the 1-hour cache, cache reads 0.1x input. A request
 * whose input passes 200k tokens on a model with long-context pricing is priced at the premium
 * rates for all of its tokens. A model the table does not know is priced as the dearest row,
 * with its premium, so the cost limit errs towards stopping early.
 *
 * Once a phase ends, its cost is the larger of claude's own figure (`total_cost_usd`, from
 * claude's price table) and the proxy's (which also counts requests made with the capability
 * outside claude's conversation).
 */
import type { MessageUsage, TokenUsage } from './usage.js';

interface Price {
  /** Models this row prices (matched against the model id, first match wins). */
  match: RegExp;
  inputPerMTok: number;
  outputPerMTok: number;
  /** Rates for a request whose input passes LONG_CONTEXT_TOKENS, where the model has them. */
  longContext?: { inputPerMTok: number; outputPerMTok: number };
}

/** Input tokens (fresh, cache writes and reads together) past which long-context rates apply. */
export const LONG_CONTEXT_TOKENS = 200_000;

export const PRICES: readonly Price[] = [
  { match: /fable|mythos/, inputPerMTok: 10, outputPerMTok: 50 },
  { match: /opus-4(?:-[01])?(?:-\d{8})?$|3-opus/, inputPerMTok: 15, outputPerMTok: 75 },
  {
    match: /opus-4-6/,
    inputPerMTok: 5,
    outputPerMTok: 25,
    longContext: { inputPerMTok: 10, outputPerMTok: 37.5 },
  },
  { match: /opus/, inputPerMTok: 5, outputPerMTok: 25 },
  { match: /sonnet-5/, inputPerMTok: 2, outputPerMTok: 10 },
  {
    match: /sonnet-4(?:-5)?(?:-\d{8})?$|3-7-sonnet/,
    inputPerMTok: 3,
    outputPerMTok: 15,
    longContext: { inputPerMTok: 6, outputPerMTok: 22.5 },
  },
  { match: /sonnet/, inputPerMTok: 3, outputPerMTok: 15 },
  { match: /3-5-haiku|haiku-3-5/, inputPerMTok: 0.8, outputPerMTok: 4 },
  { match: /3-haiku|haiku-3/, inputPerMTok: 0.25, outputPerMTok: 1.25 },
  { match: /haiku/, inputPerMTok: 1, outputPerMTok: 5 },
];

/** What an unknown model is priced as: the dearest rates in the table, premium included. */
const UNKNOWN: Price = {
  match: /$^/,
  inputPerMTok: 15,
  outputPerMTok: 75,
  longContext: { inputPerMTok: 30, outputPerMTok: 112.5 },
};
const CACHE_WRITE_FACTOR = 1.25;
const CACHE_WRITE_1H_FACTOR = 2;
const CACHE_READ_FACTOR = 0.1;

export function priceOf(model: string | undefined): Price {
  return PRICES.find((price) => model !== undefined && price.match.test(model)) ?? UNKNOWN;
}

function ratesFor(price: Price, inputTokens: number): { input: number; output: number } {
  const premium = inputTokens > LONG_CONTEXT_TOKENS ? price.longContext : undefined;
  return {
    input: (premium ?? price).inputPerMTok,
    output: (premium ?? price).outputPerMTok,
  };
}

function totalInput(usage: TokenUsage): number {
  return usage.inputTokens + usage.cacheWriteTokens + usage.cacheReadTokens;
}

/** The cost of one response in USD. */
export function estimateCostUsd({ model, usage, cacheWrite1hTokens = 0 }: MessageUsage): number {
  const rates = ratesFor(priceOf(model), totalInput(usage));
  const write1h = Math.min(cacheWrite1hTokens, usage.cacheWriteTokens);
  const input =
    usage.inputTokens +
    (usage.cacheWriteTokens - write1h) * CACHE_WRITE_FACTOR +
    write1h * CACHE_WRITE_1H_FACTOR +
    usage.cacheReadTokens * CACHE_READ_FACTOR;
  return (input * rates.input + usage.outputTokens * rates.output) / 1_000_000;
}

/** What the proxy knows of a request before it goes. */
export interface RequestShape {
  model?: string;
  /** The body's bytes. */
  bytes: number;
  maxTokens: number;
  /** Whether it asks for the 1-hour cache anywhere. */
  cacheHour: boolean;
}

/**
 * Input tokens a body of this many bytes holds at most, as an estimate: a token is rarely
 * shorter than 3 bytes of JSON (escapes and markup add bytes, not tokens).
 */
export function inputTokensAtMost(bytes: number): number {
  return Math.ceil(bytes / 3);
}

/** A request's worst case in USD: all its input written to the cache, all of max_tokens said. */
export function worstCaseUsd(request: RequestShape): number {
  const input = inputTokensAtMost(request.bytes);
  const rates = ratesFor(priceOf(request.model), input);
  const inputFactor = request.cacheHour ? CACHE_WRITE_1H_FACTOR : CACHE_WRITE_FACTOR;
  return (input * inputFactor * rates.input + request.maxTokens * rates.output) / 1_000_000;
}
