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

/** A status block found in a text (or a stream of lines), before its fields are read. */
export interface FoundBlock {
  kind: 'PRP_PHASE_STATUS' | 'RALPH_STATUS';
  body: string;
  /** 1-based line of its first line. */
  line: number;
  unterminated?: boolean;
}

/** Bodies longer than this are not status blocks (and must not grow memory without bound). */
const MAX_BLOCK_CHARS = 256 * 1024;
const RALPH_FIELDS =
  /^(STATUS|TASKS_COMPLETED_THIS_LOOP|FILES_MODIFIED|TESTS_STATUS|WORK_TYPE|EXIT_SIGNAL|RECOMMENDATION)\s*:/;
const RALPH_YAML_HEADER = /^(\s*)RALPH_STATUS:\s*$/;

function indentOf(line: string): number {
  let n = 0;
  while (line[n] === ' ' || line[n] === '\t') n++;
  return n;
}

/**
 * Finds status blocks line by line, keeping only the block being read: the delimited
 * ---PRP_PHASE_STATUS--- and ---RALPH_STATUS--- blocks (delimiters alone on their lines), and
 * the YAML-like form of frankbria's tools (`RALPH_STATUS:` and its indented fields).
 */
export class StatusBlockScanner {
  private lineNo = 0;
  private open?: {
    kind: FoundBlock['kind'];
    lines: string[];
    chars: number;
    line: number;
    /** Set for the YAML-like form: the header's indentation. */
    yamlIndent?: number;
  };

  constructor(private readonly onBlock: (block: FoundBlock) => void) {}

  push(rawLine: string): void {
    this.lineNo++;
    const line = rawLine.endsWith('\r') ? rawLine.slice(0, -1) : rawLine;
    const open = this.open;
    if (open) {
      const trimmed = line.trim();
      if (open.yamlIndent !== undefined) {
        const belongs =
          trimmed !== '' && (indentOf(line) > open.yamlIndent || RALPH_FIELDS.test(trimmed));
        if (belongs && this.add(open, trimmed)) return;
        this.close(false);
      } else if (
        open.kind === 'RALPH_STATUS' ? trimmed === RALPH_STATUS_END : line === PHASE_STATUS_END
      ) {
        this.close(false);
        return;
      } else if (line !== PHASE_STATUS_START && trimmed !== RALPH_STATUS_START) {
        if (!this.add(open, line)) this.close(true);
        return;
      } else {
        this.close(true);
      }
    }
    this.start(line);
  }

  /** The end of the text: a block still open is reported (unterminated unless YAML-like). */
  end(): void {
    if (this.open) this.close(this.open.yamlIndent === undefined);
  }

  private start(line: string): void {
    // Spec 003's delimiters stand alone exactly; frankbria's may be indented (as its analyzer reads them).
    if (line === PHASE_STATUS_START || line.trim() === RALPH_STATUS_START) {
      const kind = line === PHASE_STATUS_START ? 'PRP_PHASE_STATUS' : 'RALPH_STATUS';
      this.open = { kind, lines: [], chars: 0, line: this.lineNo };
      return;
    }
    const yaml = RALPH_YAML_HEADER.exec(line);
    if (yaml) {
      this.open = {
        kind: 'RALPH_STATUS',
        lines: [],
        chars: 0,
        line: this.lineNo,
        yamlIndent: yaml[1]!.length,
      };
    }
  }

  private add(open: NonNullable<StatusBlockScanner['open']>, line: string): boolean {
    open.chars += line.length + 1;
    if (open.chars > MAX_BLOCK_CHARS) return false;
    open.lines.push(line);
    return true;
  }

  private close(unterminated: boolean): void {
    const open = this.open!;
    this.open = undefined;
    this.onBlock({
      kind: open.kind,
      body: unterminated ? '' : open.lines.join('\n'),
      line: open.line,
      ...(unterminated ? { unterminated: true } : {}),
    });
  }
}

/** Every status block of a text, in order. */
export function findStatusBlocks(text: string): FoundBlock[] {
  const blocks: FoundBlock[] = [];
  const scanner = new StatusBlockScanner((block) => blocks.push(block));
  for (const line of text.split('\n')) scanner.push(line);
  scanner.end();
  return blocks;
}

