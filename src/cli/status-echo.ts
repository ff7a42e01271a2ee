/**
 * The agent's status block (PRP_PHASE_STATUS, or frankbria's RALPH_STATUS) in its streamed text,
 * folded to one console line that says what it reported. The harness reads the block from the
 * agent's result; the console needs only the gist.
 */
import {
  parsePhaseStatusBody,
  parseRalphStatusBody,
  PHASE_STATUS_END,
  PHASE_STATUS_START,
  RALPH_STATUS_END,
  RALPH_STATUS_START,
} from '../agent/phase-status.js';
import type { PhaseStatus, RalphStatus } from '../agent/phase-status-types.js';

const BLOCKS = [
  { start: PHASE_STATUS_START, end: PHASE_STATUS_END, kind: 'PRP_PHASE_STATUS' },
  { start: RALPH_STATUS_START, end: RALPH_STATUS_END, kind: 'RALPH_STATUS' },
] as const;

function phaseLine(s: PhaseStatus): string {
  const parts = [
    `phase ${s.phase}`,
    s.status,
    `tests ${s.tests.passing}/${s.tests.total} passing`,
    `exit signal ${s.exitSignal}`,
  ];
  if (s.blockers.length > 0) parts.push(`blockers: ${s.blockers.join('; ')}`);
  return parts.join(', ');
}

function ralphLine(s: RalphStatus): string {
  const parts = [s.status ?? 'no STATUS'];
  if (s.testsStatus !== undefined) parts.push(`tests ${s.testsStatus}`);
  if (s.tasksCompletedThisLoop !== undefined)
    parts.push(`${s.tasksCompletedThisLoop} done this loop`);
  parts.push(`exit signal ${s.exitSignal}`);
  return parts.join(', ');
}

function summary(kind: (typeof BLOCKS)[number]['kind'], body: string): string {
  try {
    const said =
      kind === 'PRP_PHASE_STATUS'
        ? phaseLine(parsePhaseStatusBody(body))
        : ralphLine(parseRalphStatusBody(body));
    return `Agent's status block: ${said}`;
  } catch (e) {
    return `Agent's status block (${kind}) is not valid: ${(e as Error).message}`;
  }
}

/**
 * A function that takes the agent's text as it streams and returns it with each block folded.
 * A line cut between two chunks is held back while it could belong to a block.
 */
export function createStatusBlockFolder(): (text: string) => string {
  let open: { block: (typeof BLOCKS)[number]; body: string[] } | undefined;
  let carry = '';
  return (chunk) => {
    const text = carry + chunk;
    carry = '';
    const lines = text.split('\n');
    const last = lines.pop()!; // '' when the text ends with a newline
    const out: string[] = [];
    const read = (line: string) => {
      const trimmed = line.trim();
      if (open) {
        if (trimmed === open.block.end) {
          out.push(summary(open.block.kind, open.body.join('\n')));
          open = undefined;
        } else {
          open.body.push(line);
        }
        return;
      }
      const block = BLOCKS.find((b) => trimmed === b.start);
      if (block) open = { block, body: [] };
      else out.push(line);
    };
    lines.forEach(read);
    if (last !== '') {
      const ends = open !== undefined && last.trim() === open.block.end;
      const maybeBlock = open !== undefined || BLOCKS.some((b) => b.start.startsWith(last.trim()));
      if (!ends && maybeBlock) carry = last;
      else read(last);
    }
    if (out.length === 0) return '';
    return out.join('\n') + (text.endsWith('\n') || carry !== '' ? '\n' : '');
  };
}
