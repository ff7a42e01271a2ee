/**
 * A verify checkout: a fresh copy of one tree object in a harness-owned directory, where the
 * checks run. Its files are written from the blobs as git stores them (no `.gitattributes`
 * filter, encoding or end-of-line conversion), so what the checks ran is byte for byte what is
 * committed; nothing the agent left beside the tree (ignored files, its node_modules, running
 * processes) is there.
 *
 * The tracked files are read-only to the checks: owned by the harness, mode 0444 (0555 when
 * executable). When the checks run as their own user, every directory is the harness's with
 * the checks user's group, group-writable and sticky, so a check can add files (build output)
 * but cannot replace or remove a tracked one. Whatever still changed a tracked file is named
 * by `changedTracked()` (the inode's change time cannot be set back, so a rewrite shows).
 */
import { execFile } from 'node:child_process';
import {
  chmod,
  lchown,
  lstat,
  mkdir,
  mkdtemp,
  open,
  readFile,
  readlink,
  rm,
  symlink,
} from 'node:fs/promises';
import type { Stats } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { blobId } from '../git/tree.js';
import type { Git } from '../git/types.js';
import type { DependencySnapshot } from './dependency-snapshot.js';

const run = promisify(execFile);

/** The user and group the checks run as (when they run as their own user). */
export interface ChecksOwner {
  uid: number;
  gid: number;
}

interface TreeFile {
  path: string;
  mode: string;
  oid: string;
}

interface Identity {
  ino: number;
  ctimeMs: number;
  size: number;
  mode: number;
}

export interface VerifyCheckout {
  /** The checkout's top directory: the checks' working directory. */
  readonly dir: string;
  /** The dependency directories given from the snapshot (e.g. `node_modules`). */
  readonly dependencies: readonly string[];
  /** Tracked files whose content, mode or type changed since the checkout (sorted). */
  changedTracked(): Promise<string[]>;
  /** Removes the checkout (and detaches the dependencies). */
  dispose(): Promise<void>;
}

export interface CheckoutOptions {
  /** The checks' own user: the directories become writable for its group only. */
  owner?: ChecksOwner;
  /** Dependency directories to give the checkout, read-only. */
  dependencies?: DependencySnapshot;
  /** Dependency directories not to give (the candidate installs its own). */
  withoutDependencies?: readonly string[];
}

/** Every entry of `tree`, recursively (files, links, submodules), in git's order. */
async function treeFiles(git: Git, tree: string): Promise<TreeFile[]> {
  const listed = await git.exec(['ls-tree', '-r', '-z', '--full-tree', tree]);
  const files: TreeFile[] = [];
  for (const record of listed.stdout.split('\0')) {
    const tab = record.indexOf('\t');
    if (tab < 0) continue;
    const [mode, , oid] = record.slice(0, tab).split(' ');
    files.push({ path: record.slice(tab + 1), mode: mode!, oid: oid! });
  }
  return files;
}

/** A path git would never write: absolute, or with an empty, `.`, `..` or `.git` part. */
function unsafePath(path: string): boolean {
  return path.split('/').some((part) => ['', '.', '..'].includes(part) || /^\.git$/i.test(part));
}

/** Writes one blob; returns the identity the file has once written (for `changedTracked`). */
async function writeBlob(absolute: string, mode: string, bytes: Buffer): Promise<Identity> {
  if (mode === '120000') {
    await symlink(bytes.toString('utf8'), absolute);
    return identityOf(await lstat(absolute));
  }
  const executable = mode === '100755';
  // wx: never through something already there (a link), never over it.
  const file = await open(absolute, 'wx', 0o600);
  try {
    await file.writeFile(bytes);
    await file.chmod(executable ? 0o555 : 0o444);
    return identityOf(await file.stat());
  } finally {
    await file.close();
  }
}

/**
 * Writes `files` under `dir`; returns the directories made, outermost first, and each written
 * file's identity.
 */
async function writeFiles(
  git: Git,
  dir: string,
  files: readonly TreeFile[],
): Promise<{ dirs: string[]; identities: Map<string, Identity> }> {
  const dirs = new Set<string>();
  const byOid = new Map<string, TreeFile[]>();
  for (const file of files) {
    if (unsafePath(file.path)) throw new Error(`refusing to check out the path ${file.path}`);
    for (let d = dirname(file.path); d !== '.'; d = dirname(d)) dirs.add(d);
    if (file.mode === '160000') {
      dirs.add(file.path); // a submodule: an empty directory, as a checkout without it has
      continue;
    }
    const same = byOid.get(file.oid);
    if (same) same.push(file);
    else byOid.set(file.oid, [file]);
  }
  const ordered = [...dirs].sort((a, b) => a.length - b.length || a.localeCompare(b));
  for (const d of ordered) await mkdir(join(dir, d), { recursive: true });
  const identities = new Map<string, Identity>();
  await git.readBlobs([...byOid.keys()], async (oid, bytes) => {
    for (const file of byOid.get(oid) ?? [])
      identities.set(file.path, await writeBlob(join(dir, file.path), file.mode, bytes));
  });
  return { dirs: ordered, identities };
}