/** Finds complete blocks of one kind (PRP_PHASE_STATUS or RALPH_STATUS). */
function findBlocks(text: string, kind: FoundBlock['kind']): FoundBlock[] {
  return findStatusBlocks(text).filter((b) => b.kind === kind);
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
  const blocks = findBlocks(text, 'PRP_PHASE_STATUS');
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

/** Reads one found block: its status, or why it is invalid ("<KIND> block at line N: ..."). */
export function readStatusBlock(
  block: FoundBlock,
):
  | { kind: 'PRP_PHASE_STATUS'; status: PhaseStatus }
  | { kind: 'RALPH_STATUS'; status: RalphStatus }
  | { invalid: string } {
  const where = `${block.kind} block at line ${block.line}`;
  if (block.unterminated) {
    const end = block.kind === 'RALPH_STATUS' ? RALPH_STATUS_END : PHASE_STATUS_END;
    return { invalid: `${where}: no ${end} line` };
  }
  try {
    return block.kind === 'PRP_PHASE_STATUS'
      ? { kind: block.kind, status: parsePhaseStatusBody(block.body) }
      : { kind: block.kind, status: parseRalphStatusBody(block.body) };
  } catch (error) {
    if (!(error instanceof StatusBlockError)) throw error;
    return { invalid: `${where}: ${error.message}` };
  }
}

function extractLast<T>(text: string, kind: FoundBlock['kind']): ExtractedStatus<T> {
  const result: ExtractedStatus<T> = { invalid: [] };
  for (const block of findBlocks(text, kind)) {
    const read = readStatusBlock(block);
    if ('invalid' in read) result.invalid.push(read.invalid);
    else result.status = read.status as T;
  }
  return result;
}

/** The last valid PRP_PHASE_STATUS block of a text; invalid blocks are reported and skipped. */
export function extractLastPhaseStatus(text: string): ExtractedStatus<PhaseStatus> {
  return extractLast(text, 'PRP_PHASE_STATUS');
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

/** One `KEY: value` per line (leading spaces and quotes around values allowed). */
function ralphFields(body: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (const raw of body.split('\n')) {
    const line = raw.trim();
    if (line === '') continue;
    const field = /^([A-Za-z0-9_]+)\s*:\s*(.*)$/.exec(line);
    if (!field) throw new StatusBlockError(`not a "KEY: value" line: "${line}"`);
    const key = field[1]!.toUpperCase();
    if (fields.has(key)) throw new StatusBlockError(`${key} appears twice`);
    fields.set(key, field[2]!.replace(/^"(.*)"$|^'(.*)'$/, '$1$2').trim());
  }
  return fields;
}

/**
 * Parses the body of one RALPH_STATUS block (delimited or YAML-like). STATUS and EXIT_SIGNAL
 * are what the exit gate needs: a block must have at least one of them; the other five fields
 * are read when present. Without EXIT_SIGNAL, STATUS: COMPLETE means exit (as frankbria's
 * analyzer reads it); an explicit EXIT_SIGNAL: false always wins.
 */
export function parseRalphStatusBody(body: string): RalphStatus {
  const fields = ralphFields(body);
  const status = fields.get('STATUS');
  const exit = fields.get('EXIT_SIGNAL');
  if (status === undefined && exit === undefined) {
    throw new StatusBlockError('missing STATUS and EXIT_SIGNAL (a block needs at least one)');
  }
  const out: RalphStatus = { exitSignal: false };
  if (status !== undefined) out.status = toEnum('STATUS', status, RALPH_STATUSES);
  const tasks = fields.get('TASKS_COMPLETED_THIS_LOOP');
  if (tasks !== undefined) out.tasksCompletedThisLoop = toInt('TASKS_COMPLETED_THIS_LOOP', tasks);
  const files = fields.get('FILES_MODIFIED');
  if (files !== undefined) out.filesModified = toInt('FILES_MODIFIED', files);
  const tests = fields.get('TESTS_STATUS');
  if (tests !== undefined) out.testsStatus = toEnum('TESTS_STATUS', tests, RALPH_TESTS_STATUSES);
  const work = fields.get('WORK_TYPE');
  if (work !== undefined) out.workType = work;
  out.exitSignal = exit !== undefined ? toBool('EXIT_SIGNAL', exit) : out.status === 'COMPLETE';
  const recommendation = fields.get('RECOMMENDATION');
  if (recommendation !== undefined) out.recommendation = recommendation;
  return out;
}

/** The block in frankbria's delimited layout, with the fields it has. */
export function serializeRalphStatus(status: RalphStatus): string {
  const lines = [RALPH_STATUS_START];
  if (status.status !== undefined) lines.push(`STATUS: ${status.status}`);
  if (status.tasksCompletedThisLoop !== undefined)
    lines.push(`TASKS_COMPLETED_THIS_LOOP: ${status.tasksCompletedThisLoop}`);
  if (status.filesModified !== undefined) lines.push(`FILES_MODIFIED: ${status.filesModified}`);
  if (status.testsStatus !== undefined) lines.push(`TESTS_STATUS: ${status.testsStatus}`);
  if (status.workType !== undefined) lines.push(`WORK_TYPE: ${oneLine(status.workType)}`);
  lines.push(`EXIT_SIGNAL: ${status.exitSignal}`);
  if (status.recommendation !== undefined)
    lines.push(`RECOMMENDATION: ${oneLine(status.recommendation)}`);
  lines.push(RALPH_STATUS_END);
  return lines.join('\n');
}

/** The last valid RALPH_STATUS block of a text (delimited or YAML-like). */
export function extractLastRalphStatus(text: string): ExtractedStatus<RalphStatus> {
  return extractLast(text, 'RALPH_STATUS');
}
