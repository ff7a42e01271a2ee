/**
 * Forward compatibility and hostile sizes: unknown keys warn (errors with --strict), dates
 * accept full timestamps, warnings keep the located fast path, deep nesting is a located
 * error, long lists of problems are capped, and a 100,000-task list is accepted.
 */
import { describe, expect, it } from '@jest/globals';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { realisticPrd } from '../../bench/generate.js';
import { validateCommand } from '../../src/cli/commands/validate.js';
import { statusCommand } from '../../src/cli/commands/status.js';
import type { CliIO } from '../../src/cli/types.js';
import { annotateDiagnostics } from '../../src/github/flows/annotate.js';
import type { ActionHost } from '../../src/github/flows/host.js';
import { loadPrdFile, parsePrdText } from '../../src/prd/index.js';
import type { Diagnostic } from '../../src/prd/index.js';
import { validatePrdValue } from '../../src/prd/validate.js';
import { makeLocator, parseYaml, scalarSource } from '../../src/prd/yaml-source.js';
import { schemaPass } from '../../src/prd/schema-pass.js';
import { chainText, fixture, tempDir } from './helpers.js';

const where = (d: Diagnostic) => `${d.line}:${d.column} ${d.rule} ${d.message}`;

async function cli(
  command: typeof validateCommand,
  cwd: string,
  positionals: string[],
  values: Record<string, boolean> = {},
): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const io: CliIO = {
    stdout: (t) => (out += t),
    stderr: (t) => (err += t),
    isTTY: false,
    color: false,
    cwd,
    env: {},
  };
  const code = await command.run({
    positionals,
    values,
    io,
    signal: new AbortController().signal,
  });
  return { code, out, err };
}

const NEWER = `schema_version: "1.0"
project:
  title: "From a newer version"
  owner: team-a
tasks:
  - id: a
    title: First
    status: done
    created: 2026-01-05T08:00:00Z
    updated: "2026-01-06T09:15:30.250+02:00"
    completed: "2026-01-06T10:30:00Z"
    estimate_hours: 3
  - id: b
    title: Second
    status: pending
    priorty: high
    depends_on: [a]
`;

describe('schema tolerance (000 §14.1)', () => {
  it('unknown keys are warnings with a did-you-mean; the list loads without them', () => {
    const loaded = parsePrdText(NEWER, 'prd.yaml');
    expect(loaded.errors).toEqual([]);
    expect(loaded.warnings.map(where)).toEqual([
      "4:3 KEY Unknown key 'owner' in project",
      "12:5 KEY Unknown key 'estimate_hours' in task a (did you mean 'estimated_turns'?)",
      "16:5 KEY Unknown key 'priorty' in task b (did you mean 'priority'?)",
    ]);
    expect(loaded.warnings.every((w) => w.severity === 'warning')).toBe(true);
    expect(loaded.prd?.tasks.map((t) => Object.keys(t))).toEqual([
      ['id', 'title', 'status', 'created', 'updated', 'completed'],
      ['id', 'title', 'status', 'depends_on'],
    ]);
  });

  it('`ralph validate` passes with the warnings; `--strict` fails on them', async () => {
    const { dir, cleanup } = tempDir();
    try {
      writeFileSync(join(dir, 'prd.yaml'), NEWER);
      const tolerant = await cli(validateCommand, dir, ['prd.yaml']);
      expect(tolerant.code).toBe(0);
      expect(tolerant.out).toContain(
        "prd.yaml:16:5: warning KEY Unknown key 'priorty' in task b (did you mean 'priority'?)",
      );
      expect(tolerant.out).toMatch(/^valid: prd\.yaml: 2 tasks \(3 warnings\)$/m);
      const strict = await cli(validateCommand, dir, ['prd.yaml'], { strict: true });
      expect(strict.code).toBe(1);
      expect(strict.out).toContain(
        "prd.yaml:16:5: KEY Unknown key 'priorty' in task b (did you mean 'priority'?)",
      );
      expect(strict.out).toMatch(/^invalid: prd\.yaml: 3 errors$/m);
    } finally {
      cleanup();
    }
  });

  it('created, updated and completed take a date or a full ISO 8601 timestamp', () => {
    const loaded = parsePrdText(NEWER, 'prd.yaml');
    expect(loaded.prd?.tasks[0]).toMatchObject({
      created: '2026-01-05T08:00:00Z',
      updated: '2026-01-06T09:15:30.250+02:00',
    });
    const bad = parsePrdText(NEWER.replace('2026-01-05T08:00:00Z', '5 Jan 2026'), 'prd.yaml');
    expect(bad.errors.map(where)).toEqual([
      "9:14 SCHEMA Invalid created in task a: '5 Jan 2026': expected a date like 2026-02-05 or an ISO 8601 timestamp like 2026-02-05T10:30:00Z",
    ]);
  });
});

