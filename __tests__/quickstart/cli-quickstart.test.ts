/**
 * The first minutes of a new user, through the built CLI (dist/cli.js) exactly as
 * installed: `ralph init` in an empty Node project, `ralph validate`, and
 * `ralph once --dry-run`; a second `ralph init` changes nothing.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const CLI = join(process.cwd(), 'dist', 'cli.js');

function ralph(
  cwd: string,
  args: string[],
): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [CLI, ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', HOME: cwd },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

function treeHash(dir: string): string {
  const hash = createHash('sha256');
  const walk = (current: string): void => {
    for (const name of readdirSync(current).sort()) {
      if (name === '.git') continue;
      const path = join(current, name);
      if (statSync(path).isDirectory()) walk(path);
      else hash.update(relative(dir, path)).update('\0').update(readFileSync(path)).update('\0');
    }
  };
  walk(dir);
  return hash.digest('hex');
}

describe('quick start with the built CLI', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'ralph-quickstart-'));
    writeFileSync(
      join(dir, 'package.json'),
      JSON.stringify(
        { name: 'my-app', version: '1.0.0', scripts: { test: 'node --test', lint: 'eslint .' } },
        null,
        2,
      ),
    );
    const git = (args: string[]): void => {
      execFileSync('git', args, { cwd: dir, stdio: 'ignore' });
    };
    git(['init', '-q', '-b', 'main']);
    git(['config', 'user.name', 'Quick Start']);
    git(['config', 'user.email', 'qs@example.com']);
    git(['add', 'package.json']);
    git(['commit', '-qm', 'chore: the project']);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('init, validate and once --dry-run succeed; init again changes nothing', () => {
    const init = ralph(dir, ['init']);
    expect(init.status).toBe(0);
    expect(init.stdout).toContain('.ralph/prd.yaml');
    expect(init.stdout).toMatch(/next steps/i);
    const claude = readFileSync(join(dir, 'CLAUDE.md'), 'utf8');
    expect(claude).toContain('<!-- RALPH:CHECKS:START -->');
    expect(claude).toContain('npm test');
    expect(claude).toContain('npm run lint');

    const validate = ralph(dir, ['validate']);
    expect(validate.stderr).toBe('');
    expect(validate.status).toBe(0);
    // The example task is valid, but it is a placeholder: validate warns, a run refuses it.
    expect(validate.stdout).toMatch(
      /\.ralph\/prd\.yaml:\d+:\d+: warning EXAMPLE task-001 is the example task of `ralph init`/,
    );

    // Before the commit: the checks block is there, only not committed yet; the run says so.
    const early = ralph(dir, ['once', '--dry-run']);
    expect(early.status).toBe(1);
    expect(early.stderr).toContain(
      'the RALPH:CHECKS block of CLAUDE.md is not committed yet (checks are read from the commit a run starts from; commit CLAUDE.md)',
    );
    expect(early.stderr).toContain('the run would stop (invalid_prd): Refusing to run: task-001');
    expect(early.stderr).toContain('the run would stop (dirty_tree)');

    // "Next steps" names every file the run reads; that command is all it takes.
    const add = /git add ([^&]+) &&/.exec(init.stdout)![1]!.trim().split(' ');
    expect(add).toEqual([
      '.ralph/prd.yaml',
      '.ralph/progress.txt',
      '.gitignore',
      'CLAUDE.md',
      'AGENTS.md',
      '.github/workflows/ralph.yml',
    ]);
    execFileSync('git', ['add', ...add], { cwd: dir });
    execFileSync('git', ['commit', '-qm', 'chore: ralph init'], { cwd: dir });

    const refused = ralph(dir, ['once', '--dry-run']);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('Refusing to run: task-001 is the example task');
    expect(refused.stderr).not.toContain('RALPH:CHECKS');

    const prdPath = join(dir, '.ralph', 'prd.yaml');
    writeFileSync(
      prdPath,
      readFileSync(prdPath, 'utf8').replace(
        'Replace this example task with your first real task',
        'Add a health check endpoint',
      ),
    );
    execFileSync('git', ['commit', '-qam', 'docs: the first task'], { cwd: dir });
    const dryRun = ralph(dir, ['once', '--dry-run']);
    expect(dryRun.stderr).toBe('');
    expect(dryRun.status).toBe(0);
    expect(dryRun.stdout).toContain('## Your Task');
    // Nothing ran and nothing was written.
    expect(execFileSync('git', ['status', '--porcelain'], { cwd: dir, encoding: 'utf8' })).toBe('');

    const before = treeHash(dir);
    const again = ralph(dir, ['init']);
    expect(again.status).toBe(0);
    expect(again.stdout).toMatch(/skipped/);
    expect(treeHash(dir)).toBe(before);
  });

  it('explains a broken task list with file, line and rule, and exits 1', () => {
    ralph(dir, ['init']);
    const prd = join(dir, '.ralph', 'prd.yaml');
    writeFileSync(prd, readFileSync(prd, 'utf8').replace(/status: "?pending"?/, 'status: doing'));
    const validate = ralph(dir, ['validate']);
    expect(validate.status).toBe(1);
    expect(validate.stdout + validate.stderr).toMatch(
      /\.ralph\/prd\.yaml:\d+:\d+: VAL-07 Invalid status 'doing' for task /,
    );
  });
});
