/**
 * A fake Amazon Bedrock runtime on 127.0.0.1, in front of the scripted model server. Every
 * request must carry a valid AWS Signature Version 4 for the test credentials (service
 * `bedrock`), checked here by an implementation of its own (node crypto, from AWS's
 * description of the canonical request), not by the signer the proxy uses. A signed request
 * then goes to the model server as a Messages request (the model from the path), and its
 * answer comes back as Bedrock sends it: `invoke-with-response-stream` in
 * `application/vnd.amazon.eventstream` frames whose `chunk` events carry each SSE event's JSON
 * in base64, `invoke` as the JSON message.
 *
 * Like AWS, it checks the signature, the token and the permission before the body: a request
 * with an empty body gets 400 ValidationException once they hold.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { EventStreamCodec } from '@smithy/core/event-streams';
import type { ModelServer } from './model-server.js';

export interface TestAwsCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken: string;
}

/** Distinctive, so any leak is found by a plain search. */
export const TEST_AWS: TestAwsCredentials = {
  accessKeyId: 'ASIAE2ETESTKEY7Q4XZB',
  secretAccessKey: 'e2eSecretAccessKey/Ralph+Bedrock0123456789abcdEFGH',
  sessionToken:
    'IQoJb3JpZ2luX2VjE2eSessionToken//Ralph+Bedrock/0123456789abcdefghijklmnopqrstuvwxyz==',
};

export interface BedrockEndpointOptions {
  /** The scripted Messages API that writes the answers. */
  model: ModelServer;
  region: string;
  credentials?: TestAwsCredentials;
  /** Refuse every request: the token expired, or the identity lacks the permission. */
  refuse?: 'expired' | 'denied';
}

/** One request as the endpoint saw it. */
export interface BedrockRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** Why the signature check failed, or undefined when it held. */
  signatureProblem?: string;
  status?: number;
}

export interface BedrockEndpoint {
  url: string;
  requests: BedrockRequest[];
  close(): Promise<void>;
}

const ALGORITHM = 'AWS4-HMAC-SHA256';

/** RFC 3986 encoding as SigV4 wants it: unreserved characters kept, the rest %XX (upper case). */
function uriEncode(text: string): string {
  return encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

const sha256Hex = (data: string | Buffer): string =>
  createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string): Buffer =>
  createHmac('sha256', key).update(data).digest();

/**
 * Why the request's signature is not valid for these credentials, or undefined when it is. The
 * path is escaped once more, as AWS does for every service but S3.
 */
export function sigV4Problem(
  request: { method: string; url: string; headers: IncomingMessage['headers']; body: Buffer },
  credentials: TestAwsCredentials,
  region: string,
  service: string,
): string | undefined {
  const auth = request.headers.authorization;
  if (typeof auth !== 'string') return 'no Authorization header';
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
  if (!match) return `not a SigV4 Authorization header: ${auth.slice(0, 40)}`;
  const [, keyId, day, scopeRegion, scopeService, signedList, signature] = match;
  if (keyId !== credentials.accessKeyId) return `unknown access key ${keyId}`;
  if (scopeRegion !== region || scopeService !== service)
    return `scope ${scopeRegion}/${scopeService}`;
  const amzDate = request.headers['x-amz-date'];
  if (typeof amzDate !== 'string' || !amzDate.startsWith(day!)) return 'x-amz-date missing or off';
  if (request.headers['x-amz-security-token'] !== credentials.sessionToken)
    return 'x-amz-security-token missing or wrong';
  const signed = signedList!.split(';');
  for (const needed of ['host', 'x-amz-date', 'x-amz-security-token']) {
    if (!signed.includes(needed)) return `${needed} is not signed`;
  }
  const payloadHash = sha256Hex(request.body);
  const declared = request.headers['x-amz-content-sha256'];
  if (declared !== undefined && declared !== payloadHash) return 'x-amz-content-sha256 is wrong';
  const query = request.url.indexOf('?');
  const path = query < 0 ? request.url : request.url.slice(0, query);
  const canonicalUri = path
    .split('/')
    .map((segment) => uriEncode(segment))
    .join('/');
  const canonicalQuery =
    query < 0
      ? ''
      : [...new URLSearchParams(request.url.slice(query + 1))]
          .map(([k, v]) => [uriEncode(k), uriEncode(v)])
          .sort(([a, x], [b, y]) => (a! < b! ? -1 : a! > b! ? 1 : x! < y! ? -1 : 1))
          .map(([k, v]) => `${k}=${v}`)
          .join('&');
  const canonicalHeaders = signed
    .map((name) => {
      const value = request.headers[name];
      const text = Array.isArray(value) ? value.join(',') : (value ?? '');
      return `${name}:${text.trim().replace(/\s+/g, ' ')}\n`;
    })
    .join('');
  const canonicalRequest = [
    request.method,
    canonicalUri,
    canonicalQuery,
    canonicalHeaders,
    signedList,
    payloadHash,
  ].join('\n');
  const scope = `${day}/${region}/${service}/aws4_request`;
  const stringToSign = [ALGORITHM, amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const key = hmac(
    hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day!), region), service),
    'aws4_request',
  );
  const expected = createHmac('sha256', key).update(stringToSign).digest();
  const given = Buffer.from(signature!, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? undefined
    : 'the signature does not match';
}

