import { describe, expect, it } from '@jest/globals';
import { formatResetTime, usageLimitReset } from '../../src/agent/usage-limit-reset.js';

describe('usageLimitReset', () => {
  it('reads the Unix seconds of Claude Code subscription limit message', () => {
    expect(usageLimitReset('Claude AI usage limit reached|1767225600')).toEqual(
      new Date('2026-01-01T00:00:00Z'),
    );
    expect(
      usageLimitReset(
        'Usage limit reached (not retried): API Error: Request rejected (429) · Claude AI usage limit reached|1767270600',
      ),
    ).toEqual(new Date('2026-01-01T12:30:00Z'));
  });

  it('finds no reset in a limit that names none', () => {
    expect(usageLimitReset('Credit balance is too low')).toBeUndefined();
    expect(usageLimitReset('You have hit your limit')).toBeUndefined();
  });
});

describe('formatResetTime', () => {
  const now = new Date('2026-01-01T10:05:00Z');
  it('a time of day within the next 20 hours', () => {
    expect(formatResetTime(new Date('2026-01-01T12:30:00Z'), now)).toBe('12:30 UTC');
    expect(formatResetTime(new Date('2026-01-02T03:00:00Z'), now)).toBe('03:00 UTC');
  });
  it('the date too when it is further away', () => {
    expect(formatResetTime(new Date('2026-01-03T12:30:00Z'), now)).toBe('2026-01-03 12:30 UTC');
  });
});
