/** Builders of real engine-shaped data, and a checker of the markup the renderers produce. */
import type { PhaseStatus } from '../../src/agent/phase-status-types.js';
import type { CheckResult } from '../../src/checks/types.js';
import type { IterationResult, TaskCounts } from '../../src/engine/types.js';
import type { Task } from '../../src/prd/schema.js';
import type { ReportModel } from '../../src/report/types.js';

/** The "GREEN Phase - Circuit Breaker Open" example of spec 003, as data and as text. */
export function openBreakerStatus(): PhaseStatus {
  return {
    timestamp: '2026-01-13T11:00:00Z',
    phase: 'GREEN',
    status: 'BLOCKED',
    iteration: 8,
    progressPercent: 60,
    tests: { total: 10, passing: 6, failing: 4, skipped: 0 },
    files: { created: 3, modified: 5, deleted: 0 },
    circuitBreaker: { state: 'OPEN', noProgressCount: 3 },
    dualGate: { gate1: false, gate2: false, canExit: false },
    blockers: [
      'No progress for 3 iterations on test: should_handle_edge_case',
      'Possible design issue with current approach',
    ],
    exitSignal: false,
    recommendation:
      'Circuit breaker open - consider alternative implementation approach or split feature',
  };
}

export const OPEN_BREAKER_TEXT = `---PRP_PHASE_STATUS---
TIMESTAMP: 2026-01-13T11:00:00Z
PHASE: GREEN
STATUS: BLOCKED
ITERATION: 8
PROGRESS_PERCENT: 60

TESTS:
  TOTAL: 10
  PASSING: 6
  FAILING: 4
  SKIPPED: 0

FILES:
  CREATED: 3
  MODIFIED: 5
  DELETED: 0

CIRCUIT_BREAKER:
  STATE: OPEN
  NO_PROGRESS_COUNT: 3

DUAL_GATE:
  GATE_1: false
  GATE_2: false
  CAN_EXIT: false

BLOCKERS:
  - No progress for 3 iterations on test: should_handle_edge_case
  - Possible design issue with current approach

EXIT_SIGNAL: false
RECOMMENDATION: Circuit breaker open - consider alternative implementation approach or split feature
---END_PRP_PHASE_STATUS---`;

export function check(
  name: string,
  passed: boolean,
  durationMs: number,
  extra: Partial<CheckResult> = {},
): CheckResult {
  return {
    name,
    command: `npm run ${name}`,
    required: true,
    passed,
    exitCode: passed ? 0 : 1,
    timedOut: false,
    durationMs,
    outputTail: passed ? '' : `${name} failed\nexpected 1, got 2`,
    ...extra,
  };
}

export function iteration(over: Partial<IterationResult> = {}): IterationResult {
  return {
    iteration: 3,
    taskId: 'task-002',
    taskTitle: 'Add the login form',
    outcome: 'done',
    agentOutcome: 'completed',
    attempt: 1,
    fixAttempts: 0,
    checks: [check('lint', true, 1200), check('test', true, 12_300)],
    commitSha: '0123456789abcdef0123456789abcdef01234567',
    costUsd: 0.1234,
    numTurns: 8,
    durationMs: 62_000,
    files: { created: ['src/login.ts'], modified: [], deleted: [] },
    restoredFiles: [],
    checksTampered: false,
    phaseStatus: openBreakerStatus(),
    summary: 'task-002 done',
    ...over,
  };
}

export function countTasks(tasks: Task[]): TaskCounts {
  const counts: TaskCounts = {
    total: tasks.length,
    done: 0,
    in_progress: 0,
    pending: 0,
    blocked: 0,
    skipped: 0,
  };
  for (const t of tasks) counts[t.status] += 1;
  return counts;
}

