/**
 * The sealed seat: where a run the agent must not influence (the reviewer) takes place.
 *
 * - The checks' OS user, not the agent's: no process the agent left can signal it, write its
 *   files or wait for it, and nothing the agent's user owns is its. The seat opens after the
 *   checks ended, and every process of that user is ended first.
 * - Its own empty HOME, made for the run and removed after it: no settings, hooks, CLAUDE.md or
 *   memory the agent wrote reach it (nor the checks' own HOME).
 * - A copy of the verified tree, written by the harness and read-only to the seat's user.
 *
 * The seat's user is spawned through the same chain as the agent (limits, PID namespace,
 * network namespace), only with its own uid.
 */
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { runCommand, runPrivileged } from './privileged.js';
import { killAllOf } from './reap.js';
import type { AgentUser, Privilege, Sandbox, SealedSeat, WrappedCommand } from './types.js';

export interface SeatDeps {
  privilege: Privilege;
  /** The seat's user: the checks' user (see sandbox.ts). */
  user: AgentUser;
  /** Where seats are made (a directory the seat's user may traverse). */
  base: string;
  wrap(command: string, args: string[]): WrappedCommand;
  stage(path: string): Promise<string>;
  track(pgid: number): void;
  untrack(pgid: number): void;
  /** What the memory limit stopped while the seat's run ran (the checks' user's limits). */
  watchLimits?: Sandbox['watchLimits'];
}

/**
 * A seat without isolation: the run is the harness's own user, so only the HOME and the copy
 * are its own (the copy made read-only, which its read-only tools respect).
 */
export async function openLocalSeat(
  sandbox: Sandbox | undefined,
  base: string,
): Promise<SealedSeat> {
  const root = await mkdtemp(join(base, 'ralph-seat-'));
  const tree = join(root, 'tree');
  const home = join(root, 'home');
  await mkdir(tree, { mode: 0o700 });
  await mkdir(home, { mode: 0o700 });
  return {
    tree,
    home,
    ...(sandbox ? { sandbox } : {}),
    async seal() {
      await runCommand('chmod', ['-R', 'a-w,u+rX', tree]);
    },
    async close() {
      await runCommand('chmod', ['-R', 'u+w', tree]);
      await rm(root, { recursive: true, force: true });
    },
  };
}

/** Makes a seat: a harness-owned directory with `tree/` and the seat user's `home/`. */
export async function openSealedSeat(deps: SeatDeps): Promise<SealedSeat> {
  const { privilege, user } = deps;
  const killAll = () => killAllOf(privilege, user);
  await killAll();
  const root = await mkdtemp(join(deps.base, 'ralph-seat-'));
  await chmod(root, 0o711);
  const tree = join(root, 'tree');
  const home = join(root, 'home');
  await mkdir(tree, { mode: 0o700 });
  await mkdir(home, { mode: 0o700 });
  await runPrivileged(privilege, ['chown', `${user.uid}:${user.gid}`, home]);
  const sandbox: Sandbox = {
    isolated: true,
    user,
    description: `a sealed run as the user ${user.name} (uid ${user.uid})`,
    wrap: deps.wrap,
    identity: () => ({ home, user: user.name }),
    grant: async () => undefined,
    reclaim: async () => {
      await killAll();
    },
    killAll,
    stage: deps.stage,
    track: deps.track,
    untrack: deps.untrack,
    freshHome: async () => undefined,
    ...(deps.watchLimits ? { watchLimits: deps.watchLimits } : {}),
    openSeat: () => Promise.reject(new Error('a sealed run opens no seat of its own')),
    dispose: async () => {
      await killAll();
    },
  };
  return {
    tree,
    home,
    sandbox,
    async seal() {
      // Readable and searchable by all, writable by none but the harness (links untouched).
      await runPrivileged(privilege, ['chmod', '-R', 'u+rwX,go+rX,go-w', tree]);
    },
    async close() {
      await killAll();
      await runPrivileged(privilege, ['rm', '-rf', '--one-file-system', '--', root]).catch(
        () => undefined,
      );
      await rm(root, { recursive: true, force: true }).catch(() => undefined);
    },
  };
}
