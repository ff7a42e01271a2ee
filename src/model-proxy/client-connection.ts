/**
 * One connection of the agent to the proxy: its requests one after another. Each head is read
 * and judged by the gate before any byte goes upstream; a refused request gets the proxy's
 * error (its body read and dropped, so the connection stays usable), an admitted one becomes an
 * exchange. A head or body the proxy cannot read ends the connection with a clear error.
 */
import type { Socket } from 'node:net';
import { BodyReader, FramingError } from './body-framing.js';
import {
  connectionHas,
  HeadError,
  headEnd,
  parseRequestHead,
  requestFraming,
  valueOf,
  type RequestHead,
} from './http-head.js';
import { Exchange, upstreamRequest, type ExchangeOutcome } from './exchange.js';
import type { ModelProvider } from './providers/provider.js';
import { CONTINUE, errorReply, jsonReply } from './replies.js';
import type { Upstream } from './upstream.js';

/** An answer of the proxy's own instead of the upstream's (a refusal, or the connectivity check's). */
export interface Refusal {
  status: number;
  type: string;
  message: string;
  /** A JSON body to answer with instead of the error (a provider's local answer). */
  json?: unknown;
}

/** A request the gate let through: told once how its exchange ended. */
export interface AdmittedRequest {
  settled(outcome: ExchangeOutcome): void;
}

/**
 * The gate's word on a request's head: refused at once, or judged again on its whole body
 * (which the proxy reads before any byte goes upstream, so its cost is known first).
 */
export type Admission =
  { refuse: Refusal } | { admit(body: Buffer): AdmittedRequest | { refuse: Refusal } };

export type Gate = (head: RequestHead) => Admission;

export interface ConnectionContext {
  gate: Gate;
  upstream: Upstream;
  provider: ModelProvider;
}

/** A request body larger than this is refused (the Messages API's own limit is 32 MB). */
export const MAX_REQUEST_BODY_BYTES = 32 * 1024 * 1024;

const EMPTY: Buffer = Buffer.alloc(0);

interface BodyInProgress {
  reader: BodyReader;
  /** A request judged on its body: its bytes as sent and its payload, until the body ends. */
  held?: HeldBody;
}

interface HeldBody {
  head: RequestHead;
  admission: Extract<Admission, { admit: unknown }>;
  /** The payload (without chunk framing): for the gate, then sent upstream whole. */
  payload: Buffer[];
  size: number;
  /** Past MAX_REQUEST_BODY_BYTES: the rest is read and dropped, then refused. */
  tooLarge: boolean;
}

export class ClientConnection {
  /** Bytes read and not yet handled (the start of the next request). */
  private pending: Buffer = EMPTY;
  private body: BodyInProgress | undefined;
  private exchange: Exchange | undefined;
  /** A request is being authorized by its provider (a token or a signature on the way). */
  private authorizing = false;
  /** The connection ends once the current request is answered. */
  private closing = false;

