/**
 * The canary: which frameworks a check runs, where the canary goes, and how a real runner's
 * run with it reads. node --test and pytest run for real on a small project: the canary alone
 * failing reads as held, more failing as failed, and a neutered runner (a shim first on PATH,
 * a configuration that only collects) as neutered.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FRAMEWORKS, frameworksOf, reachedScripts } from '../../src/checks/canary/frameworks.js';
import type { CheckResult } from '../../src/checks/types.js';
import {
  canariesFor,
  judgeCanaries,
  readCanaries,
  runnerSuspects,
  treeWithCanaries,
  type PlantedCanary,
} from '../../src/engine/iteration/canary.js';
import { createGit } from '../../src/git/git.js';
import { isolatedGitEnv } from '../../test-support/git-repo.js';

const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()!();
});

const names = (command: string, scripts: Record<string, string> = {}) =>
  frameworksOf(command, scripts).map((f) => f.name);

describe('the frameworks a check runs', () => {
  it('reads the command, and the package scripts it reaches', () => {
    expect(names('node --test')).toEqual(['node:test']);
    expect(names('python3 -m pytest -q')).toEqual(['pytest']);
    expect(names('go vet ./... && go test ./...')).toEqual(['go test']);
    expect(names('cargo test --all')).toEqual(['cargo test']);
    expect(names('npm test', { test: 'jest --ci', e2e: 'vitest run' })).toEqual(['jest']);
    expect(names('npm run check', { check: 'npm run unit', unit: 'mocha' })).toEqual(['mocha']);
    expect(names('pnpm test:unit', { 'test:unit': 'vitest run' })).toEqual(['vitest']);
    expect(names('make test')).toEqual([]);
    expect(names('npm run lint', { lint: 'eslint .', test: 'jest' })).toEqual([]);
  });

  it('follows pre and post scripts', () => {
    expect(reachedScripts('npm test', { pretest: 'tsc', test: 'node --test' })).toEqual([
      'tsc',
      'node --test',
    ]);
  });

  it('suspects what the task left where a runner looks first', () => {
    expect(
      runnerSuspects(
        ['_pytest.py', 'src/app.py', 'README.md', 'node_modules/.bin/node', 'tests/test_a.py'],
        ['tests/test_a.py'],
      ),
    ).toEqual(['_pytest.py', 'node_modules/.bin/node']);
  });
});

function project(files: Record<string, string>): {
  dir: string;
  git: ReturnType<typeof createGit>;
} {
  const dir = mkdtempSync(join(tmpdir(), 'canary-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const env = { ...process.env, ...isolatedGitEnv };
  const git = (args: string[]) => execFileSync('git', args, { cwd: dir, env, stdio: 'ignore' });
  git(['init', '-q', '-b', 'main']);
  git(['add', '-A']);
  git(['commit', '-qm', 'start']);
  return { dir, git: createGit({ cwd: dir, env: isolatedGitEnv }) };
}

/** The check run in `dir`, as a result. */
function runCheck(dir: string, command: string, env: NodeJS.ProcessEnv = process.env): CheckResult {
  const run = spawnSync('/bin/sh', ['-c', `${command} 2>&1`], { cwd: dir, env, encoding: 'utf8' });
  return {
    name: 'test',
    command,
    required: true,
    passed: run.status === 0,
    exitCode: run.status,
    timedOut: false,
    durationMs: 0,
    outputTail: run.stdout.split('\n').slice(-200).join('\n'),
  };
}

/** Plants the canaries of `command`, checked out from the tree with them, into `dir`. */
async function plant(dir: string, git: ReturnType<typeof createGit>, command: string) {
  const check = { name: 'test', command, required: true, timeoutMs: 60_000 };
  const planted = await canariesFor(git, 'HEAD', [check]);
  const head = (await git.exec(['rev-parse', 'HEAD^{tree}'])).stdout.trim();
  const tree = await treeWithCanaries(git, head, planted);
  for (const p of planted) {
    const text = (await git.exec(['cat-file', 'blob', `${tree}:${p.file.path}`])).stdout;
    writeFileSync(join(dir, p.file.path), text);
  }
  return planted;
}

