export const id = 945;
export const ids = [945];
export const modules = {

/***/ 5945:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createPrdCommand: () => (/* binding */ createPrdCommand),
  prdCommand: () => (/* binding */ prdCommand)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/planning/files.ts
var files = __webpack_require__(7490);
;// CONCATENATED MODULE: ./src/planning/prd-session.ts
/**
 * `ralph prd`: a Claude session that writes the product spec to plans/SPEC.md, either
 * interactive (the user answers Claude's questions in the terminal) or from a given
 * description (FR-FIX-02). Success is judged by the file itself (FR-FIX-03): it must have
 * been created or changed.
 */


const SPEC_PATH = 'plans/SPEC.md';
/** The agent writes the spec itself, so it needs Write/Edit; no shell, no permission bypass (FR-FIX-01.6). */
const PRD_ALLOWED_TOOLS = ['Read', 'Glob', 'Grep', 'Write', 'Edit', 'Skill'];
const PRD_MAX_TURNS = 30;
function renderInteractivePrdPrompt() {
    return [
        'Use the ralph-prd skill to create a Product Requirements Document with me.',
        'Ask me clarifying questions about the feature first, then write the PRD to plans/SPEC.md.',
    ].join(' ');
}
function renderPrdPrompt(description) {
    return [
        'Use the ralph-prd skill to create a Product Requirements Document for the feature described below,',
        `and write it to ${SPEC_PATH} (relative to your working directory).`,
        'Nobody can answer questions in this session: make reasonable assumptions and list them in an "Open Questions" section.',
        '',
        '## Feature description',
        description.trim(),
    ].join('\n');
}
async function runPrdSession(deps, args) {
    const specFile = external_node_path_default().join(args.cwd, ...SPEC_PATH.split('/'));
    const before = await (0,files/* fingerprint */.Rj)(specFile);
    let agent;
    let exitCode;
    if (args.mode.kind === 'interactive') {
        exitCode = await deps.spawnInteractive(deps.claudePath, [renderInteractivePrdPrompt()], {
            cwd: args.cwd,
            env: deps.env ? { ...process.env, ...deps.env } : undefined,
        });
    }
    else {
        agent = await deps.runner.run({
            claudePath: deps.claudePath,
            cwd: args.cwd,
            prompt: renderPrdPrompt(args.mode.text),
            maxTurns: PRD_MAX_TURNS,
            allowedTools: PRD_ALLOWED_TOOLS,
            timeoutMs: deps.timeoutMs ?? 20 * 60_000,
            idleTimeoutMs: deps.idleTimeoutMs ?? 5 * 60_000,
            env: deps.env,
            signal: deps.signal,
            onText: deps.onText,
        });
    }
    const after = await (0,files/* fingerprint */.Rj)(specFile);
    return { specFile, changed: (0,files/* fileChanged */.J8)(before, after), agent, exitCode };
}

// EXTERNAL MODULE: ./src/planning/wiring.ts + 1 modules
var planning_wiring = __webpack_require__(554);
// EXTERNAL MODULE: ./src/cli/types.ts
var types = __webpack_require__(4751);
;// CONCATENATED MODULE: ./src/cli/commands/prd.ts
/** `ralph prd`: write plans/SPEC.md with Claude, interactively or from a description. */





const NOT_MODIFIED = 'Warning: PRD file was not modified. The session may have ended before completion.';
function createPrdCommand(wiring = planning_wiring/* defaultPlanningWiring */.F) {
    return {
        name: 'prd',
        summary: 'Write a product spec (plans/SPEC.md) with Claude, interactively or from a description',
        usage: 'ralph prd [--input TEXT | --file PATH]',
        examples: [
            'ralph prd',
            'ralph prd --input "A pomodoro timer CLI with coloured output"',
            'ralph prd --file ./feature-idea.txt',
        ],
        options: {
            input: { type: 'string', short: 'i' },
            file: { type: 'string', short: 'f' },
        },
        optionHelp: {
            input: 'Feature description; runs without questions (non-interactive)',
            file: 'File holding the feature description; runs non-interactively',
        },
        maxPositionals: 0,
        async run({ values, io, signal }) {
            const input = typeof values.input === 'string' ? values.input : undefined;
            const file = typeof values.file === 'string' ? values.file : undefined;
            if (input !== undefined && file !== undefined) {
                throw new types/* UsageError */.e('--input and --file are mutually exclusive; give one of them');
            }
            let mode = { kind: 'interactive' };
            if (input !== undefined) {
                if (input.trim() === '')
                    throw new types/* UsageError */.e('--input needs a feature description');
                mode = { kind: 'description', text: input };
            }
            else if (file !== undefined) {
                let text;
                try {
                    text = await (0,promises_.readFile)(external_node_path_default().resolve(io.cwd, file), 'utf8');
                }
                catch {
                    io.stderr(`error: cannot read the description file ${file}\n`);
                    return 1;
                }
                if (text.trim() === '') {
                    io.stderr(`error: the description file ${file} is empty\n`);
                    return 1;
                }
                mode = { kind: 'description', text };
            }
            io.stderr(mode.kind === 'interactive'
                ? `Starting an interactive Claude session (ralph-prd skill); it writes ${SPEC_PATH}. Exit Claude when done.\n`
                : `Writing ${SPEC_PATH} with Claude (ralph-prd skill, non-interactive)...\n`);
            let result;
            try {
                result = await runPrdSession({
                    claudePath: await wiring.resolveClaude(io.env, io.cwd),
                    runner: wiring.createRunner(),
                    spawnInteractive: wiring.spawnInteractive,
                    env: io.env,
                    signal,
                }, { cwd: io.cwd, mode });
            }
            catch (error) {
                io.stderr(`error: ${error.message}\n`);
                return 1;
            }
            if (result.agent && result.agent.outcome !== 'completed') {
                io.stderr(`Claude session ended early: ${result.agent.summary}\n`);
            }
            if (result.changed) {
                io.stdout(`PRD saved to ${SPEC_PATH}\nNext: \`ralph tasks ${SPEC_PATH}\`\n`);
            }
            else {
                io.stderr(`${io.color ? `\u001b[33m${NOT_MODIFIED}\u001b[0m` : NOT_MODIFIED}\n`);
            }
            // FR-FIX-03.5: exit 0 either way; the warning is the signal.
            return 0;
        },
    };
}
const prdCommand = createPrdCommand();


/***/ }),

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

/***/ 7490:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J8: () => (/* binding */ fileChanged),
/* harmony export */   Rj: () => (/* binding */ fingerprint),
/* harmony export */   Zf: () => (/* reexport safe */ _files_atomic_js__WEBPACK_IMPORTED_MODULE_2__.Zf),
/* harmony export */   t2: () => (/* binding */ exists)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _files_atomic_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6094);
/** Small file helpers of the planning commands. */




