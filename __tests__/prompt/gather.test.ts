import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { assemblePrompt } from '../../src/prompt/assemble.js';
import { gatherPromptInput } from '../../src/prompt/gather.js';
import { normalizeRepoPath } from '../../src/prompt/repo-files.js';
import type { Prd, Task } from '../../src/prd/schema.js';

let root: string;
let repo: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'ralph-gather-'));
  repo = path.join(root, 'repo');
  await mkdir(path.join(repo, 'docs'), { recursive: true });
  await mkdir(path.join(repo, 'src'), { recursive: true });
  await writeFile(path.join(repo, 'docs', 'guide.md'), '# Guide\nRead me.\n');
  await writeFile(path.join(repo, 'src', 'a.ts'), 'export const a = 1;\n');
  await writeFile(path.join(repo, 'src', 'b.ts'), 'export const b = 2;\n');
  await writeFile(
    path.join(repo, 'src', 'logo.png'),
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2]),
  );
  await writeFile(path.join(root, 'secret.txt'), 'outside the repo\n');
  await symlink(path.join(root, 'secret.txt'), path.join(repo, 'src', 'link-out.txt'));
  await symlink(path.join(repo, 'src', 'a.ts'), path.join(repo, 'src', 'link-in.ts'));
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

function prdWith(task: Task, knowledge: string[], context: string[]): Prd {
  return {
    schema_version: '1.0',
    project: { title: 'Demo' },
    features: [{ name: 'core', knowledge_paths: knowledge, context_files: context }],
    disciplines: [{ name: 'dev', system_prompt: 'You are a developer.' }],
    tasks: [{ id: 'task-000', title: 'Earlier', status: 'done' }, task],
  };
}

const baseTask: Task = {
  id: 'task-001',
  title: 'Do the thing',
  status: 'pending',
  feature: 'core',
  discipline: 'dev',
  depends_on: ['task-000'],
};

describe('gatherPromptInput', () => {
  it('reads knowledge and context files, feature first, deduplicated keeping the first', async () => {
    const task = { ...baseTask, context_files: ['src/b.ts', './src/a.ts'] };
    const prd = prdWith(task, ['docs/guide.md'], ['src/a.ts', 'src/b.ts']);
    const input = await gatherPromptInput({ repoDir: repo, prd, task, checks: [] });
    expect(input.referenceDocs).toEqual([
      { path: 'docs/guide.md', content: '# Guide\nRead me.\n' },
    ]);
    expect(input.sourceFiles.map((f) => f.path)).toEqual(['src/a.ts', 'src/b.ts']);
    expect(input.discipline?.name).toBe('dev');
    expect(input.prerequisites).toEqual([{ id: 'task-000', title: 'Earlier', status: 'done' }]);
    expect(input.plan.map((t) => t.id)).toEqual(['task-000', 'task-001']);
    expect(input.warnings).toEqual([]);
  });

  it('notes missing, escaping, absolute, binary and symlinked-out files instead of failing', async () => {
    const task = {
      ...baseTask,
      context_files: [
        'src/missing.ts',
        '../secret.txt',
        'src/../../secret.txt',
        path.join(root, 'secret.txt'),
        'src/logo.png',
        'src/link-out.txt',
        'src/link-in.ts',
      ],
    };
    const prd = prdWith(task, [], []);
    const input = await gatherPromptInput({ repoDir: repo, prd, task, checks: [] });
    expect(input.warnings).toEqual([
      'file not found: src/missing.ts',
      'path outside the repository refused: ../secret.txt',
      'path outside the repository refused: src/../../secret.txt',
      `absolute path refused: ${path.join(root, 'secret.txt')}`,
      'binary file skipped: src/logo.png',
      'symlink leading outside the repository refused: src/link-out.txt',
    ]);
    const { prompt, warnings } = assemblePrompt(input);
    expect(warnings).toHaveLength(6);
    expect(prompt).toContain('### src/missing.ts\n(file not found: src/missing.ts)');
    expect(prompt).toContain('(binary file skipped: src/logo.png)');
    expect(prompt).not.toContain('outside the repo\n');
    // a symlink that stays inside the repository is fine
    expect(prompt).toContain('### src/link-in.ts\n```ts\nexport const a = 1;\n```');
  });

  it('warns about unknown disciplines, features and dependencies', async () => {
    const task: Task = {
      ...baseTask,
      discipline: 'ops',
      feature: 'nope',
      depends_on: ['task-404'],
    };
    const prd = prdWith(task, [], []);
    const input = await gatherPromptInput({ repoDir: repo, prd, task, checks: [] });
    expect(input.warnings).toEqual([
      'unknown discipline "ops" of task task-001',
      'unknown feature "nope" of task task-001',
      'task task-001 depends on unknown task task-404',
    ]);
  });

  it('takes disciplines and features from the loader (list or map) over the prd', async () => {
    const task = baseTask;
    const prd = prdWith(task, [], []);
    const input = await gatherPromptInput({
      repoDir: repo,
      prd,
      task,
      disciplines: new Map([['dev', { name: 'dev', system_prompt: 'From the db file.' }]]),
      features: [{ name: 'core', description: 'Core domain' }],
      checks: [],
      progressText: '## Codebase Patterns\n- keep it simple\n---\n',
    });
    expect(input.discipline?.system_prompt).toBe('From the db file.');
    expect(input.feature?.description).toBe('Core domain');
    expect(input.codebasePatterns).toBe('- keep it simple');
  });

  it('leaves out the Codebase Patterns that CLAUDE.md, already in the agent context, holds', async () => {
    const task = baseTask;
    const args = {
      repoDir: repo,
      prd: prdWith(task, [], []),
      task,
      checks: [],
      progressText: '## Codebase Patterns\n- keep it simple\n---\n',
    };
    await writeFile(
      path.join(repo, 'CLAUDE.md'),
      '# Demo\n\n## Codebase Patterns\n\n- keep it simple\n',
    );
    const input = await gatherPromptInput(args);
    expect(input.codebasePatterns).toBeUndefined();
    expect(assemblePrompt(input).prompt).not.toContain('## Codebase Patterns');
    // a pattern CLAUDE.md lacks: the section is sent
    await writeFile(path.join(repo, 'CLAUDE.md'), '# Demo\n');
    expect((await gatherPromptInput(args)).codebasePatterns).toBe('- keep it simple');
  });
});

describe('normalizeRepoPath', () => {
  it('normalizes harmless forms and refuses escapes', () => {
    expect(normalizeRepoPath('./src//a.ts')).toEqual({ ok: true, relative: 'src/a.ts' });
    expect(normalizeRepoPath('src\\a.ts')).toEqual({ ok: true, relative: 'src/a.ts' });
    expect(normalizeRepoPath('src/x/../a.ts')).toEqual({ ok: true, relative: 'src/a.ts' });
    expect(normalizeRepoPath('..').ok).toBe(false);
    expect(normalizeRepoPath('C:/Windows/x').ok).toBe(false);
    expect(normalizeRepoPath('/etc/passwd').ok).toBe(false);
    expect(normalizeRepoPath('.').ok).toBe(false);
  });
});
