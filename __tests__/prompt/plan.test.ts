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

  it('renders the lines a full rendering would, whatever the size and the current task', () => {
    // The plain way: every line, then the cap (what renderPlanLines must equal).
    const reference = (plan: TaskSummary[], current: string, max: number): string[] => {
      const line = (t: TaskSummary) =>
        `- #${t.id} [${t.status}] ${t.title}${t.id === current ? ' <- your task' : ''}`;
      const lines = plan.map(line);
      const size = (l: string) => Buffer.byteLength(l) + 1;
      if (lines.reduce((s, l) => s + size(l), 0) <= max) return lines;
      const at = plan.findIndex((t) => t.id === current);
      const mine = at >= 0 ? lines[at]! : undefined;
      const reserve = size(`... ${lines.length} more tasks`);
      const kept: string[] = [];
      let used = 0;
      for (let i = 0; i < lines.length; i++) {
        const need = mine !== undefined && at > i ? size(mine) : 0;
        if (used + size(lines[i]!) + need + reserve > max) break;
        kept.push(lines[i]!);
        used += size(lines[i]!);
      }
      if (mine !== undefined && at >= kept.length) kept.push(mine);
      const omitted = lines.length - kept.length;
      return [...kept, `... ${omitted} more task${omitted === 1 ? '' : 's'}`];
    };
    const tasks = (n: number) =>
      manyTasks(n).map((t, i) => ({ ...t, title: `${t.title}${' é'.repeat(i % 7)}` }));
    for (const n of [0, 1, 2, 40, 41, 90, 300]) {
      for (const max of [200, 1000, PLAN_MAX_BYTES]) {
        const plan = tasks(n);
        const ids = [...plan.map((t) => String(t.id)), 'task-none'];
        for (const current of ids.filter((_, i) => i % 7 === 0 || i >= ids.length - 2)) {
          expect(renderPlanLines(plan, current, max)).toEqual(reference(plan, current, max));
        }
      }
    }
  });
});
