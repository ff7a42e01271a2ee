/**
 * The repository's CI as the last gate, end to end: the built action with the real claude CLI
 * on workflow_run.completed payloads (the real example's shape, the emulator's run), the
 * emulator's runs, jobs and logs validated against GitHub's OpenAPI description, real pushes to
 * a bare origin.
 */
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { ActionRunResult } from '../../test-support/action-runner.js';
import type {
  EmulatedPull,
  EmulatedWorkflowRun,
  JobSeed,
} from '../../test-support/github-emulator.js';
import type { Scenario, Turn } from '../../test-support/model-server.js';
import { agentStatusBlock } from '../../test-support/status-block.js';
import { isTask } from '../../test-support/task-routing.js';
import { workflowRunCompletedPayload } from '../../test-support/webhooks.js';
import {
  API_KEY,
  BRANCH,
  GITHUB_TOKEN,
  OWNER,
  REPO,
  grepOriginHistory,
  startActionWorld,
  type ActionWorld,
} from './world.js';

const CI_YML = `name: CI
on:
  push:
  workflow_dispatch:
jobs:
  test:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v5
      - run: npm test
`;
const RALPH_YML = `name: Ralph
on:
  workflow_dispatch:
  workflow_run:
    workflows: [CI]
    types: [completed]
permissions:
  contents: write
  pull-requests: write
  statuses: write
  actions: write
jobs:
  ralph:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v5
      - uses: acme/ralph-action@v1
`;
const WORKFLOW_REF = `${OWNER}/${REPO}/.github/workflows/ralph.yml@refs/heads/main`;

/** The failing test's line, as the runner logs it: a timestamp and terminal colours. */
const FAILING_LINE = 'not ok 3 - pad keeps short strings: expected "  7" got "7"';
const LOG = [
  '2026-11-28T10:00:00.0000000Z ##[group]Run npm test',
  '2026-11-28T10:00:01.0000000Z > textkit@1.0.0 test',
  ...Array.from(
    { length: 150 },
    (_, i) => `2026-11-28T10:00:02.0000000Z ok ${i} - filler line ${i}`,
  ),
  `2026-11-28T10:00:03.0000000Z \u001b[31m${FAILING_LINE}\u001b[0m`,
  `2026-11-28T10:00:03.1000000Z leaked key ${API_KEY} and token ${GITHUB_TOKEN}`,
  '2026-11-28T10:00:04.0000000Z ##[error]Process completed with exit code 1.',
].join('\n');

function fixTurns(path: string, content: string): Turn[] {
  return [
    (ctx) => [{ tool: 'Write', input: { file_path: join(ctx.cwd, path), content } }],
    [
      {
        text: `Fixed.\n\n${agentStatusBlock({ exitSignal: true, passing: 1, recommendation: 'CI fixed' })}`,
      },
    ],
  ];
}

function ciScenario(): Scenario {
  return {
    route(request) {
      if (isTask(request, 'Fix the failed CI run'))
        return fixTurns('src/pad-fix.js', 'export const padFixed = true;\n');
      return [[{ text: 'No scripted task matches this prompt.' }]];
    },
  };
}

let world: ActionWorld;
let pull: EmulatedPull;

beforeEach(async () => {
  world = await startActionWorld(ciScenario());
  const dir = join(world.project.workspace, '.github', 'workflows');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'ci.yml'), CI_YML);
  writeFileSync(join(dir, 'ralph.yml'), RALPH_YML);
  world.project.git(['add', '.github']);
  world.project.git(['commit', '-q', '-m', 'ci: workflows']);
  world.project.git(['push', '-q', 'origin', 'main']);
  pull = world.seedRalphPullRequest();
  world.github.setPermission('alice', 'write');
});

afterEach(async () => {
  await world.close();
});

function details(result: ActionRunResult): string {
  return `exit ${result.exitCode}\n--- stdout ---\n${result.stdout}\n--- stderr ---\n${result.stderr}`;
}

const FAILED_JOBS: JobSeed[] = [
  {
    name: 'test (node 20)',
    conclusion: 'failure',
    steps: [
      { name: 'Set up job', conclusion: 'success' },
      { name: 'Run npm test', conclusion: 'failure' },
    ],
    log: LOG,
  },
  { name: 'lint', conclusion: 'success', log: 'all good\n' },
];

