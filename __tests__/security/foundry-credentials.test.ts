/**
 * model-provider: foundry through the built action (dist/index.js) with the real claude, as
 * root with isolation: the Foundry key stays with the model proxy, which puts it on every
 * request to the (scripted) Foundry Messages API; claude runs in its Foundry mode with its own
 * authentication skipped. The agent (its Bash tool) looks for the key in its environment and
 * /proc; the test first proves that ran, then that no form of the key reached it, the model,
 * the logs or the pull request.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import type { ActionRunResult } from '../../test-support/action-runner.js';
import { demoScenario } from '../../test-support/demo-scenario.js';
import type { Scenario, Turn } from '../../test-support/model-server.js';
import { describeWith } from '../../test-support/privileges.js';
import { isTask } from '../../test-support/task-routing.js';
import { workflowDispatchPayload } from '../../test-support/webhooks.js';
import {
  BRANCH,
  grepOriginHistory,
  OWNER,
  REPO,
  startActionWorld,
  type ActionWorld,
} from '../action/world.js';
import {
  agentUserNameFor,
  leaksIn,
  logWithoutMaskCommands,
  modelTraffic,
  retireAgentUser,
} from './attack-kit.js';

const describe = describeWith('root');

const FOUNDRY_KEY = 'e2eFoundryKey0a1b2c3d4e5f60718293a4b5c6d7e8f9';

const LOOT = [
  '{',
  '  echo "== env"; env',
  '  for f in /proc/[0-9]*/environ; do if tr "\\0" "\\n" < "$f" 2>/dev/null; then echo "(read $f)"; fi; done',
  '  for f in /proc/[0-9]*/cmdline; do tr "\\0" " " < "$f" 2>/dev/null; echo; done',
  '} > loot-agent.txt 2>&1',
  'echo "LOOT BYTES: $(wc -c < loot-agent.txt)"',
].join('\n');

function attackScenario(): Scenario {
  const demo = demoScenario();
  if (!('route' in demo)) throw new Error('the demo scenario routes by task');
  const attack: Turn = [{ tool: 'Bash', input: { command: LOOT, description: 'Look around' } }];
  return {
    route(request) {
      const turns = demo.route(request);
      return isTask(request, 'Add slugify') ? [attack, ...turns] : turns;
    },
  };
}

let world: ActionWorld;
let result: ActionRunResult;
let agentName = '';

beforeAll(async () => {
  world = await startActionWorld(attackScenario());
  agentName = agentUserNameFor(world.project.workspace);
  result = await world.run({
    eventName: 'workflow_dispatch',
    payload: workflowDispatchPayload(OWNER, REPO, {}),
    inputs: { 'model-provider': 'foundry', 'anthropic-api-key': '' },
    env: { ANTHROPIC_FOUNDRY_BASE_URL: world.model.url, ANTHROPIC_FOUNDRY_API_KEY: FOUNDRY_KEY },
  });
}, 300_000);

afterAll(async () => {
  await world?.close();
  retireAgentUser(agentName);
});

describe('model-provider: foundry (real claude, the key held by the proxy, isolation as root)', () => {
  test('the task completes; every request reached Foundry with the key, none with the capability', () => {
    if (result.exitCode !== 0) {
      throw new Error(`exit ${result.exitCode}\n${result.stdout.slice(-5000)}\n${result.stderr}`);
    }
    expect(result.stdout).toContain('(foundry) through the harness');
    expect(world.originSubjects(`main..${BRANCH}`).some((s) => s.startsWith('feat: '))).toBe(true);
    expect(world.model.turnRequests().length).toBeGreaterThanOrEqual(2);
    for (const request of world.model.requests) {
      expect(request.headers['x-api-key']).toBe(FOUNDRY_KEY);
      expect(request.headers.authorization).toBeUndefined();
      expect(request.headers['x-ralph-capability']).toBeUndefined();
    }
    expect(Number(result.outputs['input-tokens'])).toBeGreaterThanOrEqual(
      world.model.turnRequests().length * 1200,
    );
  });

  test('the agent looked: Foundry mode at the proxy, no key anywhere it could read or send', () => {
    const loot = world.originFile(BRANCH, 'loot-agent.txt');
    expect(loot).toMatch(/\(read \/proc\/\d+\/environ\)/);
    expect(loot).toMatch(/^CLAUDE_CODE_USE_FOUNDRY=1$/m);
    expect(loot).toMatch(/^ANTHROPIC_FOUNDRY_BASE_URL=http:\/\/127\.0\.0\.1:\d+$/m);
    expect(loot).not.toContain(`ANTHROPIC_FOUNDRY_BASE_URL=${world.model.url}`);
    const forms = [FOUNDRY_KEY, Buffer.from(FOUNDRY_KEY).toString('base64')];
    const places: [string, string][] = [
      ['loot', loot],
      ['model requests', modelTraffic(world.model)],
      ['job summary', result.summary],
      ['log', logWithoutMaskCommands(result.stdout)],
      ['stderr', result.stderr],
      ...[...world.github.state.pulls.values()].map((p): [string, string] => [
        `PR #${p.number}`,
        `${p.title}\n${p.body ?? ''}`,
      ]),
    ];
    expect(leaksIn(places, forms)).toEqual([]);
    for (const form of forms) expect(grepOriginHistory(world.project.origin, form)).toBe('');
  });
});
