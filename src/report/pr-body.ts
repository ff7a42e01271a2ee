/**
 * The body of the loop's pull request. GitHub refuses bodies over 65,536 characters, so a large
 * task list sheds detail in stages (never by cutting text mid-markup):
 *   0 everything · 1 done rows hidden · 2 no description, no per-check table ·
 *   (the reviewer's verdicts go with stage 3) ·
 *   3 only the most relevant non-done rows that fit · 4 progress, status block and link ·
 *   5 progress and link.
 */
import { blockedEgressBlock } from './blocked-egress.js';
import { refusedModelRequestsBlock } from './refused-model-requests.js';
import { spendLine } from './spend.js';
import type { TaskStatus } from '../prd/schema.js';
import { plural } from './format.js';
import { mdCell } from './markdown.js';
import {
  branchLine,
  descriptionBlock,
  gatesLine,
  lastIterationBlock,
  phaseStatusBlock,
  progressBlock,
  runLinkLine,
  stopLine,
  taskTable,
  titleLine,
  totalsLine,
} from './sections.js';
import { gateNotesBlock } from './gate-notes.js';
import { acceptanceBlock } from './review.js';
import { ciRunsBlock } from './ci-runs.js';
import { tokensPerTaskBlock } from './tokens.js';
import type { ReportModel } from './types.js';

/** First line of every body the action writes; finds the PR to update and marks it as ours. */
export const PR_BODY_MARKER = '<!-- ralph-action:pr-body -->';
export const PR_BODY_MAX_LENGTH = 65536;

export type PrBodyStage = 0 | 1 | 2 | 3 | 4 | 5;

export interface PrBodyOptions {
  maxLength?: number;
}

/** Which non-done tasks to keep when only some fit: work in flight and problems first. */
const KEEP_ORDER: Record<TaskStatus, number> = {
  in_progress: 0,
  blocked: 1,
  pending: 2,
  skipped: 3,
  done: 4,
};

/** The agent ran as the action's own user although isolation was asked for: said first. */
function isolationWarningBlock(warning: string): string {
  return `> [!WARNING]\n> ${mdCell(warning, 600)}`;
}

function tasksSection(model: ReportModel, stage: PrBodyStage, rowLimit: number): string {
  const heading = '### Tasks';
  if (stage === 0) return `${heading}\n\n${taskTable(model, model.tasks)}`;

  const doneCount = model.tasks.filter((t) => t.status === 'done').length;
  const open = model.tasks.filter((t) => t.status !== 'done');
  let shown = open;
  if (stage >= 3 && rowLimit < open.length) {
    const keep = new Set(
      open
        .map((task, index) => ({ task, index }))
        .sort((a, b) => KEEP_ORDER[a.task.status] - KEEP_ORDER[b.task.status] || a.index - b.index)
        .slice(0, rowLimit)
        .map(({ task }) => task),
    );
    shown = open.filter((t) => keep.has(t));
  }
  const hiddenOpen = open.length - shown.length;
  const notes: string[] = [];
  if (hiddenOpen > 0) notes.push(`… ${plural(hiddenOpen, 'more task')} not shown`);
  if (doneCount > 0) notes.push(`${plural(doneCount, 'done task')} hidden`);
  const parts = [heading];
  if (shown.length > 0) parts.push(taskTable(model, shown));
  if (notes.length > 0) parts.push(`_${notes.join('; ')}._`);
  return parts.join('\n\n');
}

/** Renders the body at one stage; `rowLimit` only matters at stage 3. */
export function composePrBody(model: ReportModel, stage: PrBodyStage, rowLimit = Infinity): string {
  const last = model.iterations.at(-1);
  const full = stage <= 3;
  const blocks: (string | undefined)[] = [
    PR_BODY_MARKER,
    titleLine(model),
    model.isolationWarning ? isolationWarningBlock(model.isolationWarning) : undefined,
    stage <= 1 ? descriptionBlock(model) : undefined,
    full ? branchLine(model) : undefined,
    progressBlock(model),
    full ? gatesLine(model) : undefined,
    full ? stopLine(model) : undefined,
    full ? tasksSection(model, stage, rowLimit) : undefined,
    stage <= 4 ? ciRunsBlock(model.ci) : undefined,
    stage <= 2 ? acceptanceBlock(model.iterations, model.repoUrl) : undefined,
    stage <= 4 && model.lastPhaseStatus ? phaseStatusBlock(model.lastPhaseStatus) : undefined,
    full && last ? lastIterationBlock(last, stage <= 1) : undefined,
    stage <= 2 ? gateNotesBlock(model.iterations) : undefined,
    stage <= 3 ? blockedEgressBlock(model.blockedEgress) : undefined,
    stage <= 2 ? tokensPerTaskBlock(model) : undefined,
    stage <= 3 ? refusedModelRequestsBlock(model.refusedModelRequests) : undefined,
    full ? totalsLine(model) : undefined,
    full ? spendLine(model) : undefined,
    runLinkLine(model),
  ];
  return blocks.filter((b): b is string => b !== undefined).join('\n\n') + '\n';
}

/** The PR body, at the most detailed stage that fits in `maxLength` characters. */
export function renderPrBody(model: ReportModel, opts: PrBodyOptions = {}): string {
  return renderPrBodyWithStage(model, opts).body;
}

/** Like renderPrBody, and tells which stage was used (for logs and tests). */
export function renderPrBodyWithStage(
  model: ReportModel,
  opts: PrBodyOptions = {},
): { body: string; stage: PrBodyStage } {
  const maxLength = opts.maxLength ?? PR_BODY_MAX_LENGTH;
  const fits = (body: string): boolean => body.length <= maxLength;

  for (const stage of [0, 1, 2] as const) {
    const body = composePrBody(model, stage);
    if (fits(body)) return { body, stage };
  }

  // Stage 3: the largest number of open rows that fits (length grows with the row count).
  const openCount = model.tasks.filter((t) => t.status !== 'done').length;
  if (fits(composePrBody(model, 3, 0))) {
    let lo = 0;
    let hi = openCount;
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if (fits(composePrBody(model, 3, mid))) lo = mid;
      else hi = mid - 1;
    }
    return { body: composePrBody(model, 3, lo), stage: 3 };
  }

  const minimal = composePrBody(model, 4);
  if (fits(minimal)) return { body: minimal, stage: 4 };
  // Below this nothing more can go: the title is capped and the rest is a few fixed lines.
  return { body: composePrBody(model, 5), stage: 5 };
}
