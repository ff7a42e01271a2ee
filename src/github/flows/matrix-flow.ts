/**
 * `mode: matrix`: the fan-out of a parallel round. It opens the work branch (created from the
 * base if missing), prepares and pushes it, and chooses the round's tasks; the workflow turns
 * the `matrix` output into one job per task.
 */
import { MAX_MATRIX_JOBS, matrixFor, selectRound } from '../../engine/parallel/select-round.js';
import { countTasks } from '../../prd/select.js';
import type { Git } from '../../git/types.js';
import type { ActionInputs } from '../inputs.js';
import type { ActionHost } from './host.js';
import {
  baseBranchOf,
  defaultBranchOf,
  withoutPersistedCredentials,
  type ModeRun,
} from './mode-run.js';
import { pushBranch } from './publish.js';
import { openWorkBranch, prepareRound } from './work-branch.js';

export interface MatrixResult {
  branch: string;
  baseSha: string;
  taskIds: string[];
}

export async function matrixFlow(
  host: ActionHost,
  inputs: ActionInputs,
  deps: { git: Git },
  opts: { baseBranch: string; defaultBranch?: string },
): Promise<MatrixResult> {
  const { git } = deps;
  // 1. The work branch as origin has it, prepared once for every task of the round.
  const work = await openWorkBranch(git, {
    prdPath: inputs.prdPath,
    branch: inputs.branch,
    baseBranch: opts.baseBranch,
    defaultBranch: opts.defaultBranch,
  });
  await prepareRound(git, work.branch);
  await pushBranch(host, git, work.branch);
  const baseSha = await git.revParse('HEAD');

  // 2. The round: ready, independent, not overlapping, by priority.
  const round = selectRound(work.prd, Math.min(inputs.parallel, MAX_MATRIX_JOBS));
  const matrix = matrixFor(round.tasks);
  const counts = countTasks(work.prd);
  const outputs: Record<string, string> = {
    matrix: JSON.stringify(matrix),
    'task-count': String(round.tasks.length),
    'base-sha': baseSha,
    branch: work.branch,
    'tasks-done': String(counts.done),
    'tasks-total': String(counts.total),
    'tasks-blocked': String(counts.blocked),
    complete: String(round.idle?.kind === 'complete'),
  };
  for (const [name, value] of Object.entries(outputs)) host.setOutput(name, value);

  // 3. What the round holds, in the log and the job summary.
  const lines = [`## Ralph round on \`${work.branch}\``, ''];
  if (round.idle) {
    host.info(`Nothing to run this round: ${round.idle.message}`);
    lines.push(`Nothing to run: ${round.idle.message}.`);
  } else {
    host.info(
      `This round runs ${round.tasks.length} task${round.tasks.length === 1 ? '' : 's'} from ${baseSha.slice(0, 7)}: ${matrix.include.map((t) => t.task).join(', ')}`,
    );
    lines.push('| Task | Title |', '| --- | --- |');
    for (const t of matrix.include) lines.push(`| \`${t.task}\` | ${escapeCell(t.title)} |`);
  }
  if (round.deferred.length > 0) {
    lines.push('', 'Waiting for a later round:', '');
    for (const d of round.deferred) lines.push(`- \`${d.id}\`: ${d.reason}`);
    for (const d of round.deferred) host.info(`${d.id} waits for a later round: ${d.reason}`);
  }
  await host.writeSummary(`${lines.join('\n')}\n`);
  return { branch: work.branch, baseSha, taskIds: matrix.include.map((t) => t.task) };
}

export function escapeCell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/[<>]/g, (c) => (c === '<' ? '&lt;' : '&gt;'));
}

/** `mode: matrix`: the round's fan-out, with checkout's token out of the way while it works. */
export async function matrixMode(run: ModeRun): Promise<void> {
  const baseBranch = await baseBranchOf(run);
  await withoutPersistedCredentials(run, () =>
    matrixFlow(
      run.host,
      run.inputs,
      { git: run.git },
      { baseBranch, defaultBranch: defaultBranchOf(run.context.eventPayload) },
    ),
  );
}
