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
import { parseBlockedSets } from './nft-rules.js';
import type { BlockedDestination, HostRule } from './types.js';

export interface NetworkGate {
  /** The argv between `unshare ... --` and the command: the namespace's root init. */
  initArgv(): string[];
  /** Every destination refused so far, the proxy's (host names) first. */
  blocked(): Promise<BlockedDestination[]>;
  close(): Promise<void>;
}

export interface NetworkTools {
  unshare: string;
  ip: string;
  nft: string;
  /** The init script (dist/netns-init.js). */
  init: string;
}

/** The bundled init script: next to this bundle, or in dist/ when running from the sources. */
export function netnsInitScript(): string | undefined {
  const here = dirname(fileURLToPath(import.meta.url));
  return [join(here, 'netns-init.js'), join(here, '..', '..', 'dist', 'netns-init.js')].find(
    (path) => existsSync(path),
  );
}

/**
 * The tools of a network namespace, once one was made here with loopback up and the
 * recording table loaded; else why not (in words for the job summary).
 */
export async function probeNetworkTools(
  privilege: Privilege,
  /** The init script; a script bundled elsewhere (the bench) names the built one. */
  init = netnsInitScript(),
): Promise<{ tools: NetworkTools } | { why: string }> {
  const unshare = findTool('unshare');
  const ip = findTool('ip');
  const nft = findTool('nft');
  const missing = [
    !unshare && 'unshare (util-linux)',
    !ip && 'ip (iproute2)',
    !nft && 'nft (nftables)',
    !init && 'netns-init.js next to the action',
  ].filter(Boolean);
  if (missing.length > 0 || !unshare || !ip || !nft || !init)
    return { why: `${missing.join(', ')} not found` };
  for (const argv of [
    [unshare, '--net', '--', ip, 'link', 'set', 'lo', 'up'],
    [unshare, '--net', '--', nft, 'add', 'table', 'inet', 'ralph_probe'],
  ]) {
    const [command, ...args] = privilegedArgv(privilege, argv);
    const result = await runCommand(command!, args);
    if (result.exitCode !== 0)
      return {
        why: `\`${argv.slice(3).join(' ')}\` in a new network namespace failed: ${result.stderr.trim().split('\n').pop() ?? `exit ${result.exitCode}`}`,
      };
  }
  return { tools: { unshare, ip, nft, init } };
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
  // The init asks only for the port of ANTHROPIC_BASE_URL in the environment the harness built.
  const front = await startLoopbackFront(loopbackSocket, (port) => port > 0 && port < 65536);
  let runs = 0;
  return {
    initArgv() {
      const config: NetnsInitConfig = {
        ip: tools.ip,
        nft: tools.nft,
        egressSocket,
        loopbackSocket,
        record: join(dir, `blocked-${process.pid}-${++runs}.json`),
      };
      return [process.execPath, tools.init, JSON.stringify(config), '--'];
    },
    async blocked() {
      const records = (await readdir(dir)).filter((name) => name.startsWith('blocked-'));
      const documents: string[] = [];
      for (const name of records) {
        try {
          documents.push(...(JSON.parse(await readFile(join(dir, name), 'utf8')) as string[]));
        } catch {
          // a record being written or unreadable: the next read has it
        }
      }
      const toList = (map: Map<string, number>, via: BlockedDestination['via']) =>
        [...map].map(([destination, tries]) => ({ destination, tries, via }));
      return [
        ...toList(proxy.refused(), 'proxy'),
        ...toList(parseBlockedSets(documents), 'direct'),
      ];
    },
    async close() {
      await Promise.all([proxy.close(), front.close()]);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
