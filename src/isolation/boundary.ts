/** The sandbox plugged into the engine's agent boundary. */
import type { AgentBoundary } from '../engine/iteration/boundary.js';
import type { Sandbox } from './types.js';

/**
 * The tree is the agent's from `beforeAgent` to `afterAgent`; in between, every process of its
 * user is ended and the tree is the harness's. The checks run as their own user in a verify
 * checkout the harness prepares for that user; every process of it is ended after them.
 */
export function sandboxBoundary(sandbox: Sandbox): AgentBoundary {
  return {
    beforeAgent: async (crossing) => {
      await sandbox.freshHome(crossing.resumeSessionId);
      await sandbox.grant();
    },
    agentOptions: (options) => ({ ...options, sandbox }),
    afterAgent: () => sandbox.reclaim(),
    beforeChecks: async () => {
      await sandbox.checks?.killAll();
    },
    checksOptions: (options) => ({ ...options, sandbox: sandbox.checks ?? sandbox }),
    checksOwner: () => {
      const user = sandbox.checks?.user;
      return user ? { uid: user.uid, gid: user.gid } : undefined;
    },
    afterChecks: async () => {
      await sandbox.checks?.killAll();
    },
    watchAgentLimits: async () => sandbox.watchLimits?.(),
    blockedEgress: async () => (await sandbox.blockedEgress?.()) ?? [],
    openSeat: () => sandbox.openSeat(),
  };
}
