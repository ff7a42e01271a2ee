/**
 * The tools a task's agent really receives: the real claude CLI, started by the engine, sends its
 * tool definitions with every request to the scripted model server, which records them.
 */
import { afterEach, describe, expect, test } from '@jest/globals';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClaudeRunner } from '../../src/agent/index.js';
import { DEFAULT_AGENT_TOOLS } from '../../src/agent/tool-set.js';
import { runLoop } from '../../src/engine/index.js';
import type { EngineSettings } from '../../src/engine/types.js';
import {
  startModelServer,
  systemTextOf,
  type ModelServer,
  type RecordedRequest,
  type Turn,
} from '../../test-support/model-server.js';
import { agentStatusBlock } from '../../test-support/status-block.js';
import { isTask } from '../../test-support/task-routing.js';
import { CLAUDE_BIN, claudeHome, textTurn, writeTurn } from './claude-helpers.js';
import { fixtureRepo, GOOD_WORK, type FixtureRepo } from './helpers.js';

const MCP_SERVER = fileURLToPath(
  new URL('../../test-support/mcp-docs-server.mjs', import.meta.url),
);

const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

const TITLES = Object.keys(GOOD_WORK);

function goodScript(title: string): Turn[] {
  return [
    writeTurn(GOOD_WORK[title]!),
    textTurn(
      `Implemented.\n\n${agentStatusBlock({ exitSignal: true, passing: 1, recommendation: 'Next task' })}`,
    ),
  ];
}

async function setup(
  editPrd: (text: string) => string = (text) => text,
  overrides: Partial<EngineSettings> = {},
): Promise<FixtureRepo & { server: ModelServer }> {
  const server = await startModelServer({
    route: (request) => {
      const title = TITLES.find((t) => isTask(request, t));
      return title ? goodScript(title) : [];
    },
  });
  cleanups.push(() => server.close());
  const home = claudeHome(server.url);
  cleanups.push(home.cleanup);
  const fixture = fixtureRepo('three-tasks', {
    claudePath: CLAUDE_BIN,
    agentEnv: home.env,
    ...overrides,
  });
  cleanups.push(fixture.repo.cleanup);
  const prdPath = join(fixture.repo.dir, '.ralph/prd.yaml');
  const edited = editPrd(readFileSync(prdPath, 'utf8'));
  if (edited !== readFileSync(prdPath, 'utf8')) {
    writeFileSync(prdPath, edited);
    fixture.repo.git(['commit', '-qam', 'Tools for the tasks']);
    fixture.repo.git(['push', '-q', 'origin', 'HEAD']);
  }
  return { ...fixture, server };
}

/** The tool names of a request: every definition claude sent. */
function toolNames(request: RecordedRequest): string[] {
  return (request.body?.tools ?? []).map((t) => t.name);
}

function requestsOf(server: ModelServer, title: string): RecordedRequest[] {
  return server.turnRequests().filter((r) => isTask(r, title));
}

const sorted = (names: readonly string[]): string[] => [...names].sort();

describe('the tools the agent receives', () => {
  test('by default exactly Bash, Edit, Read, Write, Glob and Grep, on every request', async () => {
    const { git, settings, server } = await setup();
    const result = await runLoop(
      { ...settings, iterations: 1 },
      { agent: createClaudeRunner(), git },
    );
    expect(result.iterations.map((r) => r.outcome)).toEqual(['done']);

    const requests = requestsOf(server, TITLES[0]!);
    expect(requests.length).toBeGreaterThanOrEqual(2);
    for (const request of requests) {
      expect(sorted(toolNames(request))).toEqual(sorted(DEFAULT_AGENT_TOOLS));
      // Nothing of claude's own agents, workflows or skills, and no tool search.
      const names = (request.body?.tools ?? []).map((t) => t.name);
      for (const absent of ['Agent', 'Workflow', 'ScheduleWakeup', 'Skill', 'ToolSearch']) {
        expect(names).not.toContain(absent);
      }
      // The per-machine sections left the system prompt (the same on every machine), and what
      // a throwaway session cannot use is not sent: auto memory, git status reminders.
      const system = systemTextOf(request.body);
      expect(system).not.toContain('Primary working directory');
      expect(JSON.stringify(request.body)).not.toMatch(/auto memory|persistent memory directory/i);
      expect(JSON.stringify(request.body)).not.toContain('gitStatus');
      // No block that changes from task to task ahead of the cached system prompt: claude's
      // attribution header carries a fingerprint of the session's first message.
      expect(system).not.toContain('x-anthropic-billing-header');
    }
  });

  test('a task that adds WebFetch and an MCP server in prd.yaml gets exactly those, and only that task', async () => {
    const { git, settings, server } = await setup((text) =>
      text.replace(
        '    created: "2026-01-05"\n\n  # Depends on the greeting module',
        [
          '    created: "2026-01-05"',
          '    tools: [WebFetch]',
          '    mcp_servers:',
          '      - name: docs',
          '        command: node',
          `        args: [${JSON.stringify(MCP_SERVER)}]`,
          '',
          '  # Depends on the greeting module',
        ].join('\n'),
      ),
    );
    const result = await runLoop(
      { ...settings, iterations: 2 },
      { agent: createClaudeRunner(), git },
    );
    expect(result.iterations.map((r) => [r.taskId, r.outcome])).toEqual([
      ['task-001', 'done'],
      ['task-002', 'done'],
    ]);

    const first = requestsOf(server, TITLES[0]!);
    expect(first.length).toBeGreaterThanOrEqual(2);
    for (const request of first) {
      expect(sorted(toolNames(request))).toEqual(
        sorted([...DEFAULT_AGENT_TOOLS, 'WebFetch', 'mcp__docs__lookup']),
      );
    }
    const second = requestsOf(server, TITLES[1]!);
    expect(second.length).toBeGreaterThanOrEqual(2);
    for (const request of second) {
      expect(sorted(toolNames(request))).toEqual(sorted(DEFAULT_AGENT_TOOLS));
    }
  });

  test('the agent-tools setting adds a built-in tool to every task', async () => {
    const { git, settings, server } = await setup(undefined, { agentTools: ['WebSearch'] });
    const result = await runLoop(
      { ...settings, iterations: 1 },
      { agent: createClaudeRunner(), git },
    );
    expect(result.iterations.map((r) => r.outcome)).toEqual(['done']);
    for (const request of requestsOf(server, TITLES[0]!)) {
      expect(sorted(toolNames(request))).toEqual(sorted([...DEFAULT_AGENT_TOOLS, 'WebSearch']));
    }
  });
});
