/**
 * Where the action cannot isolate: it runs as an unprivileged user (nobody, through setpriv)
 * without passwordless sudo, as a self-hosted runner may. `isolation: required` then fails
 * before anything happens, saying why; `auto` runs anyway and says loudly, in the log, in
 * the job summary and in the pull request, that the agent is not isolated.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { describeWith } from '../../test-support/privileges.js';
import { execFileSync } from 'node:child_process';
import type { ActionRunResult } from '../../test-support/action-runner.js';
import { workflowDispatchPayload } from '../../test-support/webhooks.js';
import { BRANCH, OWNER, REPO, startActionWorld, type ActionWorld } from '../action/world.js';

/** Every block here needs root: skipped, with the reason, on a machine without it. */
const describe = describeWith('root');

const NOBODY = 65534;
const AS_NOBODY = ['setpriv', `--reuid=${NOBODY}`, `--regid=${NOBODY}`, '--clear-groups', '--'];

let world: ActionWorld;
let required: ActionRunResult;
let auto: ActionRunResult;
let headBefore = '';
let statusAfterRequired = 'not read';
let modelRequestsAfterRequired = -1;
let pullsAfterRequired = -1;

function runAsNobody(isolation: string): Promise<ActionRunResult> {
  return world.run({
    eventName: 'workflow_dispatch',
    payload: workflowDispatchPayload(OWNER, REPO, {}),
    inputs: { isolation },
    commandPrefix: AS_NOBODY,
    prepare: (runnerTemp) => execFileSync('chown', ['-R', `${NOBODY}:${NOBODY}`, runnerTemp]),
  });
}

beforeAll(async () => {
  world = await startActionWorld();
  headBefore = world.project.git(['rev-parse', 'HEAD']);
  // The unprivileged runner user owns its checkout and its home, as on a self-hosted runner.
  execFileSync('chown', ['-R', `${NOBODY}:${NOBODY}`, world.project.root]);
  required = await runAsNobody('required');
  modelRequestsAfterRequired = world.model.requests.length;
  pullsAfterRequired = world.github.state.pulls.size;
  statusAfterRequired = execFileSync(
    'setpriv',
    [...AS_NOBODY.slice(1, -1), 'git', 'status', '--porcelain'],
    {
      cwd: world.project.workspace,
      encoding: 'utf8',
      env: { ...process.env, HOME: world.project.home },
    },
  );
  auto = await runAsNobody('auto');
  // Back to root for the checks below (git refuses repositories of other users).
  execFileSync('chown', ['-R', '0:0', world.project.root]);
}, 240_000);

afterAll(async () => {
  await world?.close();
});

describe('isolation: required where it is impossible', () => {
  test('fails with exit 1, naming the input and why', () => {
    expect(required.exitCode).toBe(1);
    expect(required.stdout).toContain(
      `::error::isolation is required, but it is impossible here: the action runs as uid ${NOBODY} (not root) and passwordless \`sudo -n\` is not available`,
    );
  });

  test('nothing happened: no agent, no branch, no commit, a clean tree', () => {
    expect(modelRequestsAfterRequired).toBe(0);
    expect(required.stdout).not.toContain('Starting the agent');
    expect(pullsAfterRequired).toBe(0);
    expect(statusAfterRequired).toBe('');
    // The run that follows (auto) is the first to create the branch.
    expect(auto.stdout).toContain(`Created branch ${BRANCH}`);
    expect(required.stdout).not.toContain('Created branch');
  });
});

describe('isolation: auto where it is impossible', () => {
  test('warns loudly in the log, the job summary and the pull request', () => {
    const warning = `::warning::The agent is NOT isolated: the action runs as uid ${NOBODY} (not root) and passwordless \`sudo -n\` is not available`;
    expect(auto.stdout).toContain(warning);
    expect(auto.summary).toContain('> [!WARNING]');
    expect(auto.summary).toContain('The agent is NOT isolated');
    const pull = [...world.github.state.pulls.values()][0]!;
    expect(pull.body).toMatch(
      /> \[!WARNING\]\n> The agent is NOT isolated: the action runs as uid 65534/,
    );
  });

  test('and runs the task as the action user', () => {
    expect({ exit: auto.exitCode, log: auto.stdout.slice(-3000) }).toMatchObject({ exit: 0 });
    expect(
      world.originSubjects(`${headBefore}..${BRANCH}`).some((s) => s.startsWith('feat: ')),
    ).toBe(true);
  });
});
