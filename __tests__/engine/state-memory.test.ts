import { describe, expect, test } from '@jest/globals';
import {
  PROGRESS_HEADER,
  addProgressPatterns,
  appendProgress,
  extractLearnings,
  formatProgressBlock,
  patternLines,
  syncPatterns,
} from '../../src/engine/memory.js';
import { createHash } from 'node:crypto';
import {
  applyHumanEdit,
  freshState,
  notePrdWritten,
  parseState,
  prdEditedSince,
  serializeState,
} from '../../src/engine/state.js';
import { dirtyEntries } from '../../src/engine/loop.js';
import { restoreChecksBlock } from '../../src/engine/gate/harness-owned.js';
import { branchNameFor, slugify } from '../../src/engine/branch.js';

describe('engine state', () => {
  test('round-trips through JSON', () => {
    const state = freshState();
    state.iteration = 4;
    state.lastBranch = 'ralph/x';
    state.tasks['task-001'] = { attempts: 1, costUsd: 0.5, lastFailure: 'check test failing' };
    state.breaker = { state: 'HALF_OPEN', noProgressCount: 2 };
    const parsed = parseState(serializeState(state));
    expect(parsed.warnings).toEqual([]);
    expect(parsed.existed).toBe(true);
    expect(parsed.state).toEqual(state);
  });

  test.each([
    ['not json', 'is not valid JSON'],
    [
      '{"version": 99, "breaker": {"state": "OPEN", "noProgressCount": 3}}',
      'has version 99, expected 1',
    ],
    ['{"version": 1, "breaker": {"state": "WEIRD"}}', 'unreadable circuit breaker'],
  ])('stale state %j resets with a warning instead of blocking', (text, warning) => {
    const parsed = parseState(text);
    expect(parsed.state.breaker.state).toBe('CLOSED');
    expect(parsed.warnings.join('\n')).toContain(warning);
  });

  test('tells a task list a person edited from the one the harness wrote', () => {
    const written = 'tasks:\n  - id: a\n    title: Naïve ✓\n    status: done\n';
    const state = freshState();
    expect(prdEditedSince(state, written)).toBe(false); // nothing written yet
    notePrdWritten(state, written, 'c'.repeat(40));
    // git's blob id (`printf ... | git hash-object --stdin`), in the repository's format
    expect(state.prdBlobId).toBe('f9dccd5ae100a46e31d64b45a19634748264d6d4');
    const parsed = parseState(serializeState(state)).state;
    expect(prdEditedSince(parsed, written)).toBe(false);
    expect(prdEditedSince(parsed, written.replace('done', 'pending'))).toBe(true);
    notePrdWritten(state, written, 'c'.repeat(64));
    expect(state.prdBlobId).toHaveLength(64);
  });

  test('state written by an earlier version (a sha256 of the list) is still compared', () => {
    const written = 'tasks: []\n';
    const sha256 = createHash('sha256').update(written).digest('hex');
    const parsed = parseState(JSON.stringify({ ...freshState(), prdSha256: sha256 })).state;
    expect(prdEditedSince(parsed, written)).toBe(false);
    expect(prdEditedSince(parsed, 'tasks: [] # edited\n')).toBe(true);
    notePrdWritten(parsed, written, 'c'.repeat(40));
    expect(JSON.parse(serializeState(parsed))).not.toHaveProperty('prdSha256');
  });

  test('a human edit closes the breaker and gives unblocked tasks their attempts back', () => {
    const state = freshState();
    state.breaker = { state: 'OPEN', noProgressCount: 3, openReason: 'x' };
    state.tasks.a = { attempts: 2, costUsd: 1 };
    state.tasks.b = { attempts: 2, costUsd: 1 };
    state.tasks.c = { attempts: 1, costUsd: 1 };
    const notes = applyHumanEdit(state, new Set(['a', 'c']), 2);
    expect(state.breaker).toEqual({ state: 'CLOSED', noProgressCount: 0 });
    expect([state.tasks.a.attempts, state.tasks.b.attempts, state.tasks.c.attempts]).toEqual([
      0, 2, 1,
    ]);
    expect(notes).toEqual(['circuit breaker reset (was OPEN)', 'attempts of a reset']);
  });
});

describe('progress log', () => {
  test('is created with the Codebase Patterns section at the top, then blocks are appended', () => {
    const block = formatProgressBlock({
      timestamp: '2026-01-01T00:00:00.000Z',
      taskId: 'task-001',
      title: 'Greeting',
      outcome: 'done',
      runUrl: 'https://example.test/run/1',
      files: { created: ['src/a.js'], modified: ['README.md'], deleted: [] },
      learnings: 'Use node --test.',
    });
    const first = appendProgress(undefined, block);
    expect(first.startsWith(PROGRESS_HEADER)).toBe(true);
    expect(first).toContain(
      '## 2026-01-01T00:00:00.000Z - task-001: Greeting\nOutcome: done\nRun: https://example.test/run/1\nFiles changed:\n- created src/a.js\n- modified README.md\nLearnings:\n  Use node --test.\n---',
    );
    const second = appendProgress(first, block.replace('task-001', 'task-002'));
    expect(second.startsWith(first)).toBe(true);
  });

  test('a log without the patterns section gets it on top', () => {
    const text = appendProgress('old entry\n', 'new entry');
    expect(text.indexOf('## Codebase Patterns')).toBeLessThan(text.indexOf('old entry'));
    expect(text.trimEnd().endsWith('new entry')).toBe(true);
  });

  test('patterns are added to the section once, replacing the placeholder', () => {
    const once = addProgressPatterns(undefined, ['- Tests use node --test']);
    const twice = addProgressPatterns(once, ['- Tests use node --test', '- ESM only']);
    expect(patternLines(twice)!.filter((l) => l.trim() !== '')).toEqual([
      '- Tests use node --test',
      '- ESM only',
    ]);
    expect(twice).not.toContain('Patterns discovered during iterations');
    expect(twice).toContain('- ESM only\n\n---\n');
  });
});

