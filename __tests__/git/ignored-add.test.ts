/**
 * A file the run must commit that a project rule ignores (python-tabulate's `.*` hides
 * .ralph/): the raw "git add … failed: paths are ignored" becomes a stop that names the rule
 * and the negation that undoes it.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createGit, ignoredPathsMessage } from '../../src/git/git.js';
import { createRepoWithOrigin, isolatedGitEnv } from '../../test-support/git-repo.js';

const cleanups: Array<() => void> = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()!();
});

describe('git add of an ignored path the run must commit', () => {
  it('names the file, the rule and where it is, and the negation', async () => {
    const r = createRepoWithOrigin({ 'README.md': '# demo\n', '.gitignore': 'build\n*.pyc\n.*\n' });
    cleanups.push(r.cleanup);
    mkdirSync(join(r.dir, '.ralph'));
    writeFileSync(join(r.dir, '.ralph/state.json'), '{}\n');
    const git = createGit({ cwd: r.dir, env: isolatedGitEnv });
    const error = await git.add(['.ralph/state.json']).then(
      () => undefined,
      (e: Error) => e,
    );
    expect(error?.message).toBe(
      'Cannot commit .ralph/state.json (.gitignore:3: ".*"): a .gitignore rule ignores it. ' +
        'Add "!/.ralph/" to .gitignore after that rule (`ralph init` adds these), commit it, then run again',
    );
    expect(error?.message).not.toContain('git add');
  });

  it('without the rule, says how to find it', () => {
    expect(ignoredPathsMessage('')).toContain('`git check-ignore -v <path>` names the rule');
  });
});
