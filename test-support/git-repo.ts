/**
 * Real git repositories for tests: a working clone with a bare repository as `origin`, and
 * further clones to play a second runner. Everything lives in one temp dir per call.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** Environment that keeps the machine's own git configuration out of tests. */
export const isolatedGitEnv: Record<string, string> = {
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_AUTHOR_NAME: 'Test Author',
  GIT_AUTHOR_EMAIL: 'author@example.com',
  GIT_COMMITTER_NAME: 'Test Author',
  GIT_COMMITTER_EMAIL: 'author@example.com',
};

export interface TestClone {
  /** Working tree. */
  dir: string;
  /** Runs git in `dir`; returns trimmed stdout; throws with stderr on failure. */
  git(args: string[]): string;
  /** Writes files (relative paths, parent dirs created). */
  write(files: Record<string, string>): void;
  cleanup(): void;
}

export interface TestRepo extends TestClone {
  /** Path of the bare repository the clone pushes to. */
  origin: string;
}

export interface CreateRepoOptions {
  /** Default branch. Default `main`. */
  branch?: string;
  /** Initial commit message. Default `initial commit`. */
  message?: string;
}

export function runGitSync(cwd: string, args: string[]): string {
  try {
    return execFileSync('git', args, {
      cwd,
      env: { ...process.env, ...isolatedGitEnv },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    }).trim();
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr ?? '';
    throw new Error(`git ${args.join(' ')} failed in ${cwd}: ${stderr.trim()}`);
  }
}

function writeFiles(dir: string, files: Record<string, string>): void {
  for (const [path, content] of Object.entries(files)) {
    const full = join(dir, path);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, content);
  }
}

function cloneHandle(dir: string, cleanup: () => void): TestClone {
  return {
    dir,
    git: (args) => runGitSync(dir, args),
    write: (files) => writeFiles(dir, files),
    cleanup,
  };
}

function configureIdentity(dir: string): void {
  runGitSync(dir, ['config', 'user.name', 'Test Author']);
  runGitSync(dir, ['config', 'user.email', 'author@example.com']);
  runGitSync(dir, ['config', 'commit.gpgsign', 'false']);
}

export function createRepoWithOrigin(
  files: Record<string, string>,
  options: CreateRepoOptions = {},
): TestRepo {
  const branch = options.branch ?? 'main';
  const root = mkdtempSync(join(tmpdir(), 'ralph-git-'));
  const origin = join(root, 'origin.git');
  const dir = join(root, 'work');
  mkdirSync(dir);
  runGitSync(root, ['init', '--quiet', '--bare', '-b', branch, origin]);
  runGitSync(dir, ['init', '--quiet', '-b', branch]);
  configureIdentity(dir);
  writeFiles(dir, files);
  runGitSync(dir, ['add', '-A']);
  runGitSync(dir, [
    'commit',
    '--quiet',
    '--allow-empty',
    '-m',
    options.message ?? 'initial commit',
  ]);
  runGitSync(dir, ['remote', 'add', 'origin', origin]);
  runGitSync(dir, ['push', '--quiet', '-u', 'origin', branch]);
  const cleanup = () => rmSync(root, { recursive: true, force: true });
  return { ...cloneHandle(dir, cleanup), origin };
}

/** A second working clone of `origin` (another runner). Cleaned up on its own. */
export function cloneOf(origin: string): TestClone {
  const root = mkdtempSync(join(tmpdir(), 'ralph-clone-'));
  const dir = join(root, 'work');
  runGitSync(root, ['clone', '--quiet', origin, dir]);
  configureIdentity(dir);
  return cloneHandle(dir, () => rmSync(root, { recursive: true, force: true }));
}
