/**
 * The model proxy: an HTTP server on 127.0.0.1 between the agent and the model API. A request
 * must present a live capability (where claude puts its credential); the proxy takes it off,
 * puts the real credential on, and passes the request upstream and the response back as they
 * come (SSE included: chunk by chunk, nothing held). It reads the usage of every response for
 * the grant that made the request, and refuses requests its grant says no to (the cost limit).
 * A revoked capability is refused like one never issued.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  Agent as HttpAgent,
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { Socket } from 'node:net';
import { authorize, presentedCapability, type ModelCredential } from './credential.js';
import { SseUsageReader, usageOfJson, type MessageUsage } from './usage.js';

export const DEFAULT_UPSTREAM = 'https://api.anthropic.com';

/** What one phase's capability may do, and where its usage goes. */
export interface GrantPolicy {
  /** Why the next request must be refused (e.g. the cost limit), or undefined to let it pass. */
  refusal(): string | undefined;
  /** Called with the usage of every response (after it was passed on). */
  onUsage(usage: MessageUsage): void;
}

export interface Grant {
  /** The secret the agent presents instead of the credential. */
  capability: string;
  /** From now on the capability is refused. */
  revoke(): void;
}

export interface ModelProxy {
  /** The base URL for ANTHROPIC_BASE_URL (http://127.0.0.1:<port>). */
  url: string;
  credentialKind: ModelCredential['kind'];
  grant(policy: GrantPolicy): Grant;
  close(): Promise<void>;
}

export interface ModelProxyOptions {
  credential: ModelCredential;
  /** The model API's base URL; default https://api.anthropic.com. */
  upstream?: string;
}

/** Headers that belong to one connection, never forwarded. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
]);
/** JSON bodies are read for usage up to this size (they are passed on whole regardless). */
const MAX_JSON_USAGE_BYTES = 1024 * 1024;

function hashOf(capability: string): string {
  return createHash('sha256').update(capability).digest('hex');
}

function sendError(res: ServerResponse, status: number, type: string, message: string): void {
  const text = JSON.stringify({ type: 'error', error: { type, message } });
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

function forwardedHeaders(
  headers: IncomingMessage['headers'],
  credential: ModelCredential,
): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name)) out[name] = value;
  }
  // Usage is read from the response as it passes: ask for it uncompressed.
  out['accept-encoding'] = 'identity';
  authorize(out, credential);
  return out;
}

/** Reads the usage of a response as it streams past, whatever its content type. */
function usageReader(response: IncomingMessage): {
  push(chunk: Buffer): void;
  result(): MessageUsage | undefined;
} {
  const type = String(response.headers['content-type'] ?? '');
  if (type.includes('text/event-stream')) return new SseUsageReader();
  const chunks: Buffer[] = [];
  let size = 0;
  return {
    push(chunk) {
      size += chunk.length;
      if (size <= MAX_JSON_USAGE_BYTES) chunks.push(chunk);
    },
    result: () =>
      size <= MAX_JSON_USAGE_BYTES
        ? usageOfJson(Buffer.concat(chunks).toString('utf8'))
        : undefined,
  };
}

export async function startModelProxy(options: ModelProxyOptions): Promise<ModelProxy> {
  const upstream = new URL(options.upstream || DEFAULT_UPSTREAM);
  const secure = upstream.protocol === 'https:';
  const send = secure ? httpsRequest : httpRequest;
  const agent = secure ? new HttpsAgent({ keepAlive: true }) : new HttpAgent({ keepAlive: true });
  const basePath = upstream.pathname.replace(/\/+$/, '');
  const grants = new Map<string, GrantPolicy>();
  const sockets = new Set<Socket>();

  const handle = (req: IncomingMessage, res: ServerResponse): void => {
    const capability = presentedCapability(req.headers);
    const policy = capability ? grants.get(hashOf(capability)) : undefined;
    if (!policy) {
      req.resume();
      sendError(
        res,
        401,
        'authentication_error',
        "The harness's model proxy refused this request: its capability is not valid (each one ends with the agent phase it was issued for).",
      );
      return;
    }
    const refusal = policy.refusal();
    if (refusal) {
      req.resume();
      // Not retryable (400), worded so claude's error reads as a spending limit.
      sendError(res, 400, 'invalid_request_error', refusal);
      return;
    }
    const outgoing = send(
      {
        protocol: upstream.protocol,
        hostname: upstream.hostname,
        port: upstream.port || (secure ? 443 : 80),
        method: req.method,
        path: `${basePath}${req.url ?? '/'}`,
        headers: forwardedHeaders(req.headers, options.credential),
        agent,
      },
      (response) => {
        res.writeHead(response.statusCode ?? 502, response.statusMessage, stripHopByHop(response));
        res.flushHeaders();
        const reader = usageReader(response);
        response.on('data', (chunk: Buffer) => reader.push(chunk));
        response.on('end', () => {
          const usage = reader.result();
          if (usage) policy.onUsage(usage);
        });
        response.on('error', () => res.destroy());
        response.pipe(res);
      },
    );
    outgoing.on('socket', (socket) => socket.setNoDelay(true));
    outgoing.on('error', (error) => {
      if (res.headersSent) res.destroy();
      else
        sendError(
          res,
          502,
          'api_error',
          `The model proxy could not reach ${upstream.origin}: ${error.message}`,
        );
    });
    res.on('close', () => {
      if (!res.writableFinished) outgoing.destroy();
    });
    req.pipe(outgoing);
  };

  const server = createServer({ noDelay: true }, handle);
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('model proxy has no port');

  return {
    url: `http://127.0.0.1:${address.port}`,
    credentialKind: options.credential.kind,
    grant(policy) {
      const capability = `ralph-cap-${randomBytes(32).toString('base64url')}`;
      const key = hashOf(capability);
      grants.set(key, policy);
      return { capability, revoke: () => grants.delete(key) };
    },
    close: () =>
      new Promise<void>((resolve) => {
        grants.clear();
        for (const socket of sockets) socket.destroy();
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}

function stripHopByHop(response: IncomingMessage): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name)) out[name] = value;
  }
  return out;
}
