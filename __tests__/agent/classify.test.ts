/**
 * Classification from `result` events. The first cases are what the real claude CLI (2.1.330)
 * printed against the scripted model server (trimmed to the fields the runner reads); the
 * last three are other wordings the runner must handle the same way.
 */
import { describe, expect, it } from '@jest/globals';
import { cannotCompleteReason, classifyRun, type RunFacts } from '../../src/agent/classify.js';
import { readResultEvent } from '../../src/agent/stream.js';

function facts(
  result: Record<string, unknown> | undefined,
  extra: Partial<RunFacts> = {},
): RunFacts {
  return {
    maxTurns: 10,
    timeoutMs: 600_000,
    idleTimeoutMs: 120_000,
    result: result ? readResultEvent({ type: 'result', ...result }) : undefined,
    lastAssistantText: '',
    exitCode: 1,
    exitSignal: null,
    claudePath: '/usr/bin/claude',
    stderrTail: '',
    malformedSample: [],
    ...extra,
  };
}

const failed = (status: number | null, text: string, extra: Record<string, unknown> = {}) => ({
  subtype: 'success',
  is_error: true,
  num_turns: 1,
  terminal_reason: 'api_error',
  api_error_status: status,
  result: text,
  ...extra,
});

describe('classifyRun with observed claude results', () => {
  it.each([
    [
      '429',
      failed(
        429,
        'API Error: Request rejected (429) · Number of request tokens has exceeded your per-minute rate limit.',
      ),
      'api_error',
    ],
    [
      '529',
      failed(
        529,
        'API Error: 529 Overloaded. This is a server-side issue, usually temporary — try again in a moment.',
      ),
      'api_error',
    ],
    [
      '500',
      failed(
        500,
        'API Error: 500 Internal server error. This is a server-side issue, usually temporary — try again in a moment.',
      ),
      'api_error',
    ],
    [
      'a lost connection',
      failed(
        null,
        'API Error: Connection to the API was lost (ECONNRESET). This is usually temporary — try again.',
      ),
      'api_error',
    ],
    ['401', failed(401, 'Invalid API key · Fix external API key'), 'crashed'],
    ['no credit', failed(400, 'Credit balance is too low'), 'usage_limit'],
    [
      'a subscription limit',
      failed(429, 'Claude AI usage limit reached|1767225600'),
      'usage_limit',
    ],
    [
      'a 429 that says the limit was reached',
      failed(429, 'API Error: Request rejected (429) · You have hit your limit'),
      'usage_limit',
    ],
    [
      'an error during execution',
      { subtype: 'error_during_execution', is_error: true, num_turns: 2, result: '' },
      'crashed',
    ],
  ])('%s -> %s', (_name, result, outcome) => {
    expect(classifyRun(facts(result)).outcome).toBe(outcome);
  });

  it('reads error_max_turns (no result text) as max_turns', () => {
    const c = classifyRun(
      facts(
        { subtype: 'error_max_turns', is_error: true, num_turns: 2, terminal_reason: 'max_turns' },
        { maxTurns: 1 },
      ),
    );
    expect(c).toEqual({ outcome: 'max_turns', summary: 'Stopped after 1 of 1 turn (max turns)' });
  });

  it('reads success as completed, with turns and cost', () => {
    const c = classifyRun(
      facts(
        {
          subtype: 'success',
          is_error: false,
          num_turns: 3,
          total_cost_usd: 0.0192,
          result: 'All done.',
        },
        { exitCode: 0 },
      ),
    );
    expect(c).toEqual({ outcome: 'completed', summary: 'Completed in 3 turns ($0.0192)' });
  });

  it('limits set by the runner win over anything else', () => {
    const ok = { subtype: 'success', is_error: false, num_turns: 1, result: 'x' };
    expect(classifyRun(facts(ok, { stoppedFor: 'interrupted' })).outcome).toBe('interrupted');
    expect(
      classifyRun(facts(undefined, { stoppedFor: 'timeout', timeoutMs: 90_000 })).summary,
    ).toBe('Killed after 90 s (task time limit)');
    expect(
      classifyRun(facts(undefined, { stoppedFor: 'idle', idleTimeoutMs: 600_000 })).summary,
    ).toBe('Killed after 10 min without any output (idle limit)');
  });

  it('explains a missing result by exit code or signal', () => {
    expect(classifyRun(facts(undefined, { exitCode: null, exitSignal: 'SIGSEGV' })).summary).toBe(
      'Claude Code was killed by SIGSEGV without a result',
    );
  });
});

describe('RALPH_CANNOT_COMPLETE', () => {
  it('finds the signal on its own line and takes the reason', () => {
    expect(cannotCompleteReason('I tried.\nRALPH_CANNOT_COMPLETE: the API is down\nSorry.')).toBe(
      'the API is down',
    );
    expect(cannotCompleteReason('RALPH_CANNOT_COMPLETE:')).toBe('no reason given');
  });

  it('ignores the word inside a sentence', () => {
    expect(cannotCompleteReason('I will not need RALPH_CANNOT_COMPLETE: all good')).toBeUndefined();
  });

  it('is classified only on a successful result', () => {
    const result = {
      subtype: 'success',
      is_error: false,
      num_turns: 1,
      result: 'RALPH_CANNOT_COMPLETE: no access to the database',
    };
    expect(classifyRun(facts(result))).toEqual({
      outcome: 'cannot_complete',
      summary: 'The agent cannot complete the task: no access to the database',
      cannotCompleteReason: 'no access to the database',
    });
  });
});
