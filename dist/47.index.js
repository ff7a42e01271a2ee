export const id = 47;
export const ids = [47];
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
 * IS_SANDBOX=1 when the agent would run as root; CLAUDE_CODE_DISABLE_BACKGROUND_TASKS=1 always.
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

/***/ 47:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  CliFailure: () => (/* binding */ CliFailure),
  ENGINE_OPTIONS: () => (/* binding */ ENGINE_OPTIONS),
  ENGINE_OPTION_HELP: () => (/* binding */ ENGINE_OPTION_HELP),
  createConsoleObserver: () => (/* binding */ createConsoleObserver),
  createSpinner: () => (/* binding */ createSpinner),
  loopCommand: () => (/* binding */ loopCommand),
  parseIsolation: () => (/* binding */ parseIsolation),
  parseIterations: () => (/* binding */ parseIterations),
  parseNetwork: () => (/* binding */ parseNetwork),
  parsePassEnv: () => (/* binding */ parsePassEnv),
  resolveClaudeForCli: () => (/* binding */ resolveClaudeForCli),
  runEngineCommand: () => (/* binding */ runEngineCommand),
  settingsFromFlags: () => (/* binding */ settingsFromFlags)
});

// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(7030);
;// CONCATENATED MODULE: ./src/network/allowlist.ts
/**
 * The `allowed-hosts` list: parsing (each bad entry named with why) and matching a host:port
 * the agent asks the egress proxy for.
 */

/** Package registries and their file hosts: what a build needs to install dependencies. */
const DEFAULT_ALLOWED_HOSTS = [
    // npm (and yarn's mirror of it)
    'registry.npmjs.org',
    'registry.yarnpkg.com',
    // PyPI
    'pypi.org',
    'files.pythonhosted.org',
    // crates.io
    'crates.io',
    'static.crates.io',
    'index.crates.io',
    // Go modules
    'proxy.golang.org',
    'sum.golang.org',
    // RubyGems
    'rubygems.org',
    'index.rubygems.org',
    // Maven Central
    'repo.maven.apache.org',
    'repo1.maven.org',
];
/** A bad `allowed-hosts` entry: the entry and why. */
class AllowedHostError extends Error {
    name = 'AllowedHostError';
}
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
function isHostName(host) {
    return host.length <= 253 && host.split('.').every((label) => LABEL.test(label));
}
/** Splits `host`, `[v6]`, `host:port` or `[v6]:port` into host and port. */
function splitHostPort(entry) {
    const bracketed = /^\[([^\]]+)\](?::(.*))?$/.exec(entry);
    if (bracketed)
        return { host: bracketed[1], port: bracketed[2] };
    if ((0,external_node_net_.isIP)(entry) === 6)
        return { host: entry };
    const colon = entry.lastIndexOf(':');
    return colon < 0
        ? { host: entry }
        : { host: entry.slice(0, colon), port: entry.slice(colon + 1) };
}
/** Why `entry` is not an allowed-hosts entry, or its rule. */
function parseHostRule(entry) {
    const text = entry.trim();
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text))
        return `"${text}" is a URL: give the host alone (e.g. ${new URL(text).host})`;
    const { host: rawHost, port: rawPort } = splitHostPort(text);
    let port;
    if (rawPort !== undefined) {
        port = /^\d{1,5}$/.test(rawPort) ? Number(rawPort) : NaN;
        if (!(port >= 1 && port <= 65535))
            return `"${text}" has no valid port (1-65535)`;
    }
    const wildcard = rawHost.startsWith('*.');
    const host = (wildcard ? rawHost.slice(2) : rawHost).toLowerCase().replace(/\.$/, '');
    if ((0,external_node_net_.isIP)(host) !== 0) {
        if (wildcard)
            return `"${text}": a wildcard needs a domain, not an address`;
        return { host, wildcard, ...(port !== undefined ? { port } : {}), text };
    }
    if (host.includes('*'))
        return `"${text}": a wildcard is only allowed as the first label (*.domain)`;
    if (!isHostName(host))
        return `"${text}" is not a host name`;
    if (wildcard && !host.includes('.'))
        return `"${text}" would allow a whole top-level domain: name a domain (*.example.com)`;
    return { host, wildcard, ...(port !== undefined ? { port } : {}), text };
}
/** The word in `allowed-hosts` that stands for DEFAULT_ALLOWED_HOSTS (add to them, or leave it out to replace them). */
const DEFAULTS_WORD = 'defaults';
/**
 * Parses a list (whitespace, comma or newline separated; `defaults` stands for the package
 * registries); throws AllowedHostError naming every bad entry and why.
 */
function parseAllowedHosts(list) {
    const entries = (typeof list === 'string' ? list.split(/[\s,]+/) : [...list])
        .filter((e) => e.trim() !== '')
        .flatMap((e) => (e.trim().toLowerCase() === DEFAULTS_WORD ? DEFAULT_ALLOWED_HOSTS : [e]));
    const rules = [];
    const problems = [];
    for (const entry of entries) {
        const rule = parseHostRule(entry);
        if (typeof rule === 'string')
            problems.push(rule);
        else
            rules.push(rule);
    }
    if (problems.length > 0)
        throw new AllowedHostError(problems.join('; '));
    return rules;
}
/** The rule that lets the agent reach host:port, if any. */
function allowedBy(rules, host, port) {
    const name = host
        .toLowerCase()
        .replace(/^\[|\]$/g, '')
        .replace(/\.$/, '');
    return rules.find((rule) => (rule.port === undefined || rule.port === port) &&
        (rule.wildcard ? name.endsWith(`.${rule.host}`) : name === rule.host));
}

;// CONCATENATED MODULE: ./src/network/types.ts
/** Contracts of the agent's network: the mode, the allowlist and what was refused. */
const NETWORK_MODES = ['restricted', 'open'];

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(3136);
// EXTERNAL MODULE: ./src/agent/index.ts + 1 modules
var agent = __webpack_require__(1350);
;// CONCATENATED MODULE: ./src/model-proxy/pricing.ts
const PRICES = [
    { match: /opus-4(?:-[01])?(?:-\d{8})?$|3-opus/, inputPerMTok: 15, outputPerMTok: 75 },
    { match: /opus/, inputPerMTok: 5, outputPerMTok: 25 },
    { match: /sonnet/, inputPerMTok: 3, outputPerMTok: 15 },
    { match: /3-5-haiku|haiku-3-5/, inputPerMTok: 0.8, outputPerMTok: 4 },
    { match: /3-haiku|haiku-3/, inputPerMTok: 0.25, outputPerMTok: 1.25 },
    { match: /haiku/, inputPerMTok: 1, outputPerMTok: 5 },
];
const DEAREST = PRICES[0];
const CACHE_WRITE_FACTOR = 1.25;
const CACHE_READ_FACTOR = 0.1;
function priceOf(model) {
    return PRICES.find((price) => model !== undefined && price.match.test(model)) ?? DEAREST;
}
/** The estimated cost of one response in USD. */
function estimateCostUsd({ model, usage }) {
    const price = priceOf(model);
    const input = usage.inputTokens +
        usage.cacheWriteTokens * CACHE_WRITE_FACTOR +
        usage.cacheReadTokens * CACHE_READ_FACTOR;
    return (input * price.inputPerMTok + usage.outputTokens * price.outputPerMTok) / 1_000_000;
}

// EXTERNAL MODULE: ./src/model-proxy/usage.ts
var usage = __webpack_require__(5647);
;// CONCATENATED MODULE: ./src/model-proxy/budget.ts
/**
 * The cost limit at the transport: what the run (or the chain before it) has spent, what the
 * phase in progress is spending, and the refusal once the two reach the limit.
 */


/** What one agent phase used through the proxy. */
class PhaseMeter {
    usage = usage/* NO_USAGE */.yJ;
    costUsd = 0;
    requests = 0;
    /** Set when a request of the phase was refused for the cost limit. */
    refused;
    add(response) {
        this.usage = (0,usage/* addUsage */.vk)(this.usage, response.usage);
        this.costUsd += estimateCostUsd(response);
        this.requests += 1;
    }
}
class Budget {
    options;
    settledUsd;
    constructor(options = {}) {
        this.options = options;
        this.settledUsd = options.spentUsd ?? 0;
    }
    /** The refusal for the next request of `phase`, or undefined while under the limit. */
    refusal(phase) {
        const cap = this.options.capUsd;
        if (cap === undefined)
            return undefined;
        const spent = this.settledUsd + phase.costUsd;
        if (spent < cap)
            return undefined;
        phase.refused = `Spend limit reached: the run has cost $${spent.toFixed(2)} of its max-cost-usd $${cap.toFixed(2)}, so the harness refuses further model requests.`;
        return phase.refused;
    }
    /** A phase ended and cost this much. */
    settle(costUsd) {
        this.settledUsd += costUsd;
    }
}

;// CONCATENATED MODULE: ./src/model-proxy/credential.ts
/** The variables through which claude reads each kind of credential. */
const CREDENTIAL_VARIABLES = {
    'api-key': 'ANTHROPIC_API_KEY',
    'oauth-token': 'CLAUDE_CODE_OAUTH_TOKEN',
    'auth-token': 'ANTHROPIC_AUTH_TOKEN',
};
/** The beta flag an OAuth token needs on the Messages API (claude sends it with such a token). */
const OAUTH_BETA = 'oauth-2025-04-20';
/**
 * The credential to proxy: the action's inputs first (an API key wins over an OAuth token, as
 * claude itself prefers it), else the same variables in the harness's environment.
 */
function credentialFrom(inputs, env) {
    const given = (value) => value?.trim() || undefined;
    const apiKey = given(inputs.anthropicApiKey) ?? given(env.ANTHROPIC_API_KEY);
    if (apiKey)
        return { kind: 'api-key', value: apiKey };
    const oauth = given(inputs.claudeCodeOauthToken) ?? given(env.CLAUDE_CODE_OAUTH_TOKEN);
    if (oauth)
        return { kind: 'oauth-token', value: oauth };
    const bearer = given(env.ANTHROPIC_AUTH_TOKEN);
    if (bearer)
        return { kind: 'auth-token', value: bearer };
    return undefined;
}
/** The agent's credential variables: its capability under the right name, the others removed. */
function agentCredentialEnv(kind, capability) {
    const env = {};
    for (const name of Object.values(CREDENTIAL_VARIABLES))
        env[name] = undefined;
    env[CREDENTIAL_VARIABLES[kind]] = capability;
    return env;
}
/** Puts the real credential on headers the agent's capability was taken off. */
function authorize(headers, credential) {
    delete headers['x-api-key'];
    delete headers.authorization;
    if (credential.kind === 'api-key') {
        headers['x-api-key'] = credential.value;
        return;
    }
    headers.authorization = `Bearer ${credential.value}`;
    if (credential.kind === 'oauth-token') {
        const betas = String(headers['anthropic-beta'] ?? '')
            .split(',')
            .map((beta) => beta.trim())
            .filter(Boolean);
        if (!betas.includes(OAUTH_BETA))
            headers['anthropic-beta'] = [...betas, OAUTH_BETA].join(',');
    }
}
/** The capability a request presents: in `x-api-key`, or as a bearer token. */
function presentedCapability(headers) {
    const key = headers['x-api-key'];
    if (typeof key === 'string' && key)
        return key;
    const auth = headers.authorization;
    if (typeof auth !== 'string')
        return undefined;
    const match = /^Bearer\s+(\S+)$/i.exec(auth.trim());
    return match?.[1];
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/model-proxy/body-framing.ts
/**
 * Where an HTTP/1.1 body ends, read off the bytes as they pass: a length, chunked transfer
 * coding, or the connection's close. The bytes are forwarded as they are; this only walks the
 * framing, and hands the payload (the chunks' data, without their size lines) to a sink as
 * ranges of the buffers it was given, so nothing is copied or allocated per chunk.
 */
/** The bytes break the framing they announced (a bad chunk size line, a missing CRLF). */
class FramingError extends Error {
}
const CR = 0x0d;
const LF = 0x0a;
/** Hex digits of a chunk size: 12 of them is 256 TB, far beyond any body. */
const MAX_SIZE_DIGITS = 12;
/** Chunk extensions and trailers are skipped; more than this of them is refused. */
const MAX_SKIPPED = 64 * 1024;
var State;
(function (State) {
    State[State["Size"] = 0] = "Size";
    State[State["Extension"] = 1] = "Extension";
    State[State["SizeLf"] = 2] = "SizeLf";
    State[State["Data"] = 3] = "Data";
    State[State["DataCr"] = 4] = "DataCr";
    State[State["DataLf"] = 5] = "DataLf";
    State[State["TrailerStart"] = 6] = "TrailerStart";
    State[State["TrailerLine"] = 7] = "TrailerLine";
    State[State["FinalLf"] = 8] = "FinalLf";
    State[State["Done"] = 9] = "Done";
})(State || (State = {}));
function hexValue(byte) {
    if (byte >= 0x30 && byte <= 0x39)
        return byte - 0x30;
    const lower = byte | 0x20;
    if (lower >= 0x61 && lower <= 0x66)
        return lower - 0x61 + 10;
    return -1;
}
const ignore = () => undefined;
class BodyReader {
    framing;
    sink;
    state;
    /** Bytes left: of the body (length framing) or of the current chunk. */
    remaining = 0;
    digits = 0;
    skipped = 0;
    constructor(framing, sink = ignore) {
        this.framing = framing;
        this.sink = sink;
        this.state = framing.kind === 'none' ? State.Done : State.Size;
        if (framing.kind === 'length')
            this.remaining = framing.length;
    }
    get done() {
        return this.state === State.Done;
    }
    /** Reads from the start of `bytes`: how many of them belong to the body (all, until it ends). */
    push(bytes) {
        if (this.state === State.Done)
            return 0;
        if (this.framing.kind === 'close') {
            this.sink(bytes, 0, bytes.length);
            return bytes.length;
        }
        if (this.framing.kind === 'length') {
            const n = Math.min(this.remaining, bytes.length);
            this.sink(bytes, 0, n);
            this.remaining -= n;
            if (this.remaining === 0)
                this.state = State.Done;
            return n;
        }
        return this.chunked(bytes);
    }
    /** The input ended here: whether that completes the body (only a body framed by the close). */
    endOfInput() {
        if (this.framing.kind === 'close')
            this.state = State.Done;
        return this.done;
    }
    chunked(bytes) {
        let i = 0;
        while (i < bytes.length && this.state !== State.Done) {
            if (this.state === State.Data) {
                const end = Math.min(bytes.length, i + this.remaining);
                this.sink(bytes, i, end);
                this.remaining -= end - i;
                i = end;
                if (this.remaining === 0)
                    this.state = State.DataCr;
            }
            else if (this.state === State.DataCr) {
                i = this.nextChunk(bytes, i);
            }
            else {
                this.step(bytes[i]);
                i += 1;
            }
        }
        return i;
    }
    /**
     * The common case in one go: the CRLF after a chunk's data, and the next chunk's plain size
     * line, whole in `bytes` from `i`. Returns where the next chunk's data starts; anything else
     * (an extension, the last chunk, the buffer's end) is left to `step`, byte by byte.
     */
    nextChunk(bytes, i) {
        if (bytes[i] !== CR || bytes[i + 1] !== LF)
            return this.stepAt(bytes, i);
        let at = i + 2;
        let size = 0;
        for (let digit = hexValue(bytes[at] ?? -1); digit >= 0; digit = hexValue(bytes[at] ?? -1)) {
            size = size * 16 + digit;
            at += 1;
        }
        const digits = at - i - 2;
        if (digits === 0 || digits > MAX_SIZE_DIGITS || size === 0)
            return this.stepAt(bytes, i);
        if (bytes[at] !== CR || bytes[at + 1] !== LF)
            return this.stepAt(bytes, i);
        this.remaining = size;
        this.state = State.Data;
        return at + 2;
    }
    stepAt(bytes, i) {
        this.step(bytes[i]);
        return i + 1;
    }
    /** One byte of framing: a size line, the CRLF after data, a trailer. */
    step(byte) {
        switch (this.state) {
            case State.Size:
                return this.sizeByte(byte);
            case State.Extension:
                if (byte === LF)
                    throw new FramingError('a chunk size line ends without CR');
                if (byte === CR)
                    this.state = State.SizeLf;
                else
                    this.skip();
                return;
            case State.SizeLf:
                this.expect(byte, LF, 'a chunk size line');
                this.state = this.remaining === 0 ? State.TrailerStart : State.Data;
                return;
            case State.DataCr:
                this.expect(byte, CR, "a chunk's data");
                this.state = State.DataLf;
                return;
            case State.DataLf:
                this.expect(byte, LF, "a chunk's data");
                this.state = State.Size;
                this.digits = 0;
                return;
            case State.TrailerStart:
                this.state = byte === CR ? State.FinalLf : State.TrailerLine;
                return;
            case State.TrailerLine:
                this.skip();
                if (byte === LF)
                    this.state = State.TrailerStart;
                return;
            case State.FinalLf:
                this.expect(byte, LF, 'the last chunk');
                this.state = State.Done;
                return;
        }
    }
    sizeByte(byte) {
        const digit = hexValue(byte);
        if (digit >= 0) {
            if (this.digits === 0)
                this.remaining = 0;
            if (++this.digits > MAX_SIZE_DIGITS)
                throw new FramingError('a chunk size is too large');
            this.remaining = this.remaining * 16 + digit;
            return;
        }
        if (this.digits === 0)
            throw new FramingError('a chunk size line has no size');
        if (byte === CR)
            this.state = State.SizeLf;
        else if (byte === 0x3b || byte === 0x20 || byte === 0x09)
            this.state = State.Extension;
        else
            throw new FramingError(`a chunk size line has the byte 0x${byte.toString(16)}`);
    }
    expect(byte, wanted, after) {
        if (byte !== wanted)
            throw new FramingError(`${after} is not followed by CRLF`);
    }
    skip() {
        if (++this.skipped > MAX_SKIPPED)
            throw new FramingError('chunk extensions or trailers are too long');
    }
}

;// CONCATENATED MODULE: ./src/model-proxy/http-head.ts
/** A message the proxy cannot read: the status to answer with (400, 431, 501) and why. */
class HeadError extends Error {
    status;
    constructor(status, message) {
        super(message);
        this.status = status;
    }
}
/** A head longer than this is refused. */
const MAX_HEAD_BYTES = 64 * 1024;
const HEAD_END = Buffer.from('\r\n\r\n');
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const BAD_VALUE = /[\r\n\0]/;
const REQUEST_LINE = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+) (\/[!-~]*) HTTP\/1\.([01])$/;
const STATUS_LINE = /^HTTP\/1\.([01]) (\d{3})(?: ([^\r\n]*))?$/;
/** Where the head in `bytes` ends (just past its blank line), or -1 while it is incomplete. */
function headEnd(bytes) {
    const at = bytes.indexOf(HEAD_END);
    if (at >= 0)
        return at + HEAD_END.length;
    if (bytes.length > MAX_HEAD_BYTES)
        throw new HeadError(431, `the head is larger than ${MAX_HEAD_BYTES} bytes`);
    return -1;
}
function parseLines(head) {
    const lines = head.toString('latin1', 0, head.length - HEAD_END.length).split('\r\n');
    const headers = lines.slice(1).map((line) => {
        const colon = line.indexOf(':');
        const name = line.slice(0, colon);
        const value = line.slice(colon + 1).trim();
        if (colon <= 0 || !TOKEN.test(name) || BAD_VALUE.test(value)) {
            throw new HeadError(400, `malformed header line: ${JSON.stringify(line.slice(0, 80))}`);
        }
        return [name.toLowerCase(), value];
    });
    return [lines[0], headers];
}
function parseRequestHead(head) {
    const [start, headers] = parseLines(head);
    const line = REQUEST_LINE.exec(start);
    if (!line)
        throw new HeadError(400, `malformed request line: ${JSON.stringify(start.slice(0, 80))}`);
    return { method: line[1], target: line[2], minor: Number(line[3]), headers };
}
function parseResponseHead(head) {
    const [start, headers] = parseLines(head);
    const line = STATUS_LINE.exec(start);
    if (!line)
        throw new HeadError(502, `malformed status line: ${JSON.stringify(start.slice(0, 80))}`);
    return { status: Number(line[2]), reason: line[3] ?? '', minor: Number(line[1]), headers };
}
/** The values of a header, in order (a repeated header gives several). */
function valuesOf(headers, name) {
    return headers.filter(([n]) => n === name).map(([, v]) => v);
}
/** The header's value: repeated ones joined with ", " as HTTP reads them. */
function http_head_valueOf(headers, name) {
    const values = valuesOf(headers, name);
    return values.length > 0 ? values.join(', ') : undefined;
}
/** The headers as one record by name (repeated ones joined with ", "). */
function headerRecord(headers) {
    const record = Object.create(null);
    for (const [name, value] of headers) {
        record[name] = Object.hasOwn(record, name) ? `${record[name]}, ${value}` : value;
    }
    return record;
}
/** Whether a Connection header lists `option` (e.g. close). */
function connectionHas(headers, option) {
    const value = http_head_valueOf(headers, 'connection') ?? '';
    return value.split(',').some((o) => o.trim().toLowerCase() === option);
}
/** How a request's body is framed; ambiguous or unsupported framing is refused. */
function requestFraming(headers) {
    const coding = http_head_valueOf(headers, 'transfer-encoding');
    const lengths = valuesOf(headers, 'content-length');
    if (coding !== undefined) {
        if (lengths.length > 0) {
            throw new HeadError(400, 'the request has both Transfer-Encoding and Content-Length');
        }
        if (coding.trim().toLowerCase() !== 'chunked') {
            throw new HeadError(501, `unsupported Transfer-Encoding: ${coding}`);
        }
        return { kind: 'chunked' };
    }
    return lengthFraming(lengths, { kind: 'none' }, 400);
}
/** How a response's body is framed (RFC 9112 §6.3); without length it runs to the close. */
function responseFraming(method, head) {
    if (method === 'HEAD' || head.status < 200 || head.status === 204 || head.status === 304) {
        return { kind: 'none' };
    }
    const coding = http_head_valueOf(head.headers, 'transfer-encoding');
    if (coding !== undefined) {
        const codings = coding.split(',').map((c) => c.trim().toLowerCase());
        return codings[codings.length - 1] === 'chunked' ? { kind: 'chunked' } : { kind: 'close' };
    }
    return lengthFraming(valuesOf(head.headers, 'content-length'), { kind: 'close' }, 502);
}
function lengthFraming(values, otherwise, status) {
    if (values.length === 0)
        return otherwise;
    const all = values.flatMap((v) => v.split(',').map((n) => n.trim()));
    if (!all.every((n) => /^\d{1,15}$/.test(n) && n === all[0])) {
        throw new HeadError(status, `invalid Content-Length: ${values.join(', ')}`);
    }
    const length = Number(all[0]);
    return length === 0 ? { kind: 'none' } : { kind: 'length', length };
}
/** A head as bytes: the start line, then every header line, then the blank line. */
function serializeHead(start, headers) {
    let text = `${start}\r\n`;
    for (const [name, value] of headers)
        text += `${name}: ${value}\r\n`;
    return Buffer.from(`${text}\r\n`, 'latin1');
}

