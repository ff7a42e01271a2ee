import { describe, expect, it } from '@jest/globals';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  documentOf,
  loadPrdFile,
  parsePrdText,
  PrdDocument,
  PrdEditError,
  savePrdDocument,
  writeFileAtomic,
} from '../../src/prd/index.js';
import { fixture, tempDir } from './helpers.js';

const NOW = new Date('2026-02-10T12:00:00.123Z');
const commented = readFileSync(fixture('commented.yaml'), 'utf8');

/** Lines removed and added between two texts (LCS line diff). */
function lineDiff(before: string, after: string): { removed: string[]; added: string[] } {
  const a = before.split('\n');
  const b = after.split('\n');
  const lcs = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lcs[i]![j] =
        a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
    }
  }
  const removed: string[] = [];
  const added: string[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      i++;
      j++;
    } else if (j < b.length && (i === a.length || lcs[i]![j + 1]! >= lcs[i + 1]![j]!)) {
      added.push(b[j++]!);
    } else {
      removed.push(a[i++]!);
    }
  }
  return { removed, added };
}

function task(text: string, id: string) {
  const loaded = parsePrdText(text, 'prd.yaml');
  expect(loaded.errors).toEqual([]);
  return loaded.prd!.tasks.find((t) => String(t.id) === id)!;
}

describe('PrdDocument.setTaskStatus keeps every other byte', () => {
  it('plain scalars: in_progress -> done touches only the status line and adds the timestamps', () => {
    const doc = PrdDocument.parse(commented, 'prd.yaml');
    doc.setTaskStatus('task-001', 'done', { now: NOW });
    expect(lineDiff(commented, doc.toString())).toEqual({
      removed: ['    status: in_progress'],
      added: ['    status: done', '    updated: 2026-02-10', '    completed: 2026-02-10T12:00:00Z'],
    });
    const t = task(doc.toString(), 'task-001');
    expect([t.status, t.updated, t.completed]).toEqual([
      'done',
      '2026-02-10',
      '2026-02-10T12:00:00Z',
    ]);
  });

  it('keeps the double-quoted style of the status it replaces', () => {
    const doc = PrdDocument.parse(commented, 'prd.yaml');
    doc.setTaskStatus('task-002', 'in_progress', { now: NOW });
    expect(lineDiff(commented, doc.toString())).toEqual({
      removed: ['    status: "pending"'],
      added: ['    status: "in_progress"', '    updated: "2026-02-10"'],
    });
  });

  it('edits a flow mapping in place', () => {
    const doc = PrdDocument.parse(commented, 'prd.yaml');
    doc.setTaskStatus('task-003', 'in_progress', { now: NOW });
    expect(lineDiff(commented, doc.toString())).toEqual({
      removed: ['  - {id: task-003, title: Docs, status: pending, depends_on: [task-002]}'],
      added: [
        '  - {id: task-003, title: Docs, status: in_progress, updated: 2026-02-10, depends_on: [task-002]}',
      ],
    });
  });

  it('blocked -> pending removes blocked_by and updates the existing `updated` in place', () => {
    const doc = PrdDocument.parse(commented, 'prd.yaml');
    doc.setTaskStatus('task-004', 'pending', { now: NOW });
    expect(lineDiff(commented, doc.toString())).toEqual({
      removed: [
        '    status: blocked',
        '    blocked_by: "Waiting for runner access"   # ask ops',
        '    updated: 2026-01-30',
      ],
      added: ['    status: pending', '    updated: 2026-02-10'],
    });
    expect(task(doc.toString(), 'task-004').blocked_by).toBeUndefined();
  });

  it('pending -> blocked records the reason in the file style', () => {
    const doc = PrdDocument.parse(commented, 'prd.yaml');
    doc.setTaskStatus('task-002', 'blocked', { now: NOW, blockedBy: 'Needs "API" keys' });
    expect(lineDiff(commented, doc.toString()).added).toEqual([
      '    status: "blocked"',
      '    blocked_by: "Needs \\"API\\" keys"',
      '    updated: "2026-02-10"',
    ]);
    expect(task(doc.toString(), 'task-002').blocked_by).toBe('Needs "API" keys');
  });

  it('a sequence of edits leaves the comments, blank lines and quoting of the rest intact', () => {
    const doc = PrdDocument.parse(commented, 'prd.yaml');
    doc.setTaskStatus('task-001', 'done', { now: NOW });
    doc.setTaskStatus('task-002', 'in_progress', { now: NOW });
    doc.setTaskStatus('task-002', 'done', { now: NOW });
    const { removed } = lineDiff(commented, doc.toString());
    expect(removed).toEqual(['    status: in_progress', '    status: "pending"']);
    for (const line of commented.split('\n')) {
      if (!removed.includes(line)) expect(doc.toString()).toContain(line);
    }
  });
});

