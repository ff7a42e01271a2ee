export const id = 939;
export const ids = [939];
export const modules = {

/***/ 2939:
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
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./src/scaffold/files.ts
var files = __webpack_require__(8485);
;// CONCATENATED MODULE: ./src/scaffold/skills.ts
/**
 * `ralph sync`: validates the SKILL.md frontmatter of every skill folder, then copies the
 * folders to the Claude Code skills directory. Nothing is copied when any skill is invalid.
 */





const SKILL_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_NAME = 64;
const MAX_DESCRIPTION = 1024;
/** What ralph last wrote to the skills folder: name -> hash of the skill's files. */
const SYNC_MANIFEST = '.ralph-sync.json';
const BACKUP_DIR = '.ralph-backup';
function hashFiles(files) {
    const hash = (0,external_node_crypto_.createHash)('sha256');
    for (const path of [...files.keys()].sort())
        hash.update(path).update('\0').update(files.get(path)).update('\0');
    return hash.digest('hex');
}
async function readManifest(destDir) {
    const text = await (0,files/* readIfExists */.OR)((0,external_node_path_.join)(destDir, SYNC_MANIFEST));
    if (text === undefined)
        return {};
    try {
        const parsed = JSON.parse(text);
        return typeof parsed.skills === 'object' && parsed.skills !== null
            ? parsed.skills
            : {};
    }
    catch {
        return {};
    }
}
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
async function syncSkills(sourceDir, destDir, options = {}) {
    const { skills, problems } = await loadSkills(sourceDir);
    if (problems.length > 0)
        return { results: [], problems, conflicts: [] };
    // Phase 1: what is there, and whose it is (all-or-nothing: nothing is copied on a conflict).
    const manifest = await readManifest(destDir);
    const plan = [];
    const conflicts = [];
    for (const skill of skills) {
        const target = (0,external_node_path_.join)(destDir, skill.name);
        const [wanted, current] = await Promise.all([snapshot(skill.dir), snapshot(target)]);
        const same = current !== undefined && sameFiles(wanted, current);
        const ours = current === undefined || same || manifest[skill.name] === hashFiles(current);
        if (!ours)
            conflicts.push({ name: skill.name, path: target });
        plan.push({ skill, target, wanted: wanted, current, same, ours });
    }
    if (conflicts.length > 0 && !options.force)
        return { results: [], problems, conflicts };
    // Phase 2: back up the others' skills, copy ours, remember what was written.
    await (0,promises_.mkdir)(destDir, { recursive: true });
    const stamp = (options.now ?? new Date()).toISOString().replace(/[:.]/g, '-');
    const results = [];
    for (const { skill, target, wanted, current, same, ours } of plan) {
        manifest[skill.name] = hashFiles(wanted);
        if (same) {
            results.push({ name: skill.name, status: 'unchanged', path: target });
            continue;
        }
        let backup;
        if (!ours) {
            backup = (0,external_node_path_.join)(destDir, BACKUP_DIR, `${skill.name}-${stamp}`);
            await (0,promises_.mkdir)((0,external_node_path_.join)(destDir, BACKUP_DIR), { recursive: true });
            await (0,promises_.cp)(target, backup, { recursive: true });
        }
        await replaceFolder(skill.dir, target, destDir);
        results.push({
            name: skill.name,
            status: backup ? 'replaced' : current ? 'updated' : 'created',
            path: target,
            ...(backup ? { backup } : {}),
        });
    }
    await (0,files/* writeFileAtomic */.Zf)((0,external_node_path_.join)(destDir, SYNC_MANIFEST), `${JSON.stringify({ skills: manifest }, null, 2)}\n`);
    return { results, problems, conflicts };
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
    usage: 'ralph sync [--source DIR] [--dest DIR] [--force]',
    examples: [
        'ralph sync',
        'ralph sync --source ./skills --dest ./.claude/skills',
        'ralph sync --force',
    ],
    options: {
        source: { type: 'string' },
        dest: { type: 'string' },
        force: { type: 'boolean', short: 'f' },
    },
    optionHelp: {
        force: `Replace skills of the same name that ralph did not write (they are moved to ${BACKUP_DIR}/ first)`,
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
            outcome = await syncSkills(source, dest, { force: values.force === true });
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
        if (outcome.conflicts.length > 0 && values.force !== true) {
            for (const conflict of outcome.conflicts)
                io.stderr(`error: ${conflict.path} is a skill ralph did not write (another tool's, or edited by hand)\n`);
            io.stderr(`No skills were copied. Rename or remove ${outcome.conflicts.length === 1 ? 'it' : 'them'}, or run \`ralph sync --force\` to move ${outcome.conflicts.length === 1 ? 'it' : 'them'} to ${external_node_path_default().join(dest, BACKUP_DIR)} and copy ralph's.\n`);
            return 1;
        }
        for (const result of outcome.results)
            io.stdout(`${result.status.padEnd(9)} ${result.name}${result.backup ? ` (the previous one was moved to ${result.backup})` : ''}\n`);
        io.stdout(`Synced ${outcome.results.length} skill${outcome.results.length === 1 ? '' : 's'} to ${dest}\n`);
        return 0;
    },
};


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
/**
 * Writes `content` (text, bytes, bytes in pieces written in order, or a stream of them written as
 * they come) to `path` atomically.
 */
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
