import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
var __webpack_exports__ = {};

;// CONCATENATED MODULE: external "node:child_process"
const external_node_child_process_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");
;// CONCATENATED MODULE: external "node:fs"
const external_node_fs_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");
;// CONCATENATED MODULE: external "node:net"
const external_node_net_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");
;// CONCATENATED MODULE: external "node:os"
const external_node_os_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");
;// CONCATENATED MODULE: external "node:readline"
const external_node_readline_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:readline");
;// CONCATENATED MODULE: ./src/network/refusals.ts
const TCP = 6;
const UDP = 17;
const ICMP = 1;
const ICMPV6 = 58;
const DNS_PORT = 53;
function ipv4(packet, at) {
    return [...packet.subarray(at, at + 4)].join('.');
}
function ipv6(packet, at) {
    const groups = [];
    for (let i = 0; i < 8; i++)
        groups.push(packet.readUInt16BE(at + i * 2).toString(16));
    // the longest run of zero groups becomes "::"
    let best = { start: -1, length: 0 };
    for (let i = 0; i < 8;) {
        if (groups[i] !== '0') {
            i++;
            continue;
        }
        let j = i;
        while (j < 8 && groups[j] === '0')
            j++;
        if (j - i > best.length && j - i > 1)
            best = { start: i, length: j - i };
        i = j;
    }
    if (best.start < 0)
        return groups.join(':');
    return `${groups.slice(0, best.start).join(':')}::${groups.slice(best.start + best.length).join(':')}`;
}
function ipHeader(packet, at = 0) {
    if (packet.length < at + 20)
        return undefined;
    const version = packet[at] >> 4;
    if (version === 4) {
        const length = (packet[at] & 0x0f) * 4;
        if (length < 20 || packet.length < at + length)
            return undefined;
        return {
            protocol: packet[at + 9],
            source: ipv4(packet, at + 12),
            destination: ipv4(packet, at + 16),
            payload: at + length,
        };
    }
    if (version === 6 && packet.length >= at + 40)
        return {
            protocol: packet[at + 6],
            source: ipv6(packet, at + 8),
            destination: ipv6(packet, at + 24),
            payload: at + 40,
        };
    return undefined;
}
const hostPort = (address, port) => `${address.includes(':') ? `[${address}]` : address}:${port}`;
/** The name a DNS query asks for (its first question, as sent: case can carry data), or undefined when it is not readable. */
function dnsQueryName(message) {
    if (message.length < 13)
        return undefined;
    const labels = [];
    let at = 12;
    while (at < message.length) {
        const length = message[at];
        if (length === 0)
            return labels.length > 0 ? labels.join('.') : '.';
        if (length > 63 || at + 1 + length > message.length)
            return undefined;
        const label = message.subarray(at + 1, at + 1 + length).toString('latin1');
        if (!/^[A-Za-z0-9_-]+$/.test(label))
            return undefined;
        labels.push(label);
        at += 1 + length;
    }
    return undefined;
}
/** The try a UDP datagram quoted by an ICMP port-unreachable was. */
function quotedDatagram(packet, at) {
    const quoted = ipHeader(packet, at);
    if (!quoted || quoted.protocol !== UDP || packet.length < quoted.payload + 8)
        return undefined;
    const port = packet.readUInt16BE(quoted.payload + 2);
    if (port === DNS_PORT) {
        const name = dnsQueryName(packet.subarray(quoted.payload + 8));
        if (name)
            return { destination: name, via: 'dns' };
    }
    return { destination: hostPort(quoted.destination, port), via: 'udp' };
}
/**
 * The try a packet the namespace's loopback sent refuses, or undefined when it refuses none
 * (any other traffic).
 */
