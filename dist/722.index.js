export const id = 722;
export const ids = [722];
export const modules = {

/***/ 9722:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createTasksCommand: () => (/* binding */ createTasksCommand),
  tasksCommand: () => (/* binding */ tasksCommand)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./src/planning/files.ts
var files = __webpack_require__(9795);
// EXTERNAL MODULE: ./src/prd/schema.ts
var schema = __webpack_require__(3022);
;// CONCATENATED MODULE: ./src/planning/schema-comment.ts
/** The editor hint on the first line of prd.yaml (the yaml-language-server convention). */

/** Where the published JSON Schema of prd.yaml lives. */
const DEFAULT_PRD_SCHEMA_URL = schema/* PRD_SCHEMA_URL */.BV;
const SCHEMA_COMMENT = /^#\s*yaml-language-server:\s*\$schema=/m;
/** Prepends `# yaml-language-server: $schema=<url>` unless the text already has such a line. */
function ensureSchemaComment(yamlText, url = DEFAULT_PRD_SCHEMA_URL) {
    if (SCHEMA_COMMENT.test(yamlText))
        return yamlText;
    return `# yaml-language-server: $schema=${url}\n${yamlText}`;
}

// EXTERNAL MODULE: ./src/prompt/markdown.ts
var markdown = __webpack_require__(1218);
;// CONCATENATED MODULE: ./src/planning/tasks-prompt.ts
/** The prompts of `ralph tasks`: spec -> .ralph/prd.yaml. */

/** What the agent must know about prd.yaml to write a valid one. */
const PRD_ESSENTIALS = `\`\`\`yaml
schema_version: "1.0"              # required, exactly "1.0"
project:
  title: Pomodoro CLI              # required
  description: One line on the goal
  branch: ralph/pomodoro-cli       # the branch the loop works on
tasks:                             # required, at least one, in a sensible working order
  - id: task-001                   # required, unique (string, or integer)
    title: Scaffold the CLI entry point   # required, one line
    description: |                 # what to build, self-contained: a fresh agent reads only this task
      ...
    status: pending                # required; new tasks are always pending
    priority: high                 # low | medium | high | critical
    depends_on: []                 # ids of tasks that must be done first (no cycles, no unknown ids)
    acceptance_criteria:           # 2-5 verifiable statements (tests or checks can prove them)
      - "..."
    tags: [cli]
    # optional execution context:
    context_files: [src/index.ts]  # existing files worth reading first
    output_artifacts: [src/cli.ts] # files the task creates or changes
    hints: |                       # what a senior developer would tell a junior
      ...
    estimated_turns: 10            # agent turns the task should need
\`\`\`
Rules: unknown keys are errors; status is one of pending, in_progress, done, blocked, skipped
(a blocked task needs \`blocked_by: <reason>\`); each task must fit one agent session (about one
commit of work); quote strings that contain ": " or start with a special character.`;
function renderTasksPrompt(specPath, specText) {
    return [
        `Use the ralph-tasks skill to convert the specification below (${specPath}) into a Ralph task list, the file .ralph/prd.yaml.`,
        'Do not write or edit any file: answer with the complete prd.yaml in a single ```yaml fenced block in your final message. The harness validates it and writes the file.',
        '## prd.yaml essentials (schema 1.0)',
        PRD_ESSENTIALS,
        `## The specification: ${specPath}`,
        (0,markdown/* fenced */.OF)(specText, 'markdown'),
    ].join('\n\n');
}
function renderRetryPrompt(errors) {
    return [
        'Your answer is not a valid .ralph/prd.yaml:',
        errors.map((e) => `- ${e}`).join('\n'),
        'Fix these problems and answer again with the complete corrected file in a single ```yaml fenced block.',
    ].join('\n\n');
}

;// CONCATENATED MODULE: ./src/planning/yaml-block.ts
/** Finding the YAML answer in an agent's final message. */
/**
 * The contents of the last ```yaml (or ```yml) fenced block of `text`, or undefined.
 * A fence closes only on a line of at least as many backticks as opened it, so YAML
 * holding ``` inside a longer fence survives. An unclosed last block runs to the end.
 */
function extractLastYamlBlock(text) {
    const lines = text.replace(/\r\n?/g, '\n').split('\n');
    let last;
    let open;
    for (const line of lines) {
        if (open) {
            const close = /^ {0,3}(`{3,})\s*$/.exec(line);
            if (close && close[1].length >= open.fence.length) {
                if (open.yaml)
                    last = open.body.join('\n');
                open = undefined;
            }
            else {
                open.body.push(line);
            }
            continue;
        }
        const start = /^ {0,3}(`{3,})\s*([\w+-]*)/.exec(line);
        if (start) {
            const lang = start[2].toLowerCase();
            open = { fence: start[1], yaml: lang === 'yaml' || lang === 'yml', body: [] };
        }
    }
    if (open?.yaml)
        last = open.body.join('\n');
    if (last === undefined)
        return undefined;
    const trimmed = last.replace(/^\s*\n/, '').replace(/\s+$/, '');
    return trimmed === '' ? undefined : `${trimmed}\n`;
}

// EXTERNAL MODULE: ./src/prd/index.ts + 8 modules
var prd = __webpack_require__(4497);
;// CONCATENATED MODULE: ./src/planning/generate-tasks.ts
/**
 * `ralph tasks`: a restricted, headless Claude run turns a specification into prd.yaml.
 * The answer is validated before anything is written; an invalid answer gets one retry in
 * the same session with the validation errors, and an invalid file is never written.
 */







/** Read-only tools: the agent may look at the repository and its skills, not change them. */
const TASKS_ALLOWED_TOOLS = ['Read', 'Glob', 'Grep', 'Skill'];
const TASKS_MAX_TURNS = 8;
async function generateTasks(deps, args) {
    const specFile = external_node_path_default().resolve(args.cwd, args.specPath);
    const outFile = external_node_path_default().resolve(args.cwd, args.outPath ?? '.ralph/prd.yaml');
    let specText;
    try {
        specText = await (0,promises_.readFile)(specFile, 'utf8');
    }
    catch {
        return { kind: 'spec_missing', path: specFile };
    }
    if (!args.force && (await (0,files/* exists */.t2)(outFile)))
        return { kind: 'exists', path: outFile };
    const shownOut = external_node_path_default().relative(args.cwd, outFile) || outFile;
    const base = {
        claudePath: deps.claudePath,
        cwd: args.cwd,
        maxTurns: TASKS_MAX_TURNS,
        allowedTools: TASKS_ALLOWED_TOOLS,
        timeoutMs: deps.timeoutMs ?? 10 * 60_000,
        idleTimeoutMs: deps.idleTimeoutMs ?? 5 * 60_000,
        env: deps.env,
        signal: deps.signal,
        onText: deps.onText,
    };
    const attempt = async (options) => {
        const result = await deps.runner.run(options);
        const yaml = extractLastYamlBlock(result.finalText) ?? extractLastYamlBlock(result.assistantText);
        if (yaml === undefined) {
            return {
                result,
                errors: ['no ```yaml fenced block found in the final message'],
                taskCount: 0,
            };
        }
        const check = deps.validate(yaml, shownOut);
        return { result, yaml, errors: check.errors, taskCount: check.taskCount };
    };
    const specShown = external_node_path_default().relative(args.cwd, specFile) || specFile;
    const first = await attempt({ ...base, prompt: renderTasksPrompt(specShown, specText) });
    if (first.result.outcome !== 'completed') {
        return { kind: 'agent_failed', summary: first.result.summary, attempts: 1 };
    }
    let final = first;
    if (first.errors.length > 0) {
        const retryPrompt = renderRetryPrompt(first.errors);
        // Resume the same conversation so the agent fixes its own answer; without a session
        // id, start over with the original request and the errors.
        final = await attempt(first.result.sessionId
            ? { ...base, prompt: retryPrompt, resumeSessionId: first.result.sessionId }
            : { ...base, prompt: `${renderTasksPrompt(specShown, specText)}\n\n${retryPrompt}` });
        if (final.result.outcome !== 'completed') {
            return { kind: 'agent_failed', summary: final.result.summary, attempts: 2 };
        }
        if (final.errors.length > 0)
            return { kind: 'invalid', errors: final.errors, attempts: 2 };
    }
    await (0,files/* writeFileAtomic */.Zf)(outFile, ensureSchemaComment(final.yaml, deps.schemaUrl));
    return {
        kind: 'written',
        path: outFile,
        taskCount: final.taskCount,
        attempts: final === first ? 1 : 2,
    };
}
/** The prd validator, as `ralph validate` sees the file. */
function checkTaskListText(text, file) {
    const loaded = (0,prd/* parsePrdText */.fX)(text, file);
    const errors = loaded.errors.map(prd/* formatDiagnostic */.xy);
    if (errors.length === 0 && !loaded.prd)
        errors.push(`${file}: not a valid task list`);
    return { errors, taskCount: loaded.prd?.tasks.length ?? 0 };
}

// EXTERNAL MODULE: ./src/planning/wiring.ts + 1 modules
var planning_wiring = __webpack_require__(7492);
// EXTERNAL MODULE: ./src/cli/types.ts
var types = __webpack_require__(452);
;// CONCATENATED MODULE: ./src/cli/commands/tasks.ts
/** `ralph tasks <spec-file>`: turn a specification into .ralph/prd.yaml with Claude. */




function createTasksCommand(wiring = planning_wiring/* defaultPlanningWiring */.F) {
    return {
        name: 'tasks',
        summary: 'Convert a specification into .ralph/prd.yaml with Claude (validated before writing)',
        usage: 'ralph tasks <spec-file> [--out .ralph/prd.yaml] [--force]',
        examples: [
            'ralph tasks plans/SPEC.md',
            'ralph tasks docs/feature.md --out .ralph/prd.yaml --force',
        ],
        options: {
            out: { type: 'string', short: 'o' },
            force: { type: 'boolean' },
        },
        optionHelp: {
            out: 'Where to write the task list (default .ralph/prd.yaml)',
            force: 'Overwrite an existing task list',
        },
        maxPositionals: 1,
        async run({ positionals, values, io, signal }) {
            const spec = positionals[0];
            if (!spec)
                throw new types/* UsageError */.e('missing <spec-file>, e.g. `ralph tasks plans/SPEC.md`');
            const out = typeof values.out === 'string' ? values.out : '.ralph/prd.yaml';
            const shown = (file) => external_node_path_default().relative(io.cwd, file) || file;
            io.stderr(`Converting ${spec} into a task list with Claude (ralph-tasks skill)...\n`);
            let result;
            try {
                result = await generateTasks({
                    runner: wiring.createRunner(),
                    claudePath: await wiring.resolveClaude(io.env, io.cwd),
                    validate: checkTaskListText,
                    env: io.env,
                    signal,
                }, { cwd: io.cwd, specPath: spec, outPath: out, force: values.force === true });
            }
            catch (error) {
                io.stderr(`error: ${error.message}\n`);
                return 1;
            }
            switch (result.kind) {
                case 'written':
                    io.stdout(`Wrote ${result.taskCount} task${result.taskCount === 1 ? '' : 's'} to ${shown(result.path)}\n` +
                        `Next: review it, then \`ralph validate\` and \`ralph run\`.\n`);
                    return 0;
                case 'spec_missing':
                    io.stderr(`error: spec file not found: ${shown(result.path)}\n`);
                    return 1;
                case 'exists':
                    io.stderr(`error: ${shown(result.path)} already exists; use --force to overwrite it.\n`);
                    return 1;
                case 'agent_failed':
                    io.stderr(`error: Claude did not finish: ${result.summary}\nNothing was written.\n`);
                    return 1;
                case 'invalid':
                    io.stderr(`error: Claude's task list is still invalid after one retry; nothing was written.\n` +
                        result.errors.map((e) => `  ${e}\n`).join(''));
                    return 1;
            }
        },
    };
}
const tasksCommand = createTasksCommand();


/***/ }),

