export const id = 672;
export const ids = [672];
export const modules = {

/***/ 8299:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  PH: () => (/* binding */ PHASE_STATUS_END),
  iD: () => (/* binding */ PHASE_STATUS_LOG),
  QF: () => (/* binding */ PHASE_STATUS_START),
  R_: () => (/* binding */ RALPH_STATUS_END),
  Yd: () => (/* binding */ RALPH_STATUS_START),
  at: () => (/* binding */ StatusBlockScanner),
  U9: () => (/* binding */ appendPhaseStatusLog),
  Jv: () => (/* binding */ extractLastPhaseStatus),
  vG: () => (/* binding */ extractLastRalphStatus),
  vh: () => (/* binding */ parsePhaseStatusBody),
  $T: () => (/* binding */ parseRalphStatusBody),
  EB: () => (/* binding */ readStatusBlock),
  mD: () => (/* binding */ serializePhaseStatus),
  Gx: () => (/* binding */ serializeRalphStatus)
});

// UNUSED EXPORTS: StatusBlockError, findStatusBlocks, parsePhaseStatus, readLatestPhaseStatus, validatePhaseStatus

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./src/agent/phase-status-types.ts
/** The PRP_PHASE_STATUS block (spec 003), as data. */
const PHASES = ['RED', 'GREEN', 'REFACTOR', 'DOCUMENT'];
const PHASE_STATUSES = ['IN_PROGRESS', 'BLOCKED', 'COMPLETE'];
const BREAKER_STATES = ['CLOSED', 'HALF_OPEN', 'OPEN'];

;// CONCATENATED MODULE: ./src/agent/phase-status.ts
/**
 * The PRP_PHASE_STATUS block (spec 003): parser, validator and serializer, plus the
 * ---RALPH_STATUS--- block of frankbria/ralph-claude-code read for compatibility.
 */



const PHASE_STATUS_START = '---PRP_PHASE_STATUS---';
const PHASE_STATUS_END = '---END_PRP_PHASE_STATUS---';
const RALPH_STATUS_START = '---RALPH_STATUS---';
const RALPH_STATUS_END = '---END_RALPH_STATUS---';
class StatusBlockError extends Error {
    name = 'StatusBlockError';
}
/** Bodies longer than this are not status blocks (and must not grow memory without bound). */
const MAX_BLOCK_CHARS = 256 * 1024;
const RALPH_FIELDS = /^(STATUS|TASKS_COMPLETED_THIS_LOOP|FILES_MODIFIED|TESTS_STATUS|WORK_TYPE|EXIT_SIGNAL|RECOMMENDATION)\s*:/;
const RALPH_YAML_HEADER = /^(\s*)RALPH_STATUS:\s*$/;
function indentOf(line) {
    let n = 0;
    while (line[n] === ' ' || line[n] === '\t')
        n++;
    return n;
}
/**
 * Finds status blocks line by line, keeping only the block being read: the delimited
 * ---PRP_PHASE_STATUS--- and ---RALPH_STATUS--- blocks (delimiters alone on their lines), and
 * the YAML-like form of frankbria's tools (`RALPH_STATUS:` and its indented fields).
 */
