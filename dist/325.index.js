export const id = 325;
export const ids = [325];
export const modules = {

/***/ 5213:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BE: () => (/* binding */ formatTimeout),
/* harmony export */   Gv: () => (/* binding */ DEFAULT_CHECK_TIMEOUT_MS),
/* harmony export */   ZZ: () => (/* binding */ parseTimeout)
/* harmony export */ });
/** Check timeouts: seconds as a number, or a duration string like "90s", "10m", "1h". */
const DEFAULT_CHECK_TIMEOUT_MS = 10 * 60 * 1000;
const UNIT_MS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
const DURATION = /^(\d+(?:\.\d+)?)\s*(ms|s|sec|secs|seconds?|m|min|mins|minutes?|h|hr|hrs|hours?)?$/i;
/** Milliseconds, or undefined when the value is not a positive duration. */
function parseTimeout(value) {
    if (typeof value === 'number') {
        return Number.isFinite(value) && value > 0 ? Math.round(value * 1000) : undefined;
    }
    if (typeof value !== 'string')
        return undefined;
    const match = DURATION.exec(value.trim());
    if (!match)
        return undefined;
    const unit = (match[2] ?? 's').toLowerCase();
    const key = unit === 'ms' ? 'ms' : unit[0];
    const ms = Math.round(Number(match[1]) * UNIT_MS[key]);
    return ms > 0 ? ms : undefined;
}
/** The shortest exact spelling of a duration: 600000 -> "10m", 90000 -> "90s". */
function formatTimeout(ms) {
    if (ms % 3_600_000 === 0)
        return `${ms / 3_600_000}h`;
    if (ms % 60_000 === 0)
        return `${ms / 60_000}m`;
    if (ms % 1000 === 0)
        return `${ms / 1000}s`;
    return `${ms}ms`;
}


/***/ }),

/***/ 9534:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HB: () => (/* binding */ capDiagnostics),
/* harmony export */   xy: () => (/* binding */ formatDiagnostic)
/* harmony export */ });
/* unused harmony export MAX_SHOWN_DIAGNOSTICS */
function formatDiagnostic(d) {
    const where = d.line > 0 ? `${d.file}:${d.line}:${d.column}` : d.file;
    return `${where}: ${d.rule} ${d.message}`;
}
/** Diagnostics shown (or annotated) one by one; the rest are counted in one line. */
const MAX_SHOWN_DIAGNOSTICS = 50;
/** The first `max` diagnostics (errors first) and a summary of the ones left out. */
function capDiagnostics(diagnostics, max = MAX_SHOWN_DIAGNOSTICS) {
    const shown = diagnostics.slice(0, max);
    const rest = diagnostics.slice(max);
    if (rest.length === 0)
        return { shown, hidden: 0 };
    const errors = rest.filter((d) => d.severity === 'error').length;
    const warnings = rest.length - errors;
    const count = (n, word) => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;
    const what = errors > 0 && warnings > 0
        ? `${rest.length.toLocaleString('en-US')} more (${count(errors, 'error')}, ${count(warnings, 'warning')})`
        : `${(errors || warnings).toLocaleString('en-US')} more ${errors > 0 ? 'error' : 'warning'}${rest.length === 1 ? '' : 's'}`;
    return {
        shown,
        hidden: rest.length,
        summary: `... and ${what}, not shown (the first ${max} are listed)`,
    };
}


/***/ }),

