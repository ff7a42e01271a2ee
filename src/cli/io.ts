/** Terminal I/O for the `ralph` commands: the real process, or a buffer for tests. */
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

export function createProcessIO(): CliIO {
  const isTTY = process.stdout.isTTY === true;
  return {
    stdout: (text) => void process.stdout.write(text),
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
