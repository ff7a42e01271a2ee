/**
 * Runs quality checks, one after another, each in its own process group with its own timeout.
 * All checks run even after a required one fails: the fix prompt then lists every failure
 * at once instead of revealing them one fix attempt at a time.
 */
import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { defaultRedactor } from '../agent/redact.js';
import { buildChecksEnvironment } from '../isolation/environment.js';
import { formatTimeout } from './duration.js';
import { freshHome, type FreshHome } from './fresh-home.js';
import { localBinDirs } from './local-bin.js';
import { LineTail } from './tail-buffer.js';
import type { CheckDefinition, CheckResult, RunChecksOptions } from './types.js';

export const OUTPUT_TAIL_LINES = 200;
/** SIGTERM first; what is still alive this long after gets SIGKILL. */
const KILL_GRACE_MS = 3000;

let cachedShell: string | undefined;

/** bash when it is on PATH (pipefail, arrays...), else the POSIX sh. */
export function checkShell(env: NodeJS.ProcessEnv = process.env): string {
  if (cachedShell) return cachedShell;
  for (const dir of (env.PATH ?? '').split(delimiter)) {
    if (!dir) continue;
    try {
      accessSync(join(dir, 'bash'), constants.X_OK);
      return (cachedShell = join(dir, 'bash'));
    } catch {
      // keep looking
    }
  }
  return (cachedShell = 'sh');
}

function killGroup(pid: number | undefined, signal: NodeJS.Signals): void {
  if (pid === undefined) return;
  try {
    // Negative pid: the whole group, so `npm test` cannot leave its children running.
    process.kill(process.platform === 'win32' ? pid : -pid, signal);
  } catch {
    // Already gone.
  }
}

/**
 * The environment of one check: the base set it shares with the agent, the pass-env names and
 * the caller's values (never a harness credential: the checks run code the agent wrote), with
 * `home` as HOME and the project's node_modules/.bin and venv first on PATH. When the checks run
 * as the agent's user, USER is that user's.
 */
export function childEnv(
  options: Pick<RunChecksOptions, 'cwd' | 'env' | 'passEnv' | 'sandbox'>,
  home: string,
  base: NodeJS.ProcessEnv = process.env,
): NodeJS.ProcessEnv {
  return buildChecksEnvironment(base, {
    home,
    passEnv: options.passEnv,
    explicit: options.env,
    identity: options.sandbox?.identity(),
    pathFirst: localBinDirs(options.cwd),
  });
}

function failedToStart(check: CheckDefinition, error: unknown): CheckResult {
  return {
    name: check.name,
    command: check.command,
    required: check.required,
    passed: false,
    exitCode: null,
    timedOut: false,
    durationMs: 0,
    outputTail: `[ralph] could not start the check: ${(error as Error).message}`,
  };
}

/** Runs one check with a fresh HOME of its own. Resolves (never rejects) with its result. */
export async function runCheck(
  check: CheckDefinition,
  options: RunChecksOptions,
): Promise<CheckResult> {
  let home: FreshHome;
  try {
    home = await freshHome(options.sandbox);
  } catch (error) {
    return failedToStart(check, error);
  }
  try {
    const env = { ...childEnv(options, home.path), ...home.toolchains };
    const window = await options.sandbox?.watchLimits?.();
    const result = await spawnCheck(check, options, env);
    return withMemoryStop(result, await window?.stopped());
  } finally {
    await home.remove();
  }
}

/**
 * A check the memory limit stopped fails, whatever its exit code (a hog in the background may
 * be what was killed), and says so in its output, where the log, the summary and the fix prompt
 * show it.
 */
function withMemoryStop(result: CheckResult, stopped: string | undefined): CheckResult {
  if (!stopped) return result;
  const note = `[ralph] stopped for memory: ${stopped} (max-memory-mb)`;
  return {
    ...result,
    passed: false,
    stoppedForMemory: stopped,
    outputTail: result.outputTail === '' ? note : `${result.outputTail}\n${note}`,
  };
}

