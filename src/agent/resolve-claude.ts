/** Finding (or installing) the `claude` executable the runner starts. */
import { execFile } from 'node:child_process';
import { constants } from 'node:fs';
import { access, mkdir } from 'node:fs/promises';
import { delimiter, join, resolve } from 'node:path';

/** The Claude Code version the action installs when none is available. */
export const PINNED_CLAUDE_CODE_VERSION = '2.1.330';

export type ClaudeInstaller = (version: string, dir: string) => Promise<void>;

export interface ResolveClaudeOptions {
  /** An explicit path from the configuration: used as is, and must exist. */
  configuredPath?: string;
  version: string;
  /** Installs go to `<cacheDir>/<version>`. */
  cacheDir: string;
  /** Installs the package into a directory; default: npm. */
  install?: ClaudeInstaller;
  /** The PATH to search; default process.env.PATH. */
  searchPath?: string;
}

async function isExecutable(path: string): Promise<boolean> {
  try {
    await access(path, process.platform === 'win32' ? constants.F_OK : constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The first `claude` executable on a PATH string, if any. */
export async function findOnPath(searchPath: string | undefined): Promise<string | undefined> {
  const names = process.platform === 'win32' ? ['claude.exe', 'claude.cmd', 'claude'] : ['claude'];
  for (const dir of (searchPath ?? '').split(delimiter)) {
    if (!dir) continue;
    for (const name of names) {
      const candidate = join(dir, name);
      if (await isExecutable(candidate)) return resolve(candidate);
    }
  }
  return undefined;
}

/** `npm install --prefix <dir> @anthropic-ai/claude-code@<version>`. */
export const npmInstallClaude: ClaudeInstaller = (version, dir) =>
  new Promise((resolvePromise, reject) => {
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    execFile(
      npm,
      [
        'install',
        '--prefix',
        dir,
        '--no-audit',
        '--no-fund',
        `@anthropic-ai/claude-code@${version}`,
      ],
      { maxBuffer: 16 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        if (error) {
          const detail = stderr.trim().split('\n').slice(-5).join('\n');
          reject(
            new Error(
              `npm could not install @anthropic-ai/claude-code@${version}: ${detail || error.message}`,
            ),
          );
        } else resolvePromise();
      },
    );
  });

/**
 * The `claude` to run: the configured path if given (it must exist), else `claude` on PATH,
 * else the pinned version installed under the cache directory (installed once, then reused).
 */
export async function resolveClaude(opts: ResolveClaudeOptions): Promise<string> {
  if (opts.configuredPath) {
    const path = resolve(opts.configuredPath);
    if (!(await isExecutable(path))) {
      throw new Error(`Claude Code was configured at ${path}, but no executable file is there`);
    }
    return path;
  }
  const onPath = await findOnPath(opts.searchPath ?? process.env.PATH);
  if (onPath) return onPath;

  const dir = resolve(opts.cacheDir, opts.version);
  const bin = join(
    dir,
    'node_modules',
    '.bin',
    process.platform === 'win32' ? 'claude.cmd' : 'claude',
  );
  if (await isExecutable(bin)) return bin;
  await mkdir(dir, { recursive: true });
  await (opts.install ?? npmInstallClaude)(opts.version, dir);
  if (!(await isExecutable(bin))) {
    throw new Error(`Installed @anthropic-ai/claude-code@${opts.version}, but ${bin} is missing`);
  }
  return bin;
}
