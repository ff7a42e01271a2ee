/**
 * Issue 35 §6, the uid channel, through the built action as root with isolation active. An
 * earlier agent user left a private note (mode 0600) in a world-writable place and was deleted.
 * `useradd --system` hands its uid to the next user it makes (the attack is live: the next
 * plain system user owns the note). The action's agent user gets an id from the harness's own
 * range, one that owns no leftover files: the agent can neither read nor change the note.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { chownSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AGENT_UID_BASE } from '../../src/isolation/user.js';
import type { ActionRunResult } from '../../test-support/action-runner.js';
import { describeWith } from '../../test-support/privileges.js';
import { workflowDispatchPayload } from '../../test-support/webhooks.js';
import { OWNER, REPO, startActionWorld, type ActionWorld } from '../action/world.js';
import { agentUserNameFor, retireAgentUser, sharedScratchDir, uidOf } from './attack-kit.js';
import { TASK_1, attackScenario, bash, conversationWith, details } from './git-attack-world.js';

const describe = describeWith('root');

const NOTE = 'EARLIER-AGENT-NOTE-4410';
const SBIN = { ...process.env, PATH: `/usr/sbin:/sbin:${process.env.PATH}` };

/** A plain system user, as `useradd --system` makes it; returns its uid. */
function plainSystemUser(name: string): number {
  execFileSync('useradd', ['--system', '--user-group', name], { env: SBIN });
  return uidOf(name)!;
}

function deleteUser(name: string): void {
  execFileSync('userdel', ['-f', name], { env: SBIN, stdio: 'ignore' });
}

describe('a new agent user never gets the uid of a deleted one', () => {
  let world: ActionWorld;
  let result: ActionRunResult;
  let scratch = '';
  let note = '';
  let earlierUid = 0;
  let reusedUid = 0;
  let agentName = '';

  beforeAll(async () => {
    scratch = sharedScratchDir('ralph-uid-reuse-');
    note = join(scratch, 'note.txt');
    const tag = String(process.pid % 100000);
    // The earlier agent: it leaves its note, then its user is deleted.
    earlierUid = plainSystemUser(`rlph-early${tag}`);
    writeFileSync(note, `${NOTE}\n`, { mode: 0o600 });
    chownSync(note, earlierUid, earlierUid);
    deleteUser(`rlph-early${tag}`);
    // The next plain system user gets the same uid (on a machine nobody else adds users to).
    reusedUid = plainSystemUser(`rlph-next${tag}`);
    deleteUser(`rlph-next${tag}`);

    const attack = [
      'echo "AGENT UID: $(id -u)"',
      `cat ${note}; echo "READ EXIT: $?"`,
      `echo tampered >> ${note}; echo "WRITE EXIT: $?"`,
      'echo ATTACKED',
    ].join('\n');
    world = await startActionWorld(
      attackScenario({ before: { [TASK_1]: [bash(attack, 'Look')] } }),
    );
    agentName = agentUserNameFor(world.project.workspace);
    result = await world.run({
      eventName: 'workflow_dispatch',
      payload: workflowDispatchPayload(OWNER, REPO, {}),
      inputs: { isolation: 'auto', network: 'open' },
    });
  }, 240_000);

  afterAll(async () => {
    await world?.close();
    retireAgentUser(agentName);
    rmSync(scratch, { recursive: true, force: true });
  });

  test('the attack is live: useradd --system hands the deleted user’s uid on', () => {
    expect(reusedUid).toBe(earlierUid);
    expect(statSync(note).uid).toBe(earlierUid);
  });

  test('the agent’s uid is from the harness’s range and not the deleted one', () => {
    const said = conversationWith(world.model, 'ATTACKED');
    expect({ said, details: details(result) }).toMatchObject({
      said: expect.stringMatching(/AGENT UID: \d+/),
    });
    const uid = Number(/AGENT UID: (\d+)/.exec(said!)![1]);
    expect(uid).toBe(uidOf(agentName));
    expect(uid).toBeGreaterThanOrEqual(AGENT_UID_BASE);
    expect(uid).not.toBe(earlierUid);
  });

  test('the agent could neither read nor change the earlier agent’s note', () => {
    const said = conversationWith(world.model, 'ATTACKED')!;
    expect(said).toMatch(/READ EXIT: [1-9]/);
    expect(said).toMatch(/WRITE EXIT: [1-9]/);
    expect(said).not.toContain(NOTE);
    expect(readFileSync(note, 'utf8')).toBe(`${NOTE}\n`);
  });
});
