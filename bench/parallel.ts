/**
 * The parallel-round scenario of `npm run bench`: six independent tasks whose agent runs each
 * take a fixed 4 s (the scripted agent runs `sleep 4`), done end to end by the sequential
 * `ralph loop` (dist/cli.js) and by one parallel round of the built action (dist/index.js: plan,
 * six task jobs, integration). Real claude, real git, the scripted model and the GitHub
 * emulator; wall time, since waiting is what parallelism saves.
 *
 * GitHub runs each matrix job on a runner of its own. On one small machine, three jobs at once
 * would share its cores, which no job of a real round does. So the jobs run one at a time here,
 * each timed alone, and the round's wall time is the schedule GitHub would run: the plan job,
 * then the task jobs on AT_ONCE runners (each job to the runner free first, as max-parallel
 * does), then the integration job.
 * Run alone with `node scripts/run-ts.mjs bench/parallel.ts`.
 */
import { execFileSync, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { REPO_ROOT, runBuiltAction } from '../test-support/action-runner.js';
import { CLAUDE_BIN, claudeEnv } from '../test-support/claude-env.js';
import { createDemoProject, type DemoProject } from '../test-support/demo-project.js';
import { startGitHubEmulator } from '../test-support/github-emulator.js';
import { loadGitHubOpenApi } from '../test-support/github-openapi.js';
import type { Scenario, Turn, TurnContext } from '../test-support/model-server.js';
import { startModelServer } from '../test-support/model-server.js';
import { agentStatusBlock } from '../test-support/status-block.js';
import { isTask } from '../test-support/task-routing.js';
import { workflowDispatchPayload } from '../test-support/webhooks.js';

export const TASK_COUNT = 6;
const GIT_IDENTITY = {
  GIT_AUTHOR_NAME: 'Bench',
  GIT_AUTHOR_EMAIL: 'bench@example.com',
  GIT_COMMITTER_NAME: 'Bench',
  GIT_COMMITTER_EMAIL: 'bench@example.com',
};
export const AGENT_SECONDS = 4;
export const AT_ONCE = 3;

const title = (n: number) =>
  `Add module number ${['one', 'two', 'three', 'four', 'five', 'six'][n - 1]}`;

function prdYaml(): string {
  const lines = [
    'schema_version: "1.0"',
    'project:',
    '  title: "bench"',
    '  branch: "ralph/bench"',
    'tasks:',
  ];
  for (let n = 1; n <= TASK_COUNT; n++)
    lines.push(`  - id: "task-00${n}"`, `    title: "${title(n)}"`, '    status: "pending"');
  return `${lines.join('\n')}\n`;
}

function scenario(): Scenario {
  return {
    route(request) {
      const n = [1, 2, 3, 4, 5, 6].find((i) => isTask(request, title(i)));
      if (!n) return [[{ text: 'No scripted task matches this prompt.' }]];
      const turns: Turn[] = [
        [
          {
            tool: 'Bash',
            input: { command: `sleep ${AGENT_SECONDS}`, description: 'A task that takes a while' },
          },
        ],
        (ctx: TurnContext) => [
          {
            tool: 'Write',
            input: {
              file_path: join(ctx.cwd, 'src', `module${n}.js`),
              content: `export const module${n} = ${n};\n`,
            },
          },
        ],
        [
          {
            text: `Done.\n\n${agentStatusBlock({ exitSignal: true, passing: 1, recommendation: 'Next' })}`,
          },
        ],
      ];
      return turns;
    },
  };
}

function project(): DemoProject {
  const p = createDemoProject(join(REPO_ROOT, 'fixtures', 'demo'));
  writeFileSync(join(p.workspace, '.ralph', 'prd.yaml'), prdYaml());
  p.git(['commit', '-qam', 'bench: six independent tasks']);
  p.git(['push', '-q', 'origin', 'main']);
  return p;
}

function runAsync(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', () => resolve({ stdout, stderr }));
  });
}

/** `ralph loop` over the six tasks, one after another. */
async function sequentialMs(): Promise<number> {
  const p = project();
  const model = await startModelServer(scenario());
  try {
    const started = performance.now();
    // Asynchronous: the scripted model answers from this process while the loop runs.
    const run = await runAsync(
      process.execPath,
      [join(REPO_ROOT, 'dist', 'cli.js'), 'loop', String(TASK_COUNT), '--claude', CLAUDE_BIN],
      {
        cwd: p.workspace,
        env: { ...process.env, ...GIT_IDENTITY, ...claudeEnv({ url: model.url, home: p.home }) },
      },
    );
    const ms = performance.now() - started;
    const feats = p.git(['log', '--format=%s', '--grep=^feat']).split('\n').filter(Boolean);
    if (feats.length !== TASK_COUNT)
      throw new Error(
        `ralph loop did ${feats.length} tasks: ${(run.stdout + run.stderr).slice(-600)}`,
      );
    return ms;
  } finally {
    await model.close();
    p.cleanup();
  }
}

/**
 * Wall time of jobs run on `runners` runners, in order, each job on the runner that is free
 * first (how a matrix with max-parallel starts its jobs).
 */
export function makespanMs(jobMs: readonly number[], runners: number): number {
  const freeAt = Array.from({ length: Math.max(1, runners) }, () => 0);
  for (const ms of jobMs) {
    const first = freeAt.indexOf(Math.min(...freeAt));
    freeAt[first]! += ms;
  }
  return Math.max(...freeAt);
}

