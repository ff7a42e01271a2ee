export const id = 470;
export const ids = [470];
export const modules = {

/***/ 2369:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bz: () => (/* reexport safe */ _trust_js__WEBPACK_IMPORTED_MODULE_1__.Bz),
/* harmony export */   ES: () => (/* reexport safe */ _parse_js__WEBPACK_IMPORTED_MODULE_0__.ES),
/* harmony export */   IT: () => (/* reexport safe */ _trust_js__WEBPACK_IMPORTED_MODULE_1__.IT),
/* harmony export */   QB: () => (/* reexport safe */ _trust_js__WEBPACK_IMPORTED_MODULE_1__.QB),
/* harmony export */   eb: () => (/* reexport safe */ _run_js__WEBPACK_IMPORTED_MODULE_2__.eb),
/* harmony export */   iX: () => (/* reexport safe */ _detect_js__WEBPACK_IMPORTED_MODULE_3__.R),
/* harmony export */   q5: () => (/* reexport safe */ _run_js__WEBPACK_IMPORTED_MODULE_2__.q5)
/* harmony export */ });
/* harmony import */ var _parse_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(906);
/* harmony import */ var _trust_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1927);
/* harmony import */ var _run_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9231);
/* harmony import */ var _detect_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4914);
/* harmony import */ var _render_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2517);
/* harmony import */ var _duration_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5213);
/** The quality gate: the RALPH:CHECKS block, how it is trusted, detected and run. */









/***/ }),

/***/ 9231:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  eb: () => (/* binding */ failingRequired),
  q5: () => (/* binding */ gatePassed),
  JT: () => (/* binding */ runChecks)
});

// UNUSED EXPORTS: OUTPUT_TAIL_LINES, checkShell, childEnv, failingOptional, runCheck

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/agent/redact.ts
var redact = __webpack_require__(36);
// EXTERNAL MODULE: ./src/isolation/environment.ts
var environment = __webpack_require__(2845);
// EXTERNAL MODULE: ./src/checks/duration.ts
var duration = __webpack_require__(5213);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: ./src/checks/toolchain-homes.ts
var toolchain_homes = __webpack_require__(8707);
;// CONCATENATED MODULE: ./src/checks/fresh-home.ts
/**
 * A fresh, empty HOME for one check, owned by whoever the check runs as and removed after it.
 * Nothing the agent wrote into a HOME (an ~/.npmrc with `script-shell=/bin/true`, a git or pip
 * configuration) reaches the checks, and nothing one check writes there reaches the next.
 * The toolchains' homes and caches come with it (see toolchain-homes.ts).
 */





/** What mktemp made for the agent's user: nothing else is ever removed in its name. */
const AGENT_HOME = /^\/tmp\/ralph-home-[A-Za-z0-9]{10}$/;
/** Runs `command args` on the agent's side of the boundary; resolves with its stdout. */
function runAsAgent(sandbox, command, args) {
    const wrapped = sandbox.wrap(command, args);
    return new Promise((resolve, reject) => {
        (0,external_node_child_process_.execFile)(wrapped.command, wrapped.args, {
            env: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
            timeout: 30_000,
            ...(wrapped.uid !== undefined ? { uid: wrapped.uid, gid: wrapped.gid } : {}),
        }, (error, stdout, stderr) => error
            ? reject(new Error(`${command}: ${stderr.trim() || error.message}`))
            : resolve(stdout));
    });
}
/** A new HOME for one check: the harness's own temp dir, or one the agent's user owns. */
async function freshHome(sandbox) {
    const toolchains = (0,toolchain_homes/* toolchainEnvironment */.p8)(await (0,toolchain_homes/* toolchainHomes */.eM)(sandbox), process.env);
    if (!sandbox?.isolated) {
        const path = await (0,promises_.mkdtemp)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'ralph-home-'));
        return { path, toolchains, remove: () => (0,promises_.rm)(path, { recursive: true, force: true }) };
    }
    // Each run's private /tmp holds a fresh HOME of its own, removed with the run.
    if (sandbox.privateHome) {
        return { path: sandbox.privateHome, toolchains, remove: async () => undefined };
    }
    const path = (await runAsAgent(sandbox, 'mktemp', ['-d', '/tmp/ralph-home-XXXXXXXXXX'])).trim();
    if (!AGENT_HOME.test(path))
        throw new Error(`mktemp made an unexpected HOME: ${path}`);
    return {
        path,
        toolchains,
        async remove() {
            // A directory the check made read-only is opened first, so rm can empty it.
            const script = 'chmod -R u+rwX -- "$1" 2>/dev/null; rm -rf -- "$1"';
            await runAsAgent(sandbox, 'sh', ['-c', script, 'sh', path]).catch(() => undefined);
        },
    };
}

// EXTERNAL MODULE: ./src/checks/local-bin.ts
var local_bin = __webpack_require__(5146);
// EXTERNAL MODULE: external "node:string_decoder"
var external_node_string_decoder_ = __webpack_require__(6193);
;// CONCATENATED MODULE: ./src/checks/tail-buffer.ts
/** Keeps the last N lines of a stream in bounded memory (a ring of lines). */

/** Longer lines are cut so one endless line cannot grow memory without bound. */
const MAX_LINE_CHARS = 4000;
class LineTail {
    maxLines;
    ring;
    next = 0;
    count = 0;
    partial = new Map();
    constructor(maxLines) {
        this.maxLines = maxLines;
        this.ring = new Array(maxLines);
    }
    /** Adds a chunk of `stream` (streams keep separate partial lines, so they never mix). */
    push(stream, chunk) {
        let state = this.partial.get(stream);
        if (!state) {
            state = { decoder: new external_node_string_decoder_.StringDecoder('utf8'), text: '' };
            this.partial.set(stream, state);
        }
        const text = state.text + (typeof chunk === 'string' ? chunk : state.decoder.write(chunk));
        const parts = text.split('\n');
        state.text = clip(parts.pop());
        for (const line of parts)
            this.pushLine(line.replace(/\r$/, ''));
    }
    /** Flushes unfinished lines and returns the tail. */
    finish() {
        for (const state of this.partial.values()) {
            const rest = state.text + state.decoder.end();
            if (rest.length > 0)
                this.pushLine(rest.replace(/\r$/, ''));
            state.text = '';
        }
        this.partial.clear();
        return this.lines().join('\n');
    }
    lines() {
        const start = (this.next - this.count + this.maxLines) % this.maxLines;
        return Array.from({ length: this.count }, (_, i) => this.ring[(start + i) % this.maxLines]);
    }
    pushLine(line) {
        this.ring[this.next] = clip(line);
        this.next = (this.next + 1) % this.maxLines;
        this.count = Math.min(this.count + 1, this.maxLines);
    }
}
function clip(line) {
    return line.length > MAX_LINE_CHARS ? `${line.slice(0, MAX_LINE_CHARS)}... [line cut]` : line;
}

;// CONCATENATED MODULE: ./src/checks/run.ts
/**
 * Runs quality checks, one after another, each in its own process group with its own timeout.
 * All checks run even after a required one fails: the fix prompt then lists every failure
 * at once instead of revealing them one fix attempt at a time.
 */









const OUTPUT_TAIL_LINES = 200;
/** SIGTERM first; what is still alive this long after gets SIGKILL. */
const KILL_GRACE_MS = 3000;
let cachedShell;
/** bash when it is on PATH (pipefail, arrays...), else the POSIX sh. */
function checkShell(env = process.env) {
    if (cachedShell)
        return cachedShell;
    for (const dir of (env.PATH ?? '').split(external_node_path_.delimiter)) {
        if (!dir)
            continue;
        try {
            (0,external_node_fs_.accessSync)((0,external_node_path_.join)(dir, 'bash'), external_node_fs_.constants.X_OK);
            return (cachedShell = (0,external_node_path_.join)(dir, 'bash'));
        }
        catch {
            // keep looking
        }
    }
    return (cachedShell = 'sh');
}
function killGroup(pid, signal) {
    if (pid === undefined)
        return;
    try {
        // Negative pid: the whole group, so `npm test` cannot leave its children running.
        process.kill(process.platform === 'win32' ? pid : -pid, signal);
    }
    catch {
        // Already gone.
    }
}
/**
 * The environment of one check: the base set it shares with the agent, the pass-env names and
 * the caller's values (never a harness credential: the checks run code the agent wrote), with
 * `home` as HOME and the project's node_modules/.bin and venv first on PATH. When the checks run
 * as the agent's user, USER is that user's.
 */
function childEnv(options, home, base = process.env) {
    return (0,environment/* buildChecksEnvironment */.FD)(base, {
        home,
        passEnv: options.passEnv,
        explicit: options.env,
        identity: options.sandbox?.identity(),
        pathFirst: (0,local_bin/* localBinDirs */.x)(options.cwd),
    });
}
function failedToStart(check, error) {
    return {
        name: check.name,
        command: check.command,
        required: check.required,
        passed: false,
        exitCode: null,
        timedOut: false,
        durationMs: 0,
        outputTail: `[ralph] could not start the check: ${error.message}`,
    };
}
/** Runs one check with a fresh HOME of its own. Resolves (never rejects) with its result. */
async function runCheck(check, options) {
    let home;
    try {
        home = await freshHome(options.sandbox);
    }
    catch (error) {
        return failedToStart(check, error);
    }
    try {
        const env = { ...childEnv(options, home.path), ...home.toolchains };
        const window = await options.sandbox?.watchLimits?.();
        const result = await spawnCheck(check, options, env);
        return withMemoryStop(result, await window?.stopped());
    }
    finally {
        await home.remove();
    }
}
/**
 * A check the memory limit stopped fails, whatever its exit code (a hog in the background may
 * be what was killed), and says so in its output, where the log, the summary and the fix prompt
 * show it.
 */
function withMemoryStop(result, stopped) {
    if (!stopped)
        return result;
    const note = `[ralph] stopped for memory: ${stopped} (max-memory-mb)`;
    return {
        ...result,
        passed: false,
        stoppedForMemory: stopped,
        outputTail: result.outputTail === '' ? note : `${result.outputTail}\n${note}`,
    };
}
function spawnCheck(check, options, env) {
    const started = performance.now();
    const tail = new LineTail(OUTPUT_TAIL_LINES);
    return new Promise((resolve) => {
        let timedOut = false;
        let aborted = false;
        let graceTimer;
        let done = false;
        const finish = (exitCode, note) => {
            if (done)
                return;
            done = true;
            if (child.pid !== undefined)
                options.sandbox?.untrack(child.pid);
            clearTimeout(timer);
            clearTimeout(graceTimer);
            options.signal?.removeEventListener('abort', onAbort);
            if (note)
                tail.push('ralph', `${note}\n`);
            resolve({
                name: check.name,
                command: check.command,
                required: check.required,
                passed: exitCode === 0 && !timedOut && !aborted,
                exitCode,
                timedOut,
                durationMs: Math.round(performance.now() - started),
                // The output lands in comments, the progress log and the PR: no secret in it.
                outputTail: (0,redact/* defaultRedactor */.Is)(env)(tail.finish()),
            });
        };
        // The shell comes from the harness's PATH, never from the project's tool directories.
        const wrapped = options.sandbox?.wrap(checkShell(), ['-c', check.command]) ?? {
            command: checkShell(),
            args: ['-c', check.command],
        };
        const child = (0,external_node_child_process_.spawn)(wrapped.command, wrapped.args, {
            cwd: options.cwd,
            env,
            detached: process.platform !== 'win32',
            stdio: ['ignore', 'pipe', 'pipe'],
            windowsHide: true,
            ...(wrapped.uid !== undefined ? { uid: wrapped.uid, gid: wrapped.gid } : {}),
        });
        if (child.pid !== undefined)
            options.sandbox?.track(child.pid);
        const stop = () => {
            killGroup(child.pid, 'SIGTERM');
            graceTimer = setTimeout(() => killGroup(child.pid, 'SIGKILL'), KILL_GRACE_MS);
            graceTimer.unref();
        };
        const onAbort = () => {
            aborted = true;
            stop();
        };
        const timer = setTimeout(() => {
            timedOut = true;
            stop();
        }, check.timeoutMs);
        child.stdout.on('data', (chunk) => tail.push('stdout', chunk));
        child.stderr.on('data', (chunk) => tail.push('stderr', chunk));
        child.on('error', (error) => finish(null, `[ralph] could not start the check: ${error.message}`));
        // Background processes the check left behind would keep the pipes open: end them too.
        child.on('exit', () => killGroup(child.pid, 'SIGKILL'));
        child.on('close', (code) => {
            if (timedOut)
                finish(code, `[ralph] timed out after ${(0,duration/* formatTimeout */.BE)(check.timeoutMs)}; the check was killed`);
            else if (aborted)
                finish(code, '[ralph] interrupted; the check was killed');
            else
                finish(code);
        });
        if (options.signal?.aborted)
            onAbort();
        else
            options.signal?.addEventListener('abort', onAbort, { once: true });
    });
}
/**
 * Runs `checks` in order. When `signal` aborts, the running check is killed and the rest are
 * not started (the results so far are returned).
 */