/***/ 1036:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $x: () => (/* binding */ PATH_SEP),
/* harmony export */   QO: () => (/* binding */ inFastSubset),
/* harmony export */   TP: () => (/* binding */ fastParseYaml),
/* harmony export */   dm: () => (/* binding */ fastLocate),
/* harmony export */   xX: () => (/* binding */ readScalarLine)
/* harmony export */ });
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
class GiveUp extends Error {
}
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
function giveUp() {
    throw GIVE_UP;
}
function resolvePlain(s) {
    if (s === 'null' || s === 'Null' || s === 'NULL' || s === '~')
        return null;
    if (s === 'true' || s === 'True' || s === 'TRUE')
        return true;
    if (s === 'false' || s === 'False' || s === 'FALSE')
        return false;
    const c = s.charCodeAt(0);
    // Only strings that start like a number can be one.
    if ((c >= 48 && c <= 57) || c === 43 || c === 45 || c === 46) {
        if (INT.test(s)) {
            const n = Number(s);
            return Number.isSafeInteger(n) ? n : giveUp();
        }
        if (FLOAT.test(s))
            return Number(s);
        if (/^[-+]?\.(inf|Inf|INF|nan|NaN|NAN)$/.test(s) || /^0[ox]/.test(s))
            giveUp();
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
function readQuoted(text, start = 0, lineEnd = -1) {
    if (lineEnd < 0) {
        const nl = text.indexOf('\n', start);
        lineEnd = nl < 0 ? text.length : nl;
    }
    if (text.charCodeAt(start) === 34 /* " */) {
        // The common case, found with native searches: no escapes, closed on the same line.
        const close = text.indexOf('"', start + 1);
        if (close < 0 || close > lineEnd)
            giveUp();
        const plain = text.slice(start + 1, close);
        if (!plain.includes('\\')) {
            quotedEnd = close + 1;
            return plain;
        }
        let end = start + 1;
        for (;;) {
            const c = text.charCodeAt(end);
            if (Number.isNaN(c) || c === 10)
                giveUp();
            if (c === 34)
                break;
            if (c === 92 /* \ */)
                end += 2;
            else
                end++;
        }
        const raw = text.slice(start, end + 1);
        if (JSON_ESCAPES_ONLY.test(raw))
            giveUp();
        let value;
        try {
            value = JSON.parse(raw);
        }
        catch {
            giveUp();
        }
        quotedEnd = end + 1;
        return value;
    }
    let end = start + 1;
    for (;;) {
        end = text.indexOf("'", end);
        if (end < 0 || end > lineEnd)
            giveUp();
        if (text.charCodeAt(end + 1) === 39)
            end += 2;
        else
            break;
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
const listItems = [];
const seqItems = [];
let seqTop = 0;
/**
 * The common flow list `["a", "b"]` (double-quoted strings without escapes, nothing after the
 * `]`) written from `start` to `end` of `text`, read without the general flow reader;
 * undefined for anything else.
 */
function simpleList(text, start, end) {
    let count = 0;
    let p = start + 1;
    for (;;) {
        while (text.charCodeAt(p) === 32)
            p++;
        if (text.charCodeAt(p) === 93 /* ] */ && count === 0)
            break;
        if (text.charCodeAt(p) !== 34)
            return undefined;
        const q = text.indexOf('"', p + 1);
        if (q < 0 || q >= end)
            return undefined;
        const item = text.slice(p + 1, q);
        if (item.includes('\\'))
            return undefined;
        listItems[count++] = item;
        p = q + 1;
        while (text.charCodeAt(p) === 32)
            p++;
        const c = text.charCodeAt(p);
        if (c === 44 /* , */) {
            p++;
            continue;
        }
        if (c === 93)
            break;
        return undefined;
    }
    return p === end - 1 ? listItems.slice(0, count) : undefined;
}
/** Whether a key starting with this character could be one of RESERVED_KEYS. */
function mayBeReserved(c) {
    // n N t T f F _
    return c === 110 || c === 78 || c === 116 || c === 84 || c === 102 || c === 70 || c === 95;
}
/** Joins path segments into the keys of the tracking tables. */
const PATH_SEP = '\u0000';
class FoundAll extends Error {
}
const FOUND_ALL = new FoundAll('every wanted position is found');
function noteFound(tracker, at, position) {
    tracker.found.set(at, position);
    if (tracker.leaves.delete(at) && tracker.leaves.size === 0)
        throw FOUND_ALL;
}
function childPath(tracker, at, seg) {
    if (tracker === undefined || at === null)
        return null;
    const child = at === '' ? String(seg) : `${at}${PATH_SEP}${seg}`;
    return tracker.wanted.has(child) ? child : null;
}
const NO_KEY = { text: '', bit: 0, next: undefined };
/** Nesting deeper than this is left to the full parser (which reports it). */
const MAX_DEPTH = 200;
/** How many items of a block list seqRun() reads per call. */
const SEQ_RUN = 64;
class FlowReader {
    text;
    line;
    column;
    tracker;
    pos = 0;
    depth = 0;
    constructor(text, 
    /** 1-based line, and the 1-based column of text[0], for tracking. */
    line = 0, column = 0, tracker) {
        this.text = text;
        this.line = line;
        this.column = column;
        this.tracker = tracker;
    }
    skip() {
        while (this.text[this.pos] === ' ')
            this.pos++;
    }
    /** Notes where the value at `at` starts (and its key), when it is tracked. */
    mark(at, keyPos) {
        if (at === null)
            return;
        this.skip();
        const value = { line: this.line, column: this.column + this.pos };
        const key = keyPos === undefined ? undefined : { line: this.line, column: this.column + keyPos };
        noteFound(this.tracker, at, key ? { value, key } : { value });
    }
    read(at = null) {
        this.skip();
        const c = this.text[this.pos];
        if (c === '[' || c === '{') {
            if (++this.depth > MAX_DEPTH)
                giveUp();
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
    plain() {
        const start = this.pos;
        while (this.pos < this.text.length && !',[]{}'.includes(this.text[this.pos]))
            this.pos++;
        const token = this.text.slice(start, this.pos).trim();
        if (token === '' ||
            PLAIN_FIRST_FORBIDDEN.has(token[0]) ||
            token.includes(':') ||
            token.includes(' #')) {
            giveUp();
        }
        return resolvePlain(token);
    }
    seq(at) {
        this.pos++;
        const items = [];
        for (;;) {
            this.skip();
            if (this.text[this.pos] === ']')
                break;
            const child = childPath(this.tracker, at, items.length);
            this.mark(child);
            items.push(this.read(child));
            this.skip();
            const c = this.text[this.pos];
            if (c === ',')
                this.pos++;
            else if (c !== ']')
                giveUp();
        }
        this.pos++;
        return items;
    }
    map(at) {
        this.pos++;
        const out = {};
        for (;;) {
            this.skip();
            if (this.text[this.pos] === '}')
                break;
            const m = KEY.exec(this.text.slice(this.pos));
            if (!m || !m[0].endsWith(' ') || RESERVED_KEYS.has(m[1]) || m[1] in out)
                giveUp();
            const keyPos = this.pos;
            this.pos += m[0].length;
            const child = childPath(this.tracker, at, m[1]);
            this.mark(child, keyPos);
            out[m[1]] = this.read(child);
            this.skip();
            const c = this.text[this.pos];
            if (c === ',')
                this.pos++;
            else if (c !== '}')
                giveUp();
        }
        this.pos++;
        return out;
    }
}
class BlockReader {
    text;
    tracker;
    len;
    /** Offset of the start of the current line. */
    i = 0;
    depth = 0;
    /** Memo of nextContent(): the answer for a start offset (lookahead asks twice). */
    memoFrom = -1;
    memoAt = -1;
    /** The indentation of the line nextContent() last answered. */
    contentIndent = 0;
    /** Where the key found by keyAt() ends (its colon). */
    colon = 0;
    /** The last line number answered, and its offset (for tracked positions). */
    lastOffset = 0;
    lastLine = 1;
    /** Where each item of each block list of the root map starts, by key (untracked reads). */
    listStarts = new Map();
    /** The item starts of the root map's list read last. */
    rootListStarts;
    constructor(text, tracker) {
        this.text = text;
        this.tracker = tracker;
        this.len = text.length;
    }
    document() {
        // A reader that gave up may have left items behind.
        seqItems.length = 0;
        seqTop = 0;
        const k = this.nextContent();
        if (k < 0)
            giveUp();
        const c = this.text.charCodeAt(k);
        if (c === 32 || this.text.startsWith('---', k) || this.text.startsWith('...', k) || c === 37)
            giveUp();
        this.i = k;
        const root = this.tracker ? '' : null;
        this.mark(root, k, 0);
        const value = this.block(0, root);
        if (this.nextContent() >= 0)
            giveUp();
        return value;
    }
    /** Where the line starting at `k` ends: its newline, or the end of the text. */
    lineEnd(k) {
        const nl = this.text.indexOf('\n', k);
        return nl < 0 ? this.len : nl;
    }
    indentAt(k) {
        let n = k;
        while (this.text.charCodeAt(n) === 32)
            n++;
        return n - k;
    }
    /** A `-` item marker at offset p (followed by a space or the end of the line). */
    dashAt(p) {
        if (this.text.charCodeAt(p) !== 45)
            return false;
        const c = this.text.charCodeAt(p + 1);
        return c === 32 || c === 10 || p + 1 >= this.len;
    }
    /**
     * A `key:` at offset p (followed by spaces or the end of the line): returns where its value
     * starts, and sets this.colon; -1 when there is no key there.
     */
    keyAt(p) {
        const t = this.text;
        let c = t.charCodeAt(p);
        if (!((c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95))
            return -1;
        let q = p + 1;
        for (;;) {
            c = t.charCodeAt(q);
            if ((c >= 65 && c <= 90) ||
                (c >= 97 && c <= 122) ||
                (c >= 48 && c <= 57) ||
                c === 95 ||
                c === 46 ||
                c === 45)
                q++;
            else
                break;
        }
        if (c !== 58 /* : */)
            return -1;
        return this.afterColon(q);
    }
    /** Where the value after the colon at q starts (and sets this.colon); -1 if it is no key's. */
    afterColon(q) {
        const t = this.text;
        this.colon = q;
        q++;
        const c = t.charCodeAt(q);
        if (c === 32) {
            while (t.charCodeAt(q) === 32)
                q++;
            return q;
        }
        return c === 10 || q >= this.len ? q : -1;
    }
    /** The first key of the last map read at each column. */
    firstKeys = new Map();
    /** Key texts seen so far, each kept once. */
    keys = new Map();
    /** The key mapKey() last read, and where its value starts (-1: no key there). */
    key = NO_KEY;
    valueStart = -1;
    /**
     * Reads the key at `p` of a map at `column`, after the key `prev` (undefined for its first),
     * into this.key and this.valueStart (-1 when there is no key). Keys come back as the same
     * string each time they are used: storing a property under a fresh slice of the text costs
     * a lookup in V8's string table, and a task list uses a dozen keys thousands of times. Maps
     * mostly repeat the keys of the one before in order, so the key expected next is tried
     * first, without reading the key's characters one by one or cutting a slice.
     */
    mapKey(p, column, prev) {
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
    unexpectedKey(p, column, prev) {
        this.valueStart = this.keyAt(p);
        if (this.valueStart < 0)
            return;
        const raw = this.text.slice(p, this.colon);
        let key = this.keys.get(raw);
        if (key === undefined) {
            if (mayBeReserved(raw.charCodeAt(0)) && RESERVED_KEYS.has(raw))
                giveUp();
            // The first 30 keys get a bit each, for the duplicate check of map().
            key = { text: raw, bit: this.keys.size < 30 ? 1 << this.keys.size : 0, next: undefined };
            this.keys.set(raw, key);
        }
        if (prev === undefined)
            this.firstKeys.set(column, key);
        else
            prev.next = key;
        this.key = key;
    }
    lineNumber(offset) {
        // Offsets asked for mostly grow: count the newlines since the last answer.
        if (offset < this.lastOffset) {
            this.lastOffset = 0;
            this.lastLine = 1;
        }
        let line = this.lastLine;
        for (let nl = this.text.indexOf('\n', this.lastOffset); nl >= 0 && nl < offset; nl = this.text.indexOf('\n', nl + 1))
            line++;
        this.lastOffset = offset;
        this.lastLine = line;
        return line;
    }
    /** Notes where a tracked value starts (line start offset and column, both 0-based). */
    mark(at, lineStart, column, key) {
        if (at === null)
            return;
        const value = { line: this.lineNumber(lineStart), column: column + 1 };
        noteFound(this.tracker, at, key ? { value, key } : { value });
    }
    /**
     * Start of the next line from this.i that is neither blank nor a comment, or -1; its
     * indentation is left in this.contentIndent.
     */
    nextContent() {
        if (this.memoFrom === this.i)
            return this.memoAt;
        const t = this.text;
        let found = -1;
        for (let k = this.i; k <= this.len;) {
            let p = k;
            while (t.charCodeAt(p) === 32)
                p++;
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
    block(indent, at) {
        if (++this.depth > MAX_DEPTH)
            giveUp();
        const value = this.dashAt(this.i + indent) ? this.seq(indent, at) : this.map(indent, false, at);
        this.depth--;
        return value;
    }
    seq(indent, at) {
        const base = seqTop;
        // The lists of the root map (depth 2): where each item starts, for fastLocate.
        const starts = this.depth === 2 && this.tracker === undefined ? [] : undefined;
        while (this.seqRun(indent, at, base, starts)) {
            // the list goes on: read its next run of items
        }
        if (starts)
            this.rootListStarts = starts;
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
    seqRun(indent, at, base, starts) {
        for (let run = 0; run < SEQ_RUN; run++) {
            const k = this.nextContent();
            if (k < 0)
                return false;
            const n = this.contentIndent;
            if (n < indent)
                return false;
            if (n > indent)
                giveUp();
            if (!this.dashAt(k + indent))
                return false;
            this.i = k;
            starts?.push(k);
            const child = this.tracker === undefined ? null : childPath(this.tracker, at, seqTop - base);
            const item = this.seqItem(k, indent, child);
            seqItems[seqTop++] = item;
        }
        return true;
    }
    /** The item after the `-` at column `indent` of the line starting at `k` (this.i). */
    seqItem(k, indent, at) {
        const t = this.text;
        let itemColumn = indent + 1;
        while (t.charCodeAt(k + itemColumn) === 32)
            itemColumn++;
        if (this.keyAt(k + itemColumn) >= 0) {
            if (at !== null)
                this.mark(at, k, itemColumn);
            if (++this.depth > MAX_DEPTH)
                giveUp();
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
    itemAt(k, at) {
        seqItems.length = 0;
        seqTop = 0;
        this.memoFrom = -1;
        this.i = k;
        this.depth = 2;
        this.seqItem(k, this.indentAt(k), at);
    }
    /** A block map whose keys sit at `column`; `compact`: the first key follows a `- ` on this line. */
    map(column, compact, at) {
        const out = {};
        let first = compact;
        let prev;
        /** The bits of the keys read so far (keys without a bit are looked for in `out`). */
        let seen = 0;
        for (;;) {
            let k;
            if (first) {
                k = this.i;
                first = false;
            }
            else {
                k = this.nextContent();
                if (k < 0)
                    break;
                const n = this.contentIndent;
                if (n < column)
                    break;
                if (n > column)
                    giveUp();
                if (this.dashAt(k + column)) {
                    if (column === 0)
                        giveUp();
                    break;
                }
                this.i = k;
            }
            this.mapKey(k + column, column, prev);
            const valueStart = this.valueStart;
            if (valueStart < 0)
                giveUp();
            prev = this.key;
            const { text: key, bit } = this.key;
            if (bit === 0 ? key in out : (seen & bit) !== 0)
                giveUp(); // a key written twice
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
    inlineValue(start, end, lineStart, parentIndent, inSeq, at = null, keyPos) {
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
                if (++this.depth > MAX_DEPTH)
                    giveUp();
                const items = this.seq(n, at);
                this.depth--;
                return items;
            }
            // An empty value: located at its key, as the full parser does.
            if (at !== null) {
                const where = keyPos ?? { line: this.lineNumber(lineStart), column: start - lineStart + 1 };
                noteFound(this.tracker, at, { value: where, key: keyPos });
            }
            return null;
        }
        const column = start - lineStart;
        if (at !== null)
            this.mark(at, lineStart, column, keyPos);
        if (c === 124 /* | */ || c === 62 /* > */) {
            return this.blockScalar(t.slice(start, end), parentIndent);
        }
        let value;
        let valueEnd;
        if (c === 91 /* [ */ && at === null && (value = simpleList(t, start, end)) !== undefined) {
            valueEnd = end;
        }
        else if (c === 91 || c === 123 /* { */) {
            const line = at === null ? 0 : this.lineNumber(lineStart);
            const reader = new FlowReader(t.slice(start, end), line, column + 1, this.tracker);
            value = reader.read(at);
            valueEnd = start + reader.pos;
        }
        else if (c === 34 /* " */ || c === 39 /* ' */) {
            value = readQuoted(t, start, end);
            valueEnd = quotedEnd;
        }
        else {
            if (PLAIN_FIRST_FORBIDDEN.has(t[start]) &&
                !(c === 45 /* - */ && end - start > 1 && t.charCodeAt(start + 1) !== 32))
                giveUp();
            const text = t.slice(start, end);
            const hash = text.indexOf(' #');
            const plain = (hash >= 0 ? text.slice(0, hash) : text).trimEnd();
            if (plain.includes(': ') || plain.endsWith(':'))
                giveUp();
            value = resolvePlain(plain);
            valueEnd = end;
        }
        if (valueEnd < end && !AFTER_VALUE.test(t.slice(valueEnd, end)))
            giveUp();
        // A more-indented line after a scalar would continue it (multi-line plain scalar).
        const k = this.nextContent();
        if (k >= 0 && this.contentIndent > parentIndent)
            giveUp();
        return value;
    }
    blockScalar(header, parentIndent) {
        const m = BLOCK_HEADER.exec(header);
        if (!m || m[2] === '+')
            giveUp();
        const folded = m[1] === '>';
        const strip = m[2] === '-';
        const body = [];
        let blockIndent = -1;
        let k = this.i;
        let lastContent = -1;
        for (; k <= this.len; k = this.lineEnd(k) + 1) {
            const end = this.lineEnd(k);
            const n = this.indentAt(k);
            if (k + n >= end) {
                // blank line: part of the scalar if more content follows
                if (blockIndent < 0 || n > blockIndent)
                    giveUp();
                body.push('');
                continue;
            }
            if (blockIndent < 0) {
                if (n <= parentIndent)
                    giveUp();
                blockIndent = n;
            }
            if (n < blockIndent) {
                if (n > parentIndent)
                    giveUp();
                break;
            }
            body.push(this.text.slice(k + blockIndent, end));
            lastContent = body.length;
        }
        if (lastContent < 0)
            giveUp();
        this.i = k;
        const lines = body.slice(0, lastContent);
        let value;
        if (!folded) {
            value = lines.join('\n');
        }
        else {
            if (lines.some((l) => l.startsWith(' ')))
                giveUp();
            value = '';
            let blanks = 0;
            lines.forEach((line, index) => {
                if (line === '') {
                    blanks++;
                    return;
                }
                if (index > 0)
                    value += blanks > 0 ? '\n'.repeat(blanks) : ' ';
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
let lastAccepted;
let lastListStarts;
/** The value of a YAML document in the fast subset, or undefined to use the full parser. */
function fastParseYaml(text) {
    if (text.includes('\t') || text.includes('\r') || text.charCodeAt(0) === 0xfeff)
        return undefined;
    try {
        const reader = new BlockReader(text);
        const value = reader.document();
        lastAccepted = text;
        lastListStarts = reader.listStarts;
        return { value };
    }
    catch (e) {
        if (e === GIVE_UP || e instanceof RangeError)
            return undefined;
        throw e;
    }
}
/** Whether a text is in the fast subset (then it is valid YAML, and line-based edits are safe). */
function inFastSubset(text) {
    return text === lastAccepted || fastParseYaml(text) !== undefined;
}
/**
 * The value of a scalar written on one line after `key: ` (plain or quoted, with an optional
 * comment), or undefined when it is anything else (flow, block scalar, outside the subset).
 */
function readScalarLine(text) {
    try {
        const c = text[0];
        if (c === undefined || c === '#')
            return { value: null };
        if (c === '|' || c === '>' || c === '[' || c === '{')
            return undefined;
        if (c === '"' || c === "'") {
            const value = readQuoted(text);
            const end = quotedEnd;
            return end === text.length || AFTER_VALUE.test(text.slice(end)) ? { value } : undefined;
        }
        if (PLAIN_FIRST_FORBIDDEN.has(c) && !(c === '-' && text.length > 1 && text[1] !== ' '))
            return undefined;
        const hash = text.indexOf(' #');
        const plain = (hash >= 0 ? text.slice(0, hash) : text).trimEnd();
        if (plain.includes(': ') || plain.endsWith(':'))
            return undefined;
        return { value: resolvePlain(plain) };
    }
    catch (e) {
        if (e === GIVE_UP)
            return undefined;
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
function fastLocate(text, paths) {
    const wanted = new Set(['']);
    const leaves = new Set();
    for (const path of paths) {
        let key = '';
        for (const seg of path) {
            key = key === '' ? String(seg) : `${key}${PATH_SEP}${seg}`;
            wanted.add(key);
        }
        if (key !== '')
            leaves.add(key);
    }
    const tracker = { wanted, found: new Map(), leaves };
    if (text.includes('\t') || text.includes('\r') || text.charCodeAt(0) === 0xfeff)
        return undefined;
    const items = text === lastAccepted ? itemsOf(paths, lastListStarts) : undefined;
    try {
        const reader = new BlockReader(text, tracker);
        if (items === undefined)
            reader.document();
        else
            for (const item of items)
                reader.itemAt(item.start, item.at);
    }
    catch (e) {
        if (e === FOUND_ALL)
            return tracker.found;
        if (e === GIVE_UP || e instanceof RangeError)
            return undefined;
        throw e;
    }
    return tracker.found;
}
/**
 * The list items the paths are in, in the order of the text, when every path is in one
 * (`[list, index, ...]` with `list` a block list of the root map); else undefined.
 */
function itemsOf(paths, starts) {
    if (starts === undefined || paths.length === 0)
        return undefined;
    const items = new Map();
    for (const path of paths) {
        const [list, index] = path;
        const offsets = typeof list === 'string' ? starts.get(list) : undefined;
        const start = typeof index === 'number' ? offsets?.[index] : undefined;
        if (start === undefined)
            return undefined;
        items.set(start, `${list}${PATH_SEP}${index}`);
    }
    return [...items].sort((a, b) => a[0] - b[0]).map(([start, at]) => ({ start, at }));
}


/***/ }),

/***/ 2375:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Xo: () => (/* binding */ definedTwiceWarnings),
/* harmony export */   Zg: () => (/* binding */ analyzeFast),
/* harmony export */   af: () => (/* binding */ finishLoad),
/* harmony export */   g$: () => (/* binding */ tooLarge)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _fast_yaml_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1036);
/* harmony import */ var _validate_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1295);
/* harmony import */ var _source_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2425);
/**
 * What the two sides of loading share: the answer (LoadedPrd), the fast path (the plain YAML
 * subset, validated without the schema library), and the warnings and finishing touches both
 * sides give an answer. `load.ts` reads the files; `load-full.ts` is the full parser's side.
 */




/**
 * A locator that only notes what is asked (each answer's `line` is a ticket, -1, -2, ...); the
 * positions are then found in one pass of the fast reader and written into the diagnostics.
 */
function deferredLocator() {
    const asked = [];
    return {
        locate: ((path, opts = {}) => {
            asked.push({ path: [...path], key: opts.key === true });
            return { line: -asked.length, column: 0 };
        }),
        /** The diagnostics with their positions, sorted; undefined if the text cannot be located. */
        resolve(text, list) {
            if (list.length === 0)
                return list;
            const found = (0,_fast_yaml_js__WEBPACK_IMPORTED_MODULE_1__/* .fastLocate */ .dm)(text, asked.map((a) => a.path));
            if (!found)
                return undefined;
            const out = list.map((d) => {
                if (d.line >= 0)
                    return d;
                const request = asked[-d.line - 1];
                const pos = positionOf(found, request.path, request.key);
                return { ...d, line: pos.line, column: pos.column };
            });
            return out.sort((a, b) => a.line - b.line || a.column - b.column);
        },
    };
}
/**
 * Like the full parser's locator: the node at the path, else its deepest ancestor found (the
 * fast locator may find a task's nodes without the ones above the task).
 */
function positionOf(found, path, key) {
    let best = found.get('')?.value ?? { line: 1, column: 1 };
    let at = '';
    for (let i = 0; i < path.length; i++) {
        at = i === 0 ? String(path[i]) : `${at}${_fast_yaml_js__WEBPACK_IMPORTED_MODULE_1__/* .PATH_SEP */ .$x}${path[i]}`;
        const here = found.get(at);
        if (here)
            best = key && i === path.length - 1 && here.key ? here.key : here.value;
    }
    return best;
}
/** A result with `extra`'s diagnostics, the lists in effect, and `prd` only when there are no errors. */
function finishLoad(input, prd, errors, warnings, document) {
    const { text, file, external, extra } = input;
    const allErrors = [...errors, ...extra.errors];
    const valid = allErrors.length === 0 ? prd : undefined;
    return {
        path: file,
        prd: valid,
        errors: allErrors,
        warnings: [...extra.warnings, ...warnings],
        disciplines: valid?.disciplines ?? external.disciplines?.items ?? [],
        features: valid?.features ?? external.features?.items ?? [],
        text,
        ...(document ? { document } : {}),
    };
}
/** The answer for a file over the size limit. */
function tooLarge(input) {
    if (input.text.length <= _source_text_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_PRD_BYTES */ .o9)
        return undefined;
    const error = (0,_source_text_js__WEBPACK_IMPORTED_MODULE_3__/* .diagnostic */ .YK)(input.file, 'FILE', (0,_source_text_js__WEBPACK_IMPORTED_MODULE_3__/* .tooLargeMessage */ .pb)(input.text.length));
    return finishLoad(input, undefined, [error], []);
}
/**
 * The fast path: a file in the plain YAML subset that validates, with positions found
 * afterwards only for the warnings there are. Undefined when the full parser must answer
 * (outside the subset, any error: its messages and positions are exact); NeedsSchema when
 * the file needs the schema library and `schema` was not given.
 */
function analyzeFast(input, schema, parsed) {
    const { text, file, external, options } = input;
    const fast = parsed ?? (0,_fast_yaml_js__WEBPACK_IMPORTED_MODULE_1__/* .fastParseYaml */ .TP)(text);
    if (!fast)
        return undefined;
    const deferred = deferredLocator();
    const result = (0,_validate_js__WEBPACK_IMPORTED_MODULE_2__/* .validatePrdValue */ .C)({
        file,
        disciplineNames: external.disciplines?.names,
        featureNames: external.features?.names,
        strictKeys: options.strict === true,
        value: fast.value,
        locate: deferred.locate,
        schema,
    });
    if (result.needsSchema)
        return { needsSchema: fast };
    if (!result.prd || result.errors.length > 0)
        return undefined;
    const warnings = [
        ...result.warnings,
        ...definedTwiceWarnings(fast.value, external, file, deferred.locate),
    ];
    const located = deferred.resolve(text, warnings);
    return located ? finishLoad(input, result.prd, [], located) : undefined;
}
function definedTwiceWarnings(value, external, file, locate) {
    return definedTwice(value, external).map(([key, ext]) => (0,_source_text_js__WEBPACK_IMPORTED_MODULE_3__/* .diagnostic */ .YK)(file, 'SCHEMA', `${key} are defined both here and in ${ext}; the ones in ${(0,node_path__WEBPACK_IMPORTED_MODULE_0__.basename)(file)} are used`, locate([key], { key: true }), 'warning'));
}
/** Lists kept both at the top of prd.yaml and in a db/ file. */
function definedTwice(value, external) {
    if (value === null || typeof value !== 'object' || Array.isArray(value))
        return [];
    const out = [];
    if (external.disciplines && 'disciplines' in value)
        out.push(['disciplines', external.disciplines.file]);
    if (external.features && 'features' in value)
        out.push(['features', external.features.file]);
    return out;
}


/***/ }),

/***/ 5040:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $6: () => (/* binding */ loadPrdFile),
/* harmony export */   KP: () => (/* binding */ notePrdSettled),
/* harmony export */   U6: () => (/* binding */ noteWrittenPrd)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _fast_yaml_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1036);
/* harmony import */ var _load_analysis_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2375);
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7267);
/* harmony import */ var _source_text_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2425);
/** Loading prd.yaml (and the db/ files beside it) into a validated Prd plus diagnostics. Never throws for bad content. */






/**
 * The answer for a text, loading the full parser's side only for files that need it. With
 * `known`, the value the fast reader gives the text (worked out without reading it again):
 * only the fast path is taken, and undefined is returned when it gives no answer.
 */
async function analyze(input, known) {
    const early = (0,_load_analysis_js__WEBPACK_IMPORTED_MODULE_3__/* .tooLarge */ .g$)(input);
    if (early)
        return known ? undefined : { result: early };
    const parsed = known ?? (0,_fast_yaml_js__WEBPACK_IMPORTED_MODULE_2__/* .fastParseYaml */ .TP)(input.text);
    const fast = parsed ? (0,_load_analysis_js__WEBPACK_IMPORTED_MODULE_3__/* .analyzeFast */ .Zg)(input, undefined, parsed) : undefined;
    if (fast && !('needsSchema' in fast))
        return { result: fast, value: parsed.value };
    if (known)
        return undefined;
    const full = await Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(311), __webpack_require__.e(227)]).then(__webpack_require__.bind(__webpack_require__, 8227));
    return { result: full.analyzeFull(input, fast?.needsSchema) };
}
/**
 * Reads `real` (a path resolved against the caller's cwd); messages name `path` as given. The
 * reads are synchronous: a task list is one local file read once, and the promise API reads a
 * large file in pieces through the thread pool, which costs more than the read itself.
 */
async function readText(path, real = path) {
    let size;
    try {
        const info = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(real);
        if (info.isDirectory()) {
            return { error: (0,_source_text_js__WEBPACK_IMPORTED_MODULE_5__/* .diagnostic */ .YK)(path, 'FILE', `${path} is a directory, not a file`) };
        }
        size = info.size;
    }
    catch (e) {
        if (e.code === 'ENOENT')
            return { missing: true };
        return { error: (0,_source_text_js__WEBPACK_IMPORTED_MODULE_5__/* .diagnostic */ .YK)(path, 'FILE', `Cannot read ${path}: ${e.message}`) };
    }
    if (size > _source_text_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_PRD_BYTES */ .o9)
        return { error: (0,_source_text_js__WEBPACK_IMPORTED_MODULE_5__/* .diagnostic */ .YK)(path, 'FILE', (0,_source_text_js__WEBPACK_IMPORTED_MODULE_5__/* .tooLargeMessage */ .pb)(size)) };
    let bytes;
    try {
        bytes = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(real);
    }
    catch (e) {
        return { error: (0,_source_text_js__WEBPACK_IMPORTED_MODULE_5__/* .diagnostic */ .YK)(path, 'FILE', `Cannot read ${path}: ${e.message}`) };
    }
    const decoded = (0,_source_text_js__WEBPACK_IMPORTED_MODULE_5__/* .decodeUtf8 */ ._6)(bytes, path);
    return 'error' in decoded ? decoded : { text: decoded.text };
}
function exists(path) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path, { throwIfNoEntry: false }) !== undefined;
    }
    catch {
        return false;
    }
}
/** Reads `db/disciplines.yaml` or `db/features.yaml`; undefined when absent. */
async function loadDbFile(file, real, key, errors, warnings) {
    const read = await readText(file, real);
    if ('missing' in read)
        return undefined;
    if ('error' in read) {
        errors.push(read.error);
        return { items: [], names: [], file };
    }
    const memo = dbMemo.get(real);
    if (memo && memo.text === read.text && memo.file === file) {
        errors.push(...memo.errors);
        warnings.push(...memo.warnings);
        return memo.result;
    }
    const ownErrors = [];
    const ownWarnings = [];
    const { parseDbFile } = await Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(311), __webpack_require__.e(227)]).then(__webpack_require__.bind(__webpack_require__, 8227));
    const result = parseDbFile(read.text, file, key, ownErrors, ownWarnings);
    dbMemo.set(real, { text: read.text, file, result, errors: ownErrors, warnings: ownWarnings });
    errors.push(...ownErrors);
    warnings.push(...ownWarnings);
    return result;
}
/** The last reading of each db/ file, reused while its text is unchanged. */
const dbMemo = new Map();
/**
 * The last loadPrdFile answer (callers treat a LoadedPrd as read-only), with the fast reader's
 * value of its text when it was read that way.
 */
let lastLoad;
/**
 * A text the harness wrote after editing the last answer's text task by task (see
 * noteWrittenPrd), with the fast reader's value of it, worked out from the edits.
 */
let written;
/**
 * What tells a file's contents changed without reading them: which file (device, inode), its
 * size, and its modification and change times to the nanosecond. Undefined unless a regular file.
 */
function fileIdentity(path) {
    try {
        const info = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(path, { bigint: true });
        if (!info.isFile())
            return undefined;
        return [info.dev, info.ino, info.size, info.mtimeNs, info.ctimeNs].join(':');
    }
    catch {
        return undefined;
    }
}
/**
 * Tells the loader that nothing but the harness has touched the file noteWrittenPrd was told
 * of since it was written (the harness has set its times since, and now commits it). The file
 * as it is now is remembered: while it stays so (same inode, size, and times to the
 * nanosecond), the next loadPrdFile takes the written text instead of reading the whole file
 * again. A later write sets the modification time to the present (the harness set it two
 * seconds back), and any write, rename or change of times moves the change time.
 */
function notePrdSettled(path) {
    if (written !== undefined)
        written.identity = fileIdentity(path);
}
/** The written text, when `path` is the very file notePrdSettled found, still as it was. */
function settledText(path) {
    const settled = written;
    if (settled?.identity === undefined)
        return undefined;
    return fileIdentity(path) === settled.identity ? { text: settled.text } : undefined;
}
/**
 * Tells the loader that `doc` was written to `path` (as given to loadPrdFile). When the
 * document is the last answer's text edited through single tasks' lines, the next loadPrdFile
 * of that text validates the last answer's data with those tasks replaced, instead of reading
 * the whole text again: an edit of one task costs the same on a list of 10 tasks and of 2,000.
 */
function noteWrittenPrd(path, doc) {
    written = undefined;
    const last = lastLoad;
    const edits = doc.taskEdits();
    if (!last || last.value === undefined || last.result.path !== path)
        return;
    if (!edits || edits.from !== last.text)
        return;
    const value = last.value;
    const tasks = value.tasks;
    if (!Array.isArray(tasks))
        return;
    const patched = [...tasks];
    for (const [n, task] of edits.items) {
        // The edit keeps the task's id (document.ts): anything else is read again in full.
        const before = patched[n];
        const after = task;
        if (!sameId(before?.id, after?.id))
            return;
        patched[n] = task;
    }
    written = { key: last.key, text: doc.toString(), value: { ...value, tasks: patched } };
}
function sameId(a, b) {
    const ok = (v) => typeof v === 'string' || typeof v === 'number';
    return ok(a) && ok(b) && (0,_model_js__WEBPACK_IMPORTED_MODULE_4__/* .idKey */ .T4)(a) === (0,_model_js__WEBPACK_IMPORTED_MODULE_4__/* .idKey */ .T4)(b);
}
/**
 * Loads and validates a prd.yaml file, the db/ files beside it, and applies FILE-01..03:
 * (`opts.cwd`: resolve relative paths against it; diagnostics keep the paths as given)
 * a `prd.md` beside a missing prd.yaml is an error naming the migration command; beside
 * an existing one, a warning.
 */
async function loadPrdFile(path, opts = {}) {
    const real = (p) => (opts.cwd ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(opts.cwd, p) : p);
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(path);
    const prdMd = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'prd.md');
    const failed = (error, warnings = []) => ({
        path,
        prd: undefined,
        errors: [error],
        warnings,
        disciplines: [],
        features: [],
        text: undefined,
    });
    if ((0,node_path__WEBPACK_IMPORTED_MODULE_1__.extname)(path).toLowerCase() === '.md') {
        return failed((0,_source_text_js__WEBPACK_IMPORTED_MODULE_5__/* .diagnostic */ .YK)(path, 'FILE-01', `${(0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(path)} is the deprecated markdown format; convert it with: ralph import ${path}`));
    }
    const read = settledText(real(path)) ?? (await readText(path, real(path)));
    if ('missing' in read) {
        if (exists(real(prdMd))) {
            return failed((0,_source_text_js__WEBPACK_IMPORTED_MODULE_5__/* .diagnostic */ .YK)(path, 'FILE-01', `Found ${prdMd} (deprecated) but no ${(0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(path)}; import it with: ralph import ${prdMd}`));
        }
        return failed((0,_source_text_js__WEBPACK_IMPORTED_MODULE_5__/* .diagnostic */ .YK)(path, 'FILE-02', `${path} not found (create it, or import a task list with: ralph import <file>)`));
    }
    if ('error' in read)
        return failed(read.error);
    const errors = [];
    const warnings = [];
    if (exists(real(prdMd))) {
        warnings.push((0,_source_text_js__WEBPACK_IMPORTED_MODULE_5__/* .diagnostic */ .YK)(prdMd, 'FILE-03', `${prdMd} is deprecated and ignored; ${(0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(path)} is used (delete prd.md when you no longer need it)`, undefined, 'warning'));
    }
    const db = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'db');
    const disciplinesFile = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(db, 'disciplines.yaml');
    const featuresFile = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(db, 'features.yaml');
    const disciplines = await loadDbFile(disciplinesFile, real(disciplinesFile), 'disciplines', errors, warnings);
    const features = await loadDbFile(featuresFile, real(featuresFile), 'features', errors, warnings);
    // The loop reads the list again at every step: an unchanged text is not analysed twice.
    const key = [real(path), path, opts.strict === true, errors.length, warnings.length].join('\0');
    const last = lastLoad;
    const sameContext = last !== undefined &&
        last.key === key &&
        last.disciplines === disciplines &&
        last.features === features;
    // Equal texts are kept as one string (the one read is dropped): a large list is held once.
    if (sameContext && last.text === read.text) {
        // Without the full parser's document: an edit through one answer must not show in another.
        const { document: _shared, ...result } = last.result;
        return { ...result, text: last.text };
    }
    const external = { disciplines, features };
    const extra = { errors, warnings };
    const edited = written;
    written = undefined;
    const input = (text) => ({
        text,
        file: path,
        external,
        extra,
        options: opts,
    });
    const patched = sameContext && edited?.key === key && edited.text === read.text
        ? await analyze(input(edited.text), { value: edited.value })
        : undefined;
    const text = patched ? edited.text : read.text;
    const analysis = patched ?? (await analyze(input(text)));
    lastLoad = { key, text, disciplines, features, ...analysis };
    return analysis.result;
}


