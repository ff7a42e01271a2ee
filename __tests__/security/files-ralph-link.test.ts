/**
 * Attack 6: `.ralph` made a link to a directory outside the repository. The harness must not
 * write, delete or commit through it: nothing outside changes, `.ralph` is a directory again,
 * and the next run works.
 */
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { lstatSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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
let outside: string;
let manifest: string;

/** Every file under `dir` with its hash, one per line, sorted. */
function inventory(dir: string): string {
  return execFileSync(
    'sh',
    [
      '-c',
      'find . -print | sort | while read f; do if [ -f "$f" ]; then sha256sum "$f"; else echo "$f"; fi; done',
    ],
    {
      cwd: dir,
      encoding: 'utf8',
    },
  );
}

beforeEach(async () => {
  world = await startActionWorld(
    attackScenario({
      once: true,
      before: {
        [TASK_1]: [
          bash(
            () =>
              [
                `cp -r .ralph ${outside}/ralph`,
                'rm -rf .ralph',
                `ln -s ${outside}/ralph .ralph`,
                'ls -l .ralph',
                `(cd ${outside} && find . -print | sort | while read f; do if [ -f "$f" ]; then sha256sum "$f"; else echo "$f"; fi; done) > ${manifest}`,
                'echo RALPH-LINKED',
              ].join(' && '),
            'Move the task list',
          ),
        ],
      },
    }),
  );
  outside = join(world.project.root, 'outside');
  manifest = join(world.project.root, 'manifest.txt');
  execFileSync('mkdir', [outside]);
});

afterEach(async () => {
  await world.close();
});

describe('.ralph is a directory of the repository', () => {
  test('a link to outside: nothing outside created or deleted, .ralph restored, the next run fine', async () => {
    const first = await world.run({
      eventName: 'workflow_dispatch',
      payload: workflowDispatchPayload(OWNER, REPO, {}),
    });
    if (first.exitCode !== 0) throw new Error(details(first));

    // The attack happened: .ralph was a link, and the agent recorded what was outside.
    expect(conversationWith(world.model, 'RALPH-LINKED')).toMatch(/\.ralph -> .*outside\/ralph/);
    // Nothing outside changed after the agent was done.
    expect(inventory(outside)).toBe(readFileSync(manifest, 'utf8'));
    // .ralph is a real directory, in the workspace and in what was pushed.
    expect(lstatSync(join(world.project.workspace, '.ralph')).isDirectory()).toBe(true);
    expect(world.project.git(['ls-tree', 'origin/ralph/textkit', '.ralph'])).toMatch(
      /^040000 tree /,
    );
    expect(world.originSubjects('main..ralph/textkit')).toContain('feat: task-001 - Add slugify');

    const second = await world.run({
      eventName: 'workflow_dispatch',
      payload: workflowDispatchPayload(OWNER, REPO, {}),
    });
    if (second.exitCode !== 0) throw new Error(details(second));
    expect(world.originSubjects('main..ralph/textkit')).toContain(
      'feat: task-002 - Add word count',
    );
    expect(inventory(outside)).toBe(readFileSync(manifest, 'utf8'));
    expectNoSecretsSent(world.model);
  });
});
