import { engineSettingsFrom } from '../../src/github/flows/run-flow.js';
import { parseAllowedHosts } from '../../src/network/allowlist.js';
import type { ActionContext } from '../../src/github/flows/host.js';
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import {
  findUnknownInputs,
  INPUT_DEFAULTS,
  INPUT_NAMES,
  readActionInputs,
  splitShellWords,
} from '../../src/github/inputs.js';

const inputsFrom = (values: Record<string, string>) => (name: string) => values[name] ?? '';

interface ActionYaml {
  name: string;
  branding: { icon: string; color: string };
  runs: { using: string; main: string };
  inputs: Record<string, { description: string; default?: string; required?: boolean }>;
  outputs: Record<string, { description: string }>;
}
const actionYaml = parse(readFileSync('action.yml', 'utf8')) as ActionYaml;

describe('action.yml', () => {
  it('declares exactly the inputs readActionInputs reads, with the same defaults', () => {
    expect(Object.keys(actionYaml.inputs).sort()).toEqual([...INPUT_NAMES].sort());
    for (const name of INPUT_NAMES) {
      expect([name, String(actionYaml.inputs[name]!.default ?? '')]).toEqual([
        name,
        INPUT_DEFAULTS[name],
      ]);
      expect(actionYaml.inputs[name]!.description.length).toBeGreaterThan(10);
    }
  });

  it('runs dist/index.js on node24 and declares the outputs the action sets', () => {
    expect(actionYaml.name).toBe('Ralph loop');
    expect(actionYaml.branding).toEqual({ icon: 'repeat', color: 'purple' });
    expect(actionYaml.runs).toEqual({ using: 'node24', main: 'dist/index.js' });
    expect(Object.keys(actionYaml.outputs)).toEqual([
      'task-id',
      'task-status',
      'tasks-done',
      'tasks-total',
      'complete',
      'pr-number',
      'pr-url',
      'branch',
      'commit-sha',
      'pushed',
      'cost-usd',
      'num-turns',
      'input-tokens',
      'output-tokens',
      'cache-read-tokens',
      'cache-write-tokens',
      'iterations-run',
      'result-json',
      'matrix',
      'task-count',
      'base-sha',
      'requeued',
      'tasks-blocked',
      'dispatched',
    ]);
  });
});

