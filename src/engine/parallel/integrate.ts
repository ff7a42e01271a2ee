/**
 * Integration of a parallel round: each task branch's result lands on the work branch in
 * priority order. A verified task's change is applied (three-way) and the checks of the round's
 * base run again on the combined tree (the integration gate); a conflict or a failing gate puts
 * the task back to pending with a comment naming the tasks it collided with. The harness alone
 * writes the task list, the progress log, the status log and the state, one commit per task.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gatePassed } from '../../checks/run.js';
import type { CheckDefinition, CheckResult } from '../../checks/types.js';
import type { Git } from '../../git/types.js';
import { PrdDocument } from '../../prd/document.js';
import { savePrdDocument } from '../../prd/save.js';
import { idKey, taskPriority, type Prd, type Task } from '../../prd/schema.js';
import { readIfExists, writeAtomic } from '../files.js';
import { snapshotDependencies, type DependencySnapshot } from '../dependency-snapshot.js';
import { completeBoundary, type AgentBoundary } from '../iteration/boundary.js';
import { workingTreeAsTree } from '../iteration/candidate.js';
import { verifyTree, type VerifySetup } from '../iteration/verify-run.js';
import { checksEnvironment } from '../iteration/checks-env.js';
import { appendProgress, PROGRESS_PATH } from '../memory.js';
import { harnessOwnedPaths, PHASE_STATUS_LOG_PATH } from '../gate/harness-owned.js';
import { loadState, notePrdWritten, saveState, taskState } from '../state.js';
import type { EngineObserver } from '../types.js';
import { oneLine } from '../../text/one-line.js';
import { readRoundBase, readTaskRecord, type RoundBase, type TaskRecord } from './task-record.js';

export interface RoundBranch {
  taskId: string;
  branch: string;
  tip: string;
}

export type IntegrationKind = 'landed' | 'requeued' | 'failed' | 'blocked' | 'no_result';

export interface TaskIntegration {
  taskId: string;
  title: string;
  kind: IntegrationKind;
  /** One line for the summary table. */
  detail: string;
  commitSha?: string;
  collidedWith: string[];
  costUsd: number;
  /** Agent turns of the task's run (0 when it left no record). */
  numTurns: number;
}

export interface RoundSettings {
  repoDir: string;
  prdPath: string;
  /** The work branch commit every task of the round started from. */
  baseSha: string;
  /** The integration gate: the checks of the round's base commit. */
  checks: CheckDefinition[];
  runUrl?: string;
  now: () => Date;
  /** The integration gate runs the tasks' code: inside the same boundary as the loop's checks. */
  boundary?: Partial<AgentBoundary>;
  /** Variables the checks get besides the base set (the pass-env input). */
  passEnv?: string[];
}

const PRIORITY_RANK = { critical: 0, high: 1, medium: 2, low: 3 } as const;

/** Branches in the order their tasks land: priority, then the task list's order. */
export function landingOrder(prd: Prd, branches: RoundBranch[]): RoundBranch[] {
  const position = new Map<string, { rank: number; index: number }>();
  prd.tasks.forEach((task, index) =>
    position.set(idKey(task.id), { rank: PRIORITY_RANK[taskPriority(task)], index }),
  );
  const at = (b: RoundBranch) => position.get(b.taskId) ?? { rank: 9, index: Infinity };
  return [...branches].sort((a, b) => at(a).rank - at(b).rank || at(a).index - at(b).index);
}

