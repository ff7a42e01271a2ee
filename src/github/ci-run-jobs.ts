/**
 * What a failed workflow run says: its failed jobs (one listing call) and each one's log (one
 * call per failed job: GitHub answers 302 to a signed download address, which is fetched
 * without the token and read up to LOG_MAX_BYTES). A log that cannot be used (too big, binary,
 * expired, not allowed) gives a warning, and the job still counts by its name and steps.
 */
import type { Octokit } from '@octokit/rest';
import { LOG_MAX_BYTES, logTail, looksBinary } from './ci-logs.js';

export interface FailedJob {
  id: number;
  name: string;
  conclusion: string;
  /** The steps that failed (or timed out / were cancelled), by name. */
  failedSteps: string[];
  htmlUrl?: string;
  /** The log's last lines, cleaned and redacted; undefined when the log could not be used. */
  logTail?: string[];
  /** Why the log is not used. */
  logProblem?: string;
}

const FAILED = new Set(['failure', 'timed_out', 'cancelled']);

/** The run's failed jobs with their log tails. API calls: 1 + one per failed job. */
export async function readFailedJobs(
  octokit: Octokit,
  target: { owner: string; repo: string; runId: number },
  warn: (message: string) => void,
): Promise<FailedJob[]> {
  const { data } = await octokit.rest.actions.listJobsForWorkflowRun({
    owner: target.owner,
    repo: target.repo,
    run_id: target.runId,
    filter: 'latest',
    per_page: 100,
  });
  const failed = data.jobs.filter((job) => job.conclusion && FAILED.has(job.conclusion));
  const jobs: FailedJob[] = [];
  for (const job of failed) {
    const entry: FailedJob = {
      id: job.id,
      name: job.name,
      conclusion: job.conclusion ?? 'failure',
      failedSteps: (job.steps ?? [])
        .filter((s) => s.conclusion && FAILED.has(s.conclusion))
        .map((s) => s.name),
      ...(job.html_url ? { htmlUrl: job.html_url } : {}),
    };
    const log = await downloadLog(octokit, target, job.id);
    if ('lines' in log) entry.logTail = log.lines;
    else {
      entry.logProblem = log.problem;
      warn(
        `CI: the log of job "${job.name}" is not used (${log.problem}); the task names its failed steps only.`,
      );
    }
    jobs.push(entry);
  }
  return jobs;
}

type LogOutcome = { lines: string[] } | { problem: string };

async function downloadLog(
  octokit: Octokit,
  target: { owner: string; repo: string },
  jobId: number,
): Promise<LogOutcome> {
  let location: string | undefined;
  try {
    const response = await octokit.rest.actions.downloadJobLogsForWorkflowRun({
      owner: target.owner,
      repo: target.repo,
      job_id: jobId,
      request: { redirect: 'manual' },
    });
    location = (response.headers as Record<string, string | undefined>).location;
  } catch (error) {
    const status = (error as { status?: number }).status;
    if (status === 410) return { problem: 'GitHub no longer keeps it (410)' };
    if (status === 403)
      return { problem: 'not allowed (403): give the job `permissions: actions: read`' };
    if (status === 404) return { problem: 'GitHub has no log for this job (404)' };
    return { problem: `could not download it: ${(error as Error).message}` };
  }
  if (!location) return { problem: 'GitHub gave no download address' };
  return fetchLog(location);
}

/** Reads the log from its signed address, giving up past LOG_MAX_BYTES. */
async function fetchLog(location: string): Promise<LogOutcome> {
  let response: Response;
  try {
    response = await fetch(location, { redirect: 'follow' });
  } catch (error) {
    return { problem: `could not download it: ${(error as Error).message}` };
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    return { problem: `the download answered ${response.status}` };
  }
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (declared > LOG_MAX_BYTES) {
    await response.body.cancel();
    return { problem: `it is ${megabytes(declared)}, over the ${megabytes(LOG_MAX_BYTES)} read` };
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > LOG_MAX_BYTES) {
      await reader.cancel();
      return { problem: `it is over the ${megabytes(LOG_MAX_BYTES)} read` };
    }
    chunks.push(value);
  }
  const bytes = Buffer.concat(chunks);
  if (looksBinary(bytes)) return { problem: 'it is not text' };
  return { lines: logTail(bytes.toString('utf8')) };
}

function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
