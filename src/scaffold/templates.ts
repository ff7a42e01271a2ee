/** The files `ralph init` writes. Pure functions of the project's name and checks. */
import { EXAMPLE_TASK_TITLE } from '../prd/example-task.js';
import { stringify } from 'yaml';
import { QUALITY_CHECKS_HEADING, renderQualityChecksSection } from '../checks/render.js';
import type { CheckDefinition } from '../checks/types.js';
import { PHASE_STATUS_EXAMPLE, PHASE_STATUS_RULES } from './status-block.js';
import { setupSteps } from './workflow-setup.js';

export const PRD_SCHEMA_URL =
  'https://raw.githubusercontent.com/ralph-action/ralph-action/main/schema/prd.schema.json';
export const ACTION_REFERENCE = 'ralph-action/ralph-action@v1';
export const ATTEMPTS_IGNORE_ENTRY = '.ralph/attempts/';

/** "My App!" -> "my-app"; never empty. */
export function slugify(text: string): string {
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
function scalar(value: string): string {
  return stringify(value, { lineWidth: 0 }).trimEnd();
}

export interface PrdTemplateInput {
  title: string;
  /** YYYY-MM-DD */
  today: string;
}

export function prdTemplate({ title, today }: PrdTemplateInput): string {
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
    title: ${EXAMPLE_TASK_TITLE}
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

export function progressTemplate(): string {
  return `# Ralph Progress Log

> ralph-action appends a block here after every iteration: the task, what changed and what was learned.

## Codebase Patterns

(Patterns discovered during iterations will be consolidated here)

---
`;
}

function workflowInstructions(fileName: 'CLAUDE.md' | 'AGENTS.md'): string {
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
export function checksPointerSection(holder: 'CLAUDE.md' | 'AGENTS.md'): string {
  return `${QUALITY_CHECKS_HEADING}

The quality checks are defined once, in the RALPH:CHECKS block of ${holder}: run every command
listed there before finishing a task, and fix the code (not the checks) when one fails.
`;
}

/**
 * A new CLAUDE.md or AGENTS.md: project notes, the Ralph workflow, patterns and the checks (the
 * block itself when this file holds it, else a pointer to `holder`).
 */
export function agentInstructionsTemplate(
  fileName: 'CLAUDE.md' | 'AGENTS.md',
  checks: CheckDefinition[],
  holder: 'CLAUDE.md' | 'AGENTS.md' = fileName,
  protect: string[] = [],
): string {
  const other = fileName === 'CLAUDE.md' ? 'AGENTS.md' : 'CLAUDE.md';
  return `# ${fileName}

Instructions for coding agents working in this repository. Keep this file and ${other} in sync.

## Project

Describe the project here: what it does, how the code is laid out, how to build and run it.
(\`ralph init --enhance\` asks Claude Code to fill this in from the code.)

${workflowInstructions(fileName)}

## Codebase Patterns

(Reusable patterns discovered during iterations are recorded here, identical in CLAUDE.md and AGENTS.md.)

${holder === fileName ? renderQualityChecksSection(checks, protect) : checksPointerSection(holder)}`;
}

/** What is appended to an existing CLAUDE.md/AGENTS.md that has no checks block. */
export function appendedChecksSection(
  existing: string,
  checks: CheckDefinition[],
  holder?: 'CLAUDE.md' | 'AGENTS.md',
  protect: string[] = [],
): string {
  const separator =
    existing.length === 0 || existing.endsWith('\n\n')
      ? ''
      : existing.endsWith('\n')
        ? '\n'
        : '\n\n';
  const section = holder
    ? checksPointerSection(holder)
    : renderQualityChecksSection(checks, protect);
  return `${existing}${separator}${section}`;
}

/** A YAML flow sequence of workflow names, each quoted. */
function yamlNames(names: string[]): string {
  return `[${names.map((n) => JSON.stringify(n)).join(', ')}]`;
}

/**
 * The workflow_run trigger for the repository's CI workflows (by name), or a comment saying how
 * to add it when init found none.
 */
function ciTrigger(ciWorkflows: string[]): string {
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
export function workflowTemplate(
  setup: string = setupSteps({}),
  ciWorkflows: string[] = [],
): string {
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
