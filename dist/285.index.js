export const id = 285;
export const ids = [285];
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

/***/ 5213:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BE: () => (/* binding */ formatTimeout),
/* harmony export */   Gv: () => (/* binding */ DEFAULT_CHECK_TIMEOUT_MS),
/* harmony export */   ZZ: () => (/* binding */ parseTimeout)
/* harmony export */ });
/** Check timeouts: seconds as a number, or a duration string like "90s", "10m", "1h". */
const DEFAULT_CHECK_TIMEOUT_MS = 10 * 60 * 1000;
const UNIT_MS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
const DURATION = /^(\d+(?:\.\d+)?)\s*(ms|s|sec|secs|seconds?|m|min|mins|minutes?|h|hr|hrs|hours?)?$/i;
/** Milliseconds, or undefined when the value is not a positive duration. */
function parseTimeout(value) {
    if (typeof value === 'number') {
        return Number.isFinite(value) && value > 0 ? Math.round(value * 1000) : undefined;
    }
    if (typeof value !== 'string')
        return undefined;
    const match = DURATION.exec(value.trim());
    if (!match)
        return undefined;
    const unit = (match[2] ?? 's').toLowerCase();
    const key = unit === 'ms' ? 'ms' : unit[0];
    const ms = Math.round(Number(match[1]) * UNIT_MS[key]);
    return ms > 0 ? ms : undefined;
}
/** The shortest exact spelling of a duration: 600000 -> "10m", 90000 -> "90s". */
function formatTimeout(ms) {
    if (ms % 3_600_000 === 0)
        return `${ms / 3_600_000}h`;
    if (ms % 60_000 === 0)
        return `${ms / 60_000}m`;
    if (ms % 1000 === 0)
        return `${ms / 1000}s`;
    return `${ms}ms`;
}


/***/ }),

/***/ 3169:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createInitCommand: () => (/* binding */ createInitCommand),
  defaultInitDeps: () => (/* binding */ defaultInitDeps),
  initCommand: () => (/* binding */ initCommand)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/agent/resolve-claude.ts
var resolve_claude = __webpack_require__(1424);
// EXTERNAL MODULE: ./src/planning/wiring.ts + 1 modules
var wiring = __webpack_require__(554);
;// CONCATENATED MODULE: ./src/scaffold/enhance.ts
const ENHANCE_PROMPT = `/init

CLAUDE.md and AGENTS.md already exist and hold the Ralph workflow instructions for ralph-action.
Enrich BOTH files with project-specific context: what the project does, how the code is laid out,
how to build, run and test it, and the conventions you observe. Put it in their "## Project"
section and keep that content identical in the two files. Keep the "Ralph workflow",
"Codebase Patterns" and "Quality Checks" sections, and do not change anything between
<!-- RALPH:CHECKS:START --> and <!-- RALPH:CHECKS:END -->. Do not create other files.`;
/** Runs /init headless with file tools only; resolves with a one-line outcome (never rejects). */
function claudeInitRunner(deps) {
    return async (cwd) => {
        const result = await deps.runner.run({
            claudePath: deps.claudePath,
            cwd,
            prompt: ENHANCE_PROMPT,
            maxTurns: 40,
            timeoutMs: 15 * 60_000,
            idleTimeoutMs: 5 * 60_000,
            allowedTools: ['Read', 'Glob', 'Grep', 'LS', 'Edit', 'MultiEdit', 'Write'],
            env: deps.env,
            signal: deps.signal,
            onText: deps.onText,
        });
        if (result.outcome === 'completed') {
            return {
                ok: true,
                message: `Claude Code's /init enriched CLAUDE.md and AGENTS.md (${result.numTurns} turns)`,
            };
        }
        return {
            ok: false,
            message: `Claude Code's /init did not finish (${result.outcome}): ${result.summary}`,
        };
    };
}

