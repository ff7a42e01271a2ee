/**
 * Continuation in the sequential run mode, end to end: the built action on a workflow_dispatch
 * does one task, then starts the same workflow again with the same inputs and the chain's depth;
 * the next run, at max-chain, does its task and stops the chain.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { ActionRunResult } from '../../test-support/action-runner.js';
import { workflowDispatchPayload } from '../../test-support/webhooks.js';
import { BRANCH, OWNER, REPO, startActionWorld, type ActionWorld } from '../action/world.js';

let world: ActionWorld;
const runs: ActionRunResult[] = [];

const ENV = {
  GITHUB_WORKFLOW_REF: `${OWNER}/${REPO}/.github/workflows/ralph.yml@refs/heads/main`,
  GITHUB_REF_NAME: 'main',
};

function dispatches(): { ref: string; inputs: Record<string, string> }[] {
  return world.github
    .requestsFor('actions/create-workflow-dispatch')
    .map((r) => r.body as { ref: string; inputs: Record<string, string> });
}

beforeAll(async () => {
  world = await startActionWorld();
  const run = async (name: string, inputs: Record<string, string>) => {
    const result = await world.run({
      eventName: 'workflow_dispatch',
      payload: workflowDispatchPayload(OWNER, REPO, inputs),
      workspace: world.cloneWorkspace(name),
      inputs: { continue: 'true', 'max-chain': '2' },
      env: ENV,
    });
    if (result.exitCode !== 0)
      throw new Error(`exit ${result.exitCode}\n${result.stdout}\n${result.stderr}`);
    runs.push(result);
  };
  await run('first', { iterations: '1' });
  await run('second', dispatches()[0]!.inputs);
}, 300_000);

afterAll(async () => {
  await world?.close();
});

describe('continue: true in the sequential run mode', () => {
  test('a run that did a task starts the same workflow with the same inputs, one level deeper', () => {
    expect(world.originSubjects(`main..${BRANCH}`).filter((s) => s.startsWith('feat:'))).toEqual([
      'feat: task-001 - Add slugify',
      'feat: task-002 - Add word count',
    ]);
    expect(dispatches()[0]).toEqual({
      ref: 'main',
      inputs: {
        iterations: '1',
        'chain-depth': '2',
        'chain-cost-usd': runs[0]!.outputs['cost-usd'],
      },
    });
    expect(runs[0]!.outputs.dispatched).toBe('true');
  });

  test('the run at max-chain does its task and ends the chain, saying why', () => {
    expect(dispatches()).toHaveLength(1);
    expect(runs[1]!.outputs.dispatched).toBe('false');
    expect(runs[1]!.stdout).toContain(
      'Continuation: not dispatching the next run: the chain reached max-chain (2 runs).',
    );
    world.github.assertNoValidationErrors();
  });
});
