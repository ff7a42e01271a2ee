export const id = 864;
export const ids = [864];
export const modules = {

/***/ 4864:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  syncCommand: () => (/* binding */ syncCommand)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(3136);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
;// CONCATENATED MODULE: ./src/scaffold/skills-location.ts
/** Where `ralph sync` reads skills from and writes them to. */



function holdsSkills(dir) {
    try {
        return (0,external_node_fs_.readdirSync)(dir, { withFileTypes: true }).some((e) => e.isDirectory() && (0,external_node_fs_.existsSync)((0,external_node_path_.join)(dir, e.name, 'SKILL.md')));
    }
    catch {
        return false;
    }
}
/**
 * The `skills/` folder shipped with ralph: next to the running bundle (dist/cli.js -> ../skills),
 * next to the source (src/... -> ../../skills), else `./skills` in `cwd`.
 */
function bundledSkillsDir(moduleDir, cwd, scriptPath) {
    const starts = [moduleDir];
    if (scriptPath) {
        try {
            starts.push((0,external_node_path_.dirname)((0,external_node_fs_.realpathSync)(scriptPath)));
        }
        catch {
            // The script may be gone (tests); the other candidates remain.
        }
    }
    for (const start of starts) {
        for (const up of ['..', '../..', '../../..']) {
            const candidate = (0,external_node_path_.resolve)(start, up, 'skills');
            if (holdsSkills(candidate))
                return candidate;
        }
    }
    return (0,external_node_path_.resolve)(cwd, 'skills');
}
/** Claude Code's user skills folder: $CLAUDE_CONFIG_DIR/skills, else ~/.claude/skills. */
function claudeSkillsDir(env) {
    if (env.CLAUDE_CONFIG_DIR)
        return (0,external_node_path_.join)(env.CLAUDE_CONFIG_DIR, 'skills');
    return (0,external_node_path_.join)(env.HOME || (0,external_node_os_.homedir)(), '.claude', 'skills');
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ../../main/node_modules/yaml/dist/index.js
var dist = __webpack_require__(3645);
// EXTERNAL MODULE: ./src/scaffold/files.ts
var files = __webpack_require__(4256);
;// CONCATENATED MODULE: ./src/scaffold/skills.ts
/**
 * `ralph sync`: validates the SKILL.md frontmatter of every skill folder, then copies the
 * folders to the Claude Code skills directory. Nothing is copied when any skill is invalid.
 */





const SKILL_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_NAME = 64;
const MAX_DESCRIPTION = 1024;
/** Checks the `---` frontmatter of a SKILL.md: `name` (matching its folder) and `description`. */
function validateSkillFile(text, file, folderName) {
    const problems = [];
    const problem = (line, message) => problems.push({ file, line, message });
    const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
    if (lines[0]?.trim() !== '---') {
        problem(1, 'SKILL.md must start with a `---` frontmatter block holding `name` and `description`');
        return { problems };
    }
    const close = lines.findIndex((l, i) => i > 0 && l.trim() === '---');
    if (close < 0) {
        problem(1, 'the frontmatter opened on line 1 is never closed with `---`');
        return { problems };
    }
    const lineCounter = new dist/* LineCounter */.HN();
    const doc = (0,dist/* parseDocument */.Tp)(lines.slice(1, close).join('\n'), { lineCounter, prettyErrors: false });
    const lineAt = (offset) => 1 + lineCounter.linePos(offset).line;
    if (doc.errors.length > 0) {
        for (const error of doc.errors)
            problem(lineAt(error.pos[0]), `frontmatter YAML error: ${error.message.split('\n')[0]}`);
        return { problems };
    }
    if (!(0,dist/* isMap */.jh)(doc.contents)) {
        problem(1, 'the frontmatter must be a mapping with `name` and `description`');
        return { problems };
    }
    const fieldLine = (key) => {
        for (const pair of doc.contents.items) {
            if ((0,dist/* isPair */.tO)(pair) && (0,dist/* isScalar */.jn)(pair.key) && pair.key.value === key && pair.key.range)
                return lineAt(pair.key.range[0]);
        }
        return 1;
    };
    const data = doc.toJS();
    const name = data.name;
    if (name === undefined || name === null)
        problem(1, 'the frontmatter has no `name`');
    else if (typeof name !== 'string' || !SKILL_NAME.test(name) || name.length > MAX_NAME) {
        problem(fieldLine('name'), `\`name\` must be lowercase letters, digits and hyphens (at most ${MAX_NAME}), found ${JSON.stringify(name)}`);
    }
    else if (name !== folderName) {
        problem(fieldLine('name'), `\`name\` is "${name}" but the folder is "${folderName}"; they must match`);
    }
    const description = data.description;
    if (description === undefined || description === null)
        problem(1, 'the frontmatter has no `description`');
    else if (typeof description !== 'string' || description.trim() === '') {
        problem(fieldLine('description'), '`description` must be a non-empty string saying what the skill does and when to use it');
    }
    else if (description.length > MAX_DESCRIPTION) {
        problem(fieldLine('description'), `\`description\` is ${description.length} characters; the limit is ${MAX_DESCRIPTION}`);
    }
    if (problems.length > 0)
        return { problems };
    return { skill: { name: name, description: description }, problems };
}
/** Every skill folder of `sourceDir` with its problems. */
async function loadSkills(sourceDir) {
    const skills = [];
    const problems = [];
    let entries;
    try {
        entries = await (0,promises_.readdir)(sourceDir, { withFileTypes: true });
    }
    catch {
        return {
            skills,
            problems: [
                {
                    file: sourceDir,
                    line: 0,
                    message: 'the skills directory does not exist or cannot be read',
                },
            ],
        };
    }
    const folders = entries
        .filter((e) => e.isDirectory() && !e.name.startsWith('.'))
        .map((e) => e.name)
        .sort();
    for (const folder of folders) {
        const file = (0,external_node_path_.join)(sourceDir, folder, 'SKILL.md');
        const text = await (0,files/* readIfExists */.OR)(file);
        if (text === undefined) {
            problems.push({ file, line: 0, message: `the skill folder "${folder}" has no SKILL.md` });
            continue;
        }
        const checked = validateSkillFile(text, file, folder);
        problems.push(...checked.problems);
        if (checked.skill)
            skills.push({ ...checked.skill, dir: (0,external_node_path_.join)(sourceDir, folder) });
    }
    if (folders.length === 0)
        problems.push({ file: sourceDir, line: 0, message: 'no skill folders found' });
    return { skills, problems };
}
/** Relative path -> contents of every file under `dir` (undefined when `dir` is missing). */
async function snapshot(dir) {
    const files = new Map();
    async function walk(current) {
        for (const entry of await (0,promises_.readdir)(current, { withFileTypes: true })) {
            const full = (0,external_node_path_.join)(current, entry.name);
            if (entry.isDirectory())
                await walk(full);
            else
                files.set((0,external_node_path_.relative)(dir, full), await (0,promises_.readFile)(full));
        }
    }
    try {
        await walk(dir);
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return undefined;
        throw error;
    }
    return files;
}
function sameFiles(a, b) {
    if (a.size !== b.size)
        return false;
    for (const [path, content] of a) {
        const other = b.get(path);
        if (!other || !other.equals(content))
            return false;
    }
    return true;
}
/** Replaces `target` with a copy of `source`, swapping whole folders so a reader never sees half a skill. */
async function replaceFolder(source, target, destDir) {
    const suffix = (0,external_node_crypto_.randomBytes)(6).toString('hex');
    const incoming = (0,external_node_path_.join)(destDir, `.ralph-sync-${suffix}`);
    const outgoing = (0,external_node_path_.join)(destDir, `.ralph-old-${suffix}`);
    await (0,promises_.cp)(source, incoming, { recursive: true, dereference: true });
    try {
        const hadTarget = (await snapshot(target)) !== undefined;
        if (hadTarget)
            await (0,promises_.rename)(target, outgoing);
        await (0,promises_.rename)(incoming, target);
    }
    finally {
        await (0,promises_.rm)(incoming, { recursive: true, force: true });
        await (0,promises_.rm)(outgoing, { recursive: true, force: true });
    }
}
async function syncSkills(sourceDir, destDir) {
    const { skills, problems } = await loadSkills(sourceDir);
    if (problems.length > 0)
        return { results: [], problems };
    await (0,promises_.mkdir)(destDir, { recursive: true });
    const results = [];
    for (const skill of skills) {
        const target = (0,external_node_path_.join)(destDir, skill.name);
        const [wanted, current] = await Promise.all([snapshot(skill.dir), snapshot(target)]);
        if (current && sameFiles(wanted, current)) {
            results.push({ name: skill.name, status: 'unchanged', path: target });
            continue;
        }
        await replaceFolder(skill.dir, target, destDir);
        results.push({ name: skill.name, status: current ? 'updated' : 'created', path: target });
    }
    return { results, problems };
}
function formatSkillProblem(problem, cwd) {
    const shown = cwd && !(0,external_node_path_.relative)(cwd, problem.file).startsWith('..')
        ? (0,external_node_path_.relative)(cwd, problem.file)
        : problem.file;
    return `${shown}${problem.line > 0 ? `:${problem.line}` : ''}: ${problem.message}`;
}

;// CONCATENATED MODULE: ./src/cli/commands/sync.ts
/** `ralph sync`: copy the ralph skills to Claude Code's skills folder. */




const syncCommand = {
    name: 'sync',
    summary: 'Copy the ralph-prd, ralph-tasks and ralph-iteration skills to ~/.claude/skills',
    usage: 'ralph sync [--source DIR] [--dest DIR]',
    examples: ['ralph sync', 'ralph sync --source ./skills --dest ./.claude/skills'],
    options: {
        source: { type: 'string' },
        dest: { type: 'string' },
    },
    optionHelp: {
        source: 'Folder of skill folders (default: the skills shipped with ralph)',
        dest: 'Where to copy them (default: ~/.claude/skills, or $CLAUDE_CONFIG_DIR/skills)',
    },
    maxPositionals: 0,
    async run({ values, io }) {
        const source = typeof values.source === 'string'
            ? external_node_path_default().resolve(io.cwd, values.source)
            : bundledSkillsDir(external_node_path_default().dirname((0,external_node_url_.fileURLToPath)(import.meta.url)), io.cwd, process.argv[1]);
        const dest = typeof values.dest === 'string' ? external_node_path_default().resolve(io.cwd, values.dest) : claudeSkillsDir(io.env);
        let outcome;
        try {
            outcome = await syncSkills(source, dest);
        }
        catch (error) {
            io.stderr(`error: could not copy the skills to ${dest}: ${error.message}\n`);
            return 1;
        }
        if (outcome.problems.length > 0) {
            for (const problem of outcome.problems)
                io.stderr(`error: ${formatSkillProblem(problem, io.cwd)}\n`);
            io.stderr(`No skills were copied: fix the problems above first.\n`);
            return 1;
        }
        for (const result of outcome.results)
            io.stdout(`${result.status.padEnd(9)} ${result.name}\n`);
        io.stdout(`Synced ${outcome.results.length} skill${outcome.results.length === 1 ? '' : 's'} to ${dest}\n`);
        return 0;
    },
};


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
