/**
 * `mode: run` with `task:`: one task of a parallel round. It starts from the round's base-sha,
 * runs exactly that task through the normal iteration, and pushes the one commit (the verified
 * work, or the record of a failed attempt) to the task branch `<work branch>--<task>`. The work
 * branch and the pull request are the integration job's.
 */
import { runLoop } from '../../engine/index.js';
import { taskBranchName } from '../../engine/parallel/task-branch.js';
import type { LoopResult } from '../../engine/types.js';
import { branchNameFor } from '../../engine/branch.js';
import { dirtyEntries } from '../../engine/loop.js';
import { parsePrdText } from '../../prd/load-full.js';
import { renderIterationLine } from '../../report/index.js';
import type { ActionInputs } from '../inputs.js';
import type { ActionContext, ActionHost } from './host.js';
import { actionObserver, engineSettingsFrom, type RunFlowDeps } from './run-flow.js';

export interface TaskFlowResult {
  loop: LoopResult;
  taskBranch: string;
  pushed: boolean;
}

/** The work branch named by the task list of the round's base commit. */
async function workBranchAt(deps: RunFlowDeps, sha: string, inputs: ActionInputs): Promise<string> {
  const text = await deps.git.showFile(sha, inputs.prdPath);
  if (text === undefined) throw new Error(`${inputs.prdPath} does not exist at base-sha ${sha}`);
  const prd = parsePrdText(text, inputs.prdPath).prd;
  if (!prd) throw new Error(`${inputs.prdPath} at base-sha ${sha} is invalid; run ralph validate`);
  return branchNameFor(prd, inputs.branch);
}

export async function taskFlow(
  host: ActionHost,
  context: ActionContext,
  inputs: ActionInputs,
  deps: RunFlowDeps,
  opts: { task: string; baseBranch: string; costSpentUsd: number },
): Promise<TaskFlowResult> {
  const { git } = deps;
  // 1. The round's starting commit, on a fresh task branch.
  const baseSha = inputs.baseSha;
  if (!baseSha)
    throw new Error(
      "Input 'base-sha' is required with 'task': pass the matrix job's base-sha output",
    );
  const dirty = dirtyEntries(await git.status());
  if (dirty.length > 0)
    throw new Error(
      `The working tree has uncommitted changes (${dirty.slice(0, 5).join(', ')}); a task job starts from a clean checkout`,
    );
  if (!(await git.tryRevParse(baseSha))) await git.tryFetch('origin', [baseSha]);
  if (!(await git.tryRevParse(baseSha)))
    throw new Error(`Input 'base-sha' names no commit of the repository: ${baseSha}`);
  const workBranch = await workBranchAt(deps, baseSha, inputs);
  const taskBranch = taskBranchName(workBranch, opts.task);
  await git.checkoutNew(taskBranch, baseSha);
  host.info(`Task ${opts.task} starts from ${baseSha.slice(0, 7)} on ${taskBranch}`);

  // 2. Exactly that task, through the normal iteration.
  const settings = {
    ...engineSettingsFrom(inputs, context, deps.claudePath, 1, opts.baseBranch),
    branch: taskBranch,
    stateBranch: workBranch,
    onlyTask: opts.task,
    costSpentUsd: opts.costSpentUsd,
  };
  const loop = await runLoop(settings, {
    agent: deps.agent,
    git,
    signal: deps.signal,
    observer: actionObserver(host, inputs.verbose),
  });

  // 3. Its one commit goes to the task branch (a re-run of the round replaces it).
  let pushed = false;
  if (loop.iterations.some((r) => r.commitSha)) {
    await git.exec(['push', '--force', '--porcelain', 'origin', `HEAD:refs/heads/${taskBranch}`]);
    pushed = true;
    host.info(`Pushed the result of ${opts.task} to ${taskBranch}`);
  }
  const lines = [`## Ralph task \`${opts.task}\``, '', loop.message, ''];
  for (const r of loop.iterations) lines.push(`- ${renderIterationLine(r)}`);
  await host.writeSummary(`${lines.join('\n')}\n`);
  return { loop: { ...loop, branch: taskBranch }, taskBranch, pushed };
}
