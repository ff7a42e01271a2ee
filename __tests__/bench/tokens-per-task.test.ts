/**
 * What one simple task sends to the model: `ralph once` (the built CLI) with the real claude on
 * the one-task demo project, at the scripted Messages API. Bytes at the API are deterministic
 * (the same prompt, the same claude, the same scripted answers), so the limits of the bench's
 * "tokens per task" row are asserted here as well.
 */
import { describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import {
  estimatedCacheUse,
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

const CC = { type: 'ephemeral' };
const SYSTEM = [{ type: 'text', text: 'S'.repeat(6000), cache_control: CC }];
const request = (messages: unknown[], system: unknown = SYSTEM, tools = [{ name: 'Bash' }]) =>
  ({ body: { tools, system, messages } }) as unknown as RecordedRequest;
const text = (value: string, breakpoint = false) => ({
  type: 'text',
  text: value,
  ...(breakpoint ? { cache_control: CC } : {}),
});

describe('the estimated prompt-cache use', () => {
  const hello = text('hello there '.repeat(100), true);
  const first = request([{ role: 'user', content: [hello] }]);
  const second = request([
    { role: 'user', content: [{ ...hello, cache_control: undefined }] },
    { role: 'assistant', content: [text('ok '.repeat(500))] },
    { role: 'user', content: [text('go on', true)] },
  ]);

  it('reads what an earlier request wrote at a breakpoint, and writes up to the last one', () => {
    const use = estimatedCacheUse([first, second]);
    // the second request read all of the first, which read nothing
    expect(use.read).toBe(estimatedCacheUse([first]).total);
    expect(estimatedCacheUse([first]).read).toBe(0);
    // everything was written once: the first request, then what the second added
    expect(use.written).toBe(use.total - use.read);
    expect(use.readShare).toBeCloseTo(use.bestShare, 2);
    // nothing before the first request: at most 1 - (the last request / both)
    expect(use.readShare).toBeLessThan(0.5);
  });

  it('reads nothing a request did not mark: the prefix is there, the breakpoint is not', () => {
    const unmarked = request(
      [{ role: 'user', content: [text(hello.text)] }],
      [{ type: 'text', text: SYSTEM[0]!.text }],
    );
    const use = estimatedCacheUse([unmarked, second]);
    expect(use.read).toBe(0);
    expect(use.bestShare).toBeGreaterThan(0.3);
  });

  it('reads the shared tools and system prompt after an earlier task, not its other messages', () => {
    const other = request([{ role: 'user', content: [text('another task', true)] }]);
    const alone = estimatedCacheUse([first, second]);
    const warm = estimatedCacheUse([first, second], [other]);
    expect(warm.read - alone.read).toBeGreaterThan(6000);
    expect(warm.read - alone.read).toBeLessThan(6100);
    // a different system prompt (a block that changes per task ahead of it) reads nothing
    const changed = request(
      [{ role: 'user', content: [hello] }],
      [{ type: 'text', text: 'fingerprint 1' }, ...SYSTEM],
    );
    expect(estimatedCacheUse([first], [changed]).read).toBe(0);
  });
});

describe('tokens per task on the one-task demo project (real claude, scripted model)', () => {
  it('a first-try task: the first request at most 22 KB, the whole task at most 90 KB', async () => {
    const run = await measureTask(CLI, firstTryTurns());
    expectDone(run);
    expect(run.firstRequestBytes).toBeGreaterThan(10_000);
    expect(run.firstRequestBytes).toBeLessThanOrEqual(TOKEN_TARGETS.firstRequestBytes);
    expect(run.bytes).toBeLessThanOrEqual(TOKEN_TARGETS.firstTryBytes);
    // the shape the targets were set for: look, write, export and test, answer
    expect(run.turnRequests).toHaveLength(4);

    const fix = await measureTask(CLI, oneFixTurns());
    expectDone(fix);
    expect(fix.output).toMatch(/fix/i);
    // two more requests: the fix (in the resumed session) and the closing answer
    expect(fix.turnRequests).toHaveLength(6);
    expect(fix.bytes).toBeLessThanOrEqual(TOKEN_TARGETS.oneFixBytes);
    // In a loop, the tools and system prompt an earlier task wrote to the cache are read by the
    // first request (a different first message: the task, the working directory), and the rest
    // as the task goes: at least 80% of the fix task's input.
    const inLoop = estimatedCacheUse(fix.turnRequests, run.turnRequests);
    expect(inLoop.readShare).toBeGreaterThanOrEqual(TOKEN_TARGETS.fixCacheReadShare);
    // Alone, nothing is cached before its first request: still at least 80%, and all that the
    // requests repeat (none breaks the cached prefix).
    expect(fix.cache.readShare).toBeGreaterThanOrEqual(TOKEN_TARGETS.fixCacheReadShare);
    expect(fix.cache.readShare).toBeGreaterThanOrEqual(0.99 * fix.cache.bestShare);
    // The fix attempt's first request reads almost all of the session before it.
    const resumed = fix.turnRequests.slice(4, 5);
    expect(estimatedCacheUse(resumed, fix.turnRequests.slice(0, 4)).readShare).toBeGreaterThan(0.9);
  }, 180_000);
});
