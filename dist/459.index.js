export const id = 459;
export const ids = [459];
export const modules = {

/***/ 787:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I5: () => (/* binding */ classifyRun),
/* harmony export */   VW: () => (/* binding */ CANNOT_COMPLETE_SIGNAL)
/* harmony export */ });
/* unused harmony export cannotCompleteReason */
/** The line an agent writes when it cannot finish the task: `RALPH_CANNOT_COMPLETE: <reason>`. */
const CANNOT_COMPLETE_SIGNAL = 'RALPH_CANNOT_COMPLETE';
const USAGE_LIMIT = /usage limit|quota|credit (?:balance|limit)|limit reached|hit your limit|spend(?:ing)? (?:cap|limit)|out of credits/i;
const API_ERROR = /rate.?limit|overloaded|API Error|\b5\d\d\b|connection (?:to the API )?(?:was )?(?:lost|refused|error|failed)/i;
/** The reason of a `RALPH_CANNOT_COMPLETE: <reason>` line, if the text has one. */
function cannotCompleteReason(text) {
    const match = new RegExp(`^\\s*${CANNOT_COMPLETE_SIGNAL}:[ \\t]*(.*)$`, 'm').exec(text);
    if (!match)
        return undefined;
    return match[1].trim() || 'no reason given';
}
function formatDuration(ms) {
    if (ms < 1000)
        return `${ms} ms`;
    const seconds = ms / 1000;
    if (seconds < 120)
        return `${Number.isInteger(seconds) ? seconds : seconds.toFixed(1)} s`;
    return `${Math.round(seconds / 60)} min`;
}
function oneLine(text, max = 300) {
    const line = text.replace(/\s+/g, ' ').trim();
    return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
function isApiError(result, text) {
    const status = result.apiErrorStatus;
    if (status !== undefined && (status === 429 || status === 408 || status >= 500))
        return true;
    return API_ERROR.test(text);
}
function classifyRun(facts) {
    if (facts.stoppedFor === 'interrupted') {
        return {
            outcome: 'interrupted',
            summary: 'Interrupted: the run was aborted and the agent stopped',
        };
    }
    if (facts.stoppedFor === 'timeout') {
        return {
            outcome: 'timeout',
            summary: `Killed after ${formatDuration(facts.timeoutMs)} (task time limit)`,
        };
    }
    if (facts.stoppedFor === 'idle') {
        return {
            outcome: 'idle',
            summary: `Killed after ${formatDuration(facts.idleTimeoutMs)} without any output (idle limit)`,
        };
    }
    if (facts.spawnError) {
        return {
            outcome: 'crashed',
            summary: `Could not start Claude Code (${facts.claudePath}): ${facts.spawnError}`,
        };
    }
    const result = facts.result;
    if (!result)
        return { outcome: 'crashed', summary: noResultSummary(facts) };
    if (result.subtype === 'error_max_turns' || result.numTurns > facts.maxTurns) {
        const turns = Math.min(result.numTurns, facts.maxTurns);
        return {
            outcome: 'max_turns',
            summary: `Stopped after ${turns} of ${facts.maxTurns} turns (max turns)`,
        };
    }
    const text = result.text || facts.lastAssistantText;
    if (result.subtype === 'error_max_budget_usd') {
        return { outcome: 'cost_cap', summary: 'cost limit reached (claude --max-budget-usd)' };
    }
    if (result.isError || result.subtype !== 'success') {
        const detail = oneLine(text) || `result subtype ${result.subtype ?? 'missing'}`;
        if (USAGE_LIMIT.test(text)) {
            const said = /usage limit reached/i.test(detail) ? detail : `Usage limit reached: ${detail}`;
            return { outcome: 'usage_limit', summary: `${said} (not retried)` };
        }
        if (isApiError(result, text)) {
            // claude's own text usually starts with "API Error:" already.
            return {
                outcome: 'api_error',
                summary: /^API error\b/i.test(detail) ? detail : `API error: ${detail}`,
            };
        }
        return { outcome: 'crashed', summary: `Claude Code reported an error: ${detail}` };
    }
    const reason = cannotCompleteReason(text);
    if (reason !== undefined) {
        return {
            outcome: 'cannot_complete',
            summary: `The agent cannot complete the task: ${oneLine(reason)}`,
            cannotCompleteReason: reason,
        };
    }
    const turns = result.numTurns === 1 ? '1 turn' : `${result.numTurns} turns`;
    return {
        outcome: 'completed',
        summary: `Completed in ${turns} ($${result.totalCostUsd.toFixed(4)})`,
    };
}
function noResultSummary(facts) {
    const how = facts.exitSignal !== null
        ? `was killed by ${facts.exitSignal}`
        : `exited with code ${facts.exitCode ?? 'unknown'}`;
    let summary = `Claude Code ${how} without a result`;
    const stderr = oneLine(facts.stderrTail, 200);
    if (stderr)
        summary += `: ${stderr}`;
    else if (facts.malformedSample.length > 0) {
        summary += `; its output was not stream-json: ${oneLine(facts.malformedSample[0], 200)}`;
    }
    return summary;
}


/***/ }),

