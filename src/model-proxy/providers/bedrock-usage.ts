/**
 * The usage of a Bedrock answer. A streamed one (`invoke-with-response-stream`) is a sequence
 * of `application/vnd.amazon.eventstream` frames; each `chunk` event carries `{"bytes": <base64
 * of one Messages stream event>}`, so the usage is read from the `message_start` and
 * `message_delta` events inside, frame by frame as they pass (AWS's codec decodes each frame and
 * checks its CRCs). A non-streamed answer (`invoke`) is the Messages API's JSON.
 */
import { EventStreamCodec } from '@smithy/core/event-streams';
import { usageTap, type UsageTap } from '../usage-tap.js';
import { MessageEventUsage } from '../usage.js';

export const EVENTSTREAM_TYPE = 'application/vnd.amazon.eventstream';

/** A frame longer than this is not believed (Bedrock's chunks are a few KB). */
const MAX_FRAME_BYTES = 16 * 1024 * 1024;

const codec = new EventStreamCodec(
  (bytes) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8'),
  (text) => Buffer.from(text, 'utf8'),
);

/** Reads usage out of eventstream frames as they pass, holding at most one frame. */
export class EventStreamUsageReader {
  private pending: Buffer = Buffer.alloc(0);
  private broken = false;
  private readonly events = new MessageEventUsage();

  write(source: Buffer, start: number, end: number): void {
    if (this.broken) return;
    const bytes = source.subarray(start, end);
    this.pending =
      this.pending.length > 0 ? Buffer.concat([this.pending, bytes]) : Buffer.from(bytes);
    while (this.pending.length >= 4) {
      const total = this.pending.readUInt32BE(0);
      if (total < 16 || total > MAX_FRAME_BYTES) return void (this.broken = true);
      if (this.pending.length < total) return;
      this.frame(this.pending.subarray(0, total));
      this.pending = this.pending.subarray(total);
    }
  }

  result(): ReturnType<MessageEventUsage['result']> {
    return this.events.result();
  }

  private frame(bytes: Buffer): void {
    try {
      const message = codec.decode(bytes);
      if (message.headers[':message-type']?.value !== 'event') return;
      if (message.headers[':event-type']?.value !== 'chunk') return;
      const payload = JSON.parse(Buffer.from(message.body).toString('utf8')) as { bytes?: unknown };
      if (typeof payload.bytes !== 'string') return;
      this.events.event(JSON.parse(Buffer.from(payload.bytes, 'base64').toString('utf8')));
    } catch {
      // A frame that is not a chunk of the Messages stream: no usage in it.
    }
  }
}

/** The tap for a Bedrock answer of this type and encoding. */
export function bedrockUsageTap(
  contentType: string | undefined,
  contentEncoding: string | undefined,
): UsageTap | undefined {
  const identity = (contentEncoding ?? '').trim() === '' || contentEncoding === 'identity';
  if (identity && (contentType ?? '').toLowerCase().startsWith(EVENTSTREAM_TYPE)) {
    const reader = new EventStreamUsageReader();
    return {
      write: (source, start, end) => reader.write(source, start, end),
      result: () => reader.result(),
    };
  }
  return usageTap(contentType, contentEncoding);
}
