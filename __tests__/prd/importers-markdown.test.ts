/**
 * Markdown task lists (samples in fixtures/import-samples/): snarktank's PRD markdown, frankbria's
 * fix_plan.md in both of its section styles, and single tilth and ralph-orchestrator task files.
 */
import { describe, expect, it } from '@jest/globals';
import { detectImportFormat, importToPrd, isComplete } from '../../src/prd/index.js';
import { ids, importSample, selectionOrder } from './import-samples.js';

describe('snarktank PRD markdown (tasks/prd-*.md)', () => {
  const { prd, report } = importSample('snarktank/tasks/prd-reading-stats.md');

  it('one task per "### US-NNN: Title" story, not one per checkbox', () => {
    expect(ids(prd)).toEqual(['US-001', 'US-002', 'US-003', 'US-004']);
    expect(prd.tasks.map((t) => t.title)).toEqual([
      'Weekly read count',
      'Reading streak',
      'Top tags',
      'Stats endpoint',
    ]);
  });

  it("a story's checkboxes are its acceptance criteria; all checked means done", () => {
    expect(prd.tasks.map((t) => t.acceptance_criteria?.length)).toEqual([4, 4, 4, 3]);
    expect(prd.tasks[1]!.acceptance_criteria).toEqual([
      "Streak counts days in the reader's time zone",
      'A day without reading resets it to 0',
      'Unit tests cover a streak across a month boundary',
      'Typecheck passes',
    ]);
    expect(prd.tasks.map((t) => t.status)).toEqual(['pending', 'pending', 'pending', 'done']);
  });

  it('description, notes, title and introduction are kept', () => {
    expect(prd.tasks[0]!.description).toBe(
      'As a reader, I want to see how many articles I read this week.',
    );
    expect(prd.tasks[3]!.description).toContain('**Notes:** Cache per reader for one minute.');
    expect(prd.project.title).toBe('Reading Stats');
    expect(prd.project.description).toMatch(/^Show readers how much they read/);
  });

  it('the other sections are reported as left out (their checkbox is no task)', () => {
    expect(report.format).toBe('snarktank PRD markdown (### US-001 stories)');
    expect(report.dropped).toEqual([
      "sections Goals, Functional Requirements, Non-Goals, Technical Considerations, Success Metrics, Open Questions (not tasks; keep the file and list it in a task's context_files if the agent should read it)",
    ]);
    expect(selectionOrder(prd)).toEqual(['US-001', 'US-002', 'US-003']);
  });

  it('a partly checked story stays pending, with a warning', () => {
    const text = '# PRD: X\n\n### US-001: A\n**Acceptance Criteria:**\n- [x] one\n- [ ] two\n';
    const prd = importToPrd(text, 'prd-x.md');
    expect(prd.tasks).toEqual([
      { id: 'US-001', title: 'A', status: 'pending', acceptance_criteria: ['one', 'two'] },
    ]);
  });
});

describe('frankbria fix_plan.md with High/Medium/Low sections', () => {
  const { prd, report } = importSample('frankbria/fix_plan.md');

  it('sections set priorities, in the order the agent works through them', () => {
    expect(prd.tasks.map((t) => [t.title, t.status, t.priority])).toEqual([
      ['Parse the config file (YAML) into typed settings', 'done', 'high'],
      ['Fail with a clear message when the config file is missing', 'pending', 'high'],
      ['Add the `sync` command skeleton', 'pending', 'high'],
      ['Retry failed uploads with backoff', 'pending', 'medium'],
      ['Log each sync to ~/.cache/drift/sync.log', 'pending', 'medium'],
      ['Colored output when stdout is a terminal', 'pending', 'low'],
      ['Shell completions for bash and zsh', 'pending', 'low'],
      ['Progress bar for large uploads', 'skipped', 'low'],
      ['Man page', 'done', 'low'],
    ]);
    // A "Completed" section is a record of finished work: no task, named in the report.
    expect(report.dropped).toEqual([
      '"Project initialization" (section "Completed": a record of finished work, not a task; its text is in project.description)',
    ]);
    expect(selectionOrder(prd)).toEqual([
      'task-002',
      'task-003',
      'task-004',
      'task-005',
      'task-006',
      'task-007',
    ]);
  });

  it('indented lists are criteria, indented text the description', () => {
    expect(prd.tasks[1]!.acceptance_criteria).toEqual([
      'exit code 2',
      'message names the path it looked for',
    ]);
    expect(prd.tasks[4]!.description).toBe('Rotate the log at 1 MB.');
  });

  it('## Optional items are skipped, not required pending work, and say how to turn them on', () => {
    const optional = prd.tasks[7]!;
    expect(optional).toMatchObject({ status: 'skipped', tags: ['optional'] });
    expect(optional.description).toContain('Set status: pending to have the loop do it.');
    expect(report.mapped).toContain(
      '1 open item marked optional -> status skipped, tagged optional: not required for completion (set status: pending to run one)',
    );
    // Once the required work is done the list is complete, the optional item notwithstanding.
    const finished = structuredClone(prd);
    for (const t of finished.tasks) if (t.status === 'pending') t.status = 'done';
    expect(isComplete(finished)).toBe(true);
  });

  it('Notes become the project description; the heading is no project name', () => {
    expect(prd.project.description).toBe(
      'Completed:\n- [x] Project initialization\n\nNotes:\n- Keep the CLI dependency-free apart from the YAML parser\n- Every command needs a test in tests/commands/',
    );
    expect(prd.project.title).toBe('Tasks imported from fix_plan.md');
    expect(report.format).toBe('frankbria fix_plan.md');
  });
});

