import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBufferIO } from '../../src/cli/io.js';
import { main, VERSION } from '../../src/cli/main.js';
import { commands } from '../../src/cli/registry.js';
import { PRD_SCHEMA_URL } from '../../src/prd/index.js';

const FIXTURES = join(process.cwd(), 'fixtures', 'prd');
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'ralph-cli-test-'));
  mkdirSync(join(dir, '.ralph'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const signal = new AbortController().signal;
async function ralph(...argv: string[]) {
  const io = createBufferIO({ cwd: dir });
  const code = await main(argv, io, { signal });
  return { code, out: io.out, err: io.err };
}
const useFixture = (name: string, to = '.ralph/prd.yaml') =>
  copyFileSync(join(FIXTURES, name), join(dir, to));
const prdText = () => readFileSync(join(dir, '.ralph', 'prd.yaml'), 'utf8');

describe('dispatcher', () => {
  it('--help lists every command; no command is a usage error', async () => {
    const help = await ralph('--help');
    expect(help.code).toBe(0);
    for (const c of commands) expect(help.out).toContain(`  ${c.name}`);
    const none = await ralph();
    expect(none.code).toBe(2);
    expect(none.err).toContain('Usage: ralph <command>');
  });

  it('--version prints the package version', async () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
    expect(await ralph('--version')).toEqual({ code: 0, out: `${pkg.version}\n`, err: '' });
    expect(VERSION).toBe(pkg.version);
  });

  it('<command> --help shows usage, options and an example', async () => {
    const { code, out } = await ralph('mark', '--help');
    expect(code).toBe(0);
    expect(out).toContain('Usage: ralph mark <id> <status> [--reason TEXT] [--file path]');
    expect(out).toMatch(/--reason <value>\s+Why: required for blocked/);
    expect(out).toContain('Examples:\n  ralph mark task-001 in_progress');
    expect((await ralph('help', 'validate')).out).toContain(
      'Usage: ralph validate [path] [--json]',
    );
  });

  it.each([
    [['valdate'], "error: unknown command 'valdate' (did you mean 'validate'?)"],
    [['validate', '--jsn'], "error: Unknown option '--jsn'"],
    [['validate', 'a.yaml', 'b.yaml'], 'error: unexpected argument: b.yaml'],
    [['mark', 'task-001', 'finished'], "error: invalid status 'finished'"],
    [['mark', 'task-001'], 'error: expected a task id and a status'],
    [['migrate'], 'error: expected the file to convert'],
  ])('usage errors exit 2: %j', async (argv, message) => {
    const { code, err } = await ralph(...argv);
    expect(code).toBe(2);
    expect(err).toContain(message);
  });
});

describe('ralph validate', () => {
  it('valid file: exit 0 and a one-line verdict', async () => {
    useFixture('minimal.yaml');
    expect(await ralph('validate')).toEqual({
      code: 0,
      out: 'valid: .ralph/prd.yaml: 1 task\n',
      err: '',
    });
  });

  it('invalid file: one located line per problem, then the verdict, exit 1', async () => {
    useFixture('invalid/val-05.yaml', 'prd.yaml');
    const { code, out } = await ralph('validate', 'prd.yaml');
    expect(code).toBe(1);
    expect(out).toBe(
      'prd.yaml:8:9: VAL-05 Duplicate task ID: task-001\ninvalid: prd.yaml: 1 error\n',
    );
  });

  it('--json', async () => {
    useFixture('complex.yaml');
    const { code, out } = await ralph('validate', '--json');
    expect(code).toBe(0);
    expect(JSON.parse(out)).toEqual({
      valid: true,
      errors: [],
      warnings: [
        {
          rule: 'STATE',
          message: 'Task backend-003 is in_progress: a run was interrupted or is still running',
          file: '.ralph/prd.yaml',
          line: 26,
          column: 13,
        },
      ],
    });
    useFixture('invalid/val-09.yaml');
    const bad = await ralph('validate', '--json');
    expect(bad.code).toBe(1);
    expect(JSON.parse(bad.out).errors).toEqual([
      {
        rule: 'VAL-09',
        message: 'Circular dependency detected: a -> b -> c -> a',
        file: '.ralph/prd.yaml',
        line: 8,
        column: 17,
      },
    ]);
  });

  it('missing prd.yaml beside a prd.md names the migration command', async () => {
    writeFileSync(join(dir, '.ralph', 'prd.md'), '# X\n- [ ] a\n');
    const { code, out } = await ralph('validate');
    expect(code).toBe(1);
    expect(out).toContain(
      '.ralph/prd.yaml: FILE-01 Found .ralph/prd.md (deprecated) but no prd.yaml; import it with: ralph import .ralph/prd.md',
    );
  });

  it('colors only when asked for', async () => {
    useFixture('invalid/val-05.yaml');
    const io = createBufferIO({ cwd: dir, color: true, isTTY: true });
    await main(['validate'], io, { signal });
    expect(io.out).toContain('\u001b[31mVAL-05\u001b[39m');
    expect((await ralph('validate')).out).not.toContain('\u001b[');
  });
});

describe('ralph status / next', () => {
  it('status shows the §9 display', async () => {
    useFixture('complex.yaml');
    const { code, out } = await ralph('status');
    expect(code).toBe(0);
    expect(out).toBe(
      [
        'Project: E-commerce Platform',
        '─────────────────────────',
        'Tasks: 7 total',
        '  ✓ Done:        3',
        '  ▶ In Progress: 1',
        '  ○ Pending:     1',
        '  ⊗ Blocked:     1',
        '  ⊘ Skipped:     1',
        '─────────────────────────',
        'Progress: 43%',
        'Next: backend-003 Add Stripe payment processing',
        '',
      ].join('\n'),
    );
  });

  it('status --json', async () => {
    useFixture('complex.yaml');
    const { out } = await ralph('status', '--json');
    expect(JSON.parse(out)).toEqual({
      project: 'E-commerce Platform',
      counts: { total: 7, done: 3, in_progress: 1, pending: 1, blocked: 1, skipped: 1 },
      progress_percent: 43,
      complete: false,
      next: 'backend-003',
      verify: {},
    });
  });

  it('status on an invalid file prints the errors and exits 1', async () => {
    useFixture('invalid/val-07.yaml');
    const { code, err } = await ralph('status');
    expect(code).toBe(1);
    expect(err).toContain(".ralph/prd.yaml:7:13: VAL-07 Invalid status 'doing' for task task-001");
  });

  it('next prints the id, or explains and exits 1', async () => {
    useFixture('complex.yaml');
    expect(await ralph('next')).toEqual({ code: 0, out: 'backend-003\n', err: '' });
    writeFileSync(
      join(dir, 'blocked.yaml'),
      'schema_version: "1.0"\nproject: {title: X}\ntasks:\n  - {id: task-002, title: A, status: blocked, blocked_by: Waiting for DevOps}\n  - {id: task-003, title: B, status: pending, depends_on: [task-002]}\n',
    );
    expect(await ralph('next', 'blocked.yaml')).toEqual({
      code: 1,
      out: '',
      err: 'No task is ready: task-003 is waiting on task-002 (blocked: Waiting for DevOps)\n',
    });
    writeFileSync(
      join(dir, 'done.yaml'),
      'schema_version: "1.0"\nproject: {title: X}\ntasks:\n  - {id: a, title: A, status: done}\n',
    );
    expect(await ralph('next', 'done.yaml')).toEqual({
      code: 1,
      out: '',
      err: 'No next task: the task list is complete\n',
    });
  });
});

describe('ralph mark', () => {
  it('changes only the status lines and keeps comments', async () => {
    useFixture('commented.yaml');
    const before = prdText();
    const { code, out } = await ralph('mark', 'task-002', 'in_progress');
    expect([code, out]).toEqual([0, 'task-002: pending -> in_progress\n']);
    const after = prdText();
    expect(after).toContain('    status: "in_progress"\n    updated: "');
    expect(
      after.replace(
        / {4}status: "in_progress"\n {4}updated: "\d{4}-\d{2}-\d{2}"\n/,
        '    status: "pending"\n',
      ),
    ).toBe(before);
  });

  it('blocked needs --reason, which becomes blocked_by', async () => {
    useFixture('commented.yaml');
    const refused = await ralph('mark', 'task-002', 'blocked');
    expect(refused.code).toBe(1);
    expect(refused.err).toBe(
      'error: Cannot mark task task-002 blocked: pending -> blocked needs a reason (blocked_by) [STATE-REASON]\n',
    );
    expect((await ralph('mark', 'task-002', 'blocked', '--reason', 'No keys')).code).toBe(0);
    expect(prdText()).toContain('    status: "blocked"\n    blocked_by: "No keys"\n');
  });

  it('refuses illegal transitions with the rule, leaving the file untouched', async () => {
    useFixture('commented.yaml');
    const before = prdText();
    const { code, err } = await ralph('mark', 'task-004', 'done');
    expect(code).toBe(1);
    expect(err).toContain(
      'blocked -> done is not allowed (from blocked: pending) [STATE-TRANSITION]',
    );
    expect(prdText()).toBe(before);
    expect((await ralph('mark', 'nope', 'done')).err).toContain('Task not found: nope [NOT_FOUND]');
  });

  it('--file and a reason on skip become a comment', async () => {
    useFixture('minimal.yaml', 'list.yaml');
    const { code } = await ralph(
      'mark',
      'task-001',
      'skipped',
      '--reason',
      'Not needed',
      '--file',
      'list.yaml',
    );
    expect(code).toBe(0);
    const text = readFileSync(join(dir, 'list.yaml'), 'utf8');
    expect(text).toContain('    status: "skipped"\n');
    expect(text).toMatch(
      / {4}comments:\n {6}- author: "human"\n {8}body: "Not needed"\n {8}created: "\d{4}-/,
    );
  });
});

describe('ralph import (alias migrate)', () => {
  it('converts prd.md to .ralph/prd.yaml, which then validates', async () => {
    copyFileSync(join(FIXTURES, 'import', 'prd.md'), join(dir, '.ralph', 'prd.md'));
    const { code, out } = await ralph('import', '.ralph/prd.md');
    expect(code).toBe(0);
    expect(out).toBe(
      'Read .ralph/prd.md as prd.md checklist: 3 tasks (2 pending, 1 done)\n' +
        'Kept:\n' +
        '  - each top-level checklist item -> a task; [x] -> done, [ ] -> pending\n' +
        '  - # heading -> project.title\n' +
        'Left out: nothing\n' +
        'wrote .ralph/prd.yaml\n' +
        '.ralph/prd.md is no longer read; delete it once you have checked .ralph/prd.yaml\n',
    );
    expect(prdText().split('\n')[0]).toBe(`# yaml-language-server: $schema=${PRD_SCHEMA_URL}`);
    const check = await ralph('validate');
    expect(check.code).toBe(0);
    expect(check.out).toContain('FILE-03');
  });

  it('never overwrites an existing prd.yaml without --force', async () => {
    useFixture('minimal.yaml');
    copyFileSync(join(FIXTURES, 'import', 'TASKS.json'), join(dir, 'TASKS.json'));
    const before = prdText();
    // `migrate` is the older name of `import`: the same command.
    const refused = await ralph('migrate', 'TASKS.json');
    expect(refused).toEqual({
      code: 1,
      out: '',
      err: 'error: .ralph/prd.yaml already exists; pass --force to overwrite it\n',
    });
    expect(prdText()).toBe(before);
    const forced = await ralph('migrate', 'TASKS.json', '--force');
    expect(forced.code).toBe(0);
    expect(prdText()).toContain('title: "Task Priority"');
  });

  it('--out and --title for a tilth prd.json', async () => {
    copyFileSync(join(FIXTURES, 'import', 'tilth-prd.json'), join(dir, 'prd.json'));
    const { code } = await ralph(
      'import',
      'prd.json',
      '--out',
      'out/prd.yaml',
      '--title',
      'Todo CLI',
    );
    expect(code).toBe(0);
    expect(readFileSync(join(dir, 'out', 'prd.yaml'), 'utf8')).toContain('title: "Todo CLI"');
  });

  it('clear errors for missing or unconvertible input', async () => {
    expect(await ralph('import', 'nope.json')).toEqual({
      code: 1,
      out: '',
      err: 'error: nope.json not found\n',
    });
    writeFileSync(join(dir, 'x.json'), '{"a": 1}');
    const bad = await ralph('import', 'x.json');
    expect(bad.code).toBe(1);
    expect(bad.err).toContain(
      'x.json is JSON in a shape this importer does not know (it has the keys a)',
    );
    expect(existsSync(join(dir, '.ralph', 'prd.yaml'))).toBe(false);
  });
});

describe('ralph schema', () => {
  it('prints the committed JSON Schema', async () => {
    const { code, out } = await ralph('schema');
    expect(code).toBe(0);
    expect(out).toBe(readFileSync(join(process.cwd(), 'schema', 'prd.schema.json'), 'utf8'));
  });
});
