/**
 * Break 2 of the sealing issue: submodule credentials. With `persist-credentials` (checkout's
 * default) and `submodules: true`, actions/checkout writes the token's header into each
 * submodule's own configuration (`.git/modules/<name>/config`), directly (v4/v5) or through an
 * `includeIf` file (v6+). The agent reads and commits every configuration it can find; the
 * action takes those out for the run like the top-level one, and puts them back afterwards.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ActionRunResult } from '../../test-support/action-runner.js';
import { itWith } from '../../test-support/privileges.js';
import { workflowDispatchPayload } from '../../test-support/webhooks.js';
import {
  BRANCH,
  GITHUB_TOKEN,
  grepOriginHistory,
  OWNER,
  REPO,
  startActionWorld,
  type ActionWorld,
} from '../action/world.js';
import { agentUserNameFor, basicHeader, retireAgentUser, tokenForms } from './attack-kit.js';
import {
  TASK_1,
  attackScenario,
  bash,
  conversationWith,
  details,
  expectNoSecretsSent,
} from './git-attack-world.js';

const LOOT = [
  'set -e',
  '{ for f in $(find .git/modules -type f -name "*config*"); do echo "== $f"; cat "$f"; done',
  '  } > loot-modules.txt 2>&1',
  'echo "LOOT: $(grep -c "== " loot-modules.txt) files"; cat loot-modules.txt',
].join('\n');

let world: ActionWorld;
let result: ActionRunResult;
let library = '';
const modules = () => join(world.project.workspace, '.git', 'modules', 'lib');

beforeAll(async () => {
  world = await startActionWorld(
    attackScenario({ before: { [TASK_1]: [bash(LOOT, 'Read every configuration')] }, once: true }),
  );
  // A library repository, checked out as the submodule `lib` as checkout does it.
  library = mkdtempSync(join(tmpdir(), 'ralph-submodule-'));
  const git = (args: string[], cwd = world.project.workspace) =>
    execFileSync('git', args, { cwd, stdio: 'ignore' });
  git(['init', '-q', '-b', 'main', library], library);
  writeFileSync(join(library, 'lib.js'), 'export const lib = 1;\n');
  git(['add', '-A'], library);
  git(['-c', 'user.name=a', '-c', 'user.email=a@b', 'commit', '-qm', 'lib'], library);
  git(['-c', 'protocol.file.allow=always', 'submodule', 'add', '-q', library, 'lib']);
  git(['-c', 'user.name=a', '-c', 'user.email=a@b', 'commit', '-qm', 'Add the lib submodule']);
  git(['push', '-q', 'origin', 'main']);
  // persist-credentials: v4/v5 put the header in the submodule's configuration...
  const config = join(modules(), 'config');
  git([
    'config',
    '--file',
    config,
    'http.https://github.com/.extraheader',
    basicHeader(GITHUB_TOKEN),
  ]);
  // ...v6+ a file beside it, named by an includeIf entry.
  writeFileSync(
    join(modules(), 'credentials.config'),
    `[http "https://github.com/"]\n\textraheader = ${basicHeader(GITHUB_TOKEN)}\n`,
    { mode: 0o644 },
  );
  git(['config', '--file', config, `includeIf.gitdir:${modules()}/.path`, 'credentials.config']);
  result = await world.run({
    eventName: 'workflow_dispatch',
    payload: workflowDispatchPayload(OWNER, REPO, {}),
  });
}, 240_000);

afterAll(async () => {
  retireAgentUser(agentUserNameFor(world.project.workspace));
  await world?.close();
  rmSync(library, { recursive: true, force: true });
});

describe("the submodules' persisted credentials are out of the agent's reach", () => {
  // Where the tests run without root the action runs the agent unisolated, and the attack
  // still runs; the isolation itself needs root.
  itWith('root')('the agent ran as its own OS user', () => {
    expect(result.stdout).toContain(
      `Isolation: the agent runs as the user ${agentUserNameFor(world.project.workspace)}`,
    );
  });

  test('the agent read every submodule configuration and the run landed it', () => {
    if (result.exitCode !== 0) throw new Error(details(result));
    const loot = world.originFile(BRANCH, 'loot-modules.txt');
    expect(loot).toContain('== .git/modules/lib/config');
    expect(loot).toContain('worktree = ../../../lib');
    expect(conversationWith(world.model, 'LOOT: ')).toBeDefined();
  });

  test('no form of the token is in the loot, on origin or in what the model received', () => {
    const loot = world.originFile(BRANCH, 'loot-modules.txt');
    for (const form of [...tokenForms(GITHUB_TOKEN), basicHeader(GITHUB_TOKEN)]) {
      expect(loot).not.toContain(form);
      expect(grepOriginHistory(world.project.origin, form)).toBe('');
    }
    expectNoSecretsSent(world.model);
  });

  test('both forms are back for later steps of the job', () => {
    const config = readFileSync(join(modules(), 'config'), 'utf8');
    expect(config).toContain(basicHeader(GITHUB_TOKEN));
    expect(config).toContain('credentials.config');
    expect(readFileSync(join(modules(), 'credentials.config'), 'utf8')).toContain(
      basicHeader(GITHUB_TOKEN),
    );
  });
});
