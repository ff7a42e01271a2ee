import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import {
  ensurePullRequest,
  getPullRequest,
  PullRequestCreationForbiddenError,
  setDraft,
  type PullRequestMemory,
} from '../../src/github/pulls.js';
import { startGitHubTestKit, type GitHubTestKit } from '../../test-support/github-test-kit.js';

let kit: GitHubTestKit;
beforeEach(async () => {
  kit = await startGitHubTestKit();
});
afterEach(async () => {
  await kit.done();
});

function args(overrides: Partial<Parameters<typeof ensurePullRequest>[1]> = {}) {
  return {
    owner: kit.owner,
    repo: kit.repo,
    head: 'ralph/widgets',
    base: 'main',
    title: 'Ralph: Widgets',
    body: '2 of 5 tasks done',
    draft: true,
    ...overrides,
  };
}

describe('ensurePullRequest', () => {
  it('creates, then leaves alone, then updates the pull request', async () => {
    const headSha = kit.emulator.setBranch('ralph/widgets');

    const created = await ensurePullRequest(kit.octokit, args());
    expect(created).toMatchObject({ outcome: 'created', draft: true, headSha });
    expect(created.url).toBe(`https://github.com/acme/widgets/pull/${created.number}`);
    expect(created.nodeId).toMatch(/^PR_/);
    const stored = kit.emulator.state.pulls.get(created.number)!;
    expect(stored).toMatchObject({
      title: 'Ralph: Widgets',
      body: '2 of 5 tasks done',
      draft: true,
    });
    expect(stored.head).toMatchObject({ ref: 'ralph/widgets', repoFullName: 'acme/widgets' });

    const same = await ensurePullRequest(kit.octokit, args());
    expect(same).toMatchObject({ outcome: 'unchanged', number: created.number });
    expect(kit.emulator.requestsFor('pulls/update')).toHaveLength(0);

    const updated = await ensurePullRequest(kit.octokit, args({ body: '3 of 5 tasks done' }));
    expect(updated).toMatchObject({ outcome: 'updated', number: created.number });
    expect(kit.emulator.state.pulls.get(created.number)!.body).toBe('3 of 5 tasks done');
    expect(kit.emulator.state.pulls.size).toBe(1);
    // Looked up first every time, through the owner-qualified head filter; created only once.
    expect(kit.emulator.requestsFor('pulls/list').map((r) => r.query.head)).toEqual([
      'acme:ralph/widgets',
      'acme:ralph/widgets',
      'acme:ralph/widgets',
    ]);
    expect(kit.emulator.requestsFor('pulls/create').map((r) => r.status)).toEqual([201]);
    expect(kit.emulator.requests.filter((r) => r.status >= 400)).toEqual([]);
  });

  it('finds and updates a pull request someone else opened, without trying to create one', async () => {
    kit.emulator.addPull({
      head: 'ralph/widgets',
      title: 'Old title',
      body: 'old',
      user: 'octocat',
    });
    // A pull request from another branch, and one from a fork with the same branch name.
    kit.emulator.addPull({ head: 'feature/other', title: 'Unrelated' });
    kit.emulator.addPull({
      head: 'ralph/widgets',
      headRepoFullName: 'forker/widgets',
      title: 'From a fork',
    });

    const result = await ensurePullRequest(kit.octokit, args());

    expect(kit.emulator.requestsFor('pulls/create')).toEqual([]);
    expect(result.outcome).toBe('updated');
    const pull = kit.emulator.state.pulls.get(result.number)!;
    expect(pull).toMatchObject({
      title: 'Ralph: Widgets',
      body: '2 of 5 tasks done',
      user: 'octocat',
    });
    expect(pull.head.repoFullName).toBe('acme/widgets');
  });

  it('says why GitHub refused when the branch has no commits beyond the base', async () => {
    kit.emulator.setBranch('ralph/widgets', kit.emulator.state.branches.get('main'));
    await expect(ensurePullRequest(kit.octokit, args())).rejects.toThrow(
      'GitHub refused to open a pull request from ralph/widgets into main: No commits between main and ralph/widgets',
    );
  });

  it('opens a ready pull request where drafts are not supported, and remembers', async () => {
    kit.emulator.setBranch('ralph/widgets');
    kit.emulator.state.repository.draftPullRequests = false;
    const memory: PullRequestMemory = {};
    const created = await ensurePullRequest(kit.octokit, args(), memory);
    expect(created).toMatchObject({ outcome: 'created', draft: false });
    expect(kit.emulator.requestsFor('pulls/create').map((r) => r.status)).toEqual([422, 201]);
    expect(memory).toEqual({ draftsUnsupported: true });
    // Converting it to a draft later is not even tried.
    await expect(setDraft(kit.octokit, created, true, memory)).resolves.toEqual({
      changed: false,
      draft: false,
    });
    expect(kit.emulator.requestsFor('graphql')).toEqual([]);
  });

  it('when another run opened it between the look-up and the create: finds and updates it', async () => {
    kit.emulator.setBranch('ralph/widgets');
    const theirs = kit.emulator.addPull({ head: 'ralph/widgets', title: 'Theirs', body: 'x' });
    // The first look-up answers before their pull request is there.
    kit.emulator.injectFault({ operationId: 'pulls/list', status: 200, body: [] });
    const result = await ensurePullRequest(kit.octokit, args());
    expect(result).toMatchObject({ outcome: 'updated', number: theirs.number });
    expect(kit.emulator.requestsFor('pulls/create').map((r) => r.status)).toEqual([422]);
    expect(kit.emulator.state.pulls.size).toBe(1);
    expect(kit.emulator.state.pulls.get(theirs.number)!.body).toBe('2 of 5 tasks done');
  });

  it('where Actions may not open pull requests: a clear error, remembered for the run', async () => {
    kit.emulator.setBranch('ralph/widgets');
    kit.emulator.state.repository.actionsCanCreatePullRequests = false;
    const memory: PullRequestMemory = {};
    const attempt = ensurePullRequest(kit.octokit, args(), memory);
    await expect(attempt).rejects.toBeInstanceOf(PullRequestCreationForbiddenError);
    await expect(attempt).rejects.toThrow(
      'GitHub Actions is not permitted to create pull requests in this repository, so no pull request from ralph/widgets into main was opened. To let the action open it, enable Settings -> Actions -> General -> "Allow GitHub Actions to create and approve pull requests", or give the github-token input a GitHub App token.',
    );
    expect(memory.creationForbidden).toBe(true);
    expect(kit.emulator.requestsFor('pulls/create').map((r) => r.status)).toEqual([403]);

    // The next publish looks again (someone may open it by hand) but does not ask to create.
    await expect(ensurePullRequest(kit.octokit, args(), memory)).rejects.toBeInstanceOf(
      PullRequestCreationForbiddenError,
    );
    expect(kit.emulator.requestsFor('pulls/create')).toHaveLength(1);
    const byHand = kit.emulator.addPull({ head: 'ralph/widgets', title: 'By hand' });
    await expect(ensurePullRequest(kit.octokit, args(), memory)).resolves.toMatchObject({
      outcome: 'updated',
      number: byHand.number,
    });
    expect(kit.emulator.requestsFor('pulls/list')).toHaveLength(3);
  });
});