// EXTERNAL MODULE: ./src/checks/detect.ts
var detect = __webpack_require__(4914);
// EXTERNAL MODULE: ./src/checks/markers.ts
var markers = __webpack_require__(2814);
// EXTERNAL MODULE: ./src/checks/parse.ts
var parse = __webpack_require__(906);
// EXTERNAL MODULE: ./src/scaffold/files.ts
var files = __webpack_require__(8485);
// EXTERNAL MODULE: ./src/prd/example-task.ts
var example_task = __webpack_require__(9368);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./src/checks/render.ts
var render = __webpack_require__(2517);
;// CONCATENATED MODULE: ./src/scaffold/status-block.ts
/** The PRP_PHASE_STATUS block as the agent should end its final message (spec 003). */
const PHASE_STATUS_EXAMPLE = `---PRP_PHASE_STATUS---
TIMESTAMP: 2026-02-05T10:30:00Z
PHASE: GREEN
STATUS: COMPLETE
ITERATION: 1
PROGRESS_PERCENT: 100

TESTS:
  TOTAL: 42
  PASSING: 42
  FAILING: 0
  SKIPPED: 0

FILES:
  CREATED: 2
  MODIFIED: 3
  DELETED: 0

CIRCUIT_BREAKER:
  STATE: CLOSED
  NO_PROGRESS_COUNT: 0

DUAL_GATE:
  GATE_1: true
  GATE_2: true
  CAN_EXIT: true

BLOCKERS:
  - none

EXIT_SIGNAL: true
RECOMMENDATION: Task complete - all quality checks pass
---END_PRP_PHASE_STATUS---`;
/** How to fill the block in, for people and agents. */
const PHASE_STATUS_RULES = `- The delimiter lines are exactly \`---PRP_PHASE_STATUS---\` and \`---END_PRP_PHASE_STATUS---\`, with no spaces around them.
- PHASE: RED (writing tests), GREEN (implementing), REFACTOR or DOCUMENT. STATUS: IN_PROGRESS, BLOCKED or COMPLETE.
- ITERATION is the iteration number from the prompt (1 if none is given); PROGRESS_PERCENT is 0-100.
- TESTS: PASSING + FAILING + SKIPPED must equal TOTAL, counted from the last test run (all 0 if there are no tests).
- FILES counts the files you created, modified and deleted for this task.
- Booleans are lowercase \`true\`/\`false\`; numbers are unquoted. CAN_EXIT is GATE_1 and GATE_2.
- BLOCKERS lists what stops you, one \`- item\` per line, or \`- none\`.
- EXIT_SIGNAL: true only when the task is finished and every required check passes.
- RECOMMENDATION is one line: the next action.`;

;// CONCATENATED MODULE: ./src/scaffold/templates.ts
/** The files `ralph init` writes. Pure functions of the project's name and checks. */




