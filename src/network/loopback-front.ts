/**
 * The harness's end of the model relay: a unix socket whose every connection starts with the
 * loopback port to reach ("<port>\n", written by the namespace's init, never by the agent), then
 * carries bytes both ways to 127.0.0.1:<port>, the model proxy. The model proxy itself is
 * unchanged: from its side this is one more local client.
 */
import { connect, createServer, type Socket } from 'node:net';

export interface LoopbackFront {
  close(): Promise<void>;
}

export function startLoopbackFront(
  socketPath: string,
  allowed: (port: number) => boolean,
): Promise<LoopbackFront> {
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => client.destroy());
    let head = Buffer.alloc(0);
    const onData = (chunk: Buffer): void => {
      head = Buffer.concat([head, chunk]);
      const newline = head.indexOf(10);
      if (newline < 0) {
        if (head.length > 8) client.destroy();
        return;
      }
      client.off('data', onData);
      const port = Number(head.subarray(0, newline).toString());
      if (!Number.isInteger(port) || !allowed(port)) return void client.destroy();
      const upstream = connect(port, '127.0.0.1');
      sockets.add(upstream);
      upstream.on('close', () => sockets.delete(upstream));
      upstream.on('error', () => client.destroy());
      client.on('close', () => upstream.destroy());
      upstream.write(head.subarray(newline + 1));
      client.pipe(upstream).pipe(client);
    };
    client.on('data', onData);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      resolve({
        close: () =>
          new Promise<void>((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}
