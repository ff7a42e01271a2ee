/**
 * The Ralph loop: prepare the branch and state once, then run iterations until a stop condition
 * (spec 002 FR-LOOP-09..13, the circuit breaker and dual gate of spec 003, cost and time caps).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { capDiagnostics, formatDiagnostic } from '../prd/diagnostics.js';
import { loadPrdFile, type LoadedPrd } from '../prd/load.js';
import type { Prd } from '../prd/schema.js';
import { countTasks, findTask, progressPercent, selectNextTask } from '../prd/select.js';
import { ensureAttemptsIgnored } from './attempts.js';
import {
  baselineBeforeAgent,
  baselineMessage,
  createBaselineProbe,
  type BaselineFailure,
} from './baseline.js';
import { breakerRecommendation } from './breaker.js';
import {
  archivePreviousRun,
  branchNameFor,
  branchSourceFor,
  defaultBase,
  prepareBranch,
  protectedBranchError,
} from './branch.js';
import { CHECKS_FILES } from '../checks/trust.js';
import { treeEntriesAt } from '../git/tree.js';
import { planChecks } from './checks-plan.js';
import { evaluateGates, tasksComplete, type GateResult } from './gate.js';
import { sumUsage } from '../model-proxy/usage.js';
import { snapshotDependencies, type DependencySnapshot } from './dependency-snapshot.js';
import {
  IterationCutOff,
  runIteration,
  undoIteration,
  type IterationRun,
  type IterationStop,
} from './iteration.js';
import { harnessOwnedPaths } from './gate/harness-owned.js';
import { runPreflight } from './preflight.js';
import {
  applyHumanEdit,
  freshState,
  loadState,
  baselineKey,
  prdEditedSince,
  rememberBaseline,
  saveState,
  daySpentUsd,
  type EngineState,
} from './state.js';
import { formatResetTime, usageLimitReset } from '../agent/usage-limit-reset.js';
import { runDryRun } from './dry-run.js';
import { verifyChecksAtCommit } from './task-verify.js';
import { exampleTaskMessage, isExampleTask } from '../prd/example-task.js';
import { idKey } from '../prd/schema.js';
import type { Git } from '../git/types.js';
import type {
  EngineDeps,
  EngineObserver,
  EngineSettings,
  IterationResult,
  LoopResult,
  StopReason,
  TaskCounts,
} from './types.js';

const ZERO_COUNTS: TaskCounts = {
  total: 0,
  done: 0,
  in_progress: 0,
  pending: 0,
  blocked: 0,
  skipped: 0,
};

/** Stops that need a person's action before the next run can do anything. */
const ERROR_STOPS = new Set<StopReason>([
  'invalid_prd',
  'dirty_tree',
  'invalid_branch',
  'no_checks',
  'circuit_open',
  'transient_failure',
  'cannot_complete',
  'usage_limit',
  'checks_failing_at_start',
  'task_failed',
  'delivery_failed',
]);

export { dirtyEntries } from './preflight.js';

function exitCodeFor(reason: StopReason, progressed: boolean, paused: boolean): number {
  switch (reason) {
    // daily_cap: the day's budget is spent; the next run on another day goes on.
    case 'complete':
    case 'dry_run':
    case 'daily_cap':
      return 0;
    // A usage limit that names its reset is a pause, not a failure: the next run resumes.
    case 'usage_limit':
      return paused ? 0 : 1;
    case 'max_iterations':
    case 'cost_cap':
    case 'time_cap':
      return progressed ? 0 : 1;
    default:
      return 1;
  }
}

/**
 * Why the task list cannot be used, named once: its path, then where and what (a message that
 * already names the file is not prefixed with it again).
 */
function invalidMessage(loaded: LoadedPrd, prdPath: string, prdAbs: string): string {
  const first = loaded.errors[0];
  if (!first) return `${prdPath} is invalid`;
  const more = loaded.errors.length > 1 ? ` (and ${loaded.errors.length - 1} more above)` : '';
  const text = first.message.split(prdAbs).join(prdPath);
  if (text.startsWith(prdPath)) return `${text}${more}`;
  const file = first.file === prdAbs ? prdPath : first.file;
  const where = first.line > 0 ? `${file}:${first.line}:${first.column}: ` : '';
  return `${prdPath} is invalid: ${where}${first.rule} ${text}${more}`;
}