/***/ 9795:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J8: () => (/* binding */ fileChanged),
/* harmony export */   Rj: () => (/* binding */ fingerprint),
/* harmony export */   Zf: () => (/* reexport safe */ _files_atomic_js__WEBPACK_IMPORTED_MODULE_2__.Z),
/* harmony export */   t2: () => (/* binding */ exists)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _files_atomic_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5127);
/** Small file helpers of the planning commands. */




async function exists(file) {
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(file);
        return true;
    }
    catch {
        return false;
    }
}
async function fingerprint(file) {
    try {
        const [info, content] = await Promise.all([(0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(file), (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(file)]);
        return {
            exists: true,
            mtimeMs: info.mtimeMs,
            sha256: (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(content).digest('hex'),
        };
    }
    catch {
        return { exists: false };
    }
}
/** Created, or rewritten (new mtime) or changed content (which catches same-tick rewrites). */
function fileChanged(before, after) {
    if (!after.exists)
        return false;
    if (!before.exists)
        return true;
    return before.mtimeMs !== after.mtimeMs || before.sha256 !== after.sha256;
}


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

/***/ 4497:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Yw: () => (/* reexport */ ImportError),
  o9: () => (/* reexport */ yaml_source/* MAX_PRD_BYTES */.o9),
  BV: () => (/* reexport */ schema/* PRD_SCHEMA_URL */.BV),
  ho: () => (/* reexport */ prd_document/* PrdEditError */.ho),
  Hi: () => (/* reexport */ schema/* TASK_STATUSES */.Hi),
  g6: () => (/* reexport */ prd_select/* countTasks */.g6),
  gl: () => (/* reexport */ detectImportFormat),
  xy: () => (/* reexport */ diagnostics/* formatDiagnostic */.xy),
  T4: () => (/* reexport */ schema/* idKey */.T4),
  ir: () => (/* reexport */ importToPrdYaml),
  As: () => (/* reexport */ prd_select/* isComplete */.As),
  zK: () => (/* reexport */ prd_document/* isoDateTime */.zK),
  fX: () => (/* reexport */ load/* parsePrdText */.f),
  z_: () => (/* reexport */ prdJsonSchemaText),
  ZV: () => (/* reexport */ prd_select/* progressPercent */.ZV),
  L2: () => (/* reexport */ save/* savePrdDocument */.L),
  DB: () => (/* reexport */ prd_select/* selectNextTask */.DB),
  Zf: () => (/* reexport */ save/* writeFileAtomic */.Z)
});

// UNUSED EXPORTS: ALLOWED_TRANSITIONS, DisciplineSchema, DisciplinesFileSchema, FeatureSchema, FeaturesFileSchema, MAX_SHOWN_DIAGNOSTICS, McpServerSchema, PRIORITIES, PROVENANCES, PrdDocument, PrdSchema, PrioritySchema, ProjectSchema, SCHEMA_COMMENT, SUPPORTED_SCHEMA_VERSION, TaskCommentSchema, TaskIdSchema, TaskSchema, TaskStatusSchema, capDiagnostics, checkTransition, emitPrdYaml, findTask, importToPrd, isoDate, loadPrdFile, prdJsonSchema, projectBranch, taskPriority

// EXTERNAL MODULE: ./src/prd/schema.ts
var schema = __webpack_require__(3022);
// EXTERNAL MODULE: ./src/prd/diagnostics.ts
var diagnostics = __webpack_require__(5409);
// EXTERNAL MODULE: ./src/prd/load.ts + 4 modules
var load = __webpack_require__(4010);
// EXTERNAL MODULE: ./src/prd/select.ts
var prd_select = __webpack_require__(8997);
// EXTERNAL MODULE: ./src/prd/state-machine.ts
var state_machine = __webpack_require__(1968);
// EXTERNAL MODULE: ./src/prd/document.ts + 1 modules
var prd_document = __webpack_require__(294);
// EXTERNAL MODULE: ./src/prd/save.ts
var save = __webpack_require__(9136);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ../../main/node_modules/yaml/dist/index.js
var dist = __webpack_require__(3645);
;// CONCATENATED MODULE: ./src/prd/importers/emit.ts
/** Writes a Prd as prd.yaml text in the SPEC-035 style, with the editor schema line on top. */


const SCHEMA_COMMENT = `# yaml-language-server: $schema=${schema/* PRD_SCHEMA_URL */.BV}`;
const FLOW_LISTS = new Set(['tags', 'depends_on']);
function emitPrdYaml(prd) {
    const doc = new dist/* Document */.yo(prd);
    doc.commentBefore = SCHEMA_COMMENT.slice(1);
    const root = doc.contents;
    const tasks = root.items.find((p) => p.key.value === 'tasks');
    if (tasks) {
        tasks.key.spaceBefore = true;
        tasks.value.items.forEach((item, i) => {
            if (i > 0)
                item.spaceBefore = true;
        });
    }
    (0,dist/* visit */.YR)(doc, {
        Pair(_, pair) {
            if ((0,dist/* isScalar */.jn)(pair.key) && FLOW_LISTS.has(String(pair.key.value)) && (0,dist/* isSeq */.oP)(pair.value)) {
                pair.value.flow = true;
            }
        },
        Scalar(_, node) {
            if (typeof node.value === 'string' && node.value.includes('\n'))
                node.type = 'BLOCK_LITERAL';
        },
    });
    return doc.toString({
        defaultStringType: 'QUOTE_DOUBLE',
        defaultKeyType: 'PLAIN',
        lineWidth: 0,
        flowCollectionPadding: false,
    });
}

;// CONCATENATED MODULE: ./src/prd/importers/errors.ts
/** A task list that cannot be converted; the message says where and why. */
class ImportError extends Error {
    name = 'ImportError';
}

;// CONCATENATED MODULE: ./src/prd/importers/shared.ts
/** Small helpers shared by the importers. */

function parseJson(text, fileName) {
    try {
        return JSON.parse(text);
    }
    catch (e) {
        throw new ImportError(`${fileName} is not valid JSON: ${e.message}`);
    }
}
function isRecord(v) {
    return v !== null && typeof v === 'object' && !Array.isArray(v);
}
function optionalString(entry, key, where) {
    const v = entry[key];
    if (v === undefined || v === null)
        return undefined;
    if (typeof v !== 'string')
        throw new ImportError(`${where}: ${key} must be a string`);
    return v.trim() === '' ? undefined : v;
}
function requiredString(entry, key, where) {
    const v = optionalString(entry, key, where);
    if (v === undefined)
        throw new ImportError(`${where}: missing ${key}`);
    return v;
}
function stringList(entry, key, where) {
    const v = entry[key];
    if (v === undefined || v === null)
        return undefined;
    if (!Array.isArray(v) || v.some((x) => typeof x !== 'string')) {
        throw new ImportError(`${where}: ${key} must be a list of strings`);
    }
    const list = v.filter((s) => s.trim() !== '');
    return list.length > 0 ? list : undefined;
}
function isoDate(now) {
    return now.toISOString().slice(0, 10);
}

;// CONCATENATED MODULE: ./src/prd/importers/prd-md.ts


const HEADING = /^#\s+(.+?)\s*#*\s*$/;
const CHECKLIST_ITEM = /^\s*[-*+]\s+\[([ xX])\]\s+(.*\S)\s*$/;
function importPrdMarkdown(text, fileName, now, fallbackTitle) {
    let title;
    const tasks = [];
    for (const line of text.split(/\r?\n/)) {
        const heading = title === undefined ? HEADING.exec(line) : null;
        if (heading) {
            title = heading[1].replace(/\s+PRD$/i, '').trim() || undefined;
            continue;
        }
        const item = CHECKLIST_ITEM.exec(line);
        if (!item)
            continue;
        const number = String(tasks.length + 1).padStart(3, '0');
        tasks.push({
            id: `task-${number}`,
            title: item[2],
            status: item[1] === ' ' ? 'pending' : 'done',
        });
    }
    if (tasks.length === 0) {
        throw new ImportError(`${fileName}: no checklist items found (expected lines like "- [ ] Do something")`);
    }
    return {
        schema_version: '1.0',
        project: { title: title ?? fallbackTitle, created: isoDate(now) },
        tasks,
    };
}

;// CONCATENATED MODULE: ./src/prd/importers/tasks-json.ts


function priorityFromInteger(n) {
    if (n <= 1)
        return 'critical';
    if (n === 2)
        return 'high';
    if (n === 3)
        return 'medium';
    return 'low';
}
function importTasksJson(json, fileName, now) {
    if (!isRecord(json))
        throw new ImportError(`${fileName}: expected an object with userStories`);
    const stories = json.userStories;
    if (!Array.isArray(stories))
        throw new ImportError(`${fileName}: userStories must be a list`);
    if (stories.length === 0)
        throw new ImportError(`${fileName}: userStories is empty`);
    const title = requiredString(json, 'project', fileName);
    const rows = stories.map((story, i) => {
        const where = `${fileName}: userStories[${i}]`;
        if (!isRecord(story))
            throw new ImportError(`${where}: expected an object`);
        const rawId = story.id;
        if (!(typeof rawId === 'string' && rawId.trim()) && !Number.isInteger(rawId)) {
            throw new ImportError(`${where}: missing id`);
        }
        const priority = story.priority;
        if (priority !== undefined && priority !== null && !Number.isInteger(priority)) {
            throw new ImportError(`${where}: priority must be an integer (1 = highest)`);
        }
        const passes = story.passes;
        if (passes !== undefined && passes !== null && typeof passes !== 'boolean') {
            throw new ImportError(`${where}: passes must be true or false`);
        }
        const description = optionalString(story, 'description', where);
        const notes = optionalString(story, 'notes', where);
        const task = {
            id: typeof rawId === 'string' ? rawId.trim() : rawId,
            title: requiredString(story, 'title', where),
            status: passes === true ? 'done' : 'pending',
        };
        const text = [description, notes && `Notes: ${notes}`].filter(Boolean).join('\n\n');
        if (text)
            task.description = text;
        if (typeof priority === 'number')
            task.priority = priorityFromInteger(priority);
        const criteria = stringList(story, 'acceptanceCriteria', where);
        if (criteria)
            task.acceptance_criteria = criteria;
        return { task, order: typeof priority === 'number' ? priority : Number.POSITIVE_INFINITY };
    });
    rows.sort((a, b) => a.order - b.order);
    const project = { title };
    const description = optionalString(json, 'description', fileName);
    if (description)
        project.description = description;
    project.created = isoDate(now);
    const branch = optionalString(json, 'branchName', fileName);
    if (branch)
        project.branch = branch;
    return { schema_version: '1.0', project, tasks: rows.map((r) => r.task) };
}

;// CONCATENATED MODULE: ./src/prd/importers/tilth-json.ts



function importTilthJson(json, fileName, now, title) {
    if (!Array.isArray(json))
        throw new ImportError(`${fileName}: expected a list of tasks`);
    if (json.length === 0)
        throw new ImportError(`${fileName}: the task list is empty`);
    const tasks = json.map((entry, i) => {
        const where = `${fileName}: entry ${i + 1}`;
        if (!isRecord(entry))
            throw new ImportError(`${where}: expected an object`);
        const id = requiredString(entry, 'id', where).trim();
        const rawStatus = optionalString(entry, 'status', `${where} (${id})`) ?? 'pending';
        const task = {
            id,
            title: requiredString(entry, 'title', `${where} (${id})`),
            status: 'pending',
        };
        if (rawStatus === 'failed') {
            task.status = 'blocked';
            task.blocked_by = 'Failed in a previous tilth run';
        }
        else if (schema/* TASK_STATUSES */.Hi.includes(rawStatus)) {
            task.status = rawStatus;
        }
        else {
            throw new ImportError(`${where} (${id}): unknown status '${rawStatus}' (expected pending, done or failed)`);
        }
        const description = optionalString(entry, 'description', where);
        if (description)
            task.description = description;
        const criteria = stringList(entry, 'acceptance_criteria', where);
        if (criteria)
            task.acceptance_criteria = criteria;
        return task;
    });
    return { schema_version: '1.0', project: { title, created: isoDate(now) }, tasks };
}

;// CONCATENATED MODULE: ./src/prd/importers/index.ts
/** Converting other task-list formats into prd.yaml text. */












function detectImportFormat(text, fileName) {
    if (/\.(md|markdown)$/i.test(fileName))
        return 'prd-md';
    try {
        const json = JSON.parse(text);
        if (Array.isArray(json))
            return 'tilth-json';
        if (isRecord(json) && 'userStories' in json)
            return 'tasks-json';
        return undefined;
    }
    catch {
        return text.split(/\r?\n/).some((l) => CHECKLIST_ITEM.test(l)) ? 'prd-md' : undefined;
    }
}
function importToPrd(text, fileName, opts = {}) {
    const now = opts.now ?? new Date();
    const format = detectImportFormat(text, fileName);
    const fallbackTitle = opts.title ?? `Tasks imported from ${(0,external_node_path_.basename)(fileName)}`;
    switch (format) {
        case 'tasks-json':
            return importTasksJson(parseJson(text, fileName), fileName, now);
        case 'tilth-json':
            return importTilthJson(parseJson(text, fileName), fileName, now, fallbackTitle);
        case 'prd-md':
            return importPrdMarkdown(text, fileName, now, fallbackTitle);
        default:
            throw new ImportError(`Cannot tell the format of ${fileName}: expected a TASKS.json/prd.json object with userStories, ` +
                'a tilth prd.json list of tasks, or a prd.md checklist');
    }
}
/** Converts a task list to prd.yaml text; the result is validated before it is returned. */
function importToPrdYaml(text, fileName, opts = {}) {
    const prd = importToPrd(text, fileName, opts);
    const yaml = emitPrdYaml(prd);
    const check = (0,load/* parsePrdText */.f)(yaml, 'prd.yaml');
    if (check.errors.length > 0) {
        const problems = check.errors.map((d) => (0,diagnostics/* formatDiagnostic */.xy)(d)).join('\n  ');
        throw new ImportError(`${fileName} converts to an invalid prd.yaml:\n  ${problems}`);
    }
    return { yaml, taskCount: prd.tasks.length };
}

// EXTERNAL MODULE: ../../main/node_modules/zod/v4/core/json-schema-processors.js
var json_schema_processors = __webpack_require__(9162);
;// CONCATENATED MODULE: ./src/prd/json-schema.ts
/** The published JSON Schema of prd.yaml, generated from the zod schema (schema/prd.schema.json). */


function prdJsonSchema() {
    const generated = json_schema_processors/* toJSONSchema */.bl(schema/* PrdSchema */.Ui, { target: 'draft-2020-12', io: 'input' });
    const { $schema, ...rest } = generated;
    return {
        $schema,
        $id: schema/* PRD_SCHEMA_URL */.BV,
        title: 'Ralph task list (.ralph/prd.yaml)',
        description: 'SPEC-035 schema 1.0 with the prompt-assembly extensions (disciplines, features, task execution fields).',
        ...rest,
    };
}
/** The file content of schema/prd.schema.json. */
function prdJsonSchemaText() {
    return JSON.stringify(prdJsonSchema(), null, 2) + '\n';
}

// EXTERNAL MODULE: ./src/prd/yaml-source.ts
var yaml_source = __webpack_require__(9830);
;// CONCATENATED MODULE: ./src/prd/index.ts
/** The task-list core: load, validate, select, change status, save, import. */












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


/***/ }),

