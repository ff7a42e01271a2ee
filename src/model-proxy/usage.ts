/**
 * Token usage as the Messages API reports it: in `message_start` and `message_delta` events of
 * a stream (the delta's counts are cumulative for the message), or in a JSON body's `usage`.
 */

export interface TokenUsage {
  inputTokens: number;
  outputTokens: number;
  cacheReadTokens: number;
  cacheWriteTokens: number;
}

export const NO_USAGE: TokenUsage = Object.freeze({
  inputTokens: 0,
  outputTokens: 0,
  cacheReadTokens: 0,
  cacheWriteTokens: 0,
});

export function addUsage(a: TokenUsage, b: TokenUsage): TokenUsage {
  return {
    inputTokens: a.inputTokens + b.inputTokens,
    outputTokens: a.outputTokens + b.outputTokens,
    cacheReadTokens: a.cacheReadTokens + b.cacheReadTokens,
    cacheWriteTokens: a.cacheWriteTokens + b.cacheWriteTokens,
  };
}

/** The sum of a list of usages (undefined entries count as none). */
export function sumUsage(usages: (TokenUsage | undefined)[]): TokenUsage {
  return usages.reduce<TokenUsage>((sum, usage) => (usage ? addUsage(sum, usage) : sum), NO_USAGE);
}

/** One response's usage and the model that answered. */
export interface MessageUsage {
  model?: string;
  usage: TokenUsage;
  /** The part of `usage.cacheWriteTokens` written to the 1-hour cache (priced higher). */
  cacheWrite1hTokens?: number;
  /** The usage is final: a whole JSON body, or a stream that reached its `message_delta`. */
  complete?: boolean;
}

type RawUsage = Record<string, unknown>;

function count(raw: RawUsage, name: string, previous: number): number {
  const value = raw[name];
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : previous;
}

/** A usage object of the API merged over what was known (fields it lacks keep their value). */
function merge(known: TokenUsage, raw: unknown): TokenUsage {
  if (typeof raw !== 'object' || raw === null) return known;
  const r = raw as RawUsage;
  return {
    inputTokens: count(r, 'input_tokens', known.inputTokens),
    outputTokens: count(r, 'output_tokens', known.outputTokens),
    cacheReadTokens: count(r, 'cache_read_input_tokens', known.cacheReadTokens),
    cacheWriteTokens: count(r, 'cache_creation_input_tokens', known.cacheWriteTokens),
  };
}

/** The 1-hour cache writes of a usage object (`cache_creation.ephemeral_1h_input_tokens`). */
function hourWrites(raw: unknown, previous: number): number {
  if (typeof raw !== 'object' || raw === null) return previous;
  const creation = (raw as RawUsage).cache_creation;
  if (typeof creation !== 'object' || creation === null) return previous;
  return count(creation as RawUsage, 'ephemeral_1h_input_tokens', previous);
}

/** Usage of a JSON response body (a non-streamed message), or undefined. */
export function usageOfJson(text: string): MessageUsage | undefined {
  try {
    const body = JSON.parse(text) as { model?: unknown; usage?: unknown };
    if (typeof body?.usage !== 'object' || body.usage === null) return undefined;
    const model = typeof body.model === 'string' ? body.model : undefined;
    return {
      model,
      usage: merge(NO_USAGE, body.usage),
      cacheWrite1hTokens: hourWrites(body.usage, 0),
      complete: true,
    };
  } catch {
    return undefined;
  }
}

