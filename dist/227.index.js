export const id = 227;
export const ids = [227];
export const modules = {

/***/ 3106:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   pP: () => (/* binding */ agentToolProblem),
/* harmony export */   qW: () => (/* binding */ agentToolSet)
/* harmony export */ });
/* unused harmony exports DEFAULT_AGENT_TOOLS, ADDABLE_AGENT_TOOLS */
/**
 * The tools a task's agent session has. Claude Code sends the definition of every tool it has
 * with every request, so the set is explicit (`--tools`): the six a Ralph task needs, plus what
 * the run (`agent-tools`), the task's discipline or the task itself adds. MCP servers add their
 * own tools through the MCP config; `--tools` names built-in tools only.
 *
 * Measured with the pinned claude 2.1.330: its default set sends about 29 KB of definitions per
 * request (Workflow, ScheduleWakeup, Agent, ReportFindings, ListAgents, Skill, ToolSearch...);
 * this set about 10 KB. Ways that look equivalent and are not: `--disallowedTools` naming
 * ToolSearch sends the deferred tools in full (+14 KB), `--disable-slash-commands` alone grows
 * the Workflow tool to 23 KB, and `--bare` drops CLAUDE.md and OAuth login.
 */
/** What every task's agent gets. */
const DEFAULT_AGENT_TOOLS = [
    'Bash',
    'Edit',
    'Read',
    'Write',
    'Glob',
    'Grep',
];
/**
 * Built-in tools a run, a discipline or a task may add. The pinned claude ignores a name it does
 * not know, so a misspelt name would silently do nothing: names outside this list are refused.
 */
const ADDABLE_AGENT_TOOLS = [
    ...DEFAULT_AGENT_TOOLS,
    'WebFetch',
    'WebSearch',
    'NotebookEdit',
    'Agent',
    'Skill',
];
const BY_LOWER = new Map(ADDABLE_AGENT_TOOLS.map((name) => [name.toLowerCase(), name]));
/** Why `name` cannot be added to the agent's tools, or undefined when it can. */
function agentToolProblem(name) {
    if (ADDABLE_AGENT_TOOLS.includes(name))
        return undefined;
    const cased = BY_LOWER.get(name.toLowerCase());
    if (cased)
        return `unknown tool "${name}" (did you mean "${cased}"?)`;
    if (name.startsWith('mcp__')) {
        return `"${name}" is an MCP tool: add its server under mcp_servers (of the discipline or the task) instead`;
    }
    return `unknown tool "${name}" (known: ${ADDABLE_AGENT_TOOLS.join(', ')})`;
}
/** The default set, then each addition in order, each name once. */
function agentToolSet(...additions) {
    const tools = [...DEFAULT_AGENT_TOOLS];
    for (const list of additions) {
        for (const name of list ?? [])
            if (!tools.includes(name))
                tools.push(name);
    }
    return tools;
}


/***/ }),

/***/ 6648:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Ud: () => (/* binding */ PrdDocument),
  ho: () => (/* binding */ PrdEditError),
  lM: () => (/* binding */ documentOf),
  zK: () => (/* binding */ isoDateTime)
});

// UNUSED EXPORTS: isoDate, renderScalar

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __webpack_require__(4573);
;// CONCATENATED MODULE: ./src/prd/ascii-pieces.ts
/**
 * An ASCII text held as pieces: views of the text it first was (and of its bytes), and the
 * lines edited since. For ASCII a character's offset is its byte's offset, so an edit of one
 * task's lines replaces a range of pieces, and neither the edit nor the write that follows has
 * to copy or encode the whole list again: on a list of thousands of tasks, that is megabytes
 * per edit not allocated, copied and encoded. (A string sliced from a joined one is copied
 * whole first; these pieces are only ever sliced from flat strings.)
 */

