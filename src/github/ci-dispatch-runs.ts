/**
 * Finding the runs that dispatches started when GitHub did not say (GitHub Enterprise Server
 * answers a dispatch with 204 and no run details): list the branch's workflow_dispatch runs of
 * the pushed head, a few times at most, and link the workflow's runs on the branch for any run
 * not found by then.
 */
import type { Octokit } from '@octokit/rest';
import type { CiRunEntry } from '../report/types.js';
import { WORKFLOWS_DIR } from './ci-dispatch-settings.js';

export interface RunLookup {
  owner: string;
  repo: string;
  branch: string;
  sha: string;
  serverUrl: string;
  /** List calls at most (default 3), `delayMs` apart (default 3000, the first after one delay). */
  attempts?: number;
  delayMs?: number;
}

/** The workflow's runs on the branch, on GitHub's web pages. */
export function branchRunsUrl(lookup: RunLookup, file: string): string {
  const server = lookup.serverUrl.replace(/\/+$/, '');
  const query = encodeURIComponent(`branch:${lookup.branch}`);
  return `${server}/${lookup.owner}/${lookup.repo}/actions/workflows/${encodeURIComponent(file)}?query=${query}`;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Fills in `url`/`runId` of started entries that have none; returns the list calls made. Never throws. */
export async function findDispatchedRuns(
  octokit: Octokit,
  lookup: RunLookup,
  entries: CiRunEntry[],
): Promise<number> {
  const missing = (): CiRunEntry[] => entries.filter((e) => !e.problem && e.runId === undefined);
  let calls = 0;
  try {
    for (let attempt = 0; attempt < (lookup.attempts ?? 3) && missing().length > 0; attempt++) {
      await sleep(lookup.delayMs ?? 3000);
      calls++;
      const { data } = await octokit.rest.actions.listWorkflowRunsForRepo({
        owner: lookup.owner,
        repo: lookup.repo,
        branch: lookup.branch,
        event: 'workflow_dispatch',
        head_sha: lookup.sha,
        per_page: 100,
      });
      for (const entry of missing()) {
        const run = data.workflow_runs
          .filter((r) => r.path.split('@')[0]!.endsWith(`${WORKFLOWS_DIR}/${entry.file}`))
          .sort((a, b) => b.id - a.id)[0];
        if (run) Object.assign(entry, { runId: run.id, url: run.html_url });
      }
    }
  } catch {
    // The links below still lead to the runs.
  }
  for (const entry of missing()) entry.url ??= branchRunsUrl(lookup, entry.file);
  return calls;
}
