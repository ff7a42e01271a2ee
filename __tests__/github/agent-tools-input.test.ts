/** The agent-tools and prompt-cache-ttl settings, as the action's inputs and the CLI's options. */
import { describe, expect, it } from '@jest/globals';
import { parseAgentTools, parsePromptCacheTtl } from '../../src/cli/commands/loop.js';
import { UsageError } from '../../src/cli/types.js';
import { engineSettingsFrom } from '../../src/github/flows/run-flow.js';
import type { ActionContext } from '../../src/github/flows/host.js';
import { readActionInputs } from '../../src/github/inputs.js';

const inputsFrom = (values: Record<string, string>) => (name: string) =>
  ({ 'github-token': 'x', ...values })[name] ?? '';

describe('agent-tools and prompt-cache-ttl', () => {
  it('the inputs reach the engine settings', () => {
    const context: ActionContext = {
      eventName: 'workflow_dispatch',
      eventPayload: {},
      owner: 'o',
      repo: 'r',
      workspace: '/w',
      runnerTemp: '/t',
      toolCache: '/c',
      serverUrl: 'https://github.com',
      apiUrl: 'https://api.github.com',
    };
    const settings = engineSettingsFrom(
      readActionInputs(
        inputsFrom({ 'agent-tools': 'WebFetch\nWebSearch', 'prompt-cache-ttl': '1H' }),
      ),
      context,
      'claude',
      1,
      'main',
    );
    expect(settings.agentTools).toEqual(['WebFetch', 'WebSearch']);
    expect(settings.promptCacheTtl).toBe('1h');
  });

  it('a wrong tool name or lifetime is named with what was meant', () => {
    expect(() => readActionInputs(inputsFrom({ 'agent-tools': 'Webfetch' }))).toThrow(
      `Input 'agent-tools': unknown tool "Webfetch" (did you mean "WebFetch"?)`,
    );
    expect(() => readActionInputs(inputsFrom({ 'prompt-cache-ttl': '2h' }))).toThrow(
      `Input 'prompt-cache-ttl' must be one of auto, 5m, 1h, got "2h"`,
    );
  });

  it('the CLI options say the same', () => {
    expect(parseAgentTools({ 'agent-tools': 'WebFetch, WebFetch NotebookEdit' })).toEqual([
      'WebFetch',
      'NotebookEdit',
    ]);
    expect(parseAgentTools({})).toEqual([]);
    expect(() => parseAgentTools({ 'agent-tools': 'mcp__docs__lookup' })).toThrow(UsageError);
    expect(() => parseAgentTools({ 'agent-tools': 'mcp__docs__lookup' })).toThrow(
      /--agent-tools: "mcp__docs__lookup" is an MCP tool/,
    );
    expect(parsePromptCacheTtl({})).toBe('auto');
    expect(parsePromptCacheTtl({ 'prompt-cache-ttl': '5M' })).toBe('5m');
    expect(() => parsePromptCacheTtl({ 'prompt-cache-ttl': 'forever' })).toThrow(
      '--prompt-cache-ttl must be one of auto, 5m, 1h (got "forever")',
    );
  });
});
