/**
 * Process and memory limits of the agent's user, so that a fork bomb or a memory hog in the
 * agent's Bash or in a check cannot take the runner (and the harness) down.
 *
 * - a systemd scope where systemd runs the machine (PID 1) and its cgroup2 hierarchy has the
 *   memory and pids controllers (GitHub's hosted runners): `systemd-run --scope` puts each run
 *   in a transient scope with MemoryMax, no swap and TasksMax, the cgroup systemd delegates;
 * - cgroup v2 where the runner has a writable cgroup2 hierarchy with the memory and pids
 *   controllers but no systemd (a container): one cgroup for the user, memory counted over all
 *   of its processes (the kernel's OOM killer ends the biggest one over the limit), processes
 *   counted over all of them; emptied with `cgroup.kill` and removed at the end.
 * - rlimits otherwise (util-linux `prlimit`): RLIMIT_NPROC, which counts every process of the
 *   agent's own uid, and RLIMIT_DATA, the memory each process may allocate (an allocation over
 *   it fails). As root, a memory watchdog (memory-watchdog.ts) also holds the total of all of
 *   the user's processes and its files on tmpfs, and stops them above the limit; without it
 *   (through sudo) the memory limit is per process, and the description says so.
 *
 * Either way the limiting step sits in the spawn chain before the switch to the agent's user.
 */
import { readFile } from 'node:fs/promises';
import { totalmem } from 'node:os';
import { existsSync } from 'node:fs';
import {
  cgroup2Mount,
  createAgentCgroup,
  hasV2Controllers,
  systemdScopeArgv,
  type AgentCgroup,
  type CgroupEvents,
} from './cgroup.js';
import {
  startMemoryWatchdog,
  watchdogStoppedText,
  type MemoryWatchdog,
  type WatchdogOptions,
} from './memory-watchdog.js';
import { findTool } from './privileged.js';
import type { AgentUser, Privilege } from './types.js';

/** What the user may set (`max-memory-mb`, `max-processes`); unset means the defaults. */
export interface LimitSettings {
  memoryMb?: number;
  processes?: number;
}

/** Processes (threads included) the agent's user may have at once. */
export const DEFAULT_MAX_PROCESSES = 4096;

/** The least the settings may say: below it the agent itself (about 250 MB) cannot start. */
export const MIN_MEMORY_MB = 256;
export const MIN_PROCESSES = 64;

/** The share of the runner's RAM the agent's user may use; the rest stays the harness's. */
export const DEFAULT_MEMORY_SHARE = 0.75;

const MIB = 1024 * 1024;

/** The limits in effect: the settings, else the defaults. */
export function resolveLimits(
  settings: LimitSettings = {},
  totalBytes = totalmem(),
): { memoryBytes: number; processes: number } {
  return {
    memoryBytes: settings.memoryMb
      ? settings.memoryMb * MIB
      : Math.floor((totalBytes * DEFAULT_MEMORY_SHARE) / MIB) * MIB,
    processes: settings.processes ?? DEFAULT_MAX_PROCESSES,
  };
}

export type LimitMechanism =
  'systemd scope' | 'cgroup v2' | 'rlimits and memory watchdog' | 'rlimits' | 'none';

export interface AgentLimits {
  mechanism: LimitMechanism;
  /** The argv put in the spawn chain before the switch to the agent's user (it runs privileged). */
  prefix: string[];
  /** One phrase for the log: the mechanism and the limits. */
  description: string;
  /** What the limits stopped so far, in words (cgroup v2 only); undefined when nothing. */
  stopped(): Promise<string | undefined>;
  /** Ends what is left in the cgroup and removes it. */
  dispose(): Promise<void>;
}

export interface LimitDeps {
  mountinfo(): Promise<string>;
  findTool(name: string): string | undefined;
  startWatchdog(options: WatchdogOptions): MemoryWatchdog;
  /** systemd-run, where systemd runs the machine; else undefined. */
  systemdRun(): string | undefined;
}

export const defaultLimitDeps: LimitDeps = {
  mountinfo: () => readFile('/proc/self/mountinfo', 'utf8').catch(() => ''),
  findTool: (name) => findTool(name),
  startWatchdog: startMemoryWatchdog,
  systemdRun: () => (existsSync('/run/systemd/system') ? findTool('systemd-run') : undefined),
};

function sizeText(bytes: number): string {
  return bytes % (1024 * MIB) === 0
    ? `${bytes / (1024 * MIB)} GiB`
    : `${Math.round(bytes / MIB)} MiB`;
}

