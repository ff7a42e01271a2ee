export const id = 337;
export const ids = [337];
export const modules = {

/***/ 787:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I5: () => (/* binding */ classifyRun),
/* harmony export */   VW: () => (/* binding */ CANNOT_COMPLETE_SIGNAL)
/* harmony export */ });
/* unused harmony export cannotCompleteReason */
/* harmony import */ var _report_format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2011);

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
            summary: `Stopped after ${turns} of ${(0,_report_format_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(facts.maxTurns, 'turn')} (max turns)`,
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
    // the cloud providers' credentials (held by the model proxy only)
    'AWS_ACCESS_KEY_ID',
    'AWS_SECRET_ACCESS_KEY',
    'AWS_SESSION_TOKEN',
    'ANTHROPIC_FOUNDRY_API_KEY',
    'ANTHROPIC_FOUNDRY_AUTH_TOKEN',
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

/***/ 8707:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   eM: () => (/* binding */ toolchainHomes),
/* harmony export */   i4: () => (/* binding */ toolchainOpenPaths),
/* harmony export */   p8: () => (/* binding */ toolchainEnvironment)
/* harmony export */ });
/* unused harmony exports runnerCandidates, cacheRoot, parseProbe */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_4__);
/**
 * The toolchain homes a check or the agent needs besides a fresh HOME. A fresh HOME hides the
 * runner's rustup install ("no default is configured") and starts every Go, npm, uv, Maven or
 * Gradle run with a cold cache. What they get instead:
 * - read-only, from the runner, when they exist and the user who runs can read them: `~/.rustup`
 *   and `~/.cargo` as RUSTUP_HOME and CARGO_HOME (Cargo's target dir stays in the tree), Go's
 *   module download cache as the first GOPROXY (a `file://` proxy: Go checks what it serves
 *   against go.sum), the `~/.m2` repository as Maven's `maven.repo.local.tail` and the `~/.gradle`
 *   caches as GRADLE_RO_DEP_CACHE. Isolated, the sandbox opens these (and only these: not
 *   Cargo's credentials or configuration) to the agent's user, and they belong to the runner's
 *   user: nothing the agent or a check runs can change them.
 * - a persistent cache per OS user, in a directory the harness makes, for npm, whose cache checks
 *   every package it serves against the lockfile's integrity.
 * Writable caches that are trusted as they are read (Go's build cache with its cached test
 * results, pip's and uv's unpacked wheels, Maven's and Gradle's own writes) stay in the fresh
 * HOME: shared from one check to the next, a check could plant a passing result for the run that
 * verifies it.
 * A variable the runner sets itself wins over these defaults (GOPROXY keeps it, behind the cache).
 */





/** The runner's candidates, by the variable they become. */
/**
 * The runner's directories the sandbox opens to the agent's user, when they exist: Cargo's bin,
 * registry and git checkouts, never its credentials.toml or config.toml.
 */
