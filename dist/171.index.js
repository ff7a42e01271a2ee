export const id = 171;
export const ids = [171,575];
export const modules = {

/***/ 6171:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   renderStatus: () => (/* binding */ renderStatus),
/* harmony export */   statusCommand: () => (/* binding */ statusCommand),
/* harmony export */   verifyByTask: () => (/* binding */ verifyByTask)
/* harmony export */ });
/* harmony import */ var _prd_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5976);
/* harmony import */ var _checks_duration_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5213);
/* harmony import */ var _engine_task_verify_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(279);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1604);
/* harmony import */ var _validate_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2575);
/** `ralph status [path] [--json]`: counts by status, progress and the next task (SPEC-035 §9). */





const RULE = '─────────────────────────';
function nextLine(selection) {
    switch (selection.kind) {
        case 'task':
            return `Next: ${(0,_prd_index_js__WEBPACK_IMPORTED_MODULE_0__/* .idKey */ .T4)(selection.task.id)} ${selection.task.title}`;
        case 'complete':
            return 'Next: nothing, the task list is complete';
        default:
            return `Next: ${selection.reason}`;
    }
}
/** Each task's own verify commands, as the harness will run them (tasks without any are left out). */
function verifyByTask(prd) {
    const out = {};
    for (const task of prd.tasks) {
        const checks = (0,_engine_task_verify_js__WEBPACK_IMPORTED_MODULE_2__/* .verifyChecks */ .x4)(task);
        if (checks.length === 0)
            continue;
        out[(0,_prd_index_js__WEBPACK_IMPORTED_MODULE_0__/* .idKey */ .T4)(task.id)] = checks.map((c) => ({
            name: c.name,
            command: c.command,
            timeout: (0,_checks_duration_js__WEBPACK_IMPORTED_MODULE_1__/* .formatTimeout */ .BE)(c.timeoutMs),
        }));
    }
    return out;
}
function renderStatus(prd, color = false) {
    const c = (0,_io_js__WEBPACK_IMPORTED_MODULE_3__/* .colors */ .Tj)(color);
    const counts = (0,_prd_index_js__WEBPACK_IMPORTED_MODULE_0__/* .countTasks */ .g6)(prd);
    const row = (icon, label, n) => `  ${icon} ${`${label}:`.padEnd(13)}${n}`;
    return [
        `Project: ${c.bold(prd.project.title)}`,
        RULE,
        `Tasks: ${counts.total} total`,
        row(c.green('✓'), 'Done', counts.done),
        row(c.cyan('▶'), 'In Progress', counts.in_progress),
        row('○', 'Pending', counts.pending),
        row(c.red('⊗'), 'Blocked', counts.blocked),
        row(c.dim('⊘'), 'Skipped', counts.skipped),
        RULE,
        `Progress: ${(0,_prd_index_js__WEBPACK_IMPORTED_MODULE_0__/* .progressPercent */ .ZV)(prd)}%`,
        nextLine((0,_prd_index_js__WEBPACK_IMPORTED_MODULE_0__/* .selectNextTask */ .DB)(prd)),
        '',
    ].join('\n');
}
const statusCommand = {
    name: 'status',
    summary: 'Show task counts, progress and the next task',
    usage: 'ralph status [path] [--json]',
    examples: ['ralph status', 'ralph status .ralph/prd.yaml --json'],
    options: { json: { type: 'boolean' } },
    optionHelp: {
        json: 'Print {"project", "counts", "progress_percent", "complete", "next", "verify"} as JSON',
    },
    maxPositionals: 1,
    async run({ positionals, values, io }) {
        const loaded = await (0,_validate_js__WEBPACK_IMPORTED_MODULE_4__.loadForCli)(io, positionals[0]);
        if (!loaded.prd) {
            (0,_validate_js__WEBPACK_IMPORTED_MODULE_4__.printDiagnostics)(io, loaded, 'stderr');
            return 1;
        }
        const prd = loaded.prd;
        if (values.json === true) {
            const selection = (0,_prd_index_js__WEBPACK_IMPORTED_MODULE_0__/* .selectNextTask */ .DB)(prd);
            const result = {
                project: prd.project.title,
                counts: (0,_prd_index_js__WEBPACK_IMPORTED_MODULE_0__/* .countTasks */ .g6)(prd),
                progress_percent: (0,_prd_index_js__WEBPACK_IMPORTED_MODULE_0__/* .progressPercent */ .ZV)(prd),
                complete: (0,_prd_index_js__WEBPACK_IMPORTED_MODULE_0__/* .isComplete */ .As)(prd),
                next: selection.kind === 'task' ? (0,_prd_index_js__WEBPACK_IMPORTED_MODULE_0__/* .idKey */ .T4)(selection.task.id) : null,
                verify: verifyByTask(prd),
            };
            io.stdout(JSON.stringify(result, null, 2) + '\n');
            return 0;
        }
        io.stdout(renderStatus(prd, io.color));
        return 0;
    },
};


