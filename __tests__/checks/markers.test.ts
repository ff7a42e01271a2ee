/** Markers count on their own lines only: prose, inline code and fenced examples are text. */
import { afterEach, describe, expect, it } from '@jest/globals';
import { rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { findChecksBlock, parseChecksBlock } from '../../src/checks/parse.js';
import { readChecksAtCommit } from '../../src/checks/trust.js';
import { restoreChecksBlock } from '../../src/engine/gate/harness-owned.js';
import { createGit } from '../../src/git/git.js';
import { createRepoWithOrigin, isolatedGitEnv } from '../../test-support/git-repo.js';

const BLOCK = [
  '<!-- RALPH:CHECKS:START -->',
  '```yaml',
  'checks:',
  '  - name: test',
  '    command: npm test',
  '```',
  '<!-- RALPH:CHECKS:END -->',
].join('\n');

/** A CLAUDE.md that documents the block before having one. */
const DOCUMENTED = [
  '# Project',
  '',
  'Ralph reads the block between `<!-- RALPH:CHECKS:START -->` and `<!-- RALPH:CHECKS:END -->`.',
  'Never edit anything after <!-- RALPH:CHECKS:START --> by hand.',
  '',
  'An example:',
  '',
  '````markdown',
  '<!-- RALPH:CHECKS:START -->',
  '```yaml',
  'checks: []',
  '```',
  '<!-- RALPH:CHECKS:END -->',
  '````',
  '',
  '## Quality Checks',
  '',
  `  ${BLOCK.split('\n')[0]}  `,
  ...BLOCK.split('\n').slice(1),
  '',
  'Trailing prose mentioning <!-- RALPH:CHECKS:END --> too.',
  '',
].join('\n');

const cleanups: Array<() => void> = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()!();
});

describe('markers on their own lines', () => {
  it('reads the one real block of a file that documents the markers in prose, inline code and a fence', () => {
    const result = parseChecksBlock(DOCUMENTED, 'CLAUDE.md');
    expect(result.errors).toEqual([]);
    expect(result.checks.map((c) => c.command)).toEqual(['npm test']);
  });

  it('a line appended in prose does not start a second block', () => {
    const text = `${DOCUMENTED}\nSee the <!-- RALPH:CHECKS:START --> marker above.\n`;
    expect(parseChecksBlock(text, 'CLAUDE.md')).toMatchObject({ found: true, errors: [] });
  });

  it('prose alone is no block (no false start, no false end)', () => {
    const text = 'Mention `<!-- RALPH:CHECKS:START -->` and <!-- RALPH:CHECKS:END --> here.\n';
    expect(parseChecksBlock(text, 'CLAUDE.md')).toMatchObject({ found: false, errors: [] });
    expect(findChecksBlock(text)).toBeUndefined();
  });

  it('two real blocks are still an error', () => {
    const result = parseChecksBlock(`${BLOCK}\n\n${BLOCK}\n`, 'CLAUDE.md');
    expect(result.errors[0]?.message).toMatch(/^CLAUDE\.md:9: a second RALPH:CHECKS block/);
  });

  it('the restore puts back the real block and keeps prose that mentions the markers', () => {
    const edited = DOCUMENTED.replace('command: npm test', 'command: "true"').concat(
      'New note about <!-- RALPH:CHECKS:START -->.\n',
    );
    const restored = restoreChecksBlock(DOCUMENTED, edited)!;
    expect(restored).toContain('command: npm test');
    expect(restored).not.toContain('command: "true"');
    expect(restored).toContain('New note about <!-- RALPH:CHECKS:START -->.');
    expect(restored).toContain('````markdown\n<!-- RALPH:CHECKS:START -->\n```yaml\nchecks: []');
  });
});

describe('the checks of a commit follow committed links inside the tree only', () => {
  it('CLAUDE.md -> AGENTS.md is read from AGENTS.md; a link out of the repository is an error', async () => {
    const r = createRepoWithOrigin({ 'AGENTS.md': `# Agents\n\n${BLOCK}\n` });
    cleanups.push(r.cleanup);
    symlinkSync('AGENTS.md', join(r.dir, 'CLAUDE.md'));
    r.git(['add', '-A']);
    r.git(['commit', '-qm', 'link']);
    const git = createGit({ cwd: r.dir, env: isolatedGitEnv });
    const inside = await readChecksAtCommit(git, 'HEAD');
    expect(inside.source).toBe('CLAUDE.md');
    expect(inside.result.checks.map((c) => c.command)).toEqual(['npm test']);

    rmSync(join(r.dir, 'CLAUDE.md'));
    symlinkSync('/etc/hostname', join(r.dir, 'CLAUDE.md'));
    writeFileSync(join(r.dir, 'package.json'), '{"scripts":{"test":"exit 0"}}\n');
    r.git(['add', '-A']);
    r.git(['commit', '-qm', 'link out']);
    const outside = await readChecksAtCommit(git, 'HEAD');
    expect(outside.source).toBe('CLAUDE.md');
    expect(outside.result.errors[0]?.message).toContain(
      'CLAUDE.md is a symbolic link to /etc/hostname, outside the repository',
    );
  });
});
