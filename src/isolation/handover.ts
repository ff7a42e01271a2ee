/**
 * Who may touch what. The working tree is handed to the agent's user for its phase and taken
 * back afterwards; `.git` and `.ralph` stay the harness's throughout (the agent may read them,
 * never write them). The top directory stays the harness's too, group-writable for the agent
 * with the sticky bit, so the agent can add files there but cannot rename or replace `.git`
 * or `.ralph`. Directories on the way to the tree become traversable (never listable), and the
 * harness's private places (its HOME, RUNNER_TEMP) are closed for the run.
 */
import { chmodSync, lchownSync, lstatSync, readdirSync, type Stats } from 'node:fs';
import { lstat, readdir, realpath } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { runPrivileged } from './privileged.js';
import type { AgentUser, Privilege } from './types.js';

/** Top-level entries that stay the harness's while the agent works. */
export const HARNESS_ENTRIES = ['.git', '.ralph'];

export interface Owner {
  uid: number;
  gid: number;
}

/** A permission the harness changed, to put back at the end. */
export interface ChangedMode {
  path: string;
  mode: number;
  gid?: number;
}

async function topEntries(workspace: string, except: string[]): Promise<string[]> {
  const names = await readdir(workspace);
  return names.filter((name) => !except.includes(name)).map((name) => join(workspace, name));
}

/**
 * A file whose owner never changes: a regular file with other links that root or the harness
 * owns. The dependency snapshot shares such files with the working tree (see
 * engine/dependency-snapshot.ts): handed to the agent, the agent could write the checks'
 * dependencies through them. It also keeps a link the agent made to a file of root's from
 * ever being given away.
 */
function keepsOwner(info: Stats): boolean {
  return info.isFile() && info.nlink > 1 && (info.uid === 0 || info.uid === process.getuid?.());
}

/**
 * Changes the owner of every path and everything under it, never following a link (a link is
 * changed itself), except the files that keep their owner (keepsOwner). As root this is done
 * in-process; through sudo, with `find -P ... -exec chown -h`.
 */
async function chownTree(privilege: Privilege, owner: Owner, paths: string[]): Promise<void> {
  if (privilege.kind === 'root') {
    const stack = [...paths];
    while (stack.length > 0) {
      const path = stack.pop()!;
      let info;
      try {
        info = lstatSync(path);
      } catch {
        continue; // gone meanwhile
      }
      if ((info.uid !== owner.uid || info.gid !== owner.gid) && !keepsOwner(info))
        lchownSync(path, owner.uid, owner.gid);
      if (info.isDirectory()) for (const name of readdirSync(path)) stack.push(join(path, name));
    }
    return;
  }
  for (let i = 0; i < paths.length; i += 200) {
    const harness = process.getuid?.() ?? 0;
    await runPrivileged(privilege, [
      'find',
      '-P',
      ...paths.slice(i, i + 200),
      '(',
      '-type',
      'f',
      '-links',
      '+1',
      '(',
      '-uid',
      '0',
      '-o',
      '-uid',
      String(harness),
      ')',
      ')',
      '-o',
      '-exec',
      'chown',
      '-h',
      '--',
      `${owner.uid}:${owner.gid}`,
      '{}',
      '+',
    ]);
  }
}

/** Sets the top directory's group and mode. */
async function setTop(
  privilege: Privilege,
  workspace: string,
  owner: Owner,
  mode: number,
): Promise<void> {
  if (privilege.kind === 'root') {
    lchownSync(workspace, owner.uid, owner.gid);
    chmodSync(workspace, mode);
    return;
  }
  await runPrivileged(privilege, ['chgrp', '-h', String(owner.gid), workspace]);
  await runPrivileged(privilege, ['chmod', octal(mode), workspace]);
}

function octal(mode: number): string {
  return (mode & 0o7777).toString(8).padStart(4, '0');
}

/** Hands the working tree to the agent's user; returns the top directory's mode to restore. */
export async function grantTree(
  privilege: Privilege,
  workspace: string,
  user: AgentUser,
): Promise<ChangedMode> {
  const top = await lstat(workspace);
  await chownTree(privilege, user, await topEntries(workspace, HARNESS_ENTRIES));
  await setTop(privilege, workspace, { uid: top.uid, gid: user.gid }, (top.mode & 0o755) | 0o1070);
  return { path: workspace, mode: top.mode & 0o7777, gid: top.gid };
}

