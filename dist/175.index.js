export const id = 175;
export const ids = [175,616];
export const modules = {

/***/ 7175:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   nextCommand: () => (/* binding */ nextCommand)
/* harmony export */ });
/* harmony import */ var _prd_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4497);
/* harmony import */ var _validate_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4616);
/** `ralph next [path]`: print the id of the task the loop would run next. */


const nextCommand = {
    name: 'next',
    summary: 'Print the id of the next task (exit 1 with the reason when none is ready)',
    usage: 'ralph next [path]',
    examples: ['ralph next', 'ralph mark "$(ralph next)" in_progress'],
    options: {},
    optionHelp: {},
    maxPositionals: 1,
    async run({ positionals, io }) {
        const loaded = await (0,_validate_js__WEBPACK_IMPORTED_MODULE_1__.loadForCli)(io, positionals[0]);
        if (!loaded.prd) {
            (0,_validate_js__WEBPACK_IMPORTED_MODULE_1__.printDiagnostics)(io, loaded, 'stderr');
            return 1;
        }
        const selection = (0,_prd_index_js__WEBPACK_IMPORTED_MODULE_0__/* .selectNextTask */ .DB)(loaded.prd);
        if (selection.kind === 'task') {
            io.stdout(`${(0,_prd_index_js__WEBPACK_IMPORTED_MODULE_0__/* .idKey */ .T4)(selection.task.id)}\n`);
            return 0;
        }
        io.stderr(selection.kind === 'complete'
            ? 'No next task: the task list is complete\n'
            : `${selection.reason}\n`);
        return 1;
    },
};


/***/ }),

/***/ 4616:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DEFAULT_PRD_PATH: () => (/* binding */ DEFAULT_PRD_PATH),
/* harmony export */   formatDiagnosticLine: () => (/* binding */ formatDiagnosticLine),
/* harmony export */   loadForCli: () => (/* binding */ loadForCli),
/* harmony export */   printDiagnostics: () => (/* binding */ printDiagnostics),
/* harmony export */   validateCommand: () => (/* binding */ validateCommand)
/* harmony export */ });
/* harmony import */ var _prd_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5409);
/* harmony import */ var _prd_load_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4010);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9849);
/** `ralph validate [path] [--json]`: check a task list against SPEC-035 and the schema. */



const DEFAULT_PRD_PATH = '.ralph/prd.yaml';
/** Loads the task list named on the command line (relative to the command's cwd). */
function loadForCli(io, path, opts = {}) {
    return (0,_prd_load_js__WEBPACK_IMPORTED_MODULE_0__/* .loadPrdFile */ .$)(path ?? DEFAULT_PRD_PATH, { cwd: io.cwd, strict: opts.strict });
}
function formatDiagnosticLine(d, io) {
    const c = (0,_io_js__WEBPACK_IMPORTED_MODULE_1__/* .colors */ .Tj)(io.color);
    const where = d.line > 0 ? `${d.file}:${d.line}:${d.column}` : d.file;
    const rule = d.severity === 'error' ? c.red(d.rule) : `${c.yellow('warning')} ${c.yellow(d.rule)}`;
    return `${c.bold(where)}: ${rule} ${d.message}\n`;
}
/** Errors then warnings, one per line, to the given stream: the first 50, then a count. */
function printDiagnostics(io, loaded, stream) {
    const { shown, summary } = (0,_prd_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .capDiagnostics */ .HB)([...loaded.errors, ...loaded.warnings]);
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
        const c = (0,_io_js__WEBPACK_IMPORTED_MODULE_1__/* .colors */ .Tj)(io.color);
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

/***/ 5127:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ readIfExists),
/* harmony export */   Z: () => (/* binding */ writeFileAtomic)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/**
 * The project's one atomic file writer: a temp file in the same directory (created
 * exclusively, synced), then a rename, so readers never see half a file and a crash
 * never leaves one. The file keeps its permission bits; missing directories are created.
 */



async function writeFileAtomic(path, content) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(path), { recursive: true });
    const temp = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(path), `.${(0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(path)}.${process.pid}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(4).toString('hex')}.tmp`);
    let mode;
    try {
        mode = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(path)).mode & 0o777;
    }
    catch {
        mode = undefined;
    }
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(temp, 'wx', mode ?? 0o644);
    try {
        try {
            await handle.writeFile(content);
            await handle.sync();
        }
        finally {
            await handle.close();
        }
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(temp, path);
    }
    catch (error) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.unlink)(temp).catch(() => undefined);
        throw error;
    }
}
/** File contents, or undefined when the file does not exist. */
async function readIfExists(path) {
    try {
        return await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(path, 'utf8');
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return undefined;
        throw error;
    }
}


/***/ }),

