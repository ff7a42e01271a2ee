/**
 * actions/checkout's default (`persist-credentials: true`) leaves the workflow token where any
 * process of the job can read it: in .git/config (checkout v4/v5) or in a file named by an
 * `includeIf` entry (v6+). The agent runs shell commands, so the action must take both out while
 * it works and put them back afterwards.
 */
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { demoScenario } from '../../test-support/demo-scenario.js';
import { conversationText, type Scenario } from '../../test-support/model-server.js';
import { isTask } from '../../test-support/task-routing.js';
import { workflowDispatchPayload } from '../../test-support/webhooks.js';
import { GITHUB_TOKEN, OWNER, REPO, startActionWorld, type ActionWorld } from './world.js';

const HEADER_SECRET = Buffer.from(`x-access-token:${GITHUB_TOKEN}`).toString('base64');
const HEADER = `AUTHORIZATION: basic ${HEADER_SECRET}`;

let world: ActionWorld;
let credentialsFile: string;

/** The agent's first step on task-001: look everywhere a persisted token could be. */
function probingScenario(file: () => string): Scenario {
  const demo = demoScenario();
  if (!('route' in demo)) throw new Error('the demo scenario routes by task');
  return {
    route(request) {
      const turns = demo.route(request);
      if (!isTask(request, 'Add slugify')) return turns;
      const command = [
        'cat .git/config',
        'git config --list --show-origin',
        `cat '${file()}'`,
        'echo PROBE-DONE',
      ].join('; ');
      return [
        [{ tool: 'Bash', input: { command, description: 'Look for credentials' } }],
        ...turns,
      ];
    },
  };
}

beforeEach(async () => {
  world = await startActionWorld(probingScenario(() => credentialsFile));
  const git = world.project.git;
  // checkout v4/v5: the header in .git/config.
  git(['config', '--local', 'http.https://github.com/.extraheader', HEADER]);
  // checkout v6+: a credentials file outside the repository, included for this gitdir.
  const runnerTemp = join(world.project.root, 'checkout-temp');
  mkdirSync(runnerTemp);
  credentialsFile = join(runnerTemp, 'git-credentials-6f1c.config');
  writeFileSync(credentialsFile, `[http "https://github.com/"]\n\textraheader = ${HEADER}\n`, {
    mode: 0o600,
  });
  git([
    'config',
    '--local',
    `includeIf.gitdir:${join(world.project.workspace, '.git')}/.path`,
    credentialsFile,
  ]);
});

afterEach(async () => {
  await world.close();
});

describe('credentials persisted by actions/checkout', () => {
  test('are out of reach while the agent works, and back afterwards', async () => {
    const configBefore = readFileSync(join(world.project.workspace, '.git', 'config'), 'utf8');
    expect(configBefore).toContain(HEADER_SECRET);

    const result = await world.run({
      eventName: 'workflow_dispatch',
      payload: workflowDispatchPayload(OWNER, REPO, {}),
    });
    if (result.exitCode !== 0) throw new Error(`${result.stdout}\n${result.stderr}`);
    expect(result.stdout).toMatch(/::warning::actions\/checkout persisted the token/);

    // The probe ran, and nothing it printed held the token.
    const probe = world.model
      .turnRequests()
      .map(conversationText)
      .find((text) => text.includes('PROBE-DONE'));
    expect(probe).toBeDefined();
    expect(probe).toContain('[core]');
    expect(probe).toMatch(/No such file or directory/);
    for (const request of world.model.requests) {
      const text = JSON.stringify(request.body ?? {});
      expect(text).not.toContain(HEADER_SECRET);
      expect(text).not.toContain(GITHUB_TOKEN);
    }

    // Everything is back as checkout left it, for the job's later steps and its post step.
    expect(world.project.git(['config', '--local', 'http.https://github.com/.extraheader'])).toBe(
      HEADER,
    );
    expect(
      world.project.git([
        'config',
        '--local',
        `includeIf.gitdir:${join(world.project.workspace, '.git')}/.path`,
      ]),
    ).toBe(credentialsFile);
    expect(readFileSync(credentialsFile, 'utf8')).toContain(HEADER);
    expect(statSync(credentialsFile).mode & 0o777).toBe(0o600);
    // And the run's work was pushed all the same.
    expect(world.originSubjects('main..ralph/textkit')).toContain('feat: task-001 - Add slugify');
  });
});
