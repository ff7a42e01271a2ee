/** The PRP_PHASE_STATUS block as the agent should end its final message (spec 003). */
export const PHASE_STATUS_EXAMPLE = `---PRP_PHASE_STATUS---
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
export const PHASE_STATUS_RULES = `- The delimiter lines are exactly \`---PRP_PHASE_STATUS---\` and \`---END_PRP_PHASE_STATUS---\`, with no spaces around them.
- PHASE: RED (writing tests), GREEN (implementing), REFACTOR or DOCUMENT. STATUS: IN_PROGRESS, BLOCKED or COMPLETE.
- ITERATION is the iteration number from the prompt (1 if none is given); PROGRESS_PERCENT is 0-100.
- TESTS: PASSING + FAILING + SKIPPED must equal TOTAL, counted from the last test run (all 0 if there are no tests).
- FILES counts the files you created, modified and deleted for this task.
- Booleans are lowercase \`true\`/\`false\`; numbers are unquoted. CAN_EXIT is GATE_1 and GATE_2.
- BLOCKERS lists what stops you, one \`- item\` per line, or \`- none\`.
- EXIT_SIGNAL: true only when the task is finished and every required check passes.
- RECOMMENDATION is one line: the next action.`;
