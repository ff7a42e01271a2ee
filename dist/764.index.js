export const id = 764;
export const ids = [764];
export const modules = {

/***/ 9764:
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
var files = __webpack_require__(9795);
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
var planning_wiring = __webpack_require__(7492);
// EXTERNAL MODULE: ./src/cli/types.ts
var types = __webpack_require__(452);
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

/***/ 9795:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J8: () => (/* binding */ fileChanged),
/* harmony export */   Rj: () => (/* binding */ fingerprint),
/* harmony export */   Zf: () => (/* reexport safe */ _files_atomic_js__WEBPACK_IMPORTED_MODULE_2__.Z),
/* harmony export */   t2: () => (/* binding */ exists)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _files_atomic_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5127);
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

/***/ 7492:
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
var agent = __webpack_require__(6781);
// EXTERNAL MODULE: ./src/planning/claude-path.ts
var claude_path = __webpack_require__(8490);
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
