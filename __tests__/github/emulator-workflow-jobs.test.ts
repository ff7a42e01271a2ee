/**
 * The emulator's workflow runs, jobs and logs, every answer validated against GitHub's OpenAPI
 * description: the jobs listing of a run's latest attempt (or all), a log's 302 to its download
 * address (which takes no token), 410 and 403 refusals, and the run as the API shows it.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { startGitHubEmulator, type GitHubEmulator } from '../../test-support/github-emulator.js';

let e: GitHubEmulator | undefined;
afterEach(async () => {
  await e?.close();
  e = undefined;
});

async function call(path: string, init: RequestInit = {}) {
  return fetch(`${e!.url}${path}`, {
    redirect: 'manual',
    ...init,
    headers: { authorization: 'token t', ...(init.headers ?? {}) },
  });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

async function json(response: Response): Promise<Json> {
  return response.json();
}

async function seeded(): Promise<GitHubEmulator> {
  e = await startGitHubEmulator({ token: 't' });
  const sha = e.setBranch('ralph/x');
  const run = e.addWorkflowRun({
    path: '.github/workflows/ci.yml',
    name: 'CI',
    event: 'push',
    headBranch: 'ralph/x',
    headSha: sha,
  });
  e.finishWorkflowRun(run.id, {
    conclusion: 'failure',
    jobs: [
      {
        name: 'test',
        conclusion: 'failure',
        steps: [
          { name: 'Set up job', conclusion: 'success' },
          { name: 'npm test', conclusion: 'failure' },
        ],
        log: 'line 1\nline 2\n',
      },
      { name: 'old log', conclusion: 'failure', logStatus: 410 },
      { name: 'no permission', conclusion: 'failure', logStatus: 403 },
    ],
  });
  return e;
}

describe('GitHub emulator workflow jobs and logs', () => {
  it('lists a finished run with its conclusion and attempt, and its jobs with steps', async () => {
    const emulator = await seeded();
    const run = emulator.state.workflowRuns[0]!;
    const got = await json(await call(`/repos/acme/widgets/actions/runs/${run.id}/jobs`));
    expect(got.total_count).toBe(3);
    expect(got.jobs[0]).toMatchObject({
      run_id: run.id,
      name: 'test',
      status: 'completed',
      conclusion: 'failure',
      workflow_name: 'CI',
      head_branch: 'ralph/x',
      steps: [
        { name: 'Set up job', conclusion: 'success', number: 1 },
        { name: 'npm test', conclusion: 'failure', number: 2 },
      ],
    });
    expect(emulator.workflowRunJson(run.id)).toMatchObject({
      status: 'completed',
      conclusion: 'failure',
      run_attempt: 1,
    });
    emulator.assertNoValidationErrors();
  });

  it('answers a log with 302 to a download address that needs no token; 410 and 403 as GitHub does', async () => {
    const emulator = await seeded();
    const [test, old, denied] = emulator.state.workflowRuns[0]!.jobs!;
    const redirect = await call(`/repos/acme/widgets/actions/jobs/${test!.id}/logs`);
    expect(redirect.status).toBe(302);
    const location = redirect.headers.get('location')!;
    expect(location).toContain('/_blob/job-logs/');
    const download = await fetch(location);
    expect(download.status).toBe(200);
    expect(await download.text()).toBe('line 1\nline 2\n');
    expect((await call(`/repos/acme/widgets/actions/jobs/${old!.id}/logs`)).status).toBe(410);
    const forbidden = await call(`/repos/acme/widgets/actions/jobs/${denied!.id}/logs`);
    expect(forbidden.status).toBe(403);
    expect((await json(forbidden)).message).toBe('Resource not accessible by integration');
    expect((await call('/repos/acme/widgets/actions/jobs/1/logs')).status).toBe(404);
    emulator.assertNoValidationErrors();
  });

  it('a re-run is a new attempt: the listing shows its jobs, `filter=all` every attempt', async () => {
    const emulator = await seeded();
    const run = emulator.state.workflowRuns[0]!;
    emulator.rerunWorkflowRun(run.id);
    emulator.finishWorkflowRun(run.id, {
      conclusion: 'success',
      jobs: [{ name: 'test', conclusion: 'success' }],
    });
    const latest = await json(await call(`/repos/acme/widgets/actions/runs/${run.id}/jobs`));
    expect(
      latest.jobs.map((j: { name: string; run_attempt: number }) => [j.name, j.run_attempt]),
    ).toEqual([['test', 2]]);
    const all = await json(
      await call(`/repos/acme/widgets/actions/runs/${run.id}/jobs?filter=all`),
    );
    expect(all.total_count).toBe(4);
    expect(emulator.workflowRunJson(run.id)).toMatchObject({
      conclusion: 'success',
      run_attempt: 2,
    });
    emulator.assertNoValidationErrors();
  });

  it('an invalid jobs filter is refused like GitHub refuses it, and recorded', async () => {
    const emulator = await seeded();
    const run = emulator.state.workflowRuns[0]!;
    const bad = await call(`/repos/acme/widgets/actions/runs/${run.id}/jobs?filter=newest`);
    expect(bad.status).toBe(422);
    expect(emulator.validationErrors.map((v) => v.kind)).toEqual(['request']);
  });
});
