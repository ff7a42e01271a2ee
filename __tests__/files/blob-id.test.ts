/**
 * The blob id of a file in the working tree, read in pieces: it must be the id git gives the
 * same bytes (the harness compares it with the starting commit's tree to decide a restore),
 * whatever the size or encoding, and it never reads through a link.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import {
  appendFileSync,
  mkdirSync,
  mkdtempSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { blobIdInRepo } from '../../src/engine/files.js';
import { LinkRefusedError } from '../../src/files/atomic.js';
import { blobId, blobIdOfText } from '../../src/git/tree.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function temp(): string {
  const dir = mkdtempSync(join(tmpdir(), 'blob-id-'));
  dirs.push(dir);
  return dir;
}
function gitHashObject(path: string): string {
  return execFileSync('git', ['hash-object', '--no-filters', path], { encoding: 'utf8' }).trim();
}

const SHA1_LIKE = '0'.repeat(40);

describe('blobIdInRepo', () => {
  it('is the id git gives a large file with bytes that are not UTF-8', async () => {
    const dir = temp();
    const path = join(dir, 'progress.txt');
    // Several read chunks, a partial last one, and invalid UTF-8 (0xff, a lone 0xc3).
    const bytes = Buffer.alloc(700 * 1024 + 13);
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 131) % 256;
    writeFileSync(path, bytes);
    const id = await blobIdInRepo(dir, path, SHA1_LIKE);
    expect(id).toBe(gitHashObject(path));
    expect(id).toBe(blobId(bytes, SHA1_LIKE));
  });

  it('is the id of an empty blob for an empty file, and undefined for a missing one', async () => {
    const dir = temp();
    const path = join(dir, 'empty');
    writeFileSync(path, '');
    expect(await blobIdInRepo(dir, path, SHA1_LIKE)).toBe(gitHashObject(path));
    expect(await blobIdInRepo(dir, join(dir, 'missing'), SHA1_LIKE)).toBeUndefined();
  });

  it('is a SHA-256 id when the commit ids are SHA-256', async () => {
    const dir = temp();
    const path = join(dir, 'file');
    writeFileSync(path, 'hello\n');
    const id = await blobIdInRepo(dir, path, 'a'.repeat(64));
    expect(id).toHaveLength(64);
    expect(id).toBe(blobId(Buffer.from('hello\n'), 'a'.repeat(64)));
  });

  it('refuses a link at the file and a linked directory on the way', async () => {
    const dir = temp();
    const outside = temp();
    writeFileSync(join(outside, 'secret'), 'outside');
    mkdirSync(join(dir, 'real'));
    symlinkSync(join(outside, 'secret'), join(dir, 'real', 'link'));
    symlinkSync(outside, join(dir, '.ralph'));
    await expect(blobIdInRepo(dir, join(dir, 'real', 'link'), SHA1_LIKE)).rejects.toThrow(
      LinkRefusedError,
    );
    await expect(blobIdInRepo(dir, join(dir, '.ralph', 'secret'), SHA1_LIKE)).rejects.toThrow(
      LinkRefusedError,
    );
  });

  it('follows every change of a file it hashed before, at once or later', async () => {
    const dir = temp();
    const path = join(dir, 'progress.txt');
    const check = async () =>
      expect(await blobIdInRepo(dir, path, SHA1_LIKE)).toBe(gitHashObject(path));
    const settle = () => new Promise((resolve) => setTimeout(resolve, 120));
    let n = 0;
    /** A new text of the same size each time. */
    const text = () => `${String(n++).padStart(6, '0')}${'x'.repeat(4000)}\n`;
    const changes: [string, () => void][] = [
      ['append', () => appendFileSync(path, 'one more line\n')],
      ['same size, other bytes', () => writeFileSync(path, text())],
      [
        'another file renamed over it',
        () => {
          writeFileSync(join(dir, 'other'), text());
          renameSync(join(dir, 'other'), path);
        },
      ],
      [
        'removed and written again',
        () => {
          rmSync(path);
          writeFileSync(path, text());
        },
      ],
    ];
    for (const [, change] of changes) {
      writeFileSync(path, text());
      await check();
      change(); // right after the hash
      await check();
      await settle();
      await check(); // kept now: the change time is in the past
      await check();
      change();
      await check();
    }
    rmSync(path);
    expect(await blobIdInRepo(dir, path, SHA1_LIKE)).toBeUndefined();
  });
});

describe('blobIdOfText', () => {
  it('is the id git gives the text, with its UTF-8 given whole, in pieces, or not at all', () => {
    const dir = temp();
    const path = join(dir, 'prd.yaml');
    const text = `tasks:\n${'  - id: t\n'.repeat(5000)}title: café\n`;
    writeFileSync(path, text);
    const bytes = Buffer.from(text, 'utf8');
    const pieces = [bytes.subarray(0, 7), bytes.subarray(7, 30_000), bytes.subarray(30_000)];
    const expected = gitHashObject(path);
    // Another text in between: the last answer is kept, for a text equal to the last one.
    const other = () => blobIdOfText('other', SHA1_LIKE);
    for (const given of [pieces, bytes, undefined]) {
      other();
      expect(blobIdOfText(text, SHA1_LIKE, given)).toBe(expected);
    }
  });
});