describe('fix_plan.md sections other tools write', () => {
  it.each([
    ['## In Progress', 'in_progress', undefined],
    ['## 🔴 High Priority (MANDATORY - Phase 1)', 'pending', 'high'],
    ['## 🟢 Low Priority / Optional (Phase 2)', 'pending', 'low'],
    ['## Optional: nice to have', 'skipped', undefined],
    ['## Tasks', 'pending', undefined],
  ])('%s -> %s, %s', (heading, status, priority) => {
    const prd = importToPrd(`# Fix Plan\n\n${heading}\n- [ ] Do it\n`, 'fix_plan.md');
    expect(prd.tasks[0]!.status).toBe(status);
    expect(prd.tasks[0]!.priority).toBe(priority);
  });
});

describe('frankbria @fix_plan.md with "Priority 1..5" sections', () => {
  const { prd, report } = importSample('frankbria/@fix_plan.md');

  it('numbered sections spread over the levels and keep their order', () => {
    const open = prd.tasks.filter((t) => t.status === 'pending');
    expect(open.map((t) => [t.title, t.priority])).toEqual([
      ['Config loader with defaults', 'critical'],
      ['Upload changed files', 'critical'],
      ['Download remote changes', 'critical'],
      ['End-to-end test against a local server', 'high'],
      ['Resume an interrupted upload', 'medium'],
      ['Friendlier --help text', 'low'],
    ]);
    expect(selectionOrder(prd)).toEqual(open.map((t) => String(t.id)));
    expect(report.mapped).toContain(
      'section priority (1 = highest) -> priority: 1-2 -> critical, 3 -> high, 4 -> medium, 5 -> low',
    );
  });

  it('both Optional items are skipped; the title comes from "# Fix Plan - Name"', () => {
    expect(prd.tasks.filter((t) => t.status === 'skipped').map((t) => t.title)).toEqual([
      'Desktop notifications',
      'A --watch mode',
    ]);
    expect(prd.project.title).toBe('Drift Sync');
    expect(prd.tasks).toHaveLength(9); // the Completed section's item is no task
  });
});

describe('single task files', () => {
  it('a ralph-orchestrator .code-task.md is one task', () => {
    const { prd } = importSample('ralph-orchestrator/tasks/task-02-token-bucket.code-task.md');
    expect(prd.project.title).toBe('Token bucket limiter');
    expect(prd.tasks).toHaveLength(1);
    expect(prd.tasks[0]).toMatchObject({
      id: 'task-02-token-bucket',
      title: 'Token bucket limiter',
      status: 'pending',
      tags: ['gateway'],
      acceptance_criteria: [
        'Requests over the limit are refused: Given a route limited to 2 requests per minute; When a client sends 3 requests within a minute; Then the third gets 429 with Retry-After',
        'Buckets refill: Given an empty bucket; When a minute passes; Then the client can send again',
      ],
    });
    // Its dependency is not part of this import.
    expect(prd.tasks[0]!.depends_on).toBeUndefined();
  });

  it('a tilth T-NNN-*.md file is one task', () => {
    const { prd } = importSample('tilth/notes-export/T-002-json-export.md');
    expect(prd.project.title).toBe('Export notes as JSON');
    expect(prd.tasks).toEqual([
      {
        id: 'T-002',
        title: 'Export notes as JSON',
        status: 'pending',
        description:
          '## Problem\nScripts want the notes in a machine-readable form.\n\n## Description\n`notes export --json` writes a JSON array of `{text, created}` to stdout\n(notes/export.py:export_json()).',
        acceptance_criteria: ['Output parses with `json.loads`', 'Notes keep their original order'],
      },
    ]);
  });

  it.each([
    ['prd-x.md', '# PRD: X\n### US-001: A\n', 'story-md'],
    ['fix_plan.md', '## High Priority\n- [ ] a\n', 'fix-plan-md'],
    ['a.code-task.md', '# Task: A\n', 'code-task'],
    ['T-001-a.md', '---\nid: T-001\ntitle: A\n---\nbody\n', 'tilth-dir'],
    ['notes.md', '# Notes\nnothing to do\n', undefined],
  ])('detects %s', (name, text, format) => {
    expect(detectImportFormat(text, name)).toBe(format);
  });
});

describe('checklist item text that only looks like numbering or dependencies', () => {
  it('"depends on" followed by words, not item numbers, stays in the title', () => {
    const prd = importToPrd(
      '# Fix Plan\n\n## High Priority\n- [ ] Fix the report that depends on the time zone\n' +
        '- [ ] Upgrade the UI\n  - Dependencies: React 18 and Vite 5\n',
      'fix_plan.md',
    );
    expect(prd.tasks.map((t) => [t.title, t.depends_on, t.acceptance_criteria])).toEqual([
      ['Fix the report that depends on the time zone', undefined, undefined],
      ['Upgrade the UI', undefined, ['Dependencies: React 18 and Vite 5']],
    ]);
  });

  it('a number that is part of the title stays', () => {
    const prd = importToPrd('- [ ] 3D preview of the model\n- [ ] 2FA for admins\n', 'prd.md');
    expect(prd.tasks.map((t) => t.title)).toEqual(['3D preview of the model', '2FA for admins']);
  });
});
