import { describe, expect, it } from '@jest/globals';
import type { LoopResult } from '../../src/engine/types.js';
import { displayWidth, renderConsoleSummary } from '../../src/report/console-summary.js';
import { countTasks, iteration, model } from './helpers.js';

const iterations = [
  iteration({
    iteration: 1,
    taskId: 'task-001',
    taskTitle: 'Set up',
    costUsd: 0.5,
    numTurns: 5,
    durationMs: 30_000,
  }),
  iteration({
    iteration: 2,
    taskId: 'task-002',
    taskTitle: 'ログインフォームを追加する and a very long title that will not fit the column',
    outcome: 'failed',
    attempt: 2,
    costUsd: 1.25,
    numTurns: 30,
    durationMs: 125_000,
  }),
  iteration({
    iteration: 10,
    taskId: 'task-003',
    taskTitle: 'Evil \x1b[31mred\x1b[0m',
    outcome: 'blocked',
  }),
];

describe('renderConsoleSummary', () => {
  it('prints an aligned table with totals, counts and the stop reason, without colour', () => {
    const m = model({ iterations, stopReason: 'max_iterations', message: 'Reached 3 iterations' });
    const text = renderConsoleSummary(m, { color: false });
    expect(text).not.toContain('\x1b');
    const lines = text.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^ *# +Task +Outcome +Attempt +Turns +Cost +Duration$/);
    expect(lines[1]).toMatch(/^─+( +─+){6}$/);
    const rows = lines.slice(2, 5);
    // Numbered as the run's headers are ("Iteration 3 of 3"), not by the count across runs.
    expect(rows[0]).toMatch(/^1 +task-001 Set up +✓ done +1 +5 +\$0\.50 +30\.0s$/);
    expect(rows[1]).toContain('✗ failed');
    expect(rows[1]).toContain('…');
    expect(rows[2]).toMatch(/^3 +task-003 Evil red +⊗ blocked/);
    // Every column ends (right-aligned) or starts (left-aligned) at the same terminal column.
    const widths = lines.slice(0, 5).map(displayWidth);
    expect(new Set(widths).size).toBe(1);
    const outcomeColumn = rows.map((r) => displayWidth(r.slice(0, r.search(/[✓✗⊗] /))));
    expect(new Set(outcomeColumn).size).toBe(1);
    expect(lines[5]).toBe('3 iterations · 43 turns · $1.87 · 3m 37s');
    expect(lines[6]).toBe(
      '▓▓▓░░░░░░░ 33% · 6 tasks: ✓ 2 done · ▶ 1 in progress · ○ 1 pending · ⊗ 1 blocked · ⊘ 1 skipped',
    );
    expect(lines[7]).toBe('Stopped: max_iterations — Reached 3 iterations');
  });

  it('says "Stopped" once, and "1 task"', () => {
    const one = { total: 1, done: 1, in_progress: 0, pending: 0, blocked: 0, skipped: 0 };
    const text = renderConsoleSummary(
      {
        iterations: [],
        counts: one,
        stopReason: 'cannot_complete',
        message: 'Stopped: task-001 failed: The agent cannot complete the task: no key',
      },
      { color: false },
    );
    expect(text).toContain(
      'Stopped: cannot_complete — task-001 failed: The agent cannot complete the task: no key',
    );
    expect(text).toContain('1 task: ✓ 1 done');
    const chained = renderConsoleSummary(
      {
        iterations: [],
        stopReason: 'task_failed',
        message: 'Stopped (stop-on-failure): task-001 attempt 1 failed',
      },
      { color: false },
    );
    expect(chained).toContain('Stopped: task_failed — stop-on-failure: task-001 attempt 1 failed');
  });

  it('colours outcomes and the header only when asked', () => {
    const text = renderConsoleSummary({ iterations }, { color: true });
    expect(text).toContain('\x1b[1m');
    expect(text).toContain('\x1b[32m✓ done');
    expect(text).toContain('\x1b[33m✗ failed');
    expect(text).toContain('\x1b[31m⊗ blocked');
    // User text never carries its own escape sequences through.
    expect(text).not.toContain('\x1b[31mred');
  });

  it('accepts a LoopResult', () => {
    const tasks = model().tasks;
    const loop: LoopResult = {
      stopReason: 'complete',
      message: 'All tasks done',
      exitCode: 0,
      complete: true,
      gate1: true,
      gate2: true,
      breakerState: 'CLOSED',
      iterations: [],
      counts: countTasks(tasks),
      progressPercent: 100,
      branch: 'ralph/x',
      totals: { costUsd: 0, numTurns: 0, durationMs: 0 },
    };
    const text = renderConsoleSummary(loop, { color: false });
    expect(text).toContain('No iterations ran.');
    expect(text).toContain('▓▓▓▓▓▓▓▓▓▓ 100% · 6 tasks:');
    expect(text).toContain('Stopped: complete — All tasks done');
  });

  it('measures wide characters as two columns', () => {
    expect(displayWidth('abc')).toBe(3);
    expect(displayWidth('ログ')).toBe(4);
    expect(displayWidth('✓ done')).toBe(6);
  });
});
