/**
 * The PRP_PHASE_STATUS block (spec 003): parser, validator and serializer, plus the
 * ---RALPH_STATUS--- block of frankbria/ralph-claude-code read for compatibility.
 */
import { appendFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import {
  BREAKER_STATES,
  PHASES,
  PHASE_STATUSES,
  type PhaseStatus,
  type RalphStatus,
} from './phase-status-types.js';

export const PHASE_STATUS_START = '---PRP_PHASE_STATUS---';
export const PHASE_STATUS_END = '---END_PRP_PHASE_STATUS---';
export const RALPH_STATUS_START = '---RALPH_STATUS---';
export const RALPH_STATUS_END = '---END_RALPH_STATUS---';

/** A block's raw fields: top-level values, sections of nested values, and lists. */
interface RawBlock {
  fields: Map<string, string>;
  sections: Map<string, Map<string, string>>;
  lists: Map<string, string[]>;
}

export interface ExtractedStatus<T> {
  /** The last valid block of the text, if any. */
  status?: T;
  /** One message per block that was found but rejected, saying where and why. */
  invalid: string[];
}

export class StatusBlockError extends Error {
  override name = 'StatusBlockError';
}

/** Finds complete blocks whose delimiters stand alone on their lines. */
function findBlocks(
  text: string,
  start: string,
  end: string,
): { body: string; line: number; unterminated?: boolean }[] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const blocks: { body: string; line: number; unterminated?: boolean }[] = [];
  let openAt = -1;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line === start) {
      if (openAt !== -1) blocks.push({ body: '', line: openAt + 1, unterminated: true });
      openAt = i;
    } else if (line === end && openAt !== -1) {
      blocks.push({ body: lines.slice(openAt + 1, i).join('\n'), line: openAt + 1 });
      openAt = -1;
    }
  }
  if (openAt !== -1) blocks.push({ body: '', line: openAt + 1, unterminated: true });
  return blocks;
}

function parseRaw(body: string): RawBlock {
  const raw: RawBlock = { fields: new Map(), sections: new Map(), lists: new Map() };
  let section: string | undefined;
  for (const rawLine of body.split('\n')) {
    const line = rawLine.trimEnd();
    if (line === '') continue;
    const item = /^\s+-\s?(.*)$/.exec(line);
    if (item) {
      if (!section) throw new StatusBlockError(`list item outside a section: "${line.trim()}"`);
      const list = raw.lists.get(section) ?? [];
      list.push(item[1]!.trim());
      raw.lists.set(section, list);
      continue;
    }
    const nested = /^\s+([A-Za-z0-9_]+):\s*(.*)$/.exec(line);
    if (nested) {
      if (!section)
        throw new StatusBlockError(`indented field outside a section: "${line.trim()}"`);
      const values = raw.sections.get(section) ?? new Map<string, string>();
      values.set(nested[1]!, nested[2]!);
      raw.sections.set(section, values);
      continue;
    }
    const field = /^([A-Za-z0-9_]+):\s*(.*)$/.exec(line);
    if (!field) throw new StatusBlockError(`not a "KEY: value" line: "${line}"`);
    const [, key, value] = field;
    if (raw.fields.has(key!) || raw.sections.has(key!)) {
      throw new StatusBlockError(`${key} appears twice`);
    }
    if (value === '') {
      section = key!;
      raw.sections.set(section, new Map());
    } else {
      section = undefined;
      raw.fields.set(key!, value!);
    }
  }
  return raw;
}

function requireField(raw: RawBlock, key: string): string {
  const value = raw.fields.get(key);
  if (value === undefined) throw new StatusBlockError(`missing ${key}`);
  return value;
}

function requireNested(raw: RawBlock, section: string, key: string): string {
  const values = raw.sections.get(section);
  if (!values) throw new StatusBlockError(`missing section ${section}`);
  const value = values.get(key);
  if (value === undefined) throw new StatusBlockError(`missing ${section}.${key}`);
  return value;
}

function toInt(name: string, value: string): number {
  if (!/^\d+$/.test(value)) {
    throw new StatusBlockError(`${name} must be an unquoted non-negative integer (got ${value})`);
  }
  return Number(value);
}

function toBool(name: string, value: string): boolean {
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw new StatusBlockError(`${name} must be lowercase true or false (got ${value})`);
}

function toEnum<T extends string>(name: string, value: string, allowed: readonly T[]): T {
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new StatusBlockError(`${name} must be one of ${allowed.join(', ')} (got ${value})`);
}

