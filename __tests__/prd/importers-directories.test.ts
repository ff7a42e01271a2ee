/**
 * Directory formats: tilth's task directory and a directory of ralph-orchestrator code tasks
 * (samples in fixtures/import-samples/), and the clear error for any other directory.
 */
import { describe, expect, it } from '@jest/globals';
import { ImportError, importSource } from '../../src/prd/index.js';
import { ids, importSample, selectionOrder } from './import-samples.js';

describe("tilth's task directory (overview.md + T-NNN-*.md)", () => {
  const { prd, report } = importSample('tilth/notes-export');

  it('one task per T-NNN file, ordered by id (not file name), all pending', () => {
    expect(ids(prd)).toEqual(['T-001', 'T-002', 'T-010']);
    expect(prd.tasks.map((t) => t.status)).toEqual(['pending', 'pending', 'pending']);
    expect(selectionOrder(prd)).toEqual(['T-001', 'T-002', 'T-010']);
    expect(report.mapped).toContain(
      'status: tilth keeps it in its session (task-status.json), not in the files: all pending',
    );
  });

  it('criteria from "## Acceptance criteria" (- and * bullets), the rest as description', () => {
    expect(prd.tasks[0]).toEqual({
      id: 'T-001',
      title: 'Export notes as Markdown',
      status: 'pending',
      description:
        '`notes export --md` writes one `- ` bullet per note, newest last\n(notes/export.py:export_markdown()).',
      acceptance_criteria: [
        'Each note is one bullet line',
        'Multi-line notes are indented under their bullet',
        'The command exits 0 with no notes',
      ],
    });
    expect(prd.tasks[2]!.description).toBe(
      '`notes export --help` lists `--md` and `--json` with one-line descriptions.',
    );
    expect(prd.tasks[2]!.acceptance_criteria).toBeUndefined();
  });

  it('overview.md gives the title and description; other files and keys are reported', () => {
    expect(prd.project.title).toBe('Notes export');
    expect(prd.project.description).toBe(
      '## Goal\nLet users get their notes out of the tool as Markdown or JSON.\n\n## Scope boundaries\n- No import in this feature\n- No changes to the storage format',
    );
    expect(report.dropped).toEqual(['files README.md (not task files)', 'owner (in 1 task file)']);
  });
});

describe('a directory of ralph-orchestrator *.code-task.md files', () => {
  const { prd, report } = importSample('ralph-orchestrator/tasks', { title: 'Gateway limits' });

  it('one task per file in file-name order, status from the frontmatter', () => {
    expect(prd.project.title).toBe('Gateway limits');
    expect(prd.tasks.map((t) => [t.id, t.title, t.status])).toEqual([
      ['task-01-rate-limit-config', 'Rate limit configuration', 'done'],
      ['task-02-token-bucket', 'Token bucket limiter', 'pending'],
      ['task-03-limit-metrics', 'Rate limit metrics', 'in_progress'],
    ]);
  });

  it('dependencies on imported files become depends_on; the others stay as text', () => {
    expect(prd.tasks[1]!.depends_on).toEqual(['task-01-rate-limit-config']);
    expect(prd.tasks[2]!.depends_on).toEqual(['task-02-token-bucket']);
    expect(prd.tasks[2]!.description).toContain('`obs-07-exporter.code-task.md`');
    // task-03 (in progress) waits on task-02, so task-02 runs first.
    expect(selectionOrder(prd)[0]).toBe('task-02-token-bucket');
    expect(report.warnings).toEqual([
      'Task task-03-limit-metrics is in_progress: a run was interrupted or is still running',
    ]);
  });

  it('Given/When/Then criteria, labels as tags, the other sections as description', () => {
    expect(prd.tasks[0]!.acceptance_criteria).toEqual([
      'Limits load: Given a limits file with two routes; When the gateway starts; Then both routes use their configured limit',
      'Default limit: Given a route missing from the file; When a request arrives; Then the default limit applies',
    ]);
    expect(prd.tasks[0]!.tags).toEqual(['gateway', 'config']);
    expect(prd.tasks[0]!.description).toMatch(
      /^## Description\nRead per-route rate limits[\s\S]*## Implementation Approach\n1\. Add `RateLimits`/,
    );
    expect(prd.tasks[0]!.description).not.toContain('Acceptance Criteria');
    expect(report.dropped).toEqual([
      'Metadata Complexity (no prd.yaml field)',
      'Metadata Required Skills (no prd.yaml field)',
      'frontmatter created/started/completed dates',
    ]);
  });
});

describe('other directories', () => {
  it('a directory without task files is a clear error, never EISDIR', () => {
    const source = {
      kind: 'directory' as const,
      name: 'docs',
      files: [{ name: 'docs/guide.md', baseName: 'guide.md', text: '# Guide\n' }],
    };
    expect(() => importSource(source)).toThrow(ImportError);
    expect(() => importSource(source)).toThrow(
      "docs is a directory without task files: expected tilth's T-NNN-*.md files (with overview.md) or ralph-orchestrator *.code-task.md files; to convert one file, name the file",
    );
  });

  it.each([
    ['T-001-a.md', '---\nid: 7\ntitle: A\n---\n', 'x/T-001-a.md: id must look like T-001, got 7'],
    ['T-001-a.md', 'no frontmatter\n', 'x/T-001-a.md: missing the frontmatter block'],
    ['T-001-a.md', '---\nid: T-001\n---\n', 'x/T-001-a.md: missing title'],
    [
      'a.code-task.md',
      '---\nstatus: someday\n---\n# Task: A\n',
      "x/a.code-task.md: unknown status 'someday' (expected pending, in_progress, completed, blocked or obsolete)",
    ],
    [
      'a.code-task.md',
      '---\nstatus: __proto__\n---\n# Task: A\n',
      "x/a.code-task.md: unknown status '__proto__' (expected pending, in_progress, completed, blocked or obsolete)",
    ],
  ])('a malformed %s names the file and the problem', (baseName, text, message) => {
    const source = {
      kind: 'directory' as const,
      name: 'x',
      files: [{ name: `x/${baseName}`, baseName, text }],
    };
    expect(() => importSource(source)).toThrow(message);
  });
});