describe('PrdDocument.setTaskStatus applies the state machine', () => {
  const refused = (fn: () => void) => {
    try {
      fn();
    } catch (e) {
      expect(e).toBeInstanceOf(PrdEditError);
      return `${(e as PrdEditError).rule}: ${(e as Error).message}`;
    }
    throw new Error('expected the edit to be refused');
  };

  it('refuses illegal transitions and leaves the text unchanged', () => {
    const doc = PrdDocument.parse(commented, 'prd.yaml');
    expect(refused(() => doc.setTaskStatus('task-004', 'done'))).toBe(
      'STATE-TRANSITION: Cannot mark task task-004 done: blocked -> done is not allowed (from blocked: pending)',
    );
    expect(refused(() => doc.setTaskStatus('task-002', 'blocked'))).toBe(
      'STATE-REASON: Cannot mark task task-002 blocked: pending -> blocked needs a reason (blocked_by)',
    );
    expect(refused(() => doc.setTaskStatus('task-999', 'done'))).toBe(
      'NOT_FOUND: Task not found: task-999',
    );
    expect(doc.toString()).toBe(commented);
  });

  it('done is terminal unless forced; forcing removes `completed`', () => {
    const doc = PrdDocument.parse(commented, 'prd.yaml');
    doc.setTaskStatus('task-001', 'done', { now: NOW });
    expect(refused(() => doc.setTaskStatus('task-001', 'pending'))).toBe(
      "STATE-TERMINAL: Cannot mark task task-001 pending: done -> pending is not allowed: completed tasks don't revert",
    );
    doc.setTaskStatus('task-001', 'pending', { now: NOW, force: true });
    const t = task(doc.toString(), 'task-001');
    expect([t.status, t.completed]).toEqual(['pending', undefined]);
  });

  it('finds integer ids given as strings', () => {
    const text = readFileSync(fixture('nexus.yaml'), 'utf8');
    const doc = PrdDocument.parse(text, 'prd.yaml');
    doc.setTaskStatus('1', 'in_progress', { now: NOW });
    expect(task(doc.toString(), '1').status).toBe('in_progress');
  });

  it('refuses to parse broken YAML with its position', () => {
    expect(() => PrdDocument.parse('a: [1,\nb', 'x.yaml')).toThrow(/^x\.yaml:\d+:\d+: /);
  });
});

describe('PrdDocument.addTaskComment', () => {
  const comment = {
    author: 'agent',
    body: 'Failed: tests\nstill red',
    created: '2026-02-10T12:00:00Z',
  };

  it('adds a comments list at the end of a task that has none', () => {
    const doc = PrdDocument.parse(commented, 'prd.yaml');
    doc.addTaskComment('task-001', comment);
    const { removed, added } = lineDiff(commented, doc.toString());
    expect(removed).toEqual([]);
    expect(added).toEqual([
      '    comments:',
      '      - author: agent',
      '        body: |-',
      '          Failed: tests',
      '          still red',
      '        created: 2026-02-10T12:00:00Z',
    ]);
    expect(doc.toString()).toContain("      - 'Seeds load'\n    comments:\n");
    expect(task(doc.toString(), 'task-001').comments).toEqual([comment]);
  });

  it('appends to an existing comments list', () => {
    const text = readFileSync(fixture('nexus.yaml'), 'utf8');
    const doc = PrdDocument.parse(text, 'prd.yaml');
    doc.addTaskComment(1, { author: 'human', body: 'Try again' });
    expect(lineDiff(text, doc.toString())).toEqual({
      removed: [],
      added: ['      - author: human', '        body: Try again'],
    });
    expect(task(doc.toString(), '1').comments?.map((c) => c.body)).toEqual([
      '2026-02-05: Failed - check the middleware.',
      'Try again',
    ]);
  });

  it('turns `comments: []` into a block list', () => {
    const text =
      'schema_version: "1.0"\nproject:\n  title: "X"\ntasks:\n  - id: "a"\n    title: "A"\n    status: "pending"\n    comments: []\n';
    const doc = PrdDocument.parse(text, 'prd.yaml');
    doc.addTaskComment('a', { author: 'agent', body: 'one' });
    doc.addTaskComment('a', { author: 'agent', body: 'two' });
    expect(doc.toString()).toBe(
      text.replace(
        '    comments: []\n',
        '    comments:\n      - author: "agent"\n        body: "one"\n      - author: "agent"\n        body: "two"\n',
      ),
    );
  });

  it('rejects an invalid comment', () => {
    const doc = PrdDocument.parse(commented, 'prd.yaml');
    expect(() => doc.addTaskComment('task-001', { author: '', body: 'x' })).toThrow(PrdEditError);
  });
});

describe('saving', () => {
  it('savePrdDocument writes atomically and the result loads', async () => {
    const { dir, cleanup } = tempDir();
    try {
      const path = join(dir, 'prd.yaml');
      writeFileSync(path, commented);
      const loaded = await loadPrdFile(path);
      const doc = documentOf(loaded)!;
      doc.setTaskStatus('task-002', 'in_progress', { now: NOW });
      await savePrdDocument(doc, path);
      expect(readdirSync(dir)).toEqual(['prd.yaml']);
      const again = await loadPrdFile(path);
      expect(again.errors).toEqual([]);
      expect(again.prd?.tasks[1]?.status).toBe('in_progress');
      expect(readFileSync(path, 'utf8')).toBe(doc.toString());
    } finally {
      cleanup();
    }
  });

  it('writeFileAtomic replaces content and leaves no temp file behind on failure', async () => {
    const { dir, cleanup } = tempDir();
    try {
      const path = join(dir, 'out.txt');
      await writeFileAtomic(path, 'one');
      await writeFileAtomic(path, 'two');
      expect(readFileSync(path, 'utf8')).toBe('two');
      // A directory in the way makes the rename fail: the temp file must not stay behind.
      mkdirSync(join(dir, 'taken'));
      await expect(writeFileAtomic(join(dir, 'taken'), 'x')).rejects.toThrow();
      expect(readdirSync(dir).sort()).toEqual(['out.txt', 'taken']);
    } finally {
      cleanup();
    }
  });
});
