/**
 * Phase 1 (agent), its start: the prompt and the MCP config of the attempt (harness side,
 * before the agent).
 */
import { join } from 'node:path';
import { agentToolSet } from '../../agent/tool-set.js';
import type { Prd, Task } from '../../prd/schema.js';
import { assemblePrompt, buildMcpConfig, gatherPromptInput } from '../../prompt/index.js';
import { attemptDir } from '../attempts.js';
import { writeMcpConfigFor } from '../mcp.js';
import { PROGRESS_PATH, readProgressHead } from '../memory.js';
import type { IterationContext } from './context.js';

export interface PreparedPrompt {
  prompt: string;
  appendSystemPrompt?: string;
  mcpConfigPath?: string;
  /** The agent's tools (`--tools`): the default set and the run's, discipline's and task's additions. */
  tools: string[];
}

function cloneWithStatus(prd: Prd, task: Task): { prd: Prd; task: Task } {
  const running: Task = { ...task, status: 'in_progress' };
  return {
    prd: { ...prd, tasks: prd.tasks.map((t) => (t === task ? running : t)) },
    task: running,
  };
}

export async function preparePrompt(ctx: IterationContext): Promise<PreparedPrompt> {
  const { input, repoDir } = ctx;
  // The task is in progress for the agent's eyes only (status is written on the outcome).
  const running = cloneWithStatus(input.prd, input.task);
  const progressText = await readProgressHead(join(repoDir, PROGRESS_PATH), { within: repoDir });
  const promptInput = await gatherPromptInput({
    repoDir,
    prd: running.prd,
    task: running.task,
    disciplines: input.loaded.disciplines,
    features: input.loaded.features,
    checks: input.checks,
    checksFile: input.checksFile,
    progressText,
  });
  const assembled = assemblePrompt(promptInput);
  for (const warning of assembled.warnings) ctx.observer.warning?.(warning);
  const mcpConfigPath = await writeMcpConfigFor(
    buildMcpConfig(promptInput.discipline, input.task),
    attemptDir(ctx.artifacts, ctx.taskId, ctx.attempt),
  );
  return {
    prompt: assembled.prompt,
    appendSystemPrompt: assembled.appendSystemPrompt,
    mcpConfigPath,
    tools: agentToolSet(input.settings.agentTools, promptInput.discipline?.tools, input.task.tools),
  };
}