/** A finished run of ci.yml on the work branch at `sha` (default: its head). */
function ciRun(
  conclusion: 'success' | 'failure' | 'timed_out',
  jobs: JobSeed[] = conclusion === 'success' ? [] : FAILED_JOBS,
  sha = world.originSha(BRANCH)!,
): EmulatedWorkflowRun {
  const run = world.github.addWorkflowRun({
    path: '.github/workflows/ci.yml',
    event: 'workflow_dispatch',
    headBranch: BRANCH,
    headSha: sha,
  });
  return world.github.finishWorkflowRun(run.id, {
    conclusion,
    ...(jobs.length > 0 ? { jobs } : {}),
  });
}

function onRun(run: EmulatedWorkflowRun, inputs: Record<string, string> = {}) {
  return world.run({
    eventName: 'workflow_run',
    payload: workflowRunCompletedPayload(OWNER, REPO, world.github.workflowRunJson(run.id)),
    inputs,
    env: { GITHUB_WORKFLOW_REF: WORKFLOW_REF },
  });
}

interface TaskEntry {
  id: string;
  title: string;
  status: string;
  priority?: string;
  tags?: string[];
  provenance?: string;
}

/** The task list on the work branch at origin. */
function tasksOnBranch(): TaskEntry[] {
  return (parseYaml(world.originFile(BRANCH, '.ralph/prd.yaml')) as { tasks: TaskEntry[] }).tasks;
}

function prComments(): string[] {
  return world.github.state.comments
    .filter((c) => c.issueNumber === pull.number && c.user === world.github.state.viewer)
    .map((c) => c.body);
}

function modelSaw(): string {
  return world.model.requests.map((r) => JSON.stringify(r.body ?? '')).join('\n');
}

/** The operations the action called, in order (log downloads from blob storage included). */
function calls(): string[] {
  return world.github.requests.map((r) => r.operationId ?? `${r.method} ${r.path}`);
}