/***/ 36:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bn: () => (/* binding */ isSecretEnvName),
/* harmony export */   Is: () => (/* binding */ defaultRedactor),
/* harmony export */   VX: () => (/* binding */ secretValues),
/* harmony export */   lY: () => (/* binding */ createRedactor),
/* harmony export */   uR: () => (/* binding */ SECRET_ENV_NAMES)
/* harmony export */ });
/* unused harmony exports REDACTED, derivedForms, registerSecret */
/**
 * Keeps secrets out of everything the harness writes: transcripts, failed-attempt diffs, logs,
 * artifacts, comments and the pull request body. A secret is known by value (from the
 * environment, the action's inputs, or registered by the adapter) together with the forms it
 * takes on the way (the `x-access-token:` basic-auth pair and its base64), and a few shapes are
 * recognised without knowing the value (GitHub and Anthropic tokens, Authorization headers).
 */
/** Environment variables whose values must never be written anywhere. */
const SECRET_ENV_NAMES = [
    'ANTHROPIC_API_KEY',
    'ANTHROPIC_AUTH_TOKEN',
    'CLAUDE_CODE_OAUTH_TOKEN',
    'GITHUB_TOKEN',
    'GH_TOKEN',
    'GH_ENTERPRISE_TOKEN',
    'GITHUB_ENTERPRISE_TOKEN',
    'ACTIONS_RUNTIME_TOKEN',
    'ACTIONS_ID_TOKEN_REQUEST_TOKEN',
    'ACTIONS_CACHE_URL',
    'ACTIONS_RESULTS_URL',
    'ACTIONS_ID_TOKEN_REQUEST_URL',
    'ACTIONS_RUNTIME_URL',
];
const REDACTED = '[REDACTED]';
/** Shorter values are not treated as secrets (redacting "x" would mangle every line). */
const MIN_SECRET_LENGTH = 6;
/**
 * Whether an environment variable holds a secret: a named one, or any action input (the runner
 * passes `github-token` as INPUT_GITHUB-TOKEN, and a workflow may name its inputs anything).
 */
