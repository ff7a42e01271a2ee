/**
 * Real claude transcript lines: one run of the real `claude -p --output-format stream-json`
 * against the scripted model (a Write, a Read and a final message), repeated into a large
 * NDJSON file for the parsing and phase-status rows.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { claudeEnv } from '../test-support/claude-env.js';
import { startModelServer } from '../test-support/model-server.js';
import type { Block } from '../test-support/model-server.js';
import { childrenCpuMs } from './harness.js';

const CODE = 'export function step(input: string): string {\n  return input.trim();\n}\n'.repeat(
  40,
);

/** The stdout lines of one real claude run, and its wall time. */
export async function realClaudeRun(
  claude: string,
  turns: Block[][] = [
    [{ tool: 'Write', input: (ctx) => ({ file_path: join(ctx.cwd, 'step.ts'), content: CODE }) }],
    [{ tool: 'Read', input: (ctx) => ({ file_path: join(ctx.cwd, 'step.ts') }) }],
    [{ text: 'Step written and checked.\n\nLEARNINGS: keep steps pure.' }],
  ],
): Promise<{ lines: string[]; ms: number; cpuMs?: number }> {
  const server = await startModelServer({ turns });
  const home = mkdtempSync(join(tmpdir(), 'ralph-bench-home-'));
  const work = mkdtempSync(join(tmpdir(), 'ralph-bench-work-'));
  try {
    const args = ['-p', '--output-format', 'stream-json', '--verbose', '--max-turns', '5'];
    const start = performance.now();
    const cpuBefore = childrenCpuMs();
    // Asynchronously: the model server answers from this process's event loop.
    const child = spawn(claude, [...args, '--dangerously-skip-permissions'], {
      cwd: work,
      // as the runner does: claude accepts skipped permissions as root only when sandboxed
      env: { ...process.env, ...claudeEnv({ url: server.url, home }), IS_SANDBOX: '1' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.stdin.end('Write the step.');
    const [status] = (await once(child, 'close')) as [number | null];
    const ms = performance.now() - start;
    const cpuAfter = childrenCpuMs();
    const cpuMs =
      cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore;
    if (status !== 0) {
      throw new Error(`claude exited ${status}: ${(stderr || stdout).slice(-300)}`);
    }
    return { lines: stdout.split('\n').filter((l) => l.trim() !== ''), ms, cpuMs };
  } finally {
    await server.close();
    rmSync(home, { recursive: true, force: true });
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Writes `lines` over and over (the final `result` line only once, at the end, with `finalText`
 * as its result) until the file holds `bytes`. Returns the size written.
 */
export async function writeTranscript(
  path: string,
  lines: string[],
  bytes: number,
  finalText?: string,
): Promise<number> {
  const body = lines.filter((l) => !l.includes('"type":"result"'));
  const result = lines.find((l) => l.includes('"type":"result"'));
  const out = createWriteStream(path);
  const chunk = `${body.join('\n')}\n`;
  let written = 0;
  while (written < bytes) {
    if (!out.write(chunk)) await once(out, 'drain');
    written += Buffer.byteLength(chunk);
  }
  let last = result ?? '{"type":"result","subtype":"success","result":""}';
  if (finalText !== undefined) {
    const parsed = JSON.parse(last) as Record<string, unknown>;
    parsed.result = finalText;
    last = JSON.stringify(parsed);
  }
  out.end(`${last}\n`);
  await once(out, 'finish');
  return written + Buffer.byteLength(last) + 1;
}
