/**
 * A cgroup v2 of the agent's user: one directory under the writable cgroup2 hierarchy with
 * `memory.max` and `pids.max`, entered by the first process of every spawn chain (so everything
 * the agent and the checks start is inside), emptied with `cgroup.kill` and removed at the end.
 */
import { constants } from 'node:fs';
import { access, mkdir, readFile, rmdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runPrivileged } from './privileged.js';
import type { Privilege } from './types.js';

/** Where the cgroup2 hierarchy is mounted, from /proc/self/mountinfo text; else undefined. */
export function cgroup2Mount(mountinfo: string): string | undefined {
  for (const line of mountinfo.split('\n')) {
    // <id> <parent> <dev> <root> <mount point> <options> [optional...] - <fstype> <source> <super>
    const [before, after] = line.split(' - ');
    if (!before || !after || after.split(' ')[0] !== 'cgroup2') continue;
    const mountPoint = before.split(' ')[4];
    if (mountPoint) return unescapeMountPath(mountPoint);
  }
  return undefined;
}

function unescapeMountPath(path: string): string {
  return path.replace(/\\([0-7]{3})/g, (_, octal: string) =>
    String.fromCharCode(parseInt(octal, 8)),
  );
}

/** The controllers a cgroup's children get: the words of its `cgroup.subtree_control`. */
async function subtreeControllers(parent: string): Promise<Set<string>> {
  const text = await readFile(join(parent, 'cgroup.subtree_control'), 'utf8');
  return new Set(text.split(/\s+/).filter(Boolean));
}

/** Writes a cgroup file (root writes it directly, sudo through `tee`). */
async function writeKnob(privilege: Privilege, path: string, value: string): Promise<void> {
  if (privilege.kind === 'root') await writeFile(path, value);
  else await runPrivileged(privilege, ['tee', path], { input: value });
}

const NEEDED = ['memory', 'pids'];

/**
 * Makes sure the children of `parent` get the memory and pids controllers: enables them where
 * they are available but off (the hierarchy's root). Throws where that is impossible (a
 * container's cgroup holding processes, a hybrid host whose controllers are on cgroup v1).
 */
async function enableControllers(privilege: Privilege, parent: string): Promise<void> {
  const enabled = await subtreeControllers(parent);
  const missing = NEEDED.filter((name) => !enabled.has(name));
  if (missing.length === 0) return;
  const available = (await readFile(join(parent, 'cgroup.controllers'), 'utf8')).split(/\s+/);
  const absent = missing.filter((name) => !available.includes(name));
  if (absent.length > 0)
    throw new Error(`the ${absent.join(' and ')} controller(s) are not on cgroup v2 here`);
  await writeKnob(
    privilege,
    join(parent, 'cgroup.subtree_control'),
    missing.map((name) => `+${name}`).join(' '),
  );
}

export interface CgroupLimits {
  memoryBytes: number;
  processes: number;
}

/** What the limits stopped: processes killed for memory, forks refused. */
export interface CgroupEvents {
  oomKills: number;
  forksRefused: number;
}

/** A counter (`key value` line) of a cgroup's events file; 0 where absent. */
export function eventCount(text: string, key: string): number {
  const match = new RegExp(`^${key} (\\d+)$`, 'm').exec(text);
  return match ? Number(match[1]) : 0;
}

export interface AgentCgroup {
  /** The directory of the cgroup. */
  path: string;
  /** Its `cgroup.procs`: a process writes its pid there to enter. */
  procs: string;
  events(): Promise<CgroupEvents>;
  /** Ends every process inside and removes the cgroup. */
  remove(): Promise<void>;
}

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

async function exists(path: string): Promise<boolean> {
  return access(path, constants.F_OK).then(
    () => true,
    () => false,
  );
}

/** Kills what is inside (cgroup.kill, else each pid) and removes the directory, retrying while it empties. */
async function killAndRemove(privilege: Privilege, path: string): Promise<void> {
  const kill = join(path, 'cgroup.kill');
  for (let round = 0; round < 100; round++) {
    const pids = (await readFile(join(path, 'cgroup.procs'), 'utf8').catch(() => ''))
      .split('\n')
      .filter(Boolean);
    if (pids.length > 0) {
      if (await exists(kill)) await writeKnob(privilege, kill, '1');
      else if (privilege.kind === 'root') pids.forEach((pid) => safeKill(Number(pid)));
      else await runPrivileged(privilege, ['kill', '-KILL', ...pids]).catch(() => undefined);
    }
    try {
      if (privilege.kind === 'root') await rmdir(path);
      else await runPrivileged(privilege, ['rmdir', path]);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      await pause(round < 10 ? 10 : 50);
    }
  }
  throw new Error(`the cgroup ${path} could not be removed: processes are still inside`);
}

function safeKill(pid: number): void {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // gone
  }
}

/**
 * Creates (or, after a killed run, empties and reuses) the cgroup `name` at the top of the
 * cgroup2 hierarchy mounted at `mount`, with the limits set. Throws where that is impossible.
 */
export async function createAgentCgroup(
  privilege: Privilege,
  mount: string,
  name: string,
  limits: CgroupLimits,
): Promise<AgentCgroup> {
  await enableControllers(privilege, mount);
  const path = join(mount, name);
  if (await exists(path)) await killAndRemove(privilege, path);
  if (privilege.kind === 'root') await mkdir(path);
  else await runPrivileged(privilege, ['mkdir', path]);
  try {
    await writeKnob(privilege, join(path, 'memory.max'), String(limits.memoryBytes));
    await writeKnob(privilege, join(path, 'pids.max'), String(limits.processes));
    // no swap: a process over the limit is killed rather than crawling on swap
    if (await exists(join(path, 'memory.swap.max')))
      await writeKnob(privilege, join(path, 'memory.swap.max'), '0');
  } catch (error) {
    await killAndRemove(privilege, path).catch(() => undefined);
    throw error;
  }
  return {
    path,
    procs: join(path, 'cgroup.procs'),
    async events() {
      const read = (file: string): Promise<string> =>
        readFile(join(path, file), 'utf8').catch(() => '');
      return {
        oomKills: eventCount(await read('memory.events'), 'oom_kill'),
        forksRefused: eventCount(await read('pids.events'), 'max'),
      };
    },
    remove: () => killAndRemove(privilege, path),
  };
}

/** Whether the cgroup2 hierarchy at `mount` offers the memory and pids controllers. */
export async function hasV2Controllers(mount: string): Promise<boolean> {
  const available = await readFile(join(mount, 'cgroup.controllers'), 'utf8').catch(() => '');
  const words = available.split(/\s+/);
  return NEEDED.every((name) => words.includes(name));
}

/**
 * The spawn-chain step that runs the rest in a transient systemd scope with the limits: the
 * cgroup systemd delegates (it owns the hierarchy where it is PID 1, as on GitHub's runners),
 * rather than one made beside its own. `systemd-run --scope` executes the command in place.
 */
export function systemdScopeArgv(systemdRun: string, limits: CgroupLimits): string[] {
  return [
    systemdRun,
    '--scope',
    '--quiet',
    '--collect',
    '--description=ralph sandboxed run',
    '-p',
    `MemoryMax=${limits.memoryBytes}`,
    '-p',
    'MemorySwapMax=0',
    '-p',
    `TasksMax=${limits.processes}`,
    '--',
  ];
}
