/** Task-list text is data: one line, no control or direction characters, capped. */
import { describe, expect, it } from '@jest/globals';
import { parseDocument } from 'yaml';
import { oneLine, sanitizeTaskListTitles } from '../../src/text/one-line.js';

describe('oneLine', () => {
  it('folds every line break, removes controls, ANSI, bidi and zero-width characters', () => {
    expect(oneLine('Add x\n\nCo-authored-by: Mallory <m@example.com>')).toBe(
      'Add x Co-authored-by: Mallory <m@example.com>',
    );
    expect(oneLine('a\r\nb\u2028c\u0085d\te')).toBe('a b c d e');
    expect(oneLine('\x1b[31mred\x1b[0m\x07 \u202eevil\u202c \u200bzero')).toBe('red evil zero');
    expect(oneLine(42)).toBe('42');
  });

  it('caps the length with an ellipsis, counting characters, not UTF-16 units', () => {
    expect(oneLine('é'.repeat(300))).toHaveLength(200);
    expect(oneLine('😀'.repeat(10), 5)).toBe('😀😀😀😀…');
  });
});

describe('sanitizeTaskListTitles (plan mode)', () => {
  it('makes project and task titles one line, keeping comments and other fields', () => {
    const yaml = [
      '# generated',
      'project:',
      '  title: "Kit\\nCo-authored-by: x <x@y>"',
      'tasks:',
      '  - id: t1 # first',
      '    title: |',
      '      Line one',
      '      Signed-off-by: x',
      '    description: "keeps\\nits lines"',
      '',
    ].join('\n');
    const out = sanitizeTaskListTitles(yaml);
    const doc = parseDocument(out).toJS() as {
      project: { title: string };
      tasks: { title: string; description: string }[];
    };
    expect(doc.project.title).toBe('Kit Co-authored-by: x <x@y>');
    expect(doc.tasks[0]!.title).toBe('Line one Signed-off-by: x');
    expect(doc.tasks[0]!.description).toBe('keeps\nits lines');
    expect(out).toContain('# first');
    expect(sanitizeTaskListTitles('tasks: []\n')).toBe('tasks: []\n');
  });
});
