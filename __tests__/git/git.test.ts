import { afterEach, describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync, writeFileSync, rmSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createGit, GitError } from '../../src/git/git.js';
import type { Git } from '../../src/git/types.js';
import { workingTreeAsTree } from '../../src/engine/iteration/candidate.js';
import {
  cloneOf,
  createRepoWithOrigin,
  isolatedGitEnv,
  type TestClone,
} from '../../test-support/git-repo.js';

const cleanups: Array<() => void> = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()!();
});

function repo(files: Record<string, string> = { 'README.md': '# demo\n' }) {
  const r = createRepoWithOrigin(files);
  cleanups.push(r.cleanup);
  return r;
}

function clone(origin: string): TestClone {
  const c = cloneOf(origin);
  cleanups.push(c.cleanup);
  return c;
}

function gitFor(dir: string, extra: Partial<Parameters<typeof createGit>[0]> = {}): Git {
  return createGit({ cwd: dir, env: isolatedGitEnv, retryDelayMs: 1, ...extra });
}

describe('createGit: local commands', () => {
  it('reads refs, branches and status, and commits', async () => {
    const r = repo();
    const git = gitFor(r.dir);
    expect(await git.currentBranch()).toBe('main');
    expect(await git.revParse('HEAD')).toBe(r.git(['rev-parse', 'HEAD']));
    expect(await git.tryRevParse('no-such-ref')).toBeUndefined();
    expect(await git.isClean()).toBe(true);
    expect(await git.localBranchExists('main')).toBe(true);
    expect(await git.localBranchExists('ralph/x')).toBe(false);

    r.write({ 'src/a.ts': 'export const a = 1;\n' });
    expect(await git.status()).toEqual(['?? src/a.ts']);
    await git.addAll();
    const sha = await git.commit('feat: task-001 - add a\n\nbody line');
    expect(sha).toBe(r.git(['rev-parse', 'HEAD']));
    expect(await git.logSubjects('HEAD~1..HEAD')).toEqual(['feat: task-001 - add a']);
    expect(await git.isClean()).toBe(true);
  });

  it('reports a detached HEAD as no branch and switches branches', async () => {
    const r = repo();
    const git = gitFor(r.dir);
    await git.checkoutNew('ralph/feature', 'main');
    expect(await git.currentBranch()).toBe('ralph/feature');
    expect(await git.tryCheckout('main')).toBe(true);
    expect(await git.tryCheckout('does-not-exist')).toBe(false);
    r.git(['checkout', '--quiet', '--detach', 'HEAD']);
    expect(await git.currentBranch()).toBeUndefined();
  });

  it('throws a descriptive error naming the command and git stderr', async () => {
    const r = repo();
    const git = gitFor(r.dir);
    await expect(git.resetHard('nope')).rejects.toThrow(
      /^git reset --hard nope failed \(exit 128\): fatal: .*nope/s,
    );
    const error = await git.exec(['checkout', 'nope']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GitError);
    const result = await git.exec(['checkout', 'nope'], { allowFailure: true });
    expect(result.exitCode).not.toBe(0);
  });

  it('shows files at a ref, undefined when absent, and throws on a bad ref', async () => {
    const r = repo({ 'CLAUDE.md': 'original\n' });
    const git = gitFor(r.dir);
    writeFileSync(join(r.dir, 'CLAUDE.md'), 'edited\n');
    expect(await git.showFile('HEAD', 'CLAUDE.md')).toBe('original\n');
    expect(await git.showFile('HEAD', 'AGENTS.md')).toBeUndefined();
    await expect(git.showFile('no-such-ref', 'CLAUDE.md')).rejects.toThrow(/no-such-ref/);
  });

  it('resets and cleans without touching ignored files', async () => {
    const r = repo({ 'a.txt': 'a\n', '.gitignore': '.ralph/attempts/\n' });
    const git = gitFor(r.dir);
    r.write({ 'a.txt': 'changed\n', 'new.txt': 'x\n', '.ralph/attempts/log.txt': 'keep\n' });
    await git.resetHard('HEAD');
    await git.clean();
    expect(readFileSync(join(r.dir, 'a.txt'), 'utf8')).toBe('a\n');
    expect(() => readFileSync(join(r.dir, 'new.txt'))).toThrow();
    expect(readFileSync(join(r.dir, '.ralph/attempts/log.txt'), 'utf8')).toBe('keep\n');
    expect(await git.isClean()).toBe(true);
  });

  it('resetSoft keeps the changes staged', async () => {
    const r = repo();
    const git = gitFor(r.dir);
    const base = await git.revParse('HEAD');
    r.write({ 'b.txt': 'b\n' });
    await git.add(['b.txt']);
    await git.commit('add b');
    await git.resetSoft(base);
    expect(await git.revParse('HEAD')).toBe(base);
    expect(await git.status()).toEqual(['A  b.txt']);
  });
});

