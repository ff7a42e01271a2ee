/**
 * The progress log grows by appending: recordProgress gives the same text as rewriting the
 * whole log, keeps the Codebase Patterns section at the top, and the prompt reads only the
 * head of a long log.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  addProgressPatterns,
  appendProgress,
  PROGRESS_HEADER,
  readProgressHead,
  recordProgress,
} from '../../src/engine/memory.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ralph-progress-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const block = (n: number) =>
  `## 2026-01-0${n}T10:00:00.000Z - task-${n}: Task ${n}\nOutcome: done\n---`;

describe('recordProgress', () => {
  it('creates the log with its header, then appends; the text equals a whole rewrite', async () => {
    const path = join(dir, 'a', 'progress.txt');
    let expected: string | undefined;
    for (let n = 1; n <= 3; n++) {
      await recordProgress(path, [], block(n));
      expected = appendProgress(addProgressPatterns(expected, []), block(n));
    }
    // the directory did not exist: the first write created it through the rewrite path
    expect(await readFile(path, 'utf8')).toBe(expected);
    expect(expected!.startsWith(PROGRESS_HEADER)).toBe(true);
  });

  it('new pattern lines go into the section at the top; later blocks are appended after', async () => {
    const path = join(dir, 'b.txt');
    await writeFile(path, appendProgress(undefined, block(1)));
    await recordProgress(path, ['- Use the shared logger'], block(2));
    await recordProgress(path, [], block(3));
    const text = await readFile(path, 'utf8');
    const patterns = text.indexOf('## Codebase Patterns');
    expect(patterns).toBeGreaterThan(0);
    expect(text.indexOf('- Use the shared logger')).toBeGreaterThan(patterns);
    expect(text.indexOf('- Use the shared logger')).toBeLessThan(text.indexOf('task-1'));
    expect(text).not.toContain('(Patterns discovered during iterations');
    expect(text.indexOf('task-2')).toBeLessThan(text.indexOf('task-3'));
    let expected = appendProgress(undefined, block(1));
    expected = appendProgress(addProgressPatterns(expected, ['- Use the shared logger']), block(2));
    expected = appendProgress(addProgressPatterns(expected, []), block(3));
    expect(text).toBe(expected);
  });

  it('a log without the section gets it at the top (rewrite), keeping the old entries', async () => {
    const path = join(dir, 'c.txt');
    await writeFile(path, 'old notes\n');
    await recordProgress(path, [], block(1));
    const text = await readFile(path, 'utf8');
    expect(text.startsWith(PROGRESS_HEADER)).toBe(true);
    expect(text).toContain('old notes\n');
    expect(text.endsWith(`${block(1)}\n`)).toBe(true);
  });
});

describe('readProgressHead', () => {
  it('reads only the head of a long log, which holds the whole patterns section', async () => {
    const path = join(dir, 'long.txt');
    let text = addProgressPatterns(undefined, ['- Steps are pure']);
    for (let n = 0; n < 5000; n++) text = `${text}\n${block(1).replace('task-1', `task-x${n}`)}\n`;
    await writeFile(path, text);
    const head = await readProgressHead(path);
    expect(head!.length).toBeLessThan(70 * 1024);
    expect(text.startsWith(head!)).toBe(true);
    expect(head).toContain('- Steps are pure');
  });

  it('reads the whole file when the section does not end in the head, or the file is small', async () => {
    const path = join(dir, 'huge-section.txt');
    const lines = Array.from({ length: 4000 }, (_, i) => `- pattern ${i} keeps things consistent`);
    const text = `${addProgressPatterns(undefined, lines)}\n${block(1)}\n`;
    await writeFile(path, text);
    expect(await readProgressHead(path)).toBe(text);
    expect(await readProgressHead(join(dir, 'b.txt'))).toBe(
      await readFile(join(dir, 'b.txt'), 'utf8'),
    );
    expect(await readProgressHead(join(dir, 'missing.txt'))).toBeUndefined();
  });
});
