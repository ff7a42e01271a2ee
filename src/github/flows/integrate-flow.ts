/**
 * `mode: integrate`: the end of a parallel round. It lands each task branch on the work branch
 * (see engine/parallel/integrate.ts), then publishes once (one push, one pull request update,
 * one status), deletes the task branches, reports the round as a table, and may continue the
 * chain.
 */
import { join } from 'node:path';
import type { Octokit } from '@octokit/rest';
import { planChecks } from '../../engine/checks-plan.js';
import { sandboxBoundary } from '../../isolation/boundary.js';
import type { Sandbox } from '../../isolation/types.js';
import { integrateRound, type TaskIntegration } from '../../engine/parallel/integrate.js';
import { idleReason, selectRound } from '../../engine/parallel/select-round.js';
import { taskBranchName, taskBranchesOf } from '../../engine/parallel/task-branch.js';
import { loadState } from '../../engine/state.js';
import type { Git } from '../../git/types.js';
import { loadPrdFile } from '../../prd/load.js';
import type { Prd } from '../../prd/schema.js';
import { idKey } from '../../prd/schema.js';
import { countTasks } from '../../prd/select.js';
import type { Trigger } from '../events.js';
import type { ActionInputs } from '../inputs.js';
import {
  chainPositionOf,
  continueChain,
  type ChainPosition,
  type ContinueOutcome,
} from './continuation.js';
import type { ActionContext, ActionHost } from './host.js';
import { actionSandbox } from './isolation.js';
import { escapeCell } from './matrix-flow.js';
import {
  baseBranchOf,
  defaultBranchOf,
  withoutPersistedCredentials,
  type ModeRun,
} from './mode-run.js';
import { headOnOrigin } from './outputs.js';
import { publishState, type PublishResult } from './publish.js';
import { ciDispatchOptions } from '../ci-dispatch.js';
import { buildReportModel } from './report-model.js';
import { openWorkBranch } from './work-branch.js';
import { plural } from '../../report/format.js';

export interface IntegrateResult {
  branch: string;
  results: TaskIntegration[];
  publish?: PublishResult;
  continuation?: ContinueOutcome;
}

const ROUND_REF = 'refs/ralph-round';