/***/ }),

/***/ 7267:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ KNOWN_KEYS),
/* harmony export */   BE: () => (/* binding */ PRIORITIES),
/* harmony export */   BV: () => (/* binding */ PRD_SCHEMA_URL),
/* harmony export */   EG: () => (/* binding */ SUPPORTED_SCHEMA_VERSION),
/* harmony export */   Hi: () => (/* binding */ TASK_STATUSES),
/* harmony export */   OB: () => (/* binding */ projectBranch),
/* harmony export */   T4: () => (/* binding */ idKey),
/* harmony export */   al: () => (/* binding */ DATE_TIME_PATTERN),
/* harmony export */   hE: () => (/* binding */ BASELINE_MODES),
/* harmony export */   pN: () => (/* binding */ PROVENANCES),
/* harmony export */   sh: () => (/* binding */ taskPriority)
/* harmony export */ });
/**
 * The task list's vocabulary without the schema library: statuses, priorities, the keys each
 * mapping may have, and small helpers. The fast path of loading and validating needs only
 * these; `schema.ts` builds the zod schemas (and the types) from them, so this file imports
 * nothing of the task list's own.
 */
const TASK_STATUSES = ['pending', 'in_progress', 'done', 'blocked', 'skipped'];
const PRIORITIES = ['low', 'medium', 'high', 'critical'];
const PROVENANCES = ['agent', 'human', 'system', 'ci'];
const SUPPORTED_SCHEMA_VERSION = '1.0';
const BASELINE_MODES = ['require-passing', 'allow-failing'];
/** A date (YYYY-MM-DD) or an ISO 8601 date-time: other tools write timestamps where SPEC-035 writes dates. */
const DATE_TIME_PATTERN = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
/** The keys each mapping of a task list may have (the zod schemas are checked against these). */
const KNOWN_KEYS = {
    top: [
        'schema_version',
        'project',
        'tasks',
        'completion_marker',
        'paused',
        'disciplines',
        'features',
    ],
    project: ['title', 'description', 'created', 'branch', 'branchName'],
    task: [
        'id',
        'title',
        'description',
        'status',
        'priority',
        'tags',
        'depends_on',
        'blocked_by',
        'acceptance_criteria',
        'created',
        'updated',
        'completed',
        'feature',
        'discipline',
        'context_files',
        'output_artifacts',
        'files',
        'hints',
        'baseline',
        'estimated_turns',
        'provenance',
        'comments',
        'verify',
        'review',
        'tools',
        'mcp_servers',
        'max_cost_usd',
    ],
    comment: ['author', 'body', 'created', 'agent_task_id'],
    verify: ['name', 'command', 'timeout'],
    discipline: [
        'name',
        'display_name',
        'acronym',
        'icon',
        'color',
        'system_prompt',
        'skills',
        'conventions',
        'mcp_servers',
        'tools',
    ],
    mcp: ['name', 'command', 'args', 'env'],
    feature: [
        'name',
        'display_name',
        'acronym',
        'description',
        'created',
        'knowledge_paths',
        'context_files',
    ],
};
/** Ids compare as strings: `depends_on: [3]` matches `id: "3"` and `id: 3`. */
function idKey(id) {
    return String(id);
}
function taskPriority(task) {
    return task.priority ?? 'medium';
}
function projectBranch(project) {
    return project.branch ?? project.branchName;
}
/** Where editors find the published JSON Schema (`# yaml-language-server: $schema=...`). */
const PRD_SCHEMA_URL = 'https://raw.githubusercontent.com/ralph-action/ralph-action/main/schema/prd.schema.json';


