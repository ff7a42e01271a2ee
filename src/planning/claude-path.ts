/**
 * Where the `claude` executable of the planning commands is: RALPH_CLAUDE_PATH, else on
 * PATH, else a node_modules/.bin/claude near the project or near ralph itself. Unlike the
 * action, the CLI never installs Claude Code on its own.
 */
import { access, constants } from 'node:fs/promises';
import path from 'node:path';
import { findOnPath } from '../agent/resolve-claude.js';

async function executable(file: string): Promise<boolean> {
  try {
    await access(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export async function resolveClaudePath(
  env: NodeJS.ProcessEnv,
  startDirs: readonly string[],
): Promise<string> {
  const configured = env.RALPH_CLAUDE_PATH?.trim();
  if (configured) {
    const file = path.resolve(configured);
    if (!(await executable(file))) {
      throw new Error(`RALPH_CLAUDE_PATH is ${configured}, but no executable file is there`);
    }
    return file;
  }
  const onPath = await findOnPath(env.PATH);
  if (onPath) return onPath;
  for (const start of startDirs) {
    let dir = path.resolve(start);
    for (;;) {
      const candidate = path.join(dir, 'node_modules', '.bin', 'claude');
      if (await executable(candidate)) return candidate;
      const parent = path.dirname(dir);
      if (parent === dir) break;
      dir = parent;
    }
  }
  throw new Error(
    'Claude Code (`claude`) was not found: install it (npm install -g @anthropic-ai/claude-code) or set RALPH_CLAUDE_PATH',
  );
}
