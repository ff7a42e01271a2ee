/**
 * Phase 4, commit: the one commit of a counted outcome. Writes the task list, the progress log,
 * the status log and the engine state, then commits everything as one commit.
 */
import { lstat } from 'node:fs/promises';
import { join } from 'node:path';
import { appendPhaseStatusLog } from '../../agent/phase-status.js';
import { treeEntriesAt } from '../../git/tree.js';
import type { FileChanges, Git } from '../../git/types.js';
import type { PrdDocument } from '../../prd/document.js';
import { notePrdSettled, noteWrittenPrd } from '../../prd/load.js';
import { savePrdDocument } from '../../prd/save.js';
import { progressPercent } from '../../prd/select.js';
import type { Prd, Task } from '../../prd/schema.js';
import { recordIteration } from '../breaker.js';
import { assertNoLinks, LinkRefusedError } from '../../files/atomic.js';
import { backdateInRepo } from '../files.js';
import { evaluateGates, type GateResult } from '../gate.js';
import { buildHarnessStatus } from '../harness-status.js';
import { PROGRESS_PATH, recordProgress } from '../memory.js';
import { PHASE_STATUS_LOG_PATH } from '../gate/harness-owned.js';
import { notePrdWritten, saveState } from '../state.js';
import type { IterationResult } from '../types.js';
import { lastRun, type IterationContext } from './context.js';
import { bookSpend } from './spend.js';

export interface RecordRequest {
  doc: PrdDocument;
  progressBlock: string;
  patterns: string[];
  /**
   * Files the outcome wrote besides the harness-owned ones (CLAUDE.md / AGENTS.md). The rest
   * of the commit is staged already: the task's work, or nothing after a reset.
   */
  alsoWritten?: string[];
  taskDone: boolean;
  failureKey?: string;
  failure?: string;
  taskBlocked: boolean;
  files: FileChanges;
  exitSignal: boolean;
  checksPassed: boolean;
  message: string;
}

export interface Recorded {
  sha: string;
  gates: GateResult;
  phaseStatus: IterationResult['phaseStatus'];
}

/** Refuses a path that is itself a symbolic link (appends and saves would follow it). */
async function assertNotLink(path: string): Promise<void> {
  if ((await lstat(path).catch(() => undefined))?.isSymbolicLink())
    throw new LinkRefusedError(`refusing to write ${path}: it is a symbolic link`);
}

/** The task list after the harness's edit, as data (statuses are all that changed). */
function prdDataOf(doc: PrdDocument, before: Prd): Prd {
  return {
    ...before,
    tasks: before.tasks.map((t) => {
      const status = doc.getTaskStatus(t.id);
      return status && status !== t.status ? { ...t, status: status as Task['status'] } : t;
    }),
  };
}

/** Adds the new files among `paths` that exist and that no ignore rule keeps out. */
async function addNew(git: Git, repoDir: string, paths: readonly string[]): Promise<void> {
  const present: string[] = [];
  for (const path of paths)
    if (await lstat(join(repoDir, path)).catch(() => undefined)) present.push(path);
  if (present.length === 0) return;
  const literal = present.map((p) => `:(top,literal)${p}`);
  const ignored = await git.exec(['check-ignore', '--', ...present], { allowFailure: true });
  const skip = new Set(ignored.stdout.split('\n').filter(Boolean));
  const added = literal.filter((_, i) => !skip.has(present[i]!));
  if (added.length > 0) await git.add(added);
}

export async function recordOutcome(ctx: IterationContext, args: RecordRequest): Promise<Recorded> {
  const { input, repoDir, ledger } = ctx;
  const { settings, state } = input;
  const { git } = input.deps;
  const checkResults = ledger.checkResults;

  // Files: the task list, then the progress log. None is written through a link (the inspect
  // phase made them regular files; assertNoLinks refuses if one appeared since).
  const prdAbs = join(repoDir, settings.prdPath);
  await assertNoLinks(repoDir, prdAbs);
  await assertNotLink(prdAbs);
  const prdBytes = await savePrdDocument(args.doc, prdAbs);
  noteWrittenPrd(prdAbs, args.doc); // the loop reads it again at its next step
  const prdText = args.doc.toString();
  const prdAfter = args.doc; // edited in place: no second parse
  await recordProgress(join(repoDir, PROGRESS_PATH), args.patterns, args.progressBlock, {
    within: repoDir,
  });

  // State: counters, breaker, the iteration's spend.
  const passing = checkResults.filter((c) => c.passed).length;
  state.iteration += 1;
  state.breaker = recordIteration(
    state.breaker,
    {
      taskDone: args.taskDone,
      passingChecks: checkResults.length > 0 ? passing : undefined,
      failureKey: args.failureKey,
    },
    settings.breaker,
  );
  state.lastChecksPassed = args.checksPassed;
  if (checkResults.length > 0)
    state.lastChecksMs = checkResults.reduce((sum, c) => sum + c.durationMs, 0);
  if (args.taskDone) state.lastExitSignal = args.exitSignal;
  bookSpend(ctx);

  // Status: the gates and the harness's status block.
  const prdData = prdDataOf(prdAfter, input.prd);
  const gates = evaluateGates({
    prd: prdData,
    checksPassed: args.checksPassed,
    exitSignal: state.lastExitSignal ?? false,
  });
  const phaseStatus = buildHarnessStatus({
    timestamp: input.now().toISOString(),
    iteration: state.iteration,
    progressPercent: progressPercent(prdData),
    files: args.files,
    checks: checkResults,
    breaker: state.breaker,
    gates,
    outcome: args.taskDone ? 'done' : args.taskBlocked ? 'blocked' : 'failed',
    taskId: ctx.taskId,
    taskBlocked: args.taskBlocked,
    failure: args.failure?.split('\n')[0],
    agentStatus: lastRun(ctx)?.phaseStatus,
    checksDisabled: input.settings.checksDisabled,
  });
  const statusLog = join(repoDir, PHASE_STATUS_LOG_PATH);
  await assertNoLinks(repoDir, statusLog);
  await assertNotLink(statusLog);
  await appendPhaseStatusLog(statusLog, phaseStatus);
  notePrdWritten(state, prdText, input.startSha, prdBytes);
  await saveState(repoDir, state);

  // The commit stages the files written here itself (the rest is staged already: the verified
  // tree, or the starting one after a reset). A file the starting commit does not have (the
  // first status log of a run, say) is added by name, unless ignore rules keep it out.
  const written = [...ctx.ownedPaths, ...(args.alsoWritten ?? [])];
  for (const path of written) await backdateInRepo(repoDir, join(repoDir, path));
  notePrdSettled(prdAbs); // set back, as the commit takes it: the loop's next read can wait
  const atStart = await treeEntriesAt(git, input.startSha, written);
  await addNew(
    git,
    repoDir,
    written.filter((p) => atStart.get(p) === undefined),
  );
  const sha = await git.commitWith(args.message, written);
  return { sha, gates, phaseStatus };
}