;// CONCATENATED MODULE: ./src/model-proxy/replies.ts
/** The proxy's own answers: errors in the Messages API's shape, so claude shows their message. */

const REASONS = {
    400: 'Bad Request',
    401: 'Unauthorized',
    431: 'Request Header Fields Too Large',
    501: 'Not Implemented',
    502: 'Bad Gateway',
};
/** A complete error response; `close` says the connection ends after it. */
function errorReply(status, type, message, close = false) {
    const body = Buffer.from(JSON.stringify({ type: 'error', error: { type, message } }));
    const head = serializeHead(`HTTP/1.1 ${status} ${REASONS[status] ?? 'Error'}`, [
        ['content-type', 'application/json'],
        ['content-length', String(body.length)],
        ...(close ? [['connection', 'close']] : []),
    ]);
    return Buffer.concat([head, body]);
}
/** The answer to a request expecting 100-continue that the proxy lets through. */
const CONTINUE = Buffer.from('HTTP/1.1 100 Continue\r\n\r\n');

// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(8522);
;// CONCATENATED MODULE: ./src/model-proxy/usage-tap.ts
/**
 * The usage tap on a response passing through the proxy: it gets the payload bytes (the body
 * without its chunk framing) as ranges of the buffers forwarded, and reads the usage out of them
 * without holding the stream. A compressed body (the proxy asks for none, but an upstream may
 * send one anyway) is kept compressed, up to a limit, and decoded once it is complete.
 */


/** A JSON body is read for usage up to this size (it is passed on whole regardless). */
const MAX_JSON_BYTES = 1024 * 1024;
/** A compressed body is read for usage up to this size. */
const MAX_COMPRESSED_BYTES = 16 * 1024 * 1024;
/** ...and decoded up to this size. */
const MAX_DECODED_BYTES = 64 * 1024 * 1024;
const DECODERS = {
    gzip: (b) => (0,external_node_zlib_.gunzipSync)(b, { maxOutputLength: MAX_DECODED_BYTES }),
    'x-gzip': (b) => (0,external_node_zlib_.gunzipSync)(b, { maxOutputLength: MAX_DECODED_BYTES }),
    deflate: (b) => (0,external_node_zlib_.inflateSync)(b, { maxOutputLength: MAX_DECODED_BYTES }),
    br: (b) => (0,external_node_zlib_.brotliDecompressSync)(b, { maxOutputLength: MAX_DECODED_BYTES }),
};
/** Collects the bytes written, up to `limit` (past it, nothing is kept: `bytes()` is undefined). */
class Collector {
    limit;
    chunks = [];
    size = 0;
    constructor(limit) {
        this.limit = limit;
    }
    write = (source, start, end) => {
        this.size += end - start;
        if (this.size <= this.limit)
            this.chunks.push(Buffer.from(source.subarray(start, end)));
        else
            this.chunks = [];
    };
    bytes() {
        return this.size <= this.limit ? Buffer.concat(this.chunks) : undefined;
    }
}
function sseTap() {
    const reader = new usage/* SseUsageReader */.ez();
    return {
        write: (source, start, end) => reader.write(source, start, end),
        result: () => reader.result(),
    };
}
/** Usage of a whole body of this content type. */
function usageOfBody(bytes, sse) {
    if (!sse)
        return (0,usage/* usageOfJson */.zk)(bytes.toString('utf8'));
    const reader = new usage/* SseUsageReader */.ez();
    reader.push(bytes);
    return reader.result();
}
/**
 * The tap for a response with these Content-Type and Content-Encoding values, or undefined
 * when its body cannot be read (an encoding this does not know).
 */
function usageTap(contentType = '', contentEncoding = '') {
    const sse = contentType.toLowerCase().includes('text/event-stream');
    const encodings = contentEncoding
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter((e) => e !== '' && e !== 'identity');
    if (encodings.length === 0 && sse)
        return sseTap();
    if (encodings.some((e) => !(e in DECODERS)))
        return undefined;
    const body = new Collector(encodings.length > 0 ? MAX_COMPRESSED_BYTES : MAX_JSON_BYTES);
    return {
        write: body.write,
        result() {
            let bytes = body.bytes();
            try {
                for (const e of [...encodings].reverse())
                    if (bytes)
                        bytes = DECODERS[e](bytes);
            }
            catch {
                return undefined;
            }
            return bytes && usageOfBody(bytes, sse);
        },
    };
}

;// CONCATENATED MODULE: ./src/model-proxy/exchange.ts





/** Request headers that belong to the agent's connection or credential, never forwarded. */
const REQUEST_DROPPED = new Set([
    'connection',
    'keep-alive',
    'proxy-connection',
    'proxy-authorization',
    'te',
    'upgrade',
    'host',
    'expect',
    'accept-encoding',
    'x-api-key',
    'authorization',
]);
/** Response headers that belong to the upstream connection. */
const RESPONSE_DROPPED = new Set([
    'connection',
    'keep-alive',
    'proxy-connection',
    'proxy-authenticate',
    'upgrade',
]);
/** Headers without the dropped ones and those the Connection header names. */
function withoutHopByHop(headers, dropped) {
    const named = (http_head_valueOf(headers, 'connection') ?? '')
        .split(',')
        .map((o) => o.trim().toLowerCase());
    return headers.filter(([name]) => !dropped.has(name) && !named.includes(name));
}
/** The head sent upstream: the API's path under the base URL, the real credential on. */
function upstreamHead(head, upstream, credential) {
    const headers = headerRecord(withoutHopByHop(head.headers, REQUEST_DROPPED));
    authorize(headers, credential);
    // Usage is read from the response as it passes: ask for it uncompressed.
    headers['accept-encoding'] = 'identity';
    return serializeHead(`${head.method} ${upstream.basePath}${head.target} HTTP/1.1`, [
        ['host', upstream.host],
        ...Object.entries(headers),
    ]);
}
class Exchange {
    request;
    client;
    upstream;
    ends;
    lastOnConnection;
    link;
    head = Buffer.alloc(0);
    relay;
    requestSent = false;
    over = false;
    /** Backpressure: the client waits for the upstream to drain, or the other way round. */
    resumeClient = () => this.client.resume();
    resumeLink = () => this.link.socket.resume();
    constructor(request, client, upstream, credential, ends, 
    /** The client's connection ends after this answer (it asked so): the answer says it. */
    lastOnConnection = false) {
        this.request = request;
        this.client = client;
        this.upstream = upstream;
        this.ends = ends;
        this.lastOnConnection = lastOnConnection;
        this.link = upstream.acquire({
            data: (chunk) => this.fromUpstream(chunk),
            end: () => this.upstreamEnded(),
            error: (error) => this.fail(error),
        });
        this.link.socket.write(upstreamHead(request, upstream, credential));
    }
    /** Bytes of the request's body, as the agent sent them. */
    send(bytes) {
        if (this.over || bytes.length === 0)
            return;
        if (!this.link.socket.write(bytes) && !this.client.isPaused()) {
            this.client.pause();
            this.link.socket.once('drain', this.resumeClient);
        }
    }
    /** The request's body has been sent whole. */
    sent() {
        this.requestSent = true;
    }
    /** The client went away: the upstream connection is closed, the usage so far counted. */
    abort() {
        if (this.end(false))
            this.countUsage();
    }
    /** Ends the exchange once: the upstream connection released, backpressure undone. */
    end(reusable) {
        if (this.over)
            return false;
        this.over = true;
        this.link.socket.off('drain', this.resumeClient);
        this.client.off('drain', this.resumeLink);
        this.client.resume();
        this.link.release(reusable);
        return true;
    }
    /** Bytes from upstream; returns whether they are still held after the call. */
    fromUpstream(chunk) {
        if (this.over)
            return false;
        try {
            const rest = this.relay ? chunk : this.readHead(chunk);
            if (this.relay && rest.length > 0)
                this.forward(this.relay, rest);
        }
        catch (error) {
            this.fail(error);
        }
        return this.client.writableLength > 0;
    }
    /** Collects the response head; once whole, sends it on and returns the bytes after it. */
    readHead(chunk) {
        this.head = Buffer.concat([this.head, chunk]);
        const end = headEnd(this.head);
        if (end < 0)
            return Buffer.alloc(0);
        const head = parseResponseHead(this.head.subarray(0, end));
        const rest = this.head.subarray(end);
        this.head = Buffer.alloc(0);
        if (head.status === 101)
            throw new HeadError(502, 'the upstream switched protocols');
        // An interim answer (103 Early Hints): the final one follows.
        if (head.status < 200)
            return this.readHead(rest);
        this.startRelay(head);
        return rest;
    }
    startRelay(head) {
        const framing = responseFraming(this.request.method, head);
        const tap = usageTap(http_head_valueOf(head.headers, 'content-type'), http_head_valueOf(head.headers, 'content-encoding'));
        const toClose = framing.kind === 'close';
        const headers = withoutHopByHop(head.headers, RESPONSE_DROPPED);
        if (toClose || this.lastOnConnection)
            headers.push(['connection', 'close']);
        this.client.write(serializeHead(`HTTP/1.1 ${head.status} ${head.reason}`, headers));
        const persistent = head.minor === 1
            ? !connectionHas(head.headers, 'close')
            : connectionHas(head.headers, 'keep-alive');
        this.relay = {
            body: new BodyReader(framing, tap?.write),
            tap,
            toClose,
            reusable: persistent && !toClose,
        };
        if (this.relay.body.done)
            this.complete(this.relay);
    }
    /** Body bytes from upstream: to the client as they are, then read for usage. */
    forward(relay, chunk) {
        const used = relay.body.push(chunk);
        const bytes = used === chunk.length ? chunk : chunk.subarray(0, used);
        if (used > 0 && !this.client.write(bytes) && !this.link.socket.isPaused()) {
            this.link.socket.pause();
            this.client.once('drain', this.resumeLink);
        }
        if (!relay.body.done)
            return;
        // Bytes after the response: the upstream is out of step, so its connection is not reused.
        if (used < chunk.length)
            relay.reusable = false;
        this.complete(relay);
    }
    upstreamEnded() {
        if (this.relay?.body.endOfInput())
            this.complete(this.relay);
        else
            this.fail(new Error('the connection closed before the response ended'));
    }
    complete(relay) {
        if (!this.end(relay.reusable && this.requestSent))
            return;
        this.countUsage();
        this.ends.finished(!relay.toClose);
    }
    fail(error) {
        if (!this.end(false))
            return;
        this.countUsage();
        if (this.relay) {
            // The answer is under way: the client sees the connection break, not a wrong body.
            this.client.destroy();
            this.ends.finished(false);
            return;
        }
        const origin = this.upstream.url.origin;
        const unreadable = error instanceof HeadError || error instanceof FramingError;
        const message = unreadable
            ? `The model proxy could not read the answer of ${origin}: ${error.message}`
            : `The model proxy could not reach ${origin}: ${error.message}`;
        this.client.write(errorReply(502, 'api_error', message));
        this.ends.finished(true);
    }
    countUsage() {
        const usage = this.relay?.tap?.result();
        if (usage)
            this.ends.onUsage(usage);
    }
}

;// CONCATENATED MODULE: ./src/model-proxy/client-connection.ts




const EMPTY = Buffer.alloc(0);
class ClientConnection {
    socket;
    context;
    /** Bytes read and not yet handled (the start of the next request). */
    pending = EMPTY;
    body;
    exchange;
    /** The connection ends once the current request is answered. */
    closing = false;
    constructor(socket, context) {
        this.socket = socket;
        this.context = context;
        socket.setNoDelay(true);
        socket.on('data', (chunk) => this.receive(chunk));
        socket.on('error', () => this.exchange?.abort());
        socket.on('close', () => this.exchange?.abort());
    }
    receive(chunk) {
        try {
            const rest = this.body ? this.readBody(this.body, chunk) : chunk;
            if (rest.length > 0)
                this.pending = this.pending.length > 0 ? Buffer.concat([this.pending, rest]) : rest;
            this.next();
        }
        catch (error) {
            this.refuseUnreadable(error);
        }
    }
    /** Body bytes to where they go; returns the bytes after the body. */
    readBody(body, chunk) {
        const used = body.reader.push(chunk);
        body.exchange?.send(used === chunk.length ? chunk : chunk.subarray(0, used));
        if (!body.reader.done)
            return EMPTY;
        body.exchange?.sent();
        this.body = undefined;
        return chunk.subarray(used);
    }
    /** Starts the next request once the current one is read and answered. */
    next() {
        if (this.body || this.exchange || this.socket.destroyed) {
            // A request waits for its answer: the next one stays in the socket until then.
            if (!this.body && this.pending.length > 0)
                this.socket.pause();
            return;
        }
        if (this.closing)
            return void this.socket.end();
        const end = headEnd(this.pending);
        if (end < 0)
            return void this.socket.resume();
        const head = parseRequestHead(this.pending.subarray(0, end));
        const rest = this.pending.subarray(end);
        this.pending = EMPTY;
        this.start(head);
        if (rest.length > 0)
            this.receive(rest);
        else if (this.body)
            this.socket.resume();
    }
    start(head) {
        const reader = new BodyReader(requestFraming(head.headers));
        const expectsContinue = (http_head_valueOf(head.headers, 'expect') ?? '').toLowerCase() === '100-continue';
        this.closing =
            head.minor === 0
                ? !connectionHas(head.headers, 'keep-alive')
                : connectionHas(head.headers, 'close');
        const admission = this.context.gate(head);
        if ('refuse' in admission) {
            const { status, type, message } = admission.refuse;
            // A client waiting for 100-continue sends no body: the connection ends after the answer.
            if (expectsContinue && !reader.done)
                this.closing = true;
            this.socket.write(errorReply(status, type, message, this.closing));
            this.body = reader.done || expectsContinue ? undefined : { reader, exchange: undefined };
            return;
        }
        const ends = {
            onUsage: (usage) => admission.onUsage(usage),
            finished: (keepAlive) => {
                this.exchange = undefined;
                if (!keepAlive)
                    this.closing = true;
                this.next();
            },
        };
        const { upstream, credential } = this.context;
        const exchange = new Exchange(head, this.socket, upstream, credential, ends, this.closing);
        this.exchange = exchange;
        if (expectsContinue && !reader.done)
            this.socket.write(CONTINUE);
        if (reader.done)
            exchange.sent();
        else
            this.body = { reader, exchange };
    }
    /** A request the proxy cannot read: a clear error, then the connection ends. */
    refuseUnreadable(error) {
        if (!(error instanceof HeadError || error instanceof FramingError))
            throw error;
        this.body = undefined;
        if (this.exchange) {
            // Part of the request went upstream already: no answer can be trusted, the connection ends.
            this.exchange.abort();
            this.exchange = undefined;
            return void this.socket.destroy();
        }
        const status = error instanceof HeadError && error.status !== 502 ? error.status : 400;
        const message = `The harness's model proxy cannot read this request: ${error.message}.`;
        this.socket.end(errorReply(status, 'invalid_request_error', message, true));
    }
}

// EXTERNAL MODULE: external "node:tls"
var external_node_tls_ = __webpack_require__(1692);
;// CONCATENATED MODULE: ./src/model-proxy/upstream.ts
/**
 * The proxy's connections to the model API: plain TCP or TLS (verified against the system's
 * roots, as node's https does), kept alive between requests as a pool of idle connections.
 */


const DEFAULT_UPSTREAM = 'https://api.anthropic.com';
/** An idle connection is closed after this long. */
const IDLE_MS = 30_000;
/** Plain TCP bytes are read into one reused buffer of this size (no allocation per read). */
const READ_BYTES = 64 * 1024;
class Upstream {
    url;
    secure;
    /** The Host header for requests upstream. */
    host;
    /** The path the API's paths go under (the base URL's path, without its trailing slash). */
    basePath;
    port;
    idle = [];
    /** The buffer the next read goes into. */
    readBuffer;
    listeners = new WeakMap();
    closed = false;
    constructor(base) {
        this.url = new URL(base || DEFAULT_UPSTREAM);
        if (this.url.protocol !== 'http:' && this.url.protocol !== 'https:') {
            throw new Error(`the model API's URL must be http or https: ${this.url.origin}`);
        }
        this.secure = this.url.protocol === 'https:';
        this.port = Number(this.url.port) || (this.secure ? 443 : 80);
        this.host = this.url.host;
        this.basePath = this.url.pathname.replace(/\/+$/, '');
    }
    /** A connection for one exchange: an idle one, else a new one. */
    acquire(events) {
        let socket = this.idle.pop();
        const reused = socket !== undefined;
        if (socket) {
            socket.ref();
            socket.setTimeout(0);
        }
        else {
            socket = this.open();
        }
        this.listeners.set(socket, events);
        const held = socket;
        return {
            socket: held,
            reused,
            release: (reusable) => {
                this.listeners.set(held, undefined);
                if (!reusable || this.closed || held.destroyed)
                    return void held.destroy();
                held.resume();
                held.unref();
                held.setTimeout(IDLE_MS);
                this.idle.push(held);
            },
        };
    }
    close() {
        this.closed = true;
        for (const socket of this.idle)
            socket.destroy();
        this.idle = [];
    }
    open() {
        const hostname = this.url.hostname.replace(/^\[|\]$/g, '');
        /** Bytes read to the exchange holding the connection; false for an idle one (closed). */
        const deliver = (chunk) => {
            const to = this.listeners.get(socket);
            // An idle connection has nothing to say: whatever it sends, it is not reused.
            if (!to)
                socket.destroy();
            else if (to.data(chunk))
                this.readBuffer = undefined;
            return to !== undefined;
        };
        const socket = this.secure
            ? (0,external_node_tls_.connect)({
                host: hostname,
                port: this.port,
                ...((0,external_node_net_.isIP)(hostname) ? {} : { servername: hostname }),
                ALPNProtocols: ['http/1.1'],
            }).on('data', deliver)
            : (0,external_node_net_.connect)({
                host: hostname,
                port: this.port,
                // Plain TCP reads into one reused buffer (TLS allocates its own per read).
                onread: {
                    buffer: () => (this.readBuffer ??= Buffer.allocUnsafe(READ_BYTES)),
                    callback: (length, buffer) => deliver(Buffer.from(buffer.buffer, buffer.byteOffset, length)),
                },
            });
        socket.setNoDelay(true);
        const events = () => this.listeners.get(socket);
        socket.on('end', () => events()?.end());
        socket.on('error', (error) => events()?.error(error));
        socket.on('timeout', () => socket.destroy());
        socket.on('close', () => {
            this.idle = this.idle.filter((s) => s !== socket);
            events()?.error(new Error('the connection closed'));
        });
        return socket;
    }
}

