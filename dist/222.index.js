export const id = 222;
export const ids = [222];
export const modules = {

/***/ 1350:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  fN: () => (/* reexport */ createClaudeRunner),
  aY: () => (/* reexport */ resolve_claude/* findOnPath */.aY)
});

// UNUSED EXPORTS: CANNOT_COMPLETE_SIGNAL, PHASE_STATUS_LOG, PINNED_CLAUDE_CODE_VERSION, SECRET_ENV_NAMES, StatusBlockError, appendPhaseStatusLog, buildChildEnv, buildClaudeArgs, cannotCompleteReason, classifyRun, createRedactor, extractLastPhaseStatus, extractLastRalphStatus, npmInstallClaude, parsePhaseStatus, readLatestPhaseStatus, resolveClaude, secretValues, serializePhaseStatus, textOfTranscript, validatePhaseStatus

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/agent/classify.ts
var classify = __webpack_require__(787);
// EXTERNAL MODULE: ./src/agent/phase-status.ts + 1 modules
var phase_status = __webpack_require__(8299);
// EXTERNAL MODULE: ./src/checks/toolchain-homes.ts
var toolchain_homes = __webpack_require__(8707);
// EXTERNAL MODULE: ./src/isolation/environment.ts
var environment = __webpack_require__(2845);
// EXTERNAL MODULE: ./src/agent/redact.ts
var agent_redact = __webpack_require__(36);
// EXTERNAL MODULE: ./src/agent/stream.ts
var stream = __webpack_require__(9065);
;// CONCATENATED MODULE: ./src/agent/runner.ts
/**
 * The headless Claude Code runner: spawns `claude -p` with stream-json output, reads the
 * stream, enforces the time limits, classifies the outcome, and retries an API error once.
 */










const DEFAULT_API_RETRY_DELAY_MS = 30_000;
const DEFAULT_KILL_GRACE_MS = 10_000;
/** How long a process may linger after its `result` event before it is terminated. */
const AFTER_RESULT_GRACE_MS = 1_000;
/** How long to wait for stdout/stderr to close after the process exited. */
const AFTER_EXIT_DRAIN_MS = 500;
const STDERR_TAIL_CHARS = 4_096;
/**
 * Flags every session gets. MCP servers come only from the harness's --mcp-config (never from a
 * `.mcp.json` or settings the agent could write), and the per-machine parts of the system prompt
 * (working directory, platform, date) move into the first user message, so the system prompt is
 * the same on every machine and repository: parallel jobs and tasks share one cached prefix.
 */
const LEAN_SESSION_ARGS = [
    '--strict-mcp-config',
    '--exclude-dynamic-system-prompt-sections',
];
/**
 * Variables every session gets: what a throwaway session with a wiped HOME cannot use. Auto
 * memory points into that HOME (about 2 KB a request), and the git instructions remind of status
 * and commit attribution (about 2 KB a request) while the harness makes the commits. The
 * attribution header is the system prompt's first block, and it carries a fingerprint of the
 * session's first message: it differs from task to task, so on a provider that caches by prefix
 * without stripping it, no task could read the system prompt another task wrote to the cache.
 * Without tool search (the session's tools are few and all sent), claude drops the placeholder
 * tool it otherwise sends to keep deferred loading on.
 */
