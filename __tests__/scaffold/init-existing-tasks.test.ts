/**
 * `ralph init` in a repository that already has another Ralph tool's task list: it writes no
 * example task, names the exact `ralph import` command, and that command converts the list.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { cpSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { main } from '../../src/cli/main.js';
import { createBufferIO } from '../../src/cli/io.js';
import { parsePrdText } from '../../src/prd/index.js';
import { tempProject } from './helpers.js';

const SAMPLES = join(process.cwd(), 'fixtures', 'import-samples');
const sample = (path: string) => readFileSync(join(SAMPLES, path), 'utf8');

const cleanups: Array<() => void> = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()!();
});

async function ralph(cwd: string, ...argv: string[]) {
  const io = createBufferIO({ cwd, env: { PATH: process.env.PATH } });
  const code = await main(argv, io);
  return { code, out: io.out, err: io.err };
}

/** The repository with the files, and the sample directories copied to their places. */
function repository(files: Record<string, string>, directories: Record<string, string> = {}) {
  const p = tempProject(files);
  cleanups.push(p.cleanup);
  for (const [to, from] of Object.entries(directories)) {
    cpSync(join(SAMPLES, from), join(p.dir, to), { recursive: true });
  }
  return p.dir;
}

const CASES: Array<[string, Record<string, string>, Record<string, string>, string]> = [
  ['prd.json', { 'prd.json': sample('snarktank/prd.json') }, {}, 'prd.json'],
  [
    'scripts/ralph/prd.json',
    { 'scripts/ralph/prd.json': sample('snarktank/prd.json') },
    {},
    'scripts/ralph/prd.json',
  ],
  [
    'tasks/prd-*.md',
    { 'tasks/prd-reading-stats.md': sample('snarktank/tasks/prd-reading-stats.md') },
    {},
    'tasks/prd-reading-stats.md',
  ],
  [
    '.ralph/fix_plan.md',
    { '.ralph/fix_plan.md': sample('frankbria/fix_plan.md') },
    {},
    '.ralph/fix_plan.md',
  ],
  ['@fix_plan.md', { '@fix_plan.md': sample('frankbria/@fix_plan.md') }, {}, '@fix_plan.md'],
  ['TASKS.json', { 'TASKS.json': sample('ralph-cli/TASKS.json') }, {}, 'TASKS.json'],
  [
    'a tilth directory',
    {},
    { '.tilth/notes-export': 'tilth/notes-export' },
    '.tilth/notes-export/',
  ],
  ['ralph-orchestrator code tasks', {}, { tasks: 'ralph-orchestrator/tasks' }, 'tasks/'],
  // Real files (fixtures/import-samples/real/PROVENANCE.md).
  [
    'Task Master .taskmaster/tasks/tasks.json',
    {},
    { '.taskmaster': 'real/edu-parser/.taskmaster' },
    '.taskmaster/tasks/tasks.json',
  ],
  [
    'spec-kit specs/<feature>/tasks.md',
    {},
    { specs: 'real/todo-evolution/specs' },
    'specs/003-rich-tabular-output/tasks.md',
  ],
  [
    'Kiro .kiro/specs/<feature>/tasks.md',
    {},
    { '.kiro': 'real/space-weirdos/.kiro' },
    '.kiro/specs/high-severity-duplication-fixes/tasks.md',
  ],
  [
    'IMPLEMENTATION_PLAN.md',
    { 'IMPLEMENTATION_PLAN.md': sample('real/mjeffe-ralph/IMPLEMENTATION_PLAN.md') },
    {},
    'IMPLEMENTATION_PLAN.md',
  ],
];

describe('ralph init with an existing task list', () => {
  it.each(CASES)(
    '%s: no example task; the named import command converts it',
    async (_, files, dirs, path) => {
      const dir = repository(files, dirs);
      const init = await ralph(dir, 'init');
      expect(init.code).toBe(0);
      expect(init.out).toContain('Found task lists of other tools (no example task was written):');
      expect(init.out).toContain(
        `skipped     .ralph/prd.yaml (found ${path}: import it with \`ralph import ${path}\`)`,
      );
      expect(init.out).toMatch(
        new RegExp(
          `  ${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(.+, \\d+ tasks?\\): ralph import `,
        ),
      );
      expect(init.out).toContain(
        `Import your existing task list into .ralph/prd.yaml: \`ralph import ${path}\``,
      );
      expect(init.out).not.toContain('replace the example task');
      expect(init.out).toContain('git add .ralph/prd.yaml ');
      expect(existsSync(join(dir, '.ralph/prd.yaml'))).toBe(false);

      // The command, exactly as printed, imports the list.
      const command = /`(ralph import [^`]+)`/.exec(init.out)![1]!;
      const migrate = await ralph(dir, ...command.split(' ').slice(1));
      expect([migrate.code, migrate.err]).toEqual([0, '']);
      const prd = parsePrdText(readFileSync(join(dir, '.ralph/prd.yaml'), 'utf8'), 'prd.yaml');
      expect(prd.errors).toEqual([]);
      expect(prd.prd!.tasks.length).toBeGreaterThan(0);
      expect((await ralph(dir, 'validate')).code).toBe(0);
    },
  );

  it('keeps a .ralph/prd.yaml that is already there and names no import', async () => {
    const dir = repository({ 'prd.json': sample('snarktank/prd.json') });
    expect((await ralph(dir, 'migrate', 'prd.json')).code).toBe(0);
    const before = readFileSync(join(dir, '.ralph/prd.yaml'), 'utf8');
    const init = await ralph(dir, 'init');
    expect(init.out).toContain('skipped     .ralph/prd.yaml (exists)');
    expect(init.out).not.toContain('Import your existing task list');
    expect(init.out).not.toContain('Found task lists');
    expect(readFileSync(join(dir, '.ralph/prd.yaml'), 'utf8')).toBe(before);
  });

  it('a file in no known shape is named with the reason, and no example task is written', async () => {
    const dir = repository({ 'TASKS.json': JSON.stringify({ todo: ['a', 'b'] }) });
    const init = await ralph(dir, 'init');
    expect(init.out).toMatch(/ {2}TASKS\.json \(unknown shape\): does not convert as it is: \S/);
    expect(existsSync(join(dir, '.ralph/prd.yaml'))).toBe(false);
  });

  it('without another tool’s list, writes the example task as before', async () => {
    const dir = repository({ 'tasks/notes.md': '# Notes\n' });
    const init = await ralph(dir, 'init');
    expect(init.out).toContain('created     .ralph/prd.yaml');
    expect(init.out).not.toContain('Found task lists');
  });
});
