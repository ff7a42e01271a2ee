/**
 * What every mode of the action is given (a ModeRun), and the steps several modes share: the
 * base branch, checkout's persisted token taken out while they work, and an agent in its sandbox.
 * The table in action.ts maps each mode to the function that takes a ModeRun.
 */
import { join } from 'node:path';
import type { Octokit } from '@octokit/rest';
import type { AgentRunner } from '../../agent/types.js';
import type { Git, GitOptions } from '../../git/types.js';
import type { Trigger } from '../events.js';
import type { ActionInputs } from '../inputs.js';
import { chainPositionOf, type ChainPosition } from './continuation.js';
import { stashPersistedCredentials } from './credentials.js';
import type { ActionContext, ActionHost } from './host.js';
import { actionSandbox } from './isolation.js';
import type { RunFlowDeps } from './run-flow.js';

export interface ActionDeps {
  createOctokit(options: { token: string; baseUrl: string; secondMs?: number }): Octokit;
  createGit(options: GitOptions): Git;
  createAgent(): AgentRunner;
  resolveClaude(options: {
    configuredPath?: string;
    version: string;
    cacheDir: string;
  }): Promise<string>;
  /** Aborted when the runner cancels the job (SIGINT/SIGTERM). */
  signal?: AbortSignal;
}

/** One run of the action, as every mode sees it. */
export interface ModeRun {
  host: ActionHost;
  inputs: ActionInputs;
  context: ActionContext;
  trigger: Trigger;
  octokit: Octokit;
  git: Git;
  /** Agents reach the model through the harness's proxy (model-gateway.ts). */
  deps: ActionDeps & { guardAgent(spentUsd: number | undefined): AgentRunner };
}

/** A mode: everything the action does for it. Throws to fail the step. */
export type ModeFlow = (run: ModeRun) => Promise<void>;

/** The repository's default branch named by the event, when it names one. */
export function defaultBranchOf(payload: unknown): string | undefined {
  const repository = (payload as { repository?: { default_branch?: unknown } } | undefined)
    ?.repository;
  return typeof repository?.default_branch === 'string' ? repository.default_branch : undefined;
}

/** The base-branch input, else the event's default branch, else the repository's (one call). */
export async function baseBranchOf(run: ModeRun): Promise<string> {
  const { inputs, context, octokit } = run;
  if (inputs.baseBranch) return inputs.baseBranch;
  const fromPayload = defaultBranchOf(context.eventPayload);
  if (fromPayload) return fromPayload;
  const repo = await octokit.rest.repos.get({ owner: context.owner, repo: context.repo });
  return repo.data.default_branch;
}

/**
 * Runs `work` with checkout's persisted token taken out of the git configuration: the agent runs
 * shell commands and must not read it, and git must not send it next to the action's own header.
 */
export async function withoutPersistedCredentials<T>(
  run: ModeRun,
  work: () => Promise<T>,
): Promise<T> {
  const stashed = await stashPersistedCredentials(run.git);
  if (stashed.count > 0) {
    run.host.warning(
      'actions/checkout persisted the token in the git configuration; the action takes it out while it works (the agent must not read it) and puts it back afterwards. Set persist-credentials: false on the checkout step.',
    );
  }
  try {
    return await work();
  } finally {
    await stashed.restore();
  }
}

/** The `claude` executable the inputs ask for (installed into the tool cache when missing). */
export function resolveClaudeFor(run: ModeRun): Promise<string> {
  return run.deps.resolveClaude({
    configuredPath: run.inputs.claudePath,
    version: run.inputs.claudeCodeVersion,
    cacheDir: join(run.context.toolCache, 'claude-code'),
  });
}

/**
 * Runs `work` with `claude` resolved and the sandbox the agent and the checks run in, disposed
 * afterwards. A continuation chain's earlier runs count toward max-cost-usd at the proxy too.
 */
export async function withAgent(
  run: ModeRun,
  work: (deps: RunFlowDeps, position: ChainPosition) => Promise<void>,
): Promise<void> {
  const claudePath = await resolveClaudeFor(run);
  const sandbox = await actionSandbox(run.host, run.context, run.inputs, claudePath);
  try {
    const position = chainPositionOf(run.trigger);
    await work(
      {
        git: run.git,
        octokit: run.octokit,
        agent: run.deps.guardAgent(position.costUsd),
        claudePath,
        signal: run.deps.signal,
        sandbox,
      },
      position,
    );
  } finally {
    await sandbox.dispose();
  }
}
