/**
 * The dependency snapshot: the untracked dependency directories the workflow installed before
 * the run (node_modules, a virtualenv, vendor/bundle) are copied by the harness before the
 * first agent phase into a directory only it can reach. Each verify checkout gets them from
 * there, read-only: an overlay mount where the kernel allows it, else hard links to the
 * snapshot's files (owned by the harness, so the checks cannot write them through a link).
 * The agent's own node_modules, whatever it did to them, never reach the checks. A link to a
 * directory outside the working tree (a shared install of the workflow's) is given as that link.
 */
import { execFile } from 'node:child_process';
import { lstat, mkdir, mkdtemp, realpath, rm, stat, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, sep } from 'node:path';
import { promisify } from 'node:util';
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

/**
 * Copies the dependency directories of the working tree (those the starting commit does not
 * track) into a harness-only directory. Copy-on-write where the file system can (reflink).
 */
export async function snapshotDependencies(
  git: Git,
  startSha: string,
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
      // Links copied as links; the copies are the harness's (the owner is not kept).
      await run('cp', [
        '-dR',
        '--preserve=mode,timestamps,links',
        '--reflink=auto',
        '--',
        join(git.cwd, dir),
        join(home, dir),
      ]);
      // Nobody but the harness writes the snapshot (the checks read it through a mount or links).
      await run('chmod', ['-R', 'go-w', '--', join(home, dir)]);
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