async function runChecks(checks, options) {
    const results = [];
    for (const check of checks) {
        if (options.signal?.aborted)
            break;
        options.onStart?.(check);
        const result = await runCheck(check, options);
        results.push(result);
        options.onResult?.(result);
    }
    return results;
}
/** The gate: every required check passed (optional failures are only warnings). */
function gatePassed(results) {
    return results.every((r) => r.passed || !r.required);
}
function failingRequired(results) {
    return results.filter((r) => r.required && !r.passed);
}
/** Optional checks that failed: report as warnings. */
function failingOptional(results) {
    return results.filter((r) => !r.required && !r.passed);
}


/***/ }),

/***/ 1927:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bz: () => (/* binding */ checksBlockChanged),
/* harmony export */   IT: () => (/* binding */ readChecksAtCommit),
/* harmony export */   QB: () => (/* binding */ CHECKS_FILES)
/* harmony export */ });
/* unused harmony export changedChecksBlocks */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _git_tree_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5090);
/* harmony import */ var _detect_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4914);
/* harmony import */ var _parse_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(906);
/**
 * The trust rule: an iteration's checks come from the commit it started from, never from the
 * working tree the agent may have edited (it could otherwise turn `npm test` into `true`).
 */





/** Files that may hold the block, in order of precedence. */
const CHECKS_FILES = ['CLAUDE.md', 'AGENTS.md'];
async function readChecksAtCommit(git, ref, options = {}) {
    for (const file of CHECKS_FILES) {
        const text = await checksFileAt(git, ref, file);
        if (text === undefined)
            continue;
        if (typeof text !== 'string')
            return { source: file, result: text };
        const result = (0,_parse_js__WEBPACK_IMPORTED_MODULE_4__/* .parseChecksBlock */ .ES)(text, file);
        if (result.found)
            return { source: file, result };
    }
    if (options.detect ?? true) {
        const checks = await (0,_detect_js__WEBPACK_IMPORTED_MODULE_3__/* .detectChecksWith */ .R)((path) => (0,_git_tree_js__WEBPACK_IMPORTED_MODULE_2__/* .fileAt */ .Wd)(git, ref, path));
        if (checks.length > 0)
            return { source: 'detected', result: { found: false, checks, errors: [] } };
    }
    return { source: 'none', result: { found: false, checks: [], errors: [] } };
}
/**
 * The text of a checks file at `ref`, read from the commit's blobs. A committed link (e.g.
 * CLAUDE.md -> AGENTS.md) is followed inside the commit's tree only; one that leads out of the
 * repository is an error, never a reason to fall back to detected checks.
 */
async function checksFileAt(git, ref, file) {
    let path = file;
    for (let hops = 0; hops < 8; hops++) {
        const entry = await (0,_git_tree_js__WEBPACK_IMPORTED_MODULE_2__/* .treeEntryAt */ .un)(git, ref, path);
        if (entry === undefined)
            return undefined;
        if (entry.kind === 'file')
            return (0,_git_tree_js__WEBPACK_IMPORTED_MODULE_2__/* .fileAt */ .Wd)(git, ref, path);
        if (entry.kind !== 'link')
            return undefined;
        const target = (await (0,_git_tree_js__WEBPACK_IMPORTED_MODULE_2__/* .fileAt */ .Wd)(git, ref, path)) ?? '';
        const next = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.normalize)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(path), target));
        if (target.startsWith('/') || next.startsWith('..')) {
            return {
                found: true,
                checks: [],
                errors: [
                    {
                        line: 1,
                        message: `${file}:1: ${file} is a symbolic link to ${target}, outside the repository; the checks cannot be read from it`,
                    },
                ],
            };
        }
        path = next;
    }
    return undefined;
}
function normalizedBlock(text, file) {
    if (text === undefined)
        return undefined;
    const result = (0,_parse_js__WEBPACK_IMPORTED_MODULE_4__/* .parseChecksBlock */ .ES)(text, file);
    if (!result.found)
        return undefined;
    return (result.rawBlock ?? '')
        .split('\n')
        .map((l) => l.trimEnd())
        .join('\n')
        .trim();
}
/**
 * Which files' RALPH:CHECKS blocks differ between `ref` and the working tree (edited, added or
 * removed). A file that is a link in the working tree is read as if absent (changed whenever
 * `ref` had a block): the harness never follows a link the agent may have made.
 */
async function changedChecksBlocks(git, ref) {
    const changed = [];
    for (const file of CHECKS_FILES) {
        const atRef = await checksFileAt(git, ref, file);
        const before = normalizedBlock(typeof atRef === 'string' ? atRef : undefined, file);
        const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(git.cwd, file);
        const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(path).catch(() => undefined);
        if (info?.isSymbolicLink() && (await sameCommittedLink(git, ref, file)))
            continue;
        const isFile = info?.isFile() ?? false;
        const current = isFile ? await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path, 'utf8').catch(() => undefined) : undefined;
        if (before !== normalizedBlock(current, file))
            changed.push(file);
    }
    return changed;
}
/** A link in the working tree that is the very link committed at `ref` (e.g. CLAUDE.md -> AGENTS.md). */
async function sameCommittedLink(git, ref, file) {
    if ((await (0,_git_tree_js__WEBPACK_IMPORTED_MODULE_2__/* .treeEntryAt */ .un)(git, ref, file))?.kind !== 'link')
        return false;
    const target = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readlink)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(git.cwd, file)).catch(() => undefined);
    return target !== undefined && target === (await (0,_git_tree_js__WEBPACK_IMPORTED_MODULE_2__/* .fileAt */ .Wd)(git, ref, file));
}
/** True when the working tree's checks block differs from the one at `ref` (to report an agent's edit). */
async function checksBlockChanged(git, ref) {
    return (await changedChecksBlocks(git, ref)).length > 0;
}


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

/***/ 6348:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Ni: () => (/* binding */ DIFF_CAP_BYTES),
  lD: () => (/* binding */ createGit)
});

// UNUSED EXPORTS: GitError, ignoredPathsMessage, isNonFastForwardRejection

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/git/index-copy.ts
var index_copy = __webpack_require__(1940);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: ./src/agent/redact.ts
var redact = __webpack_require__(36);
;// CONCATENATED MODULE: ./src/git/hardening.ts
/**
 * What every harness git command runs with, whatever the repository says.
 *
 * Command-line configuration (`-c`) beats every configuration file, so these hold even before
 * the seal (seal.ts) has put the repository's own files back:
 * - `core.hooksPath=/dev/null`: no hook runs, neither `.git/hooks/*` nor a hooks path the
 *   agent configured (the harness's commit, checkout, rebase and push would run them).
 * - `core.fsmonitor=false`: no fsmonitor program on status, add or diff.
 * - `protocol.ext.allow=never`: a remote URL cannot be a command (`ext::sh -c ...`).
 * - `maintenance.auto=false`: no `git maintenance run --auto` after each of the harness's
 *   commits (one more process every iteration, and a `gc` that may go on in the background).
 *   The loop runs it once, in the foreground, when it ends (`Git.tryMaintain`).
 * - `submodule.recurse=false`, `diff.ignoreSubmodules=all`, `status.submoduleSummary=false`:
 *   status, diff, checkout and reset do not look into submodules or nested repositories (each
 *   would run git there, with that repository's own configuration). `git add` still does, which
 *   is why nested `.git` entries the agent made are removed first (tree-hazards.ts).
 * The credential helpers are reset (`credential.helper=`) only when the harness brings its own
 * credential; otherwise the person's own helpers (from the pinned global configuration) are
 * what pushes with.
 */




