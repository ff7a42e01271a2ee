import { describe, expect, it } from '@jest/globals';
import { AT_ONCE, makespanMs, medianMeasurement, roundMs } from '../../bench/parallel.js';

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

describe('the measurement the parallel row shows', () => {
  it('is the one with the median ratio, its two times kept together', () => {
    const measured = [
      { sequentialMs: 36_000, parallelMs: 23_000, id: 'slow round' }, // 0.64
      { sequentialMs: 39_000, parallelMs: 20_500, id: 'fast round' }, // 0.53
      { sequentialMs: 38_000, parallelMs: 22_000, id: 'typical' }, // 0.58
    ];
    expect(medianMeasurement(measured).id).toBe('typical');
    expect(medianMeasurement(measured.slice(0, 1)).id).toBe('slow round');
    // An even count: the lower of the middle two.
    expect(medianMeasurement(measured.slice(0, 2)).id).toBe('fast round');
    expect(() => medianMeasurement([])).toThrow('no measurement');
  });
});
