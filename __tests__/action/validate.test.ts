/**
 * `validate` mode through the built action: a pull_request that touches prd.yaml gets
 * annotations on the file's lines and a commit status; nothing is run.
 */
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pullRequestPayload } from '../../test-support/webhooks.js';
import { OWNER, REPO, startActionWorld, type ActionWorld } from './world.js';

const PRD = '.ralph/prd.yaml';
let world: ActionWorld;

beforeEach(async () => {
  world = await startActionWorld();
});

afterEach(async () => {
  await world.close();
});

/** Commits `edit(prd)` on a new branch, pushes it and leaves it checked out (the PR's head). */
function proposeEdit(branch: string, edit: (prd: string) => string): string {
  const git = world.project.git;
  const file = join(world.project.workspace, PRD);
  git(['checkout', '-q', '-b', branch]);
  writeFileSync(file, edit(readFileSync(file, 'utf8')));
  git(['commit', '-q', '-am', 'Edit the task list']);
  git(['push', '-q', 'origin', branch]);
  return git(['rev-parse', 'HEAD']);
}

function lineOf(text: string, needle: string): number {
  const index = text.split('\n').findIndex((line) => line.includes(needle));
  if (index < 0) throw new Error(`"${needle}" is not in the file`);
  return index + 1;
}

async function validatePullRequest(branch: string, sha: string) {
  world.github.addPull({ head: branch, base: 'main' });
  return world.run({
    eventName: 'pull_request',
    payload: pullRequestPayload({
      owner: OWNER,
      repo: REPO,
      number: 1,
      headRef: branch,
      headSha: sha,
    }),
  });
}

describe('pull_request touching prd.yaml', () => {
  test('an invalid task list: annotations on its lines, a failure status, exit 1, no agent', async () => {
    const sha = proposeEdit('plan-edits', (prd) =>
      prd
        .replace(
          'status: "pending"\n    priority: "medium"',
          'status: "finished"\n    priority: "medium"',
        )
        .replace('depends_on: ["task-001", "task-002"]', 'depends_on: ["task-001", "task-009"]'),
    );
    const text = readFileSync(join(world.project.workspace, PRD), 'utf8');
    const result = await validatePullRequest('plan-edits', sha);

    expect(result.exitCode).toBe(1);
    const annotations = result.stdout
      .split('\n')
      .filter((line) => line.startsWith('::error ') && line.includes(`file=${PRD}`));
    const at = annotations.map((line) => {
      const match = /line=(\d+),col=(\d+)/.exec(line);
      return match ? { line: Number(match[1]), col: Number(match[2]), text: line } : undefined;
    });
    expect(at.every((a) => a !== undefined && a.col > 0)).toBe(true);
    const lines = at.map((a) => a!.line);
    expect(lines).toContain(lineOf(text, 'status: "finished"'));
    expect(lines).toContain(lineOf(text, 'task-009'));
    expect(at.find((a) => a!.text.includes('task-009'))?.line).toBe(lineOf(text, 'task-009'));
    // The failure is reported once more as the step's error, naming the file.
    expect(result.stdout).toMatch(/::error::\.ralph\/prd\.yaml is invalid \(\d+ errors?\)/);

    const statuses = world.github.state.statuses.filter((s) => s.sha === sha);
    expect(statuses).toHaveLength(1);
    expect(statuses[0]).toMatchObject({ context: 'ralph', state: 'failure' });
    expect(statuses[0]!.description).toMatch(/\.ralph\/prd\.yaml is invalid: \d+ error/);
    expect(world.model.requests).toHaveLength(0);
    expect(world.github.validationErrors).toEqual([]);
  });

  test('a valid task list: exit 0 and the status says where the list stands', async () => {
    const sha = proposeEdit('plan-more', (prd) =>
      prd.replace('title: "Add word count"', 'title: "Add a word count"'),
    );
    const result = await validatePullRequest('plan-more', sha);

    if (result.exitCode !== 0) throw new Error(`${result.stdout}\n${result.stderr}`);
    expect(result.stdout).not.toMatch(/^::error/m);
    expect(result.stdout).toContain(`${PRD} is valid`);
    const statuses = world.github.state.statuses.filter((s) => s.sha === sha);
    expect(statuses).toHaveLength(1);
    expect(statuses[0]).toMatchObject({ context: 'ralph', state: 'pending' });
    expect(statuses[0]!.description).toContain('0/3');
    expect(world.model.requests).toHaveLength(0);
    expect(world.originSha('plan-more')).toBe(sha);
    expect(world.github.validationErrors).toEqual([]);
  });
});
