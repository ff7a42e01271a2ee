/**
 * `ralph migrate` on task files from public repositories (fixtures/import-samples/real/), run
 * in-process in a copy of the files: what the user reads, the exit code, and what is written.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBufferIO } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';

const REAL = join(process.cwd(), 'fixtures', 'import-samples', 'real');
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'ralph-migrate-real-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const signal = new AbortController().signal;
async function ralph(...argv: string[]) {
  const io = createBufferIO({ cwd: dir });
  const code = await main(argv, io, { signal });
  return { code, out: io.out, err: io.err };
}
const written = () => readFileSync(join(dir, '.ralph', 'prd.yaml'), 'utf8');

describe('ralph migrate on real task files', () => {
  it('a ralph-orchestrator .ralph/tasks directory: the spec names the project; a bad file is left out by path', async () => {
    cpSync(join(REAL, 'ralph-orchestrator', '.ralph'), join(dir, '.ralph'), { recursive: true });
    writeFileSync(
      join(dir, '.ralph', 'tasks', 'zz-draft.code-task.md'),
      '---\nstatus: someday\n---\n# Task: Draft\n',
    );
    const { code, out, err } = await ralph('migrate', '.ralph/tasks');
    expect({ code, err }).toEqual({ code: 0, err: '' });
    expect(out).toContain(
      'Read .ralph/tasks as ralph-orchestrator code tasks (*.code-task.md): 3 tasks (1 pending, 2 done)\n',
    );
    expect(out).toContain(
      "  - the spec's # heading (.ralph/specs/manual-live-harness-smoke.spec.md) -> project.title\n",
    );
    expect(out).toContain(
      "Left out:\n  - .ralph/tasks/zz-draft.code-task.md: unknown status 'someday' (expected pending, in_progress, completed, blocked or obsolete): this file was left out; fix it and run ralph import again\n",
    );
    expect(written()).toContain('  title: "Manual Live Harness Smoke Preset"\n');
    expect(written()).toContain(
      '    context_files:\n      - ".ralph/specs/manual-live-harness-smoke.spec.md"\n',
    );
  });

  it('@fix_plan.md with phase priorities and deferred items: nothing is left out, the next task is right', async () => {
    cpSync(join(REAL, 'typescript-wasm', '@fix_plan.md'), join(dir, '@fix_plan.md'));
    const run = await ralph('migrate', '@fix_plan.md');
    expect(run.code).toBe(0);
    expect(run.out).toContain(
      'Read @fix_plan.md as frankbria fix_plan.md: 13 tasks (5 pending, 2 in_progress, 1 blocked, 5 skipped)\n',
    );
    expect(run.out).toContain('Left out: nothing\n');
    expect(run.out).toContain(
      '  - 5 open items deferred -> status skipped, tagged deferred, with the reason (set status: pending to run one)\n',
    );
    expect((await ralph('next')).out.trim()).toBe('task-002');
  });

  it('a TASKS.json in an unknown shape: exit 1, the shapes known and the keys found, nothing written', async () => {
    cpSync(join(REAL, 'structured-tasks', 'TASKS.json'), join(dir, 'TASKS.json'));
    const run = await ralph('migrate', 'TASKS.json');
    expect(run).toEqual({
      code: 1,
      out: '',
      err:
        'error: TASKS.json is JSON in a shape this importer does not know (it has the keys ir_version, project, repository, legend, areas, phases, items, sections, version_history). ' +
        'Known shapes: {"userStories": [...]} or {"stories": [...]} (snarktank/Ralph CLI prd.json), {"tasks": [...]} (TASKS.json), or a JSON list of tasks\n',
    });
    expect(existsSync(join(dir, '.ralph'))).toBe(false);
  });

  it('top-level verifyCommands are printed as a RALPH:CHECKS block to paste into CLAUDE.md', async () => {
    writeFileSync(
      join(dir, 'TASKS.json'),
      JSON.stringify({
        project: 'Todo',
        verifyCommands: ['npm run typecheck', 'npm test'],
        tasks: [{ id: 'T1', title: 'Add a todo', filesToCreate: ['src/todo.ts'] }],
      }),
    );
    const run = await ralph('migrate', 'TASKS.json');
    expect(run.code).toBe(0);
    expect(run.out).toContain(
      'Check:\n  - verifyCommands are project-wide checks, not kept in prd.yaml: put them in the RALPH:CHECKS block of CLAUDE.md:\n' +
        '<!-- RALPH:CHECKS:START -->\nchecks:\n  - name: typecheck\n    command: npm run typecheck\n' +
        '  - name: test\n    command: npm test\n<!-- RALPH:CHECKS:END -->\n',
    );
    expect(written()).toContain('    files:\n      - "src/todo.ts"\n');
  });
});
