export const id = 957;
export const ids = [957];
export const modules = {

/***/ 4914:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ detectChecks),
/* harmony export */   R: () => (/* binding */ detectChecksWith)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _duration_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5213);
/* harmony import */ var _package_manager_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1531);
/** Guesses a project's quality checks from its manifest files (what `ralph init` proposes). */




const NPM_DEFAULT_TEST = /no test specified/;
function check(name, command) {
    return { name, command, required: true, timeoutMs: _duration_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_CHECK_TIMEOUT_MS */ .Gv };
}
/** The test run already lints: `"test": "npm run lint && jest"`, or a `pretest` that does. */
function testRunsLint(scripts, manager) {
    const lint = scripts.lint?.trim();
    // pnpm runs no pre-scripts unless told to.
    const testRun = [scripts.test, manager === 'pnpm' ? undefined : scripts.pretest]
        .filter((s) => s !== undefined)
        .join('\n');
    return /(^|[^\w:-])lint($|[^\w:-])/.test(testRun) || (!!lint && testRun.includes(lint));
}
async function nodeChecks(read) {
    const text = await read('package.json');
    if (text === undefined)
        return [];
    const scripts = {};
    try {
        const parsed = JSON.parse(text);
        const value = parsed?.scripts;
        if (value && typeof value === 'object') {
            for (const [name, command] of Object.entries(value)) {
                if (typeof command === 'string' && command.trim() !== '')
                    scripts[name] = command;
            }
        }
    }
    catch {
        return [];
    }
    const manager = (await (0,_package_manager_js__WEBPACK_IMPORTED_MODULE_3__/* .detectPackageManager */ .Lv)(read))?.name ?? 'npm';
    const run = (script) => check(script, (0,_package_manager_js__WEBPACK_IMPORTED_MODULE_3__/* .scriptCommand */ .rG)(manager, script));
    const hasTest = scripts.test !== undefined && !NPM_DEFAULT_TEST.test(scripts.test);
    const checks = [];
    if (scripts.typecheck !== undefined)
        checks.push(run('typecheck'));
    if (scripts.lint !== undefined && !(hasTest && testRunsLint(scripts, manager)))
        checks.push(run('lint'));
    if (hasTest)
        checks.push(run('test'));
    return checks;
}
const PYTHON_MANIFESTS = [
    'pyproject.toml',
    'setup.py',
    'setup.cfg',
    'requirements.txt',
    'requirements-dev.txt',
    'tox.ini',
];
const PYTHON_CONFIGS = [
    'pytest.ini',
    'ruff.toml',
    '.ruff.toml',
    '.flake8',
    'mypy.ini',
    'conftest.py',
];
async function pythonChecks(read) {
    const manifests = await Promise.all(PYTHON_MANIFESTS.map(read));
    const configs = await Promise.all(PYTHON_CONFIGS.map(read));
    const exists = (file) => configs[PYTHON_CONFIGS.indexOf(file)] !== undefined;
    if (manifests.every((t) => t === undefined) && !exists('conftest.py'))
        return [];
    const all = [...manifests, ...configs].filter((t) => t !== undefined).join('\n');
    const checks = [];
    if (/\bruff\b/i.test(all) || exists('ruff.toml') || exists('.ruff.toml'))
        checks.push(check('lint', 'ruff check .'));
    else if (/\bflake8\b/i.test(all) || exists('.flake8'))
        checks.push(check('lint', 'flake8'));
    if (/\[tool\.mypy\]|\[mypy\]/.test(all) || exists('mypy.ini'))
        checks.push(check('typecheck', 'mypy .'));
    if (/\bpytest\b/i.test(all) || exists('pytest.ini') || exists('conftest.py'))
        checks.push(check('test', 'pytest'));
    return checks;
}
/** A Makefile with a `test:` target: `make test` (projects of any language use one). */
async function makeChecks(read) {
    const text = (await read('Makefile')) ?? (await read('makefile')) ?? (await read('GNUmakefile'));
    if (text === undefined || !/^test\s*:(?!=)/m.test(text))
        return [];
    return [check('test', 'make test')];
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
    // The Makefile's test target, when no ecosystem above gave a test of its own.
    if (!groups.some(([, list]) => list.some((c) => c.name === 'test'))) {
        groups.push(['make', await makeChecks(read)]);
    }
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

/***/ 5146:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ localBinDirs)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/**
 * The project's own tool directories, which `npm run` and an activated virtualenv put first on
 * PATH: with them a check can name `mocha`, `vitest` or `pytest` directly, as in a terminal.
 */