class StatusBlockScanner {
    onBlock;
    lineNo = 0;
    open;
    constructor(onBlock) {
        this.onBlock = onBlock;
    }
    push(rawLine) {
        this.lineNo++;
        const line = rawLine.endsWith('\r') ? rawLine.slice(0, -1) : rawLine;
        const open = this.open;
        if (open) {
            const trimmed = line.trim();
            if (open.yamlIndent !== undefined) {
                const belongs = trimmed !== '' && (indentOf(line) > open.yamlIndent || RALPH_FIELDS.test(trimmed));
                if (belongs && this.add(open, trimmed))
                    return;
                this.close(false);
            }
            else if (open.kind === 'RALPH_STATUS' ? trimmed === RALPH_STATUS_END : line === PHASE_STATUS_END) {
                this.close(false);
                return;
            }
            else if (line !== PHASE_STATUS_START && trimmed !== RALPH_STATUS_START) {
                if (!this.add(open, line))
                    this.close(true);
                return;
            }
            else {
                this.close(true);
            }
        }
        this.start(line);
    }
    /** The end of the text: a block still open is reported (unterminated unless YAML-like). */
    end() {
        if (this.open)
            this.close(this.open.yamlIndent === undefined);
    }
    start(line) {
        // Spec 003's delimiters stand alone exactly; frankbria's may be indented (as its analyzer reads them).
        if (line === PHASE_STATUS_START || line.trim() === RALPH_STATUS_START) {
            const kind = line === PHASE_STATUS_START ? 'PRP_PHASE_STATUS' : 'RALPH_STATUS';
            this.open = { kind, lines: [], chars: 0, line: this.lineNo };
            return;
        }
        const yaml = RALPH_YAML_HEADER.exec(line);
        if (yaml) {
            this.open = {
                kind: 'RALPH_STATUS',
                lines: [],
                chars: 0,
                line: this.lineNo,
                yamlIndent: yaml[1].length,
            };
        }
    }
    add(open, line) {
        open.chars += line.length + 1;
        if (open.chars > MAX_BLOCK_CHARS)
            return false;
        open.lines.push(line);
        return true;
    }
    close(unterminated) {
        const open = this.open;
        this.open = undefined;
        this.onBlock({
            kind: open.kind,
            body: unterminated ? '' : open.lines.join('\n'),
            line: open.line,
            ...(unterminated ? { unterminated: true } : {}),
        });
    }
}
/** Every status block of a text, in order. */
function findStatusBlocks(text) {
    const blocks = [];
    const scanner = new StatusBlockScanner((block) => blocks.push(block));
    for (const line of text.split('\n'))
        scanner.push(line);
    scanner.end();
    return blocks;
}
/** Finds complete blocks of one kind (PRP_PHASE_STATUS or RALPH_STATUS). */
function findBlocks(text, kind) {
    return findStatusBlocks(text).filter((b) => b.kind === kind);
}
function parseRaw(body) {
    const raw = { fields: new Map(), sections: new Map(), lists: new Map() };
    let section;
    for (const rawLine of body.split('\n')) {
        const line = rawLine.trimEnd();
        if (line === '')
            continue;
        const item = /^\s+-\s?(.*)$/.exec(line);
        if (item) {
            if (!section)
                throw new StatusBlockError(`list item outside a section: "${line.trim()}"`);
            const list = raw.lists.get(section) ?? [];
            list.push(item[1].trim());
            raw.lists.set(section, list);
            continue;
        }
        const nested = /^\s+([A-Za-z0-9_]+):\s*(.*)$/.exec(line);
        if (nested) {
            if (!section)
                throw new StatusBlockError(`indented field outside a section: "${line.trim()}"`);
            const values = raw.sections.get(section) ?? new Map();
            values.set(nested[1], nested[2]);
            raw.sections.set(section, values);
            continue;
        }
        const field = /^([A-Za-z0-9_]+):\s*(.*)$/.exec(line);
        if (!field)
            throw new StatusBlockError(`not a "KEY: value" line: "${line}"`);
        const [, key, value] = field;
        if (raw.fields.has(key) || raw.sections.has(key)) {
            throw new StatusBlockError(`${key} appears twice`);
        }
        if (value === '') {
            section = key;
            raw.sections.set(section, new Map());
        }
        else {
            section = undefined;
            raw.fields.set(key, value);
        }
    }
    return raw;
}
function requireField(raw, key) {
    const value = raw.fields.get(key);
    if (value === undefined)
        throw new StatusBlockError(`missing ${key}`);
    return value;
}
function requireNested(raw, section, key) {
    const values = raw.sections.get(section);
    if (!values)
        throw new StatusBlockError(`missing section ${section}`);
    const value = values.get(key);
    if (value === undefined)
        throw new StatusBlockError(`missing ${section}.${key}`);
    return value;
}
function toInt(name, value) {
    if (!/^\d+$/.test(value)) {
        throw new StatusBlockError(`${name} must be an unquoted non-negative integer (got ${value})`);
    }
    return Number(value);
}
function toBool(name, value) {
    if (value === 'true')
        return true;
    if (value === 'false')
        return false;
    throw new StatusBlockError(`${name} must be lowercase true or false (got ${value})`);
}
function toEnum(name, value, allowed) {
    if (allowed.includes(value))
        return value;
    throw new StatusBlockError(`${name} must be one of ${allowed.join(', ')} (got ${value})`);
}
const ISO_8601 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
/** Parses and validates the body of one PRP_PHASE_STATUS block (without delimiters). */
function parsePhaseStatusBody(body) {
    const raw = parseRaw(body);
    const timestamp = requireField(raw, 'TIMESTAMP');
    if (!ISO_8601.test(timestamp) || Number.isNaN(Date.parse(timestamp))) {
        throw new StatusBlockError(`TIMESTAMP must be an ISO-8601 date-time (got ${timestamp})`);
    }
    const int = (section, key) => toInt(`${section}.${key}`, requireNested(raw, section, key));
    const bool = (section, key) => toBool(`${section}.${key}`, requireNested(raw, section, key));
    const status = {
        timestamp,
        phase: toEnum('PHASE', requireField(raw, 'PHASE'), PHASES),
        status: toEnum('STATUS', requireField(raw, 'STATUS'), PHASE_STATUSES),
        iteration: toInt('ITERATION', requireField(raw, 'ITERATION')),
        progressPercent: toInt('PROGRESS_PERCENT', requireField(raw, 'PROGRESS_PERCENT')),
        tests: {
            total: int('TESTS', 'TOTAL'),
            passing: int('TESTS', 'PASSING'),
            failing: int('TESTS', 'FAILING'),
            skipped: int('TESTS', 'SKIPPED'),
        },
        files: {
            created: int('FILES', 'CREATED'),
            modified: int('FILES', 'MODIFIED'),
            deleted: int('FILES', 'DELETED'),
        },
        circuitBreaker: {
            state: toEnum('CIRCUIT_BREAKER.STATE', requireNested(raw, 'CIRCUIT_BREAKER', 'STATE'), BREAKER_STATES),
            noProgressCount: int('CIRCUIT_BREAKER', 'NO_PROGRESS_COUNT'),
        },
        dualGate: {
            gate1: bool('DUAL_GATE', 'GATE_1'),
            gate2: bool('DUAL_GATE', 'GATE_2'),
            canExit: bool('DUAL_GATE', 'CAN_EXIT'),
        },
        blockers: blockersOf(raw),
        exitSignal: toBool('EXIT_SIGNAL', requireField(raw, 'EXIT_SIGNAL')),
        recommendation: requireField(raw, 'RECOMMENDATION').trim(),
    };
    validatePhaseStatus(status);
    return status;
}
function blockersOf(raw) {
    if (!raw.sections.has('BLOCKERS'))
        throw new StatusBlockError('missing section BLOCKERS');
    if ((raw.sections.get('BLOCKERS')?.size ?? 0) > 0) {
        throw new StatusBlockError('BLOCKERS must be a list of "- item" lines');
    }
    const items = raw.lists.get('BLOCKERS') ?? [];
    if (items.length === 0)
        throw new StatusBlockError('BLOCKERS needs at least one item ("- none")');
    return items.filter((item) => item.toLowerCase() !== 'none' && item !== '');
}
/** Checks the invariants of spec 003; throws StatusBlockError naming the broken one. */
function validatePhaseStatus(status) {
    const { tests, dualGate } = status;
    if (status.iteration < 1)
        throw new StatusBlockError('ITERATION is 1-based (got 0)');
    if (status.progressPercent > 100) {
        throw new StatusBlockError(`PROGRESS_PERCENT must be 0-100 (got ${status.progressPercent})`);
    }
    const sum = tests.passing + tests.failing + tests.skipped;
    if (sum !== tests.total) {
        throw new StatusBlockError(`TESTS: PASSING + FAILING + SKIPPED = ${sum}, but TOTAL is ${tests.total}`);
    }
    if (dualGate.canExit !== (dualGate.gate1 && dualGate.gate2)) {
        throw new StatusBlockError(`DUAL_GATE.CAN_EXIT must equal GATE_1 AND GATE_2 (GATE_1 ${dualGate.gate1}, GATE_2 ${dualGate.gate2}, CAN_EXIT ${dualGate.canExit})`);
    }
    if (status.recommendation === '')
        throw new StatusBlockError('RECOMMENDATION is empty');
}
/** Parses a text holding exactly one block (delimiters included). Throws on anything invalid. */
function parsePhaseStatus(text) {
    const blocks = findBlocks(text, 'PRP_PHASE_STATUS');
    const block = blocks[0];
    if (!block)
        throw new StatusBlockError(`no ${PHASE_STATUS_START} block found`);
    if (block.unterminated)
        throw new StatusBlockError(`no ${PHASE_STATUS_END} line`);
    return parsePhaseStatusBody(block.body);
}
function oneLine(text) {
    return text.replace(/\s*[\r\n]+\s*/g, ' ').trim();
}
/** The block in the exact layout of spec 003's examples (no trailing newline). */
function serializePhaseStatus(status) {
    const blockers = status.blockers.map(oneLine).filter((item) => item !== '');
    return [
        PHASE_STATUS_START,
        `TIMESTAMP: ${status.timestamp}`,
        `PHASE: ${status.phase}`,
        `STATUS: ${status.status}`,
        `ITERATION: ${status.iteration}`,
        `PROGRESS_PERCENT: ${status.progressPercent}`,
        '',
        'TESTS:',
        `  TOTAL: ${status.tests.total}`,
        `  PASSING: ${status.tests.passing}`,
        `  FAILING: ${status.tests.failing}`,
        `  SKIPPED: ${status.tests.skipped}`,
        '',
        'FILES:',
        `  CREATED: ${status.files.created}`,
        `  MODIFIED: ${status.files.modified}`,
        `  DELETED: ${status.files.deleted}`,
        '',
        'CIRCUIT_BREAKER:',
        `  STATE: ${status.circuitBreaker.state}`,
        `  NO_PROGRESS_COUNT: ${status.circuitBreaker.noProgressCount}`,
        '',
        'DUAL_GATE:',
        `  GATE_1: ${status.dualGate.gate1}`,
        `  GATE_2: ${status.dualGate.gate2}`,
        `  CAN_EXIT: ${status.dualGate.canExit}`,
        '',
        'BLOCKERS:',
        ...(blockers.length > 0 ? blockers.map((item) => `  - ${item}`) : ['  - none']),
        '',
        `EXIT_SIGNAL: ${status.exitSignal}`,
        `RECOMMENDATION: ${oneLine(status.recommendation)}`,
        PHASE_STATUS_END,
    ].join('\n');
}
/** Reads one found block: its status, or why it is invalid ("<KIND> block at line N: ..."). */
function readStatusBlock(block) {
    const where = `${block.kind} block at line ${block.line}`;
    if (block.unterminated) {
        const end = block.kind === 'RALPH_STATUS' ? RALPH_STATUS_END : PHASE_STATUS_END;
        return { invalid: `${where}: no ${end} line` };
    }
    try {
        return block.kind === 'PRP_PHASE_STATUS'
            ? { kind: block.kind, status: parsePhaseStatusBody(block.body) }
            : { kind: block.kind, status: parseRalphStatusBody(block.body) };
    }
    catch (error) {
        if (!(error instanceof StatusBlockError))
            throw error;
        return { invalid: `${where}: ${error.message}` };
    }
}
function extractLast(text, kind) {
    const result = { invalid: [] };
    for (const block of findBlocks(text, kind)) {
        const read = readStatusBlock(block);
        if ('invalid' in read)
            result.invalid.push(read.invalid);
        else
            result.status = read.status;
    }
    return result;
}
/** The last valid PRP_PHASE_STATUS block of a text; invalid blocks are reported and skipped. */
function extractLastPhaseStatus(text) {
    return extractLast(text, 'PRP_PHASE_STATUS');
}
/** Default location of the append-only log, relative to the repository. */
const PHASE_STATUS_LOG = '.ralph/phase-status.log';
/**
 * Appends one block to the append-only log. Every block is followed by a blank line, so
 * blocks are separated by the spec's double newline and earlier entries are never rewritten.
 */
