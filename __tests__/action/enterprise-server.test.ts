/**
 * GitHub Enterprise Server, end to end: the built action with the real claude CLI against the
 * GitHub emulator served the way GHES serves one host: REST under /api/v3, GraphQL at
 * /api/graphql, and the repository over git's HTTP protocol at GITHUB_SERVER_URL. The emulator
 * answers 404 (and records a failure) for api.github.com's paths, so any request that missed the
 * prefixes fails the test. Every link the user sees (pull request body, job summary, comments,
 * statuses) points at the server, never at github.com.
 */
import { afterEach, describe, expect, test } from '@jest/globals';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ActionRunResult } from '../../test-support/action-runner.js';
import { demoScenario } from '../../test-support/demo-scenario.js';
import type { RecordedRequest, Scenario, Turn } from '../../test-support/model-server.js';
import { agentStatusBlock } from '../../test-support/status-block.js';
import { isTask } from '../../test-support/task-routing.js';
import {
  pullRequestReviewPayload,
  webhookExample,
  withRepository,
  workflowDispatchPayload,
} from '../../test-support/webhooks.js';
import { BRANCH, GITHUB_TOKEN, OWNER, REPO, startActionWorld, type ActionWorld } from './world.js';

const CI_WORKFLOW = `name: CI
on:
  push:
  workflow_dispatch:
jobs:
  test:
    runs-on: self-hosted
    steps:
      - uses: actions/checkout@v5
      - run: npm test
`;

const ASK_SEPARATOR = 'Please give the separator a name: SEPARATOR in src/separator.js.';

/** The review thread's task writes its file; the demo's tasks as usual. */
function reviewScenario(): Scenario {
  const demo = demoScenario() as { route(request: RecordedRequest): Turn[] };
  return {
    route(request) {
      if (!isTask(request, 'src/index.js:1 by @alice')) return demo.route(request);
      return [
        (ctx) => [
          {
            tool: 'Write',
            input: {
              file_path: join(ctx.cwd, 'src/separator.js'),
              content: "export const SEPARATOR = '-';\n",
            },
          },
        ],
        [
          {
            text: `Wrote src/separator.js.\n\n${agentStatusBlock({ exitSignal: true, passing: 1, recommendation: 'Review point addressed' })}`,
          },
        ],
      ];
    },
  };
}

const ISSUE_TITLE = 'Add a pomodoro timer';
const ISSUE_BODY = 'A command line pomodoro timer.\n\n- 25 minute work intervals\n- statistics';
const PLAN_YAML = [
  'schema_version: "1.0"',
  'project:',
  '  title: Pomodoro timer',
  '  description: A command line pomodoro timer',
  'tasks:',
  '  - id: task-001',
  '    title: Timer core',
  '    status: pending',
  '  - id: task-002',
  '    title: Session statistics',
  '    status: pending',
  '    depends_on: [task-001]',
].join('\n');

/** A webhook payload as GHES sends it: its addresses on the server, not on github.com. */
function onServer(payload: unknown): unknown {
  const text = JSON.stringify(payload)
    .replaceAll('https://api.github.com', world.github.apiUrl)
    .replaceAll('https://github.com', world.github.url);
  return JSON.parse(text);
}

/** A link to github.com (docs.github.com, which documents GHES too, is not one). */
const GITHUB_DOT_COM = /https?:\/\/(?:www\.|api\.)?github\.com\b/;

let world: ActionWorld;

afterEach(async () => {
  await world?.close();
});

function details(result: ActionRunResult): string {
  return `exit ${result.exitCode}\n--- stdout ---\n${result.stdout}\n--- stderr ---\n${result.stderr}`;
}

/** Every text a user of the repository reads: pull requests, comments, statuses, summary. */
function everythingShown(result: ActionRunResult): string {
  const state = world.github.state;
  return [
    result.summary,
    ...[...state.pulls.values()].map((p) => `${p.title}\n${p.body ?? ''}`),
    ...state.comments.map((c) => c.body),
    ...state.reviewThreads.flatMap((t) => t.comments.map((c) => c.body)),
    ...state.statuses.map((s) => `${s.description ?? ''} ${s.targetUrl ?? ''}`),
  ].join('\n');
}

/** The API requests the action made: every one under the server's prefixes, none unknown. */
function expectOnlyEnterprisePaths(): void {
  world.github.assertNoValidationErrors();
  const api = world.github.requests.filter((r) => !r.operationId?.startsWith('git/'));
  expect(api.length).toBeGreaterThan(0);
  expect(api.filter((r) => r.operationId === undefined)).toEqual([]);
}

