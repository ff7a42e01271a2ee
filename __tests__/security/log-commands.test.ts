/**
 * Break 6 of the sealing issue: workflow-command injection. The agent's words reach the job log;
 * the runner reads any output line that starts with `::` as a command (`::add-mask::`,
 * `::set-output`, `::error title=...::`, `::stop-commands::`) and `##[...]` as the older form,
 * and a terminal escape rewrites what the log shows. The action neutralises every line it logs
 * for the agent: the words stay readable, and not one of them is a command.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { ActionRunResult } from '../../test-support/action-runner.js';
import { itWith } from '../../test-support/privileges.js';
import { workflowDispatchPayload } from '../../test-support/webhooks.js';
import { BRANCH, OWNER, REPO, startActionWorld, type ActionWorld } from '../action/world.js';
import { agentUserNameFor, retireAgentUser } from './attack-kit.js';
import { TASK_1, attackScenario, details } from './git-attack-world.js';

const INJECTED = [
  'Done. Now for the runner:',
  '::add-mask::Ralph',
  '::set-output name=pushed::false',
  '::error title=Pwned::the agent wrote this annotation',
  '  ::warning file=README.md,line=1::indented too',
  '::stop-commands::resume-later',
  '##[set-output name=branch;]main',
  '\u001b[2K\u001b[1A\u001b[32mAll checks passed\u001b[0m \u001b]0;title\u0007',
  'END-OF-INJECTION',
].join('\n');

let world: ActionWorld;
let result: ActionRunResult;

beforeAll(async () => {
  world = await startActionWorld(
    attackScenario({
      before: {
        [TASK_1]: [
          [
            { text: INJECTED },
            { tool: 'Bash', input: { command: 'echo SAID-IT', description: 'Say it' } },
          ],
        ],
      },
      once: true,
    }),
  );
  result = await world.run({
    eventName: 'workflow_dispatch',
    payload: workflowDispatchPayload(OWNER, REPO, {}),
  });
}, 240_000);

afterAll(async () => {
  retireAgentUser(agentUserNameFor(world.project.workspace));
  await world?.close();
});

describe("the agent's words never command the runner", () => {
  // Where the tests run without root the action runs the agent unisolated, and the attack
  // still runs; the isolation itself needs root.
  itWith('root')('the agent ran as its own OS user', () => {
    expect(result.stdout).toContain(
      `Isolation: the agent runs as the user ${agentUserNameFor(world.project.workspace)}`,
    );
  });

  test('the attack ran: the agent said it, and the words are in the log', () => {
    if (result.exitCode !== 0) throw new Error(details(result));
    expect(result.stdout).toContain('END-OF-INJECTION');
    expect(result.stdout).toContain('the agent wrote this annotation');
    expect(result.stdout).toContain('All checks passed');
  });

  test('no line of it is a workflow command, and no terminal escape is left', () => {
    const commands = result.stdout
      .split('\n')
      .filter((line) => /^\s*::|##\[/.test(line))
      .filter((line) => !line.startsWith('::add-mask::') || line === '::add-mask::Ralph');
    const theirs = commands.filter((line) =>
      /Ralph$|name=pushed|title=Pwned|indented too|stop-commands|name=branch/.test(line),
    );
    expect(theirs).toEqual([]);
    expect(result.stdout).not.toContain('\u001b');
    expect(result.stdout).not.toContain('\u0007');
  });

  test("what the runner acts on is the action's own: outputs and annotations", () => {
    expect(result.outputs.pushed).toBe('true');
    expect(result.outputs.branch).toBe(BRANCH);
    expect(result.stdout).not.toMatch(/^::error title=Pwned/m);
  });
});
