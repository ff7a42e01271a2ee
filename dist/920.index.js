export const id = 920;
export const ids = [920];
export const modules = {

/***/ 2920:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createInitCommand: () => (/* binding */ createInitCommand),
  defaultInitDeps: () => (/* binding */ defaultInitDeps),
  initCommand: () => (/* binding */ initCommand)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/agent/resolve-claude.ts
var resolve_claude = __webpack_require__(1424);
// EXTERNAL MODULE: ./src/planning/wiring.ts + 1 modules
var wiring = __webpack_require__(554);
// EXTERNAL MODULE: ./src/report/format.ts
var format = __webpack_require__(2011);
;// CONCATENATED MODULE: ./src/scaffold/enhance.ts

const ENHANCE_PROMPT = `/init

CLAUDE.md and AGENTS.md already exist and hold the Ralph workflow instructions for ralph-action.
Enrich BOTH files with project-specific context: what the project does, how the code is laid out,
how to build, run and test it, and the conventions you observe. Put it in their "## Project"
section and keep that content identical in the two files. Keep the "Ralph workflow",
"Codebase Patterns" and "Quality Checks" sections, and do not change anything between
<!-- RALPH:CHECKS:START --> and <!-- RALPH:CHECKS:END -->. Do not create other files.`;
/** Runs /init headless with file tools only; resolves with a one-line outcome (never rejects). */
function claudeInitRunner(deps) {
    return async (cwd) => {
        const result = await deps.runner.run({
            claudePath: deps.claudePath,
            cwd,
            prompt: ENHANCE_PROMPT,
            maxTurns: 40,
            timeoutMs: 15 * 60_000,
            idleTimeoutMs: 5 * 60_000,
            allowedTools: ['Read', 'Glob', 'Grep', 'LS', 'Edit', 'MultiEdit', 'Write'],
            env: deps.env,
            signal: deps.signal,
            onText: deps.onText,
        });
        if (result.outcome === 'completed') {
            return {
                ok: true,
                message: `Claude Code's /init enriched CLAUDE.md and AGENTS.md (${(0,format/* plural */.LS)(result.numTurns, 'turn')})`,
            };
        }
        return {
            ok: false,
            message: `Claude Code's /init did not finish (${result.outcome}): ${result.summary}`,
        };
    };
}

// EXTERNAL MODULE: ./src/checks/detect.ts
var detect = __webpack_require__(4914);
// EXTERNAL MODULE: ./src/engine/gate/defaults.ts
var defaults = __webpack_require__(7360);
// EXTERNAL MODULE: ./src/engine/gate/glob.ts
var glob = __webpack_require__(6496);
;// CONCATENATED MODULE: ./src/engine/gate/detect.ts
/**
 * The protected files `ralph init` finds in a repository, for the block's `protect:` list: the
 * default globs that match a file at its root, and the workflows directory. The package.json
 * scripts the checks reach are protected without being listed.
 */




const WORKFLOWS = '.github/workflows/**';
async function detectProtectGlobs(repoDir) {
    const names = await (0,promises_.readdir)(repoDir).catch(() => []);
    const rootGlobs = defaults/* DEFAULT_PROTECTED_GLOBS */.Nf.filter((g) => !g.includes('/')).map(glob/* globMatcher */.f);
    const found = names.filter((name) => rootGlobs.some((matches) => matches(name))).sort();
    const workflows = await (0,promises_.stat)((0,external_node_path_.join)(repoDir, '.github', 'workflows')).catch(() => undefined);
    return workflows?.isDirectory() ? [...found, WORKFLOWS] : found;
}

// EXTERNAL MODULE: ./src/checks/markers.ts
var markers = __webpack_require__(2814);
// EXTERNAL MODULE: ./src/checks/parse.ts
var parse = __webpack_require__(906);
// EXTERNAL MODULE: ./src/prd/index.ts + 19 modules
var prd = __webpack_require__(5976);
;// CONCATENATED MODULE: ./src/scaffold/existing-tasks.ts
/**
 * Task lists of other tools already in a repository, found by `ralph init` so that it names the
 * `ralph import` command for them instead of writing the example task: Ralph tools' prd.json,
 * TASKS.json, fix_plan.md and IMPLEMENTATION_PLAN.md, Task Master's tasks.json, spec-kit's and
 * Kiro's per-feature tasks.md, tilth and ralph-orchestrator task directories.
 */



/** Single files, in the order they are reported. */
const FILES = [
    'prd.json',
    'scripts/ralph/prd.json',
    'TASKS.json',
    '.ralph/fix_plan.md',
    '@fix_plan.md',
    'fix_plan.md',
    'IMPLEMENTATION_PLAN.md',
    '.ralph/IMPLEMENTATION_PLAN.md',
    '.taskmaster/tasks/tasks.json',
    'tasks/tasks.json',
];
/** Directories whose own files match a pattern. */
const FILE_PATTERNS = [['tasks', /^prd-.+\.md$/]];
/** Directories holding one `tasks.md` per feature (spec-kit, Kiro). */
const FEATURE_TASK_FILES = ['specs', '.kiro/specs'];
/** Directories that are one task list each (ralph-orchestrator's code tasks). */
const TASK_DIRECTORIES = [
    ['tasks', /\.code-task\.md$/i],
    ['.ralph/tasks', /\.code-task\.md$/i],
];
/** Directories holding one task-list directory per feature (tilth). */
const FEATURE_ROOTS = [['.tilth', /^T-\d+.*\.md$/]];
async function isFile(path) {
    return (0,promises_.stat)(path).then((s) => s.isFile(), () => false);
}
async function namesIn(dir) {
    const entries = await (0,promises_.readdir)(dir, { withFileTypes: true }).catch(() => []);
    return entries.map((e) => (e.isDirectory() ? `${e.name}/` : e.name)).sort();
}
async function sourceFile(repoDir, path) {
    const baseName = path.split('/').pop();
    return { name: path, baseName, text: await (0,promises_.readFile)((0,external_node_path_.join)(repoDir, path), 'utf8') };
}
/** What the importer makes of it, read-only. */
function trial(source) {
    try {
        const result = (0,prd/* importSourceToYaml */.Dq)(source);
        const n = result.taskCount;
        return { summary: `${result.report.format}, ${n} task${n === 1 ? '' : 's'}`, converts: true };
    }
    catch (error) {
        return { summary: error.message.split('\n')[0], converts: false };
    }
}
function entry(path, result) {
    return { path, command: `ralph import ${path}`, ...result };
}
async function directoryList(repoDir, dir, pattern) {
    const names = (await namesIn((0,external_node_path_.join)(repoDir, dir))).filter((n) => /\.md$/i.test(n));
    if (!names.some((n) => pattern.test(n)))
        return undefined;
    const files = await Promise.all(names.map((n) => sourceFile(repoDir, `${dir}/${n}`)));
    return entry(`${dir}/`, trial({ kind: 'directory', name: `${dir}/`, files }));
}
async function findExistingTaskLists(repoDir) {
    const found = [];
    const addFile = async (path) => {
        const file = await sourceFile(repoDir, path);
        found.push(entry(path, trial({ kind: 'file', file })));
    };
    for (const path of FILES)
        if (await isFile((0,external_node_path_.join)(repoDir, path)))
            await addFile(path);
    for (const [dir, pattern] of FILE_PATTERNS) {
        for (const name of await namesIn((0,external_node_path_.join)(repoDir, dir))) {
            if (pattern.test(name))
                await addFile(`${dir}/${name}`);
        }
    }
    for (const root of FEATURE_TASK_FILES) {
        for (const name of await namesIn((0,external_node_path_.join)(repoDir, root))) {
            const path = `${root}/${name}tasks.md`;
            if (name.endsWith('/') && (await isFile((0,external_node_path_.join)(repoDir, path))))
                await addFile(path);
        }
    }
    for (const [dir, pattern] of TASK_DIRECTORIES) {
        const list = await directoryList(repoDir, dir, pattern);
        if (list)
            found.push(list);
    }
    for (const [root, pattern] of FEATURE_ROOTS) {
        for (const name of await namesIn((0,external_node_path_.join)(repoDir, root))) {
            if (!name.endsWith('/'))
                continue;
            const list = await directoryList(repoDir, `${root}/${name.slice(0, -1)}`, pattern);
            if (list)
                found.push(list);
        }
    }
    return found;
}

// EXTERNAL MODULE: ./src/scaffold/files.ts
var files = __webpack_require__(8485);
// EXTERNAL MODULE: ./src/prd/example-task.ts
var example_task = __webpack_require__(9368);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./src/checks/render.ts
var render = __webpack_require__(2517);
;// CONCATENATED MODULE: ./src/scaffold/status-block.ts
/** The PRP_PHASE_STATUS block as the agent should end its final message (spec 003). */
const PHASE_STATUS_EXAMPLE = `---PRP_PHASE_STATUS---
TIMESTAMP: 2026-02-05T10:30:00Z
PHASE: GREEN
STATUS: COMPLETE
ITERATION: 1
PROGRESS_PERCENT: 100

TESTS:
  TOTAL: 42
  PASSING: 42
  FAILING: 0
  SKIPPED: 0

FILES:
  CREATED: 2
  MODIFIED: 3
  DELETED: 0

CIRCUIT_BREAKER:
  STATE: CLOSED
  NO_PROGRESS_COUNT: 0

DUAL_GATE:
  GATE_1: true
  GATE_2: true
  CAN_EXIT: true

BLOCKERS:
  - none

EXIT_SIGNAL: true
RECOMMENDATION: Task complete - all quality checks pass
---END_PRP_PHASE_STATUS---`;
/** How to fill the block in, for people and agents. */
const PHASE_STATUS_RULES = `- The delimiter lines are exactly \`---PRP_PHASE_STATUS---\` and \`---END_PRP_PHASE_STATUS---\`, with no spaces around them.
- PHASE: RED (writing tests), GREEN (implementing), REFACTOR or DOCUMENT. STATUS: IN_PROGRESS, BLOCKED or COMPLETE.
- ITERATION is the iteration number from the prompt (1 if none is given); PROGRESS_PERCENT is 0-100.
- TESTS: PASSING + FAILING + SKIPPED must equal TOTAL, counted from the last test run (all 0 if there are no tests).
- FILES counts the files you created, modified and deleted for this task.
- Booleans are lowercase \`true\`/\`false\`; numbers are unquoted. CAN_EXIT is GATE_1 and GATE_2.
- BLOCKERS lists what stops you, one \`- item\` per line, or \`- none\`.
- EXIT_SIGNAL: true only when the task is finished and every required check passes.
- RECOMMENDATION is one line: the next action.`;

// EXTERNAL MODULE: ./src/checks/package-manager.ts
var package_manager = __webpack_require__(1531);
;// CONCATENATED MODULE: ./src/scaffold/workflow-setup.ts
/** The set-up steps of the workflow `ralph init` writes: the project's own toolchain. */

const GENERIC = `      # Set up whatever the RALPH:CHECKS commands of CLAUDE.md need here,
      # e.g. actions/setup-node and \`npm ci\`.
`;
function nodeSteps(manager, nodeVersionFile) {
    const version = nodeVersionFile ? `node-version-file: ${nodeVersionFile}` : 'node-version: lts/*';
    // setup-node caches npm by itself; pnpm and yarn come from corepack, installed first
    // (newer Node releases no longer bundle it).
    const cache = manager.name === 'npm' && manager.lockfile ? '\n          cache: npm' : '';
    const corepack = manager.name === 'npm'
        ? ''
        : '      - run: npm install --global corepack@latest && corepack enable\n';
    return `      # The toolchain the RALPH:CHECKS commands of CLAUDE.md need (${manager.name}).
      - uses: actions/setup-node@v7
        with:
          ${version}${cache}
${corepack}      - run: ${(0,package_manager/* installCommand */.Je)(manager)}
`;
}
/** The commands that install a Python project and the tools its checks run. */
function pythonInstall(python) {
    const commands = ['python -m pip install --upgrade pip'];
    for (const file of python.requirements)
        commands.push(`python -m pip install -r ${file}`);
    if (python.installable)
        commands.push('python -m pip install -e .');
    if (python.tools.length > 0)
        commands.push(`python -m pip install ${python.tools.join(' ')}`);
    return commands;
}
function pythonSteps(python) {
    const version = python.versionFile
        ? `python-version-file: ${python.versionFile}`
        : "python-version: '3.x'";
    // setup-python's pip cache needs a requirements file to key on.
    const cache = python.requirements.length > 0 ? '\n          cache: pip' : '';
    return `      # Python, the project and the tools of its checks.
      - uses: actions/setup-python@v7
        with:
          ${version}${cache}
      - run: |
${pythonInstall(python)
        .map((command) => `          ${command}`)
        .join('\n')}
`;
}
function goSteps() {
    return `      # Go, at the version go.mod names.
      - uses: actions/setup-go@v7
        with:
          go-version-file: go.mod
`;
}
function rustSteps(components) {
    const with_ = components.length > 0 ? `\n        with:\n          components: ${components.join(', ')}` : '';
    return `      # The stable Rust toolchain (a rust-toolchain.toml in the project still wins).
      - uses: dtolnay/rust-toolchain@stable${with_}
`;
}
function javaSteps(buildTool) {
    return `      # Java (Temurin, the current LTS) with the ${buildTool === 'maven' ? 'Maven' : 'Gradle'} cache.
      - uses: actions/setup-java@v5
        with:
          distribution: temurin
          java-version: '21'
          cache: ${buildTool}
`;
}
/** YAML steps (indented for a job's \`steps:\`) that install what the checks run. */
function setupSteps(facts) {
    const steps = [];
    if (facts.packageManager)
        steps.push(nodeSteps(facts.packageManager, facts.nodeVersionFile));
    if (facts.python)
        steps.push(pythonSteps(facts.python));
    if (facts.go)
        steps.push(goSteps());
    if (facts.rust)
        steps.push(rustSteps(facts.rust.components));
    if (facts.java)
        steps.push(javaSteps(facts.java.buildTool));
    return steps.length > 0 ? steps.join('') : GENERIC;
}

;// CONCATENATED MODULE: ./src/scaffold/templates.ts
/** The files `ralph init` writes. Pure functions of the project's name and checks. */





const PRD_SCHEMA_URL = 'https://raw.githubusercontent.com/ralph-action/ralph-action/main/schema/prd.schema.json';
const ACTION_REFERENCE = 'ralph-action/ralph-action@v1';
const ATTEMPTS_IGNORE_ENTRY = '.ralph/attempts/';
/** "My App!" -> "my-app"; never empty. */
function slugify(text) {
    const slug = text
        .toLowerCase()
        .normalize('NFKD')
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, 50)
        .replace(/-+$/, '');
    return slug || 'project';
}
/** A YAML scalar, quoted only when it has to be. */
function scalar(value) {
    return (0,dist/* stringify */.As)(value, { lineWidth: 0 }).trimEnd();
}
function prdTemplate({ title, today }) {
    return `# yaml-language-server: $schema=${PRD_SCHEMA_URL}
#
# The task list ralph-action works through, one task per iteration.
# Replace the example task with your own (or let the ralph-tasks skill write this
# file from plans/SPEC.md), then check it with \`ralph validate\`.
# The harness owns \`status\`: it marks tasks in_progress, done or blocked as it works.
schema_version: "1.0"
project:
  title: ${scalar(title)}
  description: What this project is and what the tasks below should achieve.
  created: ${scalar(today)}
  branch: ${scalar(`ralph/${slugify(title)}`)}
tasks:
  - id: task-001
    title: ${example_task/* EXAMPLE_TASK_TITLE */.OJ}
    description: >-
      One small, verifiable change that fits in a single agent session:
      say what to build and where, not how to build it.
    status: pending
    priority: high
    acceptance_criteria:
      - A concrete, checkable outcome (a command, a test, a visible behaviour)
      - All quality checks in CLAUDE.md pass
    context_files: []
    hints: Optional pointers for the agent, e.g. the module to extend or a pattern to follow.
`;
}
function progressTemplate() {
    return `# Ralph Progress Log

> ralph-action appends a block here after every iteration: the task, what changed and what was learned.

## Codebase Patterns

(Patterns discovered during iterations will be consolidated here)

---
`;
}
function workflowInstructions(fileName) {
    const other = fileName === 'CLAUDE.md' ? 'AGENTS.md' : 'CLAUDE.md';
    return `## Ralph workflow

This repository is developed with [ralph-action](https://github.com/ralph-action/ralph-action):
a harness runs the Ralph loop (in GitHub Actions, or locally with \`ralph once\` / \`ralph loop\`).
Each iteration starts a fresh agent on ONE task from \`.ralph/prd.yaml\`, verifies the result with
the Quality Checks below, commits it, and moves on to the next task.

When the harness gives you a task:

1. **One task only.** Implement exactly the task in the prompt. Read its description, acceptance
   criteria, hints and context files first. Keep the change small and focused; do not start other tasks.
2. **Run the checks.** Run every command in "Quality Checks" below. If a required check fails, fix the
   cause (not the check) and run them all again until they pass.
3. **The harness owns the bookkeeping.** Do not edit \`.ralph/prd.yaml\` (task status), \`.ralph/progress.txt\`
   or the RALPH:CHECKS block. Do not commit, push or switch branches: the harness commits your work once
   the checks it read from the starting commit pass, and it restores any of those files you change.
4. **Remember what you learned.** Add reusable patterns (conventions, gotchas, useful commands) to the
   "Codebase Patterns" section of BOTH this file and ${other}, keeping the two identical. Record general,
   lasting knowledge only, not a diary of the task.
5. **Report your status.** End your final message with a PRP_PHASE_STATUS block (below). If you cannot
   finish the task, write a line \`RALPH_CANNOT_COMPLETE: <reason>\` before the block, set STATUS to
   BLOCKED and list the blockers.

### The status block

\`\`\`text
${PHASE_STATUS_EXAMPLE}
\`\`\`

${PHASE_STATUS_RULES}`;
}
/**
 * The Quality Checks section of the file that does not hold the RALPH:CHECKS block: a pointer,
 * so the checks have one definition (two copies drift, and the harness reads only the first).
 */