describe('readActionInputs', () => {
  it('applies the documented defaults', () => {
    expect(readActionInputs(inputsFrom({ 'github-token': 'ghs_x' }))).toEqual({
      anthropicApiKey: undefined,
      claudeCodeOauthToken: undefined,
      githubToken: 'ghs_x',
      prdPath: '.ralph/prd.yaml',
      iterations: 1,
      maxFixAttempts: 3,
      maxTaskAttempts: 2,
      maxTurns: 30,
      taskTimeoutMinutes: 30,
      idleTimeoutMinutes: 10,
      stopOnFailure: false,
      review: false,
      maxCostUsd: undefined,
      maxMinutes: undefined,
      model: undefined,
      modelProvider: 'anthropic',
      claudeArgs: [],
      claudeCodeVersion: '2.1.330',
      claudePath: undefined,
      allowedTools: [],
      agentTools: [],
      promptCacheTtl: 'auto',
      baseBranch: undefined,
      branch: undefined,
      mode: 'auto',
      statusContext: 'ralph',
      draft: true,
      commandPrefix: '/ralph',
      allowedBots: [],
      verbose: false,
      gitUserName: 'github-actions[bot]',
      gitUserEmail: '41898282+github-actions[bot]@users.noreply.github.com',
      isolation: 'auto',
      passEnv: [],
      network: 'restricted',
      allowedHosts: parseAllowedHosts('defaults'),
      maxMemoryMb: undefined,
      maxProcesses: 4096,
      parallel: 4,
      task: undefined,
      baseSha: undefined,
      continueChain: false,
      maxChain: 10,
      ciWorkflows: { kind: 'auto' },
      ciGate: 'advisory',
      maxCiFixAttempts: 2,
    });
  });

  it('reads network and allowed-hosts, naming a bad mode and every bad host', () => {
    const inputs = readActionInputs(
      inputsFrom({ 'github-token': 'x', network: 'OPEN', 'allowed-hosts': 'example.com:8443' }),
    );
    expect([inputs.network, inputs.allowedHosts.map((r) => r.text)]).toEqual([
      'open',
      ['example.com:8443'],
    ]);
    expect(() =>
      readActionInputs(
        inputsFrom({
          'github-token': 'x',
          network: 'closed',
          'allowed-hosts': 'defaults, https://x.example, *.org',
        }),
      ),
    ).toThrow(
      [
        '2 inputs are invalid:',
        `- Input 'network' must be one of restricted, open, got "closed"`,
        `- Input 'allowed-hosts': "https://x.example" is a URL: give the host alone (e.g. x.example); "*.org" would allow a whole top-level domain: name a domain (*.example.com)`,
      ].join('\n'),
    );
  });

  it('reads model-provider, naming a provider it does not know', () => {
    expect(
      readActionInputs(inputsFrom({ 'github-token': 'x', 'model-provider': ' Bedrock ' }))
        .modelProvider,
    ).toBe('bedrock');
    expect(() =>
      readActionInputs(inputsFrom({ 'github-token': 'x', 'model-provider': 'azure' })),
    ).toThrow(
      `Input 'model-provider' must be one of anthropic, bedrock, vertex, foundry, got "azure"`,
    );
  });

  it('names the parallel-round inputs that are out of range', () => {
    expect(() =>
      readActionInputs(
        inputsFrom({
          'github-token': 'ghs_x',
          parallel: '0',
          'base-sha': 'main',
          continue: 'yes',
          'max-chain': '-1',
        }),
      ),
    ).toThrow(
      [
        '4 inputs are invalid:',
        `- Input 'parallel' must be a positive integer, got "0"`,
        `- Input 'base-sha' must be a full 40-character commit sha, got "main"`,
        `- Input 'continue' must be true or false, got "yes"`,
        `- Input 'max-chain' must be a positive integer, got "-1"`,
      ].join('\n'),
    );
    expect(() => readActionInputs(inputsFrom({ 'github-token': 'x', parallel: '300' }))).toThrow(
      `Input 'parallel' must be at most 256 (GitHub's limit of jobs in a matrix), got "300"`,
    );
  });

  it('reads the runner-applied action.yml defaults the same way', () => {
    const runnerValues: Record<string, string> = { ...INPUT_DEFAULTS, 'github-token': 'ghs_x' };
    expect(readActionInputs(inputsFrom(runnerValues))).toEqual(
      readActionInputs(inputsFrom({ 'github-token': 'ghs_x' })),
    );
  });

  it('parses every kind of value', () => {
    const inputs = readActionInputs(
      inputsFrom({
        'anthropic-api-key': ' sk-ant-x ',
        iterations: '100',
        'max-fix-attempts': '0',
        'max-cost-usd': '2.50',
        'max-minutes': '45',
        'task-timeout-minutes': '0.5',
        model: 'claude-sonnet-4-5',
        'claude-args': `--append-system-prompt "Be brief, and say \\"done\\"" --mcp-config '{"a": 1}'`,
        'allowed-tools': 'Read, Edit\nBash(npm test:*)\n',
        mode: 'VALIDATE',
        draft: 'False',
        verbose: 'TRUE',
        'allowed-bots': 'renovate[bot], dependabot[bot]',
        branch: 'ralph/custom',
        'stop-on-failure': 'true',
      }),
    );
    expect(inputs).toMatchObject({
      stopOnFailure: true,
      anthropicApiKey: 'sk-ant-x',
      iterations: 100,
      maxFixAttempts: 0,
      maxCostUsd: 2.5,
      maxMinutes: 45,
      taskTimeoutMinutes: 0.5,
      model: 'claude-sonnet-4-5',
      claudeArgs: [
        '--append-system-prompt',
        'Be brief, and say "done"',
        '--mcp-config',
        '{"a": 1}',
      ],
      allowedTools: ['Read', 'Edit', 'Bash(npm test:*)'],
      mode: 'validate',
      draft: false,
      verbose: true,
      allowedBots: ['renovate[bot]', 'dependabot[bot]'],
      branch: 'ralph/custom',
    });
  });

  it('stop-on-failure reaches the engine (default off)', () => {
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
    const settings = (values: Record<string, string>) =>
      engineSettingsFrom(
        readActionInputs(inputsFrom({ 'github-token': 'x', ...values })),
        context,
        'claude',
        1,
        'main',
      );
    expect(settings({}).stopOnFailure).toBe(false);
    expect(settings({ 'stop-on-failure': 'true' }).stopOnFailure).toBe(true);
  });

  it('names a bad input and what it got', () => {
    expect(() => readActionInputs(inputsFrom({ iterations: 'abc' }))).toThrow(
      new Error(`Input 'iterations' must be a positive integer, got "abc"`),
    );
    expect(() => readActionInputs(inputsFrom({ iterations: '101' }))).toThrow(
      `Input 'iterations' must be at most 100, got "101"`,
    );
    expect(() => readActionInputs(inputsFrom({ draft: 'yes' }))).toThrow(
      `Input 'draft' must be true or false, got "yes"`,
    );
    expect(() => readActionInputs(inputsFrom({ 'stop-on-failure': 'always' }))).toThrow(
      `Input 'stop-on-failure' must be true or false, got "always"`,
    );
    expect(() => readActionInputs(inputsFrom({ 'claude-args': `--x "open` }))).toThrow(
      `Input 'claude-args' has an unclosed double quote: --x "open`,
    );
    expect(() => readActionInputs(inputsFrom({ 'prd-path': '../outside/prd.yaml' }))).toThrow(
      `Input 'prd-path' must be a path inside the repository, got "../outside/prd.yaml"`,
    );
  });

  it('reads pass-env as variable names and refuses the harness credentials', () => {
    const read = (value: string) => readActionInputs(inputsFrom({ 'pass-env': value })).passEnv;
    expect(read('DATABASE_URL, NPM_TOKEN\nMY_FLAG  MY_FLAG')).toEqual([
      'DATABASE_URL',
      'NPM_TOKEN',
      'MY_FLAG',
    ]);
    expect(() => read('GITHUB_TOKEN, A=B')).toThrow(
      `Input 'pass-env': GITHUB_TOKEN is one of the harness's own credentials; it never reaches the agent or the checks; "A=B" is not a variable name`,
    );
  });

  it('collects every bad input in one error', () => {
    let message = '';
    try {
      readActionInputs(
        inputsFrom({
          iterations: '0',
          'max-cost-usd': 'ten',
          mode: 'yolo',
          'command-prefix': '/ralph go',
        }),
      );
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toBe(
      [
        '4 inputs are invalid:',
        `- Input 'iterations' must be a positive integer, got "0"`,
        `- Input 'max-cost-usd' must be a positive number or empty (no limit), got "ten"`,
        `- Input 'mode' must be one of auto, run, validate, status, plan, matrix, integrate, got "yolo"`,
        `- Input 'command-prefix' must be one word like /ralph, got "/ralph go"`,
      ].join('\n'),
    );
  });
});

describe('limit inputs', () => {
  it('reads memory and processes, and refuses too little to start the agent', () => {
    const inputs = readActionInputs(
      inputsFrom({ 'github-token': 'ghs_x', 'max-memory-mb': '2048', 'max-processes': '500' }),
    );
    expect([inputs.maxMemoryMb, inputs.maxProcesses]).toEqual([2048, 500]);
    expect(() =>
      readActionInputs(inputsFrom({ 'max-memory-mb': '100', 'max-processes': '10' })),
    ).toThrow(
      [
        `- Input 'max-memory-mb' must be a whole number of at least 256, got "100"`,
        `- Input 'max-processes' must be a whole number of at least 64, got "10"`,
      ].join('\n'),
    );
  });
});

describe('splitShellWords', () => {
  it.each<[string, string[]]>([
    ['', []],
    ['  a  b ', ['a', 'b']],
    [`'single quoted' "double quoted"`, ['single quoted', 'double quoted']],
    [`a'b c'd`, ['ab cd']],
    [`""`, ['']],
    [`a\\ b`, ['a b']],
    [`"\\$HOME \\\\ \\n"`, ['$HOME \\ \\n']],
    [`--flag=$HOME`, ['--flag=$HOME']],
  ])('%j', (line, words) => {
    expect(splitShellWords(line)).toEqual(words);
  });
});

describe('findUnknownInputs', () => {
  it('warns about inputs the action does not know, with a did-you-mean', () => {
    const warnings = findUnknownInputs({
      'INPUT_PRD-PATH': 'x',
      'INPUT_GITHUB-TOKEN': 'x',
      INPUT_MAX_ITERATIONS: '5',
      'INPUT_MAX-ITERATIONS': '5',
      INPUT_PRD_PATH: 'x',
      'INPUT_MAX-TURN': '3',
      INPUT_ZZZ: '1',
      PATH: '/usr/bin',
    });
    expect(warnings).toEqual([
      `Unexpected input 'max-iterations' is ignored; did you mean 'iterations'?`,
      `Unexpected input 'max-turn' is ignored; did you mean 'max-turns'?`,
      `Unexpected input 'max_iterations' is ignored; did you mean 'iterations'?`,
      `Unexpected input 'prd_path' is ignored; did you mean 'prd-path'?`,
      `Unexpected input 'zzz' is ignored; the inputs are: ${INPUT_NAMES.join(', ')}.`,
    ]);
  });

  it('is quiet when every input is known', () => {
    const env = Object.fromEntries(INPUT_NAMES.map((name) => [`INPUT_${name.toUpperCase()}`, 'x']));
    expect(findUnknownInputs(env)).toEqual([]);
  });
});
