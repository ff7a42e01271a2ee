export const id = 209;
export const ids = [209];
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
/** Writes `content` (text, bytes, or bytes in pieces written in order) to `path` atomically. */
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

/***/ 209:
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
  Zf: () => (/* reexport */ save/* writeFileAtomic */.Z)
});

// UNUSED EXPORTS: ALLOWED_TRANSITIONS, BASELINE_MODES, DATE_TIME_PATTERN, DisciplineSchema, DisciplinesFileSchema, FeatureSchema, FeaturesFileSchema, KNOWN_KEYS, MAX_SHOWN_DIAGNOSTICS, McpServerSchema, PRIORITIES, PROVENANCES, PrdDocument, PrdSchema, PrioritySchema, ProjectSchema, SCHEMA_COMMENT, SUPPORTED_SCHEMA_VERSION, TaskCommentSchema, TaskIdSchema, TaskSchema, TaskStatusSchema, VerifyCommandObjectSchema, VerifyCommandSchema, capDiagnostics, checkTransition, detectImportFormat, emitPrdYaml, findTask, importSource, importToPrd, importToPrdYaml, isoDate, loadPrdFile, prdJsonSchema, projectBranch, taskPriority

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

;// CONCATENATED MODULE: ./src/prd/importers/markdown.ts
/** Small, forgiving readers for the markdown task formats (frontmatter, headings, lists). */

