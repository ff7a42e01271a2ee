export const id = 967;
export const ids = [967];
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

/***/ 8721:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createTasksCommand: () => (/* binding */ createTasksCommand),
  tasksCommand: () => (/* binding */ tasksCommand)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./src/planning/files.ts
var files = __webpack_require__(7490);
// EXTERNAL MODULE: ./src/prd/schema.ts
var schema = __webpack_require__(9359);
;// CONCATENATED MODULE: ./src/planning/schema-comment.ts
/** The editor hint on the first line of prd.yaml (the yaml-language-server convention). */

/** Where the published JSON Schema of prd.yaml lives. */
const DEFAULT_PRD_SCHEMA_URL = schema/* PRD_SCHEMA_URL */.BV;
const SCHEMA_COMMENT = /^#\s*yaml-language-server:\s*\$schema=/m;
/** Prepends `# yaml-language-server: $schema=<url>` unless the text already has such a line. */
function ensureSchemaComment(yamlText, url = DEFAULT_PRD_SCHEMA_URL) {
    if (SCHEMA_COMMENT.test(yamlText))
        return yamlText;
    return `# yaml-language-server: $schema=${url}\n${yamlText}`;
}

// EXTERNAL MODULE: ./src/prompt/markdown.ts
var markdown = __webpack_require__(7173);
;// CONCATENATED MODULE: ./src/planning/tasks-prompt.ts
/** The prompts of `ralph tasks`: spec -> .ralph/prd.yaml. */

/** What the agent must know about prd.yaml to write a valid one. */
const PRD_ESSENTIALS = `\`\`\`yaml
schema_version: "1.0"              # required, exactly "1.0"
project:
  title: Pomodoro CLI              # required
  description: One line on the goal
  branch: ralph/pomodoro-cli       # the branch the loop works on
tasks:                             # required, at least one, in a sensible working order
  - id: task-001                   # required, unique (string, or integer)
    title: Scaffold the CLI entry point   # required, one line
    description: |                 # what to build, self-contained: a fresh agent reads only this task
      ...
    status: pending                # required; new tasks are always pending
    priority: high                 # low | medium | high | critical
    depends_on: []                 # ids of tasks that must be done first (no cycles, no unknown ids)
    acceptance_criteria:           # 2-5 verifiable statements (tests or checks can prove them)
      - "..."
    tags: [cli]
    # optional execution context:
    context_files: [src/index.ts]  # existing files worth reading first
    output_artifacts: [src/cli.ts] # files the task creates or changes
    hints: |                       # what a senior developer would tell a junior
      ...
    estimated_turns: 10            # agent turns the task should need
\`\`\`
Rules: unknown keys are errors; status is one of pending, in_progress, done, blocked, skipped
(a blocked task needs \`blocked_by: <reason>\`); each task must fit one agent session (about one
commit of work); quote strings that contain ": " or start with a special character.`;
function renderTasksPrompt(specPath, specText) {
    return [
        `Use the ralph-tasks skill to convert the specification below (${specPath}) into a Ralph task list, the file .ralph/prd.yaml.`,
        'Do not write or edit any file: answer with the complete prd.yaml in a single ```yaml fenced block in your final message. The harness validates it and writes the file.',
        '## prd.yaml essentials (schema 1.0)',
        PRD_ESSENTIALS,
        `## The specification: ${specPath}`,
        (0,markdown/* fenced */.OF)(specText, 'markdown'),
    ].join('\n\n');
}
function renderRetryPrompt(errors) {
    return [
        'Your answer is not a valid .ralph/prd.yaml:',
        errors.map((e) => `- ${e}`).join('\n'),
        'Fix these problems and answer again with the complete corrected file in a single ```yaml fenced block.',
    ].join('\n\n');
}

;// CONCATENATED MODULE: ./src/planning/yaml-block.ts
/** Finding the YAML answer in an agent's final message. */
/**
 * The contents of the last ```yaml (or ```yml) fenced block of `text`, or undefined.
 * A fence closes only on a line of at least as many backticks as opened it, so YAML
 * holding ``` inside a longer fence survives. An unclosed last block runs to the end.
 */
