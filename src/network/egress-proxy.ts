/**
 * The egress proxy: the agent's only way out of its network namespace. An HTTP proxy on a unix
 * socket (reached from inside the namespace through a relay on 127.0.0.1) that serves CONNECT
 * and plain absolute-URI HTTP to the hosts of the allowlist, and answers everything else with
 * 403 and a body saying why and how to allow it, counting each refused host:port with its
 * reason.
 *
 * A host name is resolved here, once, on the harness's side, and the connection goes to the
 * address that was checked (a second lookup could answer differently: DNS rebinding). An
 * address of the runner's inside (internal-addresses.ts: loopback, private, link-local, the
 * runner's own...) is refused unless an entry names that address or a CIDR holding it. A
 * plain-HTTP request whose Host header names another host than its URL is refused (domain
 * fronting).
 */
import { lookup } from 'node:dns/promises';
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { connect, isIP, type Socket } from 'node:net';
import { addressAllowedBy, allowedBy } from './allowlist.js';
import { internalReason, runnerAddresses } from './internal-addresses.js';
import { MAX_RECORDED_DESTINATIONS } from './refusals.js';
import type { HostRule } from './types.js';

export interface EgressProxy {
  /** Each refused host:port with why and its tries, in the order first seen. */
  refused(): { destination: string; reason: string; tries: number }[];
  close(): Promise<void>;
}

export interface EgressProxyOptions {
  /** Every address of a name (the system's resolver by default; tests give their own). */
  resolve?: (host: string) => Promise<string[]>;
  /** The runner's own addresses (its interfaces' by default). */
  ownAddresses?: () => readonly string[];
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

const systemResolve = async (host: string): Promise<string[]> =>
  (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);

const NOT_ALLOWED = 'not in allowed-hosts';

type Decision = { address: string } | { refused: string } | { failed: string };

/**
 * Where to connect for host:port: the first of its addresses that may be reached, or why it is
 * refused (or why it could not be resolved).
 */
async function decide(
  rules: readonly HostRule[],
  options: Required<EgressProxyOptions>,
  target: { host: string; port: number },
): Promise<Decision> {
  if (!allowedBy(rules, target.host, target.port)) return { refused: NOT_ALLOWED };
  let addresses: string[];
  try {
    addresses = isIP(target.host) ? [target.host] : await options.resolve(target.host);
  } catch (error) {
    return { failed: `${target.host} does not resolve: ${(error as Error).message}` };
  }
  const own = options.ownAddresses();
  const refusals: string[] = [];
  for (const address of addresses) {
    const reason = internalReason(address, own);
    if (!reason || addressAllowedBy(rules, address, target.port)) return { address };
    refusals.push(`${address} (${reason})`);
  }
  if (refusals.length === 0) return { failed: `${target.host} has no address` };
  return { refused: `resolves to ${refusals.join(', ')}` };
}

function refusalBody(destination: string, reason: string): string {
  const how =
    reason === NOT_ALLOWED
      ? 'Add it to the allowed-hosts input (or --allowed-hosts) to allow it.'
      : reason.startsWith('resolves to')
        ? "That is inside the runner's network: only an allowed-hosts entry (or --allowed-hosts) naming the address or its CIDR allows it."
        : 'The proxy does not forward it.';
  return `ralph: the agent's network is restricted; ${destination} is refused: ${reason}.\n${how}\n`;
}

export function startEgressProxy(
  socketPath: string,
  rules: readonly HostRule[],
  options: EgressProxyOptions = {},
): Promise<EgressProxy> {
  const settings: Required<EgressProxyOptions> = {
    resolve: options.resolve ?? systemResolve,
    ownAddresses: options.ownAddresses ?? runnerAddresses,
  };
  const refused = new Map<string, { destination: string; reason: string; tries: number }>();
  const sockets = new Set<Socket>();
  const refuse = (destination: string, reason: string): string => {
    let key = `${destination} ${reason}`;
    const seen = refused.get(key);
    if (seen) seen.tries++;
    else if (refused.size < MAX_RECORDED_DESTINATIONS)
      refused.set(key, { destination, reason, tries: 1 });
    else {
      // a scan of many hosts must not grow the record without bound
      key = '(more destinations)';
      const more = refused.get(key) ?? { destination: key, reason: 'refused', tries: 0 };
      more.tries++;
      refused.set(key, more);
    }
    return refusalBody(destination, reason);
  };
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
    const answer = (status: number, body: string): void => {
      res.writeHead(status, { 'content-type': 'text/plain', connection: 'close' });
      res.end(body);
    };
    const fronted = frontedHost(req.headers.host, target);
    if (fronted) return answer(403, refuse(destination, fronted));
    void decide(rules, settings, target).then((decision) => {
      if ('refused' in decision) return answer(403, refuse(destination, decision.refused));
      if ('failed' in decision) return answer(502, `ralph: ${decision.failed}\n`);
      forwardPlain(req, res, url, { address: decision.address, port: target.port });
    });
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
    void decide(rules, settings, target).then((decision) => {
      if ('address' in decision)
        return tunnel(client, head, { address: decision.address, port: target.port }, destination);
      const [status, body] =
        'refused' in decision
          ? ['403 Forbidden', refuse(destination, decision.refused)]
          : ['502 Bad Gateway', `ralph: ${decision.failed}\n`];
      client.end(
        `HTTP/1.1 ${status}\r\ncontent-type: text/plain\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
      );
    });
  });
  const tunnel = (
    client: Socket,
    head: Buffer,
    to: { address: string; port: number },
    destination: string,
  ): void => {
    if (client.destroyed) return;
    const upstream = connect({ host: to.address, port: to.port });
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
  };
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      resolve({
        refused: () => [...refused.values()].map((entry) => ({ ...entry })),
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

/**
 * Why a plain request's Host header is refused: it names another host:port than the URL (a
 * server behind the allowed address would route by it: domain fronting); undefined when it
 * agrees or is absent.
 */
export function frontedHost(
  header: string | undefined,
  target: { host: string; port: number },
): string | undefined {
  if (header === undefined) return undefined;
  const named = parseTarget(header.trim().replace(/\.(?=:\d+$|$)/, ''), 80);
  if (named && named.host === target.host.replace(/\.$/, '') && named.port === target.port)
    return undefined;
  return `its Host header names ${JSON.stringify(header.slice(0, 100))}, not the URL's host (domain fronting)`;
}

/** Sends a plain HTTP request on to the checked address and streams the answer back. */
function forwardPlain(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  to: { address: string; port: number },
): void {
  const headers = {
    ...Object.fromEntries(Object.entries(req.headers).filter(([name]) => !HOP_HEADERS.has(name))),
    host: url.host,
  };
  const upstream = httpRequest(
    {
      host: to.address,
      port: to.port,
      method: req.method,
      path: `${url.pathname}${url.search}`,
      headers,
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