/** More pieces than this and they are joined into one again (an edit adds two at most). */
const MAX_PIECES = 64;
class AsciiPieces {
    bytes;
    strings;
    length;
    constructor(
    /** The text's bytes, in order. */
    bytes, 
    /** The same pieces as text. */
    strings, length) {
        this.bytes = bytes;
        this.strings = strings;
        this.length = length;
    }
    /** The text in pieces, or undefined when it is not all ASCII. */
    static of(text) {
        const bytes = external_node_buffer_.Buffer.from(text, 'utf8');
        // Any character from U+0080 up takes two bytes or more in UTF-8.
        return bytes.length === text.length ? new AsciiPieces([bytes], [text], text.length) : undefined;
    }
    /** The whole text. Joined lazily: nothing is copied until a character is read. */
    text() {
        let text = '';
        for (const piece of this.strings)
            text += piece;
        return text;
    }
    /** The text from `start` to `end`. */
    slice(start, end) {
        const parts = [];
        this.visit(start, end, (i, from, to) => parts.push(this.strings[i].slice(from, to)));
        return parts.join('');
    }
    /** This text with `start` to `end` replaced by `text`; undefined when `text` is not ASCII. */
    splice(start, end, text) {
        const inserted = external_node_buffer_.Buffer.from(text, 'utf8');
        if (inserted.length !== text.length)
            return undefined;
        const bytes = [];
        const strings = [];
        const keep = (i, from, to) => {
            bytes.push(this.bytes[i].subarray(from, to));
            strings.push(this.strings[i].slice(from, to));
        };
        this.visit(0, start, keep);
        if (text.length > 0) {
            bytes.push(inserted);
            strings.push(text);
        }
        this.visit(end, this.length, keep);
        const length = this.length - (end - start) + text.length;
        if (bytes.length <= MAX_PIECES)
            return new AsciiPieces(bytes, strings, length);
        return new AsciiPieces([external_node_buffer_.Buffer.concat(bytes, length)], [strings.join('')], length);
    }
    /** Calls `use` with each piece's part that lies between `start` and `end`, in order. */
    visit(start, end, use) {
        let offset = 0;
        for (let i = 0; i < this.bytes.length && offset < end; i++) {
            const pieceEnd = offset + this.bytes[i].length;
            const from = Math.max(start, offset);
            const to = Math.min(end, pieceEnd);
            if (from < to)
                use(i, from - offset, to - offset);
            offset = pieceEnd;
        }
    }
}

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
/**
 * A document for format-preserving edits of a loaded task list: the one the full parser built,
 * else parsed from the text read. Undefined when the text could not be read or does not parse.
 */
function documentOf(loaded) {
    if (loaded.document)
        return loaded.document;
    if (loaded.text === undefined)
        return undefined;
    try {
        return PrdDocument.parse(loaded.text, loaded.path);
    }
    catch {
        return undefined;
    }
}
/** A copy of an index (its arrays are updated in place by edits; the id map never changes). */
function copyIndex(index) {
    return { ...index, starts: [...index.starts], statuses: [...index.statuses] };
}
/**
 * The last text known to be in the fast subset, with its task index: the text the harness
 * wrote after editing one task is read and edited again at the next step, and neither the
 * fast reader's check nor the index has to go over the whole text again for it.
 */
