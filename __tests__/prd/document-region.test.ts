/**
 * Edits of one task parse only that task's lines (on plain files): the result must be the
 * very text the whole-document edit gives. The whole-document way is taken for the same file
 * with a tab in a trailing comment (outside the fast subset).
 */
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { generatePrdText, realisticPrd } from '../../bench/generate.js';
import { PrdDocument } from '../../src/prd/index.js';
import { fixture } from './helpers.js';

const TAIL = '# end\t\n';
const NOW = new Date('2026-03-01T12:00:00.000Z');

const files: [string, string][] = [
  ['commented.yaml', readFileSync(fixture('commented.yaml'), 'utf8')],
  ['complex.yaml', readFileSync(fixture('complex.yaml'), 'utf8')],
  ['minimal.yaml', readFileSync(fixture('minimal.yaml'), 'utf8')],
  ['nexus.yaml', readFileSync(fixture('nexus.yaml'), 'utf8')],
  ['generated', generatePrdText(12)],
  ['realistic', realisticPrd(8).yaml],
  [
    'items at column 0, flow task, no trailing newline',
    'schema_version: "1.0"\nproject:\n  title: P\ntasks:\n- id: 1\n  title: One\n  status: pending\n  # note\n- {id: 2, title: Two, status: pending}\n-\n  id: three\n  title: Three\n  status: "pending"\n  comments: []',
  ],
];

/** Tasks written in flow style (`- {id: ...}`) in the files above. */
const FLOW_TASKS = new Set<string | number>(['task-003', 2]);

type Edit = (doc: PrdDocument, id: string | number) => void;
const edits: [string, Edit][] = [
  ['done', (doc, id) => doc.setTaskStatus(id, 'done', { now: NOW, force: true })],
  [
    'blocked',
    (doc, id) =>
      doc.setTaskStatus(id, 'blocked', { now: NOW, force: true, blockedBy: "it's stuck" }),
  ],
  ['pending', (doc, id) => doc.setTaskStatus(id, 'pending', { now: NOW, force: true })],
  [
    'comment',
    (doc, id) =>
      doc.addTaskComment(id, {
        author: 'agent',
        body: 'Attempt 1 failed:\n  tests',
        created: '2026-03-01T12:00:00Z',
      }),
  ],
];

function ids(doc: PrdDocument): (string | number)[] {
  const tasks = (doc.yaml.toJS() as { tasks: { id: string | number }[] }).tasks;
  return tasks.map((t) => t.id);
}

