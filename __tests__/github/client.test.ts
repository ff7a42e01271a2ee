import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { apiUrlFromEnv, createOctokit, retryDelay } from '../../src/github/client.js';
import { startGitHubTestKit, type GitHubTestKit } from '../../test-support/github-test-kit.js';

let kit: GitHubTestKit;
beforeEach(async () => {
  kit = await startGitHubTestKit();
});
afterEach(async () => {
  await kit.done();
});

describe('createOctokit retries', () => {
  it('retries a GET once after a server error', async () => {
    kit.emulator.injectFault({ operationId: 'repos/get', status: 502 });
    const repo = await kit.octokit.rest.repos.get({ owner: kit.owner, repo: kit.repo });
    expect(repo.data.full_name).toBe('acme/widgets');
    expect(kit.emulator.requestsFor('repos/get').map((r) => r.status)).toEqual([502, 200]);
  });

  it('gives up after one retry', async () => {
    kit.emulator.injectFault({ operationId: 'repos/get', status: 503, times: 2 });
    await expect(
      kit.octokit.rest.repos.get({ owner: kit.owner, repo: kit.repo }),
    ).rejects.toMatchObject({ status: 503 });
    expect(kit.emulator.requestsFor('repos/get')).toHaveLength(2);
  });

  it('retries a GET after a secondary rate limit', async () => {
    kit.emulator.injectFault({
      operationId: 'pulls/list',
      status: 403,
      headers: { 'retry-after': '0' },
      body: {
        message:
          'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
      },
    });
    await kit.octokit.rest.pulls.list({ owner: kit.owner, repo: kit.repo });
    expect(kit.emulator.requestsFor('pulls/list').map((r) => r.status)).toEqual([403, 200]);
  });

  it('never retries a POST, nor a client error', async () => {
    kit.emulator.injectFault({ operationId: 'issues/create-comment', status: 502 });
    const pull = kit.emulator.addPull({ head: 'topic' });
    await expect(
      kit.octokit.rest.issues.createComment({
        owner: kit.owner,
        repo: kit.repo,
        issue_number: pull.number,
        body: 'hi',
      }),
    ).rejects.toMatchObject({ status: 502 });
    expect(kit.emulator.requestsFor('issues/create-comment')).toHaveLength(1);
    expect(kit.emulator.state.comments).toHaveLength(0);

    await expect(
      kit.octokit.rest.pulls.get({ owner: kit.owner, repo: kit.repo, pull_number: 999 }),
    ).rejects.toMatchObject({
      status: 404,
    });
    expect(kit.emulator.requestsFor('pulls/get')).toHaveLength(1);
  });
});

describe('retryDelay', () => {
  const options = { retryDelayMs: 1000, maxRateLimitWaitMs: 60_000 };
  it.each([
    ['GET', { status: 500 }, 1000],
    ['DELETE', { status: 502 }, 1000],
    ['POST', { status: 500 }, undefined],
    ['PATCH', { status: 500 }, undefined],
    ['GET', { status: 404 }, undefined],
    ['GET', { status: 422 }, undefined],
    ['GET', { status: 403, message: 'Resource not accessible by integration' }, undefined],
    ['GET', { status: 403, response: { headers: { 'retry-after': '5' } } }, 5000],
    ['GET', { status: 429, response: { headers: { 'retry-after': '600' } } }, 60_000],
    ['GET', { status: 403, message: 'You have exceeded a secondary rate limit' }, 60_000],
    ['GET', new Error('socket hang up'), undefined],
  ])('%s %j -> %s', (method, error, expected) => {
    expect(retryDelay(error, method, options)).toBe(expected);
  });
});

describe('createOctokit against a plain http://127.0.0.1:PORT API root', () => {
  it('sends REST and GraphQL requests to the emulator from GITHUB_API_URL', async () => {
    const octokit = createOctokit({
      token: 't',
      baseUrl: apiUrlFromEnv({ GITHUB_API_URL: `${kit.emulator.url}/` }),
    });
    const pull = kit.emulator.addPull({ head: 'topic', draft: true });
    await octokit.rest.pulls.get({ owner: kit.owner, repo: kit.repo, pull_number: pull.number });
    await octokit.graphql(
      'mutation($id: ID!) { markPullRequestReadyForReview(input: { pullRequestId: $id }) { pullRequest { isDraft } } }',
      {
        id: pull.nodeId,
      },
    );
    expect(kit.emulator.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /repos/acme/widgets/pulls/${pull.number}`,
      'POST /graphql',
    ]);
    expect(pull.draft).toBe(false);
  });
});

describe('apiUrlFromEnv', () => {
  it('uses GITHUB_API_URL without a trailing slash, else api.github.com', () => {
    expect(apiUrlFromEnv({ GITHUB_API_URL: 'http://127.0.0.1:8080/' })).toBe(
      'http://127.0.0.1:8080',
    );
    expect(apiUrlFromEnv({ GITHUB_API_URL: 'https://ghe.example.com/api/v3' })).toBe(
      'https://ghe.example.com/api/v3',
    );
    expect(apiUrlFromEnv({})).toBe('https://api.github.com');
  });
});
