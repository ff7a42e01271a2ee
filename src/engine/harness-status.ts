/**
 * The harness's own PRP_PHASE_STATUS block (spec 003), written after every iteration. It is
 * authoritative: counts come from git, the checks and the task list; the agent's block only
 * contributes PHASE, TESTS, BLOCKERS and RECOMMENDATION when it is valid.
 */
import type { PhaseStatus } from '../agent/phase-status-types.js';
import type { CheckResult } from '../checks/types.js';
import type { FileChanges } from '../git/types.js';
import { breakerRecommendation, type BreakerData } from './breaker.js';
import type { GateResult } from './gate.js';
import type { IterationOutcome } from './types.js';

export interface HarnessStatusInput {
  timestamp: string;
  iteration: number;
  progressPercent: number;
  files: FileChanges;
  checks: CheckResult[];
  breaker: BreakerData;
  gates: GateResult;
  outcome: IterationOutcome;
  taskId: string;
  /** The task ran out of attempts and is now blocked. */
  taskBlocked: boolean;
  /** Why the attempt failed, when it did. */
  failure?: string;
  agentStatus?: PhaseStatus;
  /** Next task to work on, for the recommendation. */
  nextTaskId?: string;
  /** The checks were off (`--no-checks`): nothing verified the work. */
  checksDisabled?: boolean;
}

/** TESTS counts the required checks: optional ones only warn, so they never count as failing. */
function testsFromChecks(checks: CheckResult[]): PhaseStatus['tests'] {
  const required = checks.filter((c) => c.required);
  const passing = required.filter((c) => c.passed).length;
  return { total: required.length, passing, failing: required.length - passing, skipped: 0 };
}

/** Case- and space-insensitive form of a blocker, to list each problem once. */
function blockerKey(line: string): string {
  return line.replace(/\s+/g, ' ').trim().toLowerCase();
}

function validTests(tests: PhaseStatus['tests']): boolean {
  return tests.passing + tests.failing + tests.skipped === tests.total;
}

function harnessRecommendation(input: HarnessStatusInput): string {
  const breakerNote = breakerRecommendation(input.breaker);
  if (input.breaker.state === 'OPEN') return breakerNote!;
  if (input.gates.canExit && input.checksDisabled)
    return 'All tasks done, not verified: the checks were off (--no-checks) - review the work before merging';
  if (input.gates.canExit) return 'All tasks done and verified - review and merge the work branch';
  if (input.gates.gate1)
    return 'All tasks done - the agent did not confirm EXIT_SIGNAL; review the result';
  if (input.taskBlocked)
    return `Task ${input.taskId} is blocked - fix the cause or split the task, then set it back to pending`;
  if (breakerNote) return breakerNote;
  if (input.outcome === 'failed')
    return `Retry task ${input.taskId} with the failure noted in its comments`;
  if (input.outcome === 'interrupted') return `Run again to resume task ${input.taskId}`;
  if (input.outcome === 'not_attempted')
    return `Fix the check that fails at the starting commit, then run task ${input.taskId} again`;
  return input.nextTaskId
    ? `Continue with task ${input.nextTaskId}`
    : 'Continue with the next ready task';
}

export function buildHarnessStatus(input: HarnessStatusInput): PhaseStatus {
  const agent =
    input.agentStatus && validTests(input.agentStatus.tests) ? input.agentStatus : undefined;
  const blocked = input.breaker.state === 'OPEN' || input.taskBlocked;
  const status: PhaseStatus['status'] = input.gates.canExit
    ? 'COMPLETE'
    : blocked
      ? 'BLOCKED'
      : 'IN_PROGRESS';
  const failingChecks = input.checks
    .filter((c) => !c.passed && c.required)
    .map((c) => `Check '${c.name}' failing`);
  // The failure line of a check failure repeats the check's own line (with its exit code).
  const failure = input.failure?.split('\n')[0];
  const repeated = (line: string): boolean =>
    failure !== undefined && blockerKey(failure).startsWith(blockerKey(line));
  const candidates = [
    ...(agent?.blockers ?? []),
    ...failingChecks.filter((line) => !repeated(line)),
    ...(failure ? [failure] : []),
  ];
  const blockers: string[] = [];
  const seen = new Set<string>();
  for (const line of candidates) {
    const key = blockerKey(line);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    blockers.push(line);
  }
  if (input.breaker.state === 'OPEN')
    blockers.push(`Circuit breaker open: ${input.breaker.openReason ?? 'no progress'}`);
  // When the harness overrides the outcome (breaker, block, gate), its recommendation wins.
  const useAgentRecommendation =
    agent !== undefined && !blocked && !input.gates.gate1 && input.outcome === 'done';
  return {
    timestamp: input.timestamp,
    phase: agent?.phase ?? 'GREEN',
    status,
    iteration: input.iteration,
    progressPercent: Math.max(0, Math.min(100, Math.round(input.progressPercent))),
    tests: agent && input.outcome === 'done' ? agent.tests : testsFromChecks(input.checks),
    files: {
      created: input.files.created.length,
      modified: input.files.modified.length,
      deleted: input.files.deleted.length,
    },
    circuitBreaker: { state: input.breaker.state, noProgressCount: input.breaker.noProgressCount },
    dualGate: { ...input.gates },
    blockers: blockers.map((b) => b.replace(/\s*\n\s*/g, ' ').slice(0, 300)),
    exitSignal: input.gates.canExit,
    recommendation: (useAgentRecommendation
      ? agent.recommendation
      : harnessRecommendation(input)
    ).replace(/\s*\n\s*/g, ' '),
  };
}
