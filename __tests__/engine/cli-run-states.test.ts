/**
 * `ralph once` / `ralph loop` through the built CLI (dist/cli.js), with the real `claude` CLI
 * and the scripted model server: the states a real repository is in before a run. A check that
 * already fails at the start, a task left in progress, a finished list, a task's own verify
 * commands, stop-on-failure, and a dry run that refuses what the real run refuses.
 */
import { afterEach, describe, expect, test } from '@jest/globals';
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import {
  createRepoWithOrigin,
  isolatedGitEnv,
  type TestRepo,
} from '../../test-support/git-repo.js';
import {
  promptOf,
  startModelServer,
  type ModelServer,
  type Turn,
} from '../../test-support/model-server.js';
import { agentStatusBlock } from '../../test-support/status-block.js';
import { isTask } from '../../test-support/task-routing.js';
import { CLAUDE_BIN, claudeHome, textTurn, writeTurn } from './claude-helpers.js';
import { fixtureFiles, GOOD_WORK } from './helpers.js';

const CLI = join(process.cwd(), 'dist', 'cli.js');
const GREET = 'Add the greeting module';

const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

interface Run {
  code: number | null;
  out: string;
  err: string;
}

/** Runs the built CLI without blocking this process (the model server lives here). */
function ralph(cwd: string, args: string[], env: NodeJS.ProcessEnv): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [CLI, ...args],
      { cwd, env, encoding: 'utf8', maxBuffer: 32 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? ((error as { code?: number }).code ?? 1) : 0;
        if (process.env.SHOW_CLI_OUTPUT)
          console.log(`$ ralph ${args.join(' ')}\n${stdout}${stderr}`);
        resolve({ code: typeof code === 'number' ? code : 1, out: stdout, err: stderr });
      },
    );
  });
}

const closing = textTurn(
  `Implemented it.\n\n${agentStatusBlock({ exitSignal: true, passing: 2, recommendation: 'Next task' })}`,
);

interface World {
  repo: TestRepo;
  server?: ModelServer;
  env: NodeJS.ProcessEnv;
  run(args: string[]): Promise<Run>;
  prdTasks(): { id: string; status: string }[];
  subjects(): string[];
}

/** The three-task fixture, edited by `edit`, with a model server routing by task title. */
async function world(
  scripts: Record<string, Turn[]> | undefined,
  edit: (files: Record<string, string>) => void = () => undefined,
): Promise<World> {
  const files = fixtureFiles('three-tasks');
  edit(files);
  const repo = createRepoWithOrigin(files);
  cleanups.push(repo.cleanup);
  let server: ModelServer | undefined;
  let claudeEnv: Record<string, string> = {};
  if (scripts) {
    server = await startModelServer({
      route: (request) => {
        const title = Object.keys(scripts).find((t) => isTask(request, t));
        return title ? scripts[title]! : [];
      },
    });
    const live = server;
    cleanups.push(() => live.close());
    const home = claudeHome(server.url);
    cleanups.push(home.cleanup);
    claudeEnv = home.env;
  }
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...isolatedGitEnv,
    ...claudeEnv,
    NO_COLOR: '1',
    PATH: process.env.PATH,
  };
  return {
    repo,
    server,
    env,
    run: (args) => ralph(repo.dir, [...args, '--claude', CLAUDE_BIN], env),
    prdTasks: () =>
      (
        parseYaml(readFileSync(join(repo.dir, '.ralph/prd.yaml'), 'utf8')) as {
          tasks: { id: string; status: string }[];
        }
      ).tasks.map((t) => ({ id: t.id, status: t.status })),
    subjects: () => repo.git(['log', '--format=%s']).split('\n'),
  };
}

/** Replaces task-001's block in the fixture's prd.yaml: `extra` lines go after its status. */
function taskOneWith(files: Record<string, string>, extra: string): void {
  const prd = files['.ralph/prd.yaml']!;
  files['.ralph/prd.yaml'] = prd.replace(
    'status: "pending"   # the harness flips this\n',
    `status: "pending"   # the harness flips this\n${extra}`,
  );
}

const BROKEN_TEST =
  "import { test } from 'node:test';\nimport assert from 'node:assert/strict';\n\ntest('legacy rounding', () => assert.equal(0.1 + 0.2, 0.3));\n";

describe('ralph once/loop on the states real repositories are in', () => {
  test('a check that already fails at the start stops the run: no attempt counted, nothing committed', async () => {
    const w = await world({ [GREET]: [writeTurn(GOOD_WORK[GREET]!), closing] }, (files) => {
      files['test/legacy.test.js'] = BROKEN_TEST;
    });
    const before = w.subjects();
    const result = await w.run(['once', '--max-fix-attempts', '2']);

    expect(result.code).toBe(1);
    expect(result.err).toContain(
      "error: Stopped before task-001: check 'test' already fails at the starting commit",
    );
    expect(result.err).toContain('before the agent changed anything');
    expect(result.err).toContain('`baseline: allow-failing`');
    // The output tail names the failing test.
    expect(result.err).toContain('legacy rounding');
    expect(result.out).toContain('Stopped: checks_failing_at_start');
    expect(result.out).toMatch(/^1\s+task-001 Add the greeting module\s+⊘ not_attempted\s+1\s/m);
    // One agent run: no fix attempt was spent on a failure the agent did not cause.
    expect(result.out.match(/Starting Claude/g)).toHaveLength(1);
    expect(result.out).not.toContain('Resuming');
    // Nothing but the branch's set-up was committed; the agent's files are gone; no attempt.
    const added = w.subjects().slice(0, w.subjects().length - before.length);
    expect(added.every((s) => s.startsWith('chore(ralph): prepare'))).toBe(true);
    expect(w.repo.git(['status', '--porcelain'])).toBe('');
    expect(() => w.repo.git(['cat-file', '-e', 'HEAD:src/greet.js'])).toThrow();
    const state = JSON.parse(readFileSync(join(w.repo.dir, '.ralph/state.json'), 'utf8')) as {
      tasks: Record<string, { attempts: number }>;
    };
    expect(state.tasks['task-001']?.attempts ?? 0).toBe(0);
    expect(w.prdTasks()[0]).toEqual({ id: 'task-001', status: 'pending' });
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
        taskOneWith(files, '    baseline: allow-failing\n');
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