function toolchainOpenPaths(runnerHome, base = {}) {
    if (!(0,node_path__WEBPACK_IMPORTED_MODULE_4__.isAbsolute)(runnerHome))
        return [];
    const { rustup, cargo, goModDownload, m2Repository, gradleCaches } = runnerCandidates(runnerHome, base);
    const cargoParts = ['bin', 'registry', 'git'].map((part) => (0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(cargo, part));
    return [rustup, ...cargoParts, goModDownload, m2Repository, gradleCaches].filter((path) => (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.existsSync)(path));
}
function runnerCandidates(runnerHome, base = {}) {
    const goPath = base.GOPATH?.split(':')[0] || (0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(runnerHome, 'go');
    const goModCache = base.GOMODCACHE || (0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(goPath, 'pkg', 'mod');
    return {
        rustup: (0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(runnerHome, '.rustup'),
        cargo: (0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(runnerHome, '.cargo'),
        goModDownload: (0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(goModCache, 'cache', 'download'),
        m2Repository: (0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(runnerHome, '.m2', 'repository'),
        gradleCaches: (0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(runnerHome, '.gradle', 'caches'),
    };
}
/** Go's own default, behind the runner's download cache when the runner sets none. */
const DEFAULT_GOPROXY = 'https://proxy.golang.org,direct';
/**
 * The environment these homes give, besides what the runner's environment `base` already sets:
 * its RUSTUP_HOME or cache directories are kept, and its GOPROXY goes behind the download cache.
 */
function toolchainEnvironment(homes, base = {}) {
    const env = {};
    const { runner, cache } = homes;
    if (runner.rustup)
        env.RUSTUP_HOME = runner.rustup;
    if (runner.cargo)
        env.CARGO_HOME = runner.cargo;
    if (runner.goModDownload) {
        env.GOPROXY = `file://${runner.goModDownload},${base.GOPROXY || DEFAULT_GOPROXY}`;
    }
    if (runner.m2Repository)
        env.MAVEN_OPTS = `-Dmaven.repo.local.tail=${runner.m2Repository}`;
    if (runner.gradleCaches)
        env.GRADLE_RO_DEP_CACHE = runner.gradleCaches;
    if (cache)
        env.npm_config_cache = (0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(cache, 'npm');
    for (const name of Object.keys(env)) {
        if (name !== 'GOPROXY' && base[name])
            Reflect.deleteProperty(env, name);
    }
    return env;
}
/** Where the per-user caches live: a directory of the harness's own, outside every temp dir. */
function cacheRoot(env = process.env, uid = process.getuid?.()) {
    if (uid === 0)
        return '/var/cache/ralph-toolchains';
    const base = env.XDG_CACHE_HOME || (0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(env.HOME || (0,node_os__WEBPACK_IMPORTED_MODULE_3__.homedir)(), '.cache');
    return (0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(base, 'ralph-toolchains');
}
/**
 * The root holds one directory per user, like /tmp: anyone may add one (so an isolated user
 * makes its own), nobody may list or remove another's. Refused when something else is there.
 */
async function prepareRoot(root) {
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(root, { recursive: true, mode: 0o700 });
        const stat = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(root);
        if (!stat.isDirectory() || stat.uid !== process.getuid?.())
            return false;
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.chmod)(root, 0o1733);
        return true;
    }
    catch {
        return false;
    }
}
/**
 * Run as the check's user: prints `READ <dir>` for each candidate it can enter, and
 * `CACHE <dir>` for its own cache directory, made here and owned by it (not a link planted by
 * someone else).
 */
const PROBE = [
    'root="$1"; shift',
    'for dir; do [ -x "$dir" ] && [ -d "$dir" ] && echo "READ $dir"; done',
    '[ -n "$root" ] || exit 0',
    'own="$root/$(id -u)"',
    'mkdir -p -m 700 "$own" 2>/dev/null',
    '[ ! -L "$own" ] && [ -d "$own" ] && [ -O "$own" ] && chmod 700 "$own" && echo "CACHE $own"',
    'exit 0',
].join('\n');
function runProbe(sandbox, args) {
    const command = ['-c', PROBE, 'sh', ...args];
    // A probe that cannot run or fails leaves the caller with its fresh HOME alone, as before.
    return new Promise((resolve) => {
        try {
            const wrapped = sandbox?.isolated === true ? sandbox.wrap('sh', command) : { command: 'sh', args: command };
            (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile)(wrapped.command, wrapped.args, {
                env: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
                timeout: 30_000,
                ...(wrapped.uid !== undefined ? { uid: wrapped.uid, gid: wrapped.gid } : {}),
            }, (error, stdout) => resolve(error ? '' : stdout));
        }
        catch {
            resolve('');
        }
    });
}
function parseProbe(stdout, candidates) {
    const readable = new Set();
    let cache;
    for (const line of stdout.split('\n')) {
        if (line.startsWith('READ '))
            readable.add(line.slice(5));
        else if (line.startsWith('CACHE '))
            cache = line.slice(6);
    }
    const runner = {};
    for (const [key, dir] of Object.entries(candidates)) {
        if (readable.has(dir))
            runner[key] = dir;
    }
    return { runner, ...(cache ? { cache } : {}) };
}
/** Found once per user and process: the homes do not change while the harness runs. */
const found = new Map();
/** The toolchain homes of whoever runs in `sandbox`: its user, or the harness's own. */
function toolchainHomes(sandbox, options = {}) {
    const runnerHome = options.runnerHome ?? process.env.HOME ?? (0,node_os__WEBPACK_IMPORTED_MODULE_3__.homedir)();
    const root = options.root ?? cacheRoot();
    const who = sandbox?.isolated === true ? (sandbox.identity()?.user ?? 'agent') : 'harness';
    const key = `${who}\0${runnerHome}\0${root}`;
    let homes = found.get(key);
    if (!homes) {
        homes = (async () => {
            const candidates = runnerCandidates(runnerHome, process.env);
            const rootReady = await prepareRoot(root);
            const stdout = await runProbe(sandbox, [rootReady ? root : '', ...Object.values(candidates)]);
            return parseProbe(stdout, candidates);
        })();
        found.set(key, homes);
    }
    return homes;
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
    // the 1-hour prompt cache (see src/agent/prompt-cache.ts)
    'ENABLE_PROMPT_CACHING_1H',
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

/***/ 2011:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BD: () => (/* binding */ formatCost),
/* harmony export */   J7: () => (/* binding */ countsLine),
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   Zt: () => (/* binding */ STATUS_LABELS),
/* harmony export */   a3: () => (/* binding */ formatDuration),
/* harmony export */   hr: () => (/* binding */ progressBar),
/* harmony export */   sM: () => (/* binding */ OUTCOME_ICONS)
/* harmony export */ });
/* unused harmony exports STATUS_ICONS, clampPercent, shortSha, checksPassed */
/** The status icons of SPEC-035 §9. */
const STATUS_ICONS = {
    done: '✓',
    in_progress: '▶',
    pending: '○',
    blocked: '⊗',
    skipped: '⊘',
};
const STATUS_LABELS = {
    done: 'Done',
    in_progress: 'In Progress',
    pending: 'Pending',
    blocked: 'Blocked',
    skipped: 'Skipped',
};
const OUTCOME_ICONS = {
    done: '✓',
    failed: '✗',
    blocked: '⊗',
    interrupted: '↺',
    not_attempted: '⊘',
    dry_run: '○',
};
function clampPercent(percent) {
    if (!Number.isFinite(percent))
        return 0;
    return Math.min(100, Math.max(0, Math.round(percent)));
}
/** `▓▓▓▓▓░░░░░ 53%` */
function progressBar(percent, width = 10) {
    const p = clampPercent(percent);
    const filled = Math.round((p / 100) * width);
    return `${'▓'.repeat(filled)}${'░'.repeat(width - filled)} ${p}%`;
}
function formatCost(usd) {
    if (!Number.isFinite(usd) || usd <= 0)
        return '$0.00';
    if (usd < 0.01)
        return '<$0.01';
    return `$${usd.toFixed(2)}`;
}
/** 850ms, 12.3s, 1m 02s, 1h 03m */
function formatDuration(ms) {
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
function shortSha(sha) {
    return sha ? sha.slice(0, 7) : undefined;
}
function plural(n, one, many = `${one}s`) {
    return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}
/** `3/4` required-or-not: every check counts. */
function checksPassed(checks) {
    return `${checks.filter((c) => c.passed).length}/${checks.length}`;
}
/** The counts of §9 on one line: `✓ 8 done · ▶ 2 in progress · ○ 4 pending · ⊗ 1 blocked · ⊘ 0 skipped`. */
function countsLine(counts) {
    return [
        `${STATUS_ICONS.done} ${counts.done} done`,
        `${STATUS_ICONS.in_progress} ${counts.in_progress} in progress`,
        `${STATUS_ICONS.pending} ${counts.pending} pending`,
        `${STATUS_ICONS.blocked} ${counts.blocked} blocked`,
        `${STATUS_ICONS.skipped} ${counts.skipped} skipped`,
    ].join(' · ');
}


/***/ })

};
