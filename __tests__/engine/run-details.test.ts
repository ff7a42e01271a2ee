/**
 * The details a user reads during and after a run: the harness's status block, the baseline
 * probe's handling of the agent's changes, the checks plan's messages, a task's verify checks,
 * the console's fix-attempt labels and the stop message of an agent that gives up.
 */
import { afterEach, describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CheckDefinition, CheckResult } from '../../src/checks/types.js';
import { runChecks } from '../../src/checks/run.js';
import { createConsoleObserver } from '../../src/cli/commands/loop.js';
import type { CliIO } from '../../src/cli/types.js';
import { createBaselineProbe } from '../../src/engine/baseline.js';
import { initialBreaker } from '../../src/engine/breaker.js';
import { planChecks } from '../../src/engine/checks-plan.js';
import { buildHarnessStatus } from '../../src/engine/harness-status.js';
import { runLoop } from '../../src/engine/index.js';
import { verifyChecks, verifyChecksAtCommit } from '../../src/engine/task-verify.js';
import { createGit } from '../../src/git/git.js';
import type { Task } from '../../src/prd/schema.js';
import { assemblePrompt } from '../../src/prompt/assemble.js';
import { renderPrBody } from '../../src/report/pr-body.js';
import { createRepoWithOrigin, isolatedGitEnv } from '../../test-support/git-repo.js';
import { check, iteration, model } from '../report/helpers.js';
import { fakeAgent, fixtureRepo } from './helpers.js';

const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length > 0) cleanups.pop()!();
});

function result(name: string, passed: boolean, required = true): CheckResult {
  return { ...check(name, passed, 10), required };
}

describe("the harness's status block", () => {
  const base = {
    timestamp: '2026-11-01T10:00:00Z',
    iteration: 4,
    progressPercent: 25,
    files: { created: [], modified: [], deleted: [] },
    breaker: initialBreaker(),
    gates: { gate1: false, gate2: false, canExit: false },
    taskId: 'task-002',
    taskBlocked: false,
  };

  test('TESTS counts the required checks only: a failing optional check is not a failure', () => {
    const status = buildHarnessStatus({
      ...base,
      outcome: 'failed',
      checks: [result('test', true), result('lint', false, false), result('types', false)],
      failure: "check 'types' failing (exit 1)\nsrc/a.ts(1,1): error",
    });
    expect(status.tests).toEqual({ total: 2, passing: 1, failing: 1, skipped: 0 });
  });

  test('each blocker is listed once', () => {
    const status = buildHarnessStatus({
      ...base,
      outcome: 'failed',
      checks: [result('test', false), result('types', false)],
      failure: "check 'test' failing (exit 1)\nnot ok 1 - greet",
      agentStatus: {
        ...model().lastPhaseStatus!,
        tests: { total: 1, passing: 0, failing: 1, skipped: 0 },
        blockers: ["Check 'types' failing", 'Needs a decision on the API'],
      },
    });
    expect(status.blockers).toEqual([
      "Check 'types' failing",
      'Needs a decision on the API',
      "check 'test' failing (exit 1)",
    ]);
  });

  test('all done with the checks off (--no-checks) is not called verified', () => {
    const done = {
      ...base,
      outcome: 'done' as const,
      checks: [],
      gates: { gate1: true, gate2: true, canExit: true },
    };
    expect(buildHarnessStatus(done).recommendation).toBe(
      'All tasks done and verified - review and merge the work branch',
    );
    const unchecked = buildHarnessStatus({ ...done, checksDisabled: true }).recommendation;
    expect(unchecked).toBe(
      'All tasks done, not verified: the checks were off (--no-checks) - review the work before merging',
    );
  });
});

