/**
 * The agent's prompt-cache lifetime: an hour when the checks run longer than the 5-minute cache
 * would last (so a fix attempt still reads its cache), or when asked; the variable reaches the
 * agent through the environment allowlist.
 */
import { afterEach, describe, expect, test } from '@jest/globals';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  cacheReadShare,
  LONG_CHECKS_MS,
  promptCacheEnv,
  wantsHourCache,
} from '../../src/agent/prompt-cache.js';
import { buildChildEnv } from '../../src/agent/runner.js';
import { runLoop } from '../../src/engine/index.js';
import { freshState, serializeState } from '../../src/engine/state.js';
import {
  fakeAgent,
  fixtureRepo,
  GOOD_WORK,
  titleOf,
  writeIn,
  type FixtureRepo,
} from './helpers.js';

let current: FixtureRepo | undefined;
afterEach(() => current?.repo.cleanup());

describe('the prompt-cache lifetime', () => {
  test('auto takes the hour only when the last checks ran past 4 minutes; 5m removes a job-wide setting', () => {
    expect(wantsHourCache('auto', undefined)).toBe(false);
    expect(wantsHourCache('auto', LONG_CHECKS_MS)).toBe(false);
    expect(wantsHourCache('auto', LONG_CHECKS_MS + 1)).toBe(true);
    expect(wantsHourCache('1h', 0)).toBe(true);
    expect(wantsHourCache('5m', 3_600_000)).toBe(false);
    expect(promptCacheEnv('auto', 10 * 60_000)).toEqual({ ENABLE_PROMPT_CACHING_1H: '1' });
    expect(promptCacheEnv('auto', 1_000)).toEqual({});
    expect(promptCacheEnv('5m')).toEqual({ ENABLE_PROMPT_CACHING_1H: undefined });

    // The variable is Claude Code's: it passes the agent's allowlist (it was dropped before).
    const base = { PATH: '/bin', ENABLE_PROMPT_CACHING_1H: '1' };
    expect(buildChildEnv({}, base, false).ENABLE_PROMPT_CACHING_1H).toBe('1');
    expect(
      buildChildEnv({ env: promptCacheEnv('5m') }, base, false).ENABLE_PROMPT_CACHING_1H,
    ).toBeUndefined();
  });

  test('the cache-read share is read tokens over every input token', () => {
    expect(cacheReadShare({ inputTokens: 10, cacheReadTokens: 80, cacheWriteTokens: 10 })).toBe(
      0.8,
    );
    expect(cacheReadShare({ inputTokens: 0, cacheReadTokens: 0, cacheWriteTokens: 0 })).toBe(0);
  });

  test('the engine records how long the checks took, and the next agent gets the hour when they ran long', async () => {
    current = fixtureRepo('three-tasks', { iterations: 2 });
    const { repo, git, settings } = current;
    // An earlier run measured 6 minutes of checks (state.json travels with the work branch).
    writeFileSync(
      join(repo.dir, '.ralph/state.json'),
      serializeState({ ...freshState(), lastChecksMs: 6 * 60_000 }),
    );
    repo.git(['add', '.ralph/state.json']);
    repo.git(['commit', '-qm', 'An earlier run']);
    repo.git(['push', '-q', 'origin', 'HEAD']);

    const agent = fakeAgent(async (options) => {
      await writeIn(options.cwd, GOOD_WORK[titleOf(options.prompt)!]!);
      return undefined;
    });
    const result = await runLoop(settings, { agent, git });
    expect(result.iterations.map((r) => r.outcome)).toEqual(['done', 'done']);

    // The first task started after long checks: an hour's cache. Its own checks (node --test)
    // took seconds, so the second task is back to the default.
    expect(agent.calls[0]!.env?.ENABLE_PROMPT_CACHING_1H).toBe('1');
    expect(agent.calls[1]!.env?.ENABLE_PROMPT_CACHING_1H).toBeUndefined();
    const state = JSON.parse(readFileSync(join(repo.dir, '.ralph/state.json'), 'utf8')) as {
      lastChecksMs?: number;
    };
    expect(state.lastChecksMs).toBeGreaterThan(0);
    expect(state.lastChecksMs).toBeLessThan(LONG_CHECKS_MS);
  });

  test('1h by setting, whatever the checks took', async () => {
    current = fixtureRepo('three-tasks', { iterations: 1, promptCacheTtl: '1h' });
    const { git, settings } = current;
    const agent = fakeAgent(async (options) => {
      await writeIn(options.cwd, GOOD_WORK[titleOf(options.prompt)!]!);
      return undefined;
    });
    await runLoop(settings, { agent, git });
    expect(agent.calls[0]!.env?.ENABLE_PROMPT_CACHING_1H).toBe('1');
  });
});
