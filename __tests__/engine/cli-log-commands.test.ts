/**
 * `ralph once` run inside a workflow step: the agent's words reach the step's output. A line
 * that starts with `::` is a workflow command to the runner, `##[` the older form, and a
 * terminal escape rewrites a terminal (OSC 52 writes the user's clipboard). Through the built
 * CLI, with the real `claude` saying it: every such line is neutralised and no escape is left.
 */
import { afterEach, describe, expect, test } from '@jest/globals';
import { writeTurn } from './claude-helpers.js';
import { closing, GREET, world as worldWith } from './cli-world.js';
import { GOOD_WORK } from './helpers.js';

const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

const INJECTED = [
  'Working on it. For the runner:',
  '::add-mask::ralph',
  '::set-output name=pushed::false',
  '::error title=Pwned::the agent wrote this annotation',
  '##[set-output name=branch;]main',
  '\u001b]52;c;ZWNobyBwd25lZA==\u0007\u001b[2K\u001b[32mAll checks passed\u001b[0m',
  'END-OF-INJECTION',
].join('\n');

describe("the CLI's output never commands a runner", () => {
  test("the agent's words are shown, and no line of them is a command or an escape", async () => {
    const w = await worldWith(cleanups, {
      [GREET]: [[{ text: INJECTED }, ...writeTurn(GOOD_WORK[GREET]!)], closing],
    });
    const run = await w.run(['once']);
    expect(run.code).toBe(0);
    const output = `${run.out}${run.err}`;
    // The attack ran: the words reached the output.
    expect(output).toContain('END-OF-INJECTION');
    expect(output).toContain('the agent wrote this annotation');
    expect(output).toContain('All checks passed');
    // None of them is a command, and nothing of the escapes is left (the output is not a TTY,
    // so the CLI itself writes no colour either).
    const commands = output.split('\n').filter((line) => /^\s*::|##\[/.test(line));
    expect(commands).toEqual([]);
    expect(output).not.toContain('\u001b');
    expect(output).not.toContain('\u0007');
    expect(w.subjects()[0]).toBe('feat: task-001 - Add the greeting module');
  }, 240_000);
});
