import { describe, expect, it } from '@jest/globals';
import { assemblePrompt } from '../../src/prompt/assemble.js';
import { PLAN_MAX_BYTES, renderPlanLines } from '../../src/prompt/plan.js';
import type { TaskSummary } from '../../src/prompt/types.js';

function manyTasks(n: number): TaskSummary[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `task-${String(i + 1).padStart(3, '0')}`,
    title: `Implement part ${i + 1} of the billing module with its tests`,
    status: i < 10 ? 'done' : 'pending',
  }));
}

describe('the plan (context, not a worklist)', () => {
  it('lists every task when it fits', () => {
    const lines = renderPlanLines(manyTasks(3), 'task-002');
    expect(lines).toEqual([
      '- #task-001 [done] Implement part 1 of the billing module with its tests',
      '- #task-002 [done] Implement part 2 of the billing module with its tests <- your task',
      '- #task-003 [done] Implement part 3 of the billing module with its tests',
    ]);
  });

  it('caps the plan at 6 KB with a "... N more tasks" line, keeping the current task', () => {
    const tasks = manyTasks(300);
    const lines = renderPlanLines(tasks, 'task-250');
    const bytes = lines.reduce((s, l) => s + Buffer.byteLength(l) + 1, 0);
    expect(bytes).toBeLessThanOrEqual(PLAN_MAX_BYTES);
    const more = lines[lines.length - 1]!;
    const shown = lines.length - 1;
    expect(more).toBe(`... ${300 - shown} more tasks`);
    expect(lines).toContain(
      '- #task-250 [pending] Implement part 250 of the billing module with its tests <- your task',
    );
    expect(lines[0]).toContain('#task-001');
    expect(shown).toBeGreaterThan(50);
  });

  it('frames the plan as context and keeps the whole section near the cap', () => {
    const result = assemblePrompt({
      task: { id: 'task-005', title: 'Part 5', status: 'pending' },
      referenceDocs: [],
      sourceFiles: [],
      prerequisites: [],
      plan: manyTasks(300),
      checks: [],
      warnings: [],
    });
    const start = result.prompt.indexOf('## The Plan (context, not a worklist)');
    const end = result.prompt.indexOf('## Instructions');
    const section = result.prompt.slice(start, end);
    expect(section).toContain('for context only. Do not work on any task but yours');
    expect(section).toMatch(/\.\.\. \d+ more tasks/);
    expect(Buffer.byteLength(section)).toBeLessThan(PLAN_MAX_BYTES + 300);
  });
});
