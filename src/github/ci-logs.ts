/**
 * A failed job's log as the agent may read it: the last lines only, without the runner's
 * timestamps and terminal colours, and with every secret the harness knows redacted again
 * (GitHub masks the repository's secrets in logs; the harness's own credentials are its job).
 * A log that is too big to fetch, or that is not text, gives no lines and a reason instead.
 */
import { defaultRedactor } from '../agent/redact.js';
import { stripTerminalCodes } from '../text/log-text.js';

/** Lines of each failed job's log that reach the task. */
export const LOG_TAIL_LINES = 100;
/** Longest line kept (a minified bundle or a base64 blob in a log says nothing more past it). */
export const LOG_LINE_CHARS = 400;
/** Bytes of a log the action downloads at most; a bigger log is not read. */
export const LOG_MAX_BYTES = 8 * 1024 * 1024;

/** GitHub's runner prefixes every line with an ISO timestamp: `2025-01-01T12:00:00.1234567Z `. */
const TIMESTAMP = /^\uFEFF?\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z ?/;

/** Whether the bytes look like a binary file rather than a text log. */
export function looksBinary(bytes: Uint8Array): boolean {
  const sample = bytes.subarray(0, 8192);
  if (sample.includes(0)) return true;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(sample.subarray(0, lastWholeChar(sample)));
    return false;
  } catch {
    return true;
  }
}

/** The sample's length without a multi-byte character cut at its end. */
function lastWholeChar(sample: Uint8Array): number {
  let end = sample.length;
  for (let back = 1; back <= 3 && end - back >= 0; back++) {
    const byte = sample[end - back]!;
    if ((byte & 0xc0) === 0x80) continue; // a continuation byte
    if (byte >= 0xc0) end -= back; // a lead byte whose character may be cut
    break;
  }
  return end;
}

/** The last `LOG_TAIL_LINES` lines of a log, cleaned and redacted. */
export function logTail(text: string, lines = LOG_TAIL_LINES): string[] {
  const redact = defaultRedactor();
  const all = text.replace(/\r\n?/g, '\n').split('\n');
  while (all.length > 0 && all.at(-1)!.trim() === '') all.pop();
  return all.slice(-lines).map((line) => {
    const clean = redact(stripTerminalCodes(line.replace(TIMESTAMP, '')).replace(/\s+$/, ''));
    return clean.length > LOG_LINE_CHARS ? `${clean.slice(0, LOG_LINE_CHARS)} …` : clean;
  });
}
