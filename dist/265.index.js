export const id = 265;
export const ids = [265];
export const modules = {

/***/ 5265:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   phaseStatusCommand: () => (/* binding */ phaseStatusCommand)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _agent_phase_status_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8299);
/* harmony import */ var _agent_stream_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9065);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4751);
/**
 * `ralph phase-status`: print the newest status block (PRP_PHASE_STATUS, or frankbria's
 * RALPH_STATUS in either form) of a status log or an agent transcript. The file is streamed
 * line by line, so a transcript of any size is read in flat memory.
 */






/** An assistant or result event: the only lines of a transcript whose text is searched. */
const MAY_HOLD_TEXT = /"type"\s*:\s*"(?:assistant|result)"/;
/** The newest block of a file, and whether the file was an NDJSON transcript. */
async function newestBlock(file) {
    let newest;
    let blocks = 0;
    const scanner = new _agent_phase_status_js__WEBPACK_IMPORTED_MODULE_3__/* .StatusBlockScanner */ .at((block) => {
        newest = block;
        blocks++;
    });
    const splitter = new _agent_stream_js__WEBPACK_IMPORTED_MODULE_4__/* .LineSplitter */ .g3();
    // An NDJSON transcript starts (after blank lines) with a JSON object.
    let transcript;
    const feedText = (text) => {
        for (const line of text.split('\n'))
            scanner.push(line);
    };
    const feed = (lines) => {
        for (const line of lines) {
            if (transcript === undefined) {
                if (line.trim() === '') {
                    scanner.push(line);
                    continue;
                }
                transcript = line.trimStart().startsWith('{');
            }
            if (!transcript) {
                scanner.push(line);
                continue;
            }
            // Assistant text and the final result text, in order; tool output is not searched, nor
            // parsed: a line without the type written in it cannot be one of those events.
            if (!MAY_HOLD_TEXT.test(line))
                continue;
            const parsed = (0,_agent_stream_js__WEBPACK_IMPORTED_MODULE_4__/* .parseStreamLine */ .KD)(line);
            if (parsed.kind !== 'event')
                continue;
            if (parsed.event.type === 'assistant')
                for (const t of (0,_agent_stream_js__WEBPACK_IMPORTED_MODULE_4__/* .assistantTextOf */ .dG)(parsed.event))
                    feedText(t);
            if (parsed.event.type === 'result' && typeof parsed.event.result === 'string')
                feedText(parsed.event.result);
        }
    };
    // Chunks of 256 KB: the memory a 500 MB transcript needs stays flat and small (bench).
    for await (const chunk of (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.createReadStream)(file, { highWaterMark: 256 * 1024 })) {
        feed(splitter.push(chunk));
    }
    feed(splitter.end());
    scanner.end();
    return { block: newest, transcript: transcript === true, blocks };
}
function cannotRead(io, file, error) {
    const code = error.code;
    io.stderr(code === 'ENOENT'
        ? `error: ${file} does not exist (no phase status has been recorded yet)\n`
        : `error: cannot read ${file}: ${error.message}\n`);
    return 1;
}
const phaseStatusCommand = {
    name: 'phase-status',
    summary: 'Print the newest status block (PRP_PHASE_STATUS or RALPH_STATUS) of a log or transcript',
    usage: 'ralph phase-status [FILE | --file PATH] [--json]',
    examples: [
        'ralph phase-status',
        'ralph phase-status .ralph/attempts/task-003/1/transcript.ndjson',
        'ralph phase-status --json',
    ],
    options: {
        file: { type: 'string', short: 'f' },
        json: { type: 'boolean' },
    },
    optionHelp: {
        file: `Status log or NDJSON transcript to read (default ${_agent_phase_status_js__WEBPACK_IMPORTED_MODULE_3__/* .PHASE_STATUS_LOG */ .iD})`,
        json: 'Print the block as JSON instead of its text form',
    },
    maxPositionals: 1,
    async run({ values, positionals, io }) {
        const flag = typeof values.file === 'string' ? values.file : undefined;
        if (flag !== undefined && positionals[0] !== undefined && flag !== positionals[0])
            throw new _types_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .e(`give the file once: ${positionals[0]} or --file ${flag}`);
        const file = positionals[0] ?? flag ?? _agent_phase_status_js__WEBPACK_IMPORTED_MODULE_3__/* .PHASE_STATUS_LOG */ .iD;
        const real = node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(io.cwd, file);
        let found;
        try {
            if ((await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(real)).isDirectory()) {
                io.stderr(`error: ${file} is a directory, not a status log or transcript\n`);
                return 1;
            }
            found = await newestBlock(real);
        }
        catch (error) {
            return cannotRead(io, file, error);
        }
        const where = found.transcript ? `the transcript ${file}` : file;
        if (!found.block) {
            io.stderr(`error: no PRP_PHASE_STATUS or RALPH_STATUS block in ${where}\n`);
            return 1;
        }
        const read = (0,_agent_phase_status_js__WEBPACK_IMPORTED_MODULE_3__/* .readStatusBlock */ .EB)(found.block);
        if ('invalid' in read) {
            // Never fall back to an older block: it would show a state that is no longer true.
            io.stderr(`error: the newest status block in ${where} is invalid\n  ${read.invalid}\n` +
                (found.blocks > 1
                    ? `  (older blocks are not shown: they no longer describe the current state)\n`
                    : ''));
            return 1;
        }
        if (values.json === true) {
            io.stdout(`${JSON.stringify(read.status, null, 2)}\n`);
        }
        else {
            io.stdout(`${read.kind === 'PRP_PHASE_STATUS' ? (0,_agent_phase_status_js__WEBPACK_IMPORTED_MODULE_3__/* .serializePhaseStatus */ .mD)(read.status) : (0,_agent_phase_status_js__WEBPACK_IMPORTED_MODULE_3__/* .serializeRalphStatus */ .Gx)(read.status)}\n`);
        }
        return 0;
    },
};


/***/ })

};