const LEAN_SESSION_ENV = {
    CLAUDE_CODE_DISABLE_AUTO_MEMORY: '1',
    CLAUDE_CODE_DISABLE_GIT_INSTRUCTIONS: '1',
    CLAUDE_CODE_ATTRIBUTION_HEADER: '0',
    ENABLE_TOOL_SEARCH: 'false',
};
/** The claude command line: the user's extra args first, so ours win where they overlap. */
function buildClaudeArgs(options) {
    const args = [...(options.extraArgs ?? [])];
    args.push('-p', '--output-format', 'stream-json', '--verbose');
    for (const flag of LEAN_SESSION_ARGS)
        if (!args.includes(flag))
            args.push(flag);
    args.push('--max-turns', String(options.maxTurns));
    if (options.model)
        args.push('--model', options.model);
    if (options.mcpConfigPath)
        args.push('--mcp-config', options.mcpConfigPath);
    if (options.appendSystemPrompt)
        args.push('--append-system-prompt', options.appendSystemPrompt);
    if (options.tools)
        args.push('--tools', options.tools.join(','));
    if (options.jsonSchema)
        args.push('--json-schema', options.jsonSchema);
    if (options.allowedTools && options.allowedTools.length > 0) {
        args.push('--allowedTools', options.allowedTools.join(','));
    }
    else {
        args.push('--dangerously-skip-permissions');
    }
    if (options.resumeSessionId)
        args.push('--resume', options.resumeSessionId);
    return args;
}
/**
 * The agent's environment: the allowed variables of `base` (the base set it shares with the
 * checks, the pass-env names, Claude Code's settings, its credential), then options.env
 * (undefined removes), then the sandbox's identity (HOME and user of the agent's own user).
 * IS_SANDBOX=1 when the agent would run as root; CLAUDE_CODE_DISABLE_BACKGROUND_TASKS=1 and
 * LEAN_SESSION_ENV always.
 */
