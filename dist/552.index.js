export const id = 552;
export const ids = [552,575];
export const modules = {

/***/ 8552:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   markCommand: () => (/* binding */ markCommand)
/* harmony export */ });
/* harmony import */ var _prd_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5976);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1604);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4751);
/* harmony import */ var _validate_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2575);
/** `ralph mark <id> <status>`: change a task's status by the state machine, keeping the file's formatting. */





const markCommand = {
    name: 'mark',
    summary: 'Set the status of a task (pending, in_progress, done, blocked, skipped)',
    usage: 'ralph mark <id> <status> [--reason TEXT] [--file path]',
    examples: [
        'ralph mark task-001 in_progress',
        'ralph mark task-003 blocked --reason "Waiting for DevOps access"',
        'ralph mark task-004 skipped --reason "Not needed" --file other/prd.yaml',
    ],
    options: { reason: { type: 'string' }, file: { type: 'string' } },
    optionHelp: {
        reason: 'Why: required for blocked (becomes blocked_by); otherwise added as a task comment',
        file: `The task list (default ${_validate_js__WEBPACK_IMPORTED_MODULE_3__.DEFAULT_PRD_PATH})`,
    },
    maxPositionals: 2,
    async run({ positionals, values, io }) {
        const [id, status] = positionals;
        if (id === undefined || status === undefined)
            throw new _types_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .e('expected a task id and a status');
        if (!_prd_index_js__WEBPACK_IMPORTED_MODULE_0__/* .TASK_STATUSES */ .Hi.includes(status)) {
            throw new _types_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .e(`invalid status '${status}' (expected one of ${_prd_index_js__WEBPACK_IMPORTED_MODULE_0__/* .TASK_STATUSES */ .Hi.join(', ')})`);
        }
        const reason = typeof values.reason === 'string' ? values.reason : undefined;
        const file = typeof values.file === 'string' ? values.file : undefined;
        const loaded = await (0,_validate_js__WEBPACK_IMPORTED_MODULE_3__.loadForCli)(io, file);
        const doc = loaded.prd ? (0,_prd_index_js__WEBPACK_IMPORTED_MODULE_0__/* .documentOf */ .lM)(loaded) : undefined;
        if (!loaded.prd || !doc) {
            (0,_validate_js__WEBPACK_IMPORTED_MODULE_3__.printDiagnostics)(io, loaded, 'stderr');
            io.stderr(`error: fix ${loaded.path} before changing it\n`);
            return 1;
        }
        const from = doc.getTaskStatus(id);
        const now = new Date();
        try {
            doc.setTaskStatus(id, status, { blockedBy: reason, now });
            if (reason !== undefined && status !== 'blocked') {
                doc.addTaskComment(id, { author: 'human', body: reason, created: (0,_prd_index_js__WEBPACK_IMPORTED_MODULE_0__/* .isoDateTime */ .zK)(now) });
            }
        }
        catch (e) {
            if (!(e instanceof _prd_index_js__WEBPACK_IMPORTED_MODULE_0__/* .PrdEditError */ .ho))
                throw e;
            io.stderr(`${(0,_io_js__WEBPACK_IMPORTED_MODULE_2__/* .colors */ .Tj)(io.color).red('error:')} ${e.message} [${e.rule}]\n`);
            return 1;
        }
        await (0,_prd_index_js__WEBPACK_IMPORTED_MODULE_0__/* .savePrdDocument */ .L2)(doc, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, loaded.path));
        io.stdout(`${id}: ${from ?? '?'} -> ${status}\n`);
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