function spawnCheck(
  check: CheckDefinition,
  options: RunChecksOptions,
  env: NodeJS.ProcessEnv,
): Promise<CheckResult> {
  const started = performance.now();
  const tail = new LineTail(OUTPUT_TAIL_LINES);

  return new Promise((resolve) => {
    let timedOut = false;
    let aborted = false;
    let graceTimer: NodeJS.Timeout | undefined;
    let done = false;
    const finish = (exitCode: number | null, note?: string) => {
      if (done) return;
      done = true;
      if (child.pid !== undefined) options.sandbox?.untrack(child.pid);
      clearTimeout(timer);
      clearTimeout(graceTimer);
      options.signal?.removeEventListener('abort', onAbort);
      if (note) tail.push('ralph', `${note}\n`);
      resolve({
        name: check.name,
        command: check.command,
        required: check.required,
        passed: exitCode === 0 && !timedOut && !aborted,
        exitCode,
        timedOut,
        durationMs: Math.round(performance.now() - started),
        // The output lands in comments, the progress log and the PR: no secret in it.
        outputTail: defaultRedactor(env)(tail.finish()),
      });
    };

    // The shell comes from the harness's PATH, never from the project's tool directories.
    const wrapped = options.sandbox?.wrap(checkShell(), ['-c', check.command]) ?? {
      command: checkShell(),
      args: ['-c', check.command],
    };
    const child = spawn(wrapped.command, wrapped.args, {
      cwd: options.cwd,
      env,
      detached: process.platform !== 'win32',
      stdio: ['ignore', 'pipe', 'pipe'],
      windowsHide: true,
      ...(wrapped.uid !== undefined ? { uid: wrapped.uid, gid: wrapped.gid } : {}),
    });
    if (child.pid !== undefined) options.sandbox?.track(child.pid);
    const stop = () => {
      killGroup(child.pid, 'SIGTERM');
      graceTimer = setTimeout(() => killGroup(child.pid, 'SIGKILL'), KILL_GRACE_MS);
      graceTimer.unref();
    };
    const onAbort = () => {
      aborted = true;
      stop();
    };
    const timer = setTimeout(() => {
      timedOut = true;
      stop();
    }, check.timeoutMs);

    child.stdout!.on('data', (chunk: Buffer) => tail.push('stdout', chunk));
    child.stderr!.on('data', (chunk: Buffer) => tail.push('stderr', chunk));
    child.on('error', (error) =>
      finish(null, `[ralph] could not start the check: ${error.message}`),
    );
    // Background processes the check left behind would keep the pipes open: end them too.
    child.on('exit', () => killGroup(child.pid, 'SIGKILL'));
    child.on('close', (code) => {
      if (timedOut)
        finish(
          code,
          `[ralph] timed out after ${formatTimeout(check.timeoutMs)}; the check was killed`,
        );
      else if (aborted) finish(code, '[ralph] interrupted; the check was killed');
      else finish(code);
    });

    if (options.signal?.aborted) onAbort();
    else options.signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Runs `checks` in order. When `signal` aborts, the running check is killed and the rest are
 * not started (the results so far are returned).
 */
export async function runChecks(
  checks: CheckDefinition[],
  options: RunChecksOptions,
): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  for (const check of checks) {
    if (options.signal?.aborted) break;
    options.onStart?.(check);
    const result = await runCheck(check, options);
    results.push(result);
    options.onResult?.(result);
  }
  return results;
}

/** The gate: every required check passed (optional failures are only warnings). */
export function gatePassed(results: CheckResult[]): boolean {
  return results.every((r) => r.passed || !r.required);
}

export function failingRequired(results: CheckResult[]): CheckResult[] {
  return results.filter((r) => r.required && !r.passed);
}

/** Optional checks that failed: report as warnings. */
export function failingOptional(results: CheckResult[]): CheckResult[] {
  return results.filter((r) => !r.required && !r.passed);
}
