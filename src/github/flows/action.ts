/**
 * The action's flow: one validated settings object from the inputs and the event, then
 * the mode the event calls for. The engine does the work; this adapts it to GitHub.
 */
import { join } from 'node:path';
import type { Octokit } from '@octokit/rest';
import type { AgentRunner } from '../../agent/types.js';
import type { Git, GitOptions } from '../../git/types.js';
import { basicAuthHeader } from '../auth.js';
import { parseCommand } from '../commands.js';
import { classifyEvent, HANDLED_EVENTS, type Trigger } from '../events.js';
import { findUnknownInputs, readActionInputs, type ActionInputs } from '../inputs.js';
import { commandFlow } from './command-flow.js';
import { reviewFlow } from './address-flow.js';
import { stashPersistedCredentials } from './credentials.js';
import { runPlanMode } from './plan-flow.js';
import { readActionContext } from './context.js';
import type { ActionContext, ActionHost } from './host.js';
import { actionSandbox } from './isolation.js';
import { actionGateway } from './model-gateway.js';
import { maskSecrets, redactingHost, redactRequests } from './masking.js';
import { setRunOutputs } from './outputs.js';
import type { Sandbox } from '../../isolation/types.js';
import { missingCredential, runFlow } from './run-flow.js';
import { validateFlow } from './validate-flow.js';
import { chainPositionOf, continueChain } from './continuation.js';
import { pausedUntil } from './paused.js';
import { integrateFlow } from './integrate-flow.js';
import { matrixFlow } from './matrix-flow.js';
import { taskFlow } from './task-flow.js';
import { loadPrdFile } from '../../prd/index.js';
import { loadState } from '../../engine/state.js';
import { buildReportModel } from './report-model.js';
import { publishState } from './publish.js';
import { stepFailure } from './publish-report.js';
import { secondMsFromEnv } from '../client.js';

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

function defaultBranchOf(payload: unknown): string | undefined {
  const repository = (payload as { repository?: { default_branch?: unknown } } | undefined)
    ?.repository;
  return typeof repository?.default_branch === 'string' ? repository.default_branch : undefined;
}

async function baseBranchFor(
  inputs: ActionInputs,
  context: ActionContext,
  octokit: Octokit,
): Promise<string> {
  if (inputs.baseBranch) return inputs.baseBranch;
  const fromPayload = defaultBranchOf(context.eventPayload);
  if (fromPayload) return fromPayload;
  const repo = await octokit.rest.repos.get({ owner: context.owner, repo: context.repo });
  return repo.data.default_branch;
}

/** Runs the action. Throws on failure; the entry point turns that into one setFailed. */
export async function runAction(outerHost: ActionHost, deps: ActionDeps): Promise<void> {
  for (const warning of findUnknownInputs(outerHost.env)) outerHost.warning(warning);
  const inputs = readActionInputs((name) => outerHost.getInput(name));
  maskSecrets(outerHost, inputs);
  const host = redactingHost(outerHost);
  // Every agent phase reaches the model through the harness's proxy (model-gateway.ts).
  const gateway = actionGateway(host, inputs);
  try {
    await runActionMode(host, inputs, {
      ...deps,
      createAgent: () => gateway.agent(deps.createAgent, { capUsd: inputs.maxCostUsd }),
      guardAgent: (spentUsd) =>
        gateway.agent(deps.createAgent, { capUsd: inputs.maxCostUsd, spentUsd }),
    });
  } finally {
    await gateway.close();
  }
}

