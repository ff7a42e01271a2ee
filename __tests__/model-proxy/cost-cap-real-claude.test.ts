/**
 * The cost limit at the transport, with the real `claude` and the engine: the agent's Bash tool
 * spends on its own (model calls with the capability it holds, which claude's own
 * `--max-budget-usd` does not see). Once the run reaches `max-cost-usd`, the proxy refuses the
 * agent's calls and claude's next turn; the loop stops at the cap, the task stays pending, no
 * attempt is counted and no work is committed for it, but what the phase spent is.
 */
import { afterEach, expect, test } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClaudeRunner } from '../../src/agent/index.js';
import { runLoop } from '../../src/engine/index.js';
import { loadState } from '../../src/engine/state.js';
import { createModelGateway } from '../../src/model-proxy/index.js';
import { startModelServer } from '../../test-support/model-server.js';
import { CLAUDE_BIN, claudeHome, writeTurn } from '../engine/claude-helpers.js';
import { fixtureRepo, GOOD_WORK } from '../engine/helpers.js';
import { anthropicProvider } from '../../src/model-proxy/providers/anthropic.js';

const REAL_KEY = 'sk-ant-api03-capTestKey-00112233445566778899-ZZ';
const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

/** Three model calls of the agent's own, with the capability; each prints its HTTP status. */
function spendCommand(outFile: string): string {
  const call = (n: number) =>
    `echo "CALL ${n}: $(curl -s -o /dev/null -w '%{http_code}' -H "x-api-key: $ANTHROPIC_API_KEY" -H 'content-type: application/json' -d '{"model":"claude-sonnet-4-5","max_tokens":5,"messages":[{"role":"user","content":"hi"}]}' "$ANTHROPIC_BASE_URL/v1/messages")"`;
  return `{ ${call(1)}; ${call(2)}; ${call(3)}; } > ${outFile} 2>&1; cat ${outFile}`;
}

test('the cap stops a running agent at the proxy: cost_cap, task pending, no attempt counted', async () => {
  const scratch = mkdtempSync(join(tmpdir(), 'ralph-cap-'));
  cleanups.push(() => rmSync(scratch, { recursive: true, force: true }));
  const calls = join(scratch, 'calls.txt');
  const title = Object.keys(GOOD_WORK)[0]!;
  // Every message is dear: 200k input tokens (about $1 at opus prices, $0.60 at sonnet's).
  const server = await startModelServer({
    usage: { inputTokens: 200_000, outputTokens: 1_000 },
    turns: [
      [{ tool: 'Bash', input: { command: spendCommand(calls), description: 'Spend' } }],
      writeTurn(GOOD_WORK[title]!),
      [{ text: 'Done.' }],
    ],
  });
  cleanups.push(() => server.close());
  const home = claudeHome(server.url);
  cleanups.push(home.cleanup);
  const { repo, git, settings } = fixtureRepo('three-tasks', {
    claudePath: CLAUDE_BIN,
    agentEnv: home.env,
    iterations: 3,
    maxCostUsd: 1.5,
    model: 'claude-sonnet-4-5',
  });
  cleanups.push(repo.cleanup);
  const gateway = createModelGateway({
    provider: anthropicProvider({ kind: 'api-key', value: REAL_KEY }, server.url),
  });
  cleanups.push(() => gateway.close());
  const subjectsBefore = repo.git(['log', '--format=%s']).split('\n');

  const result = await runLoop(settings, {
    agent: gateway.guard(createClaudeRunner(), { capUsd: 1.5 }),
    git,
  });

  // The attack ran: the agent's calls passed while their worst case (a tiny body, 5 tokens
  // out) fit under the limit, then the proxy refused them. The server reports 200k input tokens
  // for a few bytes: the estimate of the last admitted call was low by that much, so the spend
  // passes the limit by that one request.
  expect(readFileSync(calls, 'utf8')).toBe('CALL 1: 200\nCALL 2: 200\nCALL 3: 400\n');
  // Upstream saw claude's first turn and two calls; claude's next turn was refused.
  expect(server.requests.map((r) => r.served)).toEqual(['turn 0', 'side', 'side']);
  expect(server.requests.every((r) => r.headers['x-api-key'] === REAL_KEY)).toBe(true);

  expect(result.stopReason).toBe('cost_cap');
  expect(result.message).toMatch(/^Stopped: task-001 cost limit reached: .*Spend limit reached/);
  expect(result.iterations).toHaveLength(1);
  expect(result.iterations[0]).toMatchObject({ outcome: 'interrupted', agentOutcome: 'cost_cap' });
  expect(result.totals.usage).toEqual({
    inputTokens: 600_000,
    outputTokens: 1_002,
    cacheReadTokens: 0,
    cacheWriteTokens: 0,
  });
  expect(result.totals.costUsd).toBeGreaterThanOrEqual(1.5);
  // ...by no more than that one request ($0.60).
  expect(result.totals.costUsd).toBeLessThanOrEqual(1.5 + 0.61);

  // No attempt counted, the task pending, no work committed for it; what the cut-off phase
  // spent is booked to the task and the run's total, once, in a commit of the state alone.
  const state = (await loadState(repo.dir)).state;
  expect(Object.values(state.tasks).map((t) => t.attempts)).not.toContain(1);
  expect(state.tasks['task-001']?.costUsd).toBeCloseTo(result.totals.costUsd, 6);
  expect(state.tasks['task-001']?.tokens).toEqual(result.totals.usage);
  expect(state.totalCostUsd).toBeCloseTo(result.totals.costUsd, 6);
  expect(readFileSync(join(repo.dir, '.ralph', 'prd.yaml'), 'utf8')).not.toMatch(
    /status: "?(blocked|in_progress|done)/,
  );
  const subjects = repo.git(['log', '--format=%s']).split('\n');
  expect(subjects.filter((s) => !subjectsBefore.includes(s))).toEqual([
    'chore(ralph): record the spend of task-001 (cost cap)',
    expect.stringMatching(/^chore\(ralph\): prepare /),
  ]);
  expect(repo.git(['show', '--format=', '--name-only', 'HEAD']).trim()).toBe('.ralph/state.json');
}, 180_000);
