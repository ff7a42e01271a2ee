/**
 * The sandbox the engine and the runners use: the agent's user, how to spawn as it, the
 * hand-over of the working tree, ending its processes, and the lifecycle guard.
 *
 * Setting up (in order): create the user, end the leftovers of an earlier run in this tree
 * (a killed action's agent), seed its HOME, open the way to the tree and close the harness's
 * private places, then start the guard that ends the agent if the harness dies.
 */
import { spawnSync } from 'node:child_process';
import { chmod, copyFile, lstat, mkdtemp, realpath, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, isAbsolute, join } from 'node:path';
import {
  closePrivate,
  grantTree,
  isWithin,
  openWays,
  reclaimTree,
  restoreModes,
  type ChangedMode,
} from './handover.js';
import { createLimits, type AgentLimits, type LimitSettings } from './limits.js';
import { findTool, privilegedArgv, runCommand } from './privileged.js';
import { detectPrivilege, type ProbeDeps, defaultProbeDeps } from './probe.js';
import { killAllArgv, killAllOf, killAllOfSync, startGuard, type Guard } from './reap.js';
import type { AgentUser, IsolationMode, Privilege, Sandbox, WrappedCommand } from './types.js';
import { agentUserName, ensureAgentUser, seedHome } from './user.js';
import { freshAgentHome } from './home.js';
import { describePrivateTmp, PRIVATE_HOME, privateTmpArgv } from './private-tmp.js';
import { openLocalSeat, openSealedSeat } from './sealed-seat.js';
import { openNetworkGate, probeNetworkTools, type NetworkGate } from '../network/gate.js';
import type { NetworkOptions } from '../network/types.js';

/** `isolation: required` where the runner cannot isolate. */
export class IsolationUnavailableError extends Error {
  override name = 'IsolationUnavailableError';
}

export interface SandboxOptions {
  mode: IsolationMode;
  /** The working tree (absolute). */
  workspace: string;
  /** The harness's places the agent must not read (its HOME, RUNNER_TEMP). */
  privatePaths?: string[];
  /** Paths the agent must reach besides the tree (the claude executable). */
  openPaths?: string[];
  /**
   * The PATH directories of the agent and the checks: those inside a private path (a node
   * installed under the runner's HOME) stay reachable; others are left as they are.
   */
  pathDirs?: string[];
  /** The agent's user name; default one per working tree (`ralph-<hash>`). */
  userName?: string;
  /** `restricted`: each run in a network namespace behind the egress proxy. Default open. */
  network?: NetworkOptions;
  /** Memory and process limits of the agent's user (see limits.ts for the defaults). */
  limits?: LimitSettings;
  /** Told, at the end, what the limits stopped (processes killed for memory, forks refused). */
  onLimitsStopped?: (line: string) => void;
  probe?: ProbeDeps;
  /** How to find out whether a network namespace can be made here (tests replace it). */
  networkProbe?: typeof probeNetworkTools;
}

/** A tool by absolute path (PATH, then the standard directories: see findTool). */
async function findExecutable(name: string): Promise<string | undefined> {
  return findTool(name);
}

/**
 * The sandbox of `isolation: none` (or `auto` where isolation is impossible): the agent runs as
 * the harness, but still dies with it (setpriv's parent-death signal, and the guard).
 */
export function unisolatedSandbox(
  description: string,
  guard?: Guard,
  setpriv?: string,
  warning?: string,
): Sandbox {
  const sandbox: Sandbox = {
    isolated: false,
    description,
    ...(warning ? { warning } : {}),
    wrap: (command, args) =>
      setpriv
        ? { command: setpriv, args: ['--pdeathsig', 'KILL', '--', command, ...args] }
        : { command, args },
    identity: () => undefined,
    grant: async () => undefined,
    reclaim: async () => undefined,
    killAll: async () => 0,
    stage: async (path) => path,
    track: (pgid) => guard?.track(pgid),
    untrack: (pgid) => guard?.untrack(pgid),
    freshHome: async () => undefined,
    openSeat: () => openLocalSeat(sandbox, tmpdir()),
    dispose: async () => guard?.close(),
  };
  return sandbox;
}

