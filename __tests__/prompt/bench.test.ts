import { describe, expect, it } from '@jest/globals';
import { benchPromptBytes } from '../../src/prompt/bench.js';

describe('benchPromptBytes', () => {
  it('measures the nexus prompt against the raw YAML dump on a 200-task project', async () => {
    const rows = await benchPromptBytes();
    const byFigure = Object.fromEntries(rows.map((r) => [r.figure, r]));
    const raw = byFigure['raw YAML dump prompt (spec 004 "before"), 200 tasks']!;
    const nexus = byFigure['nexus prompt of one task, 200 tasks']!;
    expect(raw.value).toBeGreaterThan(50_000);
    // sizes are deterministic (bytes, not time), so the target itself is asserted
    expect(nexus.value).toBeGreaterThan(1_000);
    expect(nexus.value).toBeLessThan(raw.value);
    expect(rows.every((r) => r.ok)).toBe(true);
    expect(rows.map((r) => r.unit)).toEqual(['bytes', 'bytes', 'bytes', '%', 'bytes']);
  });
});
