/**
 * What the kernel answers inside the agent's network namespace when a try reached nothing, read
 * back into the destination that was tried. Every address routes to loopback there, so a try
 * that no listener takes is refused on loopback, and the refusal names it:
 *  - a TCP connect: a RST/ACK of sequence 0 whose source is the address and port tried;
 *  - a UDP datagram: an ICMP (or ICMPv6) "port unreachable" that quotes the datagram, whose
 *    destination is the address and port tried; to port 53 it is a DNS query, and the quoted
 *    payload holds the name that was looked up.
 * Connections to the agent's own servers on loopback draw no refusal and are not recorded; a
 * RST that ends an established connection has a real sequence number and is not counted.
 */
import type { BlockedDestination } from './types.js';

export interface Refusal {
  /** `ip:port` (`[v6]:port`), or the name a DNS query asked for. */
  destination: string;
  via: Exclude<BlockedDestination['via'], 'proxy'>;
}

const TCP = 6;
const UDP = 17;
const ICMP = 1;
const ICMPV6 = 58;
const DNS_PORT = 53;

function ipv4(packet: Buffer, at: number): string {
  return [...packet.subarray(at, at + 4)].join('.');
}

function ipv6(packet: Buffer, at: number): string {
  const groups: string[] = [];
  for (let i = 0; i < 8; i++) groups.push(packet.readUInt16BE(at + i * 2).toString(16));
  // the longest run of zero groups becomes "::"
  let best = { start: -1, length: 0 };
  for (let i = 0; i < 8;) {
    if (groups[i] !== '0') {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && groups[j] === '0') j++;
    if (j - i > best.length && j - i > 1) best = { start: i, length: j - i };
    i = j;
  }
  if (best.start < 0) return groups.join(':');
  return `${groups.slice(0, best.start).join(':')}::${groups.slice(best.start + best.length).join(':')}`;
}

/** The parts of an IP header: version, transport protocol, addresses, where its payload starts. */
interface IpHeader {
  protocol: number;
  source: string;
  destination: string;
  payload: number;
}

function ipHeader(packet: Buffer, at = 0): IpHeader | undefined {
  if (packet.length < at + 20) return undefined;
  const version = packet[at]! >> 4;
  if (version === 4) {
    const length = (packet[at]! & 0x0f) * 4;
    if (length < 20 || packet.length < at + length) return undefined;
    return {
      protocol: packet[at + 9]!,
      source: ipv4(packet, at + 12),
      destination: ipv4(packet, at + 16),
      payload: at + length,
    };
  }
  if (version === 6 && packet.length >= at + 40)
    return {
      protocol: packet[at + 6]!,
      source: ipv6(packet, at + 8),
      destination: ipv6(packet, at + 24),
      payload: at + 40,
    };
  return undefined;
}

const hostPort = (address: string, port: number): string =>
  `${address.includes(':') ? `[${address}]` : address}:${port}`;

/** The name a DNS query asks for (its first question, as sent: case can carry data), or undefined when it is not readable. */
export function dnsQueryName(message: Buffer): string | undefined {
  if (message.length < 13) return undefined;
  const labels: string[] = [];
  let at = 12;
  while (at < message.length) {
    const length = message[at]!;
    if (length === 0) return labels.length > 0 ? labels.join('.') : '.';
    if (length > 63 || at + 1 + length > message.length) return undefined;
    const label = message.subarray(at + 1, at + 1 + length).toString('latin1');
    if (!/^[A-Za-z0-9_-]+$/.test(label)) return undefined;
    labels.push(label);
    at += 1 + length;
  }
  return undefined;
}

/** The try a UDP datagram quoted by an ICMP port-unreachable was. */
function quotedDatagram(packet: Buffer, at: number): Refusal | undefined {
  const quoted = ipHeader(packet, at);
  if (!quoted || quoted.protocol !== UDP || packet.length < quoted.payload + 8) return undefined;
  const port = packet.readUInt16BE(quoted.payload + 2);
  if (port === DNS_PORT) {
    const name = dnsQueryName(packet.subarray(quoted.payload + 8));
    if (name) return { destination: name, via: 'dns' };
  }
  return { destination: hostPort(quoted.destination, port), via: 'udp' };
}

/**
 * The try a packet the namespace's loopback sent refuses, or undefined when it refuses none
 * (any other traffic).
 */
export function refusalOf(packet: Buffer): Refusal | undefined {
  const ip = ipHeader(packet);
  if (!ip) return undefined;
  const at = ip.payload;
  if (ip.protocol === TCP && packet.length >= at + 14) {
    const flags = packet[at + 13]! & 0x16; // SYN, RST, ACK
    const sequence = packet.readUInt32BE(at + 4);
    if (flags === 0x14 && sequence === 0)
      return { destination: hostPort(ip.source, packet.readUInt16BE(at)), via: 'direct' };
    return undefined;
  }
  const portUnreachable =
    (ip.protocol === ICMP && packet[at] === 3 && packet[at + 1] === 3) ||
    (ip.protocol === ICMPV6 && packet[at] === 1 && packet[at + 1] === 4);
  return portUnreachable ? quotedDatagram(packet, at + 8) : undefined;
}

/** The most destinations one run records by name; tries to more are added up as one row. */
export const MAX_RECORDED_DESTINATIONS = 500;

/** Adds up refusals (hex-encoded packets, one a line) into destinations with their tries. */
export class RefusalTally {
  private readonly tries = new Map<string, { refusal: Refusal; tries: number }>();

  addHexLine(line: string): void {
    const text = line.trim();
    if (!/^(?:[0-9a-f]{2})+$/i.test(text)) return;
    const found = refusalOf(Buffer.from(text, 'hex'));
    if (!found) return;
    // a scan of many addresses and ports must not grow the record without bound
    const full = this.tries.size >= MAX_RECORDED_DESTINATIONS;
    const named = `${found.via} ${found.destination}`;
    const refusal =
      full && !this.tries.has(named)
        ? {
            destination: `(more ${found.via === 'dns' ? 'names' : 'destinations'})`,
            via: found.via,
          }
        : found;
    const key = `${refusal.via} ${refusal.destination}`;
    const seen = this.tries.get(key);
    if (seen) seen.tries++;
    else this.tries.set(key, { refusal, tries: 1 });
  }

  destinations(): BlockedDestination[] {
    return [...this.tries.values()].map(({ refusal, tries }) => ({ ...refusal, tries }));
  }
}
