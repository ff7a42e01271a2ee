/**
 * The job summary while the built action runs, end to end with the real claude: read while the
 * agent works, it names the task and the phase; once the run ends, the run's summary stands in
 * its place, once, below what the file held before.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ActionRunResult } from '../../test-support/action-runner.js';
import { demoScenario } from '../../test-support/demo-scenario.js';
import type { Scenario } from '../../test-support/model-server.js';
import { isTask } from '../../test-support/task-routing.js';
import { workflowDispatchPayload } from '../../test-support/webhooks.js';
import { OWNER, REPO, startActionWorld, type ActionWorld } from './world.js';

const WAITING = 'Waiting for the slow build before writing anything.';
/** What the summary file holds before the run writes (an earlier write of the same step). */
const EARLIER = '> Written before the run.\n\n';

/** The demo, with the first task's agent waiting a few seconds before it starts. */
function slowFirstTask(): Scenario {
  const demo = demoScenario() as Extract<Scenario, { route: unknown }>;
  return {
    route(request) {
      const turns = demo.route(request);
      if (!isTask(request, 'Add slugify')) return turns;
      return [
        [
          { text: WAITING },
          { tool: 'Bash', input: { command: 'sleep 6', description: 'Wait for the build' } },
        ],
        ...turns,
      ];
    },
  };
}

let world: ActionWorld;
let result: ActionRunResult;
let during: string | undefined;

beforeAll(async () => {
  world = await startActionWorld(slowFirstTask());
  let summaryFile = '';
  let seen = '';
  result = await world.run({
    eventName: 'workflow_dispatch',
    payload: workflowDispatchPayload(OWNER, REPO, { iterations: '1' }),
    // Isolation is not what this test is about (isolation.test.ts covers it).
    inputs: { isolation: 'none' },
    prepare: (runnerTemp) => {
      summaryFile = join(runnerTemp, 'summary.md');
      writeFileSync(summaryFile, EARLIER);
    },
    onStdout: (chunk) => {
      seen += chunk;
      // The agent said it waits, and its sleep has begun: read the summary as a person would.
      if (during === undefined && seen.includes(WAITING)) {
        during = readFileSync(summaryFile, 'utf8');
      }
    },
  });
}, 300_000);

afterAll(async () => {
  await world?.close();
});

function details(): string {
  return `exit ${result.exitCode}\n--- summary during ---\n${during}\n--- summary after ---\n${result.summary}\n--- stdout ---\n${result.stdout}\n--- stderr ---\n${result.stderr}`;
}

const count = (text: string, part: string): number => text.split(part).length - 1;

describe('the job summary of a run', () => {
  test('while the agent works, it names the task and the phase', () => {
    if (result.exitCode !== 0 || during === undefined) throw new Error(details());
    expect(during).toContain('## Ralph is working on `ralph/textkit`');
    expect(during).toContain('**Iteration 1 of 1:** `task-001` Add slugify');
    expect(during).toContain('**Now:** task-001: agent');
    expect(during).not.toContain('### Tasks');
    expect(during.startsWith(EARLIER)).toBe(true);
  });

  test('after the run, the run summary stands in its place, once', () => {
    expect(result.summary.startsWith(EARLIER)).toBe(true);
    expect(count(result.summary, EARLIER)).toBe(1);
    expect(result.summary).not.toContain('Ralph is working');
    expect(result.summary).not.toContain('**Now:**');
    expect(count(result.summary, '### Tasks')).toBe(1);
    expect(count(result.summary, '### Iterations of this run')).toBe(1);
    expect(result.summary).toMatch(/task-001.*Add slugify/);
  });
});
