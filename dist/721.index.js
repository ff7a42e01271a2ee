export const id = 721;
export const ids = [721];
export const modules = {

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
var prd = __webpack_require__(5976);
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
