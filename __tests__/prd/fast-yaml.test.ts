import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { generatePrdText } from '../../bench/generate.js';
import { fastLocate, fastParseYaml, PATH_SEP } from '../../src/prd/fast-yaml.js';
import { FIXTURES } from './helpers.js';

/** The fast reader must either give up or agree with the yaml package exactly. */
function agrees(text: string): 'same' | 'gave up' {
  const fast = fastParseYaml(text);
  if (!fast) return 'gave up';
  expect(fast.value).toEqual(parse(text));
  return 'same';
}

function yamlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? yamlFiles(join(dir, e.name))
      : e.name.endsWith('.yaml')
        ? [join(dir, e.name)]
        : [],
  );
}

describe('fast YAML subset reader', () => {
  it.each(yamlFiles(FIXTURES).map((f) => [f.slice(FIXTURES.length + 1), f]))(
    'agrees with yaml on %s',
    (_name, file) => {
      agrees(readFileSync(file, 'latin1'));
    },
  );

  it('handles the spec examples and the commented fixture itself (no fallback)', () => {
    for (const name of ['minimal.yaml', 'complex.yaml', 'commented.yaml', 'nexus.yaml']) {
      expect(agrees(readFileSync(join(FIXTURES, name), 'utf8'))).toBe('same');
    }
    expect(agrees(generatePrdText(50))).toBe('same');
  });

  const same: string[] = [
    'a: 1\nb: -2\nc: 1.5\nd: 1e3\ne: 007\nf: +3\ng: .5\n',
    'a: true\nb: False\nc: NULL\nd: ~\ne:\nf: null\n',
    'a: 2026-02-05\nb: 2026-02-05T10:30:00Z\nc: yes\nd: on\ne: 1_000\n',
    'a: "x\\ty \\"q\\" \\u00e9"\nb: \'it\'\'s\'\nc: "a # not a comment"  # comment\n',
    'a: foo:bar\nb: C#\nc: -foo\nd: some text # comment\ne: a [b] {c}\n',
    'a: [ x,  "y", \'z\', 1, true, [n, [m]], {k: v} ]\nb: []\nc: {}\nd: [a, b,]\n',
    'a: {id: 1, t: "x, y", d: [a]}\n',
    'list:\n- a\n- b\nnext: 1\n',
    'list:\n  - a\n  -\n  - # c\n    k: v\n  - k: v\n    j: w\n',
    'a:\n  b:\n    c: 1\n  d: 2\n# trailing\n',
    'a: |\n  line 1\n\n  line 3\n    indented\nb: |-\n  x\n  y\n\n\nc: 1\n',
    'a: >\n  folded\n  text\n\n  para\nb: >-\n  x\n  y\n',
    'a: |\n  # not a comment\n  text\n  # also text\n# a comment\nb: 1\n',
    '- a: |\n    block in a list\n  b: 2\n- c\n',
    'a: 1   \nb: 2 # c\n\n\n   \nc: 3\n',
    'key.with-dash_and.dot: 1\n',
    '- 1\n- [2]\n- "3"\n',
    // More keys than the reader keeps a duplicate-check bit for.
    Array.from({ length: 40 }, (_, i) => `k${i}: ${i}\n`).join(''),
  ];
  it.each(same.map((s) => [JSON.stringify(s), s]))('reads %s like yaml', (_label, text) => {
    expect(agrees(text)).toBe('same');
  });

  const gaveUp: string[] = [
    'a: &x 1\nb: *x\n',
    'a: !!str 5\n',
    'a: multi\n  line plain\n',
    'a: "multi\n  line"\n',
    'a:\tb\n',
    'a: 1\r\nb: 2\r\n',
    '---\na: 1\n',
    'a: 1\na: 2\n',
    'a: b: c\n',
    'a: |+\n  keep\n\n',
    'a: |2\n   x\n',
    'a: [1,\n  2]\n',
    '"quoted key": 1\n',
    'a: .inf\n',
    'a: 0x1F\n',
    'a: 123456789012345678901234567890\n',
    '? complex\n: key\n',
    '- - nested\n',
    'true: 1\n',
    '__proto__: 1\n',
    '',
    '# only a comment\n',
    'just a scalar\n',
    'a:\n    b: 1\n  c: 2\n',
    'a: "\\x41"\n',
    'a: >\n  more\n    indented\n',
    // Keys written twice: read afresh, and as the key expected after the one before.
    'a: 1\nb: 2\na: 3\n',
    '- b: 1\n  a: 2\n- a: 1\n  b: 2\n  a: 3\n',
    Array.from({ length: 31 }, (_, i) => `k${i}: ${i}\n`).join('') + 'k30: again\n',
  ];
  it.each(gaveUp.map((s) => [JSON.stringify(s), s]))('gives up on %s', (_label, text) => {
    expect(fastParseYaml(text)).toBeUndefined();
  });

  // The reader takes a block list a few dozen items at a time: lists of every length around
  // those steps, at the root map, inside a task and inside a nested map, read like yaml.
  it.each([1, 63, 64, 65, 127, 128, 129, 200])('reads block lists of %i items', (n) => {
    const items = (indent: string, f: (i: number) => string) =>
      Array.from({ length: n }, (_, i) => `${indent}- ${f(i)}\n`).join('');
    const text =
      `tasks:\n${items('  ', (i) => `id: "t${i}"\n    n: ${i}`)}` +
      `one:\n  - list:\n${items('      ', (i) => `"s${i}"`)}    after: 1\n` +
      `nested:\n  a:\n    b:\n${items('      ', (i) => `{k: ${i}}`)}end: true\n`;
    expect(agrees(text)).toBe('same');
  });

  it('locates the fields of tasks past the first steps of a long list', () => {
    const text = generatePrdText(300);
    expect(fastParseYaml(text)).toBeDefined();
    const lines = text.split('\n');
    const titleLine = (index: number) => {
      const found = fastLocate(text, [['tasks', index, 'title']]);
      const position = found?.get(['tasks', index, 'title'].join(PATH_SEP))?.value;
      return position && lines[position.line - 1];
    };
    // Read again from the items' recorded starts (the text is the one read last)...
    for (const index of [0, 63, 64, 65, 128, 299]) {
      expect(titleLine(index)).toContain(`title: "Task number ${index + 1}"`);
    }
    // ...and by a whole tracked reading (another text was read since).
    expect(fastParseYaml('a: 1\n')).toBeDefined();
    for (const index of [64, 130, 299]) {
      expect(titleLine(index)).toContain(`title: "Task number ${index + 1}"`);
    }
  });
});

