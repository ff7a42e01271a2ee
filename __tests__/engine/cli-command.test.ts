/** `ralph once` / `ralph loop` / `ralph reset` through their command objects, with the real claude CLI. */
import { afterEach, describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loopCommand, parseIterations } from '../../src/cli/commands/loop.js';
import { onceCommand } from '../../src/cli/commands/once.js';
import { resetCommand } from '../../src/cli/commands/reset.js';
import {
  UsageError,
  type CliIO,
  type CommandContext,
  type OptionValues,
} from '../../src/cli/types.js';
import { isolatedGitEnv } from '../../test-support/git-repo.js';
import { startModelServer } from '../../test-support/model-server.js';
import { agentStatusBlock } from '../../test-support/status-block.js';
import { isTask } from '../../test-support/task-routing.js';
import { CLAUDE_BIN, claudeHome, textTurn, writeTurn } from './claude-helpers.js';
import { fixtureRepo, GOOD_WORK } from './helpers.js';

const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

function io(cwd: string, env: NodeJS.ProcessEnv): CliIO & { out: string; err: string } {
  const captured = {
    out: '',
    err: '',
    stdout(text: string) {
      captured.out += text;
    },
    stderr(text: string) {
      captured.err += text;
    },
    isTTY: false,
    color: false,
    cwd,
    env,
  };
  return captured;
}

function ctx(
  cliIo: CliIO,
  values: OptionValues,
  positionals: string[] = [],
  signal = new AbortController().signal,
): CommandContext {
  return { positionals, values, io: cliIo, signal };
}

describe('ralph once / loop / reset', () => {
  test('`ralph once` runs one task through the real claude and prints checks and the summary table', async () => {
    const title = 'Add the greeting module';
    const server = await startModelServer({
      route: (request) =>
        isTask(request, title)
          ? [
              writeTurn(GOOD_WORK[title]!),
              textTurn(
                `Added greet().\n\n${agentStatusBlock({ exitSignal: true, passing: 2, recommendation: 'Next task' })}`,
              ),
            ]
          : [],
    });
    cleanups.push(() => server.close());
    const home = claudeHome(server.url);
    cleanups.push(home.cleanup);
    const { repo } = fixtureRepo('three-tasks');
    cleanups.push(repo.cleanup);

    const cli = io(repo.dir, {
      ...process.env,
      ...isolatedGitEnv,
      ...home.env,
      PATH: process.env.PATH,
    });
    const code = await onceCommand.run(ctx(cli, { claude: CLAUDE_BIN, 'max-fix-attempts': '1' }));

    if (process.env.SHOW_CLI_OUTPUT) console.log(cli.out, cli.err);
    expect(cli.err).toContain(
      'Running Claude with auto-approved permissions for autonomous iteration',
    );
    expect(code).toBe(0);
    expect(cli.out).toContain('Iteration 1 of 1: task-001 - Add the greeting module');
    expect(cli.out).toContain('Added greet().');
    expect(cli.out).toMatch(/✓ test \(\d/);
    expect(cli.out).toContain('→ task-001 done: Add the greeting module');
    expect(cli.out).toMatch(/#\s+Task\s+Outcome\s+Attempt\s+Turns\s+Cost\s+Duration/);
    expect(cli.out).toContain('Stopped: max_iterations');
    expect(cli.out).toMatch(/^1\s+task-001 Add the greeting module\s+✓ done\s+1\s+3\s/m);
    expect(repo.git(['log', '--format=%s', '-1'])).toBe('feat: task-001 - Add the greeting module');

    // --dry-run shows the next task and its prompt, and writes nothing.
    const head = repo.git(['rev-parse', 'HEAD']);
    const dry = io(repo.dir, cli.env);
    expect(await loopCommand.run(ctx(dry, { 'dry-run': true }))).toBe(0);
    expect(dry.out).toContain('Next task: task-002 - Add the farewell module');
    expect(dry.out).toContain('## Your Task');
    expect(repo.git(['rev-parse', 'HEAD'])).toBe(head);
    expect(repo.git(['status', '--porcelain'])).toBe('');

    // reset commits the state change so the next run starts on a clean tree.
    const reset = io(repo.dir, cli.env);
    expect(await resetCommand.run(ctx(reset, {}))).toBe(0);
    expect(reset.out).toContain('Nothing to reset on ralph/greeting-kit');
    expect(
      JSON.parse(readFileSync(join(repo.dir, '.ralph/state.json'), 'utf8')).breaker.state,
    ).toBe('CLOSED');
    expect(repo.git(['status', '--porcelain'])).toBe('');
  }, 120_000);

  test('bad flags are usage errors; a dirty tree is a clear error with exit 1', async () => {
    expect(() => parseIterations('0')).toThrow(UsageError);
    expect(parseIterations(undefined)).toBe(10);
    const { repo } = fixtureRepo('three-tasks');
    cleanups.push(repo.cleanup);
    const cli = io(repo.dir, { ...process.env, ...isolatedGitEnv });
    await expect(
      loopCommand.run(ctx(cli, { 'max-fix-attempts': 'three', claude: CLAUDE_BIN }, ['2'])),
    ).rejects.toThrow('--max-fix-attempts must be a non-negative whole number (got "three")');
    repo.write({ 'scratch.txt': 'wip\n' });
    const code = await loopCommand.run(ctx(cli, { claude: CLAUDE_BIN }, ['2']));
    expect(code).toBe(1);
    expect(cli.err).toContain('error: The working tree has uncommitted changes (scratch.txt)');
  });
});