const NODE_PROJECT = {
  'package.json': '{ "name": "t", "type": "module" }\n',
  'src/index.js': 'export const ok = true;\n',
  'test/index.test.js':
    "import { test } from 'node:test';\nimport assert from 'node:assert/strict';\nimport { ok } from '../src/index.js';\ntest('loads', () => assert.equal(ok, true));\n",
};

describe('a real node --test run with the canary', () => {
  it('is held when only the canary fails, and names it', async () => {
    const { dir, git } = project(NODE_PROJECT);
    const planted = await plant(dir, git, 'node --test');
    expect(planted.map((p) => p.file.path)).toEqual([`test/${planted[0]!.name}.test.js`]);
    const result = runCheck(dir, 'node --test');
    expect(result.passed).toBe(false);
    expect(readCanaries(result, planted)).toBe('held');
  });

  it('reads failed when the code fails too', async () => {
    const { dir, git } = project(NODE_PROJECT);
    const planted = await plant(dir, git, 'node --test');
    writeFileSync(join(dir, 'src/index.js'), 'export const ok = false;\n');
    expect(readCanaries(runCheck(dir, 'node --test'), planted)).toBe('failed');
  });

  it('reads neutered when a shim is first on PATH', async () => {
    const { dir, git } = project(NODE_PROJECT);
    const planted = await plant(dir, git, 'node --test');
    mkdirSync(join(dir, 'node_modules/.bin'), { recursive: true });
    writeFileSync(join(dir, 'node_modules/.bin/node'), '#!/bin/sh\necho "# tests 1"\nexit 0\n');
    chmodSync(join(dir, 'node_modules/.bin/node'), 0o755);
    const env = { ...process.env, PATH: `${join(dir, 'node_modules/.bin')}:${process.env.PATH}` };
    expect(readCanaries(runCheck(dir, 'node --test', env), planted)).toBe('neutered');
  });
});

// Debian's pytest (python3-pytest, which .ci/run installs): the one the checks user runs.
const PYTHON = '/usr/bin/python3 -m pytest -p no:cacheprovider';
const PYTHON_PROJECT = {
  'slug.py': 'def slugify(text):\n    return "-".join(text.lower().split())\n',
  'tests/test_slug.py':
    'import slug\n\n\ndef test_slugify():\n    assert slug.slugify(" A  b ") == "a-b"\n',
};

describe('a real pytest run with the canary', () => {
  it('is held when only the canary fails', async () => {
    const { dir, git } = project(PYTHON_PROJECT);
    const planted = await plant(dir, git, PYTHON);
    expect(planted.map((p) => p.file.path)).toEqual([`tests/test_${planted[0]!.name}.py`]);
    expect(readCanaries(runCheck(dir, PYTHON), planted)).toBe('held');
  });

  it('reads failed when the code fails too', async () => {
    const { dir, git } = project(PYTHON_PROJECT);
    const planted = await plant(dir, git, PYTHON);
    writeFileSync(join(dir, 'slug.py'), 'def slugify(text):\n    return text\n');
    expect(readCanaries(runCheck(dir, PYTHON), planted)).toBe('failed');
  });

  it('reads neutered under a configuration that only collects, or a module shadowing pytest', async () => {
    for (const [path, text] of [
      ['.pytest.ini', '[pytest]\naddopts = --co\n'],
      ['_pytest.py', 'import sys\nprint("1 passed in 0.01s")\nsys.exit(0)\n'],
    ] as const) {
      const { dir, git } = project(PYTHON_PROJECT);
      const planted: PlantedCanary[] = await plant(dir, git, PYTHON);
      writeFileSync(join(dir, 'slug.py'), 'def slugify(text):\n    return text\n');
      writeFileSync(join(dir, path), text);
      expect(readCanaries(runCheck(dir, PYTHON), planted)).toBe('neutered');
    }
  });
});

