/**
 * Attack 10 through the built action (isolation: auto, as root): the action is killed with
 * SIGKILL while the agent works, the agent having started a `setsid nohup` process too. No
 * process of the agent's user may survive the action. Then a leftover of an earlier run (a
 * process of that user that nothing ended) is ended by the next run in the same working tree,
 * which then lands its task.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { describeWith } from '../../test-support/privileges.js';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { ActionRunResult } from '../../test-support/action-runner.js';
import { demoScenario } from '../../test-support/demo-scenario.js';
import type { Scenario, Turn } from '../../test-support/model-server.js';
import { workflowDispatchPayload } from '../../test-support/webhooks.js';
import { BRANCH, OWNER, REPO, startActionWorld, type ActionWorld } from '../action/world.js';
import {
  agentUserNameFor,
  guardsOf,
  isAlive,
  processesOf,
  retireAgentUser,
  uidOf,
  waitUntil,
} from './attack-kit.js';

/** Every block here needs root: skipped, with the reason, on a machine without it. */
const describe = describeWith('root');

/** The agent starts a daemon, says it is ready, then works for a long time. */
const HANG: Turn = [
  {
    tool: 'Bash',
    input: {
      description: 'Work for a long time',
      command:
        'setsid nohup sleep 900 > /dev/null 2>&1 < /dev/null & echo ready > "$HOME/agent.ready"; sleep 900',
      timeout: 600000,
    },
  },
];

let phase: 'hang' | 'work' = 'hang';
const demo = demoScenario();
const scenario: Scenario = {
  route(request) {
    if (phase === 'hang') return [HANG];
    if (!('route' in demo)) throw new Error('the demo scenario routes by task');
    return demo.route(request);
  },
};

let world: ActionWorld;
let agentName = '';
let agentUid: number | undefined;
let killed: ActionRunResult;
let aliveBeforeKill: number[] = [];
let guardsBeforeKill: number[] = [];

beforeAll(async () => {
  world = await startActionWorld(scenario);
  agentName = agentUserNameFor(world.project.workspace);
  let actionPid = 0;
  const running = world.run({
    eventName: 'workflow_dispatch',
    payload: workflowDispatchPayload(OWNER, REPO, {}),
    onSpawn: (pid) => (actionPid = pid),
  });
  // An action that ends before its agent is ready fails here with its log, not by the timeout.
  let ended: ActionRunResult | undefined;
  void running.then((result) => (ended = result));
  const ready = () => existsSync(`/home/${agentName}/agent.ready`);
  await waitUntil(() => ready() || ended !== undefined, 'the agent to start working', 120_000);
  if (!ready() && ended) {
    throw new Error(
      `the action ended (exit ${ended.exitCode}) before its agent was ready:\n${(ended.stdout + ended.stderr).slice(-3000)}`,
    );
  }
  agentUid = uidOf(agentName);
  aliveBeforeKill = processesOf(agentUid!);
  guardsBeforeKill = guardsOf(agentName);
  process.kill(actionPid, 'SIGKILL');
  killed = await running;
}, 240_000);

afterAll(async () => {
  await world?.close();
  retireAgentUser(agentName);
});

describe('the action is killed with SIGKILL while the agent works', () => {
  test('the attack ran: the agent and its daemon were running when the action died', () => {
    expect(killed.exitCode).toBeNull();
    // claude, its shell, the daemon and the sleep it waits on, at least
    expect(aliveBeforeKill.length).toBeGreaterThanOrEqual(3);
    // and its guard, which outlives it
    expect(guardsBeforeKill).toHaveLength(1);
  });

  test('no process of the agent user survives the action', async () => {
    // The guard notices the closed pipe and ends them; wait for it, bounded.
    await waitUntil(
      () => processesOf(agentUid!).length === 0,
      'the agent processes to end',
      30_000,
    );
    expect(aliveBeforeKill.filter(isAlive)).toEqual([]);
    // and the guard, its work done, exits too
    await waitUntil(() => guardsOf(agentName).length === 0, 'the guard to exit', 30_000);
  });
});

describe('the next run in the same working tree', () => {
  let leftover = 0;
  let next: ActionRunResult;

  beforeAll(async () => {
    // The killed run's guard ends every process of the agent user until it sees none: a
    // leftover started while it still looks would be its to end, not the next run's.
    await waitUntil(() => guardsOf(agentName).length === 0, 'the guard to exit', 30_000);
    // A process of the agent user that nothing ended (as if the guard had been killed too).
    const child = spawn(
      'setpriv',
      [`--reuid=${agentUid}`, `--regid=${agentUid}`, '--clear-groups', 'sleep', '900'],
      { detached: true, stdio: 'ignore' },
    );
    child.unref();
    leftover = child.pid!;
    await waitUntil(() => processesOf(agentUid!).includes(leftover), 'the leftover to run');
    // A new job's checkout of the same directory.
    world.project.git(['checkout', '-q', '-f', 'main']);
    world.project.git(['reset', '-q', '--hard', 'origin/main']);
    world.project.git(['clean', '-q', '-ffdx']);
    phase = 'work';
    next = await world.run({
      eventName: 'workflow_dispatch',
      payload: workflowDispatchPayload(OWNER, REPO, {}),
    });
  }, 240_000);

  test('ends the leftover before the agent starts, then lands the task', () => {
    expect({ exit: next.exitCode, log: next.stdout.slice(-3000) }).toMatchObject({ exit: 0 });
    expect(next.stdout).toMatch(/ended [1-9]\d* process\(es\) left by an earlier run/);
    expect(isAlive(leftover)).toBe(false);
    expect(world.originSubjects(`main..${BRANCH}`).some((s) => s.startsWith('feat: '))).toBe(true);
    expect(processesOf(agentUid!)).toEqual([]);
  });
});