function checksPointerSection(holder) {
    return `${render/* QUALITY_CHECKS_HEADING */.Np}

The quality checks are defined once, in the RALPH:CHECKS block of ${holder}: run every command
listed there before finishing a task, and fix the code (not the checks) when one fails.
`;
}
/**
 * A new CLAUDE.md or AGENTS.md: project notes, the Ralph workflow, patterns and the checks (the
 * block itself when this file holds it, else a pointer to `holder`).
 */
function agentInstructionsTemplate(fileName, checks, holder = fileName, protect = []) {
    const other = fileName === 'CLAUDE.md' ? 'AGENTS.md' : 'CLAUDE.md';
    return `# ${fileName}

Instructions for coding agents working in this repository. Keep this file and ${other} in sync.

## Project

Describe the project here: what it does, how the code is laid out, how to build and run it.
(\`ralph init --enhance\` asks Claude Code to fill this in from the code.)

${workflowInstructions(fileName)}

## Codebase Patterns

(Reusable patterns discovered during iterations are recorded here, identical in CLAUDE.md and AGENTS.md.)

${holder === fileName ? (0,render/* renderQualityChecksSection */.yv)(checks, protect) : checksPointerSection(holder)}`;
}
/** What is appended to an existing CLAUDE.md/AGENTS.md that has no checks block. */
function appendedChecksSection(existing, checks, holder, protect = []) {
    const separator = existing.length === 0 || existing.endsWith('\n\n')
        ? ''
        : existing.endsWith('\n')
            ? '\n'
            : '\n\n';
    const section = holder
        ? checksPointerSection(holder)
        : (0,render/* renderQualityChecksSection */.yv)(checks, protect);
    return `${existing}${separator}${section}`;
}
/** A YAML flow sequence of workflow names, each quoted. */
function yamlNames(names) {
    return `[${names.map((n) => JSON.stringify(n)).join(', ')}]`;
}
/**
 * The workflow_run trigger for the repository's CI workflows (by name), or a comment saying how
 * to add it when init found none.
 */
