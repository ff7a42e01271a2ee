/**
 * model-provider: bedrock through the built action (dist/index.js) with the real claude, as
 * root with isolation: the job's AWS credentials (as aws-actions/configure-aws-credentials
 * exports them) stay with the model proxy, which signs every request with SigV4 for a fake
 * Bedrock runtime that checks each signature with its own implementation and answers in
 * eventstream frames. The agent (its Bash tool) and a test file run by the checks look for the
 * credentials: their environment, /proc/<pid>/environ and cmdline of every process they can
 * read, ~/.aws, RUNNER_TEMP. Each test first proves the attack ran, then that no form of the
 * credentials reached anything they could read or send.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { ActionRunResult } from '../../test-support/action-runner.js';
import {
  startBedrockEndpoint,
  TEST_AWS,
  type BedrockEndpoint,
} from '../../test-support/bedrock-endpoint.js';
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
  filesUnder,
  leaksIn,
  logWithoutMaskCommands,
  modelTraffic,
  retireAgentUser,
  sharedScratchDir,
  uidOf,
} from './attack-kit.js';

/** Every block here needs root: skipped, with the reason, on a machine without it. */
const describe = describeWith('root');

const REGION = 'us-west-2';
const paths = { runnerHome: '', runnerTemp: '', scratch: '' };

/** Every form the credentials could take: plain, base64, and in a signature's header. */
function awsForms(): string[] {
  const { accessKeyId, secretAccessKey, sessionToken } = TEST_AWS;
  return [
    accessKeyId,
    secretAccessKey,
    sessionToken,
    Buffer.from(secretAccessKey).toString('base64'),
    Buffer.from(sessionToken).toString('base64'),
    `AWS4${secretAccessKey}`,
  ];
}

function agentLootCommand(): string {
  return [
    'out=loot-agent.txt',
    '{',
    '  echo "== id"; id',
    '  echo "== env"; env',
    '  echo "== environ"',
    '  for f in /proc/[0-9]*/environ; do if tr "\\0" "\\n" < "$f" 2>/dev/null; then echo "(read $f)"; fi; done',
    '  echo "== cmdline"',
    '  for f in /proc/[0-9]*/cmdline; do tr "\\0" " " < "$f" 2>/dev/null; echo; done',
    '  echo "== aws files"; cat ~/.aws/* 2>&1',
    `  cat "${paths.runnerHome}/.aws/"* 2>&1`,
    `  echo "== runner temp"; ls -la "${paths.runnerTemp}" 2>&1; cat "${paths.runnerTemp}"/* 2>&1`,
    '  echo "== the proxy"; curl -s -X POST -H "$ANTHROPIC_CUSTOM_HEADERS" "$ANTHROPIC_BEDROCK_BASE_URL/model/x/converse" -d "{}"',
    '} > "$out" 2>&1',
    'echo "LOOT BYTES: $(wc -c < "$out")"',
  ].join('\n');
}

function checksLootTest(): string {
  return `import { test } from 'node:test';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

test('looks around', () => {
  let out = 'uid=' + process.getuid() + '\\n' + JSON.stringify(process.env) + '\\n';
  for (const pid of readdirSync('/proc').filter((n) => /^\\d+$/.test(n))) {
    for (const file of ['environ', 'cmdline']) {
      try {
        const text = readFileSync('/proc/' + pid + '/' + file, 'latin1');
        out += '== read /proc/' + pid + '/' + file + '\\n' + text.replace(/\\0/g, '\\n') + '\\n';
      } catch {}
    }
  }
  writeFileSync(${JSON.stringify(paths.scratch)} + '/loot-' + process.getuid() + '.txt', out);
});
`;
}

function attackScenario(): Scenario {
  const demo = demoScenario();
  if (!('route' in demo)) throw new Error('the demo scenario routes by task');
  const attack: Turn = (ctx) => [
    { tool: 'Bash', input: { command: agentLootCommand(), description: 'Look around' } },
    {
      tool: 'Write',
      input: { file_path: join(ctx.cwd, 'test', 'zz-loot.test.js'), content: checksLootTest() },
    },
  ];
  return {
    route(request) {
      const turns = demo.route(request);
      return isTask(request, 'Add slugify') ? [attack, ...turns] : turns;
    },
  };
}

let world: ActionWorld;
let bedrock: BedrockEndpoint;
let result: ActionRunResult;
let agentName = '';
let checksUid: number | undefined;

beforeAll(async () => {
  paths.scratch = sharedScratchDir('ralph-bedrock-loot-');
  world = await startActionWorld(attackScenario());
  bedrock = await startBedrockEndpoint({ model: world.model, region: REGION });
  agentName = agentUserNameFor(world.project.workspace);
  paths.runnerHome = world.project.home;
  result = await world.run({
    eventName: 'workflow_dispatch',
    payload: workflowDispatchPayload(OWNER, REPO, {}),
    inputs: {
      'model-provider': 'bedrock',
      'anthropic-api-key': '',
      model: 'claude-sonnet-4-5-20250929',
    },
    // What aws-actions/configure-aws-credentials exports after role-to-assume.
    env: {
      AWS_REGION: REGION,
      AWS_DEFAULT_REGION: REGION,
      AWS_ACCESS_KEY_ID: TEST_AWS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: TEST_AWS.secretAccessKey,
      AWS_SESSION_TOKEN: TEST_AWS.sessionToken,
      ANTHROPIC_BEDROCK_BASE_URL: bedrock.url,
    },
    prepare: (runnerTemp) => {
      paths.runnerTemp = runnerTemp;
    },
  });
  checksUid = uidOf(`${agentName}-checks`);
}, 300_000);