describe('GitHub Enterprise Server (API under /api/v3, GraphQL at /api/graphql, git over HTTP)', () => {
  test('a dispatched run pushes over HTTP, opens the pull request, sets the status, starts CI and finds its run by listing', async () => {
    world = await startActionWorld(demoScenario(), { enterprise: true });
    const server = world.github.url;
    // The workflows reach the server the way a developer's push does: over HTTP, with the token.
    const dir = join(world.project.workspace, '.github', 'workflows');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'ci.yml'), CI_WORKFLOW);
    world.project.git(['add', '.github']);
    world.project.git(['commit', '-q', '-m', 'ci: workflow']);
    await world.pushFromWorkspace('main');
    world.github.state.strictWorkflows = true;
    const setupPushes = world.github.requestsFor('git/receive-pack').length;
    expect(setupPushes).toBe(1);

    const result = await world.run({
      eventName: 'workflow_dispatch',
      payload: workflowDispatchPayload(OWNER, REPO, {}),
      inputs: { iterations: '2' },
    });
    if (result.exitCode !== 0) throw new Error(details(result));

    // Pushed over git's HTTP protocol, authenticated with the job token.
    const head = world.originSha(BRANCH)!;
    expect(world.originSubjects(`main..${BRANCH}`)).toEqual([
      expect.stringMatching(/^feat: task-001/),
      expect.stringMatching(/^feat: task-002/),
    ]);
    const pushes = world.github.requestsFor('git/receive-pack').slice(setupPushes);
    expect(pushes.length).toBeGreaterThan(0);
    expect(pushes.every((r) => r.authenticated && r.status === 200)).toBe(true);
    expect(result.outputs.pushed).toBe('true');

    // The pull request, its links on the server.
    const pull = [...world.github.state.pulls.values()][0]!;
    expect(pull.head.ref).toBe(BRANCH);
    expect(result.outputs['pr-url']).toBe(`${server}/${OWNER}/${REPO}/pull/${pull.number}`);
    expect(pull.body).toContain(`${server}/${OWNER}/${REPO}/actions/runs/4242`);

    // The status check on the pushed head, linking the run on the server.
    const statuses = world.github.state.statuses.filter((s) => s.sha === head);
    expect(statuses.length).toBeGreaterThan(0);
    // Pending: task-003 is still to do.
    expect(statuses.at(-1)!.state).toBe('pending');
    expect(statuses.at(-1)!.targetUrl).toBe(`${server}/${OWNER}/${REPO}/actions/runs/4242`);

    // CI: GHES answers a dispatch with 204 and no run, so the run is found by listing the runs.
    const dispatches = world.github.requestsFor('actions/create-workflow-dispatch');
    expect(dispatches.length).toBeGreaterThan(0);
    for (const dispatch of dispatches) {
      expect(dispatch.body).toEqual({ ref: BRANCH });
      expect(dispatch.status).toBe(204);
    }
    expect(world.github.requestsFor('actions/list-workflow-runs-for-repo').length).toBeGreaterThan(
      0,
    );
    const run = world.github.state.workflowRuns.at(-1)!;
    expect([run.path, run.headBranch, run.headSha]).toEqual([
      '.github/workflows/ci.yml',
      BRANCH,
      head,
    ]);
    const runLink = `[run ${run.id}](${server}/${OWNER}/${REPO}/actions/runs/${run.id})`;
    expect(world.github.state.pulls.get(pull.number)!.body).toContain(
      `- CI (\`ci.yml\`): ${runLink}`,
    );
    expect(result.summary).toContain(`- CI (\`ci.yml\`): ${runLink}`);

    expect(result.summary).toContain(`${server}/${OWNER}/${REPO}/actions/runs/4242`);
    expect(everythingShown(result)).not.toMatch(GITHUB_DOT_COM);
    expect(result.stdout).not.toMatch(GITHUB_DOT_COM);
    expectOnlyEnterprisePaths();
  }, 240_000);

  test('a request to api.github.com paths is refused by the emulator: the checks above can fail', async () => {
    world = await startActionWorld(demoScenario(), { enterprise: true });
    const response = await fetch(`${world.github.url}/repos/${OWNER}/${REPO}/pulls`, {
      headers: { authorization: `token ${GITHUB_TOKEN}` },
    });
    expect(response.status).toBe(404);
    expect(() => world.github.assertNoValidationErrors()).toThrow(/no operation/);
    const unauthenticated = await fetch(
      `${world.github.url}/${OWNER}/${REPO}/info/refs?service=git-upload-pack`,
    );
    expect(unauthenticated.status).toBe(401);
  });

  test('review threads and comments: the thread is answered and resolved through /api/graphql, the pull request told', async () => {
    world = await startActionWorld(reviewScenario(), { enterprise: true });
    const pull = world.seedRalphPullRequest();
    world.github.setPermission('alice', 'write');
    const thread = world.github.addReviewThread({
      pullNumber: pull.number,
      path: 'src/index.js',
      line: 1,
      comments: [{ user: 'alice', body: ASK_SEPARATOR }],
    });
    const before = world.originSha(BRANCH)!;

    const result = await world.run({
      eventName: 'pull_request_review',
      payload: onServer(
        pullRequestReviewPayload({
          owner: OWNER,
          repo: REPO,
          prNumber: pull.number,
          headRef: BRANCH,
          login: 'alice',
        }),
      ),
    });
    if (result.exitCode !== 0) throw new Error(details(result));

    const subjects = world.originSubjects(`${before}..${BRANCH}`);
    expect(subjects.at(-1)).toMatch(
      /^feat: review-\d+ - Address the review thread on src\/index\.js:1/,
    );
    expect(world.originFile(BRANCH, 'src/separator.js')).toContain('SEPARATOR');
    const replies = world.github.repliesTo(thread);
    expect(replies).toHaveLength(1);
    expect(replies[0]!.body).toMatch(/^Addressed in [0-9a-f]{40} /);
    expect(thread.isResolved).toBe(true);
    // The threads were read and resolved with GraphQL, at /api/graphql.
    expect(world.github.requestsFor('graphql').length).toBeGreaterThan(0);
    const comments = world.github.state.comments.filter(
      (c) => c.issueNumber === pull.number && c.user === world.github.state.viewer,
    );
    expect(comments.at(-1)?.body).toContain('Review threads: 1 of 1 addressed.');
    expect(world.github.state.pulls.get(pull.number)!.body).toContain(
      `${world.github.url}/${OWNER}/${REPO}/actions/runs/4242`,
    );
    expect(everythingShown(result)).not.toMatch(GITHUB_DOT_COM);
    expectOnlyEnterprisePaths();
  }, 240_000);

  test('plan mode: an issue labeled ralph becomes a task list on a new branch, a draft pull request and a reply linking it on the server', async () => {
    world = await startActionWorld(
      { turns: [[{ text: `The task list:\n\n\`\`\`yaml\n${PLAN_YAML}\n\`\`\`` }]] },
      { enterprise: true },
    );
    world.github.setPermission('alice', 'write');
    const issue = world.github.addIssue({ title: ISSUE_TITLE, body: ISSUE_BODY, user: 'alice' });
    const payload = withRepository(webhookExample('issues', 'labeled'), OWNER, REPO);
    (payload.label as Record<string, unknown>).name = 'ralph';
    Object.assign(payload.issue as Record<string, unknown>, {
      number: issue.number,
      title: ISSUE_TITLE,
      body: ISSUE_BODY,
    });
    (payload.sender as Record<string, unknown>).login = 'alice';

    const result = await world.run({ eventName: 'issues', payload: onServer(payload) });
    if (result.exitCode !== 0) throw new Error(details(result));

    const branch = 'ralph/add-a-pomodoro-timer';
    expect(world.originSubjects(`main..${branch}`)).toEqual([
      `chore(ralph): plan 2 tasks from #${issue.number}`,
    ]);
    expect(world.originFile(branch, '.ralph/prd.yaml')).toContain('Session statistics');
    const pr = [...world.github.state.pulls.values()].find((p) => p.head.ref === branch)!;
    expect(pr).toMatchObject({ draft: true, base: { ref: 'main' } });
    const reply = world.github.state.comments.filter((c) => c.issueNumber === issue.number);
    expect(reply).toHaveLength(1);
    expect(reply[0]!.body).toContain(
      `#${pr.number} (${world.github.url}/${OWNER}/${REPO}/pull/${pr.number})`,
    );
    expect(everythingShown(result)).not.toMatch(GITHUB_DOT_COM);
    expectOnlyEnterprisePaths();
  }, 240_000);
});
