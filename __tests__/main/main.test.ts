/**
 * The entry point: `run()` reads inputs through @actions/core and reports any failure with
 * exactly one setFailed. @actions/core is replaced with jest.unstable_mockModule (ESM).
 */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const calls: { fn: string; args: unknown[] }[] = [];
const inputs = new Map<string, string>();
const record =
  (fn: string) =>
  (...args: unknown[]): void => {
    calls.push({ fn, args });
  };

jest.unstable_mockModule('@actions/core', () => ({
  getInput: (name: string) => inputs.get(name) ?? '',
  setOutput: record('setOutput'),
  setSecret: record('setSecret'),
  setFailed: record('setFailed'),
  info: record('info'),
  warning: record('warning'),
  error: record('error'),
  notice: record('notice'),
  startGroup: record('startGroup'),
  endGroup: record('endGroup'),
  summary: { addRaw: () => ({ write: async () => undefined }) },
}));

const { run, coreHost } = await import('../../src/main.js');

const unusedDeps = {
  createOctokit: () => {
    throw new Error('not expected');
  },
  createGit: () => {
    throw new Error('not expected');
  },
  createAgent: () => {
    throw new Error('not expected');
  },
  resolveClaude: async () => 'claude',
};

describe('run()', () => {
  beforeEach(() => {
    calls.length = 0;
    inputs.clear();
  });

  it('fails once, naming every bad input, before touching GitHub, git or the agent', async () => {
    inputs.set('iterations', 'abc');
    inputs.set('max-fix-attempts', '-1');
    inputs.set('mode', 'sometimes');
    inputs.set('github-token', 't');
    await run(coreHost({ GITHUB_REPOSITORY: 'acme/widgets' }), unusedDeps as never);
    const failed = calls.filter((c) => c.fn === 'setFailed');
    expect(failed).toHaveLength(1);
    const message = String(failed[0]!.args[0]);
    expect(message).toContain("'iterations'");
    expect(message).toContain("'max-fix-attempts'");
    expect(message).toContain("'mode'");
  });

  it('says which events it handles and succeeds when the event has nothing for it', async () => {
    inputs.set('github-token', 'ghs_example_token_value');
    const deps = {
      ...unusedDeps,
      createOctokit: () => ({ hook: { before: () => undefined } }) as never,
      createGit: () =>
        ({
          exec: async () => ({ exitCode: 0, stdout: 'someone\n', stderr: '' }),
          configIdentity: async () => undefined,
        }) as never,
    };
    await run(coreHost({ GITHUB_REPOSITORY: 'acme/widgets', GITHUB_EVENT_NAME: 'release' }), deps);
    expect(calls.filter((c) => c.fn === 'setFailed')).toHaveLength(0);
    const notice = calls.find((c) => c.fn === 'notice');
    expect(String(notice?.args[0])).toMatch(/workflow_dispatch/);
    // The token was masked before anything could print it.
    expect(calls.find((c) => c.fn === 'setSecret')?.args[0]).toBe('ghs_example_token_value');
  });
});

describe('coreHost().replaceSummary', () => {
  it('writes in place of its last write, below what the step appended before', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ralph-summary-'));
    const file = join(dir, 'summary.md');
    // Another part of the step (the isolation warning) wrote first.
    await writeFile(file, '> [!WARNING]\n> not isolated\n\n');
    const host = coreHost({ GITHUB_STEP_SUMMARY: file });
    await host.replaceSummary('## Ralph is working\n\nt1: agent\n');
    await host.replaceSummary('## Ralph is working\n\nt1: checks\n');
    expect(await readFile(file, 'utf8')).toBe(
      '> [!WARNING]\n> not isolated\n\n## Ralph is working\n\nt1: checks\n',
    );
    await host.replaceSummary('## Ralph: done\n');
    expect(await readFile(file, 'utf8')).toBe('> [!WARNING]\n> not isolated\n\n## Ralph: done\n');
    await rm(dir, { recursive: true, force: true });
  });

  it('writes nothing without GITHUB_STEP_SUMMARY', async () => {
    await expect(coreHost({}).replaceSummary('x')).resolves.toBeUndefined();
  });
});
