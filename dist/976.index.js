export const id = 976;
export const ids = [976];
export const modules = {

/***/ 6094:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fc: () => (/* binding */ assertNoLinks),
/* harmony export */   OR: () => (/* binding */ readIfExists),
/* harmony export */   Zf: () => (/* binding */ writeFileAtomic),
/* harmony export */   fG: () => (/* binding */ LinkRefusedError),
/* harmony export */   g1: () => (/* binding */ withFileIfExists),
/* harmony export */   lR: () => (/* binding */ removeNoFollow),
/* harmony export */   zO: () => (/* binding */ readChunks)
/* harmony export */ });
/* unused harmony export readChunksIfExists */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/**
 * The project's one atomic file writer: a temp file in the same directory (created
 * exclusively, synced), then a rename, so readers never see half a file and a crash
 * never leaves one. The file keeps its permission bits; missing directories are created.
 *
 * Links: the rename replaces whatever is at the path (a symbolic link included) without
 * following it. With `within`, no directory between `within` and the file may be a link
 * either (the agent could have replaced `.ralph` with a link to a directory outside the
 * repository): such a write, read or removal is refused with a `LinkRefusedError`.
 */




/** A harness read, write or removal would have gone through a symbolic link. */
class LinkRefusedError extends Error {
    name = 'LinkRefusedError';
}
/**
 * Checks that every existing directory between `within` and `path`'s parent is a real
 * directory; with `create`, missing ones are made one by one. Throws LinkRefusedError.
 */
async function assertNoLinks(within, path, create = false) {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.relative)(within, (0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(path));
    if (rel.startsWith('..') || (0,node_path__WEBPACK_IMPORTED_MODULE_3__.isAbsolute)(rel))
        throw new LinkRefusedError(`${path} is outside ${within}`);
    let current = within;
    for (const part of rel === '' ? [] : rel.split(node_path__WEBPACK_IMPORTED_MODULE_3__.sep)) {
        current = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(current, part);
        const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.lstat)(current).catch((error) => {
            if (error.code === 'ENOENT')
                return undefined;
            throw error;
        });
        if (info === undefined) {
            if (!create)
                return;
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)(current);
            continue;
        }
        if (!info.isDirectory()) {
            throw new LinkRefusedError(`refusing to use ${path}: ${(0,node_path__WEBPACK_IMPORTED_MODULE_3__.relative)(within, current)} is ${info.isSymbolicLink() ? 'a symbolic link' : 'not a directory'}`);
        }
    }
}
/**
 * Writes `content` (text, bytes, bytes in pieces written in order, or a stream of them written as
 * they come) to `path` atomically.
 */
async function writeFileAtomic(path, content, options = {}) {
    if (options.within !== undefined)
        await assertNoLinks(options.within, path, true);
    else
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(path), { recursive: true });
    const temp = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(path), `.${(0,node_path__WEBPACK_IMPORTED_MODULE_3__.basename)(path)}.${process.pid}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(4).toString('hex')}.tmp`);
    let mode;
    try {
        const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.lstat)(path);
        mode = info.isFile() ? info.mode & 0o777 : undefined;
    }
    catch {
        mode = undefined;
    }
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.open)(temp, 'wx', mode ?? 0o644);
    try {
        try {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.writeFile)(handle, content);
            await handle.sync();
        }
        finally {
            await handle.close();
        }
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rename)(temp, path);
    }
    catch (error) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.unlink)(temp).catch(() => undefined);
        throw error;
    }
}
/**
 * File contents, or undefined when the file does not exist. With `within`, a link (at the
 * path or on the way to it) is refused instead of followed.
 */
async function readIfExists(path, options = {}) {
    try {
        // Bytes first, decoded once: one flat string (decoding piece by piece joins the pieces,
        // and the join is copied again the first time the text is compared or sliced).
        if (options.within === undefined)
            return (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readFile)(path)).toString('utf8');
        await assertNoLinks(options.within, path);
        const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.open)(path, node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_NOFOLLOW);
        try {
            return (await handle.readFile()).toString('utf8');
        }
        finally {
            await handle.close();
        }
    }
    catch (error) {
        const code = error.code;
        if (code === 'ENOENT')
            return undefined;
        if (code === 'ELOOP')
            throw new LinkRefusedError(`refusing to read ${path}: it is a symbolic link`);
        throw error;
    }
}
/**
 * Runs `use` on the file at `path`, opened for reading with the same link rules as
 * `readIfExists`. Undefined when the file does not exist.
 */
async function withFileIfExists(path, options, use) {
    let handle;
    try {
        if (options.within !== undefined)
            await assertNoLinks(options.within, path);
        handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.open)(path, node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_NOFOLLOW);
    }
    catch (error) {
        const code = error.code;
        if (code === 'ENOENT')
            return undefined;
        if (code === 'ELOOP')
            throw new LinkRefusedError(`refusing to read ${path}: it is a symbolic link`);
        throw error;
    }
    try {
        return await use(handle);
    }
    finally {
        await handle.close();
    }
}
/**
 * Feeds the bytes of an open file to `consume` in chunks, without holding the whole file in
 * memory (`size` is what the file's status said before reading). Returns how many were read.
 */
async function readChunks(handle, size, consume) {
    const buffer = Buffer.allocUnsafe(Math.min(Math.max(size, 1), CHUNK_BYTES));
    let total = 0;
    for (;;) {
        const { bytesRead } = await handle.read(buffer, 0, buffer.length, null);
        if (bytesRead === 0)
            break;
        total += bytesRead;
        consume(buffer.subarray(0, bytesRead), size);
    }
    return total;
}
/**
 * Feeds a file's bytes to `consume` in chunks, with the same link rules as `readIfExists`,
 * without holding the whole file in memory. Returns the file's size, or undefined when absent.
 */
async function readChunksIfExists(path, options, consume) {
    return withFileIfExists(path, options, async (handle) => readChunks(handle, (await handle.stat()).size, consume));
}
const CHUNK_BYTES = 256 * 1024;
/** Removes a file or directory; a link is removed itself, never what it points to. */
async function removeNoFollow(path, options = {}) {
    if (options.within !== undefined) {
        await assertNoLinks(options.within, path);
        const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.lstat)(path).catch(() => undefined);
        if (!info)
            return;
        if (!info.isDirectory()) {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.unlink)(path);
            return;
        }
    }
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(path, { recursive: true, force: true });
}


/***/ }),

/***/ 5976:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  zS: () => (/* reexport */ CODE_TASK_FILE),
  Yw: () => (/* reexport */ errors_ImportError),
  o9: () => (/* reexport */ yaml_source/* MAX_PRD_BYTES */.o9),
  BV: () => (/* reexport */ schema/* PRD_SCHEMA_URL */.BV),
  ho: () => (/* reexport */ prd_document/* PrdEditError */.ho),
  Hi: () => (/* reexport */ schema/* TASK_STATUSES */.Hi),
  g6: () => (/* reexport */ prd_select/* countTasks */.g6),
  lM: () => (/* reexport */ prd_document/* documentOf */.lM),
  xy: () => (/* reexport */ diagnostics/* formatDiagnostic */.xy),
  T4: () => (/* reexport */ schema/* idKey */.T4),
  Dq: () => (/* reexport */ importSourceToYaml),
  As: () => (/* reexport */ prd_select/* isComplete */.As),
  zK: () => (/* reexport */ prd_document/* isoDateTime */.zK),
  fX: () => (/* reexport */ load_full.parsePrdText),
  z_: () => (/* reexport */ prdJsonSchemaText),
  ZV: () => (/* reexport */ prd_select/* progressPercent */.ZV),
  L2: () => (/* reexport */ save/* savePrdDocument */.L),
  DB: () => (/* reexport */ prd_select/* selectNextTask */.DB),
  mA: () => (/* reexport */ specReferences),
  sh: () => (/* reexport */ schema/* taskPriority */.sh),
  Zf: () => (/* reexport */ save/* writeFileAtomic */.Z)
});

// UNUSED EXPORTS: ALLOWED_TRANSITIONS, AgentToolSchema, BASELINE_MODES, DATE_TIME_PATTERN, DisciplineSchema, DisciplinesFileSchema, FeatureSchema, FeaturesFileSchema, KNOWN_KEYS, MAX_SHOWN_DIAGNOSTICS, McpServerSchema, PRIORITIES, PROVENANCES, PrdDocument, PrdSchema, PrioritySchema, ProjectSchema, SCHEMA_COMMENT, SUPPORTED_SCHEMA_VERSION, TaskCommentSchema, TaskIdSchema, TaskSchema, TaskStatusSchema, VerifyCommandObjectSchema, VerifyCommandSchema, capDiagnostics, checkTransition, detectImportFormat, emitPrdYaml, findTask, importSource, importToPrd, importToPrdYaml, isoDate, loadPrdFile, prdJsonSchema, projectBranch

// EXTERNAL MODULE: ./src/prd/schema.ts
var schema = __webpack_require__(9359);
// EXTERNAL MODULE: ./src/prd/diagnostics.ts
var diagnostics = __webpack_require__(9534);
// EXTERNAL MODULE: ./src/prd/load.ts
var load = __webpack_require__(5040);
// EXTERNAL MODULE: ./src/prd/load-full.ts + 2 modules
var load_full = __webpack_require__(8227);
// EXTERNAL MODULE: ./src/prd/select.ts
var prd_select = __webpack_require__(9828);
// EXTERNAL MODULE: ./src/prd/state-machine.ts
var state_machine = __webpack_require__(2243);
// EXTERNAL MODULE: ./src/prd/document.ts + 2 modules
var prd_document = __webpack_require__(6648);
// EXTERNAL MODULE: ./src/prd/save.ts
var save = __webpack_require__(2361);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./src/prd/importers/errors.ts
/** A task list that cannot be converted; the message says where and why. */
class errors_ImportError extends Error {
    name = 'ImportError';
}

// EXTERNAL MODULE: ./node_modules/mdast-util-from-markdown/lib/index.js + 45 modules
var lib = __webpack_require__(6855);
// EXTERNAL MODULE: ./node_modules/mdast-util-gfm/lib/index.js + 12 modules
var mdast_util_gfm_lib = __webpack_require__(8595);
// EXTERNAL MODULE: ./node_modules/micromark-extension-gfm/index.js + 7 modules
var micromark_extension_gfm = __webpack_require__(2297);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
;// CONCATENATED MODULE: ./src/prd/importers/md-tree.ts
/**
 * Markdown read through a CommonMark + GFM parser (mdast-util-from-markdown with the GFM
 * extensions: task list items, strikethrough, tables), and the few ways the importers look at the
 * tree. Text that goes into a task is taken from the source by position, so code spans and code
 * blocks reach prd.yaml exactly as they were written.
 */





function parseMarkdown(text) {
    const source = text.replace(/^\uFEFF/, '');
    return {
        root: (0,lib/* fromMarkdown */.Y)(source, { extensions: [(0,micromark_extension_gfm/* gfm */.T)()], mdastExtensions: [(0,mdast_util_gfm_lib/* gfmFromMarkdown */.C)()] }),
        source,
    };
}
/** The source text of a node, as written. */
function sourceOf(doc, node) {
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    return start === undefined || end === undefined ? '' : doc.source.slice(start, end);
}
/**
 * The source text of a run of blocks, with the indentation they share removed (blocks nested in a
 * list item are indented in the source).
 */
function blocksText(doc, nodes) {
    const skipped = (n) => (n.type === 'html' && /^<!--[\s\S]*-->$/.test(n.value.trim())) || n.type === 'thematicBreak';
    const first = nodes[0]?.position;
    const last = nodes[nodes.length - 1]?.position;
    if (first && last && nodes.every((n) => n.position?.start.column === 1 && !skipped(n))) {
        // Top-level blocks together: the source as written, blank lines and all.
        const text = doc.source.slice(first.start.offset, last.end.offset).trim();
        return text === '' ? undefined : text;
    }
    const parts = nodes
        .filter((n) => !(n.type === 'html' && /^<!--[\s\S]*-->$/.test(n.value.trim())))
        .map((n) => {
        const column = (n.position?.start.column ?? 1) - 1;
        return sourceOf(doc, n)
            .split('\n')
            .map((line, i) => (i === 0 ? line : line.replace(new RegExp(`^ {0,${column}}`), '')))
            .join('\n');
    })
        .filter((t) => t.trim() !== '' && !/^\s*([-*_])(\s*\1){2,}\s*$/.test(t));
    const text = parts.join('\n\n').trim();
    return text === '' ? undefined : text;
}
/**
 * Inline content as text for a title: emphasis markers go, code spans stay as written (with their
 * backticks), links keep their text, HTML comments go.
 */
