/** The note of a `/ralph next` or `/ralph run N` reply: how many iterations ran, in words. */
import { describe, expect, it } from '@jest/globals';
import { runCommandNote } from '../../src/github/flows/command-run.js';

describe('runCommandNote', () => {
  it('counts the iterations of `run`, one or many', () => {
    expect(runCommandNote('run', 1, 'Stopped: nothing ready.')).toBe(
      '1 iteration run. Stopped: nothing ready.',
    );
    expect(runCommandNote('run', 3, 'Reached the iteration limit.')).toBe(
      '3 iterations run. Reached the iteration limit.',
    );
  });

  it('`next` runs one by definition, and a run of none says only why', () => {
    expect(runCommandNote('next', 1, 'Task done.')).toBe('Task done.');
    expect(runCommandNote('run', 0, 'All tasks done.')).toBe('All tasks done.');
  });
});