const HARDENING_CONFIG = [
    'core.hooksPath=/dev/null',
    'core.fsmonitor=false',
    'protocol.ext.allow=never',
    'maintenance.auto=false',
    'submodule.recurse=false',
    'diff.ignoreSubmodules=all',
    'status.submoduleSummary=false',
];
/** Environment variables that name secrets of the runner (never given to git or its children). */
const SECRET_PREFIXES = ['INPUT_'];
const SECRET_NAMES = new Set([
    ...redact/* SECRET_ENV_NAMES */.uR,
    'ACTIONS_RUNTIME_TOKEN',
    'ACTIONS_ID_TOKEN_REQUEST_TOKEN',
]);
/** `env` without the runner's secrets: git, and any program git starts, never sees them. */
function withoutSecrets(env) {
    const out = {};
    for (const [key, value] of Object.entries(env)) {
        if (SECRET_NAMES.has(key) || SECRET_PREFIXES.some((p) => key.startsWith(p)))
            continue;
        out[key] = value;
    }
    return out;
}
function quoteConfigValue(value) {
    return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`;
}
/**
 * Runs `fn` with the `-c` arguments that give one network command the auth header: the header
 * sits in a file only this process can read (0600 in a private 0700 directory), named through
 * `include.path`, and the file is gone when `fn` returns. No environment variable holds it, so
 * no hook, filter or other program reading environments can find it.
 */
async function withCredentialConfig(authHeader, fn) {
    const dir = await (0,promises_.mkdtemp)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'ralph-auth-'));
    try {
        await (0,promises_.chmod)(dir, 0o700);
        const file = (0,external_node_path_.join)(dir, 'auth.config');
        await (0,promises_.writeFile)(file, `[http]\n\textraHeader = ${quoteConfigValue(authHeader)}\n`, {
            mode: 0o600,
            flag: 'wx',
        });
        return await fn(['-c', 'credential.helper=', '-c', `include.path=${file}`]);
    }
    finally {
        await (0,promises_.rm)(dir, { recursive: true, force: true });
    }
}
function hardeningArgs() {
    return HARDENING_CONFIG.flatMap((entry) => ['-c', entry]);
}

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: ./src/git/run-git.ts
var run_git = __webpack_require__(6148);
;// CONCATENATED MODULE: ./src/git/blob-stream.ts
/**
 * Blobs as git stores them: one `git cat-file --batch` for many objects, each handed over as
 * its bytes (no `.gitattributes` filter, no encoding, no end-of-line conversion), one after
 * another, with the next read only once the previous one was handled.
 */


/** Reads the output of `cat-file --batch`: a header line, then the object and a newline. */
class BatchParser {
    buffered = Buffer.alloc(0);
    push(chunk) {
        this.buffered = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk]);
    }
    /** The next whole object, or undefined when more output is needed. */
    next() {
        const newline = this.buffered.indexOf(0x0a);
        if (newline < 0)
            return undefined;
        const header = this.buffered.subarray(0, newline).toString('utf8');
        const [oid, type, size] = header.split(' ');
        if (type === 'missing' || size === undefined)
            throw new Error(`git has no object ${oid ?? header}`);
        if (type !== 'blob')
            throw new Error(`${oid} is a ${type}, not a blob`);
        const length = Number(size);
        const end = newline + 1 + length;
        if (this.buffered.length < end + 1)
            return undefined;
        const bytes = Buffer.from(this.buffered.subarray(newline + 1, end));
        this.buffered = this.buffered.subarray(end + 1);
        return { oid: oid, bytes };
    }
}
async function streamBlobs(oids, each, options) {
    if (oids.length === 0)
        return;
    const child = (0,external_node_child_process_.spawn)('git', [...options.globalArgs, 'cat-file', '--batch'], {
        cwd: options.cwd,
        env: options.env,
        stdio: ['pipe', 'pipe', 'pipe'],
        // A process group of its own, so the kill reaches everything git started.
        detached: true,
        windowsHide: true,
    });
    let stopped;
    const stop = (code, why) => {
        if (stopped)
            return;
        stopped = { code, why };
        (0,run_git/* killGroup */.i0)(child);
    };
    const timer = options.timeoutMs !== undefined
        ? setTimeout(() => stop(run_git/* GIT_TIMED_OUT */.ie, `git cat-file did not finish within ${Math.round(options.timeoutMs / 1000)} s and was killed`), options.timeoutMs)
        : undefined;
    const unlisten = (0,run_git/* onAbort */.u7)(options.signals, (why) => stop(run_git/* GIT_ABORTED */.Vb, `git cat-file was killed: ${why}`));
    try {
        await handOver(child, oids, each, () => stopped?.why);
    }
    finally {
        if (timer)
            clearTimeout(timer);
        unlisten();
    }
}
/** Feeds `oids` to the running `cat-file --batch` and hands each blob to `each`. */
async function handOver(child, oids, each, stoppedWhy) {
    const stderr = [];
    child.stderr.on('data', (chunk) => stderr.push(chunk));
    const exited = new Promise((resolve, reject) => {
        child.on('error', reject);
        child.on('close', (code) => resolve(code ?? 1));
    });
    child.stdin.on('error', () => undefined);
    child.stdin.end(`${oids.join('\n')}\n`);
    const parser = new BatchParser();
    let handed = 0;
    try {
        for await (const chunk of child.stdout) {
            parser.push(chunk);
            for (let blob = parser.next(); blob; blob = parser.next()) {
                await each(blob.oid, blob.bytes);
                handed += 1;
            }
        }
    }
    catch (error) {
        (0,run_git/* killGroup */.i0)(child);
        throw error;
    }
    const code = await exited;
    if (code !== 0 || handed !== oids.length) {
        const why = stoppedWhy() ?? Buffer.concat(stderr).toString('utf8').trim();
        throw new Error(`git cat-file --batch failed (exit ${code}, ${handed} of ${oids.length} objects)${why ? `: ${why}` : ''}`);
    }
}

;// CONCATENATED MODULE: ./src/git/tree-hazards.ts


/** Every directory entry under `top`, but its own `.git` (links are entries, never followed). */
async function walk(top, visit) {
    const stack = [top];
    while (stack.length > 0) {
        const dir = stack.pop();
        let entries;
        try {
            entries = await (0,promises_.readdir)(dir, { withFileTypes: true });
        }
        catch {
            continue; // gone or unreadable meanwhile
        }
        for (const entry of entries) {
            const path = (0,external_node_path_.join)(dir, entry.name);
            if (dir === top && entry.name === '.git')
                continue;
            const descend = await visit(path, entry);
            if (descend && entry.isDirectory())
                stack.push(path);
        }
    }
}
function isSpecial(entry) {
    return entry.isFIFO() || entry.isSocket() || entry.isCharacterDevice() || entry.isBlockDevice();
}
async function describeNested(path, entry) {
    if (entry.isDirectory())
        return { kind: 'directory' };
    if (!entry.isFile())
        return undefined;
    const info = await (0,promises_.lstat)(path);
    if (info.size > 4096)
        return undefined;
    return { kind: 'file', content: await (0,promises_.readFile)(path, 'utf8') };
}
/** The nested `.git` entries of the tree now (at sealing: what the checkout left, submodules). */
async function nestedGitEntries(top) {
    const found = new Map();
    await walk(top, async (path, entry) => {
        if (entry.name !== '.git')
            return true;
        const described = await describeNested(path, entry);
        if (described)
            found.set((0,external_node_path_.relative)(top, path), described);
        return false;
    });
    return found;
}
function unchanged(sealed, now) {
    if (!sealed || !now || sealed.kind !== now.kind)
        return false;
    return sealed.kind === 'directory' || sealed.content === now.content;
}
/**
 * Removes every hazard under `top`; returns the removed paths (relative to `top`). A nested
 * `.git` that was sealed and is unchanged stays (a checked-out submodule's gitfile, or a
 * nested repository whose configuration the seal restores).
 */
async function removeTreeHazards(top, sealed) {
    const removed = [];
    await walk(top, async (path, entry) => {
        const rel = (0,external_node_path_.relative)(top, path);
        if (entry.name === '.git') {
            if (unchanged(sealed.get(rel), await describeNested(path, entry)))
                return false;
            await (0,promises_.rm)(path, { recursive: true, force: true });
            removed.push(rel);
            return false;
        }
        if (isSpecial(entry)) {
            await (0,promises_.rm)(path, { force: true });
            removed.push(rel);
        }
        return true;
    });
    return removed.sort();
}

;// CONCATENATED MODULE: ./src/git/seal.ts





async function readState(path) {
    try {
        const info = await (0,promises_.lstat)(path);
        if (!info.isFile())
            return undefined;
        return { content: await (0,promises_.readFile)(path), mode: info.mode & 0o777 };
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return undefined;
        throw error;
    }
}
/** Regular files under `dir`, by relative path; undefined when `dir` is not a real directory. */
async function readDir(dir) {
    const info = await (0,promises_.lstat)(dir).catch(() => undefined);
    if (!info?.isDirectory())
        return undefined;
    const files = new Map();
    const walk = async (current) => {
        for (const entry of await (0,promises_.readdir)(current, { withFileTypes: true })) {
            const full = (0,external_node_path_.join)(current, entry.name);
            if (entry.isDirectory())
                await walk(full);
            else if (entry.isFile())
                files.set((0,external_node_path_.relative)(dir, full), (await readState(full)));
        }
    };
    await walk(dir);
    return files;
}
function sameState(a, b) {
    if (a === undefined || b === undefined)
        return a === b;
    return a.mode === b.mode && a.content.equals(b.content);
}
/** Whatever is at `path` (file, link, directory) is removed without following links. */
async function removeEntry(path) {
    const info = await (0,promises_.lstat)(path).catch(() => undefined);
    if (!info)
        return false;
    await (0,promises_.rm)(path, { recursive: true, force: true });
    return true;
}
/**
 * Files known to hold their sealed content, by a signature of their inode: a write, a rename
 * over them or a new file changes the inode number or the change time (which no program can
 * set back), so an unchanged signature needs no read.
 */
const verified = new Map();
function signature(info) {
    return `${info.dev}:${info.ino}:${info.size}:${info.ctimeNs}:${info.mode}`;
}
async function restoreFile(path, state) {
    const current = await (0,promises_.lstat)(path, { bigint: true }).catch(() => undefined);
    if (state === undefined)
        return removeEntry(path);
    if (current?.isFile()) {
        const sig = signature(current);
        if (verified.get(path) === sig)
            return false;
        if (sameState(await readState(path), state)) {
            verified.set(path, sig);
            return false;
        }
    }
    verified.delete(path);
    await removeEntry(path);
    await (0,promises_.writeFile)(path, state.content, { mode: state.mode, flag: 'wx' });
    return true;
}
async function restoreDir(sealed) {
    const changed = [];
    if (sealed.files === undefined) {
        if (await removeEntry(sealed.path))
            changed.push(sealed.path);
        return changed;
    }
    const info = await (0,promises_.lstat)(sealed.path).catch(() => undefined);
    if (!info?.isDirectory()) {
        await removeEntry(sealed.path);
        await (0,promises_.mkdir)(sealed.path);
        changed.push(sealed.path);
    }
    // Entries that are neither sealed files nor directories on the way to one (links, fifos...).
    const walk = async (dir) => {
        for (const entry of await (0,promises_.readdir)(dir, { withFileTypes: true })) {
            const full = (0,external_node_path_.join)(dir, entry.name);
            const rel = (0,external_node_path_.relative)(sealed.path, full);
            const keep = entry.isDirectory()
                ? [...sealed.files.keys()].some((k) => k.startsWith(`${rel}/`))
                : entry.isFile() && sealed.files.has(rel);
            if (!keep) {
                await (0,promises_.rm)(full, { recursive: true, force: true });
                changed.push(full);
            }
            else if (entry.isDirectory())
                await walk(full);
        }
    };
    await walk(sealed.path);
    for (const [rel, state] of sealed.files) {
        const full = (0,external_node_path_.join)(sealed.path, rel);
        if (rel.includes('/'))
            await (0,promises_.mkdir)((0,external_node_path_.join)(full, '..'), { recursive: true });
        if (await restoreFile(full, state))
            changed.push(full);
    }
    return changed;
}
function quoteValue(value) {
    const escaped = value
        .replace(/\\/g, '\\\\')
        .replace(/"/g, '\\"')
        .replace(/\n/g, '\\n')
        .replace(/\t/g, '\\t');
    return `"${escaped}"`;
}
/** `section.sub.section.name` as a config file entry. */
function configEntry(key, value) {
    const first = key.indexOf('.');
    const last = key.lastIndexOf('.');
    if (first < 0)
        return undefined;
    const section = key.slice(0, first);
    const name = key.slice(last + 1);
    const sub = first === last ? undefined : key.slice(first + 1, last);
    const header = sub === undefined
        ? `[${section}]`
        : `[${section} "${sub.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"]`;
    return `${header}\n\t${name} = ${quoteValue(value)}\n`;
}
/**
 * The global configuration as it is now, flattened: every include resolved at sealing time,
 * and no include left, so a file the agent writes later (an included `~/.gitconfig.local`)
 * is never read by a harness command.
 */
async function pinGlobal(cwd, env, file) {
    const result = await (0,run_git/* runGit */.EO)(['config', '--global', '--includes', '--list', '-z'], {
        cwd,
        env: { ...env, GIT_CONFIG_NOSYSTEM: '1', LC_ALL: 'C' },
    });
    const entries = [];
    if (result.exitCode === 0) {
        for (const record of result.stdout.split('\0')) {
            if (record === '')
                continue;
            const newline = record.indexOf('\n');
            const key = newline < 0 ? record : record.slice(0, newline);
            const value = newline < 0 ? 'true' : record.slice(newline + 1);
            if (/^include\.|^includeif\./i.test(key))
                continue;
            const entry = configEntry(key, value);
            if (entry)
                entries.push(entry);
        }
    }
    await (0,promises_.writeFile)(file, entries.join(''), { mode: 0o600 });
}
/** The files of one git directory that hold configuration or name programs. */
function configFilesOf(dir) {
    return [
        (0,external_node_path_.join)(dir, 'config'),
        (0,external_node_path_.join)(dir, 'config.worktree'),
        (0,external_node_path_.join)(dir, 'info', 'attributes'),
        (0,external_node_path_.join)(dir, 'info', 'exclude'),
        (0,external_node_path_.join)(dir, 'commondir'),
    ];
}
/**
 * The git directories of submodules (`.git/modules/<name>`, nested ones included): each holds
 * its own configuration, which `git status` and `git add` read when they look into a submodule.
 */
async function moduleDirs(commonDir) {
    const found = [];
    const walk = async (dir) => {
        const entries = await (0,promises_.readdir)(dir, { withFileTypes: true }).catch(() => []);
        if (entries.some((e) => e.name === 'config' && e.isFile()))
            found.push(dir);
        for (const entry of entries)
            if (entry.isDirectory())
                await walk((0,external_node_path_.join)(dir, entry.name));
    };
    await walk((0,external_node_path_.join)(commonDir, 'modules'));
    return found;
}
async function sealRepository(options) {
    const { gitDir, commonDir } = options;
    const nested = await nestedGitEntries(options.cwd);
    const nestedDirs = [...nested]
        .filter(([, entry]) => entry.kind === 'directory')
        .map(([path]) => (0,external_node_path_.join)(options.cwd, path));
    const otherDirs = [...(await moduleDirs(commonDir)), ...nestedDirs];
    const filePaths = [
        ...configFilesOf(commonDir),
        ...(gitDir !== commonDir ? [(0,external_node_path_.join)(gitDir, 'config.worktree'), (0,external_node_path_.join)(gitDir, 'commondir')] : []),
        ...otherDirs.flatMap(configFilesOf),
    ];
    const dirPaths = [commonDir, ...otherDirs].map((dir) => (0,external_node_path_.join)(dir, 'hooks'));
    const privateDir = await (0,promises_.mkdtemp)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'ralph-git-'));
    const globalConfig = (0,external_node_path_.join)(privateDir, 'global.config');
    await pinGlobal(options.cwd, options.env, globalConfig);
    // The repository's `.git` itself: replaced by a link, a file or another directory, every
    // harness command would run against a repository of the agent's making.
    const dotGit = (0,external_node_path_.join)(options.cwd, '.git');
    const identity = await (0,promises_.lstat)(dotGit).catch(() => undefined);
    const checkIdentity = async () => {
        if (!identity)
            return;
        const now = await (0,promises_.lstat)(dotGit).catch(() => undefined);
        if (!now || now.ino !== identity.ino || now.dev !== identity.dev || now.mode !== identity.mode)
            throw new Error(`${dotGit} was replaced while the agent worked; no further git command is run on it`);
    };
    let files = [];
    let dirs = [];
    const snapshot = async () => {
        files = await Promise.all(filePaths.map(async (path) => ({ path, state: await readState(path) })));
        dirs = await Promise.all(dirPaths.map(async (path) => ({ path, files: await readDir(path) })));
    };
    await snapshot();
    const restore = async () => {
        await checkIdentity();
        const changed = [];
        // A nested repository that is gone (the agent removed it, or the hazard check did because
        // it changed) has nothing left to restore.
        const gone = [];
        for (const dir of nestedDirs)
            if (!(await (0,promises_.lstat)(dir).catch(() => undefined))?.isDirectory())
                gone.push(`${dir}/`);
        const kept = (path) => !gone.some((dir) => path.startsWith(dir));
        for (const file of files.filter((f) => kept(f.path)))
            if (await restoreFile(file.path, file.state))
                changed.push(file.path);
        for (const dir of dirs.filter((d) => kept(d.path)))
            changed.push(...(await restoreDir(dir)));
        return changed.map((p) => (0,external_node_path_.relative)(options.cwd, p));
    };
    return {
        globalConfig,
        nested,
        restore,
        refresh: snapshot,
        async release() {
            const changed = await restore();
            await (0,promises_.rm)(privateDir, { recursive: true, force: true });
            return changed;
        },
    };
}

// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: ./src/git/tree-walk.ts
var tree_walk = __webpack_require__(9154);
;// CONCATENATED MODULE: ./src/git/deep-remove.ts
/**
 * Removes directory chains of any depth. `git clean -fd` fails on a chain deeper than PATH_MAX
 * (it opens each directory by its full path), and so does every path-based removal. GNU `rm -rf`
 * walks with directory descriptors (openat), and is started inside the chain's parent, whose
 * own path is short: no path it uses is longer than one name.
 */




const run = (0,external_node_util_.promisify)(external_node_child_process_.execFile);
/** Removes the chains under `root` too deep for git; returns their paths (relative to root). */
async function removeDeepChains(root, maxDepth) {
    const deep = await (0,tree_walk/* deepDirectories */.Mo)(root, maxDepth);
    for (const path of deep) {
        await run('rm', ['-rf', '--one-file-system', '--', (0,external_node_path_.basename)(path)], {
            cwd: (0,external_node_path_.join)(root, (0,external_node_path_.dirname)(path)),
        });
    }
    return deep;
}

;// CONCATENATED MODULE: ./src/git/git.ts
/**
 * The one git wrapper (the pattern of actions/checkout's git-command-manager): every git
 * command of the project goes through `run`, which spawns git without a shell, never
 * prompts, retries only network commands and passes credentials per command.
 *
 * Git that the agent cannot program: every command runs with the hardening config of
 * hardening.ts (no hooks, no fsmonitor), in an environment without the runner's secrets, and,
 * once `seal()` was called, only after the repository's configuration, hooks and attribute
 * files were put back as they were when sealed (seal.ts), with the global configuration
 * pinned to its sealed copy. The auth header reaches network commands only, through a private
 * file (never an environment variable a hook or filter could read).
 */









const NETWORK_COMMANDS = new Set(['fetch', 'push', 'ls-remote', 'pull', 'clone']);
/** Subcommands by which the harness itself may change the configuration (re-sealed after). */
const CONFIG_WRITERS = new Set(['config', 'branch', 'checkout', 'switch', 'remote']);
const DEFAULT_NETWORK_RETRIES = 3;
const DEFAULT_RETRY_DELAY_MS = 2000;
const DEFAULT_COMMAND_TIMEOUT_MS = 15 * 60_000;
const STDERR_TAIL_LINES = 12;
/** A git command that exited non-zero. The message names the command and git's own words. */
/** What `git add` says when a path it is given is ignored. */
const IGNORED_PATHS = /paths are ignored by one of your \.gitignore files/;
/**
 * The stop for files the run must commit that a rule ignores, from `git check-ignore --verbose`
 * (`source:line:pattern<TAB>path`): each path with its rule, and the negation that brings it back.
 */
function ignoredPathsMessage(checkIgnoreVerbose) {
    const hits = checkIgnoreVerbose
        .split('\n')
        .filter((line) => line.includes('\t'))
        .map((line) => {
        const [rule, path] = line.split('\t');
        const [source, lineNumber, ...pattern] = rule.split(':');
        return { path, where: `${source}:${lineNumber}`, pattern: pattern.join(':') };
    });
    if (hits.length === 0) {
        return "Cannot commit the run's files: git ignores them (a .gitignore rule); `git check-ignore -v <path>` names the rule";
    }
    const named = hits.map((h) => `${h.path} (${h.where}: "${h.pattern}")`).join(', ');
    const negations = [
        ...new Set(hits.map((h) => `!/${h.path.includes('/') ? `${h.path.split('/')[0]}/` : h.path}`)),
    ];
    return (`Cannot commit ${named}: a .gitignore rule ignores ${hits.length === 1 ? 'it' : 'them'}. ` +
        `Add ${negations.map((n) => `"${n}"`).join(' and ')} to .gitignore after that rule ` +
        '(`ralph init` adds these), commit it, then run again');
}
class GitError extends Error {
    args;
    exitCode;
    stderr;
    name = 'GitError';
    constructor(message, args, exitCode, stderr) {
        super(message);
        this.args = args;
        this.exitCode = exitCode;
        this.stderr = stderr;
    }
}
/** A failed attempt's diff is kept up to this size (a 450 MB file would make a string too long). */
const DIFF_CAP_BYTES = 10 * 1024 * 1024;
/** The git subcommand of an argument list (skipping `-c key=value`, `-C dir` and other options). */
function subcommandOf(args) {
    for (let i = 0; i < args.length; i++) {
        const arg = args[i];
        if (arg === '-c' || arg === '-C') {
            i++;
            continue;
        }
        if (!arg.startsWith('-'))
            return arg;
    }
    return undefined;
}
function describeCommand(args) {
    const shown = args.map((a) => (a.length > 80 ? `${a.slice(0, 77)}...` : a)).join(' ');
    return `git ${shown.length > 240 ? `${shown.slice(0, 237)}...` : shown}`;
}
function tailLines(text, count) {
    const lines = text
        .split(/\r?\n/)
        .map((l) => l.trimEnd())
        .filter((l) => l.length > 0);
    return lines.slice(-count).join('\n');
}
function isNonFastForwardRejection(result) {
    const text = `${result.stdout}\n${result.stderr}`;
    return /\[rejected\]|non-fast-forward|fetch first/.test(text);
}
function isUpToDate(result) {
    const porcelainLines = result.stdout.split('\n').filter((l) => /^[ +\-*!=]\t/.test(l));
    if (porcelainLines.length > 0)
        return porcelainLines.every((l) => l.startsWith('='));
    return /Everything up-to-date/.test(result.stderr);
}
function parseNameStatus(output) {
    const changes = { created: [], modified: [], deleted: [] };
    const fields = output.split('\0').filter((f) => f.length > 0);
    for (let i = 0; i + 1 < fields.length; i += 2) {
        const status = fields[i];
        const path = fields[i + 1];
        if (status.startsWith('A'))
            changes.created.push(path);
        else if (status.startsWith('D'))
            changes.deleted.push(path);
        else
            changes.modified.push(path);
    }
    for (const list of [changes.created, changes.modified, changes.deleted])
        list.sort();
    return changes;
}
/** Pathspecs for the whole tree but `exclude` (exact paths from the top). */
function pathspecsBut(exclude) {
    return ['.', ...exclude.map((path) => `:(top,literal,exclude)${path}`)];
}
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
function createGit(options) {
    const cwd = options.cwd;
    const retries = Math.max(0, options.networkRetries ?? DEFAULT_NETWORK_RETRIES);
    const retryDelayMs = Math.max(0, options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS);
    /** Hides the credential if git ever echoes it (e.g. with tracing enabled). */
    function redact(text) {
        const header = options.authHeader;
        if (!header)
            return text;
        let out = text.split(header).join('***');
        const secret = header.replace(/^[^:]*:\s*(basic|bearer|token)?\s*/i, '');
        if (secret.length >= 6)
            out = out.split(secret).join('***');
        return out;
    }
    function environment(extra) {
        const env = {
            ...withoutSecrets({ ...process.env, ...options.env }),
            ...extra,
            // Stable, untranslated messages: push rejections and missing paths are read from them.
            LC_ALL: 'C',
            LANGUAGE: 'C',
            GIT_TERMINAL_PROMPT: '0',
        };
        if (seal)
            env.GIT_CONFIG_GLOBAL = seal.globalConfig;
        return env;
    }
    /** Signals that kill the command running when they abort (see `killOnAbort`). */
    const deadlines = new Set();
    let seal;
    /** What the seal put back since the last `restoreSealed()`. */
    const noticed = new Set();
    /** What the look for hazards removed since the last `restoreSealed()`. */
    const removed = new Set();
    /** Whether the tree was in other hands since the last look for hazards (tree-hazards.ts). */
    let distrusted = false;
    async function restoreSeal() {
        // The seal of this call: an unseal while the hazards are looked for leaves it whole.
        const current = seal;
        if (!current)
            return;
        if (distrusted) {
            distrusted = false;
            for (const path of await removeTreeHazards(cwd, current.nested))
                removed.add(path);
        }
        for (const path of await current.restore())
            noticed.add(path);
    }
    async function run(args, runOptions = {}) {
        const subcommand = subcommandOf(args) ?? '';
        const network = NETWORK_COMMANDS.has(subcommand);
        await restoreSeal();
        const env = environment(runOptions.env);
        const attempts = network ? retries + 1 : 1;
        const shouldRetry = runOptions.shouldRetry ?? ((r) => r.exitCode !== 0);
        const once = async (credentialArgs) => {
            const full = [...hardeningArgs(), ...credentialArgs, ...args];
            let result = { exitCode: 1, stdout: '', stderr: '' };
            for (let attempt = 1; attempt <= attempts; attempt++) {
                result = await (0,run_git/* runGit */.EO)(full, {
                    cwd,
                    env,
                    input: runOptions.input,
                    ...(runOptions.maxStdoutBytes !== undefined
                        ? { maxStdoutBytes: runOptions.maxStdoutBytes }
                        : {}),
                    ...(runOptions.stdoutTo ? { stdoutTo: runOptions.stdoutTo } : {}),
                    timeoutMs: options.commandTimeoutMs ?? DEFAULT_COMMAND_TIMEOUT_MS,
                    signals: [options.signal, ...deadlines],
                });
                if (result.exitCode === 0 || !shouldRetry(result) || attempt === attempts)
                    break;
                await sleep(retryDelayMs);
            }
            return result;
        };
        const result = network && options.authHeader
            ? await withCredentialConfig(options.authHeader, once)
            : await once([]);
        if (seal && result.exitCode === 0 && CONFIG_WRITERS.has(subcommand))
            await seal.refresh();
        return result;
    }
    function failure(args, result) {
        const detail = tailLines(result.stderr, STDERR_TAIL_LINES) || tailLines(result.stdout, STDERR_TAIL_LINES);
        const message = redact(`${describeCommand(args)} failed (exit ${result.exitCode})${detail ? `: ${detail}` : ''}`);
        return new GitError(message, args, result.exitCode, redact(result.stderr));
    }
    async function mustRun(args, runOptions = {}) {
        const result = await run(args, runOptions);
        if (result.exitCode !== 0)
            throw failure(args, result);
        return result;
    }
    /** Where the index lives: fixed for the repository (the sealed git directory), asked once. */
    let indexPathOnce;
    /**
     * A throw-away copy of the index to which the whole working tree (untracked files included,
     * ignored ones and `exclude` not) has been added, as the env that points git at it, and its
     * removal. The real index is never touched.
     */
    async function workingTreeIndex(exclude = []) {
        const indexPath = (indexPathOnce ??= (0,external_node_path_.resolve)(cwd, (await mustRun(['rev-parse', '--git-path', 'index'])).stdout.trim()));
        const { env, remove } = await (0,index_copy/* privateIndexCopy */.d)(indexPath, 'ralph-index-');
        try {
            if (exclude.length > 0) {
                // Out of the copy altogether: git would otherwise read each of them again when it
                // writes the copy, whenever they were written in the same second as the real index
                // ("racily clean"), and the harness's own files are rewritten every iteration.
                await mustRun(['update-index', '--force-remove', '--', ...exclude], { env });
            }
            // Files over the read limit are passed by: git never reads them (see tree-walk.ts).
            const oversized = (await (0,tree_walk/* oversizedIn */.NU)(cwd)).map((f) => f.path);
            await mustRun(['add', '-A', '--', ...pathspecsBut([...exclude, ...oversized])], { env });
        }
        catch (error) {
            await remove();
            throw error;
        }
        return { env, remove };
    }
    /** Runs `fn` with a throw-away index of the whole working tree (see workingTreeIndex). */
    async function withWorkingTreeIndex(fn) {
        const index = await workingTreeIndex();
        try {
            return await fn(index.env);
        }
        finally {
            await index.remove();
        }
    }
    const git = {
        cwd,
        async exec(args, execOptions = {}) {
            const result = await run(args, { env: execOptions.env, input: execOptions.input });
            if (result.exitCode !== 0 && !execOptions.allowFailure)
                throw failure(args, result);
            return result;
        },
        async revParse(ref) {
            return (await mustRun(['rev-parse', '--verify', `${ref}^{commit}`])).stdout.trim();
        },
        async tryRevParse(ref) {
            const result = await run(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
            return result.exitCode === 0 ? result.stdout.trim() : undefined;
        },
        async currentBranch() {
            const result = await run(['symbolic-ref', '--quiet', '--short', 'HEAD']);
            if (result.exitCode === 0)
                return result.stdout.trim();
            if (result.exitCode === 1)
                return undefined;
            throw failure(['symbolic-ref', '--quiet', '--short', 'HEAD'], result);
        },
        async status() {
            const result = await mustRun(['status', '--porcelain=v1', '--untracked-files=all']);
            return result.stdout.split('\n').filter((l) => l.length > 0);
        },
        async isClean() {
            return (await git.status()).length === 0;
        },
        async localBranchExists(branch) {
            const result = await run(['rev-parse', '--verify', '--quiet', `refs/heads/${branch}`]);
            return result.exitCode === 0;
        },
        async remoteBranchExists(remote, branch) {
            const args = ['ls-remote', '--exit-code', '--heads', remote, `refs/heads/${branch}`];
            // Exit 2 is git's "no matching ref": an answer, not a network failure.
            const result = await run(args, { shouldRetry: (r) => r.exitCode !== 2 });
            if (result.exitCode === 0)
                return true;
            if (result.exitCode === 2)
                return false;
            throw failure(args, result);
        },
        async tryCheckout(branch) {
            return (await run(['checkout', branch])).exitCode === 0;
        },
        async checkoutNew(branch, startPoint) {
            await mustRun(['checkout', '-B', branch, startPoint]);
        },
        async add(paths) {
            if (paths.length === 0)
                return;
            const args = ['add', '--', ...paths];
            const result = await run(args);
            if (result.exitCode === 0)
                return;
            if (!IGNORED_PATHS.test(result.stderr))
                throw failure(args, result);
            // A project rule hides a file the run must commit: say which rule, and what undoes it.
            const rules = await run(['check-ignore', '--verbose', '--no-index', '--', ...paths]);
            throw new GitError(ignoredPathsMessage(rules.stdout), args, result.exitCode, redact(result.stderr));
        },
        async addAll() {
            await mustRun(['add', '-A']);
        },
        async commit(message) {
            // Quiet: the summary git prints after a commit is a diffstat of everything committed,
            // which reads and diffs every changed file's old and new contents (the growing progress
            // log among them); nothing reads it.
            await mustRun(['commit', '--quiet', '-F', '-'], { input: message });
            return git.revParse('HEAD');
        },
        async commitWith(message, paths) {
            // Staged by the commit itself (`--include`): each file is read once. Staged by an add
            // first, a file written in the same second as the index would be read again by the
            // commit's own refresh (git cannot tell such a "racily clean" file unchanged by its time).
            const pathspecs = paths.map((p) => `:(top,literal)${p}`);
            await mustRun(['commit', '--include', '--quiet', '-F', '-', '--', ...pathspecs], {
                input: message,
            });
            return git.revParse('HEAD');
        },
        async resetHard(ref) {
            await mustRun(['reset', '--hard', ref]);
        },
        async resetSoft(ref) {
            await mustRun(['reset', '--soft', ref]);
        },
        async clean() {
            // Chains too deep for git first: `git clean` fails on them (see deep-remove.ts).
            await removeDeepChains(cwd);
            await mustRun(['clean', '-fd']);
        },
        async readBlobs(oids, each) {
            await restoreSeal();
            await streamBlobs(oids, each, {
                cwd,
                env: environment(undefined),
                globalArgs: hardeningArgs(),
                timeoutMs: options.commandTimeoutMs ?? DEFAULT_COMMAND_TIMEOUT_MS,
                signals: [options.signal, ...deadlines],
            });
        },
        async showFile(ref, path) {
            const args = ['show', '--no-textconv', `${ref}:${path}`];
            const result = await run(args);
            if (result.exitCode === 0)
                return result.stdout;
            if (/does not exist in|exists on disk, but not in/.test(result.stderr))
                return undefined;
            throw failure(args, result);
        },
        async patch(from, to) {
            const args = ['diff', '--binary', '--no-color', '--no-ext-diff', '--no-textconv', from, to];
            const diff = await mustRun([...args, '--'], { maxStdoutBytes: DIFF_CAP_BYTES });
            if (!diff.truncated)
                return diff.stdout;
            return `${diff.stdout}\n# The diff is cut here: it is over ${DIFF_CAP_BYTES / (1024 * 1024)} MB.\n`;
        },
        async writeDiff(from, to, sink, capBytes) {
            const args = ['diff', '--binary', '--no-color', '--no-ext-diff', '--no-textconv', from, to];
            const result = await mustRun([...args, '--'], { stdoutTo: sink, maxStdoutBytes: capBytes });
            return result.truncated === true;
        },
        async changedFiles(from, to) {
            const base = ['diff', '--name-status', '--no-renames', '--no-ext-diff', '-z'];
            if (to !== undefined) {
                return parseNameStatus((await mustRun([...base, from, to, '--'])).stdout);
            }
            return withWorkingTreeIndex(async (env) => {
                return parseNameStatus((await mustRun([...base, '--cached', from, '--'], { env })).stdout);
            });
        },
        async stagedChanges(from) {
            const args = ['diff', '--name-status', '--no-renames', '--no-ext-diff', '-z', '--cached'];
            return parseNameStatus((await mustRun([...args, from, '--'])).stdout);
        },
        async logSubjects(range) {
            const result = await mustRun(['log', '--reverse', '--format=%s', range, '--']);
            return result.stdout.split('\n').filter((l) => l.length > 0);
        },
        async fetch(remote, refspecs) {
            await mustRun(['fetch', '--no-tags', '--no-recurse-submodules', remote, ...refspecs]);
        },
        async tryFetch(remote, refspecs) {
            const args = ['fetch', '--no-tags', '--no-recurse-submodules', remote, ...refspecs];
            return (await run(args)).exitCode === 0;
        },
        async push(remote, branch) {
            // Only HEAD, only to the named branch, and only while HEAD is that branch: whatever
            // else the repository's refs or push configuration say is never pushed.
            const head = await git.currentBranch();
            if (head !== branch) {
                throw new GitError(`refusing to push ${branch}: HEAD is ${head === undefined ? 'detached' : `on ${head}`}, not on ${branch}`, ['push', remote, branch], 1, '');
            }
            const args = ['push', '--porcelain', '--no-follow-tags', remote, `HEAD:refs/heads/${branch}`];
            const result = await run(args, {
                shouldRetry: (r) => !isNonFastForwardRejection(r),
            });
            if (result.exitCode === 0)
                return isUpToDate(result) ? 'up_to_date' : 'pushed';
            if (isNonFastForwardRejection(result))
                return 'rejected_non_fast_forward';
            throw failure(['push', remote, branch], result);
        },
        async tryRebase(upstream) {
            const result = await run(['rebase', upstream], { env: { GIT_EDITOR: 'true' } });
            if (result.exitCode === 0)
                return true;
            // Leaves the branch and tree as they were before the rebase started.
            await run(['rebase', '--abort']);
            return false;
        },
        async seal() {
            if (seal)
                return;
            const dirs = await mustRun(['rev-parse', '--absolute-git-dir', '--git-common-dir']);
            const [gitDir, common] = dirs.stdout.trim().split('\n');
            seal = await sealRepository({
                cwd,
                gitDir: gitDir,
                commonDir: (0,external_node_path_.resolve)(cwd, common),
                env: { ...process.env, ...options.env },
            });
            // Whatever ran before the seal (a planner, an earlier step of the job) may have left some.
            distrusted = true;
        },
        distrustTree() {
            if (seal)
                distrusted = true;
        },
        async restoreSealed() {
            await restoreSeal();
            const changed = { restored: [...noticed].sort(), removed: [...removed].sort() };
            noticed.clear();
            removed.clear();
            return changed;
        },
        async unseal() {
            const current = seal;
            seal = undefined;
            if (current)
                for (const path of await current.release())
                    noticed.add(path);
        },
        killOnAbort(signal) {
            deadlines.add(signal);
            return () => void deadlines.delete(signal);
        },
        async tryMaintain() {
            const foreground = ['-c', 'maintenance.autoDetach=false', '-c', 'gc.autoDetach=false'];
            const result = await run([...foreground, 'maintenance', 'run', '--auto', '--quiet']);
            return result.exitCode === 0;
        },
        async configIdentity(name, email) {
            await mustRun(['config', 'user.name', name]);
            await mustRun(['config', 'user.email', email]);
        },
    };
    return git;
}