function commentTime(now: Date): string {
  return now.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

async function isAncestor(git: Git, ancestor: string, of: string): Promise<boolean> {
  const result = await git.exec(['merge-base', '--is-ancestor', ancestor, of], {
    allowFailure: true,
  });
  return result.exitCode === 0;
}

export async function integrateRound(
  git: Git,
  settings: RoundSettings,
  prd: Prd,
  branches: RoundBranch[],
  observer: EngineObserver = {},
): Promise<TaskIntegration[]> {
  // The integration gate's dependencies: the work tree's, as they were before the round landed.
  const dependencies = await snapshotDependencies(git, settings.baseSha);
  try {
    return await landAll(git, settings, prd, branches, observer, dependencies);
  } finally {
    await dependencies.dispose();
  }
}

async function landAll(
  git: Git,
  settings: RoundSettings,
  prd: Prd,
  branches: RoundBranch[],
  observer: EngineObserver,
  dependencies: DependencySnapshot,
): Promise<TaskIntegration[]> {
  const owned = harnessOwnedPaths(settings.prdPath);
  const exclude = ['--', '.', ...owned.map((p) => `:(exclude)${p}`), ':(exclude).ralph/attempts'];
  const landed: { taskId: string; files: Set<string> }[] = [];
  const results: TaskIntegration[] = [];
  // Every record is read against the same base: its files are read and parsed once.
  let roundBase: RoundBase | undefined;

  for (const entry of landingOrder(prd, branches)) {
    const task = prd.tasks.find((t) => idKey(t.id) === entry.taskId);
    const title = oneLine(task?.title ?? entry.taskId);
    const base = { taskId: entry.taskId, title, collidedWith: [], costUsd: 0, numTurns: 0 };
    const record =
      task && entry.tip !== settings.baseSha && (await isAncestor(git, settings.baseSha, entry.tip))
        ? await readTaskRecord(git, {
            base: (roundBase ??= await readRoundBase(git, settings.baseSha, settings.prdPath)),
            tip: entry.tip,
            taskId: entry.taskId,
          })
        : undefined;
    if (!task || !record) {
      results.push({
        ...base,
        kind: 'no_result',
        detail: `${entry.branch} holds no result of this round`,
      });
      continue;
    }
    if (record.status !== 'done') {
      results.push(await recordFailure(git, settings, task, record));
      continue;
    }

    // 1. Apply the task's change (harness-owned files are the harness's to write).
    const files = (
      await git.exec(['diff', '--name-only', settings.baseSha, entry.tip, ...exclude])
    ).stdout
      .split('\n')
      .filter(Boolean);
    const patch = (await git.exec(['diff', '--binary', settings.baseSha, entry.tip, ...exclude]))
      .stdout;
    const head = await git.revParse('HEAD');
    const collided = (): string[] => {
      const overlapping = landed.filter((l) => files.some((f) => l.files.has(f)));
      return (overlapping.length > 0 ? overlapping : landed).map((l) => l.taskId);
    };
    if (patch.trim() !== '') {
      const applied = await git.exec(['apply', '--3way', '--index', '--whitespace=nowarn'], {
        allowFailure: true,
        input: patch,
      });
      if (applied.exitCode !== 0) {
        await git.resetHard(head);
        await git.clean();
        const others = collided();
        results.push(
          await requeue(
            git,
            settings,
            task,
            record,
            others,
            `its change conflicts with ${others.join(', ') || 'the work branch'}`,
          ),
        );
        continue;
      }
    }

    // 2. The integration gate on the combined tree.
    const checks = await runGate(git, settings, entry.taskId, observer, dependencies);
    if (!gatePassed(checks)) {
      await git.resetHard(head);
      await git.clean();
      const failing = checks.filter((c) => !c.passed && c.required).map((c) => c.name);
      const others = landed.map((l) => l.taskId);
      results.push(
        await requeue(
          git,
          settings,
          task,
          record,
          others,
          `the checks (${failing.join(', ')}) fail with it on top of ${others.join(', ') || 'the work branch'}`,
        ),
      );
      continue;
    }

    // 3. The record: one feat commit for the task.
    const commitSha = await recordDone(git, settings, task, record);
    landed.push({ taskId: entry.taskId, files: new Set(files) });
    results.push({
      ...base,
      kind: 'landed',
      detail: `landed; checks ${checks.filter((c) => c.passed).length}/${checks.length} passed`,
      commitSha,
      costUsd: record.costUsd,
      numTurns: record.numTurns,
    });
    observer.info?.(`${entry.taskId} landed on the work branch (${commitSha.slice(0, 7)})`);
  }
  return results;
}

/**
 * The checks on a fresh checkout of the combined tree (see verify-run.ts). A tracked file a
 * check changed fails the gate as a check would.
 */
async function runGate(
  git: Git,
  settings: RoundSettings,
  taskId: string,
  observer: EngineObserver,
  dependencies: DependencySnapshot,
): Promise<CheckResult[]> {
  const tree = await workingTreeAsTree(git);
  const setup: VerifySetup = {
    git,
    boundary: completeBoundary(settings.boundary, git),
    crossing: {
      repoDir: settings.repoDir,
      taskId,
      attempt: 0,
      run: 0,
      signal: new AbortController().signal,
    },
    dependencies,
    options: {
      ...checksEnvironment(settings),
      onStart: (check) => observer.checkStart?.(check),
      onResult: (result) => observer.checkResult?.(result),
    },
  };
  const { results, changedTracked } = await verifyTree(setup, tree, settings.checks);
  if (changedTracked.length === 0) return results;
  const what = `a check changed tracked files while the checks ran: ${changedTracked.join(', ')}`;
  observer.warning?.(`The checks of ${taskId}: ${what}`);
  return [
    ...results,
    {
      name: 'tracked files unchanged',
      command: '',
      required: true,
      passed: false,
      exitCode: null,
      timedOut: false,
      durationMs: 0,
      outputTail: what,
    },
  ];
}

/** Writes the task list, the logs and the state for one task, then commits them. */
async function writeRecord(
  git: Git,
  settings: RoundSettings,
  task: Task,
  record: TaskRecord,
  edit: (doc: PrdDocument) => void,
  logs: { progress: string; phaseStatus: string },
  message: string,
): Promise<string> {
  const { repoDir, prdPath } = settings;
  const doc = PrdDocument.parse(await readFile(join(repoDir, prdPath), 'utf8'), prdPath);
  edit(doc);
  await savePrdDocument(doc, join(repoDir, prdPath));
  if (logs.progress.trim() !== '') {
    const progress = await readIfExists(join(repoDir, PROGRESS_PATH));
    await writeAtomic(join(repoDir, PROGRESS_PATH), appendProgress(progress, logs.progress.trim()));
  }
  if (logs.phaseStatus.trim() !== '') {
    const log = (await readIfExists(join(repoDir, PHASE_STATUS_LOG_PATH))) ?? '';
    await writeAtomic(join(repoDir, PHASE_STATUS_LOG_PATH), log + logs.phaseStatus);
  }
  const state = (await loadState(repoDir)).state;
  const entry = taskState(state, idKey(task.id));
  if (record.attemptState) {
    entry.attempts = record.attemptState.attempts;
    if (record.attemptState.lastFailure) entry.lastFailure = record.attemptState.lastFailure;
  }
  entry.costUsd += record.costUsd;
  state.totalCostUsd += record.costUsd;
  state.totalNumTurns += record.numTurns;
  state.iteration += 1;
  notePrdWritten(state, doc.toString(), settings.baseSha);
  await saveState(repoDir, state);
  await git.addAll();
  return git.commit(message);
}

async function recordDone(
  git: Git,
  settings: RoundSettings,
  task: Task,
  record: TaskRecord,
): Promise<string> {
  const now = settings.now();
  return writeRecord(
    git,
    settings,
    task,
    record,
    (doc) => {
      if (doc.getTaskStatus(task.id) === 'pending')
        doc.setTaskStatus(task.id, 'in_progress', { now });
      doc.setTaskStatus(task.id, 'done', { now });
    },
    { progress: record.progressAdded, phaseStatus: record.phaseStatusAdded },
    `feat: ${oneLine(task.id)} - ${oneLine(task.title)}`,
  );
}

async function recordFailure(
  git: Git,
  settings: RoundSettings,
  task: Task,
  record: TaskRecord,
): Promise<TaskIntegration> {
  const now = settings.now();
  const blocked = record.status === 'blocked';
  const attempts = record.attemptState?.attempts ?? 1;
  const commitSha = await writeRecord(
    git,
    settings,
    task,
    record,
    (doc) => {
      for (const comment of record.newComments) doc.addTaskComment(task.id, comment);
      if (blocked && doc.getTaskStatus(task.id) !== 'blocked')
        doc.setTaskStatus(task.id, 'blocked', { now, blockedBy: record.blockedBy ?? 'failed' });
    },
    { progress: record.progressAdded, phaseStatus: record.phaseStatusAdded },
    `chore(ralph): ${oneLine(task.id)} attempt ${attempts} failed`,
  );
  const reason = record.attemptState?.lastFailure ?? record.newComments.at(-1)?.body ?? 'failed';
  return {
    taskId: idKey(task.id),
    title: oneLine(task.title),
    kind: blocked ? 'blocked' : 'failed',
    detail: oneLine(`attempt ${attempts} failed: ${reason}`).slice(0, 200),
    commitSha,
    collidedWith: [],
    costUsd: record.costUsd,
    numTurns: record.numTurns,
  };
}

async function requeue(
  git: Git,
  settings: RoundSettings,
  task: Task,
  record: TaskRecord,
  collidedWith: string[],
  why: string,
): Promise<TaskIntegration> {
  const now = settings.now();
  const after = collidedWith.length > 0 ? `, after ${collidedWith.join(', ')}` : '';
  const body = `Integration: not landed because ${why}. Back to pending: the next round runs it again${after}.`;
  // Only the comment and the cost: the verified attempt does not count as a failure.
  const commitSha = await writeRecord(
    git,
    settings,
    task,
    { ...record, attemptState: undefined },
    (doc) => doc.addTaskComment(task.id, { author: 'ralph', body, created: commentTime(now) }),
    { progress: '', phaseStatus: '' },
    `chore(ralph): ${oneLine(task.id)} requeued after integration`,
  );
  return {
    taskId: idKey(task.id),
    title: oneLine(task.title),
    kind: 'requeued',
    detail: oneLine(why),
    commitSha,
    collidedWith,
    costUsd: record.costUsd,
    numTurns: record.numTurns,
  };
}
