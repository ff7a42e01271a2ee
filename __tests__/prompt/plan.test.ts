import { describe, expect, it } from '@jest/globals';
import { assemblePrompt } from '../../src/prompt/assemble.js';
import { PLAN_MAX_BYTES, renderPlanLines } from '../../src/prompt/plan.js';
import type { PromptInput, TaskSummary } from '../../src/prompt/types.js';

const id = (n: number): string => `task-${String(n).padStart(3, '0')}`;

/** n tasks, the first `done` done, each depending on the one before (a chain). */
function chain(n: number, done = 10): TaskSummary[] {
  return Array.from({ length: n }, (_, i) => ({
    id: id(i + 1),
    title: `Implement part ${i + 1} of the billing module with its tests`,
    status: i < done ? 'done' : 'pending',
    ...(i > 0 ? { dependsOn: [id(i)] } : {}),
  }));
}

function promptWithPlan(plan: TaskSummary[], current: string): string {
  const input: PromptInput = {
    task: { id: current, title: 'Mine', status: 'in_progress' },
    referenceDocs: [],
    sourceFiles: [],
    prerequisites: [],
    plan,
    checks: [],
    warnings: [],
  };
  return assemblePrompt(input).prompt;
}

function planSection(prompt: string): string {
  const start = prompt.indexOf('## The Plan (context, not a worklist)');
  if (start < 0) return '';
  return prompt.slice(start, prompt.indexOf('\n## ', start + 1));
}

describe('the plan (context, not a worklist)', () => {
  it('lists the task, its prerequisites, its dependents and the next open tasks, then counts', () => {
    const plan = chain(12, 4);
    const lines = renderPlanLines(plan, 'task-006');
    expect(lines).toEqual([
      '- #task-005 [pending] Implement part 5 of the billing module with its tests',
      '- #task-006 [pending] Implement part 6 of the billing module with its tests <- your task',
      '- #task-007 [pending] Implement part 7 of the billing module with its tests',
      '- #task-008 [pending] Implement part 8 of the billing module with its tests',
      '- #task-009 [pending] Implement part 9 of the billing module with its tests',
      '- #task-010 [pending] Implement part 10 of the billing module with its tests',
      '12 tasks: 4 done, 8 pending; 6 not listed',
    ]);
  });

  it('shows dependents wherever they are, and skips done tasks among the next ones', () => {
    const plan: TaskSummary[] = [
      { id: 'a', title: 'A', status: 'pending' },
      { id: 'b', title: 'B', status: 'done' },
      { id: 'c', title: 'C', status: 'pending' },
      { id: 'd', title: 'D', status: 'skipped' },
      { id: 'e', title: 'E', status: 'blocked' },
      { id: 'f', title: 'F', status: 'pending' },
      { id: 'g', title: 'G', status: 'pending' },
      { id: 'z', title: 'Z', status: 'pending', dependsOn: ['a'] },
    ];
    expect(renderPlanLines(plan, 'a')).toEqual([
      '- #a [pending] A <- your task',
      '- #c [pending] C',
      '- #e [blocked] E',
      '- #f [pending] F',
      '- #z [pending] Z',
      '8 tasks: 1 done, 5 pending, 1 blocked, 1 skipped; 3 not listed',
    ]);
  });

  it('is the same size at 100 tasks as at 1,000 (it grew about 61 bytes per task)', () => {
    const at = (n: number): number =>
      Buffer.byteLength(planSection(promptWithPlan(chain(n, 50), id(51))));
    expect(at(100)).toBeGreaterThan(0);
    // Only the counts grow by a digit each: "1000 tasks", "950 pending", "996 not listed".
    expect(at(1000) - at(100)).toBe(3);
    expect(at(1000)).toBeLessThan(800);
  });

  it('keeps the current task and the counts under the 6 KB cap when a task has many dependents', () => {
    const plan: TaskSummary[] = [
      { id: 'root', title: 'The root', status: 'pending' },
      ...Array.from({ length: 400 }, (_, i) => ({
        id: `leaf-${i}`,
        title: `A leaf that waits for the root, number ${i}, with a long enough title`,
        status: 'pending' as const,
        dependsOn: ['root'],
      })),
    ];
    const lines = renderPlanLines(plan, 'root');
    const bytes = lines.reduce((sum, line) => sum + Buffer.byteLength(line) + 1, 0);
    expect(bytes).toBeLessThanOrEqual(PLAN_MAX_BYTES);
    expect(lines[0]).toBe('- #root [pending] The root <- your task');
    expect(lines[lines.length - 1]).toMatch(/^401 tasks: 401 pending; \d+ not listed$/);
    expect(lines.length).toBeGreaterThan(40);
  });

  it('is left out when the task list has only the current task', () => {
    expect(
      planSection(promptWithPlan([{ id: 'only', title: 'Only', status: 'in_progress' }], 'only')),
    ).toBe('');
    const two = planSection(
      promptWithPlan(
        [
          { id: 'only', title: 'Only', status: 'in_progress' },
          { id: 'next', title: 'Next', status: 'pending' },
        ],
        'only',
      ),
    );
    expect(two).toContain('for context only. Do not work on any task but yours');
    expect(two).toContain('- #next [pending] Next');
    expect(two).toContain('2 tasks: 1 in_progress, 1 pending');
  });
});