/***/ }),

/***/ 2575:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DEFAULT_PRD_PATH: () => (/* binding */ DEFAULT_PRD_PATH),
/* harmony export */   formatDiagnosticLine: () => (/* binding */ formatDiagnosticLine),
/* harmony export */   loadForCli: () => (/* binding */ loadForCli),
/* harmony export */   printDiagnostics: () => (/* binding */ printDiagnostics),
/* harmony export */   validateCommand: () => (/* binding */ validateCommand)
/* harmony export */ });
/* harmony import */ var _prd_diagnostics_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9534);
/* harmony import */ var _prd_example_task_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9368);
/* harmony import */ var _prd_load_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5040);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1604);
/** `ralph validate [path] [--json]`: check a task list against SPEC-035 and the schema. */




const DEFAULT_PRD_PATH = '.ralph/prd.yaml';
/** Loads the task list named on the command line (relative to the command's cwd). */
function loadForCli(io, path, opts = {}) {
    return (0,_prd_load_js__WEBPACK_IMPORTED_MODULE_1__/* .loadPrdFile */ .$6)(path ?? DEFAULT_PRD_PATH, { cwd: io.cwd, strict: opts.strict });
}
function formatDiagnosticLine(d, io) {
    const c = (0,_io_js__WEBPACK_IMPORTED_MODULE_2__/* .colors */ .Tj)(io.color);
    const where = d.line > 0 ? `${d.file}:${d.line}:${d.column}` : d.file;
    const rule = d.severity === 'error' ? c.red(d.rule) : `${c.yellow('warning')} ${c.yellow(d.rule)}`;
    return `${c.bold(where)}: ${rule} ${d.message}\n`;
}
/** Errors then warnings, one per line, to the given stream: the first 50, then a count. */
function printDiagnostics(io, loaded, stream) {
    const { shown, summary } = (0,_prd_diagnostics_js__WEBPACK_IMPORTED_MODULE_3__/* .capDiagnostics */ .HB)([...loaded.errors, ...loaded.warnings]);
    let out = '';
    for (const d of shown)
        out += formatDiagnosticLine(d, io);
    if (summary)
        out += `${summary}; run with --json for all of them\n`;
    if (out !== '')
        io[stream](out);
}
const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
function toJson(d) {
    return { rule: d.rule, message: d.message, file: d.file, line: d.line, column: d.column };
}
const validateCommand = {
    name: 'validate',
    summary: 'Check a task list (.ralph/prd.yaml) against the format rules',
    usage: 'ralph validate [path] [--json] [--strict]',
    examples: ['ralph validate', 'ralph validate .ralph/prd.yaml --json', 'ralph validate --strict'],
    options: { json: { type: 'boolean' }, strict: { type: 'boolean' } },
    optionHelp: {
        json: 'Print {"valid", "errors", "warnings"} as JSON',
        strict: 'Unknown keys are errors (by default they are warnings, for files from newer versions)',
    },
    maxPositionals: 1,
    async run({ positionals, values, io }) {
        const loaded = await loadForCli(io, positionals[0], { strict: values.strict === true });
        if (loaded.prd) {
            loaded.warnings.push(...(0,_prd_example_task_js__WEBPACK_IMPORTED_MODULE_0__/* .exampleTaskDiagnostics */ .o1)(loaded.prd, loaded.text ?? '', loaded.path));
        }
        const valid = loaded.errors.length === 0;
        if (values.json === true) {
            const result = {
                valid,
                errors: loaded.errors.map(toJson),
                warnings: loaded.warnings.map(toJson),
            };
            io.stdout(JSON.stringify(result, null, 2) + '\n');
            return valid ? 0 : 1;
        }
        printDiagnostics(io, loaded, 'stdout');
        const c = (0,_io_js__WEBPACK_IMPORTED_MODULE_2__/* .colors */ .Tj)(io.color);
        const warnings = loaded.warnings.length > 0 ? ` (${plural(loaded.warnings.length, 'warning')})` : '';
        if (valid) {
            const tasks = plural(loaded.prd.tasks.length, 'task');
            io.stdout(`${c.green('valid:')} ${loaded.path}: ${tasks}${warnings}\n`);
            return 0;
        }
        io.stdout(`${c.red('invalid:')} ${loaded.path}: ${plural(loaded.errors.length, 'error')}${warnings}\n`);
        return 1;
    },
};


