export const id = 49;
export const ids = [49];
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

/***/ 9075:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Ud: () => (/* binding */ PrdDocument),
  ho: () => (/* binding */ PrdEditError),
  zK: () => (/* binding */ isoDateTime)
});

// UNUSED EXPORTS: isoDate, renderScalar

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./src/prd/fast-yaml.ts
var fast_yaml = __webpack_require__(1036);
// EXTERNAL MODULE: ./src/prd/state-machine.ts
var state_machine = __webpack_require__(2243);
// EXTERNAL MODULE: ./src/prd/schema.ts
var schema = __webpack_require__(9359);
;// CONCATENATED MODULE: ./src/prd/task-index.ts
/**
 * Where each task of prd.yaml sits in the text, found by a line scan (no YAML parse), for
 * edits that touch one task: its region is parsed and edited alone, so an edit costs the
 * same on a list of 10 tasks and of 10,000. Only for texts in the fast subset (plain block
 * YAML); anything else gets no index and edits take the full parser's way.
 */


const TASKS_KEY = /^tasks:[ ]*(#.*)?$/;
const FIELD = /^(id|status):(?: +(.*))?$/;
function indentOf(text, at) {
    let i = at;
    while (text.charCodeAt(i) === 32)
        i++;
    return i - at;
}
function isDash(text, at, lineEnd) {
    return text.charCodeAt(at) === 45 && (at + 1 === lineEnd || text.charCodeAt(at + 1) === 32);
}
/** The index of a text's task list, or undefined when its layout is not the plain one. */
function buildTaskIndex(text) {
    const starts = [];
    const ids = [];
    const statuses = [];
    let seqIndent = -1;
    let keyColumn = -1;
    let inTasks = false;
    let end = text.length;
    let lineStart = 0;
    while (lineStart < text.length) {
        let lineEnd = text.indexOf('\n', lineStart);
        if (lineEnd < 0)
            lineEnd = text.length;
        const indent = indentOf(text, lineStart);
        const first = lineStart + indent;
        const blank = first >= lineEnd || text.charCodeAt(first) === 35; /* # */
        if (!inTasks) {
            if (indent === 0 && TASKS_KEY.test(text.slice(lineStart, lineEnd))) {
                if (starts.length > 0)
                    return undefined;
                inTasks = true;
            }
        }
        else if (!blank) {
            if (seqIndent < 0) {
                if (!isDash(text, first, lineEnd))
                    return undefined;
                seqIndent = indent;
            }
            if (indent < seqIndent || (indent === seqIndent && !isDash(text, first, lineEnd))) {
                end = lineStart;
                break;
            }
            let content = first;
            if (indent === seqIndent) {
                starts.push(lineStart);
                ids.push(undefined);
                statuses.push(undefined);
                content = first + 1;
                while (text.charCodeAt(content) === 32)
                    content++;
                keyColumn = content < lineEnd ? content - lineStart : -1;
            }
            else if (keyColumn < 0) {
                keyColumn = indent;
            }
            if (content - lineStart === keyColumn) {
                const field = FIELD.exec(text.slice(content, lineEnd));
                if (field) {
                    const scalar = (0,fast_yaml/* readScalarLine */.xX)(field[2] ?? '');
                    if (!scalar)
                        return undefined;
                    const n = starts.length - 1;
                    if (field[1] === 'id') {
                        const v = scalar.value;
                        if (typeof v !== 'string' && typeof v !== 'number')
                            return undefined;
                        ids[n] = (0,schema/* idKey */.T4)(v);
                    }
                    else {
                        statuses[n] = String(scalar.value);
                    }
                }
            }
        }
        lineStart = lineEnd + 1;
    }
    if (!inTasks || starts.length === 0)
        return undefined;
    const byId = new Map();
    let complete = true;
    for (let i = 0; i < ids.length; i++) {
        const id = ids[i];
        if (id === undefined) {
            complete = false; // edited and read the plain way
            continue;
        }
        if (byId.has(id))
            return undefined;
        byId.set(id, i);
    }
    return { starts, end, byId, statuses, complete };
}

;// CONCATENATED MODULE: ./src/prd/document.ts
/**
 * Format-preserving edits of prd.yaml. Edits are spliced into the original text at the
 * positions of the YAML nodes, so comments, key order, quoting and blank lines outside
 * the changed lines survive byte for byte. The edited text is re-parsed after every edit.
 *
 * On a plain file (the fast subset) an edit of one task parses and re-parses only that
 * task's lines, and the whole document is parsed only if something asks for it: the cost of
 * an edit does not grow with the list.
 */





/** A refused edit: unknown task, illegal transition, invalid value. `rule` names why. */
class PrdEditError extends Error {
    rule;
    name = 'PrdEditError';
    constructor(message, rule) {
        super(message);
        this.rule = rule;
    }
}
/** YYYY-MM-DD in UTC, as SPEC-035 writes `updated`. */
function isoDate(now) {
    return now.toISOString().slice(0, 10);
}
/** ISO 8601 without milliseconds (2026-02-05T10:30:00Z), as SPEC-035 writes `completed`. */
function isoDateTime(now) {
    return now.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
function isPlainSafe(value) {
    if (value === '' || value !== value.trim() || /[\n\r\t]/.test(value))
        return false;
    const doc = (0,dist/* parseDocument */.Tp)(value);
    return (doc.errors.length === 0 &&
        (0,dist/* isScalar */.jn)(doc.contents) &&
        doc.contents.type === 'PLAIN' &&
        doc.contents.value === value);
}
/** Renders a string in the given quoting style, falling back to double quotes when needed. */
function renderScalar(value, style) {
    if (style === 'QUOTE_SINGLE' && !/[\n\r]/.test(value))
        return `'${value.replace(/'/g, "''")}'`;
    if (style === 'PLAIN' && isPlainSafe(value))
        return value;
    return JSON.stringify(value);
}
const REGION_PREFIX = 'tasks:\n';
class PrdDocument {
    text;
    file;
    parsed;
    /** undefined: not built yet; null: the layout has no index (edits use the full parse). */
    index;
    constructor(text, file, parsed) {
        this.text = text;
        this.file = file;
        this.parsed = parsed;
    }
    /** Parses prd.yaml text for editing. Throws PrdEditError (rule YAML) when it doesn't parse. */
    static parse(text, file) {
        // A text the fast reader accepts is valid YAML: its full parse can wait until needed.
        if ((0,fast_yaml/* inFastSubset */.QO)(text))
            return new PrdDocument(text, file, undefined);
        return PrdDocument.parseFully(text, file);
    }
    static parseFully(text, file) {
        const lineCounter = new dist/* LineCounter */.HN();
        let doc;
        try {
            doc = (0,dist/* parseDocument */.Tp)(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
        }
        catch (e) {
            if (e instanceof RangeError)
                throw new PrdEditError(`${file}: nesting is too deep`, 'YAML');
            throw e;
        }
        const first = doc.errors[0];
        if (first) {
            const pos = lineCounter.linePos(first.pos[0]);
            throw new PrdEditError(`${file}:${pos.line}:${pos.col}: ${first.message.split('\n')[0]}`, 'YAML');
        }
        return new PrdDocument(text, file, doc);
    }
    /** Wraps an already parsed document (the loader parses once). */
    static fromParsed(text, file, doc, _lineCounter) {
        return new PrdDocument(text, file, doc);
    }
    /** The underlying yaml Document (read-only use; edit through the methods). */
    get yaml() {
        return this.doc;
    }
    /** Whether the whole text has been parsed (edits of one task on a plain file do not need it). */
    get fullyParsed() {
        return this.parsed !== undefined;
    }
    get doc() {
        this.parsed ??= PrdDocument.parseFully(this.text, this.file).parsed;
        return this.parsed;
    }
    taskIndex() {
        if (this.index === undefined)
            this.index = buildTaskIndex(this.text) ?? null;
        return this.index ?? undefined;
    }
    /**
     * Applies an edit to one task by parsing and editing only its lines (as a document of its
     * own, `tasks:` and the item); the edited lines must still be one plain task with the same
     * id, else nothing is changed and false is returned (the caller edits the whole document).
     */
    editTaskRegion(id, edit) {
        const index = this.taskIndex();
        const n = index?.byId.get((0,schema/* idKey */.T4)(id));
        if (!index || n === undefined)
            return false;
        const start = index.starts[n];
        const end = n + 1 < index.starts.length ? index.starts[n + 1] : index.end;
        let region;
        try {
            region = PrdDocument.parseFully(REGION_PREFIX + this.text.slice(start, end), this.file);
        }
        catch {
            return false;
        }
        region.index = null; // the region is edited the plain way
        edit(region); // refusals (PrdEditError) propagate as from a whole-document edit
        const after = (0,fast_yaml/* fastParseYaml */.TP)(region.text);
        const tasks = after?.value
            ?.tasks;
        const task = Array.isArray(tasks) && tasks.length === 1 ? tasks[0] : undefined;
        const sameId = (typeof task?.id === 'string' || typeof task?.id === 'number') &&
            (0,schema/* idKey */.T4)(task.id) === (0,schema/* idKey */.T4)(id);
        if (!region.text.startsWith(REGION_PREFIX) || !sameId)
            return false;
        const edited = region.text.slice(REGION_PREFIX.length);
        this.text = this.text.slice(0, start) + edited + this.text.slice(end);
        const delta = edited.length - (end - start);
        for (let i = n + 1; i < index.starts.length; i++)
            index.starts[i] += delta;
        index.end += delta;
        index.statuses[n] = task.status === undefined ? undefined : String(task.status);
        this.parsed = undefined;
        return true;
    }
    toString() {
        return this.text;
    }
    /** The current status text of a task, or undefined when the task doesn't exist. */
    getTaskStatus(id) {
        const index = this.taskIndex();
        const n = index?.byId.get((0,schema/* idKey */.T4)(id));
        if (n !== undefined)
            return index.statuses[n];
        if (index?.complete)
            return undefined;
        const task = this.findTaskMap(id);
        const node = task?.get('status', true);
        return (0,dist/* isScalar */.jn)(node) ? String(node.value) : undefined;
    }
    setTaskStatus(id, status, opts = {}) {
        if (this.editTaskRegion(id, (region) => region.setTaskStatus(id, status, opts)))
            return;
        const task = this.requireTask(id);
        const statusPair = this.pairOf(task, 'status');
        const statusNode = statusPair?.value;
        const from = (0,dist/* isScalar */.jn)(statusNode) ? String(statusNode.value) : undefined;
        if (!opts.force) {
            if (!from || !schema/* TASK_STATUSES */.Hi.includes(from)) {
                throw new PrdEditError(`Task ${String(id)} has no valid status to change from (found '${from ?? ''}')`, 'VAL-07');
            }
            const check = (0,state_machine/* checkTransition */.c)(from, status, { blockedBy: opts.blockedBy });
            if (!check.ok) {
                throw new PrdEditError(`Cannot mark task ${String(id)} ${status}: ${check.message}`, check.rule);
            }
        }
        const now = opts.now ?? new Date();
        const style = this.styleOf(statusNode);
        const updates = [['status', status]];
        if (status === 'blocked' && opts.blockedBy !== undefined)
            updates.push(['blocked_by', opts.blockedBy]);
        updates.push(['updated', isoDate(now)]);
        if (status === 'done')
            updates.push(['completed', isoDateTime(now)]);
        const removals = [];
        if (status !== 'blocked')
            removals.push('blocked_by');
        if (status !== 'done')
            removals.push('completed');
        const splices = [];
        const inserts = [];
        for (const [key, value] of updates) {
            const pair = this.pairOf(task, key);
            if (pair)
                splices.push(this.replaceValue(pair, value, style));
            else
                inserts.push([key, value]);
        }
        for (const key of removals) {
            const pair = this.pairOf(task, key);
            if (pair)
                splices.push(this.removePair(task, pair));
        }
        if (inserts.length > 0) {
            const anchor = statusPair ?? task.items[task.items.length - 1];
            splices.push(this.insertAfterPair(task, anchor, inserts, style));
        }
        this.apply(splices);
    }
    addTaskComment(id, comment) {
        if (this.editTaskRegion(id, (region) => region.addTaskComment(id, comment)))
            return;
        const parsed = schema/* TaskCommentSchema */.W9.safeParse(comment);
        if (!parsed.success) {
            const issue = parsed.error.issues[0];
            throw new PrdEditError(`Invalid comment for task ${String(id)}: ${issue.path.join('.')} ${issue.message}`, 'SCHEMA');
        }
        const task = this.requireTask(id);
        const style = this.styleOf(this.pairOf(task, 'status')?.value);
        const itemLines = this.renderBlockItem(parsed.data, style);
        const pair = this.pairOf(task, 'comments');
        const seq = pair?.value;
        if (task.flow) {
            const flowItem = (0,dist/* stringify */.As)(parsed.data, this.stringifyOptions(style, true)).trim();
            if (pair && (0,dist/* isSeq */.oP)(seq) && seq.flow && seq.range) {
                const close = this.text.lastIndexOf(']', seq.range[1]);
                const sep = seq.items.length > 0 ? ', ' : '';
                this.apply([{ start: close, end: close, text: `${sep}${flowItem}` }]);
                return;
            }
            if (pair)
                throw new PrdEditError(`Cannot add a comment to task ${String(id)}`, 'SCHEMA');
            const last = task.items[task.items.length - 1];
            const end = this.valueEnd(last);
            this.apply([{ start: end, end, text: `, comments: [${flowItem}]` }]);
            return;
        }
        if (pair && (0,dist/* isSeq */.oP)(seq) && !seq.flow && seq.range && seq.items.length > 0) {
            const indent = this.columnOf(seq.range[0]);
            const at = this.afterLine(seq.range[1]);
            this.apply([
                { start: at.offset, end: at.offset, text: at.prefix + indentLines(itemLines, indent) },
            ]);
            return;
        }
        const keyIndent = this.columnOf(this.keyStart(task.items[0]));
        const block = indentLines(itemLines, keyIndent + 2);
        if (pair) {
            // `comments: []`, `comments:` or a flow list: rewrite the value as a block list.
            const existing = (0,dist/* isSeq */.oP)(seq) ? seq.toJSON() : [];
            const before = existing.map((c) => indentLines(this.renderBlockItem(c, style), keyIndent + 2));
            const value = seq;
            const start = this.text.indexOf(':', this.keyEnd(pair)) + 1;
            const end = value?.range ? Math.max(value.range[1], start) : start;
            const trailing = this.text.slice(start, end).endsWith('\n') ? '\n' : '';
            const body = (before.join('') + block).replace(/\n$/, '');
            this.apply([{ start, end, text: `\n${body}${trailing}` }]);
            return;
        }
        const at = this.afterLine(task.range[1]);
        this.apply([
            {
                start: at.offset,
                end: at.offset,
                text: `${at.prefix}${' '.repeat(keyIndent)}comments:\n${block}`,
            },
        ]);
    }
    // --- locating ---
    findTaskMap(id) {
        const tasks = (0,dist/* isMap */.jh)(this.doc.contents) ? this.doc.contents.get('tasks', true) : undefined;
        if (!(0,dist/* isSeq */.oP)(tasks))
            return undefined;
        const wanted = (0,schema/* idKey */.T4)(id);
        for (const item of tasks.items) {
            if (!(0,dist/* isMap */.jh)(item))
                continue;
            const node = item.get('id', true);
            if ((0,dist/* isScalar */.jn)(node) && (typeof node.value === 'string' || typeof node.value === 'number')) {
                if ((0,schema/* idKey */.T4)(node.value) === wanted)
                    return item;
            }
        }
        return undefined;
    }
    requireTask(id) {
        const task = this.findTaskMap(id);
        if (!task)
            throw new PrdEditError(`Task not found: ${String(id)}`, 'NOT_FOUND');
        if (!task.range)
            throw new PrdEditError(`Task ${String(id)} has no source position`, 'YAML');
        return task;
    }
    pairOf(map, key) {
        return map.items.find((p) => (0,dist/* isScalar */.jn)(p.key) && String(p.key.value) === key);
    }
    styleOf(node) {
        const type = (0,dist/* isScalar */.jn)(node) ? node.type : undefined;
        return type === 'QUOTE_DOUBLE' || type === 'QUOTE_SINGLE' ? type : 'PLAIN';
    }
    keyStart(pair) {
        return pair.key.range[0];
    }
    keyEnd(pair) {
        return pair.key.range[1];
    }
    /** Where a pair's value ends (before any trailing comment). */
    valueEnd(pair) {
        const value = pair.value;
        if (value?.range && value.range[1] > value.range[0])
            return value.range[1];
        const colon = this.text.indexOf(':', this.keyEnd(pair));
        return colon >= 0 ? colon + 1 : this.keyEnd(pair);
    }
    columnOf(offset) {
        return offset - (this.text.lastIndexOf('\n', offset - 1) + 1);
    }
    /** The offset just after the line that contains `offset - 1` (a newline is added at EOF). */
    afterLine(offset) {
        if (offset > 0 && this.text[offset - 1] === '\n')
            return { offset, prefix: '' };
        const nl = this.text.indexOf('\n', offset);
        if (nl < 0)
            return { offset: this.text.length, prefix: '\n' };
        return { offset: nl + 1, prefix: '' };
    }
    // --- splices ---
    replaceValue(pair, value, style) {
        const node = pair.value;
        if (node?.range && node.range[1] > node.range[0]) {
            const old = this.text.slice(node.range[0], node.range[1]);
            const own = (0,dist/* isScalar */.jn)(node) ? node.type : undefined;
            const rendered = renderScalar(value, own === 'QUOTE_DOUBLE' || own === 'QUOTE_SINGLE' || own === 'PLAIN' ? own : style);
            // Block scalars own their trailing newline; keep it.
            return {
                start: node.range[0],
                end: node.range[1],
                text: rendered + (old.endsWith('\n') ? '\n' : ''),
            };
        }
        // `key:` with no value
        const end = this.keyEnd(pair);
        const colon = this.text.indexOf(':', end);
        return { start: colon + 1, end: colon + 1, text: ` ${renderScalar(value, style)}` };
    }
    removePair(map, pair) {
        const start = this.keyStart(pair);
        const end = this.valueEnd(pair);
        if (map.flow) {
            const after = /^\s*,\s*/.exec(this.text.slice(end));
            if (after)
                return { start, end: end + after[0].length, text: '' };
            const before = /\s*,\s*$/.exec(this.text.slice(0, start));
            return { start: before ? start - before[0].length : start, end, text: '' };
        }
        const lineStart = this.text.lastIndexOf('\n', start - 1) + 1;
        if (this.text.slice(lineStart, start).trim() === '') {
            const lineEnd = this.afterLine(end);
            return { start: lineStart, end: lineEnd.offset, text: '' };
        }
        // The pair follows a `- ` on its line: pull the next key up into its place.
        const index = map.items.indexOf(pair);
        const next = map.items[index + 1];
        if (next)
            return { start, end: this.keyStart(next), text: '' };
        throw new PrdEditError(`Cannot remove ${String(pair.key.value)}`, 'YAML');
    }
    insertAfterPair(map, anchor, entries, style) {
        if (!anchor)
            throw new PrdEditError('Cannot add keys to an empty task', 'YAML');
        const end = this.valueEnd(anchor);
        if (map.flow) {
            const text = entries.map(([k, v]) => `, ${k}: ${renderScalar(v, style)}`).join('');
            return { start: end, end, text };
        }
        const indent = ' '.repeat(this.columnOf(this.keyStart(anchor)));
        const at = this.afterLine(end);
        const text = entries.map(([k, v]) => `${indent}${k}: ${renderScalar(v, style)}\n`).join('');
        return { start: at.offset, end: at.offset, text: at.prefix + text };
    }
    stringifyOptions(style, flow) {
        return {
            lineWidth: 0,
            defaultStringType: style,
            defaultKeyType: 'PLAIN',
            collectionStyle: flow ? 'flow' : 'block',
        };
    }
    /** A list item (`- author: ...`) as lines with no indentation. */
    renderBlockItem(value, style) {
        const lines = (0,dist/* stringify */.As)(value, this.stringifyOptions(style, false))
            .replace(/\n$/, '')
            .split('\n');
        return lines.map((line, i) => (i === 0 ? `- ${line}` : `  ${line}`));
    }
    apply(splices) {
        // Back to front; at the same offset a removal goes before an insertion.
        const sorted = [...splices].sort((a, b) => b.start - a.start || b.end - a.end);
        let text = this.text;
        for (const s of sorted)
            text = text.slice(0, s.start) + s.text + text.slice(s.end);
        const next = PrdDocument.parseFully(text, this.file);
        this.text = next.text;
        this.parsed = next.parsed;
        if (this.index !== null)
            this.index = undefined;
    }
}
function indentLines(lines, indent) {
    const pad = ' '.repeat(indent);
    return lines.map((l) => (l === '' ? '\n' : `${pad}${l}\n`)).join('');
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
/** A double- or single-quoted scalar at `start` of `text`; returns the value and where it ends. */
function readQuoted(text, start = 0) {
    if (text.charCodeAt(start) === 34 /* " */) {
        let end = start + 1;
        let escaped = false;
        for (;;) {
            const c = text.charCodeAt(end);
            if (Number.isNaN(c) || c === 10)
                giveUp();
            if (c === 34)
                break;
            if (c === 92 /* \ */) {
                escaped = true;
                end += 2;
            }
            else
                end++;
        }
        if (!escaped)
            return [text.slice(start + 1, end), end + 1];
        const raw = text.slice(start, end + 1);
        if (JSON_ESCAPES_ONLY.test(raw))
            giveUp();
        try {
            return [JSON.parse(raw), end + 1];
        }
        catch {
            giveUp();
        }
    }
    let end = start + 1;
    for (;;) {
        end = text.indexOf("'", end);
        if (end < 0)
            giveUp();
        const nl = text.indexOf('\n', start);
        if (nl >= 0 && nl < end)
            giveUp();
        if (text.charCodeAt(end + 1) === 39)
            end += 2;
        else
            break;
    }
    const value = text.slice(start + 1, end);
    return [value.includes("''") ? value.replace(/''/g, "'") : value, end + 1];
}
/**
 * The common flow list `["a", "b"]` (double-quoted strings without escapes, nothing after the
 * `]`), read without the general flow reader; undefined for anything else.
 */
function simpleList(text) {
    const out = [];
    let p = 1;
    for (;;) {
        while (text.charCodeAt(p) === 32)
            p++;
        if (text.charCodeAt(p) === 93 /* ] */ && out.length === 0)
            break;
        if (text.charCodeAt(p) !== 34)
            return undefined;
        let q = p + 1;
        for (;;) {
            const c = text.charCodeAt(q);
            if (c === 34)
                break;
            if (c === 92 || Number.isNaN(c))
                return undefined;
            q++;
        }
        out.push(text.slice(p + 1, q));
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
    return p === text.length - 1 ? out : undefined;
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
/** Nesting deeper than this is left to the full parser (which reports it). */
const MAX_DEPTH = 200;
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
            const [value, end] = readQuoted(this.text, this.pos);
            this.pos = end;
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
    /** Where the key found by keyAt() ends (its colon). */
    colon = 0;
    /** The last line number answered, and its offset (for tracked positions). */
    lastOffset = 0;
    lastLine = 1;
    constructor(text, tracker) {
        this.text = text;
        this.tracker = tracker;
        this.len = text.length;
    }
    document() {
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
    /** Start of the line after the one starting at `k` (len + 1 past the end). */
    next(k) {
        const nl = this.text.indexOf('\n', k);
        return nl < 0 ? this.len + 1 : nl + 1;
    }
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
        this.colon = q;
        q++;
        c = t.charCodeAt(q);
        if (c === 32) {
            while (t.charCodeAt(q) === 32)
                q++;
            return q;
        }
        return c === 10 || q >= this.len ? q : -1;
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
    /** Start of the next line from this.i that is neither blank nor a comment, or -1. */
    nextContent() {
        if (this.memoFrom === this.i)
            return this.memoAt;
        let found = -1;
        for (let k = this.i; k <= this.len; k = this.next(k)) {
            const p = k + this.indentAt(k);
            const c = this.text.charCodeAt(p);
            if (p < this.len && c !== 10 && c !== 35 /* # */) {
                found = k;
                break;
            }
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
        const items = [];
        for (;;) {
            const k = this.nextContent();
            if (k < 0)
                break;
            const n = this.indentAt(k);
            if (n < indent)
                break;
            if (n > indent)
                giveUp();
            if (!this.dashAt(k + indent))
                break;
            this.i = k;
            let itemColumn = indent + 1;
            while (this.text.charCodeAt(k + itemColumn) === 32)
                itemColumn++;
            const child = childPath(this.tracker, at, items.length);
            if (this.keyAt(k + itemColumn) >= 0) {
                this.mark(child, k, itemColumn);
                if (++this.depth > MAX_DEPTH)
                    giveUp();
                items.push(this.map(itemColumn, true, child));
                this.depth--;
            }
            else {
                const itemText = this.text.slice(k + itemColumn, this.lineEnd(k));
                if (itemText === '-' || itemText.startsWith('- '))
                    giveUp();
                this.i = this.next(k);
                items.push(this.inlineValue(itemText, k, indent, true, child));
            }
        }
        return items;
    }
    /** A block map whose keys sit at `column`; `compact`: the first key follows a `- ` on this line. */
    map(column, compact, at) {
        const out = {};
        let first = compact;
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
                const n = this.indentAt(k);
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
            const valueStart = this.keyAt(k + column);
            if (valueStart < 0)
                giveUp();
            const key = this.text.slice(k + column, this.colon);
            if (RESERVED_KEYS.has(key) || key in out)
                giveUp();
            this.i = this.next(k);
            const child = childPath(this.tracker, at, key);
            const keyPos = child === null ? undefined : { line: this.lineNumber(k), column: column + 1 };
            const valueText = this.text.slice(valueStart, this.lineEnd(k));
            out[key] = this.inlineValue(valueText, k, column, false, child, keyPos);
        }
        return out;
    }
    /** The value after `key: ` or `- ` on the line starting at `lineStart` (already consumed). */
    inlineValue(text, lineStart, parentIndent, inSeq, at = null, keyPos) {
        if (text === '' || text.charCodeAt(0) === 35) {
            const k = this.nextContent();
            const n = k < 0 ? 0 : this.indentAt(k);
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
                const where = keyPos ?? {
                    line: this.lineNumber(lineStart),
                    column: this.lineEnd(lineStart) - lineStart - text.length + 1,
                };
                noteFound(this.tracker, at, { value: where, key: keyPos });
            }
            return null;
        }
        const column = this.lineEnd(lineStart) - lineStart - text.length;
        this.mark(at, lineStart, column, keyPos);
        const c = text[0];
        if (c === '|' || c === '>')
            return this.blockScalar(text, parentIndent);
        let value;
        let end;
        if (c === '[' && at === null && (value = simpleList(text)) !== undefined) {
            end = text.length;
        }
        else if (c === '[' || c === '{') {
            const line = at === null ? 0 : this.lineNumber(lineStart);
            const reader = new FlowReader(text, line, column + 1, this.tracker);
            value = reader.read(at);
            end = reader.pos;
        }
        else if (c === '"' || c === "'") {
            [value, end] = readQuoted(text);
        }
        else {
            if (PLAIN_FIRST_FORBIDDEN.has(c) && !(c === '-' && text.length > 1 && text[1] !== ' '))
                giveUp();
            const hash = text.indexOf(' #');
            const plain = (hash >= 0 ? text.slice(0, hash) : text).trimEnd();
            if (plain.includes(': ') || plain.endsWith(':'))
                giveUp();
            value = resolvePlain(plain);
            end = text.length;
        }
        if (end < text.length && !AFTER_VALUE.test(text.slice(end)))
            giveUp();
        // A more-indented line after a scalar would continue it (multi-line plain scalar).
        const k = this.nextContent();
        if (k >= 0 && this.indentAt(k) > parentIndent)
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
        for (; k <= this.len; k = this.next(k)) {
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
/** The last text the reader accepted (documents are often read again unchanged). */
let lastAccepted;
/** The value of a YAML document in the fast subset, or undefined to use the full parser. */
function fastParseYaml(text) {
    if (text.includes('\t') || text.includes('\r') || text.charCodeAt(0) === 0xfeff)
        return undefined;
    try {
        const value = new BlockReader(text).document();
        lastAccepted = text;
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
            const [value, end] = readQuoted(text);
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
 * root is ''. Undefined when the text is outside the subset.
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
    try {
        new BlockReader(text, tracker).document();
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


/***/ }),

/***/ 2554:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  $: () => (/* binding */ loadPrdFile),
  f: () => (/* binding */ parsePrdText)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/prd/document.ts + 1 modules
var prd_document = __webpack_require__(9075);
// EXTERNAL MODULE: ./src/prd/levenshtein.ts
var levenshtein = __webpack_require__(9085);
// EXTERNAL MODULE: ./src/prd/schema.ts
var prd_schema = __webpack_require__(9359);
// EXTERNAL MODULE: ./src/prd/yaml-source.ts
var yaml_source = __webpack_require__(7333);
;// CONCATENATED MODULE: ./src/prd/issues.ts



const keysOf = (schema) => Object.keys(schema.shape);
const KNOWN_KEYS = {
    top: keysOf(prd_schema/* PrdSchema */.Ui),
    project: keysOf(prd_schema/* ProjectSchema */.J8),
    task: keysOf(prd_schema/* TaskSchema */.pj),
    comment: keysOf(prd_schema/* TaskCommentSchema */.W9),
    verify: keysOf(prd_schema/* VerifyCommandObjectSchema */.J2),
    discipline: keysOf(prd_schema/* DisciplineSchema */.c9),
    mcp: keysOf(prd_schema/* McpServerSchema */.pd),
    feature: keysOf(prd_schema/* FeatureSchema */.iR),
};
function get(value, path) {
    let v = value;
    for (const seg of path) {
        if (v === null || typeof v !== 'object')
            return undefined;
        v = v[seg];
    }
    return v;
}
function label(value, field, index) {
    const v = value && typeof value === 'object' ? value[field] : undefined;
    return typeof v === 'string' || typeof v === 'number' ? String(v) : `#${index + 1}`;
}
/** Names the object a path points into (top level, project, a task, one of its comments...). */
function scopeOf(root, path) {
    const [head, index, sub, subIndex] = path;
    if (head === 'project')
        return { where: 'in project', keys: KNOWN_KEYS.project, rest: path.slice(1) };
    if (head === 'tasks' && typeof index === 'number') {
        const task = `task ${label(get(root, ['tasks', index]), 'id', index)}`;
        if (sub === 'comments' && typeof subIndex === 'number') {
            return {
                where: `in comment ${subIndex + 1} of ${task}`,
                keys: KNOWN_KEYS.comment,
                rest: path.slice(4),
            };
        }
        if (sub === 'verify' && typeof subIndex === 'number') {
            return {
                where: `in verify command ${subIndex + 1} of ${task}`,
                keys: KNOWN_KEYS.verify,
                rest: path.slice(4),
            };
        }
        return { where: `in ${task}`, keys: KNOWN_KEYS.task, rest: path.slice(2) };
    }
    if (head === 'disciplines' && typeof index === 'number') {
        const name = `discipline ${label(get(root, ['disciplines', index]), 'name', index)}`;
        if (sub === 'mcp_servers' && typeof subIndex === 'number') {
            return {
                where: `in MCP server ${label(get(root, path.slice(0, 4)), 'name', subIndex)} of ${name}`,
                keys: KNOWN_KEYS.mcp,
                rest: path.slice(4),
            };
        }
        return { where: `in ${name}`, keys: KNOWN_KEYS.discipline, rest: path.slice(2) };
    }
    if (head === 'features' && typeof index === 'number') {
        const name = `feature ${label(get(root, ['features', index]), 'name', index)}`;
        return { where: `in ${name}`, keys: KNOWN_KEYS.feature, rest: path.slice(2) };
    }
    return { where: 'at top level', keys: KNOWN_KEYS.top, rest: path };
}
function fieldName(rest) {
    let out = '';
    for (const seg of rest)
        out += typeof seg === 'number' ? `[${seg}]` : out ? `.${seg}` : seg;
    return out || 'value';
}
function show(v) {
    if (v === undefined)
        return 'nothing';
    if (v === null)
        return 'null';
    if (Array.isArray(v))
        return 'a list';
    if (typeof v === 'object')
        return 'a mapping';
    const s = String(v);
    return `'${s.length > 60 ? s.slice(0, 57) + '...' : s}'`;
}
function typeName(v) {
    if (v === null || v === undefined)
        return 'nothing';
    if (Array.isArray(v))
        return 'a list';
    if (typeof v === 'object')
        return 'a mapping';
    if (typeof v === 'number')
        return Number.isInteger(v) ? 'an integer' : 'a number';
    return `a ${typeof v}`;
}
const EXPECTED = {
    string: 'text',
    number: 'a number',
    int: 'an integer',
    boolean: 'true or false',
    array: 'a list',
    object: 'a mapping',
    record: 'a mapping',
};
function detail(issue, value) {
    switch (issue.code) {
        case 'invalid_type':
            return `expected ${EXPECTED[issue.expected] ?? issue.expected}, got ${typeName(value)}`;
        case 'invalid_value':
            return `${show(value)} is not one of ${issue.values.map((v) => String(v)).join(', ')}`;
        case 'invalid_union':
            // A union with its own message says what it expects; the bare ones are task ids.
            return issue.message !== 'Invalid input'
                ? `${issue.message}, got ${show(value)}`
                : `expected a non-empty string or an integer, got ${show(value)}`;
        case 'too_small':
            if (issue.origin === 'string')
                return 'must not be empty';
            if (issue.origin === 'array')
                return `must have at least ${String(issue.minimum)} item(s)`;
            if (issue.minimum === 0 && !issue.inclusive)
                return `must be a positive number, got ${show(value)}`;
            return `must be ${issue.inclusive ? 'at least' : 'more than'} ${String(issue.minimum)}, got ${show(value)}`;
        case 'invalid_format':
            return `${show(value)}: ${issue.message}`;
        default:
            return issue.message;
    }
}
/**
 * Maps zod issues to diagnostics. `skip(path)` suppresses issues already reported by a
 * dedicated rule (VAL-01..09) so each problem is reported once.
 */
function issuesToDiagnostics(issues, root, locate, file, skip = () => false) {
    const out = [];
    for (const issue of issues) {
        const path = issue.path.filter((p) => typeof p !== 'symbol');
        if (skip(path))
            continue;
        const scope = scopeOf(root, path);
        if (issue.code === 'unrecognized_keys') {
            for (const key of issue.keys) {
                const hint = (0,levenshtein/* suggest */.Z)(key, scope.keys);
                const message = `Unknown key '${key}' ${scope.where}` + (hint ? ` (did you mean '${hint}'?)` : '');
                out.push((0,yaml_source/* diagnostic */.YK)(file, 'KEY', message, locate([...path, key], { key: true })));
            }
            continue;
        }
        const value = get(root, path);
        const message = issue.code === 'invalid_type' && value === undefined
            ? `Missing required field '${fieldName(scope.rest)}' ${scope.where}`
            : `Invalid ${fieldName(scope.rest)} ${scope.where}: ${detail(issue, value)}`;
        out.push((0,yaml_source/* diagnostic */.YK)(file, 'SCHEMA', message, locate(path)));
    }
    return out;
}

// EXTERNAL MODULE: ./src/prd/fast-yaml.ts
var fast_yaml = __webpack_require__(1036);
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
    const path = [];
    const nextEdge = [];
    const cycles = [];
    for (let start = 0; start < n && cycles.length < limit; start++) {
        if (color[start] !== WHITE)
            continue;
        color[start] = GREY;
        positionInPath[start] = 0;
        path.push(start);
        nextEdge.push(0);
        while (path.length > 0) {
            const top = path.length - 1;
            const node = path[top];
            const out = edges[node];
            const e = nextEdge[top];
            if (e < out.length) {
                nextEdge[top] = e + 1;
                const next = out[e];
                if (color[next] === WHITE) {
                    color[next] = GREY;
                    positionInPath[next] = path.length;
                    path.push(next);
                    nextEdge.push(0);
                }
                else if (color[next] === GREY && cycles.length < limit) {
                    cycles.push([...path.slice(positionInPath[next]), next]);
                }
            }
            else {
                color[node] = BLACK;
                positionInPath[node] = -1;
                path.pop();
                nextEdge.pop();
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

;// CONCATENATED MODULE: ./src/prd/quick-check.ts
/**
 * A quick check of the schema's types on the common shape of a task list, so that a valid
 * file does not pay for zod building a second copy of every task. It only vouches for what it
 * knows: a task with any other field goes through zod alone, and anything doubtful (or
 * invalid) makes the caller use zod for the whole file, whose issues give the messages.
 */

const isObj = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
const quick_check_text = (v) => typeof v === 'string';
const nonEmpty = (v) => typeof v === 'string' && v.length > 0;
const id = (v) => nonEmpty(v) || (typeof v === 'number' && Number.isInteger(v));
const texts = (v) => Array.isArray(v) && v.every(quick_check_text);
const date = (v) => typeof v === 'string' && prd_schema/* DATE_TIME_PATTERN */.al.test(v);
const oneOf = (list) => (v) => list.includes(v);
const TASK_FIELDS = {
    id,
    title: nonEmpty,
    description: quick_check_text,
    status: oneOf(prd_schema/* TASK_STATUSES */.Hi),
    priority: oneOf(prd_schema/* PRIORITIES */.BE),
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
    hints: quick_check_text,
    estimated_turns: (v) => typeof v === 'number' && Number.isInteger(v) && v > 0,
    provenance: oneOf(prd_schema/* PROVENANCES */.pN),
};
const PROJECT_FIELDS = {
    title: nonEmpty,
    description: quick_check_text,
    created: date,
    branch: nonEmpty,
    branchName: nonEmpty,
};
/** 'ok', 'other' (a field this check does not know: ask zod), or 'bad'. */
function checkFields(value, fields) {
    let result = 'ok';
    for (const key in value) {
        const check = fields[key];
        if (!check)
            result = 'other';
        else if (!check(value[key]))
            return 'bad';
    }
    return result;
}
/**
 * The validated task list when the value (unknown keys already left out) is certainly valid;
 * undefined when zod must decide (and report).
 */
function quickPrd(value) {
    for (const key in value) {
        if (key !== 'schema_version' && key !== 'project' && key !== 'tasks') {
            if (key !== 'completion_marker' || typeof value[key] !== 'boolean')
                return undefined;
        }
    }
    if (value.schema_version !== prd_schema/* SUPPORTED_SCHEMA_VERSION */.EG)
        return undefined;
    const project = value.project;
    if (!isObj(project) || !('title' in project))
        return undefined;
    if (checkFields(project, PROJECT_FIELDS) !== 'ok')
        return undefined;
    const tasks = value.tasks;
    if (!Array.isArray(tasks) || tasks.length === 0)
        return undefined;
    let out;
    for (let i = 0; i < tasks.length; i++) {
        const task = tasks[i];
        if (!isObj(task) || !('id' in task) || !('title' in task) || !('status' in task))
            return undefined;
        const fields = checkFields(task, TASK_FIELDS);
        if (fields === 'bad')
            return undefined;
        if (fields === 'other') {
            const parsed = prd_schema/* TaskSchema */.pj.safeParse(task);
            if (!parsed.success)
                return undefined;
            out ??= [...tasks];
            out[i] = parsed.data;
        }
    }
    return { ...value, tasks: (out ?? tasks) };
}

;// CONCATENATED MODULE: ./src/prd/unknown-keys.ts
/**
 * Forward compatibility (000 §14.1): keys this version does not know are reported (with a
 * did-you-mean) and left out of the validated data, instead of failing the whole file. Files
 * written by a newer version, or by other tools, still load; `--strict` makes them errors.
 */


const unknown_keys_isObj = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
function known(schema) {
    const list = Object.keys(schema.shape);
    return { keys: new Set(list), list };
}
let cache;
function knownKeys() {
    cache ??= {
        top: known(prd_schema/* PrdSchema */.Ui),
        project: known(prd_schema/* ProjectSchema */.J8),
        task: known(prd_schema/* TaskSchema */.pj),
        comment: known(prd_schema/* TaskCommentSchema */.W9),
        discipline: known(prd_schema/* DisciplineSchema */.c9),
        mcp: known(prd_schema/* McpServerSchema */.pd),
        feature: known(prd_schema/* FeatureSchema */.iR),
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
/** The task list without unknown keys at any level, and the keys that were left out. */
function withoutUnknownKeys(value) {
    const k = knownKeys();
    const found = [];
    let result = strip(value, k.top, [], 'at top level', found);
    const replace = (key, next) => {
        if (next !== result[key])
            result = { ...result, [key]: next };
    };
    if (unknown_keys_isObj(result.project)) {
        replace('project', strip(result.project, k.project, ['project'], 'in project', found));
    }
    replace('tasks', stripEach(result.tasks, (task, i) => {
        const label = () => `task ${labelOf(task, 'id', i)}`;
        const t = strip(task, k.task, ['tasks', i], () => `in ${label()}`, found);
        const comments = stripEach(t.comments, (c, j) => strip(c, k.comment, ['tasks', i, 'comments', j], () => `in comment ${j + 1} of ${label()}`, found));
        return comments === t.comments ? t : { ...t, comments };
    }));
    replace('disciplines', stripEach(result.disciplines, (d, i) => {
        const name = `discipline ${labelOf(d, 'name', i)}`;
        const s = strip(d, k.discipline, ['disciplines', i], `in ${name}`, found);
        const servers = stripEach(s.mcp_servers, (m, j) => strip(m, k.mcp, ['disciplines', i, 'mcp_servers', j], `in MCP server ${labelOf(m, 'name', j)} of ${name}`, found));
        return servers === s.mcp_servers ? s : { ...s, mcp_servers: servers };
    }));
    replace('features', stripEach(result.features, (f, i) => strip(f, k.feature, ['features', i], `in feature ${labelOf(f, 'name', i)}`, found)));
    return { value: result, unknown: found };
}

;// CONCATENATED MODULE: ./src/prd/validate.ts







const validate_isObj = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
const isId = (v) => (typeof v === 'string' && v.length > 0) || (typeof v === 'number' && Number.isInteger(v));
const isBlank = (v) => v === undefined || v === null || v === '';
const pathKey = (p) => p.join('\u0000');
function looksLikeImportable(value) {
    return value.some((e) => validate_isObj(e) && ('id' in e || 'title' in e));
}
function validatePrdValue(input) {
    const { file, locate, doc } = input;
    const errors = [];
    const warnings = [];
    const err = (rule, message, path, key = false) => errors.push((0,yaml_source/* diagnostic */.YK)(file, rule, message, locate(path, { key })));
    const warn = (rule, message, path) => warnings.push((0,yaml_source/* diagnostic */.YK)(file, rule, message, locate(path), 'warning'));
    const raw = input.value;
    if (!validate_isObj(raw)) {
        const start = { line: 1, column: 1 };
        if (raw === undefined || raw === null) {
            errors.push((0,yaml_source/* diagnostic */.YK)(file, 'SCHEMA', 'File is empty: expected schema_version, project and tasks', start));
        }
        else if (Array.isArray(raw)) {
            const hint = looksLikeImportable(raw)
                ? ` (to import a task list, run: ralph migrate ${file})`
                : '';
            errors.push((0,yaml_source/* diagnostic */.YK)(file, 'SCHEMA', `Expected a mapping with schema_version, project and tasks at the top level, found a list${hint}`, start));
        }
        else {
            errors.push((0,yaml_source/* diagnostic */.YK)(file, 'SCHEMA', `Expected a mapping with schema_version, project and tasks at the top level, found ${typeof raw}`, start));
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
    else if (version !== prd_schema/* SUPPORTED_SCHEMA_VERSION */.EG) {
        const source = (0,yaml_source/* scalarSource */.aO)(doc, ['schema_version']);
        if (typeof version === 'number' && source === prd_schema/* SUPPORTED_SCHEMA_VERSION */.EG) {
            // `schema_version: 1.0` is the number 1 in YAML; accept what the author meant.
            value.schema_version = prd_schema/* SUPPORTED_SCHEMA_VERSION */.EG;
            warn('VAL-02', `schema_version should be a string: write "${prd_schema/* SUPPORTED_SCHEMA_VERSION */.EG}"`, [
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
    if (!validate_isObj(project) || isBlank(project.title)) {
        err('VAL-03', 'Missing project.title in prd.yaml', validate_isObj(project) ? ['project'] : []);
        skip(['project', 'title']);
        if (!validate_isObj(project))
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
    // VAL-05..07, per task
    const indexById = new Map();
    const ids = new Array(taskList.length);
    for (let i = 0; i < taskList.length; i++) {
        const task = taskList[i];
        if (!validate_isObj(task)) {
            err('SCHEMA', `Task #${i + 1} must be a mapping with id, title and status`, ['tasks', i]);
            skip(['tasks', i]);
            continue;
        }
        for (const field of ['id', 'title', 'status']) {
            if (isBlank(task[field])) {
                err('VAL-06', `Task missing required field: ${field}`, ['tasks', i]);
                skip(['tasks', i, field]);
            }
        }
        const label = isId(task.id) ? String(task.id) : `#${i + 1}`;
        if (isId(task.id)) {
            const key = (0,prd_schema/* idKey */.T4)(task.id);
            ids[i] = key;
            if (indexById.has(key))
                err('VAL-05', `Duplicate task ID: ${key}`, ['tasks', i, 'id']);
            else
                indexById.set(key, i);
        }
        const status = task.status;
        if (!isBlank(status) && !prd_schema/* TASK_STATUSES */.Hi.includes(status)) {
            err('VAL-07', `Invalid status '${String(status)}' for task ${label}`, ['tasks', i, 'status']);
            skip(['tasks', i, 'status']);
        }
    }
    // VAL-08 and the graph for VAL-09
    const edges = new Array(taskList.length);
    for (let i = 0; i < taskList.length; i++) {
        edges[i] = [];
        const task = taskList[i];
        if (!validate_isObj(task) || !Array.isArray(task.depends_on))
            continue;
        const label = ids[i] ?? `#${i + 1}`;
        task.depends_on.forEach((dep, j) => {
            if (!isId(dep))
                return; // a type error, reported by the schema
            const target = indexById.get((0,prd_schema/* idKey */.T4)(dep));
            if (target === undefined) {
                err('VAL-08', `Task ${label} depends on unknown task ${String(dep)}`, [
                    'tasks',
                    i,
                    'depends_on',
                    j,
                ]);
            }
            else {
                edges[i].push(target);
            }
        });
    }
    // VAL-09
    for (const cycle of findCycles(edges)) {
        const names = cycle.map((i) => ids[i] ?? `#${i + 1}`);
        err('VAL-09', `Circular dependency detected: ${formatCycle(names)}`, [
            'tasks',
            cycle[0],
            'depends_on',
        ]);
    }
    // Unknown keys: reported, and left out of the data (forward compatibility, 000 §14.1).
    const known = withoutUnknownKeys(value);
    for (const u of known.unknown) {
        const pos = locate(u.path, { key: true });
        if (input.strictKeys)
            errors.push((0,yaml_source/* diagnostic */.YK)(file, 'KEY', u.message, pos));
        else
            warnings.push((0,yaml_source/* diagnostic */.YK)(file, 'KEY', u.message, pos, 'warning'));
    }
    // Types, enums and formats, from the zod schema.
    const quick = quickPrd(known.value);
    const parsed = quick
        ? { success: true, data: quick }
        : prd_schema/* PrdSchema */.Ui.safeParse(known.value);
    if (!parsed.success) {
        const suppressed = (p) => {
            for (let n = p.length; n >= 1; n--)
                if (skipped.has(pathKey(p.slice(0, n))))
                    return true;
            return false;
        };
        errors.push(...issuesToDiagnostics(parsed.error.issues, value, locate, file, suppressed));
    }
    checkReferences(value, taskList, input, err);
    collectWarnings(taskList, ids, indexById, warn);
    const byPosition = (a, b) => a.line - b.line || a.column - b.column;
    errors.sort(byPosition);
    warnings.sort(byPosition);
    return { prd: errors.length === 0 && parsed.success ? parsed.data : undefined, errors, warnings };
}
function checkReferences(value, tasks, input, err) {
    const kinds = [
        { field: 'discipline', list: 'disciplines', external: input.disciplineNames },
        { field: 'feature', list: 'features', external: input.featureNames },
    ];
    for (const kind of kinds) {
        const own = Array.isArray(value[kind.list]) ? value[kind.list] : undefined;
        const names = [];
        const seen = new Set();
        own?.forEach((entry, i) => {
            if (!validate_isObj(entry) || typeof entry.name !== 'string')
                return;
            if (seen.has(entry.name)) {
                err('REF', `Duplicate ${kind.field} name: ${entry.name}`, [kind.list, i, 'name']);
            }
            seen.add(entry.name);
            names.push(entry.name);
        });
        if (!own && kind.external)
            names.push(...kind.external);
        const nameSet = new Set(names);
        tasks.forEach((task, i) => {
            if (!validate_isObj(task))
                return;
            const name = task[kind.field];
            if (typeof name !== 'string' || nameSet.has(name))
                return;
            const label = isId(task.id) ? String(task.id) : `#${i + 1}`;
            const hint = (0,levenshtein/* suggest */.Z)(name, names);
            const why = names.length === 0
                ? ` (no ${kind.list} are defined: add them under ${kind.list}: or in .ralph/db/${kind.list}.yaml)`
                : hint
                    ? ` (did you mean '${hint}'?)`
                    : ` (known: ${names.slice(0, 10).join(', ')})`;
            err('REF', `Task ${label} names unknown ${kind.field} '${name}'${why}`, [
                'tasks',
                i,
                kind.field,
            ]);
        });
    }
}
function collectWarnings(tasks, ids, indexById, warn) {
    tasks.forEach((task, i) => {
        if (!validate_isObj(task))
            return;
        const label = ids[i] ?? `#${i + 1}`;
        if (task.status === 'blocked' && isBlank(task.blocked_by)) {
            warn('STATE', `Task ${label} is blocked but has no blocked_by reason`, [
                'tasks',
                i,
                'status',
            ]);
        }
        if (task.status !== 'blocked' && !isBlank(task.blocked_by)) {
            warn('STATE', `Task ${label} has blocked_by but its status is ${String(task.status)}`, [
                'tasks',
                i,
                'blocked_by',
            ]);
        }
        if (task.status === 'in_progress') {
            warn('STATE', `Task ${label} is in_progress: a run was interrupted or is still running`, [
                'tasks',
                i,
                'status',
            ]);
        }
        if (task.status === 'pending' && Array.isArray(task.depends_on)) {
            task.depends_on.forEach((dep, j) => {
                if (!isId(dep))
                    return;
                const target = tasks[indexById.get((0,prd_schema/* idKey */.T4)(dep)) ?? -1];
                if (validate_isObj(target) && target.status === 'skipped') {
                    warn('DEPS', `Task ${label} depends on skipped task ${String(dep)}, so it can never become ready`, ['tasks', i, 'depends_on', j]);
                }
            });
        }
    });
}

;// CONCATENATED MODULE: ./src/prd/load.ts
/** Loading prd.yaml (and the db/ files beside it) into a validated Prd plus diagnostics. Never throws for bad content. */








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
            const found = (0,fast_yaml/* fastLocate */.dm)(text, asked.map((a) => a.path));
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
/** Like the full parser's locator: the node at the path, else its deepest existing ancestor. */
function positionOf(found, path, key) {
    let best = found.get('')?.value ?? { line: 1, column: 1 };
    let at = '';
    for (let i = 0; i < path.length; i++) {
        at = i === 0 ? String(path[i]) : `${at}${fast_yaml/* PATH_SEP */.$x}${path[i]}`;
        const here = found.get(at);
        if (!here)
            return best;
        best = key && i === path.length - 1 && here.key ? here.key : here.value;
    }
    return best;
}
/** Adds `document` as a lazy property: the full YAML parse is only paid for when editing. */
function withLazyDocument(base, text) {
    let cached = null;
    return Object.defineProperty(base, 'document', {
        enumerable: true,
        get() {
            if (cached === null) {
                try {
                    cached = prd_document/* PrdDocument */.Ud.parse(text, base.path);
                }
                catch {
                    cached = undefined;
                }
            }
            return cached;
        },
    });
}
function analyze(text, file, external = {}, extra = { errors: [], warnings: [] }, options = {}) {
    const finish = (prd, errors, warnings) => {
        const allErrors = [...errors, ...extra.errors];
        const valid = allErrors.length === 0 ? prd : undefined;
        return {
            path: file,
            prd: valid,
            errors: allErrors,
            warnings: [...extra.warnings, ...warnings],
            disciplines: valid?.disciplines ?? external.disciplines?.items ?? [],
            features: valid?.features ?? external.features?.items ?? [],
        };
    };
    if (text.length > yaml_source/* MAX_PRD_BYTES */.o9) {
        return {
            ...finish(undefined, [(0,yaml_source/* diagnostic */.YK)(file, 'FILE', (0,yaml_source/* tooLargeMessage */.pb)(text.length))], []),
            document: undefined,
        };
    }
    const input = {
        file,
        disciplineNames: external.disciplines?.names,
        featureNames: external.features?.names,
        strictKeys: options.strict === true,
    };
    // Fast path: a file in the plain YAML subset; positions are found afterwards, only for
    // the diagnostics there are (errors go the full parser's way, for its exact messages).
    const fast = (0,fast_yaml/* fastParseYaml */.TP)(text);
    if (fast) {
        const deferred = deferredLocator();
        const result = validatePrdValue({
            ...input,
            value: fast.value,
            doc: undefined,
            locate: deferred.locate,
        });
        if (result.prd && result.errors.length === 0) {
            const warnings = [
                ...result.warnings,
                ...definedTwiceWarnings(fast.value, external, file, deferred.locate),
            ];
            const located = deferred.resolve(text, warnings);
            if (located)
                return withLazyDocument(finish(result.prd, [], located), text);
        }
    }
    const src = (0,yaml_source/* parseYaml */.hN)(text, file);
    const document = src.doc !== undefined
        ? prd_document/* PrdDocument */.Ud.fromParsed(text, file, src.doc, src.lineCounter)
        : undefined;
    if (src.errors.length > 0) {
        return { ...finish(undefined, src.errors, src.warnings), document };
    }
    const locate = (0,yaml_source/* makeLocator */.oO)(src);
    const result = validatePrdValue({ ...input, value: src.value, doc: src.doc, locate });
    const warnings = [...src.warnings, ...result.warnings];
    warnings.push(...definedTwiceWarnings(src.value, external, file, locate));
    return { ...finish(result.prd, result.errors, warnings), document };
}
function definedTwiceWarnings(value, external, file, locate) {
    return definedTwice(value, external).map(([key, ext]) => (0,yaml_source/* diagnostic */.YK)(file, 'SCHEMA', `${key} are defined both here and in ${ext}; the ones in ${(0,external_node_path_.basename)(file)} are used`, locate([key], { key: true }), 'warning'));
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
/** Validates prd.yaml text (no db/ files are read). */
function parsePrdText(text, file, options = {}) {
    return analyze(text, file, {}, undefined, options);
}
/** Reads `real` (a path resolved against the caller's cwd); messages name `path` as given. */
async function readText(path, real = path) {
    let size;
    try {
        const info = await (0,promises_.stat)(real);
        if (info.isDirectory()) {
            return { error: (0,yaml_source/* diagnostic */.YK)(path, 'FILE', `${path} is a directory, not a file`) };
        }
        size = info.size;
    }
    catch (e) {
        if (e.code === 'ENOENT')
            return { missing: true };
        return { error: (0,yaml_source/* diagnostic */.YK)(path, 'FILE', `Cannot read ${path}: ${e.message}`) };
    }
    if (size > yaml_source/* MAX_PRD_BYTES */.o9)
        return { error: (0,yaml_source/* diagnostic */.YK)(path, 'FILE', (0,yaml_source/* tooLargeMessage */.pb)(size)) };
    let bytes;
    try {
        bytes = await (0,promises_.readFile)(real);
    }
    catch (e) {
        return { error: (0,yaml_source/* diagnostic */.YK)(path, 'FILE', `Cannot read ${path}: ${e.message}`) };
    }
    const decoded = (0,yaml_source/* decodeUtf8 */._6)(bytes, path);
    return 'error' in decoded ? decoded : { text: decoded.text };
}
async function exists(path) {
    try {
        await (0,promises_.stat)(path);
        return true;
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
    const result = parseDbFile(read.text, file, key, ownErrors, ownWarnings);
    dbMemo.set(real, { text: read.text, file, result, errors: ownErrors, warnings: ownWarnings });
    errors.push(...ownErrors);
    warnings.push(...ownWarnings);
    return result;
}
/** The last reading of each db/ file, reused while its text is unchanged. */
const dbMemo = new Map();
function parseDbFile(text, file, key, errors, warnings) {
    const src = (0,yaml_source/* parseYaml */.hN)(text, file);
    errors.push(...src.errors);
    warnings.push(...src.warnings);
    if (src.errors.length > 0)
        return { items: [], names: [], file };
    const schema = key === 'disciplines' ? prd_schema/* DisciplinesFileSchema */.Lt : prd_schema/* FeaturesFileSchema */.XM;
    const parsed = schema.safeParse(src.value);
    const rawList = src.value?.[key];
    const names = Array.isArray(rawList)
        ? rawList.flatMap((e) => e && typeof e === 'object' && typeof e.name === 'string'
            ? [e.name]
            : [])
        : [];
    if (!parsed.success) {
        const message = src.value == null ? `File is empty: expected ${key}: [...]` : undefined;
        if (message)
            errors.push((0,yaml_source/* diagnostic */.YK)(file, 'SCHEMA', message, { line: 1, column: 1 }));
        else
            errors.push(...issuesToDiagnostics(parsed.error.issues, src.value, (0,yaml_source/* makeLocator */.oO)(src), file));
        return { items: [], names, file };
    }
    const items = parsed.data[key];
    const seen = new Set();
    const locate = (0,yaml_source/* makeLocator */.oO)(src);
    items.forEach((item, i) => {
        if (seen.has(item.name)) {
            errors.push((0,yaml_source/* diagnostic */.YK)(file, 'REF', `Duplicate ${key.slice(0, -1)} name: ${item.name}`, locate([key, i, 'name'])));
        }
        seen.add(item.name);
    });
    return { items, names, file };
}
/** The last loadPrdFile answer (callers treat a LoadedPrd as read-only). */
let lastLoad;
/**
 * Loads and validates a prd.yaml file, the db/ files beside it, and applies FILE-01..03:
 * (`opts.cwd`: resolve relative paths against it; diagnostics keep the paths as given)
 * a `prd.md` beside a missing prd.yaml is an error naming the migration command; beside
 * an existing one, a warning.
 */
async function loadPrdFile(path, opts = {}) {
    const real = (p) => (opts.cwd ? (0,external_node_path_.resolve)(opts.cwd, p) : p);
    const dir = (0,external_node_path_.dirname)(path);
    const prdMd = (0,external_node_path_.join)(dir, 'prd.md');
    const failed = (error, warnings = []) => ({
        path,
        prd: undefined,
        errors: [error],
        warnings,
        disciplines: [],
        features: [],
        document: undefined,
    });
    if ((0,external_node_path_.extname)(path).toLowerCase() === '.md') {
        return failed((0,yaml_source/* diagnostic */.YK)(path, 'FILE-01', `${(0,external_node_path_.basename)(path)} is the deprecated markdown format; convert it with: ralph migrate ${path}`));
    }
    const read = await readText(path, real(path));
    if ('missing' in read) {
        if (await exists(real(prdMd))) {
            return failed((0,yaml_source/* diagnostic */.YK)(path, 'FILE-01', `Found ${prdMd} (deprecated) but no ${(0,external_node_path_.basename)(path)}; migrate it with: ralph migrate ${prdMd}`));
        }
        return failed((0,yaml_source/* diagnostic */.YK)(path, 'FILE-02', `${path} not found (create it, or import a task list with: ralph migrate <file>)`));
    }
    if ('error' in read)
        return failed(read.error);
    const errors = [];
    const warnings = [];
    if (await exists(real(prdMd))) {
        warnings.push((0,yaml_source/* diagnostic */.YK)(prdMd, 'FILE-03', `${prdMd} is deprecated and ignored; ${(0,external_node_path_.basename)(path)} is used (delete prd.md when you no longer need it)`, undefined, 'warning'));
    }
    const db = (0,external_node_path_.join)(dir, 'db');
    const disciplinesFile = (0,external_node_path_.join)(db, 'disciplines.yaml');
    const featuresFile = (0,external_node_path_.join)(db, 'features.yaml');
    const disciplines = await loadDbFile(disciplinesFile, real(disciplinesFile), 'disciplines', errors, warnings);
    const features = await loadDbFile(featuresFile, real(featuresFile), 'features', errors, warnings);
    // The loop reads the list again at every step: an unchanged text is not analysed twice.
    const key = [real(path), path, opts.strict === true, errors.length, warnings.length].join('\0');
    const last = lastLoad;
    if (last &&
        last.key === key &&
        last.text === read.text &&
        last.disciplines === disciplines &&
        last.features === features) {
        // A fresh document: an edit through one answer must not show in another.
        const { path: p, prd, errors: e, warnings: w, disciplines: d, features: f } = last.result;
        return withLazyDocument({ path: p, prd, errors: e, warnings: w, disciplines: d, features: f }, read.text);
    }
    const result = analyze(read.text, path, { disciplines, features }, { errors, warnings }, opts);
    lastLoad = { key, text: read.text, disciplines, features, result };
    return result;
}


/***/ }),

/***/ 9359:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ai: () => (/* binding */ VerifyCommandSchema),
/* harmony export */   BE: () => (/* binding */ PRIORITIES),
/* harmony export */   BV: () => (/* binding */ PRD_SCHEMA_URL),
/* harmony export */   EG: () => (/* binding */ SUPPORTED_SCHEMA_VERSION),
/* harmony export */   Hi: () => (/* binding */ TASK_STATUSES),
/* harmony export */   J2: () => (/* binding */ VerifyCommandObjectSchema),
/* harmony export */   J8: () => (/* binding */ ProjectSchema),
/* harmony export */   Lt: () => (/* binding */ DisciplinesFileSchema),
/* harmony export */   OB: () => (/* binding */ projectBranch),
/* harmony export */   T4: () => (/* binding */ idKey),
/* harmony export */   Ui: () => (/* binding */ PrdSchema),
/* harmony export */   W9: () => (/* binding */ TaskCommentSchema),
/* harmony export */   XM: () => (/* binding */ FeaturesFileSchema),
/* harmony export */   al: () => (/* binding */ DATE_TIME_PATTERN),
/* harmony export */   c9: () => (/* binding */ DisciplineSchema),
/* harmony export */   iR: () => (/* binding */ FeatureSchema),
/* harmony export */   pN: () => (/* binding */ PROVENANCES),
/* harmony export */   pd: () => (/* binding */ McpServerSchema),
/* harmony export */   pj: () => (/* binding */ TaskSchema),
/* harmony export */   sh: () => (/* binding */ taskPriority)
/* harmony export */ });
/* unused harmony exports BASELINE_MODES, TaskStatusSchema, PrioritySchema, TaskIdSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2311);
/* harmony import */ var _checks_duration_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5213);
/**
 * The single source of truth for `.ralph/prd.yaml` (SPEC-035 schema 1.0 plus the
 * prompt-assembly extensions of the nexus spec). Types, validation and the
 * published JSON Schema are all derived from these definitions.
 */


const TASK_STATUSES = ['pending', 'in_progress', 'done', 'blocked', 'skipped'];
const PRIORITIES = ['low', 'medium', 'high', 'critical'];
const PROVENANCES = ['agent', 'human', 'system'];
const SUPPORTED_SCHEMA_VERSION = '1.0';
const BASELINE_MODES = ['require-passing', 'allow-failing'];
const TaskStatusSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(TASK_STATUSES);
const PrioritySchema = zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(PRIORITIES);
/** Task ids may be strings ("task-001") or integers (the nexus spec uses `id: 1`). */
const TaskIdSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1), zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int()]);
/** A date (YYYY-MM-DD) or an ISO 8601 date-time: other tools write timestamps where SPEC-035 writes dates. */
const DATE_TIME_PATTERN = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const DateTimeString = zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
    .regex(DATE_TIME_PATTERN, 'expected a date like 2026-02-05 or an ISO 8601 timestamp like 2026-02-05T10:30:00Z');
const McpServerSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    command: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    args: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).optional(),
    env: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).optional(),
})
    .strict();
const DisciplineSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    display_name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    acronym: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    icon: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    color: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    system_prompt: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    skills: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).optional(),
    conventions: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    mcp_servers: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(McpServerSchema).optional(),
})
    .strict();
const FeatureSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    display_name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    acronym: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    description: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    created: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    knowledge_paths: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).optional(),
    context_files: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).optional(),
})
    .strict();
const TaskCommentSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    author: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    body: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    created: DateTimeString.optional(),
    agent_task_id: TaskIdSchema.optional(),
})
    .strict();
const TIMEOUT_HINT = 'expected seconds (90) or a duration like "90s", "10m", "1h"';
/** A timeout as the RALPH:CHECKS block writes it: seconds, or a duration string. */
const TimeoutSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([
    zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().positive(),
    zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().refine((v) => (0,_checks_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .parseTimeout */ .ZZ)(v) !== undefined, { message: TIMEOUT_HINT }),
], { error: TIMEOUT_HINT });
/**
 * One of a task's own verify commands: `{name?, command, timeout?}` (timeout as in the
 * RALPH:CHECKS block), or a plain command string, normalised to `{command}` when loaded.
 */
const VerifyCommandObjectSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).optional(),
    command: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    timeout: TimeoutSchema.optional(),
})
    .strict();
const VerifyCommandSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .preprocess */ .vkY((v) => (typeof v === 'string' ? { command: v } : v), VerifyCommandObjectSchema);
const TaskSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    id: TaskIdSchema,
    title: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    description: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    status: TaskStatusSchema,
    priority: PrioritySchema.optional(),
    tags: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).optional(),
    depends_on: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(TaskIdSchema).optional(),
    blocked_by: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    acceptance_criteria: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).optional(),
    // a date, or a full ISO 8601 timestamp as other tools write them
    created: DateTimeString.optional(),
    updated: DateTimeString.optional(),
    completed: DateTimeString.optional(),
    // nexus extensions (004)
    feature: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    discipline: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    context_files: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).optional(),
    output_artifacts: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).optional(),
    /** Files (or directories ending in `/`) the task will write; parallel rounds keep overlapping tasks apart. */
    files: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).optional(),
    hints: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    /**
     * `allow-failing`: a required check may already fail at the starting commit, because this
     * task is meant to fix it. By default such a run stops with `checks_failing_at_start`.
     */
    baseline: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(BASELINE_MODES).optional(),
    estimated_turns: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive().optional(),
    provenance: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(PROVENANCES).optional(),
    comments: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(TaskCommentSchema).optional(),
    /** Commands that must pass for this task, after the RALPH:CHECKS block. */
    verify: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(VerifyCommandSchema).optional(),
})
    .strict();
const ProjectSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    title: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    description: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    created: DateTimeString.optional(),
    /** The branch the loop works on. `branchName` is accepted as an alias (Ralph CLI's TASKS.json key). */
    branch: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).optional(),
    branchName: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).optional(),
})
    .strict();
const PrdSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    schema_version: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(SUPPORTED_SCHEMA_VERSION),
    project: ProjectSchema,
    tasks: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(TaskSchema).min(1),
    completion_marker: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
    /** Set by a person to stop continuation chains (and parallel rounds) until it is removed. */
    paused: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
    disciplines: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(DisciplineSchema).optional(),
    features: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(FeatureSchema).optional(),
})
    .strict();
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
/** `.ralph/db/disciplines.yaml`: the disciplines shared by the tasks of prd.yaml. */
const DisciplinesFileSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ disciplines: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(DisciplineSchema) }).strict();
/** `.ralph/db/features.yaml`: the features shared by the tasks of prd.yaml. */
const FeaturesFileSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ features: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(FeatureSchema) }).strict();
/** Where editors find the published JSON Schema (`# yaml-language-server: $schema=...`). */
const PRD_SCHEMA_URL = 'https://raw.githubusercontent.com/ralph-action/ralph-action/main/schema/prd.schema.json';


/***/ }),

/***/ 2243:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ checkTransition)
/* harmony export */ });
/* unused harmony export ALLOWED_TRANSITIONS */
const ALLOWED_TRANSITIONS = {
    pending: ['in_progress', 'skipped', 'blocked'],
    in_progress: ['done', 'blocked', 'skipped', 'pending'],
    blocked: ['pending'],
    done: [],
    skipped: [],
};
function checkTransition(from, to, opts = {}) {
    if (from === to) {
        return { ok: false, rule: 'STATE-SAME', message: `The task is already ${to}` };
    }
    const allowed = ALLOWED_TRANSITIONS[from];
    if (!allowed.includes(to)) {
        if (from === 'done') {
            return {
                ok: false,
                rule: 'STATE-TERMINAL',
                message: `done -> ${to} is not allowed: completed tasks don't revert`,
            };
        }
        if (allowed.length === 0) {
            return {
                ok: false,
                rule: 'STATE-TERMINAL',
                message: `${from} -> ${to} is not allowed: ${from} is a final status`,
            };
        }
        return {
            ok: false,
            rule: 'STATE-TRANSITION',
            message: `${from} -> ${to} is not allowed (from ${from}: ${allowed.join(', ')})`,
        };
    }
    if (to === 'blocked' && !opts.blockedBy?.trim()) {
        return {
            ok: false,
            rule: 'STATE-REASON',
            message: `${from} -> blocked needs a reason (blocked_by)`,
        };
    }
    return { ok: true };
}


