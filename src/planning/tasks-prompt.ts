/** The prompts of `ralph tasks`: spec -> .ralph/prd.yaml. */
import { fenced } from '../prompt/markdown.js';

/** What the agent must know about prd.yaml to write a valid one. */
export const PRD_ESSENTIALS = `\`\`\`yaml
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

export function renderTasksPrompt(specPath: string, specText: string): string {
  return [
    `Use the ralph-tasks skill to convert the specification below (${specPath}) into a Ralph task list, the file .ralph/prd.yaml.`,
    'Do not write or edit any file: answer with the complete prd.yaml in a single ```yaml fenced block in your final message. The harness validates it and writes the file.',
    '## prd.yaml essentials (schema 1.0)',
    PRD_ESSENTIALS,
    `## The specification: ${specPath}`,
    fenced(specText, 'markdown'),
  ].join('\n\n');
}

export function renderRetryPrompt(errors: readonly string[]): string {
  return [
    'Your answer is not a valid .ralph/prd.yaml:',
    errors.map((e) => `- ${e}`).join('\n'),
    'Fix these problems and answer again with the complete corrected file in a single ```yaml fenced block.',
  ].join('\n\n');
}