/***/ }),

/***/ 1940:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ privateIndexCopy)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/**
 * A private copy of a repository's index, for building a tree without touching the real one.
 *
 * The copy keeps the index's modification time. Git trusts an entry's cached stat data (size,
 * mtime, ctime, inode) only for files older than the index file; an entry written in the same
 * second as the index is "racily clean" and git reads the file again (git's racy-git rule; git
 * compares whole seconds unless built with USE_NSEC). A copy stamped with the time it was made
 * would turn that rule off: a file rewritten to the same size within the second the real index
 * was written would look unchanged, and its new content would be missing from the tree.
 */



/**
 * Copies the index at `indexPath` (absent: the copy starts empty) into a new private directory
 * named from `prefix`, with the original's modification time.
 */
async function privateIndexCopy(indexPath, prefix) {
    const dir = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir)(), prefix));
    const env = { GIT_INDEX_FILE: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, 'index') };
    const remove = () => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(dir, { recursive: true, force: true });
    try {
        const original = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(indexPath).catch((error) => {
            if (error.code === 'ENOENT')
                return undefined;
            throw error;
        });
        if (original !== undefined) {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.copyFile)(indexPath, env.GIT_INDEX_FILE);
            // Rounded down to the millisecond: never later than the original, so no entry the real
            // index treats as racily clean is trusted in the copy.
            const mtime = new Date(Math.floor(original.mtimeMs));
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.utimes)(env.GIT_INDEX_FILE, mtime, mtime);
        }
    }
    catch (error) {
        await remove();
        throw error;
    }
    return { env, remove };
}


