/**
 * Credentials that actions/checkout leaves behind (`persist-credentials: true`, its default): an
 * `http.<url>.extraheader` in .git/config (checkout v4/v5), or an `includeIf.gitdir:...path`
 * entry naming a credentials file under RUNNER_TEMP (v6+). The agent runs shell commands as the
 * same user, so while it works these must not be readable: they are taken out for the run and
 * put back afterwards. The action pushes with its own per-command header, never with these.
 * With `submodules: true`, checkout writes the same into each submodule's configuration
 * (`.git/modules/<name>/config`, nested ones included): those are taken out alike.
 */
import { chmod, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join } from 'node:path';
import type { Git } from '../../git/types.js';

interface ConfigEntry {
  key: string;
  value: string;
  /** Which file: `--local`, or `--file <path>` for a submodule's configuration. */
  scope: string[];
}

interface StashedFile {
  path: string;
  content: Buffer;
  mode: number;
}

export interface StashedCredentials {
  /** How many places held credentials (0: nothing was changed). */
  count: number;
  /** Puts everything back as it was. Safe to call more than once. */
  restore(): Promise<void>;
}

const AUTH_HEADER = /^\s*extraheader\s*=\s*authorization:/im;

/** `git config <scope> --get-regexp` as key/value pairs (keys are as git normalises them). */
async function entriesIn(git: Git, scope: string[], pattern: string): Promise<ConfigEntry[]> {
  const result = await git.exec(['config', ...scope, '--null', '--get-regexp', pattern], {
    allowFailure: true,
  });
  if (result.exitCode !== 0) return [];
  return result.stdout
    .split('\0')
    .filter((record) => record !== '')
    .map((record) => {
      const newline = record.indexOf('\n');
      return newline < 0
        ? { key: record, value: '', scope }
        : { key: record.slice(0, newline), value: record.slice(newline + 1), scope };
    });
}

/** The configuration files of the submodules' git directories (`.git/modules/**\/config`). */
async function moduleConfigs(gitDir: string): Promise<string[]> {
  const found: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    if (entries.some((e) => e.name === 'config' && e.isFile())) found.push(join(dir, 'config'));
    for (const entry of entries) if (entry.isDirectory()) await walk(join(dir, entry.name));
  };
  await walk(join(gitDir, 'modules'));
  return found.sort();
}

async function stashFile(path: string): Promise<StashedFile | undefined> {
  try {
    const [content, info] = await Promise.all([readFile(path), stat(path)]);
    if (!AUTH_HEADER.test(content.toString('utf8'))) return undefined;
    await rm(path, { force: true });
    return { path, content, mode: info.mode & 0o777 };
  } catch {
    return undefined;
  }
}

/** Takes persisted credentials out of the repository's git configuration until `restore()`. */
export async function stashPersistedCredentials(git: Git): Promise<StashedCredentials> {
  const gitDir = join(git.cwd, '.git');
  const places: { scope: string[]; dir: string }[] = [
    { scope: ['--local'], dir: gitDir },
    ...(await moduleConfigs(gitDir)).map((file) => ({
      scope: ['--file', file],
      dir: dirname(file),
    })),
  ];
  const headers: ConfigEntry[] = [];
  const includes: ConfigEntry[] = [];
  const files: StashedFile[] = [];
  for (const { scope, dir } of places) {
    headers.push(...(await entriesIn(git, scope, '^http\\..*extraheader$')));
    for (const entry of await entriesIn(git, scope, '^includeif\\..*\\.path$')) {
      const path = isAbsolute(entry.value) ? entry.value : join(dir, entry.value);
      const stashed = files.find((f) => f.path === path) ?? (await stashFile(path));
      if (!stashed) continue;
      if (!files.includes(stashed)) files.push(stashed);
      includes.push(entry);
    }
  }
  const removed = [...headers, ...includes];
  const unset = new Set(removed.map((e) => JSON.stringify([...e.scope, e.key])));
  for (const key of unset) {
    const args = JSON.parse(key) as string[];
    await git.exec(['config', ...args.slice(0, -1), '--unset-all', args.at(-1)!], {
      allowFailure: true,
    });
  }

  let restored = false;
  return {
    count: headers.length + files.length,
    async restore() {
      if (restored) return;
      restored = true;
      for (const file of files) {
        await writeFile(file.path, file.content, { mode: file.mode });
        await chmod(file.path, file.mode);
      }
      for (const entry of removed) {
        await git.exec(['config', ...entry.scope, '--add', entry.key, entry.value], {
          allowFailure: true,
        });
      }
    },
  };
}
