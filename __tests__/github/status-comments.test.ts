import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { react, reply } from '../../src/github/comments.js';
import { setCommitStatus, truncateDescription } from '../../src/github/status.js';
import { startGitHubTestKit, type GitHubTestKit } from '../../test-support/github-test-kit.js';

let kit: GitHubTestKit;
beforeEach(async () => {
  kit = await startGitHubTestKit();
});
afterEach(async () => {
  await kit.done();
});

describe('setCommitStatus', () => {
  it('sets the status on the sha; the latest per context wins in the combined status', async () => {
    const sha = kit.emulator.setBranch('ralph/widgets');
    const base = { owner: kit.owner, repo: kit.repo, sha, context: 'ralph' };
    await setCommitStatus(kit.octokit, {
      ...base,
      state: 'pending',
      description: 'Running task-002',
    });
    await setCommitStatus(kit.octokit, {
      ...base,
      state: 'success',
      description: '5/5 tasks done, checks pass',
      targetUrl: 'https://github.com/acme/widgets/actions/runs/1',
    });

    expect(kit.emulator.state.statuses.map((s) => [s.state, s.context, s.sha])).toEqual([
      ['pending', 'ralph', sha],
      ['success', 'ralph', sha],
    ]);
    const combined = await kit.octokit.rest.repos.getCombinedStatusForRef({
      owner: kit.owner,
      repo: kit.repo,
      ref: 'ralph/widgets',
    });
    expect(combined.data.state).toBe('success');
    expect(combined.data.statuses).toEqual([
      expect.objectContaining({
        context: 'ralph',
        description: '5/5 tasks done, checks pass',
        target_url: 'https://github.com/acme/widgets/actions/runs/1',
      }),
    ]);
  });

  it('cuts a long description to the 140 characters GitHub accepts', async () => {
    const sha = kit.emulator.setBranch('ralph/widgets');
    const long = `Blocked: ${'the integration test needs a database that is not available on the runner '.repeat(3)}`;
    await setCommitStatus(kit.octokit, {
      owner: kit.owner,
      repo: kit.repo,
      sha,
      context: 'ralph',
      state: 'failure',
      description: long,
    });
    const stored = kit.emulator.state.statuses[0]!.description!;
    expect([...stored]).toHaveLength(140);
    expect(stored.endsWith('…')).toBe(true);
    expect(stored.startsWith('Blocked: the integration test')).toBe(true);
  });

  it('a description GitHub would refuse is refused by the emulator too', async () => {
    const sha = kit.emulator.setBranch('ralph/widgets');
    await expect(
      kit.octokit.rest.repos.createCommitStatus({
        owner: kit.owner,
        repo: kit.repo,
        sha,
        state: 'success',
        description: 'x'.repeat(141),
      }),
    ).rejects.toMatchObject({ status: 422 });
  });
});

describe('truncateDescription', () => {
  it.each([
    ['short', 'short'],
    ['multi\nline   text', 'multi line text'],
    ['x'.repeat(140), 'x'.repeat(140)],
    ['x'.repeat(141), 'x'.repeat(139) + '…'],
    ['✓'.repeat(150), '✓'.repeat(139) + '…'],
  ])('%#', (input, expected) => {
    expect(truncateDescription(input)).toBe(expected);
  });
});

describe('react and reply', () => {
  it('reacts to a command comment and replies on the pull request', async () => {
    const pull = kit.emulator.addPull({ head: 'ralph/widgets' });
    const comment = kit.emulator.addComment({
      issueNumber: pull.number,
      body: '/ralph next',
      user: 'alice',
    });

    await react(kit.octokit, {
      owner: kit.owner,
      repo: kit.repo,
      commentId: comment.id,
      content: 'eyes',
    });
    await react(kit.octokit, {
      owner: kit.owner,
      repo: kit.repo,
      commentId: comment.id,
      content: 'eyes',
    });
    await react(kit.octokit, {
      owner: kit.owner,
      repo: kit.repo,
      commentId: comment.id,
      content: 'rocket',
    });
    const posted = await reply(kit.octokit, {
      owner: kit.owner,
      repo: kit.repo,
      issueNumber: pull.number,
      body: 'Done: task-001 ✓',
    });

    expect(kit.emulator.state.reactions.map((r) => [r.commentId, r.content, r.user])).toEqual([
      [comment.id, 'eyes', 'github-actions[bot]'],
      [comment.id, 'rocket', 'github-actions[bot]'],
    ]);
    expect(
      kit.emulator.requestsFor('reactions/create-for-issue-comment').map((r) => r.status),
    ).toEqual([201, 200, 201]);
    const thread = kit.emulator.state.comments.filter((c) => c.issueNumber === pull.number);
    expect(thread.map((c) => [c.user, c.body])).toEqual([
      ['alice', '/ralph next'],
      ['github-actions[bot]', 'Done: task-001 ✓'],
    ]);
    expect(posted.url).toBe(
      `https://github.com/acme/widgets/pull/${pull.number}#issuecomment-${posted.id}`,
    );
  });

  it('fails with GitHub 404 for a comment that does not exist', async () => {
    await expect(
      react(kit.octokit, { owner: kit.owner, repo: kit.repo, commentId: 999999, content: 'eyes' }),
    ).rejects.toMatchObject({
      status: 404,
    });
  });
});
