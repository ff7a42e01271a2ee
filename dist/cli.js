#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 1604:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Ic: () => (/* binding */ createProcessIO),
/* harmony export */   Tj: () => (/* binding */ colors)
/* harmony export */ });
/* unused harmony exports wantsColor, stdoutWriter, createBufferIO */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/** Terminal I/O for the `ralph` commands: the real process, or a buffer for tests. */

const sgr = (open, close) => (text) => `\u001b[${open}m${text}\u001b[${close}m`;
const plain = (text) => text;
/** ANSI colors when enabled, identity functions otherwise. */
function colors(enabled) {
    if (!enabled)
        return { red: plain, green: plain, yellow: plain, cyan: plain, bold: plain, dim: plain };
    return {
        red: sgr(31, 39),
        green: sgr(32, 39),
        yellow: sgr(33, 39),
        cyan: sgr(36, 39),
        bold: sgr(1, 22),
        dim: sgr(2, 22),
    };
}
/** Colors only on a terminal, and never when NO_COLOR is set (https://no-color.org). */
function wantsColor(isTTY, env) {
    return isTTY && (env.NO_COLOR === undefined || env.NO_COLOR === '');
}
/**
 * Writes standard output. A pipe or a file gets plain synchronous writes: the stream behind
 * process.stdout (with the net and stream modules it loads) costs a command that prints one
 * line more than its own work on a small task list. Anything else (a terminal) gets
 * process.stdout. A pipe another process left non-blocking may refuse a write (EAGAIN): from
 * then on, what is left goes through process.stdout, in order. A reader that went away
 * (EPIPE, `ralph ... | head -1`) ends the output quietly.
 */
function stdoutWriter(fd = 1, 
/** The stream for what plain writes cannot take (read only when needed). */
stream = () => process.stdout) {
    let plain = false;
    try {
        const info = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
        plain = info.isFIFO() || info.isFile();
    }
    catch {
        // closed or unusable: process.stdout decides
    }
    if (!plain) {
        return {
            write: (text) => void stream().write(text),
            isTTY: stream().isTTY === true,
        };
    }
    let mode = 'sync';
    return {
        isTTY: false,
        write(text) {
            if (mode === 'closed')
                return;
            if (mode === 'stream') {
                stream().write(text);
                return;
            }
            const bytes = Buffer.from(text);
            let written = 0;
            while (written < bytes.length) {
                try {
                    written += (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeSync)(fd, bytes, written);
                }
                catch (e) {
                    const code = e.code;
                    if (code === 'EPIPE') {
                        mode = 'closed';
                        return;
                    }
                    if (code !== 'EAGAIN')
                        throw e;
                    mode = 'stream';
                    stream().write(bytes.subarray(written));
                    return;
                }
            }
        },
    };
}
function createProcessIO() {
    const out = stdoutWriter();
    const isTTY = out.isTTY;
    return {
        stdout: (text) => out.write(text),
        stderr: (text) => void process.stderr.write(text),
        isTTY,
        color: wantsColor(isTTY, process.env),
        cwd: process.cwd(),
        env: process.env,
    };
}
/** Captures output in memory (tests, and commands that call other commands). */
function createBufferIO(opts = {}) {
    let out = '';
    let err = '';
    return {
        stdout: (text) => void (out += text),
        stderr: (text) => void (err += text),
        isTTY: opts.isTTY ?? false,
        color: opts.color ?? false,
        cwd: opts.cwd ?? process.cwd(),
        env: opts.env ?? {},
        get out() {
            return out;
        },
        get err() {
            return err;
        },
    };
}


/***/ }),