const PRD_SCHEMA_URL = 'https://raw.githubusercontent.com/ralph-action/ralph-action/main/schema/prd.schema.json';
const ACTION_REFERENCE = 'ralph-action/ralph-action@v1';
const ATTEMPTS_IGNORE_ENTRY = '.ralph/attempts/';
/** "My App!" -> "my-app"; never empty. */
function slugify(text) {
    const slug = text
        .toLowerCase()
        .normalize('NFKD')
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, 50)
        .replace(/-+$/, '');
    return slug || 'project';
}
/** A YAML scalar, quoted only when it has to be. */
function scalar(value) {
    return (0,dist/* stringify */.As)(value, { lineWidth: 0 }).trimEnd();
}
function prdTemplate({ title, today }) {
    return `# yaml-language-server: $schema=${PRD_SCHEMA_URL}
#
# The task list ralph-action works through, one task per iteration.
# Replace the example task with your own (or let the ralph-tasks skill write this
# file from plans/SPEC.md), then check it with \`ralph validate\`.
# The harness owns \`status\`: it marks tasks in_progress, done or blocked as it works.
schema_version: "1.0"
project:
  title: ${scalar(title)}
  description: What this project is and what the tasks below should achieve.
  created: ${scalar(today)}
  branch: ${scalar(`ralph/${slugify(title)}`)}
tasks:
  - id: task-001
    title: ${example_task/* EXAMPLE_TASK_TITLE */.OJ}
    description: >-
      One small, verifiable change that fits in a single agent session:
      say what to build and where, not how to build it.
    status: pending
    priority: high
    acceptance_criteria:
      - A concrete, checkable outcome (a command, a test, a visible behaviour)
      - All quality checks in CLAUDE.md pass
    context_files: []
    hints: Optional pointers for the agent, e.g. the module to extend or a pattern to follow.
`;
}
function progressTemplate() {
    return `# Ralph Progress Log

> ralph-action appends a block here after every iteration: the task, what changed and what was learned.

## Codebase Patterns

(Patterns discovered during iterations will be consolidated here)

---
`;
}
function workflowInstructions(fileName) {
    const other = fileName === 'CLAUDE.md' ? 'AGENTS.md' : 'CLAUDE.md';
    return `## Ralph workflow

This repository is developed with [ralph-action](https://github.com/ralph-action/ralph-action):
a harness runs the Ralph loop (in GitHub Actions, or locally with \`ralph once\` / \`ralph loop\`).
Each iteration starts a fresh agent on ONE task from \`.ralph/prd.yaml\`, verifies the result with
the Quality Checks below, commits it, and moves on to the next task.

When the harness gives you a task:

1. **One task only.** Implement exactly the task in the prompt. Read its description, acceptance
   criteria, hints and context files first. Keep the change small and focused; do not start other tasks.
2. **Run the checks.** Run every command in "Quality Checks" below. If a required check fails, fix the
   cause (not the check) and run them all again until they pass.
3. **The harness owns the bookkeeping.** Do not edit \`.ralph/prd.yaml\` (task status), \`.ralph/progress.txt\`
   or the RALPH:CHECKS block. Do not commit, push or switch branches: the harness commits your work once
   the checks it read from the starting commit pass, and it restores any of those files you change.
4. **Remember what you learned.** Add reusable patterns (conventions, gotchas, useful commands) to the
   "Codebase Patterns" section of BOTH this file and ${other}, keeping the two identical. Record general,
   lasting knowledge only, not a diary of the task.
5. **Report your status.** End your final message with a PRP_PHASE_STATUS block (below). If you cannot
   finish the task, write a line \`RALPH_CANNOT_COMPLETE: <reason>\` before the block, set STATUS to
   BLOCKED and list the blockers.

### The status block

\`\`\`text
${PHASE_STATUS_EXAMPLE}
\`\`\`

${PHASE_STATUS_RULES}`;
}
/**
 * The Quality Checks section of the file that does not hold the RALPH:CHECKS block: a pointer,
 * so the checks have one definition (two copies drift, and the harness reads only the first).
 */
function checksPointerSection(holder) {
    return `${render/* QUALITY_CHECKS_HEADING */.Np}

The quality checks are defined once, in the RALPH:CHECKS block of ${holder}: run every command
listed there before finishing a task, and fix the code (not the checks) when one fails.
`;
}
/**
 * A new CLAUDE.md or AGENTS.md: project notes, the Ralph workflow, patterns and the checks (the
 * block itself when this file holds it, else a pointer to `holder`).
 */
