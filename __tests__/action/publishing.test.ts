/**
 * The built action publishing against GitHub's real answers, taught to the emulator: a
 * repository where Actions may not open pull requests, one without drafts, server errors, rate
 * limits and a commit status that keeps failing. Each test asserts what a workflow author sees:
 * the step's result and message, the outputs, the commit status, the job summary, and the work
 * on origin. GitHub's waits are scaled to a millisecond per second (see action-runner.ts).
 */
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import type { ActionRunResult } from '../../test-support/action-runner.js';
import type { RecordedGitHubRequest } from '../../test-support/github-emulator.js';
import { workflowDispatchPayload } from '../../test-support/webhooks.js';
import { BRANCH, OWNER, REPO, startActionWorld, type ActionWorld } from './world.js';

const COMPARE_URL = `https://github.com/${OWNER}/${REPO}/compare/main...${BRANCH}?expand=1`;
const SETTING =
  'enable Settings -> Actions -> General -> "Allow GitHub Actions to create and approve pull requests", or give the github-token input a GitHub App token.';

let world: ActionWorld;

beforeEach(async () => {
  world = await startActionWorld();
});

afterEach(async () => {
  await world.close();
});

function details(result: ActionRunResult): string {
  return `exit ${result.exitCode}\n--- stdout ---\n${result.stdout}\n--- stderr ---\n${result.stderr}`;
}

/** Runs the loop for `iterations` tasks of the demo, as a dispatch. */
function dispatch(iterations: number): Promise<ActionRunResult> {
  return world.run({
    eventName: 'workflow_dispatch',
    payload: workflowDispatchPayload(OWNER, REPO, { iterations: String(iterations) }),
  });
}

/** The `::error::` lines (the step's failure), with the runner's %0A line breaks undone. */
function errors(result: ActionRunResult): string[] {
  return result.stdout
    .split('\n')
    .filter((line) => line.startsWith('::error'))
    .map((line) => line.replace(/%0A/g, '\n').replace(/%25/g, '%'));
}

function statusesOnOriginHead(): { state: string; description: string | null }[] {
  const head = world.originSha(BRANCH);
  return world.github.state.statuses
    .filter((s) => s.sha === head && s.context === 'ralph')
    .map((s) => ({ state: s.state, description: s.description }));
}

/** A pending status naming a task's phase, set while an iteration runs (not by a publish). */
function isProgressStatus(r: RecordedGitHubRequest): boolean {
  const body = r.body as { description?: string } | undefined;
  return (
    r.operationId === 'repos/create-commit-status' && /^task-\d+: /.test(body?.description ?? '')
  );
}

/** The emulator's log split into publishes: each starts with the pull request look-up. */
function publishes(requests: RecordedGitHubRequest[]): string[][] {
  const groups: string[][] = [];
  for (const r of requests.filter((request) => !isProgressStatus(request))) {
    const call = `${r.method} ${r.operationId} ${r.status}`;
    if (r.operationId === 'pulls/list') groups.push([call]);
    else groups.at(-1)?.push(call);
  }
  return groups;
}

