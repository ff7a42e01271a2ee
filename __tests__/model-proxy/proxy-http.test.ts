/**
 * The model proxy on the wire: a raw upstream that writes its answers byte by byte, and clients
 * that send what claude, curl or an adversarial agent would. The answer's bytes must reach the
 * client unchanged, the credential must be swapped, and every request the proxy cannot read
 * or must refuse must get a clear answer without reaching the model.
 */
import { afterEach, expect, test } from '@jest/globals';
import { request, Agent } from 'node:http';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { startModelProxy, type ModelProxy } from '../../src/model-proxy/server.js';
import type { MessageUsage } from '../../src/model-proxy/usage.js';
import { chunked, sseMessage } from './http-bytes.js';
import { anthropicProvider } from '../../src/model-proxy/providers/anthropic.js';

const REAL_KEY = 'sk-ant-api03-realKeyOnTheWire-000';
const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

interface RawUpstream {
  url: string;
  /** Every request head it received, with its body. */
  requests: { head: string; body: string }[];
  connections: number;
}

/** An upstream that reads requests (content-length bodies) and answers with `answer`'s bytes. */
async function rawUpstream(answer: (socket: Socket) => void, base = ''): Promise<RawUpstream> {
  const state: RawUpstream = { url: '', requests: [], connections: 0 };
  const server: Server = createServer((socket) => {
    state.connections += 1;
    let buffered = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
      for (;;) {
        const end = buffered.indexOf('\r\n\r\n');
        if (end < 0) return;
        const head = buffered.subarray(0, end).toString('latin1');
        const length = Number(/\r\ncontent-length: (\d+)/i.exec(head)?.[1] ?? 0);
        if (buffered.length < end + 4 + length) return;
        state.requests.push({
          head,
          body: buffered.subarray(end + 4, end + 4 + length).toString(),
        });
        buffered = buffered.subarray(end + 4 + length);
        answer(socket);
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => server.close(resolve)));
  const port = (server.address() as { port: number }).port;
  state.url = `http://127.0.0.1:${port}${base}`;
  return state;
}

async function proxyTo(upstream: string, refusal?: (worstCaseUsd: number) => string | undefined) {
  const proxy: ModelProxy = await startModelProxy({
    provider: anthropicProvider({ kind: 'api-key', value: REAL_KEY }, upstream),
  });
  cleanups.push(() => proxy.close());
  const usages: MessageUsage[] = [];
  const settled: { reserved: number; cost: number }[] = [];
  const refused: string[] = [];
  const grant = proxy.grant({
    reserve: refusal ?? (() => undefined),
    settle: (reserved, cost, usage) => {
      settled.push({ reserved, cost });
      if (usage) usages.push(usage);
    },
    refused: (request) => refused.push(request),
  });
  return { proxy, grant, usages, settled, refused, port: Number(new URL(proxy.url).port) };
}

/** A Messages request body the proxy can price. */
const body = (fields: Record<string, unknown> = {}): string =>
  JSON.stringify({ model: 'claude-sonnet-4-5', max_tokens: 1000, ...fields });

/** Sends raw bytes; resolves with everything the proxy sent until it closed the connection. */
function raw(port: number, bytes: string | Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(received)));
    socket.on('error', reject);
    socket.write(bytes);
  });
}

