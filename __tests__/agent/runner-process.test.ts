/**
 * The runner's process handling, driven by small stand-in executables that misbehave on
 * purpose: no result, garbage lines, lines split across writes, lingering after the result,
 * secrets in the output.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildChildEnv, buildClaudeArgs, createClaudeRunner } from '../../src/agent/runner.js';
import type { AgentRunOptions, StreamEvent } from '../../src/agent/types.js';

let dir: string;
const runner = createClaudeRunner();

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ralph-runner-proc-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Writes an executable node script standing in for claude. */
async function fakeClaude(name: string, body: string): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, `#!/usr/bin/env node\n${body}\n`);
  await chmod(path, 0o755);
  return path;
}

const RESULT = (text: string, numTurns = 1): string =>
  JSON.stringify({
    type: 'result',
    subtype: 'success',
    is_error: false,
    num_turns: numTurns,
    total_cost_usd: 0.01,
    duration_ms: 5,
    session_id: 'sess-1',
    permission_denials: [],
    result: text,
  });

function options(claudePath: string, extra: Partial<AgentRunOptions> = {}): AgentRunOptions {
  return {
    claudePath,
    cwd: dir,
    prompt: 'do the thing',
    maxTurns: 5,
    timeoutMs: 30_000,
    idleTimeoutMs: 30_000,
    apiRetryDelayMs: 10,
    killGraceMs: 500,
    ...extra,
  };
}

describe('claude command line and environment', () => {
  it('puts user args first and ours after, with skip-permissions when no tools are listed', () => {
    const args = buildClaudeArgs({
      ...options('/bin/claude'),
      extraArgs: ['--max-turns', '99', '--foo'],
      model: 'claude-sonnet-4-5',
      mcpConfigPath: '/tmp/mcp.json',
      appendSystemPrompt: 'Be brief.',
      resumeSessionId: 'abc',
    });
    expect(args).toEqual([
      '--max-turns',
      '99',
      '--foo',
      '-p',
      '--output-format',
      'stream-json',
      '--verbose',
      '--strict-mcp-config',
      '--exclude-dynamic-system-prompt-sections',
      '--max-turns',
      '5',
      '--model',
      'claude-sonnet-4-5',
      '--mcp-config',
      '/tmp/mcp.json',
      '--append-system-prompt',
      'Be brief.',
      '--dangerously-skip-permissions',
      '--resume',
      'abc',
    ]);
  });

  it('uses --allowedTools instead of skip-permissions when tools are listed', () => {
    const args = buildClaudeArgs({
      ...options('/bin/claude'),
      allowedTools: ['Read', 'Bash(npm test:*)'],
    });
    expect(args).toContain('--allowedTools');
    expect(args[args.indexOf('--allowedTools') + 1]).toBe('Read,Bash(npm test:*)');
    expect(args).not.toContain('--dangerously-skip-permissions');
    expect(args).not.toContain('--resume');
    expect(args).not.toContain('--model');
  });

  it('sets IS_SANDBOX=1 only as root; inherits only allowed variables; options.env is explicit', () => {
    const base = {
      PATH: '/bin',
      LANG: 'C.UTF-8',
      UNRELATED: 'yes',
      GITHUB_TOKEN: 'ghs_x',
      'INPUT_GITHUB-TOKEN': 'ghs_x',
      ACTIONS_RUNTIME_TOKEN: 'rt',
      CLAUDE_CODE_MAX_RETRIES: '0',
      DROP: 'x',
    };
    const asRoot = buildChildEnv({ env: { EXTRA: '1', LANG: undefined } }, base, true);
    expect(asRoot).toEqual({
      PATH: '/bin',
      CLAUDE_CODE_MAX_RETRIES: '0',
      EXTRA: '1',
      IS_SANDBOX: '1',
      // headless: the first `result` is the last
      CLAUDE_CODE_DISABLE_BACKGROUND_TASKS: '1',
      // a throwaway session: no memory in a wiped HOME, no git reminders (the harness commits)
      CLAUDE_CODE_DISABLE_AUTO_MEMORY: '1',
      CLAUDE_CODE_DISABLE_GIT_INSTRUCTIONS: '1',
      // the same system prompt and tools for every task: no per-session attribution block, no
      // deferred-tool placeholder
      CLAUDE_CODE_ATTRIBUTION_HEADER: '0',
      ENABLE_TOOL_SEARCH: 'false',
    });
    const asUser = buildChildEnv({ env: {} }, base, false);
    expect(asUser.IS_SANDBOX).toBeUndefined();
  });

  it('hands the prompt on stdin and passes the arguments to the process', async () => {
    const path = await fakeClaude(
      'echo-args',
      `let input = '';
process.stdin.on('data', (d) => (input += d));
process.stdin.on('end', () => {
  const report = JSON.stringify({ argv: process.argv.slice(2), input, sandbox: process.env.IS_SANDBOX ?? null, extra: process.env.EXTRA_VAR });
  console.log(${JSON.stringify(RESULT('PLACEHOLDER'))}.replace('"PLACEHOLDER"', JSON.stringify(report)));
});`,
    );
    const result = await runner.run(
      options(path, { env: { EXTRA_VAR: 'from-options' }, extraArgs: ['--x'] }),
    );
    expect(result.outcome).toBe('completed');
    const report = JSON.parse(result.finalText) as Record<string, unknown>;
    expect(report.input).toBe('do the thing');
    expect(report.extra).toBe('from-options');
    expect(report.sandbox).toBe(process.getuid?.() === 0 ? '1' : (process.env.IS_SANDBOX ?? null));
    expect((report.argv as string[]).slice(0, 4)).toEqual([
      '--x',
      '-p',
      '--output-format',
      'stream-json',
    ]);
  });
});

