import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import {
  PINNED_CLAUDE_CODE_VERSION,
  resolveClaude,
  type ClaudeInstaller,
} from '../../src/agent/resolve-claude.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ralph-resolve-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function executable(path: string): Promise<string> {
  await mkdir(join(path, '..'), { recursive: true });
  await writeFile(path, '#!/bin/sh\necho claude\n');
  await chmod(path, 0o755);
  return path;
}

/** An installer that lays out what npm would: <dir>/node_modules/.bin/claude. */
function fakeInstaller(): { install: ClaudeInstaller; calls: [string, string][] } {
  const calls: [string, string][] = [];
  return {
    calls,
    install: async (version, target) => {
      calls.push([version, target]);
      await executable(join(target, 'node_modules', '.bin', 'claude'));
    },
  };
}

describe('resolveClaude', () => {
  it('pins the Claude Code version', () => {
    expect(PINNED_CLAUDE_CODE_VERSION).toBe('2.1.330');
  });

  it('uses the configured path first, even when claude is on PATH', async () => {
    const configured = await executable(join(dir, 'configured', 'my-claude'));
    const onPath = await executable(join(dir, 'bin1', 'claude'));
    const installer = fakeInstaller();
    await expect(
      resolveClaude({
        configuredPath: configured,
        version: '2.1.330',
        cacheDir: join(dir, 'cache'),
        install: installer.install,
        searchPath: join(onPath, '..'),
      }),
    ).resolves.toBe(configured);
    expect(installer.calls).toEqual([]);
  });

  it('fails clearly when the configured path does not exist', async () => {
    await expect(
      resolveClaude({ configuredPath: join(dir, 'missing'), version: '2.1.330', cacheDir: dir }),
    ).rejects.toThrow(
      `Claude Code was configured at ${join(dir, 'missing')}, but no executable file is there`,
    );
  });

  it('then takes the first claude on PATH, skipping non-executables', async () => {
    const notExec = join(dir, 'bin2', 'claude');
    await mkdir(join(dir, 'bin2'), { recursive: true });
    await writeFile(notExec, 'not executable');
    const onPath = await executable(join(dir, 'bin3', 'claude'));
    const installer = fakeInstaller();
    const searchPath = [join(dir, 'empty'), join(dir, 'bin2'), join(dir, 'bin3')].join(delimiter);
    await expect(
      resolveClaude({
        version: '2.1.330',
        cacheDir: join(dir, 'cache'),
        install: installer.install,
        searchPath,
      }),
    ).resolves.toBe(onPath);
    expect(installer.calls).toEqual([]);
  });

  it('else installs the version into the cache once, and reuses it after', async () => {
    const cacheDir = join(dir, 'cache-install');
    const installer = fakeInstaller();
    const opts = {
      version: '9.9.9',
      cacheDir,
      install: installer.install,
      searchPath: join(dir, 'empty'),
    };
    const expected = join(cacheDir, '9.9.9', 'node_modules', '.bin', 'claude');
    await expect(resolveClaude(opts)).resolves.toBe(expected);
    await expect(resolveClaude(opts)).resolves.toBe(expected);
    expect(installer.calls).toEqual([['9.9.9', join(cacheDir, '9.9.9')]]);
  });

  it('reports an install that did not produce the executable', async () => {
    const install = jest.fn<ClaudeInstaller>(async () => undefined);
    await expect(
      resolveClaude({
        version: '1.0.0',
        cacheDir: join(dir, 'cache-broken'),
        install,
        searchPath: '',
      }),
    ).rejects.toThrow(
      /Installed @anthropic-ai\/claude-code@1.0.0, but .*node_modules\/.bin\/claude is missing/,
    );
    expect(install).toHaveBeenCalledTimes(1);
  });
});