let lastKnown;
class PrdDocument {
    text;
    file;
    parsed;
    fast;
    /** undefined: not built yet; null: the layout has no index (edits use the full parse). */
    index;
    /** The text as parsed, before any edit. */
    original;
    /**
     * While every edit went through one task's lines: each edited item's value as the fast
     * reader reads its new lines (by item number). null after an edit of the whole document.
     */
    edited = new Map();
    /** The text in pieces (undefined: not worked out yet; null: the text is not all ASCII). */
    ascii;
    constructor(text, file, parsed, 
    /** The text is in the fast reader's subset (then `parsed` waits until needed). */
    fast = false) {
        this.text = text;
        this.file = file;
        this.parsed = parsed;
        this.fast = fast;
        this.original = text;
    }
    /** Parses prd.yaml text for editing. Throws PrdEditError (rule YAML) when it doesn't parse. */
    static parse(text, file) {
        const known = lastKnown;
        if (known !== undefined && known.text === text) {
            // The known string is kept, the equal one just read is dropped: a large list is held once.
            const doc = new PrdDocument(known.text, file, undefined, true);
            doc.index = copyIndex(known.index);
            doc.ascii = known.ascii;
            return doc;
        }
        // A text the fast reader accepts is valid YAML: its full parse can wait until needed.
        if ((0,fast_yaml/* inFastSubset */.QO)(text))
            return new PrdDocument(text, file, undefined, true);
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
        if (this.index === undefined) {
            this.index = buildTaskIndex(this.text) ?? null;
            if (this.fast && this.index !== null)
                this.noteKnown(this.index);
        }
        return this.index ?? undefined;
    }
    /** Remembers this text, in the fast subset, for the next document parsed from it. */
    noteKnown(index) {
        lastKnown = { text: this.text, index: copyIndex(index), ascii: this.ascii };
    }
    asciiPieces() {
        if (this.ascii === undefined)
            this.ascii = AsciiPieces.of(this.text) ?? null;
        return this.ascii ?? undefined;
    }
    /** The text's UTF-8, in pieces: what the file is to hold. */
    bytes() {
        return this.asciiPieces()?.bytes ?? [Buffer.from(this.text, 'utf8')];
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
        // The lines come from the pieces when there are: slicing the whole text would copy it.
        const ascii = this.asciiPieces();
        const lines = ascii ? ascii.slice(start, end) : this.text.slice(start, end);
        let region;
        try {
            region = PrdDocument.parseFully(REGION_PREFIX + lines, this.file);
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
        const pieces = ascii?.splice(start, end, edited);
        this.text = pieces ? pieces.text() : this.text.slice(0, start) + edited + this.text.slice(end);
        this.ascii = pieces ?? null; // else the text, or the lines put in, are not all ASCII
        const delta = edited.length - (end - start);
        for (let i = n + 1; i < index.starts.length; i++)
            index.starts[i] += delta;
        index.end += delta;
        index.statuses[n] = task.status === undefined ? undefined : String(task.status);
        this.parsed = undefined;
        this.edited?.set(n, task);
        // One item's lines, replaced by lines the fast reader takes as one item: still in the subset.
        if (this.fast)
            this.noteKnown(index);
        return true;
    }
    toString() {
        return this.text;
    }
    /**
     * How this document's text came from the text it was parsed from (`from`), when every edit
     * went through one task's lines: `items` holds each edited task item's new value (by its
     * position in `tasks`), as the fast reader reads the new lines. Undefined after an edit of
     * the whole document.
     */
    taskEdits() {
        return this.edited === null ? undefined : { from: this.original, items: this.edited };
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
    /**
     * Several edits of one task as one (`edit` makes them on the document it is given): where the
     * layout allows, through that task's lines, and the whole text is put together once.
     */
    editTask(id, edit) {
        if (!this.editTaskRegion(id, edit))
            edit(this);
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
        this.ascii = undefined;
        this.parsed = next.parsed;
        if (this.index !== null)
            this.index = undefined;
        this.edited = null;
        this.fast = false;
    }
}
function indentLines(lines, indent) {
    const pad = ' '.repeat(indent);
    return lines.map((l) => (l === '' ? '\n' : `${pad}${l}\n`)).join('');
}


/***/ }),

/***/ 8227:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  analyzeFull: () => (/* binding */ analyzeFull),
  parseDbFile: () => (/* binding */ parseDbFile),
  parsePrdText: () => (/* binding */ parsePrdText)
});

