/**
 * The runner driving the REAL claude CLI against the scripted model server: every outcome
 * class is produced by claude itself and classified by the runner.
 */
import { describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createClaudeRunner } from '../../src/agent/runner.js';
import type { StreamEvent } from '../../src/agent/types.js';
import { TEST_API_KEY } from '../../test-support/claude-env.js';
import { conversationText } from '../../test-support/model-server.js';
import { agentStatusBlock } from '../../test-support/status-block.js';
import { runOptions, useRealClaude } from './real-claude.js';

const STATUS_BLOCK = agentStatusBlock({
  exitSignal: true,
  passing: 2,
  recommendation: 'Task complete - commit it',
});

const setup = useRealClaude();
const options = runOptions;

const runner = createClaudeRunner();

describe('runner with the real claude CLI', () => {
  it('completes a task: Write and Bash run for real, the status block is parsed, the transcript is redacted', async () => {
    const { server, dirs } = await setup({
      turns: [
        [
          { text: 'Creating hello.txt.' },
          {
            tool: 'Write',
            input: (ctx) => ({ file_path: join(ctx.cwd, 'hello.txt'), content: 'hello\n' }),
          },
        ],
        [
          {
            tool: 'Bash',
            input: {
              command: 'cat hello.txt > copy.txt && printenv ANTHROPIC_API_KEY',
              description: 'Copy the file',
            },
          },
        ],
        [{ text: `Done: hello.txt and copy.txt exist.\n\n${STATUS_BLOCK}` }],
      ],
    });
    const transcriptPath = join(dirs.home, 'attempts', 'task-001.ndjson');
    const texts: string[] = [];
    const events: StreamEvent[] = [];
    const result = await runner.run(
      options(server, dirs, {
        transcriptPath,
        onText: (text) => texts.push(text),
        onEvent: (event) => events.push(event),
      }),
    );

    expect(result.outcome).toBe('completed');
    expect(result.summary).toMatch(/^Completed in 3 turns/);
    expect(result.isError).toBe(false);
    expect(result.numTurns).toBe(3);
    expect(result.totalCostUsd).toBeGreaterThan(0);
    expect(result.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(result.retries).toBe(0);
    expect(result.exitCode).toBe(0);
    expect(await readFile(join(dirs.work, 'hello.txt'), 'utf8')).toBe('hello\n');
    expect(await readFile(join(dirs.work, 'copy.txt'), 'utf8')).toBe('hello\n');
    expect(result.finalText).toContain('Done: hello.txt and copy.txt exist.');
    expect(texts[0]).toBe('Creating hello.txt.');
    expect(result.assistantText).toContain('Creating hello.txt.');
    expect(events.map((e) => e.type)).toEqual(
      expect.arrayContaining(['system', 'assistant', 'user', 'result']),
    );
    expect(result.phaseStatus).toMatchObject({
      phase: 'GREEN',
      status: 'COMPLETE',
      tests: { total: 2, passing: 2, failing: 0, skipped: 0 },
      dualGate: { gate1: true, gate2: true, canExit: true },
      exitSignal: true,
      recommendation: 'Task complete - commit it',
    });
    expect(result.invalidStatusBlocks).toEqual([]);

    // The Bash tool printed the API key into the stream; the transcript must not keep it.
    const transcript = await readFile(transcriptPath, 'utf8');
    const lines = transcript.trim().split('\n');
    expect(lines.every((line) => line.startsWith('{'))).toBe(true);
    expect(JSON.parse(lines.at(-1)!).type).toBe('result');
    expect(transcript).toContain('[REDACTED]');
    expect(transcript).not.toContain(TEST_API_KEY);
    expect(server.turnRequests().map((r) => r.step)).toEqual([0, 1, 2]);
  });

  it('reports max_turns when the agent hits --max-turns', async () => {
    const { server, dirs } = await setup({
      turns: [
        [{ tool: 'Bash', input: { command: 'echo one > one.txt', description: 'one' } }],
        [{ tool: 'Bash', input: { command: 'echo two > two.txt', description: 'two' } }],
        [{ text: 'never reached' }],
      ],
    });
    const result = await runner.run(options(server, dirs, { maxTurns: 1 }));
    expect(result.outcome).toBe('max_turns');
    expect(result.subtype).toBe('error_max_turns');
    expect(result.summary).toBe('Stopped after 1 of 1 turn (max turns)');
    expect(existsSync(join(dirs.work, 'one.txt'))).toBe(true);
    expect(existsSync(join(dirs.work, 'two.txt'))).toBe(false);
  });

  it('kills a run that exceeds its wall-clock limit (timeout), tool processes included', async () => {
    const { server, dirs } = await setup({
      turns: [
        [
          {
            tool: 'Bash',
            input: {
              command: 'echo $$ > shell.pid; sleep 60',
              description: 'wait',
              timeout: 120000,
            },
          },
        ],
      ],
    });
    const result = await runner.run(
      options(server, dirs, { timeoutMs: 4_000, idleTimeoutMs: 30_000 }),
    );
    expect(result.outcome).toBe('timeout');
    expect(result.summary).toBe('Killed after 4 s (task time limit)');
    const pid = Number(await readFile(join(dirs.work, 'shell.pid'), 'utf8'));
    expect(() => process.kill(pid, 0)).toThrow(/ESRCH/);
  });

  it('reports cannot_complete when the agent emits RALPH_CANNOT_COMPLETE', async () => {
    const { server, dirs } = await setup({
      turns: [
        [
          {
            text: 'I looked at the task.\nRALPH_CANNOT_COMPLETE: the payment API credentials are not available',
          },
        ],
      ],
    });
    const result = await runner.run(options(server, dirs));
    expect(result.outcome).toBe('cannot_complete');
    expect(result.summary).toBe(
      'The agent cannot complete the task: the payment API credentials are not available',
    );
  });

  it('stops the agent when the caller aborts (interrupted)', async () => {
    const { server, dirs } = await setup({
      turns: [[{ tool: 'Bash', input: { command: 'sleep 60', description: 'wait' } }]],
    });
    const controller = new AbortController();
    const result = await runner.run(
      options(server, dirs, {
        signal: controller.signal,
        onEvent: (event) => {
          if (event.type === 'assistant') controller.abort();
        },
      }),
    );
    expect(result.outcome).toBe('interrupted');
    expect(result.retries).toBe(0);
  });

  it('continues an earlier session with --resume', async () => {
    const { server, dirs } = await setup({
      turns: [[{ text: 'First attempt finished.' }], [{ text: 'Fixed the failing check.' }]],
    });
    const first = await runner.run(options(server, dirs));
    expect(first.outcome).toBe('completed');
    expect(first.sessionId).toBeDefined();

    const second = await runner.run(
      options(server, dirs, {
        resumeSessionId: first.sessionId,
        prompt: 'The check `npm test` failed:\nexpected 2, got 3',
      }),
    );
    expect(second.outcome).toBe('completed');
    expect(second.finalText).toBe('Fixed the failing check.');
    const resumed = server.turnRequests().at(-1)!;
    expect(resumed.step).toBe(1);
    const history = resumed.body?.messages ?? [];
    expect(history.some((m) => m.role === 'assistant')).toBe(true);
    const text = conversationText(resumed);
    expect(text).toContain('Implement task-001');
    expect(text).toContain('expected 2, got 3');
    expect(JSON.stringify(history.filter((m) => m.role === 'assistant'))).toContain(
      'First attempt finished.',
    );
  });
});
