/**
 * Choosing the limits of the agent's user and the checks' user: cgroup v2 where the hierarchy has the controllers,
 * rlimits (prlimit) otherwise, and the defaults. The cgroup is made in a stand-in directory
 * laid out like a cgroup2 mount (the end-to-end proof is __tests__/security/resource-limits).
 */
import { afterEach, describe, expect, test } from '@jest/globals';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cgroup2Mount, eventCount } from '../../src/isolation/cgroup.js';
import {
  createLimits,
  DEFAULT_MAX_PROCESSES,
  MIN_DATA_RLIMIT_BYTES,
  MIN_MEMORY_MB,
  resolveLimits,
  stoppedText,
  type LimitDeps,
} from '../../src/isolation/limits.js';
import type { WatchdogOptions, WatchdogStop } from '../../src/isolation/memory-watchdog.js';
import { CLAUDE_BIN } from '../../test-support/claude-env.js';

const USER = { name: 'ralph-test', uid: 1234, gid: 1234, home: '/home/ralph-test' };
const CHECKS_USER = {
  name: 'ralph-test-checks',
  uid: 1235,
  gid: 1235,
  home: '/home/ralph-test-checks',
};
const USERS = { agent: USER, checks: CHECKS_USER };
const HYBRID = [
  '31 24 0:26 / /sys/fs/cgroup ro,nosuid - tmpfs tmpfs ro,mode=755',
  '36 31 0:31 / /sys/fs/cgroup/memory rw - cgroup cgroup rw,memory',
  '41 31 0:38 / /sys/fs/cgroup/unified rw,relatime - cgroup2 cgroup2 rw',
].join('\n');

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A directory laid out like the top of a cgroup2 mount, with these controllers. */
function fakeMount(controllers: string, enabled = ''): string {
  const dir = mkdtempSync(join(tmpdir(), 'cgroup2-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'cgroup.controllers'), controllers);
  writeFileSync(join(dir, 'cgroup.subtree_control'), enabled);
  return dir;
}

/** Watchdogs the stand-in deps started: their options, what they report, whether closed. */
const watchdogs: { options: WatchdogOptions; stops: WatchdogStop[]; closed: boolean }[] = [];

function deps(mount: string | undefined, tools: string[] = ['sh', 'prlimit']): LimitDeps {
  return {
    systemdRun: () => (tools.includes('systemd-run') ? '/usr/bin/systemd-run' : undefined),
    mountinfo: async () =>
      mount ? `41 31 0:38 / ${mount} rw,relatime - cgroup2 cgroup2 rw` : HYBRID.split('\n')[1]!,
    findTool: (name) => (tools.includes(name) ? `/usr/bin/${name}` : undefined),
    startWatchdog: (options) => {
      const watchdog = { options, stops: [] as WatchdogStop[], closed: false };
      watchdogs.push(watchdog);
      return {
        stops: () => watchdog.stops,
        close: () => void (watchdog.closed = true),
      };
    },
  };
}

describe('cgroup2Mount', () => {
  test('finds the cgroup2 mount among cgroup v1 ones (a hybrid host)', () => {
    expect(cgroup2Mount(HYBRID)).toBe('/sys/fs/cgroup/unified');
  });

  test('undefined without one', () => {
    expect(cgroup2Mount(HYBRID.split('\n').slice(0, 2).join('\n'))).toBeUndefined();
  });
});

describe('resolveLimits', () => {
  test('defaults: 3/4 of the RAM (whole MiB) and 4096 processes', () => {
    expect(resolveLimits({}, 8 * 1024 ** 3)).toEqual({
      memoryBytes: 6 * 1024 ** 3,
      processes: DEFAULT_MAX_PROCESSES,
    });
  });

  test('the settings win', () => {
    expect(resolveLimits({ memoryMb: 512, processes: 100 })).toEqual({
      memoryBytes: 512 * 1024 ** 2,
      processes: 100,
    });
  });
});

describe('createLimits', () => {
  test('cgroup v2: enables the controllers, makes the user’s cgroup with its limits and enters it first', async () => {
    const mount = fakeMount('cpu memory pids');
    const limits = await createLimits(
      { kind: 'root' },
      USERS,
      { memoryMb: 1024, processes: 300 },
      deps(mount),
    );
    const cgroup = join(mount, USER.name);
    expect(readFileSync(join(mount, 'cgroup.subtree_control'), 'utf8')).toBe('+memory +pids');
    expect(readFileSync(join(cgroup, 'memory.max'), 'utf8')).toBe(String(1024 ** 3));
    expect(readFileSync(join(cgroup, 'pids.max'), 'utf8')).toBe('300');
    expect(limits.mechanism).toBe('cgroup v2');
    expect(limits.prefix).toEqual([
      '/usr/bin/sh',
      '-c',
      'echo $$ > "$0" && exec "$@"',
      join(cgroup, 'cgroup.procs'),
    ]);
    expect(limits.description).toBe(
      "limits by cgroup v2: 1 GiB of memory and 300 processes for all of the processes of the agent and of the checks together (one cgroup: the reviewer's too)",
    );
  });

  test('what the cgroup stopped is told in words', async () => {
    const mount = fakeMount('memory pids', 'memory pids');
    const limits = await createLimits({ kind: 'root' }, USERS, { memoryMb: 512 }, deps(mount));
    expect(await limits.stopped()).toBeUndefined();
    writeFileSync(join(mount, USER.name, 'memory.events'), 'low 0\noom 3\noom_kill 2\n');
    writeFileSync(join(mount, USER.name, 'pids.events'), 'max 17\n');
    expect(await limits.stopped()).toBe(
      "Limits of the agent's and the checks' users: the memory limit (512 MiB) killed 2 process(es); the process limit refused 17 new process(es).",
    );
    // a check's run that began after those: its window counts only the kills since
    const window = await limits.window();
    expect(await window.stopped()).toBeUndefined();
    writeFileSync(join(mount, USER.name, 'memory.events'), 'low 0\noom 4\noom_kill 3\n');
    expect(await window.stopped()).toBe('the memory limit (512 MiB) killed 1 process(es)');
  });

  test('controllers left on cgroup v1, as root: rlimits for processes, the watchdog for the total', async () => {
    const mount = fakeMount('hugetlb');
    watchdogs.length = 0;
    const limits = await createLimits(
      { kind: 'root' },
      USERS,
      { memoryMb: 2048, processes: 500 },
      deps(mount),
    );
    expect(limits.mechanism).toBe('rlimits and memory watchdog');
    expect(limits.prefix).toEqual([
      '/usr/bin/prlimit',
      '--nproc=500',
      `--data=${2048 * 1024 ** 2}`,
      '--',
    ]);
    expect(limits.description).toBe(
      "limits by rlimits and a memory watchdog (no cgroup v2: the memory and pids controller(s) are not on cgroup v2 here): 500 processes for the agent's user and as many for the checks' user; 2 GiB of memory for all of the processes of the agent and of the checks (the reviewer's too) together (their anonymous and shared pages, a shared page counted once, plus their files on tmpfs), checked every 200 ms",
    );
    expect(watchdogs.map((w) => w.options)).toEqual([
      { uids: [USER.uid, CHECKS_USER.uid], limitBytes: 2048 * 1024 ** 2 },
    ]);
    expect(await limits.stopped()).toBeUndefined();
    watchdogs[0]!.stops.push({ bytes: 2100 * 1024 ** 2, processes: 6, files: 1, uids: [USER.uid] });
    expect(await limits.stopped()).toBe(
      "Limits of the agent's user: the memory watchdog stopped all of its processes once (6 process(es), 1 file(s) on tmpfs removed): they held 2100 MiB together, over the limit of 2048 MiB.",
    );
    // a check's run: its window tells what was stopped while it ran, and the end names the side
    const window = await limits.window();
    expect(await window.stopped()).toBeUndefined();
    watchdogs[0]!.stops.push({
      bytes: 2200 * 1024 ** 2,
      processes: 4,
      files: 0,
      uids: [CHECKS_USER.uid],
    });
    expect(await window.stopped()).toBe(
      'the memory watchdog stopped all of its processes once (4 process(es)): they held 2200 MiB together, over the limit of 2048 MiB',
    );
    expect(await limits.stopped()).toBe(
      "Limits of the agent's user: the memory watchdog stopped all of its processes once (6 process(es), 1 file(s) on tmpfs removed): they held 2100 MiB together, over the limit of 2048 MiB. " +
        "Limits of the checks' user (the checks and the reviewer): the memory watchdog stopped all of its processes once (4 process(es)): they held 2200 MiB together, over the limit of 2048 MiB.",
    );
    await limits.dispose();
    expect(watchdogs[0]!.closed).toBe(true);
  });

  test('controllers left on cgroup v1, through sudo: rlimits per process, saying so', async () => {
    const mount = fakeMount('hugetlb');
    watchdogs.length = 0;
    const limits = await createLimits(
      { kind: 'sudo' },
      USERS,
      { memoryMb: 2048, processes: 500 },
      deps(mount),
    );
    expect(watchdogs).toEqual([]);
    expect(limits.mechanism).toBe('rlimits');
    expect(limits.prefix).toEqual([
      '/usr/bin/prlimit',
      '--nproc=500',
      `--data=${2048 * 1024 ** 2}`,
      '--',
    ]);
    expect(limits.description).toBe(
      "limits by rlimits (no cgroup v2: the memory and pids controller(s) are not on cgroup v2 here): 500 processes for the agent's user and as many for the checks' user, 2 GiB of memory per process (not in total: the memory watchdog needs root)",
    );
  });

  test('systemd runs the machine (GitHub-hosted runners): a scope per run, through systemd-run', async () => {
    const mount = fakeMount('cpu memory pids', 'cpu memory pids');
    const limits = await createLimits(
      { kind: 'sudo' },
      USERS,
      { memoryMb: 1024, processes: 300 },
      deps(mount, ['sh', 'prlimit', 'systemd-run']),
    );
    expect(limits.mechanism).toBe('systemd scope');
    expect(limits.prefix).toEqual([
      '/usr/bin/systemd-run',
      '--scope',
      '--quiet',
      '--collect',
      '--description=ralph sandboxed run',
      '-p',
      `MemoryMax=${1024 ** 3}`,
      '-p',
      'MemorySwapMax=0',
      '-p',
      'TasksMax=300',
      '--',
    ]);
    expect(limits.description).toBe(
      "limits by a systemd scope (cgroup v2, delegated by systemd) for each run (the agent's, each check's, the reviewer's): 1 GiB of memory and 300 processes for all of the run's processes together, no swap",
    );
    // nothing was made beside systemd's own cgroups
    expect(readdirSync(mount).sort()).toEqual(['cgroup.controllers', 'cgroup.subtree_control']);
  });

  test('systemd without the controllers on cgroup v2 (a hybrid host): not the scope', async () => {
    const mount = fakeMount('hugetlb');
    const limits = await createLimits(
      { kind: 'sudo' },
      USERS,
      {},
      deps(mount, ['sh', 'prlimit', 'systemd-run']),
    );
    expect(limits.mechanism).toBe('rlimits');
  });

  test('no prlimit, as root: the watchdog alone', async () => {
    const limits = await createLimits({ kind: 'root' }, USERS, {}, deps(undefined, []));
    expect(limits.mechanism).toBe('rlimits and memory watchdog');
    expect(limits.prefix).toEqual([]);
    expect(limits.description).toMatch(
      /^limits by a memory watchdog only .*for all of the processes of the agent and of the checks .*no process limit$/,
    );
    await limits.dispose();
  });

  test('neither (through sudo, no prlimit): no limits, said so', async () => {
    const limits = await createLimits({ kind: 'sudo' }, USERS, {}, deps(undefined, []));
    expect(limits.mechanism).toBe('none');
    expect(limits.prefix).toEqual([]);
    expect(limits.description).toMatch(/^no process or memory limits \(no cgroup v2: .*prlimit/);
  });
});

test('the cgroup step of the spawn chain writes its own pid, then runs the command', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'procs-'));
  dirs.push(dir);
  const procs = join(dir, 'cgroup.procs');
  const mount = fakeMount('memory pids', 'memory pids');
  const { prefix } = await createLimits({ kind: 'root' }, USERS, {}, deps(mount));
  const [, ...rest] = prefix;
  const out = execFileSync('sh', [...rest.slice(0, -1), procs, 'sh', '-c', 'echo $$ ran'], {
    encoding: 'utf8',
  });
  // exec keeps the pid: the process that entered the cgroup is the command itself
  expect(out.trim()).toBe(`${readFileSync(procs, 'utf8').trim()} ran`);
});