// EXTERNAL MODULE: ./src/prd/document.ts + 2 modules
var prd_document = __webpack_require__(6648);
// EXTERNAL MODULE: ./src/prd/levenshtein.ts
var levenshtein = __webpack_require__(9085);
// EXTERNAL MODULE: ./src/prd/model.ts
var model = __webpack_require__(7267);
// EXTERNAL MODULE: ./src/prd/source-text.ts
var source_text = __webpack_require__(2425);
;// CONCATENATED MODULE: ./src/prd/issues.ts



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
        return { where: 'in project', keys: model/* KNOWN_KEYS */.B.project, rest: path.slice(1) };
    if (head === 'tasks' && typeof index === 'number') {
        const task = `task ${label(get(root, ['tasks', index]), 'id', index)}`;
        if (sub === 'comments' && typeof subIndex === 'number') {
            return {
                where: `in comment ${subIndex + 1} of ${task}`,
                keys: model/* KNOWN_KEYS */.B.comment,
                rest: path.slice(4),
            };
        }
        if (sub === 'mcp_servers' && typeof subIndex === 'number') {
            return {
                where: `in MCP server ${label(get(root, path.slice(0, 4)), 'name', subIndex)} of ${task}`,
                keys: model/* KNOWN_KEYS */.B.mcp,
                rest: path.slice(4),
            };
        }
        if (sub === 'verify' && typeof subIndex === 'number') {
            return {
                where: `in verify command ${subIndex + 1} of ${task}`,
                keys: model/* KNOWN_KEYS */.B.verify,
                rest: path.slice(4),
            };
        }
        return { where: `in ${task}`, keys: model/* KNOWN_KEYS */.B.task, rest: path.slice(2) };
    }
    if (head === 'disciplines' && typeof index === 'number') {
        const name = `discipline ${label(get(root, ['disciplines', index]), 'name', index)}`;
        if (sub === 'mcp_servers' && typeof subIndex === 'number') {
            return {
                where: `in MCP server ${label(get(root, path.slice(0, 4)), 'name', subIndex)} of ${name}`,
                keys: model/* KNOWN_KEYS */.B.mcp,
                rest: path.slice(4),
            };
        }
        return { where: `in ${name}`, keys: model/* KNOWN_KEYS */.B.discipline, rest: path.slice(2) };
    }
    if (head === 'features' && typeof index === 'number') {
        const name = `feature ${label(get(root, ['features', index]), 'name', index)}`;
        return { where: `in ${name}`, keys: model/* KNOWN_KEYS */.B.feature, rest: path.slice(2) };
    }
    return { where: 'at top level', keys: model/* KNOWN_KEYS */.B.top, rest: path };
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
                out.push((0,source_text/* diagnostic */.YK)(file, 'KEY', message, locate([...path, key], { key: true })));
            }
            continue;
        }
        const value = get(root, path);
        const message = issue.code === 'invalid_type' && value === undefined
            ? `Missing required field '${fieldName(scope.rest)}' ${scope.where}`
            : `Invalid ${fieldName(scope.rest)} ${scope.where}: ${detail(issue, value)}`;
        out.push((0,source_text/* diagnostic */.YK)(file, 'SCHEMA', message, locate(path)));
    }
    return out;
}

// EXTERNAL MODULE: ./src/prd/load-analysis.ts
var load_analysis = __webpack_require__(2375);
// EXTERNAL MODULE: ./src/prd/schema.ts
var prd_schema = __webpack_require__(9359);
;// CONCATENATED MODULE: ./src/prd/schema-pass.ts
/** The zod side of validation, loaded only for files the quick check cannot vouch for. */


const schemaPass = {
    parseTask(task) {
        const parsed = prd_schema/* TaskSchema */.pj.safeParse(task);
        return parsed.success ? parsed.data : undefined;
    },
    parsePrd(value, raw, locate, file, suppressed) {
        const parsed = prd_schema/* PrdSchema */.Ui.safeParse(value);
        if (parsed.success)
            return { prd: parsed.data };
        return { errors: issuesToDiagnostics(parsed.error.issues, raw, locate, file, suppressed) };
    },
};

// EXTERNAL MODULE: ./src/prd/validate.ts + 4 modules
var validate = __webpack_require__(1295);
// EXTERNAL MODULE: ./src/prd/yaml-source.ts
var yaml_source = __webpack_require__(7333);
;// CONCATENATED MODULE: ./src/prd/load-full.ts







/**
 * Validates with everything at hand: the fast path with the schema library (`parsed`: the
 * fast reader's value, when it was read already), else the full YAML parser.
 */
function analyzeFull(input, parsed) {
    const early = (0,load_analysis/* tooLarge */.g$)(input);
    if (early)
        return early;
    const fast = (0,load_analysis/* analyzeFast */.Zg)(input, schemaPass, parsed);
    if (fast && !('needsSchema' in fast))
        return fast;
    return analyzeWithYamlParser(input);
}
function analyzeWithYamlParser(input) {
    const { text, file, external, options } = input;
    const src = (0,yaml_source/* parseYaml */.hN)(text, file);
    const document = src.doc !== undefined
        ? prd_document/* PrdDocument */.Ud.fromParsed(text, file, src.doc, src.lineCounter)
        : undefined;
    if (src.errors.length > 0)
        return (0,load_analysis/* finishLoad */.af)(input, undefined, src.errors, src.warnings, document);
    const locate = (0,yaml_source/* makeLocator */.oO)(src);
    const result = (0,validate/* validatePrdValue */.C)({
        file,
        disciplineNames: external.disciplines?.names,
        featureNames: external.features?.names,
        strictKeys: options.strict === true,
        value: src.value,
        scalarSource: (path) => (0,yaml_source/* scalarSource */.aO)(src.doc, path),
        locate,
        schema: schemaPass,
    });
    const warnings = [...src.warnings, ...result.warnings];
    warnings.push(...(0,load_analysis/* definedTwiceWarnings */.Xo)(src.value, external, file, locate));
    return (0,load_analysis/* finishLoad */.af)(input, result.prd, result.errors, warnings, document);
}
/** Validates prd.yaml text (no db/ files are read). */
function parsePrdText(text, file, options = {}) {
    return analyzeFull({ text, file, external: {}, extra: { errors: [], warnings: [] }, options });
}
/** `db/disciplines.yaml` or `db/features.yaml`: its items and names, its problems in `errors`. */
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


