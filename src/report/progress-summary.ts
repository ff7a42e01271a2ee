/**
 * The job summary while a run works: the task and phase of the iteration under way, and each
 * iteration the run has finished. The run's summary (job-summary.ts) replaces it at the end.
 */
import type { IterationResult } from '../engine/types.js';
import { renderIterationLine } from './iteration-line.js';
import { codeSpan, mdCell, mdParagraph, safeUrl } from './markdown.js';

export interface ProgressSummary {
  /** The work branch, when known. */
  branch?: string;
  iteration: number;
  of: number;
  taskId: string;
  taskTitle: string;
  /** The phase as the pending status says it: `t3: agent (4 min, $0.42)`. */
  phase: string;
  /** The iterations of this run that ended. */
  finished: IterationResult[];
  /** When this was written. */
  at: Date;
  runUrl?: string;
}

function clock(at: Date): string {
  return `${at.toISOString().slice(11, 16)} UTC`;
}

export function renderProgressSummary(progress: ProgressSummary): string {
  const where = progress.branch ? ` on ${codeSpan(progress.branch, 200)}` : '';
  const run = safeUrl(progress.runUrl);
  const blocks = [
    `## Ralph is working${where}`,
    `**Iteration ${progress.iteration} of ${progress.of}:** ${codeSpan(progress.taskId, 60)} ${mdCell(progress.taskTitle, 120)}`,
    `**Now:** ${mdCell(progress.phase, 200)}`,
    ...(progress.finished.length > 0
      ? [
          '### Iterations of this run so far',
          progress.finished.map((r) => `- ${mdCell(renderIterationLine(r), 400)}`).join('\n'),
        ]
      : []),
    `_As of ${clock(progress.at)}; the run's summary replaces this when it ends._${run ? ` [Workflow run](${run})` : ''}`,
  ];
  return `${blocks.join('\n\n')}\n`;
}

/** In place of the progress when the run ends without its summary (no task list to render). */
export function renderStoppedSummary(message: string): string {
  return `## Ralph stopped\n\n${mdParagraph(message, 2000)}\n`;
}
