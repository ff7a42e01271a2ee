/**
 * Bounded reads of the agent's tree: the agent leaves a sparse file of 100 GB (a few bytes on
 * disk). `git add -A` would read and hash all 100 GB, as root, past the run's time limit, while
 * the summary still says "working". The action's lstat walk sees its apparent size first: git
 * passes it by, the task lands without it, and the user is told it was not committed and why.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { execFileSync, spawn } from 'node:child_process';
import type { ActionRunResult } from '../../test-support/action-runner.js';
import { itWith } from '../../test-support/privileges.js';
import { workflowDispatchPayload } from '../../test-support/webhooks.js';
import { BRANCH, OWNER, REPO, startActionWorld, type ActionWorld } from '../action/world.js';
import { agentUserNameFor, retireAgentUser } from './attack-kit.js';
import { TASK_1, attackScenario, bash, conversationWith, details } from './git-attack-world.js';

const PLANT = ['set -e', 'truncate -s 100G big.bin', 'ls -l big.bin', 'echo PLANTED-SPARSE'].join(
  '\n',
);
const WHY = "big.bin (102400.0 MB, over GitHub's 100 MB push limit)";

let world: ActionWorld;
let result: ActionRunResult;

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
    attackScenario({ before: { [TASK_1]: [bash(PLANT, 'Leave a sparse file')] }, once: true }),
  );
  result = await world.run({
    eventName: 'workflow_dispatch',
    payload: workflowDispatchPayload(OWNER, REPO, {}),
  });
}, 240_000);

afterAll(async () => {
  retireAgentUser(agentUserNameFor(world.project.workspace));
  await world?.close();
});

describe('a 100 GB sparse file in the tree is never read by the harness', () => {
  itWith('root')('the agent ran as its own OS user', () => {
    expect(result.stdout).toContain(
      `Isolation: the agent runs as the user ${agentUserNameFor(world.project.workspace)}`,
    );
  });

  test('the attack ran', () => {
    const planted = conversationWith(world.model, 'PLANTED-SPARSE');
    expect(planted).toMatch(/107374182400 [^\n]* big\.bin/);
  });

  test('the task landed without the file, and the log and the pull request name it', () => {
    if (result.exitCode !== 0) throw new Error(details(result));
    const subjects = world.originSubjects(`main..${BRANCH}`);
    expect(subjects.some((s) => s.startsWith('feat: '))).toBe(true);
    const pushed = execFileSync(
      'git',
      ['--git-dir', world.project.origin, 'log', '--all', '--name-only', '--format='],
      { encoding: 'utf8' },
    );
    expect(pushed.split('\n')).toContain('src/slugify.js');
    expect(pushed.split('\n')).not.toContain('big.bin');
    expect(result.stdout).toContain(`Not committed: ${WHY}`);
    const pull = [...world.github.state.pulls.values()][0]!;
    expect(pull.body).toContain('`big.bin` (102400.0 MB');
  });

  test('control: plain git add -A is still reading the same file seconds later', async () => {
    const proof = world.cloneWorkspace('proof');
    execFileSync('truncate', ['-s', '100G', 'big.bin'], { cwd: proof });
    expect(await stillAdding(proof, 3000)).toBe(true);
  });
});