/***/ }),

/***/ 279:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l6: () => (/* binding */ verifyChecksAtCommit),
/* harmony export */   x4: () => (/* binding */ verifyChecks)
/* harmony export */ });
/* unused harmony exports verifyEntries, VERIFY_PREFIX */
/* harmony import */ var _checks_duration_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5213);
/* harmony import */ var _git_tree_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5090);
/* harmony import */ var _prd_load_full_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8227);
/* harmony import */ var _prd_schema_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9359);
/* harmony import */ var _prd_select_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9828);
/**
 * A task's own `verify:` commands: required checks run after the RALPH:CHECKS
 * block. Like the block, they are read from the commit the iteration starts from, so an agent
 * that edits prd.yaml cannot weaken how it is judged.
 */





/** The task's `verify:` list. */
function verifyEntries(task) {
    const raw = task.verify ?? [];
    return raw.filter((e) => (typeof e === 'string' && e.trim() !== '') ||
        (typeof e === 'object' &&
            e !== null &&
            typeof e.command === 'string'));
}
/** The prefix that tells a task's verify checks from the block's in logs and reports. */
const VERIFY_PREFIX = 'verify';
/** The task's verify commands as required checks: `verify` / `verify 2` / `verify: <name>`. */
function verifyChecks(task) {
    const entries = verifyEntries(task);
    return entries.map((entry, index) => {
        const spec = typeof entry === 'string' ? { command: entry } : entry;
        const numbered = entries.length === 1 ? VERIFY_PREFIX : `${VERIFY_PREFIX} ${index + 1}`;
        const name = spec.name?.trim() ? `${VERIFY_PREFIX}: ${spec.name.trim()}` : numbered;
        return {
            name,
            command: spec.command.trim(),
            required: true,
            timeoutMs: (0,_checks_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .parseTimeout */ .ZZ)(spec.timeout) ?? _checks_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_CHECK_TIMEOUT_MS */ .Gv,
            origin: 'task',
        };
    });
}
/**
 * The verify checks of `taskId` as the task list at `startSha` defines them. `current` is the
 * task list the loop already parsed: when it is the committed one (the usual case, the tree is
 * clean; told by its blob id, so the committed text is not even read), it is not parsed again.
 */
async function verifyChecksAtCommit(args) {
    const entry = await (0,_git_tree_js__WEBPACK_IMPORTED_MODULE_1__/* .treeEntryAt */ .un)(args.git, args.startSha, args.prdPath);
    if (entry === undefined)
        return [];
    if (entry.kind === 'file' && (0,_git_tree_js__WEBPACK_IMPORTED_MODULE_1__/* .blobIdOfText */ .Fo)(args.current.text, entry.oid) === entry.oid)
        return args.current.task ? verifyChecks(args.current.task) : [];
    const committed = await (0,_git_tree_js__WEBPACK_IMPORTED_MODULE_1__/* .fileAt */ .Wd)(args.git, args.startSha, args.prdPath);
    if (committed === undefined)
        return [];
    if (committed === args.current.text)
        return args.current.task ? verifyChecks(args.current.task) : [];
    const prd = (0,_prd_load_full_js__WEBPACK_IMPORTED_MODULE_2__.parsePrdText)(committed, args.prdPath).prd;
    const task = prd ? (0,_prd_select_js__WEBPACK_IMPORTED_MODULE_4__/* .findTask */ .VX)(prd, (0,_prd_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .idKey */ .T4)(args.taskId)) : undefined;
    return task ? verifyChecks(task) : [];
}


