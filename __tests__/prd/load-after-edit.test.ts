/**
 * The loop edits one task's status and reads the list again at its next step. After
 * noteWrittenPrd, that reading patches the last answer's data with the edited tasks instead of
 * reading the whole text again: the answer must be exactly what a fresh load of the written
 * text gives (data, errors, warnings and their positions, document), whatever the edit.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { readFileSync, renameSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generatePrdText, realisticPrd } from '../../bench/generate.js';
import { documentOf, PrdDocument } from '../../src/prd/document.js';
import { parsePrdText } from '../../src/prd/load-full.js';
import { loadPrdFile, notePrdSettled, noteWrittenPrd } from '../../src/prd/load.js';
import type { LoadedPrd } from '../../src/prd/load.js';
import { chainText, fixture, tempDir } from './helpers.js';

const NOW = new Date('2026-03-01T12:00:00.000Z');

/** realisticPrd with a dependency on a task that is then skipped, and a blocked task. */
function withCrossTaskWarnings(): string {
  return realisticPrd(8).yaml.replace(
    '    status: pending\n    priority: low\n',
    '    status: blocked\n    priority: low\n',
  );
}

/** realisticPrd with verify commands (both forms) and comments on some of its tasks. */
function withVerifyAndComments(): string {
  let n = 0;
  return realisticPrd(8).yaml.replace(/ {4}status: (\w+)\n/g, (line: string) => {
    const extra = [
      '    verify:\n      - npm test\n      - { name: types, command: npx tsc, timeout: 5m }\n',
      '    verify:\n      - command: npm run e2e\n        timeout: 90\n',
      '    comments:\n      - author: agent\n        body: "Attempt 1 failed"\n        created: 2026-03-01\n',
      '',
    ][n++ % 4];
    return line + extra;
  });
}

const files: [string, string][] = [
  ['commented.yaml', readFileSync(fixture('commented.yaml'), 'utf8')],
  ['complex.yaml', readFileSync(fixture('complex.yaml'), 'utf8')],
  ['minimal.yaml', readFileSync(fixture('minimal.yaml'), 'utf8')],
  ['generated', generatePrdText(12)],
  ['realistic (warnings)', realisticPrd(8).yaml],
  ['blocked without a reason', withCrossTaskWarnings()],
  ['chain', chainText(6)],
  ['verify commands and comments', withVerifyAndComments()],
];

type Edit = (doc: PrdDocument, id: string | number) => void;
const edits: [string, Edit][] = [
  [
    'in_progress then done',
    (doc, id) => {
      doc.setTaskStatus(id, 'in_progress', { now: NOW, force: true });
      doc.setTaskStatus(id, 'done', { now: NOW, force: true });
    },
  ],
  [
    'blocked',
    (doc, id) => doc.setTaskStatus(id, 'blocked', { now: NOW, force: true, blockedBy: 'stuck' }),
  ],
  ['skipped', (doc, id) => doc.setTaskStatus(id, 'skipped', { now: NOW, force: true })],
  ['pending', (doc, id) => doc.setTaskStatus(id, 'pending', { now: NOW, force: true })],
  [
    'comment then blocked',
    (doc, id) => {
      doc.addTaskComment(id, { author: 'agent', body: 'Attempt 1 failed', created: '2026-03-01' });
      doc.setTaskStatus(id, 'blocked', { now: NOW, force: true, blockedBy: 'Failed 1 attempt' });
    },
  ],
];

function ids(text: string): (string | number)[] {
  const tasks = (PrdDocument.parse(text, 'prd.yaml').yaml.toJS() as { tasks: { id: string }[] })
    .tasks;
  return tasks.map((t) => t.id);
}

/** What a caller sees of an answer. */
function view(loaded: LoadedPrd) {
  return {
    path: loaded.path,
    prd: loaded.prd,
    errors: loaded.errors,
    warnings: loaded.warnings,
    disciplines: loaded.disciplines,
    features: loaded.features,
    document: documentOf(loaded)?.toString(),
  };
}

let dir: string;
let cleanup: () => void;
beforeEach(() => {
  ({ dir, cleanup } = tempDir());
});
afterEach(() => cleanup());

