import { describe, expect, it } from '@jest/globals';
import { buildChildEnv } from '../../src/agent/runner.js';
import { childEnv } from '../../src/checks/run.js';
import {
  buildAgentEnvironment,
  buildChecksEnvironment,
  secretRemovals,
} from '../../src/isolation/environment.js';
import { unisolatedSandbox } from '../../src/isolation/sandbox.js';
import type { Sandbox } from '../../src/isolation/types.js';

const RUNNER_ENV = {
  PATH: '/usr/local/bin:/usr/bin',
  HOME: '/home/runner',
  LANG: 'C.UTF-8',
  LC_ALL: 'C.UTF-8',
  TERM: 'xterm',
  CI: 'true',
  TMPDIR: '/home/runner/work/_temp',
  ANTHROPIC_BASE_URL: 'http://127.0.0.1:9',
  CLAUDE_CODE_MAX_RETRIES: '0',
  DISABLE_AUTOUPDATER: '1',
  ANTHROPIC_API_KEY: 'sk-ant-api03-runner-key-000000',
  GITHUB_TOKEN: 'ghs_runner_token_0000000000000000000000',
  GH_TOKEN: 'ghs_runner_token_0000000000000000000000',
  'INPUT_GITHUB-TOKEN': 'ghs_runner_token_0000000000000000000000',
  INPUT_TOKEN: 'ghs_other',
  INPUT_PRD_PATH: '.ralph/prd.yaml',
  ACTIONS_RUNTIME_TOKEN: 'runtime',
  ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'oidc',
  ACTIONS_ID_TOKEN_REQUEST_URL: 'https://oidc.example',
  GITHUB_REPOSITORY: 'acme/widgets',
  NPM_CONFIG_USERCONFIG: '/home/runner/.npmrc',
  AWS_SECRET_ACCESS_KEY: 'aws-secret',
};

describe('the agent environment', () => {
  it('inherits only the allowed names, its credential, and the explicit values', () => {
    const env = buildAgentEnvironment(RUNNER_ENV, { EXTRA: 'yes', LANG: undefined });
    expect(env).toEqual({
      PATH: '/usr/local/bin:/usr/bin',
      HOME: '/home/runner',
      LC_ALL: 'C.UTF-8',
      TERM: 'xterm',
      CI: 'true',
      TMPDIR: '/home/runner/work/_temp',
      ANTHROPIC_BASE_URL: 'http://127.0.0.1:9',
      CLAUDE_CODE_MAX_RETRIES: '0',
      DISABLE_AUTOUPDATER: '1',
      ANTHROPIC_API_KEY: 'sk-ant-api03-runner-key-000000',
      EXTRA: 'yes',
    });
  });

  it('never carries the job secrets, whatever their spelling', () => {
    const env = buildAgentEnvironment(RUNNER_ENV);
    const text = JSON.stringify(env);
    expect(text).not.toContain('ghs_');
    expect(text).not.toContain('runtime');
    expect(text).not.toContain('oidc');
    expect(text).not.toContain('aws-secret');
    expect(Object.keys(env).filter((key) => key.startsWith('INPUT_'))).toEqual([]);
  });

  it("takes the agent user's identity when isolated (HOME, USER, its own config dir, no TMPDIR)", () => {
    const env = buildAgentEnvironment(
      RUNNER_ENV,
      { CLAUDE_CONFIG_DIR: '/home/runner/.claude' },
      { home: '/home/ralph-1234abcd', user: 'ralph-1234abcd' },
    );
    expect(env).toMatchObject({
      HOME: '/home/ralph-1234abcd',
      USER: 'ralph-1234abcd',
      LOGNAME: 'ralph-1234abcd',
      CLAUDE_CONFIG_DIR: '/home/ralph-1234abcd/.claude',
    });
    expect(env.TMPDIR).toBeUndefined();
  });

  it('is what the runner spawns claude with; IS_SANDBOX only when claude itself would be root', () => {
    const identity = { home: '/home/ralph-x', user: 'ralph-x' };
    const sandbox: Sandbox = { ...unisolatedSandbox('test'), identity: () => identity };
    const isolated = buildChildEnv(
      { env: { ANTHROPIC_API_KEY: 'sk-input' }, sandbox },
      RUNNER_ENV,
      true,
    );
    expect(isolated.IS_SANDBOX).toBeUndefined();
    expect(isolated.HOME).toBe('/home/ralph-x');
    expect(isolated.ANTHROPIC_API_KEY).toBe('sk-input');
    expect(buildChildEnv({ env: {} }, RUNNER_ENV, true).IS_SANDBOX).toBe('1');
  });
});

describe('the checks environment', () => {
  it("is the user's environment minus the secrets: PATH, HOME and tool settings stay", () => {
    const env = buildChecksEnvironment(RUNNER_ENV);
    expect(env).toMatchObject({
      PATH: '/usr/local/bin:/usr/bin',
      HOME: '/home/runner',
      NPM_CONFIG_USERCONFIG: '/home/runner/.npmrc',
      GITHUB_REPOSITORY: 'acme/widgets',
    });
    for (const key of [
      'ANTHROPIC_API_KEY',
      'GITHUB_TOKEN',
      'GH_TOKEN',
      'INPUT_GITHUB-TOKEN',
      'INPUT_TOKEN',
      'INPUT_PRD_PATH',
      'ACTIONS_RUNTIME_TOKEN',
      'ACTIONS_ID_TOKEN_REQUEST_TOKEN',
    ]) {
      expect(env[key]).toBeUndefined();
    }
  });

  it("runs with the agent user's HOME when isolated", () => {
    const env = buildChecksEnvironment(RUNNER_ENV, { home: '/home/ralph-x', user: 'ralph-x' });
    expect(env).toMatchObject({ HOME: '/home/ralph-x', USER: 'ralph-x', PATH: RUNNER_ENV.PATH });
    expect(env.TMPDIR).toBeUndefined();
  });

  it('the check runner applies it even when the caller forgot to remove a secret', () => {
    const env = childEnv({ EXTRA: 'x', LANG: undefined }, undefined, RUNNER_ENV);
    expect(env.EXTRA).toBe('x');
    expect(env.LANG).toBeUndefined();
    expect(env.PATH).toBe(RUNNER_ENV.PATH);
    expect(env.GITHUB_TOKEN).toBeUndefined();
    expect(env['INPUT_GITHUB-TOKEN']).toBeUndefined();
  });

  it('secretRemovals names every secret present, as undefined', () => {
    const removals = secretRemovals(RUNNER_ENV);
    expect(Object.keys(removals).sort()).toEqual(
      [
        'ACTIONS_ID_TOKEN_REQUEST_TOKEN',
        'ACTIONS_ID_TOKEN_REQUEST_URL',
        'ACTIONS_RUNTIME_TOKEN',
        'ANTHROPIC_API_KEY',
        'GH_TOKEN',
        'GITHUB_TOKEN',
        'INPUT_GITHUB-TOKEN',
        'INPUT_PRD_PATH',
        'INPUT_TOKEN',
      ].sort(),
    );
    expect(Object.values(removals).every((value) => value === undefined)).toBe(true);
  });
});
