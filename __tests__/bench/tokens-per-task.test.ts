/**
 * What one simple task sends to the model: `ralph once` (the built CLI) with the real claude on
 * the one-task demo project, at the scripted Messages API. Bytes at the API are deterministic
 * (the same prompt, the same claude, the same scripted answers), so the limits of the bench's
 * "tokens per task" row are asserted here as well.
 */
import { describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import {
  estimatedCacheReadShare,
  firstTryTurns,
  measureTask,
  oneFixTurns,
  TOKEN_TARGETS,
  type TaskTraffic,
} from '../../bench/rows/tokens-per-task.js';
import { REPO_ROOT } from '../../test-support/action-runner.js';
import type { RecordedRequest } from '../../test-support/model-server.js';

const CLI = join(REPO_ROOT, 'dist', 'cli.js');

function expectDone(run: TaskTraffic): void {
  if (!run.done) throw new Error(`the task was not committed:\n${run.output}`);
}

const request = (messages: unknown[], system = 'S', tools = [{ name: 'Bash' }]) =>
  ({ body: { tools, system, messages } }) as unknown as RecordedRequest;

describe('the estimated cache-read share', () => {
  it('counts what each request repeats of an earlier one, breakpoints and text forms aside', () => {
    const first = request([{ role: 'user', content: 'hello there' }]);
    const second = request([
      {
        role: 'user',
        content: [{ type: 'text', text: 'hello there', cache_control: { type: 'ephemeral' } }],
      },
      { role: 'assistant', content: 'ok' },
    ]);
    const alone = estimatedCacheReadShare([first, second]);
    expect(alone).toBeGreaterThan(0.3);
    expect(alone).toBeLessThan(0.6);
    // the same requests after a warm prefix read more; a different system prompt reads little
    expect(estimatedCacheReadShare([first, second], [first])).toBeGreaterThan(alone + 0.2);
    expect(estimatedCacheReadShare([request([], 'O'.repeat(500))], [first])).toBeLessThan(0.1);
  });
});

describe('tokens per task on the one-task demo project (real claude, scripted model)', () => {
  it('a first-try task: the first request at most 22 KB, the whole task at most 90 KB', async () => {
    const run = await measureTask(CLI, firstTryTurns());
    expectDone(run);
    expect(run.firstRequestBytes).toBeGreaterThan(10_000);
    expect(run.firstRequestBytes).toBeLessThanOrEqual(TOKEN_TARGETS.firstRequestBytes);
    expect(run.bytes).toBeLessThanOrEqual(TOKEN_TARGETS.firstTryBytes);
    expect(run.turnRequests).toHaveLength(3);

    const fix = await measureTask(CLI, oneFixTurns());
    expectDone(fix);
    expect(fix.output).toMatch(/fix/i);
    // two more requests: the fix (in the resumed session) and the closing answer
    expect(fix.turnRequests).toHaveLength(5);
    expect(fix.bytes).toBeLessThanOrEqual(TOKEN_TARGETS.oneFixBytes);
    // The resumed session's requests repeat what came before: after another task (the system
    // prompt and tools are the same for every task), at least 80% of the fix task's input.
    const share = estimatedCacheReadShare(fix.turnRequests, run.turnRequests);
    expect(share).toBeGreaterThanOrEqual(TOKEN_TARGETS.fixCacheReadShare);
    // The fix attempt's first request repeats almost all of the session before it.
    const resumed = fix.turnRequests.slice(3, 4);
    expect(estimatedCacheReadShare(resumed, fix.turnRequests.slice(0, 3))).toBeGreaterThan(0.9);
  }, 180_000);
});