function agentInstructionsTemplate(fileName, checks, holder = fileName) {
    const other = fileName === 'CLAUDE.md' ? 'AGENTS.md' : 'CLAUDE.md';
    return `# ${fileName}

Instructions for coding agents working in this repository. Keep this file and ${other} in sync.

## Project

Describe the project here: what it does, how the code is laid out, how to build and run it.
(\`ralph init --enhance\` asks Claude Code to fill this in from the code.)

${workflowInstructions(fileName)}

## Codebase Patterns

(Reusable patterns discovered during iterations are recorded here, identical in CLAUDE.md and AGENTS.md.)

${holder === fileName ? (0,render/* renderQualityChecksSection */.yv)(checks) : checksPointerSection(holder)}`;
}
/** What is appended to an existing CLAUDE.md/AGENTS.md that has no checks block. */
function appendedChecksSection(existing, checks, holder) {
    const separator = existing.length === 0 || existing.endsWith('\n\n')
        ? ''
        : existing.endsWith('\n')
            ? '\n'
            : '\n\n';
    const section = holder ? checksPointerSection(holder) : (0,render/* renderQualityChecksSection */.yv)(checks);
    return `${existing}${separator}${section}`;
}
function workflowTemplate() {
    return `# Runs the Ralph loop with ralph-action: one verified task per iteration from .ralph/prd.yaml.
# Start it from the Actions tab ("Run workflow"), or comment on the loop's pull request:
# \`/ralph next\`, \`/ralph run 3\`, \`/ralph retry <task>\`, \`/ralph skip <task>\` or \`/ralph status\`.
# Needs the repository secret ANTHROPIC_API_KEY.
name: Ralph

on:
  workflow_dispatch:
    inputs:
      iterations:
        description: How many tasks to attempt in this run
        type: number
        required: false
        default: 3
  issue_comment:
    types: [created]

# Push commits, open/update the pull request, reply to comments, set a commit status.
permissions:
  contents: write
  pull-requests: write
  issues: write
  statuses: write

# Every workflow that runs the loop (scheduled, dispatch, comment commands) shares this group,
# so two runs never work on the task list at once: they would pick the same task and the
# later one could not push. Never cancel a running loop: it may be between commit and push.
# (Several task lists on different branches? Give each one its own group.)
concurrency:
  group: ralph-loop
  cancel-in-progress: false

jobs:
  ralph:
    # Manual runs, and comments on pull requests that start with /ralph. The action itself
    # refuses commenters without write access before running anything.
    if: github.event_name == 'workflow_dispatch' || (github.event.issue.pull_request && startsWith(github.event.comment.body, '/ralph'))
    runs-on: ubuntu-latest
    timeout-minutes: 120
    steps:
      - uses: actions/checkout@v7
        with:
          # Comments run on the default branch: start from the pull request's head instead.
          ref: \${{ github.event_name == 'issue_comment' && format('refs/pull/{0}/head', github.event.issue.number) || '' }}
          # Full history: the action switches to (or creates) the task list's branch itself.
          fetch-depth: 0
          # Keep the token out of .git/config, where the agent could read it.
          persist-credentials: false

      # Set up whatever the RALPH:CHECKS commands of CLAUDE.md need here,
      # e.g. actions/setup-node and \`npm ci\`.

      - uses: ${ACTION_REFERENCE}
        with:
          anthropic-api-key: \${{ secrets.ANTHROPIC_API_KEY }}
          iterations: \${{ inputs.iterations || 3 }}

      # Agent transcripts and per-attempt records, for when a task needs a closer look.
      - uses: actions/upload-artifact@v7
        if: always()
        with:
          name: ralph-\${{ github.run_id }}-\${{ github.run_attempt }}
          path: \${{ runner.temp }}/ralph
          if-no-files-found: ignore
          retention-days: 14
`;
}

;// CONCATENATED MODULE: ./src/scaffold/init.ts
/**
 * `ralph init`: scaffolds a repository for ralph-action. Idempotent: an existing file is never
 * overwritten without `force`; CLAUDE.md/AGENTS.md only get a checks block when they lack one.
 */







const AGENT_FILES = ['CLAUDE.md', 'AGENTS.md'];
async function projectTitle(repoDir) {
    const text = await (0,files/* readIfExists */.OR)((0,external_node_path_.join)(repoDir, 'package.json'));
    if (text) {
        try {
            const name = JSON.parse(text).name;
            if (typeof name === 'string' && name.trim())
                return name.trim();
        }
        catch {
            // Not our file to judge; fall back to the directory name.
        }
    }
    return (0,external_node_path_.basename)(repoDir) || 'project';
}
/** Checks of a valid block already in CLAUDE.md/AGENTS.md (for the report). */
async function existingChecks(repoDir) {
    for (const file of AGENT_FILES) {
        const text = await (0,files/* readIfExists */.OR)((0,external_node_path_.join)(repoDir, file));
        if (text === undefined)
            continue;
        const result = (0,parse/* parseChecksBlock */.ES)(text, file);
        if (result.found && result.errors.length === 0 && result.checks.length > 0)
            return result.checks;
    }
    return undefined;
}
/**
 * The one file that holds the RALPH:CHECKS block: the first that has one (the harness reads
 * CLAUDE.md first), else CLAUDE.md. The other file only points to it.
 */