/** One request through node's HTTP client: status and body. */
function post(
  url: string,
  key: string,
  body: string,
  options: { agent?: Agent; expect?: boolean } = {},
): Promise<{ status: number; body: string; reused: boolean; continued: boolean }> {
  return new Promise((resolve, reject) => {
    let continued = false;
    const req = request(
      `${url}/v1/messages`,
      {
        method: 'POST',
        agent: options.agent,
        headers: {
          'x-api-key': key,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...(options.expect ? { expect: '100-continue' } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () =>
          resolve({ status: res.statusCode!, body: text, reused: req.reusedSocket, continued }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (options.expect) {
      req.on('continue', () => {
        continued = true;
        req.end(body);
      });
    } else {
      req.end(body);
    }
  });
}

const MESSAGE = Buffer.from(sseMessage('x'.repeat(5000)));
const SSE_HEAD =
  'HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\ntransfer-encoding: chunked\r\nconnection: keep-alive\r\nx-upstream: yes\r\n\r\n';

test('the answer reaches the client byte for byte; upstream gets the real key under the base path', async () => {
  // Chunks of 7 bytes: every usage JSON is cut by the framing, several times.
  const body = chunked(MESSAGE, 7);
  const upstream = await rawUpstream(
    (socket) => socket.write(Buffer.concat([Buffer.from(SSE_HEAD), body])),
    '/base/',
  );
  const { grant, usages, port } = await proxyTo(upstream.url);
  const json = '{"model":"claude-sonnet-4-5","max_tokens":1000,"stream":true}';
  const received = await raw(
    port,
    `POST /v1/messages?beta=true HTTP/1.1\r\nHost: 127.0.0.1\r\nx-api-key: ${grant.capability}\r\naccept-encoding: gzip, br, zstd\r\nconnection: close\r\ncontent-length: ${json.length}\r\n\r\n${json}`,
  );

  const split = received.indexOf('\r\n\r\n') + 4;
  const head = received.subarray(0, split).toString();
  expect(head).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
  expect(head).toContain('transfer-encoding: chunked\r\n');
  expect(head).toContain('x-upstream: yes\r\n');
  // The upstream's connection header is its own; this connection closes, as the client asked.
  expect(head).not.toContain('keep-alive');
  expect(head).toContain('connection: close\r\n');
  expect(received.subarray(split).equals(body)).toBe(true);

  expect(upstream.requests).toHaveLength(1);
  const sent = upstream.requests[0]!;
  expect(sent.head).toMatch(/^POST \/base\/v1\/messages\?beta=true HTTP\/1\.1\r\n/);
  expect(sent.head).toContain(`\r\nhost: ${new URL(upstream.url).host}`);
  expect(sent.head).toContain(`\r\nx-api-key: ${REAL_KEY}`);
  expect(sent.head).toContain('\r\naccept-encoding: identity');
  expect(sent.head).not.toContain(grant.capability);
  expect(sent.body).toBe(json);
  expect(usages).toEqual([
    {
      model: 'claude-sonnet-4-5',
      usage: { inputTokens: 100, outputTokens: 42, cacheReadTokens: 5000, cacheWriteTokens: 300 },
      cacheWrite1hTokens: 0,
      complete: true,
    },
  ]);
});

test('one kept-alive connection each way carries request after request; a refused one in between too', async () => {
  const upstream = await rawUpstream((socket) =>
    socket.write(`${SSE_HEAD}${chunked(MESSAGE, 1000).toString()}`),
  );
  const { proxy, grant, usages } = await proxyTo(upstream.url);
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  cleanups.push(() => agent.destroy());

  const first = await post(proxy.url, grant.capability, body({ n: 1 }), { agent });
  const refused = await post(proxy.url, 'ralph-cap-forged', body({ n: 2 }).repeat(5000), { agent });
  const third = await post(proxy.url, grant.capability, body({ n: 3 }), { agent });

  expect([first.status, refused.status, third.status]).toEqual([200, 401, 200]);
  expect(first.body).toBe(MESSAGE.toString());
  expect(JSON.parse(refused.body)).toMatchObject({
    type: 'error',
    error: {
      type: 'authentication_error',
      message: expect.stringContaining('capability is not valid'),
    },
  });
  expect([refused.reused, third.reused]).toEqual([true, true]);
  // The refused request never reached the model; the others went over one connection.
  expect(upstream.requests.map((r) => r.body)).toEqual([body({ n: 1 }), body({ n: 3 })]);
  expect(upstream.connections).toBe(1);
  expect(usages).toHaveLength(2);
});

test('the cost limit and a revoked capability are refused before the model; 100-continue is answered', async () => {
  const upstream = await rawUpstream((socket) =>
    socket.write(`${SSE_HEAD}${chunked(MESSAGE, 1000).toString()}`),
  );
  let capped = false;
  const { proxy, grant } = await proxyTo(upstream.url, () =>
    capped ? 'Spend limit reached: $2.00 of $1.50.' : undefined,
  );

  const continued = await post(proxy.url, grant.capability, body({ big: true }), { expect: true });
  expect(continued).toMatchObject({ status: 200, continued: true });
  expect(upstream.requests[0]!.head).not.toMatch(/expect/i);

  capped = true;
  const cap = await post(proxy.url, grant.capability, body());
  expect(cap.status).toBe(400);
  expect(JSON.parse(cap.body).error).toEqual({
    type: 'invalid_request_error',
    message: 'Spend limit reached: $2.00 of $1.50.',
  });
  grant.revoke();
  expect((await post(proxy.url, grant.capability, body())).status).toBe(401);
  expect(upstream.requests).toHaveLength(1);
});

test('requests the proxy cannot read are refused with why, and go nowhere', async () => {
  const upstream = await rawUpstream((socket) =>
    socket.end('HTTP/1.1 200 OK\r\ncontent-length: 0\r\n\r\n'),
  );
  const { grant, port } = await proxyTo(upstream.url);
  const key = `x-api-key: ${grant.capability}\r\n`;
  const cases: [string, RegExp][] = [
    [
      `GET http://evil.example/ HTTP/1.1\r\n${key}\r\n`,
      /^HTTP\/1\.1 400 .*malformed request line/s,
    ],
    [
      `POST /v1/messages HTTP/1.1\r\n${key}transfer-encoding: gzip\r\n\r\n`,
      /^HTTP\/1\.1 501 .*Transfer-Encoding/s,
    ],
    [
      `POST /v1/messages HTTP/1.1\r\n${key}transfer-encoding: chunked\r\ncontent-length: 5\r\n\r\n`,
      /^HTTP\/1\.1 400 .*both Transfer-Encoding and Content-Length/s,
    ],
    [
      `POST /v1/messages HTTP/1.1\r\n${key}x-injected: a\nb: c\r\n\r\n`,
      /^HTTP\/1\.1 400 .*malformed header line/s,
    ],
  ];
  for (const [request, answer] of cases) {
    expect((await raw(port, request)).toString()).toMatch(answer);
  }
  expect(upstream.requests).toHaveLength(0);
});

test('an unreachable upstream is a 502 that names it; a stream that breaks breaks the client too', async () => {
  const closed = await rawUpstream(() => undefined);
  const deadUrl = closed.url;
  await cleanups.pop()!();
  const dead = await proxyTo(deadUrl);
  const answer = await post(dead.proxy.url, dead.grant.capability, body());
  expect(answer.status).toBe(502);
  expect(JSON.parse(answer.body).error.message).toContain(
    `could not reach ${new URL(deadUrl).origin}`,
  );

  // Half the stream (its message_start included), then the upstream goes away.
  const half = chunked(MESSAGE, 100).subarray(0, 2000);
  const breaking = await rawUpstream((socket) => {
    socket.write(Buffer.concat([Buffer.from(SSE_HEAD), half]));
    setTimeout(() => socket.destroy(), 50);
  });
  const { proxy, grant, usages, settled } = await proxyTo(breaking.url);
  await expect(post(proxy.url, grant.capability, body())).rejects.toThrow(
    /aborted|socket hang up|ECONNRESET/,
  );
  // What was used is read (the input tokens the message started with), but the message never
  // said how much it wrote: it costs its worst case, all of max_tokens.
  expect(usages).toEqual([
    expect.objectContaining({
      usage: expect.objectContaining({ inputTokens: 100, outputTokens: 1 }),
      complete: false,
    }),
  ]);
  expect(settled).toHaveLength(1);
  expect(settled[0]!.cost).toBe(settled[0]!.reserved);
  // The unreachable upstream never had the request: it cost nothing.
  expect(dead.settled).toEqual([{ reserved: expect.any(Number), cost: 0 }]);
});

/** One request through node's HTTP client to any path: status and body. */
function send(
  url: string,
  key: string,
  method: string,
  path: string,
  payload = '',
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${url}${path}`,
      { method, headers: { 'x-api-key': key, 'content-length': Buffer.byteLength(payload) } },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, body: text }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

test('only the Messages API and its token counter pass: any other path is a 403 naming it, recorded', async () => {
  const upstream = await rawUpstream((socket) =>
    socket.write(`${SSE_HEAD}${chunked(MESSAGE, 1000).toString()}`),
  );
  const { proxy, grant, refused } = await proxyTo(upstream.url);
  const attempts: [string, string][] = [
    ['GET', '/v1/models'],
    ['POST', '/v1/files'],
    ['POST', '/v1/messages/batches'],
    ['GET', '/v1/organizations/me'],
    ['POST', '/admin/api_keys?limit=1'],
    ['GET', '/v1/messages'],
    ['POST', '/v1/messages%2fbatches'],
    ['POST', '/v1//messages'],
    ['POST', '/v1/messages/'],
  ];
  for (const [method, path] of attempts) {
    const answer = await send(proxy.url, grant.capability, method, path, body());
    expect(answer.status).toBe(403);
    const shown = `${method} ${path.split('?')[0]}`;
    expect(JSON.parse(answer.body).error).toEqual({
      type: 'permission_error',
      message: `The harness's model proxy refused ${shown}: it passes only POST /v1/messages and POST /v1/messages/count_tokens.`,
    });
  }
  // claude's connectivity check (sent when nonessential traffic is on) is answered here, with
  // or without a capability, and a HEAD answer has no body.
  const hello = await raw(
    Number(new URL(proxy.url).port),
    'HEAD /api/hello HTTP/1.1\r\nHost: 127.0.0.1\r\nconnection: close\r\n\r\n',
  );
  expect(hello.toString()).toMatch(/^HTTP\/1\.1 200 OK\r\n[^]*\r\n\r\n$/);
  expect(upstream.requests).toHaveLength(0);
  expect(refused).toEqual(attempts.map(([method, path]) => `${method} ${path.split('?')[0]}`));

  // The two endpoints pass, with their query strings.
  const counted = await send(
    proxy.url,
    grant.capability,
    'POST',
    '/v1/messages/count_tokens?beta=true',
    body(),
  );
  const message = await send(proxy.url, grant.capability, 'POST', '/v1/messages?beta=true', body());
  expect([counted.status, message.status]).toEqual([200, 200]);
  expect(upstream.requests.map((r) => r.head.split('\r\n')[0])).toEqual([
    'POST /v1/messages/count_tokens?beta=true HTTP/1.1',
    'POST /v1/messages?beta=true HTTP/1.1',
  ]);
});

test('a request the proxy cannot price is refused before the model; count_tokens reserves nothing', async () => {
  const upstream = await rawUpstream((socket) =>
    socket.write(`${SSE_HEAD}${chunked(MESSAGE, 1000).toString()}`),
  );
  const reserved: number[] = [];
  const { proxy, grant } = await proxyTo(upstream.url, (worst) => void reserved.push(worst));
  for (const payload of ['not json', '{"model":"claude-sonnet-4-5"}', body({ max_tokens: -1 })]) {
    const answer = await post(proxy.url, grant.capability, payload);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).error.message).toMatch(/cannot price this request/);
  }
  const counted = await send(
    proxy.url,
    grant.capability,
    'POST',
    '/v1/messages/count_tokens',
    '{}',
  );
  expect(counted.status).toBe(200);
  expect(reserved).toEqual([]);
  expect(upstream.requests).toHaveLength(1);
});