function buildChildEnv(options, base = process.env, isRoot = process.getuid?.() === 0) {
    const identity = options.sandbox?.identity();
    const env = (0,environment/* buildAgentEnvironment */.ti)(base, options.env ?? {}, identity, options.passEnv);
    // Claude Code refuses --dangerously-skip-permissions as root unless it is told it is sandboxed.
    if (isRoot && !identity)
        env.IS_SANDBOX = '1';
    // Headless: no background tasks, so the first `result` is the last (an early result while
    // background work goes on would be cut off when the runner stops the process after it).
    env.CLAUDE_CODE_DISABLE_BACKGROUND_TASKS = '1';
    Object.assign(env, LEAN_SESSION_ENV);
    return env;
}
function killGroup(child, signal) {
    if (child.pid === undefined)
        return;
    try {
        // The child leads its own process group: this also reaches the commands it started.
        process.kill(-child.pid, signal);
    }
    catch {
        try {
            child.kill(signal);
        }
        catch {
            // already gone
        }
    }
}
function openTranscript(path, append) {
    if (!path)
        return undefined;
    // A transcript that cannot be written must not fail the run.
    try {
        (0,external_node_fs_.mkdirSync)((0,external_node_path_.dirname)(path), { recursive: true });
    }
    catch {
        return undefined;
    }
    const stream = (0,external_node_fs_.createWriteStream)(path, { flags: append ? 'a' : 'w', mode: 0o600 });
    stream.on('error', () => undefined);
    return stream;
}
function runOnce(options, append) {
    const started = Date.now();
    const collector = new stream/* StreamCollector */.i4();
    const splitter = new stream/* LineSplitter */.g3();
    const redact = (0,agent_redact/* createRedactor */.lY)((0,agent_redact/* secretValues */.VX)(process.env, options.env));
    const killGraceMs = options.killGraceMs ?? DEFAULT_KILL_GRACE_MS;
    const facts = {
        maxTurns: options.maxTurns,
        timeoutMs: options.timeoutMs,
        idleTimeoutMs: options.idleTimeoutMs,
        lastAssistantText: '',
        exitCode: null,
        exitSignal: null,
        claudePath: options.claudePath,
        stderrTail: '',
        malformedSample: [],
    };
    const done = () => {
        facts.result = collector.result;
        facts.lastAssistantText = collector.lastAssistantText;
        return { facts, collector, wallMs: Date.now() - started };
    };
    if (options.signal?.aborted) {
        facts.stoppedFor = 'interrupted';
        return Promise.resolve(done());
    }
    return new Promise((resolve) => {
        const transcript = openTranscript(options.transcriptPath, append);
        let child;
        try {
            const wrapped = options.sandbox?.wrap(options.claudePath, buildClaudeArgs(options)) ?? {
                command: options.claudePath,
                args: buildClaudeArgs(options),
            };
            child = (0,external_node_child_process_.spawn)(wrapped.command, wrapped.args, {
                cwd: options.cwd,
                env: buildChildEnv(options),
                stdio: ['pipe', 'pipe', 'pipe'],
                // Its own process group, so ending it reaches the commands it started; the sandbox's
                // guard ends the group if the harness dies first.
                detached: true,
                ...(wrapped.uid !== undefined ? { uid: wrapped.uid, gid: wrapped.gid } : {}),
            });
            if (child.pid !== undefined)
                options.sandbox?.track(child.pid);
        }
        catch (error) {
            facts.spawnError = error instanceof Error ? error.message : String(error);
            transcript?.end();
            resolve(done());
            return;
        }
        const timers = new Set();
        const later = (ms, fn) => {
            const timer = setTimeout(() => {
                timers.delete(timer);
                fn();
            }, ms);
            timers.add(timer);
            return timer;
        };
        const cancel = (timer) => {
            if (timer) {
                clearTimeout(timer);
                timers.delete(timer);
            }
        };
        const wallTimer = later(options.timeoutMs, () => stopFor('timeout'));
        let readingDone = false;
        let terminating = false;
        let finished = false;
        let idleTimer;
        let stderrRaw = '';
        const terminate = () => {
            if (terminating)
                return;
            terminating = true;
            killGroup(child, 'SIGTERM');
            later(killGraceMs, () => killGroup(child, 'SIGKILL'));
        };
        const stopFor = (reason) => {
            if (readingDone)
                return;
            readingDone = true;
            facts.stoppedFor = reason;
            cancel(idleTimer);
            cancel(wallTimer);
            terminate();
        };
        const armIdle = () => {
            cancel(idleTimer);
            idleTimer = later(options.idleTimeoutMs, () => stopFor('idle'));
        };
        const onAbort = () => stopFor('interrupted');
        const handleLine = (rawLine) => {
            if (readingDone)
                return;
            const line = redact(rawLine);
            transcript?.write(`${line}\n`);
            const parsed = (0,stream/* parseStreamLine */.KD)(line);
            if (parsed.kind === 'malformed') {
                collector.noteMalformed();
                if (facts.malformedSample.length < 5)
                    facts.malformedSample.push(line.slice(0, 500));
                return;
            }
            if (parsed.kind !== 'event')
                return;
            options.onEvent?.(parsed.event);
            const text = collector.handle(parsed.event);
            if (text)
                options.onText?.(text);
            if (parsed.event.type === 'result') {
                // The answer is in; whatever the process does now does not matter.
                readingDone = true;
                cancel(idleTimer);
                cancel(wallTimer);
                later(AFTER_RESULT_GRACE_MS, terminate);
            }
        };
        const finish = () => {
            if (finished)
                return;
            finished = true;
            if (child.pid !== undefined)
                options.sandbox?.untrack(child.pid);
            if (!readingDone)
                for (const line of splitter.end())
                    handleLine(line);
            facts.stderrTail = redact(stderrRaw);
            for (const timer of timers)
                clearTimeout(timer);
            timers.clear();
            options.signal?.removeEventListener('abort', onAbort);
            if (transcript)
                transcript.end(() => resolve(done()));
            else
                resolve(done());
        };
        child.stdout.on('data', (chunk) => {
            if (readingDone)
                return;
            armIdle();
            for (const line of splitter.push(chunk))
                handleLine(line);
        });
        child.stderr.setEncoding('utf8');
        child.stderr.on('data', (chunk) => {
            stderrRaw += chunk;
            if (stderrRaw.length > 2 * STDERR_TAIL_CHARS) {
                // Cut at a line start, so no fragment of a secret survives the cut unrecognised.
                const tail = stderrRaw.slice(-STDERR_TAIL_CHARS);
                stderrRaw = tail.slice(tail.indexOf('\n') + 1);
            }
        });
        child.stdin.on('error', () => undefined); // EPIPE when claude exits before reading
        child.on('error', (error) => {
            facts.spawnError = error.message;
            finish();
        });
        child.on('exit', (code, signal) => {
            facts.exitCode = code;
            facts.exitSignal = signal;
            if (finished)
                return;
            // Background commands the agent left behind may hold the pipes open: end them.
            later(AFTER_EXIT_DRAIN_MS, () => {
                killGroup(child, 'SIGKILL');
                child.stdout?.destroy();
                child.stderr?.destroy();
                finish();
            });
        });
        child.on('close', finish);
        armIdle();
        options.signal?.addEventListener('abort', onAbort, { once: true });
        child.stdin.end(options.prompt);
    });
}
/** Waits `ms`; resolves false if the signal aborts first. */
function pause(ms, signal) {
    return new Promise((resolve) => {
        if (signal?.aborted)
            return resolve(false);
        const onAbort = () => {
            clearTimeout(timer);
            resolve(false);
        };
        const timer = setTimeout(() => {
            signal?.removeEventListener('abort', onAbort);
            resolve(true);
        }, ms);
        signal?.addEventListener('abort', onAbort, { once: true });
    });
}
function statusText(collector, finalText) {
    const text = collector.assistantText;
    if (!finalText || text.includes(finalText))
        return text;
    return text ? `${text}\n${finalText}` : finalText;
}
function toResult(attempt, options, earlier) {
    const { facts, collector } = attempt;
    const classification = (0,classify/* classifyRun */.I5)(facts);
    const result = facts.result;
    const finalText = result?.text ?? '';
    const text = statusText(collector, finalText);
    const phase = (0,phase_status/* extractLastPhaseStatus */.Jv)(text);
    const ralph = (0,phase_status/* extractLastRalphStatus */.vG)(text);
    const costOf = (a) => a?.facts.result?.totalCostUsd ?? 0;
    const durationOf = (a) => a ? a.facts.result?.durationMs || a.wallMs : 0;
    let summary = classification.summary;
    if (earlier) {
        summary =
            classification.outcome === 'api_error'
                ? `${summary} (still failing after one retry)`
                : `${summary} (after one retry of an API error)`;
    }
    return {
        outcome: classification.outcome,
        summary,
        subtype: result?.subtype,
        isError: result ? result.isError : true,
        numTurns: result?.numTurns ?? 0,
        totalCostUsd: costOf(attempt) + costOf(earlier),
        durationMs: durationOf(attempt) + durationOf(earlier),
        sessionId: collector.sessionId,
        permissionDenials: result?.permissionDenials ?? [],
        finalText,
        ...(result?.structuredOutput !== undefined
            ? { structuredOutput: result.structuredOutput }
            : {}),
        assistantText: collector.assistantText,
        exitCode: facts.exitCode,
        retries: earlier ? 1 : 0,
        transcriptPath: options.transcriptPath,
        phaseStatus: phase.status,
        ralphStatus: ralph.status,
        invalidStatusBlocks: [...phase.invalid, ...ralph.invalid],
    };
}
/**
 * Files the agent must read from harness-owned places are staged where its user can read them,
 * and its toolchain homes (the runner's rustup, the shared caches) come under its own settings.
 */
