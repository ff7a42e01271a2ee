/**
 * Standard output of the `ralph` commands: plain synchronous writes to a pipe or a file,
 * process.stdout for a terminal, and the two ways a pipe can refuse a write (a non-blocking
 * pipe that is full, a reader that went away), tried on real pipes.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { execFileSync, spawnSync } from 'node:child_process';
import {
  closeSync,
  constants,
  mkdtempSync,
  openSync,
  readFileSync,
  readSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { stdoutWriter } from '../../src/cli/io.js';

const dirs: string[] = [];
const fds: number[] = [];
afterEach(() => {
  for (const fd of fds.splice(0)) closeSync(fd);
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A stream that keeps what it is given, in place of process.stdout. */
function collector() {
  const chunks: Buffer[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(Buffer.from(chunk));
      done();
    },
  });
  return {
    stream: stream as unknown as NodeJS.WriteStream,
    text: () => Buffer.concat(chunks).toString(),
  };
}

/** Both ends of a named pipe, opened non-blocking (as another process may leave a pipe). */
function nonBlockingFifo(): { reader: number; writer: number } {
  const dir = mkdtempSync(join(tmpdir(), 'ralph-io-'));
  dirs.push(dir);
  const path = join(dir, 'fifo');
  execFileSync('mkfifo', [path]);
  const reader = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  const writer = openSync(path, constants.O_WRONLY | constants.O_NONBLOCK);
  fds.push(reader, writer);
  return { reader, writer };
}

function drain(fd: number): string {
  const chunks: Buffer[] = [];
  const buffer = Buffer.alloc(65536);
  for (;;) {
    let n: number;
    try {
      n = readSync(fd, buffer);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'EAGAIN') break;
      throw e;
    }
    if (n === 0) break;
    chunks.push(Buffer.from(buffer.subarray(0, n)));
  }
  return Buffer.concat(chunks).toString();
}

describe('standard output', () => {
  it('writes to a file with plain writes, never touching the stream', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ralph-io-'));
    dirs.push(dir);
    const fd = openSync(join(dir, 'out.txt'), 'w');
    fds.push(fd);
    let streamAsked = false;
    const out = stdoutWriter(fd, () => {
      streamAsked = true;
      return collector().stream;
    });
    out.write('valid: prd.yaml: 2 tasks\n');
    out.write('é and ✓\n');
    expect(out.isTTY).toBe(false);
    expect(streamAsked).toBe(false);
    expect(readFileSync(join(dir, 'out.txt'), 'utf8')).toBe('valid: prd.yaml: 2 tasks\né and ✓\n');
  });

  it('hands the rest to the stream, in order, when a non-blocking pipe is full', () => {
    const { reader, writer } = nonBlockingFifo();
    const spill = collector();
    const out = stdoutWriter(writer, () => spill.stream);
    // Larger than a pipe's buffer: the pipe takes the start, the stream the rest.
    const lines = Array.from({ length: 20000 }, (_, i) => `line ${i}\n`).join('');
    out.write(lines);
    out.write('after\n');
    const piped = drain(reader);
    expect(piped.length).toBeGreaterThan(0);
    expect(piped.length).toBeLessThan(lines.length);
    expect(piped + spill.text()).toBe(lines + 'after\n');
  });

  it('stops quietly when the reader has gone away', () => {
    const { reader, writer } = nonBlockingFifo();
    closeSync(reader);
    fds.splice(fds.indexOf(reader), 1);
    const spill = collector();
    const out = stdoutWriter(writer, () => spill.stream);
    expect(() => out.write('nobody reads this\n')).not.toThrow();
    expect(() => out.write('nor this\n')).not.toThrow();
    expect(spill.text()).toBe('');
  });

  it('ends the built CLI output quietly when the reader closes the pipe early', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ralph-io-'));
    dirs.push(dir);
    // Thousands of warnings: far more output than a pipe holds.
    const tasks = Array.from(
      { length: 3000 },
      (_, i) => `  - {id: t${i}, title: "Task ${i}", status: in_progress}`,
    );
    writeFileSync(
      join(dir, 'prd.yaml'),
      ['schema_version: "1.0"', 'project: {title: X}', 'tasks:', ...tasks, ''].join('\n'),
    );
    const cli = join(process.cwd(), 'dist', 'cli.js');
    const run = spawnSync(
      'bash',
      ['-c', `node "${cli}" validate prd.yaml --json | head -c 1; echo " exit=\${PIPESTATUS[0]}"`],
      { encoding: 'utf8', cwd: dir },
    );
    expect(run.stdout).toBe('{ exit=0\n');
    expect(run.stderr).toBe('');
  });
});
