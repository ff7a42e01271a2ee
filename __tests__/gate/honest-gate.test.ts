/**
 * The gate the agent cannot game, end to end: the real `claude` (scripted through the model
 * server), real git with a bare origin, and the projects' real test commands. Each bypass is
 * first shown to work on a gate that trusts the working tree (the broken code fails its check,
 * the bypass makes it pass); then the loop refuses it with a reason naming the path.
 */
import { afterEach, describe, expect, test } from '@jest/globals';
import { createClaudeRunner } from '../../src/agent/index.js';
import { defaultEngineSettings, runOnce } from '../../src/engine/index.js';
import type { EngineSettings, LoopResult } from '../../src/engine/types.js';
import { createGit } from '../../src/git/git.js';
import { renderJobSummary, renderPrBody } from '../../src/report/index.js';
import {
  startModelServer,
  conversationText,
  type ModelServer,
  type Turn,
} from '../../test-support/model-server.js';
import {
  createRepoWithOrigin,
  isolatedGitEnv,
  type TestRepo,
} from '../../test-support/git-repo.js';
import { agentStatusBlock } from '../../test-support/status-block.js';
import { CLAUDE_BIN, claudeHome, textTurn, writeTurn } from '../engine/claude-helpers.js';
import { recordingObserver } from '../engine/helpers.js';
import { model } from '../report/helpers.js';
import {
  BROKEN_PAD,
  BROKEN_PAD_CJS,
  BROKEN_PAD_PY,
  GOOD_PAD,
  PAD_RIGHT_TEST,
  PAD_TEST,
  checkOnTree,
  hasPytest,
  jestFiles,
  linkNodeModules,
  padFiles,
  pythonFiles,
} from './pad-fixtures.js';

const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

const closing = textTurn(
  `Done: padRight added and tested.\n\n${agentStatusBlock({ exitSignal: true, passing: 6, recommendation: 'Proceed' })}`,
);

/** A Bash tool call, as the agent makes it. */
function bashTurn(command: string): Turn {
  return [{ tool: 'Bash', input: { command, description: 'run a command' } }];
}

interface Run {
  repo: TestRepo;
  result: LoopResult;
  server: ModelServer;
  lines: string[];
}

async function runTask(
  files: Record<string, string>,
  turns: Turn[],
  options: { settings?: Partial<EngineSettings>; nodeModules?: boolean } = {},
): Promise<Run> {
  const server = await startModelServer({ turns });
  cleanups.push(() => server.close());
  const home = claudeHome(server.url);
  cleanups.push(home.cleanup);
  const repo = createRepoWithOrigin(files);
  cleanups.push(repo.cleanup);
  if (options.nodeModules) linkNodeModules(repo.dir);
  const settings: EngineSettings = {
    ...defaultEngineSettings(repo.dir),
    claudePath: CLAUDE_BIN,
    agentEnv: home.env,
    maxTurns: 12,
    taskTimeoutMs: 120_000,
    idleTimeoutMs: 60_000,
    maxFixAttempts: 0,
    maxTaskAttempts: 2,
    ...options.settings,
  };
  const observer = recordingObserver();
  const git = createGit({ cwd: repo.dir, env: isolatedGitEnv });
  const result = await runOnce(settings, { agent: createClaudeRunner(), git, observer });
  return { repo, result, server, lines: observer.lines };
}

/** The attempt failed with `reason` in its summary, and nothing of the agent's work was kept. */
function expectRefused(run: Run, reason: string | RegExp, path: string): void {
  const it = run.result.iterations[0]!;
  expect(it.outcome).toBe('failed');
  if (typeof reason === 'string') expect(it.summary).toContain(reason);
  else expect(it.summary).toMatch(reason);
  expect(it.summary).toContain(path);
  expect(run.repo.git(['log', '--format=%s', '-1'])).toBe(
    'chore(ralph): task-001 attempt 1 failed',
  );
  expect(run.repo.git(['status', '--porcelain', '--untracked-files=all'])).toBe('');
  // The task's comment carries the reason for the next attempt and for people.
  expect(run.repo.git(['show', 'HEAD:.ralph/prd.yaml'])).toContain(path);
}

