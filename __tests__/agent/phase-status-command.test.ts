import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { phaseStatusCommand } from '../../src/cli/commands/phase-status.js';
import type { CliIO } from '../../src/cli/types.js';
import { SPEC_EXAMPLES } from './phase-status-examples.js';

const RED = SPEC_EXAMPLES['RED Phase - In Progress']!;
const GREEN = SPEC_EXAMPLES['GREEN Phase - Complete']!;

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ralph-phase-cmd-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function run(
  values: Record<string, string | boolean>,
): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const io: CliIO = {
    stdout: (t) => (out += t),
    stderr: (t) => (err += t),
    isTTY: false,
    color: false,
    cwd: dir,
    env: {},
  };
  const code = await phaseStatusCommand.run({
    positionals: [],
    values,
    io,
    signal: new AbortController().signal,
  });
  return { code, out, err };
}

describe('ralph phase-status', () => {
  it('prints the latest block of the default log', async () => {
    await mkdir(join(dir, '.ralph'), { recursive: true });
    await writeFile(join(dir, '.ralph', 'phase-status.log'), `${RED}\n\n${GREEN}\n\n`);
    expect(await run({})).toEqual({ code: 0, out: `${GREEN}\n`, err: '' });
  });

  it('prints JSON with --json', async () => {
    const { code, out } = await run({ json: true });
    expect(code).toBe(0);
    expect(JSON.parse(out)).toMatchObject({ phase: 'GREEN', iteration: 12, exitSignal: true });
  });

  it('reads an NDJSON transcript: assistant text and the result text, not tool output', async () => {
    const transcript = (assistant: string, toolOutput: string, result: string): string =>
      [
        { type: 'system', subtype: 'init', session_id: 's' },
        { type: 'assistant', message: { content: [{ type: 'text', text: assistant }] } },
        { type: 'user', message: { content: [{ type: 'tool_result', content: toolOutput }] } },
        { type: 'result', subtype: 'success', result },
      ]
        .map((line) => JSON.stringify(line))
        .join('\n') + '\nnot json\n';
    await writeFile(
      join(dir, 'a.ndjson'),
      transcript(`Starting.\n${RED}`, 'ok', `Done.\n${GREEN}`),
    );
    expect(await run({ file: 'a.ndjson' })).toEqual({ code: 0, out: `${GREEN}\n`, err: '' });
    await writeFile(join(dir, 'b.ndjson'), transcript(`Starting.\n${GREEN}`, RED, 'Done.'));
    expect(await run({ file: 'b.ndjson' })).toEqual({ code: 0, out: `${GREEN}\n`, err: '' });
  });

  it('finds the block in events written with spaces, and never in a tool result that quotes an event', async () => {
    const quoted = JSON.stringify({ type: 'result', result: `Done.\n${RED}` });
    const lines = [
      JSON.stringify(
        { type: 'assistant', message: { content: [{ type: 'text', text: GREEN }] } },
        null,
        1,
      )
        .split('\n')
        .join(' '),
      JSON.stringify({
        type: 'user',
        message: { content: [{ type: 'tool_result', content: quoted }] },
      }),
    ];
    expect(lines[0]).toContain('"type": "assistant"');
    await writeFile(join(dir, 'c.ndjson'), `${lines.join('\n')}\n`);
    expect(await run({ file: 'c.ndjson' })).toEqual({ code: 0, out: `${GREEN}\n`, err: '' });
  });

  it('fails with a clear message when the only block is invalid', async () => {
    await writeFile(join(dir, 'bad.log'), RED.replace('  PASSING: 0', '  PASSING: 1'));
    const { code, out, err } = await run({ file: 'bad.log' });
    expect(code).toBe(1);
    expect(out).toBe('');
    expect(err).toBe(
      'error: the newest status block in bad.log is invalid\n' +
        '  PRP_PHASE_STATUS block at line 1: TESTS: PASSING + FAILING + SKIPPED = 6, but TOTAL is 5\n',
    );
  });

  it('fails with a clear message when the file is missing', async () => {
    const { code, err } = await run({ file: 'nope.log' });
    expect(code).toBe(1);
    expect(err).toBe('error: nope.log does not exist (no phase status has been recorded yet)\n');
  });
});
