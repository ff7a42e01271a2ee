/**
 * The recorder of direct tries inside the agent's network namespace: a packet socket on its
 * loopback (the only interface there) that passes the refusals the kernel sends (TCP resets,
 * ICMP port-unreachables; see refusals.ts) to the namespace's init, hex-encoded, one a line.
 *
 * Node has no packet sockets, and nftables is not on every runner (GitHub's images do not
 * install it), so the socket is opened by a few lines of Perl, which Debian and Ubuntu always
 * install (perl-base is essential there). The recorder only observes: the namespace enforces
 * the restriction whether it runs or not.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { RefusalTally } from './refusals.js';
import type { BlockedDestination } from './types.js';

/**
 * Reads every packet of the namespace (AF_PACKET 17, SOCK_DGRAM 2, ETH_P_ALL): keeps those
 * loopback sent (PACKET_OUTGOING 4) that may be refusals (TCP with RST, ICMP, ICMPv6), prints
 * their first 600 bytes in hex. On TERM it reads what is queued without waiting (MSG_DONTWAIT
 * 0x40), then exits.
 */
export const RECORDER_SCRIPT = String.raw`
use strict;
socket(my $s, 17, 2, 0x0300) or die "packet socket: $!\n";
$| = 1;
print "ready\n";
my $stop = 0;
$SIG{TERM} = sub { $stop = 1 };
while (1) {
  my $from = recv($s, my $p, 600, $stop ? 0x40 : 0);
  if (!defined $from) { last if $stop; next }
  next unless length($from) >= 11 && unpack('x10 C', $from) == 4 && length($p) >= 20;
  my $v4 = (ord($p) >> 4) == 4;
  my ($proto, $at) = $v4 ? (ord(substr($p, 9, 1)), (ord($p) & 15) * 4) : (ord(substr($p, 6, 1)), 40);
  next unless ($proto == 6 && length($p) > $at + 13 && (ord(substr($p, $at + 13, 1)) & 4))
    || $proto == 1 || $proto == 58;
  print unpack('H*', $p), "\n";
}
`;

/** The argv that only opens the packet socket: whether recording works in a namespace here. */
export function recorderProbeArgv(perl: string): string[] {
  return [perl, '-e', 'socket(my $s, 17, 2, 0x0300) or die "packet socket: $!\\n"'];
}

export interface PacketRecorder {
  /** Reads what is left, stops, and returns every refused try. */
  stop(): Promise<BlockedDestination[]>;
}

/** Starts the recorder and resolves once its socket is open. */
export function startPacketRecorder(perl: string): Promise<PacketRecorder> {
  const tally = new RefusalTally();
  const child: ChildProcess = spawn(perl, ['-e', RECORDER_SCRIPT], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const closed = new Promise<void>((resolve) => child.once('close', () => resolve()));
  return new Promise((resolve, reject) => {
    let ready = false;
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      if (ready) return tally.addHexLine(line);
      if (line !== 'ready') return;
      ready = true;
      resolve({
        async stop() {
          child.kill('SIGTERM');
          const late = setTimeout(() => child.kill('SIGKILL'), 2000);
          await closed;
          clearTimeout(late);
          return tally.destinations();
        },
      });
    });
    child.once('error', reject);
    void closed.then(() => {
      if (!ready)
        reject(new Error(stderr.trim() || 'the packet recorder ended before it was ready'));
    });
  });
}
