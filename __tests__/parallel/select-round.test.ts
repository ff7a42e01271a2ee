import { describe, expect, it } from '@jest/globals';
import {
  declaredFiles,
  matrixFor,
  MAX_MATRIX_JOBS,
  selectRound,
} from '../../src/engine/parallel/select-round.js';
import { taskBranchName, taskBranchesOf } from '../../src/engine/parallel/task-branch.js';
import type { Prd, Task } from '../../src/prd/index.js';

const prd = (tasks: Partial<Task>[], extra: Partial<Prd> = {}): Prd => ({
  schema_version: '1.0',
  project: { title: 'T' },
  tasks: tasks.map((t, i) => ({
    id: `t${i + 1}`,
    title: `Task ${i + 1}`,
    status: 'pending',
    ...t,
  })) as Task[],
  ...extra,
});

const ids = (tasks: Task[]): string[] => tasks.map((t) => String(t.id));

describe('selectRound', () => {
  it('takes up to `limit` ready tasks by priority, then file order', () => {
    const list = prd([
      { priority: 'low' },
      {},
      { priority: 'high' },
      {},
      { priority: 'critical' },
      { depends_on: ['t2', 't4'] },
    ]);
    const round = selectRound(list, 3);
    expect(ids(round.tasks)).toEqual(['t5', 't3', 't2']);
    expect(round.deferred.map((d) => d.id)).toEqual(['t4', 't1']);
    expect(round.deferred[0]!.reason).toBe('the round is full (parallel: 3)');
    expect(round.idle).toBeUndefined();
  });

  it('never picks a task whose dependencies are not done', () => {
    const list = prd([{ status: 'done' }, {}, { depends_on: ['t1'] }, { depends_on: ['t2'] }]);
    expect(ids(selectRound(list, 10).tasks)).toEqual(['t2', 't3']);
  });

  it('keeps two ready tasks joined by a dependency path apart', () => {
    // t3 -> t2 (done, inconsistent by hand) -> t1 (pending): a path between t3 and t1.
    const list = prd([{}, { status: 'done', depends_on: ['t1'] }, { depends_on: ['t2'] }]);
    const round = selectRound(list, 4);
    expect(ids(round.tasks)).toEqual(['t1']);
    expect(round.deferred).toEqual([
      { id: 't3', reason: 'it depends on t1 (or t1 on it), which runs in this round' },
    ]);
  });

  it('keeps only the higher-priority one of two tasks with overlapping files', () => {
    const list = prd([
      { files: ['src/a.ts'] },
      { output_artifacts: ['./src/a.ts'], priority: 'high' },
      { files: ['src/'] },
      { files: ['docs/b.md'] },
    ]);
    const round = selectRound(list, 4);
    expect(ids(round.tasks)).toEqual(['t2', 't4']);
    expect(round.deferred).toEqual([
      { id: 't1', reason: 'its file src/a.ts overlaps t2, which runs in this round' },
      { id: 't3', reason: 'its file src/ overlaps t2, which runs in this round' },
    ]);
  });

  it('reports why nothing runs: complete, blocked, paused; resumes a task left in progress', () => {
    expect(selectRound(prd([{ status: 'done' }]), 4).idle?.kind).toBe('complete');
    const blocked = selectRound(prd([{ status: 'blocked', blocked_by: 'needs a key' }]), 4);
    expect(blocked.tasks).toEqual([]);
    expect(blocked.idle).toEqual({
      kind: 'blocked',
      message: 'No task is ready: t1 is blocked: needs a key',
    });
    // A task left in progress is resumed (as in the sequential loop), not waited on.
    const resumed = selectRound(prd([{ status: 'in_progress' }, { depends_on: ['t1'] }]), 4);
    expect(resumed.idle).toBeUndefined();
    expect(resumed.tasks.map((t) => t.id)).toEqual(['t1']);
    const paused = selectRound(prd([{}], { paused: true }), 4);
    expect(paused.tasks).toEqual([]);
    expect(paused.idle?.kind).toBe('paused');
  });

  it('never exceeds the matrix limit of GitHub', () => {
    const list = prd(Array.from({ length: 300 }, () => ({})));
    expect(selectRound(list, 1000).tasks).toHaveLength(MAX_MATRIX_JOBS);
  });
});

describe('matrixFor and the task branches', () => {
  it('gives one matrix entry per task with a one-line title', () => {
    const list = prd([{ title: 'Two\nlines\u0007 here' }, { id: 7 }]);
    expect(matrixFor(list.tasks)).toEqual({
      include: [
        { task: 't1', title: 'Two lines here' },
        { task: '7', title: 'Task 2' },
      ],
    });
  });

  it('declares files from files: and output_artifacts', () => {
    expect(
      declaredFiles({
        id: 1,
        title: 'x',
        status: 'pending',
        files: [' ./a '],
        output_artifacts: ['b'],
      }),
    ).toEqual(['a', 'b']);
  });

  it('names task branches <work branch>--<task id> and finds them again', () => {
    expect(taskBranchName('ralph/textkit', 'task-001')).toBe('ralph/textkit--task-001');
    expect(taskBranchName('ralph/x', 'a b/..c.lock')).toBe('ralph/x--a-b-.c');
    expect(
      taskBranchesOf('ralph/x', ['ralph/x', 'ralph/x--t1', 'ralph/xy--t2', 'ralph/x--']),
    ).toEqual(['ralph/x--t1']);
  });
});
