/**
 * Task-list text before any YAML parser sees it: size and encoding limits, positions and
 * diagnostics. Free of the YAML and schema libraries, so the fast path loads none of them.
 */
import { isUtf8 } from 'node:buffer';
import type { Diagnostic } from './diagnostics.js';

/**
 * Files above this are refused: a real 100,000-task list is about 50 MB; beyond a few times
 * that, reading would take minutes and gigabytes.
 */
export const MAX_PRD_BYTES = 128 * 1024 * 1024;
/** Nesting deeper than this is refused with its position (no task list needs more than ~10). */
export const MAX_NESTING = 500;
/** Aliases are legitimate YAML, but thousands of them are an expansion attack. */
export const MAX_ALIAS_COUNT = 1000;

export type PathSegment = string | number;
export type Path = readonly PathSegment[];

export interface Position {
  line: number;
  column: number;
}

/** The 1-based position of the node at a path (line 1, column 1 when unknown). */
export type Locator = (path: Path, opts?: { key?: boolean }) => Position;

export function diagnostic(
  file: string,
  rule: string,
  message: string,
  pos: Position = { line: 0, column: 0 },
  severity: 'error' | 'warning' = 'error',
): Diagnostic {
  return { rule, message, file, line: pos.line, column: pos.column, severity };
}

export function formatSize(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function tooLargeMessage(bytes: number): string {
  return `File is too large (${formatSize(bytes)}); the limit is ${formatSize(MAX_PRD_BYTES)}`;
}

/** Decodes UTF-8 strictly; on failure reports the line and column of the first bad byte. */
export function decodeUtf8(
  bytes: Uint8Array,
  file: string,
): { text: string } | { error: Diagnostic } {
  // Buffer's decoder keeps ASCII text in one byte a character (half the memory of the
  // TextDecoder's answer on a large file); isUtf8 does the strict check first.
  const buffer = Buffer.isBuffer(bytes)
    ? bytes
    : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (isUtf8(buffer)) {
    const text = buffer.toString('utf8');
    return { text: text.charCodeAt(0) === 0xfeff ? text.slice(1) : text }; // as TextDecoder does
  }
  const lossy = new TextDecoder('utf-8').decode(bytes);
  const bad = Math.max(0, lossy.indexOf('\uFFFD'));
  const before = lossy.slice(0, bad);
  const line = before.split('\n').length;
  const column = bad - before.lastIndexOf('\n');
  return {
    error: diagnostic(file, 'FILE', 'File is not valid UTF-8 text (save it as UTF-8)', {
      line,
      column,
    }),
  };
}

/**
 * Where the nesting of block indentation plus flow brackets first goes deeper than `limit`,
 * or undefined. A cheap line scan (quotes and comments are skipped) run before the full parse,
 * whose recursion would otherwise overflow the stack without saying where.
 */
export function tooDeepAt(text: string, limit = MAX_NESTING): Position | undefined {
  const indents: number[] = [];
  let flow = 0;
  let line = 1;
  let start = 0;
  while (start <= text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    let i = start;
    while (text.charCodeAt(i) === 32) i++;
    const content = i < end && text.charCodeAt(i) !== 35; /* # */
    if (content && flow === 0) {
      const indent = i - start;
      while (indents.length > 0 && indents[indents.length - 1]! >= indent) indents.pop();
      indents.push(indent);
      // `- - x` and `- key:` open one more level per dash on the line
      while (text.charCodeAt(i) === 45 && text.charCodeAt(i + 1) === 32) {
        i += 2;
        while (text.charCodeAt(i) === 32) i++;
        indents.push(i - start);
      }
      if (indents.length > limit) return { line, column: i - start + 1 };
    }
    let quote = 0;
    for (; content && i < end; i++) {
      const c = text.charCodeAt(i);
      if (quote !== 0) {
        if (c === quote) quote = 0;
        else if (c === 92 /* \ */ && quote === 34) i++;
        continue;
      }
      if (c === 34 || c === 39) quote = c;
      else if (c === 35 && text.charCodeAt(i - 1) === 32) break;
      else if (c === 91 || c === 123) {
        flow++;
        if (indents.length + flow > limit) return { line, column: i - start + 1 };
      } else if ((c === 93 || c === 125) && flow > 0) flow--;
    }
    line++;
    start = end + 1;
  }
  return undefined;
}
