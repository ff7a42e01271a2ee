/**
 * Phase 4, commit: the task passed the gate. The verified candidate tree is committed as one
 * `feat:` commit (the agent's own commits folded into it), with the harness's records.
 */
import { lstat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileAt } from '../../git/tree.js';
import type { FileChanges } from '../../git/types.js';
import { PrdDocument } from '../../prd/document.js';
import { readInRepo, writeInRepo } from '../files.js';
import { agentExitSignal } from '../gate.js';
import { extractLearnings, formatProgressBlock, syncPatterns } from '../memory.js';
import type { IterationResult } from '../types.js';
import { resultBase, type IterationContext, type IterationRun } from './context.js';
import { recordOutcome } from './record.js';
import { startingPrdText } from './starting-prd.js';
import { oneLine } from '../../text/one-line.js';
import { isTestFile } from '../gate/test-files.js';
import { describeProtectedChange } from '../gate/check-defining.js';
import { describeExistingTest } from './original-gate.js';

/**
 * The candidate tree the checks verified, staged as it is for the commit (the agent's commits
 * folded into it); what it changes, without the harness-owned paths.
 */
async function stageCandidate(ctx: IterationContext): Promise<FileChanges> {
  const { git } = ctx.input.deps;
  const candidate = ctx.ledger.candidate;
  if (!candidate) throw new Error('no candidate tree was verified');
  const head = ctx.ledger.headAfterGuard ?? (await git.revParse('HEAD'));
  if (head !== ctx.input.startSha) await git.resetSoft(ctx.input.startSha);
  await git.exec(['read-tree', candidate.tree]);
  const owned = new Set(ctx.ownedPaths);
  const { changes } = candidate;
  return {
    created: changes.created.filter((f) => !owned.has(f)),
    modified: changes.modified.filter((f) => !owned.has(f)),
    deleted: changes.deleted.filter((f) => !owned.has(f)),
  };
}

async function regularFile(
  repoDir: string,
  name: string,
): Promise<{ regular: boolean; text?: string }> {
  const info = await lstat(join(repoDir, name)).catch(() => undefined);
  if (!info?.isFile()) return { regular: false };
  return { regular: true, text: await readInRepo(repoDir, join(repoDir, name)) };
}

/**
 * CLAUDE.md and AGENTS.md keep the same Codebase Patterns (FR-MEM-04/05). Returns the pattern
 * lines added and the files written.
 */
async function syncCodebasePatterns(
  ctx: IterationContext,
): Promise<{ added: string[]; written: string[] }> {
  const { git } = ctx.input.deps;
  const { startSha } = ctx.input;
  const { repoDir } = ctx;
  // Regular files only: a committed link (CLAUDE.md -> AGENTS.md) is left as it is.
  const claude = await regularFile(repoDir, 'CLAUDE.md');
  const agents = await regularFile(repoDir, 'AGENTS.md');
  const sync = syncPatterns({
    claudeBefore: claude.regular ? await fileAt(git, startSha, 'CLAUDE.md') : undefined,
    claudeAfter: claude.text,
    agentsBefore: agents.regular ? await fileAt(git, startSha, 'AGENTS.md') : undefined,
    agentsAfter: agents.text,
  });
  const written: string[] = [];
  if (sync.claudeMd !== undefined && claude.regular) {
    await writeInRepo(repoDir, join(repoDir, 'CLAUDE.md'), sync.claudeMd);
    written.push('CLAUDE.md');
  }
  if (sync.agentsMd !== undefined && agents.regular) {
    await writeInRepo(repoDir, join(repoDir, 'AGENTS.md'), sync.agentsMd);
    written.push('AGENTS.md');
  }
  if (sync.changed.length > 0)
    ctx.observer.info?.(`Codebase Patterns synced into ${sync.changed.join(' and ')}`);
  return { added: sync.added, written };
}

export async function settleDone(ctx: IterationContext): Promise<IterationRun> {
  const { input, taskId, attempt, ledger } = ctx;
  const { settings, task } = input;

  const files = await stageCandidate(ctx);
  const leftOut = ledger.leftOut;
  const testsChanged = [...files.modified, ...files.deleted].filter(isTestFile).sort();
  if (testsChanged.length > 0) {
    ctx.observer.warning?.(
      `${taskId} changes existing tests: ${testsChanged.join(', ')} (shown in the pull request for review)`,
    );
  }
  for (const change of ledger.protectedChanges) {
    ctx.observer.warning?.(
      `${taskId} changes a check-defining file (the original gate judged it too): ${describeProtectedChange(change)}`,
    );
  }
  for (const test of ledger.existingTests) ctx.observer.warning?.(describeExistingTest(test));
  const synced = await syncCodebasePatterns(ctx);

  const last = ledger.runs[ledger.runs.length - 1]!;
  const learnings = extractLearnings(last.finalText || last.assistantText);
  const now = input.now();
  const doc = PrdDocument.parse(await startingPrdText(ctx), settings.prdPath);
  doc.editTask(task.id, (edited) => {
    if (edited.getTaskStatus(task.id) === 'pending')
      edited.setTaskStatus(task.id, 'in_progress', { now });
    edited.setTaskStatus(task.id, 'done', { now });
  });
  const fixes = ledger.fixAttempts;
  const block = formatProgressBlock({
    timestamp: now.toISOString(),
    taskId,
    title: oneLine(task.title),
    outcome: `done (attempt ${attempt}${fixes > 0 ? `, ${fixes} fix attempt${fixes > 1 ? 's' : ''}` : ''})`,
    runUrl: settings.runUrl,
    files,
    learnings,
  });
  const recorded = await recordOutcome(ctx, {
    doc,
    progressBlock: block,
    patterns: synced.added,
    alsoWritten: synced.written,
    taskDone: true,
    taskBlocked: false,
    files,
    exitSignal: agentExitSignal(last),
    checksPassed: true,
    message: `feat: ${oneLine(taskId)} - ${oneLine(task.title)}`,
  });

  const checks = ledger.checkResults;
  const checkNote =
    checks.length > 0
      ? `, checks ${checks.filter((c) => c.passed).length}/${checks.length} passed`
      : '';
  const result: IterationResult = {
    ...resultBase(ctx),
    outcome: 'done',
    commitSha: recorded.sha,
    files,
    phaseStatus: recorded.phaseStatus,
    summary: `${oneLine(taskId)} done: ${oneLine(task.title)} (attempt ${attempt}${checkNote})`,
    learnings,
    ...(testsChanged.length > 0 ? { existingTestsChanged: testsChanged } : {}),
    ...(leftOut.length > 0 ? { leftOut } : {}),
  };
  ctx.observer.iterationEnd?.(result);
  // Nothing ran since the guard but the harness's own commit: every other branch is where the
  // iteration found it, and the work branch is at the new commit.
  const workRef = `refs/heads/${ctx.input.branch}`;
  const branches = new Map(ctx.branchesAtStart).set(workRef, recorded.sha);
  return { result, after: { head: recorded.sha, branches } };
}
