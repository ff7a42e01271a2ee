/** `--dry-run`: shows the next task and its prompt; runs nothing and writes nothing. */
import { join } from 'node:path';
import type { LoadedPrd } from '../prd/load.js';
import { idKey, type Prd } from '../prd/schema.js';
import { selectNextTask } from '../prd/select.js';
import { assemblePrompt, gatherPromptInput } from '../prompt/index.js';
import { planChecks } from './checks-plan.js';
import { readIfExists } from './files.js';
import { PROGRESS_PATH } from './memory.js';
import type { EngineDeps, EngineSettings } from './types.js';

export async function runDryRun(args: {
  settings: EngineSettings;
  deps: EngineDeps;
  loaded: LoadedPrd;
  prd: Prd;
}): Promise<void> {
  const { settings, deps, prd } = args;
  const observer = deps.observer ?? {};
  const selection = selectNextTask(prd);
  if (selection.kind === 'complete') {
    observer.info?.('All tasks are complete: nothing to run');
    return;
  }
  if (selection.kind === 'none_ready') {
    observer.info?.(`Nothing is ready to run: ${selection.reason}`);
    return;
  }
  const task = selection.task;
  const head = await deps.git.tryRevParse('HEAD');
  const plan = head
    ? await planChecks(deps.git, head, settings.checksDisabled)
    : { checks: [], warnings: [] };
  for (const w of plan.warnings) observer.warning?.(w);
  if ('error' in plan && plan.error) observer.warning?.(plan.error);
  const running = { ...task, status: 'in_progress' as const };
  const input = await gatherPromptInput({
    repoDir: settings.repoDir,
    prd: { ...prd, tasks: prd.tasks.map((t) => (t === task ? running : t)) },
    task: running,
    disciplines: args.loaded.disciplines,
    features: args.loaded.features,
    checks: plan.checks,
    progressText: await readIfExists(join(settings.repoDir, PROGRESS_PATH)),
  });
  const assembled = assemblePrompt(input);
  for (const w of assembled.warnings) observer.warning?.(w);
  observer.info?.(
    `Next task: ${idKey(task.id)} - ${task.title} (max turns ${task.estimated_turns ?? settings.maxTurns}; prompt ${assembled.bytes} bytes, ~${assembled.estimatedTokens} tokens)`,
  );
  observer.info?.(
    `Checks: ${plan.checks.map((c) => `${c.name} (${c.command})`).join(', ') || 'none'}`,
  );
  observer.info?.(`--- prompt ---\n${assembled.prompt}`);
}