function isSecretEnvName(name) {
    return SECRET_ENV_NAMES.includes(name) || name.startsWith('INPUT_');
}
/** Inputs that are credentials by name (other INPUT_* values are settings, not secrets). */
const SECRET_INPUT_RE = /^INPUT_.*(TOKEN|KEY|SECRET|PASSWORD|CREDENTIAL)/i;
/** The forms a token takes on its way into git or HTTP: basic-auth pairs and their base64. */
function derivedForms(secret) {
    const pair = `x-access-token:${secret}`;
    return [
        secret,
        pair,
        Buffer.from(pair, 'utf8').toString('base64'),
        Buffer.from(secret, 'utf8').toString('base64'),
    ];
}
/** Secrets registered by the adapter (e.g. the action's inputs), for every writer to redact. */
const registered = new Set();
/** Adds a secret (and its derived forms) to every redactor made from now on. */
function registerSecret(value) {
    const trimmed = value?.trim();
    if (trimmed && trimmed.length >= MIN_SECRET_LENGTH)
        registered.add(trimmed);
}
/** The secret values found in the given environments, the registered ones, and their forms. */
function secretValues(...envs) {
    const raw = new Set(registered);
    for (const env of envs) {
        for (const [name, value] of Object.entries(env ?? {})) {
            const isSecret = SECRET_ENV_NAMES.includes(name) || SECRET_INPUT_RE.test(name);
            const trimmed = value?.trim();
            if (isSecret && trimmed && trimmed.length >= MIN_SECRET_LENGTH)
                raw.add(trimmed);
        }
    }
    const values = new Set();
    for (const secret of raw)
        for (const form of derivedForms(secret))
            values.add(form);
    // Longest first, so a secret that contains another is replaced whole.
    return [...values].sort((a, b) => b.length - a.length);
}
/** Credentials recognised by their shape, whoever they belong to. */
const SHAPES = [
    // Authorization headers: the scheme stays, the credentials go.
    /(authorization:\s*(?:basic|bearer|token)\s+)[A-Za-z0-9+/=._~-]{8,}/gi,
    // GitHub tokens: classic, fine-grained, app installation, user-to-server, refresh, OAuth.
    /\bgh[pousr]_[A-Za-z0-9]{30,}\b/g,
    /\bgithub_pat_[A-Za-z0-9_]{40,}\b/g,
    // Anthropic API keys and OAuth tokens.
    /\bsk-ant-[A-Za-z0-9_-]{16,}/g,
    // Basic-auth in URLs: https://user:secret@host
    /(\bhttps?:\/\/[^\s:/@]+:)[^\s@/]{6,}(?=@)/g,
];
function redactShapes(text) {
    let out = text;
    for (const shape of SHAPES) {
        shape.lastIndex = 0;
        out = out.replace(shape, (match, prefix) => typeof prefix === 'string' && match.startsWith(prefix) ? `${prefix}${REDACTED}` : REDACTED);
    }
    return out;
}
/** A function replacing every occurrence of the secrets (and known shapes) in a text. */
function createRedactor(secrets) {
    const known = [...new Set(secrets)]
        .filter((s) => s.length >= MIN_SECRET_LENGTH)
        .sort((a, b) => b.length - a.length);
    return (text) => {
        let out = text;
        for (const secret of known) {
            if (out.includes(secret))
                out = out.split(secret).join(REDACTED);
        }
        return redactShapes(out);
    };
}
/** A redactor for everything known now: the process environment and the registered secrets. */
function defaultRedactor(...envs) {
    return createRedactor(secretValues(process.env, ...envs));
}


/***/ }),

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

/***/ 2845:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FD: () => (/* binding */ buildChecksEnvironment),
/* harmony export */   qV: () => (/* binding */ passEnvProblem),
/* harmony export */   ti: () => (/* binding */ buildAgentEnvironment)
/* harmony export */ });
/* unused harmony exports AGENT_CREDENTIAL_NAMES, inBaseSet, agentMayInherit, sharedEnvironment */
/* harmony import */ var _agent_redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(36);
/**
 * The environments of the agent and of the checks, from one allowlist. Both get the base set
 * (what a shell and the usual toolchains need, and the runner's non-secret variables) and the
 * variables the user names in `pass-env`; nothing else of the job's environment reaches them.
 * The agent adds Claude Code's own settings and its credential; the checks add a fresh HOME of
 * their own (see src/checks/run.ts), so nothing the agent left in its HOME reaches them.
 */

