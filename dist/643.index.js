export const id = 643;
export const ids = [643,398];
export const modules = {

/***/ 6398:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  CliFailure: () => (/* binding */ CliFailure),
  ENGINE_OPTIONS: () => (/* binding */ ENGINE_OPTIONS),
  ENGINE_OPTION_HELP: () => (/* binding */ ENGINE_OPTION_HELP),
  createConsoleObserver: () => (/* binding */ createConsoleObserver),
  createSpinner: () => (/* binding */ createSpinner),
  loopCommand: () => (/* binding */ loopCommand),
  parseIterations: () => (/* binding */ parseIterations),
  resolveClaudeForCli: () => (/* binding */ resolveClaudeForCli),
  runEngineCommand: () => (/* binding */ runEngineCommand),
  settingsFromFlags: () => (/* binding */ settingsFromFlags)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(3136);
// EXTERNAL MODULE: ./src/agent/index.ts + 1 modules
var agent = __webpack_require__(6781);
// EXTERNAL MODULE: ./src/engine/index.ts + 16 modules
var engine = __webpack_require__(9643);
// EXTERNAL MODULE: ./src/git/git.ts + 1 modules
var git = __webpack_require__(5727);
// EXTERNAL MODULE: ./src/planning/claude-path.ts
var claude_path = __webpack_require__(8490);
;// CONCATENATED MODULE: ./src/report/format.ts
/** The status icons of SPEC-035 §9. */
const format_STATUS_ICONS = {
    done: '✓',
    in_progress: '▶',
    pending: '○',
    blocked: '⊗',
    skipped: '⊘',
};
const format_STATUS_LABELS = {
    done: 'Done',
    in_progress: 'In Progress',
    pending: 'Pending',
    blocked: 'Blocked',
    skipped: 'Skipped',
};
const format_OUTCOME_ICONS = {
    done: '✓',
    failed: '✗',
    blocked: '⊗',
    interrupted: '↺',
    dry_run: '○',
};
function format_clampPercent(percent) {
    if (!Number.isFinite(percent))
        return 0;
    return Math.min(100, Math.max(0, Math.round(percent)));
}
/** `▓▓▓▓▓░░░░░ 53%` */
function format_progressBar(percent, width = 10) {
    const p = format_clampPercent(percent);
    const filled = Math.round((p / 100) * width);
    return `${'▓'.repeat(filled)}${'░'.repeat(width - filled)} ${p}%`;
}
function format_formatCost(usd) {
    if (!Number.isFinite(usd) || usd <= 0)
        return '$0.00';
    if (usd < 0.01)
        return '<$0.01';
    return `$${usd.toFixed(2)}`;
}
/** 850ms, 12.3s, 1m 02s, 1h 03m */
function format_formatDuration(ms) {
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
function format_shortSha(sha) {
    return sha ? sha.slice(0, 7) : undefined;
}
function format_plural(n, one, many = `${one}s`) {
    return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}
/** `3/4` required-or-not: every check counts. */
function format_checksPassed(checks) {
    return `${checks.filter((c) => c.passed).length}/${checks.length}`;
}
/** The counts of §9 on one line: `✓ 8 done · ▶ 2 in progress · ○ 4 pending · ⊗ 1 blocked · ⊘ 0 skipped`. */
function format_countsLine(counts) {
    return [
        `${format_STATUS_ICONS.done} ${counts.done} done`,
        `${format_STATUS_ICONS.in_progress} ${counts.in_progress} in progress`,
        `${format_STATUS_ICONS.pending} ${counts.pending} pending`,
        `${format_STATUS_ICONS.blocked} ${counts.blocked} blocked`,
        `${format_STATUS_ICONS.skipped} ${counts.skipped} skipped`,
    ].join(' · ');
}

// EXTERNAL MODULE: ./src/prd/schema.ts
var schema = __webpack_require__(3022);
// EXTERNAL MODULE: ./src/agent/phase-status.ts + 1 modules
var phase_status = __webpack_require__(6085);
;// CONCATENATED MODULE: ./src/report/sections.ts




const TITLE_MAX = 200;
const DESCRIPTION_MAX = 2000;
function sections_titleLine(model) {
    return `## Ralph: ${mdText(truncate(model.project.title.replace(/\s+/g, ' ').trim(), TITLE_MAX))}`;
}
function sections_descriptionBlock(model) {
    const text = model.project.description?.trim();
    return text ? mdParagraph(text, DESCRIPTION_MAX) : undefined;
}
function sections_branchLine(model) {
    const base = model.baseBranch ? ` → ${mdText(model.baseBranch)}` : '';
    return `Branch: ${mdText(model.branch)}${base}`;
}
/** Progress bar and the §9 counts, two lines. */
function sections_progressBlock(model) {
    const { counts } = model;
    return [
        `**Progress:** ${progressBar(model.progressPercent)} · ${counts.done} of ${plural(counts.total, 'task')} done`,
        `**Tasks:** ${counts.total} total · ${countsLine(counts)}`,
    ].join('  \n');
}
function sections_gatesLine(model) {
    const mark = (ok) => (ok ? '✅' : '❌');
    const parts = [
        `Gate 1 (objective): ${mark(model.gate1)}`,
        `Gate 2 (exit signal): ${mark(model.gate2)}`,
        `Circuit breaker: ${model.breakerState}`,
    ];
    if (model.nextTaskId !== undefined && !model.complete)
        parts.push(`Next: ${mdText(model.nextTaskId)}`);
    return parts.join(' · ');
}
function sections_stopLine(model) {
    if (!model.stopReason && !model.message)
        return undefined;
    const reason = model.stopReason ? `**Stopped:** ${model.stopReason}` : '**Note:**';
    const message = model.message ? ` — ${mdCell(model.message, 500)}` : '';
    return `> ${reason}${message}`;
}
function taskRow(model, task) {
    const stats = model.taskStats[idKey(task.id)];
    const deps = task.depends_on?.length ? task.depends_on.map(idKey).join(', ') : '—';
    return [
        STATUS_ICONS[task.status],
        mdCell(idKey(task.id), 60),
        mdCell(task.title),
        taskPriority(task),
        mdCell(deps, 120),
        String(stats?.attempts ?? 0),
        formatCost(stats?.costUsd ?? 0),
    ];
}
function sections_taskTable(model, tasks) {
    return mdTable(['Status', 'ID', 'Title', 'Priority', 'Depends on', 'Attempts', 'Cost'], ['l', 'l', 'l', 'l', 'l', 'r', 'r'], tasks.map((t) => taskRow(model, t)));
}
function sections_phaseStatusBlock(status) {
    return details('Latest phase status', codeFence(serializePhaseStatus(status), 'text'));
}
/** `✓ done` plus, for a failed run, how the agent ended. */
function sections_outcomeText(result) {
    const agent = result.outcome !== 'done' &&
        result.agentOutcome &&
        result.agentOutcome !== 'completed' &&
        result.agentOutcome !== result.outcome
        ? ` (${result.agentOutcome})`
        : '';
    return `${OUTCOME_ICONS[result.outcome]} ${result.outcome}${agent}`;
}
/** The last iteration: one summary line, and the checks as a table when `withChecks`. */
function sections_lastIterationBlock(result, withChecks) {
    const sha = shortSha(result.commitSha);
    const facts = [
        `task ${mdText(result.taskId)} ${mdCell(result.taskTitle)}`,
        sections_outcomeText(result),
        `attempt ${result.attempt}`,
        `checks ${checksPassed(result.checks)}`,
        sha ? `commit ${sha}` : 'no commit',
        formatCost(result.costUsd),
        plural(result.numTurns, 'turn'),
        formatDuration(result.durationMs),
    ];
    const lines = [`### Last iteration (#${result.iteration})`, '', facts.join(' · ')];
    const review = reviewNotes(result);
    if (review.length > 0)
        lines.push('', ...review.map((note) => `> ⚠️ ${note}`));
    if (withChecks && result.checks.length > 0) {
        const rows = result.checks.map((c) => [
            mdCell(c.name, 80),
            c.passed ? '✅ passed' : c.timedOut ? '❌ timed out' : '❌ failed',
            c.required ? 'yes' : 'no',
            formatDuration(c.durationMs),
        ]);
        lines.push('', mdTable(['Check', 'Result', 'Required', 'Duration'], ['l', 'l', 'l', 'r'], rows));
    }
    return lines.join('\n');
}
/** What a reviewer should look at: the harness caught or noticed something about the agent's work. */
function reviewNotes(result) {
    const notes = [];
    if (result.checksTampered) {
        notes.push('The agent edited the RALPH:CHECKS block; the checks of the starting commit were run and the block was restored.');
    }
    if (result.restoredFiles.length > 0) {
        notes.push(`The agent changed harness-owned files, which were restored: ${result.restoredFiles.map((f) => mdText(f)).join(', ')}.`);
    }
    const tests = result.existingTestsChanged ?? [];
    if (tests.length > 0) {
        const shown = tests.slice(0, 10).map((f) => `\`${mdCell(f, 120).replace(/`/g, '')}\``);
        const more = tests.length > shown.length ? ` and ${tests.length - shown.length} more` : '';
        notes.push(`Existing tests changed by this task (review them): ${shown.join(', ')}${more}.`);
    }
    return notes;
}
function sections_totalsLine(model) {
    const t = model.totals;
    return `**Totals:** ${plural(t.iterations, 'iteration')} · ${plural(t.numTurns, 'turn')} · ${formatCost(t.costUsd)}`;
}
function sections_runLinkLine(model) {
    const url = safeUrl(model.runUrl);
    return url ? `[View the workflow run](${url})` : undefined;
}

