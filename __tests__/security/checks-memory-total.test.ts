/**
 * The memory limit holds the checks' user too, through the built action as root with the real
 * claude and isolation active, on a runner without a cgroup-v2 memory controller (this one; where
 * a runner has it the cgroup holds the total and this suite checks that instead).
 *
 * The agent commits a test file; the RALPH:CHECKS command (`node --test`) runs it as the checks'
 * user, where it writes 96 MiB to /dev/shm and starts five processes that each hold 230 MiB: each
 * well under the per-process limit of `max-memory-mb: 1024` (which alone would let them all
 * live), together well over it.
 * The memory watchdog stops every process of the checks' user, the check fails and says it was
 * stopped for memory, the task is blocked (nothing committed), the harness goes on to its end
 * and reports, and nothing of the attack is left.
 *
 * 1 GiB, not less: under rlimits the agent's own claude needs about 560 MiB of RLIMIT_DATA to
 * start at all, and more to start its threads (their stacks count).
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { measureUsers } from '../../src/isolation/memory-watchdog.js';
import type { ActionRunResult } from '../../test-support/action-runner.js';
import { demoScenario } from '../../test-support/demo-scenario.js';
import type { Scenario, Turn } from '../../test-support/model-server.js';
import { describeWith } from '../../test-support/privileges.js';
import { isTask } from '../../test-support/task-routing.js';
import { workflowDispatchPayload } from '../../test-support/webhooks.js';
import { BRANCH, OWNER, REPO, startActionWorld, type ActionWorld } from '../action/world.js';
import { agentUserNameFor, processesOf, retireAgentUser, uidOf } from './attack-kit.js';
import { details, TASK_1 } from './git-attack-world.js';

const describe = describeWith('root');

const LIMIT_MIB = 1024;
const HOLDERS = 5;
const HOLD_MIB = 230;
/** Written to the check's /dev/shm first: memory with no process, counted as the user's too. */
const SHM_MIB = 96;

/**
 * The test file the agent commits. Each holder appends a line to the `started` marker, then
 * allocates (the i-th after i times 800 ms: three hold theirs before the fourth passes the limit)
 * and appends a line to `held`; the markers are the harness's (root-owned, writable by all), so
 * the watchdog neither counts nor removes them.
 */
function hogTest(markers: string): string {
  const holder =
    `const fs = require('fs');` +
    `fs.appendFileSync(${JSON.stringify(join(markers, 'started'))}, process.pid + '\\n');` +
    `setTimeout(() => {` +
    `const b = Buffer.alloc(${HOLD_MIB} * 1024 * 1024, 1);` +
    `fs.appendFileSync(${JSON.stringify(join(markers, 'held'))}, process.pid + '\\n');` +
    `setInterval(() => b[0]++, 1000);` +
    `}, Number(process.argv[1]) * 800);`;
  return `import { test } from 'node:test';
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';

test('holds memory in several processes, each under the per-process limit', async () => {
  spawnSync('sh', ['-c', 'head -c ${SHM_MIB}M /dev/zero > /dev/shm/ralph-hog']);
  appendFileSync(${JSON.stringify(join(markers, 'started'))}, 'shm\\n');
  const holders = [];
  for (let i = 0; i < ${HOLDERS}; i++)
    holders.push(spawn(process.execPath, ['-e', ${JSON.stringify(holder)}, String(i)], { stdio: 'ignore' }));
  // a kernel that kills one holder (a cgroup) fails the test; the watchdog leaves nothing
  const exits = holders.map((h) => new Promise((resolve) => h.on('exit', (c, s) => resolve(s ?? c))));
  const first = await Promise.race([...exits, new Promise((r) => setTimeout(() => r('held'), 20000))]);
  for (const holder of holders) holder.kill();
  if (first !== 'held') throw new Error('a holder was stopped: ' + first);
  console.log('HOG SURVIVED');
});
`;
}

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

function lines(path: string): string[] {
  try {
    return readFileSync(path, 'utf8').split('\n').filter(Boolean);
  } catch {
    return [];
  }
}

