/**
 * A pass-through proxy in front of the scripted model server that can hold one conversation's
 * requests until the test lets them go: the way to make two action runs interleave in a known
 * order without timing. Everything else is forwarded untouched.
 */
import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface HoldingProxy {
  url: string;
  /** Resolves when the first request that `hold` accepts has arrived (and is being held). */
  held: Promise<void>;
  /** Lets every held request (and all later ones) through. */
  release(): void;
  close(): Promise<void>;
}

export async function startHoldingProxy(
  target: string,
  hold: (body: string, headers: IncomingHttpHeaders) => boolean,
): Promise<HoldingProxy> {
  let released = false;
  let onHeld!: () => void;
  const held = new Promise<void>((resolve) => (onHeld = resolve));
  const waiting: (() => void)[] = [];
  const sockets = new Set<Socket>();
  const upstream = new URL(target);

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const forward = (): void => {
        const out = httpRequest(
          {
            host: upstream.hostname,
            port: upstream.port,
            method: req.method,
            path: req.url,
            headers: { ...req.headers, host: upstream.host },
          },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          },
        );
        out.on('error', () => res.destroy());
        out.end(body);
      };
      if (!released && hold(body.toString('utf8'), req.headers)) {
        waiting.push(forward);
        onHeld();
      } else {
        forward();
      }
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    held,
    release() {
      released = true;
      for (const forward of waiting.splice(0)) forward();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
