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
import { join } from 'node:path';
import type { ActionRunResult } from '../../test-support/action-runner.js';
import { demoScenario } from '../../test-support/demo-scenario.js';
import {
  startGoogleTokenServer,
  TEST_OIDC_REQUEST_TOKEN,
  TEST_SERVICE_ACCOUNT,
  TEST_SUBJECT_TOKEN,
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

interface Paths {
  credentials: string;
  runnerTemp: string;
  scratch: string;
}

/** The agent's search: everything it can read, and the endpoint through and around the proxy. */
function agentLootCommand(paths: Paths): string {
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
function checksLootTest(paths: Paths): string {
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

function attackScenario(paths: Paths): Scenario {
  const demo = demoScenario();
  if (!('route' in demo)) throw new Error('the demo scenario routes by task');
  const attack: Turn = (ctx) => [
    { tool: 'Bash', input: { command: agentLootCommand(paths), description: 'Look around' } },
    {
      tool: 'Write',
      input: {
        file_path: join(ctx.cwd, 'test', 'zz-loot.test.js'),
        content: checksLootTest(paths),
      },
    },
  ];
  return {
    route(request) {
      const turns = demo.route(request);
      return isTask(request, 'Add slugify') ? [attack, ...turns] : turns;
    },
  };
}

/** One run of the action through Vertex, with its fakes and what the attacks left. */
interface VertexRun {
  paths: Paths;
  world: ActionWorld;
  tokens: GoogleTokenServer;
  vertex: VertexServer;
  result: ActionRunResult;
  agentName: string;
  checksUid: number | undefined;
}

type CredentialKind = 'service_account' | 'external_account';

/** Where google-github-actions/auth writes the file by default: the workspace, group-readable. */
const CREDENTIALS_NAME = 'gha-creds-4f1c2a9e8d7b6a50.json';

async function startVertexRun(kind: CredentialKind): Promise<VertexRun> {
  const paths: Paths = { credentials: '', runnerTemp: '', scratch: '' };
  paths.scratch = sharedScratchDir('ralph-vertex-loot-');
  // A runner's temp directory outside /tmp (as on GitHub's runners), readable by all.
  paths.runnerTemp = mkdtempSync('/run/ralph-vertex-runner-temp-');
  chmodSync(paths.runnerTemp, 0o755);
  const tokens = await startGoogleTokenServer();
  const world = await startActionWorld(attackScenario(paths));
  const vertex = await startVertexServer({
    project: PROJECT,
    region: REGION,
    modelServerUrl: world.model.url,
    isValidToken: tokens.isValid,
  });
  const workspace = world.project.workspace;
  paths.credentials =
    kind === 'service_account'
      ? tokens.writeServiceAccountFile(workspace, {}, CREDENTIALS_NAME)
      : tokens.writeExternalAccountFile(workspace, {}, CREDENTIALS_NAME);
  chmodSync(paths.credentials, 0o640);
  const oidc: Record<string, string> =
    kind === 'external_account'
      ? {
          ACTIONS_ID_TOKEN_REQUEST_URL: tokens.oidcUrl,
          ACTIONS_ID_TOKEN_REQUEST_TOKEN: TEST_OIDC_REQUEST_TOKEN,
        }
      : {};
  const result = await world.run({
    eventName: 'workflow_dispatch',
    payload: workflowDispatchPayload(OWNER, REPO, {}),
    inputs: { 'model-provider': 'vertex', 'anthropic-api-key': '' },
    env: {
      GOOGLE_APPLICATION_CREDENTIALS: paths.credentials,
      ANTHROPIC_VERTEX_PROJECT_ID: PROJECT,
      CLOUD_ML_REGION: REGION,
      ANTHROPIC_VERTEX_BASE_URL: vertex.url,
      RUNNER_TEMP: paths.runnerTemp,
      ...oidc,
    },
  });
  const agentName = agentUserNameFor(workspace);
  return {
    paths,
    world,
    tokens,
    vertex,
    result,
    agentName,
    checksUid: uidOf(`${agentName}-checks`),
  };
}

async function stopVertexRun(run: VertexRun | undefined): Promise<void> {
  if (!run) return;
  await run.vertex.close();
  await run.tokens.close();
  await run.world.close();
  retireAgentUser(run.agentName);
  for (const dir of [run.paths.scratch, run.paths.runnerTemp]) {
    rmSync(dir, { recursive: true, force: true });
  }
}

function details(run: VertexRun): string {
  return `exit ${run.result.exitCode}\n--- stdout ---\n${run.result.stdout.slice(-6000)}\n--- stderr ---\n${run.result.stderr}`;
}

function checksLootText(run: VertexRun): string {
  return readFileSync(join(run.paths.scratch, `loot-${run.checksUid}.txt`), 'utf8');
}

/**
 * Every form of the credential: the key's base64 lines (each long enough to be unmistakable),
 * the JWT grants, the OIDC request token and subject token, and every token issued.
 */
function credentialForms(run: VertexRun): string[] {
  const keyLines = run.tokens.privateKeyPem
    .split('\n')
    .filter((line) => line.length >= 40 && !line.startsWith('-----'));
  return [
    ...keyLines,
    ...run.tokens.assertions,
    ...run.tokens.issued,
    TEST_OIDC_REQUEST_TOKEN,
    TEST_SUBJECT_TOKEN,
  ];
}

/** The tests both kinds of credentials pass. */
function describeVertexRun(kind: CredentialKind, chain: string[]): void {
  let run: VertexRun;
  beforeAll(async () => {
    run = await startVertexRun(kind);
  }, 240_000);
  afterAll(() => stopVertexRun(run));

  test('the task lands through Vertex: every model call carried a token the token service issued', () => {
    expect({ exit: run.result.exitCode, details: details(run) }).toMatchObject({ exit: 0 });
    expect(run.result.stdout).toContain('Model proxy: the agent reaches the model (vertex)');
    expect(run.world.originSubjects(`main..${BRANCH}`).some((s) => s.startsWith('feat: '))).toBe(
      true,
    );
    // The token service saw the whole chain, each step accepted.
    const steps = run.tokens.requests.map((r) => `${r.path.split('?')[0]} ${r.outcome}`);
    expect(steps.slice(0, chain.length)).toEqual(chain.map((path) => `${path} issued`));
    // claude's turns reached Vertex as streamRawPredict under the project and region, none refused.
    const paths = run.vertex.requests.map((r) => `${r.path} ${r.outcome}`);
    expect(paths.filter((p) => !p.endsWith(' served'))).toEqual([]);
    expect(paths.some((p) => p.includes(':streamRawPredict'))).toBe(true);
    expect(
      run.vertex.requests.every((r) =>
        r.path.startsWith(`/v1/projects/${PROJECT}/locations/${REGION}/`),
      ),
    ).toBe(true);
    // Nothing of the agent's capability went upstream.
    expect(run.vertex.requests.every((r) => r.headers['x-ralph-capability'] === undefined)).toBe(
      true,
    );
  });

  test('usage is counted from the Vertex answers', () => {
    const turns = run.world.model.turnRequests().length;
    expect(turns).toBeGreaterThan(1);
    // The scripted server reports 80 output tokens per message.
    expect(Number(run.result.outputs['output-tokens'])).toBeGreaterThanOrEqual(80 * turns);
    expect(Number(run.result.outputs['cost-usd'])).toBeGreaterThan(0);
  });

  test('the credentials file was moved out of the workspace and never committed', () => {
    expect(existsSync(run.paths.credentials)).toBe(false);
    expect(run.result.stdout).toContain(`moved out of the workspace (${run.paths.credentials})`);
    const moved = filesUnder(run.paths.runnerTemp).filter((f) =>
      f.path.endsWith('credentials.json'),
    );
    expect(moved).toHaveLength(1);
    expect(moved[0]?.text).toContain(`"type": "${kind}"`);
    const committed = execFileSync(
      'git',
      ['--git-dir', run.world.project.origin, 'log', '--all', '--format=', '--name-only'],
      { encoding: 'utf8' },
    );
    expect(committed).toContain('loot-agent.txt');
    expect(committed).not.toContain(CREDENTIALS_NAME);
  });

  test('the attacks ran: the loot of the agent and of the checks', () => {
    const agentLoot = run.world.originFile(BRANCH, 'loot-agent.txt');
    // The agent ran as its own user (not root; its name may already be gone from passwd).
    expect(agentLoot).toMatch(/^uid=[1-9]\d*[ (]/m);
    expect(agentLoot).toMatch(/\(read \/proc\/\d+\/environ\)/);
    expect(agentLoot).toContain('CLAUDE_CODE_USE_VERTEX=1');
    expect(agentLoot).toContain(`cat: ${run.paths.credentials}: No such file or directory`);
    expect(agentLoot).toContain('== runner temp');
    // Through the proxy, another project than the run's is refused by name.
    expect(agentLoot).toMatch(/refused POST \/projects\/other-project\/.*HTTP 403/s);
    const checksLoot = checksLootText(run);
    expect(checksLoot).toContain(`uid=${run.checksUid}`);
    expect(checksLoot).toMatch(/== read \/proc\/\d+\/cmdline/);
    expect(checksLoot).toMatch(/credentials\.json: (EACCES|ENOENT)|runner temp: (EACCES|ENOENT)/);
    expect(modelTraffic(run.world.model)).toContain('LOOT BYTES');
  });

  test('no form of the credential reached the agent, the checks, the model, origin, the PR or the logs', () => {
    const forms = credentialForms(run);
    expect(run.tokens.issued.length).toBeGreaterThan(0);
    const { result, world } = run;
    const places: [string, string][] = [
      ['loot-agent.txt', world.originFile(BRANCH, 'loot-agent.txt')],
      ["the checks' loot", checksLootText(run)],
      ['model requests', modelTraffic(world.model)],
      ['job summary', result.summary],
      ['log', logWithoutMaskCommands(result.stdout)],
      ['stderr', result.stderr],
      ...[...world.github.state.pulls.values()].map((p): [string, string] => [
        `PR #${p.number}`,
        `${p.title}\n${p.body ?? ''}`,
      ]),
      ...world.github.state.comments.map((c): [string, string] => [`comment ${c.id}`, c.body]),
      ...filesUnder(run.paths.runnerTemp)
        .filter((f) => !f.path.endsWith('credentials.json'))
        .map((f): [string, string] => [f.path, f.text]),
    ];
    expect(leaksIn(places, forms)).toEqual([]);
    for (const form of forms) expect(grepOriginHistory(world.project.origin, form)).toBe('');
  });
}

describe('model-provider: vertex with a service account key (isolation: auto, as root)', () => {
  // The grant goes to the file's token_uri, where the fake verifies its RS256 signature.
  describeVertexRun('service_account', ['/token']);
});

describe('model-provider: vertex with Workload Identity Federation, as google-github-actions/auth writes it', () => {
  // GitHub's OIDC token, exchanged at STS, then the service account impersonated.
  describeVertexRun('external_account', [
    '/oidc',
    '/v1/token',
    `/v1/projects/-/serviceAccounts/${TEST_SERVICE_ACCOUNT}:generateAccessToken`,
  ]);
});
