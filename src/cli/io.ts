/** Terminal I/O for the `ralph` commands: the real process, or a buffer for tests. */
import { fstatSync, writeSync } from 'node:fs';
import type { CliIO } from './types.js';

export interface Colors {
  red(text: string): string;
  green(text: string): string;
  yellow(text: string): string;
  cyan(text: string): string;
  bold(text: string): string;
  dim(text: string): string;
}

const sgr = (open: number, close: number) => (text: string) =>
  `\u001b[${open}m${text}\u001b[${close}m`;
const plain = (text: string) => text;

/** ANSI colors when enabled, identity functions otherwise. */
export function colors(enabled: boolean): Colors {
  if (!enabled)
    return { red: plain, green: plain, yellow: plain, cyan: plain, bold: plain, dim: plain };
  return {
    red: sgr(31, 39),
    green: sgr(32, 39),
    yellow: sgr(33, 39),
    cyan: sgr(36, 39),
    bold: sgr(1, 22),
    dim: sgr(2, 22),
  };
}

/** Colors only on a terminal, and never when NO_COLOR is set (https://no-color.org). */
export function wantsColor(isTTY: boolean, env: NodeJS.ProcessEnv): boolean {
  return isTTY && (env.NO_COLOR === undefined || env.NO_COLOR === '');
}

/**
 * Writes standard output. A pipe or a file gets plain synchronous writes: the stream behind
 * process.stdout (with the net and stream modules it loads) costs a command that prints one
 * line more than its own work on a small task list. Anything else (a terminal) gets
 * process.stdout. A pipe another process left non-blocking may refuse a write (EAGAIN): from
 * then on, what is left goes through process.stdout, in order. A reader that went away
 * (EPIPE, `ralph ... | head -1`) ends the output quietly.
 */
export function stdoutWriter(
  fd = 1,
  /** The stream for what plain writes cannot take (read only when needed). */
  stream: () => NodeJS.WriteStream = () => process.stdout,
): { write(text: string): void; isTTY: boolean } {
  let plain = false;
  try {
    const info = fstatSync(fd);
    plain = info.isFIFO() || info.isFile();
  } catch {
    // closed or unusable: process.stdout decides
  }
  if (!plain) {
    return {
      write: (text) => void stream().write(text),
      isTTY: stream().isTTY === true,
    };
  }
  let mode: 'sync' | 'stream' | 'closed' = 'sync';
  return {
    isTTY: false,
    write(text) {
      if (mode === 'closed') return;
      if (mode === 'stream') {
        stream().write(text);
        return;
      }
      const bytes = Buffer.from(text);
      let written = 0;
      while (written < bytes.length) {
        try {
          written += writeSync(fd, bytes, written);
        } catch (e) {
          const code = (e as NodeJS.ErrnoException).code;
          if (code === 'EPIPE') {
            mode = 'closed';
            return;
          }
          if (code !== 'EAGAIN') throw e;
          mode = 'stream';
          stream().write(bytes.subarray(written));
          return;
        }
      }
    },
  };
}

export function createProcessIO(): CliIO {
  const out = stdoutWriter();
  const isTTY = out.isTTY;
  return {
    stdout: (text) => out.write(text),
    stderr: (text) => void process.stderr.write(text),
    isTTY,
    color: wantsColor(isTTY, process.env),
    cwd: process.cwd(),
    env: process.env,
  };
}

export interface BufferIO extends CliIO {
  readonly out: string;
  readonly err: string;
}

/** Captures output in memory (tests, and commands that call other commands). */
export function createBufferIO(
  opts: Partial<Pick<CliIO, 'cwd' | 'env' | 'isTTY' | 'color'>> = {},
): BufferIO {
  let out = '';
  let err = '';
  return {
    stdout: (text) => void (out += text),
    stderr: (text) => void (err += text),
    isTTY: opts.isTTY ?? false,
    color: opts.color ?? false,
    cwd: opts.cwd ?? process.cwd(),
    env: opts.env ?? {},
    get out() {
      return out;
    },
    get err() {
      return err;
    },
  };
}
