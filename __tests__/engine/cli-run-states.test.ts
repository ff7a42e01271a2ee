/**
 * `ralph once` / `ralph loop` through the built CLI (dist/cli.js), with the real `claude` CLI
 * and the scripted model server: the states a real repository is in before a run. A check that
 * already fails at the start, a task left in progress, a finished list, a task's own verify
 * commands, stop-on-failure, and a dry run that refuses what the real run refuses.
 */
import { afterEach, describe, expect, test } from '@jest/globals';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promptOf } from '../../test-support/model-server.js';
import { writeTurn } from './claude-helpers.js';
import {
  closing,
  GREET,
  ralph,
  taskOneWith,
  world as worldWith,
  type Run,
  type World,
} from './cli-world.js';
import { GOOD_WORK } from './helpers.js';

const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

const world = (...args: Parameters<typeof worldWith> extends [unknown, ...infer R] ? R : never) =>
  worldWith(cleanups, ...args);

const BROKEN_TEST =
  "import { test } from 'node:test';\nimport assert from 'node:assert/strict';\n\ntest('legacy rounding', () => assert.equal(0.1 + 0.2, 0.3));\n";

describe('ralph once/loop on the states real repositories are in', () => {
  test('a check that already fails at the start stops the run before the agent: no attempt counted, nothing committed', async () => {
    const w = await world({ [GREET]: [writeTurn(GOOD_WORK[GREET]!), closing] }, (files) => {
      files['test/legacy.test.js'] = BROKEN_TEST;
    });
    const before = w.subjects();
    const result = await w.run(['once', '--max-fix-attempts', '2']);

    expect(result.code).toBe(1);
    expect(result.out).toContain('Running the checks on the starting commit first');
    expect(result.err).toContain(
      "error: Stopped before task-001: check 'test' already fails at the starting commit",
    );
    expect(result.err).toContain('before the agent changed anything');
    expect(result.err).toContain('`baseline: allow-failing`');
    expect(result.err).toContain('`required: false` in the RALPH:CHECKS block');
    // The output tail names the failing test.
    expect(result.err).toContain('legacy rounding');
    expect(result.out).toContain('Stopped: checks_failing_at_start');
    expect(result.out).toMatch(/^1\s+task-001 Add the greeting module\s+⊘ not_attempted\s+1\s/m);
    // The agent was never started: nothing spent on a failure it did not cause.
    expect(result.out).not.toContain('Starting Claude');
    expect(result.err).not.toContain('auto-approved permissions');
    expect(w.server!.turnRequests()).toHaveLength(0);
    // Nothing but the branch's set-up was committed; no attempt.
    const added = w.subjects().slice(0, w.subjects().length - before.length);
    expect(added.every((s) => s.startsWith('chore(ralph): prepare'))).toBe(true);
    expect(w.repo.git(['status', '--porcelain'])).toBe('');
    const state = JSON.parse(readFileSync(join(w.repo.dir, '.ralph/state.json'), 'utf8')) as {
      tasks: Record<string, { attempts: number }>;
    };
    expect(state.tasks['task-001']?.attempts ?? 0).toBe(0);
    expect(w.prdTasks()[0]).toEqual({ id: 'task-001', status: 'pending' });
  }, 180_000);

  test('a failing `a && b && c` check is named with the part that failed', async () => {
    const chain = 'node -e 0 && node -e "process.exit(3)" && node --test';
    const w = await world({ [GREET]: [writeTurn(GOOD_WORK[GREET]!), closing] }, (files) => {
      files['CLAUDE.md'] = files['CLAUDE.md']!.replace(
        'command: node --test',
        `command: ${JSON.stringify(chain)}`,
      );
    });
    const result = await w.run(['once']);
    expect(result.code).toBe(1);
    expect(result.err).toContain(
      `(exit 3, at \`node -e "process.exit(3)"\` of \`${chain}\`), before the agent changed anything`,
    );
    expect(w.server!.turnRequests()).toHaveLength(0);
  }, 180_000);

  test('a passing baseline is run once and remembered for the starting commit', async () => {
    const w = await world({ [GREET]: [writeTurn(GOOD_WORK[GREET]!), closing] });
    const result = await w.run(['once']);
    expect(result.code).toBe(0);
    // Remembered by the starting tree (without the state file itself).
    const listing = w.repo
      .git(['ls-tree', '-r', '--full-tree', 'HEAD~1'])
      .split('\n')
      .filter((line) => !line.endsWith('\t.ralph/state.json'))
      .join('\n');
    const start = createHash('sha256').update(listing).digest('hex');
    expect(result.out.match(/Running the checks on the starting commit first/g)).toHaveLength(1);
    expect(result.out.indexOf('Running the checks on the starting commit')).toBeLessThan(
      result.out.indexOf('Starting Claude'),
    );
    const state = JSON.parse(readFileSync(join(w.repo.dir, '.ralph/state.json'), 'utf8')) as {
      baselinePassed?: string[];
    };
    expect(state.baselinePassed).toEqual([start]);
  }, 180_000);

  test('`baseline: allow-failing` lets a task fix a check that fails at the start', async () => {
    const fixed = BROKEN_TEST.replace(
      'assert.equal(0.1 + 0.2, 0.3)',
      'assert.ok(Math.abs(0.1 + 0.2 - 0.3) < 1e-9)',
    );
    const w = await world(
      {
        [GREET]: [writeTurn({ ...GOOD_WORK[GREET]!, 'test/legacy.test.js': fixed }), closing],
      },
      (files) => {
        files['test/legacy.test.js'] = BROKEN_TEST;
        // The task changes an existing test on purpose: it declares it (the honest gate).
        taskOneWith(files, '    baseline: allow-failing\n    files: ["test/legacy.test.js"]\n');
      },
    );
    const result = await w.run(['once']);
    expect(result.err).not.toContain('already fails');
    expect(result.code).toBe(0);
    expect(w.subjects()[0]).toBe('feat: task-001 - Add the greeting module');
    expect(w.prdTasks()[0]!.status).toBe('done');
  }, 180_000);

  test('a task left in_progress (as `ralph mark` leaves it) is resumed first', async () => {
    const w = await world({ [GREET]: [writeTurn(GOOD_WORK[GREET]!), closing] });
    const mark = await ralph(w.repo.dir, ['mark', 'task-001', 'in_progress'], w.env);
    expect(mark.code).toBe(0);
    w.repo.git(['commit', '-qam', 'chore: start task-001 by hand']);
    expect(w.prdTasks()[0]!.status).toBe('in_progress');

    const result = await w.run(['once']);
    expect(result.code).toBe(0);
    expect(result.out).toContain('Iteration 1 of 1: task-001 - Add the greeting module');
    expect(w.subjects()[0]).toBe('feat: task-001 - Add the greeting module');
    expect(w.prdTasks().map((t) => t.status)).toEqual(['done', 'pending', 'pending']);
  }, 180_000);

  test("a new work branch starts from origin's default branch, not from the branch checked out", async () => {
    const w = await world({ [GREET]: [writeTurn(GOOD_WORK[GREET]!), closing] });
    w.repo.git(['remote', 'set-head', 'origin', 'main']);
    const main = w.repo.git(['rev-parse', 'main']);
    // The user happens to be on an unrelated feature branch with a commit of its own.
    w.repo.git(['checkout', '-qb', 'feature-x']);
    w.repo.write({ 'NOTES.md': 'unrelated work\n' });
    w.repo.git(['add', '-A']);
    w.repo.git(['commit', '-qm', 'unrelated feature work']);

    const result = await w.run(['once']);
    expect(result.code).toBe(0);
    const branch = w.repo.git(['branch', '--show-current']);
    expect(branch).not.toBe('feature-x');
    expect(w.repo.git(['merge-base', branch, 'main'])).toBe(main);
    const subjects = w.repo.git(['log', '--format=%s', `main..${branch}`]).split('\n');
    expect(subjects).toContain('feat: task-001 - Add the greeting module');
    expect(subjects).not.toContain('unrelated feature work');
  }, 180_000);

  test('a complete task list does nothing: no branch, no commit, exit 0', async () => {
    const w = await world(undefined, (files) => {
      files['.ralph/prd.yaml'] = files['.ralph/prd.yaml']!.replace(
        /status: "pending"/g,
        'status: "done"',
      );
    });
    const head = w.repo.git(['rev-parse', 'HEAD']);
    const once = await w.run(['once']);
    expect(once.code).toBe(0);
    expect(once.out).toContain('The task list is already complete (3 done): nothing to run');
    expect(once.out).not.toContain('EXIT_SIGNAL');
    expect(w.repo.git(['rev-parse', 'HEAD'])).toBe(head);
    expect(w.repo.git(['branch', '--format=%(refname:short)'])).toBe('main');
    expect(w.repo.git(['status', '--porcelain'])).toBe('');
    const dry = await w.run(['loop', '--dry-run']);
    expect(dry.code).toBe(0);
    expect(dry.out).toContain('already complete');
  }, 60_000);

  test("a task's verify command decides even when the checks block passes, and the agent cannot remove it", async () => {
    const verify =
      "node -e \"import('./src/greet.js').then((m) => process.exit(m.greet('Ada') === 'Hello, Ada!' ? 0 : 1))\"";
    // Wrong greeting with a test that agrees with it: `node --test` passes, verify does not.
    const wrong = {
      'src/greet.js': 'export function greet(name) {\n  return `Hi, ${name}`;\n}\n',
      'test/greet.test.js':
        "import { test } from 'node:test';\nimport assert from 'node:assert/strict';\nimport { greet } from '../src/greet.js';\n\ntest('greet', () => assert.equal(greet('Ada'), 'Hi, Ada'));\n",
    };
    let original = '';
    const w = await world(
      {
        [GREET]: [
          writeTurn(wrong),
          // The agent also drops the verify command from the task list.
          (ctx) => [
            {
              tool: 'Write',
              input: {
                file_path: join(ctx.cwd, '.ralph/prd.yaml'),
                content: original.replace(/ {4}verify:\n.*\n/, ''),
              },
            },
          ],
          closing,
        ],
      },
      (files) => {
        taskOneWith(
          files,
          `    verify:\n      - { name: exact greeting, command: ${JSON.stringify(verify)} }\n`,
        );
        original = files['.ralph/prd.yaml']!;
      },
    );
    const status = await ralph(w.repo.dir, ['status', '--json'], w.env);
    expect(JSON.parse(status.out).verify).toEqual({
      'task-001': [{ name: 'verify: exact greeting', command: verify, timeout: '10m' }],
    });

    const result = await w.run(['once', '--max-fix-attempts', '0']);
    expect(result.out).toMatch(/✓ test \(/);
    expect(result.out).toMatch(/✗ verify: exact greeting exit 1/);
    expect(result.code).toBe(1);
    expect(w.subjects()[0]).toBe('chore(ralph): task-001 attempt 1 failed');
    expect(w.prdTasks()[0]!.status).toBe('pending');
    expect(readFileSync(join(w.repo.dir, '.ralph/prd.yaml'), 'utf8')).toContain('exact greeting');
    // The agent was told how it would be judged.
    const prompt = promptOf(w.server!.turnRequests()[0]!);
    expect(prompt).toContain("This task's own verify commands");
    expect(prompt).toContain(`- verify: exact greeting: \`${verify}\``);
  }, 180_000);

  test('--stop-on-failure ends the loop after the first failed attempt; without it the loop goes on', async () => {
    const failing = {
      'src/greet.js': 'export function greet(name) {\n  return name;\n}\n',
      'test/greet.test.js': GOOD_WORK[GREET]!['test/greet.test.js']!,
    };
    const stop = await world({ [GREET]: [writeTurn(failing), closing] });
    const stopped = await stop.run(['loop', '3', '--stop-on-failure', '--max-fix-attempts', '0']);
    expect(stopped.code).toBe(1);
    expect(stopped.err).toContain('error: Stopped (stop-on-failure): task-001 attempt 1 failed');
    expect(stopped.out).toContain('Stopped: task_failed');
    expect(stopped.out.match(/^Iteration \d of 3/gm)).toHaveLength(1);

    const go = await world({ [GREET]: [writeTurn(failing), closing] });
    const went = await go.run(['loop', '3', '--max-fix-attempts', '0']);
    // Two attempts at task-001 (then blocked), and nothing else is ready.
    expect(went.out.match(/^Iteration \d of 3/gm)).toHaveLength(2);
    expect(went.out).toContain('Stopped: nothing_ready');
  }, 240_000);
});

describe('--dry-run refuses what the real run refuses, with the same exit code', () => {
  async function both(w: World, args: string[] = []): Promise<[Run, Run]> {
    const dry = await w.run(['once', '--dry-run', ...args]);
    const real = await w.run(['once', ...args]);
    return [dry, real];
  }

  test('a dirty tree', async () => {
    const w = await world(undefined);
    w.repo.write({ 'notes.txt': 'mine\n' });
    const [dry, real] = await both(w);
    expect([dry.code, real.code]).toEqual([1, 1]);
    for (const r of [dry, real])
      expect(r.err).toContain('The working tree has uncommitted changes (notes.txt)');
    expect(dry.err).toContain('the run would stop (dirty_tree)');
    expect(w.repo.git(['branch', '--format=%(refname:short)'])).toBe('main');
  }, 60_000);

  test('an invalid checks block, named once with its file and line', async () => {
    const w = await world(undefined, (files) => {
      files['CLAUDE.md'] = files['CLAUDE.md']!.replace('command: node --test', 'command: ""');
    });
    const [dry, real] = await both(w);
    expect([dry.code, real.code]).toEqual([1, 1]);
    for (const r of [dry, real]) {
      expect(r.err).toMatch(/the RALPH:CHECKS block is invalid: CLAUDE\.md:\d+: /);
      expect(r.err).not.toMatch(/CLAUDE\.md:\d+: CLAUDE\.md:\d+:/);
    }
    expect(w.repo.git(['branch', '--format=%(refname:short)'])).toBe('main');
    expect(w.subjects()).toEqual(['initial commit']);
  }, 60_000);

  test('nothing ready to run', async () => {
    const w = await world(undefined, (files) => {
      files['.ralph/prd.yaml'] = files['.ralph/prd.yaml']!.replace(
        'status: "pending"   # the harness flips this',
        'status: "blocked"\n    blocked_by: "Waiting for the API key"',
      );
    });
    const [dry, real] = await both(w);
    expect([dry.code, real.code]).toEqual([1, 1]);
    for (const r of [dry, real])
      expect(r.err).toContain('task-002 is waiting on task-001 (blocked: Waiting for the API key)');
  }, 60_000);

  test('a base branch that does not exist', async () => {
    const w = await world(undefined);
    const [dry, real] = await both(w, ['--branch', 'ralph/new-work', '--base-branch', 'develop']);
    expect([dry.code, real.code]).toEqual([1, 1]);
    for (const r of [dry, real])
      expect(r.err).toContain(
        'Cannot use the work branch ralph/new-work: base branch develop does not exist',
      );
    expect(w.repo.git(['branch', '--format=%(refname:short)'])).toBe('main');
  }, 60_000);
});
