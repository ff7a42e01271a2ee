import { describe, expect, it } from '@jest/globals';
import { HELP_TEXT, parseCommand, type RalphCommand } from '../../src/github/commands.js';

describe('parseCommand', () => {
  it.each<[string, RalphCommand | undefined]>([
    ['/ralph next', { kind: 'next' }],
    ['/RALPH Next', { kind: 'next' }],
    ['  /ralph   next  ', { kind: 'next' }],
    ['/ralph next\n\nPlease be careful with the migrations.', { kind: 'next' }],
    ['/ralph run 3', { kind: 'run', count: 3 }],
    ['/ralph run 250', { kind: 'run', count: 250 }],
    ['/ralph status', { kind: 'status' }],
    ['/ralph skip task-004', { kind: 'skip', id: 'task-004' }],
    ['/ralph retry T-002', { kind: 'retry', id: 'T-002' }],
    ['/ralph retry 7', { kind: 'retry', id: '7' }],
    [
      '/ralph block task-004 waiting for  the API key',
      { kind: 'block', id: 'task-004', reason: 'waiting for  the API key' },
    ],
    ['/ralph plan', { kind: 'plan' }],
    ['/ralph address', { kind: 'address' }],
    ['/Ralph ADDRESS', { kind: 'address' }],
    ['/ralph address now', { kind: 'invalid', reason: '`address` takes no arguments (got `now`)' }],
    ['/ralph help', { kind: 'help' }],
    ['/ralph', { kind: 'help' }],
    ['/ralph deploy now', { kind: 'unknown', text: 'deploy now' }],
    // Not commands.
    ['', undefined],
    ['Looks good to me', undefined],
    ['LGTM\n/ralph next', undefined],
    ['/ralphy next', undefined],
    ['`/ralph next`', undefined],
    ['please /ralph next', undefined],
  ])('%j', (body, expected) => {
    expect(parseCommand(body)).toEqual(expected);
  });

  it.each([
    ['/ralph run', '`run` needs a number of iterations, e.g. `/ralph run 3`'],
    ['/ralph run 0', '`run` needs a positive whole number of iterations, got `0`'],
    ['/ralph run -2', '`run` needs a positive whole number of iterations, got `-2`'],
    ['/ralph run three', '`run` needs a positive whole number of iterations, got `three`'],
    ['/ralph run 2.5', '`run` needs a positive whole number of iterations, got `2.5`'],
    ['/ralph skip', '`skip` needs a task id, e.g. `/ralph skip task-003`'],
    ['/ralph retry a b', '`retry` takes one task id (got `a b`)'],
    [
      '/ralph block',
      '`block` needs a task id and a reason, e.g. `/ralph block task-003 waiting for the API key`',
    ],
    ['/ralph block task-003', '`block task-003` needs a reason after the task id'],
    ['/ralph next please', '`next` takes no arguments (got `please`)'],
    // The commenter's text is a code span: no mention, link or image can render from it.
    [
      '/ralph next @org/team ![x](https://e.example/x.png) `tick`',
      '`next` takes no arguments (got `` @org/team ![x](https://e.example/x.png) `tick` ``)',
    ],
    ['/ralph block `x`', '`` block `x` `` needs a reason after the task id'],
  ])('%j is invalid', (body, reason) => {
    expect(parseCommand(body)).toEqual({ kind: 'invalid', reason });
  });

  it('ignores commands in quotes and code blocks, and reads the first line of prose after them', () => {
    expect(parseCommand('> /ralph next\n\nWhy did this run?')).toBeUndefined();
    expect(parseCommand('> @alice wrote:\n> /ralph run 5\n\n/ralph status')).toEqual({
      kind: 'status',
    });
    // A line right after a quote continues the quote.
    expect(parseCommand('> quoted\n/ralph next')).toBeUndefined();
    expect(parseCommand('```\n/ralph next\n```\n')).toBeUndefined();
    expect(parseCommand('```sh\n/ralph next\n```\n/ralph skip task-1')).toEqual({
      kind: 'skip',
      id: 'task-1',
    });
    expect(parseCommand('~~~~\n```\n/ralph next\n```\n~~~~\n/ralph plan')).toEqual({
      kind: 'plan',
    });
    expect(parseCommand('    /ralph next\n\n/ralph status')).toEqual({ kind: 'status' });
    expect(parseCommand('\r\n\r\n/ralph run 2\r\n')).toEqual({ kind: 'run', count: 2 });
  });

  it('uses a custom prefix', () => {
    expect(parseCommand('/bot next', '/bot')).toEqual({ kind: 'next' });
    expect(parseCommand('/ralph next', '/bot')).toBeUndefined();
    expect(parseCommand('!Ralph run 2', '!ralph')).toEqual({ kind: 'run', count: 2 });
  });
});

describe('HELP_TEXT', () => {
  it('lists every command with the prefix in use', () => {
    const help = HELP_TEXT('/bot');
    for (const command of [
      'next',
      'run N',
      'status',
      'skip <id>',
      'retry <id>',
      'block <id> <reason>',
      'address',
      'plan',
      'help',
    ]) {
      expect(help).toContain(`\`/bot ${command}\``);
    }
    expect(help).not.toContain('/ralph');
  });
});