async function appendPhaseStatusLog(path, status) {
    validatePhaseStatus(status);
    await (0,promises_.mkdir)((0,external_node_path_.dirname)(path), { recursive: true });
    await (0,promises_.appendFile)(path, `${serializePhaseStatus(status)}\n\n`, 'utf8');
}
/** The latest valid block of a phase-status log (or any text), if any. */
function readLatestPhaseStatus(text) {
    return extractLastPhaseStatus(text).status;
}
const RALPH_STATUSES = ['IN_PROGRESS', 'COMPLETE', 'BLOCKED'];
const RALPH_TESTS_STATUSES = ['PASSING', 'FAILING', 'NOT_RUN'];
/** One `KEY: value` per line (leading spaces and quotes around values allowed). */
function ralphFields(body) {
    const fields = new Map();
    for (const raw of body.split('\n')) {
        const line = raw.trim();
        if (line === '')
            continue;
        const field = /^([A-Za-z0-9_]+)\s*:\s*(.*)$/.exec(line);
        if (!field)
            throw new StatusBlockError(`not a "KEY: value" line: "${line}"`);
        const key = field[1].toUpperCase();
        if (fields.has(key))
            throw new StatusBlockError(`${key} appears twice`);
        fields.set(key, field[2].replace(/^"(.*)"$|^'(.*)'$/, '$1$2').trim());
    }
    return fields;
}
/**
 * Parses the body of one RALPH_STATUS block (delimited or YAML-like). STATUS and EXIT_SIGNAL
 * are what the exit gate needs: a block must have at least one of them; the other five fields
 * are read when present. Without EXIT_SIGNAL, STATUS: COMPLETE means exit (as frankbria's
 * analyzer reads it); an explicit EXIT_SIGNAL: false always wins.
 */