describe('the baseline probe', () => {
  const FAILS_WITH_BROKEN: CheckDefinition = {
    name: 'test',
    command: `echo ran >> "$RUNS"; node -e "process.exit(require('fs').existsSync('broken') ? 1 : 0)"`,
    required: true,
    timeoutMs: 60_000,
  };

  function setup(files: Record<string, string>) {
    const repo = createRepoWithOrigin(files);
    cleanups.push(repo.cleanup);
    const git = createGit({ cwd: repo.dir, env: isolatedGitEnv });
    const runs = join(repo.dir, '..', 'runs.txt');
    const baseline = createBaselineProbe({ git });
    // The gate's runner at the start: a fresh checkout of the starting commit (here without a
    // boundary: the same OS user), never the agent's working tree.
    const runAt = (start: string) => async (checks: CheckDefinition[]) => {
      const checkout = mkdtempSync(join(tmpdir(), 'ralph-probe-'));
      try {
        execFileSync('sh', ['-c', `git archive "${start}" | tar -x -C "${checkout}"`], {
          cwd: repo.dir,
        });
        return await runChecks(checks, { cwd: checkout, env: { RUNS: runs } });
      } finally {
        rmSync(checkout, { recursive: true, force: true });
      }
    };
    const probe = (start: string, failing: CheckResult[], checks: CheckDefinition[]) =>
      baseline(start, failing, checks, runAt(start));
    return { repo, git, probe, runs, start: repo.git(['rev-parse', 'HEAD']) };
  }

  test("a check that passes at the start: no baseline failure, and the agent's changes untouched", async () => {
    const { repo, probe, runs, start } = setup({ 'a.txt': 'one\n' });
    // The agent: an edit, a new file, a commit of its own, and an uncommitted change on top.
    repo.write({ 'a.txt': 'two\n', 'new.txt': 'new\n' });
    repo.git(['add', '-A']);
    repo.git(['commit', '-qm', 'agent commit']);
    repo.write({ broken: 'yes\n', 'a.txt': 'three\n' });
    const failing = [{ ...result('test', false), command: FAILS_WITH_BROKEN.command }];

    const head = repo.git(['rev-parse', 'HEAD']);
    expect(await probe(start, failing, [FAILS_WITH_BROKEN])).toBeUndefined();
    // The probe ran beside the working tree: the agent's work is untouched.
    expect(readFileSync(join(repo.dir, 'a.txt'), 'utf8')).toBe('three\n');
    expect(readFileSync(join(repo.dir, 'new.txt'), 'utf8')).toBe('new\n');
    expect(existsSync(join(repo.dir, 'broken'))).toBe(true);
    expect(repo.git(['rev-parse', 'HEAD'])).toBe(head);
    expect(repo.git(['stash', 'list'])).toBe('');
    expect(readFileSync(runs, 'utf8')).toBe('ran\n');
  });

  test('a check that fails at the start is reported, and run once per tree', async () => {
    const { repo, probe, runs, start } = setup({ broken: 'yes\n' });
    repo.write({ 'b.txt': 'agent\n' });
    const failing = [{ ...result('test', false), command: FAILS_WITH_BROKEN.command }];
    const first = await probe(start, failing, [FAILS_WITH_BROKEN]);
    expect(first?.sha).toBe(start);
    expect(first?.failing.map((f) => [f.name, f.exitCode])).toEqual([['test', 1]]);
    expect(await probe(start, failing, [FAILS_WITH_BROKEN])).toEqual(first);
    expect(readFileSync(runs, 'utf8')).toBe('ran\n'); // cached by tree: one run
    expect(readFileSync(join(repo.dir, 'b.txt'), 'utf8')).toBe('agent\n');
  });

  test("a task's verify command is never compared with the start", async () => {
    const { probe, start } = setup({ broken: 'yes\n' });
    // Only `verify` failed after the agent; the block's `test` would fail at the start.
    expect(await probe(start, [result('verify', false)], [FAILS_WITH_BROKEN])).toBeUndefined();
  });
});

describe('the checks plan', () => {
  test('an invalid block names its file and line once', async () => {
    const repo = createRepoWithOrigin({
      'CLAUDE.md':
        '# X\n\n<!-- RALPH:CHECKS:START -->\n```yaml\nchecks:\n  - name: test\n    command: ""\n```\n<!-- RALPH:CHECKS:END -->\n',
    });
    cleanups.push(repo.cleanup);
    const git = createGit({ cwd: repo.dir, env: isolatedGitEnv });
    const plan = await planChecks(git, 'HEAD', false);
    expect(plan.error).toMatch(/^the RALPH:CHECKS block is invalid: CLAUDE\.md:7: /);
    expect(plan.error).not.toMatch(/CLAUDE\.md:\d+: CLAUDE\.md/);
  });

  test('a block that is only in the working tree is called uncommitted', async () => {
    const repo = createRepoWithOrigin({ 'README.md': '# X\n' });
    cleanups.push(repo.cleanup);
    repo.write({
      'CLAUDE.md':
        '<!-- RALPH:CHECKS:START -->\n```yaml\nchecks:\n  - name: test\n    command: node --test\n```\n<!-- RALPH:CHECKS:END -->\n',
    });
    const plan = await planChecks(createGit({ cwd: repo.dir, env: isolatedGitEnv }), 'HEAD', false);
    expect(plan.error).toBe(
      'the RALPH:CHECKS block of CLAUDE.md is not committed yet (checks are read from the commit a run starts from; commit CLAUDE.md), and no test or lint command could be detected',
    );
  });
});