;// CONCATENATED MODULE: ./src/report/pr-body.ts


/** First line of every body the action writes; finds the PR to update and marks it as ours. */
const PR_BODY_MARKER = '<!-- ralph-action:pr-body -->';
const PR_BODY_MAX_LENGTH = 65536;
/** Which non-done tasks to keep when only some fit: work in flight and problems first. */
const KEEP_ORDER = {
    in_progress: 0,
    blocked: 1,
    pending: 2,
    skipped: 3,
    done: 4,
};
function tasksSection(model, stage, rowLimit) {
    const heading = '### Tasks';
    if (stage === 0)
        return `${heading}\n\n${taskTable(model, model.tasks)}`;
    const doneCount = model.tasks.filter((t) => t.status === 'done').length;
    const open = model.tasks.filter((t) => t.status !== 'done');
    let shown = open;
    if (stage >= 3 && rowLimit < open.length) {
        const keep = new Set(open
            .map((task, index) => ({ task, index }))
            .sort((a, b) => KEEP_ORDER[a.task.status] - KEEP_ORDER[b.task.status] || a.index - b.index)
            .slice(0, rowLimit)
            .map(({ task }) => task));
        shown = open.filter((t) => keep.has(t));
    }
    const hiddenOpen = open.length - shown.length;
    const notes = [];
    if (hiddenOpen > 0)
        notes.push(`… ${plural(hiddenOpen, 'more task')} not shown`);
    if (doneCount > 0)
        notes.push(`${plural(doneCount, 'done task')} hidden`);
    const parts = [heading];
    if (shown.length > 0)
        parts.push(taskTable(model, shown));
    if (notes.length > 0)
        parts.push(`_${notes.join('; ')}._`);
    return parts.join('\n\n');
}
/** Renders the body at one stage; `rowLimit` only matters at stage 3. */
function composePrBody(model, stage, rowLimit = Infinity) {
    const last = model.iterations.at(-1);
    const full = stage <= 3;
    const blocks = [
        PR_BODY_MARKER,
        titleLine(model),
        stage <= 1 ? descriptionBlock(model) : undefined,
        full ? branchLine(model) : undefined,
        progressBlock(model),
        full ? gatesLine(model) : undefined,
        full ? stopLine(model) : undefined,
        full ? tasksSection(model, stage, rowLimit) : undefined,
        stage <= 4 && model.lastPhaseStatus ? phaseStatusBlock(model.lastPhaseStatus) : undefined,
        full && last ? lastIterationBlock(last, stage <= 1) : undefined,
        full ? totalsLine(model) : undefined,
        runLinkLine(model),
    ];
    return blocks.filter((b) => b !== undefined).join('\n\n') + '\n';
}
/** The PR body, at the most detailed stage that fits in `maxLength` characters. */
function renderPrBody(model, opts = {}) {
    return renderPrBodyWithStage(model, opts).body;
}
/** Like renderPrBody, and tells which stage was used (for logs and tests). */
function renderPrBodyWithStage(model, opts = {}) {
    const maxLength = opts.maxLength ?? PR_BODY_MAX_LENGTH;
    const fits = (body) => body.length <= maxLength;
    for (const stage of [0, 1, 2]) {
        const body = composePrBody(model, stage);
        if (fits(body))
            return { body, stage };
    }
    // Stage 3: the largest number of open rows that fits (length grows with the row count).
    const openCount = model.tasks.filter((t) => t.status !== 'done').length;
    if (fits(composePrBody(model, 3, 0))) {
        let lo = 0;
        let hi = openCount;
        while (lo < hi) {
            const mid = Math.ceil((lo + hi) / 2);
            if (fits(composePrBody(model, 3, mid)))
                lo = mid;
            else
                hi = mid - 1;
        }
        return { body: composePrBody(model, 3, lo), stage: 3 };
    }
    const minimal = composePrBody(model, 4);
    if (fits(minimal))
        return { body: minimal, stage: 4 };
    // Below this nothing more can go: the title is capped and the rest is a few fixed lines.
    return { body: composePrBody(model, 5), stage: 5 };
}

