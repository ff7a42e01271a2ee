/** Markdown sections shared by the PR body and the job summary. Each returns a complete block. */
import type { PhaseStatus } from '../agent/phase-status-types.js';
import type { IterationResult } from '../engine/types.js';
import type { TokenUsage } from '../model-proxy/usage.js';
import { idKey, taskPriority, type Task } from '../prd/schema.js';
import {
  OUTCOME_ICONS,
  STATUS_ICONS,
  checksPassed,
  countsLine,
  formatCost,
  formatDuration,
  plural,
  progressBar,
  shortSha,
} from './format.js';
import {
  codeFence,
  details,
  mdCell,
  mdParagraph,
  mdTable,
  mdText,
  safeUrl,
  truncate,
} from './markdown.js';
import { serializePhaseStatus } from '../agent/phase-status.js';
import type { ReportModel } from './types.js';

const TITLE_MAX = 200;
const DESCRIPTION_MAX = 2000;

export function titleLine(model: ReportModel): string {
  return `## Ralph: ${mdText(truncate(model.project.title.replace(/\s+/g, ' ').trim(), TITLE_MAX))}`;
}

export function descriptionBlock(model: ReportModel): string | undefined {
  const text = model.project.description?.trim();
  return text ? mdParagraph(text, DESCRIPTION_MAX) : undefined;
}

export function branchLine(model: ReportModel): string {
  const base = model.baseBranch ? ` → ${mdText(model.baseBranch)}` : '';
  return `Branch: ${mdText(model.branch)}${base}`;
}

/** Progress bar and the §9 counts, two lines. */
export function progressBlock(model: ReportModel): string {
  const { counts } = model;
  return [
    `**Progress:** ${progressBar(model.progressPercent)} · ${counts.done} of ${plural(counts.total, 'task')} done`,
    `**Tasks:** ${counts.total} total · ${countsLine(counts)}`,
  ].join('  \n');
}

export function gatesLine(model: ReportModel): string {
  const mark = (ok: boolean): string => (ok ? '✅' : '❌');
  const parts = [
    `Gate 1 (objective): ${mark(model.gate1)}`,
    `Gate 2 (exit signal): ${mark(model.gate2)}`,
    `Circuit breaker: ${model.breakerState}`,
  ];
  if (model.nextTaskId !== undefined && !model.complete)
    parts.push(`Next: ${mdText(model.nextTaskId)}`);
  return parts.join(' · ');
}

export function stopLine(model: ReportModel): string | undefined {
  if (!model.stopReason && !model.message) return undefined;
  const reason = model.stopReason ? `**Stopped:** ${model.stopReason}` : '**Note:**';
  const message = model.message ? ` — ${mdCell(model.message, 500)}` : '';
  return `> ${reason}${message}`;
}

export function taskRow(model: ReportModel, task: Task): string[] {
  const stats = model.taskStats[idKey(task.id)];
  const deps = task.depends_on?.length ? task.depends_on.map(idKey).join(', ') : '—';
  return [
    STATUS_ICONS[task.status],
    mdCell(idKey(task.id), 60),
    mdCell(task.title),
    taskPriority(task),
    mdCell(deps, 120),
    String(stats?.attempts ?? 0),
    taskCostText(model, task),
  ];
}

/** A task's spend over all its attempts, against its cost cap when it has one (`$0.30 of $0.25`). */
export function taskCostText(model: ReportModel, task: Task): string {
  const cost = formatCost(model.taskStats[idKey(task.id)]?.costUsd ?? 0);
  const cap = task.max_cost_usd ?? model.taskCostCapUsd;
  return cap === undefined ? cost : `${cost} of ${formatCost(cap)}`;
}

export function taskTable(model: ReportModel, tasks: Task[]): string {
  return mdTable(
    ['Status', 'ID', 'Title', 'Priority', 'Depends on', 'Attempts', 'Cost'],
    ['l', 'l', 'l', 'l', 'l', 'r', 'r'],
    tasks.map((t) => taskRow(model, t)),
  );
}

export function phaseStatusBlock(status: PhaseStatus): string {
  return details('Latest phase status', codeFence(serializePhaseStatus(status), 'text'));
}

