/**
 * Spawns one `git` process (no shell) and collects its output, or hands it to a stream. Every
 * command has a deadline, and aborting `signal` ends it. Git runs in a process group of its own,
 * and the whole group gets SIGKILL: whatever git started (a pack-objects, a remote helper, a
 * filter) ends with it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import type { Writable } from 'node:stream';
import type { ExecResult } from './types.js';

export interface RunGitOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  input?: string;
  /** Killed after this long (exit 124 and a message saying so). */
  timeoutMs?: number;
  /**
   * Aborting any of them kills the command running then (exit 130 and a message giving the
   * signal's reason when it is text); a command started after the abort runs (the harness's
   * wrap-up).
   */
  signals?: readonly (AbortSignal | undefined)[];
  /** Stdout past this many bytes is not kept: git is stopped there and the result truncated. */
  maxStdoutBytes?: number;
  /**
   * Stdout goes here as git writes it (git waits while the stream is full), not into the
   * result; the stream is not ended.
   */
  stdoutTo?: Writable;
}

/** SIGKILL to git's process group (it leads one: spawned detached), else to git alone. */
export function killGroup(child: ChildProcess): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    child.kill('SIGKILL');
  }
}

/** Exit code of a command that reached its deadline (as timeout(1) reports it). */
export const GIT_TIMED_OUT = 124;
/** Exit code of a command killed because the run was aborted. */
export const GIT_ABORTED = 130;

/** The git subcommand named in a message (the first argument that is no option). */
function named(args: readonly string[]): string {
  return args.find((a) => !a.startsWith('-') && !a.includes('=')) ?? '';
}

/**
 * Calls `kill(why)` when one of `signals` aborts (not when it already has: only what runs when
 * the abort comes); returns the removal of the listeners.
 */
export function onAbort(
  signals: readonly (AbortSignal | undefined)[] | undefined,
  kill: (why: string) => void,
): () => void {
  const live = (signals ?? []).filter((s): s is AbortSignal => s !== undefined && !s.aborted);
  const listeners = live.map((signal) => {
    const listener = (): void =>
      kill(typeof signal.reason === 'string' ? signal.reason : 'the run was interrupted');
    signal.addEventListener('abort', listener, { once: true });
    return () => signal.removeEventListener('abort', listener);
  });
  return () => listeners.forEach((remove) => remove());
}

export function runGit(args: string[], options: RunGitOptions): Promise<ExecResult> {
  return new Promise((resolve, reject) => {
    const child = spawn('git', args, {
      cwd: options.cwd,
      env: options.env,
      stdio: [options.input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
      // A process group of its own, so the kill reaches everything git started.
      detached: true,
      windowsHide: true,
    });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    let stopped: { code: number; why: string } | undefined;
    const stop = (code: number, why: string): void => {
      if (stopped) return;
      stopped = { code, why };
      killGroup(child);
    };
    const timer =
      options.timeoutMs !== undefined
        ? setTimeout(
            () =>
              stop(
                GIT_TIMED_OUT,
                `git ${named(args)} did not finish within ${Math.round(options.timeoutMs! / 1000)} s and was killed`,
              ),
            options.timeoutMs,
          )
        : undefined;
    // Only what runs when the abort comes: the harness's own wrap-up after it still runs git.
    const unlisten = onAbort(options.signals, (why) =>
      stop(GIT_ABORTED, `git ${named(args)} was killed: ${why}`),
    );
    // Output that can no longer be written (the stream was destroyed): git is stopped.
    const onSinkClosed = (): void =>
      stop(1, `git ${named(args)} was stopped: its output stream closed`);
    options.stdoutTo?.once('close', onSinkClosed);
    const done = (): void => {
      if (timer) clearTimeout(timer);
      unlisten();
      options.stdoutTo?.off('close', onSinkClosed);
    };
    let kept = 0;
    let truncated = false;
    const sink = options.stdoutTo;
    const keep = (chunk: Buffer): void => {
      if (!sink) stdout.push(chunk);
      else if (!sink.write(chunk)) {
        child.stdout!.pause();
        sink.once('drain', () => child.stdout!.resume());
      }
    };
    child.stdout!.on('data', (chunk: Buffer) => {
      if (truncated) return;
      const room = (options.maxStdoutBytes ?? Infinity) - kept;
      if (chunk.length <= room) {
        keep(chunk);
        kept += chunk.length;
        return;
      }
      keep(chunk.subarray(0, room));
      truncated = true;
      killGroup(child);
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