describe('reading the stream', () => {
  it('reassembles lines split across writes, multi-byte characters included', async () => {
    const line = JSON.stringify({
      type: 'assistant',
      message: { content: [{ type: 'text', text: 'Grüße — 完成 ✓' }] },
    });
    const path = await fakeClaude(
      'split',
      `const bytes = Buffer.from(${JSON.stringify(line + '\n' + RESULT('ok') + '\n')});
let i = 0;
const step = () => {
  if (i >= bytes.length) return;
  process.stdout.write(bytes.subarray(i, i + 7), () => setTimeout(step, 1));
  i += 7;
};
step();`,
    );
    const texts: string[] = [];
    const result = await runner.run(options(path, { onText: (t) => texts.push(t) }));
    expect(texts).toEqual(['Grüße — 完成 ✓']);
    expect(result.outcome).toBe('completed');
    expect(result.finalText).toBe('ok');
  });

  it('keeps unknown events, tolerates malformed lines, and writes both to the transcript', async () => {
    const path = await fakeClaude(
      'odd',
      `console.log('this is not json');
console.log('{"broken": ');
console.log(JSON.stringify({ type: 'mystery_event', payload: 42 }));
console.log('[1,2,3]');
console.log(${JSON.stringify(RESULT('fine'))});`,
    );
    const events: StreamEvent[] = [];
    const transcriptPath = join(dir, 'transcripts', 'odd.ndjson');
    const result = await runner.run(
      options(path, { onEvent: (e) => events.push(e), transcriptPath }),
    );
    expect(result.outcome).toBe('completed');
    expect(events.map((e) => e.type)).toEqual(['mystery_event', 'result']);
    expect(events[0]).toMatchObject({ payload: 42 });
    const transcript = await readFile(transcriptPath, 'utf8');
    expect(transcript.split('\n')).toEqual([
      'this is not json',
      '{"broken": ',
      '{"type":"mystery_event","payload":42}',
      '[1,2,3]',
      RESULT('fine'),
      '',
    ]);
  });

  it('never writes secret values to the transcript, the texts or the summary', async () => {
    const path = await fakeClaude(
      'leaky',
      `const key = process.env.ANTHROPIC_API_KEY, gh = process.env.GITHUB_TOKEN;
console.log(JSON.stringify({ type: 'assistant', message: { content: [{ type: 'text', text: 'key=' + key + ' gh=' + gh }] } }));
console.log('raw ' + gh);
console.error('stderr has ' + key);
process.exit(3);`,
    );
    const transcriptPath = join(dir, 'leaky.ndjson');
    const secretKey = 'sk-ant-secret-value-123456';
    const secretGh = 'ghs_secretgithubtoken987654';
    const texts: string[] = [];
    const result = await runner.run(
      options(path, {
        transcriptPath,
        env: { ANTHROPIC_API_KEY: secretKey, GITHUB_TOKEN: secretGh },
        onText: (t) => texts.push(t),
      }),
    );
    const transcript = await readFile(transcriptPath, 'utf8');
    for (const text of [transcript, result.assistantText, result.summary, texts.join('')]) {
      expect(text).not.toContain(secretKey);
      expect(text).not.toContain(secretGh);
    }
    expect(transcript).toContain('key=[REDACTED] gh=[REDACTED]');
    expect(transcript).toContain('raw [REDACTED]');
    expect(result.summary).toBe(
      'Claude Code exited with code 3 without a result: stderr has [REDACTED]',
    );
  });
});

