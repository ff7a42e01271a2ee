export const id = 164;
export const ids = [164];
export const modules = {

/***/ 7053:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ detectChecks),
/* harmony export */   R: () => (/* binding */ detectChecksWith)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _duration_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8918);
/** Guesses a project's quality checks from its manifest files (what `ralph init` proposes). */



const NPM_DEFAULT_TEST = /no test specified/;
function check(name, command) {
    return { name, command, required: true, timeoutMs: _duration_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_CHECK_TIMEOUT_MS */ .Gv };
}
async function nodeChecks(read) {
    const text = await read('package.json');
    if (text === undefined)
        return [];
    let scripts = {};
    try {
        const parsed = JSON.parse(text);
        const value = parsed?.scripts;
        if (value && typeof value === 'object')
            scripts = value;
    }
    catch {
        return [];
    }
    const has = (name) => typeof scripts[name] === 'string' && scripts[name].trim() !== '';
    const checks = [];
    if (has('typecheck'))
        checks.push(check('typecheck', 'npm run typecheck'));
    if (has('lint'))
        checks.push(check('lint', 'npm run lint'));
    if (has('test') && !NPM_DEFAULT_TEST.test(scripts.test))
        checks.push(check('test', 'npm test'));
    return checks;
}
async function pythonChecks(read) {
    const manifests = [
        'pyproject.toml',
        'setup.py',
        'setup.cfg',
        'requirements.txt',
        'requirements-dev.txt',
    ];
    const texts = await Promise.all(manifests.map(read));
    if (texts[0] === undefined && texts[1] === undefined && texts[3] === undefined)
        return [];
    const configFiles = [
        'pytest.ini',
        'tox.ini',
        'ruff.toml',
        '.ruff.toml',
        'mypy.ini',
        'conftest.py',
    ];
    const configs = await Promise.all(configFiles.map(read));
    const all = [...texts, ...configs].filter((t) => t !== undefined).join('\n');
    const exists = (file) => configs[configFiles.indexOf(file)] !== undefined;
    const checks = [];
    if (/\bruff\b/i.test(all) || exists('ruff.toml') || exists('.ruff.toml'))
        checks.push(check('lint', 'ruff check .'));
    if (/\[tool\.mypy\]/.test(all) || exists('mypy.ini'))
        checks.push(check('typecheck', 'mypy .'));
    if (/\bpytest\b/i.test(all) || exists('pytest.ini') || exists('conftest.py'))
        checks.push(check('test', 'pytest'));
    return checks;
}
async function goChecks(read) {
    if ((await read('go.mod')) === undefined)
        return [];
    return [check('vet', 'go vet ./...'), check('test', 'go test ./...')];
}
async function rustChecks(read) {
    if ((await read('Cargo.toml')) === undefined)
        return [];
    return [check('clippy', 'cargo clippy -- -D warnings'), check('test', 'cargo test')];
}
/** Detection over any file source (the working tree, or a commit). */
async function detectChecksWith(read) {
    const groups = [
        ['node', await nodeChecks(read)],
        ['python', await pythonChecks(read)],
        ['go', await goChecks(read)],
        ['rust', await rustChecks(read)],
    ];
    // In a repository with several ecosystems, later duplicates get a prefix: "go-test".
    const used = new Set();
    const checks = [];
    for (const [ecosystem, list] of groups) {
        for (const c of list) {
            const name = used.has(c.name) ? `${ecosystem}-${c.name}` : c.name;
            used.add(name);
            checks.push({ ...c, name });
        }
    }
    return checks;
}
async function detectChecks(repoDir) {
    return detectChecksWith(async (relativePath) => {
        const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(repoDir, relativePath);
        try {
            if (!(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(path)).isFile())
                return undefined;
            return await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path, 'utf8');
        }
        catch {
            return undefined;
        }
    });
}


/***/ }),

/***/ 8918:
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