async function blockHolder(repoDir, force) {
    if (force)
        return 'CLAUDE.md';
    for (const file of AGENT_FILES) {
        const text = await (0,files/* readIfExists */.OR)((0,external_node_path_.join)(repoDir, file));
        if (text !== undefined && (0,parse/* parseChecksBlock */.ES)(text, file).found)
            return file;
    }
    return 'CLAUDE.md';
}
/** Lines START..END (inclusive) of the block, or undefined. */
function blockRange(lines) {
    const start = lines.findIndex((l) => markers/* CHECKS_START_PATTERN */.c8.test(l));
    if (start < 0)
        return undefined;
    const end = lines.findIndex((l, i) => i > start && markers/* CHECKS_END_PATTERN */.Np.test(l));
    return end < 0 ? undefined : [start, end];
}
/**
 * Puts the original checks block back into `after` when an edit changed or removed it.
 * Returns undefined when the block is unchanged.
 */
function restoreChecksBlock(before, after, checks) {
    const original = (0,parse/* parseChecksBlock */.ES)(before);
    const current = (0,parse/* parseChecksBlock */.ES)(after);
    if (!original.found || current.rawBlock === original.rawBlock)
        return undefined;
    const beforeLines = before.split('\n');
    const range = blockRange(beforeLines);
    const block = beforeLines.slice(range[0], range[1] + 1);
    const afterLines = after.split('\n');
    const afterRange = blockRange(afterLines);
    if (!afterRange)
        return appendedChecksSection(after, checks.length > 0 ? checks : original.checks);
    afterLines.splice(afterRange[0], afterRange[1] - afterRange[0] + 1, ...block);
    return afterLines.join('\n');
}
function hasIgnoreEntry(gitignore) {
    const wanted = new Set([
        '.ralph/attempts/',
        '.ralph/attempts',
        '/.ralph/attempts/',
        '/.ralph/attempts',
        '.ralph/attempts/*',
        '.ralph/',
        '.ralph',
        '/.ralph/',
    ]);
    return gitignore.split(/\r?\n/).some((line) => wanted.has(line.trim()));
}
async function runInit(options) {
    const { repoDir } = options;
    const force = options.force ?? false;
    const entries = [];
    const today = options.today ?? new Date().toISOString().slice(0, 10);
    const reused = await existingChecks(repoDir);
    const checks = reused ?? (await (0,detect/* detectChecks */.P)(repoDir));
    const checksSource = reused ? 'existing block' : checks.length > 0 ? 'detected' : 'none';
    async function scaffold(path, content) {
        const full = (0,external_node_path_.join)(repoDir, path);
        const current = await (0,files/* readIfExists */.OR)(full);
        if (current !== undefined && !force) {
            entries.push({ action: 'skipped', path, note: 'exists' });
            return;
        }
        const text = await content();
        if (current === text) {
            entries.push({ action: 'skipped', path, note: 'unchanged' });
            return;
        }
        await (0,files/* writeFileAtomic */.Zf)(full, text);
        entries.push({ action: current === undefined ? 'created' : 'overwritten', path });
    }
    await scaffold('.ralph/prd.yaml', async () => prdTemplate({ title: await projectTitle(repoDir), today }));
    await scaffold('.ralph/progress.txt', progressTemplate);
    const gitignorePath = (0,external_node_path_.join)(repoDir, '.gitignore');
    const gitignore = await (0,files/* readIfExists */.OR)(gitignorePath);
    if (gitignore === undefined) {
        await (0,files/* writeFileAtomic */.Zf)(gitignorePath, `# ralph-action: per-attempt transcripts and logs\n${ATTEMPTS_IGNORE_ENTRY}\n`);
        entries.push({ action: 'created', path: '.gitignore' });
    }
    else if (hasIgnoreEntry(gitignore)) {
        entries.push({
            action: 'skipped',
            path: '.gitignore',
            note: `already ignores ${ATTEMPTS_IGNORE_ENTRY}`,
        });
    }
    else {
        const separator = gitignore === '' || gitignore.endsWith('\n') ? '' : '\n';
        await (0,files/* writeFileAtomic */.Zf)(gitignorePath, `${gitignore}${separator}\n# ralph-action: per-attempt transcripts and logs\n${ATTEMPTS_IGNORE_ENTRY}\n`);
        entries.push({ action: 'updated', path: '.gitignore', note: `added ${ATTEMPTS_IGNORE_ENTRY}` });
    }
    const holder = await blockHolder(repoDir, force);
    for (const file of AGENT_FILES) {
        const full = (0,external_node_path_.join)(repoDir, file);
        const current = await (0,files/* readIfExists */.OR)(full);
        const pointer = file === holder ? undefined : holder;
        if (current === undefined || force) {
            await scaffold(file, () => agentInstructionsTemplate(file, checks, holder));
        }
        else if ((0,parse/* parseChecksBlock */.ES)(current, file).found) {
            entries.push({ action: 'skipped', path: file, note: 'exists, has a RALPH:CHECKS block' });
        }
        else if (pointer && current.includes(`RALPH:CHECKS block of ${pointer}`)) {
            entries.push({ action: 'skipped', path: file, note: `exists, points to ${pointer}` });
        }
        else {
            await (0,files/* writeFileAtomic */.Zf)(full, appendedChecksSection(current, checks, pointer));
            entries.push({
                action: 'updated',
                path: file,
                note: pointer
                    ? `added a pointer to the RALPH:CHECKS block of ${pointer}`
                    : 'added RALPH:CHECKS block',
            });
        }
    }
    await scaffold('.github/workflows/ralph.yml', workflowTemplate);
    let enhance;
    if (options.enhance)
        enhance = await runEnhance(options, checks, entries);
    return {
        entries,
        checks,
        checksSource,
        enhance,
        nextSteps: nextSteps(checks, await filesTheRunNeeds(repoDir)),
    };
}
/** Every file a run reads from the commit it starts from, that exists here. */
async function filesTheRunNeeds(repoDir) {
    const candidates = [
        '.ralph/prd.yaml',
        '.ralph/progress.txt',
        '.ralph/db',
        '.gitignore',
        ...AGENT_FILES,
        '.github/workflows/ralph.yml',
    ];
    const present = [];
    for (const path of candidates) {
        if (await (0,promises_.stat)((0,external_node_path_.join)(repoDir, path)).then(() => true, () => false))
            present.push(path);
    }
    return present;
}
async function runEnhance(options, checks, entries) {
    if (!options.runClaudeInit) {
        return { ok: false, message: 'skipped --enhance: Claude Code is not available' };
    }
    const before = new Map();
    for (const file of AGENT_FILES)
        before.set(file, await (0,files/* readIfExists */.OR)((0,external_node_path_.join)(options.repoDir, file)));
    let outcome;
    try {
        outcome = await options.runClaudeInit(options.repoDir);
    }
    catch (error) {
        outcome = { ok: false, message: `Claude Code's /init failed: ${error.message}` };
    }
    // The gate belongs to the user: whatever /init did, the checks blocks stay as they were.
    for (const file of AGENT_FILES) {
        const original = before.get(file);
        const full = (0,external_node_path_.join)(options.repoDir, file);
        const now = await (0,files/* readIfExists */.OR)(full);
        if (original === undefined || now === undefined) {
            if (original !== undefined) {
                await (0,files/* writeFileAtomic */.Zf)(full, original);
                entries.push({ action: 'restored', path: file, note: 'deleted during --enhance' });
            }
            continue;
        }
        const restored = restoreChecksBlock(original, now, checks);
        if (restored !== undefined) {
            await (0,files/* writeFileAtomic */.Zf)(full, restored);
            entries.push({
                action: 'restored',
                path: file,
                note: 'put back the RALPH:CHECKS block changed during --enhance',
            });
        }
        else if (now !== original) {
            entries.push({ action: 'updated', path: file, note: 'enhanced by Claude Code /init' });
        }
    }
    return outcome;
}
function nextSteps(checks, needed) {
    const steps = [];
    if (checks.length === 0) {
        steps.push('No test/lint commands were detected: fill in the RALPH:CHECKS block in CLAUDE.md (and AGENTS.md). ' +
            'Ralph will not run until it has at least one check.');
    }
    steps.push('Edit .ralph/prd.yaml: replace the example task with your tasks (or run `ralph sync` and ask Claude Code to use the ralph-prd and ralph-tasks skills).', 'Run `ralph validate` to check the task list.', 'Run `ralph once --dry-run` to see what the next iteration would do.', 'Add the ANTHROPIC_API_KEY secret to the repository (Settings > Secrets and variables > Actions, or `gh secret set ANTHROPIC_API_KEY`).');
    // A run reads the task list and the checks from the commit it starts from: all of them must
    // be committed, also the ones init kept as they were (a migrated prd.yaml, your CLAUDE.md).
    steps.push(`Commit everything the run reads: git add ${needed.join(' ')} && git commit -m "chore: set up ralph-action"`);
    return steps;
}
/** The report as the lines `ralph init` prints. */
function formatInitReport(report) {
    const lines = report.entries.map((e) => `${e.action.padEnd(11)} ${e.path}${e.note ? ` (${e.note})` : ''}`);
    if (report.checksSource === 'detected') {
        lines.push('', `Detected checks: ${report.checks.map((c) => `${c.name} (${c.command})`).join(', ')}`);
    }
    else if (report.checksSource === 'none') {
        lines.push('', 'No checks detected: the RALPH:CHECKS block holds a TODO for you to fill in.');
    }
    if (report.enhance)
        lines.push('', `${report.enhance.ok ? '' : 'warning: '}${report.enhance.message}`);
    lines.push('', 'Next steps:', ...report.nextSteps.map((s, i) => `  ${i + 1}. ${s}`));
    return `${lines.join('\n')}\n`;
}