/***/ 2957:
/***/ ((module, __webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   bD: () => (/* binding */ commandHelp),
/* harmony export */   iW: () => (/* binding */ main),
/* harmony export */   xv: () => (/* binding */ VERSION),
/* harmony export */   zx: () => (/* binding */ globalHelp)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_url__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_util__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _package_json__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(8330);
/* harmony import */ var _prd_levenshtein_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(9085);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(1604);
/* harmony import */ var _registry_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(6611);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(4751);
/** The `ralph` command line: dispatches `ralph <command> [args]` to the commands in the registry. */








const VERSION = _package_json__WEBPACK_IMPORTED_MODULE_3__/* .version */ .rE;
function load(command) {
    return 'load' in command ? command.load() : Promise.resolve(command);
}
/** Every listed command, loaded one after the other (only the full help needs them all). */
async function loadAll(list) {
    const out = [];
    for (const c of list)
        out.push(await load(c));
    return out;
}
function optionLabel(name, option) {
    const short = option.short ? `-${option.short}, ` : '    ';
    const value = option.type === 'string' ? ` <${name === 'file' ? 'path' : 'value'}>` : '';
    return `${short}--${name}${value}`;
}
function commandHelp(command) {
    const rows = Object.entries(command.options).map(([name, option]) => [
        optionLabel(name, option),
        command.optionHelp[name] ?? '',
    ]);
    rows.push(['-h, --help', 'Show this help']);
    const width = Math.max(...rows.map(([label]) => label.length));
    return [
        `${command.summary}`,
        '',
        `Usage: ${command.usage}`,
        '',
        'Options:',
        ...rows.map(([label, help]) => `  ${label.padEnd(width)}  ${help}`.trimEnd()),
        '',
        command.examples.length > 1 ? 'Examples:' : 'Example:',
        ...command.examples.map((e) => `  ${e}`),
        '',
    ].join('\n');
}
/** The command a word names: its name or one of its aliases. */
function findCommand(list, word) {
    return list.find((c) => c.name === word || (c.aliases ?? []).includes(word));
}
const aliasNote = (c) => c.aliases && c.aliases.length > 0 ? ` (also: ${c.aliases.join(', ')})` : '';
function globalHelp(list) {
    const width = Math.max(...list.map((c) => c.name.length));
    return [
        `ralph ${VERSION}: run the Ralph loop on a task list (.ralph/prd.yaml)`,
        '',
        'Usage: ralph <command> [options]',
        '',
        'Commands:',
        ...list.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}${aliasNote(c)}`),
        '',
        'Options:',
        '  -h, --help     Show this help',
        '  -v, --version  Print the version',
        '',
        "Run 'ralph <command> --help' for a command's options and examples.",
        '',
    ].join('\n');
}
function usageError(io, message, command) {
    const c = (0,_io_js__WEBPACK_IMPORTED_MODULE_4__/* .colors */ .Tj)(io.color);
    io.stderr(`${c.red('error:')} ${message}\n`);
    io.stderr(command
        ? `Usage: ${command.usage}\nRun 'ralph ${command.name} --help' for details.\n`
        : "Run 'ralph --help' for the list of commands.\n");
    return 2;
}
/** `ralph improt` -> "unknown command 'improt' (did you mean 'import'?)". */
function unknownCommand(io, word, list) {
    const names = list.flatMap((c) => [c.name, ...(c.aliases ?? [])]);
    const hint = (0,_prd_levenshtein_js__WEBPACK_IMPORTED_MODULE_6__/* .suggest */ .Z)(word, names);
    return usageError(io, `unknown command '${word}'${hint ? ` (did you mean '${hint}'?)` : ''}`);
}
/** Aborts on SIGINT/SIGTERM; a second signal exits at once. Returns the cleanup. */
function abortOnSignals(controller) {
    const onSignal = (signal) => {
        if (controller.signal.aborted)
            process.exit(signal === 'SIGINT' ? 130 : 143);
        controller.abort(new Error(`interrupted by ${signal}`));
    };
    const onInt = () => onSignal('SIGINT');
    const onTerm = () => onSignal('SIGTERM');
    process.on('SIGINT', onInt);
    process.on('SIGTERM', onTerm);
    return () => {
        process.off('SIGINT', onInt);
        process.off('SIGTERM', onTerm);
    };
}
/** Runs one `ralph` invocation and returns its exit code (0 ok, 1 failed, 2 usage error). */
async function main(argv, io = (0,_io_js__WEBPACK_IMPORTED_MODULE_4__/* .createProcessIO */ .Ic)(), opts = {}) {
    const list = opts.commands ?? _registry_js__WEBPACK_IMPORTED_MODULE_5__/* .commands */ .P;
    const [first, ...rest] = argv;
    if (first === undefined) {
        io.stderr(globalHelp(await loadAll(list)));
        return 2;
    }
    if (first === '--help' || first === '-h') {
        io.stdout(globalHelp(await loadAll(list)));
        return 0;
    }
    if (first === '--version' || first === '-v') {
        io.stdout(`${VERSION}\n`);
        return 0;
    }
    if (first === 'help') {
        const target = rest[0] === undefined ? undefined : findCommand(list, rest[0]);
        if (rest[0] !== undefined && !target)
            return unknownCommand(io, rest[0], list);
        io.stdout(target ? commandHelp(await load(target)) : globalHelp(await loadAll(list)));
        return 0;
    }
    const listed = findCommand(list, first);
    if (!listed) {
        if (first.startsWith('-'))
            return usageError(io, `unknown option '${first}'`);
        return unknownCommand(io, first, list);
    }
    // (no await for a loaded command: its signal handlers are in place as soon as main returns)
    const command = 'load' in listed ? await listed.load() : listed;
    let positionals;
    let values;
    try {
        const parsed = (0,node_util__WEBPACK_IMPORTED_MODULE_2__.parseArgs)({
            args: rest,
            options: { ...command.options, help: { type: 'boolean', short: 'h' } },
            strict: true,
            allowPositionals: true,
        });
        positionals = parsed.positionals;
        values = parsed.values;
    }
    catch (e) {
        return usageError(io, e.message, command);
    }
    if (values.help === true) {
        io.stdout(commandHelp(command));
        return 0;
    }
    if (positionals.length > command.maxPositionals) {
        const extra = positionals.slice(command.maxPositionals).join(' ');
        return usageError(io, `unexpected argument${positionals.length - command.maxPositionals > 1 ? 's' : ''}: ${extra}`, command);
    }
    const controller = opts.signal ? undefined : new AbortController();
    const cleanup = controller ? abortOnSignals(controller) : () => undefined;
    try {
        return await command.run({
            positionals,
            values,
            io,
            signal: opts.signal ?? controller.signal,
        });
    }
    catch (e) {
        if (e instanceof _types_js__WEBPACK_IMPORTED_MODULE_7__/* .UsageError */ .e)
            return usageError(io, e.message, command);
        const c = (0,_io_js__WEBPACK_IMPORTED_MODULE_4__/* .colors */ .Tj)(io.color);
        io.stderr(`${c.red('error:')} ${e.message ?? String(e)}\n`);
        if (io.env.RALPH_DEBUG)
            io.stderr(`${e.stack ?? ''}\n`);
        return 1;
    }
    finally {
        cleanup();
    }
}
/** True when this module is the program being run (dist/cli.js or the `ralph` bin link). */
function isEntryPoint() {
    const script = process.argv[1];
    if (!script)
        return false;
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(script) === (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)((0,node_url__WEBPACK_IMPORTED_MODULE_1__.fileURLToPath)(import.meta.url));
    }
    catch {
        return false;
    }
}
if (isEntryPoint()) {
    process.exitCode = await main(process.argv.slice(2));
}

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 6611:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ commands)
/* harmony export */ });
/* unused harmony export loadCommands */
function lazy(name, load, aliases = []) {
    let loaded;
    const once = () => (loaded ??= load());
    return { name, aliases, load: once, run: async (ctx) => (await once()).run(ctx) };
}
const commands = [
    // set up and plan
    lazy('init', async () => (await Promise.all(/* import() */[__nccwpck_require__.e(815), __nccwpck_require__.e(311), __nccwpck_require__.e(589), __nccwpck_require__.e(325), __nccwpck_require__.e(227), __nccwpck_require__.e(976), __nccwpck_require__.e(337), __nccwpck_require__.e(203), __nccwpck_require__.e(957), __nccwpck_require__.e(222), __nccwpck_require__.e(920)]).then(__nccwpck_require__.bind(__nccwpck_require__, 2920))).initCommand),
    lazy('prd', async () => (await Promise.all(/* import() */[__nccwpck_require__.e(337), __nccwpck_require__.e(203), __nccwpck_require__.e(222), __nccwpck_require__.e(945)]).then(__nccwpck_require__.bind(__nccwpck_require__, 5945))).prdCommand),
    lazy('tasks', async () => (await Promise.all(/* import() */[__nccwpck_require__.e(815), __nccwpck_require__.e(311), __nccwpck_require__.e(589), __nccwpck_require__.e(325), __nccwpck_require__.e(227), __nccwpck_require__.e(976), __nccwpck_require__.e(337), __nccwpck_require__.e(203), __nccwpck_require__.e(222), __nccwpck_require__.e(721)]).then(__nccwpck_require__.bind(__nccwpck_require__, 8721))).tasksCommand),
    lazy('sync', async () => (await Promise.all(/* import() */[__nccwpck_require__.e(815), __nccwpck_require__.e(939)]).then(__nccwpck_require__.bind(__nccwpck_require__, 2939))).syncCommand),
    lazy('import', async () => (await Promise.all(/* import() */[__nccwpck_require__.e(815), __nccwpck_require__.e(311), __nccwpck_require__.e(589), __nccwpck_require__.e(325), __nccwpck_require__.e(227), __nccwpck_require__.e(976), __nccwpck_require__.e(45)]).then(__nccwpck_require__.bind(__nccwpck_require__, 2045))).importCommand, ['migrate']),
    // inspect the task list
    lazy('validate', async () => (await Promise.all(/* import() */[__nccwpck_require__.e(325), __nccwpck_require__.e(575)]).then(__nccwpck_require__.bind(__nccwpck_require__, 2575))).validateCommand),
    lazy('status', async () => (await Promise.all(/* import() */[__nccwpck_require__.e(815), __nccwpck_require__.e(311), __nccwpck_require__.e(589), __nccwpck_require__.e(325), __nccwpck_require__.e(227), __nccwpck_require__.e(976), __nccwpck_require__.e(171)]).then(__nccwpck_require__.bind(__nccwpck_require__, 6171))).statusCommand),
    lazy('list', async () => (await Promise.all(/* import() */[__nccwpck_require__.e(815), __nccwpck_require__.e(311), __nccwpck_require__.e(589), __nccwpck_require__.e(325), __nccwpck_require__.e(227), __nccwpck_require__.e(976), __nccwpck_require__.e(673)]).then(__nccwpck_require__.bind(__nccwpck_require__, 3673))).listCommand),
    lazy('next', async () => (await Promise.all(/* import() */[__nccwpck_require__.e(815), __nccwpck_require__.e(311), __nccwpck_require__.e(589), __nccwpck_require__.e(325), __nccwpck_require__.e(227), __nccwpck_require__.e(976), __nccwpck_require__.e(472)]).then(__nccwpck_require__.bind(__nccwpck_require__, 2472))).nextCommand),
    lazy('prompt', async () => (await Promise.all(/* import() */[__nccwpck_require__.e(815), __nccwpck_require__.e(311), __nccwpck_require__.e(325), __nccwpck_require__.e(227), __nccwpck_require__.e(337), __nccwpck_require__.e(957), __nccwpck_require__.e(470), __nccwpck_require__.e(183)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1183))).promptCommand),
    lazy('phase-status', async () => (await Promise.all(/* import() */[__nccwpck_require__.e(203), __nccwpck_require__.e(265)]).then(__nccwpck_require__.bind(__nccwpck_require__, 5265))).phaseStatusCommand),
    lazy('schema', async () => (await Promise.all(/* import() */[__nccwpck_require__.e(815), __nccwpck_require__.e(311), __nccwpck_require__.e(589), __nccwpck_require__.e(325), __nccwpck_require__.e(227), __nccwpck_require__.e(976), __nccwpck_require__.e(850)]).then(__nccwpck_require__.bind(__nccwpck_require__, 6850))).schemaCommand),
    // work
    lazy('once', async () => (await Promise.all(/* import() */[__nccwpck_require__.e(815), __nccwpck_require__.e(311), __nccwpck_require__.e(825), __nccwpck_require__.e(325), __nccwpck_require__.e(227), __nccwpck_require__.e(337), __nccwpck_require__.e(203), __nccwpck_require__.e(957), __nccwpck_require__.e(222), __nccwpck_require__.e(470), __nccwpck_require__.e(226), __nccwpck_require__.e(612), __nccwpck_require__.e(416)]).then(__nccwpck_require__.bind(__nccwpck_require__, 3416))).onceCommand),
    lazy('loop', async () => (await Promise.all(/* import() */[__nccwpck_require__.e(815), __nccwpck_require__.e(311), __nccwpck_require__.e(825), __nccwpck_require__.e(325), __nccwpck_require__.e(227), __nccwpck_require__.e(337), __nccwpck_require__.e(203), __nccwpck_require__.e(957), __nccwpck_require__.e(222), __nccwpck_require__.e(470), __nccwpck_require__.e(226), __nccwpck_require__.e(612)]).then(__nccwpck_require__.bind(__nccwpck_require__, 4612))).loopCommand),
    lazy('mark', async () => (await Promise.all(/* import() */[__nccwpck_require__.e(815), __nccwpck_require__.e(311), __nccwpck_require__.e(589), __nccwpck_require__.e(325), __nccwpck_require__.e(227), __nccwpck_require__.e(976), __nccwpck_require__.e(552)]).then(__nccwpck_require__.bind(__nccwpck_require__, 8552))).markCommand),
    lazy('reset', async () => (await Promise.all(/* import() */[__nccwpck_require__.e(815), __nccwpck_require__.e(311), __nccwpck_require__.e(325), __nccwpck_require__.e(227), __nccwpck_require__.e(337), __nccwpck_require__.e(957), __nccwpck_require__.e(470), __nccwpck_require__.e(226), __nccwpck_require__.e(672)]).then(__nccwpck_require__.bind(__nccwpck_require__, 246))).resetCommand),
];
/** Every command, loaded one after the other (for the full help). */
async function loadCommands(list = commands) {
    const out = [];
    for (const c of list)
        out.push(await c.load());
    return out;
}


/***/ }),

/***/ 4751:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ UsageError)
/* harmony export */ });
/** Thrown for bad invocations; the dispatcher prints usage and exits 2. */
class UsageError extends Error {
    name = 'UsageError';
}


/***/ }),

/***/ 9085:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ suggest)
/* harmony export */ });
/* unused harmony export levenshtein */
/** Edit distance for did-you-mean hints on misspelled keys and names. */
function levenshtein(a, b) {
    if (a === b)
        return 0;
    if (a.length === 0)
        return b.length;
    if (b.length === 0)
        return a.length;
    let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
    let curr = new Array(b.length + 1).fill(0);
    for (let i = 1; i <= a.length; i++) {
        curr[0] = i;
        for (let j = 1; j <= b.length; j++) {
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            curr[j] = Math.min(prev[j] + 1, curr[j - 1] + 1, prev[j - 1] + cost);
        }
        [prev, curr] = [curr, prev];
    }
    return prev[b.length];
}
function squash(s) {
    return s.toLowerCase().replace(/[_\-\s]/g, '');
}
/**
 * The closest candidate to `word`, or undefined when none is close enough.
 * `dependsOn`, `depends-on` and `dependson` all find `depends_on`.
 */
function suggest(word, candidates) {
    const squashed = squash(word);
    const exact = candidates.find((c) => squash(c) === squashed);
    if (exact !== undefined)
        return exact;
    const limit = Math.max(2, Math.floor(word.length / 3));
    let best;
    let bestDistance = Infinity;
    for (const candidate of candidates) {
        const d = levenshtein(squashed, squash(candidate));
        if (d < bestDistance) {
            best = candidate;
            bestDistance = d;
        }
    }
    return bestDistance <= limit ? best : undefined;
}


/***/ }),

/***/ 181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 1421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 1553:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns/promises");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 1455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 7067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 7030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 8161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 481:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:readline");

/***/ }),

/***/ 6848:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:readline/promises");

/***/ }),

/***/ 7075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 6193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:string_decoder");

/***/ }),

/***/ 8500:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:timers/promises");

/***/ }),

/***/ 1692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

/***/ }),

/***/ 3136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 8522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ }),

/***/ 8330:
/***/ ((module) => {

module.exports = {"rE":"0.1.0"};

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(2957);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ var __webpack_exports__VERSION = __webpack_exports__.xv;
/******/ var __webpack_exports__commandHelp = __webpack_exports__.bD;
/******/ var __webpack_exports__globalHelp = __webpack_exports__.zx;
/******/ var __webpack_exports__main = __webpack_exports__.iW;
/******/ export { __webpack_exports__VERSION as VERSION, __webpack_exports__commandHelp as commandHelp, __webpack_exports__globalHelp as globalHelp, __webpack_exports__main as main };
/******/ 
