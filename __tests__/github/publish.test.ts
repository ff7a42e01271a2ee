/**
 * publishState against the GitHub emulator and a real repository with a bare origin: how many
 * calls a publish costs, and what is still published when GitHub refuses part of it.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { createGit } from '../../src/git/git.js';
import type { Git } from '../../src/git/types.js';
import type { ActionHost } from '../../src/github/flows/host.js';
import {
  PublishError,
  publishGuarded,
  publishState,
  type PublishMemory,
  type PublishResult,
  type PublishTarget,
} from '../../src/github/flows/publish.js';
import { describePublish } from '../../src/github/flows/publish-report.js';
import type { ReportModel } from '../../src/report/types.js';
import {
  createRepoWithOrigin,
  isolatedGitEnv,
  type TestRepo,
} from '../../test-support/git-repo.js';
import { startGitHubTestKit, type GitHubTestKit } from '../../test-support/github-test-kit.js';
import { model as reportModel } from '../report/helpers.js';

const BRANCH = 'ralph/widgets';

let kit: GitHubTestKit;
let repo: TestRepo;
let git: Git;
let logs: string[];

function recordingHost(): ActionHost {
  const note = (message: string): void => void logs.push(message);
  return {
    getInput: () => '',
    setOutput: () => {},
    setSecret: () => {},
    info: note,
    warning: note,
    error: note,
    notice: note,
    startGroup: () => {},
    endGroup: () => {},
    writeSummary: async () => {},
    replaceSummary: async () => {},
    setFailed: note,
    env: {},
  };
}

function target(over: Partial<PublishTarget> = {}): PublishTarget {
  return {
    owner: 'acme',
    repo: 'widgets',
    branch: BRANCH,
    baseBranch: 'main',
    statusContext: 'ralph',
    draft: true,
    runUrl: 'https://github.com/acme/widgets/actions/runs/7',
    serverUrl: 'https://github.com',
    ...over,
  };
}

function model(over: Partial<ReportModel> = {}): ReportModel {
  return reportModel({ branch: BRANCH, iterations: [], ...over });
}

function commit(message: string): void {
  repo.git(['commit', '-q', '--allow-empty', '-m', message]);
}

/** The calls one publish made: `METHOD operationId status`. */
async function publishCounting(
  memory: PublishMemory,
  m: ReportModel,
  over: Partial<PublishTarget> = {},
): Promise<{ result: PublishResult; calls: string[] }> {
  const before = kit.emulator.requests.length;
  const result = await publishGuarded(
    () => publishState(recordingHost(), { git, octokit: kit.octokit }, target(over), m, memory),
    { branch: BRANCH },
  );
  const calls = kit.emulator.requests
    .slice(before)
    .map((r) => `${r.method} ${r.operationId} ${r.status}`);
  return { result: result!, calls };
}

beforeEach(async () => {
  logs = [];
  repo = createRepoWithOrigin({ 'README.md': 'hello\n' });
  kit = await startGitHubTestKit({ owner: 'acme', repo: 'widgets', originDir: repo.origin });
  git = createGit({ cwd: repo.dir, env: isolatedGitEnv, networkRetries: 0, retryDelayMs: 0 });
  repo.git(['checkout', '-q', '-b', BRANCH]);
  commit('feat: task-001 - Set up the project');
});

afterEach(async () => {
  await kit.done();
  repo.cleanup();
});

describe('the API-call budget of a publish', () => {
  it('looks up first; at most 4 calls per publish, 1 when nothing changed', async () => {
    const memory: PublishMemory = {};

    const first = await publishCounting(memory, model());
    expect(first.calls).toEqual([
      'GET pulls/list 200',
      'POST pulls/create 201',
      'POST repos/create-commit-status 201',
    ]);
    expect(first.result.problems).toEqual([]);

    // Nothing changed: only the look-up, which shows the pull request is still open and current.
    const same = await publishCounting(memory, model());
    expect(same.calls).toEqual(['GET pulls/list 200']);

    // A new commit and a new body: look up, update, status. Never a refused create.
    commit('feat: task-002 - Add the login form');
    const next = await publishCounting(memory, model({ progressPercent: 50 }));
    expect(next.calls).toEqual([
      'GET pulls/list 200',
      'PATCH pulls/update 200',
      'POST repos/create-commit-status 201',
    ]);

    // Complete: the draft is marked ready too, the fourth call.
    commit('feat: task-003 - Validate emails');
    const tasks = model().tasks.map((t) => ({ ...t, status: 'done' as const }));
    const done = await publishCounting(
      memory,
      model({ tasks, complete: true, gate1: true, gate2: true, progressPercent: 100 }),
    );
    expect(done.calls).toEqual([
      'GET pulls/list 200',
      'PATCH pulls/update 200',
      'POST graphql 200',
      'POST repos/create-commit-status 201',
    ]);
    expect([...kit.emulator.state.pulls.values()]).toEqual([
      expect.objectContaining({ draft: false, state: 'open' }),
    ]);
    expect(kit.emulator.requests.filter((r) => r.status >= 400)).toEqual([]);
  });
});