const CHECKLIST_ITEM = /^(\s*)[-*+]\s+\[([ xX])\]\s+(.*\S)\s*$/;
const BULLET = /^(\s*)(?:[-*+]|\d+[.)])\s+(.*\S)\s*$/;
const HEADING = /^(#{1,6})\s+(.+?)\s*#*\s*$/;
/**
 * `---` ... `---` at the top, read as `key: value` lines (quotes stripped, nested YAML ignored),
 * the way tilth and ralph-orchestrator write it. No block: empty data, the whole text as body.
 */
function splitFrontmatter(text, fileName) {
    const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
    const data = new Map();
    if (lines[0]?.trim() !== '---')
        return { data, body: lines };
    const end = lines.findIndex((l, i) => i > 0 && l.trim() === '---');
    if (end < 0)
        throw new errors_ImportError(`${fileName}: the frontmatter block (---) is not closed`);
    for (const line of lines.slice(1, end)) {
        const match = /^([A-Za-z_][\w-]*)\s*:\s*(.*?)\s*$/.exec(line);
        if (!match)
            continue;
        const value = match[2].replace(/^(["'])(.*)\1$/, '$2');
        if (value !== '' && value !== 'null' && value !== '~')
            data.set(match[1], value);
    }
    return { data, body: lines.slice(end + 1) };
}
/** Splits lines at headings of `level` or higher (fewer #); deeper headings stay in the body. */
function sectionsAt(lines, level) {
    const out = [{ level: 0, heading: '', lines: [] }];
    let fence = false;
    for (const line of lines) {
        if (/^\s*(```|~~~)/.test(line))
            fence = !fence;
        const h = fence ? null : HEADING.exec(line);
        if (h && h[1].length <= level) {
            out.push({ level: h[1].length, heading: h[2], lines: [] });
        }
        else {
            out[out.length - 1].lines.push(line);
        }
    }
    return out.filter((s, i) => i > 0 || s.lines.some((l) => l.trim() !== ''));
}
/** Text with HTML comments removed and outer blank lines trimmed; undefined when empty. */
function cleanText(lines) {
    const text = lines
        .join('\n')
        .replace(/<!--[\s\S]*?-->/g, '')
        .replace(/\n{3,}/g, '\n\n')
        .trim();
    return text === '' ? undefined : text;
}
/** The items of a bullet list (one level; wrapped lines joined), checkboxes removed. */
function listItems(lines) {
    const items = [];
    let indent = -1;
    for (const line of lines) {
        const bullet = BULLET.exec(line);
        if (bullet && (indent < 0 || bullet[1].length <= indent)) {
            indent = bullet[1].length;
            items.push(bullet[2].replace(/^\[[ xX]\]\s+/, ''));
        }
        else if (items.length > 0 && line.trim() !== '' && /^\s+/.test(line)) {
            items[items.length - 1] += ` ${line.trim()}`;
        }
    }
    return items;
}
/** Heading text without emoji, symbols and markup: "🔴 High Priority" -> "High Priority". */
function plainHeading(heading) {
    return heading
        .replace(/[*_`]/g, '')
        .replace(/^[^\p{L}\p{N}]+/u, '')
        .trim();
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
const GENERIC_NAMES = new Set(['prd', 'tasks', 'task', 'fix plan', 'todo', 'plan', 'stories']);
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
function criteriaOf(lines) {
    const out = [];
    for (const line of lines) {
        const bullet = BULLET.exec(line);
        if (!bullet) {
            const last = out[out.length - 1];
            if (last && line.trim() !== '')
                last.parts.push(line.trim());
            continue;
        }
        const text = bullet[2].replace(/\*\*/g, '').trim();
        if (bullet[1].length === 0 || out.length === 0)
            out.push({ head: text, parts: [] });
        else
            out[out.length - 1].parts.push(text);
    }
    return out.map(({ head, parts }) => parts.length === 0 ? head : `${head.replace(/:$/, '')}: ${parts.join('; ')}`);
}
function metadata(section, task, report) {
    for (const item of listItems(section.lines)) {
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
    const heading = body.map((l) => HEADING.exec(l)).find((h) => h && h[1] === '#');
    const title = heading ? heading[2].replace(/^Task:\s*/i, '').trim() : taskIdOf(file.baseName);
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
    const sections = sectionsAt(body, 2);
    const described = [];
    const dependencyText = [];
    const bodySections = sections.filter((s) => !/^(acceptance criteria|metadata)$/i.test(s.heading.trim()) &&
        !(s.level <= 1 && cleanText(s.lines) === undefined));
    for (const section of sections) {
        const name = section.heading.trim().toLowerCase();
        if (name === 'acceptance criteria') {
            const criteria = criteriaOf(section.lines);
            if (criteria.length > 0)
                task.acceptance_criteria = criteria;
        }
        else if (name === 'metadata') {
            metadata(section, task, report);
        }
        else if (bodySections.length === 1 && name === 'description') {
            described.push(...section.lines);
        }
        else if (section.level <= 1) {
            described.push(...section.lines); // text before the first section
        }
        else {
            if (name === 'dependencies')
                dependencyText.push(...section.lines);
            described.push(`## ${section.heading}`, ...section.lines);
        }
    }
    dependencyText.push(...body.filter((l) => /\bdepends on\b/i.test(l)));
    const description = cleanText(described);
    if (description)
        task.description = description;
    return { task, dependencyText, text: file.text };
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
    for (const { task, dependencyText } of tasks) {
        const text = dependencyText.join('\n');
        const named = [...text.matchAll(/([\w.-]+)\.code-task\.md/g)].map((m) => m[1]);
        const numbered = [...text.matchAll(/\btask\s+#?0*(\d+)\b/gi)].map((m) => byNumber.get(m[1]));
        const deps = [];
        for (const id of [...named, ...numbered]) {
            if (id && ids.has(id) && id !== task.id && !deps.includes(id))
                deps.push(id);
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
            report.dropped(`${e.message}: this file was left out; fix it and run migrate again`);
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

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
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
    const text = plainHeading(heading)
        .replace(/^\d+(?:\.\d+)*[.)]?\s+/, '')
        .toLowerCase();
    if (/\b(deferred|postponed|do not (pick|start|do)|don'?t (pick|start)|not now|icebox|parking lot|won'?t do)\b/.test(text)) {
        return { kind: 'deferred' };
    }
    if (/^(optional|nice[- ]to[- ]have|stretch|backlog)\b/.test(text))
        return { kind: 'optional' };
    if (/^(completed?|done|finished)\b/.test(text))
        return { kind: 'completed' };
    if (/^notes?\b/.test(text))
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

;// CONCATENATED MODULE: ./src/prd/importers/item-links.ts
const key = (label) => label.toLowerCase().replace(/^0+(?=\d)/, '');
function linkLabels(items, report) {
    const byLabel = new Map();
    for (const { task, label } of items)
        if (label)
            byLabel.set(key(label), task.id);
    for (const { task, deps } of items) {
        if (deps.length === 0)
            continue;
        const known = [...new Set(deps.map((d) => byLabel.get(key(d))))].filter((id) => id !== undefined && id !== task.id);
        const unknown = deps.filter((d) => !byLabel.has(key(d)));
        if (known.length > 0) {
            task.depends_on = known;
            report.mapped('"Depends on: 1.1" -> depends_on (the item numbered 1.1)');
        }
        if (unknown.length > 0) {
            report.warn(`${String(task.id)} ("${task.title}") depends on ${unknown.join(', ')}, which no item is numbered: left out`);
        }
    }
}

;// CONCATENATED MODULE: ./src/prd/importers/item-text.ts
/**
 * A checklist item's text as the other tools write it (`**Task 1: Add X**`, `P0-001: Add X`,
 * `1.1 Add X. Depends on: 1.0`, `Add X (deferred - needs Y)`) -> a clean title, the label it was
 * numbered with, the labels it depends on and any deferred/blocked marker.
 */

const LABELS = [
    /^(?:task|step|item)\s+#?(\d+(?:\.\d+)*)\s*[:.)\-–—]\s*/i,
    /^([A-Z][A-Z0-9]{0,5}-\d+[a-z]?)\s*[:.)\-–—]\s*/,
    /^([A-Z]{0,2}\d+(?:\.\d+)+)\s*[:.)\-–—]?\s+/,
    /^([A-Z]{1,2}\d+)\s*[:.)\-–—]\s+/,
    /^(\d+)[.)]\s+/,
];
const DEPENDS = /[\s(_*]*\bdepends on\b\s*:?\s*([^)]*?)[\s)_*.]*$/i;
const LABEL = /^[A-Z]{0,6}[-_]?\d+(?:[.-]\d+)*[a-z]?$/i;
/**
 * "1.1, 1.2 and 2.1" -> ["1.1", "1.2", "2.1"]; "none" -> []; undefined when the text names
 * something other than item numbers ("depends on the timezone"), which then stays text.
 */
function dependencyLabels(text) {
    const labels = text
        .replace(/\s*\([^)]*\)\s*$/, '')
        .split(/\s*(?:,|;|\band\b)\s*/)
        .map((s) => s
        .replace(/^(?:task|step)\s+#?/i, '')
        .replace(/[*_`.]+$/g, '')
        .trim())
        .filter((s) => s !== '' && !/^(none|nothing|n\/a|-)$/i.test(s));
    return labels.every((l) => LABEL.test(l)) ? labels : undefined;
}
/** `**Label**: value` on a line of its own under an item (a bullet or not). */
function labelledLine(line, label) {
    const match = /^\s*(?:[-*+]\s+)?[*_]*([A-Za-z ]+?)[*_]*\s*:\s*[*_]*\s*(.*)$/.exec(line);
    return match && label.test(match[1].trim()) ? match[2].trim() : undefined;
}
/** "Depends on: 1.1" / "**Dependencies**: 1.1, 2.1" under an item; undefined for other lines. */
function dependencyLine(line) {
    const value = labelledLine(line, /^(depends on|dependencies|dependency|requires)$/i);
    return value === undefined ? undefined : dependencyLabels(value);
}
/** "**Files**: a.ts, b.ts" under an item -> the paths ("None (...)" -> none); else undefined. */
function filesLine(line) {
    const value = labelledLine(line, /^(files?|files to (create|modify|change)|touches)$/i);
    if (value === undefined)
        return undefined;
    return value
        .split(/\s*,\s*/)
        .map((f) => f.replace(/^`|`$/g, '').trim())
        .filter((f) => f !== '' && !/^(none|n\/a|-)\b/i.test(f));
}
function inlineMarker(title) {
    const deferred = /\s*\((deferred|postponed|later)\b\s*[-:–—]?\s*([^)]*)\)/i.exec(title);
    if (deferred) {
        const reason = deferred[2].trim() || 'deferred';
        return { title: title.replace(deferred[0], ''), marker: { kind: 'deferred', reason } };
    }
    const blocked = /\s*\((blocked)\b\s*[-:–—]?\s*([^)]*)\)/i.exec(title);
    if (blocked) {
        const reason = blocked[2].trim() || 'marked BLOCKED in the source';
        return { title: title.replace(blocked[0], ''), marker: { kind: 'blocked', reason } };
    }
    return { title, marker: undefined };
}
function readItemText(raw) {
    let text = raw
        .replace(/\*\*(.+?)\*\*/g, '$1')
        .replace(/__(.+?)__/g, '$1')
        .trim();
    const unbolded = text !== raw.trim();
    let dependsOn = [];
    const depends = DEPENDS.exec(text);
    const labels = depends && depends.index > 0 ? dependencyLabels(depends[1]) : undefined;
    if (depends && labels) {
        dependsOn = labels;
        text = text.slice(0, depends.index).replace(/[\s.;,]+$/, '');
    }
    let label;
    for (const pattern of LABELS) {
        const match = pattern.exec(text);
        if (match && match[0].length < text.length) {
            label = match[1];
            text = text.slice(match[0].length);
            break;
        }
    }
    const marked = inlineMarker(text);
    const clean = marked.title.replace(/^[*_\s]+|[*_\s]+$/g, '').trim();
    const title = titleFromText(clean);
    return {
        title,
        label,
        dependsOn,
        fullText: title === clean ? undefined : clean,
        marker: marked.marker,
        reworded: unbolded || label !== undefined,
    };
}

;// CONCATENATED MODULE: ./src/prd/importers/prd-md.ts









function projectTitle(heading) {
    const fixPlan = /^(?:ralph\s+)?fix\s+plan\b\s*[-:–—]?\s*(.*)$/i.exec(heading);
    const title = fixPlan ? fixPlan[1] : heading.replace(/\s+PRD$/i, '');
    return title.trim() || undefined;
}
class Parser {
    out = { title: undefined, items: [], blocks: [], prioritySections: false };
    band;
    section = PLAIN;
    sectionName = '';
    current;
    block = { heading: '', lines: [] };
    sawTitle = false;
    constructor() {
        this.out.blocks.push(this.block);
    }
    heading(level, text) {
        this.current = undefined;
        if (level === 1 && !this.sawTitle) {
            this.sawTitle = true;
            this.out.title = projectTitle(text);
            return;
        }
        const own = classifySection(text);
        if (this.band && level <= this.band.level)
            this.band = undefined;
        this.section = this.band ? nestedSection(own, this.band.kind) : own;
        this.sectionName = this.band
            ? `${plainHeading(this.band.heading)} > ${plainHeading(text)}`
            : text;
        if (!this.band)
            this.band = { level, kind: own, heading: text };
        if (this.section.kind !== 'tasks' || this.section.priority !== undefined) {
            this.out.prioritySections = true;
        }
        this.block = { heading: text, lines: [] };
        this.out.blocks.push(this.block);
    }
    item(raw, checked) {
        this.current = {
            text: readItemText(raw),
            checked,
            section: this.section,
            sectionName: this.sectionName,
            criteria: [],
            details: [],
            dependsOn: [],
            files: [],
        };
        this.current.dependsOn.push(...this.current.text.dependsOn);
        this.out.items.push(this.current);
    }
    line(line) {
        const indented = /^\s{2,}|^\t/.test(line);
        const current = this.current;
        if (current && indented && line.trim() !== '') {
            const deps = dependencyLine(line);
            const files = filesLine(line);
            const bullet = BULLET.exec(line);
            if (deps)
                current.dependsOn.push(...deps);
            else if (files)
                current.files.push(...files);
            else if (bullet)
                current.criteria.push(bullet[2].replace(/^\[[ xX]\]\s+/, ''));
            else
                current.details.push(line.trim());
            return;
        }
        if (current && line.trim() === '')
            return;
        this.current = undefined;
        this.block.lines.push(line.trimEnd());
    }
}
/** One pass over the lines; fenced code is kept as section text, HTML comments are skipped. */
function parse(text) {
    const parser = new Parser();
    let fence = false;
    for (const line of text.replace(/<!--[\s\S]*?-->/g, '').split(/\r?\n/)) {
        if (/^\s*(```|~~~)/.test(line))
            fence = !fence;
        const heading = fence ? null : HEADING.exec(line);
        const item = fence ? null : CHECKLIST_ITEM.exec(line);
        const indented = /^\s{2,}|^\t/.test(line);
        if (heading)
            parser.heading(heading[1].length, heading[2]);
        else if (item && (!indented || !parser.current))
            parser.item(item[3], item[2] !== ' ');
        else
            parser.line(line);
    }
    return parser.out;
}
function itemTask(item, id, fileName) {
    const { text } = item;
    const task = { id, title: text.title, status: item.checked ? 'done' : 'pending' };
    const details = text.fullText ? [text.fullText, ...item.details] : [...item.details];
    const where = `in ${fileName} (section "${plainHeading(item.sectionName)}")`;
    if (!item.checked) {
        if (item.section.kind === 'optional') {
            task.status = 'skipped';
            task.tags = ['optional'];
            details.push(`Optional ${where}: not required. Set status: pending to have the loop do it.`);
        }
        else if (item.section.kind === 'deferred' || text.marker?.kind === 'deferred') {
            task.status = 'skipped';
            task.tags = ['deferred'];
            const reason = text.marker?.kind === 'deferred' ? `: ${text.marker.reason}` : '';
            details.push(`Deferred ${where}${reason}. Not to be picked now; set status: pending to have the loop do it.`);
        }
        else if (text.marker?.kind === 'blocked') {
            task.status = 'blocked';
            task.blocked_by = `${text.marker.reason} ${where}`;
        }
        else if (item.section.kind === 'tasks' && item.section.inProgress) {
            task.status = 'in_progress';
        }
    }
    if (details.length > 0)
        task.description = details.join('\n');
    if (item.criteria.length > 0)
        task.acceptance_criteria = item.criteria;
    if (item.files.length > 0)
        task.files = [...new Set(item.files)];
    return task;
}
/** The section text nobody turned into tasks, as `Section:\n text` paragraphs. */
function sectionText(blocks) {
    const parts = blocks.flatMap((b) => {
        const text = cleanText(b.lines.filter((l) => !/^\s*([-*_])(\s*\1){2,}\s*$/.test(l)));
        if (text === undefined)
            return [];
        return [b.heading === '' ? text : `${plainHeading(b.heading)}:\n${text}`];
    });
    return parts.length > 0 ? parts.join('\n\n') : undefined;
}
function importChecklistMarkdown(text, fileName, now, title) {
    const parsed = parse(text);
    if (parsed.items.length === 0) {
        throw new errors_ImportError(`${fileName}: no checklist items found (expected lines like "- [ ] Do something")`);
    }
    const fixPlan = parsed.prioritySections || /fix_plan/i.test(fileName);
    const report = new ReportBuilder(fixPlan ? 'frankbria fix_plan.md' : 'prd.md checklist');
    report.mapped('each top-level checklist line -> a task; [x] -> done, [ ] -> pending');
    // Work items in priority order, then Optional, Deferred and Completed items.
    const work = parsed.items.filter((i) => i.section.kind === 'tasks');
    const rest = parsed.items.filter((i) => i.section.kind !== 'tasks');
    const ordered = orderByPriority(work.map((item) => ({
        item,
        priority: item.section.kind === 'tasks' ? item.section.priority : undefined,
    })), report, 'section priority');
    const prioritized = ordered.some((o) => o.priority !== undefined);
    ordered.push(...rest.map((item) => ({ item, priority: prioritized ? 'low' : undefined })));
    const tasks = ordered.map(({ item, priority }, index) => withPriority(itemTask(item, generatedId(index), fileName), priority));
    linkLabels(ordered.map(({ item }, i) => ({
        task: tasks[i],
        label: item.text.label,
        deps: item.dependsOn,
    })), report);
    reportItems(ordered.map((o) => o.item), tasks, report);
    const project = { title: title.option ?? parsed.title ?? title.fallback };
    if (title.option !== undefined)
        report.mapped('project title <- --title');
    else if (parsed.title !== undefined)
        report.mapped('# heading -> project.title');
    else
        report.warn(`no usable # heading: the title is "${project.title}" (set it with --title)`);
    const description = sectionText(parsed.blocks);
    if (description) {
        project.description = description;
        report.mapped('Notes, section text and lists without checkboxes -> project.description, under their section names');
    }
    project.created = isoDate(now);
    return report.build({ schema_version: '1.0', project, tasks });
}
function reportItems(items, tasks, report) {
    if (tasks.some((t) => t.acceptance_criteria)) {
        report.mapped('lists indented under an item -> its acceptance_criteria');
    }
    if (items.some((i) => i.text.reworded)) {
        report.mapped('bold markers and numbering (Task 1:, P0-001:, 1.1) left out of titles');
    }
    if (items.some((i) => i.text.fullText !== undefined)) {
        report.mapped('titles over 100 characters shortened; the whole text starts the description');
    }
    if (tasks.some((t) => t.files))
        report.mapped('"Files: a, b" under an item -> its files');
    if (tasks.some((t) => t.status === 'in_progress')) {
        report.mapped('open items under "In Progress" -> status in_progress (resumed first)');
    }
    const count = (tag) => tasks.filter((t) => t.tags?.includes(tag)).length;
    if (count('optional') > 0) {
        report.mapped(`${count('optional')} open Optional item(s) -> status skipped, tagged optional: not required for completion (set status: pending to run one)`);
    }
    if (count('deferred') > 0) {
        report.mapped(`${count('deferred')} open Deferred item(s) -> status skipped, tagged deferred, with the reason (set status: pending to run one)`);
    }
    const blocked = tasks.filter((t) => t.status === 'blocked').length;
    if (blocked > 0)
        report.mapped(`${blocked} item(s) marked BLOCKED -> status blocked`);
}

;// CONCATENATED MODULE: ./src/prd/importers/story-md.ts




/** `### US-001: Title` (also `## STORY-2 - Title`). */
const STORY_HEADING = /^#{2,4}\s+\**([A-Z][A-Z0-9]*-\d+[A-Za-z0-9]*)\**\s*[:.\-–—]\s*(.+?)\s*$/;
const story_md_LABEL = /^\s*\*\*([^*]+?):?\*\*:?\s*(.*)$/;
function story_md_parse(text) {
    const out = { title: undefined, intro: [], stories: [], otherSections: [] };
    let target;
    let fence = false;
    for (const line of text.split(/\r?\n/)) {
        if (/^\s*(```|~~~)/.test(line))
            fence = !fence;
        const story = fence ? null : STORY_HEADING.exec(line);
        const heading = fence ? null : HEADING.exec(line);
        if (story) {
            const s = { id: story[1], title: story[2].replace(/\*+$/, '').trim(), lines: [] };
            out.stories.push(s);
            target = s.lines;
        }
        else if (heading && heading[1] === '#' && out.title === undefined) {
            out.title = heading[2]
                .replace(/^PRD\s*[:\-–—]\s*/i, '')
                .replace(/\s+PRD$/i, '')
                .trim();
            target = undefined;
        }
        else if (heading && heading[1].length <= 2) {
            const name = plainHeading(heading[2]).replace(/^\d+(?:\.\d+)*[.)]?\s+/, '');
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
            target?.push(line);
        }
    }
    return out;
}
function storyTask(story, fileName, report) {
    const description = [];
    const criteria = [];
    let checked = 0;
    let inCriteria = false;
    for (const line of story.lines) {
        const label = story_md_LABEL.exec(line);
        if (label) {
            const name = label[1].trim().toLowerCase();
            inCriteria = /^acceptance criteria$/.test(name);
            if (inCriteria)
                continue;
            if (name === 'description') {
                if (label[2])
                    description.push(label[2]);
                continue;
            }
        }
        const item = CHECKLIST_ITEM.exec(line);
        const bullet = BULLET.exec(line);
        // A checklist under a story is its acceptance criteria, with or without the label.
        if (item || (inCriteria && bullet)) {
            if (item) {
                criteria.push(item[3]);
                if (item[2] !== ' ')
                    checked++;
            }
            else {
                criteria.push(bullet[2]);
            }
            continue;
        }
        if (line.trim() === '' && inCriteria)
            continue;
        inCriteria = false;
        description.push(line);
    }
    const task = {
        id: story.id,
        title: story.title,
        status: criteria.length > 0 && checked === criteria.length ? 'done' : 'pending',
    };
    const text = cleanText(description);
    if (text)
        task.description = text;
    if (criteria.length > 0)
        task.acceptance_criteria = criteria;
    if (checked > 0 && checked < criteria.length) {
        report.warn(`${fileName}: ${story.id} has ${checked} of ${criteria.length} criteria checked: imported as pending`);
    }
    return task;
}
function importStoryMarkdown(text, fileName, now, title) {
    const parsed = story_md_parse(text);
    if (parsed.stories.length === 0) {
        throw new errors_ImportError(`${fileName}: no user stories found (expected "### US-001: Title")`);
    }
    const report = new ReportBuilder('snarktank PRD markdown (### US-001 stories)');
    report.mapped('each "### US-NNN: Title" story -> one task with that id and title, in file order');
    report.mapped('**Description:** and other story text -> description');
    report.mapped('the story\'s "- [ ]" checklist -> acceptance_criteria (with or without an "Acceptance Criteria:" label); all checked -> done');
    const tasks = parsed.stories.map((s) => storyTask(s, fileName, report));
    const project = { title: title.option ?? parsed.title ?? title.fallback };
    if (title.option !== undefined)
        report.mapped('project title <- --title');
    else if (parsed.title !== undefined)
        report.mapped('# PRD: heading -> project.title');
    const intro = cleanText(parsed.intro);
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
    const status = STATUS_WORDS.get(raw.trim().toLowerCase());
    if (status === undefined) {
        throw new errors_ImportError(`${ctx.where}: unknown status '${raw}' (expected pending, in_progress, done, blocked, failed or skipped)`);
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
    const title = optionalString(entry, 'title', ctx.where) ?? optionalString(entry, 'name', ctx.where);
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
    const dependsOn = [
        ...readIds(entry.dependsOn, ctx.where, 'dependsOn'),
        ...readIds(entry.depends_on, ctx.where, 'depends_on'),
        ...readIds(entry.dependencies, ctx.where, 'dependencies'),
        ...readIds(entry.depends, ctx.where, 'depends'),
    ];
    readFiles(entry, ctx, task);
    return { task, priority: readPriority(entry.priority, ctx.where, ctx.report), dependsOn };
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
            report.mapped('dependsOn -> depends_on');
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
        report.warn(`${missing.length} entries have no id: given task-NNN ids by position`);
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

;// CONCATENATED MODULE: ./src/prd/importers/tilth-md.ts




const TILTH_TASK_FILE = /^T-\d+.*\.md$/;
const TILTH_ID = /^T-\d+$/;
function isTilthTaskText(text) {
    return /^---\s*\r?\n(?:.*\r?\n)*?id:\s*["']?T-\d+/m.test(text.slice(0, 2000));
}
function readTask(file, report) {
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
    const sections = sectionsAt(body, 2);
    const others = sections.filter((s) => !/^acceptance criteria$/i.test(s.heading.trim()));
    for (const section of sections) {
        if (/^acceptance criteria$/i.test(section.heading.trim())) {
            criteria.push(...listItems(section.lines));
        }
        else if (others.length === 1 && /^(description)?$/i.test(section.heading.trim())) {
            described.push(...section.lines); // a sole Description renders bare, as in tilth
        }
        else if (section.level === 0) {
            described.push(...section.lines);
        }
        else {
            described.push(`## ${section.heading}`, ...section.lines);
        }
    }
    const task = { id, title, status: 'pending' };
    const description = cleanText(described);
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
    const tasks = taskFiles.map((f) => readTask(f, report));
    tasks.sort((a, b) => idNumber(a.id) - idNumber(b.id));
    report.mapped('each T-NNN-*.md -> a task: frontmatter id and title, ordered by id');
    report.mapped('"## Acceptance criteria" bullets -> acceptance_criteria; other sections -> description');
    report.mapped('status: tilth keeps it in its session (task-status.json), not in the files: all pending');
    const overview = files.find((f) => f.baseName === 'overview.md');
    const overviewLines = overview ? splitFrontmatter(overview.text, overview.name).body : [];
    const headingAt = overviewLines.findIndex((l) => /^#\s+\S/.test(l));
    const overviewTitle = headingAt >= 0 ? overviewLines[headingAt].replace(/^#\s+/, '').trim() : undefined;
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
    if (overview) {
        const text = cleanText(overviewLines.filter((_, i) => i !== headingAt));
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
    if (isRecord(json) && STORY_KEYS.some((k) => k in json))
        return 'tasks-json';
    return undefined;
}
function detectMarkdown(text, fileName) {
    if (CODE_TASK_FILE.test(fileName))
        return 'code-task';
    if (isTilthTaskText(text))
        return 'tilth-dir';
    const lines = text.split(/\r?\n/);
    const checklist = lines.some((l) => CHECKLIST_ITEM.test(l));
    // frankbria's file is a fix plan whatever its headings look like (`### PRD-01: ...`).
    if (FIX_PLAN_FILE.test((0,external_node_path_.basename)(fileName)) && checklist)
        return 'checklist-md';
    if (lines.some((l) => STORY_HEADING.test(l)))
        return 'story-md';
    if (checklist)
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
const SUPPORTED = 'expected a prd.json/TASKS.json object with userStories, a JSON list of tasks, a PRD markdown ' +
    'with "### US-001: Title" stories, a checklist (prd.md, fix_plan.md), a tilth task directory ' +
    'or T-NNN-*.md file, or ralph-orchestrator *.code-task.md files';
function importFile(file, now, title, specs = []) {
    file = { ...file, text: file.text.replace(/^\uFEFF/, '') }; // editors on Windows add one
    const names = {
        option: title,
        fallback: titleFromName(file.name) ?? `Tasks imported from ${file.baseName}`,
    };
    const json = { fileName: file.name, now, title, fallbackTitle: names.fallback };
    if (/\.json$/i.test(file.name))
        parseJson(file.text, file.name); // invalid JSON: say why
    switch (detectImportFormat(file.text, file.name)) {
        case 'tasks-json':
            return importStoriesObject(parseJson(file.text, file.name), json);
        case 'json-list':
            return importJsonList(parseJson(file.text, file.name), json);
        case 'story-md':
            return importStoryMarkdown(file.text, file.name, now, names);
        case 'checklist-md':
            return importChecklistMarkdown(file.text, file.name, now, names);
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
