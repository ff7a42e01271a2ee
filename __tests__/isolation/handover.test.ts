/**
 * The agent's user and the hand-over of a working tree, for real (these tests run as root, as
 * in CI): useradd, chown, chmod, and what the agent's user can then do, checked by running
 * commands as that user.
 */
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { describeWith } from '../../test-support/privileges.js';
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ancestorsOf,
  closePrivate,
  grantTree,
  openWays,
  reclaimTree,
  restoreModes,
} from '../../src/isolation/handover.js';
import type { AgentUser, Privilege } from '../../src/isolation/types.js';
import { retireAgentUser } from '../security/attack-kit.js';
import {
  agentGitConfig,
  agentUserName,
  ensureAgentUser,
  parsePasswdLine,
  seedHome,
  useraddArgv,
} from '../../src/isolation/user.js';

/** Every block here needs root: skipped, with the reason, on a machine without it. */
const describe = describeWith('root');

const ROOT: Privilege = { kind: 'root' };
let root: string;
let workspace: string;
let user: AgentUser;

/** Runs a shell command as the agent's user; resolves with its exit code and output. */
function asAgent(command: string): { status: number | null; out: string } {
  const result = spawnSync(
    'setpriv',
    [`--reuid=${user.uid}`, `--regid=${user.gid}`, '--clear-groups', 'sh', '-c', command],
    { cwd: workspace, encoding: 'utf8', env: { PATH: process.env.PATH, HOME: user.home } },
  );
  return { status: result.status, out: `${result.stdout}${result.stderr}` };
}

beforeAll(async () => {
  root = realpathSync(mkdtempSync(join(tmpdir(), 'ralph-handover-')));
  workspace = join(root, 'work', 'repo');
  mkdirSync(join(workspace, '.git'), { recursive: true });
  mkdirSync(join(workspace, '.ralph'));
  mkdirSync(join(workspace, 'src'));
  writeFileSync(join(workspace, '.git', 'config'), '[core]\n');
  writeFileSync(join(workspace, '.ralph', 'prd.yaml'), 'tasks: []\n');
  writeFileSync(join(workspace, 'src', 'a.js'), 'export {};\n');
  writeFileSync(join(root, 'outside.txt'), 'harness only\n', { mode: 0o600 });
  symlinkSync(join(root, 'outside.txt'), join(workspace, 'src', 'link-out'));
  user = await ensureAgentUser(ROOT, agentUserName(workspace));
  await seedHome(ROOT, user, workspace);
});

afterAll(() => {
  retireAgentUser(user.name);
  rmSync(root, { recursive: true, force: true });
});

describe('the agent user', () => {
  it('is named after the tree: stable, short, a valid user name', () => {
    expect(agentUserName('/home/runner/work/w/w')).toBe(agentUserName('/home/runner/work/w/w'));
    expect(agentUserName('/a')).not.toBe(agentUserName('/b'));
    expect(agentUserName('/a')).toMatch(/^ralph-[0-9a-f]{8}$/);
  });

  it('is a system user with its own group and HOME, made by useradd', () => {
    expect(useraddArgv('ralph-x', 1_900_000_123)).toEqual([
      'useradd',
      '--system',
      '--uid',
      '1900000123',
      '--gid',
      '1900000123',
      '--no-user-group',
      '--no-log-init',
      '--create-home',
      '--home-dir',
      '/home/ralph-x',
      '--shell',
      '/bin/sh',
      '--comment',
      'ralph-action agent',
      'ralph-x',
    ]);
    expect(parsePasswdLine('ralph-x:x:998:997:ralph-action agent:/home/ralph-x:/bin/sh\n')).toEqual(
      {
        name: 'ralph-x',
        uid: 998,
        gid: 997,
        home: '/home/ralph-x',
      },
    );
    expect(parsePasswdLine('garbage')).toBeUndefined();
    expect(user.uid).toBeGreaterThan(0);
    expect(user.name).toBe(agentUserName(workspace));
  });

  it('is found again rather than made twice', async () => {
    expect(await ensureAgentUser(ROOT, user.name)).toEqual(user);
  });

  it('owns its HOME (0700) with a ~/.gitconfig that trusts the tree', () => {
    const home = statSync(user.home);
    expect(home.uid).toBe(user.uid);
    expect(home.mode & 0o777).toBe(0o700);
    expect(readFileSync(join(user.home, '.gitconfig'), 'utf8')).toBe(agentGitConfig(workspace));
    expect(statSync(join(user.home, '.gitconfig')).uid).toBe(user.uid);
  });
});

