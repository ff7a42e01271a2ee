/**
 * The verify checkout: a tree object written from its blobs as stored, tracked files read-only
 * and named when a check changed them, the dependency snapshot given read-only, and the
 * candidate tree built from the working tree with a private index; the checks find no
 * repository there.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { execFileSync, spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NO_DEPENDENCIES, snapshotDependencies } from '../../src/engine/dependency-snapshot.js';
import { NO_BOUNDARY } from '../../src/engine/iteration/boundary.js';
import { verifyTree } from '../../src/engine/iteration/verify-run.js';
import { treeWithFilesFrom, workingTreeAsTree } from '../../src/engine/iteration/candidate.js';
import { checkoutTree } from '../../src/engine/verify-checkout.js';
import { createGit } from '../../src/git/git.js';
import { isolatedGitEnv } from '../../test-support/git-repo.js';
import { itWith } from '../../test-support/privileges.js';

const cleanups: Array<() => void | Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

function repo(): { dir: string; run: (args: string[]) => string } {
  const dir = mkdtempSync(join(tmpdir(), 'verify-checkout-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const run = (args: string[]) =>
    execFileSync('git', args, { cwd: dir, env: { ...process.env, ...isolatedGitEnv } })
      .toString()
      .trim();
  run(['init', '-q', '-b', 'main']);
  return { dir, run };
}

function write(dir: string, path: string, text: string | Buffer): void {
  mkdirSync(join(dir, path, '..'), { recursive: true });
  writeFileSync(join(dir, path), text);
}

describe('a verify checkout', () => {
  it('writes every blob as stored: no eol conversion, encoding or filter of .gitattributes', async () => {
    const { dir, run } = repo();
    write(dir, 'a.txt', 'one\ntwo\n');
    write(dir, 'b.enc', 'plain\n');
    write(dir, 'c.f', 'stored\n');
    write(dir, 'bin/run.sh', '#!/bin/sh\necho ok\n');
    chmodSync(join(dir, 'bin/run.sh'), 0o755);
    symlinkSync('a.txt', join(dir, 'link'));
    run(['add', '-A']);
    run(['commit', '-qm', 'start']);
    // The attributes come after the blobs: a checkout by git would now convert them all.
    write(
      dir,
      '.gitattributes',
      '*.txt text eol=crlf\n*.enc working-tree-encoding=UTF-16LE\n*.f filter=evil\n',
    );
    run(['config', 'filter.evil.smudge', 'echo SMUDGED']);
    run(['add', '.gitattributes']);
    run(['commit', '-qm', 'attributes']);
    const git = createGit({ cwd: dir, env: isolatedGitEnv });
    // git itself would convert: the working tree it writes has CRLF.
    rmSync(join(dir, 'a.txt'));
    run(['checkout', '--', 'a.txt']);
    expect(readFileSync(join(dir, 'a.txt'), 'utf8')).toBe('one\r\ntwo\r\n');
    rmSync(join(dir, 'c.f'));
    run(['checkout', '--', 'c.f']);
    expect(readFileSync(join(dir, 'c.f'), 'utf8')).toBe('SMUDGED\n');

    const checkout = await checkoutTree(git, run(['rev-parse', 'HEAD^{tree}']));
    cleanups.push(() => checkout.dispose());
    const at = (p: string) => join(checkout.dir, p);
    expect(readFileSync(at('a.txt'), 'utf8')).toBe('one\ntwo\n');
    expect(readFileSync(at('b.enc'), 'utf8')).toBe('plain\n');
    expect(readFileSync(at('c.f'), 'utf8')).toBe('stored\n');
    expect(readlinkSync(at('link'))).toBe('a.txt');
    expect(lstatSync(at('bin/run.sh')).mode & 0o777).toBe(0o555);
    expect(lstatSync(at('a.txt')).mode & 0o777).toBe(0o444);
    expect(execFileSync(at('bin/run.sh')).toString()).toBe('ok\n');
    expect(existsSync(at('.git'))).toBe(false);
    expect(await checkout.changedTracked()).toEqual([]);
  });

  it('names the tracked files a check changed, removed or replaced; not those it only touched', async () => {
    const { dir, run } = repo();
    for (const name of ['src/a.js', 'src/b.js', 'src/c.js', 'src/d.js'])
      write(dir, name, `export const x = '${name}';\n`);
    run(['add', '-A']);
    run(['commit', '-qm', 'start']);
    const git = createGit({ cwd: dir, env: isolatedGitEnv });
    const checkout = await checkoutTree(git, run(['rev-parse', 'HEAD^{tree}']));
    cleanups.push(() => checkout.dispose());
    const at = (p: string) => join(checkout.dir, p);
    chmodSync(at('src/a.js'), 0o644);
    writeFileSync(at('src/a.js'), 'export const x = "HACKED";\n');
    rmSync(at('src/b.js'));
    rmSync(at('src/c.js'));
    writeFileSync(at('src/c.js'), 'replaced\n');
    // Rewritten with the same bytes: still what is committed.
    chmodSync(at('src/d.js'), 0o644);
    writeFileSync(at('src/d.js'), "export const x = 'src/d.js';\n");
    chmodSync(at('src/d.js'), 0o444);
    writeFileSync(at('build.out'), 'new files are fine\n');
    expect(await checkout.changedTracked()).toEqual(['src/a.js', 'src/b.js', 'src/c.js']);
  });

  it("leaves out what the working tree has beside the tree: ignored files, the agent's node_modules", async () => {
    const { dir, run } = repo();
    write(dir, '.gitignore', 'node_modules/\nsecret.js\n');
    write(dir, 'index.js', "export * from './secret.js';\n");
    run(['add', '-A']);
    run(['commit', '-qm', 'start']);
    write(dir, 'node_modules/.bin/npm', '#!/bin/sh\nexit 0\n');
    write(dir, 'secret.js', 'export const hidden = 1;\n');
    write(dir, 'new.js', 'export const added = 1;\n');
    const git = createGit({ cwd: dir, env: isolatedGitEnv });
    const tree = await workingTreeAsTree(git);
    const checkout = await checkoutTree(git, tree);
    cleanups.push(() => checkout.dispose());
    expect(existsSync(join(checkout.dir, 'new.js'))).toBe(true);
    expect(existsSync(join(checkout.dir, 'secret.js'))).toBe(false);
    expect(existsSync(join(checkout.dir, 'node_modules'))).toBe(false);
    expect(run(['status', '--porcelain'])).toBe('?? new.js'); // the real index is untouched
  });

  it('gives the dependency snapshot taken before the agent, never what the agent made of it', async () => {
    const { dir, run } = repo();
    write(dir, '.gitignore', 'node_modules/\n');
    write(dir, 'package.json', '{"name":"p"}\n');
    write(dir, 'node_modules/dep/index.js', 'module.exports = "real";\n');
    run(['add', '-A']);
    run(['commit', '-qm', 'start']);
    const git = createGit({ cwd: dir, env: isolatedGitEnv });
    const snapshot = await snapshotDependencies(git, run(['rev-parse', 'HEAD']));
    cleanups.push(() => snapshot.dispose());
    expect(snapshot.dirs).toEqual(['node_modules']);
    // The agent's turn: it rewrites the dependency and plants a shim.
    write(dir, 'node_modules/dep/index.js', 'module.exports = "poisoned";\n');
    write(dir, 'node_modules/.bin/npm', '#!/bin/sh\nexit 0\n');
    const checkout = await checkoutTree(git, await workingTreeAsTree(git), {
      dependencies: snapshot,
    });
    cleanups.push(() => checkout.dispose());
    expect(checkout.dependencies).toEqual(['node_modules']);
    const dep = join(checkout.dir, 'node_modules/dep/index.js');
    expect(readFileSync(dep, 'utf8')).toBe('module.exports = "real";\n');
    expect(existsSync(join(checkout.dir, 'node_modules/.bin/npm'))).toBe(false);
    expect(lstatSync(dep).mode & 0o022).toBe(0);
  });

  it('builds the tree of a second run: the candidate with some files from the starting commit', async () => {
    const { dir, run } = repo();
    write(dir, 'test/a.test.js', 'original a\n');
    write(dir, 'test/b.test.js', 'original b\n');
    run(['add', '-A']);
    run(['commit', '-qm', 'start']);
    const start = run(['rev-parse', 'HEAD']);
    write(dir, 'test/a.test.js', 'weakened a\n');
    rmSync(join(dir, 'test/b.test.js'));
    write(dir, 'test/c.test.js', 'new c\n');
    const git = createGit({ cwd: dir, env: isolatedGitEnv });
    const candidate = await workingTreeAsTree(git);
    const original = await treeWithFilesFrom(git, candidate, start, [
      'test/a.test.js',
      'test/b.test.js',
      'test/c.test.js',
    ]);
    expect(run(['show', `${original}:test/a.test.js`])).toBe('original a');
    expect(run(['show', `${original}:test/b.test.js`])).toBe('original b');
    expect(run(['ls-tree', '--name-only', original, 'test/'])).toBe(
      'test/a.test.js\ntest/b.test.js',
    );
  });
});

describe('a verify checkout for a checks user', () => {
  itWith('root')(
    'the checks user can add files but cannot change, remove or replace a tracked one',
    async () => {
      const { dir, run } = repo();
      write(dir, 'src/a.js', 'original\n');
      run(['add', '-A']);
      run(['commit', '-qm', 'start']);
      const git = createGit({ cwd: dir, env: isolatedGitEnv });
      const nobody = { uid: 65534, gid: 65534 };
      const checkout = await checkoutTree(git, run(['rev-parse', 'HEAD^{tree}']), {
        owner: nobody,
      });
      cleanups.push(() => checkout.dispose());
      const script = [
        'echo hacked > src/a.js && echo WROTE',
        'rm -f src/a.js && echo REMOVED',
        'mv src/a.js src/b.js && echo MOVED',
        'chmod 666 src/a.js && echo CHMOD',
        'echo out > src/build.out && echo ADDED',
      ].join('; ');
      const result = spawnSync('sh', ['-c', script], {
        cwd: checkout.dir,
        uid: nobody.uid,
        gid: nobody.gid,
        encoding: 'utf8',
      });
      expect(result.stdout.trim()).toBe('ADDED');
      expect(readFileSync(join(checkout.dir, 'src/a.js'), 'utf8')).toBe('original\n');
      expect(await checkout.changedTracked()).toEqual([]);
    },
  );
});

describe('a verify run', () => {
  it("finds no repository: a check's git does not reach the harness's .git above the checkout", async () => {
    const { dir, run } = repo();
    write(dir, 'src/a.js', 'original\n');
    run(['add', '-A']);
    run(['commit', '-qm', 'start']);
    // The checkouts are made inside the repository's own tree: git's search upwards would find
    // the harness's .git (and GIT_DIR, passed by the user, would name it) but for the ceiling.
    const scratch = join(dir, 'scratch');
    mkdirSync(scratch);
    const tmp = process.env.TMPDIR;
    process.env.TMPDIR = scratch;
    cleanups.push(() => {
      if (tmp === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = tmp;
    });
    const git = createGit({ cwd: dir, env: isolatedGitEnv });
    const look = 'git rev-parse --absolute-git-dir; git log --oneline -1; echo END';
    const control = spawnSync('sh', ['-c', look], { cwd: scratch, encoding: 'utf8' });
    expect(control.stdout).toContain(join(dir, '.git'));

    const { results } = await verifyTree(
      {
        git,
        boundary: NO_BOUNDARY,
        crossing: {
          repoDir: dir,
          taskId: 't',
          attempt: 1,
          run: 0,
          signal: new AbortController().signal,
        },
        options: { passEnv: ['GIT_DIR'], env: { GIT_DIR: join(dir, '.git') } },
        dependencies: NO_DEPENDENCIES,
      },
      run(['rev-parse', 'HEAD^{tree}']),
      [{ name: 'git', command: look, required: true, timeoutMs: 30_000 }],
    );
    const output = results[0]!.outputTail;
    expect(output).toContain('END');
    expect(output).toContain('not a git repository');
    expect(output).not.toContain(join(dir, '.git'));
    expect(output).not.toContain('start');
  });
});