/** The task branches origin holds for the work branch, with their tips. */
async function roundBranches(git: Git, workBranch: string, prd: Prd) {
  const listed = await git.exec(['ls-remote', '--heads', 'origin']);
  const names = listed.stdout
    .split('\n')
    .map((line) => line.split('\t')[1]?.replace(/^refs\/heads\//, ''))
    .filter((name): name is string => !!name);
  const present = new Set(taskBranchesOf(workBranch, names));
  const byBranch = new Map(
    prd.tasks.map((t) => [taskBranchName(workBranch, idKey(t.id)), idKey(t.id)] as const),
  );
  const found = [...present];
  if (found.length > 0)
    await git.fetch(
      'origin',
      found.map((b) => `+refs/heads/${b}:${ROUND_REF}/${b}`),
    );
  const branches = [];
  for (const branch of found) {
    const taskId = byBranch.get(branch);
    const tip = await git.tryRevParse(`${ROUND_REF}/${branch}`);
    if (taskId && tip) branches.push({ taskId, branch, tip });
  }
  return { branches, all: found };
}

export async function integrateFlow(
  host: ActionHost,
  context: ActionContext,
  inputs: ActionInputs,
  deps: { git: Git; octokit: Octokit; sandbox?: Sandbox },
  opts: {
    baseBranch: string;
    defaultBranch?: string;
    trigger: Trigger;
    position: ChainPosition;
  },
): Promise<IntegrateResult> {
  const { git } = deps;
  // 1. The work branch and the round's results.
  const work = await openWorkBranch(git, {
    prdPath: inputs.prdPath,
    branch: inputs.branch,
    baseBranch: opts.baseBranch,
    defaultBranch: opts.defaultBranch,
  });
  const baseSha = inputs.baseSha ?? (await git.revParse('HEAD'));
  const round = await roundBranches(git, work.branch, work.prd);

  // 2. Land them, each behind the integration gate.
  let results: TaskIntegration[] = [];
  if (round.branches.length > 0) {
    const plan = await planChecks(git, baseSha, false);
    for (const w of plan.warnings) host.warning(w);
    if (plan.error) throw new Error(`Cannot integrate the round: ${plan.error}`);
    results = await integrateRound(
      git,
      {
        repoDir: git.cwd,
        prdPath: inputs.prdPath,
        baseSha,
        checks: plan.checks,
        runUrl: context.runUrl,
        now: () => new Date(),
        passEnv: inputs.passEnv,
        // The integration gate runs the tasks' code: as the agent's user when isolated.
        ...(deps.sandbox ? { boundary: sandboxBoundary(deps.sandbox) } : {}),
      },
      work.prd,
      round.branches,
      { info: (m) => host.info(m), warning: (m) => host.warning(m) },
    );
  }

  // 3. One push, one pull request update, one status for the round.
  const prdAfter = (await loadPrdFile(join(git.cwd, inputs.prdPath))).prd ?? work.prd;
  const state = (await loadState(git.cwd)).state;
  let publish: PublishResult | undefined;
  if (results.some((r) => r.commitSha)) {
    const model = buildReportModel({
      prd: prdAfter,
      state,
      branch: work.branch,
      baseBranch: opts.baseBranch,
      runUrl: context.runUrl,
    });
    publish = await publishState(
      host,
      deps,
      {
        owner: context.owner,
        repo: context.repo,
        branch: work.branch,
        baseBranch: opts.baseBranch,
        statusContext: inputs.statusContext,
        draft: inputs.draft,
        runUrl: context.runUrl,
        ci: ciDispatchOptions(inputs, context, host.env),
      },
      model,
    );
  }
  if (round.all.length > 0) {
    await git.exec(['push', '--porcelain', 'origin', ...round.all.map((b) => `:refs/heads/${b}`)]);
    host.info(`Deleted the task branches: ${round.all.join(', ')}`);
  }

  // 4. The next round, when this one made progress.
  const landed = results.filter((r) => r.kind === 'landed');
  const cost = results.reduce((s, r) => s + r.costUsd, 0);
  const continuation = await continueChain(host, deps, context, inputs, {
    trigger: opts.trigger,
    position: opts.position,
    runCostUsd: cost,
    progressed: landed.length > 0,
    readyLeft: selectRound(prdAfter, 1).tasks.length > 0,
    paused: prdAfter.paused === true,
    branch: work.branch,
  });

  setIntegrateOutputs(host, { branch: work.branch, prd: prdAfter, results, publish, continuation });
  await host.writeSummary(renderRound(work.branch, prdAfter, results, continuation));
  return { branch: work.branch, results, publish, continuation };
}

function setIntegrateOutputs(
  host: ActionHost,
  args: {
    branch: string;
    prd: Prd;
    results: TaskIntegration[];
    publish?: PublishResult;
    continuation: ContinueOutcome;
  },
): void {
  const { results, publish } = args;
  const counts = countTasks(args.prd);
  const idle = idleReason(args.prd);
  const outputs: Record<string, string> = {
    branch: args.branch,
    'tasks-done': String(counts.done),
    'tasks-total': String(counts.total),
    'tasks-blocked': String(counts.blocked),
    complete: String(idle?.kind === 'complete'),
    requeued: results
      .filter((r) => r.kind === 'requeued')
      .map((r) => r.taskId)
      .join(','),
    'cost-usd': results.reduce((s, r) => s + r.costUsd, 0).toFixed(4),
    'num-turns': String(results.reduce((s, r) => s + r.numTurns, 0)),
    'iterations-run': String(results.filter((r) => r.kind !== 'no_result').length),
    'pr-number': publish?.pr ? String(publish.pr.number) : '',
    'pr-url': publish?.pr?.url ?? '',
    'commit-sha': publish?.headSha ?? '',
    pushed: String(headOnOrigin(publish)),
    dispatched: String(args.continuation.dispatched),
    'result-json': JSON.stringify(
      results.map((r) => ({
        task_id: r.taskId,
        title: r.title,
        outcome: r.kind,
        detail: r.detail,
        collided_with: r.collidedWith,
        commit_sha: r.commitSha,
        cost_usd: r.costUsd,
        num_turns: r.numTurns,
      })),
    ),
  };
  for (const [name, value] of Object.entries(outputs)) host.setOutput(name, value);
}

const KIND_LABEL: Record<TaskIntegration['kind'], string> = {
  landed: '✅ landed',
  requeued: '🔁 requeued',
  failed: '❌ attempt failed',
  blocked: '⛔ blocked',
  no_result: '➖ no result',
};

export function renderRound(
  branch: string,
  prd: Prd,
  results: TaskIntegration[],
  continuation: ContinueOutcome,
): string {
  const lines = [`## Ralph round: integration into \`${branch}\``, ''];
  if (results.length === 0) {
    const idle = idleReason(prd);
    lines.push(
      idle
        ? `Nothing was integrated: ${idle.message}.`
        : 'Nothing was integrated: no task job of this round left a result.',
    );
  } else {
    lines.push(
      '| Task | Title | Result | Details | Turns | Cost |',
      '| --- | --- | --- | --- | --- | --- |',
    );
    for (const r of results) {
      lines.push(
        `| \`${r.taskId}\` | ${escapeCell(r.title)} | ${KIND_LABEL[r.kind]} | ${escapeCell(r.detail)} | ${r.numTurns} | $${r.costUsd.toFixed(2)} |`,
      );
    }
  }
  const counts = countTasks(prd);
  lines.push('', `${counts.done} of ${plural(counts.total, 'task')} done.`);
  lines.push(
    '',
    continuation.dispatched
      ? `Next round: ${continuation.reason}.`
      : `No next round: ${continuation.reason}.`,
  );
  return `${lines.join('\n')}\n`;
}

/** `mode: integrate`: the round's end, its gate inside the same boundary as the loop's checks. */
export async function integrateMode(run: ModeRun): Promise<void> {
  const { host, context, inputs, trigger, git, octokit } = run;
  const baseBranch = await baseBranchOf(run);
  const position = chainPositionOf(trigger);
  const sandbox = await actionSandbox(host, context, inputs);
  try {
    await withoutPersistedCredentials(run, () =>
      integrateFlow(
        host,
        context,
        inputs,
        { git, octokit, sandbox },
        { baseBranch, defaultBranch: defaultBranchOf(context.eventPayload), trigger, position },
      ),
    );
  } finally {
    await sandbox.dispose();
  }
}
