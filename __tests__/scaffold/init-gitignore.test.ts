/**
 * `ralph init` and the project's .gitignore, in real git repositories: build outputs are ignored
 * before a run can commit them, and rules that hide what a run reads get negations.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInit, type InitReport } from '../../src/scaffold/init.js';
import { tempProject } from './helpers.js';

const cleanups: Array<() => void> = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()!();
});

function repo(files: Record<string, string>): string {
  const p = tempProject(files);
  cleanups.push(p.cleanup);
  execFileSync('git', ['init', '-q'], { cwd: p.dir });
  return p.dir;
}
const git = (dir: string, ...args: string[]) =>
  execFileSync('git', args, { cwd: dir, encoding: 'utf8' });
/** What `git add -A` would stage: the paths a run's commit could take. */
const stageable = (dir: string) =>
  git(dir, 'add', '-A', '--dry-run')
    .split('\n')
    .filter(Boolean)
    .map((line) => line.replace(/^add '(.*)'$/, '$1'));
const gitignoreEntry = (report: InitReport) => report.entries.find((e) => e.path === '.gitignore');

describe('ralph init writes the .gitignore a run needs', () => {
  it('an npm project without .gitignore: node_modules and coverage are ignored, never committed', async () => {
    const dir = repo({
      'package.json': JSON.stringify({ name: 'slugs', scripts: { test: 'node --test' } }),
      'index.js': 'export const slug = (s) => s.toLowerCase();\n',
      'node_modules/left-pad/package.json': '{"name":"left-pad"}',
      'node_modules/left-pad/index.js': 'module.exports = 1;\n',
      'coverage/lcov.info': 'TN:\n',
    });
    const report = await runInit({ repoDir: dir });
    expect(gitignoreEntry(report)).toEqual({
      action: 'created',
      path: '.gitignore',
      note: 'added .ralph/attempts/, added node_modules/, added coverage/',
    });
    const staged = stageable(dir);
    expect(staged).toEqual(
      expect.arrayContaining(['.gitignore', '.ralph/prd.yaml', 'package.json', 'index.js']),
    );
    expect(staged.filter((p) => /node_modules|coverage/.test(p))).toEqual([]);
    expect(report.warnings).toEqual(
      expect.arrayContaining([expect.stringContaining('no lockfile')]),
    );
  });

  it('a Python project whose .gitignore has `.*`: negations bring back .ralph/, .github/ and .gitignore', async () => {
    const dir = repo({
      // python-tabulate's rules, with the `.*` line that hid ralph-action's files.
      '.gitignore': 'build\ndist\n.tox\n*~\n*.pyc\n/tabulate.egg-info/\n.*\n',
      'pyproject.toml':
        '[project]\nname = "slugs"\nversion = "0.1.0"\n\n[tool.pytest.ini_options]\n',
      'slugs/__init__.py': 'def slug(s):\n    return s.lower()\n',
      'tests/test_slug.py':
        'from slugs import slug\n\ndef test_slug():\n    assert slug("A") == "a"\n',
    });
    const report = await runInit({ repoDir: dir });
    expect(gitignoreEntry(report)?.note).toBe(
      // .pytest_cache/ is hidden by `.*` already.
      'added !/.gitignore, added !/.ralph/, added !/.github/, added .ralph/attempts/, added __pycache__/',
    );
    expect(report.warnings.join('\n')).not.toContain('.gitignore still hides');
    const staged = stageable(dir);
    expect(staged).toEqual(
      expect.arrayContaining([
        '.gitignore',
        '.ralph/prd.yaml',
        '.ralph/progress.txt',
        '.github/workflows/ralph.yml',
        'CLAUDE.md',
      ]),
    );
    // The project's own rule still holds elsewhere, and the attempts stay out.
    mkdirSync(join(dir, '.ralph/attempts'), { recursive: true });
    writeFileSync(join(dir, '.ralph/attempts/1.log'), 'log\n');
    writeFileSync(join(dir, '.env'), 'SECRET=1\n');
    mkdirSync(join(dir, 'slugs/__pycache__'));
    writeFileSync(join(dir, 'slugs/__pycache__/x.pyc'), '');
    expect(stageable(dir).filter((p) => /attempts|\.env|pycache/.test(p))).toEqual([]);
    // The rules come after the project's: its `.*` is kept, ours follow.
    const text = readFileSync(join(dir, '.gitignore'), 'utf8');
    expect(text.startsWith('build\ndist\n.tox\n*~\n*.pyc\n/tabulate.egg-info/\n.*\n')).toBe(true);
    // A second run adds nothing.
    const again = await runInit({ repoDir: dir });
    expect(gitignoreEntry(again)?.action).toBe('skipped');
    expect(readFileSync(join(dir, '.gitignore'), 'utf8')).toBe(text);
  });

  it('a Cargo crate: target/ is ignored before the first cargo test makes it', async () => {
    const dir = repo({
      'Cargo.toml': '[package]\nname = "slugs"\nversion = "0.1.0"\nedition = "2021"\n',
      'src/lib.rs': 'pub fn slug(s: &str) -> String { s.to_lowercase() }\n',
    });
    const report = await runInit({ repoDir: dir });
    expect(gitignoreEntry(report)?.note).toBe('added .ralph/attempts/, added target/');
    mkdirSync(join(dir, 'target/debug'), { recursive: true });
    writeFileSync(join(dir, 'target/debug/slugs'), '');
    expect(stageable(dir).filter((p) => p.startsWith('target'))).toEqual([]);
  });

  it('a rule it cannot undo is named, with how to find it', async () => {
    // A parent directory rule: .github/ under an ignored directory cannot be re-included.
    const dir = repo({});
    writeFileSync(join(dir, '.git/info/exclude'), '.github/workflows/*\n');
    const report = await runInit({ repoDir: dir });
    expect(report.warnings.join('\n')).toContain(
      '.gitignore still hides .github/workflows/ralph.yml, which every run reads',
    );
  });
});