async function stageForAgent(given) {
    const toolchains = (0,toolchain_homes/* toolchainEnvironment */.p8)(await (0,toolchain_homes/* toolchainHomes */.eM)(given.sandbox), process.env);
    const options = { ...given, env: { ...toolchains, ...given.env } };
    if (!options.sandbox || !options.mcpConfigPath)
        return options;
    return { ...options, mcpConfigPath: await options.sandbox.stage(options.mcpConfigPath) };
}
function createClaudeRunner() {
    return {
        async run(given) {
            const options = await stageForAgent(given);
            const first = await runOnce(options, false);
            if ((0,classify/* classifyRun */.I5)(first.facts).outcome !== 'api_error')
                return toResult(first, options);
            // FR-LOOP-12: a transient API failure gets exactly one more try.
            const waited = await pause(options.apiRetryDelayMs ?? DEFAULT_API_RETRY_DELAY_MS, options.signal);
            if (!waited) {
                first.facts.stoppedFor = 'interrupted';
                return toResult(first, options);
            }
            const second = await runOnce(options, true);
            return toResult(second, options, first);
        },
    };
}

// EXTERNAL MODULE: ./src/agent/resolve-claude.ts
var resolve_claude = __webpack_require__(1424);
;// CONCATENATED MODULE: ./src/agent/index.ts
/** The agent module's public surface. */








/***/ }),

/***/ 1424:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   aY: () => (/* binding */ findOnPath)
/* harmony export */ });
/* unused harmony exports PINNED_CLAUDE_CODE_VERSION, npmInstallClaude, resolveClaude */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/** Finding (or installing) the `claude` executable the runner starts. */




