/** How a reviewer run that ended without an answer is judged; the memory limit is named. */
import { describe, expect, it } from '@jest/globals';
import type { AgentResult } from '../../src/agent/types.js';
import { runVerdict } from '../../src/engine/iteration/review.js';

const run = (outcome: AgentResult['outcome'], summary = ''): AgentResult => ({
  outcome,
  summary,
  isError: outcome !== 'completed',
  numTurns: 1,
  totalCostUsd: 0,
  durationMs: 1,
  permissionDenials: [],
  finalText: '',
  assistantText: '',
  exitCode: outcome === 'completed' ? 0 : null,
  retries: 0,
  invalidStatusBlocks: [],
});

describe('runVerdict', () => {
  it('a reviewer the memory limit stopped fails the attempt, by name', () => {
    const stopped = 'the memory watchdog stopped all of its processes once (3 process(es))';
    expect(runVerdict(run('crashed', 'killed by SIGKILL'), stopped)).toEqual({
      kind: 'failed',
      failure: `the reviewer was stopped for memory: ${stopped} (max-memory-mb)`,
      key: 'reviewer stopped for memory',
    });
    // even when it answered before the stop: its processes did not all end on their own
    expect(runVerdict(run('completed'), stopped)).toMatchObject({ kind: 'failed' });
  });

  it('otherwise: an answer is read, a crash fails, an interrupt stops', () => {
    expect(runVerdict(run('completed'))).toBeUndefined();
    expect(runVerdict(run('crashed', 'exit 1'))).toEqual({
      kind: 'failed',
      failure: 'the reviewer ended with crashed: exit 1',
      key: 'reviewer crashed',
    });
    expect(runVerdict(run('interrupted'))).toEqual({ kind: 'stopped', stop: 'interrupted' });
  });
});
