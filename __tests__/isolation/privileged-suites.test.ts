/**
 * Every suite that creates users or namespaces goes through the one root guard, so that
 * `npm test` passes for a contributor who is not root (those suites skip, saying why) and CI
 * (RALPH_TEST_REQUIRE_ROOT=1) still fails when they cannot run.
 */
import { describe, expect, it } from '@jest/globals';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  privilegedOperations,
  unguardedPrivilegedSuites,
  usesPrivilegeGuard,
} from '../../test-support/privileged-suites.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

describe('the privileged suites and the root guard', () => {
  it('finds no suite in __tests__ that creates users or namespaces without the guard', () => {
    expect(unguardedPrivilegedSuites(ROOT)).toEqual([]);
  });

  it('flags each way a suite does something only root can do', () => {
    const cases: [string, string][] = [
      ["execFileSync('useradd', ['--system', name]);", 'manages OS users (useradd)'],
      ['const [cmd, ...args] = useraddArgv(name);', 'creates an OS user (useraddArgv)'],
      ["spawnSync('unshare', ['--net', 'true']);", 'enters a namespace (unshare)'],
      ["execFileSync('ip', ['netns', 'add', 'x']);", "enters a namespace ('netns')"],
      ['sh -c "ip netns add x"', 'enters a namespace (ip netns)'],
      ["execFileSync('chown', ['u:u', file]);", "changes file owners ('chown')"],
      ["spawnSync('sudo', ['-n', 'true']);", "switches users ('sudo', [)"],
      ["writeFileSync(join(dir, 'sudo'), script);", ''],
      ['const uid = uidOf(agentName);', "needs the agent's OS user (uidOf()"],
      [
        "expect(log).toContain('the checks run as the user ralph-1');",
        'asserts that the agent runs as its own user (run as the user)',
      ],
      ["inputs: { isolation: 'required' },", "requires an isolated agent (isolation: 'required')"],
      [
        "run(['once', '--isolation', 'required']);",
        "requires an isolated agent (--isolation', 'required)",
      ],
    ];
    for (const [code, what] of cases) {
      const found = privilegedOperations(`import x from 'y';\n${code}\n`);
      expect({ code, found: found.map((op) => op.what) }).toEqual({
        code,
        found: what ? [what] : [],
      });
      if (what) expect(found[0]!.line).toBe(2);
    }
  });

  it('leaves alone what is only said in comments, and what works without root', () => {
    const source = [
      '// The agent would run useradd here, as root.',
      '/** unshare --net is what the sandbox does. */',
      // `auto` runs the agent unisolated where there is no root; retiring a user that was never
      // made does nothing.
      "inputs: { isolation: 'auto' },",
      "inputs: { isolation: 'none' },",
      'retireAgentUser(agentUserNameFor(workspace));',
    ].join('\n');
    expect(privilegedOperations(source)).toEqual([]);
  });

  it('counts a suite as guarded only when it imports the guard and calls it', () => {
    const imports = "import { describeWith } from '../../test-support/privileges.js';\n";
    expect(usesPrivilegeGuard(`${imports}const describe = describeWith('root');`)).toBe(true);
    expect(usesPrivilegeGuard(`${imports}itWith('root and sudo')('x', () => {});`)).toBe(true);
    expect(usesPrivilegeGuard(imports)).toBe(false);
    expect(
      usesPrivilegeGuard("// describeWith('root')\nconst describe = describeWith('root');"),
    ).toBe(false);
  });
});