/** `✓ done` plus, for a failed run, how the agent ended. */
export function outcomeText(result: IterationResult): string {
  if (result.outcome !== 'done' && result.agentStoppedForMemory)
    return `${OUTCOME_ICONS[result.outcome]} ${result.outcome} (agent stopped for memory)`;
  const agent =
    result.outcome !== 'done' &&
    result.agentOutcome &&
    result.agentOutcome !== 'completed' &&
    result.agentOutcome !== result.outcome
      ? ` (${result.agentOutcome})`
      : '';
  return `${OUTCOME_ICONS[result.outcome]} ${result.outcome}${agent}`;
}

/** The last iteration: one summary line, and the checks as a table when `withChecks`. */
export function lastIterationBlock(result: IterationResult, withChecks: boolean): string {
  const sha = shortSha(result.commitSha);
  const facts = [
    `task ${mdCell(result.taskId, 60)} ${mdCell(result.taskTitle)}`,
    outcomeText(result),
    `attempt ${result.attempt}`,
    `checks ${checksPassed(result.checks)}`,
    sha ? `commit ${sha}` : 'no commit',
    formatCost(result.costUsd),
    plural(result.numTurns, 'turn'),
    formatDuration(result.durationMs),
  ];
  const lines = [`### Last iteration (#${result.iteration})`, '', facts.join(' · ')];
  const review = reviewNotes(result);
  if (review.length > 0) lines.push('', ...review.map((note) => `> ⚠️ ${note}`));
  if (withChecks && result.checks.length > 0) {
    const rows = result.checks.map((c) => [
      mdCell(c.name, 80),
      c.passed
        ? '✅ passed'
        : c.stoppedForMemory
          ? '❌ stopped for memory'
          : c.timedOut
            ? '❌ timed out'
            : '❌ failed',
      c.required ? 'yes' : 'no',
      formatDuration(c.durationMs),
    ]);
    lines.push(
      '',
      mdTable(['Check', 'Result', 'Required', 'Duration'], ['l', 'l', 'l', 'r'], rows),
    );
  }
  return lines.join('\n');
}

/** What a reviewer should look at: the harness caught or noticed something about the agent's work. */
export function reviewNotes(result: IterationResult): string[] {
  const notes: string[] = [];
  if (result.checksTampered) {
    notes.push(
      'The agent edited the RALPH:CHECKS block; the checks of the starting commit were run and the block was restored.',
    );
  }
  if (result.restoredFiles.length > 0) {
    notes.push(
      `The agent changed harness-owned files, which were restored: ${result.restoredFiles.map((f) => mdText(f)).join(', ')}.`,
    );
  }
  const removed = result.removedFiles ?? [];
  if (removed.length > 0) {
    notes.push(
      `The agent left entries git must not meet (nested repositories, FIFOs, sockets), which were removed: ${removed.map((f) => mdText(f)).join(', ')}.`,
    );
  }
  const tests = result.existingTestsChanged ?? [];
  if (tests.length > 0) {
    const shown = tests.slice(0, 10).map((f) => `\`${mdCell(f, 120).replace(/`/g, '')}\``);
    const more = tests.length > shown.length ? ` and ${tests.length - shown.length} more` : '';
    notes.push(`Existing tests changed by this task (review them): ${shown.join(', ')}${more}.`);
  }
  const leftOut = result.leftOut ?? [];
  if (leftOut.length > 0) {
    const shown = leftOut
      .slice(0, 10)
      .map((f) => `\`${mdCell(f.path, 120).replace(/`/g, '')}\` (${mdText(f.why)})`);
    const more = leftOut.length > shown.length ? ` and ${leftOut.length - shown.length} more` : '';
    notes.push(
      `Not committed: files the agent left that are build output or too large: ${shown.join(', ')}${more}.`,
    );
  }
  return notes;
}

export function totalsLine(model: ReportModel): string {
  const t = model.totals;
  const line = `**Totals:** ${plural(t.iterations, 'iteration')} · ${plural(t.numTurns, 'turn')} · ${formatCost(t.costUsd)}`;
  return t.tokens ? `${line}\n\n${tokensLine(t.tokens)}` : line;
}

/** This run's tokens, as the model proxy counted them. */
export function tokensLine(tokens: TokenUsage): string {
  const n = (count: number): string => count.toLocaleString('en-US');
  return `**Tokens this run:** ${n(tokens.inputTokens)} input · ${n(tokens.outputTokens)} output · ${n(tokens.cacheReadTokens)} cache read · ${n(tokens.cacheWriteTokens)} cache write`;
}

export function runLinkLine(model: ReportModel): string | undefined {
  const url = safeUrl(model.runUrl);
  return url ? `[View the workflow run](${url})` : undefined;
}
