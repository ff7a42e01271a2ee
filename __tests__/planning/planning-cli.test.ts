/**
 * `ralph tasks` and `ralph prd` end to end: the real claude CLI against the scripted model
 * server on 127.0.0.1, through the commands' default wiring (the real runner).
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdir, readFile, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createPrdCommand } from '../../src/cli/commands/prd.js';
import { createTasksCommand } from '../../src/cli/commands/tasks.js';
import type { CliCommand, OptionValues } from '../../src/cli/types.js';
import { UsageError } from '../../src/cli/types.js';
import { defaultPlanningWiring } from '../../src/planning/wiring.js';
import {
  CLAUDE_BIN,
  claudeEnv,
  makeClaudeDirs,
  type ClaudeDirs,
} from '../../test-support/claude-env.js';
import {
  promptOf,
  startModelServer,
  type ModelServer,
  type Turn,
} from '../../test-support/model-server.js';

let dirs: ClaudeDirs;
let server: ModelServer | undefined;

beforeEach(async () => {
  dirs = await makeClaudeDirs('ralph-planning-');
});
afterEach(async () => {
  await server?.close();
  server = undefined;
  await dirs.cleanup();
});

async function runCommand(
  command: CliCommand,
  positionals: string[],
  values: OptionValues,
  turns: Turn[],
) {
  server = await startModelServer({ turns });
  let stdout = '';
  let stderr = '';
  const code = await command.run({
    positionals,
    values,
    io: {
      stdout: (t) => void (stdout += t),
      stderr: (t) => void (stderr += t),
      isTTY: false,
      color: false,
      cwd: dirs.work,
      env: {
        ...process.env,
        ...claudeEnv({ url: server.url, home: dirs.home }),
        RALPH_CLAUDE_PATH: CLAUDE_BIN,
      },
    },
    signal: new AbortController().signal,
  });
  return { code, stdout, stderr };
}

const INVALID_ANSWER = [
  'Here is the task list:',
  '```yaml',
  'schema_version: "1.0"',
  'project:',
  '  title: Pomodoro CLI',
  'tasks:',
  '  - id: task-001',
  '    title: Timer core',
  '    status: started',
  '```',
].join('\n');

const VALID_YAML = [
  'schema_version: "1.0"',
  'project:',
  '  title: Pomodoro CLI',
  '  branch: ralph/pomodoro',
  'tasks:',
  '  - id: task-001',
  '    title: Timer core',
  '    status: pending',
  '    priority: high',
  '    acceptance_criteria:',
  '      - "25 minute work and 5 minute break intervals"',
  '  - id: task-002',
  '    title: Coloured terminal output',
  '    status: pending',
  '    depends_on: [task-001]',
  '  - id: task-003',
  '    title: Session statistics',
  '    status: pending',
  '    depends_on: [task-001]',
].join('\n');

describe('ralph tasks (real claude, scripted model)', () => {
  beforeEach(async () => {
    await mkdir(path.join(dirs.work, 'plans'));
    await writeFile(
      path.join(dirs.work, 'plans', 'SPEC.md'),
      '# Pomodoro CLI\nA timer with coloured output.\n',
    );
  });

  it('feeds the validation errors back once and writes the corrected list', async () => {
    const { code, stdout, stderr } = await runCommand(createTasksCommand(), ['plans/SPEC.md'], {}, [
      [{ text: INVALID_ANSWER }],
      [{ text: `Corrected:\n\`\`\`yaml\n${VALID_YAML}\n\`\`\`` }],
    ]);
    expect(stderr).not.toContain('error');
    expect(code).toBe(0);
    expect(stdout).toContain('Wrote 3 tasks to .ralph/prd.yaml');
    // The next step names commands that exist.
    expect(stdout).toContain(
      'Next: review it, then `ralph validate` and `ralph once` (or `ralph loop`).',
    );
    const written = await readFile(path.join(dirs.work, '.ralph', 'prd.yaml'), 'utf8');
    expect(written).toBe(
      `# yaml-language-server: $schema=https://raw.githubusercontent.com/ralph-action/ralph-action/main/schema/prd.schema.json\n${VALID_YAML}\n`,
    );
    const turns = server!.turnRequests();
    expect(turns).toHaveLength(2);
    expect(promptOf(turns[0]!)).toContain('Use the ralph-tasks skill');
    expect(promptOf(turns[0]!)).toContain('A timer with coloured output.');
    // the retry continues the same conversation and carries the validator's message
    const retry = JSON.stringify(turns[1]!.body?.messages);
    expect(retry).toContain('Here is the task list:');
    expect(retry).toContain('not a valid .ralph/prd.yaml');
    expect(retry).toContain("VAL-07 Invalid status 'started' for task task-001");
  });

  it('writes nothing and exits 1 when both answers are invalid', async () => {
    const { code, stdout, stderr } = await runCommand(createTasksCommand(), ['plans/SPEC.md'], {}, [
      [{ text: INVALID_ANSWER }],
      [{ text: INVALID_ANSWER }],
    ]);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain('still invalid after one retry; nothing was written');
    expect(stderr).toContain(
      ".ralph/prd.yaml:7:13: VAL-07 Invalid status 'started' for task task-001",
    );
    expect(await readdir(dirs.work)).toEqual(['plans']);
  });

  it('does not overwrite an existing list without --force', async () => {
    await mkdir(path.join(dirs.work, '.ralph'));
    await writeFile(path.join(dirs.work, '.ralph', 'prd.yaml'), 'keep me\n');
    const { code, stderr } = await runCommand(createTasksCommand(), ['plans/SPEC.md'], {}, []);
    expect(code).toBe(1);
    expect(stderr).toContain('.ralph/prd.yaml already exists; use --force');
    expect(await readFile(path.join(dirs.work, '.ralph', 'prd.yaml'), 'utf8')).toBe('keep me\n');
    expect(server!.turnRequests()).toHaveLength(0);
  });
});

describe('ralph prd --input (real claude, scripted model)', () => {
  it('reports the saved PRD when the agent writes plans/SPEC.md', async () => {
    const { code, stdout } = await runCommand(
      createPrdCommand(),
      [],
      { input: 'A pomodoro timer CLI' },
      [
        (ctx) => [
          { text: 'Writing the PRD.' },
          {
            tool: 'Write',
            input: {
              file_path: path.join(ctx.cwd, 'plans', 'SPEC.md'),
              content: '# PRD: Pomodoro timer CLI\n',
            },
          },
        ],
        [{ text: 'The PRD is in plans/SPEC.md.' }],
      ],
    );
    expect(code).toBe(0);
    expect(stdout).toContain('PRD saved to plans/SPEC.md');
    expect(await readFile(path.join(dirs.work, 'plans', 'SPEC.md'), 'utf8')).toBe(
      '# PRD: Pomodoro timer CLI\n',
    );
    const prompt = promptOf(server!.turnRequests()[0]!);
    expect(prompt).toContain('Use the ralph-prd skill');
    expect(prompt).toContain('A pomodoro timer CLI');
  });

  it('warns (exit 0) when the agent leaves plans/SPEC.md untouched', async () => {
    await mkdir(path.join(dirs.work, 'plans'));
    await writeFile(path.join(dirs.work, 'plans', 'SPEC.md'), '# Old\n');
    const before = await stat(path.join(dirs.work, 'plans', 'SPEC.md'));
    const { code, stdout, stderr } = await runCommand(
      createPrdCommand(),
      [],
      { input: 'A pomodoro timer CLI' },
      [[{ text: 'I would need to know more before writing anything.' }]],
    );
    expect(code).toBe(0);
    expect(stdout).not.toContain('PRD saved');
    expect(stderr).toContain(
      'Warning: PRD file was not modified. The session may have ended before completion.',
    );
    expect((await stat(path.join(dirs.work, 'plans', 'SPEC.md'))).mtimeMs).toBe(before.mtimeMs);
  });

  it('reads the description from --file', async () => {
    await writeFile(path.join(dirs.work, 'idea.txt'), 'A habit tracker with streaks\n');
    const { code, stdout } = await runCommand(createPrdCommand(), [], { file: 'idea.txt' }, [
      (ctx) => [
        {
          tool: 'Write',
          input: { file_path: path.join(ctx.cwd, 'plans', 'SPEC.md'), content: '# PRD\n' },
        },
      ],
      [{ text: 'Done.' }],
    ]);
    expect(code).toBe(0);
    expect(stdout).toContain('PRD saved to plans/SPEC.md');
    expect(promptOf(server!.turnRequests()[0]!)).toContain('A habit tracker with streaks');
  });
});

describe('ralph prd usage', () => {
  it('rejects --input with --file as a usage error (exit 2 from the dispatcher)', async () => {
    const command = createPrdCommand({
      ...defaultPlanningWiring,
      createRunner: () => {
        throw new Error('must not run');
      },
    });
    await expect(
      command.run({
        positionals: [],
        values: { input: 'x', file: 'y' },
        io: {
          stdout: () => {},
          stderr: () => {},
          isTTY: false,
          color: false,
          cwd: dirs.work,
          env: {},
        },
        signal: new AbortController().signal,
      }),
    ).rejects.toThrow(UsageError);
  });
});
