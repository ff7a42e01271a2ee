/**
 * Issue 27 §4 through the built action (isolation: auto, as root): the agent's user has a
 * process and a memory limit (cgroup v2 where the runner has it, rlimits otherwise).
 *
 * - A fork bomb in the agent's Bash, after its work: it really hits the limit (its own log says
 *   the kernel refused forks, and the user's process count reached the limit but never passed
 *   it), the harness goes on, verifies and commits the task.
 * - A memory hog in a check (a test that wants 3 GiB, with `max-memory-mb: 1024`): the check
 *   fails for memory, the attempt fails and the log and summary say why; the run ends, it does
 *   not hang.
 *
 * Both attacks are bounded (2^10 shells, 3 GiB) so that a broken limit fails the test without
 * taking the machine down.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ActionRunResult } from '../../test-support/action-runner.js';
import { demoScenario } from '../../test-support/demo-scenario.js';
import type { Scenario, Turn } from '../../test-support/model-server.js';
import { describeWith } from '../../test-support/privileges.js';
import { isTask } from '../../test-support/task-routing.js';
import { workflowDispatchPayload } from '../../test-support/webhooks.js';
import { BRANCH, OWNER, REPO, startActionWorld, type ActionWorld } from '../action/world.js';
import { bash, details, TASK_1 } from './git-attack-world.js';
import { agentUserNameFor, processesOf, retireAgentUser, uidOf } from './attack-kit.js';

const describe = describeWith('root');

const MAX_PROCESSES = 200;

/**
 * Each shell starts two more (a pipeline in the background) down to depth 10, then sleeps:
 * about 2,000 processes unlimited. It waits (with builtins only: forks fail now) until a fork
 * was refused, and prints the kernel's words.
 */
const FORK_BOMB = [
  'b() { [ "$1" -lt 10 ] && { b $(($1+1)) | b $(($1+1)) & }; sleep 30; }',
  'b 0 > /dev/null 2> "$HOME/bomb.log" < /dev/null &',
  'for ((i = 0; i < 3000000; i++)); do',
  '  read -r line < "$HOME/bomb.log" && [[ $line == *unavailable* ]] && break',
  'done',
  'echo "bomb: $line"',
].join('\n');

/** A test that wants 3 GiB, touched (the machine has it; the limit is 1 GiB). */
const HOG_TEST = `import { test } from 'node:test';
import assert from 'node:assert/strict';

test('holds 3 GiB', () => {
  const chunks = [];
  for (let i = 0; i < 24; i++) chunks.push(Buffer.alloc(128 * 1024 * 1024, 1));
  assert.equal(chunks.length, 24);
});
`;

/** The demo work of task 1 with `extra` turns before its final status block. */
function withTurnsBeforeTheEnd(extra: Turn[]): Scenario {
  const demo = demoScenario();
  if (!('route' in demo)) throw new Error('the demo scenario routes by task');
  return {
    route(request) {
      const turns = demo.route(request);
      if (!isTask(request, TASK_1)) return turns;
      return [...turns.slice(0, -1), ...extra, ...turns.slice(-1)];
    },
  };
}

/** Which mechanism the log names; the test holds whichever the machine gives. */
function mechanismIn(stdout: string): string | undefined {
  return /limits by (a systemd scope|cgroup v2|rlimits)/.exec(stdout)?.[1];
}

