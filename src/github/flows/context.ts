import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ActionContext } from './host.js';

/** Reads the runner's GITHUB_* / RUNNER_* variables; names what is missing. */
export function readActionContext(env: NodeJS.ProcessEnv): ActionContext {
  const repository = env.GITHUB_REPOSITORY ?? '';
  const [owner, repo] = repository.split('/');
  if (!owner || !repo) {
    throw new Error(
      `GITHUB_REPOSITORY must be "owner/repo" (got "${repository}"). Is this running inside GitHub Actions?`,
    );
  }
  const eventName = env.GITHUB_EVENT_NAME ?? '';
  let eventPayload: unknown = {};
  if (env.GITHUB_EVENT_PATH) {
    try {
      eventPayload = JSON.parse(readFileSync(env.GITHUB_EVENT_PATH, 'utf8'));
    } catch (error) {
      throw new Error(
        `Cannot read the event payload at GITHUB_EVENT_PATH: ${(error as Error).message}`,
      );
    }
  }
  const serverUrl = (env.GITHUB_SERVER_URL ?? 'https://github.com').replace(/\/$/, '');
  const runId = env.GITHUB_RUN_ID;
  const runnerTemp = env.RUNNER_TEMP ?? tmpdir();
  return {
    eventName,
    eventPayload,
    owner,
    repo,
    workspace: env.GITHUB_WORKSPACE ?? process.cwd(),
    runnerTemp,
    toolCache: env.RUNNER_TOOL_CACHE ?? join(runnerTemp, 'tool-cache'),
    serverUrl,
    apiUrl: (env.GITHUB_API_URL ?? 'https://api.github.com').replace(/\/$/, ''),
    ...(env.GITHUB_GRAPHQL_URL ? { graphqlUrl: env.GITHUB_GRAPHQL_URL.replace(/\/+$/, '') } : {}),
    runId,
    runUrl: runId ? `${serverUrl}/${owner}/${repo}/actions/runs/${runId}` : undefined,
    actor: env.GITHUB_ACTOR,
    sha: env.GITHUB_SHA,
  };
}
