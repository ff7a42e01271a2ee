/**
 * The seal: the repository's git configuration, hooks and attribute files as they were before
 * the agent first ran, put back before every harness git command.
 *
 * Why construction and not a blacklist: git runs programs named by configuration in many places
 * (hooks, `core.hooksPath`, `core.fsmonitor`, filter/diff/merge drivers chosen by attributes,
 * `core.sshCommand`, credential helpers, `gpg.program`, remote helpers, includes of further
 * files...), and new git versions add more. Listing them all is a race; instead every file in
 * the git directory that holds configuration or programs is restored to its sealed content, so
 * whatever the agent wrote there simply does not exist when the harness runs git.
 *
 * The global configuration (a file in the agent's HOME when it runs as the same user) is pinned
 * the same way: a flattened copy taken when sealing, includes resolved, is what harness
 * commands read (GIT_CONFIG_GLOBAL).
 * The system configuration is left alone: only root can write it.
 */
import type { BigIntStats } from 'node:fs';
import { lstat, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { runGit } from './run-git.js';
import { nestedGitEntries, type NestedGitEntries } from './tree-hazards.js';

interface FileState {
  content: Buffer;
  mode: number;
}

/** A regular file (or its absence) at an absolute path. */
interface SealedFile {
  path: string;
  state?: FileState;
}

/** A directory (e.g. hooks) whose every entry is sealed; absent when `files` is undefined. */
interface SealedDir {
  path: string;
  files?: Map<string, FileState>;
}

export interface GitSeal {
  /** The pinned copy of the global configuration, for GIT_CONFIG_GLOBAL. */
  readonly globalConfig: string;
  /** The nested `.git` entries of the tree when sealed (checked-out submodules). */
  readonly nested: NestedGitEntries;
  /** Puts every sealed file back; returns what had changed (paths relative to the repository). */
  restore(): Promise<string[]>;
  /** Takes a new snapshot (after the harness itself changed the configuration). */
  refresh(): Promise<void>;
  /** Restores one last time and removes the pinned copy. */
  release(): Promise<string[]>;
}

export interface SealOptions {
  /** The working tree (for reporting paths). */
  cwd: string;
  /** `git rev-parse --absolute-git-dir`. */
  gitDir: string;
  /** `git rev-parse --git-common-dir`, absolute. */
  commonDir: string;
  /** The environment git would see (GIT_CONFIG_GLOBAL, XDG_CONFIG_HOME, HOME). */
  env: NodeJS.ProcessEnv;
}

async function readState(path: string): Promise<FileState | undefined> {
  try {
    const info = await lstat(path);
    if (!info.isFile()) return undefined;
    return { content: await readFile(path), mode: info.mode & 0o777 };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Regular files under `dir`, by relative path; undefined when `dir` is not a real directory. */
async function readDir(dir: string): Promise<Map<string, FileState> | undefined> {
  const info = await lstat(dir).catch(() => undefined);
  if (!info?.isDirectory()) return undefined;
  const files = new Map<string, FileState>();
  const walk = async (current: string): Promise<void> => {
    for (const entry of await readdir(current, { withFileTypes: true })) {
      const full = join(current, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (entry.isFile()) files.set(relative(dir, full), (await readState(full))!);
    }
  };
  await walk(dir);
  return files;
}

function sameState(a: FileState | undefined, b: FileState | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  return a.mode === b.mode && a.content.equals(b.content);
}

/** Whatever is at `path` (file, link, directory) is removed without following links. */
async function removeEntry(path: string): Promise<boolean> {
  const info = await lstat(path).catch(() => undefined);
  if (!info) return false;
  await rm(path, { recursive: true, force: true });
  return true;
}

/**
 * Files known to hold their sealed content, by a signature of their inode: a write, a rename
 * over them or a new file changes the inode number or the change time (which no program can
 * set back), so an unchanged signature needs no read.
 */
const verified = new Map<string, string>();

function signature(info: BigIntStats): string {
  return `${info.dev}:${info.ino}:${info.size}:${info.ctimeNs}:${info.mode}`;
}

async function restoreFile(path: string, state: FileState | undefined): Promise<boolean> {
  const current = await lstat(path, { bigint: true }).catch(() => undefined);
  if (state === undefined) return removeEntry(path);
  if (current?.isFile()) {
    const sig = signature(current);
    if (verified.get(path) === sig) return false;
    if (sameState(await readState(path), state)) {
      verified.set(path, sig);
      return false;
    }
  }
  verified.delete(path);
  await removeEntry(path);
  await writeFile(path, state.content, { mode: state.mode, flag: 'wx' });
  return true;
}

async function restoreDir(sealed: SealedDir): Promise<string[]> {
  const changed: string[] = [];
  if (sealed.files === undefined) {
    if (await removeEntry(sealed.path)) changed.push(sealed.path);
    return changed;
  }
  const info = await lstat(sealed.path).catch(() => undefined);
  if (!info?.isDirectory()) {
    await removeEntry(sealed.path);
    await mkdir(sealed.path);
    changed.push(sealed.path);
  }
  // Entries that are neither sealed files nor directories on the way to one (links, fifos...).
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      const rel = relative(sealed.path, full);
      const keep = entry.isDirectory()
        ? [...sealed.files!.keys()].some((k) => k.startsWith(`${rel}/`))
        : entry.isFile() && sealed.files!.has(rel);
      if (!keep) {
        await rm(full, { recursive: true, force: true });
        changed.push(full);
      } else if (entry.isDirectory()) await walk(full);
    }
  };
  await walk(sealed.path);
  for (const [rel, state] of sealed.files) {
    const full = join(sealed.path, rel);
    if (rel.includes('/')) await mkdir(join(full, '..'), { recursive: true });
    if (await restoreFile(full, state)) changed.push(full);
  }
  return changed;
}

function quoteValue(value: string): string {
  const escaped = value
    .replace(/\\/g, '\\\\')
    .replace(/"/g, '\\"')
    .replace(/\n/g, '\\n')
    .replace(/\t/g, '\\t');
  return `"${escaped}"`;
}

/** `section.sub.section.name` as a config file entry. */
function configEntry(key: string, value: string): string | undefined {
  const first = key.indexOf('.');
  const last = key.lastIndexOf('.');
  if (first < 0) return undefined;
  const section = key.slice(0, first);
  const name = key.slice(last + 1);
  const sub = first === last ? undefined : key.slice(first + 1, last);
  const header =
    sub === undefined
      ? `[${section}]`
      : `[${section} "${sub.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"]`;
  return `${header}\n\t${name} = ${quoteValue(value)}\n`;
}

/**
 * The global configuration as it is now, flattened: every include resolved at sealing time,
 * and no include left, so a file the agent writes later (an included `~/.gitconfig.local`)
 * is never read by a harness command.
 */
async function pinGlobal(cwd: string, env: NodeJS.ProcessEnv, file: string): Promise<void> {
  const result = await runGit(['config', '--global', '--includes', '--list', '-z'], {
    cwd,
    env: { ...env, GIT_CONFIG_NOSYSTEM: '1', LC_ALL: 'C' },
  });
  const entries: string[] = [];
  if (result.exitCode === 0) {
    for (const record of result.stdout.split('\0')) {
      if (record === '') continue;
      const newline = record.indexOf('\n');
      const key = newline < 0 ? record : record.slice(0, newline);
      const value = newline < 0 ? 'true' : record.slice(newline + 1);
      if (/^include\.|^includeif\./i.test(key)) continue;
      const entry = configEntry(key, value);
      if (entry) entries.push(entry);
    }
  }
  await writeFile(file, entries.join(''), { mode: 0o600 });
}

/** The files of one git directory that hold configuration or name programs. */
function configFilesOf(dir: string): string[] {
  return [
    join(dir, 'config'),
    join(dir, 'config.worktree'),
    join(dir, 'info', 'attributes'),
    join(dir, 'info', 'exclude'),
    join(dir, 'commondir'),
  ];
}

/**
 * The git directories of submodules (`.git/modules/<name>`, nested ones included): each holds
 * its own configuration, which `git status` and `git add` read when they look into a submodule.
 */
async function moduleDirs(commonDir: string): Promise<string[]> {
  const found: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    if (entries.some((e) => e.name === 'config' && e.isFile())) found.push(dir);
    for (const entry of entries) if (entry.isDirectory()) await walk(join(dir, entry.name));
  };
  await walk(join(commonDir, 'modules'));
  return found;
}

export async function sealRepository(options: SealOptions): Promise<GitSeal> {
  const { gitDir, commonDir } = options;
  const nested = await nestedGitEntries(options.cwd);
  const nestedDirs = [...nested]
    .filter(([, entry]) => entry.kind === 'directory')
    .map(([path]) => join(options.cwd, path));
  const otherDirs = [...(await moduleDirs(commonDir)), ...nestedDirs];
  const filePaths = [
    ...configFilesOf(commonDir),
    ...(gitDir !== commonDir ? [join(gitDir, 'config.worktree'), join(gitDir, 'commondir')] : []),
    ...otherDirs.flatMap(configFilesOf),
  ];
  const dirPaths = [commonDir, ...otherDirs].map((dir) => join(dir, 'hooks'));
  const privateDir = await mkdtemp(join(tmpdir(), 'ralph-git-'));
  const globalConfig = join(privateDir, 'global.config');
  await pinGlobal(options.cwd, options.env, globalConfig);

  // The repository's `.git` itself: replaced by a link, a file or another directory, every
  // harness command would run against a repository of the agent's making.
  const dotGit = join(options.cwd, '.git');
  const identity = await lstat(dotGit).catch(() => undefined);
  const checkIdentity = async (): Promise<void> => {
    if (!identity) return;
    const now = await lstat(dotGit).catch(() => undefined);
    if (!now || now.ino !== identity.ino || now.dev !== identity.dev || now.mode !== identity.mode)
      throw new Error(
        `${dotGit} was replaced while the agent worked; no further git command is run on it`,
      );
  };

  let files: SealedFile[] = [];
  let dirs: SealedDir[] = [];
  const snapshot = async (): Promise<void> => {
    files = await Promise.all(
      filePaths.map(async (path) => ({ path, state: await readState(path) })),
    );
    dirs = await Promise.all(dirPaths.map(async (path) => ({ path, files: await readDir(path) })));
  };
  await snapshot();

  const restore = async (): Promise<string[]> => {
    await checkIdentity();
    const changed: string[] = [];
    // A nested repository that is gone (the agent removed it, or the hazard check did because
    // it changed) has nothing left to restore.
    const gone: string[] = [];
    for (const dir of nestedDirs)
      if (!(await lstat(dir).catch(() => undefined))?.isDirectory()) gone.push(`${dir}/`);
    const kept = (path: string): boolean => !gone.some((dir) => path.startsWith(dir));
    for (const file of files.filter((f) => kept(f.path)))
      if (await restoreFile(file.path, file.state)) changed.push(file.path);
    for (const dir of dirs.filter((d) => kept(d.path))) changed.push(...(await restoreDir(dir)));
    return changed.map((p) => relative(options.cwd, p));
  };

  return {
    globalConfig,
    nested,
    restore,
    refresh: snapshot,
    async release() {
      const changed = await restore();
      await rm(privateDir, { recursive: true, force: true });
      return changed;
    },
  };
}