/***/ }),

/***/ 5090:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fo: () => (/* binding */ blobIdOfText),
/* harmony export */   Wd: () => (/* binding */ fileAt),
/* harmony export */   f3: () => (/* binding */ textOfBlobId),
/* harmony export */   kC: () => (/* binding */ treeEntriesAt),
/* harmony export */   o6: () => (/* binding */ blobHash),
/* harmony export */   un: () => (/* binding */ treeEntryAt),
/* harmony export */   zA: () => (/* binding */ blobId)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/** What a commit's tree holds at a path: the harness reads blobs, never the working tree. */

const FULL_HASH = /^[0-9a-f]{40}([0-9a-f]{24})?$/;
/**
 * Entries and texts of immutable commits (full hashes), per repository: asked after every run.
 * Only the few most recent commits are kept (an iteration asks about its starting commit), so
 * a large task list read at one commit is not held on to for the rest of the run.
 */
const entryCache = new WeakMap();
const textCache = new WeakMap();
const COMMITS_KEPT = 2;
/** The cache of one commit (most recently used last; the oldest beyond COMMITS_KEPT dropped). */
function cacheOf(caches, git, ref) {
    let byRef = caches.get(git);
    if (!byRef)
        caches.set(git, (byRef = new Map()));
    let cache = byRef.get(ref);
    if (cache)
        byRef.delete(ref);
    byRef.set(ref, (cache ??= new Map()));
    for (const old of byRef.keys()) {
        if (byRef.size <= COMMITS_KEPT)
            break;
        byRef.delete(old);
    }
    return cache;
}
function kindOf(mode, type) {
    if (type === 'tree')
        return 'dir';
    if (mode === '120000')
        return 'link';
    return mode === '100644' || mode === '100755' ? 'file' : 'other';
}
/** The entries of `paths` at `ref`, with one `git ls-tree` for all of them. */
async function treeEntriesAt(git, ref, paths) {
    const immutable = FULL_HASH.test(ref);
    const cache = immutable
        ? cacheOf(entryCache, git, ref)
        : new Map();
    const found = new Map();
    const missing = paths.filter((p) => !cache.has(p));
    if (missing.length > 0) {
        const result = await git.exec(['ls-tree', '-z', ref, '--', ...missing]);
        const listed = new Map();
        for (const record of result.stdout.split('\0')) {
            const tab = record.indexOf('\t');
            if (tab < 0)
                continue;
            const [mode, type, oid] = record.slice(0, tab).split(' ');
            listed.set(record.slice(tab + 1), { kind: kindOf(mode, type), mode: mode, oid: oid });
        }
        for (const path of missing) {
            found.set(path, listed.get(path));
            if (immutable)
                cache.set(path, listed.get(path));
        }
    }
    for (const path of paths)
        if (!found.has(path))
            found.set(path, cache.get(path));
    return found;
}
async function treeEntryAt(git, ref, path) {
    return (await treeEntriesAt(git, ref, [path])).get(path);
}
/**
 * Texts of small blobs by object id: the next commit mostly holds the same CLAUDE.md, and its
 * text is then known without asking git again. Large blobs (a task list, a progress log) are
 * not kept.
 */
