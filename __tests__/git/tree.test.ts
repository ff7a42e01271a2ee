/** Reading files at commits: blob ids from one ls-tree, texts kept by blob id. */
import { afterEach, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGit } from '../../src/git/git.js';
import { blobIdOfText, fileAt, textOfBlobId, treeEntriesAt } from '../../src/git/tree.js';
import type { Git } from '../../src/git/types.js';
import { createRepoWithOrigin, isolatedGitEnv } from '../../test-support/git-repo.js';

const cleanups: Array<() => void> = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()!();
});

/** A real git wrapper whose `showFile` calls are counted. */
function countingGit(dir: string): { git: Git; shows: string[] } {
  const real = createGit({ cwd: dir, env: isolatedGitEnv, retryDelayMs: 1 });
  const shows: string[] = [];
  const git: Git = {
    ...real,
    showFile: (ref, path) => {
      shows.push(`${ref.slice(0, 7)}:${path}`);
      return real.showFile(ref, path);
    },
  };
  return { git, shows };
}

function commitAll(dir: string, message: string): string {
  const run = (args: string[]) =>
    execFileSync('git', args, { cwd: dir, env: { ...process.env, ...isolatedGitEnv } })
      .toString()
      .trim();
  run(['add', '-A']);
  run(['commit', '-qm', message]);
  return run(['rev-parse', 'HEAD']);
}

describe('fileAt', () => {
  it('reads an unchanged blob once across commits, and a changed one again', async () => {
    const r = createRepoWithOrigin({ 'CLAUDE.md': '# Rules\n', 'notes.txt': 'one\n' });
    cleanups.push(r.cleanup);
    const { git, shows } = countingGit(r.dir);
    const first = await git.revParse('HEAD');
    writeFileSync(join(r.dir, 'notes.txt'), 'two\n');
    const second = commitAll(r.dir, 'notes only');
    writeFileSync(join(r.dir, 'CLAUDE.md'), '# Rules, revised\n');
    const third = commitAll(r.dir, 'rules');

    const read = async (ref: string) => {
      await treeEntriesAt(git, ref, ['CLAUDE.md']);
      return fileAt(git, ref, 'CLAUDE.md');
    };
    expect(await read(first)).toBe('# Rules\n');
    expect(await read(second)).toBe('# Rules\n');
    expect(await read(third)).toBe('# Rules, revised\n');
    // The second commit holds the first one's blob: its text was already known.
    expect(shows).toEqual([`${first.slice(0, 7)}:CLAUDE.md`, `${third.slice(0, 7)}:CLAUDE.md`]);
  });

  it('asks git when the blob id is not known, and for a ref that is not a full hash', async () => {
    const r = createRepoWithOrigin({ 'CLAUDE.md': '# Rules\n' });
    cleanups.push(r.cleanup);
    const { git, shows } = countingGit(r.dir);
    const head = await git.revParse('HEAD');
    expect(await fileAt(git, head, 'CLAUDE.md')).toBe('# Rules\n');
    expect(await fileAt(git, 'HEAD', 'CLAUDE.md')).toBe('# Rules\n');
    expect(shows).toEqual([`${head.slice(0, 7)}:CLAUDE.md`, 'HEAD:CLAUDE.md']);
  });
});

describe('blobIdOfText', () => {
  /** `git hash-object` in a repository of the given object format. */
  const hashObject = (text: string, format: 'sha1' | 'sha256') => {
    const dir = mkdtempSync(join(tmpdir(), 'blob-id-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    execFileSync('git', ['init', '-q', `--object-format=${format}`, dir]);
    return execFileSync('git', ['hash-object', '--stdin'], { cwd: dir, input: text })
      .toString()
      .trim();
  };

  it("gives git's blob id of a text written as UTF-8, in either object format", () => {
    const text = 'title: Naïve — ✓ 🚀\n';
    expect(blobIdOfText(text, 'a'.repeat(40))).toBe(hashObject(text, 'sha1'));
    expect(blobIdOfText(text, 'a'.repeat(64))).toBe(hashObject(text, 'sha256'));
  });

  it('gives a text asked for again, or changed after it was asked for, its own id', () => {
    const first = `tasks:\n${'  - id: a\n'.repeat(1000)}`;
    const id = blobIdOfText(first, 'a'.repeat(40));
    expect(blobIdOfText(`${first}`, 'a'.repeat(40))).toBe(id);
    const changed = first.replace(/a\n$/, 'b\n');
    expect(blobIdOfText(changed, 'a'.repeat(40))).toBe(hashObject(changed, 'sha1'));
    expect(blobIdOfText(first, 'a'.repeat(40))).toBe(hashObject(first, 'sha1'));
  });

  it('gives the same id from the UTF-8 bytes the caller already has', () => {
    const text = `title: Naïve ✓ ${'x'.repeat(3000)}\n`;
    const bytes = Buffer.from(text, 'utf8');
    expect(blobIdOfText(text, 'a'.repeat(40), bytes)).toBe(hashObject(text, 'sha1'));
    expect(blobIdOfText(`${text} `, 'a'.repeat(64), Buffer.from(`${text} `))).toBe(
      hashObject(`${text} `, 'sha256'),
    );
  });

  it('gives back the text it last hashed by that id, and nothing for another id', () => {
    const text = `tasks:\n${'  - id: c\n'.repeat(500)}`;
    const id = blobIdOfText(text, 'a'.repeat(40));
    expect(id).toBe(hashObject(text, 'sha1'));
    expect(textOfBlobId(id)).toBe(text);
    expect(textOfBlobId(hashObject(`${text}# more\n`, 'sha1'))).toBeUndefined();
    const other = blobIdOfText(`${text}# more\n`, 'a'.repeat(40));
    expect(textOfBlobId(other)).toBe(`${text}# more\n`);
    expect(textOfBlobId(id)).toBeUndefined(); // one text is kept: the last one hashed
  });
});