test('the systemd step of the spawn chain runs the command in place (a stand-in systemd-run)', async () => {
  // the stand-in takes systemd-run's options, records them, and executes what follows `--`
  // in place, as `systemd-run --scope` does once systemd made the scope
  const dir = mkdtempSync(join(tmpdir(), 'systemd-run-'));
  dirs.push(dir);
  const standIn = join(dir, 'systemd-run');
  writeFileSync(
    standIn,
    '#!/bin/sh\nprintf "%s\\n" "$@" > "$(dirname "$0")/args"\n' +
      'while [ "$1" != "--" ]; do shift; done\nshift\nexec "$@"\n',
    { mode: 0o755 },
  );
  const mount = fakeMount('memory pids', 'memory pids');
  const { prefix } = await createLimits(
    { kind: 'root' },
    USERS,
    { memoryMb: 512 },
    { ...deps(mount), systemdRun: () => standIn },
  );
  const [command, ...args] = [...prefix, 'sh', '-c', 'echo $$ ran; cat /proc/$$/comm'];
  const out = execFileSync(command!, args, { encoding: 'utf8' });
  expect(out).toMatch(/^\d+ ran\nsh\n$/);
  expect(readFileSync(join(dir, 'args'), 'utf8')).toContain(`MemoryMax=${512 * 1024 ** 2}\n`);
});

