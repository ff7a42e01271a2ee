/**
 * The dependency snapshot: the untracked dependency directories the workflow installed before
 * the run (node_modules, a virtualenv, vendor/bundle) are taken by the harness before the
 * first agent phase into a directory only it can reach. Each verify checkout gets them from
 * there, read-only: an overlay mount where the kernel allows it, else hard links to the
 * snapshot's files (owned by the harness, so the checks cannot write them through a link).
 * The agent's own node_modules, whatever it did to them, never reach the checks. A link to a
 * directory outside the working tree (a shared install of the workflow's) is given as that link.
 *
 * How the snapshot holds the files:
 * - Shared (when the agent and the checks run as users of their own): the snapshot's
 *   directories are new and the harness's; its files are hard links to the working tree's own
 *   files, so 300 MB of node_modules is taken in the time of its directory entries, not of its
 *   bytes. A link shares the file itself (its bytes, owner and mode), so a file is linked only
 *   when no one but root and the harness can ever write it: a regular file owned by root or by
 *   the harness's user, writable by neither its group nor others. The hand-over never gives such
 *   a file to the agent (isolation/handover.ts leaves a file with other links that root or the
 *   harness owns as it is), so the agent can remove it or put another file at its path (its
 *   directories are its own), which changes nothing here, and cannot write, truncate, chmod or
 *   chown the file the snapshot holds. The other way round, nothing writes the snapshot: it is
 *   given to the checks through an overlay (a write copies the file up, into the checkout's
 *   own layer) or through links the checks' user cannot write either. Every other file (the
 *   agent's, another user's, a group- or world-writable one, or on another file system) is
 *   copied.
 * - Copied (without isolation, where the agent is the harness's user and could write through
 *   any link): every file is copied.
 */
import { execFile } from 'node:child_process';
import {
  chmodSync,
  constants,
  copyFileSync,
  linkSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readlinkSync,
  symlinkSync,
  utimesSync,
  type Stats,
} from 'node:fs';
import { lstat, mkdir, mkdtemp, realpath, rm, stat, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, sep } from 'node:path';
import { promisify } from 'node:util';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Git } from '../git/types.js';

const run = promisify(execFile);

/** Where the package managers install a project's dependencies, from the top. */
export const DEPENDENCY_DIRS = ['node_modules', '.venv', 'venv', 'vendor/bundle'] as const;

export interface DependencySnapshot {
  /** The snapshotted directories, from the top (e.g. `node_modules`). */
  readonly dirs: readonly string[];
  /**
   * Gives the snapshot of `dir` at `target` (absent yet), read-only; `scratch` is a
   * harness-owned directory for the mount's work. Returns how to take it away again.
   */
  attach(dir: string, target: string, scratch: string): Promise<() => Promise<void>>;
  dispose(): Promise<void>;
}

export const NO_DEPENDENCIES: DependencySnapshot = {
  dirs: [],
  attach: async () => async () => undefined,
  dispose: async () => undefined,
};

type Found = { dir: string; kind: 'copy' } | { dir: string; kind: 'link'; target: string };

/**
 * What `dir` is, when the starting commit does not track it: a real directory (copied), or a
 * link to a directory outside the working tree (the workflow's shared install, which the
 * agent's user cannot write: given as the same link). A link into the tree is not taken.
 */
async function dependencyDir(git: Git, startSha: string, dir: string): Promise<Found | undefined> {
  const path = join(git.cwd, dir);
  const info = await lstat(path).catch(() => undefined);
  if (!info) return undefined;
  const tracked = await git.exec(['ls-tree', '--name-only', startSha, '--', dir]);
  if (tracked.stdout.trim() !== '') return undefined;
  if (info.isDirectory()) return { dir, kind: 'copy' };
  if (!info.isSymbolicLink()) return undefined;
  const target = await realpath(path).catch(() => undefined);
  const top = await realpath(git.cwd);
  if (!target || target === top || target.startsWith(`${top}${sep}`)) return undefined;
  if (!(await stat(target)).isDirectory()) return undefined;
  return { dir, kind: 'link', target };
}

let overlayWorks: boolean | undefined;

async function mountOverlay(snapshot: string, target: string, scratch: string): Promise<boolean> {
  if (overlayWorks === false || process.getuid?.() !== 0) return false;
  const work = await mkdtemp(join(scratch, 'overlay-'));
  await mkdir(join(work, 'upper'));
  await mkdir(join(work, 'work'));
  const options = `lowerdir=${snapshot},upperdir=${join(work, 'upper')},workdir=${join(work, 'work')}`;
  try {
    await run('mount', ['-t', 'overlay', 'overlay', '-o', options, target]);
    overlayWorks = true;
    return true;
  } catch {
    overlayWorks = false;
    return false;
  }
}

