/**
 * Suites that need root (useradd, chown to other users, PID and network namespaces), or root and
 * `sudo`. Root here also means the tool of the agent's network namespace (ip), which .ci/run
 * installs: without it an isolated run warns instead of restricting the network.
 * Where the machine lacks them they skip, with one line saying why and how to run them;
 * RALPH_TEST_REQUIRE_ROOT=1 (set by .ci/run) turns the skip into a failure, so CI always runs them.
 */
import { spawnSync } from 'node:child_process';
import { relative } from 'node:path';
import { describe, expect, it } from '@jest/globals';

export type Privilege = 'root' | 'root and sudo';

export const REQUIRE_ROOT_VARIABLE = 'RALPH_TEST_REQUIRE_ROOT';

/** The tools of the agent's network namespace, with the Debian package of each. */
const NAMESPACE_TOOLS: [string, string][] = [['ip', 'iproute2']];

/** Whether `tool` is on PATH or in the system directories the sandbox also looks in. */
function onPath(tool: string, env: NodeJS.ProcessEnv): boolean {
  const path = [env.PATH ?? '', '/usr/sbin', '/sbin'].join(':');
  const found = spawnSync('/bin/sh', ['-c', 'command -v "$1"', 'sh', tool], {
    env: { PATH: path },
    stdio: 'ignore',
  });
  return found.status === 0;
}

/** Why this machine cannot run a suite that needs `need`, or undefined when it can. */
export function missingPrivilege(
  need: Privilege,
  env: NodeJS.ProcessEnv = process.env,
  uid: number | undefined = process.getuid?.(),
): string | undefined {
  if (process.platform !== 'linux') return `it needs Linux (this is ${process.platform})`;
  if (uid !== 0) return `it needs root (running as uid ${uid})`;
  const missingTools = NAMESPACE_TOOLS.filter(([tool]) => !onPath(tool, env));
  if (missingTools.length > 0) {
    const names = missingTools.map(([tool, pkg]) => `${tool} (${pkg})`).join(' and ');
    return `it needs ${names} for the agent's network namespace, which ${missingTools.length === 1 ? 'is' : 'are'} not installed`;
  }
  if (need === 'root and sudo') {
    const sudo = spawnSync('sudo', ['-n', 'true'], { env, stdio: 'ignore' });
    if (sudo.error || sudo.status !== 0) return 'it needs sudo, which is not installed';
  }
  return undefined;
}

function testFile(): string {
  const path = expect.getState().testPath;
  return path ? relative(process.cwd(), path) : '<the test file>';
}

/** The one line a skipped suite prints. */
export function skipLine(what: string, why: string, file: string): string {
  return (
    `skipped "${what}": ${why}. Run it as root with sudo and iproute2 installed, as .ci/run does: ` +
    `npm test -- ${file} (${REQUIRE_ROOT_VARIABLE}=1 makes this skip a failure)\n`
  );
}

type Body = () => void;
/** Test files whose skip was already announced: one line per file. */
const announced = new Set<string>();
type TestBody = () => unknown;

/**
 * `describe` for blocks that need `need`: skipped (or failed in CI) where it is missing.
 * A suite that needs root throughout binds it in place of Jest's: `const describe = describeWith('root')`.
 */
export function describeWith(need: Privilege): (name: string, body: Body) => void {
  return (name, body) => {
    const why = missingPrivilege(need);
    if (why === undefined) {
      describe(name, body);
    } else if (process.env[REQUIRE_ROOT_VARIABLE] === '1') {
      describe(name, () => {
        it(`needs ${need}`, () => {
          throw new Error(`${why}, and ${REQUIRE_ROOT_VARIABLE}=1 requires this suite to run`);
        });
      });
    } else {
      const file = testFile();
      if (!announced.has(file)) process.stderr.write(skipLine(file, why, file));
      announced.add(file);
      describe.skip(name, body);
    }
  };
}

/** `it` for single tests that need `need`, in a suite that otherwise does not. */
export function itWith(need: Privilege): (name: string, body: TestBody, timeout?: number) => void {
  return (name, body, timeout) => {
    const why = missingPrivilege(need);
    if (why === undefined) {
      it(name, body as () => Promise<unknown>, timeout);
    } else if (process.env[REQUIRE_ROOT_VARIABLE] === '1') {
      it(name, () => {
        throw new Error(`${why}, and ${REQUIRE_ROOT_VARIABLE}=1 requires this test to run`);
      });
    } else {
      process.stderr.write(skipLine(name, why, testFile()));
      it.skip(name, body as () => Promise<unknown>, timeout);
    }
  };
}