/** The base set by exact name: shell, locale, network, the runner, the toolchains. */
const BASE_NAMES = new Set([
    // shell and terminal
    'PATH',
    'HOME',
    'USER',
    'LOGNAME',
    'SHELL',
    'LANG',
    'LANGUAGE',
    'TERM',
    'COLORTERM',
    'NO_COLOR',
    'FORCE_COLOR',
    'TZ',
    'TMPDIR',
    'CI',
    // network and certificates
    'HTTP_PROXY',
    'HTTPS_PROXY',
    'NO_PROXY',
    'http_proxy',
    'https_proxy',
    'no_proxy',
    'NODE_EXTRA_CA_CERTS',
    'SSL_CERT_FILE',
    'SSL_CERT_DIR',
    'REQUESTS_CA_BUNDLE',
    // the runner's non-secret variables (not its tokens, URLs of its services or command files)
    'GITHUB_ACTIONS',
    'GITHUB_ACTOR',
    'GITHUB_API_URL',
    'GITHUB_BASE_REF',
    'GITHUB_EVENT_NAME',
    'GITHUB_GRAPHQL_URL',
    'GITHUB_HEAD_REF',
    'GITHUB_JOB',
    'GITHUB_REF',
    'GITHUB_REF_NAME',
    'GITHUB_REF_TYPE',
    'GITHUB_REPOSITORY',
    'GITHUB_REPOSITORY_OWNER',
    'GITHUB_RUN_ATTEMPT',
    'GITHUB_RUN_ID',
    'GITHUB_RUN_NUMBER',
    'GITHUB_SERVER_URL',
    'GITHUB_SHA',
    'GITHUB_WORKFLOW',
    'GITHUB_WORKSPACE',
    'RUNNER_ARCH',
    'RUNNER_DEBUG',
    'RUNNER_ENVIRONMENT',
    'RUNNER_NAME',
    'RUNNER_OS',
    'RUNNER_TOOL_CACHE',
    'ImageOS',
    'ImageVersion',
    // Node
    'NODE_ENV',
    'NODE_OPTIONS',
    'NODE_PATH',
    'NVM_DIR',
    'PNPM_HOME',
    'YARN_CACHE_FOLDER',
    // Python
    'VIRTUAL_ENV',
    'CONDA_PREFIX',
    'CONDA_DEFAULT_ENV',
    'PYTHONPATH',
    'PYTHONHOME',
    'PYTHONDONTWRITEBYTECODE',
    'PYTHONUNBUFFERED',
    'PIPX_HOME',
    'PIPX_BIN_DIR',
    'POETRY_HOME',
    'UV_CACHE_DIR',
    'pythonLocation',
    'Python_ROOT_DIR',
    'Python2_ROOT_DIR',
    'Python3_ROOT_DIR',
    'PKG_CONFIG_PATH',
    'LD_LIBRARY_PATH',
    // JVM
    'JAVA_HOME',
    'MAVEN_HOME',
    'M2_HOME',
    'MAVEN_OPTS',
    'GRADLE_HOME',
    'GRADLE_OPTS',
    'ANDROID_HOME',
    'ANDROID_SDK_ROOT',
    // Go
    'GOPATH',
    'GOROOT',
    'GOBIN',
    'GOCACHE',
    'GOMODCACHE',
    'GOFLAGS',
    'GOPROXY',
    'GOPRIVATE',
    'GONOPROXY',
    'GONOSUMDB',
    'GOSUMDB',
    'GO111MODULE',
    'GOTOOLCHAIN',
    'CGO_ENABLED',
    // Rust
    'CARGO_HOME',
    'RUSTUP_HOME',
    'RUSTUP_TOOLCHAIN',
    'RUSTFLAGS',
    'RUST_BACKTRACE',
    'CARGO_TERM_COLOR',
    'CARGO_INCREMENTAL',
    // Ruby, .NET, C and C++
    'GEM_HOME',
    'GEM_PATH',
    'BUNDLE_PATH',
    'BUNDLE_GEMFILE',
    'DOTNET_ROOT',
    'DOTNET_CLI_TELEMETRY_OPTOUT',
    'NUGET_PACKAGES',
    'CC',
    'CXX',
    'CFLAGS',
    'CXXFLAGS',
    'CPPFLAGS',
    'LDFLAGS',
    'MAKEFLAGS',
]);
/** The base set by prefix: locale, npm's settings, setup-java's JAVA_HOME_<version>_<arch>. */
const BASE_PREFIXES = ['LC_', 'npm_config_', 'NPM_CONFIG_', 'JAVA_HOME_', 'COREPACK_'];
/** Claude Code's own settings: the agent's, not the checks'. */
const CLAUDE_NAMES = new Set([
    'ANTHROPIC_BASE_URL',
    'ANTHROPIC_MODEL',
    'ANTHROPIC_SMALL_FAST_MODEL',
    'ANTHROPIC_CUSTOM_HEADERS',
    'CLAUDE_CONFIG_DIR',
    'MAX_THINKING_TOKENS',
    'BASH_DEFAULT_TIMEOUT_MS',
    'BASH_MAX_TIMEOUT_MS',
    'BASH_MAX_OUTPUT_LENGTH',
    'MCP_TIMEOUT',
    'MCP_TOOL_TIMEOUT',
]);
const CLAUDE_PREFIXES = ['CLAUDE_CODE_', 'ANTHROPIC_DEFAULT_', 'DISABLE_'];
/** The credentials the agent needs to reach the model (and only these secrets). */
const AGENT_CREDENTIAL_NAMES = [
    'ANTHROPIC_API_KEY',
    'ANTHROPIC_AUTH_TOKEN',
    'CLAUDE_CODE_OAUTH_TOKEN',
];
/** A name matched by prefix that still says it holds a credential (npm_config__authToken...). */
const SECRET_SHAPED_NAME = /token|secret|passw|credential|auth|(^|_)key($|_|file)/i;
/**
 * npm's user configuration is the HOME's `.npmrc` moved elsewhere: where it points into a HOME
 * the agent writes (the runner's, without isolation), it would carry the agent's settings into
 * the checks. Passed only when named in pass-env.
 */
