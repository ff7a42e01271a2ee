/**
 * An agent that edits tests which existed before its task, in a way the original versions still
 * pass against its code: the work lands, and reviewers are told (with the originals' result).
 */
import { afterEach, expect, test } from '@jest/globals';
import { extractLastPhaseStatus } from '../../src/agent/phase-status.js';
import { runOnce } from '../../src/engine/index.js';
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

const done =
  '---PRP_PHASE_STATUS---\nTIMESTAMP: 2026-01-01T00:00:00Z\nPHASE: GREEN\nSTATUS: COMPLETE\nITERATION: 1\nPROGRESS_PERCENT: 100\n\nTESTS:\n  TOTAL: 1\n  PASSING: 1\n  FAILING: 0\n  SKIPPED: 0\n\nFILES:\n  CREATED: 2\n  MODIFIED: 1\n  DELETED: 0\n\nCIRCUIT_BREAKER:\n  STATE: CLOSED\n  NO_PROGRESS_COUNT: 0\n\nDUAL_GATE:\n  GATE_1: true\n  GATE_2: true\n  CAN_EXIT: true\n\nBLOCKERS:\n  - none\n\nEXIT_SIGNAL: true\nRECOMMENDATION: Proceed\n---END_PRP_PHASE_STATUS---';

test('changing an existing test file is reported on the iteration and warned about', async () => {
  current = fixtureRepo('three-tasks');
  const { git, settings } = current;
  const agent = fakeAgent(async (options) => {
    await writeIn(options.cwd, GOOD_WORK[titleOf(options.prompt)!]!);
    // "Simplify" the sentinel test that was there before the task.
    await writeIn(options.cwd, {
      'test/sentinel.test.js': "import { test } from 'node:test';\ntest('sentinel', () => {});\n",
    });
    return { finalText: done, phaseStatus: extractLastPhaseStatus(done).status };
  });
  const observer = recordingObserver();
  const result = await runOnce(settings, { agent, git, observer });
  const iteration = result.iterations[0]!;
  expect(iteration.outcome).toBe('done');
  expect(iteration.existingTestsChanged).toEqual(['test/sentinel.test.js']);
  expect(iteration.existingTests).toEqual([
    {
      path: 'test/sentinel.test.js',
      change: 'modified',
      declared: false,
      passed: true,
      result: 'passes against the new code',
    },
  ]);
  const log = observer.lines.join('\n');
  expect(log).toMatch(/changes existing tests: test\/sentinel\.test\.js/);
  expect(log).toContain(
    'test/sentinel.test.js changed; the original test passes against the new code',
  );
  // The agent's version is what is committed.
  expect(current.repo.git(['show', 'HEAD:test/sentinel.test.js'])).toContain("test('sentinel'");
});