/***/ }),

/***/ 9154:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Mo: () => (/* binding */ deepDirectories),
/* harmony export */   NU: () => (/* binding */ oversizedIn),
/* harmony export */   OQ: () => (/* binding */ UnreadableTreeError),
/* harmony export */   Ug: () => (/* binding */ addAllExcept)
/* harmony export */ });
/* unused harmony exports READ_LIMIT_BYTES, MAX_TREE_DEPTH, MAX_TREE_ENTRIES, TREE_LIMITS, surveyTree */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);


/** Files over this apparent size are never read by the harness's git (GitHub's push limit). */
const READ_LIMIT_BYTES = 100 * 1024 * 1024;
/** Deeper than this is no source tree. */
const MAX_TREE_DEPTH = 256;
/** More entries than this (files, directories, links; ignored ones included) is no source tree. */
const MAX_TREE_ENTRIES = 2_000_000;
const TREE_LIMITS = {
    readLimitBytes: READ_LIMIT_BYTES,
    maxDepth: MAX_TREE_DEPTH,
    maxEntries: MAX_TREE_ENTRIES,
};
/** Walks `root` (its own `.git` left out) with lstat only; stops at the first limit crossed. */
async function surveyTree(root, limits = TREE_LIMITS) {
    const oversized = [];
    let entries = 0;
    // Depth-first with an explicit stack: no recursion, so no stack to overflow.
    const stack = [{ rel: '', depth: 0 }];
    while (stack.length > 0) {
        const { rel, depth } = stack.pop();
        let listed;
        try {
            listed = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, rel), { withFileTypes: true });
        }
        catch (error) {
            const code = error.code;
            if (code === 'ENOENT' || code === 'ENOTDIR')
                continue; // gone while walking
            if (code === 'ENAMETOOLONG')
                return { kind: 'refused', reason: `a path under ${rel}/ is longer than the system allows` };
            throw error;
        }
        for (const entry of listed) {
            if (rel === '' && entry.name === '.git')
                continue;
            entries += 1;
            if (entries > limits.maxEntries)
                return {
                    kind: 'refused',
                    reason: `the working tree has more than ${limits.maxEntries.toLocaleString('en-US')} entries`,
                };
            const path = rel === '' ? entry.name : `${rel}/${entry.name}`;
            if (entry.isDirectory()) {
                if (depth + 1 > limits.maxDepth)
                    return {
                        kind: 'refused',
                        reason: `directories nest more than ${limits.maxDepth} deep (under ${path.split('/').slice(0, 3).join('/')}/)`,
                    };
                stack.push({ rel: path, depth: depth + 1 });
            }
            else if (entry.isFile()) {
                const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, path)).catch((error) => {
                    if (error.code === 'ENOENT')
                        return undefined;
                    if (error.code === 'ENAMETOOLONG')
                        return 'too long';
                    throw error;
                });
                if (info === 'too long')
                    return { kind: 'refused', reason: `${path} is longer than the system allows` };
                if (info?.isFile() && info.size > limits.readLimitBytes)
                    oversized.push({ path, size: info.size });
            }
        }
    }
    return { kind: 'readable', oversized, entries };
}
/** The working tree cannot be read safely (too deep, too many entries): git does not read it. */
class UnreadableTreeError extends Error {
    reason;
    constructor(reason) {
        super(`The working tree is not read: ${reason}`);
        this.reason = reason;
        this.name = 'UnreadableTreeError';
    }
}
/** The files of `root` over the read limit; throws UnreadableTreeError past the other limits. */
async function oversizedIn(root, limits) {
    const survey = await surveyTree(root, limits);
    if (survey.kind === 'refused')
        throw new UnreadableTreeError(survey.reason);
    return survey.oversized;
}
/**
 * The arguments of `git add -A` for the whole tree with `skip` passed by, and its stdin (the
 * pathspecs go through stdin: there may be more than a command line holds).
 */