  constructor(
    private readonly socket: Socket,
    private readonly context: ConnectionContext,
  ) {
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => this.receive(chunk));
    socket.on('error', () => this.exchange?.abort());
    socket.on('close', () => this.exchange?.abort());
  }

  private receive(chunk: Buffer): void {
    try {
      const rest = this.body ? this.readBody(this.body, chunk) : chunk;
      if (rest.length > 0)
        this.pending = this.pending.length > 0 ? Buffer.concat([this.pending, rest]) : rest;
      this.next();
    } catch (error) {
      this.refuseUnreadable(error as Error);
    }
  }

  /** Body bytes to where they go; returns the bytes after the body. */
  private readBody(body: BodyInProgress, chunk: Buffer): Buffer {
    const used = body.reader.push(chunk);
    const held = body.held;
    if (held && !held.tooLarge) {
      held.size += used;
      if (held.size > MAX_REQUEST_BODY_BYTES) {
        held.tooLarge = true;
        held.payload = [];
      }
    }
    if (!body.reader.done) return EMPTY;
    this.body = undefined;
    if (held) this.judge(held);
    return chunk.subarray(used);
  }

  /** Starts the next request once the current one is read and answered. */
  private next(): void {
    if (this.body || this.exchange || this.authorizing || this.socket.destroyed) {
      // A request waits for its answer: the next one stays in the socket until then.
      if (!this.body && this.pending.length > 0) this.socket.pause();
      return;
    }
    if (this.closing) return void this.socket.end();
    const end = headEnd(this.pending);
    if (end < 0) return void this.socket.resume();
    const head = parseRequestHead(this.pending.subarray(0, end));
    const rest = this.pending.subarray(end);
    this.pending = EMPTY;
    this.start(head);
    if (rest.length > 0) this.receive(rest);
    else if (this.body) this.socket.resume();
    // Answered at once (a refusal): the connection ends here if it was asked to.
    else if (!this.exchange && !this.authorizing && this.closing) this.socket.end();
  }

  private start(head: RequestHead): void {
    const expectsContinue =
      (valueOf(head.headers, 'expect') ?? '').toLowerCase() === '100-continue';
    this.closing =
      head.minor === 0
        ? !connectionHas(head.headers, 'keep-alive')
        : connectionHas(head.headers, 'close');
    const admission = this.context.gate(head);
    if ('refuse' in admission) {
      const reader = new BodyReader(requestFraming(head.headers));
      // A client waiting for 100-continue sends no body: the connection ends after the answer.
      if (expectsContinue && !reader.done) this.closing = true;
      this.refuse(admission.refuse, head.method === 'HEAD');
      this.body = reader.done || expectsContinue ? undefined : { reader };
      return;
    }
    const held: HeldBody = { head, admission, payload: [], size: 0, tooLarge: false };
    const reader = new BodyReader(requestFraming(head.headers), (source, from, to) => {
      if (!held.tooLarge) held.payload.push(Buffer.from(source.subarray(from, to)));
    });
    if (reader.done) return this.judge(held);
    if (expectsContinue) this.socket.write(CONTINUE);
    this.body = { reader, held };
  }

  /**
   * A whole body: the gate's second word, then the provider's authorization, then the exchange
   * (head and body at once), or a refusal.
   */
  private judge(held: HeldBody): void {
    if (held.tooLarge) {
      return this.refuse({
        status: 413,
        type: 'request_too_large',
        message: `The harness's model proxy refuses request bodies over ${MAX_REQUEST_BODY_BYTES} bytes.`,
      });
    }
    const body = Buffer.concat(held.payload);
    const decision = held.admission.admit(body);
    if ('refuse' in decision) return this.refuse(decision.refuse);
    const { upstream, provider } = this.context;
    this.authorizing = true;
    Promise.resolve()
      .then(() => provider.authorize(upstreamRequest(held.head, upstream, body)))
      .then(
        (authorized) => {
          this.authorizing = false;
          if (this.socket.destroyed) return decision.settled({ reachedModel: false });
          const ends = {
            settled: (outcome: ExchangeOutcome) => decision.settled(outcome),
            finished: (keepAlive: boolean) => {
              this.exchange = undefined;
              if (!keepAlive) this.closing = true;
              this.next();
            },
          };
          this.exchange = new Exchange(
            held.head,
            authorized,
            this.socket,
            upstream,
            (type, encoding) => provider.usageTap(type, encoding),
            ends,
            this.closing,
          );
        },
        (error: unknown) => {
          this.authorizing = false;
          decision.settled({ reachedModel: false });
          this.refuse({
            status: 502,
            type: 'api_error',
            message: `The harness's model proxy could not authorize this request for ${provider.name}: ${(error as Error).message}`,
          });
          this.next();
        },
      );
  }

  /** The proxy's own answer; the connection goes on with the next request unless it closes. */
  private refuse({ status, type, message, json }: Refusal, headOnly = false): void {
    this.socket.write(
      json === undefined
        ? errorReply(status, type, message, this.closing, headOnly)
        : jsonReply(status, json, this.closing, headOnly),
    );
  }

  /** A request the proxy cannot read: a clear error, then the connection ends. */
  private refuseUnreadable(error: Error): void {
    if (!(error instanceof HeadError || error instanceof FramingError)) throw error;
    this.body = undefined;
    if (this.exchange) {
      // Part of the request went upstream already: no answer can be trusted, the connection ends.
      this.exchange.abort();
      this.exchange = undefined;
      return void this.socket.destroy();
    }
    const status = error instanceof HeadError && error.status !== 502 ? error.status : 400;
    const message = `The harness's model proxy cannot read this request: ${error.message}.`;
    this.socket.end(errorReply(status, 'invalid_request_error', message, true));
  }
}
