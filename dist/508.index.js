export const id = 508;
export const ids = [508];
export const modules = {

/***/ 978:
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
    if (result.isError || result.subtype !== 'success') {
        const detail = oneLine(text) || `result subtype ${result.subtype ?? 'missing'}`;
        if (USAGE_LIMIT.test(text)) {
            return { outcome: 'usage_limit', summary: `Usage limit reached (not retried): ${detail}` };
        }
        if (isApiError(result, text))
            return { outcome: 'api_error', summary: `API error: ${detail}` };
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

/***/ 6781:
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
var classify = __webpack_require__(978);
// EXTERNAL MODULE: ./src/agent/phase-status.ts + 1 modules
var phase_status = __webpack_require__(6085);
// EXTERNAL MODULE: ./src/agent/redact.ts
var agent_redact = __webpack_require__(2845);
// EXTERNAL MODULE: ./src/agent/stream.ts
var stream = __webpack_require__(1136);
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
/** The claude command line: the user's extra args first, so ours win where they overlap. */
function buildClaudeArgs(options) {
    const args = [...(options.extraArgs ?? [])];
    args.push('-p', '--output-format', 'stream-json', '--verbose');
    args.push('--max-turns', String(options.maxTurns));
    if (options.model)
        args.push('--model', options.model);
    if (options.mcpConfigPath)
        args.push('--mcp-config', options.mcpConfigPath);
    if (options.appendSystemPrompt)
        args.push('--append-system-prompt', options.appendSystemPrompt);
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
/** process.env with options.env merged over it; IS_SANDBOX=1 only when running as root. */
function buildChildEnv(options, base = process.env, isRoot = process.getuid?.() === 0) {
    const overrides = Object.entries(options.env ?? {});
    const unset = new Set(overrides.filter(([, value]) => value === undefined).map(([key]) => key));
    const env = Object.fromEntries(Object.entries({ ...base, ...options.env }).filter(([key]) => !unset.has(key)));
    // Claude Code refuses --dangerously-skip-permissions as root unless it is told it is sandboxed.
    if (isRoot)
        env.IS_SANDBOX = '1';
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
            child = (0,external_node_child_process_.spawn)(options.claudePath, buildClaudeArgs(options), {
                cwd: options.cwd,
                env: buildChildEnv(options),
                stdio: ['pipe', 'pipe', 'pipe'],
                detached: true,
            });
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
        assistantText: collector.assistantText,
        exitCode: facts.exitCode,
        retries: earlier ? 1 : 0,
        transcriptPath: options.transcriptPath,
        phaseStatus: phase.status,
        ralphStatus: ralph.status,
        invalidStatusBlocks: [...phase.invalid, ...ralph.invalid],
    };
}
function createClaudeRunner() {
    return {
        async run(options) {
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
var resolve_claude = __webpack_require__(8197);
;// CONCATENATED MODULE: ./src/agent/index.ts
/** The agent module's public surface. */








/***/ }),

/***/ 2845:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   VX: () => (/* binding */ secretValues),
/* harmony export */   lY: () => (/* binding */ createRedactor),
/* harmony export */   uR: () => (/* binding */ SECRET_ENV_NAMES)
/* harmony export */ });
/* unused harmony export REDACTED */
/** Keeps secrets out of transcripts and summaries. */
/** Environment variables whose values must never be written anywhere. */
const SECRET_ENV_NAMES = [
    'ANTHROPIC_API_KEY',
    'ANTHROPIC_AUTH_TOKEN',
    'CLAUDE_CODE_OAUTH_TOKEN',
    'GITHUB_TOKEN',
    'GH_TOKEN',
];
const REDACTED = '[REDACTED]';
/** Shorter values are not treated as secrets (redacting "x" would mangle every line). */
const MIN_SECRET_LENGTH = 6;
/** The secret values found in the given environments. */
function secretValues(...envs) {
    const values = new Set();
    for (const env of envs) {
        for (const name of SECRET_ENV_NAMES) {
            const value = env?.[name]?.trim();
            if (value && value.length >= MIN_SECRET_LENGTH)
                values.add(value);
        }
    }
    // Longest first, so a secret that contains another is replaced whole.
    return [...values].sort((a, b) => b.length - a.length);
}
/** A function replacing every occurrence of the secrets in a text. */
function createRedactor(secrets) {
    if (secrets.length === 0)
        return (text) => text;
    return (text) => {
        let out = text;
        for (const secret of secrets) {
            if (out.includes(secret))
                out = out.split(secret).join(REDACTED);
        }
        return out;
    };
}


/***/ }),

/***/ 8197:
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

/***/ 8490:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ resolveClaudePath)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _agent_resolve_claude_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8197);
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