describe('publishing against GitHub as it really answers', () => {
  test('Actions may not open pull requests: work pushed, status set, outputs and summary written, step fails naming the setting', async () => {
    world.github.state.repository.actionsCanCreatePullRequests = false;
    const result = await dispatch(2);

    // The step fails once, after everything else, with what to enable and the compare link.
    expect(result.exitCode).toBe(1);
    const failure = errors(result);
    expect(failure).toHaveLength(1);
    expect(failure[0]).toContain('GitHub Actions is not permitted to create pull requests');
    expect(failure[0]).toContain(SETTING);
    expect(failure[0]).toContain(`open the pull request by hand: ${COMPARE_URL}`);
    expect(failure[0]).toMatch(
      /Published: ralph\/textkit is on origin at [0-9a-f]{7}; commit status "ralph" pending/,
    );

    // The work is on origin; no pull request; the status is on the pushed head.
    expect(world.originSubjects(`main..${BRANCH}`)).toEqual([
      'feat: task-001 - Add slugify',
      'feat: task-002 - Add word count',
    ]);
    expect(world.github.state.pulls.size).toBe(0);
    expect(statusesOnOriginHead().at(-1)).toEqual({
      state: 'pending',
      description: '2/3 tasks done',
    });
    // Asked once in the run: the second iteration and the final publish did not ask again,
    // and the warning of the first iteration is not repeated.
    expect(world.github.requestsFor('pulls/create').map((r) => r.status)).toEqual([403]);
    expect(result.stdout.match(/::warning::Could not publish this iteration yet/g)).toHaveLength(1);
    expect(result.stdout).toContain('Still not published, as reported above: pull request.');

    expect(result.outputs).toMatchObject({
      'tasks-done': '2',
      'tasks-total': '3',
      'iterations-run': '2',
      'pr-number': '',
      'pr-url': '',
      branch: BRANCH,
      'commit-sha': world.originSha(BRANCH),
      pushed: 'true',
    });
    expect(result.summary).toContain('### Publishing');
    expect(result.summary).toContain(
      '- ✗ Not published: the pull request: GitHub Actions is not permitted to create pull requests',
    );
    expect(result.summary).toContain(`[Open the pull request by hand](${COMPARE_URL})`);
    expect(result.summary).toMatch(/\|[^\n]*task-002[^\n]*\|/);
    world.github.assertNoValidationErrors();
  });

  test('drafts not supported: one regular pull request, no draft conversion for the rest of the run', async () => {
    world.github.state.repository.draftPullRequests = false;
    const result = await dispatch(2);
    if (result.exitCode !== 0) throw new Error(details(result));

    const pulls = [...world.github.state.pulls.values()];
    expect(pulls).toHaveLength(1);
    expect(pulls[0]).toMatchObject({ state: 'open', draft: false, head: { ref: BRANCH } });
    // Refused once as a draft, then opened; never created again, never converted.
    expect(world.github.requestsFor('pulls/create').map((r) => r.status)).toEqual([422, 201]);
    expect(world.github.requestsFor('graphql')).toEqual([]);
    expect(result.stdout + result.stderr).not.toContain('already exists');
    expect(errors(result)).toEqual([]);

    expect(result.outputs).toMatchObject({
      'pr-number': String(pulls[0]!.number),
      'pr-url': `https://github.com/${OWNER}/${REPO}/pull/${pulls[0]!.number}`,
      'tasks-done': '2',
    });
    expect(statusesOnOriginHead().at(-1)?.state).toBe('pending');
    expect(result.summary).toContain(`- ✓ pull request \\#${pulls[0]!.number}`);
    expect(result.summary).not.toContain('Not published');
    world.github.assertNoValidationErrors();
  });

  test('a 502 and a 500 from GitHub, then success: retried, the step succeeds', async () => {
    world.github.injectServerError('pulls/create', { status: 502 });
    world.github.injectServerError('repos/create-commit-status', { status: 500 });
    const result = await dispatch(1);
    if (result.exitCode !== 0) throw new Error(details(result));
    expect(errors(result)).toEqual([]);
    expect(result.stdout).not.toContain('::warning::Could not publish');

    expect(world.github.requestsFor('pulls/create').map((r) => r.status)).toEqual([502, 201]);
    expect(
      world.github
        .requestsFor('repos/create-commit-status')
        .map((r) => r.status)
        .slice(0, 2),
    ).toEqual([500, 201]);
    const pulls = [...world.github.state.pulls.values()];
    expect(pulls).toHaveLength(1);
    expect(statusesOnOriginHead().at(-1)).toEqual({
      state: 'pending',
      description: '1/3 tasks done',
    });
    expect(result.outputs).toMatchObject({
      'pr-number': String(pulls[0]!.number),
      'commit-sha': world.originSha(BRANCH),
      pushed: 'true',
      'tasks-done': '1',
    });
    expect(result.summary).toContain(`- ✓ pull request \\#${pulls[0]!.number}`);
    expect(result.summary).toContain('- ✓ commit status "ralph" pending: 1/3 tasks done');
    world.github.assertNoValidationErrors();
  });

  test('rate limits (secondary with retry-after, primary until its reset): waited out as GitHub asked, then published', async () => {
    world.github.injectSecondaryRateLimit('pulls/create', { status: 429, retryAfterSeconds: 20 });
    world.github.injectSecondaryRateLimit('repos/create-commit-status', {
      status: 403,
      retryAfterSeconds: 30,
    });
    // The final publish's update meets the primary limit, used up for the next 2 seconds.
    world.github.injectPrimaryRateLimit('pulls/update', { resetInSeconds: 2 });
    const result = await dispatch(1);
    if (result.exitCode !== 0) throw new Error(details(result));
    expect(errors(result)).toEqual([]);

    const creates = world.github.requestsFor('pulls/create');
    const statuses = world.github.requestsFor('repos/create-commit-status');
    expect(creates.map((r) => r.status)).toEqual([429, 201]);
    expect(statuses.map((r) => r.status).slice(0, 2)).toEqual([403, 201]);
    // retry-after was honoured (scaled: a millisecond per second).
    expect(creates[1]!.at - creates[0]!.at).toBeGreaterThanOrEqual(20);
    expect(statuses[1]!.at - statuses[0]!.at).toBeGreaterThanOrEqual(30);
    const log = result.stdout + result.stderr;
    expect(log).toMatch(
      /secondary rate limit stopped POST \S*pulls; retrying in 20 s, as GitHub asked/,
    );
    expect(log).toMatch(/secondary rate limit stopped POST \S*statuses\S*; retrying in 30 s/);
    expect(world.github.requestsFor('pulls/update').map((r) => r.status)).toEqual([403, 200]);
    expect(log).toMatch(/GitHub's rate limit stopped PATCH \S*pulls\S*; retrying in \d s/);

    expect(world.github.state.pulls.size).toBe(1);
    expect(statusesOnOriginHead().at(-1)?.state).toBe('pending');
    expect(result.outputs['pr-number']).toBe(String([...world.github.state.pulls.keys()][0]));
    expect(result.summary).not.toContain('Not published');
    world.github.assertNoValidationErrors();
  });

  test('a commit status that keeps failing: the step fails saying so; pull request, outputs and summary are there', async () => {
    world.github.injectServerError('repos/create-commit-status', { status: 500, times: 1000 });
    const result = await dispatch(1);

    expect(result.exitCode).toBe(1);
    const failure = errors(result);
    expect(failure).toHaveLength(1);
    expect(failure[0]).toMatch(/^::error::Not published: the commit status: /);
    const pulls = [...world.github.state.pulls.values()];
    expect(pulls).toHaveLength(1);
    expect(failure[0]).toContain(
      `Published: ralph/textkit is on origin at ${world.originSha(BRANCH)!.slice(0, 7)}; pull request #${pulls[0]!.number}`,
    );
    // The iteration's publish warned and the run went on; nothing reached the statuses.
    expect(result.stdout).toMatch(
      /::warning::Could not publish this iteration yet: Not published: the commit status/,
    );
    expect(world.github.state.statuses).toEqual([]);
    expect(world.originSubjects(`main..${BRANCH}`)).toEqual(['feat: task-001 - Add slugify']);

    expect(result.outputs).toMatchObject({
      'pr-number': String(pulls[0]!.number),
      'tasks-done': '1',
      'commit-sha': world.originSha(BRANCH),
      pushed: 'true',
    });
    expect(result.summary).toContain('- ✗ Not published: the commit status: ');
    expect(result.summary).toContain(`- ✓ pull request \\#${pulls[0]!.number}`);
    world.github.assertNoValidationErrors();
  });

  test('the API-call budget: a look-up first, at most 4 calls per publish, no refused create', async () => {
    const result = await dispatch(3);
    if (result.exitCode !== 0) throw new Error(details(result));

    const groups = publishes(world.github.requests);
    // One publish per iteration, and the final one.
    expect(groups).toHaveLength(4);
    for (const group of groups) expect(group.length).toBeLessThanOrEqual(4);
    expect(groups[0]).toEqual([
      'GET pulls/list 200',
      'POST pulls/create 201',
      'POST repos/create-commit-status 201',
    ]);
    expect(groups[1]).toEqual([
      'GET pulls/list 200',
      'PATCH pulls/update 200',
      'POST repos/create-commit-status 201',
    ]);
    // The last task done: the pull request is marked ready for review, the status is success.
    expect(groups[2]).toEqual([
      'GET pulls/list 200',
      'PATCH pulls/update 200',
      'POST graphql 200',
      'POST repos/create-commit-status 201',
    ]);
    // The final publish adds the run's iterations to the body; the status is already right.
    expect(groups[3]).toEqual(['GET pulls/list 200', 'PATCH pulls/update 200']);
    expect(world.github.requests.filter((r) => r.status >= 400)).toEqual([]);
    // Progress: one status per phase while an iteration runs, on a head already on GitHub (the
    // first iteration's head is not yet).
    expect(
      world.github.requests
        .filter(isProgressStatus)
        .map((r) => (r.body as { description: string }).description),
    ).toEqual(['task-002: agent', 'task-002: checks', 'task-003: agent', 'task-003: checks']);
    expect(world.github.requests.length).toBeLessThanOrEqual(4 * 4 + 4);
    // No refused create, so no failed-request line in the log.
    expect(result.stderr).not.toMatch(/POST \S*\/pulls - 422/);
    expect(
      world.github.requestsFor('pulls/list').every((r) => r.query.head === `${OWNER}:${BRANCH}`),
    ).toBe(true);
  }, 180_000);
});