;// CONCATENATED MODULE: ./src/model-proxy/server.ts
/**
 * The model proxy: a server on 127.0.0.1 between the agent and the model API. A request must
 * present a live capability (where claude puts its credential); the proxy takes it off, puts
 * the real credential on, and passes the request upstream. The response comes back as the
 * upstream's bytes, unparsed and unchanged (SSE included: as they come, nothing held), while a
 * tap reads its usage for the grant that made the request. Requests the grant says no to (the
 * cost limit) are refused; a revoked capability is refused like one never issued.
 */







function hashOf(capability) {
    return (0,external_node_crypto_.createHash)('sha256').update(capability).digest('hex');
}
/** The gate: a live capability passes unless its grant refuses; anything else is refused. */
function admission(grants, head) {
    const capability = presentedCapability(headerRecord(head.headers));
    const policy = capability ? grants.get(hashOf(capability)) : undefined;
    if (!policy) {
        return {
            refuse: {
                status: 401,
                type: 'authentication_error',
                message: "The harness's model proxy refused this request: its capability is not valid (each one ends with the agent phase it was issued for).",
            },
        };
    }
    const refusal = policy.refusal();
    // Not retryable (400), worded so claude's error reads as a spending limit.
    if (refusal)
        return { refuse: { status: 400, type: 'invalid_request_error', message: refusal } };
    return { onUsage: (usage) => policy.onUsage(usage) };
}
async function startModelProxy(options) {
    const upstream = new Upstream(options.upstream);
    const grants = new Map();
    const sockets = new Set();
    const context = {
        gate: (head) => admission(grants, head),
        upstream,
        credential: options.credential,
    };
    const server = (0,external_node_net_.createServer)((socket) => {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        new ClientConnection(socket, context);
    });
    await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(0, '127.0.0.1', () => resolve());
    });
    const address = server.address();
    if (address === null || typeof address === 'string')
        throw new Error('model proxy has no port');
    return {
        url: `http://127.0.0.1:${address.port}`,
        credentialKind: options.credential.kind,
        grant(policy) {
            const capability = `ralph-cap-${(0,external_node_crypto_.randomBytes)(32).toString('base64url')}`;
            const key = hashOf(capability);
            grants.set(key, policy);
            return { capability, revoke: () => grants.delete(key) };
        },
        close: () => new Promise((resolve) => {
            grants.clear();
            for (const socket of sockets)
                socket.destroy();
            upstream.close();
            server.close(() => resolve());
        }),
    };
}

;// CONCATENATED MODULE: ./src/model-proxy/gateway.ts



function createModelGateway(options) {
    let proxy;
    const started = () => (proxy ??= startModelProxy(options));
    return {
        guard(runner, budgetOptions) {
            const budget = new Budget(budgetOptions);
            return { run: async (given) => runPhase(runner, await started(), budget, given) };
        },
        async close() {
            const running = proxy;
            proxy = undefined;
            if (running)
                await (await running).close();
        },
    };
}
async function runPhase(runner, proxy, budget, given) {
    const phase = new PhaseMeter();
    const grant = proxy.grant({
        refusal: () => budget.refusal(phase),
        onUsage: (usage) => phase.add(usage),
    });
    let result;
    try {
        result = await runner.run({
            ...given,
            env: {
                ...given.env,
                ANTHROPIC_BASE_URL: proxy.url,
                ...agentCredentialEnv(proxy.credentialKind, grant.capability),
            },
        });
    }
    finally {
        grant.revoke();
    }
    // claude's own figure misses requests made with the capability outside its conversation.
    const costUsd = Math.max(result.totalCostUsd, phase.costUsd);
    budget.settle(costUsd);
    const capped = phase.refused !== undefined && result.outcome !== 'completed';
    return {
        ...result,
        totalCostUsd: costUsd,
        usage: phase.usage,
        ...(capped ? { outcome: 'cost_cap', summary: `cost limit reached: ${phase.refused}` } : {}),
    };
}

;// CONCATENATED MODULE: ./src/model-proxy/proxied-agents.ts

function proxiedAgents(options) {
    const { credential } = options;
    let gateway;
    let told = false;
    const tell = (kind) => {
        if (told)
            return;
        told = true;
        options.onStart?.(`Model proxy: the agent reaches the model through the harness with a capability per phase; it never holds the ${kind} credential.`);
    };
    return {
        agent(createAgent, budget) {
            if (!credential)
                return createAgent();
            gateway ??= createModelGateway({ credential, upstream: options.upstream });
            const guarded = gateway.guard(createAgent(), budget);
            return {
                run(runOptions) {
                    tell(credential.kind);
                    return guarded.run(runOptions);
                },
            };
        },
        async close() {
            await gateway?.close();
        },
    };
}

;// CONCATENATED MODULE: ./src/model-proxy/index.ts
/** The model proxy: the agent reaches the model through it and never holds the credential. */







// EXTERNAL MODULE: ./src/engine/index.ts + 51 modules
var engine = __webpack_require__(154);
// EXTERNAL MODULE: ./src/git/git.ts + 3 modules
var git = __webpack_require__(2084);
;// CONCATENATED MODULE: ./src/isolation/boundary.ts
/**
 * The tree is the agent's from `beforeAgent` to `afterAgent` and from `beforeChecks` to
 * `afterChecks`; in between, every process of its user is ended and the tree is the harness's.
 */
function sandboxBoundary(sandbox) {
    return {
        beforeAgent: () => sandbox.grant(),
        agentOptions: (options) => ({ ...options, sandbox }),
        afterAgent: () => sandbox.reclaim(),
        beforeChecks: () => sandbox.grant(),
        checksOptions: (options) => ({ ...options, sandbox }),
        afterChecks: () => sandbox.reclaim(),
        blockedEgress: async () => (await sandbox.blockedEgress?.()) ?? [],
    };
}

// EXTERNAL MODULE: ./src/isolation/environment.ts
var environment = __webpack_require__(2845);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
;// CONCATENATED MODULE: ./src/isolation/privileged.ts
/** Running the few commands that need privileges: directly as root, else through `sudo -n`. */



/**
 * Where system tools live whatever PATH says: a root runner's PATH often lacks the sbin
 * directories (containers, self-hosted runners), and `useradd` lives there.
 */
const STANDARD_TOOL_DIRS = [
    '/usr/local/sbin',
    '/usr/local/bin',
    '/usr/sbin',
    '/usr/bin',
    '/sbin',
    '/bin',
];
/** The absolute path of a tool: PATH first, then the standard directories; else undefined. */
function findTool(name, path = process.env.PATH ?? '') {
    if ((0,external_node_path_.isAbsolute)(name))
        return name;
    for (const dir of [...path.split(external_node_path_.delimiter), ...STANDARD_TOOL_DIRS]) {
        if (!(0,external_node_path_.isAbsolute)(dir))
            continue;
        try {
            (0,external_node_fs_.accessSync)((0,external_node_path_.join)(dir, name), external_node_fs_.constants.X_OK);
            return (0,external_node_path_.join)(dir, name);
        }
        catch {
            // keep looking
        }
    }
    return undefined;
}
/** Runs a command and resolves with its result; a missing executable is exit 127. */
function runCommand(command, args, options = {}) {
    return new Promise((resolve) => {
        let stdout = '';
        let stderr = '';
        let settled = false;
        const settle = (result) => {
            if (settled)
                return;
            settled = true;
            resolve(result);
        };
        const child = (0,external_node_child_process_.spawn)(findTool(command) ?? command, args, {
            env: { ...process.env, LC_ALL: 'C' },
            stdio: ['pipe', 'pipe', 'pipe'],
        });
        child.stdout.setEncoding('utf8').on('data', (chunk) => (stdout += chunk));
        child.stderr.setEncoding('utf8').on('data', (chunk) => (stderr += chunk));
        child.on('error', (error) => settle({
            exitCode: error.code === 'ENOENT' ? 127 : 126,
            stdout,
            stderr: `${command}: ${error.message}`,
        }));
        child.on('close', (code) => settle({ exitCode: code ?? 128, stdout, stderr }));
        child.stdin.on('error', () => undefined);
        child.stdin.end(options.input ?? '');
    });
}
/** The argv that runs `argv` with the privilege the harness has. */
function privilegedArgv(privilege, argv) {
    return privilege.kind === 'sudo' ? ['sudo', '-n', '--', ...argv] : argv;
}
/** Runs a privileged command; throws with its stderr when it fails. */
async function runPrivileged(privilege, argv, options = {}) {
    const [command, ...args] = privilegedArgv(privilege, argv);
    const result = await runCommand(command, args, options);
    if (result.exitCode !== 0) {
        const detail = result.stderr.trim().split('\n').slice(-3).join(' ');
        throw new Error(`\`${argv.join(' ')}\` failed (exit ${result.exitCode}): ${detail}`);
    }
    return result;
}

;// CONCATENATED MODULE: ./src/isolation/handover.ts
/**
 * Who may touch what. The working tree is handed to the agent's user for its phase and taken
 * back afterwards; `.git` and `.ralph` stay the harness's throughout (the agent may read them,
 * never write them). The top directory stays the harness's too, group-writable for the agent
 * with the sticky bit, so the agent can add files there but cannot rename or replace `.git`
 * or `.ralph`. Directories on the way to the tree become traversable (never listable), and the
 * harness's private places (its HOME, RUNNER_TEMP) are closed for the run.
 */




/** Top-level entries that stay the harness's while the agent works. */
const HARNESS_ENTRIES = ['.git', '.ralph'];
async function topEntries(workspace, except) {
    const names = await (0,promises_.readdir)(workspace);
    return names.filter((name) => !except.includes(name)).map((name) => (0,external_node_path_.join)(workspace, name));
}
/**
 * Changes the owner of every path and everything under it, never following a link (a link is
 * changed itself). As root this is done in-process; through sudo, with `chown -R -P -h`.
 */
async function chownTree(privilege, owner, paths) {
    if (privilege.kind === 'root') {
        const stack = [...paths];
        while (stack.length > 0) {
            const path = stack.pop();
            let info;
            try {
                info = (0,external_node_fs_.lstatSync)(path);
            }
            catch {
                continue; // gone meanwhile
            }
            if (info.uid !== owner.uid || info.gid !== owner.gid)
                (0,external_node_fs_.lchownSync)(path, owner.uid, owner.gid);
            if (info.isDirectory())
                for (const name of (0,external_node_fs_.readdirSync)(path))
                    stack.push((0,external_node_path_.join)(path, name));
        }
        return;
    }
    for (let i = 0; i < paths.length; i += 200) {
        await runPrivileged(privilege, [
            'chown',
            '-R',
            '-P',
            '-h',
            `${owner.uid}:${owner.gid}`,
            '--',
            ...paths.slice(i, i + 200),
        ]);
    }
}
/** Sets the top directory's group and mode. */
async function setTop(privilege, workspace, owner, mode) {
    if (privilege.kind === 'root') {
        (0,external_node_fs_.lchownSync)(workspace, owner.uid, owner.gid);
        (0,external_node_fs_.chmodSync)(workspace, mode);
        return;
    }
    await runPrivileged(privilege, ['chgrp', '-h', String(owner.gid), workspace]);
    await runPrivileged(privilege, ['chmod', octal(mode), workspace]);
}
function octal(mode) {
    return (mode & 0o7777).toString(8).padStart(4, '0');
}
/** Hands the working tree to the agent's user; returns the top directory's mode to restore. */
async function grantTree(privilege, workspace, user) {
    const top = await (0,promises_.lstat)(workspace);
    await chownTree(privilege, user, await topEntries(workspace, HARNESS_ENTRIES));
    await setTop(privilege, workspace, { uid: top.uid, gid: user.gid }, (top.mode & 0o755) | 0o1070);
    return { path: workspace, mode: top.mode & 0o7777, gid: top.gid };
}
/** Takes the tree back (every entry but .git, whatever the agent made of it). */
async function reclaimTree(privilege, workspace, harness, top) {
    await chownTree(privilege, harness, await topEntries(workspace, ['.git']));
    if (top) {
        const current = await (0,promises_.lstat)(workspace);
        await setTop(privilege, workspace, { uid: current.uid, gid: top.gid ?? harness.gid }, top.mode);
    }
}
/** `path` and every directory above it, top first. */
function ancestorsOf(path) {
    const chain = [];
    for (let current = path;; current = (0,external_node_path_.dirname)(current)) {
        chain.unshift(current);
        if ((0,external_node_path_.dirname)(current) === current)
            break;
    }
    return chain;
}
/** Whether `path` is `dir` or inside it. */
function isWithin(path, dir) {
    const rel = (0,external_node_path_.relative)(dir, path);
    return rel === '' || (!rel.startsWith('..') && !rel.startsWith(external_node_path_.sep) && rel !== '..');
}
/**
 * Makes every directory above each open path traversable by others (x only: the agent can
 * reach what it is given by name, not list the directories on the way).
 */
async function openWays(privilege, openPaths) {
    const changed = [];
    const done = new Set();
    for (const open of openPaths) {
        for (const dir of ancestorsOf(open).slice(0, -1)) {
            if (done.has(dir))
                continue;
            done.add(dir);
            const info = await (0,promises_.lstat)(dir);
            if (!info.isDirectory() || (info.mode & 0o001) !== 0)
                continue;
            await runPrivileged(privilege, ['chmod', 'o+x', dir]);
            changed.push({ path: dir, mode: info.mode & 0o7777 });
        }
    }
    return changed;
}
/**
 * Closes the harness's private places for the run: a private directory that holds none of the
 * open paths becomes owner-only; one that does (the runner's HOME holds the workspace on
 * GitHub-hosted runners) keeps only traversal, and its other entries become owner-only.
 */
async function closePrivate(privilege, privatePaths, openPaths) {
    const changed = [];
    const tighten = async (path, keepTraverse) => {
        let info;
        try {
            info = await (0,promises_.lstat)(path);
        }
        catch {
            return;
        }
        if (info.isSymbolicLink())
            return;
        const mode = info.mode & 0o7777;
        const next = keepTraverse ? (mode & ~0o066) | 0o001 : mode & ~0o077;
        if (next === mode)
            return;
        await runPrivileged(privilege, ['chmod', octal(next), path]);
        changed.push({ path, mode });
    };
    for (const raw of privatePaths) {
        let dir;
        try {
            dir = await (0,promises_.realpath)(raw);
        }
        catch {
            continue;
        }
        const inside = openPaths.filter((open) => isWithin(open, dir));
        if (inside.some((open) => isWithin(dir, open)))
            continue; // the private path is itself open
        if (inside.length === 0) {
            await tighten(dir, false);
            continue;
        }
        // Walk down towards each open path, closing the side entries on the way.
        const onTheWay = new Set();
        for (const open of inside)
            for (const step of ancestorsOf(open))
                onTheWay.add(step);
        const walk = async (current) => {
            await tighten(current, true);
            for (const name of await (0,promises_.readdir)(current)) {
                const entry = (0,external_node_path_.join)(current, name);
                if (inside.includes(entry))
                    continue;
                if (onTheWay.has(entry))
                    await walk(entry);
                else
                    await tighten(entry, false);
            }
        };
        await walk(dir);
    }
    return changed;
}
/** Puts back the modes (and groups) changed, last change first. */
async function restoreModes(privilege, changed) {
    for (const entry of [...changed].reverse()) {
        try {
            if (entry.gid !== undefined)
                await runPrivileged(privilege, ['chgrp', '-h', String(entry.gid), entry.path]);
            await runPrivileged(privilege, ['chmod', octal(entry.mode), entry.path]);
        }
        catch {
            // the path is gone: nothing to restore
        }
    }
}

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
;// CONCATENATED MODULE: ./src/isolation/cgroup.ts
/**
 * A cgroup v2 of the agent's user: one directory under the writable cgroup2 hierarchy with
 * `memory.max` and `pids.max`, entered by the first process of every spawn chain (so everything
 * the agent and the checks start is inside), emptied with `cgroup.kill` and removed at the end.
 */




/** Where the cgroup2 hierarchy is mounted, from /proc/self/mountinfo text; else undefined. */
function cgroup2Mount(mountinfo) {
    for (const line of mountinfo.split('\n')) {
        // <id> <parent> <dev> <root> <mount point> <options> [optional...] - <fstype> <source> <super>
        const [before, after] = line.split(' - ');
        if (!before || !after || after.split(' ')[0] !== 'cgroup2')
            continue;
        const mountPoint = before.split(' ')[4];
        if (mountPoint)
            return unescapeMountPath(mountPoint);
    }
    return undefined;
}
function unescapeMountPath(path) {
    return path.replace(/\\([0-7]{3})/g, (_, octal) => String.fromCharCode(parseInt(octal, 8)));
}
/** The controllers a cgroup's children get: the words of its `cgroup.subtree_control`. */
async function subtreeControllers(parent) {
    const text = await (0,promises_.readFile)((0,external_node_path_.join)(parent, 'cgroup.subtree_control'), 'utf8');
    return new Set(text.split(/\s+/).filter(Boolean));
}
/** Writes a cgroup file (root writes it directly, sudo through `tee`). */
async function writeKnob(privilege, path, value) {
    if (privilege.kind === 'root')
        await (0,promises_.writeFile)(path, value);
    else
        await runPrivileged(privilege, ['tee', path], { input: value });
}
const NEEDED = ['memory', 'pids'];
/**
 * Makes sure the children of `parent` get the memory and pids controllers: enables them where
 * they are available but off (the hierarchy's root). Throws where that is impossible (a
 * container's cgroup holding processes, a hybrid host whose controllers are on cgroup v1).
 */
async function enableControllers(privilege, parent) {
    const enabled = await subtreeControllers(parent);
    const missing = NEEDED.filter((name) => !enabled.has(name));
    if (missing.length === 0)
        return;
    const available = (await (0,promises_.readFile)((0,external_node_path_.join)(parent, 'cgroup.controllers'), 'utf8')).split(/\s+/);
    const absent = missing.filter((name) => !available.includes(name));
    if (absent.length > 0)
        throw new Error(`the ${absent.join(' and ')} controller(s) are not on cgroup v2 here`);
    await writeKnob(privilege, (0,external_node_path_.join)(parent, 'cgroup.subtree_control'), missing.map((name) => `+${name}`).join(' '));
}
/** A counter (`key value` line) of a cgroup's events file; 0 where absent. */
function eventCount(text, key) {
    const match = new RegExp(`^${key} (\\d+)$`, 'm').exec(text);
    return match ? Number(match[1]) : 0;
}
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
async function exists(path) {
    return (0,promises_.access)(path, external_node_fs_.constants.F_OK).then(() => true, () => false);
}
/** Kills what is inside (cgroup.kill, else each pid) and removes the directory, retrying while it empties. */
async function killAndRemove(privilege, path) {
    const kill = (0,external_node_path_.join)(path, 'cgroup.kill');
    for (let round = 0; round < 100; round++) {
        const pids = (await (0,promises_.readFile)((0,external_node_path_.join)(path, 'cgroup.procs'), 'utf8').catch(() => ''))
            .split('\n')
            .filter(Boolean);
        if (pids.length > 0) {
            if (await exists(kill))
                await writeKnob(privilege, kill, '1');
            else if (privilege.kind === 'root')
                pids.forEach((pid) => safeKill(Number(pid)));
            else
                await runPrivileged(privilege, ['kill', '-KILL', ...pids]).catch(() => undefined);
        }
        try {
            if (privilege.kind === 'root')
                await (0,promises_.rmdir)(path);
            else
                await runPrivileged(privilege, ['rmdir', path]);
            return;
        }
        catch (error) {
            if (error.code === 'ENOENT')
                return;
            await pause(round < 10 ? 10 : 50);
        }
    }
    throw new Error(`the cgroup ${path} could not be removed: processes are still inside`);
}
function safeKill(pid) {
    try {
        process.kill(pid, 'SIGKILL');
    }
    catch {
        // gone
    }
}
/**
 * Creates (or, after a killed run, empties and reuses) the cgroup `name` at the top of the
 * cgroup2 hierarchy mounted at `mount`, with the limits set. Throws where that is impossible.
 */
async function createAgentCgroup(privilege, mount, name, limits) {
    await enableControllers(privilege, mount);
    const path = (0,external_node_path_.join)(mount, name);
    if (await exists(path))
        await killAndRemove(privilege, path);
    if (privilege.kind === 'root')
        await (0,promises_.mkdir)(path);
    else
        await runPrivileged(privilege, ['mkdir', path]);
    try {
        await writeKnob(privilege, (0,external_node_path_.join)(path, 'memory.max'), String(limits.memoryBytes));
        await writeKnob(privilege, (0,external_node_path_.join)(path, 'pids.max'), String(limits.processes));
        // no swap: a process over the limit is killed rather than crawling on swap
        if (await exists((0,external_node_path_.join)(path, 'memory.swap.max')))
            await writeKnob(privilege, (0,external_node_path_.join)(path, 'memory.swap.max'), '0');
    }
    catch (error) {
        await killAndRemove(privilege, path).catch(() => undefined);
        throw error;
    }
    return {
        path,
        procs: (0,external_node_path_.join)(path, 'cgroup.procs'),
        async events() {
            const read = (file) => (0,promises_.readFile)((0,external_node_path_.join)(path, file), 'utf8').catch(() => '');
            return {
                oomKills: eventCount(await read('memory.events'), 'oom_kill'),
                forksRefused: eventCount(await read('pids.events'), 'max'),
            };
        },
        remove: () => killAndRemove(privilege, path),
    };
}