export interface SpawnTools {
  /** Absolute path of setpriv (util-linux), when installed. */
  setpriv?: string;
  /** Absolute path of unshare, when it can make PID namespaces here. */
  unshare?: string;
  /** The PATH the agent gets (sudo would reset it). */
  path?: string;
  /**
   * With unshare: each run also gets a network namespace of its own, whose root init (this
   * argv, from the network gate) relays the egress and model proxies before the switch.
   */
  networkInit?: () => string[];
  /** The limiting step (limits.ts), run privileged before the switch to the agent's user. */
  limits?: string[];
  /**
   * With unshare: each run also gets private /tmp, /var/tmp, /dev/shm and /run/lock
   * (private-tmp.ts); `keep` are the paths under them it must still reach.
   */
  privateTmp?: { sh: string; keep: string[] };
}

/**
 * How to spawn as the agent's user. With util-linux (the usual case) the command runs
 *   [sudo -n -E --] setpriv --pdeathsig KILL -- unshare --pid --fork --kill-child --
 *     setpriv --reuid U --regid G --clear-groups --no-new-privs --pdeathsig KILL -- cmd
 * so that it is PID 1 of its own PID namespace: when it ends, the kernel ends everything it
 * started (a `setsid nohup` daemon included) at once, and it dies with the harness. With a
 * restricted network, unshare also takes `--net` and the namespace's root init (see
 * src/network/netns-init.ts) runs first, then starts the setpriv part. Without
 * unshare it runs as the user in the harness's PID namespace (the kill-all after each phase
 * still applies); without setpriv, as root, node's uid/gid spawn options do the switch.
 */
export function wrapFor(
  privilege: Privilege,
  user: AgentUser,
  tools: SpawnTools,
): (command: string, args: string[]) => WrappedCommand {
  const sudo = privilege.kind === 'sudo' ? ['sudo', '-n', '-E', '--'] : [];
  // sudo resets PATH to its secure_path: env(1) gives the agent's PATH back.
  const withPath = (command: string, args: string[]): string[] =>
    privilege.kind === 'sudo'
      ? ['env', `PATH=${tools.path ?? '/usr/bin:/bin'}`, command, ...args]
      : [command, ...args];
  if (tools.setpriv) {
    const setpriv = tools.setpriv;
    const asUser = [
      setpriv,
      `--reuid=${user.uid}`,
      `--regid=${user.gid}`,
      '--clear-groups',
      '--no-new-privs',
      '--pdeathsig',
      'KILL',
      '--',
    ];
    const unshare = tools.unshare;
    const net = unshare && tools.networkInit ? ['--net'] : [];
    const namespace = (): string[] =>
      unshare
        ? [
            setpriv,
            '--pdeathsig',
            'KILL',
            '--',
            unshare,
            '--pid',
            ...net,
            '--fork',
            '--kill-child',
            '--',
            ...(net.length > 0 ? tools.networkInit!() : []),
          ]
        : [];
    const privateTmp =
      unshare && tools.privateTmp
        ? privateTmpArgv({ unshare, sh: tools.privateTmp.sh }, user, tools.privateTmp.keep)
        : [];
    return (command, args) => {
      const [first, ...rest] = [
        ...sudo,
        ...(tools.limits ?? []),
        ...namespace(),
        ...privateTmp,
        ...asUser,
        ...withPath(command, args),
      ];
      return { command: first!, args: rest };
    };
  }
  if (privilege.kind === 'root') {
    return (command, args) => ({ command, args, uid: user.uid, gid: user.gid });
  }
  return (command, args) => ({
    command: 'sudo',
    args: ['-n', '-E', '-u', user.name, '--', ...withPath(command, args)],
  });
}

/** unshare, when it can make a PID namespace here (root or sudo; containers may forbid it). */
async function usableUnshare(privilege: Privilege): Promise<string | undefined> {
  const unshare = await findExecutable('unshare');
  if (!unshare) return undefined;
  const [command, ...args] = privilegedArgv(privilege, [
    unshare,
    '--pid',
    '--fork',
    '--kill-child',
    'true',
  ]);
  return (await runCommand(command!, args)).exitCode === 0 ? unshare : undefined;
}

/**
 * A run killed while the agent held the tree leaves it handed over (the top directory sticky and
 * group-writable for the agent's group): take it back before anything else.
 */
