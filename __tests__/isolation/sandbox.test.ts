/** The sandbox as the engine sees it: how commands are wrapped, the modes, and a real one. */
import { afterAll, describe, expect, it } from '@jest/globals';
import { describeWith } from '../../test-support/privileges.js';
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sandboxBoundary } from '../../src/isolation/boundary.js';
import {
  createSandbox,
  IsolationUnavailableError,
  unisolatedSandbox,
  wrapFor,
} from '../../src/isolation/sandbox.js';
import type { AgentUser, Sandbox } from '../../src/isolation/types.js';
import { retireAgentUser } from '../security/attack-kit.js';

const USER: AgentUser = { name: 'ralph-abc', uid: 990, gid: 980, home: '/home/ralph-abc' };
const noPrivilege = {
  getuid: () => 1001,
  sudoWorks: async () => false,
  platform: 'linux' as const,
};

describe('wrapFor', () => {
  it('as root with util-linux: PID 1 of its own namespace, as the user, dying with the harness', () => {
    const wrap = wrapFor({ kind: 'root' }, USER, {
      setpriv: '/usr/bin/setpriv',
      unshare: '/usr/bin/unshare',
    });
    expect(wrap('/bin/claude', ['-p'])).toEqual({
      command: '/usr/bin/setpriv',
      args: [
        '--pdeathsig',
        'KILL',
        '--',
        '/usr/bin/unshare',
        '--pid',
        '--fork',
        '--kill-child',
        '--',
        '/usr/bin/setpriv',
        '--reuid=990',
        '--regid=980',
        '--clear-groups',
        '--no-new-privs',
        '--pdeathsig',
        'KILL',
        '--',
        '/bin/claude',
        '-p',
      ],
    });
  });

  it('with a restricted network: a network namespace too, whose root init starts the switch', () => {
    let runs = 0;
    const wrap = wrapFor({ kind: 'root' }, USER, {
      setpriv: '/usr/bin/setpriv',
      unshare: '/usr/bin/unshare',
      networkInit: () => ['/bin/node', 'netns-init.js', `{"run":${++runs}}`, '--'],
    });
    const args = wrap('/bin/claude', ['-p']).args;
    expect(args.slice(3, 15)).toEqual([
      '/usr/bin/unshare',
      '--pid',
      '--net',
      '--fork',
      '--kill-child',
      '--',
      '/bin/node',
      'netns-init.js',
      '{"run":1}',
      '--',
      '/usr/bin/setpriv',
      '--reuid=990',
    ]);
    // Each run gets its own init argv (its own record of what was refused).
    expect(wrap('/bin/claude', []).args[11]).toBe('{"run":2}');
  });

  it('the limiting step comes first, while still privileged, before the namespace', () => {
    const wrap = wrapFor({ kind: 'sudo' }, USER, {
      setpriv: '/s',
      unshare: '/u',
      limits: ['/usr/bin/prlimit', '--nproc=64', '--'],
    });
    const { command, args } = wrap('c', []);
    expect([command, ...args].slice(0, 8)).toEqual([
      'sudo',
      '-n',
      '-E',
      '--',
      '/usr/bin/prlimit',
      '--nproc=64',
      '--',
      '/s',
    ]);
  });

  it('as root without unshare: setpriv alone; without setpriv: node switches uid and gid', () => {
    expect(wrapFor({ kind: 'root' }, USER, { setpriv: '/s' })('c', ['a']).args.slice(0, 2)).toEqual(
      ['--reuid=990', '--regid=980'],
    );
    expect(wrapFor({ kind: 'root' }, USER, {})('c', ['a'])).toEqual({
      command: 'c',
      args: ['a'],
      uid: 990,
      gid: 980,
    });
  });

  it('through sudo: the same chain after sudo -n -E, with the PATH given back', () => {
    const wrapped = wrapFor({ kind: 'sudo' }, USER, {
      setpriv: '/usr/bin/setpriv',
      unshare: '/usr/bin/unshare',
      path: '/opt/node/bin:/usr/bin',
    })('claude', ['-p']);
    expect(wrapped.command).toBe('sudo');
    expect(wrapped.args.slice(0, 3)).toEqual(['-n', '-E', '--']);
    expect(wrapped.args.slice(-4)).toEqual(['env', 'PATH=/opt/node/bin:/usr/bin', 'claude', '-p']);
    expect(wrapFor({ kind: 'sudo' }, USER, { path: '/p' })('claude', [])).toEqual({
      command: 'sudo',
      args: ['-n', '-E', '-u', 'ralph-abc', '--', 'env', 'PATH=/p', 'claude'],
    });
  });
});

