import { describe, expect, it } from '@jest/globals';
import { classifyEvent, HANDLED_EVENTS, unsupportedEventNotice } from '../../src/github/events.js';
import { prCommentPayload, webhookExample, withRepository } from '../../test-support/webhooks.js';

const opts = { prdPath: '.ralph/prd.yaml', commandPrefix: '/ralph' };

describe('classifyEvent with real webhook payloads', () => {
  it('issue_comment.created on a pull request with a command', () => {
    const payload = prCommentPayload({
      owner: 'acme',
      repo: 'widgets',
      prNumber: 7,
      commentId: 42,
      body: '/ralph run 2',
      login: 'alice',
    });
    expect(classifyEvent('issue_comment', payload, opts)).toEqual({
      kind: 'pr_comment',
      prNumber: 7,
      commentId: 42,
      body: '/ralph run 2',
      user: 'alice',
      userType: 'User',
      command: { kind: 'run', count: 2 },
    });
  });

  it('issue_comment from a bot keeps the account type', () => {
    const payload = prCommentPayload({
      owner: 'acme',
      repo: 'widgets',
      prNumber: 7,
      commentId: 43,
      body: '/ralph next',
      login: 'renovate[bot]',
      userType: 'Bot',
    });
    expect(classifyEvent('issue_comment', payload, opts)).toMatchObject({
      kind: 'pr_comment',
      user: 'renovate[bot]',
      userType: 'Bot',
    });
  });

  it('the unmodified example comment is not a command', () => {
    const payload = webhookExample('issue_comment', 'created');
    expect(classifyEvent('issue_comment', payload, opts)).toEqual({
      kind: 'ignored',
      eventName: 'issue_comment',
      reason: 'the comment is not a /ralph command',
    });
  });

  it('issue_comment on an issue: /ralph plan plans, other commands are ignored', () => {
    const payload = withRepository(webhookExample('issue_comment', 'created'), 'acme', 'widgets');
    const comment = payload.comment as Record<string, unknown>;
    const issue = payload.issue as Record<string, unknown>;
    comment.body = '/ralph plan';
    expect(classifyEvent('issue_comment', payload, opts)).toEqual({
      kind: 'issue_comment_plan',
      issueNumber: issue.number,
      commentId: comment.id,
      body: '/ralph plan',
      user: (comment.user as { login: string }).login,
      userType: 'User',
    });
    comment.body = '/ralph next';
    expect(classifyEvent('issue_comment', payload, opts)).toMatchObject({ kind: 'ignored' });
  });

  it('edited and deleted comments are ignored', () => {
    for (const action of ['edited', 'deleted']) {
      const payload = webhookExample('issue_comment', action);
      (payload.comment as Record<string, unknown>).body = '/ralph next';
      expect(classifyEvent('issue_comment', payload, opts)).toMatchObject({
        kind: 'ignored',
        reason: `comment ${action}, not created`,
      });
    }
  });

  it('issues.labeled with the ralph label asks for a plan; other labels are ignored', () => {
    const payload = webhookExample('issues', 'labeled');
    expect(classifyEvent('issues', payload, opts)).toMatchObject({ kind: 'ignored' });
    (payload.label as Record<string, unknown>).name = 'Ralph';
    const issue = payload.issue as Record<string, unknown>;
    expect(classifyEvent('issues', payload, opts)).toEqual({
      kind: 'issue_labeled',
      issueNumber: issue.number,
      label: 'Ralph',
      title: issue.title,
      body: issue.body ?? '',
      senderLogin: (payload.sender as { login: string }).login,
    });
  });

  it.each(['opened', 'synchronize'])('pull_request.%s from the same repository', (action) => {
    const payload = webhookExample('pull_request', action);
    const pr = payload.pull_request as {
      number: number;
      head: { sha: string; ref: string };
      base: { ref: string };
    };
    expect(classifyEvent('pull_request', payload, opts)).toEqual({
      kind: 'pull_request',
      action,
      number: pr.number,
      headSha: pr.head.sha,
      headRef: pr.head.ref,
      baseRef: pr.base.ref,
      headRepoFullName: 'Codertocat/Hello-World',
      baseRepoFullName: 'Codertocat/Hello-World',
      fromFork: false,
      draft: false,
    });
  });

  it('pull_request from a fork, and from a deleted fork', () => {
    const payload = webhookExample('pull_request', 'opened');
    const head = (payload.pull_request as { head: { repo: Record<string, unknown> | null } }).head;
    head.repo!.full_name = 'forker/Hello-World';
    expect(classifyEvent('pull_request', payload, opts)).toMatchObject({
      fromFork: true,
      headRepoFullName: 'forker/Hello-World',
    });
    head.repo = null;
    expect(classifyEvent('pull_request', payload, opts)).toMatchObject({
      fromFork: true,
      headRepoFullName: '',
    });
  });

  it('workflow_run.completed: the run as facts; a fork’s head and other actions', () => {
    const payload = webhookExample('workflow_run', 'completed');
    const run = payload.workflow_run as Record<string, unknown>;
    Object.assign(run, {
      id: 30433642,
      path: '.github/workflows/ci.yml@refs/heads/main',
      conclusion: 'failure',
    });
    expect(classifyEvent('workflow_run', payload, opts)).toEqual({
      kind: 'workflow_run',
      runId: 30433642,
      runAttempt: 1,
      workflowName: run.name,
      workflowPath: '.github/workflows/ci.yml',
      headBranch: run.head_branch,
      headSha: run.head_sha,
      conclusion: 'failure',
      status: run.status,
      event: run.event,
      htmlUrl: run.html_url,
      fromFork: false,
    });
    (run.head_repository as Record<string, unknown>).full_name = 'mallory/octo-repo';
    expect(classifyEvent('workflow_run', payload, opts)).toMatchObject({ fromFork: true });
    run.head_repository = null;
    expect(classifyEvent('workflow_run', payload, opts)).toMatchObject({ fromFork: true });
    const requested = webhookExample('workflow_run', 'requested');
    expect(classifyEvent('workflow_run', requested, opts)).toEqual({
      kind: 'ignored',
      eventName: 'workflow_run',
      reason: 'workflow run requested, not completed',
    });
    expect(() =>
      classifyEvent('workflow_run', { action: 'completed', workflow_run: {} }, opts),
    ).toThrow('The event payload has no workflow_run.id');
  });

  it('workflow_dispatch with and without an iterations input', () => {
    const payload = webhookExample('workflow_dispatch');
    expect(classifyEvent('workflow_dispatch', payload, opts)).toEqual({
      kind: 'workflow_dispatch',
      ref: 'refs/heads/main',
      inputs: {},
    });
    payload.inputs = { iterations: '4', note: 'nightly' };
    expect(classifyEvent('workflow_dispatch', payload, opts)).toMatchObject({
      iterations: 4,
      inputs: { iterations: '4', note: 'nightly' },
    });
    payload.inputs = { iterations: '' };
    expect(classifyEvent('workflow_dispatch', payload, opts)).not.toHaveProperty('iterations');
    payload.inputs = { iterations: 'lots' };
    expect(() => classifyEvent('workflow_dispatch', payload, opts)).toThrow(
      `workflow_dispatch input 'iterations' must be a positive integer, got "lots"`,
    );
  });

  it('schedule (no example exists; the payload GitHub documents)', () => {
    expect(classifyEvent('schedule', { schedule: '30 5 * * 1-5' }, opts)).toEqual({
      kind: 'schedule',
      cron: '30 5 * * 1-5',
    });
    expect(classifyEvent('schedule', {}, opts)).toEqual({ kind: 'schedule' });
  });

  it('push to a branch, noting whether it touched the task list', () => {
    // The first push example is a tag; point it at a branch.
    const payload = webhookExample('push');
    payload.ref = 'refs/heads/master';
    payload.commits = [];
    expect(classifyEvent('push', payload, opts)).toMatchObject({
      kind: 'push',
      branch: 'master',
      deleted: false,
      touchesPrd: false,
    });
    payload.commits = [
      { id: payload.after, added: [], modified: ['.ralph/prd.yaml'], removed: [] },
    ];
    expect(classifyEvent('push', payload, opts)).toMatchObject({
      touchesPrd: true,
      headSha: payload.after,
    });
    expect(classifyEvent('push', payload, { ...opts, prdPath: './.ralph/prd.yaml' })).toMatchObject(
      { touchesPrd: true },
    );
    payload.ref = 'refs/tags/v1';
    expect(classifyEvent('push', payload, opts)).not.toHaveProperty('branch');
  });

  it('pull_request_review: a submitted review asks for its threads; other actions are ignored', () => {
    const submitted = webhookExample('pull_request_review', 'submitted');
    expect(classifyEvent('pull_request_review', submitted, opts)).toEqual({
      kind: 'pr_review',
      prNumber: 2,
      reviewState: 'commented',
      user: 'Codertocat',
      userType: 'User',
    });
    const dismissed = webhookExample('pull_request_review', 'dismissed');
    expect(classifyEvent('pull_request_review', dismissed, opts)).toEqual({
      kind: 'ignored',
      eventName: 'pull_request_review',
      reason: 'review dismissed, not submitted',
    });
  });

  it('other events are unsupported, with the list for a notice', () => {
    const payload = webhookExample('pull_request_review_comment');
    expect(classifyEvent('pull_request_review_comment', payload, opts)).toEqual({
      kind: 'unsupported',
      eventName: 'pull_request_review_comment',
      handled: HANDLED_EVENTS,
    });
    expect(unsupportedEventNotice('release')).toBe(
      'ralph-action does nothing on "release" events. It handles: schedule, workflow_dispatch, issue_comment, issues, pull_request, pull_request_review, push, workflow_run.',
    );
  });

  it('a payload missing what the event needs fails with a clear message', () => {
    expect(() =>
      classifyEvent(
        'issue_comment',
        { action: 'created', issue: {}, comment: { body: '/ralph next' } },
        opts,
      ),
    ).toThrow('The event payload has no issue.number; is this the event the workflow says it is?');
  });
});