describe('fast YAML reader under mutation', () => {
  /** Deterministic PRNG so a failure is reproducible. */
  function rng(seed: number) {
    let s = seed >>> 0;
    return () => {
      s = (s * 1664525 + 1013904223) >>> 0;
      return s / 2 ** 32;
    };
  }
  const alphabet = [
    ' ',
    '\n',
    ':',
    '-',
    '#',
    '"',
    "'",
    '[',
    ']',
    '{',
    '}',
    ',',
    '|',
    '>',
    'a',
    '1',
    '  ',
    '- ',
  ];

  it('reads lists nested in lists after a document it gave up on part-way through a list', () => {
    // The reader gathers the items of nested lists on one shared stack: a document abandoned
    // inside nested lists must not disturb the next one.
    const abandoned = 'a:\n  - x\n  - - y\n  - b:\n      - 1\n      - &anchor 2\n';
    expect(agrees(abandoned)).toBe('gave up');
    const nested =
      'a:\n  - b:\n      - 1\n      - c:\n          - 2\n          - 3\n        d: ["x", "y"]\n' +
      '  - e: []\n  - ["p"]\nf:\n  - g\n';
    expect(agrees(nested)).toBe('same');
    expect(fastParseYaml(nested)!.value).toEqual({
      a: [{ b: [1, { c: [2, 3], d: ['x', 'y'] }] }, { e: [] }, ['p']],
      f: ['g'],
    });
  });

  it('never disagrees with yaml on 3,000 mutated task lists', () => {
    const base = [
      readFileSync(join(FIXTURES, 'commented.yaml'), 'utf8'),
      readFileSync(join(FIXTURES, 'complex.yaml'), 'utf8'),
      readFileSync(join(FIXTURES, 'nexus.yaml'), 'utf8'),
    ];
    const random = rng(42);
    let answered = 0;
    for (let n = 0; n < 3000; n++) {
      let text = base[n % base.length]!;
      const edits = 1 + Math.floor(random() * 3);
      for (let e = 0; e < edits; e++) {
        const at = Math.floor(random() * text.length);
        const cut = Math.floor(random() * 3);
        const insert = random() < 0.7 ? alphabet[Math.floor(random() * alphabet.length)]! : '';
        text = text.slice(0, at) + insert + text.slice(at + cut);
      }
      let expected: unknown;
      let threw = false;
      try {
        expected = parse(text);
      } catch {
        threw = true;
      }
      const fast = fastParseYaml(text);
      if (!fast) continue;
      answered++;
      if (threw) throw new Error(`fast reader accepted invalid YAML:\n${text}`);
      if (JSON.stringify(fast.value) !== JSON.stringify(expected)) {
        throw new Error(`fast reader disagrees on:\n${text}`);
      }
    }
    // The reader must still answer for most small edits, or it accelerates nothing.
    expect(answered).toBeGreaterThan(500);
  });
});
