/** Keeps the last N lines of a stream in bounded memory (a ring of lines). */
import { StringDecoder } from 'node:string_decoder';

/** Longer lines are cut so one endless line cannot grow memory without bound. */
const MAX_LINE_CHARS = 4000;

export class LineTail {
  private readonly ring: string[];
  private next = 0;
  private count = 0;
  private readonly partial = new Map<string, { decoder: StringDecoder; text: string }>();

  constructor(private readonly maxLines: number) {
    this.ring = new Array<string>(maxLines);
  }

  /** Adds a chunk of `stream` (streams keep separate partial lines, so they never mix). */
  push(stream: string, chunk: Buffer | string): void {
    let state = this.partial.get(stream);
    if (!state) {
      state = { decoder: new StringDecoder('utf8'), text: '' };
      this.partial.set(stream, state);
    }
    const text = state.text + (typeof chunk === 'string' ? chunk : state.decoder.write(chunk));
    const parts = text.split('\n');
    state.text = clip(parts.pop()!);
    for (const line of parts) this.pushLine(line.replace(/\r$/, ''));
  }

  /** Flushes unfinished lines and returns the tail. */
  finish(): string {
    for (const state of this.partial.values()) {
      const rest = state.text + state.decoder.end();
      if (rest.length > 0) this.pushLine(rest.replace(/\r$/, ''));
      state.text = '';
    }
    this.partial.clear();
    return this.lines().join('\n');
  }

  lines(): string[] {
    const start = (this.next - this.count + this.maxLines) % this.maxLines;
    return Array.from({ length: this.count }, (_, i) => this.ring[(start + i) % this.maxLines]!);
  }

  private pushLine(line: string): void {
    this.ring[this.next] = clip(line);
    this.next = (this.next + 1) % this.maxLines;
    this.count = Math.min(this.count + 1, this.maxLines);
  }
}

function clip(line: string): string {
  return line.length > MAX_LINE_CHARS ? `${line.slice(0, MAX_LINE_CHARS)}... [line cut]` : line;
}
