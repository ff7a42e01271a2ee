import { describe, expect, it } from '@jest/globals';
import { isTestFile } from '../../src/engine/iteration.js';
import { renderPrBody } from '../../src/report/index.js';
import { iteration, markupProblems, model } from './helpers.js';

describe('what a reviewer must see about the agent', () => {
  it('recognises test files of the common layouts', () => {
    for (const path of [
      'test/slugify.test.js',
      '__tests__/a.ts',
      'src/a.spec.tsx',
      'pkg/store_test.go',
      'tests/test_api.py',
      'spec/models/user_spec.rb',
    ]) {
      expect(isTestFile(path)).toBe(true);
    }
    for (const path of ['src/slugify.js', 'docs/testing.md', 'src/contest.ts', 'latest/index.js']) {
      expect(isTestFile(path)).toBe(false);
    }
  });

  it('the PR body flags changed existing tests, restored files and an edited checks block', () => {
    const last = iteration({
      existingTestsChanged: ['test/slugify.test.js'],
      restoredFiles: ['.ralph/prd.yaml'],
      checksTampered: true,
    });
    const body = renderPrBody(model({ iterations: [last] }));
    expect(body).toContain(
      'Existing tests changed by this task (review them): `test/slugify.test.js`',
    );
    expect(body).toContain('harness-owned files, which were restored: .ralph/prd.yaml');
    expect(body).toContain('the checks of the starting commit were run');
    expect(markupProblems(body)).toEqual([]);
  });

  it('the PR body lists removed nested repositories and FIFOs apart from restored files', () => {
    const last = iteration({
      restoredFiles: ['.ralph/prd.yaml'],
      removedFiles: ['cache/.gitignore', 'vendor/lib/.git'],
    });
    const body = renderPrBody(model({ iterations: [last] }));
    expect(body).toContain('harness-owned files, which were restored: .ralph/prd.yaml.');
    expect(body).toContain(
      'The agent left entries git must not meet (nested repositories, FIFOs, sockets), which were removed: cache/.gitignore, vendor/lib/.git.',
    );
    expect(markupProblems(body)).toEqual([]);
  });

  it('the PR body lists the files the agent left that were not committed, and why', () => {
    const last = iteration({
      leftOut: [
        { path: 'bin/greet-cli', why: 'build output: ELF executable or object file' },
        { path: 'huge.log', why: "101.0 MB, over GitHub's 100 MB push limit" },
      ],
    });
    const body = renderPrBody(model({ iterations: [last] }));
    expect(body).toContain(
      "Not committed: files the agent left that are build output or too large: `bin/greet-cli` (build output: ELF executable or object file), `huge.log` (101.0 MB, over GitHub's 100 MB push limit).",
    );
    expect(markupProblems(body)).toEqual([]);
  });

  it('says nothing when there is nothing to review', () => {
    const body = renderPrBody(model({ iterations: [iteration()] }));
    expect(body).not.toContain('⚠️');
  });
});
