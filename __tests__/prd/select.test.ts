import { describe, expect, it } from '@jest/globals';
import {
  ALLOWED_TRANSITIONS,
  checkTransition,
  countTasks,
  findTask,
  isComplete,
  parsePrdText,
  progressPercent,
  selectNextTask,
  TASK_STATUSES,
} from '../../src/prd/index.js';
import type { Prd, Task } from '../../src/prd/index.js';
import { loadPrdFile } from '../../src/prd/index.js';
import { fixture } from './helpers.js';

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

describe('selectNextTask', () => {
  it('picks the highest priority ready task, then file order', () => {
    const p = prd([
      { priority: 'low' },
      { priority: 'high' },
      { priority: 'high' },
      { priority: 'critical', depends_on: ['t1'] },
      {},
    ]);
    const s = selectNextTask(p);
    expect(s.kind === 'task' && s.task.id).toBe('t2');
  });

  it('a missing priority counts as medium', () => {
    const s = selectNextTask(prd([{ priority: 'low' }, {}]));
    expect(s.kind === 'task' && s.task.id).toBe('t2');
  });

  it('needs every dependency done; skipped does not satisfy it', () => {
    const p = prd([
      { status: 'skipped' },
      { status: 'done' },
      { depends_on: ['t1', 't2'] },
      { depends_on: ['t2'] },
    ]);
    const s = selectNextTask(p);
    expect(s.kind === 'task' && s.task.id).toBe('t4');
  });

  it('matches integer ids against string dependencies', () => {
    const p = prd([
      { id: 3, status: 'done' },
      { id: 1, depends_on: ['3'] },
    ]);
    const s = selectNextTask(p);
    expect(s.kind === 'task' && s.task.id).toBe(1);
  });

  it('on the §11.2 example resumes the in_progress backend-003 before frontend-002', async () => {
    const loaded = await loadPrdFile(fixture('complex.yaml'));
    const s = selectNextTask(loaded.prd!);
    expect(s.kind === 'task' && s.task.id).toBe('backend-003');
    const rest = { ...loaded.prd!, tasks: loaded.prd!.tasks.filter((t) => t.id !== 'backend-003') };
    const next = selectNextTask(rest);
    expect(next.kind === 'task' && next.task.id).toBe('frontend-002');
  });

  it('resumes an in_progress task before any pending one, whatever their priorities', () => {
    const p = prd([
      { priority: 'critical' },
      { status: 'in_progress', priority: 'low' },
      { status: 'in_progress', priority: 'high' },
    ]);
    const s = selectNextTask(p);
    expect(s.kind === 'task' && s.task.id).toBe('t3');
  });

  it('an in_progress task still waits for its dependencies', () => {
    const p = prd([{}, { status: 'in_progress', depends_on: ['t1'] }]);
    const s = selectNextTask(p);
    expect(s.kind === 'task' && s.task.id).toBe('t1');
    const stuck = prd([
      { status: 'blocked', blocked_by: 'No key' },
      { status: 'in_progress', depends_on: ['t1'] },
    ]);
    const none = selectNextTask(stuck);
    expect(none.kind === 'none_ready' && none.reason).toBe(
      'No task is ready: t2 is waiting on t1 (blocked: No key)',
    );
  });

  it('explains why nothing is ready', () => {
    const p = prd([
      { id: 'task-001', status: 'done' },
      { id: 'task-002', status: 'blocked', blocked_by: 'Waiting for DevOps' },
      { id: 'task-003', depends_on: ['task-002'] },
      { id: 'task-004', status: 'skipped' },
      { id: 'task-005', status: 'blocked', blocked_by: 'Needs a key' },
    ]);
    expect(selectNextTask(p)).toEqual({
      kind: 'none_ready',
      reason:
        'No task is ready: task-003 is waiting on task-002 (blocked: Waiting for DevOps); task-005 is blocked: Needs a key',
      waiting: [{ id: 'task-003', on: ['task-002'] }],
      blocked: [
        { id: 'task-002', reason: 'Waiting for DevOps' },
        { id: 'task-005', reason: 'Needs a key' },
      ],
    });
  });

  it('says when a dependency was skipped', () => {
    const s = selectNextTask(
      prd([{ status: 'skipped' }, { depends_on: ['t1'] }, { status: 'done' }]),
    );
    expect(s.kind === 'none_ready' && s.reason).toBe(
      'No task is ready: t2 is waiting on t1 (skipped, so it will never be done)',
    );
  });

  it('reports completion instead of a task', () => {
    expect(selectNextTask(prd([{ status: 'done' }, { status: 'skipped' }]))).toEqual({
      kind: 'complete',
    });
  });
});