/***/ 4583:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Np: () => (/* binding */ CHECKS_END_PATTERN),
/* harmony export */   Vw: () => (/* binding */ CHECKS_END_MARKER),
/* harmony export */   c8: () => (/* binding */ CHECKS_START_PATTERN),
/* harmony export */   o2: () => (/* binding */ CHECKS_START_MARKER)
/* harmony export */ });
/** The markers around the RALPH:CHECKS block in CLAUDE.md / AGENTS.md (002 §4.3). */
const CHECKS_START_MARKER = '<!-- RALPH:CHECKS:START -->';
const CHECKS_END_MARKER = '<!-- RALPH:CHECKS:END -->';
const CHECKS_START_PATTERN = /<!--\s*RALPH:CHECKS:START\s*-->/;
const CHECKS_END_PATTERN = /<!--\s*RALPH:CHECKS:END\s*-->/;


/***/ }),

/***/ 9175:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ parseChecksBlock)
/* harmony export */ });
/* unused harmony export didYouMean */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3645);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3241);
/* harmony import */ var _duration_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8918);
/* harmony import */ var _markers_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4583);
/**
 * Reads the RALPH:CHECKS block of a CLAUDE.md/AGENTS.md: YAML between the markers, optionally
 * inside a ```yaml fence. Every problem is reported with its line in the markdown file.
 */




const CHECK_KEYS = ['name', 'command', 'required', 'timeout'];
const CheckEntrySchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    name: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().trim().min(1),
    command: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().trim().min(1),
    required: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY().optional(),
    timeout: zod__WEBPACK_IMPORTED_MODULE_2__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(), zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()]).optional(),
})
    .strict();
const ChecksBlockSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ checks: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(CheckEntrySchema).min(1) }).strict();
const FENCE_OPEN = /^\s*(`{3,}|~{3,})\s*([\w-]*)\s*$/;
function levenshtein(a, b) {
    const row = Array.from({ length: b.length + 1 }, (_, i) => i);
    for (let i = 1; i <= a.length; i++) {
        let previous = row[0];
        row[0] = i;
        for (let j = 1; j <= b.length; j++) {
            const current = row[j];
            row[j] = Math.min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
            previous = current;
        }
    }
    return row[b.length];
}
function didYouMean(word, candidates) {
    let best;
    let bestDistance = Infinity;
    for (const candidate of candidates) {
        const distance = levenshtein(word.toLowerCase(), candidate);
        if (distance < bestDistance)
            [best, bestDistance] = [candidate, distance];
    }
    return best !== undefined && bestDistance <= Math.max(2, Math.floor(word.length / 3))
        ? best
        : undefined;
}
/**
 * Parses the RALPH:CHECKS block of `markdown`. `found` is false when there is no block at all.
 * Error messages are ready to print: they start with `<file>:<line>:` (or `line <n>:`).
 */
function parseChecksBlock(markdown, file) {
    const lines = markdown.split(/\r?\n/);
    const errors = [];
    const fail = (line, message) => {
        errors.push({ line, message: `${file ? `${file}:${line}` : `line ${line}`}: ${message}` });
    };
    const result = (extra = {}) => ({
        found: true,
        checks: [],
        errors,
        ...extra,
    });
    const starts = lines.flatMap((l, i) => (_markers_js__WEBPACK_IMPORTED_MODULE_3__/* .CHECKS_START_PATTERN */ .c8.test(l) ? [i] : []));
    const ends = lines.flatMap((l, i) => (_markers_js__WEBPACK_IMPORTED_MODULE_3__/* .CHECKS_END_PATTERN */ .Np.test(l) ? [i] : []));
    if (starts.length === 0) {
        if (ends.length > 0) {
            fail(ends[0] + 1, 'found <!-- RALPH:CHECKS:END --> without a <!-- RALPH:CHECKS:START --> before it');
            return result();
        }
        return { found: false, checks: [], errors };
    }
    const start = starts[0];
    if (starts.length > 1) {
        fail(starts[1] + 1, `a second RALPH:CHECKS block starts here (the first starts at line ${start + 1}); keep one block`);
        return result();
    }
    const end = ends.find((e) => e > start);
    if (end === undefined) {
        fail(start + 1, 'RALPH:CHECKS:START has no matching <!-- RALPH:CHECKS:END --> after it');
        return result();
    }
    const rawBlock = lines.slice(start + 1, end).join('\n');
    // 0-based markdown index of the first YAML line, and the YAML lines themselves.
    let yamlFirst = start + 1;
    let yamlLines = lines.slice(start + 1, end);
    const firstContent = yamlLines.findIndex((l) => l.trim() !== '');
    const open = firstContent >= 0 ? FENCE_OPEN.exec(yamlLines[firstContent]) : null;
    if (open) {
        const language = open[2].toLowerCase();
        if (language !== '' && language !== 'yaml' && language !== 'yml') {
            fail(yamlFirst + firstContent + 1, `the code fence is marked "${language}"; the checks block must be YAML (\`\`\`yaml)`);
            return result({ rawBlock });
        }
        let lastContent = yamlLines.length - 1;
        while (lastContent > firstContent && yamlLines[lastContent].trim() === '')
            lastContent--;
        const fence = open[1];
        if (lastContent === firstContent ||
            !yamlLines[lastContent].trim().startsWith(fence[0].repeat(3))) {
            fail(yamlFirst + firstContent + 1, `the ${fence}${open[2]} fence opened here is not closed before <!-- RALPH:CHECKS:END -->`);
            return result({ rawBlock });
        }
        yamlLines = yamlLines.slice(firstContent + 1, lastContent);
        yamlFirst = yamlFirst + firstContent + 1;
    }
    const lineCounter = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .LineCounter */ .HN();
    const doc = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(yamlLines.join('\n'), {
        lineCounter,
        prettyErrors: false,
        uniqueKeys: true,
    });
    const lineAt = (offset) => yamlFirst + lineCounter.linePos(offset).line;
    if (doc.errors.length > 0) {
        for (const error of doc.errors)
            fail(lineAt(error.pos[0]), `YAML syntax error: ${error.message.split('\n')[0]}`);
        return result({ rawBlock });
    }
    const value = doc.toJS();
    if (value === null || value === undefined) {
        fail(start + 1, 'the RALPH:CHECKS block has no checks yet (it is empty or only comments): add a `checks:` list with at least one command');
        return result({ rawBlock });
    }
    const lineOf = (path) => typeof path === 'number' ? path : (nodeLine(doc, path, lineAt) ?? start + 1);
    const parsed = ChecksBlockSchema.safeParse(value);
    if (!parsed.success) {
        for (const issue of parsed.error.issues) {
            describeIssue(issue, value, (path, message) => fail(lineOf(path), message), doc, lineAt);
        }
        errors.sort((a, b) => a.line - b.line);
        return result({ rawBlock });
    }
    const checks = [];
    const seen = new Map();
    parsed.data.checks.forEach((entry, index) => {
        const label = checkLabel(index, entry.name);
        let timeoutMs = _duration_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_CHECK_TIMEOUT_MS */ .Gv;
        if (entry.timeout !== undefined) {
            const ms = (0,_duration_js__WEBPACK_IMPORTED_MODULE_1__/* .parseTimeout */ .ZZ)(entry.timeout);
            if (ms === undefined) {
                fail(lineOf(['checks', index, 'timeout']), `${label}: timeout ${JSON.stringify(entry.timeout)} is not a duration; use seconds (90) or a string like "90s", "10m", "1h"`);
                return;
            }
            timeoutMs = ms;
        }
        const name = entry.name.trim();
        const first = seen.get(name);
        if (first !== undefined) {
            fail(lineOf(['checks', index, 'name']), `${label}: the name "${name}" is already used by check ${first + 1}; names must be unique`);
            return;
        }
        seen.set(name, index);
        checks.push({
            name,
            command: entry.command.trim(),
            required: entry.required ?? true,
            timeoutMs,
        });
    });
    return errors.length > 0 ? result({ rawBlock }) : result({ checks, rawBlock });
}
function checkLabel(index, name) {
    return typeof name === 'string' && name.trim()
        ? `check ${index + 1} ("${name.trim()}")`
        : `check ${index + 1}`;
}
function valueAt(value, path) {
    let current = value;
    for (const key of path) {
        if (current === null || typeof current !== 'object')
            return undefined;
        current = current[key];
    }
    return current;
}
function typeName(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'a list';
    if (typeof value === 'object')
        return 'a mapping';
    return `a ${typeof value}`;
}
function describeIssue(issue, root, report, doc, lineAt) {
    const path = issue.path;
    const inCheck = path[0] === 'checks' && typeof path[1] === 'number';
    const where = inCheck
        ? checkLabel(path[1], valueAt(root, ['checks', path[1], 'name']))
        : 'the block';
    const field = path[path.length - 1];
    const actual = valueAt(root, path);
    if (issue.code === 'unrecognized_keys') {
        const known = inCheck ? CHECK_KEYS : ['checks'];
        for (const key of issue.keys) {
            const suggestion = didYouMean(key, known);
            const hint = suggestion
                ? ` (did you mean "${suggestion}"?)`
                : ` (known keys: ${known.join(', ')})`;
            report(keyLine(doc, path, key, lineAt) ?? path, `${where}: unknown key "${key}"${hint}`);
        }
        return;
    }
    if (path.length === 0) {
        report(path, `the block must be a mapping with a \`checks:\` list, found ${typeName(root)}`);
        return;
    }
    if (path.length === 1 && field === 'checks') {
        if (actual === undefined)
            report([], 'the block has no `checks:` list');
        else if (Array.isArray(actual))
            report(path, 'the `checks:` list is empty: add at least one check, or remove the block');
        else
            report(path, `\`checks:\` must be a list of checks, found ${typeName(actual)}`);
        return;
    }
    if (inCheck && path.length === 2) {
        report(path, `${where} must be a mapping with name and command, found ${typeName(actual)}`);
        return;
    }
    if (actual === undefined || actual === null) {
        report(path.slice(0, -1), `${where}: "${String(field)}" is missing`);
    }
    else if (field === 'required') {
        report(path, `${where}: "required" must be true or false, found ${JSON.stringify(actual)}`);
    }
    else if (field === 'timeout') {
        report(path, `${where}: timeout must be seconds (90) or a duration like "90s", "10m", "1h"`);
    }
    else if (typeof actual === 'string') {
        report(path, `${where}: "${String(field)}" must not be empty`);
    }
    else {
        report(path, `${where}: "${String(field)}" must be a string, found ${typeName(actual)}`);
    }
}
/** 1-based markdown line of the node at `path`, or of its nearest existing parent. */
function nodeLine(doc, path, lineAt) {
    for (let length = path.length; length >= 0; length--) {
        const node = length === 0 ? doc.contents : doc.getIn(path.slice(0, length), true);
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isNode */ .Ll)(node) && node.range)
            return lineAt(node.range[0]);
    }
    return undefined;
}
function keyLine(doc, path, key, lineAt) {
    const map = path.length === 0 ? doc.contents : doc.getIn(path, true);
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(map))
        return undefined;
    for (const pair of map.items) {
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isPair */ .tO)(pair) && (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(pair.key) && pair.key.value === key && pair.key.range) {
            return lineAt(pair.key.range[0]);
        }
    }
    return undefined;
}


