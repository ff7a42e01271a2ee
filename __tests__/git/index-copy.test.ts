/**
 * A file rewritten to the same size within the second the index was written ("racily clean"):
 * git reads it again rather than trusting the index's cached stat, and so must every private copy
 * of the index the harness builds a tree in. Real git; the race is set up with fixed timestamps
 * (and `core.trustctime=false`, so the change time the test cannot set plays no part).
 */
import { afterEach, describe, expect, test } from '@jest/globals';
import { readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { privateIndexCopy } from '../../src/git/index-copy.js';
import { createGit } from '../../src/git/git.js';
import { workingTreeAsTree } from '../../src/engine/iteration/candidate.js';
import {
  createRepoWithOrigin,
  isolatedGitEnv,
  runGitSync,
  type TestRepo,
} from '../../test-support/git-repo.js';

let repo: TestRepo | undefined;
afterEach(() => repo?.cleanup());

/** A whole second well in the past: the file, its index entry and the index all carry it. */
const SECOND = new Date('2026-01-01T00:00:00Z');

/**
 * A repository whose `Makefile` was rewritten, same size, in the very second both it and the
 * index were last written: the stat data git cached for it still matches.
 */
function racilyCleanEdit(): { repo: TestRepo; before: string; after: string } {
  const before = 'GOFLAGS := -race\ntest:\n\tgo test $(GOFLAGS) ./...\n';
  const after = 'GOFLAGS := -run0\ntest:\n\tgo test $(GOFLAGS) ./...\n';
  const made = createRepoWithOrigin({ Makefile: before });
  runGitSync(made.dir, ['config', 'core.trustctime', 'false']);
  const makefile = join(made.dir, 'Makefile');
  utimesSync(makefile, SECOND, SECOND);
  runGitSync(made.dir, ['update-index', '--really-refresh']);
  writeFileSync(makefile, after);
  utimesSync(makefile, SECOND, SECOND);
  utimesSync(join(made.dir, '.git', 'index'), SECOND, SECOND);
  // Git itself sees the change through the real index (the entry is as new as the index), and
  // diff-files, unlike status, does not write the index.
  expect(runGitSync(made.dir, ['diff-files', '--name-only'])).toBe('Makefile');
  return { repo: made, before, after };
}

describe('a private copy of the index', () => {
  test('keeps the modification time of the index it copies', async () => {
    const { repo: made } = racilyCleanEdit();
    repo = made;
    const copy = await privateIndexCopy(join(made.dir, '.git', 'index'), 'ralph-test-index-');
    try {
      expect(statSync(copy.env.GIT_INDEX_FILE).mtimeMs).toBe(SECOND.getTime());
      expect(readFileSync(copy.env.GIT_INDEX_FILE)).toEqual(
        readFileSync(join(made.dir, '.git', 'index')),
      );
    } finally {
      await copy.remove();
    }
  });

  test('a repository without an index yet gets an empty one', async () => {
    repo = createRepoWithOrigin({ 'a.txt': 'a\n' });
    const copy = await privateIndexCopy(join(repo.dir, '.git', 'no-index'), 'ralph-test-index-');
    try {
      const git = createGit({ cwd: repo.dir, env: isolatedGitEnv });
      const listed = await git.exec(['ls-files'], { env: copy.env });
      expect(listed.stdout).toBe('');
    } finally {
      await copy.remove();
    }
  });

  test('the changed files of the working tree include a racily clean edit', async () => {
    const { repo: made } = racilyCleanEdit();
    repo = made;
    const git = createGit({ cwd: made.dir, env: isolatedGitEnv });
    const changes = await git.changedFiles(await git.revParse('HEAD'));
    expect(changes.modified).toEqual(['Makefile']);
  });

  test('the tree built from the working tree holds the edit, not the cached version', async () => {
    const { repo: made, after } = racilyCleanEdit();
    repo = made;
    const git = createGit({ cwd: made.dir, env: isolatedGitEnv });
    const tree = await workingTreeAsTree(git);
    const committed = await git.exec(['cat-file', 'blob', `${tree}:Makefile`]);
    expect(committed.stdout).toBe(after);
  });
});