/***/ }),

/***/ 9359:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ai: () => (/* binding */ VerifyCommandSchema),
/* harmony export */   BV: () => (/* reexport safe */ _model_js__WEBPACK_IMPORTED_MODULE_2__.BV),
/* harmony export */   Hi: () => (/* reexport safe */ _model_js__WEBPACK_IMPORTED_MODULE_2__.Hi),
/* harmony export */   Lt: () => (/* binding */ DisciplinesFileSchema),
/* harmony export */   OB: () => (/* reexport safe */ _model_js__WEBPACK_IMPORTED_MODULE_2__.OB),
/* harmony export */   T4: () => (/* reexport safe */ _model_js__WEBPACK_IMPORTED_MODULE_2__.T4),
/* harmony export */   Ui: () => (/* binding */ PrdSchema),
/* harmony export */   W9: () => (/* binding */ TaskCommentSchema),
/* harmony export */   XM: () => (/* binding */ FeaturesFileSchema),
/* harmony export */   pj: () => (/* binding */ TaskSchema),
/* harmony export */   sh: () => (/* reexport safe */ _model_js__WEBPACK_IMPORTED_MODULE_2__.sh)
/* harmony export */ });
/* unused harmony exports TaskStatusSchema, PrioritySchema, TaskIdSchema, McpServerSchema, AgentToolSchema, DisciplineSchema, FeatureSchema, VerifyCommandObjectSchema, ProjectSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2311);
/* harmony import */ var _agent_tool_set_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3106);
/* harmony import */ var _checks_duration_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5213);
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7267);
/**
 * The single source of truth for `.ralph/prd.yaml` (SPEC-035 schema 1.0 plus the
 * prompt-assembly extensions of the nexus spec). Types, validation and the
 * published JSON Schema are all derived from these definitions.
 */





const TaskStatusSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(_model_js__WEBPACK_IMPORTED_MODULE_2__/* .TASK_STATUSES */ .Hi);
const PrioritySchema = zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(_model_js__WEBPACK_IMPORTED_MODULE_2__/* .PRIORITIES */ .BE);
/** Task ids may be strings ("task-001") or integers (the nexus spec uses `id: 1`). */
const TaskIdSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1), zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int()]);
const DateTimeString = zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
    .regex(_model_js__WEBPACK_IMPORTED_MODULE_2__/* .DATE_TIME_PATTERN */ .al, 'expected a date like 2026-02-05 or an ISO 8601 timestamp like 2026-02-05T10:30:00Z');
const McpServerSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    name: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1),
    command: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1),
    args: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()).optional(),
    env: zod__WEBPACK_IMPORTED_MODULE_3__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()).optional(),
})
    .strict();
/** A built-in tool added to the agent's set (`--tools`); MCP tools come from mcp_servers. */
const AgentToolSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().superRefine((name, ctx) => {
    const problem = (0,_agent_tool_set_js__WEBPACK_IMPORTED_MODULE_0__/* .agentToolProblem */ .pP)(name);
    if (problem)
        ctx.addIssue({ code: 'custom', message: problem });
});
const DisciplineSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    name: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1),
    display_name: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
    acronym: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
    icon: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
    color: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
    system_prompt: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
    skills: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()).optional(),
    conventions: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
    mcp_servers: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(McpServerSchema).optional(),
    /** Built-in tools its tasks' agents get besides the default set. */
    tools: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(AgentToolSchema).optional(),
})
    .strict();
const FeatureSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    name: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1),
    display_name: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
    acronym: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
    description: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
    created: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
    knowledge_paths: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()).optional(),
    context_files: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()).optional(),
})
    .strict();
const TaskCommentSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    author: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1),
    body: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    created: DateTimeString.optional(),
    agent_task_id: TaskIdSchema.optional(),
})
    .strict();
