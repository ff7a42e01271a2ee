export const id = 599;
export const ids = [599];
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

/***/ 5599:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
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

;// CONCATENATED MODULE: ./src/prd/importers/code-task.ts




const CODE_TASK_FILE = /\.code-task\.md$/i;
const STATUSES = new Map(Object.entries({
    pending: 'pending',
    in_progress: 'in_progress',
    'in-progress': 'in_progress',
    completed: 'done',
    done: 'done',
    blocked: 'blocked',
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
        throw new errors_ImportError(`${file.name}: unknown status '${rawStatus}' (expected pending, in_progress, completed or blocked)`);
    }
    const heading = body.map((l) => HEADING.exec(l)).find((h) => h && h[1] === '#');
    const title = heading ? heading[2].replace(/^Task:\s*/i, '').trim() : taskIdOf(file.baseName);
    const task = { id: taskIdOf(file.baseName), title, status };
    if (status === 'blocked')
        task.blocked_by = 'Blocked in ralph-orchestrator';
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
    const description = cleanText(described);
    if (description)
        task.description = description;
    return { task, dependencyText };
}
function linkDependencies(tasks, report) {
    const ids = new Set(tasks.map((t) => String(t.task.id)));
    for (const { task, dependencyText } of tasks) {
        const deps = [];
        for (const match of dependencyText.join('\n').matchAll(/([\w.-]+)\.code-task\.md/g)) {
            const id = match[1];
            if (ids.has(id) && id !== task.id && !deps.includes(id))
                deps.push(id);
        }
        if (deps.length > 0) {
            task.depends_on = deps;
            report.mapped('Dependencies naming another imported .code-task.md -> depends_on');
        }
    }
}
function importCodeTasks(sourceName, files, now, title) {
    const report = new ReportBuilder('ralph-orchestrator code tasks (*.code-task.md)');
    const taskFiles = files
        .filter((f) => CODE_TASK_FILE.test(f.baseName))
        .sort((a, b) => a.baseName.localeCompare(b.baseName));
    if (taskFiles.length === 0)
        throw new errors_ImportError(`${sourceName}: no *.code-task.md files`);
    const tasks = taskFiles.map((f) => readCodeTask(f, report));
    linkDependencies(tasks, report);
    report.mapped('each .code-task.md -> a task: id from the file name, title from "# Task:", in file-name order');
    report.mapped('frontmatter status -> status (completed -> done)');
    report.mapped('Acceptance Criteria (Given/When/Then) -> acceptance_criteria, one per numbered item');
    report.mapped('the other sections -> description, with their headings');
    report.dropped('frontmatter created/started/completed dates');
    const project = {
        title: title.option ?? (taskFiles.length === 1 ? tasks[0].task.title : title.fallback),
    };
    if (title.option !== undefined)
        report.mapped('project title <- --title');
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

;// CONCATENATED MODULE: ./src/prd/importers/prd-md.ts





const PLAIN = { kind: 'tasks', priority: undefined };
/** What a section heading means for the items under it. */
function classifySection(heading) {
    const text = plainHeading(heading).toLowerCase();
    if (/^(optional|nice[- ]to[- ]have|stretch|backlog)\b/.test(text))
        return { kind: 'optional' };
    if (/^(completed?|done|finished)\b/.test(text))
        return { kind: 'completed' };
    if (/^notes?\b/.test(text))
        return { kind: 'notes' };
    if (/^in[- ]progress\b/.test(text))
        return { kind: 'tasks', priority: undefined, inProgress: true };
    const numbered = /^(?:priority|p)\s*(\d+)\b/.exec(text);
    if (numbered)
        return { kind: 'tasks', priority: Number(numbered[1]) };
    const word = /^(critical|urgent|high|medium|low)\b/.exec(text);
    if (word)
        return { kind: 'tasks', priority: priorityFromWord(word[1]) };
    return PLAIN;
}
function projectTitle(heading) {
    const fixPlan = /^(?:ralph\s+)?fix\s+plan\b\s*[-:–—]?\s*(.*)$/i.exec(heading);
    const title = fixPlan ? fixPlan[1] : heading.replace(/\s+PRD$/i, '');
    return title.trim() || undefined;
}
/** One pass over the lines; fenced code and HTML comments are skipped. */
function parse(text) {
    const out = {
        title: undefined,
        items: [],
        notes: [],
        plainBullets: 0,
        prioritySections: false,
    };
    let section = PLAIN;
    let sectionName = '';
    let current;
    let fence = false;
    let sawTitle = false;
    for (const line of text.replace(/<!--[\s\S]*?-->/g, '').split(/\r?\n/)) {
        if (/^\s*(```|~~~)/.test(line))
            fence = !fence;
        if (fence)
            continue;
        const heading = HEADING.exec(line);
        if (heading) {
            current = undefined;
            if (heading[1] === '#' && !sawTitle) {
                sawTitle = true;
                out.title = projectTitle(heading[2]);
                continue;
            }
            sectionName = heading[2];
            section = classifySection(sectionName);
            if (section.kind !== 'tasks' || section.priority !== undefined)
                out.prioritySections = true;
            continue;
        }
        const item = CHECKLIST_ITEM.exec(line);
        const indented = /^\s{2,}|^\t/.test(line);
        if (item && (!indented || current === undefined)) {
            current = {
                title: item[3],
                checked: item[2] !== ' ',
                section,
                sectionName,
                criteria: [],
                details: [],
            };
            out.items.push(current);
            continue;
        }
        const bullet = BULLET.exec(line);
        if (current && indented && bullet) {
            current.criteria.push(bullet[2].replace(/^\[[ xX]\]\s+/, ''));
        }
        else if (current && indented && line.trim() !== '') {
            current.details.push(line.trim());
        }
        else if (section.kind === 'notes' && line.trim() !== '') {
            out.notes.push(line.trimEnd());
        }
        else if (bullet && !indented) {
            current = undefined;
            out.plainBullets++;
        }
        else if (line.trim() !== '' && !indented) {
            current = undefined;
        }
    }
    return out;
}
function itemStatus(item) {
    if (item.checked)
        return 'done';
    if (item.section.kind === 'optional')
        return 'skipped';
    if (item.section.kind === 'tasks' && item.section.inProgress)
        return 'in_progress';
    return 'pending';
}
function importChecklistMarkdown(text, fileName, now, title) {
    const parsed = parse(text);
    if (parsed.items.length === 0) {
        throw new errors_ImportError(`${fileName}: no checklist items found (expected lines like "- [ ] Do something")`);
    }
    const fixPlan = parsed.prioritySections || /fix_plan/i.test(fileName);
    const report = new ReportBuilder(fixPlan ? 'frankbria fix_plan.md' : 'prd.md checklist');
    report.mapped('each top-level checklist line -> a task; [x] -> done, [ ] -> pending');
    // Work items in priority order, then Optional and Completed items (never picked as pending).
    const work = parsed.items.filter((i) => i.section.kind === 'tasks');
    const rest = parsed.items.filter((i) => i.section.kind !== 'tasks');
    const ordered = orderByPriority(work.map((item) => ({
        item,
        priority: item.section.kind === 'tasks' ? item.section.priority : undefined,
    })), report, 'section priority');
    const prioritized = ordered.some((o) => o.priority !== undefined);
    ordered.push(...rest.map((item) => ({ item, priority: prioritized ? 'low' : undefined })));
    const tasks = ordered.map(({ item, priority }, index) => {
        const task = withPriority({ id: generatedId(index), title: item.title, status: itemStatus(item) }, priority);
        const details = [...item.details];
        if (task.status === 'skipped') {
            task.tags = ['optional'];
            details.push(`Optional in ${fileName} (section "${item.sectionName}"): not required. Set status: pending to have the loop do it.`);
        }
        if (details.length > 0)
            task.description = details.join('\n');
        if (item.criteria.length > 0)
            task.acceptance_criteria = item.criteria;
        return task;
    });
    reportSections(parsed, tasks, report);
    const project = { title: title.option ?? parsed.title ?? title.fallback };
    if (title.option !== undefined)
        report.mapped('project title <- --title');
    else if (parsed.title !== undefined)
        report.mapped('# heading -> project.title');
    else
        report.warn(`no usable # heading: the title is "${project.title}" (set it with --title)`);
    if (parsed.notes.length > 0) {
        project.description = `Notes:\n${parsed.notes.join('\n')}`;
        report.mapped('Notes section -> project.description');
    }
    project.created = isoDate(now);
    return report.build({ schema_version: '1.0', project, tasks });
}
function reportSections(parsed, tasks, report) {
    if (tasks.some((t) => t.acceptance_criteria)) {
        report.mapped('lists indented under an item -> its acceptance_criteria');
    }
    if (tasks.some((t) => t.status === 'in_progress')) {
        report.mapped('open items under "In Progress" -> status in_progress (resumed first)');
    }
    const optional = tasks.filter((t) => t.status === 'skipped').length;
    if (optional > 0) {
        report.mapped(`${optional} open Optional item(s) -> status skipped, tagged optional: not required for completion (set status: pending to run one)`);
    }
    if (parsed.plainBullets > 0) {
        report.dropped(`${parsed.plainBullets} list item(s) without a checkbox outside Notes (not tasks)`);
    }
}

;// CONCATENATED MODULE: ./src/prd/importers/story-md.ts




/** `### US-001: Title` (also `## STORY-2 - Title`). */
const STORY_HEADING = /^#{2,4}\s+\**([A-Z][A-Z0-9]*-\d+[A-Za-z0-9]*)\**\s*[:.\-–—]\s*(.+?)\s*$/;
const LABEL = /^\s*\*\*([^*]+?):?\*\*:?\s*(.*)$/;
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
            const name = plainHeading(heading[2]);
            if (/^(introduction|overview)/i.test(name)) {
                target = out.intro;
            }
            else {
                if (!/^user stories$/i.test(name))
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
        const label = LABEL.exec(line);
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
        if (inCriteria && (item || bullet)) {
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
    report.mapped('the story\'s "- [ ]" criteria -> acceptance_criteria; all checked -> done');
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
]);
const STATUS_WORDS = new Map(Object.entries({
    pending: 'pending',
    todo: 'pending',
    open: 'pending',
    not_started: 'pending',
    in_progress: 'in_progress',
    'in-progress': 'in_progress',
    started: 'in_progress',
    done: 'done',
    complete: 'done',
    completed: 'done',
    passed: 'done',
    passes: 'done',
    closed: 'done',
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
    for (const key of ['verifyCommands', 'verify', 'testCommands', 'testCommand']) {
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
    const notes = optionalString(entry, 'notes', ctx.where);
    const title = optionalString(entry, 'title', ctx.where) ?? optionalString(entry, 'name', ctx.where);
    if (title !== undefined) {
        task.title = title.trim();
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
    const text = [description !== task.title ? description : undefined, notes && `Notes: ${notes}`]
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
    ];
    return { task, priority: readPriority(entry.priority, ctx.where, ctx.report), dependsOn };
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

;// CONCATENATED MODULE: ./src/prd/importers/tasks-json.ts





/** The keys an object-shaped list may keep its entries under. */
const STORY_KEYS = ['userStories', 'stories'];
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
    const key = STORY_KEYS.find((k) => Array.isArray(json[k]));
    if (key === undefined)
        throw new errors_ImportError(`${fileName}: userStories must be a list`);
    const report = new ReportBuilder('snarktank/Ralph CLI prd.json (userStories)');
    const tasks = readStories(json[key], (i) => (i < 0 ? `${fileName}: ${key}` : `${fileName}: ${key}[${i}]`), report, 'Ralph');
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
    const projectChecks = json.verificationCommands ?? json.qualityChecks;
    if (projectChecks !== undefined) {
        report.dropped(`verificationCommands ${JSON.stringify(projectChecks)}: project-wide checks belong in the RALPH:CHECKS block of CLAUDE.md`);
    }
    const knownTop = new Set([
        ...STORY_KEYS,
        'project',
        'name',
        'title',
        'description',
        'branchName',
        'verificationCommands',
        'qualityChecks',
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
    if (lines.some((l) => STORY_HEADING.test(l)))
        return 'story-md';
    if (lines.some((l) => CHECKLIST_ITEM.test(l)))
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
function importFile(file, now, title) {
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
            return importCodeTasks(file.name, [file], now, names);
        default:
            throw new errors_ImportError(`Cannot tell the format of ${file.name}: ${SUPPORTED}`);
    }
}
function importDirectory(name, files, now, title) {
    const names = {
        option: title,
        fallback: titleFromName(name) ?? `Tasks imported from ${(0,external_node_path_.basename)(name)}`,
    };
    if (files.some((f) => TILTH_TASK_FILE.test(f.baseName))) {
        return importTilthDirectory(name, files, now, names);
    }
    if (files.some((f) => CODE_TASK_FILE.test(f.baseName))) {
        return importCodeTasks(name, files, now, names);
    }
    throw new errors_ImportError(`${name} is a directory without task files: expected tilth's T-NNN-*.md files (with overview.md) ` +
        'or ralph-orchestrator *.code-task.md files; to convert one file, name the file');
}
/** Converts a source to a Prd and says what was mapped and dropped. Throws ImportError. */
function importSource(source, opts = {}) {
    const now = opts.now ?? new Date();
    return source.kind === 'file'
        ? importFile(source.file, now, opts.title)
        : importDirectory(source.name, source.files, now, opts.title);
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
