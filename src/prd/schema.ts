/**
 * The single source of truth for `.ralph/prd.yaml` (SPEC-035 schema 1.0 plus the
 * prompt-assembly extensions of the nexus spec). Types, validation and the
 * published JSON Schema are all derived from these definitions.
 */
import { z } from 'zod';
import { agentToolProblem } from '../agent/tool-set.js';
import { parseTimeout } from '../checks/duration.js';
import {
  BASELINE_MODES,
  DATE_TIME_PATTERN,
  PRIORITIES,
  PROVENANCES,
  SUPPORTED_SCHEMA_VERSION,
  TASK_STATUSES,
} from './model.js';

export * from './model.js';

export const TaskStatusSchema = z.enum(TASK_STATUSES);
export const PrioritySchema = z.enum(PRIORITIES);

/** Task ids may be strings ("task-001") or integers (the nexus spec uses `id: 1`). */
export const TaskIdSchema = z.union([z.string().min(1), z.number().int()]);

const DateTimeString = z
  .string()
  .regex(
    DATE_TIME_PATTERN,
    'expected a date like 2026-02-05 or an ISO 8601 timestamp like 2026-02-05T10:30:00Z',
  );

export const McpServerSchema = z
  .object({
    name: z.string().min(1),
    command: z.string().min(1),
    args: z.array(z.string()).optional(),
    env: z.record(z.string(), z.string()).optional(),
  })
  .strict();