describe('createGit: a commit that stages files itself', () => {
  it('commits the index with the named files as they are on disk, taken literally', async () => {
    const r = repo({ 'log.txt': 'one\n', 'x*.txt': 'star\n', 'xy.txt': 'xy\n', 'w.txt': 'w\n' });
    const git = gitFor(r.dir);
    const base = await git.revParse('HEAD');
    r.write({ 'work.txt': 'work\n', 'w.txt': 'w2\n' });
    await git.addAll();
    expect(await git.stagedChanges(base)).toEqual({
      created: ['work.txt'],
      modified: ['w.txt'],
      deleted: [],
    });
    // Written after the add: staged by the commit (`x*.txt` is no pattern: xy.txt stays out).
    r.write({ 'log.txt': 'one\ntwo\n', 'x*.txt': 'star2\n', 'xy.txt': 'xy2\n' });
    const sha = await git.commitWith('feat: work', ['log.txt', 'x*.txt']);
    expect(sha).toBe(r.git(['rev-parse', 'HEAD']));
    expect(r.git(['show', '--name-only', '--format=', 'HEAD']).split('\n').sort()).toEqual([
      'log.txt',
      'w.txt',
      'work.txt',
      'x*.txt',
    ]);
    expect(r.git(['show', 'HEAD:log.txt'])).toBe('one\ntwo');
    expect(await git.status()).toEqual([' M xy.txt']);
  });
});

describe('createGit: changes against a ref include untracked files', () => {
  it('lists created, modified and deleted files, ignoring gitignored ones', async () => {
    const r = repo({
      'keep.txt': 'k\n',
      'gone.txt': 'g\n',
      'mod.txt': 'm\n',
      '.gitignore': 'out/\n',
    });
    const git = gitFor(r.dir);
    const base = await git.revParse('HEAD');
    r.write({ 'mod.txt': 'm2\n', 'src/new.ts': 'n\n', 'out/build.js': 'ignored\n' });
    rmSync(join(r.dir, 'gone.txt'));
    const indexBefore = readFileSync(join(r.dir, '.git/index'));

    expect(await git.changedFiles(base)).toEqual({
      created: ['src/new.ts'],
      modified: ['mod.txt'],
      deleted: ['gone.txt'],
    });
    // The real index is untouched: the new file is still untracked.
    expect(readFileSync(join(r.dir, '.git/index'))).toEqual(indexBefore);
    expect(await git.status()).toContain('?? src/new.ts');
  });

  it('diffs a commit against a tree (new and binary files too) in a patch that applies', async () => {
    const r = repo({ 'a.txt': 'a\n' });
    const git = gitFor(r.dir);
    r.write({ 'a.txt': 'a2\n', 'new.txt': 'new\n' });
    writeFileSync(join(r.dir, 'blob.bin'), Buffer.from([0, 1, 2, 255, 0, 7]));
    const tree = await workingTreeAsTree(git);
    // Written after the tree was built: not part of the patch.
    r.write({ 'later.txt': 'later\n' });
    const patch = await git.patch('HEAD', tree);
    expect(patch).not.toContain('later.txt');
    expect(patch).toContain('diff --git a/new.txt b/new.txt');
    expect(patch).toContain('GIT binary patch');

    // The patch reproduces the tree on a clean checkout of the ref.
    const other = clone(r.origin);
    const patchFile = join(other.dir, '..', 'change.patch');
    writeFileSync(patchFile, patch);
    other.git(['apply', '--binary', patchFile]);
    expect(readFileSync(join(other.dir, 'new.txt'), 'utf8')).toBe('new\n');
    expect(readFileSync(join(other.dir, 'blob.bin'))).toEqual(Buffer.from([0, 1, 2, 255, 0, 7]));
  });

  it('compares two commits when `to` is given', async () => {
    const r = repo({ 'a.txt': 'a\n' });
    const git = gitFor(r.dir);
    const from = await git.revParse('HEAD');
    r.write({ 'b.txt': 'b\n' });
    await git.addAll();
    const to = await git.commit('add b');
    r.write({ 'untracked.txt': 'u\n' });
    expect(await git.changedFiles(from, to)).toEqual({
      created: ['b.txt'],
      modified: [],
      deleted: [],
    });
  });
});

