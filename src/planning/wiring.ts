/** The real side effects behind the planning commands; tests pass their own. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClaudeRunner } from '../agent/index.js';
import type { AgentRunner } from '../agent/types.js';
import { resolveClaudePath } from './claude-path.js';
import type { SpawnInteractive } from './prd-session.js';
import { spawnInteractive } from './spawn-interactive.js';

export interface PlanningWiring {
  createRunner(): AgentRunner;
  /** Absolute path (or bare name on PATH) of `claude`. */
  resolveClaude(env: NodeJS.ProcessEnv, cwd: string): Promise<string>;
  spawnInteractive: SpawnInteractive;
}

export const defaultPlanningWiring: PlanningWiring = {
  createRunner: () => createClaudeRunner(),
  // Next to the project first, then next to ralph itself (its own node_modules).
  resolveClaude: (env, cwd) =>
    resolveClaudePath(env, [cwd, path.dirname(fileURLToPath(import.meta.url))]),
  spawnInteractive,
};
