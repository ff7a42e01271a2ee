/** Contracts of the agent's network: the mode, the allowlist and what was refused. */

export const NETWORK_MODES = ['restricted', 'open'] as const;
export type NetworkMode = (typeof NETWORK_MODES)[number];

/**
 * One `allowed-hosts` entry: a host (any port), `*.domain` (its subdomains), host:port, or a CIDR
 * (`10.0.0.0/8`, `fd00::/8`, with or without a port).
 */
export interface HostRule {
  /** Lower case, without brackets or a trailing dot; for a CIDR, its address part. */
  host: string;
  /** Set for a CIDR entry: the prefix length (`host` is the network's address). */
  prefix?: number;
  /** Set for `*.domain`: every name ending in `.domain` matches. */
  wildcard: boolean;
  /** Set for host:port: only this port. */
  port?: number;
  /** As the user wrote it. */
  text: string;
}

/** The agent's network as the harness sets it up. */
export interface NetworkOptions {
  mode: NetworkMode;
  allowedHosts: HostRule[];
}

/** A destination the agent or the checks tried to reach and could not. */
export interface BlockedDestination {
  /** host:port as asked of the proxy, ip:port of a direct connect or datagram, or the name a DNS query asked for. */
  destination: string;
  /** How many tries (proxy requests, connection attempts, datagrams, queries). */
  tries: number;
  /** Why the proxy refused it (`not in allowed-hosts`, `resolves to 10.0.0.5: private`). */
  reason?: string;
  /**
   * `proxy`: asked through the egress proxy; `direct`: a TCP connect that bypassed it; `udp`: a
   * UDP datagram; `dns`: a DNS query (the namespace has no resolver).
   */
  via: 'proxy' | 'direct' | 'udp' | 'dns';
}
