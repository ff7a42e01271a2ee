import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import {
  apiUrlFromEnv,
  createOctokit,
  MAX_RATE_LIMIT_WAIT_SECONDS,
  RATE_LIMIT_RETRIES,
  safeToRepeat,
  secondMsFromEnv,
  SERVER_ERROR_RETRIES,
  waitForRateLimit,
} from '../../src/github/client.js';
import { startGitHubEmulator } from '../../test-support/github-emulator.js';
import { startGitHubTestKit, type GitHubTestKit } from '../../test-support/github-test-kit.js';

let kit: GitHubTestKit;
beforeEach(async () => {
  kit = await startGitHubTestKit();
});
afterEach(async () => {
  await kit.done();
});

describe('createOctokit retries server errors where a repeat is safe', () => {
  it('retries a GET after a server error', async () => {
    kit.emulator.injectServerError('repos/get', { status: 502 });
    const repo = await kit.octokit.rest.repos.get({ owner: kit.owner, repo: kit.repo });
    expect(repo.data.full_name).toBe('acme/widgets');
    expect(kit.emulator.requestsFor('repos/get').map((r) => r.status)).toEqual([502, 200]);
  });

  it(`gives up after ${SERVER_ERROR_RETRIES} retries`, async () => {
    kit.emulator.injectServerError('repos/get', { status: 503, times: 10 });
    await expect(
      kit.octokit.rest.repos.get({ owner: kit.owner, repo: kit.repo }),
    ).rejects.toMatchObject({ status: 503 });
    expect(kit.emulator.requestsFor('repos/get')).toHaveLength(SERVER_ERROR_RETRIES + 1);
  });

  it('retries creating a pull request and a commit status after a 500', async () => {
    const sha = kit.emulator.setBranch('topic');
    kit.emulator.injectServerError('pulls/create', { status: 500 });
    kit.emulator.injectServerError('repos/create-commit-status', { status: 502 });
    await kit.octokit.rest.pulls.create({
      owner: kit.owner,
      repo: kit.repo,
      head: 'topic',
      base: 'main',
      title: 'T',
    });
    await kit.octokit.rest.repos.createCommitStatus({
      owner: kit.owner,
      repo: kit.repo,
      sha,
      state: 'pending',
      context: 'ralph',
    });
    expect(kit.emulator.requestsFor('pulls/create').map((r) => r.status)).toEqual([500, 201]);
    expect(kit.emulator.requestsFor('repos/create-commit-status').map((r) => r.status)).toEqual([
      502, 201,
    ]);
    expect(kit.emulator.state.pulls.size).toBe(1);
    expect(kit.emulator.state.statuses).toHaveLength(1);
  });

  it('never posts a comment twice, and never retries a client error', async () => {
    kit.emulator.injectServerError('issues/create-comment', { status: 502 });
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
    ).rejects.toMatchObject({ status: 404 });
    expect(kit.emulator.requestsFor('pulls/get')).toHaveLength(1);
  });

  it('does not retry "Resource not accessible by integration"', async () => {
    kit.emulator.injectFault({
      operationId: 'repos/get',
      status: 403,
      body: { message: 'Resource not accessible by integration' },
    });
    await expect(
      kit.octokit.rest.repos.get({ owner: kit.owner, repo: kit.repo }),
    ).rejects.toMatchObject({ status: 403 });
    expect(kit.emulator.requestsFor('repos/get')).toHaveLength(1);
  });
});

