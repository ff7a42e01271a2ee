import { describe, expect, test } from '@jest/globals';
import {
  DEFAULT_BREAKER_THRESHOLDS,
  initialBreaker,
  recordIteration,
  type BreakerData,
} from '../../src/engine/breaker.js';
import { agentExitSignal, evaluateGates, tasksComplete } from '../../src/engine/gate.js';
import type { Prd, Task } from '../../src/prd/schema.js';

const T = DEFAULT_BREAKER_THRESHOLDS;

function run(observations: Parameters<typeof recordIteration>[1][]): BreakerData[] {
  const states: BreakerData[] = [];
  let data = initialBreaker();
  for (const o of observations) {
    data = recordIteration(data, o, T);
    states.push(data);
  }
  return states;
}

describe('circuit breaker', () => {
  test('CLOSED -> HALF_OPEN after 2 iterations without progress -> OPEN after 3', () => {
    const states = run([
      { taskDone: false, failureKey: 'check a' },
      { taskDone: false, failureKey: 'check b' },
      { taskDone: false, failureKey: 'check a' },
    ]);
    expect(states.map((s) => [s.state, s.noProgressCount])).toEqual([
      ['CLOSED', 1],
      ['HALF_OPEN', 2],
      ['OPEN', 3],
    ]);
    expect(states[2]!.openReason).toBe('no progress for 3 iterations');
  });

  test('a done task closes a half-open breaker and resets the count', () => {
    const states = run([
      { taskDone: false, failureKey: 'x' },
      { taskDone: false, failureKey: 'x' },
      { taskDone: true },
    ]);
    expect(states[1]!.state).toBe('HALF_OPEN');
    expect(states[2]).toMatchObject({ state: 'CLOSED', noProgressCount: 0 });
  });

  test('more passing checks than the previous iteration counts as progress', () => {
    const states = run([
      { taskDone: false, passingChecks: 1, failureKey: 'check test' },
      { taskDone: false, passingChecks: 2, failureKey: 'check test' },
      { taskDone: false, passingChecks: 2, failureKey: 'check test' },
    ]);
    expect(states.map((s) => s.noProgressCount)).toEqual([1, 0, 1]);
  });

  test('the same failure five times opens the breaker even with progress in between', () => {
    const thresholds = { ...T, openAfter: 100, halfOpenAfter: 100 };
    let data = initialBreaker();
    for (let i = 1; i <= 5; i++) {
      data = recordIteration(
        data,
        { taskDone: false, passingChecks: i, failureKey: 'check lint' },
        thresholds,
      );
      if (i < 5) expect(data.state).toBe('CLOSED');
    }
    expect(data.state).toBe('OPEN');
    expect(data.openReason).toContain('check lint');
  });

  test('OPEN stays OPEN until a person resets it', () => {
    const open: BreakerData = { state: 'OPEN', noProgressCount: 3, openReason: 'x' };
    expect(recordIteration(open, { taskDone: true }, T)).toBe(open);
  });
});

function task(id: string, status: Task['status']): Task {
  return { id, title: `Task ${id}`, status };
}
function prd(tasks: Task[], marker?: boolean): Prd {
  return {
    schema_version: '1.0',
    project: { title: 'P' },
    tasks,
    ...(marker ? { completion_marker: true } : {}),
  };
}

describe('dual gate', () => {
  test('complete only when the tasks are done, the checks passed and the agent signalled exit', () => {
    const done = prd([task('a', 'done'), task('b', 'skipped')]);
    expect(evaluateGates({ prd: done, checksPassed: true, exitSignal: true })).toEqual({
      gate1: true,
      gate2: true,
      canExit: true,
    });
    expect(evaluateGates({ prd: done, checksPassed: true, exitSignal: false })).toEqual({
      gate1: true,
      gate2: false,
      canExit: false,
    });
    expect(evaluateGates({ prd: done, checksPassed: false, exitSignal: true }).canExit).toBe(false);
  });

  test("an agent's exit signal alone never completes a list with open tasks", () => {
    const open = prd([task('a', 'done'), task('b', 'pending')]);
    expect(evaluateGates({ prd: open, checksPassed: true, exitSignal: true })).toEqual({
      gate1: false,
      gate2: true,
      canExit: false,
    });
  });

  test('completion_marker is the explicit signal of GATE_2, not a substitute for GATE_1', () => {
    expect(
      evaluateGates({ prd: prd([task('a', 'done')], true), checksPassed: true, exitSignal: false })
        .canExit,
    ).toBe(true);
    expect(
      evaluateGates({
        prd: prd([task('a', 'pending')], true),
        checksPassed: true,
        exitSignal: false,
      }).gate1,
    ).toBe(false);
  });

  test('SPEC-035 §5: all skipped is not complete', () => {
    expect(tasksComplete(prd([task('a', 'skipped')]))).toBe(false);
  });

  test('EXIT_SIGNAL comes from either status block', () => {
    expect(agentExitSignal({})).toBe(false);
    expect(
      agentExitSignal({
        ralphStatus: {
          status: 'COMPLETE',
          tasksCompletedThisLoop: 1,
          filesModified: 1,
          testsStatus: 'PASSING',
          workType: 'x',
          exitSignal: true,
          recommendation: '',
        },
      }),
    ).toBe(true);
  });
});
