import { afterEach, describe, expect, it } from '@jest/globals';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { failingOptional, failingRequired, gatePassed, runChecks } from '../../src/checks/run.js';
import type { CheckDefinition } from '../../src/checks/types.js';
import { unisolatedSandbox } from '../../src/isolation/sandbox.js';
import type { Sandbox } from '../../src/isolation/types.js';

const dirs: string[] = [];
afterEach(() => {
  while (dirs.length) rmSync(dirs.pop()!, { recursive: true, force: true });
});
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ralph-checks-'));
  dirs.push(dir);
  return dir;
}

const check = (
  name: string,
  command: string,
  extra: Partial<CheckDefinition> = {},
): CheckDefinition => ({
  name,
  command,
  required: true,
  timeoutMs: 60_000,
  ...extra,
});

/** Whether a process with this pid is still running (a zombie waiting to be reaped is not). */
function alive(pid: number): boolean {
  const stat = `/proc/${pid}/stat`;
  if (existsSync('/proc/self/stat')) {
    if (!existsSync(stat)) return false;
    return !/^\d+ \(.*\) [ZX] /.test(readFileSync(stat, 'utf8'));
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('runChecks', () => {
  it('runs every check in order in cwd, even after a required failure', async () => {
    const cwd = tempDir();
    const started: string[] = [];
    const results = await runChecks(
      [
        check('first', 'pwd; echo out; echo err >&2'),
        check('broken', 'echo "2 tests failed"; exit 3'),
        check('after', 'echo still ran'),
      ],
      { cwd, onStart: (c) => started.push(c.name) },
    );
    expect(started).toEqual(['first', 'broken', 'after']);
    expect(results.map((r) => [r.name, r.passed, r.exitCode])).toEqual([
      ['first', true, 0],
      ['broken', false, 3],
      ['after', true, 0],
    ]);
    expect(results[0]!.outputTail).toBe(`${cwd}\nout\nerr`);
    expect(results[1]!.outputTail).toBe('2 tests failed');
    expect(gatePassed(results)).toBe(false);
    expect(failingRequired(results).map((r) => r.name)).toEqual(['broken']);
  });

  it('treats an optional failure as a warning, not a gate failure', async () => {
    const results = await runChecks(
      [check('test', 'true'), check('style', 'echo "3 warnings"; exit 1', { required: false })],
      { cwd: tempDir() },
    );
    expect(gatePassed(results)).toBe(true);
    expect(failingRequired(results)).toEqual([]);
    expect(failingOptional(results).map((r) => r.outputTail)).toEqual(['3 warnings']);
  });

  it('kills the whole process group on timeout', async () => {
    const cwd = tempDir();
    // The check starts a grandchild that would outlive a plain kill of the shell.
    const command = 'sleep 30 >/dev/null 2>&1 & echo $! > grandchild.pid; echo started; wait';
    const [result] = await runChecks([check('hangs', command, { timeoutMs: 300 })], { cwd });
    expect(result!.timedOut).toBe(true);
    expect(result!.passed).toBe(false);
    expect(result!.outputTail).toBe('started\n[ralph] timed out after 300ms; the check was killed');
    const pid = Number(readFileSync(join(cwd, 'grandchild.pid'), 'utf8'));
    await new Promise((r) => setTimeout(r, 100));
    expect(alive(pid)).toBe(false);
  });

  it('a check the memory limit stopped while it ran fails by name, whatever its exit code', async () => {
    // the window of the sandbox's limits: what was stopped during each check (a stand-in)
    const stops = ['', 'the memory watchdog stopped all of its processes once (5 process(es))'];
    const opened: number[] = [];
    const sandbox: Sandbox = {
      ...unisolatedSandbox('test'),
      async watchLimits() {
        const index = opened.length;
        opened.push(index);
        return { stopped: async () => stops[index] || undefined };
      },
    };
    const results = await runChecks(
      [check('lean', 'echo fine'), check('hog', 'echo held; exit 0')],
      { cwd: tempDir(), sandbox },
    );
    expect(opened).toEqual([0, 1]);
    expect(results[0]).toMatchObject({ passed: true, outputTail: 'fine' });
    expect(results[0]!.stoppedForMemory).toBeUndefined();
    // exit 0, yet stopped: a hog in the background was what the watchdog killed
    expect(results[1]).toMatchObject({
      passed: false,
      exitCode: 0,
      stoppedForMemory: stops[1],
      outputTail: `held\n[ralph] stopped for memory: ${stops[1]} (max-memory-mb)`,
    });
    expect(gatePassed(results)).toBe(false);
  });

  it('keeps only the last 200 lines of a long output', async () => {
    const [result] = await runChecks(
      [
        check(
          'noisy',
          'i=1; while [ $i -le 1000 ]; do echo "line $i"; i=$((i+1)); done; echo tail-on-stderr >&2',
        ),
      ],
      { cwd: tempDir() },
    );
    const lines = result!.outputTail.split('\n');
    expect(lines).toHaveLength(200);
    expect(lines[0]).toBe('line 802');
    expect(lines[198]).toBe('line 1000');
    expect(lines[199]).toBe('tail-on-stderr');
  });

  it('passes the environment and removes variables set to undefined', async () => {
    process.env.RALPH_TEST_SECRET = 'should-not-leak';
    try {
      const [result] = await runChecks(
        [check('env', 'echo "[$FOO][${RALPH_TEST_SECRET:-unset}]"')],
        {
          cwd: tempDir(),
          env: { FOO: 'bar', RALPH_TEST_SECRET: undefined },
        },
      );
      expect(result!.outputTail).toBe('[bar][unset]');
    } finally {
      delete process.env.RALPH_TEST_SECRET;
    }
  });

  it('an abort kills the running check and starts no more', async () => {
    const cwd = tempDir();
    const controller = new AbortController();
    const results = await runChecks(
      [check('long', 'echo begun; touch began; sleep 30'), check('never', 'touch never-ran')],
      {
        cwd,
        signal: controller.signal,
        onStart: () => {
          const poll = setInterval(() => {
            if (existsSync(join(cwd, 'began'))) {
              clearInterval(poll);
              controller.abort();
            }
          }, 20);
        },
      },
    );
    expect(results).toHaveLength(1);
    expect(results[0]!.passed).toBe(false);
    expect(results[0]!.outputTail).toBe('begun\n[ralph] interrupted; the check was killed');
    expect(existsSync(join(cwd, 'never-ran'))).toBe(false);
  });
});