/***/ }),

/***/ 2425:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M1: () => (/* binding */ MAX_NESTING),
/* harmony export */   U2: () => (/* binding */ tooDeepAt),
/* harmony export */   YK: () => (/* binding */ diagnostic),
/* harmony export */   _6: () => (/* binding */ decodeUtf8),
/* harmony export */   o9: () => (/* binding */ MAX_PRD_BYTES),
/* harmony export */   pb: () => (/* binding */ tooLargeMessage),
/* harmony export */   w4: () => (/* binding */ MAX_ALIAS_COUNT)
/* harmony export */ });
/* unused harmony export formatSize */
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Task-list text before any YAML parser sees it: size and encoding limits, positions and
 * diagnostics. Free of the YAML and schema libraries, so the fast path loads none of them.
 */

/**
 * Files above this are refused: a real 100,000-task list is about 50 MB; beyond a few times
 * that, reading would take minutes and gigabytes.
 */
const MAX_PRD_BYTES = 128 * 1024 * 1024;
/** Nesting deeper than this is refused with its position (no task list needs more than ~10). */
const MAX_NESTING = 500;
/** Aliases are legitimate YAML, but thousands of them are an expansion attack. */
const MAX_ALIAS_COUNT = 1000;
function diagnostic(file, rule, message, pos = { line: 0, column: 0 }, severity = 'error') {
    return { rule, message, file, line: pos.line, column: pos.column, severity };
}
function formatSize(bytes) {
    return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
function tooLargeMessage(bytes) {
    return `File is too large (${formatSize(bytes)}); the limit is ${formatSize(MAX_PRD_BYTES)}`;
}
/** Decodes UTF-8 strictly; on failure reports the line and column of the first bad byte. */
function decodeUtf8(bytes, file) {
    // Buffer's decoder keeps ASCII text in one byte a character (half the memory of the
    // TextDecoder's answer on a large file); isUtf8 does the strict check first.
    const buffer = Buffer.isBuffer(bytes)
        ? bytes
        : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    if ((0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)(buffer)) {
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
function tooDeepAt(text, limit = MAX_NESTING) {
    const indents = [];
    let flow = 0;
    let line = 1;
    let start = 0;
    while (start <= text.length) {
        let end = text.indexOf('\n', start);
        if (end < 0)
            end = text.length;
        let i = start;
        while (text.charCodeAt(i) === 32)
            i++;
        const content = i < end && text.charCodeAt(i) !== 35; /* # */
        if (content && flow === 0) {
            const indent = i - start;
            while (indents.length > 0 && indents[indents.length - 1] >= indent)
                indents.pop();
            indents.push(indent);
            // `- - x` and `- key:` open one more level per dash on the line
            while (text.charCodeAt(i) === 45 && text.charCodeAt(i + 1) === 32) {
                i += 2;
                while (text.charCodeAt(i) === 32)
                    i++;
                indents.push(i - start);
            }
            if (indents.length > limit)
                return { line, column: i - start + 1 };
        }
        let quote = 0;
        for (; content && i < end; i++) {
            const c = text.charCodeAt(i);
            if (quote !== 0) {
                if (c === quote)
                    quote = 0;
                else if (c === 92 /* \ */ && quote === 34)
                    i++;
                continue;
            }
            if (c === 34 || c === 39)
                quote = c;
            else if (c === 35 && text.charCodeAt(i - 1) === 32)
                break;
            else if (c === 91 || c === 123) {
                flow++;
                if (indents.length + flow > limit)
                    return { line, column: i - start + 1 };
            }
            else if ((c === 93 || c === 125) && flow > 0)
                flow--;
        }
        line++;
        start = end + 1;
    }
    return undefined;
}


/***/ }),

/***/ 1295:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  C: () => (/* binding */ validatePrdValue)
});

