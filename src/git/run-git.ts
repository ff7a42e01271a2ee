/** Spawns one `git` process (no shell) and collects its output. */
import { spawn } from 'node:child_process';
import type { ExecResult } from './types.js';

export interface RunGitOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  input?: string;
}

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
    child.stdout!.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr!.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.on('error', (error: NodeJS.ErrnoException) => {
      const reason =
        error.code === 'ENOENT'
          ? `git was not found on PATH (or the directory ${options.cwd} does not exist)`
          : error.message;
      reject(new Error(`could not run git ${args[0] ?? ''}: ${reason}`));
    });
    child.on('close', (code, signal) => {
      resolve({
        exitCode: code ?? (signal ? 128 : 1),
        stdout: Buffer.concat(stdout).toString('utf8'),
        stderr: Buffer.concat(stderr).toString('utf8'),
      });
    });
    if (options.input !== undefined) {
      child.stdin!.on('error', () => undefined);
      child.stdin!.end(options.input);
    }
  });
}
