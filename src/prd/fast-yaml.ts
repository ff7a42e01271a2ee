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

/** Where the scalar readQuoted() last read ends (a tuple per scalar would be garbage). */
let quotedEnd = 0;

/**
 * A double- or single-quoted scalar at `start` of `text`, on the line that ends at `lineEnd`
 * (its newline or the end of the text; found when not given); where it ends is left in
 * quotedEnd.
 */
function readQuoted(text: string, start = 0, lineEnd = -1): string {
  if (lineEnd < 0) {
    const nl = text.indexOf('\n', start);
    lineEnd = nl < 0 ? text.length : nl;
  }
  if (text.charCodeAt(start) === 34 /* " */) {
    // The common case, found with native searches: no escapes, closed on the same line.
    const close = text.indexOf('"', start + 1);
    if (close < 0 || close > lineEnd) giveUp();
    const plain = text.slice(start + 1, close);
    if (!plain.includes('\\')) {
      quotedEnd = close + 1;
      return plain;
    }
    let end = start + 1;
    for (;;) {
      const c = text.charCodeAt(end);
      if (Number.isNaN(c) || c === 10) giveUp();
      if (c === 34) break;
      if (c === 92 /* \ */) end += 2;
      else end++;
    }
    const raw = text.slice(start, end + 1);
    if (JSON_ESCAPES_ONLY.test(raw)) giveUp();
    let value: string;
    try {
      value = JSON.parse(raw) as string;
    } catch {
      giveUp();
    }
    quotedEnd = end + 1;
    return value;
  }
  let end = start + 1;
  for (;;) {
    end = text.indexOf("'", end);
    if (end < 0 || end > lineEnd) giveUp();
    if (text.charCodeAt(end + 1) === 39) end += 2;
    else break;
  }
  const value = text.slice(start + 1, end);
  quotedEnd = end + 1;
  return value.includes("''") ? value.replace(/''/g, "'") : value;
}

/**
 * Where lists are gathered before each is copied out at its exact size: a list grown by push
 * keeps room for sixteen more items, and growing it leaves garbage behind for every list.
 * Block lists nest, so theirs is a stack (`seqTop`: its first free slot).
 */
const listItems: string[] = [];
const seqItems: unknown[] = [];
let seqTop = 0;

/**
 * The common flow list `["a", "b"]` (double-quoted strings without escapes, nothing after the
 * `]`) written from `start` to `end` of `text`, read without the general flow reader;
 * undefined for anything else.
 */
function simpleList(text: string, start: number, end: number): string[] | undefined {
  let count = 0;
  let p = start + 1;
  for (;;) {
    while (text.charCodeAt(p) === 32) p++;
    if (text.charCodeAt(p) === 93 /* ] */ && count === 0) break;
    if (text.charCodeAt(p) !== 34) return undefined;
    const q = text.indexOf('"', p + 1);
    if (q < 0 || q >= end) return undefined;
    const item = text.slice(p + 1, q);
    if (item.includes('\\')) return undefined;
    listItems[count++] = item;
    p = q + 1;
    while (text.charCodeAt(p) === 32) p++;
    const c = text.charCodeAt(p);
    if (c === 44 /* , */) {
      p++;
      continue;
    }
    if (c === 93) break;
    return undefined;
  }
  return p === end - 1 ? listItems.slice(0, count) : undefined;
}

/** Whether a key starting with this character could be one of RESERVED_KEYS. */
function mayBeReserved(c: number): boolean {
  // n N t T f F _
  return c === 110 || c === 78 || c === 116 || c === 84 || c === 102 || c === 70 || c === 95;
}

/** Where the tracked nodes are: the value (and key) position of each wanted path. */
export interface FoundPosition {
  value: { line: number; column: number };
  key?: { line: number; column: number };
}

/** Joins path segments into the keys of the tracking tables. */
export const PATH_SEP = '\u0000';