describe('isComplete (SPEC-035 §5)', () => {
  const cases: [Task['status'][], boolean][] = [
    [['done'], true],
    [['done', 'skipped'], true],
    [['skipped', 'skipped'], false],
    [['done', 'pending'], false],
    [['done', 'blocked'], false],
    [['done', 'in_progress'], false],
  ];
  it.each(cases)('%j -> %s', (statuses, expected) => {
    expect(isComplete(prd(statuses.map((status) => ({ status }))))).toBe(expected);
  });

  it('completion_marker: true completes the list', () => {
    expect(isComplete(prd([{ status: 'pending' }], { completion_marker: true }))).toBe(true);
    expect(selectNextTask(prd([{ status: 'pending' }], { completion_marker: true })).kind).toBe(
      'complete',
    );
  });
});

describe('counts and progress', () => {
  it('counts by status and rounds like §9 (8 of 15 -> 53%)', () => {
    const statuses = [
      ...Array<string>(8).fill('done'),
      ...Array<string>(2).fill('in_progress'),
      ...Array<string>(4).fill('pending'),
      'blocked',
    ];
    const p = prd(statuses.map((status) => ({ status: status as Task['status'] })));
    expect(countTasks(p)).toEqual({
      total: 15,
      done: 8,
      in_progress: 2,
      pending: 4,
      blocked: 1,
      skipped: 0,
    });
    expect(progressPercent(p)).toBe(53);
  });

  it('findTask matches ids as strings', () => {
    const loaded = parsePrdText(
      'schema_version: "1.0"\nproject: {title: X}\ntasks:\n  - {id: 7, title: A, status: pending}\n',
      'p.yaml',
    );
    expect(findTask(loaded.prd!, '7')?.title).toBe('A');
    expect(findTask(loaded.prd!, 8)).toBeUndefined();
  });
});

describe('checkTransition (SPEC-035 §4.4 plus skip/block from pending)', () => {
  const allowed = [
    'pending->in_progress',
    'pending->skipped',
    'pending->blocked',
    'in_progress->done',
    'in_progress->blocked',
    'in_progress->skipped',
    'in_progress->pending',
    'blocked->pending',
  ];
  it('allows exactly the documented transitions', () => {
    const ok: string[] = [];
    for (const from of TASK_STATUSES) {
      for (const to of TASK_STATUSES) {
        if (checkTransition(from, to, { blockedBy: 'reason' }).ok) ok.push(`${from}->${to}`);
      }
    }
    expect(ok.sort()).toEqual([...allowed].sort());
    expect(Object.values(ALLOWED_TRANSITIONS).flat()).toHaveLength(allowed.length);
  });

  it('names the rule when refusing', () => {
    expect(checkTransition('done', 'pending')).toEqual({
      ok: false,
      rule: 'STATE-TERMINAL',
      message: "done -> pending is not allowed: completed tasks don't revert",
    });
    expect(checkTransition('in_progress', 'blocked')).toEqual({
      ok: false,
      rule: 'STATE-REASON',
      message: 'in_progress -> blocked needs a reason (blocked_by)',
    });
    expect(checkTransition('blocked', 'in_progress')).toMatchObject({
      ok: false,
      rule: 'STATE-TRANSITION',
    });
    expect(checkTransition('pending', 'pending')).toMatchObject({ ok: false, rule: 'STATE-SAME' });
  });
});