/***/ 8997:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   As: () => (/* binding */ isComplete),
/* harmony export */   DB: () => (/* binding */ selectNextTask),
/* harmony export */   VX: () => (/* binding */ findTask),
/* harmony export */   ZV: () => (/* binding */ progressPercent),
/* harmony export */   g6: () => (/* binding */ countTasks)
/* harmony export */ });
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3022);

const PRIORITY_RANK = { critical: 0, high: 1, medium: 2, low: 3 };
/** All tasks done or skipped with at least one done, or `completion_marker: true`. */
function isComplete(prd) {
    if (prd.completion_marker === true)
        return true;
    let hasDone = false;
    for (const task of prd.tasks) {
        if (task.status === 'done')
            hasDone = true;
        else if (task.status !== 'skipped')
            return false;
    }
    return hasDone;
}
function countTasks(prd) {
    const counts = {
        total: 0,
        done: 0,
        in_progress: 0,
        pending: 0,
        blocked: 0,
        skipped: 0,
    };
    for (const task of prd.tasks) {
        counts.total++;
        counts[task.status]++;
    }
    return counts;
}
/** Done tasks as a rounded percentage of all tasks (8 of 15 -> 53, as in SPEC-035 §9). */
function progressPercent(prd) {
    const { total, done } = countTasks(prd);
    return total === 0 ? 0 : Math.round((done / total) * 100);
}
function findTask(prd, id) {
    const key = (0,_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .idKey */ .T4)(id);
    return prd.tasks.find((t) => (0,_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .idKey */ .T4)(t.id) === key);
}
/**
 * The next task: `pending`, every `depends_on` done (skipped does not count), highest
 * priority first (critical > high > medium > low), then file order.
 */
