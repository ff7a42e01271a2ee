/**
 * The built action on a workflow_dispatch, as a runner starts it: dist/index.js with INPUT_*
 * variables and an event file, the real claude CLI against the scripted model, real git with a
 * bare origin, and the GitHub emulator checking every call against GitHub's OpenAPI description.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, type ActionRunResult } from '../../test-support/action-runner.js';
import { demoScenario } from '../../test-support/demo-scenario.js';
import { conversationText, type Scenario } from '../../test-support/model-server.js';
import { isTask } from '../../test-support/task-routing.js';
import { workflowDispatchPayload } from '../../test-support/webhooks.js';
import {
  API_KEY,
  BRANCH,
  GITHUB_TOKEN,
  grepOriginHistory,
  OWNER,
  readTree,
  REPO,
  startActionWorld,
  type ActionWorld,
} from './world.js';

/** The demo, plus a first step in which the agent prints its whole environment. */
function scenarioWithEnvProbe(): Scenario {
  const demo = demoScenario();
  if (!('route' in demo)) throw new Error('the demo scenario routes by task');
  return {
    route(request) {
      const turns = demo.route(request);
      if (!isTask(request, 'Add slugify')) return turns;
      return [
        [{ tool: 'Bash', input: { command: 'env', description: 'Show the environment' } }],
        ...turns,
      ];
    },
  };
}

let world: ActionWorld;
let result: ActionRunResult;

// One run of the action, inspected from several sides by the tests below.

beforeAll(async () => {
  world = await startActionWorld(scenarioWithEnvProbe());
  result = await world.run({
    eventName: 'workflow_dispatch',
    payload: workflowDispatchPayload(OWNER, REPO, { iterations: '3' }),
    inputs: { iterations: '1' },
  });
}, 180_000);

afterAll(async () => {
  await world?.close();
});

function failureDetails(): string {
  return `exit ${result.exitCode}\n--- stdout ---\n${result.stdout}\n--- stderr ---\n${result.stderr}`;
}

