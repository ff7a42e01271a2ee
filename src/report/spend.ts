/** The day's and the chain's spend against their caps, when a cap is set. */
import { formatCost } from './format.js';
import type { ReportModel } from './types.js';

export function spendLine(model: ReportModel): string | undefined {
  const spend = model.spend;
  if (!spend || (spend.dayCapUsd === undefined && spend.chainCapUsd === undefined))
    return undefined;
  const parts: string[] = [];
  if (spend.dayCapUsd !== undefined)
    parts.push(
      `today (UTC) ${formatCost(spend.todayUsd)} of ${formatCost(spend.dayCapUsd)} (\`max-cost-usd-per-day\`)`,
    );
  if (spend.chainCapUsd !== undefined)
    parts.push(
      `this run or chain ${formatCost(spend.chainUsd)} of ${formatCost(spend.chainCapUsd)} (\`max-cost-usd\`)`,
    );
  return `**Spend:** ${parts.join(' · ')}`;
}