function parseRalphStatusBody(body) {
    const fields = ralphFields(body);
    const status = fields.get('STATUS');
    const exit = fields.get('EXIT_SIGNAL');
    if (status === undefined && exit === undefined) {
        throw new StatusBlockError('missing STATUS and EXIT_SIGNAL (a block needs at least one)');
    }
    const out = { exitSignal: false };
    if (status !== undefined)
        out.status = toEnum('STATUS', status, RALPH_STATUSES);
    const tasks = fields.get('TASKS_COMPLETED_THIS_LOOP');
    if (tasks !== undefined)
        out.tasksCompletedThisLoop = toInt('TASKS_COMPLETED_THIS_LOOP', tasks);
    const files = fields.get('FILES_MODIFIED');
    if (files !== undefined)
        out.filesModified = toInt('FILES_MODIFIED', files);
    const tests = fields.get('TESTS_STATUS');
    if (tests !== undefined)
        out.testsStatus = toEnum('TESTS_STATUS', tests, RALPH_TESTS_STATUSES);
    const work = fields.get('WORK_TYPE');
    if (work !== undefined)
        out.workType = work;
    out.exitSignal = exit !== undefined ? toBool('EXIT_SIGNAL', exit) : out.status === 'COMPLETE';
    const recommendation = fields.get('RECOMMENDATION');
    if (recommendation !== undefined)
        out.recommendation = recommendation;
    return out;
}
/** The block in frankbria's delimited layout, with the fields it has. */
function serializeRalphStatus(status) {
    const lines = [RALPH_STATUS_START];
    if (status.status !== undefined)
        lines.push(`STATUS: ${status.status}`);
    if (status.tasksCompletedThisLoop !== undefined)
        lines.push(`TASKS_COMPLETED_THIS_LOOP: ${status.tasksCompletedThisLoop}`);
    if (status.filesModified !== undefined)
        lines.push(`FILES_MODIFIED: ${status.filesModified}`);
    if (status.testsStatus !== undefined)
        lines.push(`TESTS_STATUS: ${status.testsStatus}`);
    if (status.workType !== undefined)
        lines.push(`WORK_TYPE: ${oneLine(status.workType)}`);
    lines.push(`EXIT_SIGNAL: ${status.exitSignal}`);
    if (status.recommendation !== undefined)
        lines.push(`RECOMMENDATION: ${oneLine(status.recommendation)}`);
    lines.push(RALPH_STATUS_END);
    return lines.join('\n');
}
/** The last valid RALPH_STATUS block of a text (delimited or YAML-like). */
function extractLastRalphStatus(text) {
    return extractLast(text, 'RALPH_STATUS');
}


