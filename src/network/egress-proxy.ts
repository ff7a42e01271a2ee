/**
 * The egress proxy: the agent's only way out of its network namespace. An HTTP proxy on a unix
 * socket (reached from inside the namespace through a relay on 127.0.0.1) that serves CONNECT
 * and plain absolute-URI HTTP to the hosts of the allowlist, and answers everything else with
 * 403 and a body saying how to allow it, counting each refused host:port.
 *
 * A host name is resolved here, on the harness's side; a name that resolves to a loopback or
 * unspecified address is refused, so an allowed name cannot be pointed at the runner's own
 * services. Loopback is reachable only through an entry that names the address itself.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { connect, isIP, type LookupFunction, type Socket } from 'node:net';
import { allowedBy } from './allowlist.js';
import type { HostRule } from './types.js';

export interface EgressProxy {
  /** Refused host:port -> tries, in the order first seen. */
  refused(): Map<string, number>;
  close(): Promise<void>;
}

/** Where the request wants to go, or undefined when the target is not host:port. */
export function parseTarget(
  target: string,
  defaultPort?: number,
): { host: string; port: number } | undefined {
  const match = /^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9._-]{1,253})(?::(\d{1,5}))?$/.exec(target);
  if (!match) return undefined;
  const port = match[2] !== undefined ? Number(match[2]) : defaultPort;
  if (port === undefined || port < 1 || port > 65535) return undefined;
  return { host: match[1]!.replace(/^\[|\]$/g, '').toLowerCase(), port };
}

function isLoopbackAddress(address: string): boolean {
  return (
    /^127\./.test(address) ||
    address === '0.0.0.0' ||
    address === '::1' ||
    address === '::' ||
    /^::ffff:127\./i.test(address)
  );
}

/** dns.lookup that refuses names resolving to the runner's loopback. */
const publicLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    const usable = addresses.filter((a) => !isLoopbackAddress(a.address));
    if (usable.length === 0)
      return callback(new Error(`${hostname} resolves to a loopback address`), '', 0);
    if (options.all)
      return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, usable);
    callback(null, usable[0]!.address, usable[0]!.family);
  });
};

function refusalBody(destination: string): string {
  return (
    `ralph: the agent's network is restricted; ${destination} is not in allowed-hosts.\n` +
    `Add it to the allowed-hosts input (or --allowed-hosts) to allow it.\n`
  );
}

export function startEgressProxy(
  socketPath: string,
  rules: readonly HostRule[],
): Promise<EgressProxy> {
  const refused = new Map<string, number>();
  const sockets = new Set<Socket>();
  const refuse = (destination: string): string => {
    refused.set(destination, (refused.get(destination) ?? 0) + 1);
    return refusalBody(destination);
  };
  const connectOptions = (host: string) => (isIP(host) ? {} : { lookup: publicLookup });
  const destinationOf = (host: string, port: number): string =>
    `${isIP(host) === 6 ? `[${host}]` : host}:${port}`;

  const server: Server = createServer((req, res) => {
    const url = safeUrl(req.url);
    const target = url?.protocol === 'http:' ? parseTarget(url.host, 80) : undefined;
    if (!url || !target) {
      res.writeHead(400, { 'content-type': 'text/plain', connection: 'close' });
      res.end('ralph: the egress proxy takes absolute http:// URLs and CONNECT host:port\n');
      return;
    }
    const destination = destinationOf(target.host, target.port);
    if (!allowedBy(rules, target.host, target.port)) {
      res.writeHead(403, { 'content-type': 'text/plain', connection: 'close' });
      res.end(refuse(destination));
      return;
    }
    forwardPlain(req, res, url, target, connectOptions(target.host));
  });
  server.on('connect', (req: IncomingMessage, client: Socket, head: Buffer) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => client.destroy());
    const target = parseTarget(req.url ?? '');
    if (!target) {
      client.end('HTTP/1.1 400 Bad Request\r\nconnection: close\r\n\r\n');
      return;
    }
    const destination = destinationOf(target.host, target.port);
    if (!allowedBy(rules, target.host, target.port)) {
      const body = refuse(destination);
      client.end(
        `HTTP/1.1 403 Forbidden\r\ncontent-type: text/plain\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
      );
      return;
    }
    const upstream = connect({
      host: target.host,
      port: target.port,
      ...connectOptions(target.host),
    });
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    let established = false;
    upstream.once('connect', () => {
      established = true;
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.on('error', (error) => {
      if (established) client.destroy();
      else
        client.end(
          `HTTP/1.1 502 Bad Gateway\r\nconnection: close\r\n\r\nralph: ${destination}: ${error.message}\n`,
        );
    });
    client.on('close', () => upstream.destroy());
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      resolve({
        refused: () => new Map(refused),
        close: () =>
          new Promise<void>((done) => {
            for (const socket of sockets) socket.destroy();
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

function safeUrl(raw: string | undefined): URL | undefined {
  try {
    return raw && /^[a-z]+:\/\//i.test(raw) ? new URL(raw) : undefined;
  } catch {
    return undefined;
  }
}

const HOP_HEADERS = new Set([
  'proxy-connection',
  'proxy-authorization',
  'connection',
  'keep-alive',
  'te',
  'trailer',
  'upgrade',
]);

/** Sends a plain HTTP request on and streams the answer back. */
function forwardPlain(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  target: { host: string; port: number },
  options: { lookup?: LookupFunction },
): void {
  const headers = Object.fromEntries(
    Object.entries(req.headers).filter(([name]) => !HOP_HEADERS.has(name)),
  );
  const upstream = httpRequest(
    {
      host: target.host,
      port: target.port,
      method: req.method,
      path: `${url.pathname}${url.search}`,
      headers,
      ...options,
    },
    (response) => {
      res.writeHead(response.statusCode ?? 502, response.headers);
      response.pipe(res);
    },
  );
  upstream.on('error', (error) => {
    if (res.headersSent) res.destroy();
    else {
      res.writeHead(502, { 'content-type': 'text/plain', connection: 'close' });
      res.end(`ralph: ${url.host}: ${error.message}\n`);
    }
  });
  req.pipe(upstream);
}
