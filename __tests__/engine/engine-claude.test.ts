/**
 * The engine end to end with real parts: real git repositories (bare origin), the real `claude`
 * CLI started per task by createClaudeRunner, a scripted model server on 127.0.0.1, and the
 * fixture's real test command (`node --test`).
 */
import { afterEach, describe, expect, test } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createClaudeRunner, extractLastPhaseStatus } from '../../src/agent/index.js';
import { runLoop, runOnce } from '../../src/engine/index.js';
import type { EngineSettings } from '../../src/engine/types.js';
import {
  conversationText,
  startModelServer,
  type ModelServer,
  type Scenario,
  type Turn,
} from '../../test-support/model-server.js';
import { agentStatusBlock } from '../../test-support/status-block.js';
import { isTask } from '../../test-support/task-routing.js';
import { CLAUDE_BIN, claudeHome, textTurn, writeTurn } from './claude-helpers.js';
import { fixtureRepo, GOOD_WORK, recordingObserver, type FixtureRepo } from './helpers.js';

const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

const closing = (exit: boolean) =>
  textTurn(
    `Implemented the task.\n\nLEARNINGS: plain ES modules, node --test finds test/*.test.js.\n\n${agentStatusBlock({ exitSignal: exit, passing: 2, recommendation: 'Proceed to the next task' })}`,
  );

/** Scripts that implement a task correctly: write the files, then close with a status block. */
function goodScript(title: string): Turn[] {
  return [writeTurn(GOOD_WORK[title]!), closing(true)];
}

async function setup(
  scenario: Scenario,
  overrides: Partial<EngineSettings> = {},
): Promise<FixtureRepo & { server: ModelServer }> {
  const server = await startModelServer(scenario);
  cleanups.push(() => server.close());
  const home = claudeHome(server.url);
  cleanups.push(home.cleanup);
  const fixture = fixtureRepo('three-tasks', {
    claudePath: CLAUDE_BIN,
    agentEnv: home.env,
    ...overrides,
  });
  cleanups.push(fixture.repo.cleanup);
  return { ...fixture, server };
}

function byTask(scripts: Record<string, Turn[]>, fallback: Turn[] = []): Scenario {
  return {
    route: (request) => {
      const title = Object.keys(scripts).find((t) => isTask(request, t));
      return title ? scripts[title]! : fallback;
    },
  };
}

const TITLES = Object.keys(GOOD_WORK);

