/**
 * Parallel rounds end to end, as the parallel workflow runs them: the built dist/index.js in a
 * matrix job, one process per task (run concurrently, each in its own clone), and an
 * integration job; the real claude CLI against the scripted model, real git with a bare origin,
 * and the GitHub emulator validating every call (including the continuation's dispatch).
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ActionRunResult } from '../../test-support/action-runner.js';
import { workflowDispatchPayload } from '../../test-support/webhooks.js';
import {
  BRANCH,
  OWNER,
  REPO,
  startActionWorld,
  taskStatusIn,
  type ActionWorld,
} from '../action/world.js';
import { parallelScenario, prdYaml } from './parallel-scenario.js';

const WORKFLOW_REF = `${OWNER}/${REPO}/.github/workflows/ralph-parallel.yml@refs/heads/main`;

interface Round {
  matrix: ActionRunResult;
  tasks: ActionRunResult[];
  integrate: ActionRunResult;
  /** Origin's commit subjects on the work branch after the round. */
  subjects: string[];
  /** Origin's branches after the round. */
  branches: string[];
}

let world: ActionWorld;
let barrier: string;
let barrierRoot: string | undefined;
const rounds: Round[] = [];

function details(run: ActionRunResult): string {
  return `exit ${run.exitCode}\n--- stdout ---\n${run.stdout}\n--- stderr ---\n${run.stderr}`;
}

interface DispatchBody {
  ref: string;
  inputs: Record<string, string>;
}

function dispatches(): { path: string; body: DispatchBody }[] {
  return world.github
    .requestsFor('actions/create-workflow-dispatch')
    .map((r) => ({ path: r.path, body: r.body as DispatchBody }));
}

async function runRound(n: number, inputs: Record<string, string>): Promise<Round> {
  const payload = workflowDispatchPayload(OWNER, REPO, inputs);
  const job = (name: string, with_: Record<string, string>) =>
    world.run({
      eventName: 'workflow_dispatch',
      payload,
      workspace: world.cloneWorkspace(`round${n}-${name}`),
      inputs: with_,
      env: { GITHUB_WORKFLOW_REF: WORKFLOW_REF, GITHUB_REF_NAME: 'main' },
    });
  const matrix = await job('matrix', { mode: 'matrix', parallel: '3' });
  if (matrix.exitCode !== 0) throw new Error(details(matrix));
  const include = (JSON.parse(matrix.outputs.matrix!) as { include: { task: string }[] }).include;
  // The task jobs of the round, all at once, against the one origin.
  const tasks = await Promise.all(
    include.map((entry) =>
      job(entry.task, {
        mode: 'run',
        task: entry.task,
        'base-sha': matrix.outputs['base-sha']!,
        'max-fix-attempts': '0',
      }),
    ),
  );
  const integrate = await job('integrate', {
    mode: 'integrate',
    'base-sha': matrix.outputs['base-sha']!,
    continue: 'true',
  });
  if (integrate.exitCode !== 0) throw new Error(details(integrate));
  const branches = world.project
    .git(['--git-dir', world.project.origin, 'branch', '--format=%(refname:short)'])
    .split('\n');
  return { matrix, tasks, integrate, subjects: world.originSubjects(`main..${BRANCH}`), branches };
}

beforeAll(async () => {
  barrierRoot = mkdtempSync(join(tmpdir(), 'ralph-barrier-'));
  barrier = join(barrierRoot, 'barrier');
  mkdirSync(barrier, { recursive: true });
  world = await startActionWorld(parallelScenario(barrier));
  writeFileSync(join(world.project.workspace, '.ralph', 'prd.yaml'), prdYaml());
  world.project.git(['commit', '-qam', 'docs: a task list for parallel rounds']);
  world.project.git(['push', '-q', 'origin', 'main']);

  // Round 1 starts from a person's dispatch; each next round from the recorded continuation.
  rounds.push(await runRound(1, {}));
  rounds.push(await runRound(2, dispatches()[0]!.body.inputs));
  rounds.push(await runRound(3, dispatches()[1]!.body.inputs));
}, 900_000);

afterAll(async () => {
  await world?.close();
  if (barrierRoot) rmSync(barrierRoot, { recursive: true, force: true });
});

const taskIds = (round: Round): string[] =>
  (JSON.parse(round.matrix.outputs.matrix!) as { include: { task: string }[] }).include.map(
    (e) => e.task,
  );