function inlineText(doc, nodes) {
    return nodes
        .map((n) => {
        switch (n.type) {
            case 'text':
                return n.value;
            case 'inlineCode':
                return sourceOf(doc, n);
            case 'break':
                return '\n';
            case 'html':
                return /^<!--/.test(n.value) ? '' : n.value;
            case 'image':
                return n.alt ?? '';
            case 'footnoteReference':
                return '';
            default:
                return 'children' in n ? inlineText(doc, n.children) : '';
        }
    })
        .join('');
}
/** Plain heading text: "🔴 **High** Priority" -> "High Priority". */
function headingText(doc, heading) {
    return inlineText(doc, heading.children)
        .replace(/`/g, '')
        .replace(/^[^\p{L}\p{N}]+/u, '')
        .trim();
}
/** True when some of the inline content is struck through (`~~text~~`). */
function struckShare(doc, nodes) {
    const all = inlineText(doc, nodes).replace(/\s+/g, '').length;
    if (all === 0)
        return 0;
    const struck = nodes
        .filter((n) => n.type === 'delete')
        .map((n) => inlineText(doc, [n]).replace(/\s+/g, '').length)
        .reduce((a, b) => a + b, 0);
    return struck / all;
}
/** The document cut at headings of `depth` or less. */
function sectionsAt(doc, depth) {
    const out = [{ depth: 0, heading: undefined, title: '', blocks: [] }];
    for (const node of doc.root.children) {
        if (node.type === 'heading' && node.depth <= depth) {
            out.push({ depth: node.depth, heading: node, title: headingText(doc, node), blocks: [] });
        }
        else if (node.type !== 'yaml') {
            out[out.length - 1].blocks.push(node);
        }
    }
    return out.filter((s, i) => i > 0 || blocksText(doc, s.blocks) !== undefined);
}
/** The items of the lists in some blocks (one level), as title text. */
function listItemTexts(doc, blocks) {
    return blocks.flatMap((b) => b.type === 'list' ? b.children.map((item) => itemText(doc, item)) : []);
}
/** A list item's own text: its first paragraph, lines joined. */
function itemText(doc, item) {
    const first = item.children[0];
    if (first?.type !== 'paragraph')
        return '';
    return inlineText(doc, first.children)
        .replace(/\s*\n\s*/g, ' ')
        .trim();
}
/**
 * A `---` ... `---` block at the top, read as YAML; scalar values kept as text, nested values
 * ignored. No block: empty data, the whole text as body.
 */
function splitFrontmatter(text, fileName) {
    const source = text.replace(/^\uFEFF/, '');
    const data = new Map();
    const open = /^---[ \t]*\r?\n/.exec(source);
    if (!open)
        return { data, body: source };
    const close = /^---[ \t]*$/m.exec(source.slice(open[0].length));
    if (!close)
        throw new errors_ImportError(`${fileName}: the frontmatter block (---) is not closed`);
    const block = source.slice(open[0].length, open[0].length + close.index);
    let parsed;
    try {
        parsed = (0,dist/* parse */.qg)(block);
    }
    catch (e) {
        throw new errors_ImportError(`${fileName}: the frontmatter is not valid YAML: ${e.message}`);
    }
    if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) {
        for (const [key, value] of Object.entries(parsed)) {
            if (typeof value === 'string' && value.trim() !== '')
                data.set(key, value.trim());
            else if (typeof value === 'number' || typeof value === 'boolean')
                data.set(key, String(value));
            else if (value instanceof Date)
                data.set(key, value.toISOString());
        }
    }
    const rest = source.slice(open[0].length + close.index + close[0].length).replace(/^\r?\n/, '');
    return { data, body: rest };
}

;// CONCATENATED MODULE: ./src/prd/importers/report.ts
/** Collects report lines; a line said twice is kept once. */
class ReportBuilder {
    format;
    mappedLines = new Set();
    droppedLines = new Set();
    warningLines = new Set();
    unknownKeys = new Map();
    constructor(format) {
        this.format = format;
    }
    mapped(line) {
        this.mappedLines.add(line);
    }
    dropped(line) {
        this.droppedLines.add(line);
    }
    warn(line) {
        this.warningLines.add(line);
    }
    /** Counts a key the importer does not know, reported once with how often it appeared. */
    unknownKey(key) {
        this.unknownKeys.set(key, (this.unknownKeys.get(key) ?? 0) + 1);
    }
    /** `entry`: what one source entry is called, singular and plural, for the unknown keys. */
    build(prd, entry = ['entry', 'entries']) {
        const dropped = [...this.droppedLines];
        for (const [key, count] of this.unknownKeys) {
            dropped.push(`${key} (in ${count} ${count === 1 ? entry[0] : entry[1]})`);
        }
        return {
            prd,
            report: {
                format: this.format,
                mapped: [...this.mappedLines],
                dropped,
                warnings: [...this.warningLines],
            },
        };
    }
}

;// CONCATENATED MODULE: ./src/prd/importers/shared.ts
/** Small helpers shared by the importers. */

function parseJson(text, fileName) {
    try {
        return JSON.parse(text);
    }
    catch (e) {
        throw new errors_ImportError(`${fileName} is not valid JSON: ${e.message}`);
    }
}
function isRecord(v) {
    return v !== null && typeof v === 'object' && !Array.isArray(v);
}
function optionalString(entry, key, where) {
    const v = entry[key];
    if (v === undefined || v === null)
        return undefined;
    if (typeof v !== 'string')
        throw new errors_ImportError(`${where}: ${key} must be a string`);
    return v.trim() === '' ? undefined : v;
}
function requiredString(entry, key, where) {
    const v = optionalString(entry, key, where);
    if (v === undefined)
        throw new ImportError(`${where}: missing ${key}`);
    return v;
}
function stringList(entry, key, where) {
    const v = entry[key];
    if (v === undefined || v === null)
        return undefined;
    if (!Array.isArray(v) || v.some((x) => typeof x !== 'string')) {
        throw new ImportError(`${where}: ${key} must be a list of strings`);
    }
    const list = v.filter((s) => s.trim() !== '');
    return list.length > 0 ? list : undefined;
}
function isoDate(now) {
    return now.toISOString().slice(0, 10);
}
/** `task-001`, `task-002`, ... for lists whose entries have no ids. */
function generatedId(index) {
    return `task-${String(index + 1).padStart(3, '0')}`;
}
const GENERIC_NAMES = new Set([
    'prd',
    'tasks',
    'task',
    'fix plan',
    'todo',
    'plan',
    'stories',
    'implementation plan',
]);
/**
 * A project title from a file or directory name: `prd-task-priority.json` -> "Task priority";
 * undefined for names that say nothing (`prd.json`, `TASKS.json`, `@fix_plan.md`).
 */
function titleFromName(name) {
    const base = name
        .replace(/\/+$/, '')
        .split('/')
        .pop()
        .replace(/(\.code-task)?\.[a-z]+$/i, '')
        .replace(/^[@.]+/, '')
        .replace(/^prd[-_]/i, '')
        .replace(/[-_]prd$/i, '');
    const words = base.replace(/[-_]+/g, ' ').trim();
    if (words === '' || GENERIC_NAMES.has(words.toLowerCase()))
        return undefined;
    return words[0].toUpperCase() + words.slice(1);
}
const MAX_TITLE = 100;
/** A one-line title from longer text (first line, cut at a word near 100 characters). */
function titleFromText(text) {
    const line = text.trim().split('\n')[0].trim();
    if (line.length <= MAX_TITLE)
        return line;
    const cut = line.slice(0, MAX_TITLE);
    const space = cut.lastIndexOf(' ');
    return `${(space > 40 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}...`;
}

;// CONCATENATED MODULE: ./src/prd/importers/code-task-spec.ts
/** Paths a task text names in backticks that look like specs. */
function specReferences(text) {
    const found = text.matchAll(/`([^`\s]*(?:\.spec\.md|specs\/[^`\s]+\.md))`/g);
    return [...new Set([...found].map((m) => m[1].replace(/^\.\//, '')))];
}
const headingOf = (spec) => /^#\s+(.+?)\s*#*\s*$/m.exec(spec.text)?.[1]?.replace(/^(spec|specification)\s*[:\-–—]\s*/i, '');
function linkSpecs(tasks, specs, report) {
    const known = new Map(specs.map((s) => [s.name.replace(/^\.\//, ''), s]));
    const named = new Set();
    tasks.forEach(({ task, text }) => {
        const refs = specReferences(text).filter((r) => known.has(r));
        refs.forEach((r) => named.add(r));
        if (refs.length > 0) {
            task.context_files = refs;
            report.mapped('the spec a task names -> its context_files');
        }
    });
    const candidates = named.size > 0 ? [...named] : [...known.keys()];
    if (candidates.length !== 1)
        return undefined;
    const spec = known.get(candidates[0]);
    return { name: spec.name, title: headingOf(spec) };
}

;// CONCATENATED MODULE: ./src/prd/importers/code-task.ts





const CODE_TASK_FILE = /\.code-task\.md$/i;
const STATUSES = new Map(Object.entries({
    pending: 'pending',
    todo: 'pending',
    ready: 'pending',
    in_progress: 'in_progress',
    'in-progress': 'in_progress',
    completed: 'done',
    complete: 'done',
    done: 'done',
    blocked: 'blocked',
    obsolete: 'skipped',
    superseded: 'skipped',
    cancelled: 'skipped',
    canceled: 'skipped',
    skipped: 'skipped',
}));
const taskIdOf = (baseName) => baseName.replace(CODE_TASK_FILE, '');
/** "1. **Name**" with "- Given / - When / - Then" under it -> "Name: Given ...; When ...; Then ...". */
function criteriaOf(doc, blocks) {
    const out = [];
    for (const list of blocks) {
        if (list.type !== 'list')
            continue;
        for (const item of list.children) {
            const head = itemText(doc, item);
            const parts = item.children.slice(1).flatMap((child) => child.type === 'list'
                ? child.children.map((i) => itemText(doc, i))
                : child.type === 'paragraph'
                    ? [
                        inlineText(doc, child.children)
                            .replace(/\s*\n\s*/g, ' ')
                            .trim(),
                    ]
                    : []);
            out.push(parts.length === 0 ? head : `${head.replace(/:$/, '')}: ${parts.join('; ')}`);
        }
    }
    return out;
}
function metadata(doc, section, task, report) {
    for (const item of listItemTexts(doc, section.blocks)) {
        const match = /^\**([^:*]+?)\**\s*:\**\s*(.*)$/.exec(item);
        if (!match)
            continue;
        const key = match[1].trim().toLowerCase();
        const value = match[2].trim();
        if (key === 'labels' && value) {
            task.tags = value
                .split(',')
                .map((s) => s.trim())
                .filter(Boolean);
            report.mapped('Metadata Labels -> tags');
        }
        else if (value) {
            report.dropped(`Metadata ${match[1].trim()} (no prd.yaml field)`);
        }
    }
}
function readCodeTask(file, report) {
    const { data, body } = splitFrontmatter(file.text, file.name);
    const rawStatus = data.get('status') ?? 'pending';
    const status = STATUSES.get(rawStatus.toLowerCase());
    if (status === undefined) {
        throw new errors_ImportError(`${file.name}: unknown status '${rawStatus}' (expected pending, in_progress, completed, blocked or obsolete)`);
    }
    const doc = parseMarkdown(body);
    const h1 = doc.root.children.find((n) => n.type === 'heading' && n.depth === 1);
    const heading = h1?.type === 'heading' ? headingText(doc, h1) : undefined;
    const title = heading ? heading.replace(/^Task:\s*/i, '').trim() : taskIdOf(file.baseName);
    const task = { id: taskIdOf(file.baseName), title, status };
    if (status === 'blocked')
        task.blocked_by = 'Blocked in ralph-orchestrator';
    if (status === 'skipped') {
        task.tags = [rawStatus.toLowerCase()];
        report.mapped(`status ${rawStatus} -> skipped, tagged ${rawStatus.toLowerCase()} (never picked)`);
    }
    for (const key of data.keys()) {
        if (!['status', 'created', 'started', 'completed'].includes(key))
            report.unknownKey(key);
    }
    const sections = sectionsAt(doc, 2);
    const described = [];
    const dependencyText = [];
    const name = (s) => s.title.trim().toLowerCase();
    const textOf = (s) => blocksText(doc, s.blocks.filter((n) => !(n.type === 'heading' && n.depth === 1)));
    const bodySections = sections.filter((s) => !/^(acceptance criteria|metadata)$/.test(name(s)) &&
        !(s.depth <= 1 && textOf(s) === undefined));
    for (const section of sections) {
        const text = textOf(section);
        if (name(section) === 'acceptance criteria') {
            const criteria = criteriaOf(doc, section.blocks);
            if (criteria.length > 0)
                task.acceptance_criteria = criteria;
        }
        else if (name(section) === 'metadata') {
            metadata(doc, section, task, report);
        }
        else if (bodySections.length === 1 && name(section) === 'description') {
            if (text)
                described.push(text);
        }
        else if (section.depth <= 1) {
            if (text)
                described.push(text); // text before the first section
        }
        else {
            if (name(section) === 'dependencies' && text)
                dependencyText.push(text);
            described.push(text ? `## ${section.title}\n${text}` : `## ${section.title}`);
        }
    }
    dependencyText.push(...body.split('\n').filter((l) => /\bdepends on\b/i.test(l)));
    const description = described.join('\n\n').trim();
    if (description)
        task.description = description;
    return { task, dependencyText, text: file.text };
}
const DEPENDENTS = /^\W*none\b|\b(builds? on this|needed by|required by|blocks|unblocks|enables|is done|are done|done already)\b/i;
/** True when `to` already reaches `from` through the links made so far. */
function reaches(edges, from, to) {
    const seen = new Set();
    const stack = [to];
    while (stack.length > 0) {
        const at = stack.pop();
        if (at === from)
            return true;
        if (seen.has(at))
            continue;
        seen.add(at);
        stack.push(...(edges.get(at) ?? []));
    }
    return false;
}
/** `task-02-token-bucket` -> 2: the number "Task 2" refers to. */
const taskNumber = (id) => /^(?:task[-_]?)?0*(\d+)(?:[-_.]|$)/i.exec(id)?.[1];
function linkDependencies(tasks, report) {
    const ids = new Set(tasks.map((t) => String(t.task.id)));
    const byNumber = new Map();
    for (const { task } of tasks) {
        const n = taskNumber(String(task.id));
        if (n !== undefined)
            byNumber.set(n, String(task.id));
    }
    const edges = new Map();
    for (const { task, dependencyText } of tasks) {
        // Sentences that name a task the other way round ("Task 3 builds on this") are no dependency.
        const text = dependencyText
            .join('\n')
            .split(/(?<=[.;!?])\s+|\n/)
            .filter((sentence) => !DEPENDENTS.test(sentence))
            .join('\n');
        const named = [...text.matchAll(/([\w.-]+)\.code-task\.md/g)].map((m) => m[1]);
        const numbered = [...text.matchAll(/\btask\s+#?0*(\d+)\b/gi)].map((m) => byNumber.get(m[1]));
        const deps = [];
        for (const id of [...named, ...numbered]) {
            if (!id || !ids.has(id) || id === task.id || deps.includes(id))
                continue;
            // A task that names its dependent ("Task 3 builds on this") must not make a cycle.
            if (reaches(edges, String(task.id), id)) {
                report.warn(`${String(task.id)} names ${id}, which already depends on it: not made a dependency (no cycles)`);
                continue;
            }
            deps.push(id);
            edges.set(String(task.id), new Set([...(edges.get(String(task.id)) ?? []), id]));
        }
        if (deps.length > 0) {
            task.depends_on = deps;
            report.mapped('Dependencies naming another imported task (file name or "Task N") -> depends_on');
        }
    }
}
/** Reads each file; a file that cannot be read is reported with its path and left out. */
function readAll(taskFiles, report) {
    const tasks = [];
    const failures = [];
    for (const file of taskFiles) {
        try {
            tasks.push(readCodeTask(file, report));
        }
        catch (e) {
            if (!(e instanceof errors_ImportError))
                throw e;
            failures.push(e);
            report.dropped(`${e.message}: this file was left out; fix it and run ralph import again`);
        }
    }
    if (tasks.length === 0)
        throw failures[0];
    return tasks;
}
function importCodeTasks(sourceName, files, now, title, specs = []) {
    const report = new ReportBuilder('ralph-orchestrator code tasks (*.code-task.md)');
    const taskFiles = files
        .filter((f) => CODE_TASK_FILE.test(f.baseName))
        .sort((a, b) => a.baseName.localeCompare(b.baseName));
    if (taskFiles.length === 0)
        throw new errors_ImportError(`${sourceName}: no *.code-task.md files`);
    const tasks = readAll(taskFiles, report);
    linkDependencies(tasks, report);
    const spec = linkSpecs(tasks, specs, report);
    report.mapped('each .code-task.md -> a task: id from the file name, title from "# Task:", in file-name order');
    report.mapped('frontmatter status -> status (completed -> done)');
    report.mapped('Acceptance Criteria (Given/When/Then) -> acceptance_criteria, one per numbered item');
    report.mapped('the other sections -> description, with their headings');
    report.dropped('frontmatter created/started/completed dates');
    const project = {
        title: title.option ??
            spec?.title ??
            (taskFiles.length === 1 ? tasks[0].task.title : title.fallback),
    };
    if (title.option !== undefined)
        report.mapped('project title <- --title');
    else if (spec?.title !== undefined)
        report.mapped(`the spec's # heading (${spec.name}) -> project.title`);
    else
        report.mapped(`project title: "${project.title}" (set it with --title)`);
    project.created = isoDate(now);
    return report.build({ schema_version: '1.0', project, tasks: tasks.map((t) => t.task) }, [
        'task file',
        'task files',
    ]);
}

;// CONCATENATED MODULE: ./src/prd/importers/emit.ts
/** Writes a Prd as prd.yaml text in the SPEC-035 style, with the editor schema line on top. */


const SCHEMA_COMMENT = `# yaml-language-server: $schema=${schema/* PRD_SCHEMA_URL */.BV}`;
const FLOW_LISTS = new Set(['tags', 'depends_on']);
const TASK_KEYS = Object.keys(schema/* TaskSchema */.pj.shape);
/** The task's fields in the schema's order (id, title, description, status, priority, ...). */
function canonical(task) {
    const entries = Object.entries(task).sort(([a], [b]) => TASK_KEYS.indexOf(a) - TASK_KEYS.indexOf(b));
    return Object.fromEntries(entries);
}
function emitPrdYaml(prd) {
    const doc = new dist/* Document */.yo({ ...prd, tasks: prd.tasks.map(canonical) });
    doc.commentBefore = SCHEMA_COMMENT.slice(1);
    const root = doc.contents;
    const tasks = root.items.find((p) => p.key.value === 'tasks');
    if (tasks) {
        tasks.key.spaceBefore = true;
        tasks.value.items.forEach((item, i) => {
            if (i > 0)
                item.spaceBefore = true;
        });
    }
    (0,dist/* visit */.YR)(doc, {
        Pair(_, pair) {
            if ((0,dist/* isScalar */.jn)(pair.key) && FLOW_LISTS.has(String(pair.key.value)) && (0,dist/* isSeq */.oP)(pair.value)) {
                pair.value.flow = true;
            }
        },
        Scalar(_, node) {
            if (typeof node.value === 'string' && node.value.includes('\n'))
                node.type = 'BLOCK_LITERAL';
        },
    });
    return doc.toString({
        defaultStringType: 'QUOTE_DOUBLE',
        defaultKeyType: 'PLAIN',
        lineWidth: 0,
        flowCollectionPadding: false,
    });
}

;// CONCATENATED MODULE: ./src/prd/importers/priority.ts
// A Map: a word such as `constructor` must not find a member every object has.
const WORDS = new Map(Object.entries({
    critical: 'critical',
    urgent: 'critical',
    blocker: 'critical',
    highest: 'critical',
    p0: 'critical',
    high: 'high',
    p1: 'high',
    medium: 'medium',
    med: 'medium',
    normal: 'medium',
    moderate: 'medium',
    p2: 'medium',
    low: 'low',
    lowest: 'low',
    minor: 'low',
    p3: 'low',
    p4: 'low',
}));
/** A priority word as the other tools write it; undefined when it is not one. */
function priorityFromWord(word) {
    return WORDS.get(word.trim().toLowerCase());
}
/** Reads a priority value (integer or word); an unreadable one is reported and ignored. */
function readPriority(value, where, report) {
    if (value === undefined || value === null || value === '')
        return undefined;
    if (typeof value === 'number' && Number.isInteger(value))
        return value;
    if (typeof value === 'string') {
        const trimmed = value.trim();
        if (/^\d+$/.test(trimmed))
            return Number(trimmed);
        const level = priorityFromWord(trimmed);
        if (level)
            return level;
    }
    report.warn(`${where}: priority ${JSON.stringify(value)} is not a level or a number; ignored`);
    return undefined;
}
/** Highest first. */
const LEVELS = ['critical', 'high', 'medium', 'low'];
const RANK = { critical: 0, high: 1, medium: 2, low: 3 };
/** The task with its priority set, written right after its status. */
function withPriority(task, priority) {
    if (priority === undefined)
        return task;
    const { id, title, status, ...rest } = task;
    return { id, title, status, priority, ...rest };
}
/** Integer -> level for the integers present in one file (see the module comment). */
function integerLevels(values) {
    const distinct = [...new Set(values)].sort((a, b) => a - b);
    const levels = new Map();
    const absolute = distinct.every((v) => v >= 1 && v <= 4);
    distinct.forEach((value, rank) => {
        const index = absolute ? value - 1 : Math.floor((rank * 4) / distinct.length);
        levels.set(value, LEVELS[index]);
    });
    return levels;
}
function describeBands(levels) {
    const bands = [];
    for (const level of LEVELS) {
        const values = [...levels].filter(([, l]) => l === level).map(([v]) => v);
        if (values.length === 0)
            continue;
        const first = values[0];
        const last = values[values.length - 1];
        bands.push(`${first === last ? first : `${first}-${last}`} -> ${level}`);
    }
    return bands.join(', ');
}
/**
 * Orders items by source priority (stable) and gives each its level. Without any priority in the
 * file, file order is kept and no levels are set.
 */
function orderByPriority(items, report, what = 'priority') {
    if (items.every((i) => i.priority === undefined)) {
        return items.map(({ item }) => ({ item, priority: undefined }));
    }
    const integers = items.flatMap((i) => (typeof i.priority === 'number' ? [i.priority] : []));
    const levels = integerLevels(integers);
    if (integers.length > 0) {
        report.mapped(`${what} (1 = highest) -> priority: ${describeBands(levels)}`);
    }
    if (items.some((i) => typeof i.priority === 'string')) {
        report.mapped(`${what} words -> the matching priority level`);
    }
    const missing = items.filter((i) => i.priority === undefined).length;
    if (missing > 0) {
        report.warn(`${missing} without a ${what}: imported as low, after the others`);
    }
    const keyed = items.map(({ item, priority }, index) => {
        const level = priority === undefined
            ? 'low'
            : typeof priority === 'number'
                ? levels.get(priority)
                : priority;
        const order = priority === undefined
            ? Number.POSITIVE_INFINITY
            : typeof priority === 'number'
                ? priority
                : 0;
        return { item, level, rank: priority === undefined ? 4 : RANK[level], order, index };
    });
    keyed.sort((a, b) => a.rank - b.rank || a.order - b.order || a.index - b.index);
    return keyed.map(({ item, level }) => ({ item, priority: level }));
}

;// CONCATENATED MODULE: ./src/prd/importers/checklist-sections.ts
/**
 * What a checklist section heading means for the items under it: a priority band, Optional,
 * Deferred ("do not pick"), Completed, Notes, or plain work. Priorities are found where the other
 * tools put them: `## High Priority`, `## Priority 2`, `## P1: Tests`, `## Phase 1: X (P0 - Critical)`,
 * `## Phase 2 (Priority: HIGH)`.
 */

const PLAIN = { kind: 'tasks', priority: undefined };
const WORD = '(critical|urgent|high|medium|low)';
/** Sections whose lists are not work to do: criteria, logs, notes, how-to. */
const NOT_TASKS = /^(notes?|success (criteria|metrics)|completion criteria|definition of done|exit criteria|done log|changelog|change log|progress( log| tracking)?|discoveries|learnings|lessons learned|open questions|references|format\b|path conventions|parallel (example|opportunities|execution)|dependencies( (&|and) execution order)?|execution order|implementation strategy|current state|overview|summary|testing checklist|verification checklist|how to use|legend)\b/;
/** A priority written anywhere in a heading; undefined when there is none. */
function headingPriority(text) {
    const leading = new RegExp(`^${WORD}\\b`).exec(text);
    if (leading)
        return priorityFromWord(leading[1]);
    const numbered = /^(?:priority|p)\s*(\d+)\b/.exec(text);
    if (numbered)
        return Number(numbered[1]);
    const labelled = new RegExp(`\\bpriority\\s*[:=]?\\s*(?:${WORD}|p?(\\d+))\\b`).exec(text);
    if (labelled)
        return labelled[1] ? priorityFromWord(labelled[1]) : Number(labelled[2]);
    const pLevel = /\(\s*p(\d)\b/.exec(text) ?? /\bp(\d)\s*[:-]/.exec(text);
    if (pLevel)
        return Number(pLevel[1]);
    const worded = new RegExp(`\\b${WORD}\\s+priority\\b|\\(\\s*${WORD}\\s*\\)`).exec(text);
    if (worded)
        return priorityFromWord(worded[1] ?? worded[2]);
    return undefined;
}
/** What a section heading means for the items under it. */
function classifySection(heading) {
    const text = heading
        .replace(/[*_`]/g, '')
        .replace(/^[^\p{L}\p{N}]+/u, '')
        .trim()
        .replace(/^\d+(?:\.\d+)*[.)]?\s+/, '')
        .toLowerCase();
    if (/\b(deferred|postponed|do not (pick|start|do)|don'?t (pick|start)|not now|icebox|parking lot|won'?t do)\b/.test(text)) {
        return { kind: 'deferred' };
    }
    if (/^(optional|nice[- ]to[- ]have|stretch|backlog)\b/.test(text))
        return { kind: 'optional' };
    if (/^(completed?|done|finished)\b/.test(text))
        return { kind: 'completed' };
    if (NOT_TASKS.test(text))
        return { kind: 'notes' };
    if (/^in[- ]progress\b/.test(text))
        return { kind: 'tasks', priority: undefined, inProgress: true };
    const priority = headingPriority(text);
    return priority === undefined ? PLAIN : { kind: 'tasks', priority };
}
/**
 * The meaning of a heading nested under a band (`### Scanner` inside `## Deferred`, `### T1` inside
 * `## P1: Tests`): a sub-heading of its own kind (Optional, Deferred, Completed, Notes) wins;
 * otherwise the band's meaning holds, so its items keep the band's priority.
 */
function nestedSection(own, band) {
    if (own.kind !== 'tasks' || own.inProgress)
        return own;
    if (band.kind === 'tasks' && band.priority === undefined)
        return own;
    return band;
}

;// CONCATENATED MODULE: ./src/prd/importers/item-deps.ts
const PHRASE = /\b(depends\s+on|dependencies|dependency|depends|blocked\s+by|requires|required|after)\b\s*:?\s*/gi;
const STRICT = /^(depends|dependenc|blocked)/i;
const LABEL = /^[A-Z]{0,6}[-_]?\d+(?:[.-]\d+)*[a-z]?$/i;
const NOUN = /^(tasks?|steps?|items?|stories|story|#)$/i;
const NONE = /^(none|nothing|n\/a|-)$/i;
function pad(n, width) {
    return String(n).padStart(width, '0');
}
/** One token: a label, or a range ("1-4", "7.1a–f", "T001–T005"); undefined when it is none. */
function expand(raw) {
    const token = raw.replace(/^[(`*_#]+/, '').replace(/[)`*_.,;:]+$/, '');
    const letters = /^(.*\d)([a-z])[–—-]([a-z])$/i.exec(token);
    if (letters) {
        const from = letters[2].toLowerCase().charCodeAt(0);
        const to = letters[3].toLowerCase().charCodeAt(0);
        if (to >= from && to - from < 26) {
            return Array.from({ length: to - from + 1 }, (_, i) => `${letters[1]}${String.fromCharCode(from + i)}`);
        }
    }
    const numbers = /^([A-Z]{0,3})(\d+)[–—-]\1?(\d+)$/i.exec(token);
    if (numbers) {
        const from = Number(numbers[2]);
        const to = Number(numbers[3]);
        if (to > from && to - from <= 100) {
            const width = numbers[2].length;
            return Array.from({ length: to - from + 1 }, (_, i) => `${numbers[1]}${pad(from + i, width)}`);
        }
    }
    return LABEL.test(token) ? [token] : undefined;
}
/** The labels named after a phrase, up to the first word that is not a label. */
function labelsAfter(tail) {
    const tokens = tail.split(/\s*(?:,|;|\+|&|\/|\band\b|\s)\s*/i).filter((t) => t !== '');
    const labels = [];
    for (const token of tokens) {
        if (NOUN.test(token))
            continue;
        if (NONE.test(token.replace(/[().,;:]+/g, '')))
            return [];
        const found = expand(token);
        if (!found)
            break;
        labels.push(...found);
    }
    return labels.length > 0 ? labels : undefined;
}
/** The dependencies a piece of prose names (code spans ignored). */
function dependencyText(text) {
    const plain = text.replace(/`[^`]*`/g, ' ');
    const out = [];
    for (const match of plain.matchAll(PHRASE)) {
        const tail = plain.slice(match.index + match[0].length).split(/[\n]/)[0];
        const labels = labelsAfter(tail);
        if (labels === undefined)
            continue;
        const strict = STRICT.test(match[1]);
        // "after 5 seconds", "requires 2 GB": loose words only take ids such as T012 or 9.1.
        const kept = strict ? labels : labels.filter((l) => /[a-z]|\./i.test(l));
        if (kept.length > 0)
            out.push({ labels: kept, strict });
    }
    return out;
}
/** True when a line says nothing but dependencies ("Dependencies: Tasks 1-4", "_Depends: 4.1_"). */
function isDependencyLine(text) {
    return /^[\s*_]*(depends\s+on|dependencies|dependency|depends|blocked\s+by|requires)\b[\s*_]*:/i.test(text);
}
/** The text with a trailing dependency clause removed ("Add X. Depends on T006." -> "Add X."). */
function withoutTrailingDependency(text) {
    const match = /[\s(_*]*\b(depends\s+on|dependencies)\b\s*:?\s*([^)]*?)[\s)_*.]*$/i.exec(text);
    if (!match || match.index === 0 || labelsAfter(match[2]) === undefined)
        return text;
    return text.slice(0, match.index).replace(/[\s;,.]+$/, '');
}
const key = (label) => label
    .toLowerCase()
    .replace(/^(task|step)\s*#?/, '')
    .replace(/^0+(?=\d)/, '');
/** True when `to` already reaches `from` through depends_on. */
function item_deps_reaches(edges, from, to) {
    const seen = new Set();
    const stack = [to];
    while (stack.length > 0) {
        const at = stack.pop();
        if (at === from)
            return true;
        if (seen.has(at))
            continue;
        seen.add(at);
        for (const next of edges.get(at) ?? [])
            stack.push(next);
    }
    return false;
}
/** Sets depends_on from the prose; names unknown labels and refused cycles in the report. */
function linkDependencyText(items, report) {
    const byLabel = new Map();
    for (const { task, labels } of items)
        for (const l of labels)
            byLabel.set(key(l), task.id);
    const edges = new Map();
    for (const { task } of items) {
        for (const d of task.depends_on ?? []) {
            if (!edges.has(String(task.id)))
                edges.set(String(task.id), new Set());
            edges.get(String(task.id)).add(String(d));
        }
    }
    for (const { task, deps } of items) {
        const id = String(task.id);
        const unknown = [];
        for (const dep of deps) {
            for (const label of dep.labels) {
                const target = byLabel.get(key(label));
                if (target === undefined) {
                    if (dep.strict)
                        unknown.push(label);
                    continue;
                }
                if (String(target) === id)
                    continue;
                if (item_deps_reaches(edges, id, String(target))) {
                    report.warn(`${id} depends on ${String(target)}, which already depends on ${id}: that link was left out (no cycles)`);
                    continue;
                }
                if (!edges.has(id))
                    edges.set(id, new Set());
                edges.get(id).add(String(target));
                task.depends_on = [...(task.depends_on ?? []), target].filter((v, i, all) => all.findIndex((w) => String(w) === String(v)) === i);
                report.mapped('dependencies written as prose ("Depends on 9.1", "after T012") -> depends_on');
            }
        }
        if (unknown.length > 0) {
            report.warn(`${id} ("${task.title}") depends on ${[...new Set(unknown)].join(', ')}, which no item in the file is: left out`);
        }
    }
}

;// CONCATENATED MODULE: ./src/prd/importers/task-list-md.ts







const FORMAT_NAMES = {
    checklist: 'prd.md checklist',
    'fix-plan': 'frankbria fix_plan.md',
    'implementation-plan': 'IMPLEMENTATION_PLAN.md (Huntley-style plan)',
    'spec-kit': 'spec-kit tasks.md',
    kiro: 'Kiro tasks.md',
};
/** Kiro's optional task: `- [ ]* 2.3 Write a property test` (no GFM task item: the `*`). */
const KIRO_OPTIONAL = /^\[([ xX])\]\*\s*/;
const LABELS = [
    /^(?:task|step|item)\s+#?(\d+(?:\.\d+)*[a-z]?)\s*[:.)\-–—]\s*/i,
    /^([A-Z][A-Z0-9]{0,5}-\d+[a-z]?)\s*[:.)\-–—]?\s+/,
    /^([A-Z]{1,3}\d{2,}[a-z]?)\s*[:.)\-–—]?\s+/,
    /^([A-Z]{0,2}\d+(?:\.\d+)+[a-z]?)\s*[:.)\-–—]?\s+/,
    /^([A-Z]{1,2}\d+)\s*[:.)\-–—]\s+/,
    /^(\d+)[.)]\s+/,
];
const SKIP_WORDS = /\b(SKIP|SKIPPED|DEFERRED|OBSOLETE|WONTFIX|WON'T FIX)\b/;
const SKIP_PHRASES = /\((?:future|deferred|skip(?:ped)?|obsolete|wontfix)\b[^)]*\)|\bout of scope\b/i;
const DEFERRED_NOTE = /\s*\((deferred|postponed|later)\b\s*[-:–—]?\s*([^)]*)\)/i;
const BLOCKED_NOTE = /\s*\((blocked)\b\s*[-:–—]?\s*([^)]*)\)/i;
/** A list item's own paragraph, and the Kiro star it may start with. */
function ownParagraph(item) {
    const first = item.children[0];
    return first?.type === 'paragraph' ? first : undefined;
}
function isChecklistItem(doc, item) {
    if (item.checked !== null && item.checked !== undefined)
        return true;
    const p = ownParagraph(item);
    return p !== undefined && KIRO_OPTIONAL.test(sourceOf(doc, p));
}
function hasChecklist(doc) {
    let found = false;
    const visit = (nodes) => {
        for (const n of nodes) {
            if (found)
                return;
            if (n.type === 'listItem' && isChecklistItem(doc, n))
                found = true;
            if ('children' in n)
                visit(n.children);
        }
    };
    visit(doc.root.children);
    return found;
}
function projectTitle(heading) {
    const fixPlan = /^(?:ralph\s+)?fix\s+plan\b\s*[-:–—]?\s*(.*)$/i.exec(heading);
    const title = (fixPlan ? fixPlan[1] : heading)
        .replace(/^(tasks|implementation (plan|tasks))\s*[-:–—]?\s*/i, '')
        .replace(/\s+PRD$/i, '');
    return title.trim() || undefined;
}
function takeLabel(text) {
    for (const pattern of LABELS) {
        const match = pattern.exec(text);
        if (match && match[0].length < text.length) {
            return { label: match[1], text: text.slice(match[0].length) };
        }
    }
    return { label: undefined, text };
}
/** Inline content with the leading Kiro star and label text removed. */
function readItemText(doc, item, ordered) {
    const p = ownParagraph(item);
    const children = p ? [...p.children] : [];
    let full = inlineText(doc, children).trim();
    let optional = false;
    let checkedByStar = false;
    const star = KIRO_OPTIONAL.exec(full);
    if (star) {
        optional = true;
        checkedByStar = star[1] !== ' ';
        full = full.slice(star[0].length);
    }
    const struck = p !== undefined && struckShare(doc, p.children) >= 0.5;
    // `1. Title` in a numbered list: the number is the label.
    let label;
    const marker = ordered ? /^\s*(\d+)[.)]/.exec(sourceOf(doc, item)) : null;
    if (marker)
        label = marker[1];
    const [firstLine, ...more] = full.split('\n');
    let head = firstLine.trim();
    const rest = more.map((l) => l.trim()).filter((l) => l !== '');
    let deferred;
    const deferredNote = DEFERRED_NOTE.exec(head);
    if (deferredNote) {
        deferred = deferredNote[2].trim() || 'deferred';
        head = head.replace(deferredNote[0], '');
    }
    let blocked;
    const blockedNote = BLOCKED_NOTE.exec(head);
    if (blockedNote) {
        blocked = blockedNote[2].trim() || 'marked BLOCKED in the source';
        head = head.replace(blockedNote[0], '');
    }
    let skip = struck ? 'struck through in the source' : undefined;
    const inParens = /\s*\(([^()]*)\)/g;
    const group = [...head.matchAll(inParens)].find((m) => SKIP_WORDS.test(m[1]));
    const word = group ?? SKIP_WORDS.exec(head) ?? SKIP_PHRASES.exec(head);
    if (word) {
        const said = (group ? group[1] : word[0]).replace(/[()]/g, '').trim();
        if (/^deferred\b/i.test(said))
            deferred ??= 'marked DEFERRED in the source';
        else
            skip ??= `marked ${said} in the source`;
        head = head
            .replace(word[0], '')
            .replace(/\s*[-–—:,;(]*\s*$/, '')
            .replace(/^\s*[-–—:]\s*/, '');
    }
    // A bold lead is the title; the text after it belongs to the description.
    const boldLead = children.find((c) => !(c.type === 'text' && c.value.trim() === ''));
    let reworded = false;
    if (boldLead?.type === 'strong') {
        const bold = inlineText(doc, boldLead.children).trim();
        const after = head.slice(head.indexOf(bold) + bold.length).replace(/^[\s*_:.\-–—]+/, '');
        if (head.includes(bold)) {
            head = bold.replace(/[:.]$/, '');
            if (after.trim() !== '')
                rest.unshift(after.trim());
            reworded = true;
        }
    }
    const own = takeLabel(head);
    if (own.label !== undefined) {
        label ??= own.label;
        head = own.text;
        reworded = true;
    }
    // spec-kit: `T005 [P] [US1] Create ...`
    const tags = [];
    for (;;) {
        const tag = /^\[(P|US\d+|[A-Z][A-Za-z]*\d*)\]\s*/.exec(head);
        if (!tag)
            break;
        tags.push(tag[1] === 'P' ? 'parallel' : tag[1]);
        head = head.slice(tag[0].length);
    }
    head = withoutTrailingDependency(head)
        .replace(/\s{2,}/g, ' ')
        .replace(/^[\s*_~]+|[\s*_~]+$/g, '')
        .trim();
    return {
        label,
        title: head,
        rest,
        tags,
        skip,
        blocked,
        deferred,
        optional,
        checkedByStar,
        reworded,
    };
}
/** "**Files**: a.ts, b.ts" under an item -> the paths; undefined for other lines. */
function filesLine(text) {
    const match = /^[*_]*(files?|files to (create|modify|change)|touches)[*_]*\s*:\s*[*_]*\s*(.*)$/i.exec(text);
    if (!match)
        return undefined;
    return match[3]
        .split(/\s*,\s*/)
        .map((f) => f.replace(/^`|`$/g, '').trim())
        .filter((f) => f !== '' && !/^(none|n\/a|-)\b/i.test(f));
}
const REQUIREMENTS = /^[*_]*(requirements?|_requirements?)[*_]*\s*:/i;
class Walker {
    doc;
    flavor;
    numbered;
    out = {
        title: undefined,
        items: [],
        leftOut: [],
        prose: [],
        prioritySections: false,
    };
    stack = [];
    sawTitle = false;
    constructor(doc, flavor, numbered) {
        this.doc = doc;
        this.flavor = flavor;
        this.numbered = numbered;
    }
    get section() {
        return this.stack.length > 0 ? this.stack[this.stack.length - 1].kind : PLAIN;
    }
    get sectionName() {
        return this.stack.map((s) => s.name).join(' > ');
    }
    run() {
        for (const node of this.doc.root.children) {
            if (node.type === 'heading')
                this.heading(node.depth, headingText(this.doc, node));
            else if (node.type === 'list')
                this.list(node);
            else
                this.prose(node);
        }
        return this.out;
    }
    heading(depth, text) {
        if (depth === 1 && !this.sawTitle) {
            this.sawTitle = true;
            this.out.title = projectTitle(text);
            return;
        }
        while (this.stack.length > 0 && this.stack[this.stack.length - 1].depth >= depth) {
            this.stack.pop();
        }
        const own = classifySection(text);
        const parent = this.stack[this.stack.length - 1];
        let kind = own;
        if (parent) {
            // Under a section that holds no tasks, nothing is a task.
            kind =
                parent.kind.kind === 'notes' || parent.kind.kind === 'completed'
                    ? parent.kind
                    : nestedSection(own, parent.kind);
        }
        if (this.flavor === 'spec-kit' && kind.kind === 'tasks') {
            if (kind.priority !== undefined)
                this.out.headingPriorities = true;
            kind = PLAIN;
        }
        if ((kind.kind === 'tasks' && (kind.priority !== undefined || kind.inProgress)) ||
            kind.kind === 'optional' ||
            kind.kind === 'deferred') {
            this.out.prioritySections = true;
        }
        this.stack.push({ depth, kind, name: text });
    }
    prose(node) {
        const text = blocksText(this.doc, [node]);
        if (text !== undefined)
            this.addProse(text);
    }
    addProse(text) {
        const last = this.out.prose[this.out.prose.length - 1];
        if (last && last.heading === this.sectionName)
            last.text += `${last.text ? '\n\n' : ''}${text}`;
        else
            this.out.prose.push({ heading: this.sectionName, text });
    }
    isTask(item, list) {
        return this.numbered ? list.ordered === true : isChecklistItem(this.doc, item);
    }
    list(list) {
        const tasks = this.section.kind !== 'notes' && this.section.kind !== 'completed';
        const rest = [];
        for (const item of list.children) {
            if (tasks && this.isTask(item, list)) {
                this.item(item, list, undefined);
                continue;
            }
            // What would have been a task anywhere else is named as left out.
            if (!tasks && (this.isTask(item, list) || isChecklistItem(this.doc, item))) {
                this.leaveOut(item);
            }
            rest.push(item);
        }
        // Lists that are not tasks stay readable in the project description.
        const text = rest
            .map((i) => blocksText(this.doc, [i]))
            .filter((t) => t !== undefined)
            .join('\n');
        if (text !== '')
            this.addProse(text);
    }
    leaveOut(item) {
        const text = readItemText(this.doc, item, false);
        const why = this.section.kind === 'completed'
            ? 'a record of finished work, not a task'
            : 'this section lists no work to do';
        this.out.leftOut.push({ text: text.title, section: this.sectionName, why });
    }
    item(listItem, list, parent) {
        const text = readItemText(this.doc, listItem, list.ordered === true && this.numbered);
        const item = {
            label: text.label,
            title: text.title,
            description: [],
            checked: listItem.checked === true || text.checkedByStar,
            optional: text.optional,
            skip: text.skip,
            blocked: text.blocked,
            section: this.section,
            sectionName: this.sectionName,
            criteria: [],
            deps: dependencyText(inlineText(this.doc, ownParagraph(listItem)?.children ?? [])),
            files: [],
            tags: text.tags,
            parent,
            reworded: text.reworded,
        };
        if (text.deferred !== undefined)
            item.skip = `deferred: ${text.deferred}`;
        for (const line of text.rest)
            if (!this.detailLine(line, item))
                item.description.push(line);
        const index = this.out.items.push(item) - 1;
        const blocks = listItem.children.slice(ownParagraph(listItem) ? 1 : 0);
        const described = [];
        for (const block of blocks) {
            if (block.type !== 'list') {
                described.push(block);
                continue;
            }
            for (const child of block.children)
                this.nested(child, block, item, index);
        }
        const body = blocksText(this.doc, described);
        if (body !== undefined)
            item.description.push(body);
    }
    /** A dependency, files or requirements line under an item; false for any other line. */
    detailLine(line, item) {
        const deps = isDependencyLine(line) ? dependencyText(line) : [];
        if (deps.length > 0 ||
            /^[\s*_]*(depends\s+on|dependencies)[\s*_]*:[\s*_]*(none|n\/a|-)\b/i.test(line)) {
            item.deps.push(...deps);
            return true;
        }
        const files = filesLine(line.replace(/^_|_$/g, ''));
        if (files) {
            item.files.push(...files);
            return true;
        }
        if (REQUIREMENTS.test(line)) {
            item.description.push(line.replace(/^_(.*)_$/, '$1'));
            return true;
        }
        return false;
    }
    /** One item nested under a task: a subtask, a criterion, or a dependency/files/requirements line. */
    nested(child, list, item, index) {
        const text = readItemText(this.doc, child, false);
        const line = inlineText(this.doc, ownParagraph(child)?.children ?? []).trim();
        if (isChecklistItem(this.doc, child) && (text.label !== undefined || this.flavor === 'kiro')) {
            this.item(child, list, index);
            return;
        }
        if (this.detailLine(line, item))
            return;
        const nestedText = sourceOf(this.doc, child)
            .replace(/^\s*[-*+]\s+/, '')
            .replace(/^\s*\d+[.)]\s+/, '');
        const own = child.checked === true ? `[x] ${line}` : line;
        const deeper = child.children.length > 1 ? nestedText.split('\n').slice(1).join(' ').trim() : '';
        item.criteria.push(deeper ? `${own} ${deeper.replace(/\s+/g, ' ')}` : own);
    }
}
function itemTask(item, id, fileName) {
    const task = { id, title: titleFromText(item.title || '(untitled)'), status: 'pending' };
    if (task.title !== item.title)
        item.description.unshift(item.title);
    const where = item.sectionName
        ? `in ${fileName} (section "${item.sectionName}")`
        : `in ${fileName}`;
    if (item.checked)
        task.status = 'done';
    else if (item.optional || item.section.kind === 'optional') {
        task.status = 'skipped';
        task.tags = ['optional'];
        item.description.push(`Optional ${where}: not required. Set status: pending to have the loop do it.`);
    }
    else if (item.section.kind === 'deferred' || item.skip?.startsWith('deferred')) {
        task.status = 'skipped';
        task.tags = ['deferred'];
        const reason = item.skip?.startsWith('deferred: ') ? `: ${item.skip.slice(10)}` : '';
        item.description.push(`Deferred ${where}${reason}. Not to be picked now; set status: pending to have the loop do it.`);
    }
    else if (item.skip !== undefined) {
        task.status = 'skipped';
        task.tags = ['skipped'];
        item.description.push(`Skipped ${where}: ${item.skip}. Set status: pending to have the loop do it.`);
    }
    else if (item.blocked !== undefined) {
        task.status = 'blocked';
        task.blocked_by = `${item.blocked} ${where}`;
    }
    else if (item.section.kind === 'tasks' && item.section.inProgress) {
        task.status = 'in_progress';
    }
    if (item.tags.length > 0)
        task.tags = [...new Set([...(task.tags ?? []), ...item.tags])];
    if (item.description.length > 0)
        task.description = item.description.join('\n\n');
    if (item.criteria.length > 0)
        task.acceptance_criteria = item.criteria;
    if (item.files.length > 0)
        task.files = [...new Set(item.files)];
    return task;
}
/** Source ids where they are unique; generated ids for the rest. */
function assignIds(items, report) {
    const count = new Map();
    for (const i of items)
        if (i.label)
            count.set(i.label, (count.get(i.label) ?? 0) + 1);
    const used = new Set();
    const ids = items.map((item, index) => {
        const label = item.label;
        if (label !== undefined && count.get(label) === 1)
            return label;
        if (label !== undefined) {
            report.warn(`${count.get(label)} items are numbered ${label}: they get generated ids`);
        }
        let n = index;
        while (used.has(generatedId(n)) || count.has(generatedId(n)))
            n++;
        return generatedId(n);
    });
    ids.forEach((id) => used.add(id));
    return ids;
}
function describeProse(parsed) {
    const parts = parsed.prose
        .filter((p) => p.text.trim() !== '')
        .map((p) => (p.heading === '' ? p.text : `${p.heading}:\n${p.text}`));
    return parts.length > 0 ? parts.join('\n\n') : undefined;
}
function importTaskListMarkdown(text, fileName, now, title, flavor) {
    const doc = parseMarkdown(text);
    // Checklist items are the tasks; numbered items are when no checklist item is work to do
    // (a plan whose only checkboxes are a testing checklist under its Notes).
    let numbered = !hasChecklist(doc);
    let parsed = new Walker(doc, flavor, numbered).run();
    if (!numbered && parsed.items.length === 0) {
        numbered = true;
        parsed = new Walker(doc, flavor, numbered).run();
    }
    if (parsed.items.length === 0) {
        throw new errors_ImportError(`${fileName}: no tasks found (expected checklist lines like "- [ ] Do something", or numbered items under headings)`);
    }
    const format = flavor === 'checklist' && parsed.prioritySections ? 'fix-plan' : flavor;
    const report = new ReportBuilder(FORMAT_NAMES[format]);
    report.mapped(numbered
        ? 'each numbered item under a task heading -> a task, its number as its id'
        : 'each top-level checklist item -> a task; [x] -> done, [ ] -> pending');
    const ids = assignIds(parsed.items, report);
    const tasks = parsed.items.map((item, i) => itemTask(item, ids[i], fileName));
    linkSubtasks(parsed.items, tasks, flavor, report);
    linkDependencyText(parsed.items.map((item, i) => ({
        task: tasks[i],
        labels: item.label ? [item.label] : [],
        deps: item.deps,
    })), report);
    const ordered = orderTasks(parsed.items, tasks, format, report);
    reportItems(parsed, ordered, report, format);
    const project = { title: title.option ?? parsed.title ?? title.fallback };
    if (title.option !== undefined)
        report.mapped('project title <- --title');
    else if (parsed.title !== undefined)
        report.mapped('# heading -> project.title');
    else
        report.warn(`no usable # heading: the title is "${project.title}" (set it with --title)`);
    const description = describeProse(parsed);
    if (description) {
        project.description = description;
        report.mapped('section text and lists that are not tasks -> project.description, under their section names');
    }
    project.created = isoDate(now);
    return report.build({ schema_version: '1.0', project, tasks: ordered });
}
/**
 * A parent depends on its subtasks (the ones not skipped: a skipped task never satisfies a
 * dependency): checklist items nested under it, and in Kiro's flat lists the items numbered
 * `N.M` under the item numbered `N`.
 */
function linkSubtasks(items, tasks, flavor, report) {
    const byLabel = new Map(items.map((item, i) => [item.label, i]));
    items.forEach((item, i) => {
        let parentIndex = item.parent;
        const prefix = flavor === 'kiro' ? /^(\d+)\.\d+[a-z]?$/.exec(item.label ?? '') : null;
        if (parentIndex === undefined && prefix)
            parentIndex = byLabel.get(prefix[1]);
        if (parentIndex === undefined || tasks[i].status === 'skipped')
            return;
        const parent = tasks[parentIndex];
        parent.depends_on = [...(parent.depends_on ?? []), tasks[i].id];
        report.mapped(flavor === 'kiro'
            ? 'sub-tasks numbered N.M -> tasks of their own; task N depends on them (optional ones excepted)'
            : 'checklist items nested under an item, with their own number -> tasks of their own; the parent depends on them');
    });
}
/** File order, except where priority headings rank the sections (fix_plan.md, plans). */
function orderTasks(items, tasks, format, report) {
    if (format === 'spec-kit' || format === 'kiro') {
        report.mapped('tasks in file order: phases run in the order the file lists them');
        return tasks;
    }
    const work = items.map((item, i) => ({ item, task: tasks[i] }));
    const ranked = work.filter((w) => w.item.section.kind === 'tasks');
    const rest = work.filter((w) => w.item.section.kind !== 'tasks');
    const ordered = orderByPriority(ranked.map((w) => ({
        item: w.task,
        priority: w.item.section.kind === 'tasks' ? w.item.section.priority : undefined,
    })), report, 'section priority');
    const prioritized = ordered.some((o) => o.priority !== undefined);
    ordered.push(...rest.map((w) => ({ item: w.task, priority: prioritized ? 'low' : undefined })));
    return ordered.map(({ item, priority }) => withPriority(item, priority));
}
function reportItems(parsed, tasks, report, format) {
    if (tasks.some((t) => t.acceptance_criteria)) {
        report.mapped('items nested under an item -> its acceptance_criteria (a checked one keeps its [x])');
    }
    if (parsed.items.some((i) => i.label !== undefined)) {
        report.mapped('source ids (T001, 1.1, P1-01, the item number) -> task ids');
    }
    if (parsed.items.some((i) => i.reworded)) {
        report.mapped('bold markers and numbering left out of titles (code spans kept as written)');
    }
    if (format === 'spec-kit' && tasks.some((t) => t.tags?.length)) {
        report.mapped('[P] -> tag parallel, [US1] story markers -> tags');
    }
    if (format === 'spec-kit' && parsed.headingPriorities) {
        report.mapped('"(Priority: P1)" in phase headings does not reorder the phases');
    }
    if (tasks.some((t) => t.description?.includes('Requirements:'))) {
        report.mapped('"_Requirements: 1.1_" references -> kept in the description');
    }
    if (tasks.some((t) => t.files))
        report.mapped('"Files: a, b" under an item -> its files');
    if (tasks.some((t) => t.status === 'in_progress')) {
        report.mapped('open items under "In Progress" -> status in_progress (resumed first)');
    }
    const count = (tag) => tasks.filter((t) => t.tags?.includes(tag)).length;
    const items = (n) => `${n} open ${n === 1 ? 'item' : 'items'}`;
    if (count('optional') > 0) {
        report.mapped(`${items(count('optional'))} marked optional -> status skipped, tagged optional: not required for completion (set status: pending to run one)`);
    }
    if (count('deferred') > 0) {
        report.mapped(`${items(count('deferred'))} deferred -> status skipped, tagged deferred, with the reason (set status: pending to run one)`);
    }
    if (count('skipped') > 0) {
        report.mapped(`${items(count('skipped'))} struck through or marked SKIP/OBSOLETE/WONTFIX/(future)/out of scope -> status skipped, tagged skipped`);
    }
    const blocked = tasks.filter((t) => t.status === 'blocked').length;
    if (blocked > 0)
        report.mapped(`${blocked} ${blocked === 1 ? 'item' : 'items'} marked BLOCKED -> status blocked`);
    for (const left of parsed.leftOut) {
        report.dropped(`"${left.text}" (section "${left.section}": ${left.why}; its text is in project.description)`);
    }
}

;// CONCATENATED MODULE: ./src/prd/importers/story-md.ts




/** `US-001: Title` (also `STORY-2 - Title`) in a `##`-`####` heading. */
const STORY = /^([A-Z][A-Z0-9]*-\d+[A-Za-z0-9]*)\s*[:.\-–—]\s*(.+?)\s*$/;
const storyHeading = (doc, node) => node.type === 'heading' && node.depth >= 2 && node.depth <= 4
    ? STORY.exec(headingText(doc, node).replace(/\*+/g, ''))
    : null;
/** True when the file holds `### US-001: Title` stories. */
function isStoryMarkdown(text) {
    const doc = parseMarkdown(text);
    return doc.root.children.some((n) => storyHeading(doc, n) !== null);
}
function parse(doc) {
    const out = { title: undefined, intro: [], stories: [], otherSections: [] };
    let target;
    for (const node of doc.root.children) {
        const story = storyHeading(doc, node);
        if (story) {
            const s = { id: story[1], title: story[2].trim(), blocks: [] };
            out.stories.push(s);
            target = s.blocks;
        }
        else if (node.type === 'heading' && node.depth === 1 && out.title === undefined) {
            out.title = headingText(doc, node)
                .replace(/^PRD\s*[:\-–—]\s*/i, '')
                .replace(/\s+PRD$/i, '')
                .trim();
            target = undefined;
        }
        else if (node.type === 'heading' && node.depth <= 2) {
            const name = headingText(doc, node).replace(/^\d+(?:\.\d+)*[.)]?\s+/, '');
            if (/^(introduction|overview)/i.test(name)) {
                target = out.intro;
            }
            else {
                if (!/^user stories\b/i.test(name))
                    out.otherSections.push(name);
                target = undefined;
            }
        }
        else {
            target?.push(node);
        }
    }
    return out;
}
/** A paragraph that is only a bold label ("**Acceptance Criteria:**"), or starts with one. */
function label(doc, node) {
    if (node.type !== 'paragraph' || node.children[0]?.type !== 'strong')
        return undefined;
    const name = inlineText(doc, node.children[0].children).replace(/:\s*$/, '').trim();
    const rest = inlineText(doc, node.children.slice(1))
        .replace(/^\s*:\s*/, '')
        .trim();
    return { name: name.toLowerCase(), rest };
}
function storyTask(doc, story, fileName, report) {
    const description = [];
    const criteria = [];
    let checked = 0;
    let inCriteria = false;
    for (const block of story.blocks) {
        const l = label(doc, block);
        if (l?.name === 'acceptance criteria') {
            inCriteria = true;
            continue;
        }
        if (l?.name === 'description') {
            if (l.rest)
                description.push(l.rest);
            continue;
        }
        const list = block.type === 'list' ? block : undefined;
        const checklist = list?.children.some((i) => typeof i.checked === 'boolean');
        // A checklist under a story is its acceptance criteria, with or without the label.
        if (list && (checklist || inCriteria)) {
            for (const item of list.children) {
                criteria.push(itemText(doc, item));
                if (item.checked === true)
                    checked++;
            }
            continue;
        }
        inCriteria = false;
        const text = blocksText(doc, [block]);
        if (text)
            description.push(text);
    }
    const task = {
        id: story.id,
        title: story.title,
        status: criteria.length > 0 && checked === criteria.length ? 'done' : 'pending',
    };
    if (description.length > 0)
        task.description = description.join('\n\n');
    if (criteria.length > 0)
        task.acceptance_criteria = criteria;
    if (checked > 0 && checked < criteria.length) {
        report.warn(`${fileName}: ${story.id} has ${checked} of ${criteria.length} criteria checked: imported as pending`);
    }
    return task;
}
function importStoryMarkdown(text, fileName, now, title) {
    const doc = parseMarkdown(text);
    const parsed = parse(doc);
    if (parsed.stories.length === 0) {
        throw new errors_ImportError(`${fileName}: no user stories found (expected "### US-001: Title")`);
    }
    const report = new ReportBuilder('snarktank PRD markdown (### US-001 stories)');
    report.mapped('each "### US-NNN: Title" story -> one task with that id and title, in file order');
    report.mapped('**Description:** and other story text -> description');
    report.mapped('the story\'s "- [ ]" checklist -> acceptance_criteria (with or without an "Acceptance Criteria:" label); all checked -> done');
    const tasks = parsed.stories.map((s) => storyTask(doc, s, fileName, report));
    const project = { title: title.option ?? parsed.title ?? title.fallback };
    if (title.option !== undefined)
        report.mapped('project title <- --title');
    else if (parsed.title !== undefined)
        report.mapped('# PRD: heading -> project.title');
    const intro = blocksText(doc, parsed.intro);
    if (intro) {
        project.description = intro;
        report.mapped('Introduction/Overview -> project.description');
    }
    project.created = isoDate(now);
    if (parsed.otherSections.length > 0) {
        report.dropped(`sections ${parsed.otherSections.join(', ')} (not tasks; keep the file and list it in a task's context_files if the agent should read it)`);
    }
    return report.build({ schema_version: '1.0', project, tasks });
}

;// CONCATENATED MODULE: ./src/prd/importers/json-story.ts



/** Keys read below; any other key is reported as dropped. */
const KNOWN = new Set([
    'id',
    'title',
    'name',
    'description',
    'summary',
    'notes',
    'acceptanceCriteria',
    'acceptance_criteria',
    'steps',
    'priority',
    'passes',
    'complete',
    'completed',
    'status',
    'verifyCommands',
    'verify',
    'testCommand',
    'testCommands',
    'category',
    'tags',
    'labels',
    'dependsOn',
    'depends_on',
    'dependencies',
    'depends',
    'verification',
    'files',
    'file',
    'filesToCreate',
    'filesToModify',
    'allowed_paths',
]);
const STATUS_WORDS = new Map(Object.entries({
    pending: 'pending',
    todo: 'pending',
    open: 'pending',
    not_started: 'pending',
    planned: 'pending',
    backlog: 'pending',
    ready: 'pending',
    in_progress: 'in_progress',
    'in-progress': 'in_progress',
    inprogress: 'in_progress',
    doing: 'in_progress',
    started: 'in_progress',
    done: 'done',
    complete: 'done',
    completed: 'done',
    passed: 'done',
    passes: 'done',
    closed: 'done',
    verified: 'done',
    blocked: 'blocked',
    failed: 'failed',
    skipped: 'skipped',
}));
/** Statuses that say "not now": skipped, never a refusal of the file. */
const LATER_WORDS = /^(future|later|someday|deferred|postponed|wontfix|won't do|cancell?ed|obsolete)$/;
function readStatus(entry, ctx, task) {
    for (const key of ['passes', 'complete', 'completed']) {
        const v = entry[key];
        if (v === undefined || v === null)
            continue;
        if (typeof v !== 'boolean') {
            throw new errors_ImportError(`${ctx.where}: ${key} must be true or false`);
        }
        ctx.report.mapped(`${key}: true -> status done, false -> pending`);
        task.status = v ? 'done' : 'pending';
        return;
    }
    const raw = optionalString(entry, 'status', ctx.where);
    if (raw === undefined)
        return;
    const word = raw.trim().toLowerCase();
    const status = STATUS_WORDS.get(word);
    if (status === undefined && LATER_WORDS.test(word)) {
        task.status = 'skipped';
        task.tags = ['deferred'];
        ctx.report.warn(`${ctx.where}: status '${raw}' is not work for now: imported as skipped, tagged deferred (set status: pending to run it)`);
        return;
    }
    if (status === undefined) {
        task.status = 'pending';
        ctx.report.warn(`${ctx.where}: unknown status '${raw}' (known: pending, in_progress, done, blocked, failed, skipped): imported as pending`);
        return;
    }
    if (status === 'failed') {
        task.status = 'blocked';
        task.blocked_by = `Failed in a previous ${ctx.tool} run`;
        ctx.report.mapped('status failed -> blocked, with the reason (unblock it to retry)');
    }
    else if (status === 'blocked') {
        task.status = 'blocked';
        task.blocked_by = `Blocked in ${ctx.tool}`;
        ctx.report.mapped('status blocked -> blocked, with a reason');
    }
    else {
        task.status = status;
        ctx.report.mapped('status -> status');
    }
}
function stringOrList(v, where, key) {
    if (v === undefined || v === null)
        return [];
    if (typeof v === 'string')
        return v.trim() === '' ? [] : [v.trim()];
    if (Array.isArray(v) && v.every((x) => typeof x === 'string')) {
        return v.map((s) => s.trim()).filter((s) => s !== '');
    }
    throw new errors_ImportError(`${where}: ${key} must be a string or a list of strings`);
}
/** A command list: strings, or `{name?, command, timeout?}` objects as prd.yaml writes them. */
function commandList(v, where, key) {
    if (v === undefined || v === null)
        return [];
    const items = Array.isArray(v) ? v : [v];
    return items.flatMap((item, i) => {
        if (typeof item === 'string')
            return item.trim() === '' ? [] : [{ command: item.trim() }];
        const at = Array.isArray(v) ? `${where}: ${key}[${i}]` : `${where}: ${key}`;
        if (!isRecord(item))
            throw new errors_ImportError(`${at} must be a command or {name, command}`);
        const command = optionalString(item, 'command', at);
        if (command === undefined)
            throw new errors_ImportError(`${at}: missing command`);
        const out = { command: command.trim() };
        const name = optionalString(item, 'name', at);
        if (name !== undefined)
            out.name = name.trim();
        const timeout = item.timeout;
        if (typeof timeout === 'number' || typeof timeout === 'string')
            out.timeout = timeout;
        return [out];
    });
}
function readVerify(entry, ctx) {
    const out = [];
    for (const key of [
        'verifyCommands',
        'verify',
        'testCommands',
        'testCommand',
        'verification',
    ]) {
        const commands = commandList(entry[key], ctx.where, key);
        if (commands.length > 0)
            ctx.report.mapped(`${key} -> verify (run as required checks)`);
        out.push(...commands);
    }
    return out;
}
/** Criteria as strings, or as objects `{id, text, testCommand, passes}`. */
function readCriteria(entry, ctx, verify) {
    const key = ['acceptanceCriteria', 'acceptance_criteria', 'steps'].find((k) => entry[k] !== undefined && entry[k] !== null);
    if (key === undefined)
        return [];
    const list = entry[key];
    if (!Array.isArray(list))
        throw new errors_ImportError(`${ctx.where}: ${key} must be a list`);
    ctx.report.mapped(`${key} -> acceptance_criteria`);
    const criteria = [];
    list.forEach((item, i) => {
        if (typeof item === 'string') {
            if (item.trim() !== '')
                criteria.push(item.trim());
            return;
        }
        if (!isRecord(item)) {
            throw new errors_ImportError(`${ctx.where}: ${key}[${i}] must be text or an object with text`);
        }
        const at = `${ctx.where}: ${key}[${i}]`;
        const text = optionalString(item, 'text', at) ??
            optionalString(item, 'description', at) ??
            optionalString(item, 'criterion', at);
        if (text === undefined)
            throw new errors_ImportError(`${at}: missing text`);
        const label = typeof item.id === 'string' || typeof item.id === 'number' ? String(item.id) : '';
        criteria.push(label ? `${label}: ${text.trim()}` : text.trim());
        ctx.report.mapped(`${key} objects -> their text (with their id)`);
        const command = optionalString(item, 'testCommand', at);
        if (command !== undefined) {
            verify.push({ name: label || `criterion ${i + 1}`, command: command.trim() });
            ctx.report.mapped(`${key}[].testCommand -> verify, named after the criterion`);
        }
        if (item.passes !== undefined) {
            ctx.report.dropped(`${key}[].passes (a task is done when all of it passes the checks)`);
        }
    });
    return criteria;
}
function readIds(v, where, key) {
    if (v === undefined || v === null)
        return [];
    if (!Array.isArray(v))
        throw new errors_ImportError(`${where}: ${key} must be a list of ids`);
    return v.map((d) => {
        if (typeof d === 'string' && d.trim() !== '')
            return d.trim();
        if (typeof d === 'number' && Number.isInteger(d))
            return d;
        throw new errors_ImportError(`${where}: ${key} must be a list of ids`);
    });
}
function readId(entry, ctx) {
    const raw = entry.id;
    if (raw === undefined || raw === null || raw === '')
        return undefined;
    if (typeof raw === 'string')
        return raw.trim();
    if (typeof raw === 'number' && Number.isInteger(raw))
        return raw;
    throw new errors_ImportError(`${ctx.where}: id must be text or an integer`);
}
function readText(entry, ctx, task) {
    const description = optionalString(entry, 'description', ctx.where);
    const notes = stringOrList(entry.notes, ctx.where, 'notes').join('\n') || undefined;
    const title = optionalString(entry, 'title', ctx.where) ??
        optionalString(entry, 'name', ctx.where) ??
        optionalString(entry, 'summary', ctx.where);
    if (title !== undefined && entry.title === undefined && entry.name === undefined) {
        ctx.report.mapped('summary -> title');
    }
    let fullTitle;
    if (title !== undefined) {
        task.title = titleFromText(title);
        if (task.title !== title.trim()) {
            fullTitle = title.trim();
            ctx.report.mapped('titles over 100 characters shortened; the whole title starts the description');
        }
    }
    else if (description !== undefined) {
        task.title = titleFromText(description);
        ctx.report.mapped('description -> title (the entries have no title)');
    }
    else {
        throw new errors_ImportError(`${ctx.where}: missing title`);
    }
    if (notes)
        ctx.report.mapped('notes -> appended to the description');
    const text = [
        fullTitle,
        description !== task.title ? description : undefined,
        notes && `Notes: ${notes}`,
    ]
        .filter(Boolean)
        .join('\n\n');
    if (text)
        task.description = text;
}
/** Reads one entry; `where` names it in errors ("prd.json: userStories[2]"). */
function readJsonStory(entry, ctx) {
    if (!isRecord(entry))
        throw new errors_ImportError(`${ctx.where}: expected an object`);
    for (const key of Object.keys(entry))
        if (!KNOWN.has(key))
            ctx.report.unknownKey(key);
    const id = readId(entry, ctx);
    const task = { id: id ?? ctx.fallbackId, title: '', status: 'pending' };
    if (id !== undefined)
        ctx.where = `${ctx.where} (${String(id)})`;
    readText(entry, ctx, task);
    readStatus(entry, ctx, task);
    const verify = readVerify(entry, ctx);
    const criteria = readCriteria(entry, ctx, verify);
    if (criteria.length > 0)
        task.acceptance_criteria = criteria;
    if (verify.length > 0)
        task.verify = verify;
    const tags = [
        ...stringOrList(entry.category, ctx.where, 'category'),
        ...stringOrList(entry.tags, ctx.where, 'tags'),
        ...stringOrList(entry.labels, ctx.where, 'labels'),
    ];
    if (tags.length > 0) {
        task.tags = [...new Set(tags)];
        ctx.report.mapped('category, tags, labels -> tags');
    }
    const keys = ['dependsOn', 'depends_on', 'dependencies', 'depends'];
    const dependsOn = keys.flatMap((k) => readIds(entry[k], ctx.where, k));
    const dependencyKey = keys.find((k) => Array.isArray(entry[k]) && entry[k].length > 0);
    readFiles(entry, ctx, task);
    const priority = readPriority(entry.priority, ctx.where, ctx.report);
    return { task, priority, dependsOn, dependencyKey };
}
const FILE_KEYS = ['files', 'file', 'filesToCreate', 'filesToModify', 'allowed_paths'];
/** `filesToCreate`, `filesToModify`, `allowed_paths`, `file` -> files (the paths the task touches). */
function readFiles(entry, ctx, task) {
    const files = [];
    for (const key of FILE_KEYS) {
        const list = stringOrList(entry[key], ctx.where, key);
        if (list.length > 0)
            ctx.report.mapped(`${key} -> files`);
        files.push(...list);
    }
    if (files.length > 0)
        task.files = [...new Set(files)];
}
/** Sets depends_on where every id is known; unknown ones are reported and left out. */
function json_story_linkDependencies(stories, report) {
    const ids = new Set(stories.map((s) => String(s.task.id)));
    for (const story of stories) {
        if (story.dependsOn.length === 0)
            continue;
        const known = story.dependsOn.filter((d) => ids.has(String(d)));
        const unknown = story.dependsOn.filter((d) => !ids.has(String(d)));
        if (known.length > 0) {
            story.task.depends_on = known;
            report.mapped(`${story.dependencyKey ?? 'dependsOn'} -> depends_on`);
        }
        if (unknown.length > 0) {
            report.warn(`${String(story.task.id)} depends on ${unknown.map(String).join(', ')}, not in the file: left out`);
        }
    }
}

;// CONCATENATED MODULE: ./src/prd/importers/project-checks.ts

const PROJECT_CHECK_KEYS = [
    'verifyCommands',
    'verificationCommands',
    'qualityChecks',
    'testCommands',
];
/** `npm run lint` -> lint, `npm test` -> test, `make check` -> check. */
function nameOf(command, index) {
    const words = command.trim().split(/\s+/);
    const last = words[words.length - 1].replace(/[^\w:-]/g, '');
    return words.length > 1 && /^[\w:-]+$/.test(last) ? last : `check-${index + 1}`;
}
function commandsOf(value) {
    if (typeof value === 'string')
        return [{ name: nameOf(value, 0), command: value }];
    if (Array.isArray(value)) {
        return value.flatMap((v, i) => {
            if (typeof v === 'string')
                return [{ name: nameOf(v, i), command: v }];
            if (isRecord(v) && typeof v.command === 'string') {
                return [
                    { name: typeof v.name === 'string' ? v.name : nameOf(v.command, i), command: v.command },
                ];
            }
            return [];
        });
    }
    if (isRecord(value)) {
        return Object.entries(value).flatMap(([name, v]) => typeof v === 'string' ? [{ name, command: v }] : []);
    }
    return [];
}
const quoted = (s) => (/^[\w./ -]+$/.test(s) && !/^[-\s]/.test(s) ? s : JSON.stringify(s));
/** The advice for the report, or undefined when the file has no project-wide checks. */
function projectChecksAdvice(json) {
    const key = PROJECT_CHECK_KEYS.find((k) => json[k] !== undefined && json[k] !== null);
    if (key === undefined)
        return undefined;
    const commands = commandsOf(json[key]);
    if (commands.length === 0) {
        return `${key} ${JSON.stringify(json[key])}: project-wide checks belong in the RALPH:CHECKS block of CLAUDE.md`;
    }
    const block = commands
        .map((c) => `  - name: ${quoted(c.name)}\n    command: ${quoted(c.command)}`)
        .join('\n');
    return (`${key} are project-wide checks, not kept in prd.yaml: put them in the RALPH:CHECKS block of CLAUDE.md:\n` +
        `<!-- RALPH:CHECKS:START -->\nchecks:\n${block}\n<!-- RALPH:CHECKS:END -->`);
}

;// CONCATENATED MODULE: ./src/prd/importers/tasks-json.ts






/** The keys an object-shaped list may keep its entries under. */
const STORY_KEYS = ['userStories', 'stories', 'tasks'];
/** A list, or an object keyed by id (`{"tasks": {"B1": {...}}}`) as a list with those ids. */
function entriesOf(value, report) {
    if (Array.isArray(value))
        return value;
    report.mapped('an object of tasks keyed by id -> one task per key, that key as its id');
    return Object.entries(value).map(([id, entry]) => isRecord(entry) && entry.id === undefined ? { id, ...entry } : entry);
}
/** The message for a JSON object in no known shape: the shapes known, the keys found. */
function unknownJsonShape(fileName, json) {
    const found = isRecord(json)
        ? `it has the keys ${Object.keys(json).join(', ') || '(none)'}`
        : `it is a ${json === null ? 'null' : typeof json}`;
    return (`${fileName} is JSON in a shape this importer does not know (${found}). Known shapes: ` +
        '{"userStories": [...]} or {"stories": [...]} (snarktank/Ralph CLI prd.json), ' +
        '{"tasks": [...]} (TASKS.json), or a JSON list of tasks');
}
function readStories(entries, label, report, tool) {
    if (entries.length === 0)
        throw new errors_ImportError(`${label(-1)} is empty`);
    const stories = entries.map((entry, i) => readJsonStory(entry, { where: label(i), report, fallbackId: generatedId(i), tool }));
    const missing = entries.filter((e) => !isRecord(e) || e.id === undefined || e.id === null);
    if (missing.length === entries.length) {
        report.mapped(`ids generated in file order (task-001 ... ${generatedId(entries.length - 1)})`);
    }
    else if (missing.length > 0) {
        report.warn(`${missing.length} ${missing.length === 1 ? 'entry has' : 'entries have'} no id: given task-NNN ids by position`);
    }
    json_story_linkDependencies(stories, report);
    const ordered = orderByPriority(stories.map((s) => ({ item: s.task, priority: s.priority })), report);
    return ordered.map(({ item, priority }) => withPriority(item, priority));
}
function importStoriesObject(json, opts) {
    const { fileName } = opts;
    const key = STORY_KEYS.find((k) => Array.isArray(json[k]) || isRecord(json[k]));
    if (key === undefined)
        throw new errors_ImportError(`${fileName}: ${STORY_KEYS.join(' or ')} must be a list`);
    const report = new ReportBuilder(key === 'tasks'
        ? 'TASKS.json ({"tasks": [...]})'
        : 'snarktank/Ralph CLI prd.json (userStories)');
    const tasks = readStories(entriesOf(json[key], report), (i) => (i < 0 ? `${fileName}: ${key}` : `${fileName}: ${key}[${i}]`), report, 'Ralph');
    const named = optionalString(json, 'project', fileName) ??
        optionalString(json, 'name', fileName) ??
        optionalString(json, 'title', fileName);
    let title;
    if (opts.title !== undefined) {
        title = opts.title;
        report.mapped('project title <- --title');
    }
    else if (named !== undefined) {
        title = named.trim();
        report.mapped('project -> project.title');
    }
    else {
        title = opts.fallbackTitle;
        report.warn(`no project name in the file: the title is "${title}" (set it with --title)`);
    }
    const project = { title };
    const description = optionalString(json, 'description', fileName);
    if (description) {
        project.description = description;
        report.mapped('description -> project.description');
    }
    project.created = isoDate(opts.now);
    const branch = optionalString(json, 'branchName', fileName);
    if (branch) {
        project.branch = branch;
        report.mapped('branchName -> project.branch');
    }
    const advice = projectChecksAdvice(json);
    if (advice !== undefined)
        report.warn(advice);
    const knownTop = new Set([
        ...STORY_KEYS,
        ...PROJECT_CHECK_KEYS,
        'project',
        'name',
        'title',
        'description',
        'branchName',
    ]);
    for (const k of Object.keys(json))
        if (!knownTop.has(k))
            report.dropped(`top-level ${k}`);
    return report.build({ schema_version: '1.0', project, tasks }, ['story', 'stories']);
}
function looksLikeTilth(list) {
    return list.some((e) => isRecord(e) && typeof e.id === 'string' && /^T-\d+$/.test(e.id));
}
function importJsonList(list, opts) {
    const tilth = looksLikeTilth(list);
    const report = new ReportBuilder(tilth ? "tilth's prd.json (a list of T-NNN tasks)" : 'a JSON list of tasks');
    const tasks = readStories(list, (i) => (i < 0 ? `${opts.fileName}: the task list` : `${opts.fileName}: entry ${i + 1}`), report, tilth ? 'tilth' : 'the source tool');
    const title = opts.title ?? opts.fallbackTitle;
    if (opts.title !== undefined)
        report.mapped('project title <- --title');
    else
        report.warn(`a list has no project name: the title is "${title}" (set it with --title)`);
    return report.build({
        schema_version: '1.0',
        project: { title, created: isoDate(opts.now) },
        tasks,
    });
}

;// CONCATENATED MODULE: ./src/prd/importers/taskmaster.ts





const taskmaster_TASK_KEYS = new Set([
    'id',
    'title',
    'description',
    'details',
    'testStrategy',
    'status',
    'priority',
    'dependencies',
    'subtasks',
]);
const IGNORED_KEYS = new Set(['updatedAt', 'createdAt', 'complexity', 'recommendedSubtasks']);
const taskmaster_STATUSES = new Map(Object.entries({
    pending: 'pending',
    'in-progress': 'in_progress',
    in_progress: 'in_progress',
    review: 'in_progress',
    done: 'done',
    completed: 'done',
    blocked: 'blocked',
    deferred: 'skipped',
    cancelled: 'skipped',
    canceled: 'skipped',
}));
/** `{"master": {"tasks": [...]}}`: the tags holding task lists; empty for other shapes. */
function taskMasterTags(json) {
    if (!isRecord(json) || 'tasks' in json)
        return [];
    return Object.entries(json)
        .filter(([, v]) => isRecord(v) && Array.isArray(v.tasks))
        .map(([k]) => k);
}
/** `{"tasks": [...]}` whose entries carry Task Master's own keys. */
function isLegacyTaskMaster(json) {
    if (!isRecord(json) || !Array.isArray(json.tasks))
        return false;
    return json.tasks.some((t) => isRecord(t) && ('testStrategy' in t || 'subtasks' in t || 'details' in t));
}
const taskmaster_text = (v) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : '');
function idOf(v, where) {
    if (typeof v === 'number' && Number.isInteger(v))
        return v;
    if (typeof v === 'string' && v.trim() !== '')
        return v.trim();
    throw new errors_ImportError(`${where}: id must be a number or text`);
}
function statusOf(raw, where, report) {
    const word = taskmaster_text(raw).toLowerCase() || 'pending';
    const status = taskmaster_STATUSES.get(word);
    if (status === undefined) {
        report.warn(`${where}: unknown status "${word}": imported as pending`);
        return { status: 'pending', word };
    }
    return { status, word };
}
function subtaskLines(task, parentId, where, report) {
    const criteria = [];
    const notes = [];
    const list = task.subtasks;
    if (list === undefined || list === null)
        return { criteria, notes };
    if (!Array.isArray(list))
        throw new errors_ImportError(`${where}: subtasks must be a list`);
    list.forEach((sub, i) => {
        if (!isRecord(sub))
            throw new errors_ImportError(`${where}: subtasks[${i}] must be an object`);
        const number = `${String(parentId)}.${String(sub.id ?? i + 1)}`;
        const title = taskmaster_text(sub.title) || taskmaster_text(sub.description) || `subtask ${number}`;
        const { status, word } = statusOf(sub.status, `${where} subtask ${number}`, report);
        if (status === 'done')
            criteria.push(`[x] ${number} ${title}`);
        else if (status === 'pending')
            criteria.push(`${number} ${title}`);
        else
            criteria.push(`${number} ${title} (${word})`);
        if (status !== 'done') {
            const body = [taskmaster_text(sub.description), taskmaster_text(sub.details)].filter((t) => t && t !== title);
            if (body.length > 0)
                notes.push(`Subtask ${number}: ${body.join('\n')}`);
        }
    });
    if (criteria.length > 0) {
        report.mapped('subtasks -> acceptance_criteria, numbered, with their status ([x] when done)');
    }
    return { criteria, notes };
}
function readTask(entry, index, where, report) {
    const at = `${where}[${index}]`;
    if (!isRecord(entry))
        throw new errors_ImportError(`${at} must be an object`);
    const id = idOf(entry.id, at);
    const title = taskmaster_text(entry.title) || taskmaster_text(entry.description);
    if (title === '')
        throw new errors_ImportError(`${at} (${String(id)}): missing title`);
    for (const key of Object.keys(entry)) {
        if (!taskmaster_TASK_KEYS.has(key) && !IGNORED_KEYS.has(key))
            report.unknownKey(key);
    }
    const { status, word } = statusOf(entry.status, `${at} (${String(id)})`, report);
    const task = { id, title: titleFromText(title), status };
    if (status === 'skipped') {
        task.tags = [word];
        report.mapped(`status ${word} -> skipped, tagged ${word} (never picked)`);
    }
    else if (status === 'blocked') {
        task.blocked_by = 'Blocked in Task Master';
    }
    else if (word === 'review') {
        report.mapped('status review -> in_progress (the work is there and waits for review)');
    }
    const subtasks = subtaskLines(entry, id, at, report);
    const parts = [
        task.title !== title ? title : '',
        taskmaster_text(entry.description) !== title ? taskmaster_text(entry.description) : '',
        taskmaster_text(entry.details) && `Details:\n${taskmaster_text(entry.details)}`,
        taskmaster_text(entry.testStrategy) && `Test strategy:\n${taskmaster_text(entry.testStrategy)}`,
        ...subtasks.notes,
    ].filter((p) => p !== '');
    if (parts.length > 0)
        task.description = parts.join('\n\n');
    if (subtasks.criteria.length > 0)
        task.acceptance_criteria = subtasks.criteria;
    const priority = typeof entry.priority === 'string' ? priorityFromWord(entry.priority) : undefined;
    if (entry.priority !== undefined && entry.priority !== null && priority === undefined) {
        report.warn(`${at} (${String(id)}): priority ${JSON.stringify(entry.priority)} is not a level; ignored`);
    }
    const deps = Array.isArray(entry.dependencies) ? entry.dependencies : [];
    return {
        task: withPriority(task, priority),
        deps: deps.map((d, i) => idOf(d, `${at} dependencies[${i}]`)),
    };
}
function taskmaster_linkDependencies(read, report) {
    const ids = new Map(read.map(({ task }) => [String(task.id), task.id]));
    for (const { task, deps } of read) {
        const known = deps.filter((d) => ids.has(String(d)) && String(d) !== String(task.id));
        const unknown = deps.filter((d) => !ids.has(String(d)));
        if (known.length > 0) {
            task.depends_on = known.map((d) => ids.get(String(d)));
            report.mapped('dependencies -> depends_on');
        }
        if (unknown.length > 0) {
            report.warn(`${String(task.id)} depends on ${unknown.join(', ')}, not in the file: left out`);
        }
    }
}
function importTaskMaster(json, opts) {
    const report = new ReportBuilder('Task Master tasks.json');
    const tags = taskMasterTags(json);
    let tag;
    let holder = json;
    if (tags.length > 0) {
        tag = tags.includes('master') ? 'master' : tags[0];
        holder = json[tag];
        report.mapped(`the "${tag}" tag's tasks -> tasks`);
        for (const other of tags.filter((t) => t !== tag)) {
            const n = json[other].tasks.length;
            report.dropped(`tag "${other}" (${n} ${n === 1 ? 'task' : 'tasks'}): one tag is imported; copy that tag into its own file to import it`);
        }
    }
    const list = holder.tasks;
    const where = `${opts.fileName}: ${tag ? `${tag}.` : ''}tasks`;
    if (list.length === 0)
        throw new errors_ImportError(`${where} is empty`);
    const read = list.map((entry, i) => readTask(entry, i, where, report));
    taskmaster_linkDependencies(read, report);
    report.mapped('id, title, description, priority -> the same fields, in file order');
    report.mapped('details and testStrategy -> the description, as text (a strategy is no command: never verify)');
    if (holder.metadata !== undefined)
        report.dropped('metadata (created/updated dates, the tag description)');
    const title = opts.title ?? opts.fallbackTitle;
    if (opts.title !== undefined)
        report.mapped('project title <- --title');
    else
        report.warn(`Task Master files have no project name: the title is "${title}" (set it with --title)`);
    const project = { title, created: isoDate(opts.now) };
    return report.build({ schema_version: '1.0', project, tasks: read.map((r) => r.task) }, [
        'task',
        'tasks',
    ]);
}

;// CONCATENATED MODULE: ./src/prd/importers/tilth-md.ts




const TILTH_TASK_FILE = /^T-\d+.*\.md$/;
const TILTH_ID = /^T-\d+$/;
function isTilthTaskText(text) {
    return /^---\s*\r?\n(?:.*\r?\n)*?id:\s*["']?T-\d+/m.test(text.slice(0, 2000));
}
function tilth_md_readTask(file, report) {
    const { data, body } = splitFrontmatter(file.text, file.name);
    if (data.size === 0) {
        throw new errors_ImportError(`${file.name}: missing the frontmatter block (--- id, title ---)`);
    }
    const id = data.get('id');
    if (id === undefined || !TILTH_ID.test(id)) {
        throw new errors_ImportError(`${file.name}: id must look like T-001, got ${id ?? 'nothing'}`);
    }
    const title = data.get('title');
    if (title === undefined)
        throw new errors_ImportError(`${file.name}: missing title`);
    for (const key of data.keys())
        if (key !== 'id' && key !== 'title')
            report.unknownKey(key);
    const criteria = [];
    const described = [];
    const doc = parseMarkdown(body);
    const sections = sectionsAt(doc, 2);
    const isCriteria = (title) => /^acceptance criteria$/i.test(title);
    const others = sections.filter((s) => !isCriteria(s.title));
    for (const section of sections) {
        const text = blocksText(doc, section.blocks);
        if (isCriteria(section.title)) {
            criteria.push(...listItemTexts(doc, section.blocks));
        }
        else if (others.length === 1 && /^(description)?$/i.test(section.title)) {
            if (text)
                described.push(text); // a sole Description renders bare, as in tilth
        }
        else if (section.depth === 0) {
            if (text)
                described.push(text);
        }
        else {
            described.push(text ? `## ${section.title}\n${text}` : `## ${section.title}`);
        }
    }
    const task = { id, title, status: 'pending' };
    const description = described.join('\n\n').trim();
    if (description)
        task.description = description;
    if (criteria.length > 0)
        task.acceptance_criteria = criteria;
    return task;
}
const idNumber = (id) => Number(String(id).slice(2));
function importTilthDirectory(dirName, files, now, title) {
    const report = new ReportBuilder("tilth's task directory (overview.md + T-NNN-*.md)");
    const taskFiles = files.filter((f) => TILTH_TASK_FILE.test(f.baseName));
    if (taskFiles.length === 0)
        throw new errors_ImportError(`${dirName}: no T-NNN-*.md task files`);
    const tasks = taskFiles.map((f) => tilth_md_readTask(f, report));
    tasks.sort((a, b) => idNumber(a.id) - idNumber(b.id));
    report.mapped('each T-NNN-*.md -> a task: frontmatter id and title, ordered by id');
    report.mapped('"## Acceptance criteria" bullets -> acceptance_criteria; other sections -> description');
    report.mapped('status: tilth keeps it in its session (task-status.json), not in the files: all pending');
    const overview = files.find((f) => f.baseName === 'overview.md');
    const overviewDoc = overview
        ? parseMarkdown(splitFrontmatter(overview.text, overview.name).body)
        : undefined;
    const titleNode = overviewDoc?.root.children.find((n) => n.type === 'heading' && n.depth === 1);
    const overviewTitle = overviewDoc && titleNode?.type === 'heading' ? headingText(overviewDoc, titleNode) : undefined;
    const single = taskFiles.length === 1 && files.length === 1;
    const project = {
        title: title.option ?? overviewTitle ?? (single ? tasks[0].title : title.fallback),
    };
    if (title.option !== undefined)
        report.mapped('project title <- --title');
    else if (overviewTitle !== undefined)
        report.mapped('overview.md # heading -> project.title');
    else
        report.mapped(`project title: "${project.title}" (set it with --title)`);
    if (overviewDoc) {
        const text = blocksText(overviewDoc, overviewDoc.root.children.filter((n) => n !== titleNode));
        if (text)
            project.description = text;
        report.mapped('overview.md -> project.description');
    }
    else if (!single) {
        report.warn(`${dirName} has no overview.md (tilth requires one)`);
    }
    project.created = isoDate(now);
    const ignored = files.filter((f) => !TILTH_TASK_FILE.test(f.baseName) && f.baseName !== 'overview.md');
    if (ignored.length > 0) {
        report.dropped(`files ${ignored.map((f) => f.baseName).join(', ')} (not task files)`);
    }
    return report.build({ schema_version: '1.0', project, tasks }, ['task file', 'task files']);
}

;// CONCATENATED MODULE: ./src/prd/importers/index.ts
/** Converting the other Ralph tools' task lists into prd.yaml text, with a report of the mapping. */

















const isMarkdown = (name) => /\.(md|markdown)$/i.test(name);
const FIX_PLAN_FILE = /^@?fix_plan\.md$/i;
function detectJson(json) {
    if (Array.isArray(json))
        return 'json-list';
    if (taskMasterTags(json).length > 0 || isLegacyTaskMaster(json))
        return 'taskmaster-json';
    if (isRecord(json) && STORY_KEYS.some((k) => k in json))
        return 'tasks-json';
    return undefined;
}
/** What the Markdown tree holds: checklist items (GFM or Kiro's `- [ ]*`), numbered items. */
function markdownShape(text) {
    const doc = parseMarkdown(text);
    let checklist = 0;
    let specKitIds = 0;
    let numbered = 0;
    let kiroOptional = 0;
    const visit = (nodes) => {
        for (const node of nodes) {
            if (node.type === 'list' && node.ordered)
                numbered++;
            if (node.type === 'listItem') {
                const source = text.slice(node.position?.start.offset ?? 0);
                const line = source.split('\n')[0];
                if (/^\s*[-*+]\s+\[[ xX]\]\*/.test(line))
                    kiroOptional++;
                if (typeof node.checked === 'boolean') {
                    checklist++;
                    if (/^\s*[-*+]\s+\[[ xX]\]\s+T\d{3,}\b/.test(line))
                        specKitIds++;
                }
            }
            if (node.children)
                visit(node.children);
        }
    };
    visit(doc.root.children);
    return { checklist: checklist + kiroOptional, specKitIds, numbered, kiroOptional };
}
function detectMarkdown(text, fileName) {
    if (CODE_TASK_FILE.test(fileName))
        return 'code-task';
    if (isTilthTaskText(text))
        return 'tilth-dir';
    const base = (0,external_node_path_.basename)(fileName);
    const shape = markdownShape(text);
    // frankbria's file is a fix plan whatever its headings look like (`### PRD-01: ...`).
    if (FIX_PLAN_FILE.test(base) && shape.checklist > 0)
        return 'fix-plan-md';
    if (/^IMPLEMENTATION_PLAN\.md$/i.test(base) && (shape.checklist > 0 || shape.numbered > 0)) {
        return 'implementation-plan-md';
    }
    if (/(^|\/)\.kiro\/specs\//.test(fileName) || shape.kiroOptional > 0) {
        if (shape.checklist > 0)
            return 'kiro-md';
    }
    if (shape.specKitIds > 0 && shape.specKitIds * 2 >= shape.checklist)
        return 'spec-kit-md';
    if (isStoryMarkdown(text))
        return 'story-md';
    if (shape.checklist > 0)
        return 'checklist-md';
    return undefined;
}
/** The format of one file, or undefined when it is none of the supported ones. */
function detectImportFormat(text, fileName) {
    if (isMarkdown(fileName))
        return detectMarkdown(text, fileName);
    try {
        return detectJson(JSON.parse(text));
    }
    catch {
        return detectMarkdown(text, fileName);
    }
}
const FLAVORS = {
    'checklist-md': 'checklist',
    'fix-plan-md': 'fix-plan',
    'implementation-plan-md': 'implementation-plan',
    'spec-kit-md': 'spec-kit',
    'kiro-md': 'kiro',
};
const SUPPORTED = 'expected a prd.json/TASKS.json object with userStories or tasks, a Task Master tasks.json, a ' +
    'JSON list of tasks, a PRD markdown with "### US-001: Title" stories, a Markdown checklist ' +
    '(prd.md, fix_plan.md, IMPLEMENTATION_PLAN.md, spec-kit or Kiro tasks.md), numbered items under ' +
    'headings (IMPLEMENTATION_PLAN.md), a tilth task directory or T-NNN-*.md file, or ' +
    'ralph-orchestrator *.code-task.md files';
function importFile(file, now, title, specs = []) {
    file = { ...file, text: file.text.replace(/^\uFEFF/, '') }; // editors on Windows add one
    const names = {
        option: title,
        fallback: titleFromName(file.name) ??
            // spec-kit's specs/<feature>/tasks.md, Kiro's .kiro/specs/<feature>/tasks.md: the feature.
            (/(^|\/)specs\/[^/]+\/tasks\.md$/i.test(file.name)
                ? titleFromName((0,external_node_path_.dirname)(file.name).replace(/^.*\/\d+-/, ''))
                : undefined) ??
            `Tasks imported from ${file.baseName}`,
    };
    const json = { fileName: file.name, now, title, fallbackTitle: names.fallback };
    if (/\.json$/i.test(file.name))
        parseJson(file.text, file.name); // invalid JSON: say why
    const format = detectImportFormat(file.text, file.name);
    switch (format) {
        case 'tasks-json':
            return importStoriesObject(parseJson(file.text, file.name), json);
        case 'taskmaster-json':
            return importTaskMaster(parseJson(file.text, file.name), json);
        case 'json-list':
            return importJsonList(parseJson(file.text, file.name), json);
        case 'story-md':
            return importStoryMarkdown(file.text, file.name, now, names);
        case 'checklist-md':
        case 'fix-plan-md':
        case 'implementation-plan-md':
        case 'spec-kit-md':
        case 'kiro-md':
            return importTaskListMarkdown(file.text, file.name, now, names, FLAVORS[format]);
        case 'tilth-dir':
            return importTilthDirectory(file.name, [file], now, names);
        case 'code-task':
            return importCodeTasks(file.name, [file], now, names, specs);
        default:
            if (/\.json$/i.test(file.name)) {
                throw new errors_ImportError(unknownJsonShape(file.name, parseJson(file.text, file.name)));
            }
            throw new errors_ImportError(`Cannot tell the format of ${file.name}: ${SUPPORTED}`);
    }
}
function importDirectory(name, files, now, title, specs = []) {
    const names = {
        option: title,
        fallback: titleFromName(name) ?? `Tasks imported from ${(0,external_node_path_.basename)(name)}`,
    };
    if (files.some((f) => TILTH_TASK_FILE.test(f.baseName))) {
        return importTilthDirectory(name, files, now, names);
    }
    if (files.some((f) => CODE_TASK_FILE.test(f.baseName))) {
        return importCodeTasks(name, files, now, names, specs);
    }
    throw new errors_ImportError(`${name} is a directory without task files: expected tilth's T-NNN-*.md files (with overview.md) ` +
        'or ralph-orchestrator *.code-task.md files; to convert one file, name the file');
}
/** Converts a source to a Prd and says what was mapped and dropped. Throws ImportError. */
function importSource(source, opts = {}) {
    const now = opts.now ?? new Date();
    return source.kind === 'file'
        ? importFile(source.file, now, opts.title, source.specs)
        : importDirectory(source.name, source.files, now, opts.title, source.specs);
}
/** The source as prd.yaml text, validated before it is returned. */
function importSourceToYaml(source, opts = {}) {
    const { prd, report } = importSource(source, opts);
    const yaml = emitPrdYaml(prd);
    const check = (0,load_full.parsePrdText)(yaml, 'prd.yaml');
    if (check.errors.length > 0) {
        const name = source.kind === 'file' ? source.file.name : source.name;
        // Positions in text the user never saw would not help: name the rule and the task.
        const problems = check.errors.map((d) => `${d.rule} ${d.message}`).join('\n  ');
        throw new errors_ImportError(`${name} converts to an invalid prd.yaml:\n  ${problems}`);
    }
    const warnings = [...report.warnings, ...check.warnings.map((d) => d.message)];
    return { yaml, taskCount: prd.tasks.length, report: { ...report, warnings } };
}
const fileSource = (text, fileName) => ({
    kind: 'file',
    file: { name: fileName, baseName: basename(fileName), text },
});
/** One file's text to a Prd (see importSource). */
function importToPrd(text, fileName, opts = {}) {
    return importSource(fileSource(text, fileName), opts).prd;
}
/** One file's text to prd.yaml text (see importSourceToYaml). */
function importToPrdYaml(text, fileName, opts = {}) {
    return importSourceToYaml(fileSource(text, fileName), opts);
}

// EXTERNAL MODULE: ./node_modules/zod/v4/core/json-schema-processors.js
var json_schema_processors = __webpack_require__(8439);
;// CONCATENATED MODULE: ./src/prd/json-schema.ts
/** The published JSON Schema of prd.yaml, generated from the zod schema (schema/prd.schema.json). */


function prdJsonSchema() {
    const generated = json_schema_processors/* toJSONSchema */.bl(schema/* PrdSchema */.Ui, {
        target: 'draft-2020-12',
        io: 'input',
        override: (ctx) => {
            // A verify command may be written as a plain string: the file accepts either form.
            if (ctx.zodSchema === schema/* VerifyCommandSchema */.Ai) {
                const mapping = { ...ctx.jsonSchema };
                for (const key of Object.keys(mapping))
                    Reflect.deleteProperty(ctx.jsonSchema, key);
                ctx.jsonSchema.anyOf = [{ type: 'string', minLength: 1 }, mapping];
            }
        },
    });
    const { $schema, ...rest } = generated;
    return {
        $schema,
        $id: schema/* PRD_SCHEMA_URL */.BV,
        title: 'Ralph task list (.ralph/prd.yaml)',
        description: 'SPEC-035 schema 1.0 with the prompt-assembly extensions (disciplines, features, task execution fields).',
        ...rest,
    };
}
/** The file content of schema/prd.schema.json. */
function prdJsonSchemaText() {
    return JSON.stringify(prdJsonSchema(), null, 2) + '\n';
}

// EXTERNAL MODULE: ./src/prd/yaml-source.ts
var yaml_source = __webpack_require__(7333);
;// CONCATENATED MODULE: ./src/prd/index.ts
/** The task-list core: load, validate, select, change status, save, import. */













/***/ }),

/***/ 2361:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ savePrdDocument),
/* harmony export */   Z: () => (/* reexport safe */ _files_atomic_js__WEBPACK_IMPORTED_MODULE_0__.Zf)
/* harmony export */ });
/* harmony import */ var _files_atomic_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6094);
/** Saving the task list: atomic, so readers never see half a file. */


/** Writes the document's text; returns the bytes written (its UTF-8, in pieces), for hashing. */
async function savePrdDocument(doc, path) {
    const bytes = doc.bytes();
    await (0,_files_atomic_js__WEBPACK_IMPORTED_MODULE_0__/* .writeFileAtomic */ .Zf)(path, bytes);
    return bytes;
}


/***/ }),

