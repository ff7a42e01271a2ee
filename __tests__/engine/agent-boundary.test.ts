/**
 * The agent boundary: each agent run and each check run is wrapped in its hooks, in order, and
 * the hooks see the tree as the agent and the checks leave it (before the harness restores it).
 */
import { afterEach, describe, expect, test } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runLoop } from '../../src/engine/index.js';
import type { AgentBoundary } from '../../src/engine/iteration.js';
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

describe('agent boundary', () => {
  test('hooks wrap every agent run and check run, in order, and may rewrite how they are spawned', async () => {
    current = fixtureRepo('three-tasks', { iterations: 1, maxFixAttempts: 1 });
    const { repo, git, settings } = current;
    const events: string[] = [];
    let calls = 0;
    let work: Record<string, string> = {};
    const agent = fakeAgent(async (options) => {
      calls += 1;
      events.push(`agent run ${calls} env=${options.env?.BOUNDARY_MARK ?? '-'}`);
      // First run: a broken module; the fix run (a resumed session) writes the real one.
      if (calls === 1) work = GOOD_WORK[titleOf(options.prompt)!]!;
      if (calls === 1) await writeIn(options.cwd, { ...work, 'src/greet.js': 'export {};\n' });
      else await writeIn(options.cwd, work);
      return undefined;
    });
    const boundary: Partial<AgentBoundary> = {
      beforeAgent: async (c) => void events.push(`beforeAgent ${c.taskId} run ${c.run}`),
      agentOptions: (o) => ({ ...o, env: { ...o.env, BOUNDARY_MARK: 'isolated' } }),
      afterAgent: async (c, r) =>
        void events.push(
          `afterAgent run ${c.run} ${r?.outcome} greet=${existsSync(join(c.repoDir, 'src/greet.js'))}`,
        ),
      beforeChecks: async () => void events.push('beforeChecks'),
      afterChecks: async (_c, results) =>
        void events.push(`afterChecks ${results.map((r) => `${r.name}:${r.passed}`).join(',')}`),
    };
    const result = await runLoop(settings, {
      agent,
      git,
      observer: recordingObserver(),
      boundary,
    });

    expect(events).toEqual([
      // The baseline, not known yet: the checks on the starting tree, across the same boundary.
      'beforeChecks',
      'afterChecks test:true',
      'beforeAgent task-001 run 0',
      'agent run 1 env=isolated',
      'afterAgent run 0 completed greet=true',
      'beforeChecks',
      'afterChecks test:false',
      'beforeAgent task-001 run 1',
      'agent run 2 env=isolated',
      'afterAgent run 1 completed greet=true',
      'beforeChecks',
      'afterChecks test:true',
      // The work adds a test: the original gate runs too, across the same boundary, with a
      // canary test that must fail (it alone fails: the original gate passes).
      'beforeChecks',
      'afterChecks test:false',
    ]);
    expect(result.iterations[0]?.outcome).toBe('done');
    expect(readFileSync(join(repo.dir, 'src/greet.js'), 'utf8')).toContain('Hello');
  });

  test('without a boundary the engine runs as before (no-op hooks)', async () => {
    current = fixtureRepo('three-tasks', { iterations: 1 });
    const { git, settings } = current;
    const agent = fakeAgent(async (options) => {
      await writeIn(options.cwd, GOOD_WORK[titleOf(options.prompt)!]!);
      return undefined;
    });
    const result = await runLoop(settings, { agent, git, observer: recordingObserver() });
    expect(result.iterations[0]?.outcome).toBe('done');
  });

  test('an agent run the memory limit stopped fails its attempt by that name, not as a crash', async () => {
    current = fixtureRepo('three-tasks', { iterations: 1, maxTaskAttempts: 1 });
    const { git, settings } = current;
    const stop =
      'the memory watchdog stopped all of its processes once (4 process(es)): they held 1100 MiB together, over the limit of 1024 MiB';
    let agentRan = false;
    const agent = fakeAgent(async (options) => {
      agentRan = true;
      await writeIn(options.cwd, GOOD_WORK[titleOf(options.prompt)!]!);
      return { outcome: 'crashed', summary: 'Claude Code exited with code 137 without a result' };
    });
    const observer = recordingObserver();
    const windows: boolean[] = [];
    const result = await runLoop(settings, {
      agent,
      git,
      observer,
      boundary: {
        // the window opens before the run: it reports only what was stopped after it opened
        watchAgentLimits: async () => {
          windows.push(agentRan);
          return { stopped: async () => (agentRan ? stop : undefined) };
        },
      },
    });

    expect(windows).toEqual([false]);
    const iteration = result.iterations[0]!;
    expect(iteration.outcome).toBe('blocked');
    expect(iteration.agentStoppedForMemory).toBe(stop);
    expect(iteration.summary).toBe(
      'task-001 blocked after 1 failed attempts: the agent was stopped for memory',
    );
    expect(observer.lines).toContain(
      `warning: The agent was stopped for memory: ${stop} (max-memory-mb)`,
    );
    // what a killed agent left is not judged: only the baseline's check ran
    expect(observer.lines.filter((line) => line.startsWith('check '))).toEqual([
      'check test: passed',
    ]);
  });

  test('an agent run that ended on its own is judged as usual, with a warning of what the limit stopped', async () => {
    current = fixtureRepo('three-tasks', { iterations: 1 });
    const { git, settings } = current;
    const stop = 'the memory limit (1 GiB) killed 1 process(es)';
    const agent = fakeAgent(async (options) => {
      await writeIn(options.cwd, GOOD_WORK[titleOf(options.prompt)!]!);
      return undefined;
    });
    const observer = recordingObserver();
    const result = await runLoop(settings, {
      agent,
      git,
      observer,
      boundary: { watchAgentLimits: async () => ({ stopped: async () => stop }) },
    });
    expect(result.iterations[0]?.outcome).toBe('done');
    expect(result.iterations[0]?.agentStoppedForMemory).toBeUndefined();
    expect(observer.lines).toContain(
      `warning: While the agent ran, the memory limit stopped some of its processes: ${stop} (max-memory-mb)`,
    );
  });

  test('an agent run the limits did not stop keeps its own outcome', async () => {
    current = fixtureRepo('three-tasks', { iterations: 1, maxTaskAttempts: 1 });
    const { git, settings } = current;
    const agent = fakeAgent(async () => ({ outcome: 'crashed', summary: 'exit 1' }));
    const result = await runLoop(settings, {
      agent,
      git,
      observer: recordingObserver(),
      boundary: { watchAgentLimits: async () => ({ stopped: async () => undefined }) },
    });
    const iteration = result.iterations[0]!;
    expect(iteration.agentStoppedForMemory).toBeUndefined();
    expect(iteration.summary).toBe('task-001 blocked after 1 failed attempts: the agent crashed');
  });

  test("the run's results carry what the boundary's network refused", async () => {
    current = fixtureRepo('three-tasks', { iterations: 1 });
    const { git, settings } = current;
    const agent = fakeAgent(async (options) => {
      await writeIn(options.cwd, GOOD_WORK[titleOf(options.prompt)!]!);
      return undefined;
    });
    const blocked = [{ destination: 'evil.example:443', tries: 2, via: 'proxy' as const }];
    const result = await runLoop(settings, {
      agent,
      git,
      observer: recordingObserver(),
      boundary: { blockedEgress: async () => blocked },
    });
    expect(result.blockedEgress).toEqual(blocked);
  });
});
