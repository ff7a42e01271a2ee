/**
 * Issue 27 §1 break 8 through the built action (mode plan, isolation: auto, as root): the
 * planner runs as the agent's own user, not as the action.
 *
 * The planner's tools are read-only, but read-only is enough to read a process's environment,
 * and the issue it reads is anyone's text. Its Bash prints who it is (`id -un`, `id -u`); while
 * it runs, the test reads the action's `/proc/<pid>/environ` as that uid (Claude Code's own
 * guard refuses the planner's tools a process's environ file, so the read is done beside it).
 * The test proves the probe ran as a `ralph-*` user and not as root, that the environment it
 * went for holds the token (read as root), that the planner's uid is refused it, that no form
 * of the token reached the model, and that the plan still landed.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { ActionRunResult } from '../../test-support/action-runner.js';
import { conversationText, type Turn } from '../../test-support/model-server.js';
import { describeWith } from '../../test-support/privileges.js';
import { webhookExample, withRepository } from '../../test-support/webhooks.js';
import { GITHUB_TOKEN, OWNER, REPO, startActionWorld, type ActionWorld } from '../action/world.js';
import {
  agentUserNameFor,
  modelTraffic,
  retireAgentUser,
  tokenForms,
  uidOf,
} from './attack-kit.js';
import { details } from './git-attack-world.js';

const describe = describeWith('root');

const PLAN_BRANCH = 'ralph/add-a-pomodoro-timer';
const TASK_LIST = [
  'schema_version: "1.0"',
  'project:',
  '  title: Pomodoro timer',
  'tasks:',
  '  - id: task-001',
  '    title: Timer core',
  '    status: pending',
].join('\n');

/** What reading the action's environment gave, as root and as the planner's user. */
interface EnvironRead {
  asRoot: string;
  asPlanner: { status: number | null; stdout: string; stderr: string };
}

/**
 * While the planner runs (the model asks for its first turn), the read it would do: the action's
 * `/proc/<pid>/environ` as the planner's uid, and as root for contrast. Claude Code itself
 * refuses a command line or tool call naming a process's environ file; its Bash runs read-only
 * commands such as `id` without asking, which is what tells us the planner's uid.
 */
function readEnvironAs(pid: number, uid: number, gid: number): EnvironRead {
  const environ = `/proc/${pid}/environ`;
  const asPlanner = spawnSync(
    'setpriv',
    [`--reuid=${uid}`, `--regid=${gid}`, '--clear-groups', 'cat', environ],
    { encoding: 'utf8' },
  );
  return {
    asRoot: readFileSync(environ, 'latin1'),
    asPlanner: { status: asPlanner.status, stdout: asPlanner.stdout, stderr: asPlanner.stderr },
  };
}

/** The primary group of a user. */
function gidOf(name: string): number {
  return Number(execFileSync('id', ['-g', name], { encoding: 'utf8' }).trim());
}

function probe(onFirstTurn: () => void): Turn {
  return () => {
    onFirstTurn();
    return [
      {
        tool: 'Bash',
        input: { command: 'echo "probe: user"; id -un; id -u', description: 'Who am I' },
      },
    ];
  };
}

let world: ActionWorld;
let result: ActionRunResult;
let agentName = '';
let pid = 0;
let read: EnvironRead | undefined;

beforeAll(async () => {
  world = await startActionWorld({
    turns: [
      probe(() => {
        const uid = uidOf(agentName);
        if (uid !== undefined && !read) read = readEnvironAs(pid, uid, gidOf(agentName));
      }),
      [{ text: `The task list:\n\n\`\`\`yaml\n${TASK_LIST}\n\`\`\`` }],
    ],
  });
  agentName = agentUserNameFor(world.project.workspace);
  world.github.setPermission('alice', 'write');
  const issue = world.github.addIssue({
    title: 'Add a pomodoro timer',
    body: 'A command line pomodoro timer with 25 minute work intervals.',
    user: 'alice',
  });
  const payload = withRepository(webhookExample('issues', 'labeled'), OWNER, REPO);
  (payload.label as Record<string, unknown>).name = 'ralph';
  Object.assign(payload.issue as Record<string, unknown>, {
    number: issue.number,
    title: issue.title,
    body: issue.body,
  });
  (payload.sender as Record<string, unknown>).login = 'alice';
  result = await world.run({
    eventName: 'issues',
    payload,
    inputs: { isolation: 'auto' },
    onSpawn: (spawned) => (pid = spawned),
  });
}, 240_000);

afterAll(async () => {
  await world?.close();
  retireAgentUser(agentName);
});

/** What the planner's Bash printed, as the model received it (the tool results). */
function probeOutput(): string {
  const text = world.model.turnRequests().map(conversationText).join('\n');
  const start = text.indexOf('probe: user');
  return start < 0 ? '' : text.slice(start);
}

describe('plan mode: the planner runs as its own user (isolation: auto, as root)', () => {
  test('the probe ran: its output came back to the model, the read ran while the planner did', () => {
    expect({ exit: result.exitCode, out: details(result).slice(-3000) }).toMatchObject({ exit: 0 });
    expect(probeOutput()).toMatch(/probe: user\n\S+\n\d+/);
    // the target is real: the action's environment holds the token
    expect(read?.asRoot).toContain(`INPUT_GITHUB-TOKEN=${GITHUB_TOKEN}`);
  });

  test('as the ralph-* user of this tree, not as root', () => {
    const uid = uidOf(agentName);
    expect(agentName).toMatch(/^ralph-[0-9a-f]{8}$/);
    expect(uid).toBeGreaterThan(0);
    expect(probeOutput()).toContain(`probe: user\n${agentName}\n${uid}`);
    expect(result.stdout).toMatch(/^Isolation: the agent runs as the user ralph-/m);
  });

  test("the action's environment is out of that user's reach: no token came back", () => {
    expect(read?.asPlanner.status).not.toBe(0);
    expect(read?.asPlanner.stderr).toMatch(/Permission denied/);
    expect(read?.asPlanner.stdout).toBe('');
    const traffic = modelTraffic(world.model);
    for (const form of tokenForms(GITHUB_TOKEN)) expect(traffic).not.toContain(form);
  });

  test('the plan still landed', () => {
    expect(world.originSha(PLAN_BRANCH)).toBeDefined();
    expect(world.originFile(PLAN_BRANCH, '.ralph/prd.yaml')).toContain('Timer core');
  });
});