/** The line for what a cgroup's limits stopped, or undefined when they stopped nothing. */
export function stoppedText(events: CgroupEvents, memoryBytes: number): string | undefined {
  const parts: string[] = [];
  if (events.oomKills > 0)
    parts.push(`the memory limit (${sizeText(memoryBytes)}) killed ${events.oomKills} process(es)`);
  if (events.forksRefused > 0)
    parts.push(`the process limit refused ${events.forksRefused} new process(es)`);
  return parts.length > 0 ? `Limits of the agent's user: ${parts.join('; ')}.` : undefined;
}

function cgroupLimits(
  cgroup: AgentCgroup,
  sh: string,
  limits: { memoryBytes: number; processes: number },
): AgentLimits {
  return {
    mechanism: 'cgroup v2',
    // the first process of the chain enters the cgroup; everything it starts stays inside
    prefix: [sh, '-c', 'echo $$ > "$0" && exec "$@"', cgroup.procs],
    description: `limits by cgroup v2: ${sizeText(limits.memoryBytes)} of memory and ${limits.processes} processes for all of the agent's processes together`,
    stopped: async () => stoppedText(await cgroup.events(), limits.memoryBytes),
    dispose: () => cgroup.remove(),
  };
}

function rlimitLimits(
  prlimit: string,
  limits: { memoryBytes: number; processes: number },
  why: string,
  watchdog: MemoryWatchdog | undefined,
): AgentLimits {
  if (watchdog)
    return {
      mechanism: 'rlimits and memory watchdog',
      prefix: [prlimit, `--nproc=${limits.processes}`, `--data=${limits.memoryBytes}`, '--'],
      description:
        `limits by rlimits and a memory watchdog (no cgroup v2: ${why}): ${limits.processes} processes for the agent's user; ` +
        `${sizeText(limits.memoryBytes)} of memory for all of its processes together (their anonymous and shared pages, a shared page counted once, plus its files on tmpfs), checked every 200 ms`,
      stopped: async () => {
        const text = watchdogStoppedText(watchdog.stops(), limits.memoryBytes);
        return text ? `Limits of the agent's user: ${text}.` : undefined;
      },
      dispose: async () => watchdog.close(),
    };
  return {
    mechanism: 'rlimits',
    prefix: [prlimit, `--nproc=${limits.processes}`, `--data=${limits.memoryBytes}`, '--'],
    description: `limits by rlimits (no cgroup v2: ${why}): ${limits.processes} processes for the agent's user, ${sizeText(limits.memoryBytes)} of memory per process (not in total: the memory watchdog needs root)`,
    stopped: async () => undefined,
    dispose: async () => undefined,
  };
}

/**
 * The limits for the agent's user: a cgroup v2 where one can be made, else rlimits through
 * prlimit, else none (said in the description).
 */
export async function createLimits(
  privilege: Privilege,
  user: AgentUser,
  settings: LimitSettings = {},
  deps: LimitDeps = defaultLimitDeps,
): Promise<AgentLimits> {
  const limits = resolveLimits(settings);
  const mount = cgroup2Mount(await deps.mountinfo());
  const sh = deps.findTool('sh');
  let why = 'no cgroup2 hierarchy is mounted';
  const systemdRun = deps.systemdRun();
  if (mount && systemdRun && (await hasV2Controllers(mount)))
    return {
      mechanism: 'systemd scope',
      prefix: systemdScopeArgv(systemdRun, limits),
      description: `limits by a systemd scope (cgroup v2, delegated by systemd) for each run: ${sizeText(limits.memoryBytes)} of memory and ${limits.processes} processes for all of the agent's processes together, no swap`,
      stopped: async () => undefined,
      dispose: async () => undefined,
    };
  if (mount && sh) {
    try {
      return cgroupLimits(await createAgentCgroup(privilege, mount, user.name, limits), sh, limits);
    } catch (error) {
      why = (error as Error).message;
    }
  }
  const prlimit = deps.findTool('prlimit');
  // reading another user's /proc/<pid>/smaps_rollup takes root
  const watchdog =
    privilege.kind === 'root'
      ? deps.startWatchdog({ uid: user.uid, limitBytes: limits.memoryBytes })
      : undefined;
  if (prlimit) return rlimitLimits(prlimit, limits, why, watchdog);
  if (watchdog)
    return {
      mechanism: 'rlimits and memory watchdog',
      prefix: [],
      description: `limits by a memory watchdog only (no cgroup v2: ${why}; prlimit is not installed): ${sizeText(limits.memoryBytes)} of memory for all of the agent's processes together, no process limit`,
      stopped: async () => {
        const text = watchdogStoppedText(watchdog.stops(), limits.memoryBytes);
        return text ? `Limits of the agent's user: ${text}.` : undefined;
      },
      dispose: async () => watchdog.close(),
    };
  return {
    mechanism: 'none',
    prefix: [],
    description: `no process or memory limits (no cgroup v2: ${why}; prlimit is not installed)`,
    stopped: async () => undefined,
    dispose: async () => undefined,
  };
}
