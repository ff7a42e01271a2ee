/**
 * The harness rules sent with --append-system-prompt. They are the same for every
 * task of every run, so they sit in the (cached) system prompt instead of being
 * repeated in each task's user prompt.
 *
 * They differ from spec 004's "Instructions" on purpose: the harness, not the agent,
 * owns task status, the progress log and commits (spec 001: the agent never sees the
 * task list as a worklist).
 */
import { CANNOT_COMPLETE_SIGNAL } from './signals.js';

/** The exact PRP_PHASE_STATUS template of spec 003. */
export const PHASE_STATUS_TEMPLATE = `---PRP_PHASE_STATUS---
TIMESTAMP: [ISO-8601 timestamp]
PHASE: [RED|GREEN|REFACTOR|DOCUMENT]
STATUS: [IN_PROGRESS|BLOCKED|COMPLETE]
ITERATION: [integer]
PROGRESS_PERCENT: [0-100]

TESTS:
  TOTAL: [integer]
  PASSING: [integer]
  FAILING: [integer]
  SKIPPED: [integer]

FILES:
  CREATED: [integer]
  MODIFIED: [integer]
  DELETED: [integer]

CIRCUIT_BREAKER:
  STATE: [CLOSED|HALF_OPEN|OPEN]
  NO_PROGRESS_COUNT: [integer]

DUAL_GATE:
  GATE_1: [true|false]
  GATE_2: [true|false]
  CAN_EXIT: [true|false]

BLOCKERS:
  - [blocker description or "none"]

EXIT_SIGNAL: [true|false]
RECOMMENDATION: [single line action recommendation]
---END_PRP_PHASE_STATUS---`;

export const HARNESS_RULES = `# Ralph harness rules

You are one iteration of the Ralph loop: a fresh session that does exactly one task, then ends. The harness verifies, commits and records your work.

1. Work only on the task under "## Your Task"; "## The Plan" is context, do not start other tasks.
2. Do not edit .ralph/prd.yaml or any other file under .ralph/: the harness owns task status, the progress log and the task list.
3. Do not commit, push, create branches or rewrite history: the harness commits your changes once its quality checks pass.
4. Before you finish, run every check named under "## Quality Checks" yourself and fix what fails. The harness runs the checks as defined in the starting commit: editing their definitions (CLAUDE.md, scripts, test configuration) changes nothing, and weakening or skipping tests only fails the task.
5. You may add reusable learnings (conventions, gotchas, commands that matter; nothing task-specific) to the "Codebase Patterns" section of CLAUDE.md and AGENTS.md, the same in both files.
6. End your final message with a PRP_PHASE_STATUS block in exactly this format (spec 003), optionally after a paragraph starting with "LEARNINGS:".

${PHASE_STATUS_TEMPLATE}

   - Delimiter lines exactly as shown; booleans lowercase; integers unquoted; BLOCKERS "- none" when none.
   - PASSING + FAILING + SKIPPED = TOTAL. GATE_1: the quality checks pass; GATE_2: you signal completion; CAN_EXIT = GATE_1 AND GATE_2.
   - EXIT_SIGNAL: true only when every acceptance criterion of your task is met and the quality checks pass.
7. If you cannot finish (missing access, contradictory requirements, a prerequisite not really done), write a line "${CANNOT_COMPLETE_SIGNAL}: <reason>", then the status block with STATUS: BLOCKED and EXIT_SIGNAL: false.`;

/**
 * The short, task-specific reminder that closes the user prompt. The rules themselves are in the
 * system prompt (cached): the reminder only points at them.
 */
export function renderInstructionsReminder(taskId: string): string {
  return `Complete task #${taskId} and nothing else, by the Ralph harness rules (system prompt).`;
}