test('eventCount reads a key of an events file', () => {
  expect(eventCount('oom 1\noom_kill 4\n', 'oom_kill')).toBe(4);
  expect(eventCount('', 'max')).toBe(0);
  expect(stoppedText({ oomKills: 0, forksRefused: 0 }, 1)).toBeUndefined();
});

describe('the per-process memory rlimit', () => {
  /** The prlimit step for `memoryMb` without cgroup v2, with the real prlimit. */
  async function rlimitPrefix(memoryMb: number, privilege: 'root' | 'sudo') {
    const prlimit = execFileSync('sh', ['-c', 'command -v prlimit'], { encoding: 'utf8' }).trim();
    const limits = await createLimits(
      { kind: privilege },
      USERS,
      { memoryMb },
      {
        ...deps(fakeMount('hugetlb')),
        findTool: (name) => (name === 'prlimit' ? prlimit : undefined),
      },
    );
    await limits.dispose();
    return limits;
  }

  test('is never so low that claude cannot start: the lowest max-memory-mb still runs it', async () => {
    const limits = await rlimitPrefix(MIN_MEMORY_MB, 'root');
    expect(limits.prefix).toContain(`--data=${MIN_DATA_RLIMIT_BYTES}`);
    // the real claude, under the limit exactly as the spawn chain sets it
    const [command, ...args] = [...limits.prefix, CLAUDE_BIN, '--version'];
    expect(execFileSync(command!, args, { encoding: 'utf8' })).toMatch(/\(Claude Code\)/);
    // and the floor is needed: under the limit as set, claude aborts at start
    const asSet = [...limits.prefix];
    asSet[asSet.indexOf(`--data=${MIN_DATA_RLIMIT_BYTES}`)] = `--data=${MIN_MEMORY_MB * 1024 ** 2}`;
    const bare = spawnSync(asSet[0]!, [...asSet.slice(1), CLAUDE_BIN, '--version'], {
      encoding: 'utf8',
    });
    expect(bare.stdout).not.toMatch(/\(Claude Code\)/);
  });

  test('through sudo (no watchdog for the total) the description gives the floor and why', async () => {
    const limits = await rlimitPrefix(512, 'sudo');
    expect(limits.description).toContain(
      '1 GiB of memory per process (claude cannot start under less) (not in total',
    );
    expect((await rlimitPrefix(2048, 'sudo')).prefix).toContain(`--data=${2048 * 1024 ** 2}`);
  });
});
