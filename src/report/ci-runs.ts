/**
 * The "CI" section of the pull request body and the job summary: the repository's workflows the
 * action started on the pushed head, each linked to its run, and the ones GitHub refused.
 */
import { shortSha } from './format.js';
import { codeSpan, mdCell, safeUrl } from './markdown.js';
import type { CiRunEntry, CiRunsModel } from './types.js';

function entryLine(entry: CiRunEntry): string {
  const label = `${mdCell(entry.name, 100)} (${codeSpan(entry.file)})`;
  if (entry.problem) return `- ${label}: not started: ${mdCell(entry.problem, 300)}`;
  const url = safeUrl(entry.url);
  const run = entry.runId !== undefined ? `run ${entry.runId}` : 'runs on this branch';
  return url ? `- ${label}: [${run}](${url})` : `- ${label}: started`;
}

export function ciRunsBlock(ci: CiRunsModel | undefined): string | undefined {
  if (!ci || ci.workflows.length === 0) return undefined;
  const head = `${codeSpan(ci.branch)} at ${codeSpan(shortSha(ci.sha) ?? ci.sha)}`;
  const lead = ci.workflows.some((w) => !w.problem)
    ? `Started with workflow_dispatch on ${head}`
    : `Could not start the CI workflows on ${head}`;
  return [
    '### CI',
    '',
    `${lead} (pushes made with the job token start no workflows):`,
    '',
    ...ci.workflows.map(entryLine),
  ].join('\n');
}