describe('the original gate with its canaries', () => {
  const result = (passed: boolean, outputTail: string): CheckResult => ({
    name: 'test',
    command: 'node --test',
    required: true,
    passed,
    exitCode: passed ? 0 : 1,
    timedOut: false,
    durationMs: 0,
    outputTail,
  });
  const check = { name: 'test', command: 'node --test', required: true, timeoutMs: 60_000 };

  async function judged(first: CheckResult, later: (name: string) => CheckResult[]) {
    const { git } = project(NODE_PROJECT);
    const planted = await canariesFor(git, 'HEAD', [check]);
    const name = planted[0]!.name;
    const tree = (await git.exec(['rev-parse', 'HEAD^{tree}'])).stdout.trim();
    const runs: string[] = [];
    const run = async (on: string) => {
      runs.push(on === tree ? 'original' : 'with canaries');
      return later(name).splice(0, 1);
    };
    const firstRun = { ...first, outputTail: first.outputTail.replaceAll('NAME', name) };
    const outcome = await judgeCanaries(git, 'HEAD', planted, tree, [firstRun], [check], run, [
      '_pytest.py',
    ]);
    return { outcome, runs };
  }

  it('costs no run of its own when only the canary fails', async () => {
    const { outcome, runs } = await judged(
      result(false, 'not ok 2 - NAME\n# tests 2\n# fail 1'),
      () => [],
    );
    expect(runs).toEqual([]);
    expect(outcome.neutered).toBeUndefined();
    expect(outcome.results[0]!.passed).toBe(true);
  });

  it('runs again without the canary when more fails, and keeps that failure', async () => {
    const again = result(false, 'not ok 1 - loads\n# tests 1\n# fail 1');
    const { outcome, runs } = await judged(
      result(false, 'not ok 1 - loads\nnot ok 2 - NAME\n# tests 2\n# fail 2'),
      () => [again],
    );
    expect(runs).toEqual(['original']);
    expect(outcome.results).toEqual([again]);
  });

  it('refuses a runner that passes the canary the starting commit fails', async () => {
    const { outcome, runs } = await judged(result(true, '# tests 1\n# fail 0'), (name) => [
      result(false, `not ok 2 - ${name}\n# tests 2\n# fail 1`),
    ]);
    expect(runs).toEqual(['with canaries']);
    expect(outcome.neutered).toMatch(
      /^passes with a canary test that must fail \(check 'test', test\/ralph_canary_\w+\.test\.js\), which the starting commit's runner fails: the test runner is neutered \(by what the task added where the runner looks: _pytest\.py\)$/,
    );
  });

  it('holds nothing against the work when the starting commit does not collect the canary', async () => {
    const { outcome } = await judged(result(true, '# tests 1\n# fail 0'), () => [
      result(true, '# tests 1\n# fail 0'),
    ]);
    expect(outcome.neutered).toBeUndefined();
    expect(outcome.results[0]!.passed).toBe(true);
  });
});

describe('failures a framework counts apart', () => {
  const failed = (name: string, output: string) =>
    FRAMEWORKS.find((f) => f.name === name)!.failed(output);

  it('a jest or vitest file that fails to load counts, beside the canary', () => {
    const jest =
      'Test Suites: 2 failed, 1 passed, 3 total\nTests:       1 failed, 3 passed, 4 total';
    expect(failed('jest', jest)).toBe(2);
    expect(failed('jest', jest.replace('2 failed', '1 failed'))).toBe(1);
    const vitest = ' Test Files  2 failed | 1 passed (3)\n      Tests  1 failed | 3 passed (4)';
    expect(failed('vitest', vitest)).toBe(2);
  });

  it('a go package that does not build counts, beside the canary', () => {
    const go =
      '--- FAIL: TestRalphCanaryAb12 (0.00s)\nFAIL\texample.com/a\t0.01s\nFAIL\texample.com/b [build failed]\nFAIL';
    expect(failed('go test', go)).toBe(2);
  });

  it('pytest errors count', () => {
    expect(failed('pytest', '==== 1 failed, 2 passed, 1 error in 0.10s ====')).toBe(2);
    expect(failed('pytest', '1 failed, 2 passed in 0.10s')).toBe(1);
  });
});
