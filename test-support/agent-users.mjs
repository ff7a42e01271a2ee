// Jest's global set-up and tear-down: the suites that isolate the agent create OS users on
// demand (one per working tree, and the test trees are temporary). Users that appear during
// the run and look like the action's agent users are removed at the end, so repeated runs on
// one machine never exhaust the system's user ids. Users that existed before are left alone.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import process from 'node:process';

const AGENT_USER = /^ralph-[0-9a-z]+$/;

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

// Set-up and tear-down run in the same process: the list is kept in its environment.
export function setup() {
  process.env.RALPH_TEST_USERS_BEFORE = JSON.stringify(agentUsers());
}

export function teardown() {
  if (process.getuid?.() !== 0) return;
  const before = new Set(JSON.parse(process.env.RALPH_TEST_USERS_BEFORE ?? '[]'));
  for (const name of agentUsers()) {
    if (before.has(name)) continue;
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