;// CONCATENATED MODULE: ./src/isolation/limits.ts
/**
 * Process and memory limits of the agent's user, so that a fork bomb or a memory hog in the
 * agent's Bash or in a check cannot take the runner (and the harness) down.
 *
 * - cgroup v2 where the runner has a writable cgroup2 hierarchy with the memory and pids
 *   controllers (GitHub's hosted runners): one cgroup for the user, memory counted over all of
 *   its processes (the kernel's OOM killer ends the biggest one over the limit), processes
 *   counted over all of them; emptied with `cgroup.kill` and removed at the end.
 * - rlimits otherwise (util-linux `prlimit`): RLIMIT_NPROC, which counts every process of the
 *   agent's own uid, and RLIMIT_DATA, the memory each process may allocate (an allocation over
 *   it fails).
 *
 * Either way the limiting step sits in the spawn chain before the switch to the agent's user.
 */




/** Processes (threads included) the agent's user may have at once. */
const DEFAULT_MAX_PROCESSES = 4096;
/** The least the settings may say: below it the agent itself (about 250 MB) cannot start. */
const MIN_MEMORY_MB = 256;
const MIN_PROCESSES = 64;
/** The share of the runner's RAM the agent's user may use; the rest stays the harness's. */
const DEFAULT_MEMORY_SHARE = 0.75;
const MIB = 1024 * 1024;
/** The limits in effect: the settings, else the defaults. */
function resolveLimits(settings = {}, totalBytes = (0,external_node_os_.totalmem)()) {
    return {
        memoryBytes: settings.memoryMb
            ? settings.memoryMb * MIB
            : Math.floor((totalBytes * DEFAULT_MEMORY_SHARE) / MIB) * MIB,
        processes: settings.processes ?? DEFAULT_MAX_PROCESSES,
    };
}
const defaultLimitDeps = {
    mountinfo: () => (0,promises_.readFile)('/proc/self/mountinfo', 'utf8').catch(() => ''),
    findTool: (name) => findTool(name),
};
function sizeText(bytes) {
    return bytes % (1024 * MIB) === 0
        ? `${bytes / (1024 * MIB)} GiB`
        : `${Math.round(bytes / MIB)} MiB`;
}
/** The line for what a cgroup's limits stopped, or undefined when they stopped nothing. */
function stoppedText(events, memoryBytes) {
    const parts = [];
    if (events.oomKills > 0)
        parts.push(`the memory limit (${sizeText(memoryBytes)}) killed ${events.oomKills} process(es)`);
    if (events.forksRefused > 0)
        parts.push(`the process limit refused ${events.forksRefused} new process(es)`);
    return parts.length > 0 ? `Limits of the agent's user: ${parts.join('; ')}.` : undefined;
}
function cgroupLimits(cgroup, sh, limits) {
    return {
        mechanism: 'cgroup v2',
        // the first process of the chain enters the cgroup; everything it starts stays inside
        prefix: [sh, '-c', 'echo $$ > "$0" && exec "$@"', cgroup.procs],
        description: `limits by cgroup v2: ${sizeText(limits.memoryBytes)} of memory and ${limits.processes} processes for all of the agent's processes together`,
        stopped: async () => stoppedText(await cgroup.events(), limits.memoryBytes),
        dispose: () => cgroup.remove(),
    };
}
function rlimitLimits(prlimit, limits, why) {
    return {
        mechanism: 'rlimits',
        prefix: [prlimit, `--nproc=${limits.processes}`, `--data=${limits.memoryBytes}`, '--'],
        description: `limits by rlimits (no cgroup v2: ${why}): ${limits.processes} processes for the agent's user, ${sizeText(limits.memoryBytes)} of memory per process`,
        stopped: async () => undefined,
        dispose: async () => undefined,
    };
}
/**
 * The limits for the agent's user: a cgroup v2 where one can be made, else rlimits through
 * prlimit, else none (said in the description).
 */
async function createLimits(privilege, user, settings = {}, deps = defaultLimitDeps) {
    const limits = resolveLimits(settings);
    const mount = cgroup2Mount(await deps.mountinfo());
    const sh = deps.findTool('sh');
    let why = 'no cgroup2 hierarchy is mounted';
    if (mount && sh) {
        try {
            return cgroupLimits(await createAgentCgroup(privilege, mount, user.name, limits), sh, limits);
        }
        catch (error) {
            why = error.message;
        }
    }
    const prlimit = deps.findTool('prlimit');
    if (prlimit)
        return rlimitLimits(prlimit, limits, why);
    return {
        mechanism: 'none',
        prefix: [],
        description: `no process or memory limits (no cgroup v2: ${why}; prlimit is not installed)`,
        stopped: async () => undefined,
        dispose: async () => undefined,
    };
}

;// CONCATENATED MODULE: ./src/isolation/probe.ts
/**
 * Whether the harness can run the agent as another user: as root (containers, some CI), or
 * through passwordless `sudo -n` (GitHub-hosted runners). Anything else cannot isolate.
 */

const defaultProbeDeps = {
    getuid: () => process.getuid?.() ?? -1,
    sudoWorks: async () => (await runCommand('sudo', ['-n', 'true'])).exitCode === 0,
    platform: process.platform,
};
async function detectPrivilege(deps = defaultProbeDeps) {
    if (deps.platform !== 'linux') {
        return { kind: 'none', why: `isolation needs Linux; this runner is ${deps.platform}` };
    }
    const uid = deps.getuid();
    if (uid === 0)
        return { kind: 'root' };
    if (await deps.sudoWorks())
        return { kind: 'sudo' };
    return {
        kind: 'none',
        why: `the action runs as uid ${uid} (not root) and passwordless \`sudo -n\` is not available`,
    };
}

;// CONCATENATED MODULE: ./src/isolation/reap.ts
/**
 * Ending the agent's processes: every process of its user after each phase (a `setsid nohup`
 * daemon included), and a guard process that does the same when the harness dies (SIGKILL
 * included), so no agent outlives the action.
 */



/** The real uid and state of a process from its /proc/<pid>/status text. */
function parseStatus(text) {
    const uid = /^Uid:\s+(\d+)/m.exec(text);
    if (!uid)
        return undefined;
    const state = /^State:\s+(\S)/m.exec(text);
    return { uid: Number(uid[1]), zombie: state?.[1] === 'Z' || state?.[1] === 'X' };
}
/** Live (non-zombie) processes whose real uid is `uid` (read synchronously: it is quicker). */
function processesOf(uid) {
    return Promise.resolve(processesOfSync(uid));
}
function processesOfSync(uid) {
    const pids = [];
    for (const name of (0,external_node_fs_.readdirSync)('/proc')) {
        if (!/^\d+$/.test(name))
            continue;
        try {
            const status = parseStatus((0,external_node_fs_.readFileSync)(`/proc/${name}/status`, 'utf8'));
            if (status && status.uid === uid && !status.zombie)
                pids.push(Number(name));
        }
        catch {
            // gone meanwhile
        }
    }
    return pids;
}
const reap_pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** The command that, run through sudo as the agent's user, ends all of that user's processes. */
function killAllArgv(user) {
    return ['sudo', '-n', '-u', user.name, 'kill', '-KILL', '-1'];
}
/**
 * SIGKILLs every process of the agent's user until none is left (a process that forks while
 * it is being killed is caught by the next round). Resolves with how many were seen.
 */
async function killAllOf(privilege, user) {
    const seen = new Set();
    for (let round = 0; round < 100; round++) {
        const pids = await processesOf(user.uid);
        if (pids.length === 0)
            return seen.size;
        for (const pid of pids)
            seen.add(pid);
        if (privilege.kind === 'root') {
            for (const pid of pids) {
                try {
                    process.kill(pid, 'SIGKILL');
                }
                catch {
                    // already gone
                }
            }
        }
        else {
            const [command, ...args] = killAllArgv(user);
            await runCommand(command, args);
        }
        await reap_pause(round < 10 ? 5 : 50);
    }
    const left = await processesOf(user.uid);
    if (left.length > 0) {
        throw new Error(`${left.length} process(es) of ${user.name} survived: ${left.join(', ')}`);
    }
    return seen.size;
}
/** The synchronous form for the harness's `exit` handler (root only: no child processes then). */
function killAllOfSync(user) {
    for (let round = 0; round < 20; round++) {
        const pids = processesOfSync(user.uid);
        if (pids.length === 0)
            return;
        for (const pid of pids) {
            try {
                process.kill(pid, 'SIGKILL');
            }
            catch {
                // already gone
            }
        }
    }
}
/**
 * The guard: a small process holding a pipe from the harness. It learns the process groups to
 * end (`+pgid` / `-pgid` lines); when the pipe closes (the harness exited or was killed), it
 * SIGKILLs those groups and every process of the agent's user, then exits.
 */
const GUARD_SCRIPT = `
const { readdirSync, readFileSync } = require('node:fs');
const { spawnSync } = require('node:child_process');
const [mode, uidText, name] = process.argv.slice(1);
const uid = Number(uidText);
const groups = new Set();
let buffer = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => {
  buffer += chunk;
  let newline;
  while ((newline = buffer.indexOf('\\n')) >= 0) {
    const line = buffer.slice(0, newline);
    buffer = buffer.slice(newline + 1);
    if (line[0] === '+') groups.add(Number(line.slice(1)));
    if (line[0] === '-') groups.delete(Number(line.slice(1)));
  }
});
const mine = () => readdirSync('/proc').filter((p) => /^\\d+$/.test(p)).filter((p) => {
  try {
    const s = readFileSync('/proc/' + p + '/status', 'utf8');
    const u = /^Uid:\\s+(\\d+)/m.exec(s);
    const z = /^State:\\s+([ZX])/m.test(s);
    return u && Number(u[1]) === uid && !z;
  } catch { return false; }
}).map(Number);
const finish = () => {
  for (const g of groups) { try { process.kill(-g, 'SIGKILL'); } catch {} }
  if (mode === 'root') {
    for (let r = 0; r < 200; r++) {
      const pids = mine();
      if (pids.length === 0) break;
      for (const p of pids) { try { process.kill(p, 'SIGKILL'); } catch {} }
    }
  } else if (mode === 'sudo') {
    for (let r = 0; r < 20 && mine().length > 0; r++) spawnSync('sudo', ['-n', '-u', name, 'kill', '-KILL', '-1']);
  }
  process.exit(0);
};
process.stdin.on('end', finish);
process.stdin.on('error', finish);
`;
/** How long closing waits for the guard to finish its last round. */
const GUARD_EXIT_WAIT_MS = 5_000;
/** Settles when the process has exited (at once if it already has, or never started). */
function exitOf(child) {
    if (child.exitCode !== null || child.signalCode !== null)
        return Promise.resolve();
    return new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.once('error', () => resolve());
    });
}
/** Starts the guard; it does not keep the harness alive. */
function startGuard(privilege, user) {
    const mode = user ? privilege.kind : 'none';
    let child;
    try {
        child = (0,external_node_child_process_.spawn)(process.execPath, ['-e', GUARD_SCRIPT, mode, String(user?.uid ?? -1), user?.name ?? ''], { stdio: ['pipe', 'ignore', 'ignore'], detached: true });
        child.on('error', () => undefined);
        child.stdin.on('error', () => undefined);
        child.unref();
        child.stdin.unref?.();
    }
    catch {
        child = undefined;
    }
    const exited = child ? exitOf(child) : undefined;
    const send = (line) => {
        if (child?.stdin?.writable)
            child.stdin.write(`${line}\n`);
    };
    return {
        track: (pgid) => send(`+${pgid}`),
        untrack: (pgid) => send(`-${pgid}`),
        async close() {
            if (!child || !exited)
                return;
            child.stdin?.end();
            let timer;
            const waited = new Promise((resolve) => {
                timer = setTimeout(resolve, GUARD_EXIT_WAIT_MS);
            });
            await Promise.race([exited, waited]);
            clearTimeout(timer);
        },
    };
}

;// CONCATENATED MODULE: ./src/isolation/user.ts
/**
 * The agent's own OS user: created on demand (useradd), with its own HOME that holds what git
 * and Claude Code need there. One user per working tree, so two runners on one machine never
 * end each other's agents, and the next run in the same tree finds its predecessor's leftovers.
 */





/** `ralph-` and 8 hex digits of the working tree's path: short, stable, a valid user name. */
function agentUserName(workspace) {
    return `ralph-${(0,external_node_crypto_.createHash)('sha256').update(workspace).digest('hex').slice(0, 8)}`;
}
/** Parses one /etc/passwd line (as `getent passwd` prints it). */
function parsePasswdLine(line) {
    const fields = line.trim().split(':');
    if (fields.length < 7)
        return undefined;
    const uid = Number(fields[2]);
    const gid = Number(fields[3]);
    if (!Number.isInteger(uid) || !Number.isInteger(gid))
        return undefined;
    return { name: fields[0], uid, gid, home: fields[5] };
}
async function lookupUser(name) {
    const result = await runCommand('getent', ['passwd', name]);
    return result.exitCode === 0 ? parsePasswdLine(result.stdout) : undefined;
}
const user_pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** The useradd command line for the agent's user: a system user with its own group and HOME. */
function useraddArgv(name) {
    return [
        'useradd',
        '--system',
        '--user-group',
        '--create-home',
        '--home-dir',
        `/home/${name}`,
        '--shell',
        '/bin/sh',
        '--comment',
        'ralph-action agent',
        name,
    ];
}
/** The user, created when missing. useradd is retried while another one holds the lock. */
async function ensureAgentUser(privilege, name) {
    const existing = await lookupUser(name);
    if (existing)
        return existing;
    let lastError;
    for (let tries = 0; tries < 30; tries++) {
        try {
            await runPrivileged(privilege, useraddArgv(name));
            break;
        }
        catch (error) {
            lastError = error;
            if (await lookupUser(name))
                break; // created by a concurrent run
            if (!/lock|try again/i.test(error.message))
                throw error;
            await user_pause(100);
        }
    }
    const created = await lookupUser(name);
    if (!created)
        throw new Error(`could not create the user ${name}: ${String(lastError)}`);
    return created;
}
/** A ~/.gitconfig that lets the agent's git read the harness-owned repository. */
function agentGitConfig(workspace) {
    return ['[safe]', `\tdirectory = ${workspace}`, '[user]', '\tname = ralph agent', ''].join('\n');
}
/**
 * Empties the HOME (what an earlier run's agent left there, on a runner that persists, must not
 * reach this one), owns it (mode 0700) and writes its ~/.gitconfig. `install` sets owner and mode in one
 * step, so the file never exists with the harness's ownership inside the agent's HOME.
 */
async function seedHome(privilege, user, workspace) {
    // Only the HOME this module creates (a user found with another HOME keeps it).
    if (user.home === `/home/${user.name}`) {
        await runPrivileged(privilege, ['rm', '-rf', '--one-file-system', '--', user.home]);
    }
    await runPrivileged(privilege, ['mkdir', '-p', user.home]);
    await runPrivileged(privilege, ['chown', `${user.uid}:${user.gid}`, user.home]);
    await runPrivileged(privilege, ['chmod', '0700', user.home]);
    const dir = await (0,promises_.mkdtemp)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'ralph-seed-'));
    try {
        const file = (0,external_node_path_.join)(dir, 'gitconfig');
        await (0,promises_.writeFile)(file, agentGitConfig(workspace), { mode: 0o600 });
        // rm first: a link the agent left in its HOME is removed, never written through.
        await runPrivileged(privilege, ['rm', '-f', (0,external_node_path_.join)(user.home, '.gitconfig')]);
        await runPrivileged(privilege, [
            'install',
            '-o',
            String(user.uid),
            '-g',
            String(user.gid),
            '-m',
            '0644',
            file,
            (0,external_node_path_.join)(user.home, '.gitconfig'),
        ]);
    }
    finally {
        await (0,promises_.rm)(dir, { recursive: true, force: true });
    }
}

// EXTERNAL MODULE: external "node:dns"
var external_node_dns_ = __webpack_require__(610);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
;// CONCATENATED MODULE: ./src/network/egress-proxy.ts
/**
 * The egress proxy: the agent's only way out of its network namespace. An HTTP proxy on a unix
 * socket (reached from inside the namespace through a relay on 127.0.0.1) that serves CONNECT
 * and plain absolute-URI HTTP to the hosts of the allowlist, and answers everything else with
 * 403 and a body saying how to allow it, counting each refused host:port.
 *
 * A host name is resolved here, on the harness's side; a name that resolves to a loopback or
 * unspecified address is refused, so an allowed name cannot be pointed at the runner's own
 * services. Loopback is reachable only through an entry that names the address itself.
 */




/** Where the request wants to go, or undefined when the target is not host:port. */
function parseTarget(target, defaultPort) {
    const match = /^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9._-]{1,253})(?::(\d{1,5}))?$/.exec(target);
    if (!match)
        return undefined;
    const port = match[2] !== undefined ? Number(match[2]) : defaultPort;
    if (port === undefined || port < 1 || port > 65535)
        return undefined;
    return { host: match[1].replace(/^\[|\]$/g, '').toLowerCase(), port };
}
function isLoopbackAddress(address) {
    return (/^127\./.test(address) ||
        address === '0.0.0.0' ||
        address === '::1' ||
        address === '::' ||
        /^::ffff:127\./i.test(address));
}
/** dns.lookup that refuses names resolving to the runner's loopback. */
const publicLookup = (hostname, options, callback) => {
    (0,external_node_dns_.lookup)(hostname, { ...options, all: true }, (error, addresses) => {
        if (error)
            return callback(error, '', 0);
        const usable = addresses.filter((a) => !isLoopbackAddress(a.address));
        if (usable.length === 0)
            return callback(new Error(`${hostname} resolves to a loopback address`), '', 0);
        if (options.all)
            return callback(null, usable);
        callback(null, usable[0].address, usable[0].family);
    });
};
function refusalBody(destination) {
    return (`ralph: the agent's network is restricted; ${destination} is not in allowed-hosts.\n` +
        `Add it to the allowed-hosts input (or --allowed-hosts) to allow it.\n`);
}
function startEgressProxy(socketPath, rules) {
    const refused = new Map();
    const sockets = new Set();
    const refuse = (destination) => {
        refused.set(destination, (refused.get(destination) ?? 0) + 1);
        return refusalBody(destination);
    };
    const connectOptions = (host) => ((0,external_node_net_.isIP)(host) ? {} : { lookup: publicLookup });
    const destinationOf = (host, port) => `${(0,external_node_net_.isIP)(host) === 6 ? `[${host}]` : host}:${port}`;
    const server = (0,external_node_http_.createServer)((req, res) => {
        const url = egress_proxy_safeUrl(req.url);
        const target = url?.protocol === 'http:' ? parseTarget(url.host, 80) : undefined;
        if (!url || !target) {
            res.writeHead(400, { 'content-type': 'text/plain', connection: 'close' });
            res.end('ralph: the egress proxy takes absolute http:// URLs and CONNECT host:port\n');
            return;
        }
        const destination = destinationOf(target.host, target.port);
        if (!allowedBy(rules, target.host, target.port)) {
            res.writeHead(403, { 'content-type': 'text/plain', connection: 'close' });
            res.end(refuse(destination));
            return;
        }
        forwardPlain(req, res, url, target, connectOptions(target.host));
    });
    server.on('connect', (req, client, head) => {
        sockets.add(client);
        client.on('close', () => sockets.delete(client));
        client.on('error', () => client.destroy());
        const target = parseTarget(req.url ?? '');
        if (!target) {
            client.end('HTTP/1.1 400 Bad Request\r\nconnection: close\r\n\r\n');
            return;
        }
        const destination = destinationOf(target.host, target.port);
        if (!allowedBy(rules, target.host, target.port)) {
            const body = refuse(destination);
            client.end(`HTTP/1.1 403 Forbidden\r\ncontent-type: text/plain\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`);
            return;
        }
        const upstream = (0,external_node_net_.connect)({
            host: target.host,
            port: target.port,
            ...connectOptions(target.host),
        });
        sockets.add(upstream);
        upstream.on('close', () => sockets.delete(upstream));
        let established = false;
        upstream.once('connect', () => {
            established = true;
            client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
            if (head.length > 0)
                upstream.write(head);
            upstream.pipe(client);
            client.pipe(upstream);
        });
        upstream.on('error', (error) => {
            if (established)
                client.destroy();
            else
                client.end(`HTTP/1.1 502 Bad Gateway\r\nconnection: close\r\n\r\nralph: ${destination}: ${error.message}\n`);
        });
        client.on('close', () => upstream.destroy());
    });
    return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(socketPath, () => {
            server.off('error', reject);
            resolve({
                refused: () => new Map(refused),
                close: () => new Promise((done) => {
                    for (const socket of sockets)
                        socket.destroy();
                    server.closeAllConnections();
                    server.close(() => done());
                }),
            });
        });
    });
}
function egress_proxy_safeUrl(raw) {
    try {
        return raw && /^[a-z]+:\/\//i.test(raw) ? new URL(raw) : undefined;
    }
    catch {
        return undefined;
    }
}
const HOP_HEADERS = new Set([
    'proxy-connection',
    'proxy-authorization',
    'connection',
    'keep-alive',
    'te',
    'trailer',
    'upgrade',
]);
/** Sends a plain HTTP request on and streams the answer back. */
function forwardPlain(req, res, url, target, options) {
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => !HOP_HEADERS.has(name)));
    const upstream = (0,external_node_http_.request)({
        host: target.host,
        port: target.port,
        method: req.method,
        path: `${url.pathname}${url.search}`,
        headers,
        ...options,
    }, (response) => {
        res.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(res);
    });
    upstream.on('error', (error) => {
        if (res.headersSent)
            res.destroy();
        else {
            res.writeHead(502, { 'content-type': 'text/plain', connection: 'close' });
            res.end(`ralph: ${url.host}: ${error.message}\n`);
        }
    });
    req.pipe(upstream);
}

