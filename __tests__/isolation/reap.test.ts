/** Ending processes for real: every process of a user, and the guard that outlives its harness. */
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { describeWith } from '../../test-support/privileges.js';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import {
  GUARD_SCRIPT,
  killAllArgv,
  killAllOf,
  parseStatus,
  processesOf,
  startGuard,
} from '../../src/isolation/reap.js';
import type { AgentUser } from '../../src/isolation/types.js';
import { ensureAgentUser } from '../../src/isolation/user.js';
import { isAlive, retireAgentUser, waitUntil } from '../security/attack-kit.js';

/** Every block here needs root: skipped, with the reason, on a machine without it. */
const describe = describeWith('root');

let user: AgentUser;

/** Starts `command` as the user, detached (a new session, like a `setsid nohup` daemon). */
function startAs(command: string): number {
  const child = spawn(
    'setpriv',
    [`--reuid=${user.uid}`, `--regid=${user.gid}`, '--clear-groups', 'setsid', 'sh', '-c', command],
    { detached: true, stdio: 'ignore' },
  );
  child.unref();
  return child.pid!;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts `sleep 600` as the user and waits (up to 10 s) until the user has a process that
 * stays. `setsid` forks when it leads its group, so the pid spawned soon exits: the user's
 * processes are watched instead. While the suite runs, pids are reused within seconds: a
 * process group another test's guard still names can be this one's, and a kill of that group
 * may land before `setsid` has moved away from it. A start lost that way is made again.
 */
async function startUserProcess(): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    startAs('sleep 600');
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline && (await processesOf(user.uid)).length === 0) await pause(20);
    await pause(100);
    if ((await processesOf(user.uid)).length > 0) return;
  }
  expect((await processesOf(user.uid)).length).toBeGreaterThan(0);
}

beforeAll(async () => {
  user = await ensureAgentUser({ kind: 'root' }, `ralph-reap${process.pid % 10000}`);
});
afterAll(() => retireAgentUser(user.name));

describe('parseStatus', () => {
  it('reads the real uid and whether the process is a zombie', () => {
    expect(parseStatus('Name:\tsh\nState:\tS (sleeping)\nUid:\t1001\t1001\t1001\t1001\n')).toEqual({
      uid: 1001,
      zombie: false,
    });
    expect(parseStatus('State:\tZ (zombie)\nUid:\t5\t5\t5\t5\n')).toEqual({ uid: 5, zombie: true });
    expect(parseStatus('nothing')).toBeUndefined();
    expect(parseStatus(readFileSync('/proc/self/status', 'utf8'))?.uid).toBe(process.getuid!());
  });
});

describe('killAllOf', () => {
  it('ends every process of the user, daemons and their children included', async () => {
    startAs('sleep 600 & sleep 600 & sleep 600');
    startAs('while :; do sleep 1; done');
    const deadline = Date.now() + 10_000;
    let before: number[] = [];
    while (Date.now() < deadline && (before = await processesOf(user.uid)).length < 5) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(before.length).toBeGreaterThanOrEqual(5);
    const ended = await killAllOf({ kind: 'root' }, user);
    expect(ended).toBeGreaterThanOrEqual(5);
    expect(await processesOf(user.uid)).toEqual([]);
    expect(before.filter(isAlive)).toEqual([]);
  });

  it('through sudo, asks the user itself to end all its processes', () => {
    expect(killAllArgv(user)).toEqual(['sudo', '-n', '-u', user.name, 'kill', '-KILL', '-1']);
  });
});

describe('the guard', () => {
  it('ends the tracked process groups and the user processes when its pipe closes', async () => {
    const group = spawn('sh', ['-c', 'sleep 600 & sleep 600 & wait'], {
      detached: true,
      stdio: 'ignore',
    });
    await startUserProcess();
    const guard = spawn(
      process.execPath,
      ['-e', GUARD_SCRIPT, 'root', String(user.uid), user.name],
      {
        stdio: ['pipe', 'ignore', 'ignore'],
      },
    );
    guard.stdin.write(`+${group.pid}\n`);
    const exited = new Promise((resolve) => guard.on('exit', resolve));
    // The harness dies: its end of the pipe closes.
    guard.stdin.end();
    await exited;
    await waitUntil(() => !isAlive(group.pid!), 'the tracked group to end', 10_000);
    expect(await processesOf(user.uid)).toEqual([]);
  });

  it('has ended the user processes by the time closing it resolves', async () => {
    await startUserProcess();
    const guard = startGuard({ kind: 'root' }, user);
    await guard.close();
    expect(await processesOf(user.uid)).toEqual([]);
  });

  it('leaves a group alone once it is untracked', async () => {
    const group = spawn('sleep', ['600'], { detached: true, stdio: 'ignore' });
    const guard = spawn(process.execPath, ['-e', GUARD_SCRIPT, 'none', '-1', ''], {
      stdio: ['pipe', 'ignore', 'ignore'],
    });
    guard.stdin.write(`+${group.pid}\n-${group.pid}\n`);
    const exited = new Promise((resolve) => guard.on('exit', resolve));
    guard.stdin.end();
    await exited;
    expect(isAlive(group.pid!)).toBe(true);
    process.kill(group.pid!, 'SIGKILL');
  });
});
