/**
 * model-provider: bedrock when the job's AWS setup is wrong, through the built action: a
 * missing region or credential, an expired session token, and a role without the Bedrock
 * permission each end the run with one message naming the variable or the IAM permission,
 * exit 1, no stack trace, before any agent starts (the model receives nothing).
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import {
  startBedrockEndpoint,
  TEST_AWS,
  type BedrockEndpoint,
} from '../../test-support/bedrock-endpoint.js';
import type { ActionRunResult } from '../../test-support/action-runner.js';
import { workflowDispatchPayload } from '../../test-support/webhooks.js';
import { OWNER, REPO, startActionWorld, type ActionWorld } from './world.js';

const REGION = 'eu-central-1';
const endpoints: BedrockEndpoint[] = [];
let world: ActionWorld;

beforeAll(async () => {
  world = await startActionWorld();
}, 60_000);

afterAll(async () => {
  for (const endpoint of endpoints) await endpoint.close();
  await world?.close();
});

async function runWith(env: Record<string, string>): Promise<ActionRunResult> {
  return world.run({
    eventName: 'workflow_dispatch',
    payload: workflowDispatchPayload(OWNER, REPO, {}),
    inputs: { 'model-provider': 'bedrock', 'anthropic-api-key': '' },
    env,
  });
}

async function endpoint(refuse?: 'expired' | 'denied'): Promise<string> {
  const started = await startBedrockEndpoint({ model: world.model, region: REGION, refuse });
  endpoints.push(started);
  return started.url;
}

const CREDENTIALS = {
  AWS_ACCESS_KEY_ID: TEST_AWS.accessKeyId,
  AWS_SECRET_ACCESS_KEY: TEST_AWS.secretAccessKey,
  AWS_SESSION_TOKEN: TEST_AWS.sessionToken,
};

/** The one error line of a run that stopped before any agent. */
function stoppedWith(result: ActionRunResult, message: string | RegExp): void {
  expect(result.exitCode).toBe(1);
  const errors = result.stdout.split('\n').filter((line) => line.startsWith('::error'));
  expect(errors).toHaveLength(1);
  expect(errors[0]).toMatch(message);
  expect(`${result.stdout}\n${result.stderr}`).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
  expect(world.model.requests).toHaveLength(0);
  for (const form of Object.values(CREDENTIALS).slice(1)) {
    expect(`${result.stdout}\n${result.stderr}\n${result.summary}`).not.toContain(form);
  }
}

describe('model-provider: bedrock with a wrong AWS setup stops before any agent', () => {
  test('no region: the message names AWS_REGION', async () => {
    const result = await runWith({ ...CREDENTIALS, ANTHROPIC_BEDROCK_BASE_URL: await endpoint() });
    stoppedWith(result, /model-provider bedrock needs the AWS region: set AWS_REGION/);
  }, 120_000);

  test('no secret key: the message names AWS_SECRET_ACCESS_KEY and configure-aws-credentials', async () => {
    const { AWS_SECRET_ACCESS_KEY: _secret, ...partial } = CREDENTIALS;
    const result = await runWith({ ...partial, AWS_REGION: REGION });
    stoppedWith(result, /AWS_SECRET_ACCESS_KEY is not set.*configure-aws-credentials/);
  }, 120_000);

  test('an expired session token: the message names AWS_SESSION_TOKEN', async () => {
    const result = await runWith({
      ...CREDENTIALS,
      AWS_REGION: REGION,
      ANTHROPIC_BEDROCK_BASE_URL: await endpoint('expired'),
    });
    stoppedWith(result, /The AWS credentials have expired \(AWS_SESSION_TOKEN\)/);
  }, 120_000);

  test('a role without the permission: the message names bedrock:InvokeModelWithResponseStream', async () => {
    const result = await runWith({
      ...CREDENTIALS,
      AWS_REGION: REGION,
      ANTHROPIC_BEDROCK_BASE_URL: await endpoint('denied'),
    });
    stoppedWith(result, /its role needs bedrock:InvokeModelWithResponseStream/);
  }, 120_000);
});