;// CONCATENATED MODULE: ./src/network/loopback-front.ts
/**
 * The harness's end of the model relay: a unix socket whose every connection starts with the
 * loopback port to reach ("<port>\n", written by the namespace's init, never by the agent), then
 * carries bytes both ways to 127.0.0.1:<port>, the model proxy. The model proxy itself is
 * unchanged: from its side this is one more local client.
 */

function startLoopbackFront(socketPath, allowed) {
    const sockets = new Set();
    const server = (0,external_node_net_.createServer)((client) => {
        sockets.add(client);
        client.on('close', () => sockets.delete(client));
        client.on('error', () => client.destroy());
        let head = Buffer.alloc(0);
        const onData = (chunk) => {
            head = Buffer.concat([head, chunk]);
            const newline = head.indexOf(10);
            if (newline < 0) {
                if (head.length > 8)
                    client.destroy();
                return;
            }
            client.off('data', onData);
            const port = Number(head.subarray(0, newline).toString());
            if (!Number.isInteger(port) || !allowed(port))
                return void client.destroy();
            const upstream = (0,external_node_net_.connect)(port, '127.0.0.1');
            sockets.add(upstream);
            upstream.on('close', () => sockets.delete(upstream));
            upstream.on('error', () => client.destroy());
            client.on('close', () => upstream.destroy());
            upstream.write(head.subarray(newline + 1));
            client.pipe(upstream).pipe(client);
        };
        client.on('data', onData);
    });
    return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(socketPath, () => {
            server.off('error', reject);
            resolve({
                close: () => new Promise((done) => {
                    for (const socket of sockets)
                        socket.destroy();
                    server.close(() => done());
                }),
            });
        });
    });
}

;// CONCATENATED MODULE: ./src/network/nft-rules.ts
/**
 * The nftables table inside the agent's network namespace. It enforces nothing (the namespace
 * has no way out but loopback, and every address routes to loopback): it records. Every
 * connection attempt that reached no listener is answered by the kernel with a RST/ACK of
 * sequence 0; the rule puts that reset's source, the address and port the agent tried, into a
 * set with a counter. Connections to the agent's own servers on loopback (a test's server)
 * work and are not recorded; resets that end an established connection have a real sequence
 * number and are not counted either.
 */
const NFT_TABLE = 'ralph';
const NFT_RULESET = (/* unused pure expression or super */ null && (`table inet ${NFT_TABLE} {
  set blocked4 { type ipv4_addr . inet_service; flags dynamic; counter; }
  set blocked6 { type ipv6_addr . inet_service; flags dynamic; counter; }
  chain out {
    type filter hook output priority 0; policy accept;
    meta nfproto ipv4 tcp flags & (syn | rst | ack) == rst | ack tcp sequence 0 update @blocked4 { ip saddr . tcp sport }
    meta nfproto ipv6 tcp flags & (syn | rst | ack) == rst | ack tcp sequence 0 update @blocked6 { ip6 saddr . tcp sport }
  }
}
`));
const NFT_SETS = (/* unused pure expression or super */ null && (['blocked4', 'blocked6']));
/** ip:port -> tries from the JSON of `nft -j list set` (one document per set). */
function parseBlockedSets(documents) {
    const blocked = new Map();
    for (const document of documents) {
        let parsed;
        try {
            parsed = JSON.parse(document);
        }
        catch {
            continue;
        }
        for (const entry of parsed.nftables ?? []) {
            for (const element of entry.set?.elem ?? []) {
                const [address, port] = element.elem?.val?.concat ?? [];
                const tries = element.elem?.counter?.packets ?? 0;
                if (address === undefined || port === undefined || tries === 0)
                    continue;
                const key = `${address.includes(':') ? `[${address}]` : address}:${port}`;
                blocked.set(key, (blocked.get(key) ?? 0) + tries);
            }
        }
    }
    return blocked;
}

;// CONCATENATED MODULE: ./src/network/gate.ts
/**
 * The harness's side of a restricted network: the egress proxy and the model relay on unix
 * sockets in a directory only the harness (and root) can enter, the argv that starts each
 * agent or check process in a network namespace of its own behind them, and the list of what
 * was refused.
 */








/** The bundled init script: next to this bundle, or in dist/ when running from the sources. */
function netnsInitScript() {
    const here = (0,external_node_path_.dirname)((0,external_node_url_.fileURLToPath)(import.meta.url));
    return [(0,external_node_path_.join)(here, 'netns-init.js'), (0,external_node_path_.join)(here, '..', '..', 'dist', 'netns-init.js')].find((path) => (0,external_node_fs_.existsSync)(path));
}
/**
 * The tools of a network namespace, once one was made here with loopback up and the
 * recording table loaded; else why not (in words for the job summary).
 */
async function probeNetworkTools(privilege, 
/** The init script; a script bundled elsewhere (the bench) names the built one. */
init = netnsInitScript()) {
    const unshare = findTool('unshare');
    const ip = findTool('ip');
    const nft = findTool('nft');
    const missing = [
        !unshare && 'unshare (util-linux)',
        !ip && 'ip (iproute2)',
        !nft && 'nft (nftables)',
        !init && 'netns-init.js next to the action',
    ].filter(Boolean);
    if (missing.length > 0 || !unshare || !ip || !nft || !init)
        return { why: `${missing.join(', ')} not found` };
    for (const argv of [
        [unshare, '--net', '--', ip, 'link', 'set', 'lo', 'up'],
        [unshare, '--net', '--', nft, 'add', 'table', 'inet', 'ralph_probe'],
    ]) {
        const [command, ...args] = privilegedArgv(privilege, argv);
        const result = await runCommand(command, args);
        if (result.exitCode !== 0)
            return {
                why: `\`${argv.slice(3).join(' ')}\` in a new network namespace failed: ${result.stderr.trim().split('\n').pop() ?? `exit ${result.exitCode}`}`,
            };
    }
    return { tools: { unshare, ip, nft, init } };
}
async function openNetworkGate(tools, rules) {
    // The sockets and records live in /tmp (short paths, within the unix socket limit), 0700.
    const dir = await (0,promises_.mkdtemp)((0,external_node_path_.join)('/tmp', 'ralph-net-'));
    const egressSocket = (0,external_node_path_.join)(dir, 'egress.sock');
    const loopbackSocket = (0,external_node_path_.join)(dir, 'loopback.sock');
    const proxy = await startEgressProxy(egressSocket, rules);
    // The init asks only for the port of ANTHROPIC_BASE_URL in the environment the harness built.
    const front = await startLoopbackFront(loopbackSocket, (port) => port > 0 && port < 65536);
    let runs = 0;
    return {
        initArgv() {
            const config = {
                ip: tools.ip,
                nft: tools.nft,
                egressSocket,
                loopbackSocket,
                record: (0,external_node_path_.join)(dir, `blocked-${process.pid}-${++runs}.json`),
            };
            return [process.execPath, tools.init, JSON.stringify(config), '--'];
        },
        async blocked() {
            const records = (await (0,promises_.readdir)(dir)).filter((name) => name.startsWith('blocked-'));
            const documents = [];
            for (const name of records) {
                try {
                    documents.push(...JSON.parse(await (0,promises_.readFile)((0,external_node_path_.join)(dir, name), 'utf8')));
                }
                catch {
                    // a record being written or unreadable: the next read has it
                }
            }
            const toList = (map, via) => [...map].map(([destination, tries]) => ({ destination, tries, via }));
            return [
                ...toList(proxy.refused(), 'proxy'),
                ...toList(parseBlockedSets(documents), 'direct'),
            ];
        },
        async close() {
            await Promise.all([proxy.close(), front.close()]);
            await (0,promises_.rm)(dir, { recursive: true, force: true });
        },
    };
}

;// CONCATENATED MODULE: ./src/isolation/sandbox.ts
/**
 * The sandbox the engine and the runners use: the agent's user, how to spawn as it, the
 * hand-over of the working tree, ending its processes, and the lifecycle guard.
 *
 * Setting up (in order): create the user, end the leftovers of an earlier run in this tree
 * (a killed action's agent), seed its HOME, open the way to the tree and close the harness's
 * private places, then start the guard that ends the agent if the harness dies.
 */










/** `isolation: required` where the runner cannot isolate. */
class IsolationUnavailableError extends Error {
    name = 'IsolationUnavailableError';
}
/** A tool by absolute path (PATH, then the standard directories: see findTool). */
async function findExecutable(name) {
    return findTool(name);
}
/**
 * The sandbox of `isolation: none` (or `auto` where isolation is impossible): the agent runs as
 * the harness, but still dies with it (setpriv's parent-death signal, and the guard).
 */
function unisolatedSandbox(description, guard, setpriv, warning) {
    return {
        isolated: false,
        description,
        ...(warning ? { warning } : {}),
        wrap: (command, args) => setpriv
            ? { command: setpriv, args: ['--pdeathsig', 'KILL', '--', command, ...args] }
            : { command, args },
        identity: () => undefined,
        grant: async () => undefined,
        reclaim: async () => undefined,
        killAll: async () => 0,
        stage: async (path) => path,
        track: (pgid) => guard?.track(pgid),
        untrack: (pgid) => guard?.untrack(pgid),
        dispose: async () => guard?.close(),
    };
}
/**
 * How to spawn as the agent's user. With util-linux (the usual case) the command runs
 *   [sudo -n -E --] setpriv --pdeathsig KILL -- unshare --pid --fork --kill-child --
 *     setpriv --reuid U --regid G --clear-groups --no-new-privs --pdeathsig KILL -- cmd
 * so that it is PID 1 of its own PID namespace: when it ends, the kernel ends everything it
 * started (a `setsid nohup` daemon included) at once, and it dies with the harness. With a
 * restricted network, unshare also takes `--net` and the namespace's root init (see
 * src/network/netns-init.ts) runs first, then starts the setpriv part. Without
 * unshare it runs as the user in the harness's PID namespace (the kill-all after each phase
 * still applies); without setpriv, as root, node's uid/gid spawn options do the switch.
 */
function wrapFor(privilege, user, tools) {
    const sudo = privilege.kind === 'sudo' ? ['sudo', '-n', '-E', '--'] : [];
    // sudo resets PATH to its secure_path: env(1) gives the agent's PATH back.
    const withPath = (command, args) => privilege.kind === 'sudo'
        ? ['env', `PATH=${tools.path ?? '/usr/bin:/bin'}`, command, ...args]
        : [command, ...args];
    if (tools.setpriv) {
        const setpriv = tools.setpriv;
        const asUser = [
            setpriv,
            `--reuid=${user.uid}`,
            `--regid=${user.gid}`,
            '--clear-groups',
            '--no-new-privs',
            '--pdeathsig',
            'KILL',
            '--',
        ];
        const unshare = tools.unshare;
        const net = unshare && tools.networkInit ? ['--net'] : [];
        const namespace = () => unshare
            ? [
                setpriv,
                '--pdeathsig',
                'KILL',
                '--',
                unshare,
                '--pid',
                ...net,
                '--fork',
                '--kill-child',
                '--',
                ...(net.length > 0 ? tools.networkInit() : []),
            ]
            : [];
        return (command, args) => {
            const [first, ...rest] = [
                ...sudo,
                ...(tools.limits ?? []),
                ...namespace(),
                ...asUser,
                ...withPath(command, args),
            ];
            return { command: first, args: rest };
        };
    }
    if (privilege.kind === 'root') {
        return (command, args) => ({ command, args, uid: user.uid, gid: user.gid });
    }
    return (command, args) => ({
        command: 'sudo',
        args: ['-n', '-E', '-u', user.name, '--', ...withPath(command, args)],
    });
}
/** unshare, when it can make a PID namespace here (root or sudo; containers may forbid it). */
async function usableUnshare(privilege) {
    const unshare = await findExecutable('unshare');
    if (!unshare)
        return undefined;
    const [command, ...args] = privilegedArgv(privilege, [
        unshare,
        '--pid',
        '--fork',
        '--kill-child',
        'true',
    ]);
    return (await runCommand(command, args)).exitCode === 0 ? unshare : undefined;
}
/**
 * A run killed while the agent held the tree leaves it handed over (the top directory sticky and
 * group-writable for the agent's group): take it back before anything else.
 */
async function reclaimInterrupted(privilege, workspace, user, harness) {
    const top = await (0,promises_.lstat)(workspace);
    if ((top.mode & 0o1000) === 0 || top.gid !== user.gid)
        return;
    await reclaimTree(privilege, workspace, harness, {
        path: workspace,
        mode: top.mode & 0o7777 & ~0o1020,
        gid: harness.gid,
    });
}
/**
 * The network gate of a restricted network, probed before anything is changed: where no
 * namespace can be made, `required` throws and `auto` runs open with a warning.
 */
async function restrictNetwork(options, privilege, ready) {
    if (options.network?.mode !== 'restricted')
        return {};
    const probed = ready
        ? await (options.networkProbe ?? probeNetworkTools)(privilege)
        : { why: 'setpriv and unshare (util-linux) are needed' };
    if ('why' in probed) {
        if (options.mode === 'required')
            throw new IsolationUnavailableError(`isolation is required with network: restricted, but no network namespace can be made here: ${probed.why}. Install iproute2 and nftables, or set network: open.`);
        return {
            warning: `The agent's network is NOT restricted: no network namespace can be made here (${probed.why}). The agent and the checks can reach any host. Install iproute2 and nftables, or set network: open to accept this.`,
        };
    }
    return { gate: await openNetworkGate(probed.tools, options.network.allowedHosts) };
}
async function isolatedSandbox(options, privilege) {
    const setpriv = await findExecutable('setpriv');
    const unshare = await usableUnshare(privilege);
    const network = await restrictNetwork(options, privilege, Boolean(setpriv && unshare));
    try {
        return await isolatedWith(options, privilege, { setpriv, unshare }, network);
    }
    catch (error) {
        await network.gate?.close();
        throw error;
    }
}
async function isolatedWith(options, privilege, found, network) {
    const workspace = await (0,promises_.realpath)(options.workspace);
    const harness = { uid: process.getuid?.() ?? 0, gid: process.getgid?.() ?? 0 };
    const name = options.userName ?? agentUserName(workspace);
    // create the user, end leftovers, seed its HOME
    const user = await ensureAgentUser(privilege, name);
    const leftovers = await killAllOf(privilege, user);
    await reclaimInterrupted(privilege, workspace, user, harness);
    await seedHome(privilege, user, workspace);
    // open the way to the tree, close the harness's private places
    const openPaths = [workspace];
    const privatePaths = (options.privatePaths ?? []).filter((p) => p !== '');
    const toolDirs = (options.pathDirs ?? []).filter((dir) => (0,external_node_path_.isAbsolute)(dir) && privatePaths.some((p) => isWithin(dir, p)));
    for (const path of [...(options.openPaths ?? []), ...toolDirs]) {
        try {
            openPaths.push(await (0,promises_.realpath)(path));
        }
        catch {
            // not there: nothing to open
        }
    }
    const changed = [];
    changed.push(...(await openWays(privilege, openPaths)));
    changed.push(...(await closePrivate(privilege, privatePaths, openPaths)));
    // files staged for the agent (MCP configuration) live in a harness-owned directory
    const stageDir = await (0,promises_.mkdtemp)((0,external_node_path_.join)('/tmp', 'ralph-stage-'));
    await (0,promises_.chmod)(stageDir, 0o711);
    // the guard, and the exit handler for a harness that ends without disposing
    const guard = startGuard(privilege, user);
    const onExit = () => {
        if (privilege.kind === 'root')
            killAllOfSync(user);
        else {
            const [command, ...args] = killAllArgv(user);
            (0,external_node_child_process_.spawnSync)(command, args, { stdio: 'ignore' });
        }
    };
    process.on('exit', onExit);
    const gate = network.gate;
    // the limiting step has its place in setpriv's chain only
    const limits = found.setpriv ? await createLimits(privilege, user, options.limits) : undefined;
    const tools = {
        ...found,
        path: process.env.PATH,
        limits: limits?.prefix,
        ...(gate ? { networkInit: () => gate.initArgv() } : {}),
    };
    const wrap = wrapFor(privilege, user, tools);
    let top;
    let disposed = false;
    const reclaim = async () => {
        await killAllOf(privilege, user);
        if (!top)
            return;
        await reclaimTree(privilege, workspace, harness, top);
        top = undefined;
    };
    return {
        isolated: true,
        user,
        description: `the agent and the checks run as the user ${user.name} (uid ${user.uid}), ` +
            `via ${privilege.kind === 'root' ? 'root' : 'sudo'}` +
            (tools.unshare && tools.setpriv ? ', each run in its own PID namespace' : '') +
            (gate ? describeRestricted(options.network) : '') +
            `; ${limits?.description ?? 'no process or memory limits (setpriv is not installed)'}` +
            (leftovers > 0 ? `; ended ${leftovers} process(es) left by an earlier run` : ''),
        ...(network.warning ? { warning: network.warning } : {}),
        networkRestricted: gate !== undefined,
        blockedEgress: async () => (gate ? gate.blocked() : []),
        wrap,
        identity: () => ({ home: user.home, user: user.name }),
        async grant() {
            if (top || disposed)
                return;
            top = await grantTree(privilege, workspace, user);
        },
        reclaim,
        killAll: () => killAllOf(privilege, user),
        async stage(path) {
            const target = (0,external_node_path_.join)(stageDir, (0,external_node_path_.basename)(path));
            await (0,promises_.copyFile)(path, target);
            await (0,promises_.chmod)(target, 0o644);
            return target;
        },
        track: (pgid) => guard.track(pgid),
        untrack: (pgid) => guard.untrack(pgid),
        async dispose() {
            if (disposed)
                return;
            disposed = true;
            try {
                await reclaim();
            }
            finally {
                await restoreModes(privilege, changed);
                await (0,promises_.rm)(stageDir, { recursive: true, force: true });
                process.removeListener('exit', onExit);
                await guard.close();
                await gate?.close();
                const stopped = await limits?.stopped();
                if (stopped)
                    options.onLimitsStopped?.(stopped);
                await limits?.dispose();
            }
        },
    };
}
function describeRestricted(network) {
    const hosts = network?.allowedHosts.length ?? 0;
    return `, and network namespace: it reaches only the model and ${hosts} allowed host(s) through the harness's proxy`;
}
/**
 * The sandbox for a run. `none` never isolates; `auto` isolates where the harness can and
 * otherwise returns an unisolated sandbox whose `warning` the adapter must show loudly;
 * `required` throws IsolationUnavailableError where it cannot isolate.
 */
async function createSandbox(options) {
    const openNote = options.network?.mode === 'restricted'
        ? '; the network is not restricted (that needs isolation)'
        : '';
    if (options.mode === 'none') {
        return {
            sandbox: unisolatedSandbox(`off (the agent and the checks run as the harness's own user)${openNote}`, startGuard({ kind: 'none', why: 'off' }), await findExecutable('setpriv')),
        };
    }
    const privilege = await detectPrivilege(options.probe ?? defaultProbeDeps);
    if (privilege.kind === 'none') {
        if (options.mode === 'required') {
            throw new IsolationUnavailableError(`isolation is required, but it is impossible here: ${privilege.why}. Run the job as root (e.g. in a container) or on a runner with passwordless sudo, or set isolation to auto or none.`);
        }
        const warning = `The agent is NOT isolated: ${privilege.why}. It runs as the same OS user as the action and can read everything the action can (its environment, the runner's files)${openNote ? ', and its network is not restricted' : ''}. Run as root or with passwordless sudo to isolate it, or set isolation: none to accept this.`;
        return {
            sandbox: unisolatedSandbox(warning, startGuard({ kind: 'none', why: privilege.why }), await findExecutable('setpriv'), warning),
            warning,
        };
    }
    try {
        const sandbox = await isolatedSandbox(options, privilege);
        return { sandbox, ...(sandbox.warning ? { warning: sandbox.warning } : {}) };
    }
    catch (error) {
        if (error instanceof IsolationUnavailableError)
            throw error;
        const why = `setting up the agent's user failed: ${error.message}`;
        if (options.mode === 'required')
            throw new IsolationUnavailableError(`isolation is required, but ${why}`);
        const warning = `The agent is NOT isolated: ${why}.`;
        return {
            sandbox: unisolatedSandbox(warning, startGuard(privilege), await findExecutable('setpriv'), warning),
            warning,
        };
    }
}

