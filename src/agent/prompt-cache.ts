/**
 * The agent's prompt-cache lifetime. A fix attempt resumes the session after the checks ran,
 * and its first request reads almost everything from the cache, but only while the cache lives:
 * 5 minutes by default. When the checks take longer, `ENABLE_PROMPT_CACHING_1H=1` makes Claude
 * Code write its cache for an hour (a cache write then costs 2x the input price instead of 1.25x,
 * so it is not the default).
 */

export const PROMPT_CACHE_TTLS = ['auto', '5m', '1h'] as const;
export type PromptCacheTtl = (typeof PROMPT_CACHE_TTLS)[number];

/** Checks measured longer than this switch `auto` to the 1-hour cache (a minute of margin). */
export const LONG_CHECKS_MS = 4 * 60_000;

export const PROMPT_CACHE_1H_VARIABLE = 'ENABLE_PROMPT_CACHING_1H';

/** Whether the agent's cache should live an hour, given the setting and the checks' last duration. */
export function wantsHourCache(ttl: PromptCacheTtl = 'auto', checksMs?: number): boolean {
  if (ttl === '1h') return true;
  if (ttl === '5m') return false;
  return checksMs !== undefined && checksMs > LONG_CHECKS_MS;
}

/**
 * The variable as the agent gets it: set for an hour's cache; removed when `5m` is asked for
 * (whatever the job's environment says); left to the environment otherwise.
 */
export function promptCacheEnv(
  ttl: PromptCacheTtl = 'auto',
  checksMs?: number,
): Record<string, string | undefined> {
  if (wantsHourCache(ttl, checksMs)) return { [PROMPT_CACHE_1H_VARIABLE]: '1' };
  return ttl === '5m' ? { [PROMPT_CACHE_1H_VARIABLE]: undefined } : {};
}

/** The share of the input tokens read from the cache (0 when nothing was sent). */
export function cacheReadShare(usage: {
  inputTokens: number;
  cacheReadTokens: number;
  cacheWriteTokens: number;
}): number {
  const total = usage.inputTokens + usage.cacheReadTokens + usage.cacheWriteTokens;
  return total === 0 ? 0 : usage.cacheReadTokens / total;
}
