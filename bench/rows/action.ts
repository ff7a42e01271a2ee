/**
 * Benchmarks of the built action on the demo project: start-up time until the first agent
 * spawn, and GitHub API calls per iteration (counted by the emulator).
 */
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT, runBuiltAction } from '../../test-support/action-runner.js';
import { claudeEnv } from '../../test-support/claude-env.js';
import { createDemoProject } from '../../test-support/demo-project.js';
import { demoScenario } from '../../test-support/demo-scenario.js';
import {
  startGitHubEmulator,
  type RecordedGitHubRequest,
} from '../../test-support/github-emulator.js';
import { startModelServer } from '../../test-support/model-server.js';
import { workflowDispatchPayload } from '../../test-support/webhooks.js';
import { bestOf, ratioAtMost, runNodeOk } from '../harness.js';
import type { BenchCase, BenchRow } from '../harness.js';

export const actionStartup: BenchCase = {
  name: 'action start-up and API calls',
  run: measureAction,
};

/** A pending status naming a task's phase (`task-002: agent`), set while an iteration runs. */
function isProgressStatus(request: RecordedGitHubRequest): boolean {
  const description = (request.body as { description?: string } | undefined)?.description ?? '';
  return (
    request.operationId === 'repos/create-commit-status' &&
    /^\S+: (?:agent|checks|fix \d)/.test(description)
  );
}

async function measureAction(): Promise<BenchRow[]> {
  const project = createDemoProject(join(REPO_ROOT, 'fixtures', 'demo'));
  const model = await startModelServer(demoScenario());
  const github = await startGitHubEmulator({
    owner: 'acme',
    repo: 'textkit',
    originDir: project.origin,
  });
  // Where the agent's own user (the action isolates it when it runs as root) can run the
  // wrapper and write its note.
  const spawnDir = mkdtempSync(join(tmpdir(), 'ralph-bench-spawn-'));
  chmodSync(spawnDir, 0o777);
  try {
    // A wrapper around the real claude that notes when it was first started.
    const mark = join(spawnDir, 'first-spawn');
    const wrapper = join(spawnDir, 'claude-wrapper.sh');
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
    if (process.env.RALPH_BENCH_DEBUG) {
      console.log(github.requests.map((r) => `${r.method} ${r.path}`).join('\n'));
    }
    const startupMs = Number(readFileSync(mark, 'utf8')) - started;
    const iterations = Number(result.outputs['iterations-run'] ?? '0') || 1;
    // The statuses naming a task's phase while it runs are counted apart: one per phase change
    // (agent, checks, each fix) and at most one a minute of a long agent run.
    const progress = github.requests.filter(isProgressStatus).length;
    const callsPerIteration = (github.requests.length - progress) / iterations;
    const node = await bestOf(5, () => runNodeOk(['-e', '0']).ms);
    return [
      ratioAtMost(
        {
          name: 'action start-up to the first agent spawn',
          value: startupMs,
          floor: node,
          floorLabel: 'node -e 0',
          unit: 'ms',
        },
        40, // about 2 s on a machine where node starts in 50 ms
      ),
      ratioAtMost(
        {
          name: 'GitHub API calls per iteration (demo, 3 iterations)',
          value: callsPerIteration,
          floor: 1,
          floorLabel: 'one call',
          unit: 'calls',
        },
        4, // issue target: at most 4 per iteration, the commit status and the final publish included
      ),
      ratioAtMost(
        {
          name: 'GitHub progress statuses per iteration (demo, 3 iterations)',
          value: progress / iterations,
          floor: 1,
          floorLabel: 'one call',
          unit: 'calls',
        },
        2, // the demo's iterations have two phases (agent, checks) and no fix
      ),
    ];
  } finally {
    rmSync(spawnDir, { recursive: true, force: true });
    await model.close();
    await github.close();
    project.cleanup();
  }
}
