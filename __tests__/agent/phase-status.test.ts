import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  appendPhaseStatusLog,
  extractLastPhaseStatus,
  extractLastRalphStatus,
  parsePhaseStatus,
  readLatestPhaseStatus,
  serializePhaseStatus,
  StatusBlockError,
} from '../../src/agent/phase-status.js';
import { SPEC_EXAMPLES } from './phase-status-examples.js';

const GREEN_COMPLETE = SPEC_EXAMPLES['GREEN Phase - Complete']!;

/** The GREEN complete example with one line replaced. */
function withLine(from: string, to: string): string {
  expect(GREEN_COMPLETE).toContain(from);
  return GREEN_COMPLETE.replace(from, to);
}

describe('PRP_PHASE_STATUS parse and serialize', () => {
  it.each(Object.entries(SPEC_EXAMPLES))(
    'round-trips the spec example "%s" byte for byte',
    (_title, block) => {
      expect(serializePhaseStatus(parsePhaseStatus(block))).toBe(block);
    },
  );

  it('parses every field with its type', () => {
    const status = parsePhaseStatus(SPEC_EXAMPLES['GREEN Phase - Circuit Breaker Open']!);
    expect(status).toEqual({
      timestamp: '2026-01-13T11:00:00Z',
      phase: 'GREEN',
      status: 'BLOCKED',
      iteration: 8,
      progressPercent: 60,
      tests: { total: 10, passing: 6, failing: 4, skipped: 0 },
      files: { created: 3, modified: 5, deleted: 0 },
      circuitBreaker: { state: 'OPEN', noProgressCount: 3 },
      dualGate: { gate1: false, gate2: false, canExit: false },
      blockers: [
        'No progress for 3 iterations on test: should_handle_edge_case',
        'Possible design issue with current approach',
      ],
      exitSignal: false,
      recommendation:
        'Circuit breaker open - consider alternative implementation approach or split feature',
    });
  });

  it('reads "- none" as no blockers and writes no blockers as "- none"', () => {
    const status = parsePhaseStatus(GREEN_COMPLETE);
    expect(status.blockers).toEqual([]);
    expect(serializePhaseStatus(status)).toContain('BLOCKERS:\n  - none\n');
  });

  it('accepts CRLF line endings and surrounding prose', () => {
    const text = `Some words first.\r\n${GREEN_COMPLETE.replace(/\n/g, '\r\n')}\r\nAfter.`;
    expect(parsePhaseStatus(text).iteration).toBe(12);
  });

  it('keeps multi-line blockers and recommendations on one line when serializing', () => {
    const status = parsePhaseStatus(GREEN_COMPLETE);
    const text = serializePhaseStatus({
      ...status,
      blockers: ['first\nsecond'],
      recommendation: 'do this\nthen that',
    });
    expect(text).toContain('  - first second\n');
    expect(text).toContain('RECOMMENDATION: do this then that\n');
    expect(parsePhaseStatus(text).blockers).toEqual(['first second']);
  });
});

describe('PRP_PHASE_STATUS validation', () => {
  const invalid: [string, string, RegExp][] = [
    [
      'an unknown PHASE',
      withLine('PHASE: GREEN', 'PHASE: BLUE'),
      /PHASE must be one of RED, GREEN, REFACTOR, DOCUMENT \(got BLUE\)/,
    ],
    [
      'an unknown STATUS',
      withLine('STATUS: COMPLETE', 'STATUS: DONE'),
      /STATUS must be one of IN_PROGRESS, BLOCKED, COMPLETE/,
    ],
    [
      'an unknown breaker STATE',
      withLine('STATE: CLOSED', 'STATE: AJAR'),
      /CIRCUIT_BREAKER.STATE must be one of CLOSED, HALF_OPEN, OPEN/,
    ],
    [
      'counts that do not add up',
      withLine('  PASSING: 10', '  PASSING: 9'),
      /PASSING \+ FAILING \+ SKIPPED = 9, but TOTAL is 10/,
    ],
    [
      'a percent above 100',
      withLine('PROGRESS_PERCENT: 100', 'PROGRESS_PERCENT: 101'),
      /PROGRESS_PERCENT must be 0-100 \(got 101\)/,
    ],
    [
      'a negative percent',
      withLine('PROGRESS_PERCENT: 100', 'PROGRESS_PERCENT: -1'),
      /PROGRESS_PERCENT must be an unquoted non-negative integer/,
    ],
    [
      'a quoted integer',
      withLine('ITERATION: 12', 'ITERATION: "12"'),
      /ITERATION must be an unquoted non-negative integer \(got "12"\)/,
    ],
    ['iteration 0', withLine('ITERATION: 12', 'ITERATION: 0'), /ITERATION is 1-based/],
    [
      'a capitalised boolean',
      withLine('EXIT_SIGNAL: true', 'EXIT_SIGNAL: True'),
      /EXIT_SIGNAL must be lowercase true or false \(got True\)/,
    ],
    [
      'CAN_EXIT without both gates',
      withLine('  GATE_2: true', '  GATE_2: false'),
      /CAN_EXIT must equal GATE_1 AND GATE_2/,
    ],
    ['a missing field', withLine('ITERATION: 12\n', ''), /missing ITERATION/],
    ['a missing nested field', withLine('  SKIPPED: 0\n', ''), /missing TESTS.SKIPPED/],
    [
      'a missing section',
      withLine('FILES:\n  CREATED: 4\n  MODIFIED: 3\n  DELETED: 0\n', ''),
      /missing section FILES/,
    ],
    ['missing blockers', withLine('BLOCKERS:\n  - none\n', ''), /missing section BLOCKERS/],
    ['an empty blocker list', withLine('  - none\n', ''), /BLOCKERS needs at least one item/],
    [
      'a bad timestamp',
      withLine('TIMESTAMP: 2026-01-13T11:30:00Z', 'TIMESTAMP: yesterday'),
      /TIMESTAMP must be an ISO-8601 date-time/,
    ],
    [
      'a duplicated field',
      withLine('PHASE: GREEN', 'PHASE: GREEN\nPHASE: RED'),
      /PHASE appears twice/,
    ],
    [
      'a line that is not KEY: value',
      withLine('PHASE: GREEN', 'PHASE GREEN'),
      /not a "KEY: value" line/,
    ],
    [
      'an empty recommendation',
      withLine('RECOMMENDATION: All tests passing - proceed to REFACTOR phase', 'RECOMMENDATION:'),
      /missing RECOMMENDATION/,
    ],
  ];

  it.each(invalid)('rejects %s', (_name, text, reason) => {
    expect(() => parsePhaseStatus(text)).toThrow(StatusBlockError);
    expect(() => parsePhaseStatus(text)).toThrow(reason);
  });

  it('rejects delimiters with extra whitespace', () => {
    expect(() =>
      parsePhaseStatus(GREEN_COMPLETE.replace('---PRP_PHASE_STATUS---', ' ---PRP_PHASE_STATUS---')),
    ).toThrow(/no ---PRP_PHASE_STATUS--- block found/);
    expect(() =>
      parsePhaseStatus(
        GREEN_COMPLETE.replace('---END_PRP_PHASE_STATUS---', '---END_PRP_PHASE_STATUS--- '),
      ),
    ).toThrow(/no ---END_PRP_PHASE_STATUS--- line/);
  });
});