/** Takes the tree back (every entry but .git, whatever the agent made of it). */
export async function reclaimTree(
  privilege: Privilege,
  workspace: string,
  harness: Owner,
  top: ChangedMode | undefined,
): Promise<void> {
  await chownTree(privilege, harness, await topEntries(workspace, ['.git']));
  if (top) {
    const current = await lstat(workspace);
    await setTop(privilege, workspace, { uid: current.uid, gid: top.gid ?? harness.gid }, top.mode);
  }
}

/** `path` and every directory above it, top first. */
export function ancestorsOf(path: string): string[] {
  const chain: string[] = [];
  for (let current = path; ; current = dirname(current)) {
    chain.unshift(current);
    if (dirname(current) === current) break;
  }
  return chain;
}

/** Whether `path` is `dir` or inside it. */
export function isWithin(path: string, dir: string): boolean {
  const rel = relative(dir, path);
  return rel === '' || (!rel.startsWith('..') && !rel.startsWith(sep) && rel !== '..');
}

/**
 * Makes every directory above each open path traversable by others (x only: the agent can
 * reach what it is given by name, not list the directories on the way).
 */
export async function openWays(privilege: Privilege, openPaths: string[]): Promise<ChangedMode[]> {
  const changed: ChangedMode[] = [];
  const done = new Set<string>();
  for (const open of openPaths) {
    for (const dir of ancestorsOf(open).slice(0, -1)) {
      if (done.has(dir)) continue;
      done.add(dir);
      const info = await lstat(dir);
      if (!info.isDirectory() || (info.mode & 0o001) !== 0) continue;
      await runPrivileged(privilege, ['chmod', 'o+x', dir]);
      changed.push({ path: dir, mode: info.mode & 0o7777 });
    }
  }
  return changed;
}

/**
 * Closes the harness's private places for the run: a private directory that holds none of the
 * open paths becomes owner-only; one that does (the runner's HOME holds the workspace on
 * GitHub-hosted runners) keeps only traversal, and its other entries become owner-only.
 */
export async function closePrivate(
  privilege: Privilege,
  privatePaths: string[],
  openPaths: string[],
): Promise<ChangedMode[]> {
  const changed: ChangedMode[] = [];
  const tighten = async (path: string, keepTraverse: boolean): Promise<void> => {
    let info;
    try {
      info = await lstat(path);
    } catch {
      return;
    }
    if (info.isSymbolicLink()) return;
    const mode = info.mode & 0o7777;
    const next = keepTraverse ? (mode & ~0o066) | 0o001 : mode & ~0o077;
    if (next === mode) return;
    await runPrivileged(privilege, ['chmod', octal(next), path]);
    changed.push({ path, mode });
  };
  for (const raw of privatePaths) {
    let dir: string;
    try {
      dir = await realpath(raw);
    } catch {
      continue;
    }
    const inside = openPaths.filter((open) => isWithin(open, dir));
    if (inside.some((open) => isWithin(dir, open))) continue; // the private path is itself open
    if (inside.length === 0) {
      await tighten(dir, false);
      continue;
    }
    // Walk down towards each open path, closing the side entries on the way.
    const onTheWay = new Set<string>();
    for (const open of inside) for (const step of ancestorsOf(open)) onTheWay.add(step);
    const walk = async (current: string): Promise<void> => {
      await tighten(current, true);
      for (const name of await readdir(current)) {
        const entry = join(current, name);
        if (inside.includes(entry)) continue;
        if (onTheWay.has(entry)) await walk(entry);
        else await tighten(entry, false);
      }
    };
    await walk(dir);
  }
  return changed;
}

/** Puts back the modes (and groups) changed, last change first. */
export async function restoreModes(privilege: Privilege, changed: ChangedMode[]): Promise<void> {
  for (const entry of [...changed].reverse()) {
    try {
      if (entry.gid !== undefined)
        await runPrivileged(privilege, ['chgrp', '-h', String(entry.gid), entry.path]);
      await runPrivileged(privilege, ['chmod', octal(entry.mode), entry.path]);
    } catch {
      // the path is gone: nothing to restore
    }
  }
}
