/**
 * Run states and what the user reads, through the built CLI with the real `claude` and the
 * scripted model server: where the work branch starts, an open circuit breaker, `ralph reset`,
 * nothing ready, and stop messages that say each thing once.
 */
import { afterEach, describe, expect, test } from '@jest/globals';
import { writeTurn, textTurn } from './claude-helpers.js';
import { closing, GREET, onlyTaskOne, world as worldWith, type World } from './cli-world.js';
import { GOOD_WORK } from './helpers.js';

const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

const world = (...args: Parameters<typeof worldWith> extends [unknown, ...infer R] ? R : never) =>
  worldWith(cleanups, ...args);

const FAREWELL = 'Add the farewell module';
const greetDone = { [GREET]: [writeTurn(GOOD_WORK[GREET]!), closing] };

/** main has no task list; `feature` adds it (as a user writes one on a branch of their own). */
function taskListOnlyOnFeature(w: World): void {
  w.repo.git(['rm', '-q', '.ralph/prd.yaml']);
  w.repo.git(['commit', '-qm', 'no task list on main']);
  w.repo.git(['push', '-q', 'origin', 'main']);
  w.repo.git(['checkout', '-qb', 'feature']);
  w.repo.git(['checkout', 'main~1', '--', '.ralph/prd.yaml']);
  w.repo.git(['commit', '-qm', 'the task list, on feature']);
}

const count = (text: string, pattern: RegExp): number => text.match(pattern)?.length ?? 0;

describe('where the work branch starts', () => {
  test('a task list only on the current branch: the work branch starts from it and says so; --dry-run the same', async () => {
    const w = await world(greetDone);
    taskListOnlyOnFeature(w);
    const note =
      '.ralph/prd.yaml is only on feature, not on main: the work branch ralph/greeting-kit starts from feature';

    const dry = await w.run(['once', '--dry-run']);
    expect(dry.code).toBe(0);
    expect(dry.out).toContain(note);
    expect(dry.out).toContain('Next task: task-001 - Add the greeting module');
    expect(w.repo.git(['branch', '--show-current'])).toBe('feature');

    const real = await w.run(['once']);
    expect(real.code).toBe(0);
    expect(real.out).toContain(`Created branch ralph/greeting-kit from feature (${note})`);
    expect(real.err).not.toContain('FILE-02');
    expect(w.repo.git(['branch', '--show-current'])).toBe('ralph/greeting-kit');
    expect(w.subjects()).toContain('feat: task-001 - Add the greeting module');
    expect(w.subjects()).toContain('the task list, on feature');
  }, 180_000);

  test('an existing work branch without the task list is refused before switching; --dry-run the same', async () => {
    const w = await world(greetDone);
    taskListOnlyOnFeature(w);
    w.repo.git(['branch', 'ralph/greeting-kit', 'main']);
    const refusal =
      'Cannot use the work branch ralph/greeting-kit: it has no .ralph/prd.yaml; the task list is only on feature';
    const dry = await w.run(['once', '--dry-run']);
    const real = await w.run(['once']);
    expect([dry.code, real.code]).toEqual([1, 1]);
    expect(dry.err).toContain(`the run would stop (invalid_branch): ${refusal}`);
    expect(real.err).toContain(`error: ${refusal}`);
    expect(real.err).not.toContain('FILE-02');
    expect(real.err).not.toContain('auto-approved permissions');
    expect(w.repo.git(['branch', '--show-current'])).toBe('feature');
    expect(w.subjects('ralph/greeting-kit')[0]).toBe('no task list on main');
    expect(w.server!.turnRequests()).toHaveLength(0);
  }, 120_000);

  test('nothing ready: once creates and switches no branch, and claude is not mentioned', async () => {
    const w = await world(greetDone, (files) => {
      files['.ralph/prd.yaml'] = files['.ralph/prd.yaml']!.replace(
        'status: "pending"   # the harness flips this',
        'status: "blocked"\n    blocked_by: "Waiting for the API key"',
      );
    });
    for (const args of [['once'], ['once', '--dry-run']]) {
      const run = await w.run(args);
      expect(run.code).toBe(1);
      expect(run.err).toContain(
        'task-002 is waiting on task-001 (blocked: Waiting for the API key)',
      );
      expect(run.err).not.toContain('auto-approved permissions');
      expect(w.branches()).toEqual(['main']);
      expect(w.subjects()).toEqual(['initial commit']);
    }
  }, 120_000);
});

