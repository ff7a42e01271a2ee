/** Neutralising log text: no line may be a workflow command, no terminal escape survives. */
import { describe, expect, it } from '@jest/globals';
import { neutraliseLogText, stripTerminalCodes } from '../../src/text/log-text.js';

const isCommand = (line: string): boolean => /^\s*::[a-z-]+/i.test(line) || line.includes('##[');

describe('neutraliseLogText', () => {
  it.each([
    '::add-mask::secret',
    '::set-output name=x::y',
    '::error title=Pwned,file=a.ts::message',
    '   ::warning::indented',
    '\t::notice::tabbed',
    '::stop-commands::token',
    'text ##[set-output name=x;]y',
    '\u001b[31m::error::coloured first\u001b[0m',
    'line one\r::error::after a carriage return',
  ])('%j is no longer a command, and reads the same', (input) => {
    const out = neutraliseLogText(input);
    expect(out.split('\n').filter(isCommand)).toEqual([]);
    expect(out.replace(/\u200b/g, '')).toBe(stripTerminalCodes(input));
  });

  it('keeps ordinary text, newlines, tabs and colons as they are', () => {
    const text = 'Agent: done\n\ttime: 12:30\nsee a::b and ::inline later';
    expect(neutraliseLogText(text)).toBe(text);
  });

  it('removes colours, cursor moves, titles and other control characters', () => {
    expect(
      stripTerminalCodes('\u001b[2K\u001b[1A\u001b[32mok\u001b[0m\u001b]0;t\u0007!\u0008\r'),
    ).toBe('ok!');
  });
});
