/** Contracts of the isolation boundary between the harness and the agent. */
import type { BlockedDestination } from '../network/types.js';

export const ISOLATION_MODES = ['auto', 'required', 'none'] as const;
export type IsolationMode = (typeof ISOLATION_MODES)[number];

/** How the harness can act as another user: it is root, or it may run `sudo -n`. */
export type Privilege = { kind: 'root' } | { kind: 'sudo' } | { kind: 'none'; why: string };

/** The dedicated unprivileged user the agent and the checks run as. */
export interface AgentUser {
  name: string;
  uid: number;
  gid: number;
  home: string;
}

/** What the memory limit stopped during one run (the agent, a check): see Sandbox.watchLimits. */
export interface LimitsWindow {
  /** What the memory limit stopped since the window opened, in words; undefined when nothing. */
  stopped(): Promise<string | undefined>;
}

/** A command line ready for spawn(): what to run, and the spawn options it needs. */
export interface WrappedCommand {
  command: string;
  args: string[];
  uid?: number;
  gid?: number;
}

/**
 * The boundary as the engine and the runners see it. Without isolation every method is a
 * no-op and `wrap` returns the command unchanged; the lifecycle guard works either way.
 */
export interface Sandbox {
  /** Whether the agent runs as its own user. */
  readonly isolated: boolean;
  readonly user?: AgentUser;
  /** One line for the log: what the boundary is in this run. */
  readonly description: string;
  /**
   * Set when isolation was asked for (`auto`) and is impossible here: why, in words for the job
   * summary and the pull request, where the person reading the result sees it.
   */
  readonly warning?: string;
  /**
   * Set when each run has private /tmp, /var/tmp, /dev/shm and /run/lock (private-tmp.ts): a
   * fresh, empty HOME that exists inside every run, owned by its user, gone when it ends.
   */
  readonly privateHome?: string;
  /** Whether each run has a network namespace of its own behind the egress proxy. */
  readonly networkRestricted?: boolean;
  /**
   * Opens a window over one run (the agent's, a check): what the memory limit stopped while it ran, in
   * words (see isolation/limits.ts). Absent where no limit can tell.
   */
  watchLimits?(): Promise<LimitsWindow>;
  /** The destinations the agent and the checks were refused so far (restricted network). */
  blockedEgress?(): Promise<BlockedDestination[]>;
  /**
   * The checks' own sandbox: another user than the agent's, so nothing the agent left running
   * can write where the checks run (undefined when not isolated).
   */
  readonly checks?: Sandbox;
  /** The command to spawn to run `command args` on the agent's side of the boundary. */
  wrap(command: string, args: string[]): WrappedCommand;
  /** HOME and user name for the agent's environment (undefined when not isolated). */
  identity(): { home: string; user: string } | undefined;
  /** Gives the agent's user write access to the working tree (not .git, not .ralph). */
  grant(): Promise<void>;
  /** Ends every process of the agent's user, then takes the working tree back. */
  reclaim(): Promise<void>;
  /** Ends every process of the agent's user; resolves with how many were ended. */
  killAll(): Promise<number>;
  /** Makes a harness file (e.g. the MCP configuration) readable by the agent; returns its path. */
  stage(path: string): Promise<string>;
  /** Tracks a process group to end if the harness dies (the lifecycle guard). */
  track(pgid: number): void;
  untrack(pgid: number): void;
  /**
   * Empties the agent's HOME before an agent phase (see home.ts); a phase that resumes
   * `resumeSessionId` keeps that session's transcript. No-op without isolation.
   */
  freshHome(resumeSessionId?: string): Promise<void>;
  /**
   * A seat for a sealed run (the reviewer): another user than the agent's where isolated, an
   * empty HOME of its own and a directory for a read-only copy of the tree (see sealed-seat.ts).
   */
  openSeat(): Promise<SealedSeat>;
  /** Ends everything, takes the tree back and restores the permissions it changed. */
  dispose(): Promise<void>;
}

/** A place prepared for a sealed run. */
export interface SealedSeat {
  /** Where the harness writes the tree to judge (then sealed); the run's working directory. */
  tree: string;
  /** The run's own empty HOME. */
  home: string;
  /** The sandbox to run it in (none: as the harness's own user). */
  sandbox?: Sandbox;
  /** Makes the tree read-only to the run; call after writing it. */
  seal(): Promise<void>;
  /** Ends the run's processes and removes the seat. */
  close(): Promise<void>;
}
