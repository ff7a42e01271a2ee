/**
 * The dependency snapshot shares the working tree's files (hard links) when the agent and the
 * checks run as users of their own. Proven here for real, as root with a real agent user: the
 * agent, after the hand-over, cannot write a shared file in any way (write, truncate, chmod,
 * chown), only remove it or put its own at the path, which leaves the snapshot as it was; a
 * file it could write anyway (its own, or world-writable) is copied, not shared; and the
 * checks' side cannot write the snapshot back into the working tree.
 */
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { execFileSync, spawnSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  snapshotDependencies,
  type DependencySnapshot,
} from '../../src/engine/dependency-snapshot.js';
import { createGit } from '../../src/git/git.js';
import { grantTree, reclaimTree } from '../../src/isolation/handover.js';
import type { AgentUser, Privilege } from '../../src/isolation/types.js';
import { agentUserName, ensureAgentUser } from '../../src/isolation/user.js';
import { describeWith } from '../../test-support/privileges.js';
import { retireAgentUser } from '../security/attack-kit.js';

const describe = describeWith('root');
const ROOT: Privilege = { kind: 'root' };
const GIT_ENV = {
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_AUTHOR_NAME: 'T',
  GIT_AUTHOR_EMAIL: 't@example.com',
  GIT_COMMITTER_NAME: 'T',
  GIT_COMMITTER_EMAIL: 't@example.com',
};
const REAL = 'module.exports = "real";\n';

let root: string;
let user: AgentUser;
const cleanups: (() => Promise<void> | void)[] = [];

function write(dir: string, path: string, text: string, mode = 0o644): void {
  mkdirSync(dirname(join(dir, path)), { recursive: true });
  writeFileSync(join(dir, path), text, { mode });
  chmodSync(join(dir, path), mode);
}

/** A committed project with an untracked node_modules, installed by root. */
function project(): { dir: string; head: string } {
  const dir = mkdtempSync(join(root, 'repo-'));
  chmodSync(dir, 0o755);
  const git = (args: string[]) =>
    execFileSync('git', args, { cwd: dir, env: { ...process.env, ...GIT_ENV }, encoding: 'utf8' });
  write(dir, '.gitignore', 'node_modules/\n');
  write(dir, 'index.js', 'require("dep");\n');
  git(['init', '-q', '-b', 'main']);
  git(['add', '-A']);
  git(['commit', '-qm', 'start']);
  write(dir, 'node_modules/dep/index.js', REAL);
  write(dir, 'node_modules/dep/shared.js', REAL);
  write(dir, 'node_modules/dep/open.js', REAL, 0o666);
  write(dir, 'node_modules/dep/theirs.js', REAL);
  write(dir, 'node_modules/dep/tool', '#!/bin/sh\necho real\n', 0o755);
  chownSync(join(dir, 'node_modules/dep/theirs.js'), user.uid, user.gid);
  return { dir, head: git(['rev-parse', 'HEAD']).trim() };
}

/** Runs a shell command as the agent's user in `cwd`. */
function asAgent(cwd: string, command: string): number | null {
  return spawnSync(
    'setpriv',
    [`--reuid=${user.uid}`, `--regid=${user.gid}`, '--clear-groups', 'sh', '-c', command],
    { cwd, stdio: 'ignore', env: { PATH: process.env.PATH } },
  ).status;
}

/** The snapshot's node_modules given at a fresh place, read-only (as a verify checkout gets it). */
async function given(snapshot: DependencySnapshot): Promise<string> {
  const scratch = mkdtempSync(join(root, 'checkout-'));
  chmodSync(scratch, 0o755);
  const target = join(scratch, 'node_modules');
  const detach = await snapshot.attach('node_modules', target, scratch);
  cleanups.push(detach);
  return target;
}

beforeAll(async () => {
  root = realpathSync(mkdtempSync(join(tmpdir(), 'ralph-deps-test-')));
  chmodSync(root, 0o755);
  user = await ensureAgentUser(ROOT, agentUserName(join(root, 'agent')));
});

afterAll(async () => {
  for (const undo of cleanups.reverse()) await undo();
  retireAgentUser(user.name);
  rmSync(root, { recursive: true, force: true });
});

