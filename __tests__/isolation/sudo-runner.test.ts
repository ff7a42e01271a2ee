/**
 * Isolation the way a GitHub-hosted runner has it: the harness runs as an ordinary user with
 * passwordless `sudo -n` (not root). A real sudoer user runs the built CLI (`ralph once
 * --isolation required`) on its own repository; the agent and the checks must run as the agent's
 * user through sudo, and the tree must come back to the sudoer for the commit.
 */
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { describeWith } from '../../test-support/privileges.js';
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import { chmodSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../test-support/action-runner.js';
import { removeUser, retireAgentUser, uidOf } from '../security/attack-kit.js';

/** Every block here needs root and sudo: skipped, with the reason, on a machine without it. */
const describe = describeWith('root and sudo');

const SUDOER = `ralph-sudoer${process.pid % 10000}`;
const SUDOERS_FILE = `/etc/sudoers.d/${SUDOER}`;
const CLI = join(REPO_ROOT, 'dist', 'cli.js');

let home = '';
let repo = '';
const agentUsers: string[] = [];

/** The sudoer's plain environment, with its own HOME. */
function sudoerEnv(): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: home,
    USER: SUDOER,
    LANG: 'C.UTF-8',
    NO_COLOR: '1',
    GIT_AUTHOR_NAME: 'Sudoer',
    GIT_AUTHOR_EMAIL: 'sudoer@example.com',
    GIT_COMMITTER_NAME: 'Sudoer',
    GIT_COMMITTER_EMAIL: 'sudoer@example.com',
  };
}

function sudoerArgv(command: string, args: string[]): string[] {
  const uid = uidOf(SUDOER)!;
  return [`--reuid=${uid}`, `--regid=${uid}`, '--init-groups', command, ...args];
}

/** Runs a command as the sudoer, with its own HOME and a plain environment. */
function asSudoer(command: string, args: string[], cwd: string) {
  return spawnSync('setpriv', sudoerArgv(command, args), {
    cwd,
    encoding: 'utf8',
    env: sudoerEnv(),
  });
}

/** The same, without blocking this process (whose servers the run must reach). */
function asSudoerAsync(command: string, args: string[], cwd: string): Promise<string> {
  return new Promise((resolve) => {
    execFile(
      'setpriv',
      sudoerArgv(command, args),
      { cwd, encoding: 'utf8', env: sudoerEnv(), timeout: 180_000 },
      (error, stdout, stderr) =>
        resolve(`exit ${error ? String(error.code) : 0}\n${stdout}${stderr}`),
    );
  });
}

/** Where the check says who ran it: the checks' own checkout is discarded after them. */
const WHO_DIR = '/run/ralph-sudo-runner-who';

const CHECKS = [
  '# Project',
  '',
  '<!-- RALPH:CHECKS:START -->',
  '```yaml',
  'checks:',
  '  - name: who',
  `    command: "id -un > ${WHO_DIR}/who.txt && test -s work.txt"`,
  '```',
  '<!-- RALPH:CHECKS:END -->',
  '',
].join('\n');

const PRD = `schema_version: "1.0"
project:
  title: "Sudo runner"
tasks:
  - id: "task-001"
    title: "Write the work file"
    status: "pending"
    # The check wants the file this task writes: it fails at the start, on purpose.
    baseline: "allow-failing"
`;

/** An instant agent: writes a file naming the user it ran as, prints claude's stream-json. */
const AGENT = `#!/bin/sh
cat > /dev/null
echo "work by $(id -un)" > work.txt
printf '%s\\n' '{"type":"system","subtype":"init","session_id":"s"}'
printf '%s\\n' '{"type":"assistant","message":{"role":"assistant","content":[{"type":"text","text":"Done."}]},"session_id":"s"}'
printf '%s\\n' '{"type":"result","subtype":"success","is_error":false,"num_turns":1,"total_cost_usd":0,"duration_ms":1,"session_id":"s","result":"Done."}'
`;

