/** The sandbox plugged into the engine's agent boundary. */
import type { AgentBoundary } from '../engine/iteration/boundary.js';
import type { Sandbox } from './types.js';

/**
 * The tree is the agent's from `beforeAgent` to `afterAgent` and from `beforeChecks` to
 * `afterChecks`; in between, every process of its user is ended and the tree is the harness's.
 */
export function sandboxBoundary(sandbox: Sandbox): AgentBoundary {
  return {
    beforeAgent: async (crossing) => {
      await sandbox.freshHome(crossing.resumeSessionId);
      await sandbox.grant();
    },
    agentOptions: (options) => ({ ...options, sandbox }),
    afterAgent: () => sandbox.reclaim(),
    beforeChecks: () => sandbox.grant(),
    checksOptions: (options) => ({ ...options, sandbox }),
    afterChecks: () => sandbox.reclaim(),
    blockedEgress: async () => (await sandbox.blockedEgress?.()) ?? [],
    openSeat: () => sandbox.openSeat(),
  };
}