interface Tracker {
  /** Every prefix of every wanted path (joined with PATH_SEP); '' is the root. */
  wanted: Set<string>;
  found: Map<string, FoundPosition>;
  /** The wanted paths themselves (not their prefixes) not found yet: at 0 the pass stops. */
  leaves: Set<string>;
}

class FoundAll extends Error {}
const FOUND_ALL = new FoundAll('every wanted position is found');

function noteFound(tracker: Tracker, at: string, position: FoundPosition): void {
  tracker.found.set(at, position);
  if (tracker.leaves.delete(at) && tracker.leaves.size === 0) throw FOUND_ALL;
}

function childPath(tracker: Tracker | undefined, at: string | null, seg: string | number) {
  if (tracker === undefined || at === null) return null;
  const child = at === '' ? String(seg) : `${at}${PATH_SEP}${seg}`;
  return tracker.wanted.has(child) ? child : null;
}

/**
 * A key of a block map, kept once per reader. `bit`: its own bit, for the first 30 keys;
 * `next`: the key that last followed it in a map (the one expected after it).
 */
interface MapKey {
  text: string;
  bit: number;
  next: MapKey | undefined;
}
const NO_KEY: MapKey = { text: '', bit: 0, next: undefined };

/** Nesting deeper than this is left to the full parser (which reports it). */
const MAX_DEPTH = 200;
/** How many items of a block list seqRun() reads per call. */
const SEQ_RUN = 64;

class FlowReader {
  pos = 0;
  private depth = 0;
  constructor(
    private readonly text: string,
    /** 1-based line, and the 1-based column of text[0], for tracking. */
    private readonly line = 0,
    private readonly column = 0,
    private readonly tracker?: Tracker,
  ) {}

  private skip(): void {
    while (this.text[this.pos] === ' ') this.pos++;
  }

  /** Notes where the value at `at` starts (and its key), when it is tracked. */
  private mark(at: string | null, keyPos?: number): void {
    if (at === null) return;
    this.skip();
    const value = { line: this.line, column: this.column + this.pos };
    const key =
      keyPos === undefined ? undefined : { line: this.line, column: this.column + keyPos };
    noteFound(this.tracker!, at, key ? { value, key } : { value });
  }