describe('CLAUDE.md / AGENTS.md pattern sync', () => {
  const claude = '# Project\n\n## Codebase Patterns\n\n- One\n\n## Quality Checks\n\ntext\n';
  const agents = '# Agents\n\n## Codebase Patterns\n\n- One\n';

  test('lines added to one file are added to the other', () => {
    const claudeAfter = claude.replace('- One\n', '- One\n- Two\n');
    const sync = syncPatterns({
      claudeBefore: claude,
      claudeAfter,
      agentsBefore: agents,
      agentsAfter: agents,
    });
    expect(sync.added).toEqual(['- Two']);
    expect(sync.changed).toEqual(['AGENTS.md']);
    expect(patternLines(sync.agentsMd)!.filter((l) => l.trim())).toEqual(['- One', '- Two']);
    expect(sync.claudeMd).toBeUndefined();
  });

  test('additions on both sides meet in the middle; other sections stay untouched', () => {
    const claudeAfter = claude.replace('- One\n', '- One\n- C\n');
    const agentsAfter = `${agents}- A\n`;
    const sync = syncPatterns({
      claudeBefore: claude,
      claudeAfter,
      agentsBefore: agents,
      agentsAfter,
    });
    expect(patternLines(sync.claudeMd)!.filter((l) => l.trim())).toEqual(['- One', '- C', '- A']);
    expect(patternLines(sync.agentsMd)!.filter((l) => l.trim())).toEqual(['- One', '- A', '- C']);
    expect(sync.claudeMd).toContain('## Quality Checks\n\ntext\n');
  });

  test('a file without the section gets one', () => {
    const sync = syncPatterns({
      claudeBefore: claude,
      claudeAfter: `${claude}`.replace('- One', '- One\n- New'),
      agentsBefore: '# A\n',
      agentsAfter: '# A\n',
    });
    expect(sync.agentsMd).toBe('# A\n\n## Codebase Patterns\n\n- New\n');
  });
});

describe('learnings', () => {
  test('the LEARNINGS: paragraph wins; status blocks never count', () => {
    const text =
      'Implemented it.\n\nLEARNINGS: the greeting module\nis pure.\n\n---PRP_PHASE_STATUS---\nPHASE: GREEN\n---END_PRP_PHASE_STATUS---';
    expect(extractLearnings(text)).toBe('the greeting module\nis pure.');
  });
  test('otherwise the first paragraph', () => {
    expect(extractLearnings('First para.\n\nSecond.')).toBe('First para.');
    expect(
      extractLearnings('---PRP_PHASE_STATUS---\nX\n---END_PRP_PHASE_STATUS---'),
    ).toBeUndefined();
  });
});

describe('small rules', () => {
  test('attempt artifacts never make the tree dirty', () => {
    expect(
      dirtyEntries([
        '?? .ralph/attempts/task-1/1/transcript.ndjson',
        ' M src/a.js',
        '?? .ralph/attempts/',
      ]),
    ).toEqual(['src/a.js']);
  });

  test('the checks block of the starting commit is put back, other edits kept', () => {
    const original =
      'A\n<!-- RALPH:CHECKS:START -->\nchecks: [npm test]\n<!-- RALPH:CHECKS:END -->\nB\n';
    const edited =
      'A\n<!-- RALPH:CHECKS:START -->\nchecks: [true]\n<!-- RALPH:CHECKS:END -->\nB\n- new pattern\n';
    expect(restoreChecksBlock(original, edited)).toBe(`${original}- new pattern\n`);
    expect(restoreChecksBlock(original, original)).toBeUndefined();
    expect(restoreChecksBlock(original, 'A only\n')).toBe(original);
  });

  test('branch names: override, project.branch, else ralph/<slug>', () => {
    const prd = {
      schema_version: '1.0' as const,
      project: { title: 'Greeting Service: v2!' },
      tasks: [{ id: 'a', title: 't', status: 'pending' as const }],
    };
    expect(branchNameFor(prd)).toBe('ralph/greeting-service-v2');
    expect(branchNameFor({ ...prd, project: { ...prd.project, branchName: 'ralph/x' } })).toBe(
      'ralph/x',
    );
    expect(branchNameFor(prd, 'mine')).toBe('mine');
    expect(slugify('Élan ünïcode')).toBe('elan-unicode');
  });
});
