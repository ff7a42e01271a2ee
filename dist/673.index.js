export const id = 673;
export const ids = [673,575];
export const modules = {

/***/ 3673:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   listCommand: () => (/* binding */ listCommand),
/* harmony export */   listedTasks: () => (/* binding */ listedTasks),
/* harmony export */   renderList: () => (/* binding */ renderList)
/* harmony export */ });
/* harmony import */ var _prd_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5976);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1604);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4751);
/* harmony import */ var _validate_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2575);
/**
 * `ralph list [path] [--status s[,s]] [--json]`: the tasks as a table (id, status, priority,
 * dependencies, title) in file order, or as a JSON array.
 */




/** `in-progress` and `inprogress` mean in_progress. */
function readStatuses(value) {
    if (typeof value !== 'string')
        return undefined;
    const words = value
        .split(',')
        .map((w) => w.trim().toLowerCase().replace(/-/g, '_'))
        .filter((w) => w !== '');
    const statuses = new Set();
    for (const word of words) {
        const status = word === 'inprogress' ? 'in_progress' : word;
        if (!_prd_index_js__WEBPACK_IMPORTED_MODULE_0__/* .TASK_STATUSES */ .Hi.includes(status)) {
            throw new _types_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .e(`unknown status '${word}' (one of: ${_prd_index_js__WEBPACK_IMPORTED_MODULE_0__/* .TASK_STATUSES */ .Hi.join(', ')})`);
        }
        statuses.add(status);
    }
    return statuses;
}
function listedTasks(prd, statuses) {
    return prd.tasks
        .filter((t) => statuses === undefined || statuses.has(t.status))
        .map((t) => ({
        id: (0,_prd_index_js__WEBPACK_IMPORTED_MODULE_0__/* .idKey */ .T4)(t.id),
        status: t.status,
        priority: (0,_prd_index_js__WEBPACK_IMPORTED_MODULE_0__/* .taskPriority */ .sh)(t),
        depends_on: (t.depends_on ?? []).map(_prd_index_js__WEBPACK_IMPORTED_MODULE_0__/* .idKey */ .T4),
        title: t.title,
    }));
}
const plural = (n, one, many) => `${n} ${n === 1 ? one : many}`;
function renderList(rows, total, color = false) {
    const c = (0,_io_js__WEBPACK_IMPORTED_MODULE_1__/* .colors */ .Tj)(color);
    const paint = {
        done: c.green,
        in_progress: c.cyan,
        pending: (s) => s,
        blocked: c.red,
        skipped: c.dim,
    };
    const cells = rows.map((r) => [
        r.id,
        r.status,
        r.priority,
        r.depends_on.join(', ') || '-',
        r.title,
    ]);
    const header = ['ID', 'STATUS', 'PRIORITY', 'DEPENDS ON', 'TITLE'];
    const widths = header.map((h, i) => Math.max(h.length, ...cells.map((row) => row[i].length)));
    const line = (row, status) => row
        .map((cell, i) => {
        const padded = i === row.length - 1 ? cell : cell.padEnd(widths[i]);
        return i === 1 && status ? paint[status](padded) : padded;
    })
        .join('  ')
        .trimEnd();
    const shown = rows.length === total
        ? plural(total, 'task', 'tasks')
        : `${rows.length} of ${plural(total, 'task', 'tasks')}`;
    if (rows.length === 0)
        return `No tasks match (${plural(total, 'task', 'tasks')} in the list)\n`;
    return [
        c.bold(line(header)),
        ...cells.map((row, i) => line(row, rows[i].status)),
        '',
        shown,
        '',
    ].join('\n');
}
const listCommand = {
    name: 'list',
    summary: 'List the tasks: id, status, priority, dependencies and title',
    usage: 'ralph list [path] [--status STATUS[,STATUS]] [--json]',
    examples: ['ralph list', 'ralph list --status pending,in_progress', 'ralph list --json'],
    options: { status: { type: 'string' }, json: { type: 'boolean' } },
    optionHelp: {
        status: `Only tasks with these statuses (${_prd_index_js__WEBPACK_IMPORTED_MODULE_0__/* .TASK_STATUSES */ .Hi.join(', ')})`,
        json: 'Print an array of {"id", "status", "priority", "depends_on", "title"}',
    },
    maxPositionals: 1,
    async run({ positionals, values, io }) {
        const statuses = readStatuses(values.status);
        const loaded = await (0,_validate_js__WEBPACK_IMPORTED_MODULE_2__.loadForCli)(io, positionals[0]);
        if (!loaded.prd) {
            (0,_validate_js__WEBPACK_IMPORTED_MODULE_2__.printDiagnostics)(io, loaded, 'stderr');
            return 1;
        }
        const rows = listedTasks(loaded.prd, statuses);
        if (values.json === true) {
            io.stdout(`${JSON.stringify(rows, null, 2)}\n`);
            return 0;
        }
        io.stdout(renderList(rows, loaded.prd.tasks.length, io.color));
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
