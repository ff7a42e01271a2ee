/**
 * Process and memory limits of the agent's user and of the checks' user (which also seats the
 * reviewer), so that a fork bomb or a memory hog in the agent's Bash, in a check (code the agent
 * wrote) or in the reviewer's tools cannot take the runner (and the harness) down. The agent and
 * the checks never run at the same time: one memory limit holds both, whichever runs.
 *
 * - a systemd scope where systemd runs the machine (PID 1) and its cgroup2 hierarchy has the
 *   memory and pids controllers (GitHub's hosted runners): `systemd-run --scope` puts each run
 *   (the agent's, each check's, the reviewer's) in a transient scope with MemoryMax, no swap and
 *   TasksMax, the cgroup systemd delegates;
 * - cgroup v2 where the runner has a writable cgroup2 hierarchy with the memory and pids
 *   controllers but no systemd (a container): one cgroup that every run enters (the agent's and
 *   the checks' alike), memory counted over all of its processes (the kernel's OOM killer ends the biggest one over the limit), processes
 *   counted over all of them; emptied with `cgroup.kill` and removed at the end.
 * - rlimits otherwise (util-linux `prlimit`): RLIMIT_NPROC, which counts every process of the
 *   run's own uid (the agent's, or the checks'), and RLIMIT_DATA, the memory each process may
 *   allocate (an allocation over it fails). As root, a memory watchdog (memory-watchdog.ts) also
 *   holds the total of all of both users' processes and their files on tmpfs, and stops them
 *   above the limit; without it (through sudo) the memory limit is per process, and the
 *   description says so.
 *
 * Either way the limiting step sits in the spawn chain before the switch to the run's user.
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
  type WatchdogStop,
} from './memory-watchdog.js';
import { findTool } from './privileged.js';
import type { AgentUser, LimitsWindow, Privilege } from './types.js';

/** What the user may set (`max-memory-mb`, `max-processes`); unset means the defaults. */
export interface LimitSettings {
  memoryMb?: number;
  processes?: number;
}

/** Processes (threads included) the agent's user (or the checks' user) may have at once. */
export const DEFAULT_MAX_PROCESSES = 4096;

/** The least the settings may say: below it the agent itself (about 250 MB) cannot start. */
export const MIN_MEMORY_MB = 256;

/**
 * The least RLIMIT_DATA a process gets: claude's runtime reserves about 550 MiB of address space
 * as it starts and aborts under a smaller limit, whatever it then uses. RLIMIT_DATA counts that
 * reservation, a cgroup or the watchdog counts only the memory really held: where the watchdog
 * holds the total, the per-process limit is only a backstop, and a lower `max-memory-mb` still
 * holds in total.
 */
export const MIN_DATA_RLIMIT_BYTES = 1024 * 1024 * 1024;
export const MIN_PROCESSES = 64;

/** The share of the runner's RAM the agent and the checks may use; the rest stays the harness's. */
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

/** The two users the limits hold: the agent's, and the checks' (the reviewer sits as it too). */
export interface LimitedUsers {
  agent: AgentUser;
  checks: AgentUser;
}

export type LimitMechanism =
  'systemd scope' | 'cgroup v2' | 'rlimits and memory watchdog' | 'rlimits' | 'none';