describe('extractLastPhaseStatus', () => {
  it('takes the last valid block and reports invalid ones with their line', () => {
    const red = SPEC_EXAMPLES['RED Phase - In Progress']!;
    const broken = withLine('  PASSING: 10', '  PASSING: 3');
    const text = ['intro', red, 'middle', GREEN_COMPLETE, broken, 'the end'].join('\n');
    const { status, invalid } = extractLastPhaseStatus(text);
    expect(status?.phase).toBe('GREEN');
    expect(status?.iteration).toBe(12);
    const brokenLine = text.split('\n').lastIndexOf('---PRP_PHASE_STATUS---') + 1;
    expect(invalid).toEqual([
      `PRP_PHASE_STATUS block at line ${brokenLine}: TESTS: PASSING + FAILING + SKIPPED = 3, but TOTAL is 10`,
    ]);
  });

  it('reports an unterminated block and still finds a later complete one', () => {
    const text = `---PRP_PHASE_STATUS---\nPHASE: RED\n${GREEN_COMPLETE}`;
    const { status, invalid } = extractLastPhaseStatus(text);
    expect(status?.status).toBe('COMPLETE');
    expect(invalid).toEqual([
      'PRP_PHASE_STATUS block at line 1: no ---END_PRP_PHASE_STATUS--- line',
    ]);
  });

  it('finds nothing in text without blocks', () => {
    expect(extractLastPhaseStatus('just words')).toEqual({ invalid: [] });
    expect(readLatestPhaseStatus('')).toBeUndefined();
  });
});

describe('RALPH_STATUS (frankbria format)', () => {
  const block = [
    '---RALPH_STATUS---',
    'STATUS: IN_PROGRESS',
    'TASKS_COMPLETED_THIS_LOOP: 1',
    'FILES_MODIFIED: 3',
    'TESTS_STATUS: PASSING',
    'WORK_TYPE: IMPLEMENTATION',
    'EXIT_SIGNAL: false',
    'RECOMMENDATION: Continue with the next task',
    '---END_RALPH_STATUS---',
  ].join('\n');

  it('parses the block', () => {
    expect(extractLastRalphStatus(`Work done.\n${block}\n`)).toEqual({
      status: {
        status: 'IN_PROGRESS',
        tasksCompletedThisLoop: 1,
        filesModified: 3,
        testsStatus: 'PASSING',
        workType: 'IMPLEMENTATION',
        exitSignal: false,
        recommendation: 'Continue with the next task',
      },
      invalid: [],
    });
  });

  it('reports invalid values', () => {
    const bad = block.replace('TESTS_STATUS: PASSING', 'TESTS_STATUS: GREEN');
    expect(extractLastRalphStatus(bad)).toEqual({
      invalid: [
        'RALPH_STATUS block at line 1: TESTS_STATUS must be one of PASSING, FAILING, NOT_RUN (got GREEN)',
      ],
    });
  });
});

describe('phase-status log', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ralph-phase-log-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('appends blocks separated by a blank line and reads back the latest', async () => {
    const path = join(dir, '.ralph', 'phase-status.log');
    const red = parsePhaseStatus(SPEC_EXAMPLES['RED Phase - In Progress']!);
    const green = parsePhaseStatus(GREEN_COMPLETE);
    await appendPhaseStatusLog(path, red);
    await appendPhaseStatusLog(path, green);
    const text = await readFile(path, 'utf8');
    expect(text).toBe(`${SPEC_EXAMPLES['RED Phase - In Progress']}\n\n${GREEN_COMPLETE}\n\n`);
    expect(readLatestPhaseStatus(text)).toEqual(green);
  });

  it('refuses to log an invalid status', async () => {
    const green = parsePhaseStatus(GREEN_COMPLETE);
    const path = join(dir, 'bad.log');
    await expect(
      appendPhaseStatusLog(path, { ...green, tests: { ...green.tests, passing: 1 } }),
    ).rejects.toThrow(/but TOTAL is 10/);
  });
});