beforeAll(() => {
  removeUser(SUDOER);
  execFileSync('useradd', ['-m', '-s', '/bin/sh', SUDOER]);
  writeFileSync(SUDOERS_FILE, `${SUDOER} ALL=(ALL) NOPASSWD:ALL\n`);
  chmodSync(SUDOERS_FILE, 0o440);
  home = execFileSync('getent', ['passwd', SUDOER], { encoding: 'utf8' }).split(':')[5]!;
  repo = join(home, 'work', 'project');
  const agentDir = join(home, 'bin');
  mkdirSync(join(repo, '.ralph'), { recursive: true });
  mkdirSync(agentDir, { recursive: true });
  writeFileSync(join(repo, '.ralph', 'prd.yaml'), PRD);
  writeFileSync(join(repo, 'CLAUDE.md'), CHECKS);
  writeFileSync(join(repo, '.gitignore'), '.ralph/attempts/\n');
  rmSync(WHO_DIR, { recursive: true, force: true });
  mkdirSync(WHO_DIR, { mode: 0o1777 });
  chmodSync(WHO_DIR, 0o1777);
  writeFileSync(join(agentDir, 'agent.sh'), AGENT);
  chmodSync(join(agentDir, 'agent.sh'), 0o755);
  execFileSync('chown', ['-R', `${SUDOER}:${SUDOER}`, home]);
  for (const args of [
    ['init', '-q', '-b', 'main'],
    ['add', '-A'],
    ['commit', '-qm', 'init'],
  ]) {
    const git = asSudoer('git', args, repo);
    if (git.status !== 0) throw new Error(`git ${args[0]} failed: ${git.stderr}`);
  }
});

afterAll(() => {
  rmSync(SUDOERS_FILE, { force: true });
  rmSync(WHO_DIR, { recursive: true, force: true });
  for (const name of agentUsers) retireAgentUser(name);
  removeUser(SUDOER);
});

describe('isolation through sudo (a GitHub-hosted runner)', () => {
  it('runs the agent and the checks as their own users, then commits as the runner', () => {
    const agent = join(home, 'bin', 'agent.sh');
    const run = asSudoer(
      process.execPath,
      [CLI, 'once', '--claude', agent, '--isolation', 'required', '--branch', 'ralph/sudo'],
      repo,
    );
    const output = run.stdout + run.stderr;
    const agentUser = /runs? as the user (ralph-[0-9a-f]+)/.exec(output)?.[1];
    if (agentUser) agentUsers.push(agentUser);

    expect([run.status, output]).toEqual([0, expect.stringContaining('via sudo')]);
    expect(agentUser).toBeDefined();
    // The agent wrote as its own user, not as the runner.
    const git = (args: string[]) => asSudoer('git', args, repo).stdout.trim();
    expect(git(['show', 'HEAD:work.txt'])).toBe(`work by ${agentUser}`);
    expect(git(['log', '-1', '--format=%s'])).toBe('feat: task-001 - Write the work file');
    // The check ran as the checks' own user, and the tree is the runner's again afterwards.
    expect(git(['status', '--porcelain'])).toBe('');
    expect(readFileSync(join(WHO_DIR, 'who.txt'), 'utf8').trim()).toBe(`${agentUser}-checks`);
    const runnerUid = uidOf(SUDOER);
    expect(statSync(join(repo, 'work.txt')).uid).toBe(runnerUid);
  }, 120_000);

  it('through sudo the network is restricted too: a connect reaches nothing and is listed', async () => {
    let connections = 0;
    const server = createServer((_req, res) => res.end('reached\n'));
    server.on('connection', () => connections++);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    const agent = join(home, 'bin', 'net-agent.sh');
    writeFileSync(
      agent,
      AGENT.replace(
        'cat > /dev/null\n',
        `cat > /dev/null\ncurl -sS -m 5 --noproxy '' http://127.0.0.1:${port}/ > curl.txt 2>&1\n` +
          `curl -sS -m 5 http://127.0.0.1:${port}/ > /dev/null 2>&1\n`,
      ),
      { mode: 0o755 },
    );
    execFileSync('chown', [`${SUDOER}:${SUDOER}`, agent]);
    // From main, where the task is still to do.
    asSudoer('git', ['checkout', '-q', 'main'], repo);
    try {
      const output = await asSudoerAsync(
        process.execPath,
        [
          CLI,
          'once',
          '--claude',
          agent,
          '--isolation',
          'required',
          '--branch',
          'ralph/sudo-net',
          '--base-branch',
          'main',
          '--allowed-hosts',
          `127.0.0.1:${port}`,
          '--max-task-attempts',
          '1',
        ],
        repo,
      );
      const agentUser = /runs? as the user (ralph-[0-9a-f]+)/.exec(output)?.[1];
      if (agentUser) agentUsers.push(agentUser);
      expect(output).toContain('network namespace');
      // Through the proxy (the allowed host:port) it got there; directly, nothing did.
      expect(output).toContain('Network: 1 blocked destination');
      const curl = asSudoer('git', ['show', 'HEAD:curl.txt'], repo).stdout;
      expect({ connections, curl }).toEqual({ connections: 1, curl: 'reached\n' });
      expect(output).toContain(`127.0.0.1:${port}  1 try, direct connect`);
    } finally {
      server.close();
    }
  }, 180_000);
});
