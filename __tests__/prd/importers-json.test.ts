/**
 * JSON task lists as the Ralph tools write them (samples in fixtures/import-samples/): counts,
 * ids, criteria, priorities, verify commands, and the order the real selector picks tasks in,
 * compared with the order the source tool would run them in.
 */
import { describe, expect, it } from '@jest/globals';
import { importSource, integerLevels } from '../../src/prd/importers/index.js';
import { importToPrd, importToPrdYaml } from '../../src/prd/index.js';
import { ids, importSample, sampleJson, selectionOrder } from './import-samples.js';

interface Story {
  id: string;
  priority: number;
  passes: boolean;
}

/** snarktank and Ralph CLI run the open story with the lowest priority number first (stable). */
function sourceToolOrder(stories: Story[]): string[] {
  return stories
    .map((s, index) => ({ ...s, index }))
    .filter((s) => !s.passes)
    .sort((a, b) => a.priority - b.priority || a.index - b.index)
    .map((s) => s.id);
}

describe('integer priorities keep their meaning', () => {
  it('1..4 are absolute: 1 critical, 2 high, 3 medium, 4 low', () => {
    expect(Object.fromEntries(integerLevels([3, 1, 4, 2, 1]))).toEqual({
      1: 'critical',
      2: 'high',
      3: 'medium',
      4: 'low',
    });
  });

  it('a long ranking is split into four even bands instead of collapsing into low', () => {
    const levels = integerLevels(Array.from({ length: 19 }, (_, i) => i + 1));
    const count = (level: string) => [...levels.values()].filter((l) => l === level).length;
    expect([count('critical'), count('high'), count('medium'), count('low')]).toEqual([5, 5, 5, 4]);
    expect(levels.get(1)).toBe('critical');
    expect(levels.get(19)).toBe('low');
  });
});

describe('snarktank prd.json', () => {
  const { prd, report } = importSample('snarktank/prd.json');
  const source = sampleJson<{ userStories: Story[] }>('snarktank/prd.json').userStories;

  it('keeps every story with its id, status, criteria and notes', () => {
    expect(prd.tasks).toHaveLength(9);
    expect(ids(prd).sort()).toEqual(source.map((s) => s.id).sort());
    expect(prd.tasks.filter((t) => t.status === 'done').map((t) => t.id)).toEqual([
      'US-001',
      'US-002',
    ]);
    const us2 = prd.tasks.find((t) => t.id === 'US-002')!;
    expect(us2.acceptance_criteria).toEqual([
      'POST /articles fetches the page title',
      'Duplicate URLs are rejected with 409',
      'Typecheck passes',
    ]);
    expect(us2.description).toBe(
      'As a reader, I want to paste a URL and have the article saved.\n\nNotes: Use the existing fetch wrapper in src/http.ts',
    );
    expect(prd.project).toMatchObject({ title: 'Shelf', branch: 'ralph/reading-list' });
  });

  it('priorities 1..9 spread over the four levels (not all low from 4 on)', () => {
    const level = (id: string) => prd.tasks.find((t) => t.id === id)!.priority;
    expect(source.map((s) => [s.priority, level(s.id)])).toEqual([
      [1, 'critical'],
      [2, 'critical'],
      [3, 'critical'],
      [4, 'high'],
      [5, 'high'],
      [6, 'medium'],
      [7, 'medium'],
      [8, 'low'],
      [9, 'low'],
    ]);
    expect(report.mapped).toContain(
      'priority (1 = highest) -> priority: 1-3 -> critical, 4-5 -> high, 6-7 -> medium, 8-9 -> low',
    );
  });

  it('the selector picks the stories in the order snarktank would', () => {
    expect(selectionOrder(prd)).toEqual(sourceToolOrder(source));
    expect(selectionOrder(prd)).toEqual([
      'US-003',
      'US-004',
      'US-005',
      'US-006',
      'US-007',
      'US-008',
      'US-009',
    ]);
  });

  it('prints the project-wide verificationCommands as a RALPH:CHECKS block to paste', () => {
    expect(report.format).toBe('snarktank/Ralph CLI prd.json (userStories)');
    expect(report.dropped).toEqual([]);
    expect(report.warnings).toContain(
      'verificationCommands are project-wide checks, not kept in prd.yaml: put them in the RALPH:CHECKS block of CLAUDE.md:\n' +
        '<!-- RALPH:CHECKS:START -->\nchecks:\n' +
        '  - name: typecheck\n    command: npm run typecheck\n' +
        '  - name: test\n    command: npm test\n' +
        '<!-- RALPH:CHECKS:END -->',
    );
  });
});

