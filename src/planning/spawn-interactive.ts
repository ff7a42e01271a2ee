/** Runs a program on the user's terminal (inherited stdio), e.g. an interactive claude session. */
import { spawn } from 'node:child_process';
import type { SpawnInteractive } from './prd-session.js';

export const spawnInteractive: SpawnInteractive = (command, args, options) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: 'inherit',
    });
    child.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new Error(
              `cannot start ${command}: not found (install Claude Code or set RALPH_CLAUDE_PATH)`,
            )
          : error,
      );
    });
    child.once('exit', (code) => resolve(code));
  });
