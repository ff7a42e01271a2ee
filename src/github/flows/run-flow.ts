/** Runs iterations of the loop on the PRD's branch and publishes the result after each one. */
import { join } from 'node:path';
import type { AgentRunner } from '../../agent/types.js';
import { defaultEngineSettings, runLoop } from '../../engine/index.js';
import { loadState } from '../../engine/state.js';
import type {
  EngineObserver,
  EngineSettings,
  IterationResult,
  LoopResult,
} from '../../engine/types.js';
import type { Git } from '../../git/types.js';
import { sandboxBoundary } from '../../isolation/boundary.js';
import { AGENT_CREDENTIAL_NAMES } from '../../isolation/environment.js';
import type { Sandbox } from '../../isolation/types.js';
import { loadPrdFile } from '../../prd/index.js';
import { providerFrom, ProviderError } from '../../model-proxy/index.js';
import {
  renderIterationLine,
  renderJobSummary,
  renderProgressSummary,
  renderStoppedSummary,
} from '../../report/index.js';
import type { Octokit } from '@octokit/rest';
import type { ActionInputs } from '../inputs.js';
import { annotateDiagnostics } from './annotate.js';
import type { ActionContext, ActionHost } from './host.js';
import {
  BranchPushError,
  publishGuarded,
  publishState,
  type PublishMemory,
  type PublishResult,
} from './publish.js';
import { publishingSummary } from './publish-report.js';
import { buildReportModel } from './report-model.js';
import { oneLine } from '../../text/one-line.js';
import { combineObservers, createProgressReporter } from '../progress-status.js';
import { ciDispatchOptions } from '../ci-dispatch.js';

export interface RunFlowDeps {
  git: Git;
  octokit: Octokit;
  agent: AgentRunner;
  claudePath: string;
  signal?: AbortSignal;
  /** Where the agent and the checks run (as their own OS user when isolated). */
  sandbox?: Sandbox;
}

export interface RunFlowResult {
  loop: LoopResult;
  publish?: PublishResult;
}

export function engineSettingsFrom(
  inputs: ActionInputs,
  context: ActionContext,
  claudePath: string,
  iterations: number,
  baseBranch: string,
): EngineSettings {
  const defaults = defaultEngineSettings(context.workspace);
  return {
    ...defaults,
    prdPath: inputs.prdPath,
    iterations,
    maxFixAttempts: inputs.maxFixAttempts,
    maxTaskAttempts: inputs.maxTaskAttempts,
    maxTurns: inputs.maxTurns,
    taskTimeoutMs: inputs.taskTimeoutMinutes * 60_000,
    idleTimeoutMs: inputs.idleTimeoutMinutes * 60_000,
    stopOnFailure: inputs.stopOnFailure,
    review: inputs.review,
    maxCostUsd: inputs.maxCostUsd,
    maxTaskCostUsd: inputs.maxTaskCostUsd,
    maxCostUsdPerDay: inputs.maxCostUsdPerDay,
    maxMinutes: inputs.maxMinutes,
    model: inputs.model,
    claudeArgs: inputs.claudeArgs,
    allowedTools: inputs.allowedTools,
    agentTools: inputs.agentTools,
    promptCacheTtl: inputs.promptCacheTtl,
    claudePath,
    branch: inputs.branch,
    baseBranch,
    defaultBranch: repositoryDefaultBranch(context.eventPayload),
    runUrl: context.runUrl,
    agentEnv: agentEnvironment(inputs),
    passEnv: inputs.passEnv,
    verbose: inputs.verbose,
    // Transcripts and failed diffs go where the workflow can upload them as an artifact.
    artifactsDir: join(context.runnerTemp, 'ralph', 'attempts'),
  };
}

/** The repository's default branch named by the event, when it names one. */
function repositoryDefaultBranch(payload: unknown): string | undefined {
  const repository = (payload as { repository?: { default_branch?: unknown } } | undefined)
    ?.repository;
  return typeof repository?.default_branch === 'string' ? repository.default_branch : undefined;
}

/**
 * What the action adds to the agent's environment: no model credential. The model proxy holds
 * it (see model-gateway.ts) and gives each agent phase a capability instead; these removals
 * keep any credential of the runner's environment away from an agent run outside the proxy.
 * The runner builds the rest from an allowlist (PATH, locale, Claude Code's settings), so
 * nothing else of the job's reaches the agent: not the GitHub token (INPUT_GITHUB-TOKEN), not
 * any other input, not the runner's ACTIONS_* tokens.
 */
