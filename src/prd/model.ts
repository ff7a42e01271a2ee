/**
 * The task list's vocabulary without the schema library: statuses, priorities, the keys each
 * mapping may have, and small helpers. The fast path of loading and validating needs only
 * these; `schema.ts` builds the zod schemas (and the types) from them, so this file imports
 * nothing of the task list's own.
 */

export const TASK_STATUSES = ['pending', 'in_progress', 'done', 'blocked', 'skipped'] as const;
export const PRIORITIES = ['low', 'medium', 'high', 'critical'] as const;
export const PROVENANCES = ['agent', 'human', 'system', 'ci'] as const;
export const SUPPORTED_SCHEMA_VERSION = '1.0';
export const BASELINE_MODES = ['require-passing', 'allow-failing'] as const;

/** The same types as schema.ts infers for a task's priority and id. */
type Priority = (typeof PRIORITIES)[number];
type TaskId = string | number;

/** A date (YYYY-MM-DD) or an ISO 8601 date-time: other tools write timestamps where SPEC-035 writes dates. */
export const DATE_TIME_PATTERN =
  /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
/** The keys each mapping of a task list may have (the zod schemas are checked against these). */
export const KNOWN_KEYS = {
  top: [
    'schema_version',
    'project',
    'tasks',
    'completion_marker',
    'paused',
    'disciplines',
    'features',
  ],
  project: ['title', 'description', 'created', 'branch', 'branchName'],
  task: [
    'id',
    'title',
    'description',
    'status',
    'priority',
    'tags',
    'depends_on',
    'blocked_by',
    'acceptance_criteria',
    'created',
    'updated',
    'completed',
    'feature',
    'discipline',
    'context_files',
    'output_artifacts',
    'files',
    'hints',
    'baseline',
    'estimated_turns',
    'provenance',
    'comments',
    'verify',
    'review',
    'tools',
    'mcp_servers',
    'max_cost_usd',
  ],
  comment: ['author', 'body', 'created', 'agent_task_id'],
  verify: ['name', 'command', 'timeout'],
  discipline: [
    'name',
    'display_name',
    'acronym',
    'icon',
    'color',
    'system_prompt',
    'skills',
    'conventions',
    'mcp_servers',
    'tools',
  ],
  mcp: ['name', 'command', 'args', 'env'],
  feature: [
    'name',
    'display_name',
    'acronym',
    'description',
    'created',
    'knowledge_paths',
    'context_files',
  ],
} as const satisfies Record<string, readonly string[]>;

export type KnownKeyScope = keyof typeof KNOWN_KEYS;

/** Ids compare as strings: `depends_on: [3]` matches `id: "3"` and `id: 3`. */
export function idKey(id: TaskId): string {
  return String(id);
}

export function taskPriority(task: { priority?: Priority }): Priority {
  return task.priority ?? 'medium';
}

export function projectBranch(project: {
  branch?: string;
  branchName?: string;
}): string | undefined {
  return project.branch ?? project.branchName;
}

/** Where editors find the published JSON Schema (`# yaml-language-server: $schema=...`). */
export const PRD_SCHEMA_URL =
  'https://raw.githubusercontent.com/ralph-action/ralph-action/main/schema/prd.schema.json';
