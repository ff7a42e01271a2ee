/**
 * The egress proxy on its unix socket: CONNECT and plain HTTP to an allowed host:port go
 * through; anything else gets 403 with how to allow it, and is counted.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseAllowedHosts } from '../../src/network/allowlist.js';
import { startEgressProxy, type EgressProxy } from '../../src/network/egress-proxy.js';

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

describe('the egress proxy', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ralph-egress-'));
  const socketPath = join(dir, 'egress.sock');
  let upstream: Server;
  let port = 0;
  let proxy: EgressProxy;

  beforeAll(async () => {
    upstream = createServer((req, res) => {
      res.setHeader('connection', 'close');
      res.end(`upstream saw ${req.method} ${req.url} host=${req.headers.host}`);
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    port = (upstream.address() as { port: number }).port;
    proxy = await startEgressProxy(socketPath, parseAllowedHosts(`127.0.0.1:${port} localhost`));
  });
  afterAll(async () => {
    await proxy.close();
    upstream.close();
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

  it('plain HTTP to an allowed host:port is forwarded with its path', async () => {
    const body = await new Promise<string>((resolve, reject) => {
      const req = request(
        { socketPath, path: `http://127.0.0.1:${port}/plain?q=1`, headers: { host: 'h' } },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve(`${res.statusCode} ${text}`));
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(body).toBe('200 upstream saw GET /plain?q=1 host=h');
  });

  it('refuses the rest with 403 and the way to allow it, and counts each try', async () => {
    const connectAnswer = await exchange(
      socketPath,
      'CONNECT blocked.example:443 HTTP/1.1\r\nHost: blocked.example:443\r\n\r\n',
    );
    expect(connectAnswer).toMatch(/^HTTP\/1\.1 403 Forbidden/);
    expect(connectAnswer).toContain('blocked.example:443 is not in allowed-hosts');
    await exchange(socketPath, 'CONNECT blocked.example:443 HTTP/1.1\r\n\r\n');
    const plainAnswer = await exchange(
      socketPath,
      `GET http://127.0.0.1:${port + 1}/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
    );
    expect(plainAnswer).toMatch(/^HTTP\/1\.1 403 Forbidden/);
    expect(plainAnswer).toContain('Add it to the allowed-hosts input');
    expect([...proxy.refused()]).toEqual([
      ['blocked.example:443', 2],
      [`127.0.0.1:${port + 1}`, 1],
    ]);
  });

  it('an allowed name that resolves to loopback is not followed there', async () => {
    const answer = await exchange(socketPath, `CONNECT localhost:${port} HTTP/1.1\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 502 Bad Gateway/);
    expect(answer).toContain('localhost resolves to a loopback address');
  });

  it('answers a request that names no destination with 400, uncounted', async () => {
    const answer = await exchange(socketPath, 'GET /relative HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    expect(proxy.refused().size).toBe(2);
  });
});
