import { afterEach, describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import {
  NoOperationTraceWriter,
  convertWorkflowTemplate,
  parseWorkflow,
} from '@actions/workflow-parser';
import { parseChecksBlock } from '../../src/checks/parse.js';
import { PrdSchema } from '../../src/prd/schema.js';
import { initCommand } from '../../src/cli/commands/init.js';
import { formatInitReport, runInit, type InitReport } from '../../src/scaffold/init.js';
import { captureIO, tempProject, treeHashes } from './helpers.js';

const cleanups: Array<() => void> = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()!();
});
function project(files: Record<string, string> = {}) {
  const p = tempProject(files);
  cleanups.push(p.cleanup);
  return p.dir;
}
const read = (dir: string, path: string) => readFileSync(join(dir, path), 'utf8');
const actions = (report: InitReport) =>
  report.entries.map((e) => `${e.action} ${e.path}${e.note ? ` (${e.note})` : ''}`);

const NODE_PACKAGE = JSON.stringify({
  name: '@acme/widget-shop',
  scripts: { lint: 'eslint .', test: 'jest' },
});

describe('ralph init', () => {
  it('scaffolds every file in a fresh Node project', async () => {
    const dir = project({ 'package.json': NODE_PACKAGE });
    const report = await runInit({ repoDir: dir, today: '2026-02-05' });
    expect(actions(report)).toEqual([
      'created .ralph/prd.yaml',
      'created .ralph/progress.txt',
      'created .gitignore (added .ralph/attempts/, added node_modules/)',
      'created CLAUDE.md',
      'created AGENTS.md',
      'created .github/workflows/ralph.yml',
    ]);

    const prdText = read(dir, '.ralph/prd.yaml');
    expect(prdText.split('\n')[0]).toBe(
      '# yaml-language-server: $schema=https://raw.githubusercontent.com/ralph-action/ralph-action/main/schema/prd.schema.json',
    );
    const prd = PrdSchema.safeParse(parseYaml(prdText));
    expect(prd.error?.issues).toBeUndefined();
    expect(prd.data!.project).toMatchObject({
      title: '@acme/widget-shop',
      branch: 'ralph/acme-widget-shop',
      created: '2026-02-05',
    });
    expect(prd.data!.tasks.map((t) => t.status)).toEqual(['pending']);

    expect(read(dir, '.ralph/progress.txt')).toContain('## Codebase Patterns');
    expect(read(dir, '.gitignore')).toContain('\n.ralph/attempts/\n');

    // One definition of the checks: CLAUDE.md holds the block, AGENTS.md points to it.
    const block = parseChecksBlock(read(dir, 'CLAUDE.md'), 'CLAUDE.md');
    expect(block.errors).toEqual([]);
    expect(block.checks.map((c) => c.command)).toEqual(['npm run lint', 'npm test']);
    expect(parseChecksBlock(read(dir, 'AGENTS.md'), 'AGENTS.md').found).toBe(false);
    expect(read(dir, 'AGENTS.md')).toContain(
      'The quality checks are defined once, in the RALPH:CHECKS block of CLAUDE.md',
    );
    for (const file of ['CLAUDE.md', 'AGENTS.md']) {
      const text = read(dir, file);
      expect(text).toContain('## Quality Checks');
      expect(text).toContain('## Codebase Patterns');
      expect(text).toContain('Do not edit `.ralph/prd.yaml`');
      expect(text).toContain('---PRP_PHASE_STATUS---');
      expect(text).toContain('RALPH_CANNOT_COMPLETE: <reason>');
    }

    const output = formatInitReport(report);
    expect(output).toContain('created     .ralph/prd.yaml');
    expect(output).toContain('Detected checks: lint (npm run lint), test (npm test)');
    expect(output).toContain('Next steps:\n  1. Edit .ralph/prd.yaml');
    for (const step of ['ralph validate', 'ralph once --dry-run', 'ANTHROPIC_API_KEY'])
      expect(output).toContain(step);
    expect(output).toContain(
      'git add .ralph/prd.yaml .ralph/progress.txt .gitignore CLAUDE.md AGENTS.md .github/workflows/ralph.yml &&',
    );
  });

  it('writes a workflow that GitHub’s own parser accepts', async () => {
    const dir = project();
    await runInit({ repoDir: dir });
    const content = read(dir, '.github/workflows/ralph.yml');
    const parsed = parseWorkflow({ name: 'ralph.yml', content }, new NoOperationTraceWriter());
    expect(parsed.context.errors.getErrors().map((e) => e.message)).toEqual([]);
    const template = await convertWorkflowTemplate(parsed.context, parsed.value!);
    expect((template.errors ?? []).map((e) => e.Message)).toEqual([]);

    const wf = parseYaml(content) as {
      on: Record<string, { inputs?: Record<string, unknown>; types?: string[] }>;
      permissions: Record<string, string>;
      concurrency: { group: string };
      jobs: { ralph: { steps: Array<{ uses?: string; with?: Record<string, string> }> } };
    };
    expect(Object.keys(wf.on)).toEqual(['workflow_dispatch', 'issue_comment']);
    expect(wf.on.workflow_dispatch!.inputs).toHaveProperty('iterations');
    expect(wf.on.issue_comment!.types).toEqual(['created']);
    expect(wf.permissions).toEqual({
      actions: 'write',
      contents: 'write',
      'pull-requests': 'write',
      issues: 'write',
      statuses: 'write',
    });
    expect(wf.concurrency.group).toBe('ralph-loop');
    const action = wf.jobs.ralph.steps.find((s) => s.uses === 'ralph-action/ralph-action@v1');
    expect(action?.with?.['anthropic-api-key']).toBe('${{ secrets.ANTHROPIC_API_KEY }}');
  });

  it('running twice changes nothing the second time', async () => {
    const dir = project({ 'package.json': NODE_PACKAGE, 'go.mod': 'module x\n' });
    await runInit({ repoDir: dir, today: '2026-02-05' });
    const first = treeHashes(dir);
    const again = await runInit({ repoDir: dir, today: '2030-01-01' });
    expect(treeHashes(dir)).toEqual(first);
    expect(again.entries.every((e) => e.action === 'skipped')).toBe(true);
    expect(actions(again)).toContain('skipped CLAUDE.md (exists, has a RALPH:CHECKS block)');
    expect(actions(again)).toContain(
      'skipped .gitignore (already ignores .ralph/attempts/ and the build outputs)',
    );
  });

  it('keeps the one existing checks block: the other file gets a pointer, .gitignore an entry', async () => {
    const claude = '# My notes\n\nUse tabs.\n';
    const agents = `# Agents\n\n## Quality Checks\n\n<!-- RALPH:CHECKS:START -->\n\`\`\`yaml\nchecks:\n  - name: unit\n    command: make unit\n\`\`\`\n<!-- RALPH:CHECKS:END -->\n`;
    const dir = project({
      'CLAUDE.md': claude,
      'AGENTS.md': agents,
      '.gitignore': 'node_modules/',
    });
    const report = await runInit({ repoDir: dir });
    expect(actions(report)).toEqual(
      expect.arrayContaining([
        'updated .gitignore (added .ralph/attempts/)',
        'updated CLAUDE.md (added a pointer to the RALPH:CHECKS block of AGENTS.md)',
        'skipped AGENTS.md (exists, has a RALPH:CHECKS block)',
      ]),
    );
    const updated = read(dir, 'CLAUDE.md');
    expect(updated.startsWith(claude)).toBe(true);
    // No second copy that could drift: the harness falls through to AGENTS.md's block.
    expect(parseChecksBlock(updated).found).toBe(false);
    expect(updated).toContain('defined once, in the RALPH:CHECKS block of AGENTS.md');
    expect(read(dir, 'AGENTS.md')).toBe(agents);
    // The user's own files are in the commit step too.
    expect(formatInitReport(report)).toContain(
      'git add .ralph/prd.yaml .ralph/progress.txt .gitignore CLAUDE.md AGENTS.md',
    );
    expect(read(dir, '.gitignore')).toBe(
      'node_modules/\n\n# ralph-action: per-attempt transcripts and logs\n.ralph/attempts/\n',
    );
  });

  it('without detected checks, writes a TODO block the gate refuses and says so', async () => {
    const dir = project();
    const report = await runInit({ repoDir: dir });
    const parsed = parseChecksBlock(read(dir, 'CLAUDE.md'), 'CLAUDE.md');
    expect(parsed.found).toBe(true);
    expect(parsed.checks).toEqual([]);
    expect(parsed.errors[0]!.message).toMatch(/has no checks yet/);
    expect(read(dir, 'CLAUDE.md')).toContain(
      '# TODO: no test/lint/typecheck commands were detected',
    );
    const output = formatInitReport(report);
    expect(output).toContain('No checks detected');
    expect(output).toContain('fill in the RALPH:CHECKS block');
    // The directory name is the project title.
    expect(parseYaml(read(dir, '.ralph/prd.yaml')).project.branch).toBe('ralph/widget-shop');
  });

  it('--force overwrites existing files with the templates', async () => {
    const dir = project({ '.ralph/prd.yaml': 'old: true\n', 'CLAUDE.md': '# old\n' });
    const report = await runInit({ repoDir: dir, force: true });
    expect(actions(report)).toEqual(
      expect.arrayContaining(['overwritten .ralph/prd.yaml', 'overwritten CLAUDE.md']),
    );
    expect(read(dir, '.ralph/prd.yaml')).toContain('schema_version: "1.0"');
  });

  it('--enhance keeps the checks block even when /init rewrote it', async () => {
    const dir = project({ 'package.json': NODE_PACKAGE });
    const report = await runInit({
      repoDir: dir,
      enhance: true,
      runClaudeInit: async (cwd) => {
        const claude = read(cwd, 'CLAUDE.md')
          .replace('Describe the project here', 'A shop for widgets')
          .replace('command: npm test', 'command: "true"');
        writeFileSync(join(cwd, 'CLAUDE.md'), claude);
        writeFileSync(
          join(cwd, 'AGENTS.md'),
          read(cwd, 'AGENTS.md').replace('Describe the project here', 'A shop for widgets'),
        );
        return { ok: true, message: 'enriched' };
      },
    });
    const claude = read(dir, 'CLAUDE.md');
    expect(claude).toContain('A shop for widgets');
    expect(parseChecksBlock(claude).checks.map((c) => c.command)).toEqual([
      'npm run lint',
      'npm test',
    ]);
    expect(actions(report)).toEqual(
      expect.arrayContaining([
        'restored CLAUDE.md (put back the RALPH:CHECKS block changed during --enhance)',
        'updated AGENTS.md (enhanced by Claude Code /init)',
      ]),
    );
    expect(report.enhance).toEqual({ ok: true, message: 'enriched' });
  });

  it('the CLI prints the report, and skips --enhance clearly when claude is missing', async () => {
    const dir = project({ 'package.json': NODE_PACKAGE });
    const io = captureIO(dir, { PATH: '/nonexistent', RALPH_CLAUDE_PATH: '' });
    const { createInitCommand } = await import('../../src/cli/commands/init.js');
    const command = createInitCommand({
      createRunner: () => {
        throw new Error('must not be called');
      },
      findClaude: async () => undefined,
    });
    const code = await command.run({
      positionals: [],
      values: { enhance: true },
      io,
      signal: new AbortController().signal,
    });
    expect(code).toBe(0);
    expect(io.err.join('')).toContain('--enhance needs Claude Code, which was not found');
    expect(io.out.join('')).toContain('created     CLAUDE.md');
    expect(existsSync(join(dir, '.ralph/prd.yaml'))).toBe(true);

    const missing = captureIO(dir);
    expect(
      await initCommand.run({
        positionals: ['nope'],
        values: {},
        io: missing,
        signal: new AbortController().signal,
      }),
    ).toBe(1);
    expect(missing.err.join('')).toMatch(/nope is not a directory/);
  });
});
