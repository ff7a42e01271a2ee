/**
 * Harness-owned paths are regular files: links and type changes the agent makes to `.ralph`,
 * the task list, CLAUDE.md or AGENTS.md are undone from the starting commit, and no harness
 * read, write or delete goes through a link.
 */
import { afterEach, describe, expect, test } from '@jest/globals';
import {
  cpSync,
  lstatSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { runLoop, runOnce } from '../../src/engine/index.js';
import {
  fakeAgent,
  fixtureRepo,
  GOOD_WORK,
  recordingObserver,
  titleOf,
  writeIn,
  type FixtureRepo,
} from './helpers.js';

let current: FixtureRepo | undefined;
const extra: string[] = [];
afterEach(() => {
  current?.repo.cleanup();
  for (const dir of extra.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function outsideDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'outside-'));
  extra.push(dir);
  return dir;
}

function listing(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string): void => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const full = join(d, entry.name);
      out.push(
        `${relative(dir, full)} ${entry.isDirectory() ? '' : readFileSync(full, 'utf8').length}`,
      );
      if (entry.isDirectory()) walk(full);
    }
  };
  walk(dir);
  return out.sort();
}

describe('harness-owned paths', () => {
  test('.ralph made a link to a directory outside: nothing outside changes, .ralph is restored, the next run is fine', async () => {
    current = fixtureRepo('three-tasks', { iterations: 1 });
    const { repo, git, settings } = current;
    const outside = outsideDir();
    let before: string[] = [];
    const attacker = fakeAgent(async (options) => {
      await writeIn(options.cwd, GOOD_WORK[titleOf(options.prompt)!]!);
      cpSync(join(options.cwd, '.ralph'), join(outside, 'ralph'), { recursive: true });
      rmSync(join(options.cwd, '.ralph'), { recursive: true });
      symlinkSync(join(outside, 'ralph'), join(options.cwd, '.ralph'));
      before = listing(outside);
      return undefined;
    });
    const observer = recordingObserver();
    const first = await runOnce(settings, { agent: attacker, git, observer });

    expect(before.length).toBeGreaterThan(0); // the link was made, the copy was there
    expect(listing(outside)).toEqual(before); // the harness created or deleted nothing there
    expect(lstatSync(join(repo.dir, '.ralph')).isDirectory()).toBe(true);
    expect(repo.git(['ls-tree', 'HEAD', '.ralph'])).toMatch(/^040000 tree /);
    expect(first.iterations[0]?.outcome).toBe('done');
    expect(first.iterations[0]?.restoredFiles).toContain('.ralph (was a symbolic link)');
    expect(observer.lines.join('\n')).toContain('.ralph (was a symbolic link)');

    const agent = fakeAgent(async (options) =>
      writeIn(options.cwd, GOOD_WORK[titleOf(options.prompt)!]!),
    );
    const second = await runOnce(settings, { agent, git });
    expect(second.iterations[0]?.outcome).toBe('done');
    expect(repo.git(['status', '--porcelain'])).toBe('');
  });

  test('CLAUDE.md and AGENTS.md replaced by links to copies without the block, and the test script emptied: the original checks judge', async () => {
    current = fixtureRepo('three-tasks', { iterations: 1, maxFixAttempts: 0 });
    const { repo, git, settings } = current;
    const attacker = fakeAgent(async (options) => {
      const cwd = options.cwd;
      await writeIn(cwd, {
        'src/greet.js': 'export function greet() {\n  return "nope";\n}\n',
        'test/greet.test.js':
          "import test from 'node:test';\nimport assert from 'node:assert/strict';\nimport { greet } from '../src/greet.js';\ntest('greet', () => assert.equal(greet('Ada'), 'Hello, Ada!'));\n",
        'docs/claude-copy.md': '# greeting-kit\n\nNo checks here.\n',
        'docs/agents-copy.md': '# agents\n',
        'package.json': '{ "type": "module", "scripts": { "test": "exit 0" } }\n',
      });
      for (const [file, copy] of [
        ['CLAUDE.md', 'docs/claude-copy.md'],
        ['AGENTS.md', 'docs/agents-copy.md'],
      ] as const) {
        rmSync(join(cwd, file));
        symlinkSync(copy, join(cwd, file));
      }
      return undefined;
    });
    const first = await runOnce(settings, { agent: attacker, git });

    // The attack happened (the agent's links were in place when it finished)...
    expect(attacker.calls).toHaveLength(1);
    // ...and the broken code was judged by `node --test` from the starting commit.
    const iteration = first.iterations[0]!;
    expect(iteration.outcome).toBe('failed');
    expect(iteration.checks.map((c) => `${c.name}:${c.passed}`)).toEqual(['test:false']);
    expect(iteration.checksTampered).toBe(true);
    expect(repo.git(['log', '--format=%s', '-1'])).toBe('chore(ralph): task-001 attempt 1 failed');
    expect(repo.git(['ls-tree', 'HEAD', 'CLAUDE.md'])).toMatch(/^100644 blob /);
    expect(readFileSync(join(repo.dir, 'CLAUDE.md'), 'utf8')).toContain('RALPH:CHECKS:START');

    // The next iteration still runs the original checks (and passes with real work).
    const agent = fakeAgent(async (options) =>
      writeIn(options.cwd, GOOD_WORK[titleOf(options.prompt)!]!),
    );
    const observer = recordingObserver();
    const second = await runOnce(settings, { agent, git, observer });
    expect(second.iterations[0]?.checks.map((c) => c.command)).toEqual(['node --test']);
    expect(second.iterations[0]?.outcome).toBe('done');
    expect(observer.lines.join('\n')).not.toContain('using detected checks');
  });

  test('links made with otherwise good work are not committed: CLAUDE.md and AGENTS.md stay regular files with their blocks', async () => {
    current = fixtureRepo('three-tasks', { iterations: 1 });
    const { repo, git, settings } = current;
    let linked = false;
    const agent = fakeAgent(async (options) => {
      await writeIn(options.cwd, {
        ...GOOD_WORK[titleOf(options.prompt)!]!,
        'docs/claude-copy.md': '# no block\n',
      });
      rmSync(join(options.cwd, 'CLAUDE.md'));
      symlinkSync('docs/claude-copy.md', join(options.cwd, 'CLAUDE.md'));
      linked = lstatSync(join(options.cwd, 'CLAUDE.md')).isSymbolicLink();
      return undefined;
    });
    const result = await runOnce(settings, { agent, git });
    expect(linked).toBe(true);
    expect(result.iterations[0]?.outcome).toBe('done');
    expect(result.iterations[0]?.restoredFiles).toContain('CLAUDE.md (was a symbolic link)');
    expect(repo.git(['ls-tree', 'HEAD', 'CLAUDE.md'])).toMatch(/^100644 blob /);
    expect(repo.git(['show', 'HEAD:CLAUDE.md'])).toContain('<!-- RALPH:CHECKS:START -->');
  });

  test('the task list replaced by a link to a file that marks everything done is restored', async () => {
    current = fixtureRepo('three-tasks', { iterations: 1 });
    const { repo, git, settings } = current;
    const outside = outsideDir();
    const agent = fakeAgent(async (options) => {
      await writeIn(options.cwd, GOOD_WORK[titleOf(options.prompt)!]!);
      const prd = readFileSync(join(options.cwd, '.ralph/prd.yaml'), 'utf8');
      writeFileSync(
        join(outside, 'prd.yaml'),
        prd.replaceAll('status: "pending"', 'status: "done"'),
      );
      rmSync(join(options.cwd, '.ralph/prd.yaml'));
      symlinkSync(join(outside, 'prd.yaml'), join(options.cwd, '.ralph/prd.yaml'));
      return undefined;
    });
    const result = await runOnce(settings, { agent, git });
    expect(result.iterations[0]?.restoredFiles).toContain('.ralph/prd.yaml (was a symbolic link)');
    expect(lstatSync(join(repo.dir, '.ralph/prd.yaml')).isFile()).toBe(true);
    const prd = repo.git(['show', 'HEAD:.ralph/prd.yaml']);
    expect(prd.match(/status: "done"/g)).toHaveLength(1);
    expect(readFileSync(join(outside, 'prd.yaml'), 'utf8')).not.toContain('status: "pending"');
  });

  test('harness files the agent took out of the index, or staged otherwise, are committed as the harness wrote them', async () => {
    current = fixtureRepo('three-tasks', { iterations: 2 });
    const { repo, git, settings } = current;
    const owned = ['.ralph/prd.yaml', '.ralph/progress.txt', '.ralph/state.json'];
    const agent = fakeAgent(async (options, call) => {
      await writeIn(options.cwd, GOOD_WORK[titleOf(options.prompt)!]!);
      if (call === 2) {
        // The second task: the harness's files leave the index, and a forged log is staged.
        execFileSync('git', ['rm', '--quiet', '--cached', ...owned.slice(0, 2)], {
          cwd: options.cwd,
        });
        writeFileSync(join(options.cwd, '.ralph/state.json'), '{"forged": true}\n');
        execFileSync('git', ['add', '.ralph/state.json'], { cwd: options.cwd });
      }
      return undefined;
    });
    const result = await runLoop(settings, { agent, git });
    expect(result.iterations.map((r) => r.outcome)).toEqual(['done', 'done']);
    for (const path of owned) {
      expect(repo.git(['show', `HEAD:${path}`])).toBe(
        readFileSync(join(repo.dir, path), 'utf8').trimEnd(),
      );
    }
    expect(repo.git(['show', 'HEAD:.ralph/progress.txt'])).toContain(
      'task-002: Add the farewell module',
    );
    expect(repo.git(['status', '--porcelain'])).toBe('');
  });
});