const TIMEOUT_HINT = 'expected seconds (90) or a duration like "90s", "10m", "1h"';
/** A timeout as the RALPH:CHECKS block writes it: seconds, or a duration string. */
const TimeoutSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .union */ .KCZ([
    zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().positive(),
    zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().refine((v) => (0,_checks_duration_js__WEBPACK_IMPORTED_MODULE_1__/* .parseTimeout */ .ZZ)(v) !== undefined, { message: TIMEOUT_HINT }),
], { error: TIMEOUT_HINT });
/**
 * One of a task's own verify commands: `{name?, command, timeout?}` (timeout as in the
 * RALPH:CHECKS block), or a plain command string, normalised to `{command}` when loaded.
 */
const VerifyCommandObjectSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    name: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1).optional(),
    command: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1),
    timeout: TimeoutSchema.optional(),
})
    .strict();
const VerifyCommandSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .preprocess */ .vkY((v) => (typeof v === 'string' ? { command: v } : v), VerifyCommandObjectSchema);
const TaskSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    id: TaskIdSchema,
    title: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1),
    description: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
    status: TaskStatusSchema,
    priority: PrioritySchema.optional(),
    tags: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()).optional(),
    depends_on: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(TaskIdSchema).optional(),
    blocked_by: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
    acceptance_criteria: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()).optional(),
    // a date, or a full ISO 8601 timestamp as other tools write them
    created: DateTimeString.optional(),
    updated: DateTimeString.optional(),
    completed: DateTimeString.optional(),
    // nexus extensions (004)
    feature: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
    discipline: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
    context_files: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()).optional(),
    output_artifacts: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()).optional(),
    /** Files (or directories ending in `/`) the task will write; parallel rounds keep overlapping tasks apart. */
    files: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()).optional(),
    hints: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
    /**
     * `allow-failing`: a required check may already fail at the starting commit, because this
     * task is meant to fix it. By default such a run stops with `checks_failing_at_start`.
     */
    baseline: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(_model_js__WEBPACK_IMPORTED_MODULE_2__/* .BASELINE_MODES */ .hE).optional(),
    estimated_turns: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().positive().optional(),
    provenance: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(_model_js__WEBPACK_IMPORTED_MODULE_2__/* .PROVENANCES */ .pN).optional(),
    comments: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(TaskCommentSchema).optional(),
    /** Commands that must pass for this task, after the RALPH:CHECKS block. */
    verify: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(VerifyCommandSchema).optional(),
    /**
     * A read-only reviewer checks each acceptance criterion after the checks pass (`true`), or
     * not (`false`), whatever the run's `review` setting says.
     */
    review: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY().optional(),
    /** Built-in tools this task's agent gets besides the default set and its discipline's. */
    tools: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(AgentToolSchema).optional(),
    /** MCP servers this task's agent gets besides its discipline's (the task's win on a name). */
    mcp_servers: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(McpServerSchema).optional(),
    /**
     * The most this task may cost in US dollars, over all its attempts and runs. The model proxy
     * ends an agent phase that would pass it, and the task becomes `blocked`. Default: the
     * `max-task-cost-usd` input (none when that is empty).
     */
    max_cost_usd: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().positive().optional(),
})
    .strict();
const ProjectSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    title: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1),
    description: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
    created: DateTimeString.optional(),
    /** The branch the loop works on. `branchName` is accepted as an alias (Ralph CLI's TASKS.json key). */
    branch: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1).optional(),
    branchName: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1).optional(),
})
    .strict();
const PrdSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    schema_version: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz(_model_js__WEBPACK_IMPORTED_MODULE_2__/* .SUPPORTED_SCHEMA_VERSION */ .EG),
    project: ProjectSchema,
    tasks: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(TaskSchema).min(1),
    completion_marker: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY().optional(),
    /** Set by a person to stop continuation chains (and parallel rounds) until it is removed. */
    paused: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY().optional(),
    disciplines: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(DisciplineSchema).optional(),
    features: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(FeatureSchema).optional(),
})
    .strict();