function refusalOf(packet) {
    const ip = ipHeader(packet);
    if (!ip)
        return undefined;
    const at = ip.payload;
    if (ip.protocol === TCP && packet.length >= at + 14) {
        const flags = packet[at + 13] & 0x16; // SYN, RST, ACK
        const sequence = packet.readUInt32BE(at + 4);
        if (flags === 0x14 && sequence === 0)
            return { destination: hostPort(ip.source, packet.readUInt16BE(at)), via: 'direct' };
        return undefined;
    }
    const portUnreachable = (ip.protocol === ICMP && packet[at] === 3 && packet[at + 1] === 3) ||
        (ip.protocol === ICMPV6 && packet[at] === 1 && packet[at + 1] === 4);
    return portUnreachable ? quotedDatagram(packet, at + 8) : undefined;
}
/** The most destinations one run records by name; tries to more are added up as one row. */
const MAX_RECORDED_DESTINATIONS = 500;
/** Adds up refusals (hex-encoded packets, one a line) into destinations with their tries. */
class RefusalTally {
    tries = new Map();
    addHexLine(line) {
        const text = line.trim();
        if (!/^(?:[0-9a-f]{2})+$/i.test(text))
            return;
        const found = refusalOf(Buffer.from(text, 'hex'));
        if (!found)
            return;
        // a scan of many addresses and ports must not grow the record without bound
        const full = this.tries.size >= MAX_RECORDED_DESTINATIONS;
        const named = `${found.via} ${found.destination}`;
        const refusal = full && !this.tries.has(named)
            ? {
                destination: `(more ${found.via === 'dns' ? 'names' : 'destinations'})`,
                via: found.via,
            }
            : found;
        const key = `${refusal.via} ${refusal.destination}`;
        const seen = this.tries.get(key);
        if (seen)
            seen.tries++;
        else
            this.tries.set(key, { refusal, tries: 1 });
    }
    destinations() {
        return [...this.tries.values()].map(({ refusal, tries }) => ({ ...refusal, tries }));
    }
}

;// CONCATENATED MODULE: ./src/network/packet-recorder.ts
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



/**
 * Reads every packet of the namespace (AF_PACKET 17, SOCK_DGRAM 2, ETH_P_ALL): keeps those
 * loopback sent (PACKET_OUTGOING 4) that may be refusals (TCP with RST, ICMP, ICMPv6), prints
 * their first 600 bytes in hex. On TERM it reads what is queued without waiting (MSG_DONTWAIT
 * 0x40), then exits.
 */
