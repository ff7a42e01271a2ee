/**
 * Issue 35 §3 and §4 through the built action as root, isolated, with the real claude: the
 * agent's Bash uses the capability it holds for the model on every other endpoint of the API
 * (models, files with an upload, batches, organisations, admin), and fires 20 model requests
 * at once under `max-cost-usd: 1`. The proxy answers the first with 403s naming each path,
 * which never reach the model API and are listed in the job summary and the pull request; it
 * admits only the concurrent requests whose worst case fits the limit, so the recorded cost
 * stays under it.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import type { ActionRunResult } from '../../test-support/action-runner.js';
import type { RecordedRequest } from '../../test-support/model-server.js';
import { describeWith } from '../../test-support/privileges.js';
import { workflowDispatchPayload } from '../../test-support/webhooks.js';
import { OWNER, REPO, startActionWorld, type ActionWorld } from '../action/world.js';
import { agentUserNameFor, retireAgentUser } from './attack-kit.js';
import { TASK_1, attackScenario, bash, conversationWith, details } from './git-attack-world.js';

const describe = describeWith('root');

/** curl with the agent's capability, as claude would send it; prints `NAME <status>`. */
function call(name: string, method: string, path: string, extra = ''): string {
  return (
    `echo "${name} $(curl -s -o /dev/null -w '%{http_code}' -X ${method} ` +
    `-H "x-api-key: $ANTHROPIC_API_KEY" -H 'anthropic-version: 2023-06-01' ${extra} ` +
    `"$ANTHROPIC_BASE_URL${path}")"`
  );
}

const PROBES = [
  call('MODELS', 'GET', '/v1/models'),
  call(
    'FILES',
    'POST',
    '/v1/files',
    `-H 'anthropic-beta: files-api-2025-04-14' -F file=@/etc/hostname`,
  ),
  call(
    'BATCHES',
    'POST',
    '/v1/messages/batches',
    `-H 'content-type: application/json' -d '{"requests":[]}'`,
  ),
  call('ORG', 'GET', '/v1/organizations/me'),
  call('ADMIN', 'GET', '/v1/organizations/api_keys?limit=5'),
  call('ADMIN2', 'POST', '/admin/users', `-d '{}'`),
  call(
    'COUNT',
    'POST',
    '/v1/messages/count_tokens?beta=true',
    `-H 'content-type: application/json' -d '{"model":"claude-sonnet-4-5","messages":[{"role":"user","content":"hi"}]}'`,
  ),
  'echo PROBED',
].join('; ');

describe('the agent uses its model capability on endpoints other than Messages', () => {
  let world: ActionWorld;
  let result: ActionRunResult;
  let said = '';
  let agentName = '';

  beforeAll(async () => {
    world = await startActionWorld(
      attackScenario({ before: { [TASK_1]: [bash(PROBES, 'Probe')] }, once: true }),
    );
    agentName = agentUserNameFor(world.project.workspace);
    result = await world.run({
      eventName: 'workflow_dispatch',
      payload: workflowDispatchPayload(OWNER, REPO, {}),
      // The agent's own user; the network open, so this holds where nft is missing too.
      inputs: { isolation: 'required', network: 'open' },
    });
    said = conversationWith(world.model, 'PROBED') ?? '';
  }, 300_000);

  afterAll(async () => {
    await world?.close();
    if (agentName) retireAgentUser(agentName);
  });

  test('every other endpoint gets a 403; the token counter passes; the task completes', () => {
    expect({ exit: result.exitCode, details: details(result) }).toMatchObject({ exit: 0 });
    for (const name of ['MODELS', 'FILES', 'BATCHES', 'ORG', 'ADMIN', 'ADMIN2'])
      expect(said).toContain(`${name} 403`);
    expect(said).toContain('COUNT 200');
    expect(world.originSubjects('main..ralph/textkit').some((s) => s.startsWith('feat'))).toBe(
      true,
    );
  });

  test('nothing but the Messages API reached the model server', () => {
    const paths = world.model.requests.map((r) => `${r.method} ${r.path.split('?')[0]}`);
    expect(new Set(paths)).toEqual(
      new Set(['POST /v1/messages', 'POST /v1/messages/count_tokens']),
    );
  });

  test('the refusals are listed in the job summary and the pull request', () => {
    const pull = [...world.github.state.pulls.values()][0]!;
    for (const text of [result.summary, pull.body ?? '']) {
      expect(text).toContain('### Model proxy: 6 refused requests');
      for (const request of [
        'GET /v1/models',
        'POST /v1/files',
        'POST /v1/messages/batches',
        'GET /v1/organizations/me',
        'GET /v1/organizations/api_keys',
        'POST /admin/users',
      ])
        expect(text).toContain(`| \`${request}\` | 1 |`);
    }
  });
});

/** 20 streamed model requests at once from the agent's Bash, each with max_tokens 20000. */
const FLOOD =
  `for i in $(seq 1 20); do curl -s -o /dev/null -w '%{http_code}\\n' ` +
  `-H "x-api-key: $ANTHROPIC_API_KEY" -H 'content-type: application/json' ` +
  `-d '{"model":"claude-sonnet-4-5","max_tokens":20000,"stream":true,"messages":[{"role":"user","content":"flood"}]}' ` +
  `"$ANTHROPIC_BASE_URL/v1/messages" & done; wait; echo FLOODED`;

const isFlood = (request: RecordedRequest): boolean =>
  JSON.stringify(request.body?.messages ?? []) === '[{"role":"user","content":"flood"}]';

describe('20 concurrent model requests under max-cost-usd: 1', () => {
  let world: ActionWorld;
  let result: ActionRunResult;
  let agentName = '';

  beforeAll(async () => {
    // Every message says 20,000 output tokens: $0.30 at sonnet's price, and each request may
    // cost that much (its max_tokens). Unchecked, the flood alone would cost $6.
    world = await startActionWorld({
      ...attackScenario({ before: { [TASK_1]: [bash(FLOOD, 'Flood')] }, once: true }),
      usage: { inputTokens: 10, outputTokens: 20_000 },
    });
    agentName = agentUserNameFor(world.project.workspace);
    result = await world.run({
      eventName: 'workflow_dispatch',
      payload: workflowDispatchPayload(OWNER, REPO, {}),
      inputs: {
        isolation: 'required',
        network: 'open',
        'max-cost-usd': '1',
        model: 'claude-sonnet-4-5',
      },
    });
  }, 300_000);

  afterAll(async () => {
    await world?.close();
    if (agentName) retireAgentUser(agentName);
  });

  test('only the requests whose worst case fit reached the model server', () => {
    // claude's first turn spent $0.30: two of the flood fit in the $0.70 left, the rest were
    // refused before the model, and claude's next turn did not fit after them.
    expect(world.model.requests.filter(isFlood)).toHaveLength(2);
    const turns = world.model.turnRequests().filter((r) => !isFlood(r));
    expect(turns).toHaveLength(1);
  });

  test('the run stops at the limit, the task pending; the recorded cost stays under it', () => {
    // Nothing was done: a cost stop without progress exits 1.
    expect({ exit: result.exitCode, details: details(result) }).toMatchObject({ exit: 1 });
    expect(result.stdout).toMatch(/Spend limit reached/);
    const cost = Number(result.outputs['cost-usd']);
    expect(cost).toBeGreaterThanOrEqual(0.9);
    expect(cost).toBeLessThanOrEqual(1);
    expect(result.summary).toMatch(/cost limit reached/);
  });
});