const LOCAL_BIN_DIRS = ['node_modules/.bin', '.venv/bin', 'venv/bin'];
function isDirectory(path) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path).isDirectory();
    }
    catch {
        return false;
    }
}
/** The project's tool directories that exist in `cwd`, in the order they go on PATH. */
function localBinDirs(cwd) {
    return LOCAL_BIN_DIRS.map((dir) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(cwd, dir)).filter(isDirectory);
}


/***/ }),

/***/ 2814:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Km: () => (/* binding */ findChecksBlock),
/* harmony export */   Np: () => (/* binding */ CHECKS_END_PATTERN),
/* harmony export */   Vw: () => (/* binding */ CHECKS_END_MARKER),
/* harmony export */   c8: () => (/* binding */ CHECKS_START_PATTERN),
/* harmony export */   nM: () => (/* binding */ findMarkerLines),
/* harmony export */   o2: () => (/* binding */ CHECKS_START_MARKER)
/* harmony export */ });
/**
 * The markers around the RALPH:CHECKS block in CLAUDE.md / AGENTS.md (002 §4.3).
 *
 * A marker counts only on a line of its own (whitespace around it allowed), outside fenced
 * code blocks: prose or inline code that mentions `<!-- RALPH:CHECKS:START -->`, and examples
 * in a code fence that document the block, are text.
 */
const CHECKS_START_MARKER = '<!-- RALPH:CHECKS:START -->';
const CHECKS_END_MARKER = '<!-- RALPH:CHECKS:END -->';
const CHECKS_START_PATTERN = /^\s*<!--\s*RALPH:CHECKS:START\s*-->\s*$/;
const CHECKS_END_PATTERN = /^\s*<!--\s*RALPH:CHECKS:END\s*-->\s*$/;
const FENCE = /^\s{0,3}(`{3,}|~{3,})/;
/**
 * The marker lines of a markdown file. Fences are tracked outside blocks only: inside a block
 * the YAML may itself be fenced, and the first end-marker line closes the block.
 */
function findMarkerLines(lines) {
    const starts = [];
    const ends = [];
    let fence;
    let inBlock = false;
    lines.forEach((line, index) => {
        if (inBlock) {
            if (CHECKS_END_PATTERN.test(line)) {
                ends.push(index);
                inBlock = false;
            }
            return;
        }
        const open = FENCE.exec(line);
        if (fence !== undefined) {
            if (open && open[1][0] === fence[0] && open[1].length >= fence.length)
                fence = undefined;
            return;
        }
        if (open) {
            fence = open[1];
            return;
        }
        if (CHECKS_START_PATTERN.test(line)) {
            starts.push(index);
            inBlock = true;
        }
        else if (CHECKS_END_PATTERN.test(line))
            ends.push(index);
    });
    return { starts, ends };
}
/**
 * The character range of the first block, from the start of its start-marker line to the end of
 * its end-marker line (without the newline). Undefined without a complete block.
 */
function findChecksBlock(text) {
    const lines = text.split('\n');
    const { starts, ends } = findMarkerLines(lines.map((l) => l.replace(/\r$/, '')));
    const first = starts[0];
    if (first === undefined)
        return undefined;
    const last = ends.find((e) => e > first);
    if (last === undefined)
        return undefined;
    const offsetOf = (line) => lines.slice(0, line).reduce((sum, l) => sum + l.length + 1, 0);
    return { start: offsetOf(first), end: offsetOf(last) + lines[last].length };
}


/***/ }),

/***/ 1531:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Je: () => (/* binding */ installCommand),
/* harmony export */   Lv: () => (/* binding */ detectPackageManager),
/* harmony export */   rG: () => (/* binding */ scriptCommand)
/* harmony export */ });
const LOCKFILES = [
    ['pnpm-lock.yaml', 'pnpm'],
    ['yarn.lock', 'yarn'],
    ['package-lock.json', 'npm'],
    ['npm-shrinkwrap.json', 'npm'],
];
/** `"packageManager": "pnpm@9.1.0"` in package.json. */
function declared(packageJson) {
    try {
        const value = JSON.parse(packageJson).packageManager;
        const name = typeof value === 'string' ? value.split('@')[0] : undefined;
        return name === 'npm' || name === 'pnpm' || name === 'yarn' ? name : undefined;
    }
    catch {
        return undefined;
    }
}
/** The package manager of a Node project (undefined without a package.json). */
async function detectPackageManager(read) {
    const packageJson = await read('package.json');
    if (packageJson === undefined)
        return undefined;
    const berry = (await read('.yarnrc.yml')) !== undefined;
    for (const [lockfile, name] of LOCKFILES) {
        if ((await read(lockfile)) !== undefined) {
            return name === 'yarn' ? { name, lockfile, berry } : { name, lockfile };
        }
    }
    const name = declared(packageJson) ?? 'npm';
    return name === 'yarn' ? { name, berry } : { name };
}
/** The command that runs a package.json script: `npm test`, `pnpm run lint`, `yarn typecheck`. */
function scriptCommand(manager, script) {
    if (script === 'test')
        return `${manager} test`;
    return manager === 'yarn' ? `yarn ${script}` : `${manager} run ${script}`;
}
/** The install command for CI: from the lockfile when there is one. */
function installCommand(manager) {
    switch (manager.name) {
        case 'pnpm':
            return manager.lockfile ? 'pnpm install --frozen-lockfile' : 'pnpm install';
        case 'yarn':
            if (!manager.lockfile)
                return 'yarn install';
            return manager.berry ? 'yarn install --immutable' : 'yarn install --frozen-lockfile';
        case 'npm':
            return manager.lockfile ? 'npm ci' : 'npm install';
    }
}


/***/ }),

/***/ 906:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ES: () => (/* binding */ parseChecksBlock),
/* harmony export */   Km: () => (/* reexport safe */ _markers_js__WEBPACK_IMPORTED_MODULE_2__.Km)
/* harmony export */ });
/* unused harmony export didYouMean */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2311);
/* harmony import */ var _duration_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5213);
/* harmony import */ var _markers_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2814);
/**
 * Reads the RALPH:CHECKS block of a CLAUDE.md/AGENTS.md: YAML between the markers, optionally
 * inside a ```yaml fence. Every problem is reported with its line in the markdown file.
 */





const CHECK_KEYS = ['name', 'command', 'required', 'timeout'];
const CheckEntrySchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    name: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().trim().min(1),
    command: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().trim().min(1),
    required: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY().optional(),
    timeout: zod__WEBPACK_IMPORTED_MODULE_3__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig(), zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()]).optional(),
})
    .strict();
