/**
 * git's own housekeeping (`git maintenance run --auto`, which may start a `gc`) would follow
 * each of the harness's commits: one more process every iteration, and, by git's default, a
 * `gc` that goes on in the background after the command returned. The harness turns it off for
 * its commands and runs it once, in the foreground, when the loop ends.
 */
import { afterEach, describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runLoop } from '../../src/engine/index.js';
import { createGit } from '../../src/git/index.js';
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

interface TraceStart {
  event: string;
  sid: string;
  argv?: string[];
}

/** The git commands started during the run, from git's own trace (one JSON event a line). */
function startedCommands(traceFile: string): string[][] {
  return readFileSync(traceFile, 'utf8')
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => JSON.parse(line) as TraceStart)
    .filter((event) => event.event === 'start' && event.argv !== undefined)
    .map((event) =>
      event.argv!.slice(1).filter((arg, i, all) => arg !== '-c' && all[i - 1] !== '-c'),
    );
}

async function runWithTrace(iterations: number): Promise<{ started: string[][]; lines: string[] }> {
  current = fixtureRepo('three-tasks', { iterations });
  const { repo, settings } = current;
  const traceFile = join(repo.dir, '..', `trace-${iterations}.json`);
  const git = createGit({ cwd: repo.dir, env: { ...isolatedGitEnv, GIT_TRACE2_EVENT: traceFile } });
  const agent = fakeAgent(async (options) => {
    await writeIn(options.cwd, GOOD_WORK[titleOf(options.prompt)!]!);
    return undefined;
  });
  const observer = recordingObserver();
  const result = await runLoop(settings, { agent, git, observer });
  expect(result.iterations.map((r) => r.outcome)).toEqual(Array(iterations).fill('done'));
  return { started: startedCommands(traceFile), lines: observer.lines };
}

describe("git's housekeeping", () => {
  test('runs once when the loop ends, not after every commit, and in the foreground', async () => {
    const { started, lines } = await runWithTrace(3);
    const commits = started.filter((argv) => argv[0] === 'commit');
    expect(commits.length).toBeGreaterThanOrEqual(3);
    const maintenance = started.filter((argv) => argv[0] === 'maintenance');
    expect(maintenance).toEqual([['maintenance', 'run', '--auto', '--quiet']]);
    // The last command of the run: after the last commit, nothing left to do in the background.
    expect(started.at(-1)?.[0]).toBe('maintenance');
    expect(lines.filter((line) => line.includes('maintenance'))).toEqual([]);
  });
});