/** `.ralph/db/disciplines.yaml`: the disciplines shared by the tasks of prd.yaml. */
const DisciplinesFileSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ disciplines: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(DisciplineSchema) }).strict();
/** `.ralph/db/features.yaml`: the features shared by the tasks of prd.yaml. */
const FeaturesFileSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ features: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(FeatureSchema) }).strict();


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
/* harmony export */   YK: () => (/* reexport safe */ _source_text_js__WEBPACK_IMPORTED_MODULE_1__.YK),
/* harmony export */   aO: () => (/* binding */ scalarSource),
/* harmony export */   hN: () => (/* binding */ parseYaml),
/* harmony export */   o9: () => (/* reexport safe */ _source_text_js__WEBPACK_IMPORTED_MODULE_1__.o9),
/* harmony export */   oO: () => (/* binding */ makeLocator)
/* harmony export */ });
/* unused harmony export nodeAt */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var _source_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2425);
/**
 * The full YAML parser's side of reading a task list: a document with positions, for files
 * outside the fast reader's subset and for the exact messages of syntax errors. Loaded only
 * when such a file is read.
 */



function firstLine(message) {
    return message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
}
function tooDeepDiagnostic(file, at) {
    return (0,_source_text_js__WEBPACK_IMPORTED_MODULE_1__/* .diagnostic */ .YK)(file, 'YAML', `Nesting is too deep (more than ${_source_text_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_NESTING */ .M1} levels); a task list needs only a few`, at ?? { line: 1, column: 1 });
}
/** Parses one YAML document. Never throws. */
function parseYaml(text, file) {
    const deep = (0,_source_text_js__WEBPACK_IMPORTED_MODULE_1__/* .tooDeepAt */ .U2)(text);
    if (deep) {
        const errors = [tooDeepDiagnostic(file, deep)];
        return {
            doc: undefined,
            lineCounter: new yaml__WEBPACK_IMPORTED_MODULE_0__/* .LineCounter */ .HN(),
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
        const errors = [tooDeepDiagnostic(file, (0,_source_text_js__WEBPACK_IMPORTED_MODULE_1__/* .tooDeepAt */ .U2)(text, 50))];
        return {
            doc: undefined,
            lineCounter: new yaml__WEBPACK_IMPORTED_MODULE_0__/* .LineCounter */ .HN(),
            value: undefined,
            errors,
            warnings: [],
        };
    }
}
function parseYamlUnchecked(text, file) {
    const lineCounter = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .LineCounter */ .HN();
    const errors = [];
    const warnings = [];
    const at = (offset) => {
        const p = lineCounter.linePos(offset);
        return { line: p.line, column: p.col };
    };
    const doc = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
    for (const e of doc.errors)
        errors.push((0,_source_text_js__WEBPACK_IMPORTED_MODULE_1__/* .diagnostic */ .YK)(file, 'YAML', firstLine(e.message), at(e.pos[0])));
    for (const w of doc.warnings) {
        warnings.push((0,_source_text_js__WEBPACK_IMPORTED_MODULE_1__/* .diagnostic */ .YK)(file, 'YAML', firstLine(w.message), at(w.pos[0]), 'warning'));
    }
    if (errors.length > 0)
        return { doc: undefined, lineCounter, value: undefined, errors, warnings };
    let value;
    try {
        value = doc.toJS({ maxAliasCount: _source_text_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_ALIAS_COUNT */ .w4 });
    }
    catch (e) {
        const message = e instanceof Error ? e.message : String(e);
        const text = /alias count/i.test(message)
            ? `Too many YAML aliases (more than ${_source_text_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_ALIAS_COUNT */ .w4}); the file looks like an alias expansion attack`
            : `Cannot read YAML: ${firstLine(message)}`;
        errors.push((0,_source_text_js__WEBPACK_IMPORTED_MODULE_1__/* .diagnostic */ .YK)(file, 'YAML', text, { line: 1, column: 1 }));
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
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(node)) {
            const pair = node.items.find((p) => (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(p.key) && String(p.key.value) === String(seg));
            if (!pair)
                return last;
            if (isLast && opts.key)
                return pair.key;
            const value = pair.value;
            node =
                value && !((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(value) && value.value === null && value.source === '')
                    ? value
                    : pair.key;
        }
        else if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(node) && typeof seg === 'number') {
            const item = node.items[seg];
            if (item === undefined)
                return last;
            node = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isPair */ .tO)(item) ? item.key : item;
        }
        else {
            return last;
        }
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isAlias */ .Vj)(node))
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
    return (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(node) && typeof node.source === 'string' ? node.source : undefined;
}


/***/ })

};
