/**
 * The words of a failed attempt where the memory limit stopped it: the task's one-line blocked
 * reason and the iteration's outcome name the limit, not a plain failing check or a crash.
 */
import { describe, expect, it } from '@jest/globals';
import { checksRefusal, shortFailureReason } from '../../src/engine/iteration/gate-refusals.js';
import { agentStoppedForMemory } from '../../src/engine/iteration/run-agent.js';
import { renderIterationLine } from '../../src/report/index.js';
import { check, iteration } from '../report/helpers.js';

const STOP =
  'the memory watchdog stopped all of its processes once (5 process(es)): they held 1157 MiB together, over the limit of 1024 MiB';

describe('the reason a task is blocked by', () => {
  it('a check stopped for memory is named so, a check that failed on its own as failing', () => {
    const hog = { ...check('test', false, 2000), stoppedForMemory: STOP };
    const stopped = checksRefusal([hog]);
    expect(stopped.key).toBe('check test stopped for memory');
    expect(shortFailureReason(stopped.key, stopped.failure)).toBe('test check stopped for memory');

    const failing = checksRefusal([check('unit tests', false, 2000)]);
    expect(failing.key).toBe('check unit tests');
    expect(shortFailureReason(failing.key, failing.failure)).toBe('unit tests check failing');
  });

  it('an agent stopped for memory is named so, with what the limit stopped', () => {
    const reason = agentStoppedForMemory(STOP);
    expect(reason).toBe(`the agent was stopped for memory: ${STOP} (max-memory-mb)`);
    expect(shortFailureReason('agent stopped for memory', reason)).toBe(
      'the agent was stopped for memory',
    );
    expect(shortFailureReason('agent crashed', 'the agent crashed: exit 1')).toBe(
      'the agent crashed',
    );
  });
});

describe("the iteration's outcome", () => {
  it('says the agent was stopped for memory, not that claude crashed', () => {
    const line = renderIterationLine(
      iteration({ outcome: 'blocked', agentOutcome: 'crashed', agentStoppedForMemory: STOP }),
    );
    expect(line).toContain('blocked (agent stopped for memory)');
    expect(line).not.toContain('crashed');
    expect(
      renderIterationLine(iteration({ outcome: 'failed', agentOutcome: 'crashed' })),
    ).toContain('failed (crashed)');
  });
});