function addAllExcept(skip) {
    if (skip.length === 0)
        return { args: ['add', '-A', '--', '.'] };
    const specs = ['.', ...skip.map((path) => `:(exclude,top,literal)${path}`)];
    return {
        args: ['add', '-A', '--pathspec-from-file=-', '--pathspec-file-nul'],
        input: `${specs.join('\0')}\0`,
    };
}
/** A directory whose path is longer than this is removed whole (PATH_MAX is 4096 on Linux). */
const DEEP_PATH_BYTES = 3584;
/**
 * The directories under `root` past the depth limit or so deep their path nears PATH_MAX,
 * shallowest first on each chain (their parents have paths short enough to work in).
 */
async function deepDirectories(root, maxDepth = MAX_TREE_DEPTH) {
    const deep = [];
    const stack = [{ rel: '', depth: 0 }];
    while (stack.length > 0) {
        const { rel, depth } = stack.pop();
        const listed = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, rel), { withFileTypes: true }).catch(() => []);
        for (const entry of listed) {
            if ((rel === '' && entry.name === '.git') || !entry.isDirectory())
                continue;
            const path = rel === '' ? entry.name : `${rel}/${entry.name}`;
            if (depth + 1 > maxDepth || Buffer.byteLength((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, path)) > DEEP_PATH_BYTES)
                deep.push(path);
            else
                stack.push({ rel: path, depth: depth + 1 });
        }
    }
    return deep;
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


/***/ }),

/***/ 4240:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ assemblePrompt)
/* harmony export */ });
/* harmony import */ var _prd_schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9359);
/* harmony import */ var _instructions_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8157);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7173);
/* harmony import */ var _plan_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5395);
/**
 * Prompt assembly (spec 004 "The Prompt"): task + discipline + feature -> one focused,
 * self-contained prompt. Pure: the same PromptInput always yields byte-identical output.
 *
 * Order and prompt caching. The user prompt keeps spec 004's section order, which is
 * also the cache-friendly one: the discipline sections (shared by every task of that
 * discipline), then the feature sections (shared by every task of that feature), then
 * the task itself. The parts that change during a run come last: the plan (statuses
 * move after each task), the quality checks, the Codebase Patterns (grow with learnings)
 * and a short task-specific reminder of the instructions. Everything that is identical
 * for every task of every run, the harness rules and the PRP_PHASE_STATUS template, goes
 * to `appendSystemPrompt` (--append-system-prompt), which is cached with the system prompt.
 */




function section(heading, body) {
    const cleaned = body === undefined ? '' : body.trim();
    return cleaned === '' ? undefined : { heading, body: cleaned };
}
function discipline(input) {
    const d = input.discipline;
    if (!d)
        return [];
    return [
        section('You Are', d.system_prompt && (0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .cleanBlock */ .Hy)(d.system_prompt)),
        section('Your Skills', d.skills?.map(_plan_js__WEBPACK_IMPORTED_MODULE_3__/* .oneLine */ .TN).filter(Boolean).join(', ')),
        section('Conventions', d.conventions && (0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .cleanBlock */ .Hy)(d.conventions)),
    ];
}
function feature(input) {
    const f = input.feature;
    const out = [];
    if (f) {
        const name = (0,_plan_js__WEBPACK_IMPORTED_MODULE_3__/* .oneLine */ .TN)(f.display_name || f.name);
        // The heading alone still tells the agent its domain, so it stays without a description.
        out.push({ heading: `Feature: ${name}`, body: f.description ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .cleanBlock */ .Hy)(f.description) : '' });
    }
    out.push(section('Reference Documents', input.referenceDocs.map(_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .renderFile */ .VB).join('\n\n')));
    out.push(section('Relevant Source Files', input.sourceFiles.map(_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .renderFile */ .VB).join('\n\n')));
    return out;
}
function taskSections(input) {
    const t = input.task;
    const id = (0,_prd_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .idKey */ .T4)(t.id);
    const your = [`**${(0,_plan_js__WEBPACK_IMPORTED_MODULE_3__/* .oneLine */ .TN)(t.title)}**`];
    if (t.description)
        your.push((0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .cleanBlock */ .Hy)(t.description));
    your.push(`Task id: ${id}`);
    const comments = (t.comments ?? []).map((c) => {
        const when = c.created ? `${c.created} ` : '';
        return `- ${when}(${(0,_plan_js__WEBPACK_IMPORTED_MODULE_3__/* .oneLine */ .TN)(c.author)}): ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .indentContinuation */ .Ir)(c.body)}`;
    });
    const prerequisites = input.prerequisites.map((p) => `Task #${(0,_prd_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .idKey */ .T4)(p.id)} (${p.status}): ${JSON.stringify((0,_plan_js__WEBPACK_IMPORTED_MODULE_3__/* .oneLine */ .TN)(p.title))}`);
    return [
        section('Your Task', your.join('\n\n')),
        section('Acceptance Criteria', (t.acceptance_criteria ?? [])
            .map((c) => `- [ ] ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .indentContinuation */ .Ir)(c, '      ')}`)
            .join('\n')),
        section('Expected Output Files', (t.output_artifacts ?? []).map((p) => `- ${p}`).join('\n')),
        section('Implementation Hints', t.hints && (0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .cleanBlock */ .Hy)(t.hints)),
        section('Previous Attempts (IMPORTANT)', comments.join('\n')),
        section('Completed Prerequisites', prerequisites.join('\n')),
    ];
}
/** The plan, or nothing when it would list only the task itself. */
function planBody(input) {
    const others = input.plan.filter((t) => (0,_prd_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .idKey */ .T4)(t.id) !== (0,_prd_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .idKey */ .T4)(input.task.id));
    if (others.length === 0)
        return undefined;
    return [
        'The tasks around yours, for context only. Do not work on any task but yours;',
        'the harness tracks status and picks the next task.',
        '',
        ...(0,_plan_js__WEBPACK_IMPORTED_MODULE_3__/* .renderPlanLines */ .HB)(input.plan, input.task.id),
    ].join('\n');
}
/**
 * The checks the agent should run. A block in CLAUDE.md already reaches the agent with CLAUDE.md
 * itself, so it is named rather than repeated; the task's own verify commands are listed.
 */
function checksBody(input) {
    if (input.checks.length === 0)
        return undefined;
    const line = (c) => `- ${c.name}: \`${c.command}\`${c.required ? '' : ' (optional: only warns)'}`;
    const blockChecks = input.checks.filter((c) => c.origin !== 'task');
    const taskChecks = input.checks.filter((c) => c.origin === 'task');
    const inClaudeMd = input.checksFile === 'CLAUDE.md' && blockChecks.length > 0;
    const intro = inClaudeMd
        ? ['Those of the RALPH:CHECKS block in CLAUDE.md (in your context). Run them yourself first.']
        : [
            'The harness runs these checks after you finish, as defined in the starting commit',
            '(editing their definitions changes nothing). Run them yourself first:',
            '',
            ...blockChecks.map(line),
        ];
    const own = taskChecks.length === 0
        ? []
        : [
            ...(blockChecks.length === 0 ? [] : ['']),
            "This task's own verify commands (required: the task is not done until they pass):",
            '',
            ...taskChecks.map(line),
        ];
    return [...(blockChecks.length === 0 ? [] : intro), ...own].join('\n');
}
function runSections(input) {
    const id = (0,_prd_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .idKey */ .T4)(input.task.id);
    return [
        section('The Plan (context, not a worklist)', planBody(input)),
        section('Quality Checks', checksBody(input)),
        section('Codebase Patterns', input.codebasePatterns && (0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .cleanBlock */ .Hy)(input.codebasePatterns)),
        section('Instructions', (0,_instructions_js__WEBPACK_IMPORTED_MODULE_1__/* .renderInstructionsReminder */ .i5)(id)),
    ];
}
function assemblePrompt(input) {
    const sections = [
        ...discipline(input),
        ...feature(input),
        ...taskSections(input),
        ...runSections(input),
    ].filter((s) => s !== undefined);
    const prompt = sections
        .map((s) => (s.body === '' ? `## ${s.heading}` : `## ${s.heading}\n${s.body}`))
        .join('\n\n') + '\n';
    const bytes = Buffer.byteLength(prompt, 'utf8');
    return {
        prompt,
        appendSystemPrompt: _instructions_js__WEBPACK_IMPORTED_MODULE_1__/* .HARNESS_RULES */ .n6,
        bytes,
        estimatedTokens: Math.ceil(bytes / 4),
        sections: sections.map((s) => s.heading),
        warnings: [...input.warnings],
    };
}


/***/ }),

/***/ 362:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  e: () => (/* binding */ gatherPromptInput)
});

// UNUSED EXPORTS: dedupePaths

// EXTERNAL MODULE: ./src/prd/schema.ts
var schema = __webpack_require__(9359);
;// CONCATENATED MODULE: ./src/prompt/codebase-patterns.ts
/** The "Codebase Patterns" section of .ralph/progress.txt: the loop's consolidated learnings. */
const HEADING = /^#{1,6}[ \t]+Codebase Patterns[ \t]*$/im;
/** The placeholder `ralph init` writes before any pattern exists. */
const PLACEHOLDER = /^\(Patterns discovered during iterations will be consolidated here\)$/;
/**
 * The section body: from the line after its heading to the first `---` line or the
 * next `## ` heading. Undefined when the section is missing, empty or the placeholder.
 */
function extractCodebasePatterns(progressText) {
    if (!progressText)
        return undefined;
    const text = progressText.replace(/\r\n?/g, '\n');
    const match = HEADING.exec(text);
    if (!match)
        return undefined;
    const after = text
        .slice(match.index + match[0].length)
        .split('\n')
        .slice(1);
    const body = [];
    for (const line of after) {
        if (/^---+\s*$/.test(line) || /^##[ \t]/.test(line))
            break;
        body.push(line);
    }
    const trimmed = body.join('\n').trim();
    if (trimmed === '' || PLACEHOLDER.test(trimmed))
        return undefined;
    return trimmed;
}
/**
 * The patterns as the task prompt sends them. claude reads CLAUDE.md as the project's
 * instructions, and the harness keeps its Codebase Patterns section in step with the progress
 * log, so patterns CLAUDE.md already holds (every non-empty line of them) are not sent a second
 * time. Undefined when there is nothing left to send.
 */
function patternsForPrompt(patterns, claudeMd) {
    if (patterns === undefined || claudeMd === undefined)
        return patterns;
    const known = new Set(claudeMd
        .replace(/\r\n?/g, '\n')
        .split('\n')
        .map((line) => line.trim()));
    const lines = patterns
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== '');
    return lines.every((line) => known.has(line)) ? undefined : patterns;
}

// EXTERNAL MODULE: ./src/prompt/repo-files.ts
var repo_files = __webpack_require__(462);
;// CONCATENATED MODULE: ./src/prompt/gather.ts



