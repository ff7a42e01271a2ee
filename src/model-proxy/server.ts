/**
 * The model proxy: a server on 127.0.0.1 between the agent and the model API. A request must
 * present a live capability (where claude puts its credential); the proxy takes it off, puts
 * the real credential on, and passes the request upstream. The response comes back as the
 * upstream's bytes, unparsed and unchanged (SSE included: as they come, nothing held), while a
 * tap reads its usage for the grant that made the request. Requests the grant says no to (the
 * cost limit) are refused; a revoked capability is refused like one never issued.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Socket } from 'node:net';
import { ClientConnection, type Admission } from './client-connection.js';
import { presentedCapability, type ModelCredential } from './credential.js';
import { headerRecord, type RequestHead } from './http-head.js';
import type { MessageUsage } from './usage.js';
import { Upstream } from './upstream.js';

export { DEFAULT_UPSTREAM } from './upstream.js';

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

function hashOf(capability: string): string {
  return createHash('sha256').update(capability).digest('hex');
}

/** The gate: a live capability passes unless its grant refuses; anything else is refused. */
function admission(grants: Map<string, GrantPolicy>, head: RequestHead): Admission {
  const capability = presentedCapability(headerRecord(head.headers));
  const policy = capability ? grants.get(hashOf(capability)) : undefined;
  if (!policy) {
    return {
      refuse: {
        status: 401,
        type: 'authentication_error',
        message:
          "The harness's model proxy refused this request: its capability is not valid (each one ends with the agent phase it was issued for).",
      },
    };
  }
  const refusal = policy.refusal();
  // Not retryable (400), worded so claude's error reads as a spending limit.
  if (refusal) return { refuse: { status: 400, type: 'invalid_request_error', message: refusal } };
  return { onUsage: (usage) => policy.onUsage(usage) };
}

export async function startModelProxy(options: ModelProxyOptions): Promise<ModelProxy> {
  const upstream = new Upstream(options.upstream);
  const grants = new Map<string, GrantPolicy>();
  const sockets = new Set<Socket>();
  const context = {
    gate: (head: RequestHead) => admission(grants, head),
    upstream,
    credential: options.credential,
  };
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    new ClientConnection(socket, context);
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
        upstream.close();
        server.close(() => resolve());
      }),
  };
}