export async function runLoop(settings: EngineSettings, deps: EngineDeps): Promise<LoopResult> {
  const observer = deps.observer ?? {};
  /** The loop reads the task list and plans the checks again each iteration: say each once. */
  const shownWarnings = new Set<string>();
  const warnOnce = (message: string): void => {
    if (!shownWarnings.has(message)) observer.warning?.(message);
    shownWarnings.add(message);
  };
  const now = deps.now ?? (() => new Date());
  const { git } = deps;
  const prdAbs = join(settings.repoDir, settings.prdPath);
  const iterations: IterationResult[] = [];
  let state: EngineState = freshState();
  let prd: Prd | undefined;
  /** True after an iteration wrote the task list, until it is read again. */
  let prdStale = false;
  let branch = (await git.currentBranch()) ?? '';
  let gates: GateResult = { gate1: false, gate2: false, canExit: false };
  /** Taken before the run's first agent phase: the checks' dependencies (dependency-snapshot.ts). */
  let dependencies: DependencySnapshot | undefined;

  const finish = async (
    stopReason: StopReason,
    message: string,
    complete = false,
  ): Promise<LoopResult> => {
    if (prdStale) prd = (await loadPrdFile(prdAbs)).prd ?? prd;
    prdStale = false;
    const progressed = iterations.some((r) => r.outcome === 'done');
    const next = prd ? selectNextTask(prd) : undefined;
    if (prd && stopReason !== 'complete') {
      gates = evaluateGates({
        prd,
        checksPassed: state.lastChecksPassed ?? true,
        exitSignal: state.lastExitSignal ?? false,
      });
    }
    const blocked = (await deps.boundary?.blockedEgress?.()) ?? [];
    const refusedModel = deps.agent.refusedModelRequests?.() ?? [];
    const result: LoopResult = {
      stopReason,
      message,
      exitCode: exitCodeFor(
        stopReason,
        progressed,
        pausedUntil(stopReason, iterations) !== undefined,
      ),
      complete,
      gate1: gates.gate1,
      gate2: gates.gate2,
      breakerState: state.breaker.state,
      iterations,
      counts: prd ? countTasks(prd) : { ...ZERO_COUNTS },
      progressPercent: prd ? progressPercent(prd) : 0,
      branch,
      headSha: await git.tryRevParse('HEAD'),
      totals: {
        costUsd: iterations.reduce((s, r) => s + r.costUsd, 0),
        numTurns: iterations.reduce((s, r) => s + r.numTurns, 0),
        durationMs: iterations.reduce((s, r) => s + r.durationMs, 0),
        usage: sumUsage(iterations.map((r) => r.usage)),
      },
      lastPhaseStatus: iterations[iterations.length - 1]?.phaseStatus,
      nextTaskId: next?.kind === 'task' ? String(next.task.id) : undefined,
      ...(blocked.length > 0 ? { blockedEgress: blocked } : {}),
      ...(refusedModel.length > 0 ? { refusedModelRequests: refusedModel } : {}),
    };
    if (result.exitCode === 0) observer.info?.(message);
    else if (ERROR_STOPS.has(stopReason)) (observer.error ?? observer.warning)?.(message);
    else observer.warning?.(message);
    return result;
  };

  const loadValid = async (): Promise<LoadedPrd | undefined> => {
    const loaded = await loadPrdFile(prdAbs);
    const warnings = capDiagnostics(loaded.warnings);
    for (const w of warnings.shown) warnOnce(formatDiagnostic(w));
    if (warnings.summary) warnOnce(warnings.summary);
    if (loaded.errors.length > 0 || !loaded.prd) {
      // The first error is the stop message (invalidMessage); the others are listed here.
      const errors = capDiagnostics(loaded.errors.slice(1));
      for (const e of errors.shown) (observer.error ?? observer.warning)?.(formatDiagnostic(e));
      if (errors.summary) (observer.error ?? observer.warning)?.(errors.summary);
      return undefined;
    }
    return loaded;
  };
  const stopInvalid = async (): Promise<LoopResult> =>
    finish('invalid_prd', invalidMessage(await loadPrdFile(prdAbs), settings.prdPath, prdAbs));

  // 1. The task list must be valid before anything is touched.
  let loaded = await loadValid();
  if (!loaded) return stopInvalid();
  prd = loaded.prd!;
  branch = branchNameFor(prd, settings.branch);
  const branchError = await protectedBranchError(git, {
    branch,
    source: branchSourceFor(prd, settings.branch, settings.prdPath),
    baseBranch: settings.baseBranch,
    defaultBranch: settings.defaultBranch,
  });
  if (branchError) return finish('invalid_branch', branchError);

  // 2. A complete list needs nothing: no branch, no commit.
  if (selectNextTask(prd).kind === 'complete') {
    // Nothing is published from another branch: the result names no work branch then.
    if ((await git.currentBranch()) !== branch) branch = '';
    state = (await loadState(settings.repoDir)).state; // read only: the gates of the last run
    gates = evaluateGates({
      prd,
      checksPassed: state.lastChecksPassed ?? true,
      exitSignal: state.lastExitSignal ?? false,
    });
    const done = countTasks(prd).done;
    return finish(
      'complete',
      prd.completion_marker === true && !tasksComplete(prd)
        ? 'completion_marker is set in the task list: nothing to run'
        : `The task list is already complete (${done} done): nothing to run`,
      gates.canExit,
    );
  }

  // 3. What the run would refuse, checked before anything is touched (shared with --dry-run).
  const select = (list: Prd): ReturnType<typeof selectNextTask> =>
    settings.onlyTask !== undefined ? selectOnly(list, settings.onlyTask) : selectNextTask(list);
  const preflight = await runPreflight({
    git,
    branch,
    baseBranch: settings.baseBranch,
    baseName: settings.baseBranch ?? (await defaultBase(git)),
    prdPath: settings.prdPath,
    stateBranch: settings.stateBranch ?? branch,
    checksDisabled: settings.checksDisabled,
    prd,
    select,
  });
  if (settings.dryRun) {
    await runDryRun({ settings, deps, loaded, prd, preflight });
    const refusal = preflight.refusals[0];
    if (refusal?.reason === 'nothing_ready')
      return finish('nothing_ready', `Dry run: ${refusal.message.replace(/^Nothing/, 'nothing')}`);
    if (refusal)
      return finish(
        refusal.reason,
        `Dry run: the run would stop (${refusal.reason}); nothing was run and nothing was written`,
      );
    return finish('dry_run', 'Dry run: nothing was run and nothing was written');
  }
  const refusal = preflight.refusals[0];
  if (refusal) return finish(refusal.reason, refusal.message);

  // 4. The work branch.
  let reached;
  try {
    reached = await prepareBranch(git, branch, preflight.startFrom ?? settings.baseBranch);
  } catch (error) {
    return finish(
      'invalid_branch',
      `Cannot use the work branch ${branch}: ${(error as Error).message}`,
    );
  }
  if (reached.how !== 'current') {
    observer.info?.(
      reached.how === 'checked_out'
        ? `Checked out branch ${branch}`
        : `Created branch ${branch} from ${reached.from}${preflight.note ? ` (${preflight.note})` : ''}`,
    );
  }
  loaded = await loadValid();
  if (!loaded) return stopInvalid();
  prd = loaded.prd!;

  // 5. Engine state: stale state is reset with a warning, a new branch archives the old run.
  const loadedState = await loadState(settings.repoDir);
  for (const w of loadedState.warnings) warnOnce(w);
  state = loadedState.state;
  let setupChanged = loadedState.warnings.length > 0;
  const stateBranch = settings.stateBranch ?? branch;
  if (state.lastBranch !== undefined && state.lastBranch !== stateBranch) {
    const dir = await archivePreviousRun({
      repoDir: settings.repoDir,
      prdPath: settings.prdPath,
      previousBranch: state.lastBranch,
      now: now(),
    });
    observer.warning?.(
      `The state belongs to branch ${state.lastBranch}, not ${stateBranch}: starting fresh${dir ? `; the previous run was archived in ${dir}` : ''}`,
    );
    state = freshState();
    setupChanged = true;
  }
  const prdText = await readFile(prdAbs, 'utf8');
  if (prdEditedSince(state, prdText)) {
    const pending = new Set(
      prd.tasks.filter((t) => t.status === 'pending').map((t) => String(t.id)),
    );
    const notes = applyHumanEdit(state, pending, settings.maxTaskAttempts);
    observer.info?.(
      `${settings.prdPath} was edited since the last run${notes.length > 0 ? `: ${notes.join(', ')}` : ''}`,
    );
  }
  state.lastBranch = stateBranch;
  if (await ensureAttemptsIgnored(settings.repoDir)) setupChanged = true;
  if (setupChanged) {
    await saveState(settings.repoDir, state);
    await git.addAll();
    await git.commit(`chore(ralph): prepare ${branch}`);
  }

  if (state.breaker.state === 'OPEN') {
    return finish('circuit_open', breakerRecommendation(state.breaker)!);
  }
  const dailyCap = settings.maxCostUsdPerDay;
  const spentToday = daySpentUsd(state, now());
  if (dailyCap !== undefined && spentToday >= dailyCap) {
    return finish(
      'daily_cap',
      `Stopped: the daily cost cap is reached: the runs on ${branch} have cost $${spentToday.toFixed(2)} today (UTC) of max-cost-usd-per-day $${dailyCap.toFixed(2)}; no model request was made, and the next run after midnight UTC goes on`,
    );
  }

  // 6. Iterations.
  const controller = new AbortController();
  let timeCapHit = false;
  const forward = (): void => controller.abort();
  if (deps.signal?.aborted) controller.abort();
  deps.signal?.addEventListener('abort', forward, { once: true });
  const timer =
    settings.maxMinutes !== undefined
      ? setTimeout(() => {
          timeCapHit = true;
          controller.abort(`the run reached its ${settings.maxMinutes}-minute limit`);
        }, settings.maxMinutes * 60_000)
      : undefined;
  // The git command running at the deadline is killed with its process group (the wrap-up runs).
  const releaseGit = git.killOnAbort(controller.signal);
  const probeBaseline = createBaselineProbe({ git, warn: (m) => observer.warning?.(m) });
  let baselineFailure: BaselineFailure | undefined;
  /** Commits this run made after the gate passed: their baseline is known. */
  const verifiedStarts = new Set<string>();

  /** Where the last iteration left HEAD and the branches, when it knows (see IterationRun). */
  let known: IterationRun['after'];

  // From here on the agent runs: git's own files are sealed (src/git/seal.ts).
  await git.seal();
  try {
    for (;;) {
      if (controller.signal.aborted) {
        return finish(
          timeCapHit ? 'time_cap' : 'interrupted',
          timeCapHit
            ? `Stopped: the ${settings.maxMinutes}-minute limit was reached`
            : 'Interrupted',
        );
      }
      const spent = (settings.costSpentUsd ?? 0) + iterations.reduce((s, r) => s + r.costUsd, 0);
      if (settings.maxCostUsd !== undefined && spent >= settings.maxCostUsd) {
        return finish(
          'cost_cap',
          `Stopped: cost $${spent.toFixed(2)} reached the $${settings.maxCostUsd.toFixed(2)} limit`,
        );
      }
      loaded = await loadValid();
      if (!loaded) {
        prdStale = false; // as before: the last valid list is what the result counts
        return stopInvalid();
      }
      prd = loaded.prd!;
      prdStale = false;
      if (settings.onlyTask !== undefined && iterations.length >= settings.iterations) {
        const last = iterations[iterations.length - 1]!;
        // The one task may have closed the list: then the result says complete, as a loop does.
        const closed = evaluateGates({
          prd,
          checksPassed: state.lastChecksPassed ?? true,
          exitSignal: state.lastExitSignal ?? false,
        }).canExit;
        return finish('max_iterations', `Ran task ${settings.onlyTask}: ${last.summary}`, closed);
      }
      const selection =
        settings.onlyTask !== undefined ? selectOnly(prd, settings.onlyTask) : selectNextTask(prd);
      if (selection.kind === 'complete') {
        gates = evaluateGates({
          prd,
          checksPassed: state.lastChecksPassed ?? true,
          exitSignal: state.lastExitSignal ?? false,
        });
        if (gates.canExit)
          return finish(
            'complete',
            settings.checksDisabled
              ? `All tasks done (${countTasks(prd).done} done); not verified: the checks were off (--no-checks)`
              : `All tasks done and verified (${countTasks(prd).done} done)`,
            true,
          );
        if (gates.gate1) {
          return finish(
            'complete',
            'All tasks done, but the agent did not confirm EXIT_SIGNAL on the last task; review the result',
          );
        }
        if (!tasksComplete(prd)) {
          return finish(
            'complete',
            'completion_marker is set in prd.yaml; stopping although tasks remain',
          );
        }
        return finish(
          'complete',
          'All tasks done, but the last quality checks did not pass; review the result',
        );
      }
      if (selection.kind === 'none_ready')
        return finish('nothing_ready', `Nothing is ready to run: ${selection.reason}`);
      if (iterations.length >= settings.iterations) {
        const done = iterations.filter((r) => r.outcome === 'done').length;
        return finish(
          'max_iterations',
          `Reached the limit of ${settings.iterations} iteration${settings.iterations === 1 ? '' : 's'} (${done} task${done === 1 ? '' : 's'} done in this run); run again to continue`,
        );
      }

      const task = selection.task;
      if (isExampleTask(task))
        return finish('invalid_prd', `Refusing to run: ${exampleTaskMessage(idKey(task.id))}`);

      const startSha = known?.head ?? (await git.revParse('HEAD'));
      // One ls-tree for every path the iteration looks up at its starting commit.
      await treeEntriesAt(git, startSha, [...CHECKS_FILES, ...harnessOwnedPaths(settings.prdPath)]);
      const plan = await planChecks(git, startSha, settings.checksDisabled);
      for (const w of plan.warnings) warnOnce(w);
      if (plan.error) return finish('no_checks', plan.error);
      // The task's own verify commands, from the starting commit's task list, after the block.
      const verify = settings.checksDisabled
        ? []
        : await verifyChecksAtCommit({
            git,
            startSha,
            prdPath: settings.prdPath,
            taskId: task.id,
            current: {
              text: loaded.text ?? (await readFile(prdAbs, 'utf8')),
              task,
            },
          });
      const checkBaseline = !settings.checksDisabled && task.baseline !== 'allow-failing';
      const startKey = checkBaseline ? await baselineKey(git, startSha) : '';
      const baselineKnown =
        verifiedStarts.has(startSha) || (state.baselinePassed ?? []).includes(startKey);

      // With users of their own, the agent cannot write the files the snapshot shares.
      const shareFiles = deps.boundary?.checksOwner?.() !== undefined;
      if (!settings.checksDisabled)
        dependencies ??= await snapshotDependencies(git, startSha, { shareFiles });
      let run;
      try {
        run = await runIteration({
          ...(dependencies ? { dependencies } : {}),
          settings: withBudgetLeft(settings, spent),
          deps,
          state,
          index: iterations.length + 1,
          of: settings.iterations,
          loaded,
          prd,
          task,
          branch,
          startSha,
          ...(known ? { branchesAtStart: known.branches } : {}),
          checks: [...plan.checks, ...verify],
          checksFile: plan.sourceFile,
          ...(plan.protect ? { protect: plan.protect } : {}),
          signal: controller.signal,
          now,
          baselineFirst:
            checkBaseline && !baselineKnown
              ? async (runQuietly, run) => {
                  baselineFailure = await baselineBeforeAgent({
                    sha: startSha,
                    blockChecks: plan.checks,
                    run,
                    runQuietly,
                  });
                  if (!baselineFailure) rememberBaseline(state, startKey);
                  return baselineFailure !== undefined;
                }
              : undefined,
          // A baseline known from an earlier run is checked again when a check fails.
          failsAtStart:
            checkBaseline && baselineKnown && !verifiedStarts.has(startSha)
              ? async (failing, runAtStart) => {
                  baselineFailure = await probeBaseline(startSha, failing, plan.checks, runAtStart);
                  return baselineFailure !== undefined;
                }
              : undefined,
        });
      } catch (error) {
        // A git command killed at the deadline (or on a cancel): the iteration was undone, what
        // it spent kept, and the run stops as it says.
        if (!(error instanceof IterationCutOff)) {
          await undoIteration(git, startSha); // never half an iteration behind (NFR-REL-03)
          throw error;
        }
        observer.warning?.(`${task.id} stopped: ${error.message}`);
        return finish(
          timeCapHit ? 'time_cap' : 'interrupted',
          `${timeCapHit ? `Stopped: the ${settings.maxMinutes}-minute limit was reached` : 'Interrupted'}; ${task.id} stays pending`,
        );
      }
      iterations.push(run.result);
      // The gate passed on the tree this commit holds: the next iteration starts from it.
      if (run.result.outcome === 'done' && run.result.commitSha)
        verifiedStarts.add(run.result.commitSha);
      // The task list changed on disk: read again at the top of the loop, or by finish().
      prdStale = true;
      // Delivery may move HEAD (a rebase onto the pushed branch): then ask git again.
      const delivers = run.result.commitSha !== undefined && deps.afterIteration !== undefined;
      known = delivers ? undefined : run.after;
      const delivery = delivers ? await deps.afterIteration?.(run.result) : undefined;
      if (delivery) return finish('delivery_failed', delivery.stop);

      if (run.stop === 'checks_failing_at_start' && baselineFailure) {
        return finish(
          'checks_failing_at_start',
          `Stopped before ${run.result.taskId}: ${baselineMessage(baselineFailure, run.result.taskId)}`,
        );
      }
      if (run.stop) {
        const stop = stopFor(run.stop, timeCapHit);
        const resets = pausedUntil(stop.reason, iterations);
        const paused = resets ? `; paused until ${formatResetTime(resets, now())}` : '';
        return finish(stop.reason, `${stop.label}: ${run.result.summary}${paused}`);
      }
      if (
        settings.stopOnFailure &&
        (run.result.outcome === 'failed' || run.result.outcome === 'blocked')
      ) {
        return finish('task_failed', `Stopped (stop-on-failure): ${run.result.summary}`);
      }
      if (breakerOpen(state)) {
        return finish('circuit_open', breakerRecommendation(state.breaker)!);
      }
    }
  } finally {
    await dependencies?.dispose();
    await git.unseal();
    if (timer) clearTimeout(timer);
    releaseGit();
    deps.signal?.removeEventListener('abort', forward);
    if (iterations.some((r) => r.commitSha !== undefined)) await maintainOnce(git, observer);
  }
}

