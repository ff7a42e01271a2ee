// Jest's global set-up and tear-down: the suites that isolate the agent create OS users on
// demand (one per working tree, and the test trees are temporary). Users that appear during
// the run and look like the action's agent users are removed at the end, so repeated runs on
// one machine never exhaust the system's user ids. Users that existed before are left alone, and
// so are users whose working tree still exists: another jest run on this machine may be using them.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import process from 'node:process';

/**
 * The agent's user (`ralph-` and 8 hex digits of its working tree's hash, see agentUserName), its
 * checks user (`<agent>-checks`, also the reviewer's), and `<agent>-seal` of earlier versions.
 * Nothing wider: a suite's own users (the sudoer of sudo-runner.test.ts) belong to the run that
 * made them, which may still be going.
 */
const AGENT_USER = /^ralph-[0-9a-f]{8}(-seal|-checks)?$/;

function agentUsers() {
  try {
    return readFileSync('/etc/passwd', 'utf8')
      .split('\n')
      .map((line) => line.split(':')[0])
      .filter((name) => AGENT_USER.test(name));
  } catch {
    return [];
  }
}

/**
 * The working tree a user's agent works in, from the ~/.gitconfig the sandbox seeds
 * (`safe.directory`). A tree that still exists belongs to a run still going (another jest run on
 * this machine, or a suite's tree kept on purpose): its user is not ours to end.
 */
function workspaceOf(name) {
  try {
    const agent = name.replace(/-(seal|checks)$/, '');
    const config = readFileSync(`/home/${agent}/.gitconfig`, 'utf8');
    return /^\s*directory\s*=\s*(.+)$/m.exec(config)?.[1]?.trim();
  } catch {
    return undefined;
  }
}

// Set-up and tear-down run in the same process: the list is kept in its environment.
export function setup() {
  process.env.RALPH_TEST_USERS_BEFORE = JSON.stringify(agentUsers());
}

export function teardown() {
  if (process.getuid?.() !== 0) return;
  const before = new Set(JSON.parse(process.env.RALPH_TEST_USERS_BEFORE ?? '[]'));
  for (const name of agentUsers()) {
    if (before.has(name)) continue;
    const workspace = workspaceOf(name);
    if (workspace && existsSync(workspace)) continue;
    try {
      execFileSync('pkill', ['-KILL', '-u', name], { stdio: 'ignore' });
    } catch {
      // no process left
    }
    try {
      execFileSync('userdel', ['-r', '-f', name], { stdio: 'ignore' });
    } catch {
      // already gone
    }
  }
}
