/**
 * What the checks' processes write is put back as the checks found it, on a real repository:
 * edits, deletions, new files and a file swapped for a symbolic link.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { existsSync, lstatSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { withVerifiedTree } from '../../src/engine/iteration/verified-tree.js';
import { createGit } from '../../src/git/index.js';
import {
  createRepoWithOrigin,
  isolatedGitEnv,
  type TestRepo,
} from '../../test-support/git-repo.js';

let repo: TestRepo | undefined;
afterEach(() => repo?.cleanup());

const gitOf = (dir: string) => createGit({ cwd: dir, env: isolatedGitEnv, retryDelayMs: 1 });

describe('withVerifiedTree', () => {
  it('puts back edits, deletions, new files and links, and leaves ignored files alone', async () => {
    repo = createRepoWithOrigin({
      '.gitignore': 'build/\n',
      'src/a.js': 'export const a = 1;\n',
      'src/b.js': 'export const b = 2;\n',
    });
    const dir = repo.dir;
    // The agent's work, not committed yet: an edit and a new file.
    repo.write({ 'src/a.js': 'export const a = 10;\n', 'src/new.js': 'export const n = 3;\n' });
    const statusBefore = repo.git(['status', '--porcelain']);

    const { result, putBack } = await withVerifiedTree(gitOf(dir), [], async () => {
      // What the checks' processes do.
      writeFileSync(join(dir, 'src/a.js'), 'export const a = "HACKED";\n');
      rmSync(join(dir, 'src/new.js'));
      writeFileSync(join(dir, 'src/evil.js'), 'export const evil = true;\n');
      rmSync(join(dir, 'src/b.js'));
      symlinkSync('/etc/passwd', join(dir, 'src/b.js'));
      repo!.write({ 'build/out.js': 'built\n' });
      return 'checked';
    });

    expect(result).toBe('checked');
    expect(putBack).toEqual(['src/a.js', 'src/b.js', 'src/evil.js', 'src/new.js']);
    expect(readFileSync(join(dir, 'src/a.js'), 'utf8')).toBe('export const a = 10;\n');
    expect(readFileSync(join(dir, 'src/new.js'), 'utf8')).toBe('export const n = 3;\n');
    expect(lstatSync(join(dir, 'src/b.js')).isFile()).toBe(true);
    expect(readFileSync(join(dir, 'src/b.js'), 'utf8')).toBe('export const b = 2;\n');
    expect(existsSync(join(dir, 'src/evil.js'))).toBe(false);
    expect(readFileSync(join(dir, 'build/out.js'), 'utf8')).toBe('built\n');
    // The work is as the agent left it, and the index was not touched.
    expect(repo.git(['status', '--porcelain'])).toBe(statusBefore);
  });

  it('puts back a directory swapped for a link', async () => {
    repo = createRepoWithOrigin({ 'src/a.js': 'a\n', 'src/b.js': 'b\n' });
    const dir = repo.dir;
    const { putBack } = await withVerifiedTree(gitOf(dir), [], async () => {
      rmSync(join(dir, 'src'), { recursive: true });
      symlinkSync('/etc', join(dir, 'src'));
    });
    expect(putBack).toEqual(['src', 'src/a.js', 'src/b.js']);
    expect(lstatSync(join(dir, 'src')).isDirectory()).toBe(true);
    expect(readFileSync(join(dir, 'src/b.js'), 'utf8')).toBe('b\n');
    expect(repo.git(['status', '--porcelain'])).toBe('');
  });

  it('leaves excluded paths to their owner', async () => {
    repo = createRepoWithOrigin({ 'src/a.js': 'a\n', '.ralph/progress.txt': 'log\n' });
    const dir = repo.dir;
    const { putBack } = await withVerifiedTree(gitOf(dir), ['.ralph/progress.txt'], async () => {
      writeFileSync(join(dir, '.ralph/progress.txt'), 'rewritten\n');
      writeFileSync(join(dir, 'src/a.js'), 'HACKED\n');
    });
    expect(putBack).toEqual(['src/a.js']);
    expect(readFileSync(join(dir, '.ralph/progress.txt'), 'utf8')).toBe('rewritten\n');
    expect(readFileSync(join(dir, 'src/a.js'), 'utf8')).toBe('a\n');
  });

  it('finds nothing to put back when the checks wrote nothing, and leaves the index alone', async () => {
    repo = createRepoWithOrigin({ 'src/a.js': 'a\n' });
    repo.write({ 'src/new.js': 'new\n' });
    const { putBack } = await withVerifiedTree(gitOf(repo.dir), [], async () => undefined);
    expect(putBack).toEqual([]);
    expect(repo.git(['status', '--porcelain'])).toBe('?? src/new.js');
  });
});
