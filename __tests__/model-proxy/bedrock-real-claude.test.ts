/**
 * Bedrock through the model proxy, with the real `claude` in its Bedrock mode: the proxy signs
 * every request with SigV4 for a fake Bedrock runtime that checks the signature with its own
 * implementation and answers in eventstream frames. The phase completes, its usage is read
 * from the frames, and the agent holds only its capability.
 */
import { afterEach, describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createClaudeRunner } from '../../src/agent/index.js';
import { createModelGateway } from '../../src/model-proxy/index.js';
import { bedrockProvider } from '../../src/model-proxy/providers/bedrock.js';
import {
  startBedrockEndpoint,
  TEST_AWS,
  type BedrockEndpoint,
} from '../../test-support/bedrock-endpoint.js';
import {
  claudeEnv,
  CLAUDE_BIN,
  makeClaudeDirs,
  type ClaudeDirs,
} from '../../test-support/claude-env.js';
import { startModelServer, type ModelServer } from '../../test-support/model-server.js';

const REGION = 'eu-west-1';

let model: ModelServer | undefined;
let bedrock: BedrockEndpoint | undefined;
let dirs: ClaudeDirs | undefined;
afterEach(async () => {
  await bedrock?.close();
  await model?.close();
  await dirs?.cleanup();
});

describe('Bedrock through the model proxy (real claude)', () => {
  test('signed requests, eventstream answers, usage counted, the agent holds a capability', async () => {
    dirs = await makeClaudeDirs('ralph-bedrock-');
    model = await startModelServer({
      turns: [
        [
          {
            tool: 'Bash',
            input: { command: 'env | sort > env.txt; echo ENV SAVED', description: 'env' },
          },
        ],
        [{ text: 'Done.' }],
      ],
    });
    bedrock = await startBedrockEndpoint({ model, region: REGION });
    const provider = bedrockProvider({
      region: REGION,
      credentials: TEST_AWS,
      upstream: bedrock.url,
    });
    const gateway = createModelGateway({ provider });
    try {
      const base = claudeEnv({ url: 'http://127.0.0.1:9', home: dirs.home });
      const result = await gateway.guard(createClaudeRunner()).run({
        claudePath: CLAUDE_BIN,
        cwd: dirs.work,
        prompt: 'Save the environment, then finish.',
        model: 'claude-sonnet-4-5-20250929',
        maxTurns: 5,
        timeoutMs: 90_000,
        idleTimeoutMs: 60_000,
        env: base,
        apiRetryDelayMs: 50,
        killGraceMs: 1_000,
      });
      expect(result.outcome).toBe('completed');
      const env = readFileSync(join(dirs.work, 'env.txt'), 'utf8');
      expect(env).toMatch(/^CLAUDE_CODE_USE_BEDROCK=1$/m);
      expect(env).toMatch(/^ANTHROPIC_BEDROCK_BASE_URL=http:\/\/127\.0\.0\.1:\d+$/m);
      expect(env).not.toContain(bedrock.url);
      expect(env).not.toMatch(/^ANTHROPIC_(API_KEY|BASE_URL)=/m);
      const turns = bedrock.requests.filter((r) => r.path.endsWith('/invoke-with-response-stream'));
      expect(turns.length).toBeGreaterThanOrEqual(2);
      for (const request of bedrock.requests) {
        expect(request.signatureProblem).toBeUndefined();
        expect(request.headers['x-ralph-capability']).toBeUndefined();
      }
      // The input model became the region's inference profile.
      expect(turns[0]!.path).toBe(
        '/model/eu.anthropic.claude-sonnet-4-5-20250929-v1:0/invoke-with-response-stream',
      );
      expect(result.usage).toEqual({
        inputTokens: turns.length * 1200,
        outputTokens: turns.length * 80,
        cacheReadTokens: 0,
        cacheWriteTokens: 0,
      });
      expect(result.totalCostUsd).toBeGreaterThan(0);
    } finally {
      await gateway.close();
    }
  }, 120_000);
});
