/** A multi-line task title cannot add a trailer (or anything else) to the harness's commit. */
import { afterEach, expect, test } from '@jest/globals';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runOnce } from '../../src/engine/index.js';
import { fakeAgent, fixtureRepo, GOOD_WORK, writeIn, type FixtureRepo } from './helpers.js';

let current: FixtureRepo | undefined;
afterEach(() => current?.repo.cleanup());

test('a title with a Co-authored-by line becomes one subject line: no trailer, one-line progress heading', async () => {
  current = fixtureRepo('three-tasks', { iterations: 1 });
  const { repo, git, settings } = current;
  const prdFile = join(repo.dir, '.ralph/prd.yaml');
  const injected = 'Add the greeting module\\n\\nCo-authored-by: Mallory <mallory@example.com>';
  writeFileSync(
    prdFile,
    readFileSync(prdFile, 'utf8').replace(
      'title: "Add the greeting module"',
      `title: "${injected}"`,
    ),
  );
  repo.git(['commit', '-qam', 'multi-line title']);
  const agent = fakeAgent(async (options) =>
    writeIn(options.cwd, GOOD_WORK['Add the greeting module']!),
  );
  const result = await runOnce(settings, { agent, git });

  expect(result.iterations[0]?.outcome).toBe('done');
  const message = repo.git(['log', '-1', '--format=%B']);
  expect(message).toBe(
    'feat: task-001 - Add the greeting module Co-authored-by: Mallory <mallory@example.com>',
  );
  expect(repo.git(['log', '-1', '--format=%(trailers)'])).toBe('');
  const progress = readFileSync(join(repo.dir, '.ralph/progress.txt'), 'utf8');
  expect(progress).not.toMatch(/^Co-authored-by/m);
});