/** A built-in tool added to the agent's set (`--tools`); MCP tools come from mcp_servers. */
export const AgentToolSchema = z.string().superRefine((name, ctx) => {
  const problem = agentToolProblem(name);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

export const DisciplineSchema = z
  .object({
    name: z.string().min(1),
    display_name: z.string().optional(),
    acronym: z.string().optional(),
    icon: z.string().optional(),
    color: z.string().optional(),
    system_prompt: z.string().optional(),
    skills: z.array(z.string()).optional(),
    conventions: z.string().optional(),
    mcp_servers: z.array(McpServerSchema).optional(),
    /** Built-in tools its tasks' agents get besides the default set. */
    tools: z.array(AgentToolSchema).optional(),
  })
  .strict();

export const FeatureSchema = z
  .object({
    name: z.string().min(1),
    display_name: z.string().optional(),
    acronym: z.string().optional(),
    description: z.string().optional(),
    created: z.string().optional(),
    knowledge_paths: z.array(z.string()).optional(),
    context_files: z.array(z.string()).optional(),
  })
  .strict();

export const TaskCommentSchema = z
  .object({
    author: z.string().min(1),
    body: z.string(),
    created: DateTimeString.optional(),
    agent_task_id: TaskIdSchema.optional(),
  })
  .strict();

const TIMEOUT_HINT = 'expected seconds (90) or a duration like "90s", "10m", "1h"';
/** A timeout as the RALPH:CHECKS block writes it: seconds, or a duration string. */
const TimeoutSchema = z.union(
  [
    z.number().positive(),
    z.string().refine((v) => parseTimeout(v) !== undefined, { message: TIMEOUT_HINT }),
  ],
  { error: TIMEOUT_HINT },
);

/**
 * One of a task's own verify commands: `{name?, command, timeout?}` (timeout as in the
 * RALPH:CHECKS block), or a plain command string, normalised to `{command}` when loaded.
 */
export const VerifyCommandObjectSchema = z
  .object({
    name: z.string().min(1).optional(),
    command: z.string().min(1),
    timeout: TimeoutSchema.optional(),
  })
  .strict();
export const VerifyCommandSchema = z.preprocess(
  (v) => (typeof v === 'string' ? { command: v } : v),
  VerifyCommandObjectSchema,
);

export const TaskSchema = z
  .object({
    id: TaskIdSchema,
    title: z.string().min(1),
    description: z.string().optional(),
    status: TaskStatusSchema,
    priority: PrioritySchema.optional(),
    tags: z.array(z.string()).optional(),
    depends_on: z.array(TaskIdSchema).optional(),
    blocked_by: z.string().optional(),
    acceptance_criteria: z.array(z.string()).optional(),
    // a date, or a full ISO 8601 timestamp as other tools write them
    created: DateTimeString.optional(),
    updated: DateTimeString.optional(),
    completed: DateTimeString.optional(),
    // nexus extensions (004)
    feature: z.string().optional(),
    discipline: z.string().optional(),
    context_files: z.array(z.string()).optional(),
    output_artifacts: z.array(z.string()).optional(),
    /** Files (or directories ending in `/`) the task will write; parallel rounds keep overlapping tasks apart. */
    files: z.array(z.string()).optional(),
    hints: z.string().optional(),
    /**
     * `allow-failing`: a required check may already fail at the starting commit, because this
     * task is meant to fix it. By default such a run stops with `checks_failing_at_start`.
     */
    baseline: z.enum(BASELINE_MODES).optional(),
    estimated_turns: z.number().int().positive().optional(),
    provenance: z.enum(PROVENANCES).optional(),
    comments: z.array(TaskCommentSchema).optional(),
    /** Commands that must pass for this task, after the RALPH:CHECKS block. */
    verify: z.array(VerifyCommandSchema).optional(),
    /**
     * A read-only reviewer checks each acceptance criterion after the checks pass (`true`), or
     * not (`false`), whatever the run's `review` setting says.
     */
    review: z.boolean().optional(),
    /** Built-in tools this task's agent gets besides the default set and its discipline's. */
    tools: z.array(AgentToolSchema).optional(),
    /** MCP servers this task's agent gets besides its discipline's (the task's win on a name). */
    mcp_servers: z.array(McpServerSchema).optional(),
    /**
     * The most this task may cost in US dollars, over all its attempts and runs. The model proxy
     * ends an agent phase that would pass it, and the task becomes `blocked`. Default: the
     * `max-task-cost-usd` input (none when that is empty).
     */
    max_cost_usd: z.number().positive().optional(),
  })
  .strict();

export const ProjectSchema = z
  .object({
    title: z.string().min(1),
    description: z.string().optional(),
    created: DateTimeString.optional(),
    /** The branch the loop works on. `branchName` is accepted as an alias (Ralph CLI's TASKS.json key). */
    branch: z.string().min(1).optional(),
    branchName: z.string().min(1).optional(),
  })
  .strict();

export const PrdSchema = z
  .object({
    schema_version: z.literal(SUPPORTED_SCHEMA_VERSION),
    project: ProjectSchema,
    tasks: z.array(TaskSchema).min(1),
    completion_marker: z.boolean().optional(),
    /** Set by a person to stop continuation chains (and parallel rounds) until it is removed. */
    paused: z.boolean().optional(),
    disciplines: z.array(DisciplineSchema).optional(),
    features: z.array(FeatureSchema).optional(),
  })
  .strict();

export type TaskStatus = z.infer<typeof TaskStatusSchema>;
export type Priority = z.infer<typeof PrioritySchema>;
export type TaskId = z.infer<typeof TaskIdSchema>;
export type McpServer = z.infer<typeof McpServerSchema>;
export type Discipline = z.infer<typeof DisciplineSchema>;
export type Feature = z.infer<typeof FeatureSchema>;
export type TaskComment = z.infer<typeof TaskCommentSchema>;
export type VerifyCommand = z.infer<typeof VerifyCommandObjectSchema>;
export type Task = z.infer<typeof TaskSchema>;
export type Project = z.infer<typeof ProjectSchema>;
export type Prd = z.infer<typeof PrdSchema>;

/** `.ralph/db/disciplines.yaml`: the disciplines shared by the tasks of prd.yaml. */
export const DisciplinesFileSchema = z.object({ disciplines: z.array(DisciplineSchema) }).strict();
/** `.ralph/db/features.yaml`: the features shared by the tasks of prd.yaml. */
export const FeaturesFileSchema = z.object({ features: z.array(FeatureSchema) }).strict();
