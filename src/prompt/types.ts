/** Data of prompt assembly: what gatherPromptInput reads and assemblePrompt renders. */
import type { CheckDefinition } from '../checks/types.js';
import type { Discipline, Feature, Task, TaskId, TaskStatus } from '../prd/schema.js';

/** One injected file. Exactly one of `content` / `note` is set. */
export interface PromptFile {
  /** Repository-relative path with forward slashes, as written in the task list (normalized). */
  path: string;
  content?: string;
  /** Why the file is not injected, e.g. "(file not found: docs/x.md)". */
  note?: string;
}

/** A task as the plan and the prerequisites show it. */
export interface TaskSummary {
  id: TaskId;
  title: string;
  status: TaskStatus;
  /** Its depends_on (the plan lists the current task's prerequisites and dependents). */
  dependsOn?: TaskId[];
}

/** Everything the prompt is made of; plain data, so assembly is pure and testable. */
export interface PromptInput {
  task: Task;
  discipline?: Discipline;
  feature?: Feature;
  /** Contents of feature.knowledge_paths, in order. */
  referenceDocs: PromptFile[];
  /** feature.context_files then task.context_files, deduplicated (first occurrence wins). */
  sourceFiles: PromptFile[];
  /** The task's depends_on, resolved against the task list. */
  prerequisites: TaskSummary[];
  /** Every task of the list, in file order. */
  plan: TaskSummary[];
  /** The checks the harness will run (from the starting commit). */
  checks: CheckDefinition[];
  /**
   * The file whose RALPH:CHECKS block defines the checks. `CLAUDE.md` reaches the agent as it
   * is, so the block's checks are not repeated in the prompt.
   */
  checksFile?: string;
  /** Body of the "Codebase Patterns" section of .ralph/progress.txt, if any. */
  codebasePatterns?: string;
  /** Problems met while gathering (missing files, refused paths...). */
  warnings: string[];
}

export interface AssembledPrompt {
  /** The user prompt (sent on stdin). */
  prompt: string;
  /**
   * The harness rules, identical for every task of every run, passed with
   * --append-system-prompt so that they are part of the cached system prompt.
   */
  appendSystemPrompt: string;
  /** UTF-8 size of `prompt`. */
  bytes: number;
  /** ceil(bytes / 4): the usual rough estimate for English text and code. */
  estimatedTokens: number;
  /** Section headings of `prompt`, in order, without the leading "## ". */
  sections: string[];
  warnings: string[];
}
