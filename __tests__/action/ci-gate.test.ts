/**
 * The repository's CI as the last gate, end to end: the built action with the real claude CLI
 * on workflow_run.completed payloads (the real example's shape, the emulator's run), the
 * emulator's runs, jobs and logs validated against GitHub's OpenAPI description, real pushes to
 * a bare origin.
 */
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { DEFAULT_GIT_USER_EMAIL } from '../../src/github/inputs.js';
import type { ActionRunResult } from '../../test-support/action-runner.js';
import type {
  EmulatedPull,
  EmulatedWorkflowRun,
  JobSeed,
} from '../../test-support/github-emulator.js';
import { promptOf, type Scenario, type Turn } from '../../test-support/model-server.js';
import { agentStatusBlock } from '../../test-support/status-block.js';
import { taskSectionOf } from '../../test-support/task-routing.js';
import {
  prCommentPayload,
  workflowDispatchPayload,
  workflowRunCompletedPayload,
} from '../../test-support/webhooks.js';
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

/** The first run a test creates (its fix writes src/pad-fix.js). */
let firstRunId: number | undefined;

/** Each CI task writes its own file, named after the run it fixes. */
function ciScenario(): Scenario {
  return {
    route(request) {
      const runId = /Fix the failed CI run (\d+)/.exec(taskSectionOf(promptOf(request)))?.[1];
      if (runId === String(firstRunId))
        return fixTurns('src/pad-fix.js', 'export const padFixed = true;\n');
      if (runId) return fixTurns(`src/ci-fix-${runId}.js`, `export const fixed = ${runId};\n`);
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
  firstRunId = undefined;
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
  firstRunId ??= run.id;
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

/** Ralph's status check on a commit, newest first. */
function ralphStatuses(sha: string): { state: string; description: string | null }[] {
  return world.github.state.statuses
    .filter((s) => s.sha === sha && s.context === 'ralph')
    .reverse()
    .map((s) => ({ state: s.state, description: s.description }));
}

describe('the loop guard', () => {
  test('after two fix attempts for a workflow, a third failure gets one comment asking for a person and no agent; a failure status under required', async () => {
    // Two failures, each fixed by the agent: the fixes move the head.
    for (let attempt = 1; attempt <= 2; attempt++) {
      const failed = ciRun('failure');
      const result = await onRun(failed, { 'ci-gate': 'required' });
      if (result.exitCode !== 0) throw new Error(details(result));
    }
    expect(tasksOnBranch().filter((t) => t.tags?.includes('ci'))).toHaveLength(2);
    const modelCalls = world.model.requests.length;
    const before = world.github.requests.length;

    const third = ciRun('failure');
    const result = await onRun(third, { 'ci-gate': 'required' });
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toMatch(
      /::error::CI: CI still fails on ralph\/textkit after 2 fix attempt/,
    );
    // No agent, no new task, one comment, the status says failure.
    expect(world.model.requests.length).toBe(modelCalls);
    expect(tasksOnBranch().filter((t) => t.tags?.includes('ci'))).toHaveLength(2);
    const asking = prComments().filter((c) => c.includes('a person needs to look at it'));
    expect(asking).toHaveLength(1);
    expect(asking[0]).toContain(`run ${third.id}`);
    expect(ralphStatuses(third.headSha)[0]).toMatchObject({ state: 'failure' });
    expect(world.github.requests.length - before).toBeLessThanOrEqual(3);

    // Under advisory it is a warning, and the status is left alone.
    const fourth = ciRun('failure');
    const advisory = await onRun(fourth);
    expect(advisory.exitCode).toBe(0);
    expect(advisory.stdout).toMatch(/::warning::CI: CI still fails/);
    expect(world.model.requests.length).toBe(modelCalls);
    world.github.assertNoValidationErrors();
  }, 420_000);
});

/** Every task of the demo list skipped on the work branch: a CI fix is then the last work. */
function skipDemoTasks(): void {
  const clone = world.cloneWorkspace('skipper');
  const git = (args: string[]) => world.project.git(['-C', clone, ...args]);
  git(['checkout', '-q', BRANCH]);
  const prdPath = join(clone, '.ralph', 'prd.yaml');
  writeFileSync(
    prdPath,
    readFileSync(prdPath, 'utf8').replace(/status: "?pending"?/g, 'status: skipped'),
  );
  git(['commit', '-q', '-am', 'chore: skip the demo tasks']);
  git(['push', '-q', 'origin', BRANCH]);
}

describe('ci-gate: required', () => {
  test('the ralph status waits for every CI run of the head: pending while one runs or failed, success once all passed', async () => {
    skipDemoTasks();
    const failed = ciRun('failure');
    const fixed = await onRun(failed, { 'ci-gate': 'required' });
    if (fixed.exitCode !== 0) throw new Error(details(fixed));
    const head = world.originSha(BRANCH)!;
    // The fix's publish started CI on the new head and holds the status for it.
    const dispatched = world.github.state.workflowRuns.filter((r) => r.headSha === head);
    expect(dispatched.map((r) => [r.path, r.event])).toEqual([
      ['.github/workflows/ci.yml', 'workflow_dispatch'],
    ]);
    expect(ralphStatuses(head)[0]).toEqual({
      state: 'pending',
      description: 'Waiting for CI: ci.yml',
    });
    expect(world.github.state.pulls.get(pull.number)!.body).toContain('ci-gate: required');

    // Another workflow of the head fails: still pending.
    const lint = world.github.addWorkflowRun({
      path: '.github/workflows/lint.yml',
      name: 'Lint',
      event: 'push',
      headBranch: BRANCH,
      headSha: head,
    });
    world.github.finishWorkflowRun(lint.id, { conclusion: 'failure', jobs: [] });
    world.github.finishWorkflowRun(dispatched[0]!.id, { conclusion: 'success' });
    const oneFailed = await onRun(dispatched[0]!, { 'ci-gate': 'required' });
    if (oneFailed.exitCode !== 0) throw new Error(details(oneFailed));
    expect(ralphStatuses(head)[0]!.state).toBe('pending');
    expect(world.github.state.pulls.get(pull.number)!.body).toContain(
      `- Lint (\`lint.yml\`): [run ${lint.id}](https://github.com/${OWNER}/${REPO}/actions/runs/${lint.id}): failed`,
    );

    // Its re-run passes: every run of the head passed, the status turns success.
    world.github.rerunWorkflowRun(lint.id);
    world.github.finishWorkflowRun(lint.id, { conclusion: 'success' });
    const allPassed = await onRun(lint, { 'ci-gate': 'required' });
    if (allPassed.exitCode !== 0) throw new Error(details(allPassed));
    expect(ralphStatuses(head)[0]).toEqual({
      state: 'success',
      description: 'CI passed: ci.yml, lint.yml',
    });
    const body = world.github.state.pulls.get(pull.number)!.body ?? '';
    expect(body).toContain(': passed');
    expect(body).not.toContain('ci-gate: required`): it turns');
    world.github.assertNoValidationErrors();
  }, 300_000);
});

describe('/ralph fix-ci', () => {
  function fixCi(login: string) {
    const body = '/ralph fix-ci';
    const seeded = world.github.addComment({ issueNumber: pull.number, body, user: login });
    return world.run({
      eventName: 'issue_comment',
      payload: prCommentPayload({
        owner: OWNER,
        repo: REPO,
        prNumber: pull.number,
        commentId: seeded.id,
        body,
        login,
      }),
      env: { GITHUB_WORKFLOW_REF: WORKFLOW_REF },
    });
  }

  test('from a writer: the newest failed run of the head becomes the task, fixed and commented', async () => {
    const older = ciRun('failure');
    const newer = ciRun('timed_out');
    const result = await fixCi('alice');
    if (result.exitCode !== 0) throw new Error(details(result));
    const ids = tasksOnBranch()
      .filter((t) => t.tags?.includes('ci'))
      .map((t) => [t.id, t.status]);
    expect(ids).toEqual([[`ci-${newer.id}`, 'done']]);
    expect(older.id).toBeLessThan(newer.id);
    expect(modelSaw()).toContain(FAILING_LINE.replace(/"/g, '\\"'));
    const comments = prComments().filter((c) => c.includes(`run ${newer.id}`));
    expect(comments).toHaveLength(1);
    expect(comments[0]).toContain(world.originSha(BRANCH)!);
    world.github.assertNoValidationErrors();
  }, 240_000);

  test('with no failed run on the head, the reply says so and no agent runs', async () => {
    ciRun('success');
    const result = await fixCi('alice');
    if (result.exitCode !== 0) throw new Error(details(result));
    expect(world.model.requests).toHaveLength(0);
    expect(prComments().at(-1)).toMatch(/^No CI run of [0-9a-f]{7} has failed; nothing to fix\.$/);
  }, 120_000);
});

describe('a flaky failure', () => {
  test('when the re-run of a failed run passes, its task that has not run is dropped', async () => {
    const run = ciRun('failure');
    // The failure's task was recorded, but its run was cancelled before the agent started.
    const clone = world.cloneWorkspace('recorder');
    const git = (args: string[]) => world.project.git(['-C', clone, ...args]);
    git(['checkout', '-q', BRANCH]);
    const prdPath = join(clone, '.ralph', 'prd.yaml');
    const text = readFileSync(prdPath, 'utf8');
    writeFileSync(
      prdPath,
      text.replace(
        /^tasks:\n/m,
        `tasks:\n  - id: ci-${run.id}\n    title: Fix the failed CI run ${run.id} of CI (ci.yml)\n    status: pending\n    priority: critical\n    tags: [ci]\n    provenance: ci\n\n`,
      ),
    );
    git(['commit', '-q', '-am', `chore(ralph): failed CI run ${run.id} becomes task ci-${run.id}`]);
    git(['push', '-q', 'origin', BRANCH]);
    world.github.state.workflowRuns.find((r) => r.id === run.id)!.headSha =
      world.originSha(BRANCH)!;
    world.github.rerunWorkflowRun(run.id);
    world.github.finishWorkflowRun(run.id, { conclusion: 'success' });

    const result = await onRun(run);
    if (result.exitCode !== 0) throw new Error(details(result));
    expect(tasksOnBranch().find((t) => t.id === `ci-${run.id}`)?.status).toBe('skipped');
    expect(result.stdout).toContain(
      `ci-${run.id} dropped: flaky: attempt 2 of CI run ${run.id} passed`,
    );
    expect(world.model.requests).toHaveLength(0);
    world.github.assertNoValidationErrors();
  }, 120_000);
});

describe('when no workflow_run event came', () => {
  test('a dispatched run first handles the failed CI run of Ralph’s own head, then goes on', async () => {
    skipDemoTasks();
    // Ralph's last push: its commit is the head, and the CI it started failed.
    const clone = world.cloneWorkspace('ralph-push');
    const git = (args: string[]) => world.project.git(['-C', clone, ...args]);
    git(['checkout', '-q', BRANCH]);
    execFileSync(
      'git',
      ['-C', clone, 'commit', '-q', '--allow-empty', '-m', 'feat: earlier task'],
      {
        env: {
          ...process.env,
          GIT_AUTHOR_NAME: 'github-actions[bot]',
          GIT_AUTHOR_EMAIL: DEFAULT_GIT_USER_EMAIL,
          GIT_COMMITTER_NAME: 'github-actions[bot]',
          GIT_COMMITTER_EMAIL: DEFAULT_GIT_USER_EMAIL,
        },
      },
    );
    git(['push', '-q', 'origin', BRANCH]);
    const failed = ciRun('failure');

    const result = await world.run({
      eventName: 'workflow_dispatch',
      payload: workflowDispatchPayload(OWNER, REPO, {}),
      env: { GITHUB_WORKFLOW_REF: WORKFLOW_REF },
    });
    if (result.exitCode !== 0) throw new Error(details(result));
    expect(result.stdout).toContain(
      `CI: run ${failed.id} of CI failed on ${failed.headSha.slice(0, 7)} and no task covers it yet: it is handled first.`,
    );
    expect(tasksOnBranch()[0]).toMatchObject({ id: `ci-${failed.id}`, status: 'done' });
    expect(prComments().filter((c) => c.includes(`run ${failed.id}`))).toHaveLength(1);

    // The next run finds the task: nothing is handled twice.
    const again = await world.run({
      eventName: 'workflow_dispatch',
      payload: workflowDispatchPayload(OWNER, REPO, {}),
      env: { GITHUB_WORKFLOW_REF: WORKFLOW_REF },
    });
    expect(again.stdout).not.toContain('it is handled first');
    world.github.assertNoValidationErrors();
  }, 300_000);
});