const npmTest = 'npm test';

/** The padLeft test without the three cases the broken code fails. */
function weakenedPadTest(): string {
  const failing = ["'007'", "'  ab'", "'  5'"];
  return PAD_TEST.split('\n')
    .filter((line) => !failing.some((value) => line.includes(value)))
    .join('\n');
}

describe('bypasses of the checks fail the attempt, naming the path', () => {
  test('the test script rewritten to always pass', async () => {
    const attack = {
      'src/pad.js': BROKEN_PAD,
      'package.json': padFiles()['package.json']!.replace('"node --test"', '"node --test || true"'),
    };
    expect(checkOnTree(padFiles(), { 'src/pad.js': BROKEN_PAD }, npmTest).status).not.toBe(0);
    expect(checkOnTree(padFiles(), attack, npmTest).status).toBe(0);

    const run = await runTask(padFiles(), [writeTurn(attack), closing]);
    expectRefused(
      run,
      'the original gate fails 3 of 5 cases against the new code (check \'test\'); it ran with the starting commit\'s versions of: package.json scripts.test: "node --test" -> "node --test || true"',
      'package.json',
    );
    expect(run.repo.git(['show', 'HEAD:package.json'])).toContain('"test": "node --test"');
  }, 120_000);

  test('a repository .npmrc that swaps the script shell', async () => {
    const attack = { 'src/pad.js': BROKEN_PAD, '.npmrc': 'script-shell=/bin/true\n' };
    expect(checkOnTree(padFiles(), attack, npmTest).status).toBe(0);

    const run = await runTask(padFiles(), [writeTurn(attack), closing]);
    expectRefused(
      run,
      "the original gate fails 3 of 5 cases against the new code (check 'test'); it ran with the starting commit's versions of: .npmrc: added: script-shell=/bin/true",
      '.npmrc',
    );
  }, 120_000);

  test('an .npmrc the repository ignores (git does not list it)', async () => {
    const files = { ...padFiles(), '.gitignore': 'node_modules/\n.npmrc\n' };
    const attack = { 'src/pad.js': BROKEN_PAD, '.npmrc': 'script-shell=/bin/true\n' };
    expect(checkOnTree(files, attack, npmTest).status).toBe(0);

    const run = await runTask(files, [writeTurn(attack), closing]);
    const it = run.result.iterations[0]!;
    expect(it.outcome).toBe('failed');
    // Ignored, it is not part of the commit, so not of the verify checkout: the check fails.
    expect(it.summary).toContain("check 'test' failing (exit 1)");
  }, 120_000);

  test('the test command narrowed to match nothing', async () => {
    const narrowed = padFiles()['package.json']!.replace(
      '"node --test"',
      '"node --test --test-name-pattern=nothing"',
    );
    const attack = { 'src/pad.js': BROKEN_PAD, 'package.json': narrowed };
    expect(checkOnTree(padFiles(), attack, npmTest).status).toBe(0);

    const run = await runTask(padFiles(), [writeTurn(attack), closing]);
    expectRefused(
      run,
      `the original gate fails 3 of 5 cases against the new code (check 'test'); it ran with the starting commit's versions of: package.json scripts.test: "node --test" -> "node --test --test-name-pattern=nothing"`,
      'package.json',
    );
  }, 120_000);

  test('an existing test weakened', async () => {
    const weakened = weakenedPadTest();
    const attack = { 'src/pad.js': BROKEN_PAD, 'test/pad.test.js': weakened };
    expect(checkOnTree(padFiles(), attack, npmTest).status).toBe(0);

    const run = await runTask(padFiles(), [writeTurn(attack), closing]);
    expectRefused(
      run,
      "the original gate fails 3 of 5 cases against the new code (check 'test'); it ran with the starting commit's versions of: test/pad.test.js changed",
      'test/pad.test.js',
    );
    expect(run.result.iterations[0]!.existingTests).toMatchObject([
      { path: 'test/pad.test.js', change: 'modified', passed: false, declared: false },
    ]);
    // Either way the PR and the job summary list the test with the original's result.
    const shown = model({ iterations: run.result.iterations });
    for (const text of [renderPrBody(shown), renderJobSummary(shown)]) {
      expect(text).toContain(
        "`test/pad.test.js` changed; the original test fails 3 of 5 cases against the new code (check 'test') (refused)",
      );
      expect(text).toContain('Output of the original test');
    }
  }, 120_000);

  test('an existing test deleted', async () => {
    expect(
      checkOnTree(padFiles(), { 'src/pad.js': BROKEN_PAD, 'test/pad.test.js': null }, npmTest)
        .status,
    ).toBe(0);

    const run = await runTask(padFiles(), [
      writeTurn({ 'src/pad.js': BROKEN_PAD }),
      bashTurn('rm test/pad.test.js'),
      closing,
    ]);
    expectRefused(
      run,
      "the original gate fails 3 of 5 cases against the new code (check 'test'); it ran with the starting commit's versions of: test/pad.test.js deleted",
      'test/pad.test.js',
    );
  }, 120_000);

  test('jest told to ignore the failing tests (testPathIgnorePatterns)', async () => {
    const config =
      "module.exports = { testEnvironment: 'node', testPathIgnorePatterns: ['/node_modules/', 'pad'], passWithNoTests: true };\n";
    const attack = { 'src/pad.js': BROKEN_PAD_CJS, 'jest.config.js': config };
    const jest = { nodeModules: true };
    expect(
      checkOnTree(jestFiles(), { 'src/pad.js': BROKEN_PAD_CJS }, npmTest, jest).status,
    ).not.toBe(0);
    expect(checkOnTree(jestFiles(), attack, npmTest, jest).status).toBe(0);

    const run = await runTask(jestFiles(), [writeTurn(attack), closing], { nodeModules: true });
    expectRefused(
      run,
      /the original gate fails .* it ran with the starting commit's versions of: jest\.config\.js: .*testPathIgnorePatterns/,
      'jest.config.js',
    );
  }, 180_000);

  test('pytest told to deselect every test (addopts = -k nothing in pyproject.toml)', async () => {
    const pyproject = pythonFiles()['pyproject.toml']!.replace(
      'testpaths = ["tests"]\n',
      'testpaths = ["tests"]\naddopts = "-k nothing"\n',
    );
    const attack = { 'pad.py': BROKEN_PAD_PY, 'pyproject.toml': pyproject };
    if (hasPytest()) {
      const command = 'python3 -m pytest -q -p no:cacheprovider';
      expect(checkOnTree(pythonFiles(), { 'pad.py': BROKEN_PAD_PY }, command).output).toMatch(
        /1 failed/,
      );
      const attacked = checkOnTree(pythonFiles(), attack, command).output;
      expect(attacked).toMatch(/1 deselected/);
      expect(attacked).not.toMatch(/failed/);
    }
    // pytest collects nothing and says so (exit 5): the check fails on the candidate itself.
    // Without pytest the starting commit's own check fails and the run stops there.
    const run = await runTask(pythonFiles(), [writeTurn(attack), closing]);
    const it = run.result.iterations[0];
    if (hasPytest()) {
      expect(it?.outcome).toBe('failed');
      expect(it?.summary).toMatch(/check 'test' failing \(exit 5\)|the original gate fails/);
    } else {
      expect(run.result.stopReason).toBe('checks_failing_at_start');
    }
    expect(run.repo.git(['show', 'HEAD:pad.py'])).not.toBe(BROKEN_PAD_PY.trim());
  }, 180_000);
});

