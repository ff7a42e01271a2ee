/**
 * Progress while the built action runs, and a usage limit, end to end with the real claude: the
 * commit statuses GitHub records name the task and the phase in order; a usage limit that Claude
 * reports with its reset time stops the run with no attempt counted, the status says until when,
 * and `continue: true` starts nothing before then.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { ActionRunResult } from '../../test-support/action-runner.js';
import { demoScenario } from '../../test-support/demo-scenario.js';
import { isTask } from '../../test-support/task-routing.js';
import { workflowDispatchPayload } from '../../test-support/webhooks.js';
import { BRANCH, OWNER, REPO, startActionWorld, taskStatusIn, type ActionWorld } from './world.js';

const ENV = {
  GITHUB_WORKFLOW_REF: `${OWNER}/${REPO}/.github/workflows/ralph.yml@refs/heads/main`,
  GITHUB_REF_NAME: 'main',
};

// Claude Code's subscription limit message carries the reset as Unix seconds.
const RESET = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 2 * 3_600_000);
const RESET_TEXT = `${RESET.toISOString().slice(11, 16)} UTC`;

let world: ActionWorld;
let result: ActionRunResult;
let seededHead: string;

beforeAll(async () => {
  world = await startActionWorld({
    ...demoScenario(),
    faults: [
      {
        fault: 'rate_limit',
        match: (request) => isTask(request, 'Add word count'),
        message: `Claude AI usage limit reached|${Math.floor(RESET.getTime() / 1000)}`,
      },
    ],
  });
  world.seedRalphPullRequest();
  seededHead = world.originSha(BRANCH)!;
  result = await world.run({
    eventName: 'workflow_dispatch',
    payload: workflowDispatchPayload(OWNER, REPO, { iterations: '2' }),
    // Isolation is not what this test is about (isolation.test.ts covers it).
    inputs: { continue: 'true', 'max-chain': '5', isolation: 'none' },
    env: ENV,
  });
}, 300_000);

afterAll(async () => {
  await world?.close();
});

function details(): string {
  return `exit ${result.exitCode}\n--- stdout ---\n${result.stdout}\n--- stderr ---\n${result.stderr}`;
}

/** Every `ralph` status GitHub recorded, in order, with the commit named as seen from the test. */
function recordedStatuses(): string[] {
  // The run committed task-001 and then nothing: the branch's tip is task-001's work.
  const firstDone = world.originSha(BRANCH);
  return world.github.state.statuses
    .filter((s) => s.context === 'ralph')
    .map((s) => {
      const commit = s.sha === seededHead ? 'seed' : s.sha === firstDone ? 'task-001' : s.sha;
      return `${commit} ${s.state} ${s.description}`;
    });
}

/** The stop line: the task, and Claude's own words for the limit. */
const USAGE_STOP = /Stopped: task-002 .*usage limit reached/;

describe('progress and a usage limit in one run', () => {
  test('pending statuses name the task and the phase, in order, on the work branch head', () => {
    if (!USAGE_STOP.test(result.stdout)) throw new Error(details());
    expect(world.originSubjects(`main..${BRANCH}`)).toContain('feat: task-001 - Add slugify');
    expect(recordedStatuses()).toEqual([
      'seed pending task-001: agent',
      'seed pending task-001: checks',
      'task-001 pending 1/3 tasks done',
      'task-001 pending task-002: agent',
      `task-001 pending paused until ${RESET_TEXT} (usage limit; 1/3 tasks done)`,
    ]);
    world.github.assertNoValidationErrors();
  });

  test('a usage-limit stop counts no attempt: the task stays pending, its attempts unchanged', () => {
    expect(result.stdout).toMatch(USAGE_STOP);
    expect(taskStatusIn(world.originFile(BRANCH, '.ralph/prd.yaml'), 'task-002')).toBe('pending');
    const state = JSON.parse(world.originFile(BRANCH, '.ralph/state.json')) as {
      tasks: Record<string, { attempts: number }>;
    };
    expect(state.tasks['task-002']?.attempts ?? 0).toBe(0);
    expect(result.outputs['tasks-done']).toBe('1');
  });

  test('the stop is a pause, not a failure: the step succeeds and says until when', () => {
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toMatch(
      new RegExp(`Stopped: task-002 .*usage limit reached.*; paused until ${RESET_TEXT}`),
    );
    expect(result.stdout).not.toMatch(/^::error::/m);
  });

  test('continue: true dispatches nothing before the reset, and says why', () => {
    expect(world.github.requestsFor('actions/create-workflow-dispatch')).toEqual([]);
    expect(result.outputs.dispatched).toBe('false');
    expect(result.stdout).toContain(
      `Continuation: not dispatching the next run: a usage limit stopped this run until ${RESET_TEXT}`,
    );
  });
});