;// CONCATENATED MODULE: ./src/prd/graph.ts
/** Dependency-graph checks. Iterative, so a 100,000-task chain cannot overflow the stack. */
/**
 * Finds dependency cycles. `edges[i]` lists the node indexes node i depends on.
 * Returns each cycle as a list of node indexes whose last element repeats the first
 * (a -> b -> a is [a, b, a]); at most `limit` cycles, found in file order.
 */
function findCycles(edges, limit = 20) {
    const n = edges.length;
    const WHITE = 0;
    const GREY = 1;
    const BLACK = 2;
    const color = new Uint8Array(n);
    const positionInPath = new Int32Array(n).fill(-1);
    // The depth-first path and, per step, the next edge to follow: fixed-size stacks, so a walk
    // of many short paths does not grow and free a list for each.
    const path = new Int32Array(n);
    const nextEdge = new Int32Array(n);
    const cycles = [];
    for (let start = 0; start < n && cycles.length < limit; start++) {
        if (color[start] !== WHITE)
            continue;
        color[start] = GREY;
        positionInPath[start] = 0;
        path[0] = start;
        nextEdge[0] = 0;
        let depth = 1;
        while (depth > 0) {
            const top = depth - 1;
            const node = path[top];
            const out = edges[node];
            const e = nextEdge[top];
            if (e < out.length) {
                nextEdge[top] = e + 1;
                const next = out[e];
                if (color[next] === WHITE) {
                    color[next] = GREY;
                    positionInPath[next] = depth;
                    path[depth] = next;
                    nextEdge[depth] = 0;
                    depth++;
                }
                else if (color[next] === GREY && cycles.length < limit) {
                    cycles.push([...path.subarray(positionInPath[next], depth), next]);
                }
            }
            else {
                color[node] = BLACK;
                positionInPath[node] = -1;
                depth--;
            }
        }
    }
    return cycles;
}
/** `a -> b -> c -> a`, shortened in the middle when very long so the message stays readable. */
function formatCycle(ids, maxShown = 20) {
    if (ids.length <= maxShown)
        return ids.join(' -> ');
    const head = ids.slice(0, maxShown / 2);
    const tail = ids.slice(ids.length - maxShown / 2);
    const hidden = ids.length - head.length - tail.length;
    return [...head, `... (${hidden} more) ...`, ...tail].join(' -> ');
}

