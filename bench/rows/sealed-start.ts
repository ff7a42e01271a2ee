/**
 * Isolation plus the proxies together, per agent start: the real `claude -p` started by the
 * harness's runner inside the sandbox (as the agent's own user, the tree handed over and taken
 * back, in a network namespace of its own behind the egress proxy, as `network: restricted`
 * runs it) and reaching the model through the model proxy, against the same runner without them;
 * the median of interleaved rounds, in wall time (what a run waits). The floor is one bare
 * `claude -p` start. The sandbox is created once, as a run creates it once for all its phases.
 * Needs root or passwordless sudo, as on the machines the action isolates on.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createClaudeRunner } from '../../src/agent/index.js';
import type { AgentRunner, AgentRunOptions } from '../../src/agent/types.js';
import { detectPrivilege } from '../../src/isolation/probe.js';
import { createSandbox } from '../../src/isolation/sandbox.js';
import { createModelGateway } from '../../src/model-proxy/index.js';
import { anthropicProvider } from '../../src/model-proxy/providers/anthropic.js';
import { parseAllowedHosts } from '../../src/network/allowlist.js';
import { probeNetworkTools } from '../../src/network/gate.js';
import { claudeEnv } from '../../test-support/claude-env.js';
import { startModelServer } from '../../test-support/model-server.js';
import { ratioAtMost, type BenchCase } from '../harness.js';

const ROUNDS = 7;
const ARGS = ['-p', '--output-format', 'stream-json', '--verbose', '--max-turns', '5'];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Wall milliseconds of one bare `claude -p`, as a user would start it. */
async function bareStart(claude: string, cwd: string, env: NodeJS.ProcessEnv): Promise<number> {
  const started = performance.now();
  const child = spawn(claude, [...ARGS, '--dangerously-skip-permissions'], {
    cwd,
    env: { ...process.env, ...env, IS_SANDBOX: '1' },
    stdio: ['pipe', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  child.stdin.end('Say ok.');
  const [status] = (await once(child, 'close')) as [number | null];
  if (status !== 0) throw new Error(`claude exited ${status}: ${stderr.slice(-300)}`);
  return performance.now() - started;
}

/** Wall milliseconds of one run of `runner` (with the hand-over around it, when given). */
async function runnerStart(
  runner: AgentRunner,
  options: AgentRunOptions,
  around?: { before(): Promise<void>; after(): Promise<void> },
): Promise<number> {
  const started = performance.now();
  await around?.before();
  const result = await runner.run(options);
  await around?.after();
  const ms = performance.now() - started;
  if (result.outcome !== 'completed')
    throw new Error(`the agent ended ${result.outcome}: ${result.summary}`);
  return ms;
}

export const sealedStart: BenchCase = {
  name: 'sealed agent start',
  async run({ root, scratch }) {
    const privilege = await detectPrivilege();
    if (privilege.kind === 'none') throw new Error(`cannot isolate here: ${privilege.why}`);
    const claude = join(root, 'node_modules', '.bin', 'claude');
    const server = await startModelServer({ turns: [[{ text: 'ok' }]] });
    const home = mkdtempSync(join(scratch, 'home-'));
    const work = mkdtempSync(join(scratch, 'work-'));
    const env = claudeEnv({ url: server.url, home });
    const { sandbox } = await createSandbox({
      mode: 'required',
      workspace: work,
      privatePaths: [process.env.HOME ?? '/root', scratch],
      openPaths: [claude],
      pathDirs: (process.env.PATH ?? '').split(':'),
      network: { mode: 'restricted', allowedHosts: parseAllowedHosts('defaults') },
      // This row runs from a bundle of the bench: the init is the one just built.
      networkProbe: (p) => probeNetworkTools(p, join(root, 'dist', 'netns-init.js')),
    });
    if (!sandbox.networkRestricted) throw new Error('no network namespace can be made here');
    const gateway = createModelGateway({
      provider: anthropicProvider(
        { kind: 'api-key', value: 'sk-ant-bench-key-0000000000' },
        server.url,
      ),
    });
    const options: AgentRunOptions = {
      claudePath: claude,
      cwd: work,
      prompt: 'Say ok.',
      maxTurns: 5,
      timeoutMs: 120_000,
      idleTimeoutMs: 60_000,
      env,
    };
    // Inside the sandbox the agent's HOME is its own user's: claude's settings only.
    const { HOME: _home, CLAUDE_CONFIG_DIR: _config, ...sealedEnv } = env;
    const sealed = { ...options, env: sealedEnv, sandbox };
    const handOver = { before: () => sandbox.grant(), after: () => sandbox.reclaim() };
    const plainRunner = createClaudeRunner();
    const sealedRunner = gateway.guard(createClaudeRunner());
    try {
      const bare: number[] = [];
      const plain: number[] = [];
      const inside: number[] = [];
      // One of each first: caches and the agent's HOME warm, as in a run after its first phase.
      await bareStart(claude, work, env);
      await runnerStart(plainRunner, options);
      await runnerStart(sealedRunner, sealed, handOver);
      for (let i = 0; i < ROUNDS; i++) {
        bare.push(await bareStart(claude, work, env));
        plain.push(await runnerStart(plainRunner, options));
        inside.push(await runnerStart(sealedRunner, sealed, handOver));
      }
      const floor = median(bare);
      return [
        ratioAtMost(
          {
            // As measured: below zero, the boundary costs less than the noise between the runs.
            name: 'isolation, network namespace and proxies per agent start (sealed minus plain, median wall)',
            value: median(inside) - median(plain),
            floor,
            floorLabel: 'one bare claude -p start',
            unit: 'ms',
          },
          0.5,
        ),
      ];
    } finally {
      await gateway.close();
      await sandbox.dispose();
      await server.close();
      rmSync(work, { recursive: true, force: true });
    }
  },
};
