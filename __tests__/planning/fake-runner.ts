/** A scripted AgentRunner for unit tests of the planning logic (integration tests use real claude). */
import type { AgentResult, AgentRunner, AgentRunOptions } from '../../src/agent/types.js';

export interface FakeRunner extends AgentRunner {
  calls: AgentRunOptions[];
}

export function agentResult(partial: Partial<AgentResult>): AgentResult {
  return {
    outcome: 'completed',
    summary: 'completed',
    isError: false,
    numTurns: 1,
    totalCostUsd: 0,
    durationMs: 1,
    sessionId: 'session-1',
    permissionDenials: [],
    finalText: '',
    assistantText: '',
    exitCode: 0,
    retries: 0,
    invalidStatusBlocks: [],
    ...partial,
  };
}

/** Each run takes the next answer; an answer may act first (e.g. write a file) like an agent would. */
export function fakeRunner(
  answers: (Partial<AgentResult> | ((options: AgentRunOptions) => Promise<Partial<AgentResult>>))[],
): FakeRunner {
  const calls: AgentRunOptions[] = [];
  return {
    calls,
    async run(options) {
      calls.push(options);
      const next = answers[calls.length - 1];
      if (next === undefined) throw new Error(`unexpected agent run #${calls.length}`);
      return agentResult(typeof next === 'function' ? await next(options) : next);
    },
  };
}
