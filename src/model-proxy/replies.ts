/** The proxy's own answers: errors in the Messages API's shape, so claude shows their message. */
import { serializeHead } from './http-head.js';

const REASONS: Record<number, string> = {
  200: 'OK',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  413: 'Content Too Large',
  431: 'Request Header Fields Too Large',
  501: 'Not Implemented',
  502: 'Bad Gateway',
};

/**
 * A complete error response; `close` says the connection ends after it; `headOnly` leaves the
 * body out (the answer to a HEAD request).
 */
export function errorReply(
  status: number,
  type: string,
  message: string,
  close = false,
  headOnly = false,
): Buffer {
  return jsonReply(status, { type: 'error', error: { type, message } }, close, headOnly);
}

/** A complete JSON response (the proxy's own answers). */
export function jsonReply(status: number, json: unknown, close = false, headOnly = false): Buffer {
  const body = Buffer.from(JSON.stringify(json));
  const head = serializeHead(`HTTP/1.1 ${status} ${REASONS[status] ?? 'Error'}`, [
    ['content-type', 'application/json'],
    ['content-length', String(body.length)],
    ...(close ? [['connection', 'close'] as [string, string]] : []),
  ]);
  return headOnly ? head : Buffer.concat([head, body]);
}

/** The answer to a request expecting 100-continue that the proxy lets through. */
export const CONTINUE = Buffer.from('HTTP/1.1 100 Continue\r\n\r\n');
