/**
 * The quick check vouches for a task list without zod: whatever it accepts, zod must accept
 * too, with the same data. Every field it knows is tried with values of each kind.
 */
import { describe, expect, it } from '@jest/globals';
import { quickTask, quickTop, TaskFieldCheck } from '../../src/prd/quick-check.js';
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
  const vouched = quickTop(value) && value.tasks.every((task) => quickTask(task) === 'ok');
  const zod = PrdSchema.safeParse(value);
  if (!vouched) return 'deferred';
  expect(zod.success).toBe(true);
  // What the quick check vouches for is used as it is: zod must read it the same.
  if (zod.success) expect(value).toEqual(zod.data);
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
    expect(check.verdict('verify', 'npm test')).toBe('other');
  });

  it('leaves a task with a field it does not know to zod', () => {
    const value = prdWith({ verify: 'npm test' });
    expect(quickTop(value)).toBe(true);
    expect(quickTask(value.tasks[0])).toBe('other');
  });
});