const ISO_8601 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** Parses and validates the body of one PRP_PHASE_STATUS block (without delimiters). */
export function parsePhaseStatusBody(body: string): PhaseStatus {
  const raw = parseRaw(body);
  const timestamp = requireField(raw, 'TIMESTAMP');
  if (!ISO_8601.test(timestamp) || Number.isNaN(Date.parse(timestamp))) {
    throw new StatusBlockError(`TIMESTAMP must be an ISO-8601 date-time (got ${timestamp})`);
  }
  const int = (section: string, key: string): number =>
    toInt(`${section}.${key}`, requireNested(raw, section, key));
  const bool = (section: string, key: string): boolean =>
    toBool(`${section}.${key}`, requireNested(raw, section, key));

  const status: PhaseStatus = {
    timestamp,
    phase: toEnum('PHASE', requireField(raw, 'PHASE'), PHASES),
    status: toEnum('STATUS', requireField(raw, 'STATUS'), PHASE_STATUSES),
    iteration: toInt('ITERATION', requireField(raw, 'ITERATION')),
    progressPercent: toInt('PROGRESS_PERCENT', requireField(raw, 'PROGRESS_PERCENT')),
    tests: {
      total: int('TESTS', 'TOTAL'),
      passing: int('TESTS', 'PASSING'),
      failing: int('TESTS', 'FAILING'),
      skipped: int('TESTS', 'SKIPPED'),
    },
    files: {
      created: int('FILES', 'CREATED'),
      modified: int('FILES', 'MODIFIED'),
      deleted: int('FILES', 'DELETED'),
    },
    circuitBreaker: {
      state: toEnum(
        'CIRCUIT_BREAKER.STATE',
        requireNested(raw, 'CIRCUIT_BREAKER', 'STATE'),
        BREAKER_STATES,
      ),
      noProgressCount: int('CIRCUIT_BREAKER', 'NO_PROGRESS_COUNT'),
    },
    dualGate: {
      gate1: bool('DUAL_GATE', 'GATE_1'),
      gate2: bool('DUAL_GATE', 'GATE_2'),
      canExit: bool('DUAL_GATE', 'CAN_EXIT'),
    },
    blockers: blockersOf(raw),
    exitSignal: toBool('EXIT_SIGNAL', requireField(raw, 'EXIT_SIGNAL')),
    recommendation: requireField(raw, 'RECOMMENDATION').trim(),
  };
  validatePhaseStatus(status);
  return status;
}

function blockersOf(raw: RawBlock): string[] {
  if (!raw.sections.has('BLOCKERS')) throw new StatusBlockError('missing section BLOCKERS');
  if ((raw.sections.get('BLOCKERS')?.size ?? 0) > 0) {
    throw new StatusBlockError('BLOCKERS must be a list of "- item" lines');
  }
  const items = raw.lists.get('BLOCKERS') ?? [];
  if (items.length === 0) throw new StatusBlockError('BLOCKERS needs at least one item ("- none")');
  return items.filter((item) => item.toLowerCase() !== 'none' && item !== '');
}

/** Checks the invariants of spec 003; throws StatusBlockError naming the broken one. */
export function validatePhaseStatus(status: PhaseStatus): void {
  const { tests, dualGate } = status;
  if (status.iteration < 1) throw new StatusBlockError('ITERATION is 1-based (got 0)');
  if (status.progressPercent > 100) {
    throw new StatusBlockError(`PROGRESS_PERCENT must be 0-100 (got ${status.progressPercent})`);
  }
  const sum = tests.passing + tests.failing + tests.skipped;
  if (sum !== tests.total) {
    throw new StatusBlockError(
      `TESTS: PASSING + FAILING + SKIPPED = ${sum}, but TOTAL is ${tests.total}`,
    );
  }
  if (dualGate.canExit !== (dualGate.gate1 && dualGate.gate2)) {
    throw new StatusBlockError(
      `DUAL_GATE.CAN_EXIT must equal GATE_1 AND GATE_2 (GATE_1 ${dualGate.gate1}, GATE_2 ${dualGate.gate2}, CAN_EXIT ${dualGate.canExit})`,
    );
  }
  if (status.recommendation === '') throw new StatusBlockError('RECOMMENDATION is empty');
}

/** Parses a text holding exactly one block (delimiters included). Throws on anything invalid. */
export function parsePhaseStatus(text: string): PhaseStatus {
  const blocks = findBlocks(text, PHASE_STATUS_START, PHASE_STATUS_END);
  const block = blocks[0];
  if (!block) throw new StatusBlockError(`no ${PHASE_STATUS_START} block found`);
  if (block.unterminated) throw new StatusBlockError(`no ${PHASE_STATUS_END} line`);
  return parsePhaseStatusBody(block.body);
}

function oneLine(text: string): string {
  return text.replace(/\s*[\r\n]+\s*/g, ' ').trim();
}