describe('Ralph CLI TASKS.json with stories out of order and tied priorities', () => {
  const { prd } = importSample('ralph-cli/TASKS.json');
  const source = sampleJson<{ userStories: Story[] }>('ralph-cli/TASKS.json').userStories;

  it('writes the stories in priority order with their levels', () => {
    expect(prd.tasks.map((t) => [t.id, t.priority, t.status])).toEqual([
      ['US-001', 'critical', 'done'],
      ['US-002', 'critical', 'pending'],
      ['US-003', 'high', 'pending'],
      ['US-004', 'medium', 'pending'],
      ['US-005', 'medium', 'pending'],
      ['US-006', 'low', 'pending'],
    ]);
  });

  it('the selector picks them in Ralph CLI order, ties in file order', () => {
    expect(selectionOrder(prd)).toEqual(sourceToolOrder(source));
  });
});

describe('prd.json variants that used to be refused', () => {
  const { prd, report } = importSample('snarktank/prd-csv-export.json');

  it('no project: the title comes from the file name, with a warning', () => {
    expect(prd.project.title).toBe('Csv export');
    expect(report.warnings).toContain(
      'no project name in the file: the title is "Csv export" (set it with --title)',
    );
    expect(
      importSample('snarktank/prd-csv-export.json', { title: 'Shelf' }).prd.project.title,
    ).toBe('Shelf');
  });

  it('string priorities map to their level', () => {
    expect(prd.tasks.map((t) => [t.id, t.priority])).toEqual([
      ['EXP-1', 'high'],
      ['EXP-3', 'medium'],
      ['EXP-2', 'low'],
    ]);
    expect(selectionOrder(prd)).toEqual(['EXP-1', 'EXP-3', 'EXP-2']);
  });

  it('a priority word every object has as a member is not a level: warned and left out', () => {
    const text = JSON.stringify({
      project: 'P',
      userStories: [{ id: 'US-1', title: 'One', priority: 'constructor', passes: false }],
    });
    const file = { name: 'prd.json', baseName: 'prd.json', text };
    const result = importSource({ kind: 'file', file });
    expect(result.prd.tasks[0]).not.toHaveProperty('priority');
    expect(result.report.warnings).toContain(
      'prd.json: userStories[0] (US-1): priority "constructor" is not a level or a number; ignored',
    );
    expect(importToPrdYaml(text, 'prd.json')).not.toContain('function');
  });

  it('criteria objects keep their text and id; their testCommand becomes a verify command', () => {
    const exp1 = prd.tasks.find((t) => t.id === 'EXP-1')!;
    expect(exp1.acceptance_criteria).toEqual([
      'AC-1: Fields with commas or quotes are quoted',
      'AC-2: Header row is url,title,tags,read_at',
    ]);
    expect(exp1.verify).toEqual([
      { name: 'AC-1', command: 'npm test -- csv/quote' },
      { name: 'AC-2', command: 'npm test -- csv/header' },
    ]);
    expect(report.dropped).toContain(
      'acceptanceCriteria[].passes (a task is done when all of it passes the checks)',
    );
  });

  it('verifyCommands and testCommand on a story are kept as its verify commands', () => {
    const verify = (id: string) => prd.tasks.find((t) => t.id === id)!.verify;
    expect(verify('EXP-2')).toEqual([
      { command: 'npm run build' },
      { command: 'node dist/cli.js export --csv --help' },
    ]);
    expect(verify('EXP-3')).toEqual([{ command: 'npm run e2e -- export' }]);
  });

  it('dependencies on stories in the file are kept; unknown ones and unknown keys are reported', () => {
    expect(prd.tasks.find((t) => t.id === 'EXP-3')!.depends_on).toEqual(['EXP-1']);
    expect(report.warnings).toContain('EXP-3 depends on EXP-9, not in the file: left out');
    expect(report.dropped).toContain('estimate (in 1 story)');
  });
});

