/**
 * `ralph prd`: a Claude session that writes the product spec to plans/SPEC.md, either
 * interactive (the user answers Claude's questions in the terminal) or from a given
 * description (FR-FIX-02). Success is judged by the file itself (FR-FIX-03): it must have
 * been created or changed.
 */
import path from 'node:path';
import type { AgentResult, AgentRunner } from '../agent/types.js';
import { fileChanged, fingerprint } from './files.js';

export const SPEC_PATH = 'plans/SPEC.md';
/** The agent writes the spec itself, so it needs Write/Edit; no shell, no permission bypass (FR-FIX-01.6). */
export const PRD_ALLOWED_TOOLS = ['Read', 'Glob', 'Grep', 'Write', 'Edit', 'Skill'];
export const PRD_MAX_TURNS = 30;

export function renderInteractivePrdPrompt(): string {
  return [
    'Use the ralph-prd skill to create a Product Requirements Document with me.',
    'Ask me clarifying questions about the feature first, then write the PRD to plans/SPEC.md.',
  ].join(' ');
}

export function renderPrdPrompt(description: string): string {
  return [
    'Use the ralph-prd skill to create a Product Requirements Document for the feature described below,',
    `and write it to ${SPEC_PATH} (relative to your working directory).`,
    'Nobody can answer questions in this session: make reasonable assumptions and list them in an "Open Questions" section.',
    '',
    '## Feature description',
    description.trim(),
  ].join('\n');
}

/** Starts a program attached to the terminal and resolves with its exit code. */
export type SpawnInteractive = (
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
) => Promise<number | null>;

export interface PrdSessionDeps {
  claudePath: string;
  runner: AgentRunner;
  spawnInteractive: SpawnInteractive;
  env?: Record<string, string | undefined>;
  signal?: AbortSignal;
  onText?: (text: string) => void;
  timeoutMs?: number;
  idleTimeoutMs?: number;
}

export type PrdSessionMode = { kind: 'interactive' } | { kind: 'description'; text: string };

export interface PrdSessionResult {
  /** Absolute path of the spec file. */
  specFile: string;
  /** True when the session created or changed the spec file. */
  changed: boolean;
  /** Non-interactive runs only. */
  agent?: AgentResult;
  /** Interactive runs only. */
  exitCode?: number | null;
}

export async function runPrdSession(
  deps: PrdSessionDeps,
  args: { cwd: string; mode: PrdSessionMode },
): Promise<PrdSessionResult> {
  const specFile = path.join(args.cwd, ...SPEC_PATH.split('/'));
  const before = await fingerprint(specFile);
  let agent: AgentResult | undefined;
  let exitCode: number | null | undefined;
  if (args.mode.kind === 'interactive') {
    exitCode = await deps.spawnInteractive(deps.claudePath, [renderInteractivePrdPrompt()], {
      cwd: args.cwd,
      env: deps.env ? { ...process.env, ...deps.env } : undefined,
    });
  } else {
    agent = await deps.runner.run({
      claudePath: deps.claudePath,
      cwd: args.cwd,
      prompt: renderPrdPrompt(args.mode.text),
      maxTurns: PRD_MAX_TURNS,
      allowedTools: PRD_ALLOWED_TOOLS,
      timeoutMs: deps.timeoutMs ?? 20 * 60_000,
      idleTimeoutMs: deps.idleTimeoutMs ?? 5 * 60_000,
      env: deps.env,
      signal: deps.signal,
      onText: deps.onText,
    });
  }
  const after = await fingerprint(specFile);
  return { specFile, changed: fileChanged(before, after), agent, exitCode };
}
