/**
 * The nftables table inside the agent's network namespace. It enforces nothing (the namespace
 * has no way out but loopback, and every address routes to loopback): it records. Every
 * connection attempt that reached no listener is answered by the kernel with a RST/ACK of
 * sequence 0; the rule puts that reset's source, the address and port the agent tried, into a
 * set with a counter. Connections to the agent's own servers on loopback (a test's server)
 * work and are not recorded; resets that end an established connection have a real sequence
 * number and are not counted either.
 */

export const NFT_TABLE = 'ralph';

export const NFT_RULESET = `table inet ${NFT_TABLE} {
  set blocked4 { type ipv4_addr . inet_service; flags dynamic; counter; }
  set blocked6 { type ipv6_addr . inet_service; flags dynamic; counter; }
  chain out {
    type filter hook output priority 0; policy accept;
    meta nfproto ipv4 tcp flags & (syn | rst | ack) == rst | ack tcp sequence 0 update @blocked4 { ip saddr . tcp sport }
    meta nfproto ipv6 tcp flags & (syn | rst | ack) == rst | ack tcp sequence 0 update @blocked6 { ip6 saddr . tcp sport }
  }
}
`;

export const NFT_SETS = ['blocked4', 'blocked6'] as const;

interface NftElement {
  elem?: { val?: { concat?: [string, number] }; counter?: { packets?: number } };
}

/** ip:port -> tries from the JSON of `nft -j list set` (one document per set). */
export function parseBlockedSets(documents: string[]): Map<string, number> {
  const blocked = new Map<string, number>();
  for (const document of documents) {
    let parsed: { nftables?: { set?: { elem?: NftElement[] } }[] };
    try {
      parsed = JSON.parse(document) as typeof parsed;
    } catch {
      continue;
    }
    for (const entry of parsed.nftables ?? []) {
      for (const element of entry.set?.elem ?? []) {
        const [address, port] = element.elem?.val?.concat ?? [];
        const tries = element.elem?.counter?.packets ?? 0;
        if (address === undefined || port === undefined || tries === 0) continue;
        const key = `${address.includes(':') ? `[${address}]` : address}:${port}`;
        blocked.set(key, (blocked.get(key) ?? 0) + tries);
      }
    }
  }
  return blocked;
}
