/** `ralph init --enhance`: Claude Code's own /init, asked to enrich CLAUDE.md and AGENTS.md (FR-INIT-09). */
import type { AgentRunner } from '../agent/types.js';
import type { EnhanceOutcome } from './init.js';
import { plural } from '../report/format.js';

export const ENHANCE_PROMPT = `/init

CLAUDE.md and AGENTS.md already exist and hold the Ralph workflow instructions for ralph-action.
Enrich BOTH files with project-specific context: what the project does, how the code is laid out,
how to build, run and test it, and the conventions you observe. Put it in their "## Project"
section and keep that content identical in the two files. Keep the "Ralph workflow",
"Codebase Patterns" and "Quality Checks" sections, and do not change anything between
<!-- RALPH:CHECKS:START --> and <!-- RALPH:CHECKS:END -->. Do not create other files.`;

export interface EnhanceDeps {
  runner: AgentRunner;
  claudePath: string;
  env?: Record<string, string | undefined>;
  signal?: AbortSignal;
  onText?: (text: string) => void;
}

/** Runs /init headless with file tools only; resolves with a one-line outcome (never rejects). */
export function claudeInitRunner(deps: EnhanceDeps): (cwd: string) => Promise<EnhanceOutcome> {
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
        message: `Claude Code's /init enriched CLAUDE.md and AGENTS.md (${plural(result.numTurns, 'turn')})`,
      };
    }
    return {
      ok: false,
      message: `Claude Code's /init did not finish (${result.outcome}): ${result.summary}`,
    };
  };
}
