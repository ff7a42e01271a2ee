/**
 * The progress reporter against the GitHub emulator: one status per phase change, at most one per
 * interval during a long agent run (only when the minute changes), none once GitHub refused the
 * head, and none when the iteration's head is not on GitHub.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { AgentResult } from '../../src/agent/types.js';
import type { IterationResult } from '../../src/engine/types.js';
import type { Task } from '../../src/prd/schema.js';
import {
  createProgressReporter,
  describePhase,
  type ProgressNow,
} from '../../src/github/progress-status.js';
import { startGitHubTestKit, type GitHubTestKit } from '../../test-support/github-test-kit.js';

let kit: GitHubTestKit;
beforeEach(async () => {
  kit = await startGitHubTestKit();
});
afterEach(async () => {
  await kit.done();
});

const TASK = { id: 't3', title: 'Add slugify' } as unknown as Task;
const INTERVAL_MS = 30;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A reporter on a fake clock; `clock.ms` moves only when the test moves it. */
function reporter(
  headSha: () => Promise<string | undefined>,
  onProgress?: (now: ProgressNow) => Promise<void>,
) {
  const clock = { ms: 0 };
  const infos: string[] = [];
  let posted = 0;
  const progress = createProgressReporter({
    onProgress,
    octokit: kit.octokit,
    owner: kit.owner,
    repo: kit.repo,
    context: 'ralph',
    headSha,
    onPosted: () => void (posted += 1),
    info: (message) => void infos.push(message),
    now: () => clock.ms,
    intervalMs: INTERVAL_MS,
  });
  return { progress, clock, infos, posted: () => posted };
}

function descriptions(): string[] {
  return kit.emulator.state.statuses.map((s) => `${s.state} ${s.description}`);
}

describe('describePhase', () => {
  it('names the task and the phase; a long run adds minutes and cost', () => {
    expect(describePhase('t3', { kind: 'agent' })).toBe('t3: agent');
    expect(describePhase('t3', { kind: 'checks' })).toBe('t3: checks');
    expect(describePhase('t3', { kind: 'fix', attempt: 1 })).toBe('t3: fix 1');
    expect(describePhase('t3', { kind: 'agent' }, { elapsedMs: 250_000, costUsd: 0.419 })).toBe(
      't3: agent (4 min, $0.42)',
    );
  });
});

describe('createProgressReporter', () => {
  it('posts each phase, and a long agent run once per new minute', async () => {
    const sha = kit.emulator.setBranch('ralph/widgets');
    const { progress, clock, posted } = reporter(async () => sha);
    const { observer } = progress;
    observer.iterationStart!(1, 1, TASK);
    observer.phase!(TASK, { kind: 'agent' });
    await sleep(INTERVAL_MS * 4); // the clock stands still: no new minute, nothing sent
    clock.ms = 61_000;
    await sleep(INTERVAL_MS * 4); // several ticks, one new minute: one status
    observer.agentEnd!({ totalCostUsd: 0.42 } as AgentResult);
    observer.phase!(TASK, { kind: 'checks' });
    observer.phase!(TASK, { kind: 'checks' }); // the same description is not sent again
    observer.phase!(TASK, { kind: 'fix', attempt: 1 });
    clock.ms = 200_000;
    await sleep(INTERVAL_MS * 4);
    observer.iterationEnd!({} as never);
    await progress.settle();
    clock.ms = 400_000;
    await sleep(INTERVAL_MS * 4); // the clock stopped with the iteration

    expect(descriptions()).toEqual([
      'pending t3: agent',
      'pending t3: agent (1 min, $0.00)',
      'pending t3: checks',
      'pending t3: fix 1',
      'pending t3: fix 1 (2 min, $0.42)',
    ]);
    expect(kit.emulator.state.statuses.every((s) => s.sha === sha && s.context === 'ralph')).toBe(
      true,
    );
    expect(posted()).toBe(5);
  });

  it('sends nothing when the head is not on GitHub', async () => {
    const { progress } = reporter(async () => undefined);
    progress.observer.iterationStart!(1, 1, TASK);
    progress.observer.phase!(TASK, { kind: 'agent' });
    progress.observer.phase!(TASK, { kind: 'checks' });
    await progress.settle();
    expect(kit.emulator.requests).toEqual([]);
  });

  it('a head GitHub refuses is not tried again in the iteration, and says so once', async () => {
    kit.emulator.injectServerError('repos/create-commit-status', { status: 500, times: 1000 });
    const sha = kit.emulator.setBranch('ralph/widgets');
    const { progress, infos, posted } = reporter(async () => sha);
    progress.observer.iterationStart!(1, 1, TASK);
    progress.observer.phase!(TASK, { kind: 'agent' });
    progress.observer.phase!(TASK, { kind: 'checks' });
    await progress.settle();
    // One status tried (with the client's retries), the next one not at all.
    const tried = kit.emulator.requestsFor('repos/create-commit-status');
    expect(new Set(tried.map((r) => (r.body as { description: string }).description))).toEqual(
      new Set(['t3: agent']),
    );
    expect(infos).toHaveLength(1);
    expect(infos[0]).toMatch(/^No progress status for this iteration: /);
    expect(posted()).toBe(0);
  });

  it('tells the job summary at the same moments, with the task, the phase and what ended', async () => {
    const sha = kit.emulator.setBranch('ralph/widgets');
    const heard: string[] = [];
    const { progress, clock } = reporter(
      async () => sha,
      async (now) =>
        void heard.push(
          `${now.iteration}/${now.of} ${now.taskId} ${now.taskTitle}: ${now.phase} [${now.finished.map((r) => r.taskId).join(',')}]`,
        ),
    );
    const { observer } = progress;
    const T4 = { id: 't4', title: 'Add word count' } as unknown as Task;
    observer.iterationStart!(1, 2, TASK);
    observer.phase!(TASK, { kind: 'agent' });
    clock.ms = 61_000;
    await sleep(INTERVAL_MS * 4);
    observer.phase!(TASK, { kind: 'checks' });
    observer.phase!(TASK, { kind: 'checks' });
    observer.iterationEnd!({ taskId: 't3' } as IterationResult);
    observer.iterationStart!(2, 2, T4);
    observer.phase!(T4, { kind: 'agent' });
    await progress.settle();

    expect(heard).toEqual([
      '1/2 t3 Add slugify: t3: agent []',
      '1/2 t3 Add slugify: t3: agent (1 min, $0.00) []',
      '1/2 t3 Add slugify: t3: checks []',
      '2/2 t4 Add word count: t4: agent [t3]',
    ]);
    // One status for each moment the summary heard of.
    expect(descriptions()).toEqual([
      'pending t3: agent',
      'pending t3: agent (1 min, $0.00)',
      'pending t3: checks',
      'pending t4: agent',
    ]);
  });

  it('tells the job summary even where GitHub has no commit to mark; a failing summary once', async () => {
    let calls = 0;
    const { progress, infos } = reporter(
      async () => undefined,
      async () => {
        calls += 1;
        throw new Error('disk full');
      },
    );
    progress.observer.iterationStart!(1, 1, TASK);
    progress.observer.phase!(TASK, { kind: 'agent' });
    progress.observer.phase!(TASK, { kind: 'checks' });
    await progress.settle();
    expect(calls).toBe(1);
    expect(infos).toEqual(['No progress in the job summary: disk full']);
    expect(kit.emulator.requests).toEqual([]);
  });
});
