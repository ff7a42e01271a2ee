/**
 * The memory limit of the agent's user and the checks' user where no cgroup can hold it: a
 * watchdog in the harness that adds up, every few hundred milliseconds, the memory all of their
 * processes hold together, and stops them all above the limit. The agent and the checks (and the
 * reviewer, which sits as the checks' user) never run at the same time, so one limit over both
 * users holds each of them to it.
 *
 * What counts: each process's anonymous and shared-memory pages (and their swap), by their
 * proportional share (`Pss_Anon`, `Pss_Shmem`, `SwapPss` of /proc/<pid>/smaps_rollup), so a page
 * shared by several processes counts once in the total; plus the files the users own on every
 * writable tmpfs they can see (/dev/shm, a tmpfs /tmp, a private one in a mount namespace), which
 * hold memory with no process. A mapped tmpfs file counts in both: the total errs on the safe side.
 *
 * Stopping: every process of the users is killed, and their files on tmpfs are removed.
 * Reading another user's smaps_rollup needs root: the harness runs it as root only.
 */
import { lstatSync, readdirSync, readFileSync, readlinkSync, rmSync, type Stats } from 'node:fs';
import { join } from 'node:path';

const KIB = 1024;
const MIB = 1024 * KIB;

/** Bytes of anonymous and shared memory (and their swap) a process holds, by its share. */
export function heldBytes(smapsRollup: string): number {
  let kib = 0;
  for (const field of ['Pss_Anon', 'Pss_Shmem', 'SwapPss']) {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(smapsRollup);
    if (match) kib += Number(match[1]);
  }
  return kib * KIB;
}

function unescapeMountPath(path: string): string {
  return path.replace(/\\([0-7]{3})/g, (_, octal: string) =>
    String.fromCharCode(parseInt(octal, 8)),
  );
}

/** The mount points of the writable tmpfs mounts in a mountinfo text. */
export function tmpfsMountPoints(mountinfo: string): string[] {
  const points = new Set<string>();
  for (const line of mountinfo.split('\n')) {
    const [before, after] = line.split(' - ');
    if (!before || !after) continue;
    const [fstype] = after.split(' ');
    const fields = before.split(' ');
    const options = (fields[5] ?? '').split(',');
    if (fstype === 'tmpfs' && options.includes('rw') && fields[4])
      points.add(unescapeMountPath(fields[4]));
  }
  return [...points];
}

export interface UserMemory {
  /** The total held: processes' pages plus files on tmpfs. */
  bytes: number;
  pids: number[];
  /** The users' files on tmpfs (as the harness reaches them). */
  tmpfsFiles: string[];
  /** The users (uids) that held any of it: a process or a file. */
  holders: number[];
}

/** The most entries one tmpfs walk reads (a tick stays short). */
const WALK_LIMIT = 20_000;

/** Adds up the users' files under a tmpfs mount root, staying on its device. */
function walkTmpfs(
  root: string,
  uids: ReadonlySet<number>,
  seen: Set<string>,
  into: UserMemory,
  holders: Set<number>,
): void {
  let rootStats: Stats;
  try {
    rootStats = lstatSync(root);
  } catch {
    return;
  }
  const device = `${rootStats.dev}`;
  if (seen.has(device)) return;
  seen.add(device);
  const pending = [root];
  let entries = 0;
  while (pending.length > 0 && entries < WALK_LIMIT) {
    const dir = pending.pop()!;
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      continue;
    }
    for (const name of names) {
      if (++entries > WALK_LIMIT) break;
      const path = join(dir, name);
      let stats: Stats;
      try {
        stats = lstatSync(path);
      } catch {
        continue;
      }
      if (`${stats.dev}` !== device) continue;
      if (stats.isDirectory()) pending.push(path);
      else if (stats.isFile() && uids.has(stats.uid)) {
        into.bytes += stats.blocks * 512;
        into.tmpfsFiles.push(path);
        holders.add(stats.uid);
      }
    }
  }
}

function processUid(pid: string): number | undefined {
  try {
    const owner = /^Uid:\s+\d+\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return owner ? Number(owner[1]) : undefined;
  } catch {
    return undefined;
  }
}

