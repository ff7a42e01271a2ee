/**
 * Shared parts of the gate's attack suites: the demo project turned into the project an attack
 * needs (its files and its checks block committed on main before the run), the slugify task
 * answered by scripted turns, one run of the built action as root with isolation active, and
 * what every refused attack ends with: the reason named in the log, the job summary and the PR
 * body, and no commit marking the task done with code that fails the starting commit's own
 * tests in a clean clone.
 */
import { expect } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { ActionRunResult } from '../../test-support/action-runner.js';
import type { Scenario, Turn, TurnContext } from '../../test-support/model-server.js';
import { agentStatusBlock } from '../../test-support/status-block.js';
import { isTask } from '../../test-support/task-routing.js';
import { workflowDispatchPayload } from '../../test-support/webhooks.js';
import { BRANCH, OWNER, REPO, startActionWorld, type ActionWorld } from '../action/world.js';
import { agentUserNameFor, retireAgentUser } from './attack-kit.js';
import { details } from './git-attack-world.js';

/** One turn's blocks (a Turn that is not a function). */
export type Blocks = Exclude<Turn, (ctx: TurnContext) => unknown>;
export type AttackTurn = (ctx: TurnContext) => Blocks;

export function write(ctx: TurnContext, files: Record<string, string>): Blocks {
  return Object.entries(files).map(([path, content]) => ({
    tool: 'Write',
    input: { file_path: join(ctx.cwd, path), content },
  }));
}

export function bash(command: string): Blocks {
  return [{ tool: 'Bash', input: { command, description: 'run the tests' } }];
}

const closing: Blocks = [
  {
    text: `Add slugify: done, and the tests pass.\n\n${agentStatusBlock({ exitSignal: true, passing: 2, recommendation: 'Task complete' })}`,
  },
];

/** The slugify task answered with `turns`; any other task is left alone. */
function scenario(turns: AttackTurn[]): Scenario {
  return {
    route(request) {
      if (!isTask(request, 'Add slugify')) return [[{ text: 'Not scripted.' }]];
      return [...turns.map((turn) => (ctx: TurnContext) => turn(ctx)), closing];
    },
  };
}

/** A RALPH:CHECKS block with one required check named `name`. */
export function checksBlock(command: string, name = 'test'): string {
  return [
    '<!-- RALPH:CHECKS:START -->',
    '```yaml',
    'checks:',
    `  - name: ${name}`,
    `    command: ${command}`,
    '    required: true',
    '    timeout: 120',
    '```',
    '<!-- RALPH:CHECKS:END -->',
  ].join('\n');
}

/** What the project looks like at the starting commit, on top of the demo project. */
export interface StartingProject {
  /** Files written (relative paths), committed on main. */
  files: Record<string, string>;
  /** The one check's command (it replaces the demo's `node --test` in CLAUDE.md and AGENTS.md). */
  check: string;
  /** Untracked files the workflow installed before the run (e.g. node_modules), copied in. */
  installed?: { from: string; to: string }[];
}

export interface AttackRun {
  world: ActionWorld;
  agentName: string;
  result: ActionRunResult;
}

function setUp(world: ActionWorld, project: StartingProject): void {
  const { workspace, git } = world.project;
  const block = /<!-- RALPH:CHECKS:START -->[\s\S]*<!-- RALPH:CHECKS:END -->/;
  for (const name of ['CLAUDE.md', 'AGENTS.md']) {
    const path = join(workspace, name);
    const text = readFileSync(path, 'utf8');
    writeFileSync(path, text.replace(block, checksBlock(project.check)));
  }
  for (const [path, content] of Object.entries(project.files)) {
    mkdirSync(dirname(join(workspace, path)), { recursive: true });
    writeFileSync(join(workspace, path), content);
  }
  for (const { from, to } of project.installed ?? []) {
    mkdirSync(dirname(join(workspace, to)), { recursive: true });
    execFileSync('cp', ['-a', from, join(workspace, to)]);
  }
  git(['add', '-A']);
  git(['commit', '-q', '--allow-empty', '-m', 'Set up the project']);
  git(['push', '-q', 'origin', 'main']);
}

/** Worlds to close after each test. */
const open: { world: ActionWorld; agentName: string }[] = [];

export async function closeAttackWorlds(): Promise<void> {
  for (const { world, agentName } of open.splice(0)) {
    await world.close();
    retireAgentUser(agentName);
  }
}

/** One run of the built action on `project`, the agent playing `turns` on the slugify task. */
export async function runAttack(
  project: StartingProject,
  turns: AttackTurn[],
  inputs: Record<string, string> = {},
): Promise<AttackRun> {
  const world = await startActionWorld(scenario(turns));
  const agentName = agentUserNameFor(world.project.workspace);
  open.push({ world, agentName });
  setUp(world, project);
  const result = await world.run({
    eventName: 'workflow_dispatch',
    payload: workflowDispatchPayload(OWNER, REPO, {}),
    inputs: { iterations: '1', 'max-fix-attempts': '0', network: 'open', ...inputs },
  });
  if (!/task-001 "Add slugify" → /.test(result.stdout)) throw new Error(details(result));
  return { world, agentName, result };
}

/** The isolation line: the agent and its checks ran as users of their own. */
export function expectIsolated({ result, agentName }: AttackRun): void {
  // The uid from the log: another suite's tear-down on a shared machine may have removed the
  // user by now.
  expect(result.stdout).toMatch(
    new RegExp(
      `the agent runs as the user ${agentName} \\(uid \\d+\\) and the checks as ${agentName}-checks`,
    ),
  );
}

/** The refusal's reason, in the log, the job summary and the PR body. */
export function expectRefusedWith({ world, result }: AttackRun, reason: string): void {
  expect(result.stdout).toContain(`Refused: ${reason}`);
  expect(result.summary).toContain(reason);
  const body = [...world.github.state.pulls.values()][0]?.body ?? '';
  expect(body).toContain(reason);
}

/**
 * The task failed, no commit on the work branch marks it done, and a clean clone of the branch
 * passes the starting commit's own test: `test` runs in the clone (its files checked out by
 * plain `git clone`, as CI would).
 */
export function expectNothingBrokenDone(
  { world, result }: AttackRun,
  test: { command: string; args: string[] },
): void {
  expect(result.stdout).toContain('task-001 "Add slugify" → ✗ failed');
  expect(world.originFile(BRANCH, '.ralph/prd.yaml')).not.toMatch(/status: done/);
  const clone = mkdtempSync(join(tmpdir(), 'gate-attack-clone-'));
  try {
    execFileSync('git', ['clone', '-q', '-b', BRANCH, world.project.origin, clone]);
    execFileSync(test.command, test.args, { cwd: clone, stdio: 'ignore' });
  } finally {
    rmSync(clone, { recursive: true, force: true });
  }
}
