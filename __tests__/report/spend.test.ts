/** The pull request shows the day's and the chain's spend against their caps, when set. */
import { expect, test } from '@jest/globals';
import { renderPrBody } from '../../src/report/pr-body.js';
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
