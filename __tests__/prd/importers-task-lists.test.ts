/**
 * Markdown task lists read through the Markdown tree: spec-kit, Kiro and Huntley-style
 * IMPLEMENTATION_PLAN.md on real files (fixtures/import-samples/real/, provenance in its
 * PROVENANCE.md), and the constructs that the line scanners got wrong.
 */
import { describe, expect, it } from '@jest/globals';
import {
  detectImportFormat,
  importSourceToYaml,
  importToPrdYaml,
  parsePrdText,
} from '../../src/prd/index.js';
import type { Prd } from '../../src/prd/index.js';
import { ids, importSample, NOW, selectionOrder } from './import-samples.js';

const inline = (text: string, name: string) => {
  const { yaml, report } = importToPrdYaml(text, name, { now: NOW });
  const loaded = parsePrdText(yaml, 'prd.yaml');
  expect(loaded.errors).toEqual([]);
  return { prd: loaded.prd!, report, yaml };
};

const task = (prd: Prd, id: string) => prd.tasks.find((t) => String(t.id) === id)!;

describe('spec-kit specs/<feature>/tasks.md (Todo-Evolution)', () => {
  const path = 'real/todo-evolution/specs/003-rich-tabular-output/tasks.md';
  const { prd, report } = importSample(path);

  it('is detected as spec-kit and keeps the T-ids, in file order', () => {
    expect(report.format).toBe('spec-kit tasks.md');
    expect(ids(prd)).toHaveLength(49); // the file has no T009
    expect(ids(prd).slice(7, 10)).toEqual(['T008', 'T010', 'T011']);
    expect(ids(prd)[48]).toBe('T050');
    expect(prd.project.title).toBe('Rich Tabular Output Enhancement');
  });

  it('"(Priority: P1)" in phase headings does not reorder the phases; no priority is invented', () => {
    expect(prd.tasks.every((t) => t.priority === undefined)).toBe(true);
    expect(report.mapped).toContain(
      '"(Priority: P1)" in phase headings does not reorder the phases',
    );
  });

  it('[P] becomes the parallel tag and [US1] a story tag, out of the title', () => {
    expect(task(prd, 'T010')).toMatchObject({
      title: 'Implement rounded box borders using box.ROUNDED in list_todos_command function',
      status: 'done',
      tags: ['parallel', 'US1'],
    });
    expect(task(prd, 'T014').tags).toEqual(['US1']);
    expect(task(prd, 'T001').tags).toBeUndefined();
  });

  it('phase goals and acceptance scenarios are no tasks: they stay in the description', () => {
    expect(prd.project.description).toContain(
      '1. Given multiple todos exist, when list command is run',
    );
    expect(report.dropped).toEqual([]);
  });

  it('with some tasks open, the next one is the first open one in file order', () => {
    const text =
      '# Tasks: X\n\n## Phase 1: Setup\n\n- [x] T001 A\n- [ ] T002 B\n\n' +
      '## Phase 3: User Story 1 (Priority: P1)\n\n- [ ] T003 [US1] C\n\n' +
      '## Phase 2: Foundational\n\n- [ ] T004 D, after T002\n';
    const { prd } = inline(text, 'specs/001-x/tasks.md');
    expect(detectImportFormat(text, 'specs/001-x/tasks.md')).toBe('spec-kit-md');
    expect(task(prd, 'T004').depends_on).toEqual(['T002']);
    expect(selectionOrder(prd)).toEqual(['T002', 'T003', 'T004']);
    expect(prd.project.title).toBe('X');
  });
});

describe('Kiro .kiro/specs/<feature>/tasks.md (SpaceWeirdos)', () => {
  const path = 'real/space-weirdos/.kiro/specs/high-severity-duplication-fixes/tasks.md';
  const { prd, report } = importSample(path);

  it('keeps the 1 / 1.1 numbering as ids; the feature names the project', () => {
    expect(report.format).toBe('Kiro tasks.md');
    expect(ids(prd).slice(0, 6)).toEqual(['1', '1.1', '1.2', '2', '2.1', '2.2']);
    expect(prd.project.title).toBe('High severity duplication fixes');
  });

  it('optional "- [ ]*" tasks are kept: skipped, tagged optional, with a note; nothing is left out', () => {
    const optional = prd.tasks.filter((t) => t.tags?.includes('optional'));
    expect(optional.map((t) => t.id)).toEqual(['1.2', '2.3', '3.3', '5.3', '5.4', '6.2']);
    expect(task(prd, '1.2')).toMatchObject({
      title: 'Write property test for migration planning accuracy',
      status: 'skipped',
    });
    expect(task(prd, '1.2').description).toContain('Set status: pending to have the loop do it.');
    expect(report.dropped).toEqual([]);
    expect(report.mapped).toContain(
      '6 open items marked optional -> status skipped, tagged optional: not required for completion (set status: pending to run one)',
    );
  });

  it('"_Requirements:_" references are kept; the sub-steps are the criteria', () => {
    expect(task(prd, '1.1').description).toBe('Requirements: 1.1, 2.1');
    expect(task(prd, '1.1').acceptance_criteria).toEqual([
      'Implement LegacyPatternDetector to identify hardcoded configuration patterns',
      'Create DuplicateValidationDetector to map validation logic duplications',
      'Build migration planning tools to sequence consolidation work',
    ]);
  });

  it('task N waits for its N.M sub-tasks (not the optional ones); requirements are no dependencies', () => {
    expect(task(prd, '1').depends_on).toEqual(['1.1']);
    expect(task(prd, '2').depends_on).toEqual(['2.1', '2.2']);
    expect(selectionOrder(prd).slice(0, 4)).toEqual(['1.1', '1', '2.1', '2.2']);
  });
});

