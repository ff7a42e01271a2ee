/**
 * The destinations a restricted network refused, for the job summary, the pull request and the
 * console: each with its tries, and how to allow it.
 */
import type { BlockedDestination } from '../network/types.js';
import { codeSpan, mdTable } from './markdown.js';
import { plural } from './format.js';

const MAX_ROWS = 30;

const HOW: Record<BlockedDestination['via'], string> = {
  proxy: 'through the proxy',
  direct: 'direct connect',
  udp: 'UDP datagram',
  dns: 'DNS lookup',
};

const HINT =
  'Add the hosts the project needs to the `allowed-hosts` input (`--allowed-hosts` for the CLI), ' +
  'e.g. `defaults, example.com`. A direct connect (an address, not a host name) bypassed the ' +
  'proxy: the tool must use HTTPS_PROXY, which the agent and the checks get. A DNS lookup gets ' +
  'no answer: the proxy resolves the names it is asked for. A name that resolves inside the ' +
  "runner's network (private, link-local, loopback, its own addresses) is reached only through an " +
  'entry naming the address or its CIDR (`10.0.0.0/8`).';

/** How it was tried, and why the proxy refused it. */
function howText(blocked: BlockedDestination): string {
  return blocked.reason ? `${HOW[blocked.via]}: ${blocked.reason}` : HOW[blocked.via];
}

export function blockedEgressBlock(
  blocked: readonly BlockedDestination[] | undefined,
): string | undefined {
  if (!blocked || blocked.length === 0) return undefined;
  const rows = blocked
    .slice(0, MAX_ROWS)
    .map((b) => [codeSpan(b.destination), String(b.tries), howText(b)]);
  const more =
    blocked.length > MAX_ROWS ? `\n\n_… ${blocked.length - MAX_ROWS} more not shown._` : '';
  return (
    `### Network: ${plural(blocked.length, 'blocked destination')}\n\n` +
    `${mdTable(['Destination', 'Tries', 'How'], ['l', 'r', 'l'], rows)}${more}\n\n${HINT}`
  );
}

/** Console lines: one per destination, then the hint. */
export function blockedEgressLines(blocked: readonly BlockedDestination[] | undefined): string[] {
  if (!blocked || blocked.length === 0) return [];
  return [
    `Network: ${plural(blocked.length, 'blocked destination')} (add to --allowed-hosts to allow):`,
    ...blocked.map((b) => `  ${b.destination}  ${plural(b.tries, 'try', 'tries')}, ${howText(b)}`),
  ];
}
