/**
 * Turning what happened during one claude run into an AgentOutcome and a one-line summary.
 *
 * Observed with the real CLI (2.1.330): API failures end with a `result` event of
 * `subtype: "success"`, `is_error: true`, `terminal_reason: "api_error"` and a text such as
 * "API Error: Request rejected (429) · ...", "API Error: 529 Overloaded...",
 * "API Error: Connection to the API was lost (ECONNRESET)...", "Invalid API key · ...",
 * or "Credit balance is too low"; the process then exits with code 1.
 */
import type { AgentOutcome } from './types.js';
import type { ResultEvent } from './stream.js';
import { plural } from '../report/format.js';

/** The line an agent writes when it cannot finish the task: `RALPH_CANNOT_COMPLETE: <reason>`. */
export const CANNOT_COMPLETE_SIGNAL = 'RALPH_CANNOT_COMPLETE';

export interface RunFacts {
  maxTurns: number;
  timeoutMs: number;
  idleTimeoutMs: number;
  /** Why the runner stopped the process itself, if it did. */
  stoppedFor?: 'timeout' | 'idle' | 'interrupted';
  result?: ResultEvent;
  /** Text of the last assistant message that carried text. */
  lastAssistantText: string;
  exitCode: number | null;
  exitSignal: string | null;
  /** The process could not be started. */
  spawnError?: string;
  claudePath: string;
  /** Last lines of stderr (already redacted). */
  stderrTail: string;
  /** First lines of stdout that were not stream-json. */
  malformedSample: string[];
}

export interface Classification {
  outcome: AgentOutcome;
  summary: string;
  /** The reason given with RALPH_CANNOT_COMPLETE. */
  cannotCompleteReason?: string;
}

const USAGE_LIMIT =
  /usage limit|quota|credit (?:balance|limit)|limit reached|hit your limit|spend(?:ing)? (?:cap|limit)|out of credits/i;
const API_ERROR =
  /rate.?limit|overloaded|API Error|\b5\d\d\b|connection (?:to the API )?(?:was )?(?:lost|refused|error|failed)/i;

/** The reason of a `RALPH_CANNOT_COMPLETE: <reason>` line, if the text has one. */
export function cannotCompleteReason(text: string): string | undefined {
  const match = new RegExp(`^\\s*${CANNOT_COMPLETE_SIGNAL}:[ \\t]*(.*)$`, 'm').exec(text);
  if (!match) return undefined;
  return match[1]!.trim() || 'no reason given';
}

function formatDuration(ms: number): string {
  if (ms < 1000) return `${ms} ms`;
  const seconds = ms / 1000;
  if (seconds < 120) return `${Number.isInteger(seconds) ? seconds : seconds.toFixed(1)} s`;
  return `${Math.round(seconds / 60)} min`;
}

function oneLine(text: string, max = 300): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

function isApiError(result: ResultEvent, text: string): boolean {
  const status = result.apiErrorStatus;
  if (status !== undefined && (status === 429 || status === 408 || status >= 500)) return true;
  return API_ERROR.test(text);
}

export function classifyRun(facts: RunFacts): Classification {
  if (facts.stoppedFor === 'interrupted') {
    return {
      outcome: 'interrupted',
      summary: 'Interrupted: the run was aborted and the agent stopped',
    };
  }
  if (facts.stoppedFor === 'timeout') {
    return {
      outcome: 'timeout',
      summary: `Killed after ${formatDuration(facts.timeoutMs)} (task time limit)`,
    };
  }
  if (facts.stoppedFor === 'idle') {
    return {
      outcome: 'idle',
      summary: `Killed after ${formatDuration(facts.idleTimeoutMs)} without any output (idle limit)`,
    };
  }
  if (facts.spawnError) {
    return {
      outcome: 'crashed',
      summary: `Could not start Claude Code (${facts.claudePath}): ${facts.spawnError}`,
    };
  }

  const result = facts.result;
  if (!result) return { outcome: 'crashed', summary: noResultSummary(facts) };

  if (result.subtype === 'error_max_turns' || result.numTurns > facts.maxTurns) {
    const turns = Math.min(result.numTurns, facts.maxTurns);
    return {
      outcome: 'max_turns',
      summary: `Stopped after ${turns} of ${plural(facts.maxTurns, 'turn')} (max turns)`,
    };
  }

  const text = result.text || facts.lastAssistantText;
  if (result.subtype === 'error_max_budget_usd') {
    return { outcome: 'cost_cap', summary: 'cost limit reached (claude --max-budget-usd)' };
  }
  if (result.isError || result.subtype !== 'success') {
    const detail = oneLine(text) || `result subtype ${result.subtype ?? 'missing'}`;
    if (USAGE_LIMIT.test(text)) {
      const said = /usage limit reached/i.test(detail) ? detail : `Usage limit reached: ${detail}`;
      return { outcome: 'usage_limit', summary: `${said} (not retried)` };
    }
    if (isApiError(result, text)) {
      // claude's own text usually starts with "API Error:" already.
      return {
        outcome: 'api_error',
        summary: /^API error\b/i.test(detail) ? detail : `API error: ${detail}`,
      };
    }
    return { outcome: 'crashed', summary: `Claude Code reported an error: ${detail}` };
  }

  const reason = cannotCompleteReason(text);
  if (reason !== undefined) {
    return {
      outcome: 'cannot_complete',
      summary: `The agent cannot complete the task: ${oneLine(reason)}`,
      cannotCompleteReason: reason,
    };
  }
  const turns = result.numTurns === 1 ? '1 turn' : `${result.numTurns} turns`;
  return {
    outcome: 'completed',
    summary: `Completed in ${turns} ($${result.totalCostUsd.toFixed(4)})`,
  };
}

function noResultSummary(facts: RunFacts): string {
  const how =
    facts.exitSignal !== null
      ? `was killed by ${facts.exitSignal}`
      : `exited with code ${facts.exitCode ?? 'unknown'}`;
  let summary = `Claude Code ${how} without a result`;
  const stderr = oneLine(facts.stderrTail, 200);
  if (stderr) summary += `: ${stderr}`;
  else if (facts.malformedSample.length > 0) {
    summary += `; its output was not stream-json: ${oneLine(facts.malformedSample[0]!, 200)}`;
  }
  return summary;
}
