/**
 * Reading Claude Code's `--output-format stream-json` output: splitting a byte stream into
 * lines (lines may be split across chunks, multi-byte characters too), parsing each line, and
 * collecting what the runner needs from the events.
 */
import { StringDecoder } from 'node:string_decoder';
import type { StreamEvent } from './types.js';

/** Splits chunks into complete lines; the unfinished tail waits for the next chunk. */
export class LineSplitter {
  private readonly decoder = new StringDecoder('utf8');
  private pending: string[] = [];
  private pendingLength = 0;
  private discarding = false;
  /** Lines dropped because they grew past maxLineChars. */
  droppedLines = 0;

  constructor(private readonly maxLineChars = 64 * 1024 * 1024) {}

  push(chunk: Buffer | string): string[] {
    const text = typeof chunk === 'string' ? chunk : this.decoder.write(chunk);
    const lines: string[] = [];
    let start = 0;
    let newline = text.indexOf('\n');
    while (newline !== -1) {
      this.take(text.slice(start, newline), lines);
      start = newline + 1;
      newline = text.indexOf('\n', start);
    }
    if (start < text.length) this.hold(text.slice(start));
    return lines;
  }

  /** Flushes the last line when the stream ends without a newline. */
  end(): string[] {
    const lines: string[] = [];
    const rest = this.decoder.end();
    if (rest) this.hold(rest);
    if (this.pendingLength > 0 || this.discarding) this.take('', lines);
    return lines;
  }

  private hold(piece: string): void {
    if (this.discarding) return;
    if (this.pendingLength + piece.length > this.maxLineChars) {
      // A runaway line: drop it instead of growing without bound.
      this.discarding = true;
      this.droppedLines += 1;
      this.pending = [];
      this.pendingLength = 0;
      return;
    }
    this.pending.push(piece);
    this.pendingLength += piece.length;
  }

  private take(piece: string, lines: string[]): void {
    const discard = this.discarding;
    const line = this.pending.length > 0 ? this.pending.join('') + piece : piece;
    this.pending = [];
    this.pendingLength = 0;
    this.discarding = false;
    if (discard) return;
    if (line.length > this.maxLineChars) {
      this.droppedLines += 1;
      return;
    }
    lines.push(line.endsWith('\r') ? line.slice(0, -1) : line);
  }
}

export type ParsedLine =
  { kind: 'event'; event: StreamEvent } | { kind: 'malformed'; line: string } | { kind: 'empty' };

/** One line of stream-json. Anything that is not a JSON object with a string `type` is malformed. */
export function parseStreamLine(line: string): ParsedLine {
  if (line.trim() === '') return { kind: 'empty' };
  try {
    const value: unknown = JSON.parse(line);
    if (
      value !== null &&
      typeof value === 'object' &&
      !Array.isArray(value) &&
      typeof (value as { type?: unknown }).type === 'string'
    ) {
      return { kind: 'event', event: value as StreamEvent };
    }
  } catch {
    // fall through
  }
  return { kind: 'malformed', line };
}

/** The fields of the final `result` event the runner uses. */
export interface ResultEvent {
  subtype?: string;
  isError: boolean;
  numTurns: number;
  totalCostUsd: number;
  durationMs: number;
  sessionId?: string;
  permissionDenials: unknown[];
  text: string;
  /** The answer of a run with `--json-schema`, when claude got one that matches it. */
  structuredOutput?: unknown;
  /** HTTP status of the API error that ended the run, when claude reports one. */
  apiErrorStatus?: number;
  terminalReason?: string;
}

/** Text blocks of an `assistant` event's message, in order. */
export function assistantTextOf(event: StreamEvent): string[] {
  if (event.type !== 'assistant') return [];
  const message = event.message as { content?: unknown } | undefined;
  if (!message || !Array.isArray(message.content)) return [];
  const texts: string[] = [];
  for (const block of message.content as { type?: string; text?: unknown }[]) {
    if (block?.type === 'text' && typeof block.text === 'string') texts.push(block.text);
  }
  return texts;
}

function num(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

export function readResultEvent(event: StreamEvent): ResultEvent {
  return {
    subtype: typeof event.subtype === 'string' ? event.subtype : undefined,
    isError: event.is_error === true,
    numTurns: num(event.num_turns),
    totalCostUsd: num(event.total_cost_usd),
    durationMs: num(event.duration_ms),
    sessionId: typeof event.session_id === 'string' ? event.session_id : undefined,
    permissionDenials: Array.isArray(event.permission_denials) ? event.permission_denials : [],
    text: typeof event.result === 'string' ? event.result : '',
    structuredOutput: event.structured_output,
    apiErrorStatus: typeof event.api_error_status === 'number' ? event.api_error_status : undefined,
    terminalReason: typeof event.terminal_reason === 'string' ? event.terminal_reason : undefined,
  };
}

const TRUNCATION_MARK = '[... earlier assistant text truncated ...]\n';

/**
 * Collects what matters from a run's events: assistant text (capped, keeping the tail, so a
 * huge transcript cannot exhaust memory), the session id, and the `result` event.
 */
export class StreamCollector {
  private textParts: string[] = [];
  private textLength = 0;
  private truncated = false;
  sessionId?: string;
  result?: ResultEvent;
  /** Text of the last assistant message that carried text. */
  lastAssistantText = '';
  eventCount = 0;
  malformedCount = 0;
  unknownTypes = new Set<string>();

  constructor(private readonly maxTextChars = 1024 * 1024) {}

  /** Returns the assistant text the event carried ('' if none). */
  handle(event: StreamEvent): string {
    this.eventCount += 1;
    switch (event.type) {
      case 'system':
        if (typeof event.session_id === 'string') this.sessionId ??= event.session_id;
        return '';
      case 'assistant': {
        const text = assistantTextOf(event).join('\n');
        if (text !== '') {
          this.addText(text);
          this.lastAssistantText = text;
        }
        return text;
      }
      case 'result':
        this.result = readResultEvent(event);
        if (this.result.sessionId) this.sessionId = this.result.sessionId;
        return '';
      case 'user':
      case 'stream_event':
        return '';
      default:
        this.unknownTypes.add(event.type);
        return '';
    }
  }

  noteMalformed(): void {
    this.malformedCount += 1;
  }

  get assistantText(): string {
    const text = this.textParts.join('\n');
    return this.truncated ? TRUNCATION_MARK + text : text;
  }

  private addText(text: string): void {
    this.textParts.push(text);
    this.textLength += text.length + 1;
    while (this.textLength > this.maxTextChars && this.textParts.length > 1) {
      const dropped = this.textParts.shift()!;
      this.textLength -= dropped.length + 1;
      this.truncated = true;
    }
  }
}

/**
 * All assistant text plus the final result text of an NDJSON transcript, in order
 * (what `ralph phase-status --file transcript.ndjson` searches for status blocks).
 */
export function textOfTranscript(ndjson: string): string {
  const parts: string[] = [];
  for (const line of ndjson.split('\n')) {
    const parsed = parseStreamLine(line);
    if (parsed.kind !== 'event') continue;
    if (parsed.event.type === 'assistant') parts.push(...assistantTextOf(parsed.event));
    if (parsed.event.type === 'result' && typeof parsed.event.result === 'string') {
      parts.push(parsed.event.result);
    }
  }
  return parts.join('\n');
}
