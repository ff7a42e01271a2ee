/**
 * The dual exit gate of spec 003. GATE_1 is objective: every task is done or skipped (at least
 * one done, SPEC-035 §5) and the last quality checks passed. GATE_2 is the explicit signal: the
 * agent's EXIT_SIGNAL on the last task, or `completion_marker: true` in prd.yaml. An agent's words
 * alone never complete a run: task status is harness-owned, so GATE_1 cannot be talked into.
 */
import type { AgentResult } from '../agent/types.js';
import type { Prd } from '../prd/schema.js';

export interface GateResult {
  gate1: boolean;
  gate2: boolean;
  canExit: boolean;
}

/** All tasks done or skipped, and at least one done (ignores completion_marker on purpose). */
export function tasksComplete(prd: Prd): boolean {
  const allClosed = prd.tasks.every((t) => t.status === 'done' || t.status === 'skipped');
  return allClosed && prd.tasks.some((t) => t.status === 'done');
}

/** The agent's explicit exit signal, from its PRP_PHASE_STATUS or RALPH_STATUS block. */
export function agentExitSignal(result: Pick<AgentResult, 'phaseStatus' | 'ralphStatus'>): boolean {
  return result.phaseStatus?.exitSignal === true || result.ralphStatus?.exitSignal === true;
}

export function evaluateGates(args: {
  prd: Prd;
  /** Whether the latest checks passed (true when checks are disabled or none ran yet). */
  checksPassed: boolean;
  /** The agent's EXIT_SIGNAL on the most recently completed task. */
  exitSignal: boolean;
}): GateResult {
  const gate1 = tasksComplete(args.prd) && args.checksPassed;
  const gate2 = args.exitSignal || args.prd.completion_marker === true;
  return { gate1, gate2, canExit: gate1 && gate2 };
}