function extractLastYamlBlock(text) {
    const lines = text.replace(/\r\n?/g, '\n').split('\n');
    let last;
    let open;
    for (const line of lines) {
        if (open) {
            const close = /^ {0,3}(`{3,})\s*$/.exec(line);
            if (close && close[1].length >= open.fence.length) {
                if (open.yaml)
                    last = open.body.join('\n');
                open = undefined;
            }
            else {
                open.body.push(line);
            }
            continue;
        }
        const start = /^ {0,3}(`{3,})\s*([\w+-]*)/.exec(line);
        if (start) {
            const lang = start[2].toLowerCase();
            open = { fence: start[1], yaml: lang === 'yaml' || lang === 'yml', body: [] };
        }
    }
    if (open?.yaml)
        last = open.body.join('\n');
    if (last === undefined)
        return undefined;
    const trimmed = last.replace(/^\s*\n/, '').replace(/\s+$/, '');
    return trimmed === '' ? undefined : `${trimmed}\n`;
}

// EXTERNAL MODULE: ./src/prd/index.ts + 19 modules
var prd = __webpack_require__(209);
// EXTERNAL MODULE: ./src/text/one-line.ts
var one_line = __webpack_require__(3854);
;// CONCATENATED MODULE: ./src/planning/generate-tasks.ts
/**
 * `ralph tasks`: a restricted, headless Claude run turns a specification into prd.yaml.
 * The answer is validated before anything is written; an invalid answer gets one retry in
 * the same session with the validation errors, and an invalid file is never written.
 */








/** Read-only tools: the agent may look at the repository and its skills, not change them. */
const TASKS_ALLOWED_TOOLS = ['Read', 'Glob', 'Grep', 'Skill'];
const TASKS_MAX_TURNS = 8;
async function generateTasks(deps, args) {
    const specFile = external_node_path_default().resolve(args.cwd, args.specPath);
    const outFile = external_node_path_default().resolve(args.cwd, args.outPath ?? '.ralph/prd.yaml');
    let specText;
    try {
        specText = await (0,promises_.readFile)(specFile, 'utf8');
    }
    catch {
        return { kind: 'spec_missing', path: specFile };
    }
    if (!args.force && (await (0,files/* exists */.t2)(outFile)))
        return { kind: 'exists', path: outFile };
    const shownOut = external_node_path_default().relative(args.cwd, outFile) || outFile;
    const base = {
        claudePath: deps.claudePath,
        cwd: args.cwd,
        maxTurns: TASKS_MAX_TURNS,
        allowedTools: TASKS_ALLOWED_TOOLS,
        timeoutMs: deps.timeoutMs ?? 10 * 60_000,
        idleTimeoutMs: deps.idleTimeoutMs ?? 5 * 60_000,
        env: deps.env,
        signal: deps.signal,
        onText: deps.onText,
        sandbox: deps.sandbox,
    };
    const attempt = async (options) => {
        const result = await deps.runner.run(options);
        const yaml = extractLastYamlBlock(result.finalText) ?? extractLastYamlBlock(result.assistantText);
        if (yaml === undefined) {
            return {
                result,
                errors: ['no ```yaml fenced block found in the final message'],
                taskCount: 0,
            };
        }
        const check = deps.validate(yaml, shownOut);
        return { result, yaml, errors: check.errors, taskCount: check.taskCount };
    };
    const specShown = external_node_path_default().relative(args.cwd, specFile) || specFile;
    const first = await attempt({ ...base, prompt: renderTasksPrompt(specShown, specText) });
    if (first.result.outcome !== 'completed') {
        return { kind: 'agent_failed', summary: first.result.summary, attempts: 1 };
    }
    let final = first;
    if (first.errors.length > 0) {
        const retryPrompt = renderRetryPrompt(first.errors);
        // Resume the same conversation so the agent fixes its own answer; without a session
        // id, start over with the original request and the errors.
        final = await attempt(first.result.sessionId
            ? { ...base, prompt: retryPrompt, resumeSessionId: first.result.sessionId }
            : { ...base, prompt: `${renderTasksPrompt(specShown, specText)}\n\n${retryPrompt}` });
        if (final.result.outcome !== 'completed') {
            return { kind: 'agent_failed', summary: final.result.summary, attempts: 2 };
        }
        if (final.errors.length > 0)
            return { kind: 'invalid', errors: final.errors, attempts: 2 };
    }
    // Titles come from issue text anyone can write: one line each before the file exists.
    await (0,files/* writeFileAtomic */.Zf)(outFile, ensureSchemaComment((0,one_line/* sanitizeTaskListTitles */.KC)(final.yaml), deps.schemaUrl));
    return {
        kind: 'written',
        path: outFile,
        taskCount: final.taskCount,
        attempts: final === first ? 1 : 2,
    };
}
/** The prd validator, as `ralph validate` sees the file. */
function checkTaskListText(text, file) {
    const loaded = (0,prd/* parsePrdText */.fX)(text, file);
    const errors = loaded.errors.map(prd/* formatDiagnostic */.xy);
    if (errors.length === 0 && !loaded.prd)
        errors.push(`${file}: not a valid task list`);
    return { errors, taskCount: loaded.prd?.tasks.length ?? 0 };
}

// EXTERNAL MODULE: ./src/planning/wiring.ts + 1 modules
var planning_wiring = __webpack_require__(554);
// EXTERNAL MODULE: ./src/cli/types.ts
var types = __webpack_require__(4751);
;// CONCATENATED MODULE: ./src/cli/commands/tasks.ts
/** `ralph tasks <spec-file>`: turn a specification into .ralph/prd.yaml with Claude. */




function createTasksCommand(wiring = planning_wiring/* defaultPlanningWiring */.F) {
    return {
        name: 'tasks',
        summary: 'Convert a specification into .ralph/prd.yaml with Claude (validated before writing)',
        usage: 'ralph tasks <spec-file> [--out .ralph/prd.yaml] [--force]',
        examples: [
            'ralph tasks plans/SPEC.md',
            'ralph tasks docs/feature.md --out .ralph/prd.yaml --force',
        ],
        options: {
            out: { type: 'string', short: 'o' },
            force: { type: 'boolean' },
        },
        optionHelp: {
            out: 'Where to write the task list (default .ralph/prd.yaml)',
            force: 'Overwrite an existing task list',
        },
        maxPositionals: 1,
        async run({ positionals, values, io, signal }) {
            const spec = positionals[0];
            if (!spec)
                throw new types/* UsageError */.e('missing <spec-file>, e.g. `ralph tasks plans/SPEC.md`');
            const out = typeof values.out === 'string' ? values.out : '.ralph/prd.yaml';
            const shown = (file) => external_node_path_default().relative(io.cwd, file) || file;
            io.stderr(`Converting ${spec} into a task list with Claude (ralph-tasks skill)...\n`);
            let result;
            try {
                result = await generateTasks({
                    runner: wiring.createRunner(),
                    claudePath: await wiring.resolveClaude(io.env, io.cwd),
                    validate: checkTaskListText,
                    env: io.env,
                    signal,
                }, { cwd: io.cwd, specPath: spec, outPath: out, force: values.force === true });
            }
            catch (error) {
                io.stderr(`error: ${error.message}\n`);
                return 1;
            }
            switch (result.kind) {
                case 'written':
                    io.stdout(`Wrote ${result.taskCount} task${result.taskCount === 1 ? '' : 's'} to ${shown(result.path)}\n` +
                        `Next: review it, then \`ralph validate\` and \`ralph once\` (or \`ralph loop\`).\n`);
                    return 0;
                case 'spec_missing':
                    io.stderr(`error: spec file not found: ${shown(result.path)}\n`);
                    return 1;
                case 'exists':
                    io.stderr(`error: ${shown(result.path)} already exists; use --force to overwrite it.\n`);
                    return 1;
                case 'agent_failed':
                    io.stderr(`error: Claude did not finish: ${result.summary}\nNothing was written.\n`);
                    return 1;
                case 'invalid':
                    io.stderr(`error: Claude's task list is still invalid after one retry; nothing was written.\n` +
                        result.errors.map((e) => `  ${e}\n`).join(''));
                    return 1;
            }
        },
    };
}
const tasksCommand = createTasksCommand();


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

/***/ 3854:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KC: () => (/* binding */ sanitizeTaskListTitles),
/* harmony export */   TN: () => (/* binding */ oneLine)
/* harmony export */ });
/* unused harmony export TITLE_MAX_LENGTH */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/**
 * Text from the task list (and from issues, through plan mode) is data. Wherever a title or an
 * id becomes part of something else (a commit subject, a progress heading, a pull-request row,
 * a comment, a log group), it goes through `oneLine` first: one line, no control or
 * direction-changing characters, length-capped. A title can then never add a line of its own
 * (a `Co-authored-by:` trailer, a markdown heading, a YAML key).
 */

