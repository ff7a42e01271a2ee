/** Markdown for $GITHUB_STEP_SUMMARY: the task table, every iteration of this run, and the status. */
import { blockedEgressBlock } from './blocked-egress.js';
import { refusedModelRequestsBlock } from './refused-model-requests.js';
import { spendLine } from './spend.js';
import type { IterationResult } from '../engine/types.js';
import { checksPassed, formatCost, formatDuration, plural, shortSha } from './format.js';
import { codeFence, details, mdCell, mdTable, mdText, safeUrl } from './markdown.js';
import {
  branchLine,
  descriptionBlock,
  gatesLine,
  outcomeText,
  phaseStatusBlock,
  progressBlock,
  runLinkLine,
  stopLine,
  taskTable,
  titleLine,
  totalsLine,
} from './sections.js';
import { acceptanceBlock } from './review.js';
import type { ReportModel } from './types.js';
import { gateNotesBlock } from './gate-notes.js';
import { ciRunsBlock } from './ci-runs.js';
import { tokensPerTaskBlock } from './tokens.js';
import type { CiRunsModel } from './types.js';

/** What the run's final publish got onto GitHub and what it did not. */
export interface PublishingSummary {
  published: string[];
  notPublished: string[];
  /** GitHub's page to open the pull request by hand, when the action could not open it. */
  compareUrl?: string;
  /** The CI workflows started on the pushed head. */
  ci?: CiRunsModel;
}

/** GitHub accepts 1 MiB per step summary; stay clearly below it. */
export const JOB_SUMMARY_MAX_BYTES = 1_000_000;
const OUTPUT_TAIL_LINES = 60;

function iterationsTable(iterations: IterationResult[]): string {
  const rows = iterations.map((r) => [
    String(r.iteration),
    `${mdCell(r.taskId, 60)} ${mdCell(r.taskTitle, 80)}`,
    outcomeText(r),
    r.fixAttempts > 0
      ? `${r.attempt} (+${plural(r.fixAttempts, 'fix', 'fixes')})`
      : String(r.attempt),
    checksPassed(r.checks),
    String(r.numTurns),
    formatCost(r.costUsd),
    formatDuration(r.durationMs),
    shortSha(r.commitSha) ?? '—',
  ]);
  return mdTable(
    ['#', 'Task', 'Outcome', 'Attempt', 'Checks', 'Turns', 'Cost', 'Duration', 'Commit'],
    ['r', 'l', 'l', 'r', 'r', 'r', 'r', 'r', 'l'],
    rows,
  );
}

/** The "Publishing" section: each item a line, what failed first. */
function publishingBlock(publishing: PublishingSummary | undefined): string | undefined {
  if (!publishing) return undefined;
  const lines = [
    ...publishing.notPublished.map((item) => `- ✗ Not published: ${mdCell(item, 1000)}`),
    ...publishing.published.map((item) => `- ✓ ${mdCell(item, 300)}`),
  ];
  const link = safeUrl(publishing.compareUrl);
  if (link) lines.push('', `[Open the pull request by hand](${link})`);
  return lines.length > 0 ? `### Publishing\n\n${lines.join('\n')}` : undefined;
}

/** Output of the failed checks of the last iteration, folded. */
function failedChecksBlock(last: IterationResult | undefined): string | undefined {
  const failed = last?.checks.filter((c) => !c.passed) ?? [];
  if (failed.length === 0) return undefined;
  return failed
    .map((c) => {
      const tail = c.outputTail.split('\n').slice(-OUTPUT_TAIL_LINES).join('\n');
      return details(
        `Output of failed check ${mdText(c.name)}`,
        codeFence(tail || '(no output)', 'text'),
      );
    })
    .join('\n\n');
}

function compose(
  model: ReportModel,
  showDone: boolean,
  rowLimit: number,
  withOutput: boolean,
  publishing: PublishingSummary | undefined,
): string {
  const shown = model.tasks.filter((t) => showDone || t.status !== 'done').slice(0, rowLimit);
  const hidden = model.tasks.length - shown.length;
  const last = model.iterations.at(-1);
  const blocks: (string | undefined)[] = [
    titleLine(model),
    descriptionBlock(model),
    branchLine(model),
    progressBlock(model),
    gatesLine(model),
    stopLine(model),
    publishingBlock(publishing),
    ciRunsBlock(publishing?.ci ?? model.ci),
    '### Tasks',
    shown.length > 0 ? taskTable(model, shown) : undefined,
    hidden > 0 ? `_${plural(hidden, 'task')} not shown to keep the summary small._` : undefined,
    '### Iterations of this run',
    model.iterations.length > 0 ? iterationsTable(model.iterations) : '_No iterations ran._',
    acceptanceBlock(model.iterations, model.repoUrl),
    withOutput ? failedChecksBlock(last) : undefined,
    gateNotesBlock(model.iterations),
    blockedEgressBlock(model.blockedEgress),
    refusedModelRequestsBlock(model.refusedModelRequests),
    model.lastPhaseStatus ? phaseStatusBlock(model.lastPhaseStatus) : undefined,
    tokensPerTaskBlock(model, shown),
    totalsLine(model),
    spendLine(model),
    runLinkLine(model),
  ];
  return blocks.filter((b): b is string => b !== undefined).join('\n\n') + '\n';
}

export function renderJobSummary(model: ReportModel, publishing?: PublishingSummary): string {
  const fits = (text: string): boolean => Buffer.byteLength(text, 'utf8') <= JOB_SUMMARY_MAX_BYTES;
  const all = model.tasks.length;
  for (const [showDone, withOutput] of [
    [true, true],
    [true, false],
    [false, false],
  ] as const) {
    const text = compose(model, showDone, all, withOutput, publishing);
    if (fits(text)) return text;
  }
  let lo = 0;
  let hi = all;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (fits(compose(model, false, mid, false, publishing))) lo = mid;
    else hi = mid - 1;
  }
  return compose(model, false, lo, false, publishing);
}