describe('workflow_dispatch with inputs.iterations "3" on the demo project', () => {
  test('the run succeeds and does all three tasks though the iterations input is 1', () => {
    if (result.exitCode !== 0) throw new Error(failureDetails());
    expect(result.outputs['iterations-run']).toBe('3');
  });

  test('exactly three feat commits reach origin on ralph/textkit, in dependency order', () => {
    const subjects = world.originSubjects(`main..${BRANCH}`);
    expect(subjects.filter((s) => s.startsWith('feat:'))).toEqual([
      'feat: task-001 - Add slugify',
      'feat: task-002 - Add word count',
      'feat: task-003 - Add the textkit summary function',
    ]);
    // The work itself is on origin, and origin's tests pass on it.
    const files = world.project.git(
      ['--git-dir', world.project.origin, 'ls-tree', '-r', '--name-only', BRANCH],
      world.project.root,
    );
    expect(files.split('\n')).toEqual(
      expect.arrayContaining(['src/slugify.js', 'src/word-count.js', 'src/summary.js']),
    );
  });

  test('one pull request, ready for review, whose body shows 3/3 and the final status block', () => {
    const pulls = [...world.github.state.pulls.values()];
    expect(pulls).toHaveLength(1);
    const pull = pulls[0]!;
    expect(pull).toMatchObject({ state: 'open', draft: false });
    expect(pull.head.ref).toBe(BRANCH);
    expect(pull.base.ref).toBe('main');
    const body = pull.body ?? '';
    expect(body).toContain('100% · 3 of 3 tasks done');
    expect(body).toMatch(/\| ✓ \| task-003 \|/);
    const blocks = body.match(/---PRP_PHASE_STATUS---[\s\S]*?---END_PRP_PHASE_STATUS---/g) ?? [];
    expect(blocks.length).toBeGreaterThanOrEqual(1);
    const latest = blocks.at(-1)!;
    expect(latest).toContain('CAN_EXIT: true');
    expect(latest).toContain('EXIT_SIGNAL: true');
    expect(latest).toMatch(/PROGRESS_PERCENT: 100/);
    expect(latest).toMatch(/ITERATION: 3/);
    // It was a draft while work remained: the GraphQL mutation made it ready for review.
    expect(world.github.requestsFor('pulls/create')[0]?.body).toMatchObject({ draft: true });
    expect(world.github.requestsFor('graphql').length).toBeGreaterThanOrEqual(1);
  });

  test('commit status "ralph" is success on the pushed head', () => {
    const head = world.originSha(BRANCH)!;
    const statuses = world.github.state.statuses.filter(
      (s) => s.sha === head && s.context === 'ralph',
    );
    expect(statuses.at(-1)?.state).toBe('success');
  });

  test('the outputs describe the run', () => {
    const out = result.outputs;
    const pull = [...world.github.state.pulls.values()][0]!;
    expect(out).toMatchObject({
      'tasks-done': '3',
      'tasks-total': '3',
      complete: 'true',
      'pr-number': String(pull.number),
      'pr-url': `https://github.com/${OWNER}/${REPO}/pull/${pull.number}`,
      branch: BRANCH,
      'commit-sha': world.originSha(BRANCH),
      pushed: 'true',
      'iterations-run': '3',
      'task-id': 'task-003',
      'task-status': 'done',
    });
    expect(Number(out['cost-usd'])).toBeGreaterThan(0);
    const perIteration = JSON.parse(out['result-json']!) as { task_id: string; outcome: string }[];
    expect(perIteration.map((r) => [r.task_id, r.outcome])).toEqual([
      ['task-001', 'done'],
      ['task-002', 'done'],
      ['task-003', 'done'],
    ]);
  });

  test('the outputs and the job summary count the tokens the model proxy saw', () => {
    const out = result.outputs;
    // The model proxy counted the usage of every answer the model gave (1,200 input tokens each).
    const answered = world.model.requests.filter((r) =>
      /^(turn|after_script|side)/.test(r.served ?? ''),
    );
    expect(answered.length).toBeGreaterThan(0);
    expect(out['input-tokens']).toBe(String(1200 * answered.length));
    expect(Number(out['output-tokens'])).toBeGreaterThan(0);
    expect([out['cache-read-tokens'], out['cache-write-tokens']]).toEqual(['0', '0']);
    expect(result.summary).toContain(
      `**Tokens this run:** ${(1200 * answered.length).toLocaleString('en-US')} input`,
    );
  });

  test('the job summary and the PR body show the tokens of each task, which add up to the run', () => {
    const rowsOf = (text: string): Map<string, number[]> => {
      const start = text.indexOf('### Tokens per task');
      expect(start).toBeGreaterThanOrEqual(0);
      const rows = new Map<string, number[]>();
      for (const line of text.slice(start).split('\n').slice(2)) {
        const cells = /^\| (task-\d+) \| ([\d,]+) \| ([\d,]+) \| ([\d,]+) \| ([\d,]+) \|/.exec(
          line,
        );
        if (!line.startsWith('|')) break;
        if (cells)
          rows.set(
            cells[1]!,
            cells.slice(2, 6).map((n) => Number(n.replace(/,/g, ''))),
          );
      }
      return rows;
    };
    const pull = [...world.github.state.pulls.values()][0]!;
    for (const text of [result.summary, pull.body ?? '']) {
      const rows = rowsOf(text);
      expect([...rows.keys()]).toEqual(['task-001', 'task-002', 'task-003']);
      const input = [...rows.values()].reduce((sum, row) => sum + row[0]!, 0);
      expect(input).toBe(Number(result.outputs['input-tokens']));
      for (const row of rows.values()) expect(row[0]).toBeGreaterThan(0);
    }
  });

  test('the job summary has the task table', () => {
    expect(result.summary).toMatch(/\|[^\n]*task-001[^\n]*\|/);
    expect(result.summary).toMatch(/\|[^\n]*task-003[^\n]*\|/);
    expect(result.summary).toMatch(/\n\|\s*-{3,}/);
  });

  test('every GitHub call was valid against the OpenAPI description and authenticated', () => {
    expect(world.github.validationErrors).toEqual([]);
    expect(world.github.requests.length).toBeGreaterThan(0);
    expect(world.github.requests.every((r) => r.authenticated && r.status !== 401)).toBe(true);
  });

  test('the agent got the API key from the input and never the GitHub token', () => {
    const turns = world.model.turnRequests();
    expect(turns.length).toBeGreaterThan(0);
    for (const turn of turns) expect(turn.headers['x-api-key']).toBe(API_KEY);
    // The agent printed its environment (`env`); the tool result went back to the model.
    const probe = turns.map(conversationText).find((text) => text.includes('CLAUDE_CONFIG_DIR='));
    expect(probe).toBeDefined();
    expect(probe).not.toContain(GITHUB_TOKEN);
    expect(probe).not.toMatch(/^INPUT_/m);
    expect(probe).not.toMatch(/^GITHUB_TOKEN=/m);
    for (const request of world.model.requests) {
      expect(JSON.stringify(request.body ?? {})).not.toContain(GITHUB_TOKEN);
    }
  });

  test('neither secret appears in the PR, comments, transcripts, summary, commits or git config', () => {
    const places: [string, string][] = [
      ...[...world.github.state.pulls.values()].map((p): [string, string] => [
        `PR #${p.number}`,
        `${p.title}\n${p.body ?? ''}`,
      ]),
      ...world.github.state.comments.map((c): [string, string] => [`comment ${c.id}`, c.body]),
      ...world.github.state.statuses.map((s): [string, string] => [
        `status ${s.id}`,
        `${s.description ?? ''} ${s.targetUrl ?? ''}`,
      ]),
      ['job summary', result.summary],
      ['outputs', JSON.stringify(result.outputs)],
      ['stderr', result.stderr],
      ['.git/config', readFileSync(join(world.project.workspace, '.git', 'config'), 'utf8')],
      [
        'commit messages',
        world.project.git(
          ['--git-dir', world.project.origin, 'log', '--all', '--format=%B'],
          world.project.root,
        ),
      ],
      ...readTree(join(result.runnerTemp, 'ralph')).map((f): [string, string] => [f.path, f.text]),
    ];
    const transcripts = places.filter(
      ([where]) => where.endsWith('.jsonl') || where.includes('attempts'),
    );
    expect(transcripts.length).toBeGreaterThan(0);
    for (const secret of [API_KEY, GITHUB_TOKEN]) {
      const leaks = places.filter(([, text]) => text.includes(secret)).map(([where]) => where);
      expect(leaks).toEqual([]);
      expect(grepOriginHistory(world.project.origin, secret)).toBe('');
    }
    // The agent's `env` output reached the transcript with the key redacted.
    expect(transcripts.some(([, text]) => text.includes('[REDACTED]'))).toBe(true);
  });

  test('stdout masks both secrets and shows them nowhere else', () => {
    const lines = result.stdout.split('\n');
    expect(lines).toContain(`::add-mask::${API_KEY}`);
    expect(lines).toContain(`::add-mask::${GITHUB_TOKEN}`);
    const elsewhere = lines.filter(
      (line) =>
        !line.startsWith('::add-mask::') && (line.includes(API_KEY) || line.includes(GITHUB_TOKEN)),
    );
    expect(elsewhere).toEqual([]);
  });

  test('afterwards `ralph status --json` in the checkout shows the list complete', () => {
    const status = spawnSync(
      process.execPath,
      [join(REPO_ROOT, 'dist', 'cli.js'), 'status', '--json'],
      { cwd: world.project.workspace, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } },
    );
    expect(status.status).toBe(0);
    expect(JSON.parse(status.stdout)).toMatchObject({
      counts: { total: 3, done: 3 },
      progress_percent: 100,
      complete: true,
    });
  });
});