function selectNextTask(prd) {
    if (isComplete(prd))
        return { kind: 'complete' };
    const byId = new Map();
    for (const task of prd.tasks)
        byId.set((0,_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .idKey */ .T4)(task.id), task);
    let best;
    let bestRank = Infinity;
    const waiting = [];
    for (const task of prd.tasks) {
        if (task.status !== 'pending')
            continue;
        const unmet = (task.depends_on ?? []).filter((dep) => byId.get((0,_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .idKey */ .T4)(dep))?.status !== 'done');
        if (unmet.length > 0) {
            waiting.push({ id: (0,_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .idKey */ .T4)(task.id), on: unmet.map(_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .idKey */ .T4) });
            continue;
        }
        const rank = PRIORITY_RANK[(0,_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .taskPriority */ .sh)(task)];
        if (rank < bestRank) {
            best = task;
            bestRank = rank;
            if (rank === 0)
                break;
        }
    }
    if (best)
        return { kind: 'task', task: best };
    const blocked = prd.tasks
        .filter((t) => t.status === 'blocked')
        .map((t) => ({ id: (0,_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .idKey */ .T4)(t.id), reason: t.blocked_by ?? 'no reason given' }));
    return { kind: 'none_ready', reason: explain(prd, byId, waiting, blocked), waiting, blocked };
}
const MAX_EXPLAINED = 5;
function describeDependency(id, byId) {
    const task = byId.get(id);
    if (!task)
        return `${id} (unknown)`;
    switch (task.status) {
        case 'blocked':
            return `${id} (blocked: ${task.blocked_by ?? 'no reason given'})`;
        case 'skipped':
            return `${id} (skipped, so it will never be done)`;
        case 'in_progress':
            return `${id} (in progress)`;
        default:
            return `${id} (${task.status})`;
    }
}
function explain(prd, byId, waiting, blocked) {
    const lines = [];
    for (const w of waiting.slice(0, MAX_EXPLAINED)) {
        lines.push(`${w.id} is waiting on ${w.on.map((d) => describeDependency(d, byId)).join(', ')}`);
    }
    if (waiting.length > MAX_EXPLAINED)
        lines.push(`${waiting.length - MAX_EXPLAINED} more waiting`);
    const inProgress = prd.tasks.filter((t) => t.status === 'in_progress').map((t) => (0,_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .idKey */ .T4)(t.id));
    if (inProgress.length > 0) {
        lines.push(`in progress: ${inProgress.slice(0, MAX_EXPLAINED).join(', ')}${inProgress.length > MAX_EXPLAINED ? ', ...' : ''}`);
    }
    const waitedOn = new Set(waiting.flatMap((w) => w.on));
    const shownBlocked = blocked.filter((b) => !waitedOn.has(b.id));
    for (const b of shownBlocked.slice(0, MAX_EXPLAINED))
        lines.push(`${b.id} is blocked: ${b.reason}`);
    if (shownBlocked.length > MAX_EXPLAINED)
        lines.push(`${shownBlocked.length - MAX_EXPLAINED} more blocked`);
    if (lines.length === 0) {
        const counts = countTasks(prd);
        return counts.done === 0
            ? 'No task is ready: every task is skipped, and at least one must be done to complete'
            : 'No task is ready';
    }
    return `No task is ready: ${lines.join('; ')}`;
}


