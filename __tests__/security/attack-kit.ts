/**
 * Shared parts of the security suite: the agent's OS user as the action derives it, the live
 * processes of a user, the forms a token takes, and searching every place a leak could land.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ModelServer } from '../../test-support/model-server.js';

/** The name of the agent's user for a working tree (one user per tree). */
export function agentUserNameFor(workspace: string): string {
  const real = realpathSync(workspace);
  return `ralph-${createHash('sha256').update(real).digest('hex').slice(0, 8)}`;
}

/** uid of a user, or undefined when it does not exist. */
export function uidOf(name: string): number | undefined {
  try {
    const line = execFileSync('getent', ['passwd', name], { encoding: 'utf8' });
    return Number(line.split(':')[2]);
  } catch {
    return undefined;
  }
}

/** Live (non-zombie) processes of a uid. */
export function processesOf(uid: number): number[] {
  const pids: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const status = readFileSync(`/proc/${name}/status`, 'utf8');
      const owner = /^Uid:\s+(\d+)/m.exec(status);
      const zombie = /^State:\s+[ZX]/m.test(status);
      if (owner && Number(owner[1]) === uid && !zombie) pids.push(Number(name));
    } catch {
      // gone
    }
  }
  return pids;
}

/**
 * Live guard processes watching a user's processes (`node -e <guard> <mode> <uid> <name>`). A
 * guard whose harness died ends every process of that user until it has seen none left.
 */
export function guardsOf(name: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      if (args[1] === '-e' && args.at(-2) === name && isAlive(Number(entry))) {
        pids.push(Number(entry));
      }
    } catch {
      // gone
    }
  }
  return pids;
}

export function isAlive(pid: number): boolean {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return !/^State:\s+[ZX]/m.test(status);
  } catch {
    return false;
  }
}

/**
 * Waits until `condition` holds (checking every 50 ms), failing with `what` after `limitMs`. The
 * limit is a safety net for a hung test, not a speed assertion.
 */
export async function waitUntil(
  condition: () => boolean,
  what: string,
  limitMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Done with an agent user: ends its processes and leaves the account to jest's global
 * tear-down. Deleting it now would free its uid, and `useradd --system` hands a freed uid to
 * the next suite's user at once: a guard or exit handler that is still finishing for this
 * user would then kill that suite's processes.
 */
export function retireAgentUser(name: string): void {
  for (const user of [name, `${name}-checks`]) {
    const uid = uidOf(user);
    if (uid === undefined) continue;
    for (const pid of processesOf(uid)) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // gone
      }
    }
  }
}

/** Removes a user and its HOME: for a user the suite is about to create afresh. */
export function removeUser(name: string): void {
  if (uidOf(name) === undefined) return;
  retireAgentUser(name);
  try {
    execFileSync('userdel', ['-r', '-f', name], { stdio: 'ignore' });
  } catch {
    // already gone
  }
}

/** Every form a GitHub token takes on its way into git and HTTP. */
export function tokenForms(token: string): string[] {
  const pair = `x-access-token:${token}`;
  return [token, Buffer.from(pair).toString('base64'), Buffer.from(token).toString('base64')];
}

/** The basic-auth header actions/checkout persists and the harness pushes with. */
export function basicHeader(token: string): string {
  return `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${token}`).toString('base64')}`;
}

/** Every file under `dir` (recursively, links not followed) with its bytes as latin1 text. */
export function filesUnder(dir: string): { path: string; text: string }[] {
  const files: { path: string; text: string }[] = [];
  if (!existsSync(dir)) return files;
  const walk = (current: string): void => {
    for (const name of readdirSync(current)) {
      const path = join(current, name);
      const info = statSync(path, { throwIfNoEntry: false });
      if (!info) continue;
      if (info.isDirectory()) walk(path);
      else if (info.isFile()) files.push({ path, text: readFileSync(path, 'latin1') });
    }
  };
  walk(dir);
  return files;
}

/** Every request body the scripted model received, as text (what the agent sent out). */
export function modelTraffic(model: ModelServer): string {
  return model.requests.map((request) => JSON.stringify(request.body ?? {})).join('\n');
}

/** Where in `places` any of `needles` occurs: `where: needle-index` entries. */
export function leaksIn(places: [string, string][], needles: string[]): string[] {
  const found: string[] = [];
  for (const [where, text] of places) {
    needles.forEach((needle, index) => {
      if (text.includes(needle)) found.push(`${where}: form ${index}`);
    });
  }
  return found;
}

/** The action's stdout without the runner commands that register masks (they name the secret). */
export function logWithoutMaskCommands(stdout: string): string {
  return stdout
    .split('\n')
    .filter((line) => !line.startsWith('::add-mask::'))
    .join('\n');
}

/**
 * A directory every user may write, outside the places each isolated run gets privately
 * (/tmp, /var/tmp, /dev/shm, /run/lock): where the agent or a check leaves what the test reads.
 */
export function sharedScratchDir(prefix: string): string {
  // Only root isolates runs (and may write /run); elsewhere the runs share the ordinary /tmp.
  const base = process.getuid?.() === 0 ? '/run' : tmpdir();
  const dir = mkdtempSync(join(base, prefix));
  chmodSync(dir, 0o1777);
  return dir;
}
