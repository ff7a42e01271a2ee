/**
 * The model proxy: a server on 127.0.0.1 between the agent and the model API. A request must
 * present a live capability (where claude puts its credential) and go to an endpoint the proxy
 * passes (endpoints.ts); its body is read whole and priced at its worst case, which the grant
 * reserves or refuses (the cost limit). Only then does the proxy take the capability off, let
 * the provider put the real credential on (providers/provider.ts), and pass the request
 * upstream. The response comes back as the upstream's bytes, unparsed and unchanged (SSE
 * included: as they come, nothing held), while a tap reads its usage; once it ends, the
 * reservation gives way to what it cost. A revoked capability is refused like one never issued.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Socket } from 'node:net';
import { ClientConnection, type Admission, type Refusal } from './client-connection.js';
import { describeRequest, isConnectivityCheck } from './endpoints.js';
import type { ExchangeOutcome } from './exchange.js';
import { headerRecord, type RequestHead } from './http-head.js';
import type { ModelProvider, ProviderRoute } from './providers/provider.js';
import { estimateCostUsd, worstCaseUsd } from './pricing.js';
import type { MessageUsage } from './usage.js';
import { Upstream } from './upstream.js';

export { DEFAULT_UPSTREAM } from './upstream.js';

/** What one phase's capability may do, and where its spending goes. */
export interface GrantPolicy {
  /**
   * Why a request that costs at most `worstCaseUsd` must be refused (the cost limit), or
   * undefined: then that much is reserved until the request settles.
   */
  reserve(worstCaseUsd: number): string | undefined;
  /** A reserved request ended: its reservation is released and `costUsd` spent. */
  settle(reservedUsd: number, costUsd: number, usage: MessageUsage | undefined): void;
  /** A request to an endpoint the proxy does not pass (e.g. `GET /v1/models`). */
  refused(request: string): void;
}

export interface Grant {
  /** The secret the agent presents instead of the credential. */
  capability: string;
  /** From now on the capability is refused. */
  revoke(): void;
}

export interface ModelProxy {
  /** The proxy's base URL (http://127.0.0.1:<port>), for the agent's base URL variable. */
  url: string;
  provider: ModelProvider;
  grant(policy: GrantPolicy): Grant;
  close(): Promise<void>;
}

export interface ModelProxyOptions {
  /** Where requests go and how they are authorized there (its `upstream` is connected to). */
  provider: ModelProvider;
}

function hashOf(capability: string): string {
  return createHash('sha256').update(capability).digest('hex');
}

const INVALID_CAPABILITY: Refusal = {
  status: 401,
  type: 'authentication_error',
  message:
    "The harness's model proxy refused this request: its capability is not valid (each one ends with the agent phase it was issued for).",
};

/** The proxy's own answer to claude's connectivity check. */
const HELLO: Refusal = { status: 200, type: 'ok', message: 'The harness model proxy is here.' };

/** Not retryable (400), worded so claude's error reads as a spending limit. */
function spendRefusal(message: string): { refuse: Refusal } {
  return { refuse: { status: 400, type: 'invalid_request_error', message } };
}

/** What the proxy reads of a Messages request to price it; undefined when it cannot. */
function shapeOf(
  body: Buffer,
  pathModel: string | undefined,
  provider: ModelProvider,
): { model?: string; maxTokens: number; cacheHour: boolean } | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const { model, max_tokens: maxTokens } = parsed as { model?: unknown; max_tokens?: unknown };
  if (typeof maxTokens !== 'number' || !Number.isInteger(maxTokens) || maxTokens < 1)
    return undefined;
  const priced = provider.pricedAs(typeof model === 'string' ? model : pathModel);
  return {
    ...(priced !== undefined ? { model: priced } : {}),
    maxTokens,
    cacheHour: /"ttl"\s*:\s*"1h"/.test(body.toString('latin1')),
  };
}

/**
 * What a settled request cost: its usage priced; where the answer was a success (or never came)
 * without its final usage, the worst case, since the model may have said all of max_tokens.
 */
function costOf(outcome: ExchangeOutcome, worstCase: number): number {
  const known = outcome.usage ? estimateCostUsd(outcome.usage) : 0;
  if (!outcome.reachedModel || outcome.usage?.complete) return known;
  const failed = outcome.status !== undefined && (outcome.status < 200 || outcome.status >= 300);
  return failed ? known : Math.max(known, worstCase);
}

/** A Messages request's body: priced, then reserved or refused. */
function admitMessage(
  policy: GrantPolicy,
  provider: ModelProvider,
  route: ProviderRoute,
  body: Buffer,
): ReturnType<Extract<Admission, { admit: unknown }>['admit']> {
  const shape = shapeOf(body, route.model, provider);
  if (!shape) {
    return {
      refuse: {
        status: 400,
        type: 'invalid_request_error',
        message:
          "The harness's model proxy cannot price this request: its body must be a JSON object with a positive integer max_tokens.",
      },
    };
  }
  const worstCase = worstCaseUsd({ ...shape, bytes: body.length });
  const refusal = policy.reserve(worstCase);
  if (refusal) return spendRefusal(refusal);
  return {
    settled: (given) => {
      // The usage priced under the model the price table knows (Bedrock and Vertex name it their way).
      const usage = given.usage && {
        ...given.usage,
        model: provider.pricedAs(given.usage.model ?? shape.model) ?? shape.model,
      };
      const outcome = { ...given, ...(usage ? { usage } : {}) };
      policy.settle(worstCase, costOf(outcome, worstCase), outcome.usage);
    },
  };
}

/**
 * The gate: a live capability, an endpoint the proxy passes, then (on the body) the spending
 * limit. Token counting is free and reserves nothing.
 */
function admission(
  grants: Map<string, GrantPolicy>,
  provider: ModelProvider,
  head: RequestHead,
): Admission {
  if (isConnectivityCheck(head.method, head.target)) return { refuse: HELLO };
  const capability = provider.presentedCapability(headerRecord(head.headers));
  const policy = capability ? grants.get(hashOf(capability)) : undefined;
  if (!policy) return { refuse: INVALID_CAPABILITY };
  const local = provider.localAnswer?.(head.method, head.target);
  if (local) return { refuse: { status: local.status, type: 'ok', message: '', json: local.body } };
  const route = provider.route(head.method, head.target);
  if (!route) {
    const request = describeRequest(head.method, head.target);
    policy.refused(request);
    return {
      refuse: {
        status: 403,
        type: 'permission_error',
        message: `The harness's model proxy refused ${request}: it passes only ${provider.passes}.`,
      },
    };
  }
  if (route.endpoint === 'count_tokens') return { admit: () => ({ settled: () => undefined }) };
  return { admit: (body) => admitMessage(policy, provider, route, body) };
}

export async function startModelProxy(options: ModelProxyOptions): Promise<ModelProxy> {
  const { provider } = options;
  const upstream = new Upstream(provider.upstream);
  const grants = new Map<string, GrantPolicy>();
  const sockets = new Set<Socket>();
  const context = {
    gate: (head: RequestHead) => admission(grants, provider, head),
    upstream,
    provider,
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
    provider,
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
