/**
 * `ralph once` through the built CLI (dist/cli.js) with the real `claude` and the scripted model:
 * the key in your environment stays with ralph, the agent reaches the model through the model
 * proxy with a capability (as the action's agent does, see __tests__/model-proxy). Before its
 * work, the agent's Bash looks for the key: its environment, its own and claude's
 * /proc/<pid>/environ, its HOME, and (isolated) every process it can see; then it calls the
 * model with what it found. Each test first shows the look-around ran, then that no form of the
 * key reached the agent, and that the task still landed.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { CLAUDE_BIN, claudeEnv } from '../../test-support/claude-env.js';
import { createDemoProject, type DemoProject } from '../../test-support/demo-project.js';
import { startModelServer, type ModelServer } from '../../test-support/model-server.js';
import { itWith } from '../../test-support/privileges.js';
import { REPO_ROOT } from '../../test-support/action-runner.js';
import { attackScenario, bash, TASK_1 } from '../security/git-attack-world.js';
import {
  agentUserNameFor,
  leaksIn,
  modelTraffic,
  retireAgentUser,
} from '../security/attack-kit.js';

const CLI = join(REPO_ROOT, 'dist', 'cli.js');
const REAL_KEY = 'sk-ant-api03-cliRealKey-7a6b5c4d3e2f1098-WW';

/** Every form the key takes on its way: plain, base64, and the headers that carry it. */
const KEY_FORMS = [
  REAL_KEY,
  Buffer.from(REAL_KEY).toString('base64'),
  `x-api-key: ${REAL_KEY}`,
  `Bearer ${REAL_KEY}`,
];

/** The agent's look-around, printed into its tool result (so into the model's traffic). */
const LOOK_AROUND = [
  'echo "== env"; env',
  'echo "== self"; tr "\\0" "\\n" < /proc/self/environ',
  'echo "== parent"; tr "\\0" "\\n" < /proc/$PPID/environ',
  'echo "== all"; for p in /proc/[0-9]*; do tr "\\0" "\\n" < "$p/environ" 2>/dev/null; done | grep "^ANTHROPIC_API_KEY=" | sort -u',
  'echo "== home"; find ~ -type f -exec cat {} + 2>/dev/null | grep -a -c ANTHROPIC',
  `echo "DURING: $(curl -s -o /dev/null -w '%{http_code}' -H "x-api-key: $ANTHROPIC_API_KEY" -H 'content-type: application/json' -H 'anthropic-version: 2023-06-01' -d '{"model":"claude-sonnet-4-5","max_tokens":5,"messages":[{"role":"user","content":"hi"}]}' "$ANTHROPIC_BASE_URL/v1/messages")"`,
].join('\n');

let server: ModelServer | undefined;
let project: DemoProject | undefined;
afterEach(async () => {
  await server?.close();
  project?.cleanup();
});

interface CliRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

async function ralphOnce(extra: string[]): Promise<CliRun> {
  server = await startModelServer(
    attackScenario({ before: { [TASK_1]: [bash(LOOK_AROUND, 'Look around')] }, once: true }),
  );
  project = createDemoProject(join(REPO_ROOT, 'fixtures', 'demo'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...claudeEnv({ url: server.url, home: project.home }),
    ANTHROPIC_API_KEY: REAL_KEY,
    NO_COLOR: '1',
    GIT_AUTHOR_NAME: 'Demo User',
    GIT_AUTHOR_EMAIL: 'demo@example.com',
    GIT_COMMITTER_NAME: 'Demo User',
    GIT_COMMITTER_EMAIL: 'demo@example.com',
  };
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, 'once', '--claude', CLAUDE_BIN, ...extra], {
      cwd: project!.workspace,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (c: string) => (stdout += c));
    child.stderr.setEncoding('utf8').on('data', (c: string) => (stderr += c));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

/** The look-around ran, the agent held a capability, and the task landed through the proxy. */
function expectRanAndLanded(run: CliRun): void {
  const output = `${run.stdout}\n${run.stderr}`.slice(-3000);
  expect({ status: run.status, output }).toEqual({ status: 0, output });
  expect(run.stderr).toContain('Model proxy: the agent reaches the model through the harness');
  const traffic = modelTraffic(server!);
  expect(traffic).toContain('== parent');
  expect(traffic).toMatch(/ANTHROPIC_API_KEY=ralph-cap-[A-Za-z0-9_-]{40,}/);
  expect(traffic).toContain('DURING: 200');
  expect(project!.git(['log', '-1', '--format=%s'])).toBe('feat: task-001 - Add slugify');
  // upstream got the real key on every request, claude's and the agent's own
  expect(server!.requests.length).toBeGreaterThanOrEqual(4);
  for (const request of server!.requests) expect(request.headers['x-api-key']).toBe(REAL_KEY);
}

describe('ralph once: the agent never holds the model credential (real claude, model proxy)', () => {
  it('its environment, its own /proc and claude’s hold only a capability (isolation none)', async () => {
    const run = await ralphOnce([]);
    expectRanAndLanded(run);
    // Without isolation the agent runs as you: ralph's own /proc/<pid>/environ (the "all" part)
    // holds the key you started it with, as your shell does. Its environment does not.
    const traffic = modelTraffic(server!);
    const environment = traffic.slice(traffic.indexOf('== env'), traffic.indexOf('== all'));
    expect(environment.length).toBeGreaterThan(100);
    expect(leaksIn([['the agent’s environment', environment]], KEY_FORMS)).toEqual([]);
  }, 120_000);

  // Needs root: skipped, with the reason, on a machine without it.
  // prettier-ignore
  itWith('root')('isolated, nothing it can read holds the key: not even ralph’s own environment', async () => {
    const run = await ralphOnce(['--isolation', 'required']);
    retireAgentUser(agentUserNameFor(project!.workspace));
    expectRanAndLanded(run);
    expect(run.stderr).toContain('Isolation: the agent runs as the user ralph-');
    expect(leaksIn([['model traffic', modelTraffic(server!)]], KEY_FORMS)).toEqual([]);
  }, 120_000);
});
