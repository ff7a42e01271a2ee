/**
 * Branch integrity: the work branch is never the base or default branch, new work branches
 * start from the base branch (not the current one), and an agent that leaves the work branch
 * gets its attempt reset with every local branch put back.
 */
import { afterEach, describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runLoop, runOnce } from '../../src/engine/index.js';
import { baselineKey } from '../../src/engine/state.js';
import { isolatedGitEnv } from '../../test-support/git-repo.js';
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

/** git as the agent runs it (its own Bash tool). */
function agentGit(cwd: string, args: string[]): string {
  return execFileSync('git', args, { cwd, env: { ...process.env, ...isolatedGitEnv } })
    .toString()
    .trim();
}

const goodAgent = () =>
  fakeAgent(async (options) => writeIn(options.cwd, GOOD_WORK[titleOf(options.prompt)!]!));

describe('the work branch is never the base or default branch', () => {
  test('project.branch: main in prd.yaml is refused, naming the field; nothing is written', async () => {
    const { repo, git, settings } = setup();
    const prdFile = join(repo.dir, '.ralph/prd.yaml');
    writeFileSync(
      prdFile,
      readFileSync(prdFile, 'utf8').replace(
        '  title: "Greeting Kit"',
        '  title: "Greeting Kit"\n  branch: "main"',
      ),
    );
    repo.git(['commit', '-qam', 'project.branch: main']);
    const head = repo.git(['rev-parse', 'HEAD']);
    const agent = goodAgent();
    const observer = recordingObserver();
    const result = await runOnce(settings, { agent, git, observer });

    expect(result).toMatchObject({ stopReason: 'invalid_branch', exitCode: 1 });
    expect(result.message).toContain('project.branch in .ralph/prd.yaml');
    expect(result.message).toContain('"main"');
    expect(observer.lines.join('\n')).toContain('error: The work branch "main"');
    expect(agent.calls).toHaveLength(0);
    expect(repo.git(['rev-parse', 'HEAD'])).toBe(head);
    expect(repo.git(['status', '--porcelain'])).toBe('');
  });

  test('a branch setting equal to the base branch is refused, naming the setting', async () => {
    const { repo, git, settings } = setup();
    repo.git(['branch', 'develop']);
    const agent = goodAgent();
    const result = await runOnce(
      { ...settings, branch: 'develop', baseBranch: 'develop' },
      { agent, git },
    );
    expect(result).toMatchObject({ stopReason: 'invalid_branch', exitCode: 1 });
    expect(result.message).toMatch(/"develop" \(from the branch setting .*\) is the base branch/);
    expect(agent.calls).toHaveLength(0);
  });

  test("origin's default branch is refused even when another base is set", async () => {
    const { repo, git, settings } = setup();
    repo.git(['remote', 'set-head', 'origin', 'main']);
    repo.git(['branch', 'develop']);
    const result = await runOnce(
      { ...settings, branch: 'main', baseBranch: 'develop' },
      { agent: goodAgent(), git },
    );
    expect(result).toMatchObject({ stopReason: 'invalid_branch', exitCode: 1 });
    expect(result.message).toContain("is the repository's default branch");
  });
});

describe('a new work branch starts from the base branch', () => {
  test("from origin's default branch, not from the branch that happens to be checked out", async () => {
    const { repo, git, settings } = setup();
    repo.git(['remote', 'set-head', 'origin', 'main']);
    repo.git(['checkout', '-qb', 'feature-x']);
    repo.write({ 'feature.txt': 'unrelated work\n' });
    repo.git(['add', '-A']);
    repo.git(['commit', '-qm', 'unrelated feature work']);

    const result = await runOnce(settings, { agent: goodAgent(), git });
    expect(result.branch).toBe('ralph/greeting-kit');
    expect(result.iterations[0]?.outcome).toBe('done');
    const log = repo.git(['log', '--format=%s', 'ralph/greeting-kit']);
    expect(log).not.toContain('unrelated feature work');
    expect(
      repo.git(['merge-base', 'ralph/greeting-kit', 'main']) === repo.git(['rev-parse', 'main']),
    ).toBe(true);
  });
});