function ciTrigger(ciWorkflows) {
    if (ciWorkflows.length === 0)
        return `  # Add your CI workflows' names here to have failed runs on Ralph's branch fixed:
  # workflow_run:
  #   workflows: [CI]
  #   types: [completed]
`;
    return `  # A finished CI run on Ralph's branch: a failure becomes a task, fixed at once (ci-gate).
  workflow_run:
    workflows: ${yamlNames(ciWorkflows)}
    types: [completed]
`;
}
/**
 * The workflow; \`setup\` are the steps that install the checks' toolchain (see workflow-setup),
 * \`ciWorkflows\` the names of the repository's CI workflows (their failures become tasks).
 */
function workflowTemplate(setup = setupSteps({}), ciWorkflows = []) {
    return `# Runs the Ralph loop with ralph-action: one verified task per iteration from .ralph/prd.yaml.
# Start it from the Actions tab ("Run workflow"), or comment on the loop's pull request:
# \`/ralph next\`, \`/ralph run 3\`, \`/ralph retry <task>\`, \`/ralph skip <task>\` or \`/ralph status\`.
# Needs the repository secret ANTHROPIC_API_KEY.
name: Ralph

on:
  workflow_dispatch:
    inputs:
      iterations:
        description: How many tasks to attempt in this run
        type: number
        required: false
        default: 3
  issue_comment:
    types: [created]
${ciTrigger(ciWorkflows)}
# Push commits, open/update the pull request, reply to comments, set a commit status, and
# start the repository's CI workflows on Ralph's commits and read their job logs
# (actions: write, which includes read; see ci-workflows and ci-gate).
permissions:
  contents: write
  pull-requests: write
  issues: write
  statuses: write
  actions: write

# Every workflow that runs the loop (scheduled, dispatch, comment commands) shares this group,
# so two runs never work on the task list at once: they would pick the same task and the
# later one could not push. Never cancel a running loop: it may be between commit and push.
# (Several task lists on different branches? Give each one its own group.)
# \`queue: max\` keeps every waiting run: without it GitHub cancels a pending run when another
# arrives, and a \`/ralph\` comment made during a scheduled run would be lost.
concurrency:
  group: ralph-loop
  cancel-in-progress: false
  queue: max

jobs:
  ralph:
    # Manual runs, comments on pull requests that start with /ralph, and finished CI runs of
    # this repository (not a fork's). The action itself refuses commenters without write
    # access, and CI runs of other branches than Ralph's, before running anything.
    if: github.event_name == 'workflow_dispatch' || (github.event.issue.pull_request && startsWith(github.event.comment.body, '/ralph')) || (github.event_name == 'workflow_run' && github.event.workflow_run.head_repository.full_name == github.repository)
    runs-on: ubuntu-latest
    timeout-minutes: 120
    steps:
      - uses: actions/checkout@v7
        with:
          # Comments run on the default branch: start from the pull request's head instead.
          ref: \${{ github.event_name == 'issue_comment' && format('refs/pull/{0}/head', github.event.issue.number) || '' }}
          # Full history: the action switches to (or creates) the task list's branch itself.
          fetch-depth: 0
          # Keep the token out of .git/config, where the agent could read it.
          persist-credentials: false

${setup}
      - uses: ${ACTION_REFERENCE}
        with:
          anthropic-api-key: \${{ secrets.ANTHROPIC_API_KEY }}
          iterations: \${{ inputs.iterations || 3 }}

      # Agent transcripts and per-attempt records, for when a task needs a closer look.
      - uses: actions/upload-artifact@v7
        if: always()
        with:
          name: ralph-\${{ github.run_id }}-\${{ github.run_attempt }}
          path: \${{ runner.temp }}/ralph
          if-no-files-found: ignore
          retention-days: 14
`;
}

// EXTERNAL MODULE: ./src/git/run-git.ts
var run_git = __webpack_require__(6148);
;// CONCATENATED MODULE: ./src/scaffold/pins.ts
/**
 * `ralph init --pin`: every `uses:` line of the workflow pinned to a full commit SHA, the tag in
 * a comment, for organisations that allow only pinned actions.
 */


/**
 * The commits of the releases behind the majors the templates use, read from the actions'
 * repositories (`git rev-parse <tag>^{commit}`; each major tag points to that same commit).
 */