describe('warnings keep the fast path, with the full parser’s positions', () => {
  /** The same validation with positions from the full YAML parser. */
  function slowWarnings(text: string): string[] {
    const src = parseYaml(text, 'prd.yaml');
    const result = validatePrdValue({
      value: src.value,
      scalarSource: (path) => scalarSource(src.doc, path),
      locate: makeLocator(src),
      file: 'prd.yaml',
      schema: schemaPass,
    });
    return result.warnings.map(where);
  }

  const texts: [string, string][] = [
    ['complex.yaml', readFileSync(fixture('complex.yaml'), 'utf8')],
    ['commented.yaml', readFileSync(fixture('commented.yaml'), 'utf8')],
    ['newer', NEWER],
    ['realistic', realisticPrd(30).yaml],
    [
      'warnings on the last tasks of a long list, read again alone',
      realisticPrd(300)
        .yaml.replace('status: in_progress', 'status: pending')
        .replace('id: "task-299"\n', 'id: "task-299"\n    owner: sam\n')
        .replace(/(id: "task-300"[^]*?status: )pending/, '$1in_progress'),
    ],
    [
      'flow lists and empty values',
      `schema_version: "1.0"\nproject: {title: P}\ntasks:\n  - {id: a, title: A, status: skipped}\n  - id: b\n    title: B\n    status: pending\n    depends_on: [x, a]\n    blocked_by:\n  - id: c\n    title: C\n    status: blocked\n    extra:\n      nested: 1\n`,
    ],
  ];
  it.each(texts)('%s', (_name, text) => {
    const fast = parsePrdText(text, 'prd.yaml');
    expect(fast.warnings.length).toBeGreaterThan(0);
    expect(fast.warnings.map(where)).toEqual(slowWarnings(text));
  });
});

describe('deep nesting', () => {
  const head =
    'schema_version: "1.0"\nproject:\n  title: x\ntasks:\n  - id: a\n    title: t\n    status: pending\n';
  it('block nesting is a located YAML error, not a crash', async () => {
    const levels = 3000;
    let text = `${head}    description:\n`;
    for (let i = 0; i < levels; i++) text += `${' '.repeat(6 + i)}k:\n`;
    text += `${' '.repeat(6 + levels)}v: 1\n`;
    const loaded = parsePrdText(text, 'prd.yaml');
    expect(loaded.prd).toBeUndefined();
    expect(loaded.errors.map(where)).toEqual([
      '506:504 YAML Nesting is too deep (more than 500 levels); a task list needs only a few',
    ]);
  });
  it('flow nesting too', () => {
    const text = `${head}    description: ${'['.repeat(20_000)}${']'.repeat(20_000)}\n`;
    const loaded = parsePrdText(text, 'prd.yaml');
    expect(loaded.errors.map(where)).toEqual([
      '8:515 YAML Nesting is too deep (more than 500 levels); a task list needs only a few',
    ]);
  });
  it('moderate nesting still loads (and is reported by the schema, with its place)', () => {
    const text = `${head}    description: ${'['.repeat(300)}${']'.repeat(300)}\n`;
    const loaded = parsePrdText(text, 'prd.yaml');
    expect(loaded.errors.map(where)).toEqual([
      '8:18 SCHEMA Invalid description in task a: expected text, got a list',
    ]);
  });
});

describe('capped diagnostics', () => {
  /** 120 tasks, each depending on a task that does not exist: 120 errors. */
  const broken = chainText(120).replace(/depends_on: \[t(\d+)\]/g, 'depends_on: [missing-$1]');

  it('ralph validate lists the first 50 and counts the rest', async () => {
    const { dir, cleanup } = tempDir();
    try {
      writeFileSync(join(dir, 'prd.yaml'), broken);
      const { code, out } = await cli(validateCommand, dir, ['prd.yaml']);
      expect(code).toBe(1);
      const lines = out.trimEnd().split('\n');
      expect(lines.filter((l) => l.includes(' VAL-08 '))).toHaveLength(50);
      expect(lines.slice(-2)).toEqual([
        '... and 69 more errors, not shown (the first 50 are listed); run with --json for all of them',
        'invalid: prd.yaml: 119 errors',
      ]);
      const json = await cli(validateCommand, dir, ['prd.yaml'], { json: true });
      expect(JSON.parse(json.out).errors).toHaveLength(119);
      const status = await cli(statusCommand, dir, ['prd.yaml']);
      expect(status.code).toBe(1);
      expect(status.err.trimEnd().split('\n')).toHaveLength(51);
    } finally {
      cleanup();
    }
  });

  it('the action annotates the first 50 and one annotation counts the rest', () => {
    const loaded = parsePrdText(broken, '/ws/.ralph/prd.yaml');
    const calls: { kind: string; message: string; file?: string; line?: number }[] = [];
    const host = {
      error: (message: string, p?: { file?: string; startLine?: number }) =>
        calls.push({ kind: 'error', message, file: p?.file, line: p?.startLine }),
      warning: (message: string, p?: { file?: string; startLine?: number }) =>
        calls.push({ kind: 'warning', message, file: p?.file, line: p?.startLine }),
    } as unknown as ActionHost;
    annotateDiagnostics(host, '/ws', [...loaded.errors, ...loaded.warnings]);
    expect(calls).toHaveLength(51);
    expect(calls[0]).toMatchObject({ kind: 'error', file: '.ralph/prd.yaml', line: 11 });
    expect(calls[50]).toEqual({
      kind: 'error',
      message: '... and 69 more errors, not shown (the first 50 are listed)',
      file: '.ralph/prd.yaml',
      line: undefined,
    });
  });
});

describe('large lists', () => {
  it('a realistic 100,000-task list (over 50 MB) is accepted, with its warnings located', async () => {
    const { dir, cleanup } = tempDir();
    try {
      const { yaml } = realisticPrd(100_000);
      expect(yaml.length).toBeGreaterThan(50 * 1024 * 1024);
      const path = join(dir, 'prd.yaml');
      writeFileSync(path, yaml);
      const loaded = await loadPrdFile(path);
      expect(loaded.errors).toEqual([]);
      expect(loaded.prd?.tasks).toHaveLength(100_000);
      expect(loaded.warnings.map((w) => `${w.line} ${w.rule}`)).toEqual(['40 STATE', '111 KEY']);
    } finally {
      cleanup();
    }
  });
});
