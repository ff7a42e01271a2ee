/**
 * Break 1 of the sealing issue: root code execution through a nested repository. The agent makes
 * `vendor/lib` a repository of its own (a `.git` directory) and `vendor/lib2` one through a
 * gitfile pointing at a git directory elsewhere in the tree; each defines a clean filter in its
 * own configuration and applies it through its `.gitattributes`. Plain `git add -A` in the outer
 * repository runs `git status` inside each, as whoever runs it: as root, the filter runs as
 * uid 0. The action removes every nested `.git` it did not seal before its first git command
 * after the agent, so the filter never runs in the harness. Run with `isolation: auto` as root
 * and a minimal PATH (no sbin directories, as in containers), and with `isolation: none`.
 */
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { itWith } from '../../test-support/privileges.js';
import { workflowDispatchPayload } from '../../test-support/webhooks.js';
import { BRANCH, OWNER, REPO, startActionWorld, type ActionWorld } from '../action/world.js';
import { agentUserNameFor, retireAgentUser, sharedScratchDir, uidOf } from './attack-kit.js';
import { TASK_1, attackScenario, bash, conversationWith, details } from './git-attack-world.js';

let world: ActionWorld;
let loot: string;

/** Who ran the filter: one file per run, holding the uid. */
function filterRuns(): number[] {
  return readdirSync(loot)
    .filter((name) => name.startsWith('ran.'))
    .map((name) => Number(readFileSync(join(loot, name), 'utf8').trim()));
}

/** The agent's plant: two nested repositories with a filter each, armed (run once) by the agent. */
function plantCommand(): string {
  const thief = join(loot, 'thief.sh');
  return [
    'set -e',
    `printf '#!/bin/sh\\nid -u > ${loot}/ran.$$\\ncat\\n' > ${thief} && chmod 755 ${thief}`,
    'plant() {',
    '  (cd "$1" && git config user.name a && git config user.email a@b',
    `   git config filter.x.clean ${thief} && echo "* filter=x" > .gitattributes`,
    '   echo one > a.txt && git add a.txt .gitattributes && git commit -qm vendored',
    // Same size, new content: whoever looks at this repository's status must hash it again.
    '   echo two > a.txt)',
    '}',
    'git init -q vendor/lib && plant vendor/lib',
    'git init -q --separate-git-dir "$PWD/vendor/lib2-store" vendor/lib2 && plant vendor/lib2',
    'ls -ld vendor/lib/.git; cat vendor/lib2/.git',
    `echo "FILTER RUNS: $(ls ${loot} | grep -c ran)"`,
    'echo PLANTED-NESTED',
  ].join('\n');
}

beforeEach(async () => {
  loot = sharedScratchDir('ralph-nested-loot-');
  world = await startActionWorld(
    attackScenario({ before: { [TASK_1]: [bash(plantCommand, 'Vendor a library')] }, once: true }),
  );
});

afterEach(async () => {
  retireAgentUser(agentUserNameFor(world.project.workspace));
  await world.close();
  rmSync(loot, { recursive: true, force: true });
});

async function attack(isolation: string, env: Record<string, string> = {}) {
  const result = await world.run({
    eventName: 'workflow_dispatch',
    payload: workflowDispatchPayload(OWNER, REPO, {}),
    inputs: { isolation },
    env,
  });
  if (result.exitCode !== 0) throw new Error(details(result));
  // The attack really happened: the agent armed both filters (they ran once, as the agent).
  const planted = conversationWith(world.model, 'PLANTED-NESTED');
  expect(planted).toMatch(/drwx.* vendor\/lib\/\.git/);
  expect(planted).toContain('gitdir: ');
  const armed = Number(/FILTER RUNS: (\d+)/.exec(planted ?? '')?.[1]);
  expect(armed).toBeGreaterThanOrEqual(2);
  return { result, armed };
}

function expectRemovedAndReported(): void {
  // The task landed, without the nested repositories: no gitlink, no `.git` left in the tree.
  const subjects = world.originSubjects(`main..${BRANCH}`);
  expect(subjects.some((s) => s.startsWith('feat: '))).toBe(true);
  const tree = world.project.git(['ls-tree', '-r', BRANCH, '--', 'vendor']);
  expect(tree).not.toMatch(/^160000 /m);
  expect(existsSync(join(world.project.workspace, 'vendor/lib/.git'))).toBe(false);
  expect(existsSync(join(world.project.workspace, 'vendor/lib2/.git'))).toBe(false);
  // The pull request says what was taken out.
  const pull = [...world.github.state.pulls.values()][0]!;
  expect(pull.body).toContain('vendor/lib/.git');
  expect(pull.body).toContain('vendor/lib2/.git');
}

describe('a nested repository never runs its configuration in the harness', () => {
  itWith('root')(
    'isolation: auto, as root, with a PATH without sbin: the filter only ever ran as the agent',
    async () => {
      const { result, armed } = await attack('auto', { PATH: '/usr/bin:/bin' });
      const agentUid = uidOf(agentUserNameFor(world.project.workspace))!;
      expect(agentUid).toBeGreaterThan(0);
      expect(result.stdout).toContain(
        `Isolation: the agent runs as the user ${agentUserNameFor(world.project.workspace)}`,
      );
      expect(filterRuns()).toEqual(new Array<number>(armed).fill(agentUid));
      expectRemovedAndReported();

      // Control: the same plant, then plain `git add -A` and `git status` as root (what the
      // harness runs to commit), run the filter as root.
      const proof = world.cloneWorkspace('proof');
      execFileSync('sh', ['-c', plantCommand()], { cwd: proof, env: process.env });
      const asRoot = filterRuns().filter((uid) => uid === 0).length;
      execFileSync('git', ['add', '-A'], { cwd: proof, stdio: 'ignore' });
      execFileSync('git', ['status', '--porcelain'], { cwd: proof, stdio: 'ignore' });
      expect(filterRuns().filter((uid) => uid === 0).length).toBeGreaterThan(asRoot);
    },
  );

  test('isolation: none: the harness removes them all the same', async () => {
    const { armed } = await attack('none');
    // The agent's own runs only (it runs as the action's user here); the harness's git ran none.
    expect(filterRuns()).toEqual(new Array<number>(armed).fill(process.getuid!()));
    expectRemovedAndReported();
  });
});
