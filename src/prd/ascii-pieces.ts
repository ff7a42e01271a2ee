/**
 * An ASCII text held as pieces: views of the text it first was (and of its bytes), and the
 * lines edited since. For ASCII a character's offset is its byte's offset, so an edit of one
 * task's lines replaces a range of pieces, and neither the edit nor the write that follows has
 * to copy or encode the whole list again: on a list of thousands of tasks, that is megabytes
 * per edit not allocated, copied and encoded. (A string sliced from a joined one is copied
 * whole first; these pieces are only ever sliced from flat strings.)
 */
import { Buffer } from 'node:buffer';

/** More pieces than this and they are joined into one again (an edit adds two at most). */
const MAX_PIECES = 64;

export class AsciiPieces {
  private constructor(
    /** The text's bytes, in order. */
    readonly bytes: readonly Buffer[],
    /** The same pieces as text. */
    private readonly strings: readonly string[],
    readonly length: number,
  ) {}

  /** The text in pieces, or undefined when it is not all ASCII. */
  static of(text: string): AsciiPieces | undefined {
    const bytes = Buffer.from(text, 'utf8');
    // Any character from U+0080 up takes two bytes or more in UTF-8.
    return bytes.length === text.length ? new AsciiPieces([bytes], [text], text.length) : undefined;
  }

  /** The whole text. Joined lazily: nothing is copied until a character is read. */
  text(): string {
    let text = '';
    for (const piece of this.strings) text += piece;
    return text;
  }

  /** The text from `start` to `end`. */
  slice(start: number, end: number): string {
    const parts: string[] = [];
    this.visit(start, end, (i, from, to) => parts.push(this.strings[i]!.slice(from, to)));
    return parts.join('');
  }

  /** This text with `start` to `end` replaced by `text`; undefined when `text` is not ASCII. */
  splice(start: number, end: number, text: string): AsciiPieces | undefined {
    const inserted = Buffer.from(text, 'utf8');
    if (inserted.length !== text.length) return undefined;
    const bytes: Buffer[] = [];
    const strings: string[] = [];
    const keep = (i: number, from: number, to: number) => {
      bytes.push(this.bytes[i]!.subarray(from, to));
      strings.push(this.strings[i]!.slice(from, to));
    };
    this.visit(0, start, keep);
    if (text.length > 0) {
      bytes.push(inserted);
      strings.push(text);
    }
    this.visit(end, this.length, keep);
    const length = this.length - (end - start) + text.length;
    if (bytes.length <= MAX_PIECES) return new AsciiPieces(bytes, strings, length);
    return new AsciiPieces([Buffer.concat(bytes, length)], [strings.join('')], length);
  }

  /** Calls `use` with each piece's part that lies between `start` and `end`, in order. */
  private visit(start: number, end: number, use: (i: number, from: number, to: number) => void) {
    let offset = 0;
    for (let i = 0; i < this.bytes.length && offset < end; i++) {
      const pieceEnd = offset + this.bytes[i]!.length;
      const from = Math.max(start, offset);
      const to = Math.min(end, pieceEnd);
      if (from < to) use(i, from - offset, to - offset);
      offset = pieceEnd;
    }
  }
}