describe('createOctokit waits out rate limits as GitHub asks', () => {
  // A second lasts 20 ms here: the waits are real, only shorter.
  const SECOND_MS = 20;
  const warnings: string[] = [];
  const client = () =>
    createOctokit({
      token: 't',
      baseUrl: kit.emulator.url,
      secondMs: SECOND_MS,
      log: { warn: (m) => warnings.push(m), error: () => {} },
    });
  const gap = (operationId: string): number => {
    const [first, second] = kit.emulator.requestsFor(operationId);
    return second!.at - first!.at;
  };
  beforeEach(() => {
    warnings.length = 0;
  });

  it.each([403, 429] as const)(
    'a secondary rate limit (%i, retry-after 5) on a POST: one retry, after 5 seconds',
    async (status) => {
      const sha = kit.emulator.setBranch('topic');
      kit.emulator.injectSecondaryRateLimit('repos/create-commit-status', {
        status,
        retryAfterSeconds: 5,
      });
      await client().rest.repos.createCommitStatus({
        owner: kit.owner,
        repo: kit.repo,
        sha,
        state: 'success',
        context: 'ralph',
      });
      expect(kit.emulator.requestsFor('repos/create-commit-status').map((r) => r.status)).toEqual([
        status,
        201,
      ]);
      expect(gap('repos/create-commit-status')).toBeGreaterThanOrEqual(5 * SECOND_MS);
      expect(warnings).toEqual([
        expect.stringMatching(/secondary rate limit stopped POST .*statuses.*; retrying in 5 s/),
      ]);
    },
  );

  it('the primary rate limit: waits until x-ratelimit-reset, then retries', async () => {
    kit.emulator.injectPrimaryRateLimit('pulls/list', { resetInSeconds: 3 });
    await client().rest.pulls.list({ owner: kit.owner, repo: kit.repo });
    expect(kit.emulator.requestsFor('pulls/list').map((r) => r.status)).toEqual([403, 200]);
    expect(gap('pulls/list')).toBeGreaterThanOrEqual(3 * SECOND_MS);
    expect(warnings[0]).toMatch(/GitHub's rate limit stopped GET/);
  });

  it(`does not wait more than ${MAX_RATE_LIMIT_WAIT_SECONDS} s`, async () => {
    kit.emulator.injectSecondaryRateLimit('pulls/list', { retryAfterSeconds: 3600 });
    await expect(
      client().rest.pulls.list({ owner: kit.owner, repo: kit.repo }),
    ).rejects.toMatchObject({ status: 403 });
    expect(kit.emulator.requestsFor('pulls/list')).toHaveLength(1);
    expect(warnings[0]).toMatch(/for 3600 s; not waiting that long/);
  });
});

describe('retry policy', () => {
  it.each([
    ['GET', '/repos/{owner}/{repo}/pulls', true],
    ['PATCH', '/repos/{owner}/{repo}/pulls/{pull_number}', true],
    ['POST', '/repos/{owner}/{repo}/pulls', true],
    ['POST', '/repos/{owner}/{repo}/statuses/{sha}', true],
    ['POST', '/graphql', true],
    ['POST', '/repos/{owner}/{repo}/issues/comments/{comment_id}/reactions', true],
    ['POST', '/repos/{owner}/{repo}/issues/{issue_number}/comments', false],
    ['POST', 'https://api.github.com/repos/a/b/issues/3/comments', false],
  ])('%s %s is safe to repeat: %s', (method, url, expected) => {
    expect(safeToRepeat(method, url)).toBe(expected);
  });

  it.each([
    [60, 0, true],
    [MAX_RATE_LIMIT_WAIT_SECONDS, 1, true],
    [MAX_RATE_LIMIT_WAIT_SECONDS + 1, 0, false],
    [1, RATE_LIMIT_RETRIES, false],
  ])('a rate limit of %i s on retry %i is waited out: %s', (seconds, count, expected) => {
    expect(waitForRateLimit(seconds, count)).toBe(expected);
  });

  it('reads the scaled second only from the test variable', () => {
    expect(secondMsFromEnv({})).toBeUndefined();
    expect(secondMsFromEnv({ RALPH_TEST_GITHUB_SECOND_MS: '2' })).toBe(2);
    expect(secondMsFromEnv({ RALPH_TEST_GITHUB_SECOND_MS: 'x' })).toBeUndefined();
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

describe('createOctokit against GitHub Enterprise Server (/api/v3, /api/graphql)', () => {
  const MARK_READY =
    'mutation($id: ID!) { markPullRequestReadyForReview(input: { pullRequestId: $id }) { pullRequest { isDraft } } }';

  it('sends GraphQL to /api/graphql and retries it after a server error there too', async () => {
    const ghes = await startGitHubEmulator({ enterprise: true });
    try {
      const octokit = createOctokit({ token: 't', baseUrl: ghes.apiUrl, secondMs: 1 });
      const pull = ghes.addPull({ head: 'topic', draft: true });
      ghes.injectServerError('graphql', { status: 502 });
      await octokit.graphql(MARK_READY, { id: pull.nodeId });
      expect(ghes.requestsFor('graphql').map((r) => r.status)).toEqual([502, 200]);
      expect(pull.draft).toBe(false);
      expect(safeToRepeat('POST', `${ghes.url}/api/graphql`)).toBe(true);
      ghes.assertNoValidationErrors();
    } finally {
      await ghes.close();
    }
  });

  it('sends GraphQL to GITHUB_GRAPHQL_URL when it is given', async () => {
    const ghes = await startGitHubEmulator({ enterprise: true });
    try {
      const octokit = createOctokit({
        token: 't',
        baseUrl: kit.emulator.url,
        graphqlUrl: `${ghes.graphqlUrl}/`,
      });
      const pull = ghes.addPull({ head: 'topic', draft: true });
      await octokit.graphql(MARK_READY, { id: pull.nodeId });
      expect(ghes.requestsFor('graphql')).toHaveLength(1);
      expect(kit.emulator.requestsFor('graphql')).toEqual([]);
      expect(pull.draft).toBe(false);
    } finally {
      await ghes.close();
    }
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