;// CONCATENATED MODULE: ./src/cli/commands/init.ts
/** `ralph init`: scaffold a repository for ralph-action. */






async function defaultFindClaude(env, cwd) {
    const found = await wiring/* defaultPlanningWiring */.F.resolveClaude(env, cwd);
    if (found.includes('/') || found.includes('\\'))
        return found;
    return (0,resolve_claude/* findOnPath */.aY)(env.PATH);
}
const defaultInitDeps = {
    createRunner: () => wiring/* defaultPlanningWiring */.F.createRunner(),
    findClaude: defaultFindClaude,
};
function createInitCommand(deps = defaultInitDeps) {
    return {
        name: 'init',
        summary: 'Scaffold .ralph/prd.yaml, progress, CLAUDE.md/AGENTS.md checks and the workflow',
        usage: 'ralph init [dir] [--force] [--enhance]',
        examples: ['ralph init', 'ralph init --enhance', 'ralph init ../other-repo --force'],
        options: {
            force: { type: 'boolean', short: 'f' },
            enhance: { type: 'boolean' },
        },
        optionHelp: {
            force: 'Overwrite existing files with the templates (default: keep them)',
            enhance: "Run Claude Code's /init to add project context to CLAUDE.md and AGENTS.md",
        },
        maxPositionals: 1,
        async run({ positionals, values, io, signal }) {
            const repoDir = external_node_path_default().resolve(io.cwd, positionals[0] ?? '.');
            const isDir = await (0,promises_.stat)(repoDir).then((s) => s.isDirectory(), () => false);
            if (!isDir) {
                io.stderr(`error: ${repoDir} is not a directory\n`);
                return 1;
            }
            let runClaudeInit;
            if (values.enhance === true) {
                const claudePath = await deps.findClaude(io.env, repoDir);
                if (claudePath) {
                    io.stderr("Running Claude Code's /init to enrich CLAUDE.md and AGENTS.md (this can take a few minutes)...\n");
                    runClaudeInit = claudeInitRunner({
                        runner: deps.createRunner(),
                        claudePath,
                        env: io.env,
                        signal,
                    });
                }
                else {
                    io.stderr('warning: --enhance needs Claude Code, which was not found (install @anthropic-ai/claude-code or set RALPH_CLAUDE_PATH); scaffolding without it.\n');
                }
            }
            let report;
            try {
                report = await runInit({
                    repoDir,
                    force: values.force === true,
                    enhance: values.enhance === true && runClaudeInit !== undefined,
                    runClaudeInit,
                });
            }
            catch (error) {
                io.stderr(`error: ralph init could not write the scaffolding: ${error.message}\n`);
                return 1;
            }
            io.stdout(formatInitReport(report));
            return 0;
        },
    };
}
const initCommand = createInitCommand();


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


