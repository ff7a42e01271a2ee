/**
 * The project's own tool directories, which `npm run` and an activated virtualenv put first on
 * PATH: with them a check can name `mocha`, `vitest` or `pytest` directly, as in a terminal.
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';

const LOCAL_BIN_DIRS = ['node_modules/.bin', '.venv/bin', 'venv/bin'];

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** The project's tool directories that exist in `cwd`, in the order they go on PATH. */
export function localBinDirs(cwd: string): string[] {
  return LOCAL_BIN_DIRS.map((dir) => join(cwd, dir)).filter(isDirectory);
}
