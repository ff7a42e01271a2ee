/**
 * Which addresses are the runner's inside: loopback, private, link-local (the cloud metadata
 * service, 169.254.169.254), carrier-grade NAT, multicast, unique-local, IPv4-mapped and the
 * other special ranges, and the runner's own addresses. The egress proxy refuses them unless an
 * `allowed-hosts` entry names the address or a CIDR holding it.
 */
import ipaddr from 'ipaddr.js';
import { networkInterfaces } from 'node:os';

const RANGE_NAMES: Record<string, string> = {
  unspecified: 'unspecified',
  broadcast: 'broadcast',
  multicast: 'multicast',
  linkLocal: 'link-local',
  loopback: 'loopback',
  carrierGradeNat: 'carrier-grade NAT',
  private: 'private',
  reserved: 'reserved',
  uniqueLocal: 'unique-local',
  ipv4Mapped: 'IPv4-mapped',
  rfc6145: 'IPv4-translated',
  rfc6052: 'IPv4-embedded (NAT64)',
  '6to4': '6to4',
  teredo: 'Teredo',
  discard: 'discard-only',
  benchmarking: 'benchmarking',
  amt: 'AMT',
  as112v6: 'AS112',
  deprecated: 'deprecated',
  orchid2: 'ORCHIDv2',
  droneRemoteIdProtocolEntityTags: 'DRIP',
  reserved6: 'reserved',
};

/** The addresses of the runner's own interfaces. */
export function runnerAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .map((entry) => entry?.address)
    .filter((address): address is string => typeof address === 'string');
}

function sameAddress(a: ipaddr.IPv4 | ipaddr.IPv6, b: string): boolean {
  if (!ipaddr.isValid(b)) return false;
  const other = ipaddr.process(b);
  const mine = a.kind() === 'ipv6' ? ipaddr.process(a.toString()) : a;
  return mine.kind() === other.kind() && mine.toString() === other.toString();
}

/**
 * Why `address` is the runner's inside (a phrase: "link-local"), or undefined for a public
 * unicast address that is not the runner's own.
 */
export function internalReason(address: string, own: readonly string[]): string | undefined {
  if (!ipaddr.isValid(address)) return 'not an address';
  const parsed = ipaddr.parse(address);
  const range = parsed.range();
  const kind = range === 'unicast' ? undefined : (RANGE_NAMES[range] ?? range);
  // loopback is the runner's own anyway: saying so adds nothing
  const mine = range !== 'loopback' && own.some((address) => sameAddress(parsed, address));
  if (!mine) return kind;
  return kind ? `${kind}, the runner's own address` : "the runner's own address";
}