/** The wall time of each job of one round, each run alone. */
export interface RoundTimes {
  planMs: number;
  taskMs: number[];
  integrateMs: number;
}

/** The round on AT_ONCE runners: plan, then the task jobs, then integration. */
export function roundMs(times: RoundTimes): number {
  return times.planMs + makespanMs(times.taskMs, AT_ONCE) + times.integrateMs;
}

/** One parallel round, each job alone: plan, the six task jobs, integration. */
async function parallelRound(): Promise<RoundTimes> {
  const p = project();
  const model = await startModelServer(scenario());
  const github = await startGitHubEmulator({
    owner: 'acme',
    repo: 'bench',
    originDir: p.origin,
    token: 'bench-token',
  });
  // The emulator compiles its validators before anything is timed, not at the first request
  // of each kind (the integration job's pull request would pay for it).
  (await loadGitHubOpenApi()).compileAll();
  // Each job in a fresh clone, as on a runner of its own; only the job's own run is timed.
  const job = async (name: string, inputs: Record<string, string>) => {
    const dir = join(p.root, name);
    execFileSync('git', ['clone', '-q', p.origin, dir]);
    const started = performance.now();
    const result = await runBuiltAction({
      workspace: dir,
      eventName: 'workflow_dispatch',
      payload: workflowDispatchPayload('acme', 'bench', {}),
      repository: 'acme/bench',
      apiUrl: github.url,
      inputs: {
        'anthropic-api-key': 'bench',
        'github-token': 'bench-token',
        'claude-path': CLAUDE_BIN,
        ...inputs,
      },
      env: claudeEnv({ url: model.url, home: p.home }),
    });
    const ms = performance.now() - started;
    result.cleanup();
    if (result.exitCode !== 0) throw new Error(`${name} failed: ${result.stdout.slice(-600)}`);
    return { outputs: result.outputs, ms };
  };
  try {
    const plan = await job('plan', { mode: 'matrix', parallel: String(TASK_COUNT) });
    const baseSha = plan.outputs['base-sha']!;
    const tasks = (JSON.parse(plan.outputs.matrix!) as { include: { task: string }[] }).include.map(
      (t) => t.task,
    );
    const taskMs: number[] = [];
    for (const task of tasks)
      taskMs.push((await job(`task-${task}`, { mode: 'run', task, 'base-sha': baseSha })).ms);
    const integrated = await job('integrate', { mode: 'integrate', 'base-sha': baseSha });
    if (integrated.outputs['tasks-done'] !== String(TASK_COUNT))
      throw new Error(
        `the round landed ${integrated.outputs['tasks-done']} of ${TASK_COUNT} tasks`,
      );
    return { planMs: plan.ms, taskMs, integrateMs: integrated.ms };
  } finally {
    await model.close();
    await github.close();
    p.cleanup();
  }
}

/** One measurement: the sequential loop, then the round, each job alone. */
export interface ParallelMeasurement {
  sequentialMs: number;
  parallelMs: number;
  round: RoundTimes;
}

/** How many times the sequential loop and the round are measured, taking turns. */
export const REPEATS = 3;

/**
 * The measurement whose ratio (round / sequential loop) is the median. A measurement is eight
 * single runs of several seconds each; one run slowed by the machine moves one measurement, not
 * the row.
 */
export function medianMeasurement<T extends { sequentialMs: number; parallelMs: number }>(
  measurements: readonly T[],
): T {
  if (measurements.length === 0) throw new Error('no measurement');
  const ratio = (m: T) => m.parallelMs / m.sequentialMs;
  const sorted = [...measurements].sort((a, b) => ratio(a) - ratio(b));
  return sorted[(sorted.length - 1) >> 1]!;
}

export async function measureParallel(
  onMeasured: (m: ParallelMeasurement) => void = () => undefined,
): Promise<ParallelMeasurement> {
  const measurements: ParallelMeasurement[] = [];
  for (let i = 0; i < REPEATS; i++) {
    const sequential = await sequentialMs();
    const round = await parallelRound();
    const measured = { sequentialMs: sequential, parallelMs: roundMs(round), round };
    onMeasured(measured);
    measurements.push(measured);
  }
  return medianMeasurement(measurements);
}

// Run on its own: print both times, each job's and the ratio.
if (
  process.argv[1] &&
  /parallel(\.ts)?$|ralph-scripts\/parallel\/index\.js$/.test(process.argv[1])
) {
  const secs = (ms: number) => (ms / 1000).toFixed(1);
  const describe = ({ sequentialMs: s, parallelMs: q, round }: ParallelMeasurement) =>
    [
      `jobs alone: plan ${secs(round.planMs)} s; tasks ${round.taskMs.map(secs).join(', ')} s; integration ${secs(round.integrateMs)} s`,
      `sequential ralph loop: ${secs(s)} s; parallel round (${AT_ONCE} runners): ${secs(q)} s; ratio ${(q / s).toFixed(2)}`,
    ].join('\n');
  measureParallel((m) => console.log(describe(m))).then(
    (median) => {
      const ratio = median.parallelMs / median.sequentialMs;
      console.log(`median of ${REPEATS}: ratio ${ratio.toFixed(2)} (target <= 0.6)`);
      process.exitCode = ratio <= 0.6 ? 0 : 1;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