describe('round 1: five independent tasks and one depending on two of them, parallel 3', () => {
  test('the matrix job selects the three highest-priority ready tasks', () => {
    const [round] = rounds;
    expect(taskIds(round!)).toEqual(['task-001', 'task-002', 'task-003']);
    expect(round!.matrix.outputs['task-count']).toBe('3');
    expect(round!.matrix.outputs['base-sha']).toMatch(/^[0-9a-f]{40}$/);
    expect(round!.matrix.summary).toContain('task-004');
  });

  test('the three task processes ran at the same time (each saw all three at the barrier)', () => {
    for (const id of ['task-001', 'task-002', 'task-003']) {
      expect(readFileSync(`${barrier}.${id}.seen`, 'utf8').trim()).toBe('3');
    }
    for (const run of rounds[0]!.tasks) if (run.exitCode !== 0) throw new Error(details(run));
    // A task job touches neither the work branch nor the pull request.
    const taskCalls = rounds[0]!.tasks.map((t) => t.stdout).join('\n');
    expect(taskCalls).not.toContain('Pull request #');
  });

  test('integration lands three feat commits in priority order, then deletes the task branches', () => {
    const [round] = rounds;
    expect(round!.subjects.filter((s) => s.startsWith('feat:'))).toEqual([
      'feat: task-001 - Add the alpha helper',
      'feat: task-002 - Add the beta helper',
      'feat: task-003 - Add the gamma helper',
    ]);
    expect(round!.branches.filter((b) => b.includes('--'))).toEqual([]);
    expect(round!.integrate.outputs['tasks-done']).toBe('3');
    expect(round!.integrate.summary).toContain('| `task-001` | Add the alpha helper | ✅ landed |');
  });

  test('the round reports the agent turns its task jobs used, in the outputs and per task', () => {
    const [round] = rounds;
    const perTask = round!.tasks.map((t) => Number(t.outputs['num-turns']));
    expect(perTask.every((n) => n > 0)).toBe(true);
    const total = perTask.reduce((a, b) => a + b, 0);
    expect(round!.integrate.outputs['num-turns']).toBe(String(total));
    const json = JSON.parse(round!.integrate.outputs['result-json']!) as { num_turns: number }[];
    expect(json.map((r) => r.num_turns)).toEqual(perTask);
    expect(round!.integrate.summary).toContain(`| ${perTask[0]} | $`);
  });

  test('the emulator records the continuation dispatch with the same inputs plus the chain', () => {
    const first = dispatches()[0]!;
    expect(first.path).toBe(
      `/repos/${OWNER}/${REPO}/actions/workflows/ralph-parallel.yml/dispatches`,
    );
    expect(first.body).toEqual({
      ref: 'main',
      inputs: {
        'chain-depth': '2',
        'chain-cost-usd': rounds[0]!.integrate.outputs['cost-usd'],
      },
    });
    expect(rounds[0]!.integrate.outputs.dispatched).toBe('true');
  });
});

describe('round 2: the rest, with a conflicting pair', () => {
  test('picks up the rest, including the task that depended on two of round 1', () => {
    expect(taskIds(rounds[1]!)).toEqual(['task-004', 'task-005', 'task-006']);
  });

  test('one of the conflicting pair lands, the other is requeued with a comment naming it', () => {
    const round = rounds[1]!;
    const feats = round.subjects.filter((s) => s.startsWith('feat:')).slice(3);
    expect(feats).toEqual([
      'feat: task-004 - Add the shared greeting',
      'feat: task-006 - Add the combined report',
    ]);
    expect(round.integrate.outputs.requeued).toBe('task-005');
    expect(round.integrate.outputs.pushed).toBe('true');
    const prd = world.originFile(BRANCH, '.ralph/prd.yaml');
    expect(taskStatusIn(prd, 'task-005')).toBe('pending');
    expect(prd).toMatch(/Integration: not landed because its change conflicts with task-004/);
    expect(world.originFile(BRANCH, 'src/shared.js')).toBe("export const shared = 'greeting';");
  });

  test('the chain continues with depth 3 and the summed cost', () => {
    expect(dispatches()).toHaveLength(2);
    const cost =
      Number(rounds[0]!.integrate.outputs['cost-usd']) +
      Number(rounds[1]!.integrate.outputs['cost-usd']);
    expect(dispatches()[1]!.body.inputs).toEqual({
      'chain-depth': '3',
      'chain-cost-usd': cost.toFixed(4),
    });
  });
});

describe('round 3: a round without progress', () => {
  test('the requeued task runs again, fails its checks on top of the other, and is recorded', () => {
    const round = rounds[2]!;
    expect(taskIds(round)).toEqual(['task-005']);
    expect(round.tasks[0]!.exitCode).toBe(1);
    expect(round.subjects.at(-1)).toBe('chore(ralph): task-005 attempt 1 failed');
    expect(taskStatusIn(world.originFile(BRANCH, '.ralph/prd.yaml'), 'task-005')).toBe('pending');
  });

  test('does not dispatch again', () => {
    expect(dispatches()).toHaveLength(2);
    expect(rounds[2]!.integrate.outputs.dispatched).toBe('false');
    expect(rounds[2]!.integrate.summary).toContain('No next round: this run made no progress.');
  });

  test('every GitHub call of the three rounds was valid, and one status was set per round', () => {
    world.github.assertNoValidationErrors();
    expect(world.github.requestsFor('repos/create-commit-status')).toHaveLength(3);
  });
});
