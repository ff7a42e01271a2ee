/**
 * Ending the agent's processes: every process of its user after each phase (a `setsid nohup`
 * daemon included), and a guard process that does the same when the harness dies (SIGKILL
 * included), so no agent outlives the action.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { runCommand } from './privileged.js';
import type { AgentUser, Privilege } from './types.js';

/** The real uid and state of a process from its /proc/<pid>/status text. */
export function parseStatus(text: string): { uid: number; zombie: boolean } | undefined {
  const uid = /^Uid:\s+(\d+)/m.exec(text);
  if (!uid) return undefined;
  const state = /^State:\s+(\S)/m.exec(text);
  return { uid: Number(uid[1]), zombie: state?.[1] === 'Z' || state?.[1] === 'X' };
}

/** Live (non-zombie) processes whose real uid is `uid` (read synchronously: it is quicker). */
export function processesOf(uid: number): Promise<number[]> {
  return Promise.resolve(processesOfSync(uid));
}

function processesOfSync(uid: number): number[] {
  const pids: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const status = parseStatus(readFileSync(`/proc/${name}/status`, 'utf8'));
      if (status && status.uid === uid && !status.zombie) pids.push(Number(name));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** The command that, run through sudo as the agent's user, ends all of that user's processes. */
export function killAllArgv(user: AgentUser): string[] {
  return ['sudo', '-n', '-u', user.name, 'kill', '-KILL', '-1'];
}

/**
 * SIGKILLs every process of the agent's user until none is left (a process that forks while
 * it is being killed is caught by the next round). Resolves with how many were seen.
 */
export async function killAllOf(privilege: Privilege, user: AgentUser): Promise<number> {
  const seen = new Set<number>();
  for (let round = 0; round < 100; round++) {
    const pids = await processesOf(user.uid);
    if (pids.length === 0) return seen.size;
    for (const pid of pids) seen.add(pid);
    if (privilege.kind === 'root') {
      for (const pid of pids) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    } else {
      const [command, ...args] = killAllArgv(user);
      await runCommand(command!, args);
    }
    await pause(round < 10 ? 5 : 50);
  }
  const left = await processesOf(user.uid);
  if (left.length > 0) {
    throw new Error(`${left.length} process(es) of ${user.name} survived: ${left.join(', ')}`);
  }
  return seen.size;
}

/** The synchronous form for the harness's `exit` handler (root only: no child processes then). */
export function killAllOfSync(user: AgentUser): void {
  for (let round = 0; round < 20; round++) {
    const pids = processesOfSync(user.uid);
    if (pids.length === 0) return;
    for (const pid of pids) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }
}

/**
 * The guard: a small process holding a pipe from the harness. It learns the process groups to
 * end (`+pgid` / `-pgid` lines); when the pipe closes (the harness exited or was killed), it
 * SIGKILLs those groups and every process of the agent's user, then exits.
 */
export const GUARD_SCRIPT = `
const { readdirSync, readFileSync } = require('node:fs');
const { spawnSync } = require('node:child_process');
const [mode, uidText, name] = process.argv.slice(1);
const uid = Number(uidText);
const groups = new Set();
let buffer = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => {
  buffer += chunk;
  let newline;
  while ((newline = buffer.indexOf('\\n')) >= 0) {
    const line = buffer.slice(0, newline);
    buffer = buffer.slice(newline + 1);
    if (line[0] === '+') groups.add(Number(line.slice(1)));
    if (line[0] === '-') groups.delete(Number(line.slice(1)));
  }
});
const mine = () => readdirSync('/proc').filter((p) => /^\\d+$/.test(p)).filter((p) => {
  try {
    const s = readFileSync('/proc/' + p + '/status', 'utf8');
    const u = /^Uid:\\s+(\\d+)/m.exec(s);
    const z = /^State:\\s+([ZX])/m.test(s);
    return u && Number(u[1]) === uid && !z;
  } catch { return false; }
}).map(Number);
const finish = () => {
  for (const g of groups) { try { process.kill(-g, 'SIGKILL'); } catch {} }
  if (mode === 'root') {
    for (let r = 0; r < 200; r++) {
      const pids = mine();
      if (pids.length === 0) break;
      for (const p of pids) { try { process.kill(p, 'SIGKILL'); } catch {} }
    }
  } else if (mode === 'sudo') {
    for (let r = 0; r < 20 && mine().length > 0; r++) spawnSync('sudo', ['-n', '-u', name, 'kill', '-KILL', '-1']);
  }
  process.exit(0);
};
process.stdin.on('end', finish);
process.stdin.on('error', finish);
`;

export interface Guard {
  track(pgid: number): void;
  untrack(pgid: number): void;
  /**
   * Closes the pipe: the guard ends what is left and exits. Resolves once it has (or after
   * `GUARD_EXIT_WAIT_MS`), so no late kill from this guard lands after the sandbox is gone.
   */
  close(): Promise<void>;
}

/** How long closing waits for the guard to finish its last round. */
export const GUARD_EXIT_WAIT_MS = 5_000;

/** Settles when the process has exited (at once if it already has, or never started). */
function exitOf(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.once('error', () => resolve());
  });
}

/** Starts the guard; it does not keep the harness alive. */
export function startGuard(privilege: Privilege, user?: AgentUser): Guard {
  const mode = user ? privilege.kind : 'none';
  let child: ChildProcess | undefined;
  try {
    child = spawn(
      process.execPath,
      ['-e', GUARD_SCRIPT, mode, String(user?.uid ?? -1), user?.name ?? ''],
      { stdio: ['pipe', 'ignore', 'ignore'], detached: true },
    );
    child.on('error', () => undefined);
    child.stdin!.on('error', () => undefined);
    child.unref();
    (child.stdin as unknown as { unref?: () => void }).unref?.();
  } catch {
    child = undefined;
  }
  const exited = child ? exitOf(child) : undefined;
  const send = (line: string): void => {
    if (child?.stdin?.writable) child.stdin.write(`${line}\n`);
  };
  return {
    track: (pgid) => send(`+${pgid}`),
    untrack: (pgid) => send(`-${pgid}`),
    async close() {
      if (!child || !exited) return;
      child.stdin?.end();
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, GUARD_EXIT_WAIT_MS);
      });
      await Promise.race([exited, waited]);
      clearTimeout(timer);
    },
  };
}