describe('a failed CI run on the work branch becomes a task', () => {
  test('the log tail reaches the agent as data, the fix is committed and pushed, and one comment names the run and the fix', async () => {
    const run = ciRun('failure');
    const result = await onRun(run);
    if (result.exitCode !== 0) throw new Error(details(result));

    // The task: first in the list, critical, tagged and marked as CI's; then done.
    const id = `ci-${run.id}`;
    const task = tasksOnBranch()[0]!;
    expect(task).toMatchObject({
      id,
      status: 'done',
      priority: 'critical',
      tags: ['ci'],
      provenance: 'ci',
    });
    expect(task.title).toBe(`Fix the failed CI run ${run.id} of CI (ci.yml)`);
    // What reached the repository holds no secret either.
    expect(grepOriginHistory(world.project.origin, API_KEY)).toBe('');
    expect(grepOriginHistory(world.project.origin, GITHUB_TOKEN)).toBe('');

    // The agent saw the failing line without timestamp and colours, the failed step, only the
    // last 100 lines, and no secret of the harness.
    const saw = modelSaw();
    expect(saw).toContain(FAILING_LINE.replace(/"/g, '\\"'));
    expect(saw).toContain('Run npm test');
    expect(saw).not.toContain('2026-11-28T10:00:03');
    expect(saw).not.toContain('\\u001b[31m');
    expect(saw).toContain('filler line 149');
    expect(saw).not.toContain('filler line 10 ');
    expect(saw).not.toContain(API_KEY);
    expect(saw).not.toContain(GITHUB_TOKEN);
    expect(saw).not.toContain('all good');

    // The fix commit is on origin; one comment links the run and names the fix's sha.
    const head = world.originSha(BRANCH)!;
    expect(world.originFile(BRANCH, 'src/pad-fix.js')).toContain('padFixed');
    const comments = prComments().filter((c) => c.includes(`run ${run.id}`));
    expect(comments).toHaveLength(1);
    expect(comments[0]).toContain(`https://github.com/${OWNER}/${REPO}/actions/runs/${run.id}`);
    expect(comments[0]).toContain(head);

    // The ci part's calls: the jobs, one log per failed job (302, then the download), the
    // comment; everything else is the fix iteration's ordinary publish.
    const ciCalls = calls().filter((c) =>
      [
        'actions/list-jobs-for-workflow-run',
        'actions/download-job-logs-for-workflow-run',
        'log-download',
        'issues/create-comment',
        'actions/list-workflow-runs-for-repo',
      ].includes(c),
    );
    expect(ciCalls).toEqual([
      'actions/list-jobs-for-workflow-run',
      'actions/download-job-logs-for-workflow-run',
      'log-download',
      'issues/create-comment',
    ]);
    world.github.assertNoValidationErrors();
  }, 240_000);

  test('a run that checked an older sha is superseded: nothing runs and no API call is made', async () => {
    const old = world.originSha(BRANCH)!;
    const clone = world.cloneWorkspace('other');
    world.project.git(['-C', clone, 'checkout', '-q', BRANCH]);
    world.project.git(['-C', clone, 'commit', '-q', '--allow-empty', '-m', 'docs: newer head']);
    world.project.git(['-C', clone, 'push', '-q', 'origin', BRANCH]);
    const run = ciRun('failure', FAILED_JOBS, old);
    const before = world.github.requests.length;
    const result = await onRun(run);
    if (result.exitCode !== 0) throw new Error(details(result));
    expect(result.stdout).toContain('was superseded');
    expect(world.github.requests.length).toBe(before);
    expect(world.model.requests).toHaveLength(0);
    expect(prComments()).toEqual([]);
  }, 120_000);

  test('a run from a fork or on another branch does nothing', async () => {
    const fork = world.github.addWorkflowRun({
      path: '.github/workflows/ci.yml',
      event: 'pull_request',
      headBranch: BRANCH,
      headSha: world.originSha(BRANCH)!,
      headRepoFullName: 'mallory/textkit',
    });
    world.github.finishWorkflowRun(fork.id, { conclusion: 'failure', jobs: FAILED_JOBS });
    const forked = await onRun(fork);
    expect(forked.exitCode).toBe(0);
    expect(forked.stdout).toContain("is a fork's");
    const other = world.github.addWorkflowRun({
      path: '.github/workflows/ci.yml',
      event: 'push',
      headBranch: 'main',
      headSha: world.originSha('main')!,
    });
    world.github.finishWorkflowRun(other.id, { conclusion: 'failure', jobs: FAILED_JOBS });
    const elsewhere = await onRun(other);
    expect(elsewhere.exitCode).toBe(0);
    expect(elsewhere.stdout).toContain('main is not a Ralph work branch');
    expect(world.model.requests).toHaveLength(0);
    expect(calls().filter((c) => c.startsWith('actions/list-jobs'))).toEqual([]);
  }, 120_000);

  test('an expired log is a warning, and the task is built from the job and step names', async () => {
    const run = ciRun('failure', [
      {
        name: 'test (node 20)',
        conclusion: 'failure',
        steps: [{ name: 'Run npm test', conclusion: 'failure' }],
        logStatus: 410,
      },
      {
        name: 'build',
        conclusion: 'failure',
        steps: [{ name: 'Bundle', conclusion: 'failure' }],
        log: Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0xff, 0xfe]),
      },
    ]);
    const result = await onRun(run);
    if (result.exitCode !== 0) throw new Error(details(result));
    expect(result.stdout).toMatch(
      /::warning::.*"test \(node 20\)" is not used \(GitHub no longer keeps it \(410\)\)/,
    );
    expect(result.stdout).toMatch(/::warning::.*"build" is not used \(it is not text\)/);
    const saw = modelSaw();
    expect(saw).toContain('Run npm test');
    expect(saw).toContain('Bundle');
    expect(saw).toContain('Its log is not available');
    world.github.assertNoValidationErrors();
  }, 240_000);
});

describe('a passed run', () => {
  test('shows as passed for that sha in the pull request body, in at most 4 calls', async () => {
    const run = ciRun('success');
    const before = world.github.requests.length;
    const result = await onRun(run);
    if (result.exitCode !== 0) throw new Error(details(result));
    const body = world.github.state.pulls.get(pull.number)!.body ?? '';
    const sha = world.originSha(BRANCH)!.slice(0, 7);
    expect(body).toContain('### CI');
    expect(body).toContain(`The repository's CI on \`${BRANCH}\` at \`${sha}\``);
    expect(body).toContain(
      `- CI (\`ci.yml\`): [run ${run.id}](https://github.com/${OWNER}/${REPO}/actions/runs/${run.id}): passed`,
    );
    expect(world.github.requests.length - before).toBeLessThanOrEqual(4);
    expect(world.model.requests).toHaveLength(0);
    world.github.assertNoValidationErrors();
  }, 120_000);
});
