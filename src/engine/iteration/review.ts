/**
 * Phase 4b, the reviewer: after the checks pass, a second Claude session with read-only tools
 * judges each acceptance criterion of the task. It runs where the agent runs (the same
 * boundary), and its only answer is the structured output: an unmet criterion fails the gate
 * (and feeds the fix loop), an answer that cannot be read fails the attempt.
 */
import { join } from 'node:path';
import { checkEvidence } from '../../agent/review-evidence.js';
import {
  readVerdicts,
  REVIEW_JSON_SCHEMA,
  type CriterionVerdict,
} from '../../agent/review-verdict.js';
import type { AgentResult, AgentRunOptions } from '../../agent/types.js';
import { REVIEWER_SYSTEM_PROMPT, renderReviewPrompt } from '../../prompt/review-prompt.js';
import type { Task } from '../../prd/schema.js';
import { oneLine } from '../../text/one-line.js';
import { attemptDir } from '../attempts.js';
import type { EngineSettings } from '../types.js';
import { crossingOf, type IterationContext } from './context.js';
import type { GateVerdict } from './gate-loop.js';
import { inspectAndRestore } from './inspect.js';

/** The reviewer reads; it cannot write, run commands or reach the network. */
export const REVIEW_TOOLS = ['Read', 'Grep', 'Glob'];
/** No MCP servers, and no project or local settings (the agent could have written them). */
const REVIEW_ARGS = ['--strict-mcp-config', '--setting-sources', 'user'];

/** The gate's verdict after the review; `unmet` resumes the agent with the reviewer's reasons. */
export type ReviewVerdict =
  GateVerdict | { kind: 'unmet'; failure: string; key: string; verdicts: CriterionVerdict[] };

/** The task's own `review:` wins over the run's setting. */
export function reviewWanted(settings: Pick<EngineSettings, 'review'>, task: Task): boolean {
  return task.review ?? settings.review ?? false;
}

function reviewerOptions(ctx: IterationContext, prompt: string): AgentRunOptions {
  const { settings, signal } = ctx.input;
  const number = ctx.ledger.reviews.length + 1;
  return {
    claudePath: settings.claudePath,
    cwd: ctx.repoDir,
    prompt,
    maxTurns: settings.maxTurns,
    model: settings.model,
    appendSystemPrompt: REVIEWER_SYSTEM_PROMPT,
    allowedTools: REVIEW_TOOLS,
    tools: REVIEW_TOOLS,
    jsonSchema: REVIEW_JSON_SCHEMA,
    extraArgs: REVIEW_ARGS,
    timeoutMs: settings.taskTimeoutMs,
    idleTimeoutMs: settings.idleTimeoutMs,
    env: settings.agentEnv,
    transcriptPath: join(
      attemptDir(ctx.artifacts, ctx.taskId, ctx.attempt),
      `transcript-review-${number}.ndjson`,
    ),
    signal,
    apiRetryDelayMs: settings.apiRetryDelayMs,
  };
}

/** Runs the reviewer across the boundary, as the agent runs. */
async function runReviewer(ctx: IterationContext, prompt: string): Promise<AgentResult> {
  const { boundary, input } = ctx;
  const crossing = crossingOf(ctx);
  await boundary.beforeAgent(crossing);
  let result: AgentResult | undefined;
  try {
    result = await input.deps.agent.run(
      boundary.agentOptions(reviewerOptions(ctx, prompt), crossing),
    );
  } finally {
    await boundary.afterAgent(crossing, result);
  }
  await inspectAndRestore(ctx);
  return result;
}

/** A reviewer run that did not end with an answer: stop as for the agent, or fail the attempt. */
function runVerdict(result: AgentResult): GateVerdict | undefined {
  if (result.outcome === 'interrupted') return { kind: 'stopped', stop: 'interrupted' };
  if (result.outcome === 'usage_limit') return { kind: 'stopped', stop: 'usage_limit' };
  if (result.outcome === 'api_error') return { kind: 'stopped', stop: 'transient_failure' };
  if (result.outcome === 'completed' || result.outcome === 'cannot_complete') return undefined;
  return {
    kind: 'failed',
    failure: `the reviewer ended with ${result.outcome}: ${result.summary}`,
    key: `reviewer ${result.outcome}`,
  };
}

function unmetFailure(verdicts: CriterionVerdict[]): string {
  const lines = verdicts
    .map((v, i) => ({ v, n: i + 1 }))
    .filter(({ v }) => !v.met)
    .map(({ v, n }) => `- criterion ${n} (${oneLine(v.criterion)}): ${oneLine(v.note)}`);
  return `the reviewer found acceptance criteria not met\n${lines.join('\n')}`;
}

/** Reviews the task after its checks passed. `passed` when no review is wanted. */
export async function reviewAfterChecks(ctx: IterationContext): Promise<ReviewVerdict> {
  const { input, observer, ledger } = ctx;
  const { task } = input;
  if (!reviewWanted(input.settings, task)) return { kind: 'passed' };
  const criteria = task.acceptance_criteria ?? [];
  if (criteria.length === 0) {
    observer.info?.(`${ctx.taskId} has no acceptance criteria; nothing for the reviewer to judge`);
    return { kind: 'passed' };
  }
  observer.info?.(`Checks passed; the reviewer judges ${criteria.length} acceptance criteria`);
  const prompt = renderReviewPrompt({
    taskId: ctx.taskId,
    title: task.title,
    description: task.description,
    criteria,
    diff: await input.deps.git.diffAgainst(input.startSha),
    checks: ledger.checkResults,
  });
  const result = await runReviewer(ctx, prompt);
  const moved = ledger.branchViolation;
  const stopped =
    runVerdict(result) ??
    (moved
      ? { kind: 'failed' as const, failure: moved, key: 'agent left the work branch' }
      : undefined);
  const read = stopped ? undefined : readVerdicts(result.structuredOutput, criteria);
  const reading = read?.ok
    ? { ok: true as const, verdicts: await checkEvidence(ctx.repoDir, read.verdicts) }
    : read;
  ledger.reviews.push({ result, verdicts: reading?.ok ? reading.verdicts : undefined });
  if (stopped) {
    if (stopped.kind === 'failed') observer.warning?.(`${ctx.taskId}: ${stopped.failure}`);
    return stopped;
  }
  if (!reading!.ok) {
    const failure = `the reviewer's answer cannot be used: ${reading!.reason}`;
    observer.warning?.(`${ctx.taskId}: ${failure}; the attempt fails`);
    return { kind: 'failed', failure, key: 'reviewer answer invalid' };
  }
  const { verdicts } = reading!;
  const met = verdicts.filter((v) => v.met).length;
  observer.info?.(`Reviewer: ${met} of ${verdicts.length} acceptance criteria met`);
  const unfound = verdicts.filter((v) => v.evidenceFound === false);
  if (unfound.length > 0)
    observer.warning?.(
      `${ctx.taskId}: the reviewer's evidence names lines the tree does not have: ${unfound.map((v) => oneLine(v.evidence)).join(', ')}`,
    );
  if (met === verdicts.length) return { kind: 'passed' };
  return {
    kind: 'unmet',
    failure: unmetFailure(verdicts),
    key: 'review: criteria unmet',
    verdicts,
  };
}
