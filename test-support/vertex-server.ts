/**
 * A fake Vertex AI endpoint on 127.0.0.1 in front of the scripted model server. It answers the
 * paths claude 2.1.330 calls in Vertex mode (`/v1/projects/<project>/locations/<region>/
 * publishers/anthropic/models/<model>:streamRawPredict`, `:rawPredict`, and
 * `count-tokens:rawPredict`) only with a bearer the fake Google token service issued and that is
 * still valid, and only with a body in Vertex's shape (`anthropic_version: vertex-2023-10-16`,
 * the model in the path, not the body). An admitted request goes to the scripted server as the
 * Messages request it stands for, and its answer (Anthropic SSE, as Vertex streams) comes back.
 */
import { createServer, request as httpRequest, type IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

export interface VertexRequest {
  path: string;
  /** `served`, or why it was refused. */
  outcome: string;
  /** The model named in the path. */
  model: string | undefined;
  headers: IncomingMessage['headers'];
}

export interface VertexServer {
  /** The base URL, as ANTHROPIC_VERTEX_BASE_URL takes it (`.../v1`). */
  url: string;
  requests: VertexRequest[];
  close(): Promise<void>;
}

export interface VertexServerOptions {
  project: string;
  region: string;
  /** The scripted model server the admitted requests go to. */
  modelServerUrl: string;
  /** Whether a bearer is a valid token of the fake Google token service. */
  isValidToken(token: string): boolean;
}

const PATH =
  /^\/v1\/projects\/([^/]+)\/locations\/([^/]+)\/publishers\/anthropic\/models\/([^/:]+):(streamRawPredict|rawPredict)$/;

export async function startVertexServer(options: VertexServerOptions): Promise<VertexServer> {
  const requests: VertexRequest[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      const match = PATH.exec(path);
      const record: VertexRequest = {
        path,
        outcome: 'served',
        model: match?.[3],
        headers: req.headers,
      };
      requests.push(record);
      const refuse = (status: number, reason: string, googleStatus: string): void => {
        record.outcome = reason;
        res
          .writeHead(status, { 'content-type': 'application/json' })
          .end(
            JSON.stringify([{ error: { code: status, message: reason, status: googleStatus } }]),
          );
      };
      if (req.method !== 'POST' || !match) return refuse(404, `no route for ${path}`, 'NOT_FOUND');
      const bearer = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
      if (!bearer || !options.isValidToken(bearer)) {
        return refuse(401, 'Request had invalid authentication credentials.', 'UNAUTHENTICATED');
      }
      if (match[1] !== options.project || match[2] !== options.region) {
        return refuse(403, `wrong project or region in ${path}`, 'PERMISSION_DENIED');
      }
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      } catch {
        return refuse(400, 'the body is not JSON', 'INVALID_ARGUMENT');
      }
      const countTokens = match[3] === 'count-tokens';
      // The model is in the path, except for token counting, whose body names it.
      if (body.anthropic_version !== 'vertex-2023-10-16' || ('model' in body && !countTokens)) {
        return refuse(400, 'not a Vertex body', 'INVALID_ARGUMENT');
      }
      const messagesBody = countTokens ? body : { ...body, model: match[3] };
      delete messagesBody.anthropic_version;
      const target = new URL(
        countTokens ? '/v1/messages/count_tokens' : '/v1/messages',
        options.modelServerUrl,
      );
      const payload = Buffer.from(JSON.stringify(messagesBody));
      const forward = httpRequest(
        target,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': payload.length },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, {
            'content-type': answer.headers['content-type'] ?? 'application/json',
          });
          answer.pipe(res);
        },
      );
      forward.on('error', () => refuse(502, 'the scripted model server failed', 'UNAVAILABLE'));
      forward.end(payload);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return {
    url: `http://127.0.0.1:${address.port}/v1`,
    requests,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
