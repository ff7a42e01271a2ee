/** Running the few commands that need privileges: directly as root, else through `sudo -n`. */
import { spawn } from 'node:child_process';
import type { Privilege } from './types.js';

export interface CommandResult {
  exitCode: number;
  stdout: string;
  stderr: string;
}

/** Runs a command and resolves with its result; a missing executable is exit 127. */
export function runCommand(
  command: string,
  args: string[],
  options: { input?: string } = {},
): Promise<CommandResult> {
  return new Promise((resolve) => {
    let stdout = '';
    let stderr = '';
    let settled = false;
    const settle = (result: CommandResult): void => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    const child = spawn(command, args, {
      env: { ...process.env, LC_ALL: 'C' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', (error: NodeJS.ErrnoException) =>
      settle({
        exitCode: error.code === 'ENOENT' ? 127 : 126,
        stdout,
        stderr: `${command}: ${error.message}`,
      }),
    );
    child.on('close', (code) => settle({ exitCode: code ?? 128, stdout, stderr }));
    child.stdin.on('error', () => undefined);
    child.stdin.end(options.input ?? '');
  });
}

/** The argv that runs `argv` with the privilege the harness has. */
export function privilegedArgv(privilege: Privilege, argv: string[]): string[] {
  return privilege.kind === 'sudo' ? ['sudo', '-n', '--', ...argv] : argv;
}

/** Runs a privileged command; throws with its stderr when it fails. */
export async function runPrivileged(
  privilege: Privilege,
  argv: string[],
  options: { input?: string } = {},
): Promise<CommandResult> {
  const [command, ...args] = privilegedArgv(privilege, argv);
  const result = await runCommand(command!, args, options);
  if (result.exitCode !== 0) {
    const detail = result.stderr.trim().split('\n').slice(-3).join(' ');
    throw new Error(`\`${argv.join(' ')}\` failed (exit ${result.exitCode}): ${detail}`);
  }
  return result;
}
