/**
 * Bounded reads of the agent's tree: the agent leaves a chain of directories deeper than
 * PATH_MAX. `git clean -fd` fails on it, so resetting the tree after the failed attempt aborted
 * the run with nothing pushed. The lstat walk refuses the tree before git reads it (a clear
 * reason), and the reset removes the chain from inside (rm walks by descriptor), so the run
 * records the attempt, goes on, and pushes.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { ActionRunResult } from '../../test-support/action-runner.js';
import { itWith } from '../../test-support/privileges.js';
import { workflowDispatchPayload } from '../../test-support/webhooks.js';
import { BRANCH, OWNER, REPO, startActionWorld, type ActionWorld } from '../action/world.js';
import { agentUserNameFor, retireAgentUser } from './attack-kit.js';
import { TASK_1, attackScenario, bash, conversationWith, details } from './git-attack-world.js';

/** 1000 levels of 9 bytes: a path of 9000 bytes, over PATH_MAX (4096). */
const CHAIN =
  'mkdir deep && cd deep && for i in $(seq 1000); do mkdir abcdefgh && cd abcdefgh || exit 1; done';
const PLANT = ['set -e', `(${CHAIN} && echo x > bottom.txt)`, 'echo PLANTED-CHAIN'].join('\n');

let world: ActionWorld;
let result: ActionRunResult;

beforeAll(async () => {
  world = await startActionWorld(
    attackScenario({ before: { [TASK_1]: [bash(PLANT, 'Leave a deep chain')] }, once: true }),
  );
  result = await world.run({
    eventName: 'workflow_dispatch',
    payload: workflowDispatchPayload(OWNER, REPO, {}),
  });
}, 300_000);

afterAll(async () => {
  retireAgentUser(agentUserNameFor(world.project.workspace));
  if (existsSync(join(world.project.workspace, 'deep')))
    execFileSync('rm', ['-rf', 'deep'], { cwd: world.project.workspace });
  await world?.close();
});

describe('a directory chain deeper than PATH_MAX never aborts the run', () => {
  itWith('root')('the agent ran as its own OS user', () => {
    expect(result.stdout).toContain(
      `Isolation: the agent runs as the user ${agentUserNameFor(world.project.workspace)}`,
    );
  });

  test('the attack ran', () => {
    expect(conversationWith(world.model, 'PLANTED-CHAIN')).toBeDefined();
  });

  test('the tree was refused with its reason, the chain removed, and the attempt pushed', () => {
    const why = 'directories nest more than 256 deep (under deep/abcdefgh/abcdefgh/)';
    expect(result.stdout).toContain(`The working tree is not read (${why}); fix attempt 1 of 3`);
    expect(result.stdout).toContain(`::warning::Refused: the working tree is not read: ${why}`);
    expect(result.stdout).toMatch(/task-001 "Add slugify" → ✗ failed \(attempt 1/);
    expect(existsSync(join(world.project.workspace, 'deep'))).toBe(false);
    const subjects = world.originSubjects(`main..${BRANCH}`);
    if (!subjects.includes('chore(ralph): task-001 attempt 1 failed'))
      throw new Error(details(result));
    expect(world.originFile(BRANCH, '.ralph/prd.yaml')).toContain(
      `Attempt 1 failed: the working tree is not read: ${why}`,
    );
  });

  test('control: git clean -fd fails on the same chain', () => {
    const proof = world.cloneWorkspace('proof');
    execFileSync('bash', ['-c', CHAIN], { cwd: proof });
    expect(() => execFileSync('git', ['clean', '-fd'], { cwd: proof, stdio: 'ignore' })).toThrow();
    execFileSync('rm', ['-rf', 'deep'], { cwd: proof });
  });
});
