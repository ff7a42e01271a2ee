/**
 * The engine against real git and real checks (`node --test`), with an in-process agent: the
 * engine's own rules, without the cost of starting claude. The real CLI is exercised in
 * engine-claude.test.ts.
 */
import { afterEach, describe, expect, test } from '@jest/globals';
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { runLoop, runOnce, resetEngineState } from '../../src/engine/index.js';
import { loadState } from '../../src/engine/state.js';
import type { IterationPhase } from '../../src/engine/types.js';
import { extractLastPhaseStatus } from '../../src/agent/phase-status.js';
import {
  fakeAgent,
  fixtureRepo,
  GOOD_WORK,
  recordingObserver,
  titleOf,
  writeIn,
  type FixtureRepo,
} from './helpers.js';

let current: FixtureRepo | undefined;
afterEach(() => current?.repo.cleanup());

function setup(overrides: Parameters<typeof fixtureRepo>[1] = {}): FixtureRepo {
  current = fixtureRepo('three-tasks', overrides);
  return current;
}

const statusBlock = (exit: boolean) =>
  `LEARNINGS: modules stay tiny.\n\n---PRP_PHASE_STATUS---\nTIMESTAMP: 2026-01-01T00:00:00Z\nPHASE: GREEN\nSTATUS: COMPLETE\nITERATION: 1\nPROGRESS_PERCENT: 100\n\nTESTS:\n  TOTAL: 1\n  PASSING: 1\n  FAILING: 0\n  SKIPPED: 0\n\nFILES:\n  CREATED: 2\n  MODIFIED: 0\n  DELETED: 0\n\nCIRCUIT_BREAKER:\n  STATE: CLOSED\n  NO_PROGRESS_COUNT: 0\n\nDUAL_GATE:\n  GATE_1: true\n  GATE_2: ${exit}\n  CAN_EXIT: ${exit}\n\nBLOCKERS:\n  - none\n\nEXIT_SIGNAL: ${exit}\nRECOMMENDATION: Proceed\n---END_PRP_PHASE_STATUS---`;

