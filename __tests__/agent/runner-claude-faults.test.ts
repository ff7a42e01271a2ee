/**
 * The runner driving the REAL claude CLI against a scripted model server that fails: API
 * errors, limits and silence, as claude itself reports them.
 */
import { describe, expect, it } from '@jest/globals';
import { createClaudeRunner } from '../../src/agent/runner.js';
import { runOptions, useRealClaude } from './real-claude.js';

const setup = useRealClaude();
const options = runOptions;

const runner = createClaudeRunner();

describe('runner with the real claude CLI and a failing API', () => {
  it('kills a run whose model never answers (idle)', async () => {
    const { server, dirs } = await setup({ faults: [{ fault: 'hang' }], turns: [] });
    const result = await runner.run(options(server, dirs, { idleTimeoutMs: 3_000 }));
    expect(result.outcome).toBe('idle');
    expect(result.summary).toBe('Killed after 3 s without any output (idle limit)');
    expect(result.retries).toBe(0);
    expect(server.turnRequests()).toHaveLength(1);
  });

  it('retries a rate-limited run once, then reports api_error', async () => {
    const { server, dirs } = await setup({ faults: [{ fault: 'rate_limit' }], turns: [] });
    const result = await runner.run(options(server, dirs));
    expect(result.outcome).toBe('api_error');
    expect(result.retries).toBe(1);
    // claude's own "API Error:" is not prefixed again.
    expect(result.summary).toMatch(/^API Error: Request rejected \(429\)/);
    expect(result.summary).toMatch(/still failing after one retry/);
    // Two claude runs, each a fresh conversation (step 0).
    expect(server.turnRequests().map((r) => [r.step, r.served])).toEqual([
      [0, 'rate_limit'],
      [0, 'rate_limit'],
    ]);
  });

  it('succeeds on the retry after an overloaded (529) run', async () => {
    const { server, dirs } = await setup({
      faults: [{ fault: 'overloaded', times: 1 }],
      turns: [[{ text: 'Done after the retry.' }]],
    });
    const result = await runner.run(options(server, dirs));
    expect(result.outcome).toBe('completed');
    expect(result.retries).toBe(1);
    expect(result.finalText).toBe('Done after the retry.');
    expect(result.summary).toMatch(/after one retry of an API error/);
  });

  it('classifies a connection cut mid-message as api_error', async () => {
    const { server, dirs } = await setup({ faults: [{ fault: 'cut_stream' }], turns: [] });
    const result = await runner.run(options(server, dirs));
    expect(result.outcome).toBe('api_error');
    expect(result.summary).toMatch(/Connection to the API was lost/);
    expect(result.retries).toBe(1);
  });

  it('does not retry a usage limit', async () => {
    const { server, dirs } = await setup({ faults: [{ fault: 'usage_limit' }], turns: [] });
    const result = await runner.run(options(server, dirs));
    expect(result.outcome).toBe('usage_limit');
    expect(result.summary).toBe('Usage limit reached: Credit balance is too low (not retried)');
    expect(result.retries).toBe(0);
    expect(server.turnRequests()).toHaveLength(1);
  });

  it('reports a rejected API key as crashed, without retrying', async () => {
    const { server, dirs } = await setup({ faults: [{ fault: 'auth' }], turns: [] });
    const result = await runner.run(options(server, dirs));
    expect(result.outcome).toBe('crashed');
    expect(result.summary).toMatch(/^Claude Code reported an error: Invalid API key/);
    expect(result.retries).toBe(0);
    expect(result.exitCode).toBe(1);
  });
});
