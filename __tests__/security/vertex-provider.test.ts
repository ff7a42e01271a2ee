/**
 * Issue 37 §1 Vertex through the built action (dist/index.js) with the real claude, as root with
 * `isolation: auto`: `model-provider: vertex` with a service account key file that
 * google-github-actions/auth left in the workspace (its default). A fake Google token endpoint
 * verifies the signed JWT grant with the key's public half; a fake Vertex endpoint answers only
 * with a token it issued. The task completes and its usage is counted. The agent (its Bash tool)
 * and a test file the checks run look for the credential everywhere they can: the environment
 * and /proc of every process, the file's old place, RUNNER_TEMP, and the Vertex endpoint
 * itself, directly and through the proxy to another project. Each attack is first shown to
 * have run; then no form of the credential (the key, a JWT grant, an access token) is in
 * anything they could read or send, nor on origin, in the PR, the log or the summary.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { ActionRunResult } from '../../test-support/action-runner.js';
import { demoScenario } from '../../test-support/demo-scenario.js';
import {
  startGoogleTokenServer,
  TEST_SERVICE_ACCOUNT,
  type GoogleTokenServer,
} from '../../test-support/google-token-server.js';
import type { Scenario, Turn } from '../../test-support/model-server.js';
import { describeWith } from '../../test-support/privileges.js';
import { isTask } from '../../test-support/task-routing.js';
import { startVertexServer, type VertexServer } from '../../test-support/vertex-server.js';
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

const PROJECT = 'acme-vertex';
const REGION = 'us-east5';

const paths = { credentials: '', runnerTemp: '', scratch: '' };

/** The agent's search: everything it can read, and the endpoint through and around the proxy. */
function agentLootCommand(): string {
  const otherProject = `/projects/other-project/locations/${REGION}/publishers/anthropic/models/claude-sonnet-4-5:rawPredict`;
  return [
    'out=loot-agent.txt',
    '{',
    '  echo "== id"; id',
    '  echo "== environ"',
    '  for f in /proc/[0-9]*/environ; do if tr "\\0" "\\n" < "$f" 2>/dev/null; then echo "(read $f)"; fi; done',
    '  echo "== cmdline"',
    '  for f in /proc/[0-9]*/cmdline; do tr "\\0" " " < "$f" 2>/dev/null; echo; done',
    `  echo "== old place"; cat "${paths.credentials}"`,
    `  echo "== runner temp"; ls -laR "${paths.runnerTemp}"; cat "${paths.runnerTemp}"/ralph-google-credentials-*/*`,
    '  echo "== search"; find / -xdev \\( -name "gha-creds-*" -o -name "ralph-google-credentials-*" \\) 2>/dev/null',
    '  echo "== proxy, another project"',
    '  curl -s -w " HTTP %{http_code}\\n" -H "$(echo "$ANTHROPIC_CUSTOM_HEADERS" | grep -i x-ralph-capability)" -H "content-type: application/json" -d \'{"anthropic_version":"vertex-2023-10-16","max_tokens":5,"messages":[{"role":"user","content":"hi"}]}\' "$ANTHROPIC_VERTEX_BASE_URL' +
      otherProject +
      '"',
    '} > "$out" 2>&1',
    'echo "LOOT BYTES: $(wc -c < "$out")"',
    'cat "$out"',
  ].join('\n');
}