/***/ }),

/***/ 1218:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hy: () => (/* binding */ cleanBlock),
/* harmony export */   Ir: () => (/* binding */ indentContinuation),
/* harmony export */   OF: () => (/* binding */ fenced),
/* harmony export */   VB: () => (/* binding */ renderFile)
/* harmony export */ });
/* unused harmony exports fenceFor, languageOf */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/** Small markdown helpers for prompt sections. */

const LANGUAGES = {
    '.md': 'markdown',
    '.markdown': 'markdown',
    '.ts': 'ts',
    '.tsx': 'tsx',
    '.js': 'js',
    '.jsx': 'jsx',
    '.mjs': 'js',
    '.cjs': 'js',
    '.json': 'json',
    '.yaml': 'yaml',
    '.yml': 'yaml',
    '.py': 'python',
    '.rs': 'rust',
    '.go': 'go',
    '.sh': 'bash',
    '.css': 'css',
    '.html': 'html',
    '.sql': 'sql',
    '.toml': 'toml',
};
/** A code fence longer than any backtick run inside `content`, so the file cannot close it. */
function fenceFor(content) {
    let longest = 0;
    for (const run of content.match(/`+/g) ?? [])
        longest = Math.max(longest, run.length);
    return '`'.repeat(Math.max(3, longest + 1));
}
function fenced(content, language = '') {
    const fence = fenceFor(content);
    const body = content.endsWith('\n') ? content : `${content}\n`;
    return `${fence}${language}\n${body}${fence}`;
}
function languageOf(filePath) {
    return LANGUAGES[node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.extname(filePath).toLowerCase()] ?? '';
}
/** `### path` then the fenced contents, or the note saying why they are missing. */
function renderFile(file) {
    if (file.content === undefined)
        return `### ${file.path}\n${file.note ?? `(file not found: ${file.path})`}`;
    return `### ${file.path}\n${fenced(file.content, languageOf(file.path))}`;
}
/** Trims trailing whitespace and surrounding blank lines; CRLF becomes LF. */
function cleanBlock(text) {
    return text
        .replace(/\r\n?/g, '\n')
        .split('\n')
        .map((line) => line.replace(/\s+$/, ''))
        .join('\n')
        .trim();
}
/** Continuation lines of a list item are indented so the item stays one item. */
function indentContinuation(text, indent = '  ') {
    return cleanBlock(text).split('\n').join(`\n${indent}`);
}


/***/ })

};
