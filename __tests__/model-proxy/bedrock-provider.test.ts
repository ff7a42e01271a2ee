/**
 * The Bedrock provider's parts: its settings from the job's environment (each missing one
 * named), the model ids, the usage read from eventstream frames however they are split, and
 * the messages for AWS's refusals.
 */
import { describe, expect, test } from '@jest/globals';
import { EventStreamUsageReader } from '../../src/model-proxy/providers/bedrock-usage.js';
import {
  bedrockModelId,
  bedrockProvider,
  bedrockSettings,
  explainRefusal,
  pricedModel,
} from '../../src/model-proxy/providers/bedrock.js';
import { priceOf } from '../../src/model-proxy/pricing.js';
import { chunkFrame, TEST_AWS } from '../../test-support/bedrock-endpoint.js';

const CREDENTIALS = {
  AWS_ACCESS_KEY_ID: TEST_AWS.accessKeyId,
  AWS_SECRET_ACCESS_KEY: TEST_AWS.secretAccessKey,
};

describe('bedrockSettings', () => {
  test('reads the region, the credentials and the default upstream', () => {
    expect(
      bedrockSettings({ ...CREDENTIALS, AWS_DEFAULT_REGION: 'eu-west-3', AWS_SESSION_TOKEN: 't' }),
    ).toEqual({
      region: 'eu-west-3',
      credentials: {
        accessKeyId: TEST_AWS.accessKeyId,
        secretAccessKey: TEST_AWS.secretAccessKey,
        sessionToken: 't',
      },
      upstream: 'https://bedrock-runtime.eu-west-3.amazonaws.com',
    });
    expect(
      bedrockSettings({
        ...CREDENTIALS,
        AWS_REGION: 'us-east-1',
        ANTHROPIC_BEDROCK_BASE_URL: 'https://vpce-1.bedrock-runtime.us-east-1.vpce.amazonaws.com',
      }).upstream,
    ).toBe('https://vpce-1.bedrock-runtime.us-east-1.vpce.amazonaws.com');
  });

  test('names what is missing or wrong', () => {
    expect(() => bedrockSettings(CREDENTIALS)).toThrow(/set AWS_REGION/);
    expect(() => bedrockSettings({ AWS_REGION: 'us-east-1' })).toThrow(
      'AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY are not set',
    );
    expect(() => bedrockSettings({ AWS_REGION: 'us-east-1', AWS_ACCESS_KEY_ID: 'AKIA' })).toThrow(
      'AWS_SECRET_ACCESS_KEY is not set',
    );
    expect(() =>
      bedrockSettings({
        ...CREDENTIALS,
        AWS_REGION: 'us-east-1',
        ANTHROPIC_BEDROCK_BASE_URL: 'ftp://x',
      }),
    ).toThrow('ANTHROPIC_BEDROCK_BASE_URL must be an http(s) URL');
  });
});

describe('model ids', () => {
  test('an Anthropic id becomes the inference profile of the region; Bedrock ids pass', () => {
    expect(bedrockModelId('claude-sonnet-4-5-20250929', 'us-east-2')).toBe(
      'us.anthropic.claude-sonnet-4-5-20250929-v1:0',
    );
    expect(bedrockModelId('claude-opus-4-5-20251101', 'eu-north-1')).toBe(
      'eu.anthropic.claude-opus-4-5-20251101-v1:0',
    );
    expect(bedrockModelId('claude-haiku-4-5', 'ap-northeast-1')).toBe(
      'apac.anthropic.claude-haiku-4-5',
    );
    expect(bedrockModelId('global.anthropic.claude-sonnet-4-5-20250929-v1:0', 'us-east-1')).toBe(
      'global.anthropic.claude-sonnet-4-5-20250929-v1:0',
    );
    expect(bedrockModelId('sonnet', 'us-east-1')).toBe('sonnet');
    expect(bedrockModelId(undefined, 'us-east-1')).toBeUndefined();
  });

  test('Bedrock ids and profile ARNs are priced as the model they name', () => {
    expect(pricedModel('us.anthropic.claude-sonnet-4-5-20250929-v1%3A0')).toBe(
      'claude-sonnet-4-5-20250929',
    );
    expect(
      pricedModel(
        'arn:aws:bedrock:us-east-1:123456789012:application-inference-profile/anthropic.claude-3-5-haiku-20241022-v1:0',
      ),
    ).toBe('claude-3-5-haiku-20241022');
    expect(priceOf(pricedModel('eu.anthropic.claude-sonnet-4-5-20250929-v1:0')).inputPerMTok).toBe(
      3,
    );
  });
});

