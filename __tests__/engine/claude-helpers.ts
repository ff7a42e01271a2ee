/** Driving the real `claude` CLI against the scripted model server, for the engine tests. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLAUDE_BIN, claudeEnv } from '../../test-support/claude-env.js';
import type { Block } from '../../test-support/model-server.js';

export { CLAUDE_BIN };

/** A fresh HOME and the shared offline environment that points claude at the loopback model. */
export function claudeHome(url: string): { env: Record<string, string>; cleanup(): void } {
  const home = mkdtempSync(join(tmpdir(), 'ralph-claude-home-'));
  return {
    env: claudeEnv({ url, home }),
    cleanup: () => rmSync(home, { recursive: true, force: true }),
  };
}

/** One assistant message writing these repository files (absolute paths from the request's cwd). */
export function writeTurn(files: Record<string, string>): Block[] {
  return Object.entries(files).map(([path, content]): Block => ({
    tool: 'Write',
    input: (ctx) => ({ file_path: join(ctx.cwd, path), content }),
  }));
}

export function textTurn(text: string): Block[] {
  return [{ text }];
}