describe('the checks’ user’s memory in total, without a cgroup (as root, through the action)', () => {
  let world: ActionWorld;
  let result: ActionRunResult;
  let agentName = '';
  let markers = '';
  let peakMib = 0;
  let peakProcesses = 0;

  beforeAll(async () => {
    // root-owned, not world-writable: the checks' user can only append to the two files
    markers = mkdtempSync(join('/run', 'ralph-checks-hog-'));
    chmodSync(markers, 0o755);
    for (const name of ['started', 'held']) {
      writeFileSync(join(markers, name), '');
      chmodSync(join(markers, name), 0o666);
    }
    const plant: Turn = (ctx) => [
      {
        tool: 'Write',
        input: { file_path: join(ctx.cwd, 'test', 'zz-memory.test.js'), content: hogTest(markers) },
      },
    ];
    world = await startActionWorld(withTurnsBeforeTheEnd([plant]));
    agentName = agentUserNameFor(world.project.workspace);
    // what the checks' user's processes and tmpfs files held, sampled while the action runs
    const sampler = setInterval(() => {
      const uid = uidOf(`${agentName}-checks`);
      if (uid === undefined) return;
      const usage = measureUsers([uid]);
      if (usage.bytes / 1024 ** 2 > peakMib) {
        peakMib = usage.bytes / 1024 ** 2;
        peakProcesses = usage.pids.length;
      }
    }, 100);
    try {
      result = await world.run({
        eventName: 'workflow_dispatch',
        payload: workflowDispatchPayload(OWNER, REPO, {}),
        inputs: {
          isolation: 'required',
          'max-memory-mb': String(LIMIT_MIB),
          'max-task-attempts': '1',
          'max-fix-attempts': '0',
        },
      });
    } finally {
      clearInterval(sampler);
    }
  }, 300_000);

  afterAll(async () => {
    await world?.close();
    if (agentName) retireAgentUser(agentName);
    if (markers) rmSync(markers, { recursive: true, force: true });
  });

  test('the log says the limits cover the checks', () => {
    const limits =
      /limits by (rlimits and a memory watchdog|cgroup v2|a systemd scope)[^\n]*/.exec(
        result.stdout,
      )?.[0] ?? details(result);
    expect(limits).toContain('1 GiB of memory');
    expect(limits).toMatch(/of the agent and of the checks|each check's/);
  });

  test('the attack ran: several processes of the checks’ user held memory at once, each under the per-process limit', () => {
    expect(lines(join(markers, 'started'))).toHaveLength(HOLDERS + 1);
    expect(lines(join(markers, 'started'))[0]).toBe('shm');
    expect(lines(join(markers, 'held')).length).toBeGreaterThanOrEqual(2);
    expect(peakProcesses).toBeGreaterThanOrEqual(3);
    expect(peakMib).toBeGreaterThan(LIMIT_MIB * 0.6);
    expect(HOLD_MIB).toBeLessThan(LIMIT_MIB / 2);
  });

  test('the check was stopped for memory, and the log, the summary, the pull request and the end say so', () => {
    const out = details(result);
    if (/limits by (cgroup v2|a systemd scope)/.test(result.stdout)) {
      // the kernel holds the total: nothing passed it
      expect(peakMib).toBeLessThanOrEqual(LIMIT_MIB * 1.05);
      return;
    }
    expect(result.stdout).not.toContain('HOG SURVIVED');
    // the check's own line in the log, and the reason in the job summary
    expect(result.stdout).toMatch(
      /\[ralph\] stopped for memory: the memory watchdog stopped all of its processes once \(\d+ process\(es\), 1 file\(s\) on tmpfs removed\): they held \d+ MiB together, over the limit of 1024 MiB \(max-memory-mb\)/,
    );
    expect(result.summary).toMatch(
      /- check 'test' failing \(stopped for memory: the memory watchdog stopped all of its processes once \(\d+ process\(es\), 1 file\(s\) on tmpfs removed\): they held \d+ MiB together, over the limit of 1024 MiB\)/,
    );
    expect(result.summary).toMatch(/Output of failed check test[^]*\[ralph\] stopped for memory/);
    // the pull request shows the check's result and why
    const body = [...world.github.state.pulls.values()][0]?.body ?? '';
    expect(body).toContain('stopped for memory');
    // the task's blocked reason (and the commit status) names it, not a plain failing check
    const statuses = world.github.state.statuses.map((status) => status.description ?? '');
    expect(statuses.join('\n')).toMatch(
      /Task task-001 blocked: Failed 1 attempt: test check stopped for memory/,
    );
    // the end of the run names the side it stopped: the checks' user, not the agent's
    expect(result.stdout).toMatch(
      /::warning::Limits of the checks' user \(the checks and the reviewer\): the memory watchdog stopped all of its processes once/,
    );
    expect(out).not.toMatch(/Limits of the agent's user/);
  });

  test('the harness went on: it ended and reported, nothing of the task was committed', () => {
    expect(result.summary).toMatch(/task-001/);
    const pushed = world.originSha(BRANCH) ? world.originSubjects(`main..${BRANCH}`) : [];
    expect(pushed.join('\n')).not.toMatch(/slugify/i);
    // the attempt was undone: the hog's test file is not left in the working tree
    expect(existsSync(join(world.project.workspace, 'test', 'zz-memory.test.js'))).toBe(false);
    expect(world.project.git(['status', '--porcelain', '--', 'test', 'src'])).toBe('');
  });

  test('nothing of the attack is left: no process of either user', () => {
    expect(processesOf(uidOf(`${agentName}-checks`)!)).toEqual([]);
    expect(processesOf(uidOf(agentName)!)).toEqual([]);
  });
});
