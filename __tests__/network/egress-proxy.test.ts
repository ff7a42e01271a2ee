/**
 * The egress proxy on its unix socket: CONNECT and plain HTTP to an allowed host:port go
 * through; anything else gets 403 with why and how to allow it, and is counted with its reason.
 * Internal destinations: names are resolved by a resolver the test gives, so names pointing at
 * the metadata service or a private network are refused before any connect, and nothing leaves
 * the runner's loopback; "allowed by a CIDR" uses loopback aliases (127.0.0.0/8 is all local).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseAllowedHosts } from '../../src/network/allowlist.js';
import { frontedHost, startEgressProxy, type EgressProxy } from '../../src/network/egress-proxy.js';

/** Sends raw bytes to the proxy's socket; resolves with everything it answered. */
function exchange(socketPath: string, bytes: string, after?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(socketPath);
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
      if (after && answer.includes('200 Connection Established') && !answer.includes('after')) {
        socket.write(after);
        answer += 'after';
      }
    });
    socket.on('end', () => resolve(answer.replace('after', '')));
    socket.on('error', reject);
    socket.write(bytes);
  });
}

/** A plain HTTP request through the proxy: status and body. */
function plain(socketPath: string, url: string, host: string): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const req = request({ socketPath, path: url, headers: { host } }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve(`${res.statusCode} ${text}`));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A server on an address of the runner's loopback that records the requests it saw. */
async function loopbackServer(
  address: string,
): Promise<{ server: Server; port: number; seen: string[] }> {
  const seen: string[] = [];
  const server = createServer((req, res) => {
    seen.push(`${req.method} ${req.url} host=${req.headers.host}`);
    res.setHeader('connection', 'close');
    res.end(`upstream saw ${req.method} ${req.url} host=${req.headers.host}`);
  });
  await new Promise<void>((resolve) => server.listen(0, address, resolve));
  return { server, port: (server.address() as { port: number }).port, seen };
}

