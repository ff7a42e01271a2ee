import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import {
  detectImportFormat,
  ImportError,
  importToPrdYaml,
  parsePrdText,
  PRD_SCHEMA_URL,
} from '../../src/prd/index.js';
import { fixture } from './helpers.js';

const NOW = new Date('2026-02-10T12:00:00Z');
const read = (name: string) => readFileSync(fixture('import', name), 'utf8');

function importAndLoad(name: string) {
  const { yaml, taskCount } = importToPrdYaml(read(name), name, { now: NOW });
  expect(yaml.split('\n')[0]).toBe(`# yaml-language-server: $schema=${PRD_SCHEMA_URL}`);
  const loaded = parsePrdText(yaml, 'prd.yaml');
  expect(loaded.errors).toEqual([]);
  expect(loaded.prd!.tasks).toHaveLength(taskCount);
  return { yaml, prd: loaded.prd! };
}

describe('detectImportFormat', () => {
  it.each([
    ['TASKS.json', 'tasks-json'],
    ['prd.json', 'tasks-json'],
    ['tilth-prd.json', 'json-list'],
    ['prd.md', 'checklist-md'],
  ])('%s -> %s', (name, format) => {
    expect(detectImportFormat(read(name), name)).toBe(format);
  });
  it('undefined for anything else', () => {
    expect(detectImportFormat('{"a": 1}', 'x.json')).toBeUndefined();
    expect(detectImportFormat('hello', 'x.txt')).toBeUndefined();
  });
});

describe('importers', () => {
  it('Ralph CLI TASKS.json: priorities, passes, notes and branch', () => {
    const { prd } = importAndLoad('TASKS.json');
    expect(prd.project).toEqual({
      title: 'Task Priority',
      description: 'Add priority levels to tasks',
      created: '2026-02-10',
      branch: 'ralph/task-priority',
    });
    // 1, 2, 4, 5: four distinct ranks, one level each (5 no longer collapses with 4).
    expect(prd.tasks.map((t) => [t.id, t.priority, t.status])).toEqual([
      ['US-001', 'critical', 'done'],
      ['US-002', 'high', 'pending'],
      ['US-003', 'medium', 'pending'],
      ['US-004', 'low', 'pending'],
    ]);
    expect(prd.tasks[1]!.description).toBe(
      'Show a colored badge on each task card.\n\nNotes: Reuse the Badge component.',
    );
    expect(prd.tasks[1]!.acceptance_criteria).toEqual(['Badge visible', 'Colors match design']);
  });

  it('the original prd.json of the same shape', () => {
    const { prd } = importAndLoad('prd.json');
    expect(prd.project.title).toBe('MyApp');
    expect(prd.project.branch).toBe('ralph/login');
    expect(prd.tasks[0]).toMatchObject({
      id: 'US-001',
      title: 'Login page',
      status: 'pending',
      priority: 'critical',
    });
  });

  it("tilth's prd.json: failed becomes blocked with a reason", () => {
    const { prd } = importAndLoad('tilth-prd.json');
    expect(prd.project.title).toBe('Tilth');
    expect(prd.tasks.map((t) => [t.id, t.status, t.blocked_by])).toEqual([
      ['T-001', 'done', undefined],
      ['T-002', 'blocked', 'Failed in a previous tilth run'],
      ['T-003', 'pending', undefined],
    ]);
    expect(prd.tasks[0]!.acceptance_criteria).toHaveLength(2);
  });

  it('prd.md checklist (SPEC-035 §10.2)', () => {
    const { prd, yaml } = importAndLoad('prd.md');
    expect(prd.project.title).toBe('My Project');
    expect(prd.tasks).toEqual([
      { id: 'task-001', title: 'Implement user authentication', status: 'pending' },
      { id: 'task-002', title: 'Add database schema', status: 'done' },
      { id: 'task-003', title: 'Set up CI/CD pipeline', status: 'pending' },
    ]);
    expect(yaml).toContain(
      '\ntasks:\n  - id: "task-001"\n    title: "Implement user authentication"\n    status: "pending"\n\n  - id: "task-002"',
    );
  });

  it('a title option names a list that has no title', () => {
    const { yaml } = importToPrdYaml(read('tilth-prd.json'), 'prd.json', {
      now: NOW,
      title: 'Todo CLI',
    });
    expect(parsePrdText(yaml, 'prd.yaml').prd?.project.title).toBe('Todo CLI');
  });

  it.each([
    ['{"userStories": []}', 'x.json', 'x.json: userStories is empty'],
    [
      '{"project": "P", "userStories": [{"id": "A"}]}',
      'x.json',
      'x.json: userStories[0] (A): missing title',
    ],
    [
      '{"project": "P", "userStories": [{"id": "A", "title": "t", "passes": "yes"}]}',
      'x.json',
      'x.json: userStories[0] (A): passes must be true or false',
    ],
    ['{"project": "P", "userStories": [}', 'x.json', 'x.json is not valid JSON'],
    ['[{"id": "T-001"}]', 'prd.json', 'prd.json: entry 1 (T-001): missing title'],
    ['# Title\nno checklist here\n', 'prd.md', 'Cannot tell the format of prd.md'],
    [
      '{"a": 1}',
      'x.json',
      'x.json is JSON in a shape this importer does not know (it has the keys a). Known shapes:',
    ],
  ])('clear error for %s', (text, name, message) => {
    expect(() => importToPrdYaml(text, name)).toThrow(ImportError);
    expect(() => importToPrdYaml(text, name)).toThrow(message);
  });

  it('reads a file that starts with a byte order mark', () => {
    const text = `\uFEFF${read('TASKS.json')}`;
    expect(importToPrdYaml(text, 'TASKS.json', { now: NOW }).taskCount).toBe(4);
  });

  it('refuses output that would not validate (duplicate ids)', () => {
    const text = '[{"id": "T-001", "title": "a"}, {"id": "T-001", "title": "b"}]';
    expect(() => importToPrdYaml(text, 'prd.json')).toThrow(
      /converts to an invalid prd.yaml:\n.*VAL-05 Duplicate task ID: T-001/,
    );
  });
});
