import { afterEach, describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createGit } from '../../src/git/git.js';
import type { Git } from '../../src/git/types.js';
import { pushWithRebase } from '../../src/github/push.js';
import {
  cloneOf,
  createRepoWithOrigin,
  isolatedGitEnv,
  type TestClone,
  type TestRepo,
} from '../../test-support/git-repo.js';

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

const BRANCH = 'ralph/widgets';

/** A repository with BRANCH on origin, our clone on it, and another runner's clone of it. */
function setup(): { ours: TestRepo; theirs: TestClone; git: Git } {
  const ours = createRepoWithOrigin({ 'README.md': 'hello\n', 'notes.txt': 'line 1\n' });
  cleanups.push(ours.cleanup);
  ours.git(['checkout', '-q', '-b', BRANCH]);
  ours.git(['push', '-q', '-u', 'origin', BRANCH]);
  const theirs = cloneOf(ours.origin);
  cleanups.push(theirs.cleanup);
  theirs.git(['checkout', '-q', BRANCH]);
  return {
    ours,
    theirs,
    git: createGit({ cwd: ours.dir, env: isolatedGitEnv, networkRetries: 0, retryDelayMs: 0 }),
  };
}

function commit(clone: TestClone, files: Record<string, string>, message: string): void {
  clone.write(files);
  clone.git(['add', '-A']);
  clone.git(['commit', '-q', '-m', message]);
}

function originLog(repo: TestRepo): string[] {
  return repo.git(['--git-dir', repo.origin, 'log', '--format=%s', BRANCH]).split('\n');
}

describe('pushWithRebase', () => {
  it('pushes, and reports up to date when there is nothing new', async () => {
    const { ours, git } = setup();
    commit(ours, { 'a.txt': 'a\n' }, 'task-001: add a');
    await expect(pushWithRebase(git, { remote: 'origin', branch: BRANCH })).resolves.toEqual({
      outcome: 'pushed',
      attempts: 1,
    });
    await expect(pushWithRebase(git, { remote: 'origin', branch: BRANCH })).resolves.toEqual({
      outcome: 'up_to_date',
      attempts: 1,
    });
    expect(originLog(ours)[0]).toBe('task-001: add a');
  });

  it('rebases over a commit another run pushed first; both end up on origin', async () => {
    const { ours, theirs, git } = setup();
    commit(theirs, { 'b.txt': 'b\n' }, 'task-002: add b');
    theirs.git(['push', '-q', 'origin', BRANCH]);
    commit(ours, { 'a.txt': 'a\n' }, 'task-001: add a');

    await expect(pushWithRebase(git, { remote: 'origin', branch: BRANCH })).resolves.toEqual({
      outcome: 'pushed',
      attempts: 2,
    });

    expect(originLog(ours)).toEqual(['task-001: add a', 'task-002: add b', 'initial commit']);
    expect(ours.git(['rev-parse', 'HEAD'])).toBe(
      ours.git(['--git-dir', ours.origin, 'rev-parse', BRANCH]),
    );
    expect(existsSync(join(ours.dir, 'b.txt'))).toBe(true);
  });

  it('stops with a clear error on a conflict, pushing nothing and leaving our commit intact', async () => {
    const { ours, theirs, git } = setup();
    commit(theirs, { 'notes.txt': 'their line\n' }, 'theirs: edit notes');
    theirs.git(['push', '-q', 'origin', BRANCH]);
    commit(ours, { 'notes.txt': 'our line\n' }, 'ours: edit notes');
    const before = ours.git(['rev-parse', 'HEAD']);

    await expect(pushWithRebase(git, { remote: 'origin', branch: BRANCH })).rejects.toThrow(
      `Could not push ${BRANCH}: another run pushed commits to it that conflict with this run's, so the rebase onto origin/${BRANCH} was aborted.`,
    );
    expect(originLog(ours)).toEqual(['theirs: edit notes', 'initial commit']);
    expect(ours.git(['rev-parse', 'HEAD'])).toBe(before);
    expect(ours.git(['status', '--porcelain'])).toBe('');
    expect(existsSync(join(ours.dir, '.git', 'rebase-merge'))).toBe(false);
  });

  it('gives up after maxAttempts when origin keeps moving', async () => {
    const { ours, theirs, git } = setup();
    let round = 0;
    const racing: Git = {
      ...git,
      push: async (remote, branch) => {
        // Another run lands a commit just before each of our pushes.
        round++;
        commit(theirs, { [`theirs-${round}.txt`]: `${round}\n` }, `theirs ${round}`);
        theirs.git(['push', '-q', 'origin', BRANCH]);
        return git.push(remote, branch);
      },
    };
    commit(ours, { 'a.txt': 'a\n' }, 'ours');
    await expect(
      pushWithRebase(racing, { remote: 'origin', branch: BRANCH, maxAttempts: 2 }),
    ).rejects.toThrow(
      `Could not push ${BRANCH}: origin got new commits before each of 2 attempts.`,
    );
    expect(originLog(ours)).not.toContain('ours');
  });
});

describe('pushes only HEAD, only to the work branch', () => {
  it('refuses a protected branch and a branch HEAD is not on; origin stays as it was', async () => {
    const { ours, git } = setup();
    commit(ours, { 'notes.txt': 'line 2\n' }, 'work on the branch');
    const originMain = ours.git(['ls-remote', 'origin', 'refs/heads/main']);
    await expect(
      pushWithRebase(git, { remote: 'origin', branch: 'main', protectedBranches: ['main'] }),
    ).rejects.toThrow('Refusing to push main: work reaches main only through a pull request.');
    await expect(git.push('origin', 'main')).rejects.toThrow(
      `refusing to push main: HEAD is on ${BRANCH}, not on main`,
    );
    ours.git(['checkout', '-q', '--detach']);
    await expect(git.push('origin', BRANCH)).rejects.toThrow('HEAD is detached');
    expect(ours.git(['ls-remote', 'origin', 'refs/heads/main'])).toBe(originMain);
    ours.git(['checkout', '-q', BRANCH]);
    expect(await git.push('origin', BRANCH)).toBe('pushed');
  });
});
