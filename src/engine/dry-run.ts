/**
 * `--dry-run`: shows what the run would refuse, the next task and its prompt; runs nothing and
 * writes nothing. The refusals are the real run's own (preflight.ts), so the exit code matches.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LoadedPrd } from '../prd/load.js';
import { idKey, type Prd } from '../prd/schema.js';
import { selectNextTask } from '../prd/select.js';
import { assemblePrompt, gatherPromptInput } from '../prompt/index.js';
import { readIfExists } from './files.js';
import { PROGRESS_PATH } from './memory.js';
import type { Preflight } from './preflight.js';
import { verifyChecksAtCommit } from './task-verify.js';
import type { EngineDeps, EngineSettings } from './types.js';

export async function runDryRun(args: {
  settings: EngineSettings;
  deps: EngineDeps;
  loaded: LoadedPrd;
  prd: Prd;
  preflight: Preflight;
}): Promise<void> {
  const { settings, deps, prd, preflight } = args;
  const observer = deps.observer ?? {};
  const plan = preflight.plan;
  for (const w of plan.warnings) observer.warning?.(w);
  if (preflight.note) observer.info?.(preflight.note);
  for (const refusal of preflight.refusals)
    (observer.error ?? observer.warning)?.(
      `the run would stop (${refusal.reason}): ${refusal.message}`,
    );

  // Phase 2: the task and its prompt, as the first iteration would send it.
  // (A complete list never gets here; the loop's stop message says why nothing is ready.)
  const selection = selectNextTask(prd);
  if (selection.kind !== 'task') return;
  const task = selection.task;
  const verify =
    settings.checksDisabled || !preflight.startRef
      ? []
      : await verifyChecksAtCommit({
          git: deps.git,
          startSha: preflight.startRef,
          prdPath: settings.prdPath,
          taskId: task.id,
          current: {
            text: await readFile(join(settings.repoDir, settings.prdPath), 'utf8'),
            task,
          },
        });
  const checks = [...plan.checks, ...verify];
  const running = { ...task, status: 'in_progress' as const };
  const input = await gatherPromptInput({
    repoDir: settings.repoDir,
    prd: { ...prd, tasks: prd.tasks.map((t) => (t === task ? running : t)) },
    task: running,
    disciplines: args.loaded.disciplines,
    features: args.loaded.features,
    checks,
    ...(plan.sourceFile ? { checksFile: plan.sourceFile } : {}),
    progressText: await readIfExists(join(settings.repoDir, PROGRESS_PATH)),
  });
  const assembled = assemblePrompt(input);
  for (const w of assembled.warnings) observer.warning?.(w);
  observer.info?.(
    `Next task: ${idKey(task.id)} - ${task.title} (max turns ${task.estimated_turns ?? settings.maxTurns}; prompt ${assembled.bytes} bytes, ~${assembled.estimatedTokens} tokens)`,
  );
  observer.info?.(`Checks: ${checks.map((c) => `${c.name} (${c.command})`).join(', ') || 'none'}`);
  observer.info?.(`--- prompt ---\n${assembled.prompt}`);
}