/***/ }),

/***/ 1910:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   yv: () => (/* binding */ renderQualityChecksSection)
/* harmony export */ });
/* unused harmony exports QUALITY_CHECKS_HEADING, QUALITY_CHECKS_INSTRUCTION, renderChecksBlock, renderPlaceholderChecksBlock */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3645);
/* harmony import */ var _duration_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8918);
/* harmony import */ var _markers_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4583);
/** Writes the RALPH:CHECKS block in the 002 §4.3 shape. */



const QUALITY_CHECKS_HEADING = '## Quality Checks';
const QUALITY_CHECKS_INSTRUCTION = 'Run all checks before finishing a task. If any required check fails, fix the issue and re-run.';
/** The markers and the fenced YAML list between them. */
function renderChecksBlock(checks) {
    const entries = checks.map((check) => {
        const entry = {
            name: check.name,
            command: check.command,
            required: check.required,
        };
        if (check.timeoutMs !== _duration_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_CHECK_TIMEOUT_MS */ .Gv)
            entry.timeout = (0,_duration_js__WEBPACK_IMPORTED_MODULE_1__/* .formatTimeout */ .BE)(check.timeoutMs);
        return entry;
    });
    const yaml = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .stringify */ .As)({ checks: entries }, { indentSeq: true, lineWidth: 0 }).trimEnd();
    return [_markers_js__WEBPACK_IMPORTED_MODULE_2__/* .CHECKS_START_MARKER */ .o2, '```yaml', yaml, '```', _markers_js__WEBPACK_IMPORTED_MODULE_2__/* .CHECKS_END_MARKER */ .Vw].join('\n');
}
/**
 * A block for a project whose checks could not be detected. It deliberately holds no checks,
 * so the harness refuses to run until the user fills it in.
 */