describe('loading the list again after the harness edited one task', () => {
  it.each(files)('%s: equals a fresh load, for every task and edit', async (_name, text) => {
    const path = join(dir, 'prd.yaml');
    let patched = 0;
    for (const id of ids(text)) {
      for (const [label, edit] of edits) {
        writeFileSync(path, text);
        const before = await loadPrdFile(path);
        const doc = PrdDocument.parse(text, path);
        try {
          edit(doc, id);
        } catch {
          continue; // an edit the document refuses (e.g. a task without a status)
        }
        writeFileSync(path, doc.toString());
        noteWrittenPrd(path, doc);
        const after = await loadPrdFile(path);
        expect({ label, id, ...view(after) }).toEqual({
          label,
          id,
          ...view(parsePrdText(doc.toString(), path)),
        });
        // Patched, not read again: the tasks the edit left alone are the same objects.
        if (before.prd && after.prd && doc.taskEdits()) {
          const untouched = before.prd.tasks.findIndex(
            (t, i) => t.id !== id && after.prd!.tasks[i] === t,
          );
          if (untouched >= 0) patched++;
        }
      }
    }
    if (ids(text).length > 1) expect(patched).toBeGreaterThan(0);
  });

  it('two steps in a row: each answer equals a fresh load', async () => {
    const path = join(dir, 'prd.yaml');
    let text = realisticPrd(20).yaml;
    writeFileSync(path, text);
    await loadPrdFile(path);
    for (const id of ['task-4', 'task-9', 'task-4', 'task-20']) {
      const doc = PrdDocument.parse(readFileSync(path, 'utf8'), path);
      doc.setTaskStatus(id, 'done', { now: NOW, force: true });
      text = doc.toString();
      writeFileSync(path, text);
      noteWrittenPrd(path, doc);
      expect(view(await loadPrdFile(path))).toEqual(view(parsePrdText(text, path)));
    }
  });

  it('reads the whole text when the file is not what the harness wrote', async () => {
    const path = join(dir, 'prd.yaml');
    const text = realisticPrd(6).yaml;
    writeFileSync(path, text);
    await loadPrdFile(path);
    const doc = PrdDocument.parse(text, path);
    doc.setTaskStatus('task-5', 'done', { now: NOW, force: true });
    noteWrittenPrd(path, doc);
    // A person edits the list (another task) before the next step.
    const edited = text.replace('title: "Implement step 6', 'title: "Build step 6');
    writeFileSync(path, edited);
    const after = await loadPrdFile(path);
    expect(view(after)).toEqual(view(parsePrdText(edited, path)));
    expect(after.prd!.tasks[5]!.title).toBe('Build step 6 of the request pipeline');
  });

  it('reads the whole text after an edit of the whole document (a task in flow style)', async () => {
    const path = join(dir, 'prd.yaml');
    const text =
      'schema_version: "1.0"\nproject:\n  title: P\ntasks:\n  - id: a\n    title: A\n    status: pending\n  - {id: b, title: B, status: pending}\n';
    writeFileSync(path, text);
    await loadPrdFile(path);
    const doc = PrdDocument.parse(text, path);
    doc.setTaskStatus('b', 'done', { now: NOW, force: true });
    expect(doc.taskEdits()).toBeUndefined();
    writeFileSync(path, doc.toString());
    noteWrittenPrd(path, doc);
    expect(view(await loadPrdFile(path))).toEqual(view(parsePrdText(doc.toString(), path)));
  });

  it('an edit that makes the list invalid is reported as a fresh load reports it', async () => {
    const path = join(dir, 'prd.yaml');
    const text = chainText(3);
    writeFileSync(path, text);
    await loadPrdFile(path);
    const doc = PrdDocument.parse(text, path);
    doc.setTaskStatus('t2', 'blocked', { now: NOW, force: true, blockedBy: 'x' });
    noteWrittenPrd(path, doc);
    // What is written is not what the document holds: a status the schema refuses.
    const broken = doc.toString().replace('status: blocked', 'status: stuck');
    writeFileSync(path, broken);
    const after = await loadPrdFile(path);
    expect(after.prd).toBeUndefined();
    expect(view(after)).toEqual(view(parsePrdText(broken, path)));
  });
});