const GITHUB_ACTION_PINS = {
    'actions/checkout@v7': { tag: 'v7.0.1', sha: '3d3c42e5aac5ba805825da76410c181273ba90b1' },
    'actions/upload-artifact@v7': { tag: 'v7.0.0', sha: 'bbbca2ddaa5d8feaa63e36b76fdaad77386f024f' },
    'actions/setup-node@v7': { tag: 'v7.0.0', sha: '820762786026740c76f36085b0efc47a31fe5020' },
    'actions/setup-python@v7': { tag: 'v7.0.0', sha: '5fda3b95a4ea91299a34e894583c3862153e4b97' },
    'actions/setup-go@v7': { tag: 'v7.0.0', sha: 'b7ad1dad31e06c5925ef5d2fc7ad053ef454303e' },
    'actions/setup-java@v5': { tag: 'v5.7.0', sha: 'b6effb05e454b25005698d916606bdc6ffcbf961' },
    // dtolnay/rust-toolchain has no releases: its `stable` branch is the reference people use.
    'dtolnay/rust-toolchain@stable': {
        tag: 'stable',
        sha: '29eef336d9b2848a0b548edc03f92a220660cdb8',
    },
};
const ACTION_REPOSITORY_URL = 'https://github.com/ralph-action/ralph-action.git';
const USES = /^(\s*-?\s*uses:\s*)(\S+@[^\s#]+)(.*)$/;
const FULL_SHA = /@[0-9a-f]{40}$/;
/** The workflow with each `uses:` found in `pins` pinned; the references left as they were. */
function pinWorkflow(text, pins) {
    const unpinned = [];
    const lines = text.split('\n').map((line) => {
        const match = USES.exec(line);
        if (!match)
            return line;
        const [, prefix, reference] = match;
        const pin = pins[reference];
        if (!pin) {
            if (!FULL_SHA.test(reference))
                unpinned.push(reference);
            return line;
        }
        const action = reference.slice(0, reference.lastIndexOf('@'));
        return `${prefix}${action}@${pin.sha} # ${pin.tag}`;
    });
    return { text: lines.join('\n'), unpinned };
}
/** The commit a tag of a repository points to (`git ls-remote`), or the reason it is unknown. */
async function resolveTagCommit(url, tag) {
    let result;
    try {
        const refs = [`refs/tags/${tag}`, `refs/tags/${tag}^{}`];
        result = await (0,run_git/* runGit */.EO)(['ls-remote', url, ...refs], { cwd: process.cwd(), env: process.env });
    }
    catch (error) {
        return { error: error.message };
    }
    if (result.exitCode !== 0) {
        return {
            error: result.stderr.trim().split('\n').pop() || `git ls-remote exited ${result.exitCode}`,
        };
    }
    const refs = new Map(result.stdout
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((line) => line.split('\t').reverse()));
    // An annotated tag: the peeled line (^{}) names the commit.
    const sha = refs.get(`refs/tags/${tag}^{}`) ?? refs.get(`refs/tags/${tag}`);
    return sha ? { sha } : { error: `${url} has no tag ${tag}` };
}
/** The pins for the workflow: GitHub's actions from the table, ralph-action from its repository. */
async function workflowPins(actionRepositoryUrl) {
    const tag = ACTION_REFERENCE.slice(ACTION_REFERENCE.lastIndexOf('@') + 1);
    const resolved = await resolveTagCommit(actionRepositoryUrl, tag);
    if ('error' in resolved) {
        return {
            pins: GITHUB_ACTION_PINS,
            warning: `could not pin ${ACTION_REFERENCE} (${resolved.error}): replace ${tag} with the commit of the release you use`,
        };
    }
    return { pins: { ...GITHUB_ACTION_PINS, [ACTION_REFERENCE]: { tag, sha: resolved.sha } } };
}

;// CONCATENATED MODULE: ./src/github/ci-dispatch-workflow.ts
/**
 * What a workflow file says about itself, as far as dispatching CI goes: its events (the `on:`
 * key as a string, a list or a map; a YAML 1.1 reader's `true` key for `on` counts too), the
 * workflow_dispatch inputs a dispatch without inputs cannot satisfy, and every `uses:` of its
 * steps and jobs. Never throws: a file that is not a workflow gets `error`.
 */

function isMap(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** The `on:` value, under whichever key a YAML reader left it. */
function onValue(doc) {
    for (const key of ['on', 'true', 'On', 'ON', 'True'])
        if (key in doc)
            return doc[key];
    return undefined;
}
/** `on:` as a map of event -> configuration, whatever form it was written in. */
function normalizeEvents(on) {
    if (typeof on === 'string')
        return { [on.trim()]: {} };
    if (Array.isArray(on)) {
        if (!on.every((e) => typeof e === 'string'))
            return undefined;
        return Object.fromEntries(on.map((e) => [e.trim(), {}]));
    }
    if (!isMap(on))
        return undefined;
    return Object.fromEntries(Object.entries(on).map(([event, config]) => [event, isMap(config) ? config : {}]));
}
function requiredInputsOf(dispatch) {
    const inputs = dispatch?.inputs;
    if (!isMap(inputs))
        return [];
    return Object.entries(inputs)
        .filter(([, spec]) => isMap(spec) && spec.required === true && spec.default === undefined)
        .map(([name]) => name);
}
function usesOf(jobs) {
    const stepUses = [];
    const jobUses = [];
    if (!isMap(jobs))
        return { stepUses, jobUses };
    for (const job of Object.values(jobs)) {
        if (!isMap(job))
            continue;
        if (typeof job.uses === 'string')
            jobUses.push(job.uses.trim());
        const steps = Array.isArray(job.steps) ? job.steps : [];
        for (const step of steps) {
            if (isMap(step) && typeof step.uses === 'string')
                stepUses.push(step.uses.trim());
        }
    }
    return { stepUses, jobUses };
}
function ci_dispatch_workflow_parseWorkflow(text) {
    let doc;
    try {
        doc = (0,dist/* parse */.qg)(text);
    }
    catch (error) {
        return { ok: false, error: `not valid YAML (${error.message.split('\n')[0]})` };
    }
    if (!isMap(doc))
        return { ok: false, error: 'not a workflow (no mapping at the top)' };
    const events = normalizeEvents(onValue(doc));
    if (!events)
        return { ok: false, error: 'not a workflow (no `on:` events)' };
    return {
        ok: true,
        facts: {
            ...(typeof doc.name === 'string' && doc.name.trim() ? { name: doc.name.trim() } : {}),
            events,
            requiredInputs: requiredInputsOf(events.workflow_dispatch),
            ...usesOf(doc.jobs),
        },
    };
}

;// CONCATENATED MODULE: ./src/github/ci-dispatch-select.ts


/** The `name:` of this action's action.yml: a local `uses: ./dir` whose action has it is Ralph. */
const ACTION_NAME = 'Ralph loop';
/** The repository name ralph-action is published under. */
const ACTION_REPOSITORY_NAME = 'ralph-action';
const ADD_DISPATCH = 'add `workflow_dispatch:` to its `on:` on the default branch (`ralph init --add-dispatch` does)';
function remoteUsesRalph(uses, ownRepository) {
    const [owner, repo] = uses.split('@')[0].split('/');
    if (!owner || !repo)
        return false;
    const name = `${owner}/${repo}`.toLowerCase();
    return repo.toLowerCase() === ACTION_REPOSITORY_NAME || name === ownRepository?.toLowerCase();
}
/** Whether the workflow runs ralph-action: a step or a reusable workflow it calls (local ones read). */
async function usesRalph(facts, ctx, seen) {
    for (const uses of facts.stepUses) {
        if (uses.startsWith('docker://'))
            continue;
        if (!uses.startsWith('./')) {
            if (remoteUsesRalph(uses, ctx.ownRepository))
                return true;
            continue;
        }
        const dir = uses.slice(2).replace(/\/+$/, '');
        const prefix = dir === '' || dir === '.' ? '' : `${dir}/`;
        const metadata = (await ctx.readFile(`${prefix}action.yml`)) ?? (await ctx.readFile(`${prefix}action.yaml`));
        if (metadata && new RegExp(`^name:\\s*['"]?${ACTION_NAME}['"]?\\s*$`, 'm').test(metadata))
            return true;
    }
    for (const uses of facts.jobUses) {
        if (!uses.startsWith('./')) {
            if (remoteUsesRalph(uses, ctx.ownRepository))
                return true;
            continue;
        }
        const path = uses.slice(2);
        if (seen.has(path))
            continue;
        seen.add(path);
        const text = await ctx.readFile(path);
        const parsed = text === undefined ? undefined : parseWorkflow(text);
        if (parsed?.ok && (await usesRalph(parsed.facts, ctx, seen)))
            return true;
    }
    return false;
}
/** Why a CI workflow of `auto` does not run for this branch, or undefined when it does. */
function notCiReason(facts, ctx) {
    const { push, pull_request: pullRequest } = facts.events;
    if (push && pushRunsFor(push, ctx.branch))
        return undefined;
    if (pullRequest && branchFilterAllows(pullRequest, ctx.baseBranch))
        return undefined;
    if (push || pullRequest)
        return `its push and pull_request filters leave out ${ctx.branch} and its pull request into ${ctx.baseBranch}`;
    return 'not CI (no push or pull_request trigger)';
}
async function judge(workflow, ctx, listed) {
    const { file } = workflow;
    const skip = (reason, warn) => ({ file, reason, warn });
    const parsed = parseWorkflow(workflow.text);
    if (!parsed.ok)
        return skip(parsed.error, true);
    const facts = parsed.facts;
    if (file === ctx.currentWorkflow)
        return skip('it is the workflow of this run', listed);
    if (await usesRalph(facts, ctx, new Set([`.github/workflows/${file}`])))
        return skip('it runs ralph-action (starting it would start Ralph again)', listed);
    const notCi = listed ? undefined : notCiReason(facts, ctx);
    if (notCi)
        return skip(notCi, false);
    if (!('workflow_dispatch' in facts.events)) {
        return skip(`it has no workflow_dispatch trigger, so the job token cannot start it on Ralph's commits: ${ADD_DISPATCH}`, true);
    }
    if (facts.requiredInputs.length > 0) {
        return skip(`its workflow_dispatch needs inputs without defaults (${facts.requiredInputs.join(', ')}): give them defaults, or leave it out of ci-workflows`, true);
    }
    if (workflow.changed) {
        return skip(`${ctx.branch} changes this workflow file, and a dispatch would run the changed version with the repository's secrets before anyone reviewed it; it runs again once the file matches ${ctx.baseBranch}`, true);
    }
    return { file, name: facts.name ?? file };
}
/** Selects the workflows to dispatch from the pushed tree's workflow files. */
async function selectCiWorkflows(workflows, ctx) {
    const selection = { dispatch: [], skipped: [] };
    if (ctx.setting.kind === 'none')
        return selection;
    const listed = ctx.setting.kind === 'list' ? ctx.setting.files : undefined;
    const candidates = listed ? workflows.filter((w) => listed.includes(w.file)) : workflows;
    for (const file of listed ?? []) {
        if (!workflows.some((w) => w.file === file))
            selection.skipped.push({ file, reason: `there is no .github/workflows/${file}`, warn: true });
    }
    for (const workflow of candidates) {
        const verdict = await judge(workflow, ctx, listed !== undefined);
        if ('reason' in verdict)
            selection.skipped.push(verdict);
        else
            selection.dispatch.push(verdict);
    }
    return selection;
}

;// CONCATENATED MODULE: ./src/scaffold/add-dispatch.ts
/**
 * `ralph init` and the repository's CI: pushes made with the job token start no workflows, so
 * the action starts CI workflows with workflow_dispatch, which only works for workflows that
 * declare it. This finds the CI workflows (push or pull_request) that lack it, and adds it by
 * editing the `on:` section's text as little as possible, so comments and formatting stay.
 */





const WORKFLOWS_DIR = '.github/workflows';
const ON_LINE = /^(["']?)on\1[ \t]*:(.*)$/;
/** The line's value without a trailing comment, and the comment with its leading space. */
function splitComment(rest) {
    const match = /^(.*?)(\s+#.*)?$/.exec(rest);
    return { value: match[1].trim(), comment: match[2] ?? '' };
}
/** The first line after `index` that holds YAML (not blank, not a comment). */
function nextContentLine(lines, index) {
    return lines.slice(index + 1).find((line) => line.trim() !== '' && !/^\s*#/.test(line));
}
function editOnLine(lines, index) {
    const line = lines[index];
    const match = ON_LINE.exec(line);
    const key = line.slice(0, line.length - match[2].length);
    const { value, comment } = splitComment(match[2]);
    if (value === '') {
        const next = nextContentLine(lines, index);
        const indent = /^(\s+)/.exec(next ?? '')?.[1];
        if (!next || !indent)
            return false;
        const entry = next.trimStart().startsWith('-') ? '- workflow_dispatch' : 'workflow_dispatch:';
        lines.splice(index + 1, 0, `${indent}${entry}`);
        return true;
    }
    if (value.startsWith('[') && value.endsWith(']')) {
        const inner = value.slice(1, -1).trim();
        lines[index] = `${key} [${inner === '' ? '' : `${inner}, `}workflow_dispatch]${comment}`;
        return true;
    }
    if (value.startsWith('{') && value.endsWith('}')) {
        const inner = value.slice(1, -1).trim();
        lines[index] = `${key} {${inner === '' ? '' : ` ${inner},`} workflow_dispatch: {}}${comment}`;
        return true;
    }
    if (/^[\w-]+$/.test(value)) {
        lines[index] = `${key} [${value}, workflow_dispatch]${comment}`;
        return true;
    }
    return false;
}
/**
 * The workflow with `workflow_dispatch` added to its `on:`, or undefined when the text is not a
 * form this edits safely (then the person adds it by hand). Only the `on:` section changes, and
 * the result is checked to mean the old events plus workflow_dispatch.
 */
function addWorkflowDispatch(text) {
    const before = ci_dispatch_workflow_parseWorkflow(text);
    if (!before.ok || 'workflow_dispatch' in before.facts.events)
        return undefined;
    const newline = text.includes('\r\n') ? '\r\n' : '\n';
    const lines = text.split(/\r?\n/);
    const index = lines.findIndex((line) => ON_LINE.test(line));
    if (index < 0 || !editOnLine(lines, index))
        return undefined;
    const edited = lines.join(newline);
    const after = ci_dispatch_workflow_parseWorkflow(edited);
    if (!after.ok)
        return undefined;
    const { workflow_dispatch: added, ...rest } = after.facts.events;
    const same = JSON.stringify(rest) === JSON.stringify(before.facts.events);
    return added !== undefined && same ? edited : undefined;
}
/** The CI workflow files (push or pull_request, not Ralph's) that lack workflow_dispatch. */
async function findWorkflowsLackingDispatch(repoDir) {
    const names = await (0,promises_.readdir)((0,external_node_path_.join)(repoDir, WORKFLOWS_DIR)).catch(() => []);
    const lacking = [];
    for (const name of names.filter((n) => /\.ya?ml$/.test(n)).sort()) {
        const text = await (0,files/* readIfExists */.OR)((0,external_node_path_.join)(repoDir, WORKFLOWS_DIR, name));
        const parsed = text === undefined ? undefined : ci_dispatch_workflow_parseWorkflow(text);
        if (!parsed?.ok)
            continue;
        const { events, stepUses, jobUses } = parsed.facts;
        const ralph = [...stepUses, ...jobUses].some((uses) => uses.split('@')[0].split('/')[1]?.toLowerCase() === ACTION_REPOSITORY_NAME);
        if (!ralph && ('push' in events || 'pull_request' in events) && !events.workflow_dispatch)
            lacking.push(`${WORKFLOWS_DIR}/${name}`);
    }
    return lacking;
}
/**
 * The names the repository's CI workflows go by (push or pull_request, not Ralph's): what a
 * `workflow_run` trigger's `workflows:` lists (a workflow without `name:` goes by its path).
 */
async function findCiWorkflowNames(repoDir) {
    const names = await (0,promises_.readdir)((0,external_node_path_.join)(repoDir, WORKFLOWS_DIR)).catch(() => []);
    const found = [];
    for (const name of names.filter((n) => /\.ya?ml$/.test(n)).sort()) {
        const text = await (0,files/* readIfExists */.OR)((0,external_node_path_.join)(repoDir, WORKFLOWS_DIR, name));
        const parsed = text === undefined ? undefined : ci_dispatch_workflow_parseWorkflow(text);
        if (!parsed?.ok)
            continue;
        const { events, stepUses, jobUses } = parsed.facts;
        const ralph = [...stepUses, ...jobUses].some((uses) => uses.split('@')[0].split('/')[1]?.toLowerCase() === ACTION_REPOSITORY_NAME);
        if (ralph || !('push' in events || 'pull_request' in events))
            continue;
        const display = parsed.facts.name ?? `${WORKFLOWS_DIR}/${name}`;
        if (!found.includes(display))
            found.push(display);
    }
    return found;
}
/** Adds workflow_dispatch to each file; returns the files it could not edit. */
async function addDispatchTo(repoDir, paths) {
    const failed = [];
    for (const path of paths) {
        const full = (0,external_node_path_.join)(repoDir, path);
        const edited = addWorkflowDispatch((await (0,files/* readIfExists */.OR)(full)) ?? '');
        if (edited === undefined)
            failed.push(path);
        else
            await (0,files/* writeFileAtomic */.Zf)(full, edited);
    }
    return failed;
}

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
;// CONCATENATED MODULE: ./src/scaffold/gitignore.ts
/**
 * What `ralph init` puts in .gitignore: the per-attempt logs, the build outputs the project's
 * checks make (so a run never commits node_modules, nor stops on 12,000 untracked files), and
 * negations for project rules that would hide the files a run reads (python-tabulate's `.*`
 * ignores .ralph/, .github/ and .gitignore itself).
 */





const OUTPUTS = [
    { entry: 'node_modules/', madeBy: ['package.json'] },
    { entry: 'coverage/' },
    { entry: '.nyc_output/' },
    { entry: 'target/', madeBy: ['Cargo.toml', 'pom.xml'] },
    {
        entry: '__pycache__/',
        madeBy: ['pyproject.toml', 'setup.py', 'setup.cfg', 'requirements.txt', 'conftest.py'],
    },
    { entry: '.pytest_cache/', madeBy: ['pytest.ini', 'conftest.py', 'pyproject.toml'] },
    { entry: '.ruff_cache/' },
    { entry: '.mypy_cache/' },
    { entry: '.gradle/', madeBy: ['build.gradle', 'build.gradle.kts'] },
];
/** The files a run reads from the commit it starts from: no project rule may hide them. */
const MUST_BE_TRACKABLE = [
    { path: '.gitignore', negation: '!/.gitignore' },
    { path: '.ralph/prd.yaml', negation: '!/.ralph/' },
    { path: '.github/workflows/ralph.yml', negation: '!/.github/' },
];
function run(cwd, args) {
    return new Promise((resolve) => {
        const child = (0,external_node_child_process_.spawn)('git', args, { cwd, stdio: ['ignore', 'pipe', 'ignore'] });
        let stdout = '';
        child.stdout.on('data', (chunk) => (stdout += chunk.toString()));
        child.on('error', () => resolve({ code: -1, stdout: '' }));
        child.on('close', (code) => resolve({ code: code ?? -1, stdout }));
    });
}
/**
 * Which of `paths` git ignores in `repoDir`, whether or not they exist or are tracked. Outside a
 * git repository, the .gitignore's own lines are compared with each path's leading directory.
 */
async function ignoredPaths(repoDir, paths) {
    if (paths.length === 0)
        return [];
    const result = await run(repoDir, ['check-ignore', '--no-index', '--', ...paths]);
    if (result.code === 0 || result.code === 1) {
        return result.stdout.split('\n').filter((line) => line !== '');
    }
    const lines = new Set(((await (0,files/* readIfExists */.OR)((0,external_node_path_.join)(repoDir, '.gitignore'))) ?? '')
        .split(/\r?\n/)
        .map((line) => line.trim().replace(/^\//, '').replace(/\/$/, '')));
    return paths.filter((path) => {
        const parts = path.split('/');
        return parts.some((_, i) => lines.has(parts.slice(0, i + 1).join('/')));
    });
}
async function isDirectory(path) {
    return (0,promises_.stat)(path).then((s) => s.isDirectory(), () => false);
}
/** The build outputs to ignore that are not ignored yet. */
async function missingOutputs(repoDir) {
    const wanted = [];
    for (const output of OUTPUTS) {
        const name = output.entry.replace(/\/$/, '');
        let made = await isDirectory((0,external_node_path_.join)(repoDir, name));
        for (const file of output.madeBy ?? []) {
            if (made)
                break;
            made = (await (0,files/* readIfExists */.OR)((0,external_node_path_.join)(repoDir, file))) !== undefined;
        }
        if (made)
            wanted.push(output.entry);
    }
    // `name/x`: git tells whether a directory of that name would be ignored, existing or not.
    const probes = wanted.map((entry) => `${entry}x`);
    const ignored = new Set(await ignoredPaths(repoDir, [ATTEMPTS_IGNORE_ENTRY + 'x', ...probes]));
    const missing = wanted.filter((entry) => !ignored.has(`${entry}x`));
    if (!ignored.has(ATTEMPTS_IGNORE_ENTRY + 'x'))
        missing.unshift(ATTEMPTS_IGNORE_ENTRY);
    return missing;
}
/** Negations for the project's rules that hide what a run reads. */
async function neededNegations(repoDir) {
    const ignored = new Set(await ignoredPaths(repoDir, MUST_BE_TRACKABLE.map((m) => m.path)));
    return MUST_BE_TRACKABLE.filter((m) => ignored.has(m.path)).map((m) => m.negation);
}
function section(title, lines) {
    return lines.length === 0 ? '' : `\n# ${title}\n${lines.join('\n')}\n`;
}
/** Creates or extends the project's .gitignore; says what it did and what is still hidden. */
async function updateGitignore(repoDir) {
    const path = (0,external_node_path_.join)(repoDir, '.gitignore');
    const current = await (0,files/* readIfExists */.OR)(path);
    const base = current ?? '';
    const separator = base === '' || base.endsWith('\n') ? '' : '\n';
    const negations = await neededNegations(repoDir);
    // Negations first, in place before the outputs are looked at: `!/.ralph/` also brings back
    // .ralph/attempts/, which then needs its own entry after it.
    const withNegations = `${base}${separator}` +
        section('ralph-action: files every run reads, which rules above would hide', negations);
    if (negations.length > 0)
        await (0,files/* writeFileAtomic */.Zf)(path, withNegations.replace(/^\n/, ''));
    const missing = await missingOutputs(repoDir);
    if (negations.length === 0 && missing.length === 0) {
        return {
            action: 'skipped',
            note: `already ignores ${ATTEMPTS_IGNORE_ENTRY} and the build outputs`,
            stillIgnored: [],
        };
    }
    const attempts = missing.includes(ATTEMPTS_IGNORE_ENTRY) ? [ATTEMPTS_IGNORE_ENTRY] : [];
    const outputs = missing.filter((entry) => entry !== ATTEMPTS_IGNORE_ENTRY);
    const text = withNegations +
        section('ralph-action: per-attempt transcripts and logs', attempts) +
        section('build and dependency outputs, never committed', outputs);
    await (0,files/* writeFileAtomic */.Zf)(path, text.replace(/^\n/, ''));
    const stillIgnored = await ignoredPaths(repoDir, MUST_BE_TRACKABLE.map((m) => m.path));
    const notes = [...negations, ...attempts, ...outputs].map((entry) => `added ${entry}`);
    return {
        action: current === undefined ? 'created' : 'updated',
        note: notes.join(', '),
        stillIgnored,
    };
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/checks/local-bin.ts
var local_bin = __webpack_require__(5146);
;// CONCATENATED MODULE: ./src/scaffold/toolchain-facts.ts
/**
 * What `ralph init` learns about a project's toolchains: what the workflow must set up, and what
 * to warn about before the first run (no lockfile; a tool the checks run that is not installed).
 */





const PYTHON_TOOLS = ['pytest', 'ruff', 'mypy', 'flake8'];
const REQUIREMENTS = ['requirements.txt', 'requirements-dev.txt'];
const PYTHON_MARKERS = ['pyproject.toml', 'setup.py', 'setup.cfg', ...REQUIREMENTS];
/** The program a check command starts: `ruff` of `ruff check .`, past `VAR=value` prefixes. */
function commandProgram(command) {
    const words = command.trim().split(/\s+/);
    return words.find((word) => !/^[A-Za-z_][A-Za-z0-9_]*=/.test(word));
}
async function pythonFacts(read, checks) {
    const present = await Promise.all(PYTHON_MARKERS.map(async (f) => (await read(f)) !== undefined));
    if (!present.some(Boolean))
        return undefined;
    const has = (file) => present[PYTHON_MARKERS.indexOf(file)] === true;
    const programs = new Set(checks.map((c) => commandProgram(c.command)));
    return {
        ...((await read('.python-version')) !== undefined ? { versionFile: '.python-version' } : {}),
        requirements: REQUIREMENTS.filter(has),
        installable: has('pyproject.toml') || has('setup.py'),
        tools: PYTHON_TOOLS.filter((tool) => programs.has(tool)),
    };
}
async function toolchainFacts(repoDir, checks) {
    const read = (path) => (0,files/* readIfExists */.OR)((0,external_node_path_.join)(repoDir, path));
    const exists = async (path) => (await read(path)) !== undefined;
    const nodeVersionFile = (await exists('.nvmrc'))
        ? '.nvmrc'
        : (await exists('.node-version'))
            ? '.node-version'
            : undefined;
    const facts = {
        packageManager: await (0,package_manager/* detectPackageManager */.Lv)(read),
        nodeVersionFile,
    };
    const python = await pythonFacts(read, checks);
    if (python)
        facts.python = python;
    if (await exists('go.mod'))
        facts.go = true;
    if (await exists('Cargo.toml')) {
        const clippy = checks.some((c) => /\bcargo\s+clippy\b/.test(c.command));
        facts.rust = { components: clippy ? ['clippy'] : [] };
    }
    if (await exists('pom.xml'))
        facts.java = { buildTool: 'maven' };
    else if ((await exists('build.gradle')) || (await exists('build.gradle.kts'))) {
        facts.java = { buildTool: 'gradle' };
    }
    return facts;
}
function onPath(program, dirs) {
    if (program.includes('/'))
        return true;
    return dirs.some((dir) => {
        try {
            (0,external_node_fs_.accessSync)((0,external_node_path_.join)(dir, program), external_node_fs_.constants.X_OK);
            return true;
        }
        catch {
            return false;
        }
    });
}
/** The package managers' own commands run what the project installs: not checked here. */
const RUNNERS = new Set(['npm', 'npx', 'pnpm', 'yarn', 'make', 'sh', 'bash']);
/** Warnings about the toolchain before the first run. */
function toolchainWarnings(repoDir, facts, checks, env = process.env) {
    const warnings = [];
    const manager = facts.packageManager;
    if (manager && !manager.lockfile) {
        const lockfile = { npm: 'package-lock.json', pnpm: 'pnpm-lock.yaml', yarn: 'yarn.lock' }[manager.name];
        warnings.push(`no lockfile (${lockfile}): the workflow runs \`${manager.name} install\`, which may install other versions on every run. Run \`${manager.name} install\` and commit ${lockfile} to install exactly what you tested.`);
    }
    const dirs = [...(0,local_bin/* localBinDirs */.x)(repoDir), ...(env.PATH ?? '').split(external_node_path_.delimiter).filter(Boolean)];
    const missing = new Map();
    for (const check of checks) {
        const program = commandProgram(check.command);
        if (!program || RUNNERS.has(program) || onPath(program, dirs))
            continue;
        missing.set(program, [...(missing.get(program) ?? []), check.name]);
    }
    for (const [program, names] of missing) {
        const which = names.length === 1 ? `the ${names[0]} check` : `the ${names.join(' and ')} checks`;
        warnings.push(`${program} is not installed here (${which} ${names.length === 1 ? 'runs' : 'run'} it): install it, or \`ralph once\` fails its checks on this machine. The workflow sets it up in CI.`);
    }
    return warnings;
}

;// CONCATENATED MODULE: ./src/scaffold/init.ts
/**
 * `ralph init`: scaffolds a repository for ralph-action. Idempotent: an existing file is never
 * overwritten without `force`; CLAUDE.md/AGENTS.md only get a checks block when they lack one.
 */














const AGENT_FILES = ['CLAUDE.md', 'AGENTS.md'];
async function projectTitle(repoDir) {
    const text = await (0,files/* readIfExists */.OR)((0,external_node_path_.join)(repoDir, 'package.json'));
    if (text) {
        try {
            const name = JSON.parse(text).name;
            if (typeof name === 'string' && name.trim())
                return name.trim();
        }
        catch {
            // Not our file to judge; fall back to the directory name.
        }
    }
    return (0,external_node_path_.basename)(repoDir) || 'project';
}
/** Checks of a valid block already in CLAUDE.md/AGENTS.md (for the report). */
async function existingChecks(repoDir) {
    for (const file of AGENT_FILES) {
        const text = await (0,files/* readIfExists */.OR)((0,external_node_path_.join)(repoDir, file));
        if (text === undefined)
            continue;
        const result = (0,parse/* parseChecksBlock */.ES)(text, file);
        if (result.found && result.errors.length === 0 && result.checks.length > 0)
            return result.checks;
    }
    return undefined;
}
/**
 * The one file that holds the RALPH:CHECKS block: the first that has one (the harness reads
 * CLAUDE.md first), else CLAUDE.md. The other file only points to it.
 */
async function blockHolder(repoDir, force) {
    if (force)
        return 'CLAUDE.md';
    for (const file of AGENT_FILES) {
        const text = await (0,files/* readIfExists */.OR)((0,external_node_path_.join)(repoDir, file));
        if (text !== undefined && (0,parse/* parseChecksBlock */.ES)(text, file).found)
            return file;
    }
    return 'CLAUDE.md';
}
/** Lines START..END (inclusive) of the block, or undefined. */
function blockRange(lines) {
    const start = lines.findIndex((l) => markers/* CHECKS_START_PATTERN */.c8.test(l));
    if (start < 0)
        return undefined;
    const end = lines.findIndex((l, i) => i > start && markers/* CHECKS_END_PATTERN */.Np.test(l));
    return end < 0 ? undefined : [start, end];
}
/**
 * Puts the original checks block back into `after` when an edit changed or removed it.
 * Returns undefined when the block is unchanged.
 */
function restoreChecksBlock(before, after, checks) {
    const original = (0,parse/* parseChecksBlock */.ES)(before);
    const current = (0,parse/* parseChecksBlock */.ES)(after);
    if (!original.found || current.rawBlock === original.rawBlock)
        return undefined;
    const beforeLines = before.split('\n');
    const range = blockRange(beforeLines);
    const block = beforeLines.slice(range[0], range[1] + 1);
    const afterLines = after.split('\n');
    const afterRange = blockRange(afterLines);
    if (!afterRange)
        return appendedChecksSection(after, checks.length > 0 ? checks : original.checks);
    afterLines.splice(afterRange[0], afterRange[1] - afterRange[0] + 1, ...block);
    return afterLines.join('\n');
}
async function runInit(options) {
    const { repoDir } = options;
    const force = options.force ?? false;
    const entries = [];
    const today = options.today ?? new Date().toISOString().slice(0, 10);
    const reused = await existingChecks(repoDir);
    const checks = reused ?? (await (0,detect/* detectChecks */.P)(repoDir));
    const checksSource = reused ? 'existing block' : checks.length > 0 ? 'detected' : 'none';
    const protect = reused ? [] : await detectProtectGlobs(repoDir);
    async function scaffold(path, content) {
        const full = (0,external_node_path_.join)(repoDir, path);
        const current = await (0,files/* readIfExists */.OR)(full);
        if (current !== undefined && !force) {
            entries.push({ action: 'skipped', path, note: 'exists' });
            return;
        }
        const text = await content();
        if (current === text) {
            entries.push({ action: 'skipped', path, note: 'unchanged' });
            return;
        }
        await (0,files/* writeFileAtomic */.Zf)(full, text);
        entries.push({ action: current === undefined ? 'created' : 'overwritten', path });
    }
    // Another tool's task list, where no .ralph/prd.yaml exists yet: name the import instead.
    const prdExists = (await (0,files/* readIfExists */.OR)((0,external_node_path_.join)(repoDir, '.ralph/prd.yaml'))) !== undefined;
    const existingTaskLists = prdExists ? [] : await findExistingTaskLists(repoDir);
    if (existingTaskLists.length > 0) {
        const first = existingTaskLists[0];
        entries.push({
            action: 'skipped',
            path: '.ralph/prd.yaml',
            note: `found ${first.path}: import it with \`${first.command}\``,
        });
    }
    else {
        await scaffold('.ralph/prd.yaml', async () => prdTemplate({ title: await projectTitle(repoDir), today }));
    }
    await scaffold('.ralph/progress.txt', progressTemplate);
    const gitignore = await updateGitignore(repoDir);
    entries.push({ action: gitignore.action, path: '.gitignore', note: gitignore.note });
    const holder = await blockHolder(repoDir, force);
    for (const file of AGENT_FILES) {
        const full = (0,external_node_path_.join)(repoDir, file);
        const current = await (0,files/* readIfExists */.OR)(full);
        const pointer = file === holder ? undefined : holder;
        if (current === undefined || force) {
            await scaffold(file, () => agentInstructionsTemplate(file, checks, holder, protect));
        }
        else if ((0,parse/* parseChecksBlock */.ES)(current, file).found) {
            entries.push({ action: 'skipped', path: file, note: 'exists, has a RALPH:CHECKS block' });
        }
        else if (pointer && current.includes(`RALPH:CHECKS block of ${pointer}`)) {
            entries.push({ action: 'skipped', path: file, note: `exists, points to ${pointer}` });
        }
        else {
            await (0,files/* writeFileAtomic */.Zf)(full, appendedChecksSection(current, checks, pointer, protect));
            entries.push({
                action: 'updated',
                path: file,
                note: pointer
                    ? `added a pointer to the RALPH:CHECKS block of ${pointer}`
                    : 'added RALPH:CHECKS block',
            });
        }
    }
    const warnings = [];
    if (gitignore.stillIgnored.length > 0) {
        warnings.push(`.gitignore still hides ${gitignore.stillIgnored.join(', ')}, which every run reads: change the rule that matches (\`git check-ignore -v ${gitignore.stillIgnored[0]}\` names it).`);
    }
    const toolchains = await toolchainFacts(repoDir, checks);
    warnings.push(...toolchainWarnings(repoDir, toolchains, checks, options.env));
    await scaffold('.github/workflows/ralph.yml', async () => {
        const text = workflowTemplate(setupSteps(toolchains), await findCiWorkflowNames(repoDir));
        if (!options.pin)
            return text;
        const { pins, warning } = await workflowPins(options.actionRepositoryUrl ?? ACTION_REPOSITORY_URL);
        if (warning)
            warnings.push(warning);
        return pinWorkflow(text, pins).text;
    });
    await offerWorkflowDispatch(options, entries, warnings);
    let enhance;
    if (options.enhance)
        enhance = await runEnhance(options, checks, entries);
    return {
        entries,
        checks,
        checksSource,
        existingTaskLists,
        warnings,
        enhance,
        nextSteps: nextSteps(checks, await filesTheRunNeeds(repoDir), existingTaskLists),
    };
}
/** CI workflows Ralph could not start: workflow_dispatch added when the user agrees, else named. */
async function offerWorkflowDispatch(options, entries, warnings) {
    const lacking = await findWorkflowsLackingDispatch(options.repoDir);
    if (lacking.length === 0)
        return;
    if (!(await options.addDispatch?.(lacking))) {
        warnings.push(`${lacking.join(', ')} ${lacking.length === 1 ? 'runs' : 'run'} on push or pull_request without workflow_dispatch, so Ralph's commits (pushed with the job token) will not start ${lacking.length === 1 ? 'it' : 'them'}: run \`ralph init --add-dispatch\` to add it, or add \`workflow_dispatch:\` to \`on:\` by hand.`);
        return;
    }
    const failed = await addDispatchTo(options.repoDir, lacking);
    for (const path of lacking.filter((p) => !failed.includes(p))) {
        entries.push({
            action: 'updated',
            path,
            note: 'added workflow_dispatch, so Ralph can start it',
        });
    }
    for (const path of failed) {
        warnings.push(`${path}: could not add workflow_dispatch safely; add \`workflow_dispatch:\` to its \`on:\` by hand.`);
    }
}
/** Every file a run reads from the commit it starts from, that exists here. */
async function filesTheRunNeeds(repoDir) {
    const candidates = [
        '.ralph/prd.yaml',
        '.ralph/progress.txt',
        '.ralph/db',
        '.gitignore',
        ...AGENT_FILES,
        '.github/workflows/ralph.yml',
    ];
    const present = [];
    for (const path of candidates) {
        if (await (0,promises_.stat)((0,external_node_path_.join)(repoDir, path)).then(() => true, () => false))
            present.push(path);
    }
    return present;
}
async function runEnhance(options, checks, entries) {
    if (!options.runClaudeInit) {
        return { ok: false, message: 'skipped --enhance: Claude Code is not available' };
    }
    const before = new Map();
    for (const file of AGENT_FILES)
        before.set(file, await (0,files/* readIfExists */.OR)((0,external_node_path_.join)(options.repoDir, file)));
    let outcome;
    try {
        outcome = await options.runClaudeInit(options.repoDir);
    }
    catch (error) {
        outcome = { ok: false, message: `Claude Code's /init failed: ${error.message}` };
    }
    // The gate belongs to the user: whatever /init did, the checks blocks stay as they were.
    for (const file of AGENT_FILES) {
        const original = before.get(file);
        const full = (0,external_node_path_.join)(options.repoDir, file);
        const now = await (0,files/* readIfExists */.OR)(full);
        if (original === undefined || now === undefined) {
            if (original !== undefined) {
                await (0,files/* writeFileAtomic */.Zf)(full, original);
                entries.push({ action: 'restored', path: file, note: 'deleted during --enhance' });
            }
            continue;
        }
        const restored = restoreChecksBlock(original, now, checks);
        if (restored !== undefined) {
            await (0,files/* writeFileAtomic */.Zf)(full, restored);
            entries.push({
                action: 'restored',
                path: file,
                note: 'put back the RALPH:CHECKS block changed during --enhance',
            });
        }
        else if (now !== original) {
            entries.push({ action: 'updated', path: file, note: 'enhanced by Claude Code /init' });
        }
    }
    return outcome;
}
/** The first step when another tool's task list is there to import. */
function importStep(lists) {
    const converting = lists.filter((l) => l.converts);
    const commands = (converting.length > 0 ? converting : lists).map((l) => `\`${l.command}\``);
    const which = commands.length === 1 ? commands[0] : `one of ${commands.join(', ')}`;
    return `Import your existing task list into .ralph/prd.yaml: ${which} (add --dry-run to preview what is kept and left out).`;
}
function nextSteps(checks, needed, toImport) {
    const steps = [];
    if (checks.length === 0) {
        steps.push('No test/lint commands were detected: fill in the RALPH:CHECKS block in CLAUDE.md (and AGENTS.md). ' +
            'Ralph will not run until it has at least one check.');
    }
    steps.push(toImport.length > 0
        ? importStep(toImport)
        : 'Edit .ralph/prd.yaml: replace the example task with your tasks (or run `ralph sync` and ask Claude Code to use the ralph-prd and ralph-tasks skills).', 'Run `ralph validate` to check the task list.', 'Run `ralph once --dry-run` to see what the next iteration would do.', 'Add the ANTHROPIC_API_KEY secret to the repository (Settings > Secrets and variables > Actions, or `gh secret set ANTHROPIC_API_KEY`).');
    // A run reads the task list and the checks from the commit it starts from: all of them must
    // be committed, also the ones init kept as they were (a migrated prd.yaml, your CLAUDE.md).
    const files = toImport.length > 0 ? ['.ralph/prd.yaml', ...needed] : needed;
    steps.push(`Commit everything the run reads: git add ${files.join(' ')} && git commit -m "chore: set up ralph-action"`);
    return steps;
}
/** The report as the lines `ralph init` prints. */
function formatInitReport(report) {
    const lines = report.entries.map((e) => `${e.action.padEnd(11)} ${e.path}${e.note ? ` (${e.note})` : ''}`);
    if (report.checksSource === 'detected') {
        lines.push('', `Detected checks: ${report.checks.map((c) => `${c.name} (${c.command})`).join(', ')}`);
    }
    else if (report.checksSource === 'none') {
        lines.push('', 'No checks detected: the RALPH:CHECKS block holds a TODO for you to fill in.');
    }
    if (report.existingTaskLists.length > 0) {
        lines.push('', 'Found task lists of other tools (no example task was written):');
        for (const list of report.existingTaskLists) {
            const how = list.converts ? list.command : `does not convert as it is: ${list.summary}`;
            lines.push(`  ${list.path} (${list.converts ? list.summary : 'unknown shape'}): ${how}`);
        }
    }
    for (const warning of report.warnings)
        lines.push('', `warning: ${warning}`);
    if (report.enhance)
        lines.push('', `${report.enhance.ok ? '' : 'warning: '}${report.enhance.message}`);
    lines.push('', 'Next steps:', ...report.nextSteps.map((s, i) => `  ${i + 1}. ${s}`));
    return `${lines.join('\n')}\n`;
}

;// CONCATENATED MODULE: ./src/cli/commands/init.ts
/** `ralph init`: scaffold a repository for ralph-action. */






async function askOnTerminal(question) {
    const { createInterface } = await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 6848, 23));
    const rl = createInterface({ input: process.stdin, output: process.stderr });
    try {
        return /^y(es)?$/i.test((await rl.question(`${question} [y/N] `)).trim());
    }
    finally {
        rl.close();
    }
}
async function defaultFindClaude(env, cwd) {
    const found = await wiring/* defaultPlanningWiring */.F.resolveClaude(env, cwd);
    if (found.includes('/') || found.includes('\\'))
        return found;
    return (0,resolve_claude/* findOnPath */.aY)(env.PATH);
}
const defaultInitDeps = {
    createRunner: () => wiring/* defaultPlanningWiring */.F.createRunner(),
    findClaude: defaultFindClaude,
    ...(process.stdin.isTTY && process.stderr.isTTY ? { confirm: askOnTerminal } : {}),
};
function createInitCommand(deps = defaultInitDeps) {
    return {
        name: 'init',
        summary: 'Scaffold .ralph/prd.yaml, progress, CLAUDE.md/AGENTS.md checks and the workflow',
        usage: 'ralph init [dir] [--force] [--enhance] [--pin] [--add-dispatch]',
        examples: [
            'ralph init',
            'ralph init --enhance',
            'ralph init --pin',
            'ralph init ../other-repo --force',
        ],
        options: {
            force: { type: 'boolean', short: 'f' },
            enhance: { type: 'boolean' },
            pin: { type: 'boolean' },
            'add-dispatch': { type: 'boolean' },
        },
        optionHelp: {
            force: 'Overwrite existing files with the templates (default: keep them)',
            enhance: "Run Claude Code's /init to add project context to CLAUDE.md and AGENTS.md",
            pin: 'Pin every action of the workflow to a full commit SHA, the tag in a comment',
            'add-dispatch': 'Add workflow_dispatch to CI workflows that lack it, so Ralph can start them on its commits (asked when interactive)',
        },
        maxPositionals: 1,
        async run({ positionals, values, io, signal }) {
            const repoDir = external_node_path_default().resolve(io.cwd, positionals[0] ?? '.');
            const isDir = await (0,promises_.stat)(repoDir).then((s) => s.isDirectory(), () => false);
            if (!isDir) {
                io.stderr(`error: ${repoDir} is not a directory\n`);
                return 1;
            }
            let runClaudeInit;
            if (values.enhance === true) {
                const claudePath = await deps.findClaude(io.env, repoDir);
                if (claudePath) {
                    io.stderr("Running Claude Code's /init to enrich CLAUDE.md and AGENTS.md (this can take a few minutes)...\n");
                    runClaudeInit = claudeInitRunner({
                        runner: deps.createRunner(),
                        claudePath,
                        env: io.env,
                        signal,
                    });
                }
                else {
                    io.stderr('warning: --enhance needs Claude Code, which was not found (install @anthropic-ai/claude-code or set RALPH_CLAUDE_PATH); scaffolding without it.\n');
                }
            }
            let report;
            try {
                report = await runInit({
                    repoDir,
                    force: values.force === true,
                    pin: values.pin === true,
                    actionRepositoryUrl: deps.actionRepositoryUrl,
                    env: io.env,
                    enhance: values.enhance === true && runClaudeInit !== undefined,
                    runClaudeInit,
                    addDispatch: (paths) => values['add-dispatch'] === true ||
                        (deps.confirm?.(`${paths.join(', ')} ${paths.length === 1 ? 'runs' : 'run'} on push or pull_request without workflow_dispatch, so Ralph's commits will not start ${paths.length === 1 ? 'it' : 'them'}. Add workflow_dispatch?`) ??
                            false),
                });
            }
            catch (error) {
                io.stderr(`error: ralph init could not write the scaffolding: ${error.message}\n`);
                return 1;
            }
            io.stdout(formatInitReport(report));
            return 0;
        },
    };
}
const initCommand = createInitCommand();


/***/ }),

/***/ 7360:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Nf: () => (/* binding */ DEFAULT_PROTECTED_GLOBS),
/* harmony export */   uo: () => (/* binding */ protectedGlobs)
/* harmony export */ });
/* unused harmony exports REFUSED_GLOBS, REFUSE_PREFIX */
/**
 * The check-defining files, whole: package manager configuration, test-runner configuration in
 * every form, Makefiles (make picks GNUmakefile, makefile, Makefile in that order) and the
 * files they include, TypeScript configurations, attributes, and CI workflows. Parts of
 * package.json and pytest's INI/TOML sections count as well (see parts.ts). A change to one
 * runs the original gate too (see rules.ts).
 */
const DEFAULT_PROTECTED_GLOBS = [
    // make reads the first of GNUmakefile, makefile, Makefile: an added one replaces the rules
    // (the Makefile's own rules are compared part by part, see parts.ts)
    'GNUmakefile',
    'makefile',
    '**/*.mk',
    '**/*.make',
    '**/tsconfig*.json',
    '**/.gitattributes',
    '.pytest.ini',
    'pytest.cfg',
    'setup.py',
    '**/jest.setup.*',
    '**/vitest.setup.*',
    '**/setupTests.*',
    'babel.config.*',
    '.babelrc*',
    'karma.conf.*',
    '.nycrc*',
    '.c8rc*',
    '.npmrc',
    '.yarnrc',
    '.yarnrc.yml',
    '.pnpmrc',
    'jest.config.*',
    'vitest.config.*',
    'vitest.workspace.*',
    'vite.config.*',
    '.mocharc*',
    'ava.config.*',
    'playwright.config.*',
    'pytest.ini',
    'pytest.toml',
    '.pytest.toml',
    '**/conftest.py',
    // What the checks find first on PATH or import before the runner: a committed shim in a
    // dependency directory, a module that shadows pytest, an interpreter start-up hook
    'node_modules/**',
    '.venv/**',
    'venv/**',
    'pytest.py',
    'pytest/**',
    '_pytest/**',
    '**/sitecustomize.py',
    '**/usercustomize.py',
    '**/*.pth',
    '.github/workflows/**',
];
/** Where a second run cannot decide: a change is refused (CI definitions run elsewhere). */
const REFUSED_GLOBS = ['.github/workflows/**'];
/** A `protect:` entry marked `refuse` (written `{ refuse: glob }`, kept as `refuse:glob`). */
const REFUSE_PREFIX = 'refuse:';
/**
 * The `protect:` list of the RALPH:CHECKS block adds globs to the defaults; an entry starting
 * with `!` takes a default back out (e.g. `!vite.config.*` for an app whose Vite config is
 * not test configuration).
 */
function protectedGlobs(extra = []) {
    const exclude = extra.filter((g) => g.startsWith('!')).map((g) => g.slice(1));
    const refuse = extra.filter((g) => g.startsWith(REFUSE_PREFIX)).map((g) => g.slice(7).trim());
    const plain = extra.filter((g) => !g.startsWith('!') && !g.startsWith(REFUSE_PREFIX));
    const include = [...DEFAULT_PROTECTED_GLOBS, ...plain, ...refuse];
    return {
        include: [...new Set(include)],
        exclude,
        refuse: [...new Set([...REFUSED_GLOBS, ...refuse])],
    };
}


/***/ }),

/***/ 6496:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ globMatcher)
/* harmony export */ });
/* unused harmony export matchesAny */
/**
 * Path globs of the `protect:` list: `*` and `?` stay within one path segment, `**` spans any
 * number of them, `{a,b}` is either. Paths are relative to the repository root, with `/`.
 */
