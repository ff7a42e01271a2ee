/**
 * Workflow runs' jobs and logs in the emulator. Tests finish a run (`finishWorkflowRun`) with
 * its jobs, their steps and their logs; the jobs listing returns the run's latest attempt (or
 * every attempt with `filter=all`), and a job's log answers as on GitHub: 302 to a short-lived
 * download address (served by the emulator as raw bytes, like GitHub's blob storage), or 410 when
 * the log has expired, 403 without `actions: read`, 404 for a job it does not know.
 */
import type { ServerResponse } from 'node:http';
import type { OperationHandler, OperationInput } from './github-handlers.js';
import type { ObjectContext } from './github-objects.js';
import {
  nodeId,
  type EmulatedJob,
  type EmulatedStep,
  type EmulatedWorkflowRun,
} from './github-state.js';

/** Where the emulator serves log bytes: not an API route (GitHub redirects to blob storage). */
export const LOG_DOWNLOAD_PREFIX = '/_blob/job-logs/';

export interface JobSeed {
  name: string;
  conclusion: EmulatedJob['conclusion'];
  /** Step names and conclusions; default one step named after the job. */
  steps?: { name: string; conclusion: EmulatedStep['conclusion'] }[];
  log?: string | Buffer;
  logStatus?: EmulatedJob['logStatus'];
}

export interface FinishSeed {
  conclusion: NonNullable<EmulatedWorkflowRun['conclusion']>;
  jobs?: JobSeed[];
}

function fullName(ctx: ObjectContext): string {
  return `${ctx.state.repository.owner}/${ctx.state.repository.name}`;
}

export function jobObject(ctx: ObjectContext, run: EmulatedWorkflowRun, job: EmulatedJob) {
  const api = `${ctx.apiUrl}/repos/${fullName(ctx)}`;
  return {
    id: job.id,
    run_id: run.id,
    run_url: `${api}/actions/runs/${run.id}`,
    run_attempt: job.runAttempt,
    node_id: nodeId('CR', job.id),
    head_sha: run.headSha,
    url: `${api}/actions/jobs/${job.id}`,
    html_url: `${ctx.htmlUrl}/${fullName(ctx)}/actions/runs/${run.id}/job/${job.id}`,
    status: job.status,
    conclusion: job.conclusion,
    created_at: job.startedAt,
    started_at: job.startedAt,
    completed_at: job.completedAt,
    name: job.name,
    steps: job.steps.map((step) => ({
      name: step.name,
      status: 'completed',
      conclusion: step.conclusion,
      number: step.number,
      started_at: job.startedAt,
      completed_at: job.completedAt,
    })),
    check_run_url: `${api}/check-runs/${job.id}`,
    labels: ['ubuntu-latest'],
    runner_id: 1,
    runner_name: 'GitHub Actions 1',
    runner_group_id: 1,
    runner_group_name: 'GitHub Actions',
    workflow_name: run.name,
    head_branch: run.headBranch,
  };
}

/** Completes a run's current attempt with its jobs. */
export function finishRun(ctx: ObjectContext, run: EmulatedWorkflowRun, seed: FinishSeed): void {
  const attempt = run.runAttempt ?? 1;
  const now = ctx.seq.now();
  run.status = 'completed';
  run.conclusion = seed.conclusion;
  run.runAttempt = attempt;
  run.jobs = [
    ...(run.jobs ?? []).filter((j) => j.runAttempt !== attempt),
    ...(
      seed.jobs ?? [
        { name: 'build', conclusion: seed.conclusion === 'success' ? 'success' : 'failure' },
      ]
    ).map((job): EmulatedJob => ({
      id: ctx.seq.id() * 10 + 7,
      runId: run.id,
      runAttempt: attempt,
      name: job.name,
      status: 'completed',
      conclusion: job.conclusion,
      steps: (
        job.steps ?? [
          { name: job.name, conclusion: job.conclusion === 'success' ? 'success' : 'failure' },
        ]
      ).map((step, i) => ({ name: step.name, number: i + 1, conclusion: step.conclusion })),
      ...(job.log !== undefined ? { log: job.log } : {}),
      ...(job.logStatus !== undefined ? { logStatus: job.logStatus } : {}),
      startedAt: now,
      completedAt: now,
    })),
  ];
}

