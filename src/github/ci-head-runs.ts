/**
 * The repository's CI runs for the work branch head, from one listing call: the newest run of
 * each workflow (Ralph's own workflow and runs started by other workflows' completion left out).
 * `required` reads them: the `ralph` status may say success only when every one has passed.
 */
import type { Octokit } from '@octokit/rest';
import type { CiRunsModel } from '../report/types.js';
import { workflowFile } from './ci-task.js';
import { ciRunFacts, type CiRunFacts } from './events.js';

/** The events whose runs are the repository's CI on a branch. */
const CI_EVENTS = new Set(['push', 'pull_request', 'workflow_dispatch']);

export interface HeadRunsTarget {
  owner: string;
  repo: string;
  branch: string;
  sha: string;
  /** This run's workflow file (`ralph.yml`): never CI. */
  ownWorkflow?: string;
}

/** One API call. */
export async function listHeadRuns(
  octokit: Octokit,
  target: HeadRunsTarget,
): Promise<CiRunFacts[]> {
  const { data } = await octokit.rest.actions.listWorkflowRunsForRepo({
    owner: target.owner,
    repo: target.repo,
    branch: target.branch,
    head_sha: target.sha,
    per_page: 100,
  });
  const newest = new Map<string, CiRunFacts>();
  const full = `${target.owner}/${target.repo}`;
  for (const raw of data.workflow_runs) {
    const run = ciRunFacts(raw, full);
    if (!CI_EVENTS.has(run.event) || run.fromFork || run.headSha !== target.sha) continue;
    if (target.ownWorkflow && workflowFile(run.workflowPath) === target.ownWorkflow) continue;
    const known = newest.get(run.workflowPath);
    if (!known || run.runId > known.runId) newest.set(run.workflowPath, run);
  }
  return [...newest.values()].sort((a, b) => a.workflowPath.localeCompare(b.workflowPath));
}

/** The CI section's model for the head. */
export function ciModelOf(branch: string, sha: string, runs: CiRunFacts[]): CiRunsModel {
  return {
    branch,
    sha,
    workflows: runs.map((run) => ({
      file: workflowFile(run.workflowPath),
      name: run.workflowName || workflowFile(run.workflowPath),
      url: run.htmlUrl,
      runId: run.runId,
      conclusion: run.status === 'completed' ? run.conclusion || 'completed' : 'in_progress',
    })),
  };
}

/** `required`: what the `ralph` status says given the head's CI runs. */
export function gateVerdict(runs: CiRunFacts[]): {
  state: 'success' | 'pending';
  description: string;
} {
  const names = (list: CiRunFacts[]): string =>
    list.map((r) => workflowFile(r.workflowPath)).join(', ');
  const failed = runs.filter((r) => r.status === 'completed' && r.conclusion !== 'success');
  const running = runs.filter((r) => r.status !== 'completed');
  if (runs.length === 0) return { state: 'pending', description: 'Waiting for CI: no run yet' };
  if (failed.length > 0)
    return { state: 'pending', description: `CI failed: ${names(failed)}; a fix is on its way` };
  if (running.length > 0)
    return { state: 'pending', description: `Waiting for CI: ${names(running)}` };
  return { state: 'success', description: `CI passed: ${names(runs)}` };
}