;// CONCATENATED MODULE: ./src/isolation/types.ts
const ISOLATION_MODES = ['auto', 'required', 'none'];

;// CONCATENATED MODULE: ./src/isolation/index.ts





// EXTERNAL MODULE: ./src/planning/claude-path.ts
var claude_path = __webpack_require__(227);
// EXTERNAL MODULE: ./src/checks/toolchain-homes.ts
var toolchain_homes = __webpack_require__(8707);
// EXTERNAL MODULE: ./src/text/one-line.ts
var one_line = __webpack_require__(3854);
;// CONCATENATED MODULE: ./src/report/markdown.ts
/**
 * Markdown building blocks that are safe for user text: task titles, check names and agent
 * output end up in PR bodies, so nothing they contain may open markup we did not write.
 */

/** Removes C0/C1 control characters (ANSI escapes included) except tab and newline. */
function markdown_stripControl(text) {
    // eslint-disable-next-line no-control-regex
    return text.replace(/\x1b\[[0-?]*[ -/]*[@-~]/g, '').replace(/[\x00-\x08\x0b-\x1f\x7f-\x9f]/g, '');
}
/** Shortens plain text to `max` characters (before escaping, so no escape sequence is cut). */
function markdown_truncate(text, max) {
    const chars = Array.from(text);
    if (chars.length <= max)
        return text;
    return chars.slice(0, Math.max(0, max - 1)).join('') + '…';
}
function escapeHtml(text) {
    return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
/**
 * Inline markdown text: HTML is escaped, markdown punctuation that could start emphasis,
 * links, code spans, fences or table cells is backslash-escaped, and `@` mentions are
 * defused so a task title cannot ping anyone.
 */
function markdown_mdText(text) {
    return escapeHtml(markdown_stripControl(text))
        .replace(/[\\`*_[\]|~#]/g, (c) => '\\' + c)
        .replace(/@(?=\w)/g, '@\u200b');
}
/**
 * User text as an inline code span: one line, capped, inside a fence longer than any backtick
 * run in it, so it can neither close the span nor render a mention, link or image.
 */
function markdown_codeSpan(text, max = 100) {
    const flat = oneLine(text, max);
    const longest = Math.max(0, ...Array.from(flat.matchAll(/`+/g), (m) => m[0].length));
    const fence = '`'.repeat(longest + 1);
    const pad = flat.startsWith('`') || flat.endsWith('`') || flat === '' ? ' ' : '';
    return `${fence}${pad}${flat}${pad}${fence}`;
}
/** One table cell: inline text on a single line. */
function markdown_mdCell(text, max = 200) {
    return markdown_mdText(oneLine(text, max));
}
/** A multi-line paragraph of user text: each line escaped, line breaks kept, blank runs collapsed. */
function markdown_mdParagraph(text, max) {
    return markdown_truncate(text.trim(), max)
        .split(/\r?\n/)
        .map((line) => markdown_mdText(line.trim()))
        .join('\n')
        .replace(/\n{3,}/g, '\n\n');
}
/** A fenced code block whose fence is longer than any backtick run inside, so it always closes. */
function markdown_codeFence(content, info = '') {
    const longest = Math.max(0, ...Array.from(content.matchAll(/`+/g), (m) => m[0].length));
    const fence = '`'.repeat(Math.max(3, longest + 1));
    const body = markdown_stripControl(content).replace(/\n+$/, '');
    return `${fence}${info}\n${body}\n${fence}`;
}
/** A GitHub-flavoured table. `align` holds 'l' or 'r' per column. */
function markdown_mdTable(header, align, rows) {
    const sep = align.map((a) => (a === 'r' ? '---:' : '---'));
    const line = (cells) => `| ${cells.join(' | ')} |`;
    return [line(header), line(sep), ...rows.map(line)].join('\n');
}
/** A link target: http(s) only, with characters that would end the markdown link encoded. */
function markdown_safeUrl(url) {
    if (!url || !/^https?:\/\/[^\s]+$/i.test(url))
        return undefined;
    return url.replace(/[()<>"'\\`|[\]]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0'));
}
/** `<details>` with a summary; the blank lines let GitHub render the markdown inside. */
function markdown_details(summary, body) {
    return `<details><summary>${summary}</summary>\n\n${body}\n\n</details>`;
}

;// CONCATENATED MODULE: ./src/report/format.ts
/** The status icons of SPEC-035 §9. */
const format_STATUS_ICONS = {
    done: '✓',
    in_progress: '▶',
    pending: '○',
    blocked: '⊗',
    skipped: '⊘',
};
const format_STATUS_LABELS = {
    done: 'Done',
    in_progress: 'In Progress',
    pending: 'Pending',
    blocked: 'Blocked',
    skipped: 'Skipped',
};
const format_OUTCOME_ICONS = {
    done: '✓',
    failed: '✗',
    blocked: '⊗',
    interrupted: '↺',
    not_attempted: '⊘',
    dry_run: '○',
};
function format_clampPercent(percent) {
    if (!Number.isFinite(percent))
        return 0;
    return Math.min(100, Math.max(0, Math.round(percent)));
}
/** `▓▓▓▓▓░░░░░ 53%` */
function format_progressBar(percent, width = 10) {
    const p = format_clampPercent(percent);
    const filled = Math.round((p / 100) * width);
    return `${'▓'.repeat(filled)}${'░'.repeat(width - filled)} ${p}%`;
}
function format_formatCost(usd) {
    if (!Number.isFinite(usd) || usd <= 0)
        return '$0.00';
    if (usd < 0.01)
        return '<$0.01';
    return `$${usd.toFixed(2)}`;
}
/** 850ms, 12.3s, 1m 02s, 1h 03m */
function format_formatDuration(ms) {
    if (!Number.isFinite(ms) || ms < 0)
        return '0ms';
    if (ms < 1000)
        return `${Math.round(ms)}ms`;
    if (ms < 60_000)
        return `${(ms / 1000).toFixed(1)}s`;
    const totalSeconds = Math.round(ms / 1000);
    const hours = Math.floor(totalSeconds / 3600);
    const minutes = Math.floor((totalSeconds % 3600) / 60);
    const seconds = totalSeconds % 60;
    if (hours > 0)
        return `${hours}h ${String(minutes).padStart(2, '0')}m`;
    return `${minutes}m ${String(seconds).padStart(2, '0')}s`;
}
function format_shortSha(sha) {
    return sha ? sha.slice(0, 7) : undefined;
}
function format_plural(n, one, many = `${one}s`) {
    return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}
/** `3/4` required-or-not: every check counts. */
function format_checksPassed(checks) {
    return `${checks.filter((c) => c.passed).length}/${checks.length}`;
}
/** The counts of §9 on one line: `✓ 8 done · ▶ 2 in progress · ○ 4 pending · ⊗ 1 blocked · ⊘ 0 skipped`. */
function format_countsLine(counts) {
    return [
        `${format_STATUS_ICONS.done} ${counts.done} done`,
        `${format_STATUS_ICONS.in_progress} ${counts.in_progress} in progress`,
        `${format_STATUS_ICONS.pending} ${counts.pending} pending`,
        `${format_STATUS_ICONS.blocked} ${counts.blocked} blocked`,
        `${format_STATUS_ICONS.skipped} ${counts.skipped} skipped`,
    ].join(' · ');
}

;// CONCATENATED MODULE: ./src/report/blocked-egress.ts


const MAX_ROWS = 30;
const HOW = {
    proxy: 'through the proxy',
    direct: 'direct connect',
};
const HINT = (/* unused pure expression or super */ null && ('Add the hosts the project needs to the `allowed-hosts` input (`--allowed-hosts` for the CLI), ' +
    'e.g. `defaults, example.com`. A direct connect (an address, not a host name) bypassed the ' +
    'proxy: the tool must use HTTPS_PROXY, which the agent and the checks get.'));
function blocked_egress_blockedEgressBlock(blocked) {
    if (!blocked || blocked.length === 0)
        return undefined;
    const rows = blocked
        .slice(0, MAX_ROWS)
        .map((b) => [codeSpan(b.destination), String(b.tries), HOW[b.via]]);
    const more = blocked.length > MAX_ROWS ? `\n\n_… ${blocked.length - MAX_ROWS} more not shown._` : '';
    return (`### Network: ${plural(blocked.length, 'blocked destination')}\n\n` +
        `${mdTable(['Destination', 'Tries', 'How'], ['l', 'r', 'l'], rows)}${more}\n\n${HINT}`);
}
/** Console lines: one per destination, then the hint. */
function blockedEgressLines(blocked) {
    if (!blocked || blocked.length === 0)
        return [];
    return [
        `Network: ${format_plural(blocked.length, 'blocked destination')} (add to --allowed-hosts to allow):`,
        ...blocked.map((b) => `  ${b.destination}  ${format_plural(b.tries, 'try', 'tries')}, ${HOW[b.via]}`),
    ];
}

// EXTERNAL MODULE: ./src/prd/schema.ts
var schema = __webpack_require__(9359);
// EXTERNAL MODULE: ./src/agent/phase-status.ts + 1 modules
var phase_status = __webpack_require__(8299);
;// CONCATENATED MODULE: ./src/report/sections.ts




const TITLE_MAX = 200;
const DESCRIPTION_MAX = 2000;
function sections_titleLine(model) {
    return `## Ralph: ${mdText(truncate(model.project.title.replace(/\s+/g, ' ').trim(), TITLE_MAX))}`;
}
function sections_descriptionBlock(model) {
    const text = model.project.description?.trim();
    return text ? mdParagraph(text, DESCRIPTION_MAX) : undefined;
}
function sections_branchLine(model) {
    const base = model.baseBranch ? ` → ${mdText(model.baseBranch)}` : '';
    return `Branch: ${mdText(model.branch)}${base}`;
}
/** Progress bar and the §9 counts, two lines. */
function sections_progressBlock(model) {
    const { counts } = model;
    return [
        `**Progress:** ${progressBar(model.progressPercent)} · ${counts.done} of ${plural(counts.total, 'task')} done`,
        `**Tasks:** ${counts.total} total · ${countsLine(counts)}`,
    ].join('  \n');
}
function sections_gatesLine(model) {
    const mark = (ok) => (ok ? '✅' : '❌');
    const parts = [
        `Gate 1 (objective): ${mark(model.gate1)}`,
        `Gate 2 (exit signal): ${mark(model.gate2)}`,
        `Circuit breaker: ${model.breakerState}`,
    ];
    if (model.nextTaskId !== undefined && !model.complete)
        parts.push(`Next: ${mdText(model.nextTaskId)}`);
    return parts.join(' · ');
}
function sections_stopLine(model) {
    if (!model.stopReason && !model.message)
        return undefined;
    const reason = model.stopReason ? `**Stopped:** ${model.stopReason}` : '**Note:**';
    const message = model.message ? ` — ${mdCell(model.message, 500)}` : '';
    return `> ${reason}${message}`;
}
function taskRow(model, task) {
    const stats = model.taskStats[idKey(task.id)];
    const deps = task.depends_on?.length ? task.depends_on.map(idKey).join(', ') : '—';
    return [
        STATUS_ICONS[task.status],
        mdCell(idKey(task.id), 60),
        mdCell(task.title),
        taskPriority(task),
        mdCell(deps, 120),
        String(stats?.attempts ?? 0),
        formatCost(stats?.costUsd ?? 0),
    ];
}
function sections_taskTable(model, tasks) {
    return mdTable(['Status', 'ID', 'Title', 'Priority', 'Depends on', 'Attempts', 'Cost'], ['l', 'l', 'l', 'l', 'l', 'r', 'r'], tasks.map((t) => taskRow(model, t)));
}
function sections_phaseStatusBlock(status) {
    return details('Latest phase status', codeFence(serializePhaseStatus(status), 'text'));
}
/** `✓ done` plus, for a failed run, how the agent ended. */
function sections_outcomeText(result) {
    const agent = result.outcome !== 'done' &&
        result.agentOutcome &&
        result.agentOutcome !== 'completed' &&
        result.agentOutcome !== result.outcome
        ? ` (${result.agentOutcome})`
        : '';
    return `${OUTCOME_ICONS[result.outcome]} ${result.outcome}${agent}`;
}
/** The last iteration: one summary line, and the checks as a table when `withChecks`. */
function sections_lastIterationBlock(result, withChecks) {
    const sha = shortSha(result.commitSha);
    const facts = [
        `task ${mdCell(result.taskId, 60)} ${mdCell(result.taskTitle)}`,
        sections_outcomeText(result),
        `attempt ${result.attempt}`,
        `checks ${checksPassed(result.checks)}`,
        sha ? `commit ${sha}` : 'no commit',
        formatCost(result.costUsd),
        plural(result.numTurns, 'turn'),
        formatDuration(result.durationMs),
    ];
    const lines = [`### Last iteration (#${result.iteration})`, '', facts.join(' · ')];
    const review = reviewNotes(result);
    if (review.length > 0)
        lines.push('', ...review.map((note) => `> ⚠️ ${note}`));
    if (withChecks && result.checks.length > 0) {
        const rows = result.checks.map((c) => [
            mdCell(c.name, 80),
            c.passed ? '✅ passed' : c.timedOut ? '❌ timed out' : '❌ failed',
            c.required ? 'yes' : 'no',
            formatDuration(c.durationMs),
        ]);
        lines.push('', mdTable(['Check', 'Result', 'Required', 'Duration'], ['l', 'l', 'l', 'r'], rows));
    }
    return lines.join('\n');
}
/** What a reviewer should look at: the harness caught or noticed something about the agent's work. */
function reviewNotes(result) {
    const notes = [];
    if (result.checksTampered) {
        notes.push('The agent edited the RALPH:CHECKS block; the checks of the starting commit were run and the block was restored.');
    }
    if (result.restoredFiles.length > 0) {
        notes.push(`The agent changed harness-owned files, which were restored: ${result.restoredFiles.map((f) => mdText(f)).join(', ')}.`);
    }
    const removed = result.removedFiles ?? [];
    if (removed.length > 0) {
        notes.push(`The agent left entries git must not meet (nested repositories, FIFOs, sockets), which were removed: ${removed.map((f) => mdText(f)).join(', ')}.`);
    }
    const tests = result.existingTestsChanged ?? [];
    if (tests.length > 0) {
        const shown = tests.slice(0, 10).map((f) => `\`${mdCell(f, 120).replace(/`/g, '')}\``);
        const more = tests.length > shown.length ? ` and ${tests.length - shown.length} more` : '';
        notes.push(`Existing tests changed by this task (review them): ${shown.join(', ')}${more}.`);
    }
    const leftOut = result.leftOut ?? [];
    if (leftOut.length > 0) {
        const shown = leftOut
            .slice(0, 10)
            .map((f) => `\`${mdCell(f.path, 120).replace(/`/g, '')}\` (${mdText(f.why)})`);
        const more = leftOut.length > shown.length ? ` and ${leftOut.length - shown.length} more` : '';
        notes.push(`Not committed: files the agent left that are build output or too large: ${shown.join(', ')}${more}.`);
    }
    return notes;
}
function sections_totalsLine(model) {
    const t = model.totals;
    const line = `**Totals:** ${plural(t.iterations, 'iteration')} · ${plural(t.numTurns, 'turn')} · ${formatCost(t.costUsd)}`;
    return t.tokens ? `${line}\n\n${tokensLine(t.tokens)}` : line;
}
/** This run's tokens, as the model proxy counted them. */
function tokensLine(tokens) {
    const n = (count) => count.toLocaleString('en-US');
    return `**Tokens this run:** ${n(tokens.inputTokens)} input · ${n(tokens.outputTokens)} output · ${n(tokens.cacheReadTokens)} cache read · ${n(tokens.cacheWriteTokens)} cache write`;
}
function sections_runLinkLine(model) {
    const url = safeUrl(model.runUrl);
    return url ? `[View the workflow run](${url})` : undefined;
}

;// CONCATENATED MODULE: ./src/report/gate-notes.ts

const MAX_NOTES = 30;
function notesOf(result) {
    const task = mdCell(result.taskId, 60);
    const notes = [];
    for (const change of result.protectedChanges ?? []) {
        const part = change.part ? ` ${mdText(change.part)}` : '';
        notes.push(`- ⚠️ **${task} changes a protected file** (declared in its \`files:\`): ${codeSpan(change.path, 120)}${part}: ${mdCell(change.change, 300)}`);
    }
    for (const test of result.existingTests ?? []) {
        const what = test.change === 'deleted' ? 'deleted' : 'changed';
        const icon = test.passed ? '✅' : test.declared ? '⚠️' : '❌';
        const why = test.passed
            ? ''
            : test.declared
                ? " (declared in the task's `files:`: a deliberate change of behaviour)"
                : ' (refused)';
        const line = `- ${icon} ${task}: ${codeSpan(test.path, 120)} ${what}; the original test ${mdCell(test.result, 200)}${why}`;
        notes.push(test.outputTail
            ? `${line}\n\n  ${details('Output of the original test', codeFence(test.outputTail, 'text')).replace(/\n/g, '\n  ')}`
            : line);
    }
    return notes;
}
/** The `### Gate notes` block, or undefined when the gate noticed nothing of this kind. */
function gate_notes_gateNotesBlock(iterations) {
    const notes = iterations.flatMap(notesOf);
    if (notes.length === 0)
        return undefined;
    const shown = notes.slice(-MAX_NOTES);
    const more = notes.length - shown.length;
    return [
        '### Gate notes',
        ...(more > 0 ? [`_${more} earlier notes not shown._`] : []),
        shown.join('\n'),
    ].join('\n\n');
}

// EXTERNAL MODULE: ./src/agent/review-evidence.ts
var review_evidence = __webpack_require__(3207);
;// CONCATENATED MODULE: ./src/report/review.ts
/**
 * The reviewer's verdicts in the PR body and the job summary: each acceptance criterion of each
 * task done in the run, met or unmet, its evidence linked to the file and line in the task's
 * commit when the evidence names one.
 */



/** GitHub's blob URL of the evidence at `commitSha`, with its line anchor. */
function evidenceUrl(repoUrl, commitSha, evidence) {
    const location = evidenceLocation(evidence);
    if (!repoUrl || !commitSha || !location)
        return undefined;
    const path = location.path.split('/').map(encodeURIComponent).join('/');
    const anchor = location.to ? `#L${location.from}-L${location.to}` : `#L${location.from}`;
    return safeUrl(`${repoUrl.replace(/\/+$/, '')}/blob/${commitSha}/${path}${anchor}`);
}
function evidenceCell(verdict, repoUrl, commitSha) {
    if (verdict.evidence.trim() === '')
        return '—';
    const text = mdCell(verdict.evidence, 120);
    if (verdict.evidenceFound === false)
        return `${text} (not in the commit)`;
    const url = evidenceUrl(repoUrl, commitSha, verdict.evidence);
    return url ? `[${text}](${url})` : text;
}
function verdictTable(result, repoUrl) {
    const rows = (result.review ?? []).map((v) => [
        v.met ? '✅ met' : '❌ unmet',
        mdCell(v.criterion, 300),
        evidenceCell(v, repoUrl, result.commitSha),
        mdCell(v.note, 300),
    ]);
    return mdTable(['Verdict', 'Criterion', 'Evidence', 'Note'], ['l', 'l', 'l', 'l'], rows);
}
/** "### Acceptance criteria": one table per reviewed task done in the run; undefined when none. */
function review_acceptanceBlock(iterations, repoUrl) {
    const reviewed = iterations.filter((r) => r.outcome === 'done' && r.review?.length);
    if (reviewed.length === 0)
        return undefined;
    const parts = ['### Acceptance criteria (reviewer)'];
    for (const result of reviewed) {
        const sha = shortSha(result.commitSha);
        parts.push(`**${mdCell(result.taskId, 60)}** ${mdCell(result.taskTitle)}${sha ? ` · commit ${sha}` : ''}`, verdictTable(result, repoUrl));
    }
    return parts.join('\n\n');
}

;// CONCATENATED MODULE: ./src/report/ci-runs.ts
/**
 * The "CI" section of the pull request body and the job summary: the repository's workflows the
 * action started on the pushed head, each linked to its run, and the ones GitHub refused.
 */


function entryLine(entry) {
    const label = `${mdCell(entry.name, 100)} (${codeSpan(entry.file)})`;
    if (entry.problem)
        return `- ${label}: not started: ${mdCell(entry.problem, 300)}`;
    const url = safeUrl(entry.url);
    const run = entry.runId !== undefined ? `run ${entry.runId}` : 'runs on this branch';
    return url ? `- ${label}: [${run}](${url})` : `- ${label}: started`;
}
function ci_runs_ciRunsBlock(ci) {
    if (!ci || ci.workflows.length === 0)
        return undefined;
    const head = `${codeSpan(ci.branch)} at ${codeSpan(shortSha(ci.sha) ?? ci.sha)}`;
    const lead = ci.workflows.some((w) => !w.problem)
        ? `Started with workflow_dispatch on ${head}`
        : `Could not start the CI workflows on ${head}`;
    return [
        '### CI',
        '',
        `${lead} (pushes made with the job token start no workflows):`,
        '',
        ...ci.workflows.map(entryLine),
    ].join('\n');
}

;// CONCATENATED MODULE: ./src/report/pr-body.ts
/**
 * The body of the loop's pull request. GitHub refuses bodies over 65,536 characters, so a large
 * task list sheds detail in stages (never by cutting text mid-markup):
 *   0 everything · 1 done rows hidden · 2 no description, no per-check table ·
 *   (the reviewer's verdicts go with stage 3) ·
 *   3 only the most relevant non-done rows that fit · 4 progress, status block and link ·
 *   5 progress and link.
 */







/** First line of every body the action writes; finds the PR to update and marks it as ours. */
const PR_BODY_MARKER = '<!-- ralph-action:pr-body -->';
const PR_BODY_MAX_LENGTH = 65536;
/** Which non-done tasks to keep when only some fit: work in flight and problems first. */
const KEEP_ORDER = {
    in_progress: 0,
    blocked: 1,
    pending: 2,
    skipped: 3,
    done: 4,
};
/** The agent ran as the action's own user although isolation was asked for: said first. */
function isolationWarningBlock(warning) {
    return `> [!WARNING]\n> ${mdCell(warning, 600)}`;
}
function tasksSection(model, stage, rowLimit) {
    const heading = '### Tasks';
    if (stage === 0)
        return `${heading}\n\n${taskTable(model, model.tasks)}`;
    const doneCount = model.tasks.filter((t) => t.status === 'done').length;
    const open = model.tasks.filter((t) => t.status !== 'done');
    let shown = open;
    if (stage >= 3 && rowLimit < open.length) {
        const keep = new Set(open
            .map((task, index) => ({ task, index }))
            .sort((a, b) => KEEP_ORDER[a.task.status] - KEEP_ORDER[b.task.status] || a.index - b.index)
            .slice(0, rowLimit)
            .map(({ task }) => task));
        shown = open.filter((t) => keep.has(t));
    }
    const hiddenOpen = open.length - shown.length;
    const notes = [];
    if (hiddenOpen > 0)
        notes.push(`… ${plural(hiddenOpen, 'more task')} not shown`);
    if (doneCount > 0)
        notes.push(`${plural(doneCount, 'done task')} hidden`);
    const parts = [heading];
    if (shown.length > 0)
        parts.push(taskTable(model, shown));
    if (notes.length > 0)
        parts.push(`_${notes.join('; ')}._`);
    return parts.join('\n\n');
}
/** Renders the body at one stage; `rowLimit` only matters at stage 3. */
function composePrBody(model, stage, rowLimit = Infinity) {
    const last = model.iterations.at(-1);
    const full = stage <= 3;
    const blocks = [
        PR_BODY_MARKER,
        titleLine(model),
        model.isolationWarning ? isolationWarningBlock(model.isolationWarning) : undefined,
        stage <= 1 ? descriptionBlock(model) : undefined,
        full ? branchLine(model) : undefined,
        progressBlock(model),
        full ? gatesLine(model) : undefined,
        full ? stopLine(model) : undefined,
        full ? tasksSection(model, stage, rowLimit) : undefined,
        stage <= 4 ? ciRunsBlock(model.ci) : undefined,
        stage <= 2 ? acceptanceBlock(model.iterations, model.repoUrl) : undefined,
        stage <= 4 && model.lastPhaseStatus ? phaseStatusBlock(model.lastPhaseStatus) : undefined,
        full && last ? lastIterationBlock(last, stage <= 1) : undefined,
        stage <= 2 ? gateNotesBlock(model.iterations) : undefined,
        stage <= 3 ? blockedEgressBlock(model.blockedEgress) : undefined,
        full ? totalsLine(model) : undefined,
        runLinkLine(model),
    ];
    return blocks.filter((b) => b !== undefined).join('\n\n') + '\n';
}
/** The PR body, at the most detailed stage that fits in `maxLength` characters. */
function renderPrBody(model, opts = {}) {
    return renderPrBodyWithStage(model, opts).body;
}
/** Like renderPrBody, and tells which stage was used (for logs and tests). */
function renderPrBodyWithStage(model, opts = {}) {
    const maxLength = opts.maxLength ?? PR_BODY_MAX_LENGTH;
    const fits = (body) => body.length <= maxLength;
    for (const stage of [0, 1, 2]) {
        const body = composePrBody(model, stage);
        if (fits(body))
            return { body, stage };
    }
    // Stage 3: the largest number of open rows that fits (length grows with the row count).
    const openCount = model.tasks.filter((t) => t.status !== 'done').length;
    if (fits(composePrBody(model, 3, 0))) {
        let lo = 0;
        let hi = openCount;
        while (lo < hi) {
            const mid = Math.ceil((lo + hi) / 2);
            if (fits(composePrBody(model, 3, mid)))
                lo = mid;
            else
                hi = mid - 1;
        }
        return { body: composePrBody(model, 3, lo), stage: 3 };
    }
    const minimal = composePrBody(model, 4);
    if (fits(minimal))
        return { body: minimal, stage: 4 };
    // Below this nothing more can go: the title is capped and the rest is a few fixed lines.
    return { body: composePrBody(model, 5), stage: 5 };
}

;// CONCATENATED MODULE: ./src/report/job-summary.ts
/** Markdown for $GITHUB_STEP_SUMMARY: the task table, every iteration of this run, and the status. */







/** GitHub accepts 1 MiB per step summary; stay clearly below it. */
const JOB_SUMMARY_MAX_BYTES = 1_000_000;
const OUTPUT_TAIL_LINES = 60;
function iterationsTable(iterations) {
    const rows = iterations.map((r) => [
        String(r.iteration),
        `${mdCell(r.taskId, 60)} ${mdCell(r.taskTitle, 80)}`,
        outcomeText(r),
        r.fixAttempts > 0
            ? `${r.attempt} (+${plural(r.fixAttempts, 'fix', 'fixes')})`
            : String(r.attempt),
        checksPassed(r.checks),
        String(r.numTurns),
        formatCost(r.costUsd),
        formatDuration(r.durationMs),
        shortSha(r.commitSha) ?? '—',
    ]);
    return mdTable(['#', 'Task', 'Outcome', 'Attempt', 'Checks', 'Turns', 'Cost', 'Duration', 'Commit'], ['r', 'l', 'l', 'r', 'r', 'r', 'r', 'r', 'l'], rows);
}
/** The "Publishing" section: each item a line, what failed first. */
function publishingBlock(publishing) {
    if (!publishing)
        return undefined;
    const lines = [
        ...publishing.notPublished.map((item) => `- ✗ Not published: ${mdCell(item, 1000)}`),
        ...publishing.published.map((item) => `- ✓ ${mdCell(item, 300)}`),
    ];
    const link = safeUrl(publishing.compareUrl);
    if (link)
        lines.push('', `[Open the pull request by hand](${link})`);
    return lines.length > 0 ? `### Publishing\n\n${lines.join('\n')}` : undefined;
}
/** Output of the failed checks of the last iteration, folded. */
function failedChecksBlock(last) {
    const failed = last?.checks.filter((c) => !c.passed) ?? [];
    if (failed.length === 0)
        return undefined;
    return failed
        .map((c) => {
        const tail = c.outputTail.split('\n').slice(-OUTPUT_TAIL_LINES).join('\n');
        return details(`Output of failed check ${mdText(c.name)}`, codeFence(tail || '(no output)', 'text'));
    })
        .join('\n\n');
}
function compose(model, showDone, rowLimit, withOutput, publishing) {
    const shown = model.tasks.filter((t) => showDone || t.status !== 'done').slice(0, rowLimit);
    const hidden = model.tasks.length - shown.length;
    const last = model.iterations.at(-1);
    const blocks = [
        titleLine(model),
        descriptionBlock(model),
        branchLine(model),
        progressBlock(model),
        gatesLine(model),
        stopLine(model),
        publishingBlock(publishing),
        ciRunsBlock(publishing?.ci ?? model.ci),
        '### Tasks',
        shown.length > 0 ? taskTable(model, shown) : undefined,
        hidden > 0 ? `_${plural(hidden, 'task')} not shown to keep the summary small._` : undefined,
        '### Iterations of this run',
        model.iterations.length > 0 ? iterationsTable(model.iterations) : '_No iterations ran._',
        acceptanceBlock(model.iterations, model.repoUrl),
        withOutput ? failedChecksBlock(last) : undefined,
        gateNotesBlock(model.iterations),
        blockedEgressBlock(model.blockedEgress),
        model.lastPhaseStatus ? phaseStatusBlock(model.lastPhaseStatus) : undefined,
        totalsLine(model),
        runLinkLine(model),
    ];
    return blocks.filter((b) => b !== undefined).join('\n\n') + '\n';
}
function renderJobSummary(model, publishing) {
    const fits = (text) => Buffer.byteLength(text, 'utf8') <= JOB_SUMMARY_MAX_BYTES;
    const all = model.tasks.length;
    for (const [showDone, withOutput] of [
        [true, true],
        [true, false],
        [false, false],
    ]) {
        const text = compose(model, showDone, all, withOutput, publishing);
        if (fits(text))
            return text;
    }
    let lo = 0;
    let hi = all;
    while (lo < hi) {
        const mid = Math.ceil((lo + hi) / 2);
        if (fits(compose(model, false, mid, false, publishing)))
            lo = mid;
        else
            hi = mid - 1;
    }
    return compose(model, false, lo, false, publishing);
}

;// CONCATENATED MODULE: ./src/report/console-summary.ts
/** The closing table the CLI prints after a loop: one row per iteration, aligned, optionally coloured. */




const TASK_WIDTH = 48;
const ANSI = {
    bold: '\x1b[1m',
    dim: '\x1b[2m',
    red: '\x1b[31m',
    green: '\x1b[32m',
    yellow: '\x1b[33m',
    cyan: '\x1b[36m',
    reset: '\x1b[0m',
};
const OUTCOME_COLORS = {
    done: ANSI.green,
    failed: ANSI.yellow,
    blocked: ANSI.red,
    interrupted: ANSI.cyan,
    not_attempted: ANSI.red,
    dry_run: ANSI.dim,
};
/** Terminal columns of a string: East Asian wide characters and emoji take two. */
function displayWidth(text) {
    let width = 0;
    for (const ch of text) {
        const cp = ch.codePointAt(0);
        if (cp < 0x20 || (cp >= 0x300 && cp <= 0x36f) || cp === 0x200b)
            continue;
        const wide = (cp >= 0x1100 && cp <= 0x115f) ||
            (cp >= 0x2e80 && cp <= 0xa4cf) ||
            (cp >= 0xac00 && cp <= 0xd7a3) ||
            (cp >= 0xf900 && cp <= 0xfaff) ||
            (cp >= 0xfe30 && cp <= 0xfe4f) ||
            (cp >= 0xff00 && cp <= 0xff60) ||
            (cp >= 0xffe0 && cp <= 0xffe6) ||
            (cp >= 0x1f300 && cp <= 0x1faff) ||
            (cp >= 0x20000 && cp <= 0x3fffd);
        width += wide ? 2 : 1;
    }
    return width;
}
function pad(text, width, align) {
    const fill = ' '.repeat(Math.max(0, width - displayWidth(text)));
    return align === 'r' ? fill + text : text + fill;
}
/** Shortens to at most `max` columns. */
function fitWidth(text, max) {
    if (displayWidth(text) <= max)
        return text;
    let out = '';
    for (const ch of text) {
        if (displayWidth(out + ch) > max - 1)
            break;
        out += ch;
    }
    return out + '…';
}
function taskCell(r) {
    const title = (0,one_line/* oneLine */.TN)(`${r.taskId} ${r.taskTitle}`);
    return fitWidth(title, TASK_WIDTH);
}
function renderConsoleSummary(input, opts) {
    const paint = (code, text) => opts.color ? `${code}${text}${ANSI.reset}` : text;
    const header = ['#', 'Task', 'Outcome', 'Attempt', 'Turns', 'Cost', 'Duration'];
    const align = ['r', 'l', 'l', 'r', 'r', 'r', 'r'];
    // Numbered as the run's headers number them ("Iteration 2 of 3"), not across runs.
    const rows = input.iterations.map((r, i) => ({
        outcome: r.outcome,
        cells: [
            String(i + 1),
            taskCell(r),
            `${format_OUTCOME_ICONS[r.outcome]} ${r.outcome}`,
            String(r.attempt),
            String(r.numTurns),
            format_formatCost(r.costUsd),
            format_formatDuration(r.durationMs),
        ],
    }));
    const widths = header.map((h, i) => Math.max(displayWidth(h), ...rows.map((r) => displayWidth(r.cells[i]))));
    const line = (cells, color) => cells
        .map((c, i) => {
        const padded = pad(c, widths[i], align[i]);
        return i === 2 && color ? paint(color, padded) : padded;
    })
        .join('  ')
        .trimEnd();
    const out = [];
    if (rows.length === 0) {
        out.push('No iterations ran.');
    }
    else {
        out.push(paint(ANSI.bold, line(header)));
        out.push(widths.map((w) => '─'.repeat(w)).join('  '));
        for (const row of rows)
            out.push(line(row.cells, OUTCOME_COLORS[row.outcome]));
        const turns = input.iterations.reduce((s, r) => s + r.numTurns, 0);
        const cost = input.iterations.reduce((s, r) => s + r.costUsd, 0);
        const ms = input.iterations.reduce((s, r) => s + r.durationMs, 0);
        out.push(`${format_plural(rows.length, 'iteration')} · ${format_plural(turns, 'turn')} · ${format_formatCost(cost)} · ${format_formatDuration(ms)}`);
    }
    for (const r of input.iterations)
        if (r.leftOut && r.leftOut.length > 0)
            out.push(`Not committed (${r.taskId}): ${r.leftOut.map((f) => `${markdown_stripControl(f.path)} (${f.why})`).join(', ')}`);
    if (input.counts) {
        const progress = input.progressPercent !== undefined ? `${format_progressBar(input.progressPercent)} · ` : '';
        out.push(`${progress}${format_plural(input.counts.total, 'task')}: ${format_countsLine(input.counts)}`);
    }
    if (input.stopReason || input.message) {
        const message = input.message ? markdown_stripControl(markdown_truncate(withoutStopped(input.message), 300)) : '';
        out.push(`Stopped: ${[input.stopReason, message].filter(Boolean).join(' — ')}`);
    }
    out.push(...blockedEgressLines(input.blockedEgress).map(markdown_stripControl));
    return out.join('\n') + '\n';
}
/**
 * The line already starts with "Stopped: <reason>": a message that starts with "Stopped" too
 * ("Stopped: …", "Stopped before task-001: …", "Stopped (stop-on-failure): …") loses that word.
 */
function withoutStopped(message) {
    const rest = message.replace(/^Stopped(?::\s*|\s+)/, '');
    if (rest === message)
        return message;
    const bracketed = /^\(([^)]*)\):?\s*/.exec(rest);
    return bracketed ? `${bracketed[1]}: ${rest.slice(bracketed[0].length)}` : rest;
}

;// CONCATENATED MODULE: ./src/report/command-reply.ts
/** The short PR comment posted after a `/ralph ...` command. */



/** First line of every reply; lets the action recognise (and skip) its own comments. */
const COMMAND_REPLY_MARKER = '<!-- ralph-action:command-reply -->';
function renderCommandReply(args) {
    const command = mdCell(args.command.split(/\r?\n/)[0] ?? '', 100);
    const who = args.actor ? `@${mdText(args.actor)} ` : '';
    const lines = [COMMAND_REPLY_MARKER, `> ${command}`, ''];
    if (args.refused !== undefined) {
        lines.push(`${who}⊘ Not run: ${mdCell(args.refused, 300)}`);
    }
    else if (args.result) {
        const r = args.result;
        const sha = shortSha(r.commitSha);
        lines.push(`${who}${outcomeText(r)}: ${mdCell(r.taskId, 60)} ${mdCell(r.taskTitle, 120)}`, '', [
            `checks ${checksPassed(r.checks)} ${r.checks.every((c) => c.passed) ? '✅' : '❌'}`,
            sha ? `commit ${sha}` : 'no commit',
            formatCost(r.costUsd),
            plural(r.numTurns, 'turn'),
        ].join(' · '));
        const failed = r.checks.filter((c) => !c.passed).map((c) => mdCell(c.name, 60));
        if (failed.length > 0)
            lines.push(`Failed: ${failed.join(', ')}`);
    }
    if (args.note)
        lines.push('', mdCell(args.note, 300));
    if (args.counts) {
        const bar = args.progressPercent !== undefined ? `${progressBar(args.progressPercent)} · ` : '';
        lines.push('', `${bar}${args.counts.done}/${args.counts.total} tasks done`);
    }
    const url = safeUrl(args.runUrl);
    if (url)
        lines.push('', `[Workflow run](${url})`);
    return lines.join('\n').replace(/\n{3,}/g, '\n\n') + '\n';
}

;// CONCATENATED MODULE: ./src/report/status-description.ts
/** The commit status the action sets on the PRD branch head. */


/** GitHub rejects longer commit status descriptions. */
const STATUS_DESCRIPTION_MAX = 140;
function describe(state, text) {
    const oneLine = stripControl(text).replace(/\s+/g, ' ').trim();
    return { state, description: truncate(oneLine, STATUS_DESCRIPTION_MAX) };
}
function renderStatusDescription(model) {
    const { counts } = model;
    const done = `${counts.done}/${counts.total} tasks done`;
    if (model.complete && model.gate1 && model.gate2) {
        const skipped = counts.skipped > 0 ? ` (${counts.skipped} skipped)` : '';
        return describe('success', `Complete: ${done}${skipped}`);
    }
    const blocked = model.tasks.filter((t) => t.status === 'blocked');
    if (model.breakerState === 'OPEN') {
        const also = blocked.length > 0 ? `, ${blocked.length} blocked` : '';
        return describe('failure', `Circuit breaker open: ${done}${also}`);
    }
    if (blocked.length === 1) {
        const task = blocked[0];
        const why = task.blocked_by ? `: ${task.blocked_by}` : '';
        return describe('failure', `Task ${idKey(task.id)} blocked${why} (${done})`);
    }
    if (blocked.length > 1) {
        const ids = blocked.map((t) => idKey(t.id)).join(', ');
        return describe('failure', `${blocked.length} tasks blocked (${done}): ${ids}`);
    }
    if (model.pausedUntil)
        return describe('pending', `paused until ${model.pausedUntil} (usage limit; ${done})`);
    if (model.stopReason === 'checks_failing_at_start')
        return describe('failure', `A required check fails at the starting commit (${done})`);
    if (model.stopReason === 'task_failed')
        return describe('failure', `A task failed its checks; stopped on failure (${done})`);
    if (model.gate1 && !model.gate2)
        return describe('pending', `${done}; waiting for the exit signal`);
    return describe('pending', done);
}

;// CONCATENATED MODULE: ./src/report/iteration-line.ts
/** One log line per iteration. */




function iteration_line_renderIterationLine(result) {
    const title = oneLine(result.taskTitle, 80);
    const sha = shortSha(result.commitSha);
    const facts = [
        `attempt ${result.attempt}`,
        result.fixAttempts > 0 ? plural(result.fixAttempts, 'fix', 'fixes') : undefined,
        `checks ${checksPassed(result.checks)}`,
        sha ? `commit ${sha}` : undefined,
        plural(result.numTurns, 'turn'),
        formatCost(result.costUsd),
        formatDuration(result.durationMs),
    ].filter((f) => f !== undefined);
    const failed = result.checks.filter((c) => !c.passed).map((c) => stripControl(c.name));
    const failedText = failed.length > 0 ? `; failed: ${failed.join(', ')}` : '';
    const id = stripControl(result.taskId);
    return `[${result.iteration}] ${id} "${title}" → ${outcomeText(result)} (${facts.join(', ')}${failedText})`;
}

;// CONCATENATED MODULE: ./src/report/progress-summary.ts


function clock(at) {
    return `${at.toISOString().slice(11, 16)} UTC`;
}
function renderProgressSummary(progress) {
    const where = progress.branch ? ` on ${codeSpan(progress.branch, 200)}` : '';
    const run = safeUrl(progress.runUrl);
    const blocks = [
        `## Ralph is working${where}`,
        `**Iteration ${progress.iteration} of ${progress.of}:** ${codeSpan(progress.taskId, 60)} ${mdCell(progress.taskTitle, 120)}`,
        `**Now:** ${mdCell(progress.phase, 200)}`,
        ...(progress.finished.length > 0
            ? [
                '### Iterations of this run so far',
                progress.finished.map((r) => `- ${mdCell(renderIterationLine(r), 400)}`).join('\n'),
            ]
            : []),
        `_As of ${clock(progress.at)}; the run's summary replaces this when it ends._${run ? ` [Workflow run](${run})` : ''}`,
    ];
    return `${blocks.join('\n\n')}\n`;
}
/** In place of the progress when the run ends without its summary (no task list to render). */
function renderStoppedSummary(message) {
    return `## Ralph stopped\n\n${mdParagraph(message, 2000)}\n`;
}

;// CONCATENATED MODULE: ./src/report/status-text.ts


const RULE = '─'.repeat(25);
const ORDER = ['done', 'in_progress', 'pending', 'blocked', 'skipped'];
const LABEL_WIDTH = Math.max(...ORDER.map((s) => format_STATUS_LABELS[s].length)) + 2;
function renderStatusText(args) {
    const lines = [
        `Project: ${stripControl(args.title).replace(/\s+/g, ' ').trim()}`,
        RULE,
        `Tasks: ${args.counts.total} total`,
        ...ORDER.map((s) => `  ${STATUS_ICONS[s]} ${`${STATUS_LABELS[s]}:`.padEnd(LABEL_WIDTH)}${args.counts[s]}`),
        RULE,
        `Progress: ${clampPercent(args.progressPercent)}%`,
    ];
    return lines.join('\n') + '\n';
}

;// CONCATENATED MODULE: ./src/report/index.ts
/** Renderers: pure functions from engine results to text for PRs, summaries, consoles and logs. */











;// CONCATENATED MODULE: ./src/text/log-text.ts
/**
 * Text for the job log that no one but the action may use to command the runner. The runner
 * reads every line of a step's output: a line that starts with `::` is a workflow command
 * (`::add-mask::`, `::stop-commands::`, `::error title=...::`, the deprecated `::set-output`),
 * and `##[...]` anywhere in a line is the older form. Agent text, check output and file names
 * the agent chose reach the log through `info`, so every line of it is neutralised: a
 * zero-width space goes between the two colons (or after `##`), which the runner does not parse
 * and a reader does not see. Terminal escapes (colours, cursor moves, titles) and other control
 * characters are removed: they would rewrite what the log shows.
 */
/** A zero-width space: breaks a command marker without changing what a reader sees. */
const BREAK = '\u200b';
// CSI (ESC [ ... final), OSC (ESC ] ... BEL or ST), other two-character escapes, C1 CSI.
const ESCAPES = 
// eslint-disable-next-line no-control-regex
/\u001b\[[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)?|\u001b[@-_]?|\u009b[0-?]*[ -/]*[@-~]/g;
// Control characters but tab and newline (a carriage return would hide what precedes it).
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
/** `text` without terminal escapes and control characters (tabs and newlines stay). */
function stripTerminalCodes(text) {
    return text.replace(ESCAPES, '').replace(CONTROLS, '');
}
function neutraliseLine(line) {
    const commandStart = /^(\s*):(?=:)/;
    return line.replace(commandStart, `$1:${BREAK}`).replace(/##(?=\[)/g, `##${BREAK}`);
}
/** `text` with no line a runner reads as a workflow command (terminal escapes are kept). */
function breakWorkflowCommands(text) {
    return text.split('\n').map(neutraliseLine).join('\n');
}
/** `text` as it may appear in the log: no line of it is a workflow command. */
function neutraliseLogText(text) {
    return breakWorkflowCommands(stripTerminalCodes(text));
}

// EXTERNAL MODULE: ./src/cli/types.ts
var types = __webpack_require__(4751);
;// CONCATENATED MODULE: ./src/cli/commands/loop.ts
/**
 * `ralph loop [iterations]`: run the Ralph loop locally until the task list is done or a stop
 * condition holds. `ralph once` shares everything here with a loop of one.
 */














const ENGINE_OPTIONS = {
    prd: { type: 'string' },
    'max-fix-attempts': { type: 'string' },
    'max-task-attempts': { type: 'string' },
    'max-turns': { type: 'string' },
    'task-timeout-minutes': { type: 'string' },
    'idle-timeout-minutes': { type: 'string' },
    'max-cost-usd': { type: 'string' },
    'max-minutes': { type: 'string' },
    model: { type: 'string' },
    branch: { type: 'string' },
    'base-branch': { type: 'string' },
    'allowed-tools': { type: 'string' },
    claude: { type: 'string' },
    'no-checks': { type: 'boolean' },
    'stop-on-failure': { type: 'boolean' },
    review: { type: 'boolean' },
    'dry-run': { type: 'boolean' },
    verbose: { type: 'boolean', short: 'v' },
    isolation: { type: 'string' },
    'pass-env': { type: 'string' },
    network: { type: 'string' },
    'allowed-hosts': { type: 'string' },
};
const ENGINE_OPTION_HELP = {
    prd: 'The task list (default .ralph/prd.yaml)',
    'max-fix-attempts': 'Times the agent may fix failing checks within one attempt (default 3)',
    'max-task-attempts': 'Failed attempts before a task is blocked (default 2)',
    'max-turns': 'Agent turns per run when a task has no estimated_turns (default 50)',
    'task-timeout-minutes': 'Wall-clock limit of one agent run (default 30)',
    'idle-timeout-minutes': 'Stop an agent that prints nothing for this long (default 10)',
    'max-cost-usd': 'Stop once the runs of this invocation cost this much',
    'max-minutes': 'Stop after this much wall-clock time (the running task stays pending)',
    model: 'Claude model for the agent',
    branch: 'Work branch (default: project.branch, else ralph/<slug of the title>)',
    'base-branch': "Branch to create a new work branch from (default: origin's default branch, else main/master)",
    'allowed-tools': 'Comma-separated tools to allow instead of auto-approving all of them',
    claude: 'Path of the claude executable (else RALPH_CLAUDE_PATH, claude on PATH, node_modules/.bin/claude)',
    'no-checks': "Run without the quality gate (nothing verifies the agent's work)",
    'stop-on-failure': 'Stop when a task still fails after its fix attempts (default: record it, go on with the next task)',
    review: "After the checks pass, a read-only reviewer judges each acceptance criterion (a task's review: wins)",
    'dry-run': 'Print the next task and its prompt, and what the run would refuse (same exit code); run and write nothing',
    verbose: 'Stream the raw agent events as pretty JSON',
    isolation: 'Run the agent and the checks as a separate OS user: auto (where root or sudo -n allow it), required (fail otherwise) or none (default: the agent runs as you)',
    'pass-env': 'Comma-separated names of further variables the agent and the checks get (default: only the base set)',
    network: 'With isolation: restricted (default; only the model and --allowed-hosts, through a proxy) or open',
    'allowed-hosts': 'Comma-separated hosts the agent and the checks may reach: host, *.domain or host:port; `defaults` = the package registries (default)',
};
function positiveInt(values, name, allowZero = false) {
    const raw = values[name];
    if (raw === undefined)
        return undefined;
    const text = String(raw).trim();
    const n = Number(text);
    if (!/^\d+$/.test(text) || !Number.isSafeInteger(n) || (!allowZero && n === 0)) {
        throw new types/* UsageError */.e(`--${name} must be a ${allowZero ? 'non-negative' : 'positive'} whole number (got "${String(raw)}")`);
    }
    return n;
}
function positiveNumber(values, name) {
    const raw = values[name];
    if (raw === undefined)
        return undefined;
    const n = Number(String(raw).trim());
    if (String(raw).trim() === '' || !Number.isFinite(n) || n <= 0) {
        throw new types/* UsageError */.e(`--${name} must be a positive number (got "${String(raw)}")`);
    }
    return n;
}
function loop_text(values, name) {
    const raw = values[name];
    return typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : undefined;
}
/** The iterations positional of `ralph loop` (default 10). */
function parseIterations(positional) {
    if (positional === undefined)
        return 10;
    if (!/^\d+$/.test(positional) || Number(positional) < 1) {
        throw new types/* UsageError */.e(`iterations must be a positive whole number (got "${positional}")`);
    }
    return Number(positional);
}
/** `claude`: --claude, else RALPH_CLAUDE_PATH, else on PATH, else node_modules/.bin/claude nearby. */
async function resolveClaudeForCli(values, io, repoDir) {
    const flag = loop_text(values, 'claude');
    if (flag)
        return external_node_path_default().resolve(io.cwd, flag);
    const configured = io.env.RALPH_CLAUDE_PATH?.trim();
    if (configured)
        return external_node_path_default().resolve(io.cwd, configured);
    const onPath = await (0,agent/* findOnPath */.aY)(io.env.PATH);
    if (onPath)
        return onPath;
    const found = await (0,claude_path/* resolveClaudePath */.Y)({}, [
        repoDir,
        external_node_path_default().dirname((0,external_node_url_.fileURLToPath)(import.meta.url)),
    ]);
    return found;
}
async function repositoryRoot(cwd) {
    const probe = (0,git/* createGit */.lD)({ cwd });
    const result = await probe.exec(['rev-parse', '--show-toplevel'], { allowFailure: true });
    if (result.exitCode !== 0)
        throw new CliFailure(`${cwd} is not inside a git repository (run \`git init\` first)`);
    return result.stdout.trim();
}
/** A failure to report as `error: ...` with exit 1 (no stack trace). */
class CliFailure extends Error {
    name = 'CliFailure';
}
async function settingsFromFlags(ctx, iterations) {
    const { values, io } = ctx;
    const repoDir = await repositoryRoot(io.cwd);
    const base = (0,engine/* defaultEngineSettings */.tO)(repoDir);
    const prdAbs = external_node_path_default().resolve(io.cwd, loop_text(values, 'prd') ?? external_node_path_default().join(external_node_path_default().relative(io.cwd, repoDir) || '.', base.prdPath));
    const prdPath = external_node_path_default().relative(repoDir, prdAbs).split((external_node_path_default()).sep).join('/');
    if (prdPath.startsWith('..'))
        throw new types/* UsageError */.e(`--prd must be inside the repository ${repoDir}`);
    const minutes = (name) => {
        const n = positiveNumber(values, name);
        return n === undefined ? undefined : Math.round(n * 60_000);
    };
    const allowed = loop_text(values, 'allowed-tools');
    return {
        ...base,
        prdPath,
        iterations,
        maxFixAttempts: positiveInt(values, 'max-fix-attempts', true) ?? base.maxFixAttempts,
        maxTaskAttempts: positiveInt(values, 'max-task-attempts') ?? base.maxTaskAttempts,
        maxTurns: positiveInt(values, 'max-turns') ?? base.maxTurns,
        taskTimeoutMs: minutes('task-timeout-minutes') ?? base.taskTimeoutMs,
        idleTimeoutMs: minutes('idle-timeout-minutes') ?? base.idleTimeoutMs,
        maxCostUsd: positiveNumber(values, 'max-cost-usd'),
        maxMinutes: positiveNumber(values, 'max-minutes'),
        model: loop_text(values, 'model'),
        branch: loop_text(values, 'branch'),
        baseBranch: loop_text(values, 'base-branch'),
        allowedTools: allowed
            ? allowed
                .split(',')
                .map((t) => t.trim())
                .filter((t) => t !== '')
            : [],
        claudePath: values['dry-run'] === true ? 'claude' : await resolveClaudeForCli(values, io, repoDir),
        checksDisabled: values['no-checks'] === true,
        stopOnFailure: values['stop-on-failure'] === true,
        review: values.review === true,
        dryRun: values['dry-run'] === true,
        verbose: values.verbose === true,
        // The agent's explicit environment: what it needs from yours, and its credential.
        agentEnv: (0,environment/* buildAgentEnvironment */.ti)(io.env),
        passEnv: parsePassEnv(values),
    };
}
/** The --pass-env option: variable names, each one the user may pass. */
function parsePassEnv(values) {
    const names = (loop_text(values, 'pass-env') ?? '').split(/[\s,]+/).filter((name) => name !== '');
    const problems = names.flatMap((name) => (0,environment/* passEnvProblem */.qV)(name) ?? []);
    if (problems.length > 0)
        throw new types/* UsageError */.e(`--pass-env: ${problems.join('; ')}`);
    return [...new Set(names)];
}
/** The --network and --allowed-hosts options (restricted to the package registries by default). */
function parseNetwork(values) {
    const raw = loop_text(values, 'network') ?? 'restricted';
    const mode = raw.toLowerCase();
    if (!NETWORK_MODES.includes(mode))
        throw new types/* UsageError */.e(`--network must be one of ${NETWORK_MODES.join(', ')} (got "${raw}")`);
    try {
        return {
            mode: mode,
            allowedHosts: parseAllowedHosts(loop_text(values, 'allowed-hosts') ?? DEFAULTS_WORD),
        };
    }
    catch (error) {
        throw new types/* UsageError */.e(`--allowed-hosts: ${error.message}`);
    }
}
/** The --isolation option (default none: locally the agent runs as you, like claude itself). */
function parseIsolation(values) {
    const raw = loop_text(values, 'isolation') ?? 'none';
    const mode = raw.toLowerCase();
    if (!ISOLATION_MODES.includes(mode)) {
        throw new types/* UsageError */.e(`--isolation must be one of ${ISOLATION_MODES.join(', ')} (got "${raw}")`);
    }
    return mode;
}
const SPINNER_FRAMES = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];
/** A one-line spinner on stderr (TTY only), cleared before anything else is printed. */
function createSpinner(io) {
    let timer;
    let label = '';
    let frame = 0;
    let shown = false;
    const draw = () => {
        io.stderr(`\r\x1b[K${SPINNER_FRAMES[frame++ % SPINNER_FRAMES.length]} ${label}`);
        shown = true;
    };
    const clear = () => {
        if (shown)
            io.stderr('\r\x1b[K');
        shown = false;
    };
    return {
        start(next) {
            if (!io.isTTY)
                return;
            label = next;
            if (!timer) {
                timer = setInterval(draw, 100);
                timer.unref?.();
            }
            draw();
        },
        clear,
        stop() {
            if (timer)
                clearInterval(timer);
            timer = undefined;
            clear();
        },
    };
}
function seconds(ms) {
    return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`;
}
function checkLine(result, color) {
    const mark = result.passed ? '✓' : result.required ? '✗' : '!';
    const paint = (code, s) => (color ? `\x1b[${code}m${s}\x1b[0m` : s);
    const detail = result.passed
        ? ''
        : result.timedOut
            ? ' timed out'
            : ` exit ${result.exitCode ?? 'killed'}`;
    const line = `  ${mark} ${neutraliseLogText(result.name)}${detail} (${seconds(result.durationMs)})${result.required ? '' : ' [optional]'}`;
    return result.passed ? paint('32', line) : paint(result.required ? '31' : '33', line);
}
/** The terminal face of the engine: iteration headers, streamed text, checks, warnings. */
function createConsoleObserver(io, verbose, 
/** Said once, when the agent first starts (never when no agent runs). */
autoApproved = false) {
    const spinner = createSpinner(io);
    let atLineStart = true;
    const out = (s) => {
        spinner.clear();
        io.stdout(s);
        if (s.length > 0)
            atLineStart = s.endsWith('\n');
    };
    const line = (s) => out(`${atLineStart ? '' : '\n'}${s}\n`);
    const err = (s) => {
        spinner.clear();
        if (!atLineStart)
            io.stdout('\n');
        atLineStart = true;
        io.stderr(`${s}\n`);
    };
    let currentTask = '';
    let fixes = 0;
    // Agent text, check output and names the agent chose: no terminal escapes (an OSC 52 would
    // write the user's clipboard) and, in a workflow step, no line a runner reads as a command.
    const safe = neutraliseLogText;
    const observer = {
        info: (m) => line(safe(m)),
        warning: (m) => err(`warning: ${safe(m)}`),
        error: (m) => err(`error: ${safe(m)}`),
        iterationStart: (i, of, task) => {
            currentTask = safe(String(task.id));
            fixes = 0;
            line(`\n${io.color ? '\x1b[1m' : ''}Iteration ${i} of ${of}: ${currentTask} - ${safe(task.title)}${io.color ? '\x1b[0m' : ''}`);
        },
        agentStart: (_task, attempt, resume) => {
            if (resume)
                fixes += 1;
            if (autoApproved)
                err('Running Claude with auto-approved permissions for autonomous iteration');
            autoApproved = false;
            line(resume
                ? `Resuming the agent's session for fix attempt ${fixes} (task attempt ${attempt})`
                : `Starting Claude (attempt ${attempt})`);
            spinner.start(`Claude is working on ${currentTask}...`);
        },
        agentText: (t) => {
            if (verbose)
                return;
            const text = safe(t);
            out(text.endsWith('\n') ? text : `${text}\n`);
            spinner.start(`Claude is working on ${currentTask}...`);
        },
        agentEvent: (event) => {
            if (!verbose)
                return;
            out(`${safe(JSON.stringify(event, null, 2))}\n`);
        },
        agentEnd: (result) => {
            spinner.stop();
            line(`Agent ${result.outcome}: ${safe(result.summary)}`);
        },
        checkStart: (check) => spinner.start(safe(`Running check ${check.name}: ${check.command}`)),
        checkResult: (result) => {
            spinner.stop();
            line(checkLine(result, io.color));
        },
        iterationEnd: (result) => {
            spinner.stop();
            line(`→ ${safe(result.summary)}`);
        },
    };
    return { observer, stop: () => spinner.stop() };
}
function closingSummary(result, io) {
    return renderConsoleSummary({
        blockedEgress: result.blockedEgress,
        iterations: result.iterations,
        counts: result.counts,
        progressPercent: result.progressPercent,
        stopReason: result.stopReason,
        message: result.message,
    }, { color: io.color });
}
/** The sandbox the --isolation option asks for; a warning when auto cannot isolate. */
async function sandboxFor(ctx, settings, mode, network) {
    const { sandbox, warning } = await createSandbox({
        mode,
        network,
        workspace: settings.repoDir,
        privatePaths: [ctx.io.env.HOME ?? ''].filter((p) => p !== ''),
        openPaths: [settings.claudePath, ...(0,toolchain_homes/* toolchainOpenPaths */.i4)(ctx.io.env.HOME ?? '', ctx.io.env)],
        pathDirs: (ctx.io.env.PATH ?? '').split((external_node_path_default()).delimiter),
        onLimitsStopped: (line) => ctx.io.stderr(`warning: ${line}\n`),
    });
    if (warning)
        ctx.io.stderr(`warning: ${warning}\n`);
    else if (sandbox.isolated)
        ctx.io.stderr(`Isolation: ${sandbox.description}\n`);
    return sandbox;
}
/** Runs the engine for `ralph once` / `ralph loop`; returns the exit code. */
async function runEngineCommand(ctx, iterations) {
    const { io } = ctx;
    let settings;
    let isolation;
    let network;
    try {
        isolation = parseIsolation(ctx.values);
        network = parseNetwork(ctx.values);
        settings = await settingsFromFlags(ctx, iterations);
    }
    catch (error) {
        if (error instanceof types/* UsageError */.e)
            throw error;
        io.stderr(`error: ${error.message}\n`);
        return 1;
    }
    const face = createConsoleObserver(io, settings.verbose, !settings.dryRun && settings.allowedTools.length === 0);
    let result;
    let sandbox;
    // The key (or token) in your environment stays with ralph: the agent gets a capability.
    const models = proxiedAgents({
        credential: credentialFrom({}, io.env),
        upstream: io.env.ANTHROPIC_BASE_URL,
        onStart: (line) => io.stderr(`${line}\n`),
    });
    try {
        sandbox = settings.dryRun ? undefined : await sandboxFor(ctx, settings, isolation, network);
        result = await (0,engine/* runLoop */.yG)(settings, {
            agent: models.agent(agent/* createClaudeRunner */.fN, { capUsd: settings.maxCostUsd }),
            git: (0,git/* createGit */.lD)({ cwd: settings.repoDir }),
            observer: face.observer,
            signal: ctx.signal,
            ...(sandbox ? { boundary: sandboxBoundary(sandbox) } : {}),
        });
    }
    catch (error) {
        face.stop();
        io.stderr(`error: ${error.message}\n`);
        return 1;
    }
    finally {
        face.stop();
        await sandbox?.dispose();
        await models.close();
    }
    // The summary quotes failure reasons (agent text) and uses colour of its own.
    if (!settings.dryRun)
        io.stdout(`\n${breakWorkflowCommands(closingSummary(result, io))}`);
    if (result.stopReason === 'interrupted')
        return 130;
    return result.exitCode;
}
const loopCommand = {
    name: 'loop',
    summary: 'Run iterations until the task list is done or a stop condition holds (default 10)',
    usage: 'ralph loop [iterations] [--max-fix-attempts N] [--max-cost-usd X] [--isolation MODE] [--dry-run] [-v]',
    examples: [
        'ralph loop',
        'ralph loop 3 --max-fix-attempts 2',
        'ralph loop 20 --max-cost-usd 5 --max-minutes 60',
    ],
    options: ENGINE_OPTIONS,
    optionHelp: ENGINE_OPTION_HELP,
    maxPositionals: 1,
    async run(ctx) {
        return runEngineCommand(ctx, parseIterations(ctx.positionals[0]));
    },
};


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