describe('createSandbox where isolation is impossible', () => {
  it('required: fails, saying why and what to do', async () => {
    const attempt = createSandbox({ mode: 'required', workspace: '/w', probe: noPrivilege });
    await expect(attempt).rejects.toBeInstanceOf(IsolationUnavailableError);
    await expect(attempt).rejects.toThrow(
      'isolation is required, but it is impossible here: the action runs as uid 1001 (not root) and passwordless `sudo -n` is not available. Run the job as root',
    );
  });

  it('auto: an unisolated sandbox and a loud warning', async () => {
    const { sandbox, warning } = await createSandbox({
      mode: 'auto',
      workspace: '/w',
      probe: noPrivilege,
    });
    expect(sandbox.isolated).toBe(false);
    expect(warning).toMatch(/^The agent is NOT isolated: the action runs as uid 1001/);
    await sandbox.dispose();
  });

  it('none: never isolates, never warns', async () => {
    const { sandbox, warning } = await createSandbox({ mode: 'none', workspace: '/w' });
    expect(sandbox.isolated).toBe(false);
    expect(warning).toBeUndefined();
    expect(sandbox.identity()).toBeUndefined();
    await sandbox.dispose();
  });
});

describeWith('root')('a real sandbox (as root)', () => {
  const root = realpathSync(mkdtempSync(join(tmpdir(), 'ralph-sandbox-')));
  const workspace = join(root, 'repo');
  const privateDir = join(root, 'runner-temp');
  let sandbox: Sandbox | undefined;
  afterAll(async () => {
    await sandbox?.dispose();
    if (sandbox?.user) retireAgentUser(sandbox.user.name);
    rmSync(root, { recursive: true, force: true });
  });

  it('runs commands as its user, in their own PID namespace, and stages files for it', async () => {
    mkdirSync(join(workspace, '.git'), { recursive: true });
    mkdirSync(privateDir, { mode: 0o755 });
    writeFileSync(join(privateDir, 'mcp.json'), '{"mcpServers":{}}', { mode: 0o600 });
    const made = await createSandbox({ mode: 'required', workspace, privatePaths: [privateDir] });
    sandbox = made.sandbox;
    expect(made.warning).toBeUndefined();
    expect(sandbox.isolated).toBe(true);
    expect(sandbox.description).toContain('each run in its own PID namespace');
    const wrapped = sandbox.wrap('sh', ['-c', 'echo "$(id -u) $$"']);
    const run = spawnSync(wrapped.command, wrapped.args, { encoding: 'utf8' });
    expect(run.stdout.trim()).toBe(`${sandbox.user!.uid} 1`);
    // The private directory is closed for the run; a staged copy is readable.
    expect(statSync(privateDir).mode & 0o077).toBe(0);
    const staged = await sandbox.stage(join(privateDir, 'mcp.json'));
    const read = spawnSync(...asArgs(sandbox.wrap('cat', [staged])), { encoding: 'utf8' });
    expect(read.stdout).toBe('{"mcpServers":{}}');
    expect(await readFile(staged, 'utf8')).toBe('{"mcpServers":{}}');
  });

  it('the engine boundary grants before and reclaims after each phase', async () => {
    const boundary = sandboxBoundary(sandbox!);
    const crossing = {
      repoDir: workspace,
      taskId: 't',
      attempt: 1,
      run: 0,
      signal: new AbortController().signal,
    };
    writeFileSync(join(workspace, 'file.txt'), 'x');
    await boundary.beforeAgent(crossing);
    expect(statSync(join(workspace, 'file.txt')).uid).toBe(sandbox!.user!.uid);
    expect(
      boundary.agentOptions(
        {
          claudePath: 'c',
          cwd: workspace,
          prompt: '',
          maxTurns: 1,
          timeoutMs: 1,
          idleTimeoutMs: 1,
        },
        crossing,
      ).sandbox,
    ).toBe(sandbox);
    await boundary.afterAgent(crossing, undefined);
    expect(statSync(join(workspace, 'file.txt')).uid).toBe(0);
    await boundary.beforeChecks(crossing);
    // The checks run as their own user, not the agent's.
    expect(boundary.checksOptions({ cwd: workspace }, crossing).sandbox).toBe(sandbox!.checks);
    expect(sandbox!.checks?.user?.name).toBe(`${sandbox!.user?.name}-checks`);
    await boundary.afterChecks(crossing, []);
    expect(statSync(join(workspace, 'file.txt')).uid).toBe(0);
  });

  it('network: restricted where no network namespace can be made: required fails, auto warns', async () => {
    const network = { mode: 'restricted' as const, allowedHosts: [] };
    const networkProbe = async () => ({ why: 'ip (iproute2) not found' });
    await expect(
      createSandbox({ mode: 'required', workspace, network, networkProbe }),
    ).rejects.toThrow(
      new IsolationUnavailableError(
        'isolation is required with network: restricted, but no network namespace can be made here: ip (iproute2) not found. Install iproute2, or set network: open.',
      ),
    );
    const made = await createSandbox({ mode: 'auto', workspace, network, networkProbe });
    try {
      expect(made.sandbox.isolated).toBe(true);
      expect(made.warning).toBe(made.sandbox.warning);
      expect(made.warning).toMatch(
        /^The agent's network is NOT restricted: no network namespace can be made here \(ip \(iproute2\) not found\)\./,
      );
      expect(made.sandbox.networkRestricted).toBe(false);
    } finally {
      await made.sandbox.dispose();
    }
  });

  it('keeps the PATH directories inside a closed place reachable, and only those', async () => {
    const home = join(root, 'runner-home');
    const tools = join(home, 'tools', 'bin');
    mkdirSync(tools, { recursive: true, mode: 0o755 });
    writeFileSync(join(tools, 'hello'), '#!/bin/sh\necho hello from the tools\n', { mode: 0o755 });
    writeFileSync(join(home, '.gitconfig'), 'secret\n', { mode: 0o644 });
    const other = join(root, 'elsewhere');
    mkdirSync(join(other, 'bin'), { recursive: true });
    chmodSync(other, 0o700);
    const made = await createSandbox({
      mode: 'required',
      workspace,
      privatePaths: [home],
      pathDirs: [tools, join(other, 'bin'), '', 'relative/bin'],
    });
    try {
      const run = (command: string) => {
        const wrapped = made.sandbox.wrap('sh', ['-c', command]);
        return spawnSync(wrapped.command, wrapped.args, { encoding: 'utf8' });
      };
      expect(run(`${tools}/hello`).stdout).toBe('hello from the tools\n');
      expect(run(`cat ${home}/.gitconfig`).status).not.toBe(0);
      // A PATH directory outside the private places is not opened.
      expect(statSync(other).mode & 0o777).toBe(0o700);
    } finally {
      await made.sandbox.dispose();
    }
  });

  it('dispose puts the closed places back', async () => {
    await sandbox!.dispose();
    expect(statSync(privateDir).mode & 0o777).toBe(0o755);
  });
});

describe('an unisolated sandbox', () => {
  it('only adds the parent-death signal when setpriv is there', () => {
    expect(unisolatedSandbox('x', undefined, '/usr/bin/setpriv').wrap('c', ['a'])).toEqual({
      command: '/usr/bin/setpriv',
      args: ['--pdeathsig', 'KILL', '--', 'c', 'a'],
    });
    expect(unisolatedSandbox('x').wrap('c', ['a'])).toEqual({ command: 'c', args: ['a'] });
  });
});

function asArgs(wrapped: { command: string; args: string[] }): [string, string[]] {
  return [wrapped.command, wrapped.args];
}
