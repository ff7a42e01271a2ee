import { describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildChildEnv } from '../../src/agent/runner.js';
import { childEnv } from '../../src/checks/run.js';
import {
  buildAgentEnvironment,
  buildChecksEnvironment,
  passEnvProblem,
  sharedEnvironment,
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
      GITHUB_REPOSITORY: 'acme/widgets',
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

describe('the base set the agent and the checks share (an allowlist)', () => {
  const JOB_ENV = {
    ...RUNNER_ENV,
    NPM_TOKEN: 'npm_secret_000000',
    AWS_ACCESS_KEY_ID: 'AKIA0000',
    MY_API_SECRET: 'my-secret',
    SOME_UNKNOWN_SETTING: 'x',
    npm_config_registry: 'https://registry.npmjs.org/',
    npm_config__authToken: 'npm-auth-000000',
    'npm_config_//registry.npmjs.org/:_authToken': 'npm-auth-000000',
    NPM_CONFIG_CACHE: '/home/runner/.npm',
    JAVA_HOME: '/opt/java/17',
    JAVA_HOME_17_X64: '/opt/java/17',
    VIRTUAL_ENV: '/home/runner/venv',
    GOPATH: '/home/runner/go',
    GOPROXY: 'https://user:s3cret@proxy.example.com',
    GITHUB_SHA: 'abc123',
    GITHUB_ENV: '/home/runner/work/_temp/_runner_file_commands/set_env',
    GITHUB_OUTPUT: '/home/runner/work/_temp/_runner_file_commands/set_output',
    GITHUB_PATH: '/home/runner/work/_temp/_runner_file_commands/add_path',
    GITHUB_STEP_SUMMARY: '/home/runner/work/_temp/_runner_file_commands/step_summary',
    GITHUB_EVENT_PATH: '/home/runner/work/_temp/_github_workflow/event.json',
    RUNNER_OS: 'Linux',
    RUNNER_TEMP: '/home/runner/work/_temp',
    ACTIONS_CACHE_URL: 'https://cache.example',
    CLAUDE_CONFIG_DIR: '/home/runner/.claude',
  };

  it('keeps the shell, locale, runner and toolchain variables', () => {
    const env = sharedEnvironment(JOB_ENV);
    expect(env).toEqual({
      PATH: RUNNER_ENV.PATH,
      HOME: '/home/runner',
      LANG: 'C.UTF-8',
      LC_ALL: 'C.UTF-8',
      TERM: 'xterm',
      CI: 'true',
      TMPDIR: '/home/runner/work/_temp',
      GITHUB_REPOSITORY: 'acme/widgets',
      GITHUB_SHA: 'abc123',
      RUNNER_OS: 'Linux',
      npm_config_registry: 'https://registry.npmjs.org/',
      NPM_CONFIG_CACHE: '/home/runner/.npm',
      JAVA_HOME: '/opt/java/17',
      JAVA_HOME_17_X64: '/opt/java/17',
      VIRTUAL_ENV: '/home/runner/venv',
      GOPATH: '/home/runner/go',
    });
  });

  it("leaves out every other variable: the job's secrets, credentials in npm settings or URLs, the runner's command files", () => {
    const text = JSON.stringify(sharedEnvironment(JOB_ENV));
    for (const value of ['npm_secret', 'AKIA', 'my-secret', 'npm-auth', 's3cret', 'ghs_']) {
      expect(text).not.toContain(value);
    }
    expect(text).not.toContain('_runner_file_commands');
    expect(text).not.toContain('event.json');
    expect(text).not.toContain('SOME_UNKNOWN_SETTING');
    // npm's user configuration elsewhere than HOME: the agent may have written it.
    expect(text).not.toContain('NPM_CONFIG_USERCONFIG');
    expect(text).not.toContain('aws-secret');
  });

  it('adds the pass-env names, even secret-shaped ones, but never a harness credential', () => {
    const env = sharedEnvironment(JOB_ENV, [
      'NPM_TOKEN',
      'SOME_UNKNOWN_SETTING',
      'NOT_SET',
      'GITHUB_TOKEN',
      'INPUT_GITHUB-TOKEN',
    ]);
    expect(env.NPM_TOKEN).toBe('npm_secret_000000');
    expect(env.SOME_UNKNOWN_SETTING).toBe('x');
    expect('NOT_SET' in env).toBe(false);
    expect(env.GITHUB_TOKEN).toBeUndefined();
    expect(env['INPUT_GITHUB-TOKEN']).toBeUndefined();
  });

  it('passEnvProblem refuses what is not a name and the harness credentials, saying why', () => {
    expect(passEnvProblem('NPM_TOKEN')).toBeUndefined();
    expect(passEnvProblem('my_var2')).toBeUndefined();
    expect(passEnvProblem('FOO=bar')).toBe('"FOO=bar" is not a variable name');
    expect(passEnvProblem('GITHUB_TOKEN')).toBe(
      "GITHUB_TOKEN is one of the harness's own credentials; it never reaches the agent or the checks",
    );
    expect(passEnvProblem('INPUT_GITHUB-TOKEN')).toMatch(/not a variable name/);
    expect(passEnvProblem('INPUT_PRD_PATH')).toMatch(/harness's own credentials/);
  });

  it("the agent gets the same toolchain variables as the checks, plus Claude Code's own", () => {
    const agent = buildAgentEnvironment(JOB_ENV, {}, undefined, ['NPM_TOKEN']);
    const checks = buildChecksEnvironment(JOB_ENV, { home: '/tmp/h', passEnv: ['NPM_TOKEN'] });
    for (const [name, value] of Object.entries(checks)) {
      if (name !== 'HOME') expect([name, agent[name]]).toEqual([name, value]);
    }
    const agentOnly = Object.keys(agent).filter((name) => !(name in checks));
    expect(agentOnly.sort()).toEqual(
      [
        'ANTHROPIC_API_KEY',
        'ANTHROPIC_BASE_URL',
        'CLAUDE_CONFIG_DIR',
        'CLAUDE_CODE_MAX_RETRIES',
        'DISABLE_AUTOUPDATER',
      ].sort(),
    );
  });
});

describe('the checks environment', () => {
  it('is the base set with a HOME of their own: no secret, nothing of the HOME of the job', () => {
    const env = buildChecksEnvironment(RUNNER_ENV, { home: '/tmp/ralph-home-1' });
    expect(env).toMatchObject({
      PATH: '/usr/local/bin:/usr/bin',
      HOME: '/tmp/ralph-home-1',
      GITHUB_REPOSITORY: 'acme/widgets',
    });
    for (const key of [
      'ANTHROPIC_API_KEY',
      'ANTHROPIC_BASE_URL',
      'GITHUB_TOKEN',
      'GH_TOKEN',
      'INPUT_GITHUB-TOKEN',
      'INPUT_TOKEN',
      'INPUT_PRD_PATH',
      'ACTIONS_RUNTIME_TOKEN',
      'ACTIONS_ID_TOKEN_REQUEST_TOKEN',
      'AWS_SECRET_ACCESS_KEY',
    ]) {
      expect(env[key]).toBeUndefined();
    }
  });

  it("runs as the agent user's name when isolated, still with its own HOME", () => {
    const env = buildChecksEnvironment(RUNNER_ENV, {
      home: '/tmp/ralph-home-2',
      identity: { home: '/home/ralph-x', user: 'ralph-x' },
    });
    expect(env).toMatchObject({ HOME: '/tmp/ralph-home-2', USER: 'ralph-x', LOGNAME: 'ralph-x' });
    expect(env.TMPDIR).toBeUndefined();
  });

  it("the check runner puts the project's node_modules/.bin and venv first on PATH", () => {
    const dir = mkdtempSync(join(tmpdir(), 'ralph-env-bin-'));
    try {
      mkdirSync(join(dir, 'node_modules', '.bin'), { recursive: true });
      mkdirSync(join(dir, '.venv', 'bin'), { recursive: true });
      const env = childEnv({ cwd: dir }, '/tmp/h', RUNNER_ENV);
      expect(env.PATH).toBe(
        `${join(dir, 'node_modules', '.bin')}:${join(dir, '.venv', 'bin')}:${RUNNER_ENV.PATH}`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the check runner applies it even when the caller sets a secret', () => {
    const env = childEnv(
      { cwd: '/nonexistent', env: { EXTRA: 'x', LANG: undefined, GITHUB_TOKEN: 'ghs_x' } },
      '/tmp/h',
      RUNNER_ENV,
    );
    expect(env.EXTRA).toBe('x');
    expect(env.LANG).toBeUndefined();
    expect(env.PATH).toBe(RUNNER_ENV.PATH);
    expect(env.GITHUB_TOKEN).toBeUndefined();
    expect(env['INPUT_GITHUB-TOKEN']).toBeUndefined();
  });
});