describe('the dependency snapshot, sharing files with the working tree', () => {
  it('shares only the files no one but root can write, and copies the rest', async () => {
    const { dir, head } = project();
    const snapshot = await snapshotDependencies(createGit({ cwd: dir, env: GIT_ENV }), head, {
      shareFiles: true,
    });
    cleanups.push(() => snapshot.dispose());
    const links = (path: string) => lstatSync(join(dir, 'node_modules/dep', path)).nlink;
    expect(links('index.js')).toBe(2); // linked into the snapshot
    expect(links('tool')).toBe(2);
    expect(links('open.js')).toBe(1); // world-writable: copied
    expect(links('theirs.js')).toBe(1); // the agent's own: copied
  });

  it("keeps the agent's later writes out of the snapshot, and the checks' out of the tree", async () => {
    const { dir, head } = project();
    const snapshot = await snapshotDependencies(createGit({ cwd: dir, env: GIT_ENV }), head, {
      shareFiles: true,
    });
    cleanups.push(() => snapshot.dispose());
    const top = await grantTree(ROOT, dir, user);
    const dep = join(dir, 'node_modules/dep');
    try {
      // The hand-over gave the agent the directories but not the shared files.
      expect(lstatSync(dep).uid).toBe(user.uid);
      expect(lstatSync(join(dep, 'index.js')).uid).toBe(0);
      // Every way to change a shared file in place fails.
      expect(asAgent(dep, 'echo poisoned > index.js')).not.toBe(0);
      expect(asAgent(dep, 'echo poisoned >> shared.js')).not.toBe(0);
      expect(asAgent(dep, 'truncate -s 0 index.js')).not.toBe(0);
      expect(asAgent(dep, 'chmod 666 index.js')).not.toBe(0);
      expect(asAgent(dep, `chown ${user.uid} index.js`)).not.toBe(0);
      expect(asAgent(dep, 'touch -d 2001-01-01 index.js')).not.toBe(0);
      expect(readFileSync(join(dep, 'index.js'), 'utf8')).toBe(REAL);
      // What the agent may do (its directories are its own) replaces the path, not the file.
      expect(asAgent(dep, 'rm -f index.js && echo poisoned > index.js')).toBe(0);
      expect(asAgent(dep, 'mv shared.js old.js && echo poisoned > shared.js')).toBe(0);
      expect(
        asAgent(dep, 'printf "#!/bin/sh\\necho poisoned\\n" > tool.new && mv -f tool.new tool'),
      ).toBe(0);
      // The files it could write anyway were copied.
      expect(asAgent(dep, 'echo poisoned > open.js && echo poisoned > theirs.js')).toBe(0);
      expect(readFileSync(join(dep, 'index.js'), 'utf8')).toBe('poisoned\n');
    } finally {
      await reclaimTree(ROOT, dir, { uid: 0, gid: 0 }, top);
    }

    const checks = await given(snapshot);
    for (const file of ['index.js', 'shared.js', 'open.js', 'theirs.js']) {
      expect(readFileSync(join(checks, 'dep', file), 'utf8')).toBe(REAL);
    }
    expect(readFileSync(join(checks, 'dep/tool'), 'utf8')).toContain('echo real');
    // The checks' user cannot write what it was given; a root write stays in the checkout.
    expect(asAgent(checks, 'echo poisoned > dep/old.js')).not.toBe(0);
    // (shared.js is the file the working tree now holds as old.js)
    writeFileSync(join(checks, 'dep/shared.js'), 'checks wrote this\n');
    expect(readFileSync(join(dep, 'old.js'), 'utf8')).toBe(REAL);
    expect(readFileSync(join(await given(snapshot), 'dep/shared.js'), 'utf8')).toBe(REAL);
  });

  it('copies every file without users of their own (the agent could write through a link)', async () => {
    const { dir, head } = project();
    const snapshot = await snapshotDependencies(createGit({ cwd: dir, env: GIT_ENV }), head);
    cleanups.push(() => snapshot.dispose());
    expect(lstatSync(join(dir, 'node_modules/dep/index.js')).nlink).toBe(1);
    writeFileSync(join(dir, 'node_modules/dep/index.js'), 'poisoned\n');
    expect(readFileSync(join(await given(snapshot), 'dep/index.js'), 'utf8')).toBe(REAL);
  });
});
