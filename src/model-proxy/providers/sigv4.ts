/**
 * AWS Signature Version 4 for the model proxy's Bedrock requests, by AWS's own signer
 * (@smithy/signature-v4) with node's SHA-256. The request is signed as it goes upstream: its
 * method, its path as claude sent it (the signer escapes it once more, as the AWS SDKs do), its
 * query, every header the proxy sends and the hash of its whole body.
 */
import { createHash, createHmac, type Hash, type Hmac } from 'node:crypto';
import { SignatureV4 } from '@smithy/signature-v4';
import type { OutgoingHttpHeaders } from 'node:http';

export interface AwsCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

type SourceData = string | ArrayBuffer | ArrayBufferView;

function bytesOf(data: SourceData): Buffer {
  if (typeof data === 'string') return Buffer.from(data, 'utf8');
  if (ArrayBuffer.isView(data)) return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  return Buffer.from(data);
}

/** SHA-256 (or its HMAC, given a secret) in the shape the signer asks for, from node's crypto. */
class NodeSha256 {
  private hash: Hash | Hmac;

  constructor(private readonly secret?: SourceData) {
    this.hash = this.fresh();
  }

  update(data: Uint8Array): void {
    this.hash.update(data);
  }

  digest(): Promise<Uint8Array> {
    return Promise.resolve(this.hash.digest());
  }

  reset(): void {
    this.hash = this.fresh();
  }

  private fresh(): Hash | Hmac {
    return this.secret === undefined
      ? createHash('sha256')
      : createHmac('sha256', bytesOf(this.secret));
  }
}

export interface SignedRequest {
  method: string;
  /** Path and query, as sent. */
  target: string;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

/** A signer for one service and region. */
export function sigV4Signer(
  service: string,
  region: string,
  credentials: AwsCredentials,
): (request: SignedRequest, url: URL) => Promise<OutgoingHttpHeaders> {
  const signer = new SignatureV4({ service, region, credentials, sha256: NodeSha256 });
  return async (request, url) => {
    const query = request.target.indexOf('?');
    const path = query < 0 ? request.target : request.target.slice(0, query);
    const params: Record<string, string | string[]> = {};
    if (query >= 0) {
      for (const [name, value] of new URLSearchParams(request.target.slice(query + 1))) {
        const known = params[name];
        params[name] =
          known === undefined ? value : [...(Array.isArray(known) ? known : [known]), value];
      }
    }
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : `${value}`;
    }
    const signed = await signer.sign({
      method: request.method,
      protocol: url.protocol,
      hostname: url.hostname,
      ...(url.port ? { port: Number(url.port) } : {}),
      path,
      query: params,
      headers,
      body: request.body,
    });
    return signed.headers;
  };
}
