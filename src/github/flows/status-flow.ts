/**
 * `mode: status`: the task list as it is on the checked-out branch, published again (the pull
 * request body and the commit status). Nothing runs.
 */
import { join } from 'node:path';
import { loadState } from '../../engine/state.js';
import { loadPrdFile } from '../../prd/index.js';
import { baseBranchOf, withoutPersistedCredentials, type ModeRun } from './mode-run.js';
import { publishState } from './publish.js';
import { buildReportModel } from './report-model.js';

export async function statusMode(run: ModeRun): Promise<void> {
  const { host, inputs, context, git, octokit } = run;
  const baseBranch = await baseBranchOf(run);
  const loaded = await loadPrdFile(join(context.workspace, inputs.prdPath));
  if (!loaded.prd) throw new Error(`${inputs.prdPath} is invalid; run ralph validate.`);
  const branch = (await git.currentBranch()) ?? '';
  const state = (await loadState(context.workspace)).state;
  const model = buildReportModel({
    prd: loaded.prd,
    state,
    branch,
    baseBranch,
    runUrl: context.runUrl,
  });
  await withoutPersistedCredentials(run, () =>
    publishState(
      host,
      { git, octokit },
      {
        owner: context.owner,
        repo: context.repo,
        branch,
        baseBranch,
        statusContext: inputs.statusContext,
        draft: inputs.draft,
        runUrl: context.runUrl,
        serverUrl: context.serverUrl,
      },
      model,
    ),
  );
}