export function agentEnvironment(_inputs: ActionInputs): Record<string, string | undefined> {
  return Object.fromEntries(AGENT_CREDENTIAL_NAMES.map((name) => [name, undefined]));
}

/**
 * Why the agent could not reach the model, or undefined when it can: the provider's
 * credentials are there and, for a cloud provider, accepted (its check). The message names the
 * input, the variable or the permission to fix; this runs before any agent starts.
 */
export async function missingCredential(
  inputs: ActionInputs,
  env: NodeJS.ProcessEnv,
): Promise<string | undefined> {
  try {
    const provider = providerFrom(inputs.modelProvider, inputs, env);
    if (!provider) {
      return 'No credential for Claude Code: set the anthropic-api-key input (e.g. ${{ secrets.ANTHROPIC_API_KEY }}) or claude-code-oauth-token.';
    }
    await provider.check?.(inputs.model);
    provider.close?.();
    return undefined;
  } catch (error) {
    if (error instanceof ProviderError) return error.message;
    throw error;
  }
}

/** Log groups per iteration; streamed agent text and check results inside them. */
export function actionObserver(host: ActionHost, verbose: boolean): EngineObserver {
  let inGroup = false;
  let fixes = 0;
  const closeGroup = (): void => {
    if (inGroup) host.endGroup();
    inGroup = false;
  };
  return {
    info: (message) => host.info(message),
    warning: (message) => host.warning(message),
    iterationStart: (iteration, of, task) => {
      closeGroup();
      host.startGroup(
        `Iteration ${iteration} of ${of}: ${oneLine(task.id)} ${oneLine(task.title)}`,
      );
      inGroup = true;
      fixes = 0;
    },
    agentStart: (_task, attempt, resume) => {
      if (resume) fixes += 1;
      host.info(
        resume
          ? `Resuming the agent for fix attempt ${fixes} (task attempt ${attempt})`
          : `Starting the agent (attempt ${attempt})`,
      );
    },
    agentText: (text) => {
      if (!verbose) host.info(text);
    },
    agentEvent: (event) => {
      if (verbose) host.info(JSON.stringify(event, null, 2));
    },
    agentEnd: (result) => host.info(`Agent: ${result.summary}`),
    checkStart: (check) => host.info(`Running check ${check.name}: ${check.command}`),
    checkResult: (result) => {
      const line = `${result.passed ? '✓' : '✗'} ${result.name} (${(result.durationMs / 1000).toFixed(1)} s)`;
      if (result.passed || !result.required) host.info(line);
      else host.warning(`${line}\n${result.outputTail.split('\n').slice(-30).join('\n')}`);
    },
    iterationEnd: (result: IterationResult) => {
      host.info(renderIterationLine(result));
      closeGroup();
    },
  };
}

/** HEAD when it is the work branch's tip on origin (a status needs a commit GitHub has). */
async function pushedHead(git: Git, branch: string | undefined): Promise<string | undefined> {
  if (!branch) return undefined;
  const head = await git.revParse('HEAD');
  return (await git.tryRevParse(`refs/remotes/origin/${branch}`)) === head ? head : undefined;
}

/** The job summary of a run that ended: the tasks, its iterations, what reached GitHub. */
type ReportCaps = NonNullable<Parameters<typeof buildReportModel>[0]['caps']>;

/** The caps the pull request and the job summary show each spend against. */
function reportCaps(inputs: ActionInputs, chainEarlierUsd: number | undefined): ReportCaps {
  return {
    dayCapUsd: inputs.maxCostUsdPerDay,
    chainCapUsd: inputs.maxCostUsd,
    chainEarlierUsd,
    taskCapUsd: inputs.maxTaskCostUsd,
  };
}

async function runSummary(
  context: ActionContext,
  prdFile: string,
  baseBranch: string,
  loop: LoopResult,
  published: PublishResult | undefined,
  caps: ReportCaps,
): Promise<string | undefined> {
  const loaded = await loadPrdFile(prdFile);
  if (!loaded.prd) return undefined;
  const state = (await loadState(context.workspace)).state;
  return renderJobSummary(
    buildReportModel({
      prd: loaded.prd,
      state,
      branch: loop.branch,
      baseBranch,
      result: loop,
      caps,
      runUrl: context.runUrl,
      repoUrl: `${context.serverUrl}/${context.owner}/${context.repo}`,
    }),
    published ? publishingSummary(published) : undefined,
  );
}

