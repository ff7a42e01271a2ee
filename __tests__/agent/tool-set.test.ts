/**
 * The agent's tool set: how it is built and named, and the measured traps of the pinned claude
 * that the harness avoids (each measured here with the real claude against the scripted model).
 */
import { describe, expect, it } from '@jest/globals';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildClaudeArgs, createClaudeRunner } from '../../src/agent/runner.js';
import { agentToolProblem, agentToolSet, DEFAULT_AGENT_TOOLS } from '../../src/agent/tool-set.js';
import type { AgentRunOptions } from '../../src/agent/types.js';
import { parsePrdText } from '../../src/prd/index.js';
import type { Diagnostic } from '../../src/prd/index.js';
import type { ModelServer, RecordedRequest } from '../../test-support/model-server.js';
import type { ClaudeDirs } from '../../test-support/claude-env.js';
import { runOptions, useRealClaude } from './real-claude.js';

const where = (d: Diagnostic) => `${d.line}:${d.column} ${d.message}`;

describe('the agent tool set', () => {
  it('is the default six, then each addition once, in order', () => {
    expect(agentToolSet()).toEqual(['Bash', 'Edit', 'Read', 'Write', 'Glob', 'Grep']);
    expect(agentToolSet(['WebFetch'], undefined, ['Bash', 'WebSearch', 'WebFetch'])).toEqual([
      ...DEFAULT_AGENT_TOOLS,
      'WebFetch',
      'WebSearch',
    ]);
  });

  it('refuses names claude would ignore without a word, saying what to write instead', () => {
    expect(agentToolProblem('WebFetch')).toBeUndefined();
    expect(agentToolProblem('webfetch')).toBe('unknown tool "webfetch" (did you mean "WebFetch"?)');
    expect(agentToolProblem('mcp__docs__lookup')).toMatch(
      /is an MCP tool: add its server under mcp_servers/,
    );
    expect(agentToolProblem('TodoWrite')).toMatch(/^unknown tool "TodoWrite" \(known: Bash, Edit/);
  });

  it('prd.yaml: tools and mcp_servers on a task and a discipline load; a wrong name is an error with its place', () => {
    const base = [
      'schema_version: "1.0"',
      'project:',
      '  title: "Tools"',
      'disciplines:',
      '  - name: docs',
      '    tools: [WebSearch]',
      'tasks:',
      '  - id: task-001',
      '    title: "Look it up"',
      '    status: pending',
      '    discipline: docs',
    ];
    const good = parsePrdText(
      [
        ...base,
        '    tools: [WebFetch]',
        '    mcp_servers:',
        '      - { name: docs, command: node, args: [server.mjs] }',
        '',
      ].join('\n'),
      'prd.yaml',
    );
    expect(good.errors).toEqual([]);
    expect(good.warnings).toEqual([]);
    expect(good.prd?.tasks[0]).toMatchObject({
      tools: ['WebFetch'],
      mcp_servers: [{ name: 'docs', command: 'node', args: ['server.mjs'] }],
    });
    expect(good.prd?.disciplines?.[0]?.tools).toEqual(['WebSearch']);

    const bad = parsePrdText([...base, '    tools: [Webfetch]', ''].join('\n'), 'prd.yaml');
    expect(bad.errors.map(where)).toEqual([
      expect.stringMatching(/^12:\d+ .*unknown tool "Webfetch" \(did you mean "WebFetch"\?\)/),
    ]);

    const unknownKey = parsePrdText(
      [...base, '    mcp_servers:', '      - { name: docs, command: node, argz: [x] }', ''].join(
        '\n',
      ),
      'prd.yaml',
    );
    expect(unknownKey.warnings.map((d) => d.message)).toEqual([
      "Unknown key 'argz' in MCP server docs of task task-001 (did you mean 'args'?)",
    ]);
  });
});

const setup = useRealClaude();
const runner = createClaudeRunner();
const DONE = [[{ text: 'Done.' }]];

/** The size and tool names of the first request claude sends with these options. */
async function firstRequest(
  server: ModelServer,
  dirs: ClaudeDirs,
  extra: Partial<AgentRunOptions>,
): Promise<{ bytes: number; tools: string[]; request: RecordedRequest }> {
  const before = server.turnRequests().length;
  const result = await runner.run(runOptions(server, dirs, { prompt: 'Say done.', ...extra }));
  expect(result.outcome).toBe('completed');
  const request = server.turnRequests()[before]!;
  return {
    bytes: Buffer.byteLength(JSON.stringify(request.body)),
    tools: (request.body?.tools ?? []).map((t) => t.name),
    request,
  };
}

describe('the traps of cutting tools another way (real claude)', () => {
  it('the explicit set is far smaller than disallowing tools, disabling slash commands, and keeps CLAUDE.md unlike --bare', async () => {
    const { server, dirs } = await setup({ turns: DONE });
    await writeFile(join(dirs.work, 'CLAUDE.md'), '# Project\n\nThe marker line 7f3a.\n');
    const tools = [...DEFAULT_AGENT_TOOLS];

    const lean = await firstRequest(server, dirs, { tools });
    expect(lean.tools.filter((n) => n !== 'DeferredToolPlaceholder').sort()).toEqual(
      [...tools].sort(),
    );
    expect(JSON.stringify(lean.request.body)).toContain('The marker line 7f3a.');

    // Disallowing the unwanted tools: naming ToolSearch makes the deferred tools load in full.
    const disallowed = await firstRequest(server, dirs, {
      extraArgs: [
        '--disallowedTools',
        'Agent,Workflow,ScheduleWakeup,ReportFindings,ListAgents,Skill,ToolSearch',
      ],
    });
    expect(disallowed.bytes - lean.bytes).toBeGreaterThan(10_000);

    // Disabling slash commands alone: the Workflow tool grows.
    const noSlash = await firstRequest(server, dirs, { extraArgs: ['--disable-slash-commands'] });
    expect(noSlash.bytes - lean.bytes).toBeGreaterThan(20_000);
    const workflow = noSlash.request.body?.tools?.find((t) => t.name === 'Workflow');
    expect(Buffer.byteLength(JSON.stringify(workflow))).toBeGreaterThan(15_000);

    // --bare: small, but CLAUDE.md never reaches the agent.
    const bare = await firstRequest(server, dirs, { tools, extraArgs: ['--bare'] });
    expect(JSON.stringify(bare.request.body)).not.toContain('The marker line 7f3a.');

    // What the harness passes: none of the three.
    const args = buildClaudeArgs(runOptions(server, dirs, { tools }));
    for (const trap of [
      '--disallowedTools',
      '--disallowed-tools',
      '--disable-slash-commands',
      '--bare',
    ])
      expect(args).not.toContain(trap);
    expect(args[args.indexOf('--tools') + 1]).toBe('Bash,Edit,Read,Write,Glob,Grep');
  });
});