/** What the users' processes and tmpfs files hold now, together. */
export function measureUsers(uids: readonly number[]): UserMemory {
  const wanted = new Set(uids);
  const holders = new Set<number>();
  const usage: UserMemory = { bytes: 0, pids: [], tmpfsFiles: [], holders: [] };
  const namespaces = new Map<string, string>(); // mount namespace -> one pid in it
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    const uid = processUid(pid);
    if (uid === undefined || !wanted.has(uid)) continue;
    try {
      usage.bytes += heldBytes(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
      usage.pids.push(Number(pid));
      holders.add(uid);
      const namespace = readlinkSync(`/proc/${pid}/ns/mnt`);
      if (!namespaces.has(namespace)) namespaces.set(namespace, pid);
    } catch {
      // gone, or a zombie without memory
    }
  }
  const seen = new Set<string>();
  for (const point of tmpfsMountPoints(readFileSync('/proc/self/mountinfo', 'utf8')))
    walkTmpfs(point, wanted, seen, usage, holders);
  for (const pid of namespaces.values()) {
    try {
      const points = tmpfsMountPoints(readFileSync(`/proc/${pid}/mountinfo`, 'utf8'));
      for (const point of points)
        walkTmpfs(join(`/proc/${pid}/root`, point), wanted, seen, usage, holders);
    } catch {
      // gone
    }
  }
  usage.holders = [...holders];
  return usage;
}

export interface WatchdogStop {
  /** What the users held when they were stopped. */
  bytes: number;
  processes: number;
  files: number;
  /** The users (uids) whose processes or files were stopped. */
  uids: number[];
}

export interface MemoryWatchdog {
  /** Each time it stopped the user's processes. */
  stops(): WatchdogStop[];
  close(): void;
}

export interface WatchdogOptions {
  /** The users held to the limit together. */
  uids: number[];
  limitBytes: number;
  intervalMs?: number;
  measure?: (uids: readonly number[]) => UserMemory;
  /** Ends every process of the users (SIGKILL by default). */
  kill?: (pids: number[]) => void;
  removeFile?: (path: string) => void;
}

function killAll(pids: number[]): void {
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone
    }
  }
}

/** Checks the users every `intervalMs` (200 by default) and stops them above the limit. */
export function startMemoryWatchdog(options: WatchdogOptions): MemoryWatchdog {
  const measure = options.measure ?? measureUsers;
  const kill = options.kill ?? killAll;
  const removeFile = options.removeFile ?? ((path: string) => rmSync(path, { force: true }));
  const stops: WatchdogStop[] = [];
  const check = (): void => {
    const usage = measure(options.uids);
    if (usage.bytes <= options.limitBytes) return;
    kill(usage.pids);
    for (const file of usage.tmpfsFiles) {
      try {
        removeFile(file);
      } catch {
        // gone already
      }
    }
    stops.push({
      bytes: usage.bytes,
      processes: usage.pids.length,
      files: usage.tmpfsFiles.length,
      uids: usage.holders,
    });
  };
  const timer = setInterval(check, options.intervalMs ?? 200);
  timer.unref();
  return {
    stops: () => [...stops],
    close: () => clearInterval(timer),
  };
}

/** The log line for what the watchdog stopped, or undefined when it stopped nothing. */
export function watchdogStoppedText(
  stops: readonly WatchdogStop[],
  limitBytes: number,
): string | undefined {
  if (stops.length === 0) return undefined;
  const most = Math.max(...stops.map((stop) => stop.bytes));
  const processes = stops.reduce((sum, stop) => sum + stop.processes, 0);
  const files = stops.reduce((sum, stop) => sum + stop.files, 0);
  return (
    `the memory watchdog stopped all of its processes ${stops.length === 1 ? 'once' : `${stops.length} times`} ` +
    `(${processes} process(es)${files > 0 ? `, ${files} file(s) on tmpfs removed` : ''}): ` +
    `they held ${Math.round(most / MIB)} MiB together, over the limit of ${Math.round(limitBytes / MIB)} MiB`
  );
}
