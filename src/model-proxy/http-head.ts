/**
 * HTTP/1.1 message heads as the model proxy reads and writes them: the start line and the
 * header lines, strictly (a head this cannot read is refused, never guessed at), and how the
 * body that follows is framed. Bodies themselves are forwarded as bytes (see body-framing.ts).
 */
import type { Framing } from './body-framing.js';

export type HeaderLine = [name: string, value: string];

export interface RequestHead {
  method: string;
  /** The origin-form target: a path and query, starting with '/'. */
  target: string;
  /** 1 for HTTP/1.1, 0 for HTTP/1.0. */
  minor: number;
  headers: HeaderLine[];
}

export interface ResponseHead {
  status: number;
  reason: string;
  minor: number;
  headers: HeaderLine[];
}

/** A message the proxy cannot read: the status to answer with (400, 431, 501) and why. */
export class HeadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** A head longer than this is refused. */
export const MAX_HEAD_BYTES = 64 * 1024;
const HEAD_END = Buffer.from('\r\n\r\n');
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const BAD_VALUE = /[\r\n\0]/;
const REQUEST_LINE = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+) (\/[!-~]*) HTTP\/1\.([01])$/;
const STATUS_LINE = /^HTTP\/1\.([01]) (\d{3})(?: ([^\r\n]*))?$/;

/** Where the head in `bytes` ends (just past its blank line), or -1 while it is incomplete. */
export function headEnd(bytes: Buffer): number {
  const at = bytes.indexOf(HEAD_END);
  if (at >= 0) return at + HEAD_END.length;
  if (bytes.length > MAX_HEAD_BYTES)
    throw new HeadError(431, `the head is larger than ${MAX_HEAD_BYTES} bytes`);
  return -1;
}

function parseLines(head: Buffer): [string, HeaderLine[]] {
  const lines = head.toString('latin1', 0, head.length - HEAD_END.length).split('\r\n');
  const headers = lines.slice(1).map((line): HeaderLine => {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon);
    const value = line.slice(colon + 1).trim();
    if (colon <= 0 || !TOKEN.test(name) || BAD_VALUE.test(value)) {
      throw new HeadError(400, `malformed header line: ${JSON.stringify(line.slice(0, 80))}`);
    }
    return [name.toLowerCase(), value];
  });
  return [lines[0]!, headers];
}

export function parseRequestHead(head: Buffer): RequestHead {
  const [start, headers] = parseLines(head);
  const line = REQUEST_LINE.exec(start);
  if (!line)
    throw new HeadError(400, `malformed request line: ${JSON.stringify(start.slice(0, 80))}`);
  return { method: line[1]!, target: line[2]!, minor: Number(line[3]), headers };
}

export function parseResponseHead(head: Buffer): ResponseHead {
  const [start, headers] = parseLines(head);
  const line = STATUS_LINE.exec(start);
  if (!line)
    throw new HeadError(502, `malformed status line: ${JSON.stringify(start.slice(0, 80))}`);
  return { status: Number(line[2]), reason: line[3] ?? '', minor: Number(line[1]), headers };
}

/** The values of a header, in order (a repeated header gives several). */
export function valuesOf(headers: readonly HeaderLine[], name: string): string[] {
  return headers.filter(([n]) => n === name).map(([, v]) => v);
}

/** The header's value: repeated ones joined with ", " as HTTP reads them. */
export function valueOf(headers: readonly HeaderLine[], name: string): string | undefined {
  const values = valuesOf(headers, name);
  return values.length > 0 ? values.join(', ') : undefined;
}

/** The headers as one record by name (repeated ones joined with ", "). */
export function headerRecord(headers: readonly HeaderLine[]): Record<string, string> {
  const record = Object.create(null) as Record<string, string>;
  for (const [name, value] of headers) {
    record[name] = Object.hasOwn(record, name) ? `${record[name]}, ${value}` : value;
  }
  return record;
}

/** Whether a Connection header lists `option` (e.g. close). */
export function connectionHas(headers: readonly HeaderLine[], option: string): boolean {
  const value = valueOf(headers, 'connection') ?? '';
  return value.split(',').some((o) => o.trim().toLowerCase() === option);
}

/** How a request's body is framed; ambiguous or unsupported framing is refused. */
export function requestFraming(headers: readonly HeaderLine[]): Framing {
  const coding = valueOf(headers, 'transfer-encoding');
  const lengths = valuesOf(headers, 'content-length');
  if (coding !== undefined) {
    if (lengths.length > 0) {
      throw new HeadError(400, 'the request has both Transfer-Encoding and Content-Length');
    }
    if (coding.trim().toLowerCase() !== 'chunked') {
      throw new HeadError(501, `unsupported Transfer-Encoding: ${coding}`);
    }
    return { kind: 'chunked' };
  }
  return lengthFraming(lengths, { kind: 'none' }, 400);
}

/** How a response's body is framed (RFC 9112 §6.3); without length it runs to the close. */
export function responseFraming(method: string, head: ResponseHead): Framing {
  if (method === 'HEAD' || head.status < 200 || head.status === 204 || head.status === 304) {
    return { kind: 'none' };
  }
  const coding = valueOf(head.headers, 'transfer-encoding');
  if (coding !== undefined) {
    const codings = coding.split(',').map((c) => c.trim().toLowerCase());
    return codings[codings.length - 1] === 'chunked' ? { kind: 'chunked' } : { kind: 'close' };
  }
  return lengthFraming(valuesOf(head.headers, 'content-length'), { kind: 'close' }, 502);
}

function lengthFraming(values: string[], otherwise: Framing, status: number): Framing {
  if (values.length === 0) return otherwise;
  const all = values.flatMap((v) => v.split(',').map((n) => n.trim()));
  if (!all.every((n) => /^\d{1,15}$/.test(n) && n === all[0])) {
    throw new HeadError(status, `invalid Content-Length: ${values.join(', ')}`);
  }
  const length = Number(all[0]);
  return length === 0 ? { kind: 'none' } : { kind: 'length', length };
}

/** A head as bytes: the start line, then every header line, then the blank line. */
export function serializeHead(start: string, headers: readonly HeaderLine[]): Buffer {
  let text = `${start}\r\n`;
  for (const [name, value] of headers) text += `${name}: ${value}\r\n`;
  return Buffer.from(`${text}\r\n`, 'latin1');
}
