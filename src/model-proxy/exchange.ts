/**
 * One admitted request through the proxy. It goes upstream as its provider authorized it (the
 * agent's capability taken off, the real credential put on: see upstreamRequest and
 * providers/provider.ts), its whole body with its content-length. The response comes back as
 * the upstream's bytes (headers and chunked body alike), only its head rewritten where it
 * speaks of the connection; its usage is read off as the bytes pass.
 */
import type { Socket } from 'node:net';
import { BodyReader, FramingError } from './body-framing.js';
import {
  connectionHas,
  HeadError,
  headEnd,
  headerRecord,
  parseResponseHead,
  responseFraming,
  serializeHead,
  valueOf,
  type HeaderLine,
  type RequestHead,
  type ResponseHead,
} from './http-head.js';
import type { OutgoingHttpHeaders } from 'node:http';
import {
  CAPABILITY_HEADER,
  type ModelProvider,
  type UpstreamRequest,
} from './providers/provider.js';
import { errorReply } from './replies.js';
import type { MessageUsage } from './usage.js';
import type { UsageTap } from './usage-tap.js';
import type { Upstream, UpstreamLink } from './upstream.js';

/** How an exchange ended, for its cost. */
export interface ExchangeOutcome {
  /** The response's status; undefined when none came. */
  status?: number;
  /** The usage the response reported, if any. */
  usage?: MessageUsage;
  /** The request may have reached the model (a connection to it was made). */
  reachedModel: boolean;
}

export interface ExchangeEnds {
  /** The response is complete, or failed; `keepAlive`: the client's connection may go on. */
  finished(keepAlive: boolean): void;
  /** Called once, when the exchange ends in any way. */
  settled(outcome: ExchangeOutcome): void;
}

/** Request headers that belong to the agent's connection or credential, never forwarded. */
const REQUEST_DROPPED = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authorization',
  'te',
  'upgrade',
  'host',
  'expect',
  'accept-encoding',
  'x-api-key',
  'authorization',
  CAPABILITY_HEADER,
  // The body goes upstream whole, with its length.
  'transfer-encoding',
  'content-length',
]);
/** Response headers that belong to the upstream connection. */
const RESPONSE_DROPPED = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'upgrade',
]);

/** Headers without the dropped ones and those the Connection header names. */
function withoutHopByHop(headers: readonly HeaderLine[], dropped: Set<string>): HeaderLine[] {
  const named = (valueOf(headers, 'connection') ?? '')
    .split(',')
    .map((o) => o.trim().toLowerCase());
  return headers.filter(([name]) => !dropped.has(name) && !named.includes(name));
}

/**
 * The request as it goes to the provider's `authorize`: the API's path under the base URL, the
 * agent's connection and capability headers off, the whole body with its length, and the
 * response asked for uncompressed (its usage is read as it passes).
 */
export function upstreamRequest(
  head: RequestHead,
  upstream: Upstream,
  body: Buffer,
): UpstreamRequest {
  const headers: OutgoingHttpHeaders = headerRecord(withoutHopByHop(head.headers, REQUEST_DROPPED));
  headers.host = upstream.host;
  headers['accept-encoding'] = 'identity';
  if (body.length > 0 || !['GET', 'HEAD'].includes(head.method)) {
    headers['content-length'] = String(body.length);
  }
  return { method: head.method, target: `${upstream.basePath}${head.target}`, headers, body };
}

/** An authorized request's bytes: its head (host first), then its body. */
function serializeRequest(request: UpstreamRequest): Buffer {
  const lines: HeaderLine[] = [];
  const { host, ...rest } = request.headers;
  if (host !== undefined) lines.push(['host', String(host)]);
  for (const [name, value] of Object.entries(rest)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) lines.push([name, String(one)]);
  }
  const head = serializeHead(`${request.method} ${request.target} HTTP/1.1`, lines);
  return request.body.length > 0 ? Buffer.concat([head, request.body]) : head;
}

interface Relay {
  body: BodyReader;
  tap: UsageTap | undefined;
  /** The response runs to the close: the client's connection ends with it. */
  toClose: boolean;
  /** The upstream connection may carry another request afterwards. */
  reusable: boolean;
}

export class Exchange {
  private readonly link: UpstreamLink;
  private head: Buffer = Buffer.alloc(0);
  private relay: Relay | undefined;
  private requestSent = false;
  private over = false;
  private status: number | undefined;
  private connected: boolean;
  /** Backpressure: the client waits for the upstream to drain, or the other way round. */
  private readonly resumeClient = () => this.client.resume();
  private readonly resumeLink = () => this.link.socket.resume();

