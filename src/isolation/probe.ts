/**
 * Whether the harness can run the agent as another user: as root (containers, some CI), or
 * through passwordless `sudo -n` (GitHub-hosted runners). Anything else cannot isolate.
 */
import { runCommand } from './privileged.js';
import type { Privilege } from './types.js';

export interface ProbeDeps {
  getuid(): number;
  /** Whether `sudo -n true` succeeds (no password, no prompt). */
  sudoWorks(): Promise<boolean>;
  platform: NodeJS.Platform;
}

export const defaultProbeDeps: ProbeDeps = {
  getuid: () => process.getuid?.() ?? -1,
  sudoWorks: async () => (await runCommand('sudo', ['-n', 'true'])).exitCode === 0,
  platform: process.platform,
};

export async function detectPrivilege(deps: ProbeDeps = defaultProbeDeps): Promise<Privilege> {
  if (deps.platform !== 'linux') {
    return { kind: 'none', why: `isolation needs Linux; this runner is ${deps.platform}` };
  }
  const uid = deps.getuid();
  if (uid === 0) return { kind: 'root' };
  if (await deps.sudoWorks()) return { kind: 'sudo' };
  return {
    kind: 'none',
    why: `the action runs as uid ${uid} (not root) and passwordless \`sudo -n\` is not available`,
  };
}
