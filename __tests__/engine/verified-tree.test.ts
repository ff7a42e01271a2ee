/**
 * What the checks' processes write is put back as the checks found it, on a real repository:
 * edits, deletions, new files and a file swapped for a symbolic link.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { lstatSync, readFileSync, rmSync, symlinkSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { restoreVerifiedTree } from '../../src/engine/iteration/verified-tree.js';
import { createGit } from '../../src/git/index.js';
import {
  createRepoWithOrigin,
  isolatedGitEnv,
  type TestRepo,
} from '../../test-support/git-repo.js';

let repo: TestRepo | undefined;
afterEach(() => repo?.cleanup());

describe('restoreVerifiedTree', () => {
  it('puts back edits, deletions, new files and links, and leaves ignored files alone', async () => {
    repo = createRepoWithOrigin({
      '.gitignore': 'build/\n',
      'src/a.js': 'export const a = 1;\n',
      'src/b.js': 'export const b = 2;\n',
    });
    const git = createGit({ cwd: repo.dir, env: isolatedGitEnv, retryDelayMs: 1 });
    // The agent's work, not committed yet: an edit and a new file.
    repo.write({
      'src/a.js': 'export const a = 10;\n',
      'src/new.js': 'export const n = 3;\n',
    });
    const verified = await git.snapshotTree();
    const statusBefore = repo.git(['status', '--porcelain']);

    // What the checks' processes then do.
    writeFileSync(join(repo.dir, 'src/a.js'), 'export const a = "HACKED";\n');
    rmSync(join(repo.dir, 'src/new.js'));
    writeFileSync(join(repo.dir, 'src/evil.js'), 'export const evil = true;\n');
    rmSync(join(repo.dir, 'src/b.js'));
    symlinkSync('/etc/passwd', join(repo.dir, 'src/b.js'));
    repo.write({ 'build/out.js': 'built\n' });

    expect(await restoreVerifiedTree(git, verified)).toEqual([
      'src/a.js',
      'src/b.js',
      'src/evil.js',
      'src/new.js',
    ]);
    expect(readFileSync(join(repo.dir, 'src/a.js'), 'utf8')).toBe('export const a = 10;\n');
    expect(readFileSync(join(repo.dir, 'src/new.js'), 'utf8')).toBe('export const n = 3;\n');
    expect(lstatSync(join(repo.dir, 'src/b.js')).isFile()).toBe(true);
    expect(readFileSync(join(repo.dir, 'src/b.js'), 'utf8')).toBe('export const b = 2;\n');
    expect(existsSync(join(repo.dir, 'src/evil.js'))).toBe(false);
    expect(readFileSync(join(repo.dir, 'build/out.js'), 'utf8')).toBe('built\n');
    expect(await git.snapshotTree()).toBe(verified);
    // The work is as the agent left it (the index may now hold some of it).
    expect(repo.git(['diff', 'HEAD', '--stat'])).toContain('src/a.js');
    expect(statusBefore).toContain('src/new.js');
  });

  it('finds nothing to put back when the checks wrote nothing', async () => {
    repo = createRepoWithOrigin({ 'src/a.js': 'export const a = 1;\n' });
    const git = createGit({ cwd: repo.dir, env: isolatedGitEnv, retryDelayMs: 1 });
    repo.write({ 'src/new.js': 'new\n' });
    const verified = await git.snapshotTree();
    expect(await restoreVerifiedTree(git, verified)).toEqual([]);
    // The snapshot leaves the index alone.
    expect(repo.git(['status', '--porcelain'])).toBe('?? src/new.js');
  });
});
