import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileChanged, fingerprint } from '../../src/planning/files.js';
import {
  PRD_ALLOWED_TOOLS,
  runPrdSession,
  type SpawnInteractive,
} from '../../src/planning/prd-session.js';
import { fakeRunner } from './fake-runner.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'ralph-prd-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const noTerminal: SpawnInteractive = async () => {
  throw new Error('no interactive session expected');
};

async function writeSpec(text: string): Promise<void> {
  await mkdir(path.join(dir, 'plans'), { recursive: true });
  await writeFile(path.join(dir, 'plans', 'SPEC.md'), text);
}

describe('runPrdSession', () => {
  it('non-interactive: reports a created spec and gives the agent write tools but no bypass', async () => {
    const runner = fakeRunner([
      async () => {
        await writeSpec('# PRD\n');
        return {};
      },
    ]);
    const result = await runPrdSession(
      { claudePath: '/bin/claude', runner, spawnInteractive: noTerminal },
      { cwd: dir, mode: { kind: 'description', text: 'A pomodoro timer CLI' } },
    );
    expect(result.changed).toBe(true);
    const call = runner.calls[0]!;
    expect(call.prompt).toContain('Use the ralph-prd skill');
    expect(call.prompt).toContain('plans/SPEC.md');
    expect(call.prompt).toContain('A pomodoro timer CLI');
    expect(call.allowedTools).toEqual(PRD_ALLOWED_TOOLS);
  });

  it('non-interactive: an untouched existing spec is not a success', async () => {
    await writeSpec('# Old\n');
    const result = await runPrdSession(
      { claudePath: '/bin/claude', runner: fakeRunner([{}]), spawnInteractive: noTerminal },
      { cwd: dir, mode: { kind: 'description', text: 'x' } },
    );
    expect(result.changed).toBe(false);
  });

  it('interactive: runs claude on the terminal with the skill prompt', async () => {
    const spawned: { command: string; args: string[]; cwd: string }[] = [];
    const spawn: SpawnInteractive = async (command, args, options) => {
      spawned.push({ command, args, cwd: options.cwd });
      await writeSpec('# PRD written interactively\n');
      return 0;
    };
    const result = await runPrdSession(
      { claudePath: '/opt/claude', runner: fakeRunner([]), spawnInteractive: spawn },
      { cwd: dir, mode: { kind: 'interactive' } },
    );
    expect(result).toMatchObject({ changed: true, exitCode: 0 });
    expect(spawned).toHaveLength(1);
    expect(spawned[0]!.command).toBe('/opt/claude');
    expect(spawned[0]!.cwd).toBe(dir);
    expect(spawned[0]!.args[0]).toMatch(/^Use the ralph-prd skill.*plans\/SPEC\.md/);
  });
});

describe('fileChanged', () => {
  it('detects creation and content changes, not an untouched file', async () => {
    const file = path.join(dir, 'f.md');
    const missing = await fingerprint(file);
    expect(fileChanged(missing, missing)).toBe(false);
    await writeFile(file, 'a');
    const first = await fingerprint(file);
    expect(fileChanged(missing, first)).toBe(true);
    expect(fileChanged(first, await fingerprint(file))).toBe(false);
    // same mtime but different content still counts
    expect(fileChanged(first, { ...first, sha256: 'other' })).toBe(true);
    await rm(file);
    expect(fileChanged(first, await fingerprint(file))).toBe(false);
  });
});

describe('spawnInteractive', () => {
  it('runs a program in the given directory with inherited stdio and returns its exit code', async () => {
    const { spawnInteractive } = await import('../../src/planning/spawn-interactive.js');
    const code = await spawnInteractive(
      process.execPath,
      ['-e', "require('fs').writeFileSync('out.txt', process.argv[1]); process.exit(3)", 'hello'],
      { cwd: dir },
    );
    expect(code).toBe(3);
    const { readFile } = await import('node:fs/promises');
    expect(await readFile(path.join(dir, 'out.txt'), 'utf8')).toBe('hello');
  });

  it('explains a missing executable', async () => {
    const { spawnInteractive } = await import('../../src/planning/spawn-interactive.js');
    await expect(spawnInteractive(path.join(dir, 'no-claude'), [], { cwd: dir })).rejects.toThrow(
      /not found \(install Claude Code or set RALPH_CLAUDE_PATH\)/,
    );
  });
});
