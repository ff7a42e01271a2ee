/**
 * Task-list text is data: a title with a line break and a `Co-authored-by:` line must not add a
 * trailer to the harness's commit, nor a line of its own to the pull request body.
 */
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { workflowDispatchPayload } from '../../test-support/webhooks.js';
import { OWNER, REPO, startActionWorld, type ActionWorld } from '../action/world.js';
import { attackScenario, details } from './git-attack-world.js';

let world: ActionWorld;

beforeEach(async () => {
  world = await startActionWorld(attackScenario({}));
});

afterEach(async () => {
  await world.close();
});

describe('a multi-line task title', () => {
  test('becomes one subject line: no trailer in the commit, no extra line in the pull request', async () => {
    const prdFile = join(world.project.workspace, '.ralph/prd.yaml');
    const injected = 'Add slugify\\n\\nCo-authored-by: Mallory <mallory@example.com>';
    writeFileSync(
      prdFile,
      readFileSync(prdFile, 'utf8').replace('title: "Add slugify"', `title: "${injected}"`),
    );
    world.project.git(['commit', '-qam', 'a title with a trailer']);
    world.project.git(['push', '-q', 'origin', 'main']);
    // The attack is real: git reads the title's last line as a trailer of a subject built from it.
    const title = 'Add slugify\n\nCo-authored-by: Mallory <mallory@example.com>';
    const trailers = execFileSync('git', ['interpret-trailers', '--parse'], {
      input: `feat: task-001 - ${title}\n`,
      encoding: 'utf8',
    });
    expect(trailers).toBe('Co-authored-by: Mallory <mallory@example.com>\n');

    const result = await world.run({
      eventName: 'workflow_dispatch',
      payload: workflowDispatchPayload(OWNER, REPO, {}),
    });
    if (result.exitCode !== 0) throw new Error(details(result));

    world.project.git(['fetch', '-q', 'origin']);
    const feat = world.project.git([
      'log',
      '-1',
      '--format=%H',
      '--grep=^feat: task-001',
      'origin/ralph/textkit',
    ]);
    expect(world.project.git(['log', '-1', '--format=%B', feat])).toBe(
      'feat: task-001 - Add slugify Co-authored-by: Mallory <mallory@example.com>',
    );
    expect(world.project.git(['log', '-1', '--format=%(trailers)', feat])).toBe('');
    const body = [...world.github.state.pulls.values()][0]!.body ?? '';
    expect(body).toContain('Add slugify Co-authored-by: Mallory');
    expect(body).not.toMatch(/^Co-authored-by/m);
  });
});