/** Bytes this process has read through read(2) and the like so far (Linux). */
function bytesRead(): number {
  return Number(/^rchar: (\d+)$/m.exec(readFileSync('/proc/self/io', 'utf8'))![1]);
}

describe('a list the harness wrote and settled (notePrdSettled)', () => {
  const SET_BACK = new Date('2026-03-01T11:59:58.000Z');
  /** Past the clock tick of the harness's own write (file times are coarse on some kernels). */
  const laterTick = () => new Promise((resolve) => setTimeout(resolve, 25));

  /** The list written after one task's edit, noted and settled as the loop does. */
  async function settledEdit(path: string, text: string) {
    writeFileSync(path, text);
    await loadPrdFile(path);
    const doc = PrdDocument.parse(text, path);
    doc.setTaskStatus('task-5', 'done', { now: NOW, force: true });
    writeFileSync(path, doc.toString());
    noteWrittenPrd(path, doc);
    utimesSync(path, SET_BACK, SET_BACK); // as the harness sets its times before it commits
    notePrdSettled(path);
    return doc.toString();
  }

  it('is not read again while it stays as it was, and loads as a fresh load would', async () => {
    const path = join(dir, 'prd.yaml');
    const written = await settledEdit(path, realisticPrd(2_000).yaml);
    expect(written.length).toBeGreaterThan(1_000_000);
    const before = bytesRead();
    const after = await loadPrdFile(path);
    expect(bytesRead() - before).toBeLessThan(100_000);
    expect(view(after)).toEqual(view(parsePrdText(written, path)));
  });

  it('is read again after a change that keeps its size and its modification time', async () => {
    const path = join(dir, 'prd.yaml');
    const written = await settledEdit(path, realisticPrd(6).yaml);
    await laterTick();
    // A program flips a status in place and sets the times back: only the change time moves.
    const flipped = written.replace('status: pending', 'status: skipped');
    expect(flipped.length).toBe(written.length);
    writeFileSync(path, flipped);
    utimesSync(path, SET_BACK, SET_BACK);
    expect(statSync(path).mtimeMs).toBe(SET_BACK.getTime());
    const after = await loadPrdFile(path);
    expect(view(after)).toEqual(view(parsePrdText(flipped, path)));
    expect(after.prd!.tasks.filter((t) => t.status === 'skipped')).toHaveLength(1);
  });

  it('is read again when another file takes its place', async () => {
    const path = join(dir, 'prd.yaml');
    const written = await settledEdit(path, realisticPrd(6).yaml);
    await laterTick();
    const other = join(dir, 'other.yaml');
    const renamed = written.replace('Implement step 6', 'Implement step 9');
    writeFileSync(other, renamed);
    utimesSync(other, SET_BACK, SET_BACK);
    renameSync(other, path);
    const after = await loadPrdFile(path);
    expect(view(after)).toEqual(view(parsePrdText(renamed, path)));
    expect(after.prd!.tasks[5]!.title).toBe('Implement step 9 of the request pipeline');
  });
});

describe('a document of a text the harness just wrote', () => {
  it('edits the same way as a document read from scratch, and shares nothing with the first', () => {
    const text = realisticPrd(10).yaml;
    const first = PrdDocument.parse(text, 'prd.yaml');
    first.setTaskStatus('task-4', 'done', { now: NOW, force: true });
    const written = first.toString();
    // Read again (the text the harness wrote): its index comes from the first document.
    const second = PrdDocument.parse(written, 'prd.yaml');
    const whole = PrdDocument.parse(`${written}# end\t\n`, 'prd.yaml');
    first.setTaskStatus('task-6', 'blocked', { now: NOW, force: true, blockedBy: 'x' });
    for (const doc of [second, whole]) {
      doc.setTaskStatus('task-8', 'done', { now: NOW, force: true });
      expect(doc.getTaskStatus('task-6')).toBe('pending');
      expect(doc.getTaskStatus('task-4')).toBe('done');
    }
    expect(second.fullyParsed).toBe(false);
    expect(second.toString()).toBe(whole.toString().replace(/# end\t\n$/, ''));
    expect(second.taskEdits()?.from).toBe(written);
  });
});