/**
 * Writes the files of `tree` under `dir` (an existing, empty directory) as the checkouts do:
 * blobs as stored, read-only, no `.git`. The reviewer's copy is made this way.
 */
export async function writeTree(git: Git, tree: string, dir: string): Promise<void> {
  await writeFiles(git, dir, await treeFiles(git, tree));
}

function identityOf(info: Stats): Identity {
  return { ino: info.ino, ctimeMs: info.ctimeMs, size: info.size, mode: info.mode };
}

async function identityAt(path: string): Promise<Identity | undefined> {
  const info = await lstat(path).catch(() => undefined);
  return info && identityOf(info);
}

/** Whether the file at `absolute` is still `file`'s blob, as a link or (non-)executable file. */
async function holdsBlob(absolute: string, file: TreeFile): Promise<boolean> {
  const info = await lstat(absolute).catch(() => undefined);
  if (!info) return false;
  if (file.mode === '120000') {
    if (!info.isSymbolicLink()) return false;
    return blobId(Buffer.from(await readlink(absolute), 'utf8'), file.oid) === file.oid;
  }
  if (!info.isFile() || ((info.mode & 0o111) !== 0) !== (file.mode === '100755')) return false;
  return blobId(await readFile(absolute), file.oid) === file.oid;
}

/** Directories the checks user may add to (group-writable, sticky), everything else read-only. */
async function handToChecks(
  top: string,
  dirs: readonly string[],
  owner: ChecksOwner,
): Promise<void> {
  const all = [top, ...dirs.map((d) => join(top, d))];
  const root = process.getuid?.() === 0;
  if (root) {
    for (const d of all) await lchown(d, 0, owner.gid);
  } else {
    for (let i = 0; i < all.length; i += 200)
      await run('sudo', ['-n', 'chgrp', '-h', String(owner.gid), '--', ...all.slice(i, i + 200)]);
  }
  for (const d of all) await chmod(d, 0o1770);
}

/**
 * A fresh checkout of `tree` in a new harness-owned directory, with the dependency snapshot
 * attached. The caller disposes of it.
 */
export async function checkoutTree(
  git: Git,
  tree: string,
  options: CheckoutOptions = {},
): Promise<VerifyCheckout> {
  const base = await mkdtemp(join(tmpdir(), 'ralph-verify-'));
  await chmod(base, 0o711);
  const dir = join(base, 'tree');
  await mkdir(dir, { mode: 0o755 });
  const detach: (() => Promise<void>)[] = [];
  const dispose = async (): Promise<void> => {
    for (const undo of detach.reverse()) await undo().catch(() => undefined);
    detach.length = 0;
    await removeAll(base);
  };
  try {
    const files = await treeFiles(git, tree);
    const { dirs, identities } = await writeFiles(git, dir, files);
    if (options.owner) await handToChecks(dir, dirs, options.owner);
    const given: string[] = [];
    if (options.dependencies) {
      const skip = new Set(options.withoutDependencies ?? []);
      for (const dep of options.dependencies.dirs) {
        if (
          skip.has(dep) ||
          identities.has(dep) ||
          [...identities.keys()].some((p) => p.startsWith(`${dep}/`))
        )
          continue; // the tree has its own
        detach.push(await options.dependencies.attach(dep, join(dir, dep), base));
        given.push(dep);
      }
    }
    return {
      dir,
      dependencies: given,
      async changedTracked() {
        const changed: string[] = [];
        for (const file of files) {
          if (file.mode === '160000') continue;
          const absolute = join(dir, file.path);
          const was = identities.get(file.path);
          const now = await identityAt(absolute);
          const untouched =
            was !== undefined &&
            now !== undefined &&
            now.ino === was.ino &&
            now.ctimeMs === was.ctimeMs &&
            now.size === was.size &&
            now.mode === was.mode;
          // Touched: still the same only when it holds the same blob, as the same kind of file.
          if (!untouched && !(await holdsBlob(absolute, file))) changed.push(file.path);
        }
        return changed.sort();
      },
      dispose,
    };
  } catch (error) {
    await dispose();
    throw error;
  }
}

/** Removes a tree whatever modes the checks left in it (a read-only directory included). */
async function removeAll(path: string): Promise<void> {
  try {
    await rm(path, { recursive: true, force: true, maxRetries: 2 });
  } catch {
    await run('chmod', ['-R', 'u+rwX', '--', path]).catch(() => undefined);
    await rm(path, { recursive: true, force: true, maxRetries: 2 });
  }
}
