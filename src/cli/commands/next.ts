/** `ralph next [path]`: print the id of the task the loop would run next. */
import { idKey, selectNextTask } from '../../prd/index.js';
import type { CliCommand } from '../types.js';
import { loadForCli, printDiagnostics } from './validate.js';

export const nextCommand: CliCommand = {
  name: 'next',
  summary: 'Print the id of the next task (exit 1 with the reason when none is ready)',
  usage: 'ralph next [path]',
  examples: ['ralph next', 'ralph mark "$(ralph next)" in_progress'],
  options: {},
  optionHelp: {},
  maxPositionals: 1,
  async run({ positionals, io }) {
    const loaded = await loadForCli(io, positionals[0]);
    if (!loaded.prd) {
      printDiagnostics(io, loaded, 'stderr');
      return 1;
    }
    const selection = selectNextTask(loaded.prd);
    if (selection.kind === 'task') {
      io.stdout(`${idKey(selection.task.id)}\n`);
      return 0;
    }
    io.stderr(
      selection.kind === 'complete'
        ? 'No next task: the task list is complete\n'
        : `${selection.reason}\n`,
    );
    return 1;
  },
};
