/**
 * Git that the agent cannot program: hooks, fsmonitor, filters, credential helpers and includes
 * planted in the repository (or the global configuration) never run in a harness git command.
 * Each test first shows the planted program really runs under plain git, then that the
 * harness's git does not run it.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGit } from '../../src/git/git.js';
import {
  createRepoWithOrigin,
  isolatedGitEnv,
  type TestRepo,
} from '../../test-support/git-repo.js';

const cleanups: Array<() => void> = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()!();
});

function setup(): { r: TestRepo; loot: string; script: string; env: Record<string, string> } {
  const r = createRepoWithOrigin({ 'README.md': '# demo\n' });
  cleanups.push(r.cleanup);
  const outside = mkdtempSync(join(tmpdir(), 'seal-test-'));
  cleanups.push(() => rmSync(outside, { recursive: true, force: true }));
  const loot = join(outside, 'loot.txt');
  // The attacker's program: records that it ran and the environment it saw.
  const script = join(outside, 'evil.sh');
  writeFileSync(script, `#!/bin/sh\n{ echo "ran $0 $*"; env; } >> '${loot}'\ncat\n`, {
    mode: 0o755,
  });
  const globalFile = join(outside, 'global.gitconfig');
  writeFileSync(globalFile, '');
  return { r, loot, script, env: { ...isolatedGitEnv, GIT_CONFIG_GLOBAL: globalFile } };
}

/** Plain git, as the agent would run it. */
function plainGit(dir: string, env: Record<string, string>, args: string[]): void {
  execFileSync('git', args, { cwd: dir, env: { ...process.env, ...env }, stdio: 'ignore' });
}

