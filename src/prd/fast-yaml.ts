/**
 * A fast reader for the plain subset of YAML that task lists are written in: block maps and
 * lists, one-line flow lists/maps, plain / quoted scalars, `|` and `>` block scalars, comments.
 *
 * The `yaml` package needs about a second for a 10,000-task file; this reads it in tens of
 * milliseconds. It is only an accelerator: on anything outside the subset (anchors, tags,
 * multi-line plain or quoted scalars, tabs, odd keys, ...) it gives up and the caller uses the
 * full parser, which also provides the positions for diagnostics. Where it does answer, the
 * value equals what `yaml`'s parse() returns (the tests compare both on every fixture).
 */

class GiveUp extends Error {}
const GIVE_UP = new GiveUp('outside the fast subset');

const KEY = /^([A-Za-z_][A-Za-z0-9_.-]*):(?: +|$)/;
const RESERVED_KEYS = new Set([
  'null',
  'Null',
  'NULL',
  'true',
  'True',
  'TRUE',
  'false',
  'False',
  'FALSE',
  '__proto__',
]);
const BLOCK_HEADER = /^([|>])([-+]?)(?: +#.*)?$/;
const INT = /^[-+]?[0-9]+$/;
const FLOAT = /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?$/;
const JSON_ESCAPES_ONLY = /\\(?!["\\/bfnrt]|u[0-9a-fA-F]{4})/;
const PLAIN_FIRST_FORBIDDEN = new Set([...',[]{}#&*!|>\'"%@`?:-']);
const AFTER_VALUE = /^(?: *| +#.*)$/;

function giveUp(): never {
  throw GIVE_UP;
}

function resolvePlain(s: string): unknown {
  if (s === 'null' || s === 'Null' || s === 'NULL' || s === '~') return null;
  if (s === 'true' || s === 'True' || s === 'TRUE') return true;
  if (s === 'false' || s === 'False' || s === 'FALSE') return false;
  const c = s.charCodeAt(0);
  // Only strings that start like a number can be one.
  if ((c >= 48 && c <= 57) || c === 43 || c === 45 || c === 46) {
    if (INT.test(s)) {
      const n = Number(s);
      return Number.isSafeInteger(n) ? n : giveUp();
    }
    if (FLOAT.test(s)) return Number(s);
    if (/^[-+]?\.(inf|Inf|INF|nan|NaN|NAN)$/.test(s) || /^0[ox]/.test(s)) giveUp();
  }
  return s;
}

function indentOf(line: string): number {
  let n = 0;
  while (line.charCodeAt(n) === 32) n++;
  return n;
}

/** A double- or single-quoted scalar at the start of `text`; returns the value and the rest. */
function readQuoted(text: string): [string, string] {
  if (text[0] === '"') {
    let end = 1;
    while (end < text.length && text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
    if (end >= text.length) giveUp();
    const raw = text.slice(0, end + 1);
    let value: string;
    if (raw.includes('\\')) {
      if (JSON_ESCAPES_ONLY.test(raw)) giveUp();
      try {
        value = JSON.parse(raw) as string;
      } catch {
        giveUp();
      }
    } else {
      value = raw.slice(1, -1);
    }
    return [value, text.slice(end + 1)];
  }
  let end = 1;
  for (;;) {
    end = text.indexOf("'", end);
    if (end < 0) giveUp();
    if (text[end + 1] === "'") end += 2;
    else break;
  }
  return [text.slice(1, end).replace(/''/g, "'"), text.slice(end + 1)];
}

class FlowReader {
  pos = 0;
  constructor(private readonly text: string) {}

  private skip(): void {
    while (this.text[this.pos] === ' ') this.pos++;
  }

  read(): unknown {
    this.skip();
    const c = this.text[this.pos];
    if (c === '[') return this.seq();
    if (c === '{') return this.map();
    if (c === '"' || c === "'") {
      const [value, rest] = readQuoted(this.text.slice(this.pos));
      this.pos = this.text.length - rest.length;
      return value;
    }
    return this.plain();
  }

  private plain(): unknown {
    const start = this.pos;
    while (this.pos < this.text.length && !',[]{}'.includes(this.text[this.pos]!)) this.pos++;
    const token = this.text.slice(start, this.pos).trim();
    if (
      token === '' ||
      PLAIN_FIRST_FORBIDDEN.has(token[0]!) ||
      token.includes(':') ||
      token.includes(' #')
    ) {
      giveUp();
    }
    return resolvePlain(token);
  }

  private seq(): unknown[] {
    this.pos++;
    const items: unknown[] = [];
    for (;;) {
      this.skip();
      if (this.text[this.pos] === ']') break;
      items.push(this.read());
      this.skip();
      const c = this.text[this.pos];
      if (c === ',') this.pos++;
      else if (c !== ']') giveUp();
    }
    this.pos++;
    return items;
  }

  private map(): Record<string, unknown> {
    this.pos++;
    const out: Record<string, unknown> = {};
    for (;;) {
      this.skip();
      if (this.text[this.pos] === '}') break;
      const m = KEY.exec(this.text.slice(this.pos));
      if (!m || !m[0].endsWith(' ') || RESERVED_KEYS.has(m[1]!) || m[1]! in out) giveUp();
      this.pos += m[0].length;
      out[m[1]!] = this.read();
      this.skip();
      const c = this.text[this.pos];
      if (c === ',') this.pos++;
      else if (c !== '}') giveUp();
    }
    this.pos++;
    return out;
  }
}

class BlockReader {
  private readonly lines: string[];
  private i = 0;

  constructor(text: string) {
    this.lines = text.split('\n');
  }

  document(): unknown {
    const k = this.nextContent();
    if (k < 0) giveUp();
    const line = this.lines[k]!;
    if (indentOf(line) !== 0 || /^(---|\.\.\.|%)/.test(line)) giveUp();
    this.i = k;
    const value = this.block(0);
    if (this.nextContent() >= 0) giveUp();
    return value;
  }

  /** Index of the next line that is neither blank nor a comment, or -1. */
  private nextContent(): number {
    for (let k = this.i; k < this.lines.length; k++) {
      const line = this.lines[k]!;
      const n = indentOf(line);
      if (n < line.length && line[n] !== '#') return k;
    }
    return -1;
  }

  private block(indent: number): unknown {
    const rest = this.lines[this.i]!.slice(indent);
    if (rest === '-' || rest.startsWith('- ')) return this.seq(indent);
    return this.map(indent, false);
  }

  private seq(indent: number): unknown[] {
    const items: unknown[] = [];
    for (;;) {
      const k = this.nextContent();
      if (k < 0) break;
      const line = this.lines[k]!;
      const n = indentOf(line);
      if (n < indent) break;
      if (n > indent) giveUp();
      const content = line.slice(indent);
      if (content !== '-' && !content.startsWith('- ')) break;
      this.i = k;
      const after = content.slice(1);
      const itemText = after.trimStart();
      const itemColumn = indent + 1 + (after.length - itemText.length);
      if (KEY.test(itemText)) {
        items.push(this.map(itemColumn, true));
      } else {
        if (itemText === '-' || itemText.startsWith('- ')) giveUp();
        this.i++;
        items.push(this.inlineValue(itemText, indent, true));
      }
    }
    return items;
  }

  /** A block map whose keys sit at `column`; `compact`: the first key follows a `- ` on this line. */
  private map(column: number, compact: boolean): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    let first = compact;
    for (;;) {
      let content: string;
      if (first) {
        content = this.lines[this.i]!.slice(column);
        first = false;
      } else {
        const k = this.nextContent();
        if (k < 0) break;
        const line = this.lines[k]!;
        const n = indentOf(line);
        if (n < column) break;
        if (n > column) giveUp();
        content = line.slice(column);
        if (content === '-' || content.startsWith('- ')) {
          if (column === 0) giveUp();
          break;
        }
        this.i = k;
      }
      const m = KEY.exec(content);
      if (!m) giveUp();
      const key = m[1]!;
      if (RESERVED_KEYS.has(key) || key in out) giveUp();
      this.i++;
      out[key] = this.inlineValue(content.slice(m[0].length), column, false);
    }
    return out;
  }

  /** The value after `key: ` or `- ` (the line is already consumed). */
  private inlineValue(text: string, parentIndent: number, inSeq: boolean): unknown {
    if (text === '' || text[0] === '#') {
      const k = this.nextContent();
      if (k < 0) return null;
      const line = this.lines[k]!;
      const n = indentOf(line);
      if (n > parentIndent) {
        this.i = k;
        return this.block(n);
      }
      const rest = line.slice(n);
      if (n === parentIndent && !inSeq && (rest === '-' || rest.startsWith('- '))) {
        this.i = k;
        return this.seq(n);
      }
      return null;
    }
    const c = text[0]!;
    if (c === '|' || c === '>') return this.blockScalar(text, parentIndent);
    let value: unknown;
    let rest: string;
    if (c === '[' || c === '{') {
      const reader = new FlowReader(text);
      value = reader.read();
      rest = text.slice(reader.pos);
    } else if (c === '"' || c === "'") {
      [value, rest] = readQuoted(text);
    } else {
      if (PLAIN_FIRST_FORBIDDEN.has(c) && !(c === '-' && text.length > 1 && text[1] !== ' '))
        giveUp();
      const hash = text.indexOf(' #');
      const plain = (hash >= 0 ? text.slice(0, hash) : text).trimEnd();
      if (plain.includes(': ') || plain.endsWith(':')) giveUp();
      value = resolvePlain(plain);
      rest = '';
    }
    if (!AFTER_VALUE.test(rest)) giveUp();
    // A more-indented line after a scalar would continue it (multi-line plain scalar).
    const k = this.nextContent();
    if (k >= 0 && indentOf(this.lines[k]!) > parentIndent) giveUp();
    return value;
  }

  private blockScalar(header: string, parentIndent: number): string {
    const m = BLOCK_HEADER.exec(header);
    if (!m || m[2] === '+') giveUp();
    const folded = m[1] === '>';
    const strip = m[2] === '-';
    const body: string[] = [];
    let blockIndent = -1;
    let k = this.i;
    let lastContent = -1;
    for (; k < this.lines.length; k++) {
      const line = this.lines[k]!;
      const n = indentOf(line);
      if (n === line.length) {
        // blank line: part of the scalar if more content follows
        if (blockIndent < 0 || n > blockIndent) giveUp();
        body.push('');
        continue;
      }
      if (blockIndent < 0) {
        if (n <= parentIndent) giveUp();
        blockIndent = n;
      }
      if (n < blockIndent) {
        if (n > parentIndent) giveUp();
        break;
      }
      body.push(line.slice(blockIndent));
      lastContent = body.length;
    }
    if (lastContent < 0) giveUp();
    this.i = k;
    const lines = body.slice(0, lastContent);
    let value: string;
    if (!folded) {
      value = lines.join('\n');
    } else {
      if (lines.some((l) => l.startsWith(' '))) giveUp();
      value = '';
      let blanks = 0;
      lines.forEach((line, index) => {
        if (line === '') {
          blanks++;
          return;
        }
        if (index > 0) value += blanks > 0 ? '\n'.repeat(blanks) : ' ';
        blanks = 0;
        value += line;
      });
    }
    return strip ? value : value + '\n';
  }
}

/** The value of a YAML document in the fast subset, or undefined to use the full parser. */
export function fastParseYaml(text: string): { value: unknown } | undefined {
  if (text.includes('\t') || text.includes('\r') || text.charCodeAt(0) === 0xfeff) return undefined;
  try {
    return { value: new BlockReader(text).document() };
  } catch (e) {
    if (e === GIVE_UP) return undefined;
    throw e;
  }
}
