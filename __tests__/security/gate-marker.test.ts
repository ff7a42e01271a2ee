/**
 * Attack 7: a line of prose that mentions the RALPH:CHECKS markers. It must stay text: the next
 * iteration reads the one real block and runs, instead of stopping with "a second block".
 */
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { workflowDispatchPayload } from '../../test-support/webhooks.js';
import { OWNER, REPO, startActionWorld, type ActionWorld } from '../action/world.js';
import {
  TASK_1,
  attackScenario,
  bash,
  conversationWith,
  details,
  expectNoSecretsSent,
} from './git-attack-world.js';

let world: ActionWorld;
const PROSE =
  'Never edit between <!-- RALPH:CHECKS:START --> and <!-- RALPH:CHECKS:END --> by hand.';

beforeEach(async () => {
  world = await startActionWorld(
    attackScenario({
      before: {
        [TASK_1]: [
          bash(
            `printf '\\n${PROSE}\\n' >> CLAUDE.md && tail -n 1 CLAUDE.md && echo MARKED`,
            'Note',
          ),
        ],
      },
    }),
  );
});

afterEach(async () => {
  await world.close();
});

describe('markers in prose are text', () => {
  test('an appended line that mentions the markers: committed, and the next iteration still runs the checks', async () => {
    const result = await world.run({
      eventName: 'workflow_dispatch',
      payload: workflowDispatchPayload(OWNER, REPO, {}),
      inputs: { iterations: '2' },
    });
    if (result.exitCode !== 0) throw new Error(details(result));

    expect(conversationWith(world.model, 'MARKED')).toContain(PROSE);
    expect(world.originFile('ralph/textkit', 'CLAUDE.md')).toContain(PROSE);
    expect(world.originSubjects('main..ralph/textkit')).toEqual(
      expect.arrayContaining(['feat: task-001 - Add slugify', 'feat: task-002 - Add word count']),
    );
    // The starting commit's baseline (not known yet), then once per task.
    expect(result.stdout.match(/Running check test: node --test/g)).toHaveLength(3);
    expect(result.stdout).not.toContain('second RALPH:CHECKS block');
    expectNoSecretsSent(world.model);
  });
});
