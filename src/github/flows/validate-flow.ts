/**
 * `validate` mode (pull requests that touch prd.yaml, and the merge gate): annotate every
 * problem on the file and set the status check. Nothing runs.
 */
import { join } from 'node:path';
import type { Octokit } from '@octokit/rest';
import { loadState } from '../../engine/state.js';
import { loadPrdFile } from '../../prd/index.js';
import { renderStatusDescription } from '../../report/index.js';
import { setCommitStatus } from '../status.js';
import { annotateDiagnostics } from './annotate.js';
import type { ActionContext, ActionHost } from './host.js';
import type { ModeRun } from './mode-run.js';
import { buildReportModel } from './report-model.js';

export interface ValidateFlowResult {
  valid: boolean;
  errorCount: number;
  statusState: 'pending' | 'success' | 'failure';
}

export async function validateFlow(
  host: ActionHost,
  context: ActionContext,
  deps: { octokit: Octokit },
  opts: { prdPath: string; sha: string; statusContext: string; branch: string },
): Promise<ValidateFlowResult> {
  const loaded = await loadPrdFile(join(context.workspace, opts.prdPath));
  annotateDiagnostics(host, context.workspace, [...loaded.errors, ...loaded.warnings]);
  let state: ValidateFlowResult['statusState'];
  let description: string;
  if (!loaded.prd) {
    state = 'failure';
    description = `${opts.prdPath} is invalid: ${loaded.errors.length} error${loaded.errors.length === 1 ? '' : 's'}`;
    host.error(description);
  } else {
    const engineState = (await loadState(context.workspace)).state;
    const status = renderStatusDescription(
      buildReportModel({ prd: loaded.prd, state: engineState, branch: opts.branch }),
    );
    state = status.state;
    description = status.description;
    host.info(`${opts.prdPath} is valid: ${description}`);
  }
  await setCommitStatus(deps.octokit, {
    owner: context.owner,
    repo: context.repo,
    sha: opts.sha,
    state,
    context: opts.statusContext,
    description,
    targetUrl: context.runUrl,
  });
  return { valid: loaded.prd !== undefined, errorCount: loaded.errors.length, statusState: state };
}

/** `mode: validate`: the pull request's head (or the pushed commit) gets the status check. */
export async function validateMode(run: ModeRun): Promise<void> {
  const { host, context, inputs, trigger, octokit, git } = run;
  const sha =
    trigger.kind === 'pull_request'
      ? trigger.headSha
      : (context.sha ?? (await git.revParse('HEAD')));
  const branch =
    trigger.kind === 'pull_request' ? trigger.headRef : ((await git.currentBranch()) ?? '');
  const result = await validateFlow(
    host,
    context,
    { octokit },
    { prdPath: inputs.prdPath, sha, statusContext: inputs.statusContext, branch },
  );
  host.setOutput('tasks-total', '');
  if (!result.valid)
    throw new Error(
      `${inputs.prdPath} is invalid (${result.errorCount} error${result.errorCount === 1 ? '' : 's'}); see the annotations.`,
    );
}
