/**
 * `ralph migrate` through the built CLI (dist/cli.js), in a directory holding copies of the
 * other tools' files: what it prints, that --dry-run writes nothing, and that the written
 * prd.yaml is what `ralph validate` and `ralph next` then read.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CLI = join(process.cwd(), 'dist', 'cli.js');
const SAMPLES = join(process.cwd(), 'fixtures', 'import-samples');

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'ralph-migrate-'));
  mkdirSync(join(dir, 'tasks'));
  cpSync(
    join(SAMPLES, 'snarktank', 'tasks', 'prd-reading-stats.md'),
    join(dir, 'tasks', 'prd-reading-stats.md'),
  );
  cpSync(join(SAMPLES, 'snarktank', 'prd-csv-export.json'), join(dir, 'prd-csv-export.json'));
  cpSync(join(SAMPLES, 'frankbria', 'fix_plan.md'), join(dir, 'fix_plan.md'));
  cpSync(join(SAMPLES, 'tilth', 'notes-export'), join(dir, '.tilth', 'notes-export'), {
    recursive: true,
  });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function ralph(...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [CLI, ...args], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', HOME: dir },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const PRD = () => join(dir, '.ralph', 'prd.yaml');

describe('ralph migrate (built CLI)', () => {
  it('--dry-run prints the report and the prd.yaml, and writes nothing', () => {
    const run = ralph('migrate', 'tasks/prd-reading-stats.md', '--dry-run');
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
    const [report, yaml] = run.stdout.split(
      'Dry run: nothing written. .ralph/prd.yaml would be:\n\n',
    );
    expect(report).toBe(
      'Read tasks/prd-reading-stats.md as snarktank PRD markdown (### US-001 stories): 4 tasks (3 pending, 1 done)\n' +
        'Kept:\n' +
        '  - each "### US-NNN: Title" story -> one task with that id and title, in file order\n' +
        '  - **Description:** and other story text -> description\n' +
        '  - the story\'s "- [ ]" checklist -> acceptance_criteria (with or without an "Acceptance Criteria:" label); all checked -> done\n' +
        '  - # PRD: heading -> project.title\n' +
        '  - Introduction/Overview -> project.description\n' +
        'Left out:\n' +
        "  - sections Goals, Functional Requirements, Non-Goals, Technical Considerations, Success Metrics, Open Questions (not tasks; keep the file and list it in a task's context_files if the agent should read it)\n",
    );
    expect(yaml).toContain('  - id: "US-004"\n    title: "Stats endpoint"');
    expect(existsSync(join(dir, '.ralph'))).toBe(false);
  });

  it('the real run writes what the dry run showed; validate and next read it', () => {
    const dry = ralph('migrate', 'tasks/prd-reading-stats.md', '--dry-run');
    const real = ralph('migrate', 'tasks/prd-reading-stats.md');
    expect(real.status).toBe(0);
    expect(real.stdout.endsWith('wrote .ralph/prd.yaml\n')).toBe(true);
    expect(dry.stdout.split('would be:\n\n')[1]).toBe(readFileSync(PRD(), 'utf8'));
    expect(ralph('validate').status).toBe(0);
    expect(ralph('next').stdout.trim()).toBe('US-001');
  });

  it('reports the warnings and the verify commands it kept', () => {
    const run = ralph('migrate', 'prd-csv-export.json');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('  - verifyCommands -> verify (run as required checks)\n');
    expect(run.stdout).toContain(
      'Check:\n  - EXP-3 depends on EXP-9, not in the file: left out\n  - no project name in the file: the title is "Csv export" (set it with --title)\n',
    );
    const yaml = readFileSync(PRD(), 'utf8');
    expect(yaml).toContain('    verify:\n      - command: "npm run build"\n');
    expect(ralph('next').stdout.trim()).toBe('EXP-1');
  });

  it('a dry run refuses what the real run refuses, with the same exit code', () => {
    mkdirSync(join(dir, '.ralph'));
    writeFileSync(PRD(), 'keep me\n');
    for (const extra of [['--dry-run'], []]) {
      const run = ralph('migrate', 'fix_plan.md', ...extra);
      expect(run).toEqual({
        status: 1,
        stdout: '',
        stderr: 'error: .ralph/prd.yaml already exists; pass --force to overwrite it\n',
      });
    }
    expect(readFileSync(PRD(), 'utf8')).toBe('keep me\n');
    const forced = ralph('migrate', 'fix_plan.md', '--force', '--title', 'Drift');
    expect(forced.status).toBe(0);
    expect(forced.stdout).toContain(
      'Read fix_plan.md as frankbria fix_plan.md: 9 tasks (6 pending, 2 done, 1 skipped)\n',
    );
    expect(readFileSync(PRD(), 'utf8')).toContain('title: "Drift"');
  });

  it('imports a tilth task directory; a directory without task files is a clear error', () => {
    const run = ralph('migrate', '.tilth/notes-export');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(
      "Read .tilth/notes-export as tilth's task directory (overview.md + T-NNN-*.md): 3 tasks (3 pending)\n",
    );
    expect(ralph('next').stdout.trim()).toBe('T-001');

    mkdirSync(join(dir, 'docs'));
    writeFileSync(join(dir, 'docs', 'guide.md'), '# Guide\n');
    const refused = ralph('migrate', 'docs', '--force');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('error: docs is a directory without task files');
    expect(refused.stderr).not.toContain('EISDIR');

    // .tilth/ itself holds one directory per feature: the error names them.
    const parent = ralph('migrate', '.tilth', '--force');
    expect(parent.status).toBe(1);
    expect(parent.stderr).toContain('(name one of: .tilth/notes-export)');
  });
});