describe('what GitHub refuses', () => {
  it('drafts unsupported: a regular pull request, and no draft conversion for the rest of the run', async () => {
    kit.emulator.state.repository.draftPullRequests = false;
    const memory: PublishMemory = {};
    const first = await publishCounting(memory, model());
    expect(first.calls).toEqual([
      'GET pulls/list 200',
      'POST pulls/create 422',
      'POST pulls/create 201',
      'POST repos/create-commit-status 201',
    ]);
    expect(first.result.problems).toEqual([]);
    commit('feat: task-002 - Add the login form');
    const second = await publishCounting(memory, model({ progressPercent: 50 }));
    expect(second.calls).toEqual([
      'GET pulls/list 200',
      'PATCH pulls/update 200',
      'POST repos/create-commit-status 201',
    ]);
    expect(second.result.pr?.outcome).toBe('updated');
    expect([...kit.emulator.state.pulls.values()]).toEqual([
      expect.objectContaining({ draft: false }),
    ]);
  });

  it('a pull request opened as a regular one in an earlier run: one refused conversion, remembered', async () => {
    kit.emulator.state.repository.draftPullRequests = false;
    kit.emulator.addPull({ head: BRANCH, title: 'Ralph: Login service', draft: false });
    const memory: PublishMemory = {};
    const first = await publishCounting(memory, model());
    expect(first.calls).toEqual([
      'GET pulls/list 200',
      'PATCH pulls/update 200',
      'POST graphql 200',
      'POST repos/create-commit-status 201',
    ]);
    expect(first.result.problems).toEqual([]);
    expect(memory.draftsUnsupported).toBe(true);
    const again = await publishCounting(memory, model());
    expect(again.calls).toEqual(['GET pulls/list 200']);
  });

  it('Actions may not open pull requests: the status is still set, the message says what to enable', async () => {
    kit.emulator.state.repository.actionsCanCreatePullRequests = false;
    const memory: PublishMemory = {};
    const { result, calls } = await publishCounting(memory, model());
    expect(calls).toEqual([
      'GET pulls/list 200',
      'POST pulls/create 403',
      'POST repos/create-commit-status 201',
    ]);
    const compare = 'https://github.com/acme/widgets/compare/main...ralph/widgets?expand=1';
    expect(result.compareUrl).toBe(compare);
    expect(result.pr).toBeUndefined();
    expect(result.status).toMatchObject({ state: 'failure', context: 'ralph' });
    expect(result.problems).toEqual([
      {
        part: 'pull request',
        message: expect.stringContaining(
          'enable Settings -> Actions -> General -> "Allow GitHub Actions to create and approve pull requests", or give the github-token input a GitHub App token.',
        ),
      },
    ]);
    expect(result.problems[0]!.message).toContain(`open the pull request by hand: ${compare}`);
    const headSha = repo.git(['rev-parse', 'HEAD']);
    expect(kit.emulator.state.statuses.map((s) => [s.sha, s.context])).toEqual([
      [headSha, 'ralph'],
    ]);
    expect(describePublish(result)).toMatch(
      /^Not published: the pull request: GitHub Actions is not permitted[^\n]*\nPublished: ralph\/widgets is on origin at [0-9a-f]{7}; commit status "ralph" failure: /,
    );
    // The next publish does not ask again, nor throw for what was already reported; its
    // result still lists the problem.
    commit('feat: task-002 - Add the login form');
    const next = await publishCounting(memory, model({ progressPercent: 50 }));
    expect(next.calls).toEqual(['GET pulls/list 200', 'POST repos/create-commit-status 201']);
    expect(next.result.problems.map((p) => p.part)).toEqual(['pull request']);
    await expect(
      publishState(recordingHost(), { git, octokit: kit.octokit }, target(), model(), memory),
    ).resolves.toMatchObject({ problems: [{ part: 'pull request' }] });
    expect(logs).toContain('Still not published, as reported above: pull request.');
  });

  it('a status that keeps failing: the pull request is still updated, the failure is named', async () => {
    kit.emulator.injectServerError('repos/create-commit-status', { status: 500, times: 10 });
    const attempt = publishState(recordingHost(), { git, octokit: kit.octokit }, target(), model());
    await expect(attempt).rejects.toBeInstanceOf(PublishError);
    const { result } = (await attempt.catch((e: unknown) => e)) as PublishError;
    expect(result.pr?.outcome).toBe('created');
    expect(result.status).toBeUndefined();
    expect(result.problems).toEqual([{ part: 'commit status', message: expect.any(String) }]);
    expect(kit.emulator.requestsFor('repos/create-commit-status')).toHaveLength(4);
  });

  it('a branch that cannot be pushed: nothing else is tried, and the guard says so', async () => {
    repo.git(['remote', 'set-url', 'origin', '/nonexistent/origin.git']);
    const { result, calls } = await publishCounting({}, model());
    expect(calls).toEqual([]);
    expect(result.pushed).toBe(false);
    expect(result.problems).toEqual([
      { part: 'push', message: expect.stringMatching(/^The branch could not be pushed: /) },
    ]);
  });
});