describe('createGit: network commands against a bare origin', () => {
  it('pushes, reports up_to_date, and sees remote branches', async () => {
    const r = repo();
    const git = gitFor(r.dir);
    await git.checkoutNew('ralph/x', 'main');
    expect(await git.remoteBranchExists('origin', 'ralph/x')).toBe(false);
    r.write({ 'x.txt': 'x\n' });
    await git.addAll();
    await git.commit('add x');
    expect(await git.push('origin', 'ralph/x')).toBe('pushed');
    expect(await git.remoteBranchExists('origin', 'ralph/x')).toBe(true);
    expect(await git.push('origin', 'ralph/x')).toBe('up_to_date');
  });

  it('survives a race: rejected push, fetch + rebase, then the push succeeds', async () => {
    const r = repo({ 'a.txt': 'a\n' });
    const git = gitFor(r.dir);
    const other = clone(r.origin);
    other.write({ 'other.txt': 'from the other runner\n' });
    other.git(['add', '-A']);
    other.git(['commit', '-m', 'other runner']);
    other.git(['push', 'origin', 'main']);

    r.write({ 'mine.txt': 'mine\n' });
    await git.addAll();
    await git.commit('my work');
    expect(await git.push('origin', 'main')).toBe('rejected_non_fast_forward');
    expect(await git.tryFetch('origin', ['main'])).toBe(true);
    expect(await git.tryRebase('FETCH_HEAD')).toBe(true);
    expect(await git.push('origin', 'main')).toBe('pushed');
    expect(await git.logSubjects('HEAD~2..HEAD')).toEqual(['other runner', 'my work']);
  });

  it('aborts a conflicting rebase and leaves a clean tree', async () => {
    const r = repo({ 'a.txt': 'base\n' });
    const git = gitFor(r.dir);
    const other = clone(r.origin);
    other.write({ 'a.txt': 'theirs\n' });
    other.git(['commit', '-am', 'theirs']);
    other.git(['push', 'origin', 'main']);

    r.write({ 'a.txt': 'mine\n' });
    await git.addAll();
    const mine = await git.commit('mine');
    expect(await git.push('origin', 'main')).toBe('rejected_non_fast_forward');
    await git.fetch('origin', ['main']);
    expect(await git.tryRebase('FETCH_HEAD')).toBe(false);
    expect(await git.isClean()).toBe(true);
    expect(await git.revParse('HEAD')).toBe(mine);
    expect(await git.currentBranch()).toBe('main');
    expect(readFileSync(join(r.dir, 'a.txt'), 'utf8')).toBe('mine\n');
  });

  it('gives the auth header to network commands only, never through argv or the environment', async () => {
    const r = repo();
    const secret = 'c2VjcmV0LXRva2VuLXZhbHVl';
    const header = `AUTHORIZATION: basic ${secret}`;
    // A wrapper around git records the arguments and the environment of every git process.
    const binDir = join(r.dir, '..', 'bin');
    const log = join(r.dir, '..', 'git.log');
    mkdirSync(binDir);
    writeFileSync(
      join(binDir, 'git'),
      `#!/bin/sh\n{ echo "ARGS $*"; env; } >> '${log}'\nPATH='${process.env.PATH}' exec git "$@"\n`,
      { mode: 0o755 },
    );
    // A smart-HTTP endpoint that records the headers git sends, then refuses.
    const seen: string[] = [];
    const server = createServer((req, res) => {
      seen.push(String(req.headers.authorization ?? ''));
      res.writeHead(403).end('no');
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const port = (server.address() as AddressInfo).port;
    try {
      r.git(['remote', 'add', 'web', `http://127.0.0.1:${port}/o/r.git`]);
      const git = gitFor(r.dir, {
        authHeader: header,
        networkRetries: 0,
        env: { ...isolatedGitEnv, PATH: `${binDir}:${process.env.PATH}` },
      });
      r.write({ 'x.txt': 'x\n' });
      await git.addAll();
      await git.commit('x');
      await expect(git.push('web', 'main')).rejects.toThrow(/git push web main failed/);
    } finally {
      server.close();
    }

    // The header reached the server...
    expect(seen).toContain(header.slice('AUTHORIZATION: '.length));
    // ...through a config file named on the command line of the push only, since removed.
    const text = readFileSync(log, 'utf8');
    const pushArgs = text.split('\n').find((l) => l.startsWith('ARGS') && l.includes(' push '))!;
    const file = /include\.path=(\S+)/.exec(pushArgs)?.[1];
    expect(file).toBeDefined();
    expect(existsSync(file!)).toBe(false);
    expect(text.split('\n').filter((l) => l.includes('include.path='))).toHaveLength(1);
    // Neither any argument list nor any environment held the secret.
    expect(text).not.toContain(secret);
    const config = readFileSync(join(r.dir, '.git/config'), 'utf8');
    expect(config).not.toContain(secret);
    expect(config).not.toContain('extraheader');
  });

  it('retries a failing network command, then throws with the command and reason', async () => {
    const r = repo();
    const git = gitFor(r.dir, { networkRetries: 2 });
    const logFile = join(r.dir, '..', 'attempts.log');
    r.git(['remote', 'add', 'broken', join(r.dir, '..', 'missing.git')]);
    // git's trace2 event log records every process start: one per attempt.
    const failing = gitFor(r.dir, {
      networkRetries: 2,
      env: { ...isolatedGitEnv, GIT_TRACE2_EVENT: logFile },
    });
    await expect(failing.fetch('broken', ['main'])).rejects.toThrow(
      /^git fetch --no-tags --no-recurse-submodules broken main failed \(exit 128\): .*missing\.git/s,
    );
    const starts = readFileSync(logFile, 'utf8')
      .split('\n')
      .filter(
        (l) => l.includes('"event":"start"') && l.includes('"fetch"') && !l.includes('"remote-'),
      );
    expect(starts.length).toBe(3);
    expect(await git.tryFetch('broken', ['main'])).toBe(false);
  });
});
