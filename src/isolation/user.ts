/**
 * The agent's own OS user: created on demand (useradd), with its own HOME that holds what git
 * and Claude Code need there. One user per working tree, so two runners on one machine never
 * end each other's agents, and the next run in the same tree finds its predecessor's leftovers.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCommand, runPrivileged } from './privileged.js';
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

/** The useradd command line for the agent's user: a system user with its own group and HOME. */
export function useraddArgv(name: string): string[] {
  return [
    'useradd',
    '--system',
    '--user-group',
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

/** The user, created when missing. useradd is retried while another one holds the lock. */
export async function ensureAgentUser(privilege: Privilege, name: string): Promise<AgentUser> {
  const existing = await lookupUser(name);
  if (existing) return existing;
  let lastError: unknown;
  for (let tries = 0; tries < 30; tries++) {
    try {
      await runPrivileged(privilege, useraddArgv(name));
      break;
    } catch (error) {
      lastError = error;
      if (await lookupUser(name)) break; // created by a concurrent run
      if (!/lock|try again/i.test((error as Error).message)) throw error;
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
