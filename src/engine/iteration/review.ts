/**
 * Phase 3 (verify), its end: the reviewer. After the checks pass, a second Claude session with
 * read-only tools judges each acceptance criterion of the task. Its only answer is the structured output: an
 * unmet criterion fails the gate (and feeds the fix loop), an answer that cannot be read fails
 * the attempt.
 *
 * It runs sealed from the agent: on a read-only copy of the verified tree (the candidate tree
 * object, written from its blobs as the verify checkouts are: no ignored file, no
 * node_modules, no `.git`, nothing a process still running could change), as the checks' user
 * (where isolated; never the agent's), with an empty HOME of its own, no setting sources, and
 * Claude Code's safe mode (no hooks, CLAUDE.md, memory, skills or plugins from anywhere). What
 * the agent wrote reaches it only as the fenced data of its prompt and the files it reads.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkEvidence } from '../../agent/review-evidence.js';
import {
  readVerdicts,
  REVIEW_JSON_SCHEMA,
  type CriterionVerdict,
} from '../../agent/review-verdict.js';
import type { AgentResult, AgentRunOptions } from '../../agent/types.js';
import { openLocalSeat } from '../../isolation/sealed-seat.js';
import type { SealedSeat } from '../../isolation/types.js';
import { REVIEWER_SYSTEM_PROMPT, renderReviewPrompt } from '../../prompt/review-prompt.js';
import type { Task } from '../../prd/schema.js';
import { oneLine } from '../../text/one-line.js';
import { attemptDir } from '../attempts.js';
import type { EngineSettings } from '../types.js';
import { writeTree } from '../verify-checkout.js';
import type { IterationContext } from './context.js';
import type { GateVerdict } from './gate-loop.js';

/** The reviewer reads; it cannot write, run commands or reach the network. */
export const REVIEW_TOOLS = ['Read', 'Grep', 'Glob'];
/**
 * No MCP servers, no setting sources at all (user, project and local settings are what the
 * agent could have written), and safe mode: no hooks, CLAUDE.md, auto-memory, skills or
 * plugins. Checked against claude 2.1.330: with `--setting-sources user` a hook in
 * ~/.claude/settings.json runs and ~/.claude/CLAUDE.md is sent; with `--setting-sources ''`
 * the memory directory under ~/.claude/projects is still sent; with safe mode too, nothing is.
 */
export const REVIEW_ARGS = ['--strict-mcp-config', '--setting-sources', '', '--safe-mode'];

/** The gate's verdict after the review; `unmet` resumes the agent with the reviewer's reasons. */
export type ReviewVerdict =
  GateVerdict | { kind: 'unmet'; failure: string; key: string; verdicts: CriterionVerdict[] };

/** The task's own `review:` wins over the run's setting. */
export function reviewWanted(settings: Pick<EngineSettings, 'review'>, task: Task): boolean {
  return task.review ?? settings.review ?? false;
}

function reviewerOptions(ctx: IterationContext, seat: SealedSeat, prompt: string): AgentRunOptions {
  const { settings, signal } = ctx.input;
  const number = ctx.ledger.reviews.length + 1;
  return {
    claudePath: settings.claudePath,
    cwd: seat.tree,
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
    env: {
      ...settings.agentEnv,
      HOME: seat.home,
      CLAUDE_CONFIG_DIR: join(seat.home, '.claude'),
      CLAUDE_CODE_DISABLE_AUTO_MEMORY: '1',
    },
    transcriptPath: join(
      attemptDir(ctx.artifacts, ctx.taskId, ctx.attempt),
      `transcript-review-${number}.ndjson`,
    ),
    ...(seat.sandbox ? { sandbox: seat.sandbox } : {}),
    signal,
    apiRetryDelayMs: settings.apiRetryDelayMs,
  };
}

/** The seat with the verified tree (a tree object) written and sealed. */
async function seatWithTree(ctx: IterationContext, tree: string): Promise<SealedSeat> {
  const seat = await (ctx.boundary.openSeat?.() ?? openLocalSeat(undefined, tmpdir()));
  try {
    await writeTree(ctx.input.deps.git, tree, seat.tree);
    await seat.seal();
    return seat;
  } catch (error) {
    await seat.close();
    throw error;
  }
}

/**
 * Runs the reviewer in its sealed seat; `inSeat` reads the seat's tree before it is removed.
 * `stoppedForMemory`: what the memory limit stopped while the reviewer ran, if anything.
 */
async function runReviewer<T>(
  ctx: IterationContext,
  verified: string,
  prompt: string,
  inSeat: (result: AgentResult, tree: string, stoppedForMemory?: string) => Promise<T>,
): Promise<T> {
  const seat = await seatWithTree(ctx, verified);
  try {
    const window = await seat.sandbox?.watchLimits?.();
    const result = await ctx.input.deps.agent.run(reviewerOptions(ctx, seat, prompt));
    return await inSeat(result, seat.tree, await window?.stopped());
  } finally {
    await seat.close();
  }
}

/** A reviewer run that did not end with an answer: stop as for the agent, or fail the attempt. */
export function runVerdict(
  result: AgentResult,
  stoppedForMemory?: string,
): GateVerdict | undefined {
  if (stoppedForMemory)
    return {
      kind: 'failed',
      failure: `the reviewer was stopped for memory: ${stoppedForMemory} (max-memory-mb)`,
      key: 'reviewer stopped for memory',
    };
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

/**
 * Reviews the task after its checks passed on `verified` (the candidate tree object). `passed`
 * when no review is wanted.
 */
export async function reviewAfterChecks(
  ctx: IterationContext,
  verified: string,
): Promise<ReviewVerdict> {
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
    // What is committed, from its tree: not the working tree, which anything still running
    // (or a check) could have written to since.
    diff: await input.deps.git.patch(input.startSha, verified),
    checks: ledger.checkResults,
  });
  // The evidence is looked up in the tree the reviewer read, before its seat is removed.
  const { result, stopped, reading } = await runReviewer(
    ctx,
    verified,
    prompt,
    async (run, tree, stoppedForMemory) => {
      const ended = runVerdict(run, stoppedForMemory);
      const answer = ended ? undefined : readVerdicts(run.structuredOutput, criteria);
      const checked = answer?.ok
        ? { ok: true as const, verdicts: await checkEvidence(tree, answer.verdicts) }
        : answer;
      return { result: run, stopped: ended, reading: checked };
    },
  );
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
