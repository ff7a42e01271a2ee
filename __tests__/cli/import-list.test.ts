/**
 * `ralph import` (alias `migrate`), `ralph list`, the did-you-mean for unknown commands and the
 * agent's status block folded to one console line: what the user reads, on real task files
 * (fixtures/import-samples/real/, provenance in its PROVENANCE.md).
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConsoleObserver } from '../../src/cli/commands/loop.js';
import { createBufferIO } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import { createStatusBlockFolder } from '../../src/cli/status-echo.js';
import type { Task } from '../../src/prd/schema.js';
import { SPEC_EXAMPLES } from '../agent/phase-status-examples.js';

const REAL = join(process.cwd(), 'fixtures', 'import-samples', 'real');
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'ralph-import-list-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const signal = new AbortController().signal;
async function ralph(...argv: string[]) {
  const io = createBufferIO({ cwd: dir });
  const code = await main(argv, io, { signal });
  return { code, out: io.out, err: io.err };
}

describe('ralph import', () => {
  it('imports a Task Master tasks.json where init finds it, and says what it kept', async () => {
    cpSync(join(REAL, 'edu-parser', '.taskmaster'), join(dir, '.taskmaster'), { recursive: true });
    const run = await ralph('import', '.taskmaster/tasks/tasks.json', '--title', 'Edu parser');
    expect(run.code).toBe(0);
    expect(run.out).toContain(
      'Read .taskmaster/tasks/tasks.json as Task Master tasks.json: 4 tasks (1 pending, 3 done)\n',
    );
    expect(run.out).toContain(
      '  - details and testStrategy -> the description, as text (a strategy is no command: never verify)\n',
    );
    expect(run.out).toContain(
      'Left out:\n  - metadata (created/updated dates, the tag description)\n',
    );
    expect(run.out).toContain('wrote .ralph/prd.yaml\n');
    expect(readFileSync(join(dir, '.ralph', 'prd.yaml'), 'utf8')).toContain('title: "Edu parser"');
    expect((await ralph('next')).out.trim()).toBe('11');
  });

  it('migrate is the same command; a Kiro tasks.md keeps its optional tasks', async () => {
    cpSync(join(REAL, 'space-weirdos', '.kiro'), join(dir, '.kiro'), { recursive: true });
    const path = '.kiro/specs/high-severity-duplication-fixes/tasks.md';
    const run = await ralph('migrate', path, '--dry-run');
    expect(run.code).toBe(0);
    expect(run.out).toContain(`Read ${path} as Kiro tasks.md: 21 tasks (15 pending, 6 skipped)\n`);
    expect(run.out).toContain('Left out: nothing\n');
    expect(run.out).toContain('Dry run: nothing written.');
  });

  it('help names the alias', async () => {
    const help = await ralph('--help');
    expect(help.out).toMatch(/ {2}import +Convert another tool's task list .* \(also: migrate\)\n/);
    expect((await ralph('help', 'migrate')).out).toContain('Usage: ralph import <file|directory>');
  });
});

describe('did-you-mean for an unknown command', () => {
  it.each([
    ['improt', 'import'],
    ['migrat', 'migrate'],
    ['lst', 'list'],
    ['stauts', 'status'],
  ])('ralph %s suggests %s', async (typed, meant) => {
    const run = await ralph(typed);
    expect(run.code).toBe(2);
    expect(run.err).toBe(
      `error: unknown command '${typed}' (did you mean '${meant}'?)\nRun 'ralph --help' for the list of commands.\n`,
    );
  });

  it('no suggestion for a word like no command', async () => {
    expect((await ralph('xylophone')).err).toContain("error: unknown command 'xylophone'\n");
  });
});

describe('ralph list', () => {
  beforeEach(async () => {
    cpSync(
      join(REAL, 'mjeffe-ralph', 'IMPLEMENTATION_PLAN.md'),
      join(dir, 'IMPLEMENTATION_PLAN.md'),
    );
    expect((await ralph('import', 'IMPLEMENTATION_PLAN.md')).code).toBe(0);
    expect(await ralph('mark', '1', 'in_progress')).toMatchObject({ err: '', code: 0 });
    expect(await ralph('mark', '1', 'done')).toMatchObject({ err: '', code: 0 });
  });

  it('prints id, status, priority, dependencies and title for each task', async () => {
    const run = await ralph('list');
    expect(run.code).toBe(0);
    const lines = run.out.split('\n');
    expect(lines[0]).toBe('ID  STATUS   PRIORITY  DEPENDS ON  TITLE');
    expect(lines[1]).toBe('1   done     high      -           Create .ralph/ directory structure');
    expect(lines[4]).toBe(
      '5   pending  medium    1, 3, 4     Update README.md with Ralph usage instructions',
    );
    expect(run.out.endsWith('\n9 tasks\n')).toBe(true);
  });

  it('--status filters (several, comma-separated) and counts in the singular when it is one', async () => {
    const done = await ralph('list', '--status', 'done');
    expect(done.out.split('\n').slice(1, 3)).toEqual([
      '1   done    high      -           Create .ralph/ directory structure',
      '',
    ]);
    expect(done.out.endsWith('\n1 of 9 tasks\n')).toBe(true);
    const two = await ralph('list', '--status', 'done,in-progress');
    expect(two.out).toContain('1 of 9 tasks');
    const bad = await ralph('list', '--status', 'finished');
    expect(bad.code).toBe(2);
    expect(bad.err).toContain(
      "error: unknown status 'finished' (one of: pending, in_progress, done, blocked, skipped)",
    );
  });

  it('--json prints an array', async () => {
    const run = await ralph('list', '--json', '--status', 'pending');
    const rows = JSON.parse(run.out) as { id: string; depends_on: string[] }[];
    expect(rows).toHaveLength(8);
    expect(rows[0]).toEqual({
      id: '3',
      status: 'pending',
      priority: 'high',
      depends_on: [],
      title: 'Enhance loop.sh with health checks and logging',
    });
    expect(rows[1]!.depends_on).toEqual([]);
  });

  it('a missing task list is an error that says how to make one', async () => {
    rmSync(join(dir, '.ralph'), { recursive: true });
    const run = await ralph('list');
    expect(run.code).toBe(1);
    expect(run.err).toContain('import a task list with: ralph import <file>');
  });
});

describe("the agent's status block on the console", () => {
  const block = [
    'Done: the greeting module and its test.',
    SPEC_EXAMPLES['RED Phase - In Progress'],
    '',
  ].join('\n');

  it('is one line that says what it reported, not the whole block', () => {
    const io = createBufferIO();
    const { observer, stop } = createConsoleObserver(io, false);
    observer.iterationStart!(1, 1, { id: 'task-001', title: 'Greeting' } as Task);
    observer.agentText!(block);
    stop();
    expect(io.out).toContain('Done: the greeting module and its test.\n');
    expect(io.out).toContain(
      "Agent's status block: phase RED, IN_PROGRESS, tests 0/5 passing, exit signal false\n",
    );
    expect(io.out).not.toContain('PRP_PHASE_STATUS');
    expect(io.out).not.toContain('CIRCUIT_BREAKER');
  });

  it('a block split over chunks, and an invalid block, are still one line', () => {
    const fold = createStatusBlockFolder();
    const [head, tail] = [block.slice(0, 120), block.slice(120)];
    expect(fold(head)).toBe('Done: the greeting module and its test.\n');
    expect(fold(tail)).toBe(
      "Agent's status block: phase RED, IN_PROGRESS, tests 0/5 passing, exit signal false\n",
    );
    expect(
      createStatusBlockFolder()(
        '---RALPH_STATUS---\nSTATUS: COMPLETE\nEXIT_SIGNAL: true\n---END_RALPH_STATUS---\n',
      ),
    ).toBe("Agent's status block: COMPLETE, exit signal true\n");
    expect(
      createStatusBlockFolder()('---RALPH_STATUS---\nnonsense\n---END_RALPH_STATUS---'),
    ).toMatch(/^Agent's status block \(RALPH_STATUS\) is not valid: /);
  });
});
