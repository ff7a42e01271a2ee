/**
 * The repository's CI on Ralph's commits. Pushes made with the job token start no workflows,
 * but workflow_dispatch does: after each push of the work branch, the selected workflows (see
 * ci-dispatch-select.ts) are started on the work branch, so their check runs attach to the
 * pushed head and required checks can pass.
 *
 * API cost per push: one POST per selected workflow (none when nothing is selected; the workflow
 * files come from git). GitHub.com answers each with its run; GitHub Enterprise Server does not,
 * and then at most 3 list calls find the runs. Nothing here fails a run: GitHub's refusals are
 * warnings that say what to change, once per run each.
 */
import type { Octokit } from '@octokit/rest';
import type { Git } from '../git/types.js';
import { shortSha } from '../report/format.js';
import type { CiRunEntry, CiRunsModel } from '../report/types.js';
import { findDispatchedRuns } from './ci-dispatch-runs.js';
import { selectCiWorkflows, type CiSelection } from './ci-dispatch-select.js';
import type { CiWorkflowsSetting } from './ci-dispatch-settings.js';
import type { CiGate } from './ci-gate.js';
import { baseRef, readTreeFile, readWorkflowFiles } from './ci-dispatch-tree.js';
import { workflowOf } from './flows/continuation.js';
import type { ActionContext } from './flows/host.js';
import type { ActionInputs } from './inputs.js';

export interface CiDispatchOptions {
  setting: CiWorkflowsSetting;
  serverUrl: string;
  /** Whether dispatches ask for the run (GitHub Enterprise Server does not know the parameter). */
  runDetails: boolean;
  /** `owner/repo` of the running action. */
  ownRepository?: string;
  /** This run's workflow file: never dispatched. */
  currentWorkflow?: string;
  /** The caller pushed the head just before publishing: dispatch although the publish's own push found nothing new. */
  headPushedByCaller?: boolean;
  /** `ci-gate`: under `required` a publish's success waits for the started runs. */
  gate?: CiGate;
  /** The run look-up's pace where GitHub does not name the run. */
  lookup?: { attempts?: number; delayMs?: number };
}

/** What a run remembers between its publishes. */
export interface CiDispatchMemory {
  /** The last dispatch of this run, shown until the next one. */
  ci?: CiRunsModel;
  /** Warnings already given in this run. */
  ciWarned?: string[];
}

interface Reporter {
  info(message: string): void;
  warning(message: string): void;
}

/** The dispatch settings of a run, or undefined for `ci-workflows: none`. */
export function ciDispatchOptions(
  inputs: Pick<ActionInputs, 'ciWorkflows'> & Partial<Pick<ActionInputs, 'ciGate'>>,
  context: Pick<ActionContext, 'serverUrl' | 'apiUrl'>,
  env: NodeJS.ProcessEnv,
  extra: Pick<CiDispatchOptions, 'headPushedByCaller'> = {},
): CiDispatchOptions | undefined {
  if (inputs.ciWorkflows.kind === 'none') return undefined;
  return {
    ...extra,
    setting: inputs.ciWorkflows,
    ...(inputs.ciGate ? { gate: inputs.ciGate } : {}),
    serverUrl: context.serverUrl,
    runDetails: !/\/api\/v3\/?$/.test(context.apiUrl),
    ownRepository: env.GITHUB_ACTION_REPOSITORY || undefined,
    currentWorkflow: workflowOf(env)?.workflow,
  };
}

/** GitHub's refusal, and what to do about it. */
function refusal(file: string, error: unknown): string {
  const status = (error as { status?: number }).status;
  const data = (error as { response?: { data?: { message?: unknown } } }).response?.data;
  const said = typeof data?.message === 'string' ? data.message : (error as Error).message;
  if (status === 403)
    return `GitHub refused to start ${file} (403 ${said}): give the job \`permissions: actions: write\`, or set ci-workflows: none`;
  if (status === 404)
    return `GitHub does not know ${file} (404): it can be dispatched once the file is on the default branch`;
  if (status === 422)
    return `GitHub refused to start ${file} (422 ${said}): GitHub reads the trigger from the default branch's version of the file, so add workflow_dispatch there`;
  return `Could not start ${file}: ${said}`;
}