describe('hardened git', () => {
  it('runs no repository hook and no hooks path, even unsealed', async () => {
    const { r, loot, script, env } = setup();
    writeFileSync(join(r.dir, '.git/hooks/pre-commit'), readFileSync(script), { mode: 0o755 });
    const hooksDir = join(r.dir, 'evil-hooks');
    mkdirSync(hooksDir);
    writeFileSync(join(hooksDir, 'commit-msg'), readFileSync(script), { mode: 0o755 });
    r.write({ 'a.txt': 'a\n' });
    plainGit(r.dir, env, ['commit', '-q', '--allow-empty', '-m', 'plain']);
    expect(readFileSync(loot, 'utf8')).toContain('ran');
    rmSync(loot);
    r.git(['config', 'core.hooksPath', hooksDir]);

    const git = createGit({ cwd: r.dir, env });
    await git.addAll();
    await git.commit('feat: harness commit');
    expect(existsSync(loot)).toBe(false);
  });

  it('runs no fsmonitor program', async () => {
    const { r, loot, script, env } = setup();
    r.git(['config', 'core.fsmonitor', script]);
    plainGit(r.dir, env, ['status']);
    expect(existsSync(loot)).toBe(true);
    rmSync(loot);

    await createGit({ cwd: r.dir, env }).status();
    expect(existsSync(loot)).toBe(false);
  });

  it('sealed: filters, credential helpers and includes the agent adds are gone before each command', async () => {
    const { r, loot, script, env } = setup();
    const git = createGit({ cwd: r.dir, env });
    await git.seal();
    const configBefore = readFileSync(join(r.dir, '.git/config'), 'utf8');

    // The agent's turn: a clean filter for every file, a helper, an include, info/attributes.
    const included = join(r.dir, '..', 'included.config');
    writeFileSync(included, `[core]\n\tfsmonitor = ${script}\n`);
    r.git(['config', 'filter.evil.clean', script]);
    r.git(['config', 'credential.helper', `!${script}`]);
    r.git(['config', 'include.path', included]);
    writeFileSync(join(r.dir, '.git/info/attributes'), '* filter=evil\n');
    r.write({ 'b.txt': 'b\n' });
    plainGit(r.dir, env, ['add', 'b.txt']);
    expect(readFileSync(loot, 'utf8')).toContain('ran');
    rmSync(loot);
    plainGit(r.dir, env, ['reset', '-q']);
    rmSync(loot, { force: true });

    await git.addAll();
    await git.commit('feat: after the agent');
    expect(existsSync(loot)).toBe(false);
    expect(readFileSync(join(r.dir, '.git/config'), 'utf8')).toBe(configBefore);
    expect(existsSync(join(r.dir, '.git/info/attributes'))).toBe(false);
    expect(await git.restoreSealed()).toEqual({
      restored: ['.git/config', '.git/info/attributes'],
      removed: [],
    });
    await git.unseal();
  });

  it('sealed: the global configuration is pinned to its copy from sealing time', async () => {
    const { r, loot, script, env } = setup();
    const git = createGit({ cwd: r.dir, env });
    await git.seal();
    writeFileSync(env.GIT_CONFIG_GLOBAL!, `[filter "evil"]\n\tclean = ${script}\n`);
    r.write({ '.gitattributes': '* filter=evil\n', 'c.txt': 'c\n' });
    plainGit(r.dir, env, ['add', 'c.txt']);
    expect(existsSync(loot)).toBe(true);
    plainGit(r.dir, env, ['reset', '-q']);
    rmSync(loot);

    await git.addAll();
    await git.commit('feat: with attributes');
    expect(existsSync(loot)).toBe(false);
    await git.unseal();
  });

  it('sealed: includes of the global configuration are resolved once, never read again', async () => {
    const { r, loot, script, env } = setup();
    const local = `${env.GIT_CONFIG_GLOBAL!}.local`;
    writeFileSync(local, '[user]\n\tname = Pinned Person\n');
    writeFileSync(
      env.GIT_CONFIG_GLOBAL!,
      `[include]\n\tpath = ${local}\n[url "https://mirror.example/"]\n\tinsteadOf = "https://a.b/"\n`,
    );
    const git = createGit({ cwd: r.dir, env });
    await git.seal();
    // The agent rewrites the included file with a filter for every file.
    writeFileSync(local, `[filter "evil"]\n\tclean = ${script}\n`);
    r.write({ '.gitattributes': '* filter=evil\n', 'e.txt': 'e\n' });
    plainGit(r.dir, env, ['add', 'e.txt']);
    expect(existsSync(loot)).toBe(true);
    plainGit(r.dir, env, ['reset', '-q']);
    rmSync(loot);

    await git.addAll();
    expect(existsSync(loot)).toBe(false);
    // What was there at sealing time still holds for harness commands.
    const seen = await git.exec(['config', '--get-regexp', '^(user\\.name|url\\.)']);
    expect(seen.stdout).toContain('user.name Pinned Person');
    expect(seen.stdout).toContain('url.https://mirror.example/.insteadof https://a.b/');
    await git.unseal();
  });

  it('sealed: a hooks directory replaced by a link is put back as a directory', async () => {
    const { r, env } = setup();
    const git = createGit({ cwd: r.dir, env });
    writeFileSync(join(r.dir, '.git/hooks/pre-push.sample'), '#!/bin/sh\n');
    await git.seal();
    const elsewhere = join(r.dir, '..', 'elsewhere-hooks');
    mkdirSync(elsewhere);
    rmSync(join(r.dir, '.git/hooks'), { recursive: true });
    symlinkSync(elsewhere, join(r.dir, '.git/hooks'));
    expect(lstatSync(join(r.dir, '.git/hooks')).isSymbolicLink()).toBe(true);

    await git.status();
    expect(lstatSync(join(r.dir, '.git/hooks')).isDirectory()).toBe(true);
    expect(existsSync(join(r.dir, '.git/hooks/pre-push.sample'))).toBe(true);
    expect(existsSync(elsewhere)).toBe(true); // the link's target is not touched
    await git.unseal();
  });

  it('sealed: a replaced .git stops every further command', async () => {
    const { r, env } = setup();
    const git = createGit({ cwd: r.dir, env });
    await git.seal();
    renameSync(join(r.dir, '.git'), join(r.dir, '..', 'moved.git'));
    execFileSync('git', ['init', '-q'], { cwd: r.dir, env: { ...process.env, ...env } });
    await expect(git.status()).rejects.toThrow(/\.git was replaced while the agent worked/);
  });

  it("never gives the runner's secrets to git or the programs it starts", async () => {
    const { r, loot, script, env } = setup();
    // A filter the person configured themselves (sealed, so it runs): it sees no secret.
    r.git(['config', 'filter.own.clean', script]);
    r.write({ '.gitattributes': '*.txt filter=own\n', 'd.txt': 'd\n' });
    const git = createGit({
      cwd: r.dir,
      env: { ...env, 'INPUT_GITHUB-TOKEN': 'ghs_inputtoken123', GITHUB_TOKEN: 'ghs_envtoken456' },
    });
    await git.seal();
    await git.addAll();
    const seen = readFileSync(loot, 'utf8');
    expect(seen).toContain('ran');
    expect(seen).not.toContain('ghs_inputtoken123');
    expect(seen).not.toContain('ghs_envtoken456');
    await git.unseal();
  });
});
