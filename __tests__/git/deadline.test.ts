/**
 * Every harness git command runs under the run's deadline: when it is reached, the command running
 * then is killed with its whole process group (what git started dies with it), its error says why,
 * and the commands after it still run (the harness's wrap-up).
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createGit } from '../../src/git/git.js';
import { createRepoWithOrigin, isolatedGitEnv } from '../../test-support/git-repo.js';

const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length > 0) cleanups.pop()!();
});

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function until(what: () => boolean, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!what()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe("the run's deadline", () => {
  it('kills the running git command and everything it started, says why, and lets later commands run', async () => {
    const repo = createRepoWithOrigin({ 'README.md': '# x\n' });
    cleanups.push(repo.cleanup);
    const pidFile = join(repo.dir, '..', 'child.pid');
    const git = createGit({ cwd: repo.dir, env: isolatedGitEnv });
    const deadline = new AbortController();
    const release = git.killOnAbort(deadline.signal);
    // A git command with a child that would outlive git itself: a shell alias running `sleep`.
    const running = git.exec([
      '-c',
      `alias.linger=!sleep 300 & echo $! > '${pidFile}'; wait`,
      'linger',
    ]);
    await until(() => existsSync(pidFile) && readFileSync(pidFile, 'utf8').endsWith('\n'), 10_000);
    const child = Number(readFileSync(pidFile, 'utf8'));
    expect(alive(child)).toBe(true);

    deadline.abort('the run reached its time limit');
    await expect(running).rejects.toThrow(
      /git -c .*linger failed \(exit 130\): git linger was killed: the run reached its time limit/s,
    );
    await until(() => !alive(child), 5000);

    // The wrap-up after the deadline still runs git.
    expect(await git.currentBranch()).toBe('main');
    release();
  }, 30_000);

  it('leaves commands alone once released', async () => {
    const repo = createRepoWithOrigin({ 'README.md': '# x\n' });
    cleanups.push(repo.cleanup);
    const git = createGit({ cwd: repo.dir, env: isolatedGitEnv });
    const deadline = new AbortController();
    git.killOnAbort(deadline.signal)();
    const running = git.exec(['-c', 'alias.pause=!sleep 1', 'pause']);
    deadline.abort('too late');
    await expect(running).resolves.toMatchObject({ exitCode: 0 });
  }, 30_000);
});
