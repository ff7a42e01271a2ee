/**
 * What an iteration's phases spent is booked once, whatever ends it: with a counted outcome's
 * commit, or alone when it is cut off. Real git; an in-process agent that costs $0.01 a phase.
 */
import { afterEach, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runLoop, runOnce } from '../../src/engine/index.js';
import { loadState } from '../../src/engine/state.js';
import type { Git } from '../../src/git/types.js';
import {
  fakeAgent,
  fixtureRepo,
  GOOD_WORK,
  recordingObserver,
  titleOf,
  writeIn,
  type FixtureRepo,
} from './helpers.js';

let current: FixtureRepo | undefined;
afterEach(() => current?.repo.cleanup());

test("a commit killed at the deadline: the work is undone, what the phase spent is kept from the starting commit's state", async () => {
  current = fixtureRepo('three-tasks');
  const { repo, git, settings } = current;
  const controller = new AbortController();
  let killed = false;
  // The done outcome's commit is the git command running when the deadline comes.
  const atDeadline: Git = {
    ...git,
    async commitWith(message, paths) {
      if (killed) return git.commitWith(message, paths);
      killed = true;
      controller.abort('the run reached its limit');
      throw new Error('git commit was killed: the run reached its limit');
    },
  };
  const agent = fakeAgent(async (options) =>
    writeIn(options.cwd, GOOD_WORK[titleOf(options.prompt)!]!),
  );
  const observer = recordingObserver();
  const subjectsBefore = repo.git(['log', '--format=%s']).split('\n');

  const first = await runOnce(settings, {
    agent,
    git: atDeadline,
    signal: controller.signal,
    observer,
  });

  expect(killed).toBe(true);
  expect(first).toMatchObject({ stopReason: 'interrupted' });
  expect(first.message).toBe('Interrupted; task-001 stays pending');
  expect(observer.lines).toContain(
    'warning: task-001 stopped: git commit was killed: the run reached its limit',
  );
  // Nothing of the work: a clean tree, the task pending; one commit of the state alone.
  expect(repo.git(['status', '--porcelain'])).toBe('');
  expect(readFileSync(join(repo.dir, '.ralph/prd.yaml'), 'utf8')).not.toContain('status: "done"');
  const subjects = repo.git(['log', '--format=%s']).split('\n');
  expect(subjects.filter((s) => !subjectsBefore.includes(s))).toEqual([
    'chore(ralph): record the spend of task-001 (interrupted)',
    expect.stringMatching(/^chore\(ralph\): prepare /),
  ]);
  expect(repo.git(['show', '--format=', '--name-only', 'HEAD']).trim()).toBe('.ralph/state.json');
  const state = (await loadState(repo.dir)).state;
  expect(state.tasks['task-001']).toMatchObject({ attempts: 0, costUsd: 0.01 });
  expect(state.totalCostUsd).toBeCloseTo(0.01, 6);
  expect(state.totalNumTurns).toBe(2);
  // The half-made outcome left nothing in the state: no iteration counted.
  expect(state.iteration).toBe(0);

  // The next run starts from that state as the harness left it (no edit of the task list seen).
  const nextObserver = recordingObserver();
  const second = await runOnce(settings, { agent, git, observer: nextObserver });
  expect(second.iterations[0]).toMatchObject({ outcome: 'done', attempt: 1 });
  expect(nextObserver.lines.join('\n')).not.toContain('was edited since the last run');
  const after = (await loadState(repo.dir)).state;
  expect(after.tasks['task-001']?.costUsd).toBeCloseTo(0.02, 6);
  expect(after.totalCostUsd).toBeCloseTo(0.02, 6);
});

test('a done task costs the sum of its phases, once: the agent, its fix attempt and nothing more', async () => {
  current = fixtureRepo('three-tasks', { iterations: 2 });
  const { repo, git, settings } = current;
  // The first task's first run leaves a failing test; the fix attempt corrects it.
  let title = '';
  const agent = fakeAgent(async (options, call) => {
    // A fix attempt resumes the session: its prompt names no task.
    title = titleOf(options.prompt) ?? title;
    const work = { ...GOOD_WORK[title]! };
    if (call === 1)
      work['src/greet.js'] = 'export function greet(name) {\n  return `Hi, ${name}`;\n}\n';
    await writeIn(options.cwd, work);
    return { totalCostUsd: call === 1 ? 0.04 : 0.01, numTurns: 3 };
  });

  const result = await runLoop(settings, { agent, git });

  expect(result.iterations.map((r) => [r.taskId, r.outcome, r.fixAttempts])).toEqual([
    ['task-001', 'done', 1],
    ['task-002', 'done', 0],
  ]);
  const state = (await loadState(repo.dir)).state;
  expect(state.tasks['task-001']?.costUsd).toBeCloseTo(0.05, 6);
  expect(state.tasks['task-002']?.costUsd).toBeCloseTo(0.01, 6);
  expect(state.totalCostUsd).toBeCloseTo(0.06, 6);
  expect(state.daySpend?.costUsd).toBeCloseTo(0.06, 6);
  expect(state.totalNumTurns).toBe(9);
  expect(result.totals.costUsd).toBeCloseTo(0.06, 6);
  // Only the outcomes' commits: no spend recorded a second time on its own.
  expect(repo.git(['log', '--format=%s', '-2']).split('\n')).toEqual([
    expect.stringMatching(/^feat: task-002 /),
    expect.stringMatching(/^feat: task-001 /),
  ]);
});
