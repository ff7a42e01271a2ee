/**
 * `ralph reset`: close the circuit breaker and clear attempt counts in .ralph/state.json of the
 * work branch. The state lives on the work branch: run from another branch, the reset is
 * committed there through a temporary worktree, and the checked-out branch is left alone.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { branchNameFor, resetEngineState, type ResetOutcome } from '../../engine/index.js';
import { createGit } from '../../git/git.js';
import type { Git } from '../../git/types.js';
import { loadPrdFile } from '../../prd/load.js';
import type { CliCommand, CliIO } from '../types.js';

const PRD_PATH = '.ralph/prd.yaml';

/** The work branch the task list names, when it can be read. */
async function workBranchOf(repoDir: string, override?: string): Promise<string | undefined> {
  if (override) return override;
  const loaded = await loadPrdFile(join(repoDir, PRD_PATH));
  return loaded.prd ? branchNameFor(loaded.prd) : undefined;
}

/** Resets the state on `branch`, which is not checked out here, in a throwaway worktree. */
async function resetElsewhere(git: Git, branch: string): Promise<ResetOutcome> {
  const dir = await mkdtemp(join(tmpdir(), 'ralph-reset-'));
  const tree = join(dir, 'tree');
  try {
    await git.exec(['worktree', 'add', '--quiet', tree, branch]);
    return await resetEngineState(tree, { git: createGit({ cwd: tree }) });
  } finally {
    await git.exec(['worktree', 'remove', '--force', tree], { allowFailure: true });
    await git.exec(['worktree', 'prune'], { allowFailure: true });
    await rm(dir, { recursive: true, force: true });
  }
}

function report(io: CliIO, outcome: ResetOutcome, branch: string): void {
  if (!outcome.changed) {
    io.stdout(
      `Nothing to reset on ${branch}: the circuit breaker is closed and no attempts are counted\n`,
    );
    return;
  }
  io.stdout(`Reset the state of ${branch}: ${outcome.notes.join('; ')}\n`);
  io.stdout(
    outcome.commitSha
      ? `Committed the reset on ${branch} (${outcome.commitSha.slice(0, 7)})\n`
      : `Wrote .ralph/state.json on ${branch} (not committed)\n`,
  );
}

export const resetCommand: CliCommand = {
  name: 'reset',
  summary:
    "Reset the work branch's loop state: close the circuit breaker and clear the attempt counts",
  usage: 'ralph reset [--branch NAME] [--no-commit]',
  examples: ['ralph reset', 'ralph reset --branch ralph/my-feature', 'ralph reset --no-commit'],
  options: { branch: { type: 'string' }, 'no-commit': { type: 'boolean' } },
  optionHelp: {
    branch: 'Work branch whose state to reset (default: the one the task list names)',
    'no-commit': 'Write .ralph/state.json without committing it (on the checked-out branch only)',
  },
  maxPositionals: 0,
  async run({ values, io }) {
    const probe = createGit({ cwd: io.cwd });
    const top = await probe.exec(['rev-parse', '--show-toplevel'], { allowFailure: true });
    if (top.exitCode !== 0) {
      io.stderr(`error: ${io.cwd} is not inside a git repository\n`);
      return 1;
    }
    const repoDir = top.stdout.trim();
    const git = createGit({ cwd: repoDir });
    const noCommit = values['no-commit'] === true;
    try {
      const current = (await git.currentBranch()) ?? 'HEAD';
      const override = typeof values.branch === 'string' ? values.branch.trim() : undefined;
      const work = await workBranchOf(repoDir, override || undefined);
      if (override && override !== current && !(await git.localBranchExists(override))) {
        io.stderr(`error: there is no branch ${override} here\n`);
        return 1;
      }
      if (work !== undefined && work !== current && (await git.localBranchExists(work))) {
        if (noCommit) {
          io.stderr(
            `error: the state to reset is on ${work}, not on ${current}: check out ${work} to reset it without committing, or drop --no-commit\n`,
          );
          return 1;
        }
        report(io, await resetElsewhere(git, work), work);
        return 0;
      }
      report(io, await resetEngineState(repoDir, noCommit ? {} : { git }), current);
      return 0;
    } catch (error) {
      io.stderr(`error: ${(error as Error).message}\n`);
      return 1;
    }
  },
};
