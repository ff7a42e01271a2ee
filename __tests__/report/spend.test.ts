/**
 * The pull request and the job summary show each task's cost against its cap, and the day's and
 * the chain's spend against their caps, when set.
 */
import { expect, test } from '@jest/globals';
import { renderPrBody } from '../../src/report/pr-body.js';
import { renderJobSummary } from '../../src/report/job-summary.js';
import { taskCostText } from '../../src/report/sections.js';
import { spendLine } from '../../src/report/spend.js';
import { model } from './helpers.js';

test('the spend line names each cap that is set, and is absent without one', () => {
  expect(spendLine(model())).toBeUndefined();
  expect(spendLine(model({ spend: { todayUsd: 3, chainUsd: 1 } }))).toBeUndefined();
  expect(
    spendLine(model({ spend: { todayUsd: 3.456, dayCapUsd: 5, chainUsd: 1.2, chainCapUsd: 10 } })),
  ).toBe(
    '**Spend:** today (UTC) $3.46 of $5.00 (`max-cost-usd-per-day`) · this run or chain $1.20 of $10.00 (`max-cost-usd`)',
  );
  expect(spendLine(model({ spend: { todayUsd: 0.5, dayCapUsd: 2, chainUsd: 0.5 } }))).toBe(
    '**Spend:** today (UTC) $0.50 of $2.00 (`max-cost-usd-per-day`)',
  );
  const body = renderPrBody(
    model({ spend: { todayUsd: 0.5, dayCapUsd: 2, chainUsd: 0.5, chainCapUsd: 1 } }),
  );
  expect(body).toContain('**Spend:** today (UTC) $0.50 of $2.00');
});

test("each task's cost is shown against its cap: its own max_cost_usd, else max-task-cost-usd", () => {
  const capped = model({
    tasks: [
      { id: 'task-001', title: 'Own cap', status: 'blocked', max_cost_usd: 0.25 },
      { id: 'task-002', title: 'Default cap', status: 'done' },
    ],
    taskStats: {
      'task-001': { attempts: 1, costUsd: 0.3 },
      'task-002': { attempts: 1, costUsd: 0.12 },
    },
    taskCostCapUsd: 1,
  });
  expect(taskCostText(capped, capped.tasks[0]!)).toBe('$0.30 of $0.25');
  expect(taskCostText(capped, capped.tasks[1]!)).toBe('$0.12 of $1.00');
  const body = renderPrBody(capped);
  expect(body).toMatch(/\| task-001 \| Own cap \|.*\| 1 \| \$0\.30 of \$0\.25 \|/);
  expect(renderJobSummary(capped)).toMatch(
    /\| task-002 \| Default cap \|.*\| \$0\.12 of \$1\.00 \|/,
  );
  // Without any cap, the cost alone.
  const plain = model({ taskStats: { 'task-001': { attempts: 2, costUsd: 1.5 } } });
  expect(taskCostText(plain, plain.tasks[0]!)).toBe('$1.50');
});

test('the job summary shows the spend line too', () => {
  const summary = renderJobSummary(
    model({ spend: { todayUsd: 0.5, dayCapUsd: 2, chainUsd: 0.25, chainCapUsd: 1 } }),
  );
  expect(summary).toContain(
    '**Spend:** today (UTC) $0.50 of $2.00 (`max-cost-usd-per-day`) · this run or chain $0.25 of $1.00 (`max-cost-usd`)',
  );
});
