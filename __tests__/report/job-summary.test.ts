import { describe, expect, it } from '@jest/globals';
import type { Task } from '../../src/prd/schema.js';
import { JOB_SUMMARY_MAX_BYTES, renderJobSummary } from '../../src/report/job-summary.js';
import {
  OPEN_BREAKER_TEXT,
  check,
  countTasks,
  iteration,
  markupProblems,
  model,
  tableRows,
} from './helpers.js';

describe('renderJobSummary', () => {
  it('shows the task table, every iteration of the run and the latest status', () => {
    const failed = iteration({
      iteration: 4,
      taskId: 'task-003',
      taskTitle: 'Validate emails',
      outcome: 'failed',
      agentOutcome: 'completed',
      attempt: 2,
      fixAttempts: 3,
      checks: [check('lint', true, 800), check('test', false, 3_500)],
      commitSha: undefined,
      costUsd: 0.5,
      numTurns: 21,
      durationMs: 3_723_000,
    });
    const md = renderJobSummary(model({ iterations: [iteration(), failed] }));
    expect(md).toContain('## Ralph: Login service');
    expect(md).toContain('▓▓▓░░░░░░░ 33%');
    expect(md).toContain('| Status | ID | Title | Priority | Depends on | Attempts | Cost |');
    expect(md).toContain('| ✓ | task-001 | Set up the project | high | — | 1 | $0.50 |');
    expect(md).toContain('### Iterations of this run');
    expect(md).toContain(
      '| # | Task | Outcome | Attempt | Checks | Turns | Cost | Duration | Commit |',
    );
    expect(md).toContain(
      '| 3 | task-002 Add the login form | ✓ done | 1 | 2/2 | 8 | $0.12 | 1m 02s | 0123456 |',
    );
    expect(md).toContain(
      '| 4 | task-003 Validate emails | ✗ failed | 2 (+3 fixes) | 1/2 | 21 | $0.50 | 1h 02m | — |',
    );
    expect(md).toContain(
      '<details><summary>Output of failed check test</summary>\n\n```text\ntest failed\nexpected 1, got 2\n```',
    );
    expect(md).toContain(OPEN_BREAKER_TEXT);
    expect(md).toContain('**Totals:** 5 iterations · 40 turns · $2.05');
    expect(md).toContain('[View the workflow run](https://github.com/acme/login/actions/runs/42)');
    expect(markupProblems(md)).toEqual([]);
  });

  it('says so when no iteration ran', () => {
    const md = renderJobSummary(
      model({ iterations: [], stopReason: 'nothing_ready', message: 'task-004 is blocked' }),
    );
    expect(md).toContain('_No iterations ran._');
    expect(md).toContain('> **Stopped:** nothing_ready — task-004 is blocked');
  });

  it('stays under the step summary limit with a huge task list', () => {
    const tasks: Task[] = Array.from({ length: 12_000 }, (_, i) => ({
      id: `t-${i}`,
      title: `Task ${i} `.padEnd(190, 'y'),
      status: i % 3 === 0 ? 'done' : 'pending',
    }));
    const md = renderJobSummary(model({ tasks, counts: countTasks(tasks), progressPercent: 33 }));
    expect(Buffer.byteLength(md)).toBeLessThanOrEqual(JOB_SUMMARY_MAX_BYTES);
    expect(md).toContain('12000 total · ✓ 4000 done');
    expect(md).toMatch(/_[\d,]+ tasks not shown to keep the summary small\._/);
    expect(tableRows(md).some((r) => r.startsWith('| ✓ |'))).toBe(false);
    expect(markupProblems(md)).toEqual([]);
  });

  it('says what the final publish got onto GitHub and what not, with the compare link', () => {
    const md = renderJobSummary(model(), {
      published: [
        'ralph/x is on origin at abc1234',
        'commit status "ralph" pending: 2/6 tasks done',
      ],
      notPublished: ['the pull request: GitHub Actions is not permitted to create pull requests'],
      compareUrl: 'https://github.com/acme/login/compare/main...ralph/x?expand=1',
    });
    const section = md.slice(md.indexOf('### Publishing'), md.indexOf('### Tasks'));
    expect(section.split('\n').filter(Boolean)).toEqual([
      '### Publishing',
      '- ✗ Not published: the pull request: GitHub Actions is not permitted to create pull requests',
      '- ✓ ralph/x is on origin at abc1234',
      '- ✓ commit status "ralph" pending: 2/6 tasks done',
      '[Open the pull request by hand](https://github.com/acme/login/compare/main...ralph/x?expand=1)',
    ]);
    expect(markupProblems(md)).toEqual([]);
    expect(renderJobSummary(model())).not.toContain('### Publishing');
  });
});
