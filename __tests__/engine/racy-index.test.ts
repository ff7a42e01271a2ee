/**
 * The files the harness writes every iteration (the task list, the growing progress log, the
 * status log, the state) are committed with a modification time clearly older than the index.
 * git cannot tell a file written in the same second as the index from an unchanged one, so it
 * would otherwise read each of them whole again at every index write of the next iteration.
 */
import { afterEach, describe, expect, test } from '@jest/globals';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runLoop } from '../../src/engine/index.js';
import { harnessOwnedPaths } from '../../src/engine/gate/harness-owned.js';
import {
  fakeAgent,
  fixtureRepo,
  GOOD_WORK,
  titleOf,
  writeIn,
  type FixtureRepo,
} from './helpers.js';

let current: FixtureRepo | undefined;
afterEach(() => current?.repo.cleanup());

const OWNED = harnessOwnedPaths('.ralph/prd.yaml');

/** The modification time (whole seconds) git recorded for each path in the index. */
function indexMtimes(repo: FixtureRepo['repo']): Map<string, number> {
  const out = new Map<string, number>();
  let path: string | undefined;
  for (const line of repo.git(['ls-files', '--debug', '--', ...OWNED]).split('\n')) {
    const mtime = /^\s+mtime: (\d+):/.exec(line);
    if (mtime && path !== undefined) out.set(path, Number(mtime[1]));
    else if (!/^\s/.test(line) && line.length > 0) path = line;
  }
  return out;
}

function indexFileSeconds(repo: FixtureRepo['repo']): number {
  const index = repo.git(['rev-parse', '--path-format=absolute', '--git-path', 'index']);
  return Math.floor(statSync(index.trim()).mtimeMs / 1000);
}

async function twoDoneIterations(): Promise<FixtureRepo> {
  current = fixtureRepo('three-tasks', { iterations: 2 });
  const { git, settings } = current;
  const agent = fakeAgent(async (options) => {
    await writeIn(options.cwd, GOOD_WORK[titleOf(options.prompt)!]!);
    return undefined;
  });
  const result = await runLoop(settings, { agent, git });
  expect(result.iterations.map((r) => r.outcome)).toEqual(['done', 'done']);
  return current;
}

describe('harness files in the index', () => {
  test('are recorded as older than the index, so the next index write does not read them again', async () => {
    const { repo } = await twoDoneIterations();
    const recorded = indexMtimes(repo);
    expect([...recorded.keys()].sort()).toEqual([...OWNED].sort());
    const indexSecond = indexFileSeconds(repo);
    for (const [path, second] of recorded) {
      // Racily clean is "the same second as the index, or later".
      expect({ path, before: second < indexSecond }).toEqual({ path, before: true });
      // The working tree agrees with what was recorded: the files are clean as they are.
      expect(Math.floor(statSync(join(repo.dir, path)).mtimeMs / 1000)).toBe(second);
    }
    expect(repo.git(['status', '--porcelain'])).toBe('');
  });

  test('a change of the same size made right after the commit still shows', async () => {
    const { repo } = await twoDoneIterations();
    const log = join(repo.dir, '.ralph/progress.txt');
    const text = readFileSync(log, 'utf8');
    writeFileSync(log, text.replace('task-002', 'task-XYZ'));
    expect(readFileSync(log, 'utf8')).toHaveLength(text.length);
    expect(repo.git(['status', '--porcelain'])).toBe('M .ralph/progress.txt'); // ' M', trimmed;
  });
});
