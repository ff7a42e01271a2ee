/**
 * One iteration: one task, one fresh agent, the quality gate (with the fix loop), and then
 * exactly one commit: the verified work (`feat:`) or the record of a failed attempt (`chore:`).
 * Interruptions commit nothing and leave the tree as it was.
 */
import { SECRET_ENV_NAMES } from '../agent/redact.js';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { appendPhaseStatusLog } from '../agent/phase-status.js';
import type { AgentResult, AgentRunOptions } from '../agent/types.js';
import { checksBlockChanged, failingRequired, gatePassed, runChecks } from '../checks/index.js';
import type { CheckDefinition, CheckResult } from '../checks/types.js';
import type { FileChanges } from '../git/types.js';
import { PrdDocument } from '../prd/document.js';
import type { LoadedPrd } from '../prd/load.js';
import { savePrdDocument } from '../prd/save.js';
import { progressPercent } from '../prd/select.js';
import { idKey, type Prd, type Task } from '../prd/schema.js';
import {
  assemblePrompt,
  buildMcpConfig,
  gatherPromptInput,
  renderFixPrompt,
} from '../prompt/index.js';
import { attemptDir, defaultArtifactsDir, saveFailedAttempt, transcriptPath } from './attempts.js';
import { recordIteration } from './breaker.js';
import { readIfExists, sha256, writeAtomic } from './files.js';
import { agentExitSignal, evaluateGates, type GateResult } from './gate.js';
import { buildHarnessStatus } from './harness-status.js';
import {
  PROGRESS_PATH,
  extractLearnings,
  formatProgressBlock,
  readProgressHead,
  recordProgress,
  syncPatterns,
} from './memory.js';
import { writeMcpConfigFor } from './mcp.js';
import {
  PHASE_STATUS_LOG_PATH,
  harnessOwnedPaths,
  restoreChecksFile,
  restoreFiles,
} from './protect.js';
import { saveState, taskState, type EngineState } from './state.js';
import type { EngineDeps, EngineSettings, IterationResult } from './types.js';

export interface IterationInput {
  settings: EngineSettings;
  deps: EngineDeps;
  /** Mutated: iteration counter, breaker, attempts. Saved and committed on a counted outcome. */
  state: EngineState;
  /** 1-based number within this run, and the run's limit (for "Iteration 3 of 10"). */
  index: number;
  of: number;
  loaded: LoadedPrd;
  /** The validated task list (loaded.prd, known to be defined). */
  prd: Prd;
  task: Task;
  startSha: string;
  checks: CheckDefinition[];
  /** The file whose RALPH:CHECKS block defines the checks. */
  checksFile?: string;
  /** deps.signal combined with the run's wall-clock cap. */
  signal: AbortSignal;
  now: () => Date;
}

/** Why a loop must stop after this iteration, besides its normal course. */
export type IterationStop = 'transient_failure' | 'cannot_complete' | 'usage_limit' | 'interrupted';

export interface IterationRun {
  result: IterationResult;
  stop?: IterationStop;
}

const NO_FILES: FileChanges = { created: [], modified: [], deleted: [] };

/**
 * A short excerpt of a failing check's output for the task comment: from the first line that
 * looks like the failure (test runners print summaries last), else the last lines.
 */
export function failureExcerpt(output: string, count = 12, maxChars = 1200): string {
  const lines = output.split('\n').map((l) => l.trimEnd());
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  const first = lines.findIndex(
    (l) => /\bnot ok\b|error|fail(ed|ure)?\b|✖|✗|assert/i.test(l) && !/^#\s/.test(l),
  );
  const picked = first >= 0 ? lines.slice(first, first + count) : lines.slice(-count);
  const text = picked.join('\n');
  return text.length > maxChars ? `${text.slice(0, maxChars)}...` : text;
}

function describeAgentFailure(result: AgentResult): string {
  const labels: Record<string, string> = {
    max_turns: 'the agent hit the turn limit',
    timeout: 'the agent ran out of time',
    idle: 'the agent stopped producing output',
    crashed: 'the agent crashed',
    cannot_complete: 'the agent said it cannot complete the task',
  };
  return labels[result.outcome] ?? `the agent ended with ${result.outcome}`;
}

