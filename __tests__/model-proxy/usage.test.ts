/** Reading usage from the Messages API's answers as they stream past, and what it costs. */
import { describe, expect, test } from '@jest/globals';
import { authorize, credentialFrom, OAUTH_BETA } from '../../src/model-proxy/credential.js';
import { estimateCostUsd } from '../../src/model-proxy/pricing.js';
import { gzipSync } from 'node:zlib';
import { BodyReader } from '../../src/model-proxy/body-framing.js';
import { SseUsageReader, usageOfJson } from '../../src/model-proxy/usage.js';
import { usageTap } from '../../src/model-proxy/usage-tap.js';
import { chunked, sseMessage } from './http-bytes.js';

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
        cacheWrite1hTokens: 0,
        complete: true,
      });
    },
  );

  test('written as ranges of the buffers that carry it', () => {
    const reader = new SseUsageReader();
    const bytes = Buffer.from(`xx${STREAM}yy`);
    for (let i = 2; i < bytes.length - 2; i += 3)
      reader.write(bytes, i, Math.min(i + 3, bytes.length - 2));
    expect(reader.result()?.usage.outputTokens).toBe(42);
  });

  test('spaced JSON (as other servers write it) and a last line without a newline', () => {
    const reader = new SseUsageReader();
    reader.push(
      'event: message_start\r\ndata:  { "type" : "message_start", "message": {"usage": {"input_tokens": 9}}}\r\n\r\n',
    );
    reader.push('data: {"type": "message_delta", "usage": {"output_tokens": 4}}');
    expect(reader.result()?.usage).toEqual({
      inputTokens: 9,
      outputTokens: 4,
      cacheReadTokens: 0,
      cacheWriteTokens: 0,
    });
  });

  test('a usage line longer than 64 KB is not believed; content that looks like one is not read', () => {
    const reader = new SseUsageReader();
    const padding = 'x'.repeat(70_000);
    reader.push(`data: {"type":"message_delta","usage":{"output_tokens":9},"p":"${padding}"}\n\n`);
    reader.push(
      'data: {"type":"content_block_delta","delta":{"text":"data: {\\"type\\":\\"message_delta\\",\\"usage\\":{\\"output_tokens\\":7}}"}}\n',
    );
    expect(reader.result()).toBeUndefined();
  });

  test('a stream without usage events reports none', () => {
    const reader = new SseUsageReader();
    reader.push(event('ping', { type: 'ping' }));
    expect(reader.result()).toBeUndefined();
  });
});

describe('the usage tap behind the chunk framing', () => {
  const message = Buffer.from(sseMessage(`"type":"message_delta" ${'y'.repeat(3000)}`));
  const expected = {
    model: 'claude-sonnet-4-5',
    usage: { inputTokens: 100, outputTokens: 42, cacheReadTokens: 5000, cacheWriteTokens: 300 },
    cacheWrite1hTokens: 0,
    complete: true,
  };

  /** The tap fed as the proxy feeds it: raw reads of a body through its framing. */
  function tapped(body: Buffer, read: number, type = 'text/event-stream', encoding = '') {
    const tap = usageTap(type, encoding)!;
    const reader = new BodyReader({ kind: 'chunked' }, tap.write);
    for (let i = 0; i < body.length; i += read) reader.push(body.subarray(i, i + read));
    expect(reader.done).toBe(true);
    return tap.result();
  }

  test.each([
    [1, 1],
    [3, 7],
    [17, 64],
    [100, 4096],
    [4096, 1],
  ])('chunks of %i bytes (boundaries inside the usage JSON), reads of %i', (size, read) => {
    expect(tapped(chunked(message, size), read)).toEqual(expected);
  });

  test('a compressed answer (an upstream that ignores accept-encoding) is decoded at its end', () => {
    expect(tapped(chunked(gzipSync(message), 50), 33, 'text/event-stream', 'gzip')).toEqual(
      expected,
    );
    const json = Buffer.from(
      JSON.stringify({ model: 'claude-haiku-4-5', usage: { input_tokens: 3 } }),
    );
    expect(
      tapped(chunked(gzipSync(json), 5), 8, 'application/json', 'gzip')?.usage.inputTokens,
    ).toBe(3);
    // An encoding it cannot read: no tap, rather than a wrong count.
    expect(usageTap('text/event-stream', 'zstd-unknown')).toBeUndefined();
  });
});

test('a JSON answer reports its usage; an error body reports none', () => {
  expect(
    usageOfJson('{"model":"claude-haiku-4-5","usage":{"input_tokens":7,"output_tokens":3}}'),
  ).toEqual({
    model: 'claude-haiku-4-5',
    usage: { inputTokens: 7, outputTokens: 3, cacheReadTokens: 0, cacheWriteTokens: 0 },
    cacheWrite1hTokens: 0,
    complete: true,
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
  // Sonnet 4.6 has no long-context premium; Sonnet 4.5 has (3M tokens in is past 200k).
  expect(estimateCostUsd({ model: 'claude-sonnet-4-6', usage })).toBeCloseTo(3 + 15 + 0.3 + 3.75);
  expect(estimateCostUsd({ model: 'claude-sonnet-4-5', usage })).toBeCloseTo(6 + 22.5 + 0.6 + 7.5);
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
  ).toBeCloseTo(30 + 112.5); // the dearest rates, with their long-context premium
});

test('the 1-hour cache writes of a stream, and whether it reached its final usage', () => {
  const reader = new SseUsageReader();
  reader.push(
    'data: {"type":"message_start","message":{"model":"claude-opus-4-5","usage":{"input_tokens":5,"output_tokens":1,"cache_creation_input_tokens":900,"cache_creation":{"ephemeral_5m_input_tokens":0,"ephemeral_1h_input_tokens":900}}}}\n\n',
  );
  expect(reader.result()).toMatchObject({ cacheWrite1hTokens: 900, complete: false });
  reader.push('data: {"type":"message_delta","usage":{"output_tokens":7}}\n\n');
  expect(reader.result()).toMatchObject({
    usage: { inputTokens: 5, outputTokens: 7, cacheWriteTokens: 900 },
    cacheWrite1hTokens: 900,
    complete: true,
  });
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