/** Only these events carry usage; other lines (the content) are skipped unread. */
const USAGE_EVENT = /^data:\s*\{\s*"type"\s*:\s*"message_(?:start|delta)"/;
/** How the Messages API writes a data line: then one byte tells usage ('m') from content. */
const CANONICAL = Buffer.from('data: {"type":"');
/** Bytes of a line's start that decide whether it is a usage event. */
const DECIDE_BYTES = 64;
const NEWLINE = 0x0a;
const LETTER_D = 0x64;
const LETTER_M = 0x6d;
/** A usage event is small; a longer line is not believed. */
const MAX_USAGE_LINE = 64 * 1024;

/** Whether `bytes` holds `prefix` at `at` (a loop: cheaper than a native call for a few bytes). */
function startsWith(bytes: Buffer, at: number, prefix: Buffer): boolean {
  for (let k = 0; k < prefix.length; k++) if (bytes[at + k] !== prefix[k]) return false;
  return true;
}

/** Whether a line starting with `bytes[from, to)` is a usage event (to - from >= 64, or all of it). */
function isUsageLine(bytes: Buffer, from: number, to: number): boolean {
  if (bytes[from] !== LETTER_D) return false;
  const canonical = to - from > CANONICAL.length && startsWith(bytes, from, CANONICAL);
  if (canonical && bytes[from + CANONICAL.length] !== LETTER_M) return false;
  return USAGE_EVENT.test(bytes.toString('latin1', from, Math.min(to, from + DECIDE_BYTES)));
}

/**
 * Reads usage out of an SSE stream as it passes, piece by piece, without holding the stream:
 * each line is judged by its first bytes (a byte or two for the content, which is never
 * decoded), and only a usage event is kept until its end and parsed.
 */
export class SseUsageReader {
  /** The current line: undecided (its first bytes in `head`), skipped, or kept. */
  private state: 'undecided' | 'skip' | 'keep' = 'undecided';
  private head: Buffer = Buffer.alloc(0);
  private kept: Buffer[] = [];
  private keptBytes = 0;
  private readonly events = new MessageEventUsage();

  /** Payload bytes of the stream: `source[start, end)`, in order. */
  write(source: Buffer, start: number, end: number): void {
    for (let from = start; from < end;) {
      const newline = source.indexOf(NEWLINE, from);
      const lineEnd = newline < 0 || newline >= end ? end : newline;
      if (lineEnd > from) this.take(source, from, lineEnd);
      if (lineEnd === end) return;
      this.endLine();
      from = lineEnd + 1;
    }
  }

  /** Writes one piece of the stream. */
  push(chunk: Buffer | string): void {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    this.write(bytes, 0, bytes.length);
  }

  /** What the stream reported, or undefined when it reported no usage. */
  result(): MessageUsage | undefined {
    this.endLine();
    return this.events.result();
  }

  /** Bytes of the current line (no newline among them). */
  private take(source: Buffer, from: number, to: number): void {
    if (this.state === 'skip') return;
    if (this.state === 'keep') return this.keep(source, from, to);
    if (this.head.length === 0 && (source[from] !== LETTER_D || to - from >= DECIDE_BYTES)) {
      this.state = isUsageLine(source, from, to) ? 'keep' : 'skip';
      if (this.state === 'keep') this.keep(source, from, to);
      return;
    }
    this.head = Buffer.concat([this.head, source.subarray(from, to)]);
    if (this.head.length >= DECIDE_BYTES) this.decideHead();
  }

  private decideHead(): void {
    const head = this.head;
    this.head = Buffer.alloc(0);
    this.state = isUsageLine(head, 0, head.length) ? 'keep' : 'skip';
    if (this.state === 'keep') this.keep(head, 0, head.length);
  }

  private keep(source: Buffer, from: number, to: number): void {
    this.keptBytes += to - from;
    if (this.keptBytes > MAX_USAGE_LINE) {
      this.state = 'skip';
      this.kept = [];
    } else {
      this.kept.push(Buffer.from(source.subarray(from, to)));
    }
  }

  private endLine(): void {
    if (this.state === 'undecided' && this.head.length > 0) this.decideHead();
    if (this.state === 'keep') this.read(Buffer.concat(this.kept).toString('utf8'));
    this.state = 'undecided';
    this.kept = [];
    this.keptBytes = 0;
  }

  private read(line: string): void {
    try {
      this.events.event(JSON.parse(line.trim().replace(/^data:/, '')));
    } catch {
      // Not a usage event after all.
    }
  }
}

/**
 * The usage of a Messages stream, from its events as objects (`message_start`,
 * `message_delta`; every other event is ignored): what the SSE reader parses, and what
 * Bedrock's eventstream frames carry.
 */
export class MessageEventUsage {
  private model: string | undefined;
  private usage: TokenUsage = NO_USAGE;
  private hourWrites = 0;
  private seen = false;
  private final = false;

  event(parsed: unknown): void {
    if (typeof parsed !== 'object' || parsed === null) return;
    const event = parsed as {
      type?: unknown;
      message?: { model?: unknown; usage?: unknown };
      usage?: unknown;
    };
    if (event.type === 'message_start') {
      if (typeof event.message?.model === 'string') this.model = event.message.model;
      this.usage = merge(this.usage, event.message?.usage);
      this.hourWrites = hourWrites(event.message?.usage, this.hourWrites);
      this.seen = true;
    } else if (event.type === 'message_delta') {
      this.usage = merge(this.usage, event.usage);
      this.hourWrites = hourWrites(event.usage, this.hourWrites);
      this.seen = true;
      this.final = true;
    }
  }

  /** What the stream reported, or undefined when it reported no usage. */
  result(): MessageUsage | undefined {
    if (!this.seen) return undefined;
    return {
      model: this.model,
      usage: this.usage,
      cacheWrite1hTokens: this.hourWrites,
      complete: this.final,
    };
  }
}