const blobTexts = new WeakMap();
const BLOBS_KEPT = 8;
const BLOB_KEPT_MAX_CHARS = 256 * 1024;
/** Text of a file at a commit; read once for an immutable commit (undefined when absent). */
async function fileAt(git, ref, path) {
    if (!FULL_HASH.test(ref))
        return git.showFile(ref, path);
    const cache = cacheOf(textCache, git, ref);
    if (!cache.has(path))
        cache.set(path, await blobTextAt(git, ref, path));
    return cache.get(path);
}
/** The text at `ref:path`, from the blob cache when an earlier ls-tree gave the blob's id. */
async function blobTextAt(git, ref, path) {
    const entry = entryCache.get(git)?.get(ref)?.get(path);
    const oid = entry?.kind === 'file' ? entry.oid : undefined;
    let texts = blobTexts.get(git);
    const known = oid === undefined ? undefined : texts?.get(oid);
    if (known !== undefined)
        return known;
    const text = await git.showFile(ref, path);
    if (oid !== undefined && text !== undefined && text.length <= BLOB_KEPT_MAX_CHARS) {
        if (!texts)
            blobTexts.set(git, (texts = new Map()));
        texts.set(oid, text);
        for (const old of texts.keys()) {
            if (texts.size <= BLOBS_KEPT)
                break;
            texts.delete(old);
        }
    }
    return text;
}
/** The blob id git would give `content` (SHA-1, or SHA-256 for a repository using it). */
function blobId(content, like) {
    return blobHash(like, content.length).update(content).digest('hex');
}
function blobIdOfPieces(pieces, like) {
    const hash = blobHash(like, pieces.reduce((size, piece) => size + piece.length, 0));
    for (const piece of pieces)
        hash.update(piece);
    return hash.digest('hex');
}
function textBlobId(text, like) {
    return blobHash(like, Buffer.byteLength(text, 'utf8')).update(text, 'utf8').digest('hex');
}
/** The last text blobIdOfText hashed, and its id (see there). */
let lastText;
/**
 * The blob id git would give `text` written as UTF-8; `bytes` are that UTF-8 (whole or in
 * pieces), when the caller has encoded it already. The last answer is kept: the harness
 * records the id of the task list it writes, and the next step asks for the id of that same
 * text again.
 */
function blobIdOfText(text, like, bytes) {
    const known = lastText;
    if (known !== undefined && known.like === like.length && known.text === text)
        return known.id;
    const id = bytes
        ? blobIdOfPieces(Buffer.isBuffer(bytes) ? [bytes] : bytes, like)
        : textBlobId(text, like);
    lastText = { text, like: like.length, id };
    return id;
}
/**
 * The text blobIdOfText last gave `id` to, or undefined. The answer is addressed by content:
 * the harness holds the task list it wrote, and asks for it by the blob id a commit has.
 */
function textOfBlobId(id) {
    const known = lastText;
    return known !== undefined && known.id === id ? known.text : undefined;
}
/** A hash to feed a blob of `size` bytes to, in pieces: `.digest('hex')` is its blob id. */
function blobHash(like, size) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)(like.length === 64 ? 'sha256' : 'sha1').update(`blob ${size}\0`);
}


/***/ }),

/***/ 9368:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OJ: () => (/* binding */ EXAMPLE_TASK_TITLE),
/* harmony export */   Pc: () => (/* binding */ exampleTaskMessage),
/* harmony export */   mg: () => (/* binding */ isExampleTask),
/* harmony export */   o1: () => (/* binding */ exampleTaskDiagnostics)
/* harmony export */ });
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7267);

const EXAMPLE_TASK_TITLE = 'Replace this example task with your first real task';
function isExampleTask(task) {
    return task.title.trim() === EXAMPLE_TASK_TITLE;
}
function exampleTaskMessage(id) {
    return `${id} is the example task of \`ralph init\` ("${EXAMPLE_TASK_TITLE}"): replace it with a real task`;
}
/** A warning for each unfinished example task, at its title's line in `text`. */
function exampleTaskDiagnostics(prd, text, file) {
    const open = prd.tasks.filter((t) => isExampleTask(t) && t.status !== 'done' && t.status !== 'skipped');
    if (open.length === 0)
        return [];
    const lines = text.split('\n');
    const index = lines.findIndex((l) => l.includes(EXAMPLE_TASK_TITLE));
    return open.map((t) => ({
        rule: 'EXAMPLE',
        message: `${exampleTaskMessage((0,_model_js__WEBPACK_IMPORTED_MODULE_0__/* .idKey */ .T4)(t.id))}; a run refuses to start it`,
        file,
        line: index + 1,
        column: index < 0 ? 0 : lines[index].indexOf(EXAMPLE_TASK_TITLE) + 1,
        severity: 'warning',
    }));
}


/***/ })

};
