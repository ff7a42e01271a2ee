/**
 * The checks run code the agent wrote: they get the base set (an allowlist), the pass-env
 * names, and a fresh HOME per check. Through the real check runner, with a check that prints
 * what it sees.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { runChecks } from '../../src/checks/index.js';
import type { CheckDefinition } from '../../src/checks/types.js';
import { checksEnvironment } from '../../src/engine/iteration.js';

const JOB_SECRETS = {
  NPM_TOKEN: 'npm_jobSecret0123456789',
  AWS_SECRET_ACCESS_KEY: 'awsJobSecret0123456789',
  ANTHROPIC_API_KEY: 'sk-ant-should-not-leak-123456',
  'INPUT_GITHUB-TOKEN': 'ghs_inputSecret0123456789',
};

function check(name: string, command: string): CheckDefinition {
  return { name, command, required: true, timeoutMs: 20_000 };
}

let saved: NodeJS.ProcessEnv;
let dir: string;

beforeEach(() => {
  saved = { ...process.env };
  Object.assign(process.env, JOB_SECRETS, { MY_SETTING: 'passed-on-purpose' });
  dir = mkdtempSync(join(tmpdir(), 'ralph-checks-env-'));
});

afterEach(() => {
  for (const key of Object.keys(process.env))
    if (!(key in saved)) Reflect.deleteProperty(process.env, key);
  Object.assign(process.env, saved);
  rmSync(dir, { recursive: true, force: true });
});

describe("the checks' environment", () => {
  it("holds none of the job's other secrets; a pass-env name reaches it", async () => {
    const [result] = await runChecks([check('env', 'env | sort')], {
      cwd: dir,
      ...checksEnvironment({ passEnv: ['MY_SETTING'] }),
    });
    expect(result!.passed).toBe(true);
    // The check really printed the environment.
    expect(result!.outputTail).toMatch(/^PATH=/m);
    expect(result!.outputTail).toContain('MY_SETTING=passed-on-purpose');
    for (const [name, value] of Object.entries(JOB_SECRETS)) {
      expect(result!.outputTail).not.toContain(name);
      expect(result!.outputTail).not.toContain(value);
    }
  });

  it('a variable not named in pass-env stays out', async () => {
    const [result] = await runChecks([check('env', 'echo "[${MY_SETTING:-unset}]"')], {
      cwd: dir,
      ...checksEnvironment({}),
    });
    expect(result!.outputTail).toContain('[unset]');
  });

  it('each check gets a fresh, empty HOME, removed afterwards; not the HOME of the job', async () => {
    const probe =
      'echo "home=$HOME"; ls -A "$HOME" | wc -l; echo "script-shell=/bin/true" > "$HOME/.npmrc"';
    const results = await runChecks([check('one', probe), check('two', probe)], {
      cwd: dir,
      ...checksEnvironment({}),
    });
    const homes = results.map((r) => /home=(\S+)/.exec(r.outputTail)![1]!);
    expect(homes[0]).not.toBe(homes[1]);
    expect(homes).not.toContain(homedir());
    // Empty when the check started, though the first check wrote an .npmrc into its own.
    for (const result of results) expect(result.outputTail).toMatch(/^0$/m);
    for (const home of homes) expect(existsSync(home)).toBe(false);
  });

  it("a check names a tool of the project's node_modules/.bin directly", async () => {
    const bin = join(dir, 'node_modules', '.bin');
    mkdirSync(bin, { recursive: true });
    writeFileSync(join(bin, 'minitest'), '#!/bin/sh\necho "minitest ran"\n', { mode: 0o755 });
    const [result] = await runChecks([check('test', 'minitest')], {
      cwd: dir,
      ...checksEnvironment({}),
    });
    expect(result!.outputTail).toContain('minitest ran');
    expect(result!.passed).toBe(true);
    expect(readdirSync(dir)).toEqual(['node_modules']);
  });
});