/***/ }),

/***/ 7267:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ KNOWN_KEYS),
/* harmony export */   BE: () => (/* binding */ PRIORITIES),
/* harmony export */   BV: () => (/* binding */ PRD_SCHEMA_URL),
/* harmony export */   EG: () => (/* binding */ SUPPORTED_SCHEMA_VERSION),
/* harmony export */   Hi: () => (/* binding */ TASK_STATUSES),
/* harmony export */   OB: () => (/* binding */ projectBranch),
/* harmony export */   T4: () => (/* binding */ idKey),
/* harmony export */   al: () => (/* binding */ DATE_TIME_PATTERN),
/* harmony export */   hE: () => (/* binding */ BASELINE_MODES),
/* harmony export */   pN: () => (/* binding */ PROVENANCES),
/* harmony export */   sh: () => (/* binding */ taskPriority)
/* harmony export */ });
const TASK_STATUSES = ['pending', 'in_progress', 'done', 'blocked', 'skipped'];
const PRIORITIES = ['low', 'medium', 'high', 'critical'];
const PROVENANCES = ['agent', 'human', 'system'];
const SUPPORTED_SCHEMA_VERSION = '1.0';
const BASELINE_MODES = ['require-passing', 'allow-failing'];
/** A date (YYYY-MM-DD) or an ISO 8601 date-time: other tools write timestamps where SPEC-035 writes dates. */
const DATE_TIME_PATTERN = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
/** The keys each mapping of a task list may have (the zod schemas are checked against these). */
const KNOWN_KEYS = {
    top: [
        'schema_version',
        'project',
        'tasks',
        'completion_marker',
        'paused',
        'disciplines',
        'features',
    ],
    project: ['title', 'description', 'created', 'branch', 'branchName'],
    task: [
        'id',
        'title',
        'description',
        'status',
        'priority',
        'tags',
        'depends_on',
        'blocked_by',
        'acceptance_criteria',
        'created',
        'updated',
        'completed',
        'feature',
        'discipline',
        'context_files',
        'output_artifacts',
        'files',
        'hints',
        'baseline',
        'estimated_turns',
        'provenance',
        'comments',
        'verify',
    ],
    comment: ['author', 'body', 'created', 'agent_task_id'],
    verify: ['name', 'command', 'timeout'],
    discipline: [
        'name',
        'display_name',
        'acronym',
        'icon',
        'color',
        'system_prompt',
        'skills',
        'conventions',
        'mcp_servers',
    ],
    mcp: ['name', 'command', 'args', 'env'],
    feature: [
        'name',
        'display_name',
        'acronym',
        'description',
        'created',
        'knowledge_paths',
        'context_files',
    ],
};
/** Ids compare as strings: `depends_on: [3]` matches `id: "3"` and `id: 3`. */
function idKey(id) {
    return String(id);
}
function taskPriority(task) {
    return task.priority ?? 'medium';
}
function projectBranch(project) {
    return project.branch ?? project.branchName;
}
/** Where editors find the published JSON Schema (`# yaml-language-server: $schema=...`). */
const PRD_SCHEMA_URL = 'https://raw.githubusercontent.com/ralph-action/ralph-action/main/schema/prd.schema.json';


/***/ }),

/***/ 8485:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OR: () => (/* reexport safe */ _files_atomic_js__WEBPACK_IMPORTED_MODULE_1__.OR),
/* harmony export */   Zf: () => (/* reexport safe */ _files_atomic_js__WEBPACK_IMPORTED_MODULE_1__.Zf)
/* harmony export */ });
/* unused harmony export exists */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _files_atomic_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6094);
/** Small file helpers for scaffolding: atomic writes and existence checks. */



async function exists(path) {
    try {
        await stat(path);
        return true;
    }
    catch {
        return false;
    }
}


/***/ })

};
