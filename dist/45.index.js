export const id = 45;
export const ids = [45,575];
export const modules = {

/***/ 2045:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  importCommand: () => (/* binding */ importCommand)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/prd/index.ts + 19 modules
var src_prd = __webpack_require__(5976);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(1604);
// EXTERNAL MODULE: ./src/cli/types.ts
var types = __webpack_require__(4751);
;// CONCATENATED MODULE: ./src/cli/commands/import-specs.ts
/**
 * The specs ralph-orchestrator task files name (`Spec: .ralph/specs/x.spec.md`), and the
 * `*.spec.md` files beside a task directory, read so the import can take the project title from
 * them. Only markdown files inside the working directory are read; missing ones are skipped.
 */



async function readSpec(cwd, shown) {
    const path = (0,external_node_path_.resolve)(cwd, shown);
    const inside = (0,external_node_path_.relative)(cwd, path);
    if (inside.startsWith('..') || !/\.md$/i.test(path))
        return undefined;
    try {
        const info = await (0,promises_.stat)(path);
        if (!info.isFile() || info.size > src_prd/* MAX_PRD_BYTES */.o9)
            return undefined;
        return { name: shown, baseName: shown.split('/').pop(), text: await (0,promises_.readFile)(path, 'utf8') };
    }
    catch {
        return undefined;
    }
}
/** Specs beside a task directory: `specs/<feature>/x.spec.md` for `specs/<feature>/tasks/`. */
async function besideDirectory(cwd, dir) {
    const parent = (0,external_node_path_.dirname)(dir);
    const names = await (0,promises_.readdir)((0,external_node_path_.resolve)(cwd, parent)).catch(() => []);
    return names.filter((n) => /\.spec\.md$/i.test(n)).map((n) => (0,external_node_path_.join)(parent, n));
}
async function specsFor(source, cwd) {
    const files = source.kind === 'file' ? [source.file] : source.files;
    const tasks = files.filter((f) => src_prd/* CODE_TASK_FILE */.zS.test(f.baseName));
    if (tasks.length === 0)
        return [];
    const named = tasks.flatMap((f) => (0,src_prd/* specReferences */.mA)(f.text));
    const beside = source.kind === 'directory' ? await besideDirectory(cwd, source.name) : [];
    const specs = [];
    for (const shown of [...new Set([...named, ...beside])]) {
        const spec = await readSpec(cwd, shown);
        if (spec)
            specs.push(spec);
    }
    return specs;
}

// EXTERNAL MODULE: ./src/cli/commands/validate.ts
var validate = __webpack_require__(2575);
;// CONCATENATED MODULE: ./src/cli/commands/import.ts
/**
 * `ralph import <file|directory>` (alias `migrate`): convert another tool's task list into
 * .ralph/prd.yaml, saying what was kept and what was left out. `--dry-run` shows the result and
 * writes nothing.
 */







/** Files read from a directory: task files are markdown. */
const MAX_DIRECTORY_FILES = 2000;
class ReadError extends Error {
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
async function readText(path, shown) {
    let bytes;
    try {
        const info = await (0,promises_.stat)(path);
        if (info.size > src_prd/* MAX_PRD_BYTES */.o9)
            throw new ReadError(`${shown} is too large to convert`);
        bytes = await (0,promises_.readFile)(path);
    }
    catch (e) {
        if (e instanceof ReadError)
            throw e;
        if (e.code === 'ENOENT')
            throw new ReadError(`${shown} not found`);
        throw new ReadError(`cannot read ${shown}: ${e.message}`);
    }
    try {
        return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    }
    catch {
        throw new ReadError(`${shown} is not valid UTF-8 text`);
    }
}
/** The markdown files directly inside a directory (tilth and ralph-orchestrator keep them flat). */
async function readDirectory(path, shown) {
    const entries = await (0,promises_.readdir)(path, { withFileTypes: true });
    const names = entries
        .filter((e) => e.isFile() && /\.md$/i.test(e.name))
        .map((e) => e.name)
        .sort();
    if (names.length > MAX_DIRECTORY_FILES) {
        throw new ReadError(`${shown} has more than ${MAX_DIRECTORY_FILES} markdown files`);
    }
    const files = [];
    for (const name of names) {
        const display = (0,external_node_path_.join)(shown, name);
        files.push({ name: display, baseName: name, text: await readText((0,external_node_path_.join)(path, name), display) });
    }
    return files;
}
/** Subdirectories holding task files: `.tilth/` keeps one directory per feature. */
async function taskSubdirectories(path, shown) {
    const found = [];
    for (const entry of await (0,promises_.readdir)(path, { withFileTypes: true })) {
        if (!entry.isDirectory())
            continue;
        const names = await (0,promises_.readdir)((0,external_node_path_.join)(path, entry.name)).catch(() => []);
        if (names.some((n) => /^T-\d+.*\.md$/.test(n) || /\.code-task\.md$/i.test(n))) {
            found.push((0,external_node_path_.join)(shown, entry.name));
        }
    }
    return found.sort();
}
async function readSource(path, shown) {
    let isDirectory;
    try {
        isDirectory = (await (0,promises_.stat)(path)).isDirectory();
    }
    catch (e) {
        if (e.code === 'ENOENT')
            throw new ReadError(`${shown} not found`);
        throw new ReadError(`cannot read ${shown}: ${e.message}`);
    }
    if (isDirectory)
        return { kind: 'directory', name: shown, files: await readDirectory(path, shown) };
    return {
        kind: 'file',
        file: { name: shown, baseName: (0,external_node_path_.basename)(shown), text: await readText(path, shown) },
    };
}
function statusSummary(yaml) {
    const prd = (0,src_prd/* parsePrdText */.fX)(yaml, 'prd.yaml').prd;
    const counts = src_prd/* TASK_STATUSES */.Hi.map((s) => [s, prd.tasks.filter((t) => t.status === s).length])
        .filter(([, n]) => n > 0)
        .map(([s, n]) => `${n} ${s}`);
    const total = `${prd.tasks.length} task${prd.tasks.length === 1 ? '' : 's'}`;
    return `${total} (${counts.join(', ')})`;
}
function printReport(io, source, result, color) {
    const c = (0,cli_io/* colors */.Tj)(color);
    const { report } = result;
    io.stdout(`Read ${source} as ${report.format}: ${statusSummary(result.yaml)}\n`);
    const block = (title, lines) => {
        if (lines.length === 0)
            return;
        io.stdout(`${title}\n${lines.map((l) => `  - ${l}\n`).join('')}`);
    };
    block('Kept:', report.mapped);
    if (report.dropped.length === 0)
        io.stdout('Left out: nothing\n');
    block('Left out:', report.dropped);
    block(c.yellow('Check:'), report.warnings);
}
const importCommand = {
    name: 'import',
    aliases: ['migrate'],
    summary: "Convert another tool's task list into .ralph/prd.yaml (--dry-run to preview)",
    usage: 'ralph import <file|directory> [--out path] [--force] [--title TEXT] [--dry-run]',
    examples: [
        'ralph import prd.json --dry-run',
        'ralph import .taskmaster/tasks/tasks.json',
        'ralph import specs/001-photo-albums/tasks.md',
        'ralph import .kiro/specs/user-auth/tasks.md',
        'ralph import IMPLEMENTATION_PLAN.md --title "Todo CLI"',
        'ralph import .tilth/export-json/ --force',
    ],
    options: {
        out: { type: 'string' },
        force: { type: 'boolean' },
        title: { type: 'string' },
        'dry-run': { type: 'boolean' },
    },
    optionHelp: {
        out: `Where to write (default ${validate.DEFAULT_PRD_PATH})`,
        force: 'Overwrite an existing file',
        title: 'Project title (else the one in the file, else one derived from the file name)',
        'dry-run': 'Print the report and the prd.yaml it would write; write nothing',
    },
    maxPositionals: 1,
    async run({ positionals, values, io }) {
        const source = positionals[0];
        if (source === undefined)
            throw new types/* UsageError */.e('expected the file to convert');
        const out = typeof values.out === 'string' ? values.out : validate.DEFAULT_PRD_PATH;
        const outPath = (0,external_node_path_.resolve)(io.cwd, out);
        const sourcePath = (0,external_node_path_.resolve)(io.cwd, source);
        const dryRun = values['dry-run'] === true;
        const c = (0,cli_io/* colors */.Tj)(io.color);
        const fail = (message) => {
            io.stderr(`${c.red('error:')} ${message}\n`);
            return 1;
        };
        // Phase 1: refuse what the real run would refuse (a dry run refuses it too).
        if (outPath === sourcePath)
            return fail(`${out} is the file being converted; choose another --out`);
        if (values.force !== true && (await exists(outPath))) {
            return fail(`${out} already exists; pass --force to overwrite it`);
        }
        // Phase 2: read and convert (validated before anything is written).
        let result;
        try {
            const input = await readSource(sourcePath, source);
            input.specs = await specsFor(input, io.cwd);
            const title = typeof values.title === 'string' ? values.title : undefined;
            result = (0,src_prd/* importSourceToYaml */.Dq)(input, { title });
        }
        catch (e) {
            if (e instanceof src_prd/* ImportError */.Yw && (await (0,promises_.stat)(sourcePath)).isDirectory()) {
                const inside = await taskSubdirectories(sourcePath, source);
                if (inside.length > 0)
                    return fail(`${e.message} (name one of: ${inside.join(', ')})`);
            }
            if (e instanceof src_prd/* ImportError */.Yw || e instanceof ReadError)
                return fail(e.message);
            throw e;
        }
        // Phase 3: report, then write or show.
        printReport(io, source, result, io.color);
        if (dryRun) {
            io.stdout(`Dry run: nothing written. ${out} would be:\n\n${result.yaml}`);
            return 0;
        }
        await (0,promises_.mkdir)((0,external_node_path_.dirname)(outPath), { recursive: true });
        await (0,src_prd/* writeFileAtomic */.Zf)(outPath, result.yaml);
        io.stdout(`${c.green('wrote')} ${out}\n`);
        if (/(^|\/)prd\.md$/.test(source)) {
            io.stdout(`${source} is no longer read; delete it once you have checked ${out}\n`);
        }
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
