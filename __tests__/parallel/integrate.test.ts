/**
 * Integration of a round on a real git repository: task branches made the way task jobs leave
 * them (the task's change plus the harness's record), landed in priority order behind the
 * integration gate (the base commit's RALPH:CHECKS, run for real).
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { planChecks } from '../../src/engine/checks-plan.js';
import { integrateRound, landingOrder } from '../../src/engine/parallel/integrate.js';
import { createGit } from '../../src/git/git.js';
import type { Git } from '../../src/git/types.js';
import { parsePrdText, type Prd } from '../../src/prd/index.js';
import {
  createRepoWithOrigin,
  isolatedGitEnv,
  type TestRepo,
} from '../../test-support/git-repo.js';

const PRD_PATH = '.ralph/prd.yaml';
const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((c) => c()));

function prdText(statuses: Record<string, string> = {}, comments = ''): string {
  const task = (id: string, title: string, priority: string) =>
    [
      `  - id: "${id}"`,
      `    title: "${title}"`,
      `    status: "${statuses[id] ?? 'pending'}"`,
      `    priority: "${priority}"`,
      ...(comments && id === 't-low' ? [comments] : []),
    ].join('\n');
  return [
    'schema_version: "1.0"',
    'project:',
    '  title: "widgets"',
    '  branch: "ralph/widgets"',
    'tasks:',
    task('t-low', 'Write a', 'low'),
    task('t-high', 'Write b', 'high'),
    task('t-mid', 'Write c', 'medium'),
    '',
  ].join('\n');
}

/** Fails when a.txt and b.txt both exist: each task passes alone, the pair does not. */
const CLAUDE_MD = [
  '# widgets',
  '',
  '<!-- RALPH:CHECKS:START -->',
  '```yaml',
  'checks:',
  '  - name: exclusive',
  '    command: "test ! -f a.txt || test ! -f b.txt"',
  '    required: true',
  '```',
  '<!-- RALPH:CHECKS:END -->',
  '',
].join('\n');

interface World {
  repo: TestRepo;
  base: string;
  prd: Prd;
  /** A task branch with `files` and the task's status (and comment) in the record. */
  taskBranch(
    id: string,
    files: Record<string, string>,
    record: Record<string, string>,
    comments?: string,
  ): string;
}

function world(): World {
  const repo = createRepoWithOrigin({
    'CLAUDE.md': CLAUDE_MD,
    [PRD_PATH]: prdText(),
    '.ralph/progress.txt': '# Ralph Progress Log\n',
  });
  cleanups.push(repo.cleanup);
  repo.git(['checkout', '-q', '-b', 'ralph/widgets']);
  const base = repo.git(['rev-parse', 'HEAD']);
  return {
    repo,
    base,
    prd: parsePrdText(prdText(), PRD_PATH).prd!,
    taskBranch(id, files, record, comments = '') {
      repo.git(['checkout', '-q', '-b', `ralph/widgets--${id}`, base]);
      repo.write({
        ...files,
        [PRD_PATH]: prdText(record, comments),
        '.ralph/progress.txt': `# Ralph Progress Log\n\n## ${id}\nOutcome: ${record[id]}\n`,
        '.ralph/state.json': JSON.stringify({
          version: 1,
          iteration: 1,
          breaker: { state: 'CLOSED', noProgressCount: 0, sameFailureCount: 0 },
          tasks: { [id]: { attempts: record[id] === 'done' ? 0 : 1, costUsd: 0.5 } },
          totalCostUsd: 0.5,
        }),
      });
      repo.git(['add', '-A']);
      repo.git(['commit', '-q', '-m', `record ${id}`]);
      const tip = repo.git(['rev-parse', 'HEAD']);
      repo.git(['checkout', '-q', 'ralph/widgets']);
      return tip;
    },
  };
}

