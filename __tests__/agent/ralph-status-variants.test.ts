/**
 * frankbria's RALPH_STATUS as its tools write it: 2 to 7 fields, the delimited and the
 * YAML-like form; the exit signal the gate reads from it; and `ralph phase-status` showing the
 * newest block (streamed from the file), or failing when the newest block is invalid.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { extractLastRalphStatus } from '../../src/agent/phase-status.js';
import { phaseStatusCommand } from '../../src/cli/commands/phase-status.js';
import type { CliIO } from '../../src/cli/types.js';
import { agentExitSignal } from '../../src/engine/gate.js';
import { SPEC_EXAMPLES } from './phase-status-examples.js';

const GREEN = SPEC_EXAMPLES['GREEN Phase - Complete']!;

describe('RALPH_STATUS variants', () => {
  it('two fields (STATUS + EXIT_SIGNAL) are a valid block', () => {
    const text =
      'Done.\n---RALPH_STATUS---\nSTATUS: COMPLETE\nEXIT_SIGNAL: true\n---END_RALPH_STATUS---\n';
    const { status, invalid } = extractLastRalphStatus(text);
    expect(invalid).toEqual([]);
    expect(status).toEqual({ status: 'COMPLETE', exitSignal: true });
    expect(agentExitSignal({ ralphStatus: status })).toBe(true);
  });

  it('the YAML-like `RALPH_STATUS:` form, indented and fenced, with quoted values', () => {
    const text = [
      'All chunks are in.',
      '```',
      'RALPH_STATUS:',
      '  STATUS: COMPLETE',
      '  TASKS_COMPLETED_THIS_LOOP: 2',
      '  EXIT_SIGNAL: true',
      '  RECOMMENDATION: "Ship it"',
      '```',
    ].join('\n');
    expect(extractLastRalphStatus(text)).toEqual({
      status: {
        status: 'COMPLETE',
        tasksCompletedThisLoop: 2,
        exitSignal: true,
        recommendation: 'Ship it',
      },
      invalid: [],
    });
  });

  it('without EXIT_SIGNAL, STATUS: COMPLETE means exit; an explicit false always wins', () => {
    const implied = extractLastRalphStatus('RALPH_STATUS:\n  STATUS: COMPLETE\n');
    expect(implied.status).toEqual({ status: 'COMPLETE', exitSignal: true });
    const explicit = extractLastRalphStatus(
      '---RALPH_STATUS---\nSTATUS: COMPLETE\nEXIT_SIGNAL: false\n---END_RALPH_STATUS---',
    );
    expect(agentExitSignal({ ralphStatus: explicit.status })).toBe(false);
    const working = extractLastRalphStatus('RALPH_STATUS:\n  STATUS: IN_PROGRESS\n');
    expect(agentExitSignal({ ralphStatus: working.status })).toBe(false);
  });

  it('all seven fields still parse; a block needs STATUS or EXIT_SIGNAL, with valid values', () => {
    const seven = [
      '---RALPH_STATUS---',
      'STATUS: IN_PROGRESS',
      'TASKS_COMPLETED_THIS_LOOP: 1',
      'FILES_MODIFIED: 3',
      'TESTS_STATUS: PASSING',
      'WORK_TYPE: IMPLEMENTATION',
      'EXIT_SIGNAL: false',
      'RECOMMENDATION: Continue',
      '---END_RALPH_STATUS---',
    ].join('\n');
    expect(extractLastRalphStatus(seven).status).toMatchObject({
      filesModified: 3,
      exitSignal: false,
    });
    expect(extractLastRalphStatus('RALPH_STATUS:\n  WORK_TYPE: TESTING\n').invalid).toEqual([
      'RALPH_STATUS block at line 1: missing STATUS and EXIT_SIGNAL (a block needs at least one)',
    ]);
    expect(extractLastRalphStatus('RALPH_STATUS:\n  EXIT_SIGNAL: yes\n').invalid).toEqual([
      'RALPH_STATUS block at line 1: EXIT_SIGNAL must be lowercase true or false (got yes)',
    ]);
  });

  it('a mention of RALPH_STATUS inside prose is not a block', () => {
    expect(extractLastRalphStatus('I will print RALPH_STATUS: at the end.')).toEqual({
      invalid: [],
    });
  });
});

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ralph-status-variants-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function phaseStatus(file: string, json = false) {
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
    values: json ? { file, json: true } : { file },
    io,
    signal: new AbortController().signal,
  });
  return { code, out, err };
}

function line(value: unknown): string {
  return `${JSON.stringify(value)}\n`;
}
const assistant = (text: string) =>
  line({ type: 'assistant', message: { role: 'assistant', content: [{ type: 'text', text }] } });

describe('ralph phase-status', () => {
  it('shows a RALPH_STATUS block of a log in the delimited layout, or as JSON', async () => {
    await writeFile(
      join(dir, 'ralph.log'),
      `${GREEN}\n\nLater:\nRALPH_STATUS:\n  STATUS: COMPLETE\n  EXIT_SIGNAL: true\n`,
    );
    expect(await phaseStatus('ralph.log')).toEqual({
      code: 0,
      out: '---RALPH_STATUS---\nSTATUS: COMPLETE\nEXIT_SIGNAL: true\n---END_RALPH_STATUS---\n',
      err: '',
    });
    const json = await phaseStatus('ralph.log', true);
    expect(JSON.parse(json.out)).toEqual({ status: 'COMPLETE', exitSignal: true });
  });

  it('when the newest block is invalid it says so and fails, instead of showing an older one', async () => {
    const broken = '---RALPH_STATUS---\nSTATUS: DONE\n---END_RALPH_STATUS---';
    await writeFile(join(dir, 'newest-bad.log'), `${GREEN}\n\n${broken}\n`);
    const { code, out, err } = await phaseStatus('newest-bad.log');
    expect(code).toBe(1);
    expect(out).toBe('');
    expect(err).toBe(
      'error: the newest status block in newest-bad.log is invalid\n' +
        '  RALPH_STATUS block at line 35: STATUS must be one of IN_PROGRESS, COMPLETE, BLOCKED (got DONE)\n' +
        '  (older blocks are not shown: they no longer describe the current state)\n',
    );
  });

  it('streams a large transcript: finds the newest block past many chunks, tool output ignored', async () => {
    const path = join(dir, 'big.ndjson');
    const out = createWriteStream(path);
    out.write(line({ type: 'system', subtype: 'init', session_id: 's' }));
    out.write(assistant(`Starting.\n${GREEN.replace('ITERATION: 12', 'ITERATION: 11')}`));
    const filler = assistant(`Working on it: ${'é'.repeat(3000)} done.`);
    const tool = line({
      type: 'user',
      message: {
        content: [{ type: 'tool_result', content: 'RALPH_STATUS:\n  STATUS: BLOCKED\n' }],
      },
    });
    for (let i = 0; i < 1500; i++) {
      if (!out.write(i % 2 === 0 ? filler : tool)) await once(out, 'drain');
    }
    out.write(assistant(`Finished.\n${GREEN}`));
    out.end(line({ type: 'result', subtype: 'success', result: 'All green.' }));
    await once(out, 'finish');
    const { code, out: stdout, err } = await phaseStatus('big.ndjson');
    expect(err).toBe('');
    expect(code).toBe(0);
    expect(stdout).toBe(`${GREEN}\n`);
  });

  it('a transcript with no block says where it looked', async () => {
    await writeFile(join(dir, 'none.ndjson'), assistant('No status here.'));
    expect(await phaseStatus('none.ndjson')).toEqual({
      code: 1,
      out: '',
      err: 'error: no PRP_PHASE_STATUS or RALPH_STATUS block in the transcript none.ndjson\n',
    });
  });
});
