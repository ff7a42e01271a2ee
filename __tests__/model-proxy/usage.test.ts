/** Reading usage from the Messages API's answers as they stream past, and what it costs. */
import { describe, expect, test } from '@jest/globals';
import { authorize, credentialFrom, OAUTH_BETA } from '../../src/model-proxy/credential.js';
import { estimateCostUsd } from '../../src/model-proxy/pricing.js';
import { SseUsageReader, usageOfJson } from '../../src/model-proxy/usage.js';

const event = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

const STREAM = [
  event('message_start', {
    type: 'message_start',
    message: {
      model: 'claude-sonnet-4-5',
      usage: {
        input_tokens: 100,
        output_tokens: 1,
        cache_read_input_tokens: 5000,
        cache_creation_input_tokens: 300,
      },
    },
  }),
  event('content_block_delta', {
    type: 'content_block_delta',
    index: 0,
    delta: { type: 'text_delta', text: `"type":"message_delta" ${'x'.repeat(200_000)}` },
  }),
  event('message_delta', {
    type: 'message_delta',
    delta: { stop_reason: 'end_turn' },
    usage: { output_tokens: 42 },
  }),
  event('message_stop', { type: 'message_stop' }),
].join('');

describe('SseUsageReader', () => {
  test.each([1, 7, 64, 4096, STREAM.length])(
    'reads message_start and the cumulative message_delta in chunks of %i bytes',
    (size) => {
      const reader = new SseUsageReader();
      const bytes = Buffer.from(STREAM);
      for (let i = 0; i < bytes.length; i += size) reader.push(bytes.subarray(i, i + size));
      expect(reader.result()).toEqual({
        model: 'claude-sonnet-4-5',
        usage: { inputTokens: 100, outputTokens: 42, cacheReadTokens: 5000, cacheWriteTokens: 300 },
      });
    },
  );

  test('a stream without usage events reports none', () => {
    const reader = new SseUsageReader();
    reader.push(event('ping', { type: 'ping' }));
    expect(reader.result()).toBeUndefined();
  });
});

test('a JSON answer reports its usage; an error body reports none', () => {
  expect(
    usageOfJson('{"model":"claude-haiku-4-5","usage":{"input_tokens":7,"output_tokens":3}}'),
  ).toEqual({
    model: 'claude-haiku-4-5',
    usage: { inputTokens: 7, outputTokens: 3, cacheReadTokens: 0, cacheWriteTokens: 0 },
  });
  expect(usageOfJson('{"type":"error","error":{"type":"overloaded_error"}}')).toBeUndefined();
});

test('cost: list prices per family; cache writes 1.25x and reads 0.1x input; unknown is dearest', () => {
  const usage = {
    inputTokens: 1_000_000,
    outputTokens: 1_000_000,
    cacheReadTokens: 1_000_000,
    cacheWriteTokens: 1_000_000,
  };
  expect(estimateCostUsd({ model: 'claude-sonnet-4-5', usage })).toBeCloseTo(3 + 15 + 0.3 + 3.75);
  expect(
    estimateCostUsd({
      model: 'claude-opus-4-5-20251101',
      usage: { ...usage, cacheReadTokens: 0, cacheWriteTokens: 0 },
    }),
  ).toBeCloseTo(30);
  expect(
    estimateCostUsd({
      model: 'claude-opus-4-1',
      usage: { ...usage, cacheReadTokens: 0, cacheWriteTokens: 0 },
    }),
  ).toBeCloseTo(90);
  expect(
    estimateCostUsd({
      model: 'some-new-model',
      usage: { ...usage, cacheReadTokens: 0, cacheWriteTokens: 0 },
    }),
  ).toBeCloseTo(90);
});

describe('credentials', () => {
  test('the inputs win over the environment; an API key over an OAuth token', () => {
    expect(
      credentialFrom({ claudeCodeOauthToken: 'oat' }, { ANTHROPIC_API_KEY: 'env-key' }),
    ).toEqual({ kind: 'api-key', value: 'env-key' });
    expect(credentialFrom({ anthropicApiKey: 'in-key' }, { ANTHROPIC_API_KEY: 'env-key' })).toEqual(
      { kind: 'api-key', value: 'in-key' },
    );
    expect(credentialFrom({ claudeCodeOauthToken: ' oat ' }, {})).toEqual({
      kind: 'oauth-token',
      value: 'oat',
    });
    expect(credentialFrom({}, { ANTHROPIC_AUTH_TOKEN: 'bearer' })).toEqual({
      kind: 'auth-token',
      value: 'bearer',
    });
    expect(credentialFrom({ anthropicApiKey: ' ' }, {})).toBeUndefined();
  });

  test('the capability comes off, the real credential goes on (OAuth with its beta, once)', () => {
    const headers: Record<string, string> = { 'x-api-key': 'ralph-cap-x', 'anthropic-beta': 'a,b' };
    authorize(headers, { kind: 'oauth-token', value: 'real' });
    expect(headers).toEqual({
      authorization: 'Bearer real',
      'anthropic-beta': `a,b,${OAUTH_BETA}`,
    });
    authorize(headers, { kind: 'oauth-token', value: 'real' });
    expect(headers['anthropic-beta']).toBe(`a,b,${OAUTH_BETA}`);
    const keyed: Record<string, string> = { authorization: 'Bearer ralph-cap-x' };
    authorize(keyed, { kind: 'api-key', value: 'real' });
    expect(keyed).toEqual({ 'x-api-key': 'real' });
  });
});