export interface AgentLimits {
  mechanism: LimitMechanism;
  /** The argv put in the spawn chain before the switch to the agent's user (it runs privileged). */
  prefix: string[];
  /** One phrase for the log: the mechanism and the limits. */
  description: string;
  /** What the limits stopped so far, in words; undefined when nothing (or they cannot tell). */
  stopped(): Promise<string | undefined>;
  /**
   * Opens a window over one run (the agent, a check, the reviewer): what the memory limit stopped from now
   * on. A systemd scope or rlimits alone cannot tell (the window stays empty).
   */
  window(): Promise<LimitsWindow>;
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

function oomText(oomKills: number, memoryBytes: number): string {
  return `the memory limit (${sizeText(memoryBytes)}) killed ${oomKills} process(es)`;
}

/** The line for what a cgroup's limits stopped, or undefined when they stopped nothing. */
export function stoppedText(events: CgroupEvents, memoryBytes: number): string | undefined {
  const parts: string[] = [];
  if (events.oomKills > 0) parts.push(oomText(events.oomKills, memoryBytes));
  if (events.forksRefused > 0)
    parts.push(`the process limit refused ${events.forksRefused} new process(es)`);
  return parts.length > 0
    ? `Limits of the agent's and the checks' users: ${parts.join('; ')}.`
    : undefined;
}

/**
 * The lines for what the watchdog stopped over the run, one per side (the agent's user, the
 * checks' user), or undefined when it stopped nothing.
 */
export function watchdogStoppedLines(
  stops: readonly WatchdogStop[],
  users: LimitedUsers,
  limitBytes: number,
): string | undefined {
  const ofChecks = stops.filter((stop) => stop.uids.includes(users.checks.uid));
  const ofAgent = stops.filter((stop) => !stop.uids.includes(users.checks.uid));
  const lines: string[] = [];
  const agentText = watchdogStoppedText(ofAgent, limitBytes);
  if (agentText) lines.push(`Limits of the agent's user: ${agentText}.`);
  const checksText = watchdogStoppedText(ofChecks, limitBytes);
  if (checksText)
    lines.push(`Limits of the checks' user (the checks and the reviewer): ${checksText}.`);
  return lines.length > 0 ? lines.join(' ') : undefined;
}

/** A window over the watchdog: the stops after the ones seen when it opened. */
function watchdogWindow(watchdog: MemoryWatchdog, limitBytes: number): LimitsWindow {
  const seen = watchdog.stops().length;
  return {
    stopped: async () => watchdogStoppedText(watchdog.stops().slice(seen), limitBytes),
  };
}

const EMPTY_WINDOW: LimitsWindow = { stopped: async () => undefined };

function cgroupLimits(
  cgroup: AgentCgroup,
  sh: string,
  limits: { memoryBytes: number; processes: number },
): AgentLimits {
  return {
    mechanism: 'cgroup v2',
    // the first process of the chain enters the cgroup; everything it starts stays inside
    prefix: [sh, '-c', 'echo $$ > "$0" && exec "$@"', cgroup.procs],
    description: `limits by cgroup v2: ${sizeText(limits.memoryBytes)} of memory and ${limits.processes} processes for all of the processes of the agent and of the checks together (one cgroup: the reviewer's too)`,
    stopped: async () => stoppedText(await cgroup.events(), limits.memoryBytes),
    async window() {
      const before = (await cgroup.events()).oomKills;
      return {
        async stopped() {
          const killed = (await cgroup.events()).oomKills - before;
          return killed > 0 ? oomText(killed, limits.memoryBytes) : undefined;
        },
      };
    },
    dispose: () => cgroup.remove(),
  };
}

/** The watchdog's side of the limits: what it stopped, over the run and in a window. */
function watchdogReports(
  watchdog: MemoryWatchdog,
  users: LimitedUsers,
  limitBytes: number,
): Pick<AgentLimits, 'stopped' | 'window' | 'dispose'> {
  return {
    stopped: async () => watchdogStoppedLines(watchdog.stops(), users, limitBytes),
    window: async () => watchdogWindow(watchdog, limitBytes),
    dispose: async () => watchdog.close(),
  };
}

function rlimitLimits(
  prlimit: string,
  limits: { memoryBytes: number; processes: number },
  why: string,
  watchdog: { watchdog: MemoryWatchdog; users: LimitedUsers } | undefined,
): AgentLimits {
  const perProcess = Math.max(limits.memoryBytes, MIN_DATA_RLIMIT_BYTES);
  const prefix = [prlimit, `--nproc=${limits.processes}`, `--data=${perProcess}`, '--'];
  if (watchdog)
    return {
      mechanism: 'rlimits and memory watchdog',
      prefix,
      description:
        `limits by rlimits and a memory watchdog (no cgroup v2: ${why}): ${limits.processes} processes for the agent's user and as many for the checks' user; ` +
        `${sizeText(limits.memoryBytes)} of memory for all of the processes of the agent and of the checks (the reviewer's too) together (their anonymous and shared pages, a shared page counted once, plus their files on tmpfs), checked every 200 ms`,
      ...watchdogReports(watchdog.watchdog, watchdog.users, limits.memoryBytes),
    };
  return {
    mechanism: 'rlimits',
    prefix,
    description: `limits by rlimits (no cgroup v2: ${why}): ${limits.processes} processes for the agent's user and as many for the checks' user, ${sizeText(perProcess)} of memory per process${perProcess > limits.memoryBytes ? ` (claude cannot start under less)` : ''} (not in total: the memory watchdog needs root)`,
    stopped: async () => undefined,
    window: async () => EMPTY_WINDOW,
    dispose: async () => undefined,
  };
}

/**
 * The limits for the agent's user and the checks' user: a cgroup v2 where one can be made, else
 * rlimits through prlimit, else none (said in the description).
 */
export async function createLimits(
  privilege: Privilege,
  users: LimitedUsers,
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
      description: `limits by a systemd scope (cgroup v2, delegated by systemd) for each run (the agent's, each check's, the reviewer's): ${sizeText(limits.memoryBytes)} of memory and ${limits.processes} processes for all of the run's processes together, no swap`,
      stopped: async () => undefined,
      window: async () => EMPTY_WINDOW,
      dispose: async () => undefined,
    };
  if (mount && sh) {
    try {
      const cgroup = await createAgentCgroup(privilege, mount, users.agent.name, limits);
      return cgroupLimits(cgroup, sh, limits);
    } catch (error) {
      why = (error as Error).message;
    }
  }
  const prlimit = deps.findTool('prlimit');
  // reading another user's /proc/<pid>/smaps_rollup takes root
  const watchdog =
    privilege.kind === 'root'
      ? deps.startWatchdog({
          uids: [users.agent.uid, users.checks.uid],
          limitBytes: limits.memoryBytes,
        })
      : undefined;
  if (prlimit)
    return rlimitLimits(prlimit, limits, why, watchdog ? { watchdog, users } : undefined);
  if (watchdog)
    return {
      mechanism: 'rlimits and memory watchdog',
      prefix: [],
      description: `limits by a memory watchdog only (no cgroup v2: ${why}; prlimit is not installed): ${sizeText(limits.memoryBytes)} of memory for all of the processes of the agent and of the checks (the reviewer's too) together, no process limit`,
      ...watchdogReports(watchdog, users, limits.memoryBytes),
    };
  return {
    mechanism: 'none',
    prefix: [],
    description: `no process or memory limits (no cgroup v2: ${why}; prlimit is not installed)`,
    stopped: async () => undefined,
    window: async () => EMPTY_WINDOW,
    dispose: async () => undefined,
  };
}
