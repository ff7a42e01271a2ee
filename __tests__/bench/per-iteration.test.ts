/**
 * The bench's per-iteration time of `ralph loop`: the median over rounds of each round's
 * (k iterations - 1 iteration) / (k - 1), so one disturbed run cannot move the row.
 */
import { describe, expect, it } from '@jest/globals';
import { perIterationOf } from '../../bench/rows/harness-overhead.js';

describe('perIterationOf', () => {
  it('takes out the start-up: (k iterations - 1 iteration) / (k - 1)', () => {
    // 1,000 ms of start-up, 400 ms per iteration
    expect(perIterationOf([{ many: 1_000 + 6 * 400, one: 1_000 + 400 }], 6)).toBe(400);
  });

  it('is the median of the rounds, whatever their order', () => {
    const rounds = [440, 400, 420, 410, 430].map((per) => ({ many: 1_400 + 5 * per, one: 1_400 }));
    expect(perIterationOf(rounds, 6)).toBe(420);
    expect(perIterationOf(rounds.slice(1), 6)).toBe(415); // an even count: the middle two
  });

  it('is not moved by one lucky fast one-iteration run, as the minimum of each side would be', () => {
    const steady = { many: 1_000 + 6 * 400, one: 1_000 + 400 };
    const rounds = [steady, steady, { ...steady, one: 1_000 + 400 - 300 }, steady, steady];
    expect(perIterationOf(rounds, 6)).toBe(400);
    const minimumOfEachSide =
      (Math.min(...rounds.map((r) => r.many)) - Math.min(...rounds.map((r) => r.one))) / 5;
    expect(minimumOfEachSide).toBe(460);
  });
});
