/**
 * The quick check vouches for a task list without zod: whatever it accepts, zod must accept
 * too, with the same data. Every field it knows is tried with values of each kind.
 */
import { describe, expect, it } from '@jest/globals';
import { normalizedTask, quickTask, quickTop, TaskFieldCheck } from '../../src/prd/quick-check.js';
import { PrdSchema } from '../../src/prd/schema.js';

const SAMPLES: readonly unknown[] = [
  'text',
  '',
  'pending',
  'in_progress',
  'done',
  'blocked',
  'skipped',
  'high',
  'critical',
  'agent',
  'human',
  'require-passing',
  'allow-failing',
  '2026-01-05',
  '2026-01-06T10:30:00Z',
  '2026-01-06 10:30',
  '2026-01-06T10:30:00.123+02:00',
  '2026-1-5',
  '2026-01-05T',
  '2026-01-06T10:30:00X',
  '2026/01/05',
  'abcd-ef-gh',
  '2026-01-06Tab:cd:efZ',
  0,
  3,
  -2,
  1.5,
  true,
  null,
  [],
  ['a', 'b'],
  ['a', 2],
  [''],
  [1, 2],
  [1.5],
  { a: 1 },
  // verify commands and comments, valid and not
  ['npm test'],
  ['npm test', { name: 'types', command: 'npx tsc', timeout: 120 }],
  [{ command: 'npm run e2e', timeout: '10m' }],
  [{ command: 'npm test', timeout: 'soon' }],
  [{ command: 'npm test', timeout: -5 }],
  [{ command: 'npm test', timeout: 0 }],
  [{ command: 'npm test', timeout: true }],
  [{ command: 'npm test', timeout: null }],
  [{ name: '', command: 'npm test' }],
  [{ name: 'lint' }],
  [{ command: '' }],
  [{ command: 'npm test', timout: 30 }],
  [{ command: 42 }],
  [42],
  [null],
  [{ author: 'agent', body: 'Attempt 1 failed', created: '2026-03-01' }],
  [{ author: 'agent', body: '', agent_task_id: 7 }],
  [{ author: 'agent', body: 'x', agent_task_id: 'task-1', created: '2026-03-01T10:00:00Z' }],
  [{ author: '', body: 'x' }],
  [{ author: 'agent' }],
  [{ author: 'agent', body: 'x', created: 'yesterday' }],
  [{ author: 'agent', body: 'x', agent_task_id: 1.5 }],
  [{ author: 'agent', body: 'x', mood: 'sad' }],
];

const TASK_FIELDS = [
  'id',
  'title',
  'description',
  'status',
  'priority',
  'tags',
  'depends_on',
  'blocked_by',
  'acceptance_criteria',
  'created',
  'updated',
  'completed',
  'feature',
  'discipline',
  'context_files',
  'output_artifacts',
  'files',
  'hints',
  'baseline',
  'estimated_turns',
  'provenance',
  'comments',
  'verify',
  'review',
  'max_cost_usd',
] as const;

const PROJECT_FIELDS = ['title', 'description', 'created', 'branch', 'branchName'] as const;

function prdWith(task: Record<string, unknown>, project: Record<string, unknown> = {}) {
  return {
    schema_version: '1.0',
    project: { title: 'P', ...project },
    tasks: [{ id: 'a', title: 'T', status: 'pending', ...task }],
  };
}

/** The quick check's verdict must agree with zod's wherever the quick check gives one. */
function expectAgreement(value: { tasks: unknown[] }): 'vouched' | 'deferred' {
  const verdicts = value.tasks.map((task) => quickTask(task));
  const vouched = quickTop(value) && verdicts.every((v) => v === 'ok' || v === 'normalize');
  const zod = PrdSchema.safeParse(value);
  if (!vouched) return 'deferred';
  expect(zod.success).toBe(true);
  // What the quick check vouches for is used as it is (or as normalizedTask gives it): zod
  // must read it the same.
  const tasks = value.tasks.map((task, i) =>
    verdicts[i] === 'normalize' ? normalizedTask(task as Record<string, unknown>) : task,
  );
  if (zod.success) expect({ ...value, tasks }).toEqual(zod.data);
  return 'vouched';
}

describe('the quick check', () => {
  it.each(TASK_FIELDS)('vouches only for what zod accepts in task field %s', (field) => {
    const verdicts = SAMPLES.map((sample) => expectAgreement(prdWith({ [field]: sample })));
    // It decides something for every field: at least one value is vouched for.
    expect(verdicts).toContain('vouched');
  });

  it.each(PROJECT_FIELDS)('vouches only for what zod accepts in project field %s', (field) => {
    const verdicts = SAMPLES.map((sample) => expectAgreement(prdWith({}, { [field]: sample })));
    expect(verdicts).toContain('vouched');
  });

  it('reads the common date forms without the pattern, and the rest with it', () => {
    const vouched = (date: unknown) => expectAgreement(prdWith({ created: date })) === 'vouched';
    expect(vouched('2026-01-05')).toBe(true);
    expect(vouched('2026-01-06T10:30:00Z')).toBe(true);
    expect(vouched('2026-01-06T10:30:00+02:00')).toBe(true);
    expect(vouched('2026-01-06T10:30:00z')).toBe(false);
    expect(vouched('2026-01-0a')).toBe(false);
    expect(vouched('20260105')).toBe(false);
  });

  it('judges each field of a list like the quick check of a task, dates it remembers included', () => {
    const check = new TaskFieldCheck();
    // Every sample in every field, twice over (the second time, valid dates are remembered).
    for (let round = 0; round < 2; round++) {
      for (const field of TASK_FIELDS) {
        for (const sample of SAMPLES) {
          const alone = quickTask({ id: 'a', title: 'T', status: 'pending', [field]: sample });
          expect([field, sample, check.verdict(field, sample)]).toEqual([field, sample, alone]);
        }
      }
    }
    expect(check.verdict('notes', 'a field it does not know')).toBe('other');
  });

  it('leaves a task with a field it does not know to zod', () => {
    const value = prdWith({ notes: 'a field it does not know' });
    expect(quickTop(value)).toBe(true);
    expect(quickTask(value.tasks[0])).toBe('other');
  });

  it.each(['constructor', 'valueOf', 'toString', 'hasOwnProperty'])(
    'takes a key named %s for an unknown field, in a task and in the project',
    (key) => {
      expect(quickTask({ id: 'a', title: 'T', status: 'pending', [key]: 'x' })).toBe('other');
      expect(new TaskFieldCheck().verdict(key, 'x')).toBe('other');
      expect(quickTop(prdWith({}, { [key]: 'x' }))).toBe(false);
    },
  );

  it('puts verify commands written as strings in their object form, as zod does', () => {
    const task = { id: 'a', title: 'T', status: 'pending', verify: ['npm test', { command: 'x' }] };
    expect(quickTask(task)).toBe('normalize');
    expect(normalizedTask(task)).toEqual(PrdSchema.parse(prdWith(task)).tasks[0]);
    // The object form alone is used as it is; a field zod alone knows still wins.
    expect(quickTask({ ...task, verify: [{ command: 'x' }] })).toBe('ok');
    expect(quickTask({ ...task, notes: 'n' })).toBe('other');
    expect(quickTask({ notes: 'n', ...task })).toBe('other');
    expect(quickTask({ ...task, verify: 'npm test' })).toBe('bad');
  });
});
