/**
 * The lstat walk that comes before any harness git read of the agent's tree: apparent sizes,
 * no link followed, depth and entry counts bounded; and git passing the big files by.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { existsSync, mkdirSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { createGit, DIFF_CAP_BYTES } from '../../src/git/git.js';
import {
  oversizedIn,
  surveyTree,
  TREE_LIMITS,
  UnreadableTreeError,
} from '../../src/git/tree-walk.js';
import { createRepoWithOrigin, isolatedGitEnv, runGitSync } from '../../test-support/git-repo.js';

const cleanups: Array<() => void> = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()!();
});

function repo() {
  const r = createRepoWithOrigin({ 'README.md': '# demo\n' });
  cleanups.push(r.cleanup);
  return r;
}

const sparse = (path: string, bytes: number) => {
  writeFileSync(path, '');
  truncateSync(path, bytes);
};

describe('surveyTree', () => {
  it('names files over the limit by their apparent size, follows no link, passes .git by', async () => {
    const r = repo();
    mkdirSync(join(r.dir, 'data/deep'), { recursive: true });
    sparse(join(r.dir, 'data/deep/big.bin'), 150 * 1024 * 1024);
    sparse(join(r.dir, 'small.bin'), 1024);
    symlinkSync(join(r.dir, 'data/deep/big.bin'), join(r.dir, 'link.bin'));
    symlinkSync(r.dir, join(r.dir, 'loop'));
    const survey = await surveyTree(r.dir);
    expect(survey).toEqual({
      kind: 'readable',
      oversized: [{ path: 'data/deep/big.bin', size: 150 * 1024 * 1024 }],
      entries: 7, // README.md, data, deep, big.bin, small.bin, link.bin, loop
    });
  });

  it('refuses a tree deeper than the limit, naming where', async () => {
    const r = repo();
    mkdirSync(join(r.dir, 'a/b/c/d/e/f'), { recursive: true });
    const survey = await surveyTree(r.dir, { ...TREE_LIMITS, maxDepth: 4 });
    expect(survey).toEqual({
      kind: 'refused',
      reason: 'directories nest more than 4 deep (under a/b/c/)',
    });
    await expect(oversizedIn(r.dir, { ...TREE_LIMITS, maxDepth: 4 })).rejects.toThrow(
      UnreadableTreeError,
    );
  });

  it('refuses a tree with more entries than the limit', async () => {
    const r = repo();
    for (let i = 0; i < 20; i++) writeFileSync(join(r.dir, `f${i}`), '');
    const survey = await surveyTree(r.dir, { ...TREE_LIMITS, maxEntries: 10 });
    expect(survey).toEqual({
      kind: 'refused',
      reason: 'the working tree has more than 10 entries',
    });
  });
});

describe('the working-tree index of the git wrapper', () => {
  it('passes a file over the push limit by: the changes name the small file only', async () => {
    const r = repo();
    sparse(join(r.dir, 'big.bin'), 101 * 1024 * 1024);
    writeFileSync(join(r.dir, 'notes.txt'), 'kept\n');
    const git = createGit({ cwd: r.dir, env: isolatedGitEnv });
    const changes = await git.changedFiles('HEAD');
    expect(changes.created).toEqual(['notes.txt']);
  });
});

describe('clean: a directory chain deeper than PATH_MAX', () => {
  /** A chain of `depth` directories under `dir/top` (made from inside: no path is long). */
  function chain(dir: string, depth: number) {
    const script = `cd ${JSON.stringify(dir)} && mkdir top && cd top && for i in $(seq ${depth}); do mkdir abcdefgh && cd abcdefgh; done && echo x > f`;
    execFileSync('bash', ['-c', script]);
  }

  it('is removed, and so is the rest of what the agent made; tracked files stay', async () => {
    const r = repo();
    chain(r.dir, 1000); // 9 bytes a level: 9000 bytes, over PATH_MAX
    writeFileSync(join(r.dir, 'stray.txt'), 'x');
    const control = repo();
    chain(control.dir, 1000);
    expect(() =>
      execFileSync('git', ['clean', '-fd'], { cwd: control.dir, stdio: 'ignore' }),
    ).toThrow();
    execFileSync('rm', ['-rf', 'top'], { cwd: control.dir });

    await createGit({ cwd: r.dir, env: isolatedGitEnv }).clean();
    expect(existsSync(join(r.dir, 'top'))).toBe(false);
    expect(existsSync(join(r.dir, 'stray.txt'))).toBe(false);
    expect(existsSync(join(r.dir, 'README.md'))).toBe(true);
    // Two chains of 1,000 directories made by 2,000 mkdir processes: slow on a busy machine.
  }, 240_000);
});

describe('patch: the diff the reviewer reads is capped', () => {
  it('stops git at 10 MB and says the diff is cut', async () => {
    const r = repo();
    writeFileSync(join(r.dir, 'noise.bin'), randomBytes(24 * 1024 * 1024));
    runGitSync(r.dir, ['add', 'noise.bin']);
    runGitSync(r.dir, ['commit', '-qm', 'noise']);
    const diff = await createGit({ cwd: r.dir, env: isolatedGitEnv }).patch('HEAD~1', 'HEAD');
    expect(diff).toContain('noise.bin');
    expect(Buffer.byteLength(diff)).toBeLessThan(DIFF_CAP_BYTES + 1024);
    expect(diff).toMatch(/\n# The diff is cut here: it is over 10 MB\.\n$/);
  });
});
