import { describe, expect, it } from '@jest/globals';
import type { Task } from '../../src/prd/schema.js';
import {
  PR_BODY_MARKER,
  composePrBody,
  renderPrBody,
  renderPrBodyWithStage,
} from '../../src/report/pr-body.js';
import {
  OPEN_BREAKER_TEXT,
  check,
  countTasks,
  iteration,
  markupProblems,
  model,
  tableRows,
} from './helpers.js';

function bigModel(n: number, titleLength = 60) {
  const tasks: Task[] = Array.from({ length: n }, (_, i) => ({
    id: `task-${String(i + 1).padStart(4, '0')}`,
    title: `Task number ${i + 1} `.padEnd(titleLength, 'x'),
    description: 'Some description that is not shown in the table',
    status:
      i < n * 0.6 ? 'done' : i % 50 === 0 ? 'blocked' : i % 7 === 0 ? 'in_progress' : 'pending',
    depends_on: i > 0 ? [`task-${String(i).padStart(4, '0')}`] : undefined,
  }));
  const counts = countTasks(tasks);
  return model({
    tasks,
    counts,
    progressPercent: Math.round((counts.done / counts.total) * 100),
    project: { title: 'Big project', description: 'D'.repeat(1500) },
  });
}

describe('renderPrBody', () => {
  it('shows the marker, the project, progress, §9 counts, gates, tasks, status block, last iteration, totals and link', () => {
    const body = renderPrBody(model());
    const lines = body.split('\n');
    expect(lines[0]).toBe(PR_BODY_MARKER);
    expect(body).toContain('## Ralph: Login service');
    expect(body).toContain('A small login service.\nWith two lines.');
    expect(body).toContain('Branch: ralph/login-service → main');
    // 2 of 6 done = 33%
    expect(body).toContain('▓▓▓░░░░░░░ 33% · 2 of 6 tasks done');
    expect(body).toContain(
      '6 total · ✓ 2 done · ▶ 1 in progress · ○ 1 pending · ⊗ 1 blocked · ⊘ 1 skipped',
    );
    expect(body).toContain(
      'Gate 1 (objective): ❌ · Gate 2 (exit signal): ❌ · Circuit breaker: CLOSED · Next: task-003',
    );
    expect(body).toContain('| Status | ID | Title | Priority | Depends on | Attempts | Cost |');
    expect(body).toContain('| ✓ | task-001 | Set up the project | high | — | 1 | $0.50 |');
    expect(body).toContain('| ✓ | task-002 | Add the login form | medium | task-001 | 2 | $1.25 |');
    expect(body).toContain('| ▶ | task-003 | Validate emails | critical | task-002 | 1 | $0.30 |');
    expect(body).toContain('| ⊗ | task-004 |');
    expect(body).toContain('| ○ | 5 | Docs | low | task-002, task-003 | 0 | $0.00 |');
    expect(body).toContain('| ⊘ | task-006 |');
    expect(body).toContain(
      `<details><summary>Latest phase status</summary>\n\n\`\`\`text\n${OPEN_BREAKER_TEXT}\n\`\`\`\n\n</details>`,
    );
    expect(body).toContain('### Last iteration (#3)');
    expect(body).toContain(
      'task task-002 Add the login form · ✓ done · attempt 1 · checks 2/2 · commit 0123456 · $0.12 · 8 turns · 1m 02s',
    );
    expect(body).toContain('| lint | ✅ passed | yes | 1.2s |');
    expect(body).toContain('| test | ✅ passed | yes | 12.3s |');
    expect(body).toContain('**Totals:** 5 iterations · 40 turns · $2.05');
    expect(body).toContain(
      '[View the workflow run](https://github.com/acme/login/actions/runs/42)',
    );
    expect(markupProblems(body)).toEqual([]);
  });

  it('is deterministic', () => {
    expect(renderPrBody(model())).toBe(renderPrBody(model()));
  });

  it('marks failed checks and failed outcomes', () => {
    const failed = iteration({
      outcome: 'failed',
      agentOutcome: 'max_turns',
      checks: [
        check('lint', true, 900),
        check('test', false, 4000),
        check('e2e', false, 600_000, { timedOut: true }),
        check('hog', false, 2000, {
          stoppedForMemory: 'the memory watchdog stopped all of its processes once',
        }),
      ],
      commitSha: undefined,
    });
    const body = renderPrBody(model({ iterations: [failed] }));
    expect(body).toContain('✗ failed (max_turns) · attempt 1 · checks 1/4 · no commit');
    expect(body).toContain('| hog | ❌ stopped for memory | yes | 2.0s |');
    expect(body).toContain('| test | ❌ failed | yes | 4.0s |');
    expect(body).toContain('| e2e | ❌ timed out | yes | 10m 00s |');
  });

  it('renders user text as text: HTML, pipes, newlines, backticks and fences cannot break out', () => {
    const evil: Task[] = [
      { id: 'a|b', title: '<script>alert(1)</script> | pipe `code` ```', status: 'pending' },
      { id: 'x', title: 'line one\nline two</details>', status: 'done', depends_on: ['a|b'] },
      { id: 'y', title: 'ping @octocat and *bold* [link](http://evil)', status: 'pending' },
    ];
    const status = {
      ...model().lastPhaseStatus!,
      blockers: ['a ``` fence', '</details> <img src=x>'],
    };
    const body = renderPrBody(
      model({
        tasks: evil,
        counts: countTasks(evil),
        project: { title: 'T <b>bold</b>', description: '```\nunclosed fence\n<details>' },
        lastPhaseStatus: status,
        iterations: [
          iteration({
            taskTitle: '<img src=x onerror=alert(1)>',
            checks: [check('a|b`<i>', true, 5)],
          }),
        ],
      }),
    );
    const outsideFences = body.replace(/^(`{3,})text\n[\s\S]*?^\1$/m, '');
    expect(outsideFences).toContain('## Ralph: T &lt;b&gt;bold&lt;/b&gt;');
    expect(outsideFences).not.toMatch(/<script|<img|<b>|<i>/);
    expect(body).toContain('&lt;script&gt;alert(1)&lt;/script&gt; \\| pipe \\`code\\` \\`\\`\\`');
    expect(body).toContain('line one line two&lt;/details&gt;');
    expect(body).toContain('@\u200boctocat');
    expect(body).toContain('\\*bold\\* \\[link\\](http://evil)');
    // The status block keeps its text verbatim inside a longer fence.
    expect(body).toContain('````text\n---PRP_PHASE_STATUS---');
    expect(body).toContain('  - a ``` fence\n  - </details> <img src=x>');
    const evilRows = tableRows(body).filter((r) => r.includes('a\\|b'));
    expect(evilRows.length).toBeGreaterThan(0);
    expect(markupProblems(body)).toEqual([]);
  });

  it('omits what is missing: no status block, no iterations, no link', () => {
    const body = renderPrBody(
      model({
        lastPhaseStatus: undefined,
        iterations: [],
        runUrl: undefined,
        project: { title: 'P' },
      }),
    );
    expect(body).not.toContain('<details>');
    expect(body).not.toContain('Last iteration');
    expect(body).not.toContain('View the workflow run');
    expect(markupProblems(body)).toEqual([]);
  });

  it('refuses non-http run links', () => {
    expect(renderPrBody(model({ runUrl: 'javascript:alert(1)' }))).not.toContain('javascript:');
  });

  it('sheds detail in stages, each well-formed and within the limit', () => {
    const m = bigModel(400);
    const sizes = [0, 1, 2, 4, 5].map((s) => composePrBody(m, s as 0 | 1 | 2 | 4 | 5).length);
    // Each stage is smaller than the one before it.
    for (let i = 1; i < sizes.length; i++) expect(sizes[i]!).toBeLessThan(sizes[i - 1]!);

    const seen = new Set<number>();
    const limits = [
      sizes[0]!,
      sizes[0]! - 1,
      sizes[1]! - 1,
      sizes[2]! - 1,
      12_000,
      4_000,
      sizes[3]!,
      sizes[3]! - 1,
    ];
    for (const maxLength of limits) {
      const { body, stage } = renderPrBodyWithStage(m, { maxLength });
      seen.add(stage);
      expect(body.length).toBeLessThanOrEqual(maxLength);
      expect(markupProblems(body)).toEqual([]);
      expect(body.startsWith(PR_BODY_MARKER + '\n')).toBe(true);
      expect(body).toContain('▓▓▓▓▓▓░░░░ 60%');
      expect(body).toContain('400 total · ✓ 240 done');
      const rows = tableRows(body);
      if (rows.length > 0)
        expect(rows[0]).toBe('| Status | ID | Title | Priority | Depends on | Attempts | Cost |');
      if (stage === 0) expect(body).toContain('| ✓ | task-0001 |');
      if (stage >= 1) expect(body).not.toContain('| ✓ |');
      if (stage >= 1 && stage <= 3) expect(body).toContain('240 done tasks hidden');
      if (stage <= 1) expect(body).toContain('DDDD');
      if (stage >= 2) expect(body).not.toContain('DDDD');
      if (stage <= 1) expect(body).toContain('| lint | ✅ passed |');
      if (stage >= 2) expect(body).not.toContain('| lint |');
      if (stage === 3) expect(body).toMatch(/… [\d,]+ more tasks? not shown/);
      if (stage <= 4) expect(body).toContain('<summary>Latest phase status</summary>');
      if (stage >= 4) expect(body).not.toContain('### Tasks');
      if (stage === 5) expect(body).not.toContain('<details>');
      expect(body).toContain('[View the workflow run]');
    }
    expect([...seen].sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('keeps in-progress and blocked rows first when only some fit', () => {
    const { body, stage } = renderPrBodyWithStage(bigModel(400), { maxLength: 6_000 });
    expect(stage).toBe(3);
    const rows = tableRows(body).slice(1);
    expect(rows.length).toBeGreaterThan(0);
    // task-0241 is the first open one and pending; in-progress ones (every 7th) come before it.
    expect(rows.some((r) => r.startsWith('| ▶ |'))).toBe(true);
    expect(rows.some((r) => r.startsWith('| ⊗ |'))).toBe(true);
  });

  it('renders a 2,000-task PRD under 65,536 characters with counts and progress', () => {
    const m = bigModel(2000, 150);
    const body = renderPrBody(m);
    expect(body.length).toBeLessThanOrEqual(65_536);
    expect(body).toContain('2000 total · ✓ 1200 done · ▶ ');
    expect(body).toContain('▓▓▓▓▓▓░░░░ 60% · 1200 of 2,000 tasks done');
    expect(body).toContain(OPEN_BREAKER_TEXT);
    expect(markupProblems(body)).toEqual([]);
  });
});
