/**
 * The harness's side of a restricted network: the egress proxy and the model relay on unix
 * sockets in a directory only the harness (and root) can enter, the argv that starts each
 * agent or check process in a network namespace of its own behind them, and the list of what
 * was refused.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findTool, privilegedArgv, runCommand } from '../isolation/privileged.js';
import type { Privilege } from '../isolation/types.js';
import { startEgressProxy } from './egress-proxy.js';
import { startLoopbackFront } from './loopback-front.js';
import type { NetnsInitConfig } from './netns-init.js';
import { recorderProbeArgv } from './packet-recorder.js';
import type { BlockedDestination, HostRule } from './types.js';

export interface NetworkGate {
  /** The argv between `unshare ... --` and the command: the namespace's root init. */
  initArgv(): string[];
  /** Every destination refused so far, the proxy's (host names) first. */
  blocked(): Promise<BlockedDestination[]>;
  /** Why direct tries are not recorded here (they are still blocked); undefined when they are. */
  unrecorded?: string;
  close(): Promise<void>;
}

export interface NetworkTools {
  unshare: string;
  ip: string;
  /** The init script (dist/netns-init.js). */
  init: string;
  /** How direct tries are recorded: Perl for the packet recorder, or why they are not. */
  recorder: { perl: string } | { why: string };
}

/** The bundled init script: next to this bundle, or in dist/ when running from the sources. */
export function netnsInitScript(): string | undefined {
  const here = dirname(fileURLToPath(import.meta.url));
  return [join(here, 'netns-init.js'), join(here, '..', '..', 'dist', 'netns-init.js')].find(
    (path) => existsSync(path),
  );
}

/** Runs argv (privileged) in a new network namespace; the last line of its stderr when it fails. */
async function inNewNamespace(
  privilege: Privilege,
  unshare: string,
  argv: string[],
): Promise<string | undefined> {
  const [command, ...args] = privilegedArgv(privilege, [unshare, '--net', '--', ...argv]);
  const result = await runCommand(command!, args);
  if (result.exitCode === 0) return undefined;
  return result.stderr.trim().split('\n').pop() || `exit ${result.exitCode}`;
}

/** Whether the packet recorder can open its socket in a namespace here; else why not. */
async function probeRecorder(
  privilege: Privilege,
  unshare: string,
  perl: string | undefined,
): Promise<NetworkTools['recorder']> {
  if (!perl) return { why: 'perl is not installed' };
  const failed = await inNewNamespace(privilege, unshare, recorderProbeArgv(perl));
  return failed ? { why: `no packet socket can be opened (${failed})` } : { perl };
}

/**
 * The tools of a network namespace, once one was made here with loopback up; else why not (in
 * words for the job summary). The namespace needs unshare and ip only; the recorder of direct
 * tries is probed too, but its absence only means they are not listed.
 */
export async function probeNetworkTools(
  privilege: Privilege,
  /** The init script; a script bundled elsewhere (the bench) names the built one. */
  init = netnsInitScript(),
  find: (name: string) => string | undefined = findTool,
): Promise<{ tools: NetworkTools } | { why: string }> {
  const unshare = find('unshare');
  const ip = find('ip');
  const missing = [
    !unshare && 'unshare (util-linux)',
    !ip && 'ip (iproute2)',
    !init && 'netns-init.js next to the action',
  ].filter(Boolean);
  if (missing.length > 0 || !unshare || !ip || !init)
    return { why: `${missing.join(', ')} not found` };
  const failed = await inNewNamespace(privilege, unshare, [ip, 'link', 'set', 'lo', 'up']);
  if (failed) return { why: `\`ip link set lo up\` in a new network namespace failed: ${failed}` };
  return {
    tools: { unshare, ip, init, recorder: await probeRecorder(privilege, unshare, find('perl')) },
  };
}

export async function openNetworkGate(
  tools: NetworkTools,
  rules: readonly HostRule[],
): Promise<NetworkGate> {
  // The sockets and records live in /tmp (short paths, within the unix socket limit), 0700.
  const dir = await mkdtemp(join('/tmp', 'ralph-net-'));
  const egressSocket = join(dir, 'egress.sock');
  const loopbackSocket = join(dir, 'loopback.sock');
  const proxy = await startEgressProxy(egressSocket, rules);
  // The init asks only for the port of the model's base URL in the environment the harness built.
  const front = await startLoopbackFront(loopbackSocket, (port) => port > 0 && port < 65536);
  let runs = 0;
  return {
    ...('why' in tools.recorder ? { unrecorded: tools.recorder.why } : {}),
    initArgv() {
      const config: NetnsInitConfig = {
        ip: tools.ip,
        ...('perl' in tools.recorder ? { perl: tools.recorder.perl } : {}),
        egressSocket,
        loopbackSocket,
        record: join(dir, `blocked-${process.pid}-${++runs}.json`),
      };
      return [process.execPath, tools.init, JSON.stringify(config), '--'];
    },
    async blocked() {
      const records = (await readdir(dir)).filter((name) => name.startsWith('blocked-'));
      const direct = new Map<string, BlockedDestination>();
      for (const name of records) {
        let recorded: BlockedDestination[];
        try {
          recorded = JSON.parse(await readFile(join(dir, name), 'utf8')) as BlockedDestination[];
        } catch {
          continue; // a record being written or unreadable: the next read has it
        }
        for (const { destination, via, tries } of recorded) {
          const seen = direct.get(`${via} ${destination}`);
          if (seen) seen.tries += tries;
          else direct.set(`${via} ${destination}`, { destination, via, tries });
        }
      }
      const proxied = proxy
        .refused()
        .map((refusal): BlockedDestination => ({ ...refusal, via: 'proxy' }));
      return [...proxied, ...direct.values()];
    },
    async close() {
      await Promise.all([proxy.close(), front.close()]);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
