/**
 * Reading a failed run's jobs and logs from the emulator (validated against GitHub's OpenAPI
 * description) through a real Octokit: a huge log is not downloaded past the limit, a 403 says
 * which permission is missing, and each costs one call per failed job.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { Octokit } from '@octokit/rest';
import { LOG_MAX_BYTES } from '../../src/github/ci-logs.js';
import { readFailedJobs } from '../../src/github/ci-run-jobs.js';
import { startGitHubEmulator, type GitHubEmulator } from '../../test-support/github-emulator.js';

let e: GitHubEmulator | undefined;
afterEach(async () => {
  await e?.close();
  e = undefined;
});

describe('the failed jobs of a run', () => {
  it('huge and forbidden logs are warnings; the jobs still count by name and step', async () => {
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
          name: 'huge',
          conclusion: 'failure',
          steps: [{ name: 'Run tests', conclusion: 'failure' }],
          log: Buffer.alloc(LOG_MAX_BYTES + 1, 'a'),
        },
        { name: 'denied', conclusion: 'timed_out', logStatus: 403 },
        { name: 'fine', conclusion: 'failure', log: 'oops\n' },
        { name: 'passed', conclusion: 'success', log: 'ok\n' },
      ],
    });
    const octokit = new Octokit({ auth: 't', baseUrl: e.url });
    const warnings: string[] = [];
    const jobs = await readFailedJobs(
      octokit,
      { owner: 'acme', repo: 'widgets', runId: run.id },
      (m) => warnings.push(m),
    );
    expect(jobs.map((j) => [j.name, j.failedSteps, j.logTail, j.logProblem])).toEqual([
      ['huge', ['Run tests'], undefined, 'it is 8.0 MB, over the 8.0 MB read'],
      [
        'denied',
        ['denied'],
        undefined,
        'not allowed (403): give the job `permissions: actions: read`',
      ],
      ['fine', ['fine'], ['oops'], undefined],
    ]);
    expect(warnings).toHaveLength(2);
    expect(warnings[1]).toBe(
      'CI: the log of job "denied" is not used (not allowed (403): give the job `permissions: actions: read`); the task names its failed steps only.',
    );
    const api = e.requests.filter((r) => r.operationId !== 'log-download');
    expect(api.map((r) => r.operationId)).toEqual([
      'actions/list-jobs-for-workflow-run',
      'actions/download-job-logs-for-workflow-run',
      'actions/download-job-logs-for-workflow-run',
      'actions/download-job-logs-for-workflow-run',
    ]);
    e.assertNoValidationErrors();
  });
});
