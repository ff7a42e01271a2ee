/**
 * The cost limit is hard: a request is admitted only while spent + reserved + its own worst case
 * fit under the limit, so concurrent requests cannot overrun it; what each cost replaces its
 * reservation once its usage is known. Prices: long context and 1-hour cache writes at their
 * premium rates.
 */
import { afterEach, expect, test } from '@jest/globals';
import { request } from 'node:http';
import { createServer } from 'node:http';
import { Budget, PhaseMeter } from '../../src/model-proxy/budget.js';
import { estimateCostUsd, worstCaseUsd } from '../../src/model-proxy/pricing.js';
import { startModelProxy } from '../../src/model-proxy/server.js';
import { NO_USAGE } from '../../src/model-proxy/usage.js';
import { anthropicProvider } from '../../src/model-proxy/providers/anthropic.js';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

/** An upstream that answers each message after a pause, with a fixed usage. */
async function slowUpstream(usage: { input_tokens: number; output_tokens: number }) {
  let received = 0;
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received += 1;
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ type: 'message', model: 'claude-sonnet-4-5', usage }));
      }, 200);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => server.close(resolve)));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    received: () => received,
  };
}

function post(url: string, key: string, payload: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${url}/v1/messages`,
      { method: 'POST', headers: { 'x-api-key': key, 'content-type': 'application/json' } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode!));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

test('20 concurrent requests under a $1 limit: only those whose worst case fits are admitted', async () => {
  // Each answer costs $0.30 (20k output tokens at $15/MTok); each request may cost up to that.
  const upstream = await slowUpstream({ input_tokens: 10, output_tokens: 20_000 });
  const proxy = await startModelProxy({
    provider: anthropicProvider(
      { kind: 'api-key', value: 'sk-ant-api03-hardcap-000' },
      upstream.url,
    ),
  });
  cleanups.push(() => proxy.close());
  const budget = new Budget({ capUsd: 1 });
  const phase = new PhaseMeter();
  const grant = proxy.grant({
    reserve: (worst) => budget.reserve(phase, worst),
    settle: (reserved, cost, usage) => budget.settle(phase, reserved, cost, usage),
    refused: () => undefined,
  });
  const payload = JSON.stringify({
    model: 'claude-sonnet-4-5',
    max_tokens: 20_000,
    messages: [{ role: 'user', content: 'hi' }],
  });

  const statuses = await Promise.all(
    Array.from({ length: 20 }, () => post(proxy.url, grant.capability, payload)),
  );

  expect(statuses.filter((s) => s === 200)).toHaveLength(3);
  expect(statuses.filter((s) => s === 400)).toHaveLength(17);
  expect(upstream.received()).toBe(3);
  expect(phase.requests).toBe(3);
  expect(phase.costUsd).toBeCloseTo(0.9, 3);
  expect(phase.costUsd).toBeLessThanOrEqual(1);
  expect(phase.reservedUsd).toBeCloseTo(0, 9);
  expect(phase.refused).toMatch(
    /^Spend limit reached: the run has cost \$0\.00 \(and \$0\.90 is held/,
  );

  // Settled, the rest of the limit ($0.10) is too little for another such request.
  expect(await post(proxy.url, grant.capability, payload)).toBe(400);
  expect(upstream.received()).toBe(3);
});

test('a task limit refuses what the run limit would still admit, once the task reaches it', () => {
  const budget = new Budget({ capUsd: 100 });
  const phase = new PhaseMeter({ taskId: 'task-007', capUsd: 1, spentUsd: 0.9 });
  expect(budget.reserve(phase, 0.15)).toBeUndefined();
  // Spent and under way together reach the limit: the next is refused.
  expect(budget.reserve(phase, 0.01)).toMatch(
    /^Task cost cap reached: task task-007 has cost \$0\.90 of its max_cost_usd \$1\.00/,
  );
  budget.settle(phase, 0.15, 0.05);
  expect(phase.taskSpentUsd()).toBeCloseTo(0.95, 9);
  expect(budget.reserve(phase, 0.5)).toBeUndefined();
  expect(phase.taskCapped).toBeDefined();
  expect(phase.refused).toBeUndefined();
});

test('prices: long context and 1-hour cache writes at their premium rates; the worst case covers them', () => {
  const usage = (input: number, output: number) => ({
    ...NO_USAGE,
    inputTokens: input,
    outputTokens: output,
  });
  // Sonnet 4.5: $3/$15, past 200k input $6/$22.50.
  expect(estimateCostUsd({ model: 'claude-sonnet-4-5', usage: usage(200_000, 1000) })).toBeCloseTo(
    0.615,
    6,
  );
  expect(estimateCostUsd({ model: 'claude-sonnet-4-5', usage: usage(200_001, 1000) })).toBeCloseTo(
    (200_001 * 6 + 1000 * 22.5) / 1e6,
    6,
  );
  // Cache reads count toward the 200k too.
  expect(
    estimateCostUsd({
      model: 'claude-sonnet-4-5-20250929',
      usage: { ...usage(1000, 0), cacheReadTokens: 250_000 },
    }),
  ).toBeCloseTo((1000 * 6 + 250_000 * 0.6) / 1e6, 6);
  // A 1-hour cache write costs 2x input, a 5-minute one 1.25x.
  const written = { ...usage(0, 0), cacheWriteTokens: 10_000 };
  expect(estimateCostUsd({ model: 'claude-haiku-4-5', usage: written })).toBeCloseTo(0.0125, 6);
  expect(
    estimateCostUsd({ model: 'claude-haiku-4-5', usage: written, cacheWrite1hTokens: 10_000 }),
  ).toBeCloseTo(0.02, 6);
  // An unknown model is priced as the dearest row.
  expect(estimateCostUsd({ model: 'claude-next', usage: usage(0, 1000) })).toBeCloseTo(0.075, 6);

  // The worst case: the body's bytes as input tokens (at a third of a token a byte) written to
  // the cache, and all of max_tokens said.
  expect(
    worstCaseUsd({ model: 'claude-sonnet-4-5', bytes: 3000, maxTokens: 32_000, cacheHour: false }),
  ).toBeCloseTo((1000 * 3 * 1.25 + 32_000 * 15) / 1e6, 6);
  expect(
    worstCaseUsd({ model: 'claude-sonnet-4-5', bytes: 3000, maxTokens: 32_000, cacheHour: true }),
  ).toBeCloseTo((1000 * 3 * 2 + 32_000 * 15) / 1e6, 6);
  expect(
    worstCaseUsd({ model: 'claude-sonnet-4-5', bytes: 900_000, maxTokens: 1000, cacheHour: false }),
  ).toBeCloseTo((300_000 * 6 * 1.25 + 1000 * 22.5) / 1e6, 6);
});