describe('the egress proxy', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ralph-egress-'));
  const socketPath = join(dir, 'egress.sock');
  let upstream: Awaited<ReturnType<typeof loopbackServer>>;
  let port = 0;
  let proxy: EgressProxy;

  beforeAll(async () => {
    upstream = await loopbackServer('127.0.0.1');
    port = upstream.port;
    proxy = await startEgressProxy(socketPath, parseAllowedHosts(`127.0.0.1:${port} localhost`));
  });
  afterAll(async () => {
    await proxy.close();
    upstream.server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('CONNECT to an allowed host:port opens a tunnel', async () => {
    const answer = await exchange(
      socketPath,
      `CONNECT 127.0.0.1:${port} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`,
      `GET /tunnelled HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
    );
    expect(answer).toContain('HTTP/1.1 200 Connection Established');
    expect(answer).toContain('upstream saw GET /tunnelled host=x');
  });

  it('plain HTTP to an allowed host:port is forwarded with its path and Host', async () => {
    expect(await plain(socketPath, `http://127.0.0.1:${port}/plain?q=1`, `127.0.0.1:${port}`)).toBe(
      `200 upstream saw GET /plain?q=1 host=127.0.0.1:${port}`,
    );
  });

  it('refuses the rest with 403, why and the way to allow it, and counts each try', async () => {
    const connectAnswer = await exchange(
      socketPath,
      'CONNECT blocked.example:443 HTTP/1.1\r\nHost: blocked.example:443\r\n\r\n',
    );
    expect(connectAnswer).toMatch(/^HTTP\/1\.1 403 Forbidden/);
    expect(connectAnswer).toContain('blocked.example:443 is refused: not in allowed-hosts');
    await exchange(socketPath, 'CONNECT blocked.example:443 HTTP/1.1\r\n\r\n');
    const plainAnswer = await exchange(
      socketPath,
      `GET http://127.0.0.1:${port + 1}/ HTTP/1.1\r\nHost: 127.0.0.1:${port + 1}\r\nConnection: close\r\n\r\n`,
    );
    expect(plainAnswer).toMatch(/^HTTP\/1\.1 403 Forbidden/);
    expect(plainAnswer).toContain('Add it to the allowed-hosts input');
    expect(proxy.refused()).toEqual([
      { destination: 'blocked.example:443', reason: 'not in allowed-hosts', tries: 2 },
      { destination: `127.0.0.1:${port + 1}`, reason: 'not in allowed-hosts', tries: 1 },
    ]);
  });

  it('an allowed name that resolves to loopback is refused, with the reason', async () => {
    // (on the port of the 127.0.0.1 entry it would be allowed: that entry names the address)
    const answer = await exchange(socketPath, `CONNECT localhost:${port + 1} HTTP/1.1\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 403 Forbidden/);
    expect(answer).toMatch(/localhost:\d+ is refused: resolves to (127\.0\.0\.1|::1) \(loopback\)/);
    expect(upstream.seen).not.toContain(expect.stringContaining('localhost'));
  });

  it('answers a request that names no destination with 400, uncounted', async () => {
    const before = proxy.refused().length;
    const answer = await exchange(socketPath, 'GET /relative HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    expect(proxy.refused()).toHaveLength(before);
  });
});

describe('internal destinations', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ralph-egress-'));
  let alias: Awaited<ReturnType<typeof loopbackServer>>;
  const proxies: EgressProxy[] = [];
  /** The names of the test and where they point; every lookup is recorded. */
  const names: Record<string, string[]> = {
    'metadata.example.test': ['169.254.169.254'],
    'db.example.test': ['10.20.30.40'],
    'cgnat.example.test': ['100.64.1.2'],
    'mapped.example.test': ['::ffff:169.254.169.254'],
    'ula.example.test': ['fd12:3456::1'],
    'multicast.example.test': ['239.1.2.3'],
    'own.example.test': ['52.1.2.3'],
  };
  const lookups: string[] = [];
  const resolve = async (host: string): Promise<string[]> => {
    lookups.push(host);
    if (host === 'alias.example.test') return ['127.0.0.9'];
    const found = names[host];
    if (!found) throw new Error('ENOTFOUND');
    return found;
  };

  async function proxyFor(entries: string): Promise<string> {
    const socketPath = join(dir, `egress-${proxies.length}.sock`);
    proxies.push(
      await startEgressProxy(socketPath, parseAllowedHosts(entries), {
        resolve,
        // the runner's own public address, as a cloud runner has one
        ownAddresses: () => ['127.0.0.1', '52.1.2.3'],
      }),
    );
    return socketPath;
  }

  beforeAll(async () => {
    alias = await loopbackServer('127.0.0.9');
  });
  afterAll(async () => {
    await Promise.all(proxies.map((p) => p.close()));
    alias.server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('names of an allowed wildcard that resolve inside are refused before any connect, each with its reason', async () => {
    const socketPath = await proxyFor('*.example.test');
    const expected: Record<string, string> = {
      metadata: '169.254.169.254 (link-local)',
      db: '10.20.30.40 (private)',
      cgnat: '100.64.1.2 (carrier-grade NAT)',
      mapped: '::ffff:169.254.169.254 (IPv4-mapped)',
      ula: 'fd12:3456::1 (unique-local)',
      multicast: '239.1.2.3 (multicast)',
      own: "52.1.2.3 (the runner's own address)",
    };
    for (const [name, why] of Object.entries(expected)) {
      const answer = await exchange(socketPath, `CONNECT ${name}.example.test:80 HTTP/1.1\r\n\r\n`);
      expect(answer).toMatch(/^HTTP\/1\.1 403 Forbidden/);
      expect(answer).toContain(`resolves to ${why}.`);
      expect(answer).toContain("inside the runner's network");
    }
    const plainAnswer = await plain(
      socketPath,
      'http://metadata.example.test/latest/meta-data/',
      'metadata.example.test',
    );
    expect(plainAnswer).toMatch(/^403 .*169\.254\.169\.254 \(link-local\)/);
    const refused = proxies[0]!.refused();
    expect(refused).toHaveLength(7);
    expect(refused[0]).toEqual({
      destination: 'metadata.example.test:80',
      reason: 'resolves to 169.254.169.254 (link-local)',
      tries: 2,
    });
  });

  it('an address target inside is reached only through an entry naming it or its CIDR', async () => {
    const socketPath = await proxyFor(`10.0.0.0/8 127.0.0.9:${alias.port}`);
    // allowed by a CIDR, but nothing listens there from here: the entry is checked, not forwarded
    const answer = await exchange(socketPath, `CONNECT 169.254.169.254:80 HTTP/1.1\r\n\r\n`);
    expect(answer).toContain('169.254.169.254:80 is refused: not in allowed-hosts');
    const reached = await plain(
      socketPath,
      `http://127.0.0.9:${alias.port}/x`,
      `127.0.0.9:${alias.port}`,
    );
    expect(reached).toBe(`200 upstream saw GET /x host=127.0.0.9:${alias.port}`);
  });

  it('a name resolving inside is reached when a CIDR entry allows the address (a loopback alias)', async () => {
    const refusedPath = await proxyFor('alias.example.test');
    const refused = await plain(
      refusedPath,
      `http://alias.example.test:${alias.port}/`,
      `alias.example.test:${alias.port}`,
    );
    expect(refused).toMatch(/^403 .*resolves to 127\.0\.0\.9 \(loopback\)/);
    const before = alias.seen.length;
    expect(alias.seen).toHaveLength(before);

    const allowedPath = await proxyFor('alias.example.test, 127.0.0.8/29');
    const reached = await plain(
      allowedPath,
      `http://alias.example.test:${alias.port}/db`,
      `alias.example.test:${alias.port}`,
    );
    expect(reached).toBe(`200 upstream saw GET /db host=alias.example.test:${alias.port}`);
    const tunnel = await exchange(
      allowedPath,
      `CONNECT alias.example.test:${alias.port} HTTP/1.1\r\n\r\n`,
      'GET /t HTTP/1.1\r\nHost: alias.example.test\r\nConnection: close\r\n\r\n',
    );
    expect(tunnel).toContain('upstream saw GET /t host=alias.example.test');
    // a CIDR with a port allows that port only
    const portPath = await proxyFor(`alias.example.test, 127.0.0.8/29:${alias.port + 1}`);
    expect(
      await plain(
        portPath,
        `http://alias.example.test:${alias.port}/`,
        `alias.example.test:${alias.port}`,
      ),
    ).toMatch(/^403 /);
  });

  it('resolves once and connects to the address it checked (no rebinding)', async () => {
    let answers = 0;
    const socketPath = join(dir, 'rebind.sock');
    const rebinding = await startEgressProxy(
      socketPath,
      parseAllowedHosts('rebind.example.test, 127.0.0.9'),
      {
        // the first answer is the allowed address, every later one the metadata service
        resolve: async () => (answers++ === 0 ? ['127.0.0.9'] : ['169.254.169.254']),
        ownAddresses: () => [],
      },
    );
    proxies.push(rebinding);
    const reached = await plain(
      socketPath,
      `http://rebind.example.test:${alias.port}/r`,
      `rebind.example.test:${alias.port}`,
    );
    expect(reached).toBe(`200 upstream saw GET /r host=rebind.example.test:${alias.port}`);
    expect(answers).toBe(1);
  });

  it('a plain request whose Host header names another host is refused (domain fronting)', async () => {
    const socketPath = await proxyFor(`127.0.0.9:${alias.port}`);
    const before = alias.seen.length;
    const answer = await plain(socketPath, `http://127.0.0.9:${alias.port}/`, 'blocked.example');
    expect(answer).toMatch(
      /^403 .*its Host header names "blocked.example", not the URL's host \(domain fronting\)/,
    );
    expect(alias.seen).toHaveLength(before);
  });
});

describe('frontedHost', () => {
  it('accepts the URL host with or without the default port, in any case; refuses another', () => {
    expect(frontedHost('Example.COM', { host: 'example.com', port: 80 })).toBeUndefined();
    expect(frontedHost('example.com:80', { host: 'example.com', port: 80 })).toBeUndefined();
    expect(frontedHost('example.com.', { host: 'example.com', port: 80 })).toBeUndefined();
    expect(frontedHost(undefined, { host: 'example.com', port: 80 })).toBeUndefined();
    expect(frontedHost('example.com:8080', { host: 'example.com', port: 80 })).toMatch(/fronting/);
    expect(frontedHost('evil.example', { host: 'example.com', port: 80 })).toMatch(/fronting/);
  });
});
