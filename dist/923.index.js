export const id = 923;
export const ids = [923];
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
/**
 * The agent's environment: the allowed variables of `base` (PATH, locale, Claude Code's settings,
 * its credential), then options.env (undefined removes), then the sandbox's identity (HOME and
 * user of the agent's own user). IS_SANDBOX=1 when the agent would run as root.
 */
function buildChildEnv(options, base = process.env, isRoot = process.getuid?.() === 0) {
    const identity = options.sandbox?.identity();
    const env = (0,environment/* buildAgentEnvironment */.ti)(base, options.env ?? {}, identity);
    // Claude Code refuses --dangerously-skip-permissions as root unless it is told it is sandboxed.
    if (isRoot && !identity)
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
        assistantText: collector.assistantText,
        exitCode: facts.exitCode,
        retries: earlier ? 1 : 0,
        transcriptPath: options.transcriptPath,
        phaseStatus: phase.status,
        ralphStatus: ralph.status,
        invalidStatusBlocks: [...phase.invalid, ...ralph.invalid],
    };
}
/** Files the agent must read from harness-owned places are staged where its user can read them. */
async function stageForAgent(options) {
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

/***/ 2845:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FD: () => (/* binding */ buildChecksEnvironment),
/* harmony export */   kz: () => (/* binding */ secretRemovals),
/* harmony export */   ti: () => (/* binding */ buildAgentEnvironment)
/* harmony export */ });
/* unused harmony exports AGENT_CREDENTIAL_NAMES, agentMayInherit */
/* harmony import */ var _agent_redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(36);
/**
 * The environments of the agent and of the checks. The agent gets an explicit list: what
 * Claude Code and a shell need, its own credential, and nothing else of the job's. The checks
 * get the user's environment minus the secrets, so builds and test runners work as they do in
 * a terminal (PATH, HOME, tool settings) without the credentials.
 */

/** Variables the agent may inherit from the harness's environment, by exact name. */
const AGENT_NAMES = new Set([
    'PATH',
    'LANG',
    'LANGUAGE',
    'TERM',
    'TZ',
    'CI',
    'COLORTERM',
    'NO_COLOR',
    'FORCE_COLOR',
    'TMPDIR',
    'SHELL',
    'HTTP_PROXY',
    'HTTPS_PROXY',
    'NO_PROXY',
    'http_proxy',
    'https_proxy',
    'no_proxy',
    'NODE_EXTRA_CA_CERTS',
    'SSL_CERT_FILE',
    'SSL_CERT_DIR',
    'ANTHROPIC_BASE_URL',
    'ANTHROPIC_MODEL',
    'ANTHROPIC_SMALL_FAST_MODEL',
    'ANTHROPIC_CUSTOM_HEADERS',
    'MAX_THINKING_TOKENS',
    'BASH_DEFAULT_TIMEOUT_MS',
    'BASH_MAX_TIMEOUT_MS',
    'BASH_MAX_OUTPUT_LENGTH',
    'MCP_TIMEOUT',
    'MCP_TOOL_TIMEOUT',
    'HOME',
    'USER',
    'LOGNAME',
]);
/** Prefixes of Claude Code's settings variables (and locale settings). */
const AGENT_PREFIXES = ['LC_', 'CLAUDE_CODE_', 'ANTHROPIC_DEFAULT_', 'DISABLE_'];
/** The credentials the agent needs to reach the model (and only these secrets). */
const AGENT_CREDENTIAL_NAMES = [
    'ANTHROPIC_API_KEY',
    'ANTHROPIC_AUTH_TOKEN',
    'CLAUDE_CODE_OAUTH_TOKEN',
];
/** Whether the agent may inherit a variable of this name from the harness. */
function agentMayInherit(name) {
    if ((0,_agent_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .isSecretEnvName */ .Bn)(name))
        return false;
    return AGENT_NAMES.has(name) || AGENT_PREFIXES.some((prefix) => name.startsWith(prefix));
}
/**
 * The agent's whole environment: the allowed variables of `base`, then `explicit` (values the
 * adapter chose, e.g. the credential from the action's input; undefined removes), then the
 * identity when the agent runs as its own user. Nothing else reaches it.
 */
function buildAgentEnvironment(base, explicit = {}, identity) {
    const env = {};
    for (const [name, value] of Object.entries(base)) {
        if (value !== undefined && agentMayInherit(name))
            env[name] = value;
    }
    for (const name of AGENT_CREDENTIAL_NAMES) {
        const value = base[name];
        if (value)
            env[name] = value;
    }
    for (const [name, value] of Object.entries(explicit)) {
        if (value !== undefined)
            env[name] = value;
    }
    const removed = new Set(Object.entries(explicit)
        .filter(([, value]) => value === undefined)
        .map(([name]) => name));
    if (identity) {
        env.HOME = identity.home;
        env.USER = identity.user;
        env.LOGNAME = identity.user;
        // A configuration directory of the harness's user is out of the agent's reach.
        env.CLAUDE_CONFIG_DIR = `${identity.home}/.claude`;
        removed.add('TMPDIR');
    }
    return Object.fromEntries(Object.entries(env).filter(([name]) => !removed.has(name)));
}
/**
 * The checks' environment: the user's environment without the secrets (the named ones and
 * every INPUT_*), with the agent's identity when the checks run as the agent's user.
 */
function buildChecksEnvironment(base, identity) {
    const env = {};
    for (const [name, value] of Object.entries(base)) {
        if (value !== undefined && !(0,_agent_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .isSecretEnvName */ .Bn)(name))
            env[name] = value;
    }
    if (identity) {
        env.HOME = identity.home;
        env.USER = identity.user;
        env.LOGNAME = identity.user;
        return Object.fromEntries(Object.entries(env).filter(([name]) => name !== 'TMPDIR'));
    }
    return env;
}
/**
 * The variables to remove from the harness's environment for the checks, as an overlay
 * (undefined removes): every secret name and every INPUT_* present in `base`.
 */
function secretRemovals(base = process.env) {
    const removals = {};
    for (const name of Object.keys(base))
        if ((0,_agent_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .isSecretEnvName */ .Bn)(name))
            removals[name] = undefined;
    return removals;
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
