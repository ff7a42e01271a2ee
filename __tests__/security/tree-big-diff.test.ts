/**
 * Bounded reads of the agent's tree: the agent leaves a 450 MB random file, three random files
 * of 9 MB, a compiled program and a failing test. The failed attempt's diff was built as one
 * string and crashed the action (`ERR_STRING_TOO_LONG`): nothing pushed, the attempt never
 * recorded. The lstat walk passes the big file by (it is over the push limit), the program is
 * build output: neither is in the diff, in the uploaded folder, or in `.git`'s object store. Git
 * streams the diff into the artifact file, which stops at 10 MB and says so.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { ActionRunResult } from '../../test-support/action-runner.js';
import type { Scenario } from '../../test-support/model-server.js';
import { agentStatusBlock } from '../../test-support/status-block.js';
import { itWith } from '../../test-support/privileges.js';
import { workflowDispatchPayload } from '../../test-support/webhooks.js';
import { BRANCH, OWNER, REPO, startActionWorld, type ActionWorld } from '../action/world.js';
import { agentUserNameFor, retireAgentUser } from './attack-kit.js';
import { details } from './git-attack-world.js';

const PLANT = [
  'set -e',
  'head -c 450M /dev/urandom > big.bin',
  'mkdir -p noise && for i in 1 2 3; do head -c 9M /dev/urandom > noise/part$i.bin; done',
  // A program of its own (an ELF file no other repository holds): build output.
  'cp /usr/bin/true tool.out && printf planted-build-output >> tool.out',
  'printf \'import { test } from "node:test";\\nimport assert from "node:assert/strict";\\ntest("broken", () => assert.fail("broken"));\\n\' > test/broken.test.js',
  'ls -l big.bin noise',
].join('\n');

const scenario: Scenario = {
  turns: [
    [{ tool: 'Bash', input: { command: PLANT, description: 'Leave big files' } }],
    [
      {
        text: `Done.\n\n${agentStatusBlock({ exitSignal: true, passing: 1, recommendation: 'continue' })}`,
      },
    ],
  ],
};

let world: ActionWorld;
let result: ActionRunResult;

beforeAll(async () => {
  world = await startActionWorld(scenario);
  result = await world.run({
    eventName: 'workflow_dispatch',
    payload: workflowDispatchPayload(OWNER, REPO, {}),
    inputs: { 'max-fix-attempts': '0' },
  });
}, 300_000);

afterAll(async () => {
  retireAgentUser(agentUserNameFor(world.project.workspace));
  await world?.close();
});

describe('a failed attempt with a 450 MB file records a capped diff', () => {
  itWith('root')('the agent ran as its own OS user', () => {
    expect(result.stdout).toContain(
      `Isolation: the agent runs as the user ${agentUserNameFor(world.project.workspace)}`,
    );
  });

  test('the attempt failed on its check and was recorded and pushed', () => {
    const subjects = world.originSubjects(`main..${BRANCH}`);
    if (!subjects.some((s) => /attempt 1 failed/.test(s))) throw new Error(details(result));
    expect(result.stdout).toContain("big.bin (450.0 MB, over GitHub's 100 MB push limit)");
  });

  test('the diff artifact stops at 10 MB, says so, and holds nothing of the big file', () => {
    const path = join(result.runnerTemp, 'ralph/attempts/task-001/1/attempt.diff');
    expect(statSync(path).size).toBeLessThan(10 * 1024 * 1024 + 1024);
    const diff = readFileSync(path, 'utf8');
    expect(diff).toContain('noise/part1.bin');
    expect(diff).not.toContain('diff --git a/big.bin');
    expect(diff).toMatch(/\n# The diff is cut here: it is over 10 MB\.\n$/);
    expect(diff.split('\n')[0]).toBe(
      "# Not in this diff (not committed, removed from the working tree): big.bin (450.0 MB, over GitHub's 100 MB push limit), tool.out (build output: ELF executable or object file)",
    );
    expect(diff).not.toContain('diff --git a/tool.out');
  });

  test('the left-out files are in no uploaded file and not in the object store', () => {
    // The README's workflow uploads `runner.temp/ralph` whole.
    const uploaded = join(result.runnerTemp, 'ralph');
    const names = readdirSync(uploaded, { recursive: true }).map(String);
    expect(names.filter((n) => /left-out|big\.bin|tool\.out/.test(n))).toEqual([]);
    const sizes = names.map((n) => statSync(join(uploaded, n)).size);
    expect(Math.max(...sizes)).toBeLessThan(11 * 1024 * 1024);
    for (const left of ['big.bin', 'tool.out'])
      expect(existsSync(join(world.project.workspace, left))).toBe(false);
    const program = Buffer.concat([
      readFileSync('/usr/bin/true'),
      Buffer.from('planted-build-output'),
    ]);
    const oid = execFileSync('git', ['hash-object', '--stdin'], {
      input: program,
      encoding: 'utf8',
    });
    const look = () =>
      execFileSync('git', ['cat-file', '-e', oid.trim()], {
        cwd: world.project.workspace,
        stdio: 'ignore',
      });
    expect(look).toThrow();
  });
});