describe('an open circuit breaker and ralph reset', () => {
  test('--dry-run refuses as the run does; reset commits on the work branch, says which, and once more commits nothing', async () => {
    const w = await world(greetDone);
    w.repo.git(['checkout', '-qb', 'ralph/greeting-kit']);
    const state = {
      version: 1,
      lastBranch: 'ralph/greeting-kit',
      iteration: 3,
      breaker: { state: 'OPEN', noProgressCount: 3, openReason: 'no progress in 3 iterations' },
      tasks: { 'task-001': { attempts: 2, costUsd: 0.3 } },
      totalCostUsd: 0.3,
      totalNumTurns: 9,
    };
    w.repo.write({ '.ralph/state.json': `${JSON.stringify(state, null, 2)}\n` });
    w.repo.git(['add', '-A']);
    w.repo.git(['commit', '-qm', 'chore(ralph): three iterations without progress']);
    w.repo.git(['checkout', '-q', 'main']);
    const breakerMessage = 'Circuit breaker open (no progress in 3 iterations) - review';

    const dry = await w.run(['once', '--dry-run']);
    const real = await w.run(['once']);
    expect([dry.code, real.code]).toEqual([1, 1]);
    expect(dry.err).toContain(`the run would stop (circuit_open): ${breakerMessage}`);
    expect(real.err).toContain(`error: ${breakerMessage}`);
    expect(real.out).toContain(`Stopped: circuit_open — ${breakerMessage}`);
    for (const run of [dry, real]) expect(run.err).not.toContain('Circuit breaker is OPEN');
    expect(real.err).not.toContain('auto-approved permissions');
    expect(w.repo.git(['branch', '--show-current'])).toBe('main');
    expect(w.server!.turnRequests()).toHaveLength(0);

    // reset, run from main: the work branch's state is reset and committed there.
    const mainHead = w.repo.git(['rev-parse', 'main']);
    const reset = await w.plain(['reset']);
    expect(reset.code).toBe(0);
    expect(reset.out).toContain(
      'Reset the state of ralph/greeting-kit: circuit breaker reset (was OPEN); attempt counts cleared for task-001',
    );
    expect(reset.out).toMatch(/Committed the reset on ralph\/greeting-kit \([0-9a-f]{7}\)/);
    expect(w.repo.git(['branch', '--show-current'])).toBe('main');
    expect(w.repo.git(['rev-parse', 'main'])).toBe(mainHead);
    expect(w.repo.git(['status', '--porcelain'])).toBe('');
    expect(w.subjects('ralph/greeting-kit')[0]).toBe('chore(ralph): reset engine state');
    const after = JSON.parse(w.repo.git(['show', 'ralph/greeting-kit:.ralph/state.json']));
    expect(after.breaker.state).toBe('CLOSED');
    expect(after.tasks['task-001'].attempts).toBe(0);
    expect(w.repo.git(['worktree', 'list']).split('\n')).toHaveLength(1);

    // Nothing left to reset: nothing is written or committed.
    const workHead = w.repo.git(['rev-parse', 'ralph/greeting-kit']);
    const again = await w.plain(['reset']);
    expect(again.code).toBe(0);
    expect(again.out).toBe(
      'Nothing to reset on ralph/greeting-kit: the circuit breaker is closed and no attempts are counted\n',
    );
    expect(w.repo.git(['rev-parse', 'ralph/greeting-kit'])).toBe(workHead);

    // The run goes on with the real claude.
    const run = await w.run(['once']);
    expect(run.code).toBe(0);
    expect(w.subjects()[0]).toBe('feat: task-001 - Add the greeting module');
  }, 180_000);
});