const codec = new EventStreamCodec(
  (bytes) => Buffer.from(bytes).toString('utf8'),
  (text) => Buffer.from(text, 'utf8'),
);

/** One Bedrock `chunk` frame carrying a Messages stream event. */
export function chunkFrame(event: unknown): Buffer {
  const bytes = Buffer.from(JSON.stringify(event)).toString('base64');
  return Buffer.from(
    codec.encode({
      headers: {
        ':event-type': { type: 'string', value: 'chunk' },
        ':content-type': { type: 'string', value: 'application/json' },
        ':message-type': { type: 'string', value: 'event' },
      },
      body: Buffer.from(JSON.stringify({ bytes, p: 'abcdefghijklmnopqrstuvwxyzABCDEFGH' })),
    }),
  );
}

function awsError(res: ServerResponse, status: number, type: string, message: string): void {
  const body = JSON.stringify({ message });
  res.writeHead(status, {
    'content-type': 'application/json',
    'x-amzn-errortype': `${type}:http://internal.amazon.com/coral/com.amazon.bedrock/`,
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
}

/** The SSE events of a model server answer, as parsed JSON, in order. */
async function* sseEvents(response: Response): AsyncGenerator<unknown> {
  const decoder = new TextDecoder();
  let buffered = '';
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    buffered += decoder.decode(chunk, { stream: true });
    let end: number;
    while ((end = buffered.indexOf('\n\n')) >= 0) {
      const block = buffered.slice(0, end);
      buffered = buffered.slice(end + 2);
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).trim())
        .join('');
      if (data) yield JSON.parse(data);
    }
  }
}

const ROUTE = /^\/model\/([^/]+)\/(invoke|invoke-with-response-stream|count-tokens)$/;

export async function startBedrockEndpoint(
  options: BedrockEndpointOptions,
): Promise<BedrockEndpoint> {
  const credentials = options.credentials ?? TEST_AWS;
  const requests: BedrockRequest[] = [];
  const sockets = new Set<Socket>();

  const answer = async (
    req: IncomingMessage,
    res: ServerResponse,
    body: Buffer,
    record: BedrockRequest,
  ) => {
    const problem = sigV4Problem(
      { method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers, body },
      credentials,
      options.region,
      'bedrock',
    );
    record.signatureProblem = problem;
    if (problem) return awsError(res, 403, 'InvalidSignatureException', problem);
    const route = ROUTE.exec((req.url ?? '/').split('?')[0]!);
    if (req.method !== 'POST' || !route)
      return awsError(res, 404, 'UnknownOperationException', 'no such operation');
    const modelId = decodeURIComponent(route[1]!);
    if (options.refuse === 'expired')
      return awsError(
        res,
        403,
        'ExpiredTokenException',
        'The security token included in the request is expired',
      );
    if (options.refuse === 'denied') {
      return awsError(
        res,
        403,
        'AccessDeniedException',
        `User: arn:aws:sts::123456789012:assumed-role/ralph-ci/GitHubActions is not authorized to perform: bedrock:InvokeModelWithResponseStream on resource: arn:aws:bedrock:${options.region}::foundation-model/${modelId}`,
      );
    }
    let parsed: Record<string, unknown>;
    try {
      parsed = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
    } catch {
      return awsError(res, 400, 'ValidationException', 'Malformed input request');
    }
    if (!Array.isArray(parsed.messages))
      return awsError(res, 400, 'ValidationException', 'Malformed input request: messages missing');
    if (route[2] === 'count-tokens') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return void res.end(JSON.stringify({ inputTokens: 1000 }));
    }
    const { anthropic_version: _version, ...message } = parsed;
    const streamed = route[2] === 'invoke-with-response-stream';
    const upstream = await fetch(`${options.model.url}/v1/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': 'bedrock-endpoint' },
      body: JSON.stringify({ ...message, model: modelId, stream: streamed }),
    });
    if (upstream.status !== 200) {
      return awsError(res, upstream.status, 'ServiceUnavailableException', await upstream.text());
    }
    if (!streamed) {
      res.writeHead(200, { 'content-type': 'application/json' });
      return void res.end(await upstream.text());
    }
    res.writeHead(200, {
      'content-type': 'application/vnd.amazon.eventstream',
      'x-amzn-bedrock-content-type': 'application/json',
    });
    for await (const event of sseEvents(upstream)) {
      const last = (event as { type?: string }).type === 'message_stop';
      res.write(
        chunkFrame(
          last
            ? {
                ...(event as object),
                'amazon-bedrock-invocationMetrics': {
                  inputTokenCount: 1,
                  outputTokenCount: 1,
                  invocationLatency: 1,
                  firstByteLatency: 1,
                },
              }
            : event,
        ),
      );
    }
    res.end();
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const record: BedrockRequest = {
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        headers: req.headers,
      };
      requests.push(record);
      answer(req, res, Buffer.concat(chunks), record)
        .catch((error: Error) => {
          if (!res.headersSent) awsError(res, 500, 'InternalServerException', error.message);
          else res.destroy();
        })
        .finally(() => (record.status = res.statusCode));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