;// CONCATENATED MODULE: ./src/report/job-summary.ts



/** GitHub accepts 1 MiB per step summary; stay clearly below it. */
const JOB_SUMMARY_MAX_BYTES = 1_000_000;
const OUTPUT_TAIL_LINES = 60;
function iterationsTable(iterations) {
    const rows = iterations.map((r) => [
        String(r.iteration),
        `${mdCell(r.taskId, 60)} ${mdCell(r.taskTitle, 80)}`,
        outcomeText(r),
        r.fixAttempts > 0
            ? `${r.attempt} (+${plural(r.fixAttempts, 'fix', 'fixes')})`
            : String(r.attempt),
        checksPassed(r.checks),
        String(r.numTurns),
        formatCost(r.costUsd),
        formatDuration(r.durationMs),
        shortSha(r.commitSha) ?? '—',
    ]);
    return mdTable(['#', 'Task', 'Outcome', 'Attempt', 'Checks', 'Turns', 'Cost', 'Duration', 'Commit'], ['r', 'l', 'l', 'r', 'r', 'r', 'r', 'r', 'l'], rows);
}
/** Output of the failed checks of the last iteration, folded. */
function failedChecksBlock(last) {
    const failed = last?.checks.filter((c) => !c.passed) ?? [];
    if (failed.length === 0)
        return undefined;
    return failed
        .map((c) => {
        const tail = c.outputTail.split('\n').slice(-OUTPUT_TAIL_LINES).join('\n');
        return details(`Output of failed check ${mdText(c.name)}`, codeFence(tail || '(no output)', 'text'));
    })
        .join('\n\n');
}
function compose(model, showDone, rowLimit, withOutput) {
    const shown = model.tasks.filter((t) => showDone || t.status !== 'done').slice(0, rowLimit);
    const hidden = model.tasks.length - shown.length;
    const last = model.iterations.at(-1);
    const blocks = [
        titleLine(model),
        descriptionBlock(model),
        branchLine(model),
        progressBlock(model),
        gatesLine(model),
        stopLine(model),
        '### Tasks',
        shown.length > 0 ? taskTable(model, shown) : undefined,
        hidden > 0 ? `_${plural(hidden, 'task')} not shown to keep the summary small._` : undefined,
        '### Iterations of this run',
        model.iterations.length > 0 ? iterationsTable(model.iterations) : '_No iterations ran._',
        withOutput ? failedChecksBlock(last) : undefined,
        model.lastPhaseStatus ? phaseStatusBlock(model.lastPhaseStatus) : undefined,
        totalsLine(model),
        runLinkLine(model),
    ];
    return blocks.filter((b) => b !== undefined).join('\n\n') + '\n';
}
function renderJobSummary(model) {
    const fits = (text) => Buffer.byteLength(text, 'utf8') <= JOB_SUMMARY_MAX_BYTES;
    const all = model.tasks.length;
    for (const [showDone, withOutput] of [
        [true, true],
        [true, false],
        [false, false],
    ]) {
        const text = compose(model, showDone, all, withOutput);
        if (fits(text))
            return text;
    }
    let lo = 0;
    let hi = all;
    while (lo < hi) {
        const mid = Math.ceil((lo + hi) / 2);
        if (fits(compose(model, false, mid, false)))
            lo = mid;
        else
            hi = mid - 1;
    }
    return compose(model, false, lo, false);
}