// EXTERNAL MODULE: ./src/prd/model.ts
var model = __webpack_require__(7267);
// EXTERNAL MODULE: ./src/checks/duration.ts
var duration = __webpack_require__(5213);
;// CONCATENATED MODULE: ./src/prd/quick-check.ts
/**
 * A quick check of the schema's types on the common shape of a task list, so that a valid
 * file does not pay for zod building a second copy of every task. It only vouches for what it
 * knows: a task with any other field goes through zod alone, and anything doubtful (or
 * invalid) makes the caller use zod for the whole file, whose issues give the messages.
 * The top level and each task are judged apart: tasks are judged in the one pass over them
 * that does every per-task check (validate-tasks.ts).
 */


const isObj = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
const quick_check_text = (v) => typeof v === 'string';
const nonEmpty = (v) => typeof v === 'string' && v.length > 0;
const id = (v) => nonEmpty(v) || (typeof v === 'number' && Number.isInteger(v));
const texts = (v) => Array.isArray(v) && v.every(quick_check_text);
const isDigit = (c) => c >= 48 && c <= 57;
/** `YYYY-MM-DD`, or with `THH:MM:SSZ`: the forms written most, checked without the pattern. */
function commonDate(v) {
    const n = v.length;
    if (n !== 10 && n !== 20)
        return false;
    for (let i = 0; i < n; i++) {
        const c = v.charCodeAt(i);
        const ok = i === 4 || i === 7
            ? c === 45 /* - */
            : i === 10
                ? c === 84 /* T */
                : i === 13 || i === 16
                    ? c === 58 /* : */
                    : i === 19
                        ? c === 90 /* Z */
                        : isDigit(c);
        if (!ok)
            return false;
    }
    return true;
}
const date = (v) => typeof v === 'string' && (commonDate(v) || model/* DATE_TIME_PATTERN */.al.test(v));
const oneOf = (list) => (v) => list.includes(v);
/** A table of field checks without inherited entries: a key named `valueOf` is no field. */
function fieldTable(checks) {
    return Object.assign(Object.create(null), checks);
}
const TASK_FIELDS = fieldTable({
    id,
    title: nonEmpty,
    description: quick_check_text,
    status: oneOf(model/* TASK_STATUSES */.Hi),
    priority: oneOf(model/* PRIORITIES */.BE),
    tags: texts,
    depends_on: (v) => Array.isArray(v) && v.every(id),
    blocked_by: quick_check_text,
    acceptance_criteria: texts,
    created: date,
    updated: date,
    completed: date,
    feature: quick_check_text,
    discipline: quick_check_text,
    context_files: texts,
    output_artifacts: texts,
    files: texts,
    hints: quick_check_text,
    baseline: oneOf(model/* BASELINE_MODES */.hE),
    estimated_turns: (v) => typeof v === 'number' && Number.isInteger(v) && v > 0,
    provenance: oneOf(model/* PROVENANCES */.pN),
    comments: (v) => Array.isArray(v) && v.every(comment),
    review: (v) => typeof v === 'boolean',
    max_cost_usd: (v) => typeof v === 'number' && Number.isFinite(v) && v > 0,
});
const COMMENT_KEYS = new Set(['author', 'body', 'created', 'agent_task_id']);
/** A comment the harness or a person left on a task: `{author, body, created?, agent_task_id?}`. */
function comment(v) {
    if (!isObj(v))
        return false;
    for (const key in v)
        if (!COMMENT_KEYS.has(key))
            return false;
    return (nonEmpty(v.author) &&
        quick_check_text(v.body) &&
        (!('created' in v) || date(v.created)) &&
        (!('agent_task_id' in v) || id(v.agent_task_id)));
}
const VERIFY_KEYS = new Set(['name', 'command', 'timeout']);
/** A timeout as the RALPH:CHECKS block writes it: positive seconds, or a duration string. */
const timeout = (v) => (typeof v === 'number' && Number.isFinite(v) && v > 0) ||
    (typeof v === 'string' && (0,duration/* parseTimeout */.ZZ)(v) !== undefined);
/** One verify command: 'normalize' for the plain string form (zod makes it `{command}`). */
function verifyCommand(v) {
    if (typeof v === 'string')
        return v.length > 0 ? 'normalize' : 'bad';
    if (!isObj(v))
        return 'bad';
    for (const key in v)
        if (!VERIFY_KEYS.has(key))
            return 'bad';
    if (!nonEmpty(v.command))
        return 'bad';
    if ('name' in v && !nonEmpty(v.name))
        return 'bad';
    if ('timeout' in v && !timeout(v.timeout))
        return 'bad';
    return 'ok';
}
/** A task's `verify:` list. */
function verifyList(v) {
    if (!Array.isArray(v))
        return 'bad';
    let result = 'ok';
    for (const entry of v) {
        const verdict = verifyCommand(entry);
        if (verdict === 'bad')
            return 'bad';
        if (verdict === 'normalize')
            result = verdict;
    }
    return result;
}
const PROJECT_FIELDS = fieldTable({
    title: nonEmpty,
    description: quick_check_text,
    created: date,
    branch: nonEmpty,
    branchName: nonEmpty,
});
const VERDICT_RANK = { ok: 0, normalize: 1, other: 2, bad: 3 };
/** The verdict on a task of two of its fields' verdicts: the one that asks more of the caller. */
function worseVerdict(a, b) {
    return VERDICT_RANK[b] > VERDICT_RANK[a] ? b : a;
}
/** The verdict on one field of a task (`check`: its entry in TASK_FIELDS, if any). */
function fieldVerdict(key, value, check = TASK_FIELDS[key]) {
    if (check)
        return check(value) ? 'ok' : 'bad';
    return key === 'verify' ? verifyList(value) : 'other';
}
/** The task as zod gives it when its verdict is 'normalize': verify commands as objects. */
function normalizedTask(task) {
    const verify = task.verify;
    return { ...task, verify: verify.map((v) => (typeof v === 'string' ? { command: v } : v)) };
}
function checkFields(value, fields) {
    for (const key in value) {
        const check = fields[key];
        if (!check || !check(value[key]))
            return false;
    }
    return true;
}
/**
 * The verdict on each field of the tasks of one list ('other' for a field the quick check does
 * not know). A list repeats a few dates thousands of times (every task created the same day):
 * the last dates found valid are remembered for the list, and the same text again is valid.
 */
class TaskFieldCheck {
    recentDates = [
        undefined,
        undefined,
        undefined,
        undefined,
    ];
    nextRecent = 0;
    verdict(key, value) {
        const check = TASK_FIELDS[key];
        if (check === date)
            return this.date(value) ? 'ok' : 'bad';
        return fieldVerdict(key, value, check);
    }
    date(value) {
        if (typeof value !== 'string')
            return false;
        const recent = this.recentDates;
        if (value === recent[0] || value === recent[1] || value === recent[2] || value === recent[3])
            return true;
        if (!date(value))
            return false;
        recent[this.nextRecent] = value;
        this.nextRecent = (this.nextRecent + 1) & 3;
        return true;
    }
}
/**
 * Whether everything but the tasks (unknown keys already left out) is certainly valid: the
 * schema version, the project, and a non-empty list of tasks (each judged by quickTask).
 */
function quickTop(value) {
    for (const key in value) {
        if (key !== 'schema_version' && key !== 'project' && key !== 'tasks') {
            if (key !== 'completion_marker' || typeof value[key] !== 'boolean')
                return false;
        }
    }
    if (value.schema_version !== model/* SUPPORTED_SCHEMA_VERSION */.EG)
        return false;
    const project = value.project;
    if (!isObj(project) || !('title' in project))
        return false;
    if (!checkFields(project, PROJECT_FIELDS))
        return false;
    return Array.isArray(value.tasks) && value.tasks.length > 0;
}
/** The verdict on one task (unknown keys already left out). */
function quickTask(task) {
    if (!isObj(task) || !('id' in task) || !('title' in task) || !('status' in task))
        return 'bad';
    let result = 'ok';
    for (const key in task) {
        const verdict = fieldVerdict(key, task[key]);
        if (verdict === 'bad')
            return verdict;
        result = worseVerdict(result, verdict);
    }
    return result;
}

// EXTERNAL MODULE: ./src/prd/levenshtein.ts
var levenshtein = __webpack_require__(9085);
;// CONCATENATED MODULE: ./src/prd/unknown-keys.ts
/**
 * Forward compatibility (000 §14.1): keys this version does not know are reported (with a
 * did-you-mean) and left out of the validated data, instead of failing the whole file. Files
 * written by a newer version, or by other tools, still load; `--strict` makes them errors.
 */


const unknown_keys_isObj = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
function known(list) {
    return { keys: new Set(list), list: [...list] };
}
let cache;
function knownKeys() {
    cache ??= {
        top: known(model/* KNOWN_KEYS */.B.top),
        project: known(model/* KNOWN_KEYS */.B.project),
        task: known(model/* KNOWN_KEYS */.B.task),
        comment: known(model/* KNOWN_KEYS */.B.comment),
        discipline: known(model/* KNOWN_KEYS */.B.discipline),
        mcp: known(model/* KNOWN_KEYS */.B.mcp),
        feature: known(model/* KNOWN_KEYS */.B.feature),
    };
    return cache;
}
function labelOf(value, field, index) {
    const v = value[field];
    return typeof v === 'string' || typeof v === 'number' ? String(v) : `#${index + 1}`;
}
/**
 * Copies of `obj` without its unknown keys (the object itself when it has none), noting each
 * unknown key in `found`.
 */