function lookup(items, name) {
    if (!items)
        return undefined;
    if (Array.isArray(items))
        return items.find((i) => i.name === name);
    return items.get(name);
}
async function readAll(repoDir, paths, warnings) {
    const files = [];
    for (const p of paths) {
        const { file, warning } = await (0,repo_files/* readRepoFile */.v6)(repoDir, p);
        if (warning)
            warnings.push(warning);
        files.push(file);
    }
    return files;
}
/** CLAUDE.md as claude reads it into the agent's context, if the repository has one. */
async function projectInstructions(repoDir) {
    const { file, warning } = await (0,repo_files/* readRepoFile */.v6)(repoDir, 'CLAUDE.md');
    return warning === undefined ? file.content : undefined;
}
/** Keeps the first occurrence of each path (compared after normalization). */
function dedupePaths(paths) {
    const seen = new Set();
    const out = [];
    for (const p of paths) {
        const checked = (0,repo_files/* normalizeRepoPath */.NP)(p);
        const key = checked.ok ? checked.relative : p;
        if (seen.has(key))
            continue;
        seen.add(key);
        out.push(p);
    }
    return out;
}
function summary(task) {
    return task.depends_on && task.depends_on.length > 0
        ? { id: task.id, title: task.title, status: task.status, dependsOn: task.depends_on }
        : { id: task.id, title: task.title, status: task.status };
}
async function gatherPromptInput(args) {
    const { repoDir, prd, task } = args;
    const warnings = [];
    let discipline;
    if (task.discipline) {
        discipline = lookup(args.disciplines ?? prd.disciplines, task.discipline);
        if (!discipline)
            warnings.push(`unknown discipline "${task.discipline}" of task ${(0,schema/* idKey */.T4)(task.id)}`);
    }
    let feature;
    if (task.feature) {
        feature = lookup(args.features ?? prd.features, task.feature);
        if (!feature)
            warnings.push(`unknown feature "${task.feature}" of task ${(0,schema/* idKey */.T4)(task.id)}`);
    }
    const referenceDocs = await readAll(repoDir, dedupePaths(feature?.knowledge_paths ?? []), warnings);
    const sourcePaths = dedupePaths([
        ...(feature?.context_files ?? []),
        ...(task.context_files ?? []),
    ]);
    const sourceFiles = await readAll(repoDir, sourcePaths, warnings);
    const byId = new Map(prd.tasks.map((t) => [(0,schema/* idKey */.T4)(t.id), t]));
    const prerequisites = [];
    for (const dep of task.depends_on ?? []) {
        const found = byId.get((0,schema/* idKey */.T4)(dep));
        if (found)
            prerequisites.push(summary(found));
        else
            warnings.push(`task ${(0,schema/* idKey */.T4)(task.id)} depends on unknown task ${(0,schema/* idKey */.T4)(dep)}`);
    }
    return {
        task,
        discipline,
        feature,
        referenceDocs,
        sourceFiles,
        prerequisites,
        plan: prd.tasks.map(summary),
        checks: args.checks,
        ...(args.checksFile ? { checksFile: args.checksFile } : {}),
        codebasePatterns: patternsForPrompt(extractCodebasePatterns(args.progressText), await projectInstructions(repoDir)),
        warnings,
    };
}


/***/ }),

/***/ 8157:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i5: () => (/* binding */ renderInstructionsReminder),
/* harmony export */   n6: () => (/* binding */ HARNESS_RULES)
/* harmony export */ });
/* unused harmony export PHASE_STATUS_TEMPLATE */
/* harmony import */ var _signals_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5311);
/**
 * The harness rules sent with --append-system-prompt. They are the same for every
 * task of every run, so they sit in the (cached) system prompt instead of being
 * repeated in each task's user prompt.
 *
 * They differ from spec 004's "Instructions" on purpose: the harness, not the agent,
 * owns task status, the progress log and commits (spec 001: the agent never sees the
 * task list as a worklist).
 */

/** The exact PRP_PHASE_STATUS template of spec 003. */
const PHASE_STATUS_TEMPLATE = `---PRP_PHASE_STATUS---
TIMESTAMP: [ISO-8601 timestamp]
PHASE: [RED|GREEN|REFACTOR|DOCUMENT]
STATUS: [IN_PROGRESS|BLOCKED|COMPLETE]
ITERATION: [integer]
PROGRESS_PERCENT: [0-100]

TESTS:
  TOTAL: [integer]
  PASSING: [integer]
  FAILING: [integer]
  SKIPPED: [integer]

FILES:
  CREATED: [integer]
  MODIFIED: [integer]
  DELETED: [integer]

CIRCUIT_BREAKER:
  STATE: [CLOSED|HALF_OPEN|OPEN]
  NO_PROGRESS_COUNT: [integer]

DUAL_GATE:
  GATE_1: [true|false]
  GATE_2: [true|false]
  CAN_EXIT: [true|false]

BLOCKERS:
  - [blocker description or "none"]

EXIT_SIGNAL: [true|false]
RECOMMENDATION: [single line action recommendation]
---END_PRP_PHASE_STATUS---`;
const HARNESS_RULES = `# Ralph harness rules

You are one iteration of the Ralph loop: a fresh session that does exactly one task, then ends. The harness verifies, commits and records your work.

1. Work only on the task under "## Your Task"; "## The Plan" is context, do not start other tasks.
2. Do not edit .ralph/prd.yaml or any other file under .ralph/: the harness owns task status, the progress log and the task list.
3. Do not commit, push, create branches or rewrite history: the harness commits your changes once its quality checks pass.
4. Before you finish, run every check named under "## Quality Checks" yourself and fix what fails. The harness runs the checks as defined in the starting commit: editing their definitions (CLAUDE.md, scripts, test configuration) changes nothing, and weakening or skipping tests only fails the task.
5. You may add reusable learnings (conventions, gotchas, commands that matter; nothing task-specific) to the "Codebase Patterns" section of CLAUDE.md and AGENTS.md, the same in both files.
6. End your final message with a PRP_PHASE_STATUS block in exactly this format (spec 003), optionally after a paragraph starting with "LEARNINGS:".

${PHASE_STATUS_TEMPLATE}

   - Delimiter lines exactly as shown; booleans lowercase; integers unquoted; BLOCKERS "- none" when none.
   - PASSING + FAILING + SKIPPED = TOTAL. GATE_1: the quality checks pass; GATE_2: you signal completion; CAN_EXIT = GATE_1 AND GATE_2.
   - EXIT_SIGNAL: true only when every acceptance criterion of your task is met and the quality checks pass.
7. If you cannot finish (missing access, contradictory requirements, a prerequisite not really done), write a line "${_signals_js__WEBPACK_IMPORTED_MODULE_0__/* .CANNOT_COMPLETE_SIGNAL */ .V}: <reason>", then the status block with STATUS: BLOCKED and EXIT_SIGNAL: false.`;
/**
 * The short, task-specific reminder that closes the user prompt. The rules themselves are in the
 * system prompt (cached): the reminder only points at them.
 */
function renderInstructionsReminder(taskId) {
    return `Complete task #${taskId} and nothing else, by the Ralph harness rules (system prompt).`;
}


/***/ }),

/***/ 7173:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hy: () => (/* binding */ cleanBlock),
/* harmony export */   Ir: () => (/* binding */ indentContinuation),
/* harmony export */   OF: () => (/* binding */ fenced),
/* harmony export */   VB: () => (/* binding */ renderFile)
/* harmony export */ });
/* unused harmony exports fenceFor, languageOf */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/** Small markdown helpers for prompt sections. */

const LANGUAGES = {
    '.md': 'markdown',
    '.markdown': 'markdown',
    '.ts': 'ts',
    '.tsx': 'tsx',
    '.js': 'js',
    '.jsx': 'jsx',
    '.mjs': 'js',
    '.cjs': 'js',
    '.json': 'json',
    '.yaml': 'yaml',
    '.yml': 'yaml',
    '.py': 'python',
    '.rs': 'rust',
    '.go': 'go',
    '.sh': 'bash',
    '.css': 'css',
    '.html': 'html',
    '.sql': 'sql',
    '.toml': 'toml',
};
/** A code fence longer than any backtick run inside `content`, so the file cannot close it. */
function fenceFor(content) {
    let longest = 0;
    for (const run of content.match(/`+/g) ?? [])
        longest = Math.max(longest, run.length);
    return '`'.repeat(Math.max(3, longest + 1));
}
function fenced(content, language = '') {
    const fence = fenceFor(content);
    const body = content.endsWith('\n') ? content : `${content}\n`;
    return `${fence}${language}\n${body}${fence}`;
}
function languageOf(filePath) {
    return LANGUAGES[node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.extname(filePath).toLowerCase()] ?? '';
}
/** `### path` then the fenced contents, or the note saying why they are missing. */
function renderFile(file) {
    if (file.content === undefined)
        return `### ${file.path}\n${file.note ?? `(file not found: ${file.path})`}`;
    return `### ${file.path}\n${fenced(file.content, languageOf(file.path))}`;
}
/** Trims trailing whitespace and surrounding blank lines; CRLF becomes LF. */
function cleanBlock(text) {
    return text
        .replace(/\r\n?/g, '\n')
        .split('\n')
        .map((line) => line.replace(/\s+$/, ''))
        .join('\n')
        .trim();
}
/** Continuation lines of a list item are indented so the item stays one item. */
function indentContinuation(text, indent = '  ') {
    return cleanBlock(text).split('\n').join(`\n${indent}`);
}


/***/ }),

/***/ 2258:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ writeMcpConfig),
/* harmony export */   n: () => (/* binding */ buildMcpConfig)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/** The per-discipline MCP config (spec 004 "The MCP Config"), in Claude Code's --mcp-config shape. */



/**
 * The task's servers, then its discipline's, in their order; the first of two servers with the
 * same name wins (a task's server replaces its discipline's of that name). Undefined when there
 * are none. Spec 004's always-on "ralph-db" server is not added: the harness owns the task list
 * and offers no such server.
 */
function buildMcpConfig(discipline, task) {
    const servers = [...(task?.mcp_servers ?? []), ...(discipline?.mcp_servers ?? [])];
    if (servers.length === 0)
        return undefined;
    const mcpServers = {};
    for (const server of servers) {
        if (Object.prototype.hasOwnProperty.call(mcpServers, server.name))
            continue;
        const entry = { command: server.command };
        if (server.args && server.args.length > 0)
            entry.args = [...server.args];
        if (server.env && Object.keys(server.env).length > 0)
            entry.env = { ...server.env };
        mcpServers[server.name] = entry;
    }
    return { mcpServers };
}
/** Writes the config to a new private (0600) JSON file in `dir`, atomically; returns its path. */
async function writeMcpConfig(config, dir) {
    const name = `ralph-mcp-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(6).toString('hex')}.json`;
    const target = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(dir, name);
    const temp = `${target}.tmp`;
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(temp, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.chmod)(temp, 0o600); // the umask cannot widen it, but be explicit
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(temp, target);
    }
    catch (error) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(temp, { force: true });
        throw error;
    }
    return target;
}


/***/ }),

/***/ 5395:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HB: () => (/* binding */ renderPlanLines),
/* harmony export */   TN: () => (/* binding */ oneLine)
/* harmony export */ });
/* unused harmony exports PLAN_MAX_BYTES, PLAN_NEXT_TASKS, planNeighbourhood, planCountsLine */
/* harmony import */ var _prd_schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9359);
/**
 * "The plan": the tasks around the current one as read-only context (spec 001). Only the
 * neighbourhood is listed (the task's prerequisites, the tasks that wait for it, the next few
 * open tasks) with counts of the whole list, so the section stays the same size at 10 tasks and
 * at 1,000, and it is capped besides.
 */

