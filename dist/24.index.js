export const id = 24;
export const ids = [24];
export const modules = {

/***/ 9643:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  tO: () => (/* binding */ defaultEngineSettings),
  Bp: () => (/* binding */ resetEngineState),
  yG: () => (/* reexport */ loop_runLoop)
});

// UNUSED EXPORTS: DEFAULT_BREAKER_THRESHOLDS, PHASE_STATUS_LOG_PATH, PROGRESS_PATH, STATE_PATH, branchNameFor, dirtyEntries, evaluateGates, recordIteration, retryTaskState, runOnce, slugify

;// CONCATENATED MODULE: ./src/engine/breaker.ts
const DEFAULT_BREAKER_THRESHOLDS = {
    halfOpenAfter: 2,
    openAfter: 3,
    sameFailureOpenAfter: 5,
};
function breaker_initialBreaker() {
    return { state: 'CLOSED', noProgressCount: 0 };
}
function recordIteration(previous, observation, thresholds) {
    if (previous.state === 'OPEN')
        return previous; // only a person (prd edit, ralph reset) closes it
    const passingGrew = observation.passingChecks !== undefined &&
        previous.lastPassingChecks !== undefined &&
        observation.passingChecks > previous.lastPassingChecks;
    const progress = observation.taskDone || passingGrew;
    const next = {
        state: previous.state,
        noProgressCount: progress ? 0 : previous.noProgressCount + 1,
        lastPassingChecks: observation.passingChecks ?? previous.lastPassingChecks,
    };
    if (observation.failureKey !== undefined && !observation.taskDone) {
        const same = previous.lastFailure?.key === observation.failureKey;
        next.lastFailure = {
            key: observation.failureKey,
            count: same ? previous.lastFailure.count + 1 : 1,
        };
    }
    if (next.lastFailure && next.lastFailure.count >= thresholds.sameFailureOpenAfter) {
        next.state = 'OPEN';
        next.openReason = `the same failure (${next.lastFailure.key}) happened ${next.lastFailure.count} times in a row`;
    }
    else if (next.noProgressCount >= thresholds.openAfter) {
        next.state = 'OPEN';
        next.openReason = `no progress for ${next.noProgressCount} iterations`;
    }
    else if (next.noProgressCount >= thresholds.halfOpenAfter) {
        next.state = 'HALF_OPEN';
    }
    else {
        next.state = 'CLOSED';
    }
    return next;
}
/** What a person should do about the breaker's state. */
function breakerRecommendation(data) {
    if (data.state === 'OPEN') {
        return `Circuit breaker open (${data.openReason ?? 'no progress'}) - review the failing task, split or clarify it in prd.yaml, then run again (editing prd.yaml or running ralph reset closes the breaker)`;
    }
    if (data.state === 'HALF_OPEN') {
        return `No progress for ${data.noProgressCount} iterations - the next iteration without progress opens the circuit breaker`;
    }
    return undefined;
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/prd/diagnostics.ts
var diagnostics = __webpack_require__(5409);
// EXTERNAL MODULE: ./src/prd/load.ts + 4 modules
var load = __webpack_require__(4010);
// EXTERNAL MODULE: ./src/prd/select.ts
var prd_select = __webpack_require__(8997);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/files/atomic.ts
var atomic = __webpack_require__(5127);
;// CONCATENATED MODULE: ./src/engine/files.ts
/** Small file helpers of the engine: atomic writes, tolerant reads, hashes. */



const writeAtomic = atomic/* writeFileAtomic */.Z;
function sha256(text) {
    return (0,external_node_crypto_.createHash)('sha256').update(text, 'utf8').digest('hex');
}

;// CONCATENATED MODULE: ./src/engine/attempts.ts
/**
 * Artifacts of each attempt at a task: transcripts and the diff of a failed attempt, under
 * `.ralph/attempts/<task-id>/<n>/` (gitignored: they never enter history).
 */


const ATTEMPTS_DIR = '.ralph/attempts';
const IGNORE_LINE = '.ralph/attempts/';
function defaultArtifactsDir(repoDir) {
    return (0,external_node_path_.join)(repoDir, ATTEMPTS_DIR);
}
/** Task ids become directory names: anything outside [A-Za-z0-9._-] is replaced. */
function safeSegment(id) {
    const cleaned = id.replace(/[^A-Za-z0-9._-]/g, '_').replace(/^\.+/, '_');
    return cleaned === '' ? '_' : cleaned;
}
function attemptDir(artifactsDir, taskId, attempt) {
    return (0,external_node_path_.join)(artifactsDir, safeSegment(taskId), String(attempt));
}
function transcriptPath(artifactsDir, taskId, attempt, run) {
    const name = run === 0 ? 'transcript.ndjson' : `transcript-fix-${run}.ndjson`;
    return (0,external_node_path_.join)(attemptDir(artifactsDir, taskId, attempt), name);
}
async function saveFailedAttempt(dir, diff, summary) {
    await writeAtomic((0,external_node_path_.join)(dir, 'attempt.diff'), diff);
    await writeAtomic((0,external_node_path_.join)(dir, 'summary.txt'), `${summary}\n`);
}
/** Adds `.ralph/attempts/` to .gitignore when missing. True when the file changed. */
async function ensureAttemptsIgnored(repoDir) {
    const path = (0,external_node_path_.join)(repoDir, '.gitignore');
    const existing = await (0,atomic/* readIfExists */.O)(path);
    const lines = (existing ?? '').split(/\r?\n/).map((l) => l.trim());
    if (lines.some((l) => l === IGNORE_LINE || l === '.ralph/attempts' || l === '/.ralph/attempts/'))
        return false;
    const prefix = existing === undefined || existing === '' || existing.endsWith('\n')
        ? (existing ?? '')
        : `${existing}\n`;
    await writeAtomic(path, `${prefix}${IGNORE_LINE}\n`);
    return true;
}

// EXTERNAL MODULE: ./src/prd/schema.ts
var schema = __webpack_require__(3022);
;// CONCATENATED MODULE: ./src/engine/memory.ts
/**
 * The loop's memory (spec 002 FR-MEM-01..05): `.ralph/progress.txt`, append-only, with a
 * "Codebase Patterns" section kept at the top; and the "Codebase Patterns" sections of CLAUDE.md
 * and AGENTS.md, kept identical.
 */


const PROGRESS_PATH = '.ralph/progress.txt';
const PATTERNS_HEADING = '## Codebase Patterns';
const PATTERNS_HEADING_RE = /^#{1,6}[ \t]+Codebase Patterns[ \t]*$/im;
const PLACEHOLDER = '(Patterns discovered during iterations will be consolidated here)';
const PROGRESS_HEADER = `# Ralph Progress Log\n\n${PATTERNS_HEADING}\n\n${PLACEHOLDER}\n\n---\n`;
function normalize(text) {
    return text.replace(/\r\n?/g, '\n');
}
/** Makes sure the progress log exists and starts with the Codebase Patterns section. */
function ensureProgressHeader(existing) {
    if (existing === undefined || existing.trim() === '')
        return PROGRESS_HEADER;
    const text = normalize(existing);
    if (PATTERNS_HEADING_RE.test(text))
        return text;
    return `${PROGRESS_HEADER}\n${text.replace(/^\n+/, '')}`;
}
function formatProgressBlock(entry) {
    const lines = [
        `## ${entry.timestamp} - ${entry.taskId}: ${entry.title}`,
        `Outcome: ${entry.outcome}`,
    ];
    if (entry.runUrl)
        lines.push(`Run: ${entry.runUrl}`);
    const changed = [
        ...entry.files.created.map((f) => `- created ${f}`),
        ...entry.files.modified.map((f) => `- modified ${f}`),
        ...entry.files.deleted.map((f) => `- deleted ${f}`),
    ];
    if (changed.length > 0)
        lines.push('Files changed:', ...changed);
    for (const detail of entry.details ?? [])
        lines.push(detail);
    if (entry.learnings)
        lines.push('Learnings:', ...entry.learnings.split('\n').map((l) => `  ${l}`.trimEnd()));
    lines.push('---');
    return lines.join('\n');
}
/** Appends one block, keeping the patterns section at the top (and creating the file's header). */
function appendProgress(existing, block) {
    const text = ensureProgressHeader(existing).replace(/\n*$/, '\n');
    return `${text}\n${block}\n`;
}
/** Up to `bytes` bytes at `position` (negative: from the end) of a file; undefined if missing. */
async function readSlice(path, bytes, fromEnd) {
    let handle;
    try {
        handle = await (0,promises_.open)(path, 'r');
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return undefined;
        throw error;
    }
    try {
        const size = (await handle.stat()).size;
        const length = Math.min(bytes, size);
        const buffer = Buffer.alloc(length);
        await handle.read(buffer, 0, length, fromEnd ? size - length : 0);
        return buffer.toString('latin1');
    }
    finally {
        await handle.close();
    }
}
const HEAD_BYTES = 64 * 1024;
/**
 * The start of the progress log, enough for its Codebase Patterns section (what the prompt
 * uses): the log grows by a block per iteration, and reading it whole would make every
 * iteration slower than the last. The whole file when the section does not end in the head.
 */
async function readProgressHead(path) {
    const head = await readSlice(path, HEAD_BYTES, false);
    if (head === undefined || head.length < HEAD_BYTES)
        return (0,atomic/* readIfExists */.O)(path);
    const cut = head.lastIndexOf('\n');
    const text = Buffer.from(head.slice(0, cut + 1), 'latin1').toString('utf8');
    const closed = patternsSectionClosed(text);
    return closed ? text : (0,atomic/* readIfExists */.O)(path);
}
/**
 * Records one iteration in the progress log: appends the block (the file is never rewritten
 * for it), or, when there are new pattern lines or the header is missing, rewrites the log
 * with the lines added to the Codebase Patterns section at the top. On a log the harness
 * wrote, the result is the text appendProgress(addProgressPatterns(...)) gives.
 */
async function recordProgress(path, patterns, block) {
    if (patterns.length === 0) {
        const head = await readSlice(path, HEAD_BYTES, false);
        const tail = await readSlice(path, 2, true);
        if (head !== undefined &&
            tail !== undefined &&
            PATTERNS_HEADING_RE.test(head) &&
            !head.includes('\r') &&
            tail.endsWith('\n') &&
            !tail.endsWith('\n\n')) {
            await (0,promises_.appendFile)(path, `\n${block}\n`, 'utf8');
            return;
        }
    }
    const existing = await (0,atomic/* readIfExists */.O)(path);
    await (0,atomic/* writeFileAtomic */.Z)(path, appendProgress(addProgressPatterns(existing, patterns), block));
}
/** Adds lines to the Codebase Patterns section of the progress log (not repeating any). */
function addProgressPatterns(existing, lines) {
    const text = ensureProgressHeader(existing);
    if (lines.length === 0)
        return text;
    return addToPatternsSection(text, lines, { dropPlaceholder: true });
}
/** Whether a text has a Codebase Patterns section that ends inside it (by `---` or a heading). */
function patternsSectionClosed(text) {
    const match = PATTERNS_HEADING_RE.exec(text);
    if (!match)
        return false;
    const level = /^#+/.exec(match[0])[0].length;
    for (const line of text
        .slice(match.index + match[0].length)
        .split('\n')
        .slice(1)) {
        const heading = /^(#{1,6})[ \t]/.exec(line);
        if (/^---+\s*$/.test(line) || (heading && heading[1].length <= level))
            return true;
    }
    return false;
}
/** The lines of a markdown file's Codebase Patterns section, or undefined without one. */
function patternLines(markdown) {
    if (markdown === undefined)
        return undefined;
    const text = normalize(markdown);
    const match = PATTERNS_HEADING_RE.exec(text);
    if (!match)
        return undefined;
    const level = /^#+/.exec(match[0])[0].length;
    const out = [];
    for (const line of text
        .slice(match.index + match[0].length)
        .split('\n')
        .slice(1)) {
        const heading = /^(#{1,6})[ \t]/.exec(line);
        if (/^---+\s*$/.test(line) || (heading && heading[1].length <= level))
            break;
        out.push(line);
    }
    return out;
}
function meaningful(line) {
    const trimmed = line.trim();
    return trimmed !== '' && trimmed !== PLACEHOLDER;
}
/** Lines present in `after`'s patterns section that `before`'s did not have. */
function addedPatternLines(before, after) {
    const afterLines = patternLines(after) ?? [];
    const known = new Set((patternLines(before) ?? []).map((l) => l.trim()));
    return afterLines.filter((l) => meaningful(l) && !known.has(l.trim()));
}
/** Inserts lines at the end of the patterns section (creating the section at the end if needed). */
function addToPatternsSection(markdown, lines, options = {}) {
    const text = normalize(markdown);
    const existing = new Set((patternLines(text) ?? []).map((l) => l.trim()));
    const fresh = lines.filter((l) => !existing.has(l.trim()));
    if (fresh.length === 0)
        return text;
    const match = PATTERNS_HEADING_RE.exec(text);
    if (!match) {
        return `${text.replace(/\n*$/, '\n')}\n${PATTERNS_HEADING}\n\n${fresh.join('\n')}\n`;
    }
    const level = /^#+/.exec(match[0])[0].length;
    const all = text.split('\n');
    const headingLine = text.slice(0, match.index).split('\n').length - 1;
    let end = all.length;
    for (let i = headingLine + 1; i < all.length; i++) {
        const heading = /^(#{1,6})[ \t]/.exec(all[i]);
        if (/^---+\s*$/.test(all[i]) || (heading && heading[1].length <= level)) {
            end = i;
            break;
        }
    }
    const section = all.slice(headingLine + 1, end);
    const kept = options.dropPlaceholder ? section.filter((l) => l.trim() !== PLACEHOLDER) : section;
    const body = [
        ...kept.filter((l, i) => l.trim() !== '' || kept.slice(i).some((r) => r.trim() !== '')),
        ...fresh,
    ];
    while (body.length > 0 && body[0].trim() === '')
        body.shift();
    const rest = all.slice(end);
    const rebuilt = [
        ...all.slice(0, headingLine + 1),
        '',
        ...body,
        ...(rest.length > 0 ? ['', ...rest] : ['']),
    ];
    return rebuilt.join('\n');
}
/**
 * Keeps CLAUDE.md and AGENTS.md patterns identical: lines the agent added to one file's
 * Codebase Patterns section are added to the other. Files that do not exist are left alone.
 */
function syncPatterns(args) {
    const fromClaude = addedPatternLines(args.claudeBefore, args.claudeAfter);
    const fromAgents = addedPatternLines(args.agentsBefore, args.agentsAfter);
    const result = { added: [], changed: [] };
    const seen = new Set();
    for (const line of [...fromClaude, ...fromAgents]) {
        if (seen.has(line.trim()))
            continue;
        seen.add(line.trim());
        result.added.push(line);
    }
    if (args.claudeAfter !== undefined && args.agentsAfter !== undefined) {
        const claude = addToPatternsSection(args.claudeAfter, fromAgents);
        const agents = addToPatternsSection(args.agentsAfter, fromClaude);
        if (claude !== normalize(args.claudeAfter)) {
            result.claudeMd = claude;
            result.changed.push('CLAUDE.md');
        }
        if (agents !== normalize(args.agentsAfter)) {
            result.agentsMd = agents;
            result.changed.push('AGENTS.md');
        }
    }
    return result;
}
const STATUS_BLOCK_RE = /---PRP_PHASE_STATUS---[\s\S]*?(---END_PRP_PHASE_STATUS---|$)/g;
const RALPH_STATUS_RE = /---RALPH_STATUS---[\s\S]*?(---END_RALPH_STATUS---|$)/g;
/**
 * The agent's learnings: the paragraph starting with `LEARNINGS:` in its final message, else the
 * final message's first paragraph. Status blocks never count as learnings.
 */
function extractLearnings(finalText) {
    const text = normalize(finalText)
        .replace(STATUS_BLOCK_RE, '')
        .replace(RALPH_STATUS_RE, '')
        .trim();
    if (text === '')
        return undefined;
    const paragraphs = text
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter((p) => p !== '');
    const tagged = paragraphs.find((p) => /^LEARNINGS:/i.test(p));
    const chosen = tagged ? tagged.replace(/^LEARNINGS:\s*/i, '') : paragraphs[0];
    if (!chosen)
        return undefined;
    const trimmed = chosen.trim();
    return trimmed.length > 2000 ? `${trimmed.slice(0, 1997)}...` : trimmed;
}

;// CONCATENATED MODULE: ./src/engine/protect.ts
/**
 * Harness-owned files: the agent must not change the task list, the progress log, the status log
 * or the engine state (spec 001: status is owned by the harness). Whatever it did to them is
 * undone from the starting commit, and the quality-check definitions are restored the same way.
 */



const PHASE_STATUS_LOG_PATH = '.ralph/phase-status.log';
function harnessOwnedPaths(prdPath) {
    return [prdPath, '.ralph/progress.txt', PHASE_STATUS_LOG_PATH, '.ralph/state.json'];
}
/** Restores each path to its content at `ref` (removing it if it did not exist). Returns what changed. */
async function restoreFiles(git, ref, paths) {
    const restored = [];
    for (const path of paths) {
        const original = await git.showFile(ref, path);
        const absolute = (0,external_node_path_.join)(git.cwd, path);
        const current = await (0,atomic/* readIfExists */.O)(absolute);
        if (current === original)
            continue;
        if (original === undefined)
            await (0,promises_.rm)(absolute, { force: true });
        else
            await writeAtomic(absolute, original);
        restored.push(path);
    }
    return restored;
}
const CHECKS_BLOCK_RE = /<!--\s*RALPH:CHECKS:START\s*-->[\s\S]*?<!--\s*RALPH:CHECKS:END\s*-->/;
/**
 * Puts the RALPH:CHECKS block of `original` back into `current`, keeping the rest of the agent's
 * edits to the file (e.g. new Codebase Patterns). Undefined when nothing needs to change.
 */
function restoreChecksBlock(original, current) {
    const originalBlock = CHECKS_BLOCK_RE.exec(original)?.[0];
    if (current === undefined)
        return original;
    const currentBlock = CHECKS_BLOCK_RE.exec(current)?.[0];
    if (originalBlock === undefined) {
        // The starting commit had no block: an added one is dropped.
        return currentBlock === undefined
            ? undefined
            : current.replace(CHECKS_BLOCK_RE, '').replace(/\n{3,}/g, '\n\n');
    }
    if (currentBlock === originalBlock)
        return undefined;
    if (currentBlock === undefined)
        return original; // block removed: restore the whole file
    return current.replace(CHECKS_BLOCK_RE, () => originalBlock);
}
/** Restores the checks block of `file` from `ref` when the agent changed it. True if restored. */
async function restoreChecksFile(git, ref, file) {
    const original = await git.showFile(ref, file);
    const absolute = (0,external_node_path_.join)(git.cwd, file);
    const current = await (0,atomic/* readIfExists */.O)(absolute);
    if (original === undefined) {
        if (current === undefined)
            return false;
        const fixed = restoreChecksBlock('', current);
        if (fixed === undefined)
            return false;
        await writeAtomic(absolute, fixed);
        return true;
    }
    const fixed = restoreChecksBlock(original, current);
    if (fixed === undefined)
        return false;
    await writeAtomic(absolute, fixed);
    return true;
}

;// CONCATENATED MODULE: ./src/engine/branch.ts
/**
 * The work branch (spec 002 FR-BRANCH-01..06): settings override, else project.branch, else
 * `ralph/<slug of the title>`; checked out if it exists, else created from the remote branch,
 * else from the base branch. A new branch name archives the previous run's files.
 */






function slugify(text) {
    const slug = text
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, 60)
        .replace(/-+$/, '');
    return slug === '' ? 'work' : slug;
}
function branchNameFor(prd, override) {
    if (override && override.trim() !== '')
        return override.trim();
    return (0,schema/* projectBranch */.OB)(prd.project) ?? `ralph/${slugify(prd.project.title)}`;
}
async function defaultBase(git) {
    const current = await git.currentBranch();
    if (current)
        return current;
    for (const candidate of ['main', 'master']) {
        if (await git.localBranchExists(candidate))
            return candidate;
    }
    return 'HEAD';
}
/** Puts the repository on `branch`. The caller made sure the tree is clean. */
async function prepareBranch(git, branch, baseBranch) {
    const current = await git.currentBranch();
    if (current === branch)
        return { branch, how: 'current' };
    if (await git.localBranchExists(branch)) {
        if (!(await git.tryCheckout(branch)))
            throw new Error(`could not check out branch ${branch}`);
        return { branch, how: 'checked_out' };
    }
    const hasOrigin = (await git.exec(['remote'], { allowFailure: true })).stdout
        .split('\n')
        .includes('origin');
    if (hasOrigin && (await git.remoteBranchExists('origin', branch))) {
        await git.tryFetch('origin', [`+refs/heads/${branch}:refs/remotes/origin/${branch}`]);
        if (await git.tryRevParse(`refs/remotes/origin/${branch}`)) {
            await git.checkoutNew(branch, `origin/${branch}`);
            await git.exec(['branch', `--set-upstream-to=origin/${branch}`, branch], {
                allowFailure: true,
            });
            return { branch, how: 'from_remote', from: `origin/${branch}` };
        }
    }
    const base = baseBranch ?? (await defaultBase(git));
    let startPoint = base;
    if (!(await git.tryRevParse(`${base}^{commit}`))) {
        if (hasOrigin && (await git.tryRevParse(`origin/${base}^{commit}`)))
            startPoint = `origin/${base}`;
        else
            throw new Error(`base branch ${base} does not exist`);
    }
    await git.checkoutNew(branch, startPoint);
    return { branch, how: 'from_base', from: startPoint };
}
function dateStamp(now) {
    return now.toISOString().slice(0, 10);
}
/**
 * Copies the previous run's prd.yaml, progress log and status log to
 * `.ralph/archive/YYYY-MM-DD-<name>/`, then starts a fresh progress log that keeps the
 * Codebase Patterns, and an empty status log. prd.yaml itself stays. Returns the archive dir.
 */
async function archivePreviousRun(args) {
    const { repoDir } = args;
    const name = slugify(args.previousBranch.replace(/^ralph\//, ''));
    const files = [args.prdPath, PROGRESS_PATH, PHASE_STATUS_LOG_PATH];
    const present = [];
    for (const file of files)
        if ((await (0,atomic/* readIfExists */.O)((0,external_node_path_.join)(repoDir, file))) !== undefined)
            present.push(file);
    if (present.length === 0)
        return undefined;
    let dir = `.ralph/archive/${dateStamp(args.now)}-${name}`;
    for (let n = 2; (await (0,atomic/* readIfExists */.O)((0,external_node_path_.join)(repoDir, dir, '.archived'))) !== undefined; n++) {
        dir = `.ralph/archive/${dateStamp(args.now)}-${name}-${n}`;
    }
    await (0,promises_.mkdir)((0,external_node_path_.join)(repoDir, dir), { recursive: true });
    for (const file of present) {
        await (0,promises_.copyFile)((0,external_node_path_.join)(repoDir, file), (0,external_node_path_.join)(repoDir, dir, file.split('/').pop()));
    }
    await writeAtomic((0,external_node_path_.join)(repoDir, dir, '.archived'), `${args.previousBranch}\n`);
    const progress = await (0,atomic/* readIfExists */.O)((0,external_node_path_.join)(repoDir, PROGRESS_PATH));
    const patterns = (patternLines(progress) ?? []).filter((l) => l.trim() !== '');
    await writeAtomic((0,external_node_path_.join)(repoDir, PROGRESS_PATH), addProgressPatterns(PROGRESS_HEADER, patterns));
    await (0,promises_.rm)((0,external_node_path_.join)(repoDir, PHASE_STATUS_LOG_PATH), { force: true });
    return dir;
}

// EXTERNAL MODULE: ./src/checks/trust.ts
var trust = __webpack_require__(246);
;// CONCATENATED MODULE: ./src/engine/checks-plan.ts
/** Which quality checks an iteration runs: always those of its starting commit. */

async function planChecks(git, startSha, checksDisabled) {
    if (checksDisabled)
        return {
            checks: [],
            warnings: ["quality checks are disabled (--no-checks): nothing verifies the agent's work"],
        };
    const { source, result } = await (0,trust/* readChecksAtCommit */.IT)(git, startSha);
    if (result.errors.length > 0) {
        const where = source === 'detected' || source === 'none' ? 'the checks' : source;
        const details = result.errors.map((e) => `${where}:${e.line}: ${e.message}`).join('; ');
        return { checks: [], error: `the RALPH:CHECKS block is invalid: ${details}`, warnings: [] };
    }
    if (source === 'CLAUDE.md' || source === 'AGENTS.md') {
        if (result.checks.length === 0) {
            return {
                checks: [],
                error: `the RALPH:CHECKS block of ${source} lists no checks`,
                warnings: [],
            };
        }
        return { checks: result.checks, sourceFile: source, warnings: [] };
    }
    const warning = 'no RALPH:CHECKS block in CLAUDE.md or AGENTS.md';
    if (source === 'detected' && result.checks.length > 0) {
        const names = result.checks.map((c) => `${c.name} (${c.command})`).join(', ');
        return { checks: result.checks, warnings: [`${warning}; using detected checks: ${names}`] };
    }
    return {
        checks: [],
        error: `${warning}, and no test or lint command could be detected. Add a RALPH:CHECKS block to CLAUDE.md, or pass --no-checks to run without a quality gate`,
        warnings: [],
    };
}

;// CONCATENATED MODULE: ./src/engine/gate.ts
/** All tasks done or skipped, and at least one done (ignores completion_marker on purpose). */
function tasksComplete(prd) {
    const allClosed = prd.tasks.every((t) => t.status === 'done' || t.status === 'skipped');
    return allClosed && prd.tasks.some((t) => t.status === 'done');
}
/** The agent's explicit exit signal, from its PRP_PHASE_STATUS or RALPH_STATUS block. */
function agentExitSignal(result) {
    return result.phaseStatus?.exitSignal === true || result.ralphStatus?.exitSignal === true;
}
function evaluateGates(args) {
    const gate1 = tasksComplete(args.prd) && args.checksPassed;
    const gate2 = args.exitSignal || args.prd.completion_marker === true;
    return { gate1, gate2, canExit: gate1 && gate2 };
}

// EXTERNAL MODULE: ./src/agent/redact.ts
var redact = __webpack_require__(2845);
// EXTERNAL MODULE: ./src/agent/phase-status.ts + 1 modules
var phase_status = __webpack_require__(6085);
// EXTERNAL MODULE: ./src/checks/index.ts + 2 modules
var checks = __webpack_require__(6206);
// EXTERNAL MODULE: ./src/prd/document.ts + 1 modules
var prd_document = __webpack_require__(294);
// EXTERNAL MODULE: ./src/prd/save.ts
var save = __webpack_require__(9136);
// EXTERNAL MODULE: ./src/prompt/assemble.ts + 1 modules
var assemble = __webpack_require__(9394);
// EXTERNAL MODULE: ./src/prompt/gather.ts + 1 modules
var gather = __webpack_require__(253);
// EXTERNAL MODULE: ./src/prompt/markdown.ts
var markdown = __webpack_require__(1218);
// EXTERNAL MODULE: ./src/agent/classify.ts
var classify = __webpack_require__(978);
;// CONCATENATED MODULE: ./src/prompt/fix-prompt.ts


function describe(result) {
    if (result.timedOut)
        return 'timed out';
    if (result.exitCode === null)
        return 'was killed';
    return `exit code ${result.exitCode}`;
}
function renderFixPrompt(failing, attempt, max) {
    const parts = [
        `## Quality Checks Failed (fix attempt ${attempt} of ${max})`,
        'The harness ran the quality checks on your changes and these failed. Fix the code so that they pass.',
        'Do not weaken, skip or delete checks or tests: the harness runs the checks as defined in the starting commit.',
    ];
    for (const result of failing) {
        const tail = result.outputTail.trim() === '' ? '(no output)' : result.outputTail.replace(/\s+$/, '');
        parts.push(`### ${result.name} (${describe(result)})\nCommand: \`${result.command}\`\n${(0,markdown/* fenced */.OF)(tail, 'text')}`);
    }
    parts.push([
        'When you are done, run the checks again yourself, then end your final message with the',
        'PRP_PHASE_STATUS block as before (EXIT_SIGNAL: true only when every acceptance criterion is met).',
        `If you cannot make them pass, write "${classify/* CANNOT_COMPLETE_SIGNAL */.VW}: <reason>" instead.`,
    ].join('\n'));
    return `${parts.join('\n\n')}\n`;
}

// EXTERNAL MODULE: ./src/prompt/mcp.ts
var mcp = __webpack_require__(3939);
// EXTERNAL MODULE: ./src/prompt/plan.ts
var plan = __webpack_require__(924);
// EXTERNAL MODULE: ./src/prompt/preview.ts
var preview = __webpack_require__(9979);
// EXTERNAL MODULE: ./src/prompt/repo-files.ts
var repo_files = __webpack_require__(3417);
;// CONCATENATED MODULE: ./src/prompt/index.ts











;// CONCATENATED MODULE: ./src/engine/harness-status.ts

function testsFromChecks(checks) {
    const passing = checks.filter((c) => c.passed).length;
    return { total: checks.length, passing, failing: checks.length - passing, skipped: 0 };
}
function validTests(tests) {
    return tests.passing + tests.failing + tests.skipped === tests.total;
}
function harnessRecommendation(input) {
    const breakerNote = breakerRecommendation(input.breaker);
    if (input.breaker.state === 'OPEN')
        return breakerNote;
    if (input.gates.canExit)
        return 'All tasks done and verified - review and merge the work branch';
    if (input.gates.gate1)
        return 'All tasks done - the agent did not confirm EXIT_SIGNAL; review the result';
    if (input.taskBlocked)
        return `Task ${input.taskId} is blocked - fix the cause or split the task, then set it back to pending`;
    if (breakerNote)
        return breakerNote;
    if (input.outcome === 'failed')
        return `Retry task ${input.taskId} with the failure noted in its comments`;
    if (input.outcome === 'interrupted')
        return `Run again to resume task ${input.taskId}`;
    return input.nextTaskId
        ? `Continue with task ${input.nextTaskId}`
        : 'Continue with the next ready task';
}
function buildHarnessStatus(input) {
    const agent = input.agentStatus && validTests(input.agentStatus.tests) ? input.agentStatus : undefined;
    const blocked = input.breaker.state === 'OPEN' || input.taskBlocked;
    const status = input.gates.canExit
        ? 'COMPLETE'
        : blocked
            ? 'BLOCKED'
            : 'IN_PROGRESS';
    const failingChecks = input.checks
        .filter((c) => !c.passed && c.required)
        .map((c) => `Check '${c.name}' failing`);
    const blockers = [...(agent?.blockers ?? [])];
    for (const line of [...failingChecks, ...(input.failure ? [input.failure] : [])]) {
        if (!blockers.includes(line))
            blockers.push(line);
    }
    if (input.breaker.state === 'OPEN')
        blockers.push(`Circuit breaker open: ${input.breaker.openReason ?? 'no progress'}`);
    // When the harness overrides the outcome (breaker, block, gate), its recommendation wins.
    const useAgentRecommendation = agent !== undefined && !blocked && !input.gates.gate1 && input.outcome === 'done';
    return {
        timestamp: input.timestamp,
        phase: agent?.phase ?? 'GREEN',
        status,
        iteration: input.iteration,
        progressPercent: Math.max(0, Math.min(100, Math.round(input.progressPercent))),
        tests: agent && input.outcome === 'done' ? agent.tests : testsFromChecks(input.checks),
        files: {
            created: input.files.created.length,
            modified: input.files.modified.length,
            deleted: input.files.deleted.length,
        },
        circuitBreaker: { state: input.breaker.state, noProgressCount: input.breaker.noProgressCount },
        dualGate: { ...input.gates },
        blockers: blockers.map((b) => b.replace(/\s*\n\s*/g, ' ').slice(0, 300)),
        exitSignal: input.gates.canExit,
        recommendation: (useAgentRecommendation
            ? agent.recommendation
            : harnessRecommendation(input)).replace(/\s*\n\s*/g, ' '),
    };
}

;// CONCATENATED MODULE: ./src/engine/mcp.ts
/** Writes a discipline's MCP config next to the attempt's transcripts (never into the tree). */


async function writeMcpConfigFor(config, dir) {
    if (!config)
        return undefined;
    await (0,promises_.mkdir)(dir, { recursive: true });
    return (0,mcp/* writeMcpConfig */.C)(config, dir);
}

;// CONCATENATED MODULE: ./src/engine/state.ts
/**
 * The harness's memory between runs: `.ralph/state.json`, committed on the work branch with each
 * iteration. Stale state (unreadable, another branch, another version) never blocks a fresh run:
 * it is reset and the reset is reported.
 */



const STATE_PATH = '.ralph/state.json';
const STATE_VERSION = 1;
function freshState() {
    return {
        version: STATE_VERSION,
        iteration: 0,
        breaker: breaker_initialBreaker(),
        tasks: {},
        totalCostUsd: 0,
    };
}
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** Parses state.json text; any shape problem yields a fresh state and a warning. */
function parseState(text) {
    if (text === undefined)
        return { state: freshState(), existed: false, warnings: [] };
    let raw;
    try {
        raw = JSON.parse(text);
    }
    catch (error) {
        return {
            state: freshState(),
            existed: false,
            warnings: [
                `${STATE_PATH} is not valid JSON (${error.message}); starting with fresh state`,
            ],
        };
    }
    if (!isRecord(raw) || raw.version !== STATE_VERSION) {
        const version = isRecord(raw) ? JSON.stringify(raw.version) : 'none';
        return {
            state: freshState(),
            existed: false,
            warnings: [
                `${STATE_PATH} has version ${version}, expected ${STATE_VERSION}; starting with fresh state`,
            ],
        };
    }
    const breaker = isRecord(raw.breaker)
        ? raw.breaker
        : breaker_initialBreaker();
    if (!['CLOSED', 'HALF_OPEN', 'OPEN'].includes(String(breaker.state)) ||
        typeof breaker.noProgressCount !== 'number') {
        return {
            state: freshState(),
            existed: false,
            warnings: [`${STATE_PATH} has an unreadable circuit breaker; starting with fresh state`],
        };
    }
    const tasks = {};
    if (isRecord(raw.tasks)) {
        for (const [id, value] of Object.entries(raw.tasks)) {
            if (!isRecord(value))
                continue;
            tasks[id] = {
                attempts: typeof value.attempts === 'number' ? value.attempts : 0,
                costUsd: typeof value.costUsd === 'number' ? value.costUsd : 0,
                ...(typeof value.lastFailure === 'string' ? { lastFailure: value.lastFailure } : {}),
            };
        }
    }
    const state = {
        version: STATE_VERSION,
        iteration: typeof raw.iteration === 'number' ? raw.iteration : 0,
        breaker,
        tasks,
        totalCostUsd: typeof raw.totalCostUsd === 'number' ? raw.totalCostUsd : 0,
    };
    if (typeof raw.lastBranch === 'string')
        state.lastBranch = raw.lastBranch;
    if (typeof raw.prdSha256 === 'string')
        state.prdSha256 = raw.prdSha256;
    if (typeof raw.lastChecksPassed === 'boolean')
        state.lastChecksPassed = raw.lastChecksPassed;
    if (typeof raw.lastExitSignal === 'boolean')
        state.lastExitSignal = raw.lastExitSignal;
    return { state, existed: true, warnings: [] };
}
async function state_loadState(repoDir) {
    return parseState(await (0,atomic/* readIfExists */.O)((0,external_node_path_.join)(repoDir, STATE_PATH)));
}
function serializeState(state) {
    return `${JSON.stringify(state, null, 2)}\n`;
}
async function state_saveState(repoDir, state) {
    await writeAtomic((0,external_node_path_.join)(repoDir, STATE_PATH), serializeState(state));
}
function taskState(state, id) {
    let entry = state.tasks[id];
    if (!entry) {
        entry = { attempts: 0, costUsd: 0 };
        state.tasks[id] = entry;
    }
    return entry;
}
/**
 * A person edited prd.yaml since the harness last wrote it: the breaker closes, and tasks that ran
 * out of attempts and were put back to pending get their attempts back.
 */
function applyHumanEdit(state, pendingTaskIds, maxTaskAttempts) {
    const notes = [];
    if (state.breaker.state !== 'CLOSED' || state.breaker.noProgressCount > 0) {
        notes.push(`circuit breaker reset (was ${state.breaker.state})`);
    }
    state.breaker = breaker_initialBreaker();
    for (const [id, entry] of Object.entries(state.tasks)) {
        if (pendingTaskIds.has(id) && entry.attempts >= maxTaskAttempts) {
            notes.push(`attempts of ${id} reset`);
            entry.attempts = 0;
        }
    }
    return notes;
}

;// CONCATENATED MODULE: ./src/engine/iteration.ts
/**
 * One iteration: one task, one fresh agent, the quality gate (with the fix loop), and then
 * exactly one commit: the verified work (`feat:`) or the record of a failed attempt (`chore:`).
 * Interruptions commit nothing and leave the tree as it was.
 */



















const NO_FILES = { created: [], modified: [], deleted: [] };
/**
 * A short excerpt of a failing check's output for the task comment: from the first line that
 * looks like the failure (test runners print summaries last), else the last lines.
 */
function failureExcerpt(output, count = 12, maxChars = 1200) {
    const lines = output.split('\n').map((l) => l.trimEnd());
    while (lines.length > 0 && lines[lines.length - 1] === '')
        lines.pop();
    const first = lines.findIndex((l) => /\bnot ok\b|error|fail(ed|ure)?\b|✖|✗|assert/i.test(l) && !/^#\s/.test(l));
    const picked = first >= 0 ? lines.slice(first, first + count) : lines.slice(-count);
    const text = picked.join('\n');
    return text.length > maxChars ? `${text.slice(0, maxChars)}...` : text;
}
function describeAgentFailure(result) {
    const labels = {
        max_turns: 'the agent hit the turn limit',
        timeout: 'the agent ran out of time',
        idle: 'the agent stopped producing output',
        crashed: 'the agent crashed',
        cannot_complete: 'the agent said it cannot complete the task',
    };
    return labels[result.outcome] ?? `the agent ended with ${result.outcome}`;
}
async function resetTree(input) {
    const { git } = input.deps;
    await git.resetHard(input.startSha);
    await git.clean();
}
function cloneWithStatus(prd, task) {
    const running = { ...task, status: 'in_progress' };
    return {
        prd: { ...prd, tasks: prd.tasks.map((t) => (t === task ? running : t)) },
        task: running,
    };
}
/** Runs the task and settles its outcome. Never throws for agent or check failures. */
async function runIteration(input) {
    const { settings, deps, task, state } = input;
    const { git } = deps;
    const observer = deps.observer ?? {};
    const repoDir = settings.repoDir;
    const taskId = (0,schema/* idKey */.T4)(task.id);
    const attempt = taskState(state, taskId).attempts + 1;
    const iterationNumber = state.iteration + 1; // cumulative across runs
    const artifacts = settings.artifactsDir ?? defaultArtifactsDir(repoDir);
    const started = Date.now();
    observer.iterationStart?.(input.index, input.of, task);
    // Prompt: the task is in progress for the agent's eyes only (status is written on the outcome).
    const running = cloneWithStatus(input.prd, task);
    const progressText = await readProgressHead((0,external_node_path_.join)(repoDir, PROGRESS_PATH));
    const promptInput = await (0,gather/* gatherPromptInput */.e)({
        repoDir,
        prd: running.prd,
        task: running.task,
        disciplines: input.loaded.disciplines,
        features: input.loaded.features,
        checks: input.checks,
        progressText,
    });
    const assembled = (0,assemble/* assemblePrompt */.B)(promptInput);
    for (const warning of assembled.warnings)
        observer.warning?.(warning);
    const mcpConfigPath = await writeMcpConfigFor((0,mcp/* buildMcpConfig */.n)(promptInput.discipline), attemptDir(artifacts, taskId, attempt));
    const runs = [];
    const restored = new Set();
    let checksTampered = false;
    let checkResults = [];
    let fixAttempts = 0;
    const ownedPaths = harnessOwnedPaths(settings.prdPath);
    const runAgent = async (prompt, resumeSessionId) => {
        observer.agentStart?.(task, attempt, resumeSessionId !== undefined);
        const options = {
            claudePath: settings.claudePath,
            cwd: repoDir,
            prompt,
            maxTurns: task.estimated_turns ?? settings.maxTurns,
            model: settings.model,
            mcpConfigPath,
            appendSystemPrompt: assembled.appendSystemPrompt,
            allowedTools: settings.allowedTools,
            extraArgs: settings.claudeArgs,
            resumeSessionId,
            timeoutMs: settings.taskTimeoutMs,
            idleTimeoutMs: settings.idleTimeoutMs,
            env: settings.agentEnv,
            transcriptPath: transcriptPath(artifacts, taskId, attempt, runs.length),
            onText: (text) => observer.agentText?.(text),
            onEvent: (event) => observer.agentEvent?.(event),
            signal: input.signal,
            apiRetryDelayMs: settings.apiRetryDelayMs,
        };
        const result = await deps.agent.run(options);
        runs.push(result);
        observer.agentEnd?.(result);
        for (const path of await restoreFiles(git, input.startSha, ownedPaths))
            restored.add(path);
        return result;
    };
    let agentResult = await runAgent(assembled.prompt, undefined);
    let failure;
    let failureKey;
    for (;;) {
        if (input.signal.aborted || agentResult.outcome === 'interrupted')
            return interrupted('interrupted');
        if (agentResult.outcome === 'usage_limit')
            return interrupted('usage_limit');
        if (agentResult.outcome === 'api_error')
            return interrupted('transient_failure');
        if (agentResult.outcome !== 'completed') {
            failure = `${describeAgentFailure(agentResult)}: ${agentResult.summary}`;
            failureKey = `agent ${agentResult.outcome}`;
            break;
        }
        if (await (0,checks/* checksBlockChanged */.Bz)(git, input.startSha)) {
            checksTampered = true;
            for (const file of ['CLAUDE.md', 'AGENTS.md']) {
                if (await restoreChecksFile(git, input.startSha, file))
                    restored.add(`${file} (RALPH:CHECKS block)`);
            }
        }
        checkResults = await (0,checks/* runChecks */.JT)(input.checks, {
            cwd: repoDir,
            env: checksEnvironment(settings.agentEnv),
            signal: input.signal,
            onStart: (check) => observer.checkStart?.(check),
            onResult: (result) => observer.checkResult?.(result),
        });
        if (input.signal.aborted)
            return interrupted('interrupted');
        if ((0,checks/* gatePassed */.q5)(checkResults))
            break;
        const failing = (0,checks/* failingRequired */.eb)(checkResults);
        const first = failing[0];
        failure = `check '${first.name}' failing (${first.timedOut ? 'timed out' : `exit ${first.exitCode}`})\n${failureExcerpt(first.outputTail)}`;
        failureKey = `check ${first.name}`;
        if (fixAttempts >= settings.maxFixAttempts)
            break;
        fixAttempts += 1;
        observer.info?.(`Checks failed; fix attempt ${fixAttempts} of ${settings.maxFixAttempts} (resuming the agent's session)`);
        const fixPrompt = renderFixPrompt(failing, fixAttempts, settings.maxFixAttempts);
        agentResult = await runAgent(agentResult.sessionId ? fixPrompt : `${assembled.prompt}\n\n${fixPrompt}`, agentResult.sessionId);
        failure = undefined;
        failureKey = undefined;
    }
    if (restored.size > 0) {
        observer.warning?.(`The agent changed harness-owned files; restored: ${[...restored].join(', ')}`);
    }
    if (checksTampered) {
        observer.warning?.('The agent edited the RALPH:CHECKS block; the checks of the starting commit were used and the block was restored');
    }
    return failure === undefined ? succeed() : fail(failure, failureKey);
    // ---- outcomes ----
    function costOf() {
        return runs.reduce((sum, r) => sum + (r.totalCostUsd || 0), 0);
    }
    function turnsOf() {
        return runs.reduce((sum, r) => sum + (r.numTurns || 0), 0);
    }
    function base() {
        const last = runs[runs.length - 1];
        return {
            iteration: iterationNumber,
            taskId,
            taskTitle: task.title,
            agentOutcome: last?.outcome,
            attempt,
            fixAttempts,
            checks: checkResults,
            costUsd: costOf(),
            numTurns: turnsOf(),
            durationMs: Date.now() - started,
            files: NO_FILES,
            restoredFiles: [...restored],
            checksTampered,
            agentPhaseStatus: last?.phaseStatus,
        };
    }
    async function interrupted(stop) {
        await resetTree(input);
        const last = runs[runs.length - 1];
        const why = stop === 'transient_failure'
            ? `API error after a retry: ${last?.summary ?? ''}`
            : stop === 'usage_limit'
                ? `usage limit reached: ${last?.summary ?? ''}`
                : 'interrupted';
        const prd = input.prd;
        const phaseStatus = buildHarnessStatus({
            timestamp: input.now().toISOString(),
            iteration: iterationNumber,
            progressPercent: (0,prd_select/* progressPercent */.ZV)(prd),
            files: NO_FILES,
            checks: checkResults,
            breaker: state.breaker,
            gates: { gate1: false, gate2: false, canExit: false },
            outcome: 'interrupted',
            taskId,
            taskBlocked: false,
            failure: why,
        });
        const result = {
            ...base(),
            outcome: 'interrupted',
            phaseStatus,
            summary: `${taskId} ${why.trim()}; the tree was reset and the task stays pending`,
        };
        observer.iterationEnd?.(result);
        return { result, stop };
    }
    async function record(args) {
        const prdAbs = (0,external_node_path_.join)(repoDir, settings.prdPath);
        await (0,save/* savePrdDocument */.L)(args.doc, prdAbs);
        const prdText = args.doc.toString();
        const prdAfter = args.doc; // edited in place: no second parse
        await recordProgress((0,external_node_path_.join)(repoDir, PROGRESS_PATH), args.patterns, args.progressBlock);
        const passing = checkResults.filter((c) => c.passed).length;
        state.iteration += 1;
        state.breaker = recordIteration(state.breaker, {
            taskDone: args.taskDone,
            passingChecks: checkResults.length > 0 ? passing : undefined,
            failureKey: args.failureKey,
        }, settings.breaker);
        state.lastChecksPassed = args.checksPassed;
        if (args.taskDone)
            state.lastExitSignal = args.exitSignal;
        const entry = taskState(state, taskId);
        entry.costUsd += costOf();
        state.totalCostUsd += costOf();
        const prdData = prdDataOf(prdAfter, input.prd);
        const gates = evaluateGates({
            prd: prdData,
            checksPassed: args.checksPassed,
            exitSignal: state.lastExitSignal ?? false,
        });
        const phaseStatus = buildHarnessStatus({
            timestamp: input.now().toISOString(),
            iteration: state.iteration,
            progressPercent: (0,prd_select/* progressPercent */.ZV)(prdData),
            files: args.files,
            checks: checkResults,
            breaker: state.breaker,
            gates,
            outcome: args.taskDone ? 'done' : args.taskBlocked ? 'blocked' : 'failed',
            taskId,
            taskBlocked: args.taskBlocked,
            failure: args.failure?.split('\n')[0],
            agentStatus: runs[runs.length - 1]?.phaseStatus,
        });
        await (0,phase_status/* appendPhaseStatusLog */.U9)((0,external_node_path_.join)(repoDir, PHASE_STATUS_LOG_PATH), phaseStatus);
        state.prdSha256 = sha256(prdText);
        await state_saveState(repoDir, state);
        await git.addAll();
        const sha = await git.commit(args.message);
        return { sha, gates, phaseStatus };
    }
    async function succeed() {
        const head = await git.revParse('HEAD');
        if (head !== input.startSha)
            await git.resetSoft(input.startSha); // fold the agent's own commits
        const changed = await git.changedFiles(input.startSha);
        const owned = new Set(ownedPaths);
        const files = {
            created: changed.created.filter((f) => !owned.has(f)),
            modified: changed.modified.filter((f) => !owned.has(f)),
            deleted: changed.deleted.filter((f) => !owned.has(f)),
        };
        const testsChanged = [...files.modified, ...files.deleted].filter(isTestFile).sort();
        if (testsChanged.length > 0) {
            observer.warning?.(`${taskId} changes existing tests: ${testsChanged.join(', ')} (shown in the pull request for review)`);
        }
        // CLAUDE.md and AGENTS.md keep the same Codebase Patterns (FR-MEM-04/05).
        const sync = syncPatterns({
            claudeBefore: await git.showFile(input.startSha, 'CLAUDE.md'),
            claudeAfter: await (0,atomic/* readIfExists */.O)((0,external_node_path_.join)(repoDir, 'CLAUDE.md')),
            agentsBefore: await git.showFile(input.startSha, 'AGENTS.md'),
            agentsAfter: await (0,atomic/* readIfExists */.O)((0,external_node_path_.join)(repoDir, 'AGENTS.md')),
        });
        if (sync.claudeMd !== undefined)
            await writeAtomic((0,external_node_path_.join)(repoDir, 'CLAUDE.md'), sync.claudeMd);
        if (sync.agentsMd !== undefined)
            await writeAtomic((0,external_node_path_.join)(repoDir, 'AGENTS.md'), sync.agentsMd);
        if (sync.changed.length > 0)
            observer.info?.(`Codebase Patterns synced into ${sync.changed.join(' and ')}`);
        const last = runs[runs.length - 1];
        const learnings = extractLearnings(last.finalText || last.assistantText);
        const now = input.now();
        const doc = prd_document/* PrdDocument */.Ud.parse(await (0,promises_.readFile)((0,external_node_path_.join)(repoDir, settings.prdPath), 'utf8'), settings.prdPath);
        if (doc.getTaskStatus(task.id) === 'pending')
            doc.setTaskStatus(task.id, 'in_progress', { now });
        doc.setTaskStatus(task.id, 'done', { now });
        const block = formatProgressBlock({
            timestamp: now.toISOString(),
            taskId,
            title: task.title,
            outcome: `done (attempt ${attempt}${fixAttempts > 0 ? `, ${fixAttempts} fix attempt${fixAttempts > 1 ? 's' : ''}` : ''})`,
            runUrl: settings.runUrl,
            files,
            learnings,
        });
        const exitSignal = agentExitSignal(last);
        const recorded = await record({
            doc,
            progressBlock: block,
            patterns: sync.added,
            taskDone: true,
            taskBlocked: false,
            files,
            exitSignal,
            checksPassed: true,
            message: `feat: ${taskId} - ${task.title}`,
        });
        const checkNote = checkResults.length > 0
            ? `, checks ${checkResults.filter((c) => c.passed).length}/${checkResults.length} passed`
            : '';
        const result = {
            ...base(),
            outcome: 'done',
            commitSha: recorded.sha,
            files,
            phaseStatus: recorded.phaseStatus,
            summary: `${taskId} done: ${task.title} (attempt ${attempt}${checkNote})`,
            learnings,
            ...(testsChanged.length > 0 ? { existingTestsChanged: testsChanged } : {}),
        };
        observer.iterationEnd?.(result);
        return { result };
    }
    async function fail(reason, key) {
        const diff = await git.diffAgainst(input.startSha);
        await resetTree(input);
        const summary = `Attempt ${attempt} failed: ${reason}`;
        await saveFailedAttempt(attemptDir(artifacts, taskId, attempt), diff, summary);
        const entry = taskState(state, taskId);
        entry.attempts = attempt;
        entry.lastFailure = reason.split('\n')[0];
        const blocked = attempt >= settings.maxTaskAttempts;
        const now = input.now();
        const doc = prd_document/* PrdDocument */.Ud.parse(await (0,promises_.readFile)((0,external_node_path_.join)(repoDir, settings.prdPath), 'utf8'), settings.prdPath);
        doc.addTaskComment(task.id, {
            author: 'agent',
            body: summary,
            created: now.toISOString().replace(/\.\d{3}Z$/, 'Z'),
        });
        const shortReason = key.startsWith('check ')
            ? `${key.slice(6)} check failing`
            : reason.split('\n')[0].split(':')[0];
        if (blocked) {
            doc.setTaskStatus(task.id, 'blocked', {
                now,
                blockedBy: `Failed ${attempt} attempt${attempt > 1 ? 's' : ''}: ${shortReason}`,
            });
        }
        const block = formatProgressBlock({
            timestamp: now.toISOString(),
            taskId,
            title: task.title,
            outcome: blocked
                ? `failed, task blocked after ${attempt} attempts`
                : `attempt ${attempt} failed`,
            runUrl: settings.runUrl,
            files: NO_FILES,
            details: [`Reason: ${reason.split('\n')[0]}`],
        });
        const last = runs[runs.length - 1];
        const recorded = await record({
            doc,
            progressBlock: block,
            patterns: [],
            taskDone: false,
            failureKey: key,
            failure: reason,
            taskBlocked: blocked,
            files: NO_FILES,
            exitSignal: false,
            checksPassed: false,
            message: `chore(ralph): ${taskId} attempt ${attempt} failed`,
        });
        const result = {
            ...base(),
            outcome: blocked ? 'blocked' : 'failed',
            commitSha: recorded.sha,
            phaseStatus: recorded.phaseStatus,
            summary: blocked
                ? `${taskId} blocked after ${attempt} failed attempts: ${shortReason}`
                : `${taskId} attempt ${attempt} failed: ${reason.split('\n')[0]}`,
        };
        observer.iterationEnd?.(result);
        return { result, stop: last?.outcome === 'cannot_complete' ? 'cannot_complete' : undefined };
    }
}
/** The task list after the harness's edit, as data (statuses are all that changed). */
function prdDataOf(doc, before) {
    return {
        ...before,
        tasks: before.tasks.map((t) => {
            const status = doc.getTaskStatus(t.id);
            return status && status !== t.status ? { ...t, status: status } : t;
        }),
    };
}
/**
 * The checks run code the agent just wrote, so they get none of the credentials: every
 * variable the agent's environment sets or removes, and every known secret, is removed.
 */
function checksEnvironment(agentEnv) {
    const env = {};
    for (const key of [...Object.keys(agentEnv), ...redact/* SECRET_ENV_NAMES */.uR])
        env[key] = undefined;
    for (const key of Object.keys(process.env))
        if (key.startsWith('INPUT_'))
            env[key] = undefined;
    return env;
}
const TEST_FILE_RE = /(^|\/)(__tests__|tests?|spec)\/|\.(test|spec)\.[cm]?[jt]sx?$|(^|\/)test_[^/]*\.py$|_test\.(py|go)$|_spec\.rb$/;
/** Whether a path looks like a test file in the common layouts of JS/TS, Python, Go and Ruby. */
function isTestFile(path) {
    return TEST_FILE_RE.test(path);
}

;// CONCATENATED MODULE: ./src/engine/dry-run.ts
/** `--dry-run`: shows the next task and its prompt; runs nothing and writes nothing. */







async function runDryRun(args) {
    const { settings, deps, prd } = args;
    const observer = deps.observer ?? {};
    const selection = (0,prd_select/* selectNextTask */.DB)(prd);
    if (selection.kind === 'complete') {
        observer.info?.('All tasks are complete: nothing to run');
        return;
    }
    if (selection.kind === 'none_ready') {
        observer.info?.(`Nothing is ready to run: ${selection.reason}`);
        return;
    }
    const task = selection.task;
    const head = await deps.git.tryRevParse('HEAD');
    const plan = head
        ? await planChecks(deps.git, head, settings.checksDisabled)
        : { checks: [], warnings: [] };
    for (const w of plan.warnings)
        observer.warning?.(w);
    if ('error' in plan && plan.error)
        observer.warning?.(plan.error);
    const running = { ...task, status: 'in_progress' };
    const input = await (0,gather/* gatherPromptInput */.e)({
        repoDir: settings.repoDir,
        prd: { ...prd, tasks: prd.tasks.map((t) => (t === task ? running : t)) },
        task: running,
        disciplines: args.loaded.disciplines,
        features: args.loaded.features,
        checks: plan.checks,
        progressText: await (0,atomic/* readIfExists */.O)((0,external_node_path_.join)(settings.repoDir, PROGRESS_PATH)),
    });
    const assembled = (0,assemble/* assemblePrompt */.B)(input);
    for (const w of assembled.warnings)
        observer.warning?.(w);
    observer.info?.(`Next task: ${(0,schema/* idKey */.T4)(task.id)} - ${task.title} (max turns ${task.estimated_turns ?? settings.maxTurns}; prompt ${assembled.bytes} bytes, ~${assembled.estimatedTokens} tokens)`);
    observer.info?.(`Checks: ${plan.checks.map((c) => `${c.name} (${c.command})`).join(', ') || 'none'}`);
    observer.info?.(`--- prompt ---\n${assembled.prompt}`);
}

;// CONCATENATED MODULE: ./src/engine/loop.ts
/**
 * The Ralph loop: prepare the branch and state once, then run iterations until a stop condition
 * (spec 002 FR-LOOP-09..13, the circuit breaker and dual gate of spec 003, cost and time caps).
 */














const ZERO_COUNTS = {
    total: 0,
    done: 0,
    in_progress: 0,
    pending: 0,
    blocked: 0,
    skipped: 0,
};
/** Stops that need a person's action before the next run can do anything. */
const ERROR_STOPS = new Set([
    'invalid_prd',
    'dirty_tree',
    'no_checks',
    'circuit_open',
    'transient_failure',
    'cannot_complete',
    'usage_limit',
]);
/** Porcelain status lines that make the tree dirty (attempt artifacts never count). */
function dirtyEntries(statusLines) {
    return statusLines
        .map((line) => line.slice(3).replace(/^"|"$/g, ''))
        .filter((path) => path !== '' && !path.startsWith(`${ATTEMPTS_DIR}/`) && path !== `${ATTEMPTS_DIR}/`);
}
function exitCodeFor(reason, progressed) {
    switch (reason) {
        case 'complete':
        case 'dry_run':
            return 0;
        case 'max_iterations':
        case 'cost_cap':
        case 'time_cap':
            return progressed ? 0 : 1;
        default:
            return 1;
    }
}
function invalidMessage(loaded, prdPath) {
    const first = loaded.errors[0];
    const more = loaded.errors.length > 1 ? ` (and ${loaded.errors.length - 1} more)` : '';
    return first
        ? `${prdPath} is invalid: ${(0,diagnostics/* formatDiagnostic */.xy)(first)}${more}`
        : `${prdPath} is invalid`;
}
async function loop_runLoop(settings, deps) {
    const observer = deps.observer ?? {};
    const now = deps.now ?? (() => new Date());
    const { git } = deps;
    const prdAbs = (0,external_node_path_.join)(settings.repoDir, settings.prdPath);
    const iterations = [];
    let state = freshState();
    let prd;
    let branch = (await git.currentBranch()) ?? '';
    let gates = { gate1: false, gate2: false, canExit: false };
    const finish = async (stopReason, message, complete = false) => {
        const progressed = iterations.some((r) => r.outcome === 'done');
        const next = prd ? (0,prd_select/* selectNextTask */.DB)(prd) : undefined;
        if (prd && stopReason !== 'complete') {
            gates = evaluateGates({
                prd,
                checksPassed: state.lastChecksPassed ?? true,
                exitSignal: state.lastExitSignal ?? false,
            });
        }
        const result = {
            stopReason,
            message,
            exitCode: exitCodeFor(stopReason, progressed),
            complete,
            gate1: gates.gate1,
            gate2: gates.gate2,
            breakerState: state.breaker.state,
            iterations,
            counts: prd ? (0,prd_select/* countTasks */.g6)(prd) : { ...ZERO_COUNTS },
            progressPercent: prd ? (0,prd_select/* progressPercent */.ZV)(prd) : 0,
            branch,
            headSha: await git.tryRevParse('HEAD'),
            totals: {
                costUsd: iterations.reduce((s, r) => s + r.costUsd, 0),
                numTurns: iterations.reduce((s, r) => s + r.numTurns, 0),
                durationMs: iterations.reduce((s, r) => s + r.durationMs, 0),
            },
            lastPhaseStatus: iterations[iterations.length - 1]?.phaseStatus,
            nextTaskId: next?.kind === 'task' ? String(next.task.id) : undefined,
        };
        if (result.exitCode === 0)
            observer.info?.(message);
        else if (ERROR_STOPS.has(stopReason))
            (observer.error ?? observer.warning)?.(message);
        else
            observer.warning?.(message);
        return result;
    };
    const loadValid = async () => {
        const loaded = await (0,load/* loadPrdFile */.$)(prdAbs);
        for (const w of loaded.warnings)
            observer.warning?.((0,diagnostics/* formatDiagnostic */.xy)(w));
        if (loaded.errors.length > 0 || !loaded.prd) {
            for (const e of loaded.errors)
                (observer.error ?? observer.warning)?.((0,diagnostics/* formatDiagnostic */.xy)(e));
            return undefined;
        }
        return loaded;
    };
    // 1. The task list must be valid before anything is touched.
    let loaded = await loadValid();
    if (!loaded)
        return finish('invalid_prd', invalidMessage(await (0,load/* loadPrdFile */.$)(prdAbs), settings.prdPath));
    prd = loaded.prd;
    branch = branchNameFor(prd, settings.branch);
    if (settings.dryRun) {
        await runDryRun({ settings, deps, loaded, prd });
        return finish('dry_run', 'Dry run: nothing was run and nothing was written');
    }
    // 2. A clean tree (a person's uncommitted work is never touched), then the work branch.
    const dirty = dirtyEntries(await git.status());
    if (dirty.length > 0) {
        const shown = dirty.slice(0, 5).join(', ') + (dirty.length > 5 ? `, and ${dirty.length - 5} more` : '');
        return finish('dirty_tree', `The working tree has uncommitted changes (${shown}); commit or stash them, then run again`);
    }
    const reached = await prepareBranch(git, branch, settings.baseBranch);
    if (reached.how !== 'current') {
        observer.info?.(reached.how === 'checked_out'
            ? `Checked out branch ${branch}`
            : `Created branch ${branch} from ${reached.from}`);
    }
    loaded = await loadValid();
    if (!loaded)
        return finish('invalid_prd', invalidMessage(await (0,load/* loadPrdFile */.$)(prdAbs), settings.prdPath));
    prd = loaded.prd;
    // 3. Engine state: stale state is reset with a warning, a new branch archives the old run.
    const loadedState = await state_loadState(settings.repoDir);
    for (const w of loadedState.warnings)
        observer.warning?.(w);
    state = loadedState.state;
    let setupChanged = loadedState.warnings.length > 0;
    if (state.lastBranch !== undefined && state.lastBranch !== branch) {
        const dir = await archivePreviousRun({
            repoDir: settings.repoDir,
            prdPath: settings.prdPath,
            previousBranch: state.lastBranch,
            now: now(),
        });
        observer.warning?.(`The state belongs to branch ${state.lastBranch}, not ${branch}: starting fresh${dir ? `; the previous run was archived in ${dir}` : ''}`);
        state = freshState();
        setupChanged = true;
    }
    const prdText = await (0,promises_.readFile)(prdAbs, 'utf8');
    if (state.prdSha256 !== undefined && state.prdSha256 !== sha256(prdText)) {
        const pending = new Set(prd.tasks.filter((t) => t.status === 'pending').map((t) => String(t.id)));
        const notes = applyHumanEdit(state, pending, settings.maxTaskAttempts);
        observer.info?.(`${settings.prdPath} was edited since the last run${notes.length > 0 ? `: ${notes.join(', ')}` : ''}`);
    }
    state.lastBranch = branch;
    if (await ensureAttemptsIgnored(settings.repoDir))
        setupChanged = true;
    if (setupChanged) {
        await state_saveState(settings.repoDir, state);
        await git.addAll();
        await git.commit(`chore(ralph): prepare ${branch}`);
    }
    if (state.breaker.state === 'OPEN') {
        return finish('circuit_open', `Circuit breaker is OPEN: ${breakerRecommendation(state.breaker)}`);
    }
    // 4. Iterations.
    const controller = new AbortController();
    let timeCapHit = false;
    const forward = () => controller.abort();
    if (deps.signal?.aborted)
        controller.abort();
    deps.signal?.addEventListener('abort', forward, { once: true });
    const timer = settings.maxMinutes !== undefined
        ? setTimeout(() => {
            timeCapHit = true;
            controller.abort();
        }, settings.maxMinutes * 60_000)
        : undefined;
    const shownWarnings = new Set();
    try {
        for (;;) {
            if (controller.signal.aborted) {
                return finish(timeCapHit ? 'time_cap' : 'interrupted', timeCapHit
                    ? `Stopped: the ${settings.maxMinutes}-minute limit was reached`
                    : 'Interrupted');
            }
            const spent = iterations.reduce((s, r) => s + r.costUsd, 0);
            if (settings.maxCostUsd !== undefined && spent >= settings.maxCostUsd) {
                return finish('cost_cap', `Stopped: cost $${spent.toFixed(2)} reached the $${settings.maxCostUsd.toFixed(2)} limit`);
            }
            loaded = await loadValid();
            if (!loaded)
                return finish('invalid_prd', invalidMessage(await (0,load/* loadPrdFile */.$)(prdAbs), settings.prdPath));
            prd = loaded.prd;
            const selection = (0,prd_select/* selectNextTask */.DB)(prd);
            if (selection.kind === 'complete') {
                gates = evaluateGates({
                    prd,
                    checksPassed: state.lastChecksPassed ?? true,
                    exitSignal: state.lastExitSignal ?? false,
                });
                if (gates.canExit)
                    return finish('complete', `All tasks done and verified (${(0,prd_select/* countTasks */.g6)(prd).done} done)`, true);
                if (gates.gate1) {
                    return finish('complete', 'All tasks done, but the agent did not confirm EXIT_SIGNAL on the last task; review the result');
                }
                if (!tasksComplete(prd)) {
                    return finish('complete', 'completion_marker is set in prd.yaml; stopping although tasks remain');
                }
                return finish('complete', 'All tasks done, but the last quality checks did not pass; review the result');
            }
            if (selection.kind === 'none_ready')
                return finish('nothing_ready', `Nothing is ready to run: ${selection.reason}`);
            if (iterations.length >= settings.iterations) {
                const done = iterations.filter((r) => r.outcome === 'done').length;
                return finish('max_iterations', `Reached the limit of ${settings.iterations} iteration${settings.iterations === 1 ? '' : 's'} (${done} task${done === 1 ? '' : 's'} done in this run); run again to continue`);
            }
            const startSha = await git.revParse('HEAD');
            const plan = await planChecks(git, startSha, settings.checksDisabled);
            for (const w of plan.warnings) {
                if (!shownWarnings.has(w))
                    observer.warning?.(w);
                shownWarnings.add(w);
            }
            if (plan.error)
                return finish('no_checks', plan.error);
            let run;
            try {
                run = await runIteration({
                    settings,
                    deps,
                    state,
                    index: iterations.length + 1,
                    of: settings.iterations,
                    loaded,
                    prd,
                    task: selection.task,
                    startSha,
                    checks: plan.checks,
                    checksFile: plan.sourceFile,
                    signal: controller.signal,
                    now,
                });
            }
            catch (error) {
                // Never leave half an iteration behind (NFR-REL-03).
                await git.resetSoft(startSha).catch(() => undefined);
                await git.resetHard(startSha).catch(() => undefined);
                await git.clean().catch(() => undefined);
                throw error;
            }
            iterations.push(run.result);
            if (run.result.commitSha)
                await deps.afterIteration?.(run.result);
            prd = (await (0,load/* loadPrdFile */.$)(prdAbs)).prd ?? prd;
            if (run.stop) {
                const stop = stopFor(run.stop, timeCapHit);
                return finish(stop.reason, `${stop.label}: ${run.result.summary}`);
            }
            if (breakerOpen(state)) {
                return finish('circuit_open', `Circuit breaker is OPEN: ${breakerRecommendation(state.breaker)}`);
            }
        }
    }
    finally {
        if (timer)
            clearTimeout(timer);
        deps.signal?.removeEventListener('abort', forward);
    }
}
/** Read through a function: the iteration mutates the state behind the compiler's narrowing. */
function breakerOpen(state) {
    return state.breaker.state === 'OPEN';
}
function stopFor(stop, timeCapHit) {
    switch (stop) {
        case 'interrupted':
            return timeCapHit
                ? { reason: 'time_cap', label: 'Stopped at the time limit' }
                : { reason: 'interrupted', label: 'Interrupted' };
        case 'transient_failure':
            return { reason: 'transient_failure', label: 'Stopped after an API error (retried once)' };
        case 'usage_limit':
            return { reason: 'usage_limit', label: 'Stopped: usage limit reached' };
        case 'cannot_complete':
            return { reason: 'cannot_complete', label: 'Stopped: the agent cannot complete the task' };
    }
}

;// CONCATENATED MODULE: ./src/engine/index.ts










/** One iteration: a loop of 1. */
function runOnce(settings, deps) {
    return runLoop({ ...settings, iterations: 1 }, deps);
}
function defaultEngineSettings(repoDir) {
    return {
        repoDir,
        prdPath: '.ralph/prd.yaml',
        iterations: 10,
        maxFixAttempts: 3,
        maxTaskAttempts: 2,
        maxTurns: 50,
        taskTimeoutMs: 30 * 60_000,
        idleTimeoutMs: 10 * 60_000,
        claudeArgs: [],
        allowedTools: [],
        claudePath: 'claude',
        checksDisabled: false,
        breaker: { ...DEFAULT_BREAKER_THRESHOLDS },
        agentEnv: {},
        dryRun: false,
        verbose: false,
    };
}
/**
 * `ralph reset`: closes the circuit breaker and clears the attempt counts, keeping the iteration
 * counter and the costs. With `git`, the change is committed (a dirty tree would stop the next run).
 */
async function resetEngineState(repoDir, options = {}) {
    const loaded = await state_loadState(repoDir);
    const state = loaded.state;
    const notes = [...loaded.warnings];
    notes.push(`circuit breaker ${state.breaker.state === 'CLOSED' ? 'was already CLOSED' : `reset (was ${state.breaker.state})`}`);
    state.breaker = breaker_initialBreaker();
    const counted = Object.entries(state.tasks).filter(([, t]) => t.attempts > 0);
    for (const [, entry] of counted)
        entry.attempts = 0;
    if (counted.length > 0)
        notes.push(`attempt counts cleared for ${counted.map(([id]) => id).join(', ')}`);
    delete state.prdSha256; // the next run takes prd.yaml as it is
    await state_saveState(repoDir, state);
    let commitSha;
    if (options.git) {
        const status = await options.git.status();
        if (status.some((line) => line.slice(3) === STATE_PATH)) {
            await options.git.add([STATE_PATH]);
            commitSha = await options.git.commit('chore(ralph): reset engine state');
        }
    }
    return { notes, state, commitSha };
}
/**
 * `/ralph retry <id>`: the task gets its attempts back and the circuit breaker closes; other
 * tasks' counts and the totals stay.
 */
async function retryTaskState(repoDir, taskId) {
    const loaded = await loadState(repoDir);
    const state = loaded.state;
    const notes = [...loaded.warnings];
    if (state.breaker.state !== 'CLOSED')
        notes.push(`circuit breaker reset (was ${state.breaker.state})`);
    state.breaker = initialBreaker();
    const entry = state.tasks[taskId];
    if (entry && entry.attempts > 0) {
        notes.push(`attempt count of ${taskId} cleared (was ${entry.attempts})`);
        entry.attempts = 0;
    }
    await saveState(repoDir, state);
    return notes;
}


/***/ }),

/***/ 9136:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ savePrdDocument),
/* harmony export */   Z: () => (/* reexport safe */ _files_atomic_js__WEBPACK_IMPORTED_MODULE_0__.Z)
/* harmony export */ });
/* harmony import */ var _files_atomic_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5127);
/** Saving the task list: atomic, so readers never see half a file. */


async function savePrdDocument(doc, path) {
    await (0,_files_atomic_js__WEBPACK_IMPORTED_MODULE_0__/* .writeFileAtomic */ .Z)(path, doc.toString());
}


/***/ })

};
