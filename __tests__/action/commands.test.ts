/**
 * `/ralph` comments on the Ralph pull request, through the built action: real issue_comment
 * payloads, the real claude CLI for `next`, real git pushes to a bare origin, and the GitHub
 * emulator for reactions, replies, permissions, the PR body and the status.
 */
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import type { ActionRunResult } from '../../test-support/action-runner.js';
import type { EmulatedPull } from '../../test-support/github-emulator.js';
import { prCommentPayload } from '../../test-support/webhooks.js';
import { BRANCH, OWNER, REPO, startActionWorld, taskStatusIn, type ActionWorld } from './world.js';

let world: ActionWorld;
let pull: EmulatedPull;

beforeEach(async () => {
  world = await startActionWorld();
  pull = world.seedRalphPullRequest();
  world.github.setPermission('maintainer', 'write');
  world.github.setPermission('reader', 'read');
  world.github.addUser('dependabot[bot]', 'Bot');
});

afterEach(async () => {
  await world.close();
});

async function comment(
  body: string,
  login: string,
  options: { userType?: 'User' | 'Bot'; prNumber?: number } = {},
): Promise<{ result: ActionRunResult; commentId: number }> {
  const prNumber = options.prNumber ?? pull.number;
  const seeded = world.github.addComment({ issueNumber: prNumber, body, user: login });
  const result = await world.run({
    eventName: 'issue_comment',
    payload: prCommentPayload({
      owner: OWNER,
      repo: REPO,
      prNumber,
      commentId: seeded.id,
      body,
      login,
      userType: options.userType,
    }),
  });
  return { result, commentId: seeded.id };
}

function reactionsOn(commentId: number): string[] {
  return world.github.state.reactions
    .filter((r) => r.commentId === commentId)
    .map((r) => r.content);
}

/** Comments the action posted (the viewer's), newest last. */
function replies(prNumber = pull.number): string[] {
  return world.github.state.comments
    .filter((c) => c.issueNumber === prNumber && c.user === world.github.state.viewer)
    .map((c) => c.body);
}

function details(result: ActionRunResult): string {
  return `exit ${result.exitCode}\n--- stdout ---\n${result.stdout}\n--- stderr ---\n${result.stderr}`;
}

function prdOnOrigin(): string {
  return world.originFile(BRANCH, '.ralph/prd.yaml');
}