export function model(over: Partial<ReportModel> = {}): ReportModel {
  const tasks: Task[] = over.tasks ?? [
    { id: 'task-001', title: 'Set up the project', status: 'done', priority: 'high' },
    { id: 'task-002', title: 'Add the login form', status: 'done', depends_on: ['task-001'] },
    {
      id: 'task-003',
      title: 'Validate emails',
      status: 'in_progress',
      priority: 'critical',
      depends_on: ['task-002'],
    },
    {
      id: 'task-004',
      title: 'Rate limiting',
      status: 'blocked',
      blocked_by: 'needs a Redis decision',
    },
    {
      id: 5,
      title: 'Docs',
      status: 'pending',
      priority: 'low',
      depends_on: ['task-002', 'task-003'],
    },
    { id: 'task-006', title: 'Legacy export', status: 'skipped' },
  ];
  const counts = countTasks(tasks);
  return {
    project: { title: 'Login service', description: 'A small login service.\nWith two lines.' },
    branch: 'ralph/login-service',
    baseBranch: 'main',
    tasks,
    taskStats: {
      'task-001': { attempts: 1, costUsd: 0.5 },
      'task-002': { attempts: 2, costUsd: 1.25 },
      'task-003': { attempts: 1, costUsd: 0.3 },
    },
    counts,
    progressPercent: Math.round((counts.done / counts.total) * 100),
    complete: false,
    gate1: false,
    gate2: false,
    breakerState: 'CLOSED',
    lastPhaseStatus: openBreakerStatus(),
    iterations: [iteration({ iteration: 2, taskId: 'task-001' }), iteration()],
    totals: { iterations: 5, numTurns: 40, costUsd: 2.05 },
    runUrl: 'https://github.com/acme/login/actions/runs/42',
    nextTaskId: 'task-003',
    ...over,
  };
}

function cellCount(line: string): number {
  // Pipes not escaped by a backslash separate cells; the outer two frame the row.
  return line.split(/(?<!\\)\|/).length - 2;
}

/**
 * Problems in GitHub markdown structure: unclosed fences, unbalanced <details>, table rows
 * without a header/separator or with a different cell count, raw HTML tags from user text.
 */
export function markupProblems(markdown: string): string[] {
  const problems: string[] = [];
  const lines = markdown.split('\n');
  let fence: string | undefined;
  let depth = 0;
  let tableCells: number | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (fence !== undefined) {
      if (new RegExp(`^${fence}\`*\\s*$`).test(line)) fence = undefined;
      continue;
    }
    const open = /^(`{3,})/.exec(line);
    if (open) {
      fence = open[1]!;
      tableCells = undefined;
      continue;
    }
    for (const tag of line.matchAll(/<\/?([a-zA-Z]+)/g)) {
      const name = tag[1]!.toLowerCase();
      if (!['details', 'summary'].includes(name)) problems.push(`line ${i + 1}: raw <${name}>`);
      if (tag[0] === '<details') depth++;
      if (tag[0] === '</details') depth--;
      if (depth < 0) problems.push(`line ${i + 1}: </details> without <details>`);
    }
    if (line.startsWith('|')) {
      if (tableCells === undefined) {
        const sep = lines[i + 1] ?? '';
        if (!/^\|( *-{3,}:? *\|)+$/.test(sep))
          problems.push(`line ${i + 1}: table without separator`);
        else if (cellCount(sep) !== cellCount(line))
          problems.push(`line ${i + 1}: header/separator mismatch`);
        tableCells = cellCount(line);
      } else if (cellCount(line) !== tableCells) {
        problems.push(`line ${i + 1}: ${cellCount(line)} cells, expected ${tableCells}`);
      }
    } else {
      tableCells = undefined;
    }
  }
  if (fence !== undefined) problems.push('unclosed code fence');
  if (depth !== 0) problems.push(`unbalanced <details> (${depth})`);
  return problems;
}

export function tableRows(markdown: string): string[] {
  return markdown.split('\n').filter((l) => l.startsWith('| ') && !l.startsWith('| ---'));
}
