/**
 * Where an HTTP/1.1 body ends, read off the bytes as they pass: a length, chunked transfer
 * coding, or the connection's close. The bytes are forwarded as they are; this only walks the
 * framing, and hands the payload (the chunks' data, without their size lines) to a sink as
 * ranges of the buffers it was given, so nothing is copied or allocated per chunk.
 */

export type Framing =
  { kind: 'none' } | { kind: 'length'; length: number } | { kind: 'chunked' } | { kind: 'close' };

/** Receives payload bytes: `source[start, end)`. */
export type PayloadSink = (source: Buffer, start: number, end: number) => void;

/** The bytes break the framing they announced (a bad chunk size line, a missing CRLF). */
export class FramingError extends Error {}

const CR = 0x0d;
const LF = 0x0a;
/** Hex digits of a chunk size: 12 of them is 256 TB, far beyond any body. */
const MAX_SIZE_DIGITS = 12;
/** Chunk extensions and trailers are skipped; more than this of them is refused. */
const MAX_SKIPPED = 64 * 1024;

const enum State {
  Size,
  Extension,
  SizeLf,
  Data,
  DataCr,
  DataLf,
  TrailerStart,
  TrailerLine,
  FinalLf,
  Done,
}

function hexValue(byte: number): number {
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30;
  const lower = byte | 0x20;
  if (lower >= 0x61 && lower <= 0x66) return lower - 0x61 + 10;
  return -1;
}

const ignore: PayloadSink = () => undefined;

export class BodyReader {
  private state: State;
  /** Bytes left: of the body (length framing) or of the current chunk. */
  private remaining = 0;
  private digits = 0;
  private skipped = 0;

  constructor(
    private readonly framing: Framing,
    private readonly sink: PayloadSink = ignore,
  ) {
    this.state = framing.kind === 'none' ? State.Done : State.Size;
    if (framing.kind === 'length') this.remaining = framing.length;
  }

  get done(): boolean {
    return this.state === State.Done;
  }

  /** Reads from the start of `bytes`: how many of them belong to the body (all, until it ends). */
  push(bytes: Buffer): number {
    if (this.state === State.Done) return 0;
    if (this.framing.kind === 'close') {
      this.sink(bytes, 0, bytes.length);
      return bytes.length;
    }
    if (this.framing.kind === 'length') {
      const n = Math.min(this.remaining, bytes.length);
      this.sink(bytes, 0, n);
      this.remaining -= n;
      if (this.remaining === 0) this.state = State.Done;
      return n;
    }
    return this.chunked(bytes);
  }

  /** The input ended here: whether that completes the body (only a body framed by the close). */
  endOfInput(): boolean {
    if (this.framing.kind === 'close') this.state = State.Done;
    return this.done;
  }

  private chunked(bytes: Buffer): number {
    let i = 0;
    while (i < bytes.length && this.state !== State.Done) {
      if (this.state === State.Data) {
        const end = Math.min(bytes.length, i + this.remaining);
        this.sink(bytes, i, end);
        this.remaining -= end - i;
        i = end;
        if (this.remaining === 0) this.state = State.DataCr;
      } else if (this.state === State.DataCr) {
        i = this.nextChunk(bytes, i);
      } else {
        this.step(bytes[i]!);
        i += 1;
      }
    }
    return i;
  }

  /**
   * The common case in one go: the CRLF after a chunk's data, and the next chunk's plain size
   * line, whole in `bytes` from `i`. Returns where the next chunk's data starts; anything else
   * (an extension, the last chunk, the buffer's end) is left to `step`, byte by byte.
   */
  private nextChunk(bytes: Buffer, i: number): number {
    if (bytes[i] !== CR || bytes[i + 1] !== LF) return this.stepAt(bytes, i);
    let at = i + 2;
    let size = 0;
    for (let digit = hexValue(bytes[at] ?? -1); digit >= 0; digit = hexValue(bytes[at] ?? -1)) {
      size = size * 16 + digit;
      at += 1;
    }
    const digits = at - i - 2;
    if (digits === 0 || digits > MAX_SIZE_DIGITS || size === 0) return this.stepAt(bytes, i);
    if (bytes[at] !== CR || bytes[at + 1] !== LF) return this.stepAt(bytes, i);
    this.remaining = size;
    this.state = State.Data;
    return at + 2;
  }

  private stepAt(bytes: Buffer, i: number): number {
    this.step(bytes[i]!);
    return i + 1;
  }

  /** One byte of framing: a size line, the CRLF after data, a trailer. */
  private step(byte: number): void {
    switch (this.state) {
      case State.Size:
        return this.sizeByte(byte);
      case State.Extension:
        if (byte === LF) throw new FramingError('a chunk size line ends without CR');
        if (byte === CR) this.state = State.SizeLf;
        else this.skip();
        return;
      case State.SizeLf:
        this.expect(byte, LF, 'a chunk size line');
        this.state = this.remaining === 0 ? State.TrailerStart : State.Data;
        return;
      case State.DataCr:
        this.expect(byte, CR, "a chunk's data");
        this.state = State.DataLf;
        return;
      case State.DataLf:
        this.expect(byte, LF, "a chunk's data");
        this.state = State.Size;
        this.digits = 0;
        return;
      case State.TrailerStart:
        this.state = byte === CR ? State.FinalLf : State.TrailerLine;
        return;
      case State.TrailerLine:
        this.skip();
        if (byte === LF) this.state = State.TrailerStart;
        return;
      case State.FinalLf:
        this.expect(byte, LF, 'the last chunk');
        this.state = State.Done;
        return;
    }
  }

  private sizeByte(byte: number): void {
    const digit = hexValue(byte);
    if (digit >= 0) {
      if (this.digits === 0) this.remaining = 0;
      if (++this.digits > MAX_SIZE_DIGITS) throw new FramingError('a chunk size is too large');
      this.remaining = this.remaining * 16 + digit;
      return;
    }
    if (this.digits === 0) throw new FramingError('a chunk size line has no size');
    if (byte === CR) this.state = State.SizeLf;
    else if (byte === 0x3b || byte === 0x20 || byte === 0x09) this.state = State.Extension;
    else throw new FramingError(`a chunk size line has the byte 0x${byte.toString(16)}`);
  }

  private expect(byte: number, wanted: number, after: string): void {
    if (byte !== wanted) throw new FramingError(`${after} is not followed by CRLF`);
  }

  private skip(): void {
    if (++this.skipped > MAX_SKIPPED)
      throw new FramingError('chunk extensions or trailers are too long');
  }
}
