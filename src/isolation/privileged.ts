/** Running the few commands that need privileges: directly as root, else through `sudo -n`. */
import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, isAbsolute, join } from 'node:path';
import type { Privilege } from './types.js';

/**
 * Where system tools live whatever PATH says: a root runner's PATH often lacks the sbin
 * directories (containers, self-hosted runners), and `useradd` lives there.
 */
export const STANDARD_TOOL_DIRS = [
  '/usr/local/sbin',
  '/usr/local/bin',
  '/usr/sbin',
  '/usr/bin',
  '/sbin',
  '/bin',
];

/** The absolute path of a tool: PATH first, then the standard directories; else undefined. */
export function findTool(name: string, path = process.env.PATH ?? ''): string | undefined {
  if (isAbsolute(name)) return name;
  for (const dir of [...path.split(delimiter), ...STANDARD_TOOL_DIRS]) {
    if (!isAbsolute(dir)) continue;
    try {
      accessSync(join(dir, name), constants.X_OK);
      return join(dir, name);
    } catch {
      // keep looking
    }
  }
  return undefined;
}

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
    const child = spawn(findTool(command) ?? command, args, {
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