  read(at: string | null = null): unknown {
    this.skip();
    const c = this.text[this.pos];
    if (c === '[' || c === '{') {
      if (++this.depth > MAX_DEPTH) giveUp();
      const value = c === '[' ? this.seq(at) : this.map(at);
      this.depth--;
      return value;
    }
    if (c === '"' || c === "'") {
      const value = readQuoted(this.text, this.pos);
      this.pos = quotedEnd;
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

  private seq(at: string | null): unknown[] {
    this.pos++;
    const items: unknown[] = [];
    for (;;) {
      this.skip();
      if (this.text[this.pos] === ']') break;
      const child = childPath(this.tracker, at, items.length);
      this.mark(child);
      items.push(this.read(child));
      this.skip();
      const c = this.text[this.pos];
      if (c === ',') this.pos++;
      else if (c !== ']') giveUp();
    }
    this.pos++;
    return items;
  }

  private map(at: string | null): Record<string, unknown> {
    this.pos++;
    const out: Record<string, unknown> = {};
    for (;;) {
      this.skip();
      if (this.text[this.pos] === '}') break;
      const m = KEY.exec(this.text.slice(this.pos));
      if (!m || !m[0].endsWith(' ') || RESERVED_KEYS.has(m[1]!) || m[1]! in out) giveUp();
      const keyPos = this.pos;
      this.pos += m[0].length;
      const child = childPath(this.tracker, at, m[1]!);
      this.mark(child, keyPos);
      out[m[1]!] = this.read(child);
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
  private readonly len: number;
  /** Offset of the start of the current line. */
  private i = 0;
  private depth = 0;
  /** Memo of nextContent(): the answer for a start offset (lookahead asks twice). */
  private memoFrom = -1;
  private memoAt = -1;
  /** The indentation of the line nextContent() last answered. */
  private contentIndent = 0;
  /** Where the key found by keyAt() ends (its colon). */
  private colon = 0;
  /** The last line number answered, and its offset (for tracked positions). */
  private lastOffset = 0;
  private lastLine = 1;
  /** Where each item of each block list of the root map starts, by key (untracked reads). */
  readonly listStarts = new Map<string, number[]>();
  /** The item starts of the root map's list read last. */
  private rootListStarts: number[] | undefined;

  constructor(
    private readonly text: string,
    private readonly tracker?: Tracker,
  ) {
    this.len = text.length;
  }

  document(): unknown {
    // A reader that gave up may have left items behind.
    seqItems.length = 0;
    seqTop = 0;
    const k = this.nextContent();
    if (k < 0) giveUp();
    const c = this.text.charCodeAt(k);
    if (c === 32 || this.text.startsWith('---', k) || this.text.startsWith('...', k) || c === 37)
      giveUp();
    this.i = k;
    const root = this.tracker ? '' : null;
    this.mark(root, k, 0);
    const value = this.block(0, root);
    if (this.nextContent() >= 0) giveUp();
    return value;
  }

  /** Where the line starting at `k` ends: its newline, or the end of the text. */
  private lineEnd(k: number): number {
    const nl = this.text.indexOf('\n', k);
    return nl < 0 ? this.len : nl;
  }

  private indentAt(k: number): number {
    let n = k;
    while (this.text.charCodeAt(n) === 32) n++;
    return n - k;
  }

  /** A `-` item marker at offset p (followed by a space or the end of the line). */
  private dashAt(p: number): boolean {
    if (this.text.charCodeAt(p) !== 45) return false;
    const c = this.text.charCodeAt(p + 1);
    return c === 32 || c === 10 || p + 1 >= this.len;
  }

  /**
   * A `key:` at offset p (followed by spaces or the end of the line): returns where its value
   * starts, and sets this.colon; -1 when there is no key there.
   */
  private keyAt(p: number): number {
    const t = this.text;
    let c = t.charCodeAt(p);
    if (!((c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95)) return -1;
    let q = p + 1;
    for (;;) {
      c = t.charCodeAt(q);
      if (
        (c >= 65 && c <= 90) ||
        (c >= 97 && c <= 122) ||
        (c >= 48 && c <= 57) ||
        c === 95 ||
        c === 46 ||
        c === 45
      )
        q++;
      else break;
    }
    if (c !== 58 /* : */) return -1;
    return this.afterColon(q);
  }

  /** Where the value after the colon at q starts (and sets this.colon); -1 if it is no key's. */
  private afterColon(q: number): number {
    const t = this.text;
    this.colon = q;
    q++;
    const c = t.charCodeAt(q);
    if (c === 32) {
      while (t.charCodeAt(q) === 32) q++;
      return q;
    }
    return c === 10 || q >= this.len ? q : -1;
  }

  /** The first key of the last map read at each column. */
  private readonly firstKeys = new Map<number, MapKey>();
  /** Key texts seen so far, each kept once. */
  private readonly keys = new Map<string, MapKey>();
  /** The key mapKey() last read, and where its value starts (-1: no key there). */
  private key: MapKey = NO_KEY;
  private valueStart = -1;

  /**
   * Reads the key at `p` of a map at `column`, after the key `prev` (undefined for its first),
   * into this.key and this.valueStart (-1 when there is no key). Keys come back as the same
   * string each time they are used: storing a property under a fresh slice of the text costs
   * a lookup in V8's string table, and a task list uses a dozen keys thousands of times. Maps
   * mostly repeat the keys of the one before in order, so the key expected next is tried
   * first, without reading the key's characters one by one or cutting a slice.
   */
  private mapKey(p: number, column: number, prev: MapKey | undefined): void {
    const t = this.text;
    const expected = prev === undefined ? this.firstKeys.get(column) : prev.next;
    if (expected !== undefined && t.startsWith(expected.text, p)) {
      // An expected key was read by keyAt before: only what follows it needs checking.
      const q = p + expected.text.length;
      if (t.charCodeAt(q) === 58 /* : */) {
        this.key = expected;
        this.valueStart = this.afterColon(q);
        return;
      }
    }
    this.unexpectedKey(p, column, prev);
  }

  /**
   * mapKey() for a key other than the one expected (apart, so that the optimised code of the
   * common case stays small): reads it, and expects it after `prev` from now on.
   */
  private unexpectedKey(p: number, column: number, prev: MapKey | undefined): void {
    this.valueStart = this.keyAt(p);
    if (this.valueStart < 0) return;
    const raw = this.text.slice(p, this.colon);
    let key = this.keys.get(raw);
    if (key === undefined) {
      if (mayBeReserved(raw.charCodeAt(0)) && RESERVED_KEYS.has(raw)) giveUp();
      // The first 30 keys get a bit each, for the duplicate check of map().
      key = { text: raw, bit: this.keys.size < 30 ? 1 << this.keys.size : 0, next: undefined };
      this.keys.set(raw, key);
    }
    if (prev === undefined) this.firstKeys.set(column, key);
    else prev.next = key;
    this.key = key;
  }

  private lineNumber(offset: number): number {
    // Offsets asked for mostly grow: count the newlines since the last answer.
    if (offset < this.lastOffset) {
      this.lastOffset = 0;
      this.lastLine = 1;
    }
    let line = this.lastLine;
    for (
      let nl = this.text.indexOf('\n', this.lastOffset);
      nl >= 0 && nl < offset;
      nl = this.text.indexOf('\n', nl + 1)
    )
      line++;
    this.lastOffset = offset;
    this.lastLine = line;
    return line;
  }

  /** Notes where a tracked value starts (line start offset and column, both 0-based). */
  private mark(
    at: string | null,
    lineStart: number,
    column: number,
    key?: FoundPosition['key'],
  ): void {
    if (at === null) return;
    const value = { line: this.lineNumber(lineStart), column: column + 1 };
    noteFound(this.tracker!, at, key ? { value, key } : { value });
  }

  /**
   * Start of the next line from this.i that is neither blank nor a comment, or -1; its
   * indentation is left in this.contentIndent.
   */
  private nextContent(): number {
    if (this.memoFrom === this.i) return this.memoAt;
    const t = this.text;
    let found = -1;
    for (let k = this.i; k <= this.len;) {
      let p = k;
      while (t.charCodeAt(p) === 32) p++;
      const c = t.charCodeAt(p);
      if (p < this.len && c !== 10 && c !== 35 /* # */) {
        found = k;
        this.contentIndent = p - k;
        break;
      }
      k = c === 10 ? p + 1 : this.lineEnd(p) + 1;
    }
    this.memoFrom = this.i;
    this.memoAt = found;
    return found;
  }

  private block(indent: number, at: string | null): unknown {
    if (++this.depth > MAX_DEPTH) giveUp();
    const value = this.dashAt(this.i + indent) ? this.seq(indent, at) : this.map(indent, false, at);
    this.depth--;
    return value;
  }

  private seq(indent: number, at: string | null): unknown[] {
    const base = seqTop;
    // The lists of the root map (depth 2): where each item starts, for fastLocate.
    const starts = this.depth === 2 && this.tracker === undefined ? ([] as number[]) : undefined;
    while (this.seqRun(indent, at, base, starts)) {
      // the list goes on: read its next run of items
    }
    if (starts) this.rootListStarts = starts;
    const items = seqItems.slice(base, seqTop);
    seqItems.fill(undefined, base, seqTop);
    seqTop = base;
    return items;
  }

  /**
   * Reads up to SEQ_RUN items of the list at `indent` onto seqItems (the list's first at
   * `base`); false once the list has ended. A list is read in runs so that no call loops over
   * a whole long list: V8 compiles a loop still running in one call apart from the function's
   * own optimised code ("on-stack replacement"), so a 10,000-task list made it compile this
   * loop twice, once for the root list and once for the short lists in tasks.
   */
  private seqRun(
    indent: number,
    at: string | null,
    base: number,
    starts: number[] | undefined,
  ): boolean {
    for (let run = 0; run < SEQ_RUN; run++) {
      const k = this.nextContent();
      if (k < 0) return false;
      const n = this.contentIndent;
      if (n < indent) return false;
      if (n > indent) giveUp();
      if (!this.dashAt(k + indent)) return false;
      this.i = k;
      starts?.push(k);
      const child = this.tracker === undefined ? null : childPath(this.tracker, at, seqTop - base);
      const item = this.seqItem(k, indent, child);
      seqItems[seqTop++] = item;
    }
    return true;
  }

  /** The item after the `-` at column `indent` of the line starting at `k` (this.i). */
  private seqItem(k: number, indent: number, at: string | null): unknown {
    const t = this.text;
    let itemColumn = indent + 1;
    while (t.charCodeAt(k + itemColumn) === 32) itemColumn++;
    if (this.keyAt(k + itemColumn) >= 0) {
      if (at !== null) this.mark(at, k, itemColumn);
      if (++this.depth > MAX_DEPTH) giveUp();
      const item = this.map(itemColumn, true, at);
      this.depth--;
      return item;
    }
    const end = this.lineEnd(k);
    const start = k + itemColumn;
    // `- -` or `- - x`: a list in a list on one line.
    if (t.charCodeAt(start) === 45 && (start + 1 === end || t.charCodeAt(start + 1) === 32))
      giveUp();
    this.i = end + 1;
    return this.inlineValue(start, end, k, indent, true, at);
  }

  /**
   * Reads again, tracked, the item of a list of the root map that starts at line `k`, as the
   * node at `at` (fastLocate: positions found without reading the items before it).
   */
  itemAt(k: number, at: string): void {
    seqItems.length = 0;
    seqTop = 0;
    this.memoFrom = -1;
    this.i = k;
    this.depth = 2;
    this.seqItem(k, this.indentAt(k), at);
  }

  /** A block map whose keys sit at `column`; `compact`: the first key follows a `- ` on this line. */
  private map(column: number, compact: boolean, at: string | null): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    let first = compact;
    let prev: MapKey | undefined;
    /** The bits of the keys read so far (keys without a bit are looked for in `out`). */
    let seen = 0;
    for (;;) {
      let k: number;
      if (first) {
        k = this.i;
        first = false;
      } else {
        k = this.nextContent();
        if (k < 0) break;
        const n = this.contentIndent;
        if (n < column) break;
        if (n > column) giveUp();
        if (this.dashAt(k + column)) {
          if (column === 0) giveUp();
          break;
        }
        this.i = k;
      }
      this.mapKey(k + column, column, prev);
      const valueStart = this.valueStart;
      if (valueStart < 0) giveUp();
      prev = this.key;
      const { text: key, bit } = this.key;
      if (bit === 0 ? key in out : (seen & bit) !== 0) giveUp(); // a key written twice
      seen |= bit;
      const end = this.lineEnd(k);
      this.i = end + 1;
      if (this.tracker === undefined) {
        out[key] = this.inlineValue(valueStart, end, k, column, false);
        if (this.rootListStarts !== undefined) {
          this.listStarts.set(key, this.rootListStarts);
          this.rootListStarts = undefined;
        }
        continue;
      }
      const child = childPath(this.tracker, at, key);
      const keyPos = child === null ? undefined : { line: this.lineNumber(k), column: column + 1 };
      out[key] = this.inlineValue(valueStart, end, k, column, false, child, keyPos);
    }
    return out;
  }

  /**
   * The value written from `start` to `end` (its line's end) after `key: ` or `- ` on the line
   * starting at `lineStart` (already consumed).
   */
  private inlineValue(
    start: number,
    end: number,
    lineStart: number,
    parentIndent: number,
    inSeq: boolean,
    at: string | null = null,
    keyPos?: FoundPosition['key'],
  ): unknown {
    const t = this.text;
    const c = start < end ? t.charCodeAt(start) : -1;
    if (c === -1 || c === 35 /* # */) {
      const k = this.nextContent();
      const n = k < 0 ? 0 : this.contentIndent;
      if (k >= 0 && n > parentIndent) {
        this.i = k;
        this.mark(at, k, n, keyPos);
        return this.block(n, at);
      }
      if (k >= 0 && n === parentIndent && !inSeq && this.dashAt(k + n)) {
        this.i = k;
        this.mark(at, k, n, keyPos);
        if (++this.depth > MAX_DEPTH) giveUp();
        const items = this.seq(n, at);
        this.depth--;
        return items;
      }
      // An empty value: located at its key, as the full parser does.
      if (at !== null) {
        const where = keyPos ?? { line: this.lineNumber(lineStart), column: start - lineStart + 1 };
        noteFound(this.tracker!, at, { value: where, key: keyPos });
      }
      return null;
    }
    const column = start - lineStart;
    if (at !== null) this.mark(at, lineStart, column, keyPos);
    if (c === 124 /* | */ || c === 62 /* > */) {
      return this.blockScalar(t.slice(start, end), parentIndent);
    }
    let value: unknown;
    let valueEnd: number;
    if (c === 91 /* [ */ && at === null && (value = simpleList(t, start, end)) !== undefined) {
      valueEnd = end;
    } else if (c === 91 || c === 123 /* { */) {
      const line = at === null ? 0 : this.lineNumber(lineStart);
      const reader = new FlowReader(t.slice(start, end), line, column + 1, this.tracker);
      value = reader.read(at);
      valueEnd = start + reader.pos;
    } else if (c === 34 /* " */ || c === 39 /* ' */) {
      value = readQuoted(t, start, end);
      valueEnd = quotedEnd;
    } else {
      if (
        PLAIN_FIRST_FORBIDDEN.has(t[start]!) &&
        !(c === 45 /* - */ && end - start > 1 && t.charCodeAt(start + 1) !== 32)
      )
        giveUp();
      const text = t.slice(start, end);
      const hash = text.indexOf(' #');
      const plain = (hash >= 0 ? text.slice(0, hash) : text).trimEnd();
      if (plain.includes(': ') || plain.endsWith(':')) giveUp();
      value = resolvePlain(plain);
      valueEnd = end;
    }
    if (valueEnd < end && !AFTER_VALUE.test(t.slice(valueEnd, end))) giveUp();
    // A more-indented line after a scalar would continue it (multi-line plain scalar).
    const k = this.nextContent();
    if (k >= 0 && this.contentIndent > parentIndent) giveUp();
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
    for (; k <= this.len; k = this.lineEnd(k) + 1) {
      const end = this.lineEnd(k);
      const n = this.indentAt(k);
      if (k + n >= end) {
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
      body.push(this.text.slice(k + blockIndent, end));
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

/**
 * The last text the reader accepted (documents are often read again unchanged), and where
 * the items of its root map's lists start (fastLocate reads only the items it is asked about).
 */
let lastAccepted: string | undefined;
let lastListStarts: Map<string, number[]> | undefined;

/** The value of a YAML document in the fast subset, or undefined to use the full parser. */
export function fastParseYaml(text: string): { value: unknown } | undefined {
  if (text.includes('\t') || text.includes('\r') || text.charCodeAt(0) === 0xfeff) return undefined;
  try {
    const reader = new BlockReader(text);
    const value = reader.document();
    lastAccepted = text;
    lastListStarts = reader.listStarts;
    return { value };
  } catch (e) {
    if (e === GIVE_UP || e instanceof RangeError) return undefined;
    throw e;
  }
}

/** Whether a text is in the fast subset (then it is valid YAML, and line-based edits are safe). */
export function inFastSubset(text: string): boolean {
  return text === lastAccepted || fastParseYaml(text) !== undefined;
}

/**
 * The value of a scalar written on one line after `key: ` (plain or quoted, with an optional
 * comment), or undefined when it is anything else (flow, block scalar, outside the subset).
 */
export function readScalarLine(text: string): { value: unknown } | undefined {
  try {
    const c = text[0];
    if (c === undefined || c === '#') return { value: null };
    if (c === '|' || c === '>' || c === '[' || c === '{') return undefined;
    if (c === '"' || c === "'") {
      const value = readQuoted(text);
      const end = quotedEnd;
      return end === text.length || AFTER_VALUE.test(text.slice(end)) ? { value } : undefined;
    }
    if (PLAIN_FIRST_FORBIDDEN.has(c) && !(c === '-' && text.length > 1 && text[1] !== ' '))
      return undefined;
    const hash = text.indexOf(' #');
    const plain = (hash >= 0 ? text.slice(0, hash) : text).trimEnd();
    if (plain.includes(': ') || plain.endsWith(':')) return undefined;
    return { value: resolvePlain(plain) };
  } catch (e) {
    if (e === GIVE_UP) return undefined;
    throw e;
  }
}

/**
 * Positions of the nodes at `paths` in a document of the fast subset (one more pass of the
 * reader that notes only what was asked for), keyed by the path joined with PATH_SEP; the
 * root is ''. Undefined when the text is outside the subset. When the text is the one the
 * reader last accepted and every path is in an item of a list of the root map (a task's
 * field), only those items are read again: a warning about the last of 10,000 tasks does not
 * cost a second reading of the whole list. The nodes found are the asked ones and those on
 * the way to them from their item (not the root's).
 */
export function fastLocate(
  text: string,
  paths: readonly (readonly (string | number)[])[],
): Map<string, FoundPosition> | undefined {
  const wanted = new Set<string>(['']);
  const leaves = new Set<string>();
  for (const path of paths) {
    let key = '';
    for (const seg of path) {
      key = key === '' ? String(seg) : `${key}${PATH_SEP}${seg}`;
      wanted.add(key);
    }
    if (key !== '') leaves.add(key);
  }
  const tracker: Tracker = { wanted, found: new Map(), leaves };
  if (text.includes('\t') || text.includes('\r') || text.charCodeAt(0) === 0xfeff) return undefined;
  const items = text === lastAccepted ? itemsOf(paths, lastListStarts) : undefined;
  try {
    const reader = new BlockReader(text, tracker);
    if (items === undefined) reader.document();
    else for (const item of items) reader.itemAt(item.start, item.at);
  } catch (e) {
    if (e === FOUND_ALL) return tracker.found;
    if (e === GIVE_UP || e instanceof RangeError) return undefined;
    throw e;
  }
  return tracker.found;
}

/**
 * The list items the paths are in, in the order of the text, when every path is in one
 * (`[list, index, ...]` with `list` a block list of the root map); else undefined.
 */
function itemsOf(
  paths: readonly (readonly (string | number)[])[],
  starts: Map<string, number[]> | undefined,
): { start: number; at: string }[] | undefined {
  if (starts === undefined || paths.length === 0) return undefined;
  const items = new Map<number, string>();
  for (const path of paths) {
    const [list, index] = path;
    const offsets = typeof list === 'string' ? starts.get(list) : undefined;
    const start = typeof index === 'number' ? offsets?.[index] : undefined;
    if (start === undefined) return undefined;
    items.set(start, `${list}${PATH_SEP}${index}`);
  }
  return [...items].sort((a, b) => a[0] - b[0]).map(([start, at]) => ({ start, at }));
}
