/**
 * The repository's CI on Ralph's commits, end to end: the built action with the real claude CLI
 * works a task on a repository with four workflows (CI with workflow_dispatch and push, a lint
 * workflow without workflow_dispatch, a dispatch-only release workflow, and the Ralph workflow),
 * and after its push starts exactly the CI workflow on the work branch, linking the run in the
 * pull request and the job summary. A token without `actions: write` only costs a warning.
 */
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ActionRunResult } from '../../test-support/action-runner.js';
import { prCommentPayload, workflowDispatchPayload } from '../../test-support/webhooks.js';
import { BRANCH, OWNER, REPO, startActionWorld, type ActionWorld } from './world.js';

const WORKFLOWS: Record<string, string> = {
  'ci.yml': `name: CI
on:
  push:
    branches: ['**']
  pull_request:
  workflow_dispatch:
jobs:
  test:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v5
      - run: npm test
`,
  'lint.yml': `name: Lint
on: [push, pull_request]
jobs:
  lint:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v5
      - run: npm run lint --if-present
`,
  'release.yml': `name: Release
on: workflow_dispatch
jobs:
  release:
    runs-on: ubuntu-latest
    steps:
      - run: echo release
`,
  'ralph.yml': `name: Ralph
on:
  workflow_dispatch:
  pull_request:
    types: [labeled]
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
        with:
          anthropic-api-key: \${{ secrets.ANTHROPIC_API_KEY }}
`,
};

let world: ActionWorld;

beforeEach(async () => {
  world = await startActionWorld();
  const dir = join(world.project.workspace, '.github', 'workflows');
  mkdirSync(dir, { recursive: true });
  for (const [file, text] of Object.entries(WORKFLOWS)) writeFileSync(join(dir, file), text);
  world.project.git(['add', '.github']);
  world.project.git(['commit', '-q', '-m', 'ci: workflows']);
  world.project.git(['push', '-q', 'origin', 'main']);
  world.github.state.strictWorkflows = true;
});

afterEach(async () => {
  await world.close();
});

function details(result: ActionRunResult): string {
  return `exit ${result.exitCode}\n--- stdout ---\n${result.stdout}\n--- stderr ---\n${result.stderr}`;
}

function runOneTask(): Promise<ActionRunResult> {
  return world.run({
    eventName: 'workflow_dispatch',
    payload: workflowDispatchPayload(OWNER, REPO, {}),
  });
}

const warnings = (result: ActionRunResult): string[] =>
  result.stdout.split('\n').filter((line) => line.startsWith('::warning'));

describe('CI on the work branch after each push', () => {
  test('starts only the CI workflow, on the work branch at the pushed head, and links its run', async () => {
    const result = await runOneTask();
    if (result.exitCode !== 0) throw new Error(details(result));
    const head = world.originSha(BRANCH)!;

    const dispatches = world.github.requestsFor('actions/create-workflow-dispatch');
    expect(dispatches.map((r) => [r.path, r.body, r.status])).toEqual([
      [
        `/repos/${OWNER}/${REPO}/actions/workflows/ci.yml/dispatches`,
        { ref: BRANCH, return_run_details: true },
        200,
      ],
    ]);
    const runs = world.github.state.workflowRuns;
    expect(runs.map((r) => [r.path, r.headBranch, r.headSha])).toEqual([
      ['.github/workflows/ci.yml', BRANCH, head],
    ]);

    const link = `[run ${runs[0]!.id}](https://github.com/${OWNER}/${REPO}/actions/runs/${runs[0]!.id})`;
    const pull = [...world.github.state.pulls.values()][0]!;
    expect(pull.body).toContain('### CI');
    expect(pull.body).toContain(`- CI (\`ci.yml\`): ${link}`);
    expect(result.summary).toContain(`- CI (\`ci.yml\`): ${link}`);

    // The CI workflow that cannot be started is named, with the fix; the others are not warned about.
    const ciWarnings = warnings(result).filter((w) => w.includes('CI: '));
    expect(ciWarnings).toHaveLength(1);
    expect(ciWarnings[0]).toContain(
      'CI: not starting lint.yml: it has no workflow_dispatch trigger',
    );
    expect(result.stdout).toContain(
      `CI: started ci.yml on ${BRANCH} at ${head.slice(0, 7)} (1 API calls).`,
    );
    world.github.assertNoValidationErrors();
  }, 180_000);

  test('a job token without actions: write: the run succeeds, and the warning and the pull request say what to grant', async () => {
    world.github.injectFault({
      operationId: 'actions/create-workflow-dispatch',
      status: 403,
      times: 5,
      body: {
        message: 'Resource not accessible by integration',
        documentation_url:
          'https://docs.github.com/rest/actions/workflows#create-a-workflow-dispatch-event',
        status: '403',
      },
    });
    const result = await runOneTask();
    if (result.exitCode !== 0) throw new Error(details(result));
    expect(world.github.state.workflowRuns).toEqual([]);
    const expected =
      'GitHub refused to start ci.yml (403 Resource not accessible by integration): give the job `permissions: actions: write`, or set ci-workflows: none';
    expect(warnings(result).filter((w) => w.includes(expected))).toHaveLength(1);
    const pull = [...world.github.state.pulls.values()][0]!;
    expect(pull.body).toContain(
      '- CI (`ci.yml`): not started: GitHub refused to start ci.yml (403',
    );
    expect(result.outputs.pushed).toBe('true');
  }, 180_000);

  test('a /ralph skip comment pushes a commit of its own, and CI is started on it too', async () => {
    const pull = world.seedRalphPullRequest();
    world.github.setPermission('maintainer', 'write');
    const body = '/ralph skip task-002';
    const seeded = world.github.addComment({ issueNumber: pull.number, body, user: 'maintainer' });
    const result = await world.run({
      eventName: 'issue_comment',
      payload: prCommentPayload({
        owner: OWNER,
        repo: REPO,
        prNumber: pull.number,
        commentId: seeded.id,
        body,
        login: 'maintainer',
      }),
    });
    if (result.exitCode !== 0) throw new Error(details(result));
    const head = world.originSha(BRANCH)!;
    expect(world.originSubjects(`main..${BRANCH}`).at(-1)).toBe(
      'chore(ralph): skip task-002 (requested by @maintainer)',
    );
    expect(world.github.state.workflowRuns.map((r) => [r.path, r.headBranch, r.headSha])).toEqual([
      ['.github/workflows/ci.yml', BRANCH, head],
    ]);
    const run = world.github.state.workflowRuns[0]!;
    expect(world.github.state.pulls.get(pull.number)?.body).toContain(
      `- CI (\`ci.yml\`): [run ${run.id}](https://github.com/${OWNER}/${REPO}/actions/runs/${run.id})`,
    );
    world.github.assertNoValidationErrors();
  }, 120_000);
});