/***/ 4497:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Yw: () => (/* reexport */ ImportError),
  o9: () => (/* reexport */ yaml_source/* MAX_PRD_BYTES */.o9),
  BV: () => (/* reexport */ schema/* PRD_SCHEMA_URL */.BV),
  ho: () => (/* reexport */ prd_document/* PrdEditError */.ho),
  Hi: () => (/* reexport */ schema/* TASK_STATUSES */.Hi),
  g6: () => (/* reexport */ prd_select/* countTasks */.g6),
  gl: () => (/* reexport */ detectImportFormat),
  xy: () => (/* reexport */ diagnostics/* formatDiagnostic */.xy),
  T4: () => (/* reexport */ schema/* idKey */.T4),
  ir: () => (/* reexport */ importToPrdYaml),
  As: () => (/* reexport */ prd_select/* isComplete */.As),
  zK: () => (/* reexport */ prd_document/* isoDateTime */.zK),
  fX: () => (/* reexport */ load/* parsePrdText */.f),
  z_: () => (/* reexport */ prdJsonSchemaText),
  ZV: () => (/* reexport */ prd_select/* progressPercent */.ZV),
  L2: () => (/* reexport */ save/* savePrdDocument */.L),
  DB: () => (/* reexport */ prd_select/* selectNextTask */.DB),
  Zf: () => (/* reexport */ save/* writeFileAtomic */.Z)
});

// UNUSED EXPORTS: ALLOWED_TRANSITIONS, DisciplineSchema, DisciplinesFileSchema, FeatureSchema, FeaturesFileSchema, MAX_SHOWN_DIAGNOSTICS, McpServerSchema, PRIORITIES, PROVENANCES, PrdDocument, PrdSchema, PrioritySchema, ProjectSchema, SCHEMA_COMMENT, SUPPORTED_SCHEMA_VERSION, TaskCommentSchema, TaskIdSchema, TaskSchema, TaskStatusSchema, capDiagnostics, checkTransition, emitPrdYaml, findTask, importToPrd, isoDate, loadPrdFile, prdJsonSchema, projectBranch, taskPriority

// EXTERNAL MODULE: ./src/prd/schema.ts
var schema = __webpack_require__(3022);
// EXTERNAL MODULE: ./src/prd/diagnostics.ts
var diagnostics = __webpack_require__(5409);
// EXTERNAL MODULE: ./src/prd/load.ts + 4 modules
var load = __webpack_require__(4010);
// EXTERNAL MODULE: ./src/prd/select.ts
var prd_select = __webpack_require__(8997);
// EXTERNAL MODULE: ./src/prd/state-machine.ts
var state_machine = __webpack_require__(1968);
// EXTERNAL MODULE: ./src/prd/document.ts + 1 modules
var prd_document = __webpack_require__(294);
// EXTERNAL MODULE: ./src/prd/save.ts
var save = __webpack_require__(9136);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ../../main/node_modules/yaml/dist/index.js
var dist = __webpack_require__(3645);
;// CONCATENATED MODULE: ./src/prd/importers/emit.ts
/** Writes a Prd as prd.yaml text in the SPEC-035 style, with the editor schema line on top. */


