/**
 * Continuation past a job's limits: when a run (or a parallel round) made progress and tasks
 * remain ready, the same workflow is started again through workflow_dispatch with the same
 * inputs plus the chain's depth and cost. The chain stops at max-chain, on no progress, at the
 * cost cap summed over the chain, when the pull request was closed, when the task list says
 * `paused: true`, or until a usage limit that stopped the run resets.
 */
import type { Octokit } from '@octokit/rest';
import { formatResetTime } from '../../agent/usage-limit-reset.js';
import type { Trigger } from '../events.js';
import type { ActionInputs } from '../inputs.js';
import type { ActionContext, ActionHost } from './host.js';
import { plural } from '../../report/format.js';

export const CHAIN_DEPTH_INPUT = 'chain-depth';
export const CHAIN_COST_INPUT = 'chain-cost-usd';

export interface ChainPosition {
  /** 1 for a run not started by a continuation. */
  depth: number;
  /** Agent cost of the chain's earlier runs. */
  costUsd: number;
}

/** The chain position from the workflow_dispatch inputs; a bad value names the input. */
export function chainPositionOf(trigger: Trigger): ChainPosition {
  if (trigger.kind !== 'workflow_dispatch') return { depth: 1, costUsd: 0 };
  const depthText = trigger.inputs[CHAIN_DEPTH_INPUT]?.trim() ?? '';
  const costText = trigger.inputs[CHAIN_COST_INPUT]?.trim() ?? '';
  if (depthText !== '' && !/^[1-9]\d{0,5}$/.test(depthText))
    throw new Error(
      `workflow_dispatch input '${CHAIN_DEPTH_INPUT}' must be a positive integer, got "${depthText}"`,
    );
  if (costText !== '' && !/^\d{1,9}(\.\d+)?$/.test(costText))
    throw new Error(
      `workflow_dispatch input '${CHAIN_COST_INPUT}' must be a number of dollars, got "${costText}"`,
    );
  return {
    depth: depthText === '' ? 1 : Number(depthText),
    costUsd: costText === '' ? 0 : Number(costText),
  };
}

export interface ContinueRequest {
  trigger: Trigger;
  position: ChainPosition;
  /** This run's (or round's) agent cost. */
  runCostUsd: number;
  /** Tasks were done (or landed) in this run. */
  progressed: boolean;
  /** A task is ready to run now. */
  readyLeft: boolean;
  paused: boolean;
  /** A usage limit stopped the run until then: nothing is started before it. */
  pausedUntil?: Date;
  branch: string;
}

export interface ContinueOutcome {
  dispatched: boolean;
  /** Why the chain goes on or stops, for the log and the summary. */
  reason: string;
}

/** The workflow file of this run, from GITHUB_WORKFLOW_REF (`owner/repo/.github/workflows/x.yml@ref`). */
export function workflowOf(env: NodeJS.ProcessEnv): { workflow: string; ref: string } | undefined {
  const value = env.GITHUB_WORKFLOW_REF ?? '';
  const match = /^[^/]+\/[^/]+\/\.github\/workflows\/([^@/]+)@(.+)$/.exec(value);
  if (!match) return undefined;
  const ref = env.GITHUB_REF_NAME || match[2]!.replace(/^refs\/(heads|tags)\//, '');
  return { workflow: match[1]!, ref };
}

/** Whether the work branch's pull request was closed by a person (none open, one closed). */
async function pullRequestClosed(
  octokit: Octokit,
  context: ActionContext,
  branch: string,
): Promise<boolean> {
  const pulls = await octokit.rest.pulls.list({
    owner: context.owner,
    repo: context.repo,
    head: `${context.owner}:${branch}`,
    state: 'all',
    per_page: 100,
  });
  const open = pulls.data.some((p) => p.state === 'open');
  return !open && pulls.data.some((p) => p.state === 'closed' && !p.merged_at);
}

export async function continueChain(
  host: ActionHost,
  deps: { octokit: Octokit },
  context: ActionContext,
  inputs: ActionInputs,
  request: ContinueRequest,
): Promise<ContinueOutcome> {
  const stop = (reason: string): ContinueOutcome => {
    host.info(`Continuation: not dispatching the next run: ${reason}.`);
    return { dispatched: false, reason };
  };
  const { position } = request;
  const chainCost = position.costUsd + request.runCostUsd;
  if (!inputs.continueChain) return { dispatched: false, reason: 'continue is false' };
  if (request.paused) return stop('the task list is paused (paused: true)');
  if (request.pausedUntil && request.pausedUntil.getTime() > Date.now())
    return stop(
      `a usage limit stopped this run until ${formatResetTime(request.pausedUntil, new Date())}; the next scheduled or dispatched run after that resumes`,
    );
  if (!request.progressed) return stop('this run made no progress');
  if (!request.readyLeft) return stop('no task is ready to run');
  if (position.depth >= inputs.maxChain)
    return stop(`the chain reached max-chain (${plural(inputs.maxChain, 'run')})`);
  if (inputs.maxCostUsd !== undefined && chainCost >= inputs.maxCostUsd)
    return stop(
      `the chain's cost $${chainCost.toFixed(2)} reached the $${inputs.maxCostUsd.toFixed(2)} limit`,
    );
  if (await pullRequestClosed(deps.octokit, context, request.branch))
    return stop('the pull request was closed');
  const target = workflowOf(host.env);
  if (!target)
    return stop('GITHUB_WORKFLOW_REF does not name a workflow file, so there is nothing to start');

  const previous = request.trigger.kind === 'workflow_dispatch' ? request.trigger.inputs : {};
  const next = {
    ...previous,
    [CHAIN_DEPTH_INPUT]: String(position.depth + 1),
    [CHAIN_COST_INPUT]: chainCost.toFixed(4),
  };
  await deps.octokit.rest.actions.createWorkflowDispatch({
    owner: context.owner,
    repo: context.repo,
    workflow_id: target.workflow,
    ref: target.ref,
    inputs: next,
  });
  const reason = `started run ${position.depth + 1} of at most ${inputs.maxChain} (${target.workflow} on ${target.ref})`;
  host.info(`Continuation: ${reason}.`);
  return { dispatched: true, reason };
}