/***/ }),

/***/ 7333:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   YK: () => (/* binding */ diagnostic),
/* harmony export */   _6: () => (/* binding */ decodeUtf8),
/* harmony export */   aO: () => (/* binding */ scalarSource),
/* harmony export */   hN: () => (/* binding */ parseYaml),
/* harmony export */   o9: () => (/* binding */ MAX_PRD_BYTES),
/* harmony export */   oO: () => (/* binding */ makeLocator),
/* harmony export */   pb: () => (/* binding */ tooLargeMessage)
/* harmony export */ });
/* unused harmony exports MAX_NESTING, MAX_ALIAS_COUNT, formatSize, tooDeepAt, nodeAt */
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8815);
/**
 * Turning bytes and text into a YAML document with positions, refusing hostile input
 * (oversized files, invalid UTF-8, alias bombs) with a located diagnostic instead of a crash.
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
function firstLine(message) {
    return message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
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
function tooDeepDiagnostic(file, at) {
    return diagnostic(file, 'YAML', `Nesting is too deep (more than ${MAX_NESTING} levels); a task list needs only a few`, at ?? { line: 1, column: 1 });
}
/** Parses one YAML document. Never throws. */
function parseYaml(text, file) {
    const deep = tooDeepAt(text);
    if (deep) {
        const errors = [tooDeepDiagnostic(file, deep)];
        return {
            doc: undefined,
            lineCounter: new yaml__WEBPACK_IMPORTED_MODULE_1__/* .LineCounter */ .HN(),
            value: undefined,
            errors,
            warnings: [],
        };
    }
    try {
        return parseYamlUnchecked(text, file);
    }
    catch (e) {
        if (!(e instanceof RangeError))
            throw e;
        const errors = [tooDeepDiagnostic(file, tooDeepAt(text, 50))];
        return {
            doc: undefined,
            lineCounter: new yaml__WEBPACK_IMPORTED_MODULE_1__/* .LineCounter */ .HN(),
            value: undefined,
            errors,
            warnings: [],
        };
    }
}
function parseYamlUnchecked(text, file) {
    const lineCounter = new yaml__WEBPACK_IMPORTED_MODULE_1__/* .LineCounter */ .HN();
    const errors = [];
    const warnings = [];
    const at = (offset) => {
        const p = lineCounter.linePos(offset);
        return { line: p.line, column: p.col };
    };
    const doc = (0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .parseDocument */ .Tp)(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
    for (const e of doc.errors)
        errors.push(diagnostic(file, 'YAML', firstLine(e.message), at(e.pos[0])));
    for (const w of doc.warnings) {
        warnings.push(diagnostic(file, 'YAML', firstLine(w.message), at(w.pos[0]), 'warning'));
    }
    if (errors.length > 0)
        return { doc: undefined, lineCounter, value: undefined, errors, warnings };
    let value;
    try {
        value = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
    }
    catch (e) {
        const message = e instanceof Error ? e.message : String(e);
        const text = /alias count/i.test(message)
            ? `Too many YAML aliases (more than ${MAX_ALIAS_COUNT}); the file looks like an alias expansion attack`
            : `Cannot read YAML: ${firstLine(message)}`;
        errors.push(diagnostic(file, 'YAML', text, { line: 1, column: 1 }));
        return { doc: undefined, lineCounter, value: undefined, errors, warnings };
    }
    return { doc, lineCounter, value, errors, warnings };
}
/** Finds the node at `path`, or the deepest existing ancestor. */
function nodeAt(doc, path, opts = {}) {
    let node = doc.contents;
    let last = doc.contents ?? undefined;
    for (let i = 0; i < path.length; i++) {
        const seg = path[i];
        const isLast = i === path.length - 1;
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .isMap */ .jh)(node)) {
            const pair = node.items.find((p) => (0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .isScalar */ .jn)(p.key) && String(p.key.value) === String(seg));
            if (!pair)
                return last;
            if (isLast && opts.key)
                return pair.key;
            const value = pair.value;
            node =
                value && !((0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .isScalar */ .jn)(value) && value.value === null && value.source === '')
                    ? value
                    : pair.key;
        }
        else if ((0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .isSeq */ .oP)(node) && typeof seg === 'number') {
            const item = node.items[seg];
            if (item === undefined)
                return last;
            node = (0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .isPair */ .tO)(item) ? item.key : item;
        }
        else {
            return last;
        }
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .isAlias */ .Vj)(node))
            return node;
        last = node;
    }
    return last;
}
/** A function giving the 1-based position of the node at a path (line 1, column 1 when unknown). */
function makeLocator(src) {
    return (path, opts = {}) => {
        if (!src.doc)
            return { line: 1, column: 1 };
        const node = nodeAt(src.doc, path, opts);
        const offset = node?.range?.[0];
        if (offset === undefined)
            return { line: 1, column: 1 };
        const p = src.lineCounter.linePos(offset);
        return { line: p.line, column: p.col };
    };
}
/** The source text of a plain scalar (`2.0` stays `2.0`, not `2`). */
function scalarSource(doc, path) {
    if (!doc)
        return undefined;
    const node = nodeAt(doc, path);
    return (0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .isScalar */ .jn)(node) && typeof node.source === 'string' ? node.source : undefined;
}


/***/ })

};