/***/ 9828:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   As: () => (/* binding */ isComplete),
/* harmony export */   DB: () => (/* binding */ selectNextTask),
/* harmony export */   VX: () => (/* binding */ findTask),
/* harmony export */   ZV: () => (/* binding */ progressPercent),
/* harmony export */   g6: () => (/* binding */ countTasks)
/* harmony export */ });
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9359);

const PRIORITY_RANK = { critical: 0, high: 1, medium: 2, low: 3 };
/** All tasks done or skipped with at least one done, or `completion_marker: true`. */
function isComplete(prd) {
    if (prd.completion_marker === true)
        return true;
    let hasDone = false;
    for (const task of prd.tasks) {
        if (task.status === 'done')
            hasDone = true;
        else if (task.status !== 'skipped')
            return false;
    }
    return hasDone;
}
function countTasks(prd) {
    const counts = {
        total: 0,
        done: 0,
        in_progress: 0,
        pending: 0,
        blocked: 0,
        skipped: 0,
    };
    for (const task of prd.tasks) {
        counts.total++;
        counts[task.status]++;
    }
    return counts;
}
/** Done tasks as a rounded percentage of all tasks (8 of 15 -> 53, as in SPEC-035 §9). */
function progressPercent(prd) {
    const { total, done } = countTasks(prd);
    return total === 0 ? 0 : Math.round((done / total) * 100);
}
function findTask(prd, id) {
    const key = (0,_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .idKey */ .T4)(id);
    return prd.tasks.find((t) => (0,_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .idKey */ .T4)(t.id) === key);
}
/**
 * The next task. A task left `in_progress` (an interrupted run, or `ralph mark <id> in_progress`)
 * is resumed first (SPEC-035 §4.4, §11.2); otherwise a `pending` one. Either way every
 * `depends_on` must be done (skipped does not count); then highest priority first
 * (critical > high > medium > low), then file order.
 */
