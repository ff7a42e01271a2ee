/** `ralph reset`: close the circuit breaker and clear attempt counts in .ralph/state.json. */
import { resetEngineState } from '../../engine/index.js';
import { createGit } from '../../git/git.js';
import type { CliCommand } from '../types.js';

export const resetCommand: CliCommand = {
  name: 'reset',
  summary: 'Reset the loop state: close the circuit breaker and clear the attempt counts',
  usage: 'ralph reset [--no-commit]',
  examples: ['ralph reset', 'ralph reset --no-commit'],
  options: { 'no-commit': { type: 'boolean' } },
  optionHelp: { 'no-commit': 'Write .ralph/state.json without committing it' },
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
    try {
      const outcome = await resetEngineState(repoDir, values['no-commit'] === true ? {} : { git });
      for (const note of outcome.notes) io.stdout(`${note}\n`);
      const branch = (await git.currentBranch()) ?? 'HEAD';
      io.stdout(
        outcome.commitSha
          ? `Committed the reset on ${branch} (${outcome.commitSha.slice(0, 7)})\n`
          : `Wrote .ralph/state.json on ${branch}\n`,
      );
      return 0;
    } catch (error) {
      io.stderr(`error: ${(error as Error).message}\n`);
      return 1;
    }
  },
};