async function reclaimInterrupted(
  privilege: Privilege,
  workspace: string,
  user: AgentUser,
  harness: { uid: number; gid: number },
): Promise<void> {
  const top = await lstat(workspace);
  if ((top.mode & 0o1000) === 0 || top.gid !== user.gid) return;
  await reclaimTree(privilege, workspace, harness, {
    path: workspace,
    mode: top.mode & 0o7777 & ~0o1020,
    gid: harness.gid,
  });
}

/**
 * The network gate of a restricted network, probed before anything is changed: where no
 * namespace can be made, `required` throws and `auto` runs open with a warning.
 */
async function restrictNetwork(
  options: SandboxOptions,
  privilege: Privilege,
  ready: boolean,
): Promise<{ gate?: NetworkGate; warning?: string }> {
  if (options.network?.mode !== 'restricted') return {};
  const probed = ready
    ? await (options.networkProbe ?? probeNetworkTools)(privilege)
    : { why: 'setpriv and unshare (util-linux) are needed' };
  if ('why' in probed) {
    if (options.mode === 'required')
      throw new IsolationUnavailableError(
        `isolation is required with network: restricted, but no network namespace can be made here: ${probed.why}. Install iproute2, or set network: open.`,
      );
    return {
      warning: `The agent's network is NOT restricted: no network namespace can be made here (${probed.why}). The agent and the checks can reach any host. Install iproute2, or set network: open to accept this.`,
    };
  }
  const gate = await openNetworkGate(probed.tools, options.network.allowedHosts);
  if (!gate.unrecorded) return { gate };
  return {
    gate,
    warning: `The agent's network is restricted, but its direct tries (connects, datagrams and DNS lookups that bypass the proxy) are not recorded here: ${gate.unrecorded}. They are still blocked; only the tries through the egress proxy are listed.`,
  };
}

async function isolatedSandbox(options: SandboxOptions, privilege: Privilege): Promise<Sandbox> {
  const setpriv = await findExecutable('setpriv');
  const unshare = await usableUnshare(privilege);
  const network = await restrictNetwork(options, privilege, Boolean(setpriv && unshare));
  try {
    return await isolatedWith(options, privilege, { setpriv, unshare }, network);
  } catch (error) {
    await network.gate?.close();
    throw error;
  }
}