describe('Huntley-style IMPLEMENTATION_PLAN.md (mjeffe/ralph)', () => {
  const { prd, report } = importSample('real/mjeffe-ralph/IMPLEMENTATION_PLAN.md');

  it('numbered items under priority headings are the tasks, their numbers the ids', () => {
    expect(report.format).toBe('IMPLEMENTATION_PLAN.md (Huntley-style plan)');
    expect(prd.tasks.map((t) => [t.id, t.priority])).toEqual([
      ['1', 'high'],
      ['3', 'high'],
      ['4', 'high'],
      ['5', 'medium'],
      ['6', 'medium'],
      ['7', 'medium'],
      ['8', 'low'],
      ['9', 'low'],
      ['10', 'low'],
    ]);
    expect(task(prd, '1').title).toBe('Create .ralph/ directory structure');
  });

  it('"Dependencies: Tasks 1-4" becomes depends_on; the missing task 2 is named, not invented', () => {
    expect(task(prd, '5').depends_on).toEqual(['1', '3', '4']);
    expect(task(prd, '8').depends_on).toEqual(['3']);
    expect(task(prd, '10').depends_on).toBeUndefined(); // "Dependencies: None (...)"
    expect(task(prd, '1').depends_on).toBeUndefined(); // "Dependencies: Task 1": itself
    expect(report.warnings).toContain(
      '3 ("Enhance loop.sh with health checks and logging") depends on 2, which no item in the file is: left out',
    );
    expect(task(prd, '5').acceptance_criteria).not.toContain('Dependencies: Tasks 1-4');
  });

  it('the Notes (with its Success Criteria) are no tasks; the plan runs high first', () => {
    expect(prd.project.description).toContain(
      'Notes > Success Criteria:\n- `./ralph` command works for both build and plan modes',
    );
    expect(selectionOrder(prd)).toEqual(['1', '3', '4', '5', '6', '7', '8', '9', '10']);
  });
});

describe('the Markdown tree: what line scanners got wrong', () => {
  const text = [
    '# Fix Plan - Parser',
    '',
    '## High Priority',
    '',
    '- [ ] Move `__tests__/x.test.ts` and `a__b__c` next to **the** source. Depends on 9.1',
    '- [ ] ~~Rewrite the tokenizer~~ — SKIP',
    '- [ ] 9.1 Split the lexer',
    '- [ ] Cache results (future)',
    '- [ ] Port the CLI to Windows: out of scope for v1',
    '- [ ] OBSOLETE: keep the v0 format',
    '- [ ] 7.0 Base',
    '- [ ] 7.1a One',
    '- [ ] 7.1b Two',
    '- [ ] T012 Other',
    '- [ ] Wire it up, requires 7.0 + 7.1a–b, after T012',
    '  ```sh',
    '  npm run **build** -- --flag __x__',
    '  ```',
    '',
    '## SUCCESS CRITERIA',
    '',
    '- [ ] All tests pass',
    '- [ ] Coverage stays above 80%',
    '',
    '## Done log',
    '',
    '- [x] Set up the repository',
    '',
  ].join('\n');
  const { prd, report } = inline(text, 'fix_plan.md');

  it('code spans and code blocks are never rewritten', () => {
    expect(prd.tasks[0]!.title).toBe('Move `__tests__/x.test.ts` and `a__b__c` next to the source');
    expect(task(prd, 'task-011').description).toBe('```sh\nnpm run **build** -- --flag __x__\n```');
  });

  it('strikethrough, SKIP, (future), out of scope and OBSOLETE make an item skipped', () => {
    const skipped = prd.tasks.filter((t) => t.status === 'skipped');
    expect(skipped.map((t) => t.title)).toEqual([
      'Rewrite the tokenizer',
      'Cache results',
      'Port the CLI to Windows: for v1',
      'keep the v0 format',
    ]);
    expect(skipped.every((t) => t.tags?.includes('skipped'))).toBe(true);
    expect(task(prd, 'task-002').description).toContain('struck through in the source');
  });

  it('source ids are kept and prose dependencies resolve against them', () => {
    expect(ids(prd)).toContain('9.1');
    expect(prd.tasks[0]!.depends_on).toEqual(['9.1']);
    expect(task(prd, 'task-011').depends_on).toEqual(['7.0', '7.1a', '7.1b', 'T012']);
  });

  it('SUCCESS CRITERIA and a Done log are no tasks, and every item left out is named', () => {
    expect(prd.tasks.map((t) => t.title)).not.toContain('All tests pass');
    expect(report.dropped).toEqual([
      '"All tests pass" (section "SUCCESS CRITERIA": this section lists no work to do; its text is in project.description)',
      '"Coverage stays above 80%" (section "SUCCESS CRITERIA": this section lists no work to do; its text is in project.description)',
      '"Set up the repository" (section "Done log": a record of finished work, not a task; its text is in project.description)',
    ]);
  });

  it('a dependency that would close a cycle is left out with a warning', () => {
    const { prd, report } = inline(
      '# Plan\n\n- [ ] T001 A, depends on T002\n- [ ] T002 B, depends on T001\n',
      'plan.md',
    );
    expect(prd.tasks.map((t) => t.depends_on)).toEqual([['T002'], undefined]);
    expect(report.warnings).toContain(
      'T002 depends on T001, which already depends on T002: that link was left out (no cycles)',
    );
  });

  it('a nested checklist keeps each checkbox state; a numbered nested item is a task of its own', () => {
    const { prd } = inline(
      '# Plan\n\n- [ ] 1. Parent\n  - [x] first check\n  - [ ] second check\n  - [ ] 1.1 Sub-task\n',
      'plan.md',
    );
    expect(prd.tasks).toEqual([
      {
        id: '1',
        title: 'Parent',
        status: 'pending',
        depends_on: ['1.1'],
        acceptance_criteria: ['[x] first check', 'second check'],
      },
      { id: '1.1', title: 'Sub-task', status: 'pending' },
    ]);
  });
});

