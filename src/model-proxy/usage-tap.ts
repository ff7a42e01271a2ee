/**
 * The usage tap on a response passing through the proxy: it gets the payload bytes (the body
 * without its chunk framing) as ranges of the buffers forwarded, and reads the usage out of them
 * without holding the stream. A compressed body (the proxy asks for none, but an upstream may
 * send one anyway) is kept compressed, up to a limit, and decoded once it is complete.
 */
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { PayloadSink } from './body-framing.js';
import { SseUsageReader, usageOfJson, type MessageUsage } from './usage.js';

export interface UsageTap {
  write: PayloadSink;
  /** What the response reported, or undefined. */
  result(): MessageUsage | undefined;
}

/** A JSON body is read for usage up to this size (it is passed on whole regardless). */
const MAX_JSON_BYTES = 1024 * 1024;
/** A compressed body is read for usage up to this size. */
const MAX_COMPRESSED_BYTES = 16 * 1024 * 1024;
/** ...and decoded up to this size. */
const MAX_DECODED_BYTES = 64 * 1024 * 1024;

const DECODERS: Record<string, (bytes: Buffer) => Buffer> = {
  gzip: (b) => gunzipSync(b, { maxOutputLength: MAX_DECODED_BYTES }),
  'x-gzip': (b) => gunzipSync(b, { maxOutputLength: MAX_DECODED_BYTES }),
  deflate: (b) => inflateSync(b, { maxOutputLength: MAX_DECODED_BYTES }),
  br: (b) => brotliDecompressSync(b, { maxOutputLength: MAX_DECODED_BYTES }),
};

/** Collects the bytes written, up to `limit` (past it, nothing is kept: `bytes()` is undefined). */
class Collector {
  private chunks: Buffer[] = [];
  private size = 0;

  constructor(private readonly limit: number) {}

  write: PayloadSink = (source, start, end) => {
    this.size += end - start;
    if (this.size <= this.limit) this.chunks.push(Buffer.from(source.subarray(start, end)));
    else this.chunks = [];
  };

  bytes(): Buffer | undefined {
    return this.size <= this.limit ? Buffer.concat(this.chunks) : undefined;
  }
}

function sseTap(): UsageTap {
  const reader = new SseUsageReader();
  return {
    write: (source, start, end) => reader.write(source, start, end),
    result: () => reader.result(),
  };
}

/** Usage of a whole body of this content type. */
function usageOfBody(bytes: Buffer, sse: boolean): MessageUsage | undefined {
  if (!sse) return usageOfJson(bytes.toString('utf8'));
  const reader = new SseUsageReader();
  reader.push(bytes);
  return reader.result();
}

/**
 * The tap for a response with these Content-Type and Content-Encoding values, or undefined
 * when its body cannot be read (an encoding this does not know).
 */
export function usageTap(contentType = '', contentEncoding = ''): UsageTap | undefined {
  const sse = contentType.toLowerCase().includes('text/event-stream');
  const encodings = contentEncoding
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter((e) => e !== '' && e !== 'identity');
  if (encodings.length === 0 && sse) return sseTap();
  if (encodings.some((e) => !(e in DECODERS))) return undefined;
  const body = new Collector(encodings.length > 0 ? MAX_COMPRESSED_BYTES : MAX_JSON_BYTES);
  return {
    write: body.write,
    result() {
      let bytes = body.bytes();
      try {
        for (const e of [...encodings].reverse()) if (bytes) bytes = DECODERS[e]!(bytes);
      } catch {
        return undefined;
      }
      return bytes && usageOfBody(bytes, sse);
    },
  };
}