  constructor(
    private readonly request: RequestHead,
    /** The request as authorized for upstream (upstreamRequest, then the provider's authorize). */
    authorized: UpstreamRequest,
    private readonly client: Socket,
    private readonly upstream: Upstream,
    /** How the provider reads an answer's usage. */
    private readonly tapFor: ModelProvider['usageTap'],
    private readonly ends: ExchangeEnds,
    /** The client's connection ends after this answer (it asked so): the answer says it. */
    private readonly lastOnConnection = false,
  ) {
    this.link = upstream.acquire({
      data: (chunk) => this.fromUpstream(chunk),
      end: () => this.upstreamEnded(),
      error: (error) => this.fail(error),
    });
    this.connected = this.link.reused;
    if (!this.connected) {
      const connected = () => (this.connected = true);
      this.link.socket.once('connect', connected).once('secureConnect', connected);
    }
    if (!this.link.socket.write(serializeRequest(authorized)) && !client.isPaused()) {
      client.pause();
      this.link.socket.once('drain', this.resumeClient);
    }
    this.requestSent = true;
  }

  /** The client went away: the upstream connection is closed, the usage so far counted. */
  abort(): void {
    if (this.end(false)) this.countUsage();
  }

  /** Ends the exchange once: the upstream connection released, backpressure undone. */
  private end(reusable: boolean): boolean {
    if (this.over) return false;
    this.over = true;
    this.link.socket.off('drain', this.resumeClient);
    this.client.off('drain', this.resumeLink);
    this.client.resume();
    this.link.release(reusable);
    return true;
  }

  /** Bytes from upstream; returns whether they are still held after the call. */
  private fromUpstream(chunk: Buffer): boolean {
    if (this.over) return false;
    try {
      const rest = this.relay ? chunk : this.readHead(chunk);
      if (this.relay && rest.length > 0) this.forward(this.relay, rest);
    } catch (error) {
      this.fail(error as Error);
    }
    return this.client.writableLength > 0;
  }

  /** Collects the response head; once whole, sends it on and returns the bytes after it. */
  private readHead(chunk: Buffer): Buffer {
    this.head = Buffer.concat([this.head, chunk]);
    const end = headEnd(this.head);
    if (end < 0) return Buffer.alloc(0);
    const head = parseResponseHead(this.head.subarray(0, end));
    this.connected = true;
    const rest = this.head.subarray(end);
    this.head = Buffer.alloc(0);
    if (head.status === 101) throw new HeadError(502, 'the upstream switched protocols');
    // An interim answer (103 Early Hints): the final one follows.
    if (head.status < 200) return this.readHead(rest);
    this.startRelay(head);
    return rest;
  }

  private startRelay(head: ResponseHead): void {
    this.status = head.status;
    const framing = responseFraming(this.request.method, head);
    const tap = this.tapFor(
      valueOf(head.headers, 'content-type'),
      valueOf(head.headers, 'content-encoding'),
    );
    const toClose = framing.kind === 'close';
    const headers = withoutHopByHop(head.headers, RESPONSE_DROPPED);
    if (toClose || this.lastOnConnection) headers.push(['connection', 'close']);
    this.client.write(serializeHead(`HTTP/1.1 ${head.status} ${head.reason}`, headers));
    const persistent =
      head.minor === 1
        ? !connectionHas(head.headers, 'close')
        : connectionHas(head.headers, 'keep-alive');
    this.relay = {
      body: new BodyReader(framing, tap?.write),
      tap,
      toClose,
      reusable: persistent && !toClose,
    };
    if (this.relay.body.done) this.complete(this.relay);
  }

  /** Body bytes from upstream: to the client as they are, then read for usage. */
  private forward(relay: Relay, chunk: Buffer): void {
    const used = relay.body.push(chunk);
    const bytes = used === chunk.length ? chunk : chunk.subarray(0, used);
    if (used > 0 && !this.client.write(bytes) && !this.link.socket.isPaused()) {
      this.link.socket.pause();
      this.client.once('drain', this.resumeLink);
    }
    if (!relay.body.done) return;
    // Bytes after the response: the upstream is out of step, so its connection is not reused.
    if (used < chunk.length) relay.reusable = false;
    this.complete(relay);
  }

  private upstreamEnded(): void {
    if (this.relay?.body.endOfInput()) this.complete(this.relay);
    else this.fail(new Error('the connection closed before the response ended'));
  }

  private complete(relay: Relay): void {
    if (!this.end(relay.reusable && this.requestSent)) return;
    this.countUsage();
    this.ends.finished(!relay.toClose);
  }

  private fail(error: Error): void {
    if (!this.end(false)) return;
    this.countUsage();
    if (this.relay) {
      // The answer is under way: the client sees the connection break, not a wrong body.
      this.client.destroy();
      this.ends.finished(false);
      return;
    }
    const origin = this.upstream.url.origin;
    const unreadable = error instanceof HeadError || error instanceof FramingError;
    const message = unreadable
      ? `The model proxy could not read the answer of ${origin}: ${error.message}`
      : `The model proxy could not reach ${origin}: ${error.message}`;
    this.client.write(errorReply(502, 'api_error', message));
    this.ends.finished(true);
  }

  private countUsage(): void {
    const usage = this.relay?.tap?.result();
    this.ends.settled({
      status: this.status,
      reachedModel: this.connected,
      ...(usage ? { usage } : {}),
    });
  }
}
