/** Which tasks the reviewer judges: the task's own `review:` wins over the run's setting. */
import { describe, expect, it } from '@jest/globals';
import { reviewWanted } from '../../src/engine/iteration/review.js';
import type { Task } from '../../src/prd/schema.js';

const task = (review?: boolean): Task => ({
  id: 't',
  title: 'T',
  status: 'pending',
  ...(review === undefined ? {} : { review }),
});

describe('reviewWanted', () => {
  it.each([
    [undefined, undefined, false],
    [false, undefined, false],
    [true, undefined, true],
    [true, false, false],
    [false, true, true],
    [undefined, true, true],
  ])('run %s, task %s -> %s', (run, own, wanted) => {
    expect(reviewWanted({ review: run }, task(own))).toBe(wanted);
  });
});
