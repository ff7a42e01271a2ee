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

/** Usage of a JSON response body (a non-streamed message), or undefined. */
export function usageOfJson(text: string): MessageUsage | undefined {
  try {
    const body = JSON.parse(text) as { model?: unknown; usage?: unknown };
    if (typeof body?.usage !== 'object' || body.usage === null) return undefined;
    const model = typeof body.model === 'string' ? body.model : undefined;
    return { model, usage: merge(NO_USAGE, body.usage) };
  } catch {
    return undefined;
  }
}

/** Only these events carry usage; other lines (the content) are skipped unread. */
const USAGE_EVENT = /^data:\s*\{\s*"type"\s*:\s*"message_(?:start|delta)"/;
/** A line longer than this that is not a usage event is dropped as it streams. */
const SNIFF_CHARS = 64;
const NEWLINE = 0x0a;
/** A usage event is small; a longer one is not believed. */
const MAX_USAGE_LINE = 64 * 1024;

/**
 * Reads usage out of an SSE stream as it passes, chunk by chunk, without holding the stream:
 * it keeps at most one usage line, and lines of content are skipped as soon as their start
 * shows they are not usage.
 */
export class SseUsageReader {
  private line = '';
  private skipping = false;
  private model: string | undefined;
  private usage: TokenUsage = NO_USAGE;
  private seen = false;

  push(chunk: Buffer | string): void {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    let start = 0;
    for (;;) {
      const newline = bytes.indexOf(NEWLINE, start);
      const end = newline < 0 ? bytes.length : newline;
      if (!this.skipping && end > start) this.take(bytes, start, end);
      if (newline < 0) return;
      this.endLine();
      start = newline + 1;
    }
  }

  /** Adds bytes to the current line: decoded only while it may still be a usage event. */
  private take(bytes: Buffer, start: number, end: number): void {
    const sniffing = this.line.length < SNIFF_CHARS;
    const upTo = sniffing ? Math.min(end, start + SNIFF_CHARS - this.line.length) : end;
    this.line += bytes.toString('utf8', start, upTo);
    if (this.line.length >= SNIFF_CHARS && !USAGE_EVENT.test(this.line)) this.skipping = true;
    else if (upTo < end) this.line += bytes.toString('utf8', upTo, end);
    if (this.line.length > MAX_USAGE_LINE) this.skipping = true;
    if (this.skipping) this.line = '';
  }

  /** What the stream reported, or undefined when it reported no usage. */
  result(): MessageUsage | undefined {
    this.endLine();
    return this.seen ? { model: this.model, usage: this.usage } : undefined;
  }

  private endLine(): void {
    const line = this.line.trim();
    this.line = '';
    this.skipping = false;
    if (!USAGE_EVENT.test(line)) return;
    try {
      const event = JSON.parse(line.replace(/^data:\s*/, '')) as {
        type: string;
        message?: { model?: unknown; usage?: unknown };
        usage?: unknown;
      };
      if (event.type === 'message_start') {
        if (typeof event.message?.model === 'string') this.model = event.message.model;
        this.usage = merge(this.usage, event.message?.usage);
        this.seen = true;
      } else if (event.type === 'message_delta') {
        this.usage = merge(this.usage, event.usage);
        this.seen = true;
      }
    } catch {
      // Not a usage event after all.
    }
  }
}