;// CONCATENATED MODULE: ./src/report/markdown.ts
/**
 * Markdown building blocks that are safe for user text: task titles, check names and agent
 * output end up in PR bodies, so nothing they contain may open markup we did not write.
 */
/** Removes C0/C1 control characters (ANSI escapes included) except tab and newline. */
function markdown_stripControl(text) {
    // eslint-disable-next-line no-control-regex
    return text.replace(/\x1b\[[0-?]*[ -/]*[@-~]/g, '').replace(/[\x00-\x08\x0b-\x1f\x7f-\x9f]/g, '');
}
/** Shortens plain text to `max` characters (before escaping, so no escape sequence is cut). */
function markdown_truncate(text, max) {
    const chars = Array.from(text);
    if (chars.length <= max)
        return text;
    return chars.slice(0, Math.max(0, max - 1)).join('') + '…';
}
function escapeHtml(text) {
    return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
/**
 * Inline markdown text: HTML is escaped, markdown punctuation that could start emphasis,
 * links, code spans, fences or table cells is backslash-escaped, and `@` mentions are
 * defused so a task title cannot ping anyone.
 */
function markdown_mdText(text) {
    return escapeHtml(markdown_stripControl(text))
        .replace(/[\\`*_[\]|~#]/g, (c) => '\\' + c)
        .replace(/@(?=\w)/g, '@\u200b');
}
/** One table cell: inline text on a single line. */
function markdown_mdCell(text, max = 200) {
    return markdown_mdText(markdown_truncate(text.replace(/\s*[\r\n]+\s*/g, ' ').trim(), max));
}
/** A multi-line paragraph of user text: each line escaped, line breaks kept, blank runs collapsed. */
function markdown_mdParagraph(text, max) {
    return markdown_truncate(text.trim(), max)
        .split(/\r?\n/)
        .map((line) => markdown_mdText(line.trim()))
        .join('\n')
        .replace(/\n{3,}/g, '\n\n');
}
/** A fenced code block whose fence is longer than any backtick run inside, so it always closes. */
function markdown_codeFence(content, info = '') {
    const longest = Math.max(0, ...Array.from(content.matchAll(/`+/g), (m) => m[0].length));
    const fence = '`'.repeat(Math.max(3, longest + 1));
    const body = markdown_stripControl(content).replace(/\n+$/, '');
    return `${fence}${info}\n${body}\n${fence}`;
}
/** A GitHub-flavoured table. `align` holds 'l' or 'r' per column. */
function markdown_mdTable(header, align, rows) {
    const sep = align.map((a) => (a === 'r' ? '---:' : '---'));
    const line = (cells) => `| ${cells.join(' | ')} |`;
    return [line(header), line(sep), ...rows.map(line)].join('\n');
}
/** A link target: http(s) only, with characters that would end the markdown link encoded. */
function markdown_safeUrl(url) {
    if (!url || !/^https?:\/\/[^\s]+$/i.test(url))
        return undefined;
    return url.replace(/[()<>"'\\`|[\]]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0'));
}
/** `<details>` with a summary; the blank lines let GitHub render the markdown inside. */
function markdown_details(summary, body) {
    return `<details><summary>${summary}</summary>\n\n${body}\n\n</details>`;
}

;// CONCATENATED MODULE: ./src/report/console-summary.ts


const TASK_WIDTH = 48;
const ANSI = {
    bold: '\x1b[1m',
    dim: '\x1b[2m',
    red: '\x1b[31m',
    green: '\x1b[32m',
    yellow: '\x1b[33m',
    cyan: '\x1b[36m',
    reset: '\x1b[0m',
};
const OUTCOME_COLORS = {
    done: ANSI.green,
    failed: ANSI.yellow,
    blocked: ANSI.red,
    interrupted: ANSI.cyan,
    dry_run: ANSI.dim,
};
/** Terminal columns of a string: East Asian wide characters and emoji take two. */
function displayWidth(text) {
    let width = 0;
    for (const ch of text) {
        const cp = ch.codePointAt(0);
        if (cp < 0x20 || (cp >= 0x300 && cp <= 0x36f) || cp === 0x200b)
            continue;
        const wide = (cp >= 0x1100 && cp <= 0x115f) ||
            (cp >= 0x2e80 && cp <= 0xa4cf) ||
            (cp >= 0xac00 && cp <= 0xd7a3) ||
            (cp >= 0xf900 && cp <= 0xfaff) ||
            (cp >= 0xfe30 && cp <= 0xfe4f) ||
            (cp >= 0xff00 && cp <= 0xff60) ||
            (cp >= 0xffe0 && cp <= 0xffe6) ||
            (cp >= 0x1f300 && cp <= 0x1faff) ||
            (cp >= 0x20000 && cp <= 0x3fffd);
        width += wide ? 2 : 1;
    }
    return width;
}
function pad(text, width, align) {
    const fill = ' '.repeat(Math.max(0, width - displayWidth(text)));
    return align === 'r' ? fill + text : text + fill;
}
/** Shortens to at most `max` columns. */
function fitWidth(text, max) {
    if (displayWidth(text) <= max)
        return text;
    let out = '';
    for (const ch of text) {
        if (displayWidth(out + ch) > max - 1)
            break;
        out += ch;
    }
    return out + '…';
}
function taskCell(r) {
    const title = markdown_stripControl(`${r.taskId} ${r.taskTitle}`).replace(/\s+/g, ' ').trim();
    return fitWidth(title, TASK_WIDTH);
}
function renderConsoleSummary(input, opts) {
    const paint = (code, text) => opts.color ? `${code}${text}${ANSI.reset}` : text;
    const header = ['#', 'Task', 'Outcome', 'Attempt', 'Turns', 'Cost', 'Duration'];
    const align = ['r', 'l', 'l', 'r', 'r', 'r', 'r'];
    const rows = input.iterations.map((r) => ({
        outcome: r.outcome,
        cells: [
            String(r.iteration),
            taskCell(r),
            `${format_OUTCOME_ICONS[r.outcome]} ${r.outcome}`,
            String(r.attempt),
            String(r.numTurns),
            format_formatCost(r.costUsd),
            format_formatDuration(r.durationMs),
        ],
    }));
    const widths = header.map((h, i) => Math.max(displayWidth(h), ...rows.map((r) => displayWidth(r.cells[i]))));
    const line = (cells, color) => cells
        .map((c, i) => {
        const padded = pad(c, widths[i], align[i]);
        return i === 2 && color ? paint(color, padded) : padded;
    })
        .join('  ')
        .trimEnd();
    const out = [];
    if (rows.length === 0) {
        out.push('No iterations ran.');
    }
    else {
        out.push(paint(ANSI.bold, line(header)));
        out.push(widths.map((w) => '─'.repeat(w)).join('  '));
        for (const row of rows)
            out.push(line(row.cells, OUTCOME_COLORS[row.outcome]));
        const turns = input.iterations.reduce((s, r) => s + r.numTurns, 0);
        const cost = input.iterations.reduce((s, r) => s + r.costUsd, 0);
        const ms = input.iterations.reduce((s, r) => s + r.durationMs, 0);
        out.push(`${format_plural(rows.length, 'iteration')} · ${format_plural(turns, 'turn')} · ${format_formatCost(cost)} · ${format_formatDuration(ms)}`);
    }
    if (input.counts) {
        const progress = input.progressPercent !== undefined ? `${format_progressBar(input.progressPercent)} · ` : '';
        out.push(`${progress}${input.counts.total} tasks: ${format_countsLine(input.counts)}`);
    }
    if (input.stopReason || input.message) {
        const message = input.message ? markdown_stripControl(markdown_truncate(input.message, 300)) : '';
        out.push(`Stopped: ${[input.stopReason, message].filter(Boolean).join(' — ')}`);
    }
    return out.join('\n') + '\n';
}

;// CONCATENATED MODULE: ./src/report/command-reply.ts
/** The short PR comment posted after a `/ralph ...` command. */



/** First line of every reply; lets the action recognise (and skip) its own comments. */
const COMMAND_REPLY_MARKER = '<!-- ralph-action:command-reply -->';
function renderCommandReply(args) {
    const command = mdCell(args.command.split(/\r?\n/)[0] ?? '', 100);
    const who = args.actor ? `@${mdText(args.actor)} ` : '';
    const lines = [COMMAND_REPLY_MARKER, `> ${command}`, ''];
    if (args.refused !== undefined) {
        lines.push(`${who}⊘ Not run: ${mdCell(args.refused, 300)}`);
    }
    else if (args.result) {
        const r = args.result;
        const sha = shortSha(r.commitSha);
        lines.push(`${who}${outcomeText(r)}: ${mdText(r.taskId)} ${mdCell(r.taskTitle, 120)}`, '', [
            `checks ${checksPassed(r.checks)} ${r.checks.every((c) => c.passed) ? '✅' : '❌'}`,
            sha ? `commit ${sha}` : 'no commit',
            formatCost(r.costUsd),
            plural(r.numTurns, 'turn'),
        ].join(' · '));
        const failed = r.checks.filter((c) => !c.passed).map((c) => mdCell(c.name, 60));
        if (failed.length > 0)
            lines.push(`Failed: ${failed.join(', ')}`);
    }
    if (args.note)
        lines.push('', mdCell(args.note, 300));
    if (args.counts) {
        const bar = args.progressPercent !== undefined ? `${progressBar(args.progressPercent)} · ` : '';
        lines.push('', `${bar}${args.counts.done}/${args.counts.total} tasks done`);
    }
    const url = safeUrl(args.runUrl);
    if (url)
        lines.push('', `[Workflow run](${url})`);
    return lines.join('\n').replace(/\n{3,}/g, '\n\n') + '\n';
}

;// CONCATENATED MODULE: ./src/report/status-description.ts
/** The commit status the action sets on the PRD branch head. */


/** GitHub rejects longer commit status descriptions. */
const STATUS_DESCRIPTION_MAX = 140;
function describe(state, text) {
    const oneLine = stripControl(text).replace(/\s+/g, ' ').trim();
    return { state, description: truncate(oneLine, STATUS_DESCRIPTION_MAX) };
}
function renderStatusDescription(model) {
    const { counts } = model;
    const done = `${counts.done}/${counts.total} tasks done`;
    if (model.complete && model.gate1 && model.gate2) {
        const skipped = counts.skipped > 0 ? ` (${counts.skipped} skipped)` : '';
        return describe('success', `Complete: ${done}${skipped}`);
    }
    const blocked = model.tasks.filter((t) => t.status === 'blocked');
    if (model.breakerState === 'OPEN') {
        const also = blocked.length > 0 ? `, ${blocked.length} blocked` : '';
        return describe('failure', `Circuit breaker open: ${done}${also}`);
    }
    if (blocked.length === 1) {
        const task = blocked[0];
        const why = task.blocked_by ? `: ${task.blocked_by}` : '';
        return describe('failure', `Task ${idKey(task.id)} blocked${why} (${done})`);
    }
    if (blocked.length > 1) {
        const ids = blocked.map((t) => idKey(t.id)).join(', ');
        return describe('failure', `${blocked.length} tasks blocked (${done}): ${ids}`);
    }
    if (model.gate1 && !model.gate2)
        return describe('pending', `${done}; waiting for the exit signal`);
    return describe('pending', done);
}

;// CONCATENATED MODULE: ./src/report/iteration-line.ts



function renderIterationLine(result) {
    const title = truncate(stripControl(result.taskTitle).replace(/\s+/g, ' ').trim(), 80);
    const sha = shortSha(result.commitSha);
    const facts = [
        `attempt ${result.attempt}`,
        result.fixAttempts > 0 ? plural(result.fixAttempts, 'fix', 'fixes') : undefined,
        `checks ${checksPassed(result.checks)}`,
        sha ? `commit ${sha}` : undefined,
        plural(result.numTurns, 'turn'),
        formatCost(result.costUsd),
        formatDuration(result.durationMs),
    ].filter((f) => f !== undefined);
    const failed = result.checks.filter((c) => !c.passed).map((c) => stripControl(c.name));
    const failedText = failed.length > 0 ? `; failed: ${failed.join(', ')}` : '';
    const id = stripControl(result.taskId);
    return `[${result.iteration}] ${id} "${title}" → ${outcomeText(result)} (${facts.join(', ')}${failedText})`;
}

;// CONCATENATED MODULE: ./src/report/status-text.ts


const RULE = '─'.repeat(25);
const ORDER = ['done', 'in_progress', 'pending', 'blocked', 'skipped'];
const LABEL_WIDTH = Math.max(...ORDER.map((s) => format_STATUS_LABELS[s].length)) + 2;
function renderStatusText(args) {
    const lines = [
        `Project: ${stripControl(args.title).replace(/\s+/g, ' ').trim()}`,
        RULE,
        `Tasks: ${args.counts.total} total`,
        ...ORDER.map((s) => `  ${STATUS_ICONS[s]} ${`${STATUS_LABELS[s]}:`.padEnd(LABEL_WIDTH)}${args.counts[s]}`),
        RULE,
        `Progress: ${clampPercent(args.progressPercent)}%`,
    ];
    return lines.join('\n') + '\n';
}

;// CONCATENATED MODULE: ./src/report/index.ts
/** Renderers: pure functions from engine results to text for PRs, summaries, consoles and logs. */










// EXTERNAL MODULE: ./src/cli/types.ts
var types = __webpack_require__(452);
;// CONCATENATED MODULE: ./src/cli/commands/loop.ts
/**
 * `ralph loop [iterations]`: run the Ralph loop locally until the task list is done or a stop
 * condition holds. `ralph once` shares everything here with a loop of one.
 */








const ENGINE_OPTIONS = {
    prd: { type: 'string' },
    'max-fix-attempts': { type: 'string' },
    'max-task-attempts': { type: 'string' },
    'max-turns': { type: 'string' },
    'task-timeout-minutes': { type: 'string' },
    'idle-timeout-minutes': { type: 'string' },
    'max-cost-usd': { type: 'string' },
    'max-minutes': { type: 'string' },
    model: { type: 'string' },
    branch: { type: 'string' },
    'base-branch': { type: 'string' },
    'allowed-tools': { type: 'string' },
    claude: { type: 'string' },
    'no-checks': { type: 'boolean' },
    'dry-run': { type: 'boolean' },
    verbose: { type: 'boolean', short: 'v' },
};
const ENGINE_OPTION_HELP = {
    prd: 'The task list (default .ralph/prd.yaml)',
    'max-fix-attempts': 'Times the agent may fix failing checks within one attempt (default 3)',
    'max-task-attempts': 'Failed attempts before a task is blocked (default 2)',
    'max-turns': 'Agent turns per run when a task has no estimated_turns (default 50)',
    'task-timeout-minutes': 'Wall-clock limit of one agent run (default 30)',
    'idle-timeout-minutes': 'Stop an agent that prints nothing for this long (default 10)',
    'max-cost-usd': 'Stop once the runs of this invocation cost this much',
    'max-minutes': 'Stop after this much wall-clock time (the running task stays pending)',
    model: 'Claude model for the agent',
    branch: 'Work branch (default: project.branch, else ralph/<slug of the title>)',
    'base-branch': 'Branch to create the work branch from (default: the current branch)',
    'allowed-tools': 'Comma-separated tools to allow instead of auto-approving all of them',
    claude: 'Path of the claude executable (else RALPH_CLAUDE_PATH, claude on PATH, node_modules/.bin/claude)',
    'no-checks': "Run without the quality gate (nothing verifies the agent's work)",
    'dry-run': 'Print the next task and its prompt; run and write nothing',
    verbose: 'Stream the raw agent events as pretty JSON',
};
function positiveInt(values, name, allowZero = false) {
    const raw = values[name];
    if (raw === undefined)
        return undefined;
    const text = String(raw).trim();
    const n = Number(text);
    if (!/^\d+$/.test(text) || !Number.isSafeInteger(n) || (!allowZero && n === 0)) {
        throw new types/* UsageError */.e(`--${name} must be a ${allowZero ? 'non-negative' : 'positive'} whole number (got "${String(raw)}")`);
    }
    return n;
}
function positiveNumber(values, name) {
    const raw = values[name];
    if (raw === undefined)
        return undefined;
    const n = Number(String(raw).trim());
    if (String(raw).trim() === '' || !Number.isFinite(n) || n <= 0) {
        throw new types/* UsageError */.e(`--${name} must be a positive number (got "${String(raw)}")`);
    }
    return n;
}
function loop_text(values, name) {
    const raw = values[name];
    return typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : undefined;
}
/** The iterations positional of `ralph loop` (default 10). */
function parseIterations(positional) {
    if (positional === undefined)
        return 10;
    if (!/^\d+$/.test(positional) || Number(positional) < 1) {
        throw new types/* UsageError */.e(`iterations must be a positive whole number (got "${positional}")`);
    }
    return Number(positional);
}
/** `claude`: --claude, else RALPH_CLAUDE_PATH, else on PATH, else node_modules/.bin/claude nearby. */
async function resolveClaudeForCli(values, io, repoDir) {
    const flag = loop_text(values, 'claude');
    if (flag)
        return external_node_path_default().resolve(io.cwd, flag);
    const configured = io.env.RALPH_CLAUDE_PATH?.trim();
    if (configured)
        return external_node_path_default().resolve(io.cwd, configured);
    const onPath = await (0,agent/* findOnPath */.aY)(io.env.PATH);
    if (onPath)
        return onPath;
    const found = await (0,claude_path/* resolveClaudePath */.Y)({}, [
        repoDir,
        external_node_path_default().dirname((0,external_node_url_.fileURLToPath)(import.meta.url)),
    ]);
    return found;
}
async function repositoryRoot(cwd) {
    const probe = (0,git/* createGit */.lD)({ cwd });
    const result = await probe.exec(['rev-parse', '--show-toplevel'], { allowFailure: true });
    if (result.exitCode !== 0)
        throw new CliFailure(`${cwd} is not inside a git repository (run \`git init\` first)`);
    return result.stdout.trim();
}
/** A failure to report as `error: ...` with exit 1 (no stack trace). */
class CliFailure extends Error {
    name = 'CliFailure';
}
async function settingsFromFlags(ctx, iterations) {
    const { values, io } = ctx;
    const repoDir = await repositoryRoot(io.cwd);
    const base = (0,engine/* defaultEngineSettings */.tO)(repoDir);
    const prdAbs = external_node_path_default().resolve(io.cwd, loop_text(values, 'prd') ?? external_node_path_default().join(external_node_path_default().relative(io.cwd, repoDir) || '.', base.prdPath));
    const prdPath = external_node_path_default().relative(repoDir, prdAbs).split((external_node_path_default()).sep).join('/');
    if (prdPath.startsWith('..'))
        throw new types/* UsageError */.e(`--prd must be inside the repository ${repoDir}`);
    const minutes = (name) => {
        const n = positiveNumber(values, name);
        return n === undefined ? undefined : Math.round(n * 60_000);
    };
    const allowed = loop_text(values, 'allowed-tools');
    return {
        ...base,
        prdPath,
        iterations,
        maxFixAttempts: positiveInt(values, 'max-fix-attempts', true) ?? base.maxFixAttempts,
        maxTaskAttempts: positiveInt(values, 'max-task-attempts') ?? base.maxTaskAttempts,
        maxTurns: positiveInt(values, 'max-turns') ?? base.maxTurns,
        taskTimeoutMs: minutes('task-timeout-minutes') ?? base.taskTimeoutMs,
        idleTimeoutMs: minutes('idle-timeout-minutes') ?? base.idleTimeoutMs,
        maxCostUsd: positiveNumber(values, 'max-cost-usd'),
        maxMinutes: positiveNumber(values, 'max-minutes'),
        model: loop_text(values, 'model'),
        branch: loop_text(values, 'branch'),
        baseBranch: loop_text(values, 'base-branch'),
        allowedTools: allowed
            ? allowed
                .split(',')
                .map((t) => t.trim())
                .filter((t) => t !== '')
            : [],
        claudePath: values['dry-run'] === true ? 'claude' : await resolveClaudeForCli(values, io, repoDir),
        checksDisabled: values['no-checks'] === true,
        dryRun: values['dry-run'] === true,
        verbose: values.verbose === true,
        agentEnv: { ...io.env },
    };
}
const SPINNER_FRAMES = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];
/** A one-line spinner on stderr (TTY only), cleared before anything else is printed. */
function createSpinner(io) {
    let timer;
    let label = '';
    let frame = 0;
    let shown = false;
    const draw = () => {
        io.stderr(`\r\x1b[K${SPINNER_FRAMES[frame++ % SPINNER_FRAMES.length]} ${label}`);
        shown = true;
    };
    const clear = () => {
        if (shown)
            io.stderr('\r\x1b[K');
        shown = false;
    };
    return {
        start(next) {
            if (!io.isTTY)
                return;
            label = next;
            if (!timer) {
                timer = setInterval(draw, 100);
                timer.unref?.();
            }
            draw();
        },
        clear,
        stop() {
            if (timer)
                clearInterval(timer);
            timer = undefined;
            clear();
        },
    };
}
function seconds(ms) {
    return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`;
}
function checkLine(result, color) {
    const mark = result.passed ? '✓' : result.required ? '✗' : '!';
    const paint = (code, s) => (color ? `\x1b[${code}m${s}\x1b[0m` : s);
    const detail = result.passed
        ? ''
        : result.timedOut
            ? ' timed out'
            : ` exit ${result.exitCode ?? 'killed'}`;
    const line = `  ${mark} ${result.name}${detail} (${seconds(result.durationMs)})${result.required ? '' : ' [optional]'}`;
    return result.passed ? paint('32', line) : paint(result.required ? '31' : '33', line);
}
/** The terminal face of the engine: iteration headers, streamed text, checks, warnings. */
function createConsoleObserver(io, verbose) {
    const spinner = createSpinner(io);
    let atLineStart = true;
    const out = (s) => {
        spinner.clear();
        io.stdout(s);
        if (s.length > 0)
            atLineStart = s.endsWith('\n');
    };
    const line = (s) => out(`${atLineStart ? '' : '\n'}${s}\n`);
    const err = (s) => {
        spinner.clear();
        if (!atLineStart)
            io.stdout('\n');
        atLineStart = true;
        io.stderr(`${s}\n`);
    };
    let currentTask = '';
    const observer = {
        info: (m) => line(m),
        warning: (m) => err(`warning: ${m}`),
        error: (m) => err(`error: ${m}`),
        iterationStart: (i, of, task) => {
            currentTask = String(task.id);
            line(`\n${io.color ? '\x1b[1m' : ''}Iteration ${i} of ${of}: ${String(task.id)} - ${task.title}${io.color ? '\x1b[0m' : ''}`);
        },
        agentStart: (_task, attempt, resume) => {
            line(resume
                ? `Resuming the agent's session to fix the checks (attempt ${attempt})`
                : `Starting Claude (attempt ${attempt})`);
            spinner.start(`Claude is working on ${currentTask}...`);
        },
        agentText: (t) => {
            if (verbose)
                return;
            out(t.endsWith('\n') ? t : `${t}\n`);
            spinner.start(`Claude is working on ${currentTask}...`);
        },
        agentEvent: (event) => {
            if (!verbose)
                return;
            out(`${JSON.stringify(event, null, 2)}\n`);
        },
        agentEnd: (result) => {
            spinner.stop();
            line(`Agent ${result.outcome}: ${result.summary}`);
        },
        checkStart: (check) => spinner.start(`Running check ${check.name}: ${check.command}`),
        checkResult: (result) => {
            spinner.stop();
            line(checkLine(result, io.color));
        },
        iterationEnd: (result) => {
            spinner.stop();
            line(`→ ${result.summary}`);
        },
    };
    return { observer, stop: () => spinner.stop() };
}
function closingSummary(result, io) {
    return renderConsoleSummary({
        iterations: result.iterations,
        counts: result.counts,
        progressPercent: result.progressPercent,
        stopReason: result.stopReason,
        message: result.message,
    }, { color: io.color });
}
/** Runs the engine for `ralph once` / `ralph loop`; returns the exit code. */
async function runEngineCommand(ctx, iterations) {
    const { io } = ctx;
    let settings;
    try {
        settings = await settingsFromFlags(ctx, iterations);
    }
    catch (error) {
        if (error instanceof types/* UsageError */.e)
            throw error;
        io.stderr(`error: ${error.message}\n`);
        return 1;
    }
    const face = createConsoleObserver(io, settings.verbose);
    if (!settings.dryRun && settings.allowedTools.length === 0) {
        io.stderr('Running Claude with auto-approved permissions for autonomous iteration\n');
    }
    let result;
    try {
        result = await (0,engine/* runLoop */.yG)(settings, {
            agent: (0,agent/* createClaudeRunner */.fN)(),
            git: (0,git/* createGit */.lD)({ cwd: settings.repoDir }),
            observer: face.observer,
            signal: ctx.signal,
        });
    }
    catch (error) {
        face.stop();
        io.stderr(`error: ${error.message}\n`);
        return 1;
    }
    finally {
        face.stop();
    }
    if (!settings.dryRun)
        io.stdout(`\n${closingSummary(result, io)}`);
    if (result.stopReason === 'interrupted')
        return 130;
    return result.exitCode;
}
const loopCommand = {
    name: 'loop',
    summary: 'Run iterations until the task list is done or a stop condition holds (default 10)',
    usage: 'ralph loop [iterations] [--max-fix-attempts N] [--max-cost-usd X] [--dry-run] [-v]',
    examples: [
        'ralph loop',
        'ralph loop 3 --max-fix-attempts 2',
        'ralph loop 20 --max-cost-usd 5 --max-minutes 60',
    ],
    options: ENGINE_OPTIONS,
    optionHelp: ENGINE_OPTION_HELP,
    maxPositionals: 1,
    async run(ctx) {
        return runEngineCommand(ctx, parseIterations(ctx.positionals[0]));
    },
};


/***/ }),

/***/ 643:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   onceCommand: () => (/* binding */ onceCommand)
/* harmony export */ });
/* harmony import */ var _loop_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6398);

const onceCommand = {
    name: 'once',
    summary: 'Run one iteration: the next ready task, verified by the quality checks and committed',
    usage: 'ralph once [--prd PATH] [--max-fix-attempts N] [--dry-run] [-v]',
    examples: ['ralph once', 'ralph once --dry-run', 'ralph once --max-fix-attempts 1 --verbose'],
    options: _loop_js__WEBPACK_IMPORTED_MODULE_0__.ENGINE_OPTIONS,
    optionHelp: _loop_js__WEBPACK_IMPORTED_MODULE_0__.ENGINE_OPTION_HELP,
    maxPositionals: 0,
    async run(ctx) {
        return (0,_loop_js__WEBPACK_IMPORTED_MODULE_0__.runEngineCommand)(ctx, 1);
    },
};


/***/ })

};