function selectNextTask(prd) {
    if (isComplete(prd))
        return { kind: 'complete' };
    const byId = new Map();
    for (const task of prd.tasks)
        byId.set((0,_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .idKey */ .T4)(task.id), task);
    const best = {
        in_progress: { rank: Infinity },
        pending: { rank: Infinity },
    };
    const waiting = [];
    for (const task of prd.tasks) {
        if (task.status !== 'pending' && task.status !== 'in_progress')
            continue;
        const unmet = (task.depends_on ?? []).filter((dep) => byId.get((0,_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .idKey */ .T4)(dep))?.status !== 'done');
        if (unmet.length > 0) {
            waiting.push({ id: (0,_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .idKey */ .T4)(task.id), on: unmet.map(_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .idKey */ .T4) });
            continue;
        }
        const slot = best[task.status];
        const rank = PRIORITY_RANK[(0,_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .taskPriority */ .sh)(task)];
        if (rank < slot.rank) {
            slot.task = task;
            slot.rank = rank;
            if (rank === 0 && task.status === 'in_progress')
                break;
        }
    }
    const chosen = best.in_progress.task ?? best.pending.task;
    if (chosen)
        return { kind: 'task', task: chosen };
    const blocked = prd.tasks
        .filter((t) => t.status === 'blocked')
        .map((t) => ({ id: (0,_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .idKey */ .T4)(t.id), reason: t.blocked_by ?? 'no reason given' }));
    return { kind: 'none_ready', reason: explain(prd, byId, waiting, blocked), waiting, blocked };
}
const MAX_EXPLAINED = 5;
function describeDependency(id, byId) {
    const task = byId.get(id);
    if (!task)
        return `${id} (unknown)`;
    switch (task.status) {
        case 'blocked':
            return `${id} (blocked: ${task.blocked_by ?? 'no reason given'})`;
        case 'skipped':
            return `${id} (skipped, so it will never be done)`;
        case 'in_progress':
            return `${id} (in progress)`;
        default:
            return `${id} (${task.status})`;
    }
}
function explain(prd, byId, waiting, blocked) {
    const lines = [];
    for (const w of waiting.slice(0, MAX_EXPLAINED)) {
        lines.push(`${w.id} is waiting on ${w.on.map((d) => describeDependency(d, byId)).join(', ')}`);
    }
    if (waiting.length > MAX_EXPLAINED)
        lines.push(`${waiting.length - MAX_EXPLAINED} more waiting`);
    const waitedOn = new Set(waiting.flatMap((w) => w.on));
    const shownBlocked = blocked.filter((b) => !waitedOn.has(b.id));
    for (const b of shownBlocked.slice(0, MAX_EXPLAINED))
        lines.push(`${b.id} is blocked: ${b.reason}`);
    if (shownBlocked.length > MAX_EXPLAINED)
        lines.push(`${shownBlocked.length - MAX_EXPLAINED} more blocked`);
    if (lines.length === 0) {
        const counts = countTasks(prd);
        return counts.done === 0
            ? 'No task is ready: every task is skipped, and at least one must be done to complete'
            : 'No task is ready';
    }
    return `No task is ready: ${lines.join('; ')}`;
}


/***/ })

};