describe('HEAD stays on the work branch', () => {
  test('an agent that checks out main and commits there: attempt reset, main put back, origin untouched', async () => {
    const { repo, git, settings } = setup();
    const mainBefore = repo.git(['rev-parse', 'main']);
    const originMainBefore = repo.git(['ls-remote', 'origin', 'refs/heads/main']);
    let committedOnMain = '';
    const agent = fakeAgent(async (options) => {
      await writeIn(options.cwd, GOOD_WORK[titleOf(options.prompt)!]!);
      agentGit(options.cwd, ['checkout', '-q', 'main']);
      agentGit(options.cwd, ['add', '-A']);
      agentGit(options.cwd, ['commit', '-qm', 'straight onto main']);
      committedOnMain = agentGit(options.cwd, ['rev-parse', 'main']);
      return undefined;
    });
    const observer = recordingObserver();
    const result = await runOnce(settings, { agent, git, observer });

    // The attack happened: main had moved to the agent's commit.
    expect(committedOnMain).not.toBe(mainBefore);
    // The attempt failed and was reset; main is back; origin's main never changed.
    const iteration = result.iterations[0]!;
    expect(iteration.outcome).toBe('failed');
    expect(iteration.summary).toContain('the agent left the work branch (HEAD was on main');
    expect(repo.git(['rev-parse', 'main'])).toBe(mainBefore);
    expect(repo.git(['branch', '--show-current'])).toBe('ralph/greeting-kit');
    expect(repo.git(['log', '--format=%s', '-1'])).toBe('chore(ralph): task-001 attempt 1 failed');
    expect(repo.git(['log', '--format=%s', 'ralph/greeting-kit'])).not.toContain(
      'straight onto main',
    );
    expect(repo.git(['ls-remote', 'origin', 'refs/heads/main'])).toBe(originMainBefore);
  });

  test('an agent that detaches HEAD or rewinds the work branch gets its attempt reset', async () => {
    const { repo, git, settings } = setup({ iterations: 2 });
    const agent = fakeAgent(async (options, call) => {
      await writeIn(options.cwd, GOOD_WORK[titleOf(options.prompt)!]!);
      if (call === 1) agentGit(options.cwd, ['checkout', '-q', '--detach']);
      else agentGit(options.cwd, ['reset', '-q', '--hard', 'HEAD~1']);
      return undefined;
    });
    const result = await runOnce({ ...settings, iterations: 1 }, { agent, git });
    expect(result.iterations[0]?.summary).toContain('HEAD was detached');
    const again = await runOnce({ ...settings, iterations: 1 }, { agent, git });
    expect(again.iterations[0]?.summary).toContain(
      'was moved off the commit the task started from',
    );
    expect(repo.git(['branch', '--show-current'])).toBe('ralph/greeting-kit');
    expect(repo.git(['status', '--porcelain'])).toBe('');
  });
});

describe('the branch guard after a done iteration', () => {
  test('the next iteration still puts main back and resets its attempt', async () => {
    const { repo, git, settings } = setup({ iterations: 2 });
    const mainBefore = repo.git(['rev-parse', 'main']);
    const agent = fakeAgent(async (options, call) => {
      await writeIn(options.cwd, GOOD_WORK[titleOf(options.prompt)!]!);
      if (call === 2) {
        agentGit(options.cwd, ['branch', '-f', 'main', 'HEAD']);
        agentGit(options.cwd, ['checkout', '-q', 'main']);
      }
      return undefined;
    });
    const result = await runLoop(settings, { agent, git });

    expect(result.iterations.map((r) => r.outcome)).toEqual(['done', 'failed']);
    expect(result.iterations[1]?.summary).toContain('HEAD was on main');
    expect(result.iterations[1]?.summary).toContain('local branches main were changed');
    expect(repo.git(['rev-parse', 'main'])).toBe(mainBefore);
    expect(repo.git(['branch', '--show-current'])).toBe('ralph/greeting-kit');
    const subjects = repo.git(['log', '--format=%s', '-2']).split('\n');
    expect(subjects[0]).toBe('chore(ralph): task-002 attempt 1 failed');
    expect(subjects[1]).toMatch(/^feat: task-001 - /);
  });
});

describe('the baseline probe runs code the agent left behind', () => {
  // The block's check runs a file the agent may write (ignored, so it stays while the probe
  // sets the agent's changes aside); it fails on the agent's tree, so the probe runs it again
  // on the starting tree, where nothing but the harness looks at HEAD afterwards.
  const PROBED_CHECK =
    "sh -c 'if [ -f cache/hook.sh ]; then sh cache/hook.sh; fi; [ ! -f marker.txt ]'";

  test('a check that checks out main while the probe runs: it runs on a checkout with no repository, main stays', async () => {
    const { repo, git, settings } = setup({ maxFixAttempts: 0 });
    const claude = join(repo.dir, 'CLAUDE.md');
    writeFileSync(
      claude,
      readFileSync(claude, 'utf8').replace('command: node --test', `command: ${PROBED_CHECK}`),
    );
    writeFileSync(join(repo.dir, '.gitignore'), 'node_modules/\ncache/\n.ralph/attempts/\n');
    repo.git(['commit', '-qam', 'a check that runs cache/hook.sh']);
    // The starting commit's checks passed in an earlier run: the engine state remembers it, so
    // the check runs before the agent no more, and a failure after the agent is probed.
    const state = {
      version: 1,
      iteration: 0,
      breaker: { state: 'CLOSED', noProgressCount: 0 },
      tasks: {},
      totalCostUsd: 0,
      totalNumTurns: 0,
      baselinePassed: [await baselineKey(git, 'HEAD')],
    };
    writeFileSync(join(repo.dir, '.ralph/state.json'), `${JSON.stringify(state)}\n`);
    repo.git(['add', '.ralph/state.json']);
    repo.git(['commit', '-qm', 'an earlier run']);
    const mainBefore = repo.git(['rev-parse', 'main']);
    const agent = fakeAgent(async (options) => {
      await writeIn(options.cwd, {
        'marker.txt': 'the agent was here\n',
        // Only while the probe has set marker.txt aside: on the starting tree.
        'cache/hook.sh': '[ -f marker.txt ] || git checkout -q main\n',
      });
      return undefined;
    });
    const result = await runOnce(settings, { agent, git });

    const iteration = result.iterations[0]!;
    expect(iteration.outcome).toBe('failed');
    // The probe runs on a fresh checkout of the starting tree: no repository to check out in.
    expect(iteration.summary).toContain("check 'test' failing");
    expect(repo.git(['rev-parse', 'main'])).toBe(mainBefore);
    expect(repo.git(['branch', '--show-current'])).toBe('ralph/greeting-kit');
    expect(repo.git(['log', '--format=%s', '-1'])).toBe('chore(ralph): task-001 attempt 1 failed');
  });
});