/** git's housekeeping after the run's commits, once (see `maintenance.auto` in hardening.ts). */
async function maintainOnce(git: Git, observer: EngineObserver): Promise<void> {
  if (!(await git.tryMaintain().catch(() => false)))
    observer.warning?.('git maintenance after the run failed; the repository is unharmed');
}

/**
 * The settings of one iteration: with a cost cap, the agent gets the budget left
 * (`--max-budget-usd`), so a running agent stops at the cap, not only between iterations.
 */
function withBudgetLeft(settings: EngineSettings, spent: number): EngineSettings {
  if (settings.maxCostUsd === undefined || settings.claudeArgs.includes('--max-budget-usd'))
    return settings;
  const left = Math.max(settings.maxCostUsd - spent, 0.01);
  return { ...settings, claudeArgs: [...settings.claudeArgs, '--max-budget-usd', left.toFixed(2)] };
}

/** The one task a task job runs: it must be pending and ready; else nothing is. */
function selectOnly(prd: Prd, id: string): ReturnType<typeof selectNextTask> {
  const task = findTask(prd, id);
  if (!task)
    return { kind: 'none_ready', reason: `There is no task ${id}`, waiting: [], blocked: [] };
  if (task.status !== 'pending')
    return { kind: 'none_ready', reason: `Task ${id} is ${task.status}`, waiting: [], blocked: [] };
  const unmet = (task.depends_on ?? []).filter((dep) => findTask(prd, dep)?.status !== 'done');
  if (unmet.length > 0) {
    const on = unmet.map(String).join(', ');
    return { kind: 'none_ready', reason: `Task ${id} waits on ${on}`, waiting: [], blocked: [] };
  }
  return { kind: 'task', task };
}