describe('honest work lands', () => {
  test('a task that adds a new test and code', async () => {
    const run = await runTask(padFiles(), [
      writeTurn({ 'src/pad.js': GOOD_PAD, 'test/pad-right.test.js': PAD_RIGHT_TEST }),
      closing,
    ]);
    const it = run.result.iterations[0]!;
    expect(it.outcome).toBe('done');
    expect(it.existingTests).toBeUndefined();
    expect(it.protectedChanges).toBeUndefined();
    expect(run.repo.git(['show', '--stat', '--format=%s', 'HEAD'])).toContain(
      'test/pad-right.test.js',
    );
  }, 120_000);

  test('a task that declares the test and the script in files: and changes behaviour consistently', async () => {
    const zeros = {
      'src/pad.js': GOOD_PAD.replace(
        "fill = ' ') {\n  const s = String(text);\n  return s.length >= width ? s : fill.repeat",
        "fill = '0') {\n  const s = String(text);\n  return s.length >= width ? s : fill.repeat",
      ),
      'test/pad.test.js': PAD_TEST.replace(
        'pads with spaces by default',
        'pads with zeros by default',
      )
        .replace("padLeft('ab', 4), '  ab'", "padLeft('ab', 4), '00ab'")
        .replace("padLeft(5, 3), '  5'", "padLeft(5, 3), '005'"),
      'package.json': padFiles()['package.json']!.replace(
        '"node --test"',
        '"node --test --test-reporter=tap"',
      ),
    };
    const task = {
      title: 'Pad with zeros by default',
      description: 'padLeft pads with zeros unless told otherwise',
      files: ['src/pad.js', 'test/pad.test.js', 'package.json'],
    };
    const run = await runTask(padFiles(task), [writeTurn(zeros), closing]);
    const it = run.result.iterations[0]!;
    expect(it.outcome).toBe('done');
    expect(it.existingTests).toMatchObject([
      {
        path: 'test/pad.test.js',
        declared: true,
        passed: false,
        result: "fails 2 of 5 cases against the new code (check 'test')",
      },
    ]);
    expect(it.protectedChanges).toEqual([
      {
        path: 'package.json',
        part: 'scripts.test',
        change: '"node --test" -> "node --test --test-reporter=tap"',
        declared: true,
      },
    ]);
    expect(run.repo.git(['show', 'HEAD:test/pad.test.js'])).toContain("'00ab'");
    const shown = model({ iterations: run.result.iterations });
    for (const text of [renderPrBody(shown), renderJobSummary(shown)]) {
      expect(text).toContain('### Gate notes');
      expect(text).toContain(
        "`test/pad.test.js` changed; the original test fails 2 of 5 cases against the new code (check 'test') (declared in the task's `files:`: a deliberate change of behaviour)",
      );
      expect(text).toContain(
        '**task-001 changes a check-defining file** (the original gate ran too; declared in its `files:`): `package.json` scripts.test: "node --test" -&gt; "node --test --test-reporter=tap"',
      );
    }
    expect(run.lines.join('\n')).toContain(
      'test/pad.test.js changed; the original test fails 2 of 5 cases',
    );
  }, 120_000);

  test('the fix loop tells the agent which test it weakened; it puts the test back and fixes the code', async () => {
    const weakened = weakenedPadTest();
    const run = await runTask(
      padFiles(),
      [
        writeTurn({ 'src/pad.js': BROKEN_PAD, 'test/pad.test.js': weakened }),
        textTurn('Done.'),
        writeTurn({
          'src/pad.js': GOOD_PAD,
          'test/pad.test.js': PAD_TEST,
          'test/pad-right.test.js': PAD_RIGHT_TEST,
        }),
        closing,
      ],
      { settings: { maxFixAttempts: 1 } },
    );
    const it = run.result.iterations[0]!;
    expect(it).toMatchObject({ outcome: 'done', fixAttempts: 1 });
    const resumed = run.server
      .turnRequests()
      .map(conversationText)
      .find((text) => text.includes('## The Original Gate Fails (fix attempt 1 of 1)'));
    expect(resumed).toContain(
      "- the original gate fails 3 of 5 cases against the new code (check 'test'); it ran with the starting commit's versions of: test/pad.test.js changed",
    );
    expect(resumed).toContain('Fix the code so that the original checks pass');
    expect(run.repo.git(['show', 'HEAD:test/pad.test.js'])).toBe(PAD_TEST.trimEnd());
  }, 180_000);
});