describe("a task's verify commands", () => {
  const task = (verify: unknown): Task =>
    ({ id: 't1', title: 'T', status: 'pending', verify }) as Task;

  test('become required checks named after the task, with their timeouts', () => {
    expect(verifyChecks(task(['npm test -- greet']))).toEqual([
      {
        name: 'verify',
        command: 'npm test -- greet',
        required: true,
        timeoutMs: 600_000,
        origin: 'task',
      },
    ]);
    expect(
      verifyChecks(
        task([{ command: 'make a' }, { name: 'types', command: 'tsc --noEmit', timeout: '2m' }]),
      ).map((c) => [c.name, c.command, c.timeoutMs]),
    ).toEqual([
      ['verify 1', 'make a', 600_000],
      ['verify: types', 'tsc --noEmit', 120_000],
    ]);
    expect(verifyChecks(task(undefined))).toEqual([]);
  });

  test("come from the starting commit's list, whether or not the loaded list is that one", async () => {
    const list = (verify: string) =>
      `schema_version: "1.0"\nproject:\n  title: P\ntasks:\n  - id: t1\n    title: T\n    status: pending\n    verify: ["${verify}"]\n`;
    const repo = createRepoWithOrigin({ '.ralph/prd.yaml': list('npm test') });
    cleanups.push(() => repo.cleanup());
    const git = createGit({ cwd: repo.dir, env: isolatedGitEnv });
    const startSha = await git.revParse('HEAD');
    const args = { git, startSha, prdPath: '.ralph/prd.yaml', taskId: 't1' };
    const commands = async (text: string, current: Task) =>
      (await verifyChecksAtCommit({ ...args, current: { text, task: current } })).map(
        (c) => c.command,
      );
    // The loaded list is the committed one: its task's commands.
    expect(await commands(list('npm test'), task(['npm test']))).toEqual(['npm test']);
    // An edited list (not committed): the commit's commands, never the edited ones.
    expect(await commands(list('true'), task(['true']))).toEqual(['npm test']);
    // No list at the starting commit: none.
    expect(
      await verifyChecksAtCommit({
        ...args,
        prdPath: '.ralph/other.yaml',
        current: { text: list('true'), task: task(['true']) },
      }),
    ).toEqual([]);
  });

  test('the prompt lists them after the block, as required', () => {
    const checks = [
      { name: 'test', command: 'npm test', required: true, timeoutMs: 1 },
      { name: 'lint', command: 'npm run lint', required: false, timeoutMs: 1 },
      ...verifyChecks(task([{ name: 'exact', command: 'node check.js' }])),
    ];
    const prompt = assemblePrompt({
      task: task(undefined),
      referenceDocs: [],
      sourceFiles: [],
      prerequisites: [],
      plan: [],
      checks,
      warnings: [],
    }).prompt;
    const section = prompt.slice(prompt.indexOf('## Quality Checks'));
    expect(section).toContain(
      "- test: `npm test`\n- lint: `npm run lint` (optional: only warns)\n\nThis task's own verify commands (required: the task is not done until they pass):\n\n- verify: exact: `node check.js`",
    );
  });

  test("the pull request's check table shows them", () => {
    const body = renderPrBody(
      model({
        iterations: [
          iteration({
            outcome: 'failed',
            checks: [check('test', true, 900), check('verify: exact', false, 300)],
          }),
        ],
      }),
    );
    expect(body).toContain('| verify: exact | ❌ failed | yes |');
  });
});

describe('what the console says', () => {
  test('fix attempts are numbered, and each iteration starts again at 1', () => {
    const lines: string[] = [];
    const io = {
      stdout: (t: string) => lines.push(t),
      stderr: () => undefined,
      isTTY: false,
      color: false,
      cwd: '/',
      env: {},
    } as CliIO;
    const { observer } = createConsoleObserver(io, false);
    const t = { id: 'task-001', title: 'A', status: 'pending' } as Task;
    observer.iterationStart!(1, 2, t);
    observer.agentStart!(t, 1, false);
    observer.agentStart!(t, 1, true);
    observer.agentStart!(t, 1, true);
    observer.iterationStart!(2, 2, t);
    observer.agentStart!(t, 2, true);
    const text = lines.join('');
    expect(text).toContain('fix attempt 1 (task attempt 1)');
    expect(text).toContain('fix attempt 2 (task attempt 1)');
    expect(text).toContain('fix attempt 1 (task attempt 2)');
  });

  test('an agent that gives up is quoted once in the stop message', async () => {
    const { repo, git, settings } = fixtureRepo('three-tasks', { iterations: 3 });
    cleanups.push(repo.cleanup);
    const agent = fakeAgent(() => ({
      outcome: 'cannot_complete',
      summary: 'The agent cannot complete the task: no access to the API',
    }));
    const stopped = await runLoop(settings, { agent, git });
    expect(stopped.stopReason).toBe('cannot_complete');
    expect(stopped.message).toBe(
      'Stopped: task-001 attempt 1 failed: The agent cannot complete the task: no access to the API',
    );
  });
});