export async function runFlow(
  host: ActionHost,
  context: ActionContext,
  inputs: ActionInputs,
  deps: RunFlowDeps,
  opts: { iterations: number; baseBranch: string; costSpentUsd?: number; onlyTask?: string },
): Promise<RunFlowResult> {
  const settings = {
    ...engineSettingsFrom(inputs, context, deps.claudePath, opts.iterations, opts.baseBranch),
    // Earlier runs of a continuation chain count toward max-cost-usd.
    costSpentUsd: opts.costSpentUsd,
    // A review thread's task runs alone (address-flow.ts).
    onlyTask: opts.onlyTask,
  };
  const target = {
    owner: context.owner,
    repo: context.repo,
    baseBranch: opts.baseBranch,
    statusContext: inputs.statusContext,
    draft: inputs.draft,
    runUrl: context.runUrl,
    serverUrl: context.serverUrl,
    ci: ciDispatchOptions(inputs, context, host.env),
  };
  // What publishing learns (drafts refused, the status already set) holds for the whole run.
  const memory: PublishMemory = {};
  const prdFile = join(context.workspace, inputs.prdPath);

  const caps = reportCaps(inputs, opts.costSpentUsd);
  const publish = async (result?: LoopResult): Promise<PublishResult | undefined> => {
    const loaded = await loadPrdFile(prdFile);
    if (!loaded.prd) return undefined;
    const branch = (await deps.git.currentBranch()) ?? '';
    const state = (await loadState(context.workspace)).state;
    const model = buildReportModel({
      prd: loaded.prd,
      state,
      branch,
      baseBranch: opts.baseBranch,
      result,
      caps,
      runUrl: context.runUrl,
      repoUrl: `${context.serverUrl}/${context.owner}/${context.repo}`,
      isolationWarning: deps.sandbox?.warning,
    });
    return publishState(host, deps, { ...target, branch }, model, memory);
  };

  // The job summary shows the progress until the run's own summary takes its place.
  let workBranch: string | undefined;
  let progressShown = false;
  const progress = createProgressReporter({
    octokit: deps.octokit,
    owner: context.owner,
    repo: context.repo,
    context: inputs.statusContext,
    targetUrl: context.runUrl,
    headSha: async () => {
      workBranch = (await deps.git.currentBranch()) ?? undefined;
      return pushedHead(deps.git, workBranch);
    },
    // The publish sets its status again even where it had set the same one before.
    onPosted: () => (memory.lastStatus = undefined),
    onProgress: async (now) => {
      progressShown = true;
      await host.replaceSummary(
        renderProgressSummary({
          ...now,
          branch: workBranch,
          at: new Date(),
          runUrl: context.runUrl,
        }),
      );
    },
    info: (message) => host.info(message),
  });

  const loop = await runLoop(settings, {
    agent: deps.agent,
    git: deps.git,
    signal: deps.signal,
    observer: combineObservers(actionObserver(host, inputs.verbose), progress.observer),
    ...(deps.sandbox ? { boundary: sandboxBoundary(deps.sandbox) } : {}),
    // Push and refresh the PR after every iteration, so no verified work waits on the next one.
    afterIteration: async () => {
      await progress.settle();
      try {
        await publish();
      } catch (error) {
        // More iterations on a branch that cannot be pushed would be paid for and lost: stop,
        // and let the final publish and the report say what reached GitHub.
        if (error instanceof BranchPushError) return { stop: error.message };
        host.warning(`Could not publish this iteration yet: ${(error as Error).message}`);
      }
      return undefined;
    },
  });

  await progress.settle();
  if (loop.stopReason === 'invalid_prd') {
    const loaded = await loadPrdFile(prdFile);
    annotateDiagnostics(host, context.workspace, [...loaded.errors, ...loaded.warnings]);
    return { loop };
  }
  let published: PublishResult | undefined;
  let summary: string | undefined;
  if (loop.branch && loop.stopReason !== 'dirty_tree' && loop.stopReason !== 'invalid_branch') {
    // Guarded: whatever fails, the summary and the outputs still say what was published.
    published = await publishGuarded(() => publish(loop), {
      branch: loop.branch,
      headSha: loop.headSha,
    });
    summary = await runSummary(context, prdFile, opts.baseBranch, loop, published, caps);
  }
  // The run's summary takes the progress's place (never below it).
  if (summary !== undefined) await host.replaceSummary(summary);
  else if (progressShown) await host.replaceSummary(renderStoppedSummary(loop.message));
  return { loop, publish: published };
}