/** A file no one but root and the harness can write: safe to share with the working tree. */
function shareable(info: Stats): boolean {
  const owner = info.uid === 0 || info.uid === process.getuid?.();
  // Never a set-id file: the copy drops those bits, a link could not.
  return info.isFile() && owner && (info.mode & 0o6022) === 0;
}

/**
 * Takes the tree at `from` into `to` (absent yet): new directories, links kept as links, files
 * linked when `share` allows and they are shareable, else copied (mode and times kept).
 * Nothing in `to` is writable by group or others, nor set-id. Sockets, pipes and devices are left out.
 */
async function takeTree(from: string, to: string, share: boolean): Promise<void> {
  let linking = share;
  const takeFile = (source: string, target: string, info: Stats): void => {
    if (linking && shareable(info)) {
      try {
        linkSync(source, target);
        return;
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        // Another file system: copy from here on. Not allowed to link this one (a file of
        // root's, for a harness that is not root, under fs.protected_hardlinks): copy it.
        if (code === 'EXDEV') linking = false;
        else if (code !== 'EPERM' && code !== 'EACCES') throw error;
      }
    }
    copyFileSync(source, target, constants.COPYFILE_FICLONE);
    chmodSync(target, info.mode & 0o755);
    utimesSync(target, info.atime, info.mtime);
  };
  const dirs: [string, string, Stats][] = [];
  const stack: [string, string][] = [[from, to]];
  while (stack.length > 0) {
    const [source, target] = stack.pop()!;
    const info = lstatSync(source);
    mkdirSync(target, { mode: 0o700 });
    dirs.push([source, target, info]);
    for (const name of readdirSync(source)) {
      const entry = join(source, name);
      const into = join(target, name);
      const each = lstatSync(entry);
      if (each.isDirectory()) stack.push([entry, into]);
      else if (each.isSymbolicLink()) symlinkSync(readlinkSync(entry), into);
      else if (each.isFile()) takeFile(entry, into, each);
    }
    await nextTurn(); // one directory at a time: the harness's timers keep running
  }
  // Modes last, so a read-only directory was still writable while it was filled.
  for (const [, target, info] of dirs.reverse()) {
    chmodSync(target, info.mode & 0o755);
    utimesSync(target, info.atime, info.mtime);
  }
}

export interface SnapshotOptions {
  /**
   * The agent and the checks run as users of their own: the snapshot may share the files no
   * one but root and the harness can write (see the top of this file). Default: copy them all.
   */
  shareFiles?: boolean;
}

/**
 * Takes the dependency directories of the working tree (those the starting commit does not
 * track) into a harness-only directory: shared or copied files, see the top of this file.
 */
export async function snapshotDependencies(
  git: Git,
  startSha: string,
  options: SnapshotOptions = {},
): Promise<DependencySnapshot> {
  const found: Found[] = [];
  for (const dir of DEPENDENCY_DIRS) {
    const dependency = await dependencyDir(git, startSha, dir);
    if (dependency) found.push(dependency);
  }
  if (found.length === 0) return NO_DEPENDENCIES;
  const links = new Map(found.flatMap((f) => (f.kind === 'link' ? [[f.dir, f.target]] : [])));
  const home = await mkdtemp(join(tmpdir(), 'ralph-deps-'));
  try {
    for (const { dir } of found.filter((f) => f.kind === 'copy')) {
      await mkdir(dirname(join(home, dir)), { recursive: true });
      await takeTree(join(git.cwd, dir), join(home, dir), options.shareFiles === true);
    }
  } catch (error) {
    await rm(home, { recursive: true, force: true });
    throw error;
  }
  return {
    dirs: found.map((f) => f.dir),
    async attach(dir, target, scratch) {
      const link = links.get(dir);
      if (link !== undefined) {
        await mkdir(dirname(target), { recursive: true });
        await symlink(link, target);
        return async () => undefined;
      }
      const snapshot = join(home, dir);
      await mkdir(target, { recursive: true });
      if (await mountOverlay(snapshot, target, scratch)) {
        return async () => {
          await run('umount', [target]).catch(() => run('umount', ['-l', target]));
        };
      }
      await rm(target, { recursive: true, force: true });
      await run('cp', ['-dR', '--link', '--', snapshot, target]);
      return async () => undefined;
    },
    async dispose() {
      await rm(home, { recursive: true, force: true });
    },
  };
}
