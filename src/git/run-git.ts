/**
 * Spawns one `git` process (no shell) and collects its output. Every command has a deadline,
 * and aborting `signal` ends it: git gets SIGKILL.
 */
import { spawn } from 'node:child_process';
import type { ExecResult } from './types.js';

export interface RunGitOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  input?: string;
  /** Killed after this long (exit 124 and a message saying so). */
  timeoutMs?: number;
  /**
   * Aborting kills the command running then (exit 130 and a message saying so); a command
   * started after the abort runs (the harness's wrap-up).
   */
  signal?: AbortSignal;
  /** Stdout past this many bytes is not kept: git is stopped there and the result truncated. */
  maxStdoutBytes?: number;
}

/** Exit code of a command that reached its deadline (as timeout(1) reports it). */
export const GIT_TIMED_OUT = 124;
/** Exit code of a command killed because the run was aborted. */
export const GIT_ABORTED = 130;

export function runGit(args: string[], options: RunGitOptions): Promise<ExecResult> {
  return new Promise((resolve, reject) => {
    const child = spawn('git', args, {
      cwd: options.cwd,
      env: options.env,
      stdio: [options.input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
      windowsHide: true,
    });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    let stopped: { code: number; why: string } | undefined;
    const stop = (code: number, why: string): void => {
      if (stopped) return;
      stopped = { code, why };
      child.kill('SIGKILL');
    };
    const timer =
      options.timeoutMs !== undefined
        ? setTimeout(
            () =>
              stop(
                GIT_TIMED_OUT,
                `git ${args.find((a) => !a.startsWith('-') && !a.includes('=')) ?? ''} did not finish within ${Math.round(options.timeoutMs! / 1000)} s and was killed`,
              ),
            options.timeoutMs,
          )
        : undefined;
    const onAbort = (): void => stop(GIT_ABORTED, 'git was killed: the run was interrupted');
    // Only what runs when the abort comes: the harness's own wrap-up after it still runs git.
    if (!options.signal?.aborted)
      options.signal?.addEventListener('abort', onAbort, { once: true });
    const done = (): void => {
      if (timer) clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
    };
    let kept = 0;
    let truncated = false;
    child.stdout!.on('data', (chunk: Buffer) => {
      if (truncated) return;
      const room = (options.maxStdoutBytes ?? Infinity) - kept;
      if (chunk.length <= room) {
        stdout.push(chunk);
        kept += chunk.length;
        return;
      }
      stdout.push(chunk.subarray(0, room));
      truncated = true;
      child.kill('SIGKILL');
    });
    child.stderr!.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.on('error', (error: NodeJS.ErrnoException) => {
      done();
      const reason =
        error.code === 'ENOENT'
          ? `git was not found on PATH (or the directory ${options.cwd} does not exist)`
          : error.message;
      reject(new Error(`could not run git ${args[0] ?? ''}: ${reason}`));
    });
    child.on('close', (code, signal) => {
      done();
      const text = Buffer.concat(stderr).toString('utf8');
      resolve({
        exitCode: stopped?.code ?? (truncated ? 0 : (code ?? (signal ? 128 : 1))),
        ...(truncated ? { truncated } : {}),
        stdout: Buffer.concat(stdout).toString('utf8'),
        stderr: stopped ? `${text}${text && !text.endsWith('\n') ? '\n' : ''}${stopped.why}` : text,
      });
    });
    if (options.input !== undefined) {
      child.stdin!.on('error', () => undefined);
      child.stdin!.end(options.input);
    }
  });
}
