/**
 * A throwaway copy of fixtures/demo as a real git repository with a bare `origin`, the
 * way a runner's checkout looks: used by `npm run demo` and the end-to-end tests.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface DemoProject {
  root: string;
  workspace: string;
  origin: string;
  home: string;
  git(args: string[], cwd?: string): string;
  cleanup(): void;
}

const GIT_ENV = {
  GIT_AUTHOR_NAME: 'Demo User',
  GIT_AUTHOR_EMAIL: 'demo@example.com',
  GIT_COMMITTER_NAME: 'Demo User',
  GIT_COMMITTER_EMAIL: 'demo@example.com',
  GIT_CONFIG_NOSYSTEM: '1',
};

export function createDemoProject(fixtureDir: string): DemoProject {
  const root = mkdtempSync(join(tmpdir(), 'ralph-demo-'));
  const workspace = join(root, 'workspace');
  const origin = join(root, 'origin.git');
  const home = join(root, 'home');
  cpSync(fixtureDir, workspace, { recursive: true });
  mkdirSync(home);
  const env = { ...process.env, ...GIT_ENV, HOME: home };
  const git = (args: string[], cwd = workspace): string =>
    execFileSync('git', args, {
      cwd,
      env,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    }).trim();
  git(['init', '--bare', '-b', 'main', origin], root);
  git(['init', '-b', 'main']);
  git(['add', '-A']);
  git(['commit', '-m', 'Initial commit']);
  git(['remote', 'add', 'origin', origin]);
  git(['push', '-u', 'origin', 'main']);
  return {
    root,
    workspace,
    origin,
    home,
    git,
    cleanup: () => rmSync(root, { recursive: true, force: true }),
  };
}