async function runActionMode(
  host: ActionHost,
  inputs: ActionInputs,
  deps: ActionDeps & { guardAgent(spentUsd: number | undefined): AgentRunner },
): Promise<void> {
  const context = readActionContext(host.env);
  const trigger = classifyEvent(context.eventName, context.eventPayload, {
    prdPath: inputs.prdPath,
    commandPrefix: inputs.commandPrefix,
  });

  const octokit = redactRequests(
    deps.createOctokit({
      token: inputs.githubToken,
      baseUrl: context.apiUrl,
      secondMs: secondMsFromEnv(host.env),
    }),
  );
  const git = deps.createGit({
    cwd: context.workspace,
    authHeader: inputs.githubToken ? basicAuthHeader(inputs.githubToken) : undefined,
    signal: deps.signal,
  });
  await ensureIdentity(git, inputs);

  let mode: ActionInputs['mode'] | 'command' | 'address' = inputs.mode;
  if (mode === 'auto') {
    if (trigger.kind === 'schedule' || trigger.kind === 'workflow_dispatch') mode = 'run';
    else if (trigger.kind === 'pull_request') mode = 'validate';
    else if (trigger.kind === 'push' && trigger.touchesPrd) mode = 'validate';
    else if (trigger.kind === 'pr_comment') mode = 'command';
    else if (trigger.kind === 'pr_review') mode = 'address';
    else if (trigger.kind === 'issue_labeled' || trigger.kind === 'issue_comment_plan')
      mode = 'plan';
    else if (trigger.kind === 'push') {
      host.info(`Nothing to do: the push does not change ${inputs.prdPath}.`);
      return;
    } else if (trigger.kind === 'ignored') {
      host.info(`Nothing to do: ${trigger.reason}`);
      return;
    } else {
      host.notice(
        `ralph-action runs on ${HANDLED_EVENTS.join(', ')} events; "${context.eventName}" has nothing for it to do. Set the mode input to run, validate or status to force one.`,
      );
      return;
    }
  }
  if (mode === 'plan') {
    const baseBranch = await baseBranchFor(inputs, context, octokit);
    await withoutPersistedCredentials(host, git, () =>
      runPlanMode(
        host,
        context,
        inputs,
        trigger,
        {
          git,
          octokit,
          createAgent: deps.createAgent,
          resolveClaude: () =>
            deps.resolveClaude({
              configuredPath: inputs.claudePath,
              version: inputs.claudeCodeVersion,
              cacheDir: join(context.toolCache, 'claude-code'),
            }),
          openSandbox: (claudePath) => actionSandbox(host, context, inputs, claudePath),
          signal: deps.signal,
        },
        { baseBranch },
      ),
    );
    return;
  }

  if (mode === 'validate') {
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
    return;
  }

  const baseBranch = await baseBranchFor(inputs, context, octokit);

  if (mode === 'matrix') {
    await withoutPersistedCredentials(host, git, () =>
      matrixFlow(
        host,
        inputs,
        { git },
        { baseBranch, defaultBranch: defaultBranchOf(context.eventPayload) },
      ),
    );
    return;
  }
  if (mode === 'integrate') {
    const position = chainPositionOf(trigger);
    // The integration gate runs the round's code: inside the same boundary as the loop's checks.
    const sandbox = await actionSandbox(host, context, inputs);
    try {
      await withoutPersistedCredentials(host, git, () =>
        integrateFlow(
          host,
          context,
          inputs,
          { git, octokit, sandbox },
          {
            baseBranch,
            defaultBranch: defaultBranchOf(context.eventPayload),
            trigger,
            position,
          },
        ),
      );
    } finally {
      await sandbox.dispose();
    }
    return;
  }

  if (mode === 'status') {
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
    await withoutPersistedCredentials(host, git, () =>
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
    return;
  }

  await withoutPersistedCredentials(host, git, () =>
    runAgentMode(host, deps, { inputs, context, trigger, octokit, git, mode, baseBranch }),
  );
}

/**
 * Runs `work` with checkout's persisted token taken out of the git configuration: the agent runs
 * shell commands and must not read it, and git must not send it next to the action's own header.
 */
async function withoutPersistedCredentials<T>(
  host: ActionHost,
  git: Git,
  work: () => Promise<T>,
): Promise<T> {
  const stashed = await stashPersistedCredentials(git);
  if (stashed.count > 0) {
    host.warning(
      'actions/checkout persisted the token in the git configuration; the action takes it out while it works (the agent must not read it) and puts it back afterwards. Set persist-credentials: false on the checkout step.',
    );
  }
  try {
    return await work();
  } finally {
    await stashed.restore();
  }
}

async function runAgentMode(
  host: ActionHost,
  deps: ActionDeps & { guardAgent(spentUsd: number | undefined): AgentRunner },
  args: {
    inputs: ActionInputs;
    context: ActionContext;
    trigger: Trigger;
    octokit: Octokit;
    git: Git;
    mode: 'run' | 'command' | 'address';
    baseBranch: string;
  },
): Promise<void> {
  const { inputs, context, mode } = args;
  const credentialProblem = missingCredential(inputs, host.env);
  if (mode === 'run' && credentialProblem) throw new Error(credentialProblem);
  const claudePath = await deps.resolveClaude({
    configuredPath: inputs.claudePath,
    version: inputs.claudeCodeVersion,
    cacheDir: join(context.toolCache, 'claude-code'),
  });
  const sandbox = await actionSandbox(host, context, inputs, claudePath);
  try {
    await runWithSandbox(host, deps, args, { claudePath, sandbox });
  } finally {
    await sandbox.dispose();
  }
}

async function runWithSandbox(
  host: ActionHost,
  deps: ActionDeps & { guardAgent(spentUsd: number | undefined): AgentRunner },
  args: {
    inputs: ActionInputs;
    context: ActionContext;
    trigger: Trigger;
    octokit: Octokit;
    git: Git;
    mode: 'run' | 'command' | 'address';
    baseBranch: string;
  },
  agent: { claudePath: string; sandbox: Sandbox },
): Promise<void> {
  const { inputs, context, trigger, octokit, git, mode, baseBranch } = args;
  const position = chainPositionOf(trigger);
  const runDeps = {
    git,
    octokit,
    // A chain's earlier runs count toward max-cost-usd at the proxy too.
    agent: deps.guardAgent(position.costUsd),
    claudePath: agent.claudePath,
    signal: deps.signal,
    sandbox: agent.sandbox,
  };

  if (mode === 'address')
    return reviewFlow(host, context, inputs, runDeps, trigger, { baseBranch });
  if (mode === 'command') {
    if (trigger.kind !== 'pr_comment')
      throw new Error('mode "command" needs an issue_comment event on a pull request');
    const command = parseCommand(trigger.body, inputs.commandPrefix);
    if (!command) {
      host.info(`The comment does not start with ${inputs.commandPrefix}; nothing to do.`);
      return;
    }
    const result = await commandFlow(
      host,
      context,
      inputs,
      runDeps,
      {
        commentId: trigger.commentId,
        body: trigger.body,
        user: trigger.user,
        userType: trigger.userType,
        prNumber: trigger.prNumber,
      },
      command,
      { baseBranch },
    );
    if (!result.accepted && result.reason) host.notice(`Command refused: ${result.reason}`);
    if (result.runResult) {
      setRunOutputs(host, result.runResult.loop, result.runResult.publish);
      const failure = stepFailure(result.runResult.loop, result.runResult.publish);
      if (failure) throw new Error(failure);
    }
    return;
  }

  if (inputs.task) {
    // One task of a parallel round: its result goes to its task branch only.
    const task = await taskFlow(host, context, inputs, runDeps, {
      task: inputs.task,
      baseBranch,
      costSpentUsd: position.costUsd,
    });
    setRunOutputs(host, task.loop);
    if (task.loop.exitCode !== 0) throw new Error(task.loop.message);
    return;
  }
  const iterations =
    trigger.kind === 'workflow_dispatch' && trigger.iterations !== undefined
      ? trigger.iterations
      : inputs.iterations;
  const result = await runFlow(host, context, inputs, runDeps, {
    iterations,
    baseBranch,
    costSpentUsd: position.costUsd,
  });
  // The outputs first: they are written whatever the step's result.
  setRunOutputs(host, result.loop, result.publish);
  if (inputs.continueChain) {
    const loaded = await loadPrdFile(join(context.workspace, inputs.prdPath));
    const next = await continueChain(host, { octokit }, context, inputs, {
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

/** Commits need an author; use the configured one, or the action's bot identity. */
async function ensureIdentity(git: Git, inputs: ActionInputs): Promise<void> {
  const name = await git.exec(['config', 'user.name'], { allowFailure: true });
  const email = await git.exec(['config', 'user.email'], { allowFailure: true });
  if (name.stdout.trim() && email.stdout.trim()) return;
  await git.configIdentity(inputs.gitUserName, inputs.gitUserEmail);
}