const SCHEMA_COMMENT = `# yaml-language-server: $schema=${schema/* PRD_SCHEMA_URL */.BV}`;
const FLOW_LISTS = new Set(['tags', 'depends_on']);
function emitPrdYaml(prd) {
    const doc = new dist/* Document */.yo(prd);
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

;// CONCATENATED MODULE: ./src/prd/importers/errors.ts
/** A task list that cannot be converted; the message says where and why. */
class ImportError extends Error {
    name = 'ImportError';
}

;// CONCATENATED MODULE: ./src/prd/importers/shared.ts
/** Small helpers shared by the importers. */

function parseJson(text, fileName) {
    try {
        return JSON.parse(text);
    }
    catch (e) {
        throw new ImportError(`${fileName} is not valid JSON: ${e.message}`);
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
        throw new ImportError(`${where}: ${key} must be a string`);
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

;// CONCATENATED MODULE: ./src/prd/importers/prd-md.ts


const HEADING = /^#\s+(.+?)\s*#*\s*$/;
const CHECKLIST_ITEM = /^\s*[-*+]\s+\[([ xX])\]\s+(.*\S)\s*$/;
function importPrdMarkdown(text, fileName, now, fallbackTitle) {
    let title;
    const tasks = [];
    for (const line of text.split(/\r?\n/)) {
        const heading = title === undefined ? HEADING.exec(line) : null;
        if (heading) {
            title = heading[1].replace(/\s+PRD$/i, '').trim() || undefined;
            continue;
        }
        const item = CHECKLIST_ITEM.exec(line);
        if (!item)
            continue;
        const number = String(tasks.length + 1).padStart(3, '0');
        tasks.push({
            id: `task-${number}`,
            title: item[2],
            status: item[1] === ' ' ? 'pending' : 'done',
        });
    }
    if (tasks.length === 0) {
        throw new ImportError(`${fileName}: no checklist items found (expected lines like "- [ ] Do something")`);
    }
    return {
        schema_version: '1.0',
        project: { title: title ?? fallbackTitle, created: isoDate(now) },
        tasks,
    };
}

;// CONCATENATED MODULE: ./src/prd/importers/tasks-json.ts


function priorityFromInteger(n) {
    if (n <= 1)
        return 'critical';
    if (n === 2)
        return 'high';
    if (n === 3)
        return 'medium';
    return 'low';
}
function importTasksJson(json, fileName, now) {
    if (!isRecord(json))
        throw new ImportError(`${fileName}: expected an object with userStories`);
    const stories = json.userStories;
    if (!Array.isArray(stories))
        throw new ImportError(`${fileName}: userStories must be a list`);
    if (stories.length === 0)
        throw new ImportError(`${fileName}: userStories is empty`);
    const title = requiredString(json, 'project', fileName);
    const rows = stories.map((story, i) => {
        const where = `${fileName}: userStories[${i}]`;
        if (!isRecord(story))
            throw new ImportError(`${where}: expected an object`);
        const rawId = story.id;
        if (!(typeof rawId === 'string' && rawId.trim()) && !Number.isInteger(rawId)) {
            throw new ImportError(`${where}: missing id`);
        }
        const priority = story.priority;
        if (priority !== undefined && priority !== null && !Number.isInteger(priority)) {
            throw new ImportError(`${where}: priority must be an integer (1 = highest)`);
        }
        const passes = story.passes;
        if (passes !== undefined && passes !== null && typeof passes !== 'boolean') {
            throw new ImportError(`${where}: passes must be true or false`);
        }
        const description = optionalString(story, 'description', where);
        const notes = optionalString(story, 'notes', where);
        const task = {
            id: typeof rawId === 'string' ? rawId.trim() : rawId,
            title: requiredString(story, 'title', where),
            status: passes === true ? 'done' : 'pending',
        };
        const text = [description, notes && `Notes: ${notes}`].filter(Boolean).join('\n\n');
        if (text)
            task.description = text;
        if (typeof priority === 'number')
            task.priority = priorityFromInteger(priority);
        const criteria = stringList(story, 'acceptanceCriteria', where);
        if (criteria)
            task.acceptance_criteria = criteria;
        return { task, order: typeof priority === 'number' ? priority : Number.POSITIVE_INFINITY };
    });
    rows.sort((a, b) => a.order - b.order);
    const project = { title };
    const description = optionalString(json, 'description', fileName);
    if (description)
        project.description = description;
    project.created = isoDate(now);
    const branch = optionalString(json, 'branchName', fileName);
    if (branch)
        project.branch = branch;
    return { schema_version: '1.0', project, tasks: rows.map((r) => r.task) };
}

;// CONCATENATED MODULE: ./src/prd/importers/tilth-json.ts



function importTilthJson(json, fileName, now, title) {
    if (!Array.isArray(json))
        throw new ImportError(`${fileName}: expected a list of tasks`);
    if (json.length === 0)
        throw new ImportError(`${fileName}: the task list is empty`);
    const tasks = json.map((entry, i) => {
        const where = `${fileName}: entry ${i + 1}`;
        if (!isRecord(entry))
            throw new ImportError(`${where}: expected an object`);
        const id = requiredString(entry, 'id', where).trim();
        const rawStatus = optionalString(entry, 'status', `${where} (${id})`) ?? 'pending';
        const task = {
            id,
            title: requiredString(entry, 'title', `${where} (${id})`),
            status: 'pending',
        };
        if (rawStatus === 'failed') {
            task.status = 'blocked';
            task.blocked_by = 'Failed in a previous tilth run';
        }
        else if (schema/* TASK_STATUSES */.Hi.includes(rawStatus)) {
            task.status = rawStatus;
        }
        else {
            throw new ImportError(`${where} (${id}): unknown status '${rawStatus}' (expected pending, done or failed)`);
        }
        const description = optionalString(entry, 'description', where);
        if (description)
            task.description = description;
        const criteria = stringList(entry, 'acceptance_criteria', where);
        if (criteria)
            task.acceptance_criteria = criteria;
        return task;
    });
    return { schema_version: '1.0', project: { title, created: isoDate(now) }, tasks };
}

;// CONCATENATED MODULE: ./src/prd/importers/index.ts
/** Converting other task-list formats into prd.yaml text. */












function detectImportFormat(text, fileName) {
    if (/\.(md|markdown)$/i.test(fileName))
        return 'prd-md';
    try {
        const json = JSON.parse(text);
        if (Array.isArray(json))
            return 'tilth-json';
        if (isRecord(json) && 'userStories' in json)
            return 'tasks-json';
        return undefined;
    }
    catch {
        return text.split(/\r?\n/).some((l) => CHECKLIST_ITEM.test(l)) ? 'prd-md' : undefined;
    }
}
function importToPrd(text, fileName, opts = {}) {
    const now = opts.now ?? new Date();
    const format = detectImportFormat(text, fileName);
    const fallbackTitle = opts.title ?? `Tasks imported from ${(0,external_node_path_.basename)(fileName)}`;
    switch (format) {
        case 'tasks-json':
            return importTasksJson(parseJson(text, fileName), fileName, now);
        case 'tilth-json':
            return importTilthJson(parseJson(text, fileName), fileName, now, fallbackTitle);
        case 'prd-md':
            return importPrdMarkdown(text, fileName, now, fallbackTitle);
        default:
            throw new ImportError(`Cannot tell the format of ${fileName}: expected a TASKS.json/prd.json object with userStories, ` +
                'a tilth prd.json list of tasks, or a prd.md checklist');
    }
}
/** Converts a task list to prd.yaml text; the result is validated before it is returned. */
function importToPrdYaml(text, fileName, opts = {}) {
    const prd = importToPrd(text, fileName, opts);
    const yaml = emitPrdYaml(prd);
    const check = (0,load/* parsePrdText */.f)(yaml, 'prd.yaml');
    if (check.errors.length > 0) {
        const problems = check.errors.map((d) => (0,diagnostics/* formatDiagnostic */.xy)(d)).join('\n  ');
        throw new ImportError(`${fileName} converts to an invalid prd.yaml:\n  ${problems}`);
    }
    return { yaml, taskCount: prd.tasks.length };
}

// EXTERNAL MODULE: ../../main/node_modules/zod/v4/core/json-schema-processors.js
var json_schema_processors = __webpack_require__(9162);
;// CONCATENATED MODULE: ./src/prd/json-schema.ts
/** The published JSON Schema of prd.yaml, generated from the zod schema (schema/prd.schema.json). */


function prdJsonSchema() {
    const generated = json_schema_processors/* toJSONSchema */.bl(schema/* PrdSchema */.Ui, { target: 'draft-2020-12', io: 'input' });
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
var yaml_source = __webpack_require__(9830);
;// CONCATENATED MODULE: ./src/prd/index.ts
/** The task-list core: load, validate, select, change status, save, import. */












/***/ }),

/***/ 9136:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ savePrdDocument),
/* harmony export */   Z: () => (/* reexport safe */ _files_atomic_js__WEBPACK_IMPORTED_MODULE_0__.Z)
/* harmony export */ });
/* harmony import */ var _files_atomic_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5127);
/** Saving the task list: atomic, so readers never see half a file. */


