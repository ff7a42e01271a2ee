export const id = 209;
export const ids = [209];
export const modules = {

/***/ 978:
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
    if (result.isError || result.subtype !== 'success') {
        const detail = oneLine(text) || `result subtype ${result.subtype ?? 'missing'}`;
        if (USAGE_LIMIT.test(text)) {
            return { outcome: 'usage_limit', summary: `Usage limit reached (not retried): ${detail}` };
        }
        if (isApiError(result, text))
            return { outcome: 'api_error', summary: `API error: ${detail}` };
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

/***/ 1116:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   promptCommand: () => (/* binding */ promptCommand)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _prd_diagnostics_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5409);
/* harmony import */ var _prd_schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3022);
/* harmony import */ var _prompt_preview_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9979);
/** `ralph prompt`: print the prompt the next (or a given) task would be sent. */




const DEFAULT_PRD = '.ralph/prd.yaml';
/** The repository of a task list: the parent of `.ralph/`, else the working directory. */
function repoDirFor(prdPath, cwd) {
    const dir = node_path__WEBPACK_IMPORTED_MODULE_0___default().dirname(prdPath);
    return node_path__WEBPACK_IMPORTED_MODULE_0___default().basename(dir) === '.ralph' ? node_path__WEBPACK_IMPORTED_MODULE_0___default().dirname(dir) : cwd;
}
const number = (n) => n.toLocaleString('en-US');
const promptCommand = {
    name: 'prompt',
    summary: 'Print the prompt the next ready task (or the given one) would be sent',
    usage: 'ralph prompt [task-id] [--json] [--file .ralph/prd.yaml]',
    examples: ['ralph prompt', 'ralph prompt task-003', 'ralph prompt --json > prompt.json'],
    options: {
        json: { type: 'boolean' },
        file: { type: 'string', short: 'f' },
    },
    optionHelp: {
        json: 'Print {task, bytes, estimatedTokens, sections, warnings, appendSystemPrompt, prompt, mcpConfig} as JSON',
        file: `The task list (default ${DEFAULT_PRD})`,
    },
    maxPositionals: 1,
    async run({ positionals, values, io }) {
        const prdPath = node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(io.cwd, typeof values.file === 'string' ? values.file : DEFAULT_PRD);
        const repoDir = repoDirFor(prdPath, io.cwd);
        const preview = await (0,_prompt_preview_js__WEBPACK_IMPORTED_MODULE_2__/* .previewPrompt */ .v)({ repoDir, prdPath, taskId: positionals[0] });
        switch (preview.kind) {
            case 'invalid_prd':
                for (const d of preview.errors)
                    io.stderr(`${(0,_prd_diagnostics_js__WEBPACK_IMPORTED_MODULE_3__/* .formatDiagnostic */ .xy)(d)}\n`);
                io.stderr(`error: ${node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(io.cwd, prdPath) || prdPath} is not a valid task list (see \`ralph validate\`)\n`);
                return 1;
            case 'unknown_task':
                io.stderr(`error: no task with id "${preview.id}" in ${node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(io.cwd, prdPath) || prdPath}\n`);
                return 1;
            case 'complete':
                io.stderr('All tasks are complete: there is no next task. Pass a task id to see its prompt.\n');
                return 0;
            case 'none_ready':
                io.stderr(`No task is ready: ${preview.reason}\nPass a task id to see its prompt anyway.\n`);
                return 1;
        }
        const { task, assembled, mcpConfig } = preview;
        if (values.json === true) {
            const json = {
                task: { id: task.id, title: task.title, status: task.status },
                bytes: assembled.bytes,
                estimatedTokens: assembled.estimatedTokens,
                sections: assembled.sections,
                warnings: assembled.warnings,
                appendSystemPrompt: assembled.appendSystemPrompt,
                prompt: assembled.prompt,
                mcpConfig: mcpConfig ?? null,
                checksSource: preview.checksSource,
            };
            io.stdout(`${JSON.stringify(json, null, 2)}\n`);
            return 0;
        }
        io.stdout(assembled.prompt);
        for (const warning of assembled.warnings)
            io.stderr(`warning: ${warning}\n`);
        const systemBytes = Buffer.byteLength(assembled.appendSystemPrompt, 'utf8');
        io.stderr(`\nTask #${(0,_prd_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .idKey */ .T4)(task.id)} "${task.title}": ${number(assembled.bytes)} bytes, ~${number(assembled.estimatedTokens)} tokens` +
            ` (+ ${number(systemBytes)} bytes of harness rules via --append-system-prompt; checks from ${preview.checksSource}` +
            `${mcpConfig ? `; MCP servers: ${Object.keys(mcpConfig.mcpServers).join(', ')}` : ''})\n`);
        return 0;
    },
};


/***/ })

};
