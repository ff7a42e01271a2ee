/** The closing table the CLI prints after a loop: one row per iteration, aligned, optionally coloured. */
import { blockedEgressLines } from './blocked-egress.js';
import { refusedModelRequestsLines } from './refused-model-requests.js';
import { oneLine } from '../text/one-line.js';
import type { IterationOutcome, IterationResult } from '../engine/types.js';
import {
  OUTCOME_ICONS,
  countsLine,
  formatCost,
  formatDuration,
  plural,
  progressBar,
} from './format.js';
import { stripControl, truncate } from './markdown.js';
import type { ConsoleSummaryInput } from './types.js';

export interface ConsoleSummaryOptions {
  color: boolean;
}

const TASK_WIDTH = 48;

const ANSI = {
  bold: '\x1b[1m',
  dim: '\x1b[2m',
  red: '\x1b[31m',
  green: '\x1b[32m',
  yellow: '\x1b[33m',
  cyan: '\x1b[36m',
  reset: '\x1b[0m',
};

const OUTCOME_COLORS: Record<IterationOutcome, string> = {
  done: ANSI.green,
  failed: ANSI.yellow,
  blocked: ANSI.red,
  interrupted: ANSI.cyan,
  not_attempted: ANSI.red,
  dry_run: ANSI.dim,
};

/** Terminal columns of a string: East Asian wide characters and emoji take two. */
export function displayWidth(text: string): number {
  let width = 0;
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (cp < 0x20 || (cp >= 0x300 && cp <= 0x36f) || cp === 0x200b) continue;
    const wide =
      (cp >= 0x1100 && cp <= 0x115f) ||
      (cp >= 0x2e80 && cp <= 0xa4cf) ||
      (cp >= 0xac00 && cp <= 0xd7a3) ||
      (cp >= 0xf900 && cp <= 0xfaff) ||
      (cp >= 0xfe30 && cp <= 0xfe4f) ||
      (cp >= 0xff00 && cp <= 0xff60) ||
      (cp >= 0xffe0 && cp <= 0xffe6) ||
      (cp >= 0x1f300 && cp <= 0x1faff) ||
      (cp >= 0x20000 && cp <= 0x3fffd);
    width += wide ? 2 : 1;
  }
  return width;
}

function pad(text: string, width: number, align: 'l' | 'r'): string {
  const fill = ' '.repeat(Math.max(0, width - displayWidth(text)));
  return align === 'r' ? fill + text : text + fill;
}

/** Shortens to at most `max` columns. */
function fitWidth(text: string, max: number): string {
  if (displayWidth(text) <= max) return text;
  let out = '';
  for (const ch of text) {
    if (displayWidth(out + ch) > max - 1) break;
    out += ch;
  }
  return out + '…';
}

function taskCell(r: IterationResult): string {
  const title = oneLine(`${r.taskId} ${r.taskTitle}`);
  return fitWidth(title, TASK_WIDTH);
}

export function renderConsoleSummary(
  input: ConsoleSummaryInput,
  opts: ConsoleSummaryOptions,
): string {
  const paint = (code: string, text: string): string =>
    opts.color ? `${code}${text}${ANSI.reset}` : text;
  const header = ['#', 'Task', 'Outcome', 'Attempt', 'Turns', 'Cost', 'Duration'];
  const align: ('l' | 'r')[] = ['r', 'l', 'l', 'r', 'r', 'r', 'r'];
  // Numbered as the run's headers number them ("Iteration 2 of 3"), not across runs.
  const rows = input.iterations.map((r, i) => ({
    outcome: r.outcome,
    cells: [
      String(i + 1),
      taskCell(r),
      `${OUTCOME_ICONS[r.outcome]} ${r.outcome}`,
      String(r.attempt),
      String(r.numTurns),
      formatCost(r.costUsd),
      formatDuration(r.durationMs),
    ],
  }));
  const widths = header.map((h, i) =>
    Math.max(displayWidth(h), ...rows.map((r) => displayWidth(r.cells[i]!))),
  );
  const line = (cells: string[], color?: string): string =>
    cells
      .map((c, i) => {
        const padded = pad(c, widths[i]!, align[i]!);
        return i === 2 && color ? paint(color, padded) : padded;
      })
      .join('  ')
      .trimEnd();

  const out: string[] = [];
  if (rows.length === 0) {
    out.push('No iterations ran.');
  } else {
    out.push(paint(ANSI.bold, line(header)));
    out.push(widths.map((w) => '─'.repeat(w)).join('  '));
    for (const row of rows) out.push(line(row.cells, OUTCOME_COLORS[row.outcome]));
    const turns = input.iterations.reduce((s, r) => s + r.numTurns, 0);
    const cost = input.iterations.reduce((s, r) => s + r.costUsd, 0);
    const ms = input.iterations.reduce((s, r) => s + r.durationMs, 0);
    out.push(
      `${plural(rows.length, 'iteration')} · ${plural(turns, 'turn')} · ${formatCost(cost)} · ${formatDuration(ms)}`,
    );
  }
  for (const r of input.iterations)
    if (r.leftOut && r.leftOut.length > 0)
      out.push(
        `Not committed (${r.taskId}): ${r.leftOut.map((f) => `${stripControl(f.path)} (${f.why})`).join(', ')}`,
      );
  if (input.counts) {
    const progress =
      input.progressPercent !== undefined ? `${progressBar(input.progressPercent)} · ` : '';
    out.push(`${progress}${plural(input.counts.total, 'task')}: ${countsLine(input.counts)}`);
  }
  if (input.stopReason || input.message) {
    const message = input.message ? stripControl(truncate(withoutStopped(input.message), 300)) : '';
    out.push(`Stopped: ${[input.stopReason, message].filter(Boolean).join(' — ')}`);
  }
  out.push(...blockedEgressLines(input.blockedEgress).map(stripControl));
  out.push(...refusedModelRequestsLines(input.refusedModelRequests).map(stripControl));
  return out.join('\n') + '\n';
}

/**
 * The line already starts with "Stopped: <reason>": a message that starts with "Stopped" too
 * ("Stopped: …", "Stopped before task-001: …", "Stopped (stop-on-failure): …") loses that word.
 */
function withoutStopped(message: string): string {
  const rest = message.replace(/^Stopped(?::\s*|\s+)/, '');
  if (rest === message) return message;
  const bracketed = /^\(([^)]*)\):?\s*/.exec(rest);
  return bracketed ? `${bracketed[1]}: ${rest.slice(bracketed[0].length)}` : rest;
}
