/**
 * The pieces an ASCII task list is held in after edits: whatever edits are made, the pieces
 * read as the text a plain string would hold, and their bytes are that text's UTF-8.
 */
import { describe, expect, it } from '@jest/globals';
import { AsciiPieces } from '../../src/prd/ascii-pieces.js';

/** The same pseudo-random numbers on every run. */
function numbers(seed: number): () => number {
  let x = seed;
  return () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x / 2147483648;
  };
}

function joined(pieces: AsciiPieces): string {
  return Buffer.concat(pieces.bytes).toString('latin1');
}

describe('AsciiPieces', () => {
  it('is undefined for a text with any character from U+0080 up', () => {
    expect(AsciiPieces.of('title: café\n')).toBeUndefined();
    expect(AsciiPieces.of('title: \u{1F600}\n')).toBeUndefined();
    expect(AsciiPieces.of('bad: \ud800\n')).toBeUndefined(); // a lone surrogate
    expect(AsciiPieces.of('plain: text\n')?.text()).toBe('plain: text\n');
  });

  it('refuses lines that are not ASCII, and keeps what it had', () => {
    const pieces = AsciiPieces.of('a: 1\nb: 2\n')!;
    expect(pieces.splice(5, 10, 'b: déjà\n')).toBeUndefined();
    expect(pieces.text()).toBe('a: 1\nb: 2\n');
  });

  it('reads as the string the same edits give, slices and bytes, past the joining of pieces', () => {
    const random = numbers(7);
    let expected = Array.from({ length: 400 }, (_, i) => `- id: task-${i}\n`).join('');
    let pieces = AsciiPieces.of(expected)!;
    for (let edit = 0; edit < 300; edit++) {
      const start = Math.floor(random() * (expected.length + 1));
      const end = Math.min(expected.length, start + Math.floor(random() * 40));
      const text = edit % 7 === 0 ? '' : `  status: s${edit}\n`;
      pieces = pieces.splice(start, end, text)!;
      expected = expected.slice(0, start) + text + expected.slice(end);
      expect(pieces.length).toBe(expected.length);
      const from = Math.floor(random() * expected.length);
      const to = from + Math.floor(random() * 200);
      expect(pieces.slice(from, to)).toBe(expected.slice(from, to));
    }
    expect(pieces.text()).toBe(expected);
    expect(joined(pieces)).toBe(expected);
    expect(pieces.bytes.length).toBeLessThanOrEqual(64);
  });

  it('keeps the bytes around an edit as views of the bytes it had: nothing is copied', () => {
    const text = 'x'.repeat(1_000_000);
    const pieces = AsciiPieces.of(text)!;
    const edited = pieces.splice(500_000, 500_010, 'status: done\n')!;
    const [before, , after] = edited.bytes;
    expect(edited.bytes.map((b) => b.length)).toEqual([500_000, 13, 499_990]);
    expect(before!.buffer).toBe(pieces.bytes[0]!.buffer);
    expect(after!.buffer).toBe(pieces.bytes[0]!.buffer);
    expect(joined(edited)).toBe(`${text.slice(0, 500_000)}status: done\n${text.slice(500_010)}`);
  });
});