describe('usage from eventstream frames', () => {
  const frames = Buffer.concat([
    chunkFrame({
      type: 'message_start',
      message: {
        model: 'claude-sonnet-4-5-20250929',
        usage: { input_tokens: 1500, output_tokens: 1, cache_read_input_tokens: 700 },
      },
    }),
    chunkFrame({
      type: 'content_block_delta',
      index: 0,
      delta: { type: 'text_delta', text: 'hi' },
    }),
    chunkFrame({
      type: 'message_delta',
      delta: { stop_reason: 'end_turn' },
      usage: { output_tokens: 42 },
    }),
    chunkFrame({
      type: 'message_stop',
      'amazon-bedrock-invocationMetrics': { inputTokenCount: 1500 },
    }),
  ]);
  const expected = {
    model: 'claude-sonnet-4-5-20250929',
    usage: { inputTokens: 1500, outputTokens: 42, cacheReadTokens: 700, cacheWriteTokens: 0 },
    cacheWrite1hTokens: 0,
    complete: true,
  };

  test('whole, and split at every byte', () => {
    const whole = new EventStreamUsageReader();
    whole.write(frames, 0, frames.length);
    expect(whole.result()).toEqual(expected);
    for (let cut = 1; cut < frames.length; cut += 7) {
      const reader = new EventStreamUsageReader();
      reader.write(frames, 0, cut);
      reader.write(frames, cut, frames.length);
      expect(reader.result()).toEqual(expected);
    }
  });

  test('a stream cut before message_delta is not complete; garbage is not believed', () => {
    const reader = new EventStreamUsageReader();
    reader.write(frames, 0, frames.length / 2);
    expect(reader.result()?.complete).toBe(false);
    const garbage = new EventStreamUsageReader();
    garbage.write(Buffer.from('data: {"type":"message_start"}\n\n'), 0, 31);
    expect(garbage.result()).toBeUndefined();
  });
});

describe('the agent and the refusals', () => {
  test("the agent's variables: Bedrock mode at the proxy, the capability in a header, no AWS secret", () => {
    const provider = bedrockProvider({
      region: 'us-east-1',
      credentials: { accessKeyId: 'AKIA', secretAccessKey: 'secret', sessionToken: 'token' },
      upstream: 'https://bedrock-runtime.us-east-1.amazonaws.com',
    });
    const env = provider.agentEnv('http://127.0.0.1:4000', 'ralph-cap-x', {
      ANTHROPIC_CUSTOM_HEADERS: 'x-team: a',
    });
    expect(env).toMatchObject({
      CLAUDE_CODE_USE_BEDROCK: '1',
      CLAUDE_CODE_SKIP_BEDROCK_AUTH: '1',
      ANTHROPIC_BEDROCK_BASE_URL: 'http://127.0.0.1:4000',
      AWS_REGION: 'us-east-1',
      ANTHROPIC_CUSTOM_HEADERS: 'x-team: a\nx-ralph-capability: ralph-cap-x',
      ANTHROPIC_BASE_URL: undefined,
      ANTHROPIC_API_KEY: undefined,
    });
    expect(Object.values(env).join('\n')).not.toMatch(/secret|token|AKIA/);
    expect(provider.route('POST', '/model/m/invoke')).toEqual({ endpoint: 'messages', model: 'm' });
    expect(provider.route('POST', '/model/m/converse')).toBeUndefined();
    expect(provider.route('POST', '/model/..%2F..%2Fguardrail/invoke')).toBeUndefined();
    expect(
      provider.route(
        'POST',
        '/model/arn%3Aaws%3Abedrock%3Aus-east-1%3A1%3Ainference-profile%2Fus.anthropic.claude-x/invoke',
      )?.endpoint,
    ).toBe('messages');
    expect(provider.route('GET', '/model/m/invoke')).toBeUndefined();
    expect(provider.localAnswer?.('GET', '/inference-profiles?type=SYSTEM_DEFINED')).toEqual({
      status: 200,
      body: { inferenceProfileSummaries: [] },
    });
  });

  test('each refusal names what to fix', () => {
    expect(explainRefusal(403, 'ExpiredTokenException', 'expired', 'm')).toMatch(
      /^The AWS credentials have expired \(AWS_SESSION_TOKEN\)/,
    );
    expect(explainRefusal(403, 'UnrecognizedClientException', 'bad', 'm')).toContain(
      'AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY and AWS_SESSION_TOKEN',
    );
    expect(explainRefusal(403, 'AccessDeniedException', 'no', 'us.anthropic.x')).toContain(
      'its role needs bedrock:InvokeModelWithResponseStream and bedrock:InvokeModel',
    );
  });
});