describe('a fork bomb in the agent’s Bash (isolation: auto, as root)', () => {
  let world: ActionWorld;
  let result: ActionRunResult;
  let agentName = '';
  let peak = 0;

  beforeAll(async () => {
    world = await startActionWorld(withTurnsBeforeTheEnd([bash(FORK_BOMB, 'Fork bomb')]));
    agentName = agentUserNameFor(world.project.workspace);
    // the user's live processes, sampled while the action runs
    const sampler = setInterval(() => {
      const uid = uidOf(agentName);
      if (uid !== undefined) peak = Math.max(peak, processesOf(uid).length);
    }, 50);
    try {
      result = await world.run({
        eventName: 'workflow_dispatch',
        payload: workflowDispatchPayload(OWNER, REPO, {}),
        inputs: { 'max-processes': String(MAX_PROCESSES) },
      });
    } finally {
      clearInterval(sampler);
    }
  }, 300_000);

  afterAll(async () => {
    await world?.close();
    retireAgentUser(agentName);
  });

  test('the bomb ran into the limit: forks were refused, the user never passed it', () => {
    const log = join('/home', agentName, 'bomb.log');
    expect(existsSync(log)).toBe(true);
    expect(readFileSync(log, 'utf8')).toMatch(/fork: .*Resource temporarily unavailable/);
    expect(peak).toBeGreaterThan(MAX_PROCESSES / 2);
    expect(peak).toBeLessThanOrEqual(MAX_PROCESSES);
  });

  test('the harness went on: the task is verified and committed, and the log names the limits', () => {
    expect({ exit: result.exitCode, out: details(result).slice(-4000) }).toMatchObject({ exit: 0 });
    expect(world.originSubjects(`main..${BRANCH}`).join('\n')).toMatch(/slugify/i);
    expect(result.stdout).toContain(`${MAX_PROCESSES} processes`);
    // cgroup v2 counts what it refused, and the harness reports it; rlimits cannot count
    if (mechanismIn(result.stdout) === 'cgroup v2')
      expect(result.stdout).toMatch(/the process limit refused \d+ new process/);
    else expect(['rlimits', 'a systemd scope']).toContain(mechanismIn(result.stdout));
  });

  test('nothing of the bomb is left', () => {
    expect(processesOf(uidOf(agentName)!)).toEqual([]);
  });
});

describe('a memory hog in a check (isolation: auto, as root)', () => {
  let world: ActionWorld;
  let result: ActionRunResult;
  let agentName = '';

  beforeAll(async () => {
    const plant: Turn = (ctx) => [
      {
        tool: 'Write',
        input: { file_path: join(ctx.cwd, 'test', 'zz-memory.test.js'), content: HOG_TEST },
      },
    ];
    world = await startActionWorld(withTurnsBeforeTheEnd([plant]));
    agentName = agentUserNameFor(world.project.workspace);
    result = await world.run({
      eventName: 'workflow_dispatch',
      payload: workflowDispatchPayload(OWNER, REPO, {}),
      inputs: { 'max-memory-mb': '1024', 'max-fix-attempts': '0', 'max-task-attempts': '1' },
    });
  }, 300_000);

  afterAll(async () => {
    await world?.close();
    retireAgentUser(agentName);
  });

  test('the hog ran and the memory limit stopped it: its check failed', () => {
    // the test failed on its allocation, or the memory watchdog (which holds the checks' user
    // too) stopped the whole check first
    expect(result.stdout).toMatch(/not ok \d+ - holds 3 GiB|\[ralph\] stopped for memory: /);
    expect(result.stdout).toMatch(/blocked \(attempt 1, checks 0\/1.*failed: test\)/);
    expect(result.stdout).toContain('1 GiB of memory');
  });

  test('the log and the summary say it was memory; the run ended with the task blocked', () => {
    // rlimits: the allocation over the limit fails in the test, unless the memory watchdog
    // stopped the check first; cgroup v2: the kernel kills the test process and the harness says
    // so; a systemd scope: the kernel kills it (the check's own output says so)
    const mechanism = mechanismIn(result.stdout);
    const reason =
      mechanism === 'rlimits'
        ? /Array buffer allocation failed|\[ralph\] stopped for memory: the memory watchdog/
        : /the memory limit \(1 GiB\) killed/;
    if (mechanism !== 'a systemd scope') expect(result.stdout).toMatch(reason);
    if (mechanism === 'rlimits') expect(result.summary).toMatch(reason);
    // the task's blocked reason: the check failed on its own, or the limit stopped it
    expect(result.summary).toMatch(
      result.stdout.includes('[ralph] stopped for memory: ')
        ? /Task task-001 blocked: Failed 1 attempt: test check stopped for memory/
        : /Task task-001 blocked: Failed 1 attempt: test check failing/,
    );
    expect(processesOf(uidOf(agentName)!)).toEqual([]);
  });
});