describe('engine with the real claude CLI', () => {
  test('loop 5 on three dependent tasks: three feat commits in order, prd complete with comments, logs appended', async () => {
    const { repo, git, settings } = await setup(
      byTask(Object.fromEntries(TITLES.map((t) => [t, goodScript(t)]))),
      { iterations: 5 },
    );
    const observer = recordingObserver();
    const result = await runLoop(settings, { agent: createClaudeRunner(), git, observer });

    expect(result.message).toBe('All tasks done and verified (3 done)');
    expect(result).toMatchObject({
      stopReason: 'complete',
      complete: true,
      exitCode: 0,
      progressPercent: 100,
    });
    expect(result.iterations.map((r) => [r.taskId, r.outcome])).toEqual([
      ['task-001', 'done'],
      ['task-002', 'done'],
      ['task-003', 'done'],
    ]);
    expect(
      repo
        .git(['log', '--format=%s', '--reverse', 'main..HEAD'])
        .split('\n')
        .filter((s) => s.startsWith('feat:')),
    ).toEqual([
      'feat: task-001 - Add the greeting module',
      'feat: task-002 - Add the farewell module',
      'feat: task-003 - Export both from the entry point',
    ]);
    // Each feat commit holds the task's own files and the harness's records.
    expect(repo.git(['show', '--name-only', '--format=', 'HEAD~2']).split('\n').sort()).toEqual([
      '.ralph/phase-status.log',
      '.ralph/prd.yaml',
      '.ralph/progress.txt',
      '.ralph/state.json',
      'src/greet.js',
      'test/greet.test.js',
    ]);
    expect(repo.git(['status', '--porcelain'])).toBe('');

    const prd = readFileSync(join(repo.dir, '.ralph/prd.yaml'), 'utf8');
    expect(prd).toContain(
      "# Task list of greeting-kit. Comments in this file survive the harness's edits.",
    );
    expect(prd).toContain('# Depends on the greeting module for the shared name formatting.');
    expect(prd.match(/status: "done"/g)).toHaveLength(3);
    expect(prd).toMatch(/completed: "?\d{4}-\d{2}-\d{2}T/);

    const progress = readFileSync(join(repo.dir, '.ralph/progress.txt'), 'utf8');
    expect(progress.indexOf('## Codebase Patterns')).toBeLessThan(
      progress.indexOf('task-001: Add the greeting module'),
    );
    expect(progress).toContain('- created src/greet.js');
    expect(progress).toContain('plain ES modules, node --test finds test/*.test.js.');

    const log = readFileSync(join(repo.dir, '.ralph/phase-status.log'), 'utf8');
    expect(log.match(/^---PRP_PHASE_STATUS---$/gm)).toHaveLength(3);
    expect(extractLastPhaseStatus(log).status).toMatchObject({
      status: 'COMPLETE',
      iteration: 3,
      files: { created: 1, modified: 1, deleted: 0 },
      dualGate: { gate1: true, gate2: true, canExit: true },
    });
    expect(existsSync(join(repo.dir, '.ralph/attempts/task-001/1/transcript.ndjson'))).toBe(true);
    expect(observer.lines).toContain('Iteration 3 of 5: task-003');
  }, 180_000);

  test('a failing first attempt is fixed through --resume and lands as one commit', async () => {
    const broken = {
      'src/greet.js': 'export function greet(name) {\n  return `Hi ${name}`;\n}\n',
      'test/greet.test.js': GOOD_WORK['Add the greeting module']!['test/greet.test.js']!,
    };
    const { repo, git, settings, server } = await setup(
      byTask({
        'Add the greeting module': [
          writeTurn(broken),
          textTurn('Wrote the module.'),
          // after the fix prompt (the resumed conversation already holds two assistant messages)
          writeTurn({ 'src/greet.js': GOOD_WORK['Add the greeting module']!['src/greet.js']! }),
          closing(true),
        ],
      }),
      { maxFixAttempts: 2 },
    );
    const result = await runOnce(settings, { agent: createClaudeRunner(), git });

    const it = result.iterations[0]!;
    expect(it).toMatchObject({ outcome: 'done', fixAttempts: 1, attempt: 1 });
    const resumed = server
      .turnRequests()
      .filter((r) => conversationText(r).includes('Quality Checks Failed (fix attempt 1 of 2)'));
    expect(resumed.length).toBeGreaterThan(0);
    // The resumed request carries the earlier conversation: the task prompt and the broken write.
    expect(conversationText(resumed[0]!)).toContain('## Your Task');
    expect(resumed[0]!.step).toBeGreaterThanOrEqual(2);
    expect(
      repo
        .git(['log', '--format=%s', 'main..HEAD'])
        .split('\n')
        .filter((s) => s.startsWith('feat:')),
    ).toEqual(['feat: task-001 - Add the greeting module']);
    expect(repo.git(['show', 'HEAD:src/greet.js'])).toContain('Hello, ${name}!');
    expect(repo.git(['log', '-p', 'main..HEAD'])).not.toContain('Hi ${name}');
  }, 120_000);

  test('a task that never passes is reset, commented and blocked; the loop moves on', async () => {
    const badWrite = writeTurn({
      'src/greet.js': 'export const greet = () => "NEVER-PASSES";\n',
      'test/greet.test.js': GOOD_WORK['Add the greeting module']!['test/greet.test.js']!,
    });
    const { repo, git, settings } = await setup(
      byTask({
        'Add the greeting module': [badWrite, textTurn('Done.'), badWrite, textTurn('Still done.')],
        'Add the farewell module': goodScript('Add the farewell module'),
        'Export both from the entry point': [
          writeTurn({ 'src/index.js': "export { farewell } from './farewell.js';\n" }),
          closing(true),
        ],
      }),
      { iterations: 10, maxFixAttempts: 1, maxTaskAttempts: 2 },
    );
    // Make task-002 independent of task-001, as a person would before the run.
    const prdPath = join(repo.dir, '.ralph/prd.yaml');
    repo.write({
      '.ralph/prd.yaml': readFileSync(prdPath, 'utf8').replace(
        '    depends_on: ["task-001"]\n',
        '',
      ),
    });
    repo.git(['commit', '-qam', 'task-002 stands alone']);

    const result = await runLoop(settings, { agent: createClaudeRunner(), git });
    expect(result.iterations.map((r) => [r.taskId, r.outcome])).toEqual([
      ['task-001', 'failed'],
      ['task-001', 'blocked'],
      ['task-002', 'done'],
      ['task-003', 'done'],
    ]);
    expect(result).toMatchObject({ stopReason: 'nothing_ready', exitCode: 1 });
    expect(result.message).toContain('task-001');

    // No broken code in history: the failing source never reached a commit (only the task
    // comment in prd.yaml quotes the failing output, as the next attempt's context).
    expect(repo.git(['log', '-p', 'main..HEAD', '--', '.', ':!.ralph'])).not.toContain(
      'NEVER-PASSES',
    );
    expect(repo.git(['log', '--format=', '--name-only', 'main..HEAD']).split('\n')).not.toContain(
      'src/greet.js',
    );
    expect(repo.git(['log', '--format=%s', '--reverse', 'main..HEAD']).split('\n')).toEqual([
      'chore(ralph): prepare ralph/greeting-kit',
      'chore(ralph): task-001 attempt 1 failed',
      'chore(ralph): task-001 attempt 2 failed',
      'feat: task-002 - Add the farewell module',
      'feat: task-003 - Export both from the entry point',
    ]);
    const prd = readFileSync(prdPath, 'utf8');
    expect(prd).toContain('status: "blocked"');
    expect(prd).toContain('blocked_by: "Failed 2 attempts: test check failing"');
    expect(prd.match(/Attempt \d failed: check 'test' failing \(exit 1\)/g)).toHaveLength(2);
    expect(prd).toContain('NEVER-PASSES'); // the failing output's tail, as the next attempt will see it
    expect(
      readFileSync(join(repo.dir, '.ralph/attempts/task-001/1/attempt.diff'), 'utf8'),
    ).toContain('NEVER-PASSES');
  }, 240_000);

  test('an agent that sets the checks to `true` and marks its task done still faces the original checks', async () => {
    const { repo, git, settings } = await setup(
      byTask({
        'Add the greeting module': [
          [
            {
              tool: 'Bash',
              input: {
                command: `sed -i 's/command: node --test/command: "true"/' CLAUDE.md && sed -i '0,/status: "pending"/s//status: "done"/' .ralph/prd.yaml`,
                description: 'Relax the checks and mark the task done',
              },
            },
            ...writeTurn({
              'test/greet.test.js':
                "import { test } from 'node:test';\ntest('fails', () => { throw new Error('greet missing'); });\n",
            }),
          ],
          closing(true),
        ],
      }),
      { maxFixAttempts: 0, maxTaskAttempts: 2 },
    );
    const observer = recordingObserver();
    const result = await runOnce(settings, { agent: createClaudeRunner(), git, observer });
    const it = result.iterations[0]!;
    expect(it.outcome).toBe('failed');
    expect(it.checksTampered).toBe(true);
    expect(it.restoredFiles).toEqual(
      expect.arrayContaining(['.ralph/prd.yaml', 'CLAUDE.md (RALPH:CHECKS block)']),
    );
    expect(it.checks.map((c) => [c.command, c.passed])).toEqual([['node --test', false]]);
    const messages = observer.lines.join('\n');
    expect(messages).toContain('The agent changed harness-owned files; restored: .ralph/prd.yaml');
    expect(messages).toContain('The agent edited the RALPH:CHECKS block');
    expect(repo.git(['show', 'HEAD:CLAUDE.md'])).toContain('command: node --test');
    expect(repo.git(['show', 'HEAD:.ralph/prd.yaml'])).toContain(
      'status: "pending"   # the harness flips this',
    );
  }, 120_000);

  test('an abort during the agent run leaves a clean tree and a pending task; the next run completes it', async () => {
    const controller = new AbortController();
    let aborted = false;
    const { repo, git, settings } = await setup(
      byTask({
        'Add the greeting module': [
          () => {
            if (!aborted) {
              aborted = true;
              controller.abort(); // SIGTERM of the harness while the agent works
            }
            return writeTurn(GOOD_WORK['Add the greeting module']!);
          },
          closing(true),
        ],
      }),
    );
    const first = await runOnce(settings, {
      agent: createClaudeRunner(),
      git,
      signal: controller.signal,
    });
    expect(first.stopReason).toBe('interrupted');
    expect(first.exitCode).not.toBe(0);
    expect(first.iterations[0]!.outcome).toBe('interrupted');
    expect(repo.git(['status', '--porcelain'])).toBe('');
    expect(repo.git(['log', '--format=%s', '-1'])).toBe('chore(ralph): prepare ralph/greeting-kit');
    expect(readFileSync(join(repo.dir, '.ralph/prd.yaml'), 'utf8')).not.toContain('status: "done"');

    const second = await runOnce(settings, { agent: createClaudeRunner(), git });
    expect(second.iterations[0]).toMatchObject({ taskId: 'task-001', outcome: 'done', attempt: 1 });
    expect(repo.git(['log', '--format=%s', '-1'])).toBe('feat: task-001 - Add the greeting module');
  }, 120_000);

  test('three iterations without progress open the circuit breaker: BLOCKED status, loop stops', async () => {
    const failing = writeTurn({
      'test/greet.test.js':
        "import { test } from 'node:test';\ntest('fails', () => { throw new Error('no'); });\n",
    });
    const { repo, git, settings } = await setup(
      byTask({ 'Add the greeting module': [failing, textTurn('Done.')] }),
      {
        iterations: 10,
        maxFixAttempts: 0,
        maxTaskAttempts: 10,
      },
    );
    const result = await runLoop(settings, { agent: createClaudeRunner(), git });
    expect(result).toMatchObject({ stopReason: 'circuit_open', exitCode: 1, breakerState: 'OPEN' });
    expect(result.iterations).toHaveLength(3);
    expect(result.message).toContain('no progress for 3 iterations');
    const last = extractLastPhaseStatus(
      readFileSync(join(repo.dir, '.ralph/phase-status.log'), 'utf8'),
    ).status!;
    expect(last.status).toBe('BLOCKED');
    expect(last.circuitBreaker).toEqual({ state: 'OPEN', noProgressCount: 3 });
    expect(repo.git(['status', '--porcelain'])).toBe('');
  }, 180_000);
});