/** Starts the run's next attempt (a re-run): queued again, its earlier jobs kept. */
export function rerun(run: EmulatedWorkflowRun): void {
  run.runAttempt = (run.runAttempt ?? 1) + 1;
  run.status = 'queued';
  run.conclusion = null;
}

function findRun(input: OperationInput): EmulatedWorkflowRun | undefined {
  const id = Number(input.params.run_id);
  return input.ctx.state.workflowRuns.find((r) => r.id === id);
}

function notFound() {
  return {
    status: 404,
    body: {
      message: 'Not Found',
      documentation_url: 'https://docs.github.com/rest/actions/workflow-jobs',
      status: '404',
    },
  };
}

function listJobs(input: OperationInput) {
  const run = findRun(input);
  if (!run) return notFound();
  const all = input.query.get('filter') === 'all';
  const jobs = (run.jobs ?? []).filter((j) => all || j.runAttempt === (run.runAttempt ?? 1));
  const perPage = Math.min(Math.max(Number(input.query.get('per_page') ?? 30) || 30, 1), 100);
  return {
    status: 200,
    body: {
      total_count: jobs.length,
      jobs: jobs.slice(0, perPage).map((j) => jobObject(input.ctx, run, j)),
    },
  };
}

function findJob(ctx: ObjectContext, id: number) {
  for (const run of ctx.state.workflowRuns) {
    const job = run.jobs?.find((j) => j.id === id);
    if (job) return { run, job };
  }
  return undefined;
}

const LOG_REFUSALS: Record<number, string> = {
  403: 'Resource not accessible by integration',
  404: 'Not Found',
  410: 'Gone',
};

function downloadLog(input: OperationInput) {
  const found = findJob(input.ctx, Number(input.params.job_id));
  if (!found || (found.job.log === undefined && found.job.logStatus === undefined))
    return notFound();
  const refused = found.job.logStatus;
  if (refused !== undefined)
    return {
      status: refused,
      body: {
        message: LOG_REFUSALS[refused]!,
        documentation_url:
          'https://docs.github.com/rest/actions/workflow-jobs#download-job-logs-for-a-workflow-run',
        status: String(refused),
      },
    };
  const location = `${input.ctx.apiUrl}${LOG_DOWNLOAD_PREFIX}${found.job.id}?sig=emulated`;
  return { status: 302, body: undefined, headers: { location } };
}

/** Serves a log's bytes at its download address; false when `path` is not one. */
export function serveLogDownload(ctx: ObjectContext, path: string, res: ServerResponse): boolean {
  if (!path.startsWith(LOG_DOWNLOAD_PREFIX)) return false;
  const found = findJob(ctx, Number(path.slice(LOG_DOWNLOAD_PREFIX.length)));
  const log = found?.job.log;
  if (log === undefined) {
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('BlobNotFound');
    return true;
  }
  const bytes = typeof log === 'string' ? Buffer.from(log, 'utf8') : log;
  res.writeHead(200, {
    'content-type': 'text/plain; charset=utf-8',
    'content-length': bytes.length,
  });
  res.end(bytes);
  return true;
}

export function jobOperations(
  requireRepo: (input: OperationInput) => void,
): Record<string, OperationHandler> {
  return {
    'actions/list-jobs-for-workflow-run': (input) => {
      requireRepo(input);
      return listJobs(input);
    },
    'actions/download-job-logs-for-workflow-run': (input) => {
      requireRepo(input);
      return downloadLog(input);
    },
  };
}
