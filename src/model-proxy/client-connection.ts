/**
 * One connection of the agent to the proxy: its requests one after another. Each head is read
 * and judged by the gate before any byte goes upstream; a refused request gets the proxy's
 * error (its body read and dropped, so the connection stays usable), an admitted one becomes an
 * exchange. A head or body the proxy cannot read ends the connection with a clear error.
 */
import type { Socket } from 'node:net';
import { BodyReader, FramingError } from './body-framing.js';
import type { ModelCredential } from './credential.js';
import {
  connectionHas,
  HeadError,
  headEnd,
  parseRequestHead,
  requestFraming,
  valueOf,
  type RequestHead,
} from './http-head.js';
import { Exchange } from './exchange.js';
import { CONTINUE, errorReply } from './replies.js';
import type { MessageUsage } from './usage.js';
import type { Upstream } from './upstream.js';

/** The gate's word on a request: pass (and where its usage goes), or the error to answer. */
export type Admission =
  | { onUsage(usage: MessageUsage): void }
  | { refuse: { status: number; type: string; message: string } };

export type Gate = (head: RequestHead) => Admission;

export interface ConnectionContext {
  gate: Gate;
  upstream: Upstream;
  credential: ModelCredential;
}

const EMPTY: Buffer = Buffer.alloc(0);

interface BodyInProgress {
  reader: BodyReader;
  /** Where its bytes go: upstream, or nowhere (a refused request). */
  exchange: Exchange | undefined;
}

export class ClientConnection {
  /** Bytes read and not yet handled (the start of the next request). */
  private pending: Buffer = EMPTY;
  private body: BodyInProgress | undefined;
  private exchange: Exchange | undefined;
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
    body.exchange?.send(used === chunk.length ? chunk : chunk.subarray(0, used));
    if (!body.reader.done) return EMPTY;
    body.exchange?.sent();
    this.body = undefined;
    return chunk.subarray(used);
  }

  /** Starts the next request once the current one is read and answered. */
  private next(): void {
    if (this.body || this.exchange || this.socket.destroyed) {
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
  }

  private start(head: RequestHead): void {
    const reader = new BodyReader(requestFraming(head.headers));
    const expectsContinue =
      (valueOf(head.headers, 'expect') ?? '').toLowerCase() === '100-continue';
    this.closing =
      head.minor === 0
        ? !connectionHas(head.headers, 'keep-alive')
        : connectionHas(head.headers, 'close');
    const admission = this.context.gate(head);
    if ('refuse' in admission) {
      const { status, type, message } = admission.refuse;
      // A client waiting for 100-continue sends no body: the connection ends after the answer.
      if (expectsContinue && !reader.done) this.closing = true;
      this.socket.write(errorReply(status, type, message, this.closing));
      this.body = reader.done || expectsContinue ? undefined : { reader, exchange: undefined };
      return;
    }
    const ends = {
      onUsage: (usage: MessageUsage) => admission.onUsage(usage),
      finished: (keepAlive: boolean) => {
        this.exchange = undefined;
        if (!keepAlive) this.closing = true;
        this.next();
      },
    };
    const { upstream, credential } = this.context;
    const exchange = new Exchange(head, this.socket, upstream, credential, ends, this.closing);
    this.exchange = exchange;
    if (expectsContinue && !reader.done) this.socket.write(CONTINUE);
    if (reader.done) exchange.sent();
    else this.body = { reader, exchange };
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
