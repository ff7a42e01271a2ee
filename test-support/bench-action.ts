/**
 * Benchmarks of the built action on the demo project: start-up time until the first agent
 * spawn, and GitHub API calls per iteration (counted by the emulator).
 */
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BenchRow } from '../src/bench/types.js';
import { REPO_ROOT, runBuiltAction } from './action-runner.js';
import { claudeEnv } from './claude-env.js';
import { createDemoProject } from './demo-project.js';
import { demoScenario } from './demo-scenario.js';
import { startGitHubEmulator } from './github-emulator.js';
import { startModelServer } from './model-server.js';
import { workflowDispatchPayload } from './webhooks.js';

export async function benchActionStartup(): Promise<BenchRow[]> {
  const project = createDemoProject(join(REPO_ROOT, 'fixtures', 'demo'));
  const model = await startModelServer(demoScenario());
  const github = await startGitHubEmulator({
    owner: 'acme',
    repo: 'textkit',
    originDir: project.origin,
  });
  try {
    // A wrapper around the real claude that notes when it was first started.
    const mark = join(project.root, 'first-spawn');
    const wrapper = join(project.root, 'claude-wrapper.sh');
    const claude = join(REPO_ROOT, 'node_modules', '.bin', 'claude');
    writeFileSync(
      wrapper,
      `#!/bin/sh\n[ -f '${mark}' ] || node -e 'process.stdout.write(String(Date.now()))' > '${mark}'\nexec '${claude}' "$@"\n`,
    );
    chmodSync(wrapper, 0o755);
    const started = Date.now();
    const result = await runBuiltAction({
      workspace: project.workspace,
      eventName: 'workflow_dispatch',
      payload: workflowDispatchPayload('acme', 'textkit', { iterations: '3' }),
      repository: 'acme/textkit',
      apiUrl: github.url,
      inputs: {
        'anthropic-api-key': 'bench',
        'github-token': 'bench-token',
        'claude-path': wrapper,
      },
      env: claudeEnv({ url: model.url, home: project.home }),
    });
    result.cleanup();
    if (result.exitCode !== 0) throw new Error(`the action failed: ${result.stdout.slice(-500)}`);
    const startupMs = Number(readFileSync(mark, 'utf8')) - started;
    const iterations = Number(result.outputs['iterations-run'] ?? '0') || 1;
    const callsPerIteration = github.requests.length / iterations;
    return [
      {
        figure: 'action start-up to first agent spawn',
        value: startupMs,
        unit: 'ms',
        target: '< 2000 ms',
        ok: startupMs < 2000,
      },
      {
        figure: 'GitHub API calls per iteration',
        value: callsPerIteration,
        unit: 'calls',
        target: '< 10 calls',
        ok: callsPerIteration < 10,
      },
    ];
  } finally {
    await model.close();
    await github.close();
    project.cleanup();
  }
}