function renderPlaceholderChecksBlock() {
    return [
        _markers_js__WEBPACK_IMPORTED_MODULE_2__/* .CHECKS_START_MARKER */ .o2,
        '```yaml',
        '# TODO: no test/lint/typecheck commands were detected for this project.',
        '# List the commands that prove a change works, then uncomment. For example:',
        '# checks:',
        '#   - name: test',
        '#     command: make test',
        '#     required: true',
        '#     timeout: 10m',
        '```',
        _markers_js__WEBPACK_IMPORTED_MODULE_2__/* .CHECKS_END_MARKER */ .Vw,
    ].join('\n');
}
/** The whole "## Quality Checks" section: heading, block and the instruction line. */
function renderQualityChecksSection(checks) {
    const block = checks.length > 0 ? renderChecksBlock(checks) : renderPlaceholderChecksBlock();
    return `${QUALITY_CHECKS_HEADING}\n\n${block}\n\n${QUALITY_CHECKS_INSTRUCTION}\n`;
}


/***/ }),

/***/ 9164:
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
var resolve_claude = __webpack_require__(8197);
// EXTERNAL MODULE: ./src/planning/wiring.ts + 1 modules
var wiring = __webpack_require__(7492);
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
var detect = __webpack_require__(7053);
// EXTERNAL MODULE: ./src/checks/markers.ts
var markers = __webpack_require__(4583);
// EXTERNAL MODULE: ./src/checks/parse.ts
var parse = __webpack_require__(9175);
// EXTERNAL MODULE: ./src/scaffold/files.ts
var files = __webpack_require__(4256);
// EXTERNAL MODULE: ../../main/node_modules/yaml/dist/index.js
var dist = __webpack_require__(3645);
// EXTERNAL MODULE: ./src/checks/render.ts
var render = __webpack_require__(1910);
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
    title: Replace this example task with your first real task
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
/** A new CLAUDE.md or AGENTS.md: project notes, the Ralph workflow, patterns and the checks. */
function agentInstructionsTemplate(fileName, checks) {
    const other = fileName === 'CLAUDE.md' ? 'AGENTS.md' : 'CLAUDE.md';
    return `# ${fileName}

Instructions for coding agents working in this repository. Keep this file and ${other} in sync.

## Project

Describe the project here: what it does, how the code is laid out, how to build and run it.
(\`ralph init --enhance\` asks Claude Code to fill this in from the code.)

${workflowInstructions(fileName)}

## Codebase Patterns

(Reusable patterns discovered during iterations are recorded here, identical in CLAUDE.md and AGENTS.md.)

${(0,render/* renderQualityChecksSection */.yv)(checks)}`;
}
/** What is appended to an existing CLAUDE.md/AGENTS.md that has no checks block. */
function appendedChecksSection(existing, checks) {
    const separator = existing.length === 0 || existing.endsWith('\n\n')
        ? ''
        : existing.endsWith('\n')
            ? '\n'
            : '\n\n';
    return `${existing}${separator}${(0,render/* renderQualityChecksSection */.yv)(checks)}`;
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
      - uses: actions/checkout@v4
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
      - uses: actions/upload-artifact@v4
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
/** Checks of a valid block already in CLAUDE.md/AGENTS.md, so a new file repeats them. */
async function existingChecks(repoDir) {
    for (const file of AGENT_FILES) {
        const text = await (0,files/* readIfExists */.OR)((0,external_node_path_.join)(repoDir, file));
        if (text === undefined)
            continue;
        const result = (0,parse/* parseChecksBlock */.E)(text, file);
        if (result.found && result.errors.length === 0 && result.checks.length > 0)
            return result.checks;
    }
    return undefined;
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
    const original = (0,parse/* parseChecksBlock */.E)(before);
    const current = (0,parse/* parseChecksBlock */.E)(after);
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
    for (const file of AGENT_FILES) {
        const full = (0,external_node_path_.join)(repoDir, file);
        const current = await (0,files/* readIfExists */.OR)(full);
        if (current === undefined || force) {
            await scaffold(file, () => agentInstructionsTemplate(file, checks));
        }
        else if ((0,parse/* parseChecksBlock */.E)(current, file).found) {
            entries.push({ action: 'skipped', path: file, note: 'exists, has a RALPH:CHECKS block' });
        }
        else {
            await (0,files/* writeFileAtomic */.Zf)(full, appendedChecksSection(current, checks));
            entries.push({ action: 'updated', path: file, note: 'added RALPH:CHECKS block' });
        }
    }
    await scaffold('.github/workflows/ralph.yml', workflowTemplate);
    let enhance;
    if (options.enhance)
        enhance = await runEnhance(options, checks, entries);
    return { entries, checks, checksSource, enhance, nextSteps: nextSteps(checks, entries) };
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
function nextSteps(checks, entries) {
    const steps = [];
    if (checks.length === 0) {
        steps.push('No test/lint commands were detected: fill in the RALPH:CHECKS block in CLAUDE.md (and AGENTS.md). ' +
            'Ralph will not run until it has at least one check.');
    }
    steps.push('Edit .ralph/prd.yaml: replace the example task with your tasks (or run `ralph sync` and ask Claude Code to use the ralph-prd and ralph-tasks skills).', 'Run `ralph validate` to check the task list.', 'Run `ralph once --dry-run` to see what the next iteration would do.', 'Add the ANTHROPIC_API_KEY secret to the repository (Settings > Secrets and variables > Actions, or `gh secret set ANTHROPIC_API_KEY`).');
    const written = entries.filter((e) => e.action !== 'skipped').map((e) => e.path);
    const toCommit = written.length > 0
        ? written.join(' ')
        : '.ralph .gitignore CLAUDE.md AGENTS.md .github/workflows/ralph.yml';
    steps.push(`Commit the scaffolding and the workflow: git add ${toCommit} && git commit -m "chore: set up ralph-action"`);
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


/***/ }),

/***/ 4256:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OR: () => (/* reexport safe */ _files_atomic_js__WEBPACK_IMPORTED_MODULE_1__.O),
/* harmony export */   Zf: () => (/* reexport safe */ _files_atomic_js__WEBPACK_IMPORTED_MODULE_1__.Z)
/* harmony export */ });
/* unused harmony export exists */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _files_atomic_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5127);
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
