/**
 * Shared set-up of the suites that drive the real claude CLI: a scripted model server and
 * fresh directories per test, closed after each one, and the runner options they use.
 */
import { afterEach } from '@jest/globals';
import type { AgentRunOptions } from '../../src/agent/types.js';
import {
  CLAUDE_BIN,
  claudeEnv,
  makeClaudeDirs,
  type ClaudeDirs,
} from '../../test-support/claude-env.js';
import {
  startModelServer,
  type ModelServer,
  type Scenario,
} from '../../test-support/model-server.js';

/** Call once per test file: registers the clean-up and returns `setup`. */
export function useRealClaude(): (
  scenario: Scenario,
) => Promise<{ server: ModelServer; dirs: ClaudeDirs }> {
  let server: ModelServer | undefined;
  let dirs: ClaudeDirs | undefined;
  afterEach(async () => {
    await server?.close();
    await dirs?.cleanup();
    server = undefined;
    dirs = undefined;
  });
  return async (scenario) => {
    server = await startModelServer(scenario);
    dirs = await makeClaudeDirs();
    return { server, dirs };
  };
}

export function runOptions(
  s: ModelServer,
  d: ClaudeDirs,
  extra: Partial<AgentRunOptions> = {},
): AgentRunOptions {
  return {
    claudePath: CLAUDE_BIN,
    cwd: d.work,
    prompt: 'Implement task-001: create hello.txt',
    maxTurns: 10,
    timeoutMs: 60_000,
    idleTimeoutMs: 30_000,
    env: claudeEnv({ url: s.url, home: d.home }),
    apiRetryDelayMs: 50,
    killGraceMs: 1_000,
    ...extra,
  };
}
