import { describe, expect, it } from '@jest/globals';
import { copyFileSync, mkdirSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { documentOf, formatDiagnostic, loadPrdFile, parsePrdText } from '../../src/prd/index.js';
import type { Diagnostic } from '../../src/prd/index.js';
import { validatePrdValue } from '../../src/prd/validate.js';
import { schemaPass } from '../../src/prd/schema-pass.js';
import { chainText, fixture, tempDir } from './helpers.js';

const where = (d: Diagnostic) => `${d.line}:${d.column} ${d.rule} ${d.message}`;

describe('seed examples (SPEC-035 §11)', () => {
  it('§11.1 minimal PRD validates', async () => {
    const loaded = await loadPrdFile(fixture('minimal.yaml'));
    expect(loaded.errors).toEqual([]);
    expect(loaded.warnings).toEqual([]);
    expect(loaded.prd?.project.title).toBe('Quick Script');
    expect(loaded.prd?.tasks).toHaveLength(1);
  });

  it('§11.2 complex PRD validates, warning about the in_progress task', async () => {
    const loaded = await loadPrdFile(fixture('complex.yaml'));
    expect(loaded.errors).toEqual([]);
    expect(loaded.prd?.tasks.map((t) => t.id)).toEqual([
      'backend-001',
      'backend-002',
      'backend-003',
      'frontend-001',
      'frontend-002',
      'infra-001',
      'docs-001',
    ]);
    expect(loaded.warnings.map(where)).toEqual([
      '26:13 STATE Task backend-003 is in_progress: a run was interrupted or is still running',
    ]);
    expect(documentOf(loaded)?.toString()).toContain('E-commerce Platform');
  });

  it('accepts the nexus extensions with integer ids', async () => {
    const loaded = await loadPrdFile(fixture('nexus.yaml'));
    expect(loaded.errors).toEqual([]);
    expect(loaded.disciplines.map((d) => d.name)).toEqual(['frontend']);
    expect(loaded.disciplines[0]?.mcp_servers?.[0]?.env).toEqual({ FOO: 'bar' });
    expect(loaded.features.map((f) => f.name)).toEqual(['authentication']);
    const task = loaded.prd?.tasks[1];
    expect(task?.id).toBe(1);
    expect(task?.depends_on).toEqual([3]);
    expect(task?.estimated_turns).toBe(10);
    expect(task?.comments?.[0]?.agent_task_id).toBe(1);
    expect(loaded.prd?.project.branchName).toBe('ralph/auth');
  });

  it('reads disciplines and features from the db/ files beside prd.yaml', async () => {
    const loaded = await loadPrdFile(fixture('nexus-db', 'prd.yaml'));
    expect(loaded.errors).toEqual([]);
    expect(loaded.disciplines.map((d) => d.name)).toEqual(['frontend', 'backend']);
    expect(loaded.features.map((f) => f.description)).toEqual(['JWT auth']);
  });
});

describe('VAL rules: exact spec message and location', () => {
  const cases: [string, string[]][] = [
    ['val-01.yaml', ['1:1 VAL-01 Missing schema_version in prd.yaml']],
    ['val-02.yaml', ['1:17 VAL-02 Unsupported schema_version: 2.0']],
    ['val-03.yaml', ['3:3 VAL-03 Missing project.title in prd.yaml']],
    ['val-04.yaml', ['4:8 VAL-04 prd.yaml must have at least one task']],
    ['val-05.yaml', ['8:9 VAL-05 Duplicate task ID: task-001']],
    ['val-06.yaml', ['5:5 VAL-06 Task missing required field: title']],
    ['val-07.yaml', ["7:13 VAL-07 Invalid status 'doing' for task task-001"]],
    ['val-08.yaml', ['11:28 VAL-08 Task task-002 depends on unknown task task-999']],
    ['val-09.yaml', ['8:17 VAL-09 Circular dependency detected: a -> b -> c -> a']],
  ];
  it.each(cases)('%s', async (name, expected) => {
    const path = fixture('invalid', name);
    const loaded = await loadPrdFile(path);
    expect(loaded.prd).toBeUndefined();
    expect(loaded.errors.map(where)).toEqual(expected);
    expect(loaded.errors.every((e) => e.file === path && e.severity === 'error')).toBe(true);
  });

  it('formats a diagnostic as path:line:col: RULE message', async () => {
    const loaded = await loadPrdFile(fixture('invalid', 'val-05.yaml'));
    expect(formatDiagnostic(loaded.errors[0]!)).toBe(
      `${fixture('invalid', 'val-05.yaml')}:8:9: VAL-05 Duplicate task ID: task-001`,
    );
  });

  it('reports every problem of a file in one run', async () => {
    const loaded = await loadPrdFile(fixture('invalid', 'many-errors.yaml'));
    expect(loaded.errors.map(where)).toEqual([
      "7:13 VAL-07 Invalid status 'doing' for task task-001",
      "8:15 SCHEMA Invalid priority in task task-001: 'urgent' is not one of low, medium, high, critical",
      '9:5 VAL-06 Task missing required field: title',
      '9:9 VAL-05 Duplicate task ID: task-001',
      '11:18 VAL-08 Task task-001 depends on unknown task nope',
      "12:14 SCHEMA Invalid created in task task-001: '05/02/2026': expected a date like 2026-02-05 or an ISO 8601 timestamp like 2026-02-05T10:30:00Z",
      "13:22 SCHEMA Invalid estimated_turns in task task-001: must be a positive number, got '-3'",
    ]);
  });

  it('reports unknown keys as warnings with a did-you-mean, and as errors when strict', async () => {
    const expected = [
      "4:3 KEY Unknown key 'titel' in project (did you mean 'title'?)",
      "9:5 KEY Unknown key 'dependson' in task task-001 (did you mean 'depends_on'?)",
      "13:5 KEY Unknown key 'priorty' in task task-002 (did you mean 'priority'?)",
      "14:5 KEY Unknown key 'zzzzqq' in task task-002",
    ];
    const tolerant = await loadPrdFile(fixture('invalid', 'unknown-key.yaml'));
    expect(tolerant.errors.map(where)).toEqual([]);
    expect(tolerant.warnings.map(where)).toEqual(expected);
    expect(tolerant.warnings.every((w) => w.severity === 'warning')).toBe(true);
    // the task list is usable; the unknown keys are left out of the data
    expect(tolerant.prd?.tasks.map((t) => t.id)).toEqual(['task-001', 'task-002']);
    expect(tolerant.prd?.tasks[0]).not.toHaveProperty('dependson');
    const strict = await loadPrdFile(fixture('invalid', 'unknown-key.yaml'), { strict: true });
    expect(strict.prd).toBeUndefined();
    expect(strict.errors.map(where)).toEqual(expected);
  });

  it('rejects tasks naming an unknown discipline or feature', async () => {
    const loaded = await loadPrdFile(fixture('invalid', 'unknown-ref.yaml'));
    expect(loaded.errors.map(where)).toEqual([
      "10:17 REF Task task-001 names unknown discipline 'frontnd' (did you mean 'frontend'?)",
      "11:14 REF Task task-001 names unknown feature 'auth' (no features are defined: add them under features: or in .ralph/db/features.yaml)",
    ]);
  });

  it('validates the db/ files with their own file names and positions', async () => {
    const { dir, cleanup } = tempDir();
    try {
      mkdirSync(join(dir, 'db'));
      copyFileSync(fixture('nexus-db', 'prd.yaml'), join(dir, 'prd.yaml'));
      writeFileSync(
        join(dir, 'db', 'disciplines.yaml'),
        'disciplines:\n  - name: frontend\n    colour: red\n',
      );
      writeFileSync(join(dir, 'db', 'features.yaml'), 'features:\n  - name: authentication\n');
      const loaded = await loadPrdFile(join(dir, 'prd.yaml'));
      expect(loaded.prd).toBeUndefined();
      expect(loaded.errors.map((d) => `${d.file}:${where(d)}`)).toEqual([
        `${join(dir, 'db', 'disciplines.yaml')}:3:5 KEY Unknown key 'colour' in discipline frontend (did you mean 'color'?)`,
      ]);
    } finally {
      cleanup();
    }
  });

  it('treats an unquoted schema_version: 1.0 as "1.0" with a warning', () => {
    const loaded = parsePrdText(
      'schema_version: 1.0\nproject:\n  title: X\ntasks:\n  - id: a\n    title: A\n    status: pending\n',
      'prd.yaml',
    );
    expect(loaded.errors).toEqual([]);
    expect(loaded.warnings.map(where)).toEqual([
      '1:17 VAL-02 schema_version should be a string: write "1.0"',
    ]);
    expect(loaded.prd?.schema_version).toBe('1.0');
  });

  it('reads the max_cost_usd of a task, and names a bad one where it is', () => {
    const text = (value: string) =>
      `schema_version: "1.0"\nproject: {title: X}\ntasks:\n  - id: a\n    title: A\n    status: pending\n    max_cost_usd: ${value}\n`;
    const good = parsePrdText(text('2.5'), 'prd.yaml');
    expect(good.errors).toEqual([]);
    expect(good.warnings).toEqual([]);
    expect(good.prd?.tasks[0]?.max_cost_usd).toBe(2.5);
    for (const bad of ['0', '-1', 'lots']) {
      const loaded = parsePrdText(text(bad), 'prd.yaml');
      expect(loaded.errors.map(where)).toEqual([
        expect.stringMatching(/^7:\d+ SCHEMA Invalid max_cost_usd in task a: /),
      ]);
    }
  });

  it('warns about states that will surprise', () => {
    const loaded = parsePrdText(
      [
        'schema_version: "1.0"',
        'project: {title: X}',
        'tasks:',
        '  - {id: a, title: A, status: skipped}',
        '  - {id: b, title: B, status: pending, depends_on: [a]}',
        '  - {id: c, title: C, status: blocked}',
        '',
      ].join('\n'),
      'prd.yaml',
    );
    expect(loaded.errors).toEqual([]);
    expect(loaded.warnings.map(where)).toEqual([
      '5:53 DEPS Task b depends on skipped task a, so it can never become ready',
      '6:31 STATE Task c is blocked but has no blocked_by reason',
    ]);
  });

  it('finds a task that depends on itself, and cycles closed by a dependency further up', () => {
    const text = [
      'schema_version: "1.0"',
      'project: {title: X}',
      'tasks:',
      '  - {id: a, title: A, status: pending}',
      '  - {id: b, title: B, status: pending, depends_on: [a, b]}',
      '  - {id: c, title: C, status: pending, depends_on: [a]}',
      '',
    ].join('\n');
    expect(parsePrdText(text, 'prd.yaml').errors.map(where)).toEqual([
      '5:52 VAL-09 Circular dependency detected: b -> b',
    ]);
  });

  it('checks dependencies on tasks further down the list as it checks those above', () => {
    const text = [
      'schema_version: "1.0"',
      'project: {title: X}',
      'tasks:',
      '  - {id: b, title: B, status: pending, depends_on: [nope, a, c, d]}',
      '  - {id: a, title: A, status: skipped}',
      '  - {id: c, title: C, status: pending, depends_on: [b, gone]}',
      '  - {id: d, title: D, status: done}',
      '  - {id: d, title: D2, status: skipped}',
      '',
    ].join('\n');
    const loaded = parsePrdText(text, 'prd.yaml');
    expect(loaded.errors.map(where)).toEqual([
      '4:52 VAL-09 Circular dependency detected: b -> c -> b',
      '4:53 VAL-08 Task b depends on unknown task nope',
      '6:56 VAL-08 Task c depends on unknown task gone',
      '8:10 VAL-05 Duplicate task ID: d',
    ]);
    // Only the first task of a duplicated id is depended on (d is done, not skipped).
    expect(loaded.warnings.map(where)).toEqual([
      '4:59 DEPS Task b depends on skipped task a, so it can never become ready',
    ]);
  });
});

describe('FILE rules', () => {
  it('FILE-01: prd.md beside a missing prd.yaml is an error naming the migration command', async () => {
    const { dir, cleanup } = tempDir();
    try {
      writeFileSync(join(dir, 'prd.md'), '# X\n- [ ] a\n');
      const loaded = await loadPrdFile(join(dir, 'prd.yaml'));
      expect(loaded.errors).toHaveLength(1);
      expect(loaded.errors[0]!.rule).toBe('FILE-01');
      expect(loaded.errors[0]!.message).toContain(`ralph import ${join(dir, 'prd.md')}`);
    } finally {
      cleanup();
    }
  });

  it('FILE-02: a missing prd.yaml is an error', async () => {
    const { dir, cleanup } = tempDir();
    try {
      const loaded = await loadPrdFile(join(dir, 'prd.yaml'));
      expect(loaded.errors.map((d) => d.rule)).toEqual(['FILE-02']);
      expect(loaded.errors[0]!.message).toContain('not found');
    } finally {
      cleanup();
    }
  });

  it('FILE-03: prd.md beside an existing prd.yaml is a warning', async () => {
    const { dir, cleanup } = tempDir();
    try {
      copyFileSync(fixture('minimal.yaml'), join(dir, 'prd.yaml'));
      writeFileSync(join(dir, 'prd.md'), '# X\n- [ ] a\n');
      const loaded = await loadPrdFile(join(dir, 'prd.yaml'));
      expect(loaded.errors).toEqual([]);
      expect(loaded.prd).toBeDefined();
      expect(loaded.warnings.map((d) => d.rule)).toEqual(['FILE-03']);
    } finally {
      cleanup();
    }
  });
});

describe('hostile input: a clear error, never a crash', () => {
  const only = async (name: string) => {
    const loaded = await loadPrdFile(fixture('invalid', name));
    expect(loaded.prd).toBeUndefined();
    expect(loaded.errors).toHaveLength(1);
    return where(loaded.errors[0]!);
  };

  it('malformed YAML gives the parser position', async () => {
    expect(await only('yaml-syntax.yaml')).toBe('6:1 YAML Missing closing "quote');
  });
  it('alias bomb', async () => {
    expect(await only('alias-bomb.yaml')).toBe(
      '1:1 YAML Too many YAML aliases (more than 1000); the file looks like an alias expansion attack',
    );
  });
  it('non-UTF-8 bytes, located', async () => {
    expect(await only('not-utf8.yaml')).toBe(
      '3:14 FILE File is not valid UTF-8 text (save it as UTF-8)',
    );
  });
  it('empty file', async () => {
    expect(await only('empty.yaml')).toBe(
      '1:1 SCHEMA File is empty: expected schema_version, project and tasks',
    );
  });
  it('top-level list, with a hint to import it', async () => {
    expect(await only('top-level-list.yaml')).toBe(
      `1:1 SCHEMA Expected a mapping with schema_version, project and tasks at the top level, found a list (to import a task list, run: ralph import ${fixture('invalid', 'top-level-list.yaml')})`,
    );
  });
  it('a 200 MB file is refused before reading it', async () => {
    const { dir, cleanup } = tempDir();
    try {
      const path = join(dir, 'prd.yaml');
      writeFileSync(path, '');
      truncateSync(path, 200 * 1024 * 1024); // sparse: nothing to read if it were read
      const loaded = await loadPrdFile(path);
      expect(loaded.errors.map((d) => `${d.rule} ${d.message}`)).toEqual([
        'FILE File is too large (200.0 MB); the limit is 128.0 MB',
      ]);
    } finally {
      cleanup();
    }
  });
  it('oversized text given directly is refused too', () => {
    const loaded = parsePrdText('a'.repeat(129 * 1024 * 1024), 'big.yaml');
    expect(loaded.errors.map((d) => d.rule)).toEqual(['FILE']);
  });
  it('a directory instead of a file', async () => {
    const loaded = await loadPrdFile(fixture('nexus-db'));
    expect(loaded.errors.map((d) => d.rule)).toEqual(['FILE']);
    expect(loaded.errors[0]!.message).toContain('is a directory');
  });
  it('a scalar document', () => {
    const loaded = parsePrdText('hello\n', 'prd.yaml');
    expect(loaded.errors.map(where)).toEqual([
      '1:1 SCHEMA Expected a mapping with schema_version, project and tasks at the top level, found string',
    ]);
  });
  it('tasks that are not mappings', () => {
    const loaded = parsePrdText(
      'schema_version: "1.0"\nproject: {title: X}\ntasks:\n  - just text\n',
      'p.yaml',
    );
    expect(loaded.errors.map(where)).toEqual([
      '4:5 SCHEMA Task #1 must be a mapping with id, title and status',
    ]);
  });
});

describe('dependency cycles at scale', () => {
  it('a 100,000-task chain closed into a cycle is reported without overflowing the stack', () => {
    const count = 100_000;
    const tasks = Array.from({ length: count }, (_, i) => ({
      id: `t${i + 1}`,
      title: 'x',
      status: 'pending',
      depends_on: [`t${i === 0 ? count : i}`],
    }));
    const result = validatePrdValue({
      value: { schema_version: '1.0', project: { title: 'Chain' }, tasks },
      locate: () => ({ line: 1, column: 1 }),
      file: 'prd.yaml',
      schema: schemaPass,
    });
    expect(result.errors.map((e) => e.message)).toEqual([
      'Circular dependency detected: t1 -> t100000 -> t99999 -> t99998 -> t99997 -> t99996 -> t99995 -> t99994 -> t99993 -> t99992 -> ... (99981 more) ... -> t10 -> t9 -> t8 -> t7 -> t6 -> t5 -> t4 -> t3 -> t2 -> t1',
    ]);
  });

  it('a 100,000-task acyclic chain in YAML validates', () => {
    const loaded = parsePrdText(chainText(100_000), 'prd.yaml');
    expect(loaded.errors).toEqual([]);
    expect(loaded.prd?.tasks).toHaveLength(100_000);
  });

  it('locates a cycle in YAML text too', () => {
    const loaded = parsePrdText(chainText(5, { cycle: true }), 'prd.yaml');
    expect(loaded.errors.map(where)).toEqual([
      '8:17 VAL-09 Circular dependency detected: t1 -> t5 -> t4 -> t3 -> t2 -> t1',
    ]);
  });
});