async function exists(file) {
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(file);
        return true;
    }
    catch {
        return false;
    }
}
async function fingerprint(file) {
    try {
        const [info, content] = await Promise.all([(0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(file), (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(file)]);
        return {
            exists: true,
            mtimeMs: info.mtimeMs,
            sha256: (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(content).digest('hex'),
        };
    }
    catch {
        return { exists: false };
    }
}
/** Created, or rewritten (new mtime) or changed content (which catches same-tick rewrites). */
function fileChanged(before, after) {
    if (!after.exists)
        return false;
    if (!before.exists)
        return true;
    return before.mtimeMs !== after.mtimeMs || before.sha256 !== after.sha256;
}


/***/ }),

/***/ 554:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  F: () => (/* binding */ defaultPlanningWiring)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(3136);
// EXTERNAL MODULE: ./src/agent/index.ts + 1 modules
var agent = __webpack_require__(1350);
// EXTERNAL MODULE: ./src/planning/claude-path.ts
var claude_path = __webpack_require__(227);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
;// CONCATENATED MODULE: ./src/planning/spawn-interactive.ts
/** Runs a program on the user's terminal (inherited stdio), e.g. an interactive claude session. */

const spawnInteractive = (command, args, options) => new Promise((resolve, reject) => {
    const child = (0,external_node_child_process_.spawn)(command, args, {
        cwd: options.cwd,
        env: options.env ?? process.env,
        stdio: 'inherit',
    });
    child.once('error', (error) => {
        reject(error.code === 'ENOENT'
            ? new Error(`cannot start ${command}: not found (install Claude Code or set RALPH_CLAUDE_PATH)`)
            : error);
    });
    child.once('exit', (code) => resolve(code));
});

;// CONCATENATED MODULE: ./src/planning/wiring.ts
/** The real side effects behind the planning commands; tests pass their own. */





const defaultPlanningWiring = {
    createRunner: () => (0,agent/* createClaudeRunner */.fN)(),
    // Next to the project first, then next to ralph itself (its own node_modules).
    resolveClaude: (env, cwd) => (0,claude_path/* resolveClaudePath */.Y)(env, [cwd, external_node_path_default().dirname((0,external_node_url_.fileURLToPath)(import.meta.url))]),
    spawnInteractive: spawnInteractive,
};


/***/ })

};