async function resetTree(input: IterationInput): Promise<void> {
  const { git } = input.deps;
  await git.resetHard(input.startSha);
  await git.clean();
}

function cloneWithStatus(prd: Prd, task: Task): { prd: Prd; task: Task } {
  const running: Task = { ...task, status: 'in_progress' };
  return {
    prd: { ...prd, tasks: prd.tasks.map((t) => (t === task ? running : t)) },
    task: running,
  };
}

/** Runs the task and settles its outcome. Never throws for agent or check failures. */
export async function runIteration(input: IterationInput): Promise<IterationRun> {
  const { settings, deps, task, state } = input;
  const { git } = deps;
  const observer = deps.observer ?? {};
  const repoDir = settings.repoDir;
  const taskId = idKey(task.id);
  const attempt = taskState(state, taskId).attempts + 1;
  const iterationNumber = state.iteration + 1; // cumulative across runs
  const artifacts = settings.artifactsDir ?? defaultArtifactsDir(repoDir);
  const started = Date.now();
  observer.iterationStart?.(input.index, input.of, task);

  // Prompt: the task is in progress for the agent's eyes only (status is written on the outcome).
  const running = cloneWithStatus(input.prd, task);
  const progressText = await readProgressHead(join(repoDir, PROGRESS_PATH));
  const promptInput = await gatherPromptInput({
    repoDir,
    prd: running.prd,
    task: running.task,
    disciplines: input.loaded.disciplines,
    features: input.loaded.features,
    checks: input.checks,
    progressText,
  });
  const assembled = assemblePrompt(promptInput);
  for (const warning of assembled.warnings) observer.warning?.(warning);
  const mcpConfigPath = await writeMcpConfigFor(
    buildMcpConfig(promptInput.discipline),
    attemptDir(artifacts, taskId, attempt),
  );

  const runs: AgentResult[] = [];
  const restored = new Set<string>();
  let checksTampered = false;
  let checkResults: CheckResult[] = [];
  let fixAttempts = 0;
  const ownedPaths = harnessOwnedPaths(settings.prdPath);

  const runAgent = async (
    prompt: string,
    resumeSessionId: string | undefined,
  ): Promise<AgentResult> => {
    observer.agentStart?.(task, attempt, resumeSessionId !== undefined);
    const options: AgentRunOptions = {
      claudePath: settings.claudePath,
      cwd: repoDir,
      prompt,
      maxTurns: task.estimated_turns ?? settings.maxTurns,
      model: settings.model,
      mcpConfigPath,
      appendSystemPrompt: assembled.appendSystemPrompt,
      allowedTools: settings.allowedTools,
      extraArgs: settings.claudeArgs,
      resumeSessionId,
      timeoutMs: settings.taskTimeoutMs,
      idleTimeoutMs: settings.idleTimeoutMs,
      env: settings.agentEnv,
      transcriptPath: transcriptPath(artifacts, taskId, attempt, runs.length),
      onText: (text) => observer.agentText?.(text),
      onEvent: (event) => observer.agentEvent?.(event),
      signal: input.signal,
      apiRetryDelayMs: settings.apiRetryDelayMs,
    };
    const result = await deps.agent.run(options);
    runs.push(result);
    observer.agentEnd?.(result);
    for (const path of await restoreFiles(git, input.startSha, ownedPaths)) restored.add(path);
    return result;
  };

  let agentResult = await runAgent(assembled.prompt, undefined);
  let failure: string | undefined;
  let failureKey: string | undefined;

  for (;;) {
    if (input.signal.aborted || agentResult.outcome === 'interrupted')
      return interrupted('interrupted');
    if (agentResult.outcome === 'usage_limit') return interrupted('usage_limit');
    if (agentResult.outcome === 'api_error') return interrupted('transient_failure');
    if (agentResult.outcome !== 'completed') {
      failure = `${describeAgentFailure(agentResult)}: ${agentResult.summary}`;
      failureKey = `agent ${agentResult.outcome}`;
      break;
    }
    if (await checksBlockChanged(git, input.startSha)) {
      checksTampered = true;
      for (const file of ['CLAUDE.md', 'AGENTS.md']) {
        if (await restoreChecksFile(git, input.startSha, file))
          restored.add(`${file} (RALPH:CHECKS block)`);
      }
    }
    checkResults = await runChecks(input.checks, {
      cwd: repoDir,
      env: checksEnvironment(settings.agentEnv),
      signal: input.signal,
      onStart: (check) => observer.checkStart?.(check),
      onResult: (result) => observer.checkResult?.(result),
    });
    if (input.signal.aborted) return interrupted('interrupted');
    if (gatePassed(checkResults)) break;
    const failing = failingRequired(checkResults);
    const first = failing[0]!;
    failure = `check '${first.name}' failing (${first.timedOut ? 'timed out' : `exit ${first.exitCode}`})\n${failureExcerpt(first.outputTail)}`;
    failureKey = `check ${first.name}`;
    if (fixAttempts >= settings.maxFixAttempts) break;
    fixAttempts += 1;
    observer.info?.(
      `Checks failed; fix attempt ${fixAttempts} of ${settings.maxFixAttempts} (resuming the agent's session)`,
    );
    const fixPrompt = renderFixPrompt(failing, fixAttempts, settings.maxFixAttempts);
    agentResult = await runAgent(
      agentResult.sessionId ? fixPrompt : `${assembled.prompt}\n\n${fixPrompt}`,
      agentResult.sessionId,
    );
    failure = undefined;
    failureKey = undefined;
  }

  if (restored.size > 0) {
    observer.warning?.(
      `The agent changed harness-owned files; restored: ${[...restored].join(', ')}`,
    );
  }
  if (checksTampered) {
    observer.warning?.(
      'The agent edited the RALPH:CHECKS block; the checks of the starting commit were used and the block was restored',
    );
  }

  return failure === undefined ? succeed() : fail(failure, failureKey!);

  // ---- outcomes ----

  function costOf(): number {
    return runs.reduce((sum, r) => sum + (r.totalCostUsd || 0), 0);
  }
  function turnsOf(): number {
    return runs.reduce((sum, r) => sum + (r.numTurns || 0), 0);
  }
  function base(): Omit<IterationResult, 'outcome' | 'phaseStatus' | 'summary'> {
    const last = runs[runs.length - 1];
    return {
      iteration: iterationNumber,
      taskId,
      taskTitle: task.title,
      agentOutcome: last?.outcome,
      attempt,
      fixAttempts,
      checks: checkResults,
      costUsd: costOf(),
      numTurns: turnsOf(),
      durationMs: Date.now() - started,
      files: NO_FILES,
      restoredFiles: [...restored],
      checksTampered,
      agentPhaseStatus: last?.phaseStatus,
    };
  }

  async function interrupted(stop: IterationStop): Promise<IterationRun> {
    await resetTree(input);
    const last = runs[runs.length - 1];
    const why =
      stop === 'transient_failure'
        ? `API error after a retry: ${last?.summary ?? ''}`
        : stop === 'usage_limit'
          ? `usage limit reached: ${last?.summary ?? ''}`
          : 'interrupted';
    const prd = input.prd;
    const phaseStatus = buildHarnessStatus({
      timestamp: input.now().toISOString(),
      iteration: iterationNumber,
      progressPercent: progressPercent(prd),
      files: NO_FILES,
      checks: checkResults,
      breaker: state.breaker,
      gates: { gate1: false, gate2: false, canExit: false },
      outcome: 'interrupted',
      taskId,
      taskBlocked: false,
      failure: why,
    });
    const result: IterationResult = {
      ...base(),
      outcome: 'interrupted',
      phaseStatus,
      summary: `${taskId} ${why.trim()}; the tree was reset and the task stays pending`,
    };
    observer.iterationEnd?.(result);
    return { result, stop };
  }

  async function record(args: {
    doc: PrdDocument;
    progressBlock: string;
    patterns: string[];
    taskDone: boolean;
    failureKey?: string;
    failure?: string;
    taskBlocked: boolean;
    files: FileChanges;
    exitSignal: boolean;
    checksPassed: boolean;
    message: string;
  }): Promise<{ sha: string; gates: GateResult; phaseStatus: IterationResult['phaseStatus'] }> {
    const prdAbs = join(repoDir, settings.prdPath);
    await savePrdDocument(args.doc, prdAbs);
    const prdText = args.doc.toString();
    const prdAfter = args.doc; // edited in place: no second parse
    await recordProgress(join(repoDir, PROGRESS_PATH), args.patterns, args.progressBlock);

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
    if (args.taskDone) state.lastExitSignal = args.exitSignal;
    const entry = taskState(state, taskId);
    entry.costUsd += costOf();
    state.totalCostUsd += costOf();

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
      taskId,
      taskBlocked: args.taskBlocked,
      failure: args.failure?.split('\n')[0],
      agentStatus: runs[runs.length - 1]?.phaseStatus,
    });
    await appendPhaseStatusLog(join(repoDir, PHASE_STATUS_LOG_PATH), phaseStatus);
    state.prdSha256 = sha256(prdText);
    await saveState(repoDir, state);
    await git.addAll();
    const sha = await git.commit(args.message);
    return { sha, gates, phaseStatus };
  }

  async function succeed(): Promise<IterationRun> {
    const head = await git.revParse('HEAD');
    if (head !== input.startSha) await git.resetSoft(input.startSha); // fold the agent's own commits
    const changed = await git.changedFiles(input.startSha);
    const owned = new Set(ownedPaths);
    const files: FileChanges = {
      created: changed.created.filter((f) => !owned.has(f)),
      modified: changed.modified.filter((f) => !owned.has(f)),
      deleted: changed.deleted.filter((f) => !owned.has(f)),
    };

    const testsChanged = [...files.modified, ...files.deleted].filter(isTestFile).sort();
    if (testsChanged.length > 0) {
      observer.warning?.(
        `${taskId} changes existing tests: ${testsChanged.join(', ')} (shown in the pull request for review)`,
      );
    }

    // CLAUDE.md and AGENTS.md keep the same Codebase Patterns (FR-MEM-04/05).
    const sync = syncPatterns({
      claudeBefore: await git.showFile(input.startSha, 'CLAUDE.md'),
      claudeAfter: await readIfExists(join(repoDir, 'CLAUDE.md')),
      agentsBefore: await git.showFile(input.startSha, 'AGENTS.md'),
      agentsAfter: await readIfExists(join(repoDir, 'AGENTS.md')),
    });
    if (sync.claudeMd !== undefined) await writeAtomic(join(repoDir, 'CLAUDE.md'), sync.claudeMd);
    if (sync.agentsMd !== undefined) await writeAtomic(join(repoDir, 'AGENTS.md'), sync.agentsMd);
    if (sync.changed.length > 0)
      observer.info?.(`Codebase Patterns synced into ${sync.changed.join(' and ')}`);

    const last = runs[runs.length - 1]!;
    const learnings = extractLearnings(last.finalText || last.assistantText);
    const now = input.now();
    const doc = PrdDocument.parse(
      await readFile(join(repoDir, settings.prdPath), 'utf8'),
      settings.prdPath,
    );
    if (doc.getTaskStatus(task.id) === 'pending')
      doc.setTaskStatus(task.id, 'in_progress', { now });
    doc.setTaskStatus(task.id, 'done', { now });
    const block = formatProgressBlock({
      timestamp: now.toISOString(),
      taskId,
      title: task.title,
      outcome: `done (attempt ${attempt}${fixAttempts > 0 ? `, ${fixAttempts} fix attempt${fixAttempts > 1 ? 's' : ''}` : ''})`,
      runUrl: settings.runUrl,
      files,
      learnings,
    });
    const exitSignal = agentExitSignal(last);
    const recorded = await record({
      doc,
      progressBlock: block,
      patterns: sync.added,
      taskDone: true,
      taskBlocked: false,
      files,
      exitSignal,
      checksPassed: true,
      message: `feat: ${taskId} - ${task.title}`,
    });
    const checkNote =
      checkResults.length > 0
        ? `, checks ${checkResults.filter((c) => c.passed).length}/${checkResults.length} passed`
        : '';
    const result: IterationResult = {
      ...base(),
      outcome: 'done',
      commitSha: recorded.sha,
      files,
      phaseStatus: recorded.phaseStatus,
      summary: `${taskId} done: ${task.title} (attempt ${attempt}${checkNote})`,
      learnings,
      ...(testsChanged.length > 0 ? { existingTestsChanged: testsChanged } : {}),
    };
    observer.iterationEnd?.(result);
    return { result };
  }

  async function fail(reason: string, key: string): Promise<IterationRun> {
    const diff = await git.diffAgainst(input.startSha);
    await resetTree(input);
    const summary = `Attempt ${attempt} failed: ${reason}`;
    await saveFailedAttempt(attemptDir(artifacts, taskId, attempt), diff, summary);

    const entry = taskState(state, taskId);
    entry.attempts = attempt;
    entry.lastFailure = reason.split('\n')[0];
    const blocked = attempt >= settings.maxTaskAttempts;
    const now = input.now();
    const doc = PrdDocument.parse(
      await readFile(join(repoDir, settings.prdPath), 'utf8'),
      settings.prdPath,
    );
    doc.addTaskComment(task.id, {
      author: 'agent',
      body: summary,
      created: now.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    });
    const shortReason = key.startsWith('check ')
      ? `${key.slice(6)} check failing`
      : reason.split('\n')[0]!.split(':')[0]!;
    if (blocked) {
      doc.setTaskStatus(task.id, 'blocked', {
        now,
        blockedBy: `Failed ${attempt} attempt${attempt > 1 ? 's' : ''}: ${shortReason}`,
      });
    }
    const block = formatProgressBlock({
      timestamp: now.toISOString(),
      taskId,
      title: task.title,
      outcome: blocked
        ? `failed, task blocked after ${attempt} attempts`
        : `attempt ${attempt} failed`,
      runUrl: settings.runUrl,
      files: NO_FILES,
      details: [`Reason: ${reason.split('\n')[0]}`],
    });
    const last = runs[runs.length - 1];
    const recorded = await record({
      doc,
      progressBlock: block,
      patterns: [],
      taskDone: false,
      failureKey: key,
      failure: reason,
      taskBlocked: blocked,
      files: NO_FILES,
      exitSignal: false,
      checksPassed: false,
      message: `chore(ralph): ${taskId} attempt ${attempt} failed`,
    });
    const result: IterationResult = {
      ...base(),
      outcome: blocked ? 'blocked' : 'failed',
      commitSha: recorded.sha,
      phaseStatus: recorded.phaseStatus,
      summary: blocked
        ? `${taskId} blocked after ${attempt} failed attempts: ${shortReason}`
        : `${taskId} attempt ${attempt} failed: ${reason.split('\n')[0]}`,
    };
    observer.iterationEnd?.(result);
    return { result, stop: last?.outcome === 'cannot_complete' ? 'cannot_complete' : undefined };
  }
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

/**
 * The checks run code the agent just wrote, so they get none of the credentials: every
 * variable the agent's environment sets or removes, and every known secret, is removed.
 */
export function checksEnvironment(
  agentEnv: Record<string, string | undefined>,
): Record<string, undefined> {
  const env: Record<string, undefined> = {};
  for (const key of [...Object.keys(agentEnv), ...SECRET_ENV_NAMES]) env[key] = undefined;
  for (const key of Object.keys(process.env)) if (key.startsWith('INPUT_')) env[key] = undefined;
  return env;
}

const TEST_FILE_RE =
  /(^|\/)(__tests__|tests?|spec)\/|\.(test|spec)\.[cm]?[jt]sx?$|(^|\/)test_[^/]*\.py$|_test\.(py|go)$|_spec\.rb$/;

/** Whether a path looks like a test file in the common layouts of JS/TS, Python, Go and Ruby. */
export function isTestFile(path: string): boolean {
  return TEST_FILE_RE.test(path);
}