function strip(obj, allowed, path, where, found) {
    let unknown = false;
    for (const key in obj) {
        if (allowed.keys.has(key))
            continue;
        unknown = true;
        const hint = (0,levenshtein/* suggest */.Z)(key, allowed.list);
        found.push({
            path: [...path, key],
            message: `Unknown key '${key}' ${typeof where === 'string' ? where : where()}` +
                (hint ? ` (did you mean '${hint}'?)` : ''),
        });
    }
    if (!unknown)
        return obj;
    const copy = {};
    for (const key in obj)
        if (allowed.keys.has(key))
            copy[key] = obj[key];
    return copy;
}
function onlyKnown(obj, allowed) {
    for (const key in obj)
        if (!allowed.keys.has(key))
            return false;
    return true;
}
/** Each element of a list that is a mapping, stripped; the list itself when nothing changed. */
function stripEach(list, visit) {
    if (!Array.isArray(list))
        return list;
    let copy;
    for (let i = 0; i < list.length; i++) {
        const item = list[i];
        if (!unknown_keys_isObj(item))
            continue;
        const next = visit(item, i);
        if (next !== item) {
            copy ??= [...list];
            copy[i] = next;
        }
    }
    return copy ?? list;
}
/**
 * A task without unknown keys, in it, its comments and its MCP servers (the task itself when it
 * has none),
 * noting each key left out in `found`. Tasks are stripped one by one, in the pass over the
 * tasks that does every other per-task check (validate-tasks.ts).
 */
function taskWithoutUnknownKeys(task, index, found) {
    const k = knownKeys();
    // Most tasks have only known keys and no comments: nothing to copy or to describe.
    if (task.comments === undefined && task.mcp_servers === undefined && onlyKnown(task, k.task))
        return task;
    const label = () => `task ${labelOf(task, 'id', index)}`;
    const t = strip(task, k.task, ['tasks', index], () => `in ${label()}`, found);
    const comments = stripEach(t.comments, (c, j) => strip(c, k.comment, ['tasks', index, 'comments', j], () => `in comment ${j + 1} of ${label()}`, found));
    const servers = stripEach(t.mcp_servers, (m, j) => strip(m, k.mcp, ['tasks', index, 'mcp_servers', j], () => `in MCP server ${labelOf(m, 'name', j)} of ${label()}`, found));
    if (comments === t.comments && servers === t.mcp_servers)
        return t;
    return {
        ...t,
        ...(comments === t.comments ? {} : { comments }),
        ...(servers === t.mcp_servers ? {} : { mcp_servers: servers }),
    };
}
/**
 * The task list without unknown keys everywhere but in its tasks (left as they are: see
 * taskWithoutUnknownKeys), noting each key left out in `found`.
 */
function withoutUnknownKeysBesideTasks(value, found) {
    const k = knownKeys();
    let result = strip(value, k.top, [], 'at top level', found);
    const replace = (key, next) => {
        if (next !== result[key])
            result = { ...result, [key]: next };
    };
    if (unknown_keys_isObj(result.project)) {
        replace('project', strip(result.project, k.project, ['project'], 'in project', found));
    }
    replace('disciplines', stripEach(result.disciplines, (d, i) => {
        const name = `discipline ${labelOf(d, 'name', i)}`;
        const s = strip(d, k.discipline, ['disciplines', i], `in ${name}`, found);
        const servers = stripEach(s.mcp_servers, (m, j) => strip(m, k.mcp, ['disciplines', i, 'mcp_servers', j], `in MCP server ${labelOf(m, 'name', j)} of ${name}`, found));
        return servers === s.mcp_servers ? s : { ...s, mcp_servers: servers };
    }));
    replace('features', stripEach(result.features, (f, i) => strip(f, k.feature, ['features', i], `in feature ${labelOf(f, 'name', i)}`, found)));
    return result;
}

// EXTERNAL MODULE: ./src/prd/source-text.ts
var source_text = __webpack_require__(2425);
;// CONCATENATED MODULE: ./src/prd/validate-tasks.ts
/**
 * The checks of each task, made in one pass over the list: a list of 10,000 tasks is walked
 * once, not once per rule (each walk costs its own warm-up and compilation, which for a list
 * of this size is most of the time spent). VAL-05..08, the references to disciplines and
 * features, the state warnings, unknown keys and the quick type check. A dependency on a task
 * further down the list is settled once every id has been seen.
 */




const validate_tasks_isObj = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
const isId = (v) => (typeof v === 'string' && v.length > 0) || (typeof v === 'number' && Number.isInteger(v));
const isBlank = (v) => v === undefined || v === null || v === '';
const NO_EDGES = [];
/**
 * The fields of a task the checks read, taken in one walk over its keys, with the quick
 * check's verdict on them. Tasks come in several shapes (a done task has `completed`, a
 * pending one does not, and a long list often turns from done to pending halfway down):
 * reading fields by name, check by check, makes the optimised code of every check give up
 * each time a new shape turns up; a walk over the keys reads every shape alike.
 */
class TaskFields {
    id;
    title;
    status;
    dependsOn;
    blockedBy;
    discipline;
    feature;
    /** The quick check's verdict on the task as it is (with any unknown keys). */
    verdict = 'ok';
    check = new TaskFieldCheck();
    read(task) {
        this.id = this.title = this.status = undefined;
        this.dependsOn = this.blockedBy = this.discipline = this.feature = undefined;
        let verdict = 'ok';
        let required = 0;
        for (const key in task) {
            const value = task[key];
            switch (key) {
                case 'id':
                    this.id = value;
                    required++;
                    break;
                case 'title':
                    this.title = value;
                    required++;
                    break;
                case 'status':
                    this.status = value;
                    required++;
                    break;
                case 'depends_on':
                    this.dependsOn = value;
                    break;
                case 'blocked_by':
                    this.blockedBy = value;
                    break;
                case 'discipline':
                    this.discipline = value;
                    break;
                case 'feature':
                    this.feature = value;
                    break;
            }
            if (verdict !== 'bad') {
                const field = this.check.verdict(key, value);
                if (field !== 'ok')
                    verdict = worseVerdict(verdict, field);
            }
        }
        this.verdict = required === 3 ? verdict : 'bad';
    }
    reference(field) {
        return field === 'discipline' ? this.discipline : this.feature;
    }
}
class TaskPass {
    tasks;
    input;
    ids;
    /** The index of each id's first task. */
    indexById = new Map();
    /** Every dependency edge in file order: task edgeFrom[k] depends on task edgeTo[k] (-1: none). */
    edgeFrom = [];
    edgeTo = [];
    /** Whether a task depends on itself or on one further down: only then can there be a cycle. */
    upward = false;
    known;
    /** Each task's status, for the checks of the tasks that depend on it. */
    statuses;
    fields = new TaskFields();
    forward = [];
    /** Undefined while every task so far is certainly valid. */
    quickFailure;
    /** Tasks the quick check put in zod's form, or zod read (fields it does not know), by index. */
    parsed = new Map();
    constructor(tasks, input) {
        this.tasks = tasks;
        this.input = input;
        this.ids = new Array(tasks.length);
        this.statuses = new Array(tasks.length);
        this.known = tasks;
        if (!input.quick)
            this.quickFailure = 'failed';
    }
    check(i) {
        const task = this.tasks[i];
        if (!validate_tasks_isObj(task)) {
            this.input.err('SCHEMA', `Task #${i + 1} must be a mapping with id, title and status`, [
                'tasks',
                i,
            ]);
            this.input.skip(['tasks', i]);
            this.quickFailure = 'failed';
            return;
        }
        const f = this.fields;
        f.read(task);
        this.statuses[i] = f.status;
        this.required(f, i);
        this.dependencies(f, i);
        this.stateWarnings(f, i);
        this.references(f, i);
        const verdict = this.quickFailure === undefined ? f.verdict : undefined;
        // A task the quick check vouches for has only fields it knows, which are all known keys.
        if (verdict === 'ok')
            return;
        const known = taskWithoutUnknownKeys(task, i, this.input.unknownKeys);
        if (known !== task) {
            if (this.known === this.tasks)
                this.known = [...this.tasks];
            this.known[i] = known;
        }
        if (verdict !== undefined)
            this.quickCheck(known === task ? verdict : quickTask(known), known, i);
    }
    /** VAL-05..07: the required fields, a unique id and a known status. */
    required(f, i) {
        const { err, skip } = this.input;
        if (isBlank(f.id))
            this.missing('id', i);
        if (isBlank(f.title))
            this.missing('title', i);
        if (isBlank(f.status))
            this.missing('status', i);
        if (isId(f.id)) {
            const key = (0,model/* idKey */.T4)(f.id);
            this.ids[i] = key;
            if (this.indexById.has(key))
                err('VAL-05', `Duplicate task ID: ${key}`, ['tasks', i, 'id']);
            else
                this.indexById.set(key, i);
        }
        const status = f.status;
        if (!isBlank(status) && !model/* TASK_STATUSES */.Hi.includes(status)) {
            err('VAL-07', `Invalid status '${String(status)}' for task ${this.label(i)}`, [
                'tasks',
                i,
                'status',
            ]);
            skip(['tasks', i, 'status']);
        }
    }
    missing(field, i) {
        this.input.err('VAL-06', `Task missing required field: ${field}`, ['tasks', i]);
        this.input.skip(['tasks', i, field]);
    }
    label(i) {
        return this.ids[i] ?? `#${i + 1}`;
    }
    /** The edges of the dependency graph, and VAL-08 for the tasks already seen. */
    dependencies(f, i) {
        if (!Array.isArray(f.dependsOn))
            return;
        const deps = f.dependsOn;
        for (let j = 0; j < deps.length; j++) {
            const dep = deps[j];
            if (!isId(dep))
                continue; // a type error, reported by the schema
            const target = this.indexById.get((0,model/* idKey */.T4)(dep));
            this.edgeFrom.push(i);
            if (target === undefined) {
                // Maybe a task further down: its edge is kept, and settled after the pass.
                this.forward.push({ task: i, item: j, edge: this.edgeTo.length, dep });
                this.edgeTo.push(-1);
            }
            else {
                this.edgeTo.push(target);
                if (target === i)
                    this.upward = true;
                this.dependsOnSkipped(i, j, dep, target);
            }
        }
    }
    /** DEPS: a pending task that depends on a skipped one can never become ready. */
    dependsOnSkipped(i, j, dep, target) {
        // The target's status first: it is read for every dependency, so the optimised code
        // knows it before the first pending task (often halfway down the list) turns up.
        if (this.statuses[target] !== 'skipped' || this.statuses[i] !== 'pending')
            return;
        this.input.warn('DEPS', `Task ${this.label(i)} depends on skipped task ${String(dep)}, so it can never become ready`, ['tasks', i, 'depends_on', j]);
    }
    stateWarnings(f, i) {
        const { warn } = this.input;
        const status = f.status;
        if (status === 'blocked' && isBlank(f.blockedBy)) {
            warn('STATE', `Task ${this.label(i)} is blocked but has no blocked_by reason`, [
                'tasks',
                i,
                'status',
            ]);
        }
        if (status !== 'blocked' && !isBlank(f.blockedBy)) {
            warn('STATE', `Task ${this.label(i)} has blocked_by but its status is ${String(status)}`, [
                'tasks',
                i,
                'blocked_by',
            ]);
        }
        if (status === 'in_progress') {
            warn('STATE', `Task ${this.label(i)} is in_progress: a run was interrupted or is still running`, ['tasks', i, 'status']);
        }
    }
    /** REF: the discipline and feature a task names exist. */
    references(f, i) {
        for (let r = 0; r < this.input.references.length; r++) {
            const ref = this.input.references[r];
            const name = f.reference(ref.field);
            if (typeof name !== 'string' || ref.known.has(name))
                continue;
            const label = isId(f.id) ? String(f.id) : `#${i + 1}`;
            const hint = (0,levenshtein/* suggest */.Z)(name, ref.names);
            const why = ref.names.length === 0
                ? ` (no ${ref.list} are defined: add them under ${ref.list}: or in .ralph/db/${ref.list}.yaml)`
                : hint
                    ? ` (did you mean '${hint}'?)`
                    : ` (known: ${ref.names.slice(0, 10).join(', ')})`;
            this.input.err('REF', `Task ${label} names unknown ${ref.field} '${name}'${why}`, [
                'tasks',
                i,
                ref.field,
            ]);
        }
    }
    /** Notes the quick check's verdict on a task (without its unknown keys). */
    quickCheck(verdict, task, i) {
        if (verdict === 'ok')
            return;
        if (verdict === 'bad') {
            this.quickFailure = 'failed';
        }
        else if (verdict === 'normalize') {
            this.parsed.set(i, normalizedTask(task));
        }
        else if (!this.input.parseTask) {
            this.quickFailure = 'needs-schema';
        }
        else {
            const parsed = this.input.parseTask(task);
            if (parsed)
                this.parsed.set(i, parsed);
            else
                this.quickFailure = 'failed';
        }
    }
    /** VAL-08 and DEPS for the dependencies on tasks further down, now that every id is known. */
    settleForward() {
        for (const f of this.forward) {
            const target = this.indexById.get((0,model/* idKey */.T4)(f.dep));
            if (target === undefined) {
                this.input.err('VAL-08', `Task ${this.label(f.task)} depends on unknown task ${String(f.dep)}`, ['tasks', f.task, 'depends_on', f.item]);
            }
            else {
                this.edgeTo[f.edge] = target;
                this.upward = true;
                this.dependsOnSkipped(f.task, f.item, f.dep, target);
            }
        }
    }
    /** The tasks each task depends on, when a cycle is possible (see CheckedTasks.edges). */
    graph() {
        if (!this.upward)
            return undefined;
        const edges = new Array(this.tasks.length).fill(NO_EDGES);
        for (let k = 0; k < this.edgeFrom.length; k++) {
            const from = this.edgeFrom[k];
            const to = this.edgeTo[k];
            if (to < 0)
                continue; // an unknown id: no edge
            if (edges[from] === NO_EDGES)
                edges[from] = [to];
            else
                edges[from].push(to);
        }
        return edges;
    }
    quickVerdict() {
        if (this.quickFailure !== undefined)
            return this.quickFailure;
        if (this.parsed.size === 0)
            return { tasks: this.known };
        const tasks = [...this.known];
        for (const [i, task] of this.parsed)
            tasks[i] = task;
        return { tasks };
    }
}
/** Every per-task check, in one pass over `tasks`. */
function checkTasks(tasks, input) {
    const pass = new TaskPass(tasks, input);
    for (let i = 0; i < tasks.length; i++)
        pass.check(i);
    pass.settleForward();
    return {
        ids: pass.ids,
        edges: pass.graph(),
        known: pass.known,
        quick: pass.quickVerdict(),
    };
}

