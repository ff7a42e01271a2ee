/**
 * The agent's own OS user: created on demand (useradd), with its own HOME that holds what git
 * and Claude Code need there. One user per working tree, so two runners on one machine never
 * end each other's agents, and the next run in the same tree finds its predecessor's leftovers.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { privilegedArgv, runCommand, runPrivileged } from './privileged.js';
import type { AgentUser, Privilege } from './types.js';

/** `ralph-` and 8 hex digits of the working tree's path: short, stable, a valid user name. */
export function agentUserName(workspace: string): string {
  return `ralph-${createHash('sha256').update(workspace).digest('hex').slice(0, 8)}`;
}

/** Parses one /etc/passwd line (as `getent passwd` prints it). */
export function parsePasswdLine(line: string): AgentUser | undefined {
  const fields = line.trim().split(':');
  if (fields.length < 7) return undefined;
  const uid = Number(fields[2]);
  const gid = Number(fields[3]);
  if (!Number.isInteger(uid) || !Number.isInteger(gid)) return undefined;
  return { name: fields[0]!, uid, gid, home: fields[5]! };
}

export async function lookupUser(name: string): Promise<AgentUser | undefined> {
  const result = await runCommand('getent', ['passwd', name]);
  return result.exitCode === 0 ? parsePasswdLine(result.stdout) : undefined;
}

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The uids the harness gives its users: a range of its own, far from the system's (below
 * 1000), people's (1000-60000), systemd's dynamic and container ranges' usual picks, and below
 * 2^31. `useradd --system` would hand out the uid of a user deleted earlier, and with it every
 * file that user left: the next agent would own an earlier agent's files.
 */
export const AGENT_UID_BASE = 1_900_000_000;
export const AGENT_UID_SPAN = 1_000_000;
/** The world-writable places of a Linux host, where a uid's leftovers are looked for. */
export const LEFTOVER_PLACES = ['/tmp', '/var/tmp', '/dev/shm', '/run/lock'];

/** The useradd command line for the agent's user: a system user with its own group and HOME. */
export function useraddArgv(name: string, id?: number): string[] {
  return [
    'useradd',
    '--system',
    // Its group is made first with the same id (groupaddArgv): a reused gid is a channel too.
    ...(id === undefined
      ? ['--user-group']
      : ['--uid', String(id), '--gid', String(id), '--no-user-group', '--no-log-init']),
    '--create-home',
    '--home-dir',
    `/home/${name}`,
    '--shell',
    '/bin/sh',
    '--comment',
    'ralph-action agent',
    name,
  ];
}

/** The group of a user made with an id from the harness's range. */
export function groupaddArgv(name: string, id: number): string[] {
  return ['groupadd', '--system', '--gid', String(id), name];
}

/** Whether any user or group has this id. */
async function idTaken(id: number): Promise<boolean> {
  const user = await runCommand('getent', ['passwd', String(id)]);
  const group = await runCommand('getent', ['group', String(id)]);
  return user.exitCode === 0 || group.exitCode === 0;
}

/** Whether `uid` still owns a file in the world-writable places (a deleted user's leftovers). */
export async function uidOwnsFiles(privilege: Privilege, uid: number): Promise<boolean> {
  const places = LEFTOVER_PLACES.filter((place) => existsSync(place));
  if (places.length === 0) return false;
  const [command, ...args] = privilegedArgv(privilege, [
    'find',
    '-P',
    ...places,
    '-xdev',
    '-uid',
    String(uid),
    '-print',
    '-quit',
  ]);
  return (await runCommand(command!, args)).stdout.trim() !== '';
}

/**
 * The uid for a new user: from the harness's range, starting at a place derived from the name
 * (stable for one working tree), skipping every id a user or group has and every uid that
 * still owns files in the world-writable places.
 */
