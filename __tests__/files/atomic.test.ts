/** The atomic writer never writes, reads or deletes through a link below its `within` root. */
import { afterEach, describe, expect, it } from '@jest/globals';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  LinkRefusedError,
  readIfExists,
  removeNoFollow,
  writeFileAtomic,
} from '../../src/files/atomic.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function temp(): string {
  const dir = mkdtempSync(join(tmpdir(), 'atomic-'));
  dirs.push(dir);
  return dir;
}

describe('writeFileAtomic / readIfExists / removeNoFollow with within', () => {
  it('refuses a linked directory on the way, and leaves the link target untouched', async () => {
    const root = temp();
    const outside = temp();
    writeFileSync(join(outside, 'state.json'), 'outside\n');
    symlinkSync(outside, join(root, '.ralph'));
    const target = join(root, '.ralph', 'state.json');

    await expect(writeFileAtomic(target, 'x', { within: root })).rejects.toThrow(LinkRefusedError);
    await expect(readIfExists(target, { within: root })).rejects.toThrow('refusing to use');
    await expect(removeNoFollow(target, { within: root })).rejects.toThrow(LinkRefusedError);
    expect(readdirSync(outside)).toEqual(['state.json']);
    expect(readFileSync(join(outside, 'state.json'), 'utf8')).toBe('outside\n');
  });

  it('a link at the file itself is replaced on write, refused on read, removed itself on delete', async () => {
    const root = temp();
    const outside = temp();
    writeFileSync(join(outside, 'secret'), 'keep\n');
    mkdirSync(join(root, '.ralph'));
    const path = join(root, '.ralph', 'progress.txt');
    symlinkSync(join(outside, 'secret'), path);

    await expect(readIfExists(path, { within: root })).rejects.toThrow('is a symbolic link');
    await writeFileAtomic(path, 'mine\n', { within: root });
    expect(lstatSync(path).isFile()).toBe(true);
    expect(readFileSync(join(outside, 'secret'), 'utf8')).toBe('keep\n');

    rmSync(path);
    symlinkSync(outside, path);
    await removeNoFollow(path, { within: root });
    expect(existsSync(path)).toBe(false);
    expect(readFileSync(join(outside, 'secret'), 'utf8')).toBe('keep\n');
  });

  it('creates missing directories and keeps the mode of a regular file', async () => {
    const root = temp();
    const path = join(root, 'a', 'b', 'c.txt');
    await writeFileAtomic(path, 'one', { within: root });
    expect(readFileSync(path, 'utf8')).toBe('one');
    expect(await readIfExists(join(root, 'missing'), { within: root })).toBeUndefined();
  });

  it('writes bytes given in pieces, in order, whole', async () => {
    const root = temp();
    const path = join(root, 'prd.yaml');
    const big = Buffer.alloc(300 * 1024, 'a');
    await writeFileAtomic(path, [
      Buffer.from('tasks:\n'),
      big,
      Buffer.alloc(0),
      Buffer.from('end\n'),
    ]);
    expect(readFileSync(path, 'utf8')).toBe(`tasks:\n${big.toString()}end\n`);
    expect(readdirSync(root)).toEqual(['prd.yaml']);
  });

  it('reads a file larger than one read as the same text, characters across the pieces whole', async () => {
    const root = temp();
    const path = join(root, 'prd.yaml');
    // 'é' and '€' take 2 and 3 bytes: with the odd prefix they fall across 64 KiB boundaries.
    const text = `x${'tâche é € ✓\n'.repeat(150_000)}`;
    writeFileSync(path, text);
    expect(await readIfExists(path, { within: root })).toBe(text);
    expect(await readIfExists(path)).toBe(text);
  });
});
