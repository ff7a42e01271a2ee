import { describe, expect, it } from '@jest/globals';
import { COMMAND_REPLY_MARKER, renderCommandReply } from '../../src/report/command-reply.js';
import { renderIterationLine } from '../../src/report/iteration-line.js';
import { renderStatusDescription } from '../../src/report/status-description.js';
import { renderStatusText } from '../../src/report/status-text.js';
import type { Task } from '../../src/prd/schema.js';
import { check, countTasks, iteration, markupProblems, model } from './helpers.js';

describe('renderCommandReply', () => {
  it('reports the iteration a command ran', () => {
    const text = renderCommandReply({
      command: '/ralph run task-002\nplease',
      actor: 'octocat',
      result: iteration(),
      counts: model().counts,
      progressPercent: 33,
      runUrl: 'https://github.com/acme/login/actions/runs/42',
    });
    expect(text.split('\n')[0]).toBe(COMMAND_REPLY_MARKER);
    expect(text).toContain('> /ralph run task-002\n');
    expect(text).not.toContain('please');
    expect(text).toContain('@octocat ✓ done: task-002 Add the login form');
    expect(text).toContain('checks 2/2 ✅ · commit 0123456 · $0.12 · 8 turns');
    expect(text).toContain('▓▓▓░░░░░░░ 33% · 2/6 tasks done');
    expect(text).toContain('[Workflow run](https://github.com/acme/login/actions/runs/42)');
    expect(text.split('\n').length).toBeLessThan(15);
    expect(markupProblems(text)).toEqual([]);
  });

  it('names the failed checks', () => {
    const text = renderCommandReply({
      command: '/ralph retry 5',
      result: iteration({
        outcome: 'blocked',
        checks: [check('lint', true, 1), check('te|st', false, 1)],
        commitSha: undefined,
      }),
    });
    expect(text).toContain('⊗ blocked: task-002');
    expect(text).toContain('checks 1/2 ❌ · no commit');
    expect(text).toContain('Failed: te\\|st');
  });

  it('gives the refusal in one line', () => {
    const text = renderCommandReply({
      command: '/ralph run <img src=x>',
      actor: 'someone',
      refused: 'someone has no write permission on this repository',
    });
    expect(text).toContain('> /ralph run &lt;img src=x&gt;');
    expect(text).toContain(
      '@someone ⊘ Not run: someone has no write permission on this repository',
    );
    expect(text).not.toContain('<img');
  });

  it('shows a note for commands without an iteration', () => {
    const text = renderCommandReply({ command: '/ralph skip 5', note: 'Task 5 is now skipped.' });
    expect(text).toContain('Task 5 is now skipped.');
  });
});

describe('renderStatusDescription', () => {
  it('is pending with n/m tasks done', () => {
    const tasks: Task[] = [
      { id: 'a', title: 'A', status: 'done' },
      { id: 'b', title: 'B', status: 'pending' },
    ];
    expect(
      renderStatusDescription({
        ...model({ tasks, counts: countTasks(tasks) }),
        breakerState: 'HALF_OPEN',
      }),
    ).toEqual({ state: 'pending', description: '1/2 tasks done' });
  });

  it('is a failure when a check already fails at the start, or a task failed with stop-on-failure', () => {
    const tasks: Task[] = [{ id: 'a', title: 'A', status: 'pending' }];
    const m = { ...model({ tasks, counts: countTasks(tasks) }), breakerState: 'CLOSED' as const };
    expect(renderStatusDescription({ ...m, stopReason: 'checks_failing_at_start' })).toEqual({
      state: 'failure',
      description: 'A required check fails at the starting commit (0/1 tasks done)',
    });
    expect(renderStatusDescription({ ...m, stopReason: 'task_failed' }).state).toBe('failure');
  });

  it('is success when complete with both gates', () => {
    const tasks: Task[] = [
      { id: 'a', title: 'A', status: 'done' },
      { id: 'b', title: 'B', status: 'skipped' },
    ];
    const m = model({ tasks, counts: countTasks(tasks), complete: true, gate1: true, gate2: true });
    expect(renderStatusDescription(m)).toEqual({
      state: 'success',
      description: 'Complete: 1/2 tasks done (1 skipped)',
    });
    expect(renderStatusDescription({ ...m, gate2: false, complete: false })).toEqual({
      state: 'pending',
      description: '1/2 tasks done; waiting for the exit signal',
    });
  });

  it('is failure when a task is blocked, saying which and why', () => {
    const m = model();
    expect(renderStatusDescription(m)).toEqual({
      state: 'failure',
      description: 'Task task-004 blocked: needs a Redis decision (2/6 tasks done)',
    });
    const two = m.tasks.map((t) => (t.id === 5 ? { ...t, status: 'blocked' as const } : t));
    expect(renderStatusDescription({ ...m, tasks: two, counts: countTasks(two) }).description).toBe(
      '2 tasks blocked (2/6 tasks done): task-004, 5',
    );
  });

  it('is failure when the circuit breaker is open', () => {
    expect(renderStatusDescription(model({ breakerState: 'OPEN' }))).toEqual({
      state: 'failure',
      description: 'Circuit breaker open: 2/6 tasks done, 1 blocked',
    });
  });

  it('never exceeds 140 characters', () => {
    const tasks: Task[] = [{ id: 'a', title: 'A', status: 'blocked', blocked_by: 'x'.repeat(500) }];
    const d = renderStatusDescription(model({ tasks, counts: countTasks(tasks) }));
    expect(d.state).toBe('failure');
    expect(Array.from(d.description).length).toBeLessThanOrEqual(140);
    expect(d.description.endsWith('…')).toBe(true);
  });
});

describe('renderIterationLine', () => {
  it('gives the task, outcome and facts on one line', () => {
    expect(renderIterationLine(iteration())).toBe(
      '[3] task-002 "Add the login form" → ✓ done (attempt 1, checks 2/2, commit 0123456, 8 turns, $0.12, 1m 02s)',
    );
  });

  it('names the agent outcome and failed checks of a failed attempt', () => {
    const line = renderIterationLine(
      iteration({
        outcome: 'failed',
        agentOutcome: 'timeout',
        attempt: 2,
        fixAttempts: 3,
        checks: [check('test', false, 10)],
        commitSha: undefined,
        taskTitle: 'multi\nline',
      }),
    );
    expect(line).toBe(
      '[3] task-002 "multi line" → ✗ failed (timeout) (attempt 2, 3 fixes, checks 0/1, 8 turns, $0.12, 1m 02s; failed: test)',
    );
    expect(line).not.toContain('\n');
  });
});

describe('renderStatusText', () => {
  it('prints the §9 layout', () => {
    const counts = { total: 15, done: 8, in_progress: 2, pending: 4, blocked: 1, skipped: 0 };
    expect(renderStatusText({ title: 'My Project', counts, progressPercent: 53 })).toBe(
      [
        'Project: My Project',
        '─────────────────────────',
        'Tasks: 15 total',
        '  ✓ Done:        8',
        '  ▶ In Progress: 2',
        '  ○ Pending:     4',
        '  ⊗ Blocked:     1',
        '  ⊘ Skipped:     0',
        '─────────────────────────',
        'Progress: 53%',
        '',
      ].join('\n'),
    );
  });
});

describe('renderIterationLine for an interrupted run', () => {
  it('does not repeat the outcome', () => {
    const line = renderIterationLine(
      iteration({
        outcome: 'interrupted',
        agentOutcome: 'interrupted',
        commitSha: undefined,
        checks: [],
      }),
    );
    expect(line).toContain('→ ↺ interrupted (attempt 1, checks 0/0,');
  });
});