describe('the open cases of the earlier rounds', () => {
  it('fix_plan.md bold items are titled by their bold part; "Depends on" is kept', () => {
    const { prd } = inline(
      '# Fix Plan\n\n## High Priority\n\n' +
        '- [ ] **1. Add the cache layer** - an LRU in `src/cache.ts`, 100 entries\n' +
        '- [ ] **2. Use the cache in the fetcher** - wrap `fetchPage()`. Depends on 1\n',
      'fix_plan.md',
    );
    expect(prd.tasks.map((t) => [t.id, t.title, t.description, t.depends_on])).toEqual([
      ['1', 'Add the cache layer', 'an LRU in `src/cache.ts`, 100 entries', undefined],
      ['2', 'Use the cache in the fetcher', 'wrap `fetchPage()`. Depends on 1', ['1']],
    ]);
  });

  it('orchestrator .code-task.md: completed, complete and a missing status; no invented cycle', () => {
    const file = (name: string, status: string, text: string) => ({
      name: `tasks/${name}.code-task.md`,
      baseName: `${name}.code-task.md`,
      text: `${status ? `---\nstatus: ${status}\n---\n` : ''}# Task: ${name}\n\n## Dependencies\n${text}\n`,
    });
    const { yaml, report } = importSourceToYaml(
      {
        kind: 'directory',
        name: 'tasks',
        files: [
          file('task-01-base', 'completed', 'None. Task 2 builds on this one.'),
          file('task-02-next', 'complete', 'Depends on Task 1.'),
          file('task-03-last', '', 'Depends on Task 2; Task 1 is done already.'),
          file('task-04-loop', '', 'Depends on Task 5.'),
          file('task-05-loop', '', 'Depends on Task 4.'),
        ],
      },
      { now: NOW },
    );
    const prd = parsePrdText(yaml, 'prd.yaml').prd!;
    expect(prd.tasks.map((t) => [t.id, t.status, t.depends_on])).toEqual([
      ['task-01-base', 'done', undefined],
      ['task-02-next', 'done', ['task-01-base']],
      ['task-03-last', 'pending', ['task-02-next']],
      ['task-04-loop', 'pending', ['task-05-loop']],
      ['task-05-loop', 'pending', undefined],
    ]);
    expect(report.warnings).toContain(
      'task-05-loop names task-04-loop, which already depends on it: not made a dependency (no cycles)',
    );
  });
});

describe('IMPLEMENTATION_PLAN.md whose only checkboxes are a testing checklist (mjeffe/ralph, later)', () => {
  const { prd, report } = importSample('real/mjeffe-ralph/later/IMPLEMENTATION_PLAN.md');

  it('the numbered items are the tasks; the checklist under Notes is named as left out', () => {
    expect(ids(prd)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11']);
    expect(task(prd, '1').title).toBe('Reorganize file structure');
    expect(report.dropped).toHaveLength(8);
    expect(report.dropped[0]).toBe(
      '"File structure reorganized correctly" (section "Notes > Testing Checklist": this section lists no work to do; its text is in project.description)',
    );
  });
});