describe('setDraft', () => {
  it('flips a pull request between draft and ready through GraphQL, and skips no-ops', async () => {
    kit.emulator.setBranch('ralph/widgets');
    const pr = await ensurePullRequest(kit.octokit, args());
    expect(kit.emulator.state.pulls.get(pr.number)!.draft).toBe(true);

    await expect(setDraft(kit.octokit, pr, false)).resolves.toEqual({
      changed: true,
      draft: false,
    });
    expect(kit.emulator.state.pulls.get(pr.number)!.draft).toBe(false);
    expect(
      (await getPullRequest(kit.octokit, { owner: kit.owner, repo: kit.repo, number: pr.number }))
        .draft,
    ).toBe(false);

    await expect(setDraft(kit.octokit, { ...pr, draft: false }, false)).resolves.toEqual({
      changed: false,
      draft: false,
    });
    expect(kit.emulator.requestsFor('graphql')).toHaveLength(1);

    await setDraft(kit.octokit, { ...pr, draft: false }, true);
    expect(kit.emulator.state.pulls.get(pr.number)!.draft).toBe(true);
    const graphql = kit.emulator
      .requestsFor('graphql')
      .map((r) => (r.body as { query: string }).query);
    expect(graphql[0]).toContain('markPullRequestReadyForReview');
    expect(graphql[1]).toContain('convertPullRequestToDraft');
  });

  it('where drafts are not supported, a refused conversion is remembered, not an error', async () => {
    const pull = kit.emulator.addPull({ head: 'ralph/widgets', draft: false });
    kit.emulator.state.repository.draftPullRequests = false;
    const memory: PullRequestMemory = {};
    const pr = { nodeId: pull.nodeId, draft: false };
    await expect(setDraft(kit.octokit, pr, true, memory)).resolves.toEqual({
      changed: false,
      draft: false,
    });
    expect(memory.draftsUnsupported).toBe(true);
    await setDraft(kit.octokit, pr, true, memory);
    expect(kit.emulator.requestsFor('graphql')).toHaveLength(1);
    expect(pull.draft).toBe(false);
  });

  it('fails clearly when the pull request is gone', async () => {
    await expect(
      setDraft(kit.octokit, { nodeId: 'PR_kwDOnope', draft: true }, false),
    ).rejects.toThrow(/Could not resolve to a node/);
  });
});

describe('getPullRequest', () => {
  it('reports a fork head as such', async () => {
    const pull = kit.emulator.addPull({ head: 'patch-1', headRepoFullName: 'forker/widgets' });
    const pr = await getPullRequest(kit.octokit, {
      owner: kit.owner,
      repo: kit.repo,
      number: pull.number,
    });
    expect(pr).toMatchObject({
      headRef: 'patch-1',
      headRepoFullName: 'forker/widgets',
      baseRepoFullName: 'acme/widgets',
      baseRef: 'main',
      state: 'open',
    });
  });
});
