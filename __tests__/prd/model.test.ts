import { describe, expect, it } from '@jest/globals';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parsePrdText } from '../../src/prd/load-full.js';
import { loadPrdFile } from '../../src/prd/load.js';
import { KNOWN_KEYS } from '../../src/prd/model.js';
import {
  DisciplineSchema,
  FeatureSchema,
  McpServerSchema,
  PrdSchema,
  ProjectSchema,
  TaskCommentSchema,
  TaskSchema,
  VerifyCommandObjectSchema,
} from '../../src/prd/schema.js';
import { tempDir } from './helpers.js';

describe('the vocabulary the fast path uses without the schema library', () => {
  it('lists exactly the keys of each zod schema', () => {
    const keys = (schema: { shape: Record<string, unknown> }) => Object.keys(schema.shape);
    expect({
      top: keys(PrdSchema),
      project: keys(ProjectSchema),
      task: keys(TaskSchema),
      comment: keys(TaskCommentSchema),
      verify: keys(VerifyCommandObjectSchema),
      discipline: keys(DisciplineSchema),
      mcp: keys(McpServerSchema),
      feature: keys(FeatureSchema),
    }).toEqual(KNOWN_KEYS);
  });
});

describe('loading without the schema library, and with it', () => {
  const base = [
    'schema_version: "1.0"',
    'project:',
    '  title: Shop',
    'tasks:',
    '  - id: a',
    '    title: First',
    '    status: pending',
  ];

  it.each([
    ['a plain list', []],
    ['files and baseline', ['    files: [src/a.ts]', '    baseline: allow-failing']],
    ['verify commands (zod normalises them)', ['    verify: ["npm test"]']],
    [
      'comments',
      [
        '    comments:',
        '      - author: sam',
        '        body: looks good',
        '        created: 2026-01-05',
      ],
    ],
  ])('loadPrdFile and parsePrdText agree on %s', async (_name, extra) => {
    const text = [...base, ...extra].join('\n') + '\n';
    const { dir, cleanup } = tempDir();
    try {
      const file = join(dir, 'prd.yaml');
      writeFileSync(file, text);
      const loaded = await loadPrdFile(file);
      const parsed = parsePrdText(readFileSync(file, 'utf8'), file);
      expect(loaded.errors).toEqual([]);
      expect(loaded.prd).toEqual(parsed.prd);
      expect(loaded.text).toBe(text);
    } finally {
      cleanup();
    }
  });

  it('reports keys named like built-in object members as unknown, as any other key', async () => {
    const { dir, cleanup } = tempDir();
    try {
      const file = join(dir, 'prd.yaml');
      writeFileSync(file, [...base, '    constructor: x', '    valueOf: 3'].join('\n') + '\n');
      const loaded = await loadPrdFile(file);
      expect(loaded.errors).toEqual([]);
      expect(loaded.warnings.map((w) => `${w.line}:${w.column} ${w.rule} ${w.message}`)).toEqual([
        "8:5 KEY Unknown key 'constructor' in task a",
        "9:5 KEY Unknown key 'valueOf' in task a",
      ]);
      expect(loaded.prd?.tasks[0]).toEqual({ id: 'a', title: 'First', status: 'pending' });
    } finally {
      cleanup();
    }
  });

  it('a verify command written as a string is normalised on the fast path too', async () => {
    const { dir, cleanup } = tempDir();
    try {
      const file = join(dir, 'prd.yaml');
      writeFileSync(file, [...base, '    verify: ["npm test"]'].join('\n') + '\n');
      const loaded = await loadPrdFile(file);
      expect(loaded.prd?.tasks[0]?.verify).toEqual([{ command: 'npm test' }]);
    } finally {
      cleanup();
    }
  });
});
