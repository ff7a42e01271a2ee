/**
 * Issue 35 §7 through the built action as root, with the real claude and isolation active, on a
 * runner without a cgroup-v2 memory controller (this one; where a runner has it the cgroup holds
 * the total and this suite checks that instead): under `max-memory-mb: 1024`, the agent's Bash
 * starts five processes that each hold 200 MiB (each well under the per-process limit, which
 * alone would let them all live) and writes 200 MiB to /dev/shm. Together, with claude itself,
 * they pass the limit: the memory watchdog stops every process of the agent's user and removes
 * its file on tmpfs, the log says so in a warning, the attempt's reason (log, job summary, pull
 * request, commit status) says the agent was stopped for memory, and nothing of the attack is left.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { measureUsers } from '../../src/isolation/memory-watchdog.js';
import type { ActionRunResult } from '../../test-support/action-runner.js';
import { describeWith } from '../../test-support/privileges.js';
import { workflowDispatchPayload } from '../../test-support/webhooks.js';
import { OWNER, REPO, startActionWorld, type ActionWorld } from '../action/world.js';
import { agentUserNameFor, processesOf, retireAgentUser, uidOf } from './attack-kit.js';
import { TASK_1, attackScenario, bash, conversationWith, details } from './git-attack-world.js';

const describe = describeWith('root');

const LIMIT_MIB = 1024;
const SHM_FILE = `/dev/shm/ralph-memory-attack-${process.pid}`;

const HOLDER =
  'node -e "const b=Buffer.alloc(200*1024*1024,1);' +
  "require('fs').writeFileSync(process.env.HOME+'/held-'+process.argv[1],'');" +
  'setInterval(()=>b[0]++,1000)"';

const ATTACK = [
  `for i in 1 2 3 4 5; do setsid nohup ${HOLDER} $i > /dev/null 2>&1 & done`,
  'sleep 2',
  `head -c 200M /dev/zero > ${SHM_FILE}; echo "SHM $?"`,
  'sleep 20',
  'echo SURVIVED',
].join('\n');

describe('the agent user’s memory in total, without a cgroup (as root, through the action)', () => {
  let world: ActionWorld;
  let result: ActionRunResult;
  let agentName = '';
  let peakMib = 0;

  beforeAll(async () => {
    world = await startActionWorld(
      attackScenario({ before: { [TASK_1]: [bash(ATTACK, 'Hold memory')] }, once: true }),
    );
    agentName = agentUserNameFor(world.project.workspace);
    // what the user's processes and tmpfs files held, sampled while the action runs
    const sampler = setInterval(() => {
      const uid = uidOf(agentName);
      if (uid !== undefined) peakMib = Math.max(peakMib, measureUsers([uid]).bytes / 1024 ** 2);
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
  });

  test('the log names the mechanism that holds the total', () => {
    expect(result.stdout).toMatch(
      /limits by (rlimits and a memory watchdog|cgroup v2|a systemd scope).*1 GiB of memory (and \d+ processes )?for all of/,
    );
  });

  test('the attack ran: several processes held memory at once, more than one process may', () => {
    const held = readdirSync(join('/home', agentName)).filter((name) => name.startsWith('held-'));
    expect(held.length).toBeGreaterThanOrEqual(3);
    expect(peakMib).toBeGreaterThan(LIMIT_MIB * 0.6);
  });

  test('above the limit every process of the user was stopped, and the log says so (a warning annotation)', () => {
    const said = /Limits of the agent's user: [^\n]*/.exec(result.stdout)?.[0] ?? details(result);
    if (/limits by (cgroup v2|a systemd scope)/.test(result.stdout))
      // the kernel holds the total: nothing passed it
      expect(peakMib).toBeLessThanOrEqual(LIMIT_MIB * 1.05);
    else {
      expect(said).toMatch(
        /the memory watchdog stopped all of its processes .*over the limit of 1024 MiB/,
      );
      // a warning annotation: GitHub shows it on the run's page
      expect(result.stdout).toMatch(/::warning::Limits of the agent's user: the memory watchdog/);
      expect(conversationWith(world.model, 'SURVIVED')).toBeUndefined();
    }
  });

  test('the attempt says the agent was stopped for memory: the log, the job summary, the pull request, the status', () => {
    if (/limits by (cgroup v2|a systemd scope)/.test(result.stdout)) return; // nothing passed it
    const reason =
      /the agent was stopped for memory: the memory watchdog stopped all of its processes (once|\d+ times) \(\d+ process\(es\)(, \d+ file\(s\) on tmpfs removed)?\): they held \d+ MiB together, over the limit of 1024 MiB \(max-memory-mb\)/;
    // a warning annotation when the agent's run ends, and the attempt's line
    expect(result.stdout).toMatch(
      /::warning::The agent was stopped for memory: the memory watchdog stopped all of its processes/,
    );
    expect(result.stdout).toMatch(
      /task-001 "Add slugify" → \S+ blocked \(agent stopped for memory\)/,
    );
    // the job summary and the pull request give the attempt's reason, not a bare crash
    expect(result.summary).toMatch(reason);
    const body = [...world.github.state.pulls.values()][0]?.body ?? '';
    expect(body).toMatch(reason);
    // the commit status names it too (the task's blocked reason)
    const statuses = world.github.state.statuses.map((status) => status.description ?? '');
    expect(statuses.join('\n')).toMatch(
      /Task task-001 blocked: Failed 1 attempt: the agent was stopped for memory/,
    );
  });

  test('nothing of the attack is left: no process of the user, no file on /dev/shm', () => {
    expect(processesOf(uidOf(agentName)!)).toEqual([]);
    if (/limits by rlimits and a memory watchdog/.test(result.stdout))
      expect(existsSync(SHM_FILE)).toBe(false);
    else rmSync(SHM_FILE, { force: true });
  });
});