async function startWorkflow(
  octokit: Octokit,
  target: { owner: string; repo: string; branch: string },
  options: CiDispatchOptions,
  entry: CiRunEntry,
): Promise<void> {
  try {
    const response = await octokit.rest.actions.createWorkflowDispatch({
      owner: target.owner,
      repo: target.repo,
      workflow_id: entry.file,
      ref: target.branch,
      ...(options.runDetails ? { return_run_details: true } : {}),
    });
    const run = response.data as { workflow_run_id?: number; html_url?: string } | undefined;
    if (typeof run?.workflow_run_id === 'number') {
      entry.runId = run.workflow_run_id;
      entry.url = run.html_url;
    }
  } catch (error) {
    entry.problem = refusal(entry.file, error);
  }
}

/** The selection from the pushed tree; undefined when there is nothing to consider or compare. */
async function selectFromTree(
  git: Git,
  target: { branch: string; baseBranch: string },
  sha: string,
  options: CiDispatchOptions,
  warnOnce: (message: string) => void,
): Promise<CiSelection | undefined> {
  const base = await baseRef(git, target.baseBranch);
  const files = await readWorkflowFiles(git, sha, base);
  if (files.length === 0 && options.setting.kind === 'auto') return undefined;
  if (!base) {
    warnOnce(
      `CI: not starting the repository's workflows: ${target.baseBranch} is not in this checkout, so the action cannot tell whether ${target.branch} changed them; fetch it (e.g. actions/checkout with fetch-depth: 0).`,
    );
    return undefined;
  }
  return selectCiWorkflows(files, {
    ...options,
    branch: target.branch,
    baseBranch: target.baseBranch,
    readFile: (path) => readTreeFile(git, sha, path),
  });
}

/**
 * Starts the selected workflows on the pushed head `sha` and keeps what happened in
 * `memory.ci`. Never throws.
 */
export async function dispatchCi(
  host: Reporter,
  deps: { git: Git; octokit: Octokit },
  target: { owner: string; repo: string; branch: string; baseBranch: string },
  sha: string,
  options: CiDispatchOptions,
  memory: CiDispatchMemory,
): Promise<void> {
  const warned = (memory.ciWarned ??= []);
  const warnOnce = (message: string): void => {
    if (warned.includes(message)) return;
    warned.push(message);
    host.warning(message);
  };
  try {
    const selection = await selectFromTree(deps.git, target, sha, options, warnOnce);
    if (!selection) {
      memory.ci = undefined;
      return;
    }
    for (const skip of selection.skipped) {
      if (skip.warn) warnOnce(`CI: not starting ${skip.file}: ${skip.reason}.`);
      else host.info(`CI: not starting ${skip.file}: ${skip.reason}.`);
    }
    if (selection.dispatch.length === 0) {
      memory.ci = undefined;
      return;
    }
    const entries: CiRunEntry[] = selection.dispatch.map((w) => ({ file: w.file, name: w.name }));
    for (const entry of entries) await startWorkflow(deps.octokit, target, options, entry);
    const lookups = await findDispatchedRuns(
      deps.octokit,
      { ...target, sha, serverUrl: options.serverUrl, ...options.lookup },
      entries,
    );
    for (const entry of entries) if (entry.problem) warnOnce(`CI: ${entry.problem}.`);
    memory.ci = { branch: target.branch, sha, workflows: entries };
    const started = entries.filter((e) => !e.problem).map((e) => e.file);
    host.info(
      `CI: started ${started.length > 0 ? started.join(', ') : 'nothing'} on ${target.branch} at ${shortSha(sha)} (${entries.length + lookups} API calls).`,
    );
  } catch (error) {
    warnOnce(`CI: could not start the repository's workflows: ${(error as Error).message}`);
  }
}