describe('/ralph commands on the Ralph pull request', () => {
  test('/ralph next from a writer: 👀, one iteration pushed, a reply with the task, checks and commit', async () => {
    const before = world.originSha(BRANCH)!;
    const { result, commentId } = await comment('/ralph next', 'maintainer');
    if (result.exitCode !== 0) throw new Error(details(result));

    expect(reactionsOn(commentId)).toEqual(['eyes']);
    const added = world.originSubjects(`${before}..${BRANCH}`);
    expect(added.filter((s) => s.startsWith('feat:'))).toEqual(['feat: task-001 - Add slugify']);
    const head = world.originSha(BRANCH)!;
    const answer = replies().at(-1)!;
    expect(replies()).toHaveLength(1);
    expect(answer).toContain('> /ralph next');
    expect(answer).toContain('task-001');
    expect(answer).toMatch(/checks 1\/1 ✅/);
    expect(answer).toContain(`commit ${head.slice(0, 7)}`);
    expect(answer).toContain('1/3 tasks done');
    expect(taskStatusIn(prdOnOrigin(), 'task-001')).toBe('done');
    expect(world.model.turnRequests().length).toBeGreaterThan(0);
    // The PR body and the status follow the pushed head.
    expect(world.github.state.pulls.get(pull.number)?.body).toContain('1 of 3 tasks done');
    expect(world.github.state.statuses.filter((s) => s.sha === head).at(-1)?.state).toBe('pending');
    expect(world.github.validationErrors).toEqual([]);
  });

  test('refusals: a reader, an unlisted bot and a fork PR get 😕 and one line, and nothing runs', async () => {
    const fork = world.github.addPull({
      head: BRANCH,
      base: 'main',
      headRepoFullName: 'mallory/textkit',
      user: 'mallory',
      title: 'Totally harmless',
    });
    world.github.setPermission('mallory', 'write');
    const before = world.originSha(BRANCH);
    const cases = [
      { who: 'reader', type: 'User' as const, pr: pull.number, reason: /reader has read access/ },
      {
        who: 'dependabot[bot]',
        type: 'Bot' as const,
        pr: pull.number,
        reason: /dependabot\\?\[bot\\?\] is a bot and is not listed in allowed-bots/,
      },
      { who: 'mallory', type: 'User' as const, pr: fork.number, reason: /comes from a fork/ },
    ];
    for (const c of cases) {
      const { result, commentId } = await comment('/ralph next', c.who, {
        userType: c.type,
        prNumber: c.pr,
      });
      if (result.exitCode !== 0) throw new Error(details(result));
      expect(reactionsOn(commentId)).toEqual(['confused']);
      const answer = replies(c.pr).at(-1)!;
      const refusal = answer.split('\n').filter((line) => line.includes('Not run:'));
      expect(refusal).toHaveLength(1);
      expect(refusal[0]).toMatch(c.reason);
      expect(result.stdout).toMatch(/Command refused/);
    }
    expect(replies(pull.number)).toHaveLength(2);
    expect(replies(fork.number)).toHaveLength(1);
    expect(world.model.turnRequests()).toHaveLength(0);
    expect(world.originSha(BRANCH)).toBe(before);
    expect(world.github.validationErrors).toEqual([]);
  });

  test('/ralph status refreshes the body and the status without running the agent', async () => {
    const before = world.originSha(BRANCH)!;
    const { result, commentId } = await comment('/ralph status', 'maintainer');
    if (result.exitCode !== 0) throw new Error(details(result));
    expect(reactionsOn(commentId)).toEqual(['eyes']);
    const body = world.github.state.pulls.get(pull.number)?.body ?? '';
    expect(body).not.toBe('Seeded body');
    expect(body).toContain('0 of 3 tasks done');
    expect(body).toMatch(/\| ○ \| task-001 \|/);
    expect(world.github.state.statuses.filter((s) => s.sha === before).at(-1)).toMatchObject({
      context: 'ralph',
      state: 'pending',
    });
    expect(replies().at(-1)).toContain('0/3 tasks done');
    expect(world.model.turnRequests()).toHaveLength(0);
    expect(world.originSha(BRANCH)).toBe(before);
    expect(world.github.validationErrors).toEqual([]);
  });

  test('/ralph skip task-002 commits the status change and pushes it', async () => {
    const before = world.originSha(BRANCH)!;
    const { result } = await comment('/ralph skip task-002', 'maintainer');
    if (result.exitCode !== 0) throw new Error(details(result));
    expect(world.originSubjects(`${before}..${BRANCH}`)).toEqual([
      'chore(ralph): skip task-002 (requested by @maintainer)',
    ]);
    const prd = prdOnOrigin();
    expect(taskStatusIn(prd, 'task-002')).toBe('skipped');
    expect(taskStatusIn(prd, 'task-001')).toBe('pending');
    expect(prd).toContain('author: "maintainer"');
    expect(replies().at(-1)).toContain('task-002 is now skipped');
    expect(world.github.state.pulls.get(pull.number)?.body).toContain('1 skipped');
    expect(world.model.turnRequests()).toHaveLength(0);
    expect(world.github.validationErrors).toEqual([]);
  });

  test('/ralph help and an unknown command both answer with the help text', async () => {
    const help = await comment('/ralph help', 'maintainer');
    if (help.result.exitCode !== 0) throw new Error(details(help.result));
    expect(replies().at(-1)).toContain('**Ralph commands**');
    expect(replies().at(-1)).toContain('`/ralph next`');

    const unknown = await comment('/ralph dance', 'maintainer');
    if (unknown.result.exitCode !== 0) throw new Error(details(unknown.result));
    expect(replies().at(-1)).toMatch(/^Unknown command\./);
    expect(replies().at(-1)).toContain('**Ralph commands**');
    expect(replies()).toHaveLength(2);
    expect(world.model.turnRequests()).toHaveLength(0);
    expect(world.github.validationErrors).toEqual([]);
  });
});
