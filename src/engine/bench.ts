/**
 * Harness overhead per iteration: everything the engine does around the agent and the checks
 * (prd load and selection, prompt assembly, file protection, state, memory, status log, the
 * commit), on a real git repository, with an instant in-process agent and a `true` check.
 * Reported beside one bare `claude -p` start against a loopback model, measured with the real CLI.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { execFileSync } from 'node:child_process';
import type { AgentResult, AgentRunner } from '../agent/types.js';
import type { BenchRow } from '../bench/types.js';
import { createGit } from '../git/git.js';
import { startModelServer } from '../../test-support/model-server.js';
import { defaultEngineSettings, runLoop } from './index.js';

const ITERATIONS = 8;

const GIT_ENV: Record<string, string> = {
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_AUTHOR_NAME: 'Bench',
  GIT_AUTHOR_EMAIL: 'bench@example.com',
  GIT_COMMITTER_NAME: 'Bench',
  GIT_COMMITTER_EMAIL: 'bench@example.com',
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

function benchRepo(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ralph-bench-engine-'));
  const tasks = Array.from({ length: ITERATIONS }, (_, i) =>
    [
      `  - id: "task-${i + 1}"`,
      `    title: "Write file ${i + 1}"`,
      '    status: "pending"',
      `    description: "Create out/${i + 1}.txt"`,
    ].join('\n'),
  );
  mkdirSync(join(dir, '.ralph'));
  writeFileSync(
    join(dir, '.ralph/prd.yaml'),
    `schema_version: "1.0"\nproject:\n  title: "Bench"\ntasks:\n${tasks.join('\n')}\n`,
  );
  writeFileSync(
    join(dir, 'CLAUDE.md'),
    '# Bench\n\n## Codebase Patterns\n\n- none yet\n\n<!-- RALPH:CHECKS:START -->\n```yaml\nchecks:\n  - name: noop\n    command: "true"\n```\n<!-- RALPH:CHECKS:END -->\n',
  );
  writeFileSync(join(dir, '.gitignore'), '.ralph/attempts/\n');
  const git = (args: string[]) =>
    execFileSync('git', args, { cwd: dir, env: { ...process.env, ...GIT_ENV }, stdio: 'ignore' });
  git(['init', '-q', '-b', 'main']);
  git(['add', '-A']);
  git(['commit', '-qm', 'bench fixture']);
  return dir;
}

/** An agent that writes its file at once and reports success. */
function instantAgent(): AgentRunner {
  let n = 0;
  return {
    async run(options): Promise<AgentResult> {
      n += 1;
      await writeFile(join(options.cwd, `out-${n}.txt`), `file ${n}\n`);
      return {
        outcome: 'completed',
        summary: 'completed',
        isError: false,
        numTurns: 1,
        totalCostUsd: 0,
        durationMs: 0,
        sessionId: `bench-${n}`,
        permissionDenials: [],
        finalText: 'Done.',
        assistantText: 'Done.',
        exitCode: 0,
        retries: 0,
        invalidStatusBlocks: [],
      };
    },
  };
}

/** Median harness milliseconds per iteration, agent and check time excluded. */
export async function measureHarnessOverhead(): Promise<number> {
  const dir = benchRepo();
  try {
    const ends: number[] = [];
    const settings = { ...defaultEngineSettings(dir), iterations: ITERATIONS, maxTurns: 5 };
    const result = await runLoop(settings, {
      agent: instantAgent(),
      git: createGit({ cwd: dir, env: GIT_ENV }),
      observer: { iterationEnd: () => ends.push(performance.now()) },
    });
    if (
      result.iterations.length !== ITERATIONS ||
      result.iterations.some((r) => r.outcome !== 'done')
    ) {
      throw new Error(`bench loop did not complete its iterations: ${result.message}`);
    }
    // From one iteration's end to the next: the loop's own work plus one whole iteration.
    const overheads: number[] = [];
    for (let i = 1; i < ends.length; i++) {
      const it = result.iterations[i]!;
      const checks = it.checks.reduce((s, c) => s + c.durationMs, 0);
      overheads.push(ends[i]! - ends[i - 1]! - checks);
    }
    return median(overheads);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function repoRoot(): string {
  return process.env.RALPH_REPO_ROOT ?? process.cwd();
}

/** Wall time of one `claude -p` run answering a one-line prompt from a loopback model. */
export async function measureBareClaudeStart(
  claudePath = join(repoRoot(), 'node_modules', '.bin', 'claude'),
): Promise<number> {
  const server = await startModelServer({ turns: [[{ text: 'ok' }]] });
  const home = mkdtempSync(join(tmpdir(), 'ralph-bench-home-'));
  try {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      HOME: home,
      ANTHROPIC_BASE_URL: server.url,
      ANTHROPIC_API_KEY: 'bench-key',
      CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
      DISABLE_AUTOUPDATER: '1',
    };
    const start = performance.now();
    await new Promise<void>((resolve, reject) => {
      const child = spawn(
        claudePath,
        ['-p', '--output-format', 'stream-json', '--verbose', '--max-turns', '1'],
        {
          cwd: home,
          env,
          stdio: ['pipe', 'ignore', 'pipe'],
        },
      );
      let stderr = '';
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
      child.on('error', reject);
      child.on('close', (code) =>
        code === 0 ? resolve() : reject(new Error(`claude exited ${code}: ${stderr.slice(-300)}`)),
      );
      child.stdin.end('Say ok.');
    });
    return performance.now() - start;
  } finally {
    await server.close();
    rmSync(home, { recursive: true, force: true });
  }
}

export async function benchHarnessOverhead(): Promise<BenchRow[]> {
  const overhead = await measureHarnessOverhead();
  const bare = median([
    await measureBareClaudeStart(),
    await measureBareClaudeStart(),
    await measureBareClaudeStart(),
  ]);
  return [
    {
      figure: 'harness overhead per iteration (median, agent and checks excluded)',
      value: overhead,
      unit: 'ms',
      target: `< ${Math.round(bare / 2)} ms (half a bare claude start)`,
      ok: overhead < bare / 2,
    },
    {
      figure: 'bare `claude -p` start against a loopback model (median of 3)',
      value: bare,
      unit: 'ms',
      target: 'reference',
      ok: true,
    },
  ];
}