/** The block in the exact layout of spec 003's examples (no trailing newline). */
export function serializePhaseStatus(status: PhaseStatus): string {
  const blockers = status.blockers.map(oneLine).filter((item) => item !== '');
  return [
    PHASE_STATUS_START,
    `TIMESTAMP: ${status.timestamp}`,
    `PHASE: ${status.phase}`,
    `STATUS: ${status.status}`,
    `ITERATION: ${status.iteration}`,
    `PROGRESS_PERCENT: ${status.progressPercent}`,
    '',
    'TESTS:',
    `  TOTAL: ${status.tests.total}`,
    `  PASSING: ${status.tests.passing}`,
    `  FAILING: ${status.tests.failing}`,
    `  SKIPPED: ${status.tests.skipped}`,
    '',
    'FILES:',
    `  CREATED: ${status.files.created}`,
    `  MODIFIED: ${status.files.modified}`,
    `  DELETED: ${status.files.deleted}`,
    '',
    'CIRCUIT_BREAKER:',
    `  STATE: ${status.circuitBreaker.state}`,
    `  NO_PROGRESS_COUNT: ${status.circuitBreaker.noProgressCount}`,
    '',
    'DUAL_GATE:',
    `  GATE_1: ${status.dualGate.gate1}`,
    `  GATE_2: ${status.dualGate.gate2}`,
    `  CAN_EXIT: ${status.dualGate.canExit}`,
    '',
    'BLOCKERS:',
    ...(blockers.length > 0 ? blockers.map((item) => `  - ${item}`) : ['  - none']),
    '',
    `EXIT_SIGNAL: ${status.exitSignal}`,
    `RECOMMENDATION: ${oneLine(status.recommendation)}`,
    PHASE_STATUS_END,
  ].join('\n');
}

function extractLast<T>(
  text: string,
  start: string,
  end: string,
  label: string,
  parse: (body: string) => T,
): ExtractedStatus<T> {
  const result: ExtractedStatus<T> = { invalid: [] };
  for (const block of findBlocks(text, start, end)) {
    const where = `${label} block at line ${block.line}`;
    if (block.unterminated) {
      result.invalid.push(`${where}: no ${end} line`);
      continue;
    }
    try {
      result.status = parse(block.body);
    } catch (error) {
      if (!(error instanceof StatusBlockError)) throw error;
      result.invalid.push(`${where}: ${error.message}`);
    }
  }
  return result;
}

/** The last valid PRP_PHASE_STATUS block of a text; invalid blocks are reported and skipped. */
export function extractLastPhaseStatus(text: string): ExtractedStatus<PhaseStatus> {
  return extractLast(
    text,
    PHASE_STATUS_START,
    PHASE_STATUS_END,
    'PRP_PHASE_STATUS',
    parsePhaseStatusBody,
  );
}

/** Default location of the append-only log, relative to the repository. */
export const PHASE_STATUS_LOG = '.ralph/phase-status.log';

/**
 * Appends one block to the append-only log. Every block is followed by a blank line, so
 * blocks are separated by the spec's double newline and earlier entries are never rewritten.
 */
export async function appendPhaseStatusLog(path: string, status: PhaseStatus): Promise<void> {
  validatePhaseStatus(status);
  await mkdir(dirname(path), { recursive: true });
  await appendFile(path, `${serializePhaseStatus(status)}\n\n`, 'utf8');
}

/** The latest valid block of a phase-status log (or any text), if any. */
export function readLatestPhaseStatus(text: string): PhaseStatus | undefined {
  return extractLastPhaseStatus(text).status;
}

const RALPH_STATUSES = ['IN_PROGRESS', 'COMPLETE', 'BLOCKED'] as const;
const RALPH_TESTS_STATUSES = ['PASSING', 'FAILING', 'NOT_RUN'] as const;

/** Parses the body of one ---RALPH_STATUS--- block. */
export function parseRalphStatusBody(body: string): RalphStatus {
  const raw = parseRaw(body);
  return {
    status: toEnum('STATUS', requireField(raw, 'STATUS'), RALPH_STATUSES),
    tasksCompletedThisLoop: toInt(
      'TASKS_COMPLETED_THIS_LOOP',
      requireField(raw, 'TASKS_COMPLETED_THIS_LOOP'),
    ),
    filesModified: toInt('FILES_MODIFIED', requireField(raw, 'FILES_MODIFIED')),
    testsStatus: toEnum('TESTS_STATUS', requireField(raw, 'TESTS_STATUS'), RALPH_TESTS_STATUSES),
    workType: requireField(raw, 'WORK_TYPE').trim(),
    exitSignal: toBool('EXIT_SIGNAL', requireField(raw, 'EXIT_SIGNAL')),
    recommendation: requireField(raw, 'RECOMMENDATION').trim(),
  };
}

/** The last valid ---RALPH_STATUS--- block of a text. */
export function extractLastRalphStatus(text: string): ExtractedStatus<RalphStatus> {
  return extractLast(text, RALPH_STATUS_START, RALPH_STATUS_END, 'RALPH_STATUS', (body) =>
    parseRalphStatusBody(body),
  );
}