describe('engine with an in-process agent', () => {
  test('three dependent tasks land as three feat commits in order; gates close the loop', async () => {
    const { repo, git, settings } = setup({ iterations: 5 });
    const agent = fakeAgent(async (options) => {
      const title = titleOf(options.prompt)!;
      await writeIn(options.cwd, GOOD_WORK[title]!);
      if (title === 'Add the greeting module') {
        // A learning added to CLAUDE.md's Codebase Patterns only: the harness mirrors it.
        const claude = readFileSync(join(options.cwd, 'CLAUDE.md'), 'utf8');
        await writeIn(options.cwd, {
          'CLAUDE.md': claude.replace(
            'has a matching `test/<name>.test.js`.\n',
            'has a matching `test/<name>.test.js`.\n- Template literals build every message.\n',
          ),
        });
      }
      return {
        finalText: statusBlock(true),
        phaseStatus: extractLastPhaseStatus(statusBlock(true)).status,
      };
    });
    const observer = recordingObserver();
    const result = await runLoop(settings, { agent, git, observer });
    expect(repo.git(['show', 'HEAD~2:AGENTS.md'])).toContain(
      '- Template literals build every message.',
    );
    expect(readFileSync(join(repo.dir, '.ralph/progress.txt'), 'utf8').split('---')[0]).toContain(
      '- Template literals build every message.',
    );

    expect(result.stopReason).toBe('complete');
    expect(result.complete).toBe(true);
    expect(result.exitCode).toBe(0);
    expect(repo.git(['log', '--format=%s', '--grep=^feat', '--reverse'])).toBe(
      'feat: task-001 - Add the greeting module\nfeat: task-002 - Add the farewell module\nfeat: task-003 - Export both from the entry point',
    );
    expect(repo.git(['status', '--porcelain'])).toBe('');
    expect(repo.git(['branch', '--show-current'])).toBe('ralph/greeting-kit');
    const prd = readFileSync(join(repo.dir, '.ralph/prd.yaml'), 'utf8');
    expect(prd).toContain('# The foundation: everything else builds on greet().');
    expect(prd.match(/status: "done"/g)).toHaveLength(3);
    expect(observer.lines).toContain('Iteration 2 of 5: task-002');
    const progress = readFileSync(join(repo.dir, '.ralph/progress.txt'), 'utf8');
    expect(progress.startsWith('# Ralph Progress Log\n\n## Codebase Patterns')).toBe(true);
    expect(progress).toContain('task-003: Export both from the entry point');
    expect(progress).toContain('modules stay tiny.');
    const log = readFileSync(join(repo.dir, '.ralph/phase-status.log'), 'utf8');
    expect(log.match(/---PRP_PHASE_STATUS---/g)).toHaveLength(3);
    const last = extractLastPhaseStatus(log).status!;
    expect(last).toMatchObject({
      status: 'COMPLETE',
      iteration: 3,
      progressPercent: 100,
      dualGate: { gate1: true, gate2: true, canExit: true },
    });
    expect(readFileSync(join(repo.dir, '.gitignore'), 'utf8')).toContain('.ralph/attempts/');
  });

  test('all done without EXIT_SIGNAL stops as complete=false with a clear message, exit 0', async () => {
    const { git, settings } = setup({ iterations: 5 });
    const agent = fakeAgent(async (options) => {
      await writeIn(options.cwd, GOOD_WORK[titleOf(options.prompt)!]!);
    });
    const result = await runLoop(settings, { agent, git });
    expect(result).toMatchObject({
      stopReason: 'complete',
      complete: false,
      gate1: true,
      gate2: false,
      exitCode: 0,
    });
    expect(result.message).toContain('did not confirm EXIT_SIGNAL');
  });

  test('work that cannot be delivered stops the loop after its commit, as an error', async () => {
    const { repo, git, settings } = setup({ iterations: 5 });
    const started: string[] = [];
    const agent = fakeAgent(async (options) => {
      started.push(titleOf(options.prompt)!);
      await writeIn(options.cwd, GOOD_WORK[titleOf(options.prompt)!]!);
    });
    const delivered: string[] = [];
    const observer = recordingObserver();
    const result = await runLoop(settings, {
      agent,
      git,
      observer,
      afterIteration: async (iteration) => {
        delivered.push(iteration.taskId);
        return { stop: 'Could not push ralph/greeting-kit: the remote refused it' };
      },
    });
    expect(result).toMatchObject({
      stopReason: 'delivery_failed',
      message: 'Could not push ralph/greeting-kit: the remote refused it',
      exitCode: 1,
      complete: false,
    });
    // No second agent was paid for; the first task's commit stays for the report.
    expect(started).toEqual(['Add the greeting module']);
    expect(delivered).toEqual(['task-001']);
    expect(result.iterations.map((r) => r.outcome)).toEqual(['done']);
    expect(result.counts.done).toBe(1);
    expect(repo.git(['log', '-1', '--format=%s'])).toBe('feat: task-001 - Add the greeting module');
    expect(repo.git(['status', '--porcelain'])).toBe('');
    expect(observer.lines.join('\n')).toContain('the remote refused it');
  });

  test('a failing attempt is reset, commented, and the task blocked after its attempts; nothing ready stops the loop', async () => {
    const { repo, git, settings } = setup({ iterations: 5, maxFixAttempts: 1, maxTaskAttempts: 2 });
    const agent = fakeAgent(async (options) => {
      await writeIn(options.cwd, {
        'src/greet.js': 'export function greet() { return "BROKEN-CODE"; }\n',
        'test/greet.test.js':
          "import { test } from 'node:test';\nimport assert from 'node:assert/strict';\nimport { greet } from '../src/greet.js';\ntest('greet', () => assert.equal(greet('Ada'), 'Hello, Ada!'));\n",
      });
    });
    const phases: string[] = [];
    const observer = {
      phase: (task: { id: unknown }, phase: IterationPhase) =>
        phases.push(
          `${String(task.id)} ${phase.kind === 'fix' ? `fix ${phase.attempt}` : phase.kind}`,
        ),
    };
    const result = await runLoop(settings, { agent, git, observer });
    expect(result.stopReason).toBe('nothing_ready');
    expect(result.exitCode).toBe(1);
    // The observer hears each phase, in order: what the action's progress status names.
    expect(phases).toEqual(
      ['agent', 'checks', 'fix 1', 'checks', 'agent', 'checks', 'fix 1', 'checks'].map(
        (phase) => `task-001 ${phase}`,
      ),
    );
    // two attempts, each with one fix run resuming the session
    expect(agent.calls.map((c) => c.resumeSessionId ?? null)).toEqual([
      null,
      'session-1',
      null,
      'session-3',
    ]);
    expect(repo.git(['log', '--format=%s'])).toContain('chore(ralph): task-001 attempt 2 failed');
    expect(repo.git(['log', '-p', '--', '.', ':!.ralph'])).not.toContain('BROKEN-CODE');
    expect(repo.git(['status', '--porcelain'])).toBe('');
    const prd = readFileSync(join(repo.dir, '.ralph/prd.yaml'), 'utf8');
    expect(prd).toContain('blocked_by: "Failed 2 attempts: test check failing"');
    expect(prd).toMatch(/author: "?agent"?/);
    expect(prd).toContain("Attempt 1 failed: check 'test' failing (exit 1)");
    expect(
      readFileSync(join(repo.dir, '.ralph/attempts/task-001/2/attempt.diff'), 'utf8'),
    ).toContain('BROKEN-CODE');
    const state = JSON.parse(readFileSync(join(repo.dir, '.ralph/state.json'), 'utf8'));
    expect(state.tasks['task-001'].attempts).toBe(2);
  });

  test('an agent that tampers with prd.yaml and the checks block faces the original checks', async () => {
    const { repo, git, settings } = setup({ maxFixAttempts: 0 });
    const agent = fakeAgent(async (options) => {
      const claude = readFileSync(join(options.cwd, 'CLAUDE.md'), 'utf8').replace(
        'command: node --test',
        'command: "true"',
      );
      const prd = readFileSync(join(options.cwd, '.ralph/prd.yaml'), 'utf8').replace(
        'status: "pending"   #',
        'status: "done"   #',
      );
      await writeIn(options.cwd, {
        'CLAUDE.md': claude,
        '.ralph/prd.yaml': prd,
        'test/greet.test.js':
          "import { test } from 'node:test';\ntest('x', () => { throw new Error('nope'); });\n",
      });
    });
    const observer = recordingObserver();
    const result = await runOnce(settings, { agent, git, observer });
    const it = result.iterations[0]!;
    expect(it.outcome).toBe('failed');
    expect(it.checksTampered).toBe(true);
    expect(it.restoredFiles).toEqual(
      expect.arrayContaining(['.ralph/prd.yaml', 'CLAUDE.md (RALPH:CHECKS block)']),
    );
    expect(observer.lines.join('\n')).toContain('restored: .ralph/prd.yaml');
    expect(readFileSync(join(repo.dir, 'CLAUDE.md'), 'utf8')).toContain('command: node --test');
    expect(readFileSync(join(repo.dir, '.ralph/prd.yaml'), 'utf8')).toContain(
      'status: "pending"   # the harness flips this',
    );
  });

  test('three iterations without progress open the breaker and stop with a BLOCKED status block', async () => {
    const { repo, git, settings } = setup({
      iterations: 10,
      maxFixAttempts: 0,
      maxTaskAttempts: 10,
    });
    const agent = fakeAgent(() => ({
      outcome: 'max_turns',
      summary: 'reached the maximum number of turns (12)',
    }));
    const result = await runLoop(settings, { agent, git });
    expect(result.stopReason).toBe('circuit_open');
    expect(result.exitCode).toBe(1);
    expect(result.iterations).toHaveLength(3);
    const last = extractLastPhaseStatus(
      readFileSync(join(repo.dir, '.ralph/phase-status.log'), 'utf8'),
    ).status!;
    expect(last.status).toBe('BLOCKED');
    expect(last.circuitBreaker).toEqual({ state: 'OPEN', noProgressCount: 3 });
    expect(last.recommendation).toContain('Circuit breaker open');

    // A second run stays blocked and says why; ralph reset closes the breaker.
    const again = await runLoop(settings, { agent, git });
    expect(again.stopReason).toBe('circuit_open');
    expect(again.iterations).toHaveLength(0);
    const reset = await resetEngineState(repo.dir, { git });
    expect(reset.notes.join('; ')).toContain('reset (was OPEN)');
    expect(repo.git(['status', '--porcelain'])).toBe('');
    const afterReset = await runOnce(settings, { agent, git });
    expect(afterReset.iterations).toHaveLength(1);
  });

  test('a person editing prd.yaml closes an open breaker, and says so', async () => {
    const { repo, git, settings } = setup({
      iterations: 10,
      maxFixAttempts: 0,
      maxTaskAttempts: 10,
    });
    const stuck = fakeAgent(() => ({ outcome: 'crashed', summary: 'exit 1' }));
    expect((await runLoop(settings, { agent: stuck, git })).stopReason).toBe('circuit_open');
    const prdPath = join(repo.dir, '.ralph/prd.yaml');
    repo.write({
      '.ralph/prd.yaml': readFileSync(prdPath, 'utf8').replace(
        'Create src/greet.js',
        'Create src/greet.js (plain ESM)',
      ),
    });
    repo.git(['commit', '-qam', 'clarify task-001']);
    const observer = recordingObserver();
    const agent = fakeAgent(async (options) =>
      writeIn(options.cwd, GOOD_WORK[titleOf(options.prompt)!]!),
    );
    const result = await runOnce(settings, { agent, git, observer });
    expect(observer.lines).toContain(
      'info: .ralph/prd.yaml was edited since the last run: circuit breaker reset (was OPEN)',
    );
    expect(result.iterations[0]!.outcome).toBe('done');
    expect(result.breakerState).toBe('CLOSED');
  });

  test('a new branch name archives the previous run and starts a fresh progress log keeping the patterns', async () => {
    const { repo, git, settings } = setup();
    const agent = fakeAgent(async (options) =>
      writeIn(options.cwd, GOOD_WORK[titleOf(options.prompt)!]!),
    );
    await runOnce(settings, { agent, git });
    const observer = recordingObserver();
    // Stacked on the previous run's branch (explicitly: new branches start from main).
    const second = await runOnce(
      { ...settings, branch: 'ralph/second-feature', baseBranch: 'ralph/greeting-kit' },
      { agent, git, observer },
    );
    expect(second.branch).toBe('ralph/second-feature');
    expect(repo.git(['branch', '--show-current'])).toBe('ralph/second-feature');
    const archived = repo.git(['ls-files', '.ralph/archive']).split('\n');
    expect(archived).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\.ralph\/archive\/\d{4}-\d{2}-\d{2}-greeting-kit\/progress\.txt$/),
      ]),
    );
    expect(observer.lines.join('\n')).toContain('The state belongs to branch ralph/greeting-kit');
    const progress = readFileSync(join(repo.dir, '.ralph/progress.txt'), 'utf8');
    expect(progress.startsWith('# Ralph Progress Log\n\n## Codebase Patterns')).toBe(true);
    expect(progress.match(/^## \d{4}-/gm)).toHaveLength(1); // only the new run's block
  });

  test('an interrupted run leaves a clean tree and a pending task; the next run completes it', async () => {
    const { repo, git, settings } = setup();
    const controller = new AbortController();
    const interrupting = fakeAgent(async (options) => {
      await writeIn(options.cwd, { 'src/half.js': 'half done\n' });
      controller.abort();
      return { outcome: 'interrupted', summary: 'interrupted' };
    });
    const first = await runOnce(settings, { agent: interrupting, git, signal: controller.signal });
    expect(first).toMatchObject({ stopReason: 'interrupted', exitCode: 1 });
    expect(repo.git(['status', '--porcelain'])).toBe('');
    expect(existsSync(join(repo.dir, 'src/half.js'))).toBe(false);
    expect(readFileSync(join(repo.dir, '.ralph/prd.yaml'), 'utf8')).not.toContain('status: "done"');

    const agent = fakeAgent(async (options) =>
      writeIn(options.cwd, GOOD_WORK[titleOf(options.prompt)!]!),
    );
    const second = await runOnce(settings, { agent, git });
    expect(second.iterations[0]!.outcome).toBe('done');
    expect(second.iterations[0]!.attempt).toBe(1);
  });

  test('an API error after the retry stops as transient without counting; cannot_complete counts and stops', async () => {
    const { repo, git, settings } = setup({ iterations: 5 });
    const flaky = fakeAgent(async (options) => {
      await writeIn(options.cwd, { 'src/partial.js': 'partial\n' });
      return { outcome: 'api_error', summary: 'API error 529 overloaded (after 1 retry)' };
    });
    const first = await runLoop(settings, { agent: flaky, git });
    expect(first).toMatchObject({ stopReason: 'transient_failure', exitCode: 1 });
    expect(first.message).toContain('529 overloaded');
    expect(repo.git(['status', '--porcelain'])).toBe('');
    // No attempt is counted, but what the phase spent is kept: its task's cost, the run's total.
    expect(repo.git(['log', '--format=%s', '-2'])).toBe(
      'chore(ralph): record the spend of task-001 (transient failure)\nchore(ralph): prepare ralph/greeting-kit',
    );
    const afterError = (await loadState(repo.dir)).state;
    expect(afterError.tasks['task-001']).toMatchObject({ attempts: 0, costUsd: 0.01 });
    expect(afterError.totalCostUsd).toBeCloseTo(0.01, 6);

    const giving = fakeAgent(() => ({
      outcome: 'cannot_complete',
      summary: 'RALPH_CANNOT_COMPLETE: no access to the API',
    }));
    const second = await runLoop(settings, { agent: giving, git });
    expect(second).toMatchObject({ stopReason: 'cannot_complete', exitCode: 1 });
    expect(second.iterations[0]).toMatchObject({ outcome: 'failed', attempt: 1 });
    expect(repo.git(['log', '--format=%s', '-1'])).toBe('chore(ralph): task-001 attempt 1 failed');
    expect(readFileSync(join(repo.dir, '.ralph/prd.yaml'), 'utf8')).toContain(
      'the agent said it cannot complete the task',
    );
  });

  test('a dirty tree is refused and nothing is touched', async () => {
    const { repo, git, settings } = setup();
    await writeIn(repo.dir, { 'notes.txt': 'mine\n' });
    const agent = fakeAgent(() => undefined);
    const result = await runOnce(settings, { agent, git });
    expect(result.stopReason).toBe('dirty_tree');
    expect(result.message).toContain('notes.txt');
    expect(agent.calls).toHaveLength(0);
    expect(repo.git(['branch', '--show-current'])).toBe('main');
  });

  test('an invalid prd.yaml stops with its diagnostics', async () => {
    const { repo, git, settings } = setup();
    await writeIn(repo.dir, {
      '.ralph/prd.yaml': 'schema_version: "2.0"\nproject:\n  title: X\ntasks: []\n',
    });
    repo.git(['commit', '-qam', 'break it']);
    const observer = recordingObserver();
    const result = await runOnce(settings, { agent: fakeAgent(() => undefined), git, observer });
    expect(result.stopReason).toBe('invalid_prd');
    expect(result.exitCode).toBe(1);
    expect(observer.lines.join('\n')).toContain('Unsupported schema_version');
  });
});