async function integrate(
  w: World,
  branches: { taskId: string; tip: string }[],
  /** What the integration gets as its git (the gate's checks are planned with the real one). */
  wrap: (git: Git) => Git = (git) => git,
) {
  const git = createGit({ cwd: w.repo.dir, env: isolatedGitEnv });
  const plan = await planChecks(git, w.base, false);
  const results = await integrateRound(
    wrap(git),
    {
      repoDir: w.repo.dir,
      prdPath: PRD_PATH,
      baseSha: w.base,
      checks: plan.checks,
      now: () => new Date('2026-11-23T12:00:00Z'),
    },
    w.prd,
    branches.map((b) => ({ ...b, branch: `ralph/widgets--${b.taskId}` })),
  );
  return { git, results };
}

describe('integrateRound', () => {
  it('lands verified tasks in priority order, one feat commit each', async () => {
    const w = world();
    const low = w.taskBranch('t-low', { 'c.txt': 'c\n' }, { 't-low': 'done' });
    const high = w.taskBranch('t-high', { 'b.txt': 'b\n' }, { 't-high': 'done' });
    const { results } = await integrate(w, [
      { taskId: 't-low', tip: low },
      { taskId: 't-high', tip: high },
    ]);
    expect(results.map((r) => [r.taskId, r.kind])).toEqual([
      ['t-high', 'landed'],
      ['t-low', 'landed'],
    ]);
    expect(
      w.repo
        .git(['log', '--format=%s', `${w.base}..HEAD`])
        .split('\n')
        .reverse(),
    ).toEqual(['feat: t-high - Write b', 'feat: t-low - Write a']);
    const prd = readFileSync(join(w.repo.dir, PRD_PATH), 'utf8');
    const tasks = parsePrdText(prd, PRD_PATH).prd!.tasks;
    expect(tasks.map((t) => t.status)).toEqual(['done', 'done', 'pending']);
    // The records of both task jobs are in the work branch's logs and state.
    const progress = readFileSync(join(w.repo.dir, '.ralph/progress.txt'), 'utf8');
    expect(progress).toContain('## t-high');
    expect(progress).toContain('## t-low');
    const state = JSON.parse(readFileSync(join(w.repo.dir, '.ralph/state.json'), 'utf8'));
    expect(state.totalCostUsd).toBe(1);
    expect(w.repo.git(['status', '--porcelain'])).toBe('');
  });

  it("reads the base commit's files once a round, however many tasks land", async () => {
    const w = world();
    const branches = [
      { taskId: 't-low', tip: w.taskBranch('t-low', { 'c.txt': 'c\n' }, { 't-low': 'done' }) },
      { taskId: 't-high', tip: w.taskBranch('t-high', { 'b.txt': 'b\n' }, { 't-high': 'done' }) },
      { taskId: 't-mid', tip: w.taskBranch('t-mid', { 'd.txt': 'd\n' }, { 't-mid': 'done' }) },
    ];
    const baseReads: string[] = [];
    const { results } = await integrate(
      w,
      branches,
      (real) =>
        new Proxy(real, {
          get(target, name) {
            if (name === 'showFile')
              return (ref: string, path: string) => {
                if (ref === w.base) baseReads.push(path);
                return target.showFile(ref, path);
              };
            const value: unknown = Reflect.get(target, name);
            return typeof value === 'function' ? value.bind(target) : value;
          },
        }),
    );
    expect(results.map((r) => r.kind)).toEqual(['landed', 'landed', 'landed']);
    expect(baseReads.sort()).toEqual(
      [PRD_PATH, '.ralph/progress.txt', '.ralph/state.json', '.ralph/phase-status.log'].sort(),
    );
    // Each task's progress entry was still measured against the base: all three are there once.
    const progress = readFileSync(join(w.repo.dir, '.ralph/progress.txt'), 'utf8');
    for (const id of ['t-low', 't-high', 't-mid'])
      expect(progress.split(`## ${id}\n`)).toHaveLength(2);
  });

  it('requeues a task that fails the integration gate on top of another, naming it', async () => {
    const w = world();
    const a = w.taskBranch('t-low', { 'a.txt': 'a\n' }, { 't-low': 'done' });
    const b = w.taskBranch('t-high', { 'b.txt': 'b\n' }, { 't-high': 'done' });
    const { results } = await integrate(w, [
      { taskId: 't-low', tip: a },
      { taskId: 't-high', tip: b },
    ]);
    expect(results.map((r) => [r.taskId, r.kind, r.collidedWith])).toEqual([
      ['t-high', 'landed', []],
      ['t-low', 'requeued', ['t-high']],
    ]);
    expect(results[1]!.detail).toBe('the checks (exclusive) fail with it on top of t-high');
    // Never broken code on the work branch: b.txt landed, a.txt did not.
    expect(existsSync(join(w.repo.dir, 'b.txt'))).toBe(true);
    expect(existsSync(join(w.repo.dir, 'a.txt'))).toBe(false);
    const prd = parsePrdText(readFileSync(join(w.repo.dir, PRD_PATH), 'utf8'), PRD_PATH).prd!;
    const requeued = prd.tasks.find((t) => t.id === 't-low')!;
    expect(requeued.status).toBe('pending');
    expect(requeued.comments?.at(-1)?.body).toBe(
      'Integration: not landed because the checks (exclusive) fail with it on top of t-high. Back to pending: the next round runs it again, after t-high.',
    );
    expect(w.repo.git(['log', '-1', '--format=%s'])).toBe(
      'chore(ralph): t-low requeued after integration',
    );
  });

  it('requeues a task whose change conflicts with one landed before it', async () => {
    const w = world();
    const first = w.taskBranch('t-high', { 'c.txt': 'from high\n' }, { 't-high': 'done' });
    const second = w.taskBranch('t-mid', { 'c.txt': 'from mid\n' }, { 't-mid': 'done' });
    const { results } = await integrate(w, [
      { taskId: 't-mid', tip: second },
      { taskId: 't-high', tip: first },
    ]);
    expect(results.map((r) => [r.taskId, r.kind, r.detail])).toEqual([
      ['t-high', 'landed', 'landed; checks 1/1 passed'],
      ['t-mid', 'requeued', 'its change conflicts with t-high'],
    ]);
    expect(readFileSync(join(w.repo.dir, 'c.txt'), 'utf8')).toBe('from high\n');
    expect(w.repo.git(['status', '--porcelain'])).toBe('');
  });

  it('records a failed attempt (its comment and count) without its code, and skips empty branches', async () => {
    const w = world();
    const comment = [
      '    comments:',
      '      - author: "agent"',
      '        body: "Attempt 1 failed: check exclusive failing"',
    ].join('\n');
    const failed = w.taskBranch('t-low', {}, { 't-low': 'pending' }, comment);
    const { results } = await integrate(w, [
      { taskId: 't-low', tip: failed },
      { taskId: 't-mid', tip: w.base },
    ]);
    expect(results.map((r) => [r.taskId, r.kind])).toEqual([
      ['t-mid', 'no_result'],
      ['t-low', 'failed'],
    ]);
    expect(w.repo.git(['log', '-1', '--format=%s'])).toBe('chore(ralph): t-low attempt 1 failed');
    const prd = parsePrdText(readFileSync(join(w.repo.dir, PRD_PATH), 'utf8'), PRD_PATH).prd!;
    expect(prd.tasks[0]!.comments?.map((c) => c.body)).toEqual([
      'Attempt 1 failed: check exclusive failing',
    ]);
    const state = JSON.parse(readFileSync(join(w.repo.dir, '.ralph/state.json'), 'utf8'));
    expect(state.tasks['t-low']).toEqual({ attempts: 1, costUsd: 0.5 });
  });

  it('orders branches by priority, then the task list', () => {
    const w = world();
    const order = landingOrder(w.prd, [
      { taskId: 't-mid', branch: 'm', tip: 'x' },
      { taskId: 't-low', branch: 'l', tip: 'x' },
      { taskId: 't-high', branch: 'h', tip: 'x' },
    ]);
    expect(order.map((b) => b.taskId)).toEqual(['t-high', 't-mid', 't-low']);
  });
});