async function isolatedWith(
  options: SandboxOptions,
  privilege: Privilege,
  found: { setpriv?: string; unshare?: string },
  network: { gate?: NetworkGate; warning?: string },
): Promise<Sandbox> {
  const workspace = await realpath(options.workspace);
  const harness = { uid: process.getuid?.() ?? 0, gid: process.getgid?.() ?? 0 };
  const name = options.userName ?? agentUserName(workspace);

  // create the agent's user, end leftovers, seed its HOME (the checks' user: checksSandbox)
  const user = await ensureAgentUser(privilege, name);
  // the checks' user exists before the limits, which hold it too
  const checksUser = await ensureAgentUser(privilege, `${name}-checks`);
  const leftovers = await killAllOf(privilege, user);
  await reclaimInterrupted(privilege, workspace, user, harness);
  await seedHome(privilege, user, workspace);

  // open the way to the tree, close the harness's private places
  const openPaths = [workspace];
  const privatePaths = (options.privatePaths ?? []).filter((p) => p !== '');
  const toolDirs = (options.pathDirs ?? []).filter(
    (dir) => isAbsolute(dir) && privatePaths.some((p) => isWithin(dir, p)),
  );
  // What the private scratch places must still show (see private-tmp.ts): a tool named through
  // a link (node_modules/.bin/claude under /tmp) needs the link's folder and its target's.
  const keepOnPrivateTmp: string[] = [];
  for (const path of [...(options.openPaths ?? []), ...toolDirs]) {
    try {
      const real = await realpath(path);
      openPaths.push(real);
      if (real !== path && isAbsolute(path)) keepOnPrivateTmp.push(dirname(path), dirname(real));
    } catch {
      // not there: nothing to open
    }
  }
  const changed: ChangedMode[] = [];
  changed.push(...(await openWays(privilege, openPaths)));
  changed.push(...(await closePrivate(privilege, privatePaths, openPaths)));

  // files staged for the agent (MCP configuration) live in a harness-owned directory
  const stageDir = await mkdtemp(join('/tmp', 'ralph-stage-'));
  await chmod(stageDir, 0o711);

  // the guard, and the exit handler for a harness that ends without disposing
  const guard = startGuard(privilege, user);
  const ended: AgentUser[] = [user];
  const onExit = (): void => {
    for (const each of ended) {
      if (privilege.kind === 'root') killAllOfSync(each);
      else {
        const [command, ...args] = killAllArgv(each);
        spawnSync(command!, args, { stdio: 'ignore' });
      }
    }
  };
  process.on('exit', onExit);

  const gate = network.gate;
  // the limiting step has its place in setpriv's chain only
  const limits = found.setpriv
    ? await createLimits(privilege, { agent: user, checks: checksUser }, options.limits)
    : undefined;
  const sh = await findExecutable('sh');
  const tools: SpawnTools = {
    ...found,
    path: process.env.PATH,
    limits: limits?.prefix,
    ...(gate ? { networkInit: () => gate.initArgv() } : {}),
    ...(found.unshare && sh
      ? { privateTmp: { sh, keep: [...openPaths, ...keepOnPrivateTmp, stageDir] } }
      : {}),
  };
  const wrap = wrapFor(privilege, user, tools);
  const stage = async (path: string): Promise<string> => {
    const target = join(stageDir, basename(path));
    await copyFile(path, target);
    await chmod(target, 0o644);
    return target;
  };
  const checks = await checksSandbox(privilege, checksUser, tools, stageDir, workspace, limits);
  ended.push(checks.user!);
  let top: ChangedMode | undefined;
  let disposed = false;
  const reclaim = async (): Promise<void> => {
    await killAllOf(privilege, user);
    if (!top) return;
    await reclaimTree(privilege, workspace, harness, top);
    top = undefined;
  };
  return {
    isolated: true,
    user,
    description:
      `the agent runs as the user ${user.name} (uid ${user.uid}) and the checks as ${checks.user!.name} (uid ${checks.user!.uid}), ` +
      `via ${privilege.kind === 'root' ? 'root' : 'sudo'}` +
      (tools.unshare && tools.setpriv ? ', each run in its own PID namespace' : '') +
      (tools.privateTmp && tools.setpriv ? ` with ${describePrivateTmp()}` : '') +
      (gate ? describeRestricted(options.network) : '') +
      `; ${limits?.description ?? 'no process or memory limits (setpriv is not installed)'}` +
      (leftovers > 0 ? `; ended ${leftovers} process(es) left by an earlier run` : ''),
    ...(network.warning ? { warning: network.warning } : {}),
    networkRestricted: gate !== undefined,
    ...(tools.privateTmp && tools.setpriv ? { privateHome: PRIVATE_HOME } : {}),
    blockedEgress: async () => (gate ? gate.blocked() : []),
    ...(limits ? { watchLimits: () => limits.window() } : {}),
    checks,
    wrap,
    identity: () => ({ home: user.home, user: user.name }),
    async grant() {
      if (top || disposed) return;
      top = await grantTree(privilege, workspace, user);
    },
    reclaim,
    killAll: () => killAllOf(privilege, user),
    stage,
    track: (pgid) => guard.track(pgid),
    untrack: (pgid) => guard.untrack(pgid),
    async freshHome(resumeSessionId) {
      if (disposed) return;
      await freshAgentHome(privilege, user, workspace, resumeSessionId);
    },
    // The reviewer sits as the checks' user: another user than the agent's, and it runs only
    // after the checks ended (no check process is left to meet it).
    openSeat: () =>
      openSealedSeat({
        privilege,
        user: checks.user!,
        base: stageDir,
        wrap: checks.wrap,
        stage,
        track: (pgid) => checks.track(pgid),
        untrack: (pgid) => checks.untrack(pgid),
        ...(checks.watchLimits ? { watchLimits: checks.watchLimits } : {}),
      }),
    async dispose() {
      if (disposed) return;
      disposed = true;
      try {
        await checks.dispose();
        await reclaim();
      } finally {
        await restoreModes(privilege, changed);
        await rm(stageDir, { recursive: true, force: true });
        process.removeListener('exit', onExit);
        await guard.close();
        await gate?.close();
        const stopped = await limits?.stopped();
        if (stopped) options.onLimitsStopped?.(stopped);
        await limits?.dispose();
      }
    },
  };
}

