import { describe, expect, it } from '@jest/globals';
import { benchPrd, generatePrdText } from '../../src/prd/bench.js';
import { parsePrdText, selectNextTask } from '../../src/prd/index.js';

describe('benchPrd', () => {
  it('measures valid generated lists and reports a growth row per step', async () => {
    const rows = await benchPrd({ sizes: [100, 400], runs: 1 });
    expect(rows.map((r) => [r.figure, r.unit, r.target])).toEqual([
      ['prd validate+select, 100 tasks', 'ms', 'informational'],
      ['prd validate+select, 400 tasks', 'ms', 'informational'],
      ['prd growth 100 -> 400 tasks (x4 tasks)', 'x', 'about x4 (linear; under x8)'],
    ]);
    for (const row of rows) expect(row.value).toBeGreaterThan(0);
  });

  it('generates a valid chain whose next task is the first pending one', () => {
    const loaded = parsePrdText(generatePrdText(10), 'bench.yaml');
    expect(loaded.errors).toEqual([]);
    const next = selectNextTask(loaded.prd!);
    expect(next.kind === 'task' && next.task.id).toBe('task-6');
  });
});
