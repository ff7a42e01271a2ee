/**
 * Two action runs racing on one branch, made deterministic by holding run A's agent at the model
 * until run B has pushed. Run A's push is then rejected as non-fast-forward: it must fetch,
 * rebase and push, so that both runs' commits are on origin and none is lost.
 */
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ActionRunResult } from '../../test-support/action-runner.js';
import { isTask } from '../../test-support/task-routing.js';
import { prCommentPayload, workflowDispatchPayload } from '../../test-support/webhooks.js';
import { startHoldingProxy, type HoldingProxy } from './holding-proxy.js';
import { BRANCH, OWNER, REPO, startActionWorld, taskStatusIn, type ActionWorld } from './world.js';

let world: ActionWorld;
let proxy: HoldingProxy;

beforeEach(async () => {
  world = await startActionWorld();
  // Run A's first agent turn waits here until the test lets it go.
  proxy = await startHoldingProxy(world.model.url, (body) => {
    try {
      return (JSON.parse(body) as { stream?: boolean }).stream === true;
    } catch {
      return false;
    }
  });
});

afterEach(async () => {
  proxy.release();
  await proxy.close();
  await world.close();
});

function details(name: string, result: ActionRunResult): string {
  return `${name}: exit ${result.exitCode}\n--- stdout ---\n${result.stdout}\n--- stderr ---\n${result.stderr}`;
}

describe('two runs on ralph/textkit at once', () => {
  test('a run and a /ralph skip from another runner: both commits land, none is lost', async () => {
    const pull = world.seedRalphPullRequest();
    world.github.setPermission('maintainer', 'write');
    const start = world.originSha(BRANCH)!;

    // Run A: a dispatch working on task-001 from the project's checkout.
    const runA = world.run({
      eventName: 'workflow_dispatch',
      payload: workflowDispatchPayload(OWNER, REPO, {}),
      env: { ANTHROPIC_BASE_URL: proxy.url },
    });
    await Promise.race([
      proxy.held,
      runA.then((r) => {
        throw new Error(`run A ended before its agent asked the model\n${details('A', r)}`);
      }),
    ]);

    // Run B, on another runner's checkout: `/ralph skip task-003`, committed and pushed.
    const comment = world.github.addComment({
      issueNumber: pull.number,
      body: '/ralph skip task-003',
      user: 'maintainer',
    });
    const resultB = await world.run({
      eventName: 'issue_comment',
      workspace: world.cloneWorkspace('runner-b'),
      payload: prCommentPayload({
        owner: OWNER,
        repo: REPO,
        prNumber: pull.number,
        commentId: comment.id,
        body: comment.body,
        login: 'maintainer',
      }),
    });
    if (resultB.exitCode !== 0) throw new Error(details('B', resultB));
    const afterB = world.originSha(BRANCH)!;
    expect(world.originSubjects(`${start}..${afterB}`)).toEqual([
      'chore(ralph): skip task-003 (requested by @maintainer)',
    ]);

    // Now run A's agent goes on; its push finds B's commit on origin.
    proxy.release();
    const resultA = await runA;
    if (resultA.exitCode !== 0) throw new Error(details('A', resultA));
    expect(resultA.stdout).toMatch(
      /Another run pushed to ralph\/textkit first; rebased and pushed/,
    );

    // Both commits are on origin, B's first (A's was rebased on top), and B's is an ancestor.
    expect(world.originSubjects(`${start}..${BRANCH}`)).toEqual([
      'chore(ralph): skip task-003 (requested by @maintainer)',
      'feat: task-001 - Add slugify',
    ]);
    const head = world.originSha(BRANCH)!;
    expect(resultA.outputs['commit-sha']).toBe(head);
    expect(resultA.outputs.pushed).toBe('true');
    const prd = world.originFile(BRANCH, '.ralph/prd.yaml');
    expect(taskStatusIn(prd, 'task-001')).toBe('done');
    expect(taskStatusIn(prd, 'task-003')).toBe('skipped');
    expect(world.originFile(BRANCH, 'src/slugify.js')).toContain('export function slugify');
    // The PR and the status describe the merged result.
    expect(world.github.state.pulls.get(pull.number)?.body).toMatch(
      /1 of 3 tasks done[\s\S]*1 skipped/,
    );
    expect(world.github.state.statuses.filter((s) => s.sha === head)).not.toHaveLength(0);
    expect(world.github.validationErrors).toEqual([]);
  });

  test('two runs on the same task: the later push cannot rebase, says so, stops, and origin keeps the first', async () => {
    // Run A (up to 3 iterations) from the project's checkout, held at its first agent turn.
    const runA = world.run({
      eventName: 'workflow_dispatch',
      payload: workflowDispatchPayload(OWNER, REPO, {}),
      inputs: { iterations: '3' },
      env: { ANTHROPIC_BASE_URL: proxy.url },
    });
    await Promise.race([
      proxy.held,
      runA.then((r) => {
        throw new Error(`run A ended before its agent asked the model\n${details('A', r)}`);
      }),
    ]);

    // Run B on another runner picks the same task (the list is the same), finishes and pushes.
    const homeB = join(world.project.root, 'home-b');
    mkdirSync(homeB);
    const resultB = await world.run({
      eventName: 'workflow_dispatch',
      workspace: world.cloneWorkspace('runner-b'),
      payload: workflowDispatchPayload(OWNER, REPO, {}),
      env: { HOME: homeB, CLAUDE_CONFIG_DIR: join(homeB, '.claude') },
    });
    if (resultB.exitCode !== 0) throw new Error(details('B', resultB));
    const afterB = world.originSha(BRANCH)!;
    const bodyAfterB = world.github.state.pulls.get(1)?.body;

    proxy.release();
    const resultA = await runA;
    expect(resultA.exitCode).toBe(1);
    expect(resultA.stdout).toMatch(
      /::error::Could not push ralph\/textkit: another run pushed commits to it that conflict with this run's/,
    );
    // A stopped there: it did not pay for more iterations on a branch it cannot push.
    expect(resultA.stdout).not.toContain('Iteration 2 of 3');
    // It still says what it did and what did not reach GitHub: outputs and job summary.
    expect(resultA.outputs['iterations-run']).toBe('1');
    expect(resultA.outputs['task-id']).toBe('task-001');
    expect(resultA.outputs['pr-number']).toBe('');
    // Its commit is only on the runner, and the outputs say so.
    expect(resultA.outputs['commit-sha']).not.toBe(world.originSha(BRANCH));
    expect(resultA.outputs.pushed).toBe('false');
    expect(resultA.summary).toContain('### Publishing');
    expect(resultA.summary).toMatch(/the push: The branch could not be pushed: Could not push/);
    expect(world.model.turnRequests().filter((r) => isTask(r, 'Add word count'))).toEqual([]);
    // Nothing of B's is lost or rewritten; A left no half-done rebase behind.
    expect(world.originSha(BRANCH)).toBe(afterB);
    expect(world.originSubjects(`main..${BRANCH}`)).toEqual(['feat: task-001 - Add slugify']);
    expect(world.github.state.pulls.size).toBe(1);
    expect(world.github.state.pulls.get(1)?.body).toBe(bodyAfterB);
    expect(world.project.git(['status', '--porcelain'])).toBe('');
    expect(world.github.validationErrors).toEqual([]);
  });
});