describe('a bare list of {category, description, steps, complete}', () => {
  const { prd, report } = importSample('feature-list/feature_list.json');

  it('imports with generated ids instead of failing with "missing id"', () => {
    expect(ids(prd)).toEqual(['task-001', 'task-002', 'task-003', 'task-004']);
    expect(report.mapped).toContain('ids generated in file order (task-001 ... task-004)');
    expect(prd.tasks.map((t) => t.status)).toEqual(['done', 'pending', 'pending', 'pending']);
  });

  it('description is the title (shortened when long), steps the criteria, category a tag', () => {
    const [first, , long] = prd.tasks;
    expect(first).toMatchObject({
      title: 'New user can sign up with e-mail and password',
      tags: ['functional'],
      acceptance_criteria: [
        'Open /signup',
        'Fill in e-mail and a password of 12 characters',
        'Submit and see the welcome page',
      ],
    });
    expect(first!.description).toBeUndefined();
    expect(long!.title.length).toBeLessThanOrEqual(103);
    expect(long!.title.endsWith('...')).toBe(true);
    expect(long!.description).toMatch(/^Boards can be reordered .* signs in on$/);
    expect(selectionOrder(prd)).toEqual(['task-002', 'task-003', 'task-004']);
  });
});

describe("tilth's prd.json", () => {
  const { prd } = importSample('tilth/prd.json');

  it('keeps ids and file order; failed becomes blocked with a reason', () => {
    expect(prd.tasks.map((t) => [t.id, t.status, t.blocked_by])).toEqual([
      ['T-001', 'done', undefined],
      ['T-002', 'blocked', 'Failed in a previous tilth run'],
      ['T-003', 'pending', undefined],
    ]);
    expect(prd.tasks[1]!.acceptance_criteria).toEqual([
      'A note is one JSON line',
      'Empty text is rejected',
    ]);
    expect(selectionOrder(prd)).toEqual(['T-003']);
  });
});

describe('verify commands written as objects', () => {
  const story = (verify: unknown) =>
    JSON.stringify({ project: 'P', userStories: [{ id: 'A', title: 'a', verify }] });

  it('keeps name, command and timeout', () => {
    const prd = importToPrd(
      story(['npm test', { name: 'types', command: 'npx tsc --noEmit', timeout: '2m' }]),
      'prd.json',
    );
    expect(prd.tasks[0]!.verify).toEqual([
      { command: 'npm test' },
      { name: 'types', command: 'npx tsc --noEmit', timeout: '2m' },
    ]);
  });

  it.each([
    [[{ name: 'x' }], 'prd.json: userStories[0] (A): verify[0]: missing command'],
    [[7], 'prd.json: userStories[0] (A): verify[0] must be a command or {name, command}'],
    [
      [{ command: 'npm test', timeout: 'soon' }],
      'prd.json converts to an invalid prd.yaml:\n  SCHEMA Invalid timeout in verify command 1 of task A: expected seconds (90)',
    ],
  ])('refuses %j with a clear message', (verify, message) => {
    expect(() => importToPrdYaml(story(verify), 'prd.json')).toThrow(message);
  });
});
