/**
 * The "CI" section of the pull request body and the job summary: the repository's workflows the
 * action started on the pushed head, each linked to its run, and the ones GitHub refused.
 */
import { shortSha } from './format.js';
import { codeSpan, mdCell, safeUrl } from './markdown.js';
import type { CiRunEntry, CiRunsModel } from './types.js';

/** Said under the runs while `ci-gate: required` holds the status for them. */
export const CI_HELD_LINE =
  '_The status check waits for these runs (`ci-gate: required`): it turns success once all have passed._';

function entryLine(entry: CiRunEntry): string {
  const label = `${mdCell(entry.name, 100)} (${codeSpan(entry.file)})`;
  if (entry.problem) return `- ${label}: not started: ${mdCell(entry.problem, 300)}`;
  const url = safeUrl(entry.url);
  const run = entry.runId !== undefined ? `run ${entry.runId}` : 'runs on this branch';
  const ended = entry.conclusion ? `: ${conclusionWord(entry.conclusion)}` : '';
  return url ? `- ${label}: [${run}](${url})${ended}` : `- ${label}: started${ended}`;
}

/** `passed`, `failed`, `timed out`, ...: how a run's conclusion reads. */
export function conclusionWord(conclusion: string): string {
  if (conclusion === 'success') return 'passed';
  if (conclusion === 'failure') return 'failed';
  if (conclusion === 'in_progress' || conclusion === 'queued') return 'running';
  return conclusion.replace(/_/g, ' ');
}

export function ciRunsBlock(ci: CiRunsModel | undefined): string | undefined {
  if (!ci || ci.workflows.length === 0) return undefined;
  const head = `${codeSpan(ci.branch)} at ${codeSpan(shortSha(ci.sha) ?? ci.sha)}`;
  const lead = ci.workflows.some((w) => w.conclusion)
    ? `The repository's CI on ${head}`
    : ci.workflows.some((w) => !w.problem)
      ? `Started with workflow_dispatch on ${head} (pushes made with the job token start no workflows)`
      : `Could not start the CI workflows on ${head} (pushes made with the job token start no workflows)`;
  return [
    '### CI',
    '',
    `${lead}:`,
    '',
    ...ci.workflows.map(entryLine),
    ...(ci.held ? ['', CI_HELD_LINE] : []),
  ].join('\n');
}
