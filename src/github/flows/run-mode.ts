/**
 * `mode: run` (a schedule or workflow_dispatch): iterations of the loop on the work branch, or
 * with `task:` one task of a parallel round. Then the outputs, and with `continue: true` the
 * chain's next run.
 */
import { join } from 'node:path';
import { loadPrdFile } from '../../prd/index.js';
import { fixFinishedCiFirst } from './ci-flow.js';
import type { ChainPosition } from './continuation.js';
import { continueChain } from './continuation.js';
import { baseBranchOf, withAgent, withoutPersistedCredentials, type ModeRun } from './mode-run.js';
import { setRunOutputs } from './outputs.js';
import { pausedUntil } from './paused.js';
import { stepFailure } from './publish-report.js';
import { missingCredential, runFlow, type RunFlowDeps } from './run-flow.js';
import { taskFlow } from './task-flow.js';

export async function runMode(run: ModeRun): Promise<void> {
  const baseBranch = await baseBranchOf(run);
  await withoutPersistedCredentials(run, async () => {
    const credentialProblem = await missingCredential(run.inputs, run.host.env);
    if (credentialProblem) throw new Error(credentialProblem);
    await withAgent(run, (deps, position) =>
      run.inputs.task
        ? runRoundTask(run, deps, position, baseBranch)
        : runIterations(run, deps, position, baseBranch),
    );
  });
}

/** One task of a parallel round: its result goes to its task branch only. */
async function runRoundTask(
  run: ModeRun,
  deps: RunFlowDeps,
  position: ChainPosition,
  baseBranch: string,
): Promise<void> {
  const { host, context, inputs } = run;
  const task = await taskFlow(host, context, inputs, deps, {
    task: inputs.task!,
    baseBranch,
    costSpentUsd: position.costUsd,
  });
  setRunOutputs(host, task.loop);
  if (task.loop.exitCode !== 0) throw new Error(task.loop.message);
}

async function runIterations(
  run: ModeRun,
  deps: RunFlowDeps,
  position: ChainPosition,
  baseBranch: string,
): Promise<void> {
  const { host, context, inputs, trigger } = run;
  await fixFinishedCiFirst(run, deps);
  const iterations =
    trigger.kind === 'workflow_dispatch' && trigger.iterations !== undefined
      ? trigger.iterations
      : inputs.iterations;
  const result = await runFlow(host, context, inputs, deps, {
    iterations,
    baseBranch,
    costSpentUsd: position.costUsd,
  });
  // The outputs first: they are written whatever the step's result.
  setRunOutputs(host, result.loop, result.publish);
  if (inputs.continueChain) {
    const loaded = await loadPrdFile(join(context.workspace, inputs.prdPath));
    const next = await continueChain(host, { octokit: run.octokit }, context, inputs, {
      trigger,
      position,
      runCostUsd: result.loop.totals.costUsd,
      progressed: result.loop.iterations.some((r) => r.outcome === 'done'),
      readyLeft: result.loop.nextTaskId !== undefined && result.loop.exitCode === 0,
      paused: loaded.prd?.paused === true,
      pausedUntil: pausedUntil(result.loop),
      branch: result.loop.branch,
    });
    host.setOutput('dispatched', String(next.dispatched));
  }
  const failure = stepFailure(result.loop, result.publish);
  if (failure) throw new Error(failure);
  host.info(result.loop.message);
}