const BLOCK_KEYS = ['checks', 'protect'];
const ChecksBlockSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    checks: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(CheckEntrySchema).min(1),
    /** Globs of more files the checks depend on (see src/engine/gate/defaults.ts). */
    protect: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .union */ .KCZ([
        zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().trim().min(1),
        zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ refuse: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().trim().min(1) }).strict(),
    ]))
        .optional(),
})
    .strict();
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
    // Marker lines only: a marker in prose, inline code or a fenced example is text.
    const { starts, ends } = (0,_markers_js__WEBPACK_IMPORTED_MODULE_2__/* .findMarkerLines */ .nM)(lines);
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
    if (errors.length > 0)
        return result({ rawBlock });
    const protect = parsed.data.protect?.map((entry) => typeof entry === 'string' ? entry.trim() : `refuse:${entry.refuse.trim()}`);
    return result({ checks, rawBlock, ...(protect ? { protect } : {}) });
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
        const known = inCheck ? CHECK_KEYS : BLOCK_KEYS;
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
    if (path[0] === 'protect' && path.length > 1 && typeof actual === 'string') {
        report(path, `\`protect:\` entry ${Number(path[1]) + 1} is empty`);
        return;
    }
    if (path[0] === 'protect') {
        report(path, `\`protect:\` must be a list of path globs (like ".npmrc" or "config/**"), found ${typeName(actual)}${path.length > 1 ? ` at entry ${Number(path[1]) + 1}` : ''}`);
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

/***/ 2517:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Np: () => (/* binding */ QUALITY_CHECKS_HEADING),
/* harmony export */   yv: () => (/* binding */ renderQualityChecksSection)
/* harmony export */ });
/* unused harmony exports QUALITY_CHECKS_INSTRUCTION, renderChecksBlock, renderPlaceholderChecksBlock */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var _duration_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5213);
/* harmony import */ var _markers_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2814);
/** Writes the RALPH:CHECKS block in the 002 §4.3 shape. */



const QUALITY_CHECKS_HEADING = '## Quality Checks';
const QUALITY_CHECKS_INSTRUCTION = 'Run all checks before finishing a task. If any required check fails, fix the issue and re-run.';
/**
 * The markers and the fenced YAML list between them; `protect` (files the checks depend on)
 * is listed beside the checks when given.
 */
function renderChecksBlock(checks, protect = []) {
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
    const block = protect.length > 0 ? { checks: entries, protect } : { checks: entries };
    const yaml = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .stringify */ .As)(block, { indentSeq: true, lineWidth: 0 }).trimEnd();
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
function renderQualityChecksSection(checks, protect = []) {
    const block = checks.length > 0 ? renderChecksBlock(checks, protect) : renderPlaceholderChecksBlock();
    return `${QUALITY_CHECKS_HEADING}\n\n${block}\n\n${QUALITY_CHECKS_INSTRUCTION}\n`;
}


/***/ }),

