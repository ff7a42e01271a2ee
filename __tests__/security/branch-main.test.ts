/**
 * Attack 4: verified work reaching the base branch. The agent checks out main and commits
 * there; a task list names main as its branch. Origin's main must not move in either case.
 */
import { afterEach, describe, expect, test } from '@jest/globals';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { workflowDispatchPayload } from '../../test-support/webhooks.js';
import { OWNER, REPO, startActionWorld, type ActionWorld } from '../action/world.js';
import {
  TASK_1,
  attackScenario,
  bash,
  conversationWith,
  details,
  expectNoSecretsSent,
} from './git-attack-world.js';

let world: ActionWorld | undefined;
afterEach(async () => {
  await world?.close();
  world = undefined;
});

const dispatch = () => ({
  eventName: 'workflow_dispatch',
  payload: workflowDispatchPayload(OWNER, REPO, {}),
});

describe('the base branch is out of the agent reach', () => {
  test('an agent that checks out main and commits there: attempt reset, origin main untouched', async () => {
    world = await startActionWorld(
      attackScenario({
        before: {
          [TASK_1]: [
            bash(
              [
                'git checkout -q main',
                'echo "export const owned = true;" > src/owned.js',
                'git add -A && git commit -qm "straight onto main"',
                'git branch --show-current',
                'echo ON-MAIN',
              ].join(' && '),
              'Work on main',
            ),
          ],
        },
      }),
    );
    const mainBefore = world.originSha('main');
    await world.run(dispatch());

    // The attack happened: the agent was on main with its commit.
    expect(conversationWith(world.model, 'ON-MAIN')).toMatch(/\bmain\s+ON-MAIN/);
    // Origin's main never moved; the attempt was recorded as failed on the work branch.
    expect(world.originSha('main')).toBe(mainBefore);
    expect(world.originFile('ralph/textkit', '.ralph/progress.txt')).toContain(
      'Reason: the agent left the work branch (HEAD was on main',
    );
    const subjects = world.originSubjects('main..ralph/textkit');
    expect(subjects).toContain('chore(ralph): task-001 attempt 1 failed');
    expect(subjects.some((s) => s.startsWith('feat:'))).toBe(false);
    expect(subjects).not.toContain('straight onto main');
    expect(world.originSha('ralph/textkit')).toBeDefined();
    expectNoSecretsSent(world.model);
  });

  test('project.branch: main in prd.yaml stops before the agent runs, naming the field', async () => {
    world = await startActionWorld(attackScenario({}));
    const prdFile = join(world.project.workspace, '.ralph/prd.yaml');
    writeFileSync(
      prdFile,
      readFileSync(prdFile, 'utf8').replace('branch: "ralph/textkit"', 'branch: "main"'),
    );
    world.project.git(['commit', '-qam', 'project.branch: main']);
    world.project.git(['push', '-q', 'origin', 'main']);
    const mainBefore = world.originSha('main');

    const result = await world.run(dispatch());
    if (result.exitCode === 0) throw new Error(details(result));
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toMatch(
      /The work branch "main" \(from project\.branch in \.ralph\/prd\.yaml\) is the base branch/,
    );
    expect(world.model.turnRequests()).toHaveLength(0);
    expect(world.originSha('main')).toBe(mainBefore);
    expect(world.github.state.pulls.size).toBe(0);
  });
});
