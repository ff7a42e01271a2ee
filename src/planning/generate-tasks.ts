/**
 * `ralph tasks`: a restricted, headless Claude run turns a specification into prd.yaml.
 * The answer is validated before anything is written; an invalid answer gets one retry in
 * the same session with the validation errors, and an invalid file is never written.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AgentResult, AgentRunner, AgentRunOptions } from '../agent/types.js';
import type { Sandbox } from '../isolation/types.js';
import { exists, writeFileAtomic } from './files.js';
import { ensureSchemaComment } from './schema-comment.js';
import { renderRetryPrompt, renderTasksPrompt } from './tasks-prompt.js';
import { extractLastYamlBlock } from './yaml-block.js';
import { formatDiagnostic, parsePrdText } from '../prd/index.js';
import { sanitizeTaskListTitles } from '../text/one-line.js';

/** Read-only tools: the agent may look at the repository and its skills, not change them. */
export const TASKS_ALLOWED_TOOLS = ['Read', 'Glob', 'Grep', 'Skill'];
export const TASKS_MAX_TURNS = 8;

export interface TaskListCheck {
  /** Human-readable problems; empty when the text is a valid task list. */
  errors: string[];
  taskCount: number;
}

export interface GenerateTasksDeps {
  runner: AgentRunner;
  claudePath: string;
  /** Validates prd.yaml text (the prd validator); `file` names it in messages. */
  validate(text: string, file: string): TaskListCheck;
  schemaUrl?: string;
  env?: Record<string, string | undefined>;
  signal?: AbortSignal;
  onText?: (text: string) => void;
  timeoutMs?: number;
  idleTimeoutMs?: number;
  /** Where the agent runs: as its own user (the action); the caller grants and reclaims. */
  sandbox?: Sandbox;
}

export interface GenerateTasksArgs {
  cwd: string;
  /** Relative to cwd or absolute. */
  specPath: string;
  /** Relative to cwd or absolute. Default .ralph/prd.yaml. */
  outPath?: string;
  force?: boolean;
}

export type GenerateTasksResult =
  | { kind: 'written'; path: string; taskCount: number; attempts: number }
  | { kind: 'spec_missing'; path: string }
  | { kind: 'exists'; path: string }
  | { kind: 'agent_failed'; summary: string; attempts: number }
  | { kind: 'invalid'; errors: string[]; attempts: number };

interface Attempt {
  result: AgentResult;
  yaml?: string;
  errors: string[];
  taskCount: number;
}

export async function generateTasks(
  deps: GenerateTasksDeps,
  args: GenerateTasksArgs,
): Promise<GenerateTasksResult> {
  const specFile = path.resolve(args.cwd, args.specPath);
  const outFile = path.resolve(args.cwd, args.outPath ?? '.ralph/prd.yaml');
  let specText: string;
  try {
    specText = await readFile(specFile, 'utf8');
  } catch {
    return { kind: 'spec_missing', path: specFile };
  }
  if (!args.force && (await exists(outFile))) return { kind: 'exists', path: outFile };

  const shownOut = path.relative(args.cwd, outFile) || outFile;
  const base: Omit<AgentRunOptions, 'prompt'> = {
    claudePath: deps.claudePath,
    cwd: args.cwd,
    maxTurns: TASKS_MAX_TURNS,
    allowedTools: TASKS_ALLOWED_TOOLS,
    timeoutMs: deps.timeoutMs ?? 10 * 60_000,
    idleTimeoutMs: deps.idleTimeoutMs ?? 5 * 60_000,
    env: deps.env,
    signal: deps.signal,
    onText: deps.onText,
    sandbox: deps.sandbox,
  };
  const attempt = async (options: AgentRunOptions): Promise<Attempt> => {
    const result = await deps.runner.run(options);
    const yaml =
      extractLastYamlBlock(result.finalText) ?? extractLastYamlBlock(result.assistantText);
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

  const specShown = path.relative(args.cwd, specFile) || specFile;
  const first = await attempt({ ...base, prompt: renderTasksPrompt(specShown, specText) });
  if (first.result.outcome !== 'completed') {
    return { kind: 'agent_failed', summary: first.result.summary, attempts: 1 };
  }
  let final = first;
  if (first.errors.length > 0) {
    const retryPrompt = renderRetryPrompt(first.errors);
    // Resume the same conversation so the agent fixes its own answer; without a session
    // id, start over with the original request and the errors.
    final = await attempt(
      first.result.sessionId
        ? { ...base, prompt: retryPrompt, resumeSessionId: first.result.sessionId }
        : { ...base, prompt: `${renderTasksPrompt(specShown, specText)}\n\n${retryPrompt}` },
    );
    if (final.result.outcome !== 'completed') {
      return { kind: 'agent_failed', summary: final.result.summary, attempts: 2 };
    }
    if (final.errors.length > 0) return { kind: 'invalid', errors: final.errors, attempts: 2 };
  }
  // Titles come from issue text anyone can write: one line each before the file exists.
  await writeFileAtomic(
    outFile,
    ensureSchemaComment(sanitizeTaskListTitles(final.yaml!), deps.schemaUrl),
  );
  return {
    kind: 'written',
    path: outFile,
    taskCount: final.taskCount,
    attempts: final === first ? 1 : 2,
  };
}

/** The prd validator, as `ralph validate` sees the file. */
export function checkTaskListText(text: string, file: string): TaskListCheck {
  const loaded = parsePrdText(text, file);
  const errors = loaded.errors.map(formatDiagnostic);
  if (errors.length === 0 && !loaded.prd) errors.push(`${file}: not a valid task list`);
  return { errors, taskCount: loaded.prd?.tasks.length ?? 0 };
}
