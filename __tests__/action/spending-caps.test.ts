/**
 * Issue 37 §3 through the built action with the real claude: a task's own cost cap
 * (`max_cost_usd`) blocks it while the next task completes; a daily cap
 * (`max-cost-usd-per-day`) reached by earlier runs on the work branch stops the next run at
 * once, before any model request. Every scripted message says 20,000 output tokens: $0.30 at
 * claude-sonnet-4-5's price.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ActionRunResult } from '../../test-support/action-runner.js';
import { demoScenario } from '../../test-support/demo-scenario.js';
import { workflowDispatchPayload } from '../../test-support/webhooks.js';
import { details } from '../security/git-attack-world.js';
import { BRANCH, OWNER, REPO, startActionWorld, taskStatusIn, type ActionWorld } from './world.js';

const DEAR = { inputTokens: 10, outputTokens: 20_000 };
const INPUTS = { isolation: 'none', model: 'claude-sonnet-4-5' };

function dispatch(world: ActionWorld, inputs: Record<string, string>, workspace?: string) {
  return world.run({
    eventName: 'workflow_dispatch',
    payload: workflowDispatchPayload(OWNER, REPO, {}),
    inputs: { ...INPUTS, ...inputs },
    ...(workspace ? { workspace } : {}),
  });
}

describe('a task over its own cost cap is blocked; the next task completes', () => {
  let world: ActionWorld;
  let result: ActionRunResult;

  beforeAll(async () => {
    world = await startActionWorld({ ...demoScenario(), usage: DEAR });
    // task-001 may cost $0.25: one message ($0.30) reaches it.
    const prd = join(world.project.workspace, '.ralph', 'prd.yaml');
    writeFileSync(
      prd,
      readFileSync(prd, 'utf8').replace(
        '    title: "Add slugify"\n',
        '    title: "Add slugify"\n    max_cost_usd: 0.25\n',
      ),
    );
    world.project.git(['commit', '-qam', 'chore: cap task-001']);
    world.project.git(['push', '-q', 'origin', 'main']);
    result = await dispatch(world, { iterations: '2' });
  }, 300_000);

  afterAll(async () => {
    await world?.close();
  });

  test('task-001 is blocked over its cost cap, task-002 is done', () => {
    // task-003 waits on the blocked task-001: after task-002, nothing is ready (exit 1), and
    // the stop says why.
    expect({ exit: result.exitCode, details: details(result) }).toMatchObject({ exit: 1 });
    expect(result.stdout).toContain(
      'task-003 is waiting on task-001 (blocked: over its cost cap ($0.30 of $0.25))',
    );
    const prd = world.originFile(BRANCH, '.ralph/prd.yaml');
    expect(taskStatusIn(prd, 'task-001')).toBe('blocked');
    expect(prd).toMatch(/blocked_by: "?over its cost cap \(\$0\.30 of \$0\.25\)/);
    expect(taskStatusIn(prd, 'task-002')).toBe('done');
    expect(world.originSubjects(`main..${BRANCH}`)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^chore\(ralph\): task-001 attempt 1 failed/),
        expect.stringMatching(/^feat/),
      ]),
    );
    expect(result.stdout).toContain('Agent: over its cost cap ($0.30 of $0.25)');
    expect(result.stdout).toContain('task-001 "Add slugify" → ⊗ blocked (task_cost_cap)');
  });

  test('the proxy ended task-001 after the message that reached the cap', () => {
    const task1 = world.model
      .turnRequests()
      .filter((r) => JSON.stringify(r.body).includes('## Your Task\\n**Add slugify**'));
    expect(task1).toHaveLength(1);
  });
});

describe('a daily cap reached by an earlier run stops the next run before any model request', () => {
  let world: ActionWorld;
  let first: ActionRunResult;
  let second: ActionRunResult;
  let requestsBefore = 0;

  beforeAll(async () => {
    world = await startActionWorld({ ...demoScenario(), usage: DEAR });
    first = await dispatch(world, { iterations: '1' });
    requestsBefore = world.model.requests.length;
    // Another runner, later the same day, with the day's cap below what the first run spent.
    second = await dispatch(
      world,
      { iterations: '1', 'max-cost-usd-per-day': '0.5' },
      world.cloneWorkspace('second-runner'),
    );
  }, 300_000);

  afterAll(async () => {
    await world?.close();
  });

  test('the first run spent the day on the work branch, kept in its state', () => {
    expect({ exit: first.exitCode, details: details(first) }).toMatchObject({ exit: 0 });
    const state = JSON.parse(world.originFile(BRANCH, '.ralph/state.json')) as {
      daySpend?: { day: string; costUsd: number };
    };
    expect(state.daySpend?.day).toBe(new Date().toISOString().slice(0, 10));
    expect(state.daySpend?.costUsd).toBeGreaterThanOrEqual(0.5);
  });

  test('the second run stops at once, exit 0, naming the daily cap; the model got nothing', () => {
    expect({ exit: second.exitCode, details: details(second) }).toMatchObject({ exit: 0 });
    expect(second.stdout).toMatch(
      /the daily cost cap is reached: the runs on ralph\/textkit have cost \$\d+\.\d\d today \(UTC\) of max-cost-usd-per-day \$0\.50; no model request was made/,
    );
    expect(world.model.requests.length).toBe(requestsBefore);
  });
});

describe('a daily cap reached mid-task is a cap stop: the task stays pending, no attempt counted', () => {
  let world: ActionWorld;
  let result: ActionRunResult;

  beforeAll(async () => {
    world = await startActionWorld({ ...demoScenario(), usage: DEAR });
    // task-001 takes three messages ($0.90). task-002's first message fits under $1.50 with
    // its worst case reserved; its second does not, so the proxy refuses it mid-task.
    result = await dispatch(world, {
      iterations: '3',
      'max-cost-usd-per-day': '1.5',
      'max-task-cost-usd': '5',
    });
  }, 300_000);

  afterAll(async () => {
    await world?.close();
  });

  const task2Requests = () =>
    world.model
      .turnRequests()
      .filter((r) => JSON.stringify(r.body).includes('## Your Task\\n**Add word count**'));

  test('task-001 is done; task-002 was cut off after one message and stays pending', () => {
    expect({ exit: result.exitCode, details: details(result) }).toMatchObject({ exit: 0 });
    expect(task2Requests()).toHaveLength(1);
    expect(result.stdout).toMatch(
      /Daily spend limit reached: the runs on this branch have cost \$\d+\.\d\d today \(UTC\) of max-cost-usd-per-day \$1\.50/,
    );
    expect(result.outputs['task-id']).toBe('task-002');
    expect(result.outputs['task-status']).toBe('pending');
    const prd = world.originFile(BRANCH, '.ralph/prd.yaml');
    expect(taskStatusIn(prd, 'task-001')).toBe('done');
    expect(taskStatusIn(prd, 'task-002')).toBe('pending');
    // No attempt of task-002: no failed-attempt commit, no attempt in the state; only the
    // record of what its cut-off phase spent.
    const subjects = world.originSubjects(`main..${BRANCH}`);
    expect(subjects.filter((s) => s.includes('task-002'))).toEqual([
      'chore(ralph): record the spend of task-002 (cost cap)',
    ]);
    const state = JSON.parse(world.originFile(BRANCH, '.ralph/state.json')) as {
      tasks: Record<string, { attempts: number; costUsd: number; tokens?: unknown }>;
      daySpend?: { day: string; costUsd: number };
      totalCostUsd: number;
    };
    // (`attempts` counts failed attempts: a counted one would be 1 here, as in the task cap above.)
    expect(state.tasks['task-002']?.attempts ?? 0).toBe(0);
    // The cut-off message counts once everywhere: task-002's own cost and tokens, the branch's
    // total and the day's spend. task-001's three messages count once, not again with the rest.
    expect(state.tasks['task-002']?.costUsd).toBeCloseTo(0.3, 2);
    expect(state.tasks['task-002']?.tokens).toMatchObject({
      inputTokens: 10,
      outputTokens: 20_000,
    });
    expect(state.tasks['task-001']?.costUsd).toBeCloseTo(0.9, 2);
    expect(state.totalCostUsd).toBeCloseTo(1.2, 2);
    expect(state.daySpend?.costUsd).toBeCloseTo(1.2, 2);
  });

  test("the pull request and the job summary show each task's cost and tokens, and the day's spend against its cap", () => {
    const pull = [...world.github.state.pulls.values()][0]!;
    for (const text of [pull.body ?? '', result.summary]) {
      expect(text).toMatch(/\| task-001 \| Add slugify \|.*\| \$0\.90 of \$5\.00 \|/);
      expect(text).toMatch(/\| task-002 \| Add word count \|.*\| 0 \| \$0\.30 of \$5\.00 \|/);
      expect(text).toContain('### Tokens per task');
      expect(text).toMatch(/\| task-001 \| 30 \| 60,000 \|/);
      expect(text).toMatch(/\| task-002 \| 10 \| 20,000 \|/);
      expect(text).toMatch(/\*\*Totals:\*\* 1 iteration · \d+ turns? · \$1\.20/);
      expect(text).toMatch(
        /\*\*Spend:\*\* today \(UTC\) \$1\.20 of \$1\.50 \(`max-cost-usd-per-day`\)/,
      );
    }
  });
});

interface OriginState {
  tasks: Record<string, { costUsd: number }>;
  totalCostUsd: number;
}

function stateOnOrigin(world: ActionWorld): OriginState | undefined {
  try {
    return JSON.parse(world.originFile(BRANCH, '.ralph/state.json')) as OriginState;
  } catch {
    return undefined;
  }
}

describe("what cut-off phases spent counts toward the task's own cap in the next run", () => {
  let world: ActionWorld;
  let first: ActionRunResult;
  let second: ActionRunResult;
  let task1Before = 0;
  let firstState: OriginState | undefined;

  const task1Requests = () =>
    world.model
      .turnRequests()
      .filter((r) => JSON.stringify(r.body).includes('## Your Task\\n**Add slugify**'));

  beforeAll(async () => {
    world = await startActionWorld({ ...demoScenario(), usage: DEAR });
    // task-001 may cost $0.50. Each run may cost $0.70: its first message ($0.30) fits with the
    // next one's worst case reserved, its second does not, so the run's cap cuts the phase off.
    const prd = join(world.project.workspace, '.ralph', 'prd.yaml');
    writeFileSync(
      prd,
      readFileSync(prd, 'utf8').replace(
        '    title: "Add slugify"\n',
        '    title: "Add slugify"\n    max_cost_usd: 0.5\n',
      ),
    );
    world.project.git(['commit', '-qam', 'chore: cap task-001']);
    world.project.git(['push', '-q', 'origin', 'main']);
    first = await dispatch(world, { iterations: '1', 'max-cost-usd': '0.7' });
    task1Before = task1Requests().length;
    // (A run that committed nothing for the task leaves no state there: then it is undefined.)
    firstState = stateOnOrigin(world);
    // Another runner: what it knows of the first run is what reached the work branch.
    second = await dispatch(
      world,
      { iterations: '1', 'max-cost-usd': '0.7' },
      world.cloneWorkspace('second-runner'),
    );
  }, 300_000);

  afterAll(async () => {
    await world?.close();
  });

  test("the first run's cap cut task-001 off; its spend is on the work branch", () => {
    expect({ exit: first.exitCode, details: details(first) }).toMatchObject({ exit: 1 });
    expect(first.stdout).toMatch(
      /Spend limit reached: the run has cost \$0\.30 of its max-cost-usd/,
    );
    expect(task1Before).toBe(1);
    expect(first.outputs['task-status']).toBe('pending');
    expect(first.summary).toMatch(/\| task-001 \| Add slugify \|.*\| 0 \| \$0\.30 of \$0\.50 \|/);
    expect(firstState?.tasks['task-001']?.costUsd).toBeCloseTo(0.3, 2);
    expect(firstState?.totalCostUsd).toBeCloseTo(0.3, 2);
  });

  test('the next run stops task-001 at its own cap: blocked at $0.60 of $0.50', () => {
    // One more message of task-001, then its cap (not the run's) ends the phase.
    expect(task1Requests().length - task1Before).toBe(1);
    expect(second.stdout).toContain('Agent: over its cost cap ($0.60 of $0.50)');
    const prd = world.originFile(BRANCH, '.ralph/prd.yaml');
    expect(taskStatusIn(prd, 'task-001')).toBe('blocked');
    expect(prd).toMatch(/blocked_by: "?over its cost cap \(\$0\.60 of \$0\.50\)/);
    const pull = [...world.github.state.pulls.values()][0]!;
    for (const text of [pull.body ?? '', second.summary])
      expect(text).toMatch(/\| task-001 \| Add slugify \|.*\| \$0\.60 of \$0\.50 \|/);
  });
});
