import { describe, expect, it } from '@jest/globals';
import { createBufferIO, colors, wantsColor } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import type { CliCommand } from '../../src/cli/types.js';

const waitForAbort: CliCommand = {
  name: 'wait',
  summary: 'Waits until interrupted',
  usage: 'ralph wait',
  examples: ['ralph wait'],
  options: {},
  optionHelp: {},
  maxPositionals: 0,
  run: ({ signal, io }) =>
    new Promise((resolve) => {
      signal.addEventListener('abort', () => {
        io.stdout(`aborted: ${(signal.reason as Error).message}\n`);
        resolve(130);
      });
    }),
};

const crash: CliCommand = {
  ...waitForAbort,
  name: 'crash',
  run: async () => {
    throw new Error('disk on fire');
  },
};

describe('main', () => {
  it('SIGINT aborts the signal handed to the command, and the handlers are removed after', async () => {
    const io = createBufferIO();
    const before = process.listenerCount('SIGINT');
    const running = main(['wait'], io, { commands: [waitForAbort] });
    expect(process.listenerCount('SIGINT')).toBe(before + 1);
    process.emit('SIGINT');
    expect(await running).toBe(130);
    expect(io.out).toBe('aborted: interrupted by SIGINT\n');
    expect(process.listenerCount('SIGINT')).toBe(before);
  });

  it('an unexpected failure is one error line and exit 1, no stack trace', async () => {
    const io = createBufferIO();
    expect(await main(['crash'], io, { commands: [crash] })).toBe(1);
    expect(io.err).toBe('error: disk on fire\n');
  });

  it('unknown top-level options are usage errors', async () => {
    const io = createBufferIO();
    expect(await main(['--frobnicate'], io)).toBe(2);
    expect(io.err).toContain("error: unknown option '--frobnicate'");
  });
});

describe('colors', () => {
  it('only on a TTY without NO_COLOR', () => {
    expect(wantsColor(true, {})).toBe(true);
    expect(wantsColor(true, { NO_COLOR: '1' })).toBe(false);
    expect(wantsColor(false, {})).toBe(false);
    expect(colors(false).red('x')).toBe('x');
    expect(colors(true).red('x')).toBe('\u001b[31mx\u001b[39m');
  });
});