const SPECIAL = /[.+^$()|[\]\\]/g;
function segmentSource(glob) {
    let out = '';
    for (let i = 0; i < glob.length; i++) {
        const c = glob[i];
        if (c === '*' && glob[i + 1] === '*') {
            const slash = glob[i + 2] === '/';
            out += slash ? '(?:.*/)?' : '.*';
            i += slash ? 2 : 1;
        }
        else if (c === '*')
            out += '[^/]*';
        else if (c === '?')
            out += '[^/]';
        else if (c === '{') {
            const close = glob.indexOf('}', i);
            if (close < 0)
                out += '\\{';
            else {
                out += `(?:${glob
                    .slice(i + 1, close)
                    .split(',')
                    .map(segmentSource)
                    .join('|')})`;
                i = close;
            }
        }
        else
            out += c.replace(SPECIAL, '\\$&');
    }
    return out;
}
/** A matcher for `glob`; a trailing `/` matches everything below that directory. */
function globMatcher(glob) {
    const trimmed = glob.trim().replace(/^\.\//, '').replace(/^\//, '');
    const source = trimmed.endsWith('/') ? `${segmentSource(trimmed)}.*` : segmentSource(trimmed);
    const re = new RegExp(`^${source}$`);
    return (path) => re.test(path);
}
/** Whether `path` matches any of `globs`. */
function matchesAny(globs, path) {
    return globs.some((glob) => globMatcher(glob)(path));
}


/***/ }),

