/**
 * Each git command of a loop is a process, every iteration. git's own housekeeping (`git
 * maintenance run --auto`, which may start a `gc`) would follow each of the harness's commits:
 * one more process every iteration, and, by git's default, a `gc` that goes on in the
 * background after the command returned. The harness turns it off for
 * its commands and runs it once, in the foreground, when the loop ends. And a done iteration
 * knows where it left HEAD and the branches: the next one does not ask git again.
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

describe('the git commands of a loop', () => {
  test("git's housekeeping runs once when the loop ends, in the foreground, not after every commit", async () => {
    const { started, lines } = await runWithTrace(3);
    const commits = started.filter((argv) => argv[0] === 'commit');
    expect(commits.length).toBeGreaterThanOrEqual(3);
    const maintenance = started.filter((argv) => argv[0] === 'maintenance');
    expect(maintenance).toEqual([['maintenance', 'run', '--auto', '--quiet']]);
    // The last command of the run: after the last commit, nothing left to do in the background.
    expect(started.at(-1)?.[0]).toBe('maintenance');
    expect(lines.filter((line) => line.includes('maintenance'))).toEqual([]);
  });

  test('a done iteration hands HEAD and the local branches to the next: no second look', async () => {
    const { started } = await runWithTrace(3);
    const text = started.map((argv) => argv.join(' '));
    // The commands of each iteration, from one iteration's commit to the next one's.
    const commits = text.flatMap((line, i) => (line.startsWith('commit --include') ? [i] : []));
    expect(commits).toHaveLength(3);
    for (const i of [1, 2]) {
      const between = text.slice(commits[i - 1]! + 1, commits[i]! + 1);
      // The branch guard after the agent, and nothing more: the checks run on a checkout of
      // the candidate tree, never in the repository.
      expect(between.filter((line) => line.startsWith('for-each-ref'))).toHaveLength(1);
      // The new commit's id, once: the next iteration starts from it without asking again.
      expect(between.filter((line) => line.startsWith('rev-parse'))).toEqual([
        'rev-parse --verify HEAD^{commit}',
      ]);
      // The candidate tree (add -A, write-tree, diff), its verify checkout (ls-tree, cat-file),
      // and, as this task adds a test, the original gate's tree and checkout (read-tree, rm,
      // ls-tree, write-tree, ls-tree, cat-file) with its canary (ls-tree, the package scripts,
      // hash-object, read-tree, update-index, write-tree); then the commit of exactly the
      // candidate.
      expect(between.length).toBeLessThanOrEqual(25);
    }
  });
});