/** A test file the checks run: the same search from inside `node --test`. */
function checksLootTest(): string {
  return `import { test } from 'node:test';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

test('looks around', () => {
  let out = 'uid=' + process.getuid() + '\\n';
  for (const pid of readdirSync('/proc').filter((n) => /^\\d+$/.test(n))) {
    for (const file of ['environ', 'cmdline']) {
      try {
        const text = readFileSync('/proc/' + pid + '/' + file, 'latin1');
        out += '== read /proc/' + pid + '/' + file + '\\n' + text.replace(/\\0/g, '\\n') + '\\n';
      } catch {}
    }
  }
  out += '== env\\n' + JSON.stringify(process.env) + '\\n';
  let dirs = [];
  try {
    dirs = readdirSync(${JSON.stringify(paths.runnerTemp)}).filter((n) => n.startsWith('ralph-google'));
    out += '== listed runner temp\\n';
  } catch (error) {
    out += '== runner temp: ' + error.code + '\\n';
  }
  for (const file of [${JSON.stringify(paths.credentials)}, ...dirs.map((d) => ${JSON.stringify(paths.runnerTemp)} + '/' + d + '/credentials.json')]) {
    try {
      out += '== ' + file + '\\n' + readFileSync(file, 'latin1') + '\\n';
    } catch (error) {
      out += '== ' + file + ': ' + error.code + '\\n';
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
let tokens: GoogleTokenServer;
let vertex: VertexServer;
let result: ActionRunResult;
let agentName = '';
let checksUid: number | undefined;

beforeAll(async () => {
  paths.scratch = sharedScratchDir('ralph-vertex-loot-');
  world = await startActionWorld(attackScenario());
  agentName = agentUserNameFor(world.project.workspace);
  tokens = await startGoogleTokenServer();
  vertex = await startVertexServer({
    project: PROJECT,
    region: REGION,
    modelServerUrl: world.model.url,
    isValidToken: tokens.isValid,
  });
  // Where google-github-actions/auth writes it by default: the workspace, readable by the group.
  paths.credentials = tokens.writeServiceAccountFile(
    world.project.workspace,
    {},
    'gha-creds-4f1c2a9e8d7b6a50.json',
  );
  chmodSync(paths.credentials, 0o640);
  // A runner's temp directory outside /tmp (as on GitHub's runners), readable by all.
  paths.runnerTemp = mkdtempSync('/run/ralph-vertex-runner-temp-');
  chmodSync(paths.runnerTemp, 0o755);
  result = await world.run({
    eventName: 'workflow_dispatch',
    payload: workflowDispatchPayload(OWNER, REPO, {}),
    inputs: { 'model-provider': 'vertex', 'anthropic-api-key': '' },
    env: {
      GOOGLE_APPLICATION_CREDENTIALS: paths.credentials,
      ANTHROPIC_VERTEX_PROJECT_ID: PROJECT,
      CLOUD_ML_REGION: REGION,
      ANTHROPIC_VERTEX_BASE_URL: vertex.url,
      RUNNER_TEMP: paths.runnerTemp,
    },
  });
  checksUid = uidOf(`${agentName}-checks`);
}, 240_000);

afterAll(async () => {
  await vertex?.close();
  await tokens?.close();
  await world?.close();
  retireAgentUser(agentName);
  for (const dir of [paths.scratch, paths.runnerTemp]) {
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
});

function details(): string {
  return `exit ${result.exitCode}\n--- stdout ---\n${result.stdout.slice(-6000)}\n--- stderr ---\n${result.stderr}`;
}

function checksLootText(): string {
  return readFileSync(join(paths.scratch, `loot-${checksUid}.txt`), 'utf8');
}

/** The key's base64 lines (each long enough to be unmistakable), the grants, every token. */
function credentialForms(): string[] {
  const keyLines = tokens.privateKeyPem
    .split('\n')
    .filter((line) => line.length >= 40 && !line.startsWith('-----'));
  return [...keyLines, ...tokens.assertions, ...tokens.issued];
}

describe('model-provider: vertex with a service account key (isolation: auto, as root)', () => {
  test('the task lands through Vertex: the grant was verified, every model call carried a valid token', () => {
    expect({ exit: result.exitCode, details: details() }).toMatchObject({ exit: 0 });
    expect(result.stdout).toContain('Model proxy: the agent reaches the model (vertex)');
    expect(result.stdout).toContain(`service account ${TEST_SERVICE_ACCOUNT}`);
    expect(world.originSubjects(`main..${BRANCH}`).some((s) => s.startsWith('feat: '))).toBe(true);
    // The token endpoint named by the file's token_uri verified the RS256 grant.
    const grants = tokens.requests.filter((r) => r.path === '/token');
    expect(grants.length).toBeGreaterThan(0);
    expect(grants.every((r) => r.outcome === 'issued' && r.grant?.header.alg === 'RS256')).toBe(
      true,
    );
    // claude's turns reached Vertex as streamRawPredict under the project and region.
    const served = vertex.requests.filter((r) => r.outcome === 'served');
    expect(served.some((r) => r.path.endsWith(':streamRawPredict'))).toBe(true);
    expect(
      served.every((r) => r.path.startsWith(`/v1/projects/${PROJECT}/locations/${REGION}/`)),
    ).toBe(true);
    // Nothing of the agent's capability went upstream.
    expect(vertex.requests.every((r) => r.headers['x-ralph-capability'] === undefined)).toBe(true);
  });

  test('usage is counted from the Vertex answers', () => {
    const turns = world.model.turnRequests().length;
    expect(turns).toBeGreaterThan(1);
    // The scripted server reports 80 output tokens per message.
    expect(Number(result.outputs['output-tokens'])).toBeGreaterThanOrEqual(80 * turns);
    expect(Number(result.outputs['cost-usd'])).toBeGreaterThan(0);
  });

  test('the credentials file was moved out of the workspace and never committed', () => {
    expect(existsSync(paths.credentials)).toBe(false);
    expect(result.stdout).toContain('moved out of the workspace');
    const moved = filesUnder(paths.runnerTemp).filter((f) => f.path.endsWith('credentials.json'));
    expect(moved).toHaveLength(1);
    expect(moved[0]?.text).toContain(TEST_SERVICE_ACCOUNT);
    const committed = execFileSync(
      'git',
      ['--git-dir', world.project.origin, 'log', '--all', '--format=', '--name-only'],
      { encoding: 'utf8' },
    );
    expect(committed).toContain('loot-agent.txt');
    expect(committed).not.toContain(basename(paths.credentials));
    expect(grepOriginHistory(world.project.origin, TEST_SERVICE_ACCOUNT)).toBe('');
  });

  test('the attacks ran: the loot of the agent and of the checks', () => {
    const agentLoot = world.originFile(BRANCH, 'loot-agent.txt');
    expect(agentLoot).toMatch(new RegExp(`uid=\\d+\\(${agentName}\\)`));
    expect(agentLoot).toMatch(/\(read \/proc\/\d+\/environ\)/);
    expect(agentLoot).toContain('CLAUDE_CODE_USE_VERTEX=1');
    expect(agentLoot).toContain('== runner temp');
    // Through the proxy, another project than the run's is refused by name.
    expect(agentLoot).toMatch(/refused POST \/projects\/other-project\/.*HTTP 403/s);
    const checksLoot = checksLootText();
    expect(checksLoot).toContain(`uid=${checksUid}`);
    expect(checksLoot).toMatch(/== read \/proc\/\d+\/cmdline/);
    expect(checksLoot).toMatch(/credentials\.json: (EACCES|ENOENT)|runner temp: (EACCES|ENOENT)/);
    expect(modelTraffic(world.model)).toContain('LOOT BYTES');
  });

  test('no form of the credential reached the agent, the checks, the model, origin, the PR or the logs', () => {
    const forms = credentialForms();
    expect(tokens.assertions.length).toBeGreaterThan(0);
    expect(tokens.issued.length).toBeGreaterThan(0);
    const places: [string, string][] = [
      ['loot-agent.txt', world.originFile(BRANCH, 'loot-agent.txt')],
      ["the checks' loot", checksLootText()],
      ['model requests', modelTraffic(world.model)],
      ['job summary', result.summary],
      ['log', logWithoutMaskCommands(result.stdout)],
      ['stderr', result.stderr],
      ...[...world.github.state.pulls.values()].map((p): [string, string] => [
        `PR #${p.number}`,
        `${p.title}\n${p.body ?? ''}`,
      ]),
      ...world.github.state.comments.map((c): [string, string] => [`comment ${c.id}`, c.body]),
      ...filesUnder(paths.runnerTemp)
        .filter((f) => !f.path.endsWith('credentials.json'))
        .map((f): [string, string] => [f.path, f.text]),
    ];
    expect(leaksIn(places, forms)).toEqual([]);
    for (const form of forms) expect(grepOriginHistory(world.project.origin, form)).toBe('');
  });
});