const RECORDER_SCRIPT = String.raw `
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
function recorderProbeArgv(perl) {
    return [perl, '-e', 'socket(my $s, 17, 2, 0x0300) or die "packet socket: $!\\n"'];
}
/** Starts the recorder and resolves once its socket is open. */
function startPacketRecorder(perl) {
    const tally = new RefusalTally();
    const child = (0,external_node_child_process_namespaceObject.spawn)(perl, ['-e', RECORDER_SCRIPT], {
        stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk.toString()));
    const closed = new Promise((resolve) => child.once('close', () => resolve()));
    return new Promise((resolve, reject) => {
        let ready = false;
        const lines = (0,external_node_readline_namespaceObject.createInterface)({ input: child.stdout });
        lines.on('line', (line) => {
            if (ready)
                return tally.addHexLine(line);
            if (line !== 'ready')
                return;
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

;// CONCATENATED MODULE: ./src/network/netns-init.ts
/**
 * The root init of the agent's network namespace (bundled as dist/netns-init.js and run as
 *   unshare --net --pid --fork --kill-child -- node netns-init.js CONFIG -- setpriv ... -- cmd
 * so it is PID 1 of a PID namespace and the only process with a network of its own). It
 *  - brings loopback up and routes every address to it, so any connect lands locally and fails
 *    at once (nothing leaves: the namespace has no other interface);
 *  - starts the packet recorder (packet-recorder.ts), where the harness found one, which
 *    records the tries the kernel refused (TCP, UDP, DNS names);
 *  - relays 127.0.0.1:<egress port> to the harness's egress proxy and, when the model's base
 *    URL (ANTHROPIC_BASE_URL or a cloud provider's) is on loopback, its port to the harness's model proxy, over unix sockets in a directory
 *    the agent's user cannot reach;
 *  - runs the command (which drops to the agent's user) with the proxy variables set, relays
 *    its exit code, writes the recorded destinations for the harness, and exits, which ends
 *    every process left in the namespace.
 */





function relay(port, toSocket, preamble) {
    const server = (0,external_node_net_namespaceObject.createServer)((client) => {
        const upstream = (0,external_node_net_namespaceObject.connect)(toSocket);
        if (preamble)
            upstream.write(preamble);
        client.pipe(upstream).pipe(client);
        const end = () => {
            client.destroy();
            upstream.destroy();
        };
        client.on('error', end);
        upstream.on('error', end);
    });
    return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => resolve(server));
    });
}
/** The variables through which claude is pointed at the model proxy, one per provider. */
const MODEL_URL_VARIABLES = [
    'ANTHROPIC_BASE_URL',
    'ANTHROPIC_BEDROCK_BASE_URL',
    'ANTHROPIC_VERTEX_BASE_URL',
    'ANTHROPIC_FOUNDRY_BASE_URL',
];
/** The model proxy's port, when the provider's base URL points at loopback. */
function modelPort(env) {
    const name = MODEL_URL_VARIABLES.find((variable) => env[variable]);
    try {
        const url = new URL(name ? env[name] : '');
        if (!['127.0.0.1', 'localhost'].includes(url.hostname))
            return undefined;
        return Number(url.port || (url.protocol === 'https:' ? 443 : 80));
    }
    catch {
        return undefined;
    }
}
function bringUp(config) {
    const run = (tool, args, input) => {
        (0,external_node_child_process_namespaceObject.execFileSync)(tool, args, { input, stdio: ['pipe', 'ignore', 'pipe'] });
    };
    run(config.ip, ['link', 'set', 'lo', 'up']);
    run(config.ip, ['route', 'add', 'local', '0.0.0.0/0', 'dev', 'lo']);
    try {
        run(config.ip, ['-6', 'route', 'add', 'local', '::/0', 'dev', 'lo']);
    }
    catch {
        // no IPv6 here: nothing to route
    }
}
/** The recorder, or undefined (said on stderr) where it cannot start: recording is not enforcing. */
async function startRecorder(config) {
    if (!config.perl)
        return undefined;
    try {
        return await startPacketRecorder(config.perl);
    }
    catch (error) {
        process.stderr.write(`ralph: the direct tries of this run are not recorded: ${error.message}\n`);
        return undefined;
    }
}
async function recordBlocked(config, recorder) {
    const blocked = recorder ? await recorder.stop() : [];
    try {
        (0,external_node_fs_namespaceObject.writeFileSync)(config.record, JSON.stringify(blocked), { mode: 0o644 });
    }
    catch (error) {
        // The command's exit code matters more than the record: say so and go on.
        process.stderr.write(`ralph: could not record the blocked destinations: ${error.message}\n`);
    }
}
async function main(argv) {
    const split = argv.indexOf('--');
    const config = JSON.parse(argv[0] ?? '');
    const [command, ...args] = argv.slice(split + 1);
    if (split < 0 || !command)
        throw new Error('usage: netns-init CONFIG -- command [args]');
    bringUp(config);
    const recorder = await startRecorder(config);
    const egress = await relay(0, config.egressSocket);
    const servers = [egress];
    const model = modelPort(process.env);
    if (model)
        servers.push(await relay(model, config.loopbackSocket, `${model}\n`));
    const proxy = `http://127.0.0.1:${egress.address().port}`;
    const noProxy = '127.0.0.1,localhost,::1';
    const child = (0,external_node_child_process_namespaceObject.spawn)(command, args, {
        stdio: 'inherit',
        env: {
            ...process.env,
            HTTP_PROXY: proxy,
            HTTPS_PROXY: proxy,
            http_proxy: proxy,
            https_proxy: proxy,
            NO_PROXY: noProxy,
            no_proxy: noProxy,
            // claude's own telemetry, error reports and update checks would only be refused (and
            // listed as blocked in every run): it does without them.
            CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
        },
    });
    for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'])
        process.on(signal, () => child.kill(signal));
    return new Promise((resolve) => {
        child.on('error', (error) => {
            process.stderr.write(`ralph: could not start ${command}: ${error.message}\n`);
            resolve(127);
        });
        child.on('exit', (code, signal) => {
            for (const server of servers)
                server.close();
            void recordBlocked(config, recorder).then(() => resolve(code ?? 128 + (signal ? external_node_os_namespaceObject.constants.signals[signal] : 0)));
        });
    });
}
main(process.argv.slice(2)).then((code) => process.exit(code), (error) => {
    process.stderr.write(`ralph: could not set up the agent's network namespace: ${error.message}\n`);
    process.exit(125);
});

