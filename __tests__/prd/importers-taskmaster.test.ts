/**
 * Task Master's tasks.json (a real file: fixtures/import-samples/real/edu-parser, provenance in
 * its PROVENANCE.md) and the TASKS.json variants other tools write.
 */
import { describe, expect, it } from '@jest/globals';
import { detectImportFormat, importToPrdYaml, parsePrdText } from '../../src/prd/index.js';
import { importSample, NOW, selectionOrder } from './import-samples.js';

const inline = (text: string, name: string) => {
  const { yaml, report } = importToPrdYaml(text, name, { now: NOW });
  const loaded = parsePrdText(yaml, 'prd.yaml');
  expect(loaded.errors).toEqual([]);
  return { prd: loaded.prd!, report, yaml };
};

describe('Task Master .taskmaster/tasks/tasks.json, tagged form (edu-parser)', () => {
  const { prd, report } = importSample('real/edu-parser/.taskmaster/tasks/tasks.json');

  it('imports the master tag: ids, titles, statuses and priority words kept', () => {
    expect(report.format).toBe('Task Master tasks.json');
    expect(prd.tasks.map((t) => [t.id, t.status, t.priority])).toEqual([
      [1, 'done', 'high'],
      [2, 'done', 'high'],
      [3, 'done', 'high'],
      [11, 'pending', 'medium'],
    ]);
    expect(prd.tasks[3]!.title).toBe('Add Google Sheets Integration for Scraping Results Export');
    expect(report.mapped).toContain('the "master" tag\'s tasks -> tasks');
  });

  it('subtasks become criteria with their number and status', () => {
    expect(prd.tasks[0]!.acceptance_criteria).toEqual([
      '[x] 1.1 Create directory structure with all required folders and __init__.py files',
      '[x] 1.2 Create requirements.txt with all dependencies and versions',
      '[x] 1.3 Create .env.example with template variables and documentation',
      '[x] 1.4 Configure .gitignore for Python projects including common patterns',
    ]);
    expect(prd.tasks[3]!.acceptance_criteria).toHaveLength(5);
    expect(prd.tasks[3]!.acceptance_criteria![0]).toMatch(/^11\.1 /);
  });

  it('testStrategy stays prose in the description, never a verify command', () => {
    expect(prd.tasks.every((t) => t.verify === undefined)).toBe(true);
    expect(prd.tasks[0]!.description).toContain(
      'Test strategy:\nVerify project structure exists, all dependencies install without conflicts',
    );
    // `details` keeps its code blocks as written.
    expect(prd.tasks[0]!.description).toContain('```bash\npip install httpx beautifulsoup4');
  });

  it('dependencies are kept; the ones not in the file are named', () => {
    expect(prd.tasks[1]!.depends_on).toEqual([1]);
    expect(prd.tasks[3]!.depends_on).toEqual([3]);
    expect(report.warnings).toContain('11 depends on 7, 8, not in the file: left out');
    expect(report.dropped).toContain('metadata (created/updated dates, the tag description)');
    expect(selectionOrder(prd)).toEqual(['11']);
  });
});

describe('Task Master: the other shapes', () => {
  const task = (id: number, extra: object = {}) => ({
    id,
    title: `Task ${id}`,
    description: 'd',
    details: '',
    testStrategy: 'Run `npm test`',
    status: 'pending',
    priority: 'medium',
    dependencies: [],
    subtasks: [],
    ...extra,
  });

  it('the legacy {"tasks": [...]} form; review, deferred, cancelled and unknown statuses', () => {
    const text = JSON.stringify({
      tasks: [
        task(1, { status: 'review' }),
        task(2, { status: 'deferred', priority: 'low' }),
        task(3, { status: 'cancelled' }),
        task(4, { status: 'someday', dependencies: [1] }),
      ],
      metadata: { projectName: 'X' },
    });
    expect(detectImportFormat(text, 'tasks/tasks.json')).toBe('taskmaster-json');
    const { prd, report } = inline(text, 'tasks/tasks.json');
    expect(prd.tasks.map((t) => [t.id, t.status, t.tags])).toEqual([
      [1, 'in_progress', undefined],
      [2, 'skipped', ['deferred']],
      [3, 'skipped', ['cancelled']],
      [4, 'pending', undefined],
    ]);
    expect(prd.tasks[3]!.depends_on).toEqual([1]);
    expect(report.warnings).toContain(
      'tasks/tasks.json: tasks[3] (4): unknown status "someday": imported as pending',
    );
  });

  it('several tags: master is imported, each other tag is named as left out', () => {
    const text = JSON.stringify({
      'feature-auth': { tasks: [task(1), task(2)] },
      master: { tasks: [task(1, { subtasks: [{ id: 1, title: 'Sub', status: 'in-progress' }] })] },
    });
    const { prd, report } = inline(text, '.taskmaster/tasks/tasks.json');
    expect(prd.tasks).toHaveLength(1);
    expect(prd.tasks[0]!.acceptance_criteria).toEqual(['1.1 Sub (in-progress)']);
    expect(report.dropped).toEqual([
      'tag "feature-auth" (2 tasks): one tag is imported; copy that tag into its own file to import it',
    ]);
  });
});

describe('TASKS.json variants', () => {
  it('summary is the title; future and planned statuses are imported with a warning, never refused', () => {
    const text = JSON.stringify({
      project: 'Hub',
      tasks: [
        { id: 'A1', summary: 'Parse the feed', status: 'planned' },
        { id: 'A2', summary: 'Publish a digest', status: 'future', depends: ['A1'] },
        { id: 'A3', summary: 'Archive old items', status: 'icebox', depends: ['A1'] },
      ],
    });
    const { prd, report } = inline(text, 'TASKS.json');
    expect(prd.tasks.map((t) => [t.id, t.title, t.status])).toEqual([
      ['A1', 'Parse the feed', 'pending'],
      ['A2', 'Publish a digest', 'skipped'],
      ['A3', 'Archive old items', 'pending'],
    ]);
    expect(report.mapped).toContain('summary -> title');
    expect(report.warnings).toContain(
      "TASKS.json: tasks[1] (A2): status 'future' is not work for now: imported as skipped, tagged deferred (set status: pending to run it)",
    );
    expect(report.warnings).toContain(
      "TASKS.json: tasks[2] (A3): unknown status 'icebox' (known: pending, in_progress, done, blocked, failed, skipped): imported as pending",
    );
  });

  it('the report names the dependency key the file really uses', () => {
    const text = JSON.stringify({
      tasks: [
        { id: 1, title: 'a' },
        { id: 2, title: 'b', depends: [1] },
      ],
    });
    const { prd, report } = inline(text, 'TASKS.json');
    expect(prd.tasks[1]!.depends_on).toEqual([1]);
    expect(report.mapped).toContain('depends -> depends_on');
    expect(report.mapped).not.toContain('dependsOn -> depends_on');
  });
});
