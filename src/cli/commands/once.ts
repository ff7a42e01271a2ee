/** `ralph once`: one iteration (the next ready task), then a summary. */
import type { CliCommand } from '../types.js';
import { ENGINE_OPTION_HELP, ENGINE_OPTIONS, runEngineCommand } from './loop.js';

export const onceCommand: CliCommand = {
  name: 'once',
  summary: 'Run one iteration: the next ready task, verified by the quality checks and committed',
  usage: 'ralph once [--prd PATH] [--max-fix-attempts N] [--dry-run] [-v]',
  examples: ['ralph once', 'ralph once --dry-run', 'ralph once --max-fix-attempts 1 --verbose'],
  options: ENGINE_OPTIONS,
  optionHelp: ENGINE_OPTION_HELP,
  maxPositionals: 0,
  async run(ctx) {
    return runEngineCommand(ctx, 1);
  },
};