describe('handing the tree over and back', () => {
  it('opens the way to the tree (traverse only) and puts the modes back', async () => {
    chmodSync(root, 0o700);
    const changed = await openWays(ROOT, [workspace]);
    expect(changed.map((c) => c.path)).toContain(root);
    expect(statSync(root).mode & 0o777).toBe(0o701);
    // The agent reaches the tree by name but cannot list the directories on the way.
    expect(asAgent(`ls ${root}`).status).not.toBe(0);
    expect(asAgent('cat src/a.js').out).toBe('export {};\n');
    await restoreModes(ROOT, changed);
    expect(statSync(root).mode & 0o777).toBe(0o700);
    await openWays(ROOT, [workspace]);
  });

  it('grant: the agent may write the tree, not .git or .ralph, and cannot replace them', async () => {
    const top = await grantTree(ROOT, workspace, user);
    expect(statSync(join(workspace, 'src', 'a.js')).uid).toBe(user.uid);
    expect(statSync(join(workspace, '.git')).uid).toBe(0);
    expect(statSync(join(workspace, '.ralph', 'prd.yaml')).uid).toBe(0);
    // The link was not followed: the file outside stays the harness's.
    expect(statSync(join(root, 'outside.txt')).uid).toBe(0);
    expect(lstatSync(join(workspace, 'src', 'link-out')).uid).toBe(user.uid);

    expect(asAgent('echo more >> src/a.js && echo new > new-top.txt').status).toBe(0);
    expect(asAgent('echo x > .git/hooks-pre-push').status).not.toBe(0);
    expect(asAgent('echo x >> .ralph/prd.yaml').status).not.toBe(0);
    expect(asAgent('mv .git .git-old').status).not.toBe(0);
    expect(asAgent('rm -rf .ralph').status).not.toBe(0);
    expect(asAgent('cat src/link-out').status).not.toBe(0);

    await reclaimTree(ROOT, workspace, { uid: 0, gid: 0 }, top);
    expect(statSync(join(workspace, 'new-top.txt')).uid).toBe(0);
    expect(statSync(join(workspace, 'src', 'a.js')).uid).toBe(0);
    expect(statSync(workspace).mode & 0o7777).toBe(top.mode);
    expect(statSync(workspace).gid).toBe(top.gid);
    // After the hand-back the agent cannot write anything in the tree.
    expect(asAgent('echo late >> src/a.js').status).not.toBe(0);
  });

  it('closes the private places: a sibling entirely, one holding the tree but for the way', async () => {
    const temp = join(root, 'work', '_temp');
    mkdirSync(temp, { mode: 0o755 });
    writeFileSync(join(temp, 'secret.txt'), 'token\n', { mode: 0o644 });
    const home = join(root, 'work');
    writeFileSync(join(home, '.gitconfig'), 'secret\n', { mode: 0o644 });
    chmodSync(home, 0o755);
    const changed = await closePrivate(ROOT, [temp, home], [workspace]);
    expect(asAgent(`cat ${temp}/secret.txt`).status).not.toBe(0);
    expect(asAgent(`cat ${home}/.gitconfig`).status).not.toBe(0);
    expect(asAgent(`ls ${home}`).status).not.toBe(0);
    expect(asAgent('cat src/a.js').status).toBe(0);
    await restoreModes(ROOT, changed);
    expect(statSync(temp).mode & 0o777).toBe(0o755);
    expect(statSync(join(home, '.gitconfig')).mode & 0o777).toBe(0o644);
  });

  it('ancestorsOf lists the directories from the root down', () => {
    expect(ancestorsOf('/a/b/c')).toEqual(['/', '/a', '/a/b', '/a/b/c']);
  });
});