/***/ 554:
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
var agent = __webpack_require__(1350);
// EXTERNAL MODULE: ./src/planning/claude-path.ts
var claude_path = __webpack_require__(227);
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

/***/ 9368:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OJ: () => (/* binding */ EXAMPLE_TASK_TITLE),
/* harmony export */   Pc: () => (/* binding */ exampleTaskMessage),
/* harmony export */   mg: () => (/* binding */ isExampleTask),
/* harmony export */   o1: () => (/* binding */ exampleTaskDiagnostics)
/* harmony export */ });
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7267);

const EXAMPLE_TASK_TITLE = 'Replace this example task with your first real task';
function isExampleTask(task) {
    return task.title.trim() === EXAMPLE_TASK_TITLE;
}
function exampleTaskMessage(id) {
    return `${id} is the example task of \`ralph init\` ("${EXAMPLE_TASK_TITLE}"): replace it with a real task`;
}
/** A warning for each unfinished example task, at its title's line in `text`. */
function exampleTaskDiagnostics(prd, text, file) {
    const open = prd.tasks.filter((t) => isExampleTask(t) && t.status !== 'done' && t.status !== 'skipped');
    if (open.length === 0)
        return [];
    const lines = text.split('\n');
    const index = lines.findIndex((l) => l.includes(EXAMPLE_TASK_TITLE));
    return open.map((t) => ({
        rule: 'EXAMPLE',
        message: `${exampleTaskMessage((0,_model_js__WEBPACK_IMPORTED_MODULE_0__/* .idKey */ .T4)(t.id))}; a run refuses to start it`,
        file,
        line: index + 1,
        column: index < 0 ? 0 : lines[index].indexOf(EXAMPLE_TASK_TITLE) + 1,
        severity: 'warning',
    }));
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