/***/ 6148:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EO: () => (/* binding */ runGit),
/* harmony export */   Vb: () => (/* binding */ GIT_ABORTED),
/* harmony export */   i0: () => (/* binding */ killGroup),
/* harmony export */   ie: () => (/* binding */ GIT_TIMED_OUT),
/* harmony export */   u7: () => (/* binding */ onAbort)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Spawns one `git` process (no shell) and collects its output, or hands it to a stream. Every
 * command has a deadline, and aborting `signal` ends it. Git runs in a process group of its own,
 * and the whole group gets SIGKILL: whatever git started (a pack-objects, a remote helper, a
 * filter) ends with it.
 */

/** SIGKILL to git's process group (it leads one: spawned detached), else to git alone. */
function killGroup(child) {
    if (child.pid === undefined)
        return;
    try {
        process.kill(-child.pid, 'SIGKILL');
    }
    catch {
        child.kill('SIGKILL');
    }
}
/** Exit code of a command that reached its deadline (as timeout(1) reports it). */
const GIT_TIMED_OUT = 124;
/** Exit code of a command killed because the run was aborted. */
const GIT_ABORTED = 130;
/** The git subcommand named in a message (the first argument that is no option). */
function named(args) {
    return args.find((a) => !a.startsWith('-') && !a.includes('=')) ?? '';
}
/**
 * Calls `kill(why)` when one of `signals` aborts (not when it already has: only what runs when
 * the abort comes); returns the removal of the listeners.
 */
function onAbort(signals, kill) {
    const live = (signals ?? []).filter((s) => s !== undefined && !s.aborted);
    const listeners = live.map((signal) => {
        const listener = () => kill(typeof signal.reason === 'string' ? signal.reason : 'the run was interrupted');
        signal.addEventListener('abort', listener, { once: true });
        return () => signal.removeEventListener('abort', listener);
    });
    return () => listeners.forEach((remove) => remove());
}
function runGit(args, options) {
    return new Promise((resolve, reject) => {
        const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)('git', args, {
            cwd: options.cwd,
            env: options.env,
            stdio: [options.input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
            // A process group of its own, so the kill reaches everything git started.
            detached: true,
            windowsHide: true,
        });
        const stdout = [];
        const stderr = [];
        let stopped;
        const stop = (code, why) => {
            if (stopped)
                return;
            stopped = { code, why };
            killGroup(child);
        };
        const timer = options.timeoutMs !== undefined
            ? setTimeout(() => stop(GIT_TIMED_OUT, `git ${named(args)} did not finish within ${Math.round(options.timeoutMs / 1000)} s and was killed`), options.timeoutMs)
            : undefined;
        // Only what runs when the abort comes: the harness's own wrap-up after it still runs git.
        const unlisten = onAbort(options.signals, (why) => stop(GIT_ABORTED, `git ${named(args)} was killed: ${why}`));
        // Output that can no longer be written (the stream was destroyed): git is stopped.
        const onSinkClosed = () => stop(1, `git ${named(args)} was stopped: its output stream closed`);
        options.stdoutTo?.once('close', onSinkClosed);
        const done = () => {
            if (timer)
                clearTimeout(timer);
            unlisten();
            options.stdoutTo?.off('close', onSinkClosed);
        };
        let kept = 0;
        let truncated = false;
        const sink = options.stdoutTo;
        const keep = (chunk) => {
            if (!sink)
                stdout.push(chunk);
            else if (!sink.write(chunk)) {
                child.stdout.pause();
                sink.once('drain', () => child.stdout.resume());
            }
        };
        child.stdout.on('data', (chunk) => {
            if (truncated)
                return;
            const room = (options.maxStdoutBytes ?? Infinity) - kept;
            if (chunk.length <= room) {
                keep(chunk);
                kept += chunk.length;
                return;
            }
            keep(chunk.subarray(0, room));
            truncated = true;
            killGroup(child);
        });
        child.stderr.on('data', (chunk) => stderr.push(chunk));
        child.on('error', (error) => {
            done();
            const reason = error.code === 'ENOENT'
                ? `git was not found on PATH (or the directory ${options.cwd} does not exist)`
                : error.message;
            reject(new Error(`could not run git ${args[0] ?? ''}: ${reason}`));
        });
        child.on('close', (code, signal) => {
            done();
            const text = Buffer.concat(stderr).toString('utf8');
            resolve({
                exitCode: stopped?.code ?? (truncated ? 0 : (code ?? (signal ? 128 : 1))),
                ...(truncated ? { truncated } : {}),
                stdout: Buffer.concat(stdout).toString('utf8'),
                stderr: stopped ? `${text}${text && !text.endsWith('\n') ? '\n' : ''}${stopped.why}` : text,
            });
        });
        if (options.input !== undefined) {
            child.stdin.on('error', () => undefined);
            child.stdin.end(options.input);
        }
    });
}


/***/ })

};