/***/ }),

/***/ 246:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   resetCommand: () => (/* binding */ resetCommand)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _engine_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7226);
/* harmony import */ var _git_git_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6348);
/* harmony import */ var _prd_load_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5040);
/**
 * `ralph reset`: close the circuit breaker and clear attempt counts in .ralph/state.json of the
 * work branch. The state lives on the work branch: run from another branch, the reset is
 * committed there through a temporary worktree, and the checked-out branch is left alone.
 */






const PRD_PATH = '.ralph/prd.yaml';
/** The work branch the task list names, when it can be read. */
async function workBranchOf(repoDir, override) {
    if (override)
        return override;
    const loaded = await (0,_prd_load_js__WEBPACK_IMPORTED_MODULE_5__/* .loadPrdFile */ .$6)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(repoDir, PRD_PATH));
    return loaded.prd ? (0,_engine_index_js__WEBPACK_IMPORTED_MODULE_3__/* .branchNameFor */ .xG)(loaded.prd) : undefined;
}
/** Resets the state on `branch`, which is not checked out here, in a throwaway worktree. */
async function resetElsewhere(git, branch) {
    const dir = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir)(), 'ralph-reset-'));
    const tree = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, 'tree');
    try {
        await git.exec(['worktree', 'add', '--quiet', tree, branch]);
        return await (0,_engine_index_js__WEBPACK_IMPORTED_MODULE_3__/* .resetEngineState */ .Bp)(tree, { git: (0,_git_git_js__WEBPACK_IMPORTED_MODULE_4__/* .createGit */ .lD)({ cwd: tree }) });
    }
    finally {
        await git.exec(['worktree', 'remove', '--force', tree], { allowFailure: true });
        await git.exec(['worktree', 'prune'], { allowFailure: true });
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(dir, { recursive: true, force: true });
    }
}
function report(io, outcome, branch) {
    if (!outcome.changed) {
        io.stdout(`Nothing to reset on ${branch}: the circuit breaker is closed and no attempts are counted\n`);
        return;
    }
    io.stdout(`Reset the state of ${branch}: ${outcome.notes.join('; ')}\n`);
    io.stdout(outcome.commitSha
        ? `Committed the reset on ${branch} (${outcome.commitSha.slice(0, 7)})\n`
        : `Wrote .ralph/state.json on ${branch} (not committed)\n`);
}
const resetCommand = {
    name: 'reset',
    summary: "Reset the work branch's loop state: close the circuit breaker and clear the attempt counts",
    usage: 'ralph reset [--branch NAME] [--no-commit]',
    examples: ['ralph reset', 'ralph reset --branch ralph/my-feature', 'ralph reset --no-commit'],
    options: { branch: { type: 'string' }, 'no-commit': { type: 'boolean' } },
    optionHelp: {
        branch: 'Work branch whose state to reset (default: the one the task list names)',
        'no-commit': 'Write .ralph/state.json without committing it (on the checked-out branch only)',
    },
    maxPositionals: 0,
    async run({ values, io }) {
        const probe = (0,_git_git_js__WEBPACK_IMPORTED_MODULE_4__/* .createGit */ .lD)({ cwd: io.cwd });
        const top = await probe.exec(['rev-parse', '--show-toplevel'], { allowFailure: true });
        if (top.exitCode !== 0) {
            io.stderr(`error: ${io.cwd} is not inside a git repository\n`);
            return 1;
        }
        const repoDir = top.stdout.trim();
        const git = (0,_git_git_js__WEBPACK_IMPORTED_MODULE_4__/* .createGit */ .lD)({ cwd: repoDir });
        const noCommit = values['no-commit'] === true;
        try {
            const current = (await git.currentBranch()) ?? 'HEAD';
            const override = typeof values.branch === 'string' ? values.branch.trim() : undefined;
            const work = await workBranchOf(repoDir, override || undefined);
            if (override && override !== current && !(await git.localBranchExists(override))) {
                io.stderr(`error: there is no branch ${override} here\n`);
                return 1;
            }
            if (work !== undefined && work !== current && (await git.localBranchExists(work))) {
                if (noCommit) {
                    io.stderr(`error: the state to reset is on ${work}, not on ${current}: check out ${work} to reset it without committing, or drop --no-commit\n`);
                    return 1;
                }
                report(io, await resetElsewhere(git, work), work);
                return 0;
            }
            report(io, await (0,_engine_index_js__WEBPACK_IMPORTED_MODULE_3__/* .resetEngineState */ .Bp)(repoDir, noCommit ? {} : { git }), current);
            return 0;
        }
        catch (error) {
            io.stderr(`error: ${error.message}\n`);
            return 1;
        }
    },
};


/***/ })

};