/**
 * The checks' sandbox: a user of their own (not the agent's), spawned the same way (PID and
 * network namespace, limits: the same ones, which hold this user too). It owns no tree: its
 * verify checkouts are prepared for it.
 */
async function checksSandbox(
  privilege: Privilege,
  user: AgentUser,
  tools: SpawnTools,
  stageDir: string,
  workspace: string,
  limits: AgentLimits | undefined,
): Promise<Sandbox> {
  await killAllOf(privilege, user);
  await seedHome(privilege, user, workspace);
  const guard = startGuard(privilege, user);
  return {
    isolated: true,
    user,
    description: `the checks run as the user ${user.name} (uid ${user.uid})`,
    wrap: wrapFor(privilege, user, tools),
    identity: () => ({ home: user.home, user: user.name }),
    grant: async () => undefined,
    reclaim: async () => {
      await killAllOf(privilege, user);
    },
    killAll: () => killAllOf(privilege, user),
    async stage(path) {
      const target = join(stageDir, basename(path));
      await copyFile(path, target);
      await chmod(target, 0o644);
      return target;
    },
    track: (pgid) => guard.track(pgid),
    untrack: (pgid) => guard.untrack(pgid),
    ...(tools.privateTmp && tools.setpriv ? { privateHome: PRIVATE_HOME } : {}),
    ...(limits ? { watchLimits: () => limits.window() } : {}),
    // Each check gets its own fresh HOME (checks/fresh-home.ts); no agent phase runs here.
    freshHome: async () => undefined,
    openSeat: () => Promise.reject(new Error('the checks sandbox opens no sealed seat')),
    dispose: async () => {
      await killAllOf(privilege, user);
      await guard.close();
    },
  };
}

function describeRestricted(network: NetworkOptions | undefined): string {
  const hosts = network?.allowedHosts.length ?? 0;
  return `, and network namespace: it reaches only the model and ${hosts} allowed host(s) through the harness's proxy`;
}

/**
 * The sandbox for a run. `none` never isolates; `auto` isolates where the harness can and
 * otherwise returns an unisolated sandbox whose `warning` the adapter must show loudly;
 * `required` throws IsolationUnavailableError where it cannot isolate.
 */
export async function createSandbox(
  options: SandboxOptions,
): Promise<{ sandbox: Sandbox; warning?: string }> {
  const openNote =
    options.network?.mode === 'restricted'
      ? '; the network is not restricted (that needs isolation)'
      : '';
  if (options.mode === 'none') {
    return {
      sandbox: unisolatedSandbox(
        `off (the agent and the checks run as the harness's own user)${openNote}`,
        startGuard({ kind: 'none', why: 'off' }),
        await findExecutable('setpriv'),
      ),
    };
  }
  const privilege = await detectPrivilege(options.probe ?? defaultProbeDeps);
  if (privilege.kind === 'none') {
    if (options.mode === 'required') {
      throw new IsolationUnavailableError(
        `isolation is required, but it is impossible here: ${privilege.why}. Run the job as root (e.g. in a container) or on a runner with passwordless sudo, or set isolation to auto or none.`,
      );
    }
    const warning = `The agent is NOT isolated: ${privilege.why}. It runs as the same OS user as the action and can read everything the action can (its environment, the runner's files)${openNote ? ', and its network is not restricted' : ''}. Run as root or with passwordless sudo to isolate it, or set isolation: none to accept this.`;
    return {
      sandbox: unisolatedSandbox(
        warning,
        startGuard({ kind: 'none', why: privilege.why }),
        await findExecutable('setpriv'),
        warning,
      ),
      warning,
    };
  }
  try {
    const sandbox = await isolatedSandbox(options, privilege);
    return { sandbox, ...(sandbox.warning ? { warning: sandbox.warning } : {}) };
  } catch (error) {
    if (error instanceof IsolationUnavailableError) throw error;
    const why = `setting up the agent's user failed: ${(error as Error).message}`;
    if (options.mode === 'required')
      throw new IsolationUnavailableError(`isolation is required, but ${why}`);
    const warning = `The agent is NOT isolated: ${why}.`;
    return {
      sandbox: unisolatedSandbox(
        warning,
        startGuard(privilege),
        await findExecutable('setpriv'),
        warning,
      ),
      warning,
    };
  }
}
