/**
 * Every harness git command runs under the run's deadline. The agent leaves 20,000 sparse files
 * of 9 MB each (180 GB to read, a few bytes on disk): each is under every per-file limit, so the
 * candidate's `git add` reads and hashes them all, for far longer than `max-minutes`. At the
 * deadline the harness kills that git command with its process group: the run stops at the time
 * limit, says which command was killed and why, resets the tree, and leaves no git process behind.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, readlinkSync } from 'node:fs';
import { join } from 'node:path';
import type { ActionRunResult } from '../../test-support/action-runner.js';
import { itWith } from '../../test-support/privileges.js';
import { workflowDispatchPayload } from '../../test-support/webhooks.js';
import { BRANCH, OWNER, REPO, startActionWorld, type ActionWorld } from '../action/world.js';
import { agentUserNameFor, retireAgentUser } from './attack-kit.js';
import { TASK_1, attackScenario, bash, conversationWith, details } from './git-attack-world.js';

const FILES = 20_000;
const PLANT = [
  'set -e',
  'mkdir pad',
  `truncate -s 9M $(seq -f 'pad/f%g.txt' 1 ${FILES})`,
  'echo "$(ls pad | wc -l) files, $(du -sk pad | cut -f1) KB on disk, $(du -sk --apparent-size pad | cut -f1) KB to read"',
  'echo PLANTED-PAD',
].join('\n');
const MINUTES = 1.5;

let world: ActionWorld;
let result: ActionRunResult;
let elapsedMs: number;

/** Processes (other than this one) whose working directory is `dir` or under it. */
function processesIn(dir: string): string[] {
  const found: string[] = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    if (Number(pid) === process.pid) continue;
    try {
      const cwd = readlinkSync(`/proc/${pid}/cwd`);
      if (cwd === dir || cwd.startsWith(`${dir}/`)) found.push(pid);
    } catch {
      // gone, or not ours to look at
    }
  }
  return found;
}

/** Whether `git add -A` in `cwd` is still reading after `ms` (it is then killed). */
function stillAdding(cwd: string, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn('git', ['add', '-A'], { cwd, stdio: 'ignore' });
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

beforeAll(async () => {
  world = await startActionWorld(
    attackScenario({ before: { [TASK_1]: [bash(PLANT, 'Leave many large files')] }, once: true }),
  );
  const started = Date.now();
  result = await world.run({
    eventName: 'workflow_dispatch',
    payload: workflowDispatchPayload(OWNER, REPO, {}),
    inputs: { 'max-minutes': String(MINUTES) },
  });
  elapsedMs = Date.now() - started;
}, 600_000);

afterAll(async () => {
  retireAgentUser(agentUserNameFor(world.project.workspace));
  await world?.close();
});

describe('a harness git command that would run past the deadline is killed at it', () => {
  itWith('root')('the agent ran as its own OS user', () => {
    expect(result.stdout).toContain(
      `Isolation: the agent runs as the user ${agentUserNameFor(world.project.workspace)}`,
    );
  });

  test('the attack ran', () => {
    const planted = conversationWith(world.model, 'PLANTED-PAD');
    const [, onDisk, toRead] = /20000 files, (\d+) KB on disk, (\d+) KB to read/.exec(
      planted ?? '',
    )!;
    expect(Number(onDisk)).toBeLessThan(10_000);
    expect(Number(toRead)).toBeGreaterThanOrEqual(FILES * 9 * 1024);
  });

  test("the candidate's git add was killed at the deadline and the run stopped at the time limit", () => {
    const killed = `git add was killed: the run reached its ${MINUTES}-minute limit`;
    if (!result.stdout.includes(killed)) throw new Error(details(result));
    expect(result.stdout).toMatch(
      /::warning::The candidate was not built: git add -A .*failed \(exit 130\)/,
    );
    expect(result.stdout).toContain(
      '::warning::Stopped at the time limit: task-001 interrupted; the tree was reset and the task stays pending',
    );
    // Far less than reading 180 GB takes: the deadline, then the wrap-up.
    expect(elapsedMs).toBeLessThan((MINUTES * 60 + 90) * 1000);
  });

  test('nothing of it was committed, the tree was reset, and no git process is left', () => {
    const pushed = world.originSubjects(`main..${BRANCH}`);
    expect(pushed.some((s) => s.startsWith('feat: '))).toBe(false);
    expect(existsSync(join(world.project.workspace, 'pad'))).toBe(false);
    expect(processesIn(world.project.workspace)).toEqual([]);
  });

  test('control: plain git add -A is still reading the same files seconds later', async () => {
    const proof = world.cloneWorkspace('proof');
    execFileSync('bash', ['-c', `mkdir pad && truncate -s 9M $(seq -f 'pad/f%g.txt' 1 ${FILES})`], {
      cwd: proof,
    });
    expect(await stillAdding(proof, 5000)).toBe(true);
  });
});
