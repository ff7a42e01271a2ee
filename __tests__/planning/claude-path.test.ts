import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { resolveClaudePath } from '../../src/planning/claude-path.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'ralph-claude-path-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function fakeClaude(at: string): Promise<string> {
  await mkdir(path.dirname(at), { recursive: true });
  await writeFile(at, '#!/bin/sh\nexit 0\n');
  await chmod(at, 0o755);
  return at;
}

describe('resolveClaudePath', () => {
  it('prefers RALPH_CLAUDE_PATH and checks it exists', async () => {
    const bin = await fakeClaude(path.join(dir, 'custom', 'claude'));
    expect(await resolveClaudePath({ RALPH_CLAUDE_PATH: bin, PATH: '' }, [])).toBe(bin);
    await expect(
      resolveClaudePath({ RALPH_CLAUDE_PATH: path.join(dir, 'nope') }, []),
    ).rejects.toThrow(/RALPH_CLAUDE_PATH is .*nope, but no executable file is there/);
  });

  it('then PATH, then node_modules/.bin/claude above the start directories', async () => {
    const onPath = await fakeClaude(path.join(dir, 'bin', 'claude'));
    const local = await fakeClaude(path.join(dir, 'project', 'node_modules', '.bin', 'claude'));
    const deep = path.join(dir, 'project', 'src', 'deep');
    await mkdir(deep, { recursive: true });
    expect(await resolveClaudePath({ PATH: path.join(dir, 'bin') }, [deep])).toBe(onPath);
    expect(await resolveClaudePath({ PATH: '' }, [deep])).toBe(local);
    await expect(resolveClaudePath({ PATH: '' }, [path.join(dir, 'bin')])).rejects.toThrow(
      /was not found/,
    );
  });
});