/** The Claude Code version the action installs when none is available. */
const PINNED_CLAUDE_CODE_VERSION = '2.1.330';
async function isExecutable(path) {
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.access)(path, process.platform === 'win32' ? node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.F_OK : node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.X_OK);
        return true;
    }
    catch {
        return false;
    }
}
/** The first `claude` executable on a PATH string, if any. */
async function findOnPath(searchPath) {
    const names = process.platform === 'win32' ? ['claude.exe', 'claude.cmd', 'claude'] : ['claude'];
    for (const dir of (searchPath ?? '').split(node_path__WEBPACK_IMPORTED_MODULE_3__.delimiter)) {
        if (!dir)
            continue;
        for (const name of names) {
            const candidate = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, name);
            if (await isExecutable(candidate))
                return (0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(candidate);
        }
    }
    return undefined;
}
/** `npm install --prefix <dir> @anthropic-ai/claude-code@<version>`. */
const npmInstallClaude = (version, dir) => new Promise((resolvePromise, reject) => {
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    execFile(npm, [
        'install',
        '--prefix',
        dir,
        '--no-audit',
        '--no-fund',
        `@anthropic-ai/claude-code@${version}`,
    ], { maxBuffer: 16 * 1024 * 1024 }, (error, _stdout, stderr) => {
        if (error) {
            const detail = stderr.trim().split('\n').slice(-5).join('\n');
            reject(new Error(`npm could not install @anthropic-ai/claude-code@${version}: ${detail || error.message}`));
        }
        else
            resolvePromise();
    });
});
/**
 * The `claude` to run: the configured path if given (it must exist), else `claude` on PATH,
 * else the pinned version installed under the cache directory (installed once, then reused).
 */
async function resolveClaude(opts) {
    if (opts.configuredPath) {
        const path = resolve(opts.configuredPath);
        if (!(await isExecutable(path))) {
            throw new Error(`Claude Code was configured at ${path}, but no executable file is there`);
        }
        return path;
    }
    const onPath = await findOnPath(opts.searchPath ?? process.env.PATH);
    if (onPath)
        return onPath;
    const dir = resolve(opts.cacheDir, opts.version);
    const bin = join(dir, 'node_modules', '.bin', process.platform === 'win32' ? 'claude.cmd' : 'claude');
    if (await isExecutable(bin))
        return bin;
    await mkdir(dir, { recursive: true });
    await (opts.install ?? npmInstallClaude)(opts.version, dir);
    if (!(await isExecutable(bin))) {
        throw new Error(`Installed @anthropic-ai/claude-code@${opts.version}, but ${bin} is missing`);
    }
    return bin;
}


/***/ }),

/***/ 227:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ resolveClaudePath)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _agent_resolve_claude_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1424);
/**
 * Where the `claude` executable of the planning commands is: RALPH_CLAUDE_PATH, else on
 * PATH, else a node_modules/.bin/claude near the project or near ralph itself. Unlike the
 * action, the CLI never installs Claude Code on its own.
 */



async function executable(file) {
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.access)(file, node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.constants.X_OK);
        return true;
    }
    catch {
        return false;
    }
}
async function resolveClaudePath(env, startDirs) {
    const configured = env.RALPH_CLAUDE_PATH?.trim();
    if (configured) {
        const file = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(configured);
        if (!(await executable(file))) {
            throw new Error(`RALPH_CLAUDE_PATH is ${configured}, but no executable file is there`);
        }
        return file;
    }
    const onPath = await (0,_agent_resolve_claude_js__WEBPACK_IMPORTED_MODULE_2__/* .findOnPath */ .aY)(env.PATH);
    if (onPath)
        return onPath;
    for (const start of startDirs) {
        let dir = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(start);
        for (;;) {
            const candidate = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, 'node_modules', '.bin', 'claude');
            if (await executable(candidate))
                return candidate;
            const parent = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(dir);
            if (parent === dir)
                break;
            dir = parent;
        }
    }
    throw new Error('Claude Code (`claude`) was not found: install it (npm install -g @anthropic-ai/claude-code) or set RALPH_CLAUDE_PATH');
}


/***/ })

};