;// CONCATENATED MODULE: ./src/prd/validate.ts






const pathKey = (p) => p.join('\u0000');
function looksLikeImportable(value) {
    return value.some((e) => validate_tasks_isObj(e) && ('id' in e || 'title' in e));
}
function validatePrdValue(input) {
    const { file, locate } = input;
    const errors = [];
    const warnings = [];
    const err = (rule, message, path, key = false) => errors.push((0,source_text/* diagnostic */.YK)(file, rule, message, locate(path, { key })));
    const warn = (rule, message, path) => warnings.push((0,source_text/* diagnostic */.YK)(file, rule, message, locate(path), 'warning'));
    const raw = input.value;
    if (!validate_tasks_isObj(raw)) {
        const start = { line: 1, column: 1 };
        if (raw === undefined || raw === null) {
            errors.push((0,source_text/* diagnostic */.YK)(file, 'SCHEMA', 'File is empty: expected schema_version, project and tasks', start));
        }
        else if (Array.isArray(raw)) {
            const hint = looksLikeImportable(raw)
                ? ` (to import a task list, run: ralph import ${file})`
                : '';
            errors.push((0,source_text/* diagnostic */.YK)(file, 'SCHEMA', `Expected a mapping with schema_version, project and tasks at the top level, found a list${hint}`, start));
        }
        else {
            errors.push((0,source_text/* diagnostic */.YK)(file, 'SCHEMA', `Expected a mapping with schema_version, project and tasks at the top level, found ${typeof raw}`, start));
        }
        return { prd: undefined, errors, warnings };
    }
    const value = { ...raw };
    const skipped = new Set();
    const skip = (p) => skipped.add(pathKey(p));
    // VAL-01 / VAL-02
    const version = value.schema_version;
    if (isBlank(version)) {
        err('VAL-01', 'Missing schema_version in prd.yaml', []);
    }
    else if (version !== model/* SUPPORTED_SCHEMA_VERSION */.EG) {
        const source = input.scalarSource?.(['schema_version']);
        if (typeof version === 'number' && source === model/* SUPPORTED_SCHEMA_VERSION */.EG) {
            // `schema_version: 1.0` is the number 1 in YAML; accept what the author meant.
            value.schema_version = model/* SUPPORTED_SCHEMA_VERSION */.EG;
            warn('VAL-02', `schema_version should be a string: write "${model/* SUPPORTED_SCHEMA_VERSION */.EG}"`, [
                'schema_version',
            ]);
        }
        else {
            const shown = typeof version === 'number' ? (source ?? String(version)) : String(version);
            err('VAL-02', `Unsupported schema_version: ${shown}`, ['schema_version']);
        }
    }
    skip(['schema_version']);
    // VAL-03
    const project = value.project;
    if (!validate_tasks_isObj(project) || isBlank(project.title)) {
        err('VAL-03', 'Missing project.title in prd.yaml', validate_tasks_isObj(project) ? ['project'] : []);
        skip(['project', 'title']);
        if (!validate_tasks_isObj(project))
            skip(['project']);
    }
    else if (typeof project.branch === 'string' &&
        typeof project.branchName === 'string' &&
        project.branch !== project.branchName) {
        warn('SCHEMA', 'project.branch and project.branchName differ; project.branch is used', [
            'project',
            'branchName',
        ]);
    }
    // VAL-04
    const tasks = value.tasks;
    if (!Array.isArray(tasks) || tasks.length === 0) {
        err('VAL-04', 'prd.yaml must have at least one task', Array.isArray(tasks) ? ['tasks'] : []);
        skip(['tasks']);
    }
    const taskList = Array.isArray(tasks) ? tasks : [];
    // Unknown keys: reported, and left out of the data (forward compatibility, 000 §14.1).
    const unknownKeys = [];
    const besideTasks = withoutUnknownKeysBesideTasks(value, unknownKeys);
    const schema = input.schema;
    const checked = checkTasks(taskList, {
        err,
        warn,
        skip,
        references: referenceNames(value, input, err),
        unknownKeys,
        quick: quickTop(besideTasks),
        parseTask: schema && ((task) => schema.parseTask(task)),
    });
    const { ids, edges } = checked;
    // VAL-09
    for (const cycle of edges ? findCycles(edges) : []) {
        const names = cycle.map((i) => ids[i] ?? `#${i + 1}`);
        err('VAL-09', `Circular dependency detected: ${formatCycle(names)}`, [
            'tasks',
            cycle[0],
            'depends_on',
        ]);
    }
    for (const u of unknownKeys) {
        const pos = locate(u.path, { key: true });
        if (input.strictKeys)
            errors.push((0,source_text/* diagnostic */.YK)(file, 'KEY', u.message, pos));
        else
            warnings.push((0,source_text/* diagnostic */.YK)(file, 'KEY', u.message, pos, 'warning'));
    }
    // Types, enums and formats: the quick check for the common shape, else the zod schema.
    const known = Array.isArray(value.tasks) && checked.known !== value.tasks
        ? { ...besideTasks, tasks: checked.known }
        : besideTasks;
    let prd;
    if (typeof checked.quick === 'object') {
        prd = { ...known, tasks: checked.quick.tasks };
    }
    else if (!schema) {
        return { prd: undefined, errors: [], warnings: [], needsSchema: true };
    }
    else {
        const suppressed = (p) => {
            for (let n = p.length; n >= 1; n--)
                if (skipped.has(pathKey(p.slice(0, n))))
                    return true;
            return false;
        };
        const parsed = schema.parsePrd(known, value, locate, file, suppressed);
        if ('prd' in parsed)
            prd = parsed.prd;
        else
            errors.push(...parsed.errors);
    }
    const byPosition = (a, b) => a.line - b.line || a.column - b.column;
    errors.sort(byPosition);
    warnings.sort(byPosition);
    return { prd: errors.length === 0 ? prd : undefined, errors, warnings };
}
/** The names a task may give as its discipline and feature; REF for names listed twice. */
function referenceNames(value, input, err) {
    const kinds = [
        { field: 'discipline', list: 'disciplines', external: input.disciplineNames },
        { field: 'feature', list: 'features', external: input.featureNames },
    ];
    return kinds.map((kind) => {
        const own = Array.isArray(value[kind.list]) ? value[kind.list] : undefined;
        const names = [];
        const seen = new Set();
        own?.forEach((entry, i) => {
            if (!validate_tasks_isObj(entry) || typeof entry.name !== 'string')
                return;
            if (seen.has(entry.name)) {
                err('REF', `Duplicate ${kind.field} name: ${entry.name}`, [kind.list, i, 'name']);
            }
            seen.add(entry.name);
            names.push(entry.name);
        });
        if (!own && kind.external)
            names.push(...kind.external);
        return { field: kind.field, list: kind.list, names, known: new Set(names) };
    });
}


/***/ })

};