async function savePrdDocument(doc, path) {
    await (0,_files_atomic_js__WEBPACK_IMPORTED_MODULE_0__/* .writeFileAtomic */ .Z)(path, doc.toString());
}


/***/ }),

/***/ 8997:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   As: () => (/* binding */ isComplete),
/* harmony export */   DB: () => (/* binding */ selectNextTask),
/* harmony export */   VX: () => (/* binding */ findTask),
/* harmony export */   ZV: () => (/* binding */ progressPercent),
/* harmony export */   g6: () => (/* binding */ countTasks)
/* harmony export */ });
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3022);

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
 * The next task: `pending`, every `depends_on` done (skipped does not count), highest
 * priority first (critical > high > medium > low), then file order.
 */
function selectNextTask(prd) {
    if (isComplete(prd))
        return { kind: 'complete' };
    const byId = new Map();
    for (const task of prd.tasks)
        byId.set((0,_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .idKey */ .T4)(task.id), task);
    let best;
    let bestRank = Infinity;
    const waiting = [];
    for (const task of prd.tasks) {
        if (task.status !== 'pending')
            continue;
        const unmet = (task.depends_on ?? []).filter((dep) => byId.get((0,_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .idKey */ .T4)(dep))?.status !== 'done');
        if (unmet.length > 0) {
            waiting.push({ id: (0,_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .idKey */ .T4)(task.id), on: unmet.map(_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .idKey */ .T4) });
            continue;
        }
        const rank = PRIORITY_RANK[(0,_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .taskPriority */ .sh)(task)];
        if (rank < bestRank) {
            best = task;
            bestRank = rank;
            if (rank === 0)
                break;
        }
    }
    if (best)
        return { kind: 'task', task: best };
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
    const inProgress = prd.tasks.filter((t) => t.status === 'in_progress').map((t) => (0,_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .idKey */ .T4)(t.id));
    if (inProgress.length > 0) {
        lines.push(`in progress: ${inProgress.slice(0, MAX_EXPLAINED).join(', ')}${inProgress.length > MAX_EXPLAINED ? ', ...' : ''}`);
    }
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