/** Spec 001 caps the injected plan at 6 KB. */
const PLAN_MAX_BYTES = 6 * 1024;
/** Open tasks after the current one that the plan lists besides its prerequisites and dependents. */
const PLAN_NEXT_TASKS = 3;
const COUNT_ORDER = ['done', 'in_progress', 'pending', 'blocked', 'skipped'];
function planLine(task, currentId) {
    const marker = (0,_prd_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .idKey */ .T4)(task.id) === (0,_prd_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .idKey */ .T4)(currentId) ? ' <- your task' : '';
    return `- #${(0,_prd_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .idKey */ .T4)(task.id)} [${task.status}] ${oneLine(task.title)}${marker}`;
}
function oneLine(text) {
    return text.replace(/\s+/g, ' ').trim();
}
/** Keys of the tasks the plan lists: the current one, its prerequisites, its dependents, the next few. */
function planNeighbourhood(plan, currentId, next = PLAN_NEXT_TASKS) {
    const current = (0,_prd_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .idKey */ .T4)(currentId);
    const shown = new Set([current]);
    const index = plan.findIndex((t) => (0,_prd_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .idKey */ .T4)(t.id) === current);
    for (const dep of index >= 0 ? (plan[index].dependsOn ?? []) : [])
        shown.add((0,_prd_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .idKey */ .T4)(dep));
    for (const task of plan) {
        if ((task.dependsOn ?? []).some((dep) => (0,_prd_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .idKey */ .T4)(dep) === current))
            shown.add((0,_prd_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .idKey */ .T4)(task.id));
    }
    let added = 0;
    for (let i = index + 1; i < plan.length && added < next; i++) {
        const task = plan[i];
        if (task.status === 'done' || task.status === 'skipped')
            continue;
        const key = (0,_prd_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .idKey */ .T4)(task.id);
        if (shown.has(key))
            continue;
        shown.add(key);
        added++;
    }
    return shown;
}
/** `12 tasks: 5 done, 1 in_progress, 6 pending; 8 not listed`. */
function planCountsLine(plan, listed) {
    const counts = new Map();
    for (const task of plan)
        counts.set(task.status, (counts.get(task.status) ?? 0) + 1);
    const parts = COUNT_ORDER.filter((s) => counts.has(s)).map((s) => `${counts.get(s)} ${s}`);
    const hidden = plan.length - listed;
    const rest = hidden > 0 ? `; ${hidden} not listed` : '';
    return `${plan.length} task${plan.length === 1 ? '' : 's'}: ${parts.join(', ')}${rest}`;
}
/**
 * The neighbourhood's lines in file order, while they fit in `maxBytes` (the current task's
 * line is always kept), then the counts line.
 */
function renderPlanLines(plan, currentId, maxBytes = PLAN_MAX_BYTES, next = PLAN_NEXT_TASKS) {
    const shown = planNeighbourhood(plan, currentId, next);
    const current = (0,_prd_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .idKey */ .T4)(currentId);
    const candidates = plan.filter((t) => shown.has((0,_prd_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .idKey */ .T4)(t.id)));
    const currentTask = candidates.find((t) => (0,_prd_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .idKey */ .T4)(t.id) === current);
    const reserve = Buffer.byteLength(planCountsLine(plan, 0)) +
        1 +
        (currentTask ? Buffer.byteLength(planLine(currentTask, currentId)) + 1 : 0);
    const lines = [];
    let used = 0;
    for (const task of candidates) {
        const line = planLine(task, currentId);
        if ((0,_prd_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .idKey */ .T4)(task.id) === current) {
            lines.push(line);
            continue;
        }
        const size = Buffer.byteLength(line) + 1;
        if (used + size + reserve > maxBytes)
            continue;
        lines.push(line);
        used += size;
    }
    return [...lines, planCountsLine(plan, lines.length)];
}


/***/ }),

/***/ 4470:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   v: () => (/* binding */ previewPrompt)
/* harmony export */ });
/* unused harmony export loadChecksForPreview */
/* harmony import */ var _engine_task_verify_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(279);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _checks_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2369);
/* harmony import */ var _git_git_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6348);
/* harmony import */ var _prd_load_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5040);
/* harmony import */ var _prd_select_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9828);
/* harmony import */ var _agent_tool_set_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3106);
/* harmony import */ var _assemble_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(4240);
/* harmony import */ var _gather_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(362);
/* harmony import */ var _mcp_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(2258);
/**
 * What `ralph prompt` shows: the prompt the harness would send for the next ready task
 * (or a given one), assembled exactly as an iteration assembles it.
 */











/** The parser's messages already start with `<file>:<line>:`. */
function blockWarnings(result) {
    return result.errors.map((e) => e.message);
}
/**
 * The checks an iteration starting now would run: from HEAD when `repoDir` is the top of a
 * git work tree with a commit (the trust rule), else from the working tree's files.
 */
async function loadChecksForPreview(repoDir) {
    const git = (0,_git_git_js__WEBPACK_IMPORTED_MODULE_4__/* .createGit */ .lD)({ cwd: repoDir });
    const top = await git.exec(['rev-parse', '--show-toplevel'], { allowFailure: true });
    const isTop = top.exitCode === 0 &&
        (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(top.stdout.trim()).catch(() => '')) ===
            (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(repoDir).catch(() => repoDir));
    if (isTop && (await git.tryRevParse('HEAD'))) {
        const { source, result } = await (0,_checks_index_js__WEBPACK_IMPORTED_MODULE_3__/* .readChecksAtCommit */ .IT)(git, 'HEAD');
        return {
            checks: result.checks,
            source: source === 'CLAUDE.md' || source === 'AGENTS.md' ? `${source} at HEAD` : source,
            warnings: source === 'CLAUDE.md' || source === 'AGENTS.md' ? blockWarnings(result) : [],
        };
    }
    const read = (rel) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(repoDir, rel), 'utf8').catch(() => undefined);
    for (const file of _checks_index_js__WEBPACK_IMPORTED_MODULE_3__/* .CHECKS_FILES */ .QB) {
        const text = await read(file);
        if (text === undefined)
            continue;
        const result = (0,_checks_index_js__WEBPACK_IMPORTED_MODULE_3__/* .parseChecksBlock */ .ES)(text, file);
        if (result.found) {
            return {
                checks: result.checks,
                source: `${file} (working tree)`,
                warnings: blockWarnings(result),
            };
        }
    }
    const detected = await (0,_checks_index_js__WEBPACK_IMPORTED_MODULE_3__/* .detectChecksWith */ .iX)(read);
    return { checks: detected, source: detected.length > 0 ? 'detected' : 'none', warnings: [] };
}
/** The file of a block the checks came from (`CLAUDE.md at HEAD` -> `CLAUDE.md`), if any. */
function checksFileOf(source) {
    const file = source.split(' ')[0];
    return file === 'CLAUDE.md' || file === 'AGENTS.md' ? file : undefined;
}
async function previewPrompt(args) {
    const loaded = await (0,_prd_load_js__WEBPACK_IMPORTED_MODULE_5__/* .loadPrdFile */ .$6)(args.prdPath);
    if (!loaded.prd || loaded.errors.length > 0)
        return { kind: 'invalid_prd', errors: loaded.errors };
    const prd = loaded.prd;
    let task;
    if (args.taskId !== undefined) {
        const found = (0,_prd_select_js__WEBPACK_IMPORTED_MODULE_6__/* .findTask */ .VX)(prd, args.taskId);
        if (!found)
            return { kind: 'unknown_task', id: args.taskId };
        task = found;
    }
    else {
        const next = (0,_prd_select_js__WEBPACK_IMPORTED_MODULE_6__/* .selectNextTask */ .DB)(prd);
        if (next.kind === 'complete')
            return { kind: 'complete' };
        if (next.kind === 'none_ready')
            return { kind: 'none_ready', reason: next.reason };
        task = next.task;
    }
    const checks = await (args.readChecks ?? loadChecksForPreview)(args.repoDir);
    const progressText = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(args.prdPath), 'progress.txt'), 'utf8').catch(() => undefined);
    const input = await (0,_gather_js__WEBPACK_IMPORTED_MODULE_9__/* .gatherPromptInput */ .e)({
        repoDir: args.repoDir,
        prd,
        task,
        disciplines: loaded.disciplines,
        features: loaded.features,
        // The task's own verify commands run after the block's checks.
        checks: [...checks.checks, ...(0,_engine_task_verify_js__WEBPACK_IMPORTED_MODULE_0__/* .verifyChecks */ .x4)(task)],
        ...(checksFileOf(checks.source) ? { checksFile: checksFileOf(checks.source) } : {}),
        progressText,
    });
    input.warnings.push(...checks.warnings);
    const assembled = (0,_assemble_js__WEBPACK_IMPORTED_MODULE_8__/* .assemblePrompt */ .B)(input);
    return {
        kind: 'ok',
        task,
        assembled,
        mcpConfig: (0,_mcp_js__WEBPACK_IMPORTED_MODULE_10__/* .buildMcpConfig */ .n)(input.discipline, task),
        tools: (0,_agent_tool_set_js__WEBPACK_IMPORTED_MODULE_7__/* .agentToolSet */ .qW)(input.discipline?.tools, task.tools),
        checksSource: checks.source,
    };
}


/***/ }),

/***/ 462:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NP: () => (/* binding */ normalizeRepoPath),
/* harmony export */   v6: () => (/* binding */ readRepoFile)
/* harmony export */ });
/* unused harmony export MAX_FILE_BYTES */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/**
 * Reads files named in the task list, confined to the repository: a path that is
 * absolute, climbs out with `..`, or is a symlink leading outside is refused.
 */


/** Files larger than this are cut, with a note, so a stray log cannot swamp the prompt. */
const MAX_FILE_BYTES = 200_000;
/** The NUL-byte probe, as git does it. */
const BINARY_PROBE_BYTES = 8192;
/** Normalizes a repository-relative path; refuses absolute paths and `..` escapes. */
function normalizeRepoPath(raw) {
    const trimmed = raw.trim();
    if (trimmed === '')
        return { ok: false, reason: 'empty path' };
    const slashed = trimmed.replace(/\\/g, '/');
    if (slashed.startsWith('/') || /^[A-Za-z]:/.test(slashed) || node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(trimmed)) {
        return { ok: false, reason: `absolute path refused: ${raw}` };
    }
    const normalized = node_path__WEBPACK_IMPORTED_MODULE_1___default().posix.normalize(slashed).replace(/\/+$/, '');
    if (normalized === '..' || normalized.startsWith('../')) {
        return { ok: false, reason: `path outside the repository refused: ${raw}` };
    }
    if (normalized === '.' || normalized === '')
        return { ok: false, reason: `not a file: ${raw}` };
    return { ok: true, relative: normalized };
}
function isInside(root, candidate) {
    const rel = node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(root, candidate);
    return rel === '' || (!rel.startsWith('..') && !node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(rel));
}
/**
 * Reads one repository file for the prompt. Never throws for a bad entry: the
 * returned PromptFile carries a note and `warning` says what went wrong.
 */
async function readRepoFile(repoRoot, raw) {
    const checked = normalizeRepoPath(raw);
    if (!checked.ok) {
        return { file: { path: raw, note: `(${checked.reason})` }, warning: checked.reason };
    }
    const rel = checked.relative;
    const absolute = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(repoRoot, ...rel.split('/'));
    let real;
    try {
        real = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(absolute);
    }
    catch {
        return {
            file: { path: rel, note: `(file not found: ${rel})` },
            warning: `file not found: ${rel}`,
        };
    }
    const realRoot = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(repoRoot);
    if (!isInside(realRoot, real)) {
        const reason = `symlink leading outside the repository refused: ${rel}`;
        return { file: { path: rel, note: `(${reason})` }, warning: reason };
    }
    const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(real);
    if (!info.isFile()) {
        const reason = `not a regular file: ${rel}`;
        return { file: { path: rel, note: `(${reason})` }, warning: reason };
    }
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(real, 'r');
    try {
        const size = Math.min(info.size, MAX_FILE_BYTES);
        const buffer = Buffer.alloc(size);
        let read = 0;
        while (read < size) {
            const { bytesRead } = await handle.read(buffer, read, size - read, read);
            if (bytesRead === 0)
                break;
            read += bytesRead;
        }
        const bytes = buffer.subarray(0, read);
        if (bytes.subarray(0, BINARY_PROBE_BYTES).includes(0)) {
            const reason = `binary file skipped: ${rel}`;
            return { file: { path: rel, note: `(${reason})` }, warning: reason };
        }
        let content = bytes.toString('utf8');
        if (info.size > MAX_FILE_BYTES) {
            // Drop a possibly cut multi-byte character at the end.
            content = content.replace(/\uFFFD$/, '');
            content += `\n(truncated: ${rel} is ${info.size} bytes; the first ${MAX_FILE_BYTES} are shown)`;
            return {
                file: { path: rel, content },
                warning: `file truncated: ${rel} (${info.size} bytes)`,
            };
        }
        return { file: { path: rel, content } };
    }
    finally {
        await handle.close();
    }
}


/***/ }),

/***/ 5311:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* reexport safe */ _agent_classify_js__WEBPACK_IMPORTED_MODULE_0__.VW)
/* harmony export */ });
/* harmony import */ var _agent_classify_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(787);
/** The line an agent writes when it cannot finish its task (spec 002 FR-LOOP-13); defined by the runner. */



/***/ })

};
