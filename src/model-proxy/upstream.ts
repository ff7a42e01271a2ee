/**
 * The proxy's connections to the model API: plain TCP or TLS (verified against the system's
 * roots, as node's https does), kept alive between requests as a pool of idle connections.
 */
import { connect as netConnect, isIP, type Socket } from 'node:net';
import { connect as tlsConnect } from 'node:tls';

export const DEFAULT_UPSTREAM = 'https://api.anthropic.com';

/** An idle connection is closed after this long. */
const IDLE_MS = 30_000;

/** Plain TCP bytes are read into one reused buffer of this size (no allocation per read). */
const READ_BYTES = 64 * 1024;

/** What a connection in use reports to the exchange that holds it. */
export interface LinkEvents {
  /**
   * Bytes read, in a buffer that the next read reuses: returns true when something still holds
   * them after the call (a write not yet flushed), so the next read gets a buffer of its own.
   */
  data(chunk: Buffer): boolean;
  /** The upstream finished sending (FIN). */
  end(): void;
  /** The connection failed or closed. */
  error(error: Error): void;
}

export interface UpstreamLink {
  socket: Socket;
  /** The link had carried a request before. */
  reused: boolean;
  /** Back to the pool (reusable) or closed. */
  release(reusable: boolean): void;
}

export class Upstream {
  readonly url: URL;
  readonly secure: boolean;
  /** The Host header for requests upstream. */
  readonly host: string;
  /** The path the API's paths go under (the base URL's path, without its trailing slash). */
  readonly basePath: string;
  private readonly port: number;
  private idle: Socket[] = [];
  /** The buffer the next read goes into. */
  private readBuffer: Buffer | undefined;
  private readonly listeners = new WeakMap<Socket, LinkEvents | undefined>();
  private closed = false;

  constructor(base: string | undefined) {
    this.url = new URL(base || DEFAULT_UPSTREAM);
    if (this.url.protocol !== 'http:' && this.url.protocol !== 'https:') {
      throw new Error(`the model API's URL must be http or https: ${this.url.origin}`);
    }
    this.secure = this.url.protocol === 'https:';
    this.port = Number(this.url.port) || (this.secure ? 443 : 80);
    this.host = this.url.host;
    this.basePath = this.url.pathname.replace(/\/+$/, '');
  }

  /** A connection for one exchange: an idle one, else a new one. */
  acquire(events: LinkEvents): UpstreamLink {
    let socket = this.idle.pop();
    const reused = socket !== undefined;
    if (socket) {
      socket.ref();
      socket.setTimeout(0);
    } else {
      socket = this.open();
    }
    this.listeners.set(socket, events);
    const held = socket;
    return {
      socket: held,
      reused,
      release: (reusable) => {
        this.listeners.set(held, undefined);
        if (!reusable || this.closed || held.destroyed) return void held.destroy();
        held.resume();
        held.unref();
        held.setTimeout(IDLE_MS);
        this.idle.push(held);
      },
    };
  }

  close(): void {
    this.closed = true;
    for (const socket of this.idle) socket.destroy();
    this.idle = [];
  }

  private open(): Socket {
    const hostname = this.url.hostname.replace(/^\[|\]$/g, '');
    /** Bytes read to the exchange holding the connection; false for an idle one (closed). */
    const deliver = (chunk: Buffer): boolean => {
      const to = this.listeners.get(socket);
      // An idle connection has nothing to say: whatever it sends, it is not reused.
      if (!to) socket.destroy();
      else if (to.data(chunk)) this.readBuffer = undefined;
      return to !== undefined;
    };
    const socket = this.secure
      ? tlsConnect({
          host: hostname,
          port: this.port,
          ...(isIP(hostname) ? {} : { servername: hostname }),
          ALPNProtocols: ['http/1.1'],
        }).on('data', deliver)
      : netConnect({
          host: hostname,
          port: this.port,
          // Plain TCP reads into one reused buffer (TLS allocates its own per read).
          onread: {
            buffer: () => (this.readBuffer ??= Buffer.allocUnsafe(READ_BYTES)),
            callback: (length, buffer) =>
              deliver(Buffer.from(buffer.buffer, buffer.byteOffset, length)),
          },
        });
    socket.setNoDelay(true);
    const events = () => this.listeners.get(socket);
    socket.on('end', () => events()?.end());
    socket.on('error', (error) => events()?.error(error));
    socket.on('timeout', () => socket.destroy());
    socket.on('close', () => {
      this.idle = this.idle.filter((s) => s !== socket);
      events()?.error(new Error('the connection closed'));
    });
    return socket;
  }
}
