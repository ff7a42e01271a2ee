/** Where a body ends, read off its bytes as they pass (the proxy forwards them unchanged). */
import { describe, expect, test } from '@jest/globals';
import { BodyReader, FramingError, type Framing } from '../../src/model-proxy/body-framing.js';
import { chunked } from './http-bytes.js';

/** Feeds `bytes` in reads of `read` bytes; returns the payload seen and where the body ended. */
function readAll(framing: Framing, bytes: Buffer, read: number) {
  const payload: Buffer[] = [];
  const reader = new BodyReader(framing, (source, start, end) =>
    payload.push(Buffer.from(source.subarray(start, end))),
  );
  let offset = 0;
  while (offset < bytes.length && !reader.done) {
    const piece = bytes.subarray(offset, offset + read);
    offset += reader.push(piece);
  }
  return { payload: Buffer.concat(payload), end: offset, done: reader.done };
}

const PAYLOAD = Buffer.from('event: message_start\ndata: {"type":"message_start"}\n\n'.repeat(40));
const NEXT = Buffer.from('POST /v1/messages HTTP/1.1\r\n\r\n');

describe('chunked bodies', () => {
  test.each([1, 2, 3, 7, 64, 5000])(
    'reads of %i bytes: the payload, and the end exactly',
    (read) => {
      for (const size of [1, 5, 100, PAYLOAD.length]) {
        const body = chunked(PAYLOAD, size);
        const result = readAll({ kind: 'chunked' }, Buffer.concat([body, NEXT]), read);
        expect(result.done).toBe(true);
        expect(result.payload.equals(PAYLOAD)).toBe(true);
        // The bytes after the body (the next request) are not the body's.
        expect(result.end).toBe(body.length);
      }
    },
  );

  test('chunk extensions, upper-case sizes and trailers are read past', () => {
    const body = Buffer.concat([
      Buffer.from('A;name="x y"\r\n0123456789\r\n'),
      Buffer.from('0\r\nx-trailer: 1\r\nx-other: 2\r\n\r\n'),
    ]);
    for (const read of [1, 4, body.length]) {
      const result = readAll({ kind: 'chunked' }, Buffer.concat([body, NEXT]), read);
      expect(result.payload.toString()).toBe('0123456789');
      expect(result.end).toBe(body.length);
    }
  });

  test.each([
    ['no size', 'x\r\nabc\r\n0\r\n\r\n'],
    ['a bare LF after the size', '3\nabc\r\n0\r\n\r\n'],
    ['no CRLF after the data', '3\r\nabcd\r\n0\r\n\r\n'],
    ['a size too large', '1000000000000\r\n'],
  ])('broken framing is refused: %s', (_, text) => {
    expect(() => readAll({ kind: 'chunked' }, Buffer.from(text), 1)).toThrow(FramingError);
    expect(() => readAll({ kind: 'chunked' }, Buffer.from(text), 100)).toThrow(FramingError);
  });
});

test('a length-framed body ends at its length; a close-framed one at the end of the input', () => {
  const bytes = Buffer.concat([PAYLOAD, NEXT]);
  const byLength = readAll({ kind: 'length', length: PAYLOAD.length }, bytes, 7);
  expect(byLength.payload.equals(PAYLOAD)).toBe(true);
  expect(byLength.end).toBe(PAYLOAD.length);

  const reader = new BodyReader({ kind: 'close' });
  expect(reader.push(bytes)).toBe(bytes.length);
  expect(reader.done).toBe(false);
  expect(reader.endOfInput()).toBe(true);
  expect(new BodyReader({ kind: 'length', length: 5 }).endOfInput()).toBe(false);
  expect(new BodyReader({ kind: 'none' }).done).toBe(true);
});
