/**
 * Reading the kernel's refusals back into the tries they refuse. The packets are ones the
 * kernel sent on a namespace's loopback (every address routed to it) when a curl, a datagram,
 * a DNS lookup and an IPv6 curl reached no listener, as the packet recorder printed them.
 */
import { describe, expect, it } from '@jest/globals';
import {
  MAX_RECORDED_DESTINATIONS,
  RefusalTally,
  dnsQueryName,
  refusalOf,
} from '../../src/network/refusals.js';

const TCP_RESET_V4 =
  '4500002800004000400622c90a0102030a01020320fbeaf4000000004dc7e6d95014000057380000';
const UDP_UNREACHABLE_V4 =
  '45c0003d775500004001e28b08080808080808080303e0c80000000045000021626f40004011b83d0808080808080808b7e10035000d203e68656c6c6f';
const DNS_UNREACHABLE_V4 =
  '45c0005a3937000040012c430affff350affff350303a3d6000000004500003e9cea40004011895b0affff350affff3598390035002a14a5572f01000001000000000000046576696c076578616d706c6503636f6d00001c0001';
const TCP_RESET_V6 =
  '6003f8450014064020010db800000000000000000000000100000000000000000000000000000001270fe7a4000000006e3896e3501400002dd50000';

const packet = (hex: string): Buffer => Buffer.from(hex, 'hex');

describe('refusalOf', () => {
  it('a reset of sequence 0 is a refused connect to its source address and port', () => {
    expect(refusalOf(packet(TCP_RESET_V4))).toEqual({
      destination: '10.1.2.3:8443',
      via: 'direct',
    });
    expect(refusalOf(packet(TCP_RESET_V6))).toEqual({
      destination: '[2001:db8::1]:9999',
      via: 'direct',
    });
  });

  it('a port-unreachable is a refused datagram to the address and port it quotes', () => {
    expect(refusalOf(packet(UDP_UNREACHABLE_V4))).toEqual({
      destination: '8.8.8.8:53',
      via: 'udp',
    });
  });

  it('a refused DNS query is listed by the name it asked for', () => {
    expect(refusalOf(packet(DNS_UNREACHABLE_V4))).toEqual({
      destination: 'evil.example.com',
      via: 'dns',
    });
  });

  it('a reset that ends an established connection, or other traffic, refuses nothing', () => {
    const established = packet(TCP_RESET_V4);
    established.writeUInt32BE(12345, 24); // a real sequence number
    expect(refusalOf(established)).toBeUndefined();
    const syn = packet(TCP_RESET_V4);
    syn[33] = 0x02;
    expect(refusalOf(syn)).toBeUndefined();
    expect(refusalOf(Buffer.from('not a packet'))).toBeUndefined();
    expect(refusalOf(packet(TCP_RESET_V4).subarray(0, 30))).toBeUndefined();
  });
});

describe('dnsQueryName', () => {
  it('reads the first question; a name with odd bytes or a cut message is not read', () => {
    const query = (labels: string[]): Buffer =>
      Buffer.concat([
        Buffer.alloc(12),
        ...labels.map((l) => Buffer.concat([Buffer.from([l.length]), Buffer.from(l, 'latin1')])),
        Buffer.from([0, 0, 1, 0, 1]),
      ]);
    expect(dnsQueryName(query(['Exfil', 'attacker', 'example']))).toBe('Exfil.attacker.example');
    expect(dnsQueryName(query(['a`b', 'example']))).toBeUndefined();
    expect(dnsQueryName(query(['abc', 'example']).subarray(0, 16))).toBeUndefined();
  });
});

describe('RefusalTally', () => {
  it('adds up tries per destination and skips lines that are not packets', () => {
    const tally = new RefusalTally();
    for (const line of [TCP_RESET_V4, TCP_RESET_V4, DNS_UNREACHABLE_V4, 'ready', 'zz', ''])
      tally.addHexLine(line);
    expect(tally.destinations()).toEqual([
      { destination: '10.1.2.3:8443', via: 'direct', tries: 2 },
      { destination: 'evil.example.com', via: 'dns', tries: 1 },
    ]);
  });
});

describe('RefusalTally under a scan', () => {
  it('names at most MAX_RECORDED_DESTINATIONS destinations and adds up the rest in one row', () => {
    const tally = new RefusalTally();
    for (let port = 1; port <= MAX_RECORDED_DESTINATIONS + 50; port++) {
      const reset = Buffer.from(TCP_RESET_V4, 'hex');
      reset.writeUInt16BE(port, 20);
      tally.addHexLine(reset.toString('hex'));
    }
    const rows = tally.destinations();
    expect(rows).toHaveLength(MAX_RECORDED_DESTINATIONS + 1);
    expect(rows.at(-1)).toEqual({ destination: '(more destinations)', via: 'direct', tries: 50 });
  });
});
