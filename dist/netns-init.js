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
;// CONCATENATED MODULE: ./src/network/nft-rules.ts
/**
 * The nftables table inside the agent's network namespace. It enforces nothing (the namespace
 * has no way out but loopback, and every address routes to loopback): it records. Every
 * connection attempt that reached no listener is answered by the kernel with a RST/ACK of
 * sequence 0; the rule puts that reset's source, the address and port the agent tried, into a
 * set with a counter. Connections to the agent's own servers on loopback (a test's server)
 * work and are not recorded; resets that end an established connection have a real sequence
 * number and are not counted either.
 */
const NFT_TABLE = 'ralph';
const NFT_RULESET = `table inet ${NFT_TABLE} {
  set blocked4 { type ipv4_addr . inet_service; flags dynamic; counter; }
  set blocked6 { type ipv6_addr . inet_service; flags dynamic; counter; }
  chain out {
    type filter hook output priority 0; policy accept;
    meta nfproto ipv4 tcp flags & (syn | rst | ack) == rst | ack tcp sequence 0 update @blocked4 { ip saddr . tcp sport }
    meta nfproto ipv6 tcp flags & (syn | rst | ack) == rst | ack tcp sequence 0 update @blocked6 { ip6 saddr . tcp sport }
  }
}
`;
const NFT_SETS = ['blocked4', 'blocked6'];
/** ip:port -> tries from the JSON of `nft -j list set` (one document per set). */
function parseBlockedSets(documents) {
    const blocked = new Map();
    for (const document of documents) {
        let parsed;
        try {
            parsed = JSON.parse(document);
        }
        catch {
            continue;
        }
        for (const entry of parsed.nftables ?? []) {
            for (const element of entry.set?.elem ?? []) {
                const [address, port] = element.elem?.val?.concat ?? [];
                const tries = element.elem?.counter?.packets ?? 0;
                if (address === undefined || port === undefined || tries === 0)
                    continue;
                const key = `${address.includes(':') ? `[${address}]` : address}:${port}`;
                blocked.set(key, (blocked.get(key) ?? 0) + tries);
            }
        }
    }
    return blocked;
}

;// CONCATENATED MODULE: ./src/network/netns-init.ts
/**
 * The root init of the agent's network namespace (bundled as dist/netns-init.js and run as
 *   unshare --net --pid --fork --kill-child -- node netns-init.js CONFIG -- setpriv ... -- cmd
 * so it is PID 1 of a PID namespace and the only process with a network of its own). It
 *  - brings loopback up and routes every address to it, so any connect lands locally and fails
 *    at once (nothing leaves: the namespace has no other interface);
 *  - loads the recording table (nft-rules.ts);
 *  - relays 127.0.0.1:<egress port> to the harness's egress proxy and, when ANTHROPIC_BASE_URL
 *    is on loopback, its port to the harness's model proxy, over unix sockets in a directory
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
/** The model proxy's port, when ANTHROPIC_BASE_URL points at loopback. */
function modelPort(env) {
    try {
        const url = new URL(env.ANTHROPIC_BASE_URL ?? '');
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
    run(config.nft, ['-f', '-'], NFT_RULESET);
}
function recordBlocked(config) {
    const documents = NFT_SETS.map((set) => {
        try {
            return (0,external_node_child_process_namespaceObject.execFileSync)(config.nft, ['-j', 'list', 'set', 'inet', NFT_TABLE, set], {
                encoding: 'utf8',
                stdio: ['ignore', 'pipe', 'ignore'],
            });
        }
        catch {
            return '';
        }
    });
    try {
        (0,external_node_fs_namespaceObject.writeFileSync)(config.record, JSON.stringify(documents), { mode: 0o644 });
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
            recordBlocked(config);
            for (const server of servers)
                server.close();
            resolve(code ?? 128 + (signal ? external_node_os_namespaceObject.constants.signals[signal] : 0));
        });
    });
}
main(process.argv.slice(2)).then((code) => process.exit(code), (error) => {
    process.stderr.write(`ralph: could not set up the agent's network namespace: ${error.message}\n`);
    process.exit(125);
});

