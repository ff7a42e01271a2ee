/**
 * What a working tree may hold to make the harness's git block or run a stranger's programs: a
 * FIFO where git reads (a `.gitignore`), and nested repositories. Plain git first shows each
 * attack works; then the harness's git (sealed, the tree distrusted) meets none of it, and a
 * command that blocks anyway is ended by its deadline or by aborting the run.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createGit } from '../../src/git/git.js';
import { GIT_ABORTED, GIT_TIMED_OUT, runGit } from '../../src/git/run-git.js';
import {
  createRepoWithOrigin,
  isolatedGitEnv,
  type TestRepo,
} from '../../test-support/git-repo.js';

const cleanups: Array<() => void> = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()!();
});

function repo(): TestRepo {
  const r = createRepoWithOrigin({ 'README.md': '# demo\n', '.gitignore': '*.log\n' });
  cleanups.push(r.cleanup);
  return r;
}

/** A FIFO at `path`, and an untracked file beside it (git then reads the directory's ignores). */
function mkfifo(path: string): void {
  writeFileSync(join(path, '..', 'notes.txt'), 'new\n');
  rmSync(path, { force: true });
  execFileSync('mkfifo', [path]);
}

/** Whether plain `git status` is still blocked after `ms` (then it is killed). */
function blocksPlainGit(cwd: string, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn('git', ['status', '--porcelain'], {
      cwd,
      env: { ...process.env, ...isolatedGitEnv },
    });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve(true);
    }, ms);
    child.on('close', () => {
      clearTimeout(timer);
      resolve(false);
    });
  });
}

describe('a FIFO in the tree', () => {
  it('blocks plain git; the harness removes it before its next command and reports it', async () => {
    const r = repo();
    mkfifo(join(r.dir, '.gitignore'));
    expect(await blocksPlainGit(r.dir, 1500)).toBe(true);

    const git = createGit({ cwd: r.dir, env: isolatedGitEnv });
    await git.seal();
    git.distrustTree();
    expect(await git.status()).toEqual([' D .gitignore', '?? notes.txt']);
    expect(existsSync(join(r.dir, '.gitignore'))).toBe(false);
    expect(await git.restoreSealed()).toEqual({ restored: [], removed: ['.gitignore'] });
    await git.unseal();
  });

  it('a git command that blocks anyway is killed at its deadline, or when the run is aborted', async () => {
    const r = repo();
    mkfifo(join(r.dir, '.gitignore'));
    const env = { ...process.env, ...isolatedGitEnv };
    const timed = await runGit(['status', '--porcelain'], { cwd: r.dir, env, timeoutMs: 300 });
    expect(timed.exitCode).toBe(GIT_TIMED_OUT);
    expect(timed.stderr).toContain('git status did not finish within 0 s and was killed');

    const controller = new AbortController();
    setTimeout(() => controller.abort(), 300);
    const aborted = await runGit(['status', '--porcelain'], {
      cwd: r.dir,
      env,
      signals: [controller.signal],
    });
    expect(aborted.exitCode).toBe(GIT_ABORTED);
    expect(aborted.stderr).toContain('the run was interrupted');

    // Through the wrapper: a clear error naming the command.
    const git = createGit({ cwd: r.dir, env: isolatedGitEnv, commandTimeoutMs: 300 });
    await expect(git.status()).rejects.toThrow(/git status .* failed \(exit 124\).*was killed/s);
  });
});

describe('nested repositories', () => {
  function nested(dir: string, script: string): void {
    mkdirSync(dir, { recursive: true });
    const run = (...args: string[]) =>
      execFileSync('git', args, { cwd: dir, env: { ...process.env, ...isolatedGitEnv } });
    run('init', '-q');
    run('config', 'filter.x.clean', script);
    writeFileSync(join(dir, '.gitattributes'), '* filter=x\n');
    writeFileSync(join(dir, 'a.txt'), 'one\n');
    run('add', 'a.txt');
    run('-c', 'user.name=a', '-c', 'user.email=a@b', 'commit', '-qm', 'x');
    writeFileSync(join(dir, 'a.txt'), 'two\n');
  }

  it('made after sealing: removed before the next command, so their filters never run', async () => {
    const r = repo();
    const loot = join(r.dir, '..', 'loot.txt');
    const script = `sh -c 'echo ran >> ${loot}; cat'`;
    // Control: plain git runs the filter of a nested repository once it is in the index.
    const proof = join(r.dir, '..', 'proof');
    execFileSync('git', ['clone', '-q', r.dir, proof], {
      env: { ...process.env, ...isolatedGitEnv },
    });
    cleanups.push(() => rmSync(proof, { recursive: true, force: true }));
    nested(join(proof, 'vendor/lib'), script);
    rmSync(loot, { force: true });
    for (const args of [['add', '-A'], ['status']])
      execFileSync('git', args, {
        cwd: proof,
        env: { ...process.env, ...isolatedGitEnv },
        stdio: 'ignore',
      });
    expect(readFileSync(loot, 'utf8')).toContain('ran');
    rmSync(loot);

    const git = createGit({ cwd: r.dir, env: isolatedGitEnv });
    await git.seal();
    nested(join(r.dir, 'vendor/lib'), script);
    writeFileSync(join(r.dir, 'vendor/gitfile.git'), 'x');
    mkdirSync(join(r.dir, 'vendor/lib2'));
    writeFileSync(join(r.dir, 'vendor/lib2/.git'), `gitdir: ${join(r.dir, 'vendor/lib/.git')}\n`);
    rmSync(loot, { force: true });
    git.distrustTree();
    await git.addAll();
    await git.status();
    expect(existsSync(loot)).toBe(false);
    expect(await git.restoreSealed()).toEqual({
      restored: [],
      removed: ['vendor/lib/.git', 'vendor/lib2/.git'],
    });
    expect(lstatSync(join(r.dir, 'vendor/lib/a.txt')).isFile()).toBe(true);
    await git.unseal();
  });

  it('there when sealed (a checked-out submodule): kept, their configuration sealed', async () => {
    const r = repo();
    const loot = join(r.dir, '..', 'loot.txt');
    nested(join(r.dir, 'vendor/lib'), 'cat');
    const git = createGit({ cwd: r.dir, env: isolatedGitEnv });
    await git.seal();
    const config = join(r.dir, 'vendor/lib/.git/config');
    const sealed = readFileSync(config, 'utf8');
    writeFileSync(config, `${sealed}[filter "x"]\n\tclean = sh -c 'echo ran >> ${loot}; cat'\n`);
    git.distrustTree();
    await git.addAll();
    await git.status();
    expect(existsSync(loot)).toBe(false);
    expect(readFileSync(config, 'utf8')).toBe(sealed);
    expect(existsSync(join(r.dir, 'vendor/lib/.git'))).toBe(true);
    await git.unseal();
  });
});
