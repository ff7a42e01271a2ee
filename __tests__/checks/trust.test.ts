import { afterEach, describe, expect, it } from '@jest/globals';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  checksBlockChanged,
  changedChecksBlocks,
  readChecksAtCommit,
} from '../../src/checks/trust.js';
import { createGit } from '../../src/git/git.js';
import { createRepoWithOrigin, isolatedGitEnv } from '../../test-support/git-repo.js';

const cleanups: Array<() => void> = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()!();
});

const block = (yaml: string) =>
  `# Project\n\n## Quality Checks\n\n<!-- RALPH:CHECKS:START -->\n\`\`\`yaml\n${yaml}\n\`\`\`\n<!-- RALPH:CHECKS:END -->\n`;
const ORIGINAL = block('checks:\n  - name: test\n    command: npm test');

function setup(files: Record<string, string>) {
  const repo = createRepoWithOrigin(files);
  cleanups.push(repo.cleanup);
  return { repo, git: createGit({ cwd: repo.dir, env: isolatedGitEnv }) };
}

describe('readChecksAtCommit (the trust rule)', () => {
  it('reads the block of the starting commit even after the agent rewrote it', async () => {
    const { repo, git } = setup({ 'CLAUDE.md': ORIGINAL });
    const start = await git.revParse('HEAD');
    writeFileSync(
      join(repo.dir, 'CLAUDE.md'),
      block('checks:\n  - name: test\n    command: "true"'),
    );

    const { source, result } = await readChecksAtCommit(git, start);
    expect(source).toBe('CLAUDE.md');
    expect(result.checks.map((c) => c.command)).toEqual(['npm test']);
    expect(await checksBlockChanged(git, start)).toBe(true);
    expect(await changedChecksBlocks(git, start)).toEqual(['CLAUDE.md']);

    // Even a committed edit does not count for an iteration that started before it.
    await git.addAll();
    await git.commit('agent edits the gate');
    expect((await readChecksAtCommit(git, start)).result.checks[0]!.command).toBe('npm test');
  });

  it('does not report edits outside the block', async () => {
    const { repo, git } = setup({ 'CLAUDE.md': ORIGINAL });
    writeFileSync(join(repo.dir, 'CLAUDE.md'), `${ORIGINAL}\n## Codebase Patterns\n\n- use zod\n`);
    expect(await checksBlockChanged(git, 'HEAD')).toBe(false);
  });

  it('reports a block removed or added by the agent', async () => {
    const { repo, git } = setup({ 'CLAUDE.md': ORIGINAL });
    writeFileSync(join(repo.dir, 'CLAUDE.md'), '# Project\n');
    expect(await checksBlockChanged(git, 'HEAD')).toBe(true);
    writeFileSync(join(repo.dir, 'CLAUDE.md'), ORIGINAL);
    writeFileSync(join(repo.dir, 'AGENTS.md'), block('checks:\n  - name: x\n    command: "true"'));
    expect(await changedChecksBlocks(git, 'HEAD')).toEqual(['AGENTS.md']);
  });

  it("falls back to AGENTS.md's block, then to detection at the commit, then to none", async () => {
    const { repo, git } = setup({
      'CLAUDE.md': '# No block here\n',
      'AGENTS.md': block('checks:\n  - name: lint\n    command: npm run lint'),
      'package.json': JSON.stringify({ scripts: { test: 'jest' } }),
    });
    const agents = await readChecksAtCommit(git, 'HEAD');
    expect(agents.source).toBe('AGENTS.md');
    expect(agents.result.checks.map((c) => c.name)).toEqual(['lint']);

    rmSync(join(repo.dir, 'AGENTS.md'));
    await git.addAll();
    await git.commit('drop AGENTS.md');
    const detected = await readChecksAtCommit(git, 'HEAD');
    expect(detected.source).toBe('detected');
    expect(detected.result.checks.map((c) => c.command)).toEqual(['npm test']);
    expect((await readChecksAtCommit(git, 'HEAD', { detect: false })).source).toBe('none');
  });

  it('a broken block is reported, not skipped in favour of AGENTS.md', async () => {
    const { git } = setup({
      'CLAUDE.md': block('checks:\n  - name: test'),
      'AGENTS.md': block('checks:\n  - name: lint\n    command: npm run lint'),
    });
    const { source, result } = await readChecksAtCommit(git, 'HEAD');
    expect(source).toBe('CLAUDE.md');
    expect(result.errors.map((e) => e.message)).toEqual([
      'CLAUDE.md:8: check 1 ("test"): "command" is missing',
    ]);
  });
});
