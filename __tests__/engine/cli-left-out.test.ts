/**
 * What gets committed when the agent leaves build output behind: executables, object files,
 * large files, and files over GitHub's 100 MB push limit stay out of the commit, and the user
 * is told which and why. They are chosen before git reads a file: git never stores them, and
 * they are removed from the working tree, so no diff, artifact or object holds them. Through the
 * built CLI, with the real `claude` running the commands.
 */
import { afterEach, describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { writeTurn } from './claude-helpers.js';
import { closing, GREET, world as worldWith } from './cli-world.js';
import { GOOD_WORK } from './helpers.js';

const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

const world = (...args: Parameters<typeof worldWith> extends [unknown, ...infer R] ? R : never) =>
  worldWith(cleanups, ...args);

/** The agent builds things next to its work, as a compiler or a test run would. */
const LEAVE_BUILD_OUTPUT = [
  'mkdir -p bin build',
  'cp /usr/bin/true bin/greet-cli',
  'cp /usr/bin/true build/greet.o',
  'head -c 11534336 /dev/zero > fixtures.dat',
  'truncate -s 101M huge.log',
  'truncate -s 101M README.md',
  "printf 'kept\\n' > notes.txt",
].join(' && ');

describe('build output the agent leaves is not committed', () => {
  test('executables, object files, files over 10 MB and over the push limit are listed and left out', async () => {
    const w = await world({
      [GREET]: [
        [...writeTurn(GOOD_WORK[GREET]!), { tool: 'Bash', input: { command: LEAVE_BUILD_OUTPUT } }],
        closing,
      ],
    });
    const readme = w.repo.git(['show', 'HEAD:README.md']);
    const run = await w.run(['once']);
    expect(run.code).toBe(0);

    const warning = run.err.split('\n').find((l) => l.startsWith('warning: Not committed: '))!;
    expect(warning).toContain('bin/greet-cli (build output: ELF executable or object file)');
    expect(warning).toContain('build/greet.o (build output: ELF executable or object file)');
    expect(warning).toContain('fixtures.dat (11.0 MB, over 10 MB and not in .gitignore)');
    expect(warning).toContain("huge.log (101.0 MB, over GitHub's 100 MB push limit)");
    expect(warning).toContain("README.md (101.0 MB, over GitHub's 100 MB push limit)");
    expect(warning).toContain(
      'Removed from the working tree (a changed tracked file is back at its starting version), so no diff or artifact holds them',
    );
    // The closing summary lists them too.
    expect(run.out).toContain('Not committed (task-001): ');
    expect(run.out).toContain('bin/greet-cli (build output: ELF executable or object file)');

    // The commit holds the work and nothing of the build output.
    expect(w.subjects()[0]).toBe('feat: task-001 - Add the greeting module');
    const files = w.repo.git(['ls-tree', '-r', '--name-only', 'HEAD']).split('\n');
    expect(files).toEqual(expect.arrayContaining(['src/greet.js', 'notes.txt']));
    for (const left of ['bin/greet-cli', 'build/greet.o', 'fixtures.dat', 'huge.log'])
      expect(files).not.toContain(left);
    expect(w.repo.git(['show', 'HEAD:README.md'])).toBe(readme);
    // The tree is clean for the next run, and nothing of the files is kept anywhere: not in the
    // working tree, not among the attempt's artifacts.
    expect(w.repo.git(['status', '--porcelain'])).toBe('');
    for (const left of ['bin/greet-cli', 'build/greet.o', 'fixtures.dat', 'huge.log'])
      expect(existsSync(join(w.repo.dir, left))).toBe(false);
    const attempts = join(w.repo.dir, '.ralph/attempts/task-001/1');
    const kept = existsSync(attempts) ? readdirSync(attempts, { recursive: true }) : [];
    expect(
      kept.filter((name) => /left-out|greet-cli|greet\.o|fixtures|huge/.test(String(name))),
    ).toEqual([]);
    // Git never stored them: their objects are not in the repository's object store.
    const oidOf = (bytes: Buffer) =>
      execFileSync('git', ['hash-object', '--stdin'], { input: bytes, encoding: 'utf8' }).trim();
    const objects = [oidOf(execFileSync('cat', ['/usr/bin/true'])), oidOf(Buffer.alloc(11534336))];
    for (const oid of objects)
      expect(() =>
        execFileSync('git', ['cat-file', '-e', oid], { cwd: w.repo.dir, stdio: 'ignore' }),
      ).toThrow();
  }, 240_000);

  test('a build output that is in .gitignore is no concern: nothing is said', async () => {
    const w = await world(
      {
        [GREET]: [
          [
            ...writeTurn(GOOD_WORK[GREET]!),
            {
              tool: 'Bash',
              input: { command: 'mkdir -p bin && cp /usr/bin/true bin/greet-cli' },
            },
          ],
          closing,
        ],
      },
      (files) => {
        files['.gitignore'] = 'bin/\n';
      },
    );
    const run = await w.run(['once']);
    expect(run.code).toBe(0);
    expect(run.err).not.toContain('Not committed');
    expect(run.out).not.toContain('Not committed');
    expect(existsSync(join(w.repo.dir, 'bin/greet-cli'))).toBe(true);
  }, 180_000);
});