/** When a usage limit that stopped the run lifts, if Claude said when (the last iteration's words). */
function pausedUntil(reason: StopReason, iterations: IterationResult[]): Date | undefined {
  if (reason !== 'usage_limit') return undefined;
  const last = iterations.at(-1);
  return last ? usageLimitReset(last.summary) : undefined;
}

/** Read through a function: the iteration mutates the state behind the compiler's narrowing. */
function breakerOpen(state: EngineState): boolean {
  return state.breaker.state === 'OPEN';
}

function stopFor(stop: IterationStop, timeCapHit: boolean): { reason: StopReason; label: string } {
  switch (stop) {
    case 'interrupted':
      return timeCapHit
        ? { reason: 'time_cap', label: 'Stopped at the time limit' }
        : { reason: 'interrupted', label: 'Interrupted' };
    // The summaries say what happened (the agent's own words, the retry): no label repeats them.
    case 'transient_failure':
      return { reason: 'transient_failure', label: 'Stopped' };
    case 'usage_limit':
      return { reason: 'usage_limit', label: 'Stopped' };
    case 'cost_cap':
      return { reason: 'cost_cap', label: 'Stopped' };
    case 'cannot_complete':
      // The summary quotes the agent ("The agent cannot complete the task: <reason>").
      return { reason: 'cannot_complete', label: 'Stopped' };
    case 'checks_failing_at_start':
      return { reason: 'checks_failing_at_start', label: 'Stopped' };
  }
}
