import { describe, expect, it } from '@jest/globals';
import { AT_ONCE, makespanMs, roundMs } from '../../bench/parallel.js';

describe('the parallel round of the bench, as GitHub would run its jobs', () => {
  it('starts each task job on the runner free first, as a matrix with max-parallel does', () => {
    expect(makespanMs([], 3)).toBe(0);
    expect(makespanMs([5, 5, 5, 5, 5, 5], 3)).toBe(10);
    // The long job holds one runner; the short ones go through the others.
    expect(makespanMs([9, 2, 2, 2, 2], 2)).toBe(9);
    expect(makespanMs([2, 2, 9], 2)).toBe(11);
    expect(makespanMs([4, 4, 4], 1)).toBe(12);
  });

  it('is the plan job, then the task jobs, then the integration job', () => {
    const taskMs = [7_000, 7_500, 6_800, 7_200, 7_100, 6_900];
    const round = roundMs({ planMs: 1_000, taskMs, integrateMs: 3_000 });
    expect(AT_ONCE).toBe(3);
    // Runners free at 7,000 / 7,500 / 6,800; then 7,200 goes to the third (14,000), 7,100 to
    // the first (14,100), 6,900 to the second (14,400).
    expect(round).toBe(1_000 + 14_400 + 3_000);
  });
});