const TITLE_MAX_LENGTH = 200;
// eslint-disable-next-line no-control-regex
const ANSI_ESCAPE = /\x1b\[[0-?]*[ -/]*[@-~]|\x1b[@-_]/g;
// C0 and C1 controls, DEL; bidi embeddings, overrides and isolates; zero-width and BOM.
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\x00-\x08\x0e-\x1f\x7f-\x9f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;
// Every kind of line break and tab becomes a space.
const BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]+/g;
/** One line of plain text: breaks become spaces, invisible characters go, at most `max` characters. */
function oneLine(text, max = TITLE_MAX_LENGTH) {
    const flat = String(text)
        .replace(ANSI_ESCAPE, '')
        .replace(BREAKS, ' ')
        .replace(INVISIBLE, '')
        .replace(/ {2,}/g, ' ')
        .trim();
    const chars = Array.from(flat);
    return chars.length <= max ? flat : `${chars.slice(0, Math.max(0, max - 1)).join('')}…`;
}
/**
 * A task list written from text anyone can write (plan mode): the project title and every task
 * title are made one line before the file is written. Comments and layout are kept.
 */
function sanitizeTaskListTitles(yamlText) {
    const doc = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(yamlText);
    if (doc.errors.length > 0)
        return yamlText;
    let changed = false;
    const fix = (map) => {
        if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(map))
            return;
        const title = map.get('title', true);
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(title) && typeof title.value === 'string') {
            const clean = oneLine(title.value);
            if (clean !== title.value) {
                title.value = clean;
                changed = true;
            }
        }
    };
    if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(doc.contents)) {
        fix(doc.contents.get('project'));
        const tasks = doc.contents.get('tasks');
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(tasks))
            for (const task of tasks.items)
                fix(task);
    }
    return changed ? doc.toString() : yamlText;
}


/***/ })

};