const NPM_USERCONFIG = /^npm_config_userconfig$/i;
/** A value carrying credentials in a URL (https://user:password@host). */
const CREDENTIALS_IN_URL = /[a-z][a-z0-9+.-]*:\/\/[^\s/@:]+:[^\s/@]+@/i;
function inSet(name, names, prefixes) {
    if (names.has(name))
        return true;
    return prefixes.some((prefix) => name.startsWith(prefix)) && !SECRET_SHAPED_NAME.test(name);
}
/** Whether a variable belongs to the base set that the agent and the checks share. */
function inBaseSet(name, value = '') {
    if ((0,_agent_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .isSecretEnvName */ .Bn)(name) || CREDENTIALS_IN_URL.test(value))
        return false;
    if (NPM_USERCONFIG.test(name))
        return false;
    return inSet(name, BASE_NAMES, BASE_PREFIXES);
}
/** Whether the agent may inherit a variable of this name from the harness. */
function agentMayInherit(name, value = '') {
    if (inBaseSet(name, value))
        return true;
    return !(0,_agent_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .isSecretEnvName */ .Bn)(name) && inSet(name, CLAUDE_NAMES, CLAUDE_PREFIXES);
}
/**
 * Why a `pass-env` name is refused, or undefined when it is a variable name the user may pass.
 * The harness's own credentials (the job token, the runner's tokens, the action's inputs) never
 * reach the agent or the checks, whatever the user asks.
 */
function passEnvProblem(name) {
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name))
        return `"${name}" is not a variable name`;
    if ((0,_agent_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .isSecretEnvName */ .Bn)(name)) {
        return `${name} is one of the harness's own credentials; it never reaches the agent or the checks`;
    }
    return undefined;
}
/**
 * The environment the agent and the checks share: the base set from `base`, then the
 * variables named in `passEnv` (the user's choice: even a secret-shaped name passes, except the
 * harness's own credentials).
 */
function sharedEnvironment(base, passEnv = [], mayInherit = inBaseSet) {
    const env = {};
    for (const [name, value] of Object.entries(base)) {
        if (value !== undefined && mayInherit(name, value))
            env[name] = value;
    }
    for (const name of passEnv) {
        const value = base[name];
        if (value !== undefined && passEnvProblem(name) === undefined)
            env[name] = value;
    }
    return env;
}
/** `env` with the values of `explicit` over it; an undefined value removes the variable. */
function overlay(env, explicit) {
    const out = { ...env };
    for (const [name, value] of Object.entries(explicit)) {
        if (value === undefined)
            Reflect.deleteProperty(out, name);
        else
            out[name] = value;
    }
    return out;
}
/** USER and LOGNAME of the agent's user, and no TMPDIR of the harness's. */
function withUser(env, identity) {
    const out = { ...env, USER: identity.user, LOGNAME: identity.user };
    Reflect.deleteProperty(out, 'TMPDIR');
    return out;
}
/**
 * The agent's whole environment: the shared environment and Claude Code's settings from
 * `base`, its credential, then `explicit` (values the adapter chose, e.g. the credential from
 * the action's input; undefined removes), then the identity when the agent runs as its own
 * user. Nothing else reaches it.
 */
function buildAgentEnvironment(base, explicit = {}, identity, passEnv = []) {
    const env = sharedEnvironment(base, passEnv, agentMayInherit);
    for (const name of AGENT_CREDENTIAL_NAMES) {
        const value = base[name];
        if (value)
            env[name] = value;
    }
    const chosen = overlay(env, explicit);
    if (!identity)
        return chosen;
    // A configuration directory of the harness's user is out of the agent's reach.
    return {
        ...withUser(chosen, identity),
        HOME: identity.home,
        CLAUDE_CONFIG_DIR: `${identity.home}/.claude`,
    };
}
/**
 * The checks' environment: the shared environment (never a secret: the checks run code the
 * agent wrote) with their own fresh HOME, the agent's user name when they run as it, and the
 * project's own tool directories first on PATH.
 */
function buildChecksEnvironment(base, options) {
    let env = overlay(sharedEnvironment(base, options.passEnv), options.explicit ?? {});
    for (const name of Object.keys(env)) {
        if ((0,_agent_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .isSecretEnvName */ .Bn)(name))
            Reflect.deleteProperty(env, name);
    }
    env.HOME = options.home;
    if (options.identity)
        env = withUser(env, options.identity);
    const first = options.pathFirst ?? [];
    if (first.length > 0)
        env.PATH = [...first, ...(env.PATH ? [env.PATH] : [])].join(':');
    return env;
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


/***/ })

};
