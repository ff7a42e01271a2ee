/** 100,000 new files (a generated tree the agent left) are named in a warning before the add. */
import { afterEach, describe, expect, test } from '@jest/globals';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IterationContext } from '../../src/engine/iteration/context.js';
import { MANY_NEW_FILES, warnManyNewFiles } from '../../src/engine/iteration/left-out.js';
import { createGit } from '../../src/git/git.js';
import { createRepoWithOrigin, isolatedGitEnv } from '../../test-support/git-repo.js';

const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length > 0) cleanups.pop()!();
});

function contextFor(dir: string, warnings: string[]): IterationContext {
  const git = createGit({ cwd: dir, env: isolatedGitEnv });
  return {
    input: { deps: { git } },
    observer: { warning: (m: string) => warnings.push(m) },
  } as unknown as IterationContext;
}

describe('many new files', () => {
  test(`${MANY_NEW_FILES.toLocaleString('en-US')} new files get a warning naming where they are`, async () => {
    const repo = createRepoWithOrigin({ 'README.md': '# x\n' });
    cleanups.push(repo.cleanup);
    const warnings: string[] = [];
    const ctx = contextFor(repo.dir, warnings);
    for (let d = 0; d < 100; d++) {
      const dir = join(repo.dir, 'generated', String(d));
      mkdirSync(dir, { recursive: true });
      for (let f = 0; f < MANY_NEW_FILES / 100; f++) writeFileSync(join(dir, `${f}.js`), '');
    }
    await warnManyNewFiles(ctx);
    expect(warnings).toEqual([
      'The agent left 100,000 new files, most under generated/ (100,000): adding them to the commit takes a while. If they are generated, add them to .gitignore.',
    ]);

    // One file fewer: nothing is said.
    repo.git(['add', 'generated/0/0.js']);
    warnings.length = 0;
    await warnManyNewFiles(ctx);
    expect(warnings).toEqual([]);
  }, 120_000);
});
