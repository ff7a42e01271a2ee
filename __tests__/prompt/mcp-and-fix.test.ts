import { afterEach, describe, expect, it } from '@jest/globals';
import { mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { renderFixPrompt } from '../../src/prompt/fix-prompt.js';
import { buildMcpConfig, writeMcpConfig } from '../../src/prompt/mcp.js';
import type { CheckResult } from '../../src/checks/types.js';

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

describe('buildMcpConfig', () => {
  it('maps the discipline servers into the mcpServers shape, without ralph-db', () => {
    const config = buildMcpConfig({
      name: 'frontend',
      mcp_servers: [
        { name: 'shadcn-ui', command: 'npx', args: ['-y', '@anthropic-ai/shadcn-ui-mcp'] },
        { name: 'docs', command: 'node', args: [], env: { DOCS_ROOT: 'docs' } },
        { name: 'shadcn-ui', command: 'ignored' },
      ],
    });
    expect(config).toEqual({
      mcpServers: {
        'shadcn-ui': { command: 'npx', args: ['-y', '@anthropic-ai/shadcn-ui-mcp'] },
        docs: { command: 'node', env: { DOCS_ROOT: 'docs' } },
      },
    });
    expect(JSON.stringify(config)).not.toContain('ralph-db');
  });

  it('is undefined without servers', () => {
    expect(buildMcpConfig(undefined)).toBeUndefined();
    expect(buildMcpConfig({ name: 'x' })).toBeUndefined();
    expect(buildMcpConfig({ name: 'x', mcp_servers: [] })).toBeUndefined();
  });

  it('writes a private JSON file and leaves no temp file behind', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'ralph-mcp-'));
    dirs.push(dir);
    const config = buildMcpConfig({ name: 'f', mcp_servers: [{ name: 'a', command: 'npx' }] })!;
    const file = await writeMcpConfig(config, dir);
    expect(path.dirname(file)).toBe(dir);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({
      mcpServers: { a: { command: 'npx' } },
    });
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await readdir(dir)).toEqual([path.basename(file)]);
    const second = await writeMcpConfig(config, dir);
    expect(second).not.toBe(file);
  });
});

function result(partial: Partial<CheckResult>): CheckResult {
  return {
    name: 'test',
    command: 'npm test',
    required: true,
    passed: false,
    exitCode: 1,
    timedOut: false,
    durationMs: 10,
    outputTail: '',
    ...partial,
  };
}

describe('renderFixPrompt', () => {
  it('shows each failing check with its output tail and the attempt count', () => {
    const text = renderFixPrompt(
      [
        result({
          name: 'typecheck',
          command: 'npm run typecheck',
          exitCode: 2,
          outputTail: "src/a.ts(3,1): error TS2304: Cannot find name 'x'.\n",
        }),
        result({
          name: 'test',
          command: 'npm test',
          exitCode: null,
          timedOut: true,
          outputTail: '',
        }),
        result({
          name: 'hog',
          command: 'node --test',
          exitCode: null,
          stoppedForMemory: 'the memory watchdog stopped all of its processes once',
          outputTail: '',
        }),
      ],
      2,
      3,
    );
    expect(text).toContain(
      '### hog (stopped for memory: the memory watchdog stopped all of its processes once; use less memory at once)',
    );
    expect(text).toContain('## Quality Checks Failed (fix attempt 2 of 3)');
    expect(text).toContain(
      "### typecheck (exit code 2)\nCommand: `npm run typecheck`\n```text\nsrc/a.ts(3,1): error TS2304: Cannot find name 'x'.\n```",
    );
    expect(text).toContain('### test (timed out)\nCommand: `npm test`\n```text\n(no output)\n```');
    expect(text).toContain('Do not weaken, skip or delete checks or tests');
    expect(text).toContain('PRP_PHASE_STATUS');
    expect(text).toContain('RALPH_CANNOT_COMPLETE: <reason>');
  });

  it('fences output that itself contains backtick fences', () => {
    const text = renderFixPrompt([result({ outputTail: 'Expected:\n```\nfoo\n```' })], 1, 3);
    expect(text).toContain('````text\nExpected:\n```\nfoo\n```\n````');
  });
});
