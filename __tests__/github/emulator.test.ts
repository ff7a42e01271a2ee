import { afterEach, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { createOctokit } from '../../src/github/client.js';
import { startGitHubEmulator, type GitHubEmulator } from '../../test-support/github-emulator.js';
import { createRepoWithOrigin } from '../../test-support/git-repo.js';
import { loadGitHubOpenApi } from '../../test-support/github-openapi.js';

const started: GitHubEmulator[] = [];
const cleanups: (() => void)[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((e) => e.close()));
  cleanups.splice(0).forEach((cleanup) => cleanup());
});

async function emulator(
  options?: Parameters<typeof startGitHubEmulator>[0],
): Promise<GitHubEmulator> {
  const e = await startGitHubEmulator(options);
  started.push(e);
  return e;
}

async function call(e: GitHubEmulator, method: string, path: string, body?: unknown) {
  const response = await fetch(`${e.url}${path}`, {
    method,
    headers: { authorization: 'token t', 'content-type': 'application/json' },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('GitHub emulator request validation', () => {
  it('answers pulls/create without head like GitHub and records the invalid request', async () => {
    const e = await emulator();
    const answer = await call(e, 'POST', '/repos/acme/widgets/pulls', { base: 'main', title: 'T' });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe('Invalid request.\n\n"head" wasn\'t supplied.');
    expect(e.validationErrors).toEqual([
      expect.objectContaining({ kind: 'request', operationId: 'pulls/create', method: 'POST' }),
    ]);
    expect(e.state.pulls.size).toBe(0);
    expect(() => e.assertNoValidationErrors()).toThrow(
      /request POST \/repos\/acme\/widgets\/pulls \(pulls\/create\)/,
    );
  });

  it('rejects wrong types, bad enums, unparsable JSON and unknown routes', async () => {
    const e = await emulator();
    e.setBranch('topic');
    expect(
      (await call(e, 'POST', '/repos/acme/widgets/statuses/' + 'a'.repeat(40), { state: 'done' }))
        .status,
    ).toBe(422);
    expect((await call(e, 'GET', '/repos/acme/widgets/pulls?state=merged')).status).toBe(422);
    expect(
      (await call(e, 'POST', '/repos/acme/widgets/issues/1/comments', '{"body": ')).status,
    ).toBe(400);
    expect((await call(e, 'DELETE', '/repos/acme/widgets')).status).toBe(404);
    expect(e.validationErrors.map((f) => f.kind)).toEqual([
      'request',
      'request',
      'request',
      'unknown-operation',
    ]);
    expect(e.state.statuses).toHaveLength(0);
  });

  it('keeps validationErrors empty for valid traffic through octokit', async () => {
    const e = await emulator();
    const octokit = createOctokit({ token: 't', baseUrl: e.url, secondMs: 1 });
    const issue = e.addIssue({ title: 'Plan me', labels: ['ralph'] });
    e.addComment({ issueNumber: issue.number, body: '/ralph plan', user: 'alice' });
    await octokit.rest.repos.get({ owner: 'acme', repo: 'widgets' });
    await octokit.rest.issues.get({ owner: 'acme', repo: 'widgets', issue_number: issue.number });
    await octokit.rest.issues.listComments({
      owner: 'acme',
      repo: 'widgets',
      issue_number: issue.number,
    });
    await octokit.rest.issues.addLabels({
      owner: 'acme',
      repo: 'widgets',
      issue_number: issue.number,
      labels: ['planned'],
    });
    await octokit.rest.issues.removeLabel({
      owner: 'acme',
      repo: 'widgets',
      issue_number: issue.number,
      name: 'ralph',
    });
    await octokit.rest.repos.getCombinedStatusForRef({
      owner: 'acme',
      repo: 'widgets',
      ref: 'main',
    });
    expect(e.requests.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(e.requests.every((r) => r.authenticated)).toBe(true);
    expect(e.state.issues.get(issue.number)!.labels).toEqual(['planned']);
    expect(e.validationErrors).toEqual([]);
  });
});

describe('GitHub emulator validators compiled up front (as the bench does)', () => {
  it('refuses and accepts the same requests as when they compile at first use', async () => {
    (await loadGitHubOpenApi()).compileAll();
    const e = await emulator();
    const noHead = await call(e, 'POST', '/repos/acme/widgets/pulls', { base: 'main', title: 'T' });
    expect(noHead.status).toBe(422);
    const sha = 'a'.repeat(40);
    expect(
      (await call(e, 'POST', `/repos/acme/widgets/statuses/${sha}`, { state: 'done' })).status,
    ).toBe(422);
    expect(
      (await call(e, 'POST', `/repos/acme/widgets/statuses/${sha}`, { state: 'success' })).status,
    ).toBe(201);
    expect(e.validationErrors.map((f) => f.operationId)).toEqual([
      'pulls/create',
      'repos/create-commit-status',
    ]);
  });
});

describe('GitHub emulator response validation', () => {
  it('records (and answers 500 for) a response that breaks the description', async () => {
    const e = await emulator();
    const pull = e.addPull({ head: 'topic' });
    (pull as { state: string }).state = 'merged';
    const answer = await call(e, 'GET', `/repos/acme/widgets/pulls/${pull.number}`);
    expect(answer.status).toBe(500);
    expect(e.validationErrors).toEqual([
      expect.objectContaining({ kind: 'response', operationId: 'pulls/get', status: 200 }),
    ]);
    expect(e.validationErrors[0]!.errors.join()).toMatch(/state/);
  });
});

describe('GitHub emulator workflow dispatches', () => {
  const dispatch = async (e: GitHubEmulator, body: unknown) =>
    fetch(`${e.url}/repos/acme/widgets/actions/workflows/ralph.yml/dispatches`, {
      method: 'POST',
      headers: { authorization: 'token t', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('answers 204 without a body, records the dispatch, and refuses an unknown ref', async () => {
    const e = await emulator();
    e.setBranch('main');
    const ok = await dispatch(e, { ref: 'main', inputs: { 'chain-depth': '2' } });
    expect(ok.status).toBe(204);
    expect(await ok.text()).toBe('');
    const unknown = await dispatch(e, { ref: 'nope' });
    expect(unknown.status).toBe(422);
    expect(((await unknown.json()) as { message: string }).message).toBe('No ref found for: nope');
    const invalid = await dispatch(e, { inputs: {} });
    expect(invalid.status).toBe(422);
    expect(e.requestsFor('actions/create-workflow-dispatch').map((r) => r.status)).toEqual([
      204, 422, 422,
    ]);
    // Only the request without a ref broke the description.
    expect(e.validationErrors).toEqual([
      expect.objectContaining({ kind: 'request', operationId: 'actions/create-workflow-dispatch' }),
    ]);
  });
});

describe('GitHub emulator behaviour', () => {
  it('ignores a head filter without the owner, like GitHub, and paginates with Link headers', async () => {
    const e = await emulator();
    const octokit = createOctokit({ token: 't', baseUrl: e.url, secondMs: 1 });
    for (let i = 0; i < 5; i++) e.addPull({ head: `topic-${i}` });
    const bare = await octokit.rest.pulls.list({ owner: 'acme', repo: 'widgets', head: 'topic-1' });
    expect(bare.data).toHaveLength(5);
    const qualified = await octokit.rest.pulls.list({
      owner: 'acme',
      repo: 'widgets',
      head: 'acme:topic-1',
    });
    expect(qualified.data.map((p) => p.head.ref)).toEqual(['topic-1']);
    const all = await octokit.paginate(octokit.rest.pulls.list, {
      owner: 'acme',
      repo: 'widgets',
      per_page: 2,
    });
    expect(all.map((p) => p.head.ref).sort()).toEqual([
      'topic-0',
      'topic-1',
      'topic-2',
      'topic-3',
      'topic-4',
    ]);
    expect(e.requestsFor('pulls/list')).toHaveLength(5);
    expect(e.validationErrors).toEqual([]);
  });

  it('refuses a wrong token with 401 when a token is required', async () => {
    const e = await emulator({ token: 'right' });
    const octokit = createOctokit({
      token: 'wrong',
      baseUrl: e.url,
      secondMs: 1,
      log: { warn: () => {}, error: () => {} },
    });
    await expect(octokit.rest.repos.get({ owner: 'acme', repo: 'widgets' })).rejects.toMatchObject({
      status: 401,
    });
    const good = createOctokit({ token: 'right', baseUrl: e.url, secondMs: 1 });
    await expect(good.rest.repos.get({ owner: 'acme', repo: 'widgets' })).resolves.toMatchObject({
      status: 200,
    });
  });

  it('records GraphQL the schema refuses, or the emulator does not model, as invalid', async () => {
    const e = await emulator();
    const octokit = createOctokit({ token: 't', baseUrl: e.url, secondMs: 1 });
    await expect(octokit.graphql('query { viewer { loginn } }')).rejects.toThrow(
      /Field 'loginn' doesn't exist on type 'User'/,
    );
    await expect(
      octokit.graphql(
        'mutation($id: ID!) { mergePullRequest(input: { pullRequestId: $id }) { pullRequest { id } } }',
        { id: 'x' },
      ),
    ).rejects.toThrow(/does not model Mutation.mergePullRequest/);
    expect(e.validationErrors.map((f) => f.kind)).toEqual(['graphql', 'graphql']);
  });

  it('reads branches and commits from an attached origin repository', async () => {
    const repo = createRepoWithOrigin({ 'README.md': 'hello\n' });
    cleanups.push(repo.cleanup);
    const e = await emulator({ originDir: repo.origin });
    const octokit = createOctokit({
      token: 't',
      baseUrl: e.url,
      secondMs: 1,
      log: { warn: () => {}, error: () => {} },
    });

    repo.git(['checkout', '-q', '-b', 'ralph/widgets']);
    await expect(
      octokit.rest.pulls.create({
        owner: 'acme',
        repo: 'widgets',
        head: 'ralph/widgets',
        base: 'main',
        title: 'T',
      }),
    ).rejects.toMatchObject({ status: 422 }); // not pushed yet
    repo.git(['push', '-q', 'origin', 'ralph/widgets']);
    await expect(
      octokit.rest.pulls.create({
        owner: 'acme',
        repo: 'widgets',
        head: 'ralph/widgets',
        base: 'main',
        title: 'T',
      }),
    ).rejects.toMatchObject({
      response: { data: { errors: [{ message: 'No commits between main and ralph/widgets' }] } },
    });

    repo.write({ 'a.txt': 'a\n' });
    repo.git(['add', '-A']);
    repo.git(['commit', '-q', '-m', 'add a']);
    repo.git(['push', '-q', 'origin', 'ralph/widgets']);
    const created = await octokit.rest.pulls.create({
      owner: 'acme',
      repo: 'widgets',
      head: 'ralph/widgets',
      base: 'main',
      title: 'T',
    });
    expect(created.data.head.sha).toBe(repo.git(['rev-parse', 'HEAD']));

    // A later push moves the pull request's head, as on GitHub.
    repo.write({ 'b.txt': 'b\n' });
    repo.git(['add', '-A']);
    repo.git(['commit', '-q', '-m', 'add b']);
    repo.git(['push', '-q', 'origin', 'ralph/widgets']);
    const fetched = await octokit.rest.pulls.get({
      owner: 'acme',
      repo: 'widgets',
      pull_number: created.data.number,
    });
    expect(fetched.data.head.sha).toBe(
      execFileSync('git', ['--git-dir', repo.origin, 'rev-parse', 'ralph/widgets'], {
        encoding: 'utf8',
      }).trim(),
    );

    await expect(
      octokit.rest.repos.createCommitStatus({
        owner: 'acme',
        repo: 'widgets',
        sha: 'f'.repeat(40),
        state: 'success',
      }),
    ).rejects.toMatchObject({ status: 422 });
    expect(e.validationErrors).toEqual([]);
  });
});

describe("GitHub's answers the OpenAPI description does not give", () => {
  it("Actions not allowed to open pull requests: 403 with GitHub's message", async () => {
    const e = await emulator();
    e.setBranch('topic');
    e.state.repository.actionsCanCreatePullRequests = false;
    const answer = await call(e, 'POST', '/repos/acme/widgets/pulls', {
      head: 'topic',
      base: 'main',
      title: 'T',
    });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(
      'GitHub Actions is not permitted to create or approve pull requests.',
    );
    expect(e.state.pulls.size).toBe(0);
    // Updating an existing pull request is still allowed.
    const pull = e.addPull({ head: 'topic' });
    expect(
      (await call(e, 'PATCH', `/repos/acme/widgets/pulls/${pull.number}`, { body: 'new' })).status,
    ).toBe(200);
    expect(e.validationErrors).toEqual([]);
  });

  it('drafts refused: 422 with the top-level message, on create and on conversion', async () => {
    const e = await emulator();
    e.setBranch('topic');
    e.state.repository.draftPullRequests = false;
    const create = { head: 'topic', base: 'main', title: 'T' };
    const answer = await call(e, 'POST', '/repos/acme/widgets/pulls', { ...create, draft: true });
    expect(answer).toMatchObject({
      status: 422,
      body: { message: 'Draft pull requests are not supported in this repository.' },
    });
    expect(answer.body.errors).toBeUndefined();
    expect((await call(e, 'POST', '/repos/acme/widgets/pulls', create)).status).toBe(201);
    // A second create for the same head: "already exists", in `errors`.
    const again = await call(e, 'POST', '/repos/acme/widgets/pulls', create);
    expect(again).toMatchObject({
      status: 422,
      body: {
        message: 'Validation Failed',
        errors: [
          expect.objectContaining({ message: 'A pull request already exists for acme:topic.' }),
        ],
      },
    });
    const pull = [...e.state.pulls.values()][0]!;
    const convert = await call(e, 'POST', '/graphql', {
      query:
        'mutation($id: ID!) { convertPullRequestToDraft(input: { pullRequestId: $id }) { pullRequest { isDraft } } }',
      variables: { id: pull.nodeId },
    });
    expect(convert.body).toMatchObject({
      data: { convertPullRequestToDraft: null },
      errors: [{ message: 'Draft pull requests are not supported in this repository.' }],
    });
    expect(pull.draft).toBe(false);
    expect(e.validationErrors).toEqual([]);
  });

  it('the head filter works only as owner:branch', async () => {
    const e = await emulator();
    e.addPull({ head: 'topic' });
    e.addPull({ head: 'other' });
    const bare = await fetch(`${e.url}/repos/acme/widgets/pulls?head=topic`);
    expect(((await bare.json()) as unknown[]).length).toBe(2);
    const qualified = await fetch(`${e.url}/repos/acme/widgets/pulls?head=acme:topic`);
    expect(((await qualified.json()) as unknown[]).length).toBe(1);
  });

  it('server errors and rate limits as GitHub sends them, for the next calls only', async () => {
    const e = await emulator();
    e.injectServerError('repos/get', { status: 500, times: 2 });
    e.injectSecondaryRateLimit('pulls/list', { retryAfterSeconds: 7, status: 429 });
    e.injectPrimaryRateLimit('issues/get', { resetInSeconds: 60 });
    e.injectServerError('graphql');
    const get = (path: string) => fetch(`${e.url}${path}`);
    expect((await get('/repos/acme/widgets')).status).toBe(500);
    expect((await get('/repos/acme/widgets')).status).toBe(500);
    expect((await get('/repos/acme/widgets')).status).toBe(200);
    const limited = await get('/repos/acme/widgets/pulls');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('7');
    expect(((await limited.json()) as { message: string }).message).toMatch(
      /^You have exceeded a secondary rate limit/,
    );
    const primary = await get('/repos/acme/widgets/issues/1');
    expect(primary.status).toBe(403);
    expect(primary.headers.get('x-ratelimit-remaining')).toBe('0');
    const reset = Number(primary.headers.get('x-ratelimit-reset'));
    expect(reset).toBeGreaterThan(Date.now() / 1000 + 30);
    expect((await call(e, 'POST', '/graphql', { query: 'mutation {}' })).status).toBe(502);
    expect(e.requests.filter((r) => r.fault).map((r) => r.operationId)).toEqual([
      'repos/get',
      'repos/get',
      'pulls/list',
      'issues/get',
      'graphql',
    ]);
  });
});
