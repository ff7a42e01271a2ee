export const id = 183;
export const ids = [183];
export const modules = {

/***/ 1183:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   promptCommand: () => (/* binding */ promptCommand)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _prd_diagnostics_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9534);
/* harmony import */ var _prd_schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9359);
/* harmony import */ var _prompt_preview_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4470);
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
        json: 'Print {task, bytes, estimatedTokens, sections, warnings, appendSystemPrompt, prompt, mcpConfig, tools} as JSON',
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
        const { task, assembled, mcpConfig, tools } = preview;
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
                tools,
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
            `; tools: ${tools.join(', ')}` +
            `${mcpConfig ? `; MCP servers: ${Object.keys(mcpConfig.mcpServers).join(', ')}` : ''})\n`);
        return 0;
    },
};


/***/ })

};