describe('one task’s edit gives the same text as a whole-document edit', () => {
  it.each(files)('%s', (_name, text) => {
    const probe = PrdDocument.parse(text, 'prd.yaml');
    let edited = 0;
    for (const id of ids(probe)) {
      for (const [, edit] of edits) {
        const region = PrdDocument.parse(text, 'prd.yaml');
        const whole = PrdDocument.parse(
          text + (text.endsWith('\n') ? '' : '\n') + TAIL,
          'prd.yaml',
        );
        edit(region, id);
        edit(whole, id);
        // only the task's lines were parsed (a flow-style task is edited the plain way)
        expect(region.fullyParsed).toBe(FLOW_TASKS.has(id));
        const expected = whole.toString().slice(0, -TAIL.length);
        expect(region.toString().replace(/\n?$/, '\n')).toBe(expected.replace(/\n?$/, '\n'));
        for (const other of ids(region)) {
          expect(region.getTaskStatus(other)).toBe(whole.getTaskStatus(other));
        }
        edited++;
      }
    }
    expect(edited).toBeGreaterThan(0);
  });

  it('two edits in a row, then the whole document still parses to the same data', () => {
    const text = realisticPrd(6).yaml;
    const doc = PrdDocument.parse(text, 'prd.yaml');
    doc.setTaskStatus('task-4', 'in_progress', { now: NOW });
    doc.setTaskStatus('task-4', 'done', { now: NOW });
    doc.addTaskComment('task-5', {
      author: 'agent',
      body: 'note',
      created: '2026-03-01T12:00:00Z',
    });
    expect(doc.getTaskStatus('task-4')).toBe('done');
    const again = PrdDocument.parse(doc.toString(), 'prd.yaml');
    expect(again.getTaskStatus('task-4')).toBe('done');
    const data = again.yaml.toJS() as { tasks: Record<string, unknown>[] };
    expect(data.tasks[3]).toMatchObject({ status: 'done', completed: '2026-03-01T12:00:00Z' });
    expect(data.tasks[4]!.comments).toEqual([
      { author: 'agent', body: 'note', created: '2026-03-01T12:00:00Z' },
    ]);
  });

  it('editTask makes several edits of one task as one, with the same text as one by one', () => {
    for (const [name, text] of files) {
      for (const id of ids(PrdDocument.parse(text, 'prd.yaml'))) {
        const together = PrdDocument.parse(text, 'prd.yaml');
        const apart = PrdDocument.parse(text, 'prd.yaml');
        const seen: (string | undefined)[] = [];
        together.editTask(id, (doc) => {
          seen.push(doc.getTaskStatus(id));
          doc.setTaskStatus(id, 'in_progress', { now: NOW, force: true });
          doc.setTaskStatus(id, 'done', { now: NOW });
        });
        apart.setTaskStatus(id, 'in_progress', { now: NOW, force: true });
        apart.setTaskStatus(id, 'done', { now: NOW });
        expect([name, id, together.toString()]).toEqual([name, id, apart.toString()]);
        expect(seen).toEqual([PrdDocument.parse(text, 'prd.yaml').getTaskStatus(id)]);
        expect(together.getTaskStatus(id)).toBe('done');
        // a flow-style task is edited the plain way, the others through their own lines
        expect(together.fullyParsed).toBe(FLOW_TASKS.has(id));
      }
    }
  });

  it('editTask refuses as the single edits do, and leaves the text as it was', () => {
    const text = realisticPrd(6).yaml;
    const doc = PrdDocument.parse(text, 'prd.yaml');
    expect(() =>
      doc.editTask('task-4', (edited) => edited.setTaskStatus('task-4', 'done', { now: NOW })),
    ).toThrow(/Cannot mark task task-4 done/);
    expect(doc.toString()).toBe(text);
  });
});

describe('the bytes a document is written as', () => {
  const utf8 = (doc: PrdDocument) => Buffer.concat(doc.bytes()).toString('utf8');

  it('are the UTF-8 of its text after every edit, ASCII or not', () => {
    const ascii = realisticPrd(30).yaml;
    const accented = ascii.replace('title: ', 'title: Café ');
    for (const text of [ascii, accented]) {
      const doc = PrdDocument.parse(text, 'prd.yaml');
      for (let n = 1; n <= 30; n++) {
        doc.setTaskStatus(`task-${n}`, 'blocked', { now: NOW, force: true, blockedBy: 'waits' });
        expect(utf8(doc)).toBe(doc.toString());
      }
      // lines that are not ASCII, put into an ASCII list
      doc.setTaskStatus('task-3', 'blocked', { now: NOW, force: true, blockedBy: 'déjà vu' });
      expect(utf8(doc)).toBe(doc.toString());
      expect(doc.toString()).toContain('déjà vu');
    }
  });

  it('of a document parsed again from the text just written, edit on from there', () => {
    const first = PrdDocument.parse(realisticPrd(10).yaml, 'prd.yaml');
    first.setTaskStatus('task-2', 'in_progress', { now: NOW, force: true });
    const second = PrdDocument.parse(first.toString(), 'prd.yaml');
    second.setTaskStatus('task-2', 'done', { now: NOW });
    const fresh = PrdDocument.parse(first.toString(), 'prd.yaml');
    expect(utf8(second)).toBe(second.toString());
    expect(second.toString()).toContain('    status: done\n    completed: 2026-03-01T12:00:00Z\n');
    expect(utf8(first)).toBe(fresh.toString());
  });
});