afterAll(async () => {
  await bedrock?.close();
  await world?.close();
  retireAgentUser(agentName);
  if (paths.scratch) rmSync(paths.scratch, { recursive: true, force: true });
});

function details(): string {
  return `exit ${result.exitCode}\n--- stdout ---\n${result.stdout.slice(-6000)}\n--- stderr ---\n${result.stderr}`;
}

function checksLootText(): string {
  return readFileSync(join(paths.scratch, `loot-${checksUid}.txt`), 'utf8');
}

describe('model-provider: bedrock (real claude, SigV4 by the proxy, isolation as root)', () => {
  test('the task completes through Bedrock, every request signed and answered in frames', () => {
    if (result.exitCode !== 0) throw new Error(details());
    expect(result.stdout).toContain('(bedrock) through the harness');
    expect(world.originSubjects(`main..${BRANCH}`).some((s) => s.startsWith('feat: '))).toBe(true);
    const streamed = bedrock.requests.filter((r) =>
      r.path.endsWith('/invoke-with-response-stream'),
    );
    // The check before the agent (an empty body: 400 once the signature holds), then the turns.
    expect(streamed.length).toBeGreaterThanOrEqual(3);
    expect(streamed[0]!.status).toBe(400);
    for (const request of bedrock.requests) {
      expect({ path: request.path, problem: request.signatureProblem }).toEqual({
        path: request.path,
        problem: undefined,
      });
      expect(request.headers['x-ralph-capability']).toBeUndefined();
    }
    expect(streamed.slice(1).every((r) => r.status === 200)).toBe(true);
    expect(streamed[1]!.path).toBe(
      '/model/us.anthropic.claude-sonnet-4-5-20250929-v1:0/invoke-with-response-stream',
    );
  });

  test("the usage read from the frames is in the action's outputs", () => {
    const turns = world.model.turnRequests().length;
    expect(turns).toBeGreaterThanOrEqual(2);
    expect(Number(result.outputs['input-tokens'])).toBeGreaterThanOrEqual(turns * 1200);
    expect(Number(result.outputs['output-tokens'])).toBeGreaterThanOrEqual(turns * 80);
    expect(Number(result.outputs['cost-usd'])).toBeGreaterThan(0);
  });

  test('the attacks ran: the agent read its environment and /proc, the checks too', () => {
    const agentLoot = world.originFile(BRANCH, 'loot-agent.txt');
    expect(agentLoot).toContain(`(${agentName})`);
    expect(agentLoot).toMatch(/\(read \/proc\/\d+\/environ\)/);
    expect(agentLoot).toMatch(/^CLAUDE_CODE_USE_BEDROCK=1$/m);
    expect(agentLoot).toMatch(/^ANTHROPIC_BEDROCK_BASE_URL=http:\/\/127\.0\.0\.1:\d+$/m);
    expect(agentLoot).toContain('== aws files');
    // A Bedrock operation the proxy does not pass is refused.
    expect(agentLoot).toContain('permission_error');
    expect(agentLoot).not.toMatch(/^AWS_(ACCESS_KEY_ID|SECRET_ACCESS_KEY|SESSION_TOKEN)=/m);
    const checksLoot = checksLootText();
    expect(checksLoot).toContain(`uid=${checksUid}`);
    expect(checksLoot).toMatch(/== read \/proc\/\d+\/cmdline/);
    expect(modelTraffic(world.model)).toContain('LOOT BYTES');
  });

  test('no form of the AWS credentials reached the agent, the checks, the model, the logs or the PR', () => {
    const places: [string, string][] = [
      ['loot-agent.txt', world.originFile(BRANCH, 'loot-agent.txt')],
      ["the checks' loot", checksLootText()],
      ['model requests', modelTraffic(world.model)],
      ['job summary', result.summary],
      ['log', logWithoutMaskCommands(result.stdout)],
      ['stderr', result.stderr],
      ['outputs', JSON.stringify(result.outputs)],
      ...[...world.github.state.pulls.values()].map((p): [string, string] => [
        `PR #${p.number}`,
        `${p.title}\n${p.body ?? ''}`,
      ]),
      ...filesUnder(paths.runnerTemp).map((f): [string, string] => [f.path, f.text]),
      ...filesUnder(world.project.workspace)
        .filter((f) => !f.path.includes('/node_modules/'))
        .map((f): [string, string] => [f.path, f.text]),
    ];
    expect(places.length).toBeGreaterThan(8);
    expect(leaksIn(places, awsForms())).toEqual([]);
    for (const form of awsForms()) expect(grepOriginHistory(world.project.origin, form)).toBe('');
  });
});