describe('process outcomes', () => {
  it('reports crashed when claude exits without a result', async () => {
    const path = await fakeClaude(
      'crash',
      `console.error('fatal: something broke'); process.exit(1);`,
    );
    const result = await runner.run(options(path));
    expect(result.outcome).toBe('crashed');
    expect(result.summary).toBe(
      'Claude Code exited with code 1 without a result: fatal: something broke',
    );
    expect(result.exitCode).toBe(1);
    expect(result.retries).toBe(0);
  });

  it('reports crashed when the stream stops before the result', async () => {
    const path = await fakeClaude(
      'cut',
      `console.log(JSON.stringify({ type: 'system', subtype: 'init', session_id: 's-9' }));
console.log(JSON.stringify({ type: 'assistant', message: { content: [{ type: 'text', text: 'Working' }] } }));
process.stdout.write('{"type":"assistant","mess');`,
    );
    const result = await runner.run(options(path));
    expect(result.outcome).toBe('crashed');
    expect(result.summary).toBe(
      'Claude Code exited with code 0 without a result; its output was not stream-json: {"type":"assistant","mess',
    );
    expect(result.sessionId).toBe('s-9');
    expect(result.assistantText).toBe('Working');
  });

  it('reports crashed when the executable cannot be started', async () => {
    const result = await runner.run(options(join(dir, 'no-such-claude')));
    expect(result.outcome).toBe('crashed');
    expect(result.summary).toMatch(/^Could not start Claude Code \(.*no-such-claude\): .*ENOENT/);
  });

  it('returns after the result even when the process lingers and ignores SIGTERM', async () => {
    const path = await fakeClaude(
      'linger',
      `process.on('SIGTERM', () => {});
console.log(${JSON.stringify(RESULT('answer given'))});
setInterval(() => {}, 1000);`,
    );
    const result = await runner.run(options(path, { killGraceMs: 300 }));
    expect(result.outcome).toBe('completed');
    expect(result.finalText).toBe('answer given');
    expect(result.exitCode).toBeNull();
  });

  it('is interrupted without starting when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const path = await fakeClaude(
      'never',
      `require('fs').writeFileSync(process.argv[1] + '.ran', 'x');`,
    );
    const result = await runner.run(options(path, { signal: controller.signal }));
    expect(result.outcome).toBe('interrupted');
    await expect(readFile(`${path}.ran`)).rejects.toThrow(/ENOENT/);
  });

  it('reports max_turns when claude reports more turns than allowed', async () => {
    const path = await fakeClaude(
      'many-turns',
      `console.log(${JSON.stringify(RESULT('done', 7))});`,
    );
    const result = await runner.run(options(path, { maxTurns: 5 }));
    expect(result.outcome).toBe('max_turns');
    expect(result.summary).toBe('Stopped after 5 of 5 turns (max turns)');
  });

  it('sums cost over the retry and reads the invalid status blocks of the final attempt', async () => {
    const apiError = JSON.stringify({
      type: 'result',
      subtype: 'success',
      is_error: true,
      num_turns: 1,
      total_cost_usd: 0.5,
      result: 'API Error: 500 Internal server error.',
      api_error_status: 500,
    });
    const counter = join(dir, 'retry-count');
    const path = await fakeClaude(
      'flaky',
      `const fs = require('fs');
const n = fs.existsSync(${JSON.stringify(counter)}) ? 1 : 0;
fs.writeFileSync(${JSON.stringify(counter)}, 'x');
if (n === 0) { console.log(${JSON.stringify(apiError)}); process.exit(1); }
console.log(${JSON.stringify(RESULT('---PRP_PHASE_STATUS---\nPHASE: GREEN\n---END_PRP_PHASE_STATUS---'))});`,
    );
    const result = await runner.run(options(path));
    expect(result.outcome).toBe('completed');
    expect(result.retries).toBe(1);
    expect(result.totalCostUsd).toBeCloseTo(0.51);
    expect(result.phaseStatus).toBeUndefined();
    expect(result.invalidStatusBlocks).toEqual([
      'PRP_PHASE_STATUS block at line 1: missing TIMESTAMP',
    ]);
  });
});
