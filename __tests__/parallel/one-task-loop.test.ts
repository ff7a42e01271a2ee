/**
 * The engine settings a parallel round and a continuation chain use: one task only (on a task
 * branch whose state belongs to the work branch), the chain's earlier cost, and the budget left
 * passed to each agent run. Real git and real checks; an in-process agent.
 */
import { afterEach, describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runLoop } from '../../src/engine/index.js';
import {
  fakeAgent,
  fixtureRepo,
  GOOD_WORK,
  titleOf,
  writeIn,
  type FixtureRepo,
} from '../engine/helpers.js';

let current: FixtureRepo | undefined;
afterEach(() => current?.repo.cleanup());

const goodAgent = () =>
  fakeAgent(async (options) => {
    await writeIn(options.cwd, GOOD_WORK[titleOf(options.prompt)!]!);
    return { totalCostUsd: 0.4 };
  });

describe('runLoop for one task of a round', () => {
  test('runs exactly the named task on the task branch, recording the state for the work branch', async () => {
    current = fixtureRepo('three-tasks', { iterations: 1 });
    const { repo, git, settings } = current;
    repo.git(['checkout', '-q', '-b', 'ralph/greeting-kit--task-001']);
    const agent = goodAgent();
    const result = await runLoop(
      {
        ...settings,
        branch: 'ralph/greeting-kit--task-001',
        stateBranch: 'ralph/greeting-kit',
        onlyTask: 'task-001',
      },
      { agent, git },
    );
    expect(result.stopReason).toBe('max_iterations');
    expect(result.exitCode).toBe(0);
    expect(result.message).toMatch(/^Ran task task-001: task-001 done/);
    expect(agent.calls).toHaveLength(1);
    expect(repo.git(['log', '-1', '--format=%s'])).toBe('feat: task-001 - Add the greeting module');
    expect(repo.git(['branch', '--show-current'])).toBe('ralph/greeting-kit--task-001');
    const state = JSON.parse(readFileSync(join(repo.dir, '.ralph/state.json'), 'utf8'));
    expect(state.lastBranch).toBe('ralph/greeting-kit');
  });

  test('refuses a task that is not ready, naming what it waits on', async () => {
    current = fixtureRepo('three-tasks', { iterations: 1 });
    const { git, settings } = current;
    const agent = goodAgent();
    const result = await runLoop({ ...settings, onlyTask: 'task-002' }, { agent, git });
    expect(result.stopReason).toBe('nothing_ready');
    expect(result.exitCode).toBe(1);
    expect(result.message).toBe('Nothing is ready to run: Task task-002 waits on task-001');
    expect(agent.calls).toHaveLength(0);
    const missing = await runLoop({ ...settings, onlyTask: 'task-404' }, { agent, git });
    expect(missing.message).toBe('Nothing is ready to run: There is no task task-404');
  });
});

describe('the cost cap over a chain', () => {
  test('each agent run gets the budget left as --max-budget-usd', async () => {
    current = fixtureRepo('three-tasks', { iterations: 3, maxCostUsd: 2 });
    const { git, settings } = current;
    const agent = goodAgent();
    const result = await runLoop({ ...settings, costSpentUsd: 0.5 }, { agent, git });
    const budgets = agent.calls.map((c) => {
      const args = c.extraArgs ?? [];
      const at = args.indexOf('--max-budget-usd');
      return at < 0 ? undefined : args[at + 1];
    });
    // $2 cap, $0.50 spent earlier in the chain, $0.40 per task.
    expect(budgets).toEqual(['1.50', '1.10', '0.70']);
    expect(result.stopReason).toBe('complete');
  });

  test('stops before any agent run when the chain already reached the cap', async () => {
    current = fixtureRepo('three-tasks', { iterations: 3, maxCostUsd: 1 });
    const { git, settings } = current;
    const agent = goodAgent();
    const result = await runLoop({ ...settings, costSpentUsd: 1.25 }, { agent, git });
    expect(result.stopReason).toBe('cost_cap');
    expect(result.message).toBe('Stopped: cost $1.25 reached the $1.00 limit');
    expect(agent.calls).toHaveLength(0);
  });
});