describe('stop messages say each thing once', () => {
  test('a task list that is not there: one error, the path once, no absolute path', async () => {
    const w = await world(greetDone, (files) => {
      delete files['.ralph/prd.yaml'];
    });
    const run = await w.run(['once']);
    expect(run.code).toBe(1);
    expect(run.err).toBe(
      'error: .ralph/prd.yaml not found (create it, or import a task list with: ralph import <file>)\n',
    );
    expect(run.out).toContain('Stopped: invalid_prd — .ralph/prd.yaml not found (create it');
    expect(run.out + run.err).not.toContain(w.repo.dir);
  }, 60_000);

  test('the agent cannot complete the task', async () => {
    const w = await world({
      [GREET]: [textTurn('RALPH_CANNOT_COMPLETE: the payment API needs a key nobody gave me')],
    });
    const run = await w.run(['once']);
    expect(run.code).toBe(1);
    const stopped = run.out.split('\n').find((l) => l.startsWith('Stopped:'))!;
    expect(stopped).toMatch(/^Stopped: cannot_complete — task-001 /);
    expect(count(stopped, /Stopped/g)).toBe(1);
    expect(count(stopped, /cannot complete the task/g)).toBe(1);
    expect(stopped).toContain('the payment API needs a key nobody gave me');
  }, 120_000);

  test('a usage limit', async () => {
    const w = await world(greetDone, undefined, [{ fault: 'usage_limit' }]);
    const run = await w.run(['once']);
    expect(run.code).toBe(1);
    const stopped = run.out.split('\n').find((l) => l.startsWith('Stopped:'))!;
    expect(stopped).toMatch(
      /^Stopped: usage_limit — task-001 Usage limit reached: .*credit balance/i,
    );
    expect(count(stopped, /usage limit reached/gi)).toBe(1);
    expect(count(stopped, /Stopped/g)).toBe(1);
    const error = run.err.split('\n').find((l) => l.startsWith('error:'))!;
    expect(count(error, /usage limit reached/gi)).toBe(1);
  }, 120_000);

  test('a usage limit with its reset time is a pause: exit 0, and until when', async () => {
    const reset = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 2 * 3_600_000);
    const w = await world(greetDone, undefined, [
      {
        fault: 'rate_limit',
        message: `Claude AI usage limit reached|${Math.floor(reset.getTime() / 1000)}`,
      },
    ]);
    const run = await w.run(['once']);
    expect(run.code).toBe(0);
    // The closing summary's line (the log says it once too, on stdout: not an error).
    const stopped = run.out.split('\n').find((l) => l.startsWith('Stopped: usage_limit'))!;
    expect(stopped).toMatch(/^Stopped: usage_limit — task-001 .*usage limit reached/i);
    expect(stopped).toContain(`; paused until ${reset.toISOString().slice(11, 16)} UTC`);
    expect(count(stopped, /Stopped/g)).toBe(1);
    expect(run.err).not.toMatch(/^error:/m);
    expect(w.subjects()).not.toContain('feat: task-001 - Add the greeting module');
  }, 120_000);

  test('an API error that persists after the retry', async () => {
    const w = await world(greetDone, undefined, [{ fault: 'server_error' }]);
    const run = await w.run(['once']);
    expect(run.code).toBe(1);
    const error = run.err.split('\n').find((l) => l.startsWith('error:'))!;
    expect(error).toMatch(/^error: Stopped: task-001 API Error: 500/);
    expect(count(error, /API error/gi)).toBe(1);
    expect(count(error, /retry|retried/g)).toBe(1);
    expect(run.out).toMatch(/^Stopped: transient_failure — task-001 API Error: 500/m);
  }, 120_000);
});

describe('what a finished run says', () => {
  test('--no-checks: done, not "verified"; warnings once; "1 task"', async () => {
    const w = await world(greetDone, (files) => {
      onlyTaskOne(files);
      files['.ralph/prd.md'] = '# The old task list\n';
    });
    const run = await w.run(['loop', '3', '--no-checks']);
    expect(run.code).toBe(0);
    expect(run.out).toContain(
      'All tasks done (1 done); not verified: the checks were off (--no-checks)',
    );
    expect(run.out).not.toContain('verified (');
    expect(run.out).not.toContain('All tasks done and verified');
    expect(count(run.err, /prd\.md is deprecated and ignored/g)).toBe(1);
    expect(count(run.err, /auto-approved permissions/g)).toBe(1);
    expect(run.out).toMatch(/· 1 task: ✓ 1 done/);
    expect(run.out).toMatch(/^1 iteration · \d+ turns? · /m);
  }, 180_000);

  test('the table numbers iterations as the headers do; phase-status takes the file as a positional', async () => {
    const w = await world({
      [GREET]: [
        [
          ...writeTurn(GOOD_WORK[GREET]!),
          {
            tool: 'Bash',
            input: {
              command: 'printf %s "$CLAUDE_CODE_DISABLE_BACKGROUND_TASKS" > background.txt',
            },
          },
        ],
        closing,
      ],
      [FAREWELL]: [writeTurn(GOOD_WORK[FAREWELL]!), closing],
    });
    expect((await w.run(['once'])).code).toBe(0);
    // Headless claude runs without background tasks.
    expect(w.repo.git(['show', 'HEAD:background.txt'])).toBe('1');

    const second = await w.run(['once']);
    expect(second.code).toBe(0);
    expect(second.out).toContain('Iteration 1 of 1: task-002 - Add the farewell module');
    expect(second.out).toMatch(/^1\s+task-002 Add the farewell module\s+✓ done/m);
    expect(second.out).not.toMatch(/^2\s+task-002/m);

    const log = '.ralph/phase-status.log';
    const byFlag = await w.plain(['phase-status', '--file', log]);
    const byPositional = await w.plain(['phase-status', log]);
    expect(byPositional.code).toBe(0);
    expect(byPositional.out).toBe(byFlag.out);
    expect(byPositional.out).toContain('PRP_PHASE_STATUS');
    expect(byPositional.out).toContain('ITERATION: 2');
    const both = await w.plain(['phase-status', log, '--file', 'other.log']);
    expect(both.code).not.toBe(0);
    expect(both.err).toContain(`give the file once: ${log} or --file other.log`);
  }, 240_000);
});
