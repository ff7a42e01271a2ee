/**
 * Credentials that actions/checkout leaves behind (`persist-credentials: true`, its default): an
 * `http.<url>.extraheader` in .git/config (checkout v4/v5), or an `includeIf.gitdir:...path`
 * entry naming a credentials file under RUNNER_TEMP (v6+). The agent runs shell commands as the
 * same user, so while it works these must not be readable: they are taken out for the run and
 * put back afterwards. The action pushes with its own per-command header, never with these.
 */
import { chmod, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { isAbsolute, join } from 'node:path';
import type { Git } from '../../git/types.js';

interface ConfigEntry {
  key: string;
  value: string;
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

/** `git config --local --get-regexp` as key/value pairs (keys are as git normalises them). */
async function localEntries(git: Git, pattern: string): Promise<ConfigEntry[]> {
  const result = await git.exec(['config', '--local', '--null', '--get-regexp', pattern], {
    allowFailure: true,
  });
  if (result.exitCode !== 0) return [];
  return result.stdout
    .split('\0')
    .filter((record) => record !== '')
    .map((record) => {
      const newline = record.indexOf('\n');
      return newline < 0
        ? { key: record, value: '' }
        : { key: record.slice(0, newline), value: record.slice(newline + 1) };
    });
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
  const headers = await localEntries(git, '^http\\..*extraheader$');
  const includes: ConfigEntry[] = [];
  const files: StashedFile[] = [];
  for (const entry of await localEntries(git, '^includeif\\..*\\.path$')) {
    const path = isAbsolute(entry.value) ? entry.value : join(git.cwd, '.git', entry.value);
    const stashed = files.find((f) => f.path === path) ?? (await stashFile(path));
    if (!stashed) continue;
    if (!files.includes(stashed)) files.push(stashed);
    includes.push(entry);
  }
  const removed = [...headers, ...includes];
  for (const key of new Set(removed.map((e) => e.key))) {
    await git.exec(['config', '--local', '--unset-all', key], { allowFailure: true });
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
        await git.exec(['config', '--local', '--add', entry.key, entry.value], {
          allowFailure: true,
        });
      }
    },
  };
}