export async function pickAgentUid(
  privilege: Privilege,
  name: string,
  ownsFiles: (uid: number) => Promise<boolean> = (uid) => uidOwnsFiles(privilege, uid),
): Promise<number> {
  const start = parseInt(createHash('sha256').update(name).digest('hex').slice(0, 8), 16);
  for (let step = 0; step < 1000; step++) {
    const uid = AGENT_UID_BASE + ((start + step) % AGENT_UID_SPAN);
    if (await idTaken(uid)) continue;
    if (await ownsFiles(uid)) continue;
    return uid;
  }
  throw new Error(`no free uid for ${name} in ${AGENT_UID_BASE}+${AGENT_UID_SPAN}`);
}

/** The id of the user's own group: made with a fresh id, or one left in range by an earlier try. */
async function agentGroup(privilege: Privilege, name: string): Promise<number> {
  const group = await runCommand('getent', ['group', name]);
  if (group.exitCode === 0) {
    const gid = Number(group.stdout.split(':')[2]);
    const inRange = gid >= AGENT_UID_BASE && gid < AGENT_UID_BASE + AGENT_UID_SPAN;
    const userHasIt = (await runCommand('getent', ['passwd', String(gid)])).exitCode === 0;
    if (inRange && !userHasIt) return gid;
    // A group of this name from another scheme: its id may be a reused one.
    await runPrivileged(privilege, ['groupdel', name]);
  }
  const id = await pickAgentUid(privilege, name);
  await runPrivileged(privilege, groupaddArgv(name, id));
  return id;
}

/**
 * The user, created when missing, with a uid no user had before (pickAgentUid). useradd is
 * retried while another one holds the lock.
 */
export async function ensureAgentUser(privilege: Privilege, name: string): Promise<AgentUser> {
  const existing = await lookupUser(name);
  if (existing) return existing;
  let lastError: unknown;
  for (let tries = 0; tries < 30; tries++) {
    try {
      await runPrivileged(privilege, useraddArgv(name, await agentGroup(privilege, name)));
      break;
    } catch (error) {
      lastError = error;
      if (await lookupUser(name)) break; // created by a concurrent run
      if (!/lock|try again|not unique|in use/i.test((error as Error).message)) throw error;
      await pause(100);
    }
  }
  const created = await lookupUser(name);
  if (!created) throw new Error(`could not create the user ${name}: ${String(lastError)}`);
  return created;
}

/** A ~/.gitconfig that lets the agent's git read the harness-owned repository. */
export function agentGitConfig(workspace: string): string {
  return ['[safe]', `\tdirectory = ${workspace}`, '[user]', '\tname = ralph agent', ''].join('\n');
}

/**
 * Empties the HOME (what an earlier run's agent left there, on a runner that persists, must not
 * reach this one), owns it (mode 0700) and writes its ~/.gitconfig. `install` sets owner and mode in one
 * step, so the file never exists with the harness's ownership inside the agent's HOME.
 */
export async function seedHome(
  privilege: Privilege,
  user: AgentUser,
  workspace: string,
): Promise<void> {
  // Only the HOME this module creates (a user found with another HOME keeps it).
  if (user.home === `/home/${user.name}`) {
    await runPrivileged(privilege, ['rm', '-rf', '--one-file-system', '--', user.home]);
  }
  await runPrivileged(privilege, ['mkdir', '-p', user.home]);
  await runPrivileged(privilege, ['chown', `${user.uid}:${user.gid}`, user.home]);
  await runPrivileged(privilege, ['chmod', '0700', user.home]);
  const dir = await mkdtemp(join(tmpdir(), 'ralph-seed-'));
  try {
    const file = join(dir, 'gitconfig');
    await writeFile(file, agentGitConfig(workspace), { mode: 0o600 });
    // rm first: a link the agent left in its HOME is removed, never written through.
    await runPrivileged(privilege, ['rm', '-f', join(user.home, '.gitconfig')]);
    await runPrivileged(privilege, [
      'install',
      '-o',
      String(user.uid),
      '-g',
      String(user.gid),
      '-m',
      '0644',
      file,
      join(user.home, '.gitconfig'),
    ]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
